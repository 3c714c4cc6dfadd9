# SAYC weak two-bids (2D, 2H, 2S) and preempts (3x, 4x, 5x): responses and rebids.
#
# Weak twos (SAYC): 5-11 HCP and a good six-card suit. Responses:
#   raise to three: preemptive, not invitational; raise to game: to play (weak with four
#   trumps, or a hand that expects to make it); 2NT: the only forcing raise, asks opener to
#   show a feature (an ace or king outside) with a maximum (9-11), rebid the suit with a
#   minimum, or bid 3NT with a solid suit (AKQxxx); new suits: forcing for one round;
#   3NT: to play.
# Preempts: the preempter never bids again unless partner forces. New suits below game
# are forcing; 3NT and game raises are to play; a Blackwood 4NT (4N@t0) looks for slam.
# The answers to 4NT are in slam.bb.

convention "Weak Two"
convention "Weak Two: Raise"
convention "Weak Two: Feature Ask"
convention "Weak Two: Feature"
convention "Weak Two: New Suit"
convention "Weak Two: Rebid"
convention "Weak Two: Competition"
convention "Preempt"
convention "Preempt: Raise"
convention "Preempt: New Suit"
convention "Preempt: Rebid"
convention "Preempt: Competition"
convention "Blackwood"
convention "Blackwood: Response"
convention "Blackwood: King Ask"
convention "Blackwood: Sign-off"

# =======================================================================================
# Responses to a weak two
# =======================================================================================
# Responder with a self-sufficient major of his own (it plays opposite a void: seven cards
# with three of the top four honours, or eight headed by the ace with the king or queen) and
# nine playing tricks bids game in it: opener's weak two supplies the tenth trick, and game in
# a new suit is to play.
[2D-P] complete
4S "Weak Two: New Suit" S=7+:3/4 winners=9 text="a self-sufficient spade suit and nine playing tricks: to play"
   ref="SAYC booklet: weak two-bids (game in a new suit is to play); standard teaching: with a self-sufficient suit and game in hand, bid it" test=AKQJ9654-A32-2-2
4S "Weak Two: New Suit" S=8+:aA winners=9 text="a self-sufficient spade suit and nine playing tricks: to play"
   ref="SAYC booklet: weak two-bids (game in a new suit is to play); standard teaching: with a self-sufficient suit and game in hand, bid it" test=AK9765432-A2-2-A
4H "Weak Two: New Suit" H=7+:3/4 winners=9 text="a self-sufficient heart suit and nine playing tricks: to play"
   ref="SAYC booklet: weak two-bids (game in a new suit is to play); standard teaching: with a self-sufficient suit and game in hand, bid it" test=A32-AKQJ9654-2-2
4H "Weak Two: New Suit" H=8+:aA winners=9 text="a self-sufficient heart suit and nine playing tricks: to play"
   ref="SAYC booklet: weak two-bids (game in a new suit is to play); standard teaching: with a self-sufficient suit and game in hand, bid it" test=A-AK9765432-2-A2

[2H-P] complete
4S "Weak Two: New Suit" S=7+:3/4 winners=9 text="a self-sufficient spade suit and nine playing tricks: to play"
   ref="SAYC booklet: weak two-bids (game in a new suit is to play); standard teaching: with a self-sufficient suit and game in hand, bid it" test=AKQJ9654-2-A32-2
4S "Weak Two: New Suit" S=8+:aA winners=9 text="a self-sufficient spade suit and nine playing tricks: to play"
   ref="SAYC booklet: weak two-bids (game in a new suit is to play); standard teaching: with a self-sufficient suit and game in hand, bid it" test=AK9765432-2-A2-A

[2S-P] complete
4H "Weak Two: New Suit" H=7+:3/4 winners=9 text="a self-sufficient heart suit and nine playing tricks: to play"
   ref="SAYC booklet: weak two-bids (game in a new suit is to play); standard teaching: with a self-sufficient suit and game in hand, bid it" test=2-AKQJ9654-A32-2
4H "Weak Two: New Suit" H=8+:aA winners=9 text="a self-sufficient heart suit and nine playing tricks: to play"
   ref="SAYC booklet: weak two-bids (game in a new suit is to play); standard teaching: with a self-sufficient suit and game in hand, bid it" test=-AK9765432-A2-A2

# Partner opened a two-bid in fourth seat (we are then in second seat, a passed hand): it is
# not a preempt but 12-15 with a good six-card suit, so game needs only about 11 more.
[2{a}-P] where a in HS complete
4{a} "Weak Two: Raise" pos=2 hcp=10+ {a}=2+ text="game opposite a fourth-seat two-bid (12-15)"
   ref="standard teaching: a fourth-seat two-bid is a sound opening" test=KJ2-Q432-K432-Q2

[2D-P] complete
3N "Weak Two: Raise" pos=2 hcp=11+ stopped=2 text="game opposite a fourth-seat two-bid (12-15)"
   ref="standard teaching: a fourth-seat two-bid is a sound opening" test=KJ32-KJ32-Q-J432

[2H-P] complete
3N "Weak Two: Raise" pos=2 hcp=11+ stopped=2 text="game opposite a fourth-seat two-bid (12-15)"
   ref="standard teaching: a fourth-seat two-bid is a sound opening" test=KJ32-A-QJ32-9432

[2S-P] complete
3N "Weak Two: Raise" pos=2 hcp=11+ stopped=2 text="game opposite a fourth-seat two-bid (12-15)"
   ref="standard teaching: a fourth-seat two-bid is a sound opening" test=A-KJ32-QJ32-9432

[2{a}-P] where a in DHS complete
3{a} "Weak Two: Raise" pos=2 hcp=8+ {a}=2+ text="invites game opposite a fourth-seat two-bid"
   ref="standard teaching: a fourth-seat two-bid is a sound opening" test=K32-J32-Q432-Q32

# Opener in fourth seat accepts the invitation with a maximum.
[2{a}-P-3{a}-P] where a in HS complete
4{a} "Weak Two: Rebid" pos=4 hcp=14+ text="accepts: a maximum fourth-seat two-bid"
   ref="standard teaching: a fourth-seat two-bid is a sound opening" test=A8-AQJ862-KT7-72

[2D-P-3D-P] complete
3N "Weak Two: Rebid" pos=4 hcp=14+ stopped=2 text="accepts: a maximum fourth-seat two-bid"
   ref="standard teaching: a fourth-seat two-bid is a sound opening" test=A8-KT7-AQJ862-72

[2{a}-P] where a in DHS complete
3N "Weak Two: Raise" hcp=15+ shape=balanced stopped=3 {a}=2+:A,K text="to play"
   test=AQ4-K82-A92-KJ32

# New suits: 5+ cards, a good suit, game interest and no fit; forcing for one round.
[2D-P] complete
2x "Weak Two: New Suit" hcp=15+ X=5+:2/3,3/5 S=x H=x D=<3 asks=1 text="forcing for one round"
   test=AKJ84-K92-3-AQ32
3C "Weak Two: New Suit" hcp=15+ C=5+:2/3,3/5 D=<3 asks=1 text="forcing for one round"
   test=K92-AQ2-3-AKJ842

