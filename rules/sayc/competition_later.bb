# SAYC: later rounds when the opponents opened.
#
# Advancing a takeout double made after the opponents bid two suits or found a fit: bid the
# cheapest unbid major with four cards, else the longer unbid suit; 3NT with a stopper and
# 12+; the cue bid with 12+ otherwise; pass with length and strength in their last suit.
# The overcaller may reopen with a double when they stop at the two level after a raise.

[1C-P-2C-D-P] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q8-953-KQJ-QJT87 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ-A83-QJT8-J864 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q98-QJ8-9542-Q86 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T32-K96-87-A8652 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J84-K2-32-KT9874 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" text="nothing better" test=74-K9-T8-AT98532 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1D-P-2D-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q73-A4-AJT92-T62 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=K9-KQ76-J75-A854 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J62-A76-QT82-JT5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=K54-K7-JT932-873 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=K9-65-QJ9832-JT2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" text="nothing better" test=J2-J2-AT86542-84 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1H-P-2H-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J82-AQJ82-T83-A2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T43-KQ32-852-K94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J3-JT432-KQ3-532 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QJ-A98632-543-53 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" text="nothing better" test=T4-KJ98542-32-QJ ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1S-P-2S-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q975-KT-K76-AJ53 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q8542-Q72-KT6-65 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QJ9865-QJ2-84-Q2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" text="nothing better" test=KJ97542-K7-T3-93 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1C-P-1D-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=952-64-KQJ94-T85 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=K9-KQ76-J75-A854 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T72-J2-KT72-QJT6 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1H "Takeout Double: Advance" text="nothing better" test=Q3-JT-J875-K7652 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1C-P-1H-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J6-KQT86-JT98-42 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=Q4-KJ75-AT85-K43 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T2-J965-AT6-QT53 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1S "Takeout Double: Advance" text="nothing better" test=T9-9862-QJ-KJT83 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1C-P-1S-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ-A83-QJT8-J864 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q753-KJ5-J64-962 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J543-A74-T4-Q654 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" text="nothing better" test=AQ973-64-52-J753 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1D-P-1H-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J6-KQT86-JT98-42 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=Q4-KJ75-AT85-K43 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J7-A932-Q654-943 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
1S "Takeout Double: Advance" text="nothing better" test=32-Q832-AT863-J9 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1D-P-1S-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ-A83-QJT8-J864 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=J3-AJ8-AT32-A932 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=AQJT-T98-T765-J3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2C "Takeout Double: Advance" text="nothing better" test=Q6543-Q7-8532-K2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1H-P-1S-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=J852-A753-J85-J7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2C "Takeout Double: Advance" text="nothing better" test=AJ964-Q984-42-43 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
# After a redouble of the takeout double of a one-level response in a red suit, the advancer
# still answers the double as over a pass, his answers still at the one level (the doubler
# has no way out of a redoubled one-level contract of theirs): the same calls, the penalty
# pass with long strong trumps included.
[1{a}-P-1{b}-D-R] where a<b, b in DH as [1{a}-P-1{b}-D-P]

[1C-P-1D-P-2D-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q73-A4-AJT92-T62 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=986-J5-AK76-T863 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" text="nothing better" test=Q7-87-K973-K8742 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1C-P-1H-P-2H-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=43-QJT74-Q4-KQJ2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AT8-764-QJ63-AK4 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q3-8765-A652-Q63 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=43-QJ43-J86-AT85 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" text="nothing better" test=K6-T9873-72-KQ72 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1C-P-1S-P-2S-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT32-A2-T82-652 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=83-AT4-A873-9642 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=9764-842-K5-AJ43 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" text="nothing better" test=JT86-93-96-AK842 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1D-P-1H-P-2H-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=43-QJT74-Q4-KQJ2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J62-A76-QT82-JT5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q3-8765-A652-Q63 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" text="nothing better" test=JT-AQ953-J984-97 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1D-P-1S-P-2S-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT32-A2-T82-652 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q4-KJ75-AT85-K43 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=AQJT-T98-T765-J3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" text="nothing better" test=A532-T9-KJ963-85 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1H-P-1S-P-2S-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT32-A2-T82-652 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=A642-KT84-T98-J9 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" text="nothing better" test=T982-J9875-K8-A7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1D-P-2C-D-P] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K4-K9-JT83-QJT86 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ-A83-QJT8-J864 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=986-J5-AK76-T863 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" text="nothing better" test=Q7-87-K973-K8742 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1H-P-2C-D-P] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=95-A632-83-AQJ76 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ-A83-QJT8-J864 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=873-A432-KJ-T642 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" text="nothing better" test=K6-T9873-72-KQ72 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1H-P-2D-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=96-8532-AQJ74-KJ ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J62-A76-QT82-JT5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q3-8765-A652-Q63 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" text="nothing better" test=JT-AQ953-J984-97 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1S-P-2C-D-P] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q752-J7-T7-AKJT8 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AK2-J753-KT93-Q5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=9764-842-K5-AJ43 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" text="nothing better" test=JT86-93-96-AK842 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1S-P-2D-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=A963-97-AKT76-82 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=AT84-T5-A64-AJ52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J732-J4-AQ82-T94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" text="nothing better" test=A532-T9-KJ963-85 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1S-P-2H-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=6532-AQJ86-A3-83 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AT84-T5-A64-AJ52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=A642-KT84-T98-J9 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" text="nothing better" test=T982-J9875-K8-A7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1C-D-2C-P-P-D-P] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=96-AJT-763-AKJ93 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=8654-JT62-76-A87 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T85-A732-J543-T8 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q98-QJ8-9542-Q86 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T32-K96-87-A8652 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J84-K2-32-KT9874 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" text="nothing better" test=74-K9-T8-AT98532 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1D-D-2D-P-P-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q2-976-AKJ94-KT9 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=8654-JT62-76-A87 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T85-A732-J543-T8 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT7-93-A763-T873 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J62-A76-QT82-JT5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=K54-K7-JT932-873 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=K9-65-QJ9832-JT2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" text="nothing better" test=J2-J2-AT86542-84 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1H-D-2H-P-P-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K7-AKJ75-Q752-97 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AT8-764-QJ63-AK4 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=8654-JT62-76-A87 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=QT7-93-A763-T873 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=92-QJT5-K83-7643 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T43-KQ32-852-K94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J3-JT432-KQ3-532 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QJ-A98632-543-53 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" text="nothing better" test=T4-KJ98542-32-QJ ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1S-D-2S-P-P-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=J3-AJ8-AT32-A932 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=92-QJT5-K83-7643 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=QT7-93-A763-T873 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=T742-J65-52-KQ73 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q8542-Q72-KT6-65 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QJ9865-QJ2-84-Q2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" text="nothing better" test=KJ97542-K7-T3-93 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"

