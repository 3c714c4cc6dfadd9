# BIDittle: the bidding guidelines of the BIDittle instruction booklet, written as the booklet
# states them.
#
# The game: a 28-card deck (A K Q J T 9 8 of each suit), seven cards a hand, seven tricks. A
# bid's level is the number of tricks the team means to take. There is no redouble.
#
#   The level: high-card points (A 4, K 3, Q 2, J 1) divided by four: 4-7 points one trick,
#   8-11 two, 12-15 three, 16-19 four, 20-23 five, 24 or more (25 at most in seven cards) six;
#   under 4 points, pass.
#   Opener (the first player of a team to bid): the longest suit of three or more cards, the
#   higher-ranking on ties; with no three-card suit (2-2-2-1), notrump.
#   Responder adds his own estimate to opener's level: with one card of opener's suit, raise
#   it; without one, a new suit of four cards (or three with two honours), or notrump with
#   high cards in the other suits. Under 4 points responder may change the strain without
#   raising the level.
#   Opener, when responder changed the strain: pass with a card of the new suit; without one,
#   rebid a four-card suit or notrump at the same level, or pass.
#
# Where the booklet is silent the choices are written at the entries (`ref=` says which is
# which) and in docs/bidittle.md. Sections are tried exact section first, then the pattern
# sections that match, in reading order; the general layer (pass) is last.
system "BIDittle" deck=bidittle

convention "BIDittle: Opening"
convention "BIDittle: Response"
convention "BIDittle: Rebid"
convention "BIDittle: Double"
convention "BIDittle: Pass"

# -- The first bid of a team ------------------------------------------------------------------

# The level from the points, the strain from the longest suit (the x suit: the longest of the
# candidates, the higher-ranking among equally long ones).
block "Open"
1x "BIDittle: Opening" hcp=4-7 X=3+ S=x H=x D=x C=x text="4-7 points, the longest suit (3+)" ref="BIDittle booklet: How to select the bidding level; How to select the strain" test=KQ9-T9-J-8
2x "BIDittle: Opening" hcp=8-11 X=3+ S=x H=x D=x C=x text="8-11 points, the longest suit (3+)" ref="BIDittle booklet: How to select the bidding level; How to select the strain" test=AK8-Q9-T-J
3x "BIDittle: Opening" hcp=12-15 X=3+ S=x H=x D=x C=x text="12-15 points, the longest suit (3+)" ref="BIDittle booklet: How to select the bidding level; How to select the strain" test=AK9-Q-KQ-9
4x "BIDittle: Opening" hcp=16-19 X=3+ S=x H=x D=x C=x text="16-19 points, the longest suit (3+)" ref="BIDittle booklet: How to select the bidding level; How to select the strain" test=AKQ-AK-Q-J
5x "BIDittle: Opening" hcp=20-23 X=3+ S=x H=x D=x C=x text="20-23 points, the longest suit (3+)" ref="BIDittle booklet: How to select the bidding level (points divided by four)" test=AKQJ-AK-A-
6x "BIDittle: Opening" hcp=24+ X=3+ S=x H=x D=x C=x text="24-25 points, the longest suit (3+)" ref="BIDittle booklet: How to select the bidding level (points divided by four)" test=AKQ-AK-A-A
1N "BIDittle: Opening" hcp=4-7 S=<3 H=<3 D=<3 C=<3 text="4-7 points, no three-card suit" ref="BIDittle booklet: How to select the strain (2 cards or less in every suit: notrump)" test=K9-Q8-T9-9
2N "BIDittle: Opening" hcp=8-11 S=<3 H=<3 D=<3 C=<3 text="8-11 points, no three-card suit" ref="BIDittle booklet: How to select the strain (2 cards or less in every suit: notrump)" test=AK-Q8-T9-9
3N "BIDittle: Opening" hcp=12-15 S=<3 H=<3 D=<3 C=<3 text="12-15 points, no three-card suit" ref="BIDittle booklet: How to select the strain (2 cards or less in every suit: notrump)" test=AK-KQ-T9-9
4N "BIDittle: Opening" hcp=16-19 S=<3 H=<3 D=<3 C=<3 text="16-19 points, no three-card suit" ref="BIDittle booklet: How to select the strain (2 cards or less in every suit: notrump)" test=AK-KQ-AJ-9
5N "BIDittle: Opening" hcp=20-23 S=<3 H=<3 D=<3 C=<3 text="20-23 points, no three-card suit" ref="BIDittle booklet: How to select the strain (2 cards or less in every suit: notrump); the level is points divided by four" test=AK-AK-AQ-J
6N "BIDittle: Opening" hcp=24+ S=<3 H=<3 D=<3 C=<3 text="24-25 points, no three-card suit" ref="BIDittle booklet: How to select the strain (2 cards or less in every suit: notrump); the level is points divided by four" test=AK-AK-AK-A

