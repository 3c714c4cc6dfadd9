# SAYC in competition: pattern sections. They are tried after the exact section of an
# auction (if any), in the order written here, so the specific patterns come first; the
# general layer (general.bb, included last by sayc.bb) comes after all of them.
#
#   1. The defenders while the opponents bid alone: balancing in the pass-out seat when
#      they stop in a one-level heart response, otherwise pass, in the direct seat and in
#      the pass-out seat. (This replaces the 3,460 generated Pass sections of
#      the former competition_passes.bb.)
#   2. Advancer after partner's weak jump overcall, two-level overcall or overcall of their
#      1NT, when RHO doubles or bids: raise to the level of the fit.
#   (The defenders after the opponents' Blackwood or king ask are in slam.bb.)

# =======================================================================================
# 1. The defenders while the opponents bid alone (our side has only passed)
# =======================================================================================

# Balancing in the pass-out seat when they stop in a one-level heart response (1C-P-1H-P-P,
# 1D-P-1H-P-P): opener has a minimum and responder is a passed hand, so the points are
# shared. A takeout double shows four spades and shortness in hearts; a five-card spade suit
# is bid at the one level. (After 1x-P-P the balancing actions are the exact sections of
# competition_direct.bb.)
[we:P... 1H P P]
D "Takeout Double: Balancing" hcp=10+ S=4+ H=<=2 text="takeout: four spades, short hearts" ref="SAYC booklet: balancing"
   test=KJ32-2-Q432-A432
1S "Overcall: Balancing" hcp=8-14 S=5+:3+ text="a 5+ card suit" ref="SAYC booklet: balancing" test=KQT32-32-432-K32
P ref="SAYC booklet: balancing" test=432-K32-QJ32-Q32

# Advancer after that balancing double: the doubler promised four spades. Pass for penalty
# with five good hearts; 1NT with a heart stopper (6-10); a jump to 2S with four spades and
# 9-11; otherwise 1S.
[we:P... 1H P P D P]
P "Takeout Double: Advance" H=5+:3/5 hcp=6+ text="penalty pass: long, strong hearts" ref="standard teaching: advancing a takeout double"
   test=J6-KQT86-JT98-42
2S "Takeout Double: Advance" hcp=9-11 S=4+ text="jump: invitational, four spades" ref="standard teaching: advancing a takeout double"
   test=QT93-962-A84-A93
1N "Takeout Double: Advance" hcp=6-10 H=:1stop text="6-10, a heart stopper" ref="standard teaching: advancing a takeout double"
   test=J42-KT74-K63-J62
1S "Takeout Double: Advance" text="partner has four spades" ref="standard teaching: advancing a takeout double"
   test=T742-J65-52-KQ73

# Everything else while they bid alone: pass. The sound actions of the direct seat and of
# the balancing seat over their opening or their response (overcalls, takeout doubles,
# 1NT, Michaels, the unusual 2NT, balancing over a raise) are the exact sections of
# competition_direct.bb, competition_defense.bb and competition_later.bb; a defender who
# has passed so far does not come in later against a constructive auction.
[they:bid we:P... rho:bid]
P text="direct seat: the opponents are bidding constructively, pass" ref="standard teaching: the defenders' passes"
   test=8642-753-T96-832

[they:bid we:P... rho:P]
P text="pass-out seat: no sound balance, pass" ref="standard teaching: the defenders' passes" test=8642-753-T96-832

# =======================================================================================
# 2. Advancer after partner's overcall when RHO doubles or bids: raise with a fit. With the
#    law of total tricks: a weak jump overcall shows six cards, so three trumps make nine
#    (raise to the three level) and four make ten (game in a major); after a two-level
#    overcall (five or more cards) a raise needs three trumps and 6-10, game in a major an
#    opening hand. Vulnerable against not, the raise to game with ten trumps is a save that
#    costs more than their game: there game needs the values. Otherwise pass. (The one-level overcalls, and the two-level overcalls
#    when RHO doubles or bids opener's suit, are exact sections of competition_advance.bb.)
# =======================================================================================

# Partner's weak jump overcall, or a three-level preempt.
[1{o} 2{a}|3{a} D|bid] where a>o, a in HS
4{a} "Overcall: Weak Jump" vul=F {a}=4+ text="four trumps: ten between us" ref="standard teaching: the law of total tricks"
   test=Q432-K432-32-J32
4{a} "Overcall: Weak Jump" vul=N {a}=4+ text="four trumps: ten between us" ref="standard teaching: the law of total tricks"
   test=Q432-K432-32-J32
4{a} "Overcall: Weak Jump" vul=B {a}=4+ text="four trumps: ten between us" ref="standard teaching: the law of total tricks"
   test=Q432-K432-32-J32
4{a} "Overcall: Weak Jump" hcp=15+ {a}=3+ text="game: a fit and a strong hand" ref="standard teaching: raising a weak jump overcall"
   test=AK3-KQ3-K432-Q32
3{a} "Overcall: Weak Jump" {a}=3+ text="three trumps: nine between us" ref="standard teaching: the law of total tricks"
   test=K32-Q32-J432-Q32
P "Overcall: Weak Jump" text="no fit" ref="standard teaching: raising a weak jump overcall" test=32-32-Q5432-K432

# Partner's weak jump overcall in diamonds over 1C (six cards, seven at the three level):
# four trumps are ten together, the four level, not at unfavourable vulnerability.
[1{o} 2{a}|3{a} D|bid] where a>o, a in CD
4{a} "Overcall: Weak Jump" vul=X {a}=4+ text="four trumps: ten between us" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (ten trumps: the four level, not at unfavourable vulnerability)"
   test=Q32-K32-J432-Q32|Q32-K32-Q32-J432
4{a} "Overcall: Weak Jump" vul=B {a}=4+ text="four trumps: ten between us" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (ten trumps: the four level, not at unfavourable vulnerability)"
   test=Q32-K32-J432-Q32|Q32-K32-Q32-J432
3{a} "Overcall: Weak Jump" {a}=3+ hcp=<=12 text="three trumps: nine between us" ref="standard teaching: the law of total tricks"
   test=K432-Q32-J32-Q32
P "Overcall: Weak Jump" text="no fit" ref="standard teaching: raising a weak jump overcall" test=K5432-Q5432-2-32

[1{o} 3{a} D|bid] where a<o, a in HS
4{a} "Overcall: Weak Jump" vul=F {a}=3+ text="three trumps: ten between us" ref="standard teaching: the law of total tricks"
   test=Q32-K32-J432-Q32
4{a} "Overcall: Weak Jump" vul=N {a}=3+ text="three trumps: ten between us" ref="standard teaching: the law of total tricks"
   test=Q32-K32-J432-Q32
4{a} "Overcall: Weak Jump" vul=B {a}=3+ text="three trumps: ten between us" ref="standard teaching: the law of total tricks"
   test=Q32-K32-J432-Q32
4{a} "Overcall: Weak Jump" vul=U hcp=15+ {a}=3+ text="game: a fit and a strong hand" ref="standard teaching: raising a preempt: game with the values"
   test=AK3-KQ3-K432-Q32
P "Overcall: Weak Jump" text="no fit" ref="standard teaching: raising a weak jump overcall" test=32-32-Q5432-K432

# Partner's jump overcall to three of a minor (seven cards): three trumps are ten together,
# the four level whatever the values, not at unfavourable vulnerability.
[1{o} 3{a} D|bid] where a<o, a in CD
4{a} "Overcall: Weak Jump" vul=X {a}=3+ text="three trumps: ten between us" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (ten trumps: the four level, not at unfavourable vulnerability)"
   test=Q32-K32-J432-Q32|Q32-K32-Q32-J432
4{a} "Overcall: Weak Jump" vul=B {a}=3+ text="three trumps: ten between us" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (ten trumps: the four level, not at unfavourable vulnerability)"
   test=Q32-K32-J432-Q32|Q32-K32-Q32-J432

# Partner's two-level minor overcall after their opening and one-level response, and opener
# bids again (or doubles): the law of total tricks with a weak hand, five trumps (ten
# together) the four level, not at unfavourable vulnerability. (Four trumps, nine opposite
# a minimum overcall of five cards, are left to the sections after.)
[1{o} P 1{r} 2{a} D|bid] where a in CD, o<r, a!=o, a!=r
4{a} "Overcall" vul=X {a}=5+ text="a preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps, not at unfavourable vulnerability)"
   test=Q83-K4-852-Q9842|Q83-K4-Q9842-852
4{a} "Overcall" vul=B {a}=5+ text="a preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps, not at unfavourable vulnerability)"
   test=Q83-K4-852-Q9842|Q83-K4-Q9842-852
[1{o} P 1N 2{a} D|bid] where a in CD, a!=o
4{a} "Overcall" vul=X {a}=5+ text="a preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps, not at unfavourable vulnerability)"
   test=Q83-K4-852-Q9842|Q83-K4-Q9842-852
4{a} "Overcall" vul=B {a}=5+ text="a preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps, not at unfavourable vulnerability)"
   test=Q83-K4-852-Q9842|Q83-K4-Q9842-852

# Partner's two-level overcall (not a jump) and a new suit or notrump by RHO.
[1{o} 2{a} 2{c}|3{c}|2N|3N] where a<o, c!=a, c!=o, a in HS
4{a} "Overcall" hcp=13+ {a}=3+ text="game: a fit and an opening hand" ref="standard teaching: advancing an overcall"
   test=AQ3-KJ3-K432-Q32
3{a} "Overcall" hcp=6-12 {a}=3+ text="a competitive raise: three trumps" ref="standard teaching: advancing an overcall"
   test=K32-Q32-J432-Q32
P "Overcall" text="no fit, or not enough to bid" ref="standard teaching: advancing an overcall" test=32-32-Q5432-K432

[1{o} 2{a} 2{c}|3{c}|2N] where a<o, c!=a, c!=o, a in CD
4{a} "Overcall" vul=X {a}=5+ hcp=<12 text="a preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps, not at unfavourable vulnerability)"
   test=Q83-K4-852-Q9842|Q83-K4-Q9842-852
4{a} "Overcall" vul=B {a}=5+ hcp=<12 text="a preemptive raise: five trumps (ten together), the four level" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (raise partner's overcall to the level of the side's trumps, not at unfavourable vulnerability)"
   test=Q83-K4-852-Q9842|Q83-K4-Q9842-852
3{a} "Overcall" hcp=6-12 {a}=3+ text="a competitive raise: three trumps" ref="standard teaching: advancing an overcall"
   test=K432-Q32-J32-Q32
P "Overcall" text="no fit, or not enough to bid" ref="standard teaching: advancing an overcall" test=K5432-Q5432-2-32

# Partner's natural overcall of their 1NT (competition_defense.bb), and RHO doubles or bids.
[1N 2{a}|3{a} D|bid] where a in HS
4{a} "Overcall" hcp=11+ {a}=3+ text="game: a fit and values" ref="standard teaching: advancing an overcall"
   test=AQ3-KJ3-K432-432
3{a} "Overcall" hcp=<=10 {a}=3+ text="a competitive raise: to the level of the fit" ref="standard teaching: the law of total tricks"
   test=K32-Q32-J432-Q32
P "Overcall" text="no fit, or not enough to bid" ref="standard teaching: advancing an overcall" test=32-32-Q5432-K432

[1N 2{a}|3{a} D|bid] where a in CD
3{a} "Overcall" hcp=<=10 {a}=3+ text="a competitive raise: to the level of the fit" ref="standard teaching: the law of total tricks"
   test=K432-Q32-J32-Q32
P "Overcall" text="no fit, or not enough to bid" ref="standard teaching: advancing an overcall" test=K5432-Q5432-2-32

# =======================================================================================
# 3. Answering partner's forcing call in contested auctions. Each family states its rule
#    once: the partner of the player who made a forcing call (a cue bid, a jump shift, a
#    new suit over their preempt) never passes; he describes his hand at the cheapest level
#    with a minimum and bids game (or notrump with a stopper) with extras.
# =======================================================================================

# 3a. The overcaller after advancer's cue bid of opener's suit (a limit raise or better, or
#     any strong hand; forcing one round) when third hand doubled (negative), bid a new suit,
#     bid 1NT or raised: with a minimum rebid the suit at the cheapest level; with extra
#     values bid game in a major, or 3NT with a stopper in their suit. (After 1x-1y-P-2x-P
#     the exact section of competition_advance.bb answers.)
block "Overcaller after the cue bid: two level"
4{b} "Overcall: Cue Bid Raise" dist=T16+ text="extra values: game" ref="standard teaching: the overcaller after advancer's cue bid"
   test=AKJ72-K72-A32-32
3N "Overcall: Cue Bid Raise" hcp=15+ shape=balanced {a}=:1stop text="extra values, balanced, a stopper" ref="standard teaching: the overcaller after advancer's cue bid"
   test=K32-K32-K32-AQ32
2{b} "Overcall: Cue Bid Raise" text="a minimum: rebids the suit at the cheapest level" ref="standard teaching: the overcaller after advancer's cue bid"
   test=T2-T2-T5432-5432
block "Overcaller after the cue bid: three level"
4{b} "Overcall: Cue Bid Raise" dist=T15+ text="extra values: game" ref="standard teaching: the overcaller after advancer's cue bid"
   test=AKJ72-K72-A32-32
3{b} "Overcall: Cue Bid Raise" text="a minimum: rebids the suit at the cheapest level" ref="standard teaching: the overcaller after advancer's cue bid"
   test=T2-T2-T5432-5432
block "Advancer after the overcaller's minimum"
4{b} "Overcall: Cue Bid Raise" hcp=13+ {b}=3+ text="game: opening values and a fit" ref="standard teaching: advancing an overcall"
   test=AQ3-KJ3-K432-Q32
P "Overcall: Cue Bid Raise" text="a limit raise: partner has a minimum" ref="standard teaching: advancing an overcall" test=K32-Q32-K32-Q432

[1{a}-1{b}-D-2{a}-P] where a<b, b in HS
use "Overcaller after the cue bid: two level"
[1{a}-1{b}-1N-2{a}-P] where a<b, b in HS
use "Overcaller after the cue bid: two level"
[1{a}-1{b}-1{c}-2{a}-P] where a<b, b<c, b in HS
use "Overcaller after the cue bid: two level"
[1{a}-1{b}-2{a}-3{a}-P] where a<b, b in HS
use "Overcaller after the cue bid: three level"
[1{a}-1{b}-D-2{a}-P-2{b}-P] where a<b, b in HS
use "Advancer after the overcaller's minimum"
[1{a}-1{b}-1N-2{a}-P-2{b}-P] where a<b, b in HS
use "Advancer after the overcaller's minimum"
[1{a}-1{b}-1{c}-2{a}-P-2{b}-P] where a<b, b<c, b in HS
use "Advancer after the overcaller's minimum"
[1{a}-1{b}-2{a}-3{a}-P-3{b}-P] where a<b, b in HS
use "Advancer after the overcaller's minimum"
[1C-1D-D-2C-P] complete
3N "Overcall: Cue Bid Raise" hcp=15+ shape=balanced C=:1stop text="extra values, balanced, a club stopper" ref="standard teaching: the overcaller after advancer's cue bid" test=K32-K32-K32-AQ32
2D "Overcall: Cue Bid Raise" text="rebids the suit at the cheapest level" ref="standard teaching: the overcaller after advancer's cue bid" test=T2-T2-T5432-5432
[1C-1D-1N-2C-P] complete
3N "Overcall: Cue Bid Raise" hcp=15+ shape=balanced C=:1stop text="extra values, balanced, a club stopper" ref="standard teaching: the overcaller after advancer's cue bid" test=K32-K32-K32-AQ32
2D "Overcall: Cue Bid Raise" text="rebids the suit at the cheapest level" ref="standard teaching: the overcaller after advancer's cue bid" test=T2-T2-T5432-5432
[1C-1D-1{c}-2C-P] where c in HS complete
3N "Overcall: Cue Bid Raise" hcp=15+ shape=balanced C=:1stop text="extra values, balanced, a club stopper" ref="standard teaching: the overcaller after advancer's cue bid" test=K32-K32-K32-AQ32
2D "Overcall: Cue Bid Raise" text="rebids the suit at the cheapest level" ref="standard teaching: the overcaller after advancer's cue bid" test=T2-T2-T5432-5432
[1C-1D-2C-3C-P] complete
3N "Overcall: Cue Bid Raise" hcp=15+ C=:1stop text="extra values, a club stopper" ref="standard teaching: the overcaller after advancer's cue bid" test=K32-K32-K32-AQ32
3D "Overcall: Cue Bid Raise" text="rebids the suit at the cheapest level" ref="standard teaching: the overcaller after advancer's cue bid" test=T2-T2-T5432-5432
[1C-1D-D-2C-P-2D-P] complete
3N "Overcall: Cue Bid Raise" hcp=13+ C=:1stop text="game: opening values, a club stopper" ref="standard teaching: advancing an overcall" test=AQ3-KJ3-K432-K32
P "Overcall: Cue Bid Raise" text="partner has a minimum" ref="standard teaching: advancing an overcall" test=K32-Q32-K32-5432
[1{a}-2{b}-D-2{a}-P] where b<a, b in HS complete
3{b} "Overcall: Cue Bid Raise" text="rebids the suit at the cheapest level" ref="standard teaching: the overcaller after advancer's cue bid" test=T2-T2-T5432-5432
[1{a}-2{b}-D-2{a}-P] where b<a, b in CD complete
3N "Overcall: Cue Bid Raise" hcp=15+ {a}=:1stop text="extra values, a stopper" ref="standard teaching: the overcaller after advancer's cue bid" test=AK2-KQ72-KJ3-J32
3{b} "Overcall: Cue Bid Raise" text="rebids the suit at the cheapest level" ref="standard teaching: the overcaller after advancer's cue bid" test=T2-T2-T5432-5432

# 3b. The unusual 2NT bidder after advancer's cue bid (a good hand, a limit raise or better):
#     the longer of the two suits at the cheapest level (the major when equal); game with the
#     strong (16+) type.
block "Unusual 2NT over 1C: after the cue bid"
4H "Unusual Notrump" hcp=16+ H=>=D text="strong: game in hearts" ref="SAYC booklet: unusual notrump" test=3-AKJ87-AQ987-K2
3H "Unusual Notrump" H=>=D text="hearts at least as long as diamonds" ref="SAYC booklet: unusual notrump" test=3-QJ987-KQT87-32
3D "Unusual Notrump" text="longer diamonds" ref="SAYC booklet: unusual notrump" test=3-QJ98-KQT876-32
block "Unusual 2NT over 1D: after the cue bid"
4H "Unusual Notrump" hcp=16+ H=>=C text="strong: game in hearts" ref="SAYC booklet: unusual notrump" test=3-AKJ87-K2-AQ987
3H "Unusual Notrump" H=>=C text="hearts at least as long as clubs" ref="SAYC booklet: unusual notrump" test=3-QJ987-32-KQT87
4C "Unusual Notrump" text="longer clubs" ref="SAYC booklet: unusual notrump" test=3-QJ98-32-KQT876
block "Unusual 2NT over a major: after the cue bid"
4D "Unusual Notrump" D=>=C text="diamonds at least as long as clubs" ref="SAYC booklet: unusual notrump" test=3-32-KQT87-QJ987
4C "Unusual Notrump" text="longer clubs" ref="SAYC booklet: unusual notrump" test=3-32-QJ98-KQT876
[1C-2N-P-3C-P]
use "Unusual 2NT over 1C: after the cue bid"
[1C-2N-D-3C-P]
use "Unusual 2NT over 1C: after the cue bid"
[1D-2N-P-3D-P]
use "Unusual 2NT over 1D: after the cue bid"
[1D-2N-D-3D-P]
use "Unusual 2NT over 1D: after the cue bid"
[1{a}-2N-P-3{a}-P] where a in HS
use "Unusual 2NT over a major: after the cue bid"
[1{a}-2N-D-3{a}-P] where a in HS
use "Unusual 2NT over a major: after the cue bid"

