# SAYC: our side's continuations after we came in over their opening of one of a suit.
#
# Advancing an overcall: a new suit is not forcing; the cue bid of opener's suit is the only
# forcing bid (a limit raise or better with support, or any strong hand); a simple raise is
# 6-9 dummy points, a jump raise preemptive (4+ trumps, weak), a jump to game in a major
# preemptive with five trumps; notrump 8-11 / 12-14 / 15+ with a stopper and no fit.
# Advancing a weak jump overcall: 2NT asks for a feature (15+), raises are preemptive.
# Advancing a takeout double: 0-8 the cheapest bid in the best suit (majors first), 9-11 a
# jump, 12+ the cue bid or game; 1NT 6-10, 2NT 11-12, 3NT 13-16 with a stopper; a penalty
# pass with long strong trumps. Doubler: raise to 2 with 16-18, to 3 with 19-21; a new suit
# shows 17+ and five cards (a jump 21+); 1NT 18-19, 2NT 20-21; the cue bid 22+.
# Michaels and the unusual 2NT: preference at the cheapest level, a jump invites, game with a
# fit; over a major Michaels 2NT asks for the minor. The 1NT overcall: systems on (Stayman,
# Jacoby transfers).

# ---------------------------------------------------------------------------------------
# Advancing a one-level overcall (1x-1y-P)
# ---------------------------------------------------------------------------------------

[1{a}-1{b}-P] where a<b, b in HS complete
4{b} "Overcall" {b}=5+ hcp=<9 shape=singleton-or-void text="preemptive game raise: 5+ trumps, weak"
   test=K8532-Q8432-3-32 ref="standard teaching: advancing an overcall"

# No fit, balanced, a stopper in their suit: notrump.
[1{a}-1{b}-P] where a in CD, b in S complete
3N "Overcall" hcp=15+ shape=balanced {a}=:1stop S=<3 H=<5 text="15+, balanced, a stopper, no fit" test=K2-KJ3-AQ87-KJ65 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=12-14 shape=balanced {a}=:1stop S=<3 H=<5 text="12-14, balanced, a stopper, no fit: invitational"
   test=Q2-KJ3-K987-KT65 ref="standard teaching: advancing an overcall"
1N "Overcall" hcp=8-11 shape=balanced {a}=:1stop S=<3 H=<5 text="8-11, balanced, a stopper, no fit" test=32-K73-K987-QJ65 ref="standard teaching: advancing an overcall"
[1H-1S-P] complete
3N "Overcall" hcp=15+ shape=balanced H=:1stop S=<3 text="15+, balanced, a stopper, no fit" test=K2-KJ3-AQ87-KJ65 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=12-14 shape=balanced H=:1stop S=<3 text="12-14, balanced, a stopper, no fit: invitational"
   test=Q2-KJ3-K987-KT65 ref="standard teaching: advancing an overcall"
1N "Overcall" hcp=8-11 shape=balanced H=:1stop S=<3 text="8-11, balanced, a stopper, no fit" test=32-K73-K987-QJ65 ref="standard teaching: advancing an overcall"
[1{a}-1{b}-P] where a<b, b in H complete
3N "Overcall" hcp=15+ shape=balanced {a}=:1stop H=<3 S=<5 text="15+, balanced, a stopper, no fit" test=KJ3-K2-AQ87-KJ65 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=12-14 shape=balanced {a}=:1stop H=<3 S=<5 text="12-14, balanced, a stopper, no fit: invitational"
   test=KJ3-Q2-K987-KT65 ref="standard teaching: advancing an overcall"
1N "Overcall" hcp=8-11 shape=balanced {a}=:1stop H=<3 S=<5 text="8-11, balanced, a stopper, no fit" test=K73-32-K987-QJ65 ref="standard teaching: advancing an overcall"
[1C-1D-P] complete
3N "Overcall" hcp=15+ shape=balanced C=:1stop D=<3 S=<5 H=<5 text="15+, balanced, a stopper, no fit" test=KJ3-AQ87-K2-KJ65 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=12-14 shape=balanced C=:1stop D=<3 S=<5 H=<5 text="12-14, balanced, a stopper, no fit: invitational"
   test=KJ3-K987-Q2-KT65 ref="standard teaching: advancing an overcall"
1N "Overcall" hcp=8-11 shape=balanced C=:1stop D=<3 S=<5 H=<5 text="8-11, balanced, a stopper, no fit" test=K73-K987-32-QJ65 ref="standard teaching: advancing an overcall"

# The cue bid and the raises.
[1{a}-1{b}-P] where a<b complete
2{a} "Overcall: Cue Bid Raise" hcp=13+ asks=1 text="cue bid: forcing, opening values (13+) with or without a fit: a new suit would not be forcing" test=AKJ2-A-KQ32-Q432 ref="standard teaching: the cue-bid raise of an overcall"
2{a} "Overcall: Cue Bid Raise" {b}=3+ hcp=10+ asks=1 text="cue bid: 3+ support, a limit raise or better (10+ HCP: a weaker hand with shape raises or jump-raises)"
   test=K32-Q32-K32-Q432 ref="standard teaching: the cue-bid raise of an overcall"
2{a} "Overcall: Cue Bid Raise" {b}=4+ hcp=7+ dummy={b}5:10+ asks=1 text="cue bid: four trumps and shortness, a limit raise in playing strength (10+ dummy points)"
   test=Q842-K843-Q843-4 ref="standard teaching: the cue-bid raise of an overcall (with four trumps, count dummy points; with three, 10+ HCP)"
3{b} "Overcall" {b}=4+ hcp=<9 text="preemptive jump raise: 4+ trumps, weak" test=J832-Q843-J843-2 ref="standard teaching: advancing an overcall"
2{b} "Overcall" {b}=3+ hcp=<10 dummy={b}5:6+ text="raise: 3+ support, under 10 HCP" test=K32-Q32-K32-J432 ref="standard teaching: advancing an overcall"

# A new suit: not forcing, a good 5+ card suit.
[1C-1D-P] complete
1x "Overcall" hcp=7-12 X=5+ S=x H=x D=<3 text="new suit, not forcing" test=AKQ42-Q2-43-5432 ref="standard teaching: advancing an overcall"
[1C-1H-P] complete
1S "Overcall" hcp=7-12 S=5+ H=<3 text="new suit, not forcing" test=AKQ42-Q2-43-5432 ref="standard teaching: advancing an overcall"
2D "Overcall" hcp=8-12 D=5+ H=<3 text="new suit, not forcing" test=Q2-43-AKQ42-5432 ref="standard teaching: advancing an overcall"
[1C-1S-P] complete
2x "Overcall" hcp=8-12 X=5+ H=x D=x S=<3 text="new suit, not forcing" test=82-J9754-Q85-KQ3 ref="standard teaching: advancing an overcall"
[1D-1H-P] complete
1S "Overcall" hcp=7-12 S=5+ H=<3 text="new suit, not forcing" test=JT842-3-K84-K652 ref="standard teaching: advancing an overcall"
2C "Overcall" hcp=8-12 C=5+ H=<3 text="new suit, not forcing" test=Q2-43-5432-AKQ42 ref="standard teaching: advancing an overcall"
[1D-1S-P] complete
2x "Overcall" hcp=8-12 X=5+ H=x C=x S=<3 text="new suit, not forcing" test=J7-KQ964-732-A62 ref="standard teaching: advancing an overcall"
[1H-1S-P] complete
2x "Overcall" hcp=8-12 X=5+ D=x C=x S=<3 text="new suit, not forcing" test=J7-732-KQ964-A62 ref="standard teaching: advancing an overcall"

[1{a}-1{b}-P] where a<b complete
# No fit, no good suit of one's own, an unbalanced hand with their suit stopped: notrump
# rather than a pass with values (the balanced hands are answered above).
2N "Overcall" hcp=12-14 {a}=:1stop {b}=<3 text="12-14, a stopper, no fit and no good suit: invitational" ref="standard teaching: advancing an overcall: notrump shows a stopper in their suit (1NT 8-11, 2NT 12-14) whatever the shape when there is no fit and no good suit to bid"
   test=2-KQ32-QJ32-KJ32|KQ32-2-QJ32-KJ32|KQ32-QJ32-2-KJ32
1N "Overcall" hcp=8-11 {a}=:1stop {b}=<3 text="8-11, a stopper, no fit and no good suit" ref="standard teaching: advancing an overcall: notrump shows a stopper in their suit (1NT 8-11, 2NT 12-14) whatever the shape when there is no fit and no good suit to bid"
   test=2-KJ32-QJ32-K432|KJ32-2-QJ32-K432|KJ32-K432-2-QJ32
P test=J32-Q32-432-5432 text="no fit and no good suit: pass" ref="standard teaching: advancing an overcall"

# ---------------------------------------------------------------------------------------
# Advancing a two-level overcall (1x-2y-P, not a jump)
# ---------------------------------------------------------------------------------------

[1S-2H-P] complete
4H "Overcall" H=4+ hcp=<9 shape=singleton-or-void text="preemptive game raise: 4+ trumps, weak"
   test=K832-Q843-3-J432 ref="standard teaching: advancing an overcall"

# No fit, balanced, a stopper in their suit: notrump.
[1D-2C-P] complete
3N "Overcall" hcp=14+ shape=balanced D=:1stop C=<3 text="14+, balanced, a stopper, no fit" test=AJ3-J652-KQ87-K2 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=11-13 shape=balanced D=:1stop C=<3 text="11-13, balanced, a stopper: invitational" test=KJ3-QT65-K987-Q2 ref="standard teaching: advancing an overcall"
[1H-2C-P] complete
3N "Overcall" hcp=14+ shape=balanced H=:1stop C=<3 text="14+, balanced, a stopper, no fit" test=AJ3-KQ87-J652-K2 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=11-13 shape=balanced H=:1stop C=<3 text="11-13, balanced, a stopper: invitational" test=KJ3-K987-QT65-Q2 ref="standard teaching: advancing an overcall"
[1H-2D-P] complete
3N "Overcall" hcp=14+ shape=balanced H=:1stop D=<3 text="14+, balanced, a stopper, no fit" test=AJ3-KQ87-K2-J652 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=11-13 shape=balanced H=:1stop D=<3 text="11-13, balanced, a stopper: invitational" test=KJ3-K987-Q2-QT65 ref="standard teaching: advancing an overcall"
[1S-2C-P] complete
3N "Overcall" hcp=14+ shape=balanced S=:1stop C=<3 text="14+, balanced, a stopper, no fit" test=KQ87-AJ3-J652-K2 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=11-13 shape=balanced S=:1stop C=<3 text="11-13, balanced, a stopper: invitational" test=K987-KJ3-QT65-Q2 ref="standard teaching: advancing an overcall"
[1S-2D-P] complete
3N "Overcall" hcp=14+ shape=balanced S=:1stop D=<3 text="14+, balanced, a stopper, no fit" test=KQ87-AJ3-K2-J652 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=11-13 shape=balanced S=:1stop D=<3 text="11-13, balanced, a stopper: invitational" test=K987-KJ3-Q2-QT65 ref="standard teaching: advancing an overcall"
[1S-2H-P] complete
3N "Overcall" hcp=14+ shape=balanced S=:1stop H=<3 text="14+, balanced, a stopper, no fit" test=KQ87-K2-AJ3-J652 ref="standard teaching: advancing an overcall"
2N "Overcall" hcp=11-13 shape=balanced S=:1stop H=<3 text="11-13, balanced, a stopper: invitational" test=K987-Q2-KJ3-QT65 ref="standard teaching: advancing an overcall"

[1{a}-2{b}-P] where b<a complete
2{a} "Overcall: Cue Bid Raise" hcp=14+ asks=1 text="cue bid: forcing, a strong hand" test=AKJ2-A-KQ32-Q432 ref="standard teaching: the cue-bid raise of an overcall"
2{a} "Overcall: Cue Bid Raise" {b}=3+ hcp=10+ asks=1 text="cue bid: 3+ support, a limit raise or better (10+ HCP: a weaker hand with shape raises or jump-raises)"
   test=K432-Q32-K32-Q32 ref="standard teaching: the cue-bid raise of an overcall"
2{a} "Overcall: Cue Bid Raise" {b}=4+ hcp=7+ dummy={b}5:10+ asks=1 text="cue bid: four trumps and shortness, a limit raise in playing strength (10+ dummy points)"
   test=4-KJ43-Q843-K842 ref="standard teaching: the cue-bid raise of an overcall (with four trumps, count dummy points; with three, 10+ HCP)"
3{b} "Overcall" {b}=3+ hcp=<10 dummy={b}5:6+ text="raise: 3+ support, under 10 HCP" test=K432-Q32-K32-J32 ref="standard teaching: advancing an overcall"

# A new suit at the two level: not forcing.
[1H-2C-P] complete
2D "Overcall" hcp=8-13 D=5+ C=<3 text="new suit, not forcing" test=Q32-432-AKQ42-54 ref="standard teaching: advancing an overcall"
[1H-2C-P] complete
2S "Overcall" hcp=8-13 S=5+ C=<3 text="new suit, not forcing" test=KQ987-Q32-A54-32 ref="standard teaching: advancing an overcall"
[1S-2C-P] complete
2x "Overcall" hcp=8-13 X=5+ H=x D=x C=<3 text="new suit, not forcing" test=Q32-AKQ42-432-54 ref="standard teaching: advancing an overcall"
[1S-2D-P] complete
2H "Overcall" hcp=8-13 H=5+ D=<3 text="new suit, not forcing" test=Q32-AKQ42-54-432 ref="standard teaching: advancing an overcall"

# A new suit where the sections above have none: at the two level five cards and 8-13, at
# the three level a good six-card suit and 10-13 (not forcing).
[1D-2C-P] complete
2S "Overcall" hcp=8-13 S=5+ C=<3 text="new suit, not forcing" ref="standard teaching: advancing an overcall: a new suit is not forcing, a good suit of one's own and values (at the three level a good six-card suit and 10+)"
   test=AQJ97-K84-762-32
2H "Overcall" hcp=8-13 H=5+ C=<3 text="new suit, not forcing" ref="standard teaching: advancing an overcall: a new suit is not forcing, a good suit of one's own and values (at the three level a good six-card suit and 10+)"
   test=K84-AQJ97-762-32
[1H-2D-P] complete
2S "Overcall" hcp=8-13 S=5+ D=<3 text="new suit, not forcing" ref="standard teaching: advancing an overcall: a new suit is not forcing, a good suit of one's own and values (at the three level a good six-card suit and 10+)"
   test=AQJ97-K84-32-762
3C "Overcall" hcp=10-13 C=6+:2/3 D=<3 text="new suit at the three level: a good six-card suit, not forcing" ref="standard teaching: advancing an overcall: a new suit is not forcing, a good suit of one's own and values (at the three level a good six-card suit and 10+)"
   test=K84-J62-3-AQJ975
[1S-2D-P] complete
3C "Overcall" hcp=10-13 C=6+:2/3 D=<3 text="new suit at the three level: a good six-card suit, not forcing" ref="standard teaching: advancing an overcall: a new suit is not forcing, a good suit of one's own and values (at the three level a good six-card suit and 10+)"
   test=K84-J62-3-AQJ975
[1S-2H-P] complete
3D "Overcall" hcp=10-13 D=6+:2/3 H=<3 text="new suit at the three level: a good six-card suit, not forcing" ref="standard teaching: advancing an overcall: a new suit is not forcing, a good suit of one's own and values (at the three level a good six-card suit and 10+)"
   test=K84-3-AQJ975-J62
3C "Overcall" hcp=10-13 C=6+:2/3 H=<3 text="new suit at the three level: a good six-card suit, not forcing" ref="standard teaching: advancing an overcall: a new suit is not forcing, a good suit of one's own and values (at the three level a good six-card suit and 10+)"
   test=K84-3-J62-AQJ975

[1{a}-2{b}-P] where b<a complete
# No fit, no good suit of one's own, an unbalanced hand with their suit stopped: 2NT rather
# than a pass with invitational values (the balanced hands are answered above).
2N "Overcall" hcp=11-13 {a}=:1stop {b}=<3 text="11-13, a stopper, no fit and no good suit: invitational" ref="standard teaching: advancing an overcall: notrump shows a stopper in their suit whatever the shape when there is no fit and no good suit to bid"
   test=KJ32-KQ32-QJ32-2|KJ32-KQ32-2-QJ32|KJ32-2-KQ32-QJ32
P test=5432-J32-Q32-432 text="no fit and no good suit: pass" ref="standard teaching: advancing an overcall"

# ---------------------------------------------------------------------------------------
# Advancing a weak jump overcall (1x-2y-P, a jump): 2NT asks for a feature, raises preempt.
# ---------------------------------------------------------------------------------------

[1{a}-2{b}-P] where a<b, b in HS complete
4{b} "Overcall: Weak Jump" {b}=3+ hcp=16+ text="to play" test=AK2-AK2-KJ32-Q32 ref="standard teaching: advancing a weak jump overcall (2NT asks for a feature, raises preempt)"
4{b} "Overcall: Weak Jump" {b}=4+ hcp=<10 text="preemptive raise: 4+ trumps" test=K832-Q843-32-432 ref="standard teaching: advancing a weak jump overcall (2NT asks for a feature, raises preempt)"
[1{a}-2{b}-P] where a<b complete
2N "Overcall: Weak Jump" hcp=15+ asks=HS,HH,HD,HC,1 text="asks for a feature (an ace or king) with a maximum"
   test=A432-A2-KQ32-Q32 ref="standard teaching: advancing a weak jump overcall (2NT asks for a feature, raises preempt)"
3{b} "Overcall: Weak Jump" {b}=3+ hcp=6-14 text="preemptive raise: 3+ trumps" test=J32-Q32-K32-5432 ref="standard teaching: advancing a weak jump overcall (2NT asks for a feature, raises preempt)"
P test=432-J32-Q32-5432 text="no fit or no values: pass" ref="standard teaching: advancing a weak jump overcall (2NT asks for a feature, raises preempt)"

# The overcaller answers 2NT as after a weak two bid.
[1{a}-2{b}-P-2N-P] where a<b, b in S complete
3N "Overcall: Weak Jump" S=6+:3/3 text="a solid suit (AKQxxx)" test=AKQ932-83-T76-43 ref="standard teaching: the weak jump overcaller answers 2NT as after a weak two bid"
[1{a}-2{b}-P-2N-P] where a<b, b in H complete
3N "Overcall: Weak Jump" H=6+:3/3 text="a solid suit (AKQxxx)" test=83-AKQ932-T76-43 ref="standard teaching: the weak jump overcaller answers 2NT as after a weak two bid"
[1C-2D-P-2N-P] complete
3N "Overcall: Weak Jump" D=6+:3/3 text="a solid suit (AKQxxx)" test=83-T76-AKQ932-43 ref="standard teaching: the weak jump overcaller answers 2NT as after a weak two bid"
[1{a}-2{b}-P-2N-P] where a<b complete
3x "Overcall: Weak Jump" hcp=9-11 X=<4:A,K S=x H=x D=x C=x text="a maximum, with an ace or king here"
   test=KQJ932-A3-T76-42 ref="standard teaching: the weak jump overcaller answers 2NT as after a weak two bid"
3{b} "Overcall: Weak Jump" text="a minimum" test=KQJ932-83-T76-42 ref="standard teaching: the weak jump overcaller answers 2NT as after a weak two bid"


# ---------------------------------------------------------------------------------------
# Advancing a takeout double (1x-D-P), a balancing double (1x-P-P-D-P: the same bids), and
# after a redouble (1x-D-R: the same bids, a pass
# has nothing to say).
# ---------------------------------------------------------------------------------------

[1C-D-P] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K6-KT4-543-AQT43 ref="standard teaching: advancing a takeout double"
4x "Takeout Double: Advance" hcp=12-16 X=5+ S=x H=x text="game: a 5+ card major, 12-16" test=KT965-Q986-A7-K7 ref="standard teaching: advancing a takeout double"
4x "Takeout Double: Advance" hcp=9-11 X=5+U S=x H=x dist=T12+ text="game: a five-card major and shortness, 12+ total points" test=KJ965-Q986-7-KQ3 ref="standard teaching: advancing a takeout double (12+ points bid game; count distribution: a five-card major with a singleton or void opposite the doubler's shortness)"
3N "Takeout Double: Advance" hcp=13-16 shape=balanced C=:1stop S=<4 H=<4 text="13-16, balanced, a stopper" test=Q8-K76-QJ83-AQ64 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing; asks doubler to describe" test=AQ43-AJT8-K87-76 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=11-12 shape=balanced C=:1stop S=<4 H=<4 text="11-12, balanced, a stopper, no four-card unbid major: invitational" test=Q8-K76-J783-AJ64 ref="standard teaching: advancing a takeout double (an unbid four-card major comes before notrump: the doubler promised support for it)"
2x "Takeout Double: Advance" hcp=9-11 X=4+U S=x H=x text="jump: invitational, 9-11, a 4+ card major" test=A84-QT653-K7-T53 ref="standard teaching: advancing a takeout double"
2D "Takeout Double: Advance" hcp=9-11 D=4+ text="jump: invitational, 9-11, 4+ diamonds" test=986-K76-AJ64-J73 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" hcp=7-8 X=5+U S=x H=x dist=T10+ text="jump: invitational, 7-8 HCP with a five-card major and shortness (10+ total points)" test=KJ965-Q986-7-Q53 ref="standard teaching: advancing a takeout double (count distribution: 9-11 points jump; a five-card major with a singleton or void makes up for missing high cards)"
1N "Takeout Double: Advance" hcp=6-10 shape=balanced C.stop=likely+ text="6-10, balanced, a stopper" test=K74-QJ2-J86-QT65 ref="standard teaching: advancing a takeout double"
1x "Takeout Double: Advance" X=4+U S=x H=x text="0-8: the longer major (hearts with 4-4)" test=82-J975-873-T952 ref="standard teaching: advancing a takeout double"
1D "Takeout Double: Advance" D=4+ text="0-8: 4+ diamonds, no major" test=843-862-8763-T87 ref="standard teaching: advancing a takeout double"
1D "Takeout Double: Advance" D=3+ text="0-8: the cheapest three-card suit" test=843-862-876-T874 ref="standard teaching: advancing a takeout double"
1x "Takeout Double: Advance" X=3U S=x H=x text="0-8: a three-card major" test=843-862-87-T8742 ref="standard teaching: advancing a takeout double"
1D "Takeout Double: Advance" text="no good bid: the cheapest" test=84-86-87-T876432 ref="standard teaching: advancing a takeout double"

[1D-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=J8-Q3-QJT64-7542 ref="standard teaching: advancing a takeout double"
4x "Takeout Double: Advance" hcp=12-16 X=5+ S=x H=x text="game: a 5+ card major, 12-16" test=AQT65-K7-Q86-J32 ref="standard teaching: advancing a takeout double"
4x "Takeout Double: Advance" hcp=9-11 X=5+U S=x H=x dist=T12+ text="game: a five-card major and shortness, 12+ total points" test=KJ965-Q986-KQ3-7 ref="standard teaching: advancing a takeout double (12+ points bid game; count distribution: a five-card major with a singleton or void opposite the doubler's shortness)"
3N "Takeout Double: Advance" hcp=13-16 shape=balanced D=:1stop S=<4 H=<4 text="13-16, balanced, a stopper" test=KT5-Q54-AQ-Q8765 ref="standard teaching: advancing a takeout double"
2D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing; asks doubler to describe" test=Q2-K952-KJ32-K96 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=11-12 shape=balanced D=:1stop S=<4 H=<4 text="11-12, balanced, a stopper, no four-card unbid major: invitational" test=J4-K98-AJ7-QT853 ref="standard teaching: advancing a takeout double (an unbid four-card major comes before notrump: the doubler promised support for it)"
2x "Takeout Double: Advance" hcp=9-11 X=4+U S=x H=x text="jump: invitational, 9-11, a 4+ card major" test=986-KJ76-J7-AJ64 ref="standard teaching: advancing a takeout double"
3C "Takeout Double: Advance" hcp=9-11 C=5+ text="jump: invitational, 9-11, 5+ clubs" test=986-K76-J7-AJ643 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" hcp=7-8 X=5+U S=x H=x dist=T10+ text="jump: invitational, 7-8 HCP with a five-card major and shortness (10+ total points)" test=KJ965-Q986-Q53-7 ref="standard teaching: advancing a takeout double (count distribution: 9-11 points jump; a five-card major with a singleton or void makes up for missing high cards)"
1N "Takeout Double: Advance" hcp=6-10 shape=balanced D.stop=likely+ text="6-10, balanced, a stopper" test=K74-QJ2-QT65-J86 ref="standard teaching: advancing a takeout double"
1x "Takeout Double: Advance" X=4+U S=x H=x text="0-8: the longer major (hearts with 4-4)" test=J843-86-T874-876 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" C=4+ text="0-8: 4+ clubs, no major" test=843-862-T87-8763 ref="standard teaching: advancing a takeout double"
1x "Takeout Double: Advance" X=3U S=x H=x text="0-8: a three-card major" test=843-862-8763-T87 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" text="no good bid: the cheapest" test=43-86-T87432-876 ref="standard teaching: advancing a takeout double"

[1H-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K6-AQT43-KT4-543 ref="standard teaching: advancing a takeout double"
4S "Takeout Double: Advance" hcp=12-16 S=5+ text="game: a 5+ card major, 12-16" test=AQT65-J32-K7-Q86 ref="standard teaching: advancing a takeout double"
4S "Takeout Double: Advance" hcp=9-11 S=5+ dist=T12+ text="game: five spades and shortness, 12+ total points" test=KJ965-7-Q986-KQ3 ref="standard teaching: advancing a takeout double (12+ points bid game; count distribution: a five-card major with a singleton or void opposite the doubler's shortness)"
3N "Takeout Double: Advance" hcp=13-16 shape=balanced H=:1stop S=<4 text="13-16, balanced, a stopper" test=Q8-AQ64-K76-QJ83 ref="standard teaching: advancing a takeout double"
2H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing; asks doubler to describe" test=AQ43-76-AJT8-K87 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=11-12 shape=balanced H=:1stop S=<4 text="11-12, balanced, a stopper, no four-card unbid major: invitational" test=Q8-AJ64-K76-J783 ref="standard teaching: advancing a takeout double (an unbid four-card major comes before notrump: the doubler promised support for it)"
2S "Takeout Double: Advance" hcp=9-11 S=4+ text="jump: invitational, 9-11, 4+ spades" test=KJ76-986-AJ64-J7 ref="standard teaching: advancing a takeout double"
3x "Takeout Double: Advance" hcp=9-11 X=5+ D=x C=x text="jump: invitational, 9-11, a 5+ card minor" test=986-J7-AJ643-K76 ref="standard teaching: advancing a takeout double"
2S "Takeout Double: Advance" hcp=7-8 S=5+ dist=T10+ text="jump: invitational, 7-8 HCP with five spades and shortness (10+ total points)" test=KJ965-7-Q986-Q53 ref="standard teaching: advancing a takeout double (count distribution: 9-11 points jump; a five-card major with a singleton or void makes up for missing high cards)"
1N "Takeout Double: Advance" hcp=6-10 shape=balanced H.stop=likely+ text="6-10, balanced, a stopper" test=K74-QT65-QJ2-J86 ref="standard teaching: advancing a takeout double"
1S "Takeout Double: Advance" S=4+ text="0-8: 4+ spades" test=9432-74-64-T8632 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" X=4+ D=x C=x text="0-8: the longer minor" test=862-843-8763-T87 ref="standard teaching: advancing a takeout double"
1S "Takeout Double: Advance" S=3+ text="0-8: three spades" test=862-8743-T87-876 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" text="no good bid: the cheapest" test=86-T8742-843-862 ref="standard teaching: advancing a takeout double"

[1S-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AQT43-K6-KT4-543 ref="standard teaching: advancing a takeout double"
4H "Takeout Double: Advance" hcp=12-16 H=5+ text="game: a 5+ card major, 12-16" test=J32-AQT65-K7-Q86 ref="standard teaching: advancing a takeout double"
4H "Takeout Double: Advance" hcp=9-11 H=5+ dist=T12+ text="game: five hearts and shortness, 12+ total points" test=7-KJ965-Q986-KQ3 ref="standard teaching: advancing a takeout double (12+ points bid game; count distribution: a five-card major with a singleton or void opposite the doubler's shortness)"
3N "Takeout Double: Advance" hcp=13-16 shape=balanced S=:1stop H=<4 text="13-16, balanced, a stopper" test=AQ64-Q8-K76-QJ83 ref="standard teaching: advancing a takeout double"
2S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing; asks doubler to describe" test=76-AQ43-AJT8-K87 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=11-12 shape=balanced S=:1stop H=<4 text="11-12, balanced, a stopper, no four-card unbid major: invitational" test=AJ64-Q8-K76-J783 ref="standard teaching: advancing a takeout double (an unbid four-card major comes before notrump: the doubler promised support for it)"
3H "Takeout Double: Advance" hcp=9-11 H=4+ text="jump: invitational, 9-11, 4+ hearts" test=Q32-AT62-972-KT7 ref="standard teaching: advancing a takeout double"
3x "Takeout Double: Advance" hcp=9-11 X=5+ D=x C=x text="jump: invitational, 9-11, a 5+ card minor" test=J7-986-AJ643-K76 ref="standard teaching: advancing a takeout double"
3H "Takeout Double: Advance" hcp=7-8 H=5+ dist=T10+ text="jump: invitational, 7-8 HCP with five hearts and shortness (10+ total points)" test=7-KJ965-Q986-Q53 ref="standard teaching: advancing a takeout double (count distribution: 9-11 points jump; a five-card major with a singleton or void makes up for missing high cards)"
1N "Takeout Double: Advance" hcp=6-10 shape=balanced S.stop=likely+ text="6-10, balanced, a stopper" test=QT84-J83-J987-Q7 ref="standard teaching: advancing a takeout double"
2H "Takeout Double: Advance" H=4+ text="0-8: 4+ hearts" test=86-J843-876-T874 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" X=4+ D=x C=x text="0-8: the longer minor" test=T532-3-4-JT98642 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" text="no good bid: the cheapest" test=T8742-862-843-86 ref="standard teaching: advancing a takeout double"

[1C-P-P-D-P] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K6-KT4-543-AQT43 ref="standard teaching: advancing a takeout double"
P "Takeout Double: Advance" C=6+ hcp=6+ text="penalty pass: six trumps sitting over the opener" ref="standard teaching: advancing a balancing double: advancer who passed over the opening with length and values in opener's suit (he could not double it for penalty) passes for penalty, sitting over the opener"
   test=K6-K54-54-QT9843
P "Takeout Double: Advance" C=5+:2/4 hcp=9+ text="penalty pass: five trumps with two honours and values, sitting over the opener" ref="standard teaching: advancing a balancing double: advancer who passed over the opening with length and values in opener's suit (he could not double it for penalty) passes for penalty, sitting over the opener"
   test=Q6-K43-T43-KJ754
4x "Takeout Double: Advance" hcp=14-17 X=5+ S=x H=x text="game: a 5+ card major, 14-17" test=AQT65-K7-K32-Q86 ref="standard teaching: advancing a takeout double"
3N "Takeout Double: Advance" hcp=15-17 shape=balanced C=:1stop S=<4 H=<4 text="15-17, balanced, a stopper" test=K8-K76-QJ83-AQ64 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" hcp=15+ asks=1 text="cue bid: 15+, forcing; asks doubler to describe" test=AQ43-AJT8-K87-Q6 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=13-14 shape=balanced C=:1stop text="13-14, balanced, a stopper: invitational" test=K8-K76-Q783-AJ64 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" hcp=9-13 dist=T10+ X=4+U S=x H=x text="jump: invitational, 9-13 HCP and 10+ total points, a 4+ card major" test=Q86-KJ76-AJ64-J7 ref="standard teaching: advancing a takeout double; opposite a balancing double, which is lighter than a direct one, a jump in a major shows about 9-12 (10+ counting distribution): the advancer, who passed over the opening, is limited"
2D "Takeout Double: Advance" hcp=11-13 D=4+ text="jump: invitational, 11-13, 4+ diamonds" test=Q86-K76-AJ64-J73 ref="standard teaching: advancing a takeout double"
1N "Takeout Double: Advance" hcp=8-12 shape=balanced C.stop=likely+ text="8-12, balanced, a stopper" test=K74-QJ2-J86-QT65 ref="standard teaching: advancing a takeout double"
1x "Takeout Double: Advance" X=4+U S=x H=x text="0-9: the longer major (hearts with 4-4)" test=T532-62-T9752-T8 ref="standard teaching: advancing a takeout double"
1D "Takeout Double: Advance" D=4+ text="0-10: 4+ diamonds, no major" test=843-862-8763-T87 ref="standard teaching: advancing a takeout double"
1D "Takeout Double: Advance" D=3+ text="0-10: the cheapest three-card suit" test=843-862-876-T874 ref="standard teaching: advancing a takeout double"
1x "Takeout Double: Advance" X=3U S=x H=x text="0-10: a three-card major" test=843-862-87-T8742 ref="standard teaching: advancing a takeout double"
1D "Takeout Double: Advance" text="no good bid: the cheapest" test=84-86-87-T876432 ref="standard teaching: advancing a takeout double"

[1D-P-P-D-P] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=7-K52-QJT43-7643 ref="standard teaching: advancing a takeout double"
P "Takeout Double: Advance" D=6+ hcp=6+ text="penalty pass: six trumps sitting over the opener" ref="standard teaching: advancing a balancing double: advancer who passed over the opening with length and values in opener's suit (he could not double it for penalty) passes for penalty, sitting over the opener"
   test=K6-K54-QT9843-54
P "Takeout Double: Advance" D=5+:2/4 hcp=9+ text="penalty pass: five trumps with two honours and values, sitting over the opener" ref="standard teaching: advancing a balancing double: advancer who passed over the opening with length and values in opener's suit (he could not double it for penalty) passes for penalty, sitting over the opener"
   test=Q6-K43-KJ754-T43
4x "Takeout Double: Advance" hcp=14-17 X=5+ S=x H=x text="game: a 5+ card major, 14-17" test=AQT65-K7-Q86-K32 ref="standard teaching: advancing a takeout double"
3N "Takeout Double: Advance" hcp=15-17 shape=balanced D=:1stop S=<4 H=<4 text="15-17, balanced, a stopper" test=K8-K76-AQ64-QJ83 ref="standard teaching: advancing a takeout double"
2D "Takeout Double: Advance" hcp=15+ asks=1 text="cue bid: 15+, forcing; asks doubler to describe" test=AQ43-AJT8-Q6-K87 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=13-14 shape=balanced D=:1stop text="13-14, balanced, a stopper: invitational" test=K8-K76-AJ64-Q783 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" hcp=9-13 dist=T10+ X=4+U S=x H=x text="jump: invitational, 9-13 HCP and 10+ total points, a 4+ card major" test=Q86-KJ76-J7-AJ64 ref="standard teaching: advancing a takeout double; opposite a balancing double, which is lighter than a direct one, a jump in a major shows about 9-12 (10+ counting distribution): the advancer, who passed over the opening, is limited"
3C "Takeout Double: Advance" hcp=11-13 C=5+ text="jump: invitational, 11-13, 5+ clubs" test=Q86-K76-J7-AJ643 ref="standard teaching: advancing a takeout double"
1N "Takeout Double: Advance" hcp=8-12 shape=balanced D.stop=likely+ text="8-12, balanced, a stopper" test=K74-QJ2-QT65-J86 ref="standard teaching: advancing a takeout double"
1x "Takeout Double: Advance" X=4+U S=x H=x text="0-9: the longer major (hearts with 4-4)" test=J843-86-T874-876 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" C=4+ text="0-10: 4+ clubs, no major" test=843-862-T87-8763 ref="standard teaching: advancing a takeout double"
1x "Takeout Double: Advance" X=3U S=x H=x text="0-10: a three-card major" test=843-862-8763-T87 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" text="no good bid: the cheapest" test=43-86-T87432-876 ref="standard teaching: advancing a takeout double"

[1H-P-P-D-P] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K6-AQT43-KT4-543 ref="standard teaching: advancing a takeout double"
P "Takeout Double: Advance" H=6+ hcp=6+ text="penalty pass: six trumps sitting over the opener" ref="standard teaching: advancing a balancing double: advancer who passed over the opening with length and values in opener's suit (he could not double it for penalty) passes for penalty, sitting over the opener"
   test=K6-QT9843-K54-54
P "Takeout Double: Advance" H=5+:2/4 hcp=9+ text="penalty pass: five trumps with two honours and values, sitting over the opener" ref="standard teaching: advancing a balancing double: advancer who passed over the opening with length and values in opener's suit (he could not double it for penalty) passes for penalty, sitting over the opener"
   test=Q6-KJ754-K43-T43
4S "Takeout Double: Advance" hcp=14-17 S=5+ text="game: a 5+ card major, 14-17" test=AQT65-K32-K7-Q86 ref="standard teaching: advancing a takeout double"
3N "Takeout Double: Advance" hcp=15-17 shape=balanced H=:1stop S=<4 text="15-17, balanced, a stopper" test=K8-AQ64-K76-QJ83 ref="standard teaching: advancing a takeout double"
2H "Takeout Double: Advance" hcp=15+ asks=1 text="cue bid: 15+, forcing; asks doubler to describe" test=AQ43-Q6-AJT8-K87 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=13-14 shape=balanced H=:1stop text="13-14, balanced, a stopper: invitational" test=K8-AJ64-K76-Q783 ref="standard teaching: advancing a takeout double"
2S "Takeout Double: Advance" hcp=9-13 dist=T10+ S=4+ text="jump: invitational, 9-13 HCP and 10+ total points, 4+ spades" test=KJ76-Q86-AJ64-J7 ref="standard teaching: advancing a takeout double; opposite a balancing double, which is lighter than a direct one, a jump in a major shows about 9-12 (10+ counting distribution): the advancer, who passed over the opening, is limited"
3x "Takeout Double: Advance" hcp=11-13 X=5+ D=x C=x text="jump: invitational, 11-13, a 5+ card minor" test=Q86-J7-AJ643-K76 ref="standard teaching: advancing a takeout double"
1N "Takeout Double: Advance" hcp=8-12 shape=balanced H.stop=likely+ text="8-12, balanced, a stopper" test=K74-QT65-QJ2-J86 ref="standard teaching: advancing a takeout double"
1S "Takeout Double: Advance" S=4+ text="0-9: 4+ spades" test=T632-972-72-T862 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" X=4+ D=x C=x text="0-10: the longer minor" test=862-843-8763-T87 ref="standard teaching: advancing a takeout double"
1S "Takeout Double: Advance" S=3+ text="0-10: three spades" test=862-8743-T87-876 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" text="no good bid: the cheapest" test=86-T8742-843-862 ref="standard teaching: advancing a takeout double"

[1S-P-P-D-P] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AQT43-K6-KT4-543 ref="standard teaching: advancing a takeout double"
P "Takeout Double: Advance" S=6+ hcp=6+ text="penalty pass: six trumps sitting over the opener" ref="standard teaching: advancing a balancing double: advancer who passed over the opening with length and values in opener's suit (he could not double it for penalty) passes for penalty, sitting over the opener"
   test=QT9843-K6-K54-54
P "Takeout Double: Advance" S=5+:2/4 hcp=9+ text="penalty pass: five trumps with two honours and values, sitting over the opener" ref="standard teaching: advancing a balancing double: advancer who passed over the opening with length and values in opener's suit (he could not double it for penalty) passes for penalty, sitting over the opener"
   test=KJ754-Q6-K43-T43
4H "Takeout Double: Advance" hcp=14-17 H=5+ text="game: a 5+ card major, 14-17" test=K32-AQT65-K7-Q86 ref="standard teaching: advancing a takeout double"
3N "Takeout Double: Advance" hcp=15-17 shape=balanced S=:1stop H=<4 text="15-17, balanced, a stopper" test=AQ64-K8-K76-QJ83 ref="standard teaching: advancing a takeout double"
2S "Takeout Double: Advance" hcp=15+ asks=1 text="cue bid: 15+, forcing; asks doubler to describe" test=Q6-AQ43-AJT8-K87 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=13-14 shape=balanced S=:1stop text="13-14, balanced, a stopper: invitational" test=AJ64-K8-K76-Q783 ref="standard teaching: advancing a takeout double"
3H "Takeout Double: Advance" hcp=9-13 dist=T10+ H=4+ text="jump: invitational, 9-13 HCP and 10+ total points, 4+ hearts" test=Q86-KJ76-AJ64-J7 ref="standard teaching: advancing a takeout double; opposite a balancing double, which is lighter than a direct one, a jump in a major shows about 9-12 (10+ counting distribution): the advancer, who passed over the opening, is limited"
3x "Takeout Double: Advance" hcp=11-13 X=5+ D=x C=x text="jump: invitational, 11-13, a 5+ card minor" test=J7-Q86-AJ643-K76 ref="standard teaching: advancing a takeout double"
1N "Takeout Double: Advance" hcp=8-12 shape=balanced S.stop=likely+ text="8-12, balanced, a stopper" test=KT98-T32-J4-AT43 ref="standard teaching: advancing a takeout double"
2H "Takeout Double: Advance" H=4+ text="0-9: 4+ hearts" test=86-J843-876-T874 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" X=4+ D=x C=x text="0-10: the longer minor" test=J743-97-98763-62 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" text="no good bid: the cheapest" test=T8742-862-843-86 ref="standard teaching: advancing a takeout double"

[1C-D-R] complete
P "Takeout Double: Advance" C=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K6-KT4-543-AQT43 ref="standard teaching: advancing a takeout double"
4x "Takeout Double: Advance" hcp=12-16 X=5+ S=x H=x text="game: a 5+ card major, 12-16" test=AKQJT98-92-854-Q ref="standard teaching: advancing a takeout double"
3N "Takeout Double: Advance" hcp=13-16 shape=balanced C=:1stop S=<4 H=<4 text="13-16, balanced, a stopper" test=Q8-K76-QJ83-AQ64 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing; asks doubler to describe" test=AQ43-AJT8-K87-76 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=11-12 shape=balanced C=:1stop S=<4 H=<4 text="11-12, balanced, a stopper, no four-card unbid major: invitational" test=Q8-K76-J783-AJ64 ref="standard teaching: advancing a takeout double (an unbid four-card major comes before notrump: the doubler promised support for it)"
2x "Takeout Double: Advance" hcp=9-11 X=4+U S=x H=x text="jump: invitational, 9-11, a 4+ card major" test=KQT72-KJ753-873- ref="standard teaching: advancing a takeout double"
2D "Takeout Double: Advance" hcp=9-11 D=4+ text="jump: invitational, 9-11, 4+ diamonds" test=986-K76-AJ64-J73 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" hcp=7-8 X=5+U S=x H=x dist=T10+ text="jump: invitational, 7-8 HCP with a five-card major and shortness (10+ total points)" test=KJ965-Q986-7-Q53 ref="standard teaching: advancing a takeout double (count distribution: 9-11 points jump; a five-card major with a singleton or void makes up for missing high cards)"
1N "Takeout Double: Advance" hcp=9-10 shape=balanced C=:1stop text="9-10, balanced, a stopper: values over the redouble (with less and no suit to show, pass)" test=K74-QJ2-J86-KT65 ref="standard teaching: advancing a takeout double after a redouble: bids are natural, a pass shows nothing to say; 1NT shows a stopper and values"
1x "Takeout Double: Advance" X=4+U S=x H=x text="0-8: the longer major (hearts with 4-4)" test=T96-6432-9432-54 ref="standard teaching: advancing a takeout double"
1D "Takeout Double: Advance" D=4+ text="0-8: 4+ diamonds, no major" test=843-862-8763-T87 ref="standard teaching: advancing a takeout double"
P "Takeout Double: Advance" text="nothing to say: leaves it to partner" test=84-86-87-T876432 ref="standard teaching: advancing a takeout double"

[1D-D-R] complete
P "Takeout Double: Advance" D=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=T962-QT94-KJT95- ref="standard teaching: advancing a takeout double"
4x "Takeout Double: Advance" hcp=12-16 X=5+ S=x H=x text="game: a 5+ card major, 12-16" test=AQT65-K7-Q86-J32 ref="standard teaching: advancing a takeout double"
3N "Takeout Double: Advance" hcp=13-16 shape=balanced D=:1stop S=<4 H=<4 text="13-16, balanced, a stopper" test=AQ5-754-A852-QJT ref="standard teaching: advancing a takeout double"
2D "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing; asks doubler to describe" test=K7-9854-A652-KQ5 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=11-12 shape=balanced D=:1stop S=<4 H=<4 text="11-12, balanced, a stopper, no four-card unbid major: invitational" test=QJ9-K32-A65-J952 ref="standard teaching: advancing a takeout double (an unbid four-card major comes before notrump: the doubler promised support for it)"
2x "Takeout Double: Advance" hcp=9-11 X=4+U S=x H=x text="jump: invitational, 9-11, a 4+ card major" test=986-KJ76-J7-AJ64 ref="standard teaching: advancing a takeout double"
3C "Takeout Double: Advance" hcp=9-11 C=5+ text="jump: invitational, 9-11, 5+ clubs" test=986-K76-J7-AJ643 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" hcp=7-8 X=5+U S=x H=x dist=T10+ text="jump: invitational, 7-8 HCP with a five-card major and shortness (10+ total points)" test=KJ965-Q986-Q53-7 ref="standard teaching: advancing a takeout double (count distribution: 9-11 points jump; a five-card major with a singleton or void makes up for missing high cards)"
1N "Takeout Double: Advance" hcp=9-10 shape=balanced D=:1stop text="9-10, balanced, a stopper: values over the redouble (with less and no suit to show, pass)" test=K74-QJ2-KT65-J86 ref="standard teaching: advancing a takeout double after a redouble: bids are natural, a pass shows nothing to say; 1NT shows a stopper and values"
1x "Takeout Double: Advance" X=4+U S=x H=x text="0-8: the longer major (hearts with 4-4)" test=J843-86-T874-876 ref="standard teaching: advancing a takeout double"
2C "Takeout Double: Advance" C=4+ text="0-8: 4+ clubs, no major" test=843-862-T87-8763 ref="standard teaching: advancing a takeout double"
1x "Takeout Double: Advance" X=3U S=x H=x text="0-8: a three-card major" test=843-862-8763-T87 ref="standard teaching: advancing a takeout double"
P "Takeout Double: Advance" text="nothing to say: leaves it to partner" test=43-86-T87432-876 ref="standard teaching: advancing a takeout double"

[1H-D-R] complete
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=K6-AQT43-KT4-543 ref="standard teaching: advancing a takeout double"
4S "Takeout Double: Advance" hcp=12-16 S=5+ text="game: a 5+ card major, 12-16" test=AQT65-J32-K7-Q86 ref="standard teaching: advancing a takeout double"
3N "Takeout Double: Advance" hcp=13-16 shape=balanced H=:1stop S=<4 text="13-16, balanced, a stopper" test=Q8-AQ64-K76-QJ83 ref="standard teaching: advancing a takeout double"
2H "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing; asks doubler to describe" test=AQ43-76-AJT8-K87 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=11-12 shape=balanced H=:1stop S=<4 text="11-12, balanced, a stopper, no four-card unbid major: invitational" test=Q8-AJ64-K76-J783 ref="standard teaching: advancing a takeout double (an unbid four-card major comes before notrump: the doubler promised support for it)"
2S "Takeout Double: Advance" hcp=9-11 S=4+ text="jump: invitational, 9-11, 4+ spades" test=KJ76-986-AJ64-J7 ref="standard teaching: advancing a takeout double"
3x "Takeout Double: Advance" hcp=9-11 X=5+ D=x C=x text="jump: invitational, 9-11, a 5+ card minor" test=986-J7-AJ643-K76 ref="standard teaching: advancing a takeout double"
2S "Takeout Double: Advance" hcp=7-8 S=5+ dist=T10+ text="jump: invitational, 7-8 HCP with five spades and shortness (10+ total points)" test=KJ965-7-Q986-Q53 ref="standard teaching: advancing a takeout double (count distribution: 9-11 points jump; a five-card major with a singleton or void makes up for missing high cards)"
1N "Takeout Double: Advance" hcp=9-10 shape=balanced H=:1stop text="9-10, balanced, a stopper: values over the redouble (with less and no suit to show, pass)" test=K74-KT65-QJ2-J86 ref="standard teaching: advancing a takeout double after a redouble: bids are natural, a pass shows nothing to say; 1NT shows a stopper and values"
1S "Takeout Double: Advance" S=4+ text="0-8: 4+ spades" test=T753-T2-T8653-75 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" X=4+ D=x C=x text="0-8: the longer minor" test=862-843-8763-T87 ref="standard teaching: advancing a takeout double"
P "Takeout Double: Advance" text="nothing to say: leaves it to partner" test=86-T8742-843-862 ref="standard teaching: advancing a takeout double"

[1S-D-R] complete
P "Takeout Double: Advance" S=5+:3/5 hcp=6+ text="penalty pass: long, strong trumps" test=AQT43-K6-KT4-543 ref="standard teaching: advancing a takeout double"
4H "Takeout Double: Advance" hcp=12-16 H=5+ text="game: a 5+ card major, 12-16" test=J32-AQT65-K7-Q86 ref="standard teaching: advancing a takeout double"
3N "Takeout Double: Advance" hcp=13-16 shape=balanced S=:1stop H=<4 text="13-16, balanced, a stopper" test=AQ64-Q8-K76-QJ83 ref="standard teaching: advancing a takeout double"
2S "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing; asks doubler to describe" test=76-AQ43-AJT8-K87 ref="standard teaching: advancing a takeout double"
2N "Takeout Double: Advance" hcp=11-12 shape=balanced S=:1stop H=<4 text="11-12, balanced, a stopper, no four-card unbid major: invitational" test=AJ64-Q8-K76-J783 ref="standard teaching: advancing a takeout double (an unbid four-card major comes before notrump: the doubler promised support for it)"
3H "Takeout Double: Advance" hcp=9-11 H=4+ text="jump: invitational, 9-11, 4+ hearts" test=Q-QT954-4-AJ9654 ref="standard teaching: advancing a takeout double"
3x "Takeout Double: Advance" hcp=9-11 X=5+ D=x C=x text="jump: invitational, 9-11, a 5+ card minor" test=J7-986-AJ643-K76 ref="standard teaching: advancing a takeout double"
3H "Takeout Double: Advance" hcp=7-8 H=5+ dist=T10+ text="jump: invitational, 7-8 HCP with five hearts and shortness (10+ total points)" test=7-KJ965-Q986-Q53 ref="standard teaching: advancing a takeout double (count distribution: 9-11 points jump; a five-card major with a singleton or void makes up for missing high cards)"
1N "Takeout Double: Advance" hcp=9-10 shape=balanced S=:1stop text="9-10, balanced, a stopper: values over the redouble (with less and no suit to show, pass)" test=KT84-974-AJ5-Q74 ref="standard teaching: advancing a takeout double after a redouble: bids are natural, a pass shows nothing to say; 1NT shows a stopper and values"
2H "Takeout Double: Advance" H=4+ text="0-8: 4+ hearts" test=86-J843-876-T874 ref="standard teaching: advancing a takeout double"
2x "Takeout Double: Advance" X=4+ D=x C=x text="0-8: the longer minor" test=J975-654-64-T642 ref="standard teaching: advancing a takeout double"
P "Takeout Double: Advance" text="nothing to say: leaves it to partner" test=T8742-862-843-86 ref="standard teaching: advancing a takeout double"

# ---------------------------------------------------------------------------------------
# After a takeout double, when third hand bids: advancer's free bids show values
# (a one-level major 6-10, a jump 11-12, a two-level suit 5+ cards); pass is weak.
# ---------------------------------------------------------------------------------------

[1C-D-1D] complete
2x "Takeout Double: Advance" hcp=11-12 X=4+U S=x H=x text="jump: invitational, 4+ cards" test=KJ86-K7-762-A732 ref="standard teaching: advancing a takeout double when third hand bids"
1x "Takeout Double: Advance" hcp=6-10 X=4+U S=x H=x text="free bid: 6-10, 4+ cards" test=Q986-K7-762-A732 ref="standard teaching: advancing a takeout double when third hand bids"
1N "Takeout Double: Advance" hcp=8-11 shape=balanced C=:1stop D=:1stop text="8-11, stoppers in their suits" test=Q98-K76-K62-K732 ref="standard teaching: advancing a takeout double when third hand bids"
[1C-D-1H] complete
2S "Takeout Double: Advance" hcp=11-12 S=4+ text="jump: invitational, 4+ spades" test=KJ86-762-K7-A732 ref="standard teaching: advancing a takeout double when third hand bids"
1S "Takeout Double: Advance" hcp=6-10 S=4+ text="free bid: 6-10, 4+ spades" test=Q986-762-K7-A732 ref="standard teaching: advancing a takeout double when third hand bids"
2D "Takeout Double: Advance" hcp=6-10 D=5+ text="free bid: 5+ diamonds" test=Q98-76-KJ762-732 ref="standard teaching: advancing a takeout double when third hand bids"
[1C-D-1S] complete
2x "Takeout Double: Advance" hcp=6-10 X=5+ H=x D=x text="free bid: a 5+ card suit" test=Q8-KJ762-769-732 ref="standard teaching: advancing a takeout double when third hand bids"
[1D-D-1H] complete
2S "Takeout Double: Advance" hcp=11-12 S=4+ text="jump: invitational, 4+ spades" test=T8543-A84-K8-A72 ref="standard teaching: advancing a takeout double when third hand bids"
1S "Takeout Double: Advance" hcp=6-10 S=4+ text="free bid: 6-10, 4+ spades" test=QT864-J8-9-KT752 ref="standard teaching: advancing a takeout double when third hand bids"
2C "Takeout Double: Advance" hcp=6-10 C=5+ text="free bid: 5+ clubs" test=Q98-76-732-KJ762 ref="standard teaching: advancing a takeout double when third hand bids"
[1D-D-1S] complete
2x "Takeout Double: Advance" hcp=6-10 X=5+ H=x C=x text="free bid: a 5+ card suit" test=Q8-KJ762-769-732 ref="standard teaching: advancing a takeout double when third hand bids"
[1H-D-1S] complete
2x "Takeout Double: Advance" hcp=6-10 X=5+ D=x C=x text="free bid: a 5+ card suit" test=Q8-769-KJ762-732 ref="standard teaching: advancing a takeout double when third hand bids"
# Advancer with values and no free bid above: notrump with both their suits stopped (3NT
# 13+, 2NT 11-12, 1NT 8-10), otherwise the cue bid of opener's suit with 12+ (forcing).
[1{a}-D-1{b}] where a<b complete
3N "Takeout Double: Advance" hcp=13+ {a}=:1stop {b}=:1stop text="game: 13+ and their suits stopped" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; with values advancer still bids (notrump with their suits stopped, the cue bid with 12+, game with 13+)"
   test=KJ8-KJ4-KJ2-KJ54
2N "Takeout Double: Advance" hcp=11-12 {a}=:1stop {b}=:1stop text="11-12, their suits stopped: invitational" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; with values advancer still bids (notrump with their suits stopped, the cue bid with 12+, game with 13+)"
   test=KJ8-K54-432-KJ54|KJ8-432-K54-KJ54|432-KJ8-K54-KJ54|KJ8-J32-K54-KJ54
2{a} "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; with values advancer still bids (notrump with their suits stopped, the cue bid with 12+, game with 13+)"
   test=AKJ4-AQ62-K54-84|AKJ4-AQ62-84-K54|AKJ4-84-AQ62-K54
[1{a}-D-1{b}] where a<b, b in HS complete
1N "Takeout Double: Advance" hcp=8-10 {a}=:1stop {b}=:1stop text="8-10, their suits stopped" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; with values advancer still bids (notrump with their suits stopped, the cue bid with 12+, game with 13+)"
   test=K98-K54-432-KJ54|K98-432-K54-KJ54|432-K98-K54-KJ54
[1{a}-D-1{b}] where a<b complete
P test=432-J32-Q32-5432 text="weak: nothing to say over third hand's bid" ref="standard teaching: advancing a takeout double when third hand bids"

# After third hand's new suit at the two level (1x-D-2y, y below x: not forcing, 5-9 in
# SAYC): pass is weak; a four-card major at the two level is a free bid (6-11); notrump
# with both their suits stopped (3NT 13+, 2NT 10-12); the cue bid of opener's suit with 12+.
[1{a}-D-2{b}] where b<a complete
3N "Takeout Double: Advance" hcp=13+ {a}=:1stop {b}=:1stop text="game: 13+ and their suits stopped" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; a free bid shows values, notrump their suits stopped, the cue bid 12+"
   test=KJ8-KJ4-KJ2-KJ54
2N "Takeout Double: Advance" hcp=10-12 {a}=:1stop {b}=:1stop text="10-12, their suits stopped: invitational" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; a free bid shows values, notrump their suits stopped, the cue bid 12+"
   test=KJ8-K54-432-KJ54|KJ8-432-K54-KJ54|432-KJ8-K54-KJ54
2{a} "Takeout Double: Advance" hcp=12+ asks=1 text="cue bid: 12+, forcing" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; a free bid shows values, notrump their suits stopped, the cue bid 12+"
   test=84-AKJ4-AQ62-K54|AKJ4-84-AQ62-K54|AKJ4-AQ62-84-K54
[1D-D-2C] complete
2x "Takeout Double: Advance" hcp=6-11 X=4+ S=x H=x text="free bid: 6-11, four or more cards" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; a free bid shows values, notrump their suits stopped, the cue bid 12+"
   test=843-KJ62-A43-543
[1H-D-2{b}] where b in CD complete
2S "Takeout Double: Advance" hcp=6-11 S=4+ text="free bid: 6-11, four or more spades" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; a free bid shows values, notrump their suits stopped, the cue bid 12+"
   test=KJ62-843-A43-543
[1S-D-2{b}] where b in CD complete
2H "Takeout Double: Advance" hcp=6-11 H=4+ text="free bid: 6-11, four or more hearts" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; a free bid shows values, notrump their suits stopped, the cue bid 12+"
   test=843-KJ62-A43-543
[1{a}-D-2{b}] where b<a complete
P "Takeout Double: Advance" text="weak: nothing to say over third hand's bid" ref="standard teaching: advancing a takeout double when third hand bids: pass is weak; a free bid shows values, notrump their suits stopped, the cue bid 12+"
   test=432-J32-Q32-5432

# When third hand raises: compete with a long suit.
[1C-D-2C] complete
2x "Takeout Double: Advance" hcp=6-10 X=4+U S=x H=x text="competitive: 4+ cards" test=Q986-K7-762-A732 ref="standard teaching: advancing a takeout double when third hand bids"
2D "Takeout Double: Advance" hcp=6-10 D=5+ text="competitive: 5+ diamonds" test=Q98-76-KJ762-732 ref="standard teaching: advancing a takeout double when third hand bids"
[1D-D-2D] complete
2x "Takeout Double: Advance" hcp=6-10 X=4+U S=x H=x text="competitive: 4+ cards" test=Q986-K7-762-A732 ref="standard teaching: advancing a takeout double when third hand bids"
3C "Takeout Double: Advance" hcp=7-10 C=5+ text="competitive: 5+ clubs" test=Q98-K6-732-KJ762 ref="standard teaching: advancing a takeout double when third hand bids"
[1H-D-2H] complete
4S "Takeout Double: Advance" hcp=13+ S=4+ text="game: four spades and opening values" ref="standard teaching: advancing a takeout double when third hand raises: pass is weak; with values advancer still bids (a four-card major: a jump invites with 11-12, game with opening values; 3NT with their suit stopped)"
   test=KQ65-72-A54-KJ32
3S "Takeout Double: Advance" hcp=11-12 S=4+ text="invitational: a jump in four spades, 11-12" ref="standard teaching: advancing a takeout double when third hand raises: pass is weak; with values advancer still bids (a four-card major: a jump invites with 11-12, game with opening values; 3NT with their suit stopped)"
   test=KQ65-72-A54-Q432
3N "Takeout Double: Advance" hcp=13+ H=:1stop text="game: 13+ and their suit stopped" ref="standard teaching: advancing a takeout double when third hand raises: pass is weak; with values advancer still bids (a four-card major: a jump invites with 11-12, game with opening values; 3NT with their suit stopped)"
   test=A54-KJ3-Q432-K32
2S "Takeout Double: Advance" hcp=6-10 S=4+ text="competitive: 4+ spades" test=Q986-762-K7-A732 ref="standard teaching: advancing a takeout double when third hand bids"
3x "Takeout Double: Advance" hcp=7-10 X=5+ D=x C=x text="competitive: a 5+ card minor" test=Q98-K6-KJ762-732 ref="standard teaching: advancing a takeout double when third hand bids"
[1S-D-2S] complete
4H "Takeout Double: Advance" hcp=13+ H=4+ text="game: four hearts and opening values" ref="standard teaching: advancing a takeout double when third hand raises: pass is weak; with values advancer still bids (a four-card major: a jump invites with 11-12, game with opening values; 3NT with their suit stopped)"
   test=72-KQ65-A54-KJ32
3H "Takeout Double: Advance" hcp=11-12 H=4+ text="invitational: four hearts, 11-12" ref="standard teaching: advancing a takeout double when third hand raises: pass is weak; with values advancer still bids (a four-card major: a jump invites with 11-12, game with opening values; 3NT with their suit stopped)"
   test=72-KQ65-A54-Q432
3N "Takeout Double: Advance" hcp=13+ S=:1stop text="game: 13+ and their suit stopped" ref="standard teaching: advancing a takeout double when third hand raises: pass is weak; with values advancer still bids (a four-card major: a jump invites with 11-12, game with opening values; 3NT with their suit stopped)"
   test=KJ3-A54-Q432-K32
3x "Takeout Double: Advance" hcp=7-10 X=5+ H=x D=x C=x text="competitive: a 5+ card suit" test=98-KJ762-Q76-K32 ref="standard teaching: advancing a takeout double when third hand bids"
[1{a}-D-2{a}] where a in CD complete
3{a} "Takeout Double: Advance" hcp=13+ asks=1 text="cue bid: game values, asks for a major" test=AQ64-KQ73-83-K42 ref="standard teaching: advancing a takeout double when third hand raises (the cue bid)"
3x "Takeout Double: Advance" hcp=10-12 X=4+U S=x H=x text="invitational: a jump in a four-card major" test=AJ64-KQ73-83-J42 ref="standard teaching: advancing a takeout double when third hand raises (a jump shows invitational values)"
[1{a}-D-2{a}] complete
P test=432-J32-Q32-5432 text="no long suit: pass" ref="standard teaching: advancing a takeout double when third hand bids"
# When third hand bids 1NT, advancer with a long suit and too little for a penalty double bids
# it at the two level: competitive, not forcing (the doubler's shape promises support).
[1C-D-1N]
2x "Takeout Double: Advance" hcp=4-9 X=5+ S=x H=x D=x text="competitive: a five-card or longer suit" ref="standard teaching: advancing a takeout double when third hand bids 1NT: a double is for penalty; a new suit at the two level is competitive (a five-card or longer suit, fewer than 10 HCP), not forcing"
   test=732-AJT752-K54-4
[1D-D-1N]
2x "Takeout Double: Advance" hcp=4-9 X=5+ S=x H=x C=x text="competitive: a five-card or longer suit" ref="standard teaching: advancing a takeout double when third hand bids 1NT: a double is for penalty; a new suit at the two level is competitive (a five-card or longer suit, fewer than 10 HCP), not forcing"
   test=732-AJT752-4-K54
[1H-D-1N]
2x "Takeout Double: Advance" hcp=4-9 X=5+ S=x D=x C=x text="competitive: a five-card or longer suit" ref="standard teaching: advancing a takeout double when third hand bids 1NT: a double is for penalty; a new suit at the two level is competitive (a five-card or longer suit, fewer than 10 HCP), not forcing"
   test=732-4-K54-AJT752
[1S-D-1N]
2x "Takeout Double: Advance" hcp=4-9 X=5+ H=x D=x C=x text="competitive: a five-card or longer suit" ref="standard teaching: advancing a takeout double when third hand bids 1NT: a double is for penalty; a new suit at the two level is competitive (a five-card or longer suit, fewer than 10 HCP), not forcing"
   test=4-AJT752-K54-732
[1{a}-D-1N] complete
D "Penalty Double" hcp=10+ text="penalty: 10+ opposite the doubler's opening values, the balance of the deck" ref="standard teaching: advancing a takeout double when third hand bids 1NT: a double is for penalty, showing values"
   test=KQ5-A72-Q543-J32
P test=432-J32-Q32-5432 text="no long suit: pass" ref="standard teaching: advancing a takeout double when third hand bids"
[1{a}-D-2N] complete
P test=432-J32-Q32-5432 text="no long suit: pass" ref="standard teaching: advancing a takeout double when third hand bids"
# When third hand jumps to three of opener's suit (preemptive), advancer bids freely with a
# long suit: four of a major with six cards, a five-card suit at the three level with some
# values; the doubler, with extra values, doubles again (still takeout) or bids.
[1{a}-D-3{a}] where a in CDH complete
4S "Takeout Double: Advance" hcp=5+ S=6+ text="free bid: six spades, game" ref="standard teaching: advancing a takeout double"
   test=KJ8632-32-Q32-32
[1{a}-D-3{a}] where a in CDS complete
4H "Takeout Double: Advance" hcp=5+ H=6+ text="free bid: six hearts, game" ref="standard teaching: advancing a takeout double"
   test=32-KJ8632-Q32-32
[1S-D-3S] complete
4H "Takeout Double: Advance" hcp=9+ H=5 text="game: five hearts and 9+ opposite the takeout double" ref="standard teaching: advancing a takeout double over their preemptive raise: the doubler promised support for the unbid major and opening values, so advancer with values and length bids game"
   test=32-KJ863-K32-Q32
4H "Takeout Double: Advance" hcp=11+ H=4 text="game: four hearts and 11+ opposite the takeout double" ref="standard teaching: advancing a takeout double over their preemptive raise: the doubler promised support for the unbid major and opening values, so advancer with values and length bids game"
   test=32-KJ86-K32-AJ32
[1{a}-D-3{a}] where a in CD complete
4x "Takeout Double: Advance" hcp=12+ X=4+ S=x H=x text="game: a major and 12+ opposite the takeout double" ref="standard teaching: advancing a takeout double over their preemptive raise: the doubler promised support for the unbid major and opening values, so advancer with values and length bids game"
   test=KJ86-K32-32-AJ32|K32-KJ86-32-AJ32|KJ86-K32-AJ32-32
[1{a}-D-3{a}] where a in CD complete
3x "Takeout Double: Advance" hcp=7-11 X=5+ S=x H=x text="free bid: a five-card major" ref="standard teaching: advancing a takeout double"
   test=KJ863-Q32-Q2-432
[1H-D-3H] complete
4S "Takeout Double: Advance" hcp=11+ S=4+ text="game: spades and 11+ opposite the takeout double" ref="standard teaching: advancing a takeout double over their preemptive raise: the doubler promised support for the unbid major and opening values, so advancer with values and length bids game"
   test=KJ86-32-K32-AJ32
[1H-D-3H] complete
3S "Takeout Double: Advance" hcp=7-11 S=5+ text="free bid: five spades" ref="standard teaching: advancing a takeout double"
   test=KJ863-32-Q32-Q32
[1{a}-D-3{a}] complete
3N "Takeout Double: Advance" hcp=11+ {a}=:1stop text="to play: 11+ and a stopper" ref="standard teaching: advancing a takeout double over their preemptive raise: game opposite the doubler's opening values with 11+ (as with a four-card major), a stopper for 3NT"
   test=K32-K32-K32-K432
P test=432-J32-Q32-5432 text="no long suit or values: pass" ref="standard teaching: advancing a takeout double when third hand bids"
[1{a}-D-3{a}-P-P] complete
D "Takeout Double" hcp=17+ text="takeout again: extra values" ref="standard teaching: the doubler's rebid"
   test=AK32-AQ32-AQ32-2
P ref="standard teaching: the doubler's rebid" test=AJ32-KQ32-KJ32-2 text="no long suit or values: pass"
[1{a}-D-3{a}-P-P-D-P] as [3{a}-D-P]
# The doubler's second double (17+), then the forced answer of a partner who passed once
# (0-8): game only with a big hand, 19+, and four cards in partner's major or five of his
# own; otherwise pass.
[1{a}-D-3{a}-P-P-D-P-3{b}-P] where a in CD, b in DHS, a<b complete
4{b} "Takeout Double" hcp=19+ {b}=4+ text="game: 19+ and four trumps opposite the forced answer" ref="standard teaching: the doubler's rebid: opposite a forced answer, game needs a big hand"
   test=AK32-AK32-2-AK32|AK32-AK32-AK32-2
[1H-D-3H-P-P-D-P-3S-P] complete
4S "Takeout Double" hcp=19+ S=4+ text="game: 19+ and four spades opposite the forced answer" ref="standard teaching: the doubler's rebid: opposite a forced answer, game needs a big hand"
   test=AKQ3-2-AK32-A432
[1{a}-D-3{a}-P-P-D-P-3{b}-P] where a in CDH, b in DHS, a<b complete
P "Takeout Double" text="no big hand: pass" ref="standard teaching: the doubler's rebid" test=AQ32-2-AK32-K432|AQ32-K432-AK32-2|AQ32-AK32-2-K432
[1{a}-D-3{a}-P-P-D-P-4{b}-P] where a in CDH, b in CD, a!=b complete
4S "Takeout Double" hcp=19+ S=5+ text="a big hand with five or more spades: game" ref="standard teaching: the doubler's rebid: opposite a forced answer, game needs a big hand"
   test=AKQ32-2-AK3-A432
[1{a}-D-3{a}-P-P-D-P-4{b}-P] where a in CDS, b in CD, a!=b complete
4H "Takeout Double" hcp=19+ H=5+ text="a big hand with five or more hearts: game" ref="standard teaching: the doubler's rebid: opposite a forced answer, game needs a big hand"
   test=2-AKQ32-AK3-A432
[1{a}-D-3{a}-P-P-D-P-4{b}-P] where b in CD, a!=b complete
P "Takeout Double" text="no big hand with a major: pass" ref="standard teaching: the doubler's rebid" test=AQ2-K32-AK32-K32

# ---------------------------------------------------------------------------------------
# Doubler's rebid (1x-D-P-advance-P). Doubler is 12+: with a minimum he passes. A raise of
# advancer's suit is 16-18 (2-level) or 19-21 (jump); a new suit shows 17+ and five cards
# (a jump 21+ and six); 1NT 18-19, 2NT 20-21; the cue bid any 22+.
# ---------------------------------------------------------------------------------------

[1C-D-P-1D-P] complete
2x "Takeout Double" hcp=21-23 X=6+ S=x H=x text="jump: 21-23, a good 6-card major" test=K9-KJT642-AK-AQJ ref="standard teaching: the doubler's rebid"
1x "Takeout Double" hcp=17-21 X=5+ S=x H=x text="17-21, a 5+ card major" test=98-AKQ52-A3-AT82 ref="standard teaching: the doubler's rebid"
2N "Takeout Double" hcp=20-21 shape=balanced C=:1stop text="20-21, balanced, a stopper" test=AKJ-Q98-KQ3-AJ75 ref="standard teaching: the doubler's rebid"
1N "Takeout Double" hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=AK2-QT6-QT763-AK ref="standard teaching: the doubler's rebid"
[1{a}-D-P-1{b}-P] where a<b, b in HS complete
4{b} "Takeout Double" hcp=22+ {b}=4+ text="game: 22+ with support" test=AKJ4-AQJ6-AKQ8-9 ref="standard teaching: the doubler's rebid"
[1{a}-D-P-1{b}-P] where a<b complete
3N "Takeout Double" hcp=22-24 shape=balanced {a}=:1stop text="22-24, balanced, a stopper" test=K2-AKJ-KQJ9-KQ53 ref="standard teaching: the doubler's rebid"
2{a} "Takeout Double" hcp=22+ asks=G text="cue bid: 22+, game forcing" test=AK2-AQ2-AK2-AJ32 ref="standard teaching: the doubler's rebid"
3{b} "Takeout Double" hcp=19-21 {b}=4+ text="jump raise: 19-21, 4+ support" test=AKJ4-QJ76-AKQ4-8 ref="standard teaching: the doubler's rebid"
2{b} "Takeout Double" hcp=16-18 {b}=4+ text="raise: 16-18, 4+ support" test=AJ63-AKQT-QT83-5 ref="standard teaching: the doubler's rebid"
[1{a}-D-P-1{b}-P] where a<b, b in H complete
2S "Takeout Double" hcp=21+ S=6+ text="jump: 21+, a good 6-card suit" test=AQJ832-KJ9-KQ-AJ ref="standard teaching: the doubler's rebid"
1S "Takeout Double" hcp=17+ S=5+ text="17+, a 5+ card suit" test=AQ732-K98-KQ8-AJ ref="standard teaching: the doubler's rebid"
[1{a}-D-P-1{b}-P] where a in CD, b in S complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, a 5+ card suit" test=AJ-AQ732-K98-KQ8 ref="standard teaching: the doubler's rebid"
[1{a}-D-P-1{b}-P] where a<b
2N "Takeout Double" hcp=20-21 shape=balanced text="20-21, balanced" test=AKQ-KQ3-KQ2-J432 ref="standard teaching: the doubler's rebid"
1N "Takeout Double" hcp=18-19 shape=balanced text="18-19, balanced" test=AKQ-KQ3-K32-J432 ref="standard teaching: the doubler's rebid"
# The strong doubler whose five-card suit is opener's (5-4-2-2, no singleton): too strong to
# pass, no suit of his own to bid; their suit is well held, so notrump by the same ranges.
2N "Takeout Double" hcp=20-21 {a}=5 S=2+ H=2+ D=2+ C=2+ text="20-21, five cards in their suit and no singleton: notrump" ref="standard teaching: the doubler's rebid: 1NT 18-19, 2NT 20-21; a strong doubler acts again, and a hand with length and stoppers in their suit is a notrump hand"
   test=Q2-AQ-AKJ2-KQ732|Q2-AKJ2-AQ-KQ732|AKJ2-Q2-AQ-KQ732|Q2-AQ-KQ732-AKJ2|AKJ2-Q2-KQ732-AQ|Q2-KQ732-AQ-AKJ2|AKJ2-KQ732-Q2-AQ
1N "Takeout Double" hcp=18-19 {a}=5 S=2+ H=2+ D=2+ C=2+ text="18-19, five cards in their suit and no singleton: notrump" ref="standard teaching: the doubler's rebid: 1NT 18-19, 2NT 20-21; a strong doubler acts again, and a hand with length and stoppers in their suit is a notrump hand"
   test=AK-Q4-AQ32-KJ863|AK-AQ32-Q4-KJ863|AQ32-AK-Q4-KJ863|AK-Q4-KJ863-AQ32|AQ32-AK-KJ863-Q4|AK-KJ863-Q4-AQ32|AQ32-KJ863-AK-Q4
# The doubler's new minor at the two level after a one-level answer: the strong overcall he was
# too strong to make at once (17-19 with six cards; with 20-21 and no fit 2NT below); not
# forcing. A five-card minor is bid too when the hand is a two-suiter (17-19; a balanced
# hand bids 1NT with 18-19 or passes).
[1H-D-P-1S-P]
2x "Takeout Double" hcp=17-19 X=6+ C=x D=x text="17-19, a six-card minor: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17-19 with six cards); not forcing"
   test=A2-K3-KQ2-AQJ432|A2-K3-AQJ432-KQ2
2D "Takeout Double" hcp=17-19 D=5+ shape=2-suiter text="17-19, a two-suiter with five or more diamonds: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); a two-suiter shows its suit"
   test=A2-3-KQJ32-AKQ32|A32-2-AKJ32-KQ32
2C "Takeout Double" hcp=17-19 C=5+ shape=2-suiter text="17-19, a two-suiter with five or more clubs: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); a two-suiter shows its suit"
   test=A32-2-KQ32-AKJ32
[1D-D-P-1{b}-P] where b in HS
2C "Takeout Double" hcp=17-19 C=6+ text="17-19, six clubs: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17-19 with six cards); not forcing"
   test=AQ2-K32-2-AKJ432
2C "Takeout Double" hcp=17-19 C=5+ shape=2-suiter text="17-19, a two-suiter with five or more clubs: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); a two-suiter shows its suit"
   test=AQ-K2-Q432-AKJ32
[1C-D-P-1{b}-P] where b in HS
2D "Takeout Double" hcp=17-19 D=6+ text="17-19, six diamonds: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17-19 with six cards); not forcing"
   test=AQ2-K32-AKJ432-2
2D "Takeout Double" hcp=17-19 D=5+ shape=2-suiter text="17-19, a two-suiter with five or more diamonds: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); a two-suiter shows its suit"
   test=AQ-K2-AKJ32-Q432
[1{a}-D-P-1{b}-P] where a<b complete
# A doubler too strong to pass (20-21) with no fit for advancer and no five-card major
# (often a good minor, too strong for an overcall): 2NT, as the strongest natural call below
# the game-forcing cue bid.
2N "Takeout Double" hcp=20-21 text="20-21, no fit and no five-card major: invitational" test=AK2-KQ2-2-AKJ432 ref="standard teaching: the doubler's rebid; with 19-21 the doubler does not pass a minimum advance"
P test=A32-KJ3-KQ2-5432 text="a minimum double: pass" ref="standard teaching: the doubler's rebid"

# The doubler when opener bids again at the two level below advancer's major (1x-D-P-1M-2y,
# his own suit or a new one): the raises keep their meaning (22+ game, 19-21 three), and with
# four trumps the doubler competes to two of the major with any double (eight trumps: the
# law of total tricks); other hands as before (the general layer).
block "The doubler after opener's two-level rebid below advancer's major"
4{b} "Takeout Double" hcp=22+ {b}=4+ text="game: 22+ with support, as without opener's rebid" test=AKJ4-AQJ6-AKQ8-9 ref="standard teaching: the doubler's rebid"
3{b} "Takeout Double" hcp=19-21 {b}=4+ text="19-21 with four-card support, as without opener's rebid" test=AKJ4-QJ76-AKQ4-8 ref="standard teaching: the doubler's rebid"
2{b} "Takeout Double" hcp=12-18 {b}=4+ text="competes: four-card support (eight trumps together)" test=KJ64-AQ76-K843-8 ref="standard teaching: the doubler's rebid; the law of total tricks (eight trumps: compete to the two level)"
[1{a}-D-P-1{b}-2{a}] where a<b, b in HS
use "The doubler after opener's two-level rebid below advancer's major"
2N "Takeout Double" hcp=18-20 shape=balanced {a}=:1stop text="18-20, balanced, a stopper in their suit: a strong doubler acts again" ref="standard teaching: the doubler's rebid; a strong doubler acts again over opener's rebid: 2NT shows the balanced 18-20 he would have shown with 1NT (18-19) without it, and a stopper"
   test=A76-KQ9-KJ42-AQ4|KJ4-A62-AQ5-AJ95
[1{a}-D-P-1{b}-2{c}] where a<b, b in HS, c<a
use "The doubler after opener's two-level rebid below advancer's major"
2N "Takeout Double" hcp=18-20 shape=balanced {a}=:1stop {c}=:1stop text="18-20, balanced, stoppers in both their suits: a strong doubler acts again" ref="standard teaching: the doubler's rebid; a strong doubler acts again over opener's rebid: 2NT shows the balanced 18-20 he would have shown with 1NT (18-19) without it, and a stopper"
   test=A76-KQ9-KJ4-AJ84
# The doubler's new major over opener's two-level rebid: 17+ and five cards, as at the one
# level without the rebid (a strong doubler acts again).
block "The doubler's new major over opener's two-level rebid: spades"
2S "Takeout Double" hcp=17+ S=5+ text="17+, five spades: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards), over opener's rebid as without it"
   test=AKJ82-K2-Q2-AJ32|AKJ82-K2-AJ32-Q2
block "The doubler's new major over opener's two-level rebid: hearts"
2H "Takeout Double" hcp=17+ H=5+ text="17+, five hearts: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards), over opener's rebid as without it"
   test=K2-AKJ82-Q2-AJ32|K2-AKJ82-AJ32-Q2
[1{a}-D-P-1H-2{a}] where a in CD
use "The doubler's new major over opener's two-level rebid: spades"
[1{a}-D-P-1H-2{c}] where a in CD, c<a
use "The doubler's new major over opener's two-level rebid: spades"
[1{a}-D-P-1S-2{a}] where a in CD
use "The doubler's new major over opener's two-level rebid: hearts"
[1{a}-D-P-1S-2{c}] where a in CD, c<a
use "The doubler's new major over opener's two-level rebid: hearts"

[1{a}-D-P-1N-P] complete
3N "Takeout Double" hcp=20+ shape=balanced text="game" test=AQ2-KQ3-KQ2-KJ32 ref="standard teaching: the doubler's rebid"
[1{a}-D-P-1N-P] where a in CD complete
2x "Takeout Double" hcp=17+ X=5+ S=x H=x text="17+, a 5+ card major" test=AKQJ7-T987-K42-A ref="standard teaching: the doubler's rebid"
[1H-D-P-1N-P] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AQJ72-JT9-KT-AQ2 ref="standard teaching: the doubler's rebid"
[1S-D-P-1N-P] complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" test=8-AK875-AK96-A87 ref="standard teaching: the doubler's rebid"
[1{a}-D-P-1N-P] complete
2N "Takeout Double" hcp=18-19 shape=balanced text="18-19, balanced: invitational" test=AQ2-KJ3-KQ2-QJ32 ref="standard teaching: the doubler's rebid"
# Advancer's 1NT showed 6-10 and a stopper: a strong doubler with a singleton (no five-card
# major to show) bids notrump on the combined values: game with 20+, invites with 17-19.
3N "Takeout Double" hcp=20+ text="game: 20+ opposite 6-10 (advancer's notrump covers their suit)" test=AK32-AQ32-KQ32-A ref="standard teaching: the doubler's rebid; advancer's 1NT shows 6-10 and a stopper"
2N "Takeout Double" hcp=17-19 text="invitational: 17-19 opposite 6-10" test=AQ32-KQ32-AQ32-2 ref="standard teaching: the doubler's rebid; advancer's 1NT shows 6-10 and a stopper"
P test=A32-KJ3-KQ2-5432 text="a minimum double: pass" ref="standard teaching: the doubler's rebid"

[1{a}-D-P-2{b}-P] where b<a, b in H complete
4H "Takeout Double" hcp=19+ H=4+ text="game: 19+ with support" test=A-AJ84-KQ76-AKJ8 ref="standard teaching: the doubler's rebid"
[1{a}-D-P-2{b}-P] where b<a, a in DH complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, a 5+ card suit" test=AK875-86-AK9-A87 ref="standard teaching: the doubler's rebid"
[1S-D-P-2{b}-P] where b in CD complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, a 5+ card suit" test=86-AK875-AK9-A87 ref="standard teaching: the doubler's rebid"
[1D-D-P-2C-P] complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, a 5+ card suit" test=A6-AK875-432-AQ7 ref="standard teaching: the doubler's rebid"
# The doubler's new suit at the three level after a minimum advance: the strong overcall he
# was too strong to make at once (18+ with five cards, or 17+ with six); not forcing.
[1S-D-P-2H-P] complete
3x "Takeout Double" hcp=17+ X=6+ C=x D=x text="17+, a six-card suit: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=9-AT6-AKQJ53-KQ2|9-AT6-KQ2-AKQJ53
3x "Takeout Double" hcp=18+ X=5+:2/3 C=x D=x text="18+, a good five-card suit: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=A9-A6-AKJ53-KQ32|A9-A6-KQ32-AKJ53
[1{a}-D-P-2D-P] where a in HS complete
3C "Takeout Double" hcp=17+ C=6+ text="17+, a six-card suit: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=9-AT6-KQ2-AKQJ53
3C "Takeout Double" hcp=18+ C=5+:2/3 text="18+, a good five-card suit: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=A9-A6-KQ32-AKJ53
[1{a}-D-P-2C-P] where a in HS complete
3D "Takeout Double" hcp=17+ D=6+ text="17+, a six-card suit: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=9-AT6-AKQJ53-KQ2
3D "Takeout Double" hcp=18+ D=5+:2/3 text="18+, a good five-card suit: too strong to have overcalled" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=A9-A6-AKJ53-KQ32

[1{a}-D-P-2{b}-P] where b<a complete
3N "Takeout Double" hcp=20+ shape=balanced {a}=:1stop text="game" test=KJ84-AQ2-KQ2-AQ3 ref="standard teaching: the doubler's rebid"
2N "Takeout Double" hcp=18-19 shape=balanced {a}=:1stop text="18-19, balanced, a stopper: invitational" test=KJ84-AQ2-KQ2-K32 ref="standard teaching: the doubler's rebid"
2N "Takeout Double" hcp=19-21 shape=balanced text="19-21, balanced, no stopper in their suit: invitational (too strong to pass a minimum advance)" test=AQJ-Q9-KT97-AK93|Q9-AQJ-KT97-AK93|AQJ-KT97-Q9-AK93 ref="standard teaching: the doubler's rebid; with 19-21 the doubler does not pass a minimum advance"
3{b} "Takeout Double" hcp=16-18 {b}=4+ text="raise: 16-18, 4+ support" test=A-KJ84-Q763-AKJ8 ref="standard teaching: the doubler's rebid"
2{a} "Takeout Double" hcp=21+ asks=G text="cue bid: 21+, game forcing" ref="standard teaching: the doubler's rebid: the cue bid shows a very strong hand and forces to game" test=Q85-AK3-AKQ5-KQT|AKQ5-AK3-Q85-KQT|AK3-Q85-AKQ5-KQT
P test=A432-KJ3-KQ2-532 text="a minimum double: pass" ref="standard teaching: the doubler's rebid"

# After advancer's jump (9-11): game with 15+.
[1{a}-D-P-2{b}-P] where a<b, b in HS complete
4{b} "Takeout Double" hcp=15+ {b}=4+ text="game" test=KJ84-AQ76-AJ84-8 ref="standard teaching: the doubler's rebid"
4{b} "Takeout Double" hcp=12+ {b}=4+ dummy={b}4:15+ text="game: 15+ support points (shortness counted) opposite the 9-11 jump" test=KJ84-AQ76-Q984-8 ref="standard teaching: the doubler's rebid; with a fit, count shortness (support points)"
[1C-D-P-2D-P] complete
2x "Takeout Double" hcp=16+ X=5+ S=x H=x asks=1 text="16+, five or more cards: forcing" ref="standard teaching: the doubler's rebid: opposite the 9-11 jump a new suit by a strong doubler (16+, five cards) is forcing" test=AKT9-AKJ97-QJ6-2
[1{a}-D-P-2H-P] where a in CD complete
2S "Takeout Double" hcp=16+ S=5+ H=<3 asks=1 text="16+, five or more spades: forcing" ref="standard teaching: the doubler's rebid: opposite the 9-11 jump a new suit by a strong doubler (16+, five cards) is forcing" test=AKJ97-32-A2-KQ32|AKJ97-32-KQ32-A2
[1{a}-D-P-2S-P] where a in CD complete
3H "Takeout Double" hcp=16+ H=5+ S=<3 asks=1 text="16+, five or more hearts: forcing" ref="standard teaching: the doubler's rebid: opposite the 9-11 jump a new suit by a strong doubler (16+, five cards) is forcing" test=32-AKJ97-A2-KQ32|32-AKJ97-KQ32-A2
[1{a}-D-P-2{b}-P] where a<b complete
3N "Takeout Double" hcp=15+ shape=balanced text="game: 15+ balanced opposite the 9-11 jump, 25 together" test=AQ2-KJ3-QJ2-Q432 ref="standard teaching: the doubler's rebid; 25 points together make game (as the raise to four of the major with 15+)"
[1{a}-D-P-2{b}-P] where a<b, b in HS complete
4{b} "Takeout Double" hcp=17+ {b}=3 text="game: 17+ and three trumps opposite the 9-11 jump (four or more cards)" test=AQ2-AK2-KJ5432-2 ref="standard teaching: the doubler's rebid; the jump shows 9-11 and four or more cards"
# Opposite the invitational minor jump (9-11, four or more cards) a doubler with game values
# (16+) does not pass: 3NT with their suit stopped, else five of the minor with four trumps.
[1C-D-P-2D-P]
3N "Takeout Double" hcp=16+ C=:1stop text="game: 16+ and a club stopper opposite the 9-11 jump" ref="standard teaching: the doubler's rebid: opposite the invitational jump (9-11) the doubler accepts with game values: 3NT with their suit stopped, otherwise (no stopper for notrump) game in advancer's minor with four-card support"
   test=AK32-K2-AQ432-K2
5D "Takeout Double" hcp=16+ D=4+ text="game: 16+ and four trumps opposite the 9-11 jump, no club stopper" ref="standard teaching: the doubler's rebid: opposite the invitational jump (9-11) the doubler accepts with game values: 3NT with their suit stopped, otherwise (no stopper for notrump) game in advancer's minor with four-card support"
   test=AK32-AQ32-KJ32-2
[1{a}-D-P-2{b}-P] where a<b complete
P test=A32-KJ3-KQ2-5432 text="not enough for game: pass" ref="standard teaching: the doubler's rebid"

# After advancer's jump to the three level in a lower suit (9-11, five or more in a minor,
# four or more hearts after 1S): game with 15+ and a fit for the major; 3NT with a stopper in
# their suit and 15+; with 17+ and no stopper, the cue bid asks advancer for one (3NT with a
# stopper, else four of his minor); otherwise pass.
[1S-D-P-3H-P] complete
4H "Takeout Double" hcp=15+ H=4+ text="game: a fit opposite the 9-11 jump" test=2-AQ32-KQ32-A432 ref="standard teaching: the doubler's rebid"
4H "Takeout Double" hcp=17+ H=3 text="game: three trumps and 17+ opposite the 9-11 jump" test=2-AQ2-KJ432-AK32 ref="standard teaching: the doubler's rebid"
[1{a}-D-P-3{b}-P] where b<a complete
3N "Takeout Double" hcp=15+ {a}=:1stop text="game: a stopper, 15+ opposite the 9-11 jump" test=AK32-AK-A5432-32 ref="standard teaching: the doubler's rebid"
[1{a}-D-P-3{b}-P] where b<a, a in HS complete
3{a} "Takeout Double" hcp=17+ {a}=<3 asks=1 text="cue bid: game values, asks for a stopper in their suit" test=32-32-AKQ32-AKJ2 ref="standard teaching: the doubler's rebid; a cue bid asks for a stopper for 3NT"
[1{a}-D-P-3{b}-P] where b<a, b in CD
5{b} "Takeout Double" hcp=16+ {b}=4+ text="game: 16+ and four trumps opposite the 9-11 jump, no stopper for 3NT" ref="standard teaching: the doubler's rebid: opposite the invitational jump (9-11) the doubler accepts with game values: 3NT with their suit stopped, otherwise (no stopper for notrump) game in advancer's minor with four-card support"
   test=AK32-AK32-2-Q432|AK32-2-KQ32-A432|2-AK32-KQ32-A432
[1{a}-D-P-3{b}-P] where b<a complete
P text="not enough for game: pass" test=A32-KJ3-KQ2-5432 ref="standard teaching: the doubler's rebid"
[1{a}-D-P-3{b}-P-3{a}-P] where b<a, a in HS, b in CD complete
3N "Takeout Double: Advance" {a}=:1stop text="a stopper in their suit" test=KQ2-KQ2-32-J5432 ref="standard teaching: the cue bid asks for a stopper for 3NT"
4{b} "Takeout Double: Advance" text="no stopper: four of the minor" test=32-32-QJ32-KJ432 ref="standard teaching: the cue bid asks for a stopper for 3NT"
[1S-D-P-3H-P-3S-P] complete
3N "Takeout Double: Advance" S=:1stop text="a stopper in their suit" test=KQ2-KJ32-32-J432 ref="standard teaching: the cue bid asks for a stopper for 3NT"
4H "Takeout Double: Advance" text="no stopper: four hearts" test=32-KJ32-QJ32-432 ref="standard teaching: the cue bid asks for a stopper for 3NT"

# After advancer's cue bid (12+, forcing): show a four-card major up the line, else notrump
# or a minor.
[1{a}-D-P-2{a}-P] where a in CD complete
2x "Takeout Double" X=4+U S=x H=x text="a 4-card major, up the line" test=AK84-AQ72-KJ9-98 ref="standard teaching: the doubler after advancer's cue bid"
[1H-D-P-2H-P] complete
2S "Takeout Double" S=4+ text="4+ spades" test=AK84-98-AQ72-KJ9 ref="standard teaching: the doubler after advancer's cue bid"
[1S-D-P-2S-P] complete
3H "Takeout Double" H=4+ text="4+ hearts" test=98-AK84-AQ72-KJ9 ref="standard teaching: the doubler after advancer's cue bid"
[1{a}-D-P-2{a}-P] complete
2N "Takeout Double" text="no four-card major" test=A32-KJ3-KQ2-J432 ref="standard teaching: the doubler after advancer's cue bid"

[1{a}-D-P-2N-P] complete
3N "Takeout Double" hcp=14+ text="accepts the invitation" test=A32-KQ3-KQ2-J432 ref="standard teaching: the doubler after advancer's cue bid"
P test=A32-KJ3-KQ2-5432 text="nothing more to show: pass" ref="standard teaching: the doubler after advancer's cue bid"
[1{a}-D-P-3N-P] complete
P test=A32-KJ3-KQ2-5432 text="nothing more to show: pass" ref="standard teaching: the doubler after advancer's cue bid"

# ---------------------------------------------------------------------------------------
# Advancer's second call after the doubler's rebid (direct takeout double). Advancer's
# first answer showed 0-8 (a non-jump bid); the doubler's rebid showed 16+ (a raise 16-18,
# a jump raise 19-21, 1NT 18-19, 2NT 20-21, a new suit 17+ with five cards). Advancer now
# adds his points to the doubler's range and bids game when the side has 25-26.
# ---------------------------------------------------------------------------------------

# The doubler's raise to two (16-18, four trumps): game with 7-8, otherwise pass.
[1{a}-D-P-1{b}-P-2{b}-P] where a<b, b in HS complete
4{b} "Takeout Double: Advance" hcp=7+ text="accepts: 7-8 opposite the doubler's 16-18 raise"
   ref="standard teaching: advancing a takeout double, after the doubler raises" test=Q832-K742-Q32-32
P "Takeout Double: Advance" text="0-6: pass the invitational raise"
   ref="standard teaching: advancing a takeout double, after the doubler raises" test=J832-Q742-432-32
[1{a}-D-P-2{b}-P-3{b}-P] where b<a, b in HS complete
4{b} "Takeout Double: Advance" hcp=7+ text="accepts: 7-8 opposite the doubler's 16-18 raise"
   ref="standard teaching: advancing a takeout double, after the doubler raises" test=32-K742-Q32-Q832
P "Takeout Double: Advance" text="0-6: pass the invitational raise"
   ref="standard teaching: advancing a takeout double, after the doubler raises" test=32-Q742-432-J832

# The doubler's raise of advancer's minor (16-18, four trumps; 19-21 after a one-level
# answer): the way to game is 3NT, so advancer bids it with a stopper in their suit and 7+
# opposite the raise to three (8+ opposite the raise to two, 5+ opposite the jump raise).
[1{a}-D-P-2{b}-P-3{b}-P] where b<a, b in CD complete
3N "Takeout Double: Advance" hcp=7+ {a}=:1stop text="accepts: 7-8 and a stopper in their suit opposite the 16-18 raise"
   ref="standard teaching: advancing a takeout double, after the doubler raises a minor: 3NT with a stopper" test=K43-K32-K32-J432|K43-K32-J432-K32
P "Takeout Double: Advance" text="declines: a minimum or no stopper"
   ref="standard teaching: advancing a takeout double, after the doubler raises" test=432-J32-Q432-J32
[1{a}-P-P-D-P-2{b}-P-3{b}-P] where b<a, b in CD complete
3N "Takeout Double: Advance" hcp=8+ {a}=:1stop text="accepts: 8+ and a stopper in their suit opposite the balancer's 16-18 raise"
   ref="standard teaching: advancing a balancing double (the balancer has borrowed a king), after the raise of a minor" test=K43-K32-K32-Q432|K43-K32-Q432-K32
P "Takeout Double: Advance" text="declines: a minimum or no stopper"
   ref="standard teaching: advancing a balancing double" test=432-J32-Q432-J32
[1C-D-P-1D-P-2D-P] complete
3N "Takeout Double: Advance" hcp=8+ C=:1stop text="accepts: 8 and a club stopper opposite the 16-18 raise"
   ref="standard teaching: advancing a takeout double, after the doubler raises a minor: 3NT with a stopper" test=432-Q32-KJ32-K32
P "Takeout Double: Advance" text="declines" ref="standard teaching: advancing a takeout double, after the doubler raises" test=432-J32-Q432-J32
[1C-D-P-1D-P-3D-P] complete
3N "Takeout Double: Advance" hcp=5+ C=:1stop text="accepts: 5+ and a club stopper opposite the 19-21 jump raise"
   ref="standard teaching: advancing a takeout double, after the doubler raises a minor: 3NT with a stopper" test=432-432-Q432-K32
P "Takeout Double: Advance" text="declines" ref="standard teaching: advancing a takeout double, after the doubler raises" test=432-J32-Q432-J32

# The doubler's jump raise (19-21, four trumps): game with 5+ (4+ with a fifth trump).
[1{a}-D-P-1{b}-P-3{b}-P] where a<b, b in HS complete
4{b} "Takeout Double: Advance" hcp=5+ text="accepts: 5+ opposite the doubler's 19-21 jump raise"
   ref="standard teaching: advancing a takeout double, after the doubler raises" test=J832-K742-J32-32
4{b} "Takeout Double: Advance" hcp=4 {b}=5+ text="accepts: a fifth trump and 4 points opposite 19-21"
   ref="standard teaching: advancing a takeout double, after the doubler raises" test=K8432-J8432-2-32
P "Takeout Double: Advance" text="0-4: pass the jump raise"
   ref="standard teaching: advancing a takeout double, after the doubler raises" test=J832-7642-432-32

# The doubler's 1NT (18-19, balanced): game with 7+ (a six-card major in game), invite
# with 5-6; a five-card major with game values is shown at the three level (forcing: the
# doubler raises with three trumps, else 3NT).
[1{a}-D-P-1{b}-P-1N-P] where a<b, b in HS complete
4{b} "Takeout Double: Advance" hcp=6+ {b}=6+ text="game: a six-card major opposite 18-19"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=KJ8432-Q98432-2-
3{b} "Takeout Double: Advance" hcp=7+ {b}=5 asks=1 text="a five-card major, game values: 3NT or game in the major"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=KJ843-QJ843-32-2
[1{a}-D-P-1{b}-P-1N-P] where a<b complete
3N "Takeout Double: Advance" hcp=7+ text="game: 7+ opposite 18-19"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=K432-Q32-J32-Q32
2N "Takeout Double: Advance" hcp=5-6 text="invitational: 5-6 opposite 18-19"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=K432-Q32-432-J32
P "Takeout Double: Advance" text="0-4: pass"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=J432-Q32-432-432
[1{a}-D-P-1{b}-P-1N-P-2N-P] where a<b complete
3N "Takeout Double" hcp=19+ text="accepts: a maximum"
   ref="standard teaching: the doubler's rebid" test=AQ2-KQ3-KQ2-K432
P "Takeout Double" text="a minimum: pass" ref="standard teaching: the doubler's rebid" test=AJ2-KQ3-QJ2-A432
[1{a}-D-P-1{b}-P-1N-P-3{b}-P] where a<b, b in HS complete
4{b} "Takeout Double" {b}=3+ text="three-card support: game in the major"
   ref="standard teaching: the doubler's rebid" test=AQ2-KQ3-KJ2-Q432
3N "Takeout Double" text="two-card support: 3NT" ref="standard teaching: the doubler's rebid" test=AQ-KQ-KJ32-Q5432

# The doubler's 2NT (20-21, balanced): game with 4+ (as over a 2NT opening); a six-card
# major in game, a five-card major at the three level (forcing).
[1{a}-D-P-1{b}-P-2N-P] where a<b, b in HS complete
4{b} "Takeout Double: Advance" hcp=4+ {b}=6+ text="game: a six-card major opposite 20-21"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=Q98432-K98432-2-
3{b} "Takeout Double: Advance" hcp=4+ {b}=5 asks=1 text="a five-card major: 3NT or game in the major"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=Q9843-K9843-32-2
[1{a}-D-P-1{b}-P-2N-P] where a<b complete
3N "Takeout Double: Advance" hcp=4+ text="game: 4+ opposite 20-21"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=J432-Q32-J32-432
P "Takeout Double: Advance" text="0-3: pass"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=5432-J32-432-432
[1{a}-D-P-1{b}-P-2N-P-3{b}-P] where a<b, b in HS complete
4{b} "Takeout Double" {b}=3+ text="three-card support: game in the major"
   ref="standard teaching: the doubler's rebid" test=AQ2-KQ3-KJ2-AJ32
3N "Takeout Double" text="two-card support: 3NT" ref="standard teaching: the doubler's rebid" test=AQ-KQ-KJ32-AJ432

# Advancer's 1NT (6-10, a stopper) and the doubler's five-card major (17+): game with
# three-card support and 8+, a raise with 6-7; 3NT with 9+ and no fit; otherwise pass.
[1{a}-D-P-1N-P-2{b}-P] where b in HS, a!=b complete
4{b} "Takeout Double: Advance" hcp=8+ {b}=3+ text="game: support and 8+ opposite 17+" ref="standard teaching: advancing a takeout double: after the doubler's new suit (17+, five cards) over 1NT, raise with three-card support, game with 8+" test=K32-Q32-KJ32-J32|Q32-K32-KJ32-J32|Q32-K32-J32-KJ32
3{b} "Takeout Double: Advance" {b}=3+ text="support, 6-7: invitational" ref="standard teaching: advancing a takeout double: after the doubler's new suit (17+, five cards) over 1NT, raise with three-card support, game with 8+" test=J32-Q32-QJ32-J32|Q32-J32-QJ32-J32|Q32-J32-J32-QJ32
3N "Takeout Double: Advance" hcp=9+ text="game: 9-10 and no fit opposite 17+" ref="standard teaching: advancing a takeout double: after the doubler's new suit (17+, five cards) over 1NT, raise with three-card support, game with 8+" test=K2-Q32-KJ32-QJ32|Q2-K32-KJ32-QJ32|Q32-K2-QJ32-KJ32
P "Takeout Double: Advance" text="no fit, a minimum: pass" ref="standard teaching: advancing a takeout double: after the doubler's new suit (17+, five cards) over 1NT, raise with three-card support, game with 8+" test=Q2-J32-KJ32-J432|J2-Q32-KJ32-J432|J32-Q2-J432-KJ32
# Advancer's 1NT (6-10) and the doubler's invitational 2NT (17-19): accept with 7+.
[1{a}-D-P-1N-P-2N-P] complete
3N "Takeout Double: Advance" hcp=7+ text="accepts: 7-10 opposite 17-19"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=K32-Q32-K32-J432
P "Takeout Double: Advance" text="6: declines" ref="standard teaching: advancing a takeout double, after the doubler's notrump"
   test=K32-J32-Q32-5432
# Advancer's two-level answer (0-8) and the doubler's 2NT (18-19): accept with 7+.
[1{a}-D-P-2{b}-P-2N-P] where b<a complete
3N "Takeout Double: Advance" hcp=7+ text="accepts: 7-8 opposite 18-19"
   ref="standard teaching: advancing a takeout double, after the doubler's notrump" test=32-K32-Q432-Q432
P "Takeout Double: Advance" text="0-6: declines" ref="standard teaching: advancing a takeout double, after the doubler's notrump"
   test=32-J32-Q432-5432

# After a balancing double, advancer (who passed their one-bid) may hold up to 10; the
# balancer's 2NT shows 15-18 balanced (19-21 without a stopper): accept with 9+, or 8 and a
# five-card suit of his own.
[1{a}-P-P-D-P-2{b}-P-2N-P] where b<a complete
3N "Takeout Double: Advance" hcp=9+ text="accepts: 9-10 opposite the balancer's 15-18"
   ref="standard teaching: advancing a balancing double (the balancer has borrowed a king)" test=32-K32-KJ32-Q432
3N "Takeout Double: Advance" hcp=8+ {b}=5+ text="accepts: 8 and a five-card suit"
   ref="standard teaching: advancing a balancing double (the balancer has borrowed a king)" test=32-K32-Q3-QJ8432|32-K32-QJ843-Q32|32-QJ843-K32-Q32
P "Takeout Double: Advance" text="declines" ref="standard teaching: advancing a balancing double"
   test=32-J32-Q432-5432

# Advancer's cue bid after a balancing double and the balancer's 2NT (no four-card major):
# with 14+ (a king more than opposite a direct double: the balancer may have borrowed a
# king) the side has game; otherwise pass.
[1{a}-P-P-D-P-2{a}-P-2N-P] complete
3N "Takeout Double: Advance" hcp=14+ text="game: 14+ opposite the balancing double"
   ref="standard teaching: advancing a balancing double (the balancer has borrowed a king), the cue bid" test=KJ2-Q32-AQ32-KJ2
P "Takeout Double: Advance" text="12-13: declines" ref="standard teaching: advancing a balancing double (the balancer has borrowed a king), the cue bid"
   test=KJ2-Q32-Q432-KJ2

# The doubler's new suit at the three level (17+ and six cards, or 18+ and five: the strong
# overcall) after advancer's minimum answer: 3NT with a stopper in their suit and 6+
# (the doubler holds tricks in his suit), game in a major suit of advancer's own with six;
# a raise to game of a minor needs three-card support and 8+ (with an ace); otherwise pass.
[1{a}-D-P-2{b}-P-3{c}-P] where b<a, a in HS, c in CD, c!=b complete
3N "Takeout Double: Advance" hcp=6+ {a}=:1stop text="a stopper in their suit and some values"
   ref="standard teaching: advancing a takeout double: after the doubler's strong new suit, bid game with useful values" test=AJ3-K32-Q432-543
P "Takeout Double: Advance" text="no useful values" ref="standard teaching: advancing a takeout double"
   test=32-J432-Q432-543
[1{a}-P-P-D-P-2{b}-P-3{c}-P] where b<a, a in HS, c in CD, c!=b complete
3N "Takeout Double: Advance" hcp=7+ {a}=:1stop text="a stopper in their suit and some values"
   ref="standard teaching: advancing a balancing double: after the balancer's strong new suit, bid game with useful values" test=AJ3-K32-Q432-543
P "Takeout Double: Advance" text="no useful values" ref="standard teaching: advancing a balancing double"
   test=32-J432-Q432-543

# Advancer's cue bid (12+, forcing) and the doubler's 2NT (no four-card major): the side has
# game values, so advancer bids 3NT.
[1{a}-D-P-2{a}-P-2N-P] complete
3N "Takeout Double: Advance" hcp=12+ text="game: 12+ opposite an opening double"
   ref="standard teaching: advancing a takeout double, the cue bid" test=KJ2-Q32-AQ32-K32

# The doubler's new suit (17+, five cards; not forcing): with three-card support advancer
# bids game with 7-8 and raises with 4-6; without support he rebids a five-card suit of his
# own; otherwise he passes. The doubler then bids game with 19+ and a fit.
[1{a}-D-P-1{b}-P-1{c}-P] where a<b, b<c complete
4{c} "Takeout Double: Advance" hcp=8 {c}=3+ text="game: three-card support and 8 opposite 17+"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=432-K32-KQ32-432
2{c} "Takeout Double: Advance" hcp=4-7 {c}=3+ text="raise: three-card support, 4-7"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=432-Q32-K432-432
[1{a}-D-P-1{b}-P-1{c}-P] where a<b, b<c, b in H complete
2{b} "Takeout Double: Advance" hcp=4+ {b}=5+ {c}=<3 text="no support: a five-card suit of his own"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=2-QJ832-K432-432
[1{a}-D-P-1{b}-P-1{c}-P] where a<b, b<c complete
1N "Takeout Double: Advance" hcp=6-8 {a}=:1stop {c}=<3 text="6-8, no support, a stopper in their suit"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit: with values and their suit stopped advancer does not pass the strong hand" test=32-Q2-QJ32-K5432
P "Takeout Double: Advance" text="nothing to add: pass"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=32-J832-432-5432

# The doubler after advancer's 1NT (6-8, their suit stopped): game with 18+, his suit again
# with six cards, otherwise pass.
[1{a}-D-P-1{b}-P-1{c}-P-1N-P] where a<b, b<c complete
3N "Takeout Double" hcp=18+ text="game: 18+ opposite 6-8" ref="standard teaching: the doubler's rebid: with 18+ opposite a constructive answer, bid game" test=AKJ32-A2-KQ2-Q32|A2-AKJ32-KQ2-Q32
2{c} "Takeout Double" {c}=6+ text="a six-card suit: to play" ref="standard teaching: the doubler's rebid" test=AKJ432-A2-Q2-Q32|A2-AKJ432-Q2-Q32
P "Takeout Double" text="17: to play" ref="standard teaching: the doubler's rebid" test=AKJ32-A2-Q32-Q32|A2-AKJ32-Q32-Q32

[1{a}-D-P-1{b}-P-2{c}-P] where a<b, c<b, c!=a, c in H complete
4{c} "Takeout Double: Advance" hcp=8 {c}=3+ text="game: three-card support and 8 opposite 17+"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=K832-K32-Q32-432
3{c} "Takeout Double: Advance" hcp=4-7 {c}=3+ text="raise: three-card support, 4-7"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=Q832-K32-432-432
2{b} "Takeout Double: Advance" hcp=4+ {b}=5+ {c}=<3 text="no support: a five-card suit of his own"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=QJ832-2-K432-432
P "Takeout Double: Advance" text="nothing to add: pass"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=J832-32-5432-432

[1{a}-D-P-2{b}-P-2{c}-P] where b<a, c>b, c!=a, c in HS complete
4{c} "Takeout Double: Advance" hcp=8 {c}=3+ text="game: three-card support and 8 opposite 17+"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=K32-K32-Q432-432
3{c} "Takeout Double: Advance" hcp=4-7 {c}=3+ text="raise: three-card support, 4-7"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=Q32-K32-5432-432
P "Takeout Double: Advance" text="nothing to add: pass"
   ref="standard teaching: advancing a takeout double, after the doubler's new suit" test=32-32-J5432-5432

# The doubler after advancer's raise of his new suit or rebid of a five-card suit: game
# with 19+ and a fit.
[1{a}-D-P-1{b}-P-1{c}-P-2{c}-P] where a<b, b<c complete
4{c} "Takeout Double" hcp=19+ text="game: 19+ opposite a raise" ref="standard teaching: the doubler's rebid"
   test=A2-AK32-A32-KQ32
P "Takeout Double" text="17-18: pass" ref="standard teaching: the doubler's rebid" test=A2-K32-A32-KJ432
[1{a}-D-P-1{b}-P-2{c}-P-3{c}-P] where a<b, c<b, c!=a, c in H complete
4{c} "Takeout Double" hcp=19+ text="game: 19+ opposite a raise" ref="standard teaching: the doubler's rebid"
   test=A2-AKJ32-A32-K32
P "Takeout Double" text="17-18: pass" ref="standard teaching: the doubler's rebid" test=A2-AKJ32-Q32-K32
[1{a}-D-P-2{b}-P-2{c}-P-3{c}-P] where b<a, c>b, c!=a, c in HS complete
4{c} "Takeout Double" hcp=19+ text="game: 19+ opposite a raise" ref="standard teaching: the doubler's rebid"
   test=A2-AKJ32-A32-K32
P "Takeout Double" text="17-18: pass" ref="standard teaching: the doubler's rebid" test=A2-AKJ32-Q32-K32
[1{a}-D-P-1{b}-P-1{c}-P-2{b}-P] where a<b, b<c, b in H complete
4{b} "Takeout Double" hcp=19+ {b}=3+ text="game: 19+ and three-card support" ref="standard teaching: the doubler's rebid"
   test=AKQ32-K32-A2-A32
P "Takeout Double" text="no fit or no extras: pass" ref="standard teaching: the doubler's rebid" test=AKQ32-K2-A32-432
[1{a}-D-P-1{b}-P-2{c}-P-2{b}-P] where a<b, c<b, c!=a, c in H complete
4{b} "Takeout Double" hcp=19+ {b}=3+ text="game: 19+ and three-card support" ref="standard teaching: the doubler's rebid"
   test=K32-AKQ32-A2-A32
4{b} "Takeout Double" hcp=19+ {b}=2:2/3 text="game: 19+ and two top honours opposite advancer's rebid suit (five or more)" ref="standard teaching: the doubler's rebid: advancer's rebid shows five or more cards, so two top honours are support"
   test=AK-KQJ654-97-AQJ
3{c} "Takeout Double" hcp=18+ {c}=6+ text="18+ and a six-card suit: invitational" ref="standard teaching: the doubler's rebid"
   test=A2-AKJ865-A96-K8
P "Takeout Double" text="no fit or no extras: pass" ref="standard teaching: the doubler's rebid" test=K2-AKQ32-A32-432

# Doubler again after opener's partner raised and advancer passed: a second double is still
# for takeout and shows extras; a new suit 17+.
# With a good six-card major of his own the strong doubler bids it before doubling again.
[1{a}-D-2{a}-P-P] where a in CD complete
2x "Takeout Double" hcp=17+ X=6+:2/3 S=x H=x text="17+, a good six-card major: bids it rather than double again" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=K2-AKQ873-32-AJ2|AKQ873-K2-AJ2-32
[1H-D-2H-P-P] complete
2S "Takeout Double" hcp=17+ S=6+:2/3 text="17+, a good six-card spade suit: bids it rather than double again" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=AKQ873-2-K32-AJ2
[1S-D-2S-P-P] complete
3H "Takeout Double" hcp=17+ H=6+:2/3 text="17+, a good six-card heart suit: bids it rather than double again" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=2-AKQ873-K32-AJ2
[1C-D-2C-P-P] complete
D "Takeout Double" hcp=16+ S=3+ H=3+ D=3+ C=<3 text="takeout again: extra values" test=AQ97-KJ93-AKQ5-4 ref="standard teaching: the doubler's rebid"
[1D-D-2D-P-P] complete
D "Takeout Double" hcp=16+ S=3+ H=3+ C=3+ D=<3 text="takeout again: extra values" test=AQ97-KJ93-4-AKQ5 ref="standard teaching: the doubler's rebid"
[1H-D-2H-P-P] complete
D "Takeout Double" hcp=16+ S=3+ D=3+ C=3+ H=<3 text="takeout again: extra values" test=AQ97-4-KJ93-AKQ5 ref="standard teaching: the doubler's rebid"
[1S-D-2S-P-P] complete
D "Takeout Double" hcp=16+ H=3+ D=3+ C=3+ S=<3 text="takeout again: extra values" test=AJ-KQJT-AJ54-T75 ref="standard teaching: the doubler's rebid"
[1{a}-D-2{a}-P-P] where a in CDH complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, 5+ spades" test=AK875-86-AK962-A ref="standard teaching: the doubler's rebid"
[1{a}-D-2{a}-P-P] where a in CD complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=86-AK875-AK962-A
[1S-D-2S-P-P] complete
3H "Takeout Double" hcp=17+ H=5+ text="17+, 5+ hearts" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=86-AK875-AK96-A2
[1{a}-D-2{a}-P-P] where a in HS complete
3x "Takeout Double" hcp=18+ X=6+ D=x C=x text="18+, a six-card minor" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=A652-2-AKQ875-AQ|A652-2-AQ-AKQ875
[1C-D-2C-P-P] complete
3D "Takeout Double" hcp=18+ D=6+ text="18+, six diamonds" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=A6-K2-AKQ875-KJ2
[1D-D-2D-P-P] complete
3C "Takeout Double" hcp=18+ C=6+ text="18+, six clubs" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand (17+) and five or more cards" test=A6-K2-KJ2-AKQ875
[1{a}-D-2{a}-P-P] complete
2N "Takeout Double" hcp=19+ shape=balanced {a}=:1stop text="19-21 balanced with their suit stopped: too strong for a 1NT overcall" ref="standard teaching: the doubler's rebid: notrump after a takeout double shows a balanced hand too strong to overcall 1NT (19-21)" test=A32-KQ2-AQ2-KJ32
D "Takeout Double" hcp=19+ {a}=<=3 text="takeout again: 19+ with no suit to bid and three in their suit" ref="standard teaching: the doubler's rebid: with 19+ the doubler bids again; a second double is for takeout" test=A9-KJ54-AKQ72-A9|A9-KJ54-A9-AKQ72|A982-KJ5-AKQ72-A|K98-AKJ4-AQ872-A
P test=A32-KJ3-KQ2-5432 text="no extra values: pass" ref="standard teaching: the doubler's rebid"

# The doubler after responder's one-level new suit and advancer's pass (1x-D-1y-P-P):
# advancer, who would bid freely with 6-10, is weak, so the doubler passes a minimum; with
# extras he bids again: a five-card suit of his own with 17+ (the cheapest level), 1NT with
# 18-19 balanced and a stopper in responder's suit, and with 19+ any
# other hand a double (takeout: partner bids his best suit).
[1C-D-1D-P-P] complete
1S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=AKJ75-AQ2-Q32-K4
1H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=AQ2-AKJ75-Q32-K4
[1C-D-1H-P-P] complete
1S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=AKJ75-Q32-AQ2-K4
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=AQ2-Q32-AKJ75-K4
[1C-D-1S-P-P] complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=Q32-AKJ75-AQ2-K4
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=Q32-AQ2-AKJ75-K4
[1D-D-1H-P-P] complete
1S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=AKJ75-Q32-K4-AQ2
2C "Takeout Double" hcp=17+ C=5+ text="17+, five or more clubs" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=AQ2-Q32-K4-AKJ75
[1D-D-1S-P-P] complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=Q32-AKJ75-K4-AQ2
2C "Takeout Double" hcp=17+ C=5+ text="17+, five or more clubs" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=Q32-AQ2-K4-AKJ75
[1H-D-1S-P-P] complete
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=Q32-K4-AKJ75-AQ2
2C "Takeout Double" hcp=17+ C=5+ text="17+, five or more clubs" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=Q32-K4-AQ2-AKJ75
[1{a}-D-1{b}-P-P] where a<b complete
1N "Takeout Double" hcp=18-19 shape=balanced {b}=:1stop text="18-19, balanced, a stopper in responder's suit" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response"
   test=AQ4-KJ3-KQ5-KJ32|KJ3-AQ4-KQ5-KJ32|KJ3-KQ5-AQ4-KJ32
D "Takeout Double" hcp=19+ text="19+: too strong to pass" ref="standard teaching: the doubler's rebid: with extras the doubler bids again over third hand's response" test=AQ4-KJ3-KQ5-AJ32
P text="no extra values: pass (advancer is weak)" ref="standard teaching: the doubler's rebid" test=A32-KJ3-KQ2-5432

# The doubler after responder's 1NT (6-10, natural) and
# advancer's pass (1x-D-1N-P-P): advancer is weak, the points are counted, and a doubler
# with 17+ does not sell out: his own five-card suit at the two level (the cheapest, the
# higher of two), else a double (a strong balanced hand: penalty, sitting over responder;
# advancer bids his long suit with nothing); with a minimum, pass.
[1C-D-1N-P-P] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AKJ75-AQ2-Q32-K4
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AQ2-AKJ75-Q32-K4
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AQ2-Q32-AKJ75-K4
[1D-D-1N-P-P] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AKJ75-AQ2-K4-Q32
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AQ2-AKJ75-K4-Q32
2C "Takeout Double" hcp=17+ C=5+ text="17+, five or more clubs" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AQ2-Q32-K4-AKJ75
[1H-D-1N-P-P] complete
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AKJ75-K4-AQ2-Q32
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AQ2-K4-AKJ75-Q32
2C "Takeout Double" hcp=17+ C=5+ text="17+, five or more clubs" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AQ2-K4-Q32-AKJ75
[1S-D-1N-P-P] complete
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=K4-AKJ75-AQ2-Q32
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=K4-AQ2-AKJ75-Q32
2C "Takeout Double" hcp=17+ C=5+ text="17+, five or more clubs" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=K4-AQ2-Q32-AKJ75
[1{a}-D-1N-P-P] complete
D "Penalty Double" hcp=17+ text="17+ without a five-card suit: for penalty (the balance of the values)" ref="standard teaching: the doubler's rebid: with extras (17+) the doubler bids again over third hand's 1NT" test=AQ4-KJ3-KQ5-AJ32
P text="no extra values: pass (advancer is weak)" ref="standard teaching: the doubler's rebid" test=A32-KJ3-KQ2-5432

# The doubler's second round when both opponents bid and stop low (1x-D-1y-P-z and
# 1x-D-1N-P-z, opener's rebid z a suit at the one or two level or 1NT, advancer passing): as
# when third hand's response is passed round, the doubler with extras does not sell out. A
# suit of his own (not one they bid) with 17+ and five cards at the cheapest level; at the
# three level six cards, or 18+ and five; with 19+ and no such suit a second double
# (takeout: partner bids his best suit); with a minimum, pass. One section per suit the
# doubler bids and the level it takes.
[1{a} D 1{b} P 1{c}] where a in CDH, b in CDH, c in H, a<b, b<c
1S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=AKJ75-Q32-K4-AQ2
[1{a} D 1{b} P 1N] where a in CDH, b in CDH, a<b
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=AKJ75-Q32-K4-AQ2
[1{a} D 1{b} P 2{c}] where a in CDH, b in CDH, c in CDH, a<b
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=AKJ75-Q32-K4-AQ2
[1{a} D 1N P 2{c}] where a in CDH, c in CDH
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=AKJ75-Q32-K4-AQ2
[1{a} D 1{b} P 1{c}] where a in CDS, b in CDS, c in S, a<b, b<c
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ75-K4-AQ2
[1{a} D 1{b} P 1N] where a in CDS, b in CDS, a<b
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ75-K4-AQ2
[1{a} D 1{b} P 2{c}] where a in CDS, b in CDS, c in CD, a<b
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ75-K4-AQ2
[1{a} D 1{b} P 2{c}] where a in CDS, b in CDS, c in S, a<b
3H "Takeout Double" hcp=17+ H=6+ text="17+, six or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ875-K4-A2
3H "Takeout Double" hcp=18+ H=5+ text="18+, five or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ75-K4-AJ2
[1{a} D 1N P 2{c}] where a in CDS, c in CD
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ75-K4-AQ2
[1{a} D 1N P 2{c}] where a in CDS, c in S
3H "Takeout Double" hcp=17+ H=6+ text="17+, six or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ875-K4-A2
3H "Takeout Double" hcp=18+ H=5+ text="18+, five or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-AKJ75-K4-AJ2
[1{a} D 1{b} P 1{c}] where a in CHS, b in CHS, c in HS, a<b, b<c
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ75-AQ2
[1{a} D 1{b} P 1N] where a in CHS, b in CHS, a<b
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ75-AQ2
[1{a} D 1{b} P 2{c}] where a in CHS, b in CHS, c in C, a<b
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ75-AQ2
[1{a} D 1{b} P 2{c}] where a in CHS, b in CHS, c in HS, a<b
3D "Takeout Double" hcp=17+ D=6+ text="17+, six or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ875-A2
3D "Takeout Double" hcp=18+ D=5+ text="18+, five or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ75-AJ2
[1{a} D 1N P 2{c}] where a in CHS, c in C
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ75-AQ2
[1{a} D 1N P 2{c}] where a in CHS, c in HS
3D "Takeout Double" hcp=17+ D=6+ text="17+, six or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ875-A2
3D "Takeout Double" hcp=18+ D=5+ text="18+, five or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AKJ75-AJ2
[1{a} D 1{b} P 1{c}] where a in DHS, b in DHS, c in HS, a<b, b<c
2C "Takeout Double" hcp=17+ C=5+ text="17+, five or more clubs: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AQ2-AKJ75
[1{a} D 1{b} P 1N] where a in DHS, b in DHS, a<b
2C "Takeout Double" hcp=17+ C=5+ text="17+, five or more clubs: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AQ2-AKJ75
[1{a} D 1{b} P 2{c}] where a in DHS, b in DHS, c in DHS, a<b
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-A2-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AJ2-AKJ75
[1{a} D 1N P 2{c}] where a in DHS, c in DHS
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-A2-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=Q32-K4-AJ2-AKJ75
[1suit D 1bid P 1bid|2suit]
D "Takeout Double" hcp=19+ text="19+: takeout again, too strong to pass" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with 19+ the doubler bids again whatever partner holds"
   test=AQ4-KJ3-KQ5-AJ32

# Advancer after partner's second takeout double (1x-D-1y-P-P-D-P, and the doubler's
# double when both opponents bid: 1x-D-1y-P-z-D-P, 1x-D-1N-P-2z-D-P): the double is still
# for takeout, so advancer answers it however weak: his longest unbid four-card suit at the
# cheapest level (the higher of two); he passes for penalty only with five or more strong
# trumps. One section per suit and level; each answer is written once, as a shared block.
block "Answering the second double: penalty pass"
P "Takeout Double: Advance" {d}=5+:3/5 text="penalty pass: five or more strong trumps" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=KQJ97-864-753-32|864-KQJ97-753-32|864-753-KQJ97-32|864-753-32-KQJ97
block "Answering the second double: 1S, four or more spades"
1S "Takeout Double: Advance" S=4+ text="answers the double: four or more spades" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=Q753-T96-T96-T96
block "Answering the second double: 1H, four or more hearts"
1H "Takeout Double: Advance" H=4+ text="answers the double: four or more hearts" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=T96-Q753-T96-T96
block "Answering the second double: 2H, four or more hearts"
2H "Takeout Double: Advance" H=4+ text="answers the double: four or more hearts" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=T96-Q753-T96-T96
block "Answering the second double: 2D, four or more diamonds"
2D "Takeout Double: Advance" D=4+ text="answers the double: four or more diamonds" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=T96-T96-Q753-T96
block "Answering the second double: 2C, four or more clubs"
2C "Takeout Double: Advance" C=4+ text="answers the double: four or more clubs" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=T96-T96-T96-Q753
block "Answering the second double: 2S, four or more spades"
2S "Takeout Double: Advance" S=4+ text="answers the double: four or more spades" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=Q753-T96-T96-T96
block "Answering the second double: 3H, four or more hearts"
3H "Takeout Double: Advance" H=4+ text="answers the double: four or more hearts" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=T96-Q753-T96-T96
block "Answering the second double: 3D, four or more diamonds"
3D "Takeout Double: Advance" D=4+ text="answers the double: four or more diamonds" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=T96-T96-Q753-T96
block "Answering the second double: 3C, four or more clubs"
3C "Takeout Double: Advance" C=4+ text="answers the double: four or more clubs" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak; pass only with long, strong trumps"
   test=T96-T96-T96-Q753
block "Answering the second double: 1S, three spades"
1S "Takeout Double: Advance" S=3 text="answers the double: three spades, no four-card unbid suit" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak, a three-card suit when there is no four-card one"
   test=Q75-93-J862-J862|Q75-J862-93-J862|Q75-J862-J862-93|Q75-J86432-93-93|Q75-93-J86432-93|Q75-93-93-J86432
block "Answering the second double: 1H, three hearts"
1H "Takeout Double: Advance" H=3 text="answers the double: three hearts, no four-card unbid suit" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak, a three-card suit when there is no four-card one"
   test=93-Q75-J862-J862|J862-Q75-93-J862|J862-Q75-J862-93|J86432-Q75-93-93|93-Q75-J86432-93|93-Q75-93-J86432
block "Answering the second double: 2H, three hearts"
2H "Takeout Double: Advance" H=3 text="answers the double: three hearts, no four-card unbid suit" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak, a three-card suit when there is no four-card one"
   test=93-Q75-J862-J862|J862-Q75-93-J862|J862-Q75-J862-93|J86432-Q75-93-93|93-Q75-J86432-93|93-Q75-93-J86432
block "Answering the second double: 2D, three diamonds"
2D "Takeout Double: Advance" D=3 text="answers the double: three diamonds, no four-card unbid suit" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak, a three-card suit when there is no four-card one"
   test=93-J862-Q75-J862|J862-93-Q75-J862|J862-J862-Q75-93|J86432-93-Q75-93|93-J86432-Q75-93|93-93-Q75-J86432
block "Answering the second double: 2C, three clubs"
2C "Takeout Double: Advance" C=3 text="answers the double: three clubs, no four-card unbid suit" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak, a three-card suit when there is no four-card one"
   test=93-J862-J862-Q75|J862-93-J862-Q75|J862-J862-93-Q75|J86432-93-93-Q75|93-J86432-93-Q75|93-93-J86432-Q75
block "Answering the second double: 2S, three spades"
2S "Takeout Double: Advance" S=3 text="answers the double: three spades, no four-card unbid suit" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak, a three-card suit when there is no four-card one"
   test=Q75-93-J862-J862|Q75-J862-93-J862|Q75-J862-J862-93|Q75-J86432-93-93|Q75-93-J86432-93|Q75-93-93-J86432
block "Answering the second double: 3H, three hearts"
3H "Takeout Double: Advance" H=3 text="answers the double: three hearts, no four-card unbid suit" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak, a three-card suit when there is no four-card one"
   test=93-Q75-J862-J862|J862-Q75-93-J862|J862-Q75-J862-93|J86432-Q75-93-93|93-Q75-J86432-93|93-Q75-93-J86432
block "Answering the second double: 3D, three diamonds"
3D "Takeout Double: Advance" D=3 text="answers the double: three diamonds, no four-card unbid suit" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak, a three-card suit when there is no four-card one"
   test=93-J862-Q75-J862|J862-93-Q75-J862|J862-J862-Q75-93|J86432-93-Q75-93|93-J86432-Q75-93|93-93-Q75-J86432
block "Answering the second double: 3C, three clubs"
3C "Takeout Double: Advance" C=3 text="answers the double: three clubs, no four-card unbid suit" ref="standard teaching: answering partner's takeout double: bid the longest unbid suit however weak, a three-card suit when there is no four-card one"
   test=93-J862-J862-Q75|J862-93-J862-Q75|J862-J862-93-Q75|J86432-93-93-Q75|93-J86432-93-Q75|93-93-J86432-Q75
[1{a}-D-1{d}-P-P-D-P] where a<d
use "Answering the second double: penalty pass"
[1{a}-D-1{d}-P-P-D-P] where a<d, a in CDH, d in CDH
use "Answering the second double: 1S, four or more spades"
[1{a}-D-1{d}-P-P-D-P] where a<d, a in CDS, d in CD
use "Answering the second double: 1H, four or more hearts"
[1{a}-D-1{d}-P-P-D-P] where a<d, a in CDS, d in S
use "Answering the second double: 2H, four or more hearts"
[1{a}-D-1{d}-P-P-D-P] where a<d, a in CHS, d in HS
use "Answering the second double: 2D, four or more diamonds"
[1{a}-D-1{d}-P-P-D-P] where a<d, a in DHS, d in DHS
use "Answering the second double: 2C, four or more clubs"
[1{a}-D-1{r}-P-1{d}-D-P] where a<r, r<d
use "Answering the second double: penalty pass"
[1{a}-D-1{r}-P-1{d}-D-P] where a<r, r<d, a in CDH, r in CDH, d in CDH
use "Answering the second double: 1S, four or more spades"
[1{a}-D-1{r}-P-1{d}-D-P] where a<r, r<d, a in CDS, r in CDS, d in S
use "Answering the second double: 2H, four or more hearts"
[1{a}-D-1{r}-P-1{d}-D-P] where a<r, r<d, a in CHS, r in CHS, d in HS
use "Answering the second double: 2D, four or more diamonds"
[1{a}-D-1{r}-P-1{d}-D-P] where a<r, r<d, a in DHS, r in DHS, d in DHS
use "Answering the second double: 2C, four or more clubs"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r
use "Answering the second double: penalty pass"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CDH, r in CDH, d in CDH
use "Answering the second double: 2S, four or more spades"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CDS, r in CDS, d in CD
use "Answering the second double: 2H, four or more hearts"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CDS, r in CDS, d in S
use "Answering the second double: 3H, four or more hearts"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CHS, r in CHS, d in C
use "Answering the second double: 2D, four or more diamonds"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CHS, r in CHS, d in HS
use "Answering the second double: 3D, four or more diamonds"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in DHS, r in DHS, d in DHS
use "Answering the second double: 3C, four or more clubs"
[1{a}-D-1N-P-2{d}-D-P] where 
use "Answering the second double: penalty pass"
[1{a}-D-1N-P-2{d}-D-P] where a in CDH, d in CDH
use "Answering the second double: 2S, four or more spades"
[1{a}-D-1N-P-2{d}-D-P] where a in CDS, d in CD
use "Answering the second double: 2H, four or more hearts"
[1{a}-D-1N-P-2{d}-D-P] where a in CDS, d in S
use "Answering the second double: 3H, four or more hearts"
[1{a}-D-1N-P-2{d}-D-P] where a in CHS, d in C
use "Answering the second double: 2D, four or more diamonds"
[1{a}-D-1N-P-2{d}-D-P] where a in CHS, d in HS
use "Answering the second double: 3D, four or more diamonds"
[1{a}-D-1N-P-2{d}-D-P] where a in DHS, d in DHS
use "Answering the second double: 3C, four or more clubs"
[1{a}-D-1{r}-P-1N-D-P] where a<r, a in CDH, r in CDH
use "Answering the second double: 2S, four or more spades"
[1{a}-D-1{r}-P-1N-D-P] where a<r, a in CDS, r in CDS
use "Answering the second double: 2H, four or more hearts"
[1{a}-D-1{r}-P-1N-D-P] where a<r, a in CHS, r in CHS
use "Answering the second double: 2D, four or more diamonds"
[1{a}-D-1{r}-P-1N-D-P] where a<r, a in DHS, r in DHS
use "Answering the second double: 2C, four or more clubs"

# The same answers when the opponents' second bid is at the two level: after third hand's
# two-level new suit (1x-D-2y-P-P-D-P, 1x-D-2y-P-2z-D-P) and the double of their 1NT
# response (1x-P-1N-D-2y-P-P-D-P).
[1{a}-D-2{d}-P-P-D-P] where d<a
use "Answering the second double: penalty pass"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in CDH, d in CDH
use "Answering the second double: 2S, four or more spades"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in CDS, d in CD
use "Answering the second double: 2H, four or more hearts"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in CHS, d in C
use "Answering the second double: 2D, four or more diamonds"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in CHS, d in HS
use "Answering the second double: 3D, four or more diamonds"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in DHS, d in DHS
use "Answering the second double: 3C, four or more clubs"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d
use "Answering the second double: penalty pass"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in CDH, r in CDH, d in CDH
use "Answering the second double: 2S, four or more spades"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in CDS, r in CDS, d in CD
use "Answering the second double: 2H, four or more hearts"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in CDS, r in CDS, d in S
use "Answering the second double: 3H, four or more hearts"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in CHS, r in CHS, d in HS
use "Answering the second double: 3D, four or more diamonds"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in DHS, r in DHS, d in DHS
use "Answering the second double: 3C, four or more clubs"
[1{a}-P-1N-D-2{d}-P-P-D-P]
use "Answering the second double: penalty pass"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CDH, d in CDH
use "Answering the second double: 2S, four or more spades"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CDS, d in CD
use "Answering the second double: 2H, four or more hearts"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CDS, d in S
use "Answering the second double: 3H, four or more hearts"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CHS, d in C
use "Answering the second double: 2D, four or more diamonds"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CHS, d in HS
use "Answering the second double: 3D, four or more diamonds"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in DHS, d in DHS
use "Answering the second double: 3C, four or more clubs"

# With no four-card unbid suit, advancer answers the second double in his cheapest
# three-card unbid suit (these sections come after every four-card answer).
[1{a}-D-1{d}-P-P-D-P] where a<d, a in CDH, d in CDH
use "Answering the second double: 1S, three spades"
[1{a}-D-1{d}-P-P-D-P] where a<d, a in CDS, d in CD
use "Answering the second double: 1H, three hearts"
[1{a}-D-1{d}-P-P-D-P] where a<d, a in CDS, d in S
use "Answering the second double: 2H, three hearts"
[1{a}-D-1{d}-P-P-D-P] where a<d, a in CHS, d in HS
use "Answering the second double: 2D, three diamonds"
[1{a}-D-1{d}-P-P-D-P] where a<d, a in DHS, d in DHS
use "Answering the second double: 2C, three clubs"
[1{a}-D-1{r}-P-1{d}-D-P] where a<r, r<d, a in CDH, r in CDH, d in CDH
use "Answering the second double: 1S, three spades"
[1{a}-D-1{r}-P-1{d}-D-P] where a<r, r<d, a in CDS, r in CDS, d in S
use "Answering the second double: 2H, three hearts"
[1{a}-D-1{r}-P-1{d}-D-P] where a<r, r<d, a in CHS, r in CHS, d in HS
use "Answering the second double: 2D, three diamonds"
[1{a}-D-1{r}-P-1{d}-D-P] where a<r, r<d, a in DHS, r in DHS, d in DHS
use "Answering the second double: 2C, three clubs"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CDH, r in CDH, d in CDH
use "Answering the second double: 2S, three spades"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CDS, r in CDS, d in CD
use "Answering the second double: 2H, three hearts"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CDS, r in CDS, d in S
use "Answering the second double: 3H, three hearts"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CHS, r in CHS, d in C
use "Answering the second double: 2D, three diamonds"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in CHS, r in CHS, d in HS
use "Answering the second double: 3D, three diamonds"
[1{a}-D-1{r}-P-2{d}-D-P] where a<r, a in DHS, r in DHS, d in DHS
use "Answering the second double: 3C, three clubs"
[1{a}-D-1N-P-2{d}-D-P] where a in CDH, d in CDH
use "Answering the second double: 2S, three spades"
[1{a}-D-1N-P-2{d}-D-P] where a in CDS, d in CD
use "Answering the second double: 2H, three hearts"
[1{a}-D-1N-P-2{d}-D-P] where a in CDS, d in S
use "Answering the second double: 3H, three hearts"
[1{a}-D-1N-P-2{d}-D-P] where a in CHS, d in C
use "Answering the second double: 2D, three diamonds"
[1{a}-D-1N-P-2{d}-D-P] where a in CHS, d in HS
use "Answering the second double: 3D, three diamonds"
[1{a}-D-1N-P-2{d}-D-P] where a in DHS, d in DHS
use "Answering the second double: 3C, three clubs"
[1{a}-D-1{r}-P-1N-D-P] where a<r, a in CDH, r in CDH
use "Answering the second double: 2S, three spades"
[1{a}-D-1{r}-P-1N-D-P] where a<r, a in CDS, r in CDS
use "Answering the second double: 2H, three hearts"
[1{a}-D-1{r}-P-1N-D-P] where a<r, a in CHS, r in CHS
use "Answering the second double: 2D, three diamonds"
[1{a}-D-1{r}-P-1N-D-P] where a<r, a in DHS, r in DHS
use "Answering the second double: 2C, three clubs"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in CDH, d in CDH
use "Answering the second double: 2S, three spades"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in CDS, d in CD
use "Answering the second double: 2H, three hearts"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in CHS, d in C
use "Answering the second double: 2D, three diamonds"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in CHS, d in HS
use "Answering the second double: 3D, three diamonds"
[1{a}-D-2{d}-P-P-D-P] where d<a, a in DHS, d in DHS
use "Answering the second double: 3C, three clubs"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in CDH, r in CDH, d in CDH
use "Answering the second double: 2S, three spades"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in CDS, r in CDS, d in CD
use "Answering the second double: 2H, three hearts"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in CDS, r in CDS, d in S
use "Answering the second double: 3H, three hearts"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in CHS, r in CHS, d in HS
use "Answering the second double: 3D, three diamonds"
[1{a}-D-2{r}-P-2{d}-D-P] where r<a, r<d, a in DHS, r in DHS, d in DHS
use "Answering the second double: 3C, three clubs"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CDH, d in CDH
use "Answering the second double: 2S, three spades"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CDS, d in CD
use "Answering the second double: 2H, three hearts"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CDS, d in S
use "Answering the second double: 3H, three hearts"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CHS, d in C
use "Answering the second double: 2D, three diamonds"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in CHS, d in HS
use "Answering the second double: 3D, three diamonds"
[1{a}-P-1N-D-2{d}-P-P-D-P] where a in DHS, d in DHS
use "Answering the second double: 3C, three clubs"

# The takeout doubler of both opponents' suits (1x-P-1y-D) after opener's rebid at the one or
# two level and two passes: with extras he does not sell out. His own five-card suit, not one
# they bid, with 17+ at the cheapest level (at the three level six cards, or 18+); with 18+
# and at most two cards in the suit they stopped in, a second double, still for takeout.
[1C-P-1D-D-1H-P-P]
1S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-K4-AQ2-Q32
D "Takeout Double" hcp=18+ H=<3 text="18+, at most two hearts: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-2-KQJ2-AQ32
[1C-P-1D-D-1S-P-P]
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AKJ75-AQ2-Q32
D "Takeout Double" hcp=18+ S=<3 text="18+, at most two spades: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=2-AQ32-KQJ2-AQ32
[1C-P-1D-D-2C-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-AQ2-Q32-K4
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ2-AKJ75-Q32-K4
D "Takeout Double" hcp=18+ C=<3 text="18+, at most two clubs: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-AQ32-2
[1C-P-1D-D-2D-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-AQ2-K4-Q32
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ2-AKJ75-K4-Q32
D "Takeout Double" hcp=18+ D=<3 text="18+, at most two diamonds: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-2-AQ32
[1C-P-1D-D-2H-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-K4-AQ2-Q32
D "Takeout Double" hcp=18+ H=<3 text="18+, at most two hearts: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-2-KQJ2-AQ32
[1C-P-1D-D-2S-P-P]
3H "Takeout Double" hcp=17+ H=6+ text="17+, six or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AKJ875-A2-Q32
3H "Takeout Double" hcp=18+ H=5+ text="18+, five or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AKJ75-AJ2-Q32
D "Takeout Double" hcp=18+ S=<3 text="18+, at most two spades: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=2-AQ32-KQJ2-AQ32
[1C-P-1H-D-1S-P-P]
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AQ2-AKJ75-Q32
D "Takeout Double" hcp=18+ S=<3 text="18+, at most two spades: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=2-AQ32-KQJ2-AQ32
[1C-P-1H-D-2C-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-AQ2-Q32-K4
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ2-Q32-AKJ75-K4
D "Takeout Double" hcp=18+ C=<3 text="18+, at most two clubs: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-AQ32-2
[1C-P-1H-D-2D-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-AQ2-K4-Q32
D "Takeout Double" hcp=18+ D=<3 text="18+, at most two diamonds: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-2-AQ32
[1C-P-1H-D-2H-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-K4-AQ2-Q32
3D "Takeout Double" hcp=17+ D=6+ text="17+, six or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=A2-K4-AKJ875-Q32
3D "Takeout Double" hcp=18+ D=5+ text="18+, five or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AJ2-K4-AKJ75-Q32
D "Takeout Double" hcp=18+ H=<3 text="18+, at most two hearts: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-2-KQJ2-AQ32
[1C-P-1H-D-2S-P-P]
3D "Takeout Double" hcp=17+ D=6+ text="17+, six or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-A2-AKJ875-Q32
3D "Takeout Double" hcp=18+ D=5+ text="18+, five or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AJ2-AKJ75-Q32
D "Takeout Double" hcp=18+ S=<3 text="18+, at most two spades: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=2-AQ32-KQJ2-AQ32
[1C-P-1S-D-2C-P-P]
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ2-AKJ75-Q32-K4
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ2-Q32-AKJ75-K4
D "Takeout Double" hcp=18+ C=<3 text="18+, at most two clubs: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-AQ32-2
[1C-P-1S-D-2D-P-P]
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ2-AKJ75-K4-Q32
D "Takeout Double" hcp=18+ D=<3 text="18+, at most two diamonds: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-2-AQ32
[1C-P-1S-D-2H-P-P]
3D "Takeout Double" hcp=17+ D=6+ text="17+, six or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=A2-K4-AKJ875-Q32
3D "Takeout Double" hcp=18+ D=5+ text="18+, five or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AJ2-K4-AKJ75-Q32
D "Takeout Double" hcp=18+ H=<3 text="18+, at most two hearts: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-2-KQJ2-AQ32
[1C-P-1S-D-2S-P-P]
3H "Takeout Double" hcp=17+ H=6+ text="17+, six or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AKJ875-A2-Q32
3H "Takeout Double" hcp=18+ H=5+ text="18+, five or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AKJ75-AJ2-Q32
3D "Takeout Double" hcp=17+ D=6+ text="17+, six or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-A2-AKJ875-Q32
3D "Takeout Double" hcp=18+ D=5+ text="18+, five or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AJ2-AKJ75-Q32
D "Takeout Double" hcp=18+ S=<3 text="18+, at most two spades: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=2-AQ32-KQJ2-AQ32
[1D-P-1H-D-1S-P-P]
2C "Takeout Double" hcp=17+ C=5+ text="17+, five or more clubs: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AQ2-Q32-AKJ75
D "Takeout Double" hcp=18+ S=<3 text="18+, at most two spades: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=2-AQ32-KQJ2-AQ32
[1D-P-1H-D-2C-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-AQ2-Q32-K4
D "Takeout Double" hcp=18+ C=<3 text="18+, at most two clubs: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-AQ32-2
[1D-P-1H-D-2D-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-AQ2-K4-Q32
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=A2-Q32-K4-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AJ2-Q32-K4-AKJ75
D "Takeout Double" hcp=18+ D=<3 text="18+, at most two diamonds: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-2-AQ32
[1D-P-1H-D-2H-P-P]
2S "Takeout Double" hcp=17+ S=5+ text="17+, five or more spades: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AKJ75-K4-AQ2-Q32
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=A2-K4-Q32-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AJ2-K4-Q32-AKJ75
D "Takeout Double" hcp=18+ H=<3 text="18+, at most two hearts: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-2-KQJ2-AQ32
[1D-P-1H-D-2S-P-P]
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-A2-Q32-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AJ2-Q32-AKJ75
D "Takeout Double" hcp=18+ S=<3 text="18+, at most two spades: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=2-AQ32-KQJ2-AQ32
[1D-P-1S-D-2C-P-P]
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ2-AKJ75-Q32-K4
D "Takeout Double" hcp=18+ C=<3 text="18+, at most two clubs: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-AQ32-2
[1D-P-1S-D-2D-P-P]
2H "Takeout Double" hcp=17+ H=5+ text="17+, five or more hearts: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ2-AKJ75-K4-Q32
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=A2-Q32-K4-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AJ2-Q32-K4-AKJ75
D "Takeout Double" hcp=18+ D=<3 text="18+, at most two diamonds: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-2-AQ32
[1D-P-1S-D-2H-P-P]
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=A2-K4-Q32-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AJ2-K4-Q32-AKJ75
D "Takeout Double" hcp=18+ H=<3 text="18+, at most two hearts: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-2-KQJ2-AQ32
[1D-P-1S-D-2S-P-P]
3H "Takeout Double" hcp=17+ H=6+ text="17+, six or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AKJ875-A2-Q32
3H "Takeout Double" hcp=18+ H=5+ text="18+, five or more hearts: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AKJ75-AJ2-Q32
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-A2-Q32-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AJ2-Q32-AKJ75
D "Takeout Double" hcp=18+ S=<3 text="18+, at most two spades: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=2-AQ32-KQJ2-AQ32
[1H-P-1S-D-2C-P-P]
2D "Takeout Double" hcp=17+ D=5+ text="17+, five or more diamonds: bids his own suit" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ2-Q32-AKJ75-K4
D "Takeout Double" hcp=18+ C=<3 text="18+, at most two clubs: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-AQ32-2
[1H-P-1S-D-2D-P-P]
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=A2-Q32-K4-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AJ2-Q32-K4-AKJ75
D "Takeout Double" hcp=18+ D=<3 text="18+, at most two diamonds: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-KQJ2-2-AQ32
[1H-P-1S-D-2H-P-P]
3D "Takeout Double" hcp=17+ D=6+ text="17+, six or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=A2-K4-AKJ875-Q32
3D "Takeout Double" hcp=18+ D=5+ text="18+, five or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AJ2-K4-AKJ75-Q32
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=A2-K4-Q32-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AJ2-K4-Q32-AKJ75
D "Takeout Double" hcp=18+ H=<3 text="18+, at most two hearts: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=AQ32-2-KQJ2-AQ32
[1H-P-1S-D-2S-P-P]
3D "Takeout Double" hcp=17+ D=6+ text="17+, six or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-A2-AKJ875-Q32
3D "Takeout Double" hcp=18+ D=5+ text="18+, five or more diamonds: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AJ2-AKJ75-Q32
3C "Takeout Double" hcp=17+ C=6+ text="17+, six or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-A2-Q32-AKJ875
3C "Takeout Double" hcp=18+ C=5+ text="18+, five or more clubs: bids his own suit at the three level" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=K4-AJ2-Q32-AKJ75
D "Takeout Double" hcp=18+ S=<3 text="18+, at most two spades: doubles again, still for takeout" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall (17+, five cards); with extras the doubler does not sell out (18+ and shortness in their suit: a second double, still for takeout)"
   test=2-AQ32-KQJ2-AQ32

# Advancer answers that second double (1x-P-1y-D-z-P-P-D-P) as the shared answers above: a
# penalty pass with five strong trumps, else his best four-card suit they have not bid at
# the cheapest level, else a three-card one.
[1C-P-1D-D-1{d}-P-P-D-P] where d in H
use "Answering the second double: penalty pass"
[1C-P-1D-D-1{d}-P-P-D-P] where d in H
use "Answering the second double: 1S, four or more spades"
[1C-P-1D-D-1{d}-P-P-D-P] where d in H
use "Answering the second double: 1S, three spades"
[1C-P-1D-D-1{d}-P-P-D-P] where d in S
use "Answering the second double: penalty pass"
[1C-P-1D-D-1{d}-P-P-D-P] where d in S
use "Answering the second double: 2H, four or more hearts"
[1C-P-1D-D-1{d}-P-P-D-P] where d in S
use "Answering the second double: 2H, three hearts"
[1C-P-1D-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: penalty pass"
[1C-P-1D-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2S, four or more spades"
[1C-P-1D-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2H, four or more hearts"
[1C-P-1D-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2S, three spades"
[1C-P-1D-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2H, three hearts"
[1C-P-1D-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: penalty pass"
[1C-P-1D-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2S, four or more spades"
[1C-P-1D-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2H, four or more hearts"
[1C-P-1D-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2S, three spades"
[1C-P-1D-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2H, three hearts"
[1C-P-1D-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: penalty pass"
[1C-P-1D-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 2S, four or more spades"
[1C-P-1D-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 2S, three spades"
[1C-P-1D-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: penalty pass"
[1C-P-1D-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3H, four or more hearts"
[1C-P-1D-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3H, three hearts"
[1C-P-1H-D-1{d}-P-P-D-P] where d in S
use "Answering the second double: penalty pass"
[1C-P-1H-D-1{d}-P-P-D-P] where d in S
use "Answering the second double: 2D, four or more diamonds"
[1C-P-1H-D-1{d}-P-P-D-P] where d in S
use "Answering the second double: 2D, three diamonds"
[1C-P-1H-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: penalty pass"
[1C-P-1H-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2S, four or more spades"
[1C-P-1H-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2D, four or more diamonds"
[1C-P-1H-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2S, three spades"
[1C-P-1H-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2D, three diamonds"
[1C-P-1H-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: penalty pass"
[1C-P-1H-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2S, four or more spades"
[1C-P-1H-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2S, three spades"
[1C-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: penalty pass"
[1C-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 2S, four or more spades"
[1C-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3D, four or more diamonds"
[1C-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 2S, three spades"
[1C-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3D, three diamonds"
[1C-P-1H-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: penalty pass"
[1C-P-1H-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3D, four or more diamonds"
[1C-P-1H-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3D, three diamonds"
[1C-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: penalty pass"
[1C-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2H, four or more hearts"
[1C-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2D, four or more diamonds"
[1C-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2H, three hearts"
[1C-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2D, three diamonds"
[1C-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: penalty pass"
[1C-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2H, four or more hearts"
[1C-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2H, three hearts"
[1C-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: penalty pass"
[1C-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3D, four or more diamonds"
[1C-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3D, three diamonds"
[1C-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: penalty pass"
[1C-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3H, four or more hearts"
[1C-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3D, four or more diamonds"
[1C-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3H, three hearts"
[1C-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3D, three diamonds"
[1D-P-1H-D-1{d}-P-P-D-P] where d in S
use "Answering the second double: penalty pass"
[1D-P-1H-D-1{d}-P-P-D-P] where d in S
use "Answering the second double: 2C, four or more clubs"
[1D-P-1H-D-1{d}-P-P-D-P] where d in S
use "Answering the second double: 2C, three clubs"
[1D-P-1H-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: penalty pass"
[1D-P-1H-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2S, four or more spades"
[1D-P-1H-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2S, three spades"
[1D-P-1H-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: penalty pass"
[1D-P-1H-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2S, four or more spades"
[1D-P-1H-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 3C, four or more clubs"
[1D-P-1H-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2S, three spades"
[1D-P-1H-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 3C, three clubs"
[1D-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: penalty pass"
[1D-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 2S, four or more spades"
[1D-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3C, four or more clubs"
[1D-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 2S, three spades"
[1D-P-1H-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3C, three clubs"
[1D-P-1H-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: penalty pass"
[1D-P-1H-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3C, four or more clubs"
[1D-P-1H-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3C, three clubs"
[1D-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: penalty pass"
[1D-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2H, four or more hearts"
[1D-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2H, three hearts"
[1D-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: penalty pass"
[1D-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2H, four or more hearts"
[1D-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 3C, four or more clubs"
[1D-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 2H, three hearts"
[1D-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 3C, three clubs"
[1D-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: penalty pass"
[1D-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3C, four or more clubs"
[1D-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3C, three clubs"
[1D-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: penalty pass"
[1D-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3H, four or more hearts"
[1D-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3C, four or more clubs"
[1D-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3H, three hearts"
[1D-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3C, three clubs"
[1H-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: penalty pass"
[1H-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2D, four or more diamonds"
[1H-P-1S-D-2{d}-P-P-D-P] where d in C
use "Answering the second double: 2D, three diamonds"
[1H-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: penalty pass"
[1H-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 3C, four or more clubs"
[1H-P-1S-D-2{d}-P-P-D-P] where d in D
use "Answering the second double: 3C, three clubs"
[1H-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: penalty pass"
[1H-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3D, four or more diamonds"
[1H-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3C, four or more clubs"
[1H-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3D, three diamonds"
[1H-P-1S-D-2{d}-P-P-D-P] where d in H
use "Answering the second double: 3C, three clubs"
[1H-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: penalty pass"
[1H-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3D, four or more diamonds"
[1H-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3C, four or more clubs"
[1H-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3D, three diamonds"
[1H-P-1S-D-2{d}-P-P-D-P] where d in S
use "Answering the second double: 3C, three clubs"

# ---------------------------------------------------------------------------------------
# The overcaller's rebids, and advancer's continuations
# ---------------------------------------------------------------------------------------

# After the cue bid (limit raise or better), opener's side competes at the three level: the
# overcaller keeps the meanings he has without the interference where he can. With the
# maximum that accepts the limit raise, game in the major; with the extras that would have
# invited, three of his suit, now competitive; and with a fifth trump (eight trumps known
# opposite the cue bid's three) the three level too, since the limit raise gives our side
# the balance of the values: the three level is ours, not theirs. A minimum with four
# trumps passes and leaves the decision to the cue bidder.
[1{o} 1{a} ? 2{o} 3suit] where o<a, a in HS
4{a} "Overcall" dist=T16+ {a}=5+ text="a maximum opposite the limit raise: game, as without the interference" ref="standard teaching: the overcaller's rebid after the cue-bid raise (game with a maximum); competitive auctions keep the meanings of the uncontested ones"
   test=AKJ72-KQ72-A3-32|KQ72-AKJ72-A3-32
[1{o} 1{a} ? 2{o} 3suit] where o<a
3{a} "Overcall" dist=T13-15 text="the extras that would have invited: competes at the three level opposite the limit raise" ref="standard teaching: the overcaller's rebid after the cue-bid raise; the side with the balance of the values and a fit does not sell out at the three level"
   test=KQJ72-A87-K2-982|A87-KQJ72-K2-982|A87-K2-KQJ72-982|A87-K2-982-KQJ72
3{a} "Overcall" {a}=5+ text="a fifth trump opposite the limit raise (eight trumps and the balance of the values): competes at the three level" ref="standard teaching: the law of total tricks, and the side with the balance of the values and a fit does not sell out at the three level"
   test=KJ972-Q83-Q4-832|Q83-KJ972-Q4-832|Q83-Q4-KJ972-832|Q83-Q4-832-KJ972
[1{o} 2{a} ? 2{o} 3suit] where a<o, a in H
4{a} "Overcall" dist=T16+ {a}=5+ text="a maximum opposite the limit raise: game, as without the interference" ref="standard teaching: the overcaller's rebid after the cue-bid raise (game with a maximum); competitive auctions keep the meanings of the uncontested ones"
   test=AKJ72-KQ72-A3-32|KQ72-AKJ72-A3-32
[1{o} 2{a} ? 2{o} 3suit] where a<o, a in DH
3{a} "Overcall" dist=T13-15 text="the extras that would have invited: competes at the three level opposite the limit raise" ref="standard teaching: the overcaller's rebid after the cue-bid raise; the side with the balance of the values and a fit does not sell out at the three level"
   test=KQJ72-A87-K2-982|A87-KQJ72-K2-982|A87-K2-KQJ72-982|A87-K2-982-KQJ72
3{a} "Overcall" {a}=5+ text="a fifth trump opposite the limit raise (eight trumps and the balance of the values): competes at the three level" ref="standard teaching: the law of total tricks, and the side with the balance of the values and a fit does not sell out at the three level"
   test=KJ972-Q83-Q4-832|Q83-KJ972-Q4-832|Q83-Q4-KJ972-832|Q83-Q4-832-KJ972

# After the cue bid (limit raise or better): minimum rebids the suit, extras jump.
[1{a}-1{b}-P-2{a}-P] where a<b, b in HS complete
4{b} "Overcall" dist=T16+ text="a maximum: game" test=AKQJ7-K72-A32-32 ref="standard teaching: the overcaller's rebid"
[1{a}-1{b}-P-2{a}-P] where a<b, b in D complete
3N "Overcall" hcp=14+ {a}=:1stop text="extra values and a stopper in their suit: 3NT" test=A2-K32-AQJ32-K32 ref="standard teaching: the overcaller's rebid"
3{b} "Overcall" dist=T16+ text="extra values: a minor-suit overcall jumps" test=A2-K2-AKJ432-432 ref="standard teaching: the overcaller's rebid"
[1{a}-1{b}-P-2{a}-P] where a<b complete
3{b} "Overcall" dist=T13-15 text="extra values: invites game" test=97652-8-6-AKQ954 ref="standard teaching: the overcaller's rebid"
2{b} "Overcall" text="a minimum" test=KQJ72-872-K2-J87 ref="standard teaching: the overcaller's rebid"

[1{a}-1{b}-P-2{a}-P-2{b}-P] where a<b, b in HS complete
4{b} "Overcall" hcp=15+ {b}=3+ text="game" test=KQ5-KJ75-Q87-KQ7 ref="standard teaching: the overcaller's rebid"
[1{a}-1{b}-P-2{a}-P-2{b}-P] where a<b, b in D complete
3N "Overcall" hcp=13+ {a}=:1stop S=<4 H=<4 text="game values and a stopper in their suit: 3NT" test=Q32-KJ3-K32-AJ32 ref="standard teaching: advancing an overcall, after the cue-bid raise"
2x "Overcall" hcp=13+ X=4+ S=x H=x asks=1 text="game values and a four-card major: forcing" test=AKQ2-A32-K32-432 ref="standard teaching: advancing an overcall, after the cue-bid raise"
# Advancer's cue bid without a fit (13+, no three-card support: a new suit would not be
# forcing): after the overcaller's minimum rebid, 3NT with 15+ and their suit stopped, 2NT
# with 13-14 (the overcaller accepts with 11-12), otherwise his own five-card suit, forcing
# one round: the overcaller raises a major (game with 11-12), bids notrump with their suit
# stopped, or rebids his suit; advancer then bids game with 15+ opposite the minimum.
[1C-1H-P-2C-P-2H-P] complete
3N "Overcall" hcp=15+ C=:1stop H=<3 text="game: 15+ and a stopper in their suit, no fit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AK32-32-AQ32-KJ3
2N "Overcall" hcp=13-14 C=:1stop H=<3 text="13-14, a stopper in their suit, no fit: invitational" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=K432-32-AQ32-KJ3
3D "Overcall" hcp=13+ D=5+ H=<3 asks=1 text="13+, five or more D, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=KQ32-2-AKJ32-432
2S "Overcall" hcp=13+ S=5+ H=<3 asks=1 text="13+, five or more S, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-KQ32-432
2S "Overcall" hcp=15+ S=4 H=<3 asks=1 text="15+, four S, no fit and no stopper in their suit: forcing one round" ref="standard teaching: advancing an overcall: after the cue bid, advancer's new suits are natural and forcing; with game values, no fit and no stopper he shows a four-card major rather than pass below game" test=AKJ9-32-AKQ9-932

[1C-1H-P-2C-P-2H-P-2N-P] complete
3N "Overcall" hcp=11+ text="accepts: 11-12, the top of a minimum" ref="standard teaching: the overcaller's rebid: accept an invitation with the top of the range" test=Q32-KQJ32-A32-32
3H "Overcall" H=6+ text="a six-card suit, minimum: to play" ref="standard teaching: the overcaller's rebid" test=J2-KQJ432-432-32
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller's rebid" test=J2-KQJ32-432-432

[1C-1H-P-2C-P-2H-P-3D-P] complete
3N "Overcall" hcp=11+ C=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=A432-KQJ32-2-KJ3
4D "Overcall" D=3+ text="support for advancer's minor" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=A32-KQJ32-Q32-32
3H "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=A432-KQJ32-2-432

[1C-1H-P-2C-P-2H-P-3D-P-3H-P] complete
3N "Overcall" hcp=15+ C=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=KQ32-2-AKJ32-KJ3
4H "Overcall" hcp=15+ H=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AQ32-Q2-AKJ32-32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=KQ32-2-AKJ32-432

[1C-1H-P-2C-P-2H-P-2S-P] complete
4S "Overcall" hcp=11+ S=3+ text="game: 11-12 with support" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=Q32-KQJ32-A32-32
3S "Overcall" S=3+ text="support, a minimum" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=Q32-KQJ32-432-32
3N "Overcall" hcp=11+ C=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=2-KQJ32-A432-KJ3
2N "Overcall" C=:1stop text="a minimum with a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=2-KJT32-5432-K32
3H "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=2-KQJ32-A432-432

[1C-1H-P-2C-P-2H-P-2S-P-3S-P] complete
4S "Overcall" hcp=15+ text="game: 15+ opposite the minimum raise" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-KQ32-K32
P "Overcall" text="13-14: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-KQ32-432

[1C-1H-P-2C-P-2H-P-2S-P-2N-P] complete
3N "Overcall" hcp=15+ text="game: 15+ opposite the minimum with a stopper" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-KQ32-K32
P "Overcall" text="13-14: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-KQ32-432

[1C-1H-P-2C-P-2H-P-2S-P-3H-P] complete
4S "Overcall" hcp=15+ S=6+ text="game: 15+ and a six-card major" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ832-2-AK32-32
3N "Overcall" hcp=15+ C=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-KQ32-KJ3
4H "Overcall" hcp=15+ H=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-Q2-AQ32-32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-KQ32-432

[1C-1S-P-2C-P-2S-P] complete
3N "Overcall" hcp=15+ C=:1stop S=<3 text="game: 15+ and a stopper in their suit, no fit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=32-AK32-AQ32-KJ3
2N "Overcall" hcp=13-14 C=:1stop S=<3 text="13-14, a stopper in their suit, no fit: invitational" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=32-K432-AQ32-KJ3
3D "Overcall" hcp=13+ D=5+ S=<3 asks=1 text="13+, five or more D, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-KQ32-AKJ32-432
3H "Overcall" hcp=13+ H=5+ S=<3 asks=1 text="13+, five or more H, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-AKJ32-KQ32-432
3H "Overcall" hcp=15+ H=4 S=<3 asks=1 text="15+, four H, no fit and no stopper in their suit: forcing one round" ref="standard teaching: advancing an overcall: after the cue bid, advancer's new suits are natural and forcing; with game values, no fit and no stopper he shows a four-card major rather than pass below game" test=32-AKJ9-AKQ9-932

[1C-1S-P-2C-P-2S-P-2N-P] complete
3N "Overcall" hcp=11+ text="accepts: 11-12, the top of a minimum" ref="standard teaching: the overcaller's rebid: accept an invitation with the top of the range" test=KQJ32-Q32-A32-32
3S "Overcall" S=6+ text="a six-card suit, minimum: to play" ref="standard teaching: the overcaller's rebid" test=KQJ432-J2-432-32
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller's rebid" test=KQJ32-J2-432-432

[1C-1S-P-2C-P-2S-P-3D-P] complete
3N "Overcall" hcp=11+ C=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-A432-2-KJ3
4D "Overcall" D=3+ text="support for advancer's minor" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-A32-Q32-32
3S "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-A432-2-432

[1C-1S-P-2C-P-2S-P-3D-P-3S-P] complete
3N "Overcall" hcp=15+ C=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-KQ32-AKJ32-KJ3
4S "Overcall" hcp=15+ S=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=Q2-AQ32-AKJ32-32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-KQ32-AKJ32-432

[1C-1S-P-2C-P-2S-P-3H-P] complete
4H "Overcall" H=3+ text="support: game" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-Q32-A32-32
3N "Overcall" hcp=11+ C=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-2-A432-KJ3
3S "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-2-A432-432

[1C-1S-P-2C-P-2S-P-3H-P-3S-P] complete
4H "Overcall" hcp=15+ H=6+ text="game: 15+ and a six-card major" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-AKJ832-AK32-32
3N "Overcall" hcp=15+ C=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-AKJ32-KQ32-KJ3
4S "Overcall" hcp=15+ S=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=Q2-AKJ32-AQ32-32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-AKJ32-KQ32-432

[1D-1H-P-2D-P-2H-P] complete
3N "Overcall" hcp=15+ D=:1stop H=<3 text="game: 15+ and a stopper in their suit, no fit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AK32-32-KJ3-AQ32
2N "Overcall" hcp=13-14 D=:1stop H=<3 text="13-14, a stopper in their suit, no fit: invitational" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=K432-32-KJ3-AQ32
3C "Overcall" hcp=13+ C=5+ H=<3 asks=1 text="13+, five or more C, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=KQ32-2-432-AKJ32
2S "Overcall" hcp=13+ S=5+ H=<3 asks=1 text="13+, five or more S, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-432-KQ32
2S "Overcall" hcp=15+ S=4 H=<3 asks=1 text="15+, four S, no fit and no stopper in their suit: forcing one round" ref="standard teaching: advancing an overcall: after the cue bid, advancer's new suits are natural and forcing; with game values, no fit and no stopper he shows a four-card major rather than pass below game" test=AKJ9-32-932-AKQ9

[1D-1H-P-2D-P-2H-P-2N-P] complete
3N "Overcall" hcp=11+ text="accepts: 11-12, the top of a minimum" ref="standard teaching: the overcaller's rebid: accept an invitation with the top of the range" test=Q32-KQJ32-32-A32
3H "Overcall" H=6+ text="a six-card suit, minimum: to play" ref="standard teaching: the overcaller's rebid" test=J2-KQJ432-32-432
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller's rebid" test=J2-KQJ32-432-432

[1D-1H-P-2D-P-2H-P-3C-P] complete
3N "Overcall" hcp=11+ D=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=A432-KQJ32-KJ3-2
4C "Overcall" C=3+ text="support for advancer's minor" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=A32-KQJ32-32-Q32
3H "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=A432-KQJ32-432-2

[1D-1H-P-2D-P-2H-P-3C-P-3H-P] complete
3N "Overcall" hcp=15+ D=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=KQ32-2-KJ3-AKJ32
4H "Overcall" hcp=15+ H=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AQ32-Q2-32-AKJ32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=KQ32-2-432-AKJ32

[1D-1H-P-2D-P-2H-P-2S-P] complete
4S "Overcall" hcp=11+ S=3+ text="game: 11-12 with support" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=Q32-KQJ32-32-A32
3S "Overcall" S=3+ text="support, a minimum" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=Q32-KQJ32-32-432
3N "Overcall" hcp=11+ D=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=2-KQJ32-KJ3-A432
2N "Overcall" D=:1stop text="a minimum with a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=2-KJT32-K32-5432
3H "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=2-KQJ32-432-A432

[1D-1H-P-2D-P-2H-P-2S-P-3S-P] complete
4S "Overcall" hcp=15+ text="game: 15+ opposite the minimum raise" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-K32-KQ32
P "Overcall" text="13-14: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-432-KQ32

[1D-1H-P-2D-P-2H-P-2S-P-2N-P] complete
3N "Overcall" hcp=15+ text="game: 15+ opposite the minimum with a stopper" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-K32-KQ32
P "Overcall" text="13-14: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-432-KQ32

[1D-1H-P-2D-P-2H-P-2S-P-3H-P] complete
4S "Overcall" hcp=15+ S=6+ text="game: 15+ and a six-card major" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ832-2-32-AK32
3N "Overcall" hcp=15+ D=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-KJ3-KQ32
4H "Overcall" hcp=15+ H=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-Q2-32-AQ32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=AKJ32-2-432-KQ32

[1D-1S-P-2D-P-2S-P] complete
3N "Overcall" hcp=15+ D=:1stop S=<3 text="game: 15+ and a stopper in their suit, no fit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=32-AK32-KJ3-AQ32
2N "Overcall" hcp=13-14 D=:1stop S=<3 text="13-14, a stopper in their suit, no fit: invitational" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=32-K432-KJ3-AQ32
3C "Overcall" hcp=13+ C=5+ S=<3 asks=1 text="13+, five or more C, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-KQ32-432-AKJ32
3H "Overcall" hcp=13+ H=5+ S=<3 asks=1 text="13+, five or more H, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-AKJ32-432-KQ32
3H "Overcall" hcp=15+ H=4 S=<3 asks=1 text="15+, four H, no fit and no stopper in their suit: forcing one round" ref="standard teaching: advancing an overcall: after the cue bid, advancer's new suits are natural and forcing; with game values, no fit and no stopper he shows a four-card major rather than pass below game" test=32-AKJ9-932-AKQ9

[1D-1S-P-2D-P-2S-P-2N-P] complete
3N "Overcall" hcp=11+ text="accepts: 11-12, the top of a minimum" ref="standard teaching: the overcaller's rebid: accept an invitation with the top of the range" test=KQJ32-Q32-32-A32
3S "Overcall" S=6+ text="a six-card suit, minimum: to play" ref="standard teaching: the overcaller's rebid" test=KQJ432-J2-32-432
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller's rebid" test=KQJ32-J2-432-432

[1D-1S-P-2D-P-2S-P-3C-P] complete
3N "Overcall" hcp=11+ D=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-A432-KJ3-2
4C "Overcall" C=3+ text="support for advancer's minor" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-A32-32-Q32
3S "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-A432-432-2

[1D-1S-P-2D-P-2S-P-3C-P-3S-P] complete
3N "Overcall" hcp=15+ D=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-KQ32-KJ3-AKJ32
4S "Overcall" hcp=15+ S=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=Q2-AQ32-32-AKJ32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-KQ32-432-AKJ32

[1D-1S-P-2D-P-2S-P-3H-P] complete
4H "Overcall" H=3+ text="support: game" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-Q32-32-A32
3N "Overcall" hcp=11+ D=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-2-KJ3-A432
3S "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-2-432-A432

[1D-1S-P-2D-P-2S-P-3H-P-3S-P] complete
4H "Overcall" hcp=15+ H=6+ text="game: 15+ and a six-card major" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-AKJ832-32-AK32
3N "Overcall" hcp=15+ D=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-AKJ32-KJ3-KQ32
4S "Overcall" hcp=15+ S=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=Q2-AKJ32-32-AQ32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-AKJ32-432-KQ32

[1H-1S-P-2H-P-2S-P] complete
3N "Overcall" hcp=15+ H=:1stop S=<3 text="game: 15+ and a stopper in their suit, no fit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=32-KJ3-AK32-AQ32
2N "Overcall" hcp=13-14 H=:1stop S=<3 text="13-14, a stopper in their suit, no fit: invitational" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=32-KJ3-K432-AQ32
3C "Overcall" hcp=13+ C=5+ S=<3 asks=1 text="13+, five or more C, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-432-KQ32-AKJ32
3D "Overcall" hcp=13+ D=5+ S=<3 asks=1 text="13+, five or more D, no fit: forcing one round" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-432-AKJ32-KQ32

[1H-1S-P-2H-P-2S-P-2N-P] complete
3N "Overcall" hcp=11+ text="accepts: 11-12, the top of a minimum" ref="standard teaching: the overcaller's rebid: accept an invitation with the top of the range" test=KQJ32-32-Q32-A32
3S "Overcall" S=6+ text="a six-card suit, minimum: to play" ref="standard teaching: the overcaller's rebid" test=KQJ432-32-J2-432
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller's rebid" test=KQJ32-432-J2-432

[1H-1S-P-2H-P-2S-P-3C-P] complete
3N "Overcall" hcp=11+ H=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-KJ3-A432-2
4C "Overcall" C=3+ text="support for advancer's minor" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-32-A32-Q32
3S "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-432-A432-2

[1H-1S-P-2H-P-2S-P-3C-P-3S-P] complete
3N "Overcall" hcp=15+ H=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-KJ3-KQ32-AKJ32
4S "Overcall" hcp=15+ S=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=Q2-32-AQ32-AKJ32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-432-KQ32-AKJ32

[1H-1S-P-2H-P-2S-P-3D-P] complete
3N "Overcall" hcp=11+ H=:1stop text="11-12 and a stopper in their suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-KJ3-2-A432
4D "Overcall" D=3+ text="support for advancer's minor" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-32-Q32-A32
3S "Overcall" text="no fit, no stopper: rebids his suit" ref="standard teaching: the overcaller's rebid after advancer's cue bid and new suit (forcing one round)" test=KQJ32-432-2-A432

[1H-1S-P-2H-P-2S-P-3D-P-3S-P] complete
3N "Overcall" hcp=15+ H=:1stop text="game: 15+ and a stopper in their suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-KJ3-AKJ32-KQ32
4S "Overcall" hcp=15+ S=2 text="game: 15+ and a doubleton opposite the rebid suit" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=Q2-32-AKJ32-AQ32
P "Overcall" text="no fit, no stopper: pass" ref="standard teaching: advancing an overcall: the cue bid is advancer's only forcing call; with opening values and no fit, advancer cue-bids and then bids his suit (forcing) or notrump" test=2-432-AKJ32-KQ32

[1{a}-1{b}-P-2{a}-P-2{b}-P] where a<b complete
3{b} "Overcall" hcp=12-14 {b}=3+ text="invitational" test=KQ5-KJ7-Q87-J876 ref="standard teaching: the overcaller's rebid"
P test=KQ5-Q87-J87-J876 text="nothing more to show: pass" ref="standard teaching: the overcaller's rebid"

[1C-1D-P-2C-P-2D-P-2{c}-P] where c in HS complete
4{c} "Overcall" {c}=4+ text="four-card support: game in the major" test=A432-K432-KQJ3-2 ref="standard teaching: the overcaller's rebid"
3N "Overcall" C=:1stop text="no fit, a club stopper: 3NT" test=32-A32-KQJ32-K32 ref="standard teaching: the overcaller's rebid"
3D "Overcall" text="no fit, no club stopper: rebids diamonds" test=32-A32-KQJ432-32 ref="standard teaching: the overcaller's rebid"

# After a simple raise: game with a maximum, a try with extras.
[1{a}-1{b}-P-2{b}-P] where a<b, b in HS complete
4{b} "Overcall" dist=T17+ text="game" test=AKQJ7-A72-K32-32 ref="standard teaching: the overcaller's rebid"
[1{a}-1{b}-P-2{b}-P] where a<b complete
3{b} "Overcall" dist=T15-16 text="invitational" test=AKJ72-A72-K32-32 ref="standard teaching: the overcaller's rebid"
P test=KQJ72-872-K2-J87 text="a minimum: pass" ref="standard teaching: the overcaller's rebid"

# The sandwich overcall (both opponents have bid) raised once: the overcaller rebids as after
# the direct overcall: game with 17+ (the raise shows 6-10).
[1{a}-P-1{c}-1{b}-P-2{b}-P] where a<c, c<b, b in HS
4{b} "Overcall" hcp=17+ {b}=5+ text="game: 17+ opposite the raise (6-10)" ref="standard teaching: the overcaller's rebid after advancer's single raise: game when the values add up to game opposite the raise's minimum" test=AKQ32-A32-K32-K2|A32-AKQ32-K32-K2

# The two-level overcall (direct or sandwich) raised once to the three level (advancer's
# raise is 6-9; with 10+ he cue-bids): no room for a try, so the overcaller bids game with the
# values that make it opposite the raise: four of a major with 17+, 3NT over
# the minor raise with 18+ and their suits stopped; otherwise he passes.
[1{a}-2{b}-P-3{b}-P] where b<a, b in H
4{b} "Overcall" hcp=17+ {b}=5+ text="game: 17+ opposite the raise" ref="standard teaching: the overcaller's rebid after advancer's single raise: game when the values add up (a raise is 6-9, game needs 17+ total points)" test=A32-AKQ32-K32-K2
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller's rebid after advancer's single raise" test=K53-KQT874-2-Q32
[1{a}-2{b}-P-3{b}-P] where b<a, b in CD
3N "Overcall" hcp=18+ {a}=:1stop text="game: 18+ and a stopper in their suit opposite the raise" ref="standard teaching: the overcaller's rebid after advancer's single minor raise: 3NT with the values and their suit stopped" test=K2-AK2-AQJ32-K32|K2-AK2-K32-AQJ32
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller's rebid after advancer's single raise" test=K53-2-KQT874-Q32|K53-Q32-2-KQT874
[1{a}-P-1{c}-2{b}-P-3{b}-P] where a<c, b<c, b!=a, b in H
4{b} "Overcall" hcp=17+ {b}=5+ text="game: 17+ opposite the raise" ref="standard teaching: the overcaller's rebid after advancer's single raise: game when the values add up (a raise is 6-10, game needs 17+ total points)" test=A32-AKQ32-K32-K2
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller's rebid after advancer's single raise" test=K53-KQT874-2-Q32
[1{a}-P-1{c}-2{b}-P-3{b}-P] where a<c, b<c, b!=a, b in CD
3N "Overcall" hcp=18+ {a}=:1stop {c}=:1stop text="game: 18+ and both their suits stopped opposite the raise" ref="standard teaching: the overcaller's rebid after advancer's single minor raise: 3NT with the values and their suits stopped" test=K2-AK2-AQJ32-K32|K2-AK2-K32-AQJ32
P "Overcall" text="a minimum: pass" ref="standard teaching: the overcaller's rebid after advancer's single raise" test=K53-2-KQT874-Q32|K53-Q32-2-KQT874

# The overcaller after advancer's notrump (no fit: a doubleton in the overcall suit, a
# stopper in their suit). Over 1NT (8-11): game with 16+ (a six-card major with 16+ total
# points), an invitation with a six-card major and 14-15 total points or a balanced 14-15
# (2NT), a six-card suit rebid with a minimum, a second five-card suit below the first
# (not forcing); otherwise pass. A six-card suit opposite the doubleton is an eight-card fit.
[1{a}-1{b}-P-1N-P] where a<b, b in HS complete
4{b} "Overcall" {b}=6+ dist=T16+ text="game: a six-card major and 16+ total points opposite 8-11 and a doubleton" ref="standard teaching: the overcaller's rebid after advancer's 1NT (8-11): game when the values add up to 25" test=AKJ932-A2-K32-32|A2-AKJ932-K32-32
3{b} "Overcall" {b}=6+ dist=T14-15 text="invitational: a six-card major and 14-15 total points" ref="standard teaching: the overcaller's rebid after advancer's 1NT (8-11): a jump rebid of a six-card suit invites" test=KQJ932-A2-Q32-32|A2-KQJ932-Q32-32
[1{a}-1{b}-P-1N-P] where a<b complete
3N "Overcall" hcp=16+ text="game: 16+ opposite 8-11 (advancer stops their suit)" ref="standard teaching: the overcaller's rebid after advancer's 1NT (8-11): game when the values add up to 25" test=AKJ32-A2-KQ2-Q32|A2-AKJ32-KQ2-Q32|A2-KQ2-AKJ32-Q32
2N "Overcall" hcp=14-15 {b}=5 text="invitational: 14-15, five cards in the suit" ref="standard teaching: the overcaller's rebid after advancer's 1NT (8-11): 2NT invites" test=AKJ32-K2-Q32-Q32|K2-AKJ32-Q32-Q32|K2-Q32-AKJ32-Q32
2{b} "Overcall" {b}=6+ text="a six-card suit: to play" ref="standard teaching: the overcaller's rebid after advancer's 1NT: rebid a six-card suit with a minimum" test=KQJ932-32-Q32-32|32-KQJ932-Q32-32|32-Q32-KQJ932-32
[1{a}-1S-P-1N-P] where a in CD complete
2H "Overcall" S=5+ H=5+ text="a second five-card suit, not forcing" ref="standard teaching: the overcaller's rebid after advancer's 1NT: a second suit, not forcing" test=KQJ32-AQ432-32-2
[1{a}-1S-P-1N-P] where a in CH complete
2D "Overcall" S=5+ D=5+ text="a second five-card suit, not forcing" ref="standard teaching: the overcaller's rebid after advancer's 1NT: a second suit, not forcing" test=KQJ32-2-AQ432-32
[1{a}-1S-P-1N-P] where a in DH complete
2C "Overcall" S=5+ C=5+ text="a second five-card suit, not forcing" ref="standard teaching: the overcaller's rebid after advancer's 1NT: a second suit, not forcing" test=KQJ32-2-32-AQ432
[1C-1H-P-1N-P] complete
2D "Overcall" H=5+ D=5+ text="a second five-card suit, not forcing" ref="standard teaching: the overcaller's rebid after advancer's 1NT: a second suit, not forcing" test=2-KQJ32-AQ432-32
[1D-1H-P-1N-P] complete
2C "Overcall" H=5+ C=5+ text="a second five-card suit, not forcing" ref="standard teaching: the overcaller's rebid after advancer's 1NT: a second suit, not forcing" test=2-KQJ32-32-AQ432
[1{a}-1{b}-P-1N-P] where a<b complete
P "Overcall" text="a minimum with nothing more to show: pass" ref="standard teaching: the overcaller's rebid after advancer's 1NT" test=KQJ32-32-Q32-Q32|32-KQJ32-Q32-Q32|32-Q32-KQJ32-Q32
# Advancer after the overcaller's invitation over his 1NT: accepts with 10-11.
[1{a}-1{b}-P-1N-P-2N-P] where a<b complete
3N "Overcall" hcp=10+ text="accepts: 10-11" ref="standard teaching: an invitation is accepted with a maximum" test=32-KJ2-KJ32-QJ32|KJ2-32-KJ32-QJ32|KJ2-KJ32-32-QJ32
P "Overcall" text="8-9: declines" ref="standard teaching: an invitation is accepted with a maximum" test=32-Q32-KJ32-QJ32|Q32-32-KJ32-QJ32|Q32-KJ32-32-QJ32
[1{a}-1{b}-P-1N-P-3{b}-P] where a<b, b in HS complete
4{b} "Overcall" hcp=10+ text="accepts: 10-11 and a doubleton" ref="standard teaching: an invitation is accepted with a maximum" test=32-KJ2-KJ32-QJ32|KJ2-32-KJ32-QJ32
P "Overcall" text="8-9: declines" ref="standard teaching: an invitation is accepted with a maximum" test=32-Q32-KJ32-QJ32|Q32-32-KJ32-QJ32

# The overcaller after advancer's invitational 2NT (12-14 over a one-level overcall, 11-13
# over a two-level one): game with more than a minimum (13+; a six-card major at game with
# 11+ over 12-14, 12+ over 11-13; a six-card minor: 3NT with 11+ / 12+), a six-card suit at
# the three level with a minimum; otherwise pass.
[1{a}-1{b}-P-2N-P] where a<b, b in HS complete
4{b} "Overcall" {b}=6+ hcp=11+ text="game: a six-card major opposite 12-14 and a doubleton" ref="standard teaching: the overcaller accepts advancer's invitation with more than a minimum" test=AQJ932-A2-432-32|A2-AQJ932-432-32
[1C-1D-P-2N-P] complete
3N "Overcall" hcp=11+ D=6+ text="accepts: six diamonds and 11+ opposite 12-14" ref="standard teaching: the overcaller accepts advancer's invitation with more than a minimum; a long suit adds tricks" test=32-K32-AKJ932-32
[1{a}-1{b}-P-2N-P] where a<b complete
3N "Overcall" hcp=13+ text="accepts: 13+ opposite 12-14" ref="standard teaching: the overcaller accepts advancer's invitation with more than a minimum" test=AKJ32-K2-Q32-432|K2-AKJ32-Q32-432|K2-Q32-AKJ32-432
3{b} "Overcall" {b}=6+ text="a minimum, six cards: to play" ref="standard teaching: the overcaller declines advancer's invitation" test=QJT932-32-Q32-32|32-QJT932-Q32-32|32-Q32-QJT932-32
P "Overcall" text="a minimum: declines" ref="standard teaching: the overcaller declines advancer's invitation" test=KQJ32-32-Q32-432|32-KQJ32-Q32-432|32-Q32-KQJ32-432
[1S-2H-P-2N-P] complete
4H "Overcall" H=6+ hcp=12+ text="game: six hearts opposite 11-13 and a doubleton" ref="standard teaching: the overcaller accepts advancer's invitation with more than a minimum" test=A2-AKJ932-432-32
[1{a}-2{b}-P-2N-P] where b<a, b in CD complete
3N "Overcall" hcp=12+ {b}=6+ text="accepts: a six-card minor and 12+ opposite 11-13" ref="standard teaching: the overcaller accepts advancer's invitation with more than a minimum; a long suit adds tricks" test=32-K32-J2-AKJ432|32-K32-AKJ432-J2
[1{a}-2{b}-P-2N-P] where b<a complete
3N "Overcall" hcp=13+ text="accepts: 13+ opposite 11-13" ref="standard teaching: the overcaller accepts advancer's invitation with more than a minimum" test=32-A32-Q2-AKJ432|32-A32-AKJ432-Q2|32-AKJ432-A32-Q2
3{b} "Overcall" {b}=6+ text="a minimum, six cards: to play" ref="standard teaching: the overcaller declines advancer's invitation" test=32-Q32-2-AQJ5432|32-Q32-AQJ5432-2|32-AQJ5432-Q32-2
P "Overcall" text="a minimum: declines" ref="standard teaching: the overcaller declines advancer's invitation" test=32-Q432-Q2-AKJ32|32-Q432-AKJ32-Q2|Q2-AKJ32-Q432-32

# The overcaller after advancer's new suit over a two-level overcall (not forcing: 8-13 and
# five cards at the two level, 10-13 and a good six-card suit at the three level), as after a
# one-level overcall: raise with three-card support and extras, game in a major with 16+;
# opposite a minor, 3NT with 16+ and their suit stopped. Otherwise the general layer.
[1{a}-2{b}-P-2{c}-P] where b<a, b<c, c!=a, c in HS
4{c} "Overcall" hcp=16+ {c}=3+ text="game: 16+ with support opposite advancer's 8-13" ref="standard teaching: the overcaller's rebid after advancer's new suit (not forcing): raise with support and extras, game with the values; 3NT with their suit stopped opposite a minor"
   test=AK32-KJ7-2-AQJ75|KJ7-AK32-2-AQJ75|KJ7-2-AK32-AQJ75|KJ7-2-AQJ75-AK32|2-KJ7-AK32-AQJ75|2-KJ7-AQJ75-AK32
3{c} "Overcall" hcp=13-15 {c}=3+ text="raise: 13-15 with support" ref="standard teaching: the overcaller's rebid after advancer's new suit (not forcing): raise with support and extras, game with the values; 3NT with their suit stopped opposite a minor"
   test=A32-K97-32-AQJ75|K97-A32-32-AQJ75|K97-32-A32-AQJ75|K97-32-AQJ75-A32|32-K97-A32-AQJ75|32-K97-AQJ75-A32
[1{a}-2{b}-P-2{c}-P] where b<a, b<c, c!=a, c in D
3N "Overcall" hcp=16+ {a}=:1stop text="game: 16+ and a stopper in their suit opposite advancer's 8-13" ref="standard teaching: the overcaller's rebid after advancer's new suit (not forcing): raise with support and extras, game with the values; 3NT with their suit stopped opposite a minor"
   test=A32-KJ3-K2-AQJ75|KJ3-A32-K2-AQJ75
3{c} "Overcall" hcp=13+ {c}=3+ text="raise: 13+ with support" ref="standard teaching: the overcaller's rebid after advancer's new suit (not forcing): raise with support and extras, game with the values; 3NT with their suit stopped opposite a minor"
   test=A32-32-K97-AQJ75|32-A32-K97-AQJ75
# The overcaller with a six-card suit and no support: 3NT with 15+ and their suit stopped;
# with a singleton or void in advancer's suit and a sound overcall (12+) he rebids his suit
# rather than leave a misfit, as after a one-level overcall.
[1{a}-2C-P-2D-P] where a in HS
3N "Overcall" hcp=15+ C=6+ {a}=:1stop text="game: 15+, a six-card suit and a stopper in their suit opposite advancer's 8-13" ref="standard teaching: the overcaller's rebid after advancer's new suit: with extras and their suit stopped, 3NT; a six-card suit is a source of tricks" test=AJ3-A2-32-KQJ432
3C "Overcall" hcp=12+ C=6+ D=<2 text="rebids a six-card suit: a misfit (a singleton or void in advancer's suit), 12+" ref="standard teaching: the overcaller's rebid after advancer's new suit: with no fit, rebid a six-card suit" test=K32-Q32-2-AKJ432
[1{a}-2C-P-2H-P] where a in DS
3N "Overcall" hcp=15+ C=6+ {a}=:1stop text="game: 15+, a six-card suit and a stopper in their suit opposite advancer's 8-13" ref="standard teaching: the overcaller's rebid after advancer's new suit: with extras and their suit stopped, 3NT; a six-card suit is a source of tricks" test=AJ3-32-A2-KQJ432
3C "Overcall" hcp=12+ C=6+ H=<2 text="rebids a six-card suit: a misfit (a singleton or void in advancer's suit), 12+" ref="standard teaching: the overcaller's rebid after advancer's new suit: with no fit, rebid a six-card suit" test=K32-2-Q32-AKJ432
[1{a}-2C-P-2S-P] where a in DH
3N "Overcall" hcp=15+ C=6+ {a}=:1stop text="game: 15+, a six-card suit and a stopper in their suit opposite advancer's 8-13" ref="standard teaching: the overcaller's rebid after advancer's new suit: with extras and their suit stopped, 3NT; a six-card suit is a source of tricks" test=32-AJ3-A2-KQJ432
3C "Overcall" hcp=12+ C=6+ S=<2 text="rebids a six-card suit: a misfit (a singleton or void in advancer's suit), 12+" ref="standard teaching: the overcaller's rebid after advancer's new suit: with no fit, rebid a six-card suit" test=2-K32-Q32-AKJ432
[1S-2D-P-2H-P]
3N "Overcall" hcp=15+ D=6+ S=:1stop text="game: 15+, a six-card suit and a stopper in their suit opposite advancer's 8-13" ref="standard teaching: the overcaller's rebid after advancer's new suit: with extras and their suit stopped, 3NT; a six-card suit is a source of tricks" test=AJ3-32-KQJ432-A2
3D "Overcall" hcp=12+ D=6+ H=<2 text="rebids a six-card suit: a misfit (a singleton or void in advancer's suit), 12+" ref="standard teaching: the overcaller's rebid after advancer's new suit: with no fit, rebid a six-card suit" test=K32-2-AKJ432-Q32
[1H-2D-P-2S-P]
3N "Overcall" hcp=15+ D=6+ H=:1stop text="game: 15+, a six-card suit and a stopper in their suit opposite advancer's 8-13" ref="standard teaching: the overcaller's rebid after advancer's new suit: with extras and their suit stopped, 3NT; a six-card suit is a source of tricks" test=32-AJ3-KQJ432-A2
3D "Overcall" hcp=12+ D=6+ S=<2 text="rebids a six-card suit: a misfit (a singleton or void in advancer's suit), 12+" ref="standard teaching: the overcaller's rebid after advancer's new suit: with no fit, rebid a six-card suit" test=2-K32-AKJ432-Q32
[1{a}-2{b}-P-3{c}-P] where b<a, c<a, c!=b, c in HS
4{c} "Overcall" hcp=13+ {c}=2+ text="game: 13+ and a doubleton opposite a good six-card suit and 10-13" ref="standard teaching: the overcaller's rebid after advancer's new suit (not forcing): raise with support and extras, game with the values; 3NT with their suit stopped opposite a minor"
   test=32-K7-A432-AQJ75|32-K7-AQJ75-A432
[1{a}-2{b}-P-3{c}-P] where b<a, c<a, c!=b, c in CD
3N "Overcall" hcp=14+ {a}=:1stop text="game: 14+ and a stopper in their suit opposite a good six-card suit and 10-13" ref="standard teaching: the overcaller's rebid after advancer's new suit (not forcing): raise with support and extras, game with the values; 3NT with their suit stopped opposite a minor"
   test=A32-KJ3-K7-AQJ75|A32-KJ3-AQJ75-K7|KJ3-A32-K7-AQJ75|KJ3-A32-AQJ75-K7|KJ3-AQJ75-A32-K7|KJ3-AQJ75-K7-A32

# The overcaller after advancer's new suit (not forcing, 7-14, a good five-card suit):
# raise with three-card support and a sound overcall (13-15), jump raise with 16+; rebid a
# six-card major (11-14), jump in it with 15+; otherwise pass. Advancer then goes to game
# when the two ranges add up to 25-26.
[1{a}-1{b}-P-1{c}-P] where a<b, b<c complete
3{c} "Overcall" hcp=16+ {c}=3+ text="jump raise: 16+ with support" test=AK2-AKJ2-KJ32-32 ref="standard teaching: the overcaller's rebid after advancer's new suit"
2{c} "Overcall" hcp=13-15 {c}=3+ text="raise: 13-15 with support" test=K32-K32-AQJ32-32 ref="standard teaching: the overcaller's rebid after advancer's new suit"
[1{a}-1{b}-P-1{c}-P] where a<b, b<c, b in H complete
3{b} "Overcall" hcp=15+ {b}=6+ text="jump rebid: 15+, a good six-card suit" test=32-AKQJ32-A2-A32 ref="standard teaching: the overcaller's rebid after advancer's new suit"
2{b} "Overcall" hcp=11-14 {b}=6+ text="rebids a six-card suit: 11-14" test=32-KQJ432-K2-A32 ref="standard teaching: the overcaller's rebid after advancer's new suit"
[1C-1D-P-1{c}-P] where c in HS complete
3D "Overcall" hcp=15+ D=6+ text="jump rebid: 15+, a good six-card suit" test=K2-A9-AKQT872-64|A9-K2-AKQT872-64 ref="standard teaching: the overcaller's rebid after advancer's new suit"
2D "Overcall" hcp=11-14 D=6+ text="rebids a six-card suit: 11-14" test=K2-T6-KQJT52-K92|T6-K2-KQJT52-K92 ref="standard teaching: the overcaller's rebid after advancer's new suit"
[1C-1D-P-1H-P] complete
1S "Overcall" hcp=15+ S=4+ H=<=2 text="a second suit: 15+ and four spades, no heart fit" ref="standard teaching: the overcaller's rebid after advancer's new suit: with extra values, show a second suit at the one level" test=KQJ4-A2-AQ953-32
[1{a}-1{b}-P-1{c}-P] where a<b, b<c complete
P "Overcall" text="a minimum or no fit: pass" test=2-QJ32-KJ432-432 ref="standard teaching: the overcaller's rebid after advancer's new suit"
# When opener competes in his suit over advancer's new suit (1x-(1y)-P-(1z)-2x), the
# overcaller with three-card support raises competitively (eight trumps: the two level),
# the law of total tricks; with no fit he leaves it to advancer.
[1{a}-1{b}-P-1{c}-2{a}] where a<b, b<c
3{c} "Overcall" hcp=15+ {c}=4+ text="a jump raise: 15+ and four trumps" test=AK32-AK32-K32-32 ref="standard teaching: the overcaller's rebid after advancer's new suit; the law of total tricks"
2{c} "Overcall" {c}=3+ text="a competitive raise: three-card support" test=K32-K32-QJ32-532 ref="standard teaching: the overcaller's rebid after advancer's new suit; the law of total tricks: with a fit, compete"
[1{a}-1{b}-P-2{c}-P] where a<b, c<b, c!=a, c in H complete
4{c} "Overcall" hcp=16+ {c}=3+ text="game: 16+ with support" test=AKQ32-K32-A32-32 ref="standard teaching: the overcaller's rebid after advancer's new suit"
3{c} "Overcall" hcp=13-15 {c}=3+ text="raise: 13-15 with support" test=KQJ32-K32-A32-32 ref="standard teaching: the overcaller's rebid after advancer's new suit"
[1{a}-1{b}-P-2{c}-P] where a<b, c<b, c!=a, b in S complete
3S "Overcall" hcp=15+ S=6+ text="jump rebid: 15+, a good six-card suit" test=AKQJ32-2-A32-A32 ref="standard teaching: the overcaller's rebid after advancer's new suit"
2S "Overcall" hcp=11-14 S=6+ text="rebids a six-card suit: 11-14" test=KQJ432-2-A32-K32 ref="standard teaching: the overcaller's rebid after advancer's new suit"
[1{a}-1{b}-P-2{c}-P] where a<b, c<b, c!=a, b in H complete
3H "Overcall" hcp=15+ H=6+ text="jump rebid: 15+, a good six-card suit" test=A2-AKQJ32-2-A432 ref="standard teaching: the overcaller's rebid after advancer's new suit"
2H "Overcall" hcp=11-14 H=6+ text="rebids a six-card suit: 11-14" test=K2-KQJ432-2-A432 ref="standard teaching: the overcaller's rebid after advancer's new suit"
# Advancer's new minor (five or more cards): the overcaller with 16+ and a stopper in
# their suit bids 3NT; with three-card support and a sound overcall (13+) he raises (a six-card major is rebid first).
[1{a}-1{b}-P-2{c}-P] where a<b, c<b, c!=a, c in CD complete
3N "Overcall" hcp=16+ {a}=:1stop text="game: 16+ and a stopper in their suit opposite advancer's 8-14" ref="standard teaching: the overcaller's rebid after advancer's new suit: with a strong overcall and their suit stopped, 3NT" test=AKJ32-A32-K2-Q32|AKJ32-A32-Q32-K2|KQ2-AKJ32-Q2-K32|KQ2-AKJ32-K32-Q2|A32-KQ2-AKJ32-Q2|Q2-KQ2-AKJ32-A32
[1{a}-1{b}-P-2{c}-P] where a<b, c<b, c!=a, c in CD complete
3{c} "Overcall" hcp=13+ {c}=3+ text="raise: 13+ with three-card or longer support for advancer's five-card suit" ref="standard teaching: the overcaller's rebid after advancer's new suit" test=KQJ32-K2-A32-432|KQJ32-K2-432-A32|K2-KQJ32-432-A32|K2-KQJ32-A32-432|A32-K2-KQJ32-432|K2-A32-KQJ32-432
[1{a}-1{b}-P-2{c}-P] where a<b, c<b, c!=a complete
P "Overcall" text="a minimum or no fit: pass" test=2-QJ32-KJ432-432 ref="standard teaching: the overcaller's rebid after advancer's new suit"

# Advancer after the overcaller's raise of his suit or rebid of a six-card major.
# After the raise of his minor (13+ with support), advancer bids 3NT with a stopper in their
# suit and 11+, five of the minor with 12+; otherwise he passes.
[1{a}-1{b}-P-2{c}-P-3{c}-P] where a<b, c<b, c!=a, c in CD complete
3N "Overcall" hcp=11+ {a}=:1stop text="game: a stopper in their suit and 11+ opposite the sound raise" ref="standard teaching: advancing an overcall: after the raise, game with the values" test=K32-2-KQJ32-A432|2-K32-A432-KQJ32|A432-2-KQJ32-K32|2-A432-K32-KQJ32|2-K32-KQJ32-A432|K32-2-A432-KQJ32
5{c} "Overcall" hcp=12+ text="game in the minor: 12+ opposite the sound raise" ref="standard teaching: advancing an overcall: after the raise, game with the values" test=2-32-AKQJ32-Q432|2-32-Q432-AKQJ32
P "Overcall" text="no game: pass" ref="standard teaching: advancing an overcall" test=32-2-KJ432-K5432|32-2-K5432-KJ432
[1{a}-1{b}-P-1{c}-P-2{c}-P] where a<b, b<c, c in HS complete
4{c} "Overcall" hcp=9+ {c}=6+ text="game: 9+ and a six-card suit opposite a sound raise" ref="standard teaching: advancing an overcall: after the raise, a six-card suit is worth about two points more (nine trumps opposite the sound raise)" test=KQ9432-KJ9432--2
4{c} "Overcall" hcp=11+ text="game: 11+ opposite a sound raise" test=AQJ32-AQJ32-2-32 ref="standard teaching: advancing an overcall"
P "Overcall" text="7-10: pass" test=QJ432-QJ432-2-32 ref="standard teaching: advancing an overcall"
[1{a}-1{b}-P-1{c}-P-3{c}-P] where a<b, b<c, c in HS complete
4{c} "Overcall" hcp=8+ text="game: 8+ opposite a jump raise" test=KJ432-KJ432-2-32 ref="standard teaching: advancing an overcall"
P "Overcall" text="a minimum: pass" test=QJ432-J5432-2-32 ref="standard teaching: advancing an overcall"
[1{a}-1{b}-P-2{c}-P-3{c}-P] where a<b, c<b, c!=a, c in H complete
4{c} "Overcall" hcp=9+ {c}=6+ text="game: 9+ and a six-card suit opposite a sound raise" ref="standard teaching: advancing an overcall: after the raise, a six-card suit is worth about two points more (nine trumps opposite the sound raise)" test=2-AQJ432-K32-432
4{c} "Overcall" hcp=11+ text="game: 11+ opposite a sound raise" test=2-AQJ32-A432-432 ref="standard teaching: advancing an overcall"
P "Overcall" text="7-10: pass" test=2-KQJ32-5432-432 ref="standard teaching: advancing an overcall"
[1{a}-1{b}-P-1{c}-P-2{b}-P] where a<b, b<c, b in H complete
4H "Overcall" hcp=12+ H=2+ text="game: 12+ and a doubleton opposite a six-card suit" test=AKJ32-32-K32-Q32 ref="standard teaching: advancing an overcall"
P "Overcall" text="no game: pass" test=QJ432-32-K32-432 ref="standard teaching: advancing an overcall"
[1C-1D-P-1{c}-P-2D-P] where c in HS complete
3N "Overcall" hcp=12+ C=:1stop text="game: 12+ and a club stopper opposite a six-card suit" ref="standard teaching: advancing an overcall: over the rebid of a six-card minor, 3NT with their suit stopped and the values" test=KJ32-A432-Q2-KJ2|A432-KJ32-Q2-KJ2
P "Overcall" text="no game: pass" ref="standard teaching: advancing an overcall: over the rebid of a six-card minor, 3NT with their suit stopped and the values" test=QJ432-J32-2-K432|J32-QJ432-2-K432
[1C-1D-P-1{c}-P-3D-P] where c in HS complete
3N "Overcall" hcp=9+ C=:1stop text="game: 9+ and a club stopper opposite 15+ and six" ref="standard teaching: advancing an overcall: over the rebid of a six-card minor, 3NT with their suit stopped and the values" test=KJ32-J432-2-KJ32|J432-KJ32-2-KJ32
5D "Overcall" hcp=11+ D=2+ text="game: 11+ and support opposite 15+ and six" ref="standard teaching: advancing an overcall: over the jump rebid of a six-card minor, game in the minor with values and a fit" test=KJ32-A432-Q2-J32|A432-KJ32-Q2-J32
P "Overcall" text="no game: pass" ref="standard teaching: advancing an overcall: over the rebid of a six-card minor, 3NT with their suit stopped and the values" test=QJ432-J32-2-J432|J32-QJ432-2-J432
[1{a}-1{b}-P-1{c}-P-3{b}-P] where a<b, b<c, b in H complete
4H "Overcall" hcp=9+ H=2+ text="game: 9+ and a doubleton opposite 15+ and six" test=KJ432-32-K32-Q32 ref="standard teaching: advancing an overcall"
P "Overcall" text="no game: pass" test=QJ432-2-5432-432 ref="standard teaching: advancing an overcall"
[1{a}-1{b}-P-2{c}-P-2{b}-P] where a<b, c<b, c!=a, b in HS complete
4{b} "Overcall" hcp=12+ {b}=2+ text="game: 12+ and a doubleton opposite a six-card suit" test=32-32-AKJ32-AQ32 ref="standard teaching: advancing an overcall"
P "Overcall" text="no game: pass" test=32-2-KJ432-K5432 ref="standard teaching: advancing an overcall"
[1{a}-1{b}-P-2{c}-P-3{b}-P] where a<b, c<b, c!=a, b in HS complete
4{b} "Overcall" hcp=9+ {b}=2+ text="game: 9+ and a doubleton opposite 15+ and six" test=32-32-KJ432-KQ32 ref="standard teaching: advancing an overcall"
P "Overcall" text="no game: pass" test=32-2-QJ432-J5432 ref="standard teaching: advancing an overcall"

# Advancer when third hand acts after our one-level overcall.
[1{a}-1{b}-D] where a<b complete
2{a} "Overcall: Cue Bid Raise" {b}=3+ hcp=10+ asks=1 text="cue bid: 3+ support, a limit raise or better (10+ HCP: a weaker hand with shape raises or jump-raises)"
   test=K32-Q32-K32-Q432 ref="standard teaching: the cue-bid raise of an overcall"
2{a} "Overcall: Cue Bid Raise" {b}=4+ hcp=7+ dummy={b}5:10+ asks=1 text="cue bid: four trumps and shortness, a limit raise in playing strength (10+ dummy points)"
   test=Q842-K843-Q843-4 ref="standard teaching: the cue-bid raise of an overcall (with four trumps, count dummy points; with three, 10+ HCP)"
3{b} "Overcall" {b}=4+ hcp=<9 text="preemptive jump raise" test=J832-Q843-J843-2 ref="standard teaching: advancing an overcall when third hand acts"
2{b} "Overcall" {b}=3+ hcp=<10 dummy={b}5:6+ text="raise: 3+ support, under 10 HCP" test=K32-Q32-K32-J432 ref="standard teaching: advancing an overcall when third hand acts"
P test=J32-Q32-432-5432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
[1{a}-1{b}-2{a}] where a<b complete
3{a} "Overcall: Cue Bid Raise" {b}=3+ hcp=10+ asks=1 text="cue bid: 3+ support, a limit raise or better (10+ HCP: a weaker hand with shape raises or jump-raises)"
   test=K32-Q32-K32-Q432 ref="standard teaching: the cue-bid raise of an overcall"
3{a} "Overcall: Cue Bid Raise" {b}=4+ hcp=7+ dummy={b}5:10+ asks=1 text="cue bid: four trumps and shortness, a limit raise in playing strength (10+ dummy points)"
   test=Q842-K843-Q843-4 ref="standard teaching: the cue-bid raise of an overcall (with four trumps, count dummy points; with three, 10+ HCP)"
3{b} "Overcall" {b}=4+ hcp=<9 text="preemptive jump raise" test=J832-Q843-J843-2 ref="standard teaching: advancing an overcall when third hand acts"
2{b} "Overcall" {b}=3+ hcp=<10 dummy={b}5:6+ text="raise: 3+ support, under 10 HCP" test=K32-Q32-K32-J432 ref="standard teaching: advancing an overcall when third hand acts"
# A new suit when third hand raises opener: natural and not forcing, a good suit of one's own
# (after the raises above, which come first with support).
[1C-1D-2C] complete
2x "Overcall" hcp=8+ X=5+:2/3 S=x H=x C=<4 D=<3 text="a new suit: a good five-card suit of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=AQJ97-K84-32-432
2x "Overcall" hcp=8+ X=6+ S=x H=x C=<4 D=<3 text="a new suit: six cards of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=K97642-AJ-Q3-854
[1C-1H-2C] complete
2x "Overcall" hcp=8+ X=5+:2/3 S=x D=x C=<4 H=<3 text="a new suit: a good five-card suit of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=AQJ97-32-K84-432
2x "Overcall" hcp=8+ X=6+ S=x D=x C=<4 H=<3 text="a new suit: six cards of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=K97642-Q3-AJ-854
[1C-1S-2C] complete
2x "Overcall" hcp=8+ X=5+:2/3 H=x D=x C=<4 S=<3 text="a new suit: a good five-card suit of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=32-AQJ97-K84-432
2x "Overcall" hcp=8+ X=6+ H=x D=x C=<4 S=<3 text="a new suit: six cards of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=Q3-K97642-AJ-854
[1D-1H-2D] complete
2x "Overcall" hcp=8+ X=5+:2/3 S=x D=<4 H=<3 text="a new suit: a good five-card suit of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=AQJ97-32-432-K84
2x "Overcall" hcp=8+ X=6+ S=x D=<4 H=<3 text="a new suit: six cards of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=K97642-Q3-854-AJ
3x "Overcall" hcp=10+ X=6+:2/3 C=x D=<4 H=<3 text="a new suit at the three level: a good six-card suit and 10+, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=Q4-K3-852-AQJ976
3x "Overcall" hcp=8+ X=7+:1/3 C=x D=<4 H=<3 text="a new suit at the three level: a seven-card suit with a top honour, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=A8-Q3-84-KT98752
[1D-1S-2D] complete
2x "Overcall" hcp=8+ X=5+:2/3 H=x D=<4 S=<3 text="a new suit: a good five-card suit of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=32-AQJ97-432-K84
2x "Overcall" hcp=8+ X=6+ H=x D=<4 S=<3 text="a new suit: six cards of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=Q3-K97642-854-AJ
3x "Overcall" hcp=10+ X=6+:2/3 C=x D=<4 S=<3 text="a new suit at the three level: a good six-card suit and 10+, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=K3-Q4-852-AQJ976
3x "Overcall" hcp=8+ X=7+:1/3 C=x D=<4 S=<3 text="a new suit at the three level: a seven-card suit with a top honour, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=Q3-A8-84-KT98752
[1H-1S-2H] complete
3x "Overcall" hcp=10+ X=6+:2/3 D=x C=x H=<4 S=<3 text="a new suit at the three level: a good six-card suit and 10+, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=K3-852-AQJ976-Q4
3x "Overcall" hcp=8+ X=7+:1/3 D=x C=x H=<4 S=<3 text="a new suit at the three level: a seven-card suit with a top honour, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=Q3-84-KT98752-A8
[1{a}-1{b}-2{a}] where a<b complete
P test=J32-Q32-432-5432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
[1{a}-1{b}-1N] where a<b complete
D "Penalty Double" hcp=11+ text="penalty: 11+" test=KQ2-A32-K2-Q5432 ref="standard teaching: advancing an overcall when third hand acts"
2{a} "Overcall: Cue Bid Raise" {b}=3+ hcp=10+ asks=1 text="cue bid: 3+ support, a limit raise or better (10+ HCP: a weaker hand with shape raises or jump-raises)"
   test=K32-Q32-K32-Q432 ref="standard teaching: the cue-bid raise of an overcall"
2{a} "Overcall: Cue Bid Raise" {b}=4+ hcp=7+ dummy={b}5:10+ asks=1 text="cue bid: four trumps and shortness, a limit raise in playing strength (10+ dummy points)"
   test=Q842-K843-Q843-4 ref="standard teaching: the cue-bid raise of an overcall (with four trumps, count dummy points; with three, 10+ HCP)"
3{b} "Overcall" {b}=4+ hcp=<9 text="preemptive jump raise" test=J832-Q843-J843-2 ref="standard teaching: advancing an overcall when third hand acts"
2{b} "Overcall" {b}=3+ hcp=<10 dummy={b}5:6+ text="raise: 3+ support, under 10 HCP" test=K32-Q32-K32-J432 ref="standard teaching: advancing an overcall when third hand acts"
P test=J32-Q32-432-5432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
[1C-1D-1H] complete
1S "Overcall" hcp=7+ S=5+ D=<3 text="a new suit: 5+ spades, not forcing" test=KJ873-Q5-62-Q643 ref="standard teaching: advancing an overcall when third hand acts (a new suit at the one level)"
[1{a}-1{b}-1{c}] where a<b, b<c complete
2{a} "Overcall: Cue Bid Raise" {b}=3+ hcp=10+ asks=1 text="cue bid: 3+ support, a limit raise or better (10+ HCP: a weaker hand with shape raises or jump-raises)"
   test=K32-Q32-K32-Q432 ref="standard teaching: the cue-bid raise of an overcall"
2{a} "Overcall: Cue Bid Raise" {b}=4+ hcp=7+ dummy={b}5:10+ asks=1 text="cue bid: four trumps and shortness, a limit raise in playing strength (10+ dummy points)"
   test=Q842-K843-Q843-4 ref="standard teaching: the cue-bid raise of an overcall (with four trumps, count dummy points; with three, 10+ HCP)"
2{b} "Overcall" {b}=3+ hcp=<10 dummy={b}5:6+ text="raise: 3+ support, under 10 HCP" test=K32-Q32-K32-J432 ref="standard teaching: advancing an overcall when third hand acts"
P test=J32-Q32-432-5432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
[1{a}-1{b}-2{c}] where a<b, c<b, c!=a complete
4{b} "Overcall" {b}=4+ hcp=12+ text="game: four trumps and opening values opposite the overcall" ref="standard teaching: advancing an overcall when third hand acts: with a fit and game values, bid game; with no fit, their suits stopped and game values, 3NT (a pass would sell out with the balance of the values)"
   test=AJ32-K32-K32-Q32|K32-AJ32-K32-Q32
4{b} "Overcall" {b}=3+ hcp=14+ text="game: three trumps and 14+ opposite the overcall" ref="standard teaching: advancing an overcall when third hand acts: with a fit and game values, bid game; with no fit, their suits stopped and game values, 3NT (a pass would sell out with the balance of the values)"
   test=AJ2-K32-KJ32-Q32|K32-AJ2-KJ32-Q32
3N "Overcall" {b}=<3 {a}=:1stop {c}=:1stop hcp=13+ text="3NT: 13+, both their suits stopped, no fit" ref="standard teaching: advancing an overcall when third hand acts: with a fit and game values, bid game; with no fit, their suits stopped and game values, 3NT (a pass would sell out with the balance of the values)"
   test=32-AQ2-KJ32-AJ32|AQ2-32-KJ32-AJ32
3{b} "Overcall" {b}=4+ hcp=<9 text="preemptive jump raise" test=J832-Q843-J843-2 ref="standard teaching: advancing an overcall when third hand acts"
2{b} "Overcall" {b}=3+ hcp=<10 dummy={b}5:6+ text="raise: 3+ support, under 10 HCP" test=K32-Q32-K32-J432 ref="standard teaching: advancing an overcall when third hand acts"
P test=J32-Q32-432-5432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
[1{a}-1H-2S] where a in CD complete
4H "Overcall" H=4+ hcp=12+ text="game: four trumps and opening values opposite the overcall" ref="standard teaching: advancing an overcall when third hand acts: with a fit and game values, bid game; with no fit, their suits stopped and game values, 3NT (a pass would sell out with the balance of the values)"
   test=K32-AJ32-K32-Q32
4H "Overcall" H=3+ hcp=14+ text="game: three trumps and 14+ opposite the overcall" ref="standard teaching: advancing an overcall when third hand acts: with a fit and game values, bid game; with no fit, their suits stopped and game values, 3NT (a pass would sell out with the balance of the values)"
   test=K32-AJ2-KJ32-Q32
3N "Overcall" H=<3 S=:1stop {a}=:1stop hcp=13+ text="3NT: 13+, both their suits stopped, no fit" ref="standard teaching: advancing an overcall when third hand acts: with a fit and game values, bid game; with no fit, their suits stopped and game values, 3NT (a pass would sell out with the balance of the values)"
   test=AQ2-32-KJ32-AJ32
[1{a}-1{b}-2{c}] where a<b, c>b complete
3{b} "Overcall" {b}=3+ dummy={b}5:7-10 text="competitive raise: 3+ support" test=K32-Q32-K32-J432 ref="standard teaching: advancing an overcall when third hand acts"
P test=J32-Q32-432-5432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
[1{a}-1{b}-3{a}] where a<b, b in HS complete
4{b} "Overcall" {b}=3+ dummy={b}5:12+ text="game values with support: game" test=K32-AQ32-K32-Q32 ref="standard teaching: advancing an overcall when third hand acts"
[1{a}-1{b}-3{a}] where a<b complete
3{b} "Overcall" {b}=4+ hcp=6+ text="competitive: 4+ support" test=K832-Q832-K832-J ref="standard teaching: advancing an overcall when third hand acts"
3{b} "Overcall" {b}=3 hcp=7+ shape=singleton-or-void text="competitive: three trumps and a ruffing value, the three level" ref="standard teaching: advancing an overcall when third hand jumps: raise to the level of the fit (a five-card overcall and three trumps are eight; a singleton is worth a trick more), or sell out to their preempt"
   test=KJ4-Q873-Q9652-5|Q873-KJ4-Q9652-5|Q873-Q9652-KJ4-5
P test=J32-Q32-432-5432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
[1{a}-1{b}-3{a}-3{b}-P] where a<b, b in HS complete
4{b} "Overcall" dist=T16+ text="extra values: game opposite the competitive raise" test=AKJ32-AQ32-32-32 ref="standard teaching: the overcaller's rebid"
P "Overcall" text="a minimum: pass" test=KJ432-Q32-J32-32 ref="standard teaching: the overcaller's rebid"
[1{a}-1{b}-2{b}] where a<b complete
D "Takeout Double" hcp=10+ text="values: 10+ (responsive)" test=KQ2-A32-K2-Q5432 ref="standard teaching: advancing an overcall when third hand acts"
P test=J32-Q32-432-5432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"

# After a two-level overcall.
[1{a}-2{b}-D] where b<a complete
3{b} "Overcall" {b}=3+ hcp=6-10 text="raise: 3+ support" test=K432-Q32-K32-J32 ref="standard teaching: advancing an overcall when third hand acts"
R "Overcall" hcp=11+ text="11+, no fit" test=KQ32-A32-K32-Q32 ref="standard teaching: advancing an overcall when third hand acts"
P test=5432-J32-Q32-432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
[1S-2H-2S] complete
4H "Overcall" H=4+ hcp=11+ text="game: four trumps and 11+ opposite the two-level overcall" ref="standard teaching: advancing an overcall when third hand acts: with a fit and game values, bid game; with no fit, their suits stopped and game values, 3NT (a pass would sell out with the balance of the values)"
   test=K32-AJ32-K32-J32
4H "Overcall" H=3+ hcp=13+ text="game: three trumps and 13+ opposite the two-level overcall" ref="standard teaching: advancing an overcall when third hand acts: with a fit and game values, bid game; with no fit, their suits stopped and game values, 3NT (a pass would sell out with the balance of the values)"
   test=K32-AJ2-KJ32-Q32
[1{a}-2{b}-2{a}] where b<a complete
3{b} "Overcall" {b}=3+ hcp=6-10 text="raise: 3+ support" test=K432-Q32-K32-J32 ref="standard teaching: advancing an overcall when third hand acts"
# A new suit when third hand raises opener: natural and not forcing, a good suit of one's own
# (after the raises above, which come first with support).
[1D-2C-2D] complete
2x "Overcall" hcp=8+ X=5+:2/3 S=x H=x D=<4 C=<3 text="a new suit: a good five-card suit of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=AQJ97-K84-432-32
2x "Overcall" hcp=8+ X=6+ S=x H=x D=<4 C=<3 text="a new suit: six cards of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=K97642-AJ-854-Q3
[1H-2C-2H] complete
2x "Overcall" hcp=8+ X=5+:2/3 S=x H=<4 C=<3 text="a new suit: a good five-card suit of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=AQJ97-432-K84-32
2x "Overcall" hcp=8+ X=6+ S=x H=<4 C=<3 text="a new suit: six cards of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=K97642-854-AJ-Q3
3x "Overcall" hcp=10+ X=6+:2/3 D=x H=<4 C=<3 text="a new suit at the three level: a good six-card suit and 10+, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=Q4-852-AQJ976-K3
3x "Overcall" hcp=8+ X=7+:1/3 D=x H=<4 C=<3 text="a new suit at the three level: a seven-card suit with a top honour, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=A8-84-KT98752-Q3
[1H-2D-2H] complete
2x "Overcall" hcp=8+ X=5+:2/3 S=x H=<4 D=<3 text="a new suit: a good five-card suit of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=AQJ97-432-32-K84
2x "Overcall" hcp=8+ X=6+ S=x H=<4 D=<3 text="a new suit: six cards of one's own, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=K97642-854-Q3-AJ
3x "Overcall" hcp=10+ X=6+:2/3 C=x H=<4 D=<3 text="a new suit at the three level: a good six-card suit and 10+, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=Q4-852-K3-AQJ976
3x "Overcall" hcp=8+ X=7+:1/3 C=x H=<4 D=<3 text="a new suit at the three level: a seven-card suit with a top honour, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=A8-84-Q3-KT98752
[1S-2C-2S] complete
3x "Overcall" hcp=10+ X=6+:2/3 H=x D=x S=<4 C=<3 text="a new suit at the three level: a good six-card suit and 10+, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=852-AQJ976-Q4-K3
3x "Overcall" hcp=8+ X=7+:1/3 H=x D=x S=<4 C=<3 text="a new suit at the three level: a seven-card suit with a top honour, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=84-KT98752-A8-Q3
[1S-2D-2S] complete
3x "Overcall" hcp=10+ X=6+:2/3 H=x C=x S=<4 D=<3 text="a new suit at the three level: a good six-card suit and 10+, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=852-AQJ976-K3-Q4
3x "Overcall" hcp=8+ X=7+:1/3 H=x C=x S=<4 D=<3 text="a new suit at the three level: a seven-card suit with a top honour, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=84-KT98752-Q3-A8
[1S-2H-2S] complete
3x "Overcall" hcp=10+ X=6+:2/3 D=x C=x S=<4 H=<3 text="a new suit at the three level: a good six-card suit and 10+, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=852-K3-AQJ976-Q4
3x "Overcall" hcp=8+ X=7+:1/3 D=x C=x S=<4 H=<3 text="a new suit at the three level: a seven-card suit with a top honour, not forcing" ref="standard teaching: advancing an overcall when third hand raises: a new suit is natural and not forcing, a good suit of one's own (five good cards or six at the two level; at the three level a good six-card suit and 10+, or seven cards with a top honour)"
   test=84-Q3-KT98752-A8
[1{a}-2{b}-2{a}] where b<a, b in CD complete
3N "Overcall" {b}=3+ {a}=:1stop hcp=12+ text="3NT: 12+, a stopper in their suit and a fit for the overcall's long minor" ref="standard teaching: advancing a two-level overcall when third hand raises: with support and values advancer does not sell out (a raise, 3NT with their suit stopped and the long minor's tricks, four of the suit over their three-level raise); a long strong major of one's own bids game"
   test=AQ2-K32-J32-K432|AQ2-K32-K432-J32|K32-AQ2-J32-K432|K32-AQ2-K432-J32|K32-J32-AQ2-K432
# With a weak hand and support the law of total tricks: five trumps (ten together) the
# four level, four trumps (nine) the three level, not at unfavourable vulnerability.
4{b} "Overcall" vul=X {b}=5+ text="preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps)"
   test=873-K4-852-Q9842|873-K4-Q9842-852
4{b} "Overcall" vul=B {b}=5+ text="preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps; at equal vulnerability follow the law)"
   test=873-K4-852-Q9842|873-K4-Q9842-852
3{b} "Overcall" vul=X {b}=4+ text="competitive raise: four trumps (nine together), the three level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps)"
   test=873-K42-852-Q984|873-K42-Q984-852
3{b} "Overcall" vul=B {b}=4+ text="competitive raise: four trumps (nine together), the three level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps; at equal vulnerability follow the law)"
   test=873-K42-852-Q984|873-K42-Q984-852

[1{a}-2{b}-2{a}] where b<a complete
3N "Overcall" {b}=<3 {a}=:1stop hcp=13+ text="3NT: 13+, a stopper in their suit, no fit" ref="standard teaching: advancing an overcall when third hand acts: with a fit and game values, bid game; with no fit, their suits stopped and game values, 3NT (a pass would sell out with the balance of the values)"
   test=AQ2-KJ32-KJ32-32|AQ2-KJ32-32-KJ32|AQ2-32-KJ32-KJ32
3{b} "Overcall" {b}=3+ hcp=11+ text="raise: 3+ support and 11+ (no stopper for 3NT): competes to the three level" ref="standard teaching: advancing a two-level overcall when third hand raises: with support and values advancer does not sell out (a raise, 3NT with their suit stopped and the long minor's tricks, four of the suit over their three-level raise); a long strong major of one's own bids game"
   test=AK2-Q32-432-Q432|AK2-432-Q32-Q432|AK2-432-Q432-Q32|432-AK2-Q32-Q432|432-AK2-Q432-Q32|432-Q32-AK2-Q432
P test=5432-J32-Q32-432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
# When responder raises opener's suit to three over our two-level overcall: advancer raises a
# heart overcall to game with support and values, bids 3NT with a stopper; the overcaller
# competes with a long suit.
[1S-2H-3S] complete
4H "Overcall" H=3+ hcp=10+ text="game: support and values" ref="standard teaching: advancing an overcall"
   test=K32-Q32-A432-K32
[1{a}-2{b}-3{a}] where b<a, a in CDH complete
4S "Overcall" hcp=10+ S=7+:2/3 text="game: a long strong spade suit of one's own" ref="standard teaching: advancing a two-level overcall when third hand raises: with support and values advancer does not sell out (a raise, 3NT with their suit stopped and the long minor's tricks, four of the suit over their three-level raise); a long strong major of one's own bids game"
   test=KQJ9874-J-T8-AT2|KQJ9874-T8-J-AT2|KQJ9874-T8-AT2-J
[1{a}-2{b}-3{a}] where b<a, a in CDS, b in CD complete
4H "Overcall" hcp=10+ H=7+:2/3 text="game: a long strong heart suit of one's own" ref="standard teaching: advancing a two-level overcall when third hand raises: with support and values advancer does not sell out (a raise, 3NT with their suit stopped and the long minor's tricks, four of the suit over their three-level raise); a long strong major of one's own bids game"
   test=J-KQJ9874-T8-AT2|J-KQJ9874-AT2-T8|T8-KQJ9874-J-AT2
[1{a}-2{b}-3{a}] where b<a complete
3N "Overcall" hcp=13+ {a}=:1stop text="to play: 13+, a stopper" ref="standard teaching: advancing an overcall"
   test=AK2-A2-K432-5432
[1{a}-2{b}-3{a}] where b<a, b in CD complete
4{b} "Overcall" {b}=4+ hcp=10+ text="raise to four: four trumps and 10+ over their three-level raise (ten trumps opposite the long suit)" ref="standard teaching: advancing a two-level overcall when third hand raises: with support and values advancer does not sell out (a raise, 3NT with their suit stopped and the long minor's tricks, four of the suit over their three-level raise); a long strong major of one's own bids game"
   test=AK2-Q32-432-Q432|AK2-432-Q32-Q432|AK2-432-Q432-Q32|432-AK2-Q32-Q432|432-AK2-Q432-Q32
4{b} "Overcall" vul=X {b}=5+ text="preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps, not at unfavourable vulnerability)"
   test=873-K4-852-Q9842|873-K4-Q9842-852
4{b} "Overcall" vul=B {b}=5+ text="preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps, not at unfavourable vulnerability)"
   test=873-K4-852-Q9842|873-K4-Q9842-852
[1{a}-2{b}-3{a}] where b<a complete
P test=5432-J32-Q32-432 text="no fit and nothing to add: pass" ref="standard teaching: advancing an overcall when third hand acts"
[1S-2H-3S-P-P] complete
4H "Overcall" hcp=11+ H=7+ text="a seven-card suit: competes to game" ref="standard teaching: the overcaller's rebid"
   test=32-AKJ9632-K32-2
4H "Overcall" hcp=15+ H=6+ text="six hearts and extra values" ref="standard teaching: the overcaller's rebid"
   test=32-AKJ932-AK2-32
# Their raise to three passed round to the overcaller with a long one-suiter: his playing
# tricks decide. With ten playing tricks (game in hand) and a seven-card
# major he bids game; with seven and a six-card suit he competes in it at the cheapest level
# rather than sell out (partner's pass denied a fit, not a few useful cards).
[1{a}-1{b}-3{a}-P-P] where a<b, b in HS
4{b} "Overcall" {b}=7+ winners=10 text="a long suit and ten playing tricks: game in hand" ref="standard teaching: the overcaller's rebid: count playing tricks with a long one-suiter; with game in hand bid it rather than sell out"
   test=2-AKQJ9876-A-KQ2|AKQJ9876-2-A-KQ2
[1{a}-1{b}-3{a}-P-P] where a<b
3{b} "Overcall" {b}=6+ winners=7 text="a long suit and seven playing tricks: competes" ref="standard teaching: the overcaller's rebid: count playing tricks with a long one-suiter; with seven compete rather than sell out at the three level"
   test=2-AKQJ987-K32-32|AKQJ987-2-K32-32|2-K32-AKQJ987-32
[1{a}-2{b}-3{a}-P-P] where b<a, b in CD
4{b} "Overcall" {b}=7+ winners=8 hcp=15+ text="a long minor, eight playing tricks and a sound overcall: competes at the four level" ref="standard teaching: the overcaller's rebid: count playing tricks with a long one-suiter; with eight bid again rather than sell out"
   test=2-A2-AKQJ987-K32|2-A2-K32-AKQJ987
# Their raise to three passed round to the overcaller: with a good overcall (15+), shortness
# in their suit and the unbid suits, he reopens with a takeout double rather than sell out.
[1{a}-2{b}-3{a}-P-P] where b<a, a in S complete
D "Takeout Double" hcp=17+ {a}=<3 text="reopens: a strong overcall (17+, partner must answer at the four level), shortness in their suit, takeout"
   ref="standard teaching: balancing after their raise: with shortness in their suit and values, double (takeout) rather than sell out at the three level" test=2-AQ32-K32-AKJ32|2-AQ32-AKJ32-K32|2-AKJ32-AQ32-K32
[1{a}-2{b}-3{a}-P-P] where b<a complete
D "Takeout Double" hcp=15+ {a}=<3 text="reopens: a good overcall (15+), shortness in their suit, takeout"
   ref="standard teaching: balancing after their raise: with shortness in their suit and values, double (takeout) rather than sell out at the three level" test=K2-2-AQJ32-KQJ32|AQ32-Q32-2-AKJ32|2-AKJ32-Q32-AQ32
D "Takeout Double" hcp=17+ {a}=3 text="reopens: a strong overcall (17+), takeout: extra values, three of their suit"
   ref="standard teaching: the overcaller's rebid: with a strong overcall (17+) he does not sell out at the three level; a double shows the extra values and asks partner to choose"
   test=K32-KQJ32-AQ3-A2|KQJ32-K32-AQ3-A2|K32-A2-KQJ32-AQ3
P ref="standard teaching: the overcaller's rebid" test=32-KQJ32-K32-432 text="no fit and nothing to add: pass"
[1{a}-1{b}-3{a}-P-P] where a<b
D "Takeout Double" hcp=15+ {a}=<3 text="reopens: a good overcall (15+), shortness in their suit, takeout"
   ref="standard teaching: balancing after their raise: with shortness in their suit and values, double (takeout) rather than sell out at the three level" test=KQJ32-AQJ32-K2-2|AQ3-K32-AKJ32-32|AKJ32-32-AQ3-K32
D "Takeout Double" hcp=17+ {a}=3 text="reopens: a strong overcall (17+), takeout: extra values, three of their suit"
   ref="standard teaching: the overcaller's rebid: with a strong overcall (17+) he does not sell out at the three level; a double shows the extra values and asks partner to choose"
   test=AKJ32-K32-AQ32-2|K32-AKJ32-AQ3-A2|AKJ32-AQ3-K32-32|AKJ32-AQ3-K2-K32
# Advancer answers the overcaller's reopening double: penalty pass with four of their trumps
# and some values; game in the overcaller's suit (a major) or in a four-card major with 8+;
# 3NT with a stopper and 9+; otherwise the cheapest new four-card suit, else the overcaller's
# suit.
[1{a}-2{b}-3{a}-P-P-D-P] where b<a complete
P {a}=4+ hcp=6+ text="penalty pass: four of their trumps and values" ref="standard teaching: advancing a reopening double: pass for penalty with trump length" test=Q32-K32-KT98-432|Q32-KT98-K32-432|KT98-Q32-K32-432
[1{a}-2{b}-3{a}-P-P-D-P] where b<a, a in DH complete
4S S=4+ hcp=8+ text="game: four spades and values" ref="standard teaching: advancing a reopening double: with values, bid game" test=KQ32-K32-Q32-432
[1{a}-2{b}-3{a}-P-P-D-P] where b<a, a in DS complete
4H H=4+ hcp=8+ text="game: four hearts and values" ref="standard teaching: advancing a reopening double: with values, bid game" test=K32-KQ32-Q32-432
[1{a}-2{b}-3{a}-P-P-D-P] where b<a complete
3N hcp=9+ {a}=:1stop text="3NT: values and a stopper in their suit" ref="standard teaching: advancing a reopening double: with values, bid game" test=KJ2-KT2-KJ3-5432
[1{a}-1{b}-3{a}-P-P-D-P] where a<b complete
P {a}=4+ hcp=6+ text="penalty pass: four of their trumps and values" ref="standard teaching: advancing a reopening double: pass for penalty with trump length" test=Q32-K32-432-KT98|Q32-K32-KT98-432|Q32-KT98-K32-432
4S S=4+ hcp=8+ text="game: four spades and values" ref="standard teaching: advancing a reopening double: with values, bid game" test=KQ32-K32-Q32-432
[1{a}-1{b}-3{a}-P-P-D-P] where a<b, a in CD complete
4H H=4+ hcp=8+ text="game: four hearts and values" ref="standard teaching: advancing a reopening double: with values, bid game" test=K32-KQ32-Q32-432
[1{a}-1{b}-3{a}-P-P-D-P] where a<b complete
3N hcp=9+ {a}=:1stop text="3NT: values and a stopper in their suit" ref="standard teaching: advancing a reopening double: with values, bid game" test=K32-KJ2-KJ2-5432|K32-KJ2-5432-KJ2
[1{a}-1{b}-3{a}-P-P-D-P] where a<b, b in HS complete
4{b} {b}=3+ hcp=8+ text="game in the overcaller's major: support and values" ref="standard teaching: advancing a reopening double: with values, bid game" test=KQ2-432-KQ32-432|KQ2-432-432-KQ32
[1{a}-2{b}-3{a}-P-P-D-P] where b<a, a in D complete
3H H=4+ text="four hearts" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=432-QT32-432-J32
3S S=4+ text="four spades" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=QT32-432-432-J32
[1{a}-2{b}-3{a}-P-P-D-P] where b<a, a in H complete
3S S=4+ text="four spades" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=QT32-432-432-J32
[1{a}-1{b}-3{a}-P-P-D-P] where a<b, a in CD complete
3H H=4+ text="four hearts" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=432-QT32-432-J32
3S S=4+ text="four spades" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=QT32-432-432-J32
[1{a}-1{b}-3{a}-P-P-D-P] where a<b, a in H complete
3S S=4+ text="four spades" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=QT32-432-432-J32
[1{a}-1{b}-3{a}-P-P-D-P] where a<b complete
3{b} {b}=2+ text="back to the overcaller's suit" ref="standard teaching: advancing a takeout double: preference" test=J32-Q32-Q32-5432
[1{a}-2{b}-3{a}-P-P-D-P] where b<a complete
4{b} {b}=3+ text="back to the overcaller's suit" ref="standard teaching: advancing a takeout double: preference" test=Q32-J32-Q32-5432
[1{a}-2{b}-3{a}-P-P-D-P] where b<a, b in DH complete
4C C=4+ text="four clubs" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=432-432-32-QJ432|432-32-432-QJ432
[1{a}-2{b}-3{a}-P-P-D-P] where b<a, a in HS, b in CH complete
4D D=4+ text="four diamonds" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=432-432-QJ432-32|432-32-QJ432-432
[1{a}-2{b}-3{a}-P-P-D-P] where b<a complete
4{b} text="back to the overcaller's suit" ref="standard teaching: advancing a takeout double: preference" test=Q32-432-J5432-32|Q32-J5432-432-32|Q32-J5432-32-432|J5432-Q32-432-32|J5432-Q32-32-432|J5432-32-Q32-432
[1{a}-1{b}-3{a}-P-P-D-P] where a<b, a in DH complete
4C C=4+ text="four clubs" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=2-Q32-J432-Q5432|Q32-2-J432-Q5432
[1{a}-1{b}-3{a}-P-P-D-P] where a<b, a in CH, b in HS complete
4D D=4+ text="four diamonds" ref="standard teaching: advancing a takeout double: the cheapest four-card suit" test=432-2-QJ5432-432|2-432-QJ5432-432
[1{a}-1{b}-3{a}-P-P-D-P] where a<b complete
4{b} text="back to the overcaller's suit" ref="standard teaching: advancing a takeout double: preference" test=Q32-Q32-2-J65432|Q32-2-Q32-J65432|2-Q32-Q32-J65432|Q32-2-J65432-Q32|2-Q32-J65432-Q32|2-J65432-Q32-Q32

# ---------------------------------------------------------------------------------------
# Michaels: advancer picks the suit; over a major, 2NT asks for the minor.
# ---------------------------------------------------------------------------------------

[1{a}-2{a}-P] where a in CD complete
4x "Michaels" hcp=13+ X=3+ S=x H=x text="game in the better major" test=AQ3-K82-KJ73-Q54 ref="standard teaching: advancing a Michaels cue bid"
3x "Michaels" hcp=10-12 X=3+ S=x H=x text="invitational, 3+ support" test=K83-Q82-KJ73-Q54 ref="standard teaching: advancing a Michaels cue bid"
2x "Michaels" X=0+U S=x H=x text="preference: the longer major (hearts when equal)" test=83-Q82-KJ73-Q854 ref="standard teaching: advancing a Michaels cue bid"
[1H-2H-P] complete
4S "Michaels" hcp=13+ S=3+ text="game" test=AQ3-K82-KJ73-Q54 ref="standard teaching: advancing a Michaels cue bid"
3S "Michaels" hcp=10-12 S=3+ text="invitational, 3+ spades" test=K83-Q82-KJ73-Q54 ref="standard teaching: advancing a Michaels cue bid"
2S "Michaels" S=3+ text="preference: 3+ spades" test=T83-542-AQ5-K752 ref="standard teaching: advancing a Michaels cue bid"
2N "Michaels" alert asks=P,1 text="asks for the minor" test=76-K63-432-A8763 ref="standard teaching: advancing a Michaels cue bid"
[1S-2S-P] complete
4H "Michaels" hcp=13+ H=3+ text="game" test=K82-AQ3-KJ73-Q54 ref="standard teaching: advancing a Michaels cue bid"
3H "Michaels" H=3+ text="preference: 3+ hearts (0-12)" test=83-8753-843-T943 ref="standard teaching: advancing a Michaels cue bid"
2N "Michaels" alert asks=P,1 text="asks for the minor" test=J743-97-9652-T85 ref="standard teaching: advancing a Michaels cue bid"

# The Michaels bidder shows the minor: three weak, four strong.
[1{a}-2{a}-P-2N-P] where a in HS complete
4x "Michaels" hcp=16+ X=5+ C=x D=x text="strong, this minor" test=542-AQ-AJ8762-AJ ref="standard teaching: advancing a Michaels cue bid"
3x "Michaels" X=5+ C=x D=x text="this minor" test=T95-T875-T8632-T ref="standard teaching: advancing a Michaels cue bid"

# The Michaels bidder after advancer's invitation or preference: accept with a maximum.
[1{a}-2{a}-P-3{b}-P] where a in CD, b in HS complete
4{b} "Michaels" hcp=9+ text="accepts" test=AKT95-KQT87-2-32 ref="standard teaching: advancing a Michaels cue bid"
P test=QJT65-KJT87-2-32 text="a minimum: pass" ref="standard teaching: advancing a Michaels cue bid"
[1H-2H-P-3S-P] complete
4S "Michaels" hcp=9+ text="accepts" test=AT4-T6-T954-KQ43 ref="standard teaching: advancing a Michaels cue bid"
P test=KJT65-9-QJ987-32 text="a minimum: pass" ref="standard teaching: advancing a Michaels cue bid"
[1{a}-2{a}-P-2{b}-P] where a in CD, b in HS complete
3{b} "Michaels" hcp=16+ text="strong: invitational" test=AKJ95-AKT87-2-K2 ref="standard teaching: advancing a Michaels cue bid"
P test=QJT65-KJT87-2-32 text="a minimum: pass" ref="standard teaching: advancing a Michaels cue bid"
[1H-2H-P-2S-P] complete
3S "Michaels" hcp=16+ text="strong: invitational" test=AKJ95-2-AKT87-K2 ref="standard teaching: advancing a Michaels cue bid"
P test=KJT65-9-QJ987-32 text="a minimum: pass" ref="standard teaching: advancing a Michaels cue bid"
[1S-2S-P-3H-P] complete
4H "Michaels" hcp=16+ text="strong" test=2-AKJ95-AKT87-K2 ref="standard teaching: advancing a Michaels cue bid"
P test=9-KJT65-QJ987-32 text="a minimum: pass" ref="standard teaching: advancing a Michaels cue bid"

# After opener's partner raised: advancer's 4C is pass-or-correct, 4NT asks for the minor.
[1{a}-2{a}-3{a}-4C-P] where a in HS complete
4D "Michaels" D=>C text="diamonds is the minor" test=T72-76532-943-95 ref="standard teaching: advancing a Michaels cue bid"
P test=J43-J54-52-76532 text="content: pass" ref="standard teaching: advancing a Michaels cue bid"
[1{a}-2{a}-4{a}-4N-P] where a in HS complete
5x "Michaels" X=5+ C=x D=x text="this minor" test=985-J7-Q62-T9763 ref="standard teaching: advancing a Michaels cue bid"

# ---------------------------------------------------------------------------------------
# Unusual 2NT: advancer picks the suit (the major when equal), the cue bid is a good raise.
# ---------------------------------------------------------------------------------------

[1C-2N-P] complete
4H "Unusual Notrump" hcp=12+ H=4+ text="game" test=A5-KJ74-K92-Q632 ref="standard teaching: advancing the unusual notrump"
3C "Unusual Notrump" hcp=11+ asks=1 text="cue bid: a good hand, a limit raise or better" test=AJ84-K3-KQ2-8632 ref="standard teaching: advancing the unusual notrump"
3x "Unusual Notrump" X=0+ H=x D=x text="preference (hearts when equal)" test=9652-T97643-4-87 ref="standard teaching: advancing the unusual notrump"
[1D-2N-P] complete
4H "Unusual Notrump" hcp=12+ H=4+ text="game" test=A5-KJ74-Q632-K92 ref="standard teaching: advancing the unusual notrump"
3D "Unusual Notrump" hcp=11+ asks=1 text="cue bid: a good hand, a limit raise or better" test=AJ84-K3-8632-KQ2 ref="standard teaching: advancing the unusual notrump"
3x "Unusual Notrump" X=0+ H=x C=x text="preference (hearts when equal)" test=7632-732-T8652-9 ref="standard teaching: advancing the unusual notrump"
[1{a}-2N-P] where a in HS complete
3{a} "Unusual Notrump" hcp=11+ asks=1 text="cue bid: a good hand, a limit raise or better" test=AJ84-K3-KQ2-8632 ref="standard teaching: advancing the unusual notrump"
3x "Unusual Notrump" X=0+ D=x C=x text="preference (diamonds when equal)" test=KJ873-842-A92-86 ref="standard teaching: advancing the unusual notrump"

# Responder raised opener's suit over the unusual 2NT: advancer competes with a fit (nine
# trumps with four cards; eight with three and some values), bids game in hearts with 10+
# and four, and otherwise passes (partner may bid again).
[1C-2N-3C] complete
4H "Unusual Notrump" hcp=10+ H=4+ text="game: four hearts and 10+" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=A5-KJ74-K92-Q632
3x "Unusual Notrump" X=4+ H=x D=x text="competes: four-card support (hearts when equal)" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=9652-Q974-J43-87|9652-J43-Q974-87
3x "Unusual Notrump" X=3+ hcp=6+ H=x D=x text="competes: three-card support and some values" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=K652-Q97-J43-Q87|K652-J43-Q97-Q87
P "Unusual Notrump" text="no fit: pass" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=KJ652-97-43-Q873
[1D-2N-3D] complete
4H "Unusual Notrump" hcp=10+ H=4+ text="game: four hearts and 10+" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=A5-KJ74-Q632-K92
3H "Unusual Notrump" H=4+ text="competes: four hearts" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=9652-Q974-87-J43
4C "Unusual Notrump" C=4+ hcp=6+ text="competes: four clubs and some values" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=K652-J4-873-Q974
3H "Unusual Notrump" H=3+ hcp=6+ text="competes: three hearts and some values" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=K652-Q97-Q87-J43
P "Unusual Notrump" text="no fit: pass" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=KJ652-J4-Q73-873
[1{a}-2N-3{a}] where a in HS complete
5x "Unusual Notrump" hcp=11+ X=4+ D=x C=x text="game in the better minor: 11+ and four-card support" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=A95-K43-KJ74-Q32|K43-A95-KJ74-Q32
4x "Unusual Notrump" X=4+ hcp=5+ D=x C=x text="competes: four-card support (diamonds when equal)" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=K952-J43-Q974-87|J43-K952-Q974-87
P "Unusual Notrump" text="no fit or nothing to add: pass" ref="standard teaching: advancing the unusual notrump when responder raises: with a fit (four cards, or three and some values) compete in partner's better suit, the law of total tricks; game in a major with 10+ and four trumps" test=KJ652-J43-Q7-873|J43-KJ652-Q7-873

# Partner's two-suiter must be answered wherever it comes: the unusual 2NT in the balancing
# seat over 1NT (as in the direct seat), the unusual 4NT (pick the
# minor at the five level), and Michaels over a minor after the opponents' 1NT response.
# (Over their strong 2C the 2NT may be passed: the 2C opener will bid again.)
[1N-P-P-2N-P] as [1N-2N-P]
[1N-P-P-2N-D] as [1N-2N-D]
[1{a}-4N-P] where a in HS complete
5x "Unusual Notrump" X=0+ C=x D=x text="preference at the five level: the longer minor (diamonds when equal)" test=QT93-962-A84-A93 ref="standard teaching: advancing the unusual 4NT: partner has asked for a choice of minors at the five level, never pass"
[1{a}-P-1N-2{a}-P] where a in CD as [1{a}-2{a}-P]

# ---------------------------------------------------------------------------------------
# After the 1NT overcall (15-18): systems on. Jacoby transfers, Stayman, 2NT invites.
# ---------------------------------------------------------------------------------------

[1{a}-1N-P] complete
2D "Jacoby Transfer" H=5+ S=<=H announce text="transfer" asks=B2H,1 test=32-T7653-74-7643 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Jacoby transfers"
2H "Jacoby Transfer" S=5+ announce text="transfer" asks=B2S,1 test=JT6432-2-2-T6543 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Jacoby transfers"
2C "Stayman" hcp=8+ X=4 S=x H=x text="asks for a four-card major" asks=HH,HS,1 test=954-J652-A3-KT94 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman"
3N hcp=10-15 text="to play" test=Q64-KT4-K643-AQ3 ref="SAYC booklet: 1NT overcall (systems on)"
2N hcp=8-9 text="invitational" test=Q64-KT4-T643-A93 ref="SAYC booklet: 1NT overcall (systems on)"
P test=J32-Q32-432-5432 text="weak, no long suit: pass" ref="SAYC booklet: 1NT overcall (systems on)"
[1{a}-P-P-1N-P] complete
2D "Jacoby Transfer" H=5+ S=<=H announce text="transfer" asks=B2H,1 test=32-98642-8542-T6 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Jacoby transfers"
2H "Jacoby Transfer" S=5+ announce text="transfer" asks=B2S,1 test=JT6432-2-2-T6543 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Jacoby transfers"
2C "Stayman" hcp=11+ X=4 S=x H=x text="asks for a four-card major" asks=HH,HS,1 test=8754-A63-AQ-JT75 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman"
3N hcp=13+ text="to play" test=Q64-KT4-K643-AQ3 ref="SAYC booklet: 1NT overcall (systems on)"
2N hcp=11-12 text="invitational" test=Q-AT8-8742-AJ853 ref="SAYC booklet: 1NT overcall (systems on)"
P test=J32-Q32-432-5432 text="weak, no long suit: pass" ref="SAYC booklet: 1NT overcall (systems on)"

[1{a}-1N-P-2C-P] complete
2H "Stayman" H=4+ text="four hearts" test=JT5-8742-87632-3 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman"
2S "Stayman" S=4+ text="four spades, not four hearts" test=AK84-J5-K92-KJ52 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman"
2D "Stayman" text="no four-card major" test=J5-AK8-K942-KJ52 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman"
[1{a}-P-P-1N-P-2C-P] complete
2H "Stayman" H=4+ text="four hearts" test=964-T864-976-973 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman"
2S "Stayman" S=4+ text="four spades, not four hearts" test=AK84-J5-K92-KJ52 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman"
2D "Stayman" text="no four-card major" test=J5-AK8-K942-KJ52 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman"
[1{a}-1N-P-2D-P] complete
2H "Jacoby Transfer" text="completes the transfer" test=J5-AK8-K942-KJ52 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Jacoby transfers"
[1{a}-1N-P-2H-P] complete
2S "Jacoby Transfer" text="completes the transfer" test=J5-AK8-K942-KJ52 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Jacoby transfers"
[1{a}-P-P-1N-P-2D-P] complete
2H "Jacoby Transfer" text="completes the transfer" test=J5-AK8-K942-KJ52 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Jacoby transfers"
[1{a}-P-P-1N-P-2H-P] complete
2S "Jacoby Transfer" text="completes the transfer" test=J5-AK8-K942-KJ52 ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Jacoby transfers"
[1{a}-1N-P-2N-P] complete
3N hcp=17+ text="accepts" test=A5-AK8-K942-KJ52 ref="SAYC booklet: 1NT overcall (systems on)"
P test=J5-AK8-K942-KJ52 text="weak, no long suit: pass" ref="SAYC booklet: 1NT overcall (systems on)"

# Advancer after the Stayman answer or the completed transfer.
[1{a}-1N-P-2C-P-2H-P] complete
4H hcp=10+ H=4+ text="game" test=Q64-KT43-K64-AQ3 ref="SAYC booklet: 1NT overcall (systems on)"
3H hcp=8-9 H=4+ text="invitational" test=Q64-KT43-T64-A93 ref="SAYC booklet: 1NT overcall (systems on)"
3N hcp=10+ text="to play" test=KT43-Q64-K64-AQ3 ref="SAYC booklet: 1NT overcall (systems on)"
2N hcp=8-9 text="invitational" test=KT43-Q64-T64-A93 ref="SAYC booklet: 1NT overcall (systems on)"
P test=KT43-Q64-T64-432 text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on)"
[1{a}-1N-P-2C-P-2S-P] complete
4S hcp=10+ S=4+ text="game" test=KT43-Q64-K64-AQ3 ref="SAYC booklet: 1NT overcall (systems on)"
3S hcp=8-9 S=4+ text="invitational" test=KT43-Q64-T64-A93 ref="SAYC booklet: 1NT overcall (systems on)"
3N hcp=10+ text="to play" test=Q64-KT43-K64-AQ3 ref="SAYC booklet: 1NT overcall (systems on)"
2N hcp=8-9 text="invitational" test=Q64-KT43-T64-A93 ref="SAYC booklet: 1NT overcall (systems on)"
P test=Q64-KT43-T64-432 text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on)"
[1{a}-1N-P-2C-P-2D-P] complete
3N hcp=10+ text="to play" test=Q64-KT43-K64-AQ3 ref="SAYC booklet: 1NT overcall (systems on)"
2N hcp=8-9 text="invitational" test=Q64-KT43-T64-A93 ref="SAYC booklet: 1NT overcall (systems on)"
P test=Q64-KT43-T64-432 text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on)"
[1{a}-1N-P-2D-P-2H-P] complete
4H hcp=10+ H=6+ text="game" test=2-KQT643-K64-Q63 ref="SAYC booklet: 1NT overcall (systems on)"
3H hcp=8-9 H=6+ text="invitational" test=2-KQT643-K64-T63 ref="SAYC booklet: 1NT overcall (systems on)"
3N hcp=10+ text="choice of games" test=J2-KQT64-K64-Q63 ref="SAYC booklet: 1NT overcall (systems on)"
2N hcp=8-9 text="invitational" test=J2-KQT64-K64-T63 ref="SAYC booklet: 1NT overcall (systems on)"
P test=32-942-T983-9753 text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on)"
[1{a}-1N-P-2H-P-2S-P] complete
4S hcp=10+ S=6+ text="game" test=KQT643-2-K64-Q63 ref="SAYC booklet: 1NT overcall (systems on)"
3S hcp=8-9 S=6+ text="invitational" test=KQT643-2-K64-T63 ref="SAYC booklet: 1NT overcall (systems on)"
3N hcp=10+ text="choice of games" test=KQT64-J2-K64-Q63 ref="SAYC booklet: 1NT overcall (systems on)"
2N hcp=8-9 text="invitational" test=KQT64-J2-K64-T63 ref="SAYC booklet: 1NT overcall (systems on)"
P test=JT6432-2-2-T6543 text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on)"

# The overcaller after advancer's invitation.
# After 2C-2H advancer's 2NT or 3NT denies four hearts, so his Stayman promised four spades:
# the overcaller with four spades too shows them, as over a 1NT opening (systems on).
[1{a}-1N-P-2C-P-2H-P-3N-P] complete
4S S=4+ text="four spades too: game in the fit advancer's Stayman promised" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S)" test=KJ43-AQ54-K3-KJ2
P text="no four spades: 3NT" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S)" test=A5-KJ43-KQ3-KJ32
[1{a}-1N-P-2C-P-2H-P-2N-P] complete
4S S=4+ hcp=17+ text="four spades too, a maximum (17-18): accepts in the fit" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S)" test=KJ43-AQ54-K3-AJ2
3S S=4+ text="four spades too, a minimum (15-16): declines in the fit" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S)" test=KJ43-AQ54-Q3-KJ2
3N hcp=17+ text="no four spades, a maximum: accepts" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S)" test=A5-KJ43-KQ3-AJ32
P text="no four spades, a minimum: declines" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S)" test=A5-KJ43-Q93-KJ32
[1{a}-1N-P-2C-P-2{b}-P-3{b}-P] where b in HS complete
4{b} hcp=17+ text="accepts" test=A5-AK84-K92-KJ52 ref="SAYC booklet: 1NT overcall (systems on)"
4{b} hcp=16 {b}=4 dist=T17+ text="accepts: 16 with four trumps and a doubleton" test=KJ52-AK84-J92-A5 ref="SAYC booklet: 1NT overcall (systems on); standard teaching: with a fit, a doubleton adds a trick"
P test=5-T8652-94-86543 text="a minimum: declines the invitation" ref="SAYC booklet: 1NT overcall (systems on)"
[1{a}-1N-P-2C-P-2{b}-P-2N-P] where b in DS complete
3N hcp=17+ text="accepts" test=A5-AK84-K92-KJ52 ref="SAYC booklet: 1NT overcall (systems on)"
P test=T963-7-87432-974 text="a minimum: declines the invitation" ref="SAYC booklet: 1NT overcall (systems on)"

# Advancer after the Stayman answer or the completed transfer over the balancing 1NT (11-14):
# game with 13+, invite with 11-12 (the values of Stayman over it), as over a 1NT opening
# with the ranges moved down by three or four points.
[1{a}-P-P-1N-P-2C-P-2H-P] complete
4H hcp=13+ H=4+ text="game: a heart fit and 13+" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q64-KT43-K64-AQ3
3H hcp=11-12 H=4+ text="invitational: a heart fit and 11-12" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q64-KT43-K64-A93
3N hcp=13+ text="to play: 13+" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=KT43-Q64-K64-AQ3
2N hcp=11-12 text="invitational: 11-12" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=KT43-Q64-K64-A93
P text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=KT43-Q64-T64-432
[1{a}-P-P-1N-P-2C-P-2S-P] complete
4S hcp=13+ S=4+ text="game: a spade fit and 13+" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=KT43-Q64-K64-AQ3
3S hcp=11-12 S=4+ text="invitational: a spade fit and 11-12" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=KT43-Q64-K64-A93
3N hcp=13+ text="to play: 13+" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q64-KT43-K64-AQ3
2N hcp=11-12 text="invitational: 11-12" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q64-KT43-K64-A93
P text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q64-KT43-T64-432
[1{a}-P-P-1N-P-2C-P-2D-P] complete
3N hcp=13+ text="to play: 13+" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q64-KT43-K64-AQ3
2N hcp=11-12 text="invitational: 11-12" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q64-KT43-K64-A93
P text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q64-KT43-T64-432
[1{a}-P-P-1N-P-2D-P-2H-P] complete
4H hcp=11+ H=6+ text="game: six hearts and 11+" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=2-KQT643-K64-A63
3H hcp=9-10 H=6+ text="invitational: six hearts" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=2-KQT643-K64-J63
3N hcp=13+ text="choice of games: five hearts and 13+" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=J2-KQT64-K64-AQ3
2N hcp=11-12 text="invitational: five hearts and 11-12" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=J2-KQT64-K64-Q63
P text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=32-942-T983-9753
[1{a}-P-P-1N-P-2H-P-2S-P] complete
4S hcp=11+ S=6+ text="game: six spades and 11+" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=KQT643-2-K64-A63
3S hcp=9-10 S=6+ text="invitational: six spades" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=KQT643-2-K64-J63
3N hcp=13+ text="choice of games: five spades and 13+" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=KQT64-J2-K64-AQ3
2N hcp=11-12 text="invitational: five spades and 11-12" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=KQT64-J2-K64-Q63
P text="content with the partscore: pass" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=JT6432-2-2-T6543
# The balancing 1NT bidder after the invitation: accepts with 13-14.
[1{a}-P-P-1N-P-2C-P-2H-P-3N-P] complete
4S S=4+ text="four spades too: game in the fit advancer's Stayman promised" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S); standard teaching: the balancing 1NT shows 11-14, so it accepts with 13-14" test=KJ43-AQ54-93-K32
P text="no four spades: 3NT" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S); standard teaching: the balancing 1NT shows 11-14, so it accepts with 13-14" test=A5-KJ43-Q93-KJ32
[1{a}-P-P-1N-P-2C-P-2H-P-2N-P] complete
4S S=4+ hcp=13+ text="four spades too, a maximum (13-14): accepts in the fit" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S); standard teaching: the balancing 1NT shows 11-14, so it accepts with 13-14" test=KJ43-AQ54-93-K32
3S S=4+ text="four spades too, a minimum (11-12): declines in the fit" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S); standard teaching: the balancing 1NT shows 11-14, so it accepts with 13-14" test=KJ43-AJ54-93-J32
3N hcp=13+ text="no four spades, a maximum: accepts" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S); standard teaching: the balancing 1NT shows 11-14, so it accepts with 13-14" test=A5-KJ43-Q93-KJ32
P text="no four spades, a minimum: declines" ref="SAYC booklet: 1NT overcall (systems on); SAYC booklet: Stayman (opener who answered 2H holds four spades too when he has them: over 2NT he shows them, 3S a minimum, 4S a maximum; over 3NT he bids 4S); standard teaching: the balancing 1NT shows 11-14, so it accepts with 13-14" test=A5-KJ43-Q93-J932
[1{a}-P-P-1N-P-2C-P-2{b}-P-3{b}-P] where b in HS complete
4{b} hcp=13+ text="a maximum: accepts" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=K32-AJ32-Q32-K32|AJ32-K32-Q32-K32
P text="a minimum: declines the invitation" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q32-AJ32-Q32-K32|AJ32-Q32-Q32-K32
[1{a}-P-P-1N-P-2C-P-2{b}-P-2N-P] where b in DS complete
3N hcp=13+ text="a maximum: accepts" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q5-AK84-K92-J852
P text="a minimum: declines the invitation" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q5-QJ84-K92-J852
[1{a}-P-P-1N-P-2{c}-P-2{b}-P-3{b}-P] where c in DH, b in HS, c<b complete
4{b} hcp=13+ {b}=2+ text="a maximum: accepts" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=K32-AJ2-Q432-K32
P text="a minimum: declines the invitation" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q32-AJ2-Q432-K32
[1{a}-P-P-1N-P-2{c}-P-2{b}-P-2N-P] where c in DH, b in HS, c<b complete
4{b} hcp=13+ {b}=3+ text="a maximum with three-card support: game in the major" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=K32-AJ2-Q432-K32
3N hcp=13+ text="a maximum: accepts" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=K32-A2-QJ32-K432|A2-K32-QJ32-K432
3{b} {b}=3+ text="a minimum with three-card support" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q32-AJ2-Q432-K32
P text="a minimum: declines the invitation" ref="SAYC booklet: 1NT overcall (systems on); standard teaching: the balancing 1NT shows 11-14, so advancer needs 13+ for game, 11-12 to invite" test=Q32-A2-QJ32-K432|A2-Q32-QJ32-K432

# ---------------------------------------------------------------------------------------
# Advancing a balancing overcall: partner may be light, so raises need a little more.
# ---------------------------------------------------------------------------------------

[1{a}-P-P-1{b}-P] where a<b, b in HS complete
4{b} "Overcall: Balancing" hcp=16+ {b}=3+ text="game" test=AK3-AQ4-K32-QJ62 ref="standard teaching: advancing a balancing overcall"
[1{a}-P-P-1{b}-P] where a<b complete
3{b} "Overcall: Balancing" hcp=13-15 {b}=3+ text="invitational raise" test=K43-A43-K32-QJ62 ref="standard teaching: advancing a balancing overcall"
2{b} "Overcall: Balancing" hcp=8-12 {b}=3+ text="raise" test=Q75-K54-K95-K843 ref="standard teaching: advancing a balancing overcall"
[1{a}-P-P-1{b}-P] where a<b, b in S complete
2N "Overcall: Balancing" hcp=13-15 shape=balanced {a}=:1stop text="13-15, balanced, a stopper" test=K2-AJ4-K32-QJ632 ref="standard teaching: advancing a balancing overcall"
1N "Overcall: Balancing" hcp=10-12 shape=balanced {a}=:1stop text="10-12, balanced, a stopper" test=K2-QJ4-K32-QJ632 ref="standard teaching: advancing a balancing overcall"
[1{a}-P-P-1{b}-P] where a<b, b in H complete
2N "Overcall: Balancing" hcp=13-15 shape=balanced {a}=:1stop text="13-15, balanced, a stopper" test=AJ4-K2-K32-QJ632 ref="standard teaching: advancing a balancing overcall"
1N "Overcall: Balancing" hcp=10-12 shape=balanced {a}=:1stop text="10-12, balanced, a stopper" test=QJ4-K2-K32-QJ632 ref="standard teaching: advancing a balancing overcall"
[1C-P-P-1D-P] complete
2N "Overcall: Balancing" hcp=13-15 shape=balanced C=:1stop text="13-15, balanced, a stopper" test=AJ4-K32-K2-QJ632 ref="standard teaching: advancing a balancing overcall"
1N "Overcall: Balancing" hcp=10-12 shape=balanced C=:1stop text="10-12, balanced, a stopper" test=QJ4-K32-K2-QJ632 ref="standard teaching: advancing a balancing overcall"
# Advancer with game values and no fit (a king more than opposite a direct overcall, where
# 3NT shows 15+ and the cue bid 13+): 3NT with a balanced hand and their suit stopped,
# otherwise the cue bid, forcing; the auction then goes on as after the direct overcall's
# cue bid without a fit (the overcaller rebids his suit with a minimum, advancer bids 3NT
# with a stopper, or his own five-card suit, forcing).
[1{a}-P-P-1{b}-P] where a<b, b in S complete
3N "Overcall: Balancing" hcp=16+ shape=balanced {a}=:1stop S=<3 H=<5 text="16+, balanced, a stopper, no fit: game" ref="standard teaching: advancing a balancing overcall: partner may be light (he borrowed a king), so advancer needs a king more than opposite a direct overcall; with opening values and no fit the unpassed advancer does not pass: 3NT with a stopper, or the cue bid (his only forcing call) and then his suit or notrump"
   test=K2-KJ3-AQ87-KJ65|KJ3-K2-AQ87-KJ65
[1{a}-P-P-1{b}-P] where a<b, b in H complete
3N "Overcall: Balancing" hcp=16+ shape=balanced {a}=:1stop H=<3 S=<5 text="16+, balanced, a stopper, no fit: game" ref="standard teaching: advancing a balancing overcall: partner may be light (he borrowed a king), so advancer needs a king more than opposite a direct overcall; with opening values and no fit the unpassed advancer does not pass: 3NT with a stopper, or the cue bid (his only forcing call) and then his suit or notrump"
   test=KJ3-K2-AQ87-KJ65
[1C-P-P-1D-P] complete
3N "Overcall: Balancing" hcp=16+ shape=balanced C=:1stop D=<3 S=<5 H=<5 text="16+, balanced, a stopper, no fit: game" ref="standard teaching: advancing a balancing overcall: partner may be light (he borrowed a king), so advancer needs a king more than opposite a direct overcall; with opening values and no fit the unpassed advancer does not pass: 3NT with a stopper, or the cue bid (his only forcing call) and then his suit or notrump"
   test=KJ3-AQ87-K2-KJ65
[1{a}-P-P-1{b}-P] where a<b complete
2{a} "Overcall: Balancing" hcp=16+ {b}=<3 asks=1 text="cue bid: forcing, 16+ without a fit (a new suit would not be forcing)" ref="standard teaching: advancing a balancing overcall: partner may be light (he borrowed a king), so advancer needs a king more than opposite a direct overcall; with opening values and no fit the unpassed advancer does not pass: 3NT with a stopper, or the cue bid (his only forcing call) and then his suit or notrump"
   test=3-AKJ6-AQ52-KT85|KQ32-3-AQ32-AJ32|AQ32-KQ32-2-AJ32
# A new suit: constructive, not forcing (a five-card suit, 10-15: a king more than
# opposite a direct overcall); the overcaller goes on as over the direct advance.
[1C-P-P-1D-P] complete
1x "Overcall: Balancing" hcp=10-15 X=5+ S=x H=x D=<3 text="new suit: 10-15, five or more cards, not forcing" ref="standard teaching: advancing a balancing overcall: a new suit by the unpassed advancer is constructive, not forcing (a five-card suit; a king more than opposite a direct overcall)" test=AQJ42-Q2-43-K432
[1C-P-P-1H-P] complete
1S "Overcall: Balancing" hcp=10-15 S=5+ H=<3 text="new suit: 10-15, five or more cards, not forcing" ref="standard teaching: advancing a balancing overcall: a new suit by the unpassed advancer is constructive, not forcing (a five-card suit; a king more than opposite a direct overcall)" test=AQJ42-Q2-43-K432
2D "Overcall: Balancing" hcp=10-15 D=5+ H=<3 text="new suit: 10-15, five or more cards, not forcing" ref="standard teaching: advancing a balancing overcall: a new suit by the unpassed advancer is constructive, not forcing (a five-card suit; a king more than opposite a direct overcall)" test=Q2-43-AQJ42-K432
[1C-P-P-1S-P] complete
2x "Overcall: Balancing" hcp=10-15 X=5+ H=x D=x S=<3 text="new suit: 10-15, five or more cards, not forcing" ref="standard teaching: advancing a balancing overcall: a new suit by the unpassed advancer is constructive, not forcing (a five-card suit; a king more than opposite a direct overcall)" test=8-KJ754-AQ85-932
[1D-P-P-1H-P] complete
1S "Overcall: Balancing" hcp=10-15 S=5+ H=<3 text="new suit: 10-15, five or more cards, not forcing" ref="standard teaching: advancing a balancing overcall: a new suit by the unpassed advancer is constructive, not forcing (a five-card suit; a king more than opposite a direct overcall)" test=KJT42-3-K84-A652
2C "Overcall: Balancing" hcp=10-15 C=5+ H=<3 text="new suit: 10-15, five or more cards, not forcing" ref="standard teaching: advancing a balancing overcall: a new suit by the unpassed advancer is constructive, not forcing (a five-card suit; a king more than opposite a direct overcall)" test=Q2-43-K432-AQJ42
[1D-P-P-1S-P] complete
2x "Overcall: Balancing" hcp=10-15 X=5+ H=x C=x S=<3 text="new suit: 10-15, five or more cards, not forcing" ref="standard teaching: advancing a balancing overcall: a new suit by the unpassed advancer is constructive, not forcing (a five-card suit; a king more than opposite a direct overcall)" test=J7-KQ964-732-A62
[1H-P-P-1S-P] complete
2x "Overcall: Balancing" hcp=10-15 X=5+ D=x C=x S=<3 text="new suit: 10-15, five or more cards, not forcing" ref="standard teaching: advancing a balancing overcall: a new suit by the unpassed advancer is constructive, not forcing (a five-card suit; a king more than opposite a direct overcall)" test=J7-732-KQ964-A62
[1{a}-P-P-1{b}-P-1{c}-P] where a<b, b<c, c!=a as [1{a}-1{b}-P-1{c}-P]
[1{a}-P-P-1{b}-P-2{c}-P] where a<b, c<b, c!=a as [1{a}-1{b}-P-2{c}-P]
[1{a}-P-P-1{b}-P] where a<b complete
P test=J32-Q32-432-5432 text="not enough to act: pass" ref="standard teaching: advancing a balancing overcall"

# After advancer's cue bid without a fit, the auction goes on as after the direct overcall's.
[1{a}-P-P-1{b}-P-2{a}-P] where a<b as [1{a}-1{b}-P-2{a}-P]
[1{a}-P-P-1{b}-P-2{a}-P-2{b}-P] where a<b as [1{a}-1{b}-P-2{a}-P-2{b}-P]
[1{a}-P-P-1{b}-P-2{a}-P-2{b}-P-2N-P] where a<b as [1{a}-1{b}-P-2{a}-P-2{b}-P-2N-P]
[1{a}-P-P-1{b}-P-2{a}-P-2{b}-P-2{c}-P] where a<b, b<c as [1{a}-1{b}-P-2{a}-P-2{b}-P-2{c}-P]
[1{a}-P-P-1{b}-P-2{a}-P-2{b}-P-3{c}-P] where a<b, a!=c, b!=c as [1{a}-1{b}-P-2{a}-P-2{b}-P-3{c}-P]
[1{a}-P-P-1{b}-P-2{a}-P-2{b}-P-3{c}-P-3{b}-P] where a<b, a!=c, c<b as [1{a}-1{b}-P-2{a}-P-2{b}-P-3{c}-P-3{b}-P]
[1{a}-P-P-1{b}-P-2{a}-P-2{b}-P-2{c}-P-3{c}-P] where a<b, b<c as [1{a}-1{b}-P-2{a}-P-2{b}-P-2{c}-P-3{c}-P]
[1{a}-P-P-1{b}-P-2{a}-P-2{b}-P-2{c}-P-2N-P] where a<b, b<c as [1{a}-1{b}-P-2{a}-P-2{b}-P-2{c}-P-2N-P]
[1{a}-P-P-1{b}-P-2{a}-P-2{b}-P-2{c}-P-3{b}-P] where a<b, b<c as [1{a}-1{b}-P-2{a}-P-2{b}-P-2{c}-P-3{b}-P]

# When opener doubles the balancing overcall, advancer with values and no fit (10-13, at most
# two cards in partner's suit) redoubles: the balance of the deck is ours, and their escape
# may be doubled for penalty. Otherwise advancer (who passed the opening: possibly a trap
# pass with values) bids as without the double; the pass then shows nothing to add.
[1{a}-P-P-1{b}-D] where a<b as [1{a}-P-P-1{b}-P]
R "Overcall: Balancing" hcp=10-13 {b}=<3 text="10-13, no fit: the balance of the values" ref="standard teaching: advancing an overcall when opener doubles it: the redouble shows values (10+) and no fit, the balance of the deck: our side may penalize their escape; SAYC booklet: redouble (10+ HCP over a takeout double)"
   test=KJ32-Q2-KJ32-Q32|KJ32-KJ32-Q2-Q32|KJ32-KJ32-Q32-Q2|Q2-KJ32-KJ32-Q32
[1{a}-P-P-2{b}-D] where a<b, b in HS as [1{a}-P-P-2{b}-P]
R "Overcall: Balancing" hcp=10-13 {b}=<3 text="10-13, no fit: the balance of the values" ref="standard teaching: advancing an overcall when opener doubles it: the redouble shows values (10+) and no fit, the balance of the deck: our side may penalize their escape; SAYC booklet: redouble (10+ HCP over a takeout double)"
   test=KJ32-Q2-KJ32-Q32|Q2-KJ32-KJ32-Q32
# Opener's double of the balancing two-level overcall changes nothing for the original
# passer: with game values opposite the balance ("partner borrowed a king") he raises or
# bids 3NT as if opener had passed.
[1{a}-P-P-2{b}-D] where b<a as [1{a}-P-P-2{b}-P]
R "Overcall: Balancing" hcp=10-13 {b}=<3 text="10-13, no fit: the balance of the values" ref="standard teaching: advancing an overcall when opener doubles it: the redouble shows values (10+) and no fit, the balance of the deck: our side may penalize their escape; SAYC booklet: redouble (10+ HCP over a takeout double)"
   test=KJ32-Q2-KJ32-Q32|KJ32-KJ32-Q2-Q32|KJ32-KJ32-Q32-Q2|Q2-KJ32-KJ32-Q32

# Balancing doubler's rebid: notrump at the cheapest level is 15-18 balanced with a stopper in
# their suit (without one a minimum balancing double passes the answer), a single raise
# 16-18. The balancing double may be light, but it may also be a strong hand (15+, any
# shape): with more the doubler rebids as after a direct double (jump raise 19-21, game or
# the cue bid with 22+, a new suit 17+), so these sections go on with the direct ones.
# The balancing double with 15-16 and a five-card suit (a second unbid suit kept it from
# overcalling): after advancer's minimum answer the doubler shows his suit at the one level.
# A new suit after the direct double shows 17+; the balancing one borrowed a king.
[1C-P-P-D-P-1D-P] as [1C-D-P-1D-P]
1x "Takeout Double: Balancing" hcp=15-16 X=5+ S=x H=x text="15-16, a five-card major: a balancing double with a suit of its own" ref="standard teaching: the balancing doubler's rebid: a balancing double may be 15+ with a five-card suit; after partner's minimum answer the doubler shows his suit (a king lighter than after a direct double)"
   test=AKT76-KJ4-32-KQ2|KJ4-AKT76-32-KQ2
[1{a}-P-P-D-P-1H-P] where a in CD as [1{a}-D-P-1H-P]
1S "Takeout Double: Balancing" hcp=15-16 S=5+ text="15-16, five spades: a balancing double with a suit of its own" ref="standard teaching: the balancing doubler's rebid: a balancing double may be 15+ with a five-card suit; after partner's minimum answer the doubler shows his suit (a king lighter than after a direct double)"
   test=AKT76-KJ4-3-KQ32|AKT76-KJ4-KQ32-3
[1{a}-P-P-D-P-1{b}-P] where a<b as [1{a}-D-P-1{b}-P]
2{b} "Takeout Double: Balancing" hcp=16-18 {b}=4+ text="raise: 16-18" ref="standard teaching: the balancing doubler's rebid"
   test=QJT6-AKQ7-7653-A
1N "Takeout Double: Balancing" hcp=15-18 shape=balanced {a}=:1stop text="15-18, balanced, a stopper in their suit" ref="standard teaching: the balancing doubler's rebid; notrump by the doubler shows a stopper in their suit"
   test=AJ7-KQ4-QJ7-K932
[1H-P-P-D-P-2{b}-P] where b in CD as [1H-D-P-2{b}-P]
2S "Takeout Double: Balancing" hcp=15-16 S=5+ text="15-16, five spades: a balancing double with a suit of its own" ref="standard teaching: the balancing doubler's rebid: a balancing double may be 15+ with a five-card suit; after partner's minimum answer the doubler shows his suit (a king lighter than after a direct double)"
   test=AKT76-32-KJ4-KQ2|AKT76-32-KQ2-KJ4
[1S-P-P-D-P-2{b}-P] where b in CD as [1S-D-P-2{b}-P]
2H "Takeout Double: Balancing" hcp=15-16 H=5+ text="15-16, five hearts: a balancing double with a suit of its own" ref="standard teaching: the balancing doubler's rebid: a balancing double may be 15+ with a five-card suit; after partner's minimum answer the doubler shows his suit (a king lighter than after a direct double)"
   test=32-AKT76-KJ4-KQ2|32-AKT76-KQ2-KJ4
[1{a}-P-P-D-P-2{b}-P] where b<a as [1{a}-D-P-2{b}-P]
3{b} "Takeout Double: Balancing" hcp=16-18 {b}=4+ text="raise: 16-18" ref="standard teaching: the balancing doubler's rebid"
   test=A-KJ84-Q763-AKJ8
2N "Takeout Double: Balancing" hcp=15-18 shape=balanced {a}=:1stop text="15-18, balanced, a stopper in their suit" ref="standard teaching: the balancing doubler's rebid; notrump by the doubler shows a stopper in their suit"
   test=AJ72-KQ4-QJ7-K92

# After advancer's jump (11-13, invitational; four or more cards in a major): accept with a
# sound opening hand (13+), otherwise pass.
[1{a}-P-P-D-P-2{b}-P] where a<b, b in HS complete
4{b} "Takeout Double: Balancing" hcp=13+ {b}=4+ text="accepts: game with support"
   ref="standard teaching: the balancing doubler's rebid" test=AKJ4-QJ76-A3-K32
4{b} "Takeout Double: Balancing" hcp=14+ dist=T16+ {b}=3 text="accepts: game with three trumps and 16+ total points (a sound double, not a light balance)"
   ref="standard teaching: the balancing doubler's rebid" test=AQ2-KJ7-Q53-A842
[1{a}-P-P-D-P-2{b}-P] where a<b complete
3N "Takeout Double: Balancing" hcp=14+ {a}=:1stop text="accepts: 3NT with a stopper"
   ref="standard teaching: the balancing doubler's rebid" test=K32-AJ3-A32-K432
P ref="standard teaching: the balancing doubler's rebid" test=Q32-KJ3-A32-5432 text="a minimum: declines the invitation"

# After advancer's jump to the three level, the doubler rebids as after a direct double.
[1{a}-P-P-D-P-3{b}-P] where b<a as [1{a}-D-P-3{b}-P]

# After advancer's 1NT (8-12, balanced, a stopper): raise to 3NT with 16+, invite with 14-15.
[1{a}-P-P-D-P-1N-P] complete
3N "Takeout Double: Balancing" hcp=16+ text="game: 16+ opposite 8-12" ref="standard teaching: the balancing doubler's rebid"
   test=AQ32-KQ32-K32-A2
2N "Takeout Double: Balancing" hcp=14-15 shape=balanced text="invitational: 14-15" ref="standard teaching: the balancing doubler's rebid"
   test=AQ32-KJ32-K32-J2
P ref="standard teaching: the balancing doubler's rebid" test=A432-KJ32-Q432-2 text="a minimum: pass"
[1{a}-P-P-D-P-1N-P-2N-P] complete
3N "Takeout Double: Advance" hcp=10+ text="accepts: a maximum" ref="standard teaching: advancing a balancing double"
   test=KJ3-Q32-KJ2-Q432
P ref="standard teaching: advancing a balancing double" test=K32-Q32-J32-Q432 text="a minimum: pass"

# Advancer after the balancing doubler's 1NT (15-18): game with 9+, invite with 7-8.
[1{a}-P-P-D-P-1{b}-P-1N-P] where a<b complete
3N "Takeout Double: Advance" hcp=9+ text="game: 9+ opposite 15-18" ref="standard teaching: advancing a balancing double"
   test=K432-Q32-KJ2-Q32
2N "Takeout Double: Advance" hcp=7-8 text="invitational: 7-8" ref="standard teaching: advancing a balancing double"
   test=K432-Q32-J32-Q32
P ref="standard teaching: advancing a balancing double" test=J432-Q32-J32-432 text="too weak for more: pass"
[1{a}-P-P-D-P-1{b}-P-1N-P-2N-P] where a<b complete
3N "Takeout Double: Balancing" hcp=17+ text="accepts: a maximum" ref="standard teaching: the balancing doubler's rebid"
   test=AQ2-KQ3-KJ2-Q432
P ref="standard teaching: the balancing doubler's rebid" test=AJ2-KQ3-QJ2-J432 text="too weak for more: pass"


# The balancer who bid the higher suit of a strong two-suiter (15+, five-five: he promised to
# bid both) shows the second suit when opener competes at the two level and partner passes,
# rather than sell out with extras.
[1C P P 1{a} D|2C P P] where a in HS
2D "Overcall: Balancing" hcp=15+ {a}=5+ D=5+ text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: when the opponents compete and partner passes, the balancer shows his second suit rather than sell out"
   test=AKJ74-3-AQJ82-K2|3-AKJ74-AQJ82-K2
[1C P P 1{a} 2D|2H|2S P P] where a in HS
3D "Overcall: Balancing" hcp=15+ {a}=5+ D=5+ text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: when the opponents compete and partner passes, the balancer shows his second suit rather than sell out"
   test=AKJ74-3-AQJ82-K2|3-AKJ74-AQJ82-K2
[1D P P 1{a} D|2suit P P] where a in HS
3C "Overcall: Balancing" hcp=15+ {a}=5+ C=5+ text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: when the opponents compete and partner passes, the balancer shows his second suit rather than sell out"
   test=AKJ74-3-K2-AQJ82|3-AKJ74-K2-AQJ82
[1{o} P P 2D D|2suit P P] where o in HS
3C "Overcall: Balancing" hcp=15+ D=5+ C=5+ text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: when the opponents compete and partner passes, the balancer shows his second suit rather than sell out"
   test=3-K2-AKJ74-AQJ82|K2-3-AKJ74-AQJ82

# After partner's new suit the strong two-suiter shows its second suit too.
[1C-P-P-1H-P-1S-P] as [1C-1H-P-1S-P]
2D "Overcall: Balancing" hcp=15+ H=5+ D=5+ S=<3 text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: after partner's new suit (no fit shown), the balancer shows his second suit"
   test=3-AKJ74-AQJ82-K2
[1C-P-P-1S-P-2H-P] as [1C-1S-P-2H-P]
3D "Overcall: Balancing" hcp=15+ S=5+ D=5+ H=<3 text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: after partner's new suit (no fit shown), the balancer shows his second suit"
   test=AKJ74-3-AQJ82-K2
[1D-P-P-1H-P-1S-P] as [1D-1H-P-1S-P]
2C "Overcall: Balancing" hcp=15+ H=5+ C=5+ S=<3 text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: after partner's new suit (no fit shown), the balancer shows his second suit"
   test=3-AKJ74-K2-AQJ82
[1D-P-P-1S-P-2H-P] as [1D-1S-P-2H-P]
3C "Overcall: Balancing" hcp=15+ S=5+ C=5+ H=<3 text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: after partner's new suit (no fit shown), the balancer shows his second suit"
   test=AKJ74-3-K2-AQJ82
[1S-P-P-2D-P-2H-P]
3C "Overcall: Balancing" hcp=15+ D=5+ C=5+ H=<3 text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: after partner's new suit (no fit shown), the balancer shows his second suit"
   test=3-K2-AKJ74-AQJ82
[1H-P-P-2D-P-2S-P]
3C "Overcall: Balancing" hcp=15+ D=5+ C=5+ S=<3 text="the second suit of the strong two-suiter: 15+, five-five" ref="standard teaching: a strong two-suiter (15+, five-five) bids both its suits: after partner's new suit (no fit shown), the balancer shows his second suit"
   test=K2-3-AKJ74-AQJ82

# ---------------------------------------------------------------------------------------
# Advancing the balancing Michaels cue bid: as in the direct seat (the sections of 1x-2x).
# ---------------------------------------------------------------------------------------
[1{a}-P-P-2{a}-P] as [1{a}-2{a}-P]
[1{a}-P-P-2{a}-P-2N-P] where a in HS as [1{a}-2{a}-P-2N-P]
[1{a}-P-P-2{a}-P-3{b}-P] where a in CD, b in HS as [1{a}-2{a}-P-3{b}-P]
[1{a}-P-P-2{a}-P-2{b}-P] where a in CD, b in HS as [1{a}-2{a}-P-2{b}-P]
[1H-P-P-2H-P-3S-P] as [1H-2H-P-3S-P]
[1H-P-P-2H-P-2S-P] as [1H-2H-P-2S-P]
[1S-P-P-2S-P-3H-P] as [1S-2S-P-3H-P]

# ---------------------------------------------------------------------------------------
# Advancing a balancing jump overcall (intermediate: 12-16, a good six-card major): game
# with 11+ and a doubleton, an invitational raise with 8-10; the overcaller accepts with
# 14+. Advancing a balancing two-level overcall (6-14; a six-card suit or a good five):
# 3NT with 14+ and a stopper in their suit, game in a major with 13+ and three trumps, a
# raise to three with 10-12; the overcaller accepts with 12+.
# ---------------------------------------------------------------------------------------
[1{a}-P-P-2{b}-P] where a<b, b in HS complete
4{b} "Overcall: Balancing" hcp=11+ {b}=2+ text="game: 11+ and a doubleton opposite 12-16 and a good six-card suit" test=K32-Q2-AQ32-K432 ref="standard teaching: advancing a balancing overcall"
3{b} "Overcall: Balancing" hcp=8-10 {b}=2+ text="invitational: 8-10 and a doubleton" test=K32-Q2-Q432-J432 ref="standard teaching: advancing a balancing overcall"
P "Overcall: Balancing" text="no game: pass" test=J432-2-Q432-J432 ref="standard teaching: advancing a balancing overcall"
[1{a}-P-P-2{b}-P-3{b}-P] where a<b, b in HS complete
4{b} "Overcall: Balancing" hcp=14+ text="accepts: 14-16" test=A2-AKJ432-K32-32 ref="standard teaching: the overcaller's rebid"
P "Overcall: Balancing" text="12-13: declines" test=32-AQJ432-K32-32 ref="standard teaching: the overcaller's rebid"

[1{a}-P-P-2{b}-P] where b<a, b in H complete
4H "Overcall: Balancing" hcp=13+ H=3+ text="game: 13+ and three trumps" test=AK32-K32-Q432-K2 ref="standard teaching: advancing a balancing overcall"
3H "Overcall: Balancing" hcp=10-12 H=3+ text="invitational: 10-12 and three trumps" test=AJ32-K32-J432-Q2 ref="standard teaching: advancing a balancing overcall"
3N "Overcall: Balancing" hcp=14+ S=:1stop text="game: 14+ with a stopper in their suit" test=AQ32-K2-K432-Q32 ref="standard teaching: advancing a balancing overcall"
[1{a}-P-P-2{b}-P] where b<a, b in CD complete
3N "Overcall: Balancing" hcp=14+ {a}=:1stop text="game: 14+ with a stopper in their suit" test=AQ32-K32-K32-Q32 ref="standard teaching: advancing a balancing overcall"
[1{a}-P-P-2{b}-P] where b<a, b in CD complete
2{a} "Overcall: Balancing" hcp=13+ {b}=3+ asks=1 text="cue bid: 13+ with support for partner's minor, forcing" ref="standard teaching: advancing a balancing overcall: with support for partner's minor, the cue bid shows a good hand (a king more than the limit raise opposite a direct overcall, 13+), a single raise invites (10-12); the balancer may be light (6-14), so game needs a king more opposite his minimum"
   test=AQ73-KQ73-74-K32|AQ73-74-KQ73-K32|74-AQ73-KQ73-K32
3{b} "Overcall: Balancing" hcp=10-12 {b}=3+ text="raise: 10-12 with support for partner's minor, invitational" ref="standard teaching: advancing a balancing overcall: with support for partner's minor, the cue bid shows a good hand (a king more than the limit raise opposite a direct overcall, 13+), a single raise invites (10-12); the balancer may be light (6-14), so game needs a king more opposite his minimum"
   test=Q7-J873-K74-AQ32|Q7-J873-AQ32-K74|J873-Q7-AQ32-K74|J873-Q7-K74-AQ32
[1{a}-P-P-2{b}-P] where b<a complete
P "Overcall: Balancing" text="no game: pass" test=J432-32-Q432-J32 ref="standard teaching: advancing a balancing overcall"
# The balancing overcaller after the cue bid or the raise of his minor, and advancer next.
[1{a}-P-P-2{b}-P-2{a}-P] where b<a, b in CD complete
3N "Overcall: Balancing" hcp=12+ {a}=:1stop text="a maximum (12-14) with a stopper in their suit" ref="standard teaching: the balancing overcaller after advancer's cue bid or raise of his minor: 3NT with a maximum (12-14) and their suit stopped, otherwise three of his minor"
   test=K2-A32-KJ2-QJ832|A32-K2-KJ2-QJ832|K2-A32-QJ832-KJ2|A32-K2-QJ832-KJ2
5{b} "Overcall: Balancing" hcp=15+ C=5+ D=5+ text="the strong two-suiter (15+, five-five): game in the minor" ref="standard teaching: the balancing overcaller after advancer's raise or cue bid of his minor: with the strong two-suiter (15+, five-five) game in the minor"
   test=3-K2-AKJ74-AQJ82|K2-3-AKJ74-AQJ82|K-A3-98765-AKQJ2
3{b} "Overcall: Balancing" text="a minimum, or no stopper in their suit" ref="standard teaching: the balancing overcaller after advancer's cue bid or raise of his minor: 3NT with a maximum (12-14) and their suit stopped, otherwise three of his minor"
   test=32-Q32-K2-KJ8432|Q32-32-K2-KJ8432|32-Q32-KJ8432-K2|Q32-32-KJ8432-K2
[1{a}-P-P-2{b}-P-3{b}-P] where b<a, b in CD complete
3N "Overcall: Balancing" hcp=12+ {a}=:1stop text="accepts: 12-14 and a stopper in their suit" ref="standard teaching: the balancing overcaller after advancer's cue bid or raise of his minor: 3NT with a maximum (12-14) and their suit stopped, otherwise three of his minor"
   test=K2-A32-KJ2-QJ832|A32-K2-KJ2-QJ832|K2-A32-QJ832-KJ2|A32-K2-QJ832-KJ2
P "Overcall: Balancing" text="declines: a minimum, or no stopper in their suit" ref="standard teaching: the balancing overcaller after advancer's cue bid or raise of his minor: 3NT with a maximum (12-14) and their suit stopped, otherwise three of his minor"
   test=32-Q32-K2-KJ8432|Q32-32-K2-KJ8432|32-Q32-KJ8432-K2|Q32-32-KJ8432-K2
[1{a}-P-P-2{b}-D-3{b}-P] where b<a, b in CD as [1{a}-P-P-2{b}-P-3{b}-P]
[1{a}-P-P-2{b}-P-2{a}-P-3{b}-P] where b<a, b in CD complete
3N "Overcall: Balancing" hcp=16+ {a}=:1stop text="game values and a stopper in their suit" ref="standard teaching: advancing a balancing overcall: after the cue bid and the minimum rebid, game needs 16+ (a king more than opposite a direct overcall); without a stopper in their suit, cue-bid it again to ask for one"
   test=K7-A873-K74-AKQ2|A873-K7-K74-AKQ2|K7-A873-AKQ2-K74|A873-K7-AKQ2-K74
3{a} "Overcall: Balancing" hcp=16+ asks=G text="game values, no stopper in their suit: asks for one" ref="standard teaching: advancing a balancing overcall: after the cue bid and the minimum rebid, game needs 16+ (a king more than opposite a direct overcall); without a stopper in their suit, cue-bid it again to ask for one"
   test=AQ73-KQ73-74-AK2|AQ73-74-KQ73-AK2|74-AQ73-KQ73-AK2
P "Overcall: Balancing" text="no game opposite the minimum" ref="standard teaching: advancing a balancing overcall: after the cue bid and the minimum rebid, game needs 16+ (a king more than opposite a direct overcall); without a stopper in their suit, cue-bid it again to ask for one"
   test=AQ73-KQ73-74-K32|AQ73-74-KQ73-K32|74-AQ73-KQ73-K32
[1{a}-P-P-2{b}-P-2{a}-P-3{b}-P-3{a}-P] where b<a, b in CD as [1{a}-2{b}-P-2{a}-P-3{b}-P-3{a}-P]
[1S-P-P-2H-P-3H-P] complete
4H "Overcall: Balancing" hcp=12+ text="accepts: 12+" test=32-AQJ432-K32-K2 ref="standard teaching: the overcaller's rebid"
P "Overcall: Balancing" text="a minimum: pass" test=32-KJ5432-K32-32 ref="standard teaching: the overcaller's rebid"

# ---------------------------------------------------------------------------------------
# Advancing partner's balancing 2NT (19-20, balanced, a stopper): as over a 2NT opening,
# game with 5+; a six-card major is bid at game, a five-card major at the three level
# (forcing: the 2NT bidder raises with three trumps, else 3NT).
# ---------------------------------------------------------------------------------------
[1{a}-P-P-2N-P] where a in CD complete
4x "Overcall: Balancing" hcp=5+ X=6+ S=x H=x text="game: a six-card major" ref="standard teaching: advancing a balancing 2NT"
   test=KJ8632-32-Q32-32
3x "Overcall: Balancing" hcp=5+ X=5 S=x H=x asks=1 text="a five-card major, forcing: 3NT or four of the major"
   ref="standard teaching: advancing a balancing 2NT" test=KJ863-32-Q32-432
[1H-P-P-2N-P] complete
4S "Overcall: Balancing" hcp=5+ S=6+ text="game: six spades" ref="standard teaching: advancing a balancing 2NT"
   test=KJ8632-32-Q32-32
3S "Overcall: Balancing" hcp=5+ S=5 asks=1 text="five spades, forcing: 3NT or 4S" ref="standard teaching: advancing a balancing 2NT"
   test=KJ863-32-Q32-432
[1S-P-P-2N-P] complete
4H "Overcall: Balancing" hcp=5+ H=6+ text="game: six hearts" ref="standard teaching: advancing a balancing 2NT"
   test=32-KJ8632-Q32-32
3H "Overcall: Balancing" hcp=5+ H=5 asks=1 text="five hearts, forcing: 3NT or 4H" ref="standard teaching: advancing a balancing 2NT"
   test=432-KJ863-Q32-32
[1{a}-P-P-2N-P] complete
3N "Overcall: Balancing" hcp=5+ text="game: 5+ opposite 19-20" ref="standard teaching: advancing a balancing 2NT"
   test=Q32-Q32-J432-432
P "Overcall: Balancing" ref="standard teaching: advancing a balancing 2NT" test=432-J32-J432-432 text="no game opposite 19-20: pass"
[1{a}-P-P-2N-P-3{b}-P] where b in HS, a!=b complete
4{b} "Overcall: Balancing" {b}=3+ text="three-card support: game in the major" ref="standard teaching: advancing a balancing 2NT"
   test=AQ2-KQ2-KQ32-K32
3N "Overcall: Balancing" text="two-card support: 3NT" ref="standard teaching: advancing a balancing 2NT"
   test=AQ-KQ-KQ432-K432

# ---------------------------------------------------------------------------------------
# Advancing a balancing double when the passed responder raises (1x-P-P-D-2x): advancer is
# no longer forced to bid, so a bid shows values; partner may be light (the balancer
# "borrowed a king"), so the ranges are those of advancing a balancing double: a free bid
# 6-10, a jump 11-12 (invitational), game or 3NT with 13+, the cue bid 13+ without a clear
# game. The doubler may then reopen with a second double (extra values) or a new suit.
# ---------------------------------------------------------------------------------------
block "Advancing a balancing double after the raise: game"
4x "Takeout Double: Advance" hcp=13+ X=5+ S=x H=x text="game: a five-card major, 13+"
   ref="standard teaching: advancing a balancing double" test=AKJ43-QJ4-32-K32
3N "Takeout Double: Advance" hcp=13+ shape=balanced {a}=:1stop text="game: 13+, balanced, a stopper"
   ref="standard teaching: advancing a balancing double" test=KQ2-KQ2-K32-KJ32

[1{a}-P-P-D-2{a}] where a in CD complete
use "Advancing a balancing double after the raise: game"
3{a} "Takeout Double: Advance" hcp=13+ asks=1 text="cue bid: 13+, forcing; the doubler shows a major"
   ref="standard teaching: advancing a balancing double" test=AKJ2-KQ32-432-32
3x "Takeout Double: Advance" hcp=11-12 X=4+U S=x H=x text="jump: invitational, 11-12, a 4+ card major"
   ref="standard teaching: advancing a balancing double" test=AJ32-K432-K2-432
2x "Takeout Double: Advance" hcp=6-10 X=4+U S=x H=x text="free bid: 6-10, a 4+ card major"
   ref="standard teaching: advancing a balancing double" test=QJ32-K432-32-432
[1C-P-P-D-2C] complete
2D "Takeout Double: Advance" hcp=6-10 D=5+ text="free bid: 6-10, 5+ diamonds" ref="standard teaching: advancing a balancing double"
   test=32-J32-KQJ32-432
[1D-P-P-D-2D] complete
3C "Takeout Double: Advance" hcp=8-12 C=5+ text="free bid: 8-12, 5+ clubs" ref="standard teaching: advancing a balancing double"
   test=32-J32-432-AQJ32
[1{a}-P-P-D-2{a}] where a in H complete
use "Advancing a balancing double after the raise: game"
3H "Takeout Double: Advance" hcp=13+ asks=1 text="cue bid: 13+, forcing" ref="standard teaching: advancing a balancing double"
   test=AJ32-432-AQ32-K2
3S "Takeout Double: Advance" hcp=11-12 S=4+ text="jump: invitational, 11-12, 4+ spades" ref="standard teaching: advancing a balancing double"
   test=AJ32-432-K432-K2
2S "Takeout Double: Advance" hcp=6-10 S=4+ text="free bid: 6-10, 4+ spades" ref="standard teaching: advancing a balancing double"
   test=QJ32-432-K432-32
3x "Takeout Double: Advance" hcp=8-12 X=5+ D=x C=x text="free bid: 8-12, a 5+ card minor" ref="standard teaching: advancing a balancing double"
   test=32-432-AQJ32-J32
[1{a}-P-P-D-2{a}] where a in S complete
use "Advancing a balancing double after the raise: game"
3S "Takeout Double: Advance" hcp=13+ asks=1 text="cue bid: 13+, forcing" ref="standard teaching: advancing a balancing double"
   test=432-AJ32-AQ32-K2
3H "Takeout Double: Advance" hcp=7-12 H=4+ text="free bid: 7-12, 4+ hearts"
   ref="standard teaching: advancing a balancing double" test=32-QJ32-K432-J32
3x "Takeout Double: Advance" hcp=8-12 X=5+ D=x C=x text="free bid: 8-12, a 5+ card minor"
   ref="standard teaching: advancing a balancing double" test=32-432-AQJ32-J32
[1{a}-P-P-D-2{a}] complete
2N "Takeout Double: Advance" hcp=11-12 shape=balanced {a}=:1stop text="11-12, balanced, a stopper: invitational"
   ref="standard teaching: advancing a balancing double" test=K32-K32-K32-K432
P "Takeout Double: Advance" text="no values to bid freely" ref="standard teaching: advancing a balancing double"
   test=432-J32-J432-432

# Advancing a balancing double after opener rebids a new suit (1x-P-P-D-2y): advancer is no
# longer forced to bid, so a free bid shows values: a four-card major 6-10, a jump 11-12,
# game with 13+ and five cards; otherwise pass. The doubler with a strong hand (17+) and a
# five-card suit of his own then bids it.
[1{a}-P-P-D-2{c}] where a in CD, c<a complete
4x "Takeout Double: Advance" hcp=13+ X=5+ S=x H=x text="game: a five-card major, 13+" test=AKJ43-QJ4-32-K32 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
3x "Takeout Double: Advance" hcp=11-12 X=4+U S=x H=x text="jump: invitational, 11-12, a 4+ card major" test=AJ32-K432-K2-432 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
2x "Takeout Double: Advance" hcp=6-10 X=4+U S=x H=x text="free bid: 6-10, a 4+ card major" test=QJ32-K432-32-432 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
[1H-P-P-D-2{c}] where c in CD complete
4S "Takeout Double: Advance" hcp=13+ S=5+ text="game: five spades, 13+" test=AKJ43-32-QJ4-K32 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
3S "Takeout Double: Advance" hcp=11-12 S=4+ text="jump: invitational, 11-12, 4+ spades" test=AJ32-432-K32-K32 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
2S "Takeout Double: Advance" hcp=6-10 S=4+ text="free bid: 6-10, 4+ spades" test=QJ32-432-K32-432 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
[1S-P-P-D-2{c}] where c in CD complete
4H "Takeout Double: Advance" hcp=13+ H=5+ text="game: five hearts, 13+" test=32-AKJ43-QJ4-K32 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
3H "Takeout Double: Advance" hcp=11-12 H=4+ text="jump: invitational, 11-12, 4+ hearts" test=432-AJ32-K32-K32 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
2H "Takeout Double: Advance" hcp=6-10 H=4+ text="free bid: 6-10, 4+ hearts" test=432-QJ32-K32-432 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
[1{a}-P-P-D-2{c}] where c<a complete
D "Takeout Double: Advance" hcp=13+ {c}=3+ text="13+ and three or more of opener's second suit: penalty, the side holds the balance of values" ref="standard teaching: advancing a balancing double; opposite the balancing double advancer with 13+ has game values: he doubles their runout for penalty or bids game" test=K32-A32-QT2-AQ32
P "Takeout Double: Advance" text="no values to bid freely: pass" test=432-J32-J432-432 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"

# The balancing doubler after opener's new suit and advancer's pass: with 17+ and a five-card
# major of his own he bids it (2NT with 19-20 balanced and stoppers); otherwise he passes.
[1{a}-P-P-D-2{c}-P-P] where a in CD, c<a complete
2x "Takeout Double: Balancing" hcp=17+ X=5+ S=x H=x text="17+, a five-card major" test=AKJ43-AQ4-32-K32 ref="standard teaching: the balancing doubler with a strong hand bids again"
[1H-P-P-D-2{c}-P-P] where c in CD complete
2S "Takeout Double: Balancing" hcp=17+ S=5+ text="17+, five spades" test=AKJ43-32-AQ4-K32 ref="standard teaching: the balancing doubler with a strong hand bids again"
[1S-P-P-D-2{c}-P-P] where c in CD complete
2H "Takeout Double: Balancing" hcp=17+ H=5+ text="17+, five hearts" test=32-AKJ43-AQ4-K32 ref="standard teaching: the balancing doubler with a strong hand bids again"
[1{a}-P-P-D-2{c}-P-P] where a in CD, c<a complete
2x "Takeout Double: Balancing" hcp=15+ X=6+ S=x H=x text="15+, a six-card major (too strong for the balancing overcall)" ref="standard teaching: the balancing doubler with a strong hand bids again: with 15+ and a six-card suit he doubled because he was too strong to overcall" test=T2-AKQ654-K62-K9|AKQ654-T2-K62-K9
[1H-P-P-D-2{c}-P-P] where c in CD complete
2S "Takeout Double: Balancing" hcp=15+ S=6+ text="15+, six spades (too strong for the balancing overcall)" ref="standard teaching: the balancing doubler with a strong hand bids again: with 15+ and a six-card suit he doubled because he was too strong to overcall" test=AKQ654-T2-K62-K9
[1S-P-P-D-2{c}-P-P] where c in CD complete
2H "Takeout Double: Balancing" hcp=15+ H=6+ text="15+, six hearts (too strong for the balancing overcall)" ref="standard teaching: the balancing doubler with a strong hand bids again: with 15+ and a six-card suit he doubled because he was too strong to overcall" test=T2-AKQ6542-K6-K9
# The balancing doubler's own minor, and his second double: after a major opening, with 17+
# and five cards in an unbid minor he bids it (at the three level with six cards or 18+);
# with 18+ and no such bid, short in opener's new suit, he doubles again: still for takeout,
# advancer bids his best unbid suit however weak.
[1{a}-P-P-D-2{c}-P-P] where a in HS, c in C complete
2D "Takeout Double: Balancing" hcp=17+ D=5+ text="17+, five or more diamonds" ref="standard teaching: the balancing doubler with a strong hand bids again: a new suit of his own (17+, five cards; at the three level six cards or 18+), or a second double, still for takeout (18+)"
   test=A2-32-AKJ75-KQ32|32-A2-AKJ75-KQ32
[1{a}-P-P-D-2{c}-P-P] where a in HS, c in DH, c<a complete
3C "Takeout Double: Balancing" hcp=17+ C=6+ text="17+, six or more clubs" ref="standard teaching: the balancing doubler with a strong hand bids again: a new suit of his own (17+, five cards; at the three level six cards or 18+), or a second double, still for takeout (18+)"
   test=A2-K32-2-AKQJ532|K32-A2-2-AKQJ532
3C "Takeout Double: Balancing" hcp=18+ C=5+ text="18+, five or more clubs" ref="standard teaching: the balancing doubler with a strong hand bids again: a new suit of his own (17+, five cards; at the three level six cards or 18+), or a second double, still for takeout (18+)"
   test=A2-K32-K32-AKJ75|K32-A2-K32-AKJ75
[1S-P-P-D-2H-P-P] complete
3D "Takeout Double: Balancing" hcp=17+ D=6+ text="17+, six or more diamonds" ref="standard teaching: the balancing doubler with a strong hand bids again: a new suit of his own (17+, five cards; at the three level six cards or 18+), or a second double, still for takeout (18+)"
   test=A2-2-AKQJ532-K32
3D "Takeout Double: Balancing" hcp=18+ D=5+ text="18+, five or more diamonds" ref="standard teaching: the balancing doubler with a strong hand bids again: a new suit of his own (17+, five cards; at the three level six cards or 18+), or a second double, still for takeout (18+)"
   test=A2-K32-AKJ75-K32

[1{a}-P-P-D-2{c}-P-P] where c<a complete
2N "Takeout Double: Balancing" hcp=19-20 shape=balanced {a}=:1stop {c}=:1stop text="19-20, balanced, both their suits stopped" test=AQ2-KQ2-KJ2-KJ32 ref="standard teaching: the balancing doubler with a strong hand bids again"
D "Takeout Double: Balancing" hcp=18+ {c}=<3 text="18+: doubles again, still for takeout" ref="standard teaching: the balancing doubler with a strong hand bids again: a new suit of his own (17+, five cards; at the three level six cards or 18+), or a second double, still for takeout (18+)"
   test=AQ32-2-KQJ2-AQ32|2-AQ32-KQJ2-AQ32|AQ32-KQJ2-2-AQ32|AQ32-KQJ2-AQ32-2
P "Takeout Double: Balancing" text="no extra strength to show: pass" test=A32-KJ32-Q32-432 ref="standard teaching: the balancing doubler with a strong hand bids again"

# The balancing doubler after advancer's free bid over opener's new suit: game with 17+ and
# four trumps, invite with 14-16; after the jump (11-12), game with a sound opening and support.
[1{a}-P-P-D-2{c}-2{b}-P] where c<a, b in HS, b>c, b!=a complete
4{b} "Takeout Double: Balancing" hcp=17+ {b}=4+ text="game: 17+ with four trumps opposite a free bid" test=AKJ2-AQ32-K32-32 ref="standard teaching: the doubler's rebid"
4{b} "Takeout Double: Balancing" hcp=19+ {b}=3 text="game: 19+ with three trumps opposite a free bid (four or more cards)" ref="standard teaching: the doubler's rebid: with 19+ the doubler does not pass partner's free bid" test=AK2-AQ2-AK32-432|AQ2-AK2-AK32-432
3N "Takeout Double: Balancing" hcp=19+ {a}=:1stop text="game: 19+ and a stopper in their suit, no fit" ref="standard teaching: the doubler's rebid: with 19+ the doubler does not pass partner's free bid" test=AQ32-2-AK32-AKQ2|2-AQ32-AKQ2-AK32|AQ32-AKQ2-2-AK32|AQ32-AK32-AKQ2-2
3{b} "Takeout Double: Balancing" hcp=14-16 {b}=4+ text="invitational: 14-16 with four trumps" test=AKJ2-KQ32-J32-32 ref="standard teaching: the doubler's rebid"
3{b} "Takeout Double: Balancing" hcp=17-18 {b}=3 text="invitational: 17-18 with three trumps" ref="standard teaching: the doubler's rebid: opposite a free bid (6-10, four or more cards) three trumps and extras invite" test=AK2-KQ2-J432-A32|KQ2-AK2-J432-A32
P "Takeout Double: Balancing" text="no fit or no extras: pass" test=AJ32-KJ32-Q32-32 ref="standard teaching: the doubler's rebid"
[1{a}-P-P-D-2{c}-3{b}-P] where c<a, b in HS, b!=a, b>c complete
4{b} "Takeout Double: Balancing" hcp=12+ {b}=3+ text="accepts the invitation" test=AKJ2-Q432-K32-32 ref="standard teaching: the doubler's rebid"
P "Takeout Double: Balancing" text="no fit or no extras: pass" test=QJ32-QJ32-Q32-32 ref="standard teaching: the doubler's rebid"

# The advancer after the doubler's five-card major: raise to game with three trumps and 8+
# (the doubler has 17+), to three with 5-7.
[1{a}-P-P-D-2{c}-P-P-2{d}-P] where c<a, d in HS, d!=a, d>c complete
4{d} "Takeout Double: Advance" hcp=8+ {d}=3+ text="game: three trumps and 8+ opposite 17+" test=K32-K32-Q432-432 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
3{d} "Takeout Double: Advance" hcp=5-7 {d}=3+ text="raise: three trumps and 5-7" test=Q32-K32-5432-432 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"
P "Takeout Double: Advance" text="nothing to add: pass" test=32-32-QJ5432-432 ref="standard teaching: advancing a balancing double; a free bid after opener's rebid shows values"

# Advancer answers the balancing doubler's second double (1x-P-P-D-2y-P-P-D-P): still for
# takeout, as the shared answers above: penalty pass with five strong trumps, else the best
# unbid four-card suit at the cheapest level, else a three-card one.
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a
use "Answering the second double: penalty pass"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in CDH
use "Answering the second double: 2S, four or more spades"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in CDS, d in CD
use "Answering the second double: 2H, four or more hearts"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in HS, d in C
use "Answering the second double: 2D, four or more diamonds"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in S, d in H
use "Answering the second double: 3D, four or more diamonds"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in DHS, d in DH
use "Answering the second double: 3C, four or more clubs"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in CDH
use "Answering the second double: 2S, three spades"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in CDS, d in CD
use "Answering the second double: 2H, three hearts"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in HS, d in C
use "Answering the second double: 2D, three diamonds"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in S, d in H
use "Answering the second double: 3D, three diamonds"
[1{a}-P-P-D-2{d}-P-P-D-P] where d<a, a in DHS, d in DH
use "Answering the second double: 3C, three clubs"

# The doubler answers the cue bid: a four-card major up the line, 3NT with a stopper, else a
# long minor or a three-card major.
[1{a}-P-P-D-2{a}-P-3{a}-P] where a in CD
3x "Takeout Double: Balancing" X=4+U S=x H=x text="a four-card major, up the line" ref="standard teaching: answering the cue bid"
   test=KJ32-QJ32-32-A32
3N "Takeout Double: Balancing" {a}=:1stop text="no four-card major, a stopper" ref="standard teaching: answering the cue bid"
   test=KJ2-QJ2-A32-A432
3x "Takeout Double: Balancing" X=3+U S=x H=x text="no four-card major, no stopper: a three-card major"
   ref="standard teaching: answering the cue bid" test=KJ2-QJ2-5432-J32
[1H-P-P-D-2H-P-3H-P]
3S "Takeout Double: Balancing" S=4+ text="four spades" ref="standard teaching: answering the cue bid" test=KJ32-32-QJ32-A32
3N "Takeout Double: Balancing" H=:1stop text="a heart stopper" ref="standard teaching: answering the cue bid"
   test=KJ2-A32-QJ2-5432
4x "Takeout Double: Balancing" X=4+ C=x D=x text="a four-card minor" ref="standard teaching: answering the cue bid"
   test=KJ2-432-QJ32-A32
[1S-P-P-D-2S-P-3S-P]
4H "Takeout Double: Balancing" H=4+ text="four hearts" ref="standard teaching: answering the cue bid" test=32-KJ32-QJ32-A32
3N "Takeout Double: Balancing" S=:1stop text="a spade stopper" ref="standard teaching: answering the cue bid"
   test=A32-KJ2-QJ2-5432
4x "Takeout Double: Balancing" X=4+ C=x D=x text="a four-card minor" ref="standard teaching: answering the cue bid"
   test=432-KJ2-QJ32-A32

# The doubler after the raise and advancer's pass: a second double with 19+ (any shape) is
# still for takeout; otherwise as after a direct double (16+ with shortness, a new suit 17+).
# With a good six-card major of his own the strong doubler bids it: a second double asks
# partner to choose, and partner, who has passed twice, would choose a minor.
[1{a}-P-P-D-2{a}-P-P] where a in CD as [1{a}-D-2{a}-P-P]
2x "Takeout Double: Balancing" hcp=17+ X=6+:2/3 S=x H=x text="17+, a good six-card major: bids it rather than double again" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=K2-AKQ873-32-AJ2|AKQ873-K2-AJ2-32
[1H-P-P-D-2H-P-P] as [1H-D-2H-P-P]
2S "Takeout Double: Balancing" hcp=17+ S=6+:2/3 text="17+, a good six-card spade suit: bids it rather than double again" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=AKQ873-2-K32-AJ2
[1S-P-P-D-2S-P-P] as [1S-D-2S-P-P]
3H "Takeout Double: Balancing" hcp=17+ H=6+:2/3 text="17+, a good six-card heart suit: bids it rather than double again" ref="standard teaching: the doubler's rebid: double, then a new suit shows a hand too strong to overcall" test=2-AKQ873-K32-AJ2
[1{a}-P-P-D-2{a}-P-P] as [1{a}-D-2{a}-P-P]
D "Takeout Double: Balancing" hcp=19+ text="takeout again: a strong hand" ref="standard teaching: the doubler's rebid"
   test=AK2-AK32-K32-A32
[1{a}-P-P-D-2{a}-P-P-D-P] as [1{a}-D-2{a}-P-P-D-P]

# The balancing doubler after advancer's free bid over the raise (6-10; the jump 11-12):
# raise to game with a fit and extras, invite with a little less.
[1{a}-P-P-D-2{a}-2{b}-P] where b in HS, a<b complete
4{b} "Takeout Double: Balancing" hcp=17+ {b}=4+ text="game: 17+ with four trumps opposite a free bid"
   ref="standard teaching: the doubler's rebid" test=AKJ2-AQ32-K32-32
4{b} "Takeout Double: Balancing" hcp=19+ {b}=3 text="game: 19+ with three trumps opposite a free bid (four or more cards)" ref="standard teaching: the doubler's rebid: with 19+ the doubler does not pass partner's free bid" test=AK2-AQ2-AK32-432|AQ2-AK2-AK32-432
3N "Takeout Double: Balancing" hcp=19+ {a}=:1stop text="game: 19+ and a stopper in their suit, no fit" ref="standard teaching: the doubler's rebid: with 19+ the doubler does not pass partner's free bid" test=AQ32-2-AK32-AKQ2|2-AQ32-AKQ2-AK32|AQ32-AKQ2-2-AK32|AQ32-AK32-AKQ2-2
3{b} "Takeout Double: Balancing" hcp=14-16 {b}=4+ text="invitational: 14-16 with four trumps"
   ref="standard teaching: the doubler's rebid" test=AKJ2-KQ32-J32-32
3{b} "Takeout Double: Balancing" hcp=17-18 {b}=3 text="invitational: 17-18 with three trumps" ref="standard teaching: the doubler's rebid: opposite a free bid (6-10, four or more cards) three trumps and extras invite" test=AK2-KQ2-J432-A32|KQ2-AK2-J432-A32
[1{a}-P-P-D-2{a}-2H-P] where a in CD complete
2S "Takeout Double: Balancing" hcp=16+ S=5+ text="16+, five or more spades" ref="standard teaching: the doubler's rebid: a new suit after the double shows a strong hand and five or more cards" test=KQ932-J7-KQJ-A82|KQ932-J7-A82-KQJ
[1{a}-P-P-D-2{a}-2{b}-P] where b in HS, a<b complete
P ref="standard teaching: the doubler's rebid" test=AJ32-KJ32-Q32-32 text="no fit or no extras: pass"
[1{a}-P-P-D-2{a}-3{b}-P] where a in CD, b in HS complete
4{b} "Takeout Double: Balancing" hcp=12+ {b}=3+ text="accepts the invitation" ref="standard teaching: the doubler's rebid"
   test=AKJ2-Q432-K32-32
P ref="standard teaching: the doubler's rebid" test=QJ32-QJ32-Q32-32 text="no fit or no extras: pass"
# Advancer's free 3H (7-12, four or more hearts) over opener's 2S: the balancer bids game
# with 15+ and four trumps (opposite 7-12 the side has about 25 with a fit), or 17+ and three.
[1S-P-P-D-2S-3H-P] complete
4H "Takeout Double: Balancing" hcp=15+ H=4+ text="game: 15+ with four trumps" ref="standard teaching: the doubler's rebid: opposite advancer's free bid at the three level a sound balancing double with a fit bids game"
   test=32-AKJ2-KJ32-K32
4H "Takeout Double: Balancing" hcp=16+ H=3 text="game: 16+ with three trumps (advancer's free bid has four or more)" ref="standard teaching: the doubler's rebid: opposite advancer's free bid at the three level a strong balancing double with three trumps bids game"
   test=32-AK2-KQ32-AJ32
P ref="standard teaching: the doubler's rebid" test=32-AJ32-KJ32-Q32 text="no fit or no extras: pass"

# Advancer after his cue bid (12+) and the doubler's major: game with four trumps and 13+,
# a raise to three invites; 3NT / 2NT with a stopper and no fit.
[1{a}-D-P-2{a}-P-2{b}-P] where a<b, b in HS complete
4{b} "Takeout Double: Advance" hcp=13+ {b}=4+ text="game: four trumps, 13+" ref="standard teaching: advancing a takeout double, the cue bid"
   test=AJ32-KJ32-K32-Q2
3{b} "Takeout Double: Advance" hcp=<13 {b}=4+ text="invitational: four trumps, 12" ref="standard teaching: advancing a takeout double, the cue bid"
   test=AJ32-QJ32-Q32-Q2
3N "Takeout Double: Advance" hcp=13+ {a}=:1stop text="game: no fit, a stopper" ref="standard teaching: advancing a takeout double, the cue bid"
   test=K2-A2-KQ32-K5432
4{b} "Takeout Double: Advance" hcp=13+ {b}=3 text="game: three trumps and 13+ opposite the doubler's four-card major" ref="standard teaching: advancing a takeout double, the cue bid: with game values, a 4-3 fit in a major plays well"
   test=AK3-AQ3-5432-K32|AK3-AQ3-K32-5432|AK3-5432-AQ3-K32
2N "Takeout Double: Advance" hcp=<13 {a}=:1stop text="invitational: no fit, a stopper" ref="standard teaching: advancing a takeout double, the cue bid"
   test=K32-K32-K32-K432
P ref="standard teaching: advancing a takeout double, the cue bid" test=J32-J32-J432-J32 text="content: pass"

# Advancer after the balancing doubler's invitation over his free bid (6-10): game with 8+
# or a fifth trump; otherwise pass. After the doubler's spades over his free 2H: a raise
# with three-card support (game with 8+).
[1{a}-P-P-D-2{a}-2{b}-P-3{b}-P] where b in HS, a<b complete
4{b} "Takeout Double: Advance" hcp=8+ text="accepts: 8-10" ref="standard teaching: advancing a balancing double: accept the invitation with the top of the free bid or a fifth trump" test=Q42-K854-J32-Q96|K854-Q42-J32-Q96
4{b} "Takeout Double: Advance" {b}=5+ text="accepts: a fifth trump" ref="standard teaching: advancing a balancing double: accept the invitation with the top of the free bid or a fifth trump" test=Q4-98543-T32-Q96|98543-Q4-T32-Q96
P "Takeout Double: Advance" text="a minimum: declines" ref="standard teaching: advancing a balancing double: accept the invitation with the top of the free bid or a fifth trump" test=Q42-9854-T32-Q96|9854-Q42-T32-Q96
[1{a}-P-P-D-2{c}-2{b}-P-3{b}-P] where c<a, b in HS, b>c, b!=a complete
4{b} "Takeout Double: Advance" hcp=8+ text="accepts: 8-10" ref="standard teaching: advancing a balancing double: accept the invitation with the top of the free bid or a fifth trump" test=Q42-K854-J32-Q96|K854-Q42-J32-Q96|K854-Q42-Q96-J32
4{b} "Takeout Double: Advance" {b}=5+ text="accepts: a fifth trump" ref="standard teaching: advancing a balancing double: accept the invitation with the top of the free bid or a fifth trump" test=Q4-98543-T32-Q96|98543-Q4-T32-Q96|98543-Q4-Q96-T32
P "Takeout Double: Advance" text="a minimum: declines" ref="standard teaching: advancing a balancing double: accept the invitation with the top of the free bid or a fifth trump" test=Q42-9854-T32-Q96|9854-Q42-T32-Q96|9854-Q42-Q96-T32
[1{a}-P-P-D-2{a}-2H-P-2S-P] where a in CD complete
4S "Takeout Double: Advance" hcp=8+ S=3+ text="game: support and 8+ opposite 16+ with five spades" ref="standard teaching: advancing a balancing double: accept the invitation with the top of the free bid or a fifth trump" test=Q42-K854-J32-Q96|Q42-K854-Q96-J32
3S "Takeout Double: Advance" S=3+ text="support" ref="standard teaching: advancing a balancing double: accept the invitation with the top of the free bid or a fifth trump" test=Q42-9854-T32-Q96|Q42-9854-Q96-T32
P "Takeout Double: Advance" text="no support: pass" ref="standard teaching: advancing a balancing double: accept the invitation with the top of the free bid or a fifth trump" test=42-QT854-T32-Q96|42-QT854-Q96-T32

# After the cue-bid raise of our one-level overcall, opener competes at the three level: the
# overcaller bids game in a major with extras, competes with a six-card suit, else passes;
# advancer then bids game with an opening hand.
[1{a}-1{b}-P-2{a}-3{a}] where a<b, b in HS complete
4{b} "Overcall" dist=T15+ text="extra values: game" ref="standard teaching: the overcaller's rebid" test=AKJ32-K32-A32-32
[1{a}-1{b}-P-2{a}-3{a}] where a<b complete
P "Overcall" text="a minimum" ref="standard teaching: the overcaller's rebid" test=KJ932-K32-432-32
[1{a}-1{b}-P-2{a}-3{a}-P-P] where a<b, b in HS complete
4{b} "Overcall" hcp=13+ {b}=3+ text="game: an opening hand with support" ref="standard teaching: advancing an overcall"
   test=A32-AQ32-KJ32-32
[1{a}-1{b}-P-2{a}-3{a}-P-P] where a<b complete
3{b} "Overcall" {b}=3+ text="competes: the three level with a fit" ref="standard teaching: the law of total tricks"
   test=Q32-Q32-KJ32-Q32
P ref="standard teaching: advancing an overcall" test=Q2-Q2-32-KJ86432 text="nothing more to show: pass"
