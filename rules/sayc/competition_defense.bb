# SAYC defense against their 1NT, weak twos, preempts and the strong 2C; and the passes of
# the defending side while the opponents bid alone.
#
# Against 1NT (the SAYC card: natural): double is for penalty (15+, or a good suit to lead);
# two-level suit bids are natural (a good 6-card suit, or 5-5/5-4 with the bid suit the
# longer or higher), 2NT shows both minors, a three-level bid a good 7-card suit.
# Advancing: pass, raise to invite or to game, or run to a long suit; after partner's
# penalty double, run to a 5-card suit only with a very weak hand.
# A double of an artificial bid (Stayman, a transfer) shows the suit doubled (lead-directing).
# Against a weak two or a preempt: the double is for takeout (opening values and shortness,
# or 17+), 2NT over a weak two is 15-18 with a stopper, the cue bid is Michaels, suit bids
# are natural and sound, 3NT over a three-bid is to play. In the balancing seat, a little
# lighter. Against the strong 2C: natural overcalls (lead-directing), 2NT the minors.

# ---------------------------------------------------------------------------------------
# Their 1NT opening
# ---------------------------------------------------------------------------------------

[1N] complete
D "Penalty Double" hcp=15+ text="penalty: 15+ HCP" test=AK73-J65-KQ73-K3 ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"
2N "Unusual Notrump" hcp=6+ C=5+ D=5+ alert text="both minors, 5-5 or better" test=72-K-AKT76-T9653 ref="SAYC booklet: unusual notrump"
3x "Overcall" hcp=8-15 X=7+:2/3,3/5 S=x H=x D=x C=x text="a good 7-card suit" test=76-KQJ7532-J9-KJ ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"
2x "Overcall" hcp=8-15 X=6+:2/3,3/5 S=x H=x D=x C=x text="a good 6-card suit" test=KQJ732-96-AJ2-T6 ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"
2x "Overcall" hcp=8-15 X=5+:2/3,3/5 S=x,<=5 H=x,<=5 D=x,<=5 C=x,<=5 shape=2-suiter text="a good 5-card suit and a second suit" test=AQ962-T3-A754-J4 ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"
2x "Overcall" hcp=8-15 X=6+:1/5 S=x H=x D=x C=x shape=2-suiter text="a two-suiter with a six-card or longer suit: the longer suit first" test=4-KT9865-8-AQJ97 ref="standard teaching: with two suits, bid the longer first; six-five shape makes up for the suit's quality"
2x "Overcall" hcp=11-14 X=7+:1/5 S=x H=x D=x C=x text="a seven-card suit with an honour and outside values: it passes the suit-quality test for the two level" test=K87-A5-Q976432-K ref="SAYC booklet: defense against 1NT (natural overcalls); standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid)"
P test=T43-K52-QJ2-Q972 text="no sound action over 1NT: pass" ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"
[1N-P-P] complete
D "Penalty Double" hcp=15+ text="penalty: 15+ HCP" test=AK73-J65-KQ73-K3 ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"
2N "Unusual Notrump" hcp=6+ C=5+ D=5+ alert text="both minors, 5-5 or better" test=72-K-AKT76-T9653 ref="SAYC booklet: unusual notrump"
3x "Overcall" hcp=8-15 X=7+:2/3,3/5 S=x H=x D=x C=x text="a good 7-card suit" test=76-KQJ7532-J9-KJ ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"
2x "Overcall" hcp=8-15 X=6+:2/3,3/5 S=x H=x D=x C=x text="a good 6-card suit" test=KQJ732-96-AJ2-T6 ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"
2x "Overcall" hcp=8-15 X=5+:2/3,3/5 S=x,<=5 H=x,<=5 D=x,<=5 C=x,<=5 shape=2-suiter text="a good 5-card suit and a second suit" test=AQ962-T3-A754-J4 ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"
2x "Overcall" hcp=8-15 X=6+:1/5 S=x H=x D=x C=x shape=2-suiter text="a two-suiter with a six-card or longer suit: the longer suit first" test=4-KT9865-8-AQJ97 ref="standard teaching: with two suits, bid the longer first; six-five shape makes up for the suit's quality"
2x "Overcall" hcp=11-14 X=7+:1/5 S=x H=x D=x C=x text="a seven-card suit with an honour and outside values: it passes the suit-quality test for the two level" test=K87-A5-Q976432-K ref="SAYC booklet: defense against 1NT (natural overcalls); standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid)"
P test=T43-K52-QJ2-Q972 text="no sound action over 1NT: pass" ref="SAYC booklet: defense against 1NT (natural overcalls, penalty double)"

# Partner doubled 1NT for penalty.
# Their redouble of our double of 1NT is for business: advancer with a weak hand runs to a
# five-card suit (1NT redoubled would make); with values he passes and the double stands.
[1N-D-R] complete
2x hcp=<7 X=5+ S=x H=x D=x C=x text="runs to a five-card suit: 1NT redoubled would make" test=862-4-T97652-Q42 ref="standard teaching: after their business redouble of our penalty double of 1NT, the weak hand runs"
P text="values: the double stands" test=Q82-K54-T976-Q42 ref="standard teaching: after their business redouble, the doubler's partner with values passes"
# The same after their redouble of our balancing double (1NT-P-P-X-XX): the passer is weak.
[1N-P-P-D-R] as [1N-D-R]
[1N-D-P] complete
2x "Penalty Double" hcp=0-4 X=5+ S=x H=x D=x C=x text="rescue: a very weak hand with a 5+ card suit" test=764-98-752-QJT94 ref="standard teaching: after partner's penalty double of 1NT"
P test=QT93-962-A84-A93 text="content to defend 1NT doubled" ref="standard teaching: after partner's penalty double of 1NT"
[1N-D-2C] complete
D "Penalty Double" hcp=6+ C=4+ text="penalty" test=42-KT74-K63-KJ62 ref="standard teaching: after partner's penalty double of 1NT"
[1N-D-2D] complete
D "Penalty Double" hcp=6+ D=4+ text="penalty" test=KJT6-K74-K873-T5 ref="standard teaching: after partner's penalty double of 1NT"
[1N-D-2H] complete
D "Penalty Double" hcp=6+ H=4+ text="penalty" test=T4-J875-KQJ9-K64 ref="standard teaching: after partner's penalty double of 1NT"
[1N-D-2S] complete
D "Penalty Double" hcp=6+ S=4+ text="penalty" test=KJ82-874-64-AK98 ref="standard teaching: after partner's penalty double of 1NT"
[1N-D-2{a}] complete
P test=KT94-JT8-643-T62 text="content to defend 1NT doubled" ref="standard teaching: after partner's penalty double of 1NT"
# Their runout from our penalty double of 1NT (partner passed it, or our balancing double was
# left in): our side holds the balance of power, so the doubler's double of the escape is for
# penalty, with four or more of their trumps and two of the top five honours.
[1N-D-2{a}-P-P] where a in CDHS
D "Penalty Double" hcp=15+ {a}=4+:2/5 text="penalty: their runout from 1NT doubled, four good trumps" ref="standard teaching: once our side has shown the balance of power (a penalty double, a redouble or a converted takeout double), a double of their escape is for penalty; the player with length and honours in their suit doubles" test=AK3-KJ4-A92-QJ73|AK3-KJ4-QJ73-A92|AK3-QJ73-KJ4-A92|QJ73-AK3-KJ4-A92
[1N-P-P-D-P-P-2{a}] where a in CDHS
D "Penalty Double" hcp=15+ {a}=4+:2/5 text="penalty: their runout from 1NT doubled, four good trumps behind the bidder" ref="standard teaching: once our side has shown the balance of power (a penalty double, a redouble or a converted takeout double), a double of their escape is for penalty; the player with length and honours in their suit doubles" test=AK3-KJ4-A92-QJ73|AK3-KJ4-QJ73-A92|AK3-QJ73-KJ4-A92|QJ73-AK3-KJ4-A92

# Advancing a natural overcall of 1NT.
[1N-2{b}-P] where b in HS complete
4{b} "Overcall" hcp=12+ {b}=3+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing an overcall of 1NT"
[1N-2{b}-P] complete
3{b} "Overcall" hcp=8-11 {b}=3+ text="invitational raise" test=K87-T875-Q96-KJ9 ref="standard teaching: advancing an overcall of 1NT"
[1N-2C-P] complete
2x "Overcall" hcp=<8 X=6+ S=x H=x D=x C=<3 text="to play: a 6+ card suit" test=QJ9753-J6-T52-Q3 ref="standard teaching: advancing an overcall of 1NT"
[1N-2D-P] complete
2x "Overcall" hcp=<8 X=6+ S=x H=x D=<3 text="to play: a 6+ card suit" test=AT9873-852-T5-Q3 ref="standard teaching: advancing an overcall of 1NT"
3C "Overcall" hcp=<10 C=7+ D=<3 text="to play: a 7+ card suit" test=74-K9-T8-AT98532 ref="standard teaching: advancing an overcall of 1NT"
[1N-2H-P] complete
2S "Overcall" hcp=<8 S=6+ H=<3 text="to play: a 6+ card suit" test=QJ9753-J6-T52-Q3 ref="standard teaching: advancing an overcall of 1NT"
3x "Overcall" hcp=<10 X=7+ C=x D=x H=<3 text="to play: a 7+ card suit" test=74-K9-T8-AT98532 ref="standard teaching: advancing an overcall of 1NT"
[1N-2{b}-P] complete
P test=T742-J65-52-KQ73 text="no fit: pass" ref="standard teaching: advancing an overcall of 1NT"
[1N-2N-P] complete
3x "Unusual Notrump" X=0+ C=x D=x text="preference (diamonds when equal)" test=QT93-962-A84-A93 ref="SAYC booklet: unusual notrump"
# Their double of the unusual notrump over their 1NT: partner showed both minors, so 2NT
# doubled is never the contract; the advancer still picks a minor, the longer, with equal
# length the cheaper (3C, the lower level if the double was for penalty).
[1N-2N-D] complete
3x "Unusual Notrump" X=0+U C=x D=x text="the longer minor (clubs when equal): 2NT doubled is never the spot" test=J873-Q96-T84-Q93 ref="SAYC booklet: unusual notrump (both minors); standard teaching: after a double of the two-suited overcall the advancer still chooses one of partner's suits"

# Lead-directing doubles of their conventional responses.
[1N-P-2C] complete
D "Lead-Directing Double" C=5+:2/3 text="lead-directing: good clubs" test=A954-K9-72-KQ642 ref="standard teaching: lead-directing doubles of conventional responses"
P test=JT-AJ97-432-KT75 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2D] complete
D "Lead-Directing Double" D=5+:2/3 text="lead-directing: good diamonds" test=86-Q874-AKQJ7-93 ref="standard teaching: lead-directing doubles of conventional responses"
P test=QT93-962-A84-A93 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2H] complete
D "Lead-Directing Double" H=5+:2/3 text="lead-directing: good hearts" test=J82-AQJ82-T83-A2 ref="standard teaching: lead-directing doubles of conventional responses"
P test=QT93-962-A84-A93 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2S] complete
P test=QT93-962-A84-A93 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2N] complete
P test=QT93-962-A84-A93 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-3N] complete
P test=QT93-962-A84-A93 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-4{a}] where a in HS complete
P test=QT93-962-A84-A93 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2C-P-2{a}] where a in DHS complete
P test=T43-K52-QJ2-Q972 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2D-P-2H] complete
P test=T43-K52-QJ2-Q972 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2H-P-2S] complete
P test=T43-K52-QJ2-Q972 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2C-P-2{a}-P-2N] where a in DHS complete
P test=QT93-962-A84-A93 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2C-P-2{a}-P-3N] where a in DHS complete
P test=QT93-962-A84-A93 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
[1N-P-2C-P-2D-P-2N-P-3N] complete
P test=T43-K52-QJ2-Q972 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"
# Balancing after their transfer to hearts is accepted and passed: they have a fit and
# responder is weak, so the pass-out seat competes with a long suit: six spades at the two
# level, a minor at the three level when it passes the suit-quality test (length and honours
# at least nine).
[1N-P-2D-P-2H-P-P] complete
2S "Overcall: Balancing" hcp=5-15 S=6+ text="competitive: a six-card suit; they have a fit and a weak responder" test=QJ9843-J2-K72-94 ref="standard teaching (Mike Lawrence, The Complete Book on Balancing; Larry Cohen): do not let them play at the two level with a fit; after a transfer accepted and passed, responder is weak (0-7) and our side holds about half the deck"
3x "Overcall: Balancing" hcp=8-15 X=6,7+:3/5,2/5 C=x D=x H=<3 text="competitive: a six-card minor with three of the top five honours (the suit-quality test for the three level)" test=K3-92-J84-AJT942 ref="standard teaching (Mike Lawrence, The Complete Book on Balancing; Larry Cohen): do not let them play at the two level with a fit; after a transfer accepted and passed, responder is weak (0-7) and our side holds about half the deck"
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing after their transfer; pass without a long suit"
# Advancing the balancing 2S: partner has a six-card suit, so three trumps are nine together.
[1N-P-2D-P-2H-P-P-2S-P] complete
3S "Overcall: Balancing" hcp=9+ S=3+ text="raise: three trumps and values opposite the six-card suit (nine trumps, the three level)" test=Q84-KJ52-A87-J94 ref="standard teaching (Mike Lawrence, The Complete Book on Balancing): the balancer has borrowed a king, so raise only with real values; the law of total tricks: nine trumps, the three level"
P test=7-QJ85-K9743-Q92 text="no fit or no values: pass" ref="standard teaching: advancing a balancing overcall"
[1N-P-2H-P-2S-P-P] complete
P test=QT93-962-A84-A93 text="no lead to direct: pass" ref="standard teaching: lead-directing doubles of conventional responses"

# ---------------------------------------------------------------------------------------
# Their weak two bids
# ---------------------------------------------------------------------------------------

