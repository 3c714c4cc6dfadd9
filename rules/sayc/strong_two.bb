# SAYC strong 2C opening: responses, rebids and later bidding.
#
# Responses: 2D is waiting (artificial; no alert in ACBL events). A positive response
# (game forcing) is a good five-card suit (two of the top three or three of the top five
# honours) with 8+ points (7+ HCP): 2H, 2S, 3C, 3D; or 2NT with 8+ HCP balanced.
# Opener's rebids after 2D: 2NT 22-24 balanced (not forcing; responder uses Stayman and
# Jacoby transfers as over a 2NT opening), 3NT 28-30 (25-27 opens 3NT), 4NT 31+ (invites
# 6NT), a jump to
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
[2C-P] complete
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
[2C-2{b}] where b in DHS complete
D "2C Strong: Competition" hcp=5+ {b}=4+:2/5 text="penalty" test=KT92-AJ92-KT92-8

[2C-2D] complete
2x "2C Strong: Competition" hcp=7+ dist=T8+ X=5+:2/3,3/5 S=x H=x C=<=x asks=G
   text="positive: a good 5+ suit" test=KJ82-QJT973-T-76
3C "2C Strong: Competition" hcp=7+ dist=T8+ C=5+:2/3,3/5 asks=G text="positive: a good 5+ suit"
   test=983-53-K54-AQ532

[2C-2H] complete
2S "2C Strong: Competition" hcp=7+ dist=T8+ S=5+:2/3,3/5 asks=G text="positive: a good 5+ suit"
   test=KQ7642-84-975-K4
3x "2C Strong: Competition" hcp=7+ dist=T8+ X=5+:2/3,3/5 D=x C=x asks=G text="positive: a good 5+ suit" test=32-Q7-KQ985-T642

[2C-2S] complete
3x "2C Strong: Competition" hcp=7+ dist=T8+ X=5+:2/3,3/5 H=x D=x C=x asks=G
   text="positive: a good 5+ suit" test=98-KQ7642-975-K4

[2C-2{b}] where b in DHS complete
2N "2C Strong: Competition" hcp=8+ shape=balanced {b}=:1stop asks=G text="positive, a stopper"
   test=A86-K72-QJ8-9432
P "2C Strong: Competition" text="weak, or waiting" test=9652-T92-875-J75

[2C-3{b}] where b in CD complete
D "2C Strong: Competition" hcp=5+ {b}=4+:2/5 text="penalty" test=83-92-KT92-AJ852

[2C-3{b}] where b in HS complete
D "2C Strong: Competition" hcp=5+ {b}=4+:2/5 text="penalty" test=KT92-AJ852-83-92

[2C-3{b}] complete
3N "2C Strong: Competition" hcp=8+ shape=balanced {b}=:1stop text="positive, a stopper"
   test=A862-K72-KT8-QJ4
P "2C Strong: Competition" text="weak, or waiting" test=J98-7562-84-8642

# Opener after an overcall and two passes: notrump with a stopper, a five-card suit, else
# double (strong; partner may pass for penalties).
[2C-2{b}-P-P] where b in DHS complete
2N "2C Strong: Competition" hcp=22-24 shape=balanced {b}=:1stop text="22-24 balanced, a stopper"
   test=AK3-AQ2-KQ62-AJ4
3N "2C Strong: Competition" hcp=25+ shape=balanced {b}=:1stop text="25+ balanced, a stopper"
   test=AK3-AQ2-AQ62-AK4

[2C-2D-P-P] complete
2x "2C Strong: Competition" X=5+ S=x H=x text="natural" test=AKQ32-AKJ2-2-AK4
3C "2C Strong: Competition" C=5+ text="natural" test=AK3-AKJ2-2-AKQ42

[2C-2H-P-P] complete
2S "2C Strong: Competition" S=5+ text="natural" test=AKQ32-2-AKJ2-AK4
3x "2C Strong: Competition" X=5+ D=x C=x text="natural" test=AK3-2-AKJ2-AKQ42

[2C-2S-P-P] complete
3x "2C Strong: Competition" X=5+ H=x D=x C=x text="natural" test=2-AK3-AKJ2-AKQ42

[2C-2{b}-P-P] where b in DHS complete
D "2C Strong: Competition" text="strong; takeout, partner may pass for penalties"
   test=AK32-AKJ2-AKJ2-4

[2C-3{b}-P-P] complete
3N "2C Strong: Competition" shape=balanced {b}=:1stop text="natural, a stopper"
   test=AK3-AQ2-AQ62-AK4
D "2C Strong: Competition" text="strong; takeout, partner may pass for penalties"
   test=AK32-AKJ2-AKJ2-4

[2C-2{b}-D-P] where b in DHS complete
P "2C Strong: Competition" text="partner's double is for penalties" test=AK32-AKJ2-AK2-K4

[2C-3{b}-D-P] complete
P "2C Strong: Competition" text="partner's double is for penalties" test=AK32-AKJ2-AK2-K4

# Opener when the waiting 2D is overcalled.
[2C-P-2D-2{b}] where b in HS complete
D "2C Strong: Competition" {b}=4+ text="penalty" test=AK32-AKJ2-AK2-K4
2N "2C Strong: Competition" hcp=22-24 shape=balanced {b}=:1stop text="22-24 balanced, a stopper"
   test=AK3-AQ2-KQ62-AJ4
3N "2C Strong: Competition" hcp=25+ shape=balanced {b}=:1stop text="25+ balanced, a stopper"
   test=AK3-AQ2-AQ62-AK4

[2C-P-2D-2H] complete
2S "2C Strong: Competition" S=5+ text="natural" test=AKQ32-2-AKJ2-AK4
3x "2C Strong: Competition" X=5+ D=x C=x text="natural" test=AK3-2-AKJ2-AKQ42

[2C-P-2D-2S] complete
3x "2C Strong: Competition" X=5+ H=x D=x C=x text="natural" test=2-AK3-AKJ2-AKQ42

[2C-P-2D-2H] complete
D "2C Strong: Competition" text="strong, no clear bid" test=AK3-432-AKQ2-AKQ

[2C-P-2D-2S] complete
D "2C Strong: Competition" text="strong, no clear bid" test=432-AK3-AKQ2-AKQ

[2C-P-2D-3{b}] complete
3N "2C Strong: Competition" shape=balanced {b}=:1stop text="natural, a stopper"
   test=AK3-AQ2-AQ62-AK4
D "2C Strong: Competition" text="strong, no clear bid" test=AK32-AKJ2-AKJ2-4

# =======================================================================================
# Opener's rebid after 2D
# =======================================================================================
[2C-P-2D-P]
4N "2C Strong: Rebid" hcp=31+ shape=balanced text="31+ balanced; invites 6NT"
   ref="standard teaching: 2C then notrump, above the 3NT opening" test=AK3-AKQ2-AKQ2-AQ
3N "2C Strong: Rebid" hcp=28-30 shape=balanced text="28-30 balanced (25-27 opens 3NT)"
   ref="SAYC booklet: strong 2C opening; 3NT opening 25-27, so 2C then 3NT is stronger"
   test=AK3-AKQ2-AQJ2-KQ
2N "2C Strong: Rebid" hcp=22-24 shape=balanced text="22-24 balanced; not forcing"
   ref="SAYC booklet: strong 2C opening (2C then 2NT 22-24)" test=QJ-AK6-AQJ2-KQ75
3x "2C Strong: Rebid" X=7+:SS S=x H=x asks=1 text="a solid seven-card suit; sets trumps" test=4-AKQT964-QJT7-2
2x "2C Strong: Rebid" X=5+ S=x H=x C=<=x D=<=x asks=1 text="natural, forcing" test=632-T8532-752-97
3x "2C Strong: Rebid" X=5+ D=x C=x asks=1 text="natural, forcing" test=A2-AK2-AKQJ72-A2
2x "2C Strong: Rebid" X=4+ S=x H=x asks=1 text="natural, forcing (4-4-4-1)" test=AKQ2-AKJ2-AKQ2-2

# ---------------------------------------------------------------------------------------
# 2C-2D-2NT (22-24): the 2NT-opening structure.
[2C-P-2D-P-2N-P] complete
3D "Jacoby Transfer" H=5+ S=<=H announce text="transfer" asks=B3H,1 test=983-QJ742-84-864
3H "Jacoby Transfer" S=5+ announce text="transfer" asks=B3S,1 test=QJ742-983-84-864
3C "Stayman" hcp=3+ X=4 S=x H=x asks=1 text="asks for a four-card major" test=T982-T87-KT643-6
7N "2C Strong: Responder" hcp=15+ text="37+ together: grand slam" ref="standard teaching: 33 points for 6NT, 37 for 7NT; with 35-36 5NT invites seven (forcing to six)" test=KQ6-KJ4-KQ8-KJ32
5N "2C Strong: Responder" hcp=13-14 text="35-38 together: invites 7NT, forcing to 6NT" ref="standard teaching: 33 points for 6NT, 37 for 7NT; with 35-36 5NT invites seven (forcing to six)" test=KQ6-J54-KQ8-QJ32
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ6-QT4-QT8-KJ32
6N "2C Strong: Responder" hcp=10 X=5+:2/3,3/5 C=x D=x text="10 HCP and a good five-card minor (a point for length) opposite 22-24: 33 together"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point; 33 together for 6NT" test=962-K4-AQJ72-432
4N "2C Strong: Responder" hcp=9-10 text="invites 6NT" test=KJ6-QT4-QT8-QT32
4N "2C Strong: Responder" hcp=8 X=5+:2/3,3/5 C=x D=x text="quantitative: 8 HCP and a good five-card minor (a point for length) opposite 22-24, invites 6NT"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point (a six-card minor at least one); with 31-32 together invite with a quantitative 4NT" test=962-Q4-KQJ72-432
4N "2C Strong: Responder" hcp=8 X=6+ C=x D=x text="quantitative: 8 HCP and a six-card minor (a point for length) opposite 22-24, invites 6NT"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point (a six-card minor at least one); with 31-32 together invite with a quantitative 4NT" test=J4-85-Q96542-KQ6
3N "2C Strong: Responder" hcp=3+ text="to play" test=J62-53-Q9532-T82
3N "2C Strong: Responder" hcp=2 X=6+ C=x D=x text="a six-card minor and 2 HCP: game" ref="standard teaching: opposite 22-24 a six-card minor brings the tricks: a queen and a long suit make 3NT" test=952-76-T3-Q98643
P "2C Strong: Responder" text="0-2 HCP" test=T92-J84-T98-T532

[2C-P-2D-P-2N-P-3C-P] complete
3H "Stayman" H=4+ text="four hearts" test=A97-AKQ4-AK-K842
3S "Stayman" S=4+ text="four spades, not four hearts" test=T8654-962-T73-43
3D "Stayman" text="no four-card major" test=A97-AKQ-AK4-K842

[2C-P-2D-P-2N-P-3C-P-3D-P] complete
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ65-QT4-QT8-KJ3
6N "2C Strong: Responder" hcp=10 X=5+:2/3,3/5 C=x D=x text="10 HCP and a good five-card minor (a point for length) opposite 22-24: 33 together"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point; 33 together for 6NT" test=K652-4-AQJ72-432
4N "2C Strong: Responder" hcp=9-10 text="invites 6NT" test=KJ65-QT4-QT8-QT3
4N "2C Strong: Responder" hcp=8 X=5+:2/3,3/5 C=x D=x text="quantitative: 8 HCP and a good five-card minor (a point for length) opposite 22-24, invites 6NT"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point (a six-card minor at least one); with 31-32 together invite with a quantitative 4NT" test=9652-4-KQJ72-Q32
3N "2C Strong: Responder" text="to play" test=86532-T64-T4-T85

[2C-P-2D-P-2N-P-3C-P-3H-P] complete
4N@30 "Blackwood" H=4+ hcp=10+ asks=A text="a fit and 10+ opposite 22-24: asks for aces" test=KJ6-QT42-KT8-K32
5H "2C Strong: Responder" H=4+ hcp=8-9 text="a fit and 8-9 opposite 22-24 (30-33 together): invites six" ref="standard teaching: systems on after 2C-2D-2NT (22-24) as over a 2NT opening; a 4-4 fit plays a trick better than notrump; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=KT8-QT42-Q86-J32
5H "2C Strong: Responder" H=4+ hcp=7 shape=singleton-or-void text="a fit, shortness and 7 opposite 22-24: invites six" ref="standard teaching: systems on after 2C-2D-2NT (22-24) as over a 2NT opening; a 4-4 fit plays a trick better than notrump; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=8-KT42-Q8632-Q93
5H "2C Strong: Responder" H=4+ dummy=H4:9+ text="a fit and 9+ dummy points (HCP, void 5, singleton 3, doubleton 1) opposite 22-24: invites six" ref="standard teaching: with a fit found responder values his hand in dummy points (shortness ruffs); 22-24 and 9+ dummy points are about 31-33 together: a raise to five of the agreed major invites six" test=32-QT42-KJT9862-|K4-JT32-QJ954-93
4H "Stayman" H=4+ text="to play" test=865-KQ72-764-JT6
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ65-QT4-KT8-KJ3
4N "2C Strong: Responder" hcp=9-10 text="invites 6NT" test=KJ65-QT4-QT8-QT3
3N "2C Strong: Responder" text="to play (so four spades)" test=T3-954-954-T8643

[2C-P-2D-P-2N-P-3C-P-3S-P] complete
4N@40 "Blackwood" S=4+ hcp=10+ asks=A text="a fit and 10+ opposite 22-24: asks for aces" test=QT42-KJ6-KT8-K32
5S "2C Strong: Responder" S=4+ hcp=8-9 text="a fit and 8-9 opposite 22-24 (30-33 together): invites six" ref="standard teaching: systems on after 2C-2D-2NT (22-24) as over a 2NT opening; a 4-4 fit plays a trick better than notrump; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=QT42-KT8-Q86-J32
5S "2C Strong: Responder" S=4+ hcp=7 shape=singleton-or-void text="a fit, shortness and 7 opposite 22-24: invites six" ref="standard teaching: systems on after 2C-2D-2NT (22-24) as over a 2NT opening; a 4-4 fit plays a trick better than notrump; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=KT42-8-Q8632-Q93
5S "2C Strong: Responder" S=4+ dummy=S4:9+ text="a fit and 9+ dummy points (HCP, void 5, singleton 3, doubleton 1) opposite 22-24: invites six" ref="standard teaching: with a fit found responder values his hand in dummy points (shortness ruffs); 22-24 and 9+ dummy points are about 31-33 together: a raise to five of the agreed major invites six" test=QT42-32-KJT9862-|JT32-K4-QJ954-93
4S "Stayman" S=4+ text="to play" test=8643-9762-85-T93
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ6-QT42-KT8-KJ3
4N "2C Strong: Responder" hcp=9-10 text="invites 6NT" test=QT4-KJ65-QT8-QT3
3N "2C Strong: Responder" text="to play" test=865-KQ72-764-JT6

[2C-P-2D-P-2N-P-3C-P-3H-P-3N-P]
4S "Stayman" S=4+ text="responder has four spades" test=A974-AKQ4-AK-K84
P "Stayman" test=A97-AKQ4-AK-K842

# Opener answers responder's raise to five of the major Stayman found (22-24): accepts with
# more than a minimum, as over a 2NT opening.
[2C-P-2D-P-2N-P-3C-P-3{a}-P-5{a}-P] where a in HS complete
6{a} "2C Strong: Rebid" hcp=23+ text="accepts the slam invitation: more than a minimum" ref="standard teaching: systems on after 2C-2D-2NT (22-24) as over a 2NT opening; a 4-4 fit plays a trick better than notrump; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=AQ2-AKQ2-KJ2-KQ2|AKQ2-AQ2-KJ2-KQ2
6{a} "2C Strong: Rebid" hcp=22 custom=8:A2K1 {a}=:A,K text="accepts the slam invitation: a minimum with prime values (eight or more controls) and the trump ace or king" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (ace 2, king 1) and a top trump honour" test=AK32-AQ2-AK2-Q32|AQ2-AK32-AK2-Q32
P "2C Strong: Rebid" text="declines: a minimum" test=K32-AKQ2-AJ2-KQ2|AKQ2-K32-AJ2-KQ2

# Stayman, then 4NT over 3H: responder has four spades; opener with four spades too accepts
# in the 4-4 fit at any strength, as over a 2NT opening.
[2C-P-2D-P-2N-P-3C-P-3H-P-4N-P]
6S "2C Strong: Rebid" S=4+ text="accepts the quantitative invitation with a four-card fit (the 4-4 spade fit), at any strength" ref="standard teaching: accept a quantitative invitation with a maximum or with a fit (as after a transfer); a 4-4 major fit plays a trick better than notrump" test=AKQ2-AQ72-KQ2-A2

[2C-P-2D-P-2N-P-3C-P-3{a}-P-4N-P] where a in DHS
6N "2C Strong: Rebid" hcp=23+ text="accepts" test=AK4-AKQ2-AK-J842
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
P "2C Strong: Rebid" text="declines" test=A97-AKQ4-AK-J842

[2C-P-2D-P-2N-P-3D-P] complete
4H "Jacoby Transfer" H=4+ text="four-card support: game (a nine-card fit and 22-24 make ten tricks opposite a bare five-card suit)" ref="standard teaching: with four-card support opener shows the fit at once (a super-acceptance); opposite 22-24 a nine-card fit plays for ten tricks with nothing in responder's hand" test=AK2-KQ72-AQ2-KJ2
3H "Jacoby Transfer" text="completes the transfer" test=T96-T98-T762-T94

[2C-P-2D-P-2N-P-3H-P] complete
4S "Jacoby Transfer" S=4+ text="four-card support: game (a nine-card fit and 22-24 make ten tricks opposite a bare five-card suit)" ref="standard teaching: with four-card support opener shows the fit at once (a super-acceptance); opposite 22-24 a nine-card fit plays for ten tricks with nothing in responder's hand" test=KQ72-AK2-AQ2-KJ2
3S "Jacoby Transfer" text="completes the transfer" test=843-9742-T82-T94

[2C-P-2D-P-2N-P-3D-P-3H-P]
4N@30 "Blackwood" H=6+ hcp=9+ asks=A text="six-card suit and 9+ opposite 22-24: asks for aces" ref="standard teaching: 33 points together make a slam (a long trump suit needs fewer); Blackwood checks the aces" test=83-KQJ742-K4-Q64
6N "2C Strong: Responder" H=5 hcp=11+ text="five-card suit, 11+ opposite 22-24: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=Q83-KJ742-K4-Q64
6N "2C Strong: Responder" H=5:2/3,3/5 hcp=10 text="a good five-card suit (a point for length) and 10 opposite 22-24: slam"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point; 33 together for 6NT" test=983-AQJ72-K4-964
4N "2C Strong: Responder" H=5 hcp=9-10 text="five-card suit, quantitative: invites slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=Q83-QJ742-K4-J64
4N "2C Strong: Responder" H=5:2/3,3/5 hcp=8 text="a good five-card suit (a point for length) and 8 opposite 22-24, quantitative: invites slam"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point (a six-card minor at least one); with 31-32 together invite with a quantitative 4NT" test=983-KQJ72-Q4-964
5H "2C Strong: Responder" H=6+ hcp=7-8 text="a six-card suit and 7-8 opposite 22-24: invites six" ref="standard teaching: opposite 22-24 a six-card major and 7-8 HCP (29-32 together and a long trump suit, which needs fewer points) are close to slam: transfer, then raise to five of the major to invite six" test=83-KJ9742-K4-964
4H "Jacoby Transfer" H=6+ hcp=1+ text="to play: a six-card suit is an eight-card fit opposite 22-24" ref="standard teaching: opposite 22-24 a six-card major with a jack or more makes game" test=83-QJ9742-84-K64
3N "Jacoby Transfer" H=5 hcp=3+ text="choice of games" test=983-QJ742-84-K64
P "Jacoby Transfer" text="weak" test=983-J8742-84-864

[2C-P-2D-P-2N-P-3H-P-3S-P]
4N@40 "Blackwood" S=6+ hcp=9+ asks=A text="six-card suit and 9+ opposite 22-24: asks for aces" ref="standard teaching: 33 points together make a slam (a long trump suit needs fewer); Blackwood checks the aces" test=KQJ742-83-K4-Q64
6N "2C Strong: Responder" S=5 hcp=11+ text="five-card suit, 11+ opposite 22-24: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KJ742-Q83-K4-Q64
6N "2C Strong: Responder" S=5:2/3,3/5 hcp=10 text="a good five-card suit (a point for length) and 10 opposite 22-24: slam"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point; 33 together for 6NT" test=AQJ72-983-K4-964
4N "2C Strong: Responder" S=5 hcp=9-10 text="five-card suit, quantitative: invites slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=QJ742-Q83-K4-J64
4N "2C Strong: Responder" S=5:2/3,3/5 hcp=8 text="a good five-card suit (a point for length) and 8 opposite 22-24, quantitative: invites slam"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point (a six-card minor at least one); with 31-32 together invite with a quantitative 4NT" test=KQJ72-983-Q4-964
5S "2C Strong: Responder" S=6+ hcp=7-8 text="a six-card suit and 7-8 opposite 22-24: invites six" ref="standard teaching: opposite 22-24 a six-card major and 7-8 HCP (29-32 together and a long trump suit, which needs fewer points) are close to slam: transfer, then raise to five of the major to invite six" test=KJ9742-83-K4-964
4S "Jacoby Transfer" S=6+ hcp=1+ text="to play: a six-card suit is an eight-card fit opposite 22-24" ref="standard teaching: opposite 22-24 a six-card major with a jack or more makes game" test=QJ9742-83-84-K64
3N "Jacoby Transfer" S=5 hcp=3+ text="choice of games" test=QJ742-983-84-K64
P "Jacoby Transfer" text="weak" test=J8742-983-84-864

# Responder after opener's jump acceptance (four trumps): a nine-card fit; with 8+ (30+
# together) he asks for aces, else game.
[2C-P-2D-P-2N-P-3D-P-4H-P] complete
4N@30 "Blackwood" hcp=8+ asks=A text="a nine-card fit and 8+ opposite 22-24 (30+ together): asks for aces" ref="standard teaching: 33 points together make a slam, fewer with a nine-card fit; Blackwood checks the aces" test=Q83-KJ742-K4-964
P "Jacoby Transfer" text="game" ref="standard teaching: opener's jump placed the side in game" test=832-T9742-84-964