[1C-1N-2C-P-P] complete
D "Takeout Double" hcp=16+ C=<3 S=3+ H=3+ D=3+ text="takeout: a maximum, short in their suit" test=A64-A872-KQ95-AT ref="standard teaching: the overcaller reopens with a double when they stop at the two level after a raise"
P test=Q964-A85-AT2-KQJ text="no reason to reopen: pass" ref="standard teaching: the overcaller reopens with a double when they stop at the two level after a raise"
[1C-1N-2C-P-P-D-P] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K82-Q5-843-AQJ54 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=9764-842-K5-AJ43 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=83-AT4-A873-9642 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T32-K96-87-A8652 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J84-K2-32-KT9874 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2D "Takeout Double: Advance" text="nothing better" test=74-K9-T8-AT98532 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1D-1N-2D-P-P] complete
D "Takeout Double" hcp=16+ D=<3 S=3+ H=3+ C=3+ text="takeout: a maximum, short in their suit" test=Q984-A87-K7-AKJ3 ref="standard teaching: the overcaller reopens with a double when they stop at the two level after a raise"
P test=AK73-J65-KQ73-K3 text="no reason to reopen: pass" ref="standard teaching: the overcaller reopens with a double when they stop at the two level after a raise"
[1D-1N-2D-P-P-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=86-Q874-AKQJ7-93 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=9764-842-K5-AJ43 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J62-A76-QT82-JT5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=K54-K7-JT932-873 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=K9-65-QJ9832-JT2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2H "Takeout Double: Advance" text="nothing better" test=J2-J2-AT86542-84 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1H-1N-2H-P-P] complete
D "Takeout Double" hcp=16+ H=<3 S=3+ D=3+ C=3+ text="takeout: a maximum, short in their suit" test=K862-K5-KJT-AQJT ref="standard teaching: the overcaller reopens with a double when they stop at the two level after a raise"
P test=Q964-A85-AT2-KQJ text="no reason to reopen: pass" ref="standard teaching: the overcaller reopens with a double when they stop at the two level after a raise"
[1H-1N-2H-P-P-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J82-AQJ82-T83-A2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AT8-764-QJ63-AK4 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=9764-842-K5-AJ43 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q3-8765-A652-Q63 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T43-KQ32-852-K94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J3-JT432-KQ3-532 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QJ-A98632-543-53 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
2S "Takeout Double: Advance" text="nothing better" test=T4-KJ98542-32-QJ ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
[1S-1N-2S-P-P] complete
D "Takeout Double" hcp=16+ S=<3 H=3+ D=3+ C=3+ text="takeout: a maximum, short in their suit" test=A2-KJ93-AKT4-Q53 ref="standard teaching: the overcaller reopens with a double when they stop at the two level after a raise"
P test=AK73-J65-KQ73-K3 text="no reason to reopen: pass" ref="standard teaching: the overcaller reopens with a double when they stop at the two level after a raise"
[1S-1N-2S-P-P-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=J3-AJ8-AT32-A932 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=83-AT4-A873-9642 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q8542-Q72-KT6-65 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QJ9865-QJ2-84-Q2 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"
3C "Takeout Double: Advance" text="nothing better" test=KJ97542-K7-T3-93 ref="standard teaching: advancing a takeout double after they bid two suits or found a fit"

# Balancing when they stop at the two level: a double shows the unbid suits, a suit bid is
# natural.
[1C-P-1D-P-2D-P-P] complete
D "Takeout Double: Balancing" hcp=10+ C=<3 D=<3 text="takeout: the unbid suits" test=J7654-QJ85-Q9-A5 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=K9432-J72-K97-QT ref="standard teaching: balancing when they stop at the two level"
2H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=QT3-QJ982-A93-72 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ D=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=AJ84-K93-76-Q842
D "Takeout Double: Balancing" hcp=10+ D=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=KJ84-Q62-A73-K95
P test=T43-K52-QJ2-Q972 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1C-P-1D-P-2D-P-P-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=952-64-KQJ94-T85 ref="standard teaching: advancing a balancing double"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a balancing double"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=K9-KQ76-J75-A854 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=Q872-J5-AT96-432 ref="standard teaching: advancing a balancing double"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T72-J2-KT72-QJT6 ref="standard teaching: advancing a balancing double"
2H "Takeout Double: Advance" text="nothing better" test=Q3-JT-J875-K7652 ref="standard teaching: advancing a balancing double"
[1C-P-1H-P-2H-P-P] complete
D "Takeout Double: Balancing" hcp=10+ H=<3 C=<3 text="takeout: the unbid suits" test=QT962-A8-T863-A8 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=K9432-J72-K97-QT ref="standard teaching: balancing when they stop at the two level"
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q7-KJ83-QJ743-83 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ H=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=AJ84-76-K93-Q842
D "Takeout Double: Balancing" hcp=10+ H=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=KJ84-Q62-A73-K95
P test=T43-K52-QJ2-Q972 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1C-P-1H-P-2H-P-P-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J6-KQT86-JT98-42 ref="standard teaching: advancing a balancing double"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=Q4-KJ75-AT85-K43 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T2-J965-AT6-QT53 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" text="nothing better" test=T9-9862-QJ-KJT83 ref="standard teaching: advancing a balancing double"
[1C-P-1S-P-2S-P-P] complete
D "Takeout Double: Balancing" hcp=10+ S=<3 C=<3 text="takeout: the unbid suits" test=Q5-K754-KJ952-QT ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
3H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=JT5-KQJT6-85-Q43 ref="standard teaching: balancing when they stop at the two level"
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q7-KJ83-QJ743-83 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ S=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=76-AJ84-K93-Q842
D "Takeout Double: Balancing" hcp=10+ S=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=Q62-KJ84-A73-K95
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1C-P-1S-P-2S-P-P-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2 ref="standard teaching: advancing a balancing double"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ-A83-QJT8-J864 ref="standard teaching: advancing a balancing double"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q753-KJ5-J64-962 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J543-A74-T4-Q654 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" text="nothing better" test=AQ973-64-52-J753 ref="standard teaching: advancing a balancing double"
[1D-P-2C-P-2D-P-P] complete
D "Takeout Double: Balancing" hcp=10+ C=<3 D=<3 text="takeout: the unbid suits" test=A842-A9643-73-A9 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=AKT32-A2-T82-652 ref="standard teaching: balancing when they stop at the two level"
2H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=43-QJT74-Q4-KQJ2 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ D=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=AJ84-K93-76-Q842
D "Takeout Double: Balancing" hcp=10+ D=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=KJ84-Q62-A73-K95
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1D-P-2C-P-2D-P-P-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q73-A4-AJT92-T62 ref="standard teaching: advancing a balancing double"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a balancing double"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=K9-KQ76-J75-A854 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=4+ H=<=S text="4+ spades, at least as many as hearts" test=Q872-J5-AT96-432 ref="standard teaching: advancing a balancing double"
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T72-J2-KT72-QJT6 ref="standard teaching: advancing a balancing double"
2H "Takeout Double: Advance" text="nothing better" test=Q3-JT-J875-K7652 ref="standard teaching: advancing a balancing double"
[1D-P-1H-P-2H-P-P] complete
D "Takeout Double: Balancing" hcp=10+ H=<3 D=<3 text="takeout: the unbid suits" test=T643-A8-KJ-QT854 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=K9432-J72-K97-QT ref="standard teaching: balancing when they stop at the two level"
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=97-32-T763-AKQ53 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ H=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=AJ84-76-Q842-K93
D "Takeout Double: Balancing" hcp=10+ H=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=KJ84-Q62-A73-K95
P test=T43-K52-QJ2-Q972 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1D-P-1H-P-2H-P-P-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J6-KQT86-JT98-42 ref="standard teaching: advancing a balancing double"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=Q4-KJ75-AT85-K43 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J7-A932-Q654-943 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" text="nothing better" test=32-Q832-AT863-J9 ref="standard teaching: advancing a balancing double"
[1D-P-1S-P-2S-P-P] complete
D "Takeout Double: Balancing" hcp=10+ S=<3 D=<3 text="takeout: the unbid suits" test=Q7-J6542-J6-AK53 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
3H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=JT5-KQJT6-85-Q43 ref="standard teaching: balancing when they stop at the two level"
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=97-32-T763-AKQ53 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ S=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=76-AJ84-Q842-K93
D "Takeout Double: Balancing" hcp=10+ S=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=Q62-KJ84-A73-K95
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1D-P-1S-P-2S-P-P-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2 ref="standard teaching: advancing a balancing double"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ-A83-QJT8-J864 ref="standard teaching: advancing a balancing double"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=J3-AJ8-AT32-A932 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=AQJT-T98-T765-J3 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" text="nothing better" test=Q6543-Q7-8532-K2 ref="standard teaching: advancing a balancing double"
[1H-P-2C-P-2H-P-P] complete
D "Takeout Double: Balancing" hcp=10+ H=<3 C=<3 text="takeout: the unbid suits" test=KJ64-Q8-AK842-87 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=AKT32-A2-T82-652 ref="standard teaching: balancing when they stop at the two level"
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q73-A4-AJT92-T62 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ H=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=AJ84-76-K93-Q842
D "Takeout Double: Balancing" hcp=10+ H=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=KJ84-Q62-A73-K95
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1H-P-2C-P-2H-P-P-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J82-AQJ82-T83-A2 ref="standard teaching: advancing a balancing double"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T2-J965-AT6-QT53 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" text="nothing better" test=T9-9862-QJ-KJT83 ref="standard teaching: advancing a balancing double"
[1H-P-2D-P-2H-P-P] complete
D "Takeout Double: Balancing" hcp=10+ H=<3 D=<3 text="takeout: the unbid suits" test=AK875-Q6-A3-T832 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=AKT32-A2-T82-652 ref="standard teaching: balancing when they stop at the two level"
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=Q8-953-KQJ-QJT87 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ H=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=AJ84-76-Q842-K93
D "Takeout Double: Balancing" hcp=10+ H=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=KJ84-Q62-A73-K95
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1H-P-2D-P-2H-P-P-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J82-AQJ82-T83-A2 ref="standard teaching: advancing a balancing double"
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J7-A932-Q654-943 ref="standard teaching: advancing a balancing double"
2S "Takeout Double: Advance" text="nothing better" test=32-Q832-AT863-J9 ref="standard teaching: advancing a balancing double"
[1H-P-1S-P-2S-P-P] complete
D "Takeout Double: Balancing" hcp=10+ S=<3 H=<3 text="takeout: the unbid suits" test=42-AK-AT432-7542 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q7-KJ83-QJ743-83 ref="standard teaching: balancing when they stop at the two level"
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=97-32-T763-AKQ53 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ S=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=76-Q842-AJ84-K93
D "Takeout Double: Balancing" hcp=10+ S=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=Q62-A73-KJ84-K95
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1H-P-1S-P-2S-P-P-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a balancing double"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=J852-A753-J85-J7 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" text="nothing better" test=AJ964-Q984-42-43 ref="standard teaching: advancing a balancing double"
[1S-P-2C-P-2S-P-P] complete
D "Takeout Double: Balancing" hcp=10+ S=<3 C=<3 text="takeout: the unbid suits" test=K7-AKJ75-Q752-97 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
3H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=KQ83-AT985-J5-J2 ref="standard teaching: balancing when they stop at the two level"
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q73-A4-AJT92-T62 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ S=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=76-AJ84-K93-Q842
D "Takeout Double: Balancing" hcp=10+ S=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=Q62-KJ84-A73-K95
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1S-P-2C-P-2S-P-P-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5 ref="standard teaching: advancing a balancing double"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a balancing double"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q975-KT-K76-AJ53 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q753-KJ5-J64-962 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J543-A74-T4-Q654 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" text="nothing better" test=AQ973-64-52-J753 ref="standard teaching: advancing a balancing double"
[1S-P-2D-P-2S-P-P] complete
D "Takeout Double: Balancing" hcp=10+ S=<3 D=<3 text="takeout: the unbid suits" test=KT-AJ53-T3-AJ984 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
3H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=KQ83-AT985-J5-J2 ref="standard teaching: balancing when they stop at the two level"
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=Q8-953-KQJ-QJT87 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ S=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=76-AJ84-Q842-K93
D "Takeout Double: Balancing" hcp=10+ S=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=Q62-KJ84-A73-K95
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1S-P-2D-P-2S-P-P-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5 ref="standard teaching: advancing a balancing double"
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a balancing double"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q975-KT-K76-AJ53 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q872-J5-AT96-432 ref="standard teaching: advancing a balancing double"
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=AQJT-T98-T765-J3 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" text="nothing better" test=Q6543-Q7-8532-K2 ref="standard teaching: advancing a balancing double"
[1S-P-2H-P-2S-P-P] complete
D "Takeout Double: Balancing" hcp=10+ S=<3 H=<3 text="takeout: the unbid suits" test=84-A7-KQJ6-QJ643 ref="standard teaching: balancing when they stop at the two level; the double shows the unbid suits"
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q73-A4-AJT92-T62 ref="standard teaching: balancing when they stop at the two level"
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=Q8-953-KQJ-QJT87 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=10+ S=<=2 text="takeout: 10+, short in the suit they agreed" ref="standard teaching: balancing when they stop at the two level: with shortness in their fit, do not let them play at the two level" test=76-Q842-AJ84-K93
D "Takeout Double: Balancing" hcp=10+ S=<=3 text="takeout: 10+, three cards in the suit they agreed (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=Q62-A73-KJ84-K95
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
[1S-P-2H-P-2S-P-P-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5 ref="standard teaching: advancing a balancing double"
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: advancing a balancing double"
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q975-KT-K76-AJ53 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52 ref="standard teaching: advancing a balancing double"
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=J852-A753-J85-J7 ref="standard teaching: advancing a balancing double"
3C "Takeout Double: Advance" text="nothing better" test=AJ964-Q984-42-43 ref="standard teaching: advancing a balancing double"

# The defenders pass while the opponents bid constructively (second seat after opener's rebid).
[1C-P-1D-P-1N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1D-P-2C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1D-P-2D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1D-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1D-P-3C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1D-P-3D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1D-P-1H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1D-P-1S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1H-P-1N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1H-P-2C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1H-P-2H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1H-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1H-P-3C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1H-P-3H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1H-P-1S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1H-P-4H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1S-P-1N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1S-P-2C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1S-P-2S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1S-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1S-P-3C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1S-P-3S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1C-P-1S-P-4S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-2C-P-2D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-2C-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-2C-P-3C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-2C-P-2H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-2C-P-2S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1H-P-1N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1H-P-2D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1H-P-2H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1H-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1H-P-3D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1H-P-3H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1H-P-1S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1H-P-2C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1H-P-4H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1S-P-1N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1S-P-2D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1S-P-2S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1S-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1S-P-3D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1S-P-3S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1S-P-2C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1D-P-1S-P-4S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-2C-P-2H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-2C-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-2C-P-3C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-2C-P-2D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-2C-P-2S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-2D-P-2H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-2D-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-2D-P-3D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-2D-P-2S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-1S-P-1N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-1S-P-2H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-1S-P-2S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-1S-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-1S-P-3H] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-1S-P-3S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-1S-P-2C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-1S-P-2D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1H-P-1S-P-4S] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2C-P-2S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2C-P-2N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2C-P-3C] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2C-P-2D] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2C-P-2H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2D-P-2S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2D-P-2N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2D-P-3D] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2D-P-2H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2H-P-2S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2H-P-2N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"
[1S-P-2H-P-3H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents bid constructively" ref="standard teaching: the defenders pass while the opponents bid constructively"

block "The doubler's rebid: a second double with 19+, else pass"
D "Takeout Double" hcp=19+ text="19+: takeout again, too strong to pass" ref="standard teaching: the doubler's rebid: with 19+ the doubler bids again whatever partner holds; a second double is for takeout" test=AQ4-KJ3-KQ5-AJ32
P test=A32-KJ3-KQ2-5432 text="no extra values: pass" ref="standard teaching: the doubler's rebid"

# The doubler after they bid a new suit and passed (or opener rebid his suit): a new suit
# shows 17+ and five cards, a second double 17+ with support for the unbid suits.
[1D-D-2C-P-P] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AK842-AKQ4-K7-98 ref="standard teaching: the doubler's rebid"
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KJ9-AK873-K64-KQ ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1D-D-2C-P-2D] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AK842-AKQ4-K7-98 ref="standard teaching: the doubler's rebid"
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KJ9-AK873-K64-KQ ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1H-D-2C-P-P] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AQJ93-A2-A54-AJT ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1H-D-2C-P-2H] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AQJ93-A2-A54-AJT ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1H-D-2D-P-P] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AQJ93-A2-A54-AJT ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1H-D-2D-P-2H] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AQJ93-A2-A54-AJT ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1S-D-2C-P-P] complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KT43-AKT86-AK-K7 ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1S-D-2C-P-2S] complete
3H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KT43-AKT86-AK-K7 ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1S-D-2D-P-P] complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KT43-AKT86-AK-K7 ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1S-D-2D-P-2S] complete
3H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KT43-AKT86-AK-K7 ref="standard teaching: the doubler's rebid"
use "The doubler's rebid: a second double with 19+, else pass"
[1S-D-2H-P-P] complete
3x "Takeout Double" hcp=17+ X=6+ D=x C=x text="17+, a six-card minor at the three level" ref="standard teaching: the doubler's rebid: a new suit at the three level after the double shows 17+ and six cards, or 18+ and five" test=A4-K3-AQ2-KQJ862|A4-K3-KQJ862-AQ2
3x "Takeout Double" hcp=18+ X=5+ D=x C=x text="18+, a five-card minor at the three level" ref="standard teaching: the doubler's rebid: a new suit at the three level after the double shows 17+ and six cards, or 18+ and five" test=A4-KJ-K972-AQJT2|A4-KJ-AQJT2-K972
use "The doubler's rebid: a second double with 19+, else pass"
[1S-D-2H-P-2S] complete
3x "Takeout Double" hcp=17+ X=6+ D=x C=x text="17+, a six-card minor at the three level" ref="standard teaching: the doubler's rebid: a new suit at the three level after the double shows 17+ and six cards, or 18+ and five" test=A4-K3-AQ2-KQJ862|A4-K3-KQJ862-AQ2
3x "Takeout Double" hcp=18+ X=5+ D=x C=x text="18+, a five-card minor at the three level" ref="standard teaching: the doubler's rebid: a new suit at the three level after the double shows 17+ and six cards, or 18+ and five" test=A4-KJ-K972-AQJT2|A4-KJ-AQJT2-K972
use "The doubler's rebid: a second double with 19+, else pass"

