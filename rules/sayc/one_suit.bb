# SAYC: uncontested auctions after our opening of one of a suit.
#
# The opponents pass throughout. Sections are grouped by round:
#   1. responses to 1H/1S (Jacoby 2NT, raises, two over one, 1NT, 3NT, jump shifts)
#   2. responses to 1C/1D (up the line, notrump ranges, raises, jump shifts)
#   3. opener's rebid after a one-level response (raises, new suits, reverses, notrump)
#   4. opener's rebid after 1NT, a raise, a two-over-one, Jacoby 2NT, notrump, a jump shift
#   5. responder's rebid after a one-level response (fourth suit forcing)
#   6. responder's rebid after 1NT, a raise (help-suit tries), a two-over-one
#   7. later rounds: Jacoby 2NT continuations, opener's third call, answers to fourth suit
#      forcing, passes once game is reached
#   8. further continuations found by bidding random deals
# A Blackwood 4NT with a suit agreed is written 4N@t0 (t the trump suit); its answers are in
# slam.bb, as are the answers to the Grand Slam Force (5N@Gt).
#
# Parametrized sections are used where one test hand can serve every expansion; where an entry
# depends on the length of a suit that changes between expansions (a six-card rebid of opener's
# suit, say), the section is written for the one suit and parametrized over the other.
#
# Strength words used below: responder minimum 6-10, invitational 11-12 (10-12 for a limit raise
# counted in support points), game-forcing 13+; opener minimum 12-15, medium 16-18, maximum 19+.
# Responder's first response counts length (a five-card suit adds a point, a six-card suit two),
# so a 5-count with a five-card suit responds.

convention "Jacoby 2NT"
convention "Jacoby 2NT: Opener Rebid"
convention "Fourth Suit Forcing"
convention "Blackwood"
convention "Strong Minor Raise" = off
convention "Grand Slam Force"

########################################################################################
# 1. RESPONSES TO ONE OF A MAJOR
########################################################################################

# Grand Slam Force: with first-round control of every side suit, only the top trumps matter.
[1H-P] complete
5N@G3 "Grand Slam Force" hcp=16+ H=4+ losers=4 S=:FRC D=:FRC C=:FRC asks=K
   text="Grand Slam Force: first-round control of every side suit and the values for a grand (16+ HCP and four losers or fewer): bid 7 with two of the top three trumps" ref="standard teaching: the Grand Slam Force is for a hand whose only worry is the top trumps; controls without the values leave side-suit losers" test=-QJT43-A-AKQJT98

[1S-P] complete
5N@G4 "Grand Slam Force" hcp=16+ S=4+ losers=4 H=:FRC D=:FRC C=:FRC asks=K
   text="Grand Slam Force: first-round control of every side suit and the values for a grand (16+ HCP and four losers or fewer): bid 7 with two of the top three trumps" ref="standard teaching: the Grand Slam Force is for a hand whose only worry is the top trumps; controls without the values leave side-suit losers" test=K854--AKQ82-AK85

# Strong jump shifts in a major (19+ HCP, or 16-18 with a strong suit and a fit, or a strong
# one-suiter; two-suiters start with a simple new suit).
[1H-P] complete
2S hcp=19+ S=5+ H=<4 C=<=S D=<=S asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ95-K3-AQ2-K32
2S hcp=16-18 S=5+:3/4 H=3 asks=G text="jump shift: strong suit and heart support" test=AKQ95-K32-Q32-K2
2S hcp=16-18 S=6+:3/4 H=<4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=AKQJ95-32-KJ2-K2

[1S-P] complete
3H hcp=19+ H=5+ S=<4 C=<=H D=<=H asks=G text="jump shift: 19+ HCP, forcing to game" test=K3-AKJ95-AQ2-K32
3H hcp=16-18 H=5+:3/4 S=3 asks=G text="jump shift: strong suit and spade support" test=K32-AKQ95-Q32-K2
3H hcp=16-18 H=6+:3/4 S=<4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=32-AKQJ95-KJ2-K2

[1{a}-P] where a in HS complete
# Preemptive raise to game: long trumps, shortness, little in high cards.
4{a} hcp=<10 {a}=5+ shape=singleton-or-void text="preemptive raise: 5+ trumps, a short suit, under 10 HCP"
   test=KJ432-Q9876-2-32
3x hcp=19+ X=5+ C=x D=x {a}=<4 asks=G text="jump shift: 19+ HCP, forcing to game" test=A2-K32-AKQ32-K32
3x hcp=16-18 X=5+:3/4 C=x D=x {a}=3 asks=G text="jump shift: strong suit and a fit" test=K32-K32-AKQ52-K2
3x hcp=16-18 X=6+:3/4 C=x D=x {a}=<4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=32-K2-AKQJ95-K32
# Jacoby 2NT: game-forcing raise with four or more trumps (not by a passed hand).
2N "Jacoby 2NT" pos=N hcp=12+ {a}=4+ dummy={a}5:13+ alert asks=G
   text="Jacoby: game-forcing raise, 4+ trumps" test=KJ32-AQ32-K32-32
# A passed hand cannot force to game: with a maximum and a fit it bids game.
4{a} pos=Y {a}=4+ dummy={a}5:13+ text="passed hand: maximum with a fit" test=KJ32-AQ32-K32-32
3{a} hcp=4-12 {a}=3+ dummy={a}5:10-12 text="limit raise: 10-12 support points, 3+ trumps" ref="standard teaching: the limit raise is 10-12 support points (never more than 12 HCP)" test=K32-A32-QJ32-432
3{a} hcp=4-11 {a}=4+ dummy={a}5:13+ text="limit raise: 4+ trumps, 13+ support points, under 12 HCP" test=A842-T732-KQ952-
3{a} hcp=4-9 {a}=3 dummy={a}5:13+ text="limit raise: shapely, under 10 HCP" test=A84-T73-KQ95432-
3{a} pos=Y hcp=4-12 {a}=3 dummy={a}5:13+ text="passed hand: limit raise" ref="standard teaching: a passed hand holds at most 12 HCP" test=K85-AT9-K87643-3
2{a} hcp=4-9 {a}=3+ dummy={a}5:6-9 text="single raise: 6-9 support points, 3+ trumps" ref="standard teaching: the single raise is 6-9 support points, so 4-9 HCP" test=K32-Q32-J432-432
# Too weak to respond (fewer than 6 points counting length).
P hcp=<4 test=8532-J84-9652-93
P hcp=4 S=<6 H=<6 D=<6 C=<6 test=853-J84-Q652-J93
P hcp=5 S=<5 H=<5 D=<5 C=<5 test=853-Q84-Q652-J93

[1H-P] complete
# A four-card or longer spade suit at the one level, unless a longer minor should be bid first
# with two-over-one values.
1S pos=Y S=4+ C=<6 D=<6 text="passed hand: 4+ spades, 6+ points, not forcing" test=K853-J8-Q6532-Q3
1S S=4+ C=<6 D=<6 asks=1 text="4+ spades, 6+ points, forcing" test=K853-J8-Q6532-Q3
1S pos=Y hcp=<10 S=4+ text="passed hand: 4+ spades, 6+ points, not forcing" test=K853-J8-Q65432-3
1S hcp=<10 S=4+ asks=1 text="4+ spades, 6+ points, forcing" test=K853-J8-Q65432-3
2N pos=Y hcp=11-12 shape=balanced H=<3 text="passed hand: 11-12 balanced" test=K32-Q2-AQ32-J432

[1S-P] complete
# Two-over-one in hearts needs five.
2H pos=Y hcp=10+ H=5+ C=<=H D=<=H text="passed hand: 5+ hearts, 10+ HCP, not forcing" test=32-KQJ84-A65-K93
2H hcp=10+ H=5+ C=<=H D=<=H asks=1 text="two over one: 5+ hearts, 10+ HCP, forcing" test=32-KQJ84-A65-K93
2N pos=Y hcp=11-12 shape=balanced S=<3 text="passed hand: 11-12 balanced" test=Q2-K32-AQ32-J432

[1{a}-P] where a in HS complete
# 3NT: 15-17 balanced without four-card support.
3N pos=N hcp=15-17 shape=balanced {a}=<4 text="15-17 balanced" test=K32-A32-KQ32-KJ3
# Two over one in a minor: 10+ HCP, 4+ cards (the longer minor; with 4-4 clubs).
2x pos=Y hcp=10+ X=4+U C=x D=x text="passed hand: 4+ cards, 10+ HCP, not forcing" test=J2-K3-Q432-AT832
2x hcp=10+ X=4+U C=x D=x asks=1 text="two over one: 4+ cards, 10+ HCP, forcing" test=Q32-K3-K32-AJ832
1N hcp=4-10 text="6-10 points, not forcing" test=Q2-K3-98532-J832

[1S-P] complete
# With game values, three-card support and no natural bid (3-4-3-3): a two-over-one in clubs.
2C hcp=11+ asks=1 text="two over one (temporizing), forcing" test=KJ9-KT62-AKT-T62

########################################################################################
# 2. RESPONSES TO ONE OF A MINOR
########################################################################################

[1{a}-P] where a in CD complete
# Strong jump shift in a major (19+ HCP, or 16-18 with a strong suit and a fit for the minor, or
# a strong one-suiter).
2x hcp=19+ X=5+ S=x H=x asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ95-K3-AQ2-K32
2x hcp=15-18 dist=T18+ X=5+:3/4 S=x H=x {a}=4 asks=G text="jump shift: strong suit and a fit" test=-AKQJT-AT62-JT86
2x hcp=16-18 X=6+:3/4 S=x H=x shape=1-suiter asks=G text="jump shift: strong one-suiter" test=K2-AKQJ87-32-K32
# Too weak to respond (fewer than 6 points counting length).
P hcp=<4 test=8532-J84-9652-93
P hcp=4 S=<6 H=<6 D=<6 C=<6 test=853-J84-Q652-J93
P hcp=5 S=<5 H=<5 D=<5 C=<5 test=853-Q84-Q652-J93

[1C-P] complete
2D hcp=19+ D=5+ S=<5 H=<5 asks=G text="jump shift: 19+ HCP, forcing to game" test=K3-AQ2-AKJ95-K32
2D hcp=15-18 dist=T18+ D=5+:3/4 S=<5 H=<5 C=4 asks=G text="jump shift: strong suit and a fit" test=2-K32-AKQ95-KJ32
2D hcp=16-18 D=6+:3/4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=K2-32-AKQJ87-K32
# No inverted minors in SAYC: with opening values, long clubs and no major, jump to 4C.
4C "Strong Minor Raise" hcp=13-18 C=6+ S=<4 H=<4 shape=unbalanced alert asks=G
   text="forcing raise: opening values, 6+ clubs, no four-card major" test=K62--QT93-AKJ754

[1D-P] complete
3C hcp=19+ C=5+ S=<5 H=<5 asks=G text="jump shift: 19+ HCP, forcing to game" test=K3-AQ2-K32-AKJ95
3C hcp=15-18 dist=T18+ C=5+:3/4 S=<5 H=<5 D=4 asks=G text="jump shift: strong suit and a fit" test=2-K32-KJ32-AKQ95
3C hcp=16-18 C=6+:3/4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=K2-32-K32-AKQJ87
4D "Strong Minor Raise" hcp=13-18 D=6+ S=<4 H=<4 shape=unbalanced alert asks=G
   text="forcing raise: opening values, 6+ diamonds, no four-card major" test=KJ3-92-AQ9863-K8

[1{a}-P] where a in CD complete
# Notrump responses deny a four-card major.
3N pos=N hcp=16-17 shape=balanced S=<4 H=<4 text="16-17 balanced, no four-card major" ref="ACBL SAYC booklet: responses to 1m, 3NT 16-17" test=QJ3-62-KJ4-AKQ86
2N pos=N hcp=13-15 shape=balanced S=<4 H=<4 asks=G text="13-15 balanced, no four-card major, forcing to game" test=KQ4-KJ3-T5-AT952
2N pos=Y hcp=11-12 shape=balanced S=<4 H=<4 text="passed hand: 11-12 balanced" test=K75-KJ3-Q765-Q73

[1C-P] complete
# Four-card suits are bid up the line, so 1D comes first with four diamonds and no longer major;
# a longer diamond suit also comes first.
1D pos=Y D=4 S=<=4 H=<=4 text="passed hand: 4+ diamonds, 6+ points, not forcing" test=A876--J872-T9532
1D D=4 S=<=4 H=<=4 asks=1 text="4+ diamonds, 6+ points, forcing" test=A876--J872-T9532
1D pos=Y D=5+ S=<D H=<D text="passed hand: 4+ diamonds, 6+ points, not forcing" test=6-J-QT7432-J9852
1D D=5+ S=<D H=<D asks=1 text="4+ diamonds, 6+ points, forcing" test=6-J-QT7432-J9852

[1{a}-P] where a in CD complete
# A major at the one level: the longer; with 5-5 spades, with 4-4 hearts (up the line).
1S pos=Y S=5+ H=<=S text="passed hand: 4+ spades, 6+ points, not forcing" test=JT9853-T3-QJ94-7
1S S=5+ H=<=S asks=1 text="4+ spades, 6+ points, forcing" test=JT9853-T3-QJ94-7
1x pos=Y X=4+U S=x H=x text="passed hand: 4+ cards, 6+ points, not forcing" test=QT63-3-93-Q75432
1x X=4+U S=x H=x asks=1 text="4+ cards, 6+ points, forcing" test=QT63-3-93-Q75432
# A flat 11 (4-3-3-3) is valued as 10.
1N hcp=11 S=3-4 H=3-4 D=3-4 C=3-4 text="6-10 (a flat 11)" test=A42-KT8-J75-QJ53

[1C-P] complete
3C hcp=11-12 C=5+ text="limit raise: 11-12, 5+ clubs" test=K32-Q2-K32-QJ432
2C hcp=4-10 C=5+ text="single raise: 6-10, 5+ clubs" test=9-T86-874-KJT973
1N hcp=4-10 text="6-10, no four-card major or diamonds" test=J76-QT3-K43-9764
3C hcp=11-12 C=4+ text="limit raise: 11-12" test=K32-Q32-A32-QJ32
1D pos=Y hcp=11+ text="passed hand: no better bid, not forcing" test=KQ2-AQ2-AJ2-K432
# Every hand that gets here has 11+ HCP (the weaker ones pass or bid 1NT above): the entry has
# no requirement, so what the calls of 1C-P show is exact (the general layer is not reached).
1D asks=1 text="11+, forcing, no better bid" test=KQ2-AQ2-AJ2-K432

[1D-P] complete
2C hcp=13+ C=4+ asks=1 text="two over one: 4+ clubs, forcing" test=A6-A3-J93-KJT763
3D hcp=11-12 D=4+ text="limit raise: 11-12, 4+ diamonds" test=Q96-KJ-KJ74-J954
2C pos=Y hcp=10+ C=4+ D=<4 text="passed hand: 4+ clubs, 10+ HCP, not forcing" test=K63-965-J75-AQ74
2C hcp=10+ C=4+ D=<4 asks=1 text="two over one: 4+ clubs, 10+ HCP, forcing" test=K63-965-J75-AQ74
2D hcp=4-10 D=4+ text="single raise: 6-10, 4+ diamonds" test=T52--J874-K98752
2C hcp=13+ C=3 asks=1 text="forcing, no better bid" test=AQ9-62-AKQJ7-AT5
1N hcp=<11 text="6-10, no four-card major" test=74-T93-942-AJT64
# Every hand that gets here has game values and long diamonds without three clubs or a
# four-card major (the weaker ones raise, bid 1NT or 2C above): 2C keeps the auction going
# rather than passing a game away. The entry has no requirement, so what the calls of 1D-P
# show is exact (the general layer is not reached).
2C asks=1 text="13+, forcing, no better bid (long diamonds)" ref="standard teaching: with game values and no natural forcing bid, respond in a three-card or shorter minor" test=Q6-42-AKQ8643-K5


########################################################################################
# 3. OPENER'S REBID AFTER A ONE-LEVEL RESPONSE
########################################################################################

# Raises of responder's major (four-card support, support points): 13-15 two, 16-18 three,
# 19+ game.
[1{a}-P-1{b}-P] where a<b, b in HS complete
4{b} {b}=4+ dummy={b}4:19+ shows.total=17+ text="4-card support, 19-21 support points" test=AQ32-AK32-KQ2-32
3{b} {b}=4+ dummy={b}4:16-18 shows.total=14+ text="4-card support, 16-18 support points, invitational" test=AQ32-KQ32-K432-2
2{b} {b}=4+ text="4-card support, minimum" test=KQ32-KJ32-K32-32
# 18-19 balanced jumps to 2NT even with a four-card suit that could be shown at the one level.
2N hcp=18-19 shape=balanced text="18-19 balanced, invitational (rather than a non-forcing new suit)" ref="standard teaching: with 18-19 balanced opener jumps to 2NT at his rebid; a new suit at the one level is not forcing and may be passed" test=K73-KQ6-AJ4-KQ92
# Opposite a passed hand (whose new suit is often five cards and not forcing) opener with more
# than a bare minimum (14+ HCP, below an invitation) and three-card support with a ruffing value
# raises rather than rebidding his suit, a new suit or 1NT: support points, and the raise
# competes for the partscore. A bare minimum passes (below).
[1{a}-P-1S-P] where a in CDH complete
2S pos=P hcp=14+ dist=T<17 S=3 {a}=<6 shape=singleton-or-void text="three-card support and a singleton or void opposite a passed hand, 14+ HCP below an invitation" ref="standard teaching: opener raises a passed hand's one-level major response with three-card support and a ruffing value (a singleton or void), counting support points" test=KJ4-5-AQ853-KJ32

[1{a}-P-1H-P] where a in CD complete
2H pos=P hcp=14+ dist=T<17 H=3 {a}=<6 shape=singleton-or-void text="three-card support and a singleton or void opposite a passed hand, 14+ HCP below an invitation" ref="standard teaching: opener raises a passed hand's one-level major response with three-card support and a ruffing value (a singleton or void), counting support points" test=5-KJ4-AQ853-KJ32

[1{a}-P-1{b}-P] where a<b, b in HS complete
# Opposite a passed hand a new suit is not forcing: with a minimum and three-card support, pass.
P pos=P hcp=<14 {b}=3 text="minimum, content opposite a passed hand" test=AJ8-K62-J8653-K5

[1C-P-1H-P] complete
2S hcp=19+ S=4+ shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ2-3-AQ2-AQJ32
2S hcp=16+ dist=T19+ S=5+ shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" test=AKJ32-3-A-KQ8732
1S S=4+ text="4+ spades, forcing" test=JT54-6-JT9872-74
2D hcp=16+ D=4+ C=5+ asks=1 text="reverse: 17+ points, forcing one round" test=987-A-AQJ2-AQT54

[1D-P-1H-P] complete
2S hcp=19+ S=4+ shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ2-3-AQJ32-AQ2
2S hcp=16+ dist=T19+ S=5+ shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" test=AKJ32-3-KQ8732-A
3C hcp=19+ C=4+ S=<4 shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=A2-3-AKQ732-AQJ2
3C hcp=16+ dist=T19+ C=5+ S=<4 shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" test=A-3-AKQ732-QJ832
1S S=4+ text="4+ spades, forcing" test=T9542-2-842-8642

# Where a reverse is available it is used even with game values (it is forcing).
[1C-P-1S-P] complete
2H hcp=16+ H=4+ C=5+ asks=1 text="reverse: 17+ points, forcing one round" test=A-QJ82-J93-AKJT5
2D hcp=16+ D=4+ C=5+ asks=1 text="reverse: 17+ points, forcing one round" test=AQT-6-Q863-AKJ76

[1D-P-1S-P] complete
3C hcp=19+ C=4+ H=<4 shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=3-AQ2-AKQ32-AQJ2
3C hcp=16+ dist=T19+ C=5+ H=<4 shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" test=3-A-AKQ732-QJ832
2H hcp=16+ H=4+ D=5+ asks=1 text="reverse: 17+ points, forcing one round" test=-KT764-AKQ63-KJ4

[1H-P-1S-P] complete
3D hcp=19+ D=4+ shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=Q-AQJ642-AKJ9-A2
3D hcp=16+ dist=T19+ D=5+ shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" test=KQJ-AKQ3-J97532-
3C hcp=19+ C=4+ shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=K-AKQ854-86-AK82
3C hcp=16+ dist=T19+ C=5+ shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" test=2-AQJ642-A-KQJ94

[1{a}-P-1H-P] where a in CD complete
# Three-card support and a short suit: raise (after the reverses and jump shifts).
4H H=3 {a}=<6 hcp=16+ shape=singleton-or-void dist=T20+ text="three-card support and shortness, 20+ total points, no six-card suit: game" ref="standard teaching: opener may raise responder's major with three-card support and a singleton or void, counting the short suit" test=2-KQ5-AKJ76-AJ54
3H H=3 {a}=<6 hcp=15+ shape=singleton-or-void dist=T17-19 text="three-card support and shortness, 17-19 total points, no six-card suit: invitational" ref="standard teaching: opener may raise responder's major with three-card support and a singleton or void, counting the short suit" test=2-KQ5-AKJ76-Q954

[1{a}-P-1S-P] where a in CD complete
4S S=3 {a}=<6 hcp=16+ shape=singleton-or-void dist=T20+ text="three-card support and shortness, 20+ total points, no six-card suit: game" ref="standard teaching: opener may raise responder's major with three-card support and a singleton or void, counting the short suit" test=KQ5-2-AKJ76-AJ54
3S S=3 {a}=<6 hcp=15+ shape=singleton-or-void dist=T17-19 text="three-card support and shortness, 17-19 total points, no six-card suit: invitational" ref="standard teaching: opener may raise responder's major with three-card support and a singleton or void, counting the short suit" test=KQ5-2-AKJ76-Q954

[1{a}-P-1{b}-P] where a<b, b in HS complete
1N hcp=12-14 shape=balanced text="12-14 balanced" test=J85-K64-AKJT6-85

[1C-P-1{b}-P] where b in HS complete
3N hcp=16-19 C=6+:SS stopped=3 text="long running clubs, stoppers" test=K96-K7-K4-AKQJ94
3N hcp=19+ C=6+ stopped=2 text="19+ with six or more clubs: game" ref="standard teaching: with 19-21 points and a long minor, opener jumps to 3NT (a source of tricks)" test=AJ4-Q3-K7-AKQ964
3C hcp=16+ C=6+ text="6+ clubs, 16+, invitational" test=A8-K3-K42-AKJ973
3C hcp=15 C=7+:3/5 text="a good seven-card club suit (three of the top five honours), 15 HCP (16+ counting the seventh card), invitational" ref="standard teaching: opener's jump rebid of his suit shows 16-18 points and a good six-card suit; a seventh card counts as a point" test=A5-K2-72-AKJ8643
2C C=6+ text="6+ clubs, minimum" test=72-K9-K76-AKQ643
1N text="minimum, no better rebid" test=T65-765-JT842-73

[1D-P-1{b}-P] where b in HS complete
3N hcp=16-19 D=6+:SS stopped=3 text="long running diamonds, stoppers" test=K96-K7-AKQJ94-K4
3N hcp=19+ D=6+ stopped=2 text="19+ with six or more diamonds: game" ref="standard teaching: with 19-21 points and a long minor, opener jumps to 3NT (a source of tricks)" test=AJ4-Q3-AKQ964-K7
3D hcp=16+ D=6+ text="6+ diamonds, 16+, invitational" test=A8-K3-AKJ973-K42
3D hcp=15 D=7+:3/5 text="a good seven-card diamond suit (three of the top five honours), 15 HCP (16+ counting the seventh card), invitational" ref="standard teaching: opener's jump rebid of his suit shows 16-18 points and a good six-card suit; a seventh card counts as a point" test=A5-K2-AKJ8643-72
2D D=6+ C=<4 text="6+ diamonds, minimum" test=Q2-K2-AJ8652-K53
2C C=4+ text="4+ clubs, not forcing" test=K8-Q3-AJ752-KJ87
1N text="no better rebid" test=K32-A32-AKJ52-32

[1H-P-1S-P] complete
4H hcp=19+ H=6+ text="6+ hearts, 19+: game" ref="standard teaching: opener's jump to game in his own major shows 19-21 points and a six-card suit (a seventh card counts as two points)" test=A8-AKQ973-KJ2-K3
4H hcp=17+ H=7+ text="7+ hearts, 17+ HCP: game" ref="standard teaching: opener's jump to game in his own major shows 19-21 points and a six-card suit (a seventh card counts as two points)" test=A8-AKJ9732-K42-K
3H hcp=16+ H=6+ text="6+ hearts, 16+, invitational" test=A8-AKJ973-K42-K3
3H hcp=15 H=7+:3/5 text="a good seven-card heart suit (three of the top five honours), 15 HCP (16+ counting the seventh card), invitational" ref="standard teaching: opener's jump rebid of his suit shows 16-18 points and a good six-card suit; a seventh card counts as a point" test=A5-AKJ8643-K2-72
2H H=6+ text="6+ hearts, minimum" test=7-T87642-963-T86
2x X=4+U C=x D=x text="4+ cards, not forcing" test=52-853-87642-862
2H text="5+ hearts, no better rebid" test=K2-AKJ52-Q32-Q32

[1C-P-1D-P] complete
2S hcp=19+ S=4+ shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ2-3-AQ2-AQJ32
2S hcp=16+ dist=T19+ S=5+ shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" test=AKJ32-3-A-KQ8732
2H hcp=19+ H=4+ shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=3-AKJ2-AQ2-AQJ32
2H hcp=16+ dist=T19+ H=5+ shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" test=3-AKJ32-A-KQ8732
2N hcp=18-19 shape=balanced text="18-19 balanced, invitational (before a one-level new suit)" ref="standard teaching: with 18-19 balanced opener jumps to 2NT at his rebid; a new suit at the one level is not forcing and may be passed" test=KQ32-AJ4-K3-KQ92
1H H=4+ S=<=H text="4+ hearts, forcing" test=T96-7543-T72-854
1S S=4+ text="4+ spades, forcing" test=AKJ8-976-A2-Q987
3N hcp=16-19 C=6+:SS stopped=3 text="long running clubs, stoppers" test=K96-K7-K4-AKQJ94
3N hcp=19+ C=6+ stopped=2 text="19+ with six or more clubs: game" ref="standard teaching: with 19-21 points and a long minor, opener jumps to 3NT (a source of tricks)" test=AJ4-Q3-K7-AKQ964
3D hcp=16-18 D=4+ text="4-card support, 16-18, invitational" test=A8-K3-KJ42-KQJ73
3C hcp=16+ C=6+ text="6+ clubs, 16+, invitational" test=A8-K3-K42-AKJ973
3C hcp=15 C=7+:3/5 text="a good seven-card club suit (three of the top five honours), 15 HCP (16+ counting the seventh card), invitational" ref="standard teaching: opener's jump rebid of his suit shows 16-18 points and a good six-card suit; a seventh card counts as a point" test=A5-K2-72-AKJ8643
2D D=4+ text="4-card support, minimum" test=A8-43-KJ42-KJ873
2C C=6+ text="6+ clubs, minimum" test=72-K9-K76-AKQ643
1N text="12-14 balanced, or no better rebid" test=K87-T62-95-JT543


########################################################################################
# 4. OPENER'S REBID AFTER 1NT, A RAISE, A TWO-OVER-ONE, JACOBY 2NT, NOTRUMP, JUMP SHIFT
########################################################################################

# ---- after 1NT (6-10, not forcing) ----
[1{a}-P-1N-P] where a in HS complete
3N hcp=19+ shape=balanced text="19+ balanced" test=AK432-K3-AQ2-KJ2
2N hcp=17-18 shape=balanced text="17-18 balanced, invitational" test=AK6-AQ62-JT4-K83
P hcp=<17 shape=balanced text="minimum balanced" test=KQ432-K32-Q32-K2
3x hcp=19+ X=4+ C=x D=x shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ32-3-AQ2-AQJ3
3x hcp=16+ dist=T19+ X=5+ C=x D=x shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" ref="standard teaching: opener's jump shift shows 19+ points; with a five-card second suit count distribution (as after a one-level response)" test=AKJ32-3-K2-AQJ32

[1H-P-1N-P] complete
4H hcp=17+ H=7+ text="7+ hearts, 17+ HCP: game" ref="standard teaching: opener's jump to game in his own major shows 19-21 points and a six-card suit (a seventh card counts as two points)" test=A8-AKJ9732-K42-K
4H hcp=19+ H=6+ text="6+ hearts, game values" test=AJ72-AQ9842-AKJ-
3H hcp=16-18 H=6+ text="6+ hearts, 16-18, invitational" test=A9-AKJ984-Q92-K5
2S hcp=16+ S=4+ asks=1 text="reverse: 4 spades, 16+, forcing one round" test=AQ32-AKJ84-K92-5
2H H=6+ text="6+ hearts, minimum" test=A9-AQJ984-J92-75

[1S-P-1N-P] complete
4S hcp=17+ S=7+ text="7+ spades, 17+ HCP: game" ref="standard teaching: opener's jump to game in his own major shows 19-21 points and a six-card suit (a seventh card counts as two points)" test=AKJ9732-A8-K42-K
4S hcp=19+ S=6+ text="6+ spades, game values" test=AKJ984-A9-AJ9-K5
3S hcp=16-18 S=6+ text="6+ spades, 16-18, invitational" test=AKJ984-A9-Q92-K5
3H hcp=19+ H=4+ shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ32-AQJ3-AQ2-3
3H hcp=16+ dist=T19+ H=5+ shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" ref="standard teaching: opener's jump shift shows 19+ points; with a five-card second suit count distribution (as after a one-level response)" test=AKJ32-AQJ32-K2-3
2H H=4+ text="4+ hearts, not forcing" test=3-9872-JT73-T754
2S S=6+ text="6+ spades, minimum" test=JT9763-3-74-T943

[1{a}-P-1N-P] where a in HS complete
2x X=4+U C=x D=x text="4+ cards, not forcing" test=AK432-3-Q32-KJ32

[1H-P-1N-P] complete
2H text="no better rebid" test=KJ32-AKJ84-92-32


[1{a}-P-1N-P] where a in CD complete
3N hcp=19+ shape=balanced text="19+ balanced" test=AK4-KJ3-A32-KJ32
2N hcp=17-18 shape=balanced text="17-18 balanced, invitational" test=AK4-KJ3-K32-QJ32
P hcp=<17 shape=balanced text="minimum balanced" test=K32-K32-Q32-AJ32

[1{a}-P-1N-P] where a in CD complete
3x hcp=19+ X=4+ H=x S=x shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=AQ32--KQJ3-AK653

[1C-P-1N-P] complete
3C hcp=16-18 C=6+ text="6+ clubs, 16-18, invitational" test=A8-K3-K42-AKJ973
2x hcp=16+ X=4+ D=x H=x S=x asks=1 text="reverse: 16+, forcing one round" test=9-AKT7-AQ2-KJT96
2C text="5+ clubs, minimum" test=72-K9-K76-AKQ643

[1D-P-1N-P] complete
3C hcp=19+ C=4+ shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=A2-3-AKQ732-AQJ2
3D hcp=16-18 D=6+ text="6+ diamonds, 16-18, invitational" test=A8-K3-AKJ973-K42
2x hcp=16+ X=4+ H=x S=x asks=1 text="reverse: 16+, forcing one round" test=9-AKT7-KJT96-AQ2
2C C=4+ text="4+ clubs, not forcing" test=K8-Q3-AJ752-KJ87
2D text="5+ diamonds, minimum" test=72-K9-AKQ643-K76

# ---- after a single raise of a major (6-9 support points) ----
[1{a}-P-2{a}-P] where a in HS complete
4N@{a}0 "Blackwood" hcp=19+ losers=3 {a}=6+ S=:HH H=:HH D=:HH C=:HH text="19+ HCP, three losers or fewer, six trumps and a control in every suit opposite a single raise (about nine losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): a single raise shows about nine losers; three in opener's hand leave twelve tricks (24 minus 12), checked by the high cards (19+: the raise need hold only the missing controls)" test=-AKQJ32-AK32-K32|AKQJ32--AK32-K32
# Slam try: 4 losers or fewer and 16+ HCP opposite a single raise (about 9 losers) count 11
# tricks, 12 opposite a maximum (8 losers). A new suit at the four level is a control bid, the
# cheapest ace or void; partner declines by signing off in game (answers further down).
4C hcp=16+ losers=4 C=:FRC text="slam try: 16+ HCP and 4 losers or fewer, a club control (ace or void); partner signs off with a minimum" ref="standard teaching (losing trick count, control bidding): a single raise shows about 9 losers, a maximum 8; opener with 4 losers counts 11 tricks opposite a minimum and 12 opposite a maximum, so he makes a slam try below game that partner can decline: a new suit at the four level is a control bid (his cheapest ace or void), and responder with a maximum shows a control back, with a minimum signs off in game" test=K2-AKQ63-KQJ2-A2|AKQ63-K2-KQJ2-A2
4D hcp=16+ losers=4 D=:FRC text="slam try: 16+ HCP and 4 losers or fewer, a diamond control (ace or void), no club ace" ref="standard teaching (losing trick count, control bidding): a single raise shows about 9 losers, a maximum 8; opener with 4 losers counts 11 tricks opposite a minimum and 12 opposite a maximum, so he makes a slam try below game that partner can decline: a new suit at the four level is a control bid (his cheapest ace or void), and responder with a maximum shows a control back, with a minimum signs off in game" test=K2-AKQ63-AQJ2-K2|AKQ63-K2-AQJ2-K2

[1{a}-P-2{a}-P] where a in S
4H hcp=16+ losers=4 H=:FRC text="slam try: 16+ HCP and 4 losers or fewer, a heart control (ace or void), no minor-suit ace" ref="standard teaching (losing trick count, control bidding): a single raise shows about 9 losers, a maximum 8; opener with 4 losers counts 11 tricks opposite a minimum and 12 opposite a maximum, so he makes a slam try below game that partner can decline: a new suit at the four level is a control bid (his cheapest ace or void), and responder with a maximum shows a control back, with a minimum signs off in game" test=AKQ63-A2-KQJ2-K2

[1{a}-P-2{a}-P] where a in HS complete
4{a} hcp=19+ text="game values" test=AQ86-KQ-KJT53-KQ
4{a} losers=4 hcp=15+ text="game: 4 losers or fewer and 15+ HCP opposite a single raise (about 9 losers)" ref="standard teaching (losing trick count): a single raise shows about 9 losers; opener with 4 losers bids game, with 5 makes a game try; with five trumps the count is checked by the high cards (15+ HCP), a sixth trump is a trick of its own" test=2-AKQ65-KQJ43-32|AKQ65-2-KQJ43-32
4{a} losers=4 {a}=6+ text="game: 4 losers or fewer with a sixth trump opposite a single raise (about 9 losers)" ref="standard teaching (losing trick count): a single raise shows about 9 losers; opener with 4 losers bids game, with 5 makes a game try; with five trumps the count is checked by the high cards (15+ HCP), a sixth trump is a trick of its own" test=-AKQ765-QJT43-32|AKQ765--QJT43-32
2N hcp=16-18 shape=balanced text="16-18 balanced, invitational" test=Q6432-KJ-AK3-K84

[1H-P-2H-P] complete
3H hcp=16-18 H=6+ text="6+ hearts, invitational" test=A-AKQJ65-J5-J962
2S hcp=16-18 S=3+ asks=1 text="help-suit game try" test=K73-AKJ65-A-K732
3H losers=5 hcp=12+ H=6+ text="6+ hearts, 5 losers and 12+ HCP: invitational" ref="standard teaching (losing trick count): a single raise shows about 9 losers; opener with 5 losers makes a game try; a sixth trump is a trick of its own, but a light opening (fewer than 12 HCP) has already counted its shape to open" test=2-AKJ954-KQJ3-32
2S losers=5 hcp=15+ S=3+ asks=1 text="help-suit game try: 5 losers and 15+ HCP" ref="standard teaching (losing trick count): a single raise shows about 9 losers; opener with 4 losers bids game, with 5 makes a game try; with five trumps the count is checked by the high cards (15+ HCP), a sixth trump is a trick of its own" test=K73-AQJ65--KQ832

[1S-P-2S-P] complete
3S hcp=16-18 S=6+ text="6+ spades, invitational" test=AJ7654-A9-A3-K73
3S losers=5 hcp=12+ S=6+ text="6+ spades, 5 losers and 12+ HCP: invitational" ref="standard teaching (losing trick count): a single raise shows about 9 losers; opener with 5 losers makes a game try; a sixth trump is a trick of its own, but a light opening (fewer than 12 HCP) has already counted its shape to open" test=AKJ954-2-KQJ3-32

[1{a}-P-2{a}-P] where a in HS complete
# Help-suit game try: the cheapest side suit of three or more cards.
3x hcp=16-18 X=3+U C=x D=x asks=1 text="help-suit game try" test=K2-KQ632-A4-KJ86
3x losers=5 hcp=15+ X=3+U C=x D=x asks=1 text="help-suit game try: 5 losers and 15+ HCP" ref="standard teaching (losing trick count): a single raise shows about 9 losers; opener with 4 losers bids game, with 5 makes a game try; with five trumps the count is checked by the high cards (15+ HCP), a sixth trump is a trick of its own" test=2-AQ632-A4-KQ863|AQ632-2-A4-KQ863
3x losers=4 X=3+U C=x D=x asks=1 text="help-suit game try: 4 losers with five trumps and fewer than 15 HCP" ref="standard teaching (losing trick count): a single raise shows about 9 losers; opener with 4 losers bids game, with 5 makes a game try; with five trumps the count is checked by the high cards (15+ HCP), a sixth trump is a trick of its own" test=7-AKQ65-QJT432-2|AKQ65-7-QJT432-2

[1S-P-2S-P] complete
3H hcp=16-18 H=3+ asks=1 text="help-suit game try" test=AKJ65-K732-A3-K7
3H losers=5 hcp=15+ H=3+ asks=1 text="help-suit game try: 5 losers and 15+ HCP" ref="standard teaching (losing trick count): a single raise shows about 9 losers; opener with 4 losers bids game, with 5 makes a game try; with five trumps the count is checked by the high cards (15+ HCP), a sixth trump is a trick of its own" test=AKJ65-KQJ32-2-J2

[1{a}-P-2{a}-P] where a in HS
P test=JT643-642-973-87

# Answers to opener's slam try after a single raise (a control bid at the four level): accept
# with a maximum (8 losers or fewer) by showing a control up the line below game; decline, or
# with nothing to show below game, sign off in four of the major.
[1{a}-P-2{a}-P-4C-P] where a in HS
4D losers=8 D=:HH asks=1 text="accepts the slam try: a maximum (8 losers or fewer), a diamond control" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the single raise shows about 9 losers, a maximum 8" test=Q65-K872-K9843-4|K872-Q65-K9843-4
4D custom=3+:A2K1 losers=9 D=:HH asks=1 text="accepts the slam try: an ace and a king (controls cover opener's losers), a diamond control" ref="standard teaching (control bidding): controls (aces and kings) cover the slam-try bidder's losers, queens and jacks seldom do; over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the single raise shows about 9 losers, a maximum 8" test=Q65-A872-K984-43|A872-Q65-K984-43

[1{a}-P-2{a}-P-4C-P] where a in S
4H losers=8 H=:HH asks=1 text="accepts the slam try: a maximum (8 losers or fewer), a heart control, no diamond control" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the single raise shows about 9 losers, a maximum 8" test=Q872-KQ843-987-4
4H custom=3+:A2K1 losers=9 H=:HH asks=1 text="accepts the slam try: an ace and a king (controls cover opener's losers), a heart control, no diamond control" ref="standard teaching (control bidding): controls (aces and kings) cover the slam-try bidder's losers, queens and jacks seldom do; over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the single raise shows about 9 losers, a maximum 8" test=A872-K984-987-43

[1{a}-P-2{a}-P-4C-P] where a in HS
4{a} text="declines the slam try: a minimum, or no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the single raise shows about 9 losers, a maximum 8" test=J43-K874-Q98-932|K874-J43-Q98-932

[1{a}-P-2{a}-P-4D-P] where a in S
4H losers=8 H=:HH asks=1 text="accepts the slam try: a maximum (8 losers or fewer), a heart control" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the single raise shows about 9 losers, a maximum 8" test=Q872-KQ843-987-4
4H custom=3+:A2K1 losers=9 H=:HH asks=1 text="accepts the slam try: an ace and a king (controls cover opener's losers), a heart control" ref="standard teaching (control bidding): controls (aces and kings) cover the slam-try bidder's losers, queens and jacks seldom do; over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the single raise shows about 9 losers, a maximum 8" test=A872-K984-987-43

[1{a}-P-2{a}-P-4D-P] where a in HS
4{a} text="declines the slam try: a minimum, or no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the single raise shows about 9 losers, a maximum 8" test=J43-K874-Q98-932|K874-J43-Q98-932

[1{a}-P-2{a}-P-4H-P] where a in S
4S text="declines the slam try, or has no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the single raise shows about 9 losers, a maximum 8" test=K874-J43-Q98-932

# Opener after the acceptance: Blackwood when every side suit is controlled, else game.
[1{a}-P-2{a}-P-4C-P-4D-P] where a in S
4N@40 H=:HH text="partner accepted the slam try; hearts controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQ63-K2-KQJ2-A2
4S text="hearts not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQ63-32-AKQ2-A2

[1{a}-P-2{a}-P-4C-P-4D-P] where a in H
4N@30 S=:HH text="partner accepted the slam try; spades controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=K2-AKQ63-KQJ2-A2
4H text="spades not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=32-AKQ63-AKQ2-A2

[1{a}-P-2{a}-P-4C-P-4H-P] where a in S
4N@40 D=:HH text="partner accepted the slam try; diamonds controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQ63-K2-KQJ2-A2
4S text="diamonds not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQ63-AK2-32-AQ2

[1{a}-P-2{a}-P-4D-P-4H-P] where a in S
4N@40 C=:HH text="partner accepted the slam try; clubs controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQ63-K2-AQJ2-K2
4S text="clubs not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AKQ63-KQ2-AKJ-32

[1{a}-P-2{a}-P-4{c}-P-4{a}-P] where a in HS, c<a
P text="partner declined the slam try" ref="standard teaching (control bidding): a sign-off in four of the major ends the slam try" test=K2-AKQ63-KQJ2-A2|AKQ63-K2-KQJ2-A2

[1{a}-P-2{a}-P-4{c}-P-4{d}-P-4{a}-P] where a in HS, c<d, d<a
P text="the slam-try bidder signed off" ref="standard teaching (control bidding): a sign-off in four of the major ends the slam try" test=Q65-K872-K9843-4|K872-Q65-K9843-4

# ---- after a single raise of a minor (6-10) ----
[1{a}-P-2{a}-P] where a in CD complete
3N hcp=19+ shape=balanced text="19+ balanced" test=J642-AKQ-AK-Q753
2N hcp=17-18 shape=balanced text="17-18 balanced, invitational" test=AK7-KT3-A92-QJ42

[1C-P-2C-P] complete
2x hcp=16+ X=4+ D=x H=x S=x shape=unbalanced asks=1 text="new suit: 16+, forcing, looking for 3NT" test=QT-AJ-AKQ42-8532
3C hcp=16-18 C=6+ text="6+ clubs, invitational" test=A8-K3-K42-AKJ973

[1D-P-2D-P] complete
2x hcp=16+ X=4+ H=x S=x shape=unbalanced asks=1 text="new suit: 16+, forcing, looking for 3NT" test=AKJ4-4-AKJ43-432
3C hcp=16+ C=4+ shape=unbalanced asks=1 text="new suit: 16+, forcing, looking for 3NT" test=4-432-AKJ43-AKJ4
3D hcp=16-18 D=6+ text="6+ diamonds, invitational" test=A8-K3-AKJ973-K42

[1{a}-P-2{a}-P] where a in CD
P test=T63-T643-98-9632

# ---- after a limit raise (10-12 support points) ----
[1S-P-3S-P]
4C@Q4 "Control Bid" hcp=17+ losers=4 C=:HH H=:HH D=2+:<3 asks=1 text="control bid: 4 losers and 17+ opposite a limit raise but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=AKQJ32-A-432-AK2
4D@Q4 "Control Bid" hcp=17+ losers=4 C=:HH D=:HH H=2+:<3 asks=1 text="control bid: 4 losers and 17+ opposite a limit raise but two quick losers in hearts; the diamond control, the other side suits controlled, so that partner shows a hearts control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=AKQJ32-432-A-AK2

[1H-P-3H-P]
4C@Q3 "Control Bid" hcp=17+ losers=4 C=:HH S=:HH D=2+:<3 asks=1 text="control bid: 4 losers and 17+ opposite a limit raise but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=A-AKQJ32-432-AK2

[1{a}-P-3{a}-P] where a in HS
4N@{a}0 "Blackwood" hcp=19+ dist=T22+ {a}=6+ S=1+ H=1+ D=1+ C=1+ custom=2+:A1 text="slam values opposite a limit raise (10-12): 19+ HCP, 22+ total points with six trumps (a nine-card fit: 32+ together) and two aces: asks for aces"
   ref="standard teaching: 33 points together make a slam, 31 with a nine-card fit and controls; with a fit agreed, Blackwood checks the aces (not with a void: the void-holder makes a control bid instead)" test=A-AKT965-A65-KQ6|AKT965-A-A65-KQ6
4N@{a}0 "Blackwood" hcp=15+ {a}=6+ losers=4 S=1+ H=1+ D=1+ C=1+ custom=2+:A1 text="slam values opposite a limit raise: 4 losers or fewer with six+ trumps and two aces (a limit raise shows 8 losers: 24 - 12 = 12 tricks): asks for aces"
   ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; with a fit agreed, Blackwood checks the aces (not with a void: the void-holder makes a control bid instead)" test=A-AKQ9754-K43-43|AKQ9754-A-K43-43
4N@{a}0 "Blackwood" hcp=17+ losers=4 shape=singleton-or-void S=1+ H=1+ D=1+ C=1+ custom=2+:A1 text="slam values opposite a limit raise with five trumps: 17+ HCP, 4 losers or fewer with a singleton or void and two aces (the raise's 8 losers leave 12 tricks in the eight-card fit): asks for aces"
   ref="standard teaching (losing trick count): the count is made for an eight-card fit; opener's shortness and honours opposite a limit raise (29+ HCP together) make a slam; with a fit agreed, Blackwood checks the aces (not with a void: the void-holder makes a control bid instead)" test=A2-AKJ84-KQJ32-7|AKJ84-A2-KQJ32-7
# With the same slam values and a void, no Blackwood: two aces and a void leave at most one ace
# that matters outstanding, so the void-holder bids the slam himself.
6{a} hcp=19+ dist=T22+ {a}=6+ shape=void custom=2+:A1 text="slam values opposite a limit raise (19+ HCP, 22+ total points, six trumps), two aces and a void: small slam (no Blackwood with a void)" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell whether partner's ace is in the void suit, where it is wasted); with slam values, bid the slam on controls: two aces and a void leave at most one ace outstanding outside the void suit" test=-AKT965-A65-AKJ6|AKT965--A65-AKJ6
6{a} hcp=15+ {a}=6+ losers=4 shape=void custom=2+:A1 text="slam values opposite a limit raise (4 losers or fewer, six+ trumps), two aces and a void: small slam (no Blackwood with a void)" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell whether partner's ace is in the void suit, where it is wasted); with slam values, bid the slam on controls: two aces and a void leave at most one ace outstanding outside the void suit" test=-AKQ9754-K432-A3|AKQ9754--K432-A3
6{a} hcp=17+ losers=4 shape=void custom=2+:A1 text="slam values opposite a limit raise with five trumps (17+ HCP, 4 losers or fewer), two aces and a void: small slam (no Blackwood with a void)" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell whether partner's ace is in the void suit, where it is wasted); with slam values, bid the slam on controls: two aces and a void leave at most one ace outstanding outside the void suit" test=A32-AKJ84-KQJ32-|AKJ84-A32-KQJ32-
# Slam try: 16+ HCP with 5 or 5-1/2 losers (or any 18+) opposite a limit raise (8 losers) count
# 11 tricks, 12 opposite a maximum (7 losers). Opener makes a control bid at the four level, his
# cheapest ace or void, which partner can decline by signing off in game (answers further down).
4C hcp=16+ losers=5.5 C=:FRC text="slam try: 16+ HCP and 5-1/2 losers or fewer, a club control (ace or void); partner signs off with a minimum" ref="standard teaching (losing trick count, control bidding): a limit raise shows 8 losers; with 5 opener counts 11 tricks, and a maximum raise (7 losers) makes 12; a slam try below game lets partner decline: opener makes a control bid, his cheapest ace (or void), and responder with a maximum shows a control back, with a minimum signs off in game" test=A-AK762-AJT7-AT3|AK762-A-AJT7-AT3
4D hcp=16+ losers=5.5 D=:FRC text="slam try: 16+ HCP and 5-1/2 losers or fewer, a diamond control (ace or void), no club ace" ref="standard teaching (losing trick count, control bidding): a limit raise shows 8 losers; with 5 opener counts 11 tricks, and a maximum raise (7 losers) makes 12; a slam try below game lets partner decline: opener makes a control bid, his cheapest ace (or void), and responder with a maximum shows a control back, with a minimum signs off in game" test=KQ2-AK762-AJT7-K|AK762-KQ2-AJT7-K
4C hcp=18+ C=:FRC text="slam try: 18+ HCP, a club control (ace or void); partner signs off with a minimum" ref="standard teaching: opener with 18+ opposite a limit raise (28+ together with a fit) makes a slam try below game; partner signs off with a minimum" test=Q93-AK973-A7-AQ2|AK973-Q93-A7-AQ2
4D hcp=18+ D=:FRC text="slam try: 18+ HCP, a diamond control (ace or void), no club ace" ref="standard teaching: opener with 18+ opposite a limit raise (28+ together with a fit) makes a slam try below game; partner signs off with a minimum" test=QJ3-AK973-A7-KJ2|AK973-QJ3-A7-KJ2

[1{a}-P-3{a}-P] where a in S
4H hcp=16+ losers=5.5 H=:FRC text="slam try: 16+ HCP and 5-1/2 losers or fewer, a heart control (ace or void), no minor-suit ace" ref="standard teaching (losing trick count, control bidding): a limit raise shows 8 losers; with 5 opener counts 11 tricks, and a maximum raise (7 losers) makes 12; a slam try below game lets partner decline: opener makes a control bid, his cheapest ace (or void), and responder with a maximum shows a control back, with a minimum signs off in game" test=AK762-A2-KQ2-KQ2
4H hcp=18+ H=:FRC text="slam try: 18+ HCP, a heart control (ace or void), no minor-suit ace" ref="standard teaching: opener with 18+ opposite a limit raise (28+ together with a fit) makes a slam try below game; partner signs off with a minimum" test=AQJ52-A3-KJ7-QJ6

[1{a}-P-3{a}-P] where a in HS
4{a} hcp=14+ text="accepts with more than a minimum (14+ HCP)" ref="standard teaching: opener accepts a limit raise with 14+ points" test=96-Q86-AJT5-AKJT
4{a} losers=6 pos=F shape=singleton-or-void text="accepts: 6 losers or fewer with a singleton or void (a ruffing value)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6; below 14 HCP the game rests on a fit and shortness" test=-75-KJT75432-A32
4{a} losers=6 hcp=12+ shape=singleton-or-void text="third or fourth seat: accepts with 6 losers or fewer, a singleton or void (a ruffing value) and a full opening (12+ HCP)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6; a third- or fourth-seat opening may be light, and a light one (fewer than 12 HCP) has already counted its shape to open" test=KQJ75-Q9754-A32-
4{a} losers=6 pos=F {a}=6+ text="accepts: 6 losers or fewer with a sixth trump (a nine-card fit)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6; below 14 HCP the game rests on a fit and shortness" test=AKQ932-A32-32-32|A32-AKQ932-32-32
4{a} losers=6 hcp=12+ {a}=6+ text="third or fourth seat: accepts with 6 losers or fewer, a sixth trump (a nine-card fit) and a full opening (12+ HCP)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6; a third- or fourth-seat opening may be light, and a light one (fewer than 12 HCP) has already counted its shape to open" test=AKQ932-K32-32-32|K32-AKQ932-32-32
4{a} hcp=12+ losers=7 {a}=6+ shape=singleton-or-void text="accepts: a full opening (12+ HCP) with a sixth trump and a singleton or void, 7 losers or fewer" ref="standard teaching (point count with a fit): opener revalues his hand for the fit, a point for the fifth trump and two for each more, and adds for shortness; 12+ HCP with a sixth trump and a singleton come to 16+ points opposite the limit raise's 10-12 with usually four trumps (a nine- or ten-card fit): game, in any seat" test=AT7652-J92-QJ4-A|J92-AT7652-QJ4-A
4{a} losers=6.5 hcp=12+ shape=singleton-or-void text="accepts: 6-1/2 losers with a singleton or void (a ruffing value) and 12+ HCP" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6, or 6-1/2 with a ruffing value" test=KQ982-A85-QJ76-4
# With a void opener counts it once the fit is found (void 3, singleton 2, doubleton 1, as for
# opening): 14 such points accept, below the 12 HCP and the loser counts above (first or second
# seat).
4{a} pos=F dist=T14+ shape=void text="accepts: a void and 14+ points counting shortness (void 3, singleton 2, doubleton 1)" ref="standard teaching (point count with a fit): opener accepts a limit raise with 14+ points; once the fit is found a void is a sure ruffing value, no loser in the suit, and counts (void 3, singleton 2, doubleton 1) (a third- or fourth-seat opening may be light and has counted its shape to open)" test=-AQ976-AT3-J8642|AQ976-AT3-J8642-
P text="declines" test=7-T87653-742-852

# Answers to opener's slam try (a control bid at the four level): accept with a maximum (7
# losers or fewer, or 11+ HCP) by showing a control up the line below game;
# decline, or with nothing to show below game, sign off in four of the major.
[1{a}-P-3{a}-P-4C-P] where a in HS
4D losers=7 D=:HH asks=1 text="accepts the slam try: a maximum (7 losers or fewer), a diamond control" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=K65-QJ72-A9843-4|QJ72-K65-A9843-4
4D hcp=11+ losers=8 D=:HH asks=1 text="accepts the slam try: a maximum (11+ HCP, 8 losers), a diamond control" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=A65-QJ72-A984-J4|QJ72-A65-A984-J4
4D custom=3+:A2K1 losers=8 {a}=4+ D=:HH asks=1 text="accepts the slam try: good controls (an ace and a king, 8 losers) and four trumps, a diamond control" ref="standard teaching (control bidding): controls (ace 2, king 1) count for more than queens and jacks in a slam; over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=9-KJ72-A8432-654|KJ72-9-A8432-654

[1S-P-3S-P-4C-P]
4H losers=7 H=:HH asks=1 text="accepts the slam try: a maximum (7 losers or fewer), a heart control, no diamond control" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=QJ72-AK843-987-4
4H hcp=11+ losers=8 H=:HH asks=1 text="accepts the slam try: a maximum (11+ HCP, 8 losers), a heart control, no diamond control" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=QJ72-AQ8-9543-K4
4H custom=3+:A2K1 losers=8 S=4+ H=:HH asks=1 text="accepts the slam try: good controls (an ace and a king, 8 losers) and four trumps, a heart control, no diamond control" ref="standard teaching (control bidding): controls (ace 2, king 1) count for more than queens and jacks in a slam; over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=KJ72-A8432-654-9

[1{a}-P-3{a}-P-4C-P] where a in HS
4N@{a}0 hcp=11+ losers=8 text="accepts the slam try (11+ HCP, 8 losers) with no control to show below game: asks for aces" ref="standard teaching (control bidding): a partner who accepts the slam try but has no control to show below game may take over with Blackwood; the ace count decides between five and six" test=A93-QJ72-Q843-K4|QJ72-T93-Q843-AK
4N@{a}0 custom=3+:A2K1 losers=8 {a}=4+ text="accepts the slam try (good controls: an ace and a king, 8 losers, four trumps) with no control to show below game: asks for aces" ref="standard teaching (control bidding): controls (ace 2, king 1) count for more than queens and jacks in a slam; a partner who accepts the slam try but has no control to show below game may take over with Blackwood; the ace count decides between five and six" test=954-K972-65-AK84|K972-954-65-AK84
4{a} text="declines the slam try: a minimum, or no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=J43-K874-Q98-Q32|K874-J43-Q98-Q32

[1S-P-3S-P-4D-P]
4H losers=7 H=:HH asks=1 text="accepts the slam try: a maximum (7 losers or fewer), a heart control" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=QJ72-AK843-987-4
4H hcp=11+ losers=8 H=:HH asks=1 text="accepts the slam try: a maximum (11+ HCP, 8 losers), a heart control" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=QJ72-AQ8-9543-K4
4H custom=3+:A2K1 losers=8 S=4+ H=:HH asks=1 text="accepts the slam try: good controls (an ace and a king, 8 losers) and four trumps, a heart control" ref="standard teaching (control bidding): controls (ace 2, king 1) count for more than queens and jacks in a slam; over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=KJ72-A8432-654-9

[1{a}-P-3{a}-P-4D-P] where a in HS
4N@{a}0 hcp=11+ losers=8 text="accepts the slam try (11+ HCP, 8 losers) with no control to show below game: asks for aces" ref="standard teaching (control bidding): a partner who accepts the slam try but has no control to show below game may take over with Blackwood; the ace count decides between five and six" test=A93-QJ72-Q843-K4|QJ72-T93-Q843-AK
4N@{a}0 custom=3+:A2K1 losers=8 {a}=4+ text="accepts the slam try (good controls: an ace and a king, 8 losers, four trumps) with no control to show below game: asks for aces" ref="standard teaching (control bidding): controls (ace 2, king 1) count for more than queens and jacks in a slam; a partner who accepts the slam try but has no control to show below game may take over with Blackwood; the ace count decides between five and six" test=954-K972-65-AK84|K972-954-65-AK84
4{a} text="declines the slam try: a minimum, or no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=J43-K874-Q98-Q32|K874-J43-Q98-Q32

[1S-P-3S-P-4H-P]
4N@40 hcp=11+ losers=8 text="accepts the slam try (11+ HCP, 8 losers) with no control to show below game: asks for aces" ref="standard teaching (control bidding): a partner who accepts the slam try but has no control to show below game may take over with Blackwood; the ace count decides between five and six" test=QJ72-Q9-AQ84-K43
4S text="declines the slam try, or has no control to show below game" ref="standard teaching (control bidding): over partner's slam try below game, accept with a maximum by showing a control on the way (ace, king, singleton or void), decline with a minimum by signing off in game; the limit raise shows 8 losers, a maximum 7 (one cover card more)" test=K874-J43-Q98-Q32

# Opener after the acceptance: Blackwood when every side suit is controlled, else game.
[1S-P-3S-P-4C-P-4D-P]
6S H=:HH shape=void text="partner accepted the slam try; every side suit controlled and a void: small slam (no Blackwood with a void)" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell whether partner's ace is in the void suit, where it is wasted); once partner has accepted the slam try and every side suit is controlled, the void-holder bids the slam himself" test=AKJ762-A2-KQJ72-
4N@40 H=:HH text="partner accepted the slam try; hearts controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AK762-A2-KJT7-A3
4S text="hearts not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AK762-932-AK7-AQ

[1H-P-3H-P-4C-P-4D-P]
6H S=:HH shape=void text="partner accepted the slam try; every side suit controlled and a void: small slam (no Blackwood with a void)" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell whether partner's ace is in the void suit, where it is wasted); once partner has accepted the slam try and every side suit is controlled, the void-holder bids the slam himself" test=-AKJ762-KQJ72-A2
4N@30 S=:HH text="partner accepted the slam try; spades controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=A2-AK762-KJT7-A3
4H text="spades not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=932-AK762-AK7-AQ

[1S-P-3S-P-4C-P-4H-P]
6S D=:HH shape=void text="partner accepted the slam try; every side suit controlled and a void: small slam (no Blackwood with a void)" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell whether partner's ace is in the void suit, where it is wasted); once partner has accepted the slam try and every side suit is controlled, the void-holder bids the slam himself" test=AKJ762-A2--AQJ72
4N@40 D=:HH text="partner accepted the slam try; diamonds controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AK762-A2-KJT7-A3
4S text="diamonds not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AK762-A32-QJ7-AQ

[1S-P-3S-P-4D-P-4H-P]
6S C=:HH shape=void text="partner accepted the slam try; every side suit controlled and a void: small slam (no Blackwood with a void)" ref="standard teaching: do not use Blackwood with a void (the answer cannot tell whether partner's ace is in the void suit, where it is wasted); once partner has accepted the slam try and every side suit is controlled, the void-holder bids the slam himself" test=AKJ762-A2-AQJ72-
4N@40 C=:HH text="partner accepted the slam try; clubs controlled by his own holding: asks for aces" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AK762-KQ2-AJ7-K2
4S text="clubs not controlled: sign-off" ref="standard teaching (control bidding): the slam-try bidder asks for aces once partner has accepted and every side suit is controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=AK762-KQ2-AJ7-Q2

[1{a}-P-3{a}-P-4{c}-P-4{a}-P] where a in HS, c<a
P text="partner declined the slam try" ref="standard teaching (control bidding): a sign-off in four of the major ends the slam try" test=A-AK762-AJT7-AT3|AK762-A-AJT7-AT3

[1{a}-P-3{a}-P-4{c}-P-4{d}-P-4{a}-P] where a in HS, c<d, d<a
P text="the slam-try bidder signed off" ref="standard teaching (control bidding): a sign-off in four of the major ends the slam try" test=K65-QJ72-A9843-4|QJ72-K65-A9843-4


[1{a}-P-3{a}-P] where a in CD complete
3N hcp=14+ shape=balanced text="accepts, balanced" test=AQ3-KJ3-K32-J432
3N hcp=14+ S=:1stop H=:1stop text="accepts: more than a minimum, both majors stopped" ref="standard teaching: opener accepts a limit raise of a minor with 3NT when he has more than a minimum and the unbid suits stopped" test=AQ3-A-KJ32-Q5432
5{a} losers=6 shape=unbalanced text="accepts, unbalanced" test=A3-2-AQ432-KJ432
5{a} hcp=15+ {a}=4+ shape=unbalanced text="accepts: 15+ HCP, a nine-card fit and shortness: game in the minor"
   ref="standard teaching: opener accepts a limit raise with more than a minimum; without stoppers for 3NT, five of the minor with a fit and shortness" test=Q32-K-AQ432-KJ43

# Opener counts his distribution: 14+ total points opposite 11-12 is game (and 12+ HCP keeps
# 23+ HCP together). 3NT with the unbid suits stopped, else five of the minor with shortness.
[1{a}-P-3{a}-P] where a in CD complete
3N hcp=13+ dist=T14+ shape=balanced text="accepts: 13 HCP balanced with a doubleton (14 total points)"
   ref="standard teaching: opener accepts a limit raise with 14+ points counting distribution; balanced, 3NT" test=KJ2-A9-Q853-QJ32
[1C-P-3C-P] complete
3N hcp=12+ dist=T14+ S=:1stop H=:1stop D=:1stop text="accepts: 14+ total points, the unbid suits stopped"
   ref="standard teaching: opener accepts a limit raise with 14+ points counting distribution; 3NT with the unbid suits stopped" test=KJ3-K43-A-J98732
[1D-P-3D-P] complete
3N hcp=12+ dist=T14+ S=:1stop H=:1stop C=:1stop text="accepts: 14+ total points, the unbid suits stopped"
   ref="standard teaching: opener accepts a limit raise with 14+ points counting distribution; 3NT with the unbid suits stopped" test=KJ3-K43-J98732-A
[1C-P-3C-P] complete
5C hcp=12+ dist=T14+ C=5+ shape=unbalanced text="accepts: 14+ total points, a nine-card fit and shortness, no stoppers for 3NT: game in the minor"
   ref="standard teaching: opener accepts a limit raise with 14+ points counting distribution; without stoppers for 3NT, five of the minor with a fit and shortness" test=AJ2-6-KJ87-QJ987
[1D-P-3D-P] complete
5D hcp=12+ dist=T14+ D=5+ shape=unbalanced text="accepts: 14+ total points, a nine-card fit and shortness, no stoppers for 3NT: game in the minor"
   ref="standard teaching: opener accepts a limit raise with 14+ points counting distribution; without stoppers for 3NT, five of the minor with a fit and shortness" test=AJ2-6-QJ987-KJ87
[1{a}-P-3{a}-P] where a in CD complete
3N hcp=14+ stopped=2 text="accepts: 14+ HCP (25+ together), two of the unbid suits stopped: partner's limit raise is likely to cover the third" ref="standard teaching: opener accepts a limit raise with 14+ points; 3NT is the likelier game" test=QJ32-K-QJ84-AJ42
5{a} hcp=12+ dist=T15+ {a}=4+ shape=unbalanced text="accepts: 15+ total points, four-card support and shortness: game in the minor" ref="standard teaching: opener accepts a limit raise with 14+ points counting distribution; without stoppers for 3NT, five of the minor with a fit and shortness" test=AJ82-6-KQ87-QJ87
[1{a}-P-3{a}-P] where a in CD
P text="declines" test=J9832-875-432-54

[1{a}-P-4{a}-P] where a in HS complete
4N@{a}0 "Blackwood" losers=3 S=1+ H=1+ D=1+ C=1+ text="3 losers or fewer opposite the preemptive raise (about 8 losers, ten trumps together): slam is near, asks for aces" ref="standard teaching (losing trick count): a preemptive raise to game shows five trumps, a short suit and about 8 losers; opener with 3 losers or fewer still looks for slam, and Blackwood checks the aces (not with a void)" test=AK2-AKQ765-AK2-2
P text="partner's raise is preemptive" test=-92-976543-T9872

# ---- after a two-over-one (10+, forcing one round) ----
[1H-P-2{b}-P] where b in CD complete
3H pos=P hcp=14+ H=6+ text="opposite a passed hand, not forcing: 6+ hearts, extra values (before the minor raise)" ref="standard teaching: after a two-over-one, opener's jump rebid of a six-card major shows extra values (14+) and is forcing; with a six-card major, show it before raising the minor" test=A2-AKJ932-K2-Q92
3H hcp=14+ H=6+ text="6+ hearts, extra values (before the minor raise)" ref="standard teaching: after a two-over-one, opener's jump rebid of a six-card major shows extra values (14+) and is forcing; with a six-card major, show it before raising the minor" test=A2-AKJ932-K2-Q92 asks=1

[1S-P-2{b}-P] where b in CD complete
3S pos=P hcp=14+ S=6+ text="opposite a passed hand, not forcing: 6+ spades, extra values (before the minor raise)" ref="standard teaching: after a two-over-one, opener's jump rebid of a six-card major shows extra values (14+) and is forcing; with a six-card major, show it before raising the minor" test=AKJ932-A2-K2-Q92
3S hcp=14+ S=6+ text="6+ spades, extra values (before the minor raise)" ref="standard teaching: after a two-over-one, opener's jump rebid of a six-card major shows extra values (14+) and is forcing; with a six-card major, show it before raising the minor" test=AKJ932-A2-K2-Q92 asks=1

[1{a}-P-2{b}-P] where a in HS, b in CD complete
5{b} pos=P hcp=15+ {b}=4+ shape=singleton-or-void text="opposite a passed hand: 15+ with four-card support and a singleton or void, game in the minor (the raise to three would not be forcing)" ref="standard teaching: opposite a passed hand a new suit is not forcing and the raise can be passed; with game values counting the fit and shortness (10-11 opposite 15+ and a ruffing value) opener bids the game himself" test=AJ875--AKT9-K532|-AJ875-AKT9-K532|AJ875-K532-AKT9-|-AJ875-K532-AKT9
3{b} pos=P {b}=4+ text="opposite a passed hand, not forcing: 4+ card support" test=AJ875--AJT9-K532
3{b} {b}=4+ text="4+ card support" test=AJ875--AJT9-K532 asks=1
3N hcp=18-19 shape=balanced text="18-19 balanced (with 15-17 balanced opener opens 1NT)" ref="SAYC booklet: notrump opening bids (1NT 15-17 and 2NT 20-21, a five-card major allowed): a one-of-a-suit opener who jumps to 3NT holds 18-19 balanced" test=AQ875-KQ-KJ2-A52
2N pos=P hcp=12-14 shape=balanced text="opposite a passed hand, not forcing: 12-14 balanced" test=KQ875-K8-Q32-Q52
2N hcp=12-14 shape=balanced text="12-14 balanced" test=KQ875-K8-Q32-Q52 asks=1

[1H-P-2C-P] complete
2S hcp=16+ S=4+ asks=1 text="reverse: 16+, forcing" test=AKJ2-AQ875-K32-2
2H pos=P H=6+ text="opposite a passed hand, not forcing: 6+ hearts" test=A98-AKT762-Q8-32
2H H=6+ text="6+ hearts" test=A98-AKT762-Q8-32 asks=1
2D pos=P D=4+ text="opposite a passed hand, not forcing: 4+ diamonds" test=T6-AKT53-KQ86-J6
2D D=4+ text="4+ diamonds" test=T6-AKT53-KQ86-J6 asks=1
2H pos=P text="opposite a passed hand, not forcing: no better rebid" test=KT63-AKT53-K7-86
2H text="no better rebid" test=KT63-AKT53-K7-86 asks=1

[1H-P-2D-P] complete
2S hcp=16+ S=4+ asks=1 text="reverse: 16+, forcing" test=AKJ2-AQ875-2-K32
2H pos=P H=6+ text="opposite a passed hand, not forcing: 6+ hearts" test=A98-AKT762-32-Q8
2H H=6+ text="6+ hearts" test=A98-AKT762-32-Q8 asks=1
3C hcp=15+ C=4+ asks=1 text="new suit at the three level: extra values" test=A2-AKJ53-7-KQ862
2H pos=P text="opposite a passed hand, not forcing: no better rebid" test=T8-Q92-T6-765432
2H text="no better rebid" test=T8-Q92-T6-765432 asks=1

[1S-P-2{b}-P] where b in CD complete
2H pos=P H=4+ text="opposite a passed hand, not forcing: 4+ hearts" test=AQ875-KQ85-5-AJ9
2H H=4+ text="4+ hearts" test=AQ875-KQ85-5-AJ9 asks=1
2S pos=P S=6+ text="opposite a passed hand, not forcing: 6+ spades" test=J98742-942-J5-97
2S S=6+ text="6+ spades" test=J98742-942-J5-97 asks=1

[1S-P-2C-P] complete
2D pos=P D=4+ text="opposite a passed hand, not forcing: 4+ diamonds" test=AQ875-5-KQ85-AJ9
2D D=4+ text="4+ diamonds" test=AQ875-5-KQ85-AJ9 asks=1
2S pos=P text="opposite a passed hand, not forcing: no better rebid (light opening)" test=AK742-94-K98-J64
2S text="no better rebid (light opening)" test=AK742-94-K98-J64 asks=1

[1S-P-2D-P] complete
3C hcp=15+ C=4+ asks=1 text="new suit at the three level: extra values" test=AKJ52-6-J92-AKQ5
2S pos=P text="opposite a passed hand, not forcing: no better rebid" test=AQ875-Q5-K8-J953
2S text="no better rebid" test=AQ875-Q5-K8-J953 asks=1

[1S-P-2H-P] complete
4N@30 "Blackwood" hcp=15+ losers=4 S=1+:HH H=3+:HH D=1+:HH C=1+:HH text="heart support with four losers or fewer (15+ HCP, no void, a control in every suit) opposite the two-over-one (10+, five hearts): slam values, asks for aces" ref="standard teaching (losing trick count): a two-over-one in hearts shows an opening hand and five hearts (about eight losers); four losers opposite leave twelve tricks (24 minus 12); rather than jump to game with slam values, Blackwood, with a control in every suit and no void" test=AKQJ82-AK3-4-K32
3H pos=U hcp=18+ H=3+ asks=1 text="3+ hearts and 18+: raises below game to leave room for slam (the jump to game would end the auction)" ref="standard teaching: with a fit found after a two-over-one (10+), an opener with 18+ (28+ together) keeps the auction below game and tries for slam; the jump to game is the weaker action" test=AKJ85-KQ4-A7-K72
4H H=3+ dummy=H5:16+ text="3+ hearts, extra values" test=9-AK9642-J9874-4
3H pos=P H=3+ text="opposite a passed hand, not forcing: 3+ hearts" test=A9876-K87-QJT-K2
3H H=3+ text="3+ hearts" test=A9876-K87-QJT-K2 asks=1
3S pos=P hcp=14+ S=6+ text="opposite a passed hand, not forcing: 6+ spades, extra values" test=KJT943-K2-A85-K3
3S hcp=14+ S=6+ text="6+ spades, extra values" test=KJT943-K2-A85-K3 asks=1
3N hcp=18-19 shape=balanced text="18-19 balanced (with 15-17 balanced opener opens 1NT)" ref="SAYC booklet: notrump opening bids (1NT 15-17 and 2NT 20-21, a five-card major allowed): a one-of-a-suit opener who jumps to 3NT holds 18-19 balanced" test=AQ875-KQ-KJ2-A52
2N pos=P hcp=12-14 shape=balanced text="opposite a passed hand, not forcing: 12-14 balanced" test=KQ875-K8-Q32-Q52
2N hcp=12-14 shape=balanced text="12-14 balanced" test=KQ875-K8-Q32-Q52 asks=1
2S pos=P S=6+ text="opposite a passed hand, not forcing: 6+ spades" test=9876543-83-T6-J9
2S S=6+ text="6+ spades" test=9876543-83-T6-J9 asks=1
3x hcp=15+ X=4+ C=x D=x asks=1 text="new suit at the three level: extra values" test=KQ84-J-KQ8-KJT62
2S pos=P text="opposite a passed hand, not forcing: no better rebid" test=T8753--T2-876432
2S text="no better rebid" test=T8753--T2-876432 asks=1

[1D-P-2C-P] complete
3C pos=P C=4+ text="opposite a passed hand, not forcing: 4+ club support" test=A2-K3-KJ852-Q852
3C C=4+ text="4+ club support" test=A2-K3-KJ852-Q852 asks=1
2x hcp=16+ X=4+ H=x S=x asks=1 text="reverse: 16+, forcing" test=A-KQ76-AQJ52-K32
3D pos=P hcp=14+ D=6+ text="opposite a passed hand, not forcing: 6+ diamonds, extra values" test=A2-K3-AKJ852-Q52
3D hcp=14+ D=6+ text="6+ diamonds, extra values" test=A2-K3-AKJ852-Q52 asks=1
3N hcp=18-19 shape=balanced text="18-19 balanced (with 15-17 balanced opener opens 1NT)" ref="SAYC booklet: notrump opening bids (1NT 15-17 and 2NT 20-21, a five-card major allowed): a one-of-a-suit opener who jumps to 3NT holds 18-19 balanced" test=A32-KQ-AJ852-AJ2
2N pos=P hcp=12-14 shape=balanced text="opposite a passed hand, not forcing: 12-14 balanced" test=K32-K3-QJ852-QJ2
2N hcp=12-14 shape=balanced text="12-14 balanced" test=K32-K3-QJ852-QJ2 asks=1
2D text="5+ diamonds, minimum: not forcing (a minor-suit two-over-one may be passed here)" ref="standard teaching: after 1D-2C, opener's minimum rebid of his diamonds may be passed by a minimum responder" test=975-T976-8763-T2

# ---- after Jacoby 2NT ----
# A good five-card side suit at the four level, then shortness at the three level (the lower
# of two), then strength without shortness: 3M 18+, 3NT 15-17, 4M minimum.
[1{a}-P-2N-P] where a in HS complete
3{a} pos=T hcp=<14 {a}=6+ text="opposite a passed hand's natural 2NT (11-12): a minimum with six, to play" ref="ACBL SAYC booklet: Jacoby 2NT is used by an unpassed hand; a passed hand's 2NT is natural, 11-12 balanced, not forcing" test=KQ8652-AJ8652-2-
P pos=T hcp=<14 text="opposite a passed hand's natural 2NT (11-12): a minimum passes" ref="ACBL SAYC booklet: Jacoby 2NT is used by an unpassed hand; a passed hand's 2NT is natural, 11-12 balanced, not forcing" test=KQ852-AJ852-K2-3
4{a} pos=T {a}=6+ text="opposite a passed hand's natural 2NT (11-12): six-card suit and game values, game in the major" ref="ACBL SAYC booklet: Jacoby 2NT is used by an unpassed hand; a passed hand's 2NT is natural, 11-12 balanced, not forcing" test=AKQ652-AK8652-2-
3N pos=T text="opposite a passed hand's natural 2NT (11-12): game with 14+" ref="ACBL SAYC booklet: Jacoby 2NT is used by an unpassed hand; a passed hand's 2NT is natural, 11-12 balanced, not forcing" test=KQ852-AQ852-K2-A
4x "Jacoby 2NT: Opener Rebid" X=5+:a C=x D=x text="good five-card suit" test=95-87-8542-KQ984

[1S-P-2N-P] complete
4H "Jacoby 2NT: Opener Rebid" H=5+:a text="good five-card suit" test=AKJT9-AQJT9-8-87

[1{a}-P-2N-P] where a in HS complete
3x "Jacoby 2NT: Opener Rebid" X=0-1U C=x D=x alert text="singleton or void" test=AKQJ8-A86-Q976-2

[1H-P-2N-P] complete
3S "Jacoby 2NT: Opener Rebid" S=0-1 alert text="singleton or void" test=8-AKQJ8-Q976-AQ3

[1S-P-2N-P] complete
3H "Jacoby 2NT: Opener Rebid" H=0-1 alert text="singleton or void" test=T986543-6-T7-T95

[1{a}-P-2N-P] where a in HS complete
3{a} "Jacoby 2NT: Opener Rebid" hcp=18+ alert text="18+, no shortness" test=AKQ83-AK2-K72-32

[1H-P-2N-P] complete
3H "Jacoby 2NT: Opener Rebid" hcp=17 H=6+ alert text="18+ counting length, no shortness" test=QT4-AKQT74-A7-Q6

[1S-P-2N-P] complete
3S "Jacoby 2NT: Opener Rebid" hcp=17 S=6+ alert text="18+ counting length, no shortness" test=KQT853-A5-K7-AJ2

[1{a}-P-2N-P] where a in HS complete
3N "Jacoby 2NT: Opener Rebid" hcp=15-17 alert text="15-17, no shortness" test=KQT83-A754-KJ-K3
4{a} "Jacoby 2NT: Opener Rebid" text="minimum, no shortness" test=KQT86-KJ63-A7-T3

# ---- after 2NT over a minor (13-15 balanced, forcing to game) ----
[1{a}-P-2N-P] where a in CD complete
3{a} pos=T hcp=<13 {a}=6+ shape=unbalanced text="opposite a passed hand's natural 2NT (11-12): a minimum (under 13 HCP) with six, to play" ref="ACBL SAYC booklet: a passed hand's 2NT over a minor is natural, 11-12 balanced, not forcing (the 13-15 game force is for an unpassed hand); standard teaching: an invitation is accepted with more than a minimum (13+ opposite 11-12)" test=A2-Q3-K42-QJ9732|A2-Q3-QJ9732-K42
P pos=T hcp=<13 text="opposite a passed hand's natural 2NT (11-12): a minimum (under 13 HCP) passes; with 13+ (24+ together) game" ref="ACBL SAYC booklet: a passed hand's 2NT over a minor is natural, 11-12 balanced, not forcing (the 13-15 game force is for an unpassed hand); standard teaching: an invitation is accepted with more than a minimum (13+ opposite 11-12)" test=K32-Q32-Q32-AJ32
6N pos=T hcp=21+ shape=balanced text="opposite a passed hand's natural 2NT (11-12): 21+ balanced, slam (33 together)" ref="ACBL SAYC booklet: a passed hand's 2NT over a minor is natural, 11-12 balanced; standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AQ4-KQ3-AJ2-KQ32
4N pos=T hcp=20 text="opposite a passed hand's natural 2NT (11-12): quantitative, 20 invites 6NT (31-32 together)" ref="ACBL SAYC booklet: a passed hand's 2NT over a minor is natural, 11-12 balanced; standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AQ4-KJ3-AK2-QJ32
3N pos=T text="opposite a passed hand's natural 2NT (11-12): 13-19, game (24-31 together, short of a slam)" ref="ACBL SAYC booklet: a passed hand's 2NT over a minor is natural, 11-12 balanced; standard teaching: 25 points for 3NT, 33 for 6NT" test=AK4-KQ3-A32-KJ32|A4-K3-KJ2-AQ9732
6N hcp=20+ shape=balanced text="20+ balanced opposite 13-15: slam (33 together)" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK4-KQ3-A32-KQ32
4N hcp=18-19 text="quantitative: 18-19 opposite 13-15 invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK4-KJ3-A32-KJ32

[1C-P-2N-P] complete
3C C=6+ shape=unbalanced text="6+ clubs, unbalanced" test=A2-K3-K42-QJ9732

[1D-P-2N-P] complete
3D D=6+ shape=unbalanced text="6+ diamonds, unbalanced" test=A2-K3-QJ9732-K42

[1{a}-P-2N-P] where a in CD complete
3N text="to play" test=K32-K32-Q32-AJ32

# ---- after 3NT ----
[1{a}-P-3N-P] where a in HS complete
6N hcp=18+ shape=balanced text="18+ balanced: slam" test=AK432-KQ3-A32-K2
4N hcp=16-17 shape=balanced text="quantitative: invites 6NT" test=AK432-KJ3-A32-Q2

[1H-P-3N-P] complete
4N@30 "Blackwood" hcp=17+ H=6+ text="six hearts and 17+ opposite 15-17: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=A2-AKQ873-K32-K2
4N@30 "Blackwood" H=6+ losers=5 S=1+:HH D=1+:HH C=1+:HH text="six hearts and five losers or fewer (no void, a control in every suit) opposite 15-17 balanced with two hearts (about seven losers): twelve tricks in the eight-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a balanced 15-17 shows about seven losers, so five opposite leave twelve tricks; Blackwood only with a control (ace, king or singleton) in every suit, so that no two quick losers are left, and not with a void" test=K2-AKT8732-A32-3
4H H=6+ text="6+ hearts" test=A2-KQJ873-K32-32

[1S-P-3N-P] complete
4N@40 "Blackwood" hcp=17+ S=6+ text="six spades and 17+ opposite 15-17: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AKQ873-A2-K32-K2
4N@40 "Blackwood" S=6+ losers=5 H=1+:HH D=1+:HH C=1+:HH text="six spades and five losers or fewer (no void, a control in every suit) opposite 15-17 balanced with two spades (about seven losers): twelve tricks in the eight-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a balanced 15-17 shows about seven losers, so five opposite leave twelve tricks; Blackwood only with a control (ace, king or singleton) in every suit, so that no two quick losers are left, and not with a void" test=AKT8732-K2-A32-3
4S S=6+ text="6+ spades" test=KQJ873-A2-K32-32

[1{a}-P-3N-P] where a in HS complete
6N hcp=18+ text="18+ opposite 15-17: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK432-KQ32-A2-K2
4N hcp=16-17 text="quantitative: 16-17 opposite 15-17, invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK432-KJ32-A2-J2

[1{a}-P-3N-P] where a in HS
P test=KQ432-K32-Q32-K2

[1{a}-P-3N-P] where a in CD
6N hcp=17+ text="17+ opposite 16-17: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK4-KQ3-A32-QJ32
4N hcp=15-16 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK4-KJ3-J32-QJ32
P test=K32-K32-Q32-AJ32

# ---- after a jump shift (19+ or a strong fit, forcing to game) ----
[1{a}-P-2{b}-P] where a in CD, b in HS complete
3{b} {b}=3+ text="support" test=KQ2-K32-AJ32-Q32

[1C-P-2H-P] complete
2S S=4+ text="4+ spades" test=KQ32-2-A32-QJ432

[1D-P-2H-P] complete
2S S=4+ text="4+ spades" test=KQ32-2-QJ432-A32

[1C-P-2S-P] complete
3H H=4+ C=5 text="4+ hearts (and five clubs)" ref="standard teaching: after a jump shift opener rebids naturally, as over a simple new suit: support, a second suit of four or more, his own suit rebid with six, notrump with neither" test=K2-AJ32-32-KQ543

[1C-P-2{b}-P] where b in HS complete
3C C=6+ text="6+ clubs" test=K2-Q2-A32-KJ8432
3D D=5+ text="5+ diamonds (5-5)" ref="standard teaching: after a jump shift opener rebids naturally, as over a simple new suit: support, a second suit of four or more, his own suit rebid with six, notrump with neither" test=K2-2-AJ932-KQ932
2N text="no fit, no long suit" test=K2-Q2-A432-KJ432

[1D-P-2S-P] complete
3H H=4+ D=5 text="4+ hearts (and five diamonds)" ref="standard teaching: after a jump shift opener rebids naturally, as over a simple new suit: support, a second suit of four or more, his own suit rebid with six, notrump with neither" test=K2-AJ32-KQ543-32

[1D-P-2{b}-P] where b in HS complete
3D D=6+ text="6+ diamonds" test=K2-Q2-KJ8432-A32
3C C=5+ text="5+ clubs (5-5)" ref="standard teaching: after a jump shift opener rebids naturally, as over a simple new suit: support, a second suit of four or more, his own suit rebid with six, notrump with neither" test=K2-2-KQ932-AJ932
2N text="no fit, no long suit" test=K2-Q2-KJ432-A432

[1C-P-2D-P] complete
3D D=4+ text="support" test=K2-Q2-KJ43-A5432
2H H=4+ text="4+ hearts" test=K2-KQ32-2-AJ5432
2S S=4+ text="4+ spades" test=KQ32-K2-2-AJ5432
3C C=6+ text="6+ clubs" test=K2-Q2-A32-KJ8432
2N text="no fit, no long suit" test=K32-Q32-Q2-AJ432

[1H-P-2S-P] complete
3S S=3+ text="support" test=KQ2-AJ432-Q32-32
3H H=6+ text="6+ hearts" test=K2-AJ8432-Q32-32
3x X=4+ C=x D=x text="4+ cards" test=K2-AJ432-Q432-32
2N text="no fit" test=K2-AJ432-Q32-432

[1{a}-P-3{b}-P] where a in HS, b in CD complete
4{b} {b}=4+ text="support" test=AQ432--KJ32-Q432

[1H-P-3C-P] complete
3D D=4+ H=5 text="4+ diamonds (and five hearts)" ref="standard teaching: after a jump shift opener rebids naturally, as over a simple new suit: support, a second suit of four or more, his own suit rebid with six, notrump with neither" test=K2-AJ432-KQ32-32

[1S-P-3C-P] complete
3D D=4+ S=5 text="4+ diamonds (and five spades)" ref="standard teaching: after a jump shift opener rebids naturally, as over a simple new suit: support, a second suit of four or more, his own suit rebid with six, notrump with neither" test=AJ432-K2-KQ32-32

[1H-P-3{b}-P] where b in CD complete
3H H=6+ text="6+ hearts" test=K2-AJ8432-Q32-32
3S S=4+ text="4+ spades" ref="standard teaching: after a jump shift opener rebids naturally, as over a simple new suit: support, a second suit of four or more, his own suit rebid with six, notrump with neither" test=KQ32-AJ432-32-32
3N text="no fit" test=K32-AJ432-Q32-32

[1S-P-3{b}-P] where b in CD complete
3S S=6+ text="6+ spades" test=AJ8432-K2-Q32-32
3H H=4+ text="4+ hearts" test=AJ843-KQ32-32-32
3N text="no fit" test=AJ432-K32-Q32-32

[1D-P-3C-P] complete
4C C=4+ text="support" test=A32-2-KJ432-Q432
3D D=6+ text="6+ diamonds" test=K2-Q32-AJ8432-32
3x X=4+ H=x S=x text="4+ cards" test=K432-2-AJ432-Q32
3N text="no fit" test=K32-Q32-AJ432-32

[1S-P-3H-P] complete
4H H=3+ text="support" test=AJ432-K32-Q32-32
3S S=6+ text="6+ spades" test=AJ8432-K2-Q32-32
3N text="no fit" test=AJ432-2-KQ32-Q32

########################################################################################
# 5. RESPONDER'S REBID AFTER A ONE-LEVEL RESPONSE
########################################################################################

# ---- after opener's 1NT rebid (12-14 balanced) ----
[1{a}-P-1H-P-1N-P] where a in CD complete
4N@30 "Blackwood" hcp=18+ H=6+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=K83-AKQ632-T-KQJ
4H hcp=12-17 H=6+ text="6+ hearts, game values" test=AJ74-KJT862-K85-
2S hcp=13+ S=4+ H=5+ asks=G text="reverse: 5+ hearts, 4 spades, forcing to game" test=K632-QJT63-5-AKT
3H hcp=11 H=6+ text="6+ hearts, invitational" test=J9-KQJ986-97-KJ5
3H hcp=10-12 H=6+:3/5 text="6+ hearts, invitational" test=6-QJT942-A8-KT93
2H hcp=<11 H=6+ text="6+ hearts, to play" test=732-T98643-65-75

[1C-P-1H-P-1N-P] complete
3D hcp=13+ D=5+ H=5+ asks=G text="jump shift: 5-5, forcing to game" test=T-KQJT7-QJ986-KJ

[1D-P-1H-P-1N-P] complete
3C hcp=13+ C=5+ H=5+ asks=G text="jump shift: 5-5, forcing to game" test=-KQT97-K54-KQJ87

[1{a}-P-1S-P-1N-P] where a in CD complete
4N@40 "Blackwood" hcp=18+ S=6+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK8762-2-A-AKQ64
4S hcp=12-17 S=6+ text="6+ spades, game values" test=AQJT86-87-Q-KT73
4S hcp=8-11 S=6+ losers=<5 text="6+ spades, four losers or fewer: game" ref="standard teaching (losing trick count): responder's game decision counts distribution; opener's 1NT rebid is about seven or eight losers, and four losers or fewer opposite it make ten tricks (24 minus the losers together)" test=KQT9754-AJ965-2-
3H hcp=13+ H=4+ S=5+ asks=G text="jump shift: 5+ spades, 4+ hearts, forcing to game" test=KQT97-KQ74-T-KJ6
3H hcp=11-12 H=5+ S=5 asks=G text="five spades and 5+ hearts, 11-12 HCP: 13+ points counting length, forcing to game; opener chooses a major or 3NT" ref="standard teaching: responder counts a point for each five-card suit; 5-5 with 11-12 HCP is worth a game opposite an opening, and the second suit is shown rather than notrump" test=KQT97-KQ974-T-J6
3S hcp=11 S=6+ text="6+ spades, invitational" test=KQJ986-J9-97-KJ5
3S hcp=10-12 S=6+:3/5 text="6+ spades, invitational" test=KQJ986-J9-97-K95
2H hcp=<11 H=4+ S=5+ text="5+ spades, 4+ hearts, to play" test=T876532-9752-7-6
2S hcp=<11 S=6+ text="6+ spades, to play" test=K98743-98-K53-75

[1H-P-1S-P-1N-P] complete
4N@40 "Blackwood" hcp=18+ S=6+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=KQ9862-6-AKQJ5-A
4S hcp=12-17 S=6+ text="6+ spades, game values" test=KQJ643-KT54-QJ9-
4N@30 "Blackwood" hcp=18+ H=3+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK75-A95--AK9432
4H hcp=13-17 H=3+ text="heart support, game values" test=KQ98-K43-A63-Q43
3S hcp=11 S=6+ text="6+ spades, invitational" test=KQJ986-J9-97-KJ5
3S hcp=10-12 S=6+:3/5 text="6+ spades, invitational" test=KQJ986-J9-97-K95
3H hcp=11-12 H=3+ text="heart support, invitational" test=KQ98-K43-963-K43
2S hcp=<11 S=6+ text="6+ spades, to play" test=K98743-98-K53-75
2H hcp=<11 H=3+ shape=unbalanced text="heart preference, to play" test=J9843-Q43-K6532-
2x hcp=<11 S=5+ H=<=1 X=4+ C=x D=x text="5+ spades, a four-card or longer minor and a singleton or void in hearts: to play" ref="standard teaching: after opener's 1NT rebid, responder's new suit at the two level below his first suit is weak and natural (not forcing); with shortness in opener's suit a weak two-suiter plays there rather than in notrump" test=KJ982--Q8532-J53|KJ982--J53-Q8532
2x hcp=<11 S=5+ X=5+ C=x D=x text="5-5 in spades and a minor: to play" ref="standard teaching: after opener's 1NT rebid, responder's new suit at the two level below his first suit is weak and natural (not forcing); a weak five-five plays in a suit rather than in notrump" test=KJ982-J5-Q8532-3|KJ982-J5-3-Q8532

[1C-P-1D-P-1N-P] complete
3D hcp=11-12 D=6+ text="6+ diamonds, invitational" test=J4-K2-KQJ873-J43
2D hcp=<11 D=6+ text="6+ diamonds, to play" test=J4-Q2-KJ8732-432

[1{a}-P-1{b}-P-1N-P] where a<b complete
6N hcp=21+ text="21+ opposite 12-14: slam (33 together)" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ3-K2-AQ3-KQ32
4N hcp=19-20 text="quantitative: 19-20 opposite 12-14 invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ3-K2-AQ3-K432
3N hcp=13-18 text="to play" test=KQT9-J9-KJT-KJ64
2N hcp=11-12 text="invitational" test=KT-2-AT954-KJ976
P text="6-10: to play" test=542-75-T9653-J62

# ---- after opener rebids his suit (6+, minimum) ----
[1{a}-P-1H-P-2{a}-P] where a in CD complete
4N@30 "Blackwood" hcp=18+ H=6+:3/4 text="slam values opposite an opening (18+ HCP) and a self-sufficient six-card suit (three of the top four honours) partner has not raised: asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; an unsupported suit sets trumps only when it needs no help from partner (three of the top four honours); otherwise bid forward (fourth suit forcing)" test=-AKQ763-AQ7-AQT6
4H hcp=12-17 H=6+ text="6+ hearts, game values" test=9765-AQT832-AQ5-
2S hcp=13+ S=4+ asks=1 text="4+ spades, forcing" test=T965-AK8-K64-K43
3H hcp=11 H=6+ text="6+ hearts, invitational" test=J9-KQJ986-97-KJ5
3H hcp=10-12 H=6+:3/5 text="6+ hearts, invitational" test=-AQJT84-KT8543-3
2H hcp=<11 H=6+ text="6+ hearts, to play" test=74-T87432-52-764

[1{a}-P-1S-P-2{a}-P] where a in CD complete
4N@40 "Blackwood" hcp=18+ S=6+:3/4 text="slam values opposite an opening (18+ HCP) and a self-sufficient six-card suit (three of the top four honours) partner has not raised: asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; an unsupported suit sets trumps only when it needs no help from partner (three of the top four honours); otherwise bid forward (fourth suit forcing)" test=AKQ542-AJ8-A94-Q
4S hcp=12-17 S=6+ text="6+ spades, game values" test=A87654--AKJ54-T2
2H hcp=11+ H=4+ asks=1 text="4+ hearts, forcing" test=KQT97-KQ74-T-KJ6
3S hcp=11 S=6+ text="6+ spades, invitational" test=KQJ986-J9-97-KJ5
3S hcp=10-12 S=6+:3/5 text="6+ spades, invitational" test=KQJ986-J9-97-K95
2S hcp=<11 S=6+ text="6+ spades, to play" test=K98743-98-K53-75

[1H-P-1S-P-2H-P] complete
4N@40 "Blackwood" hcp=18+ S=6+:3/4 text="slam values opposite an opening (18+ HCP) and a self-sufficient six-card suit (three of the top four honours) partner has not raised: asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; an unsupported suit sets trumps only when it needs no help from partner (three of the top four honours); otherwise bid forward (fourth suit forcing)" test=AKQJ93-A8-AK4-93
4S hcp=12-17 S=6+ text="6+ spades, game values" test=AKQJ72-72-T4-Q96
4N@30 "Blackwood" hcp=18+ H=2+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=KQJT6-AQT65-AT-K
4H hcp=13-17 H=2+ text="heart support, game values" test=KQ98-K4-A632-Q43
3S hcp=11 S=6+ text="6+ spades, invitational" test=KQJ986-J9-97-KJ5
3S hcp=10-12 S=6+:3/5 text="6+ spades, invitational" test=KQJ986-J9-97-K95
3H hcp=11-12 H=2 text="two-card support for six hearts, invitational" ref="standard teaching: a doubleton is support for a rebid six-card suit" test=KQ98-K4-Q632-Q43
2N hcp=11-12 H=<2 text="invitational, no fit" ref="standard teaching: responder's 2NT rebid invites with 11-12" test=KQ987-4-QJ32-K43
2S hcp=<11 S=6+ text="6+ spades, to play" test=K98743-98-K53-75

[1C-P-1D-P-2C-P] complete
2x hcp=13+ X=4+ H=x S=x asks=1 text="4+ cards, forcing" test=AKT95-2-QT9876-A
3D hcp=11-12 D=6+ text="6+ diamonds, invitational" test=J4-K2-KQJ873-J43
2D hcp=<11 D=6+ text="6+ diamonds, to play" test=J4-Q2-KJ8732-432

# Opener's suit rebid shows a minimum (12-15): 3NT is game values with an upper limit (13-17,
# at most 32 together); with 18-20 (30-35 together) responder invites slam with a quantitative
# 4NT rather than bid a game that partner must pass.
[1{a}-P-1{b}-P-2{a}-P] where a<b complete
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=KQJ-A-AKQ32-KQJ2
4N hcp=18-20 text="quantitative: 18-20 opposite a minimum rebid (30-35 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AQ3-2-KQJ32-AK32
3N hcp=13-17 text="game values, no slam interest (13-17)" test=KJ3-3-KQ32-KJ432
2N hcp=11-12 shape=balanced text="invitational" test=KQ3-Q32-K32-J432
3{a} hcp=11-12 {a}=3+ text="support, invitational" test=K-Q43-KJ32-Q5432

[1{a}-P-1{b}-P-2{a}-P] where a in CD, a<b complete
2N hcp=11-12 S=2+ H=2+ D=2+ C=2+ text="invitational: 11-12, no fit and no singleton (5-4-2-2 included)"
   ref="standard teaching: responder's 2NT rebid invites with 11-12; a semi-balanced hand without a fit invites in notrump rather than pass with game in reach" test=AJ94-Q3-KQ842-43|AJ94-KQ842-Q3-43|KQ842-AJ94-Q3-43|Q3-KQ842-43-AJ94|KQ842-Q3-43-AJ94
2N hcp=11-12 {a}=1 stopped=3 text="invitational: 11-12, no fit, a singleton in opener's minor and the other suits stopped"
   ref="standard teaching: responder's 2NT rebid invites with 11-12 and the unbid suits stopped; a misfit is no reason to pass with game in reach" test=A943-K93-KJ843-4|A943-KJ843-K93-4|KJ843-A943-K93-4|A943-KJ843-4-K93|KJ843-A93-4-K943

# Responder's new suit below his own after opener's 1C-then-2C is forcing one round (standard
# teaching: a new suit by responder is forcing); with invitational values and a second suit of
# five, bid it rather than pass with game possible.
[1C-P-1{b}-P-2C-P] where b in HS complete
2D hcp=11-12 D=5+ asks=1 text="new suit: five or more diamonds, 11-12, forcing one round"
   ref="standard teaching: a new suit by responder is forcing one round; with invitational values responder shows a second five-card suit" test=95432-K2-AKJ95-5|K2-95432-AKJ95-5

# After 1D-1M-2D responder's 3C is a new suit, forcing one round (standard teaching: a new suit
# by responder is forcing unless opener rebid 1NT). With a misfit for diamonds (a singleton or
# void), five or more clubs and 12 HCP (11 with shortness) responder has opening values
# opposite an opening: he shows his suit rather than pass a misfit partscore.
[1D-P-1{b}-P-2D-P] where b in HS complete
3C hcp=12 C=5+ D=<2 asks=1 text="new suit: five or more clubs, a misfit for diamonds, 12 HCP, forcing one round"
   ref="standard teaching: a new suit by responder is forcing one round; with opening values opposite an opening responder does not pass a misfit" test=K43-Q32-2-AQJ432
3C hcp=11 C=5+ D=<2 dist=T13+ asks=1 text="new suit: five or more clubs, a misfit for diamonds, 11 HCP with shortness (13+ total points), forcing one round"
   ref="standard teaching: a new suit by responder is forcing one round; with opening values opposite an opening responder does not pass a misfit" test=K43-J32--AQJ5432

# Opener after responder's forcing 3C: three-card support for responder's major first, then 3NT
# with the unbid major stopped, a club raise with four and extras, else his diamonds again.
[1D-P-1{b}-P-2D-P-3C-P] where b in HS complete
3{b} {b}=3 text="three-card support for responder's major" ref="standard teaching: opener answers a forcing new suit by showing support first" test=K32-K32-AJ9832-2
3N stopped=2 text="the unbid major stopped (and diamonds)" ref="standard teaching: 3NT promises the unbid suit stopped" test=K2-K2-AJ9832-432
4C C=4+ hcp=14+ text="four-card club support and extras" ref="standard teaching: with support and extras opener raises the forcing new suit" test=2-32-AKQ832-KQ32
3D text="no stopper, no support: six or more diamonds" test=2-2-KQJ9832-5432

# After 1D-1M-2D, responder with invitational values (11-12) and 5-5 in his major and clubs
# shows the clubs (a new suit by responder is forcing one round) whatever his diamonds, rather
# than pass a misfit partscore.
[1D-P-1H-P-2D-P]
3C hcp=11-12 C=5+ H=5+ asks=1 text="new suit: 5-5, 11-12 HCP, forcing one round" ref="standard teaching: a new suit by responder is forcing one round; with invitational values (11-12) and 5-5 responder shows his second suit rather than pass a misfit partscore" test=5-AQ952-43-KQ952
[1D-P-1S-P-2D-P]
3C hcp=11-12 C=5+ S=5+ asks=1 text="new suit: 5-5, 11-12 HCP, forcing one round" ref="standard teaching: a new suit by responder is forcing one round; with invitational values (11-12) and 5-5 responder shows his second suit rather than pass a misfit partscore" test=AQ952-5-43-KQ952

[1{a}-P-1{b}-P-2{a}-P] where a<b complete
P text="to play" test=976-J52-T72-9864

# ---- after opener raises responder's major (13-15, four-card support) ----
[1{a}-P-1{b}-P-2{b}-P] where a<b, b in HS
[1C-P-1H-P-2H-P] complete
4H hcp=18+ S=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32
4N@30 "Blackwood" hcp=13+ losers=5 H=5+ S=:HH D=:HH text="five losers or fewer, five trumps and a control in each unbid suit opposite a minimum raise (about seven losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): a minimum raise shows about seven losers; five in responder's hand leave twelve tricks (24 minus 12) in the nine-card fit; Blackwood only with a control (ace, king, singleton or void) in each unbid suit, so that no two quick losers are left" test=A2-AKQ832-KQ2-32

[1C-P-1S-P-2S-P] complete
4S hcp=18+ H=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ
4N@40 "Blackwood" hcp=13+ losers=5 S=5+ H=:HH D=:HH text="five losers or fewer, five trumps and a control in each unbid suit opposite a minimum raise (about seven losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): a minimum raise shows about seven losers; five in responder's hand leave twelve tricks (24 minus 12) in the nine-card fit; Blackwood only with a control (ace, king, singleton or void) in each unbid suit, so that no two quick losers are left" test=AKQ832-A2-KQ2-32

[1D-P-1H-P-2H-P] complete
4H hcp=18+ S=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32
4N@30 "Blackwood" hcp=13+ losers=5 H=5+ S=:HH C=:HH text="five losers or fewer, five trumps and a control in each unbid suit opposite a minimum raise (about seven losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): a minimum raise shows about seven losers; five in responder's hand leave twelve tricks (24 minus 12) in the nine-card fit; Blackwood only with a control (ace, king, singleton or void) in each unbid suit, so that no two quick losers are left" test=A2-AKQ832-32-KQ2

[1D-P-1S-P-2S-P] complete
4S hcp=18+ H=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ
4N@40 "Blackwood" hcp=13+ losers=5 S=5+ H=:HH C=:HH text="five losers or fewer, five trumps and a control in each unbid suit opposite a minimum raise (about seven losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): a minimum raise shows about seven losers; five in responder's hand leave twelve tricks (24 minus 12) in the nine-card fit; Blackwood only with a control (ace, king, singleton or void) in each unbid suit, so that no two quick losers are left" test=AKQ832-A2-32-KQ2

[1H-P-1S-P-2S-P] complete
4S hcp=18+ D=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32
4N@40 "Blackwood" hcp=13+ losers=5 S=5+ D=:HH C=:HH text="five losers or fewer, five trumps and a control in each unbid suit opposite a minimum raise (about seven losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): a minimum raise shows about seven losers; five in responder's hand leave twelve tricks (24 minus 12) in the nine-card fit; Blackwood only with a control (ace, king, singleton or void) in each unbid suit, so that no two quick losers are left" test=AKQ832-32-A2-KQ2

[1{a}-P-1{b}-P-2{b}-P] where a<b, b in HS complete
4N@{b}0 "Blackwood" hcp=19+ text="19+ opposite a minimum raise (12-15): asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shape" test=AKJ2-AQJ2-K32-A2
4N@{b}0 "Blackwood" hcp=18 {b}=4+:2/3 text="18 and two of the top three trumps opposite a minimum raise (13-15 support points): 31+ together with the fit, asks for aces (five of the major is safe with the fit)" ref="standard teaching: once a fit is agreed, 31-33 points together with the fit make a slam likely; a game bid has an upper limit, and stronger hands look for slam" test=AKJ2-AQJ2-K432-2
4N@{b}0 "Blackwood" hcp=17+ dist=2+ text="17+ HCP with shortness (a singleton, a void or two doubletons) opposite a minimum raise (13-15 support points): 31+ together with the fit and the shortness counted, asks for aces" ref="standard teaching: once a fit is agreed, 31-33 points together with the shape counted make a slam likely; a game bid has an upper limit, and stronger hands look for slam" test=AKJ2-AQ32-K432-2
4{b} dist=T13+ text="game values" test=KJT874--AJ952-98
3{b} hcp=8+ dist=T11-12 text="invitational" ref="standard teaching: the invitation is 11-12 points, 8+ of them in high cards" test=KQ98-K432-Q32-32
P text="6-10: to play" test=832-T974-T7532-6

[1C-P-1D-P-2D-P] complete
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=A4-AK983-K5-AK82
4N hcp=19-20 text="quantitative: 19-20 opposite a minimum raise (31-35 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AJ3-KQ2-KQ32-AJ3
3N hcp=13-20 text="game values" test=KJ3-K32-KQ32-J32
3D hcp=11-12 shape=unbalanced text="invitational" test=32-Q2-KQJ32-K432
2N hcp=11-12 text="invitational" test=KJ3-Q32-QJ32-Q32
P text="to play" test=432-Q32-KJ32-432

# ---- after opener's jump raise (16-18, four-card support) ----
[1{a}-P-1{b}-P-3{b}-P] where a<b, b in HS
[1C-P-1H-P-3H-P] complete
4C@Q3 "Control Bid" hcp=17+ ours.hcp=32- C=:HH S=:HH D=2+:<3 asks=1 text="control bid: slam values opposite a jump raise but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=A2-KQJ2-432-AKQ2
4C@Q3 "Control Bid" hcp=15+ dist=2+ ours.hcp=32- C=:HH S=:HH D=2+:<3 asks=1 text="control bid: 15+ with shortness opposite a jump raise but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=A-KQJ32-432-AJ32
4H hcp=15+ S=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AJ32-KJ32-32-AQ2

[1C-P-1S-P-3S-P] complete
4C@Q4 "Control Bid" hcp=17+ ours.hcp=32- C=:HH H=:HH D=2+:<3 asks=1 text="control bid: slam values opposite a jump raise but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQJ2-AQJ2-432-AQ
4D@Q4 "Control Bid" hcp=17+ ours.hcp=32- C=:HH D=:HH H=2+:<3 asks=1 text="control bid: slam values opposite a jump raise but two quick losers in hearts; the diamond control, the other side suits controlled, so that partner shows a hearts control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQJ2-432-AQJ2-AQ
4C@Q4 "Control Bid" hcp=15+ dist=2+ ours.hcp=32- C=:HH H=:HH D=2+:<3 asks=1 text="control bid: 15+ with shortness opposite a jump raise but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQJ32-A-432-AJ32
4D@Q4 "Control Bid" hcp=15+ dist=2+ ours.hcp=32- C=:HH D=:HH H=2+:<3 asks=1 text="control bid: 15+ with shortness opposite a jump raise but two quick losers in hearts; the diamond control, the other side suits controlled, so that partner shows a hearts control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQJ32-432-A-AJ32
4S hcp=15+ H=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-Q2

[1D-P-1H-P-3H-P] complete
4H hcp=15+ S=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1D-P-1S-P-3S-P] complete
4D@Q4 "Control Bid" hcp=17+ ours.hcp=32- C=:HH D=:HH H=2+:<3 asks=1 text="control bid: slam values opposite a jump raise but two quick losers in hearts; the diamond control, the other side suits controlled, so that partner shows a hearts control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQJ2-432-AQJ2-AQ
4D@Q4 "Control Bid" hcp=15+ dist=2+ ours.hcp=32- C=:HH D=:HH H=2+:<3 asks=1 text="control bid: 15+ with shortness opposite a jump raise but two quick losers in hearts; the diamond control, the other side suits controlled, so that partner shows a hearts control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQJ32-432-A-AJ32
4S hcp=15+ H=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-AQ2-KJ32-32

[1H-P-1S-P-3S-P] complete
4C@Q4 "Control Bid" hcp=17+ ours.hcp=32- C=:HH H=:HH D=2+:<3 asks=1 text="control bid: slam values opposite a jump raise but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQJ2-AQJ2-432-AQ
4C@Q4 "Control Bid" hcp=15+ dist=2+ ours.hcp=32- C=:HH H=:HH D=2+:<3 asks=1 text="control bid: 15+ with shortness opposite a jump raise but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQJ32-A-432-AJ32
4S hcp=15+ D=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AJ32-KJ32-32-AQ2

[1{a}-P-1{b}-P-3{b}-P] where a<b, b in HS
4N@{b}0 "Blackwood" hcp=17+ text="17+ opposite a jump raise (16-18 support points): asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shape" test=AKJ2-AQJ2-K432-3
4N@{b}0 "Blackwood" hcp=16 {b}=4+:2/3 text="16 and two of the top three trumps opposite a jump raise (16-18 support points): 31+ together with the fit in most deals, asks for aces (five of the major is safe with the fit)" ref="standard teaching: once a fit is agreed, 31-33 points together with the fit counted make a slam; a responder who would have bid game opposite a minimum makes a slam try opposite a jump raise, with a trump suit that loses no more than the one trick a slam can afford; Blackwood checks the aces" test=A32-AQ32-KQ32-J2|A32-AQ32-J2-KQ32|AQ32-A32-KQ32-J2|AQ32-J2-A32-KQ32|AQ32-KQ32-J2-A32
4N@{b}0 "Blackwood" hcp=15+ dist=2+ text="15+ HCP with a singleton or void opposite a jump raise (16-18 support points): 31+ together with a fit and the shortness counted, asks for aces" ref="standard teaching: once a fit is agreed, 31-33 points together with the shape counted make a slam (33 points in high cards, fewer with a fit and shortness); Blackwood checks the aces" test=KQJ2-AQ932-K32-3
4N@{b}0 "Blackwood" hcp=12+ losers=5 {b}=4+:2/3 text="five losers or fewer and two of the top three trumps opposite a jump raise (about seven losers): twelve tricks, asks for aces"
   ref="standard teaching: losing trick count (24 minus the losers of both hands); the invitational jump raise shows about seven losers, so five losers in responder's hand make twelve tricks; the jump raise may hold only three small trumps, so responder holds the top honours; Blackwood checks the aces" test=AK982-AK943-32-2
4N@{b}0 "Blackwood" custom=3+:A1 {b}=5+ text="three aces and five trumps opposite opener's jump raise (16-18 support points, four trumps): a nine-card fit and prime values, asks for aces" ref="standard teaching: aces are worth more than their points in a slam (prime values); three aces and a nine-card fit opposite opener's jump raise (16-18 support points) leave few losers, and Blackwood checks the fourth ace" test=A8765-A32-A32-32|A32-A8765-A32-32
4N@{b}0 "Blackwood" hcp=12+ losers=5 {b}=5+ text="five losers or fewer and five trumps opposite a jump raise (about seven losers, four trumps): a nine-card fit and twelve tricks, asks for aces" ref="standard teaching: losing trick count (24 minus the losers of both hands): the jump raise shows four trumps and about seven losers, so five losers in responder's hand make twelve tricks; with a nine-card fit the trumps seldom lose more than one trick; a responder with shape opposite a jump raise makes a slam try, and Blackwood checks the aces" test=KJ873-54-2-AKQ53|54-KJ873-2-AKQ53
4{b} hcp=8+ text="accepts: 8+ HCP opposite 16-18 support points" ref="standard teaching: after opener's jump raise responder bids game with more than a bare minimum" test=KQ98-K432-Q32-32
4{b} hcp=6+ dist=T9+ text="accepts: 6-7 HCP with shape (9+ total points)" ref="standard teaching: after opener's jump raise responder bids game with more than a bare minimum" test=Q9876-K6432-Q3-2
P text="declines" test=J832-Q432-J32-32

[1C-P-1D-P-3D-P]
4N@20 "Blackwood" hcp=17+ custom=1:A1 S=1+ H=1+ C=1+ text="17+ opposite a jump raise (16-18): 33 together, asks for aces (an ace of his own, so that five diamonds is a safe sign-off; not with a void)" ref="standard teaching: 33 points together make a slam; as after the jump raise of a major, Blackwood checks the aces" test=KQ42-AQJ-AKQ4-64
3N hcp=8+ shape=balanced text="to play" test=KJ3-Q32-QJ32-432
5D dist=T10+ D=5+ text="to play" test=3-K32-KJ832-Q432
3N hcp=8+ text="to play" test=KJ32-Q-QJ32-5432
P text="declines" test=432-Q32-J432-432

# ---- after opener's game raise (19+, four-card support) ----
[1{a}-P-1{b}-P-4{b}-P] where a<b, b in HS
4N@{b}0 "Blackwood" hcp=13+ text="Blackwood" test=AKJ2-AQJ2-K32-32
4N@{b}0 "Blackwood" hcp=12 custom=5:A2K1 text="12 with prime values (five or more controls, ace 2, king 1) opposite opener's game raise (19-21 support points): asks for aces" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less: with prime values count a point more; 33 points together make a slam, and with a fit Blackwood checks the aces" test=AK32-A432-J32-32|A432-AK32-J32-32
4N@{b}0 "Blackwood" hcp=10+ losers=5 text="10+ HCP and five losers or fewer opposite opener's game raise (19-21 support points, about five losers, four trumps): slam values, asks for aces" ref="standard teaching (losing trick count): opener's jump to game in responder's major shows about five losers; five or fewer opposite it leave thirteen tricks by the count (24 minus 10), so responder looks for slam; Blackwood checks the aces" test=AK87654-A432-2-2|A432-AK87654-2-2
P test=J832-Q432-J32-32

# ---- after opener's 2NT (18-19 balanced) ----
[1{a}-P-1{b}-P-2N-P] where a<b complete
6N hcp=15+ text="15+ opposite 18-19: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ2-KQ32-QJ2-32
4N hcp=14 text="quantitative: 14 opposite 18-19 invites 6NT (33 with a maximum)" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ2-KJ32-J32-J2
4N hcp=13 {b}=<5 text="quantitative: 13 opposite 18-19 (31-32 together) invites 6NT (with five or more cards in his suit responder shows it first, looking for the fit)" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ2-KJ32-J32-32

[1{a}-P-1H-P-2N-P] where a in CD complete
3H hcp=12+ H=6+ asks=1 text="6+ hearts and 12+ opposite 18-19 (31+ together counting the sixth card): forcing, slam interest" ref="standard teaching: 33 points together make a slam, 31 with an eight-card fit; opener's 2NT rebid shows 18-19 balanced with two or three cards in responder's major; a 4NT bid directly over 2NT would be quantitative, so responder sets the suit first with a forcing three of his major and asks for aces once the fit is shown" test=A5-KQJ874-K32-84
4H H=6+ text="6+ hearts" test=J54-KQ9854-T86-6
3H H=5+ asks=1 text="5+ hearts, forcing" test=J54-KQ985-T86-62

# After 1m-1H-2NT opener may hold four spades (18-19 balanced jumps to 2NT rather than bid
# them). Responder with four spades too and a singleton or void bids 3S, forcing: opener
# raises with four, else bids 3NT.
[1{a}-P-1H-P-2N-P] where a in CD complete
3S hcp=6-13 S=4 H=4 shape=singleton-or-void asks=1 text="four spades (and four hearts) with a singleton or void: forcing, looks for a 4-4 spade fit before 3NT" ref="standard teaching: opener's 2NT rebid may hide a four-card major; with shortness responder checks for a 4-4 major fit before 3NT" test=Q742-KJ95-8-Q973|KJ95-Q742-Q973-8

[1{a}-P-1H-P-2N-P-3S-P] where a in CD complete
4S S=4+ text="four spades, bypassed by the 2NT rebid: the 4-4 fit" ref="standard teaching: opener's 2NT rebid may hide a four-card major; with a 4-4 major fit play four of the major rather than 3NT" test=AQ84-K7-KJ6-AQ92
3N text="no four spades: 3NT" test=AQ8-K73-KJ6-AQ92

[1{a}-P-1S-P-2N-P] where a in CDH complete
3S hcp=12+ S=6+ asks=1 text="6+ spades and 12+ opposite 18-19 (31+ together counting the sixth card): forcing, slam interest" ref="standard teaching: 33 points together make a slam, 31 with an eight-card fit; opener's 2NT rebid shows 18-19 balanced with two or three cards in responder's major; a 4NT bid directly over 2NT would be quantitative, so responder sets the suit first with a forcing three of his major and asks for aces once the fit is shown" test=KQJ874-A5-K32-84
4S S=6+ text="6+ spades" test=KQ9854-J54-T86-6
3S S=5+ asks=1 text="5+ spades, forcing" test=KQ985-J54-T86-62

[1H-P-1S-P-2N-P] complete
4H H=3+ shape=unbalanced text="heart support" test=KJ85-Q54-T8652-6
3H H=3+ asks=1 text="heart support, forcing" test=KJ85-Q54-T865-62

# After 1C-1D-2NT opener may hold a four-card major (18-19 balanced jumps to 2NT rather than
# bid it). Responder with club support, a four-card major and a singleton or void raises
# clubs, forcing: opener shows a four-card major, else bids 3NT; responder raises the major
# with four. Without club support he bids the four-card major itself (3H, else 3S), forcing:
# opener raises with four, shows four spades over 3H, else bids 3NT.
[1C-P-1D-P-2N-P] complete
3C hcp=6-13 C=4+ H=4 shape=singleton-or-void asks=1 text="4+ clubs, four hearts and a singleton or void: forcing, looks for a 4-4 major fit before 3NT" ref="standard teaching: opener's 2NT rebid may hide a four-card major; with shortness responder checks for a 4-4 major fit before 3NT" test=8-Q743-KJ95-Q973
3C hcp=6-13 C=4+ S=4 shape=singleton-or-void asks=1 text="4+ clubs, four spades and a singleton or void: forcing, looks for a 4-4 major fit before 3NT" ref="standard teaching: opener's 2NT rebid may hide a four-card major; with shortness responder checks for a 4-4 major fit before 3NT" test=Q732-8-QJ95-K973
3H hcp=6-13 H=4 C=<4 shape=singleton-or-void asks=1 text="four hearts and a singleton or void, no club fit: forcing, looks for a 4-4 heart fit before 3NT" ref="standard teaching: opener's 2NT rebid may hide a four-card major; with shortness responder checks for a 4-4 major fit before 3NT" test=8-Q743-KJ952-Q97|Q73-Q743-KJ952-8
3S hcp=6-13 S=4 H=<4 C=<4 shape=singleton-or-void asks=1 text="four spades and a singleton or void, no club fit: forcing, looks for a 4-4 spade fit before 3NT" ref="standard teaching: opener's 2NT rebid may hide a four-card major; with shortness responder checks for a 4-4 major fit before 3NT" test=Q743-8-KJ952-Q97

[1C-P-1D-P-2N-P-3H-P] complete
4H H=4+ text="four hearts, bypassed by the 2NT rebid: the 4-4 fit" ref="standard teaching: with a 4-4 major fit play four of the major rather than 3NT" test=K7-AQ84-KJ6-AQ92
3S S=4+ H=<4 asks=1 text="four spades, not four hearts" test=AQ84-K73-KJ6-AQ9
3N text="no four-card major: 3NT" test=AQ8-K73-KJ6-AQ92

[1C-P-1D-P-2N-P-3H-P-3S-P] complete
4S S=4+ text="four spades too: the 4-4 fit" test=Q743-Q743-KJ95-8
3N text="to play" test=8-Q743-KJ952-Q97

[1C-P-1D-P-2N-P-3S-P] complete
4S S=4+ text="four spades, bypassed by the 2NT rebid: the 4-4 fit" ref="standard teaching: with a 4-4 major fit play four of the major rather than 3NT" test=AQ84-K7-KJ6-AQ92
3N text="no four spades: 3NT" test=AQ8-K73-KJ6-AQ92

[1C-P-1D-P-2N-P-3C-P] complete
3H H=4+ text="four hearts, bypassed by the 2NT rebid" ref="standard teaching: opener's 2NT rebid may hide a four-card major; shown when responder asks" test=K7-AQ84-KJ6-AQ92
3S S=4+ text="four spades, bypassed by the 2NT rebid" ref="standard teaching: opener's 2NT rebid may hide a four-card major; shown when responder asks" test=AQ84-K7-KJ6-AQ92
3N text="no four-card major: 3NT" test=AQ8-K73-KJ6-AQ92

[1C-P-1D-P-2N-P-3C-P-3H-P] complete
4H H=4+ text="four hearts: the 4-4 fit" ref="standard teaching: with a 4-4 major fit play four of the major rather than 3NT" test=8-Q743-KJ95-K973
3S S=4+ H=<4 asks=1 text="four spades, not four hearts" test=Q743-8-KJ95-K973
3N text="to play" test=Q74-8-KJ952-KT73

[1C-P-1D-P-2N-P-3C-P-3S-P] complete
4S S=4+ text="four spades: the 4-4 fit" ref="standard teaching: with a 4-4 major fit play four of the major rather than 3NT" test=Q743-8-KJ95-K973
3N text="to play" test=8-Q743-KJ95-K973|8-Q74-KJ952-K973

[1C-P-1D-P-2N-P-3C-P-3H-P-3S-P] complete
4S S=4+ text="four spades too: the 4-4 fit" test=AQ84-AK84-K6-Q92
3N text="to play" test=A84-AK84-K6-Q952

[1{a}-P-1{b}-P-2N-P] where a<b
3N hcp=6+ text="to play" test=-85-AJ9863-JT543
P text="minimum" test=J543-J5-T863-862

# ---- after opener's jump rebid (16-18, 6+ cards) ----
[1H-P-1S-P-3H-P]
4N@30 "Blackwood" H=2+ hcp=15+ text="15+ and support opposite 16-18 with six hearts: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AKJ5-Q5-AQ65-J52
4N@30 "Blackwood" H=3+ losers=7 S=1+ D=1+ C=1+ text="three-card support, seven losers or fewer and no void opposite the jump rebid (16-18 with six hearts, about five losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; opener's jump rebid of a six-card suit shows about five losers, so seven opposite leave twelve tricks; Blackwood checks the aces (not with a void)" test=KT64-K43-A9-A872
4H H=2+ hcp=7+ text="to play" test=KJ85-Q5-K865-652
3N hcp=8+ text="to play" test=KJ852-5-Q865-K52
P test=J8542-5-T865-652

# Responder with slam values opposite opener's 16-18 and six of his minor: Blackwood with
# support and the aces a five-level sign-off needs; 6NT with 16+ (33 together).
[1C-P-1{b}-P-3C-P] where b in DHS complete
4N@10 "Blackwood" hcp=15+ C=2+ custom=2:A1 S=1+ H=1+ D=1+ asks=A text="15+ and support opposite 16-18 with six clubs: asks for aces"
   ref="standard teaching: 33 points together make a slam (a long trump suit needs fewer); Blackwood checks the aces" test=KQ32-A2-AJ32-Q32
4N@10 "Blackwood" C=3+ losers=7 custom=2:A1 S=1+ H=1+ D=1+ asks=A text="three-card support, seven losers or fewer and no void opposite the jump rebid (16-18 with six clubs, about five losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; opener's jump rebid of a six-card suit shows about five losers, so seven opposite leave twelve tricks; Blackwood checks the aces (with aces of his own to keep five of the minor safe)" test=KT64-A9-K43-A872

[1D-P-1{b}-P-3D-P] where b in HS complete
4N@20 "Blackwood" hcp=15+ D=2+ custom=1:A1 S=1+ H=1+ C=1+ asks=A text="15+ and support opposite 16-18 with six diamonds: asks for aces"
   ref="standard teaching: 33 points together make a slam (a long trump suit needs fewer); Blackwood checks the aces" test=KQ32-A432-Q2-KJ2
4N@20 "Blackwood" D=3+ losers=7 custom=1:A1 S=1+ H=1+ C=1+ asks=A text="three-card support, seven losers or fewer and no void opposite the jump rebid (16-18 with six diamonds, about five losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; opener's jump rebid of a six-card suit shows about five losers, so seven opposite leave twelve tricks; Blackwood checks the aces (with aces of his own to keep five of the minor safe)" test=KT64-A9-A872-K43

[1{a}-P-1{b}-P-3{a}-P] where a<b, a in CD complete
6N hcp=16+ text="16+ opposite 16-18: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ32-AKQ432-2-2
4N hcp=14-15 text="quantitative: 14-15 opposite 16-18 and a six-card minor (30-33 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT (a long running minor is worth a point or two)" test=KQJ5-A84-Q62-Q83

[1{a}-P-1{b}-P-3{a}-P] where a<b, a in CD
3N hcp=8+ text="to play" test=KJ85-Q54-T86-K52
3N hcp=7 dist=T9+ {a}=2+ text="a fitting 7 with shape (9+ total points): to play" ref="standard teaching: opposite opener's jump rebid (16-18), responder bids game with 8 points, or a fitting 7" test=KJ852-K5-T865-54
P test=J854-Q542-T86-52

# Responder's quantitative 4NT over opener's jump rebid of his minor (16-18, six cards):
# opener accepts with more than a minimum.
[1{a}-P-1{b}-P-3{a}-P-4N-P] where a<b, a in CD complete
6N hcp=17+ text="accepts: 17-18 opposite 14-15 (31+ together and the six-card minor's tricks)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=A8-K3-K42-AKJ973|A8-K3-AKJ973-K42
P text="declines: a minimum (16)" ref="standard teaching: decline a quantitative invitation with a minimum" test=A8-J3-K42-AKJ973|A8-J3-AKJ973-K42

# ---- after opener's 3NT rebid ----
[1{a}-P-1{b}-P-3N-P] where a<b
6N hcp=15+ text="slam" test=AK85-KQ4-Q86-K52
4N hcp=13-14 text="quantitative: 13-14 opposite 16-19 and a running minor (29-33 together), invites 6NT" ref="standard teaching: 33 points for 6NT; short of them, invite with a quantitative 4NT (a raise of notrump to 4NT is never Blackwood)" test=KQJ5-A84-Q62-J83|KQJ854-A8-Q62-J3
# Opener's 3NT is a long minor with stoppers, not a promise of length in responder's major:
# responder with a six-card major plays game in it (a 6-2 fit or better usually; even opposite
# a singleton the trumps play better than notrump with one stopper in a short suit).
4S S=6+ text="six-card spade suit: to play" ref="standard teaching: over opener's 3NT rebid, responder with a six-card major bids game in it"
   test=QJ8743-K2-T52-83
4H H=6+ text="six-card heart suit: to play" ref="standard teaching: over opener's 3NT rebid, responder with a six-card major bids game in it"
   test=K2-QJ8743-T52-83
P test=J854-Q542-T86-52

# Responder's quantitative 4NT over opener's 3NT (16-19 with a long running minor): opener
# accepts with the top of his range.
[1{a}-P-1{b}-P-3N-P-4N-P] where a<b complete
6N hcp=18+ text="accepts: 18+ opposite 13-14 (31+ together and the long minor's tricks)" ref="standard teaching: accept a quantitative invitation with more than a minimum; a long running suit is worth a point or two" test=AJ4-Q3-K7-AKQ964
6N hcp=17 custom=6:A2K1 text="accepts: 17 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQJ-AQ6-A654-654
P text="declines: 16-17" ref="standard teaching: decline a quantitative invitation with a minimum" test=K96-J7-Q4-AKQJ94

# ---- after opener's new suit at the one level ----
# Fourth suit forcing: a bid of the fourth suit (at the two level; after 1C-1D-1H, 1S is
# natural and 2S is the fourth suit) is artificial and forcing to game. 1NT and 2NT promise a
# stopper in the fourth suit.
[1C-P-1D-P-1H-P] complete
4N@30 "Blackwood" H=4+ dummy=H4:19+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=KQ2-AK32-AQ32-K2
4H H=4+ dummy=H4:13-18 text="4+ hearts, game values" test=4-AQ8654-Q54-854
1S hcp=12+ S=4 asks=1 text="four spades and game values: the natural 1S first, forcing; opener, who bids his four-card suits up the line, may hold four spades too; the game values are shown next"
   ref="standard teaching: after 1C-1D-1H, 1S is natural and forcing (fourth suit forcing starts at the two level); opener bids four-card suits up the line, so 1H does not deny four spades: a four-card major is shown naturally at the one level, where partner can raise it, before any artificial bid or notrump" test=AQJ8-72-KQ73-843
3N hcp=13-17 S=:1stop shape=balanced text="to play, spades stopped" test=KJ3-Q32-KQ32-Q32
1S hcp=12+ S=5+ asks=1 text="five+ spades (longer diamonds) and game values: the natural 1S first, forcing; the game values are shown next"
   ref="standard teaching: after 1C-1D-1H, 1S is natural and forcing (fourth suit forcing starts at the two level); a five-card major is shown naturally at the one level, where partner can still raise it, before any artificial bid" test=KQ983-4-AKJ874-5
2S "Fourth Suit Forcing" hcp=12+ dist=T13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=73-J-AKT952-KJT7
2S "Fourth Suit Forcing" hcp=12+ D=5+ alert asks=G text="fourth suit forcing: artificial, forcing to game" ref="standard teaching: responder counts a point for a five-card suit: 12 HCP and five cards make the 13 points for game" test=K32-Q3-AQJ32-742
3H H=4+ dummy=H4:11-12 text="4+ hearts, invitational" test=32-KJ32-KQ32-Q32
3D hcp=11-12 D=6+ text="6+ diamonds, invitational" test=32-Q2-KQJ832-K32
3C hcp=11-12 C=5+ text="club support, invitational" test=K2-32-KJ32-KJ432
2N hcp=11-12 S=:1stop text="invitational, spades stopped" test=KJ3-Q32-KJ32-Q32
2N hcp=11-12 shape=balanced text="invitational, balanced (the fourth suit may be unstopped)" ref="standard teaching: responder's 2NT rebid shows 11-12 balanced (1NT would show 6-10); opener looks for a stopper in the unbid suit" test=832-KJ3-AJ32-Q42
2H H=4+ text="4+ hearts, 6-10" test=753-T754-J862-97
1S S=4+ asks=1 text="4+ spades" test=T932-84-985-T954
2D D=6+ text="6+ diamonds, 6-10" test=32-Q2-KJ8732-432
P hcp=<8 H=3 text="6-7 with three hearts: content" ref="standard teaching: with a minimum and three cards in opener's second suit, responder may pass" test=432-Q32-KJ432-32
1N shape=balanced text="6-10 balanced (no stopper promised)" ref="standard teaching: responder's 1NT rebid at the one level shows 6-10 and promises no stopper" test=K32-Q2-J432-Q432
2C C=3+ text="club preference, 6-10" test=2-K2-KJ432-J5432

[1C-P-1D-P-1S-P] complete
4N@40 "Blackwood" S=4+ dummy=S4:19+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK32-KQ2-AQ32-K2
4S S=4+ dummy=S4:13-18 text="4+ spades, game values" test=QT98-K2-KQ43-A32
3N hcp=13-17 H=:1stop shape=balanced text="to play, hearts stopped" test=KJ3-KQ3-KJ32-Q32
2H "Fourth Suit Forcing" hcp=12+ dist=T13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=J53-AKQT72-32-Q6
2H "Fourth Suit Forcing" hcp=12+ D=5+ alert asks=G text="fourth suit forcing: artificial, forcing to game" ref="standard teaching: responder counts a point for a five-card suit: 12 HCP and five cards make the 13 points for game" test=K32-Q3-AQJ32-742
3S S=4+ dummy=S4:11-12 text="4+ spades, invitational" test=QJ98-32-KQ32-K32
3D hcp=11-12 D=6+ text="6+ diamonds, invitational" test=32-Q2-KQJ832-K32
3C hcp=11-12 C=5+ text="club support, invitational" test=K2-32-KJ32-KJ432
2N hcp=11-12 H=:1stop text="invitational, hearts stopped" test=K32-KJ3-QJ32-Q32
2N hcp=11-12 shape=balanced text="invitational, balanced (the fourth suit may be unstopped)" ref="standard teaching: responder's 2NT rebid shows 11-12 balanced (1NT would show 6-10); opener looks for a stopper in the unbid suit" test=KJ3-832-AJ32-Q42
2S S=4+ text="4+ spades, 6-10" test=9832-97642-53-86
2D D=6+ text="6+ diamonds, 6-10" test=32-Q2-KJ8732-432
P hcp=<8 S=3 text="6-7 with three spades: content" ref="standard teaching: with a minimum and three cards in opener's second suit, responder may pass" test=432-432-KJ432-Q2
1N shape=balanced text="6-10 balanced (no stopper promised)" ref="standard teaching: responder's 1NT rebid at the one level shows 6-10 and promises no stopper" test=32-KJ3-Q432-Q432
2C C=3+ text="club preference, 6-10" test=2-K2-KJ432-J5432
1N hcp=8+ text="8-10, no fit: 1NT (no stopper promised)" ref="standard teaching: responder's 1NT rebid at the one level shows 6-10 and promises no stopper" test=32-KJ832-KJ32-Q2
P text="minimum, nothing to add" test=32-J9832-KJ32-J2

[1C-P-1H-P-1S-P] complete
4N@40 "Blackwood" S=4+ dummy=S4:19+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK32-AQ32-KQ2-K2
4S S=4+ dummy=S4:13-18 text="4+ spades, game values" test=KQ98-KQT8-K43-32
4N@30 "Blackwood" hcp=18+ H=6+:3/4 text="slam values opposite an opening (18+ HCP) and a self-sufficient six-card suit (three of the top four honours) partner has not raised: asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; an unsupported suit sets trumps only when it needs no help from partner (three of the top four honours); otherwise bid forward (fourth suit forcing)" test=AK-AKJ975-K42-KJ
4H hcp=12-17 H=6+ text="6+ hearts, game values" test=AQ98-AT7432-J-J4
3N hcp=13-17 D=:1stop shape=balanced text="to play, diamonds stopped" test=K32-KQ32-KJ3-Q32
2D "Fourth Suit Forcing" hcp=12+ dist=T13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=K32-AQ532-32-KQ2
2D "Fourth Suit Forcing" hcp=12+ H=5+ alert asks=G text="fourth suit forcing: artificial, forcing to game" ref="standard teaching: responder counts a point for a five-card suit: 12 HCP and five cards make the 13 points for game" test=K96-AK765-Q3-742
3S S=4+ dummy=S4:11-12 text="4+ spades, invitational" test=KJ98-KQ32-Q32-32
3H hcp=11 H=6+ text="6+ hearts, invitational" test=J9-KQJ986-97-KJ5
3H hcp=10-12 H=6+:3/5 text="6+ hearts, invitational" test=92-AQJ853-32-K85
3C hcp=11-12 C=5+ text="club support, invitational" test=32-KQ32-Q-KJ8432
2N hcp=11-12 D=:1stop text="invitational, diamonds stopped" test=Q32-KQ32-KJ3-432
2N hcp=11-12 shape=balanced text="invitational, balanced (the fourth suit may be unstopped)" ref="standard teaching: responder's 2NT rebid shows 11-12 balanced (1NT would show 6-10); opener looks for a stopper in the unbid suit" test=K32-KJ32-832-AJ4
2S S=4+ text="4+ spades, 6-10" test=Q732-K832-Q2-932
2H H=6+ text="6+ hearts, 6-10" test=76-J98653-942-75
P hcp=<8 S=3 text="6-7 with three spades: content" ref="standard teaching: with a minimum and three cards in opener's second suit, responder may pass" test=432-KJ432-432-32
1N shape=balanced text="6-10 balanced (no stopper promised)" ref="standard teaching: responder's 1NT rebid at the one level shows 6-10 and promises no stopper" test=32-KJ32-K32-5432
2C C=3+ text="club preference, 6-10" test=2-KJ32-32-Q65432
1N hcp=8+ text="8-10, no fit: 1NT (no stopper promised)" ref="standard teaching: responder's 1NT rebid at the one level shows 6-10 and promises no stopper" test=32-KJ832-KJ32-Q2
P text="minimum, nothing to add" test=32-J9832-KJ32-J2

[1D-P-1H-P-1S-P]
[1D-P-1H-P-1S-P] complete
4S S=4+ dummy=S4:19+ C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1D-P-1H-P-1S-P] complete
4N@40 "Blackwood" S=4+ dummy=S4:19+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK32-AQ32-K2-KQ2
4S S=4+ dummy=S4:13-18 text="4+ spades, game values" test=KQ98-KQT8-K43-32
[1D-P-1H-P-1S-P] complete
4H hcp=18+ H=6+ C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQ-AKQJ32-K2-J32

[1D-P-1H-P-1S-P] complete
4N@30 "Blackwood" hcp=18+ H=6+:3/4 text="slam values opposite an opening (18+ HCP) and a self-sufficient six-card suit (three of the top four honours) partner has not raised: asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; an unsupported suit sets trumps only when it needs no help from partner (three of the top four honours); otherwise bid forward (fourth suit forcing)" test=AK3-AQJT84-J-A62
4H hcp=12-17 H=6+ text="6+ hearts, game values" test=T52-AKJ932-A6-T4
3N hcp=13-17 C=:1stop shape=balanced text="to play, clubs stopped" test=K32-KQ32-Q32-KJ3
2C "Fourth Suit Forcing" hcp=12+ dist=T13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=KT6-T3-QJ973-AQ8
2C "Fourth Suit Forcing" hcp=12+ H=5+ alert asks=G text="fourth suit forcing: artificial, forcing to game" ref="standard teaching: responder counts a point for a five-card suit: 12 HCP and five cards make the 13 points for game" test=K96-AK765-742-Q3
3S S=4+ dummy=S4:11-12 text="4+ spades, invitational" test=KJ98-KQ32-Q32-32
3H hcp=11 H=6+ text="6+ hearts, invitational" test=543-AQJT32-Q9-Q2
3H hcp=10-12 H=6+:3/5 text="6+ hearts, invitational" test=AQ7-QJT974--J943
3D hcp=11-12 D=4+ text="diamond support, invitational" test=32-KQ32-KJ32-Q32
2N hcp=11-12 C=:1stop text="invitational, clubs stopped" test=Q32-KQ32-432-KJ3
2N hcp=11-12 shape=balanced text="invitational, balanced (the fourth suit may be unstopped)" ref="standard teaching: responder's 2NT rebid shows 11-12 balanced (1NT would show 6-10); opener looks for a stopper in the unbid suit" test=K32-KJ32-AJ4-832
2S S=4+ text="4+ spades, 6-10" test=Q732-K832-Q2-932
2H H=6+ text="6+ hearts, 6-10" test=963-J87642-876-3
P hcp=<8 S=3 text="6-7 with three spades: content" ref="standard teaching: with a minimum and three cards in opener's second suit, responder may pass" test=432-KJ432-2-Q432
1N shape=balanced text="6-10 balanced (no stopper promised)" ref="standard teaching: responder's 1NT rebid at the one level shows 6-10 and promises no stopper" test=32-KJ32-K32-5432
2D D=2+ text="diamond preference, 6-10" test=2-KJ32-Q32-65432
P text="minimum, nothing to add" test=2-J9832-2-QJ5432

# ---- after opener's new suit at the two level, not a reverse ----
[1D-P-1H-P-2C-P] complete
4N@30 "Blackwood" hcp=18+ H=6+:3/4 text="slam values opposite an opening (18+ HCP) and a self-sufficient six-card suit (three of the top four honours) partner has not raised: asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; an unsupported suit sets trumps only when it needs no help from partner (three of the top four honours); otherwise bid forward (fourth suit forcing)" test=A-AKQ843-9865-AK
4H hcp=12-17 dist=T12-16 H=6+ text="6+ hearts, game values, no slam interest (16- total points)" ref="standard teaching: a jump to game is a sign-off; with slam interest responder goes through fourth suit forcing" test=KJ-K86532-3-KQ74
3N hcp=13-17 S=:1stop shape=balanced text="to play, spades stopped" test=KJ3-KQ32-Q32-Q32
2S "Fourth Suit Forcing" hcp=12+ dist=T13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=732-AKJ2-Q32-K32
3H hcp=11 H=6+ text="6+ hearts, invitational" test=J9-KQJ986-97-KJ5
3H hcp=10-12 H=6+:3/5 text="6+ hearts, invitational" test=87-AKJ875-QT2-75
3D hcp=11-12 D=4+ text="diamond support, invitational" test=32-KQ32-KJ32-Q32
2N hcp=11-12 S=:1stop text="invitational, spades stopped" test=KJ3-KQ32-32-Q432
3C hcp=11-12 C=4+ text="club support, invitational" test=32-KQ32-Q-KJ8432
3C hcp=10-11 C=5+ dummy=C4:12+ text="club support, invitational (10-11 HCP, five-card support, 12+ dummy points)" ref="standard teaching: responder raises opener's second suit to the three level as an invitation with 10-12 points, counting dummy points (shortness) with four-card support; a fit is shown rather than passed with invitational values" test=73-KJ84-K2-K8542
3D hcp=11-12 D=3 text="diamond support, invitational" test=32-KQ432-KJ3-Q32
2H hcp=<11 H=6+ C=<4 text="6+ hearts, fewer than four clubs: to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=T654-JT9863-76-8
2H hcp=<11 H=6+:2/3 text="a good six-card heart suit (two of the top three honours): to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=T6-KQ9863-7-8642
2D hcp=<11 D=>=C text="preference" test=T6-3-98742-98652
P hcp=<11 text="prefers clubs" test=432-KJ32-2-Q5432
2D text="no better bid" test=8432-AKJ32-Q2-J2

[1D-P-1S-P-2C-P] complete
4N@40 "Blackwood" hcp=18+ S=6+:3/4 text="slam values opposite an opening (18+ HCP) and a self-sufficient six-card suit (three of the top four honours) partner has not raised: asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; an unsupported suit sets trumps only when it needs no help from partner (three of the top four honours); otherwise bid forward (fourth suit forcing)" test=AQJ743-8-AQ-AK43
4S hcp=12-17 dist=T12-16 S=6+ text="6+ spades, game values, no slam interest (16- total points)" ref="standard teaching: a jump to game is a sign-off; with slam interest responder goes through fourth suit forcing" test=KQJ974--K87-QJ92
3N hcp=13-17 H=:1stop shape=balanced text="to play, hearts stopped" test=KJ32-KQ3-Q32-Q32
2H "Fourth Suit Forcing" hcp=12+ dist=T13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=95-KQJT8-A6-Q542
3S hcp=11 S=6+ text="6+ spades, invitational" test=KQJ986-J9-97-KJ5
3S hcp=10-12 S=6+:3/5 text="6+ spades, invitational" test=KQJ986-J9-97-K95
3D hcp=11-12 D=4+ text="diamond support, invitational" test=KQ32-32-KJ32-Q32
2N hcp=11-12 H=:1stop text="invitational, hearts stopped" test=KQ32-KJ3-32-Q432
3C hcp=11-12 C=4+ text="club support, invitational" test=KQ32-32-Q-KJ8432
3C hcp=10-11 C=5+ dummy=C4:12+ text="club support, invitational (10-11 HCP, five-card support, 12+ dummy points)" ref="standard teaching: responder raises opener's second suit to the three level as an invitation with 10-12 points, counting dummy points (shortness) with four-card support; a fit is shown rather than passed with invitational values" test=KJ84-73-K2-K8542
3D hcp=11-12 D=3 text="diamond support, invitational" test=KQ432-32-KJ3-Q32
2S hcp=<11 S=6+ C=<4 text="6+ spades, fewer than four clubs: to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=K98743-98-K53-75
2S hcp=<11 S=6+:2/3 text="a good six-card spade suit (two of the top three honours): to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=KQ9743-9-K5-7532
2D hcp=<11 D=>=C text="preference" test=J9764-53-962-853
P hcp=<11 text="prefers clubs" test=Q9432-K874-2-J53
2D text="no better bid" test=KQ432-8432-AJ-J2

[1H-P-1S-P-2C-P] complete
4N@40 "Blackwood" hcp=18+ S=6+:3/4 text="slam values opposite an opening (18+ HCP) and a self-sufficient six-card suit (three of the top four honours) partner has not raised: asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; an unsupported suit sets trumps only when it needs no help from partner (three of the top four honours); otherwise bid forward (fourth suit forcing)" test=AKQJ97-KT5-A3-A3
4S hcp=12-17 dist=T12-16 S=6+ text="6+ spades, game values, no slam interest (16- total points)" ref="standard teaching: a jump to game is a sign-off; with slam interest responder goes through fourth suit forcing" test=AQJT84--JT743-KJ
4N@30 "Blackwood" hcp=18+ H=3+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AKQT-AK7632-QT2-
4H hcp=13-15 H=3+ text="heart support, game values, no slam interest (13-15)" ref="standard teaching: a jump to game is a sign-off; with slam interest responder goes through fourth suit forcing" test=KQ98-K43-A63-Q43
3N hcp=13-17 D=:1stop shape=balanced text="to play, diamonds stopped" test=KJ32-K3-KQ3-Q432
2D "Fourth Suit Forcing" hcp=12+ dist=T13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=KT86-KQ54-AT4-82
3S hcp=11 S=6+ text="6+ spades, invitational" test=KQJ986-J9-97-KJ5
3S hcp=10-12 S=6+:3/5 text="6+ spades, invitational" test=KQJ986-J9-97-K95
3H hcp=11-12 H=3+ text="heart support, invitational" test=KQ32-Q43-Q32-K32
2N hcp=11-12 D=:1stop text="invitational, diamonds stopped" test=KQ32-32-KJ3-Q432
3C hcp=11-12 C=4+ text="club support, invitational" test=KQ32-32-J2-KQ432
3C hcp=10-11 C=5+ dummy=C4:12+ text="club support, invitational (10-11 HCP, five-card support, 12+ dummy points)" ref="standard teaching: responder raises opener's second suit to the three level as an invitation with 10-12 points, counting dummy points (shortness) with four-card support; a fit is shown rather than passed with invitational values" test=KJ84-73-K2-K8542
2S hcp=<11 S=6+ C=<4 text="6+ spades, fewer than four clubs: to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=K98743-98-K53-75
2S hcp=<11 S=6+:2/3 text="a good six-card spade suit (two of the top three honours): to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=KQ9743-9-K5-7532
2H hcp=<11 H=>=C text="preference" test=8432-Q32-K32-J32
P hcp=<11 text="prefers clubs" test=T94-85-9532-9754
2H text="no better bid" test=KQ432-32-432-AQ2

[1H-P-1S-P-2D-P] complete
4N@40 "Blackwood" hcp=18+ S=6+:3/4 text="slam values opposite an opening (18+ HCP) and a self-sufficient six-card suit (three of the top four honours) partner has not raised: asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; an unsupported suit sets trumps only when it needs no help from partner (three of the top four honours); otherwise bid forward (fourth suit forcing)" test=AKQJT85-AQ-Q-KQ2
4S hcp=12-17 dist=T12-16 S=6+ text="6+ spades, game values, no slam interest (16- total points)" ref="standard teaching: a jump to game is a sign-off; with slam interest responder goes through fourth suit forcing" test=AJT764-5-K953-A3
4N@30 "Blackwood" hcp=18+ H=3+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=975-KQT4-A95-AKQ
4H hcp=13-15 H=3+ text="heart support, game values, no slam interest (13-15)" ref="standard teaching: a jump to game is a sign-off; with slam interest responder goes through fourth suit forcing" test=KQ98-K43-A63-Q43
3N hcp=13-17 C=:1stop shape=balanced text="to play, clubs stopped" test=KJ32-K3-Q432-KQ3
3C "Fourth Suit Forcing" hcp=12+ dist=T13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=AJ32-K3-KQ32-432
3S hcp=11 S=6+ text="6+ spades, invitational" test=KQJ986-J9-97-KJ5
3S hcp=10-12 S=6+:3/5 text="6+ spades, invitational" test=KQJ986-J9-97-K95
3H hcp=11-12 H=3+ text="heart support, invitational" test=KQ32-Q43-Q32-K32
3D hcp=11-12 D=4+ text="diamond support, invitational" test=T96-J4-AKQ742-J2
3D hcp=10-11 D=5+ dummy=D4:12+ text="diamond support, invitational (10-11 HCP, five-card support, 12+ dummy points)" ref="standard teaching: responder raises opener's second suit to the three level as an invitation with 10-12 points, counting dummy points (shortness) with four-card support; a fit is shown rather than passed with invitational values" test=KJ84-73-K8542-K2
2N hcp=11-12 C=:1stop text="invitational, clubs stopped" test=J853-KT-KJ8-K983
2S hcp=<11 S=6+ D=<4 text="6+ spades, fewer than four diamonds: to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=K98743-98-K53-75
2S hcp=<11 S=6+:2/3 text="a good six-card spade suit (two of the top three honours): to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=KQ9743-9-7532-K5
2H hcp=<11 H=>=D text="preference" test=8432-Q32-K32-J32
P hcp=<11 text="prefers diamonds" test=8432-2-KJ32-Q432
2H text="no better bid" test=KQ432-32-AJ2-J32

# ---- after opener's reverse (16+, forcing one round) ----
# Responder has game values with 9+ HCP. Minimum bids: rebidding a five-card suit, preference
# to opener's first suit at the three level, 2NT.
[1C-P-1H-P-2D-P] complete
3D D=4+ asks=1 text="diamond support, forcing" test=32-KQ32-KJ32-432
3H hcp=9+ H=6+ asks=1 text="6+ hearts, forcing" test=32-KQJ986-32-K32
6N hcp=17+ shape=balanced text="17+ opposite a reverse (16+): slam" ref="standard teaching: 33 points for 6NT" test=KQ3-KQ32-K2-AJ32
3N hcp=9+ S=:1stop shape=balanced text="to play, spades stopped" test=KJ3-KQ32-32-Q432
2S "Fourth Suit Forcing" hcp=9+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=432-AQ32-32-KQ32
2H H=5+ text="5+ hearts" test=32-KJ832-432-Q32
3C C=3+ text="club preference, minimum" test=432-KJ32-32-Q432
2N text="minimum, no fit" test=5432-KJ32-432-Q2

[1C-P-1S-P-2D-P] complete
3D D=4+ asks=1 text="diamond support, forcing" test=KQ32-32-KJ32-432
3S hcp=9+ S=6+ asks=1 text="6+ spades, forcing" test=KQJ986-32-32-K32
6N hcp=17+ shape=balanced text="17+ opposite a reverse (16+): slam" ref="standard teaching: 33 points for 6NT" test=KQ32-KQ3-K2-AJ32
3N hcp=9+ H=:1stop shape=balanced text="to play, hearts stopped" test=KQ32-KJ3-32-Q432
2H "Fourth Suit Forcing" hcp=9+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=KQ32-432-32-AQ32
2S S=5+ text="5+ spades" test=KJ832-32-432-Q32
3C C=3+ text="club preference, minimum" test=KJ32-432-32-Q432
2N text="minimum, no fit" test=KJ32-5432-432-Q2

[1C-P-1S-P-2H-P] complete
4N@30 "Blackwood" hcp=18+ H=4+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=Q87-AJT83-AQ-AQ2
4H hcp=9-17 H=4+ text="4+ hearts, game values" test=KQ32-KJ32-32-432
3H H=4+ text="4+ hearts" test=QJ32-K832-32-432
3S hcp=9+ S=6+ asks=1 text="6+ spades, forcing" test=KQJ986-32-32-K32
6N hcp=17+ shape=balanced text="17+ opposite a reverse (16+): slam" ref="standard teaching: 33 points for 6NT" test=KQ32-32-AQ3-KQJ2
3N hcp=9+ D=:1stop shape=balanced text="to play, diamonds stopped" test=KQ32-32-KJ3-Q432
3D "Fourth Suit Forcing" hcp=9+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=KQ32-32-432-AQ32
2S S=5+ text="5+ spades" test=KJ832-32-432-Q32
3C C=3+ text="club preference, minimum" test=KJ32-32-432-Q432
2N text="minimum, no fit" test=KJ32-432-5432-Q2

[1D-P-1S-P-2H-P] complete
4N@30 "Blackwood" hcp=18+ H=4+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=KQ53-AKQ8-KJT-K6
4H hcp=9-17 H=4+ text="4+ hearts, game values" test=KQ32-KJ32-432-32
3H H=4+ text="4+ hearts" test=QJ32-K832-432-32
3S hcp=9+ S=6+ asks=1 text="6+ spades, forcing" test=KQJ986-32-32-K32
6N hcp=17+ shape=balanced text="17+ opposite a reverse (16+): slam" ref="standard teaching: 33 points for 6NT" test=KQ32-32-KQJ2-AQ3
3N hcp=9+ C=:1stop shape=balanced text="to play, clubs stopped" test=KQ32-32-Q432-KJ3
3C "Fourth Suit Forcing" hcp=9+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=KQ32-32-AQ32-432
2S S=5+ text="5+ spades" test=KJ832-32-Q32-432
3D D=3+ text="diamond preference, minimum" test=KJ32-32-Q432-432
2N text="minimum, no fit" test=83-J63-J2-QJT652


########################################################################################
# 6. RESPONDER'S REBID AFTER 1NT, A RAISE, A TWO-OVER-ONE
########################################################################################

# ---- after a help-suit game try (1M-2M-new suit) ----
# Accept with a maximum raise, or with help in the suit (an ace or king, or shortness).
[1{a}-P-2{a}-P-3{c}-P] where a in HS, c<a complete
4{a} dummy={a}5:8+ text="maximum raise: accepts" test=K76-K943-J843-Q2

[1{a}-P-2{a}-P-3C-P] where a in HS complete
4{a} C=:HH text="help in clubs: accepts" test=876-J943-8543-A2

[1{a}-P-2{a}-P-3D-P] where a in HS complete
4{a} D=:HH text="help in diamonds: accepts" test=876-J943-A2-8543

[1S-P-2S-P-3H-P] complete
4S H=:HH text="help in hearts: accepts" test=876-A2-Q943-8543

[1{a}-P-2{a}-P-3{c}-P] where a in HS, c<a complete
3{a} text="declines" test=8762-J94-Q8-QT62

[1H-P-2H-P-2S-P] complete
4H dummy=H5:8+ text="maximum raise: accepts" test=K6-K943-J843-Q32
4H S=:HH text="help in spades: accepts" test=A76-J943-8543-32
3H text="declines" test=Q876-J94-K8-T862

# ---- after opener's invitations in the raised major ----
[1{a}-P-2{a}-P-2N-P] where a in HS complete
4{a} dummy={a}5:8+ {a}=4+ text="maximum with four trumps" test=K764-K943-J84-Q2
3N dummy={a}5:8+ text="maximum, three trumps" test=K76-K94-J843-Q32
3{a} text="minimum" test=876-J94-K843-Q32

[1{a}-P-2{a}-P-3{a}-P] where a in HS complete
4{a} dummy={a}5:8+ text="maximum: accepts" test=K76-K943-J843-Q2
P text="minimum: declines" test=876-J94-K843-Q32

# ---- after 1NT and opener's new suit at the two level ----
[1H-P-1N-P-2{c}-P] where c in CD complete
3{c} hcp=7-10 dist=T9+ {c}=4+ text="4+ support, a maximum 1NT response (7-10 HCP, 9+ total points)" ref="standard teaching: responder raises opener's second suit with a maximum 1NT response; a minimum passes or gives preference" test=9-Q52-QJ84-A8743

[1H-P-1N-P-2C-P] complete
2H H=2+ C=<=H text="preference" test=Q432-Q2-J8432-K2
2D H=<2 C=<3 D=6,7+:2/3,1/3 text="a misfit: a long diamond suit of his own (a good six cards, or seven), short in both of opener's suits; to play"
   ref="standard teaching: the 1NT response may hide a long suit too weak for a two-over-one (10+); in a misfit (short in both of opener's suits) responder shows his own long suit, to play" test=Q432-2-KQJ864-J3

[1H-P-1N-P-2D-P] complete
2H H=2+ D=<=H text="preference" test=Q432-Q2-K2-J8432
3C H=<2 D=<3 C=6,7+:2/3,1/3 text="a misfit: a long club suit of his own (a good six cards, or seven), short in both of opener's suits; to play"
   ref="standard teaching: the 1NT response may hide a long suit too weak for a two-over-one (10+); in a misfit (short in both of opener's suits) responder shows his own long suit, to play" test=Q432-2-J3-KQJ864

[1H-P-1N-P-2{c}-P] where c in CD complete
P text="to play" test=832-32-QJ843-K87

[1S-P-1N-P-2{c}-P] where c in CD complete
2H hcp=<11 H=6+ {c}=<4 text="6+ hearts, fewer than four cards in opener's second suit: to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=9-T87653-863-863
2H hcp=<11 H=6+:2/3 text="a good six-card heart suit (two of the top three honours): to play" ref="standard teaching: support partner before rebidding a poor suit; opener's second suit of four or more cards and responder's four make an eight-card fit, where a weak six-card suit opposite a likely doubleton makes seven" test=9-KQ8653-63-8632|9-KQ8653-8632-63

[1S-P-1N-P-2{c}-P] where c in CDH complete
3{c} hcp=7-10 dist=T9+ {c}=4+ text="4+ support, a maximum 1NT response (7-10 HCP, 9+ total points)" ref="standard teaching: responder raises opener's second suit with a maximum 1NT response; a minimum passes or gives preference" test=9-QT52-QJ84-A874

[1S-P-1N-P-2C-P] complete
2S S=2+ C=<=S text="preference" test=K2-Q432-J8432-32
2D S=<2 C=<3 D=6,7+:2/3,1/3 text="a misfit: a long diamond suit of his own (a good six cards, or seven), short in both of opener's suits; to play"
   ref="standard teaching: the 1NT response may hide a long suit too weak for a two-over-one (10+); in a misfit (short in both of opener's suits) responder shows his own long suit, to play" test=2-Q432-KQJ864-J3

[1S-P-1N-P-2D-P] complete
2S S=2+ D=<=S text="preference" test=K2-Q432-32-J8432
3C S=<2 D=<3 C=6,7+:2/3,1/3 text="a misfit: a long club suit of his own (a good six cards, or seven), short in both of opener's suits; to play"
   ref="standard teaching: the 1NT response may hide a long suit too weak for a two-over-one (10+); in a misfit (short in both of opener's suits) responder shows his own long suit, to play" test=2-Q432-J3-KQJ864

[1S-P-1N-P-2H-P] complete
2S S=2+ H=<=S text="preference" test=K2-32-Q8432-J432
3x S=<2 H=<3 X=6,7+:2/3,1/3 D=x C=x text="a misfit: a long minor of his own (a good six cards, or seven), short in both of opener's suits; to play"
   ref="standard teaching: the 1NT response may hide a long suit too weak for a two-over-one (10+); in a misfit (short in both of opener's suits) responder shows his own long suit, to play" test=2-J3-KQJ864-Q432

[1S-P-1N-P-2{c}-P] where c in CDH complete
P text="to play" test=2-K32-Q8643-J873

# Opener after responder's long suit in a misfit: pass.
[1{a}-P-1N-P-2C-P-2D-P] where a in HS complete
P text="responder's long suit in a misfit: to play" test=AQJ62-2-K43-AJ52|2-AQJ62-K43-AJ52

[1{a}-P-1N-P-2{c}-P-3C-P] where a in HS, c in DH, c!=a complete
P text="responder's long suit in a misfit: to play" test=2-AQJ62-AJ52-K43|AQJ62-2-AJ52-K43|AQJ62-AJ52-K43-2

[1S-P-1N-P-2H-P-3D-P] complete
P text="responder's long suit in a misfit: to play" test=AQJ62-AJ52-2-K43

[1D-P-1N-P-2C-P] complete
3C hcp=7-10 dist=T9+ C=4+ text="4+ support, a maximum 1NT response (7-10 HCP, 9+ total points)" ref="standard teaching: responder raises opener's second suit with a maximum 1NT response; a minimum passes or gives preference" test=Q2-Q32-J84-AT843
2D D=3+ C=<=D text="preference" test=Q32-Q32-J843-K32
P text="to play" test=Q2-Q32-J84-T8432

# ---- after 1NT and opener's reverse (forcing one round) ----
[1{a}-P-1N-P-2{c}-P] where a in CDH, c>a complete
3N hcp=9+ text="maximum" test=KJ3-Q83-QJ7-K932
3{c} {c}=4+ text="support" test=J432-Q832-QJ74-9
2N text="minimum" test=T53-852-T92-JT74

# ---- after 1NT and opener's jump rebid (16-18, 6+) ----
[1{a}-P-1N-P-3{a}-P] where a in HS
4{a} hcp=7+ {a}=2+ text="accepts" test=K2-Q83-QJ72-J932
4{a} hcp=8+ text="the top of the 1NT response (8+): accepts opposite a six-card suit" ref="standard teaching: an invitation is accepted with more than a minimum" test=2-3-KQ72-KJ98432
P test=32-Q83-Q972-J932

[1{a}-P-1N-P-3{a}-P] where a in CD
3N hcp=8+ text="accepts" test=K32-Q83-QJ7-J932
P test=J32-Q83-J97-J932

# ---- after 1NT and opener's 2NT (17-18) ----
[1{a}-P-1N-P-2N-P] where a in CDHS
3N hcp=7+ text="accepts: 7+ opposite 18-19" ref="standard teaching: opposite an 18-19 2NT rebid, accept with 7 or more (25 together)" test=K32-Q83-QJ7-J932
P test=J32-Q83-J97-J932

# ---- after opener's minimum rebid of his suit following a two-over-one ----
[1{a}-P-2{b}-P-2{a}-P] where a in HS, b<a
[1H-P-2C-P-2H-P] complete
4H hcp=18+ H=3+ S=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1H-P-2D-P-2H-P] complete
4H hcp=18+ H=3+ S=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1S-P-2C-P-2S-P] complete
4S hcp=18+ S=3+ H=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ

[1S-P-2D-P-2S-P] complete
4S hcp=18+ S=3+ H=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ

[1S-P-2H-P-2S-P] complete
4S hcp=18+ S=3+ D=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1{a}-P-2{b}-P-2{a}-P] where a in HS, b<a complete
4N@{a}0 "Blackwood" hcp=18+ {a}=3+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AQ3-KJ3-AQ32-KQ2
4N@{a}0 "Blackwood" hcp=17 custom=6:A2K1 {a}=3+ text="17 with prime values (six or more controls, ace 2, king 1) opposite an opening and a fit: asks for aces" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less: with prime values count a point more; 33 points together make a slam, and with a fit Blackwood checks the aces" test=AK2-A32-K432-QJ2
4{a} hcp=13-17 {a}=3+ text="support, game values" test=K97-Q84-A87-KJ64
3{a} hcp=11-12 {a}=3+ text="support, invitational" test=K97-Q84-Q87-KJ64
3{a} pos=N hcp=10 {a}=3+ text="support, a minimum two-over-one: the promised rebid" ref="standard teaching: a two-over-one response promises a rebid: responder bids again unless opener's rebid is game" test=K97-Q84-Q87-QJ64

# Without a fit, 19-20 balanced opposite opener's minimum rebid (12-15) is 31-35 together:
# a quantitative 4NT rather than 3NT; opener accepts with more than a minimum.
[1H-P-2{b}-P-2H-P] where b in CD complete
4N hcp=19-20 H=<3 shape=balanced text="quantitative: 19-20 balanced without a fit opposite a minimum rebid, invites 6NT"
   ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQ3-Q3-AKJ3-AJ54
4N hcp=18 H=<3 {b}=5+:a shape=balanced text="quantitative: 18 balanced with a good five-card suit (two of the top three honours: 19 counting its length) without a fit opposite a minimum rebid, invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a good five-card suit is worth a point more in notrump (a source of tricks)" test=KQ3-Q3-AKJ32-K54|KQ3-Q3-K54-AKJ32

[1S-P-2{b}-P-2S-P] where b in CD complete
4N hcp=19-20 S=<3 shape=balanced text="quantitative: 19-20 balanced without a fit opposite a minimum rebid, invites 6NT"
   ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=Q3-KQ3-AKJ3-AJ54
4N hcp=18 S=<3 {b}=5+:a shape=balanced text="quantitative: 18 balanced with a good five-card suit (two of the top three honours: 19 counting its length) without a fit opposite a minimum rebid, invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a good five-card suit is worth a point more in notrump (a source of tricks)" test=Q3-KQ3-AKJ32-K54|Q3-KQ3-K54-AKJ32

[1S-P-2H-P-2S-P] complete
4N hcp=19-20 S=<3 shape=balanced text="quantitative: 19-20 balanced without a fit opposite a minimum rebid, invites 6NT"
   ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=Q3-AKJ54-KQ3-AJ4
4N hcp=18 S=<3 H=5+:a shape=balanced text="quantitative: 18 balanced with a good five-card suit (two of the top three honours: 19 counting its length) without a fit opposite a minimum rebid, invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a good five-card suit is worth a point more in notrump (a source of tricks)" test=Q3-AKJ32-KQ3-K54

[1{a}-P-2{b}-P-2{a}-P-4N-P] where a in HS, b<a complete
6N hcp=14+ text="accepts the quantitative invitation: 14+ (33+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AKJ43-KQJ42-2-32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="declines: a minimum" test=KJ432-KJ432-Q2-2

[1S-P-2{b}-P-2S-P] where b in CD complete
3H hcp=13+ H=4+ asks=1 text="4+ hearts, forcing" test=Q6-Q843-QT862-AK

[1{a}-P-2C-P-2{a}-P] where a in HS complete
3C hcp=<13 C=6+ text="6+ clubs, not forcing" test=642-T632--987432

[1{a}-P-2D-P-2{a}-P] where a in HS complete
3D hcp=<13 D=6+ text="6+ diamonds, not forcing" test=7-KT8-KJT432-K74

[1S-P-2H-P-2S-P] complete
3H hcp=<13 H=6+ text="6+ hearts, not forcing" test=7-KJT432-K74-KT8

# Responder's 3NT after opener's rebid of his major needs both unbid suits stopped and at
# least a doubleton in opener's (rebid) suit; without it he bids a four-card unbid suit at the
# three level (natural, forcing: it looks for a stopper or a fit) and bids 3NT only as a last
# resort.
[1H-P-2C-P-2H-P] complete
3N hcp=13-20 H=2 S=:1stop D=:1stop text="game values, spades and diamonds stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K85-Q4-KT7-AJ432
3D hcp=13-20 H=<3 D=4+ asks=1 text="4+ diamonds, game values, no spade stopper for 3NT: forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper bid a new suit (forcing)" test=852-Q4-AKT7-AJ43
3C hcp=13-14 H=<3 C=7+ text="a seven-card suit, 13-14: 7+ clubs, no fit and an unbid suit unstopped: rebids his suit" ref="standard teaching: 3NT promises the unbid suits stopped; without them, rebid a long suit" test=85-4-KQ4-AKJ8732
3N hcp=13-20 text="game values, no fit and no four-card unbid suit: 3NT as the last resort" ref="standard teaching: a two-over-one response promises a rebid; with game values responder bids game" test=K852-4-Q72-AKJ43

[1H-P-2D-P-2H-P] complete
3N hcp=13-20 H=2 S=:1stop C=:1stop text="game values, spades and clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K85-Q4-AJ432-KT7
3C hcp=13-20 H=<3 C=4+ asks=1 text="4+ clubs, game values, no spade stopper for 3NT: forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper bid a new suit (forcing)" test=852-Q4-AJ43-AKT7
3D hcp=13-14 H=<3 D=7+ text="a seven-card suit, 13-14: 7+ diamonds, no fit and an unbid suit unstopped: rebids his suit" ref="standard teaching: 3NT promises the unbid suits stopped; without them, rebid a long suit" test=85-4-AKJ8732-KQ4
3N hcp=13-20 text="game values, no fit and no four-card unbid suit: 3NT as the last resort" ref="standard teaching: a two-over-one response promises a rebid; with game values responder bids game" test=K852-4-AKJ43-Q72

[1S-P-2C-P-2S-P] complete
3N hcp=13-20 S=2 H=:1stop D=:1stop text="game values, hearts and diamonds stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=Q4-K85-KT7-AJ432
3D hcp=13-20 S=<3 D=4+ asks=1 text="4+ diamonds, game values, no heart stopper for 3NT: forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper bid a new suit (forcing)" test=Q4-852-AKT7-AJ43
3C hcp=13-14 S=<3 C=7+ text="a seven-card suit, 13-14: 7+ clubs, no fit and an unbid suit unstopped: rebids his suit" ref="standard teaching: 3NT promises the unbid suits stopped; without them, rebid a long suit" test=4-85-KQ4-AKJ8732
3N hcp=13-20 text="game values, no fit and no four-card unbid suit: 3NT as the last resort" ref="standard teaching: a two-over-one response promises a rebid; with game values responder bids game" test=42-852-KQ7-AKJ43

[1S-P-2D-P-2S-P] complete
3N hcp=13-20 S=2 H=:1stop C=:1stop text="game values, hearts and clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=Q4-K85-AJ432-KT7
3C hcp=13-20 S=<3 C=4+ asks=1 text="4+ clubs, game values, no heart stopper for 3NT: forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper bid a new suit (forcing)" test=Q4-852-AJ43-AKT7
3D hcp=13-14 S=<3 D=7+ text="a seven-card suit, 13-14: 7+ diamonds, no fit and an unbid suit unstopped: rebids his suit" ref="standard teaching: 3NT promises the unbid suits stopped; without them, rebid a long suit" test=4-85-AKJ8732-KQ4
3N hcp=13-20 text="game values, no fit and no four-card unbid suit: 3NT as the last resort" ref="standard teaching: a two-over-one response promises a rebid; with game values responder bids game" test=42-852-AKJ43-KQ7

[1S-P-2H-P-2S-P] complete
3N hcp=13-20 S=2 D=:1stop C=:1stop text="game values, diamonds and clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=Q4-AJ432-K85-KT7
3C hcp=13-20 S=<3 C=4+ asks=1 text="4+ clubs, game values, no diamond stopper for 3NT: forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper bid a new suit (forcing)" test=Q4-AJ432-85-AKT7
3D hcp=13-20 S=<3 D=4+ asks=1 text="4+ diamonds, game values, no club stopper for 3NT: forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper bid a new suit (forcing)" test=Q4-AJ432-AKT7-85
4H hcp=13-20 S=<3 H=6+ text="6+ hearts, game values, no fit and an unbid suit unstopped: game in his own suit" ref="standard teaching: 3NT promises the unbid suits stopped; without them, rebid a long suit (game with game values)" test=4-AKJ873-852-KQ4
3N hcp=13-20 text="game values, no fit and no four-card unbid suit: 3NT as the last resort" ref="standard teaching: a two-over-one response promises a rebid; with game values responder bids game" test=42-AKJ43-852-KQ7

[1{a}-P-2{b}-P-2{a}-P] where a in HS, b<a
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=KQ-AJ-AKJ32-KQJ2
2N hcp=11-12 text="invitational" test=K9-Q3-K7432-KJ64
2N pos=N text="a minimum two-over-one without three-card support: the promised rebid" ref="standard teaching: a two-over-one response promises a rebid: responder bids again unless opener's rebid is game" test=K9-Q3-J7432-QJ64
P test=85-T976-92-98764

# ---- after opener's 2NT (12-14 balanced) or raise following a two-over-one ----
# Opener's 3NT after a two-over-one shows 18-19 balanced (15-17 opens 1NT): responder adds his
# values to opener's 18.
[1{a}-P-2{b}-P-3N-P] where a in DHS, b<a
6N hcp=15+ text="15+ opposite 18-19: 33 together, slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a 3NT rebid after a two-over-one shows 18-19 balanced (15-17 opens 1NT)" test=K9-AQ3-K7432-KJ4
4N hcp=13-14 text="quantitative: 13-14 opposite 18-19 (31-33 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a 3NT rebid after a two-over-one shows 18-19 balanced (15-17 opens 1NT)" test=K9-Q93-K7432-KQ4
P text="under 13 opposite 18-19: 3NT is enough" test=K9-Q3-K7432-J764

[1{a}-P-2{b}-P-3N-P-4N-P] where a in DHS, b<a complete
6N hcp=19+ text="a maximum (19): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ875-KQ-KJ2-AQ2
6N hcp=18 custom=7:A2K1 text="accepts: 18 with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=A86-AK6-A654-QJ4
P text="a minimum (18): declines" test=AQ875-KQ-KJ2-Q52

[1{a}-P-2{b}-P-2N-P] where a in HS, b<a
6N hcp=21+ text="21+ opposite 12-14: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=K9-AQ3-AK743-AKJ
4N hcp=19-20 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=K9-AQ3-AK743-QJ4
4N@{a}0 "Blackwood" hcp=18+ {a}=3+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=K53-A98-AK3-A974
4N@{a}0 "Blackwood" hcp=17 custom=6:A2K1 {a}=3+ text="17 with prime values (six or more controls, ace 2, king 1) opposite an opening and a fit: asks for aces" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less: with prime values count a point more; 33 points together make a slam, and with a fit Blackwood checks the aces" test=AK2-A32-K432-QJ2
4N hcp=18 {b}=5+:a text="quantitative: 18 and a good five-card suit (two of the top three honours: 19 counting its length) opposite 12-14, invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a good five-card suit is worth a point more in notrump (a source of tricks)" test=Q9-Q3-AJ72-AKQ32|Q9-Q3-AKQ32-AJ72|Q9-AKQ32-Q3-AJ72
4{a} hcp=13-17 {a}=3+ text="support, game values" test=K97-Q84-A87-KJ64
3{a} {a}=3+ text="three-card support" test=K97-Q84-874-KJ64
3N hcp=12+ text="to play" test=K9-AQ-K7432-KJ64
3N pos=N text="a minimum two-over-one: the promised rebid" ref="standard teaching: a two-over-one response promises a rebid: responder bids again unless opener's rebid is game" test=92-Q3-K742-AJ643
P test=92-Q3-K74-AJ6432

[1{a}-P-2{b}-P-3{b}-P] where a in HS, b<a
[1H-P-2C-P-3C-P] complete
4H hcp=18+ H=3+ S=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1H-P-2D-P-3D-P] complete
4H hcp=18+ H=3+ S=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1S-P-2C-P-3C-P] complete
4S hcp=18+ S=3+ H=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ

[1S-P-2D-P-3D-P] complete
4S hcp=18+ S=3+ H=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ

[1S-P-2H-P-3H-P] complete
4S hcp=18+ S=3+ D=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1{a}-P-2{b}-P-3{b}-P] where a in HS, b<a complete
4N@{a}0 "Blackwood" hcp=18+ {a}=3+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AQ3-K43-AKJ2-KQ2
4N@{a}0 "Blackwood" hcp=17 custom=6:A2K1 {a}=3+ text="17 with prime values (six or more controls, ace 2, king 1) opposite an opening and a fit: asks for aces" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less: with prime values count a point more; 33 points together make a slam, and with a fit Blackwood checks the aces" test=AK2-A32-K432-QJ2
4{a} hcp=13-17 {a}=3+ text="support, game values" test=K97-Q84-A87-KJ64
3{a} {a}=3+ text="three-card support" test=K97-Q84-874-KJ64

# Responder with 18+ after opener raises his two-over-one minor (12+, four-card support): 30+
# together and a fit; with two aces of his own (five of the minor stays safe) he asks for aces.
[1{a}-P-2{b}-P-3{b}-P] where a in HS, b in CD complete
4N@{b}0 "Blackwood" hcp=18+ custom=2:A1 text="18+ opposite opener's raise of the two-over-one minor, two aces: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK-A2-KQ32-KJ432

# Responder with slam interest after opener raises his two-over-one minor (17+ total points, a five-card
# minor for a nine-card fit and a short suit): a control bid at the four level, cheapest
# first (the raise to four of the minor is the minimum, not forcing).
[1S-P-2C-P-3C-P] complete
4D hcp=14+ dist=T17+ C=5+ shape=singleton|void D=:FRC asks=1 text="control bid: slam interest in clubs (17+ total points, a nine-card fit, a short suit), the diamond ace or a void" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=2-K43-AJ52-AKJ73
4H hcp=14+ dist=T17+ C=5+ shape=singleton|void H=:FRC asks=1 text="control bid: slam interest in clubs (17+ total points, a nine-card fit, a short suit), the heart ace or a void, no diamond control" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=2-AJ5-K652-AKQ73
[1H-P-2C-P-3C-P] complete
4D hcp=14+ dist=T17+ C=5+ shape=singleton|void D=:FRC asks=1 text="control bid: slam interest in clubs (17+ total points, a nine-card fit, a short suit), the diamond ace or a void" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=K43-2-AJ52-AKJ73
4S hcp=14+ dist=T17+ C=5+ shape=singleton|void S=:FRC asks=1 text="control bid: slam interest in clubs (17+ total points, a nine-card fit, a short suit), the spade ace or a void, no diamond control" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=AJ5-2-K652-AKQ73
[1S-P-2D-P-3D-P] complete
4C hcp=14+ dist=T17+ D=5+ shape=singleton|void C=:FRC asks=1 text="control bid: slam interest in diamonds (17+ total points, a nine-card fit, a short suit), the club ace or a void" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=2-K43-AKJ73-AJ52
4H hcp=14+ dist=T17+ D=5+ shape=singleton|void H=:FRC asks=1 text="control bid: slam interest in diamonds (17+ total points, a nine-card fit, a short suit), the heart ace or a void, no club control" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=2-AJ5-AKQ73-K652
[1H-P-2D-P-3D-P] complete
4C hcp=14+ dist=T17+ D=5+ shape=singleton|void C=:FRC asks=1 text="control bid: slam interest in diamonds (17+ total points, a nine-card fit, a short suit), the club ace or a void" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=K43-2-AKJ73-AJ52
4S hcp=14+ dist=T17+ D=5+ shape=singleton|void S=:FRC asks=1 text="control bid: slam interest in diamonds (17+ total points, a nine-card fit, a short suit), the spade ace or a void, no club control" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=AJ5-2-AKQ73-K652

# Opener after responder's control bid: with extras (14+) and the aces a five-level sign-off
# needs (two with clubs, one with diamonds), Blackwood; otherwise sign off in five.
[1{a}-P-2C-P-3C-P-4{c}-P] where a in HS, c in DHS, c!=a complete
4N@10 "Blackwood" hcp=14+ custom=2:A1 text="extras and two aces opposite the control bid: asks for aces" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=AKJ52-Q3-K2-AJ32
5C text="a minimum or not the aces: signs off in game" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=KQJ52-Q3-K2-QJ32
[1{a}-P-2D-P-3D-P-4{c}-P] where a in HS, c in CHS, c!=a complete
4N@20 "Blackwood" hcp=14+ custom=1:A1 text="extras and an ace opposite the control bid: asks for aces" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=AKJ52-Q3-KJ32-Q2
5D text="a minimum or no ace: signs off in game" ref="standard teaching: once a minor is agreed, a new suit at the four level is a control (cue) bid showing slam interest and the ace of that suit; partner signs off in five of the minor with a minimum, and with extras and the aces asks with Blackwood" test=KQJ52-Q3-KJ32-Q2

# Responder's 3NT after opener's raise needs both unbid suits stopped; with a five-card minor
# and an unbid suit open, game in the minor (a nine-card fit); a heart fit plays in 4H.
[1S-P-2H-P-3H-P] complete
4N@30 "Blackwood" hcp=19+ S=1+ D=1+ C=1+ text="19+ and the heart fit opposite opener's raise of the two-over-one (12+): slam values, asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and a long suit; with a fit, Blackwood checks the aces (not with a void)" test=Q2-AKJ74-AQ3-K82
4C hcp=16-18 C=:FRC asks=1 text="control bid: 16-18, the heart fit and slam interest, the club ace or a void" ref="standard teaching (control bidding): with a fit agreed in a game-forcing auction and slam interest, bid the cheapest side suit with first-round control" test=Q4-KQJ32-K85-AQ2
4D hcp=16-18 D=:FRC asks=1 text="control bid: 16-18, the heart fit and slam interest, the diamond ace or a void, no club control" ref="standard teaching (control bidding): with a fit agreed in a game-forcing auction and slam interest, bid the cheapest side suit with first-round control; skipping a suit denies its control" test=Q4-KQJ32-AQ5-K72
4H hcp=12+ text="game values and the heart fit: game" ref="standard teaching: with an eight-card major fit, game in the major" test=Q4-AJ432-K85-K72

# Opener answers responder's control bid: with 15+ (31+ together) he asks for aces; with a
# minimum he signs off in 4H, and responder (16-18) passes.
[1S-P-2H-P-3H-P-4{c}-P] where c in CD complete
4N@30 "Blackwood" hcp=15+ text="15+ opposite a control bid (16-18 and the heart fit): 31+ together, asks for aces" ref="standard teaching (control bidding): the partner of a control bidder with extras goes on; with a fit, Blackwood checks the aces" test=AKJ32-K54-A2-Q32
4H text="a minimum: signs off in game" ref="standard teaching (control bidding): with a minimum, sign off in four of the agreed major" test=AJ432-K54-Q2-Q32

# Opener with 18+ raised below game; responder's 4H (no control bid) shows 10-15. Opener with
# two aces tries for slam at the five level; responder bids six with an ace and 13+ (31+
# together) or a singleton or void (a ruffing value), so that at most one ace is missing.
[1S-P-2H-P-3H-P-4H-P] complete
5H hcp=18+ custom=2:A1 text="18+ and two aces opposite the sign-off (10-15): slam try, responder bids six with 13+ or a short suit, and an ace" ref="standard teaching: 33 points together make a slam, 31 with a fit; the raise to five of the agreed major asks partner to bid six with the top of his range" test=AKJ85-KQ4-A7-K72

[1S-P-2H-P-3H-P-4H-P-5H-P] complete
6H hcp=13+ custom=1:A1 text="accepts: 13+ and an ace (31+ together, at most one ace missing)" ref="standard teaching: bid six over partner's slam try with the top of the range shown" test=Q4-AQJ82-K85-Q72
6H custom=1:A1 shape=singleton|void text="accepts: a singleton or void and an ace (a ruffing value opposite the 18+ raise, at most one ace missing)" ref="standard teaching: over partner's slam try count shortness with the fit (a ruffing value is worth more than its points); with the ace, accept" test=4-AQ862-K852-J72
P text="declines: a minimum" test=Q4-KQJ82-J85-Q72

[1S-P-2H-P-3H-P-4{c}-P-4H-P] where c in CD complete
P text="the control bid was made; opener declined: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=Q4-KQJ32-K85-AQ2

[1H-P-2C-P-3C-P] complete
3N hcp=12+ S=:1stop D=:1stop text="to play, spades and diamonds stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K85-Q4-KT7-AJ432
5C hcp=12+ C=5+ text="game values, a nine-card fit and an unbid suit unstopped: game in the minor" ref="standard teaching: 3NT promises the unbid suits stopped; without them, five of the minor with a fit" test=852-Q4-A7-AKJ432
3N hcp=12+ text="to play: four-card suit, 3NT as the likelier game" test=852-Q4-AQ72-AKJ4

[1H-P-2D-P-3D-P] complete
3N hcp=12+ S=:1stop C=:1stop text="to play, spades and clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K85-Q4-AJ432-KT7
5D hcp=12+ D=5+ text="game values, a nine-card fit and an unbid suit unstopped: game in the minor" ref="standard teaching: 3NT promises the unbid suits stopped; without them, five of the minor with a fit" test=852-Q4-AKJ432-A7
3N hcp=12+ text="to play: four-card suit, 3NT as the likelier game" test=852-Q4-AKJ4-AQ72

[1S-P-2C-P-3C-P] complete
3N hcp=12+ H=:1stop D=:1stop text="to play, hearts and diamonds stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=Q4-K85-KT7-AJ432
5C hcp=12+ C=5+ text="game values, a nine-card fit and an unbid suit unstopped: game in the minor" ref="standard teaching: 3NT promises the unbid suits stopped; without them, five of the minor with a fit" test=Q4-852-A7-AKJ432
3N hcp=12+ text="to play: four-card suit, 3NT as the likelier game" test=Q4-852-AQ72-AKJ4

[1S-P-2D-P-3D-P] complete
3N hcp=12+ H=:1stop C=:1stop text="to play, hearts and clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=Q4-K85-AJ432-KT7
5D hcp=12+ D=5+ text="game values, a nine-card fit and an unbid suit unstopped: game in the minor" ref="standard teaching: 3NT promises the unbid suits stopped; without them, five of the minor with a fit" test=Q4-852-AKJ432-A7
3N hcp=12+ text="to play: four-card suit, 3NT as the likelier game" test=Q4-852-AKJ4-AQ72

[1{a}-P-2{b}-P-3{b}-P] where a in HS, b<a
4{b} pos=N text="a fit and a minimum two-over-one: the promised rebid, not forcing" ref="standard teaching: a two-over-one response promises a rebid: responder bids again unless opener's rebid is game" test=92-Q3-K74-AJ6432
P test=92-Q3-K74-AJ6432

[1D-P-2C-P-2N-P] complete
6N hcp=21+ text="21+ opposite 12-14: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQ9-AQ3-A4-AQ643
4N hcp=19-20 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=K9-AQ3-AQ4-KQ643
4N hcp=18 C=5+:a text="quantitative: 18 and a good five-card club suit (two of the top three honours: 19 counting its length) opposite 12-14, invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a good five-card suit is worth a point more in notrump (a source of tricks)" test=Q9-AJ7-Q32-AKQ32

[1D-P-2C-P-2N-P]
3N hcp=12+ text="to play" test=K9-AQ3-K74-QJ643
3C pos=N C=6+ text="six clubs, a minimum two-over-one: the promised rebid, not forcing" ref="standard teaching: a two-over-one response promises a rebid: responder bids again unless opener's rebid is game" test=932-Q3-K7-AJ6432
3N pos=N text="a minimum two-over-one: the promised rebid" ref="standard teaching: a two-over-one response promises a rebid: responder bids again unless opener's rebid is game" test=932-Q32-K7-AJ643
P test=932-Q3-K7-AJ6432

[1D-P-2C-P-3C-P]
4N@10 "Blackwood" hcp=18+ custom=2:A1 text="slam values opposite an opening (18+ HCP) and the club fit, two aces: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces (two aces of his own keep five of the minor safe)" test=AQ4-K3-K2-AKJ432
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=AQ-KQ3-KQJ4-KQ84
3N hcp=12+ S=:1stop H=:1stop text="to play, both majors stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K9-AQ3-K74-QJ643
5C hcp=12+ C=5+ text="game values, a nine-card fit and a major unstopped: game in clubs" ref="standard teaching: 3NT promises the unbid suits stopped; without them, five of the minor with a fit" test=852-Q4-A7-AKJ432
3N hcp=12+ text="to play: four clubs, 3NT as the likelier game" test=852-Q4-AQ72-AKJ4
4C pos=N text="a fit and a minimum two-over-one: the promised rebid, not forcing" ref="standard teaching: a two-over-one response promises a rebid: responder bids again unless opener's rebid is game" test=932-Q3-K7-AJ6432
P test=932-Q3-K7-AJ6432

# ---- after opener's jump rebid (14+, 6+) following a two-over-one ----
# Control (cue) bids: with support, 13-15 and slam interest opposite the jump (14+, 6+),
# responder bids the cheapest side suit where he holds first-round control (the ace or a
# void) at the four level, forcing; skipping a suit denies its control. 16+ goes straight to
# Blackwood (below). Opener signs off in four of his major with a minimum, or asks for aces
# with 17+ (30+ together, a six-card suit and a fit).
[1{a}-P-2{b}-P-3{a}-P] where a in HS, b<a complete
4C hcp=13-15 {a}=2+ C=:FRC asks=1 text="control bid: support, 13-15 and slam interest, the club ace or a void" ref="standard teaching (control bidding): with a fit agreed in a game-forcing auction and slam interest, bid the cheapest side suit with first-round control" test=K9-A3-K74-AJ6432
4D hcp=13-15 {a}=2+ D=:FRC asks=1 text="control bid: support, 13-15 and slam interest, the diamond ace or a void, no club control" ref="standard teaching (control bidding): with a fit agreed in a game-forcing auction and slam interest, bid the cheapest side suit with first-round control; skipping a suit denies its control" test=K9-K3-A74-KQ6432

[1S-P-2{b}-P-3S-P] where b in CDH complete
4H hcp=13-15 S=2+ H=:FRC asks=1 text="control bid: support, 13-15 and slam interest, the heart ace or a void, no minor-suit control" ref="standard teaching (control bidding): with a fit agreed in a game-forcing auction and slam interest, bid the cheapest side suit with first-round control; skipping a suit denies its control" test=K9-A3-K74-KQ6432

[1{a}-P-2{b}-P-3{a}-P-4{c}-P] where a in HS, b<a, c<a complete
4N@{a}0 "Blackwood" hcp=17+ text="17+ opposite a control bid (13-15 and a fit): 30+ together with a six-card suit, asks for aces" ref="standard teaching (control bidding): the partner of a control bidder with extras goes on; with a fit, Blackwood checks the aces" test=AKQ932-A2-K2-Q92
4{a} text="a minimum: signs off in game" ref="standard teaching (control bidding): with a minimum, sign off in four of the agreed major" test=KJT932-A2-K2-Q92

[1{a}-P-2{b}-P-3{a}-P-4{c}-P-4{a}-P] where a in HS, b<a, c<a complete
P text="the control bid was made; opener declined: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=K9-A3-K74-AJ6432

[1{a}-P-2{b}-P-3{a}-P] where a in HS, b<a complete
4N@{a}0 "Blackwood" hcp=16+ {a}=2+ text="support for a six-card suit and 16+ opposite 14+: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=K9-A3-AK4-KJ6432
4{a} {a}=2+ text="support" test=K9-Q3-K74-QJ6432
6N hcp=19+ text="no fit, 19+ opposite 14+: slam" ref="standard teaching: 33 points for 6NT" test=A-K-AQ742-AQJ532
4N hcp=17-18 {a}=<=1 text="quantitative: no fit, 17-18 opposite 14+ (31-32 together), invites 6NT"
   ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT (without a fit, 4NT is natural, not Blackwood)" test=7-A-AQ742-AKJ532

[1{a}-P-2{b}-P-3{a}-P-4N-P] where a in HS, b<a complete
6N hcp=16+ text="accepts the quantitative invitation: 16+ (33+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AKJ932-A2-K2-Q92
6N hcp=15 custom=6:A2K1 text="accepts: 15 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQJ-A65-A654-654
P text="declines: a minimum (14-15)" test=AKJ932-Q2-K2-Q92

# Without support (two cards) for opener's six-card suit, 3NT needs both unbid suits stopped;
# with a singleton, four of opener's suit (a seven-card fit opposite his six); with a void, 3NT.
[1H-P-2C-P-3H-P] complete
3N S=:1stop D=:1stop text="no fit, spades and diamonds stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K85-4-KT7-AJ8432
4H H=1 text="a singleton in opener's six-card suit and an unbid suit unstopped: game in his suit (a seven-card fit)" ref="standard teaching: 3NT promises the unbid suits stopped; without them, game in opener's six-card suit" test=852-4-QT7-AKJ432
3N text="no fit: a void in opener's suit" test=8532--QT7-AKJ432

[1H-P-2D-P-3H-P] complete
3N S=:1stop C=:1stop text="no fit, spades and clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K85-4-AJ8432-KT7
4H H=1 text="a singleton in opener's six-card suit and an unbid suit unstopped: game in his suit (a seven-card fit)" ref="standard teaching: 3NT promises the unbid suits stopped; without them, game in opener's six-card suit" test=852-4-AKJ432-QT7
3N text="no fit: a void in opener's suit" test=8532--AKJ432-QT7

[1S-P-2C-P-3S-P] complete
3N H=:1stop D=:1stop text="no fit, hearts and diamonds stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=4-K85-KT7-AJ8432
4S S=1 text="a singleton in opener's six-card suit and an unbid suit unstopped: game in his suit (a seven-card fit)" ref="standard teaching: 3NT promises the unbid suits stopped; without them, game in opener's six-card suit" test=4-852-QT7-AKJ432
3N text="no fit: a void in opener's suit" test=-8532-QT7-AKJ432

[1S-P-2D-P-3S-P] complete
3N H=:1stop C=:1stop text="no fit, hearts and clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=4-K85-AJ8432-KT7
4S S=1 text="a singleton in opener's six-card suit and an unbid suit unstopped: game in his suit (a seven-card fit)" ref="standard teaching: 3NT promises the unbid suits stopped; without them, game in opener's six-card suit" test=4-852-AKJ432-QT7
3N text="no fit: a void in opener's suit" test=-8532-AKJ432-QT7

[1S-P-2H-P-3S-P] complete
3N D=:1stop C=:1stop text="no fit, diamonds and clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=4-AJ8432-K85-KT7
4S S=1 text="a singleton in opener's six-card suit and an unbid suit unstopped: game in his suit (a seven-card fit)" ref="standard teaching: 3NT promises the unbid suits stopped; without them, game in opener's six-card suit" test=4-AKJ432-852-QT7
3N text="no fit: a void in opener's suit" test=-AKJ432-8532-QT7

# ---- after opener's new suit following a two-over-one ----
[1S-P-2C-P-2H-P] complete
4N@30 "Blackwood" hcp=20+ H=4+ text="20+ and a fit opposite an opening that has shown no extras (33 together): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AJ3-AKQ97-Q92-A3
4H hcp=13-19 H=4+ text="4+ hearts, game values (short of the 20 for Blackwood)" test=7-KQ82-K74-AJT43
3H H=4+ text="4+ hearts" test=7-KT82-K74-KJT43
4N@40 "Blackwood" hcp=20+ S=3+ text="20+ and a spade fit opposite an opening that has shown no extras (33 together): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK7-KQ4-A6-KQ765
4S hcp=13-15 S=3+ text="spade support, game values, no slam interest (13-15)" ref="standard teaching: a jump to game after a two-over-one is a sign-off; with slam interest and support responder goes through fourth suit forcing and shows the fit below game next (forcing)" test=K97-T-A874-AKJ43
3D "Fourth Suit Forcing" hcp=16-19 S=3+ alert asks=G text="fourth suit forcing: 16-19 with spade support, slam interest (the fit is shown next, below game)" ref="standard teaching: a jump to game after a two-over-one is a sign-off; with slam interest and support responder goes through fourth suit forcing and shows the fit below game next (forcing)" test=A97-T-AK74-AKJ43
3S hcp=11-12 S=3+ text="spade support, invitational" test=AQ9654-64-J-AT83
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=AK-Q3-AK2-AKJ432
4N hcp=18-20 D=:1stop text="quantitative: no fit, 18-20 with diamonds stopped (30-32 opposite a minimum opening, 33 opposite a maximum): invites 6NT" ref="standard teaching: game values have an upper limit: 33 points for 6NT; invite with a quantitative 4NT when partner's maximum makes 33 (opener's new suit at the two level: 12-15 or so)" test=A4-KQ7-K85-AKJ32
3N hcp=13-17 D=:1stop text="game values (13-17), diamonds stopped" test=A4-QT7-K85-AJ432
3D "Fourth Suit Forcing" hcp=13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=K-A9-8642-KQJ653
3C C=6+ text="6+ clubs, not forcing" test=2-83-T854-T96543
2N hcp=11-12 D=:1stop text="invitational, diamonds stopped" test=A4-QT7-K85-Q5432
2S text="preference" test=K4-QT7-J85-K5432

[1S-P-2C-P-2D-P] complete
4N@20 "Blackwood" hcp=18+ D=4+ custom=2:A1 text="slam values opposite an opening (18+ HCP) and the diamond fit, two aces: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces (two aces of his own keep five of the minor safe)" test=AK2-A2-KQ32-KJ32
4D hcp=13+ D=4+ text="4+ diamonds, game values" test=5-763-KQ75-AKJ43
3D D=4+ text="4+ diamonds" test=T9754-T98-T862-T
4N@40 "Blackwood" hcp=20+ S=3+ text="20+ and a fit opposite an opening that has shown no extras (33 together): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=QJ86-AQ86-A-AKQ4
4S hcp=13-15 S=3+ text="spade support, game values, no slam interest (13-15)" ref="standard teaching: a jump to game after a two-over-one is a sign-off; with slam interest and support responder goes through fourth suit forcing and shows the fit below game next (forcing)" test=K97-T8-AJ4-AJ643
2H "Fourth Suit Forcing" hcp=16-19 S=3+ alert asks=G text="fourth suit forcing: 16-19 with spade support, slam interest (the fit is shown next, below game)" ref="standard teaching: a jump to game after a two-over-one is a sign-off; with slam interest and support responder goes through fourth suit forcing and shows the fit below game next (forcing)" test=K97-T8-AQ4-AKJ43
3S hcp=11-12 S=3+ text="spade support, invitational" test=K97-T8-AQ4-QJ643
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=AK-AQ3-K32-AKJ32
4N hcp=18-20 H=:1stop text="quantitative: no fit, 18-20 with hearts stopped (30-32 opposite a minimum opening, 33 opposite a maximum): invites 6NT" ref="standard teaching: game values have an upper limit: 33 points for 6NT; invite with a quantitative 4NT when partner's maximum makes 33 (opener's new suit at the two level: 12-15 or so)" test=A4-K85-KQ7-AKJ32
3N hcp=13-17 H=:1stop text="game values (13-17), hearts stopped" test=A4-K85-QT7-AJ432
2H "Fourth Suit Forcing" hcp=13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=AQ-J85-QT7-AJ432
3C C=6+ text="6+ clubs, not forcing" test=7-K74-KT8-KJT432
2N hcp=11-12 H=:1stop text="invitational, hearts stopped" test=A4-K85-QT7-Q5432
2S text="preference" test=K4-J85-QT7-K5432

[1H-P-2C-P-2D-P] complete
4N@30 "Blackwood" hcp=20+ H=3+ text="20+ and a fit opposite an opening that has shown no extras (33 together): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=A2-KQJ52-AQT7-KQ
4H hcp=13-15 H=3+ text="heart support, game values, no slam interest (13-15)" ref="standard teaching: a jump to game after a two-over-one is a sign-off; with slam interest and support responder goes through fourth suit forcing and shows the fit below game next (forcing)" test=T8-K97-AJ4-AJ643
2S "Fourth Suit Forcing" hcp=16-19 H=3+ alert asks=G text="fourth suit forcing: 16-19 with heart support, slam interest (the fit is shown next, below game)" ref="standard teaching: a jump to game after a two-over-one is a sign-off; with slam interest and support responder goes through fourth suit forcing and shows the fit below game next (forcing)" test=T8-K97-AQ4-AKJ43
4N@20 "Blackwood" hcp=18+ D=4+ custom=2:A1 text="slam values opposite an opening (18+ HCP) and the diamond fit, two aces: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces (two aces of his own keep five of the minor safe)" test=AK2-A2-KQ32-KJ32
4D hcp=13+ D=4+ text="4+ diamonds, game values" ref="standard teaching: the raise of opener's second suit is invitational; with game values responder jumps (or bids 3NT)" test=K74-5-KQ75-AQ643
3D D=4+ text="4+ diamonds" test=5-63-KQ75-AQ6432
3H hcp=11-12 H=3+ text="heart support, invitational" test=T8-K97-A4-KJ6432
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=A742-A-AT3-AKQ92
4N hcp=18-20 S=:1stop text="quantitative: no fit, 18-20 with spades stopped (30-32 opposite a minimum opening, 33 opposite a maximum): invites 6NT" ref="standard teaching: game values have an upper limit: 33 points for 6NT; invite with a quantitative 4NT when partner's maximum makes 33 (opener's new suit at the two level: 12-15 or so)" test=K85-A4-KQ7-AKJ32
3N hcp=13-17 S=:1stop text="game values (13-17), spades stopped" test=K85-A4-QT7-AJ432
2S "Fourth Suit Forcing" hcp=13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=J85-AQ-QT7-AJ432
3C C=6+ text="6+ clubs, not forcing" test=K74-7-KT8-KJT432
2N hcp=11-12 S=:1stop text="invitational, spades stopped" test=K85-A4-QT7-Q5432
2H text="preference" test=J85-K4-QT7-K5432

[1S-P-2D-P-2H-P] complete
4N@30 "Blackwood" hcp=20+ H=4+ text="20+ and a fit opposite an opening that has shown no extras (33 together): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=KJ8-K652-AQ-AKQ5
4H hcp=13-19 H=4+ text="4+ hearts, game values (with 18-19, about 31 together, no Blackwood: game)" test=7-KQ82-AJT43-K74
3H H=4+ text="4+ hearts" test=7-KT82-KJT43-K74
4N@40 "Blackwood" hcp=20+ S=3+ text="20+ and a fit opposite an opening that has shown no extras (33 together): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK7-KQ4-AQ65-K32
4S hcp=13-15 S=3+ text="spade support, game values, no slam interest (13-15)" ref="standard teaching: a jump to game after a two-over-one is a sign-off; with slam interest and support responder goes through fourth suit forcing and shows the fit below game next (forcing)" test=K97-T-AKJ43-A874
3C "Fourth Suit Forcing" hcp=16-19 S=3+ alert asks=G text="fourth suit forcing: 16-19 with spade support, slam interest (the fit is shown next, below game)" ref="standard teaching: a jump to game after a two-over-one is a sign-off; with slam interest and support responder goes through fourth suit forcing and shows the fit below game next (forcing)" test=A97-T-AKJ43-AK74
3S hcp=11-12 S=3+ text="spade support, invitational" test=K97-T-KJ643-A874
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=AK-KQ4-AQ65-KQ32
4N hcp=18-20 C=:1stop text="quantitative: no fit, 18-20 with clubs stopped (30-32 opposite a minimum opening, 33 opposite a maximum): invites 6NT" ref="standard teaching: game values have an upper limit: 33 points for 6NT; invite with a quantitative 4NT when partner's maximum makes 33 (opener's new suit at the two level: 12-15 or so)" test=A4-KQ7-AKJ32-K85
3N hcp=13-17 C=:1stop text="game values (13-17), clubs stopped" test=A4-QT7-AJ432-K85
3C "Fourth Suit Forcing" hcp=13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=AQ-QT7-AJ432-J85
3D D=6+ text="6+ diamonds, not forcing" test=7-KT8-KJT432-K74
2N hcp=11-12 C=:1stop text="invitational, clubs stopped" test=A4-QT7-Q5432-K85
2S text="preference" test=K4-QT7-K5432-J85

# ---- after opener's new suit at the three level (extra values) following a two-over-one ----
[1S-P-2H-P-3{c}-P] where c in CD complete
4N@40 "Blackwood" hcp=15+ S=3+ H=1+ D=1+ C=1+ text="15+ and spade support opposite the three-level new suit (15+): 30+ together and a fit, asks for aces" ref="standard teaching: opener's new suit at the three level after a two-over-one shows extra values (15+); with 15+ responder knows of 30+ together, and with a fit Blackwood checks the aces (not with a void; with a minor as trumps, the aces that keep five of the minor safe)" test=K97-AQJ85-A87-K3
4N@{c}0 "Blackwood" hcp=15+ {c}=4+ custom=2:A1 S=1+ H=1+ D=1+ C=1+ text="15+, 4+ support and two aces opposite the three-level new suit (15+): 30+ together and a fit, asks for aces" ref="standard teaching: opener's new suit at the three level after a two-over-one shows extra values (15+); with 15+ responder knows of 30+ together, and with a fit Blackwood checks the aces (not with a void; with a minor as trumps, the aces that keep five of the minor safe)" test=K7-AQJ85-A832-A2|K7-AQJ85-A2-A832
4S S=3+ text="spade support" test=K97-AT985-A87-43
3H H=6+ text="6+ hearts" test=95-T76432--J9765
4{c} {c}=4+ asks=1 text="4+ support" test=-AT985-Q532-A832

# Responder's 3NT needs the fourth suit stopped; without it, preference to opener's major
# with a doubleton (forcing: opener bids 3NT with the stopper, else four of his major).
[1S-P-2H-P-3C-P] complete
3N D=:1stop text="to play, diamonds stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K3-AQ762-KT7-Q85
3S S=2 asks=1 text="a doubleton spade, no diamond stopper: preference, forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper, preference to opener's major with a doubleton (forcing)" test=Q4-AKJ65-J32-Q54
3N text="to play: no fit, 3NT as the last resort" test=J-AQ943-9542-KJ6

[1S-P-2H-P-3D-P] complete
3N C=:1stop text="to play, clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K3-AQ762-Q85-KT7
3S S=2 asks=1 text="a doubleton spade, no club stopper: preference, forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper, preference to opener's major with a doubleton (forcing)" test=Q4-AKJ65-Q54-J32
3N text="to play: no fit, 3NT as the last resort" test=J-AQ943-KJ6-9542

[1H-P-2D-P-3C-P] complete
4N@30 "Blackwood" hcp=15+ H=3+ S=1+ D=1+ C=1+ text="15+ and heart support opposite the three-level new suit (15+): 30+ together and a fit, asks for aces" ref="standard teaching: opener's new suit at the three level after a two-over-one shows extra values (15+); with 15+ responder knows of 30+ together, and with a fit Blackwood checks the aces (not with a void; with a minor as trumps, the aces that keep five of the minor safe)" test=A7-K97-AQJ87-K43
4N@10 "Blackwood" hcp=15+ C=4+ custom=2:A1 S=1+ H=1+ D=1+ text="15+, 4+ club support and two aces opposite the three-level new suit (15+): 30+ together and a fit, asks for aces" ref="standard teaching: opener's new suit at the three level after a two-over-one shows extra values (15+); with 15+ responder knows of 30+ together, and with a fit Blackwood checks the aces (not with a void; with a minor as trumps, the aces that keep five of the minor safe)" test=A7-97-AQJ87-KJ43
4H H=3+ text="heart support" test=K97-K97-AJ874-43
3D D=6+ text="6+ diamonds" test=K97-97-AJ8743-43
4C C=4+ asks=1 text="4+ support" test=K7-97-AJ874-K432
3N S=:1stop text="to play, spades stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K972-97-AJ874-K4
3H H=2 asks=1 text="a doubleton heart, no spade stopper: preference, forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper, preference to opener's suit with a doubleton (forcing)" test=852-Q7-AKJ74-K84
3N text="to play: no fit, 3NT as the last resort" test=8542-7-AKJ74-KQ4

[1S-P-2D-P-3C-P] complete
4N@40 "Blackwood" hcp=15+ S=3+ H=1+ D=1+ C=1+ text="15+ and spade support opposite the three-level new suit (15+): 30+ together and a fit, asks for aces" ref="standard teaching: opener's new suit at the three level after a two-over-one shows extra values (15+); with 15+ responder knows of 30+ together, and with a fit Blackwood checks the aces (not with a void; with a minor as trumps, the aces that keep five of the minor safe)" test=K97-A7-AQJ87-K43
4N@10 "Blackwood" hcp=15+ C=4+ custom=2:A1 S=1+ H=1+ D=1+ text="15+, 4+ club support and two aces opposite the three-level new suit (15+): 30+ together and a fit, asks for aces" ref="standard teaching: opener's new suit at the three level after a two-over-one shows extra values (15+); with 15+ responder knows of 30+ together, and with a fit Blackwood checks the aces (not with a void; with a minor as trumps, the aces that keep five of the minor safe)" test=97-A7-AQJ87-KJ43
4S S=3+ text="spade support" test=K97-K97-AJ874-43
3D D=6+ text="6+ diamonds" test=97-K97-AJ8743-43
4C C=4+ asks=1 text="4+ support" test=K7-97-AJ874-K432
3N H=:1stop text="to play, hearts stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=97-K972-AJ874-K4
3S S=2 asks=1 text="a doubleton spade, no heart stopper: preference, forcing" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper, preference to opener's major with a doubleton (forcing)" test=Q7-852-AKJ74-K84
3N text="to play: no fit, 3NT as the last resort" test=7-8542-AKJ74-KQ4

# ---- after opener's reverse following a two-over-one (16+) ----
[1{a}-P-2C-P-2{c}-P] where a in DH, c>a complete
4N@{c}0 "Blackwood" pard.hcp=16+ hcp=15+ {c}=4+ S=1+ H=1+ D=1+ C=1+ text="15+ and 4+ support opposite the reverse (16+): 31+ together and a fit, asks for aces" ref="standard teaching: a two-over-one (10+) opposite a reverse (16+) is game; with 15+ responder knows of 31+ together and looks for slam: with a fit, Blackwood checks the aces (not with a void)" test=KJ95-KJ95-A8-K43
4N@{a}0 "Blackwood" pard.hcp=16+ hcp=15+ {a}=3+ S=1+ H=1+ D=1+ C=1+ text="15+ and support for opener's first suit opposite the reverse (16+): 31+ together and a fit, asks for aces" ref="standard teaching: a two-over-one (10+) opposite a reverse (16+) is game; with 15+ responder knows of 31+ together and looks for slam: with a fit, Blackwood checks the aces (not with a void)" test=Q6-K97-AK74-AJ43
6N pard.hcp=16+ hcp=17+ {a}=<3 {c}=<4 text="no fit, 17+ opposite the reverse (16+): 33 together, slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a two-over-one opposite a reverse (16+)" test=KQ6-Q7-KQ7-AKJ43|KQ6-KQ7-Q7-AKJ43
4N pard.hcp=16+ hcp=15-16 {a}=<3 {c}=<4 text="quantitative: no fit, 15-16 opposite the reverse (16+: 31-32 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a two-over-one opposite a reverse (16+)" test=KQ6-Q7-J72-AKJ43|KQ6-Q76-J2-AKJ43
4{c} {c}=4+ text="4+ support" test=KJ95-K974-A8-J43
3{a} {a}=3+ text="support" test=Q6-K97-A874-J843
3N text="to play" test=96-AQ-K7-AJ98432

[1H-P-2D-P-2S-P] complete
4N@40 "Blackwood" pard.hcp=16+ hcp=15+ S=4+ H=1+ D=1+ C=1+ text="15+ and 4+ support opposite the reverse (16+): 31+ together and a fit, asks for aces" ref="standard teaching: a two-over-one (10+) opposite a reverse (16+) is game; with 15+ responder knows of 31+ together and looks for slam: with a fit, Blackwood checks the aces (not with a void)" test=KJ95-97-AK874-A4
4N@30 "Blackwood" pard.hcp=16+ hcp=15+ H=3+ S=1+ D=1+ C=1+ text="15+ and support for opener's hearts opposite the reverse (16+): 31+ together and a fit, asks for aces" ref="standard teaching: a two-over-one (10+) opposite a reverse (16+) is game; with 15+ responder knows of 31+ together and looks for slam: with a fit, Blackwood checks the aces (not with a void)" test=Q6-K97-AKJ74-A84
6N pard.hcp=16+ hcp=17+ H=<3 S=<4 text="no fit, 17+ opposite the reverse (16+): 33 together, slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a two-over-one opposite a reverse (16+)" test=KQ6-Q7-AKJ43-KQ7
4N pard.hcp=16+ hcp=15-16 H=<3 S=<4 text="quantitative: no fit, 15-16 opposite the reverse (16+: 31-32 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a two-over-one opposite a reverse (16+)" test=KQ6-Q7-AKJ43-J72
4S S=4+ text="4+ support" test=KJ95-97-AK874-J4
3H H=3+ text="support" test=Q6-K97-AJ874-J84
3N text="to play" test=96-A7-AK9874-J84

# Opener answers responder's quantitative 4NT after his reverse: 18+ accepts (33+ together).
[1{a}-P-2C-P-2{c}-P-4N-P] where a in DH, c>a complete
6N hcp=18+ text="more than a minimum reverse (18+): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK32-AQJ32-K2-Q2
6N hcp=17 custom=6:A2K1 text="accepts: 17 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQJ-AQ6-A654-654
P text="a minimum reverse (16-17): declines" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK32-KQJ32-K2-32

[1H-P-2D-P-2S-P-4N-P] complete
6N hcp=18+ text="more than a minimum reverse (18+): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK32-AQJ32-K2-Q2
6N hcp=17 custom=6:A2K1 text="accepts: 17 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQJ-AQ6-A654-654
P text="a minimum reverse (16-17): declines" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK32-KQJ32-K2-32

########################################################################################
# 7. LATER ROUNDS
########################################################################################

# ---- Jacoby 2NT: responder's second bid, opener's third ----
# Responder signs off in game with a minimum; with slam values he uses Blackwood.
# Control bids after a splinter (see the note before the Blackwood entries below): responder
# with 13 (or 14 balanced), four-card support and nothing wasted opposite the shortness bids
# his cheapest first-round control outside the short suit; opener with 17+ asks for aces,
# otherwise he signs off in four of the major.
[1{a}-P-2N-P-3{b}-P] where a in HS, b!=a, b in DHS complete
4C hcp=13 {a}=4+ {b}=2+:<2,A4 C=:FRC asks=1 text="control bid: 13 with no wasted values opposite the shortness, the C ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control" test=KJ2-KQ32-432-A32|432-KQ32-KJ2-A32|KQ32-KJ2-432-A32|KQ32-432-KJ2-A32
4C hcp=14 shape=balanced {a}=4+ {b}=2+:<2,A4 C=:FRC asks=1 text="control bid: 14 balanced with no wasted values opposite the shortness, the C ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control" test=KQ2-KQ32-432-A32|432-KQ32-KQ2-A32|KQ32-KQ2-432-A32|KQ32-432-KQ2-A32

[1{a}-P-2N-P-3{b}-P] where a in HS, b!=a, b in CHS complete
4D hcp=13 {a}=4+ {b}=2+:<2,A4 D=:FRC asks=1 text="control bid: 13 with no wasted values opposite the shortness, the D ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control" test=KJ2-KQ32-A32-432|432-KQ32-A32-KJ2|KQ32-KJ2-A32-432|KQ32-432-A32-KJ2
4D hcp=14 shape=balanced {a}=4+ {b}=2+:<2,A4 D=:FRC asks=1 text="control bid: 14 balanced with no wasted values opposite the shortness, the D ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control" test=KQ2-KQ32-A32-432|432-KQ32-A32-KQ2|KQ32-KQ2-A32-432|KQ32-432-A32-KQ2

[1S-P-2N-P-3{b}-P] where b in CD complete
4H hcp=13 S=4+ {b}=2+:<2,A4 H=:FRC asks=1 text="control bid: 13 with no wasted values opposite the shortness, the H ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control" test=KQ32-A32-KJ2-432|KQ32-A32-432-KJ2
4H hcp=14 shape=balanced S=4+ {b}=2+:<2,A4 H=:FRC asks=1 text="control bid: 14 balanced with no wasted values opposite the shortness, the H ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control" test=KQ32-A32-KQ2-432|KQ32-A32-432-KQ2

[1{a}-P-2N-P-3{b}-P-4{c}-P] where a in HS, b!=a, c<a, c!=b complete
4N@{a}0 "Blackwood" hcp=15+ text="15+ and shortness opposite a control bid (13-14, no wasted values opposite the shortness, a nine-card fit): 28+ working points, asks for aces" ref="standard teaching (control bidding): the partner of a control bidder with extras goes on; after a splinter with no wasted values 26-28 working points and a nine-card fit make a slam, and Blackwood checks the aces" test=AKJ32-KJ32-K32-2|AKJ32-KJ32-2-K32|KJ32-AKJ32-K32-2|KJ32-AKJ32-2-K32|AKJ32-2-KJ32-K32|AKJ32-2-K32-KJ32
4{a} text="a minimum: signs off in game" ref="standard teaching (control bidding): with a minimum, sign off in four of the agreed major" test=KJ932-A432-K32-2|KJ932-A432-2-K32|A432-KJ932-K32-2|A432-KJ932-2-K32|KJ932-2-A432-K32|KJ932-2-K32-A432

[1{a}-P-2N-P-3{b}-P-4{c}-P-4{a}-P] where a in HS, b!=a, c<a, c!=b complete
P text="the control bid was made; opener declined: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=K432-K432-Q32-A2

[1{a}-P-2N-P-3{b}-P] where a in HS, b!=a complete
4N@{a}0 "Blackwood" hcp=15+ {b}=2+:<2,A4 text="Blackwood: 15+ with no wasted values opposite the shortness (two or more small cards or the ace there, no shortness of his own facing it) and a nine-card fit" ref="standard teaching: after a Jacoby 2NT splinter answer, count the values outside the short suit; with no wasted honours there 15 working points opposite an opening make a slam with a fit" test=A432-A432-A32-A2
# (One test hand for each pair of suits: responder's own short suit differs with {b}.)
4N@{a}0 "Blackwood" hcp=14+ {b}=2+:<2,A4 shape=singleton-or-void text="Blackwood: 14+ with no wasted values opposite the shortness and a short suit of his own (both hands ruff), a nine-card fit" ref="standard teaching: after a Jacoby 2NT splinter answer, count the values outside the short suit; with no wasted honours there and shortness in both hands (a cross-ruff), 14 working points opposite an opening make a slam with a nine-card fit" test=KQ84-AJ75-A876-2|KQ84-AJ75-2-A876|KQ84-A875-2-AJ76|A875-KQ84-2-AJ76
4N@{a}0 "Blackwood" hcp=16+ text="Blackwood: 16+ opposite an opening with shortness and a nine-card fit" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=KQJ2-KQJ2-KQ2-K2
4N@{a}0 "Blackwood" custom=3+:A1 text="Blackwood: three aces opposite an opening with shortness and a nine-card fit (prime values: few losers whatever the points)" ref="standard teaching: aces are worth more than their points in a slam (prime values); opposite a splinter, three aces and a nine-card fit leave few losers, and Blackwood checks the fourth ace" test=A432-A432-A32-32|A432-A432-32-A32|A432-32-A432-A32
4{a} text="sign-off" test=KJ93-KJ93-K8-Q98

[1S-P-2N-P-3S-P]
4C@Q4 "Control Bid" hcp=13+ C=:HH H=:HH D=2+:<3 asks=1 text="control bid: 13+ opposite opener's 18+ (a nine-card fit) but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQ32-A2-432-AKJ2
4D@Q4 "Control Bid" hcp=13+ C=:HH D=:HH H=2+:<3 asks=1 text="control bid: 13+ opposite opener's 18+ (a nine-card fit) but two quick losers in hearts; the diamond control, the other side suits controlled, so that partner shows a hearts control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQ32-432-A2-AKJ2

[1H-P-2N-P-3H-P]
4C@Q3 "Control Bid" hcp=13+ C=:HH S=:HH D=2+:<3 asks=1 text="control bid: 13+ opposite opener's 18+ (a nine-card fit) but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=A2-KQ32-432-AKJ2

[1{a}-P-2N-P-3{a}-P] where a in HS complete
P pos=Y text="a passed hand's natural 2NT: opener's minimum six-card suit is to play" ref="ACBL SAYC booklet: Jacoby 2NT is used by an unpassed hand; a passed hand's 2NT is natural, 11-12 balanced, not forcing" test=Q2-K32-AQ32-J432
4N@{a}0 "Blackwood" hcp=13+ text="13+ opposite opener's 18+ without shortness and a nine-card fit (worth about two points): 31+ together, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a nine-card fit (the ninth trump is worth about two points); Blackwood checks the aces" test=AKJ2-AQJ2-K32-32
4N@{a}0 "Blackwood" hcp=12+ dist=2+ S=1+ H=1+ D=1+ C=1+ text="12+ and a singleton opposite opener's 18+ without shortness, a nine-card fit: 31+ together with the shortness counted, asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the shape counted make a slam (31 with a nine-card fit); Blackwood checks the aces (not with a void)" test=KJ32-KJ32-KJ32-2|KJ32-KJ32-2-KJ32
4N@{a}0 "Blackwood" custom=3+:A1 text="three aces opposite opener's 18+ without shortness and a nine-card fit: prime values, asks for aces" ref="standard teaching: aces are worth more than their points in a slam (prime values); three aces and a nine-card fit opposite opener's extras leave few losers, and Blackwood checks the fourth ace" test=A432-A432-A32-32|A432-A32-A432-32
4{a} text="sign-off" test=KJ32-KJ32-Q32-32

[1S-P-2N-P-3N-P]
4C@Q4 "Control Bid" hcp=15+ C=:HH H=:HH D=2+:<3 asks=1 text="control bid: 15+ opposite opener's 15-17 (a nine-card fit) but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQ32-A2-432-AKJ2
4D@Q4 "Control Bid" hcp=15+ C=:HH D=:HH H=2+:<3 asks=1 text="control bid: 15+ opposite opener's 15-17 (a nine-card fit) but two quick losers in hearts; the diamond control, the other side suits controlled, so that partner shows a hearts control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=KQ32-432-A2-AKJ2

[1H-P-2N-P-3N-P]
4C@Q3 "Control Bid" hcp=15+ C=:HH S=:HH D=2+:<3 asks=1 text="control bid: 15+ opposite opener's 15-17 (a nine-card fit) but two quick losers in diamonds; the club control, the other side suits controlled, so that partner shows a diamonds control next" ref="standard teaching (control bidding): with a fit agreed below game and slam values, but a side suit with two quick losers, Blackwood does not help (it asks for aces, not controls): make the control bid just below that suit, holding the controls of the others, so that partner, who shows his cheapest control, shows it next" test=A2-KQ32-432-AKJ2

[1{a}-P-2N-P-3N-P] where a in HS complete
P pos=Y text="a passed hand's natural 2NT: 3NT is to play" ref="ACBL SAYC booklet: Jacoby 2NT is used by an unpassed hand; a passed hand's 2NT is natural, 11-12 balanced, not forcing" test=Q2-K32-AQ32-J432
4N@{a}0 "Blackwood" hcp=14+ text="14+ opposite opener's 15-17 without shortness and a nine-card fit (worth about two points): 31+ together, asks for aces" ref="standard teaching: with a nine-card fit 31 points together make a slam (the ninth trump is worth about two points); Blackwood checks the aces" test=KQJ2-AQJ2-Q32-32
4N@{a}0 "Blackwood" hcp=13 dist=2+ S=1+ H=1+ D=1+ C=1+ text="13 and a singleton opposite opener's 3NT (15-17 without shortness) and a nine-card fit: 31 together with the fit and the shortness counted, asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the shape counted make a slam; Blackwood checks the aces" test=AJ76-AQ52-3-QT76|AQ52-AJ76-3-QT76
4{a} text="sign-off" test=KJ32-KJ32-K32-32

[1{a}-P-2N-P-4{b}-P] where a in HS, b<a complete
4N@{a}0 "Blackwood" hcp=17+ text="17+ opposite a second five-card suit (no extras shown): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit and a source of tricks 31" test=AKJ2-AQJ2-K32-K2
4N@{a}0 "Blackwood" hcp=15+ dist=2+ S=1+ H=1+ D=1+ C=1+ {b}=2+ text="15+ and a singleton outside opener's second suit, opposite a second five-card suit (no extras shown): 31 together with the shortness counted, asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the shape counted make a slam; Blackwood checks the aces" test=AJ76-AQ52-3-KJ76|AQ52-AJ76-3-KJ76|AJ76-AQ52-KJ76-3|AQ52-AJ76-KJ76-3
4N@{a}0 "Blackwood" hcp=15+ {b}=3+ text="15+ and three cards in opener's good second suit (a double fit) opposite the Jacoby 2NT rebid: a source of tricks and 30+ together, asks for aces" ref="standard teaching: with a double fit the second suit supplies the tricks; 30-31 points together with two fits make a slam, and Blackwood checks the aces" test=AJ76-AQ52-K32-Q2|AQ52-AJ76-K32-Q2|AJ76-AQ52-Q2-K32|AQ52-AJ76-Q2-K32
4N@{a}0 "Blackwood" hcp=13+ {b}=4+ custom=2+:A1 text="13+, four cards in opener's second five-card suit (a second nine-card fit) and two aces opposite the Jacoby 2NT rebid: asks for aces" ref="standard teaching: with a double fit the second suit supplies the tricks, and aces (prime cards) count for more than their points; with two nine-card fits slam needs far fewer than 33 points; Blackwood checks the aces (two of his own keep five of the major safe)" test=A7-KQ86-AJ64-743|A7-KQ86-743-AJ64|KQ86-A7-AJ64-743|KQ86-A7-743-AJ64|KQ86-AJ64-A7-743
4N@{a}0 "Blackwood" custom=3+:A1 text="three aces opposite opener's second five-card suit and a nine-card fit: prime values, asks for aces" ref="standard teaching: aces are worth more than their points in a slam (prime values); three aces and a nine-card fit opposite opener's extras leave few losers, and Blackwood checks the fourth ace" test=A432-A432-A32-32|A432-A32-A432-32
4{a} text="sign-off" test=KJ32-KJ32-K32-32

[1{a}-P-2N-P-4{a}-P] where a in HS
4N@{a}0 "Blackwood" hcp=17+ text="17+ opposite opener's minimum without shortness (12-14 and a nine-card fit, which counts about two points: 31 together): asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a nine-card fit (the ninth trump is worth about two points); Blackwood stops at five with two aces missing" test=AKJ2-AQJ2-KQ2-32
4N@{a}0 "Blackwood" hcp=15+ dist=2+ S=1+ H=1+ D=1+ C=1+ text="15+ and a singleton opposite opener's minimum without shortness (12-14 and a nine-card fit): 31 together with the fit and the shortness counted, asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the shape counted make a slam; Blackwood checks the aces" test=AJ76-AQ52-3-KQ76|AQ52-AJ76-3-KQ76

[1H-P-2N-P-4H-P]
4N@30 "Blackwood" losers=5 S=1+:HH D=1+:HH C=1+:HH text="five losers or fewer (no void, a control in every side suit) opposite opener's minimum without shortness (about seven losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a minimum opening without shortness shows about seven losers, so five make twelve tricks; with a fit agreed, Blackwood checks the aces" test=7-KJ63-A-KQT9854

[1S-P-2N-P-4S-P]
4N@40 "Blackwood" losers=5 H=1+:HH D=1+:HH C=1+:HH text="five losers or fewer (no void, a control in every side suit) opposite opener's minimum without shortness (about seven losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a minimum opening without shortness shows about seven losers, so five make twelve tricks; with a fit agreed, Blackwood checks the aces" test=KJ63-7-A-KQT9854

[1{a}-P-2N-P-4{a}-P] where a in HS
P test=KJ32-KJ32-K32-32

[1{a}-P-2N-P-3{b}-P-4{a}-P] where a in HS, b!=a
4N@{a}0 "Blackwood" hcp=16+ S=1+ H=1+ D=1+ C=1+ text="16+ and a singleton opposite a game-forcing raise (13+ and a nine-card fit, which counts about two points): asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a nine-card fit (the ninth trump is worth about two points); with a fit, Blackwood checks the aces" test=AKJ32-KQ32-A-K32
4N@{a}0 "Blackwood" hcp=12+ losers=5 S=1+:HH H=1+:HH D=1+:HH C=1+:HH text="five losers or fewer (no void, a control in every suit) opposite the Jacoby 2NT raise (an opening hand with four trumps, about seven losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a forcing raise with four trumps and opening values shows about seven losers, so five opposite leave twelve tricks; Blackwood only with a control (ace, king or singleton) in every suit, so that no two quick losers are left, and not with a void" test=AKJT32-KJ32-2-K2|KJ32-AKJT32-2-K2
4N@{a}0 "Blackwood" hcp=14+ custom=3+:A1 text="14+ with three aces and shortness opposite a game-forcing raise (13+, a nine-card fit): prime values, asks for aces" ref="standard teaching: aces are worth more than their points in a slam (prime values); three aces, a short suit and a nine-card fit opposite a game-forcing raise leave few losers, and Blackwood checks the fourth ace" test=AQ765-A32-A432-2|AQ765-A32-2-A432|AQ765-2-A32-A432|A32-AQ765-A432-2|A32-AQ765-2-A432|2-AQ765-A32-A432
P test=T82-642-96542-T2

# Opener, 5-5 with a void and 16+, over responder's sign-off after the Jacoby 2NT rebid: a
# control bid in the void suit below five of the major; responder accepts with the ace of the
# fourth suit and nothing wasted in the void suit, otherwise signs off in five.
[1H-P-2N-P-4C-P-4H-P]
5D "Control Bid" hcp=16+ H=5+ C=5+ D=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in diamonds: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=AQ6-KQ542--KQ762
4S "Control Bid" hcp=16+ H=5+ C=5+ S=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in spades: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=-KQ542-AQ6-KQ762

[1H-P-2N-P-4D-P-4H-P]
5C "Control Bid" hcp=16+ H=5+ D=5+ C=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in clubs: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=AQ6-KQ542-KQ762-
4S "Control Bid" hcp=16+ H=5+ D=5+ S=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in spades: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=-KQ542-KQ762-AQ6

[1S-P-2N-P-4C-P-4S-P]
5D "Control Bid" hcp=16+ S=5+ C=5+ D=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in diamonds: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=KQ542-AQ6--KQ762
5H "Control Bid" hcp=16+ S=5+ C=5+ H=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in hearts: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=KQ542--AQ6-KQ762

[1S-P-2N-P-4D-P-4S-P]
5C "Control Bid" hcp=16+ S=5+ D=5+ C=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in clubs: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=KQ542-AQ6-KQ762-
5H "Control Bid" hcp=16+ S=5+ D=5+ H=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in hearts: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=KQ542--KQ762-AQ6

[1S-P-2N-P-4H-P-4S-P]
5C "Control Bid" hcp=16+ S=5+ H=5+ C=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in clubs: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=KQ542-KQ762-AQ6-
5D "Control Bid" hcp=16+ S=5+ H=5+ D=0 custom=<3:A1 asks=1 text="16+, 5-5 or longer and a void in diamonds: a control bid showing the void, slam try over the sign-off" ref="standard teaching: opposite a game-forcing raise, a 5-5 hand with a void and 16+ makes one more slam try over partner's sign-off: Blackwood does not help with a void (an ace there is wasted), so without Exclusion Blackwood show the void with a control bid (cue bid) below five of the agreed major, which keeps five of the major as a place to stop" test=KQ542-KQ762--AQ6

[1H-P-2N-P-4C-P-4H-P-5D-P]
6H "Control Bid" S=:A D=:0 text="the ace of spades and nothing wasted in diamonds opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=A432-J863-432-A4
5H "Control Bid" text="the ace of spades missing or values wasted in diamonds: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=AQ32-J863-K32-Q4|KQ32-QJ63-432-A4

[1H-P-2N-P-4C-P-4H-P-5D-P-5H-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=AQ6-KQ542--KQ762

[1H-P-2N-P-4C-P-4H-P-5D-P-6H-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=AQ6-KQ542--KQ762

[1H-P-2N-P-4C-P-4H-P-4S-P]
6H "Control Bid" D=:A S=:0 text="the ace of diamonds and nothing wasted in spades opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=432-J863-A432-A4
5H "Control Bid" text="the ace of diamonds missing or values wasted in spades: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=K32-J863-AQ32-Q4|432-QJ63-KQ32-A4

[1H-P-2N-P-4C-P-4H-P-4S-P-5H-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=-KQ542-AQ6-KQ762

[1H-P-2N-P-4C-P-4H-P-4S-P-6H-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=-KQ542-AQ6-KQ762

[1H-P-2N-P-4D-P-4H-P-5C-P]
6H "Control Bid" S=:A C=:0 text="the ace of spades and nothing wasted in clubs opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=A432-J863-A4-432
5H "Control Bid" text="the ace of spades missing or values wasted in clubs: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=AQ32-J863-Q4-K32|KQ32-QJ63-A4-432

[1H-P-2N-P-4D-P-4H-P-5C-P-5H-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=AQ6-KQ542-KQ762-

[1H-P-2N-P-4D-P-4H-P-5C-P-6H-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=AQ6-KQ542-KQ762-

[1H-P-2N-P-4D-P-4H-P-4S-P]
6H "Control Bid" C=:A S=:0 text="the ace of clubs and nothing wasted in spades opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=432-J863-A4-A432
5H "Control Bid" text="the ace of clubs missing or values wasted in spades: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=K32-J863-Q4-AQ32|432-QJ63-A4-KQ32

[1H-P-2N-P-4D-P-4H-P-4S-P-5H-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=-KQ542-KQ762-AQ6

[1H-P-2N-P-4D-P-4H-P-4S-P-6H-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=-KQ542-KQ762-AQ6

[1S-P-2N-P-4C-P-4S-P-5D-P]
6S "Control Bid" H=:A D=:0 text="the ace of hearts and nothing wasted in diamonds opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-A432-432-A4
5S "Control Bid" text="the ace of hearts missing or values wasted in diamonds: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-AQ32-K32-Q4|QJ63-KQ32-432-A4

[1S-P-2N-P-4C-P-4S-P-5D-P-5S-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=KQ542-AQ6--KQ762

[1S-P-2N-P-4C-P-4S-P-5D-P-6S-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=KQ542-AQ6--KQ762

[1S-P-2N-P-4C-P-4S-P-5H-P]
6S "Control Bid" D=:A H=:0 text="the ace of diamonds and nothing wasted in hearts opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-432-A432-A4
5S "Control Bid" text="the ace of diamonds missing or values wasted in hearts: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-K32-AQ32-Q4|QJ63-432-KQ32-A4

[1S-P-2N-P-4C-P-4S-P-5H-P-5S-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=KQ542--AQ6-KQ762

[1S-P-2N-P-4C-P-4S-P-5H-P-6S-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=KQ542--AQ6-KQ762

[1S-P-2N-P-4D-P-4S-P-5C-P]
6S "Control Bid" H=:A C=:0 text="the ace of hearts and nothing wasted in clubs opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-A432-A4-432
5S "Control Bid" text="the ace of hearts missing or values wasted in clubs: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-AQ32-Q4-K32|QJ63-KQ32-A4-432

[1S-P-2N-P-4D-P-4S-P-5C-P-5S-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=KQ542-AQ6-KQ762-

[1S-P-2N-P-4D-P-4S-P-5C-P-6S-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=KQ542-AQ6-KQ762-

[1S-P-2N-P-4D-P-4S-P-5H-P]
6S "Control Bid" C=:A H=:0 text="the ace of clubs and nothing wasted in hearts opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-432-A4-A432
5S "Control Bid" text="the ace of clubs missing or values wasted in hearts: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-K32-Q4-AQ32|QJ63-432-A4-KQ32

[1S-P-2N-P-4D-P-4S-P-5H-P-5S-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=KQ542--KQ762-AQ6

[1S-P-2N-P-4D-P-4S-P-5H-P-6S-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=KQ542--KQ762-AQ6

[1S-P-2N-P-4H-P-4S-P-5C-P]
6S "Control Bid" D=:A C=:0 text="the ace of diamonds and nothing wasted in clubs opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-A4-A432-432
5S "Control Bid" text="the ace of diamonds missing or values wasted in clubs: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-Q4-AQ32-K32|QJ63-A4-KQ32-432

[1S-P-2N-P-4H-P-4S-P-5C-P-5S-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=KQ542-KQ762-AQ6-

[1S-P-2N-P-4H-P-4S-P-5C-P-6S-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=KQ542-KQ762-AQ6-

[1S-P-2N-P-4H-P-4S-P-5D-P]
6S "Control Bid" C=:A D=:0 text="the ace of clubs and nothing wasted in diamonds opposite the void: accepts the slam try" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-A4-432-A432
5S "Control Bid" text="the ace of clubs missing or values wasted in diamonds: signs off in five" ref="standard teaching (control bidding): opposite a void-showing control bid, count the working cards: with the ace of the remaining side suit and no honour wasted in the void suit bid the slam, otherwise sign off in five of the agreed major" test=J863-Q4-K32-AQ32|QJ63-A4-432-KQ32

[1S-P-2N-P-4H-P-4S-P-5D-P-5S-P]
P "Control Bid" text="partner signed off: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=KQ542-KQ762--AQ6

[1S-P-2N-P-4H-P-4S-P-5D-P-6S-P]
P "Control Bid" text="partner accepted: pass" ref="standard teaching (control bidding): a slam bid over a control bid is to play" test=KQ542-KQ762--AQ6

[1{a}-P-2N-P-4{b}-P-4{a}-P] where a in HS, b<a
4N@{a}0 "Blackwood" hcp=18+ S=1+ H=1+ D=1+ C=1+ text="18+ and a good second suit opposite the Jacoby 2NT raise (13+): a source of tricks and 31+ together, asks for aces" ref="standard teaching: 33 points together make a slam; with a fit and a source of tricks 31-32; with a fit, Blackwood checks the aces" test=AKQ83-AKJ52-K2-2
4N@{a}0 "Blackwood" hcp=17 {a}=5+ {b}=5+ S=1+:HH H=1+:HH D=1+:HH C=1+:HH text="17, 5-5 or longer with a singleton and a control in every suit opposite the Jacoby 2NT raise (13+, four trumps): 30 in high cards and the shortness make 32+ together, asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the shape counted make a slam; a 5-5 hand counts its shortness and the second suit is a source of tricks; Blackwood only with a control (ace, king or singleton) in every suit and no void" test=AQ762-2-KQ-AQ762|2-AQ762-KQ-AQ762|AQ762-2-AQ762-KQ|2-AQ762-AQ762-KQ|AQ762-AQ762-2-KQ
4N@{a}0 "Blackwood" custom=3+:A1 text="three aces and a second five-card suit opposite the Jacoby 2NT raise: prime values, asks for aces" ref="standard teaching: aces are worth more than their points in a slam (prime values); three aces and a nine-card fit opposite a game-forcing raise leave few losers, and Blackwood checks the fourth ace" test=A2-AQ762-A8762-2|AQ762-A2-A8762-2
P test=T852-943-9872-94

[1{a}-P-2N-P-3N-P-4{a}-P] where a in HS
4N@{a}0 "Blackwood" hcp=12+ losers=5 S=1+:HH H=1+:HH D=1+:HH C=1+:HH text="five losers or fewer (no void, a control in every suit) opposite the Jacoby 2NT raise (an opening hand with four trumps, about seven losers): twelve tricks in the nine-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a forcing raise with four trumps and opening values shows about seven losers, so five opposite leave twelve tricks; Blackwood only with a control (ace, king or singleton) in every suit, so that no two quick losers are left, and not with a void" test=AKJT32-K32-K2-K2|K32-AKJT32-K2-K2
4N@{a}0 "Blackwood" custom=3+:A1 text="three aces (15-17 shown) opposite the Jacoby 2NT raise: prime values, asks for aces" ref="standard teaching: aces are worth more than their points in a slam (prime values); three aces and a nine-card fit opposite a game-forcing raise leave few losers, and Blackwood checks the fourth ace" test=A32-AJ762-A32-K2|AJ762-A32-A32-K2
P test=T7653-986-63-T96

[1{a}-P-2N-P-3{a}-P-4{a}-P] where a in HS
4N@{a}0 "Blackwood" hcp=20+ S=1+ H=1+ D=1+ C=1+ text="20+ (shown 18+) opposite the Jacoby 2NT raise (13+), responder signing off: 33 together, asks for aces" ref="standard teaching: 33 points together make a slam; opener who showed extras and holds more goes on opposite the sign-off; with a fit, Blackwood checks the aces" test=AK2-AKQ83-K72-Q2
4N@{a}0 "Blackwood" hcp=19 {a}=6+ S=1+ H=1+ D=1+ C=1+ text="19 and a sixth trump opposite the Jacoby 2NT raise (13+): a ten-card fit and 32 together, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a nine-card fit and fewer with a longer one; opener who showed extras and holds more goes on opposite the sign-off; with a fit, Blackwood checks the aces" test=AK2-AKQ832-K72-2|AKQ832-AK2-K72-2
4N@{a}0 "Blackwood" custom=3+:A1 text="three aces (18+ shown) opposite the Jacoby 2NT raise: prime values, asks for aces" ref="standard teaching: aces are worth more than their points in a slam (prime values); three aces and a nine-card fit opposite a game-forcing raise leave few losers, and Blackwood checks the fourth ace" test=AK2-AQJ83-A72-32|AQJ83-AK2-A72-32
P test=AK2-AKQ83-K72-32

# ---- games reached: pass ----
[1{a}-P-3{a}-P-4{a}-P] where a in HS
P test=9432-9862-73-765

[1{a}-P-2{a}-P-4{a}-P] where a in HS
P test=T9652-753-95-942

[1{a}-P-1{b}-P-2{b}-P-4{b}-P] where a<b, b in HS
P test=AJ64-5-Q9765-AT9

[1{a}-P-1{b}-P-3{b}-P-4{b}-P] where a<b, b in HS
P test=AJ64-5-Q9765-AT9

[1{a}-P-2{a}-P-3{c}-P-4{a}-P] where a in HS, c<a
P test=84-63-97654-T974

[1H-P-2H-P-2S-P-4H-P]
P test=K73-AKJ65-A-K732

[1{a}-P-2{a}-P-2N-P-4{a}-P] where a in HS
P test=52-94-T9752-T842

[1{a}-P-2{a}-P-2N-P-3N-P] where a in HS
P test=JT962-T9743-6-85

[1{a}-P-2{a}-P-3{a}-P-4{a}-P] where a in HS
P test=87653-8-8752-864

[1{a}-P-1{b}-P-1N-P-3N-P] where a<b
P test=T652-9642-762-75

[1{a}-P-1{b}-P-1N-P-4{b}-P] where a<b, b in HS
P test=72-7532-T87653-T

[1{a}-P-1{b}-P-2N-P-3N-P] where a<b
P test=98752-9743-65-T9

# Opener after responder's quantitative 4NT (18-20): 6NT with the top of his minimum.
[1{a}-P-1{b}-P-2{a}-P-4N-P] where a<b complete
6N hcp=14+ text="accepts the quantitative invitation: 14+ (32+ together and a long suit)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K2-A2-Q3-AKJ9432
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="declines: a minimum" test=K2-Q2-Q3-AJ98432

[1{a}-P-1{b}-P-2{a}-P-3N-P] where a<b
P test=72-K9-K76-AKQ643

[1{a}-P-1N-P-2N-P-3N-P] where a in CDHS
P test=-7642-T952-96432

[1{a}-P-1N-P-3{a}-P-4{a}-P] where a in HS
P test=A9-AKJ984-Q92-K5

# ---- help-suit game try declined ----
[1{a}-P-2{a}-P-3{c}-P-3{a}-P] where a in HS, c<a
4{a} hcp=18 text="top of the range: bids game" test=AQ632-A8-K4-KQ86
P test=T873-953-T98-J75

[1H-P-2H-P-2S-P-3H-P]
4H hcp=18 text="top of the range: bids game" test=K73-AKJ65-A-K732
P test=K73-AQJ65-A-K732

[1{a}-P-2{a}-P-2N-P-3{a}-P] where a in HS
P test=543-93-942-86543

# ---- opener's third bid after a raise of responder's suit ----
[1{a}-P-1{b}-P-2{b}-P-3{b}-P] where a<b, b in HS complete
4{b} hcp=14+ text="maximum: accepts" test=AKJ3-T4-Q98-A543
4{b} losers=6 text="accepts (6 losers or fewer opposite the invitation's 8)" ref="standard teaching (losing trick count): an invitation shows 8 losers; opener bids game with 6" test=K876-AJ93-KQ876-
4{b} hcp=12+ dist=T14+ text="accepts: 14+ total points (12+ HCP)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=J876-Q932-KJ8-AQ
P text="minimum: declines" test=K76-QJ93-AQ76-52

# ---- opener's third bid after his 1NT rebid ----
[1{a}-P-1{b}-P-1N-P-2N-P] where a<b
3N hcp=13+ text="maximum: accepts" test=A6432-Q-QJT-A653
P text="minimum" test=AJ4-Q96-K97-J642

[1{a}-P-1{b}-P-1N-P-3{b}-P] where a<b, b in HS
4{b} hcp=13+ {b}=2+ text="accepts" test=A653-J4-A52-KJ97
3N hcp=14+ {b}=<2 text="a maximum without support for responder's suit: accepts in notrump" ref="standard teaching: an invitation is accepted with a maximum; without support for the six-card suit, 3NT" test=7-2-AKQ2-AJ97432
P text="declines" test=Q63-Q972-K5-J742

[1{a}-P-1{b}-P-1N-P-2{b}-P] where a<b
P test=962-98653-T-9532

# ---- opener's third bid after an invitation following his rebid ----
[1{a}-P-1{b}-P-2{a}-P-2N-P] where a in CD, b in HS complete
3{b} hcp=14+ {b}=3 text="accepts, three-card support" test=KJ7-K75-A-AK9765

# Opener's 3M after responder's 2NT invitation accepts (14+) with three-card support: responder
# chooses the game, four of the major with five, else 3NT (a 4-3 fit is no better than
# notrump with the stoppers responder's 2NT showed).
[1{a}-P-1{b}-P-2{a}-P-2N-P-3{b}-P] where a in CD, b in HS complete
4{b} {b}=5+ text="game in the major: five cards opposite three" ref="standard teaching: opener's three-card raise after 2NT accepts the invitation; responder picks the game, the major with a 5-3 fit" test=KQ762-AJ762-2-32
3N text="game in notrump: four cards only" ref="standard teaching: opener's three-card raise after 2NT accepts the invitation; responder picks the game, 3NT without a 5-3 fit" test=KJ32-AJ32-Q2-T98

[1{a}-P-1{b}-P-2{a}-P-2N-P] where a<b, a in CD
3N hcp=14+ text="accepts" test=K2-Q2-A32-KQJ432
3N hcp=12+ dist=T14+ text="accepts: 14+ total points (12+ HCP)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=K2-Q2-J3-AQJ5432
P text="declines" test=K2-Q2-932-KQJ432

[1{a}-P-1{b}-P-2{a}-P-3{b}-P] where a<b, b in HS
4{b} hcp=14+ {b}=2+ text="accepts" test=K2-Q2-A32-KQJ432
4{b} hcp=12+ dist=T14+ {b}=2+ text="accepts: 14+ total points (12+ HCP) and support" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=K2-Q32-J3-AQJ432
P text="declines" test=K2-Q2-932-KQJ432

[1H-P-1S-P-2H-P-3H-P] complete
4H hcp=14+ text="accepts with more than a minimum" ref="standard teaching: an invitation is accepted with more than a minimum" test=K2-AQJ432-K32-Q2
4H losers=7 text="accepts (7 losers or fewer)" ref="standard teaching: an invitation is accepted with more than a minimum" test=2-AQJ432-K32-Q32
4H hcp=12+ dist=T14+ text="accepts: 14+ total points (12+ HCP)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=J876-Q932-KJ8-AQ

[1{a}-P-1{b}-P-2{a}-P-3{a}-P] where a<b, a in CD complete
3N hcp=12+ dist=T14+ stopped=1.5 text="accepts: 14+ total points (12+ HCP), the unbid suits stopped" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=K2-Q32-A3-QJ8432

# No stoppers for 3NT: with 15+ total points and the six-card minor opposite responder's three
# (a nine-card fit, 23+ HCP together), five of the minor.
[1C-P-1{b}-P-2C-P-3C-P] where b in DHS complete
5C hcp=12+ dist=T15+ C=6+ text="accepts: 15+ total points (12+ HCP), a nine-card fit, no stoppers for 3NT: game in clubs" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=2-Q3-J82-AKQJ732

[1D-P-1{b}-P-2D-P-3D-P] where b in HS complete
5D hcp=12+ dist=T15+ D=6+ text="accepts: 15+ total points (12+ HCP), a nine-card fit, no stoppers for 3NT: game in diamonds" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=2-Q3-AKQJ732-J82

[1{a}-P-1{b}-P-2{a}-P-3{a}-P] where a<b
P text="declines" test=Q2-Q32-932-KQJ43

# ---- opener's third bid after responder's preference or invitation following a new suit ----
[1{a}-P-1{b}-P-2{c}-P-2{a}-P] where c<a, a<b
2N hcp=17+ text="17-18, invitational" ref="standard teaching: opener invites with extra values after responder's preference" test=A2-KQ2-AQJ32-KJ3
P test=762-8752-T98732-

[1{a}-P-1{b}-P-2{c}-P-2{a}-P-2N-P] where c<a, a<b complete
3N hcp=8+ text="maximum: accepts" ref="standard teaching: an invitation is accepted with more than a minimum" test=KJ432-Q32-Q2-J32
P text="minimum: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=J5432-Q32-J2-J32

[1{a}-P-1{b}-P-2{c}-P-3{b}-P] where c<a, a<b, b in HS
4{b} hcp=13+ {b}=2+ text="accepts" test=75-K2-AKJ82-Q843
4{b} hcp=15+ text="accepts opposite a six-card suit" ref="standard teaching: an invitation is accepted with more than a minimum" test=-A-AKJ982-KQ8432
P text="declines" test=7-52-KJ982-KQ843

[1{a}-P-1{b}-P-2{c}-P-2N-P] where c<a, a<b
3N hcp=14+ text="accepts" test=A7-52-AQ982-KQ43
P text="declines" test=Q7-52-KJ982-KQ43

[1{a}-P-1{b}-P-1{c}-P-1N-P] where a<b, b<c
3N hcp=18+ text="maximum" test=KQ43-Q-AKQ3-AJ73
2N hcp=16-17 text="invitational" test=J84-AK-AJ754-K86
P test=K743-Q-AK73-T973

[1{a}-P-1{b}-P-1{c}-P-2{c}-P] where a<b, b<c
4{c} hcp=18+ text="game values" test=AKJ3-2-AQ3-KJ973
4{c} losers=4 hcp=15+ text="game: four losers or fewer opposite a single raise (about nine losers)" ref="standard teaching (losing trick count): a single raise shows about 9 losers; opener with 4 losers bids game, with 5 makes a game try, as after 1M-2M" test=AQ73-5-A-KQT8642
3{c} hcp=16-17 text="invitational" test=AKJ3-2-K43-KQ973
P test=KJ43-2-Q43-KJ973

[1{a}-P-1{b}-P-1{c}-P-3{c}-P] where a<b, b<c
4{c} hcp=14+ text="accepts" test=AKJ3-2-Q43-KJ973
P test=KJ43-2-Q43-QJ973

[1{a}-P-1{b}-P-1{c}-P-3N-P] where a<b, b<c
6N hcp=20+ text="20+ opposite responder's 3NT (13-17): 33 together, slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK2-K2-AQJ2-AQ32
4N hcp=18-19 text="quantitative: 18-19 opposite responder's 3NT (13-17: 31+ together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK2-K2-AQ32-Q432
P test=KJ43-2-Q43-KJ973

# Opener's quantitative 4NT over responder's 3NT (13-17): accept with more than a minimum.
[1{a}-P-1{b}-P-1{c}-P-3N-P-4N-P] where a<b, b<c complete
6N hcp=15+ text="accepts: 15-17 (33 together)" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=KJ3-Q32-KQ32-A32
6N hcp=14 X=5+:a S=x H=x D=x C=x text="accepts: 14 with a good five-card suit" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=AJ3-K32-KQJ32-32
6N hcp=14 custom=5:A2K1 text="accepts: 14 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-AJ6-6543-654
P text="declines: 13-14" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=KJ3-Q32-KQ32-Q32

[1{a}-P-1{b}-P-1{c}-P-2N-P-3N-P] where a<b, b<c
P test=T9762-952-62-862

[1{a}-P-1{b}-P-1{c}-P-3{b}-P] where a<b, b<c
3N hcp=14+ text="accepts" test=Q876-5-AJ7-AQJ75
3N hcp=12+ dist=T14+ {b}=2+ text="accepts: 14+ total points and a fit for partner's suit" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=QJ76-K5-AJ-J9752
P test=873--T96542-T942

[1{a}-P-1{b}-P-1{c}-P-3{b}-P-3N-P] where a<b, b<c
P test=J872-T762-98-652

[1{a}-P-1{b}-P-1{c}-P-2{b}-P] where a<b, b<c
2N hcp=17-18 text="invitational" test=KQ43-2-AKQ3-K973
P test=KJ43-2-Q43-KJ973

[1{a}-P-1{b}-P-1{c}-P-2{b}-P-2N-P] where a<b, b<c
3N hcp=8+ text="maximum: accepts" ref="standard teaching: an invitation is accepted with more than a minimum" test=Q32-KJ32-Q32-J32
P test=J3-864-9865-T764

# ---- fourth suit forcing: opener's answer ----
# Opener shows three-card support for responder's major first, then a stopper in the fourth
# suit (2NT minimum, 3NT extra values), then his own distribution.
[1C-P-1D-P-1H-P-2S-P] complete
3N hcp=15+ S=:1stop text="spades stopped, extra values" test=AK8-K92-KQ9-9753
2N S=:1stop text="spades stopped" test=AQ2-QJ64-JT7-K43
3C C=5+ text="5+ clubs" test=32-KJ64-A7-AQ432
3D D=3+ text="diamond support" test=32-KJ64-AT7-AQ43
3C text="no stopper" test=432-KJ64-A7-AQ43

[1C-P-1D-P-1S-P-2H-P] complete
3N hcp=15+ H=:1stop text="hearts stopped, extra values" test=AQ72-KJ6-A4-K732
2N H=:1stop text="hearts stopped" test=T872-K9-86-97542
3C C=5+ text="5+ clubs" test=AQ72-32-K4-KJ732
3D D=3+ text="diamond support" test=AQ72-32-K84-KJ73
3C text="no stopper" test=AQ72-432-K4-KJ73

[1C-P-1H-P-1S-P-2D-P] complete
2H H=3+ text="three-card heart support" test=AQ72-K32-84-K732
3N hcp=15+ D=:1stop text="diamonds stopped, extra values" test=AQ72-K2-AQ4-K732
2N D=:1stop text="diamonds stopped" test=AQ72-K2-K84-Q732
3C C=5+ text="5+ clubs" test=AQ72-2-84-KQ8732
3C text="no stopper" test=AQ72-2-8543-KQ73

[1D-P-1H-P-1S-P-2C-P] complete
2H H=3+ text="three-card heart support" test=AQ72-K32-K832-32
3N hcp=15+ C=:1stop text="clubs stopped, extra values" test=AQ72-K2-AQ84-K73
2N C=:1stop text="clubs stopped" test=AQ72-K2-Q843-K73
2D text="no stopper" test=AQ72-2-KJ843-732

[1D-P-1H-P-2C-P-2S-P] complete
3H H=3+ text="three-card heart support" test=2-K32-KJ832-AQ32
3N hcp=15+ S=:1stop text="spades stopped, extra values" test=A2-K2-AQJ32-K432
2N S=:1stop text="spades stopped" test=A2-32-KJ832-K432
3C C=5+ text="5+ clubs" test=2-32-AQ832-KJ432
3D text="no stopper" test=32-32-AQ8432-KJ4

[1D-P-1S-P-2C-P-2H-P] complete
2S S=3+ text="three-card spade support" test=K32-2-KJ832-AQ32
3N hcp=15+ H=:1stop text="hearts stopped, extra values" test=A2-K2-AQJ32-K432
2N H=:1stop text="hearts stopped" test=32-A2-KJ832-K432
3C C=5+ text="5+ clubs" test=2-32-AQ832-KJ432
3D text="no stopper" test=32-32-AQ8432-KJ4

[1H-P-1S-P-2C-P-2D-P] complete
2S S=3+ text="three-card spade support" test=T9853-54-732-T72
3N hcp=15+ D=:1stop text="diamonds stopped, extra values" test=A2-AK753-K2-Q432
2N D=:1stop text="diamonds stopped" test=32-AK753-K2-Q432
3H H=6+ text="6+ hearts" test=2-AK7532-32-K432
3C C=5+ text="5+ clubs" test=2-AK753-32-KJ432
2H text="no stopper" test=32-AK753-32-KQ32

[1H-P-1S-P-2D-P-3C-P] complete
3S S=3+ text="three-card spade support" test=K32-AK753-KJ32-2
3N C=:1stop text="clubs stopped" test=32-AK753-KJ32-K2
3H text="no stopper" test=2-AK753-KJ32-432

# ---- fourth suit forcing: responder's continuation ----
[1{a}-P-1{b}-P-1{c}-P-2{d}-P-2N-P] where a<b, b<c, b in HS, d!=a, d!=b, d!=c complete
3{b} hcp=12-18 {b}=6+ {a}=<=1 asks=1 text="6+ {b}, 12-18 and a singleton or void in opener's suit: forcing, offers game in {b} rather than 3NT" ref="standard teaching: after fourth suit forcing, a six-card major is offered before 3NT when responder is short in opener's suit (3NT needs help there); opener raises with two cards" test=AKQ972--KJ3-Q842|AKQ972-KJ3--Q842|AKQ972-KJ3-Q842-|-AKQ972-KJ3-Q842|KJ3-AKQ972--Q842|KJ3-AKQ972-Q842-

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-2N-P] where a<b, b<c, d!=a, d!=b, d!=c complete
4N@{a}0 "Blackwood" hcp=18+ {a}=4+ custom=2+:A1 shape=unbalanced asks=A text="18+, four cards in opener's minor, shortness and two aces opposite opener's notrump answer to fourth suit forcing (12+): asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the fit and shape counted make a slam; with a fit, Blackwood checks the aces rather than sign off in 3NT (two aces of his own, so that five of the minor is a safe sign-off)" test=J-AQ54-AQ87-AKQ9
4N@{a}0 "Blackwood" hcp=15+ {a}=5+ custom=2+:A1 shape=singleton-or-void asks=A text="15+, five cards in opener's minor (an eight-card fit), a singleton or void and two aces opposite opener's notrump answer to fourth suit forcing (12+): asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; five trumps and a singleton or void add three points or more to 15 HCP, and opener has shown 12+; Blackwood checks the aces (two of his own, so that five of the minor is a safe sign-off)" test=8-K4-AQJ72-AQ982
6N hcp=21+ text="slam: 21+ opposite opener's notrump answer to fourth suit forcing (12+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=AQJ-AK98-Q8-AQ85
4N hcp=18 X=5+:a S=x H=x D=x C=x text="quantitative: 18 and a good five-card suit (two of the top three honours, an extra point) opposite opener's 2NT answer to fourth suit forcing (12-14): invites 6NT" ref="standard teaching: 33 points together make a small slam, 31-32 invite with a quantitative 4NT; in notrump a good five-card suit (two of the top three honours) counts an extra point, as it brings tricks of its own" test=AQ2-K3-AKJ82-J32
4N hcp=19-20 text="quantitative: 19-20 opposite opener's 2NT (a minimum, 12-14): invites 6NT" ref="standard teaching: a 4NT raise of partner's notrump is quantitative (invites 6NT with a maximum); 33 points together make a small slam" test=AQJ-AK98-Q8-KJ85
3N text="to play" test=JT9754-864-863-7

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2N-P] where c<a, a<b, c<d, d!=a, d!=b complete
3{b} hcp=12-18 {b}=6+ {a}=<=1 asks=1 text="6+ {b}, 12-18 and a singleton or void in opener's suit: forcing, offers game in {b} rather than 3NT" ref="standard teaching: after fourth suit forcing, a six-card major is offered before 3NT when responder is short in opener's suit (3NT needs help there); opener raises with two cards" test=AKQ972--KJ3-Q842|AKQ972-KJ3--Q842|AKQ972-KJ3-Q842-|-AKQ972-KJ3-Q842|KJ3-AKQ972--Q842|KJ3-AKQ972-Q842-

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2N-P] where c<a, a<b, c<d, d!=a, d!=b complete
4N@{c}0 "Blackwood" hcp=17+ {c}=4+ custom=2+:A1 asks=A text="17+, four cards in opener's second suit (an eight-card fit) and two aces opposite opener's notrump answer to fourth suit forcing (12+): asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the fit and shape counted make a slam; with a fit, Blackwood checks the aces rather than sign off in 3NT (two aces of his own, so that five of the minor is a safe sign-off)" test=AJ-AKQT4-J4-K985|AKQT4-AJ-J4-K985
4N@{c}0 "Blackwood" hcp=15+ {c}=5+ custom=2+:A1 shape=singleton-or-void asks=A text="15+, five cards in opener's second suit (a nine-card fit), a singleton or void and two aces opposite opener's notrump answer to fourth suit forcing (12+): asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; five trumps and a singleton or void add three points or more to 15 HCP, and opener has shown 12+; Blackwood checks the aces (two of his own, so that five of the minor is a safe sign-off)" test=A-AKJT4-Q4-Q9853|AKJT4-A-Q4-Q9853
4N@{a}0 "Blackwood" hcp=15+ {a}=4+ custom=2+:A1 shape=singleton-or-void asks=A text="15+, four cards in opener's first suit (an eight-card fit), a singleton or void and two aces opposite opener's notrump answer to fourth suit forcing (12+): asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; the hand that will be dummy adds three for a singleton and five for a void with four trumps, and opener has shown 12+; Blackwood checks the aces (two of his own, so that five of the suit is a safe sign-off)" test=A-KQ54-AQJ83-542
6N hcp=21+ text="slam: 21+ opposite opener's notrump answer to fourth suit forcing (12+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=AQJ-AK98-Q85-AQ8
4N hcp=18 X=5+:a S=x H=x D=x C=x text="quantitative: 18 and a good five-card suit (two of the top three honours, an extra point) opposite opener's 2NT answer to fourth suit forcing (12-14): invites 6NT" ref="standard teaching: 33 points together make a small slam, 31-32 invite with a quantitative 4NT; in notrump a good five-card suit (two of the top three honours) counts an extra point, as it brings tricks of its own" test=AQ2-K3-AKJ82-J32
4N hcp=19-20 text="quantitative: 19-20 opposite opener's 2NT (a minimum, 12-14): invites 6NT" ref="standard teaching: a 4NT raise of partner's notrump is quantitative (invites 6NT with a maximum); 33 points together make a small slam" test=AQJ-AK98-Q85-KJ8

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2N-P] where c<a, a<b, c<d, d!=a, d!=b, a in H complete
4N@{a}0 "Blackwood" hcp=16+ {a}=3+ custom=2+:A1 shape=singleton-or-void asks=A text="16+, three hearts (an eight-card fit with opener's five), a singleton or void and two aces opposite opener's 2NT answer to fourth suit forcing: asks for aces" ref="standard teaching (dummy points, Blackwood): with a fit agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; responder's 16+ HCP and a singleton or void (two or three points more) opposite opener's 12+ with an eight-card fit; Blackwood checks the aces (two of his own)" test=KQ85-A84-AKJ72-5
4{a} {a}=3+ text="three hearts: game in the eight-card heart fit rather than 3NT" ref="standard teaching: responder who bid the fourth suit with three-card support for opener's five-card major shows the fit next; an eight-card major fit plays in the major rather than in notrump" test=AQ84-K96-A732-Q4

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2N-P] where c<a, a<b, c<d, d!=a, d!=b complete
3N text="to play" test=98642-83-32-9763

# Fourth suit forcing: responder after 1H-1S-2C-2D (fourth suit forcing) and opener's 2S (three-card support), with three hearts: the 5-3 heart fit
# (as after 1H-1S-2D-3C-3S below).
[1H-P-1S-P-2C-P-2D-P-2S-P]
4H H=3+ S=4 text="game forced: three hearts opposite opener's five (an eight-card fit), where his three spades and four make only seven: 4H"
   ref="standard teaching: prefer the eight-card fit to a seven-card one: opener's five hearts and responder's three make eight, his three spades and responder's four only seven; with both majors fitting, play in the longer fit" test=K865-Q72-KJ82-A3

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2{b}-P] where c<a, a<b, c<d, d<b, d!=a complete
4N@{b}0 "Blackwood" hcp=19+ text="19+ opposite opener's minimum rebid: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shape" test=AKQ72-A8-K97-K73
4N@{b}0 "Blackwood" hcp=16+ {b}=5+ custom=2+:A1 shape=singleton-or-void asks=A text="16+, five {b}, a singleton or void and two aces opposite opener's three-card support after fourth suit forcing: asks for aces" ref="standard teaching (dummy points, Blackwood): with a fit agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; responder's 16+ HCP, five trumps (an eight-card fit) and a singleton or void (two or three points more) opposite opener's 12+ with three-card support; Blackwood checks the aces (two of his own)" test=AKJ72-A84-KQ97-3|A84-AKJ72-KQ97-3
4{b} text="game" test=942-87532-9763-3

[1H-P-1S-P-2C-P-2D-P-2H-P] complete
4N@30 "Blackwood" hcp=19+ text="19+ opposite opener's minimum rebid of his five hearts: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shape" test=AK97-AQ8-742-AQ2
4N@30 "Blackwood" hcp=16+ H=3+ custom=2+:A1 shape=singleton-or-void asks=A text="16+, three hearts (an eight-card fit with opener's five), a singleton or void and two aces after fourth suit forcing: asks for aces" ref="standard teaching (dummy points, Blackwood): with a fit agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; responder's 16+ HCP and a singleton or void (two or three points more) opposite opener's 12+ with an eight-card fit; Blackwood checks the aces (two of his own)" test=KQ85-A84-AKJ72-5
3S hcp=12-18 S=6+ H=<=1 asks=1 text="6+ spades, 12-18 and a singleton or void in opener's hearts: forcing, offers game in spades rather than 3NT" ref="standard teaching: after fourth suit forcing, a six-card major is offered before 3NT when responder is short in opener's suit (3NT needs help there); opener raises with two cards" test=AKJ972-5-KJ3-Q84
3N D=:hstop H=<2 text="to play: diamonds stopped, no heart fit" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=AQ975-8-KJ4-Q1063
4H H=2+ text="game: a fit for opener's five hearts" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=-864-J87532-9532
4C C=4+ text="no stopper in diamonds, four clubs: game in clubs" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=AQ975-8-743-KQ32
3N text="to play" test=AQ9752-8-743-KQ2

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{c}-P] where c<a, a<b, c<d, d!=a, d!=b complete
3{b} hcp=12-18 {b}=6+ {a}=<=1 asks=1 text="6+ {b}, 12-18 and a singleton or void in opener's suit: forcing, offers game in {b} rather than 3NT" ref="standard teaching: after fourth suit forcing, a six-card major is offered before 3NT when responder is short in opener's suit (3NT needs help there); opener raises with two cards" test=AKQ972--KJ3-Q842|AKQ972-KJ3--Q842|AKQ972-KJ3-Q842-|-AKQ972-KJ3-Q842|KJ3-AKQ972--Q842|KJ3-AKQ972-Q842-

[1D-P-1S-P-2C-P-2H-P-3C-P] complete
3S S=6+ text="6+ spades" test=T98632-9732-94-T

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{c}-P] where c<a, a<b, c<d, d!=a, d!=b complete
4N@{c}0 "Blackwood" hcp=19+ {c}=3+ custom=2+:A1 asks=A shape=unbalanced text="19+, a fit for opener's five-card minor and two aces after fourth suit forcing (12+ opposite): asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shape; with a fit, Blackwood checks the aces (with clubs as trumps the asker holds two aces, so that five clubs is a safe sign-off)" test=AKJ72-A4-8-AKJ72
4{c} hcp=16+ {c}=3+ shape=unbalanced text="slam interest: 16+ and a fit for opener's five-card minor after fourth suit forcing: forcing, bypasses 3NT (the same raise shows a fit without a stopper in the fourth suit)" ref="standard teaching (Goren, Root: Commonsense Bidding): after fourth suit forcing, responder's next call shows what he holds; in a game-forcing auction a raise of a minor below game is forcing; with slam interest and a fit responder raises rather than sign off in 3NT" test=A4-AKJ72-8-KJ742|AKJ72-A4-8-KJ742|AKJ72-8-A4-KJ742
4{c} hcp=14-15 {c}=4+ shape=singleton-or-void text="slam interest: 14-15, four cards in opener's five-card minor and a singleton or void (17+ counting dummy points) after fourth suit forcing: forcing, bypasses 3NT" ref="standard teaching (dummy points): once a fit is found, the hand that will be dummy adds 3 for a singleton and 5 for a void with four trumps; 14-15 HCP and a singleton make 17+, and with opener's 12+ a slam try (31 together with the fit and shape); a raise of a minor below game is forcing" test=K4-AKJ72-8-KJ742|AKJ72-K4-8-KJ742|AKJ72-8-K4-KJ742
6N hcp=21+ text="slam: 21+ opposite opener's rebid of his minor after fourth suit forcing (12+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=AQJ-AK98-Q8-AQ85
4N hcp=18-20 text="quantitative: 18-20 opposite opener's rebid of his minor after fourth suit forcing (12-16, no extras shown; 32-36 together when he holds 14+): invites 6NT" ref="standard teaching: a 4NT raise of partner's notrump answer or a 4NT bid over a minimum rebid is quantitative (invites 6NT with a maximum); 33 points together make a small slam" test=AQJ-AK98-Q8-KJ85
5{c} hcp=12-13 {c}=4+ {a}=<=1 text="game in opener's minor: four-card support (a nine-card fit with his five) and a singleton or void in his first suit, a misfit for notrump" ref="standard teaching: after fourth suit forcing, with a nine-card fit in partner's second suit and shortness in his first, play game in the fit: notrump has no source of tricks" test=AQ72-KJ72-2-K832|AQ72-2-KJ72-K832
[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{c}-P] where c<a, a<b, c<d, d!=a, d!=b, a in H complete
4{a} {a}=3+ text="three hearts: game in the eight-card heart fit rather than 3NT" ref="standard teaching: responder who bid the fourth suit with three-card support for opener's five-card major shows the fit next; an eight-card major fit plays in the major rather than in notrump" test=AKJ84-Q96-A2-K42

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{c}-P] where c<a, a<b, c<d, d!=a, d!=b complete
3N {d}=:hstop text="to play: the fourth suit stopped" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=AQJ72-Q83-KJ7-73|KQ72-AQJ72-KJ7-3|AQJ72-Q8-KJ7-732
4{c} {c}=3+ text="support for opener's minor, the fourth suit unstopped" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=84-9-J53-T987643
3N text="to play" test=432-AQJ72-KJ7-73|AQJ72-432-KJ7-73|AQJ72-KJ7-432-73|AQJ72-K3-T987-K3

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{a}-P] where c<a, a<b, c<d, d!=a, d!=b complete
3{b} hcp=12-18 {b}=6+ {a}=<=1 asks=1 text="6+ {b}, 12-18 and a singleton or void in opener's suit: forcing, offers game in {b} rather than 3NT" ref="standard teaching: after fourth suit forcing, a six-card major is offered before 3NT when responder is short in opener's suit (3NT needs help there); opener raises with two cards" test=AKQ972--KJ3-Q842|AKQ972-KJ3--Q842|AKQ972-KJ3-Q842-|-AKQ972-KJ3-Q842|KJ3-AKQ972--Q842|KJ3-AKQ972-Q842-

[1D-P-1S-P-2C-P-2H-P-3D-P] complete
3S S=6+ text="6+ spades" test=JT8432-976-73-T6

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{a}-P] where c<a, a<b, c<d, d!=a, d!=b, a in D complete
4N@20 "Blackwood" hcp=19+ D=2+ text="19+ and a fit for opener's six diamonds after fourth suit forcing (12+ opposite): asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shape; with a fit, Blackwood checks the aces" test=AQ2-AK98-Q8-KJ85
6N hcp=21+ text="slam: 21+ opposite opener's six diamonds after fourth suit forcing (12+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=AKQ2-K-A-KQJ8532
4D hcp=16-18 D=2+ shape=unbalanced text="slam interest: 16-18 and a fit for opener's six diamonds after fourth suit forcing: forcing, bypasses 3NT (the same raise shows a fit without a stopper in the fourth suit)" ref="standard teaching (Goren, Root: Commonsense Bidding): after fourth suit forcing, responder's next call shows what he holds; in a game-forcing auction a raise of a minor below game is forcing; with slam interest and a fit responder raises rather than sign off in 3NT" test=AKJ72-K4-Q4-KJ72|K4-AKJ72-Q4-KJ72
3N {d}=:hstop D=<3 hcp=<19 text="to play: the fourth suit stopped" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=AQJ72-KJ3-Q8-753|KJ3-AQJ72-Q8-753
4D D=2+ hcp=<19 text="support for opener's six diamonds, the fourth suit unstopped" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=AQJ72-Q83-K97-J7|Q83-AQJ72-K97-J7
3N text="to play" test=AQJ72-AK8-8-KQJ3|AK8-AQJ72-8-KQJ3

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{a}-P] where c<a, a<b, c<d, d!=a, d!=b, a in H complete
4N@{a}0 "Blackwood" hcp=19+ {a}=2+ text="19+ and a fit for opener's six-card suit after fourth suit forcing (12+ opposite): asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shape; with a fit, Blackwood checks the aces" test=AQ2-AK98-Q8-KJ85
4N@{a}0 "Blackwood" hcp=16+ {a}=3+ custom=2+:A1 shape=singleton-or-void asks=A text="16+, three cards in opener's suit (an eight-card fit or better: the three-level rebid without a stopper may be a five-card suit), a singleton or void and two aces after fourth suit forcing: asks for aces" ref="standard teaching (dummy points, Blackwood): with a fit agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; responder's 16+ HCP and a singleton or void (two or three points more) opposite opener's 12+ with an eight-card fit; Blackwood checks the aces (two of his own)" test=AKJ72-K84-AQ943-
6N hcp=21+ text="slam: 21+ opposite opener's six-card suit after fourth suit forcing (12+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=AKQ2-K-A-KQJ8532
3N {d}=:hstop {a}=<3 text="to play: the fourth suit stopped" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=KJ3-AQJ72-Q8-753|AQJ72-KJ3-Q8-753|AQJ72-Q8-KJ3-753
4{a} {a}=2+ text="support for opener's six-card suit" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=AQJ72-Q83-K97-J7
3N text="to play" test=753-AQJ72-8-KJ32|AQJ72-753-8-KJ32|AQJ72-8-753-KJ32

[1C-P-1{b}-P-1{c}-P-2{d}-P-3C-P] where b<c, b in DHS, d in DHS, d!=b, d!=c complete
3{b} hcp=12-18 {b}=6+ C=<=1 asks=1 text="6+ {b}, 12-18 and a singleton or void in opener's clubs: forcing, offers game in {b} rather than 3NT" ref="standard teaching: after fourth suit forcing, responder's own six-card suit is offered before 3NT when he is short in opener's suit (3NT needs help there); opener raises with two cards" test=K32-A32-AQJ862-7|K32-AQJ862-A32-7

[1C-P-1{b}-P-1{c}-P-2{d}-P-3C-P] where b<c, b in DHS, d in DHS, d!=b, d!=c complete
4N@10 "Blackwood" hcp=19+ C=4+ custom=2+:A1 asks=A shape=unbalanced text="19+, four clubs and two aces opposite opener's club rebid after fourth suit forcing (12+): asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shape; with a fit, Blackwood checks the aces (with clubs as trumps the asker holds two aces, so that five clubs is a safe sign-off)" test=8-AKJ72-AQ4-KQJ7|AQ4-AKJ72-8-KQJ7|AQ4-8-AKJ72-KQJ7
4C hcp=16+ C=4+ shape=unbalanced text="slam interest: 16+ and four clubs opposite opener's club rebid after fourth suit forcing: forcing, bypasses 3NT (the same raise shows a fit without a stopper in the fourth suit)" ref="standard teaching (Goren, Root: Commonsense Bidding): after fourth suit forcing, responder's next call shows what he holds; in a game-forcing auction a raise of a minor below game is forcing; with slam interest and a fit responder raises rather than sign off in 3NT" test=8-AKJ72-A84-KQ97|A84-AKJ72-8-KQ97|A84-8-AKJ72-KQ97
4C hcp=14-15 C=4+ shape=singleton-or-void text="slam interest: 14-15, four clubs and a singleton or void (17+ counting dummy points) opposite opener's club rebid after fourth suit forcing: forcing, bypasses 3NT" ref="standard teaching (dummy points): once a fit is found, the hand that will be dummy adds 3 for a singleton and 5 for a void with four trumps; 14-15 HCP and a singleton make 17+, and with opener's 12+ a slam try (31 together with the fit and shape); a raise of a minor below game is forcing" test=8-AKJ72-K84-KJ97|K84-AKJ72-8-KJ97|K84-8-AKJ72-KJ97
6N hcp=21+ text="slam: 21+ opposite opener's club rebid after fourth suit forcing (12+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=AQJ-AK98-Q8-AQ85
4N hcp=18-20 text="quantitative: 18-20 opposite opener's club rebid after fourth suit forcing (12-16, no extras shown; 32-36 together when he holds 14+): invites 6NT" ref="standard teaching: a 4NT raise of partner's notrump answer or a 4NT bid over a minimum rebid is quantitative (invites 6NT with a maximum); 33 points together make a small slam" test=AQJ-AK98-Q8-KJ85
3N {d}=:hstop text="to play: the fourth suit stopped" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=AK3-QJ2-Q8-J7532|QJ2-AK3-Q8-J7532|QJ2-Q8-AK3-J7532
4C C=4+ text="club support, the fourth suit unstopped" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=832-AQ2-KJ2-Q732|AQ2-832-KJ2-Q732|AQ2-KJ2-832-Q732
3N text="to play" test=832-AQJ2-KJ32-72|AQJ2-832-KJ32-72|AQJ2-KJ32-832-72

# Opener after responder's forcing raise of his clubs after fourth suit forcing
# (1x-1y-2C-FSF-3C-4C, 1C-1y-1z-FSF-3C-4C): a fit, either with slam interest (16+) or without
# a stopper in the fourth suit. 15+ and two aces ask for aces, else five clubs.
[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{c}-P-4{c}-P] where c<a, a<b, c<d, d!=a, d!=b complete
4N@{c}0 "Blackwood" hcp=15+ custom=2+:A1 asks=A text="extras (15+) and two aces opposite responder's forcing raise (a fit; slam interest or no stopper): asks for aces" ref="standard teaching: responder's raise of a minor below game after fourth suit forcing is a slam try; opener with extras (15+ opposite 16+: 31 together and a fit) checks the aces, with a minimum he signs off in five of the minor" test=K4-A4-AKJ72-QJ72|A4-AKJ72-K4-QJ72
5{c} text="a minimum or too few aces: signs off in the minor" ref="standard teaching: responder's raise of a minor below game after fourth suit forcing is a slam try; opener with extras (15+ opposite 16+: 31 together and a fit) checks the aces, with a minimum he signs off in five of the minor" test=84-Q4-KQJ72-KJ72|84-KQJ72-Q4-KJ72

[1C-P-1{b}-P-1{c}-P-2{d}-P-3C-P-4C-P] where b<c, b in DHS, d in DHS, d!=b, d!=c complete
4N@10 "Blackwood" hcp=15+ custom=2+:A1 asks=A text="extras (15+) and two aces opposite responder's forcing raise (a fit; slam interest or no stopper): asks for aces" ref="standard teaching: responder's raise of a minor below game after fourth suit forcing is a slam try; opener with extras (15+ opposite 16+: 31 together and a fit) checks the aces, with a minimum he signs off in five of the minor" test=8-AQ72-A43-KQJ72|AQ72-8-A43-KQJ72|AQ72-A43-8-KQJ72
5C text="a minimum or too few aces: signs off in clubs" ref="standard teaching: responder's raise of a minor below game after fourth suit forcing is a slam try; opener with extras (15+ opposite 16+: 31 together and a fit) checks the aces, with a minimum he signs off in five of the minor" test=8-KQ72-J43-AQ972|KQ72-8-J43-AQ972|KQ72-J43-8-AQ972

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-3N-P] where a<b, b<c, d!=a, d!=b, d!=c
4N@{a}0 "Blackwood" hcp=13+ {a}=5+ custom=2+:A1 shape=singleton-or-void asks=A text="13+, five cards in opener's minor (an eight-card fit), a singleton or void and two aces opposite opener's 3NT answer to fourth suit forcing (15+): asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; opener's 3NT answer shows 15+, and a singleton or void with four trumps adds two or three points to 13+ HCP; Blackwood checks the aces (two of his own, so that five of the minor is a safe sign-off)" test=A-K4-QJ872-AJ982
6N hcp=17 X=5+:a S=x H=x D=x C=x text="slam: 17 and a good five-card suit (two of the top three honours, an extra point) opposite opener's 3NT answer to fourth suit forcing (15+): 33 together" ref="standard teaching: 33 points together make a small slam; in notrump a good five-card suit (two of the top three honours) counts an extra point, as it brings tricks of its own" test=AQ2-K3-AKJ82-432
6N hcp=18+ text="slam: 18+ opposite opener's 3NT (15+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=AQJ-AK98-Q8-Q985
4N hcp=14 X=5+:a S=x H=x D=x C=x text="quantitative: 14 and a good five-card suit (two of the top three honours, an extra point) opposite opener's 3NT answer to fourth suit forcing (15+): invites 6NT" ref="standard teaching: 33 points together make a small slam, 31-32 invite with a quantitative 4NT; in notrump a good five-card suit (two of the top three honours) counts an extra point, as it brings tricks of its own" test=432-K3-AKJ82-K32
4N hcp=15-17 text="quantitative: 15-17 opposite opener's 3NT (15+, extra values): invites 6NT" ref="standard teaching: a 4NT raise of partner's notrump is quantitative (invites 6NT with a maximum); 31-32 together invite, 33 make a small slam" test=AQJ-AK98-J8-J985
P test=T62-65-J9652-943

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3N-P] where c<a, a<b, c<d, d!=a, d!=b
4N@{a}0 "Blackwood" hcp=13+ {a}=4+ custom=2+:A1 shape=singleton-or-void asks=A text="13+, four cards in opener's first suit (an eight-card fit), a singleton or void and two aces opposite opener's 3NT answer to fourth suit forcing (15+): asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; opener's 3NT answer shows 15+, and a singleton or void with four trumps adds two or three points to 13+ HCP; Blackwood checks the aces (two of his own, so that five of the minor is a safe sign-off)" test=A-KQ54-AJ83-T542
4N@{c}0 "Blackwood" hcp=13+ {c}=4+ custom=2+:A1 shape=singleton-or-void asks=A text="13+, four cards in opener's second suit (an eight-card fit), a singleton or void and two aces opposite opener's 3NT answer to fourth suit forcing (15+): asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; opener's 3NT answer shows 15+, and a singleton or void with four trumps adds two or three points to 13+ HCP; Blackwood checks the aces (two of his own, so that five of the minor is a safe sign-off)" test=KQ54-A-J83-AT542
6N hcp=17 X=5+:a S=x H=x D=x C=x text="slam: 17 and a good five-card suit (two of the top three honours, an extra point) opposite opener's 3NT answer to fourth suit forcing (15+): 33 together" ref="standard teaching: 33 points together make a small slam; in notrump a good five-card suit (two of the top three honours) counts an extra point, as it brings tricks of its own" test=AQ2-K3-AKJ82-432
6N hcp=18+ text="slam: 18+ opposite opener's 3NT (15+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=AQJ-AK98-Q8-Q985
4N hcp=14 X=5+:a S=x H=x D=x C=x text="quantitative: 14 and a good five-card suit (two of the top three honours, an extra point) opposite opener's 3NT answer to fourth suit forcing (15+): invites 6NT" ref="standard teaching: 33 points together make a small slam, 31-32 invite with a quantitative 4NT; in notrump a good five-card suit (two of the top three honours) counts an extra point, as it brings tricks of its own" test=432-K3-AKJ82-K32
4N hcp=15-17 text="quantitative: 15-17 opposite opener's 3NT (15+, extra values): invites 6NT" ref="standard teaching: a 4NT raise of partner's notrump is quantitative (invites 6NT with a maximum); 31-32 together invite, 33 make a small slam" test=AQJ-AK98-J8-J985
P test=92-T7653-76-T732

# Opener answers responder's forcing three of his major (6+, short in opener's suit) after
# fourth suit forcing: game in the major with two cards, else 3NT.
[1{a}-P-1{b}-P-1{c}-P-2{d}-P-2N-P-3{b}-P] where a<b, b<c, b in HS, d!=a, d!=b, d!=c complete
4{b} {b}=2+ text="two-card support for responder's six: game in the major" ref="standard teaching: raise partner's six-card suit with two cards" test=A3-KJ-AQ32-K5432|K5432-A3-KJ-AQ32|KJ-AQ32-A3-K5432
3N text="no support: 3NT" test=3-AQJ2-KQ32-K532|AQJ2-3-KQ32-K532

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2N-P-3{b}-P] where c<a, a<b, c<d, d!=a, d!=b complete
4{b} {b}=2+ text="two-card support for responder's six: game in the major" ref="standard teaching: raise partner's six-card suit with two cards" test=K3-K3-AQ32-KJ532|K3-AQ32-KJ532-K3|K3-KJ532-K3-AQ32
3N text="no support: 3NT" test=3-K432-AQ32-KJ52|K432-3-AQ32-KJ52

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{c}-P-3{b}-P] where c<a, a<b, c<d, d!=a, d!=b complete
4{b} {b}=2+ text="two-card support for responder's six: game in the major" ref="standard teaching: raise partner's six-card suit with two cards" test=K3-K3-AQ32-KJ532|K3-AQ32-KJ532-K3|K3-KJ532-K3-AQ32
3N text="no support: 3NT" test=3-K432-AQ32-KJ52|K432-3-AQ32-KJ52

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{a}-P-3{b}-P] where c<a, a<b, c<d, d!=a, d!=b complete
4{b} {b}=2+ text="two-card support for responder's six: game in the major" ref="standard teaching: raise partner's six-card suit with two cards" test=K3-K3-AQ32-KJ532|K3-AQ32-KJ532-K3|K3-KJ532-K3-AQ32
3N text="no support: 3NT" test=3-K432-AQ32-KJ52|K432-3-AQ32-KJ52

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-2N-P-3{b}-P-4{b}-P] where a<b, b<c, b in HS, d!=a, d!=b, d!=c complete
P text="game reached in the six-card major: pass" ref="standard teaching: once game is reached without slam values, pass" test=AKQ972-KJ3-Q842-

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2N-P-3{b}-P-4{b}-P] where c<a, a<b, c<d, d!=a, d!=b complete
P text="game reached in the six-card major: pass" ref="standard teaching: once game is reached without slam values, pass" test=AKQ972-KJ3-Q842-

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{c}-P-3{b}-P-4{b}-P] where c<a, a<b, c<d, d!=a, d!=b complete
P text="game reached in the six-card major: pass" ref="standard teaching: once game is reached without slam values, pass" test=AKQ972-KJ3-Q842-

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{a}-P-3{b}-P-4{b}-P] where c<a, a<b, c<d, d!=a, d!=b complete
P text="game reached in the six-card major: pass" ref="standard teaching: once game is reached without slam values, pass" test=AKQ972-KJ3-Q842-

[1H-P-1S-P-2C-P-2D-P-2H-P-3S-P] complete
4S S=2+ text="two-card support for responder's six: game in spades" ref="standard teaching: raise partner's six-card suit with two cards" test=K3-AQJ32-84-KJ32
3N text="no support: 3NT" test=3-AKJ32-Q84-KJ32

# Opener after responder's quantitative 4NT over his notrump answer to fourth suit forcing:
# 2NT showed 12-14 (with 15+ he jumps to 3NT), responder 19-20: accept with 13+; 3NT showed
# 15+, responder 16-17: accept with 17+.
[1{a}-P-1{b}-P-1{c}-P-2{d}-P-2N-P-4N-P] where a<b, b<c, d!=a, d!=b, d!=c complete
6N hcp=13+ text="accepts: the top of the 2NT answer" ref="standard teaching: over a quantitative 4NT bid 6NT with a maximum" test=KQ3-AQ2-QJ32-Q32
6N hcp=12 custom=5:A2K1 text="accepts: 12 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKJ-A65-6543-654
P text="a minimum: declines" ref="standard teaching: over a quantitative 4NT pass with a minimum" test=K32-AQ2-Q432-J32
[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2N-P-4N-P] where c<a, a<b, c<d, d!=a, d!=b complete
6N hcp=13+ text="accepts: the top of the 2NT answer" ref="standard teaching: over a quantitative 4NT bid 6NT with a maximum" test=KQ3-AQ2-QJ32-Q32
6N hcp=12 custom=5:A2K1 text="accepts: 12 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKJ-A65-6543-654
P text="a minimum: declines" ref="standard teaching: over a quantitative 4NT pass with a minimum" test=K32-AQ2-Q432-J32
[1{a}-P-1{b}-P-1{c}-P-2{d}-P-3N-P-4N-P] where a<b, b<c, d!=a, d!=b, d!=c complete
6N hcp=17+ text="accepts: 17+ for the 3NT answer" ref="standard teaching: over a quantitative 4NT bid 6NT with a maximum" test=KQ3-AQ2-AJ32-K32
6N hcp=16 custom=6:A2K1 text="accepts: 16 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQ6-AQ6-A654-654
P text="a minimum: declines" ref="standard teaching: over a quantitative 4NT pass with a minimum" test=K32-AQ2-AJ32-Q32
[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3N-P-4N-P] where c<a, a<b, c<d, d!=a, d!=b complete
6N hcp=17+ text="accepts: 17+ for the 3NT answer" ref="standard teaching: over a quantitative 4NT bid 6NT with a maximum" test=KQ3-AQ2-AJ32-K32
6N hcp=16 custom=6:A2K1 text="accepts: 16 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQ6-AQ6-A654-654
P text="a minimum: declines" ref="standard teaching: over a quantitative 4NT pass with a minimum" test=K32-AQ2-AJ32-Q32

# Opener after responder's quantitative 4NT over his minor-suit rebid after fourth suit
# forcing: responder showed 19-20 opposite 12+: with 14+ (33 together) accept, else pass.
[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{c}-P-4N-P] where c<a, a<b, c<d, d!=a, d!=b complete
6N hcp=14+ text="accepts: more than a minimum opposite the quantitative 4NT" ref="standard teaching: over a quantitative 4NT bid 6NT with a maximum" test=K3-AQ2-Q2-KJ9532
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" ref="standard teaching: over a quantitative 4NT pass with a minimum" test=K3-Q42-Q2-KJ9532
[1C-P-1{b}-P-1{c}-P-2{d}-P-3C-P-4N-P] where b<c, b in DHS, d in DHS, d!=b, d!=c complete
6N hcp=14+ text="accepts: more than a minimum opposite the quantitative 4NT" ref="standard teaching: over a quantitative 4NT bid 6NT with a maximum" test=A32-A2-K2-QJ5432
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" ref="standard teaching: over a quantitative 4NT pass with a minimum" test=Q32-K2-Q2-KJ9532

[1D-P-1H-P-1S-P-2C-P-2D-P-4N-P] complete
6N hcp=14+ text="accepts: more than a minimum opposite the quantitative 4NT" ref="standard teaching: over a quantitative 4NT bid 6NT with a maximum" test=AQ72-2-KQJ84-Q32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" ref="standard teaching: over a quantitative 4NT pass with a minimum" test=AQ72-2-KJ843-732

# ---- after opener's reverse: opener's third bid ----
[1C-P-1H-P-2D-P-2H-P] complete
3H H=3+ text="three-card support" test=J-K75-AK72-AQJ76

[1C-P-1S-P-2D-P-2S-P] complete
3S S=3+ text="three-card support" test=T8532-86-4-T9754

[1C-P-1{b}-P-2D-P-2{b}-P] where b in HS complete
2N text="no fit" test=5-K8-AK72-KQJ762

[1{a}-P-1{b}-P-2{c}-P-2N-P] where a<c, c<b complete
3N text="to play" test=A5-K3-AK72-KQ962

[1{a}-P-1N-P-2{c}-P-2N-P] where a in CDH, c>a
3N hcp=18+ text="game values" test=A5-AKQ3-KJ2-Q962
P test=A5-KQ73-KJ2-Q962

# ---- after a two-over-one: opener's third bid ----
[1S-P-2H-P-2S-P-3H-P] complete
4H S=5+ H=2+ hcp=13+ dist=T15+ text="accepts: 15+ total points (13+ HCP) and support for the six-card hearts" ref="standard teaching: responder's rebid of his two-over-one suit shows 10-12 and six cards; opener with extras and a doubleton accepts in the major" test=AKJ73-K2-Q432-32

[1{a}-P-2{b}-P-2{a}-P-3{b}-P] where a in HS, b<a complete
3N hcp=13+ dist=T15+ {b}=2+ stopped=3 text="accepts: 15+ total points, a fit for partner's minor and the unbid suits stopped" ref="standard teaching: responder's rebid of his two-over-one suit shows 10-12; opener with extras and a fit bids game" test=KJ3-AQJ73-K4-K32
5{b} hcp=13+ dist=T15+ {b}=3+ text="accepts: 15+ total points and three-card support, no stoppers for 3NT: game in the minor" ref="standard teaching: responder's rebid of his two-over-one suit shows 10-12 and six cards; opener with extras and a nine-card fit bids game" test=2-AKJ73-Q84-KJ32

[1{a}-P-2{b}-P-2{a}-P-3{b}-P] where a in HS, b in CD complete
3N hcp=14+ {b}=2+ stopped=2.5 text="accepts: more than a minimum (14+ HCP), a doubleton in partner's six-card minor, the other suits stopped or half stopped"
   ref="standard teaching: responder's rebid of his two-over-one suit shows 10-12 and six cards; opener accepts with more than a minimum, and the long minor is a source of tricks for 3NT" test=KQ3-AQJ73-J4-Q32|KQ3-AQJ73-Q32-J4|AQJ73-KQ3-J4-Q32|AQJ73-KQ3-Q32-J4

# Opener with extras (13+) and a six-card major after responder's invitational rebid of his
# two-over-one minor: game with seven, else rebid the major (not forcing); responder raises
# with a doubleton (an eight-card fit and 23+ together).
[1S-P-2{b}-P-2S-P-3{b}-P] where b in CD complete
4S S=7+ hcp=13+ text="seven spades and extras: game" ref="standard teaching: responder's rebid of his two-over-one minor shows 10-12 and six cards, usually without support; opener with extras and a six-card major rebids it (not forcing), responder raises with a doubleton" test=AKQ8732-K32-Q2-2
3S S=6+ hcp=13+ text="six spades and extras: invites game in spades, not forcing" ref="standard teaching: responder's rebid of his two-over-one minor shows 10-12 and six cards, usually without support; opener with extras and a six-card major rebids it (not forcing), responder raises with a doubleton" test=AKJ873-432-Q2-K2
[1H-P-2{b}-P-2H-P-3{b}-P] where b in CD complete
4H H=7+ hcp=13+ text="seven hearts and extras: game" ref="standard teaching: responder's rebid of his two-over-one minor shows 10-12 and six cards, usually without support; opener with extras and a six-card major rebids it (not forcing), responder raises with a doubleton" test=K32-AKQ8732-Q2-2
3H H=6+ hcp=13+ text="six hearts and extras: invites game in hearts, not forcing" ref="standard teaching: responder's rebid of his two-over-one minor shows 10-12 and six cards, usually without support; opener with extras and a six-card major rebids it (not forcing), responder raises with a doubleton" test=432-AKJ873-Q2-K2

[1{a}-P-2{b}-P-2{a}-P-3{b}-P-3{a}-P] where a in HS, b in CD complete
4{a} {a}=2+ text="a doubleton: game in the eight-card major fit" ref="standard teaching: responder's rebid of his two-over-one minor shows 10-12 and six cards, usually without support; opener with extras and a six-card major rebids it (not forcing), responder raises with a doubleton" test=Q2-Q2-KJ432-KJ43
P text="a singleton: no fit, pass" test=2-3-KJ98432-A432

[1{a}-P-2{b}-P-2{a}-P-3{b}-P] where a in HS, b<a
P test=K7542-3-QJ765-A4

# Responder's 2NT (11-12, balanced, no three-card support) holds a doubleton in opener's
# six-card major: opener with 13+ accepts in the 6-2 fit.
[1H-P-2{b}-P-2H-P-2N-P] where b in CD complete
4H hcp=13+ H=6+ text="accepts with a six-card suit: game in the 6-2 heart fit" ref="standard teaching: an invitation is accepted with more than a minimum; with a six-card major opposite a balanced hand (a doubleton at least) play game in the major" test=A2-AQJ754-K3-Q42
3H H=7+ text="a minimum with seven hearts: declines in the suit, not in notrump (not forcing)" ref="standard teaching: opener declines an invitation with a minimum; with a long suit and an unbalanced hand he signs off in three of his suit rather than pass 2NT" test=J4-AKT5432-KT87-|J4-AKT5432--KT87
3H H=6+ {b}=0 text="a minimum with six hearts and a void in responder's suit: declines in the suit, not in notrump (not forcing)" ref="standard teaching: opener declines an invitation with a minimum; a void in partner's long suit is a warning against notrump" test=J43-KJT543-KT87-|J43-KJT543--KT87

[1S-P-2{b}-P-2S-P-2N-P] where b in CDH complete
4S hcp=13+ S=6+ text="accepts with a six-card suit: game in the 6-2 spade fit" ref="standard teaching: an invitation is accepted with more than a minimum; with a six-card major opposite a balanced hand (a doubleton at least) play game in the major" test=AQJ754-A2-K3-Q42
3S S=7+ text="a minimum with seven spades: declines in the suit, not in notrump (not forcing)" ref="standard teaching: opener declines an invitation with a minimum; with a long suit and an unbalanced hand he signs off in three of his suit rather than pass 2NT" test=AKT5432-J4-KT87-|AKT5432-J4--KT87
3S S=6+ {b}=0 text="a minimum with six spades and a void in responder's suit: declines in the suit, not in notrump (not forcing)" ref="standard teaching: opener declines an invitation with a minimum; a void in partner's long suit is a warning against notrump" test=KJT543-J43-KT87-|KJT543--KT87-J43|KJT543-KT87--J43

[1{a}-P-2{b}-P-2{a}-P-2N-P] where a in HS, b<a
3N hcp=14+ text="accepts" test=AQ754-K3-QJ7-K42
P test=KJ754-K3-QJ7-J42

[1{a}-P-2{b}-P-2{a}-P-3{a}-P] where a in HS, b<a
4{a} hcp=14+ text="accepts" test=AQ754-K3-QJ7-K42
4{a} hcp=13+ dist=T15+ text="accepts: 15+ total points (13+ HCP)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=AQ754-K3-KJ732-2
4{a} losers=6 text="accepts: 6 losers or fewer opposite the invitational raise's 8 (ten tricks)"
   ref="standard teaching (losing trick count): tricks = 24 - (our losers + partner's); responder's invitational raise shows about 8 losers, opener bids game with 6" test=KQJ82-AJ982-3-32
4{a} losers=6.5 hcp=12+ shape=singleton-or-void text="accepts: 6.5 losers with a ruffing value and 12+ HCP"
   ref="standard teaching (losing trick count): tricks = 24 - (our losers + partner's); a singleton or void is a ruffing value in the short hand" test=KJ982-AQ982-3-Q2
P test=KJ754-K3-QJ7-J42

# Opener with a seven-card major, or a six-card major and a singleton or void, pulls
# responder's 3NT to four of his major (responder holds at least a doubleton there).
[1S-P-2{b}-P-2S-P-3N-P] where b in CDH complete
4S S=7+ text="seven spades: game in the major" ref="standard teaching: with a six-card major and a side four-card suit, or a seven-card major, opener pulls 3NT to four of his major when short in a suit" test=KQJ8643-K42-5-Q2
4S S=6 shape=singleton|void text="six spades and a short suit: game in the major" ref="standard teaching: with a six-card major and a side four-card suit, or a seven-card major, opener pulls 3NT to four of his major when short in a suit" test=KQJ864-K432-5-Q2

[1H-P-2{b}-P-2H-P-3N-P] where b in CD complete
4H H=7+ text="seven hearts: game in the major" ref="standard teaching: with a six-card major and a side four-card suit, or a seven-card major, opener pulls 3NT to four of his major when short in a suit" test=K42-KQJ8643-5-Q2
4H H=6 shape=singleton|void text="six hearts and a short suit: game in the major" ref="standard teaching: with a six-card major and a side four-card suit, or a seven-card major, opener pulls 3NT to four of his major when short in a suit" test=K432-KQJ864-5-Q2

[1S-P-2{b}-P-3{c}-P-3N-P] where b in CDH, c in CD, c<b complete
4S S=6+ shape=singleton|void text="six spades, a side four-card suit and a short suit: game in the major" ref="standard teaching: with a six-card major and a side four-card suit, or a seven-card major, opener pulls 3NT to four of his major when short in a suit" test=KQJ864-5-Q2-AJ32

[1H-P-2D-P-3C-P-3N-P] complete
4H H=6+ shape=singleton|void text="six hearts, a side four-card suit and a short suit: game in the major" ref="standard teaching: with a six-card major and a side four-card suit, or a seven-card major, opener pulls 3NT to four of his major when short in a suit" test=5-KQJ864-Q2-AJ32

[1{a}-P-2{b}-P-2{a}-P-3N-P] where a in HS, b<a
P test=KJ754-K3-QJ7-J42

[1{a}-P-2{b}-P-2{a}-P-3{b}-P-3N-P] where a in HS, b<a
P test=96-KJ8-AJ9762-AQ

[1{a}-P-2{b}-P-3{c}-P-3N-P] where a in HS, b<a, c<b
P test=43-98654-754-T86

# ---- answers to a quantitative 4NT ----
# Opener accepts with the top of his range (33 together), else passes.
[1{a}-P-1{b}-P-2N-P-4N-P] where a<b complete
6N hcp=19+ text="a maximum 2NT rebid (19): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK2-KQ3-AJ32-Q32
6N hcp=18 X=5+:a S=x H=x D=x C=x text="accepts: a minimum 2NT rebid (18) with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum, or with a minimum and a good five-card suit (a source of tricks)" test=A2-KQ3-AQJ32-Q32
6N hcp=18 custom=7:A2K1 text="accepts: 18 with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-AK3-K432-J32
P text="18: declines" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AK2-KQ3-AJ32-J32

[1{a}-P-1{b}-P-1N-P-4N-P] where a<b complete
6N hcp=14+ text="a maximum 1NT rebid (14): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=A42-KQ3-KJ32-J32
6N hcp=13 X=5+:a S=x H=x D=x C=x text="accepts: 13 with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum, or with a minimum and a good five-card suit (a source of tricks)" test=A42-K3-KQJ32-432
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=A42-AQ3-K432-432
P text="12-13: declines" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=A42-KJ3-KJ32-J32

[1{a}-P-2{b}-P-2N-P-4N-P] where a in HS, b<a complete
6N hcp=14+ text="a maximum 2NT rebid (14): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AJ432-KQ3-K2-Q32
6N hcp=13 X=5+:a S=x H=x D=x C=x text="accepts: 13 with a good five-card suit" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=AQ432-K53-K2-J32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AJ432-A53-K2-J32
P text="12-13: declines" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AJ432-KJ3-K2-J32

[1D-P-2C-P-2N-P-4N-P] complete
6N hcp=14+ text="a maximum 2NT rebid (14): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ2-KJ3-KJ32-Q32
6N hcp=13 X=5+:a S=x H=x D=x C=x text="accepts: 13 with a good five-card suit" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=K2-K53-AQ432-J32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=A42-AJ3-K432-J32
P text="12-13: declines" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AJ2-QJ3-KJ32-J32

########################################################################################
# 8. FURTHER CONTINUATIONS
########################################################################################
# Later-round sections found by bidding random deals: continuations of the auctions above,
# and passes once a game has been reached without slam interest.

# ---- responder after opener's rebid following 1NT ----
# A misfit: responder short in opener's rebid suit shows a long suit of his own (too weak for
# a two-over-one) at the three level, to play; opener passes.
[1{a}-P-1N-P-2{a}-P] where a in HS complete
3{a} hcp=9-10 {a}=2+ text="maximum with a doubleton: invitational" test=K2-K2-QJ432-J432

[1S-P-1N-P-2S-P] complete
3x S=<2 X=6,7+:2/3,1/3 H=x D=x C=x text="a misfit: a long suit of his own (a good six cards, or seven), short in opener's spades; to play"
   ref="standard teaching: the 1NT response may hide a long suit too weak for a two-over-one (10+); when opener rebids his suit and responder is short in it (a misfit), responder shows his own long suit at the three level, to play" test=2-Q43-KQJ864-J32

[1H-P-1N-P-2H-P] complete
3x H=<2 X=6,7+:2/3,1/3 D=x C=x text="a misfit: a long minor of his own (a good six cards, or seven), short in opener's hearts; to play"
   ref="standard teaching: the 1NT response may hide a long suit too weak for a two-over-one (10+); when opener rebids his suit and responder is short in it (a misfit), responder shows his own long suit at the three level, to play" test=Q43-2-KQJ864-J32

[1{a}-P-1N-P-2{a}-P] where a in HS
P test=K2-32-QJ432-J432

[1D-P-1N-P-2D-P] complete
3C D=<2 C=6,7+:2/3,1/3 text="a misfit: a long club suit (a good six cards, or seven), short in opener's diamonds; to play"
   ref="standard teaching: the 1NT response may hide a long suit too weak for a two-over-one (10+); when opener rebids his suit and responder is short in it (a misfit), responder shows his own long suit at the three level, to play" test=K86-Q52-7-KQJ965

[1{a}-P-1N-P-2{a}-P] where a in CD
P test=K32-K32-QJ4-J432

[1{a}-P-1N-P-2{a}-P-3{c}-P] where a in HS, c in CDH, c!=a complete
P text="responder's long suit in a misfit: to play" test=AQJ962-K2-AJ5-32|A2-AQJ962-K42-J2

[1D-P-1N-P-2D-P-3C-P] complete
P text="responder's long suit in a misfit: to play" test=AJ4-K2-AQJ962-32

[1S-P-1N-P-3H-P] complete
4H H=4+ text="four-card heart support: game" ref="ACBL SAYC booklet: opener's jump shift is forcing to game; standard teaching: raise partner's second suit with four-card support" test=2-K832-QJ43-J432

[1{a}-P-1N-P-3{c}-P] where a in HS, c<a complete
3{a} {a}=3+ text="three-card support" test=K32-K32-QJ4-J432
3N text="to play" test=K2-Q2-J8432-Q432

[1{a}-P-1N-P-3{c}-P] where a in CD, c>a complete
3N text="to play" test=K32-K32-QJ4-J432

[1{a}-P-1N-P-2{c}-P-2{a}-P] where a in HS, c<a
P test=KQ732-A-AT92-T62

[1S-P-1N-P-2H-P-3H-P] complete
4H hcp=14+ H=4+ text="more than a minimum: accepts" ref="standard teaching: an invitation is accepted with more than a minimum" test=AQJ83-KQ84-K5-32
4H losers=6 H=4+ text="accepts (6 losers or fewer opposite the raise's 8)" ref="standard teaching (losing trick count): the invitational raise shows 8 losers; opener bids game with 6" test=AQJ83-KJ842-52-2

[1{a}-P-1N-P-2{c}-P-3{c}-P] where a in HS, c in CD complete
5{c} losers=5 hcp=15 {c}=5+ text="5 losers opposite the raise's 8, a 5-5 fit-finding shape: eleven tricks in the minor"
   ref="standard teaching (losing trick count): tricks = 24 - (our losers + partner's); responder's raise shows about 8 losers, opener bids game with 5" test=AKJ83-6-2-AQJ932|AKJ83-6-AQJ932-2|6-AKJ83-32-AQJ93|6-AKJ83-AQJ93-32

[1{a}-P-1N-P-2{c}-P-3{c}-P] where a in HS, c<a
3N hcp=16+ text="game values" test=AQJ83-6-K5-AQJT9
3N hcp=15 dist=T16+ stopped=2.5 text="15 HCP with shape (16+ total points) and the other suits stopped: accepts"
   ref="standard teaching: responder's raise of opener's second suit shows a maximum 1NT response; opener bids game with extras, counting distribution" test=AQJ83-K62-K5-QT9
P test=AJ942-AQT-5-J863

[1S-P-1N-P-2{c}-P-2H-P] where c in CD
4H hcp=17+ H=3+ text="game: 17+ and three-card support for responder's long hearts" ref="standard teaching: responder's new suit after 1NT and opener's second suit shows a long suit and a weak hand; opener with a maximum and a fit raises to game" test=AQJ83-K62-AK52-9
4H hcp=18+ H=2 text="game: 18+ and a doubleton opposite responder's six-card suit (an eight-card fit)" ref="standard teaching: a doubleton is support for partner's rebid six-card suit; opener with a maximum raises to game" test=AKJ83-K2-AQ52-J3
P test=AQJ83-6-AK52-J93

[1D-P-1N-P-2C-P-2D-P]
P test=AQ5-6-KJ852-A932

[1D-P-1N-P-2C-P-3C-P]
3N hcp=16+ text="game values" test=AQ5-6-KQJ52-AJ93
5C losers=5 hcp=15 C=5+ text="5 losers opposite the raise's 8: eleven tricks in clubs"
   ref="standard teaching (losing trick count): tricks = 24 - (our losers + partner's); responder's raise shows about 8 losers, opener bids game with 5" test=6-32-AKJ83-AQJ93
P test=AJ5-6-KJ852-AJ93

# ---- opener after responder's natural 1S (1C-1D-1H-1S) ----
[1C-P-1D-P-1H-P-1S-P] complete
4S S=4+ dummy=S4:19+ text="4-card support, game values" test=AQ32-AK32-2-KQ32
3S S=4+ dummy=S4:16-18 text="4-card support, invitational" test=AQ32-KQ32-2-K432
2S S=4+ text="4-card support, minimum" test=KQ32-KJ32-2-Q432
2N hcp=18-19 text="18-19, invitational" test=AK4-AJT7-KQ7-Q97
2C C=6+ text="6+ clubs" test=K-A754-Q6-KQJ872
1N text="minimum" test=K3-A754-Q6-KJ872

# ---- opener after responder's preference or weak rebid following a new suit ----
[1{a}-P-1{b}-P-1{c}-P-2{a}-P] where a<b, b<c
2N hcp=18-19 shape=balanced text="18-19 balanced, invitational" ref="standard teaching: opener's 18-19 balanced rebids 2NT at his third turn" test=AK2-KQ2-AJ2-Q432
P test=K93-8765-A8-AJT7

[1{a}-P-1{b}-P-2{a}-P-2{b}-P] where a<b
P test=976-KT98-AKQ732-

[1{a}-P-1{b}-P-2{c}-P-2{b}-P] where c<a, a<b
3{b} hcp=16+ {b}=2+ text="16+ with a doubleton: invitational" ref="standard teaching: opener invites with extra values and support for a six-card suit" test=K4-K4-AK72-AQ762
3{b} hcp=18+ {b}=1 text="18+ with a singleton: invitational raise (seven trumps at least opposite the six-card suit)" ref="standard teaching: opener invites with extra values opposite responder's six-card suit; a singleton is enough support for a rebid six-card suit with a strong hand" test=A-K-KQ72-AQJ7652
P test=4-J-AK72-AQJ7652

[1{a}-P-1{b}-P-2{c}-P-2{b}-P-3{b}-P] where c<a, a<b complete
4{b} hcp=8+ text="maximum: accepts" ref="standard teaching: an invitation is accepted with more than a minimum" test=KJ9742-Q2-K32-32
P text="minimum: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=J97642-32-Q32-32

[1{a}-P-1{b}-P-2{c}-P-3{c}-P] where c<a, a<b
3N hcp=14+ text="accepts" test=A5-KJ652-84-AQ64
3N hcp=12+ dist=T14+ stopped=2 text="accepts: 14+ total points (12+ HCP), the unbid suits stopped" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=A-K32-K8732-K876
5{c} hcp=12+ dist=T15+ {c}=5+ text="accepts: 15+ total points (12+ HCP), five cards in the raised minor, no stoppers for 3NT: game in the minor" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=2-32-AQ873-KQJ74
P test=J5-KJ652-84-AQ64

[1{a}-P-1{b}-P-2{c}-P-3{a}-P] where c<a, a<b, a in HS
4{a} hcp=14+ text="accepts" test=A5-KJ652-84-AQ64
4{a} hcp=12+ dist=T14+ text="accepts: 14+ total points (12+ HCP)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=A5-KJ652-8-KJ642
P test=J5-KJ652-84-AQ64

[1D-P-1{b}-P-2C-P-3D-P] where b in HS
3N hcp=14+ text="accepts" test=A5-K2-KJ652-AQ64
3N hcp=12+ dist=T14+ stopped=2 text="accepts: 14+ total points, the unbid suits stopped" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=A5-K2-QJ652-QJ64
5D hcp=12+ dist=T15+ D=5+ text="accepts: 15+ total points (12+ HCP), no stoppers: game in diamonds" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=5-Q32-AQ652-AJ64
3N hcp=12+ dist=T14+ stopped=1.5 text="accepts: 14+ total points, one unbid suit stopped and the other half stopped (partner's 11-12 covers the rest)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=Q84-Q84-KJ8732-A
P test=J5-J2-KJ652-AQ64

# The same invitations after their one-level overcall of responder's suit (1D-P-1H-(1S)-2C-P
# -3C/3D): the overcall took no room, so opener accepts with more than a minimum as without
# it, 3NT only with their suit stopped, otherwise game in the minor with five cards.
[1D-P-1H-1S-2C-P-3C-P]
3N hcp=14+ S=:1stop text="accepts: more than a minimum, their suit stopped" ref="standard teaching: an invitation is accepted with more than a minimum; after their overcall 3NT needs a stopper in their suit"
   test=K5-K2-AQ652-K964
5C hcp=14+ C=5+ text="accepts: more than a minimum, no stopper in their suit: game in clubs" ref="standard teaching: an invitation is accepted with more than a minimum; after their overcall 3NT needs a stopper in their suit"
   test=5-K2-AQ652-KQ964
[1D-P-1H-1S-2C-P-3D-P]
3N hcp=14+ S=:1stop text="accepts: more than a minimum, their suit stopped" ref="standard teaching: an invitation is accepted with more than a minimum; after their overcall 3NT needs a stopper in their suit"
   test=K5-K2-AQ652-K964
5D hcp=14+ D=5+ text="accepts: more than a minimum, no stopper in their suit: game in diamonds" ref="standard teaching: an invitation is accepted with more than a minimum; after their overcall 3NT needs a stopper in their suit"
   test=5-K2-AQ652-KQ964

[1{a}-P-1{b}-P-2{c}-P-4{b}-P] where c<a, a<b, b in HS
P test=K4-J-AK72-AQJ762

[1{a}-P-1{b}-P-1{c}-P-4{b}-P] where a<b, b<c, b in HS
P test=9-KQ97-2-AQT9542

[1{a}-P-1{b}-P-1{c}-P-4{c}-P] where a<b, b<c
4N@{c}0 "Blackwood" hcp=18+ text="18+ opposite responder's raise to game (13-18 and four trumps): 31+ together with an eight-card fit, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit; the opener who knows responder's range adds his own values, and with a fit Blackwood checks the aces" test=AKJ2-AQ32-Q3-Q32
4N@{c}0 "Blackwood" hcp=16+ shape=singleton-or-void text="16+ with a singleton or void opposite responder's raise to game (13-18 and four trumps): 31+ together with the shortness counted, asks for aces" ref="standard teaching: once a fit is agreed, 31-33 points together with the shape counted make a slam; the opener who knows responder's range adds his own values, and with a fit Blackwood checks the aces" test=AKJ2-AQ32-3-K432
P test=9-KQ97-2-AQT9542

[1{a}-P-1{b}-P-2{a}-P-4{b}-P] where a<b, b in HS
P test=Q-A85-J98643-A74

[1H-P-1S-P-2H-P-2N-P]
3N hcp=14+ text="accepts" test=A2-AKJ875-K2-432
P test=A2-QJ9875-K2-432

# ---- opener after responder's 2NT following his 1NT, or a new suit ----
[1{a}-P-1{b}-P-1{c}-P-1N-P-2N-P] where a<b, b<c
3N hcp=9+ text="accepts: the top of the 1NT rebid (9-10) opposite the invitation (16-17), 25+ together" ref="standard teaching: an invitation is accepted with the top of the range shown; 25 points together make 3NT" test=Q84-K73-KJ52-Q62
P test=T2-T654-QJT4-KJ7

# Responder's lower new suit after opener's 1NT rebid (not forcing) shows five or more cards
# in his first suit and four or more in the second: opener with three cards in the first suit
# and no more in the second gives preference to it (a 5-3 fit rather than 4-3 or 4-2).
# (Three headers: the other minor after a minor and a major; hearts after a minor and 1S; a minor
# after 1H-1S. A system built on this one may take the first away on its own.)
[1{a}-P-1{b}-P-1N-P-2{c}-P] where a<b, c<b, c!=a, a in CD, c in CD complete
2{b} {b}=3+ {c}=<={b} text="preference: 3+ {b}, no more {c}" ref="standard teaching: responder's lower new suit after opener's 1NT rebid is not forcing and shows 5+ cards in his first suit and 4+ in the second; opener passes or gives preference to the suit where the side holds more cards"
   test=AJ73-K82-Q94-K85
P text="to play" test=Q5-K82-Q742-A986

[1{a}-P-1{b}-P-1N-P-2{c}-P] where a<b, c<b, c!=a, c in H complete
2{b} {b}=3+ {c}=<={b} text="preference: 3+ {b}, no more {c}" ref="standard teaching: responder's lower new suit after opener's 1NT rebid is not forcing and shows 5+ cards in his first suit and 4+ in the second; opener passes or gives preference to the suit where the side holds more cards"
   test=AJ73-K82-Q94-K85
P text="to play" test=Q5-K82-Q742-A986

[1{a}-P-1{b}-P-1N-P-2{c}-P] where a<b, c<b, c!=a, a in H complete
2{b} {b}=3+ {c}=<={b} text="preference: 3+ {b}, no more {c}" ref="standard teaching: responder's lower new suit after opener's 1NT rebid is not forcing and shows 5+ cards in his first suit and 4+ in the second; opener passes or gives preference to the suit where the side holds more cards"
   test=AJ73-K82-Q94-K85
P text="to play" test=Q5-K82-Q742-A986

[1{a}-P-1{b}-P-1N-P-3{a}-P] where a<b, a in CD complete
3N text="to play" test=A98-85-K952-KQ54

[1{a}-P-1{b}-P-1N-P-3{b}-P-4{b}-P] where a<b, b in HS
P test=9762-T9754-T63-7

[1{a}-P-1{b}-P-1N-P-2N-P-3N-P] where a<b
P test=A4-K832-Q762-A93

# ---- responder after opener's 2NT showing support or a new suit ----
[1{a}-P-1{b}-P-2N-P-3{b}-P] where a<b, b in HS complete
4{b} {b}=3+ text="three-card support" test=KQ9-KT7-A74-AQJ2
3N text="no fit" test=KQ-K7-A9743-AQJ2

[1{a}-P-1{b}-P-2N-P-3{b}-P-3N-P] where a<b, b in HS
4{b} {b}=6+ text="six {b} opposite a doubleton: game in the eight-card fit" ref="standard teaching: a six-card major opposite two cards makes an eight-card fit: play game in the major rather than 3NT" test=KJ9874-Q5-J32-84|Q5-KJ9874-J32-84
P test=KQ985-J54-T86-62

[1{a}-P-1{b}-P-2N-P-4{b}-P] where a<b, b in HS
P test=KQ9-KT7-A74-AQJ2

# ---- 2NT or 3NT response to a minor: later calls ----
[1{a}-P-2N-P-3N-P] where a in CD
P test=96-T8742-9865-T4

[1{a}-P-2N-P-3{a}-P] where a in CD complete
3N text="to play" test=9-T876-876-98532

[1{a}-P-2N-P-4N-P] where a in CD
6N pos=Y hcp=12 text="a passed hand's natural 2NT (11-12) opposite 20: accepts with a maximum (32 together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=KJ5-KQ3-J765-Q73
6N hcp=14+ text="14-15 opposite 18-19: accepts (32-34 together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K75-KQ3-KJ65-QJ3
P test=93-T975-975-T976

[1{a}-P-3N-P-4N-P] where a in CDHS
6N hcp=17+ text="maximum: accepts" test=KQ5-KQ3-KJ65-QJ3
6N hcp=16 custom=6:A2K1 text="accepts: 16 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQ6-AQ6-A654-654
P test=8732-986-986-973

[1{a}-P-3N-P-4{a}-P] where a in HS
P test=AQ5-KJT6-A753-J2

# ---- jump shifts: responder's second bid ----
[1{a}-P-2{b}-P-3{b}-P] where a<b, b in HS complete
4N@{b}0 "Blackwood" hcp=18+ text="Blackwood" test=AKJ63-AQ-KJ-Q432
4N@{b}0 "Blackwood" hcp=16+ {b}=6+ custom=2+:A1 S=1+ H=1+ D=1+ C=1+ text="16+ with a six-card suit, two aces and no void opposite opener's raise of the jump shift (a nine-card fit or better): asks for aces" ref="standard teaching: opposite opener's raise of a jump shift the partnership holds a fit in a game-forced auction; the jump shifter (16+) with a six-card suit opposite the raise has a nine-card fit or better, 28+ HCP together and the fit's shape counted 31+: he looks for slam, and with two aces of his own and no void Blackwood checks the aces (Blackwood is not used with a void) (five of the major stays a safe sign-off)" test=AQJ952-A4-Q2-KJ7|A4-AQJ952-Q2-KJ7
4{b} text="game" test=AKJ63-AJ95-K2-32

# The jump shifter with a six-card major rebids it over opener's 2NT (forcing: the jump shift
# forced to game) rather than bid notrump; opener raises with a doubleton, and with the fit
# found the jump shifter (19+, 31+ together) asks for aces with five or more controls.
[1{a}-P-2H-P-2N-P] where a in CD complete
3H H=6+ text="6+ hearts: sets the suit, forcing" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=A3-AKQJ52-K2-K32

[1{a}-P-2S-P-2N-P] where a in CDH complete
3S S=6+ text="6+ spades: sets the suit, forcing" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=AKQJ52-A3-K2-K32

[1{a}-P-2H-P-2N-P-3H-P] where a in CD complete
4N@30 "Blackwood" hcp=14+ H=2+ text="Blackwood: 14+ and a doubleton opposite the jump shift's six hearts (33 together)" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points); with a fit Blackwood checks the aces" test=K2-A2-AJ432-KQ32
6N hcp=16+ H=<2 text="16+ opposite a jump shift (15+ shown, 19+ as a rule), no fit: slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points); with a fit Blackwood checks the aces" test=K32-2-AKJ32-KQJ2
4H H=2+ text="doubleton support for the six-card suit" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=K2-Q2-QJ432-KJ32
3N text="a singleton or void in hearts" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=K32-2-AJ432-KQ32

[1{a}-P-2S-P-2N-P-3S-P] where a in CDH complete
4N@40 "Blackwood" hcp=14+ S=2+ text="Blackwood: 14+ and a doubleton opposite the jump shift's six spades (33 together)" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points); with a fit Blackwood checks the aces" test=A2-K2-AJ432-KQ32
6N hcp=16+ S=<2 text="16+ opposite a jump shift (15+ shown, 19+ as a rule), no fit: slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points); with a fit Blackwood checks the aces" test=2-K32-AKJ32-KQJ2
4S S=2+ text="doubleton support for the six-card suit" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=Q2-K2-QJ432-KJ32
3N text="a singleton or void in spades" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=2-K32-AJ432-KQ32

[1{a}-P-2H-P-2N-P-3H-P-4H-P] where a in CD complete
4N@30 "Blackwood" hcp=19+ custom=5+:A2K1 text="Blackwood: 19+ and five or more controls opposite an opening with the fit found" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=A3-AKQJ52-K2-K32
P text="no slam: too few controls" test=Q3-KQJT52-KQ-AQ2

[1{a}-P-2S-P-2N-P-3S-P-4S-P] where a in CDH complete
4N@40 "Blackwood" hcp=19+ custom=5+:A2K1 text="Blackwood: 19+ and five or more controls opposite an opening with the fit found" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=AKQJ52-A3-K2-K32
P text="no slam: too few controls" test=KQJT52-Q3-KQ-AQ2

# The same after opener's new suit or his rebid suit at the three level: the jump shifter's
# six-card major raised to game is the fit found.
[1{a}-P-2{b}-P-3{c}-P-3{b}-P-4{b}-P] where a<b, b in HS, c<b, c!=a complete
4N@{b}0 "Blackwood" hcp=19+ custom=5+:A2K1 text="Blackwood: 19+ and five or more controls opposite an opening with the fit found" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=AKQT52-A3-K2-K32
P text="no slam: too few controls" test=KQJT52-Q3-KQ-AQ2

[1{a}-P-2{b}-P-3{a}-P-3{b}-P-4{b}-P] where a<b, b in HS complete
4N@{b}0 "Blackwood" hcp=19+ custom=5+:A2K1 text="Blackwood: 19+ and five or more controls opposite an opening with the fit found" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=AKQT52-A3-K2-K32
P text="no slam: too few controls" test=KQJT52-Q3-KQ-AQ2

[1{a}-P-2{b}-P-2N-P-3{b}-P-3N-P] where a<b, b in HS complete
6N hcp=21+ text="21+ after a jump shift: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKQJ52-AQ-KQ-K32
4N hcp=19-20 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKQ952-AJ-K2-Q32
P test=KQ9852-AQ-K2-K32

[1{a}-P-2{b}-P-2N-P-3{b}-P-3N-P-4N-P] where a<b, b in HS complete
6N hcp=14+ text="more than a minimum: accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K2-Q2-AJ432-AJ32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" test=K2-Q2-KJ432-Q432

# The jump shifter after opener's second suit: his own six-card major first, then slam in
# notrump on values (6NT with 21+, a quantitative 4NT with 19-20), else 3NT.
# The jump shifter with a fit for either of opener's suits (four cards in the second, three
# in the first, which has five): 19+ opposite an opening is 31+ together with the fit, so he
# asks for aces (in a minor only with the aces for a five-level sign-off).
[1D-P-2{b}-P-3C-P] where b in HS complete
4N@10 "Blackwood" hcp=19+ C=4+ custom=2:A1 text="Blackwood: 19+, four clubs and two aces" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=AKQ32-AK2-2-QJ32
4N@20 "Blackwood" hcp=19+ D=3+ custom=1:A1 text="Blackwood: 19+, diamond support and an ace" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=KQ32-AK2-K32-A32

[1C-P-2{b}-P-3D-P] where b in HS complete
4N@20 "Blackwood" hcp=19+ D=4+ custom=1:A1 text="Blackwood: 19+, four diamonds and an ace" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=AQ2-AK2-KQJ32-32
4N@10 "Blackwood" hcp=19+ C=3+ custom=2:A1 text="Blackwood: 19+, club support and two aces" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=KQ32-AK2-32-AK32

[1{a}-P-2S-P-3H-P] where a in CD complete
4N@30 "Blackwood" hcp=19+ H=4+ text="Blackwood: 19+ and four hearts" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=AKJ2-KQ32-32-AQ2

[1C-P-2S-P-3H-P] complete
4N@10 "Blackwood" hcp=19+ C=3+ custom=2:A1 text="Blackwood: 19+, club support and two aces" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=AKQ32-K2-K3-AQ32

[1D-P-2S-P-3H-P] complete
4N@20 "Blackwood" hcp=19+ D=3+ custom=1:A1 text="Blackwood: 19+, diamond support and an ace" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=AKQ32-K2-AQ32-K3

[1{a}-P-2H-P-3{c}-P] where a in CD, c in CD, c!=a complete
3H H=6+ text="6+ hearts: sets the suit, forcing" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump" test=A32-AKQJ52-K2-K3

[1{a}-P-2S-P-3{c}-P] where a in CD, c in CDH, c!=a complete
3S S=6+ text="6+ spades: sets the suit, forcing" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump" test=AKQJ52-A32-K2-K3

[1{a}-P-2{b}-P-3{c}-P] where a in CD, b in HS, c in CDH, c!=a, c!=b complete
6N hcp=21+ text="21+ after a jump shift: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKQ84-AK7-KQ3-93|AKQ84-AK7-93-KQ3
4N hcp=19-20 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKQ84-AK7-KJ3-93|AKQ84-AK7-93-KJ3
3N text="to play" test=AKQ84-K87-KJ3-93|AKQ84-K87-93-KJ3

[1{a}-P-2{b}-P-3{c}-P-3N-P] where a in CD, b in HS, c in CDH, c!=a, c!=b complete
6N hcp=16+ text="16+ opposite a jump shift (15+ shown, 19+ as a rule): slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points); with a fit Blackwood checks the aces" test=A2-2-AQJ32-KQ432
P test=K2-2-QJ432-KJ432

[1{a}-P-2H-P-3{c}-P-3H-P] where a in CD, c in CD, c!=a complete
4N@30 "Blackwood" hcp=14+ H=2+ text="Blackwood: 14+ and a doubleton opposite the jump shift's six hearts (33 together)" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points); with a fit Blackwood checks the aces" test=2-A2-AKJ32-KQ432
4H H=2+ text="doubleton support for the six-card suit" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=2-Q2-KJ432-KJ432
6N hcp=16+ text="16+ opposite a jump shift (15+ shown, 19+ as a rule), no fit: slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points); with a fit Blackwood checks the aces" test=A2-2-AQJ32-KQ432
3N text="a singleton or void in hearts" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=K2-2-QJ432-KJ432

[1{a}-P-2S-P-3{c}-P-3S-P] where a in CD, c in CDH, c!=a complete
4N@40 "Blackwood" hcp=14+ S=2+ text="Blackwood: 14+ and a doubleton opposite the jump shift's six spades (33 together)" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points); with a fit Blackwood checks the aces" test=A2-2-AKJ32-KQ432
4S S=2+ text="doubleton support for the six-card suit" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=Q2-2-KJ432-KJ432
6N hcp=16+ text="16+ opposite a jump shift (15+ shown, 19+ as a rule), no fit: slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points); with a fit Blackwood checks the aces" test=2-A2-AQJ32-KQ432
3N text="a singleton or void in spades" ref="standard teaching: after a jump shift the jump shifter describes his hand: a six-card suit is rebid (forcing, game forced) before notrump; opener raises it with a doubleton" test=2-K2-QJ432-KJ432

[1{a}-P-2{b}-P-3{c}-P-4N-P] where a in CD, b in HS, c in CDH, c!=a, c!=b complete
6N hcp=14+ text="more than a minimum: accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=A2-2-AJ432-KQ432
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" test=K2-2-KJ432-Q5432

[1{a}-P-2{b}-P-2N-P] where a<b complete
6N hcp=21+ text="21+ after a jump shift: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK84-AKQJ7-K3-K9
4N hcp=19-20 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK84-AKQJ7-3-K97
3N text="to play" test=AK84-AKQJ7-3-J97

[1{a}-P-2{b}-P-2N-P-4N-P] where a<b complete
6N hcp=14+ text="more than a minimum: accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K2-Q2-AJ432-KJ32
6N hcp=13 X=5+:a S=x H=x D=x C=x text="accepts: 13 with a good five-card suit" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=K2-Q2-AQ432-Q432
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" test=K2-Q2-KJ432-Q432

# The jump shifter with three-card support for opener's rebid six-card suit (a nine-card fit,
# 31+ together) asks for aces; in a minor only with aces enough that five of it is a safe
# sign-off (two of his own with clubs, one with diamonds).
[1C-P-2{b}-P-3C-P] where b in DHS complete
4N@10 "Blackwood" hcp=19+ C=3+ custom=2:A1 text="Blackwood: 19+, club support and two aces" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=K3-AKQ52-A2-K432

[1D-P-2{b}-P-3D-P] where b in HS complete
4N@20 "Blackwood" hcp=19+ D=3+ custom=1:A1 text="Blackwood: 19+, diamond support and an ace" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=K3-AKQ52-K432-A2

[1H-P-2S-P-3H-P] complete
4N@30 "Blackwood" hcp=19+ H=3+ text="Blackwood: 19+ and heart support" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=AKQ52-K32-A2-K32

[1D-P-3C-P-3D-P]
4N@20 "Blackwood" hcp=19+ D=3+ custom=1:A1 text="Blackwood: 19+, diamond support and an ace" ref="standard teaching: after a jump shift (19+) the partnership holds 31+ together; with a fit found, the jump shifter checks aces with Blackwood" test=K3-A2-K432-AKQ52
6N hcp=21+ text="21+ after a jump shift (no Blackwood): 33 together opposite an opening, slam" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+): 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK43-KQ3-2-AKQJ5
4N hcp=19-20 text="19-20 after a jump shift (no Blackwood): quantitative, invites 6NT" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+): 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK43-KQ3-2-AKJ52

[1{a}-P-2{b}-P-3{a}-P] where a<b complete
6N hcp=21+ text="21+ after a jump shift: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKQ8742-AK-K3-K2
4N hcp=19-20 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKQ8742-A2-K3-K2
3N text="to play" test=AKJ8742-Q2-K3-K2

[1{a}-P-2{b}-P-3{a}-P-4N-P] where a<b complete
6N hcp=14+ text="more than a minimum: accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K2-Q2-AKJ432-J32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" test=K2-Q2-KJ8432-Q32

[1{a}-P-3{b}-P-3N-P] where a in HS, b<a
4N@{a}0 "Blackwood" hcp=18+ {a}=3+ S=1+ H=1+ D=1+ C=1+ text="18+ after the jump shift and three-card support for opener's five-card major: asks for aces" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+) is in the slam zone; with 18+ (30+ together) and a fit found, the jump shifter checks aces with Blackwood rather than bid game (not with a void; with a minor as trumps, only with aces enough that five of it is a safe sign-off)" test=K43-AK8-AKJ65-83|K8-AK3-AKJ65-832

[1{a}-P-3{b}-P-3N-P] where a in DHS, b<a
6N hcp=21+ text="21+ after a jump shift: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=43-AKQ8-AKQJ5-K3|KQ43-K8-AKQJ5-A3|KQ43-AK8-K3-AQJ5
4N hcp=19-20 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=43-AK8-AKQJ5-K83|K43-K8-AKQJ5-A83|K43-AK8-K3-AQJ53
P test=K43-AK8-KQJ65-83

[1{a}-P-3{b}-P-3{a}-P-4N-P] where a in DHS, b<a complete
6N hcp=14+ text="more than a minimum: accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQJ852-K32-Q2-K3|K3-AQJ852-Q32-K3|K32-Q2-AQJ852-K3
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" ref="standard teaching: decline a quantitative invitation with a minimum" test=KJ9852-Q32-Q2-K3|K3-KJ9852-Q32-Q3|Q32-Q2-KJ9852-K3

[1S-P-3{b}-P-3{c}-P-4N-P] where b<c, c in DH complete
6N hcp=14+ text="more than a minimum: accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQJ52-K2-AQ32-32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" ref="standard teaching: decline a quantitative invitation with a minimum" test=KJ852-Q2-KJ32-32

[1{a}-P-3{b}-P-3N-P-4N-P] where a in DHS, b<a complete
6N hcp=14+ text="more than a minimum: accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQJ52-K32-Q2-K32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" test=KJ852-Q32-Q2-K32

[1{a}-P-3{b}-P-3{a}-P] where a in HS, b<a
[1H-P-3C-P-3H-P] complete
4H hcp=17+ H=2+ S=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1H-P-3D-P-3H-P] complete
4H hcp=17+ H=2+ S=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1S-P-3C-P-3S-P] complete
4S hcp=17+ S=2+ H=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ

[1S-P-3D-P-3S-P] complete
4S hcp=17+ S=2+ H=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ

[1S-P-3H-P-3S-P] complete
4S hcp=17+ S=2+ D=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1{a}-P-3{b}-P-3{a}-P] where a in HS, b<a complete
4N@{a}0 "Blackwood" hcp=17+ {a}=2+ text="a jump shift with support for a six-card suit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=K4-KT-AKQJ52-KJ7
4N@{b}0 "Blackwood" hcp=16+ {b}=7+:3/4 text="a jump shift in a self-sufficient suit (seven or more cards, three of the top four honours) opposite an opening: sets it as trumps, asks for aces" ref="standard teaching: Blackwood needs an agreed trump suit; a suit that needs no help from partner sets trumps by itself; a jump shift (17+) opposite an opening with such a suit is a slam try" test=2-AKQJ853-A2-KQ2|2-2-AK2-AKQJ8532|2-2-AKQJ8532-AK2
4{a} {a}=2+ text="support" test=K4-KT-KQJ952-KJ7

[1H-P-3{b}-P-3H-P] where b in CD complete
6N hcp=21+ H=<2 text="no fit, 21+ after a jump shift: 33 together opposite an opening, slam" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+): 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK43-2-AKQJ5-KQ3|AK43-2-KQ3-AKQJ5
4N hcp=19-20 H=<2 text="no fit, 19-20 after a jump shift: quantitative, invites 6NT" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+): 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AK43-2-AKJ52-KQ3|AK43-2-KQ3-AKJ52
3N text="no fit" test=K4-K-KQJ952-KJ72

[1S-P-3{b}-P-3S-P] where b in CDH complete
6N hcp=21+ S=<2 text="no fit, 21+ after a jump shift: 33 together opposite an opening, slam" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+): 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=2-AK43-KQ3-AKQJ5|2-AK43-AKQJ5-KQ3|2-AKQJ5-AK43-KQ3
4N hcp=19-20 S=<2 text="no fit, 19-20 after a jump shift: quantitative, invites 6NT" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+): 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=2-AK43-KQ3-AKJ52|2-AK43-AKJ52-KQ3|2-AKJ52-AK43-KQ3
3N text="no fit" test=K-K4-KQJ952-KJ72

# Opener after responder's jump shift and his raise of opener's rebid major to game
# (1M-3x-3M-4M): the jump shift showed 16+, so with 15+ opener knows 31+ together with a fit
# and asks for aces (not with a void).
[1{a}-P-3{b}-P-3{a}-P-4{a}-P] where a in HS, b<a complete
4N@{a}0 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="15+ opposite a jump shift (16+) with support: 31+ together and a fit, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit; a jump shift opposite an opening is in the slam zone, and with a fit Blackwood checks the aces (not with a void)" test=AKJ952-K3-AJ5-Q3|K3-AKJ952-AJ5-Q3
P text="no slam: fewer than 15 (or a void)" test=KJ9852-K3-QJ5-32|K3-KJ9852-QJ5-32

[1{a}-P-3{b}-P-4{b}-P] where a in HS, b<a complete
4N@{b}0 "Blackwood" hcp=18+ text="Blackwood" test=AK4-KT-AKJ952-K7
4N@{b}0 "Blackwood" hcp=16+ {b}=6+ custom=2+:A1 S=1+ H=1+ D=1+ C=1+ text="16+ with a six-card suit, two aces and no void opposite opener's raise of the jump shift (a nine-card fit or better): asks for aces" ref="standard teaching: opposite opener's raise of a jump shift the partnership holds a fit in a game-forced auction; the jump shifter (16+) with a six-card suit opposite the raise has a nine-card fit or better, 28+ HCP together and the fit's shape counted 31+: he looks for slam, and with two aces of his own and no void Blackwood checks the aces (Blackwood is not used with a void) (five of the minor stays a safe sign-off)" test=A4-Q2-AQJ952-KJ7|A4-Q2-KJ7-AQJ952|A4-AQJ952-Q2-KJ7
5{b} text="to play" test=K4-KT-KQJ952-KJ7

# ---- two-over-one: later calls ----
[1{a}-P-2{b}-P-2{c}-P-4{c}-P] where a in HS, b<a, c>b, c!=a, c in HS
P test=AJ752-AJ95-AQ4-8

[1{a}-P-2{b}-P-2{c}-P-4{a}-P] where a in HS, b<a, c>b, c!=a
4N@{a}0 "Blackwood" hcp=15+ losers=5 S=1+:HH H=1+:HH D=1+:HH C=1+:HH text="five losers or fewer (15+ HCP, no void, a control in every suit) opposite responder's raise to game after the two-over-one (13+, about seven losers): slam values, asks for aces" ref="standard teaching (losing trick count): a game raise after a two-over-one shows an opening hand with support (about seven losers); five losers opposite leave twelve tricks (24 minus 12); Blackwood only with a control in every suit and no void" test=AKJ75-AQJ72-K2-3|A2-AKJ75-KQJ32-3
4N@{a}0 "Blackwood" hcp=20+ S=1+ H=1+ D=1+ C=1+ text="20+ opposite responder's raise to game after the two-over-one (13+): 33 together, asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces (not with a void)" test=AKJ52-AQJ5-K4-Q8
P test=AJ752-AJ95-AQ4-8

[1{a}-P-2{b}-P-2{a}-P-4{a}-P] where a in HS, b<a
4N@{a}0 "Blackwood" hcp=15+ losers=5 S=1+:HH H=1+:HH D=1+:HH C=1+:HH text="five losers or fewer (15+ HCP, no void, a control in every suit) opposite responder's raise to game after the two-over-one (13+, about seven losers): slam values, asks for aces" ref="standard teaching (losing trick count): a game raise after a two-over-one shows an opening hand with support (about seven losers); five losers opposite leave twelve tricks (24 minus 12); Blackwood only with a control in every suit and no void" test=AKQ752-A32-KJ2-3|A32-AKQ752-KJ2-3
4N@{a}0 "Blackwood" hcp=20+ S=1+ H=1+ D=1+ C=1+ text="20+ opposite responder's raise to game after the two-over-one (13+): 33 together, asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces (not with a void)" test=AQ652-KQ7-AJ-KQ2
P test=A652-KQ742-JT9-K

[1{a}-P-2{b}-P-3{a}-P-4{a}-P] where a in HS, b<a
4N@{a}0 "Blackwood" hcp=15+ losers=4 S=1+:HH H=1+:HH D=1+:HH C=1+:HH text="four losers or fewer (15+ HCP, no void, a control in every suit) opposite the two-over-one's raise of the jump rebid (no control bid): slam values, asks for aces" ref="standard teaching (losing trick count): a two-over-one shows an opening hand (about eight losers); four losers opposite leave twelve tricks (24 minus 12); Blackwood only with a control in every suit and no void" test=AKQJ82-A2-K432-K|A2-AKQJ82-K432-K
4N@{a}0 "Blackwood" hcp=19+ S=1+ H=1+ D=1+ C=1+ text="19+ and a six-card suit opposite the two-over-one's raise to game (10+): 31+ points together with the length counted, asks for aces" ref="standard teaching: once a fit is agreed, 33 points together make a slam, counting length; the two-over-one promised 10+, so opener with 19+ and six trumps looks for slam, and with a fit Blackwood checks the aces (not with a void)" test=AKJ952-KQ4-A7-K3
P test=8-KQJ8752-A54-AT

[1{a}-P-2{b}-P-3{b}-P-3N-P] where a in HS, b<a
P test=K7642-Q-AQJ-AK98

[1{a}-P-2{b}-P-2N-P-3N-P] where a in HS, b<a
P test=AK765-T92-QJ-KJ4

[1D-P-2C-P-2N-P-3N-P]
P test=T643-AQ-AKJ5-T95

[1{a}-P-2{b}-P-2N-P-3{a}-P] where a in HS, b<a complete
4{a} text="five-card suit" test=AK765-T92-QJ-KJ4

# Opener's second suit raised after a two-over-one (1S-2m-2H-3H, about 8 losers): opener
# counts losers with the fit found; four or fewer (twelve tricks) ask for aces, six or fewer
# (ten tricks) bid game whatever the high-card count.
[1S-P-2{b}-P-2H-P-3H-P] where b in CD
4N@30 "Blackwood" hcp=15+ H=4+ losers=4 custom=2+:A1 text="4 losers or fewer and two aces opposite the raise (about 8 losers): twelve tricks, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; responder's raise shows about 8 losers: game with 6, slam with 4 (Blackwood checks the aces)" test=AKJ8642-AKQ4-3-2
4H hcp=14+ text="accepts" test=AJ752-AK95-Q4-84
4H H=4+ losers=6 text="accepts: 6 losers or fewer opposite the raise (about 8 losers): ten tricks" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; responder's raise shows about 8 losers: game with 6, slam with 4 (Blackwood checks the aces)" test=KQ8752-AQ98-6-J3
4H hcp=13+ dist=T15+ text="accepts: 15+ total points (13+ HCP)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=AJ752-KQ95-K42-8
P test=QJ752-QJ95-K4-84

[1S-P-2{b}-P-2H-P-2S-P] where b in CD
4S hcp=17+ text="game: 17+ opposite a two-over-one response (10+)" ref="standard teaching: a two-over-one response shows 10+; opener with 16+ and a fit (responder's preference) bids game" test=AKQ75-AQ95-K4-84
4S hcp=16 S=5+ H=5+ text="game: 16 HCP and 5-5 in the majors opposite a two-over-one response (10+)" ref="standard teaching: a two-over-one response shows 10+; opener with 16+ and a fit (responder's preference) bids game" test=AQJ75-AQ952-K4-8
P test=QJ752-QJ95-K4-84

[1S-P-2H-P-3H-P-3S-P] complete
4S S=3+ text="three-card support" test=AKJ952-A63-T86-3
4H text="to play" test=K2-AKJ952-T86-83

# ---- 1D-2C-2D: responder's second bid ----
[1D-P-2C-P-2D-P]
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=AQJ64-A7-A82-AQ4
4N hcp=18-20 shape=balanced text="quantitative: 18-20 balanced opposite a minimum opening (30-32 together, 33 opposite a maximum), invites 6NT"
   ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQ3-AQ3-K4-AJ643
3N hcp=13-17 shape=balanced text="game values" test=K92-AQ3-K4-QJ643
2x hcp=13+ X=4+ H=x S=x asks=1 text="4+ cards, forcing" test=AQ53-K2-4-KJ8643
3D hcp=11-12 D=3+ text="support, invitational" test=K9-Q93-K74-KJ643
3C hcp=<13 C=6+ text="6+ clubs, not forcing" test=K9-Q93-74-KJ8643
5D hcp=13-17 D=4+ shape=singleton|void text="game values, four-card diamond support and a short suit: game in the nine-card diamond fit rather than 3NT"
   ref="standard teaching: 3NT needs the unbid suits stopped and is wrong with a singleton opposite a known minor fit; with a nine-card minor fit and a short suit, play five of the minor" test=2-K43-KQ74-AJ643
3N hcp=13-20 text="game values" test=K9-AQ3-K4-QJ6432
2N hcp=11-12 text="invitational" test=K93-Q93-K4-KJ643
P test=863-T963-9-QT432

# ---- responder after opener's jump shift ----
[1{a}-P-1{b}-P-2S-P] where a<b, b in DH complete
4N@40 "Blackwood" hcp=14+ S=4+ H=1+ D=1+ C=1+ text="14+ and four spades opposite a jump shift (19+): 33 together, asks for aces" ref="standard teaching: a jump shift (19+) opposite an opening bid's values makes slam (33 points); with a fit, Blackwood checks the aces (not with a void)" test=KQ32-AKJ83-Q2-32
4N@{a}0 "Blackwood" hcp=14+ {a}=4+ custom=2:A1 text="14+ and four-card support for opener's minor opposite a jump shift (19+): 33 together, two aces: asks for aces" ref="standard teaching: a jump shift (19+) opposite an opening bid's values makes slam (33 points); with a fit, Blackwood checks the aces (two aces of his own keep five of the minor safe)" test=2-AKJ8-AQ32-Q432
4S S=4+ hcp=10+ text="4+ spades, values" test=KQ32-KJ832-Q2-32
3S S=4+ text="4+ spades" test=QJ32-KJ832-32-32
3{a} {a}=3+ text="support" test=32-KJ83-Q32-J432
3{b} {b}=6+ text="a six-card suit, no fit: rebids it" ref="standard teaching: after opener's jump shift (forcing to game) responder describes his hand naturally: support, a six-card suit rebid, then notrump" test=432-KJ8432-Q2-J2|432-Q2-KJ8432-J2
2N text="no fit" test=432-KJT43-QJ2-J2|432-KJT43-Q2-J32

[1C-P-1D-P-2H-P] complete
4N@30 "Blackwood" hcp=14+ H=4+ S=1+ D=1+ C=1+ text="14+ and four hearts opposite a jump shift (19+): 33 together, asks for aces" ref="standard teaching: a jump shift (19+) opposite an opening bid's values makes slam (33 points); with a fit, Blackwood checks the aces (not with a void)" test=32-KQ32-AKJ83-Q2
4N@10 "Blackwood" hcp=14+ C=4+ custom=2:A1 text="14+ and four clubs opposite a jump shift (19+): 33 together, two aces: asks for aces" ref="standard teaching: a jump shift (19+) opposite an opening bid's values makes slam (33 points); with a fit, Blackwood checks the aces (two aces of his own keep five of the minor safe)" test=Q2-32-AKJ83-AQ32
4H H=4+ hcp=10+ text="4+ hearts, values" test=32-KQ32-KJ832-Q2
3H H=4+ text="4+ hearts" test=32-QJ32-KJ832-32
3C C=3+ text="support" test=Q2-32-KJ832-J432
3D D=6+ text="a six-card suit, no fit: rebids it" ref="standard teaching: after opener's jump shift (forcing to game) responder describes his hand naturally: support, a six-card suit rebid, then notrump" test=Q2-432-KJ8432-J2
2N text="no fit" test=Q32-432-KJT43-J2

[1{a}-P-1{b}-P-3{c}-P] where a<b, c<a complete
4N@{c}0 "Blackwood" hcp=14+ {c}=4+ custom=2:A1 text="14+ and 4+ support opposite a jump shift (19+): 33 together, two aces: asks for aces" ref="standard teaching: a jump shift (19+) opposite an opening bid's values makes slam (33 points); with a fit, Blackwood checks the aces (two aces of his own keep five of the minor safe)" test=AKJ8-3-Q432-AQ32
6{c} hcp=14+ {c}=4+ text="14+ and 4+ support opposite a jump shift (19+): 33 together, slam in the minor" ref="standard teaching: a jump shift (19+) opposite an opening bid's values makes slam (33 points)" test=KQJ8-3-K432-KQ32
4{c} {c}=4+ hcp=10+ text="4+ support, values" test=KJ84-3-Q432-KQ32
6N hcp=14+ {a}=<3 {c}=<4 text="no fit, 14+ opposite a jump shift (19+): 33 together, slam" ref="standard teaching: opener's jump shift shows 19+ points; opposite it 14+ make 33 together (6NT), 12-13 invite with a quantitative 4NT" test=AKQJ84-32-A2-Q32|Q32-AKQJ4-A2-432
4N hcp=12-13 {a}=<3 {c}=<4 text="no fit, 12-13 opposite a jump shift (19+): quantitative, invites 6NT" ref="standard teaching: opener's jump shift shows 19+ points; opposite it 14+ make 33 together (6NT), 12-13 invite with a quantitative 4NT" test=KQJ984-32-A2-Q32|Q32-KQJ84-A2-432
3{a} {a}=3+ text="preference" test=KJ8432-Q32-Q32-2
3{b} {b}=6+ text="a six-card suit, no fit: rebids it" ref="standard teaching: after opener's jump shift (forcing to game) responder describes his hand naturally: support, a six-card suit rebid, then notrump" test=KJ8432-32-32-Q32|32-KJ8432-32-Q32
3N text="to play" test=KJ843-32-32-Q432

[1{a}-P-1{b}-P-3{c}-P-4N-P] where a<b, c<a complete
6N hcp=21+ text="accepts: more than the jump shift's minimum (21+)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AKQJ2-2-AQ2-AQ32|2-AKQJ2-AQ2-AQ32
6N hcp=20 custom=7:A2K1 text="accepts: 20 with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-AQJ-A654-654
P text="declines: a minimum jump shift" ref="standard teaching: decline a quantitative invitation with a minimum" test=AKQ32-2-AQ2-KJ32|2-AKQ32-AQ2-KJ32

# ---- later calls after opener's jump rebid ----
[1{a}-P-1{b}-P-3{a}-P-3N-P] where a<b
P test=A4-A-KJT9875-AJ8

[1{a}-P-1{b}-P-3{a}-P-4{a}-P] where a<b, a in HS
P test=QJ-AKQ753-T-AQ74

[1{a}-P-1{b}-P-2{b}-P-3{b}-P-4{b}-P] where a<b, b in HS
P test=64-JT543-AKT87-6

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-2N-P-3N-P] where a<b, b<c, d!=a, d!=b, d!=c
P test=KT72-QJT8-A6-KT2

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2N-P-3N-P] where c<a, a<b, c<d, d!=a, d!=b
P test=KT72-QJT8-A6-KT2

[1{a}-P-1{b}-P-1{c}-P-2N-P] where a<b, b<c
3N hcp=14+ text="accepts" test=AQ64-Q95-3-AK765
P test=A64-Q953-3-A7652

[1C-P-1D-P-1H-P-1S-P-1N-P]
3S hcp=12+ S=5+ asks=G text="five+ spades (longer diamonds) and game values: forcing to game; opener raises with three spades, else bids 3NT"
   ref="standard teaching: responder with game values who has bid his five-card major naturally rebids it with a jump over opener's minimum rebid, forcing: opener raises with three-card support, else bids 3NT" test=KQ983-4-AKJ874-5
3N hcp=12-18 S=4 text="four spades and game values, no spade fit (opener denied four): 3NT"
   ref="standard teaching: responder's 1S after 1C-1D-1H is forcing for one round only; with game values he bids game himself once no fit is found: opener's minimum rebid denied four spades, and notrump is the game (opener holds the hearts)" test=AQJ8-72-KQ73-843
2N hcp=17-18 text="invitational" test=K-A754-KQ6-KQJ82
P test=KQT3-QJ-T985-J52

[1{a}-P-1N-P-3N-P] where a in CDHS
P test=J42-84-J64-KJT85

[1{a}-P-1N-P-4{a}-P] where a in HS
P test=75-QJT7-JT-A7653

[1{a}-P-2{b}-P-4{a}-P] where a in HS, b<a
P test=Q54-AJT93-KQ3-A4

[1{a}-P-2{a}-P-2N-P] where a in CD complete
3N hcp=8+ text="accepts: 8+ opposite 18-19" ref="standard teaching: opener's 2NT after a single raise shows 18-19; accept with more than a minimum" test=J-762-KT973-AQ76
3{a} text="minimum" test=J-762-KT973-Q876

[1{a}-P-2{a}-P-3N-P] where a in CD
P test=A82-972-T965-Q97

# Opener's 3m after the single raise: 16-18 with six or more of the minor, invitational.
# Responder accepts with a maximum of the raise (8-10: 24+ HCP together, and the long
# suit's tricks): 3NT with two of the other suits stopped (opener's values cover the
# third more often than not), five of the minor with four-card support and no stoppers;
# else he passes.
[1{a}-P-2{a}-P-3{a}-P] where a in CD complete
3N hcp=8+ stopped=2 text="accepts: a maximum of the raise (8-10), stoppers: 3NT on the long suit's tricks" ref="standard teaching: opener's jump rebid of his minor after a single raise invites game (16-18, six cards); accept with a maximum, 3NT with stoppers" test=K82-K72-T965-KJ4
5{a} hcp=9+ {a}=4+ text="accepts: a maximum (9-10) and four-card support, no stoppers: game in the minor" ref="standard teaching: opener's jump rebid of his minor after a single raise invites game (16-18, six cards); accept with a maximum, five of the minor with a big fit" test=82-872-KQ95-AQ64
P text="declines: a minimum of the raise" test=J82-872-Q965-Q64

[1{a}-P-2{a}-P-2{c}-P] where a in CD, c>a complete
3N hcp=9+ text="maximum, stoppers" test=K2-Q62-KT973-Q76
3{a} text="minimum" test=J2-762-KT973-Q76

[1D-P-2D-P-3C-P] complete
3N hcp=9+ text="maximum, stoppers" test=K2-Q62-KT973-Q76
3D text="minimum" test=J2-762-KT973-Q76

# ---- responder after opener's reverse and responder's own rebid ----
[1C-P-1S-P-2D-P-2S-P-2N-P] complete
3S S=6+ text="6+ spades" test=JT9432-Q65-A2-64

[1C-P-1H-P-2D-P-2H-P-2N-P] complete
3H H=6+ text="6+ hearts" test=97-AKT987-9-T962

[1C-P-1{b}-P-2D-P-2{b}-P-2N-P] where b in HS complete
3N text="to play" test=QT942-Q653-A2-64

[1C-P-1S-P-2H-P-2S-P] complete
4S S=3+ hcp=18+ text="support, game values" test=AKJ-KQ54-J5-KJ76
3S S=3+ text="three-card support" test=AK2-KQ54-J5-K763
2N text="no fit" test=AK-KQ54-J5-KJ763

[1D-P-1S-P-2H-P-2S-P] complete
3S S=3+ text="three-card support" test=AK2-KQ54-KJ763-5
2N text="no fit" test=AK-KQ54-KJ763-J5

[1C-P-1S-P-2D-P-2H-P] complete
3S S=3+ text="three-card support (shown before a stopper)" ref="standard teaching: after fourth suit forcing opener shows three-card support for responder's major first, then a stopper in the fourth suit: an eight-card major fit plays better than 3NT, and responder, who knows his fifth card and the fourth suit, chooses" test=K62-43-AK85-AK75
3N H=:1stop text="hearts stopped" test=A6-A4-AK85-K9753
3C text="no stopper" test=6-432-AK85-AKQ75

[1C-P-1H-P-2D-P-2S-P] complete
3H H=3+ text="three-card support (shown before a stopper)" ref="standard teaching: after fourth suit forcing opener shows three-card support for responder's major first, then a stopper in the fourth suit: an eight-card major fit plays better than 3NT, and responder, who knows his fifth card and the fourth suit, chooses" test=2-QJ3-AK85-AKQ75
3N S=:1stop text="spades stopped" test=K2-Q3-AKQ2-AKJ98
3C text="no stopper" test=2-Q3-AK852-AKQ75

# ---- two-over-one: opener after responder's rebid of his suit or new suit ----
[1{a}-P-2C-P-2{c}-P-3C-P] where a in HS, c in DH, c<a
3N hcp=15+ text="extra values" test=AKJ54-AJ2-AQ96-7
3N hcp=13+ dist=T15+ C=2+ stopped=3 text="accepts: 15+ total points (13+ HCP), a club fit and the other suits stopped" ref="standard teaching: responder's rebid of his two-over-one suit shows 10-12; opener with extras and a fit bids game" test=AQJ54-K2-QJ96-72
3N hcp=14 stopped=2.5 text="accepts: more than a minimum (14 HCP, 24+ together) and the other suits stopped or half stopped" ref="standard teaching: responder's rebid of his two-over-one suit shows 10-12 and six cards; an invitation is accepted with more than a minimum, and the long clubs are a source of tricks for 3NT" test=AQJ54-K32-KJ96-7
P test=AJ854-JT2-AQ96-7

[1{a}-P-1N-P-2{a}-P-3{a}-P] where a in HS
4{a} hcp=14+ text="accepts" test=AK6-AQT9765-5-K5
P test=J6-AQT9765-54-Q5

[1{a}-P-1{b}-P-2S-P-3S-P] where a<b, b in DH complete
4S text="game" test=AKJ2-3-AQ2-AQJ32

[1{a}-P-1{b}-P-2S-P-2N-P] where a<b, b in DH complete
3N text="to play" test=AKJ2-3-AQ2-AQJ32

[1{a}-P-1{b}-P-2S-P-3{a}-P] where a<b, b in DH complete
3N text="to play" test=AKJ2-3-AQ2-AQJ32

# ---- more games reached: pass ----
[1S-P-2H-P-4H-P]
[1S-P-2H-P-4H-P] complete
P hcp=15+ D=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AJ32-KJ32-32-AQ2

[1S-P-2H-P-4H-P]
4N@30 "Blackwood" hcp=15+ text="15+ opposite opener's jump raise to game (extra values: 16+ support points and a fit): 31+ together, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit and shape; opener's jump raise of a two-over-one shows extras; with a fit, Blackwood checks the aces" test=J54-AKJ93-K53-A4
P test=Q54-AJT93-KQ3-Q4

# Opener answers responder's quantitative 4NT (18-20) after his new suit at the two level:
# slam with 33 together counting responder's 18 (15+), or 32 (14) with a source of tricks or prime values.
[1{a}-P-2{b}-P-2{c}-P-4N-P] where a in HS, b<a, c>b, c<a complete
6N hcp=15+ text="accepts: 15+ (33+ together with responder's 18)" ref="standard teaching: 33 points for 6NT; accept a quantitative invitation when the two hands reach 33" test=AQ875-K8-KJ82-Q2
6N hcp=14 X=5+:a S=x H=x D=x C=x text="accepts: 14 (32 together) and a good five-card suit (a source of tricks)" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a point less and a good five-card suit (a source of tricks)" test=AKJ75-K8-J982-Q2
6N hcp=14 custom=6:A2K1 text="accepts: 14 (32 together) with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=A9875-A8-K982-K2
P text="declines: 12-13 (fewer than 32 together)" ref="standard teaching: 33 points for 6NT; accept a quantitative invitation when the two hands reach 33" test=Q9875-K8-KJ82-Q2

[1{a}-P-2{b}-P-2{c}-P-3N-P] where a in DHS, b<a, c>b, c!=a
6N hcp=20+ text="20+ opposite the two-over-one's 3NT (13+): 33 together, slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKQ32-K2-AQJ2-K2
4N hcp=18-19 text="quantitative: 18-19 opposite the two-over-one's 3NT (13+: 31-32 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AQ432-K2-AQJ2-K2
P test=KJ82-A-A9865-765

# Opener's quantitative 4NT over the two-over-one's 3NT (13+): accept with more than a minimum.
[1{a}-P-2{b}-P-2{c}-P-3N-P-4N-P] where a in DHS, b<a, c>b, c!=a complete
6N hcp=15+ text="accepts: 15+ (33 together)" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=K7-Q84-AJ4-KQ643
6N hcp=14 X=5+:a S=x H=x D=x C=x text="accepts: 14 with a good five-card suit" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=K7-J84-A54-KQJ43
6N hcp=14 custom=5:A2K1 text="accepts: 14 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-AJ6-6543-654
P text="declines: 13-14" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=K7-Q84-A54-KJ643

[1D-P-2C-P-2D-P-3N-P]
6N hcp=20+ text="20+ opposite the two-over-one's 3NT (13+): 33 together, slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKQ32-K2-AQJ2-K2
4N hcp=18-19 text="quantitative: 18-19 opposite the two-over-one's 3NT (13+: 31-32 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AQ432-K2-AQJ2-K2
P test=KJ82-A-A9865-765

# Opener's quantitative 4NT over the two-over-one's 3NT (13+): accept with more than a minimum.
[1D-P-2C-P-2D-P-3N-P-4N-P] complete
6N hcp=15+ text="accepts: 15+ (33 together)" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=K7-Q84-AJ4-KQ643
6N hcp=14 X=5+:a S=x H=x D=x C=x text="accepts: 14 with a good five-card suit" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=K7-J84-A54-KQJ43
6N hcp=14 custom=5:A2K1 text="accepts: 14 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-AJ6-6543-654
P text="declines: 13-14" ref="standard teaching: accept a quantitative invitation with more than a minimum, or with a minimum and a good five-card suit (a source of tricks)" test=K7-Q84-A54-KJ643

[1{a}-P-1{b}-P-3{c}-P-3N-P] where a<b, c<a
P test=A-KQJ98-AKJ65-75

[1{a}-P-1{b}-P-2S-P-2N-P-3N-P] where a<b, b in DH
6N hcp=14+ text="14+ opposite opener's jump shift (19+): slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points)" test=KQ4-AJ75-Q3-KT73
P test=Q64-AJ7542-J-T73

[1{a}-P-1{b}-P-2{c}-P-2{b}-P-2N-P-3N-P] where a<c, c<b
P test=7-K7-KQT8-AKQ987

[1{a}-P-1S-P-2H-P-2S-P-2N-P] where a in CD complete
3S S=6+ text="6+ spades" test=QJ9832-87-K962-2
3N text="to play" test=QJ983-87-KQ962-2

[1{a}-P-2{b}-P-2N-P-4{a}-P] where a in HS, b<a
P test=AKJ64-762-QJ7-J8

[1{a}-P-2{b}-P-2N-P-3{a}-P-4{a}-P] where a in HS, b<a
P test=2-J62-AQ95-K7532

[1{a}-P-2N-P-3{a}-P-3N-P] where a in CD
P test=96-QT2-AT-AK9854

# Opener raised the two-over-one suit and responder showed game values with three-card
# support for the major: opener with slam values (17+ opposite 13+ and two fits) asks for aces.
[1{a}-P-2{b}-P-3{b}-P-4{a}-P] where a in HS, b<a complete
4N@{a}0 "Blackwood" hcp=17+ S=1+ H=1+ D=1+ C=1+ asks=A text="17+ opposite 13+ and two fits: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AQ863-A2-KQ2-KJ2

[1{a}-P-2{b}-P-3{b}-P-4{a}-P] where a in HS, b<a
P test=A98642-JT8-Q-KJ9

[1{a}-P-1N-P-3{c}-P-3N-P] where a in CDHS, c!=a
P test=AK5-AK73-KQJT3-5

[1{a}-P-1N-P-2{c}-P-3N-P] where a in CDHS, c!=a
P test=AK5-AK73-KQJT3-5

[1{a}-P-1N-P-2{c}-P-3{c}-P-3N-P] where a in HS, c<a
P test=5-T9732-K95-A432

# Responder's 3NT over the jump rebid shows a singleton or void in opener's suit: with seven
# cards (an eight-card fit opposite the singleton) opener plays four of his major.
[1{a}-P-2{b}-P-3{a}-P-3N-P] where a in HS, b<a
4{a} {a}=7+ text="seven cards or more: game in the major rather than 3NT" ref="standard teaching: with a seven-card major opener pulls 3NT to four of his major (a long trump suit takes its tricks in a suit contract and stops the opponents' long suit)" test=AKQ8642-K2-Q3-K2|K2-AKQ8642-Q3-K2
P text="six cards: 3NT stands" test=AQ54-KQ9843-2-K5

# Opener after responder's 3NT following a jump shift and opener's rebid (responder 16+, no
# fit): 33 together for 6NT, a quantitative 4NT with 15-16; responder accepts with 17+.
[1{a}-P-3{b}-P-3{a}-P-3N-P] where a in HS, b<a
6N hcp=17+ text="17+ opposite the jump shift's 3NT (16+): 33 together, slam" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit or a fit) opposite an opening is in the slam zone; 33 points for 6NT, with 31-32 invite with a quantitative 4NT" test=AKJ762-AQ9-J6-K5|AQ9-AKJ762-J6-K5
4N hcp=15-16 text="quantitative: 15-16 opposite the jump shift's 3NT (16+: 31-32 together), invites 6NT" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit or a fit) opposite an opening is in the slam zone; 33 points for 6NT, with 31-32 invite with a quantitative 4NT" test=AQ8762-AK9-J6-Q5|AK9-AQ8762-J6-Q5
P test=AT8762-AT9-J6-K5

[1{a}-P-3{b}-P-3{a}-P-3N-P-4N-P] where a in HS, b<a complete
6N hcp=17+ text="more than a minimum jump shift (17+): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K2-KQ3-AKJ52-Q32
P text="a minimum (16): declines" test=K2-Q32-AKJ52-Q32

[1H-P-3{b}-P-3S-P-3N-P] where b in CD
6N hcp=17+ text="17+ opposite the jump shift's 3NT (16+): 33 together, slam" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit or a fit) opposite an opening is in the slam zone; 33 points for 6NT, with 31-32 invite with a quantitative 4NT" test=AK82-KQJ95-A4-J3
4N hcp=15-16 text="quantitative: 15-16 opposite the jump shift's 3NT (16+: 31-32 together), invites 6NT" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit or a fit) opposite an opening is in the slam zone; 33 points for 6NT, with 31-32 invite with a quantitative 4NT" test=AK82-KQ952-A4-43
P test=AK82-QJ952-Q4-J3

[1H-P-3{b}-P-3S-P-3N-P-4N-P] where b in CD complete
6N hcp=17+ text="more than a minimum jump shift (17+): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K2-KQ3-AKJ52-Q32
P text="a minimum (16): declines" test=K2-Q32-AKJ52-Q32

[1S-P-3{b}-P-3{c}-P-3N-P] where b<c, c in DH
6N hcp=17+ text="17+ opposite the jump shift's 3NT (16+): 33 together, slam" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit or a fit) opposite an opening is in the slam zone; 33 points for 6NT, with 31-32 invite with a quantitative 4NT" test=KQJ95-AK82-A4-J3|KQJ95-A4-AK82-J3
4N hcp=15-16 text="quantitative: 15-16 opposite the jump shift's 3NT (16+: 31-32 together), invites 6NT" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit or a fit) opposite an opening is in the slam zone; 33 points for 6NT, with 31-32 invite with a quantitative 4NT" test=KQ952-AK82-A4-43|KQ952-A4-AK82-43
P test=QJ952-AK82-Q4-J3|QJ952-Q4-AK82-J3

[1S-P-3{b}-P-3{c}-P-3N-P-4N-P] where b<c, c in DH complete
6N hcp=17+ text="more than a minimum jump shift (17+): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K2-KQ3-AKJ52-Q32
P text="a minimum (16): declines" test=K2-Q32-AKJ52-Q32

[1H-P-3C-P-3D-P-3N-P]
6N hcp=17+ text="17+ opposite the jump shift's 3NT (16+): 33 together, slam" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit or a fit) opposite an opening is in the slam zone; 33 points for 6NT, with 31-32 invite with a quantitative 4NT" test=J3-KQJ95-AK82-A4
4N hcp=15-16 text="quantitative: 15-16 opposite the jump shift's 3NT (16+: 31-32 together), invites 6NT" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit or a fit) opposite an opening is in the slam zone; 33 points for 6NT, with 31-32 invite with a quantitative 4NT" test=43-KQ952-AK82-A4
P test=J3-QJ952-AK82-Q4

[1H-P-3C-P-3D-P-3N-P-4N-P] complete
6N hcp=17+ text="more than a minimum jump shift (17+): accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K2-KQ3-AKJ52-Q32
P text="a minimum (16): declines" test=K2-Q32-AKJ52-Q32


# Responder's raise to four of the minor (a fit and a minimum two-over-one, 10-12) after
# opener's raise: opener bids game with more than a minimum, and asks for aces with slam
# values (17+ opposite 10-12 and a nine-card fit), holding the aces a five-level sign-off
# needs (two with clubs, one with diamonds) and no void.
[1{a}-P-2C-P-3C-P-4C-P] where a in DHS
4N@10 "Blackwood" hcp=21+ custom=2:A1 S=1+ H=1+ D=1+ asks=A text="21+ opposite a two-over-one with a club fit (10-12): 31+ together, asks for aces"
   ref="standard teaching: 33 points together make a slam (31 with a nine-card fit and shape); opposite 10-12 that takes 21+ with a flat hand, 19+ with a singleton; Blackwood checks the aces" test=AKJ52-A3-K2-KQJ2
4N@10 "Blackwood" hcp=19+ custom=2:A1 S=1+ H=1+ D=1+ shape=singleton-or-void asks=A text="19+ and a singleton opposite a two-over-one with a club fit (10-12): asks for aces"
   ref="standard teaching: 33 points together make a slam (31 with a nine-card fit and shape); opposite 10-12 that takes 21+ with a flat hand, 19+ with a singleton; Blackwood checks the aces" test=AKJ52-A-K32-KJ32

[1D-P-2C-P-3C-P-4C-P]
5C hcp=15+ text="well above a minimum opposite 10-12 and a club fit: game"
   ref="standard teaching: an invitation is accepted with more than a minimum" test=K2-Q3-AKJ52-QJ32

[1{a}-P-2C-P-3C-P-4C-P] where a in HS complete
5C hcp=14+ text="more than a minimum opposite 10-12 and a club fit: game"
   ref="standard teaching: an invitation is accepted with more than a minimum" test=AKJ52-Q3-K2-QJ32

[1{a}-P-2D-P-3D-P-4D-P] where a in HS
[1H-P-2D-P-3D-P-4D-P] complete
5D hcp=17+ custom=1:A1 S=x,1+ H=1+ C=x,1+ X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32

[1S-P-2D-P-3D-P-4D-P] complete
5D hcp=17+ custom=1:A1 S=1+ H=x,1+ C=x,1+ X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ

[1{a}-P-2D-P-3D-P-4D-P] where a in HS complete
4N@20 "Blackwood" hcp=17+ custom=1:A1 S=1+ H=1+ C=1+ asks=A text="17+ opposite a two-over-one with a diamond fit: asks for aces"
   ref="standard teaching: 33 points together make a slam (a nine-card fit and shape need fewer); Blackwood checks the aces" test=AKJ52-K3-KJ32-K2
5D hcp=14+ text="more than a minimum opposite 10-12 and a diamond fit: game"
   ref="standard teaching: an invitation is accepted with more than a minimum" test=AKJ52-Q3-KJ32-Q2

[1{a}-P-2{b}-P-3{b}-P-4{b}-P] where a in HS, b<a complete
P text="a minimum: content below game" test=KT943-AK73-Q543-

[1{a}-P-2{b}-P-2{c}-P-4{b}-P] where a in HS, b<a, c>b, c!=a
P test=QJ732-J-QT864-A4

[1{a}-P-1{b}-P-1{c}-P-3{c}-P-4{c}-P] where a<b, b<c
P test=764-J942-AK864-2

[1{a}-P-1{b}-P-2N-P-3{b}-P-4{b}-P] where a<b, b in HS
4N@{b}0 "Blackwood" hcp=14+ asks=A text="14+ opposite opener's 18-19 and three-card support: 32+ together with an eight-card fit, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with an eight-card fit; opener's 2NT rebid shows 18-19 balanced with two or three cards in responder's major; a 4NT bid directly over 2NT would be quantitative, so responder sets the suit first with a forcing three of his major and asks for aces once the fit is shown" test=KQ985-A4-K32-K84|A4-KQ985-K32-K84
4N@{b}0 "Blackwood" hcp=12+ {b}=6+ asks=A text="six {b} and 12+ opposite opener's 18-19 and three-card support: a nine-card fit and 30+ together, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with an eight-card fit; opener's 2NT rebid shows 18-19 balanced with two or three cards in responder's major; a 4NT bid directly over 2NT would be quantitative, so responder sets the suit first with a forcing three of his major and asks for aces once the fit is shown" test=KQJ874-A5-Q32-84|A5-KQJ874-Q32-84
P test=JT984-K-6543-QJ7

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{c}-P-3N-P] where c<a, a<b, c<d, d!=a, d!=b
P test=K5-JT765-5-AQ952

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-3{a}-P-3N-P] where a<b, b<c, d!=a, d!=b, d!=c
P test=AK4-Q5-KQ8432-J6

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-3{a}-P] where a<b, b<c, d!=a, d!=b, d!=c, a in D complete
3N text="to play" test=AK4-Q5-KQ8432-J6

[1{a}-P-1H-P-1S-P-2{d}-P-3H-P] where a in CD, d in CD, d!=a complete
4H H=5+ text="five-card suit" test=AK4-QJ543-K84-J6
3N text="to play" test=AK4-Q5-KQ8-J6432

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-2{b}-P] where a<b, b<c, d<b complete
4N@{b}0 "Blackwood" hcp=18+ {b}=5+ text="18+, five {b} opposite opener's three-card support after fourth suit forcing (an eight-card fit, 31+ together): asks for aces" ref="standard teaching: after fourth suit forcing, responder with 18+ opposite an opening (31+ together) looks for slam rather than sign off in game; with an eight-card fit, Blackwood checks the aces" test=AQ3-K3-AKJ42-Q32|AQ3-AKJ42-K3-Q32|AKJ42-AQ3-K3-Q32
4N@{b}0 "Blackwood" hcp=16+ {b}=5+ custom=2+:A1 shape=singleton-or-void asks=A text="16+, five {b}, a singleton or void and two aces opposite opener's three-card support after fourth suit forcing: asks for aces" ref="standard teaching (dummy points, Blackwood): with a fit agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; responder's 16+ HCP, five trumps (an eight-card fit) and a singleton or void (two or three points more) opposite opener's 12+ with three-card support; Blackwood checks the aces (two of his own)" test=A84-3-AKJ72-KQ97|3-AKJ72-A84-KQ97
6N hcp=21+ {b}=4 text="21+ and only four {b} opposite opener's three-card support after fourth suit forcing: no eight-card fit, 33+ together opposite an opening, slam in notrump" ref="standard teaching: 33 points for 6NT; with a seven-card fit the slam is played in notrump" test=AQ4-KQJ9-KQ82-A3
4N hcp=19-20 {b}=4 text="quantitative: 19-20 and only four {b} opposite opener's three-card support after fourth suit forcing (31-32+ together, no eight-card fit), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a game bid has an upper limit" test=AQ4-KQJ9-KJ82-A3
4{b} text="game" test=AK4-Q5-KQ8432-J6

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-2{b}-P-4N-P] where a<b, b<c, d<b complete
6N hcp=14+ text="accepts the quantitative invitation: 14+ (33+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ84-Q75-KQJ4-Q3
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="declines: a minimum (12-13)" ref="standard teaching: decline a quantitative invitation with a minimum" test=KJ84-Q75-KJ943-2

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-3{c}-P] where a<b, b<c, d!=a, d!=b, d!=c complete
4{c} {c}=3+ text="support" test=AK4-Q54-KQ84-J64
3N text="to play" test=AK-Q5-KQ843-J643

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{d}-P] where c<a, a<b, c<d, d!=a, d!=b complete
3N text="to play" test=T9872-874-T5-984

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{b}-P] where c<a, a<b, c<d, d!=a, d!=b complete
4N@{b}0 "Blackwood" hcp=18+ {b}=5+ text="18+, five {b} opposite opener's three-card support after fourth suit forcing (an eight-card fit, 31+ together): asks for aces" ref="standard teaching: after fourth suit forcing, responder with 18+ opposite an opening (31+ together) looks for slam rather than sign off in game; with an eight-card fit, Blackwood checks the aces" test=AQ3-AKJ42-K3-Q32|AKJ42-AQ3-K3-Q32
4N@{b}0 "Blackwood" hcp=16+ {b}=5+ custom=2+:A1 shape=singleton-or-void asks=A text="16+, five {b}, a singleton or void and two aces opposite opener's three-card support after fourth suit forcing: asks for aces" ref="standard teaching (dummy points, Blackwood): with a fit agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; responder's 16+ HCP and a singleton or void (two or three points more) opposite opener's 12+ with an eight-card fit; Blackwood checks the aces (two of his own)" test=A84-AKJ72-KQ97-3|AKJ72-A84-KQ97-3
4{b} text="game" test=62-T7653-75-T763

# ---- opener after responder's new suit following his minimum rebid (forcing) ----
[1{a}-P-1{b}-P-2{a}-P-2{c}-P] where a<b, c>a, c!=b complete
3{c} {c}=4+ text="4+ support" test=KQ32-KJ32-Q432-A
3{a} text="nothing more to show" test=A6-742-T6-AKJ975

[1C-P-1D-P-1H-P-1S-P-2C-P]
3S hcp=12+ S=5+ asks=G text="five+ spades (longer diamonds) and game values: forcing to game; opener raises with three spades, else bids 3NT"
   ref="standard teaching: responder with game values who has bid his five-card major naturally rebids it with a jump over opener's minimum rebid, forcing: opener raises with three-card support, else bids 3NT" test=KQ983-4-AKJ874-5
3N hcp=12+ S=4 text="four spades and game values, no spade fit (opener's six clubs and four hearts deny four spades): 3NT"
   ref="standard teaching: responder's 1S after 1C-1D-1H is forcing for one round only; with game values he bids game himself once no fit is found: opener's minimum rebid denied four spades, and notrump is the game (opener holds the hearts)" test=AQJ8-72-KQ73-843
P test=Q732-KT2-K9732-J

[1{a}-P-1{b}-P-4{a}-P] where a<b, a in HS complete
4N@{a}0 "Blackwood" hcp=13+ {a}=2+ text="13+ opposite 19+ and a six-card suit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AQ32-K2-KJ32-Q32
4N@{a}0 "Blackwood" hcp=10+ losers=5 {a}=2+ text="10+ HCP and five losers or fewer opposite opener's jump to game in his six-card major (19+, about four or five losers) with a fit: slam values, asks for aces" ref="standard teaching (losing trick count): opener's jump to game in his own major shows about four or five losers; five or fewer opposite it leave thirteen tricks by the count, so responder looks for slam; Blackwood checks the aces" test=AK876-32-A87654-
P text="no slam" test=Q832-92-J732-K32

[1{a}-P-1{b}-P-2{a}-P-4{a}-P] where a<b, a in HS
P test=J9-KJT972-6-AKJ7

[1D-P-2C-P-2D-P-4N-P] complete
6N hcp=14+ text="accepts the quantitative invitation: 14+ (33+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=A3-K52-AQJ832-32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="declines: a minimum" test=83-K52-KJ9832-A2

[1C-P-1D-P-2D-P-4N-P] complete
6N hcp=14+ text="accepts the quantitative invitation: 14+ (33+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=A3-K52-KJ32-AQ32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="declines: a minimum" test=83-K52-KJ32-AQ32

[1C-P-1D-P-2D-P-2N-P]
3N hcp=14+ text="accepts" test=98-AK-K763-KJ852
P test=98-QJ-K763-K9852

[1C-P-1D-P-2D-P-3D-P]
3N hcp=14+ S=:1stop H=:1stop text="accepts: 14+ and both majors stopped" ref="standard teaching: an invitation is accepted with more than a minimum; 3NT promises the unbid suits stopped" test=K8-AJ4-K763-KJ85
5D hcp=12+ dist=T15+ D=4+ shape=unbalanced text="accepts: 15+ total points (12+ HCP) and shortness, no stoppers for 3NT: game in diamonds" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=2-863-AKJ8-KQJ32
P test=98-QJ-K763-K9852

[1{a}-P-2{a}-P-2N-P-3{a}-P] where a in CD
P test=KT87-J63-AK43-AK

[1{a}-P-2{a}-P-2N-P-3N-P] where a in CD
P test=KT87-J63-AK43-AK

[1{a}-P-2{a}-P-2{c}-P-3{a}-P] where a in CD, c>a
5{a} hcp=17+ dist=T19+ {a}=5+ text="19+ total points (17+ HCP) opposite a minimum raise: game in the minor" ref="standard teaching: opener with game values opposite a minimum raise bids game (five of the minor without stoppers for 3NT)" test=AK-2-KJ942-AQ942
P test=AQT3-K4-QJ942-98

[1D-P-2D-P-3C-P-3D-P]
P test=AKT3-AQ4-QJ942-K

[1{a}-P-2{a}-P-2{c}-P-3N-P] where a in CD, c>a
P test=KQ65-K6-AKQT9-98

[1{a}-P-2{b}-P-3{a}-P-3N-P] where a<b
6N hcp=14+ text="14+ opposite a jump shift (19+): slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points)" test=AQ2-KJ5-K983-AQ4
P test=Q-K54-KQJ98763-Q

[1{a}-P-2{b}-P-2N-P-3N-P] where a<b
6N hcp=14+ text="14+ opposite a jump shift (19+): slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points)" test=AQ2-KJ5-K983-AQ4
P test=5-AK5-J983-KQ764

[1{a}-P-2N-P-6N-P] where a in CD
P test=Q85-AQ8-JT76-KJ9

[1{a}-P-1{b}-P-1N-P-4{a}-P] where a<b, a in HS
P test=T42-KJT93-KJ-AQ5

[1{a}-P-1{b}-P-2S-P-4S-P] where a<b, b in DH
4N@40 "Blackwood" hcp=20+ H=1+ D=1+ C=1+ text="a jump shift with 20+ raised to game: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AKQ3-A2-KQJ4-K32
4N@40 "Blackwood" hcp=19+ losers=4 H=1+ D=1+ C=1+ text="a jump shift with four losers or fewer raised to game (10+ HCP, four spades): asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the shape counted make a slam; losing trick count: four losers opposite the raise's eight leave twelve tricks; Blackwood checks the aces" test=AKQ73-A2-2-KQJ32
P test=AK53-KT2-AJ874-A

[1{a}-P-1N-P-2{a}-P-3{a}-P-4{a}-P] where a in HS
P test=75-Q82-AKT987-32

# ---- opener after responder's game-forcing new suit following 1NT ----
[1{a}-P-1D-P-1N-P-2{c}-P] where a in C, c in HS complete
3N text="to play" test=KJ2-Q32-A2-K8643

[1{a}-P-1H-P-1N-P-2S-P] where a in CD complete
3H H=3+ text="three-card support" test=Q4-QJT-AQT6-QT64
3N text="to play" test=Q4-QJ-AQT6-QT643

[1{a}-P-1{b}-P-1N-P-3{c}-P] where a<b, c<b, c!=a complete
3{b} {b}=3+ text="three-card support" test=QT4-K84-AQ98-A86
3N text="to play" test=Q4-K8-AQ98-A8654

[1{a}-P-1{b}-P-1N-P-3{c}-P] where a<b, c>b complete
3N text="to play" test=Q4-K84-AQ98-A865

# ---- opener after an invitation following his new suit ----
[1{a}-P-1{b}-P-1{c}-P-3{a}-P] where a<b, b<c
3N hcp=14+ text="accepts" test=A42-AQ85-J6-AK98
3N hcp=12+ dist=T14+ stopped=2 text="accepts: 14+ total points, the unbid suit stopped" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=A42-Q985-A6-QJ98
P test=Q42-QJ85-J6-AK98

# ---- after a two-over-one: opener after responder's new suit ----
# Opener bids 3NT over responder's new suit with the fourth suit stopped (and his own suit:
# stopped= counts both); else a three-card raise of responder's hearts, or a six-card suit
# rebid; 3NT only as the last resort.
[1S-P-2{b}-P-2S-P-3H-P] where b in CD complete
4H H=3+ text="three-card heart support: game in the 4-4 or 5-3 fit" ref="standard teaching: raise partner's major with three-card support rather than bid 3NT with an unbid suit open" test=AQ743-K32-Q2-K32

[1S-P-2{b}-P-2S-P-3{c}-P] where b in CDH, c in CDH, c!=b complete
3S S=7+ text="seven spades: rebids them rather than 3NT" ref="standard teaching: with a seven-card major opener plays in the suit (responder's doubleton makes a fit); 3NT suits a balanced hand" test=AKJ7432-Q2-Q32-2
3S S=6+ {b}=0 text="six spades and a void in responder's first suit: rebids them rather than 3NT" ref="standard teaching: a void in partner's long suit is a warning against notrump (his suit cannot be reached or run)" test=KQJ743--AQ32-Q32|KQJ743-AQ32--Q32|KQJ743-Q2-AQ432-|KQJ743-Q2--AQ432
3N stopped=2 text="to play: the fourth suit (and his own) stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=AKJ43-K2-K32-K32
3S S=6+ text="six spades, the fourth suit unstopped: rebids them" ref="standard teaching: 3NT promises the unbid suits stopped; without them, rebid a six-card suit" test=AKJ743-Q2-Q32-32
3N text="to play: 3NT as the last resort" test=KQ843-Q2-Q32-Q32

[1H-P-2{b}-P-2H-P-3{c}-P] where b in CD, c in CD, c!=b complete
3H H=7+ text="seven hearts: rebids them rather than 3NT" ref="standard teaching: with a seven-card major opener plays in the suit (responder's doubleton makes a fit); 3NT suits a balanced hand" test=Q2-AKJ7432-Q32-2|Q2-AKJ7432-2-Q32
3H H=6+ {b}=0 text="six hearts and a void in responder's first suit: rebids them rather than 3NT" ref="standard teaching: a void in partner's long suit is a warning against notrump (his suit cannot be reached or run)" test=Q32-KQJ743--AQ32|Q32-KQJ743-AQ32-
3N stopped=2 text="to play: the fourth suit (and his own) stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K32-AKJ43-K32-K2
3H H=6+ text="six hearts, the fourth suit unstopped: rebids them" ref="standard teaching: 3NT promises the unbid suits stopped; without them, rebid a six-card suit" test=Q32-AKJ743-Q2-32
3N text="to play: 3NT as the last resort" test=Q32-KQ843-Q32-Q2

[1H-P-2{b}-P-2H-P-3S-P] where b in CD complete
4S S=4+ text="four-card spade support: game in the 4-4 fit" ref="standard teaching: raise partner's major with support rather than bid 3NT" test=KJ32-AQ743-Q2-32
3N stopped=2 text="to play: the fourth suit (and his own) stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K2-AKJ43-K32-K32
4H H=6+ text="six hearts, the fourth suit unstopped: game in his suit" ref="standard teaching: 3NT promises the unbid suits stopped; without them, rebid a six-card suit" test=Q2-AKJ743-Q32-32
3N text="to play: 3NT as the last resort" test=Q2-KQ843-Q32-Q32

# Responder after opener's six-card rebid over his new suit (game values shown): game in the
# major with any support (a seven-card fit or better), 3NT with a void.
[1S-P-2{b}-P-2S-P-3{c}-P-3S-P] where b in CDH, c in CDH, c!=b complete
4S S=1+ text="game in opener's six-card suit" ref="standard teaching: with game values and support for opener's six-card suit, game in his suit" test=Q7-KQ82-K74-AJ43
3N text="a void in opener's suit: 3NT" test=-KQ82-K743-AJ432

[1H-P-2{b}-P-2H-P-3{c}-P-3H-P] where b in CD, c in CD, c!=b complete
4H H=1+ text="game in opener's six-card suit" ref="standard teaching: with game values and support for opener's six-card suit, game in his suit" test=KQ82-Q7-K74-AJ43
3N text="a void in opener's suit: 3NT" test=KQ82--K743-AJ432

[1S-P-2{b}-P-2H-P-2N-P] where b in CD
3N hcp=14+ text="accepts" test=AKJ43-KQ84-2-Q63
3S S=6+ text="6+ spades, minimum" test=QJT432-KT84-2-Q6
P test=QJT43-KT84-2-Q63

[1S-P-2C-P-2D-P-2N-P]
3N hcp=14+ text="accepts" test=AQ986-T9-AK432-K
P test=KQ986-T9-Q6432-J

[1S-P-2C-P-2D-P-2S-P]
P test=AJT96-K-Q874-J97

[1H-P-2C-P-2D-P-2H-P]
3N hcp=16+ text="extra values" test=J94-AKJ96-AQ85-A
P test=J94-KJ976-AQ85-4

[1S-P-2D-P-2H-P-3D-P] complete
3N hcp=13+ C=:1stop text="to play: 13+, clubs stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=AKT82-AK32-96-K3
3S S=6+ text="six spades, no club stopper" ref="standard teaching: 3NT promises the unbid suits stopped; without them, rebid a six-card suit" test=AQT982-KQ32-96-3
P hcp=<13 text="a minimum: passes the invitational rebid" ref="standard teaching: a two-over-one bidder's rebid of his suit at the three level shows six cards and invites, not forcing; opener bids on with 13+ HCP and passes a minimum" test=AJ982-KQ32-Q6-32
3N text="to play: 3NT as the last resort" test=AKT82-AK32-96-Q3

[1D-P-2C-P-3D-P] complete
3N S=:1stop H=:1stop text="to play, both majors stopped" ref="standard teaching: 3NT promises the unbid suits stopped" test=K62-KJ3-Q8-AJ764
5D D=2+ text="support for opener's six-card suit and a major unstopped: game in diamonds" ref="standard teaching: 3NT promises the unbid suits stopped; without them, game in opener's six-card minor with support (a doubleton)" test=T62-K3-KJ8-AKJ76
3N text="to play: 3NT as the last resort" test=T762-K3-8-AKJ764

[1{a}-P-2{b}-P-2{c}-P] where a<b, c>b complete
3{c} {c}=4+ text="4+ support" test=KQ52-AK9753-Q2-A
6N hcp=21+ text="no fit, 21+ opposite an opening: 33+ together, small slam" ref="standard teaching: 33 points for 6NT; the jump shifter places the contract once no fit is found" test=K52-AK9-AJ752-AK
4N hcp=19-20 text="quantitative: no fit, 19-20 opposite an opening (31-32 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT (without a fit, 4NT is natural, not Blackwood)" test=K52-AK9-QJ752-AK
3N text="to play" test=K52-AK9-QJ752-KQ

# ---- after opener's reverse and fourth suit forcing ----
[1C-P-1S-P-2H-P-3D-P] complete
3S S=3+ text="three-card support (shown before a stopper)" ref="standard teaching: after fourth suit forcing opener shows three-card support for responder's major first, then a stopper in the fourth suit: an eight-card major fit plays better than 3NT, and responder, who knows his fifth card and the fourth suit, chooses" test=K53-AK86-2-AKQT7
3N D=:1stop text="diamonds stopped" test=5-AK86-K3-AKQT74
4C text="no stopper" test=5-AK86-JT-AKQT74

[1D-P-1S-P-2H-P-3C-P] complete
3S S=3+ text="three-card support (shown before a stopper)" ref="standard teaching: after fourth suit forcing opener shows three-card support for responder's major first, then a stopper in the fourth suit: an eight-card major fit plays better than 3NT, and responder, who knows his fifth card and the fourth suit, chooses" test=K53-AK86-AKQT7-2
3N C=:1stop text="clubs stopped" test=5-AK86-AKQT7-K32
4D text="no stopper" test=5-AK86-AKQT74-JT

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{a}-P-3N-P] where c<a, a<b, c<d, d!=a, d!=b
P test=T76-K-AK432-JT85

# Game forced (fourth suit forcing, a jump shift, a reverse and fourth suit) and a minor
# raised below game: bid the game, or ask for aces with slam values.
[1D-P-1{b}-P-2C-P-2{d}-P-3D-P-4D-P] where b in HS, d in HS, d!=b complete
4N@20 "Blackwood" hcp=15+ custom=1+:A1 asks=A text="extras (15+) and an ace opposite responder's forcing raise (a fit; slam interest or no stopper): asks for aces" ref="standard teaching: responder's raise of a minor below game after fourth suit forcing is a slam try; opener with extras (15+ opposite 16+: 31 together and a fit) checks the aces, with a minimum he signs off in five of the minor" test=A2-KQ-AKJ932-K32
5D text="game forced: five diamonds" ref="standard teaching: once forced to game, neither partner passes below game" test=A2-K2-KJ9632-Q32

[1D-P-3C-P-4C-P] complete
4N@10 "Blackwood" hcp=18+ custom=2:A1 text="a jump shift with 18+ and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=K2-A2-K32-AKQ932
4N@10 "Blackwood" hcp=16+ C=6+ custom=2+:A1 S=1+ H=1+ D=1+ text="16+ with six clubs, two aces and no void opposite opener's raise of the jump shift (a ten-card fit): asks for aces" ref="standard teaching: opposite opener's raise of a jump shift the partnership holds a fit in a game-forced auction; the jump shifter (16+) with a six-card suit opposite the raise has a nine-card fit or better, 28+ HCP together and the fit's shape counted 31+: he looks for slam, and with two aces of his own and no void Blackwood checks the aces (Blackwood is not used with a void) (five of the minor stays a safe sign-off)" test=A4-KJ7-Q2-AQJ952
5C text="game forced: five clubs" ref="standard teaching: once forced to game, neither partner passes below game" test=K2-Q2-K32-AKQ932

# Opener's jump shift (19+) raised to four of the minor (10+ HCP, four trumps): a nine-card
# fit and 29+ HCP together. Four losers opposite the raise's seven or eight make twelve
# tricks: opener checks the aces (two of his own with clubs as trumps, one with diamonds, so
# that five of the minor stays a safe sign-off); else game.
[1{a}-P-1{b}-P-3C-P-4C-P] where a<b, a in DH complete
4N@10 "Blackwood" hcp=19+ losers=4 custom=2:A1 text="a jump shift with four losers or fewer opposite the raise (29+ together, a nine-card fit): asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the shape counted make a slam; losing trick count: four losers opposite the raise's eight leave twelve tricks; Blackwood checks the aces" test=A2-AKJ32-2-AKQ32
5C text="game forced: five clubs" ref="standard teaching: once forced to game, neither partner passes below game" test=A2-AKJ32-A2-KQ32

[1H-P-1S-P-3D-P-4D-P] complete
4N@20 "Blackwood" hcp=19+ losers=4 custom=1:A1 text="a jump shift with four losers or fewer opposite the raise (29+ together, a nine-card fit): asks for aces" ref="standard teaching: once a fit is agreed in a game-forcing auction, 31-33 points together with the shape counted make a slam; losing trick count: four losers opposite the raise's eight leave twelve tricks; Blackwood checks the aces" test=2-AKJ32-AKQJ2-K2
5D text="game forced: five diamonds" ref="standard teaching: once forced to game, neither partner passes below game" test=A2-AKJ32-KQ32-Q2

[1D-P-1S-P-2H-P-3C-P-4D-P] complete
4S S=5+ D=<3 text="game forced: five spades, no diamond fit" ref="standard teaching: once forced to game, neither partner passes below game" test=KQJ32-Q2-2-K8432
5D text="game forced: five diamonds" ref="standard teaching: once forced to game, neither partner passes below game" test=KQ32-Q2-K2-K8432

[1C-P-1S-P-2H-P-3D-P-4C-P] complete
4S S=5+ C=<3 text="game forced: five spades, no club fit" ref="standard teaching: once forced to game, neither partner passes below game" test=KQJ32-Q2-K8432-2
5C text="game forced: five clubs" ref="standard teaching: once forced to game, neither partner passes below game" test=KQ32-Q2-K8432-K2

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{a}-P-4{a}-P] where c<a, a<b, c<d, d!=a, d!=b, a in H
P test=T76-K-AK432-JT85

# ---- more later-round coverage ----
[1C-P-1H-P-2D-P-3D-P] complete
3H H=3 text="three-card support" test=2-K75-AK72-AQJ76
3N S=:1stop text="spades stopped" test=K2-Q5-KQ74-AKT84
3N text="to play" test=2-Q5-KQ74-AKQT84

[1C-P-1S-P-2D-P-3D-P] complete
3S S=3 text="three-card support" test=K75-2-AK72-AQJ76
3N H=:1stop text="hearts stopped" test=Q5-K2-KQ74-AKT84
3N text="to play" test=K-Q5-KQ74-AKQT84

[1{a}-P-1{b}-P-2{c}-P-4{a}-P] where c<a, a<b, a in HS
P test=AT-Q9764-AJ84-AQ

[1{a}-P-1{b}-P-2{c}-P-4{c}-P] where c>a, c<b, c in HS
P test=AJ3-A975-8-AKT93

[1{a}-P-1{b}-P-2{c}-P-3N-P] where a<b, c!=a, c!=b
P test=K86-9-KT976-AQT6

[1{a}-P-1{b}-P-1{c}-P-2{c}-P-4{c}-P] where a<b, b<c
P test=AKJ3-2-Q43-KJ973

[1{a}-P-1{b}-P-2{a}-P-2{c}-P-3{a}-P] where a<b, c>a, c!=b complete
6N hcp=21+ text="21+ opposite an opening that has rebid its suit twice (a minimum): 33 together, slam" ref="standard teaching: 33 points for 6NT" test=AQ4-AJ76-AK65-KQ
4N hcp=18-20 text="quantitative: 18-20 opposite a minimum that has rebid its suit twice (30-35 together), invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AQ4-AJ76-KQ65-K7
3N text="to play" test=Q842-AK53-A76-73

[1{a}-P-1{b}-P-2{a}-P-2{c}-P-3{a}-P-4N-P] where a<b, c>a, c!=b complete
6N hcp=14+ text="accepts the quantitative invitation: 14+ (32+ together and a long suit)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K2-Q2-K3-AQJ9432
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="declines: a minimum" test=K2-Q2-Q3-AJ98432

[1{a}-P-1{b}-P-2{a}-P-2{c}-P-3{c}-P] where a<b, c>a, c!=b, c in HS complete
4{c} text="game" test=Q842-AK53-A76-73

[1D-P-1H-P-1S-P-2C-P-2D-P] complete
4N@20 "Blackwood" hcp=18+ D=4+ custom=2+:A1 text="18+, four diamonds opposite opener's diamond rebid after fourth suit forcing (an eight-card fit, 31+ together) and two aces: asks for aces" ref="standard teaching: after fourth suit forcing, responder with 18+ opposite an opening (31+ together) looks for slam rather than sign off in game; with an eight-card fit, Blackwood checks the aces (two of his own keep five of the minor safe)" test=A3-AQJ4-KQ32-K32
6N hcp=21+ text="slam: 21+ opposite opener's minimum diamond rebid after fourth suit forcing (12+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=AK3-AKQ4-Q32-KQ3
4N hcp=19-20 C=:1stop text="quantitative: 19-20 and clubs stopped opposite opener's minimum diamond rebid after fourth suit forcing: invites 6NT" ref="standard teaching: a 4NT bid over a minimum rebid is quantitative (invites 6NT with a maximum); 33 points together make a small slam" test=KJ3-AKQ4-Q3-KQ32
2H H=5+ text="5+ hearts" test=A87-AQT98--AT764
3N C=:hstop D=<4 text="to play: clubs stopped" ref="standard teaching: after fourth suit forcing, 3NT needs a stopper in the fourth suit from one hand or the other; without one, play game in the fit" test=82-KQJ3-Q82-AJ32
3D D=3+ text="diamond support" test=A87-AQT9-K76-T64
3N text="to play" test=A87-AQT9-76-8654


[1{a}-P-3{a}-P-5{a}-P] where a in CD
P test=A4-953-KT42-AT82

[1{a}-P-3{a}-P-3N-P] where a in CD
P test=873-KT3-K6-AJT97

[1{a}-P-4{a}-P] where a in CD complete
4N@{a}0 "Blackwood" hcp=17+ text="Blackwood" test=AQ3-AK85-KJ-KT96
5{a} text="game" test=43-Q85-QT9875-AK

[1{a}-P-4{a}-P-5{a}-P] where a in CD
P test=T82-732-95-T8753

[1{a}-P-1{b}-P-3{b}-P-3N-P] where a<b
P test=K3-J9-AQ72-AKT85

# Responder's raise of opener's second suit is invitational: opener bids 3NT with more than a
# minimum and the unbid suit stopped, 5D with five diamonds and extras or with 16+ and the
# unbid suit unstopped, else passes.
[1S-P-2C-P-2D-P-3D-P] complete
3N hcp=14+ H=:1stop text="more than a minimum, hearts stopped" ref="standard teaching: 3NT promises the unbid suits stopped; responder's raise of opener's second suit is invitational: opener accepts with more than a minimum" test=AQT54-A8-K643-J4
3N hcp=12+ dist=T14+ H=:1stop text="14+ total points, hearts stopped" ref="standard teaching: 3NT promises the unbid suits stopped; responder's raise of opener's second suit is invitational: opener accepts with more than a minimum" test=AJ854-A8-K643-J4
5D hcp=14+ D=5+ text="more than a minimum, five diamonds, hearts unstopped: game in diamonds" ref="standard teaching: 3NT promises the unbid suits stopped; responder's raise of opener's second suit is invitational: opener accepts with more than a minimum" test=AKJ85-8-KQ643-J4
5D hcp=16+ text="16+ with hearts unstopped: game in the diamond fit rather than 3NT" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper, play game in the known fit (responder's raise shows four diamonds)" test=AKJ85-86-KQ64-A4
P text="a minimum: declines" ref="standard teaching: 3NT promises the unbid suits stopped; responder's raise of opener's second suit is invitational: opener accepts with more than a minimum" test=QT854-Q8-A643-K4

[1H-P-2C-P-2D-P-3D-P] complete
3N hcp=14+ S=:1stop text="more than a minimum, spades stopped" ref="standard teaching: 3NT promises the unbid suits stopped; responder's raise of opener's second suit is invitational: opener accepts with more than a minimum" test=A8-AQT54-K643-J4
3N hcp=12+ dist=T14+ S=:1stop text="14+ total points, spades stopped" ref="standard teaching: 3NT promises the unbid suits stopped; responder's raise of opener's second suit is invitational: opener accepts with more than a minimum" test=A8-AJ854-K643-J4
5D hcp=14+ D=5+ text="more than a minimum, five diamonds, spades unstopped: game in diamonds" ref="standard teaching: 3NT promises the unbid suits stopped; responder's raise of opener's second suit is invitational: opener accepts with more than a minimum" test=8-AKJ85-KQ643-J4
5D hcp=16+ text="16+ with spades unstopped: game in the diamond fit rather than 3NT" ref="standard teaching: 3NT promises the unbid suits stopped; without a stopper, play game in the known fit (responder's raise shows four diamonds)" test=86-AKJ85-KQ64-A4
P text="a minimum: declines" ref="standard teaching: 3NT promises the unbid suits stopped; responder's raise of opener's second suit is invitational: opener accepts with more than a minimum" test=Q8-QT854-A643-K4


[1{a}-P-1{b}-P-2{c}-P-3{c}-P-3N-P] where c<a, a<b
P test=AT-A8542-K643-J4

[1{a}-P-1{b}-P-2{c}-P-3{a}-P-3N-P] where c<a, a<b
P test=QJ874-KJ-A763-T8

[1{a}-P-1{b}-P-2{c}-P-3{c}-P-4{c}-P] where c<a, a<b
P test=AT-A8542-K643-J4

[1{a}-P-1{b}-P-2{c}-P-3{b}-P-4{b}-P] where c<a, a<b, b in HS
P test=852-T92-75-J8742

[1{a}-P-2{b}-P-2{a}-P-3{c}-P-3N-P] where a in HS, b<a, c!=a, c!=b
P test=2-KJ73-AKT972-Q6

[1{a}-P-1{b}-P-2{c}-P-2{b}-P-3{b}-P] where a<c, c<b, a in CD complete
4{b} text="game" test=QT942-Q653-A2-64

[1D-P-3C-P-3{c}-P] where c in HS complete
4{c} {c}=4+ text="support" test=KQ32-KJ82--AKJ95
6N hcp=21+ text="no fit, 21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=K6-AQ8-AQ9-AKJ95
4N hcp=19-20 text="quantitative: no fit, 19-20 opposite an opening, invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=K6-AQ8-KT9-AKJ95
3N text="to play" test=K6-Q8-KT9-AKJ953

[1D-P-3C-P-3{c}-P-4N-P] where c in HS complete
6N hcp=14+ text="accepts the quantitative invitation: 14+ (33+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ32-KQ82-QJ95-2
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="declines: a minimum" test=KJ32-K982-QJ95-2

[1H-P-3C-P-3D-P] complete
4N@30 "Blackwood" hcp=21+ H=2+ S=1+ D=1+ C=1+ text="support for opener's major and 21+ after a jump shift: opposite an opening (12+) 33 together, asks for aces" ref="standard teaching: 33 points together make a slam; a jump shift opposite an opening is in the slam zone, and with a fit Blackwood checks the aces (not with a void)" test=K4-AT-AQJ952-AKJ
4N@30 "Blackwood" hcp=20 H=3+ S=1+ D=1+ C=1+ text="three-card support for opener's major and 20 after a jump shift: opposite an opening (12+) 32+ together with an eight-card fit, asks for aces" ref="standard teaching: a jump shift opposite an opening is in the slam zone; once a fit is agreed, 31-33 points together make a slam likely, and Blackwood checks the aces (not with a void); a game bid has an upper limit" test=KQ3-AT4-AQJ95-KJ
4H H=2+ text="support" test=K4-KT-AQJ952-KJ7
3N text="to play" test=K4-K-KQJ952-KJ72

# After 1H-3m-3S (opener's four spades): game in the spade fit, else notrump by values.
[1H-P-3{b}-P-3S-P] where b in CD complete
6N hcp=21+ text="21+ after a jump shift: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=A4-AK8-K3-AKQJ52
4S S=4+ text="four-card spade support: game" ref="standard teaching: with a major fit, game in the major" test=KJ84-K4-A3-AKJ52
4N hcp=19-20 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=A4-AK8-K3-KQJ952
3N text="to play" test=K4-K8-K3-KQJ9532

[1H-P-3{b}-P-3S-P-4N-P] where b in CD complete
6N hcp=14+ text="more than a minimum: accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ52-KQ532-K2-32
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="a minimum: declines" test=KJ52-KJ532-Q2-32

[1S-P-3{b}-P-3{c}-P] where b<c, c in DH complete
4N@40 "Blackwood" hcp=21+ S=2+ H=1+ D=1+ C=1+ text="support for opener's major and 21+ after a jump shift: opposite an opening (12+) 33 together, asks for aces" ref="standard teaching: 33 points together make a slam; a jump shift opposite an opening is in the slam zone, and with a fit Blackwood checks the aces (not with a void)" test=AT-K4-AQJ952-AKJ
4N@40 "Blackwood" hcp=20 S=3+ H=1+ D=1+ C=1+ text="three-card support for opener's major and 20 after a jump shift: opposite an opening (12+) 32+ together with an eight-card fit, asks for aces" ref="standard teaching: a jump shift opposite an opening is in the slam zone; once a fit is agreed, 31-33 points together make a slam likely, and Blackwood checks the aces (not with a void); a game bid has an upper limit" test=AT4-KQ3-AQJ95-KJ
4S S=2+ text="support" test=K4-KT-KQJ952-KJ7
6N hcp=21+ {c}=<4 text="no fit, 21+ after a jump shift: 33 together opposite an opening, slam" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+): 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=A-KQ3-AQ3-AKJ952
4N hcp=19-20 {c}=<4 text="no fit, 19-20 after a jump shift: quantitative, invites 6NT" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+): 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=A-K43-AQ3-KQJ952
3N text="to play" test=K-K4-KQJ952-KJ72

# Opener after responder's jump shift and his raise of opener's major to game (1M-3x-3y-4M):
# the jump shift showed 16+ (19+, or 16-18 with a fit), so with 15+ opener knows 31+ together
# with an eight-card fit and asks for aces (not with a void).
[1S-P-3{b}-P-3{c}-P-4S-P] where b<c, c in DH
4N@40 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="15+ opposite a jump shift (16+) with support: 31+ together and a fit, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit; a jump shift opposite an opening is in the slam zone, and with a fit Blackwood checks the aces (not with a void)" test=AKJ52-K3-AQJ5-Q3
[1H-P-3C-P-3D-P-4H-P] complete
4N@30 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="15+ opposite a jump shift (16+) with support: 31+ together and a fit, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit; a jump shift opposite an opening is in the slam zone, and with a fit Blackwood checks the aces (not with a void)" test=K3-AKJ52-AQJ5-Q3
P text="no slam: fewer than 15" test=K3-AJ952-QJ54-32

[1D-P-2C-P-2D-P-3D-P]
3N hcp=14+ text="accepts" test=A2-K5-AKJ874-632
3N hcp=12+ dist=T14+ S=:1stop H=:1stop text="accepts: 14+ total points, the majors stopped" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=A2-K54-KQJ874-32
5D hcp=12+ dist=T15+ D=6+ text="accepts: 15+ total points (12+ HCP), a nine-card fit, no stoppers for 3NT: game in diamonds" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution" test=2-Q54-AQJ8743-K3
3N hcp=12+ dist=T14+ stopped=1.5 text="accepts: 14+ total points, one major stopped and the other half stopped (partner's 11-12 covers the rest)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=A-QT6-KJ987-Q432
5D hcp=12+ dist=T15+ D=5+ shape=unbalanced text="accepts: 15+ total points (12+ HCP) and shortness, no stoppers for 3NT: game in diamonds" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=2-863-AKJ87-KQ32
P test=Q2-65-AKJ874-632

[1D-P-2C-P-2D-P-3C-P]
3N hcp=15+ text="accepts" test=A64-K7-AQ9754-K7
3N hcp=13+ dist=T15+ C=2+ S=:1stop H=:1stop text="accepts: 15+ total points (13+ HCP), a club fit and the majors stopped" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution" test=A6-K7-KQ9754-J74
P test=A64-87-Q97542-AK

[1{a}-P-2{b}-P-3{c}-P-4{a}-P] where a in HS, b<a, c<b
# Opener who showed 15+ has 18+ with first-round control of his second suit: 18 opposite a
# two-over-one (10+) with a fit is near 33, so he makes a slam try below six (a cue bid of
# the ace of his second suit); partner bids the slam with more than a minimum.
5{c} hcp=18+ {c}=:A text="slam try: 18+ and the ace of the second suit" ref="standard teaching: with slam interest and a fit, cue-bid an ace above game; partner bids slam with extra values" test=AKJ93-3-AQ7-AJ76
P test=AK943-A3-K9-KJ87

[1{a}-P-2{b}-P-3{c}-P-4{a}-P-5{c}-P] where a in HS, b<a, c<b complete
6{a} hcp=14+ text="accepts the slam try: more than a minimum two-over-one (14+)" ref="standard teaching: partner bids slam after a cue bid with extra values" test=Q87-AKJ76-K32-K2
5{a} text="declines the slam try: minimum" ref="standard teaching: partner signs off in five of the major after a cue bid without extra values" test=Q87-KJ876-K32-Q2

[1{a}-P-2{b}-P-3{c}-P-4{a}-P-5{c}-P-5{a}-P] where a in HS, b<a, c<b complete
P text="partner declined the slam try" test=AKJ93-3-AQ7-AJ76

# Opener's new suit at the three level (15+) raised by the two-over-one bidder (10+): the
# values for game are there (25+), so the raise is forcing: game in the minor, or Blackwood
# with slam values and the aces a five-level sign-off needs.
[1{a}-P-2{b}-P-3C-P-4C-P] where a in HS, b in DH, b<a complete
4N@10 "Blackwood" hcp=18+ custom=2:A1 S=1+ H=1+ D=1+ asks=A text="18+ opposite a two-over-one with a club fit: asks for aces"
   ref="standard teaching: 33 points together make a slam (a fit and shape need fewer); Blackwood checks the aces" test=AKJ52-A3-2-KQJ32
5C text="game forced: five clubs" ref="standard teaching: a two-over-one (10+) opposite opener's three-level new suit (15+) is game" test=AKJ52-Q3-2-KQJ32

[1S-P-2H-P-3D-P-4D-P] complete
4N@20 "Blackwood" hcp=18+ custom=1:A1 H=1+ C=1+ asks=A text="18+ opposite a two-over-one with a diamond fit: asks for aces"
   ref="standard teaching: 33 points together make a slam (a fit and shape need fewer); Blackwood checks the aces" test=AKJ52-3-KQJ2-A32
5D text="game forced: five diamonds" ref="standard teaching: a two-over-one (10+) opposite opener's three-level new suit (15+) is game" test=AKJ52-3-KQJ2-Q32


[1{a}-P-2{b}-P-3{c}-P-3{b}-P] where a in HS, b<a, c<b complete
4N@{b}0 "Blackwood" hcp=18+ {b}=3+ custom=1:A1 S=1+ H=1+ D=1+ C=1+ text="18+ and three-card support for responder's six-card suit (a nine-card fit) opposite the two-over-one (10+): asks for aces" ref="standard teaching: opener's three-level new suit after a two-over-one shows 15+ with no upper limit; when responder rebids a six-card suit, opener with extra values and a fit for it (a doubleton makes eight cards) knows of 30+ together with the long suit's tricks and looks for slam: Blackwood checks the aces (not with a void; with diamonds as trumps, holding an ace so that five of the minor stays safe)" test=AK943-A3-KQ9-AK8|AK943-KQ9-A3-AK8
4N@{b}0 "Blackwood" hcp=20+ {b}=2 custom=1:A1 S=1+ H=1+ D=1+ C=1+ text="20+ and a doubleton in responder's six-card suit (an eight-card fit) opposite the two-over-one (10+): asks for aces" ref="standard teaching: opener's three-level new suit after a two-over-one shows 15+ with no upper limit; when responder rebids a six-card suit, opener with extra values and a fit for it (a doubleton makes eight cards) knows of 30+ together with the long suit's tricks and looks for slam: Blackwood checks the aces (not with a void; with diamonds as trumps, holding an ace so that five of the minor stays safe)" test=AKQ43-A3-K9-AKJ8|AKQ43-K9-A3-AKJ8
4N hcp=20+ text="20-21 without a fit for responder's suit: quantitative, invites 6NT (30-31 together opposite the two-over-one's 10+)" ref="standard teaching: 33 points for 6NT; with 31-32 together invite with a quantitative 4NT; opener's three-level new suit after a two-over-one shows 15+ with no upper limit, so with 20-21 he shows the rest over responder's rebid" test=AKJ43-KQ3-9-AKJ8|AKJ43-9-KQ3-AKJ8
3N text="to play" test=AK943-A3-K9-KJ87

[1{a}-P-2{b}-P-3{c}-P-3{a}-P] where a in HS, b<a, c<b complete
4{a} text="game" test=AK943-A3-K9-KJ87

# Responder after opener's quantitative 4NT (20-21) over his six-card rebid: accept with 13+.
[1{a}-P-2{b}-P-3{c}-P-3{b}-P-4N-P] where a in HS, b<a, c<b complete
6N hcp=13+ text="accepts: 13+ opposite 20-21 (33+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum: 33 points together for 6NT" test=Q7-K2-AQJ874-Q43|Q7-AQJ874-K2-Q43
6N hcp=12 {b}=6+:2/3 text="accepts: 12 with a good six-card suit (a source of tricks)" ref="standard teaching: accept a quantitative invitation with more than a minimum; a long running suit is worth a point or two" test=J7-92-AKQ874-Q43|J7-AKQ874-92-Q43
P text="declines: a minimum" ref="standard teaching: decline a quantitative invitation with a minimum" test=Q7-92-AQJ874-Q43|Q7-AQJ874-92-Q43

[1D-P-1N-P-3D-P-3N-P]
P test=AJ8-8-AK5432-AT9

[1C-P-1N-P-3C-P-3N-P]
P test=AJ8-8-AT9-AK5432

# Opener after responder's quantitative 4NT over his 3NT answer to fourth suit forcing following
# his reverse: accept with more than a minimum reverse.
[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3N-P-4N-P] where a<c, c<b, d!=a, d>c, d!=b complete
6N hcp=18+ text="accepts: more than a minimum reverse" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K5-A2-AKQ2-KJ753
6N hcp=17 custom=6:A2K1 text="accepts: 17 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQJ-AQ6-A654-654
P text="declines: a minimum reverse" ref="standard teaching: decline a quantitative invitation with a minimum" test=K5-A2-KQ82-KJ753

[1{a}-P-1{b}-P-2{c}-P-3{d}-P-3N-P-4N-P] where a<c, c<b, d!=a, d!=b, d!=c complete
6N hcp=18+ text="accepts: more than a minimum reverse" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K5-AKQ2-A2-KJ753
6N hcp=17 custom=6:A2K1 text="accepts: 17 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQJ-AQ6-A654-654
P text="declines: a minimum reverse" ref="standard teaching: decline a quantitative invitation with a minimum" test=K5-KQ82-A2-KJ753

# ---- responder after opener's three-card support, following his reverse and fourth suit forcing ----
[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{b}-P] where a<c, c<b, d!=a, d>c, d!=b complete
4N@{b}0 "Blackwood" hcp=12+ dist=T15+ {b}=5+ S=1+ H=1+ D=1+ C=1+ asks=A text="15+ total points (12+ HCP) and five cards in his major opposite opener's reverse (16+) and three-card support: 31+ together with an eight-card fit, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit (length and shortness counted); a reverse shows 16+; with a fit agreed, Blackwood checks the aces (not with a void)" test=AKJ54-Q8-K98-AQ8|Q8-AKJ54-K98-AQ8
4{b} {b}=5+ text="five cards: game in the eight-card major fit" ref="standard teaching: after fourth suit forcing and opener's three-card support, responder with five cards plays the eight-card major fit; with four (a 4-3 fit) he prefers 3NT when he holds the fourth suit stopped, else game in the 4-3 fit" test=AJ854-Q8-K98-Q85|Q8-AJ854-K98-Q85
6N hcp=17+ text="17+ opposite opener's reverse (16+): 33 together, slam" ref="standard teaching: 33 points together make a small slam; a reverse shows 16+" test=AQJ2-Q8-K98-AQ85|Q8-AQJ2-K98-AQ85
4N hcp=15-16 text="quantitative: 15-16 opposite opener's reverse (16+): invites 6NT" ref="standard teaching: 33 points together make a small slam; with 31-32 invite with a quantitative 4NT (with a 4-3 fit, notrump)" test=AQJ2-Q8-K98-K985|Q8-AQJ2-K98-K985
3N {d}=:1stop text="four cards and the fourth suit stopped: 3NT rather than the 4-3 fit" ref="standard teaching: after fourth suit forcing and opener's three-card support, responder with five cards plays the eight-card major fit; with four (a 4-3 fit) he prefers 3NT when he holds the fourth suit stopped, else game in the 4-3 fit" test=AJ82-K82-Q98-Q85|K82-AJ82-Q98-Q85
4{b} text="four cards, the fourth suit unstopped: game in the 4-3 fit" ref="standard teaching: after fourth suit forcing and opener's three-card support, responder with five cards plays the eight-card major fit; with four (a 4-3 fit) he prefers 3NT when he holds the fourth suit stopped, else game in the 4-3 fit" test=AJ82-832-KJ8-Q85|832-AJ82-KJ8-Q85

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3{b}-P-4N-P] where a<c, c<b, d!=a, d>c, d!=b complete
6N hcp=18+ text="accepts: more than a minimum reverse" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K53-A2-AKQ2-KJ75
P text="declines: a minimum reverse" ref="standard teaching: decline a quantitative invitation with a minimum" test=K53-A2-KQ82-KJ75

[1{a}-P-1{b}-P-2{c}-P-3{d}-P-3{b}-P] where a<c, c<b, d!=a, d!=b, d<c complete
4N@{b}0 "Blackwood" hcp=12+ dist=T15+ {b}=5+ S=1+ H=1+ D=1+ C=1+ asks=A text="15+ total points (12+ HCP) and five cards in his major opposite opener's reverse (16+) and three-card support: 31+ together with an eight-card fit, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit (length and shortness counted); a reverse shows 16+; with a fit agreed, Blackwood checks the aces (not with a void)" test=AKJ54-Q8-K98-AQ8
4{b} {b}=5+ text="five cards: game in the eight-card major fit" ref="standard teaching: after fourth suit forcing and opener's three-card support, responder with five cards plays the eight-card major fit; with four (a 4-3 fit) he prefers 3NT when he holds the fourth suit stopped, else game in the 4-3 fit" test=AJ854-Q8-K98-Q85
6N hcp=17+ text="17+ opposite opener's reverse (16+): 33 together, slam" ref="standard teaching: 33 points together make a small slam; a reverse shows 16+" test=AQJ2-Q8-K98-AQ85
4N hcp=15-16 text="quantitative: 15-16 opposite opener's reverse (16+): invites 6NT" ref="standard teaching: 33 points together make a small slam; with 31-32 invite with a quantitative 4NT (with a 4-3 fit, notrump)" test=AQJ2-Q8-K98-K985
3N {d}=:1stop text="four cards and the fourth suit stopped: 3NT rather than the 4-3 fit" ref="standard teaching: after fourth suit forcing and opener's three-card support, responder with five cards plays the eight-card major fit; with four (a 4-3 fit) he prefers 3NT when he holds the fourth suit stopped, else game in the 4-3 fit" test=AJ82-Q2-K98-K985
4{b} text="four cards, the fourth suit unstopped: game in the 4-3 fit" ref="standard teaching: after fourth suit forcing and opener's three-card support, responder with five cards plays the eight-card major fit; with four (a 4-3 fit) he prefers 3NT when he holds the fourth suit stopped, else game in the 4-3 fit" test=AJ82-K32-J82-Q85

[1{a}-P-1{b}-P-2{c}-P-3{d}-P-3{b}-P-4N-P] where a<c, c<b, d!=a, d!=b, d<c complete
6N hcp=18+ text="accepts: more than a minimum reverse" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=K53-A2-AKQ2-KJ75
P text="declines: a minimum reverse" ref="standard teaching: decline a quantitative invitation with a minimum" test=K53-A2-KQ82-KJ75

# ---- further games reached: pass ----
[1{a}-P-1{b}-P-2{c}-P-2{d}-P-3N-P] where a<c, c<b, d!=a, d>c, d!=b
4N@{c}0 "Blackwood" hcp=12+ {c}=4+ custom=2+:A1 shape=singleton-or-void asks=A text="12+, four cards in opener's reverse suit (an eight-card fit), a singleton or void and two aces opposite opener's reverse (16+) and 3NT: asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; a reverse shows 16+ (five cards in the first suit, four in the second), and a singleton or void with the fit adds three points or more to 12+ HCP; Blackwood checks the aces (two of his own, so that five of the suit is a safe sign-off)" test=A-KJ54-KJ83-A542
4N@{a}0 "Blackwood" hcp=12+ {a}=3+ custom=2+:A1 shape=singleton-or-void asks=A text="12+, three cards in opener's first suit (an eight-card fit with his five), a singleton or void and two aces opposite opener's reverse (16+) and 3NT: asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; a reverse shows 16+ (five cards in the first suit, four in the second), and a singleton or void with the fit adds three points or more to 12+ HCP; Blackwood checks the aces (two of his own, so that five of the suit is a safe sign-off)" test=KQ54-A-A83-QJ542
6N hcp=17+ text="slam: 17+ opposite opener's reverse (16+) and 3NT: 33 together" ref="standard teaching: 33 points together make a small slam; a reverse shows 16+ (ACBL SAYC booklet: reverses are forcing one round and show extra values); after fourth suit forcing responder with extras looks for slam" test=AQJ2-Q8-K98-AQ85
4N hcp=15-16 text="quantitative: 15-16 opposite opener's reverse (16+) and 3NT: invites 6NT" ref="standard teaching: a 4NT raise of partner's notrump is quantitative (invites 6NT with a maximum); 33 points together make a small slam" test=AQJ2-Q8-K98-K985
P test=A9862-T3-J95-AQ9

[1{a}-P-1{b}-P-2{c}-P-2N-P-3N-P] where a<c, c<b
P test=KQ95-62-J9-Q9764

[1{a}-P-1{b}-P-2{c}-P-3{d}-P-3N-P] where a<c, c<b, d!=a, d!=b, d!=c
4N@{c}0 "Blackwood" hcp=12+ {c}=4+ custom=2+:A1 shape=singleton-or-void asks=A text="12+, four cards in opener's reverse suit (an eight-card fit), a singleton or void and two aces opposite opener's reverse (16+) and 3NT: asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; a reverse shows 16+ (five cards in the first suit, four in the second), and a singleton or void with the fit adds three points or more to 12+ HCP; Blackwood checks the aces (two of his own, so that five of the suit is a safe sign-off)" test=A-KJ54-KJ83-A542
4N@{a}0 "Blackwood" hcp=12+ {a}=3+ custom=2+:A1 shape=singleton-or-void asks=A text="12+, three cards in opener's first suit (an eight-card fit with his five), a singleton or void and two aces opposite opener's reverse (16+) and 3NT: asks for aces" ref="standard teaching (dummy points, Blackwood): once a fit is agreed in a game-forcing auction, 31 points together with the fit and shape counted make a slam; a reverse shows 16+ (five cards in the first suit, four in the second), and a singleton or void with the fit adds three points or more to 12+ HCP; Blackwood checks the aces (two of his own, so that five of the suit is a safe sign-off)" test=KQ54-A-A83-QJ542
6N hcp=17+ text="slam: 17+ opposite opener's reverse (16+) and 3NT: 33 together" ref="standard teaching: 33 points together make a small slam; a reverse shows 16+ (ACBL SAYC booklet: reverses are forcing one round and show extra values); after fourth suit forcing responder with extras looks for slam" test=AQJ2-Q8-K98-AQ85
4N hcp=15-16 text="quantitative: 15-16 opposite opener's reverse (16+) and 3NT: invites 6NT" ref="standard teaching: a 4NT raise of partner's notrump is quantitative (invites 6NT with a maximum); 33 points together make a small slam" test=AQJ2-Q8-K98-K985
P test=AK85-96-Q42-J875

[1{a}-P-1{b}-P-2{a}-P-2{c}-P-3{a}-P-3N-P] where a<b, c>a, c!=b
P test=8-64-AJ85-AQJ642

[1{a}-P-1{b}-P-2{a}-P-2N-P-3N-P] where a<b
P test=KJ95-AQJ3-85-J87

[1{a}-P-1{b}-P-1N-P-3{c}-P-3N-P] where a<b, c!=a, c!=b
P test=AKT62-AQT8-96-J4

[1{a}-P-1N-P-2{c}-P-2N-P-3N-P] where a in HS, c!=a
P test=T96-Q-Q63-T98642

[1{a}-P-1N-P-2{c}-P-2N-P-3N-P] where a in CD, c>a
P test=K73-63-876-Q6543

[1{a}-P-1{b}-P-2S-P-3{a}-P-3N-P] where a<b, b in DH
6N hcp=14+ text="14+ opposite a jump shift (19+) and 3NT: 33 together, slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points)" test=KQ5-Q982-KJ4-QJ3
4N hcp=12-13 text="quantitative: 12-13 opposite a jump shift (19-21) and 3NT, 31-34 together: invites slam" ref="standard teaching: a 4NT raise of partner's notrump is quantitative (invites 6NT with a maximum); 33 points together make a small slam" test=Q85-J653-KJ5-AQ2
P test=65-T982-Q74-AJ93

[1{a}-P-1{b}-P-2S-P-3{c}-P-3N-P] where a<b, b in DH, c in CDH, c!=a
6N hcp=14+ text="14+ opposite a jump shift (19+) and 3NT: 33 together, slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points)" test=Q5-KQ954-KQ7-QT2
4N hcp=12-13 text="quantitative: 12-13 opposite a jump shift (19-21) and 3NT, 31-34 together: invites slam" ref="standard teaching: a 4NT raise of partner's notrump is quantitative (invites 6NT with a maximum); 33 points together make a small slam" test=Q5-KQ954-QJ7-QT2
P test=5-KQ954-QJ7-T952

[1{a}-P-1{b}-P-2S-P-3{a}-P-3N-P-4N-P] where a<b, b in DH complete
6{a} hcp=20+ {a}=4+ text="accepts the quantitative invitation with 20-21 and four of the raised minor: slam in the fit" ref="standard teaching: accept a quantitative invitation with more than a minimum; with a known fit, the slam in the suit" test=AKQ2-7-AK74-A875
6N hcp=20+ text="accepts the quantitative invitation: 20-21 of the jump shift's 19-21 (32+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AKJ6-A862-AQ2-K3
P text="declines: 19" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AKJ6-A62-5-AJT72

[1{a}-P-1{b}-P-2S-P-3{c}-P-3N-P-4N-P] where a<b, b in DH, c in CDH, c!=a complete
6N hcp=20+ text="accepts the quantitative invitation: 20-21 of the jump shift's 19-21 (32+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=KT95-3-AK92-AKQJ
P text="declines: 19" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=KT95-3-AK92-AKQ7

[1D-P-3C-P-3{c}-P-3N-P] where c in DHS complete
6N hcp=14+ text="14+ opposite a jump shift (19+): slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points)" test=AQ2-KJ52-KQ98-Q4
P text="no extra values" test=Q2-K542-KJ983-Q4

[1{a}-P-2{b}-P-2{c}-P-4N-P] where a<b, c>b
6N hcp=14+ text="accepts the quantitative invitation: 14+ (33+ together)" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ2-KJ52-K983-Q4
6N hcp=13 custom=5:A2K1 text="accepts: 13 with prime values (5 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AKQ-A65-6543-654
P text="declines: a minimum (12-13)" test=Q2-KJ52-K983-Q42

[1{a}-P-2{b}-P-2{c}-P-3N-P] where a<b, c>b
6N hcp=14+ text="14+ opposite a jump shift (19+): slam" ref="standard teaching: a jump shift (19+) opposite an opening bid with extras makes slam (33 points)" test=AQ2-KJ5-K983-AQ4
P test=KQJ42-6-8-AQT643

[1{a}-P-1{b}-P-2{c}-P-2{d}-P-2{b}-P-4{b}-P] where c<a, a<b, c<d, d<b, d!=a
P test=QJT-5-AKQ85-A854

[1{a}-P-1{b}-P-1{c}-P-2{d}-P-2{b}-P-4{b}-P] where a<b, b<c, d<b
P test=AQ84-QJT-2-AQJ42

[1{a}-P-2{a}-P-3{c}-P-3{a}-P-4{a}-P] where a in HS, c<a
P test=752-T72-J84-AQ94

[1H-P-2H-P-2S-P-3H-P-4H-P]
P test=752-T72-J84-AQ94

[1S-P-2{b}-P-2H-P-3H-P-4H-P] where b in CD
P test=2-KQT4-643-AQ973

[1{a}-P-2{b}-P-2{c}-P-3{b}-P-3N-P] where a in HS, b<a, c>b, c<a
P test=QJ5-K84-AQ-AQJ64

[1{a}-P-2{b}-P-2{c}-P-3{c}-P-3N-P] where a in HS, b<a, c in D, c>b
P test=K-KJ65-K743-QT73

[1{a}-P-2{b}-P-3{a}-P-4{a}-P] where a<b
P test=QT8-K73-AKQ984-5

# ---- opener's slam try in the trump suit after a limit raise ----
# 5M asks responder to bid six with good trumps (two of the top three honours).
[1{a}-P-3{a}-P-5{a}-P] where a in HS complete
6{a} {a}=:2/3 text="good trumps: accepts" test=AK2-KQ85-JT9-862
P text="poor trumps: declines" test=T76432-982-7-T94

# ---- opener after responder shows a minor-suit fit over 2NT ----
[1{a}-P-1H-P-2N-P-3{a}-P] where a in CD complete
3H H=3+ text="three-card heart support" test=83-742-764-T8763
3N text="to play" test=K84-A6-AK763-KQT

[1{a}-P-1S-P-2N-P-3{a}-P] where a in CD complete
3S S=3+ text="three-card spade support" test=AK6-84-AK763-KQT
3N text="to play" test=A6-K84-AK763-KQT

# ---- responder's jump in the fourth suit (natural, forcing to game) ----
[1{a}-P-1{b}-P-1{c}-P-3{d}-P] where a<b, b<c, d!=a, d!=b, d!=c complete
3N text="to play" test=T43-954-9876542-

# ---- responder after opener shows three-card support over his 2NT invitation ----
[1{a}-P-1{b}-P-1N-P-2N-P-3{b}-P] where a<b, b in HS complete
4{b} {b}=5+ text="five-card suit" test=AJ732-Q9732-8-K3
3N text="to play" test=986-T2-T7532-T96


########################################################################################
# 9. GAME-FORCING AND INVITATIONAL CONTINUATIONS (issue 12)
########################################################################################
# Once a call of our side has forced to game (a jump shift, fourth suit forcing, a responder's
# reverse or jump shift, two over one followed by opener's reverse), neither partner passes
# below game: game in the major with eight cards together, else 3NT (or five of the minor).
# An invitation is accepted with more than a minimum, so that 26 points together reach game.

# ---- responder's game-forcing new suit after opener's 1NT: opener showed three-card support ----
[1{a}-P-1{b}-P-1N-P-3{c}-P-3{b}-P] where a<b, c<b, c!=a, b in HS complete
4{b} text="game forced: the 5-3 fit, game" ref="standard teaching: responder's jump shift after opener's 1NT rebid is forcing to game"
   test=KJ843-KQJ62-A3-2

[1{a}-P-1H-P-1N-P-2S-P-3H-P] where a in CD complete
4H text="game forced: the 5-3 heart fit, game" ref="standard teaching: responder's reverse after opener's 1NT rebid is forcing to game"
   test=KQ43-KJ962-A3-K2

# ---- opener's jump shift (forcing to game): later calls ----
[1{a}-P-1{b}-P-3{c}-P-3{a}-P] where a<b, c<a complete
3{b} {b}=3+ text="game forced: three-card support for responder's suit" ref="ACBL SAYC booklet: opener's jump shift is forcing to game"
   test=AKJ-A32-AK32-K32
3N text="game forced: 3NT" ref="ACBL SAYC booklet: opener's jump shift is forcing to game" test=A-A2-AKJ2-KQ5432

[1{a}-P-1{b}-P-3{c}-P-3{a}-P-3{b}-P] where a<b, c<a, b in HS complete
4{b} {b}=5+ text="game forced: five-card suit, game" ref="ACBL SAYC booklet: opener's jump shift is forcing to game" test=KJ843-KJ843-Q3-2
3N text="game forced: 3NT" ref="ACBL SAYC booklet: opener's jump shift is forcing to game" test=KJ84-KJ84-Q32-32

[1C-P-1D-P-2H-P-2N-P] complete
3H H=6+ text="game forced: six hearts" ref="ACBL SAYC booklet: opener's jump shift is forcing to game" test=A2-AKQJ32-A2-K32
3N text="game forced: 3NT" ref="ACBL SAYC booklet: opener's jump shift is forcing to game" test=A2-AKQJ-A2-K5432

[1C-P-1D-P-2H-P-3C-P] complete
3N text="game forced: 3NT" ref="ACBL SAYC booklet: opener's jump shift is forcing to game" test=A2-AKQJ-A2-K5432

# ---- fourth suit forcing (forcing to game): responder after opener's answer ----
[1H-P-1S-P-2D-P-3C-P-3S-P] complete
4N@40 "Blackwood" hcp=18+ S=5+ text="18+, five spades opposite opener's three-card support after fourth suit forcing (an eight-card fit, 31+ together): asks for aces" ref="standard teaching: after fourth suit forcing, responder with 18+ opposite an opening (31+ together) looks for slam rather than sign off in game; with an eight-card fit, Blackwood checks the aces" test=AKJ82-3-K32-AKJ2
4H H=3+ S=4 text="game forced: three hearts opposite opener's five (an eight-card fit), where his three spades and four make only seven: 4H"
   ref="standard teaching: prefer the eight-card fit to a seven-card one: opener's five hearts and responder's three make eight, his three spades and responder's four only seven; with both majors fitting, play in the longer fit" test=K865-Q72-A3-KJ82
4S text="game forced: the spade fit, game" ref="ACBL SAYC booklet: fourth suit forcing; standard teaching: opener shows three-card support"
   test=KJ843-Q3-A32-KQ2

[1H-P-1S-P-2D-P-3C-P-3H-P] complete
4N@30 "Blackwood" hcp=18+ H=3+ text="18+ and three hearts opposite opener's five after fourth suit forcing (an eight-card fit, 31+ together): asks for aces" ref="standard teaching: after fourth suit forcing, responder with 18+ opposite an opening (31+ together) looks for slam rather than sign off in game; with an eight-card fit, Blackwood checks the aces" test=AKJ82-K32-A3-K32
4N@20 "Blackwood" hcp=18+ D=4+ custom=2+:A1 text="18+ and four diamonds opposite opener's diamonds after fourth suit forcing (an eight-card fit, 31+ together) and two aces: asks for aces" ref="standard teaching: after fourth suit forcing, responder with 18+ opposite an opening (31+ together) looks for slam rather than sign off in game; with an eight-card fit, Blackwood checks the aces" test=KT982-K-AK32-AJ3
4H H=2+ text="game forced: heart support, game" ref="ACBL SAYC booklet: fourth suit forcing" test=KJ843-Q3-A32-KQ2
3N text="game forced: 3NT" ref="ACBL SAYC booklet: fourth suit forcing" test=KJ843-3-A32-KQ32

[1D-P-1H-P-1S-P-2C-P-2D-P-2H-P] complete
4H H=2+ text="game forced: heart support, game" ref="ACBL SAYC booklet: fourth suit forcing" test=AQ43-K3-KJ943-Q2
3N text="game forced: 3NT" ref="ACBL SAYC booklet: fourth suit forcing" test=AQ43-3-KJ943-Q32

[1D-P-1H-P-1S-P-2C-P-2D-P-3D-P] complete
5D text="game forced, no club stopper: game in diamonds" ref="ACBL SAYC booklet: fourth suit forcing" test=AQ43-3-KJ943-Q32

[1C-P-1D-P-1{c}-P-2{d}-P-3D-P] where c in HS, d in HS, c!=d complete
4N@20 "Blackwood" hcp=18+ D=5+ custom=2+:A1 text="18+, five diamonds opposite opener's diamond support after fourth suit forcing (an eight-card fit, 31+ together) and two aces: asks for aces" ref="standard teaching: after fourth suit forcing, responder with 18+ opposite an opening (31+ together) looks for slam rather than sign off in game; with an eight-card fit, Blackwood checks the aces" test=A32-K3-AKQ82-Q32
6N hcp=21+ text="slam: 21+ opposite opener's answer to fourth suit forcing (12+): 33 together" ref="standard teaching: 33 points together make a small slam; after fourth suit forcing, responder with extras looks for slam" test=KQ2-KQ3-AKQ82-K2
3N text="game forced: 3NT" ref="ACBL SAYC booklet: fourth suit forcing" test=AQ43-3-KJ9-Q5432|AKT9-T92-AQT65-T

# ---- fourth suit forcing after a two-over-one: opener's answer, then responder ----
# Opener shows a stopper in the fourth suit (Qxx counts), then support for responder's suit,
# then rebids his own suit.
[1S-P-2C-P-2H-P-3D-P] complete
3N D=:hstop text="diamonds stopped" ref="ACBL SAYC booklet: fourth suit forcing; standard teaching: Qxx counts as a stopper for notrump"
   test=AK843-KQ32-Q32-2
4C C=3+ text="club support" ref="ACBL SAYC booklet: fourth suit forcing" test=AK843-KQ32-2-Q32
3S text="no stopper, no support" ref="ACBL SAYC booklet: fourth suit forcing" test=AK843-KQ32-32-32

[1S-P-2C-P-2D-P-2H-P] complete
2N H=:hstop text="hearts stopped" ref="ACBL SAYC booklet: fourth suit forcing; standard teaching: Qxx counts as a stopper for notrump"
   test=AK843-Q32-KQ32-2
3C C=3+ text="club support" ref="ACBL SAYC booklet: fourth suit forcing" test=AK843-2-KQ32-Q32
2S text="no stopper, no support" ref="ACBL SAYC booklet: fourth suit forcing" test=AK843-32-KQ32-32

[1S-P-2D-P-2H-P-3C-P] complete
3N C=:hstop text="clubs stopped" ref="ACBL SAYC booklet: fourth suit forcing; standard teaching: Qxx counts as a stopper for notrump"
   test=AK843-KQ32-2-Q32
3D D=3+ text="diamond support" ref="ACBL SAYC booklet: fourth suit forcing" test=AK843-KQ32-Q32-2
3S text="no stopper, no support" ref="ACBL SAYC booklet: fourth suit forcing" test=AK843-KQ32-32-32

[1H-P-2C-P-2D-P-2S-P] complete
2N S=:hstop text="spades stopped" ref="ACBL SAYC booklet: fourth suit forcing; standard teaching: Qxx counts as a stopper for notrump"
   test=Q32-AK843-KQ32-2
3C C=3+ text="club support" ref="ACBL SAYC booklet: fourth suit forcing" test=2-AK843-KQ32-Q32
3H text="no stopper, no support" ref="ACBL SAYC booklet: fourth suit forcing" test=32-AK843-KQ32-32

[1{a}-P-2C-P-2{c}-P-2{d}-P-2N-P] where a in HS, c in DH, d in HS, c<a, d!=a, d!=c complete
3{a} hcp=16+ {a}=3+ asks=1 text="delayed support after fourth suit forcing: 16+ and three-card support, slam interest (forcing)" ref="standard teaching: after fourth suit forcing, support given below game is forcing and shows more than a jump to game would have: slam interest" test=T8-K97-AQ4-AKJ43|K97-T8-AQ4-AKJ43
3N text="game forced: 3NT" ref="ACBL SAYC booklet: fourth suit forcing" test=K2-K2-A32-AQJ432

[1S-P-2C-P-2D-P-2H-P-2S-P] complete
3S hcp=16+ S=3+ asks=1 text="delayed support after fourth suit forcing: 16+ and three-card support, slam interest (forcing)" ref="standard teaching: after fourth suit forcing, support given below game is forcing and shows more than a jump to game would have: slam interest" test=K97-T8-AQ4-AKJ43
4S S=2+ text="game forced: support for opener's five-card suit" ref="ACBL SAYC booklet: fourth suit forcing" test=K2-K2-A32-AQJ432
3N text="game forced: 3NT" ref="ACBL SAYC booklet: fourth suit forcing" test=2-K2-AK3-AQJ5432

[1H-P-2C-P-2D-P-2S-P-3H-P] complete
4N@30 "Blackwood" hcp=18+ H=3+ text="18+ and a fit after fourth suit forcing (opener 12+): slam values, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces" test=T8-K97-AK4-AKJ43
4H H=2+ text="game forced: support for opener's five-card suit" ref="ACBL SAYC booklet: fourth suit forcing" test=K2-K2-A32-AQJ432
3N text="game forced: 3NT" ref="ACBL SAYC booklet: fourth suit forcing" test=K2-2-AK3-AQJ5432

[1{a}-P-2C-P-2{c}-P-2{d}-P-3C-P] where a in HS, c in DH, d in HS, c<a, d!=a, d!=c complete
3{a} hcp=16+ {a}=3+ asks=1 text="delayed support after fourth suit forcing: 16+ and three-card support, slam interest (forcing)" ref="standard teaching: after fourth suit forcing, support given below game is forcing and shows more than a jump to game would have: slam interest" test=T8-K97-AQ4-AKJ43|K97-T8-AQ4-AKJ43
3N text="game forced: 3NT" ref="ACBL SAYC booklet: fourth suit forcing" test=K2-K2-A32-AQJ432

[1S-P-2{b}-P-2H-P-3{d}-P-3S-P] where b in CD, d in CD, d!=b complete
4N@40 "Blackwood" hcp=18+ S=3+ text="18+ and a fit after fourth suit forcing (opener 12+): slam values, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces" test=A97-T-AK74-AKJ43|A97-T-AKJ43-AK74
4S S=2+ text="game forced: support for opener's five-card suit" ref="ACBL SAYC booklet: fourth suit forcing" test=K2-K2-A432-AQ432
3N text="game forced: 3NT" ref="ACBL SAYC booklet: fourth suit forcing" test=2-K2-AK32-AQ5432

[1S-P-2C-P-2H-P-3D-P-4C-P] complete
4N@40 "Blackwood" hcp=18+ S=3+ text="18+ and a spade fit after fourth suit forcing (opener 12+): slam values, asks for aces" ref="standard teaching: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces" test=AJ8-A96-A7-AJT65
4S S=3+ text="game forced: spade support, game in the major rather than five clubs" ref="standard teaching: prefer the major-suit game (ten tricks) to five of a minor" test=A98-A96-A7-KJT65
5C text="game forced: game in clubs" ref="ACBL SAYC booklet: fourth suit forcing" test=2-K2-AK32-AQ5432

[1S-P-2D-P-2H-P-3C-P-3D-P] complete
3S hcp=16+ S=3+ asks=1 text="delayed support after fourth suit forcing: 16+ and three-card support, slam interest (forcing)" ref="standard teaching: after fourth suit forcing, support given below game is forcing and shows more than a jump to game would have: slam interest" test=A97-T-AKJ43-AK74
3N text="game forced: 3NT" ref="ACBL SAYC booklet: fourth suit forcing" test=2-K2-AQ5432-AK32

# Opener after responder's delayed support (16+, slam interest) following fourth suit forcing
# after a two-over-one: Blackwood with extras, else game.
[1S-P-2C-P-2D-P-2H-P-2N-P-3S-P] complete
4N@40 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="extras (15+, no void) opposite responder's delayed support after fourth suit forcing (16+): 31+ together and a fit, asks for aces (not with a void: Blackwood cannot tell which ace is useful)" ref="standard teaching: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces" test=AQ843-Q32-AKQ2-2
4S text="a minimum: game" ref="standard teaching: with a minimum, decline partner's slam try by bidding game" test=AQ843-Q32-KJ32-2

[1S-P-2C-P-2D-P-2H-P-2S-P-3S-P] complete
4N@40 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="extras (15+, no void) opposite responder's delayed support after fourth suit forcing (16+): 31+ together and a fit, asks for aces (not with a void: Blackwood cannot tell which ace is useful)" ref="standard teaching: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces" test=AKQ43-32-AKJ2-32
4S text="a minimum: game" ref="standard teaching: with a minimum, decline partner's slam try by bidding game" test=AK843-32-KQ32-32

[1S-P-2C-P-2D-P-2H-P-3C-P-3S-P] complete
4N@40 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="extras (15+, no void) opposite responder's delayed support after fourth suit forcing (16+): 31+ together and a fit, asks for aces (not with a void: Blackwood cannot tell which ace is useful)" ref="standard teaching: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces" test=AKJ43-2-AKJ2-Q32
4S text="a minimum: game" ref="standard teaching: with a minimum, decline partner's slam try by bidding game" test=AK843-2-KQ32-Q32

[1H-P-2C-P-2D-P-2S-P-2N-P-3H-P] complete
4N@30 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="extras (15+, no void) opposite responder's delayed support after fourth suit forcing (16+): 31+ together and a fit, asks for aces (not with a void: Blackwood cannot tell which ace is useful)" ref="standard teaching: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces" test=Q32-AQ843-AKQ2-2
4H text="a minimum: game" ref="standard teaching: with a minimum, decline partner's slam try by bidding game" test=Q32-AQ843-KJ32-2

[1H-P-2C-P-2D-P-2S-P-3C-P-3H-P] complete
4N@30 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="extras (15+, no void) opposite responder's delayed support after fourth suit forcing (16+): 31+ together and a fit, asks for aces (not with a void: Blackwood cannot tell which ace is useful)" ref="standard teaching: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces" test=2-AKJ43-AKJ2-Q32
4H text="a minimum: game" ref="standard teaching: with a minimum, decline partner's slam try by bidding game" test=2-AK843-KQ32-Q32

[1S-P-2D-P-2H-P-3C-P-3D-P-3S-P] complete
4N@40 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="extras (15+, no void) opposite responder's delayed support after fourth suit forcing (16+): 31+ together and a fit, asks for aces (not with a void: Blackwood cannot tell which ace is useful)" ref="standard teaching: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces" test=AKJ43-AKJ2-Q32-2
4S text="a minimum: game" ref="standard teaching: with a minimum, decline partner's slam try by bidding game" test=AK843-KQ32-Q32-2

# ---- opener's reverse (16+, forcing one round): opener after responder's second call ----
# Responder's six-card rebid at the three level is forcing: opener raises with two, else 3NT.
[1{a}-P-1{b}-P-2{c}-P-3{b}-P] where a<c, c<b complete
4{b} {b}=2+ text="two-card support for responder's six-card suit" ref="standard teaching: responder's jump rebid after a reverse is forcing"
   test=K2-Q2-AK32-AQ432
3N text="no fit: 3NT" ref="standard teaching: responder's jump rebid after a reverse is forcing" test=2-3-AKQ32-AKJ432

# Responder's minimum (preference at the three level, or a raise of the reverse suit without
# game values): opener goes on to game with 18+ HCP, else passes.
[1{a}-P-1{b}-P-2{c}-P-3{a}-P] where a<c, c<b complete
3N hcp=18+ text="18+ HCP: game" ref="ACBL SAYC booklet: opener's reverse; standard teaching: a reverse shows 17+ points" test=K2-Q2-AK32-AKJ32
P text="minimum reverse: content" ref="ACBL SAYC booklet: opener's reverse" test=2-32-AQ32-AKJ432

[1{a}-P-1S-P-2H-P-3H-P] where a in CD complete
4H hcp=18+ text="18+ HCP: game" ref="ACBL SAYC booklet: opener's reverse; standard teaching: a reverse shows 17+ points" test=2-AKJ2-AQ32-KJ32
P text="minimum reverse: content" ref="ACBL SAYC booklet: opener's reverse" test=2-AJ32-KQ32-KJ32

[1{a}-P-1{b}-P-2{c}-P-2{b}-P-2N-P-3{b}-P] where a<c, c<b complete
4{b} hcp=18+ {b}=2+ text="18+ HCP and a doubleton: game" ref="ACBL SAYC booklet: opener's reverse" test=K2-K2-AK32-AQ432
3N hcp=18+ {b}=<2 text="18+ HCP without a fit for the six-card suit: game in notrump" ref="ACBL SAYC booklet: opener's reverse; standard teaching: a reverse shows 17+ points; opposite responder's values (6+) opener with 18+ bids game, in notrump without a fit (his 2NT showed the unbid suit stopped)" test=2-3-AKQ32-AKQ432
P text="no fit or a minimum" ref="ACBL SAYC booklet: opener's reverse" test=2-3-AKQ32-KJ5432

# ---- two over one followed by opener's reverse: together game values ----
[1H-P-2{b}-P-2S-P-3H-P] where b in CD complete
4H text="game: the heart fit" ref="standard teaching: two over one (10+) opposite a reverse (16+) is game" test=AK32-AQ432-K2-32

# 3NT needs the unbid major stopped; without a stopper opener bids it (the fourth suit), asking
# responder for one: responder bids 3NT with a stopper or half stopper, else game in the diamond fit.
[1D-P-2C-P-2H-P-3D-P] complete
3N S=:1stop text="game: 3NT, spades (the unbid suit) stopped" ref="standard teaching: two over one (10+) opposite a reverse (16+) is game; 3NT promises the unbid suit stopped (a singleton king is not a stopper); without one, bid the fourth suit and let partner bid 3NT with a stopper, else game in the fit" test=AK3-AK32-AQ432-2
3S asks=1 text="game forced, no spade stopper: the fourth suit asks for one" ref="standard teaching: two over one (10+) opposite a reverse (16+) is game; 3NT promises the unbid suit stopped (a singleton king is not a stopper); without one, bid the fourth suit and let partner bid 3NT with a stopper, else game in the fit" test=K-AKJ2-AKQ32-432

[1D-P-2C-P-2S-P-3D-P] complete
3N H=:1stop text="game: 3NT, hearts (the unbid suit) stopped" ref="standard teaching: two over one (10+) opposite a reverse (16+) is game; 3NT promises the unbid suit stopped (a singleton king is not a stopper); without one, bid the fourth suit and let partner bid 3NT with a stopper, else game in the fit" test=AK32-AK3-AQ432-2
3H asks=1 text="game forced, no heart stopper: the fourth suit asks for one" ref="standard teaching: two over one (10+) opposite a reverse (16+) is game; 3NT promises the unbid suit stopped (a singleton king is not a stopper); without one, bid the fourth suit and let partner bid 3NT with a stopper, else game in the fit" test=AKJ2-K-AKQ32-432

[1D-P-2C-P-2H-P-3D-P-3S-P] complete
3N S=:hstop text="spades stopped or half stopped (Qxx, Jxxx: opener's honour may complete it): 3NT" ref="standard teaching: two over one (10+) opposite a reverse (16+) is game; 3NT promises the unbid suit stopped (a singleton king is not a stopper); without one, bid the fourth suit and let partner bid 3NT with a stopper, else game in the fit" test=K32-Q2-K43-AQ432
5D text="no spade stopper: game in diamonds" ref="standard teaching: two over one (10+) opposite a reverse (16+) is game; 3NT promises the unbid suit stopped (a singleton king is not a stopper); without one, bid the fourth suit and let partner bid 3NT with a stopper, else game in the fit" test=32-Q2-K432-AKJ32

[1D-P-2C-P-2S-P-3D-P-3H-P] complete
3N H=:hstop text="hearts stopped or half stopped (Qxx, Jxxx: opener's honour may complete it): 3NT" ref="standard teaching: two over one (10+) opposite a reverse (16+) is game; 3NT promises the unbid suit stopped (a singleton king is not a stopper); without one, bid the fourth suit and let partner bid 3NT with a stopper, else game in the fit" test=Q2-K32-K43-AQ432
5D text="no heart stopper: game in diamonds" ref="standard teaching: two over one (10+) opposite a reverse (16+) is game; 3NT promises the unbid suit stopped (a singleton king is not a stopper); without one, bid the fourth suit and let partner bid 3NT with a stopper, else game in the fit" test=Q2-32-K432-AKJ32

# ---- two over one: opener's new suit raised to game in a minor ----
[1{a}-P-2C-P-2D-P-4D-P] where a in HS complete
4N@20 "Blackwood" hcp=15+ losers=4 custom=1+:A1 S=1+:HH H=1+:HH D=1+ C=1+ text="four losers or fewer (15+ HCP, an ace at least, no void, the majors controlled) opposite responder's jump raise of the second suit (13+ and a diamond fit, about seven losers): slam values, asks for aces" ref="standard teaching (losing trick count): responder's jump raise of opener's second suit shows game values and a fit (about seven losers); four losers opposite leave thirteen tricks on paper, twelve with a loser to spare (24 minus 11); Blackwood checks the aces (with diamonds as trumps, one ace of his own keeps five of the minor safe)" test=AKQ52-A2-KQ432-3|A2-AKQ52-KQ432-3
5D text="game in diamonds" ref="standard teaching: responder's jump raise of opener's second suit shows game values" test=AK432-2-KQ32-K32

# ---- two over one: responder's jump preference after opener's new suit (11-12, invitational) ----
[1{a}-P-2{b}-P-2{c}-P-3{a}-P] where a in HS, b<a, c<a, c>b complete
4{a} hcp=14+ text="accepts with more than a minimum" ref="standard teaching: an invitation is accepted with more than a minimum" test=AK432-K32-AQ32-2
4{a} hcp=12+ dist=T14+ text="accepts: 14+ total points (12+ HCP)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=KQ432-K32-KJ32-2
P text="minimum: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=Q8432-K32-AQ32-2

# ---- responder's weak preference: opener invited with 18-19 balanced (section 8) ----
[1{a}-P-1{b}-P-1{c}-P-2{a}-P-2N-P] where a<b, b<c complete
3N hcp=8+ text="maximum: accepts" ref="standard teaching: an invitation is accepted with more than a minimum" test=Q32-KJ32-Q32-J32
P text="minimum: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=J32-Q432-J32-J32

# ---- opener after responder's game-forcing jump in his five-card spades (1C-1D-1H-1S, 1NT or 2C, 3S) ----
[1C-P-1D-P-1H-P-1S-P-1N-P-3S-P] complete
4S S=3+ text="three-card support: game in the eight-card fit" ref="standard teaching: opener raises responder's forcing jump rebid of his five-card major with three-card support (an eight-card fit), else bids 3NT" test=K32-AQ32-Q2-KJ32
3N text="no three-card support: 3NT" ref="standard teaching: opener raises responder's forcing jump rebid of his five-card major with three-card support (an eight-card fit), else bids 3NT" test=32-AQ32-K32-KJ32

[1C-P-1D-P-1H-P-1S-P-2C-P-3S-P] complete
4S S=3+ text="three-card support: game in the eight-card fit" ref="standard teaching: opener raises responder's forcing jump rebid of his five-card major with three-card support (an eight-card fit), else bids 3NT" test=K32-AQ32--KQJ732
3N text="no three-card support: 3NT" ref="standard teaching: opener raises responder's forcing jump rebid of his five-card major with three-card support (an eight-card fit), else bids 3NT" test=2-AQ32-K2-KQJ732

# ---- opener's raise of responder's second suit (after 1m-1D-1M-1S) ----
[1C-P-1D-P-1H-P-1S-P-2S-P] complete
4S dummy=S4:13+ text="game values" ref="standard teaching: support points once a fit is found" test=KQ32-32-KJ32-A32
3S dummy=S4:11-12 text="invitational" ref="standard teaching: support points once a fit is found" test=KQ32-32-KJ32-Q32
P text="minimum: content" ref="standard teaching: support points once a fit is found" test=J432-32-KJ32-432

[1C-P-1D-P-1H-P-1S-P-3S-P] complete
4S dist=T8+ text="accepts" ref="standard teaching: an invitation is accepted with more than a minimum" test=KQ32-32-Q432-432
P text="declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=J432-32-J432-432

[1C-P-1D-P-1H-P-1S-P-2N-P] complete
3N hcp=6+ text="to play" ref="standard teaching: opener's 2NT rebid shows 18-19" test=Q432-32-KJ32-432
P text="minimum" ref="standard teaching: opener's 2NT rebid shows 18-19" test=J432-32-J432-432

# ---- opener's invitational raise after responder's single raise of his second suit ----
[1{a}-P-1{b}-P-1{c}-P-2{c}-P-3{c}-P] where a<b, b<c complete
4{c} dummy={c}4:8+ text="maximum raise: accepts" ref="standard teaching: support points once a fit is found; an invitation is accepted with more than a minimum"
   test=KJ32-KJ32-J432-2
P text="minimum: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=Q432-J432-J432-2

# ---- minor-suit openings: opener's 1NT-type continuations ----
[1D-P-1N-P-3C-P] complete
3N text="game forced: 3NT" ref="ACBL SAYC booklet: opener's jump shift is forcing to game" test=Q32-Q32-Q32-J432

[1C-P-1D-P-2C-P-3D-P] complete
3N hcp=14+ text="accepts" ref="standard teaching: an invitation is accepted with more than a minimum" test=K32-A2-Q2-AQ5432
3N hcp=12+ dist=T14+ D=2+ text="accepts: 14+ total points and a fit for diamonds" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=K32-A2-J2-KQ5432
P text="declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=Q32-K2-2-AQJ5432

# ---- jump shifts (forcing to game): a raise of the second suit, then game ----
[1C-P-1D-P-2H-P-3H-P] complete
4H text="game forced: the heart fit, game" ref="ACBL SAYC booklet: opener's jump shift is forcing to game" test=A2-AKJ2-A2-KJ432

[1C-P-2{b}-P-2{c}-P-3{c}-P] where b in DH, c in HS, c>b complete
4N@{c}0 "Blackwood" hcp=15+ S=1+ H=1+ D=1+ C=1+ text="15+ opposite the jump shift (16+) and its raise: 31+ together with a fit, asks for aces" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening is in the slam zone: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces (not with a void)" test=AK32-AK32-2-J432|AK32-AK32-J432-2
4{c} text="game forced: the fit, game (under 15)" ref="ACBL SAYC booklet: responder's jump shift is forcing to game" test=AK32-KJ32-2-J432

# The jump shifter after opener's game in the raised suit (a minimum opening): 19+ makes 31+
# together with the fit; he asks for aces (not with a void).
[1C-P-2{b}-P-2{c}-P-3{c}-P-4{c}-P] where b in DH, c in HS, c>b complete
4N@{c}0 "Blackwood" hcp=19+ S=1+ H=1+ D=1+ C=1+ text="19+ opposite opener's minimum (12+) and a fit: 31+ together, asks for aces" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening is in the slam zone: 33 points together make a slam, 31 with a fit; with a fit, Blackwood checks the aces (not with a void)" test=AQ32-AK32-AKJ2-2|AQ32-AKJ2-AK32-2
P text="fewer than 19 (or a void): game" test=KQ52-AK9753-Q2-A|KQ52-Q2-AK9753-A

[1H-P-2S-P-3C-P]
4N@10 "Blackwood" hcp=18+ C=4+ H=<3 custom=2:A1 S=1+ D=1+ text="18+ after the jump shift, four-card club support and two aces: asks for aces" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+) is in the slam zone; with 18+ (30+ together) and a fit found, the jump shifter checks aces with Blackwood rather than bid game (not with a void; with a minor as trumps, only with aces enough that five of it is a safe sign-off)" test=AKQ32-K2-A2-K432

[1H-P-2S-P-3D-P]
4N@20 "Blackwood" hcp=18+ D=4+ H=<3 custom=1+:A1 S=1+ C=1+ text="18+ after the jump shift, four-card diamond support and an ace: asks for aces" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+) is in the slam zone; with 18+ (30+ together) and a fit found, the jump shifter checks aces with Blackwood rather than bid game (not with a void; with a minor as trumps, only with aces enough that five of it is a safe sign-off)" test=AKQ32-K2-K432-A2

[1H-P-2S-P-3{c}-P] where c in CD complete
4N@30 "Blackwood" hcp=18+ H=3+ S=1+ D=1+ C=1+ text="18+ after the jump shift and heart support: asks for aces" ref="standard teaching: a jump shift (19+, or 16-18 with a strong suit) opposite an opening (12+) is in the slam zone; with 18+ (30+ together) and a fit found, the jump shifter checks aces with Blackwood rather than bid game (not with a void; with a minor as trumps, only with aces enough that five of it is a safe sign-off)" test=AKQ32-K32-A2-K32
4H H=3+ text="game forced: heart support" ref="ACBL SAYC booklet: responder's jump shift is forcing to game" test=AKQ32-K32-A2-J32
3S S=6+ text="game forced: six spades" ref="ACBL SAYC booklet: responder's jump shift is forcing to game" test=AKQ932-2-AK2-K32
3N text="game forced: 3NT" ref="ACBL SAYC booklet: responder's jump shift is forcing to game" test=AKQ32-2-KQ3-K432