# Responder after opener's jump acceptance (four trumps): a nine-card fit; with 8+ (30+
# together) he asks for aces, else game.
[2C-P-2D-P-2N-P-3H-P-4S-P] complete
4N@40 "Blackwood" hcp=8+ asks=A text="a nine-card fit and 8+ opposite 22-24 (30+ together): asks for aces" ref="standard teaching: 33 points together make a slam, fewer with a nine-card fit; Blackwood checks the aces" test=KJ742-Q83-K4-964
P "Jacoby Transfer" text="game" ref="standard teaching: opener's jump placed the side in game" test=T9742-832-84-964

[2C-P-2D-P-2N-P-3D-P-3H-P-3N-P] complete
4H "Jacoby Transfer" H=3+ text="a fit" test=A97-AKQ-AK4-K842
P "Jacoby Transfer" text="no fit" test=A974-AK-AKQ-K842

[2C-P-2D-P-2N-P-3H-P-3S-P-3N-P] complete
4S "Jacoby Transfer" S=3+ text="a fit" test=A97-AKQ-AK4-K842
P "Jacoby Transfer" text="no fit" test=AK-A974-AKQ-K842

# Opener after responder's quantitative 4NT with a five-card major (transfer completed).
[2C-P-2D-P-2N-P-3D-P-3H-P-4N-P] complete
6H "2C Strong: Rebid" H=3+ hcp=23+ text="accepts, three-card support" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK4-AKQ-KQ2-Q842
6H "2C Strong: Rebid" hcp=22 H=3+ custom=8:A2K1 text="accepts, three-card support: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
6N "2C Strong: Rebid" hcp=23+ text="accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK4-AQ-KQJ2-KJ84
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ-AK32-Q432
6H "2C Strong: Rebid" H=3+ hcp=22 X=5+:2/3,3/5 S=x D=x C=x text="accepts with a good five-card suit, three-card support" ref="standard teaching: accept a quantitative invitation with a maximum or a good five-card suit (an extra point)" test=AK-KQ4-AQJ72-K84
6N "2C Strong: Rebid" hcp=22 X=5+:2/3,3/5 S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum or a good five-card suit (an extra point)" test=AK4-Q8-AQJ72-KQJ
5H "2C Strong: Rebid" H=3+ text="declines, three-card support" ref="standard teaching: decline a quantitative invitation with a minimum" test=A97-AKQ-AK4-J842
P "2C Strong: Rebid" text="declines" ref="standard teaching: decline a quantitative invitation with a minimum" test=A974-AK-AKQ-J842

# Opener after responder's transfer and raise to five (a six-card suit, 7-8): accepts with more
# than a minimum or with four trumps.
[2C-P-2D-P-2N-P-3D-P-3H-P-5H-P] complete
6H "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: accept a slam invitation with more than a minimum" test=AK4-A84-KQJ2-AQ4
6H "2C Strong: Rebid" H=4+ text="accepts: four trumps (a ten-card fit) are worth an extra trick" ref="standard teaching: accept a slam invitation with a maximum or with extra trumps; a ten-card fit plays a trick better than the points suggest" test=K8-AK42-KQJ2-AQ4
P "2C Strong: Rebid" text="declines: a minimum" ref="standard teaching: decline a slam invitation with a minimum" test=AK4-J84-AQJ2-AK4

[2C-P-2D-P-2N-P-3H-P-3S-P-5S-P] complete
6S "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: accept a slam invitation with more than a minimum" test=A84-AK4-KQJ2-AQ4
6S "2C Strong: Rebid" S=4+ text="accepts: four trumps (a ten-card fit) are worth an extra trick" ref="standard teaching: accept a slam invitation with a maximum or with extra trumps; a ten-card fit plays a trick better than the points suggest" test=AK42-K8-KQJ2-AQ4
P "2C Strong: Rebid" text="declines: a minimum" ref="standard teaching: decline a slam invitation with a minimum" test=J84-AK4-AQJ2-AK4

[2C-P-2D-P-2N-P-3H-P-3S-P-4N-P] complete
6S "2C Strong: Rebid" S=3+ hcp=23+ text="accepts, three-card support" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AKQ-AK4-KQ2-Q842
6S "2C Strong: Rebid" hcp=22 S=3+ custom=8:A2K1 text="accepts, three-card support: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
6N "2C Strong: Rebid" hcp=23+ text="accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ-AK4-KQJ2-KJ84
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AQ-AK2-AK32-Q432
6S "2C Strong: Rebid" S=3+ hcp=22 X=5+:2/3,3/5 H=x D=x C=x text="accepts with a good five-card suit, three-card support" ref="standard teaching: accept a quantitative invitation with a maximum or a good five-card suit (an extra point)" test=KQ4-AK-AQJ72-K84
6N "2C Strong: Rebid" hcp=22 X=5+:2/3,3/5 S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum or a good five-card suit (an extra point)" test=Q8-AK4-AQJ72-KQJ
5S "2C Strong: Rebid" S=3+ text="declines, three-card support" ref="standard teaching: decline a quantitative invitation with a minimum" test=AKQ-A97-AK4-J842
P "2C Strong: Rebid" text="declines" ref="standard teaching: decline a quantitative invitation with a minimum" test=AK-A974-AKQ-J842

[2C-P-2D-P-2N-P-4N-P]
6N "2C Strong: Rebid" hcp=23+ text="accepts" test=AK4-AKQ2-AK-J842
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
6N "2C Strong: Rebid" hcp=22 X=5+:2/3,3/5 S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum or a good five-card suit (an extra point)"
   test=AK4-KQ-AQJ72-K84
P "2C Strong: Rebid" text="declines" test=A97-AKQ4-AK-J842

[2C-P-2D-P-2N-P-3N-P] complete
P "2C Strong: Rebid" text="to play" test=72-87-94-T987432

[2C-P-2D-P-2N-P-6N-P] complete
P "2C Strong: Rebid" text="to play" test=96532-T862-T84-6

# 2C-2D-3NT (28-30: 25-27 balanced opens 3NT) and 4NT (31+). 33 together for 6NT.
[2C-P-2D-P-3N-P] complete
4H "Jacoby Transfer" S=6+ asks=B4S,1 announce text="transfer: six or more spades"
   ref="standard teaching: the notrump structure one level up (transfers over 3NT)" test=T87532-QT4-T98-4
4D "Jacoby Transfer" H=6+ asks=B4H,1 announce text="transfer: six or more hearts"
   ref="standard teaching: the notrump structure one level up (transfers over 3NT)" test=QT4-T87532-T98-4
6N "2C Strong: Responder" hcp=5+ text="to play: 33+ together"
   ref="standard teaching: 33 points for 6NT" test=Q76-QT4-J98-J432
6N "2C Strong: Responder" hcp=4 X=5+:2/3,3/5 S=x H=x D=x C=x text="4 HCP and a good five-card suit (a point for length) opposite 28-30: 33 together" ref="standard teaching: for notrump slams count a good five-card suit as an extra point; 33 together for 6NT"
   test=862-943-75-KJT64
4N "2C Strong: Responder" hcp=3-4 text="invites 6NT" ref="standard teaching: quantitative 4NT"
   test=Q76-J54-T98-J432
P "2C Strong: Responder" text="to play" ref="standard teaching: pass when slam is out of reach" test=T92-J54-T98-T532

[2C-P-2D-P-3N-P-4N-P] complete
6N "2C Strong: Rebid" hcp=29+ text="accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum"
   test=AK4-AKQ2-AK2-AQ4
6N "2C Strong: Rebid" hcp=28 X=5+:2/3,3/5 S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum or a good five-card suit (an extra point)"
   test=AK4-AQ-KQJ72-AKQ
P "2C Strong: Rebid" text="declines" ref="standard teaching: decline a quantitative invitation with a minimum"
   test=AK3-AKQ2-AQJ2-KQ

[2C-P-2D-P-3N-P-4D-P] complete
4H "Jacoby Transfer" text="completes the transfer" ref="standard teaching: complete partner's transfer"
   test=AK3-AKQ2-AQJ2-KQ

[2C-P-2D-P-3N-P-4H-P] complete
4S "Jacoby Transfer" text="completes the transfer" ref="standard teaching: complete partner's transfer"
   test=AK3-AKQ2-AQJ2-KQ

[2C-P-2D-P-3N-P-4D-P-4H-P] complete
6H "Jacoby Transfer" hcp=4+ text="slam: 32+ together and a fit" ref="standard teaching: 33 points for slam, less with a long trump suit"
   test=43-QT8742-K98-J4
P "Jacoby Transfer" text="game" ref="standard teaching: responder placed the contract" test=43-T87542-T98-J4

[2C-P-2D-P-3N-P-4H-P-4S-P] complete
6S "Jacoby Transfer" hcp=4+ text="slam: 32+ together and a fit" ref="standard teaching: 33 points for slam, less with a long trump suit"
   test=QT8742-43-K98-J4
P "Jacoby Transfer" text="game" ref="standard teaching: responder placed the contract" test=T87542-43-T98-J4

[2C-P-2D-P-3N-P-4{a}-P-4{b}-P-6{b}-P] where a in DH, b in HS, a<b complete
P "2C Strong: Rebid" text="partner chose the contract" ref="standard teaching: responder placed the contract"
   test=AK3-AKQ2-AQJ2-KQ

[2C-P-2D-P-4N-P] complete
6N "2C Strong: Responder" hcp=2+ text="to play" ref="standard teaching: 33 points for 6NT" test=T76-QT4-T98-T432
P "2C Strong: Responder" text="to play" ref="standard teaching: pass when slam is out of reach" test=T92-T54-T98-T532

[2C-P-2D-P-3N-P-6N-P] complete
P "2C Strong: Rebid" text="to play" test=AK3-AKQ2-AQJ2-KQ

[2C-P-2D-P-4N-P-6N-P] complete
P "2C Strong: Rebid" text="to play" test=AK3-AKQ2-AKQ2-AQ

# ---------------------------------------------------------------------------------------
# 2C-2D-2H/2S: second negative 3C (0-3 HCP); raises: three with an ace or king, four
# without; a new suit is natural (5+); 2NT is natural with no fit.
[2C-P-2D-P-2{a}-P] where a in HS complete
3C "2C Strong: Second Negative" hcp=<4 alert text="second negative: 0-3 HCP" test=654-T974-T763-T2
4N@{a}0 "Blackwood" {a}=3+ hcp=8+ S=1+ H=1+ D=1+ C=1+ asks=A text="a fit and 8+ opposite 22+ (30+ together): asks for aces"
   ref="standard teaching: after a strong 2C, a fit and positive values (30+ together) make slam likely; Blackwood checks the aces" test=K32-KQ32-A432-32
3{a} "2C Strong: Responder" {a}=3+ custom=3:A3K3 text="support with an ace or a king"
   test=K32-Q32-8432-432
4{a} "2C Strong: Responder" {a}=3+ text="support without an ace or a king" test=T632-Q754-J83-J9

[2C-P-2D-P-2H-P] complete
2S "2C Strong: Responder" S=5+ text="natural, 5+ spades" test=QJ842-72-764-Q65
3D "2C Strong: Responder" D=5+ text="natural, 5+ diamonds" test=72-Q6-QJ842-7643

[2C-P-2D-P-2S-P] complete
3H "2C Strong: Responder" H=5+ text="natural, 5+ hearts" test=72-QJ842-764-Q65
3D "2C Strong: Responder" D=5+ text="natural, 5+ diamonds" test=72-Q65-QJ842-764

[2C-P-2D-P-2{a}-P] where a in HS complete
2N "2C Strong: Responder" text="no fit, 4+ HCP" test=Q5-J2-J985-Q8432

# Opener after the second negative: game with ten tricks, a second suit (forcing), else
# his suit again (not forcing).
[2C-P-2D-P-2{a}-P-3C-P] where a in HS complete
4{a} "2C Strong: Rebid" winners=10 text="to play" test=AKQJT62-AK4-AJ3-

[2C-P-2D-P-2H-P-3C-P] complete
3x "2C Strong: Rebid" X=4+ S=x D=x asks=1 text="a second suit; forcing" test=AK2-AKJ72-AKQ2-2

[2C-P-2D-P-2S-P-3C-P] complete
3x "2C Strong: Rebid" X=4+ H=x D=x asks=1 text="a second suit; forcing" test=AKJ72-AK2-AKQ2-2

[2C-P-2D-P-2H-P-3C-P] complete
3H "2C Strong: Rebid" text="not forcing" test=AK4-AKQJT6-AJ3-6

[2C-P-2D-P-2S-P-3C-P] complete
3S "2C Strong: Rebid" text="not forcing" test=T652-5-T52-98762

[2C-P-2D-P-2H-P-3C-P-3H-P] complete
3S "2C Strong: Responder" S=6+ H=<=1 text="six or more spades and a singleton or void in opener's hearts: his own suit, not forcing" ref="standard teaching: after the second negative, responder with a long suit of his own and a singleton or void in opener's first suit shows his suit rather than give preference or bid 3NT: the hands misfit, and his suit is his hand's only source of tricks; not forcing" test=QT98742-8-J52-92

[2C-P-2D-P-2{a}-P-3C-P-3{a}-P] where a in HS complete
4{a} "2C Strong: Responder" {a}=3+ text="support" test=832-832-952-T954
P "2C Strong: Responder" text="no support" test=82-T8-9532-T9542

[2C-P-2D-P-2H-P-3C-P-3D-P] complete
3S "2C Strong: Responder" S=6+ H=<=1 text="six or more spades and a singleton or void in opener's hearts: his own suit, not forcing" ref="standard teaching: after the second negative, responder with a long suit of his own and a singleton or void in opener's first suit shows his suit rather than give preference or bid 3NT: the hands misfit, and his suit is his hand's only source of tricks; not forcing" test=QJ98742-8-T52-92
3H "2C Strong: Responder" H=2+ text="preference" test=T82-T8-9532-9542
4D "2C Strong: Responder" D=4+ text="support" test=T982-8-J965-T954
3N "2C Strong: Responder" text="nothing else to say" test=T982-8-J96-T9542

[2C-P-2D-P-2H-P-3C-P-3S-P] complete
4S "2C Strong: Responder" S=4+ text="support" test=T982-8-J96-T9542
4H "2C Strong: Responder" H=2+ text="preference" test=T82-T8-9532-9542
3N "2C Strong: Responder" text="nothing else to say" test=T98-8-J962-T9542

[2C-P-2D-P-2S-P-3C-P-3D-P] complete
3H "2C Strong: Responder" H=6+ S=<=1 text="six or more hearts and a singleton or void in opener's spades: his own suit, not forcing" ref="standard teaching: after the second negative, responder with a long suit of his own and a singleton or void in opener's first suit shows his suit rather than give preference or bid 3NT: the hands misfit, and his suit is his hand's only source of tricks; not forcing" test=8-QJ98742-T52-92
3S "2C Strong: Responder" S=2+ text="preference" test=T8-T82-9532-9542
4D "2C Strong: Responder" D=4+ text="support" test=8-T982-J965-T954
3N "2C Strong: Responder" text="nothing else to say" test=8-T982-J96-T9542

[2C-P-2D-P-2S-P-3C-P-3H-P] complete
4H "2C Strong: Responder" H=4+ text="support" test=8-T982-J96-T9542
3S "2C Strong: Responder" S=2+ text="preference" test=T8-T82-9532-9542
3N "2C Strong: Responder" text="nothing else to say" test=8-T98-J962-T9542

# Opener after responder's own long suit following the second negative (six or more, short in
# opener's first suit, 0-3 HCP): game in it with two cards (an eight-card fit), else 3NT over
# the two-suiter, or a pass when opener's one-suiter does not fit.
[2C-P-2D-P-2H-P-3C-P-3D-P-3S-P] complete
4S "2C Strong: Rebid" S=2+ text="two-card support for responder's long spades: game" ref="standard teaching: raise partner's six-card suit with two cards" test=K2-AKQ72-AKJ2-K2
3N "2C Strong: Rebid" text="no fit: 3NT" ref="standard teaching: with a misfit and game values, play 3NT" test=2-AKQ72-AKJ2-KQ2

[2C-P-2D-P-2S-P-3C-P-3D-P-3H-P] complete
4H "2C Strong: Rebid" H=2+ text="two-card support for responder's long hearts: game" ref="standard teaching: raise partner's six-card suit with two cards" test=AKQ72-K2-AKJ2-K2
3N "2C Strong: Rebid" text="no fit: 3NT" ref="standard teaching: with a misfit and game values, play 3NT" test=AKQ72-2-AKJ2-KQ2

# Responder pulls opener's 3NT with a seven-card suit: opposite opener's singleton it is an
# eight-card fit, and a 0-3 HCP hand has no entry to its suit in notrump.
[2C-P-2D-P-2H-P-3C-P-3D-P-3S-P-3N-P] complete
4S "2C Strong: Responder" S=7+ text="seven or more spades: game in spades (an eight-card fit opposite a singleton; no entry for notrump)" ref="standard teaching: a seven-card suit opposite a singleton is an eight-card fit; a weak hand's long suit plays in its own strain, where it needs no entries" test=QT98742-8-J52-93
P "2C Strong: Responder" text="six spades: 3NT" test=QT9874-8-J52-932

[2C-P-2D-P-2S-P-3C-P-3D-P-3H-P-3N-P] complete
4H "2C Strong: Responder" H=7+ text="seven or more hearts: game in hearts (an eight-card fit opposite a singleton; no entry for notrump)" ref="standard teaching: a seven-card suit opposite a singleton is an eight-card fit; a weak hand's long suit plays in its own strain, where it needs no entries" test=8-QT98742-J52-93
P "2C Strong: Responder" text="six hearts: 3NT" test=8-QT9874-J52-932

[2C-P-2D-P-2H-P-3C-P-3H-P-3S-P] complete
4S "2C Strong: Rebid" S=2+ text="two-card support for responder's long spades: game" ref="standard teaching: raise partner's six-card suit with two cards" test=K2-AKQJT6-AK3-K2
4H "2C Strong: Rebid" H=7+ text="seven or more hearts: game in his own suit" ref="standard teaching: a self-sufficient seven-card suit needs no support" test=2-AKQJT62-AK3-K2
P "2C Strong: Rebid" text="a misfit: stops" ref="standard teaching: with a misfit, stop low" test=2-AKQJT6-AK3-AQ2

# Opener after the second negative, his second suit diamonds raised to four (four trumps,
# 0-3 HCP): game with four losers or fewer, else 4D is the limit.
[2C-P-2D-P-2{a}-P-3C-P-3D-P-4D-P] where a in HS complete
5D "2C Strong: Rebid" losers=4 text="four losers or fewer opposite the raise (four trumps): game"
   ref="standard teaching (losing trick count): the raise after the second negative shows four trumps and 0-3 HCP, about nine losers; four losers opposite it leave eleven tricks (24 minus 13): a 2C opener with a fit found bids the game it makes" test=A2-AKQ72-AKJ2-K2|AKQ72-A2-AKJ2-K2
P "2C Strong: Rebid" text="five losers or more opposite a second negative: 4D is the limit"
   ref="standard teaching (losing trick count): opposite a second negative and a raise (about nine losers) five losers leave ten tricks" test=A2-AKJ72-AQJ2-Q2|AKJ72-A2-AQJ2-Q2

# Opener after a raise: three (an ace or king) invites slam; four is a sign-off.
[2C-P-2D-P-2H-P-3H-P] complete
4N@30 "Blackwood" hcp=25+ S=1+ D=1+ C=1+ asks=A text="25+ opposite a raise with an ace or king (about 3-7): asks for aces" ref="standard teaching: 33 points together make a slam; the raise promises only an ace or a king" test=AK3-AKQ72-AK2-K2
4N@30 "Blackwood" losers=3 S=1+ D=1+ C=1+ asks=A text="three losers or fewer opposite a raise with an ace or king: asks for aces" ref="standard teaching: losing trick count (24 minus the losers of both hands); the raise shows support with an ace or king (about nine losers), so three losers make twelve tricks (three and a half only eleven and a half)" test=AK-AKQJ63-AK5-63
5H "2C Strong: Rebid" losers=3 text="three losers or fewer with a void: slam try, no Blackwood" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell which ace partner holds); a raise to five of the agreed major asks partner to bid six with a useful card (an ace or a top trump)" test=AK2-AKQJ63-AK53-

[2C-P-2D-P-2S-P-3S-P] complete
4N@40 "Blackwood" hcp=25+ H=1+ D=1+ C=1+ asks=A text="25+ opposite a raise with an ace or king (about 3-7): asks for aces" ref="standard teaching: 33 points together make a slam; the raise promises only an ace or a king" test=AKQ72-AK3-AK2-K2
4N@40 "Blackwood" losers=3 H=1+ D=1+ C=1+ asks=A text="three losers or fewer opposite a raise with an ace or king: asks for aces" ref="standard teaching: losing trick count (24 minus the losers of both hands); the raise shows support with an ace or king (about nine losers), so three losers make twelve tricks (three and a half only eleven and a half)" test=AKQJ63-AK-AK5-63
5S "2C Strong: Rebid" losers=3 text="three losers or fewer with a void: slam try, no Blackwood" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell which ace partner holds); a raise to five of the agreed major asks partner to bid six with a useful card (an ace or a top trump)" test=AKQJ63-AK2-AK53-

# Opener with four losers after the raise: a slam try below game, his cheapest ace or void
# (a control bid); partner accepts with a second ace or king by showing a control back.
[2C-P-2D-P-2H-P-3H-P] complete
3S "2C Strong: Rebid" losers=4 S=:FRC asks=1 text="slam try: four losers, a spade control (ace or void)" ref="standard teaching (losing trick count, control bidding): the raise shows support with an ace or a king, about nine losers; four losers opposite it count eleven tricks, twelve when partner holds a second ace or king; a slam try below game lets partner decline: the cheapest ace or void is bid, and partner with a second ace or king shows a control back, else signs off in game" test=A2-AKQJ6-KQ32-K2
4C "2C Strong: Rebid" losers=4 C=:FRC asks=1 text="slam try: four losers, a club control (ace or void), no spade ace" ref="standard teaching (losing trick count, control bidding): the raise shows support with an ace or a king, about nine losers; four losers opposite it count eleven tricks, twelve when partner holds a second ace or king; a slam try below game lets partner decline: the cheapest ace or void is bid, and partner with a second ace or king shows a control back, else signs off in game" test=K2-AKQJ6-KQ32-A2
4D "2C Strong: Rebid" losers=4 D=:FRC asks=1 text="slam try: four losers, a diamond control (ace or void), no black ace" ref="standard teaching (losing trick count, control bidding): the raise shows support with an ace or a king, about nine losers; four losers opposite it count eleven tricks, twelve when partner holds a second ace or king; a slam try below game lets partner decline: the cheapest ace or void is bid, and partner with a second ace or king shows a control back, else signs off in game" test=K2-AKQJ6-AQ32-K2

