# SAYC: action over the opponents' opening of one of a suit (direct seat), in fourth seat
# after they responded, and in the balancing seat.
#
# Direct seat, in order of priority:
#   unusual 4NT (a huge minor two-suiter over a major), Michaels and the unusual 2NT (5-5,
#   weak 6-11 or strong 16+), the 1NT overcall (15-18 balanced with a stopper), the
#   takeout double of any 19+ hand (too strong to overcall) or of 17-18 with
#   support, weak jump overcalls (a six-card suit at the two level, seven at the three
#   level, eight at the four level, 5-11 HCP), simple overcalls (one level 8-18 with a good
#   five-card suit, or 11-18 with a fair one; occasionally a strong four-card suit; two level
#   10-18 with a good five-card suit or 9-18 with a six-card suit, not with length in
#   opener's suit unless the suit is a good six-carder or longer: the trap pass is for
#   balanced hands), the takeout double with shortness in opener's suit and support for the
#   others (about opening strength, less with a void or singleton), and pass.

# ---------------------------------------------------------------------------------------
# Direct seat: conventional and strong actions (every opening of one of a suit)
# ---------------------------------------------------------------------------------------

[1{a}] where a in HS complete
# Unusual 4NT: at least 5-5 in the minors with game in hand opposite a fit.
4N "Unusual Notrump" hcp=12+ C=5+ D=5+ CD=11+ losers=3 alert
   text="both minors, 6-5 or better, game values: pick the minor at the five level" test=--AKT87542-AJ952 ref="SAYC booklet: unusual notrump"

[1{a}] where a in CD complete
# Michaels over a minor: both majors.
2{a} "Michaels" hcp=6-11 S=5+ H=5+ SH=:5+ alert
   text="5+ spades and 5+ hearts: weak (6-11) or strong (16+)" test=KQT87-QJ987-3-32 ref="SAYC booklet: Michaels cue bid"
2{a} "Michaels" hcp=16+ S=5+ H=5+ alert
   text="5+ spades and 5+ hearts: weak (6-11) or strong (16+)" test=AKJ87-AQ987-3-K2 ref="SAYC booklet: Michaels cue bid"

[1H] complete
# Michaels over a major: the other major and a minor.
2H "Michaels" hcp=6-11 S=5+ X=5+ D=x C=x xS=:5+ alert
   text="5+ spades and a 5+ minor: weak (6-11) or strong (16+)" test=KQT87-3-QJ987-32 ref="SAYC booklet: Michaels cue bid"
2H "Michaels" hcp=16+ S=5+ X=5+ D=x C=x alert
   text="5+ spades and a 5+ minor: weak (6-11) or strong (16+)" test=AKJ87-3-AQ987-K2 ref="SAYC booklet: Michaels cue bid"

[1S] complete
2S "Michaels" hcp=6-11 H=5+ X=5+ D=x C=x xH=:5+ alert
   text="5+ hearts and a 5+ minor: weak (6-11) or strong (16+)" test=3-KQT87-QJ987-32 ref="SAYC booklet: Michaels cue bid"
2S "Michaels" hcp=16+ H=5+ X=5+ D=x C=x alert
   text="5+ hearts and a 5+ minor: weak (6-11) or strong (16+)" test=3-AKJ87-AQ987-K2 ref="SAYC booklet: Michaels cue bid"

# Unusual 2NT: the two lowest unbid suits.
[1C] complete
2N "Unusual Notrump" hcp=6-11 H=5+ D=5+ HD=:5+ alert
   text="5+ hearts and 5+ diamonds: weak (6-11) or strong (16+)" test=3-QJ987-KQT87-32 ref="SAYC booklet: unusual notrump"
2N "Unusual Notrump" hcp=16+ H=5+ D=5+ alert
   text="5+ hearts and 5+ diamonds: weak (6-11) or strong (16+)" test=3-AQ987-AKJ87-K2 ref="SAYC booklet: unusual notrump"
[1D] complete
2N "Unusual Notrump" hcp=6-11 H=5+ C=5+ HC=:5+ alert
   text="5+ hearts and 5+ clubs: weak (6-11) or strong (16+)" test=3-QJ987-32-KQT87 ref="SAYC booklet: unusual notrump"
2N "Unusual Notrump" hcp=16+ H=5+ C=5+ alert
   text="5+ hearts and 5+ clubs: weak (6-11) or strong (16+)" test=3-AQ987-K2-AKJ87 ref="SAYC booklet: unusual notrump"
[1{a}] where a in HS complete
2N "Unusual Notrump" hcp=6-11 D=5+ C=5+ DC=:5+ alert
   text="5+ diamonds and 5+ clubs: weak (6-11) or strong (16+)" test=3-32-QJ987-KQT87 ref="SAYC booklet: unusual notrump"
2N "Unusual Notrump" hcp=16+ D=5+ C=5+ alert
   text="5+ diamonds and 5+ clubs: weak (6-11) or strong (16+)" test=3-K2-AQ987-AKJ87 ref="SAYC booklet: unusual notrump"

[1{a}] complete
1N "Overcall: 1NT" hcp=15-18 shape=balanced {a}=:1stop
   text="15-18, balanced, a stopper in their suit; systems on" test=A32-KJ2-KQ3-A432 ref="SAYC booklet: 1NT overcall"
D "Takeout Double" hcp=19+ text="takeout; 19+ HCP with any shape, too strong to overcall" ref="standard teaching: too strong to overcall, double first and bid again"
   test=AKQT93-A2-KQ3-K2
D "Takeout Double" hcp=18 X=5+ S=x,2+ H=x,2+ D=x,2+ C=x,2+ text="takeout; 18 HCP, a five-card suit and no singleton: too strong to overcall, will bid again (double, then a new suit shows this hand)" ref="standard teaching: a one-level overcall is about 8-17; with 18+ double first and then bid the suit"
   test=AKJ93-J2-AQ32-K2|AQ32-AKJ93-J2-K2

# ---------------------------------------------------------------------------------------
# Direct seat: suit overcalls and the takeout double by shape, opening by opening
# ---------------------------------------------------------------------------------------

[1C] complete
D "Takeout Double" hcp=17-18 S=3+ H=3+ D=3+ C=<3 text="takeout; 17-18 HCP with support: will bid again" ref="standard teaching: too strong to overcall, double first and bid again" test=AQ8-AJ83-KT63-QJ
D "Takeout Double" hcp=15-18 C=3 S=3+ H=3+ D=3+ text="takeout: 15-18 balanced without a stopper, three of their suit and support for the others" test=AK2-QJ32-KJ2-Q32 ref="standard teaching: a 1NT overcall needs a stopper; without one, double with support for the unbid suits"
D "Takeout Double" hcp=18 shape=balanced text="takeout; 18 HCP balanced without a stopper in their suit (no 1NT overcall): too strong to pass, will bid again (double, then notrump shows this hand)" ref="standard teaching: strong hands double first and then show their hand: a balanced 18 without a stopper for the 1NT overcall (and without support for every unbid suit) doubles, then bids notrump"
   test=AKQ9-J2-AQJ2-J32|J2-AKQ9-AQJ2-J32|AQJ2-J2-AKQ9-J32
2x "Overcall: Weak Jump" vul=V hcp=7-11 X=6:2/3 S=x H=x D=x text="weak jump overcall: a good 6-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQT984-J9-J64-Q2
2x "Overcall: Weak Jump" vul=X hcp=5-11 X=6:2/3,3/5 S=x H=x D=x text="weak jump overcall: a good 6-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit" test=QJT974-J64-J2-J9
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 S=x H=x D=x text="preemptive: a good 7-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-83-K76-4
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 S=x H=x D=x text="preemptive: a good 7-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-83-T76-4
3x "Overcall: Weak Jump" vul=X hcp=6-9 X=7:1/3 S=x H=x D=x text="preemptive, not vulnerable: a seven-card suit with one of the top three honours, 6-9 HCP (too weak for a simple overcall)" ref="SAYC booklet: jump overcalls are weak; standard teaching: not vulnerable, seven cards make up for suit quality (the rule of two and three)"
   test=KT87642-Q3-K7-43
4x "Overcall: Weak Jump" vul=V hcp=7-11 X=8+:2/3 S=x H=x D=x text="preemptive: an 8-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-K2-73-8
4x "Overcall: Weak Jump" vul=X hcp=5-11 X=8+:2/3,3/5 S=x H=x D=x text="preemptive: an 8-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-T2-8-73
D "Takeout Double" hcp=11+ S=4 H=4 C=<2 text="takeout: both majors, short clubs" ref="SAYC booklet: takeout doubles; standard teaching: with both majors and shortness in their minor, double rather than overcall in a minor" test=KJ95-AQ73-KT843-
1x "Overcall" vul=X hcp=8-18 X=5 S=x H=x D=5:4+,3/5 text="two five-card suits: the higher-ranking first (8-18, the diamonds good enough to overcall)" ref="SAYC booklet: overcalls; standard teaching: with two five-card suits bid the higher-ranking first (and the other next), even when the lower is the better suit"
   test=T8742-3-AQ982-K2|3-T8742-AQ982-K2
1x "Overcall" vul=V hcp=10-18 X=5 S=x H=x D=5:5+,3/5 text="two five-card suits: the higher-ranking first (vulnerable: 10-18, the diamonds sound enough to overcall)" ref="SAYC booklet: overcalls; standard teaching: with two five-card suits bid the higher-ranking first (and the other next), even when the lower is the better suit"
   test=T8742-3-AQ982-KJ|3-T8742-AQ982-KJ
1x "Overcall" vul=V hcp=10-18 X=5+:5+,3/5 S=x H=x D=x text="10-18 HCP, a good 5+ card suit (vulnerable: sounder)" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit"
   test=AQ873-K75-942-Q3
1x "Overcall" vul=X hcp=8-18 X=5+:4+,3/5 S=x H=x D=x text="8-18 HCP, a good 5+ card suit" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit" test=964-A82-KJ872-53
1x "Overcall" hcp=11-18 X=5+:1/5 S=x H=x D=x text="11-18 HCP, a 5+ card suit" test=K8652-A87-K3-Q53 ref="SAYC booklet: overcalls"
1x "Overcall" vul=X hcp=9-10 X=6+:1/5 S=x H=x D=x text="9-10 HCP, a six-card suit with an honour, not vulnerable" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (length and honours 7+ at the one level): a six-card suit with an honour overcalls at the one level on 9-10 HCP not vulnerable (vulnerable: sounder)"
   test=K98643-A5-Q73-84|84-K98643-A5-Q73
1x "Overcall" hcp=10-16 X=4:c S=x H=x D=x text="10-16 HCP, a strong four-card suit" test=AKQT-32-8653-KQ8 ref="SAYC booklet: overcalls"
D "Takeout Double" hcp=10+ dist=T13+ S=3+ H=3+ D=3+ C=<3 text="takeout: opening values, support for the unbid suits"
   test=Q875-AQ7-KJ98-32 ref="SAYC booklet: takeout doubles"