# Michaels over a major: advancer's 2NT asks for the minor also when third hand doubled.
[1{a}-2{a}-D-2N-P] where a in HS as [1{a}-2{a}-P-2N-P]

# 3c. Opener after responder's new suit over their three-level preempt (forcing): raise with
#     three-card support, 3NT with a stopper in their suit, rebid a six-card suit; else raise
#     with two (responder has five) or bid 3NT.
block "Opener over the forcing new suit: raise or notrump"
4{c} {c}=3+ text="three-card support: game" ref="standard teaching: bidding over a preempt" test=K32-K32-AQ32-K32
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: bidding over a preempt" test=K2-K2-KJ32-Q5432
block "Opener over the forcing new suit: last resort"
4{c} {c}=2 text="doubleton support for a five-card suit" ref="standard teaching: bidding over a preempt" test=Q2-Q2-J5432-J543
3N text="no fit and no better bid" ref="standard teaching: bidding over a preempt" test=J-J-J65432-Q5432

[1C 3{b} 3{c} P] where b<c, b in DH, c in HS complete
use "Opener over the forcing new suit: raise or notrump"
4C C=6+ text="a six-card suit" ref="standard teaching: bidding over a preempt" test=Q2-J2-J32-AQ8765
use "Opener over the forcing new suit: last resort"
[1D 3{b} 3{c} P] where b<c, b in CH, c in HS complete
4{c} {c}=3+ text="three-card support: game" ref="standard teaching: bidding over a preempt" test=K32-K32-AQ32-K32
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: bidding over a preempt" test=K2-K2-Q5432-KJ32
4D D=6+ text="a six-card suit" ref="standard teaching: bidding over a preempt" test=Q2-J2-AQ8765-J32
4{c} {c}=2 text="doubleton support for a five-card suit" ref="standard teaching: bidding over a preempt" test=Q2-Q2-J5432-J543
3N text="no fit and no better bid" ref="standard teaching: bidding over a preempt" test=J-J-Q5432-J65432
[1H 3{b} 3S P] where b in CD complete
4S S=3+ text="three-card support: game" ref="standard teaching: bidding over a preempt" test=K32-K32-AQ32-K32
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: bidding over a preempt" test=K2-K32-KJ32-K432
4H H=6+ text="a six-card suit" ref="standard teaching: bidding over a preempt" test=Q2-AQ8765-J32-J2
4S S=2 text="doubleton support for a five-card suit" ref="standard teaching: bidding over a preempt" test=Q2-Q2-J5432-J543
3N text="no fit and no better bid" ref="standard teaching: bidding over a preempt" test=J-J5432-J5432-Q2
[1S 3{b} 3H P] where b in CD complete
4H H=3+ text="three-card support: game" ref="standard teaching: bidding over a preempt" test=K32-K32-AQ32-K32
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: bidding over a preempt" test=K32-K2-KJ32-K432
3S S=6+ text="a six-card suit" ref="standard teaching: bidding over a preempt" test=AQ8765-Q2-J32-J2
4H H=2 text="doubleton support for a five-card suit" ref="standard teaching: bidding over a preempt" test=Q2-Q2-J5432-J543
3N text="no fit and no better bid" ref="standard teaching: bidding over a preempt" test=Q32-J-J5432-J543

# 3d. Opener after responder's game-forcing cue bid of the overcaller's suit (after a
#     negative double and opener's rebid at the cheapest level): 3NT with a stopper in their
#     suit; otherwise a five-card suit; otherwise 3NT.
[1C-1D-D-P-2C-P-2D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1D-D-P-1H-P-2D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1D-D-P-1S-P-2D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1D-D-P-1N-P-2D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1H-D-P-2C-P-2H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1H-D-P-2D-P-2H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1H-D-P-1S-P-2H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1H-D-P-1N-P-2H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1S-D-P-2C-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1S-D-P-2D-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1S-D-P-2H-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-1S-D-P-1N-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2C-D-P-2D-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2C-D-P-2H-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2C-D-P-2S-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2C-D-P-2N-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-1H-D-P-2C-P-2H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-1H-D-P-2D-P-2H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-1H-D-P-1S-P-2H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-1H-D-P-1N-P-2H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-1S-D-P-2C-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-1S-D-P-2D-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-1S-D-P-2H-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-1S-D-P-1N-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2C-D-P-2D-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2C-D-P-2H-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2C-D-P-2S-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2C-D-P-2N-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2D-D-P-3C-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2D-D-P-2H-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2D-D-P-2S-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2D-D-P-2N-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-1S-D-P-2C-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-1S-D-P-2D-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-1S-D-P-2H-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-1S-D-P-1N-P-2S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
3x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2C-D-P-2D-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2C-D-P-2H-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2C-D-P-2S-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2C-D-P-2N-P-3C-P] complete
3N "Negative Double" C=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2D-D-P-3C-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2D-D-P-2H-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2D-D-P-2S-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2D-D-P-2N-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2H-D-P-3C-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2H-D-P-3D-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2H-D-P-2S-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1S-2H-D-P-2N-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432

[1C-2D-D-P-3C-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2D-D-P-2H-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2D-D-P-2S-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2D-D-P-2N-P-3D-P] complete
3N "Negative Double" D=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2H-D-P-3C-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2H-D-P-3D-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2H-D-P-2S-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2H-D-P-2N-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2S-D-P-3C-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2S-D-P-3D-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2S-D-P-3H-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1C-2S-D-P-2N-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2H-D-P-3C-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2H-D-P-3D-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2H-D-P-2S-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2H-D-P-2N-P-3H-P] complete
3N "Negative Double" H=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2S-D-P-3C-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2S-D-P-3D-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2S-D-P-3H-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1D-2S-D-P-2N-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2S-D-P-3C-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2S-D-P-3D-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2S-D-P-3H-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432
[1H-2S-D-P-2N-P-3S-P] complete
3N "Negative Double" S=:1stop text="game forced: a stopper in their suit" ref="standard teaching: responder's cue bid after a negative double" test=AK2-K32-KQ2-KJ32
4x "Negative Double" X=5+ S=x H=x D=x C=x text="game forced: no stopper, a five-card suit" ref="standard teaching: responder's cue bid after a negative double" test=J2-J2-J32-T65432
3N "Negative Double" text="game forced: nothing better" ref="standard teaching: responder's cue bid after a negative double" test=J32-J32-J32-T432

# 3e. Responder after opener's cue bid following the negative double (18+ and a fit for the
#     major the double showed, forcing to game): game in the major with 10+, otherwise the
#     major at the cheapest level; without the major, notrump or a minor.
[1C-1D-D-P-2D-P] complete
4x "Negative Double" hcp=10+ X=4+ S=x H=x text="game in the longer major" ref="SAYC booklet: negative doubles" test=32-KQ32-KQ32-432
2x "Negative Double" X=4+U S=x H=x text="the major shown, at the cheapest level" ref="SAYC booklet: negative doubles" test=32-Q432-5432-432
2N "Negative Double" text="nothing better" ref="SAYC booklet: negative doubles" test=Q32-Q32-T432-Q32
[1{a}-1H-D-P-2H-P] where a in CD complete
4S "Negative Double" hcp=10+ S=4+ text="game in spades" ref="SAYC booklet: negative doubles" test=KQ32-32-KQ32-432
2S "Negative Double" S=4+ text="four spades, at the cheapest level" ref="SAYC booklet: negative doubles" test=Q432-32-5432-432
3N "Negative Double" hcp=10+ H=:1stop text="no four spades: a heart stopper" ref="SAYC booklet: negative doubles" test=Q32-KJ2-KT32-Q32
2N "Negative Double" text="nothing better" ref="SAYC booklet: negative doubles" test=Q32-Q32-T432-Q32
[1{a}-1S-D-P-2S-P] where a in CD complete
4H "Negative Double" hcp=10+ H=4+ text="game in hearts" ref="SAYC booklet: negative doubles" test=32-KQ32-KQ32-432
3H "Negative Double" H=4+ text="four hearts, at the cheapest level" ref="SAYC booklet: negative doubles" test=32-Q432-5432-432
3N "Negative Double" S=:1stop text="no four hearts: a spade stopper" ref="SAYC booklet: negative doubles" test=KJ2-Q32-KT32-Q32
2N "Negative Double" text="nothing better" ref="SAYC booklet: negative doubles" test=Q32-Q32-T432-Q32
[1H-1S-D-P-2S-P] complete
3N "Negative Double" hcp=10+ S=:1stop text="a spade stopper" ref="SAYC booklet: negative doubles" test=KJ2-Q32-KT32-Q32
3x "Negative Double" X=4+ C=x D=x text="the longer minor" ref="SAYC booklet: negative doubles" test=32-Q32-5432-Q432
2N "Negative Double" text="nothing better" ref="SAYC booklet: negative doubles" test=Q432-Q432-T32-Q2
[1{a}-2{b}-D-P-3{b}-P] where b<a, b in CD complete
4x "Negative Double" hcp=10+ X=4+ S=x H=x text="game in the longer major" ref="SAYC booklet: negative doubles" test=KQ32-KQ32-432-32
3x "Negative Double" X=4+U S=x H=x text="a four-card major at the cheapest level" ref="SAYC booklet: negative doubles" test=Q432-Q432-432-32
3N "Negative Double" text="no four-card major" ref="SAYC booklet: negative doubles" test=Q32-Q32-T432-Q32
[1S-2H-D-P-3H-P] complete
3N "Negative Double" hcp=10+ H=:1stop text="a heart stopper" ref="SAYC booklet: negative doubles" test=Q32-KJ2-KT32-Q32
4x "Negative Double" X=4+ C=x D=x text="the longer minor" ref="SAYC booklet: negative doubles" test=32-Q32-5432-Q432
3N "Negative Double" text="nothing better" ref="SAYC booklet: negative doubles" test=Q432-Q432-T32-Q2
[1C-2D-D-P-3D-P] complete
4x "Negative Double" hcp=10+ X=4+ S=x H=x text="game in the longer major" ref="SAYC booklet: negative doubles" test=KQ32-KQ32-432-32
3x "Negative Double" X=4+U S=x H=x text="a four-card major at the cheapest level" ref="SAYC booklet: negative doubles" test=Q432-Q432-432-32
3N "Negative Double" text="no four-card major" ref="SAYC booklet: negative doubles" test=Q32-Q32-T432-Q32
[1{a}-2H-D-P-3H-P] where a in CD complete
4S "Negative Double" hcp=10+ S=4+ text="game in spades" ref="SAYC booklet: negative doubles" test=KQ32-32-KQ32-432
3S "Negative Double" S=4+ text="four spades" ref="SAYC booklet: negative doubles" test=Q432-32-5432-432
3N "Negative Double" text="no four spades" ref="SAYC booklet: negative doubles" test=Q32-Q32-T432-Q32
[1{a}-2S-D-P-3S-P] where a in CDH complete
4H "Negative Double" H=4+ text="four hearts" ref="SAYC booklet: negative doubles" test=32-Q432-5432-432
3N "Negative Double" text="no four hearts" ref="SAYC booklet: negative doubles" test=Q32-Q32-T432-Q32

# 3f. Responder after opener's reopening jump shift (19+, forcing to game; responder passed
#     the overcall): raise with four-card support, 3NT with a stopper in their suit, a
#     five-card suit, else 3NT.
[1{a}-1{b}-P-P-3{c}-P] where a<b, c!=a, c!=b, c in CD complete
4{c} {c}=4+ text="four-card support" ref="standard teaching: answering a jump shift" test=32-32-5432-Q5432
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: answering a jump shift" test=KJ32-KJ32-K32-K2
3N text="nothing better" ref="standard teaching: answering a jump shift" test=Q432-Q32-T32-Q32
[1{a}-1{b}-P-P-3{c}-P] where a<b, c!=a, c!=b, c in HS complete
4{c} {c}=4+ text="four-card support" ref="standard teaching: answering a jump shift" test=Q5432-5432-32-32
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: answering a jump shift" test=K32-K32-KJ32-KJ2
3N text="nothing better" ref="standard teaching: answering a jump shift" test=Q32-Q32-T432-Q32
[1{a}-1{b}-P-P-2{c}-P] where a<b, b<c, c!=a, c in HS complete
4{c} {c}=4+ text="four-card support" ref="standard teaching: answering a jump shift" test=Q5432-5432-32-32
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: answering a jump shift" test=K32-K32-KJ32-KJ2
3N text="nothing better" ref="standard teaching: answering a jump shift" test=Q32-Q32-T432-Q32
[1{a}-2{b}-P-P-3{c}-P] where b<a, b<c, c!=a, c in CD complete
4{c} {c}=4+ text="four-card support" ref="standard teaching: answering a jump shift" test=32-32-5432-Q5432
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: answering a jump shift" test=KJ32-KJ32-K32-K2
3N text="nothing better" ref="standard teaching: answering a jump shift" test=Q432-Q32-T32-Q32
[1{a}-2{b}-P-P-3{c}-P] where b<a, b<c, c!=a, c in HS complete
4{c} {c}=4+ text="four-card support" ref="standard teaching: answering a jump shift" test=Q5432-5432-32-32
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: answering a jump shift" test=K32-K32-KJ32-KJ2
3N text="nothing better" ref="standard teaching: answering a jump shift" test=Q32-Q32-T432-Q32

[1{a}-2{b}-P-P-3{c}-P] where a<b, c!=a, c!=b, c in CD complete
4{c} {c}=4+ text="four-card support" ref="standard teaching: answering a jump shift" test=32-32-5432-Q5432
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: answering a jump shift" test=KJ32-KJ32-K32-K2
3N text="nothing better" ref="standard teaching: answering a jump shift" test=Q432-Q32-T32-Q32
[1{a}-2{b}-P-P-3{c}-P] where a<b, c!=a, c!=b, c in HS complete
4{c} {c}=4+ text="four-card support" ref="standard teaching: answering a jump shift" test=Q5432-5432-32-32
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: answering a jump shift" test=K32-K32-KJ32-KJ2
3N text="nothing better" ref="standard teaching: answering a jump shift" test=Q32-Q32-T432-Q32

# 3g. The takeout doubler after advancer's cue bid (12+, forcing): a four-card major up the
#     line, otherwise notrump (3NT with a stopper at the three level), otherwise the longer
#     minor. The balancing double and the double of a weak two are answered as in the
#     direct seat.
[1{a}-P-P-D-P-2{a}-P] as [1{a}-D-P-2{a}-P]

block "Takeout doubler answers the cue bid: minor"
3x "Takeout Double" X=4+U S=x H=x text="a four-card major, up the line" ref="standard teaching: the doubler after advancer's cue bid"
   test=AK84-AQ72-KJ9-98
3N "Takeout Double" text="no four-card major" ref="standard teaching: the doubler after advancer's cue bid" test=A32-KJ3-KQ2-J432
block "Takeout doubler answers the cue bid: hearts"
3S "Takeout Double" S=4+ text="four spades" ref="standard teaching: the doubler after advancer's cue bid" test=AK84-98-AQ72-KJ9
3N "Takeout Double" H=:1stop text="no four spades, a heart stopper" ref="standard teaching: the doubler after advancer's cue bid"
   test=A32-KJ3-KQ2-J432
4x "Takeout Double" X=4+ C=x D=x text="no four spades: the longer minor" ref="standard teaching: the doubler after advancer's cue bid"
   test=A32-32-KQ32-KJ32
3N "Takeout Double" text="nothing better" ref="standard teaching: the doubler after advancer's cue bid" test=432-J5432-K32-A2
block "Takeout doubler answers the cue bid: spades"
4H "Takeout Double" H=4+ text="four hearts" ref="standard teaching: the doubler after advancer's cue bid" test=98-AK84-AQ72-KJ9
3N "Takeout Double" S=:1stop text="no four hearts, a spade stopper" ref="standard teaching: the doubler after advancer's cue bid"
   test=KJ3-A32-KQ2-J432
4x "Takeout Double" X=4+ C=x D=x text="no four hearts: the longer minor" ref="standard teaching: the doubler after advancer's cue bid"
   test=32-A32-KQ32-KJ32
4H "Takeout Double" text="nothing better: the unbid major" ref="standard teaching: the doubler after advancer's cue bid" test=J5432-A32-K32-A2

[1C-P-2C-D-P-3C-P]
use "Takeout doubler answers the cue bid: minor"
[1D-P-2D-D-P-3D-P]
use "Takeout doubler answers the cue bid: minor"
[1H-P-2H-D-P-3H-P]
use "Takeout doubler answers the cue bid: hearts"
[1S-P-2S-D-P-3S-P]
use "Takeout doubler answers the cue bid: spades"
[1D-P-2D-P-P-D-P-3D-P]
use "Takeout doubler answers the cue bid: minor"
[1C-P-2C-P-P-D-P-3C-P]
use "Takeout doubler answers the cue bid: minor"
[2D-P-P-D-P-3D-P]
use "Takeout doubler answers the cue bid: minor"
[2D-D-P-3D-P]
use "Takeout doubler answers the cue bid: minor"
[1H-P-2H-P-P-D-P-3H-P]
use "Takeout doubler answers the cue bid: hearts"
[2H-P-P-D-P-3H-P]
use "Takeout doubler answers the cue bid: hearts"
[2H-D-P-3H-P]
use "Takeout doubler answers the cue bid: hearts"
[1S-P-2S-P-P-D-P-3S-P]
use "Takeout doubler answers the cue bid: spades"
[2S-P-P-D-P-3S-P]
use "Takeout doubler answers the cue bid: spades"
[2S-D-P-3S-P]
use "Takeout doubler answers the cue bid: spades"

# 3h. Advancer after the doubler's cue bid (22+, forcing to game): 3NT with a stopper in
#     their suit, otherwise rebid a five-card suit, otherwise 2NT (the doubler goes on).
[1{a}-D-P-1{b}-P-2{a}-P] where a<b, b in HS complete
3N "Takeout Double: Advance" {a}=:1stop text="game forced: a stopper" ref="standard teaching: advancing a takeout double" test=K32-K32-K432-K32
2{b} "Takeout Double: Advance" {b}=5+ text="game forced: a five-card suit" ref="standard teaching: advancing a takeout double" test=Q5432-Q5432-32-2
2N "Takeout Double: Advance" text="game forced: nothing more to show" ref="standard teaching: advancing a takeout double" test=Q32-Q32-T432-Q32

# 3i. Opener after responder's three-level rebid of his suit over opener's 2NT (forcing):
#     raise a major with three, else 3NT.
[1{a} 1{b} 1{c} P 2N P 3{c} P] where a<b, b<c, c in HS complete
4{c} {c}=3+ text="three-card support" ref="standard teaching: opener's rebid after 2NT" test=K32-K32-AQ32-K32
3N text="no fit" ref="standard teaching: opener's rebid after 2NT" test=K2-K2-AQ32-K5432

# =======================================================================================
# 4. Reaching game in competition: the partner of a player who has shown values goes on
#    to game with enough for it, instead of selling out below game.
# =======================================================================================

# 4a. Responder's new suit over their overcall promised 10+ (forcing one round); opener
#     raised it or rebid his suit (a minimum). Responder bids game with an opening hand: after
#     the raise counting his distribution (13+ total points); after opener's rebid of his
#     suit as without the overcall: four of a six-card major of his own with 12+, four of
#     opener's major with a doubleton (opener's rebid shows six), 3NT with a stopper in their
#     suit, five of opener's minor with support and no stopper. When opener's three-level
#     rebid of his major is a jump (16-18, six cards: 1M-(1y)-2m-(P)-3M, 1M-(2m)-2z-(P)-3M
#     with 2M passed over) the free bid's 10+ is enough for game, and game it is (forcing).
[1{a}-1{b}-2{c}-P-3{c}-P] where a<b, c!=a, c!=b, c in HS complete
4{c} dist=T12+ text="game: opening values (12+ counting distribution) opposite opener's raise" ref="standard teaching: responder's rebid in competition"
   test=AK432-K32-K32-32
P text="no more than an invitation" ref="standard teaching: responder's rebid in competition" test=KQ432-Q32-Q32-32
[1{a}-2{b}-2{c}-P-3{c}-P] where b<a, b<c, c!=a, c in HS complete
4{c} dist=T12+ text="game: opening values (12+ counting distribution) opposite opener's raise" ref="standard teaching: responder's rebid in competition"
   test=AK432-K32-K32-32
