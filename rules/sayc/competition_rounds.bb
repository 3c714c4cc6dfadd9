# SAYC in competition, later rounds: the auctions where both sides bid after the first
# round and the constructive rules of the other files do not reach. Each treatment is written
# once, for every suit:
#   * their suit is the suit the opponents bid: a holding "protected by the bidding" (the P
#     code, here in the X spec: X=<=1:P is a singleton or void in a suit they bid, X=0+:1stopP
#     a stopper in it), so a section need not name it;
#   * our own long suit is the x suit of an X spec over the four suits (X=6+: a six-card
#     suit, that is the suit opened; X=5U with two five-card suits: the lower, the second
#     suit), bid at the cheapest level (the 2x entry when it is legal, else 3x);
#   * a suit the auction names and the entries need (partner's suit, a suit raised) is a
#     suit variable of the header ({o}, {a}, {z}); a suit the entries do not need is a
#     pattern element (1suit, 3suit, 2C|2D), so that one section serves every suit;
#   * a treatment shared by several auctions is a block ("use"), or an alias ("as [...]")
#     when another auction already says it.
# Where the calls name a suit that no variable can stand for (the cheapest unbid suit, the
# other major), the suits are spelt out, per their suit when need be (advancing the double
# of their 1NT response), or with the P code ("S=:P": their suit is spades).
# Treatments:
#   * opener after an overcall and fourth hand's suit bid (a raise, a cue-bid raise, a new
#     suit, a preemptive jump), after partner's 1NT response and an overcall, after a
#     three-level overcall passed round, after partner's new suit and their raise, and after
#     their balancing 1NT;
#   * responder after his cue-bid raise and opener's minimum, after their balancing double
#     of our single raise, and after opener's competitive or reopening double;
#   * the overcaller and advancer after advancer's cue-bid raise of the overcall;
#   * advancer after partner's takeout double of a weak two and their raise, after partner's
#     double of their 1NT response;
#   * aliases: auctions answered as another auction ("as [...]"): the balancing and the
#     reopening doubles of a raise as the direct double, the reopening double of a balancing
#     overcall as of a direct one, the 1NT overcall played like our 1NT opening when they
#     double or bid, auctions in which they overcalled once and then passed as uncontested.
# The pattern sections (competition_patterns.bb) and the general layer (general.bb) come
# after these: they answer what no section here does.

# ---------------------------------------------------------------------------------------
# Opener after an overcall and a suit bid by fourth hand, partner passed: a raise
# 1x-(1y)-P-(2y), 1x-(2y)-P-(3y), a cue-bid raise 1x-(1y)-P-(2x), 1x-(2y)-P-(2x), or a new
# suit. Partner's pass shows a weak hand, so opener competes only with extra values or
# extra shape: with 16+ and shortness in their suit he doubles (takeout, and he will bid
# again); with a three-suiter short in their suit (13+) he doubles for takeout; with a
# second suit (5-5, or 6-5 when the new suit ranks higher than his first) he bids it; with a
# six-card suit he rebids it at the three level (the cheapest level); otherwise he passes
# and lets them play their partscore. After the cue-bid raise (a limit raise or better in
# the overcall) they are close to game and their suit is opener's own: the doubles do not
# apply, opener bids again only with a six-card suit or a second suit (to push them up and
# to show partner a lead). The suit bids have no upper limit: with extra values opener
# competes all the more (a strong hand with a long suit does not sell out at the two level).
# A second five-card suit: a two-suiter without a four-card suit (5-5, 6-5); the x suit is
# the lower five-card suit (X=5U): with 5-5 the suit not opened, with 6-5 the five-card
# suit.
# ---------------------------------------------------------------------------------------

block "Opener competes after an overcall and their raise"
D "Takeout Double" hcp=16+ X=<=2:P S=x H=x D=x C=x text="extra values: takeout, will bid again" ref="standard teaching: competing after the opponents raise"
   test=AK93-AQ2-KJ94-J2
D "Takeout Double" hcp=13+ X=<=1:P S=x,3+ H=x,3+ D=x,3+ C=x,3+ text="takeout: short in their suit, support for the unbid suits" ref="standard teaching: competing after the opponents raise"
   test=KJ84-AQ74-KT97-6
2x hcp=12+ X=5U S=x,<4,>4 H=x,<4,>4 D=x,<4,>4 C=x,<4,>4 shape=2-suiter text="a second suit: competes" ref="standard teaching: competing after the opponents raise"
   test=4-KQJ96-7-AQ9843
3x hcp=12+ X=5U S=x,<4,>4 H=x,<4,>4 D=x,<4,>4 C=x,<4,>4 shape=2-suiter text="a second suit: competes" ref="standard teaching: competing after the opponents raise"
   test=7-AQJ84-K3-KJ952
2x hcp=12+ X=6+ S=x H=x D=x C=x text="a six-card suit: competes" ref="standard teaching: competing after the opponents raise"
   test=AQJ873-K2-A73-92
3x hcp=12+ X=6+ S=x H=x D=x C=x text="a six-card suit: competes" ref="standard teaching: competing after the opponents raise"
   test=KQT974-A3-K82-J5
P text="a minimum: partner passed, let them play" ref="standard teaching: competing after the opponents raise" test=AQ4-T52-J87-AK65

# After a one-level overcall, fourth hand at the two level.
[me:1suit they:1suit P they:2suit]
use "Opener competes after an overcall and their raise"

# After a two-level overcall below opener's suit (not a jump, not a cue bid), fourth hand at
# the two or three level.
[me:1S they:2C|2D|2H P they:2suit|3suit]
use "Opener competes after an overcall and their raise"
[me:1H they:2C|2D P they:2suit|3suit]
use "Opener competes after an overcall and their raise"
[me:1D they:2C P they:2suit|3suit]
use "Opener competes after an overcall and their raise"

# After a one-level overcall of opener's minor, fourth hand bids a new suit at the one level
# (1m-(1y)-P-(1z)): the principle of the section above, with room to spare. Opener with 17-18
# and a good six-card suit jumps in it (invitational, as without the overcall); with a
# six-card suit and 12-18 he rebids it at the two level; with extra values (16+) and
# shortness in fourth hand's suit, or short in it with four cards in the unbid suit, he
# doubles for takeout; otherwise he passes.
[me:1{o} they:1{a} P they:1{b}] where o in CD, o<a, a<b
3{o} hcp=17-18 {o}=6+:ac text="17-18 and a good six-card suit: invitational jump" ref="standard teaching: opener after an overcall and a new suit by fourth hand: partner's pass shows a weak hand, so opener competes only with extra values or extra length"
   test=A3-K4-K82-AKJ962|A3-K4-AKJ962-K82
2{o} hcp=12-18 {o}=6+ text="a six-card suit: competes" ref="standard teaching: opener after an overcall and a new suit by fourth hand: partner's pass shows a weak hand, so opener competes only with extra values or extra length"
   test=KJ3-8-A82-KQT962|KJ3-8-KQT962-A82
D "Takeout Double" hcp=16+ {b}=<=2 text="extra values, short in fourth hand's suit: takeout, will bid again" ref="standard teaching: opener after an overcall and a new suit by fourth hand: partner's pass shows a weak hand, so opener competes only with extra values or extra length"
   test=AQ-KJ4-AQ5-Q8642|KJ4-AQ-AQ5-Q8642|KJ4-AQ5-AQ-Q8642|AQ-KJ4-Q8642-AQ5
D "Takeout Double" hcp=13+ {b}=<=1 {a}=<=3 {o}=<=5 text="takeout: short in fourth hand's suit, four cards in the unbid suit" ref="standard teaching: opener after an overcall and a new suit by fourth hand: partner's pass shows a weak hand, so opener competes only with extra values or extra length"
   test=KQ82-A-K84-QJ962|A-KQ82-K84-QJ962|A-K84-KQ82-QJ962|A-K84-QJ962-KQ82
P text="a minimum: partner passed, let them play" ref="standard teaching: opener after an overcall and a new suit by fourth hand: partner's pass shows a weak hand, so opener competes only with extra values or extra length" test=AQ4-T52-J87-AK65

# Responder answers opener's competitive takeout double of fourth hand's new suit
# (1x-(1y)-P-(1z)-D-P): he passed over the overcall, so he is weak or holds their
# suit. He passes for penalty with five good trumps; bids notrump with both their suits
# stopped; otherwise bids the longer of opener's suit and the unbid suit, the cheapest level,
# or gives a preference to opener's suit.
[partner:1{o} they:1{a} P they:1{b} D P] where o<a, a<b
P "Takeout Double" {b}=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit"
   test=KQT98-Q32-432-32|Q32-KQT98-432-32|Q32-432-KQT98-32|Q32-432-32-KQT98
1N "Takeout Double" hcp=6-10 {a}=:1stop {b}=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: the unbid suit or partner's suit, whichever is longer; notrump with both their suits stopped"
   test=A43-K43-5432-432|A43-5432-K43-432|A43-5432-432-K43|K43-A43-5432-432|5432-A43-K43-432|5432-A43-432-K43|K43-5432-A43-432|5432-K43-A43-432|5432-432-A43-K43|K43-5432-432-A43|5432-K43-432-A43|5432-432-K43-A43
2x "Takeout Double" X=4+U S=x H=x D=x C=x {a}=<x {b}=<x text="the longer of partner's suit and the unbid suit (four or more cards)" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: the unbid suit or partner's suit, whichever is longer; notrump with both their suits stopped"
   test=QT76-J43-543-T43|J43-QT76-543-T43|J43-543-QT76-T43|J43-543-T43-QT76
2{o} "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: the unbid suit or partner's suit, whichever is longer; notrump with both their suits stopped"
   test=J43-32-5432-T432|J43-5432-32-T432|J43-5432-T432-32|32-J43-5432-T432|5432-J43-32-T432|5432-J43-T432-32|32-5432-J43-T432|5432-32-J43-T432|5432-T432-J43-32|32-5432-T432-J43|5432-32-T432-J43|5432-T432-32-J43|J4-5432-T432-765|5432-J4-T432-765|5432-T432-J4-765|5432-T432-765-J4

# The same answers when fourth hand's new suit is at the two level (1x-(1y)-P-(2z)-D-P):
# partner's double is for takeout, so responder never passes it without length and strength
# in their suit. One section for each of their suit pairs, the cheapest level for each answer.
[1C-1S-P-2H-D-P] complete
P "Takeout Double" H=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=432-KQT98-32-Q32
2N "Takeout Double" hcp=6-10 S=:1stop H=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=A43-K43-432-5432
3D "Takeout Double" D=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J43-543-QT765-32
3C "Takeout Double" C=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-T43-5432-J43
3D "Takeout Double" D=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J543-543-QT76-32
3C "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J5432-T43-543-32
[1C-1S-P-2D-D-P] complete
P "Takeout Double" D=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=432-32-KQT98-Q32
2N "Takeout Double" hcp=6-10 S=:1stop D=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=A43-432-K43-5432
2H "Takeout Double" H=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J43-QT765-543-32
3C "Takeout Double" C=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-5432-T43-J43
2H "Takeout Double" H=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J543-QT76-543-32
3C "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J5432-543-T43-32
[1C-1H-P-2S-D-P] complete
P "Takeout Double" S=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=KQT98-432-32-Q32
2N "Takeout Double" hcp=6-10 H=:1stop S=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=K43-A43-432-5432
3D "Takeout Double" D=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-J43-QT765-32
3C "Takeout Double" C=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=T43-543-5432-J43
3D "Takeout Double" D=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-J543-QT76-32
3C "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=T43-J5432-543-32
[1C-1H-P-2D-D-P] complete
P "Takeout Double" D=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=32-432-KQT98-Q32
2N "Takeout Double" hcp=6-10 H=:1stop D=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=432-A43-K43-5432
2S "Takeout Double" S=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=QT765-J43-543-32
3C "Takeout Double" C=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=5432-543-T43-J43
2S "Takeout Double" S=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=QT76-J543-543-32
3C "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-J5432-T43-32
[1C-1D-P-2S-D-P] complete
P "Takeout Double" S=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=KQT98-32-432-Q32
2N "Takeout Double" hcp=6-10 D=:1stop S=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=K43-432-A43-5432
3H "Takeout Double" H=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-QT765-J43-32
3C "Takeout Double" C=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=T43-5432-543-J43
3H "Takeout Double" H=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-QT76-J543-32
3C "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=T43-543-J5432-32
[1C-1D-P-2H-D-P] complete
P "Takeout Double" H=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=32-KQT98-432-Q32
2N "Takeout Double" hcp=6-10 D=:1stop H=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=432-K43-A43-5432
2S "Takeout Double" S=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=QT765-543-J43-32
3C "Takeout Double" C=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=5432-T43-543-J43
2S "Takeout Double" S=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=QT76-543-J543-32
3C "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-T43-J5432-32
[1D-1S-P-2H-D-P] complete
P "Takeout Double" H=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=432-KQT98-Q32-32
2N "Takeout Double" hcp=6-10 S=:1stop H=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=A43-K43-5432-432
3C "Takeout Double" C=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J43-543-32-QT765
3D "Takeout Double" D=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-T43-J43-5432
3C "Takeout Double" C=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J543-543-32-QT76
3D "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J5432-T43-32-543
[1D-1S-P-2C-D-P] complete
P "Takeout Double" C=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=432-32-Q32-KQT98
2N "Takeout Double" hcp=6-10 S=:1stop C=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=A43-432-5432-K43
2H "Takeout Double" H=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J43-QT765-32-543
2D "Takeout Double" D=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-5432-J43-T43
2H "Takeout Double" H=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J543-QT76-32-543
2D "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J5432-543-32-T43
[1D-1H-P-2S-D-P] complete
P "Takeout Double" S=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=KQT98-432-Q32-32
2N "Takeout Double" hcp=6-10 H=:1stop S=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=K43-A43-5432-432
3C "Takeout Double" C=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-J43-32-QT765
3D "Takeout Double" D=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=T43-543-J43-5432
3C "Takeout Double" C=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-J543-32-QT76
3D "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=T43-J5432-32-543
[1D-1H-P-2C-D-P] complete
P "Takeout Double" C=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=32-432-Q32-KQT98
2N "Takeout Double" hcp=6-10 H=:1stop C=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=432-A43-5432-K43
2S "Takeout Double" S=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=QT765-J43-32-543
2D "Takeout Double" D=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=5432-543-J43-T43
2S "Takeout Double" S=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=QT76-J543-32-543
2D "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-J5432-32-T43
[1H-1S-P-2D-D-P] complete
P "Takeout Double" D=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=432-Q32-KQT98-32
2N "Takeout Double" hcp=6-10 S=:1stop D=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=A43-5432-K43-432
3C "Takeout Double" C=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J43-32-543-QT765
2H "Takeout Double" H=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-J43-T43-5432
3C "Takeout Double" C=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J543-32-543-QT76
2H "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J5432-32-T43-543
[1H-1S-P-2C-D-P] complete
P "Takeout Double" C=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a takeout double: pass for penalty with length and strength in their suit" test=432-Q32-32-KQT98
2N "Takeout Double" hcp=6-10 S=:1stop C=:1stop text="both their suits stopped, nothing else to bid" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=A43-5432-432-K43
2D "Takeout Double" D=5+ text="a five-card unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J43-32-QT765-543
2H "Takeout Double" H=3+ text="preference for partner's suit: three cards" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=543-J43-5432-T43
2D "Takeout Double" D=4+ text="four cards in the unbid suit" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J543-32-QT76-543
2H "Takeout Double" text="preference for partner's suit: nothing better" ref="standard teaching: answering partner's competitive takeout double when they have bid two suits: a five-card unbid suit, else partner's suit with three cards, else the unbid suit; notrump with both their suits stopped" test=J5432-32-543-T43