[2H-P] complete
2S "Weak Two: New Suit" hcp=15+ S=5+:2/3,3/5 H=<3 asks=1 text="forcing for one round"
   test=AKJ84-3-K92-AQ32
3x "Weak Two: New Suit" hcp=15+ X=5+:2/3,3/5 D=x C=x H=<3 asks=1 text="forcing for one round"
   test=K92-3-AQ2-AKJ842

[2S-P] complete
3x "Weak Two: New Suit" hcp=15+ X=5+:2/3,3/5 H=x D=x C=x S=<3 asks=1 text="forcing for one round"
   test=3-K92-AQ2-AKJ842

[2{a}-P] where a in DHS complete
2N "Weak Two: Feature Ask" hcp=15+ alert asks=1
   text="forcing: a maximum shows a feature (ace or king), a minimum rebids the suit"
   test=AK2-KQ32-A5432-2

[2{a}-P] where a in HS complete
4{a} "Weak Two: Raise" vul=V {a}=3+ losers=7 text="to play: enough tricks opposite a sound vulnerable weak two"
   ref="standard teaching: the losing trick count (a vulnerable weak two has about seven losers)" test=AK32-K432-K32-32
4{a} "Weak Two: Raise" {a}=3+ losers=6 text="to play: enough tricks (opener's eight losers and our six leave ten tricks)"
   ref="standard teaching: the losing trick count (a weak two has about eight losers)" test=AK32-K432-K432-2
4{a} "Weak Two: Raise" vul=F {a}=4+ hcp=<15 text="to play: preemptive (ten trumps), or expecting to make it"
   ref="SAYC booklet: weak two-bids (raises are preemptive); standard teaching: the law of total tricks, ten trumps the four level" test=K432-Q432-432-32
4{a} "Weak Two: Raise" vul=N {a}=4+ hcp=<15 text="to play: preemptive (ten trumps), or expecting to make it"
   ref="SAYC booklet: weak two-bids (raises are preemptive); standard teaching: the law of total tricks, ten trumps the four level" test=K432-Q432-432-32
4{a} "Weak Two: Raise" vul=B {a}=4+ hcp=<15 shape=singleton-or-void text="to play: preemptive (ten trumps and a ruffing value), or expecting to make it"
   ref="SAYC booklet: weak two-bids (raises are preemptive); standard teaching: the law of total tricks, ten trumps the four level; vulnerable against vulnerable a save doubled costs about their game, so the raise also needs a ruffing value" test=K432-Q432-T9432-|Q432-K432-T9432-

# A good 14 with a fit has game interest opposite a maximum (9-11 and a feature): the feature
# ask, not the preemptive raise. In diamonds game is 3NT, so the other suits are stopped.
[2{a}-P] where a in HS complete
2N "Weak Two: Feature Ask" hcp=14 {a}=3+ alert asks=1
   text="forcing: 14 HCP and a fit, game opposite a maximum with a feature" ref="SAYC booklet: weak two-bids (2NT is the only forcing response, it asks for a feature); standard teaching: the raise to three is preemptive, a fit with game interest asks with 2NT" test=AQ5-K63-J95-A432

[2D-P] complete
2N "Weak Two: Feature Ask" hcp=14 D=3+ stopped=2.5 alert asks=1
   text="forcing: 14 HCP, a fit and the other suits stopped, game opposite a maximum with a feature" ref="SAYC booklet: weak two-bids (2NT is the only forcing response, it asks for a feature); standard teaching: the raise to three is preemptive, a fit with game interest asks with 2NT" test=AQ5-K63-J95-A432

# Vulnerable against not (unfavourable), a save doubled costs more than their game: the
# raise to four needs tricks (the losing trick count above); with less, the raise to three.
[2{a}-P] where a in DHS complete
3{a} "Weak Two: Raise" {a}=3+ hcp=<15 text="preemptive or competitive, not invitational (game needs 15+ or the losers)"
   ref="SAYC booklet: weak two-bids (raises are preemptive); standard teaching: a raise to three of a weak two is not invitational" test=432-Q32-K432-432
P "Weak Two: Raise" text="no game interest" test=Q5-J2-K3-J865432

# ---------------------------------------------------------------------------------------
# Opener after the 2NT feature ask: 3NT with AKQxxx, a feature with a maximum (9-11),
# else rebid the suit.
[2D-P-2N-P] complete
3N "Weak Two: Feature" D=6+:3/3 alert text="a solid suit (AKQxxx)" test=82-982-AKQT94-74
3x "Weak Two: Feature" hcp=9-11 X=1+:A,K S=x H=x C=x alert text="maximum; a feature (ace or king) here"
   test=K2-82-AQT984-T92
3D "Weak Two: Rebid" text="a minimum (or a maximum without a feature)" test=98-982-AKT984-T9

[2H-P-2N-P] complete
3N "Weak Two: Feature" H=6+:3/3 alert text="a solid suit (AKQxxx)" test=J5-AKQT43-JT4-32
3x "Weak Two: Feature" hcp=9-11 X=1+:A,K S=x D=x C=x alert text="maximum; a feature (ace or king) here" test=J4-863-A6-A87632
3H "Weak Two: Rebid" text="a minimum (or a maximum without a feature)" test=T642-6432-42-875

[2S-P-2N-P] complete
3N "Weak Two: Feature" S=6+:3/3 alert text="a solid suit (AKQxxx)" test=AKQ863--9873-982
3x "Weak Two: Feature" hcp=9-11 X=1+:A,K H=x D=x C=x alert text="maximum; a feature (ace or king) here"
   test=AQT984-82-KT2-T9
3S "Weak Two: Rebid" text="a minimum (or a maximum without a feature)" test=AKT984-98-982-T9

# Responder places the contract: after a minimum, game only with 17+ HCP.
[2{a}-P-2N-P-3{a}-P] where a in HS complete
4{a} "Weak Two: Raise" {a}=2+ hcp=17+ text="to play" test=AK2-AK2-A432-J32
4{a} "Weak Two: Raise" {a}=3+ losers=6 text="enough tricks opposite a minimum (eight losers and six leave ten tricks)"
   ref="standard teaching: the losing trick count" test=AK32-KQ32-A432-2
3N "Weak Two: Raise" hcp=19+ {a}=<2 stopped=3 text="19+, short in opener's suit, the other suits stopped: 3NT"
   ref="standard teaching: after the weak two's minimum rebid the asker bids game with 19+ (opener's 5-8 make 24 or more): 3NT with the other suits stopped when he is short in opener's suit, else game in opener's six-card suit" test=Q-AK53-AQJ4-KJ72|AK53-Q-AQJ4-KJ72
4{a} "Weak Two: Raise" hcp=19+ text="19+: game in opener's six-card suit"
   ref="standard teaching: after the weak two's minimum rebid the asker bids game with 19+ (opener's 5-8 make 24 or more): 3NT with the other suits stopped when he is short in opener's suit, else game in opener's six-card suit" test=2-AKQ5-9876-AKQJ|AKQ5-2-9876-AKQJ