# Nobody has bid: the opening.
[]
use "Open"

# The opponents opened and our side has only passed: the player may open for his team when
# the bid ranks above theirs. When the bid at his own level does not, the booklet's example
# (over 2S, 8-11 points and three hearts bid 3H) bids one level higher; a bid that still does
# not rank above theirs is not made (the lookup goes on: double or pass).
[they:bid we:P...]
use "Open"
2x "BIDittle: Opening" hcp=4-7 X=3+ S=x H=x D=x C=x text="4-7 points, the longest suit (3+), one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher (over 2S, 3H with 8-11)"
3x "BIDittle: Opening" hcp=8-11 X=3+ S=x H=x D=x C=x text="8-11 points, the longest suit (3+), one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher (over 2S, 3H with 8-11)"
4x "BIDittle: Opening" hcp=12-15 X=3+ S=x H=x D=x C=x text="12-15 points, the longest suit (3+), one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher (over 2S, 3H with 8-11)"
5x "BIDittle: Opening" hcp=16-19 X=3+ S=x H=x D=x C=x text="16-19 points, the longest suit (3+), one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher (over 2S, 3H with 8-11)"
6x "BIDittle: Opening" hcp=20-23 X=3+ S=x H=x D=x C=x text="20-23 points, the longest suit (3+), one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher (over 2S, 3H with 8-11)"
7x "BIDittle: Opening" hcp=24+ X=3+ S=x H=x D=x C=x text="24-25 points, the longest suit (3+), one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher (over 2S, 3H with 8-11)"
2N "BIDittle: Opening" hcp=4-7 S=<3 H=<3 D=<3 C=<3 text="4-7 points, no three-card suit, one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher"
3N "BIDittle: Opening" hcp=8-11 S=<3 H=<3 D=<3 C=<3 text="8-11 points, no three-card suit, one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher"
4N "BIDittle: Opening" hcp=12-15 S=<3 H=<3 D=<3 C=<3 text="12-15 points, no three-card suit, one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher"
5N "BIDittle: Opening" hcp=16-19 S=<3 H=<3 D=<3 C=<3 text="16-19 points, no three-card suit, one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher"
6N "BIDittle: Opening" hcp=20-23 S=<3 H=<3 D=<3 C=<3 text="20-23 points, no three-card suit, one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher"
7N "BIDittle: Opening" hcp=24+ S=<3 H=<3 D=<3 C=<3 text="24-25 points, no three-card suit, one level up to outrank their bid" ref="BIDittle booklet: an opening bid for the other team must rank higher"

# -- Opener's rebid -------------------------------------------------------------------------

# I opened in {a}, partner changed the strain to {b} at level {m}: pass with a card of his suit
# (the team has the majority); without one, rebid my suit with four cards or bid notrump with
# high cards in the other suits, at his level (the rebid does not raise the level); else pass.
# "High cards" in a suit: 2+ points in it (A, K, Q or better); a void needs none.
[we:P... me:1{a}|2{a}|3{a}|4{a}|5{a}|6{a} ? partner:{m}{b} ?] where a in CDHS, b in CDHS, a!=b
P "BIDittle: Rebid" {b}=1+ text="a card of partner's suit: pass" ref="BIDittle booklet: Example Two (opener holds one heart and passes)"
{m}{a} "BIDittle: Rebid" {b}=0 {a}=4+ text="four cards of my suit and none of partner's: the same level" ref="BIDittle booklet: opener rebids the original suit with 4+ cards, provided the rebid does not increase the level"
{m}N "BIDittle: Rebid" {b}=0 S=1+,0:2+ H=1+,0:2+ D=1+,0:2+ C=1+,0:2+ text="none of partner's suit, high cards in the others: notrump at the same level" ref="BIDittle booklet: opener bids notrump holding high cards in all other suits"
P "BIDittle: Rebid" text="none of partner's suit: pass" ref="BIDittle booklet: opener passes"

# -- Responder -------------------------------------------------------------------------------