# ---------------------------------------------------------------------------------------
# Opener after his own takeout double when partner has answered it and RHO passes
# (1x-?-P-?-D-P-suit-P: the reopening double when they balance or compete after the
# overcall; the sections for 1x-(y)-P-P-D-P come first): partner's answer was forced and
# may be nothing (0-9), so opener with a minimum passes; with 17+ he bids again, raising
# partner's suit with four trumps, or rebidding his own six-card suit at the cheapest level.
# ---------------------------------------------------------------------------------------
block "Opener after his double and partner's one-level answer"
3{z} "Reopening Double" hcp=19+ {z}=4+ text="19+ and four trumps: jump raise of partner's forced answer" ref="standard teaching: opener after his reopening (or competitive) double: partner's answer was forced (0-9); with 17+ opener bids again, raising with four trumps or rebidding a six-card suit"
   test=A2-KQ32-K2-AK432|KQ32-A2-K2-AK432|KQ32-A2-AK432-K2
2{z} "Reopening Double" hcp=17-18 {z}=4+ text="17-18 and four trumps: raises partner's forced answer (invitational)" ref="standard teaching: opener after his reopening (or competitive) double: partner's answer was forced (0-9); with 17+ opener bids again, raising with four trumps or rebidding a six-card suit"
   test=A2-KQ32-Q2-AK432|KQ32-A2-Q2-AK432|KQ32-A2-AK432-Q2
2{o} "Reopening Double" hcp=17+ {o}=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening (or competitive) double: partner's answer was forced (0-9); with 17+ opener bids again, raising with four trumps or rebidding a six-card suit"
   test=A43-2-KQ3-AKJ952|2-A43-KQ3-AKJ952|2-A43-AKJ952-KQ3
# (A one-level answer needs a one-level bid of theirs between opener's suit and partner's.)
[me:1{o} ? P ? D P partner:1{z} P] where o in C, z in HS
use "Opener after his double and partner's one-level answer"
[me:1{o} ? P ? D P partner:1{z} P] where o in D, z in S
use "Opener after his double and partner's one-level answer"
[me:1{o} ? P ? D P partner:2{z} P] where z in HS, z!=o
4{z} "Reopening Double" hcp=19+ {z}=4+ text="19+ and four trumps: game opposite partner's forced answer" ref="standard teaching: opener after his reopening (or competitive) double: partner's answer was forced (0-9); with 17+ opener bids again, raising with four trumps or rebidding a six-card suit"
   test=AK432-KQ32-A2-K2|KQ32-AK432-A2-K2|KQ32-A2-AK432-K2|A2-KQ32-AK432-K2|KQ32-A2-K2-AK432|A2-KQ32-K2-AK432
[me:1{o} ? P ? D P partner:2{z} P] where z<o
3{z} "Reopening Double" hcp=17-18 {z}=4+ text="17-18 and four trumps: raises partner's forced answer (invitational)" ref="standard teaching: opener after his reopening (or competitive) double: partner's answer was forced (0-9); with 17+ opener bids again, raising with four trumps or rebidding a six-card suit"
   test=AK432-KQ32-A2-Q2|AK432-A2-KQ32-Q2|AK432-A2-Q2-KQ32|A2-AK432-KQ32-Q2|A2-AK432-Q2-KQ32|A2-Q2-AK432-KQ32
2{o} "Reopening Double" hcp=17+ {o}=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening (or competitive) double: partner's answer was forced (0-9); with 17+ opener bids again, raising with four trumps or rebidding a six-card suit"
   test=AKJ952-2-A43-KQ3|AKJ952-A43-2-KQ3|AKJ952-A43-KQ3-2|A43-AKJ952-2-KQ3|A43-AKJ952-KQ3-2|A43-KQ3-AKJ952-2
[me:1{o} ? P ? D P partner:2{z} P] where o<z
3{z} "Reopening Double" hcp=17-18 {z}=4+ text="17-18 and four trumps: raises partner's forced answer (invitational)" ref="standard teaching: opener after his reopening (or competitive) double: partner's answer was forced (0-9); with 17+ opener bids again, raising with four trumps or rebidding a six-card suit"
   test=KQ32-AK432-A2-Q2|KQ32-A2-AK432-Q2|A2-KQ32-AK432-Q2|KQ32-A2-Q2-AK432|A2-KQ32-Q2-AK432|A2-Q2-KQ32-AK432
3{o} "Reopening Double" hcp=17+ {o}=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening (or competitive) double: partner's answer was forced (0-9); with 17+ opener bids again, raising with four trumps or rebidding a six-card suit"
   test=2-AKJ952-A43-KQ3|2-A43-AKJ952-KQ3|A43-2-AKJ952-KQ3|2-A43-KQ3-AKJ952|A43-2-KQ3-AKJ952|A43-KQ3-2-AKJ952
[me:1{o} ? P ? D P partner:2{o} P]
3{o} "Reopening Double" hcp=17-18 {o}=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening (or competitive) double: partner's answer was forced (0-9); with 17+ opener bids again, raising with four trumps or rebidding a six-card suit"
   test=AKJ952-2-A43-KQ3|2-AKJ952-A43-KQ3|2-A43-AKJ952-KQ3|2-A43-KQ3-AKJ952

# Responder after opener's strong rebid: he answered the double by force (0-9), so he bids
# game in a major opposite the invitational raise with 7+ (25 together), and raises opener's
# rebid six-card major to game with 8+ and two cards.
block "Answering the double: accepting opener's invitational raise"
4{z} "Reopening Double" hcp=7+ text="accepts: 7+ opposite the 17-18 raise" ref="standard teaching: answering partner's takeout double, after the doubler raises: game with 7-8 opposite 16-18"
   test=Q832-K742-Q32-32|K742-Q832-Q32-32
[partner:1{o} ? P ? partner:D P me:1{z} P partner:2{z} P] where o in C, z in HS
use "Answering the double: accepting opener's invitational raise"
[partner:1{o} ? P ? partner:D P me:1{z} P partner:2{z} P] where o in D, z in S
use "Answering the double: accepting opener's invitational raise"
[partner:1{o} ? P ? partner:D P me:2{z} P partner:3{z} P] where z in HS, z!=o
use "Answering the double: accepting opener's invitational raise"
[partner:1{o} ? P ? partner:D P me:suit P partner:2{o}|3{o} P] where o in HS
4{o} "Reopening Double" hcp=7+ {o}=2+ text="accepts: 7+ and two cards opposite opener's strong six-card suit" ref="standard teaching: opposite a strong hand with a six-card major (17+), game with a useful 7 points and a doubleton: the long suit makes up the tricks"
   test=K2-Q32-QJ32-J432|Q32-K2-QJ32-J432
[partner:1{o} ? P ? D P me:suit P partner:2{o}|3{o} P] where o in CD
3N "Reopening Double" hcp=8+ stopped=3 text="8+ and the other suits stopped opposite opener's strong six-card minor: 3NT" ref="standard teaching: opposite a strong hand with a long minor (17+), 3NT with 8 points and stoppers; a minor game needs 29"
   test=A32-K32-KJ2-5432|A32-K32-5432-KJ2

# Opener after his own takeout double when they bid over it and partner passes
# (1x-?-P-?-D-(bid)-P-P): with 17+ and a six-card suit he does not sell out, he bids his suit
# at the cheapest level (the two or three level); otherwise the sections after these.
[me:1{o} ? P ? D they:1{b} P P] where o in C, b in HS
2{o} "Reopening Double" hcp=17+ {o}=6+ text="17+ and a six-card suit: competes in it after their bid over his double" ref="standard teaching: a strong hand with a six-card suit (17+) does not sell out at the two or three level: opener who doubled bids his suit when they compete over the double and partner passes"
   test=KQJ-2-KQ5-AKJ974|2-KQJ-KQ5-AKJ974
[me:1{o} ? P ? D they:1{b} P P] where o in D, b in S
2{o} "Reopening Double" hcp=17+ {o}=6+ text="17+ and a six-card suit: competes in it after their bid over his double" ref="standard teaching: a strong hand with a six-card suit (17+) does not sell out at the two or three level: opener who doubled bids his suit when they compete over the double and partner passes"
   test=2-KQJ-AKJ974-KQ5
# The same opener with six-five (17+): he shows the five-card second suit at the cheapest
# level rather than repeat the six-card suit (the x suit is the one with exactly five cards,
# so it is never his six-card suit).
[me:1{o} ? P ? D they:2C P P] where o in HS
2D "Reopening Double" hcp=17+ {o}=6+ D=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=A-AKQ743-AKJ95-2|AKQ743-A-AKJ95-2
[me:1{o} ? P ? D they:2C P P] where o in DS
2H "Reopening Double" hcp=17+ {o}=6+ H=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=A-AKJ95-AKQ743-2|AKQ743-AKJ95-A-2
[me:1{o} ? P ? D they:2C P P] where o in DH
2S "Reopening Double" hcp=17+ {o}=6+ S=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=AKJ95-A-AKQ743-2|AKJ95-AKQ743-A-2
[me:1{o} ? P ? D they:2D P P] where o in HS
3C "Reopening Double" hcp=17+ {o}=6+ C=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=A-AKQ743-2-AKJ95|AKQ743-A-2-AKJ95
[me:1{o} ? P ? D they:2D P P] where o in CS
2H "Reopening Double" hcp=17+ {o}=6+ H=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=A-AKJ95-2-AKQ743|AKQ743-AKJ95-A-2
[me:1{o} ? P ? D they:2D P P] where o in CH
2S "Reopening Double" hcp=17+ {o}=6+ S=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=AKJ95-A-2-AKQ743|AKJ95-AKQ743-A-2
[me:1{o} ? P ? D they:2H P P] where o in DS
3C "Reopening Double" hcp=17+ {o}=6+ C=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=A-2-AKQ743-AKJ95|AKQ743-A-2-AKJ95
[me:1{o} ? P ? D they:2H P P] where o in CS
3D "Reopening Double" hcp=17+ {o}=6+ D=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=A-2-AKJ95-AKQ743|AKQ743-A-AKJ95-2
[me:1{o} ? P ? D they:2H P P] where o in CD
2S "Reopening Double" hcp=17+ {o}=6+ S=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=AKJ95-A-2-AKQ743|AKJ95-A-AKQ743-2
[me:1{o} ? P ? D they:2S P P] where o in DH
3C "Reopening Double" hcp=17+ {o}=6+ C=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=A-2-AKQ743-AKJ95|A-AKQ743-2-AKJ95
[me:1{o} ? P ? D they:2S P P] where o in CH
3D "Reopening Double" hcp=17+ {o}=6+ D=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=A-2-AKJ95-AKQ743|A-AKQ743-AKJ95-2
[me:1{o} ? P ? D they:2S P P] where o in CD
3H "Reopening Double" hcp=17+ {o}=6+ H=5 text="17+, six-five: shows the second suit after their bid over his double" ref="standard teaching: with six-five, show the second suit once the first has been shown (the two-suiter bids its second suit at the cheapest level rather than repeating the six-card suit)"
   test=A-AKJ95-2-AKQ743|A-AKJ95-AKQ743-2
[me:1{o} ? P ? D they:2{b} P P] where b<o
2{o} "Reopening Double" hcp=17+ {o}=6+ text="17+ and a six-card suit: competes in it after their bid over his double" ref="standard teaching: a strong hand with a six-card suit (17+) does not sell out at the two or three level: opener who doubled bids his suit when they compete over the double and partner passes"
   test=AKJ974-2-KQJ-KQ5|AKJ974-KQJ-2-KQ5|AKJ974-KQJ-KQ5-2|KQJ-AKJ974-2-KQ5|KQJ-AKJ974-KQ5-2|KQJ-KQ5-AKJ974-2
[me:1{o} ? P ? D they:2{b} P P] where o<b
3{o} "Reopening Double" hcp=17+ {o}=6+ text="17+ and a six-card suit: competes in it after their bid over his double" ref="standard teaching: a strong hand with a six-card suit (17+) does not sell out at the two or three level: opener who doubled bids his suit when they compete over the double and partner passes"
   test=2-AKJ974-KQJ-KQ5|2-KQJ-AKJ974-KQ5|KQJ-2-AKJ974-KQ5|2-KQJ-KQ5-AKJ974|KQJ-2-KQ5-AKJ974|KQJ-KQ5-2-AKJ974
[me:1{o} ? P ? D they:3{b} P P] where b<o
3{o} "Reopening Double" hcp=17+ {o}=6+ text="17+ and a six-card suit: competes in it after their bid over his double" ref="standard teaching: a strong hand with a six-card suit (17+) does not sell out at the two or three level: opener who doubled bids his suit when they compete over the double and partner passes"
   test=AKJ974-2-KQJ-KQ5|AKJ974-KQJ-2-KQ5|AKJ974-KQJ-KQ5-2|KQJ-AKJ974-2-KQ5|KQJ-AKJ974-KQ5-2|KQJ-KQ5-AKJ974-2

# ---------------------------------------------------------------------------------------
# The overcaller's second call after they found their partscore: a simple overcall
# (1x)-1y or (1x)-2y, responder bid or made a negative double, partner passed and opener
# stopped at the two level, (1x)-1y-(bid)-P-(2z). An overcall is 8-16: with a minimum the
# overcaller sells out; with a maximum (15+) and a good six-card suit (two of the top three
# honours, or AJT/KJT/QJT), or 13+ and a good seven-card suit, he bids it again, at the
# two level when it is legal, else at the three level; with 18+ and a good six-card suit,
# or 15+ and a self-sufficient seven-card suit (7+ HCP in it), he jumps to three. The x suit is his long suit, the suit overcalled.
# ---------------------------------------------------------------------------------------

[they:1suit me:1suit|2suit they:bid|D P they:2suit]
3x "Overcall" hcp=18+ X=6+:abc S=x H=x D=x C=x text="a very strong overcall (18+) with a good six-card suit: jumps (or competes at the three level when two is not available)" ref="standard teaching: the overcaller's second call: with 18+ or a self-sufficient suit, jump"
   test=AKJ874-A3-KQ4-J2|A4-AKJ862-K3-KJ2|A4-K3-AKJ862-KJ2|A4-K3-KJ2-AKJ862
3x "Overcall" hcp=15+ X=7+:7+ S=x H=x D=x C=x text="a self-sufficient seven-card suit and a maximum: jumps (or competes at the three level when two is not available)" ref="standard teaching: the overcaller's second call: with 18+ or a self-sufficient suit, jump"
   test=AKJ8742-A3-Q4-K2|A4-AKJ8632-73-K9|A4-73-AKJ8632-K9|A4-73-K9-AKJ8632
2x "Overcall" hcp=15+ X=6+:abc S=x H=x D=x C=x text="a maximum overcall with a good six-card suit: competes" ref="standard teaching: the overcaller's second call: an overcall is 8-16; with a maximum and a good six-card suit, bid again when they stop at the two level; sell out only with a minimum"
   test=KQJ874-A3-KQ4-J2|A4-AKJ862-K3-Q92|A4-K3-KQJ862-Q92|A4-K3-Q92-AKJ862