P text="no more than an invitation" ref="standard teaching: responder's rebid in competition" test=KQ432-Q32-Q32-32

block "Responder after opener's three-level rebid of his major"
4{c} hcp=12+ {c}=6+ text="a six-card suit of his own and game values" ref="standard teaching: responder's rebid in competition"
   test=AKJ432-AKJ432-2-
4{a} hcp=13+ {a}=2+ text="game: opening values, a doubleton fits opener's six-card suit" ref="standard teaching: a doubleton is support for a rebid six-card suit"
   test=AK32-K2-Q432-Q32
3N hcp=13+ {b}=:1stop text="game values, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=K-2-AQ432-KQ5432
P text="no game values" ref="standard teaching: responder's rebid in competition" test=KQ432-Q32-Q32-32
# After 1S-(2m)-2H-(P) opener's 3S is a jump (16-18, six spades): game values together.
[1S-2{b}-2H-P-3S-P] where b in CD complete
4H hcp=12+ H=6+ text="a six-card heart suit of his own and game values" ref="standard teaching: responder's rebid in competition"
   test=2-AKJ432-K32-Q32
4S hcp=10+ S=2+ text="game: opener's jump rebid (16-18, six cards) opposite the free bid (10+), a doubleton fits" ref="ACBL SAYC booklet: after a two-level new-suit response opener's jump rebid is forcing; standard teaching: the jump rebid shows 16-18 and six cards, and opposite responder's 10+ the side holds game values"
   test=K2-AQ432-Q432-32
3N hcp=10+ {b}=:1stop text="game values opposite the jump rebid, a stopper in their suit" ref="ACBL SAYC booklet: after a two-level new-suit response opener's jump rebid is forcing; standard teaching: the jump rebid shows 16-18 and six cards, and opposite responder's 10+ the side holds game values"
   test=2-AQ432-KQ32-K32
4S hcp=10+ text="game: the jump rebid is forcing; no stopper for 3NT, so opener's six-card major" ref="ACBL SAYC booklet: after a two-level new-suit response opener's jump rebid is forcing; standard teaching: the jump rebid shows 16-18 and six cards, and opposite responder's 10+ the side holds game values"
   test=2-AKQJ32-5432-43
[1{a}-2{b}-2{c}-P-3{a}-P] where b<a, b<c, a in H, c in S
use "Responder after opener's three-level rebid of his major"
[1{a}-2{b}-2{c}-P-3{a}-P] where b<a, b<c, c!=a, a in HS, c in CD complete
4{a} hcp=10+ {a}=2+ text="game: opener's jump rebid (16-18, six cards) opposite the free bid (10+), a doubleton fits" ref="standard teaching: a doubleton is support for a rebid six-card suit"
   test=AK32-K2-Q432-Q32
3N hcp=10+ {b}=:1stop text="game values opposite the jump rebid, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=K-2-KQ432-AQ5432
4{a} hcp=10+ text="game: the jump rebid is forcing; no stopper for 3NT, so opener's six-card major" ref="ACBL SAYC booklet: after a two-level new-suit response opener's jump rebid is forcing; standard teaching: the jump rebid shows 16-18 and six cards, and opposite responder's 10+ the side holds game values"
   test=2-2-AKQJ32-65432
P text="no game values" ref="standard teaching: responder's rebid in competition" test=KQ432-Q32-Q32-32
[1{a}-2{b}-2{c}-P-3{a}-P] where b<a, b<c, c!=a, a in CD complete
4{c} hcp=10+ {c}=7+ text="game: a seven-card major of his own" ref="standard teaching: responder's rebid in competition" test=2-AQJ8432-K32-32|AQJ8432-2-K32-32
4{c} hcp=12+ {c}=6+ text="a six-card major of his own and game values" ref="standard teaching: responder's rebid in competition"
   test=AKJ432-AKJ432-2-
3N hcp=13+ C=:1stop text="game values, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=A32-A32-Q32-KJ32
5{a} hcp=13+ {a}=3+ text="game values and support, no stopper in their suit" ref="standard teaching: responder's rebid in competition"
   test=AQ32-AQ32-KJ3-32
3S hcp=13+ S=4+ asks=1 text="game values, no stopper and no fit: spades, forcing" ref="standard teaching: a new suit by responder is forcing; with game values responder does not pass below game"
   test=AQ32-AKJ2-Q2-432
3H hcp=13+ H=4+ asks=1 text="game values, no stopper and no fit: hearts, forcing" ref="standard teaching: a new suit by responder is forcing; with game values responder does not pass below game"
   test=432-AKJ2-AQ-5432
P text="no game values" ref="standard teaching: responder's rebid in competition" test=KQ432-Q32-Q32-32
[1{a}-1{b}-2{c}-P-3{a}-P] where a<b, c!=a, c!=b, a in HS, c<a complete
4{a} hcp=10+ {a}=2+ text="game: opener's jump rebid (16-18, six cards) opposite the free bid (10+), a doubleton fits" ref="standard teaching: a doubleton is support for a rebid six-card suit"
   test=AK32-K2-Q432-Q32
3N hcp=10+ {b}=:1stop text="game values opposite the jump rebid, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=KJ32-2-AQ32-K432
4{a} hcp=10+ text="game: the jump rebid is forcing; no stopper for 3NT, so opener's six-card major" ref="ACBL SAYC booklet: after a two-level new-suit response opener's jump rebid is forcing; standard teaching: the jump rebid shows 16-18 and six cards, and opposite responder's 10+ the side holds game values"
   test=432-2-AKJ3-KQ432
P text="no game values" ref="standard teaching: responder's rebid in competition" test=KQ432-Q32-Q32-32
[1C-1D-2{c}-P-3C-P] where c in HS complete
4{c} hcp=12+ {c}=6+ text="a six-card major of his own and game values" ref="standard teaching: responder's rebid in competition"
   test=AKJ432-AKJ432-2-
3N hcp=13+ D=:1stop text="game values, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=A32-A32-KJ32-Q32
5C hcp=13+ C=3+ text="game values and support, no stopper in their suit" ref="standard teaching: responder's rebid in competition"
   test=AQ32-AQ32-32-KJ3
P text="no game values" ref="standard teaching: responder's rebid in competition" test=KQ432-Q32-Q32-32
[1{a}-1S-2{c}-P-3{a}-P] where a in CD, c in H complete
4{c} hcp=12+ {c}=6+ text="a six-card major of his own and game values" ref="standard teaching: responder's rebid in competition"
   test=32-AKJ432-K32-Q2
3N hcp=13+ S=:1stop text="game values, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=KJ32-A32-A32-Q32
5{a} hcp=13+ {a}=3+ text="game values and support, no stopper in their suit" ref="standard teaching: responder's rebid in competition"
   test=32-AQ32-KJ3-AQ32
P text="no game values" ref="standard teaching: responder's rebid in competition" test=KQ432-Q32-Q32-32

# Opener's jump rebid of his diamonds after responder's free 2C (1D-(1M)-2C-(P)-3D: 16-18,
# six diamonds) is forcing as well: 3NT with a stopper in their major; five diamonds with a
# doubleton or more; otherwise the cue bid of their suit asks opener for a stopper.
[1D-1{b}-2C-P-3D-P] where b in HS complete
3N hcp=10+ {b}=:1stop text="game values opposite the jump rebid, a stopper in their suit" ref="ACBL SAYC booklet: after a two-level new-suit response opener's jump rebid is forcing; standard teaching: the jump rebid shows 16-18 and six cards, and opposite responder's 10+ the side holds game values"
   test=A2-A2-Q32-QJ5432
5D hcp=10+ D=2+ text="game: opener's six diamonds opposite a doubleton or more, no stopper in their suit" ref="ACBL SAYC booklet: after a two-level new-suit response opener's jump rebid is forcing; standard teaching: the jump rebid shows 16-18 and six cards, and opposite responder's 10+ the side holds game values"
   test=432-432-Q2-AKQJ2
3{b} hcp=10+ asks=1 text="cue bid: game values, no stopper in their suit and a singleton diamond: asks opener for one" ref="ACBL SAYC booklet: after a two-level new-suit response opener's jump rebid is forcing; standard teaching: the jump rebid shows 16-18 and six cards, and opposite responder's 10+ the side holds game values; the cue bid of the opponents' suit asks for a stopper"
   test=432-432-2-AKQJ32

# 4a''. Opener when they raise the overcall to three over responder's free call
#     (1x-(1y)-2z-(3y), a two-level new suit, not a jump; 1x-(1y)-1NT-(3y)): the raise takes
#     away the room for invitations.
#     With three-card support for responder's free major (10+) and an opening hand counting
#     distribution, game in it; with 15+ and their suit stopped (16+ opposite the 1NT, which
#     stopped it already), 3NT. Otherwise the general layer (penalty doubles, pass).
[1{a}-1{b}-2{c}-3{b}] where a<b, c<b, c!=a, c in HS
4{c} {c}=3+ dist=T13+ text="game: three-card support for responder's free major (10+), an opening hand" ref="standard teaching: opener's rebid when they raise the overcall over responder's free bid: with game values and a fit, bid game rather than sell out" test=A2-Q64-KJ82-AK94|Q64-A2-KJ82-AK94
[1{a}-1{b}-2{c}-3{b}] where a<b, c<b, c!=a
3N hcp=15+ {b}=:1stop text="game: 15+ and a stopper in their suit opposite responder's 10+" ref="standard teaching: opener's rebid when they raise the overcall: 3NT with their suit stopped and the values for game" test=K2-K2-AQJ32-AJ32
[1{a}-1{b}-1N-3{b}] where a<b
3N hcp=16+ text="game: 16+ opposite the free 1NT (8-10, their suit stopped)" ref="standard teaching: opener's rebid when they raise the overcall: 3NT with their suit stopped and the values for game" test=A2-K2-AQJ32-KJ32
# With four-card support for responder's free two-level minor (10+, five cards) opener
# competes at the four level: nine trumps and 22+ together, their raise having taken the
# three level. After responder's single raise of opener's minor (6-9, four trumps) opener
# with extras bids on: 3NT with a stopper and 17+, the four level with five trumps and 14+
# (nine together) or four and 17+.
[1{a}-1{b}-2{c}-3{b}] where a<b, c<b, c!=a, c in CD
4{c} {c}=4+ text="competes: four-card support for responder's free minor, nine trumps and 22+ together" ref="standard teaching: the law of total tricks (nine trumps and the balance of the values: bid on over their raise)" test=32-32-AKQ2-KJ432
[1{a}-1{b}-2{a}-3{b}] where a<b, a in CD
3N hcp=17+ {b}=:1stop text="game: 17+ and a stopper opposite the raise, the minor's tricks" ref="standard teaching: opener's rebid in competition with extra values: 3NT with their suit stopped" test=AQ2-A32-K2-KQJ32|AQ2-A32-KQJ32-K2|A32-AQ2-KQJ32-K2
4{a} hcp=14+ {a}=5+ text="competes: five trumps opposite the raise (nine together) and 14+" ref="standard teaching: the law of total tricks (nine trumps and extra values: bid on over their raise)" test=2-KQ32-A2-AQJ432|2-KQ32-AQJ432-A2|KQ32-2-AQJ432-A2
4{a} hcp=17+ {a}=4+ text="competes: 17+ and four trumps opposite the raise" ref="standard teaching: opener's rebid in competition with extra values and a fit: bid on" test=2-AKQ2-AK32-KJ32|AKQ2-2-AK32-KJ32|AKQ2-AK32-2-KJ32

# 4a'. Opener's rebid over a three-level overcall of partner's one-level response
#     (1x-P-1y-(3z)): no room for invitations. With four-card support for responder's major
#     and 16+ he bids game, with less he competes at the three level when it is still there;
#     with a stopper in their suit and 17+, 3NT; with a six-card suit of his own, rebid it
#     (game in a major with 16+). Otherwise the general layer (game on combined values, pass).
[1{a}-P-1{b}-3{c}] where a<b, c!=a, c!=b, b in HS
4{b} hcp=16+ {b}=4+ text="game: four-card support for responder's major and 16+" ref="standard teaching: opener's rebid in competition; with game values opposite a response (6+) opener bids game rather than pass"
   test=AK32-AK32-KJ2-32
[1{a}-P-1{b}-3{c}] where a<b, c<b, c!=a, b in HS
3{b} {b}=4+ text="competes: four-card support for responder's major" ref="standard teaching: opener's rebid in competition; with game values opposite a response (6+) opener bids game rather than pass"
   test=KJ32-KJ32-A32-32
[1H-P-1S-3{c}] where c in CD
4H hcp=16+ H=6+ text="game: a six-card heart suit and 16+" ref="standard teaching: opener's rebid in competition; with game values opposite a response (6+) opener bids game rather than pass"
   test=A2-AKJ832-K32-K2
[1{a}-P-1{b}-3{c}] where a<b, c!=a, c!=b
3N hcp=17+ {c}=:1stop text="game: 17+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with game values opposite a response (6+) opener bids game rather than pass"
   test=AQ2-AQ2-KQ32-K32
[1H-P-1S-3{c}] where c in CD
3H H=6+ text="a six-card heart suit" ref="standard teaching: opener's rebid in competition; with game values opposite a response (6+) opener bids game rather than pass"
   test=32-AQJ832-K32-K2
[1D-P-1{b}-3C] where b in HS
3D D=6+ text="a six-card diamond suit" ref="standard teaching: opener's rebid in competition; with game values opposite a response (6+) opener bids game rather than pass"
   test=32-K2-AQJ832-K32

# 4a''. Responder after opener's answer to the three-level overcall (1x-P-1y-(3z)-3x/3y-P):
#     opener's three of his suit shows six cards and 10-15, his raise four-card support and
#     10-15 (with 16+ he bids game). There was no room to invite, so responder places the
#     contract with the values he holds: game in opener's six-card major with two cards and
#     12+ (a singleton and 14+ when notrump is out), 3NT with a stopper in their suit and 12+,
#     game in his own six-card major with 11+, five of opener's minor with three cards and
#     14+; after the raise, game with five trumps and 11+, four and 12+. Otherwise pass.
[1H-P-1S-3{c}-3H-P] where c in CD complete
4S hcp=11+ S=6+ text="game: a six-card spade suit and 11+" ref="standard teaching: responder's rebid: opening values opposite an opening are game; over a preempt there is no room to invite" test=AKJ832-2-K32-Q32
4H hcp=12+ H=2+ text="game: two-card support for opener's six hearts and 12+" ref="standard teaching: responder's rebid: opening values opposite an opening are game; over a preempt there is no room to invite" test=AQ87-J2-K876-Q32
3N hcp=12+ {c}=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: responder's rebid: opening values opposite an opening are game; over a preempt there is no room to invite" test=AQ87-2-KQ76-KJ32
4H hcp=14+ H=1+ text="game: 14+ without a stopper, opener's six hearts opposite a singleton" ref="standard teaching: responder's rebid: opening values opposite an opening are game; over a preempt there is no room to invite" test=AKQJ-A-97653-842
P text="no game opposite opener's 10-15" ref="standard teaching: responder's rebid in competition" test=8742-2-KJ83-Q432
[1D-P-1{b}-3C-3D-P] where b in HS complete
4{b} hcp=11+ {b}=6+ text="game: a six-card major and 11+" ref="standard teaching: responder's rebid: opening values opposite an opening are game; over a preempt there is no room to invite" test=AKJ832-32-K2-Q32|32-AKJ832-K2-Q32
3N hcp=12+ C=:1stop text="game: 12+ and a club stopper" ref="standard teaching: responder's rebid: opening values opposite an opening are game; over a preempt there is no room to invite" test=AQ87-K32-J2-KJ32|K32-AQ87-J2-KJ32
5D hcp=14+ D=3+ text="game: three-card support for opener's six diamonds and 14+, no club stopper" ref="standard teaching: responder's rebid: opening values opposite an opening are game; over a preempt there is no room to invite" test=AKQ2-KQ32-QJ2-32|KQ32-AKQ2-QJ2-32
P text="no game opposite opener's 10-15" ref="standard teaching: responder's rebid in competition" test=Q742-K832-2-J432|K832-Q742-2-J432
[1{a}-P-1{b}-3{c}-3{b}-P] where a<b, c<b, c!=a, b in HS
4{b} hcp=11+ {b}=5+ text="game: five trumps and 11+ opposite opener's 10-15 with four" ref="standard teaching: responder's rebid: a nine-card fit and opening values together are game" test=AK432-AK432-32-2
4{b} hcp=12+ {b}=4+ text="game: 12+ opposite opener's 10-15 with four trumps" ref="standard teaching: responder's rebid: 25 points and a fit together are game" test=AQ87-AQ87-K32-32|AQ87-K32-AQ87-32|K32-AQ87-AQ87-32

# 4b. Opener's partner after they overcalled his response and opener passed: with values
#     he bids again (notrump with a stopper, or a double showing cards); otherwise pass.
#     With a six-card major and game values (12+, as without the overcall) he bids game in it.
[1{a}-P-1{b}-1{c}-P-P] where a<b, b<c, b in HS complete
4{b} hcp=12+ {b}=6+ text="a six-card major and game values" ref="standard teaching: responder's rebid (a six-card major with game values: game)"
   test=AKJ432-AKJ432-2-
2{b} hcp=8-11 {b}=6+ text="a six-card major, 8-11: competes" ref="standard teaching: responder's rebid in competition: a six-card major is rebid rather than sold out"
   test=KJ8432-KJ8432-2-
[1{a}-P-1{b}-2{c}-P-P] where a<b, c!=a, c!=b, b in HS complete
4{b} hcp=12+ {b}=6+ text="a six-card major and game values" ref="standard teaching: responder's rebid (a six-card major with game values: game)"
   test=AKJ432-AKJ432-2-
3{b} hcp=8-11 {b}=6+ text="a six-card major, 8-11: competes" ref="standard teaching: responder's rebid in competition: a six-card major is rebid rather than sold out"
   test=KJ8432-KJ8432-2-
[1{a}-P-1{b}-3{c}-P-P] where a<b, c!=a, c!=b, b in HS complete
4{b} hcp=12+ {b}=6+ text="a six-card major and game values" ref="standard teaching: responder's rebid (a six-card major with game values: game)"
   test=AKJ432-AKJ432-2-
# 4b'. The same after they raised their overcall and opener passed: responder who holds a
#     six-card suit does not sell out with values: game in a major with 12+ (opening values
#     opposite an opening), three of the suit with 10-11 (nine-trick level, a long suit).
[1{a}-P-1{b}-1{c}-P-2{c}] where a<b, b<c, b in HS
4{b} hcp=12+ {b}=6+ text="a six-card major and game values: game" ref="standard teaching: responder's rebid in competition: opening values and a six-card major opposite an opening are game; never sell out with them"
   test=AKJ432-AKJ432-2-
3{b} hcp=10-11 {b}=6+ text="a six-card major, 10-11: competes at the three level" ref="standard teaching: responder's rebid in competition: a six-card suit and values are rebid rather than sold out"
   test=KT8432-KT8432-A-
[1{a}-P-1{b}-1{c}-P-2{c}] where a<b, b<c, b in D
3{b} hcp=10+ {b}=6+ text="a six-card diamond suit and 10+: competes at the three level" ref="standard teaching: responder's rebid in competition: a six-card suit and values are rebid rather than sold out"
   test=K2-Q2-AKJ432-J32
[1{a}-P-1{b}-2{c}-P-3{c}] where a<b, c!=a, c!=b, b in HS
4{b} hcp=12+ {b}=6+ text="a six-card major and game values: game" ref="standard teaching: responder's rebid in competition: opening values and a six-card major opposite an opening are game; never sell out with them"
   test=AKJ432-AKJ432-2-

