# 2/1 Game Forcing, written as SAYC plus its differences (first version).
#
# Everything not named here is SAYC (rules/sayc.bb). The differences, in the order of
# docs/two-over-one.md:
#   1. a two-over-one response by an unpassed hand (1H-2C/2D, 1S-2C/2D/2H, 1D-2C) promises
#      opening values (12+) and forces to game; opener's rebids need not show extras;
#   2. 1M-1NT is forcing one round by an unpassed hand (6-12, the three-card limit raise
#      included); opener never passes it; responder's second call shows the 10-12 hands;
#   3. fourth suit forcing is already game forcing in this SAYC: nothing to change;
#   4. options off by default (Inverted Minors, Bergen Raises): their entries stand before
#      SAYC's raises and opener's answers, skipped while the option is off.
# The game force holds over interference and in every continuation below game: where SAYC
# passed, a `gameforce` entry bids on (SAYC's pass kept for a passed hand's auction).
# A passed hand's responses stay as in SAYC (not forcing).
system "2/1 Game Forcing"
base "sayc.bb"

# Options, off by default (switch on with --conventions "Bergen Raises=on,Inverted Minors=on").
convention "Bergen Raises" = off
convention "Inverted Minors" = off
# The three 2/1-card treatments SAYC lacks, on by default (section 5 at the end of the file).
convention "Splinter Raises"
convention "Drury"
convention "New Minor Forcing"

########################################################################################
# 1 + 2. RESPONSES TO ONE OF A MAJOR
########################################################################################

# SAYC's raises, with one change: the direct limit raise promises four trumps (the three-card
# limit raise goes through the forcing 1NT). The natural 3NT, the two-over-ones and 1NT are
# written again below, after the 1S (over 1H) and the 2H (over 1S) of SAYC.
replace [1{a}-P] where a in HS complete
4{a} hcp=<10 {a}=5+ shape=singleton-or-void text="preemptive raise: 5+ trumps, a short suit, under 10 HCP"
   test=KJ432-Q9876-2-32
3x hcp=19+ X=5+ C=x D=x {a}=<4 asks=G text="jump shift: 19+ HCP, forcing to game" test=A2-K32-AKQ32-K32
3x hcp=16-18 X=5+:3/4 C=x D=x {a}=3 asks=G text="jump shift: strong suit and a fit" test=K32-K32-AKQ52-K2
3x hcp=16-18 X=6+:3/4 C=x D=x {a}=<4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=32-K2-AKQJ95-K32
# Bergen Raises (off by default): four trumps; 3D 10-12 (a limit raise), 3C 7-9, 3M preemptive.
3D "Bergen Raises" pos=N hcp=<12 {a}=4+ dummy={a}5:10+ alert asks=1 text="Bergen: limit raise, 10-12 support points, four trumps"
   ref="Bergen Raises (ACBL convention card; Marty Bergen, Better Bidding with Bergen): 1M-3C 7-10 and 1M-3D 10-12 with four trumps, 1M-3M preemptive"
   test=K432-A432-QJ2-32
3C "Bergen Raises" pos=N {a}=4+ dummy={a}5:7-9 alert asks=1 text="Bergen: constructive raise, 7-9 support points (7-10), four trumps"
   ref="Bergen Raises (ACBL convention card; Marty Bergen, Better Bidding with Bergen): 1M-3C 7-10 and 1M-3D 10-12 with four trumps, 1M-3M preemptive"
   test=K432-Q432-J32-32
3{a} "Bergen Raises" pos=N hcp=<7 {a}=4+ text="Bergen: preemptive raise, four trumps, under 7 HCP"
   ref="Bergen Raises (ACBL convention card; Marty Bergen, Better Bidding with Bergen): 1M-3C 7-10 and 1M-3D 10-12 with four trumps, 1M-3M preemptive"
   test=Q843-J432-J32-32
# Reverse Drury (a passed hand, third or fourth seat opening): 2C = 3+ trumps and a limit
# raise (10-12 support points). The natural 2C is then not available: with clubs and no fit
# the passed hand bids 1NT, 2NT (11-12 balanced) or 3C (six clubs); see section 5.
2C "Drury" pos=Y {a}=3+ dummy={a}5:10-12 alert asks=1
   text="Drury: a passed hand's limit raise, 3+ trumps, 10-12 support points"
   ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): a passed hand's 2C over partner's third- or fourth-seat 1M shows a limit raise"
   test=K32-Q32-AJ32-J32|Q32-K32-AJ32-J32
3C "Drury" pos=Y hcp=10+ C=6+ S=<4 H=<5 {a}=<3 text="passed hand: six clubs, 10-12, no fit (2C is Drury): not forcing"
   ref="standard 2/1 teaching: with Drury the passed hand's natural 2C goes; a long club suit jumps to 3C"
   test=J2-K3-Q32-AQT832
1N "Drury" pos=Y hcp=10 S=<4 H=<5 {a}=<3 C=4+ D=<=C text="passed hand: 10 with clubs and no fit (2C is Drury): 1NT"
   ref="standard 2/1 teaching: with Drury the passed hand's natural 2C goes; without a fit it responds 1NT"
   test=J2-K3-Q432-KJ843
1N "Drury" pos=Y hcp=11+ shape=unbalanced S=<4 H=<5 {a}=<3 C=4+ D=<=C text="passed hand: 11-12 unbalanced with clubs and no fit (2C is Drury): 1NT"
   ref="standard 2/1 teaching: with Drury the passed hand's natural 2C goes; without a fit it responds 1NT (balanced 11-12 bids 2NT)"
   test=J2-K-95432-AQJ84
# Splinter raises (unpassed responder): four trumps, game values (12-15 HCP; 16+ goes through
# Jacoby 2NT) and a singleton or void, shown by a double jump in the short suit.
4x "Splinter Raises" pos=N hcp=12-15 {a}=4+ X=0-1:<2,A4 C=x D=x alert asks=G
   text="splinter: 4+ trumps, game values (12-15), a singleton or void in the suit bid"
   ref="ACBL 2/1 convention card: splinter raises; standard 2/1 teaching (Hardy, Two-Over-One Game Force): a double jump in a new suit shows a game raise with a singleton or void there"
   test=KQ92-AJ84-K932-5|KQ92-AJ84-5-K932
2N "Jacoby 2NT" pos=N hcp=12+ {a}=4+ dummy={a}5:13+ alert asks=G
   text="Jacoby: game-forcing raise, 4+ trumps" test=KJ32-AQ32-K32-32
4{a} pos=Y {a}=4+ dummy={a}5:13+ text="passed hand: maximum with a fit" test=KJ32-AQ32-K32-32
# (Reached only with Drury off: the passed hand's limit raise is then 3M.)
3{a} pos=Y hcp=4-12 {a}=3+ dummy={a}5:10-12 text="passed hand: limit raise, 3+ trumps"
3{a} hcp=4-12 {a}=4+ dummy={a}5:10-12 text="limit raise: 10-12 support points, 4+ trumps (with three, 1NT forcing then 3M)"
   ref="ACBL 2/1 card: 1M-3M limit raise; standard 2/1 teaching (Hardy, Two-Over-One Game Force): the three-card limit raise starts with the forcing 1NT"
   test=K432-A432-QJ2-32
3{a} hcp=4-11 {a}=4+ dummy={a}5:13+ text="limit raise: 4+ trumps, 13+ support points, under 12 HCP" test=A842-T732-KQ952-
3{a} pos=Y hcp=4-12 {a}=3 dummy={a}5:13+ text="passed hand: limit raise" test=K85-AT9-K87643-3
2{a} hcp=4-9 {a}=3+ dummy={a}5:6-9 text="single raise: 6-9 support points, 3+ trumps" test=K32-Q32-J432-432
P hcp=<4 test=8532-J84-9652-93
P hcp=4 S=<6 H=<6 D=<6 C=<6 test=853-J84-Q652-J93
P hcp=5 S=<5 H=<5 D=<5 C=<5 test=853-Q84-Q652-J93

# Splinter raises in the other major (1H-3S, 1S-4H) stand with SAYC's first [1H-P] and [1S-P]
# entries (Grand Slam Force, jump shifts), before the raises above: a parametrized section
# cannot hold an entry for one of its expansions only. SAYC's other [1H-P]/[1S-P] entries
# follow in SAYC's order (the 1S response and the passed hand's 2NT just below; 2H and the
# temporizing 2C further down).
replace [1H-P] complete
5N@G3 "Grand Slam Force" hcp=16+ H=4+ S=:FRC D=:FRC C=:FRC asks=K
   text="Grand Slam Force: first-round control of every side suit and the values for a grand (16+ HCP): bid 7 with two of the top three trumps" ref="standard teaching: the Grand Slam Force is for a hand whose only worry is the top trumps; controls without the values leave side-suit losers" test=-QJT43-A-AKQJT98
2S hcp=19+ S=5+ H=<4 C=<=S D=<=S asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ95-K3-AQ2-K32
2S hcp=16-18 S=5+:3/4 H=3 asks=G text="jump shift: strong suit and heart support" test=AKQ95-K32-Q32-K2
2S hcp=16-18 S=6+:3/4 H=<4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=AKQJ95-32-KJ2-K2
3S "Splinter Raises" pos=N hcp=12-15 H=4+ S=<2:<2,A4 alert asks=G shows.S=0-1
   text="splinter: 4+ hearts, game values (12-15), a singleton or void in spades"
   ref="ACBL 2/1 convention card: splinter raises; standard 2/1 teaching (Hardy, Two-Over-One Game Force): a double jump in a new suit shows a game raise with a singleton or void there"
   test=5-KQ92-AJ84-K932

replace [1S-P] complete
5N@G4 "Grand Slam Force" hcp=16+ S=4+ H=:FRC D=:FRC C=:FRC asks=K
   text="Grand Slam Force: first-round control of every side suit and the values for a grand (16+ HCP): bid 7 with two of the top three trumps" ref="standard teaching: the Grand Slam Force is for a hand whose only worry is the top trumps; controls without the values leave side-suit losers" test=K854--AKQ82-AK85
3H hcp=19+ H=5+ S=<4 C=<=H D=<=H asks=G text="jump shift: 19+ HCP, forcing to game" test=K3-AKJ95-AQ2-K32
3H hcp=16-18 H=5+:3/4 S=3 asks=G text="jump shift: strong suit and spade support" test=K32-AKQ95-Q32-K2
3H hcp=16-18 H=6+:3/4 S=<4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=32-AKQJ95-KJ2-K2
4H "Splinter Raises" pos=N hcp=12-15 S=4+ H=<2:<2,A4 alert asks=G shows.H=0-1
   text="splinter: 4+ spades, game values (12-15), a singleton or void in hearts"
   ref="ACBL 2/1 convention card: splinter raises; standard 2/1 teaching (Hardy, Two-Over-One Game Force): a double jump in a new suit shows a game raise with a singleton or void there"
   test=KQ92-5-AJ84-K932

[1H-P] complete
# A four-card or longer spade suit at the one level, unless a longer minor should be bid first
# with two-over-one values.
1S pos=Y S=4+ C=<6 D=<6 text="passed hand: 4+ spades, 6+ points, not forcing" test=K853-J8-Q6532-Q3
1S S=4+ C=<6 D=<6 asks=1 text="4+ spades, 6+ points, forcing" test=K853-J8-Q6532-Q3
1S pos=Y hcp=<10 S=4+ text="passed hand: 4+ spades, 6+ points, not forcing" test=K853-J8-Q65432-3
1S hcp=<10 S=4+ asks=1 text="4+ spades, 6+ points, forcing" test=K853-J8-Q65432-3
2N pos=Y hcp=11-12 shape=balanced H=<3 text="passed hand: 11-12 balanced" test=K32-Q2-AQ32-J432

[1S-P] complete
2N pos=Y hcp=11-12 shape=balanced S=<3 text="passed hand: 11-12 balanced" test=Q2-K32-AQ32-J432

# 1S-2H: five hearts and opening values, forcing to game (a passed hand's 2H stays SAYC's;
# SAYC's 2H and 2C went with the replace of [1S-P] above).
[1S-P] complete
2H pos=Y hcp=10+ H=5+ C=<=H D=<=H text="passed hand: 5+ hearts, 10+ HCP, not forcing" test=32-KQJ84-A65-K93
2H hcp=12+ H=5+ C=<=H D=<=H asks=G text="two over one: 5+ hearts, opening values, forcing to game"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): 1S-2H promises five hearts"
   test=32-KQJ84-A65-K93

[1{m}-P] where m in HS complete
3N pos=N hcp=15-17 shape=balanced {m}=<4 text="15-17 balanced" test=K32-A32-KQ32-KJ3
# A passed hand's 2C is Drury (section 5): the natural two-over-one is 2D only.
2D pos=Y hcp=10+ D=4+ C=<D text="passed hand: 4+ diamonds, 10+ HCP, not forcing" test=J2-K3-AT832-Q432
2x pos=N hcp=12+ X=4+U C=x D=x asks=G text="two over one: 4+ cards, opening values, forcing to game"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): a two-over-one by an unpassed hand promises opening values and forces to game"
   test=Q32-K3-K32-AJ832

[1S-P] complete
# With game values, three-card support and no four-card minor or five hearts (3-4-3-3).
2C pos=N hcp=12+ asks=G text="two over one (temporizing): opening values, forcing to game"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): with game values and no natural two-over-one, respond in a three-card minor"
   test=KJ9-KT62-AKT-T62

[1{m}-P] where m in HS complete
1N pos=Y hcp=4-10 text="passed hand: 6-10 points, not forcing" test=Q2-K3-98532-J832
1N hcp=4-12 asks=1 text="forcing 1NT: 6-12 points (a three-card limit raise included), forcing one round"
   ref="ACBL 2/1 card: 1NT forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): 1M-1NT is forcing by an unpassed hand, 6-12 points"
   test=Q2-K3-98532-J832|K32-A32-QJ32-432

########################################################################################
# 1 + 4. RESPONSES TO ONE OF A MINOR: 1D-2C forces to game; Inverted Minors (off)
########################################################################################