[2D-P-2N-P-3D-P] complete
3N "Weak Two: Raise" hcp=17+ stopped=3 text="to play" test=AK2-AK2-K2-QJ432
3N "Weak Two: Raise" hcp=18+ D=2+ stopped=2.5 text="18+ with a diamond fit, the other suits stopped or half stopped: to play (the long diamonds bring the tricks)"
   ref="standard teaching: 3NT opposite a weak two needs about 25 points and the long suit running; with a fitting card the suit supplies the tricks" test=AK2-AQ2-K2-Q5432

[2{a}-P-2N-P-3{a}-P] where a in DHS complete
P "Weak Two: Raise" text="opener is minimum" test=AK2-K32-A432-J32

# After a feature (a maximum): game.
[2{a}-P-2N-P-3{b}-P] where a in HS, b!=a complete
4{a} "Weak Two: Raise" {a}=2+ text="to play" test=AK2-K32-A432-K32
3N "Weak Two: Raise" text="to play" test=A-2-AKT932-AKQ83

[2D-P-2N-P-3{b}-P] where b in CHS complete
3N "Weak Two: Raise" text="to play" test=A85-AK2-K3-AKQ83

[2{a}-P-2N-P-3N-P] where a in DHS complete
P "Weak Two: Raise" text="to play" test=A85-A2-KT93-AQ83

# ---------------------------------------------------------------------------------------
# Opener after a new suit (forcing): raise with three cards or an honour doubleton (Qx or
# better), 3NT with a solid suit, show a four-card side suit below three of his own suit,
# else rebid his suit.
[2D-P-2H-P] complete
3H "Weak Two: Rebid" H=3+ text="support" test=96-Q96-AJ9842-92
3H "Weak Two: Rebid" H=2:2+ text="an honour doubleton" test=962-K9-AJ9842-92
3N "Weak Two: Rebid" D=6+:3/3 alert text="a solid suit (AKQxxx)" test=982-9-AKQ984-742
3C "Weak Two: Rebid" C=4+ text="a side four-card suit" test=2-92-AQT984-QT82
3D "Weak Two: Rebid" text="no support, nothing else to show" test=82-92-AQT984-Q32

[2D-P-2S-P] complete
3S "Weak Two: Rebid" S=3+ text="support" test=Q96-96-AJ9842-92
3S "Weak Two: Rebid" S=2:2+ text="an honour doubleton" test=K9-962-AJ9842-92
3N "Weak Two: Rebid" D=6+:3/3 alert text="a solid suit (AKQxxx)" test=9-982-AKQ984-742
3C "Weak Two: Rebid" C=4+ text="a side four-card suit" test=92-2-AQT984-QT82
3D "Weak Two: Rebid" text="no support, nothing else to show" test=92-82-AQT984-Q32

[2H-P-2S-P] complete
3S "Weak Two: Rebid" S=3+ text="support" test=96542-643-T9-983
3S "Weak Two: Rebid" S=2:2+ text="an honour doubleton" test=K9-AJ9842-962-92
3N "Weak Two: Rebid" H=6+:3/3 alert text="a solid suit (AKQxxx)" test=9-AKQ984-982-742
3x "Weak Two: Rebid" X=4+ D=x C=x text="a side four-card suit" test=42-9652-84-98543
3H "Weak Two: Rebid" text="no support, nothing else to show" test=T-T75432-K98-864

[2D-P-3C-P] complete
4C "Weak Two: Rebid" C=3+ text="support" test=92-96-AJ9842-Q96
4C "Weak Two: Rebid" C=2:2+ text="an honour doubleton" test=962-92-AJ9842-K9
3N "Weak Two: Rebid" D=6+:3/3 alert text="a solid suit (AKQxxx)" test=982-742-AKQ984-9
3D "Weak Two: Rebid" text="no support" test=Q82-932-AQT984-2

[2H-P-3C-P] complete
4C "Weak Two: Rebid" C=3+ text="support" test=96-AJ9842-92-Q96
4C "Weak Two: Rebid" C=2:2+ text="an honour doubleton" test=962-AJ9842-92-K9
3N "Weak Two: Rebid" H=6+:3/3 alert text="a solid suit (AKQxxx)" test=982-AKQ984-742-9
3D "Weak Two: Rebid" D=4+ text="a side four-card suit" test=2-AQT984-QT82-92
3H "Weak Two: Rebid" text="no support" test=Q82-AQT984-932-2

[2H-P-3D-P] complete
4D "Weak Two: Rebid" D=3+ text="support" test=96-AJ9842-Q96-92
4D "Weak Two: Rebid" D=2:2+ text="an honour doubleton" test=962-AJ9842-K9-92
3N "Weak Two: Rebid" H=6+:3/3 alert text="a solid suit (AKQxxx)" test=982-AKQ984-9-742
3H "Weak Two: Rebid" text="no support" test=Q82-AQT984-2-932

[2S-P-3C-P] complete
4C "Weak Two: Rebid" C=3+ text="support" test=AJ9842-96-92-Q96
4C "Weak Two: Rebid" C=2:2+ text="an honour doubleton" test=AJ9842-962-92-K9
3N "Weak Two: Rebid" S=6+:3/3 alert text="a solid suit (AKQxxx)" test=AKQ982-532-62-32
3D "Weak Two: Rebid" D=4+ text="a side four-card suit" test=AQT984-2-QT82-92
3S "Weak Two: Rebid" text="no support" test=AQT984-Q82-932-2

[2S-P-3D-P] complete
4D "Weak Two: Rebid" D=3+ text="support" test=AJ9842-96-Q96-92
4D "Weak Two: Rebid" D=2:2+ text="an honour doubleton" test=AJ9842-962-K9-92
3N "Weak Two: Rebid" S=6+:3/3 alert text="a solid suit (AKQxxx)" test=AKQ984-982-9-742
3S "Weak Two: Rebid" text="no support" test=AQT984-Q82-2-932

[2S-P-3H-P] complete
4H "Weak Two: Rebid" H=3+ text="support" test=AJ9842-Q96-96-92
4H "Weak Two: Rebid" H=2:2+ text="an honour doubleton" test=AJ9842-K9-962-92
3N "Weak Two: Rebid" S=6+:3/3 alert text="a solid suit (AKQxxx)" test=AKQ984-9-982-742
3S "Weak Two: Rebid" text="no support" test=AQT984-2-Q82-932

# Responder after opener's rebid: game with a fit, 3NT without one.
[2{a}-P-2{b}-P-3{b}-P] where a in DH, a<b, b in HS complete
4{b} "Weak Two: Raise" text="to play" test=AKJ84-K92-3-AQ32

[2D-P-2H-P-3{c}-P] where c in CDS complete
4H "Weak Two: Raise" H=6+ text="to play" test=A2-AKJ842-3-AQ32

[2{a}-P-2S-P-3{c}-P] where a in DH, c in CDH complete
4S "Weak Two: Raise" S=6+ text="to play" test=AKJ842-A2-3-AQ32