# Opener after his competitive rebid of his six-card suit and responder's invitational jump
# in his own six-card major (1x-P-1M-(y)-3x-P-3M-P, 10-12): as without the overcall, he
# accepts with more than a minimum (14+) and a doubleton (eight trumps), or 13+ and three.
[1{a}-P-1{b}-1{c}-3{a}-P-3{b}-P] where a<b, b<c, b in HS complete
4{b} hcp=13+ {b}=3+ text="accepts: three-card support and 13+" ref="standard teaching: an invitation is accepted with more than a minimum; a six-card suit opposite a doubleton is eight trumps" test=K87-K4-AJ8-QJ874|K87-K4-QJ874-AJ8|K87-QJ874-K4-AJ8
4{b} hcp=14+ {b}=2 text="accepts: a doubleton (eight trumps) and more than a minimum (14+)" ref="standard teaching: an invitation is accepted with more than a minimum; a six-card suit opposite a doubleton is eight trumps" test=K7-K4-AJ8-QJ8742|K7-K4-QJ8742-AJ8|K7-QJ8742-K4-AJ8
[1{a}-P-1{b}-2{c}-3{a}-P-3{b}-P] where a<b, c!=a, c!=b, b in HS
4{b} hcp=13+ {b}=3+ text="accepts: three-card support and 13+" ref="standard teaching: an invitation is accepted with more than a minimum; a six-card suit opposite a doubleton is eight trumps" test=K87-K4-AJ8-QJ874|K87-K4-QJ874-AJ8|K87-QJ874-K4-AJ8
4{b} hcp=14+ {b}=2 text="accepts: a doubleton (eight trumps) and more than a minimum (14+)" ref="standard teaching: an invitation is accepted with more than a minimum; a six-card suit opposite a doubleton is eight trumps" test=K7-K4-AJ8-QJ8742|K7-K4-QJ8742-AJ8|K7-QJ8742-K4-AJ8

[1{a}-P-1{b}-1{c}-P-P] where a<b, b<c complete
3N hcp=13+ shape=balanced {c}=:1stop text="game: opening values, a stopper" ref="standard teaching: responder's rebid in competition"
   test=K2-K32-K432-AK32
2N hcp=11-12 shape=balanced {c}=:1stop text="invitational, a stopper" ref="standard teaching: responder's rebid in competition"
   test=K2-K32-K432-K432
D hcp=11+ text="values: opener may pass for penalty" ref="standard teaching: responder's rebid in competition"
   test=AKJ2-KQ32-5-5432
1N hcp=8-10 shape=balanced {c}=:1stop text="8-10, balanced, a stopper in their suit: competes at the one level" ref="standard teaching: responder's rebid in competition: with a stopper in their suit and values responder bids 1NT rather than sell out at the one level"
   test=K32-K32-Q432-J32
P text="nothing more to say" ref="standard teaching: responder's rebid in competition" test=Q432-Q432-T32-Q2
[1{a}-P-1{b}-2{c}-P-P] where a<b, c!=a, c!=b complete
3N hcp=13+ shape=balanced {c}=:1stop text="game: opening values, a stopper" ref="standard teaching: responder's rebid in competition"
   test=K2-K32-K432-AK32
2N hcp=11-12 shape=balanced {c}=:1stop text="invitational, a stopper" ref="standard teaching: responder's rebid in competition"
   test=K2-K32-K432-K432
D hcp=11+ text="values: opener may pass for penalty" ref="standard teaching: responder's rebid in competition"
   test=AKJ2-KQ32-5-5432
P text="nothing more to say" ref="standard teaching: responder's rebid in competition" test=Q432-Q432-T32-Q2
[1{a}-P-1{b}-3{c}-P-P] where a<b, c!=a, c!=b complete
3N hcp=12+ shape=balanced {c}=:1stop text="game: opening values, a stopper" ref="standard teaching: responder's rebid in competition"
   test=K2-K32-K432-AK32
D hcp=11+ text="values: opener may pass for penalty" ref="standard teaching: responder's rebid in competition"
   test=AKJ2-KQ32-5-5432
P text="nothing more to say" ref="standard teaching: responder's rebid in competition" test=Q432-Q432-T32-Q2

# 4b'. Opener answers responder's reopening double of a three-level overcall
#     (1x-P-1y-(3z)-P-P-D-P): the double
#     shows 11+ and usually shortness in their suit (over a two-level overcall 4h below).
#     At the three level opener passes for penalty with length
#     and strength in their suit (four cards, or three with an honour or two at the three
#     level); otherwise he bids by the combined values (own points + partner's 11): game in
#     responder's major with four-card support and 25+ together, or with three-card support,
#     15+ and at most a doubleton in their suit; 3NT with a stopper and 14+; else the cheapest sensible
#     partscore (responder's major with support, a six-card suit of his own), and pass only
#     when nothing fits. The suits are variables: each entry lists test hands that between
#     them reach it in every expansion.
[1{a}-P-1{b}-3{c}-P-P-D-P] where a<b, c!=a, c!=b complete
P {c}=4+ text="penalty: four or more of their trumps" ref="standard teaching: the reopening double shows values and asks opener to pass with their suit, else to bid by the combined values" test=KJ42-KJ42-KJ42-2|2-KJ42-KJ42-KJ42
P {c}=3+:3+ text="penalty: three of their trumps with honours" ref="standard teaching: the reopening double shows values and asks opener to pass with their suit, else to bid by the combined values" test=KQ2-KQ2-KQ2-5432|5432-KQ2-KQ2-KQ2
[1{a}-P-1{b}-3{c}-P-P-D-P] where a<b, c!=a, c!=b, b in HS complete
4{b} {b}=4+ ours.total=25+ text="game: four-card support and 25+ points together" ref="standard teaching: the reopening double shows values and asks opener to pass with their suit, else to bid by the combined values" test=AK32-AK32-32-Q32|AK32-32-AK32-Q32|32-AK32-AK32-Q32
4{b} {b}=3+ hcp=15+ {c}=<3 text="game: three-card support and 15+ (26 together), at most a doubleton in their suit" ref="standard teaching: the reopening double shows values and asks opener to pass with their suit, else to bid by the combined values" test=AK2-AK2-32-QJ432|AK2-AK2-QJ432-32|32-AK2-QJ432-AK2|AK2-32-QJ432-AK2
[1{a}-P-1{b}-3{c}-P-P-D-P] where a<b, c!=a, c!=b complete
3N {c}=:1stop hcp=14+ text="game: a stopper and more than a minimum opposite 11+" ref="standard teaching: the reopening double shows values and asks opener to pass with their suit, else to bid by the combined values" test=A2-KQ2-KQ32-5432|KQ2-A2-KQ32-5432|KQ2-Q32-A2-K5432|KQ2-Q32-K5432-A2
[1{a}-P-1{b}-3{c}-P-P-D-P] where a<b, c<b, c!=a, b in HS complete
3{b} {b}=3+ text="a partscore: support for responder's major" ref="standard teaching: the reopening double shows values and asks opener to pass with their suit, else to bid by the combined values" test=KQ2-KQ2-J432-432|KQ2-KQ2-432-J432|KQ2-432-KQ2-J432
[1{a}-P-1{b}-3{c}-P-P-D-P] where a<b, c>b, c!=a, b in HS complete
4{b} {b}=4+ {c}=<2 text="four-card support and shortness in their suit: the four level" ref="standard teaching: the reopening double shows values and asks opener to pass with their suit, else to bid by the combined values" test=2-KJ32-QJ32-Q432
[1{a}-P-1{b}-3{c}-P-P-D-P] where a<b, c<a, c!=b complete
3{a} {a}=6+ text="a partscore: a six-card suit" ref="standard teaching: the reopening double shows values and asks opener to pass with their suit, else to bid by the combined values" test=K2-32-AQJ432-432|K2-AQJ432-432-32
[1{a}-P-1{b}-3{c}-P-P-D-P] where a<b, c!=a, c!=b complete
P text="nothing better: the double stands for penalty" ref="standard teaching: the reopening double shows values and asks opener to pass with their suit, else to bid by the combined values" test=32-432-Q5432-Q32|432-32-Q5432-Q32|32-432-Q32-Q5432|432-32-Q32-Q5432
# Responder after opener's support at the three level (a minimum: with more he bids game):
# game with 13+ and five trumps, 14+ and four, or 16+.
[1{a}-P-1{b}-3{c}-P-P-D-P-3{b}-P] where a<b, c<b, c!=a, b in HS
4{b} hcp=13+ {b}=5+ text="game: five trumps and 13+ opposite opener's minimum with support" test=AK432-AK432-32-2
4{b} hcp=14+ {b}=4+ text="game: 14+ opposite opener's minimum with support" ref="standard teaching: 26 points together make game in a major" test=AK32-AK32-K32-32
4{b} hcp=16+ text="game: 16+ opposite opener's minimum with support" ref="standard teaching: 26 points together make game in a major" test=AK2-AK2-KQ32-J32

# 4c. After a negative double and their jump raise (1x-1y-D-3y): opener shows a four-card
#     major at the three level, bids 3NT with a stopper and 18+, doubles with 17+; the
#     negative doubler, when opener passes, bids 3NT with a stopper and 12+, or doubles
#     with 11+ (cards).
[1C-1D-D-3D] complete
3x hcp=12-17 X=4+U S=x H=x text="a four-card major at the three level" ref="SAYC booklet: negative doubles"
   test=AK32-Q32-32-K432
3N hcp=18+ D=:1stop text="18+, a stopper" ref="SAYC booklet: negative doubles" test=AK2-KQ2-KJ3-K432
D hcp=17+ text="extra values" ref="SAYC booklet: negative doubles" test=AK2-KQ2-32-AK432
4C C=6+ losers=6 text="a long suit and playing strength (partner has shown values): competes at the four level" ref="standard teaching: with a six- or seven-card suit and playing strength opener does not sell out at the three level" test=-A83-A73-AJT9764
P text="a minimum without a four-card major" ref="SAYC booklet: negative doubles" test=K32-Q32-K32-A432
[1{a}-1H-D-3H] where a in CD complete
3S hcp=12-17 S=4+ text="four spades at the three level" ref="SAYC booklet: negative doubles" test=AK32-32-Q32-K432
3N hcp=18+ H=:1stop text="18+, a stopper" ref="SAYC booklet: negative doubles" test=AK2-KQ2-KJ3-K432
D hcp=17+ text="extra values" ref="SAYC booklet: negative doubles" test=A32-32-AK2-AK432
4{a} {a}=6+ losers=6 text="a long suit and playing strength (partner has shown values): competes at the four level" ref="standard teaching: with a six- or seven-card suit and playing strength opener does not sell out at the three level" test=A83--A73-AJT9764|A83--AJT9764-A73
P text="a minimum without four spades" ref="SAYC booklet: negative doubles" test=K32-Q32-K32-A432
# The negative doubler after opener's four of his minor (a long suit, playing strength):
# game with opening values (two-card support is enough opposite six or seven).
[1{a}-1{b}-D-3{b}-4{a}-P] where a<b, a in CD
5{a} hcp=11+ {a}=2+ text="game: opening values opposite opener's long suit" ref="standard teaching: with opening values opposite partner's competitive long suit, bid game" test=KQ32-AJ32-K2-Q32
[1{a}-1{b}-D-3{b}-P-P] where a<b complete
3N hcp=12+ {b}=:1stop text="game: opening values, a stopper" ref="SAYC booklet: negative doubles"
   test=K2-K32-K432-AK32
D hcp=11+ text="values: penalty" ref="SAYC booklet: negative doubles" test=J432-J432-J2-AKQ
P text="nothing more to say" ref="SAYC booklet: negative doubles" test=Q432-Q432-T32-Q2
# The same after a two-level overcall and advancer's raise to three (1x-2y-D-3y-P-P): the
# negative doubler showed 8+ and opener's pass is no sign-off, so with game values the
# doubler bids 3NT with a stopper, with 11+ he doubles (the side holds the balance of
# strength: they may not play undoubled at the three level), otherwise he passes.
[1{a}-2{b}-D-3{b}-P-P] where a!=b
3N hcp=12+ {b}=:1stop text="game: opening values, a stopper" ref="SAYC booklet: negative doubles; standard teaching: after their raise the negative doubler with game values bids 3NT with a stopper"
   test=K2-K32-K432-AK32
D hcp=11+ text="values: penalty" ref="SAYC booklet: negative doubles; standard teaching: with 11+ opposite an opening bid the negative doubler does not let them play undoubled at the three level" test=J432-J432-K2-AQ2

# 4d. After our double of their two-suited overcall (the unusual 2NT, a Michaels cue bid):
#     responder's double showed 10+ and interest in defending, so the balance of strength
#     is ours and every later double by either of us is for penalty. Over advancer's bid
#     opener bids game in a six-card major with shortness and more than a minimum (partner
#     has 10+), otherwise passes: the pass is forcing, the doubler acts again (opener with
#     length in their suit passes and lets him double). The doubler then bids game in
#     opener's major with support and an opening hand, 3NT with an opening hand and the
#     other suits stopped, competes in opener's major with support and less, and otherwise
#     doubles: no fit and the balance of strength, with game values (they may not play
#     undoubled) or with length in their suit (three or more: they have found a fit, and a
#     double without their trumps lets them make it doubled).
block "Two-suiter doubled: opener with hearts"
4H hcp=14+ H=6+ shape=singleton-or-void text="game: a six-card major and shortness, partner has 10+" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty"
   test=2-AKJ432-AK32-32
block "Two-suiter doubled: opener with spades"
4S hcp=14+ S=6+ shape=singleton-or-void text="game: a six-card major and shortness, partner has 10+" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty"
   test=AKJ432-2-AK32-32
block "Two-suiter doubled: opener passes"
P text="forcing pass: the doubler acts again" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty"
   test=K32-K32-K32-Q432

block "Two-suiter doubled: the doubler with a major"
4{o} hcp=13+ {o}=3+ text="game: support and an opening hand" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty"
   test=AQ32-AQ32-K32-32
block "Two-suiter doubled: the doubler's notrump"
3N hcp=13+ stopped=3 text="game: an opening hand, their suits stopped" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty"
   test=A2-K2-KJ32-AJ432
block "Two-suiter doubled: the doubler competes"
3{o} {o}=3+ text="support, no more than invitational values" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty"
   test=Q432-Q432-K2-K32
block "Two-suiter doubled: the doubler has no fit"
D "Penalty Double" hcp=13+ text="no fit, game values: penalty (they may not play undoubled)" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty"
   test=32-32-AKQJ2-AQ32
D "Penalty Double" hcp=10+ {y}=3+ text="no fit, the balance of strength and length in their suit: penalty" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty; a penalty double of a found fit needs length in their trumps" test=32-KJ32-QJ32-K32|KJ32-32-QJ32-K32|KJ32-QJ32-32-K32|KJ32-QJ32-K32-32
P text="nothing more to say" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty" test=82-73-T9643-J832

# Over the unusual 2NT: opener, advancer having bid at the three level.
[1H-2N-D-3{y}] where y in CDS
use "Two-suiter doubled: opener with hearts"
use "Two-suiter doubled: opener passes"
[1S-2N-D-3{y}] where y in CDH
use "Two-suiter doubled: opener with spades"
use "Two-suiter doubled: opener passes"
[1{o}-2N-D-3{y}] where o in CD, y!=o
use "Two-suiter doubled: opener passes"
# Over the unusual 2NT: the doubler, opener having passed.
[1{o}-2N-D-3{y}-P-P] where o in HS, y<o
use "Two-suiter doubled: the doubler with a major"
use "Two-suiter doubled: the doubler's notrump"
use "Two-suiter doubled: the doubler competes"
use "Two-suiter doubled: the doubler has no fit"
[1{o}-2N-D-3{y}-P-P] where o in HS, y>o
use "Two-suiter doubled: the doubler with a major"
use "Two-suiter doubled: the doubler's notrump"
use "Two-suiter doubled: the doubler has no fit"
# Over the unusual 2NT after a minor opening the two suits shown are the other minor and
# hearts, so spades is the one suit nobody has shown: the doubler (10+) shows four or more
# of them below game (forcing: the side holds the balance of strength), a six-card suit
# with an opening hand goes to game, and a five-card suit comes before 3NT.
[1{o}-2N-D-3{y}-P-P] where o in CD, y in CDH, y!=o complete
4S hcp=12+ S=6+ text="game: six spades, nobody else has shown the suit, and the balance of strength" ref="standard teaching: after our double of a two-suited overcall the side holds the balance of strength; a long unbid major makes game"
   test=AKJ863-2-K74-Q82
3S hcp=10+ S=5+ asks=1 text="five or more spades (the unbid major), forcing" ref="standard teaching: after our double of a two-suited overcall the side holds the balance of strength; a new suit is forcing"
   test=AKJ86-32-K74-Q82
use "Two-suiter doubled: the doubler's notrump"
3S hcp=10+ S=4+ asks=1 text="four spades (the unbid major), forcing" ref="standard teaching: after our double of a two-suited overcall the side holds the balance of strength; a new suit is forcing"
   test=K853-KJ-A963-T52

# Opener after the doubler's forcing spades: game in spades with four (three opposite a
# probable five), 3NT with their suit stopped, otherwise four of his minor.
[1{o}-2N-D-3{y}-P-P-3S-P] where o in CD, y in CDH, y!=o complete
4S S=4+ text="game: four-card spade support" ref="standard teaching: raise partner's major with four-card support" test=AJ54-K2-KQ3-K875
3N {y}=:1stop text="game: a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper" test=K32-KQ2-KQ3-K875
4S S=3+ text="game: three-card spade support, their suit unstopped" ref="standard teaching: three-card support for a suit partner may hold five of" test=AKQ-432-432-5432
4{o} text="no spade fit and no stopper: four of the opened minor" ref="standard teaching: rebid the long suit when nothing else fits" test=AK-432-5432-5432

[1{o}-2N-D-3S-P-P] where o in CD
use "Two-suiter doubled: the doubler's notrump"
[1{o}-2N-D-3{y}-P-P] where o in CD, y!=o
use "Two-suiter doubled: the doubler has no fit"
# Over our 1NT the same: the double of the unusual 2NT showed 8+, so the side holds 23+ and
# opener's pass of their three-level minor leaves the decision to the doubler: a five-card
# major (with two five-card majors he doubled 2NT first), 3NT with game values and their
# suit stopped, a penalty double with length in their suit.
[1N-2N-D-3{y}-P-P] where y in CD complete
3N hcp=10+ {y}=:1stop text="game: 25+ together, their suit stopped" ref="standard teaching: after our double of a two-suited overcall the side holds the balance of strength; 3NT with game values and a stopper"
   test=K62-Q74-AJ3-QT92|K62-Q74-QT92-AJ3
3x X=5+ S=x H=x text="a five-card major: competes" ref="standard teaching: after our double of a two-suited overcall the side holds the balance of strength; a five-card major opposite 1NT competes at the three level"
   test=KQ972-T8643-5-Q4|T8643-KQ972-5-Q4
D "Penalty Double" {y}=3+ text="the balance of strength and length in their suit: penalty" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty; a penalty double of a found fit needs length in their trumps"
   test=QJ4-Q73-K8-T9532|QJ4-Q73-T9532-K8
P text="nothing more to say" ref="standard teaching: after our double of a two-suited overcall, later doubles are for penalty" test=QJ87-J742-K74-J5|QJ87-J742-J5-K74