D "Takeout Double" hcp=12+ S=4+ H=4+ D=2+ C=3 text="takeout: opening values, both majors"
   test=KJ84-AQ73-K9-873 ref="SAYC booklet: takeout doubles"
P test=98532-864-92-643 text="no sound overcall or takeout double" ref="SAYC booklet: overcalls and takeout doubles; standard teaching: pass without a sound action"

[1D] complete
D "Takeout Double" hcp=17-18 S=3+ H=3+ C=3+ D=<3 text="takeout; 17-18 HCP with support: will bid again" ref="standard teaching: too strong to overcall, double first and bid again"
   test=KJ84-KQJ32-A-A43
D "Takeout Double" hcp=15-18 D=3 S=3+ H=3+ C=3+ text="takeout: 15-18 balanced without a stopper, three of their suit and support for the others" test=AK2-QJ32-432-AQ2 ref="standard teaching: a 1NT overcall needs a stopper; without one, double with support for the unbid suits"
D "Takeout Double" hcp=18 shape=balanced text="takeout; 18 HCP balanced without a stopper in their suit (no 1NT overcall): too strong to pass, will bid again (double, then notrump shows this hand)" ref="standard teaching: strong hands double first and then show their hand: a balanced 18 without a stopper for the 1NT overcall (and without support for every unbid suit) doubles, then bids notrump"
   test=AKQ9-J2-J32-AQJ2|J2-AKQ9-J32-AQJ2|AQJ2-J2-J32-AKQ9
2x "Overcall: Weak Jump" vul=V hcp=7-11 X=6:2/3 S=x H=x text="weak jump overcall: a good 6-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQT984-J9-Q2-J64
2x "Overcall: Weak Jump" vul=X hcp=5-11 X=6:2/3,3/5 S=x H=x text="weak jump overcall: a good 6-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ932-83-4-T765
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 S=x H=x C=x text="preemptive: a good 7-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-83-4-K76
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 S=x H=x C=x text="preemptive: a good 7-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-83-4-T76
3x "Overcall: Weak Jump" vul=X hcp=6-9 X=7:1/3 S=x H=x C=x text="preemptive, not vulnerable: a seven-card suit with one of the top three honours, 6-9 HCP (too weak for a simple overcall)" ref="SAYC booklet: jump overcalls are weak; standard teaching: not vulnerable, seven cards make up for suit quality (the rule of two and three)"
   test=KT87642-Q3-K7-43
4x "Overcall: Weak Jump" vul=V hcp=7-11 X=8+:2/3 S=x H=x C=x text="preemptive: an 8-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-K2-8-73
4x "Overcall: Weak Jump" vul=X hcp=5-11 X=8+:2/3,3/5 S=x H=x C=x text="preemptive: an 8-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-T2-73-8
D "Takeout Double" hcp=11+ S=4 H=4 D=<2 text="takeout: both majors, short diamonds" ref="SAYC booklet: takeout doubles; standard teaching: with both majors and shortness in their minor, double rather than overcall in a minor" test=QJ95-AJ73--AK543
1x "Overcall" hcp=10-18 X=5 S=x H=x C=5:2/3,3/5 text="two five-card suits: the higher-ranking first (10-18, the clubs good enough to overcall)" ref="SAYC booklet: overcalls; standard teaching: with two five-card suits bid the higher-ranking first (and the other next), even when the lower is the better suit"
   test=T8742-3-K2-AKJ82|3-T8742-K2-AKJ82
1x "Overcall" vul=V hcp=10-18 X=5+:5+,3/5 S=x H=x text="10-18 HCP, a good 5+ card suit (vulnerable: sounder)" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit"
   test=AQ873-K75-Q3-942
1x "Overcall" vul=X hcp=8-18 X=5+:4+,3/5 S=x H=x text="8-18 HCP, a good 5+ card suit" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit" test=AQ873-942-T75-Q3
1x "Overcall" hcp=11-18 X=5+:1/5 S=x H=x text="11-18 HCP, a 5+ card suit" test=K8652-A87-K3-Q53 ref="SAYC booklet: overcalls"
1x "Overcall" vul=X hcp=9-10 X=6+:1/5 S=x H=x text="9-10 HCP, a six-card suit with an honour, not vulnerable" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (length and honours 7+ at the one level): a six-card suit with an honour overcalls at the one level on 9-10 HCP not vulnerable (vulnerable: sounder)"
   test=K98643-A5-84-Q73|84-K98643-Q73-A5
1x "Overcall" hcp=10-16 X=4:c S=x H=x text="10-16 HCP, a strong four-card major" test=AKQT-32-KQ8-8653 ref="SAYC booklet: overcalls"
2C "Overcall" hcp=10-18 C=5:2/3,3/5 D=<4 text="10-18 HCP, a good 5-card suit" test=K82-Q87-32-AQ953 ref="SAYC booklet: overcalls"
2C "Overcall" hcp=9-18 C=6+:1/3 D=<4 text="9-18 HCP, a 6-card suit" test=A6-T942-3-KQT843 ref="SAYC booklet: overcalls"
2C "Overcall" hcp=15-18 C=5+:2/3 D=4 H=<3 text="15-18 HCP, a good five-card suit: a sound overcall despite four of their suit" test=A54-2-KQ73-KQJ84 ref="SAYC booklet: overcalls; standard teaching: the trap pass is for length and strength in their suit without a suit of one's own"
D "Takeout Double" hcp=10+ dist=T13+ S=3+ H=3+ C=3+ D=<3 text="takeout: opening values, support for the unbid suits"
   test=Q875-AQ7-32-KJ98 ref="SAYC booklet: takeout doubles"
D "Takeout Double" hcp=12+ S=4+ H=4+ C=2+ D=3 text="takeout: opening values, both majors"
   test=KJ84-AQ73-873-K9 ref="SAYC booklet: takeout doubles"
2C "Overcall" hcp=10-18 C=6+:2/3 text="10-18 HCP, a good six-card or longer suit: overcalled despite length in their suit" ref="SAYC booklet: overcalls; standard teaching: the trap pass is for balanced hands with length and strength in their suit; with a good long suit of one's own, overcall it"
   test=3-2-KJ754-AKJ875
2C "Overcall" hcp=11-17 C=6+:2/5 shape=unbalanced text="11-17 HCP, opening values and a six-card suit with two of the top five honours: overcalled despite length in their suit" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: the trap pass is for balanced hands with length and strength in their suit; an unbalanced hand with opening values and a six-card suit holding two of the top five honours overcalls it" test=A-K3-QT76-KJ9862
2C "Overcall" hcp=12-17 C=5:3/5 D=4 shape=unbalanced text="12-17 HCP, opening values and a five-card suit with three of the top five honours: overcalled despite four of their suit" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: the trap pass is for balanced hands with length and strength in their suit; an unbalanced hand with opening values and a five-card suit holding three of the top five honours overcalls it" test=A-K32-T876-KQJ52
2C "Overcall" hcp=15-18 C=5+:1/5 D=<4 text="15-18 HCP, a five-card suit: with a sound hand the suit need not be good" test=AK54-7-AQ4-Q8743 ref="SAYC booklet: overcalls; standard teaching: a two-level overcall shows a good suit or a good hand; the stronger the hand, the less the suit needs"
P test=62-643-9654-8432 text="no sound overcall or takeout double" ref="SAYC booklet: overcalls and takeout doubles; standard teaching: pass without a sound action"

[1H] complete
D "Takeout Double" hcp=17-18 S=3+ D=3+ C=3+ H=<3 text="takeout; 17-18 HCP with support: will bid again" ref="standard teaching: too strong to overcall, double first and bid again"
   test=KQJ32-A-KJ84-A43
D "Takeout Double" hcp=15-18 H=3 S=3+ D=3+ C=3+ text="takeout: 15-18 balanced without a stopper, three of their suit and support for the others" test=AQJ2-432-AK2-KJ2 ref="standard teaching: a 1NT overcall needs a stopper; without one, double with support for the unbid suits"
D "Takeout Double" hcp=18 shape=balanced text="takeout; 18 HCP balanced without a stopper in their suit (no 1NT overcall): too strong to pass, will bid again (double, then notrump shows this hand)" ref="standard teaching: strong hands double first and then show their hand: a balanced 18 without a stopper for the 1NT overcall (and without support for every unbid suit) doubles, then bids notrump"
   test=AKQ9-J32-J2-AQJ2|J2-J32-AKQ9-AQJ2|AQJ2-J32-AKQ9-J2
2S "Overcall: Weak Jump" vul=V hcp=7-11 S=6:2/3 text="weak jump overcall: a good 6-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQT984-Q2-J9-J64
2S "Overcall: Weak Jump" vul=X hcp=5-11 S=6:2/3,3/5 text="weak jump overcall: a good 6-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit" test=KQ9754-T65-3-T85
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 S=x D=x C=x text="preemptive: a good 7-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-4-83-K76
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 S=x D=x C=x text="preemptive: a good 7-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-83-T76-4
3x "Overcall: Weak Jump" vul=X hcp=6-9 X=7:1/3 S=x D=x C=x text="preemptive, not vulnerable: a seven-card suit with one of the top three honours, 6-9 HCP (too weak for a simple overcall)" ref="SAYC booklet: jump overcalls are weak; standard teaching: not vulnerable, seven cards make up for suit quality (the rule of two and three)"
   test=KT87642-3-K72-Q4
4x "Overcall: Weak Jump" vul=V hcp=7-11 X=8+:2/3 S=x D=x C=x text="preemptive: an 8-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-8-K2-73
4x "Overcall: Weak Jump" vul=X hcp=5-11 X=8+:2/3,3/5 S=x D=x C=x text="preemptive: an 8-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-T2-73-8
1S "Overcall" hcp=10-18 S=5 X=5:2/3,3/5 D=x C=x text="two five-card suits: the higher-ranking first (10-18, the minor good enough to overcall)" ref="SAYC booklet: overcalls; standard teaching: with two five-card suits bid the higher-ranking first (and the other next), even when the lower is the better suit"
   test=T8742-3-AKJ82-KQ|T8742-3-KQ-AKJ82
1S "Overcall" vul=V hcp=10-18 S=5+:5+,3/5 text="10-18 HCP, a good 5+ card suit (vulnerable: sounder)" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit"
   test=AQ873-Q3-K75-942
