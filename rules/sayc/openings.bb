# SAYC opening bids.
#
# Strong and notrump openings come first (any seat), then the fourth- and third-seat
# treatments, then weak twos and preempts, then one of a suit by the Rule of 20.

convention "NT Opening"
convention "2C Strong"
convention "Weak Two"
convention "Preempt"
convention "Opening"
convention "Opening: Third Seat"
convention "Opening: Fourth Seat"

[]
# 2C: 22+ HCP, or a hand with ten playing tricks.
2C "2C Strong" hcp=22+ asks=1 test=AQJ765-AQJ-AKJ-4
2C "2C Strong" winners=10 asks=1 test=AKQJT98-AKQ-32-2
# 2NT: 20-21 balanced (a five-card major is allowed).
2N "NT Opening" bon=110000 hcp=20-21 shape=balanced test=AQJ85-QJ2-AK-K82
# 1NT: 15-17 balanced; announced.
1N "NT Opening" bon=130000 hcp=15-17 shape=balanced announce text="15 to 17" test=A7-KT74-AK7-JT42

# Fourth seat: open only by the Rule of 15 (HCP + spades); a two-bid shows a good six-card
# suit and about an opening hand, since there is nobody left to preempt.
2x "Opening: Fourth Seat" pos=4 hcp=12-15 X=6:2/3 S=x H=x D=x test=A8-QT7-KQJ862-72
1x "Opening: Fourth Seat" pos=4 rule15=15 hcp=8-21 X=5+ S=x H=x D=x C=x test=JT9543-KJT-A7-T2
1D "Opening: Fourth Seat" pos=4 rule15=15 hcp=8-21 D=4+ C=<=D test=KQ32-K32-Q432-A2
1D "Opening: Fourth Seat" pos=4 rule15=15 hcp=8-21 S=4 H=4 D=3 C=2 test=AQ32-KJ32-K32-32
1C "Opening: Fourth Seat" pos=4 rule15=15 hcp=8-21 test=KQ32-KJ2-K32-Q32
P "Opening: Fourth Seat" pos=4 test=T7432-873-42-652

# Third seat: a weak two may be a good five-card suit; not vulnerable, a light opening with a
# good suit helps partner's lead.
2x "Opening: Third Seat" pos=3 vul=X hcp=6-11 X=5:2/3 S=x H=x D=x test=AKT93-94-843-983
1x "Opening: Third Seat" pos=3 vul=X hcp=10-11 X=4+:2/3 S=x H=x D=x C=x test=KJ4-753-AQT5-T73

# Weak twos: 5-11 HCP and a good six-card suit (two of the top three or three of the top
# five), no four-card side major and no void.
2x "Weak Two" hcp=5-11 X=6:2/3,3/5 S=x,1-3 H=x,1-3 D=x,1+ C=1+ pos=F test=KJT952-J85-3-742
2x "Weak Two" hcp=5-11 X=6:2/3,3/5 S=x,1-3 H=x,1-3 D=x,1+ C=1+ pos=3 test=QJT975-K-875-973
# Preempts (not in fourth seat, which is handled above), 5-9 HCP (with 10 the Rule of 20 opens):
# a good seven-card suit at the three
# level (six clubs too, as there is no weak 2C); a major at the four level with eight cards, or
# seven with at most five losers.
4x "Preempt" hcp=5-9 X=8+:2/3,3/5 S=x H=x test=KQT98642-3-KT93-
4x "Preempt" hcp=5-9 X=7:2/3,3/5 S=x H=x losers=5 test=KQJ9876-2-K932-2
3C "Preempt" hcp=5-9 C=6:2/3,3/5 S=<4 H=<4 test=Q2-T85-92-QJT632
3x "Preempt" hcp=5-9 X=7:2/3,3/5 S=x H=x D=x C=x test=8-T6-652-AJT8532
5x "Preempt" hcp=5-9 X=8+:2/3,3/5 D=x C=x test=2-32-AQJ98652-Q4

# One of a suit: 10-21 HCP with the Rule of 20 (HCP + the two longest suits >= 20).
# The longest suit, the higher of two five-card suits; otherwise a minor: 1D with four or more
# diamonds and no longer clubs (and with exactly 4-4-3-2), else 1C.
1x "Opening" hcp=10-21 rule20=20 X=5+ S=x H=x D=x C=x test=2-J7-QJT42-AQT73
1D "Opening" hcp=10-21 rule20=20 D=4+ C=<=D test=K4-KT8-QT73-KJ86
1D "Opening" hcp=10-21 rule20=20 S=4 H=4 D=3 C=2 test=Q963-AT54-A93-Q7
1C "Opening" hcp=10-21 rule20=20 test=KQT4-KQJ6-JT-T86
P test=96-8762-9864-T94