[2C-P-2D-P-2S-P-3S-P] complete
4C "2C Strong: Rebid" losers=4 C=:FRC asks=1 text="slam try: four losers, a club control (ace or void)" ref="standard teaching (losing trick count, control bidding): the raise shows support with an ace or a king, about nine losers; four losers opposite it count eleven tricks, twelve when partner holds a second ace or king; a slam try below game lets partner decline: the cheapest ace or void is bid, and partner with a second ace or king shows a control back, else signs off in game" test=AKQJ6-K2-KQ32-A2
4D "2C Strong: Rebid" losers=4 D=:FRC asks=1 text="slam try: four losers, a diamond control (ace or void), no club ace" ref="standard teaching (losing trick count, control bidding): the raise shows support with an ace or a king, about nine losers; four losers opposite it count eleven tricks, twelve when partner holds a second ace or king; a slam try below game lets partner decline: the cheapest ace or void is bid, and partner with a second ace or king shows a control back, else signs off in game" test=AKQJ6-K2-AQ32-K2
4H "2C Strong: Rebid" losers=4 H=:FRC asks=1 text="slam try: four losers, a heart control (ace or void), no minor-suit ace" ref="standard teaching (losing trick count, control bidding): the raise shows support with an ace or a king, about nine losers; four losers opposite it count eleven tricks, twelve when partner holds a second ace or king; a slam try below game lets partner decline: the cheapest ace or void is bid, and partner with a second ace or king shows a control back, else signs off in game" test=AKQJ6-A2-KQ32-K2

[2C-P-2D-P-2{a}-P-3{a}-P] where a in HS complete
4{a} "2C Strong: Rebid" text="game" test=AKJ72-KJ872-A2-2

[2C-P-2D-P-2{a}-P-4{a}-P] where a in HS complete
P "2C Strong: Rebid" text="partner has no ace or king" test=AKQ72-AKQ72-A2-2

# Responder after opener's slam try over the raise: with a second ace or king, a control up
# the line below game; else four of the major.
[2C-P-2D-P-2H-P-3H-P-3S-P] complete
4C "2C Strong: Responder" custom=6+:A3K3 C=:HH asks=1 text="accepts the slam try: a second ace or king, a club control" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=Q32-K32-8432-K32
4D "2C Strong: Responder" custom=6+:A3K3 D=:HH asks=1 text="accepts the slam try: a second ace or king, a diamond control" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=Q32-K32-K432-432
4H "2C Strong: Responder" text="declines the slam try" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=Q32-K32-8432-432

[2C-P-2D-P-2H-P-3H-P-4C-P] complete
4D "2C Strong: Responder" custom=6+:A3K3 D=:HH asks=1 text="accepts the slam try: a second ace or king, a diamond control" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=Q32-K32-K432-432
4H "2C Strong: Responder" text="declines the slam try, or no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=Q32-K32-8432-432

[2C-P-2D-P-2H-P-3H-P-4D-P] complete
4H "2C Strong: Responder" text="declines the slam try, or no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=Q32-K32-8432-432

[2C-P-2D-P-2S-P-3S-P-4C-P] complete
4D "2C Strong: Responder" custom=6+:A3K3 D=:HH asks=1 text="accepts the slam try: a second ace or king, a diamond control" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=K32-Q32-K432-432
4H "2C Strong: Responder" custom=6+:A3K3 H=:HH asks=1 text="accepts the slam try: a second ace or king, a heart control" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=K32-K32-8432-432
4S "2C Strong: Responder" text="declines the slam try, or no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=K32-Q32-8432-432

[2C-P-2D-P-2S-P-3S-P-4D-P] complete
4H "2C Strong: Responder" custom=6+:A3K3 H=:HH asks=1 text="accepts the slam try: a second ace or king, a heart control" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=K32-K32-8432-432
4S "2C Strong: Responder" text="declines the slam try, or no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=K32-Q32-8432-432

[2C-P-2D-P-2S-P-3S-P-4H-P] complete
4S "2C Strong: Responder" text="declines the slam try, or no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with extras (here a second ace or king beyond the one the raise promised) by showing a control on the way (ace, king, singleton or void); without them sign off in game" test=K32-Q32-8432-432

# Opener after the acceptance: Blackwood when every side suit is controlled, else game.
[2C-P-2D-P-2H-P-3H-P-3S-P-4C-P] complete
4N@30 "Blackwood" D=:HH asks=A text="partner accepted the slam try; diamonds controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=A2-AKQJ6-KQ32-K2
4H "2C Strong: Rebid" text="diamonds not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=A2-AKQJ6-Q32-AK2

[2C-P-2D-P-2H-P-3H-P-3S-P-4D-P] complete
4N@30 "Blackwood" C=:HH asks=A text="partner accepted the slam try; clubs controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=A2-AKQJ6-KQ32-K2
4H "2C Strong: Rebid" text="clubs not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=A2-AKQJ6-AKQ2-32

[2C-P-2D-P-2H-P-3H-P-4C-P-4D-P] complete
4N@30 "Blackwood" S=:HH asks=A text="partner accepted the slam try; spades controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=K2-AKQJ6-KQ32-A2
4H "2C Strong: Rebid" text="spades not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=32-AKQJ6-AKQ2-A2

[2C-P-2D-P-2S-P-3S-P-4C-P-4D-P] complete
4N@40 "Blackwood" H=:HH asks=A text="partner accepted the slam try; hearts controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQJ6-K2-KQ32-A2
4S "2C Strong: Rebid" text="hearts not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQJ6-32-AKQ2-A2

[2C-P-2D-P-2S-P-3S-P-4C-P-4H-P] complete
4N@40 "Blackwood" D=:HH asks=A text="partner accepted the slam try; diamonds controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQJ6-K2-KQ32-A2
4S "2C Strong: Rebid" text="diamonds not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQJ6-AK2-Q32-A2

[2C-P-2D-P-2S-P-3S-P-4D-P-4H-P] complete
4N@40 "Blackwood" C=:HH asks=A text="partner accepted the slam try; clubs controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQJ6-K2-AQ32-K2
4S "2C Strong: Rebid" text="clubs not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQJ6-KQ2-AKJ-32

[2C-P-2D-P-2{a}-P-3{a}-P-4{c}-P-4{a}-P] where a in HS, c<a complete
P "2C Strong: Rebid" text="partner declined the slam try" ref="standard teaching (control bidding): a sign-off in four of the major ends the slam try" test=K2-AKQJ6-KQ32-A2|AKQJ6-K2-KQ32-A2

[2C-P-2D-P-2H-P-3H-P-3S-P-4H-P] complete
P "2C Strong: Rebid" text="partner declined the slam try" ref="standard teaching (control bidding): a sign-off in four of the major ends the slam try" test=A2-AKQJ6-KQ32-K2

[2C-P-2D-P-2H-P-3H-P-3S-P-4{d}-P-4H-P] where d in CD complete
P "2C Strong: Responder" text="the slam-try bidder signed off" ref="standard teaching (control bidding): a sign-off in four of the major ends the slam try" test=Q32-K32-K432-432

[2C-P-2D-P-2{a}-P-3{a}-P-4{c}-P-4{d}-P-4{a}-P] where a in HS, c<d, d<a complete
P "2C Strong: Responder" text="the slam-try bidder signed off" ref="standard teaching (control bidding): a sign-off in four of the major ends the slam try" test=Q32-K32-K432-432

# Opener after responder's natural 2NT (4+ HCP, no fit) or new suit.
[2C-P-2D-P-2H-P-2N-P] complete
3H "2C Strong: Rebid" H=6+ text="6+ hearts" test=AK2-AKQJ72-A2-K2
3x "2C Strong: Rebid" X=4+ S=x D=x C=x text="a second suit" test=AK2-AKJ72-AKQ2-2
3N "2C Strong: Rebid" text="to play" test=AK2-AKJ72-AQ2-K2

[2C-P-2D-P-2S-P-2N-P] complete
3S "2C Strong: Rebid" S=6+ text="6+ spades" test=AKQJ72-AK2-A2-K2
3x "2C Strong: Rebid" X=4+ H=x D=x C=x text="a second suit" test=AKJ72-AK2-AKQ2-2
3N "2C Strong: Rebid" text="to play" test=AKJ72-AK2-AQ2-K2

[2C-P-2D-P-2H-P-2N-P-3H-P] complete
4N@30 "Blackwood" H=2+ hcp=8+ S=1+ D=1+ C=1+ asks=A text="a fit for opener's six-card suit and 8+ HCP (the waiting 2D and 2NT promised about 4): asks for aces"
   ref="standard teaching: after a strong 2C a responder with a fit and more than he has shown adds his values to opener's 22+: 30+ together with a six-card trump suit play for twelve tricks; Blackwood checks the aces" test=Q2-K5-KJ85-J8432
4H "2C Strong: Responder" H=2+ text="to play" test=Q5-J2-J985-Q8432
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33 together), no fit: small slam in notrump" ref="standard teaching: 33 points together make a small slam; responder who waited with 2D adds his values to opener's 22+: with 11+ (a hand that could have been a positive response without a good suit) he bids the slam" test=KQ5-J-KJ852-Q843
3N "2C Strong: Responder" text="to play" test=Q5-J-J9852-Q8432

[2C-P-2D-P-2S-P-2N-P-3S-P] complete
4N@40 "Blackwood" S=2+ hcp=8+ H=1+ D=1+ C=1+ asks=A text="a fit for opener's six-card suit and 8+ HCP (the waiting 2D and 2NT promised about 4): asks for aces"
   ref="standard teaching: after a strong 2C a responder with a fit and more than he has shown adds his values to opener's 22+: 30+ together with a six-card trump suit play for twelve tricks; Blackwood checks the aces" test=K5-Q2-KJ85-J8432
4S "2C Strong: Responder" S=2+ text="to play" test=Q5-J2-J985-Q8432
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33 together), no fit: small slam in notrump" ref="standard teaching: 33 points together make a small slam; responder who waited with 2D adds his values to opener's 22+: with 11+ (a hand that could have been a positive response without a good suit) he bids the slam" test=J-KQ5-KJ852-Q843
3N "2C Strong: Responder" text="to play" test=J-Q5-J9852-Q8432

[2C-P-2D-P-2{a}-P-2N-P-3{b}-P] where a in HS, b!=a complete
4{a} "2C Strong: Responder" {a}=3+ text="preference" test=Q52-J52-J95-Q843
4{b} "2C Strong: Responder" {b}=4+ shape=shortness text="four or more cards in opener's second suit and a short suit: raises it" ref="standard teaching: after a strong 2C, support partner's second suit with a fit and a short suit (ruffing values); with a flat hand 3NT is the likelier game" test=7-A432-J953-Q987|A432-7-J953-Q987
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33 together): small slam in notrump" ref="standard teaching: 33 points together make a small slam; responder who waited with 2D adds his values to opener's 22+: with 11+ (a hand that could have been a positive response without a good suit) he bids the slam" test=K5-K2-QJ852-KQ84
3N "2C Strong: Responder" text="to play" test=Q5-J2-J9852-Q843

[2C-P-2D-P-2{a}-P-2N-P-3N-P] where a in HS complete
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33 together): small slam in notrump" ref="standard teaching: 33 points together make a small slam; responder who waited with 2D adds his values to opener's 22+: with 11+ (a hand that could have been a positive response without a good suit) he bids the slam" test=KQ5-KJ2-J985-Q84
P "2C Strong: Responder" text="to play" test=Q5-J2-J985-Q8432

[2C-P-2D-P-2H-P-2S-P] complete
3S "2C Strong: Rebid" S=3+ text="support" test=AK2-AKJ72-AQ2-K2
3H "2C Strong: Rebid" H=6+ text="6+ hearts" test=A2-AKQJ72-AK2-K2
3x "2C Strong: Rebid" X=4+ D=x C=x text="a second suit" test=A2-AKJ72-AKQ2-K2
2N "2C Strong: Rebid" text="natural" test=A2-AKJ72-AQ2-KQ2

[2C-P-2D-P-2S-P-3H-P] complete
4H "2C Strong: Rebid" H=3+ text="support" test=AKJ72-AK2-AQ2-K2
3S "2C Strong: Rebid" S=6+ text="6+ spades" test=AKQJ72-A2-AK2-K2
3N "2C Strong: Rebid" text="natural" test=AKJ72-A2-AQ2-KQ2

[2C-P-2D-P-2H-P-3D-P] complete
4D "2C Strong: Rebid" D=4+ text="support" test=A2-AKJ72-AQ32-K2
3H "2C Strong: Rebid" H=6+ text="6+ hearts" test=A2-AKQJ72-AK2-K2
3S "2C Strong: Rebid" S=4+ text="a second suit" test=AK32-AKJ72-2-AK2
3N "2C Strong: Rebid" text="natural" test=A2-AKJ72-AQ2-KQ2

[2C-P-2D-P-2S-P-3D-P] complete
4D "2C Strong: Rebid" D=4+ text="support" test=AKJ72-A2-AQ32-K2
3S "2C Strong: Rebid" S=6+ text="6+ spades" test=AKQJ72-A2-AK2-K2
3H "2C Strong: Rebid" H=4+ text="a second suit" test=AKJ72-AK32-2-AK2
3N "2C Strong: Rebid" text="natural" test=AKJ72-A2-AQ2-KQ2

# ---------------------------------------------------------------------------------------
# 2C-2D-3C/3D: the cheapest bid is the second negative.
[2C-P-2D-P-3C-P] complete
3D "2C Strong: Second Negative" hcp=<4 alert text="second negative: 0-3 HCP" test=95-T543-9872-T32
4N@10 "Blackwood" hcp=11+ C=3+ custom=2+:A1 asks=A text="11+ and club support opposite 22+ (33 together): asks for aces" ref="standard teaching: 33 points together make a small slam; with a fit, Blackwood checks the aces (with clubs as trumps the asker holds two aces, with diamonds one, so that five of the minor is a safe sign-off)" test=A82-KJ63-952-AQ5
4C "2C Strong: Responder" C=3+ text="support" test=Q82-J863-952-Q95
3x "2C Strong: Responder" X=5+ S=x H=x text="natural, 5+ cards" test=QJ842-72-7643-Q6
4D "2C Strong: Responder" hcp=4+ D=6+:2/3 text="natural: a long, strong diamond suit (3D would be the second negative); forcing"
   ref="standard teaching: after a strong 2C the bidding is natural; a long, strong suit of responder's own (six or more cards with two of the top three honours) is a trump suit: he rebids it before notrump, and opener raises with support" test=73-J42-KQJ864-53
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33 together) without club support: small slam in notrump" ref="standard teaching: 33 points together make a small slam; responder who waited with 2D adds his values to opener's 22+: with 11+ (a hand that could have been a positive response without a good suit) he bids the slam" test=KQ83-KJ63-Q52-J9
3N "2C Strong: Responder" text="natural" test=Q832-J863-Q52-J9

[2C-P-2D-P-3D-P] complete
3H "2C Strong: Second Negative" hcp=<4 alert text="second negative: 0-3 HCP" test=86542-432-54-983
4N@20 "Blackwood" hcp=11+ D=3+ custom=1+:A1 asks=A text="11+ and diamond support opposite 22+ (33 together): asks for aces" ref="standard teaching: 33 points together make a small slam; with a fit, Blackwood checks the aces (with clubs as trumps the asker holds two aces, with diamonds one, so that five of the minor is a safe sign-off)" test=K82-KJ63-A95-Q52
4D "2C Strong: Responder" D=3+ text="support" test=Q82-J863-Q95-952
3S "2C Strong: Responder" S=5+ text="natural, 5+ spades" test=QJ842-72-64-Q765
4C "2C Strong: Responder" C=5+ text="natural, 5+ clubs" test=72-Q643-65-QJ842
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33 together) without diamond support: small slam in notrump" ref="standard teaching: 33 points together make a small slam; responder who waited with 2D adds his values to opener's 22+: with 11+ (a hand that could have been a positive response without a good suit) he bids the slam" test=KQ82-KJ63-52-QJ9
3N "2C Strong: Responder" text="natural" test=Q82-J863-52-QJ95

[2C-P-2D-P-3C-P-3D-P] complete
3x "2C Strong: Rebid" X=4+ S=x H=x asks=1 text="a second suit; forcing" test=AK2-AKJ2-A2-AKQ2
5C "2C Strong: Rebid" C=6+ winners=10.5 text="game in hand: ten and a half or more playing tricks" ref="standard teaching: opposite a second negative, opener with game in his own hand (ten playing tricks, partner to find one more) bids it" test=A2-AK-AKQ-AKQJ73
3N "2C Strong: Rebid" C=6+ S=:1stop H=:1stop D=:1stop text="a six-card suit and the other suits stopped: 3NT, a trick fewer than four of the minor" ref="standard teaching: opposite a second negative, prefer 3NT to four of the minor when every side suit is stopped: nine tricks make a game, four of the minor needs ten and is only a partscore" test=A82-KJ-AQ-AKQ862
4C "2C Strong: Rebid" C=6+ text="not forcing" test=2-AK2-A72-AKQJ72
3N "2C Strong: Rebid" text="to play" test=AK2-AQ2-AQ-AKJ72

[2C-P-2D-P-3D-P-3H-P] complete
5D "2C Strong: Rebid" D=6+ winners=10.5 text="game in hand: ten and a half or more playing tricks" ref="standard teaching: opposite a second negative, opener with game in his own hand (ten playing tricks, partner to find one more) bids it" test=A2-AK-AKQJ73-AKQ
3S "2C Strong: Rebid" S=4+ asks=1 text="a second suit; forcing" test=AKJ2-AK2-AKQ72-2
4C "2C Strong: Rebid" C=4+ asks=1 text="a second suit; forcing" test=A2-AK-AKQ72-AQ32
3N "2C Strong: Rebid" D=6+ S=:1stop H=:1stop C=:1stop text="a six-card suit and the other suits stopped: 3NT, a trick fewer than four of the minor" ref="standard teaching: opposite a second negative, prefer 3NT to four of the minor when every side suit is stopped: nine tricks make a game, four of the minor needs ten and is only a partscore" test=A82-KJ-AKQ862-AQ
4D "2C Strong: Rebid" D=6+ text="not forcing" test=2-AK2-AKQJ72-A72
3N "2C Strong: Rebid" text="to play" test=AK2-AQ2-AKJ72-AQ

[2C-P-2D-P-3C-P-3{b}-P] where b in HS complete
4N@{b}0 "Blackwood" {b}=3+ hcp=25+ S=1+ H=1+ D=1+ C=1+ asks=A text="a fit and 25+ opposite a natural five-card major (not the second negative): asks for aces"
   ref="standard teaching: 33 points together make a slam; responder's natural suit after 2C-2D shows values (not the second negative); Blackwood checks the aces" test=AK2-AQ2-AK2-AKJ2
4N@{b}0 "Blackwood" {b}=3+ losers=3 S=1+ H=1+ D=1+ C=1+ asks=A text="a fit and three losers or fewer opposite a natural five-card major: asks for aces"
   ref="standard teaching: losing trick count (24 minus the losers of both hands); responder's natural five-card suit with values is about nine losers, so three losers make twelve tricks" test=AK7-AK7-2-AKQJ97
4{b} "2C Strong: Rebid" {b}=3+ text="support" test=AK2-Q32-AQ-AQ432
3N "2C Strong: Rebid" text="to play" test=AK-AQ-AKJ2-AK432

[2C-P-2D-P-3D-P-3S-P] complete
4N@40 "Blackwood" S=3+ hcp=25+ H=1+ D=1+ C=1+ asks=A text="a fit and 25+ opposite a natural five-card spade suit (not the second negative): asks for aces"
   ref="standard teaching: 33 points together make a slam; responder's natural suit after 2C-2D shows values (not the second negative); Blackwood checks the aces" test=AK2-AQ2-AKJ2-AK2
4N@40 "Blackwood" S=3+ losers=3 H=1+ D=1+ C=1+ asks=A text="a fit and three losers or fewer opposite a natural five-card spade suit: asks for aces"
   ref="standard teaching: losing trick count (24 minus the losers of both hands); responder's natural five-card suit with values is about nine losers, so three losers make twelve tricks" test=AK7-A7-AKQJ976-2
4S "2C Strong: Rebid" S=3+ text="support" test=AK2-Q32-AQ432-AQ
3N "2C Strong: Rebid" text="to play" test=AK-AQ2-AK432-AKJ

[2C-P-2D-P-3C-P-4C-P] complete
6C "2C Strong: Rebid" shape=void custom=3:A1 hcp=25+ text="three aces and a void, the fit raised and slam values: no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=AKQ-AKQ2--AKQJ32
6C "2C Strong: Rebid" shape=void custom=3:A1 losers=3 text="three aces and a void, the fit raised and slam values: no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=AK2-AKQ2--AQJ932
4N@10 "Blackwood" hcp=25+ custom=2:A1 S=1+ H=1+ D=1+ asks=A text="asks for aces" test=AK2-A2-AK-AKQ432
4N@10 "Blackwood" losers=3 custom=2:A1 S=1+ H=1+ D=1+ asks=A text="three losers or fewer opposite the raise: asks for aces"
   ref="standard teaching: losing trick count (24 minus the losers of both hands); the raise (not the second negative) shows three-card support and 4+ HCP, about nine losers, so three losers make twelve tricks; Blackwood checks the aces (two of his own with clubs as trumps)" test=AK-A2-K2-AKQJ762
5C "2C Strong: Rebid" text="game" test=A2-A32-AK2-AKQ43

[2C-P-2D-P-3D-P-4D-P] complete
6D "2C Strong: Rebid" shape=void custom=3:A1 hcp=25+ text="three aces and a void, the fit raised and slam values: no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=AKQ-AKQ2-AKQJ32-
6D "2C Strong: Rebid" shape=void custom=3:A1 losers=3 text="three aces and a void, the fit raised and slam values: no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=AK2-AKQ2-AQJ932-
4N@20 "Blackwood" hcp=25+ custom=1:A1 S=1+ H=1+ C=1+ asks=A text="asks for aces" test=AK2-A2-AKQ432-AK
4N@20 "Blackwood" losers=3 custom=1:A1 S=1+ H=1+ C=1+ asks=A text="three losers or fewer opposite the raise: asks for aces"
   ref="standard teaching: losing trick count (24 minus the losers of both hands); the raise (not the second negative) shows three-card support and 4+ HCP, about nine losers, so three losers make twelve tricks; Blackwood checks the aces (one of his own with diamonds as trumps)" test=AK-A2-AKQJ762-K2
5D "2C Strong: Rebid" text="game" test=A2-A32-AKQ43-AK2

