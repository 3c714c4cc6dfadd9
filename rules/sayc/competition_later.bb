# SAYC: later rounds when the opponents opened.
#
# Advancing a takeout double made after the opponents bid two suits or found a fit: bid the
# cheapest unbid major with four cards, else the longer unbid suit; 3NT with a stopper and
# 12+; the cue bid with 12+ otherwise; pass with length and strength in their last suit.
# The overcaller may reopen with a double when they stop at the two level after a raise.

[1C-P-2C-D-P]
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q8-953-KQJ-QJT87
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ-A83-QJT8-J864
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q98-QJ8-9542-Q86
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QT8-KJ4-762-J764
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T32-K96-87-A8652
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J84-K2-32-KT9874
2D "Takeout Double: Advance" text="nothing better" test=74-K9-T8-AT98532
[1D-P-2D-D-P]
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q73-A4-AJT92-T62
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=K9-KQ76-J75-A854
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J62-A76-QT82-JT5
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=K54-K7-JT932-873
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=K9-65-QJ9832-JT2
2H "Takeout Double: Advance" text="nothing better" test=J2-J2-AT86542-84
[1H-P-2H-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J82-AQJ82-T83-A2
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T43-KQ32-852-K94
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J3-JT432-KQ3-532
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QJ-A98632-543-53
2S "Takeout Double: Advance" text="nothing better" test=T4-KJ98542-32-QJ
[1S-P-2S-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q975-KT-K76-AJ53
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q8542-Q72-KT6-65
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QJ9865-QJ2-84-Q2
3C "Takeout Double: Advance" text="nothing better" test=KJ97542-K7-T3-93
[1C-P-1D-D-P]
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=952-64-KQJ94-T85
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7
2D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=K9-KQ76-J75-A854
1S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
1H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
1H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QT8-KJ4-762-J764
1S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T72-J2-KT72-QJT6
1H "Takeout Double: Advance" text="nothing better" test=Q3-JT-J875-K7652
[1C-P-1H-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J6-KQT86-JT98-42
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=Q4-KJ75-AT85-K43
2H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
1S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
1S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=QT8-KJ4-762-J764
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T2-J965-AT6-QT53
1S "Takeout Double: Advance" text="nothing better" test=T9-9862-QJ-KJT83
[1C-P-1S-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ-A83-QJT8-J864
2S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q753-KJ5-J64-962
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J543-A74-T4-Q654
2D "Takeout Double: Advance" text="nothing better" test=AQ973-64-52-J753
[1D-P-1H-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J6-KQT86-JT98-42
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=Q4-KJ75-AT85-K43
2H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
1S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
2C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764
1S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T86-A532-T832-K5
2C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J7-A932-Q654-943
1S "Takeout Double: Advance" text="nothing better" test=32-Q832-AT863-J9
[1D-P-1S-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ-A83-QJT8-J864
2S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=J3-AJ8-AT32-A932
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
2C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
2C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=AQJT-T98-T765-J3
2C "Takeout Double: Advance" text="nothing better" test=Q6543-Q7-8532-K2
[1H-P-1S-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
2S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
2C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
2C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=J852-A753-J85-J7
2C "Takeout Double: Advance" text="nothing better" test=AJ964-Q984-42-43
[1C-P-1D-P-2D-D-P]
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q73-A4-AJT92-T62
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=T9-AJT3-Q85-AQJ7
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T43-K52-QJ2-Q972
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=986-J5-AK76-T863
2H "Takeout Double: Advance" text="nothing better" test=Q7-87-K973-K8742
[1C-P-1H-P-2H-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=43-QJT74-Q4-KQJ2
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AT8-764-QJ63-AK4
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q3-8765-A652-Q63
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T43-K52-QJ2-Q972
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=43-QJ43-J86-AT85
2S "Takeout Double: Advance" text="nothing better" test=K6-T9873-72-KQ72
[1C-P-1S-P-2S-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT32-A2-T82-652
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=83-AT4-A873-9642
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T43-K52-QJ2-Q972
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=9764-842-K5-AJ43
3D "Takeout Double: Advance" text="nothing better" test=JT86-93-96-AK842
[1D-P-1H-P-2H-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=43-QJT74-Q4-KQJ2
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J62-A76-QT82-JT5
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q3-8765-A652-Q63
2S "Takeout Double: Advance" text="nothing better" test=JT-AQ953-J984-97
[1D-P-1S-P-2S-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT32-A2-T82-652
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q4-KJ75-AT85-K43
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=AQJT-T98-T765-J3
3C "Takeout Double: Advance" text="nothing better" test=A532-T9-KJ963-85
[1H-P-1S-P-2S-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT32-A2-T82-652
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=A642-KT84-T98-J9
3C "Takeout Double: Advance" text="nothing better" test=T982-J9875-K8-A7
[1D-P-2C-D-P]
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K4-K9-JT83-QJT86
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ-A83-QJT8-J864
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T43-K52-QJ2-Q972
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=986-J5-AK76-T863
2H "Takeout Double: Advance" text="nothing better" test=Q7-87-K973-K8742
[1H-P-2C-D-P]
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=95-A632-83-AQJ76
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ-A83-QJT8-J864
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T43-K52-QJ2-Q972
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=873-A432-KJ-T642
2D "Takeout Double: Advance" text="nothing better" test=K6-T9873-72-KQ72
[1H-P-2D-D-P]
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=96-8532-AQJ74-KJ
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=A643-KJT6-Q7-K73
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J62-A76-QT82-JT5
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q3-8765-A652-Q63
2S "Takeout Double: Advance" text="nothing better" test=JT-AQ953-J984-97
[1S-P-2C-D-P]
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q752-J7-T7-AKJT8
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AK2-J753-KT93-Q5
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T43-K52-QJ2-Q972
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=9764-842-K5-AJ43
2D "Takeout Double: Advance" text="nothing better" test=JT86-93-96-AK842
[1S-P-2D-D-P]
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=A963-97-AKT76-82
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=AT84-T5-A64-AJ52
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=A643-KJT6-Q7-K73
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=Q654-Q52-Q52-Q52
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J732-J4-AQ82-T94
2H "Takeout Double: Advance" text="nothing better" test=A532-T9-KJ963-85
[1S-P-2H-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=6532-AQJ86-A3-83
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AT84-T5-A64-AJ52
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=A642-KT84-T98-J9
3C "Takeout Double: Advance" text="nothing better" test=T982-J9875-K8-A7
[1C-D-2C-P-P-D-P]
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=96-AJT-763-AKJ93
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=AT8-764-QJ63-AK4
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ98-AJ32-A64-94
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=8654-JT62-76-A87
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T85-A732-J543-T8
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q98-QJ8-9542-Q86
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QT8-KJ4-762-J764
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T32-K96-87-A8652
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J84-K2-32-KT9874
2D "Takeout Double: Advance" text="nothing better" test=74-K9-T8-AT98532
[1D-D-2D-P-P-D-P]
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q2-976-AKJ94-KT9
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=T9-AJT3-Q85-AQJ7
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=8654-JT62-76-A87
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T85-A732-J543-T8
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT7-93-A763-T873
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J62-A76-QT82-JT5
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=K54-K7-JT932-873
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=K9-65-QJ9832-JT2
2H "Takeout Double: Advance" text="nothing better" test=J2-J2-AT86542-84
[1H-D-2H-P-P-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K7-AKJ75-Q752-97
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AT8-764-QJ63-AK4
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=8654-JT62-76-A87
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=QT7-93-A763-T873
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=92-QJT5-K83-7643
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T43-KQ32-852-K94
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J3-JT432-KQ3-532
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QJ-A98632-543-53
2S "Takeout Double: Advance" text="nothing better" test=T4-KJ98542-32-QJ
[1S-D-2S-P-P-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=J3-AJ8-AT32-A932
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=92-QJT5-K83-7643
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=QT7-93-A763-T873
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=T742-J65-52-KQ73
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q8542-Q72-KT6-65
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QJ9865-QJ2-84-Q2
3C "Takeout Double: Advance" text="nothing better" test=KJ97542-K7-T3-93

[1C-1N-2C-P-P]
D "Takeout Double" hcp=16+ C=<3 S=3+ H=3+ D=3+ text="takeout: a maximum, short in their suit" test=A64-A872-KQ95-AT
P test=Q964-A85-AT2-KQJ
[1C-1N-2C-P-P-D-P]
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K82-Q5-843-AQJ54
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76
3N "Takeout Double: Advance" hcp=12+ shape=balanced C=:1stop text="game: a stopper" test=AT8-764-QJ63-AK4
3C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=KQ98-AJ32-A64-94
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=9764-842-K5-AJ43
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63
2D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=83-AT4-A873-9642
2D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QT8-KJ4-762-J764
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=T32-K96-87-A8652
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=J84-K2-32-KT9874
2D "Takeout Double: Advance" text="nothing better" test=74-K9-T8-AT98532
[1D-1N-2D-P-P]
D "Takeout Double" hcp=16+ D=<3 S=3+ H=3+ C=3+ text="takeout: a maximum, short in their suit" test=Q984-A87-K7-AKJ3
P test=AK73-J65-KQ73-K3
[1D-1N-2D-P-P-D-P]
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=86-Q874-AKQJ7-93
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=T9-AJT3-Q85-AQJ7
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=9764-842-K5-AJ43
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=T43-K52-QJ2-Q972
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J62-A76-QT82-JT5
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=K54-K7-JT932-873
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=K9-65-QJ9832-JT2
2H "Takeout Double: Advance" text="nothing better" test=J2-J2-AT86542-84
[1H-1N-2H-P-P]
D "Takeout Double" hcp=16+ H=<3 S=3+ D=3+ C=3+ text="takeout: a maximum, short in their suit" test=K862-K5-KJT-AQJT
P test=Q964-A85-AT2-KQJ
[1H-1N-2H-P-P-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J82-AQJ82-T83-A2
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=AT982-A3-K62-KT6
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=AT8-764-QJ63-AK4
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=9764-842-K5-AJ43
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q3-8765-A652-Q63
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=T43-K52-QJ2-Q972
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T43-KQ32-852-K94
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J3-JT432-KQ3-532
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=QJ-A98632-543-53
2S "Takeout Double: Advance" text="nothing better" test=T4-KJ98542-32-QJ
[1S-1N-2S-P-P]
D "Takeout Double" hcp=16+ S=<3 H=3+ D=3+ C=3+ text="takeout: a maximum, short in their suit" test=A2-KJ93-AKT4-Q53
P test=AK73-J65-KQ73-K3
[1S-1N-2S-P-P-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=A93-AJ982-QT-K76
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ98-AJ32-A64-94
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=J3-AJ8-AT32-A932
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=83-AT4-A873-9642
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=T43-K52-QJ2-Q972
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q8542-Q72-KT6-65
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QJ9865-QJ2-84-Q2
3C "Takeout Double: Advance" text="nothing better" test=KJ97542-K7-T3-93

# Balancing when they stop at the two level: a double shows the unbid suits, a suit bid is
# natural.
[1C-P-1D-P-2D-P-P]
D "Takeout Double: Balancing" hcp=10+ C=<3 D=<3 text="takeout: the unbid suits" test=J7654-QJ85-Q9-A5
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=K9432-J72-K97-QT
2H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=QT3-QJ982-A93-72
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-2D-P-P-D-P]
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=952-64-KQJ94-T85
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=K9-KQ76-J75-A854
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QT8-KJ4-762-J764
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T72-J2-KT72-QJT6
2H "Takeout Double: Advance" text="nothing better" test=Q3-JT-J875-K7652
[1C-P-1H-P-2H-P-P]
D "Takeout Double: Balancing" hcp=10+ H=<3 C=<3 text="takeout: the unbid suits" test=QT962-A8-T863-A8
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=K9432-J72-K97-QT
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q7-KJ83-QJ743-83
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-2H-P-P-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J6-KQT86-JT98-42
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=Q4-KJ75-AT85-K43
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=QT8-KJ4-762-J764
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T2-J965-AT6-QT53
2S "Takeout Double: Advance" text="nothing better" test=T9-9862-QJ-KJT83
[1C-P-1S-P-2S-P-P]
D "Takeout Double: Balancing" hcp=10+ S=<3 C=<3 text="takeout: the unbid suits" test=Q5-K754-KJ952-QT
3H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=JT5-KQJT6-85-Q43
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q7-KJ83-QJ743-83
P test=JT-AJ97-432-KT75
[1C-P-1S-P-2S-P-P-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=J5-98643-AKJ7-K2
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ-A83-QJT8-J864
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q753-KJ5-J64-962
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J543-A74-T4-Q654
3D "Takeout Double: Advance" text="nothing better" test=AQ973-64-52-J753
[1D-P-2C-P-2D-P-P]
D "Takeout Double: Balancing" hcp=10+ C=<3 D=<3 text="takeout: the unbid suits" test=A842-A9643-73-A9
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=AKT32-A2-T82-652
2H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=43-QJT74-Q4-KQJ2
P test=JT-AJ97-432-KT75
[1D-P-2C-P-2D-P-P-D-P]
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=Q73-A4-AJT92-T62
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3
3N "Takeout Double: Advance" hcp=12+ shape=balanced D=:1stop text="game: a stopper" test=64-JT52-AQ7-AQT7
3D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=K9-KQ76-J75-A854
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
2H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
2H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=QT8-KJ4-762-J764
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T72-J2-KT72-QJT6
2H "Takeout Double: Advance" text="nothing better" test=Q3-JT-J875-K7652
[1D-P-1H-P-2H-P-P]
D "Takeout Double: Balancing" hcp=10+ H=<3 D=<3 text="takeout: the unbid suits" test=T643-A8-KJ-QT854
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=K9432-J72-K97-QT
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=97-32-T763-AKQ53
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-2H-P-P-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J6-KQT86-JT98-42
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=97643-AK-Q97-KQT
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=Q4-KJ75-AT85-K43
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J7-A932-Q654-943
2S "Takeout Double: Advance" text="nothing better" test=32-Q832-AT863-J9
[1D-P-1S-P-2S-P-P]
D "Takeout Double: Balancing" hcp=10+ S=<3 D=<3 text="takeout: the unbid suits" test=Q7-J6542-J6-AK53
3H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=JT5-KQJT6-85-Q43
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=97-32-T763-AKQ53
P test=JT-AJ97-432-KT75
[1D-P-1S-P-2S-P-P-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=K5-96542-AJ8-AJ3
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=KQ-A83-QJT8-J864
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=J3-AJ8-AT32-A932
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=AQJT-T98-T765-J3
3C "Takeout Double: Advance" text="nothing better" test=Q6543-Q7-8532-K2
[1H-P-2C-P-2H-P-P]
D "Takeout Double: Balancing" hcp=10+ H=<3 C=<3 text="takeout: the unbid suits" test=KJ64-Q8-AK842-87
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=AKT32-A2-T82-652
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q73-A4-AJT92-T62
P test=JT-AJ97-432-KT75
[1H-P-2C-P-2H-P-P-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J82-AQJ82-T83-A2
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=QT8-KJ4-762-J764
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=T2-J965-AT6-QT53
2S "Takeout Double: Advance" text="nothing better" test=T9-9862-QJ-KJT83
[1H-P-2D-P-2H-P-P]
D "Takeout Double: Balancing" hcp=10+ H=<3 D=<3 text="takeout: the unbid suits" test=AK875-Q6-A3-T832
2S "Overcall: Balancing" hcp=8-15 S=5+:3+ text="competitive: a 5+ card suit" test=AKT32-A2-T82-652
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=Q8-953-KQJ-QJT87
P test=JT-AJ97-432-KT75
[1H-P-2D-P-2H-P-P-D-P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J82-AQJ82-T83-A2
4S "Takeout Double: Advance" hcp=12+ S=5+ text="game: 5+ spades" test=87432-AQ543-A-Q2
3N "Takeout Double: Advance" hcp=12+ shape=balanced H=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764
2S "Takeout Double: Advance" S=3+ text="three spades: the cheapest" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=J7-A932-Q654-943
2S "Takeout Double: Advance" text="nothing better" test=32-Q832-AT863-J9
[1H-P-1S-P-2S-P-P]
D "Takeout Double: Balancing" hcp=10+ S=<3 H=<3 text="takeout: the unbid suits" test=42-AK-AT432-7542
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q7-KJ83-QJ743-83
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=97-32-T763-AKQ53
P test=JT-AJ97-432-KT75
[1H-P-1S-P-2S-P-P-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=QJT63-Q42-863-Q2
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=64-JT52-AQ7-AQT7
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=J852-A753-J85-J7
3C "Takeout Double: Advance" text="nothing better" test=AJ964-Q984-42-43
[1S-P-2C-P-2S-P-P]
D "Takeout Double: Balancing" hcp=10+ S=<3 C=<3 text="takeout: the unbid suits" test=K7-AKJ75-Q752-97
3H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=KQ83-AT985-J5-J2
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q73-A4-AJT92-T62
P test=JT-AJ97-432-KT75
[1S-P-2C-P-2S-P-P-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q975-KT-K76-AJ53
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=Q872-J5-AT96-432
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=Q753-KJ5-J64-962
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=J543-A74-T4-Q654
3D "Takeout Double: Advance" text="nothing better" test=AQ973-64-52-J753
[1S-P-2D-P-2S-P-P]
D "Takeout Double: Balancing" hcp=10+ S=<3 D=<3 text="takeout: the unbid suits" test=KT-AJ53-T3-AJ984
3H "Overcall: Balancing" hcp=8-15 H=5+:3+ text="competitive: a 5+ card suit" test=KQ83-AT985-J5-J2
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=Q8-953-KQJ-QJT87
P test=JT-AJ97-432-KT75
[1S-P-2D-P-2S-P-P-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5
4H "Takeout Double: Advance" hcp=12+ H=5+ text="game: 5+ hearts" test=KQ72-QT942-AQ-T3
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q975-KT-K76-AJ53
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q872-J5-AT96-432
3H "Takeout Double: Advance" H=3+ text="three hearts: the cheapest" test=AQJT-T98-T765-J3
3C "Takeout Double: Advance" text="nothing better" test=Q6543-Q7-8532-K2
[1S-P-2H-P-2S-P-P]
D "Takeout Double: Balancing" hcp=10+ S=<3 H=<3 text="takeout: the unbid suits" test=84-A7-KQJ6-QJ643
3D "Overcall: Balancing" hcp=8-15 D=5+:3+ text="competitive: a 5+ card suit" test=Q73-A4-AJT92-T62
3C "Overcall: Balancing" hcp=8-15 C=5+:3+ text="competitive: a 5+ card suit" test=Q8-953-KQJ-QJT87
P test=JT-AJ97-432-KT75
[1S-P-2H-P-2S-P-P-D-P]
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AKT75-93-K874-Q5
3N "Takeout Double: Advance" hcp=12+ shape=balanced S=:1stop text="game: a stopper" test=A643-KJT6-Q7-K73
3S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" test=Q975-KT-K76-AJ53
3D "Takeout Double: Advance" D=4+ text="4+ diamonds" test=T86-A532-T832-K5
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=J543-A74-T4-Q654
3C "Takeout Double: Advance" C=3+ text="three clubs: the cheapest" test=Q654-Q52-Q52-Q52
3D "Takeout Double: Advance" D=3+ text="three diamonds: the cheapest" test=J852-A753-J85-J7
3C "Takeout Double: Advance" text="nothing better" test=AJ964-Q984-42-43

# The defenders pass while the opponents bid constructively (second seat after opener's rebid).
[1C-P-1D-P-1N]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-2C]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-2D]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-2N]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-3C]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-3D]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-1H]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-1S]
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-1N]
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-2C]
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-2H]
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-2N]
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-3C]
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-3H]
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-1S]
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-4H]
P test=T43-K52-QJ2-Q972
[1C-P-1S-P-1N]
P test=T43-K52-QJ2-Q972
[1C-P-1S-P-2C]
P test=T43-K52-QJ2-Q972
[1C-P-1S-P-2S]
P test=T43-K52-QJ2-Q972
[1C-P-1S-P-2N]
P test=T43-K52-QJ2-Q972
[1C-P-1S-P-3C]
P test=T43-K52-QJ2-Q972
[1C-P-1S-P-3S]
P test=T43-K52-QJ2-Q972
[1C-P-1S-P-4S]
P test=T43-K52-QJ2-Q972
[1D-P-2C-P-2D]
P test=T43-K52-QJ2-Q972
[1D-P-2C-P-2N]
P test=T43-K52-QJ2-Q972
[1D-P-2C-P-3C]
P test=T43-K52-QJ2-Q972
[1D-P-2C-P-2H]
P test=T43-K52-QJ2-Q972
[1D-P-2C-P-2S]
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-1N]
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-2D]
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-2H]
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-2N]
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-3D]
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-3H]
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-1S]
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-2C]
P test=T43-K52-QJ2-Q972
[1D-P-1H-P-4H]
P test=T43-K52-QJ2-Q972
[1D-P-1S-P-1N]
P test=T43-K52-QJ2-Q972
[1D-P-1S-P-2D]
P test=T43-K52-QJ2-Q972
[1D-P-1S-P-2S]
P test=T43-K52-QJ2-Q972
[1D-P-1S-P-2N]
P test=T43-K52-QJ2-Q972
[1D-P-1S-P-3D]
P test=T43-K52-QJ2-Q972
[1D-P-1S-P-3S]
P test=T43-K52-QJ2-Q972
[1D-P-1S-P-2C]
P test=T43-K52-QJ2-Q972
[1D-P-1S-P-4S]
P test=T43-K52-QJ2-Q972
[1H-P-2C-P-2H]
P test=T43-K52-QJ2-Q972
[1H-P-2C-P-2N]
P test=T43-K52-QJ2-Q972
[1H-P-2C-P-3C]
P test=T43-K52-QJ2-Q972
[1H-P-2C-P-2D]
P test=T43-K52-QJ2-Q972
[1H-P-2C-P-2S]
P test=T43-K52-QJ2-Q972
[1H-P-2D-P-2H]
P test=T43-K52-QJ2-Q972
[1H-P-2D-P-2N]
P test=T43-K52-QJ2-Q972
[1H-P-2D-P-3D]
P test=T43-K52-QJ2-Q972
[1H-P-2D-P-2S]
P test=T43-K52-QJ2-Q972
[1H-P-1S-P-1N]
P test=T43-K52-QJ2-Q972
[1H-P-1S-P-2H]
P test=T43-K52-QJ2-Q972
[1H-P-1S-P-2S]
P test=T43-K52-QJ2-Q972
[1H-P-1S-P-2N]
P test=T43-K52-QJ2-Q972
[1H-P-1S-P-3H]
P test=T43-K52-QJ2-Q972
[1H-P-1S-P-3S]
P test=T43-K52-QJ2-Q972
[1H-P-1S-P-2C]
P test=T43-K52-QJ2-Q972
[1H-P-1S-P-2D]
P test=T43-K52-QJ2-Q972
[1H-P-1S-P-4S]
P test=T43-K52-QJ2-Q972
[1S-P-2C-P-2S]
P test=JT-AJ97-432-KT75
[1S-P-2C-P-2N]
P test=JT-AJ97-432-KT75
[1S-P-2C-P-3C]
P test=JT-AJ97-432-KT75
[1S-P-2C-P-2D]
P test=JT-AJ97-432-KT75
[1S-P-2C-P-2H]
P test=JT-AJ97-432-KT75
[1S-P-2D-P-2S]
P test=JT-AJ97-432-KT75
[1S-P-2D-P-2N]
P test=JT-AJ97-432-KT75
[1S-P-2D-P-3D]
P test=JT-AJ97-432-KT75
[1S-P-2D-P-2H]
P test=JT-AJ97-432-KT75
[1S-P-2H-P-2S]
P test=JT-AJ97-432-KT75
[1S-P-2H-P-2N]
P test=JT-AJ97-432-KT75
[1S-P-2H-P-3H]
P test=JT-AJ97-432-KT75