# Over a Michaels cue bid: opener, advancer having bid at the two or three level (or
# answered the 2NT ask).
[1{o}-2{o}-D-2{y}] where y>o
use "Two-suiter doubled: opener passes"
[1H-2H-D-3{y}] where y in CDS
use "Two-suiter doubled: opener with hearts"
use "Two-suiter doubled: opener passes"
[1S-2S-D-3{y}] where y in CDH
use "Two-suiter doubled: opener with spades"
use "Two-suiter doubled: opener passes"
[1{o}-2{o}-D-3{y}] where o in CD, y!=o
use "Two-suiter doubled: opener passes"
[1H-2H-D-2N-P-3{y}] where y in CDS
use "Two-suiter doubled: opener with hearts"
use "Two-suiter doubled: opener passes"
[1S-2S-D-2N-P-3{y}] where y in CDH
use "Two-suiter doubled: opener with spades"
use "Two-suiter doubled: opener passes"
# Over a Michaels cue bid: the doubler, opener having passed.
[1{o}-2{o}-D-2{y}-P-P] where y>o, o in HS
use "Two-suiter doubled: the doubler with a major"
use "Two-suiter doubled: the doubler's notrump"
use "Two-suiter doubled: the doubler competes"
use "Two-suiter doubled: the doubler has no fit"
[1{o}-2{o}-D-2{y}-P-P] where y>o, o in CD
use "Two-suiter doubled: the doubler's notrump"
use "Two-suiter doubled: the doubler has no fit"
[1{o}-2{o}-D-3{y}-P-P] where o in HS, y<o
use "Two-suiter doubled: the doubler with a major"
use "Two-suiter doubled: the doubler's notrump"
use "Two-suiter doubled: the doubler competes"
use "Two-suiter doubled: the doubler has no fit"
[1{o}-2{o}-D-3{y}-P-P] where o in HS, y>o
use "Two-suiter doubled: the doubler with a major"
use "Two-suiter doubled: the doubler's notrump"
use "Two-suiter doubled: the doubler has no fit"
[1{o}-2{o}-D-3{y}-P-P] where o in CD, y!=o
use "Two-suiter doubled: the doubler's notrump"
use "Two-suiter doubled: the doubler has no fit"
[1{o}-2{o}-D-2N-P-3{y}-P-P] where o in HS, y<o
use "Two-suiter doubled: the doubler with a major"
use "Two-suiter doubled: the doubler's notrump"
use "Two-suiter doubled: the doubler competes"
use "Two-suiter doubled: the doubler has no fit"
[1{o}-2{o}-D-2N-P-3{y}-P-P] where o in HS, y>o complete
use "Two-suiter doubled: the doubler with a major"
use "Two-suiter doubled: the doubler's notrump"
use "Two-suiter doubled: the doubler has no fit"

# 4e. Responder after his free one-level new suit (forcing) and opener's rebid of his suit
#     (1x-(1y)-1z-P-2x-P), or after his one-level response, their overcall and opener's
#     rebid of his suit (1x-P-1z-(1y)-2x-P): as without the overcall, except that notrump
#     now promises a stopper in their suit. With game values and no stopper he cue-bids
#     their suit (forcing to game, asking for a stopper); with invitational values, balanced
#     and no stopper, he passes. Opener answers the cue bid with 3NT holding a stopper,
#     raises the major with three cards, else rebids his suit; then responder picks the
#     game. Their suit is {t}, responder's {z}, opener's {o}.
block "Responder: notrump in competition promises a stopper"
3N hcp=13+ X=0+:1stopP S=x H=x D=x C=x text="game values, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=A2-KJ2-KJ32-Q432
2N hcp=11-12 shape=balanced X=0+:1stopP S=x H=x D=x C=x text="invitational, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=K2-KJ2-KJ32-J432
2{t} hcp=13+ shape=balanced asks=G text="game values, no stopper in their suit: asks for one" ref="standard teaching: the cue bid asks for a stopper"
   test=Q32-Q32-Q32-AKQJ
P hcp=11-12 shape=balanced text="invitational values, no stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=J32-J32-J32-AKQ2

block "Opener answers the cue bid: a stopper?"
3N X=0+:1stopP S=x H=x D=x C=x text="a stopper in their suit" ref="standard teaching: the cue bid asks for a stopper"
   test=A2-KJ2-KJ32-Q432
3{z} {z}=3+ text="three-card support, no stopper" ref="standard teaching: the cue bid asks for a stopper"
   test=432-432-432-AKQJ
3{o} text="no stopper, no support: the long suit" ref="standard teaching: the cue bid asks for a stopper"
   test=32-32-32-AKQJ432

block "Responder after the cue bid and opener's long suit"
5{o} {o}=2+ text="game in opener's long suit" ref="standard teaching: the cue bid asks for a stopper"
   test=AK32-AK32-32-Q32
3N text="game: hoping their suit is blocked" ref="standard teaching: the cue bid asks for a stopper"
   test=AKQ32-AKJ432-2-3

[1{o}-1{t}-1{z}-P-2{o}-P] where o<t, t<z as [1{o}-P-1{z}-P-2{o}-P]
use "Responder: notrump in competition promises a stopper"
[1{o}-1{t}-1{z}-P-2{o}-P-2{t}-P] where o<t, t<z
use "Opener answers the cue bid: a stopper?"
[1{o}-1{t}-1{z}-P-2{o}-P-2{t}-P-3{o}-P] where o<t, t<z
use "Responder after the cue bid and opener's long suit"

[1{o}-P-1{z}-1{t}-2{o}-P] where o<z, z<t as [1{o}-P-1{z}-P-2{o}-P]
use "Responder: notrump in competition promises a stopper"
# Opener's new suit below his first (not a reverse) after the overcall: the same.
[1{o}-1{t}-1{z}-P-2{n}-P] where o<t, t<z, n<o as [1{o}-P-1{z}-P-2{n}-P]
use "Responder: notrump in competition promises a stopper"
[1{o}-P-1{z}-1{t}-2{o}-P-2{t}-P] where o<z, z<t
use "Opener answers the cue bid: a stopper?"
[1{o}-P-1{z}-1{t}-2{o}-P-2{t}-P-3{o}-P] where o<z, z<t
use "Responder after the cue bid and opener's long suit"

# Opener's third call after responder's natural rebid in these auctions (2NT with a stopper,
# his own suit again, preference or the invitational raise of opener's suit): the overcall
# took no room from either rebid, so opener answers as without it ("systems on").
[1{o}-1{t}-1{z}-P-2{o}-P-2N-P] where o<t, t<z as [1{o}-P-1{z}-P-2{o}-P-2N-P]
[1{o}-1{t}-1{z}-P-2{o}-P-2{z}-P] where o<t, t<z as [1{o}-P-1{z}-P-2{o}-P-2{z}-P]
[1{o}-1{t}-1{z}-P-2{o}-P-3{o}-P] where o<t, t<z as [1{o}-P-1{z}-P-2{o}-P-3{o}-P]
[1{o}-1{t}-1{z}-P-2{o}-P-3{z}-P] where o<t, t<z as [1{o}-P-1{z}-P-2{o}-P-3{z}-P]
[1{o}-P-1{z}-1{t}-2{o}-P-2N-P] where o<z, z<t as [1{o}-P-1{z}-P-2{o}-P-2N-P]
[1{o}-P-1{z}-1{t}-2{o}-P-2{z}-P] where o<z, z<t as [1{o}-P-1{z}-P-2{o}-P-2{z}-P]
[1{o}-P-1{z}-1{t}-2{o}-P-3{o}-P] where o<z, z<t as [1{o}-P-1{z}-P-2{o}-P-3{o}-P]
[1{o}-P-1{z}-1{t}-2{o}-P-3{z}-P] where o<z, z<t as [1{o}-P-1{z}-P-2{o}-P-3{z}-P]

# 4f. Responder after his one-level response, their overcall and opener's natural rebid
#     whose meaning the overcall does not change: the 2NT rebid (18-19, now with a stopper
#     in their suit) and the single raise (12-15, four trumps) are answered as without the
#     overcall.
[1{o}-P-1{z}-1{t}-2N-P] where o<z, z<t as [1{o}-P-1{z}-P-2N-P]
[1{o}-P-1{z}-2{t}-2N-P] where o<z, t!=o, t!=z as [1{o}-P-1{z}-P-2N-P]
[1{o}-P-1{z}-1{t}-2{z}-P] where o<z, z<t as [1{o}-P-1{z}-P-2{z}-P]
[1{o}-P-1{z}-2{t}-2{z}-P] where o<z, t<z, t!=o as [1{o}-P-1{z}-P-2{z}-P]

# 4g. Responder after his free new suit over the overcall, their raise, and opener's pass
#     (1x-(1y)-1z-(2y)-P-P or the jump 1x-(1y)-1z-(3y)-P-P, 1x-(1y)-2z-(3y)-P-P,
#     1x-(2y)-2z-(3y)-P-P): opener's pass does
#     not deny values (their raise released him), so responder with more than he has shown
#     acts again: 3NT with game values and a stopper in their suit, otherwise a double (the
#     balance of strength is ours: penalty, opener may pull with shape), otherwise pass.
# 4g0. Responder with a two-suiter (six-five or longer) and shortness, after his free bid
#     and their raise passed round to him (the auctions of 4g below, and the jump raise
#     1x-(1y)-1z-(3y)-P-P): he bids again rather than sell out, his second suit at the
#     cheapest level (opener's suit: the fit). One section per auction: the level depends on
#     the suits.
[1C-1D-1H-2D-P-P] complete
2S dist=T11+ S=5+ H=5+ SH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (spades)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=AJT85-KQJ932--43
3C dist=T11+ C=5+ H=5+ CH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=43-KQJ932--AJT85
[1C-1D-1H-3D-P-P] complete
3S dist=T11+ S=5+ H=5+ SH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (spades)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=AJT85-KQJ932--43
4C dist=T11+ C=5+ H=5+ CH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=43-KQJ932--AJT85
[1C-1D-1S-2D-P-P] complete
2H dist=T11+ H=5+ S=5+ HS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-AJT85--43
3C dist=T11+ C=5+ S=5+ CS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-43--AJT85
[1C-1D-1S-3D-P-P] complete
3H dist=T11+ H=5+ S=5+ HS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-AJT85--43
4C dist=T11+ C=5+ S=5+ CS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-43--AJT85
[1C-1H-2D-3H-P-P] complete
3S dist=T11+ S=5+ D=5+ SD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (spades)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=AJT85--KQJ932-43
4C dist=T11+ C=5+ D=5+ CD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=43--KQJ932-AJT85
[1C-1H-1S-2H-P-P] complete
3D dist=T11+ D=5+ S=5+ DS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932--AJT85-43
3C dist=T11+ C=5+ S=5+ CS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932--43-AJT85
[1C-1H-1S-3H-P-P] complete
4D dist=T11+ D=5+ S=5+ DS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932--AJT85-43
4C dist=T11+ C=5+ S=5+ CS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932--43-AJT85
[1C-1S-2D-3S-P-P] complete
4H dist=T11+ H=5+ D=5+ HD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-AJT85-KQJ932-43
4C dist=T11+ C=5+ D=5+ CD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-43-KQJ932-AJT85
[1C-1S-2H-3S-P-P] complete
4D dist=T11+ D=5+ H=5+ DH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-KQJ932-AJT85-43
4C dist=T11+ C=5+ H=5+ CH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-KQJ932-43-AJT85
[1D-2C-2H-3C-P-P] complete
3S dist=T11+ S=5+ H=5+ SH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (spades)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=AJT85-KQJ932-43-
3D dist=T11+ D=5+ H=5+ DH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=43-KQJ932-AJT85-
[1D-2C-2S-3C-P-P] complete
3H dist=T11+ H=5+ S=5+ HS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-AJT85-43-
3D dist=T11+ D=5+ S=5+ DS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-43-AJT85-
[1D-1H-2C-3H-P-P] complete
3S dist=T11+ S=5+ C=5+ SC>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (spades)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=AJT85--43-KQJ932
4D dist=T11+ D=5+ C=5+ DC>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=43--AJT85-KQJ932
[1D-1H-1S-2H-P-P] complete
3D dist=T11+ D=5+ S=5+ DS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932--AJT85-43
3C dist=T11+ C=5+ S=5+ CS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932--43-AJT85
[1D-1H-1S-3H-P-P] complete
4D dist=T11+ D=5+ S=5+ DS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932--AJT85-43
4C dist=T11+ C=5+ S=5+ CS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932--43-AJT85
[1D-1S-2C-3S-P-P] complete
4H dist=T11+ H=5+ C=5+ HC>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-AJT85-43-KQJ932
4D dist=T11+ D=5+ C=5+ DC>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-43-AJT85-KQJ932
[1D-1S-2H-3S-P-P] complete
4D dist=T11+ D=5+ H=5+ DH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-KQJ932-AJT85-43
4C dist=T11+ C=5+ H=5+ CH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-KQJ932-43-AJT85
[1H-2C-2D-3C-P-P] complete
3S dist=T11+ S=5+ D=5+ SD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (spades)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=AJT85-43-KQJ932-
3H dist=T11+ H=5+ D=5+ HD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=43-AJT85-KQJ932-
[1H-2C-2S-3C-P-P] complete
3H dist=T11+ H=5+ S=5+ HS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-AJT85-43-
3D dist=T11+ D=5+ S=5+ DS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-43-AJT85-
[1H-2D-2S-3D-P-P] complete
3H dist=T11+ H=5+ S=5+ HS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-AJT85--43
4C dist=T11+ C=5+ S=5+ CS>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=KQJ932-43--AJT85
[1H-1S-2C-3S-P-P] complete
4H dist=T11+ H=5+ C=5+ HC>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-AJT85-43-KQJ932
4D dist=T11+ D=5+ C=5+ DC>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-43-AJT85-KQJ932
[1H-1S-2D-3S-P-P] complete
4H dist=T11+ H=5+ D=5+ HD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-AJT85-KQJ932-43
4C dist=T11+ C=5+ D=5+ CD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=-43-KQJ932-AJT85
[1S-2C-2D-3C-P-P] complete
3S dist=T11+ S=5+ D=5+ SD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (spades)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=AJT85-43-KQJ932-
3H dist=T11+ H=5+ D=5+ HD>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (hearts)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=43-AJT85-KQJ932-
[1S-2C-2H-3C-P-P] complete
3S dist=T11+ S=5+ H=5+ SH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (spades)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=AJT85-KQJ932-43-
3D dist=T11+ D=5+ H=5+ DH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (diamonds)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=43-KQJ932-AJT85-
[1S-2D-2H-3D-P-P] complete
3S dist=T11+ S=5+ H=5+ SH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: raises opener's suit (spades)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=AJT85-KQJ932--43
4C dist=T11+ C=5+ H=5+ CH>=11 shape=singleton-or-void text="a six-five two-suiter with shortness: the second suit (clubs)" ref="standard teaching: responder's rebid in competition: with two long suits and shortness, bid again (the second suit, or the fit) rather than sell out"
   test=43-KQJ932--AJT85

block "Responder after his free bid and their raise"
3N hcp=13+ X=0+:1stopP S=x H=x D=x C=x text="game values, a stopper in their suit" ref="standard teaching: responder's rebid in competition"
   test=A2-KJ2-KJ32-KJ32
D "Penalty Double" hcp=11+ text="values: the balance of strength is ours" ref="standard teaching: responder's rebid in competition"
   test=J432-J432-J2-AKQ
P text="nothing more to say" ref="standard teaching: responder's rebid in competition" test=Q432-Q432-T32-Q2
[1{o}-1{t}-1{z}-2{t}-P-P] where o<t, t<z
use "Responder after his free bid and their raise"
# After a free new suit at the two level and their simple raise (1x-(1y)-2z-(2y)-P-P):
# opener's pass showed nothing more to say; responder (10+) with a six-card suit, no game
# values and at most two of their suit competes with it at the three level; otherwise the
# general layer decides.
[1{o}-1{t}-2{z}-2{t}-P-P] where o<t, z<t, z!=o
3{z} hcp=10-12 {z}=6+ {t}=<3 text="a six-card suit and no game values: competes at the three level" ref="standard teaching: responder's rebid in competition: with a six-card suit rebid it rather than sell out at the two level" test=K2-Q2-543-AQJ932|K2-Q2-AQJ932-543|K2-AQJ932-Q32-54
[1{o}-1{t}-2{z}-3{t}-P-P] where o<t, z<t, z!=o
use "Responder after his free bid and their raise"
[1{o}-1{t}-1{z}-3{t}-P-P] where o<t, t<z
use "Responder after his free bid and their raise"
[1{o}-2{t}-2{z}-3{t}-P-P] where t<o, t<z, z!=o
use "Responder after his free bid and their raise"

# 4g'. Responder after opener's competitive rebid of his six-card minor over their raise
#     (1m-(1x)-1y-(2x)-3m-P): opener holds a minimum or medium opening with six cards
#     (12-16); responder, who bid freely at the one level, bids game with game values: four
#     of a six-card major with 11+, 3NT with a stopper in their suit and 12+ (the long minor
#     runs); otherwise pass.
[1{o}-1{t}-1{z}-2{t}-3{o}-P] where o<t, t<z, z in S complete
4{z} hcp=11+ {z}=6+ text="game: a six-card major and game values" ref="standard teaching: responder's rebid in competition: with game values opposite an opening bid, bid game" test=AQJ982-K3-Q2-K43
[1C-1D-1H-2D-3C-P] complete
4H hcp=11+ H=6+ text="game: a six-card major and game values" ref="standard teaching: responder's rebid in competition: with game values opposite an opening bid, bid game" test=K3-AQJ982-Q2-K43
[1{o}-1{t}-1{z}-2{t}-3{o}-P] where o<t, t<z complete
3N hcp=12+ {t}=:1stop text="game: a stopper in their suit and 12+ opposite opener's long minor" ref="standard teaching: responder's rebid in competition: with game values opposite an opening bid, bid game" test=K32-KJ3-AQ4-8765
[1{o}-1{t}-1{z}-2{t}-3{o}-P] where o<t, t<z, z in HS complete
3{z} hcp=12+ {z}=5+ asks=1 text="game values, their suit unstopped: the five-card major again, forcing" ref="standard teaching: responder's rebid in competition: with game values responder does not pass below game; a new or rebid suit by responder is forcing" test=AKQ53-85-32-KQ75|85-AKQ53-32-KQ75
[1{o}-1{t}-1{z}-2{t}-3{o}-P] where o<t, t<z complete
P text="no game opposite a competitive rebid: pass" ref="standard teaching: responder's rebid in competition: with game values opposite an opening bid, bid game" test=Q432-Q432-T32-Q2

# Opener after responder's forcing rebid of his five-card major: game in it with three-card
# support, 3NT with their suit stopped, otherwise five of his long minor.
[1{o}-1{t}-1{z}-2{t}-3{o}-P-3{z}-P] where o<t, t<z, z in HS complete
4{z} {z}=3+ text="game: three-card support for responder's five-card major" ref="standard teaching: three-card support for a rebid five-card suit makes an eight-card fit" test=KQ2-K32-2-AQ8765
3N {t}=:1stop text="game: their suit stopped" ref="standard teaching: notrump in competition promises a stopper" test=2-KJ2-KQ3-AQ8765|K32-2-KQ3-AQ8765
5{o} text="game in the long minor: no fit and their suit unstopped" ref="standard teaching: once the side has game values, game in the long suit" test=2-32-432-AKQJ765

# 4g''. Responder after his forcing free bid at the three level over a weak jump overcall,
#     their raise to game and opener's pass (1x-(2y)-3z-(4y)-P-P): opener has a minimum
#     without a fit, but the side holds the balance (12+ and 13+): with a six-card suit of
#     his own responder bids it at the five level, otherwise he doubles; with less, pass.
[1{o}-2{t}-3{z}-4{t}-P-P] where o<t, z!=o, z!=t complete
5{z} hcp=13+ {z}=6+ text="a six-card suit and game values opposite an opening: the five level" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=AKQ432-K2-Q32-32|32-AKQ432-K2-Q32|Q32-32-AKQ432-K2|K2-Q32-32-AKQ432
D "Penalty Double" hcp=13+ text="penalty: the balance of strength is ours (25+ together)" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=K84-AQ73-KJ5-Q72
P text="no extra values: pass" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=Q84-Q973-KJ5-Q72

