# SAYC strong 2C opening: responses, rebids and later bidding.
#
# Responses: 2D is waiting (artificial; no alert in ACBL events). A positive response
# (game forcing) is a good five-card suit (two of the top three or three of the top five
# honours) with 8+ points (7+ HCP): 2H, 2S, 3C, 3D; or 2NT with 8+ HCP balanced.
# Opener's rebids after 2D: 2NT 22-24 balanced (not forcing; responder uses Stayman and
# Jacoby transfers as over a 2NT opening), 3NT 25-27, 4NT 28+ (invites 6NT), a jump to
# three of a major with a solid seven-card suit (sets trumps), else his suit (forcing).
# Second negative: after opener's major-suit rebid, 3C shows 0-3 HCP (alerted); after a
# three-of-a-minor rebid the cheapest bid (3D over 3C, 3H over 3D) is the second negative.
# Opener's rebid of his major after the second negative is not forcing.
# Blackwood 4NT is written 4N@t0 (answers in slam.bb).

convention "2C Strong"
convention "2C Strong: Waiting"
convention "2C Strong: Positive"
convention "2C Strong: Rebid"
convention "2C Strong: Second Negative"
convention "2C Strong: Responder"
convention "2C Strong: Competition"
convention "Stayman"
convention "Jacoby Transfer"
convention "Blackwood"
convention "Blackwood: Response"
convention "Blackwood: King Ask"
convention "Blackwood: Sign-off"

# =======================================================================================
# Responses
# =======================================================================================
[2C-P]
2x "2C Strong: Positive" hcp=7+ dist=T8+ X=5+:2/3,3/5 S=x H=x C=<=x D=<=x asks=G
   text="positive: a good 5+ suit, 8+ points; game forcing" test=8-AQ876-J73-9753
3x "2C Strong: Positive" hcp=7+ dist=T8+ X=5+:2/3,3/5 D=x C=x asks=G
   text="positive: a good 5+ suit, 8+ points; game forcing" test=85-753-KQ9652-Q2
2N "2C Strong: Positive" hcp=8+ shape=balanced asks=G text="positive: 8+ HCP, balanced; game forcing" test=KT7-98-K8763-QT3
2D "2C Strong: Waiting" text="waiting: a weak hand, or values without a good suit" test=T75-T97542-95-76

# A double of 2C changes nothing.
[2C-D] as [2C-P]

# An overcall: double for penalties, a positive suit or notrump with a stopper, else pass
# (weak, or waiting for opener's rebid).
[2C-2{b}] where b in DHS
D "2C Strong: Competition" hcp=5+ {b}=4+:2/5 text="penalty" test=KT92-AJ92-KT92-8

[2C-2D]
2x "2C Strong: Competition" hcp=7+ dist=T8+ X=5+:2/3,3/5 S=x H=x C=<=x asks=G
   text="positive: a good 5+ suit" test=KJ82-QJT973-T-76
3C "2C Strong: Competition" hcp=7+ dist=T8+ C=5+:2/3,3/5 asks=G text="positive: a good 5+ suit"
   test=983-53-K54-AQ532

[2C-2H]
2S "2C Strong: Competition" hcp=7+ dist=T8+ S=5+:2/3,3/5 asks=G text="positive: a good 5+ suit"
   test=KQ7642-84-975-K4
3x "2C Strong: Competition" hcp=7+ dist=T8+ X=5+:2/3,3/5 D=x C=x asks=G text="positive: a good 5+ suit" test=32-Q7-KQ985-T642

[2C-2S]
3x "2C Strong: Competition" hcp=7+ dist=T8+ X=5+:2/3,3/5 H=x D=x C=x asks=G
   text="positive: a good 5+ suit" test=98-KQ7642-975-K4

[2C-2{b}] where b in DHS
2N "2C Strong: Competition" hcp=8+ shape=balanced {b}=:1stop asks=G text="positive, a stopper"
   test=A86-K72-QJ8-9432
P "2C Strong: Competition" text="weak, or waiting" test=9652-T92-875-J75

[2C-3{b}] where b in CD
D "2C Strong: Competition" hcp=5+ {b}=4+:2/5 text="penalty" test=83-92-KT92-AJ852

[2C-3{b}] where b in HS
D "2C Strong: Competition" hcp=5+ {b}=4+:2/5 text="penalty" test=KT92-AJ852-83-92

[2C-3{b}]
3N "2C Strong: Competition" hcp=8+ shape=balanced {b}=:1stop text="positive, a stopper"
   test=A862-K72-KT8-QJ4
P "2C Strong: Competition" text="weak, or waiting" test=J98-7562-84-8642

# Opener after an overcall and two passes: notrump with a stopper, a five-card suit, else
# double (strong; partner may pass for penalties).
[2C-2{b}-P-P] where b in DHS
2N "2C Strong: Competition" hcp=22-24 shape=balanced {b}=:1stop text="22-24 balanced, a stopper"
   test=AK3-AQ2-KQ62-AJ4
3N "2C Strong: Competition" hcp=25+ shape=balanced {b}=:1stop text="25+ balanced, a stopper"
   test=AK3-AQ2-AQ62-AK4

[2C-2D-P-P]
2x "2C Strong: Competition" X=5+ S=x H=x text="natural" test=AKQ32-AKJ2-2-AK4
3C "2C Strong: Competition" C=5+ text="natural" test=AK3-AKJ2-2-AKQ42

[2C-2H-P-P]
2S "2C Strong: Competition" S=5+ text="natural" test=AKQ32-2-AKJ2-AK4
3x "2C Strong: Competition" X=5+ D=x C=x text="natural" test=AK3-2-AKJ2-AKQ42

[2C-2S-P-P]
3x "2C Strong: Competition" X=5+ H=x D=x C=x text="natural" test=2-AK3-AKJ2-AKQ42

[2C-2{b}-P-P] where b in DHS
D "2C Strong: Competition" text="strong; takeout, partner may pass for penalties"
   test=AK32-AKJ2-AKJ2-4

[2C-3{b}-P-P]
3N "2C Strong: Competition" shape=balanced {b}=:1stop text="natural, a stopper"
   test=AK3-AQ2-AQ62-AK4
D "2C Strong: Competition" text="strong; takeout, partner may pass for penalties"
   test=AK32-AKJ2-AKJ2-4