remove [1{a}-P] where a in CD complete
replace [1C-P] complete
# SAYC's responses to 1C in SAYC's order (its [1{a}-P] where a in CD sections written out),
# with the Inverted Minors entries before the raises.
2x hcp=19+ X=5+ S=x H=x asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ95-K3-AQ2-K32
2x hcp=15-18 dist=T18+ X=5+:3/4 S=x H=x C=4 asks=G text="jump shift: strong suit and a fit" test=-AKQJT-AT62-JT86
2x hcp=16-18 X=6+:3/4 S=x H=x shape=1-suiter asks=G text="jump shift: strong one-suiter" test=K2-AKQJ87-32-K32
P hcp=<4 test=8532-J84-9652-93
P hcp=4 S=<6 H=<6 D=<6 C=<6 test=853-J84-Q652-J93
P hcp=5 S=<5 H=<5 D=<5 C=<5 test=853-Q84-Q652-J93
2D hcp=19+ D=5+ S=<5 H=<5 asks=G text="jump shift: 19+ HCP, forcing to game" test=K3-AQ2-AKJ95-K32
2D hcp=15-18 dist=T18+ D=5+:3/4 S=<5 H=<5 C=4 asks=G text="jump shift: strong suit and a fit" test=2-K32-AKQ95-KJ32
2D hcp=16-18 D=6+:3/4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=K2-32-AKQJ87-K32
4C "Strong Minor Raise" hcp=13-18 C=6+ S=<4 H=<4 shape=unbalanced alert asks=G
   text="forcing raise: opening values, 6+ clubs, no four-card major" test=K62--QT93-AKJ754
3N pos=N hcp=16-17 shape=balanced S=<4 H=<4 text="16-17 balanced, no four-card major" ref="ACBL SAYC booklet: responses to 1m, 3NT 16-17" test=QJ3-62-KJ4-AKQ86
2N pos=N hcp=13-15 shape=balanced S=<4 H=<4 asks=G text="13-15 balanced, no four-card major, forcing to game" test=KQ4-KJ3-T5-AT952
2N pos=Y hcp=11-12 shape=balanced S=<4 H=<4 text="passed hand: 11-12 balanced" test=K75-KJ3-Q765-Q73
1D pos=Y D=4 S=<=4 H=<=4 text="passed hand: 4+ diamonds, 6+ points, not forcing" test=A876--J872-T9532
1D D=4 S=<=4 H=<=4 asks=1 text="4+ diamonds, 6+ points, forcing" test=A876--J872-T9532
1D pos=Y D=5+ S=<D H=<D text="passed hand: 4+ diamonds, 6+ points, not forcing" test=6-J-QT7432-J9852
1D D=5+ S=<D H=<D asks=1 text="4+ diamonds, 6+ points, forcing" test=6-J-QT7432-J9852
1S pos=Y S=5+ H=<=S text="passed hand: 4+ spades, 6+ points, not forcing" test=JT9853-T3-QJ94-7
1S S=5+ H=<=S asks=1 text="4+ spades, 6+ points, forcing" test=JT9853-T3-QJ94-7
1x pos=Y X=4+U S=x H=x text="passed hand: 4+ cards, 6+ points, not forcing" test=QT63-3-93-Q75432
1x X=4+U S=x H=x asks=1 text="4+ cards, 6+ points, forcing" test=QT63-3-93-Q75432
1N hcp=11 S=3-4 H=3-4 D=3-4 C=3-4 text="6-10 (a flat 11)" test=A42-KT8-J75-QJ53
# Inverted Minors (off by default): with no four-card major, 2C is 10+ and forcing one round,
# 3C preemptive (5+ clubs, under 10 HCP).
2C "Inverted Minors" pos=N hcp=10+ C=4+ S=<4 H=<4 alert asks=1 text="inverted: 10+, 4+ clubs, no four-card major, forcing one round"
   ref="Inverted Minors (ACBL convention card; standard 2/1 teaching, Hardy): 1m-2m 10+ forcing one round, 1m-3m preemptive"
   test=K32-Q2-K32-QJ432
3C "Inverted Minors" pos=N hcp=<10 C=5+ S=<4 H=<4 alert text="inverted: preemptive, 5+ clubs, under 10 HCP" test=9-T86-874-KJT973
3C hcp=11-12 C=5+ text="limit raise: 11-12, 5+ clubs" test=K32-Q2-K32-QJ432
2C hcp=4-10 C=5+ text="single raise: 6-10, 5+ clubs" test=9-T86-874-KJT973
1N hcp=4-10 text="6-10, no four-card major or diamonds" test=J76-QT3-K43-9764
3C hcp=11-12 C=4+ text="limit raise: 11-12" test=K32-Q32-A32-QJ32
1D pos=Y hcp=11+ text="passed hand: no better bid, not forcing" test=KQ2-AQ2-AJ2-K432
1D asks=1 text="11+, forcing, no better bid" test=KQ2-AQ2-AJ2-K432

replace [1D-P] complete
# SAYC's responses to 1D in SAYC's order, 2C forcing to game (2/1), the Inverted Minors
# entries before the raises.
2x hcp=19+ X=5+ S=x H=x asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ95-K3-AQ2-K32
2x hcp=15-18 dist=T18+ X=5+:3/4 S=x H=x D=4 asks=G text="jump shift: strong suit and a fit" test=-AKQJT-AT62-JT86
2x hcp=16-18 X=6+:3/4 S=x H=x shape=1-suiter asks=G text="jump shift: strong one-suiter" test=K2-AKQJ87-32-K32
P hcp=<4 test=8532-J84-9652-93
P hcp=4 S=<6 H=<6 D=<6 C=<6 test=853-J84-Q652-J93
P hcp=5 S=<5 H=<5 D=<5 C=<5 test=853-Q84-Q652-J93
3C hcp=19+ C=5+ S=<5 H=<5 asks=G text="jump shift: 19+ HCP, forcing to game" test=K3-AQ2-K32-AKJ95
3C hcp=15-18 dist=T18+ C=5+:3/4 S=<5 H=<5 D=4 asks=G text="jump shift: strong suit and a fit" test=2-K32-KJ32-AKQ95
3C hcp=16-18 C=6+:3/4 shape=1-suiter asks=G text="jump shift: strong one-suiter" test=K2-32-K32-AKQJ87
4D "Strong Minor Raise" hcp=13-18 D=6+ S=<4 H=<4 shape=unbalanced alert asks=G
   text="forcing raise: opening values, 6+ diamonds, no four-card major" test=KJ3-92-AQ9863-K8
3N pos=N hcp=16-17 shape=balanced S=<4 H=<4 text="16-17 balanced, no four-card major" ref="ACBL SAYC booklet: responses to 1m, 3NT 16-17" test=QJ3-62-KJ4-AKQ86
2N pos=N hcp=13-15 shape=balanced S=<4 H=<4 asks=G text="13-15 balanced, no four-card major, forcing to game" test=KQ4-KJ3-T5-AT952
2N pos=Y hcp=11-12 shape=balanced S=<4 H=<4 text="passed hand: 11-12 balanced" test=K75-KJ3-Q765-Q73
1S pos=Y S=5+ H=<=S text="passed hand: 4+ spades, 6+ points, not forcing" test=JT9853-T3-QJ94-7
1S S=5+ H=<=S asks=1 text="4+ spades, 6+ points, forcing" test=JT9853-T3-QJ94-7
1x pos=Y X=4+U S=x H=x text="passed hand: 4+ cards, 6+ points, not forcing" test=QT63-3-93-Q75432
1x X=4+U S=x H=x asks=1 text="4+ cards, 6+ points, forcing" test=QT63-3-93-Q75432
1N hcp=11 S=3-4 H=3-4 D=3-4 C=3-4 text="6-10 (a flat 11)" test=A42-KT8-J75-QJ53
# Inverted Minors (off by default): with no four-card major, 2D is 10+ and forcing one round,
# 3D preemptive (5+ diamonds, under 10 HCP); 6-9 with four diamonds bids 1NT.
2D "Inverted Minors" pos=N hcp=10+ D=4+ S=<4 H=<4 alert asks=1 text="inverted: 10+, 4+ diamonds, no four-card major, forcing one round"
   ref="Inverted Minors (ACBL convention card; standard 2/1 teaching, Hardy): 1m-2m 10+ forcing one round, 1m-3m preemptive"
   test=Q96-KJ-KJ74-J954
3D "Inverted Minors" pos=N hcp=<10 D=5+ S=<4 H=<4 alert text="inverted: preemptive, 5+ diamonds, under 10 HCP" test=T52-J8-K98752-74
1N "Inverted Minors" pos=N hcp=<10 D=4 S=<4 H=<4 text="6-9 with four diamonds: 1NT (inverted 2D is strong, 3D needs five)" test=T52-Q4-J874-K985
3D hcp=11-12 D=4+ text="limit raise: 11-12, 4+ diamonds" test=Q96-KJ-KJ74-J954
2D hcp=4-10 D=4+ text="single raise: 6-10, 4+ diamonds" test=T52--J874-K98752
1N hcp=<11 text="6-10, no four-card major" test=74-T93-942-AJT64
2C pos=Y hcp=10+ C=4+ D=<4 text="passed hand: 4+ clubs, 10+ HCP, not forcing" test=K63-J-J75-AQ7432
2C hcp=12+ C=4+ asks=G text="two over one: 4+ clubs, opening values, forcing to game"
   ref="ACBL 2/1 card: 2/1 game forcing (1D-2C included); standard 2/1 teaching (Hardy, Two-Over-One Game Force)"
   test=A6-A3-J93-KJT763|K63-A65-J75-AQ74
1N hcp=11 C=4+ D=<4 text="11 points with clubs and no fit: 1NT (2C would force to game)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): an invitational hand without a fit does not bid a game-forcing 2C"
   test=K63-J-J75-AQ7432
2C asks=G text="13+, forcing to game, no better bid (long diamonds)" test=Q6-42-AKQ8643-K5

########################################################################################
# 2. OPENER'S REBID AFTER THE FORCING 1NT
########################################################################################

# Opener never passes an unpassed hand's 1NT. 2NT is 18-19 (17 balanced rebids a minor);
# a minimum balanced hand bids its three-card minor (2C with three in each).
replace [1{a}-P-1N-P] where a in HS complete
P pos=P hcp=<17 shape=balanced text="opposite a passed hand: minimum balanced, 1NT was not forcing" test=KQ432-K32-Q32-K2
2N hcp=18-19 shape=balanced text="18-19 balanced, invitational"
   ref="ACBL 2/1 card: after 1NT forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): 2NT shows 18-19"
   test=AK643-AQ6-QT4-K8
3x hcp=19+ X=4+ C=x D=x shape=unbalanced asks=G text="jump shift: 19+ HCP, forcing to game" test=AKJ32-3-AQ2-AQJ3
3x hcp=16+ dist=T19+ X=5+ C=x D=x shape=unbalanced asks=G text="jump shift: 19+ points and a five-card suit, forcing to game" test=AKJ32-3-K2-AQJ32

# (SAYC's 4+-card minor rebid and the three-card minor of the balanced minimum, after the
# major's own rebids.)
replace [1H-P-1N-P] complete
4H hcp=17+ H=7+ text="7+ hearts, 17+ HCP: game" test=A8-AKJ9732-K42-K
4H hcp=19+ H=6+ text="6+ hearts, game values" test=AJ72-AQ9842-AKJ-
3H hcp=16-18 H=6+ text="6+ hearts, 16-18, invitational" test=A9-AKJ984-Q92-K5
2S hcp=16+ S=4+ asks=1 text="reverse: 4 spades, 16+, forcing one round" test=AQ32-AKJ84-K92-5
2H H=6+ text="6+ hearts, minimum" test=A9-AQJ984-J92-75
2x X=4+U C=x D=x text="4+ cards" test=KJ2-AK432-3-Q532
2x X=3U C=x D=x text="minimum balanced: a three-card minor (1NT was forcing)"
   ref="ACBL 2/1 card: 1NT forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): with a balanced minimum opener rebids a three-card minor, 2C with three in each"
   test=Q32-AK843-K32-J2
2C S=4 H=5 D=2 C=2 text="4-5-2-2 without the values to reverse: 2C on a doubleton (1NT was forcing)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT opener's 2C may be a doubleton when he has no other rebid"
   test=KT65-AKJ94-J5-J7
P pos=P text="opposite a passed hand (1NT not forcing), a light opening with nothing more to show: pass"
   ref="standard teaching: a passed hand's 1NT is not forcing; opener passes unless he has a rebid to make"
   test=KJ832-AJ54-Q6-73

[1S-P-1N-P] complete
2x X=4+U C=x D=x text="4+ cards" test=AK432-3-Q32-KJ32
2x X=3U C=x D=x text="minimum balanced: a three-card minor (1NT was forcing)"
   ref="ACBL 2/1 card: 1NT forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): with a balanced minimum opener rebids a three-card minor, 2C with three in each"
   test=AK843-Q32-K32-J2

########################################################################################
# 2. RESPONDER'S SECOND CALL AFTER 1M-1NT(FORCING)-2 OF A LOWER SUIT
########################################################################################

# Opener's minor may be three cards: pass it only with long support and a minimum; with two of
# the major give preference; 11-12 without a fit bids 2NT; the three-card limit raise jumps.
# Responder's second call shows his hand exactly: 3M = the three-card limit raise (10-12
# support points), three of opener's second suit = 10-12 with 5+ (four hearts over
# 1S-1NT-2H), 2NT = 11-12 without a fit, a new suit = a long suit in a weak hand (to play),
# pass = long support and a minimum, 2M = preference with 6-9 and two or three trumps.
# Written per auction: a pattern over opener's suit would hold calls illegal in some expansions.
remove [1H-P-1N-P-2{c}-P] where c in CD complete
remove [1S-P-1N-P-2{c}-P] where c in CDH complete

block "1H-1NT: the three-card limit raise"
3H hcp=8-12 H=3 dummy=H5:10-12 text="three-card limit raise: 10-12 support points, three hearts"
   ref="ACBL 2/1 card: 1NT forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): the three-card limit raise goes through 1NT, then jumps in opener's major"
   test=K32-Q32-KJ32-Q32