1S "Overcall" vul=X hcp=8-18 S=5+:4+,3/5 text="8-18 HCP, a good 5+ card suit" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit" test=AK943-J954--T654
1S "Overcall" hcp=11-18 S=5+:1/5 text="11-18 HCP, a 5+ card suit" test=K8652-A87-K3-Q53 ref="SAYC booklet: overcalls"
1S "Overcall" vul=X hcp=9-10 S=6+:1/5 text="9-10 HCP, a six-card suit with an honour, not vulnerable" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (length and honours 7+ at the one level): a six-card suit with an honour overcalls at the one level on 9-10 HCP not vulnerable (vulnerable: sounder)"
   test=K98643-84-A5-Q73
1S "Overcall" hcp=10-16 S=4:c text="10-16 HCP, a strong four-card suit" test=AKQ2-765-JT82-43 ref="SAYC booklet: overcalls"
2x "Overcall" hcp=10-18 X=5:2/3,3/5 D=x C=x H=<4 text="10-18 HCP, a good 5-card suit" test=K82-Q87-AQ953-32 ref="SAYC booklet: overcalls"
2x "Overcall" vul=V hcp=10-18 X=6+:1/3 D=x C=x H=<4 text="10-18 HCP, a 6-card suit (vulnerable: sounder)" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit"
   test=T6-K4-AQT972-K86
2x "Overcall" vul=X hcp=9-18 X=6+:1/3 D=x C=x H=<4 text="9-18 HCP, a 6-card suit" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit" test=K86-T6-AQT972-64
D "Takeout Double" hcp=10+ dist=T13+ S=3+ D=3+ C=3+ H=<3 text="takeout: opening values, support for the unbid suits" test=87642--AKT-QJ765 ref="SAYC booklet: takeout doubles"
2x "Overcall" hcp=10-18 X=6+:2/3 D=x C=x text="10-18 HCP, a good six-card or longer suit: overcalled despite length in their suit" ref="SAYC booklet: overcalls; standard teaching: the trap pass is for balanced hands with length and strength in their suit; with a good long suit of one's own, overcall it"
   test=3-KJ75-AKJ875-32
2x "Overcall" hcp=11-17 X=6+:2/5 D=x C=x shape=unbalanced text="11-17 HCP, opening values and a six-card suit with two of the top five honours: overcalled despite length in their suit" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: the trap pass is for balanced hands with length and strength in their suit; an unbalanced hand with opening values and a six-card suit holding two of the top five honours overcalls it" test=A-QT76-K3-KJ9862|A-QT76-KJ9862-K3
2x "Overcall" hcp=12-17 X=5:3/5 H=4 D=x C=x shape=unbalanced text="12-17 HCP, opening values and a five-card suit with three of the top five honours: overcalled despite four of their suit" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: the trap pass is for balanced hands with length and strength in their suit; an unbalanced hand with opening values and a five-card suit holding three of the top five honours overcalls it" test=A-T876-K32-KQJ52|A-T876-KQJ52-K32
2x "Overcall" hcp=15-18 X=5+:1/5 D=x C=x H=<4 text="15-18 HCP, a five-card suit: with a sound hand the suit need not be good" test=AK-72-AQ54-Q8743 ref="SAYC booklet: overcalls; standard teaching: a two-level overcall shows a good suit or a good hand; the stronger the hand, the less the suit needs"
P test=T6-Q4-97-T987653 text="no sound overcall or takeout double" ref="SAYC booklet: overcalls and takeout doubles; standard teaching: pass without a sound action"

[1S] complete
D "Takeout Double" hcp=17-18 H=3+ D=3+ C=3+ S=<3 text="takeout; 17-18 HCP with support: will bid again" ref="standard teaching: too strong to overcall, double first and bid again"
   test=A-KQJ32-KJ84-A43
D "Takeout Double" hcp=15-18 S=3 H=3+ D=3+ C=3+ text="takeout: 15-18 balanced without a stopper, three of their suit and support for the others" test=432-AQJ2-AK2-KJ2 ref="standard teaching: a 1NT overcall needs a stopper; without one, double with support for the unbid suits"
D "Takeout Double" hcp=18 shape=balanced text="takeout; 18 HCP balanced without a stopper in their suit (no 1NT overcall): too strong to pass, will bid again (double, then notrump shows this hand)" ref="standard teaching: strong hands double first and then show their hand: a balanced 18 without a stopper for the 1NT overcall (and without support for every unbid suit) doubles, then bids notrump"
   test=J32-AKQ9-J2-AQJ2|J32-J2-AKQ9-AQJ2|J32-AQJ2-AKQ9-J2
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 H=x D=x C=x text="preemptive: a good 7-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=4-KQJ9632-83-K76
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 H=x D=x C=x text="preemptive: a good 7-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=83-KQJ9632-T76-4
3x "Overcall: Weak Jump" vul=X hcp=6-9 X=7:1/3 H=x D=x C=x text="preemptive, not vulnerable: a seven-card suit with one of the top three honours, 6-9 HCP (too weak for a simple overcall)" ref="SAYC booklet: jump overcalls are weak; standard teaching: not vulnerable, seven cards make up for suit quality (the rule of two and three)"
   test=43-KT87642-K7-Q3
4x "Overcall: Weak Jump" vul=V hcp=7-11 X=8+:2/3 H=x D=x C=x text="preemptive: an 8-card suit, 7-11 HCP (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=8-AQ987632-K2-73
4x "Overcall: Weak Jump" vul=X hcp=5-11 X=8+:2/3,3/5 H=x D=x C=x text="preemptive: an 8-card suit, 5-11 HCP" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=T2-AQ987632-73-8
2x "Overcall" hcp=10-18 X=5:2/3,3/5 H=x D=x C=x S=<4 text="10-18 HCP, a good 5-card suit" test=96-KQ632-J964-A6 ref="SAYC booklet: overcalls"
2x "Overcall" vul=V hcp=10-18 X=6+:1/3 H=x D=x C=x S=<4 text="10-18 HCP, a 6-card suit (vulnerable: sounder)" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit"
   test=K4-AQT972-T6-K86
2x "Overcall" vul=X hcp=9-18 X=6+:1/3 H=x D=x C=x S=<4 text="9-18 HCP, a 6-card suit" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit" test=A65-74-Q98765-K5
D "Takeout Double" hcp=10+ dist=T13+ H=3+ D=3+ C=3+ S=<3 text="takeout: opening values, support for the unbid suits"
   test=3-Q875-AQJ7-KJ98 ref="SAYC booklet: takeout doubles"
2x "Overcall" hcp=10-18 X=6+:2/3 D=x C=x H=x text="10-18 HCP, a good six-card or longer suit: overcalled despite length in their suit" ref="SAYC booklet: overcalls; standard teaching: the trap pass is for balanced hands with length and strength in their suit; with a good long suit of one's own, overcall it"
   test=KQ65-AKJ875-J2-3
2x "Overcall" hcp=11-17 X=6+:2/5 D=x C=x H=x shape=unbalanced text="11-17 HCP, opening values and a six-card suit with two of the top five honours: overcalled despite length in their suit" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: the trap pass is for balanced hands with length and strength in their suit; an unbalanced hand with opening values and a six-card suit holding two of the top five honours overcalls it" test=QT76-A-K3-KJ9862|QT76-A-KJ9862-K3|QT76-KJ9862-A-K3
2x "Overcall" hcp=12-17 X=5:3/5 S=4 D=x C=x H=x shape=unbalanced text="12-17 HCP, opening values and a five-card suit with three of the top five honours: overcalled despite four of their suit" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: the trap pass is for balanced hands with length and strength in their suit; an unbalanced hand with opening values and a five-card suit holding three of the top five honours overcalls it" test=T876-A-K32-KQJ52|T876-A-KQJ52-K32|T876-KQJ52-A-K32
2x "Overcall" hcp=15-18 X=5+:1/5 H=x D=x C=x S=<4 text="15-18 HCP, a five-card suit: with a sound hand the suit need not be good" test=KQ2-J8743-A-AQ95 ref="SAYC booklet: overcalls; standard teaching: a two-level overcall shows a good suit or a good hand; the stronger the hand, the less the suit needs"
P test=65432-976-642-63 text="no sound overcall or takeout double" ref="SAYC booklet: overcalls and takeout doubles; standard teaching: pass without a sound action"

# ---------------------------------------------------------------------------------------
# Fourth seat after the opponents' one-level response (1x-P-1y): the double shows the two
# unbid suits and opening values; 1NT is 15-18 with both their suits stopped; suit bids are
# natural overcalls (jumps weak).
# ---------------------------------------------------------------------------------------

[1{a}-P-1{b}] where a<b complete
1N "Overcall: 1NT" hcp=15-18 shape=balanced {a}=:1stop {b}=:1stop
   text="15-18, balanced, stoppers in both their suits" test=A32-KJ2-KQ3-A432 ref="SAYC booklet: 1NT overcall"
1N "Overcall: 1NT" hcp=15-18 shape=balanced {a}=:1stop {b}=4+:2+ text="15-18, balanced, a stopper in opener's suit and four cards with an honour in responder's suit (length stops it)"
   ref="SAYC booklet: 1NT overcall; standard teaching: Q-x-x-x counts as a stopper" test=Q432-AQ2-KJ2-AJ2|AQ2-Q432-KJ2-AJ2|AQ2-KJ2-Q432-AJ2
# A minor opening may be short: with 15-18 balanced, a stopper in responder's suit and three or
# more cards in opener's minor, 1NT is still the natural description (the hand has no double:
# it does not hold both unbid suits).
[1{a}-P-1{b}] where a<b, a in CD complete
1N "Overcall: 1NT" hcp=15-18 shape=balanced {b}=:1stop {a}=3+ text="15-18, balanced, a stopper in responder's suit and length in opener's (possibly short) minor"
   ref="SAYC booklet: 1NT overcall; standard teaching: over a minor opening that may be short, length in the minor will do" test=AQ4-KJ3-KQ5-J832|AQ4-KJ3-J832-KQ5|KQ5-KJ3-AQ4-J832|KJ3-KQ5-J832-AQ4|KQ5-KJ3-J832-AQ4
[1{a}-P-1{b}] where a<b complete
D "Takeout Double" hcp=19+ text="takeout; 19+ HCP, too strong to overcall" ref="standard teaching: too strong to overcall, double first and bid again" test=AKQT93-A2-KQ3-K2

[1C-P-1D] complete
D "Takeout Double" hcp=8+ S=5+ H=5+ text="takeout: both majors, 5-5" test=KQ842-T9854-QJ3- ref="standard teaching: the double of two bid suits shows the unbid suits"
2x "Overcall: Weak Jump" vul=V hcp=7-11 X=6:2/3 S=x H=x text="weak jump overcall (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQT984-J64-Q2-J9
2x "Overcall: Weak Jump" vul=X hcp=5-11 X=6:2/3,3/5 S=x H=x text="weak jump overcall" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit" test=974-AQJ765-8-982
1x "Overcall" vul=V hcp=10-18 X=5+:5+,3/5 S=x H=x text="10-18 HCP, a good 5+ card suit (vulnerable: sounder)" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit"
   test=AQ873-942-Q3-K75