[2C-2{b}-D-P] where b in DHS
P "2C Strong: Competition" text="partner's double is for penalties" test=AK32-AKJ2-AK2-K4

[2C-3{b}-D-P]
P "2C Strong: Competition" text="partner's double is for penalties" test=AK32-AKJ2-AK2-K4

# Opener when the waiting 2D is overcalled.
[2C-P-2D-2{b}] where b in HS
D "2C Strong: Competition" {b}=4+ text="penalty" test=AK32-AKJ2-AK2-K4
2N "2C Strong: Competition" hcp=22-24 shape=balanced {b}=:1stop text="22-24 balanced, a stopper"
   test=AK3-AQ2-KQ62-AJ4
3N "2C Strong: Competition" hcp=25+ shape=balanced {b}=:1stop text="25+ balanced, a stopper"
   test=AK3-AQ2-AQ62-AK4

[2C-P-2D-2H]
2S "2C Strong: Competition" S=5+ text="natural" test=AKQ32-2-AKJ2-AK4
3x "2C Strong: Competition" X=5+ D=x C=x text="natural" test=AK3-2-AKJ2-AKQ42

[2C-P-2D-2S]
3x "2C Strong: Competition" X=5+ H=x D=x C=x text="natural" test=2-AK3-AKJ2-AKQ42

[2C-P-2D-2H]
D "2C Strong: Competition" text="strong, no clear bid" test=AK3-432-AKQ2-AKQ

[2C-P-2D-2S]
D "2C Strong: Competition" text="strong, no clear bid" test=432-AK3-AKQ2-AKQ

[2C-P-2D-3{b}]
3N "2C Strong: Competition" shape=balanced {b}=:1stop text="natural, a stopper"
   test=AK3-AQ2-AQ62-AK4
D "2C Strong: Competition" text="strong, no clear bid" test=AK32-AKJ2-AKJ2-4

# =======================================================================================
# Opener's rebid after 2D
# =======================================================================================
[2C-P-2D-P]
3N "2C Strong: Rebid" hcp=25-27 shape=balanced text="25-27 balanced" test=AK3-AKQ2-KQ62-AJ
2N "2C Strong: Rebid" hcp=22-24 shape=balanced text="22-24 balanced; not forcing" test=QJ-AK6-AQJ2-KQ75
4N "2C Strong: Rebid" hcp=28+ shape=balanced text="28+ balanced; invites 6NT"
   test=AK3-AKQ2-AKQ2-AQ
3x "2C Strong: Rebid" X=7+:SS S=x H=x asks=1 text="a solid seven-card suit; sets trumps" test=4-AKQT964-QJT7-2
2x "2C Strong: Rebid" X=5+ S=x H=x C=<=x D=<=x asks=1 text="natural, forcing" test=632-T8532-752-97
3x "2C Strong: Rebid" X=5+ D=x C=x asks=1 text="natural, forcing" test=A2-AK2-AKQJ72-A2
2x "2C Strong: Rebid" X=4+ S=x H=x asks=1 text="natural, forcing (4-4-4-1)" test=AKQ2-AKJ2-AKQ2-2

# ---------------------------------------------------------------------------------------
# 2C-2D-2NT (22-24): the 2NT-opening structure.
[2C-P-2D-P-2N-P]
3D "Jacoby Transfer" H=5+ S=<=H announce text="transfer" asks=B3H,1 test=983-QJ742-84-864
3H "Jacoby Transfer" S=5+ announce text="transfer" asks=B3S,1 test=QJ742-983-84-864
3C "Stayman" hcp=3+ X=4 S=x H=x asks=1 text="asks for a four-card major" test=T982-T87-KT643-6
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ6-QT4-QT8-KJ32
4N "2C Strong: Responder" hcp=9-10 text="invites 6NT" test=KJ6-QT4-QT8-QT32
3N "2C Strong: Responder" hcp=3+ text="to play" test=J62-53-Q9532-T82
P "2C Strong: Responder" text="0-2 HCP" test=T92-J84-T98-T532

[2C-P-2D-P-2N-P-3C-P]
3H "Stayman" H=4+ text="four hearts" test=A97-AKQ4-AK-K842
3S "Stayman" S=4+ text="four spades, not four hearts" test=T8654-962-T73-43
3D "Stayman" text="no four-card major" test=A97-AKQ-AK4-K842

[2C-P-2D-P-2N-P-3C-P-3D-P]
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ65-QT4-QT8-KJ3
4N "2C Strong: Responder" hcp=9-10 text="invites 6NT" test=KJ65-QT4-QT8-QT3
3N "2C Strong: Responder" text="to play" test=86532-T64-T4-T85

[2C-P-2D-P-2N-P-3C-P-3H-P]
4N@30 "Blackwood" H=4+ hcp=11+ asks=A text="asks for aces" test=KJ6-QT42-KT8-K32
4H "Stayman" H=4+ text="to play" test=865-KQ72-764-JT6
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ65-QT4-KT8-KJ3
4N "2C Strong: Responder" hcp=9-10 text="invites 6NT" test=KJ65-QT4-QT8-QT3
3N "2C Strong: Responder" text="to play (so four spades)" test=T3-954-954-T8643

[2C-P-2D-P-2N-P-3C-P-3S-P]
4N@40 "Blackwood" S=4+ hcp=11+ asks=A text="asks for aces" test=QT42-KJ6-KT8-K32
4S "Stayman" S=4+ text="to play" test=8643-9762-85-T93
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ6-QT42-KT8-KJ3
4N "2C Strong: Responder" hcp=9-10 text="invites 6NT" test=QT4-KJ65-QT8-QT3
3N "2C Strong: Responder" text="to play" test=865-KQ72-764-JT6

[2C-P-2D-P-2N-P-3C-P-3H-P-3N-P]
4S "Stayman" S=4+ text="responder has four spades" test=A974-AKQ4-AK-K84
P "Stayman" test=A97-AKQ4-AK-K842

[2C-P-2D-P-2N-P-3C-P-3{a}-P-4N-P] where a in DHS
6N "2C Strong: Rebid" hcp=23+ text="accepts" test=AK4-AKQ2-AK-J842
P "2C Strong: Rebid" text="declines" test=A97-AKQ4-AK-J842

[2C-P-2D-P-2N-P-3D-P]
3H "Jacoby Transfer" text="completes the transfer" test=T96-T982-T76-T94