# Opener with a two-suiter (a six-card minor and a five-card major) does not pass responder's
# 3NT: he shows the major at the four level; responder passes with two or more of it, else
# goes back to the minor at the five level.
[2C-P-2D-P-3{a}-P-3N-P] where a in CD
4x "2C Strong: Rebid" X=5+ S=x H=x {a}=6+ text="a second suit: five cards in a major with six of the minor"
   ref="standard teaching: after a strong 2C the bidding is natural; opener with a two-suiter shows his second suit before accepting notrump (a 6-5 hand plays better in a fit than in notrump with a short suit)" test=9-AKQJ4-2-AKQ864|AKQJ4-9-2-AKQ864|9-AKQJ4-AKQ864-2|AKQJ4-9-AKQ864-2

# The same with both minors (six of the bid minor, five of the other): opener shows the other
# minor at the four level; responder (who denied support for the first) gives preference at the
# five level, the first minor with two cards, else the second with three.
[2C-P-2D-P-3D-P-3N-P]
4C "2C Strong: Rebid" C=5+ D=6+ text="a second suit: five clubs with six or more diamonds"
   ref="standard teaching: after a strong 2C the bidding is natural; opener with a two-suiter shows his second suit before accepting notrump (a 6-5 hand plays better in a fit than in notrump with a short suit)" test=2-A-AKQJ72-AKJ72

[2C-P-2D-P-3C-P-3N-P]
4D "2C Strong: Rebid" D=5+ C=6+ text="a second suit: five diamonds with six or more clubs"
   ref="standard teaching: after a strong 2C the bidding is natural; opener with a two-suiter shows his second suit before accepting notrump (a 6-5 hand plays better in a fit than in notrump with a short suit)" test=2-A-AKJ72-AKQJ72

[2C-P-2D-P-3D-P-3N-P-4C-P] complete
5D "2C Strong: Responder" D=2+ text="two diamonds: preference for opener's six-card suit"
   ref="standard teaching: give preference between partner's suits by length; with equal length prefer the longer suit of partner's" test=K952-Q863-92-J53
5C "2C Strong: Responder" C=3+ text="a singleton or void in diamonds, three or more clubs: preference"
   ref="standard teaching: give preference between partner's suits by length" test=K952-Q863-2-J532
5D "2C Strong: Responder" text="no fit for either: the six-card suit" ref="standard teaching: give preference between partner's suits by length" test=KJ952-Q8632-2-J5

[2C-P-2D-P-3C-P-3N-P-4D-P] complete
5C "2C Strong: Responder" C=2+ text="two clubs: preference for opener's six-card suit"
   ref="standard teaching: give preference between partner's suits by length; with equal length prefer the longer suit of partner's" test=K952-Q863-J53-92
5D "2C Strong: Responder" D=3+ text="a singleton or void in clubs, three or more diamonds: preference"
   ref="standard teaching: give preference between partner's suits by length" test=K952-Q863-J532-2
5C "2C Strong: Responder" text="no fit for either: the six-card suit" ref="standard teaching: give preference between partner's suits by length" test=KJ952-Q8632-J5-2

[2C-P-2D-P-3{a}-P-3N-P-4{b}-P] where a in CD, b in HS complete
5{a} "2C Strong: Responder" {b}=<2 {a}=2+ text="a singleton or void in opener's major, two or more in his minor: preference"
   ref="standard teaching: give preference between partner's suits by length; a 6-2 minor fit at the five level rather than a 5-1 major fit" test=J52-9-AT762-7532|9-J52-AT762-7532|J52-9-7532-AT762|9-J52-7532-AT762
P "2C Strong: Responder" text="two or more of opener's major: a fit for game" test=J52-95-AT762-752

[2C-P-2D-P-3{a}-P-3N-P] where a in CD complete
use "2C: opener's values beyond 22 opposite responder's 3NT"
P "2C Strong: Rebid" text="to play" test=AK2-AQ2-Q2-AKJ72

# ---------------------------------------------------------------------------------------
# 2C-2D-3H/3S (a solid suit): responder cue-bids his cheapest ace, or 3NT without one;
# opener then asks for aces.
[2C-P-2D-P-3H-P] complete
3S "2C Strong: Responder" S=:A text="the ace of spades" test=A82-863-952-T954
4C "2C Strong: Responder" C=:A text="the ace of clubs" test=82-863-952-AT954
4D "2C Strong: Responder" D=:A text="the ace of diamonds" test=82-863-A952-T954
3N "2C Strong: Responder" text="no ace" test=654-762-6543-754

[2C-P-2D-P-3S-P] complete
4C "2C Strong: Responder" C=:A text="the ace of clubs" test=82-863-952-AT954
4D "2C Strong: Responder" D=:A text="the ace of diamonds" test=82-863-A952-T954
4H "2C Strong: Responder" H=:A text="the ace of hearts" test=82-A863-952-T954
3N "2C Strong: Responder" text="no ace" test=T943-2-T9876-654

[2C-P-2D-P-3{a}-P-3N-P] where a in HS complete
4{a} "2C Strong: Rebid" text="to play" test=2-T9854-85432-95

[2C-P-2D-P-3{a}-P-3N-P-4{a}-P] where a in HS complete
P "2C Strong: Responder" text="to play" test=96-T9876-52-T632

[2C-P-2D-P-3H-P-3S-P] complete
4N@30 "Blackwood" asks=A text="asks for aces" test=A2-AKQT987-AK-K8

[2C-P-2D-P-3{a}-P-4{b}-P] where a in HS, b in CD complete
4N@{a}0 "Blackwood" asks=A text="asks for aces" test=AKQT987-AK-A2-K8

[2C-P-2D-P-3S-P-4H-P] complete
4N@40 "Blackwood" asks=A text="asks for aces" test=AKQT987-K8-AK-A2

# =======================================================================================
# After a positive response
# =======================================================================================
[2C-P-2H-P] complete
4N@30 "Blackwood" hcp=24+ H=3+ S=1+ D=1+ C=1+ asks=A text="asks for aces" test=AK3-AJ3-AKQT2-K9

[2C-P-2S-P] complete
4N@40 "Blackwood" hcp=24+ S=3+ H=1+ D=1+ C=1+ asks=A text="asks for aces" test=QJ4-KJT-AKQJ2-AK

[2C-P-2{a}-P] where a in HS complete
3{a} "2C Strong: Rebid" {a}=3+ text="support; sets trumps" test=AK2-AQ2-AK32-Q32

[2C-P-2H-P] complete
2S "2C Strong: Rebid" S=5+ text="natural" test=AKQ72-2-AKJ2-AK4
3x "2C Strong: Rebid" X=5+ D=x C=x text="natural" test=AK3-2-AKJ2-AKQ42

[2C-P-2S-P] complete
3x "2C Strong: Rebid" X=5+ H=x D=x C=x text="natural" test=2-AK3-AKJ2-AKQ42

[2C-P-2H-P] complete
2N "2C Strong: Rebid" text="balanced, or no clear bid" test=AK32-AQ-KJ32-AK2

[2C-P-2S-P] complete
2N "2C Strong: Rebid" text="balanced, or no clear bid" test=AQ-AK32-KJ32-AK2

[2C-P-3C-P] complete
4N@10 "Blackwood" hcp=25+ C=3+ custom=2:A1 S=1+ H=1+ D=1+ asks=A text="asks for aces" test=AK3-AK3-KQ2-AK42

[2C-P-3D-P] complete
4N@20 "Blackwood" hcp=25+ D=3+ custom=1:A1 S=1+ H=1+ C=1+ asks=A text="asks for aces" test=AK3-AK3-AK42-KQ2

[2C-P-3{a}-P] where a in CD complete
4{a} "2C Strong: Rebid" {a}=3+ text="support; sets trumps" test=AK2-AQ2-A32-KQ32
3x "2C Strong: Rebid" X=5+ S=x H=x text="natural" test=AKQ72-AKJ2-K2-A4

[2C-P-3C-P] complete
3D "2C Strong: Rebid" D=5+ text="natural" test=AK2-AK2-AKJ82-K4

[2C-P-3C-P] complete
3N "2C Strong: Rebid" text="balanced, or no clear bid" test=AKQ2-AQ2-KJ32-K2

[2C-P-3D-P] complete
3N "2C Strong: Rebid" text="balanced, or no clear bid" test=AKQ2-AQ2-K2-KJ32

[2C-P-2N-P] complete
6N "2C Strong: Rebid" hcp=25+ shape=balanced text="to play" test=AK3-AKQ2-KQ62-AJ
6N "2C Strong: Rebid" hcp=24 shape=balanced X=5+:2/3,3/5 S=x H=x D=x C=x text="24 and a good five-card suit (a point for length) opposite 8+: 33 together"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point; 33 together for 6NT" test=AK4-KQ2-AQJ72-KQ
3N "2C Strong: Rebid" shape=balanced text="22-24 balanced" test=842-62-98742-973
3x "2C Strong: Rebid" X=5+ S=x H=x D=x C=x text="natural" test=T972-JT875-T962-
3x "2C Strong: Rebid" X=4+ S=x H=x D=x C=x text="natural (4-4-4-1)" test=AKQ2-AKJ2-AKQ2-2

# Responder after opener's suit rebid over a positive.
[2C-P-2{a}-P-3{a}-P] where a in HS complete
4N@{a}0 "Blackwood" hcp=8-10 custom=1:A1 S=1+ H=1+ D=1+ C=1+ asks=A text="a fit and 8-10 opposite 22+ (30-32 together): asks for aces"
   ref="standard teaching: after a strong 2C, a fit and positive values (30+ together) make slam likely; Blackwood checks the aces" test=Q32-AQ432-J32-32
6{a} "2C Strong: Responder" hcp=11+ text="a fit and 11+ opposite 22+ (33+ together): small slam" ref="standard teaching: 33 points with a fit make slam; with 33 together the opponents hold 7 HCP or fewer, not two aces, so the small slam needs no ace ask (Blackwood is for a grand slam)" test=KQ2-AQ432-K32-32
4N@{a}0 "Blackwood" hcp=9-10 S=1+ H=1+ D=1+ C=1+ asks=A text="a fit and 9-10 without an ace opposite 22+ (31-32 together): asks for aces; five of the suit when two are missing"
   ref="standard teaching: opener's raise of a positive response is forcing and invites slam; with 31+ together and a fit Blackwood checks the aces, and the asker needs no ace of his own (the answer shows whether two are missing)" test=Q32-KQ432-K32-32
4{a} "2C Strong: Responder" text="a minimum positive (7-8)" test=Q32-KQ432-432-J2

[2C-P-2{a}-P-3{a}-P-4{a}-P] where a in HS complete
4N@{a}0 "Blackwood" hcp=24+ custom=1:A1 asks=A text="24+ opposite a positive (7+) and a fit: asks for aces"
   ref="standard teaching: 31+ points with a fit and the controls of a 2C opener make slam likely; Blackwood to check the aces" test=AK2-AQ2-AK32-KJ2
4N@{a}0 "Blackwood" losers=4 custom=1:A1 asks=A text="four losers or fewer opposite a positive (a good five-card suit) raised: asks for aces"
   ref="standard teaching (losing trick count): a positive suit response is about eight losers; four or fewer opposite it leave twelve tricks (24 minus 12); Blackwood checks the aces" test=AK2-K32-AKQ32-A2
5{a} "2C Strong: Rebid" custom=4:A1 text="all four aces opposite a positive raised to game (so without an ace): slam try, partner bids six with the king and queen of trumps or 9+ HCP"
   ref="standard teaching: with every ace and a fit found after a positive response, the raise to five of the agreed major asks partner to bid six with good trumps or extra values" test=A32-AK32-AQ2-AJ2
P "2C Strong: Rebid" text="no slam" test=AK2-AQ2-AK32-Q32

# Responder after opener's five-level slam try (all four aces): six with the king and queen of
# trumps (his good suit without the ace) or 9+ HCP, else pass.
[2C-P-2{a}-P-3{a}-P-4{a}-P-5{a}-P] where a in HS complete
6{a} "2C Strong: Responder" {a}=:a text="accepts: the king and queen of trumps" ref="standard teaching: bid six over partner's slam try with good trumps or extra values" test=KQ432-KQ432-32-2
6{a} "2C Strong: Responder" hcp=9+ text="accepts: 9+ HCP" ref="standard teaching: bid six over partner's slam try with good trumps or extra values" test=QJT32-QJT32-K2-K
P "2C Strong: Responder" text="declines" test=QJT32-QJT32-32-2

[2C-P-2H-P-2N-P] complete
3H "2C Strong: Responder" H=6+ text="6+ hearts" test=52-KQ5432-Q32-J2
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQ-KQ842-QJ2-Q32
4N "2C Strong: Responder" hcp=9-10 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=Q2-KQ842-QJ2-432
3N "2C Strong: Responder" text="to play" test=Q2-KQ842-J32-432

[2C-P-2S-P-2N-P] complete
3S "2C Strong: Responder" S=6+ text="6+ spades" test=KQ5432-52-Q32-J2
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQ842-KQ-QJ2-Q32
4N "2C Strong: Responder" hcp=9-10 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQ842-Q2-QJ2-432
3N "2C Strong: Responder" text="to play" test=KQ842-Q2-J32-432

[2C-P-2{a}-P-2N-P-4N-P] where a in HS complete
6N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK2-AQ2-AKJ2-KJ2
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
P "2C Strong: Rebid" text="declines: a minimum" test=AK2-AQ2-AQJ2-Q32

[2C-P-2{a}-P-2N-P-3N-P] where a in HS complete
6N "2C Strong: Rebid" hcp=25+ text="25+ opposite a positive (7+, 9-10 would have made a quantitative 4NT): slam" ref="standard teaching: 33 points for 6NT; never stop in game when the side's known minimum reaches 33" test=AK2-AQ2-AKJ2-KQ2
P "2C Strong: Rebid" text="to play" test=AK2-AQ2-AQJ2-Q32

[2C-P-2H-P-2S-P] complete
4N@40 "Blackwood" S=3+ hcp=10 custom=1:A1 H=1+ D=1+ C=1+ asks=A text="a spade fit and 10 opposite 22+ (32 together): asks for aces" ref="standard teaching: after a strong 2C and a positive response, a fit found with 10+ (32+ together) makes slam; Blackwood checks the aces; opener's new suit shows five, so three cards are support" test=K32-AJ432-Q32-32
6S "2C Strong: Responder" S=3+ hcp=11+ text="a spade fit and 11+ opposite 22+ (33+ together): small slam" ref="standard teaching: 33 points with a fit make slam; with 33 together the opponents hold 7 HCP or fewer, not two aces, so the small slam needs no ace ask (Blackwood is for a grand slam)" test=K32-AQ432-K32-32
4S "2C Strong: Responder" S=3+ text="support" test=K32-KQ432-432-32
3H "2C Strong: Responder" H=6+ text="6+ hearts" test=32-KQ5432-K32-32
2N "2C Strong: Responder" text="natural" test=32-KQ432-K32-Q32

# Opener after responder raised his new major (a positive and a fit, 7-9 or no ace):
# Blackwood with 23+ (30+ together), else game.
[2C-P-2H-P-2S-P-4S-P] complete
4N@40 "Blackwood" hcp=23+ custom=1:A1 H=1+ D=1+ C=1+ asks=A text="23+ opposite a positive and a fit: asks for aces" ref="standard teaching: after a strong 2C and a positive response, a fit and 30+ together make slam likely; Blackwood checks the aces" test=AKQ72-A2-AK2-K32
4N@40 "Blackwood" losers=4 custom=1:A1 H=1+ D=1+ C=1+ asks=A text="four losers or fewer opposite a positive and a fit: asks for aces" ref="standard teaching (losing trick count): a positive response that raises is about eight losers; four or fewer opposite it leave twelve tricks (24 minus 12); Blackwood checks the aces" test=AKQJ72-A2-AK2-32
P "2C Strong: Rebid" text="no slam" test=AKQ72-A2-KQ2-K32

[2C-P-2S-P-3H-P-4H-P] complete
4N@30 "Blackwood" hcp=23+ custom=1:A1 S=1+ D=1+ C=1+ asks=A text="23+ opposite a positive and a fit: asks for aces" ref="standard teaching: after a strong 2C and a positive response, a fit and 30+ together make slam likely; Blackwood checks the aces" test=A2-AKQ72-AK2-K32
4N@30 "Blackwood" losers=4 custom=1:A1 S=1+ D=1+ C=1+ asks=A text="four losers or fewer opposite a positive and a fit: asks for aces" ref="standard teaching (losing trick count): a positive response that raises is about eight losers; four or fewer opposite it leave twelve tricks (24 minus 12); Blackwood checks the aces" test=A2-AKQJ72-AK2-32

[2C-P-3{a}-P-3{b}-P-4{b}-P] where a in CD, b in HS complete
4N@{b}0 "Blackwood" hcp=23+ custom=1:A1 S=1+ H=1+ D=1+ C=1+ asks=A text="23+ opposite a positive and a fit: asks for aces" ref="standard teaching: after a strong 2C and a positive response, a fit and 30+ together make slam likely; Blackwood checks the aces" test=AKQ2-AKQ2-K2-K32
4N@{b}0 "Blackwood" losers=4 custom=1:A1 S=1+ H=1+ D=1+ C=1+ asks=A text="four losers or fewer opposite a positive and a fit: asks for aces" ref="standard teaching (losing trick count): a positive response that raises is about eight losers; four or fewer opposite it leave twelve tricks (24 minus 12); Blackwood checks the aces" test=AKQJ2-AKJ2-2-A32
P "2C Strong: Rebid" text="no slam" test=AQJ2-AQJ2-K2-AJ2

[2C-P-2H-P-3C-P] complete
4C "2C Strong: Responder" C=4+ text="support" test=2-KQ432-K32-Q432
3H "2C Strong: Responder" H=6+ text="6+ hearts" test=32-KQ5432-K32-32
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT" test=Q2-KQ432-A32-KJ2
3N "2C Strong: Responder" text="natural" test=Q2-KQ432-J32-Q32

[2C-P-2H-P-3D-P] complete
4D "2C Strong: Responder" D=4+ text="support" test=2-KQ432-Q432-K32
3H "2C Strong: Responder" H=6+ text="6+ hearts" test=32-KQ5432-K32-32
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT" test=Q2-KQ432-KJ2-A32
3N "2C Strong: Responder" text="natural" test=Q2-KQ432-J32-Q32

[2C-P-2S-P-3C-P] complete
4C "2C Strong: Responder" C=4+ text="support" test=KQ432-2-K32-Q432
3S "2C Strong: Responder" S=6+ text="6+ spades" test=KQ5432-32-K32-32
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT" test=KQ432-Q2-A32-KJ2
3N "2C Strong: Responder" text="natural" test=KQ432-Q2-J32-Q32

[2C-P-2S-P-3D-P] complete
4D "2C Strong: Responder" D=4+ text="support" test=KQ432-2-Q432-K32
3S "2C Strong: Responder" S=6+ text="6+ spades" test=KQ5432-32-K32-32
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT" test=KQ432-Q2-KJ2-A32
3N "2C Strong: Responder" text="natural" test=KQ432-Q2-J32-Q32

[2C-P-2S-P-3H-P] complete
4N@30 "Blackwood" H=3+ hcp=10 custom=1:A1 S=1+ D=1+ C=1+ asks=A text="a heart fit and 10 opposite 22+ (32 together): asks for aces" ref="standard teaching: after a strong 2C and a positive response, a fit found with 10+ (32+ together) makes slam; Blackwood checks the aces; opener's new suit shows five, so three cards are support" test=AJ432-K32-Q32-32
6H "2C Strong: Responder" H=3+ hcp=11+ text="a heart fit and 11+ opposite 22+ (33+ together): small slam" ref="standard teaching: 33 points with a fit make slam; with 33 together the opponents hold 7 HCP or fewer, not two aces, so the small slam needs no ace ask (Blackwood is for a grand slam)" test=AQ432-K32-K32-32
4H "2C Strong: Responder" H=3+ text="support" test=KQ432-Q32-K432-2
3S "2C Strong: Responder" S=6+ text="6+ spades" test=KQ5432-32-K32-32
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT" test=KQ432-Q2-KJ2-A32
3N "2C Strong: Responder" text="natural" test=KQ432-Q2-J32-Q32

[2C-P-3{a}-P-3{b}-P] where a in CD, b in HS complete
4N@{b}0 "Blackwood" {b}=3+ hcp=10 custom=1:A1 S=1+ H=1+ D=1+ C=1+ asks=A text="a fit and 10 opposite 22+ (32 together): asks for aces" ref="standard teaching: after a strong 2C and a positive response, a fit found with 10+ (32+ together) makes slam; Blackwood checks the aces; opener's new suit shows five, so three cards are support" test=Q32-J32-AQ432-J2|Q32-J32-J2-AQ432
6{b} "2C Strong: Responder" {b}=3+ hcp=11+ text="a fit and 11+ opposite 22+ (33+ together): small slam" ref="standard teaching: 33 points with a fit make slam; with 33 together the opponents hold 7 HCP or fewer, not two aces, so the small slam needs no ace ask (Blackwood is for a grand slam)" test=Q32-K32-AQ432-K2|Q32-K32-K2-AQ432
4{b} "2C Strong: Responder" {b}=3+ text="support" test=Q432-Q432-AQ432-
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT" test=Q2-K2-AQ432-KQ32
3N "2C Strong: Responder" text="natural" test=Q2-Q2-KQ432-J432

[2C-P-3C-P-3D-P] complete
4D "2C Strong: Responder" D=4+ text="support" test=2-Q32-Q432-AQ432
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT" test=Q2-KQ2-Q32-AQ432
3N "2C Strong: Responder" text="natural" test=J2-Q32-Q32-KQ432

[2C-P-3C-P-4C-P] complete
4N@10 "Blackwood" hcp=8+ custom=2:A1 S=1+ H=1+ D=1+ asks=A text="a fit and 8+ opposite 22+ (30+ together): asks for aces"
   ref="standard teaching: 33 points with a fit make slam; Blackwood to check the aces" test=Q2-A32-K32-AQ432

[2C-P-3D-P-4D-P] complete
4N@20 "Blackwood" hcp=8+ custom=1:A1 S=1+ H=1+ C=1+ asks=A text="a fit and 8+ opposite 22+ (30+ together): asks for aces"
   ref="standard teaching: 33 points with a fit make slam; Blackwood to check the aces" test=Q2-K32-AQ432-Q32

[2C-P-3{a}-P-4{a}-P] where a in CD complete
6{a} "2C Strong: Responder" hcp=11+ text="a fit and 11+ opposite 22+ (33+ together; without the aces for Blackwood): slam"
   ref="standard teaching: 33 points with a fit make slam; the opponents then hold 7 HCP or fewer, not two aces" test=Q2-KJ2-KJ2-KQ432|Q2-KJ2-KQ432-KJ2