[2D] complete
3D "Michaels" hcp=11+ S=5+ H=5+ alert text="both majors, 5-5" test=AT942-QJ962-K-QJ ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
D "Takeout Double" hcp=17+ text="takeout; 17+ any" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A875-AQ5-AJ43-K4
2N "Overcall: 1NT" hcp=15-18 shape=balanced D=:1stop text="15-18, balanced, a stopper" test=Q83-K953-AK3-QJ4 ref="standard teaching: 1NT over a weak two is 15-18 with a stopper"
2x "Overcall" hcp=11-16 X=6+:2/3,3/5 S=x H=x text="a good six-card major: overcall rather than double" ref="standard teaching: defense against weak two bids; with a good six-card major, overcall rather than double" test=AKJT84-Q6-4-K965
D "Takeout Double" hcp=12+ dist=T13+ S=3+ H=3+ C=3+ D=<3 text="takeout: opening values, short diamonds" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A643-KJT6-Q7-K73
D "Takeout Double" hcp=12+ S=4+ H=4+ D=3 text="takeout: both majors, three diamonds" ref="standard teaching: the double of a weak two stresses the unbid major(s)" test=KJ74-AQ63-J82-K5
2x "Overcall" hcp=11-17 X=5+:2/3,3/5 S=x H=x text="a good 5+ card suit" test=KQT-AQ963-Q42-94 ref="standard teaching: defense against weak two bids"
3C "Overcall" hcp=12-17 C=6+:2/3,3/5 text="a good 6+ card suit" test=85-K8-AJ5-KQ9852 ref="standard teaching: defense against weak two bids"
2x "Overcall" hcp=14-17 X=6+ S=x H=x text="a 6+ card major, sound values" ref="standard teaching: defense against weak two bids; a sound overcall has a good suit or extra values" test=A98532-K4-Q3-AJ5
2x "Overcall" hcp=15-17 X=5+:4+ S=x H=x text="a 5-card major with honours, sound values" ref="standard teaching: defense against weak two bids; a sound overcall has a good suit or extra values" test=AJ863-K4-72-AQJ5
3C "Overcall" hcp=15-17 C=5+:4+ text="5+ clubs with honours, sound values" ref="standard teaching: defense against weak two bids; a sound overcall has a good suit or extra values" test=A7-KQ5-832-AQ962
2x "Overcall" hcp=10-16 X=7+:2/3 S=x H=x text="a seven-card major with two top honours, 10+" ref="standard teaching: defense against weak two bids; a seven-card suit with two top honours is worth about six tricks on its own: overcall at the two or three level with 10+ HCP" test=AKJT875-5-Q3-842|5-AKJT875-842-Q3
P test=JT-AJ97-432-KT75 text="no sound action over the weak two" ref="standard teaching: defense against weak two bids"
[2H] complete
3H "Michaels" hcp=11+ S=5+ X=5+ C=x D=x alert text="5+ spades and a 5+ minor" test=AKQ92-Q2-9-QT843 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
D "Takeout Double" hcp=17+ text="takeout; 17+ any" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A875-AQ5-AJ43-K4
2N "Overcall: 1NT" hcp=15-18 shape=balanced H=:1stop text="15-18, balanced, a stopper" test=Q83-K953-AK3-QJ4 ref="standard teaching: 1NT over a weak two is 15-18 with a stopper"
2S "Overcall" hcp=11-16 S=6+:2/3,3/5 text="a good six-card major: overcall rather than double" ref="standard teaching: defense against weak two bids; with a good six-card major, overcall rather than double" test=AKJT84-4-KJ9-Q96
D "Takeout Double" hcp=12+ dist=T13+ S=3+ D=3+ C=3+ H=<3 text="takeout: opening values, short hearts" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=K753-K6-AK7-J986
D "Takeout Double" hcp=15+ S=4+ H=3 D=3+ C=3+ text="takeout: four spades, three hearts, 15+" ref="standard teaching: the double of a weak two stresses the unbid major(s)" test=KQ74-852-AK3-A96
2S "Overcall" hcp=11-17 S=5+:2/3,3/5 text="a good 5+ card suit" test=AK875-Q6-A3-T832 ref="standard teaching: defense against weak two bids"
3x "Overcall" hcp=12-17 X=6+:2/3,3/5 C=x D=x text="a good 6+ card suit" test=85-K8-AJ5-KQ9852 ref="standard teaching: defense against weak two bids"
2S "Overcall" hcp=14-17 S=6+ text="6+ spades, sound values" ref="standard teaching: defense against weak two bids; a sound overcall has a good suit or extra values" test=A98532-K4-Q3-AJ5
2S "Overcall" hcp=15-17 S=5+:4+ text="5 spades with honours, sound values" ref="standard teaching: defense against weak two bids; a sound overcall has a good suit or extra values" test=AJ863-842-Q-AKQ2
3x "Overcall" hcp=14-17 X=6+ C=x D=x text="a 6+ card minor, sound values" ref="standard teaching: defense against weak two bids; a sound overcall has a good suit or extra values" test=A5-K4-KJ4-A98532
3x "Overcall" hcp=15-17 X=5+:4+ C=x D=x text="a 5-card minor with honours, sound values" ref="standard teaching: defense against weak two bids; a sound overcall has a good suit or extra values" test=A7-5-QJ543-AKJ62
2S "Overcall" hcp=11-13 S=6+:4+ text="six spades with a useful honour holding, 11-13" ref="standard teaching: defense against weak two bids; a six-card suit and opening values overcall at the two level" test=KJ8753-94-A62-K5
D "Takeout Double" hcp=13+ S=4+ H=<=2 text="takeout: four spades, short hearts, opening values" ref="standard teaching: the double of a weak two stresses the unbid major; with four spades and shortness in their suit, double with opening values" test=KQJ7-85-A3-KT943
D "Takeout Double" hcp=14+ S=4+ H=3 text="takeout: four spades, three hearts, a good opening hand" ref="standard teaching: the double of a weak two stresses the unbid major(s)" test=AQ93-852-KQJ4-A6
2S "Overcall" hcp=10-16 S=7+:2/3 text="a seven-card major with two top honours, 10+" ref="standard teaching: defense against weak two bids; a seven-card suit with two top honours is worth about six tricks on its own: overcall at the two or three level with 10+ HCP" test=AKJT875-5-Q3-842
P test=JT-AJ97-432-KT75 text="no sound action over the weak two" ref="standard teaching: defense against weak two bids"
[2S] complete
3S "Michaels" hcp=11+ H=5+ X=5+ C=x D=x alert text="5+ hearts and a 5+ minor" test=K5-AT853-8-AQ875 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
D "Takeout Double" hcp=17+ text="takeout; 17+ any" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A875-AQ5-AJ43-K4
2N "Overcall: 1NT" hcp=15-18 shape=balanced S=:1stop text="15-18, balanced, a stopper" test=AQ85-AT-Q86-KT65 ref="standard teaching: 1NT over a weak two is 15-18 with a stopper"
3H "Overcall" hcp=12-16 H=6+:2/3,3/5 text="a good six-card major: overcall rather than double" ref="standard teaching: defense against weak two bids; with a good six-card major, overcall rather than double" test=4-AKJT84-KJ9-Q96
D "Takeout Double" hcp=12+ dist=T13+ H=3+ D=3+ C=3+ S=<3 text="takeout: opening values, short spades" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=64-JT52-AQ7-AQT7
D "Takeout Double" hcp=15+ H=4+ S=3 D=3+ C=3+ text="takeout: four hearts, three spades, 15+" ref="standard teaching: the double of a weak two stresses the unbid major(s)" test=852-AQ74-KQ3-AJ6
3x "Overcall" hcp=12-17 X=6+:2/3,3/5 H=x C=x D=x text="a good 6+ card suit" test=Q92-Q3-JT-AKJT98 ref="standard teaching: defense against weak two bids"
3H "Overcall" hcp=13-17 H=5+:2/3,3/5 text="a good 5-card suit" test=KQ95-AQT87-75-K9 ref="standard teaching: defense against weak two bids"
3x "Overcall" hcp=14-17 X=6+ H=x C=x D=x text="a 6+ card suit, sound values" ref="standard teaching: defense against weak two bids; a sound overcall has a good suit or extra values" test=K4-A98532-Q3-AJ5
3x "Overcall" hcp=15-17 X=5+:4+ H=x C=x D=x text="a 5-card suit with honours, sound values" ref="standard teaching: defense against weak two bids; a sound overcall has a good suit or extra values" test=A4-AJ863-72-KQJ5
3H "Overcall" hcp=10-16 H=7+:2/3 text="a seven-card major with two top honours, 10+" ref="standard teaching: defense against weak two bids; a seven-card suit with two top honours is worth about six tricks on its own: overcall at the two or three level with 10+ HCP" test=5-AKJT875-Q3-842
P test=JT-AJ97-432-KT75 text="no sound action over the weak two" ref="standard teaching: defense against weak two bids"

# Balancing over a weak two: a little lighter.
[2D-P-P] complete
3D "Michaels" hcp=9+ S=5+ H=5+ alert text="balancing: both majors, 5-5" ref="SAYC booklet: Michaels cue bid; standard teaching: balancing over a weak two (borrow a king): with a 5-5 two-suiter, the cue bid shows both suits" test=KT942-QJ962-K-Q2
D "Takeout Double: Balancing" hcp=10+ S=3+ H=3+ C=3+ D=<3 text="takeout" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A643-KJT6-Q7-K73
2N "Overcall: Balancing" hcp=14-17 shape=balanced D=:1stop text="14-17, balanced, a stopper" test=Q83-K953-AK3-QJ4 ref="standard teaching: balancing over a weak two"
2x "Overcall: Balancing" hcp=9-15 X=5+:2/3,3/5 S=x H=x text="a good 5+ card suit" test=AKT75-93-K874-Q5 ref="standard teaching: balancing over a weak two"
3C "Overcall: Balancing" hcp=10-15 C=6+ text="a 6+ card suit" test=AK-J74-J7-QJT643 ref="standard teaching: balancing over a weak two"
D "Takeout Double: Balancing" hcp=10+ S=4+ H=4+ D=3 text="takeout: both majors, three diamonds" ref="standard teaching: balancing over a weak two (borrow a king); the double stresses the unbid major(s)" test=KJ74-QT63-J82-K5
2x "Overcall: Balancing" hcp=12-15 X=5+ S=x H=x text="a 5+ card major, sound values" ref="standard teaching: balancing over a weak two (borrow a king)" test=A8632-K4-Q72-KJ5
3C "Overcall: Balancing" hcp=12-15 C=5+:4+ text="5+ clubs with honours" ref="standard teaching: balancing over a weak two (borrow a king)" test=A7-K85-832-AQ962
2x "Overcall: Balancing" hcp=8-15 X=6+ S=x H=x text="a six-card major, 8-15" ref="standard teaching: balancing over a weak two (borrow a king): with a six-card major, do not sell out at the two level" test=AT9763-A42-5-J87
D "Takeout Double: Balancing" hcp=11+ S=4+ H=3+ D=<=3 text="takeout: four spades, three or more hearts, 11+" ref="standard teaching: balancing over a weak two (borrow a king); the double stresses the unbid major(s)" test=KQ74-Q52-K73-J96
D "Takeout Double: Balancing" hcp=11+ H=4+ S=3+ D=<=3 text="takeout: four hearts, three or more spades, 11+" ref="standard teaching: balancing over a weak two (borrow a king); the double stresses the unbid major(s)" test=Q52-KQ74-K73-J96
D "Takeout Double: Balancing" hcp=12+ S=4+ H=4+ D=4 text="takeout: both majors, 12+ (four diamonds)" ref="standard teaching: balancing over a weak two (borrow a king); with both majors, double" test=KJ74-AQ63-J842-K
2x "Overcall: Balancing" hcp=10-15 X=5+ S=x H=x D=<=3 text="a five-card major, 10-15" ref="standard teaching: balancing over a weak two (borrow a king): with a five-card major and opening values less a king, do not sell out at the two level" test=KT962-K85-T83-A4|T83-KT962-K85-A4
D "Takeout Double: Balancing" hcp=13-15 shape=balanced D=<=3 text="13-15, balanced: borrow a king (partner, who passed, may hold 10-15)" ref="standard teaching: balancing over a weak two (borrow a king): do not sell out at the two level with an opening hand" test=KJ3-AQ4-742-KJ42
D "Takeout Double: Balancing" hcp=16+ text="16+" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=QJ7-KJT-Q53-AKJ2
P test=T43-K52-QJ2-Q972 text="no safe balancing action" ref="standard teaching: balancing over a weak two"
[2H-P-P] complete
3H "Michaels" hcp=9+ S=5+ X=5+ C=x D=x alert text="balancing: 5+ spades and a 5+ minor" ref="SAYC booklet: Michaels cue bid; standard teaching: balancing over a weak two (borrow a king): with a 5-5 two-suiter, the cue bid shows both suits" test=KQ982-2-A3-QT843|KQ982-2-QT843-A3
D "Takeout Double: Balancing" hcp=10+ S=3+ D=3+ C=3+ H=<3 text="takeout" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=AT84-T5-A64-AJ52
2N "Overcall: Balancing" hcp=14-17 shape=balanced H=:1stop text="14-17, balanced, a stopper" test=Q83-K953-AK3-QJ4 ref="standard teaching: balancing over a weak two"
2S "Overcall: Balancing" hcp=9-15 S=5+:2/3,3/5 text="a good 5+ card suit" test=AKT75-93-K874-Q5 ref="standard teaching: balancing over a weak two"
3x "Overcall: Balancing" hcp=10-15 X=6+ C=x D=x text="a 6+ card suit" test=AK-J74-J7-QJT643 ref="standard teaching: balancing over a weak two"
D "Takeout Double: Balancing" hcp=12+ S=4+ H=3 D=3+ C=3+ text="takeout: four spades, three hearts" ref="standard teaching: balancing over a weak two (borrow a king); the double stresses the unbid major(s)" test=KQ74-852-K73-A96
2S "Overcall: Balancing" hcp=12-15 S=5+ text="5+ spades, sound values" ref="standard teaching: balancing over a weak two (borrow a king)" test=A8632-K42-Q7-KJ5
3x "Overcall: Balancing" hcp=12-15 X=5+:4+ C=x D=x text="a 5+ card minor with honours" ref="standard teaching: balancing over a weak two (borrow a king)" test=A7-852-K32-AQ962
2S "Overcall: Balancing" hcp=8-15 S=6+ text="six spades, 8-15" ref="standard teaching: balancing over a weak two (borrow a king): with a six-card major, do not sell out at the two level" test=QT8754-K4-J52-A7
D "Takeout Double: Balancing" hcp=11+ S=4+ H=<=3 text="takeout: four spades, 11+" ref="standard teaching: balancing over a weak two (borrow a king); the double stresses the unbid major" test=A974-T85-A3-AJ64
2S "Overcall: Balancing" hcp=10-15 S=5+ H=<=3 text="five spades, 10-15" ref="standard teaching: balancing over a weak two (borrow a king): with five spades and opening values less a king, do not sell out at the two level" test=KT962-T85-AT3-K4
D "Takeout Double: Balancing" hcp=13-15 shape=balanced H=<=3 text="13-15, balanced: borrow a king (partner, who passed, may hold 10-15)" ref="standard teaching: balancing over a weak two (borrow a king): do not sell out at the two level with an opening hand" test=KJ3-742-AQ4-KJ42
D "Takeout Double: Balancing" hcp=16+ text="16+" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A85-J82-AK5-AJT7
P test=T43-K52-QJ2-Q972 text="no safe balancing action" ref="standard teaching: balancing over a weak two"
[2S-P-P] complete
3S "Michaels" hcp=9+ H=5+ X=5+ C=x D=x alert text="balancing: 5+ hearts and a 5+ minor" ref="SAYC booklet: Michaels cue bid; standard teaching: balancing over a weak two (borrow a king): with a 5-5 two-suiter, the cue bid shows both suits" test=2-KQ982-A3-QT843|2-KQ982-QT843-A3
D "Takeout Double: Balancing" hcp=10+ H=3+ D=3+ C=3+ S=<3 text="takeout" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=64-JT52-AQ7-AQT7
2N "Overcall: Balancing" hcp=14-17 shape=balanced S=:1stop text="14-17, balanced, a stopper" test=AQ85-AT-Q86-KT65 ref="standard teaching: balancing over a weak two"
3x "Overcall: Balancing" hcp=10-15 X=6+ H=x C=x D=x text="a 6+ card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: balancing over a weak two"
D "Takeout Double: Balancing" hcp=12+ H=4+ S=3 D=3+ C=3+ text="takeout: four hearts, three spades" ref="standard teaching: balancing over a weak two (borrow a king); the double stresses the unbid major(s)" test=852-KQ74-K73-A96
3x "Overcall: Balancing" hcp=12-15 X=5+:4+ H=x C=x D=x text="a 5-card suit with honours" ref="standard teaching: balancing over a weak two (borrow a king)" test=A4-AJ863-72-KJ95
D "Takeout Double: Balancing" hcp=13-15 shape=balanced S=<=3 text="13-15, balanced: borrow a king (partner, who passed, may hold 10-15)" ref="standard teaching: balancing over a weak two (borrow a king): do not sell out at the two level with an opening hand" test=742-KJ3-AQ4-KJ42
D "Takeout Double: Balancing" hcp=16+ text="16+" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=842-AK9-A53-AQ52
P test=T43-K52-QJ2-Q972 text="no safe balancing action" ref="standard teaching: balancing over a weak two"