block "1H-1NT: 2NT"
2N hcp=11-12 H=<3 text="11-12, no fit: invitational"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over the forcing 1NT, responder's 2NT shows 11-12 (the invitational hands the two-over-one no longer takes)"
   test=KJ32-Q2-KJ32-Q32

block "1H-1NT: preference"
2H H=2+ text="preference: two or three hearts, 6-9 (opener's second suit may be three cards)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, preference to opener's major shows 6-9 with two or three trumps"
   test=Q432-Q2-J843-K32
P text="to play"

block "1S-1NT: the three-card limit raise"
3S hcp=8-12 S=3 dummy=S5:10-12 text="three-card limit raise: 10-12 support points, three spades"
   ref="ACBL 2/1 card: 1NT forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): the three-card limit raise goes through 1NT, then jumps in opener's major"
   test=Q32-K32-KJ32-Q32

block "1S-1NT: 2NT"
2N hcp=11-12 S=<3 text="11-12, no fit: invitational"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over the forcing 1NT, responder's 2NT shows 11-12 (the invitational hands the two-over-one no longer takes)"
   test=Q2-KJ3-KJ32-Q432

block "1S-1NT: preference"
2S S=2+ text="preference: two or three spades, 6-9 (opener's second suit may be three cards)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, preference to opener's major shows 6-9 with two or three trumps"
   test=K2-Q43-J843-5432
P text="to play"

replace [1H-P-1N-P-2C-P] complete
use "1H-1NT: the three-card limit raise"
3C hcp=10-12 C=5+ H=<3 text="5+ clubs, 10-12: invitational raise of opener's second suit"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's raise of opener's second suit shows good support and invitational values (10-12)"
   test=K32-2-QJ32-KJ832
use "1H-1NT: 2NT"
2D hcp=<10 D=6+ H=<3 C=<3 text="6+ diamonds, weak: to play (1NT could not bid diamonds at the two level)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's new suit (two level, or three level without a jump) is a long suit in a weak hand, to play"
   test=T832-2-KJ9843-J2
P hcp=<10 C=5+ H=<3 text="long support and a minimum: pass"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opener's minor after the forcing 1NT may be three cards; pass it only with long support and a minimum"
use "1H-1NT: preference"

replace [1H-P-1N-P-2D-P] complete
use "1H-1NT: the three-card limit raise"
3D hcp=10-12 D=5+ H=<3 text="5+ diamonds, 10-12: invitational raise of opener's second suit"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's raise of opener's second suit shows good support and invitational values (10-12)"
   test=K32-2-KJ832-QJ32
use "1H-1NT: 2NT"
3C hcp=<10 C=6+ H=<3 D=<3 text="6+ clubs, weak: to play (1NT could not bid clubs at the two level)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's new suit (two level, or three level without a jump) is a long suit in a weak hand, to play"
   test=T832-2-J2-KJ9843
P hcp=<10 D=5+ H=<3 text="long support and a minimum: pass"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opener's minor after the forcing 1NT may be three cards; pass it only with long support and a minimum"
use "1H-1NT: preference"

replace [1S-P-1N-P-2C-P] complete
use "1S-1NT: the three-card limit raise"
3C hcp=10-12 C=5+ S=<3 text="5+ clubs, 10-12: invitational raise of opener's second suit"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's raise of opener's second suit shows good support and invitational values (10-12)"
   test=2-K32-QJ32-KJ832
use "1S-1NT: 2NT"
2D hcp=<10 D=6+ S=<3 C=<3 text="6+ diamonds, weak: to play (1NT could not bid diamonds at the two level)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's new suit (two level, or three level without a jump) is a long suit in a weak hand, to play"
   test=2-T832-KJ9843-J2
P hcp=<10 C=5+ S=<3 text="long support and a minimum: pass"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opener's minor after the forcing 1NT may be three cards; pass it only with long support and a minimum"
use "1S-1NT: preference"

replace [1S-P-1N-P-2D-P] complete
use "1S-1NT: the three-card limit raise"
3D hcp=10-12 D=5+ S=<3 text="5+ diamonds, 10-12: invitational raise of opener's second suit"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's raise of opener's second suit shows good support and invitational values (10-12)"
   test=2-K32-KJ832-QJ32
use "1S-1NT: 2NT"
3C hcp=<10 C=6+ S=<3 D=<3 text="6+ clubs, weak: to play (1NT could not bid clubs at the two level)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's new suit (two level, or three level without a jump) is a long suit in a weak hand, to play"
   test=2-T832-J2-KJ9843
P hcp=<10 D=5+ S=<3 text="long support and a minimum: pass"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opener's minor after the forcing 1NT may be three cards; pass it only with long support and a minimum"
use "1S-1NT: preference"

replace [1S-P-1N-P-2H-P] complete
use "1S-1NT: the three-card limit raise"
3H hcp=10-12 H=4+ S=<3 text="4+ hearts, 10-12: invitational raise of opener's second suit"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's raise of opener's second suit shows good support and invitational values (10-12)"
   test=2-KJ32-QJ83-QJ32
use "1S-1NT: 2NT"
3C hcp=<10 C=6+ S=<3 H=<3 text="6+ clubs, weak: to play (1NT could not bid clubs at the two level)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's new suit (two level, or three level without a jump) is a long suit in a weak hand, to play"
   test=T2-83-J32-KJ9843
3D hcp=<10 D=6+ S=<3 H=<3 text="6+ diamonds, weak: to play (1NT could not bid diamonds at the two level)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after the forcing 1NT, responder's new suit (two level, or three level without a jump) is a long suit in a weak hand, to play"
   test=T2-83-KJ9843-J32
P hcp=<10 H=4+ S=<2 text="long support and a minimum: pass"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opener's minor after the forcing 1NT may be three cards; pass it only with long support and a minimum"
use "1S-1NT: preference"

# Opener after the three-card limit raise and after the invitational 2NT: accepts with 14+
# (or 6 losers with a ruffing value), passes a minimum.
[1{m}-P-1N-P-2{c}-P-3{m}-P] where m in HS, c<m
4{m} hcp=14+ text="more than a minimum: accepts the three-card limit raise"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opener accepts the three-card limit raise with more than a minimum"
   test=AQ874-KQ8-K32-32
4{m} losers=6 hcp=12+ shape=singleton-or-void text="accepts: 6 losers with a ruffing value opposite the limit raise's 8"
   ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6"
   test=AKJ74-KJ832-32-2
P test=Q8743-KQ8-K32-32

[1{m}-P-1N-P-2{c}-P-2N-P] where m in HS, c<m
3N hcp=14+ text="more than a minimum: accepts" test=AQ874-K32-KQ8-32
P test=Q8743-K32-KQ8-32

# Opener's minor raised (10-12, 5+ support): 3NT with 14+ and the other suits stopped, five of
# the minor with 14+ and shortness, else pass.
replace [1{a}-P-1N-P-2{c}-P-3{c}-P] where a in HS, c<a
3N hcp=14+ text="more than a minimum: accepts in 3NT"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): responder's raise of opener's second suit after the forcing 1NT is invitational (10-12); opener accepts with more than a minimum"
   test=AQJ83-K62-5-KQT9
P test=AJ942-AQT-5-J863

# Opener after responder's preference (6-9, two or three trumps): 17-18 invites, 19+ bids game.
replace [1{a}-P-1N-P-2{c}-P-2{a}-P] where a in HS, c<a
4{a} hcp=19+ text="19+ opposite a preference: game"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opener's two-level rebid after the forcing 1NT may hold 17-18 (up to a jump shift); after a preference he invites with extras"
   test=AKQ83-6-AK52-K93
3{a} hcp=17-18 text="17-18 opposite a preference: invites game"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opener's two-level rebid after the forcing 1NT may hold 17-18 (up to a jump shift); after a preference he invites with extras"
   test=AQJ83-6-AK52-K93
P text="a minimum opposite a preference: pass" test=KQ732-A-AT92-T62

[1{a}-P-1N-P-2{c}-P-2{a}-P-3{a}-P] where a in HS, c<a
4{a} hcp=8+ text="the top of the preference (8-9): accepts"
   ref="standard teaching: an invitation is accepted with more than a minimum"
   test=K32-Q432-K84-J32|2-Q32-QJ843-K832
P test=J32-Q432-Q84-J32

# Responder after opener's rebid of his six-card major: 11-12 now reaches here. The base's
# misfit sections (a long suit of responder's own, to play) are taken into this one (6-10).
remove [1S-P-1N-P-2S-P]
remove [1H-P-1N-P-2H-P]
replace [1{a}-P-1N-P-2{a}-P] where a in HS
4{a} hcp=11-12 {a}=2+ text="11-12 with a doubleton opposite six: game"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): the forcing 1NT may hold 11-12; opposite a six-card rebid that is game"
   test=K2-K2-QJ432-Q432
3{a} hcp=9-10 {a}=2+ text="maximum with a doubleton: invitational" test=K2-K2-QJ432-J432
3x hcp=<11 {a}=<2 X=6,7+:2/3,1/3 D=x C=x text="a misfit: a long minor of his own (a good six cards, or seven), short in opener's major, 6-10; to play"
   ref="standard teaching: the 1NT response may hide a long suit too weak for a two-over-one; when opener rebids his suit and responder is short in it (a misfit), responder shows his own long suit at the three level, to play"
   test=Q43-2-KQJ864-J32|2-Q43-KQJ864-J32
2N hcp=11-12 text="11-12, a singleton: invitational" test=KJ32-2-KJ32-K432|2-KJ32-KJ32-K432
P test=K2-32-QJ432-J432

########################################################################################
# 1. THE GAME FORCE: NO PASS BELOW GAME AFTER AN UNPASSED HAND'S TWO-OVER-ONE
########################################################################################
# SAYC's opener may pass responder's second call after a two-over-one (10-12 invitational).
# Here the auction is forcing to game (`gameforce`); a passed hand's two-over-one keeps the
# SAYC pass.

remove P from [1{a}-P-2{b}-P-2{a}-P-2N-P] where a in HS, b<a
[1{a}-P-2{b}-P-2{a}-P-2N-P] where a in HS, b<a
3N gameforce text="game force: 3NT"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): below game, no one passes"
P test=KJ754-K3-QJ7-J42

remove P from [1{a}-P-2{b}-P-2{a}-P-3{b}-P] where a in HS, b<a
[1{a}-P-2{b}-P-2{a}-P-3{b}-P] where a in HS, b<a
3N gameforce text="game force: 3NT"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): below game, no one passes"
P test=K7542-3-QJ765-A4

# Opener over responder's slow raise (1M-2m-2M-3M: 3+ trumps, slam interest): Blackwood with
# extras, a control bid (first-round control, cheapest first) with a little more than a
# minimum, four of the major with a minimum. Opposite a passed hand, SAYC's answers to the
# invitation.
replace [1{a}-P-2{b}-P-2{a}-P-3{a}-P] where a in HS, b<a
4N@{a}0 "Blackwood" pos=U hcp=17+ text="extras opposite slam interest (15+ and a fit): asks for aces"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over partner's slow raise showing slam interest, opener with extras bids on (control bids, Blackwood), with a minimum signs off in game"
   test=AQJ754-K3-AQ7-K4
4C pos=U hcp=14+ C=:FRC asks=1 text="control bid: more than a minimum, the club ace or a void"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over partner's slow raise showing slam interest, opener with extras bids on (control bids, Blackwood), with a minimum signs off in game"
   test=AQJ754-K3-Q72-A4
4D pos=U hcp=14+ D=:FRC asks=1 text="control bid: more than a minimum, the diamond ace or a void, no club control"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over partner's slow raise showing slam interest, opener with extras bids on (control bids, Blackwood), with a minimum signs off in game"
   test=AQJ754-K3-A72-Q4
4{a} pos=U text="a minimum opposite slam interest: signs off in game"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over partner's slow raise showing slam interest, opener with extras bids on (control bids, Blackwood), with a minimum signs off in game"
   test=KJ754-K3-QJ7-J42
4{a} hcp=14+ text="opposite a passed hand's invitation: accepts" test=AQ754-K3-QJ7-K42
4{a} hcp=13+ dist=T15+ text="opposite a passed hand's invitation: accepts (15+ total points)" test=AQ754-K3-KJ732-2
P text="opposite a passed hand's invitation: declines" test=KJ754-K3-QJ7-J42

# Responder after opener's sign-off: Blackwood with 18+ (33 together), else pass.
[1{a}-P-2{b}-P-2{a}-P-3{a}-P-4{a}-P] where a in HS, b<a
4N@{a}0 "Blackwood" hcp=18+ text="18+ opposite an opening: 33 together, asks for aces"
   ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces"
   test=AQ3-KJ3-AQ32-KQ2
P text="slam interest shown, opener signed off: pass" test=A97-Q84-AQ7-KJ64

# Responder after opener's control bid: Blackwood with 17+, else four of the major.
[1{a}-P-2{b}-P-2{a}-P-3{a}-P-4{c}-P] where a in HS, b<a, c in CD
4N@{a}0 "Blackwood" hcp=17+ text="17+ opposite a control bid: asks for aces"
   ref="standard teaching (control bidding): the partner of a control bidder with extras goes on; with a fit, Blackwood checks the aces"
   test=A97-Q84-AK7-KQ64
4{a} text="no more than shown: signs off in game"
   ref="standard teaching (control bidding): with no more than already shown, sign off in four of the agreed major"
   test=K97-Q84-AJ7-KQ64

remove P from [1H-P-2C-P-2D-P-3D-P] complete
[1H-P-2C-P-2D-P-3D-P] complete
3N gameforce S=:1stop text="game force: 3NT with spades stopped"
5D gameforce text="game force: game in diamonds"
P text="a minimum: declines (opposite a passed hand)" test=Q8-QT854-A643-K4

remove P from [1D-P-2C-P-2D-P-3D-P]
[1D-P-2C-P-2D-P-3D-P]
3N gameforce text="game force: 3NT"
P test=Q2-65-AKJ874-632