3x "Overcall" hcp=15+ X=6+:abc S=x H=x D=x C=x text="a maximum overcall with a good six-card suit: competes at the three level" ref="standard teaching: the overcaller's second call: an overcall is 8-16; with a maximum and a good six-card suit, compete to the three level when they stop at the two level; sell out only with a minimum"
   test=KQJ874-A3-KQ4-J2|A4-AKJ862-K3-Q92|A4-K3-KQJ862-Q92|A4-K3-Q92-AKJ862
2x "Overcall" hcp=13+ X=7+:abc S=x H=x D=x C=x text="a good seven-card suit: the extra length makes up for values, competes" ref="standard teaching: the overcaller's second call: with a good seven-card suit the overcaller bids again, the extra trick of length counting as extra values"
   test=KQJ8742-A3-Q4-J2|A4-AKJ8632-73-Q9|A4-73-KQJ8632-Q9|A4-73-Q9-AKJ8632
3x "Overcall" hcp=13+ X=7+:abc S=x H=x D=x C=x text="a good seven-card suit: the extra length makes up for values, competes at the three level" ref="standard teaching: the overcaller's second call: with a good seven-card suit the overcaller bids again, the extra trick of length counting as extra values"
   test=KQJ8742-A3-Q4-J2|A4-AKJ8632-73-Q9|A4-73-KQJ8632-Q9|A4-73-Q9-AKJ8632

# ---------------------------------------------------------------------------------------
# The overcaller after advancer's competitive raise of his major over responder's bid
# (1x-(1M/2M)-bid-(2M/3M)-P): advancer shows about 6-9 with support, so the overcaller with
# a good hand bids game: five losers or fewer, or 16+ HCP with a singleton or void (a long
# major opposite support: the shape makes up the tricks).
# ---------------------------------------------------------------------------------------
[they:1suit me:1{a}|2{a} they:bid|D partner:2{a}|3{a} P] where a in HS
4{a} "Overcall" {a}=5+ losers=5 hcp=14+ text="a strong overcall (five losers or fewer, 14+ HCP) opposite advancer's raise: game" ref="standard teaching: the overcaller's second call: advancer's raise shows about 6-9 with support; with five losers or fewer bid game"
   test=AKQ76-AK876-2-32
4{a} "Overcall" {a}=5+ hcp=16+ shape=singleton-or-void text="a maximum overcall (16+) with shape opposite advancer's raise: game" ref="standard teaching: the overcaller's second call: advancer's raise shows about 6-9 with support; with a maximum and a singleton bid game"
   test=KJ765-QJ765-AQ-K

# ---------------------------------------------------------------------------------------
# Opener after a preemptive raise to three, partner passed: a one-level overcall and a jump
# to three by fourth hand, 1x-(1y)-P-(3y), or a weak jump overcall and a raise,
# 1x-(2y)-P-(3y). Only a strong hand short in their suit acts, with a takeout double.
# ---------------------------------------------------------------------------------------

# A long minor and playing strength (a six- or seven-card suit, five losers or fewer) does not
# sell out at the three level: opener competes in his minor at the four level (not a game, so
# partner's weakness costs little); a six-card major competes at the three level when it is
# still available (six losers). Otherwise the pattern below: a takeout double or pass.
[1{a}-1{b}-P-3{b}] where a<b, a in CD
4{a} {a}=6+ losers=5 text="a long minor and playing strength: competes at the four level" ref="standard teaching: with a six- or seven-card suit and playing strength opener does not sell out at the three level" test=A5-AQ7--AK98643J|A5-AQ7-AK98643J-
[1{a}-2{b}-P-3{b}] where a!=b, a in CD
4{a} {a}=6+ losers=5 text="a long minor and playing strength: competes at the four level" ref="standard teaching: with a six- or seven-card suit and playing strength opener does not sell out at the three level" test=A5-AQ7--AK98643J|A5-AQ7-AK98643J-|A5--AQ7-AK98643J|A5--AK98643J-AQ7|-A5-AQ7-AK98643J|-A5-AK98643J-AQ7
[1{a}-2{b}-P-3{b}] where b<a, a in HS
3{a} {a}=6+ losers=6 hcp=12+ text="a six-card major and playing strength: competes at the three level" ref="standard teaching: with a six-card suit and playing strength opener does not sell out at the three level" test=KQJ873-AQT873-2-

[me:1suit they:1suit|2suit P they:3suit]
D "Takeout Double" hcp=16+ X=<=1:P S=x,3+ H=x,3+ D=x,3+ C=x,3+ text="takeout: a strong hand short in their suit" ref="standard teaching: competing after the opponents raise"
   test=AQ63-KJ84-AKQ5-7
P text="their raise is preemptive: pass without a strong hand" ref="standard teaching: competing after the opponents raise" test=AQ4-T52-987-AK96

# ---------------------------------------------------------------------------------------
# Opener after their Michaels cue bid, partner's pass and advancer's preference:
# 1m-(2m)-P-(2M), 1M-(2M)-P-(2oM / 3oM) (after the unusual 2NT: competition_ours.bb). Partner's
# pass shows a weak hand, so opener acts again only with extras: 3NT with 18+ and both
# their suits stopped; a double with 17+ and length in the suit they chose (values: partner
# passes with nothing to add and their fit breaks badly); his own good six-card suit at the
# three level with 15+; a second five-card suit with 15+; a double with any 17+ hand (he
# will bid again); else pass. Their two suits are known, so opener never sells out with a
# big hand.
# ---------------------------------------------------------------------------------------
[1C-2C-P-2{b}] where b in HS
3N hcp=18+ S=:1stop H=:1stop text="18+ and both majors stopped" ref="standard teaching: opener over a Michaels cue bid: act again with extras" test=K52-AQ3-AJ3-AKJ3
D hcp=17+ {b}=3+ text="extras and length in their fit: values (cards)" ref="standard teaching: opener over a Michaels cue bid: with extras and length in their suits, double" test=K52-Q93-AJ-AKJ93
3C hcp=15+ C=6+ text="extras and a good six-card suit: competes" ref="standard teaching: opener over a Michaels cue bid: with extras bid again, a long suit first" test=5-Q93-AJ3-AKJ973
3D hcp=15+ D=5+ C=5+ text="extras and a second suit (the minors): competes" ref="standard teaching: opener over a Michaels cue bid: with extras bid again, a second suit" test=5-Q9-AJ843-AKJ97
D hcp=17+ text="extras: values, will bid again" ref="standard teaching: opener over a Michaels cue bid: act again with extras" test=52-AQ-KQ84-AKJ93
[1D-2D-P-2{b}] where b in HS
3N hcp=18+ S=:1stop H=:1stop text="18+ and both majors stopped" ref="standard teaching: opener over a Michaels cue bid: act again with extras" test=K52-AQ3-AKJ3-AJ3
D hcp=17+ {b}=3+ text="extras and length in their fit: values (cards)" ref="standard teaching: opener over a Michaels cue bid: with extras and length in their suits, double" test=K52-Q93-AKJ93-AJ
3D hcp=15+ D=6+ text="extras and a good six-card suit: competes" ref="standard teaching: opener over a Michaels cue bid: with extras bid again, a long suit first" test=5-Q93-AKJ973-AJ3
3C hcp=15+ D=5+ C=5+ text="extras and a second suit (the minors): competes" ref="standard teaching: opener over a Michaels cue bid: with extras bid again, a second suit" test=5-Q9-AKJ97-AJ843
D hcp=17+ text="extras: values, will bid again" ref="standard teaching: opener over a Michaels cue bid: act again with extras" test=52-AQ-AKJ93-KQ84
[1H-2H-P-2S]
D hcp=17+ S=3+ text="extras and length in their fit: values (cards)" ref="standard teaching: opener over a Michaels cue bid: with extras and length in their suits, double" test=K52-AKJ93-Q93-AJ
3H hcp=15+ H=6+ text="extras and a good six-card suit: competes" ref="standard teaching: opener over a Michaels cue bid: with extras bid again, a long suit first" test=5-AKJ973-Q93-AJ3
D hcp=17+ text="extras: values, will bid again" ref="standard teaching: opener over a Michaels cue bid: act again with extras" test=5-AKJ93-AQ2-KQ84
[1S-2S-P-3H]
D hcp=17+ H=3+ text="extras and length in their fit: values (cards)" ref="standard teaching: opener over a Michaels cue bid: with extras and length in their suits, double" test=AKJ93-K52-Q93-AJ
3S hcp=15+ S=6+ text="extras and a good six-card suit: competes" ref="standard teaching: opener over a Michaels cue bid: with extras bid again, a long suit first" test=AKJ973-5-Q93-AJ3
D hcp=17+ text="extras: values, will bid again" ref="standard teaching: opener over a Michaels cue bid: act again with extras" test=AKJ93-5-AQ2-KQ84

# Responder after opener's double of the advance (17+): with length in their fit he passes
# and defends; with 8+ and both their suits stopped 3NT; else the cheapest sensible
# preference (a five-card suit of his own, opener's suit), never a pass with shortness in
# their fit.
[1C-2C-P-2{b}-D-P] where b in HS complete
P {b}=4+ text="four trumps: defends" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=Q942-Q842-J9-982
P {b}=3+ hcp=5+ text="three trumps and some values: defends" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=Q42-Q92-J932-982
3N hcp=8+ S=:1stop H=:1stop text="8+ and both majors stopped" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=K2-A2-KJ9432-982
3D D=5+ text="a five-card diamond suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=32-J2-J96432-982
3C text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=32-J32-J962-9832
[1D-2D-P-2{b}-D-P] where b in HS complete
P {b}=4+ text="four trumps: defends" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=Q942-Q842-982-J9
P {b}=3+ hcp=5+ text="three trumps and some values: defends" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=Q42-Q92-982-J932
3N hcp=8+ S=:1stop H=:1stop text="8+ and both majors stopped" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=K2-A2-982-KJ9432
3C C=5+ D=<4 text="a five-card club suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=32-J2-982-J96432
3D text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=32-J2-9832-J9632
[1H-2H-P-2S-D-P] complete
P S=3+ text="three or more trumps: defends" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=Q42-92-J932-9832
3H H=2+ text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=32-J92-J932-9832
3D D=5+ text="a five-card diamond suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=2-9-J96432-98432
3C text="a long club suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=2-9-J964-9875432
[1S-2S-P-3H-D-P] complete
P H=3+ text="three or more trumps: defends" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=92-Q42-J932-9832
3S S=2+ text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=J92-32-J932-9832
4D D=5+ text="a five-card diamond suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=9-2-J96432-98432
4C text="a long club suit" ref="standard teaching: responder after opener's double of the advance of their Michaels cue bid" test=9-2-J964-9875432

# Responder after opener's competitive rebid over the Michaels advance (15+): he passed
# the cue bid, so with 9+ he is a maximum for it: 3NT with both their suits stopped, game in
# opener's major with two-card support; else pass.
[1C-2C-P-2{b}-3C|3D-P] where b in HS
3N hcp=9+ S=:1stop H=:1stop text="9+ and both majors stopped: game" ref="standard teaching: responder after opener acts again over their Michaels cue bid: opener has shown extras (15+)" test=K32-A32-Q32-J432
P text="nothing more: pass" ref="standard teaching: responder after opener acts again over their Michaels cue bid: opener has shown extras (15+)" test=432-Q32-K32-J432
[1D-2D-P-2{b}-3C|3D-P] where b in HS
3N hcp=9+ S=:1stop H=:1stop text="9+ and both majors stopped: game" ref="standard teaching: responder after opener acts again over their Michaels cue bid: opener has shown extras (15+)" test=K32-A32-J432-Q32
P text="nothing more: pass" ref="standard teaching: responder after opener acts again over their Michaels cue bid: opener has shown extras (15+)" test=432-Q32-J432-K32
[1H-2H-P-2S-3H-P] complete
4H hcp=9+ H=2+ text="9+ and support: game" ref="standard teaching: responder after opener acts again over their Michaels cue bid: opener has shown extras (15+)" test=432-Q32-K32-KJ32
P text="nothing more: pass" ref="standard teaching: responder after opener acts again over their Michaels cue bid: opener has shown extras (15+)" test=432-Q32-J432-J32
[1S-2S-P-3H-3S-P] complete
4S hcp=9+ S=2+ text="9+ and support: game" ref="standard teaching: responder after opener acts again over their Michaels cue bid: opener has shown extras (15+)" test=Q32-432-K32-KJ32
P text="nothing more: pass" ref="standard teaching: responder after opener acts again over their Michaels cue bid: opener has shown extras (15+)" test=Q32-432-J432-J32

# ---------------------------------------------------------------------------------------
# Responder after his cue-bid raise (a limit raise or better) and opener's minimum rebid of
# his suit at the three level: 1x-(1y)-2y-P-3x-P, 1x-(2y)-3y-P-3x-P. With a major, game
# with 13+ support points, otherwise pass. With a minor, opener's return to his suit is a
# minimum: 3NT with a stopper in their suit and 13+; after a one-level overcall, with 13+
# and no stopper, a second cue bid of their suit asks opener for one (3NT with it, else
# five of the minor); else pass.
# ---------------------------------------------------------------------------------------

block "Cue-bid raise: responder opposite a minor"
3N "Cue Bid Raise" hcp=13+ {a}=:1stop text="game values and a stopper in their suit" ref="standard teaching: the cue-bid raise"
   test=AJ3-KJ2-K32-A432
P "Cue Bid Raise" text="a limit raise: opener declined" ref="standard teaching: the cue-bid raise" test=Q32-J32-Q32-K432

block "Cue-bid raise: responder opposite a major"
4{o} "Cue Bid Raise" dummy={o}5:13+ text="game values opposite a minimum" ref="standard teaching: the cue-bid raise"
   test=KQ32-KJ32-A2-Q32
P "Cue Bid Raise" text="a limit raise: opener declined" ref="standard teaching: the cue-bid raise" test=Q32-Q32-J432-Q32

# Responder's slam try after his cue-bid raise (a limit raise or better, the fit agreed) and
# opener's rebid: with the fit and shortness opposite the opening (20+ dummy points opposite
# a minimum, 18+ opposite opener's game acceptance: 31-33 together), Blackwood checks the
# aces; two aces of his own leave a sign-off at five.
block "Cue-bid raise: responder's slam try in a minor"
4N@{o}0 "Blackwood" hcp=15+ {o}=5+ {a}=<2 dummy={o}3:20+ custom=2+:A1 asks=A text="Blackwood: the minor agreed by the cue-bid raise, five trumps, shortness in their suit and 20+ dummy points (31+ together opposite the opening)"
   ref="standard teaching: 33 points together make a slam, 31 with a fit and shortness; the cue-bid raise agrees opener's suit, so 4NT is Blackwood; with a fit agreed, Blackwood checks the aces"
   test=7-AK3-AKJ872-K42|AK3-7-AKJ872-K42|AK3-K42-AKJ872-7|7-AK3-K42-AKJ872|AK3-7-K42-AKJ872|AK3-K42-7-AKJ872

block "Cue-bid raise: responder's slam try in a major"
4N@{o}0 "Blackwood" hcp=15+ {o}=4+ dummy={o}5:20+ custom=2+:A1 asks=A text="Blackwood: the major agreed by the cue-bid raise and 20+ dummy points opposite opener's minimum (31+ together)"
   ref="standard teaching: 33 points together make a slam, 31 with a fit and shortness; the cue-bid raise agrees opener's suit; with a fit agreed, Blackwood checks the aces"
   test=AKQ2-KJ32-A5432-|KJ32-AKQ2-A5432-