[2H-P-2S-P-3{c}-P] where c in CDH complete
4H "Weak Two: Raise" H=2+ text="to play" test=AKJ84-K9-32-AQ32

[2{a}-P-2{b}-P-3{c}-P] where a in DH, a<b, b in HS, c!=b complete
3N "Weak Two: Raise" text="to play" test=AKJ84-2-KJ32-AQ2

[2H-P-3C-P-4C-P] complete
4H "Weak Two: Raise" H=2+ text="to play" test=K9-K9-AQ2-AKJ842
5C "Weak Two: Raise" text="to play" test=K92-3-AQ2-AKJ842

[2S-P-3C-P-4C-P] complete
4S "Weak Two: Raise" S=2+ text="to play" test=K9-K9-AQ2-AKJ842
5C "Weak Two: Raise" text="to play" test=3-K92-AQ2-AKJ842

[2D-P-3C-P-4C-P] complete
5C "Weak Two: Raise" text="to play" test=K92-AQ2-3-AKJ842

[2H-P-3D-P-4D-P] complete
4H "Weak Two: Raise" H=2+ text="to play" test=K9-K9-AKJ842-AQ2
5D "Weak Two: Raise" text="to play" test=K92-3-AKJ842-AQ2

[2S-P-3D-P-4D-P] complete
4S "Weak Two: Raise" S=2+ text="to play" test=K9-K9-AKJ842-AQ2
5D "Weak Two: Raise" text="to play" test=3-K92-AKJ842-AQ2

[2S-P-3H-P-4H-P]
P "Weak Two: Raise" text="game" test=3-AKJ842-K92-AQ2

[2{a}-P-3{b}-P-3{c}-P] where a in HS, b<a, c>b complete
4{a} "Weak Two: Raise" {a}=2+ text="to play" test=K9-K9-AQ2-AKJ842

[2{a}-P-3{b}-P-3{c}-P] where b<a, c>b complete
3N "Weak Two: Raise" text="to play" test=2-A-KQJ32-AKJ842

[2{a}-P-2{b}-P-3N-P] where a in DH, a<b complete
P "Weak Two: Raise" text="opener's solid suit; to play" test=AKJ84-K92-3-AQ32

[2{a}-P-3{b}-P-3N-P] where b<a complete
P "Weak Two: Raise" text="opener's solid suit; to play" test=K92-3-AQ2-AKJ842

# ---------------------------------------------------------------------------------------
# Weak two, doubled or overcalled: raise preemptively, redouble with strength, double an
# overcall for penalties.
[2{a}-D] where a in DHS complete
R "Weak Two: Competition" hcp=15+ {a}=<3 text="strength, usually no fit" test=AK-K2-A2-QJ87432

[2{a}-D] where a in HS complete
4{a} "Weak Two: Competition" vul=F {a}=4+ hcp=<15 text="preemptive (ten trumps)" ref="standard teaching: the law of total tricks; no save at unfavourable vulnerability" test=K432-Q432-432-32
4{a} "Weak Two: Competition" vul=N {a}=4+ hcp=<15 shape=singleton-or-void text="preemptive (ten trumps and a ruffing value)" ref="standard teaching: the law of total tricks; after the takeout double the doubler has shown values, and at equal vulnerability a save doubled costs more than their partscore and about as much as their game: with ten trumps the jump to game wants a ruffing value (a singleton or void), with eleven the law covers it, else the raise to three" test=K432-Q432-5432-2
4{a} "Weak Two: Competition" vul=N {a}=5+ hcp=<15 text="preemptive (eleven trumps)" ref="standard teaching: the law of total tricks: eleven trumps between us, the four level is safe without a ruffing value" test=K5432-Q432-43-32|Q432-K5432-43-32
4{a} "Weak Two: Competition" vul=B {a}=4+ hcp=<15 shape=singleton-or-void text="preemptive (ten trumps and a ruffing value)" ref="standard teaching: the law of total tricks; no save at unfavourable vulnerability; after the takeout double the doubler has shown values, and both vulnerable a save doubled costs 500 against their partscore as well as their game: the jump to game wants a ruffing value (a singleton or void) besides the tenth trump, vulnerable without one it needs the tricks (the losing trick count), else the raise to three" test=K432-Q432-5432-2
4{a} "Weak Two: Competition" vul=V {a}=3+ losers=6 text="to play: enough tricks" ref="standard teaching: the losing trick count" test=AK32-K432-AK4-32
4{a} "Weak Two: Competition" hcp=15+ {a}=3+ text="game values and support: to play" ref="standard teaching: the double does not change responder's values: with game values and a fit for opener's weak two he bids game" test=AK2-AQ2-KJ32-432|AQ2-AK2-KJ32-432

[2{a}-D] where a in DHS
3{a} "Weak Two: Competition" {a}=3+ hcp=<15 text="preemptive" test=432-Q32-K432-432
P "Weak Two: Competition" test=Q5-J2-K3-J865432

[2{a}-2{b}] where a in DH, a<b complete
D "Weak Two: Competition" hcp=10+ {b}=4+ text="penalty" test=AQ32-AQ32-2-K432

[2{a}-2{b}] where a in HS, a<b complete
4{a} "Weak Two: Competition" {a}=4+ text="preemptive or to play" test=K432-Q432-432-32

[2H-2S] complete
4H "Weak Two: Competition" hcp=15+ H=2+ text="game values and a fit" ref="standard teaching: bid game over interference with game values"
   test=AK2-K82-A982-A32

[2{a}-2{b}] where a in DH, a<b complete
3N "Weak Two: Competition" hcp=15+ {b}=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=AQ4-A-Q9432-KJ32
[2{a}-2{b}] where a in DH, a<b
3{a} "Weak Two: Competition" {a}=3+ hcp=<15 text="preemptive" test=2-Q32-K432-Q5432
P "Weak Two: Competition" test=Q5-J2-K3-J865432

[2{a}-2N] where a in DHS
D "Weak Two: Competition" hcp=11+ text="penalty" test=AQ32-K2-KJ2-K432
P "Weak Two: Competition" test=Q5-J2-K3-J865432

[2D-3{b}] where b in CHS
D "Weak Two: Competition" hcp=10+ {b}=4+ text="penalty" test=AQ32-KJ32-2-KQ32

[2H-3{b}] where b in CDS
D "Weak Two: Competition" hcp=10+ {b}=4+ text="penalty" test=AQ32-2-KJ32-KQ32

[2S-3{b}] where b in CDH
D "Weak Two: Competition" hcp=10+ {b}=4+ text="penalty" test=2-AQ32-KJ32-KQ32

[2{a}-3{b}] where a in HS, b!=a
4{a} "Weak Two: Competition" {a}=4+ text="preemptive or to play" test=K432-Q432-432-32

[2{a}-3{b}] where b<a
3{a} "Weak Two: Competition" {a}=3+ hcp=<15 text="preemptive" test=432-Q32-K432-432

[2H-3C]
4H "Weak Two: Competition" hcp=15+ H=2+ text="game values and a fit" ref="standard teaching: bid game over interference with game values"
   test=AK2-K82-A9832-A3