remove P from [1D-P-2C-P-2D-P-3C-P]
[1D-P-2C-P-2D-P-3C-P]
3N gameforce text="game force: 3NT"
P test=A64-87-Q97542-AK

# Responder's 3M after opener's new suit is the slow raise (slam interest, 15+; 4M would be
# the minimum): opener answers as over 1M-2m-2M-3M. Opposite a passed hand, SAYC's answers to
# the invitation.
replace [1{a}-P-2{b}-P-2{c}-P-3{a}-P] where a in HS, b<a, c<a, c>b complete
4N@{a}0 "Blackwood" pos=U hcp=17+ text="extras opposite slam interest (15+ and a fit): asks for aces"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over partner's slow raise showing slam interest, opener with extras bids on (control bids, Blackwood), with a minimum signs off in game"
   test=AKJ54-K3-AQ72-K4
4C pos=U hcp=14+ C=:FRC asks=1 text="control bid: more than a minimum, the club ace or a void"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over partner's slow raise showing slam interest, opener with extras bids on (control bids, Blackwood), with a minimum signs off in game"
   test=AQ854-Q3-KJ72-A4
4D pos=U hcp=14+ D=:FRC asks=1 text="control bid: more than a minimum, the diamond ace or a void, no club control"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over partner's slow raise showing slam interest, opener with extras bids on (control bids, Blackwood), with a minimum signs off in game"
   test=AQ854-Q3-AJ72-K4
4{a} pos=U text="a minimum opposite slam interest: signs off in game"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): over partner's slow raise showing slam interest, opener with extras bids on (control bids, Blackwood), with a minimum signs off in game"
   test=Q8432-K32-AQ32-2
4{a} hcp=14+ text="opposite a passed hand's invitation: accepts with more than a minimum" ref="standard teaching: an invitation is accepted with more than a minimum" test=AK432-K32-AQ32-2
4{a} hcp=12+ dist=T14+ text="opposite a passed hand's invitation: accepts (14+ total points)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (14+ total points)" test=KQ432-K32-KJ32-2
P text="opposite a passed hand's invitation: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=Q8432-K32-AQ32-2

[1{a}-P-2{b}-P-2{c}-P-3{a}-P-4{a}-P] where a in HS, b<a, c<a, c>b
4N@{a}0 "Blackwood" hcp=18+ text="18+ opposite an opening: 33 together, asks for aces"
   ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces"
   test=AQ3-KJ3-AQ32-KQ2
P text="slam interest shown, opener signed off: pass" test=A97-Q84-AQ7-KJ64

[1{a}-P-2{b}-P-2{c}-P-3{a}-P-4{d}-P] where a in HS, b<a, c<a, c>b, d in CD
4N@{a}0 "Blackwood" hcp=17+ text="17+ opposite a control bid: asks for aces"
   ref="standard teaching (control bidding): the partner of a control bidder with extras goes on; with a fit, Blackwood checks the aces"
   test=A97-Q84-AK7-KQ64
4{a} text="no more than shown: signs off in game"
   ref="standard teaching (control bidding): with no more than already shown, sign off in four of the agreed major"
   test=K97-Q84-AJ7-KQ64

remove P from [1S-P-2{b}-P-2H-P-3H-P] where b in CD
[1S-P-2{b}-P-2H-P-3H-P] where b in CD
4H gameforce text="game force: game in hearts"
P test=QJ752-QJ95-K4-84

remove P from [1{a}-P-2C-P-2{c}-P-3C-P] where a in HS, c in DH, c<a
[1{a}-P-2C-P-2{c}-P-3C-P] where a in HS, c in DH, c<a
3N gameforce text="game force: 3NT"
P test=AJ854-JT2-AQ96-7

remove P from [1S-P-2C-P-2D-P-2N-P]
[1S-P-2C-P-2D-P-2N-P]
3N gameforce text="game force: 3NT"
P test=KQ986-T9-Q6432-J

remove P from [1S-P-2C-P-2D-P-2S-P]
[1S-P-2C-P-2D-P-2S-P]
4S gameforce text="game force: game in spades"
P test=AJT96-K-Q874-J97

# Deeper continuations of the game force (SAYC passed responder's invitations there).
remove P from [1{a}-P-2{b}-P-2{a}-P-3{b}-P-3{a}-P] where a in HS, b in CD complete
[1{a}-P-2{b}-P-2{a}-P-3{b}-P-3{a}-P] where a in HS, b in CD complete
3N gameforce text="game force, a singleton in opener's major: 3NT"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): below game, no one passes"
   test=2-3-KJ98432-A432
P text="a singleton: no fit, pass (opposite a passed hand)"

remove P from [1S-P-2{b}-P-2H-P-2S-P] where b in CD
[1S-P-2{b}-P-2H-P-2S-P] where b in CD
4S gameforce S=6+ text="game force: six spades, game in spades"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): below game, no one passes"
   test=QJ7652-QJ95-K4-8
3N gameforce text="game force: 3NT (responder's preference may be a doubleton)" test=QJ752-QJ95-K4-84
P text="a minimum (opposite a passed hand)"

remove P from [1H-P-2C-P-2D-P-2H-P]
[1H-P-2C-P-2D-P-2H-P]
4H gameforce H=6+ text="game force: six hearts, game in hearts" test=J9-KJ9762-AQ85-4
3N gameforce text="game force: 3NT (responder's preference may be a doubleton)" test=J94-KJ976-AQ85-4
P text="a minimum (opposite a passed hand)"

remove P from [1S-P-2{b}-P-2H-P-2N-P] where b in CD
[1S-P-2{b}-P-2H-P-2N-P] where b in CD
3N gameforce text="game force: 3NT" test=QJT43-KT84-2-Q63
P text="a minimum: declines (opposite a passed hand)"

remove P from [1S-P-2C-P-2D-P-3D-P] complete
[1S-P-2C-P-2D-P-3D-P] complete
3N gameforce H=:1stop text="game force: 3NT with hearts stopped" test=Q9854-A8-Q643-K4
5D gameforce text="game force: game in diamonds" test=QT854-84-AK43-K4
P text="a minimum: declines (opposite a passed hand)"

########################################################################################
# 1. THE GAME FORCE OVER THEIR INTERFERENCE
########################################################################################
# SAYC lets opener pass a three-level overcall of responder's two-over-one (10+, forcing one
# round: the overcall released it). Here an unpassed hand's two-over-one forces to game and
# the game force holds over interference: opener doubles for penalty with four of their
# trumps, bids 3NT with a stopper, raises responder's suit, and with nothing else doubles
# (cooperative: partner decides); responder, whose turn it then is, does the same.
remove P from [1{a}-P-2{b}-3{c}] where a in HS, b<a, c!=a, c!=b complete
[1{a}-P-2{b}-3{c}] where a in HS, b<a, c!=a, c!=b complete
D "Penalty Double" gameforce {c}=4+ text="game force: their suit doubled for penalty with four trumps"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): the game force holds over interference; double is for penalty"
3N gameforce {c}=:1stop text="game force: 3NT with a stopper in their suit"
4{b} gameforce {b}=4+ text="game force: support for responder's suit"
D gameforce text="game force: a double, nothing else to say (partner decides; a pass below game would leave him to guess)"
   ref="standard teaching: in a game-forcing auction the partnership does not let the opponents play undoubled below game"
P text="a minimum with nothing to show: pass (opposite a passed hand)"

remove P from [1{a}-P-2{b}-3{c}-P-P] where a in HS, b<a, c!=a, c!=b complete
[1{a}-P-2{b}-3{c}-P-P] where a in HS, b<a, c!=a, c!=b complete
D "Penalty Double" gameforce {c}=4+ text="game force: their suit doubled for penalty with four trumps"
3N gameforce {c}=:1stop text="game force: 3NT with a stopper in their suit"
4{a} gameforce {a}=2+ text="game force: game in opener's major"
D gameforce text="game force: a double, partner decides"
P text="no game values: pass (a passed hand's two-over-one)"

remove P from [1S-P-2H-3{c}-3H-P] where c in CD complete
[1S-P-2H-3{c}-3H-P] where c in CD complete
4H gameforce text="game force: game in hearts" test=32-KQ432-Q32-J32
P text="no game values: pass (a passed hand's two-over-one)"

remove P from [1{a}-P-2{b}-3{c}-3{a}-P] where a in HS, b<a, c<a, c!=b complete
[1{a}-P-2{b}-3{c}-3{a}-P] where a in HS, b<a, c<a, c!=b complete
4{a} gameforce text="game force: game in opener's six-card major" test=2-2-KQ5432-Q5432
P text="no game values: pass (a passed hand's two-over-one)"

########################################################################################
# 4. OPTIONS, OFF BY DEFAULT: opener's answers (tried first when the option is on)
########################################################################################
# Over a Bergen 3C/3D (an unpassed partner): game or a sign-off in three of the major. One
# section answers both (SAYC writes it for b in CD), so one threshold serves 3C and 3D.
replace [1{a}-P-3{b}-P] where a in HS, b in CD complete
4{a} "Bergen Raises" pos=U hcp=15+ text="game opposite a Bergen raise: 15+ HCP"
   ref="Bergen Raises (Marty Bergen, Better Bidding with Bergen): opener signs off in three of the major or bids game"
   test=AQJ32-K32-A2-K32
4{a} "Bergen Raises" pos=U hcp=13+ losers=6 text="game opposite a Bergen raise: 6 losers or fewer"
   ref="Bergen Raises (Marty Bergen, Better Bidding with Bergen): opener signs off in three of the major or bids game"
   test=AKJ32-KQ432-32-2
3{a} "Bergen Raises" pos=U text="sign-off opposite a Bergen raise" ref="Bergen Raises (Marty Bergen, Better Bidding with Bergen): opener signs off in three of the major or bids game" test=KQJ32-K32-Q32-32
4{b} {b}=4+ text="support" test=AQ432--KJ32-Q432

# Responder after the sign-off: a Bergen raise has said everything (a jump shift has 16+).
replace [1H-P-3C-P-3H-P] complete
P "Bergen Raises" pos=N hcp=<12 H=4+ text="Bergen raise, opener signed off: pass" ref="Bergen Raises (Marty Bergen, Better Bidding with Bergen): opener signs off in three of the major or bids game"
4H hcp=17+ H=2+ S=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32
replace [1H-P-3D-P-3H-P] complete
P "Bergen Raises" pos=N hcp=<12 H=4+ text="Bergen raise, opener signed off: pass" ref="Bergen Raises (Marty Bergen, Better Bidding with Bergen): opener signs off in three of the major or bids game"
4H hcp=17+ H=2+ S=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AKJ2-AKQ2-Q32-32
replace [1S-P-3C-P-3S-P] complete
P "Bergen Raises" pos=N hcp=<12 S=4+ text="Bergen raise, opener signed off: pass" ref="Bergen Raises (Marty Bergen, Better Bidding with Bergen): opener signs off in three of the major or bids game"
4S hcp=17+ S=2+ H=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ
replace [1S-P-3D-P-3S-P] complete
P "Bergen Raises" pos=N hcp=<12 S=4+ text="Bergen raise, opener signed off: pass" ref="Bergen Raises (Marty Bergen, Better Bidding with Bergen): opener signs off in three of the major or bids game"
4S hcp=17+ S=2+ H=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AQJ2-432-AQJ2-AQ

# Over the preemptive Bergen 3M (an unpassed partner): game only with a strong hand (no
# slam try below game opposite a preemptive raise).
remove [1{a}-P-3{a}-P] where a in S
replace [1{a}-P-3{a}-P] where a in HS
4{a} "Bergen Raises" pos=U losers=5 text="game opposite a preemptive raise: 5 losers or fewer" ref="Bergen Raises (Marty Bergen, Better Bidding with Bergen): opener signs off in three of the major or bids game" test=AKJ32-AK32-A32-2
P "Bergen Raises" pos=U text="partner's raise is preemptive: pass" ref="Bergen Raises (Marty Bergen, Better Bidding with Bergen): opener signs off in three of the major or bids game" test=KQJ32-K32-Q32-32
4{a} hcp=14+ text="accepts with more than a minimum (14+ HCP)" ref="standard teaching: opener accepts a limit raise with 14+ points" test=96-Q86-AJT5-AKJT
4{a} losers=6 shape=singleton-or-void text="accepts: 6 losers or fewer with a singleton or void (a ruffing value)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6; below 14 HCP the game rests on a fit and shortness" test=-75-KJT75432-A32
4{a} losers=6 {a}=6+ text="accepts: 6 losers or fewer with a sixth trump (a nine-card fit)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6; below 14 HCP the game rests on a fit and shortness" test=AKQ932-A32-32-32|A32-AKQ932-32-32
4{a} losers=6.5 hcp=12+ shape=singleton-or-void text="accepts: 6-1/2 losers with a singleton or void (a ruffing value) and 12+ HCP" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6, or 6-1/2 with a ruffing value" test=KQ982-A85-QJ76-4
P text="declines" test=7-T87653-742-852

