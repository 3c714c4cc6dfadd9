# SAYC competitive bidding.
#
# (1) The opponents opened: overcalls, the 1NT overcall, takeout doubles, Michaels and the
#     unusual 2NT, balancing, defense against 1NT, weak twos, preempts and the strong 2C,
#     and the continuations of our side (advancing, overcaller's and doubler's rebids).
# (2) We opened one of a suit and the opponents came in: negative doubles (through 2S),
#     responses over an overcall or a takeout double (redouble, Jordan 2NT, preemptive jump
#     raises), opener's rebids and reopening doubles, responder's rebids.
#
# The files, in the order their sections are read:
#   competition_direct.bb    direct and fourth-seat action over a one-bid, balancing
#   competition_advance.bb   advancing overcalls, doubles, Michaels, unusual 2NT, 1NT overcall
#   competition_defense.bb   defense against 1NT, weak twos, preempts and the strong 2C
#   competition_later.bb     later rounds after their opening (advancing fourth-seat doubles, ...)
#   competition_ours.bb      we opened one of a suit and they interfered
#   competition_rounds.bb    later rounds of contested auctions: opener competing after an
#                            overcall and a raise, the cue-bid raise continued, and aliases
#                            of auctions played like others (1NT overcall = 1NT opening,
#                            an overcall followed by passes = uncontested)
#   competition_patterns.bb  pattern sections: the defenders while the opponents bid alone
#                            (pass, or balance), advancer's raise after interference

convention "Overcall"
convention "Overcall: Weak Jump"
convention "Overcall: 1NT"
convention "Overcall: Balancing"
convention "Overcall: Cue Bid Raise"
convention "Cue Bid Raise"
convention "Takeout Double"
convention "Takeout Double: Balancing"
convention "Takeout Double: Advance"
convention "Michaels"
convention "Unusual Notrump"
convention "Negative Double"
convention "Reopening Double"
convention "Redouble"
convention "Jordan 2NT"
convention "Penalty Double"
convention "Lead-Directing Double"
convention "Stayman"
convention "Jacoby Transfer"

include "competition_direct.bb"
include "competition_advance.bb"
include "competition_defense.bb"
include "competition_later.bb"
include "competition_ours.bb"
include "competition_rounds.bb"
include "competition_patterns.bb"
