# SAYC opening bids.
#
# Strong and notrump openings come first (any seat): 3NT 25-27 balanced before 2C, so that a
# 2C opener who rebids notrump is never in the 3NT range. Then the fourth- and third-seat
# treatments, then weak twos and preempts (by vulnerability), then one of a suit by the Rule
# of 20.

convention "NT Opening"
convention "2C Strong"
convention "Weak Two"
convention "Preempt"
convention "Opening"
convention "Opening: Third Seat"
convention "Opening: Fourth Seat"

[] complete
# 3NT: 25-27 balanced (the booklet's notrump ladder: 1NT 15-17, 2NT 20-21, 3NT 25-27; 22-24
# opens 2C and rebids 2NT, 28+ opens 2C and rebids 3NT).
3N "NT Opening" hcp=25-27 shape=balanced text="25-27 balanced"
   ref="SAYC booklet: notrump opening bids (3NT 25-27)" test=AK3-AQJ2-KQJ-AQ4
# 2C: 22+ HCP, or a hand with ten playing tricks.
2C "2C Strong" hcp=22+ asks=1 text="22+ HCP (22-24 or 28+ if balanced); forcing"
   ref="SAYC booklet: strong 2C opening" test=AQJ765-AQJ-AKJ-4
2C "2C Strong" winners=10 shows.total=22+ asks=1 text="ten playing tricks (the playing equivalent of 22+ points); forcing"
   ref="SAYC booklet: strong 2C opening (22+ HCP, or the playing equivalent); standard teaching: ten playing tricks are worth 22+ points, so responder adds his values to 22 when he judges a slam" test=AKQJT98-AKQ-32-2
# 2NT: 20-21 balanced (a five-card major is allowed).
2N "NT Opening" bon=110000 hcp=20-21 shape=balanced text="20-21 balanced"
   ref="SAYC booklet: notrump opening bids" test=AQJ85-QJ2-AK-K82
# 1NT: 15-17 balanced; announced.
1N "NT Opening" bon=130000 hcp=15-17 shape=balanced announce text="15 to 17"
   ref="SAYC booklet: notrump opening bids" test=A7-KT74-AK7-JT42

# Fourth seat: open only by the Rule of 15 (HCP + spades); a two-bid shows a good six-card
# suit and about an opening hand, since there is nobody left to preempt. No preempts: a hand
# that does not open passes the deal out.
2x "Opening: Fourth Seat" pos=4 hcp=12-15 X=6:2/3 S=x H=x D=x
   text="fourth seat: a good six-card suit, 12-15 HCP (not a preempt)"
   ref="standard teaching: no weak twos or preempts in fourth seat" test=A8-QT7-KQJ862-72
1x "Opening: Fourth Seat" pos=4 rule15=15 hcp=8-21 X=5+ S=x H=x D=x C=x
   text="fourth seat: Rule of 15 (HCP + spades), the longest suit"
   ref="standard teaching: the Rule of 15 in fourth seat" test=JT9543-KJT-A7-T2
1D "Opening: Fourth Seat" pos=4 rule15=15 hcp=8-21 D=4+ C=<=D text="fourth seat: Rule of 15, four+ diamonds"
   ref="standard teaching: the Rule of 15 in fourth seat" test=KQ32-K32-Q432-A2
1D "Opening: Fourth Seat" pos=4 rule15=15 hcp=8-21 S=4 H=4 D=3 C=2 text="fourth seat: Rule of 15, 4-4-3-2"
   ref="standard teaching: the Rule of 15 in fourth seat" test=AQ32-KJ32-K32-32
1C "Opening: Fourth Seat" pos=4 rule15=15 hcp=8-21 text="fourth seat: Rule of 15, clubs"
   ref="standard teaching: the Rule of 15 in fourth seat" test=KQ32-KJ2-K32-Q32
P "Opening: Fourth Seat" pos=4 text="fourth seat: pass the deal out without the Rule of 15"
   ref="standard teaching: the Rule of 15 in fourth seat" test=T7432-873-42-652

# Third seat (partner has passed, so a game is less likely to be missed and the opponents are
# more likely to hold the balance): more latitude. A weak two may be a good five-card suit;
# not vulnerable, a light opening with a good suit helps partner's lead; the good suit is the
# hand's longest (never a four-card suit beside a five-card one). (Lighter weak twos and three-level
# preempts in third seat are after the preempts below.)
2x "Opening: Third Seat" pos=3 vul=X hcp=6-11 X=5:2/3 S=x H=x D=x
   text="third seat, not vulnerable: a weak two may be a good five-card suit"
   ref="standard teaching: third-seat weak twos are lighter" test=AKT93-94-843-983