# The doubler after advancer's minimum answer: pass with a minimum, raise with 16-18 and four
# trumps, bid game with 19+.
[1C-P-2C-D-P-2S-P] complete
4S "Takeout Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: the doubler's rebid"
3S "Takeout Double" hcp=16-18 S=4+ text="invitational raise" test=AK76-QJ5-KJT2-K6 ref="standard teaching: the doubler's rebid"
P test=KQ98-AJ32-A64-94 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1C-P-2C-D-P-2H-P] complete
4H "Takeout Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: the doubler's rebid"
3H "Takeout Double" hcp=16-18 H=4+ text="invitational raise" test=A64-A872-KQ95-AT ref="standard teaching: the doubler's rebid"
P test=KQ98-AJ32-A64-94 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1C-P-2C-D-P-2D-P] complete
P test=AQJ2-KT6-T863-AJ text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1D-P-2D-D-P-2S-P] complete
4S "Takeout Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: the doubler's rebid"
3S "Takeout Double" hcp=16-18 S=4+ text="invitational raise" test=AK86-AJ5-QJ-Q962 ref="standard teaching: the doubler's rebid"
P test=KQT9-KT32-K5-K32 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1D-P-2D-D-P-2H-P] complete
4H "Takeout Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: the doubler's rebid"
3H "Takeout Double" hcp=16-18 H=4+ text="invitational raise" test=Q76-QJ93-AK-AJ86 ref="standard teaching: the doubler's rebid"
P test=KQT9-KT32-K5-K32 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1D-P-2D-D-P-3C-P] complete
P test=AK75-A98-62-AJ82 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1H-P-2H-D-P-2S-P] complete
4S "Takeout Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: the doubler's rebid"
3S "Takeout Double" hcp=16-18 S=4+ text="invitational raise" test=K862-K5-KJT-AQJT ref="standard teaching: the doubler's rebid"
P test=K753-K6-AK7-J986 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1H-P-2H-D-P-3D-P] complete
P test=AQ85-AT-Q86-KT65 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1H-P-2H-D-P-3C-P] complete
P test=AQ85-AT-Q86-KT65 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1S-P-2S-D-P-3H-P] complete
4H "Takeout Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: the doubler's rebid"
P test=J3-AJ8-AT32-A932 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1S-P-2S-D-P-3D-P] complete
P test=64-AJ8-AKJ3-QT98 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[1S-P-2S-D-P-3C-P] complete
P test=64-AJ8-AKJ3-QT98 text="a minimum: pass" ref="standard teaching: the doubler's rebid"