1x "Overcall" vul=X hcp=8-18 X=5+:4+,3/5 S=x H=x text="8-18 HCP, a good 5+ card suit" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit" test=J62-AK982-432-T9
1x "Overcall" hcp=11-18 X=5+:1/5 S=x H=x text="11-18 HCP, a 5+ card suit" test=K8652-A87-K3-Q53 ref="SAYC booklet: overcalls"
D "Takeout Double" hcp=10+ dist=T13+ S=4+ H=4+ text="takeout: both majors, opening values"
   test=KJ83-AQ94-6-K653 ref="standard teaching: the double of two bid suits shows the unbid suits"
[1C-P-1H] complete
2S "Overcall: Weak Jump" vul=V hcp=7-11 S=6:2/3 text="weak jump overcall (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQT984-Q2-J64-J9
2S "Overcall: Weak Jump" vul=X hcp=5-11 S=6:2/3,3/5 text="weak jump overcall" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit" test=QJT982-96-Q6-T63
1S "Overcall" vul=V hcp=10-18 S=5+:5+,3/5 text="10-18 HCP, a good 5+ card suit (vulnerable: sounder)" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit"
   test=AQ873-Q3-942-K75
1S "Overcall" vul=X hcp=8-18 S=5+:4+,3/5 text="8-18 HCP, a good 5+ card suit" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit" test=AQ875-3-Q8532-53
1S "Overcall" hcp=11-18 S=5+:1/5 text="11-18 HCP, a 5+ card suit" test=K8652-A87-K3-Q53 ref="SAYC booklet: overcalls"
2D "Overcall" hcp=10-18 D=6+:2/5 text="10-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=K2-K32-KJ9743-32
2D "Overcall" vul=X hcp=9-18 D=6+:2/3 text="9+ HCP and a strong six-card suit (two of the top three honours), not vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-Q42-AKT986-85
2D "Overcall" vul=B hcp=9-18 D=6+:2/3 text="9+ HCP and a strong six-card suit (two of the top three honours), both vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-Q42-AKT986-85
2D "Overcall" hcp=10-18 D=5+:2/3,3/5 text="10-18 HCP, a good 5+ card suit" test=K82-Q87-AQ953-32 ref="SAYC booklet: overcalls"
D "Takeout Double" hcp=10+ dist=T13+ S=4+ D=4+ H=<3 text="takeout: spades and diamonds, opening values"
   test=KJ83-6-AQ98-K653 ref="standard teaching: the double of two bid suits shows the unbid suits"
[1C-P-1S] complete
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 H=x D=x text="preemptive: a good 7-card suit (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=4-KQJ9632-K76-83
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 H=x D=x text="preemptive: a good 7-card suit" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit" test=83-KQJ9632-T76-4
2x "Overcall" hcp=10-18 X=6+:2/5 H=x D=x text="10-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=K2-KJ9743-K32-32
2x "Overcall" vul=X hcp=9-18 X=6+:2/3 H=x D=x text="9+ HCP and a strong six-card suit (two of the top three honours), not vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-AKT986-Q42-85
2x "Overcall" vul=B hcp=9-18 X=6+:2/3 H=x D=x text="9+ HCP and a strong six-card suit (two of the top three honours), both vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-AKT986-Q42-85
2x "Overcall" hcp=10-18 X=5+:2/3,3/5 H=x D=x text="10-18 HCP, a good 5+ card suit" test=K82-AQ953-Q87-32 ref="SAYC booklet: overcalls"
D "Takeout Double" hcp=10+ dist=T13+ H=4+ D=4+ S=<3 text="takeout: hearts and diamonds, opening values"
   test=6-KJ83-AQ98-K653 ref="standard teaching: the double of two bid suits shows the unbid suits"
[1D-P-1H] complete
2S "Overcall: Weak Jump" vul=V hcp=7-11 S=6:2/3 text="weak jump overcall (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQT984-Q2-J9-J64
2S "Overcall: Weak Jump" vul=X hcp=5-11 S=6:2/3,3/5 text="weak jump overcall" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit" test=KQJ932-83-4-T765
1S "Overcall" vul=V hcp=10-18 S=5+:5+,3/5 text="10-18 HCP, a good 5+ card suit (vulnerable: sounder)" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit"
   test=AQ873-Q3-K75-942
1S "Overcall" vul=X hcp=8-18 S=5+:4+,3/5 text="8-18 HCP, a good 5+ card suit" ref="SAYC booklet: overcalls; standard teaching: vulnerable, sounder values and a better suit" test=A6532-J83-K643-7
1S "Overcall" hcp=11-18 S=5+:1/5 text="11-18 HCP, a 5+ card suit" test=K8652-A87-K3-Q53 ref="SAYC booklet: overcalls"
2C "Overcall" hcp=10-18 C=6+:2/5 text="10-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=K2-K32-32-KJ9743
2C "Overcall" vul=X hcp=9-18 C=6+:2/3 text="9+ HCP and a strong six-card suit (two of the top three honours), not vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-Q42-85-AKT986
2C "Overcall" vul=B hcp=9-18 C=6+:2/3 text="9+ HCP and a strong six-card suit (two of the top three honours), both vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-Q42-85-AKT986
2C "Overcall" hcp=10-18 C=5+:2/3,3/5 text="10-18 HCP, a good 5+ card suit" test=K82-Q87-32-AQ953 ref="SAYC booklet: overcalls"
D "Takeout Double" hcp=10+ dist=T13+ S=4+ C=4+ H=<3 text="takeout: spades and clubs, opening values"
   test=KJ83-6-K653-AQ98 ref="standard teaching: the double of two bid suits shows the unbid suits"
[1D-P-1S] complete
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 H=x C=x text="preemptive: a good 7-card suit (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=4-KQJ9632-83-K76
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 H=x C=x text="preemptive: a good 7-card suit" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit" test=83-KQJ9632-4-T76
2x "Overcall" hcp=10-18 X=6+:2/5 H=x C=x text="10-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=K2-KJ9743-K32-32
2x "Overcall" vul=X hcp=9-18 X=6+:2/3 H=x C=x text="9+ HCP and a strong six-card suit (two of the top three honours), not vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-AKT986-85-Q42
2x "Overcall" vul=B hcp=9-18 X=6+:2/3 H=x C=x text="9+ HCP and a strong six-card suit (two of the top three honours), both vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-AKT986-85-Q42
2x "Overcall" hcp=10-18 X=5+:2/3,3/5 H=x C=x text="10-18 HCP, a good 5+ card suit" test=K82-AQ953-32-Q87 ref="SAYC booklet: overcalls"
D "Takeout Double" hcp=10+ dist=T13+ H=4+ C=4+ S=<3 text="takeout: hearts and clubs, opening values"
   test=6-KJ83-K653-AQ98 ref="standard teaching: the double of two bid suits shows the unbid suits"
[1H-P-1S] complete
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 D=x C=x text="preemptive: a good 7-card suit (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=4-83-KQJ9632-K76
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 D=x C=x text="preemptive: a good 7-card suit" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit" test=83-4-KQJ9632-T76
2x "Overcall" hcp=10-18 X=6+:2/5 D=x C=x text="10-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=K2-K32-KJ9743-32
2x "Overcall" vul=X hcp=9-18 X=6+:2/3 D=x C=x text="9+ HCP and a strong six-card suit (two of the top three honours), not vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-Q42-AKT986-85
2x "Overcall" vul=B hcp=9-18 X=6+:2/3 D=x C=x text="9+ HCP and a strong six-card suit (two of the top three honours), both vulnerable" ref="SAYC booklet: overcalls (a good suit and opening values); standard teaching: at favourable or equal vulnerability a strong six-card suit makes up for a king, as in the direct seat" test=73-Q42-AKT986-85
2x "Overcall" hcp=10-18 X=5+:2/3,3/5 D=x C=x text="10-18 HCP, a good 5+ card suit" test=K82-32-AQ953-Q87 ref="SAYC booklet: overcalls"
D "Takeout Double" hcp=10+ dist=T13+ D=4+ C=4+ S=<3 text="takeout: the minors, opening values"
   test=6-K653-KJ83-AQ98 ref="standard teaching: the double of two bid suits shows the unbid suits"
[1{a}-P-1{b}] where a<b complete
P test=8643-J72-Q85-J43 text="no sound overcall or double" ref="SAYC booklet: overcalls and takeout doubles; standard teaching: pass without a sound action"

# After a 1NT response: the double is for takeout of opener's suit, the cue bid of a minor is
# Michaels, suits are natural.
[1{a}-P-1N] where a in CD complete
2{a} "Michaels" hcp=6-11 S=5+ H=5+ SH=:5+ alert text="5+ spades and 5+ hearts" test=KQT87-QJ987-3-32 ref="SAYC booklet: Michaels cue bid"
2{a} "Michaels" hcp=16+ S=5+ H=5+ alert text="5+ spades and 5+ hearts" test=AKJ87-AQ987-3-K2 ref="SAYC booklet: Michaels cue bid"
[1{a}-P-1N] complete
D "Takeout Double" hcp=19+ text="takeout; 19+ HCP" ref="standard teaching: too strong to overcall, double first and bid again" test=AKQT93-A2-KQ3-K2
[1C-P-1N] complete
D "Takeout Double" hcp=12+ S=3+ H=3+ D=3+ C=<3 text="takeout: opening values, support for the unbid suits"
   test=Q875-AQ73-KJ98-3 ref="SAYC booklet: takeout doubles"
2x "Overcall" hcp=9-18 X=6+:2/5 S=x H=x D=x text="9-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=KJ9743-Q2-K32-32
2x "Overcall" hcp=9-18 X=5+:2/3,3/5 S=x H=x D=x text="a good 5+ card suit" test=KQT87-32-Q87-K32 ref="SAYC booklet: overcalls"
4x "Overcall: Weak Jump" vul=V hcp=7-11 X=8+:2/3 S=x H=x text="preemptive: an 8-card major, game level (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-8-Q2-73
4x "Overcall: Weak Jump" vul=X hcp=5-11 X=8+:2/3,3/5 S=x H=x text="preemptive: an 8-card major, game level" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-8-Q2-73
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 S=x H=x D=x text="preemptive: a good 7-card suit (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-4-83-Q76
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 S=x H=x D=x text="preemptive: a good 7-card suit" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-83-T76-4
[1D-P-1N] complete
D "Takeout Double" hcp=12+ S=3+ H=3+ C=3+ D=<3 text="takeout: opening values, support for the unbid suits"
   test=Q875-AQ73-3-KJ98 ref="SAYC booklet: takeout doubles"