# The doubler after they bid a new suit and passed (or opener rebid his suit): a new suit
# shows 17+ and five cards, a second double 17+ with support for the unbid suits.
[1D-D-2C-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AK842-AKQ4-K7-98
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KJ9-AK873-K64-KQ
P test=K74-KQ95-KJ7-AK7
[1D-D-2C-P-2D]
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AK842-AKQ4-K7-98
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KJ9-AK873-K64-KQ
P test=K74-KQ95-KJ7-AK7
[1H-D-2C-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AQJ93-A2-A54-AJT
P test=K74-KQ95-KJ7-AK7
[1H-D-2C-P-2H]
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AQJ93-A2-A54-AJT
P test=K74-KQ95-KJ7-AK7
[1H-D-2D-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AQJ93-A2-A54-AJT
P test=K74-KQ95-KJ7-AK7
[1H-D-2D-P-2H]
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AQJ93-A2-A54-AJT
P test=K74-KQ95-KJ7-AK7
[1S-D-2C-P-P]
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KT43-AKT86-AK-K7
P test=K74-KQ95-KJ7-AK7
[1S-D-2C-P-2S]
3H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KT43-AKT86-AK-K7
P test=K74-KQ95-KJ7-AK7
[1S-D-2D-P-P]
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KT43-AKT86-AK-K7
P test=K74-KQ95-KJ7-AK7
[1S-D-2D-P-2S]
3H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=KT43-AKT86-AK-K7
P test=K74-KQ95-KJ7-AK7
[1S-D-2H-P-P]
P test=K74-KQ95-KJ7-AK7
[1S-D-2H-P-2S]
P test=K74-KQ95-KJ7-AK7

# The doubler after advancer's minimum answer: pass with a minimum, raise with 16-18 and four
# trumps, bid game with 19+.
[1C-P-2C-D-P-2S-P]
4S "Takeout Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7
3S "Takeout Double" hcp=16-18 S=4+ text="invitational raise" test=AK76-QJ5-KJT2-K6
P test=KQ98-AJ32-A64-94
[1C-P-2C-D-P-2H-P]
4H "Takeout Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ
3H "Takeout Double" hcp=16-18 H=4+ text="invitational raise" test=A64-A872-KQ95-AT
P test=KQ98-AJ32-A64-94
[1C-P-2C-D-P-2D-P]
P test=AQJ2-KT6-T863-AJ
[1D-P-2D-D-P-2S-P]
4S "Takeout Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7
3S "Takeout Double" hcp=16-18 S=4+ text="invitational raise" test=AK86-AJ5-QJ-Q962
P test=KQT9-KT32-K5-K32
[1D-P-2D-D-P-2H-P]
4H "Takeout Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ
3H "Takeout Double" hcp=16-18 H=4+ text="invitational raise" test=Q76-QJ93-AK-AJ86
P test=KQT9-KT32-K5-K32
[1D-P-2D-D-P-3C-P]
P test=AK75-A98-62-AJ82
[1H-P-2H-D-P-2S-P]
4S "Takeout Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7
3S "Takeout Double" hcp=16-18 S=4+ text="invitational raise" test=K862-K5-KJT-AQJT
P test=K753-K6-AK7-J986
[1H-P-2H-D-P-3D-P]
P test=AQ85-AT-Q86-KT65
[1H-P-2H-D-P-3C-P]
P test=AQ85-AT-Q86-KT65
[1S-P-2S-D-P-3H-P]
4H "Takeout Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ
P test=J3-AJ8-AT32-A932
[1S-P-2S-D-P-3D-P]
P test=64-AJ8-AKJ3-QT98
[1S-P-2S-D-P-3C-P]
P test=64-AJ8-AKJ3-QT98

# The overcaller in the balancing seat after they raised to two: reopen with a double when
# short in their suit, or rebid a 6-card suit.
[1C-1D-2C-P-P]
D "Takeout Double" hcp=10+ C=<2 S=3+ H=3+ text="takeout: the unbid suits" test=AJ95-J542-AQJ4-7
2D "Overcall" D=6+ hcp=10+ text="a 6-card suit: competes" test=K52-54-AKT932-K8
P test=QT74-Q6-AQJ3-J73
[1C-1H-2C-P-P]
D "Takeout Double" hcp=10+ C=<2 S=3+ D=3+ text="takeout: the unbid suits" test=AJ84-AQJT-J864-9
2H "Overcall" H=6+ hcp=10+ text="a 6-card suit: competes" test=Q92-AKJT98-JT-Q3
P test=Q6-KQJ3-KJ74-Q98
[1C-1S-2C-P-P]
D "Takeout Double" hcp=10+ C=<2 H=3+ D=3+ text="takeout: the unbid suits" test=AKQ9-8432-K942-4
2S "Overcall" S=6+ hcp=10+ text="a 6-card suit: competes" test=AQ9876-Q84-A2-JT
P test=KQJ7-QJ7-J982-84
[1D-2C-2D-P-P]
D "Takeout Double" hcp=10+ D=<2 S=3+ H=3+ text="takeout: the unbid suits" test=984-AJ43-4-AKJ82
3C "Overcall" C=6+ hcp=10+ text="a 6-card suit: competes" test=85-K8-AJ5-KQ9852
P test=Q8-953-KQJ-QJT87
[1D-1H-2D-P-P]
D "Takeout Double" hcp=10+ D=<2 S=3+ C=3+ text="takeout: the unbid suits" test=K953-KQJ3-3-KJ73
2H "Overcall" H=6+ hcp=10+ text="a 6-card suit: competes" test=Q92-AKJT98-JT-Q3
P test=Q6-KQJ3-KJ74-Q98
[1D-1S-2D-P-P]
D "Takeout Double" hcp=10+ D=<2 H=3+ C=3+ text="takeout: the unbid suits" test=KQJ5-KT97-3-KQT9
2S "Overcall" S=6+ hcp=10+ text="a 6-card suit: competes" test=AQ9876-Q84-A2-JT
P test=KQJ7-QJ7-J982-84
[1H-2C-2H-P-P]
D "Takeout Double" hcp=10+ H=<2 S=3+ D=3+ text="takeout: the unbid suits" test=9874-Q-J54-AKQJ8
3C "Overcall" C=6+ hcp=10+ text="a 6-card suit: competes" test=85-K8-AJ5-KQ9852
P test=Q8-953-KQJ-QJT87
[1H-2D-2H-P-P]
D "Takeout Double" hcp=10+ H=<2 S=3+ C=3+ text="takeout: the unbid suits" test=K62-2-AKJ72-QT73
3D "Overcall" D=6+ hcp=10+ text="a 6-card suit: competes" test=K52-54-AKT932-K8
P test=Q2-976-AKJ94-KT9
[1H-1S-2H-P-P]
D "Takeout Double" hcp=10+ H=<2 D=3+ C=3+ text="takeout: the unbid suits" test=KQJ8-5-AT85-QJT7
2S "Overcall" S=6+ hcp=10+ text="a 6-card suit: competes" test=AQ9876-Q84-A2-JT
P test=AQJ5-Q96-QJT2-76
[1S-2C-2S-P-P]
D "Takeout Double" hcp=10+ S=<2 H=3+ D=3+ text="takeout: the unbid suits" test=T-A62-9765-AKQT4
3C "Overcall" C=6+ hcp=10+ text="a 6-card suit: competes" test=85-K8-AJ5-KQ9852
P test=K82-Q5-843-AQJ54
[1S-2D-2S-P-P]
D "Takeout Double" hcp=10+ S=<2 H=3+ C=3+ text="takeout: the unbid suits" test=5-AJ74-KJT85-KJ6
3D "Overcall" D=6+ hcp=10+ text="a 6-card suit: competes" test=K52-54-AKT932-K8
P test=Q2-976-AKJ94-KT9
[1S-2H-2S-P-P]
D "Takeout Double" hcp=10+ S=<2 D=3+ C=3+ text="takeout: the unbid suits" test=A-KJT65-A72-J853
3H "Overcall" H=6+ hcp=10+ text="a 6-card suit: competes" test=Q92-AKJT98-JT-Q3
P test=KQT-AQ963-Q42-94

# Advancer after the Michaels bidder showed his minor: pass (or correct to game with a fit
# and values).
[1{a}-2{a}-P-2N-P-3{b}-P] where a in HS, b in CD
5{b} "Michaels" hcp=12+ {b}=3+ text="game in the minor" test=J3-AJ8-AT32-A932
P test=Q3-8765-A652-Q63

# The defenders pass while responder places the contract after opener's 1NT rebid.
[1C-P-1D-P-1N-P-2C]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-1N-P-2D]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-1N-P-2N]
P test=T43-K52-QJ2-Q972
[1C-P-1D-P-1N-P-3N]
P test=T43-K52-QJ2-Q972
[1C-P-1H-P-1N-P-2C]
P test=JT-AJ97-432-KT75
[1C-P-1H-P-1N-P-2H]
P test=JT-AJ97-432-KT75
[1C-P-1H-P-1N-P-2N]
P test=JT-AJ97-432-KT75
[1C-P-1H-P-1N-P-3N]
P test=JT-AJ97-432-KT75
[1C-P-1H-P-1N-P-4H]
P test=JT-AJ97-432-KT75
[1C-P-1H-P-1N-P-3H]
P test=JT-AJ97-432-KT75
[1C-P-1S-P-1N-P-2C]
P test=JT-AJ97-432-KT75
[1C-P-1S-P-1N-P-2S]
P test=JT-AJ97-432-KT75
[1C-P-1S-P-1N-P-2N]
P test=JT-AJ97-432-KT75
[1C-P-1S-P-1N-P-3N]
P test=JT-AJ97-432-KT75
[1C-P-1S-P-1N-P-4S]
P test=JT-AJ97-432-KT75
[1C-P-1S-P-1N-P-3S]
P test=JT-AJ97-432-KT75
[1D-P-1H-P-1N-P-2D]
P test=JT-AJ97-432-KT75
[1D-P-1H-P-1N-P-2H]
P test=JT-AJ97-432-KT75
[1D-P-1H-P-1N-P-2N]
P test=JT-AJ97-432-KT75
[1D-P-1H-P-1N-P-3N]
P test=JT-AJ97-432-KT75
[1D-P-1H-P-1N-P-4H]
P test=JT-AJ97-432-KT75
[1D-P-1H-P-1N-P-3H]
P test=JT-AJ97-432-KT75
[1D-P-1S-P-1N-P-2D]
P test=JT-AJ97-432-KT75
[1D-P-1S-P-1N-P-2S]
P test=JT-AJ97-432-KT75
[1D-P-1S-P-1N-P-2N]
P test=JT-AJ97-432-KT75
[1D-P-1S-P-1N-P-3N]
P test=JT-AJ97-432-KT75
[1D-P-1S-P-1N-P-4S]
P test=JT-AJ97-432-KT75
[1D-P-1S-P-1N-P-3S]
P test=JT-AJ97-432-KT75
[1H-P-1S-P-1N-P-2H]
P test=JT-AJ97-432-KT75
[1H-P-1S-P-1N-P-2S]
P test=JT-AJ97-432-KT75
[1H-P-1S-P-1N-P-2N]
P test=JT-AJ97-432-KT75
[1H-P-1S-P-1N-P-3N]
P test=JT-AJ97-432-KT75
[1H-P-1S-P-1N-P-4S]
P test=JT-AJ97-432-KT75
[1H-P-1S-P-1N-P-3S]
P test=JT-AJ97-432-KT75

# The advancer when responder acts over the overcall with a cue bid or raise: compete with a
# fit, else pass. The advancer of a three-level preempt: game with support, else pass.
[1D-2C-3C]
P test=QT93-962-A84-A93
[1H-2C-3C]
P test=QT93-962-A84-A93
[1H-2D-3D]
P test=QT93-962-A84-A93
[1S-2C-3C]
P test=QT93-962-A84-A93
[1S-2D-3D]
P test=QT93-962-A84-A93
[1S-2H-3H]
P test=QT93-962-A84-A93
[1C-3D-P]
3N "Overcall: Weak Jump" hcp=16+ C=:1stop text="to play" test=A64-A872-KQ95-AT
P test=JT-AJ97-432-KT75
[1C-3H-P]
4H "Overcall: Weak Jump" H=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4
4H "Overcall: Weak Jump" H=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=4-AQ87-T532-JT83
3N "Overcall: Weak Jump" hcp=16+ C=:1stop text="to play" test=K862-K5-KJT-AQJT
P test=QT93-962-A84-A93
[1C-3S-P]
4S "Overcall: Weak Jump" S=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4
4S "Overcall: Weak Jump" S=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=8743-KJ95-6-K753
3N "Overcall: Weak Jump" hcp=16+ C=:1stop text="to play" test=T7-AQT5-AT9-AKT3
P test=QT93-962-A84-A93
[1D-3C-P]
3N "Overcall: Weak Jump" hcp=16+ D=:1stop text="to play" test=AKQ-K864-K92-Q82
P test=JT-AJ97-432-KT75
[1D-3H-P]
4H "Overcall: Weak Jump" H=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4
4H "Overcall: Weak Jump" H=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=4-AQ87-T532-JT83
3N "Overcall: Weak Jump" hcp=16+ D=:1stop text="to play" test=K862-K5-KJT-AQJT
P test=QT93-962-A84-A93
[1D-3S-P]
4S "Overcall: Weak Jump" S=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4
4S "Overcall: Weak Jump" S=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=8743-KJ95-6-K753
3N "Overcall: Weak Jump" hcp=16+ D=:1stop text="to play" test=A2-KJ93-AKT4-Q53
P test=QT93-962-A84-A93
[1H-3C-P]
3N "Overcall: Weak Jump" hcp=16+ H=:1stop text="to play" test=AKQ-K864-K92-Q82
P test=JT-AJ97-432-KT75
[1H-3D-P]
3N "Overcall: Weak Jump" hcp=16+ H=:1stop text="to play" test=AKQ-K864-K92-Q82
P test=JT-AJ97-432-KT75
[1H-3S-P]
4S "Overcall: Weak Jump" S=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4
4S "Overcall: Weak Jump" S=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=8743-KJ95-6-K753
3N "Overcall: Weak Jump" hcp=16+ H=:1stop text="to play" test=A2-KJ93-AKT4-Q53
P test=QT93-962-A84-A93
[1S-3C-P]
3N "Overcall: Weak Jump" hcp=16+ S=:1stop text="to play" test=AKQ-K864-K92-Q82
P test=JT-AJ97-432-KT75
[1S-3D-P]
3N "Overcall: Weak Jump" hcp=16+ S=:1stop text="to play" test=AKQ-K864-K92-Q82
P test=JT-AJ97-432-KT75
[1S-3H-P]
4H "Overcall: Weak Jump" H=3+ hcp=14+ text="game" test=Q83-K953-AK3-QJ4
4H "Overcall: Weak Jump" H=4+ hcp=<10 shape=singleton-or-void text="preemptive raise" test=4-AQ87-T532-JT83
3N "Overcall: Weak Jump" hcp=16+ S=:1stop text="to play" test=K862-K5-KJT-AQJT
P test=QT93-962-A84-A93
[1{a}-2{a}-3{a}] where a in HS
4x "Michaels" X=4+ S=x H=x hcp=<12 text="competes: 4+ in partner's major" test=9764-842-K5-AJ43
P test=A643-KJT6-Q7-K73
[1{a}-2{a}-3{a}] where a in CD
3x "Michaels" X=3+U S=x H=x text="competes: the better major" test=QT93-962-A84-A93
P test=82-Q8-KJ96-AT643

# The advancer after a one-level overcall of the opponents' response: raise or pass.
[1C-P-1D-1H-P]
2H "Overcall" H=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=J732-J4-AQ82-T94
[1C-P-1D-1S-P]
2S "Overcall" S=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=Q3-8765-A652-Q63
[1C-P-1H-2D-P]
3D "Overcall" D=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=9764-842-K5-AJ43
[1C-P-1H-1S-P]
2S "Overcall" S=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=Q3-8765-A652-Q63
[1C-P-1S-2D-P]
3D "Overcall" D=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=9764-842-K5-AJ43
[1C-P-1S-2H-P]
3H "Overcall" H=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=J732-J4-AQ82-T94
[1D-P-1H-2C-P]
3C "Overcall" C=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=QJ7-J542-Q876-K4
[1D-P-1H-1S-P]
2S "Overcall" S=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=JT-AJ97-432-KT75
[1D-P-1S-2C-P]
3C "Overcall" C=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=QJ7-J542-Q876-K4
[1D-P-1S-2H-P]
3H "Overcall" H=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=J732-J4-AQ82-T94
[1H-P-1S-2C-P]
3C "Overcall" C=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=QJ7-J542-Q876-K4
[1H-P-1S-2D-P]
3D "Overcall" D=3+ hcp=6-10 text="raise: 3+ support" test=T43-K52-QJ2-Q972
P test=J843-JT7-QT-KQ62