# Over the inverted 2m (10+, forcing one round): 3NT 18-19 balanced, 2NT 12-14 balanced,
# a new suit shows a stopper (forcing), 3m a minimum unbalanced hand, 3NT 15+ unbalanced.
replace [1{a}-P-2{a}-P] where a in CD complete
3N "Inverted Minors" pos=U hcp=18-19 shape=balanced text="18-19 balanced opposite the inverted raise" ref="Inverted Minors (standard 2/1 teaching, Hardy): over the inverted raise opener shows a balanced minimum (2NT), a stopper (new suit) or an unbalanced minimum (3m); over the preemptive raise he passes without great strength" test=AQ2-AQ2-KJ2-Q432
2N "Inverted Minors" pos=U hcp=12-14 shape=balanced text="12-14 balanced, not forcing" ref="Inverted Minors (standard 2/1 teaching, Hardy): over the inverted raise opener shows a balanced minimum (2NT), a stopper (new suit) or an unbalanced minimum (3m); over the preemptive raise he passes without great strength" test=K32-Q32-A32-K432
2x "Inverted Minors" pos=U X=4+:1/2 H=x S=x asks=1 text="a major with a stopper (four cards, an ace or king): forcing, looking for 3NT" ref="Inverted Minors (standard 2/1 teaching, Hardy): over the inverted raise opener shows a balanced minimum (2NT), a stopper (new suit) or an unbalanced minimum (3m); over the preemptive raise he passes without great strength" test=AK32-2-A32-J5432
3N "Inverted Minors" pos=U hcp=15+ text="15+ unbalanced: 3NT" ref="Inverted Minors (standard 2/1 teaching, Hardy): over the inverted raise opener shows a balanced minimum (2NT), a stopper (new suit) or an unbalanced minimum (3m); over the preemptive raise he passes without great strength" test=A2-K32-A32-KQ432
3{a} "Inverted Minors" pos=U text="a minimum without a stopper to show: three of the minor, not forcing" ref="Inverted Minors (standard 2/1 teaching, Hardy): over the inverted raise opener shows a balanced minimum (2NT), a stopper (new suit) or an unbalanced minimum (3m); over the preemptive raise he passes without great strength" test=32-Q32-A32-KQ432
3N hcp=19+ shape=balanced text="19+ balanced" test=J642-AKQ-AK-Q753
2N hcp=17-18 shape=balanced text="17-18 balanced, invitational" test=AK7-KT3-A92-QJ42

# (SAYC's pass of the single raise, after the sections above: the replace took it too.)
[1{a}-P-2{a}-P] where a in CD
P test=T63-T643-98-9632

# Over the preemptive 3m: pass unless strong. SAYC's answers stay in SAYC's order (its
# [1{a}-P-3{a}-P] where a in CD complete sections are replaced by the first of them and
# the last, then its pass).
replace [1{a}-P-3{a}-P] where a in CD complete
3N "Inverted Minors" pos=U hcp=18+ S=:1stop H=:1stop text="opposite a preemptive raise: 3NT with 18+ and both majors stopped" ref="Inverted Minors (standard 2/1 teaching, Hardy): over the inverted raise opener shows a balanced minimum (2NT), a stopper (new suit) or an unbalanced minimum (3m); over the preemptive raise he passes without great strength" test=AQ2-AQ2-K32-A432
5{a} "Inverted Minors" pos=U losers=4 text="opposite a preemptive raise: game with 4 losers or fewer" ref="Inverted Minors (standard 2/1 teaching, Hardy): over the inverted raise opener shows a balanced minimum (2NT), a stopper (new suit) or an unbalanced minimum (3m); over the preemptive raise he passes without great strength" test=A2-2-AKQ32-AKJ32
P "Inverted Minors" pos=U text="partner's raise is preemptive: pass" ref="Inverted Minors (standard 2/1 teaching, Hardy): over the inverted raise opener shows a balanced minimum (2NT), a stopper (new suit) or an unbalanced minimum (3m); over the preemptive raise he passes without great strength" test=K32-Q32-A32-K432
3N hcp=14+ shape=balanced text="accepts, balanced" test=AQ3-KJ3-K32-J432
3N hcp=14+ S=:1stop H=:1stop text="accepts: more than a minimum, both majors stopped" ref="standard teaching: opener accepts a limit raise of a minor with 3NT when he has more than a minimum and the unbid suits stopped" test=AQ3-A-KJ32-Q5432
5{a} losers=6 shape=unbalanced text="accepts, unbalanced" test=A3-2-AQ432-KJ432
5{a} hcp=15+ {a}=4+ shape=unbalanced text="accepts: 15+ HCP, a nine-card fit and shortness: game in the minor"
   ref="standard teaching: opener accepts a limit raise with more than a minimum; without stoppers for 3NT, five of the minor with a fit and shortness" test=Q32-K-AQ432-KJ43
3N hcp=13+ dist=T14+ shape=balanced text="accepts: 13 HCP balanced with a doubleton (14 total points)"
   ref="standard teaching: opener accepts a limit raise with 14+ points counting distribution; balanced, 3NT" test=KJ2-A9-Q853-QJ32
[1{a}-P-3{a}-P] where a in CD complete
3N hcp=14+ stopped=2 text="accepts: 14+ HCP (25+ together), two of the unbid suits stopped: partner's limit raise is likely to cover the third" ref="standard teaching: opener accepts a limit raise with 14+ points; 3NT is the likelier game" test=QJ32-K-QJ84-AJ42
5{a} hcp=12+ dist=T15+ {a}=4+ shape=unbalanced text="accepts: 15+ total points, four-card support and shortness: game in the minor" ref="standard teaching: opener accepts a limit raise with 14+ points counting distribution; without stoppers for 3NT, five of the minor with a fit and shortness" test=AJ82-6-KQ87-QJ87
[1{a}-P-3{a}-P] where a in CD
P text="declines" test=J9832-875-432-54

########################################################################################
# 6. CONTINUATIONS AFTER A GAME-FORCING TWO-OVER-ONE
########################################################################################
# Once an unpassed hand's two-over-one has forced to game, opener's rebids need not show
# extras: a new suit at the two level (a "reverse" too) or at the three level is natural,
# 2NT is a balanced minimum (12-14) or 18-19, 3NT 15-17 balanced. Opposite a passed hand
# (whose two-over-one is not forcing to game) SAYC's meanings stay: its `pos=P` entries come
# first.
replace [1{a}-P-2{b}-P] where a in HS, b in CD complete
3{b} pos=P {b}=4+ text="opposite a passed hand, not forcing: 4+ card support" test=AJ875--AJT9-K532
3{b} asks=1 {b}=4+ text="4+ card support (no extras needed: the auction is forcing to game)"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after a game-forcing two-over-one opener's rebids need not show extras"
   test=AJ875--AJT9-K532
3N pos=P hcp=15+ shape=balanced text="opposite a passed hand: 15-19 balanced"
   note="prototype: P-P-1S-P-2D-P with AQ875-K8-KJ2-Q52 (over 2C, Drury, the Drury answers come first)"
3N hcp=15-17 shape=balanced text="15-17 balanced (2NT holds the minimum and 18-19)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after a game-forcing two-over-one, opener's 2NT shows 12-14 or 18-19 balanced, 3NT 15-17"
   test=AQ875-K8-KJ2-Q52
2N pos=P hcp=12-14 shape=balanced text="opposite a passed hand, not forcing: 12-14 balanced" test=KQ875-K8-Q32-Q52
2N asks=1 hcp=12-14 shape=balanced text="12-14 balanced (or 18-19): game forcing"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after a game-forcing two-over-one, opener's 2NT shows 12-14 or 18-19 balanced, 3NT 15-17"
   test=KQ875-K8-Q32-Q52
2N asks=1 hcp=18-19 shape=balanced text="18-19 balanced (or 12-14): game forcing"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after a game-forcing two-over-one, opener's 2NT shows 12-14 or 18-19 balanced, 3NT 15-17"
   test=AQ875-K8-KQ2-AJ2

# Responder over opener's 3NT (15-17 here, not SAYC's 18-19): 33 together from opener's 15.
replace [1{a}-P-2{b}-P-3N-P] where a in DHS, b<a
6N hcp=18+ text="18+ opposite 15-17: slam" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=K9-AQ3-AK743-KJ4
4N hcp=16-17 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=K9-AQ3-K7432-KJ4
4N hcp=15 {b}=5+:a text="quantitative: 15 and a good five-card suit (two of the top three honours: 16 counting its length) opposite 15-17, invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT; a good five-card suit is worth a point more in notrump (a source of tricks)" test=K9-K93-AQ743-K94|K9-K93-K94-AQ743|K9-AQ743-K93-K94
P test=K9-Q3-K7432-KJ64

replace [1{a}-P-2{b}-P-3N-P-4N-P] where a in DHS, b<a complete
6N hcp=17+ text="more than a minimum: accepts" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ875-K8-KJ2-AQ2
6N hcp=16 custom=6:A2K1 text="accepts: 16 with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a point less rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQ6-AQ6-A654-654
P text="a minimum: declines" test=AQ875-K8-KJ2-Q52

replace [1H-P-2C-P] complete
2S pos=P hcp=16+ S=4+ asks=1 text="opposite a passed hand: reverse, 16+, forcing"
   note="prototype: P-P-1H-P-2C-P with AKJ2-AQ875-K32-2, reached with Drury switched off (with Drury on its answers come first)"
2H pos=P H=6+ text="opposite a passed hand, not forcing: 6+ hearts" test=A98-AKT762-Q8-32
2H asks=1 H=6+ text="6+ hearts" test=A98-AKT762-Q8-32
2S asks=1 pos=U S=4+ text="4 spades: natural, no extras (a reverse only in SAYC: the auction is forcing to game)"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction a new suit at the two level is natural and does not promise extras"
   test=AQ32-KJ875-K32-2
2D pos=P D=4+ text="opposite a passed hand, not forcing: 4+ diamonds" test=T6-AKT53-KQ86-J6
2D asks=1 D=4+ text="4+ diamonds" test=T6-AKT53-KQ86-J6
2H pos=P text="opposite a passed hand, not forcing: no better rebid" test=KT63-AKT53-K7-86
2H asks=1 text="no better rebid (no extras denied or promised)" test=AK3-AKT53-KQ5-A6

replace [1H-P-2D-P] complete
2S pos=P hcp=16+ S=4+ asks=1 text="opposite a passed hand: reverse, 16+, forcing" test=AKJ2-AQ875-2-K32
2H pos=P H=6+ text="opposite a passed hand, not forcing: 6+ hearts" test=A98-AKT762-32-Q8
2H asks=1 H=6+ text="6+ hearts" test=A98-AKT762-32-Q8
2S asks=1 pos=U S=4+ text="4 spades: natural, no extras (the auction is forcing to game)"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction a new suit at the two level is natural and does not promise extras"
   test=AQ32-KJ875-2-K32
3C pos=P hcp=15+ C=4+ asks=1 text="opposite a passed hand: new suit at the three level, extra values" test=A2-AKJ53-7-KQ862
3C asks=1 pos=U C=4+ text="4+ clubs: natural, no extras (the auction is forcing to game)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after a game-forcing two-over-one, opener's new suit at the three level shows shape, not extra values"
   test=32-KJ853-7-AQ862
2H pos=P text="opposite a passed hand, not forcing: no better rebid" test=T8-Q92-T6-765432
2H asks=1 text="no better rebid (no extras denied or promised)" test=K83-AQ952-T6-J32

replace [1S-P-2D-P] complete
3C pos=P hcp=15+ C=4+ asks=1 text="opposite a passed hand: new suit at the three level, extra values" test=AKJ52-6-J92-AKQ5
3C asks=1 pos=U C=4+ text="4+ clubs: natural, no extras (the auction is forcing to game)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after a game-forcing two-over-one, opener's new suit at the three level shows shape, not extra values"
   test=KJ852-6-J92-AQ75
2S pos=P text="opposite a passed hand, not forcing: no better rebid" test=AQ875-Q5-K8-J953
2S asks=1 text="no better rebid (no extras denied or promised)" test=AKQ75-K52-AK8-Q5

# 1S-2H: opener's raise to 4H is fast arrival (a minimum, no slam interest); 3H sets the
# trumps with anything more (slow: the stronger).
replace [1S-P-2H-P] complete
4H pos=P H=3+ dummy=H5:16+ text="opposite a passed hand: 3+ hearts, extra values" test=9-AK9642-J9874-4
4H pos=U hcp=<15 H=3+ shape=balanced text="fast arrival: 3+ hearts, a balanced minimum, no slam interest"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: a jump to game with a fit is the weakest action; the slow raise leaves room to explore"
   test=AQ876-K87-QJT-32
3H pos=P H=3+ text="opposite a passed hand, not forcing: 3+ hearts" test=A9876-K87-QJT-K2
3H asks=1 H=3+ text="3+ hearts: trumps agreed, more than a minimum or a short suit (slow: room to explore)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: a jump to game with a fit is the weakest action; the slow raise leaves room to explore"
   test=A9876-K87-AQJ-K2
3S pos=P hcp=14+ S=6+ text="opposite a passed hand, not forcing: 6+ spades, extra values" test=KJT943-K2-A85-K3
3S asks=1 hcp=14+ S=6+ text="6+ spades, extra values" test=KJT943-K2-A85-K3
3N pos=P hcp=15+ shape=balanced text="opposite a passed hand: 15-19 balanced"
   note="prototype: P-P-1S-P-2D-P with AQ875-K8-KJ2-Q52 (over 2C, Drury, the Drury answers come first)"
3N hcp=15-17 shape=balanced text="15-17 balanced (2NT holds the minimum and 18-19)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after a game-forcing two-over-one, opener's 2NT shows 12-14 or 18-19 balanced, 3NT 15-17"
   test=AQ875-K8-KJ2-Q52
2N pos=P hcp=12-14 shape=balanced text="opposite a passed hand, not forcing: 12-14 balanced" test=KQ875-K8-Q32-Q52
2N asks=1 hcp=12-14 shape=balanced text="12-14 balanced (or 18-19): game forcing" test=KQ875-K8-Q32-Q52
2N asks=1 hcp=18-19 shape=balanced text="18-19 balanced (or 12-14): game forcing" test=AQ875-K8-KQ2-AJ2
2S pos=P S=6+ text="opposite a passed hand, not forcing: 6+ spades" test=9876543-83-T6-J9
2S asks=1 S=6+ text="6+ spades" test=9876543-83-T6-J9
3x pos=P hcp=15+ X=4+ C=x D=x asks=1 text="opposite a passed hand: new suit at the three level, extra values" test=KQ84-J-KQ8-KJT62
3x asks=1 pos=U X=4+ C=x D=x text="4+ cards: natural, no extras (the auction is forcing to game)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after a game-forcing two-over-one, opener's new suit at the three level shows shape, not extra values"
   test=KQ842-J-Q82-KJT6
2S pos=P text="opposite a passed hand, not forcing: no better rebid" test=T8753--T2-876432
2S asks=1 text="no better rebid (no extras denied or promised)" test=AKQ75-52-AK8-KQ5