# Advancing the takeout double of a weak two: 0-8 the cheapest bid (a major first), game
# with 12+ and a major, 3NT with a stopper, the cue bid forcing; pass with long trumps.
[2D-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=7+ text="penalty pass" test=86-Q874-AKQJ7-93 ref="standard teaching: advancing the takeout double of a weak two"
4x "Takeout Double: Advance" hcp=11+ X=5+ S=x H=x text="game: a 5+ card major" test=KQT-AQ963-Q42-94 ref="standard teaching: advancing the takeout double of a weak two"
3N "Takeout Double: Advance" hcp=11+ D=:1stop text="to play: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing the takeout double of a weak two"
4x "Takeout Double: Advance" hcp=9-10 X=6+ S=x H=x text="game: a six-card major and 9-10" ref="standard teaching: advancing the takeout double of a weak two: a six-card suit is worth about two points more, so jump (invite) with 7-8 and bid game with 9+" test=AJ9754-32-J4-K32|32-AJ9754-J4-K32
3x "Takeout Double: Advance" hcp=7-8 X=6+ S=x H=x text="jump: invitational, a six-card major" ref="standard teaching: advancing the takeout double of a weak two: a six-card suit is worth about two points more, so jump (invite) with 7-8 and bid game with 9+" test=KQ9754-32-J4-Q32|32-KQ9754-J4-Q32
3D "Takeout Double: Advance" hcp=13+ asks=1 text="cue bid: forcing" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: advancing the takeout double of a weak two"
4x "Takeout Double: Advance" hcp=12+ X=4+ S=x H=x text="game: 12+ and a four-card major" ref="standard teaching: advancing the takeout double of a weak two: with game values and a four-card major, bid game" test=KQ73-T2-J52-AQ72
3x "Takeout Double: Advance" hcp=9-11 X=4+ S=x H=x text="jump: invitational, a 4+ card major" test=QT93-962-A84-A93 ref="standard teaching: advancing the takeout double of a weak two"
2x "Takeout Double: Advance" X=4+U S=x H=x text="a 4+ card major" test=T742-J65-52-KQ73 ref="standard teaching: advancing the takeout double of a weak two"
2N "Takeout Double: Advance" hcp=9-10 D=:1stop text="invitational, a stopper" test=872-K3-QJ86-AT75 ref="standard teaching: advancing the takeout double of a weak two"
3C "Takeout Double: Advance" C=4+ text="4+ clubs" test=QT8-KJ4-762-J764 ref="standard teaching: advancing the takeout double of a weak two"
2x "Takeout Double: Advance" X=3U S=x H=x text="a 3-card major" test=JT7-AJ6-9654-T98 ref="standard teaching: advancing the takeout double of a weak two"
3C "Takeout Double: Advance" text="nothing better" test=A9-85-QT8543-852 ref="standard teaching: advancing the takeout double of a weak two"
[2H-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=7+ text="penalty pass" test=J82-AQJ82-T83-A2 ref="standard teaching: advancing the takeout double of a weak two"
4S "Takeout Double: Advance" hcp=11+ S=5+ text="game: 5+ spades" test=K7532-Q3-Q62-AQ4 ref="standard teaching: advancing the takeout double of a weak two"
3N "Takeout Double: Advance" hcp=11+ H=:1stop text="to play: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing the takeout double of a weak two"
4S "Takeout Double: Advance" hcp=9-10 S=6+ text="game: six spades and 9-10" ref="standard teaching: advancing the takeout double of a weak two: a six-card suit is worth about two points more, so jump (invite) with 7-8 and bid game with 9+" test=AJ9754-32-J4-K32
3S "Takeout Double: Advance" hcp=7-8 S=6+ text="jump: invitational, six spades" ref="standard teaching: advancing the takeout double of a weak two: a six-card suit is worth about two points more, so jump (invite) with 7-8 and bid game with 9+" test=KQ9754-32-J4-Q32
3H "Takeout Double: Advance" hcp=13+ asks=1 text="cue bid: forcing" test=AT8-764-QJ63-AK4 ref="standard teaching: advancing the takeout double of a weak two"
4S "Takeout Double: Advance" hcp=12+ S=4+ text="game: 12+ and four spades" ref="standard teaching: advancing the takeout double of a weak two: with game values and a four-card major, bid game" test=AT84-J54-AT6-K52
3S "Takeout Double: Advance" hcp=9-11 S=4+ text="jump: invitational, 4+ spades" test=QT93-962-A84-A93 ref="standard teaching: advancing the takeout double of a weak two"
2S "Takeout Double: Advance" S=4+ text="4+ spades" test=T742-J65-52-KQ73 ref="standard teaching: advancing the takeout double of a weak two"
2N "Takeout Double: Advance" hcp=9-10 H=:1stop text="invitational, a stopper" test=42-KT74-K63-KJ62 ref="standard teaching: advancing the takeout double of a weak two"
3x "Takeout Double: Advance" X=4+ C=x D=x text="the longer minor" test=T86-A532-T832-K5 ref="standard teaching: advancing the takeout double of a weak two"
2S "Takeout Double: Advance" text="nothing better" test=KT4-T865-643-QJ5 ref="standard teaching: advancing the takeout double of a weak two"
[2S-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=7+ text="penalty pass" test=AKT75-93-K874-Q5 ref="standard teaching: advancing the takeout double of a weak two"
4H "Takeout Double: Advance" hcp=11+ H=5+ text="game: 5+ hearts" test=KQT-AQ963-Q42-94 ref="standard teaching: advancing the takeout double of a weak two"
3N "Takeout Double: Advance" hcp=11+ S=:1stop text="to play: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: advancing the takeout double of a weak two"
4H "Takeout Double: Advance" hcp=8-10 H=6+ text="game: six hearts and 8-10" ref="standard teaching: advancing the takeout double of a weak two: a six-card suit is worth about two points more, so with 8+ and six hearts bid game" test=32-KJ9754-Q4-K32
3S "Takeout Double: Advance" hcp=13+ asks=1 text="cue bid: forcing" test=J3-AJ8-AT32-A932 ref="standard teaching: advancing the takeout double of a weak two"
4H "Takeout Double: Advance" hcp=10+ H=4+ text="game: 4+ hearts" test=T4-J875-KQJ9-K64 ref="standard teaching: advancing the takeout double of a weak two"
3H "Takeout Double: Advance" H=4+ text="4+ hearts" test=T86-A532-T832-K5 ref="standard teaching: advancing the takeout double of a weak two"
2N "Takeout Double: Advance" hcp=9-10 S=:1stop text="invitational, a stopper" test=QT93-962-A84-A93 ref="standard teaching: advancing the takeout double of a weak two"
3x "Takeout Double: Advance" X=4+ C=x D=x text="the longer minor" test=Q872-J5-AT96-432 ref="standard teaching: advancing the takeout double of a weak two"
3H "Takeout Double: Advance" H=3 text="three hearts" test=Q753-KJ5-J64-962 ref="standard teaching: advancing the takeout double of a weak two"
3C "Takeout Double: Advance" text="nothing better" test=J9852-T7-A96-J76 ref="standard teaching: advancing the takeout double of a weak two"

# Doubler's rebid: game with a fit and 18+, a raise with 16-17, a new suit 17+ (5+ cards),
# 3NT with a stopper.
[2{a}-D-P-2{b}-P] where a in DH, b in HS, a<b complete
4{b} "Takeout Double" hcp=18+ {b}=4+ text="game" test=AK86-AQ53-AQ-743 ref="standard teaching: the doubler's rebid"
3{b} "Takeout Double" hcp=16-17 {b}=4+ text="invitational raise" test=A542-K432-AQ2-A3 ref="standard teaching: the doubler's rebid"
# Advancer jumped to three of a major (invitational, 9-11): without a fit the doubler accepts
# with 15+ and a stopper in 3NT (with a fit, game with 16+ below).
[2{a}-D-P-3{b}-P] where a in DH, b in HS, a<b complete
3N "Takeout Double" hcp=15+ {a}=:1stop {b}=<3 text="accepts the invitation: 3NT with a stopper, no fit" ref="standard teaching: the doubler's rebid" test=K8-AJ-KQ52-A9732
[2{a}-D-P-3{b}-P] where a in DH, b!=a, b in HS complete
4{b} "Takeout Double" hcp=16+ {b}=3+ text="game" test=A875-AQ5-AJ43-K4 ref="standard teaching: the doubler's rebid"
# Advancer's jump invites with 9-11 and four or more cards: a strong doubler does not pass it.
# Over 3S, with five hearts of his own he offers them at game (over 3H
# a new suit, below, is forcing); with 18+ and a doubleton he raises.
[2D-D-P-3S-P] complete
4H "Takeout Double" hcp=16+ H=5+ text="game in his own five-card major: 16+ opposite the 9-11 jump" ref="standard teaching: the doubler's rebid: accepting advancer's invitation, a strong doubler shows his five-card suit" test=AK-AKQ43-T92-Q63
[2{a}-D-P-3{b}-P] where a in DH, b in HS, a<b complete
4{b} "Takeout Double" hcp=18+ {b}=2 S=<5 text="game: 18+ and a doubleton opposite the 9-11 jump with four or more cards" ref="standard teaching: the doubler's rebid: with 18+ opposite an invitational jump, bid game" test=A8-AK72-Q75-AKJ3|AK72-A8-Q75-AKJ3|A8-Q75-AK72-AKJ3
[2{a}-D-P-3{b}-P] where a in DHS, b!=a, b in CD complete
3N "Takeout Double" hcp=17+ {a}=:1stop text="game: a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: the doubler's rebid"
# Over 2S advancer's 3H is forced, not a jump (0-8): with 18+, a spade stopper and no heart
# fit the doubler bids 3NT (with a fit, the raise above).
[2S-D-P-3H-P] complete
4H "Takeout Double" hcp=18+ H=3+ text="game: 18+ and support opposite advancer's forced 3H (0-8)" ref="standard teaching: the doubler's rebid: over 2S advancer's 3H is the cheapest answer, forced, not a jump; with 18+ opposite a forced answer the doubler bids game, with less he passes" test=AK2-KQ5-AJ52-K52
3N "Takeout Double" hcp=18+ S=:1stop H=<3 text="game: 18+, a stopper in their suit, no fit for advancer's forced 3H" ref="standard teaching: the doubler's rebid: with 18+ opposite a forced answer, game when a stopper makes 3NT safe" test=AQ5-Q8-KQJ4-A854
[2{a}-D-P-2{b}-P] where a in DH, b in HS, a<b complete
3N "Takeout Double" hcp=18+ {a}=:1stop text="game: a stopper" test=AQ5-A85-KQJ-K854 ref="standard teaching: the doubler's rebid"
# Without a fit, a strong doubler (17+) shows a five-card suit of his own (advancer's forced
# answer may be 0): the other major at the two level, a minor at the three level with 18+;
# a balanced 19-22 without a full stopper bids 2NT (half a stopper at least); a raise with
# three-card support and 19+.
[2D-D-P-2H-P] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=AQJ983-K-3-AKQ52
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=K4-AQ5-J32-AKQJ5
2N "Takeout Double" hcp=19-22 shape=balanced D=:hstop text="19-22, balanced, a partial diamond stopper at least" ref="standard teaching: the doubler's rebid: double, then notrump, shows a balanced hand too strong for the direct notrump overcall" test=AQ95-AQ5-Q83-AK4
3H "Takeout Double" hcp=19+ H=3 text="19+ and three hearts: invitational" ref="standard teaching: the doubler's rebid: with 19+ the doubler does not pass the forced answer" test=AKJ5-AQ5-53-AKJ5
[2D-D-P-2S-P] complete
3H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=52-AKJ85-32-AKQ5
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=AQ5-K4-J32-AKQJ5
2N "Takeout Double" hcp=19-22 shape=balanced D=:hstop text="19-22, balanced, a partial diamond stopper at least" ref="standard teaching: the doubler's rebid: double, then notrump, shows a balanced hand too strong for the direct notrump overcall" test=AQ5-AQ95-Q83-AK4
3S "Takeout Double" hcp=19+ S=3 text="19+ and three spades: invitational" ref="standard teaching: the doubler's rebid: with 19+ the doubler does not pass the forced answer" test=AQ5-AKJ5-53-AKJ5
[2H-D-P-2S-P] complete
3x "Takeout Double" hcp=18+ X=5+ D=x C=x text="18+, a five-card minor" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=K4-J32-AQ5-AKQJ5
2N "Takeout Double" hcp=19-22 shape=balanced H=:hstop text="19-22, balanced, a partial heart stopper at least" ref="standard teaching: the doubler's rebid: double, then notrump, shows a balanced hand too strong for the direct notrump overcall" test=AQ5-Q83-AQ95-AK4
3S "Takeout Double" hcp=19+ S=3 text="19+ and three spades: invitational" ref="standard teaching: the doubler's rebid: with 19+ the doubler does not pass the forced answer" test=AQ5-53-AKJ5-AKJ5
[2{a}-D-P-2{b}-P] where a in DH, b in HS, a<b complete
P test=KQT9-KT32-K5-K32 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
# Advancer after the strong doubler's rebid over his forced two-level answer (0-8): game
# opposite 2NT (19-22) with 5+; over the raise (19+, three trumps) game with 5+ or a fifth
# trump; over the doubler's new suit (17+, five cards) a raise with three-card support
# (game with 7+), 3NT with 6+ and their suit stopped; otherwise pass.
[2{a}-D-P-2{b}-P-2N-P] where a in DH, b in HS, a<b complete
3N "Takeout Double: Advance" hcp=5+ text="game: 5+ opposite 19-22" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=Q62-K8642-J95-74|K8642-Q62-J95-74
P "Takeout Double: Advance" text="0-4: pass" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=862-J8642-Q95-74|J8642-862-Q95-74
[2{a}-D-P-2{b}-P-3{b}-P] where a in DH, b in HS, a<b complete
4{b} "Takeout Double: Advance" hcp=5+ text="game: 5+ opposite 19+ with support" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=Q62-K864-J952-74|K864-Q62-J952-74
4{b} "Takeout Double: Advance" {b}=5+ text="game: a fifth trump" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=862-J8642-Q95-74|J8642-862-Q95-74
P "Takeout Double: Advance" text="a bare minimum: pass" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=862-J864-Q952-74|J864-862-Q952-74
[2D-D-P-2H-P-2S-P] complete
4S "Takeout Double: Advance" hcp=7+ S=3+ text="game: support and values opposite 17+ with five spades" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=Q62-K864-J952-K4
3S "Takeout Double: Advance" S=3+ hcp=4+ text="support and some values" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=Q62-J864-J952-74
[2D-D-P-2S-P-3H-P] complete
4H "Takeout Double: Advance" hcp=5+ H=3+ text="game: support and values opposite 17+ with five hearts" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=K864-Q62-J952-74
[2{a}-D-P-2{b}-P-3{c}-P] where a in DH, b in HS, a<b, c in CD, c!=a complete
3N "Takeout Double: Advance" hcp=6+ {a}=:1stop text="game: their suit stopped and values opposite 17+" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=862-J8642-KJ5-Q4|J8642-862-KJ5-Q4|J8642-KJ5-862-Q4|J8642-KJ5-Q4-862
[2{a}-D-P-2{b}-P-2S-P] where a in D, b in H complete
P "Takeout Double: Advance" text="nothing more to say: pass" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=62-J8642-Q952-74
[2D-D-P-2S-P-3H-P] complete
P "Takeout Double: Advance" text="nothing more to say: pass" ref="standard teaching: advancing a takeout double" test=J8642-862-Q95-74
[2{a}-D-P-2{b}-P-3{c}-P] where a in DH, b in HS, a<b, c in CD, c!=a complete
P "Takeout Double: Advance" text="nothing more to say: pass" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=862-J8642-Q95-74|J8642-862-Q95-74|J8642-862-74-Q95

# A new suit by the doubler after advancer's three-level answer: 17+ and five or more cards
# (advancer raises with three, or bids 3NT with a stopper: below).
[2D-D-P-3C-P] complete
3x "Takeout Double" hcp=17+ X=5+ S=x H=x text="a strong hand with a five-card major" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand (17+) and five or more cards" test=AKJT9-A8-Q2-KQ95
[2D-D-P-3H-P] complete
3S "Takeout Double" hcp=17+ S=5+ text="a strong hand with five or more spades" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand (17+) and five or more cards" test=AKJT9-A8-Q2-KQ95
[2H-D-P-3{b}-P] where b in CD complete
3S "Takeout Double" hcp=17+ S=5+ text="a strong hand with five or more spades" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand (17+) and five or more cards" test=AKJT9-83-A2-KQ95
[2S-D-P-3{b}-P] where b in CD complete
3H "Takeout Double" hcp=17+ H=5+ text="a strong hand with five or more hearts" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand (17+) and five or more cards" test=83-AKJT9-A2-KQ95
# A strong doubler (18+) does not pass advancer's forced three-level minor (0-8): with no
# stopper for 3NT and four-card support he raises to four (advancer bids five with 6+, or five
# trumps and 4+).
[2{a}-D-P-3{b}-P] where a in DHS, b in CD, b!=a complete
4{b} "Takeout Double" hcp=18+ {b}=4+ text="18+ and four-card support opposite the forced answer: invites five" ref="standard teaching: the doubler's rebid: with 18+ the doubler does not pass the forced answer; with a fit he raises" test=AK5-AQT3-73-KQJ4|AK5-73-AQT3-KQJ4|AK5-73-KQJ4-AQT3|73-AK5-AQT3-KQJ4|73-AK5-KQJ4-AQT3
[2{a}-D-P-3{b}-P-4{b}-P] where a in DHS, b in CD, b!=a complete
5{b} "Takeout Double: Advance" hcp=6+ text="game: 6+ opposite the strong raise" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=Q62-J86-742-KT74
5{b} "Takeout Double: Advance" hcp=4+ {b}=5+ text="game: a fifth trump and some values" ref="standard teaching: advancing a takeout double: after the doubler's strong rebid, advancer bids game with useful values" test=8-86-K9742-J9742
P "Takeout Double: Advance" text="a bare minimum: pass" ref="standard teaching: advancing a takeout double" test=862-J864-73-Q742
[2{a}-D-P-3{b}-P] where a in DHS, b!=a complete
P test=KQT9-KT32-K5-K32 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[2{a}-D-P-2N-P] where a in DHS complete
3N "Takeout Double" hcp=16+ text="game" test=A875-AQ5-AJ43-K4 ref="standard teaching: the doubler's rebid"
P test=KQT9-KT32-K5-K32 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[2{a}-D-P-3N-P] where a in DHS complete
P test=A875-AQ5-AJ43-K4 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[2{a}-D-P-4{b}-P] where a in DHS, b in HS, a!=b complete
P test=A875-AQ5-AJ43-K4 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
# Advancer after the doubler's new suit at the three level (forcing): raise with support.
[2{a}-D-P-3{b}-P-3{c}-P] where a in DHS, b!=a, c!=a, b<c, c in HS complete
4{c} "Takeout Double: Advance" {c}=3+ text="game with support" test=QT8-KJ4-762-J764 ref="standard teaching: the doubler's rebid"
3N "Takeout Double: Advance" {a}=:1stop text="a stopper" test=KT-KT-QT965432-7 ref="standard teaching: the doubler's rebid"
P test=Q3-JT-J875-K7652 text="no support: pass" ref="standard teaching: the doubler's rebid"
# The doubler with a long strong major of his own (too strong to overcall, so he doubled
# first): over their raise, with a self-sufficient six- or seven-card major (seven cards with
# 7+ HCP in the suit, or six headed by AKQJ/KQJT/AKQT/AKJT) and 18+ points (16+ HCP), game in the major rather
# than a second double.
[2D-D-3D-P-P] complete
4S "Takeout Double" hcp=16+ dist=T18+ S=7+,6+:7+,d text="game in a self-sufficient spade suit" ref="standard teaching: a hand too strong to overcall doubles first and then bids its own long suit; over their raise, with a self-sufficient major and 18+, bid the game in it rather than double again" test=AKQ8652-A4-7-KQ3
4H "Takeout Double" hcp=16+ dist=T18+ H=7+,6+:7+,d S=<4 text="game in a self-sufficient heart suit" ref="standard teaching: a hand too strong to overcall doubles first and then bids its own long suit; over their raise, with a self-sufficient major and 18+, bid the game in it rather than double again" test=A4-AKQ8652-7-KQ3
[2H-D-3H-P-P] complete
4S "Takeout Double" hcp=16+ dist=T18+ S=7+,6+:7+,d text="game in a self-sufficient spade suit" ref="standard teaching: a hand too strong to overcall doubles first and then bids its own long suit; over their raise, with a self-sufficient major and 18+, bid the game in it rather than double again" test=AKQ8652-7-A4-KQ3
[2S-D-3S-P-P] complete
4H "Takeout Double" hcp=16+ dist=T18+ H=7+,6+:7+,d text="game in a self-sufficient heart suit" ref="standard teaching: a hand too strong to overcall doubles first and then bids its own long suit; over their raise, with a self-sufficient major and 18+, bid the game in it rather than double again" test=7-AKQ8652-A4-KQ3
# Doubled twice and advancer forced to answer: with a good six-card or longer major of his
# own (the long suit is the point of the hand), the doubler bids game in it, never passing
# the forced answer at the three level.
[2D-D-3D-P-P-D-P-3H-P] complete
4S "Takeout Double" hcp=17+ S=6+:abc text="game in my own long spade suit" ref="standard teaching: the doubler with a long strong suit bids it after partner's forced answer; a forced answer at the three level is never passed with such a suit" test=AKJ985-A4-7-KQ32
[2D-D-3D-P-P-D-P-3S-P] complete
4H "Takeout Double" hcp=17+ H=6+:abc S=<4 text="game in my own long heart suit" ref="standard teaching: the doubler with a long strong suit bids it after partner's forced answer; a forced answer at the three level is never passed with such a suit" test=A4-AKJ985-7-KQ32
[2H-D-3H-P-P-D-P-3S-P] complete
4S "Takeout Double" hcp=17+ S=6+:abc text="game in my own long spade suit, partner's suit too" ref="standard teaching: the doubler with a long strong suit bids it after partner's forced answer; a forced answer at the three level is never passed with such a suit" test=AKJ985-7-A4-KQ32
[2D-D-3D-P-P-D-P-4C-P]
4S "Takeout Double" hcp=17+ S=6+:abc text="game in my own long spade suit" ref="standard teaching: the doubler with a long strong suit bids it after partner's forced answer" test=AKJ985-A4-7-KQ32
4H "Takeout Double" hcp=17+ H=6+:abc text="game in my own long heart suit" ref="standard teaching: the doubler with a long strong suit bids it after partner's forced answer" test=A4-AKJ985-7-KQ32
4S "Takeout Double" hcp=19+ S=5+:abc H=<=S text="a big hand with a strong five-card spade suit: game" ref="standard teaching: the doubler with a strong hand and a good suit of his own bids it after partner's forced answer" test=AKJ98-A4-72-AKQ3
4H "Takeout Double" hcp=19+ H=5+:abc text="a big hand with a strong five-card heart suit: game" ref="standard teaching: the doubler with a strong hand and a good suit of his own bids it after partner's forced answer" test=A4-AKJ98-72-AKQ3
[2{a}-D-3{a}-P-P-D-P-4{m}-P] where a in H, m in CD
4S "Takeout Double" hcp=17+ S=6+:abc text="game in my own long spade suit" ref="standard teaching: the doubler with a long strong suit bids it after partner's forced answer" test=AKJ985-7-A4-KQ32
[2{a}-D-3{a}-P-P-D-P-4{m}-P] where a in S, m in CD
4H "Takeout Double" hcp=17+ H=6+:abc text="game in my own long heart suit" ref="standard teaching: the doubler with a long strong suit bids it after partner's forced answer" test=7-AKJ985-A4-KQ32

# The second double when they raise: still takeout, extra values.
[2{a}-D-3{a}-P-P] where a in DHS complete
D "Takeout Double" hcp=17+ text="takeout again: extra values" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A875-AQ5-AJ43-K4
P test=KQT9-KT32-K5-K32 text="no extras: pass" ref="standard teaching: the second double when they raise is still takeout"
# Their raise, advancer's free bid at the three level (7-9 with four cards): game with a fit
# and 17+; 3NT with a stopper.
[2{a}-D-3{a}-3{b}-P] where a in DH, b in HS, a<b
4{b} "Takeout Double" hcp=17+ {b}=4+ text="game: a fit and extra values opposite a free bid" ref="standard teaching: the doubler's rebid" test=AQ82-KJ73-K5-A92
4{b} "Takeout Double" hcp=17+ {b}=3 text="game: three trumps and extra values opposite a free bid (with both majors advancer would have doubled, so the free bid is usually five)" ref="standard teaching: the doubler's rebid; the free bid at the three level over their raise shows a real suit" test=AQ8-KJ7-K5-A9732
3N "Takeout Double" hcp=17+ {a}=:1stop text="game: a stopper, extra values opposite a free bid" ref="standard teaching: the doubler's rebid" test=K8-AJ-KQ52-A9732
# Their raise and advancer's free bid of a minor at the four level (8-12, four or more
# cards): the doubler bids game in the minor with three-card support and 17+, or shows a
# long major of his own with 16+ (five cards); otherwise pass.
[2S-D-3S-4{b}-P] where b in CD complete
4H "Takeout Double" hcp=16+ H=5+ text="a strong hand with five or more hearts" ref="standard teaching: the doubler's rebid: advancer's free bid at the four level shows values (8-12)" test=A3-AQJ984-AQ-T93
[2H-D-3H-4{b}-P] where b in CD complete
4S "Takeout Double" hcp=16+ S=5+ text="a strong hand with five or more spades" ref="standard teaching: the doubler's rebid: advancer's free bid at the four level shows values (8-12)" test=AQJ984-A3-AQ-T93
[2D-D-3D-4C-P] complete
4x "Takeout Double" hcp=16+ X=5+ S=x H=x text="a strong hand with a five-card major" ref="standard teaching: the doubler's rebid: advancer's free bid at the four level shows values (8-12)" test=AQJ984-A3-T93-AQ
[2{a}-D-3{a}-4{b}-P] where a in DHS, b in CD, b!=a complete
5{b} "Takeout Double" hcp=17+ {b}=3+ text="game: support and extra values opposite the free bid" ref="standard teaching: the doubler's rebid: advancer's free bid at the four level shows values (8-12)" test=A3-KQ2-AQ54-KJ54
5{b} "Takeout Double" hcp=12+ {b}=4+ dummy={b}4:18+ text="game: four-card support and shortness in their suit, 18+ dummy points opposite the free bid (26+ together)" ref="standard teaching: the doubler's rebid: with a fit the doubler counts dummy points (a void 5, a singleton 3); advancer's free bid at the four level shows values (8-12)" test=AQ32-KQ32--QJ432|AQ32--KQ32-QJ432|-AQ32-KQ32-QJ432
P text="no game: pass" ref="standard teaching: the doubler's rebid: advancer's free bid at the four level shows values (8-12)" test=A32-K62-QJ54-KJ5
# Doubled twice (17+), advancer forced to answer at the three level (0-8): game with a fit
# and a maximum (19+), 3NT with a stopper and 19+.
[2{a}-D-3{a}-P-P-D-P-3{b}-P] where a in DH, b in HS, a<b complete
4{b} "Takeout Double" hcp=19+ {b}=4+ text="game: a fit and a maximum" ref="standard teaching: the doubler's rebid" test=AQ82-AKJ3-K5-A92
3N "Takeout Double" hcp=19+ {a}=:1stop text="game: a stopper and a maximum" ref="standard teaching: the doubler's rebid" test=K82-AJ3-KQ5-AK72
P text="no maximum: pass" ref="standard teaching: the doubler's rebid" test=AJ82-KJ3-Q5-AK72
[2{a}-D-4{a}-P-P] where a in HS complete
D "Takeout Double" hcp=17+ text="takeout again: extra values" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A875-AQ5-AJ43-K4
P test=AT84-T5-A64-AJ52 text="no extras: pass" ref="standard teaching: the second double when they raise is still takeout"

# The takeout doubler when they raise to game or to the five level and partner passes
# ((1M)-D-(4M)-P-P, (1m|2m|3m)-D-(5m)-P-P): a very strong doubler does not sell out. With a
# strong hand (17+) and a good long suit of his own (six cards, four losers or fewer; over
# (4H) five spades) he bids it, even at the five level; short in their suit he doubles
# again: over their four of a major still takeout, partner answering as over a double of a
# four-level preempt (he may have to bid at the five level: 19+); over five of a minor with
# extra values (18+) and defence (partner decides, usually passes); otherwise pass.
[1H-D-4H-P-P] complete
4S "Takeout Double" hcp=17+ S=5+ text="a strong hand with five or more spades" ref="standard teaching: the doubler's rebid: with a very strong hand the takeout doubler acts again over their raise to game: his own long suit, or a second double" test=AKJ76-5-AQ8-KQ53
[1{a}-D-4{a}-P-P] where a in HS complete
5x "Takeout Double" hcp=17+ X=6+ C=x D=x losers=0-4 text="a strong hand with a six-card or longer minor (four losers or fewer)" ref="standard teaching: the doubler's rebid: with a very strong hand the takeout doubler acts again over their raise to game: his own long suit, or a second double" test=A5-4-AKQJ84-KQ54|4-A5-AKQJ84-KQ54
[1S-D-4S-P-P] complete
5H "Takeout Double" hcp=17+ H=6+ losers=0-4 text="a strong hand with six or more hearts (four losers or fewer)" ref="standard teaching: the doubler's rebid: with a very strong hand the takeout doubler acts again over their raise to game: his own long suit, or a second double" test=5-AKQJ84-AK5-K54
[1{a}-D-4{a}-P-P] where a in HS complete
D "Takeout Double" hcp=19+ {a}=<2 text="takeout again: a very strong hand (19+), short in their suit" ref="standard teaching: the doubler's rebid: with a very strong hand the takeout doubler acts again over their raise to game: his own long suit, or a second double" test=AK85-5-AQ84-KQJ3|5-AK85-AQ84-KQJ3
P text="no extras: pass" ref="standard teaching: the doubler's rebid" test=AQ84-5-KJ84-Q853|5-AQ84-KJ84-Q853
[1{a}-D-4{a}-P-P-D-P] where a in HS as [4{a}-D-P]
[{n}{a}-D-5{a}-P-P] where a in CD, n in 123 complete
5x "Takeout Double" hcp=17+ X=6+ S=x H=x losers=0-4 text="a strong hand with a six-card or longer major (four losers or fewer)" ref="standard teaching: the doubler's rebid: with a very strong hand the takeout doubler acts again at the five level: his own long suit, or a double with defence" test=K5-AKQJ84-5-AQ54|K5-AKQJ84-AQ54-5
[{n}C-D-5C-P-P] where n in 123 complete
5D "Takeout Double" hcp=17+ D=6+ losers=0-4 text="a strong hand with six or more diamonds (four losers or fewer)" ref="standard teaching: the doubler's rebid: with a very strong hand the takeout doubler acts again at the five level: his own long suit, or a double with defence" test=K5-AQ54-AKQJ84-5
[{n}{a}-D-5{a}-P-P] where a in CD, n in 123 complete
D "Takeout Double" hcp=18+ {a}=<2 text="extra values and defence, short in their suit: partner decides (usually passes)" ref="standard teaching: the doubler's rebid: with a very strong hand the takeout doubler acts again at the five level: his own long suit, or a double with defence" test=AK85-KQ53-5-AQ84|AK85-KQ53-AQ84-5
P text="no extras: pass" ref="standard teaching: the doubler's rebid" test=KJ84-AQ53-5-Q853|KJ84-AQ53-Q853-5

# Advancing the other actions over a weak two.
# Partner balanced with 2NT (14-17): game with 9+.
[2{a}-P-P-2N-P] where a in DHS complete
3N "Overcall: Balancing" hcp=9+ text="game opposite 14-17" ref="standard teaching: advancing a balancing 2NT" test=Q982-K74-64-KJ98
P text="nothing to add: pass" ref="standard teaching: advancing a balancing 2NT" test=T742-J65-52-KQ73
[2{a}-P-P-D-P-2N-P] where a in DHS as [2{a}-D-P-2N-P]
3N "Takeout Double" hcp=14+ text="accepts: 14+ opposite advancer's 2NT (9-13 after the balancing double)" ref="standard teaching: balancing: advancer, who deducts a king opposite the balancing double, invites with 2NT on 9-13; the balancer accepts with 14+ (25 together opposite the middle of the range)" test=AQ5-K32-KJ2-QT32

# Advancing a balancing suit overcall of a weak two ((2x)-P-P-2y/3y-P): the balancer holds
# 9-15 (10-15 at the three level) and may have borrowed a king, so advancer, who passed
# over the weak two, takes a king off: game with 14+ and three-card support (13+ opposite
# the sounder three-level major), 3NT with a stopper and 14+ (13+ opposite a three-level
# minor), an invitational raise with 11-13 and support, 2NT with a stopper and 12-13.
[2{a}-P-P-2{b}-P] where a in DH, b in HS, a<b complete
4{b} "Overcall: Balancing" hcp=14+ {b}=3+ text="game: support and 14+ opposite the balancing overcall" ref="standard teaching: advancing a balancing overcall: the balancer may have bid on advancer's values (borrowed a king), so advancer takes a king off" test=K82-KQ3-A542-Q43
3N "Overcall: Balancing" hcp=14+ {a}=:1stop text="to play: a stopper in their suit and 14+" ref="standard teaching: advancing a balancing overcall: the balancer may have bid on advancer's values (borrowed a king), so advancer takes a king off" test=72-AK-KQ52-Q9832
3{b} "Overcall: Balancing" hcp=11-13 {b}=3+ text="invitational raise: 11-13 and support" ref="standard teaching: advancing a balancing overcall: the balancer may have bid on advancer's values (borrowed a king), so advancer takes a king off" test=K82-Q73-A542-Q43
2N "Overcall: Balancing" hcp=12-13 {a}=:1stop text="invitational: a stopper in their suit, 12-13" ref="standard teaching: advancing a balancing overcall: the balancer may have bid on advancer's values (borrowed a king), so advancer takes a king off" test=72-AK-KJ52-J9832
P "Overcall: Balancing" text="no game opposite a balancing overcall: pass" ref="standard teaching: advancing a balancing overcall: the balancer may have bid on advancer's values (borrowed a king), so advancer takes a king off" test=T742-J65-52-KQ73
[2S-P-P-3H-P] complete
4H "Overcall: Balancing" hcp=13+ H=3+ text="game: support and 13+ opposite the balancing three-level overcall" ref="standard teaching: advancing a balancing overcall: the balancer may have bid on advancer's values (borrowed a king), so advancer takes a king off" test=K82-Q73-A542-KQ4
3N "Overcall: Balancing" hcp=14+ S=:1stop H=<3 text="to play: a spade stopper and 14+" ref="standard teaching: advancing a balancing overcall: the balancer may have bid on advancer's values (borrowed a king), so advancer takes a king off" test=KJ2-72-AQ52-KQ43
[2{a}-P-P-3{b}-P] where a in DHS, b in CD, b!=a complete
3N "Overcall: Balancing" hcp=13+ {a}=:1stop text="to play: a stopper in their suit and 13+" ref="standard teaching: advancing a balancing overcall: the balancer may have bid on advancer's values (borrowed a king), so advancer takes a king off" test=AJ2-KQ3-K52-9432
[2{a}-P-P-3{b}-P] where a in DHS, b!=a complete
P "Overcall: Balancing" text="no game opposite a balancing overcall: pass" ref="standard teaching: advancing a balancing overcall: the balancer may have bid on advancer's values (borrowed a king), so advancer takes a king off" test=T742-J65-52-KQ73

# Advancing the balancing Michaels cue bid ((2x)-P-P-3x-P): the balancer may hold 9-10 with
# 5-5, so advancer bids game in a major with support and 11+ (a passed hand over the weak two
# can hold that much), otherwise the cheapest preference; over 2H/2S, 4C is pass-or-correct.
[2D-P-P-3D-P] complete
4x "Michaels" X=3+ S=x H=x hcp=11+ text="game in the better major" ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=A643-KJT6-Q7-K73
3x "Michaels" X=0+ S=x H=x text="preference" ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=T86-A532-T832-K5
[2H-P-P-3H-P] complete
4S "Michaels" S=3+ hcp=11+ text="game" ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=943-K62-A72-AQJ8
3S "Michaels" S=3+ text="preference" ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=T86-A532-T832-K5
4x "Michaels" X=5+ C=x D=x text="the minor: 5+ cards" ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=A9-975-KQ6-JT843
4C "Michaels" alert text="pass or correct" asks=P ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=T4-J875-KQJ9-K64
[2S-P-P-3S-P] complete
4H "Michaels" H=3+ hcp=11+ text="game" ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=A643-KJT6-Q7-K73
3N "Michaels" hcp=11+ H=<3 S=:1stop text="to play: a spade stopper, no heart fit" ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=AQ43-T6-KQ7-J732
4x "Michaels" X=5+ C=x D=x text="the minor: 5+ cards" ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=Q7-K83-QJ743-832
4H "Michaels" H=3+ text="three hearts: game in the major fit (no higher than four of the minor)" ref="SAYC booklet: Michaels cue bid; standard teaching: over the cue bid of 2S, four of the major is no higher than four of a minor: with three hearts play the major fit" test=T43-K52-QJ2-9872
4C "Michaels" alert text="pass or correct" asks=P ref="SAYC booklet: Michaels cue bid; standard teaching: advancing a balancing Michaels cue bid (advancer, who passed over the weak two, takes a king off)" test=T43-K2-QJ32-Q972

# The Michaels bidder (direct or balancing) over advancer's pass-or-correct 4C: with
# diamonds he corrects to 4D, with clubs he passes.
[2{a}-3{a}-P-4C-P] where a in HS complete
4D "Michaels" D=5+ text="corrects: the minor is diamonds" ref="SAYC booklet: Michaels cue bid; standard teaching: over advancer's pass-or-correct 4C, the Michaels bidder corrects to diamonds" test=KQ982-2-AQ943-32
P "Michaels" text="the minor is clubs: pass" ref="SAYC booklet: Michaels cue bid; standard teaching: over advancer's pass-or-correct 4C, the Michaels bidder corrects to diamonds" test=KQ982-2-32-AQ943
[2{a}-P-P-3{a}-P-4C-P] where a in HS complete
4D "Michaels" D=5+ text="corrects: the minor is diamonds" ref="SAYC booklet: Michaels cue bid; standard teaching: over advancer's pass-or-correct 4C, the Michaels bidder corrects to diamonds" test=KQ982-2-AQ943-32
P "Michaels" text="the minor is clubs: pass" ref="SAYC booklet: Michaels cue bid; standard teaching: over advancer's pass-or-correct 4C, the Michaels bidder corrects to diamonds" test=KQ982-2-32-AQ943

[2{a}-2N-P] where a in DHS complete
3N "Overcall: 1NT" hcp=8+ text="game" test=KJ82-874-64-AK98 ref="standard teaching: advancing actions over a weak two"
P test=T742-J65-52-KQ73 text="nothing to add: pass" ref="standard teaching: advancing actions over a weak two"
[2D-3D-P] complete
4x "Michaels" X=3+ S=x H=x hcp=10+ text="game in the better major" test=A643-KJT6-Q7-K73 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
3x "Michaels" X=0+ S=x H=x text="preference" test=T86-A532-T832-K5 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
[2S-3S-P] complete
4H "Michaels" H=3+ hcp=10+ text="game" test=A643-KJT6-Q7-K73 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
4x "Michaels" X=5+ C=x D=x text="the minor: 5+ cards" test=Q7-KJ83-QJ743-83 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
4H "Michaels" H=3+ text="three hearts: game in the major fit (no higher than four of the minor)" ref="SAYC booklet: Michaels cue bid; standard teaching: over the cue bid of 2S, four of the major is no higher than four of a minor: with three hearts play the major fit" test=T43-K52-QJ2-9872
4C "Michaels" alert text="pass or correct" asks=P test=T43-K2-QJ32-Q972 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
[2H-3H-P] complete
4S "Michaels" S=3+ hcp=10+ text="game" test=943-K62-Q72-AQJ8 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
3S "Michaels" S=3+ text="preference" test=T86-A532-T832-K5 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
4x "Michaels" X=5+ C=x D=x text="the minor: 5+ cards" test=A9-975-KQ6-JT843 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"
4C "Michaels" alert text="pass or correct" asks=P test=T4-J875-KQJ9-K64 ref="SAYC booklet: Michaels cue bid; standard teaching: over a weak two"

# Advancing a suit overcall of a weak two (the overcall is sound: about an opening bid):
# game with support and opening values, 3NT with a stopper, a raise to three invites.
[2{a}-2{b}-P] where a in DH, b in HS, a<b complete
4{b} "Overcall" hcp=12+ {b}=3+ text="game: support and opening values" ref="standard teaching: advancing an overcall of a weak two" test=K82-Q83-A5-KJ972
3N "Overcall" hcp=12+ {a}=:1stop text="to play: a stopper in their suit" ref="standard teaching: advancing an overcall of a weak two" test=K2-A3-KQ85-J9732
3{b} "Overcall" hcp=8-11 {b}=3+ text="invitational raise" ref="standard teaching: advancing an overcall of a weak two" test=K82-Q83-Q5-KT972
4{b} "Overcall" hcp=14+ {b}=2:2+ text="game: opening values and an honour doubleton" ref="standard teaching: advancing an overcall of a weak two: the overcall shows a good suit and about an opening bid, so an honour doubleton is support" test=Q7-K2-8763-AKQT5|K2-Q7-8763-AKQT5|Q7-8763-K2-AKQT5
3{b} "Overcall" hcp=11-13 {b}=2:2+ text="invitational: an honour doubleton" ref="standard teaching: advancing an overcall of a weak two: the overcall shows a good suit and about an opening bid, so an honour doubleton is support" test=Q2-K2-Q863-KJT75|K2-Q2-Q863-KJT75
P text="no fit, no game: pass" ref="standard teaching: advancing an overcall of a weak two" test=T742-J65-52-QJ73
[2S-3H-P] complete
4H "Overcall" hcp=11+ H=3+ text="game: support and values" ref="standard teaching: advancing an overcall of a weak two" test=Q83-K82-A5-KJ972
3N "Overcall" hcp=11+ S=:1stop text="to play: a stopper in their suit" ref="standard teaching: advancing an overcall of a weak two" test=A3-K2-KQ85-J9732
P text="no fit, no game: pass" ref="standard teaching: advancing an overcall of a weak two" test=T742-J65-52-QJ73
[2{a}-3{b}-P] where a in DHS, b in CD, a!=b
3N "Overcall" hcp=11+ {a}=:1stop text="to play: a stopper in their suit" ref="standard teaching: advancing an overcall of a weak two" test=A3-AQ2-K852-J973
# Without a stopper the minor is the game: five of it with support and opening values
# (the three-level overcall is sound, about an opening bid), a raise to four invites; the
# overcaller accepts with a good overcall (15+).
5{b} "Overcall" hcp=13+ {b}=3+ text="game: support and opening values, no stopper in their suit" ref="standard teaching: advancing an overcall of a weak two (game with support and opening values)" test=32-32-AKJ2-AQ432|AK32-KQ2-32-Q432
4{b} "Overcall" hcp=10-12 {b}=3+ text="invitational raise: support and 10-12" ref="standard teaching: advancing an overcall of a weak two (a raise invites)" test=32-32-KQ32-AJ432|KJ32-Q32-32-KJ32
[2{a}-3{b}-P-4{b}-P] where a in DHS, b in CD, a!=b complete
5{b} "Overcall" hcp=15+ text="accepts the invitation: a good overcall" ref="standard teaching: advancing an overcall of a weak two (the overcaller accepts an invitation with more than a minimum)" test=A2-K2-Q32-AKJ432|A2-K2-AKJ432-Q32
P "Overcall" text="a minimum: pass" ref="standard teaching: advancing an overcall of a weak two (the overcaller accepts an invitation with more than a minimum)" test=32-K2-Q32-AQJ432|32-K2-AQJ432-Q32
# Their raise of the weak two over the three-level minor overcall took no room from 3NT, the
# raise to four or game in the minor: advancer bids as over a pass ("systems on"), and the
# overcaller answers the invitational raise as without the raise.
[2{a}-3{b}-3{a}] where a in DHS, b in CD, a!=b as [2{a}-3{b}-P]
[2{a}-3{b}-3{a}-4{b}-P] where a in DHS, b in CD, a!=b as [2{a}-3{b}-P-4{b}-P]
# Their raise: game with support and opening values, a competitive raise with less.
[2{a}-2{b}-3{a}] where a in DH, b in HS, a<b
4{b} "Overcall" hcp=12+ {b}=3+ text="game: support and opening values" ref="standard teaching: advancing an overcall of a weak two" test=K82-Q83-A5-KJ972
3{b} "Overcall" hcp=8-11 {b}=3+ text="competitive raise" ref="standard teaching: advancing an overcall of a weak two" test=K82-Q83-Q5-KT972
[2S-3H-3S]
4H "Overcall" hcp=11+ H=3+ text="game: support and values" ref="standard teaching: advancing an overcall of a weak two" test=Q83-K82-A5-KJ972
# The overcaller after the invitational raise: game with a sound overcall (15+).
[2{a}-2{b}-P-3{b}-P] where a in DH, b in HS, a<b complete
4{b} "Overcall" hcp=15+ text="accepts the invitation" ref="standard teaching: advancing an overcall of a weak two" test=AQJ82-KQ83-5-K92
4{b} "Overcall" hcp=13+ {b}=6+ text="accepts with a six-card suit" ref="standard teaching: advancing an overcall of a weak two" test=AQJ982-K83-5-K92|K83-AQJ982-5-K92
P text="a minimum: pass" ref="standard teaching: advancing an overcall of a weak two" test=KQT83-Q52-J4-A93

# The Michaels bidder after advancer's preference at the three level: game with 17+.
[2D-3D-P-3{b}-P] where b in HS complete
4{b} "Michaels" hcp=17+ text="extra values: game" ref="SAYC booklet: Michaels cue bid; standard teaching: the Michaels bidder with extra values bids game" test=AKJ92-AQJ95-5-K2
P text="a minimum: pass" ref="SAYC booklet: Michaels cue bid; standard teaching: the Michaels bidder with extra values bids game" test=AT942-KQ962-5-Q2
[2H-3H-P-3S-P] complete
4S "Michaels" hcp=17+ text="extra values: game" ref="SAYC booklet: Michaels cue bid; standard teaching: the Michaels bidder with extra values bids game" test=AKQ92-5-A2-KQJ85
P text="a minimum: pass" ref="SAYC booklet: Michaels cue bid; standard teaching: the Michaels bidder with extra values bids game" test=AT942-5-J2-KQJ85

# ---------------------------------------------------------------------------------------
# Their three- and four-level preempts
# ---------------------------------------------------------------------------------------

[3C] complete
D "Takeout Double" hcp=17+ text="takeout; 17+" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A875-AQ5-AJ43-K4
3x "Overcall" hcp=13-17 X=6+:2/3,3/5 S=x H=x text="a good 6+ card major: overcall rather than double" ref="standard teaching: bidding over a preempt; with a good six-card major, overcall rather than double" test=AKJ852-K94-Q83-7
D "Takeout Double" hcp=13+ S=3+ H=3+ D=3+ C=<3 text="takeout: opening values, short clubs" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=KQ98-AJ32-A64-94
3N "Overcall" hcp=16-20 C=:1stop text="to play" test=Q964-A85-AT2-KQJ ref="standard teaching: bidding over a preempt"
3x "Overcall" hcp=13-17 X=6+:2/3,3/5 S=x H=x D=x text="a good 6+ card suit" test=852-A9-AKQJ92-74 ref="standard teaching: bidding over a preempt"
3x "Overcall" hcp=15-17 X=5+:4+ S=x H=x D=x text="a 5-card suit with honours, sound values" ref="standard teaching: bidding over a preempt; a sound overcall has a good suit or extra values" test=AQ863-K4-KJ5-Q92
3x "Overcall" hcp=12-17 X=5+ S=x,5+ H=x,5+ text="a two-suiter, 5-5 or better, 12-17: the higher suit" ref="standard teaching: bidding over a preempt: with a two-suiter (5-5 or better) and opening values, bid the higher suit; partner may bid the other" test=AQ962-KJ873-5-Q2
3x "Overcall" hcp=12-17 X=5+ S=x H=x D=5+ text="a two-suiter, 5-5 or better, 12-17: the higher suit" ref="standard teaching: bidding over a preempt: with a two-suiter (5-5 or better) and opening values, bid the higher suit; partner may bid the other" test=AQ962-5-KJ873-Q2|5-AQ962-KJ873-Q2
D "Takeout Double" hcp=13+ S=4+ H=4+ C=<=2 text="takeout: both majors, short clubs" ref="SAYC booklet: takeout doubles of preempts; standard teaching: with both majors and shortness in their minor, double" test=AQ82-QT754-AJ-Q5
3x "Overcall" hcp=15-17 X=6+ S=x H=x D=x text="a six-card suit and sound values (15-17)" ref="standard teaching: bidding over a preempt: partner, who has not bid, may hold 8-12; with sound values (15+) and a long suit or shortness in their suit do not sell out" test=KT9653-AJ6-A2-K3|A2-KT9653-AJ6-K3|A2-AJ6-KT9653-K3
P test=JT-AJ97-432-KT75 text="no sound action over the preempt" ref="standard teaching: bidding over a preempt"
[3D] complete
D "Takeout Double" hcp=17+ text="takeout; 17+" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A875-AQ5-AJ43-K4
3x "Overcall" hcp=13-17 X=6+:2/3,3/5 S=x H=x text="a good 6+ card major: overcall rather than double" test=AKQJ62-62-A3-986 ref="standard teaching: bidding over a preempt; with a good six-card major, overcall rather than double"
D "Takeout Double" hcp=13+ S=3+ H=3+ C=3+ D=<3 text="takeout: opening values, short diamonds" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=KQT9-KT32-K5-K32
3N "Overcall" hcp=16-20 D=:1stop text="to play" test=AK73-J65-KQ73-K3 ref="standard teaching: bidding over a preempt"
3x "Overcall" hcp=15-17 X=5+:4+ S=x H=x text="a 5-card major with honours, sound values" ref="standard teaching: bidding over a preempt; a sound overcall has a good suit or extra values" test=AQ863-K4-Q92-KJ5
4C "Overcall" hcp=14-17 C=6+:2/3,3/5 text="a good 6+ card suit" test=J97-Q2-A8-AK9762 ref="standard teaching: bidding over a preempt"
3x "Overcall" hcp=12-17 X=5+ S=x,5+ H=x,5+ text="a two-suiter, 5-5 or better, 12-17: the higher suit" ref="standard teaching: bidding over a preempt: with a two-suiter (5-5 or better) and opening values, bid the higher suit; partner may bid the other" test=AQ962-KJ873-Q2-5
3x "Overcall" hcp=12-17 X=5+ S=x H=x C=5+ text="a two-suiter, 5-5 or better, 12-17: the higher suit" ref="standard teaching: bidding over a preempt: with a two-suiter (5-5 or better) and opening values, bid the higher suit; partner may bid the other" test=AQ962-5-Q2-KJ873|5-AQ962-Q2-KJ873
D "Takeout Double" hcp=13+ S=4+ H=4+ D=<=2 text="takeout: both majors, short diamonds" ref="SAYC booklet: takeout doubles of preempts; standard teaching: with both majors and shortness in their minor, double" test=AQ82-QT754-Q5-AJ
3x "Overcall" hcp=15-17 X=6+ S=x H=x text="a six-card major and sound values (15-17)" ref="standard teaching: bidding over a preempt: partner, who has not bid, may hold 8-12; with sound values (15+) and a long suit or shortness in their suit do not sell out" test=KT9653-AJ6-K3-A2|AJ6-KT9653-K3-A2
4C "Overcall" hcp=15-17 C=6+ text="six clubs and sound values (15-17)" ref="standard teaching: bidding over a preempt: partner, who has not bid, may hold 8-12; with sound values (15+) and a long suit or shortness in their suit do not sell out" test=A2-AJ6-K3-KT9653
P test=JT-AJ97-432-KT75 text="no sound action over the preempt" ref="standard teaching: bidding over a preempt"
[3H] complete
D "Takeout Double" hcp=17+ text="takeout; 17+" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A875-AQ5-AJ43-K4
3S "Overcall" hcp=13-17 S=6+:2/3,3/5 text="a good 6+ card major: overcall rather than double" test=AKQJ62-62-A3-986 ref="standard teaching: bidding over a preempt; with a good six-card major, overcall rather than double"
D "Takeout Double" hcp=13+ S=3+ D=3+ C=3+ H=<3 text="takeout: opening values, short hearts" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=K753-K6-AK7-J986
3N "Overcall" hcp=16-20 H=:1stop text="to play" test=Q964-A85-AT2-KQJ ref="standard teaching: bidding over a preempt"
3S "Overcall" hcp=15-17 S=5+:4+ text="5 spades with honours, sound values" ref="standard teaching: bidding over a preempt; a sound overcall has a good suit or extra values" test=AQ863-Q92-K4-KJ5
4x "Overcall" hcp=14-17 X=6+:2/3,3/5 C=x D=x text="a good 6+ card suit" test=852-A9-AKQJ92-74 ref="standard teaching: bidding over a preempt"
3S "Overcall" hcp=12-17 S=5+ X=5+ D=x C=x text="a two-suiter, 5-5 or better, 12-17: the higher suit" ref="standard teaching: bidding over a preempt: with a two-suiter (5-5 or better) and opening values, bid the higher suit; partner may bid the other" test=AQ962-5-KJ873-Q2
4x "Overcall" hcp=12-17 X=5+ D=x,5+ C=x,5+ text="a two-suiter, 5-5 or better, 12-17: the higher suit" ref="standard teaching: bidding over a preempt: with a two-suiter (5-5 or better) and opening values, bid the higher suit; partner may bid the other" test=Q2-5-AQ962-KJ873
3S "Overcall" hcp=15-17 S=6+ text="six spades and sound values (15-17)" ref="standard teaching: bidding over a preempt: partner, who has not bid, may hold 8-12; with sound values (15+) and a long suit or shortness in their suit do not sell out" test=KT9653-A2-AJ6-K3
4x "Overcall" hcp=15-17 X=6+ C=x D=x text="a six-card minor and sound values (15-17)" ref="standard teaching: bidding over a preempt: partner, who has not bid, may hold 8-12; with sound values (15+) and a long suit or shortness in their suit do not sell out" test=A2-K3-KT9653-AJ6|A2-K3-AJ6-KT9653
P test=JT-AJ97-432-KT75 text="no sound action over the preempt" ref="standard teaching: bidding over a preempt"
[3S] complete
D "Takeout Double" hcp=17+ text="takeout; 17+" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A875-AQ5-AJ43-K4
D "Takeout Double" hcp=13+ H=3+ D=3+ C=3+ S=<3 text="takeout: opening values, short spades" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=J3-AJ8-AT32-A932
3N "Overcall" hcp=16-20 S=:1stop text="to play" test=AK73-J65-KQ73-K3 ref="standard teaching: bidding over a preempt"
4x "Overcall" hcp=14-17 X=6+:2/3,3/5 H=x C=x D=x text="a good 6+ card suit" test=QJ-AJ6-KJ-QJT943 ref="standard teaching: bidding over a preempt"
4H "Overcall" hcp=12-17 H=5+ X=5+ D=x C=x text="a two-suiter, 5-5 or better, 12-17: the higher suit" ref="standard teaching: bidding over a preempt: with a two-suiter (5-5 or better) and opening values, bid the higher suit; partner may bid the other" test=5-AQ962-KJ873-Q2
4x "Overcall" hcp=12-17 X=5+ D=x,5+ C=x,5+ text="a two-suiter, 5-5 or better, 12-17: the higher suit" ref="standard teaching: bidding over a preempt: with a two-suiter (5-5 or better) and opening values, bid the higher suit; partner may bid the other" test=5-Q2-AQ962-KJ873
4x "Overcall" hcp=15-17 X=6+ H=x C=x D=x text="a six-card suit and sound values (15-17)" ref="standard teaching: bidding over a preempt: partner, who has not bid, may hold 8-12; with sound values (15+) and a long suit or shortness in their suit do not sell out" test=5-KT8653-A3-AKQ6|A3-5-KT8653-AKQ6|A3-5-AKQ6-KT8653
P test=JT-AJ97-432-KT75 text="no sound action over the preempt" ref="standard teaching: bidding over a preempt"
[3C-P-P] complete
D "Takeout Double: Balancing" hcp=11+ C=<3 S=3+ H=3+ D=3+ text="takeout" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=AK2-J753-KT93-Q5
D "Takeout Double: Balancing" hcp=12-14 S=4+ H=4+ C=<4 text="takeout: both majors, 12-14 (with 15+ the double below; 17+ and a stopper, 3NT)" ref="standard teaching: balancing over a preempt (borrow a king): with both majors, double even with three of their minor" test=KJ73-AQ85-95-K94
[3D-P-P] complete
D "Takeout Double: Balancing" hcp=11+ D=<3 S=3+ H=3+ C=3+ text="takeout" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=A643-KJT6-Q7-K73
D "Takeout Double: Balancing" hcp=12-14 S=4+ H=4+ D=<4 text="takeout: both majors, 12-14 (with 15+ the double below; 17+ and a stopper, 3NT)" ref="standard teaching: balancing over a preempt (borrow a king): with both majors, double even with three of their minor" test=KJ73-AQ85-K94-95
[3H-P-P] complete
D "Takeout Double: Balancing" hcp=11+ H=<3 S=3+ D=3+ C=3+ text="takeout" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=AT84-T5-A64-AJ52
[3S-P-P] complete
D "Takeout Double: Balancing" hcp=11+ S=<3 H=3+ D=3+ C=3+ text="takeout" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=64-JT52-AQ7-AQT7
# In the balancing seat over a preempt, a little lighter than in the direct seat: a good
# six-card suit with 11-17, a double with 15+; 3NT with a stopper and 17-19 (with 15-16 the
# double: partner, who passed, bids 3NT with his values).
[3{a}-P-P] complete
3N "Overcall: Balancing" hcp=17-19 {a}=:1stop text="to play: 17-19, a stopper" ref="standard teaching: balancing over a preempt: 3NT needs the values for game (partner, who passed over the preempt, may hold nothing); with 15-16 and a stopper the pass-out seat doubles, borrowing a king, and partner with values bids 3NT"
   test=AK2-KQ2-KJ2-K432
[3C-P-P] complete
D "Takeout Double: Balancing" hcp=14+ C=<3 S=<5 H=<5 text="takeout: 14+, short in their suit, a doubleton in an unbid suit" ref="standard teaching: balancing over a preempt (borrow a king): with 14+ and shortness in their suit, double even with a doubleton elsewhere" test=KQ76-A4-AJ984-Q2
[3D-P-P] complete
D "Takeout Double: Balancing" hcp=14+ D=<3 S=<5 H=<5 text="takeout: 14+, short in their suit, a doubleton in an unbid suit" ref="standard teaching: balancing over a preempt (borrow a king): with 14+ and shortness in their suit, double even with a doubleton elsewhere" test=KQ76-A4-Q2-AJ984
[3H-P-P] complete
D "Takeout Double: Balancing" hcp=14+ H=<3 S=<5 text="takeout: 14+, short in their suit, a doubleton in an unbid suit" ref="standard teaching: balancing over a preempt (borrow a king): with 14+ and shortness in their suit, double even with a doubleton elsewhere" test=KQ76-Q2-A4-AJ984
[3S-P-P] complete
D "Takeout Double: Balancing" hcp=14+ S=<3 H=<5 text="takeout: 14+, short in their suit, a doubleton in an unbid suit" ref="standard teaching: balancing over a preempt (borrow a king): with 14+ and shortness in their suit, double even with a doubleton elsewhere" test=Q2-KQ76-A4-AJ984
[3C-P-P] complete
3x "Overcall: Balancing" hcp=11-17 X=6+:2/3,3/5 S=x H=x D=x text="a good 6+ card suit" ref="standard teaching: balancing over a preempt"
   test=32-AK7654-KQ32-2
[3D-P-P] complete
3x "Overcall: Balancing" hcp=11-17 X=6+:2/3,3/5 S=x H=x text="a good 6+ card suit" ref="standard teaching: balancing over a preempt"
   test=32-AK7654-2-KQ32
4C "Overcall: Balancing" hcp=12-17 C=6+:2/3,3/5 text="a good 6+ card suit" ref="standard teaching: balancing over a preempt"
   test=32-KQ32-2-AK7654
[3H-P-P] complete
3S "Overcall: Balancing" hcp=11-17 S=6+:2/3,3/5 text="a good 6+ card suit" ref="standard teaching: balancing over a preempt"
   test=AK7654-32-KQ32-2
4x "Overcall: Balancing" hcp=12-17 X=6+:2/3,3/5 D=x C=x text="a good 6+ card suit" ref="standard teaching: balancing over a preempt"
   test=32-2-AK7654-KQ32
[3S-P-P] complete
4x "Overcall: Balancing" hcp=12-17 X=6+:2/3,3/5 H=x D=x C=x text="a good 6+ card suit" ref="standard teaching: balancing over a preempt"
   test=32-AK7654-KQ32-2
[3C-P-P] complete
3x "Overcall: Balancing" hcp=12-17 X=5+:3+ S=x H=x text="a five-card major, 12-17" ref="standard teaching: balancing over a preempt: partner may hold up to 15 and could not act, so the pass-out seat bids a king lighter: a five-card major at the three level"
   test=AQ873-K4-KJ5-932
[3D-P-P] complete
3x "Overcall: Balancing" hcp=12-17 X=5+:3+ S=x H=x text="a five-card major, 12-17" ref="standard teaching: balancing over a preempt: partner may hold up to 15 and could not act, so the pass-out seat bids a king lighter: a five-card major at the three level"
   test=AQ873-K4-932-KJ5
[3H-P-P] complete
3S "Overcall: Balancing" hcp=12-17 S=5+:3+ text="five spades, 12-17" ref="standard teaching: balancing over a preempt: partner may hold up to 15 and could not act, so the pass-out seat bids a king lighter: a five-card major at the three level"
   test=AQ873-932-K4-KJ5
# A two-suiter (5-5 or better) in the pass-out seat: with the playing strength of six
# losers or fewer it bids the higher suit (partner may choose the other), lighter than in
# the direct seat.
[3C-P-P] complete
3x "Overcall: Balancing" hcp=8-17 X=5+ S=x,5+ H=x,5+ losers=6 text="a two-suiter, 5-5 or better, playing strength (6 losers or fewer): the higher suit" ref="standard teaching: balancing over a preempt: with a two-suiter (5-5 or better) bid at the level the playing strength supports; in the pass-out seat a king lighter" test=AK9632-QJ873-5-3
3x "Overcall: Balancing" hcp=8-17 X=5+ S=x H=x D=5+ losers=6 text="a two-suiter, 5-5 or better, playing strength (6 losers or fewer): the higher suit" ref="standard teaching: balancing over a preempt: with a two-suiter (5-5 or better) bid at the level the playing strength supports; in the pass-out seat a king lighter" test=AK9632-5-QJ873-3|5-AK9632-QJ873-3
[3D-P-P] complete
3x "Overcall: Balancing" hcp=8-17 X=5+ S=x,5+ H=x,5+ losers=6 text="a two-suiter, 5-5 or better, playing strength (6 losers or fewer): the higher suit" ref="standard teaching: balancing over a preempt: with a two-suiter (5-5 or better) bid at the level the playing strength supports; in the pass-out seat a king lighter" test=AK9632-QJ873-3-5
3x "Overcall: Balancing" hcp=8-17 X=5+ S=x H=x C=5+ losers=6 text="a two-suiter, 5-5 or better, playing strength (6 losers or fewer): the higher suit" ref="standard teaching: balancing over a preempt: with a two-suiter (5-5 or better) bid at the level the playing strength supports; in the pass-out seat a king lighter" test=AK9632-5-3-QJ873|5-AK9632-3-QJ873
[3H-P-P] complete
3S "Overcall: Balancing" hcp=8-17 S=5+ X=5+ D=x C=x losers=6 text="a two-suiter, 5-5 or better, playing strength (6 losers or fewer): the higher suit" ref="standard teaching: balancing over a preempt: with a two-suiter (5-5 or better) bid at the level the playing strength supports; in the pass-out seat a king lighter" test=AK9632-3-QJ873-5
4x "Overcall: Balancing" hcp=8-17 X=5+ D=x,5+ C=x,5+ losers=6 text="a two-suiter, 5-5 or better, playing strength (6 losers or fewer): the higher suit" ref="standard teaching: balancing over a preempt: with a two-suiter (5-5 or better) bid at the level the playing strength supports; in the pass-out seat a king lighter" test=3-5-AK9632-QJ873
[3S-P-P] complete
4H "Overcall: Balancing" hcp=8-17 H=5+ X=5+ D=x C=x losers=6 text="a two-suiter, 5-5 or better, playing strength (6 losers or fewer): the higher suit" ref="standard teaching: balancing over a preempt: with a two-suiter (5-5 or better) bid at the level the playing strength supports; in the pass-out seat a king lighter" test=3-AK9632-QJ873-5
4x "Overcall: Balancing" hcp=8-17 X=5+ D=x,5+ C=x,5+ losers=6 text="a two-suiter, 5-5 or better, playing strength (6 losers or fewer): the higher suit" ref="standard teaching: balancing over a preempt: with a two-suiter (5-5 or better) bid at the level the playing strength supports; in the pass-out seat a king lighter" test=5-3-AK9632-QJ873
[3{a}-P-P] complete
D "Takeout Double: Balancing" hcp=15+ text="15+: borrow a king (partner, who passed, may hold 10-15)" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+; in the balancing seat a king lighter" test=AKQ-AK64-K92-Q82
P test=JT-AJ97-432-KT75 text="no safe balancing action" ref="standard teaching: balancing over a preempt"

# The balancing doubler of a preempt rebids as the direct doubler.
[3{a}-P-P-D-P-3{b}-P] where a in CD, b in DH, a<b as [3{a}-D-P-3{b}-P]
[3{a}-P-P-D-P-3S-P] where a in CDH as [3{a}-D-P-3S-P]
[3{a}-P-P-D-P-4{b}-P] where a!=b as [3{a}-D-P-4{b}-P]
[2{a}-P-P-D-P-2{b}-P] where a in DH, b in HS, a<b as [2{a}-D-P-2{b}-P]
[2{a}-P-P-D-P-3{b}-P] where a in DHS, b!=a as [2{a}-D-P-3{b}-P]

# Their weak two raised to three (2x-P-3x): the direct seat and the pass-out seat act as
# over a three-level preempt; advancing the double as after a double of a preempt.
[2{a}-P-3{a}] where a in DHS as [3{a}]
[2{a}-P-3{a}-P-P] where a in DHS as [3{a}-P-P]
[2{a}-P-3{a}-D-P] where a in DHS as [3{a}-D-P]
[2{a}-P-3{a}-P-P-D-P] where a in DHS as [3{a}-D-P]
[2{a}-P-3{a}-D-P-3{b}-P] where a in D, b in H as [3{a}-D-P-3{b}-P]
[2{a}-P-3{a}-D-P-3S-P] where a in DH as [3{a}-D-P-3S-P]
[2{a}-P-3{a}-P-P-D-P-3{b}-P] where a in D, b in H as [3{a}-D-P-3{b}-P]
[2{a}-P-3{a}-P-P-D-P-3S-P] where a in DH as [3{a}-D-P-3S-P]
[3C-D-P] complete
P "Takeout Double: Advance" C=4+:3/5 hcp=6+ text="penalty pass" test=943-K62-Q72-AQJ8 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
[3D-D-P] complete
P "Takeout Double: Advance" D=4+:3/5 hcp=6+ text="penalty pass" test=AQJ5-Q96-QJT2-76 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
[3H-D-P] complete
P "Takeout Double: Advance" H=4+:3/5 hcp=6+ text="penalty pass" test=J73-AQT8-J6-A732 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
[3S-D-P] complete
P "Takeout Double: Advance" S=4+:3/5 hcp=6+ text="penalty pass" test=AQJ5-Q96-QJT2-76 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
[3{a}-D-P] complete
3N "Takeout Double: Advance" hcp=9+ {a}=:1stop text="to play: a stopper" test=A64-A872-KQ95-AT ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
[3C-D-P] complete
4x "Takeout Double: Advance" hcp=9+ X=5+ S=x H=x text="game: a 5+ card major" test=AKT32-A2-T82-652 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
4x "Takeout Double: Advance" hcp=11+ X=4 S=x H=x text="game: a 4-card major and values" ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double" test=KQ84-AJ32-982-Q3
3x "Takeout Double: Advance" X=4+ S=x H=x D=x text="the longest suit, a major first" test=T86-A532-T832-K5 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
3D "Takeout Double: Advance" text="nothing better" test=K83-T42-T97-KT63 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
[3D-D-P] complete
4x "Takeout Double: Advance" hcp=9+ X=5+ S=x H=x text="game: a 5+ card major" test=AKT32-A2-T82-652 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
4x "Takeout Double: Advance" hcp=11+ X=4 S=x H=x text="game: a 4-card major and values" ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double" test=KQ84-AJ32-982-Q3
3x "Takeout Double: Advance" X=4+U S=x H=x text="a 4+ card major" test=T86-A532-T832-K5 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
4C "Takeout Double: Advance" C=4+ text="4+ clubs" test=T43-K52-QJ2-Q972 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
3H "Takeout Double: Advance" text="nothing better" test=JT7-AJ6-9654-T98 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
[3H-D-P] complete
4S "Takeout Double: Advance" hcp=9+ S=5+ text="game: 5+ spades" test=AQ962-T3-A754-J4 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
4S "Takeout Double: Advance" hcp=11+ S=4 text="game: 4 spades and values" ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double" test=KQ84-832-AJ2-Q93
3S "Takeout Double: Advance" S=4+ text="4+ spades" test=Q872-J5-AT96-432 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
4x "Takeout Double: Advance" X=4+ C=x D=x text="the longer minor" test=T43-K52-QJ2-Q972 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
3S "Takeout Double: Advance" text="nothing better" test=854-AQ65-T85-J85 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
[3S-D-P] complete
4H "Takeout Double: Advance" H=4+ text="4+ hearts" test=Q3-8765-A652-Q63 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
4x "Takeout Double: Advance" X=4+ C=x D=x text="the longer minor" test=T43-K52-QJ2-Q972 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
4H "Takeout Double: Advance" text="nothing better" test=Q975-765-986-KJ8 ref="SAYC booklet: takeout doubles of preempts; standard teaching: advancing the double"
# Doubler after advancer's minimum: a new suit shows a strong hand. Over the forced 3D
# answer to their 3C, with their clubs stopped 3NT (nine tricks rather than eleven);
# without a stopper, four diamonds raised to 4D invite five (17+): advancer accepts with
# useful values.
[3C-D-P-3D-P] complete
3H "Takeout Double" hcp=17+ H=5+ asks=1 text="forcing: a strong hand with 5+ hearts" ref="standard teaching: the doubler's rebid" test=KQ4-AQJ84-AK7-92
3S "Takeout Double" hcp=17+ S=5+ asks=1 text="forcing: a strong hand with 5+ spades" ref="standard teaching: the doubler's rebid"
   test=AKQ94-85-KT9-KQJ
3N "Takeout Double" hcp=17+ C=:1stop text="to play: their suit stopped (nine tricks rather than eleven)" ref="standard teaching: the doubler's rebid; with a minor fit and their suit stopped, 3NT before five of the minor" test=A2-KQ4-KJ85-AJ93
4D "Takeout Double" hcp=17+ D=4+ text="invitational: 17+ and four-card support, their suit unstopped (five diamonds if advancer has values)" ref="standard teaching: the doubler's rebid: a raise of advancer's forced minor invites game" test=AQ74-AK82-KQ93-2
P test=KQ98-AJ32-A64-94 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[3C-D-P-3D-P-4D-P] complete
5D "Takeout Double: Advance" hcp=7+ D=3+ text="accepts: useful values and three trumps opposite the doubler's invitation" ref="standard teaching: advancing a takeout double: the doubler's raise invites game; accept with values beyond the forced answer" test=K72-Q843-Q842-J3
5D "Takeout Double: Advance" hcp=5+ D=5+ text="accepts: a fifth trump and some values opposite the doubler's invitation" ref="standard teaching: advancing a takeout double: the doubler's raise invites game; accept with values beyond the forced answer" test=842-J43-K8642-Q3
P text="no values beyond the forced answer: declines" ref="standard teaching: advancing a takeout double: the doubler's raise invites game" test=8542-J43-Q842-93
[3C-P-P-D-P-3D-P-4D-P] as [3C-D-P-3D-P-4D-P]
[3{a}-D-P-3{b}-P] where a in CD, b in H, a<b complete
4{b} "Takeout Double" hcp=17+ {b}=4+ text="game" ref="standard teaching: the doubler's rebid" test=KT-KQT8-AK94-QJ7
3S "Takeout Double" hcp=17+ S=5+ asks=1 text="forcing: a strong hand with 5+ spades" ref="standard teaching: the doubler's rebid"
   test=AKQ94-85-KT9-KQJ
3N "Takeout Double" hcp=17+ {a}=:1stop text="to play" ref="standard teaching: the doubler's rebid" test=KJ64-AJ-A62-AJ32
P test=KQ98-AJ32-A64-94 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[3{a}-D-P-3S-P] where a in CDH complete
4S "Takeout Double" hcp=17+ S=4+ text="game" test=A875-AQ5-AJ43-K4 ref="standard teaching: the doubler's rebid"
[3{a}-D-P-3S-P] where a in CD complete
4H "Takeout Double" hcp=17+ H=5+ text="a strong hand with five or more hearts: game" ref="standard teaching: the doubler's rebid: with a strong hand (17+) the doubler bids again over the forced answer" test=QJ7-AKQJ86-A5-K5|QJ7-AKQJ86-K5-A5
[3{a}-D-P-3S-P] where a in CDH complete
4S "Takeout Double" hcp=19+ S=3 {a}=<=3 text="game: 19+ and three spades opposite the forced answer" ref="standard teaching: the doubler's rebid: with a strong hand (17+) the doubler bids again over the forced answer" test=AQJ-AKJ2-KQ32-73|AQJ-AKJ2-73-KQ32|AQJ-73-AKJ2-KQ32
3N "Takeout Double" hcp=17+ {a}=:1stop text="to play" test=KT-KQT8-AK94-QJ7 ref="standard teaching: the doubler's rebid"
P test=KQ98-AJ32-A64-94 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
# Advancer after the doubler's new suit (forcing one round): raise with three cards, or with
# a doubleton and some values (the doubler holds five and 17+); 3NT with a stopper in their
# suit; otherwise the bid of last resort of the general layer (never a pass).
[3{a}-D-P-3{b}-P-3{c}-P] where a in CD, a<b, c in HS, b<c
4{c} "Takeout Double: Advance" {c}=3+ text="support for the doubler's suit" ref="standard teaching: the doubler's new suit after advancer's forced answer shows a strong hand and is forcing one round" test=Q82-J73-T954-Q32
3N "Takeout Double: Advance" {a}=:1stop text="a stopper in their suit" ref="standard teaching: the doubler's new suit after advancer's forced answer shows a strong hand and is forcing one round" test=82-73-KQ54-AJ932
4{c} "Takeout Double: Advance" {c}=2 hcp=5+ text="a doubleton and some values opposite the doubler's five-card suit" ref="standard teaching: the doubler's new suit after advancer's forced answer shows a strong hand and is forcing one round" test=K2-A3-98765-5432
[3{a}-P-P-D-P-3{b}-P-3{c}-P] where a in CD, a<b, c in HS, b<c as [3{a}-D-P-3{b}-P-3{c}-P]

# Advancer answered in a minor at the four level: a strong doubler shows a five-card major.
[3{a}-D-P-4{b}-P] where a in CDH, b in CD, a!=b complete
4S "Takeout Double" hcp=17+ S=5+ text="a strong hand with 5+ spades" ref="standard teaching: the doubler's rebid" test=AKQ94-K85-A4-K92
[3{a}-D-P-4{b}-P] where a in CDS, b in CD, a!=b complete
4H "Takeout Double" hcp=17+ H=5+ text="a strong hand with 5+ hearts" ref="standard teaching: the doubler's rebid" test=K85-AKQ94-A4-K92
[3{a}-D-P-4{b}-P] where a in CDHS, b in CD, a!=b complete
5{b} "Takeout Double" hcp=18+ {b}=4+ text="game: 18+ and four-card support for advancer's minor" ref="standard teaching: the doubler's rebid: with a strong hand (17+) the doubler bids again over the forced answer" test=A3-AK2-K98-AQT97|A3-AK2-AQT97-K98|AK2-A3-K98-AQT97|AK2-A3-AQT97-K98|AK2-K98-A3-AQT97|K98-AK2-AQT97-A3|AK2-K98-AQT97-A3|K98-AK2-A3-AQT97
[3{a}-D-P-4{b}-P] where a!=b complete
P test=AKQ-K864-K92-Q82 text="a minimum: pass" ref="standard teaching: the doubler's rebid"

# Advancing a three-level overcall of a preempt (13-16 in the direct seat, 11-17 in the
# pass-out seat, a good suit of five or more): partner is counted for an opening bid, so
# advancer raises a major to game with three trumps and 10+ (11+ opposite the lighter
# balancing overcall), bids 3NT with a stopper in their suit and 11+ (12+ in the pass-out
# seat), and with a doubleton honour in the major and game values raises to game; otherwise
# he passes. Over a minor-suit overcall, 3NT with a stopper.
[3{a}-3{b}-P] where a<b, b in HS complete
4{b} "Overcall" hcp=10+ {b}=3+ text="game: support and values opposite a sound overcall at the three level" ref="standard teaching: advancing an overcall of a preempt: the overcall shows a good suit and opening values, so advancer raises with about 10 and support" test=K83-Q82-A42-J432
3N "Overcall" hcp=11+ {a}=:1stop text="to play: a stopper in their suit, no fit" ref="standard teaching: advancing an overcall of a preempt" test=AQ-K2-KJ3-KJ5432
4{b} "Overcall" hcp=11+ {b}=2 text="game: a doubleton opposite a good suit of five or more" ref="standard teaching: advancing an overcall of a preempt: a doubleton is support for a three-level overcall" test=AKJ2-K2-432-5432|K2-AKJ2-432-5432|K2-432-AKJ2-5432
[3C-3D-P] complete
3N "Overcall" hcp=11+ C=:1stop text="to play: a stopper in their suit" ref="standard teaching: advancing an overcall of a preempt" test=AQ2-K32-432-KJ32
3x "Overcall" hcp=11+ X=5+ S=x H=x asks=1 text="a five-card or longer major and game values, forcing: support, 3NT with a club stopper, or 4D" ref="standard teaching: advancing an overcall of a preempt: with game values and a major of his own, advancer shows it below game (forcing) to find the right game" test=AK853-K9652-K75-|K9652-AK853-K75-
5D "Overcall" hcp=12+ D=3+ text="game: support and opening values, no club stopper" ref="standard teaching: advancing an overcall of a preempt: partner is counted for an opening bid" test=KJ2-KQ32-K32-432
4D "Overcall" hcp=9-11 D=3+ text="invitational raise: support and 9-11" ref="standard teaching: advancing an overcall of a preempt (a raise invites)" test=KJ2-Q432-K32-432
# The three-diamond overcaller after advancer's forcing major: raise with three trumps, 3NT
# with a club stopper, else 4D; advancer then bids five diamonds with a doubleton (game values
# opposite the overcall), four of his major with six, else passes.
[3C-3D-P-3{b}-P] where b in HS complete
4{b} "Overcall" {b}=3+ text="three-card support: game" ref="standard teaching: the overcaller raises advancer's major with three trumps" test=KQ2-K32-AQJ82-32
3N "Overcall" C=:1stop text="no fit, a club stopper" ref="standard teaching: notrump in competition promises a stopper" test=32-32-AKJ82-AQ32
4D "Overcall" text="no fit, no club stopper: the diamonds again" ref="standard teaching: the overcaller's rebid" test=32-32-AKJ8542-32
[3C-3D-P-3{b}-P-4D-P] where b in HS complete
4{b} "Overcall" {b}=6+ text="a six-card major: game" ref="standard teaching: advancing an overcall of a preempt" test=AKJ832-K32-32-32|K32-AKJ832-32-32
5D "Overcall" hcp=11+ D=2+ text="game in partner's suit: game values and a doubleton" ref="standard teaching: advancing an overcall of a preempt" test=AKJ82-K32-32-432|K32-AKJ82-32-432
P text="no game: pass" ref="standard teaching: advancing an overcall of a preempt" test=AKJ82-K32-2-5432|K32-AKJ82-2-5432
# The overcaller after the invitational raise: game with a good overcall (15+).
[3C-3D-P-4D-P] complete
5D "Overcall" hcp=15+ text="accepts the invitation: a good overcall" ref="standard teaching: the overcaller accepts an invitation with more than a minimum" test=A2-K32-AKJ832-32
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller accepts an invitation with more than a minimum" test=32-K32-AQJ832-32
# Advancing a four-level minor overcall of a preempt (a good six-card suit, 12-16): game
# with support and opening values (three trumps and 11+, a doubleton and 13+).
[3{a}-4{b}-P] where b in CD, a!=b
5{b} "Overcall" hcp=11+ {b}=3+ text="game: three trumps and 11+ opposite a good six-card suit" ref="standard teaching: advancing an overcall of a preempt: partner is counted for an opening bid" test=A32-K32-Q32-Q432|A32-K32-Q432-Q32
5{b} "Overcall" hcp=13+ {b}=2+ text="game: a doubleton and opening values opposite a good six-card suit" ref="standard teaching: advancing an overcall of a preempt: partner is counted for an opening bid" test=AK432-KQJ2-32-32
[3C-P-P-3D-P-3{b}-P] where b in HS as [3C-3D-P-3{b}-P]
[3C-P-P-3D-P-3{b}-P-4D-P] where b in HS as [3C-3D-P-3{b}-P-4D-P]
[3{a}-3{b}-P] where a<b complete
P text="no fit or no game: pass" ref="standard teaching: advancing an overcall of a preempt" test=T742-J65-52-QJ73
[3{a}-P-P-3{b}-P] where a<b, b in HS complete
4{b} "Overcall: Balancing" hcp=11+ {b}=3+ text="game: support and values opposite the balancing overcall (11-17)" ref="standard teaching: advancing a balancing overcall of a preempt: partner may be light, so a king more for game" test=K83-Q82-A42-Q432
3N "Overcall: Balancing" hcp=12+ {a}=:1stop text="to play: a stopper in their suit, no fit" ref="standard teaching: advancing a balancing overcall of a preempt" test=AQ-K2-KJ3-KJ5432
4{b} "Overcall: Balancing" hcp=13+ {b}=2 text="game: opening values and a doubleton opposite a good suit"
   ref="standard teaching: advancing a balancing overcall of a preempt: a doubleton is support for a three-level overcall" test=AKQ2-KQ-5432-432|KQ-AKQ2-5432-432|KQ-5432-AKQ2-432
[3C-P-P-3D-P] complete
3N "Overcall: Balancing" hcp=12+ C=:1stop text="to play: a stopper in their suit" ref="standard teaching: advancing a balancing overcall of a preempt" test=AQ2-K32-432-KJ32
3x "Overcall: Balancing" hcp=12+ X=5+ S=x H=x asks=1 text="a five-card or longer major and game values, forcing: support, 3NT with a club stopper, or 4D" ref="standard teaching: advancing a balancing overcall of a preempt: partner may be light, so a king more; with game values and a major of his own, advancer shows it below game (forcing)" test=AK853-K9652-K75-|K9652-AK853-K75-
[3{a}-P-P-3{b}-P] where a<b complete
P text="no fit or no game: pass" ref="standard teaching: advancing a balancing overcall of a preempt" test=T742-J65-52-QJ73

# Their preempt raised to game over our takeout double ((3x)-D-(4x), and (2M)-D-(4M)):
# partner's double showed opening values and support for the unbid suits, so advancer
# still bids with values: a four-card unbid major with 7+ (5+ with five), a long minor at
# the five level with 10+; with 10+ and no suit to bid, a double (values: the doubler
# usually passes, pulling only with a long suit and extras); otherwise pass.
[3{a}-D-4{a}] where a in CD complete
4x "Takeout Double: Advance" hcp=8+ X=4+ S=x H=x text="a four-card or longer major and some values: the doubler has support" ref="standard teaching: advancing a takeout double after their raise: bid with values, the double promised the unbid suits" test=KJ84-Q632-Q85-93
4x "Takeout Double: Advance" hcp=5+ X=5+ S=x H=x text="a five-card major: the doubler has support" ref="standard teaching: advancing a takeout double after their raise: with a long major, bid it" test=QT854-J63-K85-93
[3C-D-4C] complete
5D "Takeout Double: Advance" hcp=9+ D=5+ text="five diamonds and values" ref="standard teaching: advancing a takeout double after their raise" test=K84-63-AQT85-J93
[3D-D-4D] complete
5C "Takeout Double: Advance" hcp=9+ C=5+ text="five clubs and values" ref="standard teaching: advancing a takeout double after their raise" test=K84-63-J93-AQT85
[3{a}-D-4{a}] where a in CD complete
D "Takeout Double: Advance" hcp=10+ text="values, no major to bid: the doubler decides (usually passes)" ref="standard teaching: advancing a takeout double after their raise: with values and no suit, double" test=K84-A63-QT85-J93|K84-A63-J93-QT85
[3H-D-4H] complete
4S "Takeout Double: Advance" hcp=8+ S=4+ text="four or more spades and some values: the doubler has support" ref="standard teaching: advancing a takeout double after their raise: bid with values, the double promised the unbid suits" test=KJ84-632-QT85-Q3
4S "Takeout Double: Advance" hcp=5+ S=5+ text="five spades: the doubler has support" ref="standard teaching: advancing a takeout double after their raise: with a long major, bid it" test=QT854-963-J5-Q93
5x "Takeout Double: Advance" hcp=10+ X=6+ D=x C=x text="a long minor and values" ref="standard teaching: advancing a takeout double after their raise" test=K4-63-AQT854-J93
D "Takeout Double: Advance" hcp=10+ text="values, no suit to bid: the doubler decides (usually passes)" ref="standard teaching: advancing a takeout double after their raise: with values and no suit, double" test=K84-A63-QT85-J93
[3S-D-4S] complete
5H "Takeout Double: Advance" hcp=10+ H=5+ text="five hearts and values" ref="standard teaching: advancing a takeout double after their raise" test=84-KQT85-A63-J93
5x "Takeout Double: Advance" hcp=10+ X=6+ D=x C=x text="a long minor and values" ref="standard teaching: advancing a takeout double after their raise" test=K4-63-AQT854-J93
D "Takeout Double: Advance" hcp=10+ text="values, no suit to bid: the doubler decides (usually passes)" ref="standard teaching: advancing a takeout double after their raise: with values and no suit, double" test=K84-A63-QT85-J93
[3{a}-D-4{a}] complete
P "Takeout Double: Advance" text="not enough to bid at this level" ref="standard teaching: advancing a takeout double after their raise" test=J92-T75-Q864-K93|J92-Q864-T75-K93
[2{a}-D-4{a}] where a in HS as [3{a}-D-4{a}]

# The doubler when their raise to game is passed round ((3x)-D-(4x)-P-P): with 17+ a
# five-card major of his own (the strong doubler's suit), with 18+ a six-card minor at the
# five level, with 18+ and shortness in their suit a second double (still takeout: partner
# answers as over a double of a four-level preempt); otherwise pass.
[3{a}-D-4{a}-P-P] where a in CDH complete
4S "Takeout Double" hcp=17+ S=5+ text="a strong hand with 5+ spades" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand" test=AKJ76-A5-AQ8-K53
[3{a}-D-4{a}-P-P] where a in CD complete
4H "Takeout Double" hcp=17+ H=5+ text="a strong hand with 5+ hearts" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand" test=A53-AKJ76-AQ8-K5
[3{a}-D-4{a}-P-P] where a in CDH complete
4S "Takeout Double" hcp=15+ S=5+ losers=0-6 text="a five-card spade suit and playing strength (six losers or fewer)" ref="standard teaching: the doubler's rebid: with a good hand and a five-card major, bid it" test=AQT83-643-AKQJ-6
[3{a}-D-4{a}-P-P] where a in CD complete
4H "Takeout Double" hcp=15+ H=5+ losers=0-6 text="a five-card heart suit and playing strength (six losers or fewer)" ref="standard teaching: the doubler's rebid: with a good hand and a five-card major, bid it" test=643-AQT83-AKQJ-6
[3C-D-4C-P-P] complete
5D "Takeout Double" hcp=18+ D=6+ text="a strong hand with six or more diamonds" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand" test=AK5-A4-AQJ843-K5
[3D-D-4D-P-P] complete
5C "Takeout Double" hcp=18+ C=6+ text="a strong hand with six or more clubs" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand" test=AK5-A4-K5-AQJ843
[3{a}-D-4{a}-P-P] where a in HS complete
5x "Takeout Double" hcp=18+ X=6+ D=x C=x text="a strong hand with a six-card or longer minor" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand" test=AK5-A4-AQJ843-K5
[3S-D-4S-P-P] complete
5H "Takeout Double" hcp=18+ H=6+ text="a strong hand with six or more hearts" ref="standard teaching: the doubler's rebid: a new suit shows a strong hand" test=A4-AQJ843-AK5-K5
[3{a}-D-4{a}-P-P] complete
D "Takeout Double" hcp=18+ {a}=<3 text="takeout again: extra values, at most a doubleton in their suit" ref="SAYC booklet: takeout doubles of preempts; standard teaching: a second double shows extra values"
   test=AK85-KQ4-AQ84-K5|AK85-KQ4-K5-AQ84|AK85-K5-AQ84-KQ4|K5-AK85-AQ84-KQ4
D "Takeout Double" hcp=20+ text="a very strong hand: double again (values)" ref="SAYC booklet: takeout doubles of preempts; standard teaching: a second double shows extra values" test=KQJ2-AJ6-AQ8-A94
P text="no extras: pass" ref="standard teaching: the doubler's rebid" test=AT84-T5-A64-AJ52|AT84-A64-T5-AJ52
[3{a}-D-4{a}-P-P-D-P] where a in CDH as [4{a}-D-P]
[3S-D-4S-P-P-D-P] as [4S-D-P]
[2H-D-4H-P-P-D-P] as [4H-D-P]
[2S-D-4S-P-P-D-P] as [4S-D-P]

[4{a}] where a in CD complete
4x "Overcall" hcp=13-17 X=6+:2/3,3/5 S=x H=x text="game: a good six-card major" ref="standard teaching: bidding over a preempt: a good six-card major (or a strong five-card one) and opening values bid game" test=AKJT85-K4-Q32-32|K4-AKJT85-Q32-32
4x "Overcall" hcp=15-17 X=5+:2/3 S=x H=x text="game: a strong five-card major and 15-17" ref="standard teaching: bidding over a preempt: a good six-card major (or a strong five-card one) and opening values bid game" test=AKJ85-K4-Q32-K32|K4-AKJ85-Q32-K32
[4H] complete
4S "Overcall" hcp=13-17 S=6+:2/3,3/5 text="game: a good six-card suit" ref="standard teaching: bidding over a preempt: a good six-card major (or a strong five-card one) and opening values bid game" test=AKJT85-4-Q32-K32
4S "Overcall" hcp=15-17 S=5+:2/3 text="game: a strong five-card suit and 15-17" ref="standard teaching: bidding over a preempt: a good six-card major (or a strong five-card one) and opening values bid game" test=AKJ85-4-Q32-KQ32
# A good long minor and playing strength (five losers or fewer) bids five of it over their
# four-level preempt rather than doubling: partner's answer to a double would be a major.
[4{a}] where a in HS complete
5x "Overcall" hcp=12-17 X=6+:2/3 D=x C=x losers=0-5 text="a good long minor and playing strength (five losers or fewer)" ref="standard teaching: bidding over a preempt: with a long suit and playing strength, bid it" test=K2-3-AKQT54-Q432|3-K2-AKQT54-Q432
[4D] complete
5C "Overcall" hcp=12-17 C=6+:2/3 losers=0-5 text="a good long club suit and playing strength (five losers or fewer)" ref="standard teaching: bidding over a preempt: with a long suit and playing strength, bid it" test=K2-Q432-3-AKQT54
[4C] complete
5D "Overcall" hcp=12-17 D=6+:2/3 losers=0-5 text="a good long diamond suit and playing strength (five losers or fewer)" ref="standard teaching: bidding over a preempt: with a long suit and playing strength, bid it" test=K2-Q432-AKQT54-3
[4{a}] where a in CDH complete
D "Takeout Double" hcp=14+ {a}.quality=none text="takeout" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=AQ32-KQ32-KJ32-2|AQ32-KQ32-2-KJ32|AQ32-2-KQ32-KJ32
D "Takeout Double" hcp=18+ text="takeout: a strong hand" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=K74-KQ95-KJ7-AK7
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[4S] complete
D "Takeout Double" hcp=15+ S=<3 text="values: optional, partner usually passes" ref="SAYC booklet: takeout doubles of preempts; standard teaching: opening values and shortness, or 17+" test=K6-AT9-Q852-AK75
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
# Their three-level preempt raised to four (3x-P-4x): the direct seat and the pass-out seat
# act as over a four-level preempt (partner answers the double as over a double of it).
[3{a}-P-4{a}] as [4{a}]
[3{a}-P-4{a}-P-P] as [4{a}]
[3{a}-P-4{a}-D-P] as [4{a}-D-P]
[3{a}-P-4{a}-P-P-D-P] as [4{a}-D-P]
# Their four-level opening passed round to the fourth seat ((4x)-P-P): partner's pass does not
# deny values (he may have had no sound action at the four level), so the pass-out seat acts
# as the direct seat does: game in a good major, a takeout double with values and shortness.
[4{a}-P-P] as [4{a}]
[4{a}-P-P-D-P] as [4{a}-D-P]
[4{a}-D-P] where a in CDH complete
P "Takeout Double: Advance" hcp=5+ {a}=3+ text="penalty: defends" test=Q96-AK95-T53-Q65 ref="standard teaching: the doubler's rebid"
4S "Takeout Double: Advance" S=4+ text="4+ spades" test=KT94-JT8-643-T62 ref="standard teaching: the doubler's rebid"
[4{a}-D-P] where a in CD complete
4H "Takeout Double: Advance" H=4+ text="4+ hearts" test=J94-KT84-643-T62|J94-KT84-T62-643 ref="standard teaching: advancing a takeout double: an unbid major first"
[4{a}-D-P] where a in CDH complete
5x "Takeout Double: Advance" X=5+ C=x D=x H=x text="a 5+ card suit" test=764-98-752-QJT94 ref="standard teaching: the doubler's rebid"
P test=982-865-J853-Q93 text="a minimum: pass" ref="standard teaching: the doubler's rebid"
[4S-D-P] complete
5x "Takeout Double: Advance" X=6+ H=x D=x C=x hcp=<6 text="a long suit, no defense" test=743-T3-JT-QJT954 ref="standard teaching: the doubler's rebid"
5x "Takeout Double: Advance" X=7+ H=x D=x C=x text="a seven-card suit: it plays opposite the doubler's strength, their spades are not a defence for us" ref="standard teaching: advancing a double of a four-level preempt: with a long suit and little defence, bid it" test=Q6-KQJ7643-76-T2
5x "Takeout Double: Advance" X=6+ S=<=1 H=x D=x C=x text="a six-card suit and no spade: little defence" ref="standard teaching: advancing a double of a four-level preempt: with a long suit and little defence, bid it" test=7-KQT763-Q76-K42
P test=QT93-962-A84-A93 text="a minimum: pass" ref="standard teaching: the doubler's rebid"

# ---------------------------------------------------------------------------------------
# Their strong 2C
# ---------------------------------------------------------------------------------------

[2C] complete
2N "Unusual Notrump" hcp=5+ C=5+ D=5+ alert text="both minors, 5-5" test=72-K-AKT76-T9653 ref="SAYC booklet: unusual notrump"
3x "Overcall" hcp=5-12 X=7+:2/3,3/5 S=x H=x D=x C=x text="preemptive: a good 7-card suit" test=72-AKQ9854-97-73 ref="standard teaching: defense against a strong artificial 2C"
2x "Overcall" hcp=8-14 X=6+:2/3,3/5 S=x H=x D=x text="a good 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: defense against a strong artificial 2C"
P test=QT93-962-A84-A93 text="no sound action over their 2C" ref="standard teaching: defense against a strong artificial 2C"
[2C-P-2D] complete
2x "Overcall" hcp=8-14 X=6+:2/3,3/5 S=x H=x text="a good 6-card suit" test=KQJ732-96-AJ2-T6 ref="standard teaching: defense against a strong artificial 2C"
D "Lead-Directing Double" D=5+:2/3 text="lead-directing: good diamonds" test=86-Q874-AKQJ7-93 ref="standard teaching: defense against a strong artificial 2C"
P test=JT-AJ97-432-KT75 text="no sound action over their 2C" ref="standard teaching: defense against a strong artificial 2C"
[2C-P-P] complete
P test=QT93-962-A84-A93 text="no sound action over their 2C" ref="standard teaching: defense against a strong artificial 2C"
[2C-P-2D-P-2{a}] where a in HS complete
P test=QT93-962-A84-A93 text="no sound action over their 2C" ref="standard teaching: defense against a strong artificial 2C"
[2C-P-2D-P-2N] complete
P test=JT-AJ97-432-KT75 text="no sound action over their 2C" ref="standard teaching: defense against a strong artificial 2C"
[2C-P-2D-P-2{a}-P-3{b}-P-P] where a in HS complete
P test=QT93-962-A84-A93 text="no sound action over their 2C" ref="standard teaching: defense against a strong artificial 2C"