# The same after a free bid at the two level (1x-(2y)-2z-(4y)-P-P), and after a negative
# double ((1x)-(2y)-D-(4y)-P-P: the negative double showed the unbid suits and values):
# five of a long suit (or four of a six-card major) with game values, else a penalty
# double with 13+.
[1{o}-2{t}-2{z}-4{t}-P-P] where o<t, t<z, z in S complete
4{z} hcp=12+ {z}=6+ text="a six-card major and game values opposite an opening" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=AKQ952-4-K983-A7
[1C-2D-2H-4D-P-P] complete
4H hcp=12+ H=6+ text="a six-card major and game values opposite an opening" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=4-AKQ952-K983-A7
[1{o}-2{t}-2{z}-4{t}-P-P] where o<t, t<z complete
D "Penalty Double" hcp=13+ text="penalty: the balance of strength is ours (25+ together)" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=KJ84-AQ73-KJ5-72
P text="no extra values: pass" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=Q84-Q973-KJ5-Q72
[1{o}-2{t}-D-4{t}-P-P] where o<t, t in HS complete
5x hcp=12+ X=6+:4+ C=x D=x text="a long minor and game values opposite an opening: the five level" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=7-A3-KQJT65-K532
D "Penalty Double" hcp=13+ text="penalty: the balance of strength is ours (25+ together)" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=A6-QJ4-AQT5-K762
P text="no extra values: pass" ref="standard teaching: when the side holds the balance of strength, the opponents do not play their sacrifice undoubled" test=7-Q973-KJ5-Q7432

# 4h. Opener after responder's double of their overcall (1x-P-1z-(y)-P-P-D-P): responder's
#     double shows values (11+), not a trump stack, and opener passed over the overcall (no
#     four-card support, no six-card suit, no 1NT). With three-card support for responder's
#     suit he bids it at the cheapest level; otherwise he defends (a penalty pass).
block "Opener after responder's competitive double"
P text="no fit: defends" ref="standard teaching: opener after responder's competitive double" test=AK-Q2-K2-J765432|A2-QJ32-2-KJ7654|AJ32-32-2-KJ7654|AJ32-32-KJ7654-2
[1{o}-P-1{z}-1{t}-P-P-D-P] where o<z, z<t complete
2{z} {z}=3+ text="three-card support" ref="standard teaching: opener after responder's competitive double"
   test=K32-K32-K32-AQ32
1N shape=balanced {t}=:1stop text="balanced with a stopper in their suit: 1NT rather than defend a one-level contract" ref="standard teaching: a one-level double is left in only with length and strength in their trumps; opener after responder's competitive double"
   test=KQ2-KJ3-32-Q9432|KJ3-32-Q32-KQ432
2{o} {o}=5+ {t}=<=3:<4 text="a five-card suit, three or fewer of their trumps without two honours: unsuited to defence at the one level" ref="standard teaching: a one-level double is left in only with length and strength in their trumps; opener after responder's competitive double"
   test=KJ32-32-32-AKJ32|32-KJ32-32-AKJ32|32-32-KJ32-AKJ32|32-32-AKJ32-KJ32
use "Opener after responder's competitive double"
[1{o}-P-1{z}-2{t}-P-P-D-P] where o<z, t<z, t!=o complete
2{z} {z}=3+ text="three-card support" ref="standard teaching: opener after responder's competitive double"
   test=K32-K32-K32-AQ32
use "Opener after responder's competitive double"
[1{o}-P-1{z}-2{t}-P-P-D-P] where o<z, z<t complete
3{z} {z}=3+ text="three-card support" ref="standard teaching: opener after responder's competitive double"
   test=K32-K32-K32-AQ32
use "Opener after responder's competitive double"

# Likewise after responder's values double of their raise (4g: 1x-(1y)-1z-(2y)-P-P-D-P,
# 1x-(2y)-2z-(3y)-P-P-D-P): with three-card support for responder's suit and at most two of
# their trumps opener bids it at the cheapest level (a major at game with 25+ together);
# otherwise he defends (the general layer passes).
[1{o}-1{t}-1{z}-2{t}-P-P-D-P] where o<t, t<z, z in HS
4{z} {z}=3+ {t}=<=2 ours.hcp=25+ text="three-card support, at most two of their trumps and game values together (25+): game" ref="standard teaching: opener after responder's competitive double; 25 points together make game"
   test=KQ2-AQ2-32-AK432|KQ2-32-AQ2-AK432
[1{o}-1{t}-1{z}-2{t}-P-P-D-P] where o<t, t<z
2{z} {z}=3+ {t}=<=2 text="three-card support and at most two of their trumps: our fit rather than defend" ref="standard teaching: opener after responder's competitive double"
   test=K32-K32-32-AQ432|K32-32-K32-AQ432
[1{o}-2{t}-2{z}-3{t}-P-P-D-P] where t<z, z!=o, t!=o, z in HS
4{z} {z}=3+ {t}=<=2 ours.hcp=25+ text="three-card support, at most two of their trumps and game values together (25+): game" ref="standard teaching: opener after responder's competitive double; 25 points together make game"
   test=KQ2-AQ2-32-AK432|KQ2-32-AQ2-AK432|KQ2-AQ2-AK432-32
[1{o}-2{t}-2{z}-3{t}-P-P-D-P] where t<z, z!=o, t!=o
3{z} {z}=3+ {t}=<=2 text="three-card support and at most two of their trumps: our fit rather than defend" ref="standard teaching: opener after responder's competitive double"
   test=K32-K32-AQ432-32|K32-K32-32-AQ432|K32-32-K32-AQ432

# 4i. The cue-bid raise over a two-suited overcall (competition_ours.bb: over the unusual
#     2NT or Michaels, responder's cue bid of their suit is a limit raise or better in
#     opener's major, the raise to three is competitive, 6-9). Opener bids game with more
#     than a minimum, otherwise three of his major; responder then bids game with an
#     opening hand.
block "Opener after the cue-bid raise over a two-suiter"
4{o} "Cue Bid Raise" hcp=14+ text="more than a minimum: game" ref="standard teaching: over a two-suited overcall the cue bid of their suit is a limit raise or better"
   test=AK32-AK32-K32-32
4{o} "Cue Bid Raise" losers=6 {o}=6+ text="accepts: 6 losers or fewer with a sixth trump (a nine-card fit)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6 (a long trump suit counts extra tricks)"
   test=KQT983-KQT983--2
4{o} "Cue Bid Raise" losers=6 shape=singleton-or-void text="accepts: 6 losers or fewer with a singleton or void (a ruffing value)" ref="standard teaching (losing trick count): a limit raise shows 8 losers; opener bids game with 6"
   test=KQJ82-KQJ82-32-2
3{o} "Cue Bid Raise" text="a minimum" ref="standard teaching: over a two-suited overcall the cue bid of their suit is a limit raise or better"
   test=AK32-QJ32-J32-32
block "Responder after the cue-bid raise over a two-suiter"
4{o} "Cue Bid Raise" hcp=13+ text="game values opposite a minimum" ref="standard teaching: over a two-suited overcall the cue bid of their suit is a limit raise or better"
   test=AK32-AK32-32-432
P "Cue Bid Raise" text="a limit raise: opener declined" ref="standard teaching: over a two-suited overcall the cue bid of their suit is a limit raise or better"
   test=K432-K432-Q32-32
[1{o}-2N-3C-P] where o in HS
use "Opener after the cue-bid raise over a two-suiter"
[1{o}-2{o}-2S-P] where o in H
use "Opener after the cue-bid raise over a two-suiter"
[1{o}-2{o}-3H-P] where o in S
use "Opener after the cue-bid raise over a two-suiter"
[1{o}-2N-3C-P-3{o}-P] where o in HS
use "Responder after the cue-bid raise over a two-suiter"
[1{o}-2{o}-2S-P-3{o}-P] where o in H
use "Responder after the cue-bid raise over a two-suiter"
[1{o}-2{o}-3H-P-3{o}-P] where o in S
use "Responder after the cue-bid raise over a two-suiter"

# 4j. Responder after opener's takeout double of their overcall of his 1NT response
#     (1x-P-1N-(2y)-D-P): opener's double shows 17+ and shortness in their suit (a minimum
#     passes, 18-19 with a stopper bids 2NT), so responder (6-10) bids game with the top of
#     his range: four of opener's major with three-card support, 3NT with a stopper in their
#     suit. He passes for penalty with four cards in their suit; otherwise he takes the
#     double out: after 1S five or more hearts with a doubleton spade (the unbid major the
#     double promised: 2H, game with six and 9+), a preference for opener's major, a four-card
#     major or support for opener's minor, a five-card minor. (Their suit is the "P" suit:
#     LHO bid it, RHO passed.)
# After 1S, six hearts and the top of the range: game in the unbid major the double promised.
[partner:1S P me:1N they:2suit partner:D P]
4H hcp=9+ H=6+ S=<3 text="game: six hearts, the unbid major the double promised, and the top of the 1NT range" ref="standard teaching: advancing a takeout double, bid the unbid major it promised (a jump or game with values); after 1S-1NT a six-card heart suit plays opposite the doubler's three"
   test=32-KQJ852-K32-32
[partner:1{o} P me:1N they:2suit partner:D P] where o in HS
P hcp=6+ X=4+:P S=x H=x D=x C=x text="four cards in their suit: penalty" ref="standard teaching: responder after opener's takeout double"
   test=K2-Q32-J2-KJ9843
4{o} hcp=9+ {o}=3+ text="game: the top of the 1NT range and support" ref="standard teaching: responder after opener's takeout double"
   test=Q32-KJ2-Q432-K32
3N hcp=9+ X=0+:1stopP S=x H=x D=x C=x text="game: the top of the 1NT range, a stopper" ref="standard teaching: responder after opener's takeout double"
   test=A2-K2-J5432-J432
2H H=5+ S=<3 text="five or more hearts, the unbid major the double promised, and a doubleton spade: hearts rather than a preference" ref="standard teaching: advancing a takeout double, bid the unbid major it promised at the cheapest level; opener's takeout double of their two-level suit after 1S-1NT shows support for the unbid major"
   test=32-QT9853-K32-32
2{o} {o}=2+ text="a preference for opener's major" ref="standard teaching: responder after opener's takeout double"
   test=432-Q32-Q432-Q32
3x X=5+ C=x D=x text="a five-card minor" ref="standard teaching: responder after opener's takeout double"
   test=2-Q2-KJ432-Q5432
[partner:1{o} P me:1N they:2suit partner:D P] where o in CD
P hcp=6+ X=4+:P S=x H=x D=x C=x text="four cards in their suit: penalty" ref="standard teaching: responder after opener's takeout double"
   test=K2-KJ98-Q32-J432
3N hcp=9+ X=0+:1stopP S=x H=x D=x C=x text="game: the top of the 1NT range, a stopper" ref="standard teaching: responder after opener's takeout double"
   test=A2-K2-J5432-J432
2x X=4+ S=x H=x text="a four-card major" ref="standard teaching: responder after opener's takeout double"
   test=Q432-Q32-Q32-Q32
3{o} {o}=4+ text="support for opener's minor" ref="standard teaching: responder after opener's takeout double"
   test=32-Q32-Q432-Q432
# Responder after opener's invitational three-level rebid of his six-card suit (17-18):
# game with the top of the 1NT range (8+): four of a major with a doubleton, 3NT with a
# stopper in their suit; otherwise pass.
[partner:1{o} P me:1N they:2suit partner:3{o} P] where o in HS
4{o} hcp=8+ {o}=2+ text="game: the top of the 1NT range, a doubleton fits a six-card suit" ref="standard teaching: accepting an invitation"
   test=K32-Q2-KJ32-Q432
P text="a minimum: declines the invitation" ref="standard teaching: accepting an invitation" test=432-32-QJ32-Q432
[partner:1{o} P me:1N they:2suit partner:3{o} P] where o in CD
3N hcp=8+ X=0+:1stopP S=x H=x D=x C=x text="game: the top of the 1NT range, a stopper in their suit" ref="standard teaching: accepting an invitation"
   test=A32-A32-J432-J32
P text="a minimum: declines the invitation" ref="standard teaching: accepting an invitation" test=432-32-QJ32-Q432

# 4k. Responder after his competitive double and opener's three-card support for his major
#     (1x-P-1z-(y)-P-P-D-P-2z-P, or 3z): the double showed 11+; with an opening hand (13+)
#     the eight-card fit and the values make game; otherwise pass.
block "Responder after opener's support for the doubler's major"
4{z} hcp=13+ {z}=4+ text="game: an opening hand and the eight-card fit" ref="standard teaching: 25 points and an eight-card major fit make game"
   test=AKQ2-KJ52-K32-32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition" test=KJ32-KJ32-Q32-32
[1{o}-P-1{z}-1{t}-P-P-D-P-2{z}-P] where o<z, z<t, z in H
use "Responder after opener's support for the doubler's major"
[1{o}-P-1{z}-2{t}-P-P-D-P-2{z}-P] where o<z, t<z, t!=o, z in HS
use "Responder after opener's support for the doubler's major"
[1{o}-P-1{z}-2{t}-P-P-D-P-3{z}-P] where o<z, z<t, z in H
use "Responder after opener's support for the doubler's major"

# 4l. Responder after his one-level response (or 1NT), their overcall and opener's natural,
#     non-forcing rebid: responder bids as without the overcall (the same ranges: 6-10 passes
#     or gives preference, 11-12 invites, 13+ insists on game). Every auction below is answered
#     by the uncontested auction it is played like. When the opponents' suit is the fourth
#     suit, the uncontested entries already ask for a stopper in it for notrump and bid it as
#     the game-forcing fourth suit, so they keep their meaning; where the uncontested entries
#     would bid notrump without one, responder's own entries come first: notrump promises a
#     stopper in their suit, and with invitational values, balanced, no stopper and no fit he
#     passes.
[1C-P-1D-1H-1S-P] as [1C-P-1D-P-1S-P]
[1D-P-1H-1S-2C-P] as [1D-P-1H-P-2C-P]
[1H-P-1S-2C-2D-P] as [1H-P-1S-P-2D-P]
[1{o}-P-1H-1S-1N-P] where o in CD as [1{o}-P-1H-P-1N-P]
[1{o}-P-1N-2{t}-2N-P] where t!=o as [1{o}-P-1N-P-2N-P]

[1{o}-P-1{z}-2{t}-2{o}-P] where o in H, z in S, t in CD as [1{o}-P-1{z}-P-2{o}-P]
3N hcp=13+ H=<2 S=<6 X=0+:1stopP D=x C=x text="game values, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=AQ32-2-KJ32-KJ32
2N hcp=11-12 H=<2 S=<6 X=0+:1stopP D=x C=x text="invitational, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=KJ32-2-QJ32-KJ32
P hcp=11-12 H=<2 S=<6 text="invitational values, no stopper in their suit, no fit" ref="standard teaching: notrump in competition promises a stopper"
   test=AKQ2-2-J432-Q432
3{t} hcp=13+ H=<2 S=<6 asks=G text="game values, no stopper in their suit: asks for one" ref="standard teaching: the cue bid asks for a stopper"
   test=AKQJ-2-J432-Q432

[1{o}-P-1{z}-2{t}-2{o}-P] where o in D, t in C, z in HS as [1{o}-P-1{z}-P-2{o}-P]
3N hcp=13+ {z}=<6 C=:1stop text="game values, a club stopper" ref="standard teaching: notrump in competition promises a stopper"
   test=AQ32-K2-K32-KJ32
2N hcp=11-12 shape=balanced {z}=<6 C=:1stop text="invitational, a club stopper" ref="standard teaching: notrump in competition promises a stopper"
   test=KJ32-Q2-J32-KJ32
P hcp=11-12 shape=balanced {z}=<6 D=<3 text="invitational values, no club stopper, no fit" ref="standard teaching: notrump in competition promises a stopper"
   test=KQ32-AQ32-32-J32
3{t} hcp=13+ {z}=<6 asks=G text="game values, no club stopper: asks for one" ref="standard teaching: the cue bid asks for a stopper"
   test=AQ32-KQ32-K32-32

# Opener's third call after responder's natural rebid in these auctions: the overcall took no
# room from opener's rebid or responder's, so opener answers the invitation or preference as
# without it ("systems on").
[1{o}-P-1{z}-2{t}-2{o}-P-2{z}-P] where o in H, z in S, t in CD as [1{o}-P-1{z}-P-2{o}-P-2{z}-P]
[1{o}-P-1{z}-2{t}-2{o}-P-2N-P] where o in H, z in S, t in CD as [1{o}-P-1{z}-P-2{o}-P-2N-P]
[1{o}-P-1{z}-2{t}-2{o}-P-3{o}-P] where o in H, z in S, t in CD as [1{o}-P-1{z}-P-2{o}-P-3{o}-P]
[1{o}-P-1{z}-2{t}-2{o}-P-3{z}-P] where o in H, z in S, t in CD as [1{o}-P-1{z}-P-2{o}-P-3{z}-P]
[1{o}-P-1{z}-2{t}-2{o}-P-2N-P] where o in D, t in C, z in HS as [1{o}-P-1{z}-P-2{o}-P-2N-P]
[1{o}-P-1{z}-2{t}-2{o}-P-3{o}-P] where o in D, t in C, z in HS as [1{o}-P-1{z}-P-2{o}-P-3{o}-P]
[1{o}-P-1{z}-2{t}-2{o}-P-3{z}-P] where o in D, t in C, z in HS as [1{o}-P-1{z}-P-2{o}-P-3{z}-P]
# and responder's answer to opener's acceptance of his 2NT with three-card support
[1{o}-P-1{z}-2{t}-2{o}-P-2N-P-3{z}-P] where o in H, z in S, t in CD as [1{o}-P-1{z}-P-2{o}-P-2N-P-3{z}-P]
[1{o}-P-1{z}-2{t}-2{o}-P-2N-P-3{z}-P] where o in D, t in C, z in HS as [1{o}-P-1{z}-P-2{o}-P-2N-P-3{z}-P]

# Opener answers the cue bid (3NT with a stopper, three-card support for responder's major,
# else his own suit); responder then places the contract.
block "Opener answers the cue bid of their two-level suit"
3N X=0+:1stopP S=x H=x D=x C=x text="a stopper in their suit" ref="standard teaching: the cue bid asks for a stopper"
   test=Q2-AJ432-KJ3-KJ2
3{z} {z}=3+ text="three-card support, no stopper" ref="standard teaching: the cue bid asks for a stopper"
   test=KJ2-AQ432-432-32
3{o} text="no stopper, no support: his long suit" ref="standard teaching: the cue bid asks for a stopper"
   test=32-32-J432-Q5432
block "Responder after the cue bid and opener's support"
4{z} {z}=5+ text="game in the eight-card major fit" ref="standard teaching: the cue bid asks for a stopper"
   test=KQ432-AQ432-J4-2
3N text="game: no eight-card fit" ref="standard teaching: the cue bid asks for a stopper"
   test=AKQJ-2-J432-Q432
[1{o}-P-1{z}-2{t}-2{o}-P-3{t}-P] where o in H, z in S, t in CD
use "Opener answers the cue bid of their two-level suit"
[1{o}-P-1{z}-2{t}-2{o}-P-3{t}-P] where o in D, t in C, z in HS
use "Opener answers the cue bid of their two-level suit"
[1{o}-P-1{z}-2{t}-2{o}-P-3{t}-P-3{o}-P] where o in H, z in S, t in CD complete
3N text="game: hoping their suit is blocked" ref="standard teaching: the cue bid asks for a stopper"
   test=AKQJ-2-J432-Q432
[1{o}-P-1{z}-2{t}-2{o}-P-3{t}-P-3{o}-P] where o in D, t in C, z in HS
use "Responder after the cue bid and opener's long suit"
[1{o}-P-1{z}-2{t}-2{o}-P-3{t}-P-3{z}-P] where o in H, z in S, t in CD
use "Responder after the cue bid and opener's support"
[1{o}-P-1{z}-2{t}-2{o}-P-3{t}-P-3{z}-P] where o in D, t in C, z in HS
use "Responder after the cue bid and opener's support"

# Opener's raise at the three level: the cheapest raise over their jump overcall (12-15,
# four trumps) is answered as the single raise, the jump raise over a two-level overcall
# (16-18) as the jump raise.
[1{o}-P-1{z}-2{t}-3{z}-P] where o<z, z<t, z in HS as [1{o}-P-1{z}-P-2{z}-P]
[1{o}-P-1{z}-2{t}-3{z}-P] where o<z, t<z, t!=o, z in HS as [1{o}-P-1{z}-P-3{z}-P]