# The overcaller in the balancing seat after they raised to two: reopen with a double when
# short in their suit, rebid a 6-card suit, or bid a second five-card suit (advancer then
# gives preference).
[1C-1D-2C-P-P] complete
D "Takeout Double" hcp=10+ C=<2 S=3+ H=3+ text="takeout: the unbid suits" test=AJ95-J542-AQJ4-7 ref="standard teaching: the overcaller's rebid in the balancing seat"
2D "Overcall" D=6+ hcp=10+ text="a 6-card suit: competes" test=K52-54-AKT932-K8 ref="standard teaching: the overcaller's rebid in the balancing seat"
2H "Overcall" hcp=10+ H=5+ S=<H text="a second five-card suit: competes" test=4-AJ965-KQ976-32 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
2S "Overcall" hcp=10+ S=5+ text="a second five-card suit: competes" test=AJ965-4-KQ976-32 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=QT74-Q6-AQJ3-J73 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1C-1H-2C-P-P] complete
D "Takeout Double" hcp=10+ C=<2 S=3+ D=3+ text="takeout: the unbid suits" test=AJ84-AQJT-J864-9 ref="standard teaching: the overcaller's rebid in the balancing seat"
2H "Overcall" H=6+ hcp=10+ text="a 6-card suit: competes" test=Q92-AKJT98-JT-Q3 ref="standard teaching: the overcaller's rebid in the balancing seat"
D "Takeout Double" hcp=15+ S=4+ C=<3 text="takeout with extras: 15+ and the other major" test=A962-KQT87-K5-A3 ref="standard teaching: the overcaller's rebid in the balancing seat: with extras (15+) and the unbid major, double"
2D "Overcall" hcp=10+ D=5+ S=<D text="a second five-card suit: competes" test=4-KQ976-AJ965-32 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
2S "Overcall" hcp=10+ S=5+ text="a second five-card suit: competes" test=AJ965-KQ976-4-32 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=Q6-KQJ3-KJ74-Q98 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1C-1S-2C-P-P] complete
D "Takeout Double" hcp=10+ C=<2 H=3+ D=3+ text="takeout: the unbid suits" test=AKQ9-8432-K942-4 ref="standard teaching: the overcaller's rebid in the balancing seat"
2S "Overcall" S=6+ hcp=10+ text="a 6-card suit: competes" test=AQ9876-Q84-A2-JT ref="standard teaching: the overcaller's rebid in the balancing seat"
D "Takeout Double" hcp=15+ H=4+ C=<3 text="takeout with extras: 15+ and the other major" test=KQT87-A962-K5-A3 ref="standard teaching: the overcaller's rebid in the balancing seat: with extras (15+) and the unbid major, double"
2D "Overcall" hcp=10+ D=5+ H=<D text="a second five-card suit: competes" test=KQ976-4-AJ965-32 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
2H "Overcall" hcp=10+ H=5+ text="a second five-card suit: competes" test=KQ976-AJ965-4-32 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=KQJ7-QJ7-J982-84 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1D-2C-2D-P-P] complete
D "Takeout Double" hcp=10+ D=<2 S=3+ H=3+ text="takeout: the unbid suits" test=984-AJ43-4-AKJ82 ref="standard teaching: the overcaller's rebid in the balancing seat"
3C "Overcall" C=6+ hcp=10+ text="a 6-card suit: competes" test=85-K8-AJ5-KQ9852 ref="standard teaching: the overcaller's rebid in the balancing seat"
2H "Overcall" hcp=10+ H=5+ S=<H text="a second five-card suit: competes" test=4-AJ965-32-KQ976 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
2S "Overcall" hcp=10+ S=5+ text="a second five-card suit: competes" test=AJ965-4-32-KQ976 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=Q8-953-KQJ-QJT87 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1D-1H-2D-P-P] complete
D "Takeout Double" hcp=10+ D=<2 S=3+ C=3+ text="takeout: the unbid suits" test=K953-KQJ3-3-KJ73 ref="standard teaching: the overcaller's rebid in the balancing seat"
2H "Overcall" H=6+ hcp=10+ text="a 6-card suit: competes" test=Q92-AKJT98-JT-Q3 ref="standard teaching: the overcaller's rebid in the balancing seat"
D "Takeout Double" hcp=15+ S=4+ D=<3 text="takeout with extras: 15+ and the other major" test=A962-KQT87-A3-K5 ref="standard teaching: the overcaller's rebid in the balancing seat: with extras (15+) and the unbid major, double"
3C "Overcall" hcp=10+ C=5+ S=<C text="a second five-card suit: competes" test=4-KQ976-32-AJ965 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
2S "Overcall" hcp=10+ S=5+ text="a second five-card suit: competes" test=AJ965-KQ976-32-4 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=Q6-KQJ3-KJ74-Q98 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1D-1S-2D-P-P] complete
D "Takeout Double" hcp=10+ D=<2 H=3+ C=3+ text="takeout: the unbid suits" test=KQJ5-KT97-3-KQT9 ref="standard teaching: the overcaller's rebid in the balancing seat"
2S "Overcall" S=6+ hcp=10+ text="a 6-card suit: competes" test=AQ9876-Q84-A2-JT ref="standard teaching: the overcaller's rebid in the balancing seat"
D "Takeout Double" hcp=15+ H=4+ D=<3 text="takeout with extras: 15+ and the other major" test=KQT87-A962-A3-K5 ref="standard teaching: the overcaller's rebid in the balancing seat: with extras (15+) and the unbid major, double"
3C "Overcall" hcp=10+ C=5+ H=<C text="a second five-card suit: competes" test=KQ976-4-32-AJ965 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
2H "Overcall" hcp=10+ H=5+ text="a second five-card suit: competes" test=KQ976-AJ965-32-4 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=KQJ7-QJ7-J982-84 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1H-2C-2H-P-P] complete
D "Takeout Double" hcp=10+ H=<2 S=3+ D=3+ text="takeout: the unbid suits" test=9874-Q-J54-AKQJ8 ref="standard teaching: the overcaller's rebid in the balancing seat"
3C "Overcall" C=6+ hcp=10+ text="a 6-card suit: competes" test=85-K8-AJ5-KQ9852 ref="standard teaching: the overcaller's rebid in the balancing seat"
3D "Overcall" hcp=10+ D=5+ S=<D text="a second five-card suit: competes" test=4-32-AJ965-KQ976 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
2S "Overcall" hcp=10+ S=5+ text="a second five-card suit: competes" test=AJ965-32-4-KQ976 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=Q8-953-KQJ-QJT87 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1H-2D-2H-P-P] complete
D "Takeout Double" hcp=10+ H=<2 S=3+ C=3+ text="takeout: the unbid suits" test=K62-2-AKJ72-QT73 ref="standard teaching: the overcaller's rebid in the balancing seat"
3D "Overcall" D=6+ hcp=10+ text="a 6-card suit: competes" test=K52-54-AKT932-K8 ref="standard teaching: the overcaller's rebid in the balancing seat"
3C "Overcall" hcp=10+ C=5+ S=<C text="a second five-card suit: competes" test=4-32-KQ976-AJ965 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
2S "Overcall" hcp=10+ S=5+ text="a second five-card suit: competes" test=AJ965-32-KQ976-4 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=Q2-976-AKJ94-KT9 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1H-1S-2H-P-P] complete
D "Takeout Double" hcp=10+ H=<2 D=3+ C=3+ text="takeout: the unbid suits" test=KQJ8-5-AT85-QJT7 ref="standard teaching: the overcaller's rebid in the balancing seat"
2S "Overcall" S=6+ hcp=10+ text="a 6-card suit: competes" test=AQ9876-Q84-A2-JT ref="standard teaching: the overcaller's rebid in the balancing seat"
3C "Overcall" hcp=10+ C=5+ D=<C text="a second five-card suit: competes" test=KQ976-32-4-AJ965 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
3D "Overcall" hcp=10+ D=5+ text="a second five-card suit: competes" test=KQ976-32-AJ965-4 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=AQJ5-Q96-QJT2-76 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1S-2C-2S-P-P] complete
D "Takeout Double" hcp=10+ S=<2 H=3+ D=3+ text="takeout: the unbid suits" test=T-A62-9765-AKQT4 ref="standard teaching: the overcaller's rebid in the balancing seat"
3C "Overcall" C=6+ hcp=10+ text="a 6-card suit: competes" test=85-K8-AJ5-KQ9852 ref="standard teaching: the overcaller's rebid in the balancing seat"
3D "Overcall" hcp=10+ D=5+ H=<D text="a second five-card suit: competes" test=32-4-AJ965-KQ976 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
3H "Overcall" hcp=10+ H=5+ text="a second five-card suit: competes" test=32-AJ965-4-KQ976 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=K82-Q5-843-AQJ54 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1S-2D-2S-P-P] complete
D "Takeout Double" hcp=10+ S=<2 H=3+ C=3+ text="takeout: the unbid suits" test=5-AJ74-KJT85-KJ6 ref="standard teaching: the overcaller's rebid in the balancing seat"
3D "Overcall" D=6+ hcp=10+ text="a 6-card suit: competes" test=K52-54-AKT932-K8 ref="standard teaching: the overcaller's rebid in the balancing seat"
3C "Overcall" hcp=10+ C=5+ H=<C text="a second five-card suit: competes" test=32-4-KQ976-AJ965 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
3H "Overcall" hcp=10+ H=5+ text="a second five-card suit: competes" test=32-AJ965-KQ976-4 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=Q2-976-AKJ94-KT9 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
[1S-2H-2S-P-P] complete
D "Takeout Double" hcp=10+ S=<2 D=3+ C=3+ text="takeout: the unbid suits" test=A-KJT65-A72-J853 ref="standard teaching: the overcaller's rebid in the balancing seat"
3H "Overcall" H=6+ hcp=10+ text="a 6-card suit: competes" test=Q92-AKJT98-JT-Q3 ref="standard teaching: the overcaller's rebid in the balancing seat"
3C "Overcall" hcp=10+ C=5+ D=<C text="a second five-card suit: competes" test=32-KQ976-4-AJ965 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
3D "Overcall" hcp=10+ D=5+ text="a second five-card suit: competes" test=32-KQ976-AJ965-4 ref="standard teaching: the overcaller's rebid in the balancing seat; with a two-suiter (a second five-card suit) compete by bidding it, offering partner a choice"
P test=KQT-AQ963-Q42-94 text="no reason to reopen: pass" ref="standard teaching: the overcaller's rebid in the balancing seat"
# Advancer after the overcaller shows his second suit (the sections above): preference.
[1C-1D-2C-P-P-2S-P] complete
3D "Overcall" D=>=S text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=42-K8765-Q32-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=432-K8765-Q2-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1C-1D-2C-P-P-2H-P] complete
3D "Overcall" D=>=H text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-42-Q32-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-432-Q2-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1C-1H-2C-P-P-2S-P] complete
3H "Overcall" H=>=S text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=42-Q32-K8765-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=432-Q2-K8765-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1C-1H-2C-P-P-2D-P] complete
2H "Overcall" H=>=D text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-Q32-42-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-Q2-432-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1C-1S-2C-P-P-2H-P] complete
2S "Overcall" S=>=H text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=Q32-42-K8765-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=Q2-432-K8765-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1C-1S-2C-P-P-2D-P] complete
2S "Overcall" S=>=D text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=Q32-K8765-42-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=Q2-K8765-432-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1D-2C-2D-P-P-2S-P] complete
3C "Overcall" C=>=S text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=42-K8765-932-Q32 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=432-K8765-932-Q2 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1D-2C-2D-P-P-2H-P] complete
3C "Overcall" C=>=H text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-42-932-Q32 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-432-932-Q2 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1D-1H-2D-P-P-2S-P] complete
3H "Overcall" H=>=S text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=42-Q32-K8765-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=432-Q2-K8765-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1D-1H-2D-P-P-3C-P] complete
3H "Overcall" H=>=C text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-Q32-932-42 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-Q2-932-432 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1D-1S-2D-P-P-2H-P] complete
2S "Overcall" S=>=H text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=Q32-42-K8765-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=Q2-432-K8765-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1D-1S-2D-P-P-3C-P] complete
3S "Overcall" S=>=C text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=Q32-K8765-932-42 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=Q2-K8765-932-432 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1H-2C-2H-P-P-2S-P] complete
3C "Overcall" C=>=S text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=42-K8765-932-Q32 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=432-K8765-932-Q2 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1H-2C-2H-P-P-3D-P] complete
4C "Overcall" C=>=D text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-932-42-Q32 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-932-432-Q2 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1H-2D-2H-P-P-2S-P] complete
3D "Overcall" D=>=S text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=42-K8765-Q32-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=432-K8765-Q2-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1H-2D-2H-P-P-3C-P] complete
3D "Overcall" D=>=C text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-932-Q32-42 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-932-Q2-432 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1H-1S-2H-P-P-3D-P] complete
3S "Overcall" S=>=D text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=Q32-K8765-42-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=Q2-K8765-432-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1H-1S-2H-P-P-3C-P] complete
3S "Overcall" S=>=C text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=Q32-K8765-932-42 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=Q2-K8765-932-432 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1S-2C-2S-P-P-3H-P] complete
4C "Overcall" C=>=H text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-42-932-Q32 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-432-932-Q2 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1S-2C-2S-P-P-3D-P] complete
4C "Overcall" C=>=D text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-932-42-Q32 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-932-432-Q2 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1S-2D-2S-P-P-3H-P] complete
4D "Overcall" D=>=H text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-42-Q32-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-432-Q2-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1S-2D-2S-P-P-3C-P] complete
3D "Overcall" D=>=C text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-932-Q32-42 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-932-Q2-432 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1S-2H-2S-P-P-3D-P] complete
3H "Overcall" H=>=D text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-Q32-42-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-Q2-432-932 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
[1S-2H-2S-P-P-3C-P] complete
3H "Overcall" H=>=C text="preference for the overcaller's first suit: at least as many cards in it as in his second" test=K8765-Q32-932-42 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"
P "Overcall" text="the second suit fits better: pass" test=K8765-Q2-932-432 ref="standard teaching: after partner shows a second suit, give preference to the suit in which the side holds more cards (with equal length, the first suit)"