2x "Overcall" hcp=9-18 X=6+:2/5 S=x H=x C=x text="9-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=KJ9743-Q2-K32-32
2x "Overcall" hcp=9-18 X=5+:2/3,3/5 S=x H=x C=x text="a good 5+ card suit" test=KQT87-32-Q87-K32 ref="SAYC booklet: overcalls"
4x "Overcall: Weak Jump" vul=V hcp=7-11 X=8+:2/3 S=x H=x text="preemptive: an 8-card major, game level (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-8-73-Q2
4x "Overcall: Weak Jump" vul=X hcp=5-11 X=8+:2/3,3/5 S=x H=x text="preemptive: an 8-card major, game level" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-8-73-Q2
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 S=x H=x C=x text="preemptive: a good 7-card suit (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-4-Q76-83
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 S=x H=x C=x text="preemptive: a good 7-card suit" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-83-4-T76
[1H-P-1N] complete
D "Takeout Double" hcp=12+ S=3+ D=3+ C=3+ H=<3 text="takeout: opening values, support for the unbid suits"
   test=Q875-3-AQ73-KJ98 ref="SAYC booklet: takeout doubles"
2x "Overcall" hcp=9-18 X=6+:2/5 S=x D=x C=x text="9-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=KJ9743-Q2-K32-32
2x "Overcall" hcp=9-18 X=5+:2/3,3/5 S=x D=x C=x text="a good 5+ card suit" test=KQT87-32-Q87-K32 ref="SAYC booklet: overcalls"
4x "Overcall: Weak Jump" vul=V hcp=7-11 X=8+:2/3 S=x text="preemptive: an 8-card major, game level (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-8-Q2-73
4x "Overcall: Weak Jump" vul=X hcp=5-11 X=8+:2/3,3/5 S=x text="preemptive: an 8-card major, game level" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=AQ987632-8-Q2-73
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 S=x D=x C=x text="preemptive: a good 7-card suit (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-4-83-Q76
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 S=x D=x C=x text="preemptive: a good 7-card suit" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=KQJ9632-83-T76-4
[1S-P-1N] complete
D "Takeout Double" hcp=12+ H=3+ D=3+ C=3+ S=<3 text="takeout: opening values, support for the unbid suits"
   test=3-Q875-AQ73-KJ98 ref="SAYC booklet: takeout doubles"
2x "Overcall" hcp=9-18 X=6+:2/5 H=x D=x C=x text="9-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=Q2-KJ9743-K32-32
2x "Overcall" hcp=9-18 X=5+:2/3,3/5 H=x D=x C=x text="a good 5+ card suit" test=32-KQT87-Q87-K32 ref="SAYC booklet: overcalls"
4x "Overcall: Weak Jump" vul=V hcp=7-11 X=8+:2/3 H=x text="preemptive: an 8-card major, game level (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=8-AQ987632-Q2-73
4x "Overcall: Weak Jump" vul=X hcp=5-11 X=8+:2/3,3/5 H=x text="preemptive: an 8-card major, game level" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=8-AQ987632-Q2-73
3x "Overcall: Weak Jump" vul=V hcp=7-11 X=7:2/3 H=x D=x C=x text="preemptive: a good 7-card suit (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=4-KQJ9632-83-Q76
3x "Overcall: Weak Jump" vul=X hcp=5-11 X=7:2/3,3/5 H=x D=x C=x text="preemptive: a good 7-card suit" ref="SAYC booklet: jump overcalls are weak; standard teaching: vulnerable, a better suit"
   test=83-KQJ9632-T76-4
[1{a}-P-1N] complete
P test=8643-J72-Q85-J43 text="no sound overcall or double" ref="SAYC booklet: overcalls and takeout doubles; standard teaching: pass without a sound action"

# Over their raise (single or limit) an eight-card major still preempts at game, as over an
# opening: the opponents have a fit and the values, the four level takes their room.
[1{a}-P-{n}{a}] where a in CD, n in 23 complete
4x "Overcall: Weak Jump" vul=V hcp=7-11 X=8+:2/3 S=x H=x text="preemptive: an 8-card major over their raise, game level (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: with an eight-card suit, preempt at the four level, over their raise as over their opening; vulnerable, a better suit"
   test=KQT98643-7-Q5-82|7-KQT98643-Q5-82
4x "Overcall: Weak Jump" vul=X hcp=5-11 X=8+:2/3,3/5 S=x H=x text="preemptive: an 8-card major over their raise, game level" ref="SAYC booklet: jump overcalls are weak; standard teaching: with an eight-card suit, preempt at the four level, over their raise as over their opening"
   test=AJT87642-5-Q3-97|5-AJT87642-Q3-97
[1H-P-{n}H] where n in 23 complete
4S "Overcall: Weak Jump" vul=V hcp=7-11 S=8+:2/3 text="preemptive: an 8-card spade suit over their raise, game level (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: with an eight-card suit, preempt at the four level, over their raise as over their opening; vulnerable, a better suit"
   test=KQT98643--Q75-82
4S "Overcall: Weak Jump" vul=X hcp=5-11 S=8+:2/3,3/5 text="preemptive: an 8-card spade suit over their raise, game level" ref="SAYC booklet: jump overcalls are weak; standard teaching: with an eight-card suit, preempt at the four level, over their raise as over their opening"
   test=AJT87642-5-Q93-7
[1S-P-{n}S] where n in 23 complete
4H "Overcall: Weak Jump" vul=V hcp=7-11 H=8+:2/3 text="preemptive: an 8-card heart suit over their raise, game level (vulnerable: a better suit)" ref="SAYC booklet: jump overcalls are weak; standard teaching: with an eight-card suit, preempt at the four level, over their raise as over their opening; vulnerable, a better suit"
   test=7-KQT98643-Q5-82
4H "Overcall: Weak Jump" vul=X hcp=5-11 H=8+:2/3,3/5 text="preemptive: an 8-card heart suit over their raise, game level" ref="SAYC booklet: jump overcalls are weak; standard teaching: with an eight-card suit, preempt at the four level, over their raise as over their opening"
   test=5-AJT87642-Q93-7

# After a single raise: the double is for takeout, suits are natural and competitive.
[1{a}-P-2{a}] complete
D "Takeout Double" hcp=19+ text="takeout; 19+ HCP" ref="standard teaching: too strong to overcall, double first and bid again" test=AKQT93-A2-KQ3-K2
[1C-P-2C] complete
D "Takeout Double" hcp=10+ dist=T13+ S=3+ H=3+ D=3+ C=<3 text="takeout: opening values, support for the unbid suits"
   test=Q875-AQ73-KJ98-3 ref="SAYC booklet: takeout doubles"
2x "Overcall" hcp=9-18 X=6+:2/5 S=x H=x D=x text="9-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=KJ9743-Q2-K32-32
2x "Overcall" hcp=9-18 X=5+:2/3,3/5 S=x H=x D=x text="a good 5+ card suit" test=KQT87-32-Q87-K32 ref="SAYC booklet: overcalls"
[1D-P-2D] complete
D "Takeout Double" hcp=10+ dist=T13+ S=3+ H=3+ C=3+ D=<3 text="takeout: opening values, support for the unbid suits"
   test=Q875-AQ73-3-KJ98 ref="SAYC booklet: takeout doubles"
2x "Overcall" hcp=9-18 X=6+:2/5 S=x H=x text="9-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=KJ9743-Q2-K32-32
2x "Overcall" hcp=9-18 X=5+:2/3,3/5 S=x H=x text="a good 5+ card suit" test=KQT87-32-Q87-K32 ref="SAYC booklet: overcalls"
3C "Overcall" hcp=10-18 C=6+:2/3,3/5 text="a good 6+ card suit" test=K87-32-Q8-AQT983 ref="SAYC booklet: overcalls"
3C "Overcall" hcp=13-18 C=5:2/3 text="13-18 HCP, a good five-card suit (two of the top three honours): a sound three-level overcall" ref="SAYC booklet: overcalls; standard teaching: a three-level overcall over their raise needs opening values and a good suit, five cards with two of the top three honours" test=K72-K7-732-AQJ86
[1H-P-2H] complete
D "Takeout Double" hcp=10+ dist=T13+ S=3+ D=3+ C=3+ H=<3 text="takeout: opening values, support for the unbid suits"
   test=Q875-3-AQ73-KJ98 ref="SAYC booklet: takeout doubles"
2S "Overcall" hcp=9-18 S=6+:2/5 text="9-18 HCP, a six-card suit that passes the suit-quality test (length and honours 8+): the longer suit first" ref="SAYC booklet: overcalls; standard teaching: the suit-quality test (cards in the suit plus its honours at least the tricks bid), and with two suits bid the longer first" test=KJ9743-Q2-K32-32
2S "Overcall" hcp=9-18 S=5+:2/3,3/5 text="a good 5+ card suit" test=KQT87-32-Q87-K32 ref="SAYC booklet: overcalls"
3x "Overcall" hcp=10-18 X=6+:2/3,3/5 D=x C=x text="a good 6+ card suit" test=K87-32-AQT983-Q8 ref="SAYC booklet: overcalls"
3x "Overcall" hcp=13-18 X=5:2/3 D=x C=x text="13-18 HCP, a good five-card suit (two of the top three honours): a sound three-level overcall" ref="SAYC booklet: overcalls; standard teaching: a three-level overcall over their raise needs opening values and a good suit, five cards with two of the top three honours" test=K7-32-AQJ86-K732|K7-32-K732-AQJ86
[1S-P-2S] complete
D "Takeout Double" hcp=10+ dist=T13+ H=3+ D=3+ C=3+ S=<3 text="takeout: opening values, support for the unbid suits"
   test=3-Q875-AQ73-KJ98 ref="SAYC booklet: takeout doubles"
3x "Overcall" hcp=10-18 X=6+:2/3,3/5 H=x D=x C=x text="a good 6+ card suit" test=32-AQT983-K87-Q8 ref="SAYC booklet: overcalls"
3x "Overcall" hcp=13-18 X=5:2/3 H=x D=x C=x text="13-18 HCP, a good five-card suit (two of the top three honours): a sound three-level overcall" ref="SAYC booklet: overcalls; standard teaching: a three-level overcall over their raise needs opening values and a good suit, five cards with two of the top three honours" test=72-AQJ86-K542-K3|7-K54-AQJ86-K732|7-K54-K732-AQJ86
[1{a}-P-2{a}] complete
P test=8643-J72-Q85-J43 text="no sound overcall or double" ref="SAYC booklet: overcalls and takeout doubles; standard teaching: pass without a sound action"

# Over a two-over-one response: a jump to three of a new suit is preemptive (a good 7-card
# suit); otherwise act only with a very strong hand.
[1{a}-P-2{b}] where b<a, a in DH complete
4S "Overcall: Weak Jump" hcp=5-11 S=8+:2/3,3/5 text="preemptive: an 8-card spade suit, game level"
   test=KQJ96532-83-T-43 ref="SAYC booklet: weak jump overcalls; standard teaching: with an eight-card suit, preempt at the four level"