[2H-3D]
4H "Weak Two: Competition" hcp=15+ H=2+ text="game values and a fit" ref="standard teaching: bid game over interference with game values"
   test=AK2-K82-A3-A9832

[2H-3S]
4H "Weak Two: Competition" hcp=15+ H=2+ text="game values and a fit" ref="standard teaching: bid game over interference with game values"
   test=AK2-K82-A9832-A3

[2S-3C]
4S "Weak Two: Competition" hcp=15+ S=2+ text="game values and a fit" ref="standard teaching: bid game over interference with game values"
   test=K82-AK2-A9832-A3

[2S-3D]
4S "Weak Two: Competition" hcp=15+ S=2+ text="game values and a fit" ref="standard teaching: bid game over interference with game values"
   test=K82-AK2-A3-A9832

[2S-3H] complete
4S "Weak Two: Competition" hcp=15+ S=2+ text="game values and a fit" ref="standard teaching: bid game over interference with game values"
   test=K82-AK2-A9832-A3

[2D-3C]
3N "Weak Two: Competition" hcp=15+ C=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=AQ4-KQ2-A932-K32

[2D-3H]
3N "Weak Two: Competition" hcp=15+ H=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=AQ4-KQ2-A932-K32

[2D-3S]
3N "Weak Two: Competition" hcp=15+ S=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=AQ4-KQ2-A932-K32

[2H-3C]
3N "Weak Two: Competition" hcp=15+ C=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=AQ42-2-KQ932-KJ3

[2H-3D]
3N "Weak Two: Competition" hcp=15+ D=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=AQ42-2-KJ3-KQ932

[2H-3S]
3N "Weak Two: Competition" hcp=15+ S=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=KQ9-2-AQ42-KJ532

[2S-3C]
3N "Weak Two: Competition" hcp=15+ C=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=2-AQ42-KQ932-KJ3

[2S-3D]
3N "Weak Two: Competition" hcp=15+ D=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=2-AQ42-KJ3-KQ932

[2S-3H]
3N "Weak Two: Competition" hcp=15+ H=:1stop text="game values, a stopper in their suit"
   ref="standard teaching: bid game over interference with game values" test=2-KQ9-AQ42-KJ532

P "Weak Two: Competition" test=Q5-J2-K3-J865432

# The weak-two opener does not bid again in competition.
[2{a}-D-P-P] where a in DHS complete
P "Weak Two: Competition" text="the preempter has said it all" test=T86-85432-4-9652

[2{a}-P-P-D] where a in DHS complete
P "Weak Two: Competition" text="the preempter has said it all" test=T943-T84-6-J8543

[2{a}-D-R-P] where a in DHS complete
P "Weak Two: Competition" text="partner has the strength" test=942-432-532-J962

[2{a}-D-3{a}-P] where a in DHS complete
P "Weak Two: Competition" text="partner's raise is preemptive" test=542-T962-87-T874

[2{a}-D-4{a}-P] where a in HS complete
P "Weak Two: Competition" text="partner chose the contract" test=9754-985-8654-T3

[2{a}-P-P-2{b}] where a in DH, a<b complete
P "Weak Two: Competition" text="the preempter has said it all" test=T82-872-T632-975

[2{a}-P-P-3{b}] where a in DHS complete
P "Weak Two: Competition" text="the preempter has said it all" test=542-T765-9762-T3

[2{a}-P-P-2N] where a in DHS complete
P "Weak Two: Competition" text="the preempter has said it all" test=87432-53-T42-876

[2{a}-2{b}-P-P] where a in DH, a<b complete
P "Weak Two: Competition" text="the preempter has said it all" test=875-842-752-5432

[2{a}-3{b}-P-P] where a in DHS complete
P "Weak Two: Competition" text="the preempter has said it all" test=762-6543-9652-96

[2{a}-D-P-2{b}] where a in DH, a<b complete
P "Weak Two: Competition" text="the preempter has said it all" test=98-T975-9642-T42

[2{a}-D-P-3{b}] where a in DHS complete
P "Weak Two: Competition" text="the preempter has said it all" test=853-62-32-T97643

[2{a}-2{b}-3{a}-P] where a in DH, a<b complete
P "Weak Two: Competition" text="partner's raise is preemptive" test=8532-J8-T743-532

[2{a}-2{b}-D-P] where a in DH, a<b complete
P "Weak Two: Competition" text="partner's double is for penalties" test=853-T9532-532-85

[2{a}-3{b}-D-P] where a in DHS, b!=a complete
P "Weak Two: Competition" text="partner's double is for penalties" test=87643-92-JT52-64

[2{a}-P-P-D-P-P] where a in DHS complete
P "Weak Two: Competition" text="content to defend" test=Q5432-2-KJ32-432

# =======================================================================================
# Responses to a three-level preempt
# =======================================================================================
# Majors: Blackwood with slam values, 3NT with the side suits stopped and an honour in
# partner's suit, a new suit forcing, else game with support or with game values.
[3H-P] complete
6H "Preempt: Raise" hcp=16+ H=2+ custom=3:A1 losers=5 shape=void text="three aces and a void with slam values (partner's seven losers and our five make twelve tricks): no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=A32-A83-AKQT652-
4N@30 "Blackwood" hcp=16+ H=2+ custom=2:A1 losers=5 S=1+ D=1+ C=1+ asks=A
   text="asks for aces: slam values (partner's seven losers and our five make twelve tricks)"
   ref="standard teaching: the losing trick count (a three-level preempt has about seven losers; 24 less the two counts is the tricks: five losers opposite seven make twelve)" test=A2-K83-AKQT6-K64

[3S-P] complete
6S "Preempt: Raise" hcp=16+ S=2+ custom=3:A1 losers=5 shape=void text="three aces and a void with slam values (partner's seven losers and our five make twelve tricks): no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=A83-A32-AKQT652-
4N@40 "Blackwood" hcp=16+ S=2+ custom=2:A1 losers=5 H=1+ D=1+ C=1+ asks=A
   text="asks for aces: slam values (partner's seven losers and our five make twelve tricks)"
   ref="standard teaching: the losing trick count (a three-level preempt has about seven losers; 24 less the two counts is the tricks: five losers opposite seven make twelve)" test=KJ2-A6-AKQ96-A96

[3{a}-P] where a in HS complete
3N "Preempt: Raise" hcp=15+ stopped=3 {a}=2+:A,K text="to play" test=AQ7-K973-QJ5-K65

[3H-P] complete
3S "Preempt: New Suit" hcp=16+ S=5+:2/3,3/5 H=<2 asks=1 text="forcing" test=AKJ84-2-AQ2-K432