# Advancer after the Michaels bidder showed his minor: pass (or correct to game with a fit
# and values).
[1{a}-2{a}-P-2N-P-3{b}-P] where a in HS, b in CD complete
5{b} "Michaels" hcp=12+ {b}=3+ text="game in the minor" test=J3-AJ8-AT32-A932 ref="standard teaching: advancing a Michaels cue bid"
P test=Q3-8765-A652-Q63 text="content: pass" ref="standard teaching: advancing a Michaels cue bid"
# After the jump to four of the minor (16+, five-five): game in the minor with three trumps
# and 6+, or four trumps and 3+ (the fit and the shape make up the tricks); else pass.
[1{a}-2{a}-P-2N-P-4{b}-P] where a in HS, b in CD complete
5{b} "Michaels" hcp=6+ {b}=3+ text="game in the minor: three trumps and 6+ opposite the strong two-suiter" ref="standard teaching: advancing a Michaels cue bid: the jump to four of the minor shows a strong two-suiter (16+); with a fit and a little help, game" test=Q3-J852-K932-Q93
5{b} "Michaels" hcp=3+ {b}=4+ text="game in the minor: four trumps opposite the strong two-suiter" ref="standard teaching: advancing a Michaels cue bid: the jump to four of the minor shows a strong two-suiter (16+); with a fit and a little help, game" test=32-J85-Q932-9632
P "Michaels" text="no fit or no values: pass" ref="standard teaching: advancing a Michaels cue bid: the jump to four of the minor shows a strong two-suiter (16+); with a fit and a little help, game" test=J8432-QJ85-32-32
[1{a}-P-P-2{a}-P-2N-P-4{b}-P] where a in HS, b in CD as [1{a}-2{a}-P-2N-P-4{b}-P]