4N@{a}0 "Blackwood" hcp=9-10 asks=A text="a fit and 9-10 opposite 22+ (31-32 together): asks for aces; five of the suit when two are missing"
   ref="standard teaching: opener's raise of a positive response is forcing and invites slam; with 31+ together and a fit Blackwood checks the aces (five of the minor is still game)" test=Q2-K32-J32-KJ432|Q2-K32-KJ432-J32
5{a} "2C Strong: Responder" text="game" test=T2-J32-Q32-KQ432

[2C-P-2N-P-3{a}-P] where a in HS complete
4N@{a}0 "Blackwood" hcp=15+ {a}=3+ custom=1:A1 asks=A text="a fit and 15+ opposite 22+ (37+ together, a grand slam in view): asks for aces"
   ref="standard teaching: 33 points with a fit make slam, 37 a grand; Blackwood to check the aces" test=A62-K985-AK9-QJT
6{a} "2C Strong: Responder" hcp=11+ {a}=3+ text="a fit and 11+ opposite 22+ (33+ together): small slam" ref="standard teaching: 33 points with a fit make slam; with 33 together the opponents hold 7 HCP or fewer, not two aces, so the small slam needs no ace ask (Blackwood is for a grand slam)" test=K62-K985-K97-QJT
4N@{a}0 "Blackwood" hcp=10 {a}=3+ asks=A text="a fit and 10 opposite 22+ (32-34 together): asks for aces; five of the suit when two are missing"
   ref="standard teaching: opener's suit rebid over a positive is forcing; with a fit and 32+ together (a balanced positive has no long suit to add, so 10 HCP) slam is likely, and Blackwood checks the aces" test=Q62-K985-QJ9-QT3
4{a} "2C Strong: Responder" {a}=3+ text="support" test=Q62-J985-Q97-QJT
6N "2C Strong: Responder" hcp=11+ text="no fit, 11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQ-J9-AK985-QJT4
4N "2C Strong: Responder" hcp=9-10 text="no fit, quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=Q6-J9-K9852-QJT4
3N "2C Strong: Responder" text="no fit" test=Q6-J9-Q9852-QJT4

[2C-P-2N-P-3C-P] complete
4N@10 "Blackwood" hcp=15+ C=4+ custom=2:A1 S=1+ H=1+ D=1+ asks=A text="a fit and 15+ opposite 22+ (37+ together, a grand slam in view): asks for aces" ref="standard teaching: 33 points with a fit make slam, 37 a grand; Blackwood to check the aces" test=Q62-A92-KQ9-AT43
6C "2C Strong: Responder" hcp=11+ C=4+ text="a fit and 11+ opposite 22+ (33+ together): small slam" ref="standard teaching: 33 points with a fit make slam; with 33 together the opponents hold 7 HCP or fewer, not two aces, so the small slam needs no ace ask (Blackwood is for a grand slam)" test=Q62-A92-KJ9-AT43

[2C-P-2N-P-3D-P] complete
4N@20 "Blackwood" hcp=15+ D=4+ custom=1:A1 S=1+ H=1+ C=1+ asks=A text="a fit and 15+ opposite 22+ (37+ together, a grand slam in view): asks for aces" ref="standard teaching: 33 points with a fit make slam, 37 a grand; Blackwood to check the aces" test=A62-K92-AT43-KJ9
6D "2C Strong: Responder" hcp=11+ D=4+ text="a fit and 11+ opposite 22+ (33+ together): small slam" ref="standard teaching: 33 points with a fit make slam; with 33 together the opponents hold 7 HCP or fewer, not two aces, so the small slam needs no ace ask (Blackwood is for a grand slam)" test=Q62-K92-AT43-KJ9

[2C-P-2N-P-3{a}-P] where a in CD complete
4N@{a}0 "Blackwood" hcp=10 {a}=4+ asks=A text="a fit and 10 opposite 22+ (32-34 together): asks for aces; five of the suit when two are missing"
   ref="standard teaching: opener's suit rebid over a positive is forcing; with a fit and 32+ together (a balanced positive has no long suit to add, so 10 HCP) slam is likely, and Blackwood checks the aces (five of the minor is still game)" test=Q6-K9-Q9852-QJT4
4{a} "2C Strong: Responder" {a}=4+ text="support" test=Q6-J9-Q9852-QJT4
6N "2C Strong: Responder" hcp=11+ text="no fit, 11+ opposite 22+: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KJ62-Q92-AK9-QJ4
4N "2C Strong: Responder" hcp=9-10 text="no fit, quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=QJ62-J92-K92-QJ4
3N "2C Strong: Responder" text="no fit" test=QJ62-J92-Q92-Q54

[2C-P-2N-P-3H-P-4H-P] complete
4N@30 "Blackwood" losers=3 S=1+ D=1+ C=1+ asks=A text="asks for aces" test=AKQ-KJ76432-AK-Q
5H "2C Strong: Rebid" losers=3 text="slam try with a void: bid six with extra values" test=-AKQJ6432-AKQ-K2

[2C-P-2N-P-3S-P-4S-P] complete
4N@40 "Blackwood" losers=3 H=1+ D=1+ C=1+ asks=A text="asks for aces" test=KJ76432-AKQ-AK-Q
5S "2C Strong: Rebid" losers=3 text="slam try with a void: bid six with extra values" test=KJ76432-AKQ-AKQ-

[2C-P-2N-P-3{a}-P-4{a}-P] where a in HS complete
4N@{a}0 "Blackwood" hcp=24+ custom=1:A1 asks=A text="24+ opposite a positive (8+ balanced) and a fit: asks for aces"
   ref="standard teaching: 33 points with a fit make slam; Blackwood to check the aces" test=AKJ72-AKJ2-KQ-A2
4N@{a}0 "Blackwood" hcp=23 losers=4 custom=1:A1 asks=A text="23 and four losers or fewer opposite a positive (8+ balanced) with support (31+ together): asks for aces"
   ref="standard teaching (losing trick count): a positive response with support shows about 8 losers; four or fewer opposite it leave twelve tricks (24 minus 12); with 31+ together and a fit, Blackwood checks the aces" test=AKQJ2-AQJ2-A-Q32
P "2C Strong: Rebid" text="no slam" test=AK972-AQ72-AK-Q2

[2C-P-2N-P-3{a}-P-4{a}-P-5{a}-P] where a in HS complete
6{a} "2C Strong: Responder" hcp=10+ text="extra values" test=Q62-J985-AK98-QJ
6{a} "2C Strong: Responder" {a}=:A,K text="a top trump" test=K62-K985-Q98-J32
P "2C Strong: Responder" text="a minimum" test=Q62-J985-Q98-QJ3

[2C-P-2N-P-3{a}-P-3N-P] where a in HS complete
6N "2C Strong: Rebid" hcp=25+ text="25+ opposite 8+ balanced: slam"
   ref="standard teaching: 33 points for 6NT" test=AKQ72-AKQ2-A2-K2
P "2C Strong: Rebid" text="to play" test=AKQ72-AKQ72-A2-2

[2C-P-2N-P-3{a}-P-4{a}-P] where a in CD complete
4N@{a}0 "Blackwood" hcp=24+ custom=2:A1 asks=A text="24+ opposite a positive (8+ balanced) and a fit: asks for aces"
   ref="standard teaching: 32+ points with a fit make slam likely; Blackwood to check the aces" test=AK2-AQ2-A2-AKJ72
4N@{a}0 "Blackwood" hcp=22-23 losers=3.5 custom=2:A1 asks=A text="22-23 and 3-1/2 losers or fewer opposite a positive (8+ balanced) with support (30+ together and a nine-card fit): asks for aces"
   ref="standard teaching (losing trick count): a positive response with support shows about 8 losers; 3-1/2 or fewer opposite it leave twelve tricks; with 31+ together and a fit, Blackwood checks the aces" test=A-AQ2-AKQJ72-K32|A-AQ2-K32-AKQJ72
5{a} "2C Strong: Rebid" text="game" test=KQ2-KQ2-A2-AKJ72

[2C-P-2N-P-3{a}-P-3N-P] where a in CD complete
6N "2C Strong: Rebid" hcp=25+ text="25+ opposite 8+ balanced: slam"
   ref="standard teaching: 33 points for 6NT" test=AK2-AQ2-A2-AKJ72
6N "2C Strong: Rebid" hcp=24 {a}=5+:2/3,3/5 text="24 and a good five-card suit (a point for length) opposite 8+ balanced: slam"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point; 33 together for 6NT" test=AK2-AQ2-K2-AKJ72|AK2-AQ2-AKJ72-K2
P "2C Strong: Rebid" text="to play" test=AK2-KQ2-AQ-KJ762

# Opener after the quantitative 4NT over his suit rebid: accept with more than a minimum.
[2C-P-2N-P-3C-P-4N-P] complete
6C "2C Strong: Rebid" C=7+ text="accepts in his own long suit" ref="standard teaching: accept a quantitative invitation with extra values; a seven-card suit is a source of tricks" test=A2-A2-K2-AKQJ972

[2C-P-2N-P-3D-P-4N-P] complete
6D "2C Strong: Rebid" D=7+ text="accepts in his own long suit" ref="standard teaching: accept a quantitative invitation with extra values; a seven-card suit is a source of tricks" test=A2-A2-AKQJ972-K2

[2C-P-2N-P-3H-P-4N-P] complete
6H "2C Strong: Rebid" H=7+ text="accepts in his own long suit" ref="standard teaching: accept a quantitative invitation with extra values; a seven-card suit is a source of tricks" test=A2-AKQJ972-A2-K2

[2C-P-2N-P-3S-P-4N-P] complete
6S "2C Strong: Rebid" S=7+ text="accepts in his own long suit" ref="standard teaching: accept a quantitative invitation with extra values; a seven-card suit is a source of tricks" test=AKQJ972-A2-A2-K2

[2C-P-2N-P-3{a}-P-4N-P] complete
6N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK2-AQ2-A2-AKJ72
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
P "2C Strong: Rebid" text="declines: a minimum" ref="standard teaching: decline a quantitative invitation with a minimum" test=AK2-KQ2-Q2-AKJ72

[2C-P-2N-P-3N-P] complete
7N "2C Strong: Responder" hcp=15+ text="37+ together: grand slam" ref="standard teaching: 33 points for 6NT, 37 for 7NT; with 35-36 5NT invites seven (forcing to six)" test=KQ6-KJ4-KQ8-KJ32
5N "2C Strong: Responder" hcp=13-14 text="35-38 together: invites 7NT, forcing to 6NT" ref="standard teaching: 33 points for 6NT, 37 for 7NT; with 35-36 5NT invites seven (forcing to six)" test=KQ6-J54-KQ8-QJ32
6N "2C Strong: Responder" hcp=11+ text="to play" test=KJ6-QT4-QT8-KJ32
6N "2C Strong: Responder" hcp=10 X=5+:2/3,3/5 C=x D=x text="10 HCP and a good five-card minor (a point for length) opposite 22-24: 33 together"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point; 33 together for 6NT" test=962-K4-AQJ72-432
4N "2C Strong: Responder" hcp=9-10 text="quantitative: invites 6NT (31-34 together)"
   ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KJ6-QT4-QT8-QT32
4N "2C Strong: Responder" hcp=8 X=5+:2/3,3/5 C=x D=x text="quantitative: 8 HCP and a good five-card minor (a point for length) opposite 22-24, invites 6NT"
   ref="standard teaching: for notrump slams count a good five-card suit as an extra point (a six-card minor at least one); with 31-32 together invite with a quantitative 4NT" test=962-Q4-KQJ72-432
P "2C Strong: Responder" text="to play" test=T763-T3-85-JT986

# Opener (22-24) accepts the quantitative invitation with more than a minimum.
[2C-P-2N-P-3N-P-4N-P] complete
6N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum"
   ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK4-AKQ2-AK-J842
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
6N "2C Strong: Rebid" hcp=22 X=5+:2/3,3/5 S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum or a good five-card suit (an extra point)"
   test=AK4-KQ-AQJ72-K84
P "2C Strong: Rebid" text="declines: a minimum"
   ref="standard teaching: decline a quantitative invitation with a minimum" test=A97-AKQ4-AK-J842

[2C-P-2N-P-3N-P-4N-P-6N-P] complete
P "2C Strong: Responder" text="opener accepted" test=KJ6-QT4-QT8-QT32

[2C-P-2N-P-6N-P] complete
P "2C Strong: Responder" text="to play" test=T986-J973-T762-6

# =======================================================================================
# Untagged 4NT in 2C auctions (the test cases carry no "@" tags)
# =======================================================================================
[2C-P-2{a}-P-4N-P] where a in HS as [4N@{a}0-P]

[2C-P-3{a}-P-4N-P] where a in CD as [4N@{a}0-P]

[2C-P-2{a}-P-4N-P-5C-P] where a in HS complete
5N@{a}0 "Blackwood: King Ask" custom=<1:A1 text="all the aces are ours; asks for kings" asks=K test=KQJ2-KQ2-KQJ-KQ2
6{a} "Blackwood" custom=3:A1 text="one ace missing" test=AQ4-AT-A942-8763
5{a} "Blackwood: Sign-off" text="two aces missing" test=AJ3-KQJT2-AK-K94

[2C-P-2{a}-P-4N-P-5D-P] where a in HS complete
5N@{a}0 "Blackwood: King Ask" custom=3:A1 text="all the aces are ours; asks for kings" asks=K test=A6432-9-AJ64-A75
6{a} "Blackwood" custom=2:A1 text="one ace missing" test=AJ3-KQJT2-AK-K94
5{a} "Blackwood: Sign-off" text="two aces missing" test=KJ3-KQJT2-AK-K94

[2C-P-2S-P-4N-P-5H-P] complete
5N@40 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours; asks for kings" asks=K test=KJ3-AQJT2-AK-K94
6S "Blackwood" custom=1:A1 text="one ace missing" test=KJ3-KQJT2-AK-K94
5S "Blackwood: Sign-off" text="two aces missing" test=KJ3-KQJT2-KQ-K94

[2C-P-2H-P-4N-P-5H-P] complete
5N@30 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours; asks for kings" asks=K test=AQJT2-KJ3-AK-K94
6H "Blackwood" custom=1:A1 text="one ace missing" test=KQJT2-KJ3-AK-K94
P "Blackwood: Sign-off" text="two aces missing: 5H is the contract" test=KQJT2-KJ3-KQ-K94

[2C-P-2{a}-P-4N-P-5S-P] where a in HS complete
5N@{a}0 "Blackwood: King Ask" custom=1:A1 text="all the aces are ours; asks for kings" asks=K test=KJ3-AQJT2-KQ-K94
6{a} "Blackwood" text="one ace missing" test=KJ3-KQJT2-KQ-K94

# =======================================================================================
# Partner has placed the contract: pass.
# =======================================================================================
[2C-P-2D-P-2{a}-P-3{a}-P-4{a}-P] where a in HS complete
P "2C Strong: Responder" text="opener chose the contract" test=K32-Q32-8432-432

[2C-P-2D-P-2{a}-P-3C-P-3{b}-P-3{a}-P] where a in HS, b in DH, b<a complete
4{a} "2C Strong: Rebid" winners=9 text="game in hand" test=AKQJ75-K-AK84-AK
4{a} "2C Strong: Rebid" losers=3 text="three losers or fewer: game opposite the preference"
   ref="standard teaching: losing trick count; a hand with three losers or fewer takes ten tricks once partner's preference gives the fit (thirteen less the losers): game opposite the second negative" test=A-AKQT3-A753-AK3|AKQT3-A-AK3-A753
P "2C Strong: Rebid" text="partner's preference" test=KQJ75-K-AK84-AK6

[2C-P-2D-P-2{a}-P-3C-P-3{b}-P-3N-P] where a in HS, b in DHS, b!=a complete
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-AKJ72-AKQ2-2

[2C-P-2D-P-3D-P-4C-P] complete
5C "2C Strong: Rebid" C=3+ text="support" test=AK2-AK-AKT84-K82
5D "2C Strong: Rebid" text="to play" test=AQ62-AK-AKQJ4-J2

[2C-P-2D-P-2N-P-3C-P-3{a}-P-4{a}-P] where a in HS complete
P "Stayman" text="partner chose the contract" test=542-654-9864-954

[2C-P-2D-P-2N-P-3C-P-3{a}-P-3N-P] where a in DS complete
P "Stayman" text="partner chose the contract" test=2-T8-JT875-T9765

[2C-P-2D-P-2N-P-3C-P-3H-P-3N-P-4S-P] complete
P "Stayman" text="opener chose the contract" test=742-8762-83-9853

[2C-P-2D-P-2N-P-3D-P-3H-P-4H-P] complete
P "Jacoby Transfer" text="partner chose the contract" test=97432-T874-5-985

[2C-P-2D-P-2N-P-3H-P-3S-P-4S-P] complete
P "Jacoby Transfer" text="partner chose the contract" test=T9743-652-T43-96

[2C-P-2D-P-2N-P-3D-P-3H-P-3N-P-4H-P] complete
P "Jacoby Transfer" text="opener chose the contract" test=983-QJ742-84-K64

[2C-P-2D-P-2N-P-3H-P-3S-P-3N-P-4S-P] complete
P "Jacoby Transfer" text="opener chose the contract" test=QJ742-983-84-K64

[2C-P-2D-P-2N-P-4N-P-6N-P] complete
P "2C Strong: Responder" text="opener accepted" test=KJ6-QT4-QT8-QT32

[2C-P-2D-P-2N-P-3C-P-3{a}-P-4N-P-6N-P] where a in DHS complete
P "2C Strong: Responder" text="opener accepted" test=KJ6-QT4-QT8-QT32

[2C-P-2D-P-3N-P-4N-P-6N-P] complete
P "2C Strong: Responder" text="opener accepted" test=KJ6-QT4-T98-T432

[2C-P-2D-P-2{a}-P-2N-P-3{b}-P-4{a}-P] where a in HS, b!=a complete
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-AKJ72-AKQ2-2

[2C-P-2D-P-2{a}-P-2N-P-3{a}-P-4{a}-P] where a in HS complete
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-AKQJ72-A2-K2

[2C-P-2D-P-2S-P-3H-P-3N-P] complete
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33+ together): slam" ref="standard teaching: 33 points for 6NT; after 2C-2D, responder who has shown values with a natural suit counts the points together" test=Q95-KQJ84-AK4-95
4N "2C Strong: Responder" hcp=9-10 text="quantitative: 9-10 opposite 22+ (31-32 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=Q95-KQJ84-Q64-95
P "2C Strong: Responder" text="opener chose the contract" test=95-QJ842-J64-Q95

# Opener after responder's quantitative 4NT (9-10 after showing a natural suit): accept with
# more than a minimum.
[2C-P-2D-P-2H-P-2S-P-2N-P-4N-P] complete
6N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=A2-AKJ72-AQ2-KQ2
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
P "2C Strong: Rebid" text="declines: a minimum" test=A2-AKJ72-AQ2-QJ2

[2C-P-2D-P-2{a}-P-3D-P-3N-P-4N-P] where a in HS complete
6N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AKJ2-AKJ72-2-AKQ
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
P "2C Strong: Rebid" text="declines: a minimum" test=AKJ2-AKJ72-2-KQJ

[2C-P-2D-P-2S-P-3H-P-3N-P-4N-P] complete
6N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AKJ72-A2-AQ2-KQ2
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
P "2C Strong: Rebid" text="declines: a minimum" test=AKJ72-A2-AQ2-QJ2

[2C-P-2D-P-3{a}-P-3{b}-P-3N-P-4N-P] where a in CD, b in DHS, a<b complete
6N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK-AQ2-AK2-AK432
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
P "2C Strong: Rebid" text="declines: a minimum" test=AK-AQJ-KQ2-K5432

[2C-P-2D-P-2{a}-P-2N-P-3{b}-P-3N-P] where a in HS complete
use "2C: opener's values beyond 22 opposite responder's 3NT"
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-AKJ72-AKQ2-2

[2C-P-2D-P-3{a}-P-3{b}-P-4{b}-P] where a in CD, b in HS, a<b complete
6{b} "2C Strong: Responder" hcp=6+ text="6+ HCP and a five-card suit raised by a 2C opener (22+): small slam"
   ref="standard teaching: after a strong 2C a responder whose natural suit opener raises, holding more than his bids promised (6+ HCP), bids the slam: 28+ together with a fit and a five-card suit make twelve tricks" test=KJ743-62-53-KQT8
P "2C Strong: Responder" text="opener chose the contract" test=QT842-QT842-7-76

[2C-P-2D-P-3{a}-P-3{b}-P-3N-P] where a in CD, b in DHS, a<b complete
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33+ together): slam" ref="standard teaching: 33 points for 6NT; after 2C-2D, responder who has shown values with a natural suit counts the points together" test=KQJ84-Q72-AK4-95
4N "2C Strong: Responder" hcp=9-10 text="quantitative: 9-10 opposite 22+ (31-32 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQJ84-Q72-Q64-95
P "2C Strong: Responder" text="opener chose the contract" test=8-T753-9753-T764

[2C-P-2D-P-3{a}-P-4{a}-P-5{a}-P] where a in CD complete
# The waiting 2D and the raise promise only about 4 HCP: with twice that responder holds the
# values opener could not count on, and opener's 22+ with a long suit and the fit make twelve
# tricks.
6{a} "2C Strong: Responder" hcp=8+ text="8+ HCP (the raise promised about 4) opposite 22+ and a fit: small slam"
   ref="standard teaching: after a strong 2C a responder with a fit and more than he has shown (8 HCP, or an ace and a king) bids the slam opener could not bid alone; 30+ together with a long suit and a fit play for twelve tricks" test=A82-K863-Q95-952
6{a} "2C Strong: Responder" custom=3:A2K1 text="an ace and a king, or better (the raise promised about 4 HCP) opposite 22+ and a fit: small slam"
   ref="standard teaching: after a strong 2C a responder with a fit and more than he has shown (8 HCP, or an ace and a king) bids the slam opener could not bid alone; aces and kings are the working values opposite a strong hand" test=A82-T863-K95-952
P "2C Strong: Responder" text="opener chose the contract" test=Q82-J863-Q95-952

[2C-P-2{a}-P-3{b}-P-3N-P] where a in HS, b<a complete
6N "2C Strong: Rebid" hcp=25+ text="25+ opposite a positive (8+): slam" ref="standard teaching: 33 points for 6NT; a positive response shows 8+" test=AK2-AK-AKJ2-AQ32
# A six-card suit of opener's own, which responder's 3NT did not deny, is a source of tricks
# worth about a point: with it, one HCP fewer makes the same move.
6N "2C Strong: Rebid" hcp=24 {b}=6+ text="24 and a six-card suit opposite a positive (8+): slam"
   ref="standard teaching: 33 points for 6NT, counting a point for a good six-card suit (a source of tricks)" test=AK2-A2-K2-AKQJ32|AK2-A2-AKQJ32-K2|AK2-AKQJ32-A2-K2