[2C-P-2D-P-2N-P-3H-P]
3S "Jacoby Transfer" text="completes the transfer" test=8432-9742-T8-T94

[2C-P-2D-P-2N-P-3D-P-3H-P]
4H "Jacoby Transfer" H=6+ hcp=3+ text="to play" test=83-QJ9742-84-K64
3N "Jacoby Transfer" H=5 hcp=3+ text="choice of games" test=983-QJ742-84-K64
P "Jacoby Transfer" text="weak" test=983-J8742-84-864

[2C-P-2D-P-2N-P-3H-P-3S-P]
4S "Jacoby Transfer" S=6+ hcp=3+ text="to play" test=QJ9742-83-84-K64
3N "Jacoby Transfer" S=5 hcp=3+ text="choice of games" test=QJ742-983-84-K64
P "Jacoby Transfer" text="weak" test=J8742-983-84-864

[2C-P-2D-P-2N-P-3D-P-3H-P-3N-P]
4H "Jacoby Transfer" H=3+ text="a fit" test=A97-AKQ-AK4-K842
P "Jacoby Transfer" text="no fit" test=A974-AK-AKQ-K842

[2C-P-2D-P-2N-P-3H-P-3S-P-3N-P]
4S "Jacoby Transfer" S=3+ text="a fit" test=A97-AKQ-AK4-K842
P "Jacoby Transfer" text="no fit" test=AK-A974-AKQ-K842

[2C-P-2D-P-2N-P-4N-P]
6N "2C Strong: Rebid" hcp=23+ text="accepts" test=AK4-AKQ2-AK-J842
P "2C Strong: Rebid" text="declines" test=A97-AKQ4-AK-J842

[2C-P-2D-P-2N-P-3N-P]
P "2C Strong: Rebid" text="to play" test=72-87-94-T987432

[2C-P-2D-P-2N-P-6N-P]
P "2C Strong: Rebid" text="to play" test=96532-T862-T84-6

# 2C-2D-3NT (25-27) and 4NT (28+).
[2C-P-2D-P-3N-P]
6N "2C Strong: Responder" hcp=8+ text="to play" test=KJ6-QT4-QT8-J432
4N "2C Strong: Responder" hcp=6-7 text="invites 6NT" test=KJ6-QT4-T98-T432
P "2C Strong: Responder" text="to play" test=T92-QJ4-T98-T532

[2C-P-2D-P-3N-P-4N-P]
6N "2C Strong: Rebid" hcp=26+ text="accepts" test=AK4-AKQ2-AK2-AJ4
P "2C Strong: Rebid" text="declines" test=AK3-AKQ2-KJ62-AJ

[2C-P-2D-P-4N-P]
6N "2C Strong: Responder" hcp=5+ text="to play" test=KJ6-QT4-T98-T432
P "2C Strong: Responder" text="to play" test=T92-QJ4-T98-T532

[2C-P-2D-P-3N-P-6N-P]
P "2C Strong: Rebid" text="to play" test=AK3-AKQ2-KQ62-AJ

[2C-P-2D-P-4N-P-6N-P]
P "2C Strong: Rebid" text="to play" test=AK3-AKQ2-AKQ2-AQ

# ---------------------------------------------------------------------------------------
# 2C-2D-2H/2S: second negative 3C (0-3 HCP); raises: three with an ace or king, four
# without; a new suit is natural (5+); 2NT is natural with no fit.
[2C-P-2D-P-2{a}-P] where a in HS
3C "2C Strong: Second Negative" hcp=<4 alert text="second negative: 0-3 HCP" test=654-T974-T763-T2
3{a} "2C Strong: Responder" {a}=3+ custom=3:A3K3 text="support with an ace or a king"
   test=K32-Q32-8432-432
4{a} "2C Strong: Responder" {a}=3+ text="support without an ace or a king" test=T632-Q754-J83-J9

[2C-P-2D-P-2H-P]
2S "2C Strong: Responder" S=5+ text="natural, 5+ spades" test=QJ842-72-764-Q65
3D "2C Strong: Responder" D=5+ text="natural, 5+ diamonds" test=72-Q6-QJ842-7643

[2C-P-2D-P-2S-P]
3H "2C Strong: Responder" H=5+ text="natural, 5+ hearts" test=72-QJ842-764-Q65
3D "2C Strong: Responder" D=5+ text="natural, 5+ diamonds" test=72-Q65-QJ842-764

[2C-P-2D-P-2{a}-P] where a in HS
2N "2C Strong: Responder" text="no fit, 4+ HCP" test=Q5-J2-J985-Q8432

# Opener after the second negative: game with ten tricks, a second suit (forcing), else
# his suit again (not forcing).
[2C-P-2D-P-2{a}-P-3C-P] where a in HS
4{a} "2C Strong: Rebid" winners=10 text="to play" test=AKQJT62-AK4-AJ3-

[2C-P-2D-P-2H-P-3C-P]
3x "2C Strong: Rebid" X=4+ S=x D=x asks=1 text="a second suit; forcing" test=AK2-AKJ72-AKQ2-2

[2C-P-2D-P-2S-P-3C-P]
3x "2C Strong: Rebid" X=4+ H=x D=x asks=1 text="a second suit; forcing" test=AKJ72-AK2-AKQ2-2

[2C-P-2D-P-2H-P-3C-P]
3H "2C Strong: Rebid" text="not forcing" test=AK4-AKQJT6-AJ3-6

[2C-P-2D-P-2S-P-3C-P]
3S "2C Strong: Rebid" text="not forcing" test=T652-5-T52-98762

[2C-P-2D-P-2{a}-P-3C-P-3{a}-P] where a in HS
4{a} "2C Strong: Responder" {a}=3+ text="support" test=832-832-952-T954
P "2C Strong: Responder" text="no support" test=82-T8-9532-T9542

[2C-P-2D-P-2H-P-3C-P-3D-P]
3H "2C Strong: Responder" H=2+ text="preference" test=T82-T8-9532-9542
4D "2C Strong: Responder" D=4+ text="support" test=T982-8-J965-T954
3N "2C Strong: Responder" text="nothing else to say" test=T982-8-J96-T9542