# The defenders pass while responder places the contract after opener's 1NT rebid.
[1C-P-1D-P-1N-P-2C] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1D-P-1N-P-2D] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1D-P-1N-P-2N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1D-P-1N-P-3N] complete
P test=T43-K52-QJ2-Q972 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1H-P-1N-P-2C] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1H-P-1N-P-2H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1H-P-1N-P-2N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1H-P-1N-P-3N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1H-P-1N-P-4H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1H-P-1N-P-3H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1S-P-1N-P-2C] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1S-P-1N-P-2S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1S-P-1N-P-2N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1S-P-1N-P-3N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1S-P-1N-P-4S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1C-P-1S-P-1N-P-3S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1H-P-1N-P-2D] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1H-P-1N-P-2H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1H-P-1N-P-2N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1H-P-1N-P-3N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1H-P-1N-P-4H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1H-P-1N-P-3H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1S-P-1N-P-2D] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1S-P-1N-P-2S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1S-P-1N-P-2N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1S-P-1N-P-3N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1S-P-1N-P-4S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1D-P-1S-P-1N-P-3S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1H-P-1S-P-1N-P-2H] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1H-P-1S-P-1N-P-2S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1H-P-1S-P-1N-P-2N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1H-P-1S-P-1N-P-3N] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1H-P-1S-P-1N-P-4S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"
[1H-P-1S-P-1N-P-3S] complete
P test=JT-AJ97-432-KT75 text="no action while the opponents place the contract" ref="standard teaching: the defenders pass while the opponents place the contract"

