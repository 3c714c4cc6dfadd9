# SAYC: the general layer. These sections match every auction and are tried last, after
# the exact section and every other pattern section of the auction: they are what a player
# does when nothing more specific applies. The layer is conservative: when in doubt, pass.
#
#   1. A penalty double when the opponents compete again in their suit at the three level
#      or higher after our side has bid, and we hold four or more cards with two of the top
#      three honours in it and 10+ HCP: their contract is going down.
#   2. Otherwise pass, so that no decision is left without an entry.

# =======================================================================================
# 1. Penalty doubles where obvious: our side has bid, they have bid a suit and now compete
#    in it again at the three level or higher (a natural bid, not a cue bid of our suit),
#    and we hold four or more trumps with two of the top three honours and 10+ HCP.
# =======================================================================================
[... we:bid ... they:1C|2C|3C|4C|5C ... rho:3C|4C|5C|6C]
D "Penalty Double" hcp=10+ C=4+:2/3 text="penalty: a trump stack and values" ref="standard teaching: penalty doubles"
   test=K32-Q2-A32-AQ932

[... we:bid ... they:1D|2D|3D|4D|5D ... rho:3D|4D|5D|6D]
D "Penalty Double" hcp=10+ D=4+:2/3 text="penalty: a trump stack and values" ref="standard teaching: penalty doubles"
   test=K32-Q2-AQ932-A32

[... we:bid ... they:1H|2H|3H|4H|5H ... rho:3H|4H|5H|6H]
D "Penalty Double" hcp=10+ H=4+:2/3 text="penalty: a trump stack and values" ref="standard teaching: penalty doubles"
   test=K32-AQ932-Q2-A32

[... we:bid ... they:1S|2S|3S|4S|5S ... rho:3S|4S|5S|6S]
D "Penalty Double" hcp=10+ S=4+:2/3 text="penalty: a trump stack and values" ref="standard teaching: penalty doubles"
   test=AQ932-K32-Q2-A32

# =======================================================================================
# 2. Pass
# =======================================================================================
[...]
P text="nothing more specific applies: pass" ref="standard teaching: when in doubt, pass" test=8642-753-T96-832