# The preemptive raise (ten trumps: the law of total tricks) not vulnerable against not
# vulnerable: a save doubled would cost more than their game; there the raise needs tricks
# (a three-level preempt has about seven losers, and seven more leave ten tricks).
[3{a}-P] where a in HS complete
4{a} "Preempt: Raise" vul=F {a}=3+ text="to play: preemptive (ten trumps), or expecting to make it" ref="standard teaching: the law of total tricks" test=983-982-A8764-K4
4{a} "Preempt: Raise" vul=N {a}=3+ text="to play: preemptive (ten trumps), or expecting to make it" ref="standard teaching: the law of total tricks" test=983-982-A8764-K4
4{a} "Preempt: Raise" vul=B {a}=3+ text="to play: preemptive (ten trumps), or expecting to make it" ref="standard teaching: the law of total tricks" test=983-982-A8764-K4
4{a} "Preempt: Raise" vul=U {a}=3+ losers=7 text="to play: enough tricks (seven losers opposite seven)" ref="standard teaching: the losing trick count; no save at unfavourable vulnerability" test=A83-982-AK764-K4
4{a} "Preempt: Raise" hcp=16+ text="to play: game values" test=-AK-AQ652-KQ8432
P "Preempt: Raise" text="no game" test=Q5-J2-KJ965-Q865

# Minors: 3NT with the side suits stopped, a new suit forcing, five of the minor with game
# values and support, preemptive raises.
[3C-P] complete
6C "Preempt: Raise" hcp=16+ C=2+ custom=3:A1 losers=5 shape=void text="three aces and a void with slam values (partner's seven losers and our five make twelve tricks): no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=A32--AKQT652-A83
4N@10 "Blackwood" hcp=16+ C=2+ custom=2:A1 losers=5 S=1+ H=1+ D=1+ asks=A
   text="asks for aces" test=K8-A2-AKQT6-K864

[3D-P] complete
6D "Preempt: Raise" hcp=16+ D=2+ custom=3:A1 losers=5 shape=void text="three aces and a void with slam values (partner's seven losers and our five make twelve tricks): no ace missing but the void suit's, small slam"
   ref="standard teaching: Blackwood is not used with a void (the answer does not tell which ace partner holds); holding the aces of the other three suits, the asker knows no ace is missing but the void suit's, where he ruffs: bid the slam himself (as after a Blackwood answer with three aces and a void)" test=A32--A83-AKQT652
4N@20 "Blackwood" hcp=16+ D=2+ custom=2:A1 losers=5 S=1+ H=1+ C=1+ asks=A
   text="asks for aces" test=K8-A2-K864-AKQT6

[3{a}-P] where a in CD complete
3N "Preempt: Raise" hcp=16+ stopped=3 {a}=1+ text="to play" test=K4-K63-AQ7652-A5

[3C-P] complete
3x "Preempt: New Suit" hcp=16+ X=5+:2/3,3/5 S=x H=x D=x C=<2 asks=1 text="forcing" test=AKJ84-Q2-AQ432-2

[3D-P] complete
3x "Preempt: New Suit" hcp=16+ X=5+:2/3,3/5 S=x H=x D=<2 asks=1 text="forcing" test=AKJ84-Q2-2-AQ432

[3{a}-P] where a in CD complete
5{a} "Preempt: Raise" hcp=16+ {a}=2+ text="to play: game values" test=AQ2-32-AKQ2-Q432

# Preemptive raises by the Law of Total Tricks (bid to the level of the trumps held together):
# 3D shows seven diamonds, but 3C may be a six-card suit (there is no weak 2C), so over 3C one
# more trump is needed for each level.
[3C-P] complete
5C "Preempt: Raise" hcp=<13 C=5+ text="preemptive: five trumps (eleven together)"
   ref="standard teaching: the Law of Total Tricks" test=2-Q432-K42-K8432
4C "Preempt: Raise" hcp=<13 C=4+ text="preemptive: four trumps (ten together)"
   ref="standard teaching: the Law of Total Tricks" test=432-Q432-K2-Q432

[3D-P] complete
5D "Preempt: Raise" hcp=<13 D=4+ text="preemptive: four trumps (eleven together)"
   ref="standard teaching: the Law of Total Tricks" test=2-Q432-K432-K432
4D "Preempt: Raise" hcp=<13 D=3+ text="preemptive: three trumps (ten together)"
   ref="standard teaching: the Law of Total Tricks" test=432-Q432-K32-Q32

[3{a}-P] where a in CD complete
P "Preempt: Raise" text="no game" test=QJ4-JT9764-93-73

# ---------------------------------------------------------------------------------------
# The preempter after a new suit (forcing): raise with three cards or an honour doubleton,
# else rebid the suit.
[3C-P-3D-P] complete
4D "Preempt: Rebid" D=3+ text="support" test=2-98-K92-KQT9852
4D "Preempt: Rebid" D=2:2+ text="an honour doubleton" test=92-98-K9-KQT9852
4C "Preempt: Rebid" text="no support" test=982-98-2-KQT9852

[3C-P-3H-P] complete
4H "Preempt: Rebid" H=3+ text="support" test=2-K92-98-KQT9852
4H "Preempt: Rebid" H=2:2+ text="an honour doubleton" test=98-K9-92-KQT9852
4C "Preempt: Rebid" text="no support" test=982-2-98-KQT9852

[3C-P-3S-P] complete
4S "Preempt: Rebid" S=3+ text="support" test=K92-2-98-KQT9852
4S "Preempt: Rebid" S=2:2+ text="an honour doubleton" test=K9-98-92-KQT9852
4C "Preempt: Rebid" text="no support" test=2-982-98-KQT9852

[3D-P-3H-P] complete
4H "Preempt: Rebid" H=3+ text="support" test=2-K92-KQT9852-98
4H "Preempt: Rebid" H=2:2+ text="an honour doubleton" test=98-K9-KQT9852-92
4D "Preempt: Rebid" text="no support" test=982-2-KQT9852-98

[3D-P-3S-P] complete
4S "Preempt: Rebid" S=3+ text="support" test=K92-2-KQT9852-98
4S "Preempt: Rebid" S=2:2+ text="an honour doubleton" test=K9-98-KQT9852-92
4D "Preempt: Rebid" text="no support" test=2-982-KQT9852-98

[3H-P-3S-P] complete
4S "Preempt: Rebid" S=3+ text="support" test=K92-KQT9852-98-2
4S "Preempt: Rebid" S=2:2+ text="an honour doubleton" test=K9-KQT9852-98-92
4H "Preempt: Rebid" text="no support" test=2-KQT9852-98-982

# Responder after the preempter's answer.
[3{a}-P-3{b}-P-4{b}-P] where a<b, b in HS
P "Preempt: Raise" text="game" test=AKJ84-K2-AQ2-432

[3C-P-3D-P-4D-P] complete
5D "Preempt: Raise" text="game" test=AK2-K2-AQJ842-32

[3{a}-P-3{b}-P-4{a}-P] where a in CD, a<b complete
5{a} "Preempt: Raise" text="game: partner's long suit" test=AKJ84-K2-AQ2-K32

[3H-P-3S-P-4H-P]
P "Preempt: Raise" text="game" test=AKJ842-2-AQ2-K32

# The preempter passes game and 3NT.
[3{a}-P-3N-P] complete
P "Preempt: Rebid" text="partner chose the contract" test=865-T963-9872-86

[3{a}-P-4{a}-P] complete
P "Preempt: Rebid" text="partner chose the contract" test=742-73-9873-9642