3x "Overcall: Weak Jump" hcp=5-11 X=7:2/3,3/5 S=x H=x D=x C=x {a}.quality=3-card- {b}.quality=3-card-
   text="preemptive: a good 7-card suit" test=KQJ9632-83-T7-43 ref="SAYC booklet: weak jump overcalls"
[1S-P-2{b}] where b in CD complete
4H "Overcall: Weak Jump" hcp=5-11 H=8+:2/3,3/5 text="preemptive: an 8-card heart suit, game level"
   test=83-KQJ96532-T-43 ref="SAYC booklet: weak jump overcalls; standard teaching: with an eight-card suit, preempt at the four level"
3x "Overcall: Weak Jump" hcp=5-11 X=7:2/3,3/5 H=x D=x C=x {b}.quality=3-card-
   text="preemptive: a good 7-card suit" test=83-KQJ9632-T7-43 ref="SAYC booklet: weak jump overcalls"
[1S-P-2H] complete
3x "Overcall: Weak Jump" hcp=5-11 X=7:2/3,3/5 D=x C=x
   text="preemptive: a good 7-card suit" test=83-43-KQJ9632-T7 ref="SAYC booklet: weak jump overcalls"
# A simple overcall at the two level over a two-over-one response: a very good six-card suit.
[1H-P-2C] complete
2x "Overcall" hcp=10-16 X=6+:3/4 S=x D=x text="a very good six-card suit (three of the top four honours): lead-directing over their game-forcing auction" ref="standard teaching: over a two-over-one response the opponents hold game values: a simple overcall needs a very good suit (it directs the lead and takes their room)"
   test=AKQT87-K52-962-8|K52-962-AKQT87-8
[1H-P-2D] complete
2x "Overcall" hcp=10-16 X=6+:3/4 S=x text="a very good six-card suit (three of the top four honours): lead-directing over their game-forcing auction" ref="standard teaching: over a two-over-one response the opponents hold game values: a simple overcall needs a very good suit (it directs the lead and takes their room)"
   test=AKQT87-K52-962-8
[1S-P-2C] complete
2x "Overcall" hcp=10-16 X=6+:3/4 H=x D=x text="a very good six-card suit (three of the top four honours): lead-directing over their game-forcing auction" ref="standard teaching: over a two-over-one response the opponents hold game values: a simple overcall needs a very good suit (it directs the lead and takes their room)"
   test=K52-AKQT87-962-8|K52-962-AKQT87-8
[1S-P-2D] complete
2x "Overcall" hcp=10-16 X=6+:3/4 H=x text="a very good six-card suit (three of the top four honours): lead-directing over their game-forcing auction" ref="standard teaching: over a two-over-one response the opponents hold game values: a simple overcall needs a very good suit (it directs the lead and takes their room)"
   test=K52-AKQT87-962-8
[1D-P-2C] complete
2x "Overcall" hcp=10-16 X=6+:3/4 S=x H=x text="a very good six-card suit (three of the top four honours): lead-directing over their game-forcing auction" ref="standard teaching: over a two-over-one response the opponents hold game values: a simple overcall needs a very good suit (it directs the lead and takes their room)"
   test=AKQT87-K52-962-8|K52-AKQT87-962-8
[1{a}-P-2{b}] where b<a complete
D "Takeout Double" hcp=19+ text="takeout; 19+ HCP" ref="standard teaching: too strong to overcall, double first and bid again" test=AKQT93-A2-KQ3-K2
P test=98542-T87-9742-5 text="no strong hand and no preempt: pass" ref="standard teaching: over a two-over-one response, act only with a strong hand or a preempt"
[1{a}-P-2N] complete
P test=52-6-987542-9853 text="no strong hand and no preempt: pass" ref="standard teaching: over a two-over-one response, act only with a strong hand or a preempt"
# Over their limit raise (1x-P-3x: 10-12 and support) the double is for takeout, as over a
# three-level preempt; they hold most of the values and partner, who passed, little, so the
# double needs a sound hand: shortness in their suit with support for the unbid suits and
# 14+, or 17+ with no more than a doubleton in their suit (too strong to pass).
[1C-P-3C] complete
D "Takeout Double" hcp=14+ C=<=1 S=3+ H=3+ D=3+ text="takeout: 14+, shortness in their suit, support for the unbid suits" ref="standard teaching: the double of a raise is for takeout; over their limit raise it needs a sound opening with shortness in their suit (they hold most of the values)" test=AQ74-KJ83-KJ95-2
[1D-P-3D] complete
D "Takeout Double" hcp=14+ D=<=1 S=3+ H=3+ C=3+ text="takeout: 14+, shortness in their suit, support for the unbid suits" ref="standard teaching: the double of a raise is for takeout; over their limit raise it needs a sound opening with shortness in their suit (they hold most of the values)" test=AQ74-KJ83-2-KJ95
[1H-P-3H] complete
D "Takeout Double" hcp=14+ H=<=1 S=3+ D=3+ C=3+ text="takeout: 14+, shortness in their suit, support for the unbid suits" ref="standard teaching: the double of a raise is for takeout; over their limit raise it needs a sound opening with shortness in their suit (they hold most of the values)" test=AQ74-2-KJ83-KJ95
[1S-P-3S] complete
D "Takeout Double" hcp=14+ S=<=1 H=3+ D=3+ C=3+ text="takeout: 14+, shortness in their suit, support for the unbid suits" ref="standard teaching: the double of a raise is for takeout; over their limit raise it needs a sound opening with shortness in their suit (they hold most of the values)" test=2-AQ74-KJ83-KJ95
# With a good six-card suit and a sound hand, bid it (as over a three-level preempt).
[1C-P-3C] complete
3x "Overcall" hcp=14-17 X=6+:2/3 S=x H=x D=x text="14-17, a good six-card suit (two of the top three honours)" ref="standard teaching: over their limit raise, as over a three-level preempt, a sound hand with a good six-card suit bids it (they hold most of the values: the suit must be good)" test=AKJ852-K94-Q3-K7|K94-AKJ852-Q3-K7|K94-Q3-AKJ852-K7
[1D-P-3D] complete
3x "Overcall" hcp=14-17 X=6+:2/3 S=x H=x text="14-17, a good six-card suit (two of the top three honours)" ref="standard teaching: over their limit raise, as over a three-level preempt, a sound hand with a good six-card suit bids it (they hold most of the values: the suit must be good)" test=AKJ852-K94-K7-Q3|K94-AKJ852-K7-Q3
4C "Overcall" hcp=14-17 C=6+:2/3 text="14-17, a good six-card suit (two of the top three honours)" ref="standard teaching: over their limit raise, as over a three-level preempt, a sound hand with a good six-card suit bids it (they hold most of the values: the suit must be good)" test=K94-Q3-K7-AKJ852
[1H-P-3H] complete
3S "Overcall" hcp=14-17 S=6+:2/3 text="14-17, a good six-card suit (two of the top three honours)" ref="standard teaching: over their limit raise, as over a three-level preempt, a sound hand with a good six-card suit bids it (they hold most of the values: the suit must be good)" test=AKJ852-K7-K94-Q3
4x "Overcall" hcp=14-17 X=6+:2/3 D=x C=x text="14-17, a good six-card suit (two of the top three honours)" ref="standard teaching: over their limit raise, as over a three-level preempt, a sound hand with a good six-card suit bids it (they hold most of the values: the suit must be good)" test=K94-K7-AKJ852-Q3|K94-K7-Q3-AKJ852
[1S-P-3S] complete
4x "Overcall" hcp=14-17 X=6+:2/3 H=x D=x C=x text="14-17, a good six-card suit (two of the top three honours)" ref="standard teaching: over their limit raise, as over a three-level preempt, a sound hand with a good six-card suit bids it (they hold most of the values: the suit must be good)" test=K7-AKJ852-K94-Q3|K7-K94-AKJ852-Q3|K7-K94-Q3-AKJ852
[1{a}-P-3{a}] complete
D "Takeout Double" hcp=17+ {a}=<=2 text="takeout: 17+, at most a doubleton in their suit: too strong to pass" ref="standard teaching: the double of a raise is for takeout; with a strong hand and shortness in their suit do not sell out to their limit raise" test=A2-KQT-KJ964-AQ7|KQT-A2-KJ964-AQ7|KQT-KJ964-A2-AQ7|KQT-KJ964-AQ7-A2
[1{a}-P-3{a}-D-P] as [3{a}-D-P]
# Opener over the double: it takes no room, so he bids as without it (accepts or declines
# the limit raise).
[1{a}-P-3{a}-D] as [1{a}-P-3{a}-P]
[1{a}-P-3{a}-D-P-3{b}-P] where a in CD, b in H, a<b as [3{a}-D-P-3{b}-P]
[1{a}-P-3{a}-D-P-3S-P] where a in CDH as [3{a}-D-P-3S-P]
[1{a}-P-3{a}-D-P-4{b}-P] where a!=b as [3{a}-D-P-4{b}-P]
[1{a}-P-3{a}] complete
P test=4-987653-94-T972 text="no strong hand and no preempt: pass" ref="standard teaching: over a two-over-one response, act only with a strong hand or a preempt"
[1{a}-P-4{a}] where a in HS complete
P test=97543-9842-T864- text="no strong hand and no preempt: pass" ref="standard teaching: over a two-over-one response, act only with a strong hand or a preempt"

# ---------------------------------------------------------------------------------------
# Balancing (1x-P-P): "borrow a king". Michaels as in the direct seat (any strength),
# 1NT 11-14, 2NT 19-20, overcalls 6-14 (a two-level non-jump may be a good six-card suit on
# 6+), jump overcalls intermediate (a good six-card suit, 12-16), the double 8+ with
# shortness in their suit or any 15+ hand, pass with length in their suit.
# ---------------------------------------------------------------------------------------

[1{a}-P-P] where a in CD complete
2{a} "Michaels" hcp=6+ S=5+ H=5+ SH=:5+ alert text="5+ spades and 5+ hearts" test=J9862-A9843--J42 ref="SAYC booklet: Michaels cue bid"
[1H-P-P] complete
2H "Michaels" hcp=6+ S=5+ X=5+ D=x C=x xS=:5+ alert text="5+ spades and a 5+ minor" test=KJT65--QJT875-54 ref="SAYC booklet: Michaels cue bid"
[1S-P-P] complete
2S "Michaels" hcp=6+ H=5+ X=5+ D=x C=x xH=:5+ alert text="5+ hearts and a 5+ minor" test=842-AT853-Q9763- ref="SAYC booklet: Michaels cue bid"
[1{a}-P-P] complete
2N "Overcall: Balancing" hcp=19-20 shape=balanced {a}=:1stop text="19-20, balanced, a stopper" test=QJ85-KQ9-AKJ3-K2 ref="standard teaching: balancing, borrow a king"
[1{a}-P-P] where a in CD complete
1N "Overcall: Balancing" hcp=11-14 shape=balanced {a}=:1stop S=<5 H=<5
   text="11-14, balanced, a stopper (with a five-card major, overcall)" test=KQ6-KT8-KJ4-QT93 ref="standard teaching: balancing, borrow a king"