# The advancer when responder acts over the overcall with a cue bid or raise: compete with a
# fit, else pass. The advancer of a three-level preempt: game with support, else pass.
[1D-2C-3C] complete
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1H-2C-3C] complete
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1H-2D-3D] complete
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1S-2C-3C] complete
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1S-2D-3D] complete
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1S-2H-3H] complete
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1C-3D-P] complete
3N "Overcall: Weak Jump" hcp=16+ C=:1stop text="to play" test=A64-A872-KQ95-AT ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=JT-AJ97-432-KT75 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1C-3H-P] complete
4H "Overcall: Weak Jump" H=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: advancing an overcall or preempt when responder acts"
4H "Overcall: Weak Jump" H=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=4-AQ87-T532-JT83 ref="standard teaching: advancing an overcall or preempt when responder acts"
3N "Overcall: Weak Jump" hcp=16+ C=:1stop text="to play" test=K862-K5-KJT-AQJT ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1C-3S-P] complete
4S "Overcall: Weak Jump" S=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: advancing an overcall or preempt when responder acts"
4S "Overcall: Weak Jump" S=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=8743-KJ95-6-K753 ref="standard teaching: advancing an overcall or preempt when responder acts"
3N "Overcall: Weak Jump" hcp=16+ C=:1stop text="to play" test=T7-AQT5-AT9-AKT3 ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1D-3C-P] complete
3N "Overcall: Weak Jump" hcp=16+ D=:1stop text="to play" test=AKQ-K864-K92-Q82 ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=JT-AJ97-432-KT75 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1D-3H-P] complete
4H "Overcall: Weak Jump" H=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: advancing an overcall or preempt when responder acts"
4H "Overcall: Weak Jump" H=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=4-AQ87-T532-JT83 ref="standard teaching: advancing an overcall or preempt when responder acts"
3N "Overcall: Weak Jump" hcp=16+ D=:1stop text="to play" test=K862-K5-KJT-AQJT ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1D-3S-P] complete
4S "Overcall: Weak Jump" S=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: advancing an overcall or preempt when responder acts"
4S "Overcall: Weak Jump" S=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=8743-KJ95-6-K753 ref="standard teaching: advancing an overcall or preempt when responder acts"
3N "Overcall: Weak Jump" hcp=16+ D=:1stop text="to play" test=A2-KJ93-AKT4-Q53 ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1H-3C-P] complete
3N "Overcall: Weak Jump" hcp=16+ H=:1stop text="to play" test=AKQ-K864-K92-Q82 ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=JT-AJ97-432-KT75 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1H-3D-P] complete
3N "Overcall: Weak Jump" hcp=16+ H=:1stop text="to play" test=AKQ-K864-K92-Q82 ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=JT-AJ97-432-KT75 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1H-3S-P] complete
4S "Overcall: Weak Jump" S=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: advancing an overcall or preempt when responder acts"
4S "Overcall: Weak Jump" S=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=8743-KJ95-6-K753 ref="standard teaching: advancing an overcall or preempt when responder acts"
3N "Overcall: Weak Jump" hcp=16+ H=:1stop text="to play" test=A2-KJ93-AKT4-Q53 ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1S-3C-P] complete
3N "Overcall: Weak Jump" hcp=16+ S=:1stop text="to play" test=AKQ-K864-K92-Q82 ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=JT-AJ97-432-KT75 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1S-3D-P] complete
3N "Overcall: Weak Jump" hcp=16+ S=:1stop text="to play" test=AKQ-K864-K92-Q82 ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=JT-AJ97-432-KT75 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1S-3H-P] complete
4H "Overcall: Weak Jump" H=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: advancing an overcall or preempt when responder acts"
4H "Overcall: Weak Jump" H=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=4-AQ87-T532-JT83 ref="standard teaching: advancing an overcall or preempt when responder acts"
3N "Overcall: Weak Jump" hcp=16+ S=:1stop text="to play" test=K862-K5-KJT-AQJT ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=QT93-962-A84-A93 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
# Over their raise to three of the major, partner's Michaels major (five cards) is bid at the
# four level with five of it (ten trumps together: the law of total tricks); with four the
# side has nine and the three level is already past.
[1H-2H-3H] complete
4S "Michaels" S=5+ hcp=<12 text="competes: five of partner's spades, ten trumps together" test=97643-842-K5-AJ4 ref="standard teaching: advancing an overcall or preempt when responder acts; the law of total tricks (ten trumps: the four level)"
P test=A643-KJT6-Q7-K73 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1S-2S-3S] complete
4H "Michaels" H=5+ hcp=<12 text="competes: five of partner's hearts, ten trumps together" test=842-97643-K5-AJ4 ref="standard teaching: advancing an overcall or preempt when responder acts; the law of total tricks (ten trumps: the four level)"
P test=A643-KJT6-Q7-K73 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"
[1{a}-2{a}-3{a}] where a in CD complete
3x "Michaels" X=3+U S=x H=x text="competes: the better major" test=QT93-962-A84-A93 ref="standard teaching: advancing an overcall or preempt when responder acts"
P test=82-Q8-KJ96-AT643 text="no fit or no values: pass" ref="standard teaching: advancing an overcall or preempt when responder acts"