[2C-P-2D-P-2H-P-3C-P-3S-P]
4S "2C Strong: Responder" S=4+ text="support" test=T982-8-J96-T9542
4H "2C Strong: Responder" H=2+ text="preference" test=T82-T8-9532-9542
3N "2C Strong: Responder" text="nothing else to say" test=T98-8-J962-T9542

[2C-P-2D-P-2S-P-3C-P-3D-P]
3S "2C Strong: Responder" S=2+ text="preference" test=T8-T82-9532-9542
4D "2C Strong: Responder" D=4+ text="support" test=8-T982-J965-T954
3N "2C Strong: Responder" text="nothing else to say" test=8-T982-J96-T9542

[2C-P-2D-P-2S-P-3C-P-3H-P]
4H "2C Strong: Responder" H=4+ text="support" test=8-T982-J96-T9542
3S "2C Strong: Responder" S=2+ text="preference" test=T8-T82-9532-9542
3N "2C Strong: Responder" text="nothing else to say" test=8-T98-J962-T9542

# Opener after a raise: three (an ace or king) invites slam; four is a sign-off.
[2C-P-2D-P-2H-P-3H-P]
4N@30 "Blackwood" hcp=24+ S=1+ D=1+ C=1+ asks=A text="asks for aces" test=AK3-AKQ72-AK2-K2

[2C-P-2D-P-2S-P-3S-P]
4N@40 "Blackwood" hcp=24+ H=1+ D=1+ C=1+ asks=A text="asks for aces" test=AKQ72-AK3-AK2-K2

[2C-P-2D-P-2{a}-P-3{a}-P] where a in HS
4{a} "2C Strong: Rebid" text="game" test=AKQ72-AKQ72-A2-2

[2C-P-2D-P-2{a}-P-4{a}-P] where a in HS
P "2C Strong: Rebid" text="partner has no ace or king" test=AKQ72-AKQ72-A2-2

# Opener after responder's natural 2NT (4+ HCP, no fit) or new suit.
[2C-P-2D-P-2H-P-2N-P]
3H "2C Strong: Rebid" H=6+ text="6+ hearts" test=AK2-AKQJ72-A2-K2
3x "2C Strong: Rebid" X=4+ S=x D=x C=x text="a second suit" test=AK2-AKJ72-AKQ2-2
3N "2C Strong: Rebid" text="to play" test=AK2-AKJ72-AQ2-K2

[2C-P-2D-P-2S-P-2N-P]
3S "2C Strong: Rebid" S=6+ text="6+ spades" test=AKQJ72-AK2-A2-K2
3x "2C Strong: Rebid" X=4+ H=x D=x C=x text="a second suit" test=AKJ72-AK2-AKQ2-2
3N "2C Strong: Rebid" text="to play" test=AKJ72-AK2-AQ2-K2

[2C-P-2D-P-2H-P-2N-P-3H-P]
4H "2C Strong: Responder" H=2+ text="to play" test=Q5-J2-J985-Q8432
3N "2C Strong: Responder" text="to play" test=Q5-J-J9852-Q8432

[2C-P-2D-P-2S-P-2N-P-3S-P]
4S "2C Strong: Responder" S=2+ text="to play" test=Q5-J2-J985-Q8432
3N "2C Strong: Responder" text="to play" test=J-Q5-J9852-Q8432

[2C-P-2D-P-2{a}-P-2N-P-3{b}-P] where a in HS, b!=a
4{a} "2C Strong: Responder" {a}=3+ text="preference" test=Q52-J52-J95-Q843
3N "2C Strong: Responder" text="to play" test=Q5-J2-J9852-Q843

[2C-P-2D-P-2{a}-P-2N-P-3N-P] where a in HS
P "2C Strong: Responder" text="to play" test=Q5-J2-J985-Q8432

[2C-P-2D-P-2H-P-2S-P]
3S "2C Strong: Rebid" S=3+ text="support" test=AK2-AKJ72-AQ2-K2
3H "2C Strong: Rebid" H=6+ text="6+ hearts" test=A2-AKQJ72-AK2-K2
3x "2C Strong: Rebid" X=4+ D=x C=x text="a second suit" test=A2-AKJ72-AKQ2-K2
2N "2C Strong: Rebid" text="natural" test=A2-AKJ72-AQ2-KQ2

[2C-P-2D-P-2S-P-3H-P]
4H "2C Strong: Rebid" H=3+ text="support" test=AKJ72-AK2-AQ2-K2
3S "2C Strong: Rebid" S=6+ text="6+ spades" test=AKQJ72-A2-AK2-K2
3N "2C Strong: Rebid" text="natural" test=AKJ72-A2-AQ2-KQ2

[2C-P-2D-P-2H-P-3D-P]
4D "2C Strong: Rebid" D=4+ text="support" test=A2-AKJ72-AQ32-K2
3H "2C Strong: Rebid" H=6+ text="6+ hearts" test=A2-AKQJ72-AK2-K2
3S "2C Strong: Rebid" S=4+ text="a second suit" test=AK32-AKJ72-2-AK2
3N "2C Strong: Rebid" text="natural" test=A2-AKJ72-AQ2-KQ2

[2C-P-2D-P-2S-P-3D-P]
4D "2C Strong: Rebid" D=4+ text="support" test=AKJ72-A2-AQ32-K2
3S "2C Strong: Rebid" S=6+ text="6+ spades" test=AKQJ72-A2-AK2-K2
3H "2C Strong: Rebid" H=4+ text="a second suit" test=AKJ72-AK32-2-AK2
3N "2C Strong: Rebid" text="natural" test=AKJ72-A2-AQ2-KQ2

# ---------------------------------------------------------------------------------------
# 2C-2D-3C/3D: the cheapest bid is the second negative.
[2C-P-2D-P-3C-P]
3D "2C Strong: Second Negative" hcp=<4 alert text="second negative: 0-3 HCP" test=95-T543-9872-T32
4C "2C Strong: Responder" C=3+ text="support" test=Q82-J863-952-Q95
3x "2C Strong: Responder" X=5+ S=x H=x text="natural, 5+ cards" test=QJ842-72-7643-Q6
3N "2C Strong: Responder" text="natural" test=Q832-J863-Q52-J9