1x "Opening: Third Seat" pos=3 vul=X hcp=10-11 X=4+:2/3 S=x,<=x H=x,<=x D=x,<=x C=x,<=x
   text="third seat, not vulnerable: a light opening with a good suit (lead-directing), the longest suit"
   ref="standard teaching: light third-seat openings; SAYC booklet: one of a major promises five cards when the hand has them (a five-card suit opens before a shorter one)" test=KJ4-753-AQT5-T73

# Weak twos (first to third seat; fourth seat is above): 5-11 HCP and a good six-card suit, two
# of the top three or three of the top five honours (SAYC booklet: "5 to 11 HCP, a good
# six-card suit"); no four-card side major and no void. Vulnerable a little sounder: 6+ HCP.
2x "Weak Two" vul=V hcp=6-11 X=6:2/3,3/5 S=x,1-3 H=x,1-3 D=x,1+ C=1+
   text="vulnerable: 6-11 HCP, a good six-card suit (two of the top three or three of the top five)"
   ref="SAYC booklet: weak two-bids; standard teaching: a sounder weak two when vulnerable"
   test=KJT985-A32-32-32
2x "Weak Two" vul=X hcp=5-11 X=6:2/3,3/5 S=x,1-3 H=x,1-3 D=x,1+ C=1+
   text="not vulnerable: 5-11 HCP, a good six-card suit"
   ref="SAYC booklet: weak two-bids" test=KJT952-J85-3-742

# Preempts (first to third seat; fourth seat is above), 5-9 HCP (with 10 the Rule of 20 opens
# one of a suit, or the hand passes), 5-10 with an eight-card suit. Standard teaching: a good
# seven-card suit opens at the three level, an eight-card suit at the four level, whatever the
# vulnerability. The Rule of 2 and 3
# (within two tricks of the contract vulnerable, three not; playing tricks = 13 - losers) is a
# guide to how sound the suit must be, not a reason never to preempt: a good suit (two of the
# top three or three of the top five honours) preempts at any vulnerability, and not
# vulnerable a fair one (two of the top four) will do.
# Four of a major: an eight-card major with a top honour (the length makes the tricks), or a
# seven-card major with eight playing tricks (five losers). Vulnerable, the eight-card major
# needs eight playing tricks too (the Rule of 2), or 10 HCP; else it opens at the three level.
4x "Preempt" vul=X hcp=5-10 X=8+:A,K S=x H=x
   text="not vulnerable: an eight-card major headed by the ace or king"
   ref="SAYC booklet: preemptive openings; standard teaching: with eight cards open at the four level"
   test=Q2-KT965432-K84-
4x "Preempt" vul=V hcp=5-10 X=8+:A,K S=x H=x losers=5
   text="vulnerable: an eight-card major headed by the ace or king and eight playing tricks (within two of game)"
   ref="SAYC booklet: preemptive openings; standard teaching: with eight cards open at the four level; the Rule of 2 and 3 (vulnerable, within two tricks of the contract)"
   test=2-AKT96543-8432-
4x "Preempt" vul=V hcp=10 X=8+:A,K S=x H=x
   text="vulnerable: an eight-card major headed by the ace or king and 10 HCP (the high cards make up the playing tricks)"
   ref="SAYC booklet: preemptive openings; standard teaching: with eight cards open at the four level; the Rule of 2 and 3"
   test=Q2-AJ965432-K84-
4x "Preempt" vul=X hcp=5-10 X=8+:1/3 S=x H=x
   text="not vulnerable: an eight-card major headed by the queen"
   ref="SAYC booklet: preemptive openings; standard teaching: with eight cards open at the four level"
   test=QJ965432-K84-2-2
4x "Preempt" hcp=5-9 X=7:2/3,3/5 S=x H=x losers=5
   text="a good seven-card major and eight playing tricks (within two of game)"
   ref="SAYC booklet: preemptive openings; standard teaching: the Rule of 2 and 3" test=KQJ9876-2-K932-2
# Five of a minor (four of a minor is not a SAYC opening): eight or more cards and nine playing
# tricks vulnerable, eight not vulnerable.
5x "Preempt" vul=V hcp=5-10 X=8+:2/3,3/5 D=x C=x losers=4
   text="vulnerable: an eight-card minor, nine playing tricks"
   ref="SAYC booklet: preemptive openings; standard teaching: the Rule of 2 and 3" test=-2-AKQT86532-432
5x "Preempt" vul=X hcp=5-10 X=8+:2/3,3/5 D=x C=x losers=5
   text="not vulnerable: an eight-card minor, eight playing tricks"
   ref="SAYC booklet: preemptive openings; standard teaching: the Rule of 2 and 3" test=-2-KQJT8652-Q432
