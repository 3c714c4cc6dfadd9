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
#    opening hand. Otherwise pass. (The one-level overcalls, and the two-level overcalls
#    when RHO doubles or bids opener's suit, are exact sections of competition_advance.bb.)
# =======================================================================================

# Partner's weak jump overcall, or a three-level preempt.
[1{o} 2{a}|3{a} D|bid] where a>o, a in HS
4{a} "Overcall: Weak Jump" {a}=4+ text="four trumps: ten between us" ref="standard teaching: the law of total tricks"
   test=Q432-K432-32-J32
4{a} "Overcall: Weak Jump" hcp=15+ {a}=3+ text="game: a fit and a strong hand" ref="standard teaching: raising a weak jump overcall"
   test=AK3-KQ3-K432-Q32
3{a} "Overcall: Weak Jump" {a}=3+ text="three trumps: nine between us" ref="standard teaching: the law of total tricks"
   test=K32-Q32-J432-Q32
P "Overcall: Weak Jump" text="no fit" ref="standard teaching: raising a weak jump overcall" test=32-32-Q5432-K432

[1{o} 2{a}|3{a} D|bid] where a>o, a in CD
3{a} "Overcall: Weak Jump" {a}=3+ hcp=<=12 text="three trumps: nine between us" ref="standard teaching: the law of total tricks"
   test=K432-Q32-J32-Q32
P "Overcall: Weak Jump" text="no fit" ref="standard teaching: raising a weak jump overcall" test=K5432-Q5432-2-32

[1{o} 3{a} D|bid] where a<o, a in HS
4{a} "Overcall: Weak Jump" {a}=3+ text="three trumps: ten between us" ref="standard teaching: the law of total tricks"
   test=Q32-K32-J432-Q32
P "Overcall: Weak Jump" text="no fit" ref="standard teaching: raising a weak jump overcall" test=32-32-Q5432-K432

# Partner's two-level overcall (not a jump) and a new suit or notrump by RHO.
[1{o} 2{a} 2{c}|3{c}|2N|3N] where a<o, c!=a, c!=o, a in HS
4{a} "Overcall" hcp=13+ {a}=3+ text="game: a fit and an opening hand" ref="standard teaching: advancing an overcall"
   test=AQ3-KJ3-K432-Q32
3{a} "Overcall" hcp=6-12 {a}=3+ text="a competitive raise: three trumps" ref="standard teaching: advancing an overcall"
   test=K32-Q32-J432-Q32
P "Overcall" text="no fit, or not enough to bid" ref="standard teaching: advancing an overcall" test=32-32-Q5432-K432

[1{o} 2{a} 2{c}|3{c}|2N] where a<o, c!=a, c!=o, a in CD
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