[2C-P-2D-P-3D-P]
3H "2C Strong: Second Negative" hcp=<4 alert text="second negative: 0-3 HCP" test=86542-432-54-983
4D "2C Strong: Responder" D=3+ text="support" test=Q82-J863-Q95-952
3S "2C Strong: Responder" S=5+ text="natural, 5+ spades" test=QJ842-72-64-Q765
4C "2C Strong: Responder" C=5+ text="natural, 5+ clubs" test=72-Q643-65-QJ842
3N "2C Strong: Responder" text="natural" test=Q82-J863-52-QJ95

[2C-P-2D-P-3C-P-3D-P]
3x "2C Strong: Rebid" X=4+ S=x H=x asks=1 text="a second suit; forcing" test=AK2-AKJ2-A2-AKQ2
4C "2C Strong: Rebid" C=6+ text="not forcing" test=A2-AK2-A2-AKQJ72
3N "2C Strong: Rebid" text="to play" test=AK2-AQ2-AQ-AKJ72

[2C-P-2D-P-3D-P-3H-P]
3S "2C Strong: Rebid" S=4+ asks=1 text="a second suit; forcing" test=AKJ2-AK2-AKQ72-2
4C "2C Strong: Rebid" C=4+ asks=1 text="a second suit; forcing" test=A2-AK-AKQ72-AQ32
4D "2C Strong: Rebid" D=6+ text="not forcing" test=A2-AK2-AKQJ72-A2
3N "2C Strong: Rebid" text="to play" test=AK2-AQ2-AKJ72-AQ

[2C-P-2D-P-3C-P-3{b}-P] where b in HS
4{b} "2C Strong: Rebid" {b}=3+ text="support" test=AK2-AQ2-AK-AK432
3N "2C Strong: Rebid" text="to play" test=AK-AQ-AKJ2-AK432

[2C-P-2D-P-3D-P-3S-P]
4S "2C Strong: Rebid" S=3+ text="support" test=AK2-AQ2-AK432-AK
3N "2C Strong: Rebid" text="to play" test=AK-AQ2-AK432-AKJ

[2C-P-2D-P-3C-P-4C-P]
4N@10 "Blackwood" hcp=25+ custom=2:A1 S=1+ H=1+ D=1+ asks=A text="asks for aces" test=AK2-A2-AK-AKQ432
5C "2C Strong: Rebid" text="game" test=A2-A2-AK2-AKQ432

[2C-P-2D-P-3D-P-4D-P]
4N@20 "Blackwood" hcp=25+ custom=1:A1 S=1+ H=1+ C=1+ asks=A text="asks for aces" test=AK2-A2-AKQ432-AK
5D "2C Strong: Rebid" text="game" test=A2-A2-AKQ432-AK2

[2C-P-2D-P-3{a}-P-3N-P] where a in CD
P "2C Strong: Rebid" text="to play" test=AK2-AQ2-AQ-AKJ72

# ---------------------------------------------------------------------------------------
# 2C-2D-3H/3S (a solid suit): responder cue-bids his cheapest ace, or 3NT without one;
# opener then asks for aces.
[2C-P-2D-P-3H-P]
3S "2C Strong: Responder" S=:A text="the ace of spades" test=A82-863-952-T954
4C "2C Strong: Responder" C=:A text="the ace of clubs" test=82-863-952-AT954
4D "2C Strong: Responder" D=:A text="the ace of diamonds" test=82-863-A952-T954
3N "2C Strong: Responder" text="no ace" test=654-762-6543-754

[2C-P-2D-P-3S-P]
4C "2C Strong: Responder" C=:A text="the ace of clubs" test=82-863-952-AT954
4D "2C Strong: Responder" D=:A text="the ace of diamonds" test=82-863-A952-T954
4H "2C Strong: Responder" H=:A text="the ace of hearts" test=82-A863-952-T954
3N "2C Strong: Responder" text="no ace" test=T943-2-T9876-654

[2C-P-2D-P-3{a}-P-3N-P] where a in HS
4{a} "2C Strong: Rebid" text="to play" test=2-T9854-85432-95

[2C-P-2D-P-3{a}-P-3N-P-4{a}-P] where a in HS
P "2C Strong: Responder" text="to play" test=96-T9876-52-T632

[2C-P-2D-P-3H-P-3S-P]
4N@30 "Blackwood" asks=A text="asks for aces" test=A2-AKQT987-AK-K8

[2C-P-2D-P-3{a}-P-4{b}-P] where a in HS, b in CD
4N@{a}0 "Blackwood" asks=A text="asks for aces" test=AKQT987-AK-A2-K8

[2C-P-2D-P-3S-P-4H-P]
4N@40 "Blackwood" asks=A text="asks for aces" test=AKQT987-K8-AK-A2

# =======================================================================================
# After a positive response
# =======================================================================================
[2C-P-2H-P]
4N@30 "Blackwood" hcp=24+ H=3+ S=1+ D=1+ C=1+ asks=A text="asks for aces" test=AK3-AJ3-AKQT2-K9

[2C-P-2S-P]
4N@40 "Blackwood" hcp=24+ S=3+ H=1+ D=1+ C=1+ asks=A text="asks for aces" test=QJ4-KJT-AKQJ2-AK

[2C-P-2{a}-P] where a in HS
3{a} "2C Strong: Rebid" {a}=3+ text="support; sets trumps" test=AK2-AQ2-AK32-Q32

[2C-P-2H-P]
2S "2C Strong: Rebid" S=5+ text="natural" test=AKQ72-2-AKJ2-AK4
3x "2C Strong: Rebid" X=5+ D=x C=x text="natural" test=AK3-2-AKJ2-AKQ42

[2C-P-2S-P]
3x "2C Strong: Rebid" X=5+ H=x D=x C=x text="natural" test=2-AK3-AKJ2-AKQ42

[2C-P-2H-P]
2N "2C Strong: Rebid" text="balanced, or no clear bid" test=AK32-AQ-KJ32-AK2

[2C-P-2S-P]
2N "2C Strong: Rebid" text="balanced, or no clear bid" test=AQ-AK32-KJ32-AK2

[2C-P-3C-P]
4N@10 "Blackwood" hcp=25+ C=3+ custom=2:A1 S=1+ H=1+ D=1+ asks=A text="asks for aces" test=AK3-AK3-KQ2-AK42

[2C-P-3D-P]
4N@20 "Blackwood" hcp=25+ D=3+ custom=1:A1 S=1+ H=1+ C=1+ asks=A text="asks for aces" test=AK3-AK3-AK42-KQ2