[1{o}-2{a}-3{a}-P-3{o}-P] where a<o, o in CD
use "Cue-bid raise: responder's slam try in a minor"
5{o} "Cue Bid Raise" hcp=13+ {o}=4+ {a}=<8:0stop text="game in the minor: game values and four trumps, no stopper in their suit for 3NT"
   ref="standard teaching: the cue-bid raise; opposite opener's minimum an opening bid makes game: 3NT with their suit stopped, else five of the minor" test=AQ3-KJ2-KQ62-432
[1{o}-1{a}-2{a}-P-3{o}-P] where o<a, o in CD
use "Cue-bid raise: responder's slam try in a minor"
[1{o}-2{a}-3{a}-P-3N-P] where a!=o, o in CD
use "Cue-bid raise: responder's slam try in a minor"
[1{o}-1{a}-2{a}-P-3N-P] where o<a, o in CD
use "Cue-bid raise: responder's slam try in a minor"
[1{o}-2{a}-3{a}-P-4{o}-P] where o<a, o in CD
use "Cue-bid raise: responder's slam try in a minor"
[1{o}-1{a}-2{a}-P-3{o}-P] where o<a, o in HS
use "Cue-bid raise: responder's slam try in a major"
[1{o}-2{a}-3{a}-P-3{o}-P] where a<o, o in HS
use "Cue-bid raise: responder's slam try in a major"
[1{o}-2{a}-3{a}-P-4{o}-P] where a!=o, o in HS
4N@{o}0 "Blackwood" hcp=15+ {o}=4+ dummy={o}5:18+ custom=2+:A1 asks=A text="Blackwood: the major agreed by the cue-bid raise and 18+ dummy points opposite opener's game acceptance (15+ total points: 33+ together)"
   ref="standard teaching: 33 points together make a slam; the cue-bid raise agrees opener's suit; with a fit agreed, Blackwood checks the aces"
   test=AK32-KJ32-A432-2|KJ32-AK32-A432-2
[1{o}-1{a}-2{a}-P-4{o}-P] where o<a, o in HS
4N@{o}0 "Blackwood" hcp=15+ {o}=4+ dummy={o}5:18+ custom=2+:A1 asks=A text="Blackwood: the major agreed by the cue-bid raise and 18+ dummy points opposite opener's game acceptance (15+ total points: 33+ together)"
   ref="standard teaching: 33 points together make a slam; the cue-bid raise agrees opener's suit; with a fit agreed, Blackwood checks the aces"
   test=AK32-KJ32-A432-2|KJ32-AK32-A432-2

[1{o}-1{a}-2{a}-P-3{o}-P] where o<a, o in CD complete
3N "Cue Bid Raise" hcp=13+ {a}=:1stop text="game values and a stopper in their suit" ref="standard teaching: the cue-bid raise"
   test=KJ2-AJ3-KQ2-J432
3{a} "Cue Bid Raise" hcp=13+ asks=G text="game values, no stopper in their suit: asks for one" ref="standard teaching: the cue bid asks for a stopper"
   test=Q32-Q32-Q32-AKQJ
P "Cue Bid Raise" text="a limit raise: opener declined" ref="standard teaching: the cue-bid raise" test=Q32-J32-Q32-K432
# Opener answers the second cue bid: 3NT with a stopper in their suit, else five of his minor.
[1{o}-1{a}-2{a}-P-3{o}-P-3{a}-P] where o<a, o in CD complete
3N "Cue Bid Raise" {a}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid asks for a stopper"
   test=KJ2-AJ3-KQ2-J432
5{o} "Cue Bid Raise" text="no stopper: game in the minor" ref="standard teaching: the cue bid asks for a stopper"
   test=Q32-Q32-J32-AKQ2
[1{o}-2{a}-3{a}-P-3{o}-P] where a<o, o in CD
use "Cue-bid raise: responder opposite a minor"
# After a weak jump overcall the cue bid is at the three level and opener's minimum is four
# of his minor, past 3NT: responder bids five of the minor with 15+ (a little more than game
# values, opposite a minimum and no stopper), else passes.
[1{o}-2{a}-3{a}-P-4{o}-P] where o<a, o in CD complete
5{o} "Cue Bid Raise" hcp=13+ {o}=3+ text="game in the minor: 13+ and support; opener denied a stopper in their suit" ref="standard teaching: the cue-bid raise; opener's minimum rebid leaves game to responder"
   test=32-32-AKQ2-AKJ32
P "Cue Bid Raise" text="a limit raise: opener declined" ref="standard teaching: the cue-bid raise" test=32-K32-Q432-KJ32
[1{o}-1{a}-2{a}-P-3{o}-P] where o<a, o in HS
use "Cue-bid raise: responder opposite a major"
[1{o}-2{a}-3{a}-P-3{o}-P] where a<o, o in HS
use "Cue-bid raise: responder opposite a major"

# ---------------------------------------------------------------------------------------
# Opener after partner's 1NT response and an overcall: 1x-P-1N-(2y). Partner is limited
# (6-10), so opener passes a minimum balanced hand; he rebids a six-card suit, shows a
# second suit at the two level (a lower-ranking suit, four or more cards), or with 18-19
# and a stopper bids 2NT (with 20-21, 3NT); over their 2S, 1H opener rebids a good six-card suit with extra
# values (15-17) at the three level. A six-card major with five losers or fewer (14-16)
# jumps to three, invitational, as with 17-18.
# ---------------------------------------------------------------------------------------

[me:1H|1S P 1N they:2suit]
3x hcp=14-16 X=6+ S=x H=x losers=5 text="a six-card major with the playing strength of a jump rebid (five losers or fewer): invitational" ref="standard teaching: opener's jump rebid shows a good six-card suit and extra playing strength; the losing trick count values the long suit and the shortness" test=KQJT86-AQ85-2-K2
2x hcp=<17 X=6+ S=x H=x text="a six-card suit (any opening count, a light opening with a long suit included)" ref="standard teaching: opener's rebid in competition: a six-card suit is rebid, partner's 1NT may be short in it"
   test=Q4-KJT965-AJ-Q75
2H hcp=12-16 S=5+ H=4+ text="a second suit" ref="standard teaching: opener's rebid in competition"
   test=AJ874-KQ63-92-Q4
2x hcp=12-16 X=4+ D=x C=x text="a second suit" ref="standard teaching: opener's rebid in competition"
   test=AQJ73-84-KJ52-A3
4x hcp=19+ X=6+ S=x H=x text="a six-card major, game values opposite 6-10" ref="standard teaching: opener's rebid in competition"
   test=AKJ863-K9-AQ6-K2
2N hcp=18-19 X=0+:1stopP S=x H=x D=x C=x text="18-19 with a stopper" ref="standard teaching: opener's rebid in competition"
   test=AK5-KJ974-A3-K52
3H hcp=15-17 H=6+ S=:P text="a good six-card suit, extra values: over their 2S" ref="standard teaching: opener's rebid in competition"
   test=82-AKQ962-A4-Q53
3x hcp=17-18 X=6+ S=x H=x D=x C=x text="a six-card suit, 17-18: invitational" ref="standard teaching: opener's rebid in competition"
   test=K4-AKJT87-3-AQ52
D "Takeout Double" hcp=17+ X=<=2:P S=x H=x D=x C=x text="17+, short in their suit: takeout, extra values" ref="standard teaching: opener's rebid in competition"
   test=AK653-AQ854-J-A4
D "Takeout Double" hcp=15-16 X=<=1:P S=x H=x D=x C=x text="15-16 with a singleton or void in their suit: takeout, extra values and shape" ref="standard teaching: opener's rebid in competition: with extras and shortness in their suit, double rather than sell out"
   test=KQ875--AJ54-KQT4|-KQ875-AJ54-KQT4
3N hcp=20-21 X=0+:1stopP S=x H=x D=x C=x text="20-21 with a stopper: game opposite 6-10" ref="standard teaching: opener's rebid in competition: opposite responder's 1NT (6-10), 20-21 make game (26 together); with their suit stopped, 3NT"
   test=AK5-KJ974-A3-KQ2
P text="a minimum: partner is limited" ref="standard teaching: opener's rebid in competition" test=Q4-AJ875-KT6-Q82

[me:1C|1D P 1N they:2suit]
2x hcp=<17 X=6+ C=x D=x text="a six-card suit (any opening count, a light opening with a long suit included)" ref="standard teaching: opener's rebid in competition: a six-card suit is rebid, partner's 1NT may be short in it"
   test=K2-A84-KQJ853-62
2N hcp=18-19 X=0+:1stopP S=x H=x D=x C=x text="18-19 with a stopper" ref="standard teaching: opener's rebid in competition"
   test=KQ5-AJ4-KQ73-A82
3x hcp=17-18 X=6+ C=x D=x text="a six-card suit, 17-18: invitational" ref="standard teaching: opener's rebid in competition"
   test=K4-A3-AKJT87-Q52
D "Takeout Double" hcp=17+ X=<=2:P S=x H=x D=x C=x text="17+, short in their suit: takeout, extra values" ref="standard teaching: opener's rebid in competition"
   test=A942-T2-AKQ8-KQJ
3N hcp=20-21 X=0+:1stopP S=x H=x D=x C=x text="20-21 with a stopper: game opposite 6-10" ref="standard teaching: opener's rebid in competition: opposite responder's 1NT (6-10), 20-21 make game (26 together); with their suit stopped, 3NT"
   test=KQ5-AJ4-KJ73-AK2
P text="a minimum: partner is limited" ref="standard teaching: opener's rebid in competition" test=Q84-K52-AJ73-Q52

# ---------------------------------------------------------------------------------------
# Opener when a three-level (preemptive) overcall is passed round: 1x-(3y)-P-P. Partner may
# have a trap pass, so opener reopens with a takeout double when short in their suit: with
# a singleton or void and 14+, with a doubleton and 13+; he rebids a six-card suit with 15+
# (a major at the four level if need be); with 17+ he doubles also holding three cards in
# their suit (extra values: partner, who could not act at the three level, may still hold
# 8-10); otherwise he passes.
# ---------------------------------------------------------------------------------------

# Opener after their four-level preempt is passed round to him: with a long suit of his own
# and playing strength (four losers at most), bid on at the five level. (A reopening double
# on any extra values lost double dummy in self-play: partner, who could not act over four,
# passes it. After a major opening the exact sections of competition_direct.bb answer first:
# there opener doubles with 18+ and shortness in their suit.)
[me:1suit they:4suit P P]
5x X=7+ losers=4 S=x H=x D=x C=x text="a long suit and playing strength: bids on" ref="standard teaching: with a self-sufficient suit and few losers, bid on over a preempt" test=-K5-A98-AKQJ8643
P text="no reason to reopen" ref="standard teaching: reopening after a preempt" test=Q4-KJ875-A62-Q83

[me:1suit they:3suit P P]
D "Reopening Double" hcp=14+ X=<=1:P S=x,3+ H=x,3+ D=x,3+ C=x,3+ text="takeout: short in their suit" ref="standard teaching: reopening after a preempt"
   test=AJ85-KQ74-6-AQ93
3x hcp=15+ X=6+ S=x H=x D=x C=x text="a good six-card suit" ref="standard teaching: reopening after a preempt"
   test=A4-AKJ964-Q52-K7
4x hcp=15+ X=6+ S=x H=x text="a good six-card suit" ref="standard teaching: reopening after a preempt"
   test=5-AKQT73-KJ-Q652
4x hcp=17+ X=6+:2/3 D=x C=x text="a strong six-card minor and 17+: competes at the four level (partner, who could not act at the three level, may still hold 6-10)" ref="standard teaching: reopening after a preempt: with a strong hand and a good long suit, opener does not sell out"
   test=5-K8-AQ74-AKQ975|5-K8-AKQ975-AQ74
D "Reopening Double" hcp=17+ X=<=3:P S=x,2+ H=x,2+ D=x,2+ C=x,2+ text="a strong hand: 17+, at most three cards in their suit" ref="standard teaching: reopening after a preempt (with extra values opener doubles; partner may have been unable to act)"
   test=AK5-KQ4-Q32-AJ32
D "Reopening Double" hcp=15+ X=<=1:P S=x H=x D=x C=x text="extra values (15+) and a singleton or void in their suit, whatever the shape: partner bids his best suit or passes for penalty" ref="standard teaching: reopening after a preempt: with extra values and shortness in their suit opener doubles even without perfect shape (partner may have a trap pass)"
   test=5-AQ873-AQ873-K2|AQ873-5-AQ873-K2|AQ873-AQ873-5-K2|AQ873-AQ873-K2-5
D "Reopening Double" hcp=19+ text="a very strong hand: 19+, any shape (partner, who could not act, may hold 5-9: opener does not sell out)" ref="standard teaching: reopening after a preempt: with 19+ opener never passes; the double shows a strong hand"
   test=AKJ5-2-AQ7-AQJ32|AKJ5-AQ7-2-AQJ32|2-AKJ5-AQ7-AQJ32
D "Reopening Double" hcp=13+ X=<=2:P S=x,2+ H=x,2+ D=x,2+ C=x,2+ text="takeout: a doubleton in their suit (partner may have a trap pass)" ref="standard teaching: reopening after a preempt (opener short in their suit reopens with a double)"
   test=AJ85-KQ74-62-K93
P text="no reason to reopen" ref="standard teaching: reopening after a preempt" test=Q4-KJ875-A62-Q83

# ---------------------------------------------------------------------------------------
# Opener after an overcall, partner's one-level new suit and their raise or cue bid:
# 1x-(1y)-1z-(2y), 1x-(1y)-1z-(2x). Their bid releases opener from bidding with a minimum
# (responder will have another turn): he raises with four-card support (a jump with 16-18),
# rebids a six-card suit, shows the fourth suit with four cards and five of his own (a
# 5-4 two-suiter; at the three level with 14-16), or passes.
# ---------------------------------------------------------------------------------------

[me:1suit they:1suit partner:1{z} they:2suit] where z in HS
4{z} hcp=19+ {z}=4+ text="four-card support, game values" ref="standard teaching: opener's rebid in competition"
   test=AK84-AQ63-5-AKJ5
3{z} hcp=16-18 {z}=4+ text="four-card support, invitational" ref="standard teaching: opener's rebid in competition"
   test=KQ84-AJ63-5-AQ95
2{z} hcp=12-15 {z}=4+ text="four-card support" ref="standard teaching: opener's rebid in competition"
   test=KJ84-A963-5-KQ95
2x hcp=12-16 X=6+ S=x H=x D=x C=x text="a six-card suit" ref="standard teaching: opener's rebid in competition"
   test=Q5-K72-AQJ853-K3
3x hcp=12-16 X=6+ S=x H=x D=x C=x text="a six-card suit" ref="standard teaching: opener's rebid in competition"
   test=Q5-K72-A3-KQJ853

# The fourth suit: the four-card suit of a 5-4 two-suiter (the x suit of X=4; with four
# cards in partner's suit opener has raised). Over their 1D it is a major, over their 1H a
# minor (spades are partner's suit).
[me:1suit they:1D partner:1suit they:2suit]
2x hcp=12-16 X=4 S=x H=x shape=2-suiter text="the fourth suit, with five of his own" ref="standard teaching: opener's rebid in competition"
   test=KJ84-Q3-52-AKJ75