replace [1D-P-2C-P] complete
3C pos=P C=4+ text="opposite a passed hand, not forcing: 4+ club support" test=A2-K3-KJ852-Q852
3C asks=1 C=4+ text="4+ club support (no extras needed: the auction is forcing to game)" test=A2-K3-KJ852-Q852
2x pos=P hcp=16+ X=4+ H=x S=x asks=1 text="opposite a passed hand: reverse, 16+, forcing" test=A-KQ76-AQJ52-K32
2x asks=1 pos=U X=4+ H=x S=x text="4+ cards: natural, no extras (a reverse only in SAYC: the auction is forcing to game)"
   ref="ACBL 2/1 card: 2/1 game forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction a new suit at the two level is natural and does not promise extras"
   test=2-KQ76-AJ852-K32
3D pos=P hcp=14+ D=6+ text="opposite a passed hand, not forcing: 6+ diamonds, extra values" test=A2-K3-AKJ852-Q52
3D asks=1 hcp=14+ D=6+ text="6+ diamonds, extra values" test=A2-K3-AKJ852-Q52
3N pos=P hcp=15+ shape=balanced text="opposite a passed hand: 15-19 balanced" test=A32-K3-AJ852-QJ2
3N hcp=15-17 shape=balanced text="15-17 balanced (2NT holds the minimum and 18-19)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after a game-forcing two-over-one, opener's 2NT shows 12-14 or 18-19 balanced, 3NT 15-17"
   test=A32-K3-AJ852-QJ2
2N pos=P hcp=12-14 shape=balanced text="opposite a passed hand, not forcing: 12-14 balanced" test=K32-K3-QJ852-QJ2
2N asks=1 hcp=12-14 shape=balanced text="12-14 balanced (or 18-19): game forcing" test=K32-K3-QJ852-QJ2
2N asks=1 hcp=18-19 shape=balanced text="18-19 balanced (or 12-14): game forcing" test=AQ2-K3-AQ852-KJ2
2D asks=1 text="5+ diamonds (opposite a passed hand a minimum, not forcing)" ref="standard teaching: after 1D-2C, opener's minimum rebid of his diamonds may be passed by a minimum responder" test=Q95-J96-AKJ632-2

# Responder's second call after opener's new suit: fast arrival (4M with 3+ support is the
# minimum, 3M slam interest), 3NT a minimum with the fourth suit stopped, 2NT natural and game
# forcing; the invitational meanings stay for a passed hand.
# SAYC's quantitative 4NT after opener's new suit (responder's 18-20 without a fit) is not
# played here (2NT is natural and game forcing): its answers go.
remove [1{a}-P-2{b}-P-2{c}-P-4N-P] where a in HS, b<a, c>b, c<a complete
replace [1S-P-2C-P-2H-P] complete
4N@30 "Blackwood" hcp=20+ H=4+ text="20+ and a fit opposite an opening that has shown no extras (33 together): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AJ3-AKQ97-Q92-A3
4H pos=N hcp=<15 H=4+ text="fast arrival: 4+ hearts, a minimum (12-14), no slam interest"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
   test=7-KQ82-K74-AJT43
3H H=4+ text="4+ hearts: trumps agreed (slow: more than a minimum, or exploring)" test=7-KT82-K74-KJT43
4N@40 "Blackwood" hcp=20+ S=3+ text="20+ and a spade fit opposite an opening that has shown no extras (33 together): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK7-KQ4-A6-KQ765
4S pos=N hcp=<15 S=3+ text="fast arrival: 3+ spades, a minimum (12-14), no slam interest"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
   test=K97-T-Q874-AKJ43
3S pos=N hcp=15+ S=3+ asks=1 text="3+ spades, slam interest (15+): the slow raise (4S would be the minimum)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
3S pos=Y hcp=11-12 S=3+ text="passed hand: spade support, invitational" test=AQ9654-64-J-AT83
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=AK-Q3-AK2-AKJ432
3N pos=N hcp=12-14 D=:1stop text="a minimum (12-14), diamonds stopped: 3NT"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
   test=A4-QT7-K85-AJ432
2N pos=N hcp=15+ D=:1stop asks=1 text="natural, 15+, diamonds stopped: game forcing (room to look for slam)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
3D "Fourth Suit Forcing" hcp=13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=K-A9-8642-KQJ653
3C pos=Y C=6+ text="passed hand: 6+ clubs, not forcing" test=2-83-T854-T96543
3C pos=N C=6+ asks=1 text="6+ clubs (forcing: the auction is forcing to game)"
2N pos=Y hcp=11-12 D=:1stop text="passed hand: invitational, diamonds stopped" test=A4-QT7-K85-Q5432
2N pos=N D=:1stop asks=1 text="natural, diamonds stopped: game forcing"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
2S text="preference" test=K4-QT7-J85-K5432

replace [1S-P-2C-P-2D-P] complete
4D hcp=13+ D=4+ text="4+ diamonds, game values" test=5-763-KQ75-AKJ43
3D D=4+ text="4+ diamonds" test=T9754-T98-T862-T
4N@40 "Blackwood" hcp=18+ S=3+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=QJ86-AQ86-9-AKQ4
4S pos=N hcp=<15 S=3+ text="fast arrival: 3+ spades, a minimum (12-14), no slam interest"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
   test=K97-T8-AJ4-AJ643
3S pos=N hcp=15+ S=3+ asks=1 text="3+ spades, slam interest (15+): the slow raise (4S would be the minimum)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
3S pos=Y hcp=11-12 S=3+ text="passed hand: spade support, invitational" test=K97-T8-AQ4-QJ643
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=AK-AQ3-K32-AKJ32
3N pos=N hcp=12-14 H=:1stop text="a minimum (12-14), hearts stopped: 3NT"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
   test=A4-K85-QT7-AJ432
2N pos=N hcp=15+ H=:1stop asks=1 text="natural, 15+, hearts stopped: game forcing (room to look for slam)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
2H "Fourth Suit Forcing" hcp=13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=AQ-J85-QT7-AJ432
3C pos=Y C=6+ text="passed hand: 6+ clubs, not forcing" test=7-K74-KT8-KJT432
3C pos=N C=6+ asks=1 text="6+ clubs (forcing: the auction is forcing to game)"
2N pos=Y hcp=11-12 H=:1stop text="passed hand: invitational, hearts stopped" test=A4-K85-QT7-Q5432
2N pos=N H=:1stop asks=1 text="natural, hearts stopped: game forcing"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
2S text="preference" test=K4-J85-QT7-K5432

replace [1H-P-2C-P-2D-P] complete
4N@30 "Blackwood" hcp=18+ H=3+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=A2-KQJ52-AQT7-QJ
4H pos=N hcp=<15 H=3+ text="fast arrival: 3+ hearts, a minimum (12-14), no slam interest"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
   test=T8-K97-AJ4-AJ643
3D D=4+ text="4+ diamonds" test=5-63-KQ75-AQ6432
3H pos=N hcp=15+ H=3+ asks=1 text="3+ hearts, slam interest (15+): the slow raise (4H would be the minimum)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
3H pos=Y hcp=11-12 H=3+ text="passed hand: heart support, invitational" test=T8-K97-A4-KJ6432
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=A742-A-AT3-AKQ92
3N pos=N hcp=12-14 S=:1stop text="a minimum (12-14), spades stopped: 3NT"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
   test=K85-A4-QT7-AJ432
2N pos=N hcp=15+ S=:1stop asks=1 text="natural, 15+, spades stopped: game forcing (room to look for slam)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
2S "Fourth Suit Forcing" hcp=13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=J85-AQ-QT7-AJ432
3C pos=Y C=6+ text="passed hand: 6+ clubs, not forcing" test=K74-7-KT8-KJT432
3C pos=N C=6+ asks=1 text="6+ clubs (forcing: the auction is forcing to game)"
2N pos=Y hcp=11-12 S=:1stop text="passed hand: invitational, spades stopped" test=K85-A4-QT7-Q5432
2N pos=N S=:1stop asks=1 text="natural, spades stopped: game forcing"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
2H text="preference" test=J85-K4-QT7-K5432

replace [1S-P-2D-P-2H-P] complete
4N@30 "Blackwood" hcp=18+ H=4+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=KJ8-Q652-AQ-AQ85
4H pos=N hcp=<15 H=4+ text="fast arrival: 4+ hearts, a minimum (12-14), no slam interest"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
   test=7-KQ82-AJT43-K74
3H H=4+ text="4+ hearts: trumps agreed (slow: more than a minimum, or exploring)" test=7-KT82-KJT43-K74
4N@40 "Blackwood" hcp=18+ S=3+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK7-KQ4-AQ65-K32
4S pos=N hcp=<15 S=3+ text="fast arrival: 3+ spades, a minimum (12-14), no slam interest"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
   test=K97-T-AKJ43-Q874
3S pos=N hcp=15+ S=3+ asks=1 text="3+ spades, slam interest (15+): the slow raise (4S would be the minimum)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
3S pos=Y hcp=11-12 S=3+ text="passed hand: spade support, invitational" test=K97-T-KJ643-A874
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=AK-KQ4-AQ65-KQ32
3N pos=N hcp=12-14 C=:1stop text="a minimum (12-14), clubs stopped: 3NT"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
   test=A4-QT7-AJ432-K85
2N pos=N hcp=15+ C=:1stop asks=1 text="natural, 15+, clubs stopped: game forcing (room to look for slam)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
3C "Fourth Suit Forcing" hcp=13+ alert asks=G text="fourth suit forcing: artificial, forcing to game" test=AQ-QT7-AJ432-J85
3D pos=Y D=6+ text="passed hand: 6+ diamonds, not forcing" test=7-KT8-KJT432-K74
3D pos=N D=6+ asks=1 text="6+ diamonds (forcing: the auction is forcing to game)"
2N pos=Y hcp=11-12 C=:1stop text="passed hand: invitational, clubs stopped" test=A4-QT7-Q5432-K85
2N pos=N C=:1stop asks=1 text="natural, clubs stopped: game forcing"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural (not invitational) and 3NT shows a balanced minimum with the unbid suit stopped"
2S text="preference" test=K4-QT7-K5432-J85

# Responder's raise of opener's rebid major (1M-2m-2M): fast arrival, 4M with a minimum and
# 3M with slam interest; the invitational 3M and 2NT stay for a passed hand's two-over-one.
replace [1{a}-P-2{b}-P-2{a}-P] where a in HS, b<a complete
4{a} pos=N hcp=<15 {a}=3+ text="fast arrival: 3+ support, a minimum (12-14), no slam interest"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
   test=K97-Q84-A87-KJ64
3{a} pos=N hcp=15+ {a}=3+ asks=1 text="3+ support, slam interest (15+): the slow raise (4M would be the minimum)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): in a game-forcing auction, fast arrival: the jump to game with a fit is the weakest action; the slower raise shows slam interest"
   test=A97-Q84-AQ7-KJ64|AQ3-KJ3-AQ32-KQ2
3{a} pos=Y hcp=11-12 {a}=3+ text="passed hand: support, invitational" test=K97-Q84-Q87-KJ64

# SAYC's "two quick losers: no Blackwood, settle for game" entries (18+ with a fit) stood
# before its raises; here the slow raise takes those hands and responder decides after
# opener's answer.
remove 4H from [1H-P-2C-P-2H-P] complete
remove 4H from [1H-P-2D-P-2H-P] complete
remove 4S from [1S-P-2C-P-2S-P] complete
remove 4S from [1S-P-2D-P-2S-P] complete
remove 4S from [1S-P-2H-P-2S-P] complete

# (The replace above took SAYC's later section with this header too: written again here, after
# responder's 3NT and new-suit entries.)
[1{a}-P-2{b}-P-2{a}-P] where a in HS, b<a
6N hcp=21+ text="21+ opposite an opening: 33 together, slam" ref="standard teaching: 33 points for 6NT" test=KQ-AJ-AKJ32-KQJ2
2N pos=Y hcp=11-12 text="passed hand: invitational" test=K9-Q3-K7432-KJ64
2N pos=N text="natural, no fit: game forcing (waiting; opener describes further)"
   ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): once forced to game, 2NT is natural and not invitational"
   test=K9-Q3-J7432-QJ64
P test=85-T976-92-98764

replace [1{a}-P-2C-P-2{a}-P] where a in HS complete
3C pos=Y hcp=<13 C=6+ text="passed hand: 6+ clubs, not forcing" test=642-T632--987432
3C pos=N C=6+ hcp=<13 asks=1 text="6+ clubs (forcing: the auction is forcing to game)" test=64-T6-2-AKQJ5432

replace [1{a}-P-2D-P-2{a}-P] where a in HS complete
3D pos=Y hcp=<13 D=6+ text="passed hand: 6+ diamonds, not forcing" test=7-KT8-KJT432-K74
3D pos=N hcp=<13 D=6+ asks=1 text="6+ diamonds (forcing: the auction is forcing to game)" test=7-T8-AKJ6432-K74

########################################################################################
# 5. SPLINTERS, DRURY, NEW MINOR FORCING
########################################################################################
# Three treatments of the ACBL 2/1 card that SAYC lacks, each a named convention (on by
# default; the responses are in the sections of 1 + 2 above):
#   Splinter Raises: 1H-3S, 1H-4C/4D, 1S-4C/4D/4H: four trumps, 12-15, a singleton or void;
#   Drury: a passed hand's 2C over a third- or fourth-seat 1M, 3+ trumps, 10-12 support points;
#   New Minor Forcing: 1m-1M-1NT, the other minor asks opener for three-card support or the
#     other major (11+, five cards in the major), with 2 or 3 of the opened minor natural.