# Opener's rebid of his six-card minor at the three level, the cheapest level over their
# two-level overcall (any strength): answered as the rebid at the two level. Responder's
# notrump promises a stopper in their suit (11-12 with an honour in opener's suit bids it too:
# no room is left to invite); with game values, a fit and no stopper, five of opener's minor.
[1{o}-P-1{z}-2{t}-3{o}-P] where o<t, o<z, t!=z, o in CD, z in HS as [1{o}-P-1{z}-P-2{o}-P]
4{z} hcp=12+ {z}=6+ text="six cards in his major, game values" ref="standard teaching: responder's rebid in competition"
   test=AKJ843-AKJ843-2-
3N hcp=13+ X=0+:1stopP S=x H=x D=x C=x text="game values, a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=AQ32-KQ32-A32-32
3N hcp=11-12 {o}=2+:1/3 X=0+:1stopP S=x H=x D=x C=x text="11-12, a stopper in their suit and an honour in opener's six-card suit: no room to invite, and the suit should run" ref="standard teaching: responder's rebid in competition: with no room left to invite, a good invitational hand bids the game; notrump promises a stopper"
   test=KJ32-Q32-K32-Q32|KJ32-K32-Q32-Q32
5{o} hcp=13+ {o}=3+ text="game values and a fit, no stopper in their suit" ref="standard teaching: responder's rebid in competition"
   test=J32-Q32-Q32-AKQ2

# Responder's rebid after LHO's takeout double of his one-level response: opener's free rebid
# keeps its uncontested meaning (his own suit again: six cards, a minimum, 16+ redoubling; a
# raise: four trumps, 12-15; a new suit: four cards, 12-18) and the double took no room, so
# responder rebids as without the double (an invitation with 10-12, game with 13+), rather
# than pass with game in reach.
[1{o}-P-1{z}-D-2{o}-P] where o<z as [1{o}-P-1{z}-P-2{o}-P]
[1{o}-P-1{z}-D-2{z}-P] where o<z, z in HS as [1{o}-P-1{z}-P-2{z}-P]
[1{o}-P-1{z}-D-1{n}-P] where o<z, z<n as [1{o}-P-1{z}-P-1{n}-P]
[1{o}-P-1{z}-D-2{n}-P] where n<o, o<z as [1{o}-P-1{z}-P-2{n}-P]

# Opener's jump rebid of his suit after their takeout double and responder's new suit
# (1x-(X)-1y-P-3x: 16-18, six cards): the double took no room, so responder answers as
# without it.
[1{o}-D-1{z}-P-3{o}-P] where o<z as [1{o}-P-1{z}-P-3{o}-P]

# Responder's invitational raise of opener's rebid suit when the overcall took no room
# (1x-P-1y-(1z)-2x-P-3x, 1x-(1z)-1y-P-2x-P-3x): opener answers as without the overcall.
[1{o}-P-1{z}-1{t}-2{o}-P-3{o}-P] where o<z, z<t as [1{o}-P-1{z}-P-2{o}-P-3{o}-P]
[1{o}-1{t}-1{z}-P-2{o}-P-3{o}-P] where o<t, t<z as [1{o}-P-1{z}-P-2{o}-P-3{o}-P]

# Opener's raise to three of the major responder raised over their takeout double, the
# doubler's partner passing (1M-(X)-2M-(P)-3M): with no competition to outbid it is the
# game try of the auction without the double, and responder (a single raise, as without the
# double) accepts with a maximum.
[1{a}-D-2{a}-P-3{a}-P] where a in HS as [1{a}-P-2{a}-P-3{a}-P]

# Opener's jump rebid of his suit over responder's free 1NT (1x-(1y)-1NT-P-3x: 16-18, six
# cards, as without the overcall): answered as after the uncontested 1NT response; the free
# 1NT (8-10, a stopper) is the top of the uncontested range.
[1{a}-1{b}-1N-P-3{a}-P] where a<b as [1{a}-P-1N-P-3{a}-P]

# Opener's jump raise over their one-level overcall or double (16-18, four trumps, as without
# the interference): responder accepts with 9+ HCP (opener may have 12-15 HCP and shortness).
[1{o}-P-1{z}-1{t}-3{z}-P] where o<z, z<t, z in HS complete
4N@{z}0 "Blackwood" hcp=15+ text="Blackwood: slam values opposite the jump raise" ref="standard teaching: opener's jump raise in competition keeps its meaning (16-18 points, four trumps): responder accepts with 9+" test=K2-AQ32-KQ32-A32
4{z} hcp=9+ text="accepts: 9+ opposite the jump raise" ref="standard teaching: opener's jump raise in competition keeps its meaning (16-18 points, four trumps): responder accepts with 9+" test=32-KJ32-KQ32-432
P text="a minimum: declines the invitation" ref="standard teaching: opener's jump raise in competition keeps its meaning (16-18 points, four trumps): responder accepts with 9+" test=432-QJ32-K32-432
[1{o}-P-1{z}-D-3{z}-P] where o<z, z in HS complete
4N@{z}0 "Blackwood" hcp=15+ text="Blackwood: slam values opposite the jump raise" ref="standard teaching: opener's jump raise in competition keeps its meaning (16-18 points, four trumps): responder accepts with 9+" test=K32-AQ32-A2-KQ32|AQ32-K32-A2-KQ32
4{z} hcp=9+ text="accepts: 9+ opposite the jump raise" ref="standard teaching: opener's jump raise in competition keeps its meaning (16-18 points, four trumps): responder accepts with 9+" test=32-KJ32-KQ32-432|KJ32-32-KQ32-432
P text="a minimum: declines the invitation" ref="standard teaching: opener's jump raise in competition keeps its meaning (16-18 points, four trumps): responder accepts with 9+" test=432-QJ32-K32-432|QJ32-432-K32-432