# Three of a suit: a seven-card suit (or an eight-card suit not good enough for the four or five
# level); 3C also with a good six-card club suit, as there is no weak 2C.
3x "Preempt" hcp=5-9 X=7+:2/3,3/5 S=x H=x D=x C=x
   text="a good seven-card suit (two of the top three or three of the top five honours)"
   ref="SAYC booklet: preemptive openings; standard teaching: a good seven-card suit"
   test=KJT9843-Q2-J93-4
3x "Preempt" vul=X hcp=5-9 X=7+:2/4 S=x H=x D=x C=x
   text="not vulnerable: a seven-card suit with two of the top four honours"
   ref="SAYC booklet: preemptive openings; standard teaching: the Rule of 2 and 3" test=4-QJ87652-K32-82
3x "Preempt" hcp=5-9 X=8+:1/3 S=x H=x D=x C=x
   text="an eight-card suit with a top honour, too weak for the four or five level"
   ref="SAYC booklet: preemptive openings; standard teaching: an eight-card suit" test=Q9876542-K2-Q4-3
3C "Preempt" vul=V hcp=5-9 C=6:2/3 S=<4 H=<4
   text="vulnerable: a six-card club suit with two of the top three honours (no weak 2C)"
   ref="SAYC booklet: preemptive openings (there is no weak 2C)" test=982-Q5-T3-AKT932
3C "Preempt" vul=X hcp=5-9 C=6:2/3,3/5 S=<4 H=<4
   text="not vulnerable: a good six-card club suit (no weak 2C)"
   ref="SAYC booklet: preemptive openings (there is no weak 2C)" test=32-K85-32-KQJT32
# Third seat: a fair suit (two of the top four honours) will do, even vulnerable for a
# seven-card suit, as partner has passed.
3x "Opening: Third Seat" pos=3 hcp=5-9 X=7:2/4 S=x H=x D=x C=x
   text="third seat: a seven-card suit with two of the top four honours, 5-9 HCP"
   ref="standard teaching: third-seat preempts may be lighter" test=KJ87532-J4-Q32-4
2x "Opening: Third Seat" pos=3 vul=X hcp=5-11 X=6:2/4 S=x,1-3 H=x,1-3 D=x,1+ C=1+
   text="third seat, not vulnerable: a weak two with a fair six-card suit (two of the top four)"
   ref="standard teaching: third-seat weak twos are lighter" test=94-QJ8642-K84-53

# One of a suit: 10-21 HCP with the Rule of 20 (HCP + the two longest suits >= 20).
# The longest suit, the higher of two five-card suits; otherwise a minor: 1D with four or more
# diamonds and no longer clubs (and with exactly 4-4-3-2), else 1C.
1x "Opening" hcp=10-21 rule20=20 X=5+ S=x H=x D=x C=x text="the longest suit (five or more)"
   ref="SAYC booklet: opening one of a suit; standard teaching: the Rule of 20" test=2-J7-QJT42-AQT73
1D "Opening" hcp=10-21 rule20=20 D=4+ C=<=D text="four or more diamonds, no longer clubs"
   ref="SAYC booklet: minor-suit openings" test=K4-KT8-QT73-KJ86
1D "Opening" hcp=10-21 rule20=20 S=4 H=4 D=3 C=2 text="4-4-3-2 with three diamonds"
   ref="SAYC booklet: minor-suit openings" test=Q963-AT54-A93-Q7
1C "Opening" hcp=10-21 rule20=20 text="otherwise clubs"
   ref="SAYC booklet: minor-suit openings" test=KQT4-KQJ6-JT-T86
P text="no opening bid" ref="standard teaching: pass without an opening hand" test=96-8762-9864-T94

# =======================================================================================
# After the 3NT opening (25-27 balanced): the notrump structure one level up, as over 2NT.
# 4C is Gerber (as over 1NT and 2NT); 4D/4H are Jacoby transfers with a six-card major (the
# strong hand declares), responder then passes or bids the slam; 4NT is quantitative; 6NT
# to play. 33 points together for 6NT, 37 for 7NT.
# =======================================================================================
convention "Gerber"
convention "Jacoby Transfer"
convention "3NT Opening"

[3N-P] complete
4C "Gerber" hcp=10+ asks=A text="Gerber: asks for aces (35+ together)"
   ref="SAYC booklet: Gerber over notrump openings" test=KJ6-QT4-KT8-Q432