# ---- Splinter Raises: opener's answer ----
# 4M with a minimum (under 14) or with honours wasted opposite the shortness (the king, queen
# or jack there, or a shortness of his own); with 14-15 and nothing wasted a control bid (the
# cheapest ace or void below game); with 16+ and nothing wasted Blackwood.
[1H-P-3S-P] complete
4N@30 "Blackwood" hcp=16+ S=2+:<2,A4 text="16+ with nothing wasted opposite the shortness: slam interest, asks for aces" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter (12-15 and four trumps), 16+ with nothing wasted in the short suit makes a slam likely: Blackwood checks the aces"
   test=432-AQJ32-AK2-K2
4N@30 "Blackwood" hcp=18+ text="18+ opposite the splinter: slam values even with honours opposite the shortness, asks for aces" ref="standard teaching: 33 points together make a slam; opposite a splinter (12-15 and four trumps) 18+ reaches it even with some values wasted in the short suit; with a fit, Blackwood checks the aces"
   test=AK2-AQJ32-K2-Q32
4C "Splinter Raises" hcp=14-15 S=2+:<2,A4 C=:FRC asks=1 text="control bid: 14-15 with nothing wasted opposite the shortness, the C ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control"
   test=432-KQJ32-KJ2-A2
4D "Splinter Raises" hcp=14-15 S=2+:<2,A4 D=:FRC asks=1 text="control bid: 14-15 with nothing wasted opposite the shortness, the D ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control"
   test=432-KQJ32-A2-KJ2
4H "Splinter Raises" text="sign-off: a minimum, or honours wasted opposite the shortness" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter, count the values outside the short suit; with a minimum or honours wasted opposite the shortness sign off in 4M, with extras and nothing wasted there make a control bid or use Blackwood"
   test=K2-KJ432-A32-Q32

[1H-P-4C-P] complete
4N@30 "Blackwood" hcp=16+ C=2+:<2,A4 text="16+ with nothing wasted opposite the shortness: slam interest, asks for aces" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter (12-15 and four trumps), 16+ with nothing wasted in the short suit makes a slam likely: Blackwood checks the aces"
   test=AK2-AQJ32-K2-432
4N@30 "Blackwood" hcp=18+ text="18+ opposite the splinter: slam values even with honours opposite the shortness, asks for aces" ref="standard teaching: 33 points together make a slam; opposite a splinter (12-15 and four trumps) 18+ reaches it even with some values wasted in the short suit; with a fit, Blackwood checks the aces"
   test=Q32-AQJ32-K2-AK2
4D "Splinter Raises" hcp=14-15 C=2+:<2,A4 D=:FRC asks=1 text="control bid: 14-15 with nothing wasted opposite the shortness, the D ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control"
   test=KJ2-KQJ32-A2-432
4H "Splinter Raises" text="sign-off: a minimum, or honours wasted opposite the shortness" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter, count the values outside the short suit; with a minimum or honours wasted opposite the shortness sign off in 4M, with extras and nothing wasted there make a control bid or use Blackwood"
   test=A32-KJ432-Q32-K2

[1H-P-4D-P] complete
4N@30 "Blackwood" hcp=16+ D=2+:<2,A4 text="16+ with nothing wasted opposite the shortness: slam interest, asks for aces" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter (12-15 and four trumps), 16+ with nothing wasted in the short suit makes a slam likely: Blackwood checks the aces"
   test=AK2-AQJ32-432-K2
4N@30 "Blackwood" hcp=18+ text="18+ opposite the splinter: slam values even with honours opposite the shortness, asks for aces" ref="standard teaching: 33 points together make a slam; opposite a splinter (12-15 and four trumps) 18+ reaches it even with some values wasted in the short suit; with a fit, Blackwood checks the aces"
   test=Q32-AQJ32-AK2-K2
4H "Splinter Raises" text="sign-off: a minimum, or honours wasted opposite the shortness" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter, count the values outside the short suit; with a minimum or honours wasted opposite the shortness sign off in 4M, with extras and nothing wasted there make a control bid or use Blackwood"
   test=A32-KJ432-K2-Q32

[1S-P-4C-P] complete
4N@40 "Blackwood" hcp=16+ C=2+:<2,A4 text="16+ with nothing wasted opposite the shortness: slam interest, asks for aces" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter (12-15 and four trumps), 16+ with nothing wasted in the short suit makes a slam likely: Blackwood checks the aces"
   test=AQJ32-AK2-K2-432
4N@40 "Blackwood" hcp=18+ text="18+ opposite the splinter: slam values even with honours opposite the shortness, asks for aces" ref="standard teaching: 33 points together make a slam; opposite a splinter (12-15 and four trumps) 18+ reaches it even with some values wasted in the short suit; with a fit, Blackwood checks the aces"
   test=AQJ32-Q32-K2-AK2
4D "Splinter Raises" hcp=14-15 C=2+:<2,A4 D=:FRC asks=1 text="control bid: 14-15 with nothing wasted opposite the shortness, the D ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control"
   test=KQJ32-KJ2-A2-432
4H "Splinter Raises" hcp=14-15 C=2+:<2,A4 H=:FRC asks=1 text="control bid: 14-15 with nothing wasted opposite the shortness, the H ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control"
   test=KQJ32-A2-KJ2-432
4S "Splinter Raises" text="sign-off: a minimum, or honours wasted opposite the shortness" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter, count the values outside the short suit; with a minimum or honours wasted opposite the shortness sign off in 4M, with extras and nothing wasted there make a control bid or use Blackwood"
   test=KJ432-A32-Q32-K2

[1S-P-4D-P] complete
4N@40 "Blackwood" hcp=16+ D=2+:<2,A4 text="16+ with nothing wasted opposite the shortness: slam interest, asks for aces" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter (12-15 and four trumps), 16+ with nothing wasted in the short suit makes a slam likely: Blackwood checks the aces"
   test=AQJ32-AK2-432-K2
4N@40 "Blackwood" hcp=18+ text="18+ opposite the splinter: slam values even with honours opposite the shortness, asks for aces" ref="standard teaching: 33 points together make a slam; opposite a splinter (12-15 and four trumps) 18+ reaches it even with some values wasted in the short suit; with a fit, Blackwood checks the aces"
   test=AQJ32-Q32-AK2-K2
4H "Splinter Raises" hcp=14-15 D=2+:<2,A4 H=:FRC asks=1 text="control bid: 14-15 with nothing wasted opposite the shortness, the H ace or a void: slam interest" ref="standard teaching (control bidding): after a splinter, with no wasted values opposite the shortness and slam interest, bid the cheapest side suit with first-round control (ace or void) below game; skipping a suit denies its control"
   test=KQJ32-A2-432-KJ2
4S "Splinter Raises" text="sign-off: a minimum, or honours wasted opposite the shortness" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter, count the values outside the short suit; with a minimum or honours wasted opposite the shortness sign off in 4M, with extras and nothing wasted there make a control bid or use Blackwood"
   test=KJ432-A32-K2-Q32

[1S-P-4H-P] complete
4N@40 "Blackwood" hcp=16+ H=2+:<2,A4 text="16+ with nothing wasted opposite the shortness: slam interest, asks for aces" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter (12-15 and four trumps), 16+ with nothing wasted in the short suit makes a slam likely: Blackwood checks the aces"
   test=AQJ32-432-AK2-K2
4N@40 "Blackwood" hcp=18+ text="18+ opposite the splinter: slam values even with honours opposite the shortness, asks for aces" ref="standard teaching: 33 points together make a slam; opposite a splinter (12-15 and four trumps) 18+ reaches it even with some values wasted in the short suit; with a fit, Blackwood checks the aces"
   test=AQJ32-AK2-Q32-K2
4S "Splinter Raises" text="sign-off: a minimum, or honours wasted opposite the shortness" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): opposite a splinter, count the values outside the short suit; with a minimum or honours wasted opposite the shortness sign off in 4M, with extras and nothing wasted there make a control bid or use Blackwood"
   test=KJ432-K2-A32-Q32

# Responder after opener's control bid (14-15, nothing wasted): with 14-15 himself Blackwood
# (28+ together, a fit and a shortness), otherwise 4M.
[1H-P-3S-P-4{c}-P] where c in CD complete
4N@30 "Blackwood" hcp=14+ text="14-15 opposite a control bid (14-15, nothing wasted): asks for aces" ref="standard teaching (control bidding): the partner of a control bidder with extras goes on; with a fit, Blackwood checks the aces" test=5-KQ92-AJ84-KJ32
4H "Splinter Raises" text="a minimum splinter (12-13): signs off in game" ref="standard teaching (control bidding): with a minimum, sign off in four of the agreed major" test=5-KQ92-AJ84-Q932

[1{a}-P-4{b}-P-4{c}-P] where a in HS, b in CD, c>b, c<a complete
4N@{a}0 "Blackwood" hcp=14+ text="14-15 opposite a control bid (14-15, nothing wasted): asks for aces" ref="standard teaching (control bidding): the partner of a control bidder with extras goes on; with a fit, Blackwood checks the aces" test=KQ92-AJ84-KJ32-5
4{a} "Splinter Raises" text="a minimum splinter (12-13): signs off in game" ref="standard teaching (control bidding): with a minimum, sign off in four of the agreed major" test=KQ92-AJ84-Q932-5

# The sign-offs in game are passed.
[1{a}-P-4{b}-P-4{a}-P] where a in HS, b in CD
P "Splinter Raises" text="opener signed off opposite the splinter: pass" ref="standard teaching: the splinter showed the hand; opener's 4M ends the auction" test=KQ92-AJ84-KJ32-5|5-KQ92-AJ84-KJ32|KQ92-5-AJ84-KJ32

[1H-P-3S-P-4H-P]
P "Splinter Raises" text="opener signed off opposite the splinter: pass" ref="standard teaching: the splinter showed the hand; opener's 4M ends the auction" test=KQ92-AJ84-KJ32-5|5-KQ92-AJ84-KJ32|KQ92-5-AJ84-KJ32

[1S-P-4H-P-4S-P]
P "Splinter Raises" text="opener signed off opposite the splinter: pass" ref="standard teaching: the splinter showed the hand; opener's 4M ends the auction" test=KQ92-AJ84-KJ32-5|5-KQ92-AJ84-KJ32|KQ92-5-AJ84-KJ32

[1{a}-P-4{b}-P-4{c}-P-4{a}-P] where a in HS, b in CD, c>b, c<a
P "Splinter Raises" text="the control bid was made; responder declined: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=KQJ32-K2-A2-K432|432-KQJ32-A2-KJ2

[1H-P-3S-P-4{c}-P-4H-P] where c in CD
P "Splinter Raises" text="the control bid was made; responder declined: pass" ref="standard teaching (control bidding): a control bid is a try; pass partner's sign-off" test=KQJ32-K2-A2-K432|432-KQJ32-A2-KJ2


# ---- Drury: opener's answer (partner a passed hand) ----
# Over Drury opener bids game with a full opening and game values (14-15 or 17+; 16 without a
# four-card side suit other than clubs; less with six losers and a shortness), signs off in 2M with a light third- or fourth-seat opening (under 11), and otherwise
# makes SAYC's natural rebid opposite a passed hand: a new suit (2D, 2H over 1S), 2NT 12-14
# balanced or 3M with six cards is a game try or full values (responder bids 3M with 10,
# game with 11-12: SAYC's sections after 1M-2C-2x), 2M a minimum. The entries stand first in
# SAYC's answers to a passed hand's 2C/2D: that section is written for 2C and 2D, and
# `pard.M=3+` (the 3+ trumps Drury shows) keeps them off a passed hand's natural 2D; so the
# entries carry no test hand (no hand reaches them over 2D), a note gives their prototype.
replace [1H-P-2{b}-P] where b in CD complete
4H "Drury" pos=P pard.H=3+ hcp=17+ text="Drury answered: 17+, game opposite the limit raise whatever the shape" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1H-P-2C-P with A2-AKJ32-K2-KQ32"
4H "Drury" pos=P pard.H=3+ hcp=14-15 text="Drury answered: a full opening (14-15), game opposite the limit raise; a side suit is shown only with 16" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1H-P-2C-P with A2-KQJ32-KJ32-32"
4H "Drury" pos=P pard.H=3+ hcp=14+ C=4+ text="Drury answered: a full opening with clubs (2C was not natural): game values" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1H-P-2C-P with A2-AKJ32-K2-KJ32"
4H "Drury" pos=P pard.H=3+ hcp=14+ S=<4 D=<4 C=<4 text="Drury answered: a full opening without a side suit to show, game values opposite the limit raise" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1H-P-2C-P with AJ2-KQJ32-K32-Q2"
4H "Drury" pos=P pard.H=3+ hcp=<14 losers=6 shape=singleton-or-void C=<4 text="Drury answered: under 14 with six losers and a singleton or void: game in playing strength (with four clubs the 3C game try)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6 losers and a ruffing value; with Drury the same judgement applies"
   note="prototype: P-P-1H-P-2C-P with 2-AKJ32-KJ32-432"
2H "Drury" pos=P pard.H=3+ hcp=<11 text="Drury answered: a light opening, sign-off" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1H-P-2C-P with K32-KQ832-Q32-32"
# (SAYC's; over Drury a six-card 14+ without a side suit bids 4H above.)
3H pos=P hcp=14+ H=6+ text="opposite a passed hand, not forcing: 6+ hearts, extra values (before the minor raise)" ref="standard teaching: after a two-over-one, opener's jump rebid of a six-card major shows extra values (14+) and is forcing; with a six-card major, show it before raising the minor"
3H hcp=14+ H=6+ text="6+ hearts, extra values (before the minor raise)" ref="standard teaching: after a two-over-one, opener's jump rebid of a six-card major shows extra values (14+) and is forcing; with a six-card major, show it before raising the minor" test=A2-AKJ932-K2-Q92 asks=1