[me:1suit they:1H partner:1suit they:2suit]
2x hcp=12-16 X=4 C=x D=x shape=2-suiter text="the fourth suit, with five of his own" ref="standard teaching: opener's rebid in competition"
   test=Q3-J8-AKJ4-KQ975
3x hcp=14-16 X=4 C=x D=x shape=2-suiter text="the fourth suit, with five of his own: extra values" ref="standard teaching: opener's rebid in competition"
   test=3-Q82-AKJ4-KQJ75

[me:1suit they:1suit partner:1suit they:2suit]
P text="a minimum: responder has another turn" ref="standard teaching: opener's rebid in competition" test=Q62-K85-K94-AJ73

# ---------------------------------------------------------------------------------------
# Opener when they balance with 1NT (1x-P-P-1N, 11-14): double with 17+ (we hold the balance
# of power), rebid a six-card suit, otherwise pass.
# ---------------------------------------------------------------------------------------

[me:1suit P P 1N]
D "Penalty Double" hcp=17+ text="17+: the balance of power is ours" ref="standard teaching: opener's rebid in competition"
   test=AJ5-KQ3-AQ84-K62
2x hcp=11-16 X=6+ S=x H=x D=x C=x text="a six-card suit" ref="standard teaching: opener's rebid in competition"
   test=85-K3-J92-AKJ863
P text="no reason to bid" ref="standard teaching: opener's rebid in competition" test=K84-QJ6-Q73-KJ95

# ---------------------------------------------------------------------------------------
# Responder when they balance with a double after our single raise of a major
# (1M-P-2M-P-P-D): with four trumps the partnership has nine, so compete to the three level;
# otherwise pass.
# ---------------------------------------------------------------------------------------

[1{a}-P-2{a}-P-P-D] where a in HS complete
3{a} hcp=6-10 {a}=4+ text="four trumps: nine between us, compete" ref="standard teaching: the law of total tricks"
   test=QT65-KJ64-J72-82
P text="three trumps: let partner decide" ref="standard teaching: the law of total tricks" test=T97-843-KJ75-A92

# ---------------------------------------------------------------------------------------
# Advancer after his cue-bid raise (a limit raise or better) and the overcaller's jump to
# three of his suit (extra values, invitational): 1x-(1y)-P-(2x)-P-(3y)-P. Game with more
# than a minimum limit raise (11+ support points; with a minor, 3NT with a stopper in their
# suit, else five of the minor with 12+ dummy points; without a fit but opening values,
# 3NT), otherwise pass.
# ---------------------------------------------------------------------------------------

[1{o}-1{a}-P-2{o}-P-3{a}-P] where o<a, a in HS complete
4{a} "Overcall: Cue Bid Raise" dummy={a}5:11+ text="accepts the invitation" ref="standard teaching: the cue-bid raise of an overcall"
   test=KJ32-QJ32-A32-32
P "Overcall: Cue Bid Raise" text="a minimum limit raise: declines" ref="standard teaching: the cue-bid raise of an overcall" test=Q62-K73-J842-Q73

[1{o}-1{a}-P-2{o}-P-3{a}-P] where o<a, a in CD complete
3N "Overcall: Cue Bid Raise" hcp=11+ {o}=:1stop text="accepts: a stopper in their suit" ref="standard teaching: the cue-bid raise of an overcall"
   test=A74-K83-Q92-KJ52
5{a} "Overcall: Cue Bid Raise" {a}=3+ dummy={a}5:13+ text="accepts: a fit and a good limit raise (13+ dummy points) without a stopper in their suit: five of the minor" ref="standard teaching: the cue-bid raise of an overcall; accept the invitation with more than a minimum limit raise; eleven tricks in a minor need about two points more than ten in a major (11+ dummy points)"
   test=AJ42-KQ83-Q92-32
3N "Overcall: Cue Bid Raise" hcp=13+ {a}=2 text="accepts: opening values without a fit (the cue bid without support), partner's long suit the source of tricks" ref="standard teaching: opening values opposite an invitation make game"
   test=AK52-AQ83-84-732
P "Overcall: Cue Bid Raise" text="a minimum limit raise: declines" ref="standard teaching: the cue-bid raise of an overcall" test=J96-KJ86-A72-985

# ---------------------------------------------------------------------------------------
# The overcaller after advancer's cue-bid raise of a two-level overcall (1x-(2y)-P-(2x)... the
# cue bid shows a limit raise or better): game with a maximum (16+ total points; with a
# minor, 3NT with a stopper and 15+), otherwise three of his suit; then advancer bids game
# with 13+ opposite the minimum (with a minor and no stopper in their suit he cue-bids it
# again to ask for one: 3NT with it, else five of the minor).
# ---------------------------------------------------------------------------------------

# With a maximum but no stopper in their suit the overcaller cue-bids it in turn (game
# values opposite the limit raise, forcing): advancer bids 3NT with a stopper, else five of
# the minor.
[1D-2C-P-2D-P] complete
3D "Overcall" hcp=15+ D=<8:0stop asks=G text="a maximum without a stopper in their suit: game values, asks for one" ref="standard teaching: the cue-bid raise of an overcall; the cue bid asks for a stopper"
   test=AQ3-K32-74-AKJ52
[1H-2C-P-2H-P] complete
3H "Overcall" hcp=15+ H=<8:0stop asks=G text="a maximum without a stopper in their suit: game values, asks for one" ref="standard teaching: the cue-bid raise of an overcall; the cue bid asks for a stopper"
   test=AQ3-74-K32-AKJ52
[1S-2C-P-2S-P] complete
3S "Overcall" hcp=15+ S=<8:0stop asks=G text="a maximum without a stopper in their suit: game values, asks for one" ref="standard teaching: the cue-bid raise of an overcall; the cue bid asks for a stopper"
   test=74-AQ3-K32-AKJ52
[1H-2D-P-2H-P] complete
3H "Overcall" hcp=15+ H=<8:0stop asks=G text="a maximum without a stopper in their suit: game values, asks for one" ref="standard teaching: the cue-bid raise of an overcall; the cue bid asks for a stopper"
   test=AQ3-74-AKJ52-K32
[1S-2D-P-2S-P] complete
3S "Overcall" hcp=15+ S=<8:0stop asks=G text="a maximum without a stopper in their suit: game values, asks for one" ref="standard teaching: the cue-bid raise of an overcall; the cue bid asks for a stopper"
   test=74-AQ3-AKJ52-K32
[1{o}-2{a}-P-2{o}-P-3{o}-P] where a<o, a in CD complete
3N "Overcall: Cue Bid Raise" {o}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid asks for a stopper"
   test=KJ2-KJ2-KJ2-5432
5{a} "Overcall: Cue Bid Raise" text="no stopper: game in the minor" ref="standard teaching: the cue bid asks for a stopper"
   test=9432-9432-432-AK

[1{o}-2{a}-P-2{o}-P] where a<o, a in CD complete
3N "Overcall" hcp=15+ {o}=:1stop text="a maximum with a stopper in their suit" ref="standard teaching: the cue-bid raise of an overcall"
   test=A2-KQ3-AJ4-QT852
3{a} "Overcall" text="a minimum" ref="standard teaching: the cue-bid raise of an overcall" test=Q5-J82-K4-AQJ652

[1{o}-2{a}-P-2{o}-P] where a<o, a in HS complete
4{a} "Overcall" dist=T16+ text="a maximum: game" ref="standard teaching: the cue-bid raise of an overcall"
   test=7-AKJ962-A83-Q74
3{a} "Overcall" text="a minimum" ref="standard teaching: the cue-bid raise of an overcall" test=93-KQ9752-K82-J6

[1{o}-2{a}-P-2{o}-P-3{a}-P] where a<o, a in CD complete
3N "Overcall: Cue Bid Raise" hcp=13+ {o}=:1stop text="game values and a stopper in their suit" ref="standard teaching: the cue-bid raise of an overcall"
   test=A62-KJ4-KQ3-9542
3{o} "Overcall: Cue Bid Raise" hcp=13+ asks=G text="game values, no stopper in their suit: asks for one" ref="standard teaching: the cue bid asks for a stopper"
   test=Q32-Q32-Q32-AKQJ
P "Overcall: Cue Bid Raise" text="a limit raise opposite a minimum" ref="standard teaching: the cue-bid raise of an overcall" test=Q92-K852-J52-Q74

# The overcaller answers advancer's second cue bid: 3NT with a stopper in their suit, else
# five of his minor.
[1{o}-2{a}-P-2{o}-P-3{a}-P-3{o}-P] where a<o, a in CD complete
3N "Overcall: Cue Bid Raise" {o}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid asks for a stopper"
   test=AK2-KJ2-KQ2-J432
5{a} "Overcall: Cue Bid Raise" text="no stopper: game in the minor" ref="standard teaching: the cue bid asks for a stopper"
   test=Q32-Q32-J32-AKJ3

[1{o}-2{a}-P-2{o}-P-3{a}-P] where a<o, a in HS complete
4{a} "Overcall: Cue Bid Raise" dummy={a}5:13+ text="game values opposite a minimum" ref="standard teaching: the cue-bid raise of an overcall"
   test=K3-AQ52-K942-J64
P "Overcall: Cue Bid Raise" text="a limit raise opposite a minimum" ref="standard teaching: the cue-bid raise of an overcall" test=752-K94-QJ5-Q932

# ---------------------------------------------------------------------------------------
# Advancer after partner's takeout double of a weak two and their raise to three
# ((2x)-D-(3x)): partner's double still asks for the unbid suits, but with the raise advancer
# bids only with values: game in a major with five and 10+, 3NT with a stopper and 11+, a
# four-card major at the three level with 7+, a five-card minor at the four level with 8+;
# otherwise pass. (Over 3S no major is left at the three level.)
# ---------------------------------------------------------------------------------------

# With game values (11+) and only four cards in an unbid major, game in it all the same:
# the doubler promised support. With 10+ and a four-card minor (no major, no stopper),
# compete at the four level rather than sell out.
[2D-D-3D]
4x "Takeout Double: Advance" hcp=11+ X=4 S=x H=x text="game: four cards and game values, the doubler has support" ref="standard teaching: advancing a takeout double after a raise: game values and a four-card major, bid game" test=KJ84-A63-952-KT4
[2H-D-3H]
4S "Takeout Double: Advance" hcp=11+ S=4 text="game: four spades and game values, the doubler has support" ref="standard teaching: advancing a takeout double after a raise: game values and a four-card major, bid game" test=KJ84-963-A52-KT4
[they:2{a} D they:3{a}] where a in DH
4x "Takeout Double: Advance" hcp=10+ X=5+ S=x H=x text="game: five cards" ref="standard teaching: advancing a takeout double after a raise"
   test=KQT85-J4-93-A762
3N "Takeout Double: Advance" hcp=11+ {a}=:1stop text="to play: a stopper in their suit" ref="standard teaching: advancing a takeout double after a raise"
   test=Q83-KJ4-AJ5-T962
3x "Takeout Double: Advance" hcp=7-10 X=4+ S=x H=x text="four cards and some values" ref="standard teaching: advancing a takeout double after a raise"
   test=KJ84-63-952-KT84
4x "Takeout Double: Advance" hcp=8-12 X=5+ C=x D=x text="five cards and some values" ref="standard teaching: advancing a takeout double after a raise"
   test=Q73-84-K62-AJT52
4{a} "Takeout Double: Advance" hcp=12+ asks=G text="cue bid: game values, no stopper and no five-card major: the doubler picks the game" ref="standard teaching: advancing a takeout double after a raise: with game values and no clear game, cue-bid their suit"
   test=Q85-Q65-AK54-J94|Q85-Q65-J94-AK54
P "Takeout Double: Advance" text="not enough to bid at this level" ref="standard teaching: advancing a takeout double after a raise" test=J92-T75-Q864-K93

# The doubler answers advancer's cue bid of their raised weak two (game forcing): a major
# (five spades first over 3D), else a four-card minor at the five level.
[2D-D-3D-P-4D-P] complete
4S "Takeout Double" S=5+ text="five or more spades" ref="standard teaching: answering the cue bid" test=AKT74-K32-7-AJ32
4H "Takeout Double" H=4+ text="four or more hearts" ref="standard teaching: answering the cue bid" test=AK74-K632-7-AJ32
4S "Takeout Double" S=4+ text="four spades" ref="standard teaching: answering the cue bid" test=AK74-K63-72-AJ32
5C "Takeout Double" C=5+ text="five or more clubs" ref="standard teaching: answering the cue bid" test=AK7-K63-72-AJ632
4H "Takeout Double" text="no four-card major: the better three-card major" ref="standard teaching: answering the cue bid" test=AK7-K63-72-AJ632|AK7-K63-A72-J632
[2H-D-3H-P-4H-P] complete
4S "Takeout Double" S=4+ text="four or more spades" ref="standard teaching: answering the cue bid" test=AK74-7-K632-AJ32
5x "Takeout Double" X=5+ C=x D=x text="a five-card minor" ref="standard teaching: answering the cue bid" test=AK7-72-K63-AJ632|AK7-72-AJ632-K63
5x "Takeout Double" X=4+ C=x D=x text="a four-card minor" ref="standard teaching: answering the cue bid" test=AK7-72-K632-AJ32
4S "Takeout Double" text="no fit elsewhere: the three-card spade suit" ref="standard teaching: answering the cue bid" test=AK7-7632-AJ3-K32
[2S-D-3S] complete
4H "Takeout Double: Advance" hcp=10+ H=5+ text="game: five cards" ref="standard teaching: advancing a takeout double after a raise"
   test=82-KQJ74-A63-852
3N "Takeout Double: Advance" hcp=11+ S=:1stop text="to play: a stopper in their suit" ref="standard teaching: advancing a takeout double after a raise"
   test=AQ4-K83-QJ52-J93
4H "Takeout Double: Advance" hcp=11+ H=4 text="game: four hearts and game values, the doubler has support" ref="standard teaching: advancing a takeout double after a raise: game values and a four-card major, bid game"
   test=963-KJ84-A52-KT4
4x "Takeout Double: Advance" hcp=8-12 X=5+ C=x D=x text="five cards and some values" ref="standard teaching: advancing a takeout double after a raise"
   test=63-Q72-AQ985-J42
4x "Takeout Double: Advance" hcp=10+ X=4+ C=x D=x text="four cards and values: compete at the four level" ref="standard teaching: advancing a takeout double after a raise: with values, do not sell out"
   test=82-J96-K762-AKJ5
P "Takeout Double: Advance" text="not enough to bid at this level" ref="standard teaching: advancing a takeout double after a raise" test=J92-T754-Q86-K93

# ---------------------------------------------------------------------------------------
# Responder after opener's competitive takeout double of their raise (1x-(1y)-P-(2y)-D-P,
# and after a raise to three): responder passed over the overcall, so he is weak or has
# length in their suit. Pass for penalty with four or more cards and some strength in their
# suit; otherwise bid as over a takeout double: an unbid four-card major, an unbid four-card
# suit, or the cheapest suit (opener's suit counts as an unbid one: a preference). Over their
# raise to two responder answers as advancer answers the direct double of a raise
# ((1y)-P-(2y)-D-P, competition_later.bb); over a raise to three, as after opener's
# reopening double of a three-level overcall (below).
# ---------------------------------------------------------------------------------------