[1H-P-P] complete
1N "Overcall: Balancing" hcp=11-14 shape=balanced H=:1stop S=<5
   text="11-14, balanced, a stopper (with five spades, overcall)" test=KQ6-KT8-KJ4-QT93 ref="standard teaching: balancing, borrow a king"
[1S-P-P] complete
1N "Overcall: Balancing" hcp=11-14 shape=balanced S=:1stop H=<5
   text="11-14, balanced, a stopper (with five hearts, overcall)" test=KQ6-KT8-KJ4-QT93 ref="standard teaching: balancing, borrow a king"

[1C-P-P] complete
1H "Overcall: Balancing" hcp=15+ H=5+ D=5+ text="a strong two-suiter: will bid both suits" test=-AK742-AT984-A92 ref="standard teaching: balancing, borrow a king"
1S "Overcall: Balancing" hcp=15+ S=5+ D=5+ text="a strong two-suiter: will bid both suits"
   test=AQT65-T-AKJ92-Q4 ref="standard teaching: balancing, borrow a king"
2x "Overcall: Balancing" hcp=12-16 X=6+:2/3,3/5 S=x H=x D=x text="intermediate jump: a good 6-card suit, 12-16"
   test=AQJ932-K3-Q65-K4 ref="standard teaching: balancing, borrow a king"
1x "Overcall: Balancing" hcp=6-14 X=5+:3+,3/5 S=x H=x D=x text="6-14 HCP, a 5+ card suit" test=754-73-QJ854-K95 ref="standard teaching: balancing, borrow a king"
1x "Overcall: Balancing" hcp=15-16 X=5:3+,3/5 S=x,<4 H=x,<4 D=x,<4 text="15-16 HCP, a fair five-card suit and no second unbid suit: overcalls rather than doubles" ref="standard teaching: balancing, borrow a king; a one-level overcall in the balancing seat may be 8-16 with a fair five-card suit (double, then a new suit, shows more); with a second unbid suit the double shows both" test=AKT76-Q82-K4-A32|Q82-AKT76-K4-A32|Q82-K4-AKT76-A32
D "Takeout Double: Balancing" hcp=8+ S=3+ H=3+ D=3+ C=<3 text="takeout: 8+ HCP, support for the unbid suits"
   test=Q863-AJ76-K87-65 ref="standard teaching: balancing, borrow a king; the double shows the unbid suits or 15+"
1x "Overcall: Balancing" hcp=8-14 X=5+ S=x H=x D=x text="8-14 HCP, a 5+ card suit of any quality" test=T7654-K32-Q2-K32 ref="standard teaching: balancing, borrow a king; a five-card suit at the one level need not be good"
D "Takeout Double: Balancing" hcp=10+ C=3 S=3+ H=3+ D=3+ text="takeout: 10+, three of their suit and support for the others" test=A432-Q32-K32-J32 ref="standard teaching: balancing, borrow a king; the double shows support for the unbid suits"
D "Takeout Double: Balancing" hcp=10+ S=4+ H=4+ C=3 text="takeout: 10+, both majors" test=A432-Q432-32-KJ2 ref="standard teaching: balancing, borrow a king; the double shows support for the unbid suits"
[1D-P-P] complete
1H "Overcall: Balancing" hcp=15+ H=5+ C=5+ text="a strong two-suiter: will bid both suits"
   test=T-AQT65-Q4-AKJ92 ref="standard teaching: balancing, borrow a king"
1S "Overcall: Balancing" hcp=15+ S=5+ C=5+ text="a strong two-suiter: will bid both suits"
   test=AQT65-T-Q4-AKJ92 ref="standard teaching: balancing, borrow a king"
2x "Overcall: Balancing" hcp=12-16 X=6+:2/3,3/5 S=x H=x text="intermediate jump: a good 6-card suit, 12-16"
   test=AQJ932-K3-K4-Q65 ref="standard teaching: balancing, borrow a king"
1x "Overcall: Balancing" hcp=6-14 X=5+:3+,3/5 S=x H=x text="6-14 HCP, a 5+ card suit" test=T97-KT874-92-K65 ref="standard teaching: balancing, borrow a king"
1x "Overcall: Balancing" hcp=15-16 X=5:3+,3/5 S=x,<4 H=x,<4 C=<4 text="15-16 HCP, a fair five-card suit and no second unbid suit: overcalls rather than doubles" ref="standard teaching: balancing, borrow a king; a one-level overcall in the balancing seat may be 8-16 with a fair five-card suit (double, then a new suit, shows more); with a second unbid suit the double shows both" test=AKT76-Q82-K4-A32|Q82-AKT76-K4-A32
2C "Overcall: Balancing" hcp=6-14 C=5+:3+,3/5 text="6-14 HCP, a 5+ card suit" test=T95-87-AT-AKT432 ref="standard teaching: balancing, borrow a king"
D "Takeout Double: Balancing" hcp=8+ S=3+ H=3+ C=3+ D=<3 text="takeout: 8+ HCP, support for the unbid suits"
   test=Q863-AJ76-65-K87 ref="standard teaching: balancing, borrow a king; the double shows the unbid suits or 15+"
1x "Overcall: Balancing" hcp=8-14 X=5+ S=x H=x text="8-14 HCP, a 5+ card suit of any quality" test=T7654-K32-Q32-K2 ref="standard teaching: balancing, borrow a king; a five-card suit at the one level need not be good"
D "Takeout Double: Balancing" hcp=10+ D=3 S=3+ H=3+ C=3+ text="takeout: 10+, three of their suit and support for the others" test=A432-Q32-J32-K32 ref="standard teaching: balancing, borrow a king; the double shows support for the unbid suits"
D "Takeout Double: Balancing" hcp=10+ S=4+ H=4+ D=3 text="takeout: 10+, both majors" test=A432-Q432-KJ2-32 ref="standard teaching: balancing, borrow a king; the double shows support for the unbid suits"
[1H-P-P] complete
2D "Overcall: Balancing" hcp=15+ D=5+ C=5+ text="a strong two-suiter: will bid both suits"
   test=T-Q4-AQT65-AKJ92 ref="standard teaching: balancing, borrow a king"
2S "Overcall: Balancing" hcp=12-16 S=6+:2/3,3/5 text="intermediate jump: a good 6-card suit, 12-16"
   test=AQJ932-K3-K4-Q65 ref="standard teaching: balancing, borrow a king"
1S "Overcall: Balancing" hcp=6-14 S=5+:3+,3/5 text="6-14 HCP, a 5+ card suit" test=AJ763-4-J63-7652 ref="standard teaching: balancing, borrow a king"
1S "Overcall: Balancing" hcp=15-16 S=5:3+,3/5 D=<4 C=<4 text="15-16 HCP, a fair five-card spade suit and no second unbid suit: overcalls rather than doubles" ref="standard teaching: balancing, borrow a king; a one-level overcall in the balancing seat may be 8-16 with a fair five-card suit (double, then a new suit, shows more); with a second unbid suit the double shows both" test=AKT76-Q82-K4-A32
2x "Overcall: Balancing" hcp=6-14 X=6+:3+,3/5 D=x C=x text="6-14 HCP, a 6+ card suit" test=87-T95-AT-AKT432 ref="standard teaching: balancing, borrow a king"
2x "Overcall: Balancing" hcp=9-14 X=5:3+,3/5 D=x C=x text="9-14 HCP, a good 5-card suit" test=87-T95-AKT43-KJ2 ref="standard teaching: balancing, borrow a king"
D "Takeout Double: Balancing" hcp=8+ S=3+ D=3+ C=3+ H=<3 text="takeout: 8+ HCP, support for the unbid suits" test=J95432-2-AK7-863 ref="standard teaching: balancing, borrow a king; the double shows the unbid suits or 15+"
1S "Overcall: Balancing" hcp=8-14 S=5+ text="8-14 HCP, five spades of any quality" test=T7654-Q32-K32-K2 ref="standard teaching: balancing, borrow a king; a five-card suit at the one level need not be good"
D "Takeout Double: Balancing" hcp=10+ H=3 S=3+ D=3+ C=3+ text="takeout: 10+, three of their suit and support for the others" test=A432-J32-Q32-K32 ref="standard teaching: balancing, borrow a king; the double shows support for the unbid suits"
[1S-P-P] complete
2D "Overcall: Balancing" hcp=15+ D=5+ C=5+ text="a strong two-suiter: will bid both suits"
   test=T-Q4-AQT65-AKJ92 ref="standard teaching: balancing, borrow a king"
2x "Overcall: Balancing" hcp=6-14 X=6+:3+,3/5 H=x D=x C=x text="6-14 HCP, a 6+ card suit" test=Q64-T8-43-KJ9653 ref="standard teaching: balancing, borrow a king"
2x "Overcall: Balancing" hcp=9-14 X=5:3+,3/5 H=x D=x C=x text="9-14 HCP, a good 5-card suit" test=87-AKT43-T95-KJ2 ref="standard teaching: balancing, borrow a king"
D "Takeout Double: Balancing" hcp=8+ H=3+ D=3+ C=3+ S=<3 text="takeout: 8+ HCP, support for the unbid suits"
   test=65-Q863-AJ76-K87 ref="standard teaching: balancing, borrow a king; the double shows the unbid suits or 15+"
D "Takeout Double: Balancing" hcp=10+ S=3 H=3+ D=3+ C=3+ text="takeout: 10+, three of their suit and support for the others" test=J32-A432-Q32-K32 ref="standard teaching: balancing, borrow a king; the double shows support for the unbid suits"

[1{a}-P-P] complete
D "Takeout Double: Balancing" hcp=15+ text="15+ HCP: will bid again" test=KT7652-A-J5-AK32 ref="standard teaching: balancing, borrow a king; the double shows the unbid suits or 15+"
D "Takeout Double: Balancing" hcp=11-14 {a}=<=3 text="takeout: 11-14, not length in their suit (a doubleton in an unbid suit is allowed)" ref="standard teaching: balancing, borrow a king: with opening values less a king and no length in their suit, do not sell out at the one level" test=AJ2-AQ-732-QT986|AQ-K732-QT98-762|762-AQ-K732-QT98|AQ-762-K732-QT98
P test=8643-J72-Q85-J43 text="length in their suit, or too weak to balance" ref="standard teaching: balancing, pass with length in their suit"