# Opener's jump rebid of his suit after a negative double (16-19, a good six-card suit,
# invitational): responder with 8+ and a stopper in their suit bids 3NT; with a five-card
# major, 8+, he bids it (forcing); otherwise he passes.
[1{a}-1{b}-D-P-3{a}-P] where a<b, a in H
4{a} hcp=8+ {a}=2+ text="game in opener's major: 8+ and a doubleton" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts" test=432-K2-KJ32-Q432
[1{a}-2{b}-D-P-3{a}-P] where b<a, a in HS
4{a} hcp=8+ {a}=2+ text="game in opener's major: 8+ and a doubleton" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts" test=KJ32-Q2-K432-432|Q2-KJ32-K432-432
[1{a}-1{b}-D-P-3{a}-P] where a<b
3N hcp=8+ {b}=:1stop text="game: 8+ and a stopper opposite opener's 16-19 and a long suit" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts; 3NT with their suit stopped" test=KJ2-KJ2-KJ2-5432|KJ32-2-KJ32-Q432
[1{a}-1{b}-D-P-3{a}-P] where a<b, a in CD
4H hcp=8+ H=6+ text="game: six hearts and 8+" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts" test=432-AKQ432-2-432|2-T65432-AKQ-432
[1{a}-1{b}-D-P-3{a}-P] where a<b
4S hcp=8+ S=6+ text="game: six spades and 8+" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts" test=KQ8432-32-432-K2|T65432-A-KQ2-432
[1{a}-2{b}-D-P-3{a}-P] where b<a
3N hcp=8+ {b}=:1stop text="game: 8+ and a stopper opposite opener's 16-19 and a long suit" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts; 3NT with their suit stopped" test=K432-2-KJ32-KJ32|2-KJ32-KJ32-K432
[1{a}-2{b}-D-P-3{a}-P] where b<a, a in DS
4H hcp=8+ H=6+ text="game: six hearts and 8+" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts" test=2-AKQ432-432-432|2-T65432-AKQ-432
[1{a}-2{b}-D-P-3{a}-P] where b<a, a in DH
4S hcp=8+ S=6+ text="game: six spades and 8+" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts" test=AKQ432-2-432-432
[1{a}-2{b}-D-P-3{a}-P] where b<a, a in CD
3S hcp=8+ S=5+ asks=1 text="five spades, 8+: forcing" ref="standard teaching: after opener's invitational jump rebid, a new suit by responder is forcing" test=KQ432-K32-432-32
3H hcp=8+ H=5+ asks=1 text="five hearts, 8+: forcing" ref="standard teaching: after opener's invitational jump rebid, a new suit by responder is forcing" test=K32-KQ432-432-32
5{a} hcp=11+ {a}=2+ text="game in opener's minor: 11+ and no stopper" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts" test=AK32-KQ2-Q32-432
5{a} hcp=8+ {a}=4+ shape=singleton-or-void text="game in opener's minor: four trumps, shortness and 8+" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts; with four trumps and a ruffing value (opener's six cards and 16-19 opposite), eleven tricks in the minor" test=8642-J32-AKQ94-5
[1{a}-1S-D-P-3{a}-P] where a in CD
3H hcp=8+ H=5+ asks=1 text="five hearts, 8+: forcing" ref="standard teaching: after opener's invitational jump rebid, a new suit by responder is forcing" test=J32-KQ432-Q32-32
[1{a}-1{b}-D-P-3{a}-P] where a<b, a in CD
3N hcp=9+ {b}=3+:hstop text="game: 9+ and a half stopper over the overcaller (Qxx, Jxxx) opposite 16-19 and a long suit" ref="standard teaching: after opener's invitational jump rebid, responder with game values accepts; 3NT with their suit stopped (Qxx or Jxxx over the overcaller stops it when the lead comes up to it)" test=K32-K32-Q32-J432|K32-Q32-K32-J432|Q32-K32-K32-J432
5{a} hcp=11+ {a}=2+ text="game in opener's minor: 11+ and no stopper" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts" test=AK32-2-K432-Q432|AK32-432-2-KQ432|2-AK32-K432-Q432
5{a} hcp=8+ {a}=4+ shape=singleton-or-void text="game in opener's minor: four trumps, shortness and 8+" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts; with four trumps and a ruffing value (opener's six cards and 16-19 opposite), eleven tricks in the minor" test=8642-J32-5-AKQ93|5-J32-AKQ94-8642
[1C-1D-D-P-3C-P]
3S hcp=8+ S=5+ asks=1 text="five spades, 8+: forcing" ref="standard teaching: after opener's invitational jump rebid, a new suit by responder is forcing" test=KQ432-J432-Q32-2
3H hcp=8+ H=5+ asks=1 text="five hearts, 8+: forcing" ref="standard teaching: after opener's invitational jump rebid, a new suit by responder is forcing" test=J432-KQ432-Q32-2

# Opener's jump in the major the negative double showed (16-17, four trumps): invitational;
# responder bids game with 9+ (with less, the general layer counts his distribution).
[1{a}-1S-D-P-3H-P] where a in CD
4H hcp=9+ text="accepts: 9+ opposite 16-17 and four trumps" ref="standard teaching: opener's jump in the major the negative double showed (16-17, four trumps) invites; responder accepts with 9+" test=Q32-KJ32-K432-32
4H hcp=7+ H=5+ text="accepts: five trumps and 7+ opposite 16-17 and four trumps (nine trumps)" ref="standard teaching: opener's jump in the major the negative double showed invites; a fifth trump is worth a king" test=Q32-KT432-K32-32
[1{a}-1{b}-D-P-2S-P] where a<b, b in DH
4S hcp=9+ text="accepts: 9+ opposite 16-17 and four trumps" ref="standard teaching: opener's jump in the major the negative double showed (16-17, four trumps) invites; responder accepts with 9+" test=KJ32-Q32-K32-432
[1C-1D-D-P-2H-P]
4H hcp=9+ text="accepts: 9+ opposite 16-17 and four trumps" ref="standard teaching: opener's jump in the major the negative double showed (16-17, four trumps) invites; responder accepts with 9+" test=Q32-KJ32-K32-432

# Opener's jump rebid of his minor after responder's free new suit at the one level (16-18,
# six cards, invitational, as without the overcall): responder with 8+ accepts, as after
# the negative double: a six-card major at game, 3NT with a stopper in their suit, five of
# the minor with 11+ and two trumps; otherwise, without a stopper in their suit, the cue
# bid of their suit, asking opener for one (he bids 3NT with it, else rebids his minor).
[1{a}-1{b}-1{c}-P-3{a}-P] where a<b, b<c, a in CD, c in HS
4{c} hcp=8+ {c}=6+ text="game: a six-card major and 8+ opposite 16-18" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts; the rebid keeps its meaning after the overcall" test=KQ9432-A2-432-32|A2-KQ9432-432-32
3N hcp=8+ {b}=:1stop text="game: 8+ and a stopper in their suit opposite 16-18 and a long suit" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts; the rebid keeps its meaning after the overcall" test=QJ32-K32-KJ2-432
5{a} hcp=11+ {a}=2+ {b}=<8:0stop text="game in opener's minor: 11+, two trumps, no stopper" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts; the rebid keeps its meaning after the overcall" test=AKJ32-A32-32-Q32|AKJ32-32-A32-Q32
3{b} hcp=8+ {b}=<8:0stop asks=1 text="cue bid: accepts the invitation (8+) without a stopper in their suit: asks opener for one" ref="standard teaching: after opener's invitational jump rebid, responder with 8+ accepts; with game values and no stopper in their suit, the cue bid of their suit asks for one"
   test=KJ432-432-432-AQ

# 4m. Opener after responder's two-over-one response (10+, forcing one round) and their
#     three-level overcall (1M-P-2x-(3y)): the overcall takes away the obligation to bid,
#     so opener passes a minimum with nothing to show; he rebids a six-card major (at the
#     three level when it is still available, game with 15+), raises responder's hearts with
#     three, bids 3NT with 15+ and a stopper in their suit. Responder, when opener passes,
#     goes on with an opening hand: game in opener's major with three-card support, 3NT with
#     a stopper in their suit; with less he raises to three or passes.
[1{a}-P-2{b}-3{c}] where a in HS, b<a, c!=a, c!=b complete
4{a} hcp=15+ {a}=6+ text="game: a six-card major and extra values" ref="standard teaching: opener's rebid after a two-over-one response and their overcall"
   test=AKQ432-AKQ432-2-
[1{a}-P-2{b}-3{c}] where a in HS, b<a, c<a, c!=b complete
3{a} {a}=6+ text="a six-card major" ref="standard teaching: opener's rebid after a two-over-one response and their overcall"
   test=KJ9432-KJ9432-2-
[1S-P-2H-3{c}] where c in CD complete
4H hcp=15+ H=3+ text="game: support for responder's hearts and extra values" ref="standard teaching: opener's rebid after a two-over-one response and their overcall"
   test=AKJ32-KQ2-K2-Q32
3H H=3+ text="support for responder's hearts" ref="standard teaching: opener's rebid after a two-over-one response and their overcall"
   test=AJ432-K32-Q2-K32
[1{a}-P-2{b}-3{c}] where a in HS, b<a, c!=a, c!=b complete
3N hcp=15+ {c}=:1stop text="15+ and a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=AK-AK-K432-AJ432
P text="a minimum with nothing to show: pass (responder bids again with an opening hand)" ref="standard teaching: opener's rebid after a two-over-one response and their overcall"
   test=J5432-Q2-K5432-A
[1{a}-P-2{b}-3{c}-P-P] where a in HS, b<a, c!=a, c!=b complete
4{a} hcp=12+ {a}=3+ text="game: an opening hand and support" ref="standard teaching: an opening hand opposite an opening bid makes game"
   test=K32-K32-AQ32-K32
3N hcp=12+ {c}=:1stop text="game: an opening hand and a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=AQ-AQ-KJ32-K5432
[1{a}-P-2{b}-3{c}-P-P] where a in HS, b<a, c<a, c!=b complete
3{a} {a}=3+ text="competes: support for opener's major" ref="standard teaching: the law of total tricks"
   test=Q32-Q32-KJ432-Q2
[1{a}-P-2{b}-3{c}-P-P] where a in HS, b<a, c!=a, c!=b complete
P text="no game values: pass" ref="standard teaching: responder's rebid in competition" test=2-2-KQ5432-Q5432
# The same after 1D-P-2C-(3M)-P-P: responder with an opening hand bids 3NT with a stopper in
# their major, doubles with three or more of their trumps (the balance of the values:
# penalty), competes in diamonds with four-card support; otherwise passes.
[1D-P-2C-3{c}-P-P] where c in HS complete
3N hcp=12+ {c}=:1stop text="game: an opening hand and a stopper in their suit" ref="standard teaching: notrump in competition promises a stopper"
   test=AQ-AQ-KJ32-K5432|AQ-32-KJ32-AKJ32
D "Penalty Double" hcp=13+ {c}=3+ text="penalty: an opening hand, the balance of the values and three or more of their trumps" ref="standard teaching: with the balance of the values and length in their trumps, double for penalty"
   test=J32-J32-AK2-AKJ2
4D hcp=12+ D=4+ text="competes: an opening hand and four-card support for opener's diamonds" ref="standard teaching: the law of total tricks; an opening hand opposite an opening bid does not sell out"
   test=2-32-AKJ2-AK5432
P text="no game values: pass" ref="standard teaching: responder's rebid in competition" test=2-32-Q432-KQ5432
# Responder after opener's raise or six-card rebid there: game with an opening hand (a
# doubleton fits the six-card suit).
[1S-P-2H-3{c}-3H-P] where c in CD complete
4H hcp=12+ text="game: an opening hand opposite opener's support" ref="standard teaching: an opening hand opposite an opening bid makes game"
   test=32-AKJ32-K32-Q32
P text="no game values: pass" ref="standard teaching: responder's rebid in competition" test=32-KQ432-Q32-J32
[1{a}-P-2{b}-3{c}-3{a}-P] where a in HS, b<a, c<a, c!=b complete
4{a} hcp=12+ {a}=2+ text="game: an opening hand, a doubleton fits opener's six-card suit" ref="standard teaching: a doubleton is support for a rebid six-card suit"
   test=K2-K2-AQ432-K432
P text="no game values: pass" ref="standard teaching: responder's rebid in competition" test=2-2-KQ5432-Q5432

# Opener after responder's invitational re-raise over their overcall (1m-P-1M-(overcall)-2M-P-3M):
# accept with more than a minimum (14+ HCP, 14+ total points with 12+ HCP, or seven losers),
# as without the overcall; else pass.
[1{a}-P-1{b}-suit-2{b}-P-3{b}-P] where a<b, b in HS
4{b} hcp=14+ text="more than a minimum: accepts the invitation" ref="standard teaching: an invitation is accepted with more than a minimum; a raise keeps its meaning over an overcall" test=AK32-KQ32-Q32-32
4{b} hcp=12+ dist=T14+ text="accepts: 14+ total points (12+ HCP)" ref="standard teaching: an invitation is accepted with more than a minimum, counting distribution (as in the auction without the overcall)" test=A432-K432-AQ432-
4{b} {b}=4+ losers=7 text="accepts: seven losers" ref="standard teaching: an invitation is accepted with more than a minimum; losing trick count (as in the auction without the overcall)" test=A432-KQ32-QT843-
P text="a minimum: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=Q32-K432-KJ32-Q2

# ---------------------------------------------------------------------------------------
# Responder's second turn after their takeout double of his one-level response, opener's
# pass (a minimum with nothing to show) and fourth hand's advance at the two level: with
# opening values (13+) opposite the opening the side has game: a six-card major, 3NT with a
# stopper in their suit, else a cue bid of their suit forcing to game; with 10-12 and a
# six-card suit, a jump rebid invites. Weaker hands are left to the sections after these.
# ---------------------------------------------------------------------------------------
[1C-P-1D-D-P-2H]
3N hcp=13+ D=<6 H=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=A32-KQ3-KJ32-Q32
3H hcp=13+ D=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK3-432-KJ32-Q32
3D hcp=10-12 D=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=A32-32-KQJ932-32
[1C-P-1D-D-P-2S]
3N hcp=13+ D=<6 S=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KQ3-A32-KJ32-Q32
3S hcp=13+ D=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=432-AK3-KJ32-Q32
3D hcp=10-12 D=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=32-A32-KQJ932-32
[1C-P-1H-D-P-2D]
4H hcp=13+ H=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=A32-AKJ932-32-K2
3N hcp=13+ H=<6 D=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=A32-KJ32-KQ3-Q32
3D hcp=13+ H=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK3-KJ32-432-Q32
3H hcp=10-12 H=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=A32-KQJ932-32-32
[1C-P-1H-D-P-2S]
4H hcp=13+ H=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=32-AKJ932-A32-K2
3N hcp=13+ H=<6 S=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KQ3-KJ32-A32-Q32
3S hcp=13+ H=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=432-KJ32-AK3-Q32
3H hcp=10-12 H=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=32-KQJ932-A32-32
[1C-P-1S-D-P-2D]
4S hcp=13+ S=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=AKJ932-A32-32-K2
3N hcp=13+ S=<6 D=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-A32-KQ3-Q32
3D hcp=13+ S=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-AK3-432-Q32
3S hcp=10-12 S=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=KQJ932-A32-32-32
[1C-P-1S-D-P-2H]
4S hcp=13+ S=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=AKJ932-32-A32-K2
3N hcp=13+ S=<6 H=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-KQ3-A32-Q32
3H hcp=13+ S=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-432-AK3-Q32
3S hcp=10-12 S=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=KQJ932-32-A32-32
[1D-P-1H-D-P-2C]
4H hcp=13+ H=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=A32-AKJ932-K2-32
3N hcp=13+ H=<6 C=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=A32-KJ32-Q32-KQ3
3C hcp=13+ H=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK3-KJ32-Q32-432
3H hcp=10-12 H=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=A32-KQJ932-32-32
[1D-P-1H-D-P-2S]
4H hcp=13+ H=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=32-AKJ932-A32-K2
3N hcp=13+ H=<6 S=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KQ3-KJ32-A32-Q32
3S hcp=13+ H=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=432-KJ32-AK3-Q32
3H hcp=10-12 H=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=32-KQJ932-A32-32
[1D-P-1S-D-P-2C]
4S hcp=13+ S=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=AKJ932-A32-K2-32
3N hcp=13+ S=<6 C=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-A32-Q32-KQ3
3C hcp=13+ S=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-AK3-Q32-432
3S hcp=10-12 S=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=KQJ932-A32-32-32
[1D-P-1S-D-P-2H]
4S hcp=13+ S=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=AKJ932-32-A32-K2
3N hcp=13+ S=<6 H=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-KQ3-A32-Q32
3H hcp=13+ S=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-432-AK3-Q32
3S hcp=10-12 S=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=KQJ932-32-A32-32
[1H-P-1S-D-P-2C]
4S hcp=13+ S=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=AKJ932-A32-K2-32
3N hcp=13+ S=<6 C=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-A32-Q32-KQ3
3C hcp=13+ S=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-AK3-Q32-432
3S hcp=10-12 S=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=KQJ932-A32-32-32
[1H-P-1S-D-P-2D]
4S hcp=13+ S=6+ text="game: a six-card major and opening values opposite the opening" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=AKJ932-A32-32-K2
3N hcp=13+ S=<6 D=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-A32-KQ3-Q32
3D hcp=13+ S=<6 asks=G text="cue bid: opening values without a stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after their takeout double and advance; opener's pass showed a minimum, so responder with opening values (13+) makes sure of game: his six-card major, 3NT with a stopper in their suit, else a cue bid forcing to game" test=KJ32-AK3-432-Q32
3S hcp=10-12 S=6+ text="invitational: a six-card suit and 10-12" ref="standard teaching: responder's jump rebid of a six-card suit invites" test=KQJ932-A32-32-32

# The two-level overcaller with 17+ in the pass-out seat: opener reopened with a double,
# responder took it out at the two level, and partner has passed throughout. The auction
# dies at the two level: with a strong overcall he acts again, bidding a second four-card
# suit (or rebidding his own long suit) at the three level rather than selling out.
[1{a}-2{b}-P-P-D-P-2{c}-P-P] where b<a, b<c, b in C
3C "Overcall" hcp=17+ C=6+ text="17+ and six clubs: rebids them rather than sell out at the two level" ref="standard teaching: a strong overcaller (17+) acts again when the opponents stop at the two level" test=A2-K2-AK2-AQJ432
[1{a}-2{b}-P-P-D-P-2{c}-P-P] where b<a, b<c, b in D
3D "Overcall" hcp=17+ D=6+ text="17+ and six diamonds: rebids them rather than sell out at the two level" ref="standard teaching: a strong overcaller (17+) acts again when the opponents stop at the two level" test=A2-K2-AQJ432-AK2
[1{a}-2{b}-P-P-D-P-2{c}-P-P] where b<a, b<c, b in H
3H "Overcall" hcp=17+ H=6+ text="17+ and six hearts: rebids them rather than sell out at the two level" ref="standard teaching: a strong overcaller (17+) acts again when the opponents stop at the two level" test=A2-AQJ432-K2-AK2
[1{a}-2{b}-P-P-D-P-2{c}-P-P] where b<a, b<c, a in CDS, c in CDS, b in CD
3H "Overcall" hcp=17+ H=4+ text="17+: a second four-card suit at the three level rather than sell out at the two level" ref="standard teaching: a strong overcaller (17+) acts again when the opponents stop at the two level" test=A32-AKJ2-K32-K32
[1{a}-2{b}-P-P-D-P-2{c}-P-P] where b<a, b<c, a in CDH, c in CDH
3S "Overcall" hcp=17+ S=4+ text="17+: a second four-card suit at the three level rather than sell out at the two level" ref="standard teaching: a strong overcaller (17+) acts again when the opponents stop at the two level" test=AKJ2-A32-K32-K32
[1{a}-2{b}-P-P-D-P-2{c}-P-P] where b<a, b<c, a in CHS, c in CHS, b in CH
3D "Overcall" hcp=17+ D=4+ text="17+: a second four-card suit at the three level rather than sell out at the two level" ref="standard teaching: a strong overcaller (17+) acts again when the opponents stop at the two level" test=A32-K32-AKJ2-K32
[1{a}-2{b}-P-P-D-P-2{c}-P-P] where b<a, b<c
3{b} "Overcall" hcp=17+ text="17+: no second suit: rebids his five-card suit at the three level rather than sell out at the two level" ref="standard teaching: a strong overcaller (17+) acts again when the opponents stop at the two level" test=AK2-A32-K2-AK432

# Game with a minor fit after partner's three of the minor in competition, RHO passing:
# responder after his free two-level minor and opener's raise (1x-(1y)-2m-P-3m-P,
# 1x-(2y)-2m-P-3m-P), responder after opener's competitive rebid of his six-card minor
# over their one-level overcall (1m-P-1z-(1y)-3m-P). An opening bid opposite an opening bid
# makes game: with 13+ (12+ and two cards in opener's six-card minor), 3NT with their suit
# stopped; without a stopper, the cue bid of their suit (below 3NT) asks partner for one,
# and where it is not available, five of the minor with shortness (15+ total points).
# Partner answers 3NT with a stopper, otherwise four of the minor, and the asker then bids
# five of the minor.
[1{o}-1{t}-2{m}-P-3{m}-P] where o<t, m in CD, m!=o, m!=t
3N hcp=13+ {t}=:1stop text="game: opening values opposite the opening, a minor fit and their suit stopped: 3NT" ref="standard teaching: with game values and a minor fit, 3NT when their suit is stopped (nine tricks are easier than eleven); an opening bid opposite an opening bid makes game"
   test=KJ8-KJ4-K2-QJ542|KJ8-KJ4-QJ542-K2|KJ8-K2-KJ4-QJ542|K2-KJ8-KJ4-QJ542|KJ8-K2-QJ542-KJ4|K2-KJ8-QJ542-KJ4
[1{o}-1{t}-2{m}-P-3{m}-P] where o<t, m in CD, m!=o, m<t
3{t} hcp=13+ asks=1 text="game values and a minor fit, their suit unstopped: the cue bid asks for a stopper" ref="standard teaching: the cue bid of the opponents' suit asks partner for a stopper for 3NT"
   test=32-KQ4-AK8-KJ542|32-KQ4-KJ542-AK8|KQ4-32-AK8-KJ542|KQ4-32-KJ542-AK8
[1{o}-2{t}-2{m}-P-3{m}-P] where t<o, t<m, m in CD, m!=o
3N hcp=13+ {t}=:1stop text="game: opening values opposite the opening, a minor fit and their suit stopped: 3NT" ref="standard teaching: with game values and a minor fit, 3NT when their suit is stopped (nine tricks are easier than eleven); an opening bid opposite an opening bid makes game"
   test=KJ8-KJ4-K2-QJ542|KJ8-KJ4-QJ542-K2|KJ8-K2-KJ4-QJ542|K2-KJ8-KJ4-QJ542|KJ8-K2-QJ542-KJ4|K2-KJ8-QJ542-KJ4
[1{o}-2{t}-2{m}-P-3{m}-P] where t<o, t<m, m in CD, m!=o
5{m} hcp=13+ dist=T15+ {m}=5+ text="game in the minor: opening values with shortness, no stopper in their suit" ref="standard teaching: an opening bid opposite an opening bid makes game; with a minor fit and no stopper in their suit, game in the minor (distribution counted)"
   test=2-KQ3-AKJ94-K432|2-KQ3-K432-AKJ94|KQ3-2-AKJ94-K432|KQ3-2-K432-AKJ94|KQ3-K432-2-AKJ94|KQ3-K432-AKJ94-2
[1{o}-1{t}-2{m}-P-3{m}-P-3{t}-P] where o<t, m in CD, m!=o, m<t complete
3N {t}=:1stop text="answers the cue bid: a stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks partner for a stopper for 3NT"
   test=K32-A32-Q2-KJ932|A32-K32-Q2-KJ932|K32-A32-KJ932-Q2|A32-K32-KJ932-Q2
4{m} text="answers the cue bid: no stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks partner for a stopper for 3NT"
   test=32-A2-Q32-KJ9832|A2-32-Q32-KJ9832|32-A2-KJ9832-Q32|A2-32-KJ9832-Q32
[1{o}-P-1{z}-1{t}-3{o}-P] where o in CD, o<z, z<t
3N hcp=12+ {o}=2+ {t}=:1stop text="game: opening values opposite the opening, a minor fit and their suit stopped: 3NT" ref="standard teaching: with game values and a minor fit, 3NT when their suit is stopped (nine tricks are easier than eleven); an opening bid opposite an opening bid makes game"
   test=KJ8-KJ4-K2-QJ542|KJ8-KJ4-QJ542-K2|KJ8-K2-KJ4-QJ542|K2-KJ8-KJ4-QJ542|KJ8-K2-QJ542-KJ4|K2-KJ8-QJ542-KJ4
3{t} hcp=12+ {o}=2+ asks=1 text="game values and a minor fit, their suit unstopped: the cue bid asks for a stopper" ref="standard teaching: the cue bid of the opponents' suit asks partner for a stopper for 3NT"
   test=32-KQ4-AK8-KJ542|32-KQ4-KJ542-AK8|KQ4-32-AK8-KJ542|KQ4-32-KJ542-AK8
[1{o}-P-1{z}-1{t}-3{o}-P-3{t}-P] where o in CD, o<z, z<t complete
3N {t}=:1stop text="answers the cue bid: a stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks partner for a stopper for 3NT"
   test=K32-A32-Q2-KJ932|A32-K32-Q2-KJ932|K32-A32-KJ932-Q2|A32-K32-KJ932-Q2
4{o} text="answers the cue bid: no stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks partner for a stopper for 3NT"
   test=32-A2-Q32-KJ9832|A2-32-Q32-KJ9832|32-A2-KJ9832-Q32|A2-32-KJ9832-Q32
# The asker after partner's four of the minor (no stopper): his cue bid promised game
# values, so game in the minor.
[1{o}-1{t}-2{m}-P-3{m}-P-3{t}-P-4{m}-P] where o<t, m in CD, m!=o, m<t complete
5{m} text="game in the minor: no stopper for 3NT" ref="standard teaching: the cue bid of the opponents' suit asks partner for a stopper for 3NT; with no stopper the partnership plays game in the minor"
   test=32-KQ4-AK8-KJ542|32-KQ4-KJ542-AK8|KQ4-32-AK8-KJ542|KQ4-32-KJ542-AK8
[1{o}-P-1{z}-1{t}-3{o}-P-3{t}-P-4{o}-P] where o in CD, o<z, z<t complete
5{o} text="game in the minor: no stopper for 3NT" ref="standard teaching: the cue bid of the opponents' suit asks partner for a stopper for 3NT; with no stopper the partnership plays game in the minor"
   test=32-KQ4-AK8-KJ542|32-KQ4-KJ542-AK8|KQ4-32-AK8-KJ542|KQ4-32-KJ542-AK8

# =======================================================================================
# 4. The one-level overcaller with a six-card suit when they stop at the two level and
#    partner has only passed: he rebids his suit at the two level, directly or in the
#    pass-out seat. A sixth card makes the suit rebiddable and is worth a trick in play;
#    with a sound overcall (11+) he does not sell out at the two level (the law of total
#    tricks: partner's usual doubleton gives eight trumps). In the direct seat only when
#    responder passed the overcall: a responder who has shown values (a negative double,
#    a new suit) holds the balance with opener and speaks again, and the overcaller does
#    not bid into their strength.
# =======================================================================================
[1{o} me:1{a} P we:P... rho:2suit] where o<a
2{a} "Overcall" {a}=6+ hcp=11+ text="a six-card suit and a sound overcall: competes at the two level" ref="standard teaching: the overcaller rebids a six-card suit; the law of total tricks (compete to the two level with an eight-card fit)"
   test=KQJ972-A32-K2-82|A32-KQJ972-K2-82|A32-K2-KQJ972-82
[1{o} me:1{a} we:P... lho:2suit P P] where o<a
2{a} "Overcall" {a}=6+ hcp=11+ text="a six-card suit and a sound overcall: competes at the two level in the pass-out seat" ref="standard teaching: the overcaller rebids a six-card suit; the law of total tricks (compete to the two level with an eight-card fit)"
   test=KQJ972-A32-K2-82|A32-KQJ972-K2-82|A32-K2-KQJ972-82

# =======================================================================================
# 5. Responder after his one-level response and opener's rebid when RHO bids again
#    (1x-P-1y-(1z)-2w-(2z), 1x-(1z)-1y-P-2w-(2z)): responder with the values for game
#    opposite an opening does not let their competition silence him. With a six-card major
#    he bids game; with a stopper in their suit 3NT (2NT invites with 11-12 and a stopper);
#    with four of their trumps and the balance of the values he doubles for penalty.
#    With a fit already known (opener raised him) the general layer bids game.
# =======================================================================================
block "Responder with game values when they compete again"
4{b} {b}=6+ hcp=13-16 ours.{b}=7- text="a six-card major and game values: game" ref="standard teaching: responder with game values bids game; the opponents' competition does not change what the partnership holds"
   test=K2-AQJ862-Q32-K2|AQJ862-K2-Q32-K2
D hcp=11+ ours.{b}=7- {t}=4+ text="penalty: the balance of the values and four of their trumps" ref="standard teaching: with the balance of the values and length in their trumps, double for penalty"
   test=AJ32-KQ32-K32-32|KQ32-AJ32-K32-32|32-KQ32-AJ32-K32|32-KQ32-K32-AJ32
3N hcp=13-16 ours.{b}=7- {t}=:1stop text="game values, a stopper in their suit: 3NT" ref="standard teaching: responder with game values bids game; notrump in competition promises a stopper"
   test=K32-K32-K32-AJ32|AJ32-K32-K32-K32
block "Responder invites when they compete again at the two level"
2N hcp=11-12 ours.{b}=7- shape=balanced {t}=:1stop text="invitational values, a stopper in their suit: 2NT" ref="standard teaching: responder invites with 11-12 as without the overcall; notrump in competition promises a stopper"
   test=K32-K32-K32-K432|K432-K32-K32-K32
3x hcp=10+ X=4+ C=x D=x ours.x=8+ ours.{b}=7- text="a fit for opener's minor and values: competes at the three level" ref="standard teaching: a free bid at the three level shows values; the law of total tricks (an eight-card fit)"
   test=432-KQ32-A2-KJ32|KQ32-432-A2-KJ32|KQ32-A2-432-KJ32|432-KQ32-AJ432-2
# After opener's raise of responder's major, their bid over it: game with game values, the
# raise to three inviting with 11-12 (the law of total tricks alone would pass with eight).
[partner:1suit ? me:1{b} ? partner:2{b} rho:2{t}] where b in H, t in S
4{b} hcp=13-16 ours.{b}=8+ text="game: a known fit and game values" ref="standard teaching: responder with game values bids game; the opponents' competition does not change what the partnership holds"
   test=K32-KJ32-A32-Q32|KJ32-K32-A32-Q32
3{b} hcp=11-12 ours.{b}=8+ text="invitational: a known fit and 11-12" ref="standard teaching: responder invites with 11-12 as without the overcall (the raise to three)"
   test=Q32-KJ32-A32-Q32|KJ32-Q32-A32-Q32
[partner:1suit ? me:1{b} ? partner:2{b} rho:3{t}] where b in HS, t!=b
4{b} hcp=13-16 ours.{b}=8+ text="game: a known fit and game values" ref="standard teaching: responder with game values bids game; the opponents' competition does not change what the partnership holds"
   test=K32-KJ32-A32-Q32|KJ32-K32-A32-Q32
[partner:1suit ? me:1{b} ? partner:suit rho:{n}{t}] where b in HS, n in 23, t in DHS, t!=b
use "Responder with game values when they compete again"
[partner:1suit ? me:1{b} ? partner:suit rho:{n}{t}] where b in H, t in C, n in 23
use "Responder with game values when they compete again"
[partner:1suit ? me:1{b} ? partner:suit rho:{n}{t}] where b in S, t in C, n=3
use "Responder with game values when they compete again"
[partner:1suit ? me:1{b} ? partner:suit rho:2{t}] where b in HS, t in DHS, t!=b
use "Responder invites when they compete again at the two level"
[partner:1suit ? me:1{b} ? partner:suit rho:2{t}] where b in H, t in C
use "Responder invites when they compete again at the two level"

# =======================================================================================
# 6. Opener with extras after partner's raise of his minor when they bid their suit again
#    (1m-(1y)-2m-(2y), 1m-(2y)-3m-(3y)): the raise (6-9, or weaker and preemptive) leaves
#    opener in charge. With 17+ and their suit stopped, 3NT (the minor's tricks); otherwise
#    over their two-level raise, with 15+ and four trumps, the three level; over their
#    three-level raise, with nine trumps and 14+, or four and 17+, the four level. (After
#    1m-(1y)-2m-(3y) the exact sections answer.)
# =======================================================================================
[1{a} 1{b} 2{a} rho:2{b}] where a in CD, b in HS
3N hcp=17+ {b}=:1stop text="game: 17+ and a stopper opposite the raise, the minor's tricks" ref="standard teaching: opener's rebid in competition with extra values: 3NT with their suit stopped"
   test=AQ2-AQ2-K32-KQJ2|AQ2-AQ2-KQJ2-K32
3{a} hcp=15+ {a}=4+ text="competes: 15+ and four trumps opposite the raise, the three level" ref="standard teaching: opener's rebid in competition with extra values and a fit: bid on"
   test=2-AQ32-KJ32-AQ32|2-AQ32-AQ32-KJ32
[1{a} 1{b}|2{b} 3{a} rho:3{b}] where a in CD, b in HS
3N hcp=17+ {b}=:1stop text="game: 17+ and a stopper opposite the raise, the minor's tricks" ref="standard teaching: opener's rebid in competition with extra values: 3NT with their suit stopped"
   test=AQ2-AQ2-K32-KQJ2|AQ2-AQ2-KQJ2-K32
4{a} hcp=14+ {a}=5+ text="competes: five trumps opposite the raise (nine together) and 14+" ref="standard teaching: the law of total tricks (nine trumps and extra values: bid on over their raise)"
   test=2-2-AKJ32-AKQ432|2-2-AKQ432-AKJ32
4{a} hcp=17+ {a}=4+ text="competes: 17+ and four trumps opposite the raise" ref="standard teaching: opener's rebid in competition with extra values and a fit: bid on"
   test=32-432-AKQ2-AKQJ