# Partner opened {n}{a} for our team: responder's level is opener's level plus his own
# estimate. One card of opener's suit is a raise (opener promised three: the team holds at
# least four of the seven). Without one, a new suit: four cards, or three with two honours (two
# of A K Q J); the longest, the higher-ranking on ties. Else notrump with high cards in the
# other suits (2+ points in every suit held). Under 4 points: no raise; a new strain only at
# opener's level.
[we:P... partner:{n}{a} ?] where a in CDHS
{n+1}{a} "BIDittle: Response" hcp=4-7 {a}=1+ text="a card of partner's suit, 4-7 points: one trick more" ref="BIDittle booklet: responder adds his estimate to opener's level (Example One)" test=8-9-T-AJ98
{n+2}{a} "BIDittle: Response" hcp=8-11 {a}=1+ text="a card of partner's suit, 8-11 points: two tricks more" ref="BIDittle booklet: responder adds his estimate to opener's level" test=8-9-KQ9-AJ
{n+3}{a} "BIDittle: Response" hcp=12-15 {a}=1+ text="a card of partner's suit, 12-15 points: three tricks more" ref="BIDittle booklet: responder adds his estimate to opener's level" test=8-K-KQ9-AJ
{n+4}{a} "BIDittle: Response" hcp=16-19 {a}=1+ text="a card of partner's suit, 16-19 points: four tricks more" ref="BIDittle booklet: responder adds his estimate to opener's level" test=8-K-AKQ-AJ
{n+5}{a} "BIDittle: Response" hcp=20-23 {a}=1+ text="a card of partner's suit, 20-23 points: five tricks more" ref="BIDittle booklet: responder adds his estimate to opener's level"
{n+6}{a} "BIDittle: Response" hcp=24+ {a}=1+ text="a card of partner's suit, 24-25 points: six tricks more" ref="BIDittle booklet: responder adds his estimate to opener's level"
{n+1}x "BIDittle: Response" hcp=4-7 {a}=0 X=3,4+:2/4,0+ S=x H=x D=x C=x text="no card of partner's suit, 4-7 points: a new suit, one trick more" ref="BIDittle booklet: Example Two (a new suit of 4+ cards, or 3 with two honours)"
{n+2}x "BIDittle: Response" hcp=8-11 {a}=0 X=3,4+:2/4,0+ S=x H=x D=x C=x text="no card of partner's suit, 8-11 points: a new suit, two tricks more" ref="BIDittle booklet: Example Two (a new suit of 4+ cards, or 3 with two honours)"
{n+3}x "BIDittle: Response" hcp=12-15 {a}=0 X=3,4+:2/4,0+ S=x H=x D=x C=x text="no card of partner's suit, 12-15 points: a new suit, three tricks more" ref="BIDittle booklet: Example Two (a new suit of 4+ cards, or 3 with two honours)"
{n+4}x "BIDittle: Response" hcp=16-19 {a}=0 X=3,4+:2/4,0+ S=x H=x D=x C=x text="no card of partner's suit, 16-19 points: a new suit, four tricks more" ref="BIDittle booklet: Example Two (a new suit of 4+ cards, or 3 with two honours)"
{n+5}x "BIDittle: Response" hcp=20-23 {a}=0 X=3,4+:2/4,0+ S=x H=x D=x C=x text="no card of partner's suit, 20-23 points: a new suit, five tricks more" ref="BIDittle booklet: Example Two (a new suit of 4+ cards, or 3 with two honours)"
{n+6}x "BIDittle: Response" hcp=24+ {a}=0 X=3,4+:2/4,0+ S=x H=x D=x C=x text="no card of partner's suit, 24-25 points: a new suit, six tricks more" ref="BIDittle booklet: Example Two (a new suit of 4+ cards, or 3 with two honours)"
{n+1}N "BIDittle: Response" hcp=4-7 {a}=0 S=1+,0:2+ H=1+,0:2+ D=1+,0:2+ C=1+,0:2+ text="no card of partner's suit, high cards in the others, 4-7 points: notrump, one trick more" ref="BIDittle booklet: responder bids notrump holding high cards in the other suits"
{n+2}N "BIDittle: Response" hcp=8-11 {a}=0 S=1+,0:2+ H=1+,0:2+ D=1+,0:2+ C=1+,0:2+ text="no card of partner's suit, high cards in the others, 8-11 points: notrump, two tricks more" ref="BIDittle booklet: responder bids notrump holding high cards in the other suits"
{n+3}N "BIDittle: Response" hcp=12-15 {a}=0 S=1+,0:2+ H=1+,0:2+ D=1+,0:2+ C=1+,0:2+ text="no card of partner's suit, high cards in the others, 12-15 points: notrump, three tricks more" ref="BIDittle booklet: responder bids notrump holding high cards in the other suits"
{n+4}N "BIDittle: Response" hcp=16-19 {a}=0 S=1+,0:2+ H=1+,0:2+ D=1+,0:2+ C=1+,0:2+ text="no card of partner's suit, high cards in the others, 16-19 points: notrump, four tricks more" ref="BIDittle booklet: responder bids notrump holding high cards in the other suits"
{n+5}N "BIDittle: Response" hcp=20-23 {a}=0 S=1+,0:2+ H=1+,0:2+ D=1+,0:2+ C=1+,0:2+ text="no card of partner's suit, high cards in the others, 20-23 points: notrump, five tricks more" ref="BIDittle booklet: responder bids notrump holding high cards in the other suits"
{n+6}N "BIDittle: Response" hcp=24+ {a}=0 S=1+,0:2+ H=1+,0:2+ D=1+,0:2+ C=1+,0:2+ text="no card of partner's suit, high cards in the others, 24-25 points: notrump, six tricks more" ref="BIDittle booklet: responder bids notrump holding high cards in the other suits"
{n}x "BIDittle: Response" hcp=<4 {a}=0 X=3,4+:2/4,0+ S=x H=x D=x C=x text="no card of partner's suit, under 4 points: a new suit at the same level" ref="BIDittle booklet: under four points responder may change the strain as long as the level is not increased"
{n}N "BIDittle: Response" hcp=<4 {a}=0 S=1+,0:2+ H=1+,0:2+ D=1+,0:2+ C=1+,0:2+ text="no card of partner's suit, under 4 points: notrump at the same level" ref="BIDittle booklet: under four points responder may change the strain as long as the level is not increased"