4N "2C Strong: Rebid" hcp=22 {b}=6+ text="quantitative: 22 and a six-card suit opposite a positive, invites 6NT"
   ref="standard teaching: with 31-32 together make a slam try (a quantitative 4NT), counting a point for a good six-card suit" test=A32-AQ-K2-AKQ432|A32-AQ-AKQ432-K2|A32-AKQ432-AQ-K2
4N "2C Strong: Rebid" hcp=23-24 text="quantitative: 23-24 opposite a positive (8-10, 11+ would have bid 6NT): 31-34 together, invites 6NT"
   ref="standard teaching: with 31-32 together make a slam try (a quantitative 4NT); accept it with a maximum" test=AK2-AK-QJ32-AQ32
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-A2-KJ32-AQ32

[2C-P-2S-P-3H-P-4H-P] complete
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-A2-QJ32-AQ32

# Responder's raise of opener's minor below game (the positive forced to game): 22+ opposite
# a positive (8+) with a fit, slam is likely: Blackwood with the aces a five-level sign-off
# needs (two with clubs, one with diamonds), else game in the minor. Never a pass below game.
[2C-P-2{a}-P-3C-P-4C-P] where a in HS complete
6C "2C Strong: Rebid" shape=void custom=3:A1 text="three aces and a void opposite a positive and a club fit: no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=AQ2-A432--AKQJ32
4N@10 "Blackwood" custom=2:A1 S=1+ H=1+ D=1+ asks=A text="22+ opposite a positive and a club fit: asks for aces"
   ref="standard teaching: 33 points with a fit make slam; Blackwood to check the aces; ACBL SAYC booklet: a positive response to 2C is forcing to game" test=A2-AK3-K2-AKQJ32
5C "2C Strong: Rebid" text="game forced: five clubs (no second ace for Blackwood)"
   ref="ACBL SAYC booklet: a positive response to 2C is forcing to game" test=KQ2-KQ3-K2-AKQJ2

[2C-P-2{a}-P-3D-P-4D-P] where a in HS complete
6D "2C Strong: Rebid" shape=void custom=3:A1 text="three aces and a void opposite a positive and a diamond fit: no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=AQ2-A432-AKQJ32-
4N@20 "Blackwood" custom=1:A1 S=1+ H=1+ C=1+ asks=A text="22+ opposite a positive and a diamond fit: asks for aces"
   ref="standard teaching: 33 points with a fit make slam; Blackwood to check the aces; ACBL SAYC booklet: a positive response to 2C is forcing to game" test=A2-KQ3-AKQJ32-K2
5D "2C Strong: Rebid" text="game forced: five diamonds (a void: no Blackwood)"
   ref="ACBL SAYC booklet: a positive response to 2C is forcing to game" test=KQ2-KQJ3-AKQJ32-

[2C-P-2N-P-3{a}-P-4{a}-P-5{a}-P-6{a}-P] where a in HS complete
P "2C Strong: Rebid" text="partner accepted" test=7432-732-T752-62

[2C-P-2N-P-3{a}-P-3N-P-P] where a in HS complete
P "2C Strong: Rebid" text="to play" test=T6432-9654-T4-75

[2C-P-3{a}-P-4{a}-P-5{a}-P] where a in CD complete
6{a} "2C Strong: Rebid" hcp=25+ text="25+ opposite a positive (8+) and a fit: slam"
   ref="standard teaching: 33 points with a fit make slam" test=AK5-AK-AK87-KQ42
6{a} "2C Strong: Rebid" hcp=22+ custom=3:A1 {a}=4+ text="three aces and four trumps opposite a positive (a good suit): a nine-card fit, slam"
   ref="standard teaching: slam needs values and controls; a positive response shows a good suit (two of the top three honours), so with the aces and a nine-card fit twelve tricks are likely (with three trumps, 22-24 opposite 8 is short of 33: game)" test=A3-AK2-AK32-A432
P "2C Strong: Rebid" text="partner chose the contract" test=KQ5-AK-KQ87-Q842

[2C-P-3{a}-P-3N-P] where a in CD complete
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+: slam"
   ref="standard teaching: 33 points for 6NT" test=K4-K75-AKQ765-32
4N "2C Strong: Responder" hcp=9-10 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=Q4-Q752-KQJ765-2
P "2C Strong: Responder" text="to play" test=J4-T754-KQJ765-2

[2C-P-3{a}-P-3N-P-4N-P] where a in CD complete
6N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK2-AQ2-AKJ2-KJ2
6N "2C Strong: Rebid" hcp=22 custom=8:A2K1 text="accepts: a minimum with prime values (eight or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (eight or more, ace 2 and king 1: few points wasted in queens and jacks)" test=AK2-AQ2-AK32-Q32
P "2C Strong: Rebid" text="declines: a minimum" test=AK2-AQ2-AQJ2-Q32

[2C-P-2D-P-3C-P-3D-P-4C-P] complete
P "2C Strong: Second Negative" text="opener's 4C is not forcing" test=T73-6543-9543-43

[2C-P-2D-P-3D-P-3H-P-4D-P] complete
P "2C Strong: Second Negative" text="opener's 4D is not forcing" test=JT643-74-7652-65

[2C-P-2D-P-3C-P-3D-P-3{b}-P] where b in HS complete
4{b} "2C Strong: Second Negative" {b}=4+ text="support" test=T872-7432-K76-32
4C "2C Strong: Second Negative" C=2+ text="preference" test=T87-742-K7654-32
3N "2C Strong: Second Negative" text="nothing else to say" test=T87-742-K76542-3

[2C-P-2D-P-3D-P-3H-P-3S-P] complete
4S "2C Strong: Second Negative" S=4+ text="support" test=T872-74-32-K7654
4D "2C Strong: Second Negative" D=2+ text="preference" test=T87-742-32-K7654
3N "2C Strong: Second Negative" text="nothing else to say" test=T8-762-2-K765432

[2C-P-2D-P-3D-P-3H-P-4C-P] complete
5C "2C Strong: Second Negative" C=4+ text="support" test=653-JT82-T7-6542
4D "2C Strong: Second Negative" text="preference" test=653-JT82-T762-64

[2C-P-2D-P-3D-P-4C-P-5C-P] complete
P "2C Strong: Responder" text="opener chose the contract" test=T3-K742-86-KT653

[2C-P-2D-P-3D-P-4C-P-5D-P] complete
P "2C Strong: Responder" text="opener chose the contract" test=T3-K742-86-KT653

[2C-P-2D-P-2{a}-P-3D-P-3N-P] where a in HS complete
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33+ together): slam" ref="standard teaching: 33 points for 6NT; after 2C-2D, responder who has shown values with a natural suit counts the points together" test=K4-Q72-AQJ84-K95
4N "2C Strong: Responder" hcp=9-10 text="quantitative: 9-10 opposite 22+ (31-32 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=J4-972-AQJ84-Q95
4D "2C Strong: Responder" D=7+:2/3 text="a long, strong seven-card diamond suit: a trump suit rather than notrump; forcing"
   ref="standard teaching: after a strong 2C the bidding is natural; a long, strong suit of responder's own (six or more cards with two of the top three honours) is a trump suit: he rebids it before notrump, and opener raises with support" test=4-J64-KQT8642-32
P "2C Strong: Responder" text="opener chose the contract" test=9654-2-AJ986-J97

# Opener after responder's long, strong diamonds (bid at four over 3C, or rebid): a raise
# with support (one card makes a seven-card fit), Blackwood with slam values; with a void his
# own long suit.
[2C-P-2D-P-3C-P-4D-P] complete
4N@20 "Blackwood" D=2+ hcp=25+ custom=1+:A1 S=1+ H=1+ C=1+ asks=A text="support and 25+ opposite a long, strong diamond suit: asks for aces"
   ref="standard teaching: 33 points together make a slam; responder's long suit with two of the top three honours shows values (not the second negative); Blackwood checks the aces (one of the asker's own with diamonds as trumps)" test=AKQ2-AK-A93-AQ32
4N@20 "Blackwood" D=2+ losers=3 custom=1+:A1 S=1+ H=1+ C=1+ asks=A text="support and three losers or fewer opposite a long, strong diamond suit: asks for aces"
   ref="standard teaching: losing trick count (24 minus the losers of both hands); a long suit with two of the top three honours and values is about nine losers, so three losers make twelve tricks" test=AK-A2-K3-AKQJT32
5D "2C Strong: Rebid" D=1+ text="support (six or more opposite one or more): game in responder's long suit" ref="standard teaching: after a strong 2C the bidding is natural; a long, strong suit of responder's own (six or more cards with two of the top three honours) is a trump suit: he rebids it before notrump, and opener raises with support" test=AK72-AQ2-K2-AQ32
5C "2C Strong: Rebid" C=6+ text="a diamond void and six or more clubs: his own suit" test=AK2-AK72--AKQJ72
5D "2C Strong: Rebid" text="game in responder's long suit" test=AKQ2-AK72--AQJ72

[2C-P-2D-P-2{a}-P-3D-P-3{b}-P-4D-P] where a in HS, b in HS, b!=a complete
4N@20 "Blackwood" D=2+ hcp=25+ custom=1+:A1 S=1+ H=1+ C=1+ asks=A text="support and 25+ opposite a long, strong diamond suit: asks for aces"
   ref="standard teaching: 33 points together make a slam; responder's long suit with two of the top three honours shows values (not the second negative); Blackwood checks the aces (one of the asker's own with diamonds as trumps)" test=AKQ72-AKQ2-A9-A2|AKQ2-AKQ72-A9-A2
4N@20 "Blackwood" D=2+ losers=3 custom=1+:A1 S=1+ H=1+ C=1+ asks=A text="support and three losers or fewer opposite a long, strong diamond suit: asks for aces"
   ref="standard teaching: losing trick count (24 minus the losers of both hands); a long suit with two of the top three honours and values is about nine losers, so three losers make twelve tricks" test=AKQJ72-AK2-K3-A2|AK2-AKQJ72-K3-A2
5D "2C Strong: Rebid" D=1+ text="support (six or more opposite one or more): game in responder's long suit" ref="standard teaching: after a strong 2C the bidding is natural; a long, strong suit of responder's own (six or more cards with two of the top three honours) is a trump suit: he rebids it before notrump, and opener raises with support" test=AKJ72-AQ32-K2-A2|AQ32-AKJ72-K2-A2
4{a} "2C Strong: Rebid" {a}=6+ text="a diamond void and six or more cards in his first suit: his own suit" test=AKQJ72-AKQ2--AQ2|AKQ2-AKQJ72--AQ2
5D "2C Strong: Rebid" text="game in responder's long suit" test=AKQJ2-AKQJ2--AQ2

[2C-P-2D-P-2{a}-P-3D-P-3N-P-4D-P] where a in HS complete
4N@20 "Blackwood" D=2+ hcp=25+ custom=1+:A1 S=1+ H=1+ C=1+ asks=A text="support and 25+ opposite a long, strong diamond suit: asks for aces"
   ref="standard teaching: 33 points together make a slam; responder's long suit with two of the top three honours shows values (not the second negative); Blackwood checks the aces (one of the asker's own with diamonds as trumps)" test=AKQ72-AK-A93-AQ2|AK-AKQ72-A93-AQ2
4N@20 "Blackwood" D=2+ losers=3 custom=1+:A1 S=1+ H=1+ C=1+ asks=A text="support and three losers or fewer opposite a long, strong diamond suit: asks for aces"
   ref="standard teaching: losing trick count (24 minus the losers of both hands); a long suit with two of the top three honours and values is about nine losers, so three losers make twelve tricks" test=AKQJ72-A2-K3-AK2|A2-AKQJ72-K3-AK2
5D "2C Strong: Rebid" D=1+ text="support (six or more opposite one or more): game in responder's long suit" ref="standard teaching: after a strong 2C the bidding is natural; a long, strong suit of responder's own (six or more cards with two of the top three honours) is a trump suit: he rebids it before notrump, and opener raises with support" test=AKJ72-A2-K32-AQ2|A2-AKJ72-K32-AQ2
4{a} "2C Strong: Rebid" {a}=6+ text="a diamond void and six or more cards in his first suit: his own suit" test=AKQJ72-AKQ2--AQ2|AKQ2-AKQJ72--AQ2
5D "2C Strong: Rebid" text="game in responder's long suit" test=AKQJ2-AKQJ2--AQ2

[2C-P-2D-P-2{a}-P-3D-P-4D-P] where a in HS complete
5D "2C Strong: Responder" hcp=5+ text="game" test=4-Q64-T9532-KT65
P "2C Strong: Responder" text="a minimum" test=4-J64-T9532-T965

[2C-P-2D-P-2S-P-3D-P-3H-P] complete
4H "2C Strong: Responder" H=4+ text="support" test=4-Q642-QT953-T65
4D "2C Strong: Responder" D=6+:2/3 S=<3 text="a long, strong diamond suit: rebid before notrump; forcing"
   ref="standard teaching: after a strong 2C the bidding is natural; a long, strong suit of responder's own (six or more cards with two of the top three honours) is a trump suit: he rebids it before notrump, and opener raises with support" test=4-J64-KQJ864-J32
3S "2C Strong: Responder" S=2+ text="preference" test=42-J64-Q9864-J72
3N "2C Strong: Responder" text="nothing else to say" test=4-J64-Q9864-J732

[2C-P-2D-P-2H-P-3D-P-3S-P] complete
4S "2C Strong: Responder" S=4+ text="support" test=Q642-4-QT953-T65
4D "2C Strong: Responder" D=6+:2/3 H=<3 text="a long, strong diamond suit: rebid before notrump; forcing"
   ref="standard teaching: after a strong 2C the bidding is natural; a long, strong suit of responder's own (six or more cards with two of the top three honours) is a trump suit: he rebids it before notrump, and opener raises with support" test=J64-4-KQJ864-J32
3N "2C Strong: Responder" text="no spade fit" test=J64-4-Q9864-J732

[2C-P-2N-P-3N-P-6N-P] complete
P "2C Strong: Rebid" text="partner chose the contract" test=T854-3-T64-75432

[2C-P-2D-P-2{a}-P-3C-P-4{a}-P] where a in HS complete
P "2C Strong: Second Negative" text="opener chose the contract" test=87-T9542-94-T963

[2C-P-3{a}-P-3{b}-P-3N-P] where a in CD, b in HS complete
6N "2C Strong: Rebid" hcp=25+ text="25+ opposite a positive (8+): slam" ref="standard teaching: 33 points for 6NT; a positive response shows 8+" test=AKQ2-AKQ2-AQ-K32
4N "2C Strong: Rebid" hcp=23-24 text="quantitative: 23-24 opposite a positive (8-10, 11+ would have bid 6NT): 31-34 together, invites 6NT"
   ref="standard teaching: with 31-32 together make a slam try (a quantitative 4NT); accept it with a maximum" test=AKQ2-AKQ2-Q2-K32
P "2C Strong: Responder" text="to play" test=QJ2-Q2-AQ432-432

[2C-P-3C-P-3D-P-3N-P] complete
6N "2C Strong: Rebid" hcp=25+ text="25+ opposite a positive (8+): slam" ref="standard teaching: 33 points for 6NT; a positive response shows 8+" test=AK2-AK2-AKQ32-K2
4N "2C Strong: Rebid" hcp=23-24 text="quantitative: 23-24 opposite a positive (8-10, 11+ would have bid 6NT): 31-34 together, invites 6NT"
   ref="standard teaching: with 31-32 together make a slam try (a quantitative 4NT); accept it with a maximum" test=AK2-AK2-AKJ32-Q2
P "2C Strong: Rebid" text="partner chose the contract" test=AK2-AK2-AKJ32-32

[2C-P-2H-P-2S-P-2N-P] complete
3N "2C Strong: Rebid" text="to play" test=AKQJ9-8-AT-KQJT6

[2C-P-2D-P-2H-P-2S-P-3H-P] complete
4H "2C Strong: Responder" H=2+ text="to play" test=QT932-52-Q32-652
3N "2C Strong: Responder" text="to play" test=QT9432-5-Q32-652

[2C-P-2D-P-2H-P-2S-P-3S-P] complete
6S "2C Strong: Responder" hcp=6+ text="6+ HCP and a five-card suit raised by a 2C opener (22+): small slam"
   ref="standard teaching: after a strong 2C a responder whose natural suit opener raises, holding more than his bids promised (6+ HCP), bids the slam: 28+ together with a fit and a five-card suit make twelve tricks" test=QJ932-52-K32-652
4S "2C Strong: Responder" text="to play" test=QT932-52-Q32-652

# Opener raised responder's natural hearts to game: as over the raise of his spades above.
[2C-P-2D-P-2S-P-3H-P-4H-P] complete
6H "2C Strong: Responder" hcp=6+ text="6+ HCP and a five-card suit raised by a 2C opener (22+): small slam"
   ref="standard teaching: after a strong 2C a responder whose natural suit opener raises, holding more than his bids promised (6+ HCP), bids the slam: 28+ together with a fit and a five-card suit make twelve tricks" test=72-QJ842-K64-Q65
P "2C Strong: Responder" text="opener chose the contract" test=72-QJ842-764-Q65

[2C-P-2D-P-2H-P-2S-P-2N-P] complete
6N "2C Strong: Responder" hcp=11+ text="11+ opposite 22+ (33+ together): slam" ref="standard teaching: 33 points for 6NT; after 2C-2D, responder who has shown values with a natural suit counts the points together" test=KQJ84-Q72-AK4-95
4N "2C Strong: Responder" hcp=9-10 text="quantitative: 9-10 opposite 22+ (31-32 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQJ84-Q72-Q64-95
3N "2C Strong: Responder" text="to play" test=QT932-52-Q32-652

# Responder after opener's reopening double of a three-level overcall: pass for penalties with
# three or more cards in their suit; otherwise (short in their suit, so the double will not
# beat it by enough) bid game: a five-card major, else 3NT.
[2C-3{b}-P-P-D-P] complete
P "2C Strong: Competition" {b}=3+ text="converts the double for penalties: length in their suit"
   ref="standard teaching: partner may pass a strong double for penalties" test=843-J732-A63-JT8

[2C-3C-P-P-D-P] complete
4x "2C Strong: Competition" X=5+ S=x H=x text="short in their suit: game in a five-card major"
   ref="standard teaching: 2C forces to game" test=T98-QJ852-T98-32
3N "2C Strong: Competition" text="short in their suit: game" ref="standard teaching: 2C forces to game" test=T98-T98-T9832-32

[2C-3D-P-P-D-P] complete
4x "2C Strong: Competition" X=5+ S=x H=x text="short in their suit: game in a five-card major"
   ref="standard teaching: 2C forces to game" test=T98-QJ852-32-T98
3N "2C Strong: Competition" text="short in their suit: game" ref="standard teaching: 2C forces to game" test=T98-T98-32-T9832

[2C-3H-P-P-D-P] complete
4x "2C Strong: Competition" X=5+ S=x text="short in their suit: game in a five-card major"
   ref="standard teaching: 2C forces to game" test=QJ852-32-T98-T98
3N "2C Strong: Competition" text="short in their suit: game" ref="standard teaching: 2C forces to game" test=T98-32-T9832-T98

[2C-3S-P-P-D-P] complete
4x "2C Strong: Competition" X=5+ H=x text="short in their suit: game in a five-card major"
   ref="standard teaching: 2C forces to game" test=32-QJ852-T98-T98
3N "2C Strong: Competition" text="short in their suit: game" ref="standard teaching: 2C forces to game" test=32-T98-T9832-T98