[3{a}-P-5{a}-P] complete
P "Preempt: Rebid" text="partner chose the contract" test=65-976-7532-8742

[3{a}-P-6{a}-P] complete
P "Preempt: Rebid" text="partner chose the contract" test=83-T9854-T854-76

# Preempt, doubled or overcalled.
[3{a}-D] where a in HS
R "Preempt: Competition" hcp=15+ {a}=<3 text="strength, usually no fit" test=AK-K2-AQ32-QJ842
4{a} "Preempt: Competition" vul=F {a}=3+ text="preemptive (ten trumps) or to play" ref="standard teaching: the law of total tricks" test=983-982-A8764-K4
4{a} "Preempt: Competition" vul=N {a}=3+ text="preemptive (ten trumps) or to play" ref="standard teaching: the law of total tricks" test=983-982-A8764-K4
4{a} "Preempt: Competition" vul=B {a}=3+ text="preemptive (ten trumps) or to play" ref="standard teaching: the law of total tricks" test=983-982-A8764-K4
4{a} "Preempt: Competition" vul=U {a}=3+ losers=7 text="to play: enough tricks" ref="standard teaching: the losing trick count; no save at unfavourable vulnerability" test=A83-982-AK764-K4
P "Preempt: Competition" test=Q5-J2-KJ965-Q865

[3{a}-D] where a in CD complete
R "Preempt: Competition" hcp=15+ {a}=<3 text="strength, usually no fit" test=AQ32-KJ842-K2-A2

# Preemptive raises over their double: to the five level with eleven trumps together by the
# Law of Total Tricks, one trump more over 3C (maybe six clubs); to four with three trumps.
[3C-D] complete
5C "Preempt: Competition" C=5+ hcp=<13 text="preemptive: five trumps (eleven together)"
   ref="standard teaching: the Law of Total Tricks" test=2-Q432-K42-K8432
4C "Preempt: Competition" C=3+ hcp=<13 text="preemptive: three or four trumps"
   ref="standard teaching: raise partner's preempt over a double" test=432-Q432-K32-Q32

[3D-D] complete
5D "Preempt: Competition" D=4+ hcp=<13 text="preemptive: four trumps (eleven together)"
   ref="standard teaching: the Law of Total Tricks" test=2-Q432-K432-K432
4D "Preempt: Competition" D=3+ hcp=<13 text="preemptive: three trumps (ten together)"
   ref="standard teaching: the Law of Total Tricks" test=432-Q432-K32-Q32

[3{a}-D] where a in CD
P "Preempt: Competition" test=KJ7643-A985-K5-2

[3{a}-3{b}] where a<b complete
D "Preempt: Competition" hcp=10+ {b}=4+ text="penalty" test=AQ32-KJ32-KQ32-2

[3{a}-3{b}] where a in H, a<b complete
4{a} "Preempt: Competition" {a}=3+ text="preemptive or to play" test=983-982-A8764-K4

# Partner's minor preempt overcalled: with four trumps (ten together) raise to four, not
# vulnerable or at equal vulnerability, whatever the values (the law of total tricks; at
# unfavourable vulnerability pass).
[3{a}-3{b}] where a in CD, a<b
4{a} "Preempt: Competition" vul=X {a}=4+ text="preemptive: four trumps (ten together)" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (ten trumps: compete to the four level)" test=Q832-982-A8-K742|Q832-982-K742-A8
4{a} "Preempt: Competition" vul=B {a}=4+ text="preemptive: four trumps (ten together)" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (ten trumps: compete to the four level; at equal vulnerability follow the law)" test=Q832-982-A8-K742|Q832-982-K742-A8

[3{a}-3{b}] where a<b
P "Preempt: Competition" test=Q5-J2-KJ965-Q865

[3{a}-3N]
D "Preempt: Competition" hcp=12+ text="penalty" test=AQ32-AQ32-2-K432
P "Preempt: Competition" test=Q5-J2-KJ965-Q865

[3{a}-4{b}] where b!=a complete
D "Preempt: Competition" hcp=12+ {b}=3+ text="penalty" test=AQ32-KJ2-QJ2-K32

[3{a}-4{b}] where a in HS, b<a complete
4{a} "Preempt: Competition" {a}=3+ text="preemptive or to play" test=983-982-A8764-K4

[3{a}-4{b}] where b!=a
P "Preempt: Competition" test=Q5-J2-KJ965-Q865

# The preempter does not bid again in competition.
[3{a}-D-P-P] complete
P "Preempt: Competition" text="the preempter has said it all" test=3-8642-975-JT632

[3{a}-P-P-D] complete
P "Preempt: Competition" text="the preempter has said it all" test=T732-JT64-T985-T

[3{a}-D-R-P] complete
P "Preempt: Competition" text="partner has the strength" test=75-T94-976432-74

[3{a}-P-P-3{b}] where a<b complete
P "Preempt: Competition" text="the preempter has said it all" test=3-7542-9765-J954

[3{a}-P-P-4{b}] complete
P "Preempt: Competition" text="the preempter has said it all" test=853-972-4-875432

[3{a}-P-P-3N] complete
P "Preempt: Competition" text="the preempter has said it all" test=62-832-T97652-95

[3{a}-3{b}-P-P] where a<b complete
P "Preempt: Competition" text="the preempter has said it all" test=JT4-T87-63-T9642

[3{a}-4{b}-P-P] complete
P "Preempt: Competition" text="the preempter has said it all" test=JT87-T862-87-763

[3{a}-D-P-3{b}] where a<b complete
P "Preempt: Competition" text="the preempter has said it all" test=842-86-T98762-42

[3{a}-D-P-4{b}] complete
P "Preempt: Competition" text="the preempter has said it all" test=T4-642-73-986532

[3{a}-D-4{a}-P] complete
P "Preempt: Competition" text="partner's raise" test=9754-952-63-T984

[3{a}-3{b}-D-P] where a<b complete
P "Preempt: Competition" text="partner's double is for penalties" test=QT87-432-9643-87

[3{a}-4{b}-D-P] complete
P "Preempt: Competition" text="partner's double is for penalties" test=63-8643-642-T984

[3{a}-3{b}-4{a}-P] where a<b complete
P "Preempt: Competition" text="partner's raise" test=9874-95-8752-873

# =======================================================================================
# Four- and five-level preempts
# =======================================================================================
[4{a}-P] where a in HS complete
4N@{a}0 "Blackwood" hcp=16+ custom=2:A1 losers=5 S=1+ H=1+ D=1+ C=1+ asks=A
   text="asks for aces" test=K8-A2-AKQT6-AK64
P "Preempt: Raise" text="partner chose the contract" test=7654-9-J32-T8632

# Four of a minor is not a SAYC opening (the minors open at the five level), but when it
# is played: raise to game with game values.
[4{a}-P] where a in CD complete
5{a} "Preempt: Raise" hcp=14+ {a}=2+ text="to play: game values" test=AQ872-96-KQ84-K5
P "Preempt: Raise" text="partner chose the contract" test=KQ5-AJ93-Q8642-2