[2C-P-3{a}-P] where a in CD
4{a} "2C Strong: Rebid" {a}=3+ text="support; sets trumps" test=AK2-AQ2-A32-KQ32
3x "2C Strong: Rebid" X=5+ S=x H=x text="natural" test=AKQ72-AKJ2-K2-A4

[2C-P-3C-P]
3D "2C Strong: Rebid" D=5+ text="natural" test=AK2-AK2-AKJ82-K4

[2C-P-3C-P]
3N "2C Strong: Rebid" text="balanced, or no clear bid" test=AKQ2-AQ2-KJ32-K2

[2C-P-3D-P]
3N "2C Strong: Rebid" text="balanced, or no clear bid" test=AKQ2-AQ2-K2-KJ32

[2C-P-2N-P]
6N "2C Strong: Rebid" hcp=25+ shape=balanced text="to play" test=AK3-AKQ2-KQ62-AJ
3N "2C Strong: Rebid" shape=balanced text="22-24 balanced" test=842-62-98742-973
3x "2C Strong: Rebid" X=5+ S=x H=x D=x C=x text="natural" test=T972-JT875-T962-
3x "2C Strong: Rebid" X=4+ S=x H=x D=x C=x text="natural (4-4-4-1)" test=AKQ2-AKJ2-AKQ2-2

# Responder after opener's suit rebid over a positive.
[2C-P-2{a}-P-3{a}-P] where a in HS
4N@{a}0 "Blackwood" hcp=10+ custom=1:A1 asks=A text="asks for aces" test=KQ2-AQ432-K32-32
4{a} "2C Strong: Responder" text="a minimum positive" test=KQ2-KQ432-432-32

[2C-P-2{a}-P-3{a}-P-4{a}-P] where a in HS
P "2C Strong: Rebid" text="no slam" test=AK2-AQ2-AK32-Q32

[2C-P-2H-P-2N-P]
3H "2C Strong: Responder" H=6+ text="6+ hearts" test=52-KQ5432-Q32-J2
3N "2C Strong: Responder" text="to play" test=Q2-KQ842-QJ2-Q32

[2C-P-2S-P-2N-P]
3S "2C Strong: Responder" S=6+ text="6+ spades" test=KQ5432-52-Q32-J2
3N "2C Strong: Responder" text="to play" test=KQ842-Q2-QJ2-Q32

[2C-P-2{a}-P-2N-P-3N-P] where a in HS
P "2C Strong: Rebid" text="to play" test=AK2-AQ2-AKJ2-KQ2

[2C-P-2H-P-2S-P]
4S "2C Strong: Responder" S=4+ text="support" test=K432-KQ432-32-32
3H "2C Strong: Responder" H=6+ text="6+ hearts" test=32-KQ5432-K32-32
2N "2C Strong: Responder" text="natural" test=32-KQ432-K32-Q32

[2C-P-2H-P-3C-P]
4C "2C Strong: Responder" C=4+ text="support" test=2-KQ432-K32-Q432
3H "2C Strong: Responder" H=6+ text="6+ hearts" test=32-KQ5432-K32-32
3N "2C Strong: Responder" text="natural" test=Q2-KQ432-K32-Q32

[2C-P-2H-P-3D-P]
4D "2C Strong: Responder" D=4+ text="support" test=2-KQ432-Q432-K32
3H "2C Strong: Responder" H=6+ text="6+ hearts" test=32-KQ5432-K32-32
3N "2C Strong: Responder" text="natural" test=Q2-KQ432-K32-Q32

[2C-P-2S-P-3C-P]
4C "2C Strong: Responder" C=4+ text="support" test=KQ432-2-K32-Q432
3S "2C Strong: Responder" S=6+ text="6+ spades" test=KQ5432-32-K32-32
3N "2C Strong: Responder" text="natural" test=KQ432-Q2-K32-Q32

[2C-P-2S-P-3D-P]
4D "2C Strong: Responder" D=4+ text="support" test=KQ432-2-Q432-K32
3S "2C Strong: Responder" S=6+ text="6+ spades" test=KQ5432-32-K32-32
3N "2C Strong: Responder" text="natural" test=KQ432-Q2-K32-Q32

[2C-P-2S-P-3H-P]
4H "2C Strong: Responder" H=4+ text="support" test=KQ432-Q432-K32-2
3S "2C Strong: Responder" S=6+ text="6+ spades" test=KQ5432-32-K32-32
3N "2C Strong: Responder" text="natural" test=KQ432-Q2-K32-Q32

[2C-P-3{a}-P-3{b}-P] where a in CD, b in HS
4{b} "2C Strong: Responder" {b}=4+ text="support" test=Q432-Q432-AQ432-
3N "2C Strong: Responder" text="natural" test=Q2-Q2-AQ432-Q432

[2C-P-3C-P-3D-P]
4D "2C Strong: Responder" D=4+ text="support" test=2-Q32-Q432-AQ432
3N "2C Strong: Responder" text="natural" test=Q2-Q32-Q32-AQ432

[2C-P-3{a}-P-4{a}-P] where a in CD
5{a} "2C Strong: Responder" text="game" test=Q2-Q32-Q32-AQ432

[2C-P-2N-P-3{a}-P] where a in HS
4{a} "2C Strong: Responder" {a}=3+ text="support" test=Q62-J985-AK9-QJT
3N "2C Strong: Responder" text="no fit" test=Q6-J9-AK985-QJT4

[2C-P-2N-P-3{a}-P] where a in CD
4{a} "2C Strong: Responder" {a}=4+ text="support" test=Q6-J9-AK985-QJT4
3N "2C Strong: Responder" text="no fit" test=QJ62-J92-AK9-QJ4

[2C-P-2N-P-3H-P-4H-P]
4N@30 "Blackwood" losers=3 S=1+ D=1+ C=1+ asks=A text="asks for aces" test=AKQ-KJ76432-AK-Q
5H "2C Strong: Rebid" losers=3 text="slam try with a void: bid six with extra values" test=-AKQJ6432-AKQ-K2

[2C-P-2N-P-3S-P-4S-P]
4N@40 "Blackwood" losers=3 H=1+ D=1+ C=1+ asks=A text="asks for aces" test=KJ76432-AKQ-AK-Q
5S "2C Strong: Rebid" losers=3 text="slam try with a void: bid six with extra values" test=KJ76432-AKQ-AKQ-