[1{o}-1{a}-P-2{a}-D-P] where o<a as [1{a}-P-2{a}-D-P]
P "Takeout Double: Advance" {a}=4+:3+ text="penalty: length and strength in their suit" ref="standard teaching: answering a takeout double"
   test=KJ32-KJ32-KJ32-2

[1{o} {n}{a} P 3{a} D P] where o!=a, n in 12 as [1{o}-3{a}-P-P-D-P]

# ---------------------------------------------------------------------------------------
# Responder after opener's reopening double of a three-level overcall (1x-(3y)-P-P-D-P): pass
# for penalty with trump tricks; game in opener's major with three-card support and 8+;
# 3NT with a stopper and 9+; an unbid four-card major at the three level (five at the four
# level); a five-card minor; a preference for opener's suit; with nothing to say, pass
# (they are at the three level, doubled). Responder's four-card major may be opener's: then
# it is the preference. A minor opening gets its preference at the three level only for
# diamonds over their clubs, else at the four level.
# ---------------------------------------------------------------------------------------

# With 10+ and four cards in an unbid major (or opener's), and no length in their suit,
# responder bids game: partner's reopening double promised an opening hand and support, and
# responder, who could not act over the preempt, has half the deck.
[partner:1suit they:3C P P D P]
4x "Reopening Double" hcp=10+ X=4+ S=x H=x C=<3 text="game: four cards in a major and 10+" ref="standard teaching: answering a reopening double (with 10+ jump to game)"
   test=KQ32-AJ32-Q32-32
[partner:1suit they:3D P P D P]
4x "Reopening Double" hcp=10+ X=4+ S=x H=x D=<3 text="game: four cards in a major and 10+" ref="standard teaching: answering a reopening double (with 10+ jump to game)"
   test=KQ32-AJ32-32-Q32
[partner:1suit they:3H P P D P]
4S "Reopening Double" hcp=10+ S=4+ H=<3 text="game: four spades and 10+" ref="standard teaching: answering a reopening double (with 10+ jump to game)"
   test=KQ32-32-AJ32-Q32
[partner:1suit they:3S P P D P]
4H "Reopening Double" hcp=10+ H=4+ S=<3 text="game: four hearts and 10+" ref="standard teaching: answering a reopening double (with 10+ jump to game)"
   test=32-KQ32-AJ32-Q32

block "Answering the reopening double: partner opened a major"
P "Reopening Double" X=3+:3+P S=x H=x D=x C=x text="penalty: trump tricks" ref="standard teaching: answering a reopening double"
   test=KJ2-KJ2-KJ2-K432
4{o} "Reopening Double" hcp=8+ {o}=3+ text="game: support and values" ref="standard teaching: answering a reopening double"
   test=Q873-KJ4-QJ52-93
3N "Reopening Double" hcp=9+ X=0+:1stopP S=x H=x D=x C=x text="a stopper and values" ref="standard teaching: answering a reopening double"
   test=A6-K4-QJ852-KT83
3{o} "Reopening Double" {o}=4+ text="four-card support for partner's major: the fit first" ref="standard teaching: answering a reopening double: with support for opener's major, show the fit before a new suit"
   test=KQ92-T962-J3-T75
3x "Reopening Double" X=4+ S=x H=x text="an unbid suit" ref="standard teaching: answering a reopening double"
   test=KT84-72-Q963-J52|72-KT84-Q963-J52
3x "Reopening Double" X=5+ C=x D=x text="an unbid suit" ref="standard teaching: answering a reopening double"
   test=82-93-KJ952-Q742
3{o} "Reopening Double" {o}=2+ text="preference for partner's suit" ref="standard teaching: answering a reopening double"
   test=Q4-J75-T863-9432
4x "Reopening Double" X=5+ C=x D=x text="an unbid suit" ref="standard teaching: answering a reopening double"
   test=8-732-J64-KQT852
P "Reopening Double" text="nothing to say: pass, they are doubled at the three level" ref="standard teaching: answering a reopening double" test=7-Q842-J642-T932

# (Their three-level suit below or above his major: over 1S a three-level spade bid is not a
# preempt.)
[partner:1{o} they:3C|3D|3S P P D P] where o in H
use "Answering the reopening double: partner opened a major"
[partner:1{o} they:3C|3D|3H P P D P] where o in S
use "Answering the reopening double: partner opened a major"

[partner:1{o} they:3suit P P D P] where o in CD
P "Reopening Double" X=3+:3+P S=x H=x D=x C=x text="penalty: trump tricks" ref="standard teaching: answering a reopening double"
   test=KJ2-KJ2-KJ2-K432
3N "Reopening Double" hcp=9+ X=0+:1stopP S=x H=x D=x C=x text="a stopper and values" ref="standard teaching: answering a reopening double"
   test=A6-K4-QJ852-KT83
3x "Reopening Double" X=4+ S=x H=x text="an unbid suit" ref="standard teaching: answering a reopening double"
   test=KT84-72-Q963-J52
3x "Reopening Double" X=5+ C=x D=x text="an unbid suit" ref="standard teaching: answering a reopening double"
   test=82-93-KJ952-Q742
3D "Reopening Double" D=3+ C=:P text="preference for partner's diamonds over their clubs" ref="standard teaching: answering a reopening double"
   test=T65-965-732-7632
4H "Reopening Double" H=5+ S=:P text="an unbid suit: hearts over their spades" ref="standard teaching: answering a reopening double"
   test=J93-QT872-K4-862
4x "Reopening Double" X=5+ C=x D=x text="an unbid suit" ref="standard teaching: answering a reopening double"
   test=Q2-873-KJ752-T94
4{o} "Reopening Double" {o}=3+ text="preference for partner's suit" ref="standard teaching: answering a reopening double"
   test=J83-Q74-T53-7643
P "Reopening Double" text="nothing to say: pass, they are doubled at the three level" ref="standard teaching: answering a reopening double" test=T9876-Q974-J5-K3

# Responder after opener's reopening in his strong six-card minor at the four level
# (1m-(3y)-P-P-4m-P: 17+ and a good suit): responder, who could not act over the preempt,
# raises to game with values (8+ and a doubleton, or 10+); otherwise he passes.
[partner:1suit they:3suit P P partner:4{m} P] where m in CD
5{m} hcp=8+ {m}=2+ text="values and support: game opposite opener's strong minor" ref="standard teaching: opener's reopening in his long suit shows a strong hand; responder with useful values raises"
   test=K832-Q74-J52-K63|K832-Q74-K63-J52
5{m} hcp=10+ text="values: game opposite opener's strong hand" ref="standard teaching: opener's reopening in his long suit shows a strong hand; responder with useful values raises"
   test=KQ82-AJ742-2-T63|KQ82-AJ742-T63-2
P text="no values to add: pass" ref="standard teaching: opener's reopening in his long suit shows a strong hand" test=J832-T742-2-T632|J832-T742-T632-2

# Opener after responder's answer at the three level (0-9: with more he would have bid game
# or 3NT): with 18+ and four-card support he raises the major to game; with 18+ and a
# stopper in their suit he bids 3NT.
[me:1suit they:3suit P P D P 3{m} P] where m in HS
4{m} "Reopening Double" hcp=18+ {m}=4+ text="18+ and four-card support: game" ref="standard teaching: the doubler raises partner's forced answer with extra values"
   test=AKJ2-AKJ2-K32-32
3N "Reopening Double" hcp=18+ X=0+:1stopP S=x H=x D=x C=x text="18+ and a stopper in their suit" ref="standard teaching: the doubler with extra values bids notrump with a stopper"
   test=AK2-AQ2-KQ32-K32

# ---------------------------------------------------------------------------------------
# Advancer after partner's balancing double of their single raise (1x-P-2x-P-P-D-P), and
# after the overcaller's reopening double when they stop in their raise
# (1x-(1y)-2x-P-P-D-P, 1x-(2y)-2x-P-P-D-P): the double is for takeout of their suit, and
# advancer answers as advancer of the direct double of their raise (competition_later.bb):
# the cheapest suit (an unbid major first), game or 3NT with 12+, or a penalty pass with
# long strong trumps. After the balancing double advancer takes a king off: 12-14 balanced
# with a stopper invites with 2NT (the balancer accepts with 12+). After the overcall, partner's suit is one of the suits advancer may
# bid.
# ---------------------------------------------------------------------------------------

[1{a}-P-2{a}-P-P-D-P] as [1{a}-P-2{a}-D-P]
2N "Takeout Double: Advance" hcp=12-14 shape=balanced S=<5 H=<5 {a}=:1stop text="invitational: 12-14, balanced, a stopper, opposite the balancing double" ref="standard teaching: balancing: the balancer bids his partner's values (he may be a king lighter than a direct doubler), so advancer, who passed over the raise, deducts about three points: with 12-14 balanced and a stopper he invites with 2NT rather than bid 3NT" test=K32-K32-K32-AJ32
[1{a}-P-2{a}-P-P-D-P-2N-P] complete
3N "Takeout Double" hcp=12+ text="accepts: 12+ opposite advancer's invitational 2NT" ref="standard teaching: balancing: advancer's 2NT invites with 12-14; the balancer accepts with more than a minimum balance (12+)" test=AQ32-K3-KJ32-Q32
P "Takeout Double" text="a minimum balance: pass" ref="standard teaching: balancing: advancer's 2NT invites with 12-14; the balancer passes with a minimum" test=Q932-3-KJ32-Q932
[1{o}-1{a}-2{o}-P-P-D-P] where o<a as [1{o}-D-2{o}-P-P-D-P]
[1{o}-2{a}-2{o}-P-P-D-P] where a<o as [1{o}-D-2{o}-P-P-D-P]

# ---------------------------------------------------------------------------------------
# Opener after their double of partner's 1NT response (1x-P-1N-D): the double took no room,
# so opener's rebids keep their uncontested meaning (a six-card suit rebid at the two level,
# a lower second suit, the jump rebid of a good six-card suit invitational); the redouble
# replaces the strong rebids (16+: the balance of values, later doubles for penalty); a pass
# is a balanced minimum (partner's 1NT was not forcing over the double).
# ---------------------------------------------------------------------------------------

[1{a}-P-1N-D] complete
3{a} hcp=16-18 {a}=6+:2/3 text="a good six-card suit, 16-18: invitational, as without the double" ref="standard teaching: after a double of partner's response opener rebids as without it (systems on); the jump rebid of a six-card suit invites"
   test=A4-K3-Q32-AKJ982|A4-K3-AKJ982-Q32|A4-AKJ982-K3-Q32|AKJ982-A4-K3-Q32
R "Redouble" hcp=16+ text="16+: the balance of values; later doubles are for penalty" ref="standard teaching: opener's redouble after a double of partner's response shows extra values"
   test=AK4-3-QJ32-AQJ82|3-AK4-AQJ82-QJ32|3-AQJ82-AK4-QJ32|AQJ82-3-AK4-QJ32
2{a} {a}=6+ text="a six-card suit: rebid as without the double" ref="standard teaching: after a double of partner's response opener rebids as without it (systems on): a minimum with a six-card suit rebids it"
   test=K3-A42-82-QJT982|K3-A42-QJT982-82|K3-QJT982-A42-82|QJT982-K3-A42-82
[1D-P-1N-D] complete
2C C=4+ D=5+ text="a second suit, clubs: rebid as without the double" ref="standard teaching: after a double of partner's response opener rebids as without it (systems on): a minimum with two suits bids the second" test=A3-K4-KJ842-QT32
[1H-P-1N-D] complete
2x X=4+ D=x C=x H=5+ text="a lower second suit: rebid as without the double" ref="standard teaching: after a double of partner's response opener rebids as without it (systems on): a minimum with two suits bids the second" test=A3-KJ842-QT32-K4
[1S-P-1N-D] complete
2x X=4+ H=x D=x C=x S=5+ text="a lower second suit: rebid as without the double" ref="standard teaching: after a double of partner's response opener rebids as without it (systems on): a minimum with two suits bids the second" test=KJ842-A3-QT32-K4
[1{a}-P-1N-D] complete
P text="a balanced minimum (or nothing to add): pass, partner's 1NT stands" ref="standard teaching: after a double of partner's response, opener passes with a minimum and nothing more to show"
   test=K32-A42-Q32-KJ82|K32-A42-KJ82-Q32|K3-AJ842-K42-Q32|AJ842-K3-K42-Q32

# Advancer after opener's redouble (1x-P-1N-D-R): he holds little (opener 16+, responder 6+,
# the doubler an opening), so he answers the takeout double as over a pass: the cheapest
# suit, or the pass with long strong trumps in opener's suit.
[1{a}-P-1N-D-R] as [1{a}-P-1N-D-P]

# ---------------------------------------------------------------------------------------
# The doubler of their 1NT response when opener's two-level rebid is passed round to him
# (1x-P-1N-D-2y-P-P): advancer, who would bid freely with values, is weak, so the doubler
# passes a minimum; with extras he does not sell out: his own five-card suit with 17+ at the
# cheapest level (the three level: six cards, or 18+ and five), with 19+ and no such suit a
# second double (takeout). One section per suit the doubler bids and the level it takes.
# ---------------------------------------------------------------------------------------
[1{a}-P-1N-D-2{c}-P-P] where a in CDH, c in CDH
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=AKJ75-Q32-K4-AQ2
[1{a}-P-1N-D-2{c}-P-P] where a in CDS, c in CD
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ75-K4-AQ2
[1{a}-P-1N-D-2{c}-P-P] where a in CDS, c in S
3H "Takeout Double" hcp=17+ H=6+ text="17+, six or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ875-K4-A2
3H "Takeout Double" hcp=18+ H=5+ text="18+, five or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ75-K4-AJ2
[1{a}-P-1N-D-2{c}-P-P] where a in CHS, c in C
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ75-AQ2
[1{a}-P-1N-D-2{c}-P-P] where a in CHS, c in HS
3D "Takeout Double" hcp=17+ D=6+ text="17+, six or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ875-A2
3D "Takeout Double" hcp=18+ D=5+ text="18+, five or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ75-AJ2
[1{a}-P-1N-D-2{c}-P-P] where a in DHS, c in DHS
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-A2-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AJ2-AKJ75
[1{a}-P-1N-D-2{c}-P-P]
D "Takeout Double" hcp=19+ text="19+: takeout again, too strong to pass" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=AQ4-KJ3-KQ5-AJ32

# ---------------------------------------------------------------------------------------
# Advancer after partner's double of their 1NT response (1x-P-1N-D-P): takeout of opener's
# suit; advancer bids the cheapest suit (an unbid major first), game or 3NT with 12+, or
# passes for penalty with long strong cards in opener's suit. Every suit is available at the
# two level, so which suits are unbid depends on their suit: one section for each.
# ---------------------------------------------------------------------------------------

[1C-P-1N-D-P] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" ref="standard teaching: advancing a takeout double"
   test=K3-QJ7-T42-AQT85
4x "Takeout Double: Advance" hcp=12+ X=5+ S=x H=x text="game: five cards" ref="standard teaching: advancing a takeout double"
   test=AQ974-K83-A62-J5
3N "Takeout Double: Advance" hcp=12+ C=:1stop text="game: a stopper in their suit" ref="standard teaching: advancing a takeout double"
   test=KJ5-A84-QJ3-K962
2x "Takeout Double: Advance" X=4+ S=x H=x text="four or more cards" ref="standard teaching: advancing a takeout double"
   test=QT84-J63-K72-952