4H "Jacoby Transfer" S=6+ asks=B4S,1 announce text="transfer: six or more spades"
   ref="standard teaching: the notrump structure one level up (transfers over 3NT)" test=QT8742-43-T98-J4
4D "Jacoby Transfer" H=6+ asks=B4H,1 announce text="transfer: six or more hearts"
   ref="standard teaching: the notrump structure one level up (transfers over 3NT)" test=43-QT8742-T98-J4
6N "3NT Opening" hcp=8-9 text="to play: 33+ together" ref="standard teaching: 33 points for 6NT"
   test=KJ6-QT4-QT8-J432
4N "3NT Opening" hcp=6-7 text="quantitative: invites 6NT" ref="standard teaching: quantitative 4NT"
   test=K76-QT4-T98-J432
P "3NT Opening" text="no slam: to play" ref="standard teaching: pass when slam is out of reach" test=T92-J54-T98-T532

[3N-P-4C-P]
use "Gerber answers"

# The asker (10+ opposite 25-27: two aces cannot be missing, and the opener always holds one):
# with every ace and 12+ HCP ask for kings, else 6NT.
[3N-P-4C-P-4D-P] complete
5C "Gerber" custom=<1:A1 hcp=12+ asks=K text="partner has all four aces: asks for kings"
   ref="SAYC booklet: Gerber" test=KQJ-KQ2-KQ2-J432
6N "3NT Opening" text="slam" ref="standard teaching: 33 points for 6NT" test=KJ6-QT4-KT8-Q432

[3N-P-4C-P-4H-P] complete
5C "Gerber" custom=3:A1 hcp=12+ asks=K text="all four aces: asks for kings"
   ref="SAYC booklet: Gerber" test=A32-A32-A32-5432
6N "3NT Opening" text="slam" ref="standard teaching: 33 points for 6NT" test=KJ6-QT4-KT8-Q432

[3N-P-4C-P-4S-P] complete
5C "Gerber" custom=2:A1 hcp=12+ asks=K text="all four aces: asks for kings"
   ref="SAYC booklet: Gerber" test=A32-A32-KQ2-5432
6N "3NT Opening" text="slam" ref="standard teaching: 33 points for 6NT" test=KJ6-QT4-KT8-Q432

[3N-P-4C-P-4N-P] complete
5C "Gerber" custom=1:A1 hcp=12+ asks=K text="all four aces: asks for kings"
   ref="SAYC booklet: Gerber" test=A32-QJ2-QJ2-K432
6N "3NT Opening" text="slam" ref="standard teaching: 33 points for 6NT" test=KJ6-QT4-KT8-Q432

[3N-P-4C-P-4{a}-P-5C-P] where a in DHS
use "Gerber king answers"

[3N-P-4C-P-4N-P-5C-P]
use "Gerber king answers"

# The asker after the king answer: 7NT with every king, else 6NT (as after 1NT-4C).
[3N-P-4C-P-4{a}-P-5C-P-5{b}-P] where a in DHS, b in DHS as [1N-P-4C-P-4{a}-P-5C-P-5{b}-P]

[3N-P-4C-P-4N-P-5C-P-5{b}-P] where b in DHS as [1N-P-4C-P-4D-P-5C-P-5{b}-P]

[3N-P-4C-P-4{a}-P-5C-P-5N-P] where a in DHS as [1N-P-4C-P-4{a}-P-5C-P-5N-P]

[3N-P-4C-P-4N-P-5C-P-5N-P] as [1N-P-4C-P-4D-P-5C-P-5N-P]

# Opener: accepts the quantitative 4NT with 26-27; passes every contract responder chooses.
[3N-P-4N-P] complete
6N "3NT Opening" hcp=26+ text="accepts: more than a minimum" ref="standard teaching: accept a quantitative invitation with more than a minimum"
   test=AK3-AQJ2-KQJ-AQ4
P "3NT Opening" text="declines: a minimum" ref="standard teaching: decline a quantitative invitation with a minimum"
   test=AK3-AQJ2-KQ3-AQ4

[3N-P-4D-P] complete
4H "Jacoby Transfer" text="completes the transfer" ref="standard teaching: complete partner's transfer"
   test=AK3-AQJ2-KQJ-AQ4

[3N-P-4H-P] complete
4S "Jacoby Transfer" text="completes the transfer" ref="standard teaching: complete partner's transfer"
   test=AK3-AQJ2-KQJ-AQ4

[3N-P-4D-P-4H-P] complete
6H "Jacoby Transfer" hcp=7+ text="slam: 32+ together and a fit" ref="standard teaching: 33 points for slam, less with a long trump suit"
   test=43-KQT874-K98-J4