# Balancing after they found a fit and stopped at the two level (1x-P-2x-P-P).
[1C-P-2C-P-P] complete
2x "Overcall: Balancing" hcp=7-14 X=5+:3+,3/5 S=x H=x D=x text="competitive: a 5+ card suit" test=AT7653-T75--QJ42 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=8+ S=3+ H=3+ D=3+ C=<3 text="takeout: support for the unbid suits"
   test=AT84-KT6-QT87-84 ref="standard teaching: balancing when they stop at the two level"
[1D-P-2D-P-P] complete
2x "Overcall: Balancing" hcp=7-14 X=5+:3+,3/5 S=x H=x text="competitive: a 5+ card suit" test=Q4-AJ7642-542-32 ref="standard teaching: balancing when they stop at the two level"
3C "Overcall: Balancing" hcp=8-14 C=6+:3+,3/5 text="competitive: a 6+ card suit" test=Q8-43-K74-QJ8742 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=8+ S=3+ H=3+ C=3+ D=<3 text="takeout: support for the unbid suits"
   test=AT84-KT6-84-QT87 ref="standard teaching: balancing when they stop at the two level"
[1H-P-2H-P-P] complete
2S "Overcall: Balancing" hcp=7-14 S=5+:3+,3/5 text="competitive: a 5+ card suit" test=KT762-7-8642-A76 ref="standard teaching: balancing when they stop at the two level"
3x "Overcall: Balancing" hcp=8-14 X=6+:3+,3/5 D=x C=x text="competitive: a 6+ card suit" test=Q8-43-K74-QJ8742 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=8+ S=3+ D=3+ C=3+ H=<3 text="takeout: support for the unbid suits" test=J94-T6-K93-A7652 ref="standard teaching: balancing when they stop at the two level"
[1S-P-2S-P-P] complete
3x "Overcall: Balancing" hcp=8-14 X=5+:3+,3/5 H=x D=x C=x text="competitive: a 5+ card suit" test=43-QJ874-K74-Q98 ref="standard teaching: balancing when they stop at the two level"
D "Takeout Double: Balancing" hcp=8+ H=3+ D=3+ C=3+ S=<3 text="takeout: support for the unbid suits"
   test=84-AT84-QT87-KT6 ref="standard teaching: balancing when they stop at the two level"
[1{a}-P-2{a}-P-P] complete
D "Takeout Double: Balancing" hcp=10+ {a}=<=2 text="takeout: 10+, short in their suit" ref="standard teaching: balancing when they stop at the two level: with shortness in their suit, do not let them play a fit at the two level" test=AJ84-K7-Q8642-52|AJ84-Q8642-52-K7|AJ84-52-Q8642-K7|52-AJ84-Q8642-K7
D "Takeout Double: Balancing" hcp=10+ {a}=<=3 text="takeout: 10+, three cards in their suit (not four)" ref="standard teaching: balancing when they stop at the two level: when they have found a fit we have one too (the law of total tricks), so the hand that passed once does not sell out with 10+ whether it holds two cards in their suit or three; only four cards in their suit (partner then holds the shortness) or no values keep it quiet"
   test=KJ8-Q62-A73-K954|KJ84-Q62-A73-K95
P test=8643-J72-Q85-J43 text="no safe balancing action" ref="standard teaching: balancing when they stop at the two level"
# They stop in 1NT after opener's 1NT rebid (1x-P-1y-P-1N-P-P): the hand that passed over
# the response doubles with 15+ for penalty (a good hand with length in their suits, no
# sound overcall); partner leaves it in.
[1{a}-P-1{b}-P-1N-P-P] where a<b
D "Penalty Double" hcp=15+ text="penalty: 15+ HCP, the points are ours" test=AQ5-KJ4-KQT9-Q85 ref="standard teaching (Mike Lawrence, The Complete Book on Balancing): when they stop in 1NT after opener's 1NT rebid, a double by the hand that passed shows a good hand (15+): for penalty, the points are ours"
[1{a}-P-1{b}-P-1N-P-P-D-P] where a<b
P text="partner doubled 1NT for penalty: defend" test=T642-J73-9852-T4 ref="standard teaching: partner's double of their 1NT in the pass-out seat is for penalty; with values spread, defend"
# They stop at the two level after a 1NT response and opener's rebid of his suit
# (1x-P-1N-P-2x-P-P): both hands are limited (responder 6-10, opener a minimum with a long
# suit), so the points are shared: the balancing seat bids a five-card suit at the two level
# (a six-card suit at the three level). No takeout double: partner, short in opener's long
# suit, could not take it out safely.
[1C-P-1N-P-2C-P-P]
2x "Overcall: Balancing" hcp=8-14 X=5+:3+,3/5 S=x H=x D=x text="competitive: a 5+ card suit" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=KT985-A43-Q82-96
[1D-P-1N-P-2D-P-P]
2x "Overcall: Balancing" hcp=8-14 X=5+:3+,3/5 S=x H=x text="competitive: a 5+ card suit" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=KT985-A43-96-Q82
3x "Overcall: Balancing" hcp=8-14 X=6+:3+,3/5 C=x text="competitive: a 6+ card suit at the three level" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=A43-96-Q8-KJ9852
[1H-P-1N-P-2H-P-P]
2S "Overcall: Balancing" hcp=8-14 S=5+:3+,3/5 text="competitive: a 5+ card suit" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=KT985-96-A43-Q82
3x "Overcall: Balancing" hcp=8-14 X=6+:3+,3/5 D=x C=x text="competitive: a 6+ card suit at the three level" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=A43-96-KJ9852-Q8|A43-96-Q8-KJ9852
# The same after a one-level new-suit response and opener's rebid of his suit
# (1x-P-1y-P-2x-P-P): responder's pass shows a weak hand, opener's rebid a minimum, so the
# balancing seat bids a five-card unbid suit at the two level (a six-card suit at the three).
[1C-P-1D-P-2C-P-P]
2x "Overcall: Balancing" hcp=8-14 X=5+:3+,3/5 S=x H=x text="competitive: a 5+ card suit" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=KJ985-A43-Q82-96
[1C-P-1H-P-2C-P-P]
2x "Overcall: Balancing" hcp=8-14 X=5+:3+,3/5 S=x D=x text="competitive: a 5+ card suit" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=KJ985-A43-Q82-96
[1C-P-1S-P-2C-P-P]
2x "Overcall: Balancing" hcp=8-14 X=5+:3+,3/5 H=x D=x text="competitive: a 5+ card suit" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=A43-KJ985-Q82-96
[1D-P-1H-P-2D-P-P]
2S "Overcall: Balancing" hcp=8-14 S=5+:3+,3/5 text="competitive: a 5+ card suit" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=KJ985-A43-Q82-96
3x "Overcall: Balancing" hcp=8-14 X=6+:3+,3/5 C=x text="competitive: a 6+ card suit at the three level" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=A43-96-Q8-KJ9852
[1D-P-1S-P-2D-P-P]
2H "Overcall: Balancing" hcp=8-14 H=5+:3+,3/5 text="competitive: a 5+ card suit" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=A43-KJ985-Q82-96
3x "Overcall: Balancing" hcp=8-14 X=6+:3+,3/5 C=x text="competitive: a 6+ card suit at the three level" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=A43-96-Q8-KJ9852
[1S-P-1N-P-2S-P-P]
3x "Overcall: Balancing" hcp=8-14 X=6+:3+,3/5 H=x D=x C=x text="competitive: a 6+ card suit at the three level" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=96-KJ9852-A43-Q8|96-A43-KJ9852-Q8|96-A43-Q8-KJ9852
[1H-P-1S-P-2H-P-P]
3x "Overcall: Balancing" hcp=8-14 X=6+:3+,3/5 D=x C=x text="competitive: a 6+ card suit at the three level" ref="standard teaching: balancing when they stop at the two level with both hands limited"
   test=A43-96-KJ9852-Q8|A43-96-Q8-KJ9852

# Opener when their game-level preempt over his major is passed round (1M-(4y)-P-P): with
# extra values and shortness in their suit he does not sell out but doubles (takeout, values);
# partner, who could not act at the four level, passes for penalty with trumps and defence,
# or bids a long suit with shape.
[1{a}-4{b}-P-P] where a in HS, a!=b
D "Reopening Double" hcp=18+ {b}=<=1 S=<=6 H=<=6 D=<=6 C=<=6 text="takeout: extra values (18+) and a singleton or void in their suit, no seven-card suit (with one and playing strength opener bids it)" ref="standard teaching: reopening after a preempt: opener with extra values and shortness in their suit doubles for takeout (partner may have been unable to act at the four level); partner passes with trumps and defence, bids with shape"
   test=9-AKT65-AQT43-AJ|AKT65-9-AQT43-AJ|AQ-AKT65-9-AQT43|AKT65-AQ-9-AQT43|AQ-AKT65-AQT43-9|AKT65-AQ-AQT43-9
[1S-4{b}-P-P-D-P] where b in CDH complete
4S S=3+ text="support for opener's spades, which are still at the four level" ref="standard teaching: after partner's takeout double of a preempt, bid a known fit at the cheapest level" test=K83-T842-Q652-J7
[1H-4{b}-P-P-D-P] where b in CDS complete
5H H=3+ {b}=<=1 text="support for opener's hearts and shortness in their suit: the five level" ref="standard teaching: after partner's takeout double of a preempt, pass for penalty with trumps and defence; with a fit and shortness in their suit (no defence) bid on" test=8-KT84-Q652-J742|J742-KT84-8-Q652|J742-KT84-Q652-8
[1{a}-4{b}-P-P-D-P] where a in HS, b in HS, a!=b
5x X=6+ {b}=<=1 D=x C=x text="a six-card minor and shortness in their suit: bids it" ref="standard teaching: after partner's takeout double of a preempt, pass for penalty with trumps and defence; with a long suit and shortness in their suit (no defence) bid" test=8-J3-QJ87652-K73|J3-8-QJ87652-K73|8-J3-K73-QJ87652
[1{a}-4C-P-P-D-P] where a in HS
5D D=6+ C=<=1 text="a six-card diamond suit and shortness in their suit: bids it" ref="standard teaching: after partner's takeout double of a preempt, pass for penalty with trumps and defence; with a long suit and shortness in their suit (no defence) bid" test=J32-Q3-KJ87652-8|Q3-J32-KJ87652-8
[1{a}-4D-P-P-D-P] where a in HS
5C C=6+ D=<=1 text="a six-card club suit and shortness in their suit: bids it" ref="standard teaching: after partner's takeout double of a preempt, pass for penalty with trumps and defence; with a long suit and shortness in their suit (no defence) bid" test=J32-Q3-8-KJ87652|Q3-J32-8-KJ87652
[1{a}-4{b}-P-P-D-P] where a in HS, a!=b complete
P text="defence or no long suit: converts the double to penalty" ref="standard teaching: a takeout double at the four level is often left in; partner passes with trumps and defence, or a balanced hand" test=43-QT82-K92-J742