2D "Takeout Double: Advance" D=4+ text="four or more cards" ref="standard teaching: advancing a takeout double"
   test=J63-Q72-KT84-952
2x "Takeout Double: Advance" X=3+ S=x H=x text="three cards" ref="standard teaching: advancing a takeout double"
   test=J63-Q72-K4-T9852
2D "Takeout Double: Advance" text="nothing better: the cheapest unbid suit" ref="standard teaching: advancing a takeout double"
   test=63-72-KJ4-QT9852

[1D-P-1N-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" ref="standard teaching: advancing a takeout double"
   test=K3-QJ7-AQT85-T42
4x "Takeout Double: Advance" hcp=12+ X=5+ S=x H=x text="game: five cards" ref="standard teaching: advancing a takeout double"
   test=AQ974-K83-J5-A62
3N "Takeout Double: Advance" hcp=12+ D=:1stop text="game: a stopper in their suit" ref="standard teaching: advancing a takeout double"
   test=KJ5-A84-K962-QJ3
2x "Takeout Double: Advance" X=4+ S=x H=x text="four or more cards" ref="standard teaching: advancing a takeout double"
   test=QT84-J63-952-K72
2C "Takeout Double: Advance" C=4+ text="four or more cards" ref="standard teaching: advancing a takeout double"
   test=J63-Q72-952-KT84
2x "Takeout Double: Advance" X=3+ S=x H=x text="three cards" ref="standard teaching: advancing a takeout double"
   test=J63-Q72-T9852-K4
2C "Takeout Double: Advance" text="nothing better: the cheapest unbid suit" ref="standard teaching: advancing a takeout double"
   test=63-72-QT9852-KJ4

[1H-P-1N-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" ref="standard teaching: advancing a takeout double"
   test=K3-AQT85-QJ7-T42
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: five cards" ref="standard teaching: advancing a takeout double"
   test=AQ974-J5-K83-A62
3N "Takeout Double: Advance" hcp=12+ H=:1stop text="game: a stopper in their suit" ref="standard teaching: advancing a takeout double"
   test=QJ3-KJ5-A84-K962
2S "Takeout Double: Advance" S=4+ text="four or more cards" ref="standard teaching: advancing a takeout double"
   test=QT84-952-J63-K72
2x "Takeout Double: Advance" X=4+ D=x C=x text="four or more cards" ref="standard teaching: advancing a takeout double"
   test=J63-952-Q72-KT84
2S "Takeout Double: Advance" S=3+ text="three cards" ref="standard teaching: advancing a takeout double"
   test=J63-T9852-Q72-K4
2x "Takeout Double: Advance" X=3+ D=x C=x text="three cards" ref="standard teaching: advancing a takeout double"
   test=63-T9852-Q72-KJ4
2C "Takeout Double: Advance" text="nothing better: the cheapest unbid suit" ref="standard teaching: advancing a takeout double"
   test=63-QT98542-72-KJ

[1S-P-1N-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" ref="standard teaching: advancing a takeout double"
   test=AQT85-K3-QJ7-T42
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: five cards" ref="standard teaching: advancing a takeout double"
   test=J5-AQ974-K83-A62
3N "Takeout Double: Advance" hcp=12+ S=:1stop text="game: a stopper in their suit" ref="standard teaching: advancing a takeout double"
   test=KJ5-QJ3-A84-K962
2H "Takeout Double: Advance" H=4+ text="four or more cards" ref="standard teaching: advancing a takeout double"
   test=952-QT84-J63-K72
2x "Takeout Double: Advance" X=4+ D=x C=x text="four or more cards" ref="standard teaching: advancing a takeout double"
   test=952-J63-Q72-KT84
2H "Takeout Double: Advance" H=3+ text="three cards" ref="standard teaching: advancing a takeout double"
   test=T9852-J63-Q72-K4
2x "Takeout Double: Advance" X=3+ D=x C=x text="three cards" ref="standard teaching: advancing a takeout double"
   test=T9852-63-Q72-KJ4
2C "Takeout Double: Advance" text="nothing better: the cheapest unbid suit" ref="standard teaching: advancing a takeout double"
   test=QT98542-63-72-KJ

# ---------------------------------------------------------------------------------------
# Opener after responder's 2NT over an overcall (invitational, 11-12 with a stopper in their
# suit): 3NT with more than a minimum (14+), a six-card suit rebid at the three level with a
# minimum and an unbalanced hand, otherwise pass.
# ---------------------------------------------------------------------------------------

block "Opener after responder's 2NT over the overcall"
3N hcp=14+ text="accepts the invitation" ref="standard teaching: opener's rebid in competition"
   test=KQ4-A72-KJ83-Q52
3x hcp=<=13 X=6+ S=x H=x D=x C=x text="a minimum with a six-card suit" ref="standard teaching: opener's rebid in competition"
   test=8-KQJ754-A63-Q52
P text="a minimum: declines" ref="standard teaching: opener's rebid in competition"
   test=Q84-KJ5-A762-J93

[1{o}-1{a}-2N-P] where o<a
use "Opener after responder's 2NT over the overcall"
[1{o}-2{a}-2N-P] where a<o
use "Opener after responder's 2NT over the overcall"

# ---------------------------------------------------------------------------------------
# Responder after opener's reopening double of their balancing overcall (1x-P-P-(1y)-D-P):
# answered as after the reopening double of a direct overcall (1x-(1y)-P-P-D-P): pass for
# penalties with length and strength in their suit, otherwise bid as over a takeout double.
# ---------------------------------------------------------------------------------------
[1{a}-P-P-1{b}-D-P] where a<b as [1{a}-1{b}-P-P-D-P]
[1{a}-P-P-2{b}-D-P] where a!=b as [1{a}-2{b}-P-P-D-P]
# After advancer's redouble (values, no fit) responder answers the double the same way: he
# bids his best suit (the redouble leaves him no room to pass with nothing).
[1{a}-P-P-1{b}-D-R] where a<b as [1{a}-1{b}-P-P-D-P]
[1{a}-P-P-2{b}-D-R] where a!=b as [1{a}-2{b}-P-P-D-P]

# ---------------------------------------------------------------------------------------
# Advancer after partner's balancing double of a weak two or a three-level preempt
# ((2x)-P-P-D-P): answered as the direct double ((2x)-D-P), except that advancer takes a
# king off for the balancer: 11-13 with a stopper invites with 2NT instead of bidding 3NT.
# ---------------------------------------------------------------------------------------
[2{a}-P-P-D-P] where a in DHS as [2{a}-D-P]
2N "Takeout Double: Advance" hcp=11-13 {a}=<5:1stop S=<4 H=<4 text="invitational, a stopper: 11-13 opposite a balancing double" ref="standard teaching: balancing: the balancer bids his partner's values (he may be a king lighter than a direct doubler), so advancer deducts about three points: with 11-13, a stopper and no four-card major he invites with 2NT instead of bidding 3NT" test=K82-KQ3-A64-J982
[3{a}-P-P-D-P] as [3{a}-D-P]

# ---------------------------------------------------------------------------------------
# Advancer after partner's takeout double of a weak two when their side redoubles
# ((2x)-D-(R)): the redouble takes no room, so advancer answers as without it (systems on:
# the cheapest suit with a weak hand, pass only with long, strong trumps), and the doubler
# goes on as after the same answer without the redouble.
# ---------------------------------------------------------------------------------------
[2{a}-D-R] where a in DHS as [2{a}-D-P]
[2{a}-D-R-2{b}-P] where a in DH, b in HS, a<b as [2{a}-D-P-2{b}-P]
[2{a}-D-R-3{b}-P] where a in DHS, b!=a as [2{a}-D-P-3{b}-P]
[2{a}-D-R-2N-P] where a in DHS as [2{a}-D-P-2N-P]

# Advancer after partner doubles their weak two for takeout, they raise to three and partner
# doubles again ((2x)-D-(3x)-P-P-D-P): answered as a takeout double of the three-bid.
[2{a}-D-3{a}-P-P-D-P] where a in DHS as [3{a}-D-P]

# ---------------------------------------------------------------------------------------
# They double our cue bid or our waiting bid: the double changes nothing, we bid as if they
# had passed (the overcaller after advancer's cue-bid raise; opener after responder's
# cue-bid raise; the strong 2C opener after the 2D waiting response).
# ---------------------------------------------------------------------------------------
[1{o}-1{a}-D-2{o}-D] where o<a as [1{o}-1{a}-P-2{o}-P]
[1{a}-1{b}-2{b}-D] where a<b as [1{a}-1{b}-2{b}-P]
[1{a}-2{b}-3{b}-D] where a!=b as [1{a}-2{b}-3{b}-P]
[2C-P-2D-D] as [2C-P-2D-P]

# ---------------------------------------------------------------------------------------
# Partner's 1NT overcall (15-18) when the opponents double or bid: the same system as over
# our 1NT opening (doubled: systems on, redouble for business; overcalled: systems off,
# double for penalty, the cue bid as Stayman), and the overcaller's next call likewise.
# ---------------------------------------------------------------------------------------
[1{o}-1N-D] as [1N-D]
[1{o}-1N-D-P-P] as [1N-D-P-P]
[1{o}-1N-D-R-P] as [1N-D-R-P]
[1{o}-1N-D-R-2{a}] as [1N-D-R-2{a}]
[1{o}-1N-D-2{a}-P] as [1N-D-2{a}-P]
[1{o}-1N-D-2S-P-3C-P] as [1N-D-2S-P-3C-P]
[1{o}-1N-2{a}] as [1N-2{a}]
[1{o}-1N-2N] as [1N-2N]
[1{o}-1N-3{a}] as [1N-3{a}]
[1{o}-1N-4{a}] as [1N-4{a}]
[1{o}-1N-2{a}-P-P] where o!=a as [1N-2{a}-P-P]
[1{o}-1N-2{a}-D-P] as [1N-2{a}-D-P]
[1{o}-1N-3{a}-P-P] as [1N-3{a}-P-P]
[1{o}-1N-3{a}-D-P] as [1N-3{a}-D-P]
[1{o}-1N-4{a}-P-P] as [1N-4{a}-P-P]
[1{o}-1N-4{a}-D-P] as [1N-4{a}-D-P]
[1{o}-1N-2N-D-P] as [1N-2N-D-P]
[1{o}-1N-2N-P-P] as [1N-2N-P-P]
[1{o}-1N-2N-3{j}-P] where j in HS, o!=j as [1N-2N-3{j}-P]
[1{o}-1N-2{a}-2{b}-P] where a in CDH, b in DHS, a<b as [1N-2{a}-2{b}-P]
[1{o}-1N-2{a}-2N-P] as [1N-2{a}-2N-P]
[1{o}-1N-2{a}-3N-P] as [1N-2{a}-3N-P]
[1{o}-1N-3{a}-3N-P] as [1N-3{a}-3N-P]
[1{o}-1N-2{a}-4{j}-P] where j in HS, a!=j, o!=j as [1N-2{a}-4{j}-P]
[1{o}-1N-3{a}-4{j}-P] where j in HS, a!=j, o!=j as [1N-3{a}-4{j}-P]
[1{o}-1N-2N-4{j}-P] where j in HS, o!=j as [1N-2N-4{j}-P]
[1{o}-1N-2{a}-3{a}-P] as [1N-2{a}-3{a}-P]
[1{o}-1N-2{a}-3H-P] where a in CDS, o in CDS as [1N-2{a}-3H-P]
[1{o}-1N-2{a}-3S-P] where a in CDH, o in CDH as [1N-2{a}-3S-P]
[1{o}-1N-2{a}-3{m}-P] where m in CD, a!=m, o!=m as [1N-2{a}-3{m}-P]
[1{o}-1N-3{a}-3H-P] where a in CD, o in CDS as [1N-3{a}-3H-P]
[1{o}-1N-3{a}-3S-P] where a in CDH, o in CDH as [1N-3{a}-3S-P]

# ---------------------------------------------------------------------------------------
# Advancer after partner's Michaels cue bid or unusual 2NT is doubled: bid as if the double
# were a pass (advancer still picks one of partner's suits).
# ---------------------------------------------------------------------------------------
[1{a}-2{a}-D] as [1{a}-2{a}-P]
[1{a}-2N-D] as [1{a}-2N-P]

# ---------------------------------------------------------------------------------------
# Advancer after partner's weak jump overcall, his 2NT feature ask and the answer: the
# overcaller answers as after a weak two bid, and advancer places the contract as after a
# weak two bid (preempts.bb): game after a feature or a solid suit, only with a very good
# hand after the minimum rebid.
# ---------------------------------------------------------------------------------------
[1{o}-2{b}-P-2N-P-3{f}-P] where o<b as [2{b}-P-2N-P-3{f}-P]
# The overcaller's 3NT shows a solid suit and nothing outside: the opponents' suit is the
# danger, so advancer leaves it only with a stopper there; without one, game in the major.
[1{o}-2{b}-P-2N-P-3N-P] where o<b, b in HS complete
P "Weak Two: Raise" {o}=:1stop text="to play: their suit stopped" ref="standard teaching: the preempter's 3NT shows a solid suit (AKQxxx) and nothing outside: without a stopper in the opener's suit, game in the major" test=A85-K2-KT93-AQ83
4{b} "Weak Two: Raise" {b}=2+ text="no stopper in their suit: game in the overcaller's major" ref="standard teaching: the preempter's 3NT shows a solid suit (AKQxxx) and nothing outside: without a stopper in the opener's suit, game in the major" test=AKQ52-32-8642-J7
P "Weak Two: Raise" text="to play" ref="standard teaching: advancing a weak jump overcall" test=7-8-98643-986542
[1C-2D-P-2N-P-3N-P] as [2D-P-2N-P-3N-P]

# ---------------------------------------------------------------------------------------
# The opponents overcalled once and then passed: the rest of our auction is bid as without
# the overcall. Each auction below is answered by the uncontested auction it is played like
# (the overcall replaced by a pass). Only auctions whose calls keep their meaning are listed:
# no jump response right over the overcall, no uncontested entry that could bid their suit
# naturally, and no notrump bid unless our side has already shown a stopper in their suit
# by bidding notrump after the overcall (a notrump bid in competition promises one).
# ---------------------------------------------------------------------------------------

# responder after opener's 1NT rebid over the overcall (1C-P-1D-(1M)-1N-P)
[1C-P-1D-1{a}-1N-P] where a in HS as [1C-P-1D-P-1N-P]

# responder after his free one-level new suit and opener's 1NT rebid, which promises a
# stopper in their suit (1x-(1y)-1z-P-1N-P)
[1{o}-1{a}-1{z}-P-1N-P] where o<a, a<z as [1{o}-P-1{z}-P-1N-P]

# responder after his 1NT and opener's rebid of his suit (1x-1y-1N-P-2x-P)
[1{o}-1{a}-1N-P-2{o}-P] where o<a as [1{o}-P-1N-P-2{o}-P]

# opener after responder's invitational raise (1x-1y-1z-P-2z-P-3z-P)
[1{o}-1{a}-1{z}-P-2{z}-P-3{z}-P] where o<a, a<z as [1{o}-P-1{z}-P-2{z}-P-3{z}-P]

# responder after opener's 2NT (18-19) (1x-1y-1z-P-2N-P)
[1{o}-1{a}-1{z}-P-2N-P] where o<a, a<z as [1{o}-P-1{z}-P-2N-P]

# responder after his 1NT and opener's new suit (1x-1y-1N-P-2z-P)
[1{o}-1{a}-1N-P-2{z}-P] where o<a, z!=o, z!=a as [1{o}-P-1N-P-2{z}-P]

# responder after his two-over-one and opener's 2NT (1x-1y-2z-P-2N-P)
[1{o}-1{a}-2{z}-P-2N-P] where o<a, z<o as [1{o}-P-2{z}-P-2N-P]

# ---------------------------------------------------------------------------------------
# Redoubles: the side in trouble runs. After a redouble showing 10+ (SAYC booklet: the
# redoubler's side is looking for a penalty), the takeout doubler's side may not leave our
# one-level contract redoubled by accident.
#   * Advancer after opener's redouble of the balancing double (1x-P-P-D-R): as after the
#     redouble of a direct double (competition_advance.bb): he bids his best suit, and
#     passes only with long strong trumps or when he leaves the choice to partner.
#   * The takeout doubler when advancer and our side pass the redouble round to him
#     (1x-D-R-P-P, 1x-P-P-D-R-P-P): he runs to his longest unbid suit (four or more, the
#     cheaper of two), else the cheapest three-card suit. He doubled for takeout: he is short in
#     their suit and cannot stand the redouble.
#   * Opener when they redouble partner's negative double (1x-(2y)-D-R): the negative
#     double still asks opener to describe his hand; he bids as if advancer had passed
#     (a pass would turn partner's takeout double into a penalty double of a redoubled
#     contract).
# ---------------------------------------------------------------------------------------
[1{a}-P-P-D-R] as [1{a}-D-R]

# Opener after his redouble of the balancing double (16+) when their runout comes round to
# him (1x-P-P-D-R-(y)-P-P): he has shown the balance of the values and does not sell out at
# the one or two level: with length in their suit he doubles for penalty; with a six-card
# suit he rebids it at the cheapest level; otherwise (a minimum redouble, no fit for
# anything) he passes. A test hand for each suit of their runout (the trumps are the variable
# suit).
[1{a}-P-P-D-R-1{b}-P-P] where a<b
D "Penalty Double" hcp=15+ {b}=4+ text="penalty: after the redouble, four of their trumps" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty" test=AKQ2-KQ32-KJ32-2
2{a} {a}=6+ text="the redoubler's six-card suit: does not sell out at the one level" ref="standard teaching: after redoubling, the redoubler with a six-card suit and extras bids it rather than sell out" test=32-32-K32-AKQJ32|32-32-AKQJ32-K32|32-AKQJ32-32-K32
D "Penalty Double" hcp=17+ {b}=3 text="penalty: 17+ and three of their trumps at the one level" ref="ACBL SAYC booklet: after a redouble, opener and responder double their runout for penalty or bid on; standard teaching: the redoubler does not sell out" test=AK2-AK2-Q432-K32|AK2-Q432-AK2-K32|Q432-AK2-AK2-K32
2{a} hcp=17+ {a}=5+ {b}=<=1 text="17+, short in their suit: rebids his five-card suit rather than sell out" ref="ACBL SAYC booklet: after a redouble, opener and responder double their runout for penalty or bid on; standard teaching: the redoubler does not sell out" test=AK32-2-K32-AKJ32|AK32-2-AKJ32-K32|2-AK32-AKJ32-K32|2-AK32-K32-AKJ32|2-AKJ32-AK32-K32|AK32-K32-2-AKJ32
[1{a}-P-P-D-R-2{b}-P-P] where b<a
D "Penalty Double" hcp=15+ {b}=3+ text="penalty: after the redouble, three or more of their trumps" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty" test=AQ2-KQ2-KJ32-Q32
2{a} {a}=6+ text="the redoubler's six-card suit: does not sell out at the two level" ref="standard teaching: after redoubling, the redoubler with a six-card suit and extras bids it rather than sell out" test=32-32-AKQJ32-K32|32-AKQJ32-32-K32|AKQJ32-32-32-K32
[1{a}-P-P-D-R-2{b}-P-P] where a<b
D "Penalty Double" hcp=15+ {b}=3+ text="penalty: after the redouble, three or more of their trumps" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty" test=AQ2-KQ2-KJ32-Q32
3{a} {a}=6+ text="the redoubler's six-card suit: does not sell out at the two level" ref="standard teaching: after redoubling, the redoubler with a six-card suit and extras bids it rather than sell out" test=32-32-K32-AKQJ32|32-32-AKQJ32-K32|32-AKQJ32-32-K32

# The redoubler with a big hand (18+) and no length in their two-level runout (a doubleton
# or less) does not let them play it undoubled, nor can he double them for penalty: he bids
# his own suit, a five-card opening suit or else an unbid four-card major, and partner
# (who passed the opening) gives preference or passes.
[1{a}-P-P-D-R-2{b}-P-P] where b<a
2{a} hcp=18+ {a}=5+ {b}=<2 text="a big hand without their trumps: rebids his five-card suit" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=AKJ32-AK2-AQ32-2|AKJ32-AK2-2-AQ32|AKJ32-2-AK2-AQ32|AK2-AKJ32-AQ32-2|AK2-AKJ32-2-AQ32|AK2-AQ32-AKJ32-2
[1{a}-P-P-D-R-2{b}-P-P] where a<b
3{a} hcp=18+ {a}=5+ {b}=<2 text="a big hand without their trumps: rebids his five-card suit" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=AK32-AQ2-2-AKJ32|AK32-2-AQ2-AKJ32|2-AK32-AQ2-AKJ32|AK32-2-AKJ32-AQ2|2-AK32-AKJ32-AQ2|2-AKJ32-AQ2-AK32
[1D-P-P-D-R-2C-P-P]
2x hcp=18+ X=4+U S=x H=x C=<2 text="a big hand without their trumps: his four-card major" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=AKJ2-AQ32-AKJ4-2
[1C-P-P-D-R-2D-P-P]
2x hcp=18+ X=4+U S=x H=x D=<2 text="a big hand without their trumps: his four-card major" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=AKJ2-AQ32-2-AKJ4
[1{a}-P-P-D-R-2H-P-P] where a in CD
2S hcp=18+ S=4+ H=<2 text="a big hand without their trumps: his four-card spade suit" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=AKJ2-2-AQ32-AKJ4|AKJ2-2-AKJ4-AQ32

# The same big redoubler (18+) without length in their one-level runout (a doubleton or
# less): his penalty double needs three trumps, so he bids instead: his five-card opening
# suit at the two level, or else an unbid four-card major at the cheapest level; partner
# (who passed the opening) gives preference or passes.
[1{a}-P-P-D-R-1{b}-P-P] where a<b
2{a} hcp=18+ {a}=5+ {b}=<3 text="a big hand without their trumps: rebids his five-card suit" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=AK2-AQ3-32-AKJ32|AK2-32-AQ3-AKJ32|32-AK2-AQ3-AKJ32|AK2-32-AKJ32-AQ3|32-AK2-AKJ32-AQ3|32-AKJ32-AK2-AQ3
[1C-P-P-D-R-1D-P-P]
1x hcp=18+ X=4+U S=x H=x D=<3 text="a big hand without their trumps: his four-card major" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=AKJ2-AQ32-32-AK4
[1C-P-P-D-R-1H-P-P]
1S hcp=18+ S=4+ H=<3 text="a big hand without their trumps: his four-card spade suit" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=AKJ2-32-AQ3-AK42
[1D-P-P-D-R-1H-P-P]
1S hcp=18+ S=4+ H=<3 text="a big hand without their trumps: his four-card spade suit" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=AKJ2-32-AK42-AQ3
[1{a}-P-P-D-R-1S-P-P] where a in CD
2H hcp=18+ H=4+ S=<3 text="a big hand without their trumps: his four-card heart suit" ref="standard teaching: after redoubling, the redoubler without trump length bids his suit rather than let them play undoubled" test=32-AKJ2-AQ3-AK42|32-AKJ2-AK42-AQ3

# The same when their runout is 1NT (advancer's natural 6-10): notrump takes them out of the
# double, not out of the balance of strength. With 18+ the redoubler doubles for penalty
# (partner's pass left at most 22 for them and the opening lead is ours); with a six-card
# suit he rebids it at the two level; otherwise he passes.
[1{a}-P-P-D-R-1N-P-P]
D "Penalty Double" hcp=18+ text="penalty: 18+ after the redouble, their notrump runout is doubled" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty" test=AQ2-KQ2-AJ32-Q32
2{a} {a}=6+ text="the redoubler's six-card suit: does not sell out at the one level" ref="standard teaching: after redoubling, the redoubler with a six-card suit and extras bids it rather than sell out" test=32-32-K32-AKQJ32|32-32-AKQJ32-K32|32-AKQJ32-32-K32|AKQJ32-32-32-K32

[1C-D-R-P-P] complete
1x "Takeout Double" X=4+U S=x H=x D=x text="runs from the redouble: his longest suit" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=KJ32-Q432-K432-2
1x "Takeout Double" X=3+U S=x H=x D=x text="runs from the redouble: the cheapest three-card suit" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=KJ3-Q32-K32-Q432
1D "Takeout Double" text="runs from the redouble" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=AK-Q2-32-KJ76543
[1D-D-R-P-P] complete
1x "Takeout Double" X=4+U S=x H=x text="runs from the redouble: a four-card major" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=KJ32-Q432-2-K432
2C "Takeout Double" C=4+ text="runs from the redouble: four clubs" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=KJ3-Q32-32-KQ432
1x "Takeout Double" X=3U S=x H=x text="runs from the redouble: a three-card major" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=KJ3-Q32-5432-K32
2C "Takeout Double" text="runs from the redouble" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=AK-Q2-KJ7654-432
[1H-D-R-P-P] complete
1S "Takeout Double" S=4+ text="runs from the redouble: four spades" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=KJ32-2-Q432-K432
2x "Takeout Double" X=4+U D=x C=x text="runs from the redouble: the cheapest four-card minor" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=KJ3-32-Q432-K432
1S "Takeout Double" S=3 text="runs from the redouble: three spades" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=KJ3-5432-Q32-K32
2C "Takeout Double" text="runs from the redouble" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=AK-KQ432-432-432
[1S-D-R-P-P] complete
2x "Takeout Double" X=4+U H=x D=x C=x text="runs from the redouble: his longest suit" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=2-KJ32-Q432-K432
2x "Takeout Double" X=3+U H=x D=x C=x text="runs from the redouble: the cheapest three-card suit" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=5432-KJ3-Q32-K32
2C "Takeout Double" text="runs from the redouble" ref="SAYC booklet: redouble; standard teaching: the side in trouble runs"
   test=AKQ5432-K2-32-32
[1{a}-P-P-D-R-P-P] as [1{a}-D-R-P-P]

# Responder after his redouble (10+) when opener passes and the doubler runs
# (1x-D-R-P-P-(y)): the hand is ours; he doubles for penalty with three or more of their
# trumps, bids 3NT with 13+ and a stopper, and otherwise doubles as well (the balance of
# strength is ours; opener, who passed the redouble, may bid on with shortness).
[1{a}-D-R-P-P-1{b}] where a<b
D "Penalty Double" {b}=3+ text="penalty: three or more of their trumps" ref="ACBL SAYC booklet: after a redouble, opener and responder double their runout for penalty or bid on; standard teaching: the redoubler does not sell out" test=K32-A32-Q432-J32
3N hcp=13+ {b}=:1stop text="game: 13+ and a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AQ32-KQ32-A2-K32|AQ32-A2-KQ32-K32|A2-AQ32-KQ32-K32
D "Penalty Double" text="the balance of strength is ours: double" ref="ACBL SAYC booklet: after a redouble, opener and responder double their runout for penalty or bid on; standard teaching: the redoubler does not sell out" test=KQ32-32-65432-A2|KQ32-65432-32-A2|32-KQ32-65432-A2
[1{a}-D-R-P-P-2{b}] where b<a
D "Penalty Double" {b}=3+ text="penalty: three or more of their trumps" ref="ACBL SAYC booklet: after a redouble, opener and responder double their runout for penalty or bid on; standard teaching: the redoubler does not sell out" test=K32-A32-Q432-J32
3N hcp=13+ {b}=:1stop text="game: 13+ and a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AQ32-KQ32-K32-A2|AQ32-KQ32-A2-K32|AQ32-A2-KQ32-K32
D "Penalty Double" text="the balance of strength is ours: double" ref="ACBL SAYC booklet: after a redouble, opener and responder double their runout for penalty or bid on; standard teaching: the redoubler does not sell out" test=KQ32-65432-A2-32|KQ32-32-65432-A2|KQ32-65432-32-A2

[1{o}-2{t}-D-R] where t<o as [1{o}-2{t}-D-P]

# ---------------------------------------------------------------------------------------
# Responder after opener's raise of his major over their overcall when they compete again
# (1x-P-1M-(suit)-2M-(suit)). Over an overcall opener raises with three-card support as
# well as four, so the raise shows 3+ trumps: with four trumps responder knows of a fit of
# seven or more (eight when opener holds four, his usual raise), and with game values
# (13-16) he bids the major game as without their bids; their competition does not change
# what the partnership holds.
# ---------------------------------------------------------------------------------------
[partner:1suit P me:1{b} suit partner:2{b} rho:suit] where b in HS
4{b} {b}=4+ hcp=13-16 text="game: four trumps opposite opener's raise (three or more in competition) and game values"
   ref="standard teaching: opener raises responder's major with three-card support over an overcall; responder with game values bids game; the opponents' competition does not change what the partnership holds"
   test=K32-KJ32-A32-Q32|KJ32-K32-A32-Q32

# Responder after opener's re-raise to three over their overcall, RHO passing
# (1M-(y)-2M-P-3M-P): a game invitation, answered as without the overcall (systems on):
# game with a maximum raise, else pass.
[1{a}-2{b}-2{a}-P-3{a}-P] where b<a, a in HS as [1{a}-P-2{a}-P-3{a}-P]
[1{a}-1{b}-2{a}-P-3{a}-P] where a<b, a in H as [1{a}-P-2{a}-P-3{a}-P]

# Responder after opener's takeout double of their new suit, responder having passed the
# overcall (1x-(2y)-P-(2z)-D-(P)): the double is for takeout (extra values, short in their
# suit), so responder must bid: he passes for penalty only with four or more cards in their
# suit and some values; otherwise a preference for opener's major with two or more cards at
# the cheapest level.
[partner:1H they:2C|2D P they:2S partner:D P]
P hcp=5+ S=4+ text="four spades and some values: penalty" ref="standard teaching: opener's double of their new suit is for takeout; responder bids, passing only with length in their suit"
   test=QJ98-42-J432-Q32
3H H=2+ text="a preference for opener's hearts at the cheapest level" ref="standard teaching: opener's double of their new suit is for takeout; responder bids, passing only with length in their suit"
   test=T75-Q64-9843-J32
[partner:1S they:2C|2D P they:2H partner:D P]
P hcp=5+ H=4+ text="four hearts and some values: penalty" ref="standard teaching: opener's double of their new suit is for takeout; responder bids, passing only with length in their suit"
   test=42-QJ98-J432-Q32
2S S=2+ text="a preference for opener's spades at the cheapest level" ref="standard teaching: opener's double of their new suit is for takeout; responder bids, passing only with length in their suit"
   test=Q64-T75-9843-J32