replace [1S-P-2{b}-P] where b in CD complete
4S "Drury" pos=P pard.S=3+ hcp=17+ text="Drury answered: 17+, game opposite the limit raise whatever the shape" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1S-P-2C-P with AKJ32-A2-K2-KQ32"
4S "Drury" pos=P pard.S=3+ hcp=14-15 text="Drury answered: a full opening (14-15), game opposite the limit raise; a side suit is shown only with 16" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1S-P-2C-P with KQJ32-A2-KJ32-32"
4S "Drury" pos=P pard.S=3+ hcp=14+ C=4+ text="Drury answered: a full opening with clubs (2C was not natural): game values" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1S-P-2C-P with AKJ32-A2-K2-KJ32"
4S "Drury" pos=P pard.S=3+ hcp=14+ H=<4 D=<4 C=<4 text="Drury answered: a full opening without a side suit to show, game values opposite the limit raise" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1S-P-2C-P with KQJ32-AJ2-K32-Q2"
4S "Drury" pos=P pard.S=3+ hcp=<14 losers=6 shape=singleton-or-void C=<4 text="Drury answered: under 14 with six losers and a singleton or void: game in playing strength (with four clubs the 3C game try)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6 losers and a ruffing value; with Drury the same judgement applies"
   note="prototype: P-P-1S-P-2C-P with AKJ32-2-KJ32-432"
2S "Drury" pos=P pard.S=3+ hcp=<11 text="Drury answered: a light opening, sign-off" ref="ACBL 2/1 convention card: Reverse Drury; standard 2/1 teaching (Hardy, Two-Over-One Game Force): over Drury opener bids game with a full opening, signs off in 2M with a light opening, and a new suit (2D) is a game try"
   note="prototype: P-P-1S-P-2C-P with KQ832-K32-Q32-32"
# (SAYC's; over Drury a six-card 14+ without a side suit bids 4S above.)
3S pos=P hcp=14+ S=6+ text="opposite a passed hand, not forcing: 6+ spades, extra values (before the minor raise)" ref="standard teaching: after a two-over-one, opener's jump rebid of a six-card major shows extra values (14+) and is forcing; with a six-card major, show it before raising the minor"
3S hcp=14+ S=6+ text="6+ spades, extra values (before the minor raise)" ref="standard teaching: after a two-over-one, opener's jump rebid of a six-card major shows extra values (14+) and is forcing; with a six-card major, show it before raising the minor" test=AKJ932-A2-K2-Q92 asks=1

# ---- New Minor Forcing: responder's second call after 1m-1M-1NT ----
# The other minor: 11-17, five cards in the major (the 5-4 majors included), forcing one
# round. Two of the opened minor is then natural and weak, a jump to three invitational (both
# with a four-card major and five of the minor, unbalanced; opener answers the jump with
# 3NT as SAYC does). SAYC's 1m-1S-1NT section and its
# last section after 1NT are written again below, after the New Minor Forcing entries.
remove [1{a}-P-1S-P-1N-P] where a in CD complete
remove [1{a}-P-1{b}-P-1N-P] where a<b complete

replace [1C-P-1H-P-1N-P] complete
3D hcp=13+ D=5+ H=5+ asks=G text="jump shift: 5-5, forcing to game" test=T-KQJT7-QJ986-KJ
2D "New Minor Forcing" hcp=11-17 H=5 alert asks=1 text="New Minor Forcing: 11+ and five hearts, asks for three-card support" ref="ACBL 2/1 convention card: New Minor Forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after 1m-1M-1NT the other minor asks opener for three-card support (2M minimum, 3M maximum) or the other major; 2NT/3NT deny both, by strength"
   test=K32-KQ932-A32-32
2C hcp=<11 C=5+ H=4 shape=unbalanced text="natural: 5+ clubs, to play" ref="standard 2/1 teaching: with New Minor Forcing, responder's two of opener's minor after 1NT is natural, to play, and a jump to three invitational" test=32-Q932-2-KJ8432
3C hcp=11-12 C=5+ H=4 shape=unbalanced text="natural: 5+ clubs, invitational" ref="standard 2/1 teaching: with New Minor Forcing, responder's two of opener's minor after 1NT is natural, to play, and a jump to three invitational" test=2-KQ32-32-KQJ432

replace [1D-P-1H-P-1N-P] complete
3C hcp=13+ C=5+ H=5+ asks=G text="jump shift: 5-5, forcing to game" test=-KQT97-K54-KQJ87
2C "New Minor Forcing" hcp=11-17 H=5 alert asks=1 text="New Minor Forcing: 11+ and five hearts, asks for three-card support" ref="ACBL 2/1 convention card: New Minor Forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after 1m-1M-1NT the other minor asks opener for three-card support (2M minimum, 3M maximum) or the other major; 2NT/3NT deny both, by strength"
   test=K32-KQ932-32-A32
2D hcp=<11 D=5+ H=4 shape=unbalanced text="natural: 5+ diamonds, to play" ref="standard 2/1 teaching: with New Minor Forcing, responder's two of opener's minor after 1NT is natural, to play, and a jump to three invitational" test=32-Q932-KJ8432-2
3D hcp=11-12 D=5+ H=4 shape=unbalanced text="natural: 5+ diamonds, invitational" ref="standard 2/1 teaching: with New Minor Forcing, responder's two of opener's minor after 1NT is natural, to play, and a jump to three invitational" test=2-KQ32-KQJ432-32

[1C-P-1S-P-1N-P] complete
2D "New Minor Forcing" hcp=11-17 S=5 alert asks=1 text="New Minor Forcing: 11+ and five spades, asks for three-card support or four hearts" ref="ACBL 2/1 convention card: New Minor Forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after 1m-1M-1NT the other minor asks opener for three-card support (2M minimum, 3M maximum) or the other major; 2NT/3NT deny both, by strength"
   test=KQ932-K32-A32-32
2C hcp=<11 C=5+ S=4 shape=unbalanced text="natural: 5+ clubs, to play" ref="standard 2/1 teaching: with New Minor Forcing, responder's two of opener's minor after 1NT is natural, to play, and a jump to three invitational" test=Q932-32-2-KJ8432
3C hcp=11-12 C=5+ S=4 shape=unbalanced text="natural: 5+ clubs, invitational" ref="standard 2/1 teaching: with New Minor Forcing, responder's two of opener's minor after 1NT is natural, to play, and a jump to three invitational" test=KQ32-2-32-KQJ432

[1D-P-1S-P-1N-P] complete
2C "New Minor Forcing" hcp=11-17 S=5 alert asks=1 text="New Minor Forcing: 11+ and five spades, asks for three-card support or four hearts" ref="ACBL 2/1 convention card: New Minor Forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after 1m-1M-1NT the other minor asks opener for three-card support (2M minimum, 3M maximum) or the other major; 2NT/3NT deny both, by strength"
   test=KQ932-K32-32-A32
2D hcp=<11 D=5+ S=4 shape=unbalanced text="natural: 5+ diamonds, to play" ref="standard 2/1 teaching: with New Minor Forcing, responder's two of opener's minor after 1NT is natural, to play, and a jump to three invitational" test=Q932-32-KJ8432-2
3D hcp=11-12 D=5+ S=4 shape=unbalanced text="natural: 5+ diamonds, invitational" ref="standard 2/1 teaching: with New Minor Forcing, responder's two of opener's minor after 1NT is natural, to play, and a jump to three invitational" test=KQ32-2-KQJ432-32

# (SAYC's, as it wrote them.)
[1{a}-P-1S-P-1N-P] where a in CD complete
4N@40 "Blackwood" hcp=18+ S=6+ text="slam values opposite an opening (18+ HCP or 19+ support points) and a fit: asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AK8762-2-A-AKQ64
4S hcp=12-17 S=6+ text="6+ spades, game values" test=AQJT86-87-Q-KT73
3H hcp=13+ H=4+ S=5+ asks=G text="jump shift: 5+ spades, 4+ hearts, forcing to game" test=AKQT9-KQ74-T-KJ6
3S hcp=11 S=6+ text="6+ spades, invitational" test=KQJ986-J9-97-KJ5
3S hcp=10-12 S=6+:3/5 text="6+ spades, invitational" test=KQJ986-J9-97-K95
2H hcp=<11 H=4+ S=5+ text="5+ spades, 4+ hearts, to play" test=T876532-9752-7-6
2S hcp=<11 S=6+ text="6+ spades, to play" test=K98743-98-K53-75

[1{a}-P-1{b}-P-1N-P] where a<b complete
6N hcp=21+ text="21+ opposite 12-14: slam (33 together)" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ3-K2-AQ3-KQ32
4N hcp=19-20 text="quantitative: 19-20 opposite 12-14 invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ3-K2-AQ3-K432
3N hcp=13-18 text="to play" test=KQT9-J9-KJT-KJ64
2N hcp=11-12 text="invitational" test=KT-2-AT954-KJ976
P text="6-10: to play" test=542-75-T9653-J62

# ---- New Minor Forcing: opener's answer ----
# Three-card support of responder's major first (3M with a maximum, 13-14), then four hearts
# (after 1m-1S), then notrump by strength. Only SAYC's answer to the other minor goes; the
# auctions that are not New Minor Forcing (1m-1S-1NT-2H, 1H-1S-1NT-2m) keep SAYC's pass or
# preference to responder's first suit.
remove [1{a}-P-1{b}-P-1N-P-2{c}-P] where a<b, c<b, c!=a, a in CD, c in CD complete
[1{a}-P-1{b}-P-1N-P-2{c}-P] where a in CD, c in CD, a!=c, b in HS complete
3{b} "New Minor Forcing" hcp=13+ {b}=3 text="three-card support, a maximum (13-14)" ref="ACBL 2/1 convention card: New Minor Forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after 1m-1M-1NT the other minor asks opener for three-card support (2M minimum, 3M maximum) or the other major; 2NT/3NT deny both, by strength" test=KQ2-AJ2-Q432-Q32
2{b} "New Minor Forcing" {b}=3 text="three-card support, a minimum" ref="ACBL 2/1 convention card: New Minor Forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after 1m-1M-1NT the other minor asks opener for three-card support (2M minimum, 3M maximum) or the other major; 2NT/3NT deny both, by strength" test=K32-Q32-KJ32-K32
2H "New Minor Forcing" H=4 text="four hearts, no three-card spade support" ref="ACBL 2/1 convention card: New Minor Forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after 1m-1M-1NT the other minor asks opener for three-card support (2M minimum, 3M maximum) or the other major; 2NT/3NT deny both, by strength" test=K2-KJ32-Q432-K32
3N "New Minor Forcing" hcp=13+ text="a maximum (13-14) without three-card support or four hearts" ref="ACBL 2/1 convention card: New Minor Forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after 1m-1M-1NT the other minor asks opener for three-card support (2M minimum, 3M maximum) or the other major; 2NT/3NT deny both, by strength" test=KQ-A2-Q5432-QJ32
2N "New Minor Forcing" text="a minimum without three-card support or four hearts" ref="ACBL 2/1 convention card: New Minor Forcing; standard 2/1 teaching (Hardy, Two-Over-One Game Force): after 1m-1M-1NT the other minor asks opener for three-card support (2M minimum, 3M maximum) or the other major; 2NT/3NT deny both, by strength" test=K2-Q2-Q5432-KJ32

# ---- New Minor Forcing: responder's continuations ----
[1{a}-P-1{b}-P-1N-P-2{c}-P-2{b}-P] where a in CD, c in CD, a!=c, b in HS complete
4{b} "New Minor Forcing" hcp=13+ text="game values opposite the three-card support" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=AQJ32-KQJ32-2-32
P "New Minor Forcing" text="11-12 opposite a minimum: 2M is the contract" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=QJ932-QJ932-2-K2

[1{a}-P-1{b}-P-1N-P-2{c}-P-3{b}-P] where a in CD, c in CD, a!=c, b in HS complete
4{b} "New Minor Forcing" text="11+ opposite a maximum with three-card support: game" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=QJ932-QJ932-2-K2

[1{a}-P-1{b}-P-1N-P-2{c}-P-2N-P] where a in CD, c in CD, a!=c, b in HS complete
3N "New Minor Forcing" hcp=13+ text="game values, no fit: 3NT" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=AQJ32-KQJ32-2-32
P "New Minor Forcing" text="11-12 opposite a minimum without a fit: 2NT is the contract" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=QJ932-QJ932-2-K2

[1{a}-P-1{b}-P-1N-P-2{c}-P-3N-P] where a in CD, c in CD, a!=c, b in HS complete
P "New Minor Forcing" text="opener's maximum without a fit: 3NT is the contract" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=QJ932-QJ932-2-K2

[1{a}-P-1S-P-1N-P-2{c}-P-2H-P] where a in CD, c in CD, a!=c complete
4H "New Minor Forcing" hcp=13+ H=4+ text="four hearts, game values" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=AQJ32-KQ32-K2-32
3H "New Minor Forcing" hcp=<13 H=4+ text="four hearts, 11-12: invitational" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=KQJ32-Q932-32-32
3N "New Minor Forcing" hcp=13+ text="game values without four hearts: 3NT" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=AQJ32-K2-K32-Q32
2N "New Minor Forcing" text="11-12 without four hearts: invitational" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=KQJ32-32-K32-Q32

[1{a}-P-1S-P-1N-P-2{c}-P-2H-P-3H-P] where a in CD, c in CD, a!=c complete
4H "New Minor Forcing" hcp=13+ text="accepts the invitation with a maximum (13-14)" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=K2-KJ32-AQ32-J32
P "New Minor Forcing" text="declines with a minimum" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=K2-KJ32-Q432-J32

[1{a}-P-1S-P-1N-P-2{c}-P-2H-P-2N-P] where a in CD, c in CD, a!=c complete
3N "New Minor Forcing" hcp=13+ text="accepts the invitation with a maximum (13-14)" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=K2-KJ32-AQ32-J32
P "New Minor Forcing" text="declines with a minimum" ref="standard 2/1 teaching (Hardy, Two-Over-One Game Force): after New Minor Forcing responder places the contract: game with 13+, invites with 11-12, passes a minimum answer with 11-12" test=K2-KJ32-Q432-J32

# ---- Opener after responder's natural two or three of the opened minor ----
[1{a}-P-1{b}-P-1N-P-2{a}-P] where a in CD, b in HS complete
P text="responder's two of the minor is natural and weak: pass" ref="standard 2/1 teaching: with New Minor Forcing, responder's two of opener's minor after 1NT is natural, to play, and a jump to three invitational" test=K32-Q32-KJ32-K32
