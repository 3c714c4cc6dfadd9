# Standard American Yellow Card (SAYC), written as a teacher states it.
#
# The system is split by auction family; every file declares the conventions it uses.
#   openings.bb     opening bids in every seat
#   notrump.bb      after our 1NT and 2NT openings, including interference
#   one_suit.bb     uncontested auctions after a one-of-a-suit opening
#   strong_two.bb   the strong 2C opening and its continuations
#   preempts.bb     weak twos and preempts, and their continuations
#   slam.bb         Blackwood and Gerber responses and the asker's continuations
#   competition.bb  overcalls, doubles, and bidding over the opponents' calls
#   general.bb      the general layer, tried last in every auction: pass unless obvious
#
# Pattern sections are tried in this reading order after the exact section of an auction,
# so the general layer (general.bb) is included last.
system "SAYC"

include "sayc/openings.bb"
include "sayc/notrump.bb"
include "sayc/strong_two.bb"
include "sayc/preempts.bb"
include "sayc/one_suit.bb"
include "sayc/slam.bb"
include "sayc/competition.bb"
include "sayc/general.bb"