[2C-P-2N-P-3{a}-P-4{a}-P] where a in HS
P "2C Strong: Rebid" text="no slam" test=AK972-AQ72-AK-K2

[2C-P-2N-P-3{a}-P-4{a}-P-5{a}-P] where a in HS
6{a} "2C Strong: Responder" hcp=10+ text="extra values" test=Q62-J985-AK98-QJ
6{a} "2C Strong: Responder" {a}=:A,K text="a top trump" test=K62-K985-Q98-J32
P "2C Strong: Responder" text="a minimum" test=Q62-J985-Q98-QJ3

[2C-P-2N-P-3{a}-P-3N-P] where a in HS
P "2C Strong: Rebid" text="to play" test=AKQ72-AKQ72-A2-2

[2C-P-2N-P-3{a}-P-4{a}-P] where a in CD
5{a} "2C Strong: Rebid" text="game" test=AK2-AQ2-A2-AKJ72

[2C-P-2N-P-3{a}-P-3N-P] where a in CD
P "2C Strong: Rebid" text="to play" test=AK2-AQ2-A2-AKJ72

[2C-P-2N-P-3N-P]
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ6-QT4-QT8-KJ32
P "2C Strong: Responder" text="to play" test=T763-T3-85-JT986

[2C-P-2N-P-6N-P]
P "2C Strong: Responder" text="to play" test=T986-J973-T762-6

# =======================================================================================
# Untagged 4NT in 2C auctions (the test cases carry no "@" tags)
# =======================================================================================
[2C-P-2{a}-P-4N-P] where a in HS as [4N@{a}0-P]

[2C-P-3{a}-P-4N-P] where a in CD as [4N@{a}0-P]

[2C-P-2{a}-P-4N-P-5C-P] where a in HS
5N@{a}0 "Blackwood: King Ask" custom=<1:A1 text="all the aces are ours; asks for kings" asks=K test=KQJ2-KQ2-KQJ-KQ2
6{a} "Blackwood" custom=3:A1 text="one ace missing" test=AQ4-AT-A942-8763
5{a} "Blackwood: Sign-off" text="two aces missing" test=AJ3-KQJT2-AK-K94

[2C-P-2{a}-P-4N-P-5D-P] where a in HS
5N@{a}0 "Blackwood: King Ask" custom=3:A1 text="all the aces are ours; asks for kings" asks=K test=A6432-9-AJ64-A75
6{a} "Blackwood" custom=2:A1 text="one ace missing" test=AJ3-KQJT2-AK-K94
5{a} "Blackwood: Sign-off" text="two aces missing" test=KJ3-KQJT2-AK-K94

[2C-P-2S-P-4N-P-5H-P]
5N@40 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours; asks for kings" asks=K test=KJ3-AQJT2-AK-K94
6S "Blackwood" custom=1:A1 text="one ace missing" test=KJ3-KQJT2-AK-K94
5S "Blackwood: Sign-off" text="two aces missing" test=KJ3-KQJT2-KQ-K94

[2C-P-2H-P-4N-P-5H-P]
5N@30 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours; asks for kings" asks=K test=AQJT2-KJ3-AK-K94
6H "Blackwood" custom=1:A1 text="one ace missing" test=KQJT2-KJ3-AK-K94
P "Blackwood: Sign-off" text="two aces missing: 5H is the contract" test=KQJT2-KJ3-KQ-K94

[2C-P-2{a}-P-4N-P-5S-P] where a in HS
5N@{a}0 "Blackwood: King Ask" custom=1:A1 text="all the aces are ours; asks for kings" asks=K test=KJ3-AQJT2-KQ-K94
6{a} "Blackwood" text="one ace missing" test=KJ3-KQJT2-KQ-K94

# =======================================================================================
# Partner has placed the contract: pass.
# =======================================================================================
[2C-P-2D-P-2{a}-P-3{a}-P-4{a}-P] where a in HS
P "2C Strong: Responder" text="opener chose the contract" test=K32-Q32-8432-432

[2C-P-2D-P-2{a}-P-3C-P-3{b}-P-3{a}-P] where a in HS, b in DH, b<a
4{a} "2C Strong: Rebid" winners=9 text="game in hand" test=AKQJ75-K-AK84-AK
P "2C Strong: Rebid" text="partner's preference" test=KQJ75-K-AK84-AK6

[2C-P-2D-P-2{a}-P-3C-P-3{b}-P-3N-P] where a in HS, b in DHS, b!=a
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-AKJ72-AKQ2-2

[2C-P-2D-P-3D-P-4C-P]
5C "2C Strong: Rebid" C=3+ text="support" test=AK2-AK-AKT84-K82
5D "2C Strong: Rebid" text="to play" test=AK76-AK-AKT84-K8

[2C-P-2D-P-2N-P-3C-P-3{a}-P-4{a}-P] where a in HS
P "Stayman" text="partner chose the contract" test=542-654-9864-954

[2C-P-2D-P-2N-P-3C-P-3{a}-P-3N-P] where a in DS
P "Stayman" text="partner chose the contract" test=2-T8-JT875-T9765

[2C-P-2D-P-2N-P-3C-P-3H-P-3N-P-4S-P]
P "Stayman" text="opener chose the contract" test=742-8762-83-9853

[2C-P-2D-P-2N-P-3D-P-3H-P-4H-P]
P "Jacoby Transfer" text="partner chose the contract" test=97432-T874-5-985

[2C-P-2D-P-2N-P-3H-P-3S-P-4S-P]
P "Jacoby Transfer" text="partner chose the contract" test=T9743-652-T43-96

[2C-P-2D-P-2N-P-3D-P-3H-P-3N-P-4H-P]
P "Jacoby Transfer" text="opener chose the contract" test=983-QJ742-84-K64

[2C-P-2D-P-2N-P-3H-P-3S-P-3N-P-4S-P]
P "Jacoby Transfer" text="opener chose the contract" test=QJ742-983-84-K64

[2C-P-2D-P-2N-P-4N-P-6N-P]
P "2C Strong: Responder" text="opener accepted" test=KJ6-QT4-QT8-QT32