[5{a}-P] where a in CD complete
6{a} "Preempt: Raise" hcp=16+ {a}=2+ custom=3:A1 losers=5 text="slam" test=AK2-AKQ2-KQ2-AK2
P "Preempt: Raise" text="partner chose the contract" test=76-T7653-T54-J32

[4{a}-D] where a in HS
P "Preempt: Competition" test=KJ7643-A985-K5-2

[4{a}-4{b}] where a<b
D "Preempt: Competition" hcp=12+ {b}=3+ text="penalty" test=AQ32-KJ2-QJ2-K32
P "Preempt: Competition" test=Q5-J2-KJ965-Q865

[4{a}-P-P-D] where a in HS complete
P "Preempt: Competition" text="the preempter has said it all" test=8643-T4-T853-843

[4{a}-D-P-P] where a in HS complete
P "Preempt: Competition" text="the preempter has said it all" test=J8764-73-64-T863

[4{a}-P-P-4{b}] where a<b complete
P "Preempt: Competition" text="the preempter has said it all" test=T94-82-7642-T843

[4{a}-P-4N-P] as [4N@{a}0-P]

# =======================================================================================
# Untagged 4NT over a preempt (the test cases carry no "@" tags): answers, and the asker's
# continuation when a major is trumps (as in slam.bb).
# =======================================================================================
[2{a}-P-4N-P] where a in DHS as [4N@{a}0-P]

[3{a}-P-4N-P] as [4N@{a}0-P]

[3{a}-P-4N-P-5C-P] where a in HS complete
5N@{a}0 "Blackwood: King Ask" custom=<1:A1 text="all the aces are ours; asks for kings" asks=K test=KQJ2-KQ2-KQJ-KQ2
6{a} "Blackwood" custom=3:A1 text="one ace missing" test=A2-A32-AKQT6-864
5{a} "Blackwood: Sign-off" text="two aces missing" test=875-T7654-754-A8

[3{a}-P-4N-P-5D-P] where a in HS complete
5N@{a}0 "Blackwood: King Ask" custom=3:A1 text="all the aces are ours; asks for kings" asks=K test=A83-A2-AKQT6-864
6{a} "Blackwood" custom=2:A1 text="one ace missing" test=A953-65-T7-AT753
5{a} "Blackwood: Sign-off" text="two aces missing" test=K83-K2-AKQT6-864

[3S-P-4N-P-5H-P] complete
5N@40 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours; asks for kings" asks=K test=T97-93-AT863-A62
6S "Blackwood" custom=1:A1 text="one ace missing" test=K83-K2-AKQT6-864
5S "Blackwood: Sign-off" text="two aces missing" test=K83-KQ2-KQJT6-K4

[3H-P-4N-P-5H-P] complete
5N@30 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours; asks for kings" asks=K test=A2-K83-AKQT6-864
6H "Blackwood" custom=1:A1 text="one ace missing" test=K2-K83-AKQT6-864
P "Blackwood: Sign-off" text="two aces missing: 5H is the contract" test=KQ2-K83-KQJT6-K4

[3{a}-P-4N-P-5S-P] where a in HS complete
5N@{a}0 "Blackwood: King Ask" custom=1:A1 text="all the aces are ours; asks for kings" asks=K test=K83-A2-KQJT6-K64
6{a} "Blackwood" text="one ace missing" test=K83-K2-KQJT6-K64

# =======================================================================================
# Partner has placed the contract: pass.
# =======================================================================================
[2{a}-P-3{a}-P] where a in DHS complete
P "Weak Two: Rebid" text="partner's raise is preemptive" test=T63-T84-642-9843

[2{a}-P-4{a}-P] where a in HS complete
P "Weak Two: Rebid" text="partner chose the contract" test=875-T542-J95-743

[2{a}-P-3N-P] where a in DHS complete
P "Weak Two: Rebid" text="partner chose the contract" test=9863-T843-87-874

[2D-P-5D-P] complete
P "Weak Two: Rebid" text="partner chose the contract" test=82-982-AKQT94-74

[2{a}-P-2N-P-3{b}-P-4{a}-P] where a in HS complete
P "Weak Two: Rebid" text="partner chose the contract" test=9865-6-7642-8732

[2{a}-P-2N-P-3{b}-P-3N-P] where a in DHS, b!=a complete
P "Weak Two: Rebid" text="partner chose the contract" test=T5-T982-765-T832

[2{a}-P-2N-P-3{a}-P-3N-P] where a in DHS complete
P "Weak Two: Rebid" text="partner chose the contract" test=43-7652-T653-874

[2{a}-P-2{b}-P-3{c}-P-4{b}-P] where a in DH, a<b, b in HS complete
P "Weak Two: Rebid" text="partner chose the contract" test=T6432-763-753-96

[2{a}-P-2{b}-P-3{c}-P-3N-P] where a in DH, a<b, b in HS complete
P "Weak Two: Rebid" text="partner chose the contract" test=75432-42-75-9532

[2H-P-2S-P-3{c}-P-4H-P] complete
P "Weak Two: Rebid" text="partner chose the contract" test=984-J7643-T653-9

[2{a}-P-3{b}-P-3{c}-P-4{a}-P] where a in HS, b<a, c>b complete
P "Weak Two: Rebid" text="partner chose the contract" test=96-987632-T764-4

[2{a}-P-3{b}-P-3{c}-P-3N-P] where b<a, c>b complete
P "Weak Two: Rebid" text="partner chose the contract" test=8542-T764-T942-9

[2{a}-P-3{b}-P-4{b}-P-5{b}-P] where b<a complete
P "Weak Two: Rebid" text="partner chose the contract" test=T96543-654-T2-95

[2{a}-P-3{b}-P-4{b}-P-4{a}-P] where a in HS, b<a complete
P "Weak Two: Rebid" text="partner chose the contract" test=T9765-T983-5-T32

[3{a}-P-3{b}-P-4{a}-P-5{a}-P] where a in CD, a<b complete
P "Preempt: Rebid" text="partner chose the contract" test=82-2-AQJ9862-QT2

[3C-P-3D-P-4D-P-5D-P] complete
P "Preempt: Rebid" text="partner chose the contract" test=82-2-QT2-AQJ9862

[3{a}-P-3{b}-P-4{a}-P-4{b}-P] where a<b complete
P "Preempt: Rebid" text="partner chose the contract" test=82-2-QT2-AQJ9862

[2{a}-2N-P-3N] where a in DHS complete
P "Weak Two: Competition" text="the preempter has said it all" test=9-97-932-T987653

[2{a}-D-3{a}-P-P-D] where a in DHS complete
P "Weak Two: Competition" text="the raise was preemptive; nothing more to say" test=432-Q32-K432-432

[3{a}-P-P-D-P-P] complete
P "Preempt: Competition" text="content to defend" test=Q5-J2-KJ965-Q865

[3{a}-3N-D-P] complete
P "Preempt: Competition" text="partner's double is for penalties" test=863-5432-98-8542

[2{a}-2N-D-P] where a in DHS complete
P "Weak Two: Competition" text="partner's double is for penalties" test=752-T653-8632-T5