# =======================================================================================
# Holes filled (issue 12): every forcing call answered, and the game reached once 2C has
# forced it.
# =======================================================================================
# They double the waiting 2D: ignore the double (the auction goes on as without it).
[2C-P-2D-D] as [2C-P-2D-P]
[2C-P-2D-D-2H-P] as [2C-P-2D-P-2H-P]
[2C-P-2D-D-2N-P] as [2C-P-2D-P-2N-P]
[2C-P-2D-D-2S-P] as [2C-P-2D-P-2S-P]
[2C-P-2D-D-3C-P] as [2C-P-2D-P-3C-P]
[2C-P-2D-D-3D-P] as [2C-P-2D-P-3D-P]
[2C-P-2D-D-3H-P] as [2C-P-2D-P-3H-P]
[2C-P-2D-D-3N-P] as [2C-P-2D-P-3N-P]
[2C-P-2D-D-3S-P] as [2C-P-2D-P-3S-P]
[2C-P-2D-D-4N-P] as [2C-P-2D-P-4N-P]
[2C-P-2D-D-2H-P-2N-P] as [2C-P-2D-P-2H-P-2N-P]
[2C-P-2D-D-2H-P-2S-P] as [2C-P-2D-P-2H-P-2S-P]
[2C-P-2D-D-2H-P-3C-P] as [2C-P-2D-P-2H-P-3C-P]
[2C-P-2D-D-2H-P-3D-P] as [2C-P-2D-P-2H-P-3D-P]
[2C-P-2D-D-2H-P-3H-P] as [2C-P-2D-P-2H-P-3H-P]
[2C-P-2D-D-2H-P-4H-P] as [2C-P-2D-P-2H-P-4H-P]
[2C-P-2D-D-2N-P-3C-P] as [2C-P-2D-P-2N-P-3C-P]
[2C-P-2D-D-2N-P-3D-P] as [2C-P-2D-P-2N-P-3D-P]
[2C-P-2D-D-2N-P-3H-P] as [2C-P-2D-P-2N-P-3H-P]
[2C-P-2D-D-2N-P-3N-P] as [2C-P-2D-P-2N-P-3N-P]
[2C-P-2D-D-2N-P-4N-P] as [2C-P-2D-P-2N-P-4N-P]
[2C-P-2D-D-2N-P-6N-P] as [2C-P-2D-P-2N-P-6N-P]
[2C-P-2D-D-2S-P-2N-P] as [2C-P-2D-P-2S-P-2N-P]
[2C-P-2D-D-2S-P-3C-P] as [2C-P-2D-P-2S-P-3C-P]
[2C-P-2D-D-2S-P-3D-P] as [2C-P-2D-P-2S-P-3D-P]
[2C-P-2D-D-2S-P-3H-P] as [2C-P-2D-P-2S-P-3H-P]
[2C-P-2D-D-2S-P-3S-P] as [2C-P-2D-P-2S-P-3S-P]
[2C-P-2D-D-2S-P-4S-P] as [2C-P-2D-P-2S-P-4S-P]
[2C-P-2D-D-3C-P-3D-P] as [2C-P-2D-P-3C-P-3D-P]
[2C-P-2D-D-3C-P-3H-P] as [2C-P-2D-P-3C-P-3H-P]
[2C-P-2D-D-3C-P-3N-P] as [2C-P-2D-P-3C-P-3N-P]
[2C-P-2D-D-3C-P-3S-P] as [2C-P-2D-P-3C-P-3S-P]
[2C-P-2D-D-3C-P-4C-P] as [2C-P-2D-P-3C-P-4C-P]
[2C-P-2D-D-3D-P-3H-P] as [2C-P-2D-P-3D-P-3H-P]
[2C-P-2D-D-3D-P-3N-P] as [2C-P-2D-P-3D-P-3N-P]
[2C-P-2D-D-3D-P-3S-P] as [2C-P-2D-P-3D-P-3S-P]
[2C-P-2D-D-3D-P-4C-P] as [2C-P-2D-P-3D-P-4C-P]
[2C-P-2D-D-3D-P-4D-P] as [2C-P-2D-P-3D-P-4D-P]
[2C-P-2D-D-3H-P-3N-P] as [2C-P-2D-P-3H-P-3N-P]
[2C-P-2D-D-3H-P-3S-P] as [2C-P-2D-P-3H-P-3S-P]
[2C-P-2D-D-3H-P-4C-P] as [2C-P-2D-P-3H-P-4C-P]
[2C-P-2D-D-3H-P-4D-P] as [2C-P-2D-P-3H-P-4D-P]
[2C-P-2D-D-3N-P-4D-P] as [2C-P-2D-P-3N-P-4D-P]
[2C-P-2D-D-3N-P-4H-P] as [2C-P-2D-P-3N-P-4H-P]
[2C-P-2D-D-3N-P-4N-P] as [2C-P-2D-P-3N-P-4N-P]
[2C-P-2D-D-3N-P-6N-P] as [2C-P-2D-P-3N-P-6N-P]
[2C-P-2D-D-3S-P-3N-P] as [2C-P-2D-P-3S-P-3N-P]
[2C-P-2D-D-3S-P-4C-P] as [2C-P-2D-P-3S-P-4C-P]
[2C-P-2D-D-3S-P-4D-P] as [2C-P-2D-P-3S-P-4D-P]
[2C-P-2D-D-3S-P-4H-P] as [2C-P-2D-P-3S-P-4H-P]
[2C-P-2D-D-4N-P-6N-P] as [2C-P-2D-P-4N-P-6N-P]
[2C-P-2D-D-2H-P-2N-P-3C-P] as [2C-P-2D-P-2H-P-2N-P-3C-P]
[2C-P-2D-D-2H-P-2N-P-3D-P] as [2C-P-2D-P-2H-P-2N-P-3D-P]
[2C-P-2D-D-2H-P-2N-P-3H-P] as [2C-P-2D-P-2H-P-2N-P-3H-P]
[2C-P-2D-D-2H-P-2N-P-3N-P] as [2C-P-2D-P-2H-P-2N-P-3N-P]
[2C-P-2D-D-2H-P-2N-P-3S-P] as [2C-P-2D-P-2H-P-2N-P-3S-P]
[2C-P-2D-D-2H-P-2S-P-2N-P] as [2C-P-2D-P-2H-P-2S-P-2N-P]
[2C-P-2D-D-2H-P-2S-P-3C-P] as [2C-P-2D-P-2H-P-2S-P-3C-P]
[2C-P-2D-D-2H-P-2S-P-3D-P] as [2C-P-2D-P-2H-P-2S-P-3D-P]
[2C-P-2D-D-2H-P-2S-P-3H-P] as [2C-P-2D-P-2H-P-2S-P-3H-P]
[2C-P-2D-D-2H-P-2S-P-3S-P] as [2C-P-2D-P-2H-P-2S-P-3S-P]
[2C-P-2D-D-2H-P-3C-P-3D-P] as [2C-P-2D-P-2H-P-3C-P-3D-P]
[2C-P-2D-D-2H-P-3C-P-3H-P] as [2C-P-2D-P-2H-P-3C-P-3H-P]
[2C-P-2D-D-2H-P-3C-P-3S-P] as [2C-P-2D-P-2H-P-3C-P-3S-P]
[2C-P-2D-D-2H-P-3C-P-4H-P] as [2C-P-2D-P-2H-P-3C-P-4H-P]
[2C-P-2D-D-2H-P-3D-P-3H-P] as [2C-P-2D-P-2H-P-3D-P-3H-P]
[2C-P-2D-D-2H-P-3D-P-3N-P] as [2C-P-2D-P-2H-P-3D-P-3N-P]
[2C-P-2D-D-2H-P-3D-P-3S-P] as [2C-P-2D-P-2H-P-3D-P-3S-P]
[2C-P-2D-D-2H-P-3D-P-4D-P] as [2C-P-2D-P-2H-P-3D-P-4D-P]
[2C-P-2D-D-2H-P-3H-P-4H-P] as [2C-P-2D-P-2H-P-3H-P-4H-P]
[2C-P-2D-D-2N-P-3C-P-3D-P] as [2C-P-2D-P-2N-P-3C-P-3D-P]
[2C-P-2D-D-2N-P-3C-P-3H-P] as [2C-P-2D-P-2N-P-3C-P-3H-P]
[2C-P-2D-D-2N-P-3C-P-3S-P] as [2C-P-2D-P-2N-P-3C-P-3S-P]
[2C-P-2D-D-2N-P-3D-P-3H-P] as [2C-P-2D-P-2N-P-3D-P-3H-P]
[2C-P-2D-D-2N-P-3H-P-3S-P] as [2C-P-2D-P-2N-P-3H-P-3S-P]
[2C-P-2D-D-2N-P-4N-P-6N-P] as [2C-P-2D-P-2N-P-4N-P-6N-P]
[2C-P-2D-D-2S-P-2N-P-3C-P] as [2C-P-2D-P-2S-P-2N-P-3C-P]
[2C-P-2D-D-2S-P-2N-P-3D-P] as [2C-P-2D-P-2S-P-2N-P-3D-P]
[2C-P-2D-D-2S-P-2N-P-3H-P] as [2C-P-2D-P-2S-P-2N-P-3H-P]
[2C-P-2D-D-2S-P-2N-P-3N-P] as [2C-P-2D-P-2S-P-2N-P-3N-P]
[2C-P-2D-D-2S-P-2N-P-3S-P] as [2C-P-2D-P-2S-P-2N-P-3S-P]
[2C-P-2D-D-2S-P-3C-P-3D-P] as [2C-P-2D-P-2S-P-3C-P-3D-P]
[2C-P-2D-D-2S-P-3C-P-3H-P] as [2C-P-2D-P-2S-P-3C-P-3H-P]
[2C-P-2D-D-2S-P-3C-P-3S-P] as [2C-P-2D-P-2S-P-3C-P-3S-P]
[2C-P-2D-D-2S-P-3C-P-4S-P] as [2C-P-2D-P-2S-P-3C-P-4S-P]
[2C-P-2D-D-2S-P-3D-P-3H-P] as [2C-P-2D-P-2S-P-3D-P-3H-P]
[2C-P-2D-D-2S-P-3D-P-3N-P] as [2C-P-2D-P-2S-P-3D-P-3N-P]
[2C-P-2D-D-2S-P-3D-P-3S-P] as [2C-P-2D-P-2S-P-3D-P-3S-P]
[2C-P-2D-D-2S-P-3D-P-4D-P] as [2C-P-2D-P-2S-P-3D-P-4D-P]
[2C-P-2D-D-2S-P-3H-P-3S-P] as [2C-P-2D-P-2S-P-3H-P-3S-P]
[2C-P-2D-D-2S-P-3S-P-4S-P] as [2C-P-2D-P-2S-P-3S-P-4S-P]
[2C-P-2D-D-3C-P-3D-P-3H-P] as [2C-P-2D-P-3C-P-3D-P-3H-P]
[2C-P-2D-D-3C-P-3D-P-3N-P] as [2C-P-2D-P-3C-P-3D-P-3N-P]
[2C-P-2D-D-3C-P-3D-P-3S-P] as [2C-P-2D-P-3C-P-3D-P-3S-P]
[2C-P-2D-D-3C-P-3D-P-4C-P] as [2C-P-2D-P-3C-P-3D-P-4C-P]
[2C-P-2D-D-3C-P-3H-P-3N-P] as [2C-P-2D-P-3C-P-3H-P-3N-P]
[2C-P-2D-D-3C-P-3H-P-4H-P] as [2C-P-2D-P-3C-P-3H-P-4H-P]
[2C-P-2D-D-3C-P-3S-P-3N-P] as [2C-P-2D-P-3C-P-3S-P-3N-P]
[2C-P-2D-D-3C-P-3S-P-4S-P] as [2C-P-2D-P-3C-P-3S-P-4S-P]
[2C-P-2D-D-3C-P-4C-P-5C-P] as [2C-P-2D-P-3C-P-4C-P-5C-P]
[2C-P-2D-D-3D-P-3H-P-3N-P] as [2C-P-2D-P-3D-P-3H-P-3N-P]
[2C-P-2D-D-3D-P-3H-P-3S-P] as [2C-P-2D-P-3D-P-3H-P-3S-P]
[2C-P-2D-D-3D-P-3H-P-4C-P] as [2C-P-2D-P-3D-P-3H-P-4C-P]
[2C-P-2D-D-3D-P-3H-P-4D-P] as [2C-P-2D-P-3D-P-3H-P-4D-P]
[2C-P-2D-D-3D-P-3H-P-4H-P] as [2C-P-2D-P-3D-P-3H-P-4H-P]
[2C-P-2D-D-3D-P-3S-P-3N-P] as [2C-P-2D-P-3D-P-3S-P-3N-P]
[2C-P-2D-D-3D-P-3S-P-4S-P] as [2C-P-2D-P-3D-P-3S-P-4S-P]
[2C-P-2D-D-3D-P-4C-P-5C-P] as [2C-P-2D-P-3D-P-4C-P-5C-P]
[2C-P-2D-D-3D-P-4C-P-5D-P] as [2C-P-2D-P-3D-P-4C-P-5D-P]
[2C-P-2D-D-3D-P-4D-P-5D-P] as [2C-P-2D-P-3D-P-4D-P-5D-P]
[2C-P-2D-D-3H-P-3N-P-4H-P] as [2C-P-2D-P-3H-P-3N-P-4H-P]
[2C-P-2D-D-3N-P-4D-P-4H-P] as [2C-P-2D-P-3N-P-4D-P-4H-P]
[2C-P-2D-D-3N-P-4H-P-4S-P] as [2C-P-2D-P-3N-P-4H-P-4S-P]
[2C-P-2D-D-3N-P-4N-P-6N-P] as [2C-P-2D-P-3N-P-4N-P-6N-P]
[2C-P-2D-D-3S-P-3N-P-4S-P] as [2C-P-2D-P-3S-P-3N-P-4S-P]
[2C-P-2D-D-2H-P-2N-P-3C-P-3N-P] as [2C-P-2D-P-2H-P-2N-P-3C-P-3N-P]
[2C-P-2D-D-2H-P-2N-P-3C-P-4H-P] as [2C-P-2D-P-2H-P-2N-P-3C-P-4H-P]
[2C-P-2D-D-2H-P-2N-P-3D-P-3N-P] as [2C-P-2D-P-2H-P-2N-P-3D-P-3N-P]
[2C-P-2D-D-2H-P-2N-P-3D-P-4H-P] as [2C-P-2D-P-2H-P-2N-P-3D-P-4H-P]
[2C-P-2D-D-2H-P-2N-P-3H-P-3N-P] as [2C-P-2D-P-2H-P-2N-P-3H-P-3N-P]
[2C-P-2D-D-2H-P-2N-P-3H-P-4H-P] as [2C-P-2D-P-2H-P-2N-P-3H-P-4H-P]
[2C-P-2D-D-2H-P-2N-P-3S-P-3N-P] as [2C-P-2D-P-2H-P-2N-P-3S-P-3N-P]
[2C-P-2D-D-2H-P-2N-P-3S-P-4H-P] as [2C-P-2D-P-2H-P-2N-P-3S-P-4H-P]
[2C-P-2D-D-2H-P-3C-P-3D-P-3H-P] as [2C-P-2D-P-2H-P-3C-P-3D-P-3H-P]
[2C-P-2D-D-2H-P-3C-P-3D-P-3N-P] as [2C-P-2D-P-2H-P-3C-P-3D-P-3N-P]
[2C-P-2D-D-2H-P-3C-P-3S-P-3N-P] as [2C-P-2D-P-2H-P-3C-P-3S-P-3N-P]
[2C-P-2D-D-2N-P-3C-P-3D-P-3N-P] as [2C-P-2D-P-2N-P-3C-P-3D-P-3N-P]
[2C-P-2D-D-2N-P-3C-P-3D-P-4N-P] as [2C-P-2D-P-2N-P-3C-P-3D-P-4N-P]
[2C-P-2D-D-2N-P-3C-P-3H-P-3N-P] as [2C-P-2D-P-2N-P-3C-P-3H-P-3N-P]
[2C-P-2D-D-2N-P-3C-P-3H-P-4H-P] as [2C-P-2D-P-2N-P-3C-P-3H-P-4H-P]
[2C-P-2D-D-2N-P-3C-P-3H-P-4N-P] as [2C-P-2D-P-2N-P-3C-P-3H-P-4N-P]
[2C-P-2D-D-2N-P-3C-P-3S-P-3N-P] as [2C-P-2D-P-2N-P-3C-P-3S-P-3N-P]
[2C-P-2D-D-2N-P-3C-P-3S-P-4N-P] as [2C-P-2D-P-2N-P-3C-P-3S-P-4N-P]
[2C-P-2D-D-2N-P-3C-P-3S-P-4S-P] as [2C-P-2D-P-2N-P-3C-P-3S-P-4S-P]
[2C-P-2D-D-2N-P-3D-P-3H-P-3N-P] as [2C-P-2D-P-2N-P-3D-P-3H-P-3N-P]
[2C-P-2D-D-2N-P-3D-P-3H-P-4H-P] as [2C-P-2D-P-2N-P-3D-P-3H-P-4H-P]
[2C-P-2D-D-2N-P-3H-P-3S-P-3N-P] as [2C-P-2D-P-2N-P-3H-P-3S-P-3N-P]
[2C-P-2D-D-2N-P-3H-P-3S-P-4S-P] as [2C-P-2D-P-2N-P-3H-P-3S-P-4S-P]
[2C-P-2D-D-2S-P-2N-P-3C-P-3N-P] as [2C-P-2D-P-2S-P-2N-P-3C-P-3N-P]
[2C-P-2D-D-2S-P-2N-P-3C-P-4S-P] as [2C-P-2D-P-2S-P-2N-P-3C-P-4S-P]
[2C-P-2D-D-2S-P-2N-P-3D-P-3N-P] as [2C-P-2D-P-2S-P-2N-P-3D-P-3N-P]
[2C-P-2D-D-2S-P-2N-P-3D-P-4S-P] as [2C-P-2D-P-2S-P-2N-P-3D-P-4S-P]
[2C-P-2D-D-2S-P-2N-P-3H-P-3N-P] as [2C-P-2D-P-2S-P-2N-P-3H-P-3N-P]
[2C-P-2D-D-2S-P-2N-P-3H-P-4S-P] as [2C-P-2D-P-2S-P-2N-P-3H-P-4S-P]
[2C-P-2D-D-2S-P-2N-P-3S-P-3N-P] as [2C-P-2D-P-2S-P-2N-P-3S-P-3N-P]
[2C-P-2D-D-2S-P-2N-P-3S-P-4S-P] as [2C-P-2D-P-2S-P-2N-P-3S-P-4S-P]
[2C-P-2D-D-2S-P-3C-P-3D-P-3N-P] as [2C-P-2D-P-2S-P-3C-P-3D-P-3N-P]
[2C-P-2D-D-2S-P-3C-P-3D-P-3S-P] as [2C-P-2D-P-2S-P-3C-P-3D-P-3S-P]
[2C-P-2D-D-2S-P-3C-P-3H-P-3N-P] as [2C-P-2D-P-2S-P-3C-P-3H-P-3N-P]
[2C-P-2D-D-2S-P-3C-P-3H-P-3S-P] as [2C-P-2D-P-2S-P-3C-P-3H-P-3S-P]
[2C-P-2D-D-3N-P-4D-P-4H-P-6H-P] as [2C-P-2D-P-3N-P-4D-P-4H-P-6H-P]
[2C-P-2D-D-3N-P-4D-P-4S-P-6S-P] as [2C-P-2D-P-3N-P-4D-P-4S-P-6S-P]
[2C-P-2D-D-3N-P-4H-P-4S-P-6S-P] as [2C-P-2D-P-3N-P-4H-P-4S-P-6S-P]
[2C-P-2D-D-2N-P-3C-P-3D-P-4N-P-6N-P] as [2C-P-2D-P-2N-P-3C-P-3D-P-4N-P-6N-P]
[2C-P-2D-D-2N-P-3C-P-3H-P-3N-P-4S-P] as [2C-P-2D-P-2N-P-3C-P-3H-P-3N-P-4S-P]
[2C-P-2D-D-2N-P-3C-P-3H-P-4N-P-6N-P] as [2C-P-2D-P-2N-P-3C-P-3H-P-4N-P-6N-P]
[2C-P-2D-D-2N-P-3C-P-3S-P-4N-P-6N-P] as [2C-P-2D-P-2N-P-3C-P-3S-P-4N-P-6N-P]
[2C-P-2D-D-2N-P-3D-P-3H-P-3N-P-4H-P] as [2C-P-2D-P-2N-P-3D-P-3H-P-3N-P-4H-P]
[2C-P-2D-D-2N-P-3H-P-3S-P-3N-P-4S-P] as [2C-P-2D-P-2N-P-3H-P-3S-P-3N-P-4S-P]

# A positive response over their overcall: opener goes on as without the overcall.
[2C-2{b}-2{a}-P] where b in DH, a in HS, b<a as [2C-P-2{a}-P]

[2C-2{b}-3{a}-P] where b in DHS, a in CD, a!=b as [2C-P-3{a}-P]

[2C-2{b}-2N-P] where b in DHS as [2C-P-2N-P]

# Opener reopened after an overcall (2C-(2x)-P-P-...): his notrump is 22-24 as after
# 2C-2D-2NT; his new suit is natural and, as every 2C auction but the 2NT rebid, forcing to
# game: responder raises a major with three, else bids 3NT.
[2C-2{b}-P-P-2N-P] where b in DHS complete
3N "2C Strong: Competition" hcp=3+ text="game opposite 22-24" ref="SAYC booklet: strong 2C opening (2C then 2NT 22-24)"
   test=J62-53-Q9532-T82
P "2C Strong: Competition" text="0-2 HCP" ref="standard teaching: 2C then 2NT is the only non-forcing rebid"
   test=T92-J84-T98-T532

[2C-2{b}-P-P-2{a}-P] where b in DH, a in HS, b<a complete
4{a} "2C Strong: Competition" {a}=3+ text="support: game" ref="standard teaching: 2C forces to game"
   test=T732-862-T98-J32
3N "2C Strong: Competition" text="no fit: game" ref="standard teaching: 2C forces to game" test=T9-T8-T9832-J532

[2C-2{b}-P-P-3{a}-P] where b in DHS, a in HS, a!=b complete
4{a} "2C Strong: Competition" {a}=3+ text="support: game" ref="standard teaching: 2C forces to game"
   test=T732-T732-T98-J3
3N "2C Strong: Competition" text="no fit: game" ref="standard teaching: 2C forces to game" test=T9-T8-T9832-J532

[2C-2{b}-P-P-3{a}-P] where b in DHS, a in CD, a!=b complete
5{a} "2C Strong: Competition" {a}=4+ shape=unbalanced text="support, unbalanced: game" ref="standard teaching: 2C forces to game"
   test=T-T7-J7532-T9832
3N "2C Strong: Competition" text="game" ref="standard teaching: 2C forces to game" test=T982-T86-T98-J53

[2C-2{b}-P-P-3N-P] where b in DHS complete
P "2C Strong: Competition" text="to play" ref="standard teaching: opener placed the contract" test=T9-T8-T9832-J532

# Opener's reopening double (strong, takeout-minded): responder passes with length in their
# suit, bids notrump with a stopper, a four-card suit, else the cheapest notrump.
[2C-2{b}-P-P-D-P] where b in DHS complete
P "2C Strong: Competition" {b}=4+ text="converts for penalties: length in their suit"
   ref="standard teaching: partner may pass a strong double for penalties" test=T982-T862-J982-3

[2C-2D-P-P-D-P] complete
2x "2C Strong: Competition" X=4+ S=x H=x text="a four-card major" ref="standard teaching: answering partner's double"
   test=T862-J982-T3-T92
3C "2C Strong: Competition" C=4+ text="four clubs" ref="standard teaching: answering partner's double"
   test=T86-J98-T3-T9832

[2C-2H-P-P-D-P] complete
2S "2C Strong: Competition" S=4+ text="four spades" ref="standard teaching: answering partner's double"
   test=T862-T3-J982-T92
3x "2C Strong: Competition" X=4+ D=x C=x text="a four-card minor" ref="standard teaching: answering partner's double"
   test=T86-T3-J982-T982

[2C-2S-P-P-D-P] complete
3x "2C Strong: Competition" X=4+ H=x D=x C=x text="a four-card suit" ref="standard teaching: answering partner's double"
   test=T3-T862-J982-T92


# Opener after his reopening double and responder's answer (2C-(2x)-P-P-D-P-y): the 2C
# opening forces to game and responder has shown no weakness that rules it out (his pass
# over the overcall was weak or waiting, his answer forced): game in responder's major with
# four-card support, 3NT with their suit stopped, five of responder's minor with four-card
# support, else 3NT.
[2C-2{b}-P-P-D-P-2{c}-P] where b in DHS, b<c complete
4{c} "2C Strong: Competition" {c}=4+ text="game: four-card support for responder's major" ref="SAYC booklet: strong 2C opening, forcing to game except 2C then 2NT; standard teaching: the 2C opener does not pass below game unless partner has shown weakness that rules game out"
   test=AKQ3-AKJ4-4-AKJ3
3N "2C Strong: Competition" {b}=:1stop text="game: 3NT with their suit stopped" ref="SAYC booklet: strong 2C opening, forcing to game except 2C then 2NT; standard teaching: the 2C opener does not pass below game unless partner has shown weakness that rules game out"
   test=AK3-AQ2-KQ62-AJ4