[2C-P-2D-P-2N-P-3C-P-3{a}-P-4N-P-6N-P] where a in DHS
P "2C Strong: Responder" text="opener accepted" test=KJ6-QT4-QT8-QT32

[2C-P-2D-P-3N-P-4N-P-6N-P]
P "2C Strong: Responder" text="opener accepted" test=KJ6-QT4-T98-T432

[2C-P-2D-P-2{a}-P-2N-P-3{b}-P-4{a}-P] where a in HS, b!=a
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-AKJ72-AKQ2-2

[2C-P-2D-P-2{a}-P-2N-P-3{a}-P-4{a}-P] where a in HS
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-AKQJ72-A2-K2

[2C-P-2D-P-2{a}-P-2N-P-3{b}-P-3N-P] where a in HS
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-AKJ72-AKQ2-2

[2C-P-2D-P-3{a}-P-3{b}-P-4{b}-P] where a in CD, b in HS, a<b
P "2C Strong: Responder" text="opener chose the contract" test=QJ842-QJ842-7-76

[2C-P-2D-P-3{a}-P-3{b}-P-3N-P] where a in CD, b in DHS, a<b
P "2C Strong: Responder" text="opener chose the contract" test=8-T753-9753-T764

[2C-P-2D-P-3{a}-P-4{a}-P-5{a}-P] where a in CD
P "2C Strong: Responder" text="opener chose the contract" test=Q82-J863-Q95-952

[2C-P-2{a}-P-3{b}-P-3N-P] where a in HS, b<a
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-A2-AKJ2-AQ32

[2C-P-2{a}-P-3{b}-P-4{b}-P] where a in HS, b<a
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-A2-AKJ2-AQ32

[2C-P-2N-P-3{a}-P-4{a}-P-5{a}-P-6{a}-P] where a in HS
P "2C Strong: Rebid" text="partner accepted" test=7432-732-T752-62

[2C-P-2N-P-3{a}-P-3N-P-P] where a in HS
P "2C Strong: Rebid" text="to play" test=T6432-9654-T4-75

[2C-P-3{a}-P-4{a}-P-5{a}-P] where a in CD
P "2C Strong: Rebid" text="partner chose the contract" test=AK5-AK-AK87-Q842

[2C-P-3{a}-P-3N-P] where a in CD
P "2C Strong: Responder" text="to play" test=J4-K754-AKQ765-2

[2C-P-2D-P-3C-P-3D-P-4C-P]
P "2C Strong: Second Negative" text="opener's 4C is not forcing" test=T73-6543-9543-43

[2C-P-2D-P-3D-P-3H-P-4D-P]
P "2C Strong: Second Negative" text="opener's 4D is not forcing" test=JT643-74-7652-65

[2C-P-2D-P-3C-P-3D-P-3{b}-P] where b in HS
4{b} "2C Strong: Second Negative" {b}=4+ text="support" test=T872-7432-K76-32
4C "2C Strong: Second Negative" C=2+ text="preference" test=T87-742-K7654-32
3N "2C Strong: Second Negative" text="nothing else to say" test=T87-742-K76542-3

[2C-P-2D-P-3D-P-3H-P-3S-P]
4S "2C Strong: Second Negative" S=4+ text="support" test=T872-74-32-K7654
4D "2C Strong: Second Negative" D=2+ text="preference" test=T87-742-32-K7654
3N "2C Strong: Second Negative" text="nothing else to say" test=T8-762-2-K765432

[2C-P-2D-P-3D-P-3H-P-4C-P]
5C "2C Strong: Second Negative" C=4+ text="support" test=653-JT82-T7-6542
4D "2C Strong: Second Negative" text="preference" test=653-JT82-T762-64

[2C-P-2D-P-3D-P-4C-P-5C-P]
P "2C Strong: Responder" text="opener chose the contract" test=T3-K742-86-KT653

[2C-P-2D-P-3D-P-4C-P-5D-P]
P "2C Strong: Responder" text="opener chose the contract" test=T3-K742-86-KT653

[2C-P-2D-P-2{a}-P-3D-P-3N-P] where a in HS
P "2C Strong: Responder" text="opener chose the contract" test=9654-2-AJ986-J97

[2C-P-2D-P-2{a}-P-3D-P-4D-P] where a in HS
5D "2C Strong: Responder" hcp=5+ text="game" test=4-Q64-T9532-KT65
P "2C Strong: Responder" text="a minimum" test=4-J64-T9532-T965

[2C-P-2D-P-2S-P-3D-P-3H-P]
4H "2C Strong: Responder" H=4+ text="support" test=4-Q642-QT953-T65
3S "2C Strong: Responder" S=2+ text="preference" test=42-J64-Q9864-J72
3N "2C Strong: Responder" text="nothing else to say" test=4-J64-Q9864-J732

[2C-P-2D-P-2H-P-3D-P-3S-P]
4S "2C Strong: Responder" S=4+ text="support" test=Q642-4-QT953-T65
3N "2C Strong: Responder" text="no spade fit" test=J64-4-Q9864-J732

[2C-P-2N-P-3N-P-6N-P]
P "2C Strong: Rebid" text="partner chose the contract" test=T854-3-T64-75432

[2C-P-2D-P-2{a}-P-3C-P-4{a}-P] where a in HS
P "2C Strong: Second Negative" text="opener chose the contract" test=87-T9542-94-T963

[2C-P-3{a}-P-3{b}-P-3N-P] where a in CD, b in HS
P "2C Strong: Responder" text="to play" test=QJ2-Q2-AQ432-432

[2C-P-2H-P-2S-P-2N-P]
3N "2C Strong: Rebid" text="to play" test=AKQJ9-8-AT-KQJT6

[2C-P-2D-P-2H-P-2S-P-3H-P]
4H "2C Strong: Responder" H=2+ text="to play" test=QT932-52-Q32-652
3N "2C Strong: Responder" text="to play" test=QT9432-5-Q32-652

[2C-P-2D-P-2H-P-2S-P-3S-P]
4S "2C Strong: Responder" text="to play" test=QT932-52-Q32-652

[2C-P-2D-P-2H-P-2S-P-2N-P]
3N "2C Strong: Responder" text="to play" test=QT932-52-Q32-652

[2C-3{b}-P-P-D-P]
P "2C Strong: Competition" text="converts the double for penalties" test=843-J732-A6-JT84