# The advancer after a one-level overcall of the opponents' response: raise or pass.
[1C-P-1D-1H-P] complete
2H "Overcall" H=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=J732-J4-AQ82-T94 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1C-P-1D-1S-P] complete
2S "Overcall" S=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=Q3-8765-A652-Q63 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1C-P-1H-2D-P] complete
3D "Overcall" D=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=9764-842-K5-AJ43 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1C-P-1H-1S-P] complete
2S "Overcall" S=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=Q3-8765-A652-Q63 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1C-P-1S-2D-P] complete
3D "Overcall" D=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=9764-842-K5-AJ43 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1C-P-1S-2H-P] complete
3H "Overcall" H=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=J732-J4-AQ82-T94 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1D-P-1H-2C-P] complete
3C "Overcall" C=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=QJ7-J542-Q876-K4 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1D-P-1H-1S-P] complete
2S "Overcall" S=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=JT-AJ97-432-KT75 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1D-P-1S-2C-P] complete
3C "Overcall" C=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=QJ7-J542-Q876-K4 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1D-P-1S-2H-P] complete
3H "Overcall" H=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=J732-J4-AQ82-T94 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1H-P-1S-2C-P] complete
3C "Overcall" C=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=QJ7-J542-Q876-K4 text="no fit: pass" ref="standard teaching: advancing an overcall"
[1H-P-1S-2D-P] complete
3D "Overcall" D=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972 ref="standard teaching: advancing an overcall"
P test=J843-JT7-QT-KQ62 text="no fit: pass" ref="standard teaching: advancing an overcall"

# The takeout doubler of a one-level response when opener and responder have both rebid and
# partner has passed throughout (1x-P-1y-(D)-2x-P-2y-P): a double followed by a new suit
# shows a hand too strong to have overcalled, so with 17+ and a six-card suit of his own he
# bids it at the cheapest level rather than sell out; otherwise he passes.
[1{a}-P-1S-D-2{a}-P-2S-P] where a in CDH
3x "Takeout Double" hcp=17+ X=6+ H=x D=x C=x text="17+, a six-card suit: too strong to have overcalled, does not sell out" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=AK2-2-AQJ863-A32|AK2-AQJ863-2-A32
[1{a}-P-1H-D-2{a}-P-2H-P] where a in CD
2S "Takeout Double" hcp=17+ S=6+ text="17+, six spades: too strong to have overcalled, does not sell out" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=AQJ863-2-AK2-A32
3x "Takeout Double" hcp=17+ X=6+ D=x C=x text="17+, a six-card suit: too strong to have overcalled, does not sell out" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=AK2-2-AQJ863-A32|AK2-2-A32-AQJ863
[1C-P-1D-D-2C-P-2D-P]
2x "Takeout Double" hcp=17+ X=6+ S=x H=x text="17+, a six-card major: too strong to have overcalled, does not sell out" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=AQJ863-AK2-2-A32

# The one-level overcaller when opener's rebid of his suit is passed round to him
# (1x-P-1y-(1z)-2x-P-P): opener and responder have stopped low, so the values are about
# evenly split; with a six-card suit and opening values he competes at the two level rather
# than sell out (eight trumps together opposite partner's two, the law of total tricks).
[1{a}-P-1{b}-1{c}-2{a}-P-P] where a<b, b<c
2{c} "Overcall" hcp=12+ {c}=6+ text="a six-card suit and opening values: competes at the two level" ref="standard teaching: the law of total tricks; do not sell out at the two level with a six-card suit when the opponents have stopped low" test=KJ8764-A5-AT-AT3|A5-KJ8764-AT-AT3

# The overcaller of a one-level response with a strong overcall when they stop at the two level
# and it is passed round to him (1x-P-1y-(2z)-2x|2y-P-P, 1x-P-1y-(1z)-2y-P-P): an overcall is
# made on up to 17 and partner's passes do not deny a few points, so a strong overcaller does
# not sell out: with 17+ and a six-card suit he bids it again at the cheapest level (after
# their raise, 12+ and six cards compete at the two level, as after opener's rebid).
[1{a}-P-1{b}-2{c}-2{a}-P-P] where a<b, c<a
3{c} "Overcall" hcp=17+ {c}=6+ text="a strong overcall: 17+ and a six-card suit, bids again" ref="standard teaching: a strong overcaller (17+) bids again rather than sell out when the opponents stop low" test=A32-KQ-54-AKQ932|A32-KQ-AKQ932-54|A32-AKQ932-KQ-54
[1{a}-P-1{b}-2{c}-2{b}-P-P] where a<b, c<b, c!=a
3{c} "Overcall" hcp=17+ {c}=6+ text="a strong overcall: 17+ and a six-card suit, bids again" ref="standard teaching: a strong overcaller (17+) bids again rather than sell out when the opponents stop low" test=A32-KQ-54-AKQ932|A32-KQ-AKQ932-54|A32-AKQ932-KQ-54
[1{a}-P-1{b}-1{c}-2{b}-P-P] where a<b, b<c
2{c} "Overcall" hcp=12+ {c}=6+ text="a six-card suit and opening values: competes at the two level" ref="standard teaching: the law of total tricks; do not sell out at the two level with a six-card suit when the opponents have stopped low" test=KJ8764-A5-AT-AT3|A5-KJ8764-AT-AT3