6H "Jacoby Transfer" hcp=5-6 dist=T8+ text="slam: 5-6 HCP, a six-card suit and shortness (8+ total points) opposite 25-27: 33 together with the fit" ref="standard teaching: 33 points for slam, counting distribution once a fit is found"
   test=4-QT8742-K98-J43
P "Jacoby Transfer" text="game" ref="standard teaching: responder placed the contract" test=43-QT8742-T98-J4

[3N-P-4H-P-4S-P] complete
6S "Jacoby Transfer" hcp=7+ text="slam: 32+ together and a fit" ref="standard teaching: 33 points for slam, less with a long trump suit"
   test=KQT874-43-K98-J4
6S "Jacoby Transfer" hcp=5-6 dist=T8+ text="slam: 5-6 HCP, a six-card suit and shortness (8+ total points) opposite 25-27: 33 together with the fit" ref="standard teaching: 33 points for slam, counting distribution once a fit is found"
   test=QT8742-4-K98-J43
P "Jacoby Transfer" text="game" ref="standard teaching: responder placed the contract" test=QT8742-43-T98-J4

[3N-P-4D-P-4H-P-6H-P] complete
P "3NT Opening" text="partner chose the contract" ref="standard teaching: responder placed the contract"
   test=AK3-AQJ2-KQJ-AQ4

[3N-P-4H-P-4S-P-6S-P] complete
P "3NT Opening" text="partner chose the contract" ref="standard teaching: responder placed the contract"
   test=AK3-AQJ2-KQJ-AQ4

[3N-P-6N-P] complete
P "3NT Opening" text="partner chose the contract" ref="standard teaching: responder placed the contract"
   test=AK3-AQJ2-KQJ-AQ4

# =======================================================================================
# Our one-level opening doubled and passed for penalty (1x-P-P-X-P-P): fourth hand's pass of
# the takeout double shows long, strong trumps, and responder, who passed the opening, is
# weak. With a five-card suit of his own he runs to it at the cheapest level (the opener's
# suit doubled, trumps sitting over it, goes down heavily); with a singleton or void in the
# opener's suit also to a four-card suit at the one level; otherwise he passes.
# =======================================================================================
[1C-P-P-D-P-P]
1x X=5+ S=x H=x D=x text="runs to a five-card suit: their penalty pass shows long, strong clubs"
   ref="standard teaching: when partner's one-level opening is doubled and passed for penalty, the weak hand runs to a five-card suit"
   test=J7-Q9762-7642-54
1x X=4 C=0-1 S=x H=x D=x text="runs to a four-card suit at the one level with a singleton or void in partner's suit"
   ref="standard teaching: with shortness in partner's doubled suit, the weak hand runs to a four-card suit at the one level" test=J762-Q972-7642-5

[1D-P-P-D-P-P]
1x X=5+ S=x H=x text="runs to a five-card major: their penalty pass shows long, strong diamonds"
   ref="standard teaching: when partner's one-level opening is doubled and passed for penalty, the weak hand runs to a five-card suit"
   test=J7-Q9762-754-642
2C C=5+ text="runs to five clubs: their penalty pass shows long, strong diamonds"
   ref="standard teaching: when partner's one-level opening is doubled and passed for penalty, the weak hand runs to a five-card suit"
   test=J7-642-754-Q9762
1x X=4 D=0-1 S=x H=x text="runs to a four-card suit at the one level with a singleton or void in partner's suit"
   ref="standard teaching: with shortness in partner's doubled suit, the weak hand runs to a four-card suit at the one level" test=J762-Q972-5-7642

[1H-P-P-D-P-P]
1S S=5+ text="runs to five spades: their penalty pass shows long, strong hearts"
   ref="standard teaching: when partner's one-level opening is doubled and passed for penalty, the weak hand runs to a five-card suit"
   test=Q9762-J7-754-642
2x X=5+ D=x C=x text="runs to a five-card minor: their penalty pass shows long, strong hearts"
   ref="standard teaching: when partner's one-level opening is doubled and passed for penalty, the weak hand runs to a five-card suit"
   test=J7-642-Q9762-754
1S S=4 H=0-1 text="runs to a four-card suit at the one level with a singleton or void in partner's suit"
   ref="standard teaching: with shortness in partner's doubled suit, the weak hand runs to a four-card suit at the one level" test=J762-5-Q972-7642

[1S-P-P-D-P-P]
2x X=5+ H=x D=x C=x text="runs to a five-card suit: their penalty pass shows long, strong spades"
   ref="standard teaching: when partner's one-level opening is doubled and passed for penalty, the weak hand runs to a five-card suit"
   test=J7-642-Q9762-754