# Partner opened {n} notrump (no three-card suit): the booklet's board says "raise notrump"; a
# raise adds responder's estimate.
[we:P... partner:{n}N ?]
{n+1}N "BIDittle: Response" hcp=4-7 text="4-7 points: raise notrump one trick" ref="BIDittle booklet: game board (raise notrump); responder adds his estimate to opener's level" test=K98-Q9-T-9
{n+2}N "BIDittle: Response" hcp=8-11 text="8-11 points: raise notrump two tricks" ref="BIDittle booklet: game board (raise notrump); responder adds his estimate to opener's level" test=AK9-Q9-T-9
{n+3}N "BIDittle: Response" hcp=12-15 text="12-15 points: raise notrump three tricks" ref="BIDittle booklet: game board (raise notrump); responder adds his estimate to opener's level" test=AK9-KQ-T-9
{n+4}N "BIDittle: Response" hcp=16-19 text="16-19 points: raise notrump four tricks" ref="BIDittle booklet: game board (raise notrump); responder adds his estimate to opener's level" test=AK9-KQ-A-9
{n+5}N "BIDittle: Response" hcp=20-23 text="20-23 points: raise notrump five tricks" ref="BIDittle booklet: game board (raise notrump); responder adds his estimate to opener's level"
{n+6}N "BIDittle: Response" hcp=24+ text="24-25 points: raise notrump six tricks" ref="BIDittle booklet: game board (raise notrump); responder adds his estimate to opener's level"

# -- Doubling --------------------------------------------------------------------------------

# The booklet says what a double is (the opponents' bid cannot be made; points are doubled) but
# not when to double. Our choice: double their last bid when its level plus the tricks this hand
# expects (points / 4) is more than eight: one trick more than the seven there are, since an
# estimate is rough. (Double-dummy on 4,000 boards: doubling at more than seven set 48% of the
# doubled contracts and lost points; at more than eight, 69%, and gained. docs/bidittle.md.)
[... they:5bid P...]
D "BIDittle: Double" hcp=16+ text="16+ points: their five-level bid needs more tricks than there are" ref="our choice: the booklet gives no doubling guideline (level + own estimate > 8)"

[... they:6bid P...]
D "BIDittle: Double" hcp=12+ text="12+ points: their six-level bid needs more tricks than there are" ref="our choice: the booklet gives no doubling guideline (level + own estimate > 8)"

[... they:7bid P...]
D "BIDittle: Double" hcp=8+ text="8+ points: their seven-level bid needs more tricks than there are" ref="our choice: the booklet gives no doubling guideline (level + own estimate > 8)"

# -- The general layer -----------------------------------------------------------------------

# Under 4 points, or nothing above applies (the team has bid its combined level): pass.
[...]
P "BIDittle: Pass" text="pass" ref="BIDittle booklet: players holding less than 4 points pass; the team's level is bid once"