3N "2C Strong: Competition" text="game forced: 3NT" ref="SAYC booklet: strong 2C opening, forcing to game except 2C then 2NT; standard teaching: the 2C opener does not pass below game unless partner has shown weakness that rules game out"
   test=AKQ-AK2-J6-KQJ32|AKQ-J6-AK2-KQJ32
[2C-2{b}-P-P-D-P-3{c}-P] where b in DHS, c in HS, c!=b complete
4{c} "2C Strong: Competition" {c}=4+ text="game: four-card support for responder's major" ref="SAYC booklet: strong 2C opening, forcing to game except 2C then 2NT; standard teaching: the 2C opener does not pass below game unless partner has shown weakness that rules game out"
   test=AKQ3-AKJ4-4-AKJ3
3N "2C Strong: Competition" {b}=:1stop text="game: 3NT with their suit stopped" ref="SAYC booklet: strong 2C opening, forcing to game except 2C then 2NT; standard teaching: the 2C opener does not pass below game unless partner has shown weakness that rules game out"
   test=AK3-AQ2-KQ62-AJ4
[2C-2{b}-P-P-D-P-3{c}-P] where b in DHS, c in CD, c!=b complete
3N "2C Strong: Competition" {b}=:1stop text="game: 3NT with their suit stopped" ref="SAYC booklet: strong 2C opening, forcing to game except 2C then 2NT; standard teaching: the 2C opener does not pass below game unless partner has shown weakness that rules game out"
   test=AK3-AQ2-KQ62-AJ4
5{c} "2C Strong: Competition" {c}=4+ text="game: four-card support for responder's minor" ref="SAYC booklet: strong 2C opening, forcing to game except 2C then 2NT; standard teaching: the 2C opener does not pass below game unless partner has shown weakness that rules game out"
   test=J6-KJ4-AKQ7-AKJ8|KJ4-J6-AKQ7-AKJ8|AKQ7-KJ4-J6-AKJ8
[2C-2{b}-P-P-D-P-3{c}-P] where b in DHS, c!=b complete
3N "2C Strong: Competition" text="game forced: 3NT" ref="SAYC booklet: strong 2C opening, forcing to game except 2C then 2NT; standard teaching: the 2C opener does not pass below game unless partner has shown weakness that rules game out"
   test=J6-AKQ-AK2-KQJ32|J6-AK2-KQJ32-AKQ|AKQ-J6-AK2-KQJ32|AK2-J6-KQJ32-AKQ|AKQ-AK2-J6-KQJ32|AKQ-KQJ32-J6-AK2

# Opener's strong double after the waiting 2D is overcalled (2C-P-2D-(2y/3y)-D) is the
# reopening double after an overcall of 2C: responder answers it, and opener goes on to game,
# as there.
[2C-P-2D-2{b}-D-P] where b in HS as [2C-2{b}-P-P-D-P]
[2C-P-2D-3{b}-D-P] as [2C-3{b}-P-P-D-P]
[2C-P-2D-2{b}-D-P-2{c}-P] where b in HS, b<c as [2C-2{b}-P-P-D-P-2{c}-P]
[2C-P-2D-2{b}-D-P-3{c}-P] where b in HS, c!=b as [2C-2{b}-P-P-D-P-3{c}-P]

# A 2NT overcall of 2C (usually the minors): responder doubles with values; opener reopens
# with a five-card suit, notrump when balanced, else a double.
[2C-2N]
D "2C Strong: Competition" hcp=5+ text="values: penalty-minded" ref="standard teaching: double their overcall of 2C with values"
   test=K932-Q87-T92-J92

[2C-2N-D-P] complete
3x "2C Strong: Competition" X=6+ S=x H=x D=x C=x text="a long suit: natural, forcing to game"
   ref="standard teaching: 2C forces to game" test=AKQJ32-AKJ-A2-K4
P "2C Strong: Competition" text="defends 2NT doubled: partner has values" ref="standard teaching: a penalty double is passed when the defence is strong"
   test=AK32-AKJ2-AQ2-K4

[2C-2N-P-P] complete
3x "2C Strong: Competition" X=5+ S=x H=x D=x C=x text="natural: forcing to game" ref="standard teaching: 2C forces to game"
   test=AKQ32-AKJ2-A2-K4
3N "2C Strong: Competition" shape=balanced text="balanced: to play" ref="standard teaching: 2C forces to game"
   test=AK3-AQ2-AQ62-AK4
D "2C Strong: Competition" text="strong; partner may pass for penalties" ref="standard teaching: partner may pass a strong double for penalties"
   test=AK32-AKJ2-AKJ2-4

[2C-2N-P-P-3{a}-P] where a in HS complete
4{a} "2C Strong: Competition" {a}=3+ text="support: game" ref="standard teaching: 2C forces to game"
   test=T732-T732-T98-J3
3N "2C Strong: Competition" text="no fit: game" ref="standard teaching: 2C forces to game" test=T9-T8-T9832-J532

[2C-2N-P-P-3{a}-P] where a in CD complete
3N "2C Strong: Competition" text="game" ref="standard teaching: 2C forces to game" test=T982-T86-T98-J53

# Opener's rebid after they overcall the waiting 2D: his 2NT and new suits mean what they
# mean without the overcall; a natural three-level suit is forcing to game.
[2C-P-2D-2{b}-2N-P] where b in HS as [2C-P-2D-P-2N-P]

[2C-P-2D-2H-2S-P] as [2C-P-2D-P-2S-P]

# ... and the later rounds of those auctions go on as without the overcall.
[2C-P-2D-2{b}-2N-P-3C-P] where b in HS as [2C-P-2D-P-2N-P-3C-P]
[2C-P-2D-2{b}-2N-P-3D-P] where b in HS as [2C-P-2D-P-2N-P-3D-P]
[2C-P-2D-2{b}-2N-P-3H-P] where b in HS as [2C-P-2D-P-2N-P-3H-P]
[2C-P-2D-2{b}-2N-P-3N-P] where b in HS as [2C-P-2D-P-2N-P-3N-P]
[2C-P-2D-2{b}-2N-P-4N-P] where b in HS as [2C-P-2D-P-2N-P-4N-P]
[2C-P-2D-2{b}-2N-P-6N-P] where b in HS as [2C-P-2D-P-2N-P-6N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3D-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3D-P]
[2C-P-2D-2{b}-2N-P-3C-P-3H-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3H-P]
[2C-P-2D-2{b}-2N-P-3C-P-3S-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3S-P]
[2C-P-2D-2{b}-2N-P-3D-P-3H-P] where b in HS as [2C-P-2D-P-2N-P-3D-P-3H-P]
[2C-P-2D-2{b}-2N-P-3H-P-3S-P] where b in HS as [2C-P-2D-P-2N-P-3H-P-3S-P]
[2C-P-2D-2{b}-2N-P-4N-P-6N-P] where b in HS as [2C-P-2D-P-2N-P-4N-P-6N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3D-P-3N-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3D-P-3N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3D-P-4N-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3D-P-4N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3H-P-3N-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3H-P-3N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3H-P-4H-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3H-P-4H-P]
[2C-P-2D-2{b}-2N-P-3C-P-3H-P-4N-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3H-P-4N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3S-P-3N-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3S-P-3N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3S-P-4N-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3S-P-4N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3S-P-4S-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3S-P-4S-P]
[2C-P-2D-2{b}-2N-P-3D-P-3H-P-3N-P] where b in HS as [2C-P-2D-P-2N-P-3D-P-3H-P-3N-P]
[2C-P-2D-2{b}-2N-P-3D-P-3H-P-4H-P] where b in HS as [2C-P-2D-P-2N-P-3D-P-3H-P-4H-P]
[2C-P-2D-2{b}-2N-P-3H-P-3S-P-3N-P] where b in HS as [2C-P-2D-P-2N-P-3H-P-3S-P-3N-P]
[2C-P-2D-2{b}-2N-P-3H-P-3S-P-4S-P] where b in HS as [2C-P-2D-P-2N-P-3H-P-3S-P-4S-P]
[2C-P-2D-2{b}-2N-P-3C-P-3D-P-4N-P-6N-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3D-P-4N-P-6N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3H-P-3N-P-4S-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3H-P-3N-P-4S-P]
[2C-P-2D-2{b}-2N-P-3C-P-3H-P-4N-P-6N-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3H-P-4N-P-6N-P]
[2C-P-2D-2{b}-2N-P-3C-P-3S-P-4N-P-6N-P] where b in HS as [2C-P-2D-P-2N-P-3C-P-3S-P-4N-P-6N-P]
[2C-P-2D-2{b}-2N-P-3D-P-3H-P-3N-P-4H-P] where b in HS as [2C-P-2D-P-2N-P-3D-P-3H-P-3N-P-4H-P]
[2C-P-2D-2{b}-2N-P-3H-P-3S-P-3N-P-4S-P] where b in HS as [2C-P-2D-P-2N-P-3H-P-3S-P-3N-P-4S-P]
[2C-P-2D-2H-2S-P-2N-P] as [2C-P-2D-P-2S-P-2N-P]
[2C-P-2D-2H-2S-P-3C-P] as [2C-P-2D-P-2S-P-3C-P]
[2C-P-2D-2H-2S-P-3D-P] as [2C-P-2D-P-2S-P-3D-P]
[2C-P-2D-2H-2S-P-3H-P] as [2C-P-2D-P-2S-P-3H-P]
[2C-P-2D-2H-2S-P-3S-P] as [2C-P-2D-P-2S-P-3S-P]
[2C-P-2D-2H-2S-P-2N-P-3S-P] as [2C-P-2D-P-2S-P-2N-P-3S-P]
[2C-P-2D-2H-2S-P-3C-P-3D-P] as [2C-P-2D-P-2S-P-3C-P-3D-P]
[2C-P-2D-2H-2S-P-3C-P-3H-P] as [2C-P-2D-P-2S-P-3C-P-3H-P]
[2C-P-2D-2H-2S-P-3D-P-3H-P] as [2C-P-2D-P-2S-P-3D-P-3H-P]

[2C-P-2D-2S-3H-P] complete
4H "2C Strong: Responder" H=3+ text="support: game" ref="standard teaching: 2C forces to game" test=T98-QJ8-T98-T932
3N "2C Strong: Responder" text="game" ref="standard teaching: 2C forces to game" test=T98-Q8-T982-T932

[2C-P-2D-2{b}-3{c}-P] where b in HS, c in CD complete
4{c} "2C Strong: Responder" {c}=3+ text="support, as without the overcall"
   ref="standard teaching: 2C forces to game; the overcall took no room, so responder raises opener's minor with three trumps as he would without it (3NT wants their suit stopped)" test=Q82-J86-952-Q953
3N "2C Strong: Responder" text="game" ref="standard teaching: 2C forces to game" test=T9876-Q843-T9-32
[2C-P-2D-2{b}-3{c}-P-4{c}-P] where b in HS, c in CD as [2C-P-2D-P-3{c}-P-4{c}-P]

# After a positive response (game forcing) responder rebids his major (six cards): opener
# raises with two, else 3NT.
block "2C: opener's fit for responder's six-card major"
4N@{a}0 "Blackwood" {a}=2+ hcp=25+ S=1+ H=1+ D=1+ C=1+ asks=A text="a fit for partner's six-card suit and 25+ opposite a positive (8+): 33+ together, asks for aces"
   ref="standard teaching: 33 points with a fit make slam; never bid a game to play when the side's known minimum reaches 33; Blackwood checks the aces" test=A2-AK2-AKQ2-KQ32
4{a} "2C Strong: Rebid" {a}=2+ text="a fit for partner's six-card suit: game" ref="standard teaching: a positive response forces to game"
   test=AK-AK2-AQJ32-Q32
3N "2C Strong: Rebid" text="no fit: game" ref="standard teaching: a positive response forces to game" test=A-2-AKQJ32-AKQ32

[2C-P-2{a}-P-2{c}-P-3{a}-P] where a in HS, c>a
use "2C: opener's fit for responder's six-card major"

[2C-P-2{a}-P-3{c}-P-3{a}-P] where a in HS, c<a
use "2C: opener's fit for responder's six-card major"

[2C-P-2{a}-P-2N-P-3{a}-P] where a in HS complete
use "2C: opener's fit for responder's six-card major"

# After 2C-2D-2M and a natural call by responder (not the second negative), the auction is
# forcing to game: responder raises opener's rebid major, else 3NT.
block "2C: responder's fit for opener's six-card major"
4N@{a}0 "Blackwood" {a}=2+ hcp=8+ S=1+ H=1+ D=1+ C=1+ asks=A text="a fit for opener's six-card suit and 8+ HCP (the waiting 2D and a new suit promised about 4): asks for aces"
   ref="standard teaching: after a strong 2C a responder with a fit and more than he has shown adds his values to opener's 22+: 30+ together with a six-card trump suit play for twelve tricks; Blackwood checks the aces" test=Q2-KJ842-K76-J42
4{a} "2C Strong: Responder" {a}=2+ text="a fit for opener's six-card suit: game" ref="standard teaching: 2C forces to game"
   test=Q2-QJ842-J76-T42
3N "2C Strong: Responder" text="no fit: game" ref="standard teaching: 2C forces to game" test=7-2-QJ8762-Q8432

[2C-P-2D-P-2{a}-P-3{r}-P-3{a}-P] where a in HS, r in DH, r<a
use "2C: responder's fit for opener's six-card major"

# Opener shows a minor after responder's 2S over 2H: responder raises hearts with three, else
# 3NT.
[2C-P-2D-P-2H-P-2S-P-3{c}-P] where c in CD complete
4H "2C Strong: Responder" H=3+ text="support for opener's first suit: game" ref="standard teaching: 2C forces to game"
   test=Q92-QJ842-J76-T4
3S "2C Strong: Responder" S=6+ text="six spades or more, no heart fit: rebids them (forcing)" ref="standard teaching: after a strong 2C (forcing to game) responder describes his hand naturally: support for opener first, then a six-card suit of his own rebid, before notrump" test=KJ97643-63-QT7-4|KJ97643-63-4-QT7
3N "2C Strong: Responder" text="game" ref="standard teaching: 2C forces to game" test=QJ842-7-J762-Q42

# Responder rebids his six spades after opener's minor (2C-2D-2H-2S-3m-3S): two spades make
# an eight-card fit, raise to game; without them, 3NT.
[2C-P-2D-P-2H-P-2S-P-3{c}-P-3S-P] where c in CD complete
4S "2C Strong: Rebid" S=2+ text="two spades or more opposite responder's six: an eight-card fit, game" ref="standard teaching: a rebid suit shows six cards; with two-card support the fit is found, play the major game (2C forces to game)" test=A2-AKQJ7-AKQ2-K2|A2-AKQJ7-K2-AKQ2
3N "2C Strong: Rebid" text="no spade fit: game in notrump" ref="standard teaching: 2C forces to game; without a fit, notrump" test=5-AKQJ7-AKQ2-AK2|5-AKQJ7-AK2-AKQ2

# Responder's 5NT over opener's 22-24 balanced invites 7NT: accept with more than a minimum.
[2C-P-2D-P-2N-P-5N-P] complete
7N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: 33 points for 6NT, 37 for 7NT; with 35-36 5NT invites seven (forcing to six)" test=AK4-AKQ2-AQ-J842
6N "2C Strong: Rebid" text="declines: a minimum" ref="standard teaching: 33 points for 6NT, 37 for 7NT; with 35-36 5NT invites seven (forcing to six)" test=A97-AKQ4-AK-J842

[2C-P-2N-P-3N-P-5N-P] complete
7N "2C Strong: Rebid" hcp=23+ text="accepts: more than a minimum" ref="standard teaching: 33 points for 6NT, 37 for 7NT; with 35-36 5NT invites seven (forcing to six)" test=AK4-AKQ2-AQ-J842
6N "2C Strong: Rebid" text="declines: a minimum" ref="standard teaching: 33 points for 6NT, 37 for 7NT; with 35-36 5NT invites seven (forcing to six)" test=A97-AKQ4-AK-J842

[2C-P-2D-P-2N-P-5N-P-6N-P] complete
P "2C Strong: Responder" text="opener declined" test=KQ6-J54-KQ8-QJ32

[2C-P-2N-P-3N-P-5N-P-6N-P] complete
P "2C Strong: Responder" text="opener declined" test=KQ6-J54-KQ8-QJ32

[2C-P-2D-P-2N-P-7N-P] complete
P "2C Strong: Rebid" text="to play" test=A97-AKQ4-AK-J842

[2C-P-2N-P-3N-P-7N-P] complete
P "2C Strong: Rebid" text="to play" test=A97-AKQ4-AK-J842

[2C-P-2D-P-2N-P-5N-P-7N-P] complete
P "2C Strong: Responder" text="to play" test=KQ6-J54-KQ8-QJ32

[2C-P-2N-P-3N-P-5N-P-7N-P] complete
P "2C Strong: Responder" text="to play" test=KQ6-J54-KQ8-QJ32

# Opener's raise to five (three losers or fewer and a void): six with an ace or a top trump.
[2C-P-2D-P-2{a}-P-3{a}-P-5{a}-P] where a in HS complete
6{a} "2C Strong: Responder" custom=1:A1 text="an ace: accepts" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell which ace partner holds); a raise to five of the agreed major asks partner to bid six with a useful card (an ace or a top trump)" test=A82-A82-9532-T42
6{a} "2C Strong: Responder" {a}=:A,K text="a top trump: accepts" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell which ace partner holds); a raise to five of the agreed major asks partner to bid six with a useful card (an ace or a top trump)" test=K82-K82-9532-T42
P "2C Strong: Responder" text="declines: only a king or queens outside" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell which ace partner holds); a raise to five of the agreed major asks partner to bid six with a useful card (an ace or a top trump)" test=Q82-Q82-K532-T42

[2C-P-2D-P-2{a}-P-3{a}-P-5{a}-P-6{a}-P] where a in HS complete
P "2C Strong: Rebid" text="partner accepted" test=AK2-AKQJ63-AK53-

# Opener's quantitative 4NT (23-24) over responder's 3NT after a positive (3NT showed 8-10):
# accept with a maximum (10: 33+ together).
block "2C: responder answers opener's quantitative 4NT"
6N "2C Strong: Responder" hcp=10+ text="accepts: a maximum (33+ together)"
   ref="standard teaching: with 31-32 together make a slam try (a quantitative 4NT); accept it with a maximum" test=K43-QJ2-KJ432-32
P "2C Strong: Responder" text="declines: a minimum" ref="standard teaching: decline a quantitative invitation with a minimum" test=Q43-QJ2-KJ432-32

[2C-P-2{a}-P-3{b}-P-3N-P-4N-P] where a in HS, b<a complete
use "2C: responder answers opener's quantitative 4NT"

[2C-P-3{a}-P-3{b}-P-3N-P-4N-P] where a in CD, b in HS complete
use "2C: responder answers opener's quantitative 4NT"

[2C-P-3C-P-3D-P-3N-P-4N-P] complete
use "2C: responder answers opener's quantitative 4NT"

[2C-P-2{a}-P-3{b}-P-3N-P-4N-P-6N-P] where a in HS, b<a complete
P "2C Strong: Rebid" text="partner accepted" test=AK2-AK-AQJ2-AQ32

[2C-P-3{a}-P-3{b}-P-3N-P-4N-P-6N-P] where a in CD, b in HS complete
P "2C Strong: Rebid" text="partner accepted" test=AKQ2-AKQ2-Q2-K32

[2C-P-3C-P-3D-P-3N-P-4N-P-6N-P] complete
P "2C Strong: Rebid" text="partner accepted" test=AK2-AK2-AKJ32-Q2

# Responder after opener raised his six-card major to game: he has shown a positive (8+) and
# opener 22+; with 11+ the side holds 33+ and a fit: Blackwood (no void); else pass.
block "2C: responder after opener's game raise of his six-card major"
4N@{a}0 "Blackwood" hcp=11+ S=1+ H=1+ D=1+ C=1+ asks=A text="11+ opposite 22+ and a fit (33+ together): asks for aces"
   ref="standard teaching: 33 points with a fit make slam; never stop in game when the side's known minimum reaches 33; Blackwood checks the aces" test=KQJ43-KQJ43-K2-2
P "2C Strong: Responder" text="no slam: opener chose the contract" test=KQ843-KQ843-2-32

[2C-P-2{a}-P-2{c}-P-3{a}-P-4{a}-P] where a in HS, c>a complete
use "2C: responder after opener's game raise of his six-card major"

[2C-P-2{a}-P-3{c}-P-3{a}-P-4{a}-P] where a in HS, c<a complete
use "2C: responder after opener's game raise of his six-card major"

[2C-P-2{a}-P-2N-P-3{a}-P-4{a}-P] where a in HS complete
use "2C: responder after opener's game raise of his six-card major"

# Opener after responder's 3NT, once the waiting 2D and a later call have shown values (4+
# HCP: not the second negative): the 2C opening promised only 22, so opener adds what he holds
# beyond it to what responder has shown. 33 together: 6NT; 31-32: a quantitative 4NT, which
# responder accepts with two or more HCP beyond the 4 he has shown.
block "2C: opener's values beyond 22 opposite responder's 3NT"
6N "2C Strong: Rebid" ours.hcp=33+ hcp=29+ text="33+ HCP together (his own and responder's shown values): small slam"
   ref="standard teaching: 33 points together make a small slam in notrump; the 2C opener counts his own strength beyond the 22 he has shown, added to the values responder's calls promised"
   test=AKQ2-AKJ-AK-KQJ2
4N "2C Strong: Rebid" ours.hcp=31-32 hcp=27+ text="quantitative: 31-32 HCP together, invites 6NT"
   ref="standard teaching: with 31-32 points together make a slam try (a quantitative 4NT); the 2C opener counts his strength beyond the 22 he has shown"
   test=AKQ2-AKJ-AQ-KJ72

[2C-P-2D-P-2H-P-2S-P-3{c}-P-3N-P] where c in CD
use "2C: opener's values beyond 22 opposite responder's 3NT"

# Responder after opener's quantitative 4NT over his 3NT (31-32 counting the 4 HCP responder
# has shown): accept with two or more beyond them (33+ together), else pass.
[partner:2C P me:2D P ... me:3N P partner:4N P]
6N "2C Strong: Responder" hcp=6+ text="accepts: 6+ HCP, two or more beyond the 4 he has shown (33+ together)"
   ref="standard teaching: accept a quantitative invitation with more than the minimum your bidding has shown"
   test=Q82-K863-Q95-952
P "2C Strong: Responder" text="declines: the minimum he has shown" ref="standard teaching: decline a quantitative invitation with a minimum"
   test=Q82-J863-Q52-952
