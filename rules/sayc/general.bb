# SAYC: the general layer. These sections match every auction and are tried last, after
# the exact section and every other pattern section of the auction: they are what a player
# does when nothing more specific applies. The layer judges from what the partnership has
# shown (own hand + the least partner has shown, `ours.` fields), from the most specific to
# the most general, and passes only when no principle calls for a bid:
#
#   1. Penalty doubles: a trump stack when they compete again in their suit at the three
#      level or higher after our side has bid; their runout after our redouble (to the
#      three level).
#   2. Slam: with a known eight-card fit and 33+ HCP together, Blackwood (or six of the suit
#      with a void, or when 4NT is past); with a balanced hand and 33+ together, 6NT (7NT
#      with 37+).
#   3. Once our side has forced to game and no game is bid: game (a penalty double, 3NT
#      with a stopper or game in the fit when they interfere).
#   4. Game when our side has the values together and a fit or stoppers.
#   5. After partner's forcing call (RHO passing), the bid of last resort: never a pass.
#   6. In competition, the law of total tricks: with the values split, compete to the level
#      of the side's trumps (eight trumps the two level, nine the three level, ten the four
#      level), less freely vulnerable; over their five-level outbid of our major fit, a
#      penalty double with half the deck together and two quick tricks.
#   7. The law of total tricks by vulnerability: in a minor fit, except at unfavourable
#      vulnerability, compete to the level of the side's trumps (nine the three level, ten
#      the four level) whatever the values; nine trumps in a major, not vulnerable, do not
#      sell out to their three-level bid in the pass-out seat.
#   8. Otherwise pass, so that no decision is left without an entry.

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


# After our redouble (the balance of the values, and a wish to punish), their runout is
# doubled for penalty: by the redoubler once partner has passed it round to him (partner's
# pass leaves the double to him), with four trumps at the one level and three at the two
# level; by either of us with four.
# Test hands (where given) list one hand for each trump suit.
[... we:R they:1{a} P P] where a in DHS
D "Penalty Double" hcp=15+ {a}=4+ text="penalty: after our redouble, their runout with three or more trumps and the balance of values" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty"
D "Penalty Double" hcp=10+ {a}=5+ text="penalty: after our redouble, their one-level runout with five trumps" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty (the redoubling side does not let them play undoubled with the trumps)"
   test=K82-KJ764-Q73-Q2|KJ764-K82-Q73-Q2|K82-Q73-KJ764-Q2
[... we:R they:2{a} P P]
D "Penalty Double" hcp=15+ {a}=3+ text="penalty: after our redouble, their runout with three or more trumps and the balance of values" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty"
D "Penalty Double" hcp=10+ {a}=4+:3+i1 text="penalty: after our redouble, their two-level runout with four good trumps" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty (the redoubling side does not let them play undoubled with the trumps)"
   test=KT94-K82-Q73-Q62|K82-KT94-Q73-Q62|K82-Q73-KT94-Q62|K82-Q73-Q62-KT94
D "Penalty Double" hcp=10+ {a}=5+ text="penalty: after our redouble, their two-level runout with five trumps" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty (the redoubling side does not let them play undoubled with the trumps)"
   test=J7643-K82-AQ3-Q2|K82-J7643-AQ3-Q2|K82-AQ3-J7643-Q2|K82-AQ3-Q2-J7643
[... we:R they:3{a} P P]
D "Penalty Double" hcp=15+ {a}=4+ text="penalty: after our redouble, their three-level runout with four or more trumps and the balance of values" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty"
[... we:R ... rho:1{a}] where a in DHS
D "Penalty Double" hcp=10+ {a}=4+ text="penalty: after our redouble, four or more of their trumps" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty"
[... we:R ... rho:2{a}]
D "Penalty Double" hcp=10+ {a}=4+ text="penalty: after our redouble, four or more of their trumps" ref="ACBL SAYC booklet: the redouble shows 10+ points; standard teaching: after a redouble, later doubles are for penalty"

# =======================================================================================
# 2. Slam on combined values. With a fit agreed (the suit bid twice by our side), eight
#    cards known together and 33+ HCP together (own HCP + the least partner has shown; or
#    33+ total points with 30+ HCP), ask for aces with Blackwood 4NT, the trump suit tagged
#    (its answers and the asker's continuations are slam.bb's): not with a void (teachers:
#    Blackwood does not tell which ace), and with a minor as trumps only with enough aces
#    that 5 of the minor is still a safe sign-off (two for clubs, one for diamonds: as
#    slam.bb's asker assumes). With a void, or when 4NT is past, bid six of the fit. With
#    no fit and a balanced hand, 6NT with 33+ together, 7NT with 37+. These come before the
#    games of the layer, so that a slam-going hand does not stop in game. Blackwood only
#    over an agreed suit, so that a natural (quantitative) 4NT elsewhere keeps its meaning
#    and its description. No test hands:
#    the short auctions the checker samples show too little for 33 together.
# =======================================================================================
[... we:1{a}|2{a}|3{a}|4{a} ... we:2{a}|3{a}|4{a}|5{a} ...] where a in HS
4N@{a}0 "Blackwood" {a}=3+ C=1+ D=1+ ours.{a}=8+ ours.hcp=33+ asks=A text="Blackwood: an agreed fit and 33+ HCP together" ref="standard teaching: 33 points together make a small slam; ACBL SAYC booklet: Blackwood"
4N@{a}0 "Blackwood" {a}=3+ C=1+ D=1+ ours.{a}=8+ ours.total=33+ ours.hcp=30+ asks=A text="Blackwood: an agreed fit and 33+ points together (30+ HCP)" ref="standard teaching: 33 points together make a small slam; ACBL SAYC booklet: Blackwood"

[... we:1D|2D|3D|4D ... we:2D|3D|4D|5D ...]
4N@20 "Blackwood" D=3+ S=1+ H=1+ C=1+ custom=1:A1 ours.D=8+ ours.hcp=33+ asks=A text="Blackwood: an agreed diamond fit and 33+ HCP together" ref="standard teaching: 33 points together make a small slam; ACBL SAYC booklet: Blackwood"
4N@20 "Blackwood" D=3+ S=1+ H=1+ C=1+ custom=1:A1 ours.D=8+ ours.total=33+ ours.hcp=30+ asks=A text="Blackwood: an agreed diamond fit and 33+ points together (30+ HCP)" ref="standard teaching: 33 points together make a small slam; ACBL SAYC booklet: Blackwood"

[... we:1C|2C|3C|4C ... we:2C|3C|4C|5C ...]
4N@10 "Blackwood" C=3+ S=1+ H=1+ D=1+ custom=2:A1 ours.C=8+ ours.hcp=33+ asks=A text="Blackwood: an agreed club fit and 33+ HCP together" ref="standard teaching: 33 points together make a small slam; ACBL SAYC booklet: Blackwood"
4N@10 "Blackwood" C=3+ S=1+ H=1+ D=1+ custom=2:A1 ours.C=8+ ours.total=33+ ours.hcp=30+ asks=A text="Blackwood: an agreed club fit and 33+ points together (30+ HCP)" ref="standard teaching: 33 points together make a small slam; ACBL SAYC booklet: Blackwood"

[... we:1{a}|2{a}|3{a}|4{a} ... we:2{a}|3{a}|4{a}|5{a} ...]
6{a} {a}=3+ ours.{a}=8+ ours.hcp=33+ text="small slam: an agreed fit and 33+ HCP together (a void, or 4NT past)" ref="standard teaching: 33 points together make a small slam"

# Partner's 5NT without 4NT before it (so not the king ask of Blackwood) forces to slam:
# no section before answered it, so bid the small slam in notrump (a suit of our own is
# shown by the sections that know the auction).
[... partner:5N P]
6N text="partner's 5NT forces to slam: 6NT" ref="standard teaching: a 5NT bid not preceded by 4NT forces to slam (pick a slam or a grand slam try)"

[... ?]
7N shape=balanced ours.hcp=37+ text="grand slam: 37+ HCP together" ref="standard teaching: 37 points together make a grand slam"
6N shape=balanced ours.hcp=33+ text="small slam: balanced, 33+ HCP together" ref="standard teaching: 33 points together make a small slam"

# =======================================================================================
# 3. Game forced, no game bid yet: a call of our side forced to game (a jump shift,
#    fourth suit forcing, Jacoby 2NT, a cue bid...) and no more specific section answers:
#    bid game, the major with eight cards together, else 3NT, else five of a minor with a
#    fit. When they interfere in a game force, a double is for penalty with four of their
#    trumps; 3NT needs a stopper in their suit; game in our fit; and with nothing else to
#    say a double (cooperative: partner decides), since a pass below game would leave
#    partner to guess. No test hands, as for the entries of last resort below: the short
#    auctions the checker samples are answered earlier.
# =======================================================================================
[we:1suit they:P...]
4S gameforce ours.S=8+ text="game forced: spade game with eight together" ref="ACBL SAYC booklet: jump shifts and fourth suit forcing are forcing to game; standard teaching: once forced to game, neither partner passes below game"
4H gameforce ours.H=8+ text="game forced: heart game with eight together" ref="ACBL SAYC booklet: jump shifts and fourth suit forcing are forcing to game; standard teaching: once forced to game, neither partner passes below game"
3N gameforce text="game forced: 3NT" ref="ACBL SAYC booklet: jump shifts and fourth suit forcing are forcing to game; standard teaching: once forced to game, neither partner passes below game"
5D gameforce ours.D=8+ text="game forced: five diamonds" ref="ACBL SAYC booklet: jump shifts and fourth suit forcing are forcing to game; standard teaching: once forced to game, neither partner passes below game"
5C gameforce ours.C=8+ text="game forced: five clubs" ref="ACBL SAYC booklet: jump shifts and fourth suit forcing are forcing to game; standard teaching: once forced to game, neither partner passes below game"

[... rho:{n}{a}] where n in 1234
D "Penalty Double" gameforce {a}=4+ text="game forced: their suit doubled for penalty with four trumps" ref="standard teaching: in a game-forcing auction a double of their interference is for penalty"
3N gameforce {a}=:1stop text="game forced: 3NT with a stopper in their suit" ref="standard teaching: once forced to game, neither partner passes below game"
4S gameforce ours.S=8+ text="game forced: spade game with eight together" ref="standard teaching: once forced to game, neither partner passes below game"
4H gameforce ours.H=8+ text="game forced: heart game with eight together" ref="standard teaching: once forced to game, neither partner passes below game"
5D gameforce ours.D=8+ text="game forced: five diamonds" ref="standard teaching: once forced to game, neither partner passes below game"
5C gameforce ours.C=8+ text="game forced: five clubs" ref="standard teaching: once forced to game, neither partner passes below game"
D gameforce text="game forced: a double, partner decides (a pass below game would leave him to guess)" ref="standard teaching: in a game-forcing auction the partnership does not let the opponents play undoubled below game"

[... bid ...]
4S gameforce ours.S=8+ text="game forced: spade game with eight together" ref="standard teaching: once forced to game, neither partner passes below game"
4H gameforce ours.H=8+ text="game forced: heart game with eight together" ref="standard teaching: once forced to game, neither partner passes below game"
3N gameforce text="game forced: 3NT" ref="standard teaching: once forced to game, neither partner passes below game"
5D gameforce ours.D=8+ text="game forced: five diamonds" ref="standard teaching: once forced to game, neither partner passes below game"
5C gameforce ours.C=8+ text="game forced: five clubs" ref="standard teaching: once forced to game, neither partner passes below game"
4S gameforce S=5+ text="game forced, 3NT past: a five-card spade suit" ref="standard teaching: once forced to game, neither partner passes below game"
4H gameforce H=5+ text="game forced, 3NT past: a five-card heart suit" ref="standard teaching: once forced to game, neither partner passes below game"
5D gameforce D=3+ ours.D=7+ text="game forced, 3NT past: five diamonds" ref="standard teaching: once forced to game, neither partner passes below game"
5C gameforce C=3+ ours.C=7+ text="game forced, 3NT past: five clubs" ref="standard teaching: once forced to game, neither partner passes below game"
4S gameforce S=3+ ours.S=7+ text="game forced, 3NT past: spades" ref="standard teaching: once forced to game, neither partner passes below game"
4H gameforce H=3+ ours.H=7+ text="game forced, 3NT past: hearts" ref="standard teaching: once forced to game, neither partner passes below game"
5x gameforce X=1+ S=x H=x D=x C=x text="game forced, 3NT past: five of the longest suit" ref="standard teaching: once forced to game, neither partner passes below game"

# =======================================================================================
# 3b. Partner's invitation in the major I raised. I opened, raised partner's major to two
#     and partner invites with three of it (RHO passing), whatever the opponents did on the
#     way: accept as in the auction without interference (1x-1M-2M-3M), with more than a
#     minimum: 14+ HCP, seven losers, or 14+ total points with 12+ HCP. No test hands: the
#     short auctions the checker samples (without interference) are answered by the exact
#     sections of one_suit.bb, which hold the same entries.
# =======================================================================================
[me:1suit ... partner:1{a} ... me:2{a} ... partner:3{a} P] where a in HS
4{a} {a}=3+ hcp=14+ text="accepts partner's invitation: more than a minimum (14+ HCP)" ref="standard teaching: an invitation is accepted with more than a minimum"

# =======================================================================================
# 4. Game on combined values: no section before this one answered, and our side has the
#    values for game together (own HCP + the least partner has shown: 25+) with an eight-card
#    major fit known from the bidding (own length + partner's shown length), or else 3NT with
#    three suits stopped (also with a known eight-card minor fit, 25+ total points and 23+ HCP
#    together: the long suit's tricks make up the count); or, counting distribution, 26+ total
#    points together (own HCP and shortness points + the least partner has shown, HCP counting
#    as total points) with the eight-card major fit, or 25+ with 22+ HCP together: bid the game
#    rather than pass below it. No test hands, as
#    for the entries of last resort above: short auctions are answered before this layer.
# =======================================================================================
[... ? ...]
4S S=3+ H=<=S ours.S=8+ ours.hcp=25+ text="game: an eight-card spade fit and 25+ HCP together" ref="standard teaching: 25 points together make game"
4H H=3+ ours.H=8+ ours.hcp=25+ text="game: an eight-card heart fit and 25+ HCP together" ref="standard teaching: 25 points together make game"
4S S=3+ ours.S=8+ ours.hcp=25+ text="game: an eight-card spade fit and 25+ HCP together" ref="standard teaching: 25 points together make game"
3N stopped=3 ours.hcp=25+ text="game: 25+ HCP together, three suits stopped" ref="standard teaching: 25 points together make game"
3N stopped=3 ours.D=8+ ours.total=25+ ours.hcp=23+ text="game: a known diamond fit, 25+ points together (23+ HCP) and three suits stopped: 3NT, the long suit's tricks making up the count" ref="standard teaching: 25 points together make game; with a long minor fit and the other suits stopped, 3NT rather than five of the minor"
3N stopped=3 ours.C=8+ ours.total=25+ ours.hcp=23+ text="game: a known club fit, 25+ points together (23+ HCP) and three suits stopped: 3NT, the long suit's tricks making up the count" ref="standard teaching: 25 points together make game; with a long minor fit and the other suits stopped, 3NT rather than five of the minor"
4S S=3+ H=<=S ours.S=8+ ours.total=26+ text="game: an eight-card spade fit and 26+ points together, distribution counted" ref="standard teaching: 26 points (HCP and distribution) make game in a major"
4H H=3+ ours.H=8+ ours.total=26+ text="game: an eight-card heart fit and 26+ points together, distribution counted" ref="standard teaching: 26 points (HCP and distribution) make game in a major"
4S S=3+ ours.S=8+ ours.total=26+ text="game: an eight-card spade fit and 26+ points together, distribution counted" ref="standard teaching: 26 points (HCP and distribution) make game in a major"
4S S=3+ H=<=S ours.S=8+ ours.total=25+ ours.hcp=22+ text="game: an eight-card spade fit and 25+ points together, 22+ of them in high cards" ref="standard teaching: 25 points together make game"
4H H=3+ ours.H=8+ ours.total=25+ ours.hcp=22+ text="game: an eight-card heart fit and 25+ points together, 22+ of them in high cards" ref="standard teaching: 25 points together make game"
4S S=3+ ours.S=8+ ours.total=25+ ours.hcp=22+ text="game: an eight-card spade fit and 25+ points together, 22+ of them in high cards" ref="standard teaching: 25 points together make game"
5D D=3+ ours.D=8+ ours.total=29+ text="game: a diamond fit and 29+ points together" ref="standard teaching: 29 points together make game in a minor"
5C C=3+ ours.C=8+ ours.total=29+ text="game: a club fit and 29+ points together" ref="standard teaching: 29 points together make game in a minor"

# 4a. In competition, with a known eight-card minor fit and game values together (25+ HCP,
#     own HCP + the least partner has shown), 3NT rather than a partscore or five of the
#     minor, when I stop their suit and hold a second stopper among the suits partner has
#     not bid: the long minor supplies the tricks, their suit is the danger.
[... they:{n}{t} ...] where n in 123
3N {t}=:1stop stopped=2 ours.D=8+ ours.hcp=25+ text="game: a known diamond fit, 25+ HCP together and their suit stopped: 3NT" ref="standard teaching: 25 points together make game; with a minor fit, 3NT when their suit is stopped"
3N {t}=:1stop stopped=2 ours.C=8+ ours.hcp=25+ text="game: a known club fit, 25+ HCP together and their suit stopped: 3NT" ref="standard teaching: 25 points together make game; with a minor fit, 3NT when their suit is stopped"

# =======================================================================================
# 4b. Partner's natural notrump (RHO passing): partner's 1NT or 2NT showed a balanced hand
#     with their suits stopped, so 3NT needs only the values: with 25+ HCP together (own HCP
#     + the least partner has shown) and no singleton, raise to game; the stoppers are
#     partner's (the entry of section 4 asked three suits stopped in my own hand). No test
#     hands: the short auctions the checker samples are answered by the exact sections.
# =======================================================================================
[... partner:1N|2N P]
3N S=2+ H=2+ D=2+ C=2+ ours.hcp=25+ text="game: partner's notrump showed the stoppers, 25+ HCP together" ref="standard teaching: 25 points together make game; raise partner's notrump to game with the values"

# =======================================================================================
# 4c. The takeout doubler's own suit after partner's forced reply at the four level (their
#     preempt or raise doubled, partner made to bid four of a minor): a takeout double
#     followed by a new suit shows a hand too strong for a simple overcall and a good suit
#     of its own. With a five-card or longer major and four losers or fewer the doubler
#     bids game in it: his own tricks are nine or more whatever partner holds.
# =======================================================================================
[... me:D P partner:4C|4D P]
4S S=5+ H=<=S losers=<4 text="game: the doubler's own strong spade suit (four losers or fewer)" ref="standard teaching: double then bid a new suit shows a hand too strong for a simple overcall; with nine tricks of his own the doubler bids game"
4H H=5+ losers=<4 text="game: the doubler's own strong heart suit (four losers or fewer)" ref="standard teaching: double then bid a new suit shows a hand too strong for a simple overcall; with nine tricks of his own the doubler bids game"
4S S=5+ losers=<4 text="game: the doubler's own strong spade suit (four losers or fewer)" ref="standard teaching: double then bid a new suit shows a hand too strong for a simple overcall; with nine tricks of his own the doubler bids game"

# The same doubler when they compete after his own suit (he doubled, then bid his major,
# and they bid again): a six-card or longer major with four losers or fewer is nine tricks
# or more of his own, so game in it rather than a pass, whatever partner holds. No test
# hands: the checker's short auctions do not reach a second bid of the doubler after
# their further bid.
[they:suit ... me:D ... me:1{a}|2{a}|3{a} ... they:suit P...] where a in HS
4{a} hcp=19+ {a}=6+ losers=4 text="game: the doubler's own strong suit, six cards and four losers or fewer, when they compete" ref="standard teaching: double then bid a new suit shows a hand too strong for a simple overcall; with nine tricks of his own the doubler bids game"

# =======================================================================================
# 4d. The takeout doubler's new major after my reply: partner doubled, I answered in a
#     suit, and partner now bids a major of his own (RHO passing): a double followed by a
#     new suit shows a hand too strong for a simple overcall (17+) and five or more cards.
#     With three-card support I raise: over a three-level bid game with 6+ HCP; over a
#     two-level bid game with 8+, an invitational raise with 5-7. No test hands: the
#     exact sections of the defence answer the short auctions the checker samples.
# =======================================================================================
[... partner:D P me:{m}{b} P partner:2{a} P] where a in HS, a!=b, m in 123
4{a} {a}=3+ hcp=8+ text="game: three-card support for the doubler's strong suit and 8+" ref="standard teaching: double then bid a new suit shows a hand too strong for a simple overcall (17+); advancer raises with support and values"
3{a} {a}=3+ hcp=5-7 text="invitational raise: three-card support for the doubler's strong suit and 5-7" ref="standard teaching: double then bid a new suit shows a hand too strong for a simple overcall (17+); advancer raises with support and values"
[... partner:D P me:{m}{b} P partner:3{a} P] where a in HS, a!=b, m in 123
4{a} {a}=3+ hcp=6+ text="game: three-card support for the doubler's strong suit and 6+" ref="standard teaching: double then bid a new suit shows a hand too strong for a simple overcall (17+); advancer raises with support and values"

# =======================================================================================
# 4e. Opener after responder's new suit at the four level over their three-level jump
#     overcall (1M-(3x)-4m): the new suit is natural and forcing (a good five-card or longer
#     suit and 10-12). Opener bids game: in his major with six cards, five of partner's minor
#     with three-card support, else four of his major (the five-card suit, nothing better).
# =======================================================================================
[1{a}-3{b}-4C-P] where a in HS, b in DHS, b!=a
4{a} {a}=6+ text="game: a six-card major opposite partner's forcing new suit" ref="standard teaching: a new suit below game is forcing; opener rebids a six-card major" test=AKJ742-A2-Q86-43|A2-AKJ742-Q86-43
5C C=3+ text="game in partner's minor: three-card support for his forcing new suit" ref="standard teaching: a new suit below game is forcing; opener raises it with support" test=AKJ74-A2-86-Q432|A2-AKJ74-86-Q432
4{a} text="no fit for partner's suit: game in the five-card major" ref="standard teaching: a new suit below game is forcing; with no fit, opener rebids his suit" test=AKJ74-A32-Q864-3|A32-AKJ74-Q864-3
[1{a}-3{b}-4D-P] where a in HS, b in HS, b!=a
4{a} {a}=6+ text="game: a six-card major opposite partner's forcing new suit" ref="standard teaching: a new suit below game is forcing; opener rebids a six-card major" test=AKJ742-A2-Q86-43|A2-AKJ742-Q86-43
5D D=3+ text="game in partner's minor: three-card support for his forcing new suit" ref="standard teaching: a new suit below game is forcing; opener raises it with support" test=AKJ74-A2-Q432-86|A2-AKJ74-Q432-86
4{a} text="no fit for partner's suit: game in the five-card major" ref="standard teaching: a new suit below game is forcing; with no fit, opener rebids his suit" test=AKJ74-A32-3-Q864|A32-AKJ74-3-Q864

# =======================================================================================
# 5. Partner's call was forcing and RHO passed, and no section before this one answered: the
#    bid of last resort, never a pass. In this order: rebid a five-card or longer suit at the
#    cheapest level; raise partner's suit with three or more; notrump at the cheapest level;
#    a four-card suit; finally the cheapest bid in the longest suit.
#    These entries have no test hands: every short auction their patterns match has complete
#    sections before them, so they are reached only in long or rare auctions (self-play finds
#    them; `bidbase lint` counts them among the entries without a test hand).
# =======================================================================================
[... partner:bid|D|R P]
1x forced X=5+ S=x H=x D=x C=x text="forced: rebid a five-card suit" ref="standard teaching: a forcing bid must be answered"
2x forced X=5+ S=x H=x D=x C=x text="forced: rebid a five-card suit" ref="standard teaching: a forcing bid must be answered"
3x forced X=5+ S=x H=x D=x C=x text="forced: rebid a five-card suit" ref="standard teaching: a forcing bid must be answered"
4x forced X=5+ S=x H=x D=x C=x text="forced: rebid a five-card suit" ref="standard teaching: a forcing bid must be answered"

[... partner:{n}{a} P] where n in 12345
2{a} forced {a}=3+ text="forced: raise with three-card or longer support" ref="standard teaching: a forcing bid must be answered"
3{a} forced {a}=3+ text="forced: raise with three-card or longer support" ref="standard teaching: a forcing bid must be answered"
4{a} forced {a}=3+ text="forced: raise with three-card or longer support" ref="standard teaching: a forcing bid must be answered"
5{a} forced {a}=3+ text="forced: raise with three-card or longer support" ref="standard teaching: a forcing bid must be answered"

[... partner:bid|D|R P]
1N forced text="forced: notrump at the cheapest level" ref="standard teaching: a forcing bid must be answered"
2N forced text="forced: notrump at the cheapest level" ref="standard teaching: a forcing bid must be answered"
3N forced text="forced: notrump at the cheapest level" ref="standard teaching: a forcing bid must be answered"
1x forced X=4+ S=x H=x D=x C=x text="forced: a four-card suit" ref="standard teaching: a forcing bid must be answered"
2x forced X=4+ S=x H=x D=x C=x text="forced: a four-card suit" ref="standard teaching: a forcing bid must be answered"
3x forced X=4+ S=x H=x D=x C=x text="forced: a four-card suit" ref="standard teaching: a forcing bid must be answered"
4x forced X=1+ S=x H=x D=x C=x text="forced: the cheapest bid in the longest suit" ref="standard teaching: a forcing bid must be answered"
5x forced X=1+ S=x H=x D=x C=x text="forced: the cheapest bid in the longest suit" ref="standard teaching: a forcing bid must be answered"
6x forced X=1+ S=x H=x D=x C=x text="forced: the cheapest bid in the longest suit" ref="standard teaching: a forcing bid must be answered"
7x forced X=1+ S=x H=x D=x C=x text="forced: the cheapest bid in the longest suit" ref="standard teaching: a forcing bid must be answered"

# =======================================================================================
# 6. Competition.
#    a. Penalty: our side has bid twice (so a double is no longer negative or takeout),
#       RHO bids a suit at the two to four level, our side holds the balance of the values
#       (23+ HCP together) and I hold four or more of their trumps: double.
#    b. The law of total tricks: our side has bid a suit and supported or rebid it (a fit),
#       they bid over it and hold the contract: with the values about evenly split (17+
#       HCP together) compete in our suit to the level of the side's trumps: eight trumps
#       the two level, nine the three level (vulnerable with 20+ together; at any
#       vulnerability with six trumps, see d), ten the four
#       level (with 20+ together, 22+ vulnerable). The trumps are counted as own length +
#       the least partner has shown, so a trump already counted by partner is not counted
#       twice. Only in the agreed suit: a new suit or a double keeps the meaning the
#       sections before give it.
# =======================================================================================
[... we:bid ... we:bid ... rho:{n}{a}] where n in 234
D "Penalty Double" hcp=8+ {a}=4+ ours.hcp=23+ text="penalty: the balance of the values and four of their trumps" ref="standard teaching: double when the side holds the balance of the values and the trumps"

#    e. The five level belongs to the opponents: our side has bid and raised a major (a
#       fit), RHO outbids it at the five level, and the side holds half the deck or more
#       (19+ HCP together): with two quick tricks, a hand that is not worth eleven tricks
#       (more than four losers) doubles for penalty rather than let them play undoubled.
#       (Written before b, which never bids the five level.)
[... we:1S|2S|3S|4S ... we:2S|3S|4S ... rho:5C|5D|5H]
D "Penalty Double" hcp=10+ qt=2 losers=4+ ours.S=8+ ours.hcp=19+ text="penalty: their five-level bid over our spade fit, half the deck and two quick tricks" ref="standard teaching: the five level belongs to the opponents (over their five-level outbid of our fit, double with defensive tricks rather than bid on or sell out undoubled)"
   test=AKJ643-A52-83-A4
[... we:1H|2H|3H|4H ... we:2H|3H|4H ... rho:5C|5D|5S]
D "Penalty Double" hcp=10+ qt=2 losers=4+ ours.H=8+ ours.hcp=19+ text="penalty: their five-level bid over our heart fit, half the deck and two quick tricks" ref="standard teaching: the five level belongs to the opponents (over their five-level outbid of our fit, double with defensive tricks rather than bid on or sell out undoubled)"
   test=A52-AKJ643-83-A4

#    e2. Their 4S over our heart fit, the strong hand: our side has bid and raised hearts
#       below game and RHO bids 4S, above our game (often over partner's preemptive raise).
#       The hand that holds the side's values does not sell out undoubled: with ten trumps
#       together, shortness and four losers or fewer it bids 5H (partner's raise covers a
#       loser or two); with 17+ HCP and three quick tricks it doubles for penalty. (Below
#       our game, over 4C or 4D, the hand bids its game by f.)
[... we:1H|2H|3H ... we:2H|3H ... rho:4S]
5H hcp=15+ losers=4 ours.H=10+ shape=singleton-or-void text="their 4S over our heart fit: ten trumps, shortness and four losers bid the five level" ref="standard teaching: the law of total tricks with its adjustments (ten trumps and shortness, a playing hand opposite the raise); do not sell out to their save with the balance of the values"
   test=5-AKQ8632-A4-K32
D "Penalty Double" hcp=17+ qt=3 ours.H=8+ text="penalty: their 4S over our heart fit, 17+ HCP and three quick tricks" ref="standard teaching: when they outbid our fit with the balance of the values on our side, double rather than sell out undoubled"
   test=KJ3-AQ863-AK4-K2

#    f. The raised major's opener (or overcaller) with a game-going hand, after their
#       overcall and partner's single raise (at the three level over a two-level overcall,
#       or a preemptive jump raise): the raise shows about nine losers, so with
#       five losers or fewer and 17+ HCP (ten tricks by the losing trick count, 19+ points
#       counting the shape) bid the game when they compete, as without their bid; with a
#       sixth trump (nine together) and shortness, six losers and 16+ HCP are worth the
#       game too. (Written before b, which never bids game on the trumps alone.) The exact
#       section 1M-(2x)-2M-(3x) of competition_ours.bb holds the first entry.
[... me:1{a} lho:suit partner:2{a}|3{a} ... they:suit P...] where a in HS
4{a} hcp=17+ {a}=5+ losers=5 ours.{a}=8+ text="game: 17+ HCP and five losers or fewer opposite partner's single raise (ten tricks by the losing trick count)" ref="standard teaching: the losing trick count (opener with five losers bids game over a single raise); in competition, bid the game the hand is worth"
   test=5-AKQ874-KQ4-A32|AKQ874-5-KQ4-A32
4{a} hcp=16+ {a}=6+ losers=6 shape=singleton-or-void ours.{a}=9+ text="game: a sixth trump and shortness opposite partner's raise, six losers and 16+ HCP" ref="standard teaching: the law of total tricks with its adjustments (a sixth trump opposite a raise is a ninth trump; shortness is worth a trick more); the losing trick count"
   test=4-AQJ873-A54-KQ2|AQJ873-4-A54-KQ2

#       With 18+ HCP opposite partner's single raise to two (6-10) the side holds 24+
#       together: game when they compete, the room for a game try gone.
[... me:1{a} lho:suit partner:2{a} ... they:suit P...] where a in HS
4{a} hcp=18+ {a}=5+ ours.{a}=8+ text="game: 18+ opposite partner's single raise (24+ HCP together) when they compete" ref="standard teaching: opener's rebid after a single raise in competition: their raise takes away the game try, so with 18+ (24+ together opposite the raise's 6-10) opener bids the game"
   test=Q83-AJ832-AQ-KQ4|AJ832-Q83-AQ-KQ4

[... we:1{a}|2{a}|3{a} ... we:2{a}|3{a} ... they:suit P...]
2{a} hcp=6+ {a}=3+ ours.{a}=8+ ours.hcp=17+ text="competes: eight trumps, the two level" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"
3{a} vul=X hcp=6+ {a}=3+ ours.{a}=9+ ours.hcp=17+ text="competes: nine trumps, the three level" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"
3{a} vul=V hcp=6+ {a}=3+ ours.{a}=9+ ours.hcp=20+ text="competes: nine trumps, the three level, vulnerable with values" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"
3{a} hcp=11+ {a}=5+ ours.{a}=9+ text="competes: nine trumps with opening values (a six-card suit opposite a raise), the three level at any vulnerability" ref="standard teaching: the law of total tricks (nine trumps: compete to the three level; with five trumps and a minimum, pass)"

[... we:1{a}|2{a}|3{a} ... we:2{a}|3{a} ... they:suit P...] where a in HS
4{a} vul=X hcp=6+ {a}=3+ ours.{a}=10+ ours.hcp=20+ text="competes: ten trumps, the four level" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"
4{a} vul=V hcp=6+ {a}=3+ ours.{a}=10+ ours.hcp=22+ text="competes: ten trumps, the four level, vulnerable with values" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"
# Four trumps and shortness are worth a trick more than the trumps count: with six losers or
# fewer (opposite a raise's nine, nine tricks) compete to the three level. No test hand: the
# short auction the checker samples (1M-P-2M-3x) is answered by the exact section of
# competition_ours.bb, which holds the same rule for the opener with its test hand.
3{a} {a}=4+ losers=6 hcp=6+ ours.{a}=8+ text="competes: four trumps and six losers or fewer opposite the fit (nine tricks by the losing trick count), the three level" ref="standard teaching: the law of total tricks with its adjustments (a fourth trump and shortness are worth a trick more); the losing trick count"

[... we:1{a}|2{a}|3{a} ... we:2{a}|3{a} ... they:suit P...] where a in CD
4{a} vul=X hcp=6+ {a}=3+ ours.{a}=10+ ours.hcp=20+ text="competes: ten trumps in a minor, the four level" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"
4{a} vul=V hcp=6+ {a}=3+ ours.{a}=10+ ours.hcp=22+ text="competes: ten trumps in a minor, the four level, vulnerable with values" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"

#    c. The law of total tricks with a known fit in a suit our side has bid once (partner's
#       five-card overcall or major, my own long suit opposite partner's shown length): the
#       same levels, once they hold the contract. The fit is what the bidding has shown (own
#       length + the least partner has shown), so an artificial bid, which shows no length,
#       makes no fit.
[... we:1{a}|2{a}|3{a} ... they:suit P...]
2{a} hcp=6+ {a}=3+ ours.{a}=8+ ours.hcp=17+ text="competes: a known eight-card fit, the two level" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"
3{a} vul=X hcp=6+ {a}=3+ ours.{a}=9+ ours.hcp=17+ text="competes: a known nine-card fit, the three level" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"
3{a} vul=V hcp=6+ {a}=3+ ours.{a}=9+ ours.hcp=20+ text="competes: a known nine-card fit, the three level, vulnerable with values" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps)"
# Four trumps and shortness opposite partner's shown five: nine trumps and a ruffing value,
# the three level not vulnerable whatever the side's high cards. No test hands (for both
# entries below): the short auctions the checker samples are answered by the exact
# sections (raises and cue bids).
3{a} vul=X hcp=5+ {a}=4+ shape=singleton-or-void ours.{a}=9+ text="competes: a known nine-card fit with four trumps and shortness, the three level not vulnerable" ref="standard teaching: the law of total tricks (nine trumps: compete to the three level; shortness is worth a trick more)"
# Likewise eight trumps compete to the two level at any vulnerability, whatever the side's
# high cards (with a singleton or void from 5 HCP, otherwise from 6).
2{a} hcp=5+ {a}=3+ shape=singleton-or-void ours.{a}=8+ text="competes: a known eight-card fit and shortness, the two level" ref="standard teaching: the law of total tricks (eight trumps: compete to the two level; shortness is worth a trick more)"
2{a} hcp=6+ {a}=3+ ours.{a}=8+ text="competes: a known eight-card fit, the two level" ref="standard teaching: the law of total tricks (eight trumps: compete to the two level)"

#    d. Nine trumps at any vulnerability. A sixth trump opposite a raise is a ninth trump:
#       I bid a suit, partner raised it, they compete over the raise: with six cards in the
#       suit and a known nine-card fit, compete to the three level whatever the
#       vulnerability and however few my values (the five-card holder with nine trumps
#       keeps the entries of b: a minimum flat hand passes vulnerable). After the
#       four-level entries above, so that ten trumps and the values still bid the four
#       level. A seventh trump opposite a raise is a tenth: at favourable vulnerability the
#       four level however few my values.
[... me:1{a}|2{a}|3{a} ... partner:2{a}|3{a} ... they:suit P...] where a in CDHS
3{a} hcp=6+ {a}=6+ ours.{a}=9+ text="competes: a sixth trump opposite a raise is a ninth trump, the three level at any vulnerability" ref="standard teaching: the law of total tricks (a sixth trump opposite a raise is a ninth trump: compete to the three level at any vulnerability)"
   test=AKJ962-83-Q4-873|83-AKJ962-Q4-873|83-Q4-AKJ962-873|83-Q4-873-AKJ962
4{a} vul=F hcp=6+ {a}=7+ ours.{a}=10+ text="competes: a seventh trump opposite a raise is a tenth trump, the four level at favourable vulnerability" ref="standard teaching: the law of total tricks (ten trumps: compete to the four level; at favourable vulnerability even with few high cards)"
   test=KQJ9652-83-Q4-87|83-KQJ9652-Q4-87|83-Q4-KQJ9652-87|83-Q4-87-KQJ9652
#       A sixth trump opposite a raise that showed four is a tenth: in a minor, four of it
#       with opening values at any vulnerability (below game, a partscore fight); with nine
#       trumps (four or five opposite the raise) three of the minor, whatever the values.
[... me:1{a}|2{a}|3{a} ... partner:2{a}|3{a} ... they:suit P...] where a in CD
4{a} hcp=11+ {a}=6+ ours.{a}=10+ text="competes: a sixth trump opposite a four-card raise is a tenth trump, the four level with opening values" ref="standard teaching: the law of total tricks (ten trumps: compete to the four level)"
   test=A2-83-Q72-AKJ953|A2-83-AKJ953-Q72
3{a} hcp=6+ {a}=4+ ours.{a}=9+ text="competes: nine trumps in a raised minor, the three level at any vulnerability" ref="standard teaching: the law of total tricks (nine trumps: compete to the three level)"
   test=A82-83-Q72-KJ985|A82-83-KJ985-Q72
#       The raiser with ten diamonds known together (his length and partner's shown
#       length): four diamonds, below game and at any vulnerability, however few his values.
[... partner:1D|2D|3D ... me:2D|3D ... they:suit P...]
4D hcp=6+ D=5+ ours.D=10+ text="competes: ten trumps in partner's diamonds, the four level" ref="standard teaching: the law of total tricks (ten trumps: compete to the four level)"
   test=8-Q72-KJ98532-T4

#    f2. Advancer's new suit, then their raise: I overcalled one of a suit, partner bid a
#       new suit (natural, not a jump: a constructive advance, values) and RHO raises
#       opener's suit. With a good six-card suit (two of the top three honours), seven
#       losers or fewer and 13+ HCP, more than a minimum, I rebid my suit at the level of
#       their raise rather than pass: partner's values make the level safe (seven losers
#       opposite his eight or so: nine tricks). (The long-suit entries of g ask five losers for the
#       three level opposite a partner who has shown nothing.)
[1{t} me:1{a} ? partner:1{b} rho:2{t}] where t<a, a<b
2{a} hcp=13+ {a}=6+:2/3 losers=7 text="partner's new suit showed values and they compete: a good six-card suit and 13+ rebid at the cheapest level" ref="standard teaching: after partner's free new suit (values) and their raise, a player with a good six-card suit and more than a minimum rebids it rather than pass; the losing trick count"
   test=AKQ852-K2-J63-72|K2-AKQ852-J63-72|K2-J63-AKQ852-72
[1{t} me:1{a} ? partner:2{b} rho:2{t}] where t<a, b<t
2{a} hcp=13+ {a}=6+:2/3 losers=7 text="partner's new suit showed values and they compete: a good six-card suit and 13+ rebid at the cheapest level" ref="standard teaching: after partner's free new suit (values) and their raise, a player with a good six-card suit and more than a minimum rebids it rather than pass; the losing trick count"
   test=AKQ852-K2-J63-72|K2-AKQ852-J63-72|K2-J63-AKQ852-72
[1{t} me:1{a} ? partner:1{b} rho:3{t}] where t<a, a<b
3{a} hcp=13+ {a}=6+:2/3 losers=7 text="partner's new suit showed values and they compete: a good six-card suit and 13+ rebid at the cheapest level" ref="standard teaching: after partner's free new suit (values) and their raise, a player with a good six-card suit and more than a minimum rebids it rather than pass; the losing trick count"
   test=AKQ852-K2-J63-72|K2-AKQ852-J63-72|K2-J63-AKQ852-72
[1{t} me:1{a} ? partner:2{b} rho:3{t}] where t<a, b<a, b!=t
3{a} hcp=13+ {a}=6+:2/3 losers=7 text="partner's new suit showed values and they compete: a good six-card suit and 13+ rebid at the cheapest level" ref="standard teaching: after partner's free new suit (values) and their raise, a player with a good six-card suit and more than a minimum rebids it rather than pass; the losing trick count"
   test=AKQ852-K2-J63-72|K2-AKQ852-J63-72|K2-J63-AKQ852-72

#    g. A long strong suit competes again. I bid a suit naturally at the one or two level
#       (not a preempt: the preempter has told his story), they outbid it and hold the
#       contract, and no fit decided above: a six-card or longer suit with two of the top
#       three honours plays on its own tricks whatever partner holds. Counted by losers
#       opposite a partner who has shown nothing (about ten losers: 24 less the two counts):
#       six losers or fewer are eight tricks, the two level; five or fewer nine, the three
#       level (vulnerable, four: a trick to spare); with four and a half or fewer the three
#       level at once, a jump over their one-level bid (a strong suit: partner raises with
#       a fit).
[... me:1{a} ... partner:D ... they:bid P...] where a in HS
4{a} {a}=6+:2/3 losers=4 ours.hcp=23+ text="a long strong suit opposite partner's double: four losers or fewer and 23+ HCP together, game" ref="standard teaching: a player with a long strong suit and playing strength bids game himself when partner has shown values; the losing trick count"
   test=5-AKQ9873-AJ4-K2|AKQ9873-5-AJ4-K2
[... me:1{a} ... they:1suit P...] where a in CDH
3{a} {a}=6+:2/3 losers=<5 text="a long strong suit competes again: four and a half losers or fewer, the three level at once" ref="standard teaching: a player with a long strong suit and playing strength competes again; the losing trick count"
   test=5-AKJ9873-AK4-K2|AKJ9873-5-AK4-K2|5-AK4-AKJ9873-K2|5-AK4-K2-AKJ9873
[... me:1{a} ... they:bid P...] where a in CDHS
2{a} {a}=6+:2/3 losers=6 text="a long strong suit competes again: six losers or fewer, the two level" ref="standard teaching: a player with a long strong suit and playing strength competes again; the losing trick count"
   test=K4-AKJ973-A82-83|AKJ973-K4-A82-83|K4-A82-AKJ973-83|K4-A82-83-AKJ973
[... me:1{a} ... they:bid P...] where a in CDHS
3{a} vul=V {a}=6+:2/3 losers=4 text="a long strong suit competes again: vulnerable, four losers or fewer, the three level" ref="standard teaching: a player with a long strong suit and playing strength competes again; the losing trick count"
   test=5-AKQ9732-AQJ-32|AKQ9732-5-AQJ-32|5-AQJ-AKQ9732-32|5-AQJ-32-AKQ9732
3{a} vul=X {a}=6+:2/3 losers=5 text="a long strong suit competes again: five losers or fewer, the three level" ref="standard teaching: a player with a long strong suit and playing strength competes again; the losing trick count"
   test=K4-AKJ973-AK2-83|AKJ973-K4-AK2-83|K4-AK2-AKJ973-83|K4-AK2-83-AKJ973
[... me:{m}{a} ... they:bid P...] where a in DHS, m=2, nonjump(m)
3{a} vul=V {a}=6+:2/3 losers=4 text="a long strong suit competes again: vulnerable, four losers or fewer, the three level" ref="standard teaching: a player with a long strong suit and playing strength competes again; the losing trick count"
   test=5-AKQ9732-AQJ-32|AKQ9732-5-AQJ-32|5-AQJ-AKQ9732-32
3{a} vul=X {a}=6+:2/3 losers=5 text="a long strong suit competes again: five losers or fewer, the three level" ref="standard teaching: a player with a long strong suit and playing strength competes again; the losing trick count"
   test=K4-AKJ973-AK2-83|AKJ973-K4-AK2-83|K4-AK2-AKJ973-83

#    g2. Their game over my opening, partner silent: after their overcall and partner's
#       pass, RHO jumps to four of a major. A hand of four losers or fewer with a
#       singleton or void in their suit and 17+ HCP does not sell out: it doubles (cards:
#       partner passes with defence). (A five-five hand bidding its second suit at the five
#       level won the team match too, but as a game bid on fewer than 23 HCP together.)
[... me:1H lho:bid P rho:4S]
D hcp=17+ S=<=1 losers=4 text="their game over my opening: 17+ HCP, shortness in their suit and four losers, a double (cards: partner passes with defence)" ref="standard teaching: over their preemptive game the opener with a big hand and shortness in their suit does not sell out: a double shows the values (cards); the losing trick count"
   test=5-AKQ873-AK4-A32
[... me:1S lho:bid P rho:4H]
D hcp=17+ H=<=1 losers=4 text="their game over my opening: 17+ HCP, shortness in their suit and four losers, a double (cards: partner passes with defence)" ref="standard teaching: over their preemptive game the opener with a big hand and shortness in their suit does not sell out: a double shows the values (cards); the losing trick count"
   test=AKQ873-5-AK4-A32

#    g3. Their raise to three or four of their suit over partner's negative double, opener
#       with a big two-suiter: partner's double promised a four-card major (spades over
#       their hearts) and values, so a six-card minor and a five-card major with four
#       losers or fewer (six-five or better: a void or a singleton) bid four of the major,
#       the second suit shown at once (partner corrects to five of the minor without the
#       major), rather than pass.
[me:1{o} lho:1{t}|2{t}|3{t} partner:D rho:3{t}|4{t}] where o in CD, t in CD, t!=o
4S S=5+ {o}=6+ losers=4 text="their jump over partner's negative double: a six-five with four losers or fewer shows the major at the four level" ref="standard teaching: with a two-suiter, show the second suit when they compete (six-five: come alive); the losing trick count"
   test=AQJ85-6--KQJ9742|AQJ85-6-KQJ9742-
4H H=5+ {o}=6+ losers=4 text="their jump over partner's negative double: a six-five with four losers or fewer shows the major at the four level" ref="standard teaching: with a two-suiter, show the second suit when they compete (six-five: come alive); the losing trick count"
   test=6-AQJ85--KQJ9742|6-AQJ85-KQJ9742-
[me:1{o} lho:1H|2H|3H partner:D rho:3H|4H] where o in CD
4S S=5+ {o}=6+ losers=4 text="their raise over partner's negative double: a six-five with four losers or fewer bids game in the major partner promised" ref="standard teaching: with a two-suiter, show the second suit when they compete (six-five: come alive); the losing trick count"
   test=AQJ85--6-KQJ9742|AQJ85--KQJ9742-6

#    h. A second long suit competes again. I bid a suit naturally at the one or two level,
#       they compete at the three level and hold the contract, and no fit decided above:
#       with five cards or more in the first suit and in a second, bid the second at the
#       three level (six losers or fewer; vulnerable, five).
[... me:1S ... they:3C P...]
3x vul=X S=5+ X=5+ H=x D=x losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=AKJ95-KQJ73-8-42|AKJ95-8-KQJ73-42
3x vul=V S=5+ X=5+ H=x D=x losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=AKJ95-KQJ73-8-42|AKJ95-8-KQJ73-42
[... me:1S ... they:3D P...]
3H vul=X S=5+ H=5+ losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=AKJ95-KQJ73-8-42
3H vul=V S=5+ H=5+ losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=AKJ95-KQJ73-8-42
[... me:{m}S ... they:3C P...] where m=2, nonjump(m)
3x vul=X S=5+ X=5+ H=x D=x losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=AKJ95-KQJ73-8-42|AKJ95-8-KQJ73-42
3x vul=V S=5+ X=5+ H=x D=x losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=AKJ95-KQJ73-8-42|AKJ95-8-KQJ73-42
[... me:{m}S ... they:3D P...] where m=2, nonjump(m)
3H vul=X S=5+ H=5+ losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=AKJ95-KQJ73-8-42
3H vul=V S=5+ H=5+ losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=AKJ95-KQJ73-8-42
[... me:1H ... they:3C P...]
3x vul=X H=5+ X=5+ S=x D=x losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-AKJ95-8-42|8-AKJ95-KQJ73-42
3x vul=V H=5+ X=5+ S=x D=x losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-AKJ95-8-42|8-AKJ95-KQJ73-42
[... me:1H ... they:3D P...]
3S vul=X H=5+ S=5+ losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-AKJ95-8-42
3S vul=V H=5+ S=5+ losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-AKJ95-8-42
[... me:{m}H ... they:3C P...] where m=2, nonjump(m)
3x vul=X H=5+ X=5+ S=x D=x losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-AKJ95-8-42|8-AKJ95-KQJ73-42
3x vul=V H=5+ X=5+ S=x D=x losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-AKJ95-8-42|8-AKJ95-KQJ73-42
[... me:{m}H ... they:3D P...] where m=2, nonjump(m)
3S vul=X H=5+ S=5+ losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-AKJ95-8-42
3S vul=V H=5+ S=5+ losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-AKJ95-8-42
[... me:1D ... they:3C P...]
3x vul=X D=5+ X=5+ S=x H=x losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-AKJ95-42|8-KQJ73-AKJ95-42
3x vul=V D=5+ X=5+ S=x H=x losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-AKJ95-42|8-KQJ73-AKJ95-42
[... me:1D ... they:3H P...]
3S vul=X D=5+ S=5+ losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-AKJ95-42
3S vul=V D=5+ S=5+ losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-AKJ95-42
[... me:{m}D ... they:3C P...] where m=2, nonjump(m)
3x vul=X D=5+ X=5+ S=x H=x losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-AKJ95-42|8-KQJ73-AKJ95-42
3x vul=V D=5+ X=5+ S=x H=x losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-AKJ95-42|8-KQJ73-AKJ95-42
[... me:{m}D ... they:3H P...] where m=2, nonjump(m)
3S vul=X D=5+ S=5+ losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-AKJ95-42
3S vul=V D=5+ S=5+ losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-AKJ95-42
[... me:1C ... they:3D P...]
3x vul=X C=5+ X=5+ S=x H=x losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-42-AKJ95|8-KQJ73-42-AKJ95
3x vul=V C=5+ X=5+ S=x H=x losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-42-AKJ95|8-KQJ73-42-AKJ95
[... me:1C ... they:3H P...]
3S vul=X C=5+ S=5+ losers=6 hcp=8+ text="a second long suit competes again: five-five or better, six losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-42-AKJ95
3S vul=V C=5+ S=5+ losers=5 hcp=8+ text="a second long suit competes again: vulnerable, five-five or better, five losers or fewer, the three level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five or six-five: come alive); the losing trick count"
   test=KQJ73-8-42-AKJ95

#       The same at the two level: with five cards or more in the first suit and in a
#       lower-ranking second, when they compete at the two level below it, bid the second
#       suit at the two level (seven losers or fewer; vulnerable, six).
[... me:1S ... they:2C P...]
2x vul=X S=5+ X=5+ H=x D=x losers=7 hcp=8+ text="a second long suit competes: five-five or better, seven losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=AQJ95-KJ973-8-42|AQJ95-8-KJ973-42
2x vul=V S=5+ X=5+ H=x D=x losers=6 hcp=8+ text="a second long suit competes: vulnerable, five-five or better, six losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=AKJ95-KQ973-8-42|AKJ95-8-KQ973-42
[... me:1S ... they:2D P...]
2H vul=X S=5+ H=5+ losers=7 hcp=8+ text="a second long suit competes: five-five or better, seven losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=AQJ95-KJ973-8-42
2H vul=V S=5+ H=5+ losers=6 hcp=8+ text="a second long suit competes: vulnerable, five-five or better, six losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=AKJ95-KQ973-8-42
[... me:1H ... they:2C P...]
2D vul=X H=5+ D=5+ losers=7 hcp=8+ text="a second long suit competes: five-five or better, seven losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-AQJ95-KJ973-42
2D vul=V H=5+ D=5+ losers=6 hcp=8+ text="a second long suit competes: vulnerable, five-five or better, six losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-AKJ95-KQ973-42

#       Likewise over their one-level bid: a lower-ranking second suit at the two level.
[... me:1H ... they:1S P...]
2x vul=X H=5+ X=5+ D=x C=x losers=7 hcp=8+ text="a second long suit competes: five-five or better, seven losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-AQJ95-KJ973-42|8-AQJ95-42-KJ973
2x vul=V H=5+ X=5+ D=x C=x losers=6 hcp=8+ text="a second long suit competes: vulnerable, five-five or better, six losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-AKJ95-KQ973-42|8-AKJ95-42-KQ973
[... me:1D ... they:1H|1S P...]
2C vul=X D=5+ C=5+ losers=7 hcp=8+ text="a second long suit competes: five-five or better, seven losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-42-AQJ95-KJ973
2C vul=V D=5+ C=5+ losers=6 hcp=8+ text="a second long suit competes: vulnerable, five-five or better, six losers or fewer, the two level" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-42-AKJ95-KQ973

#       Over their two-level bid in a suit between the two, the second suit at the three
#       level (six losers or fewer; vulnerable, five), as over their three-level bid.
[... me:1S ... they:2H P...]
3x vul=X S=5+ X=5+ D=x C=x losers=6 hcp=8+ text="a second long suit competes: five-five or better, six losers or fewer, the three level over their two-level bid" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=AKJ95-8-KQJ73-42|AKJ95-8-42-KQJ73
3x vul=V S=5+ X=5+ D=x C=x losers=5 hcp=8+ text="a second long suit competes: vulnerable, five-five or better, five losers or fewer, the three level over their two-level bid" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=AKJ95-8-AKJ73-42|AKJ95-8-42-AKJ73
[... me:1S ... they:2D P...]
3C vul=X S=5+ C=5+ losers=6 hcp=8+ text="a second long suit competes: five-five or better, six losers or fewer, the three level over their two-level bid" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=AKJ95-42-8-KQJ73
3C vul=V S=5+ C=5+ losers=5 hcp=8+ text="a second long suit competes: vulnerable, five-five or better, five losers or fewer, the three level over their two-level bid" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=AKJ95-42-8-AKJ73
[... me:1H ... they:2S P...]
3x vul=X H=5+ X=5+ D=x C=x losers=6 hcp=8+ text="a second long suit competes: five-five or better, six losers or fewer, the three level over their two-level bid" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-AKJ95-KQJ73-42|8-AKJ95-42-KQJ73
3x vul=V H=5+ X=5+ D=x C=x losers=5 hcp=8+ text="a second long suit competes: vulnerable, five-five or better, five losers or fewer, the three level over their two-level bid" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-AKJ95-AKJ73-42|8-AKJ95-42-AKJ73
[... me:1D ... they:2H|2S P...]
3C vul=X D=5+ C=5+ losers=6 hcp=8+ text="a second long suit competes: five-five or better, six losers or fewer, the three level over their two-level bid" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-42-AKJ95-KQJ73
3C vul=V D=5+ C=5+ losers=5 hcp=8+ text="a second long suit competes: vulnerable, five-five or better, five losers or fewer, the three level over their two-level bid" ref="standard teaching: with a two-suiter, show the second suit when they compete (five-five: come alive); the losing trick count"
   test=8-42-AKJ95-AKJ73

# =======================================================================================
# 7. The law of total tricks by vulnerability. Our side has bid a suit and partner has
#    shown length in it (a raise, a preempt, a rebid suit), they outbid us and hold the
#    contract, and no section before this one answered: the side's trumps, not its high
#    cards, decide how high to compete. In a minor (the majors' partscore fights are
#    answered by the exact sections and part 6), not vulnerable or at equal vulnerability:
#    nine trumps known together (own length + the least partner has shown; three cards
#    opposite partner's six-card suit count as well as four opposite five) compete to the
#    three level, ten to the four level, whatever the side's high cards: down one undoubled
#    costs less than their partscore. At unfavourable vulnerability the side keeps the
#    entries of part 6, which ask for values too.
# =======================================================================================
[... we:1{a}|2{a}|3{a} ... we:2{a}|3{a}|4{a} ... they:suit P...] where a in CD
4{a} vul=X {a}=3+ ours.{a}=10+ text="competes: ten trumps together in a minor, the four level not vulnerable whatever the values" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (ten trumps: compete to the four level; not vulnerable the trumps matter more than the high cards)"
   test=873-K4-852-Q9842|87-K4-Q98432-852
4{a} vul=B {a}=3+ ours.{a}=10+ text="competes: ten trumps together in a minor, the four level at equal vulnerability whatever the values" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (ten trumps: compete to the four level; at equal vulnerability follow the law, only at unfavourable vulnerability ask for more)"
   test=873-K4-852-Q9842|87-K4-Q98432-852
3{a} vul=X {a}=3+ ours.{a}=9+ text="competes: nine trumps together in a minor, the three level not vulnerable whatever the values" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (nine trumps: compete to the three level; not vulnerable the trumps matter more than the high cards)"
   test=873-K42-852-Q984|873-K4-Q9842-852
3{a} vul=B {a}=3+ ours.{a}=9+ text="competes: nine trumps together in a minor, the three level at equal vulnerability whatever the values" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (nine trumps: compete to the three level; at equal vulnerability follow the law, only at unfavourable vulnerability ask for more)"
   test=873-K42-852-Q984|873-K4-Q9842-852
#    In a major bid and raised (or rebid), nine trumps do not sell out to their three-level
#    bid in the pass-out seat: not vulnerable; at equal vulnerability with 6+ HCP; at
#    unfavourable vulnerability with 8+ (in the live seats the exact sections and part 6
#    answer).
[... we:1{a}|2{a}|3{a} ... we:2{a}|3{a}|4{a} ... they:suit P P] where a in HS
3{a} vul=X {a}=4+ ours.{a}=9+ text="competes: nine trumps together in a major, the three level in the pass-out seat, not vulnerable whatever the values" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (nine trumps: compete to the three level; not vulnerable the trumps matter more than the high cards)"
   test=873-Q984-K42-852|Q984-873-K42-852
3{a} vul=B {a}=4+ ours.{a}=9+ hcp=6+ text="competes: nine trumps together in a major, the three level in the pass-out seat at equal vulnerability with some values" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (nine trumps: compete to the three level; at equal vulnerability follow the law)"
   test=873-Q984-K42-K52|Q984-873-K42-K52
3{a} vul=U {a}=4+ ours.{a}=9+ hcp=8+ text="competes: nine trumps together in a major, the three level in the pass-out seat at unfavourable vulnerability with values" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (nine trumps: compete to the three level; at unfavourable vulnerability with values)"
   test=873-Q984-K42-K52|Q984-873-K42-K52

#    At unfavourable vulnerability nine trumps in a minor still compete to the three level, ten
#    to the four level (down one undoubled costs less than their partscore), with some values
#    (8+ HCP), when partner bid the minor twice.
[... partner:1{a}|2{a}|3{a} ... partner:2{a}|3{a}|4{a} ... they:suit P...] where a in CD
4{a} vul=U {a}=4+ ours.{a}=10+ hcp=8+ text="competes: ten trumps together in a minor, the four level at unfavourable vulnerability with some values" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (ten trumps: compete to the four level; at unfavourable vulnerability with values)"
   test=73-K42-Q52-KJ832|73-K42-KJ832-Q52
3{a} vul=U {a}=3+ ours.{a}=9+ hcp=8+ text="competes: nine trumps together in a minor, the three level at unfavourable vulnerability with some values" ref="Larry Cohen, To Bid or Not to Bid: the law of total tricks (nine trumps: compete to the three level; at unfavourable vulnerability with values)"
   test=873-K42-Q52-KJ82|873-K42-KJ82-Q52

# =======================================================================================
# 7p. Penalty doubles with the balance of power. Our side has bid twice (so a double is no
#     longer negative or takeout) and holds the balance of the values (23+ HCP together:
#     own HCP + the least partner has shown); the opponents outbid us in a partscore battle
#     at the three level and hold the contract, and no section before this one bid on: a
#     side with the balance of power does not sell out undoubled. The hand with defensive
#     values (two and a half quick tricks), no extra shape (balanced) and three or more of
#     their trumps doubles, in either seat (four trumps behind the bidder double by part
#     6a). A double adds no game.
# =======================================================================================
[... we:bid ... we:bid ... they:3{a} P...]
D "Penalty Double" hcp=10+ shape=balanced {a}=3+ qt=2.5 ours.hcp=23+ text="penalty: the balance of the values, defensive tricks and no extra shape" ref="standard teaching: with the balance of power, do not sell out undoubled in a partscore battle; the hand with defensive values (quick tricks) and no extra shape doubles"
   test=AJ32-K42-AQ2-KQ3|AJ32-K42-KQ3-AQ2|AJ32-KQ3-K42-AQ2|KQ3-AJ32-K42-AQ2
#     Their runout from opener's reopening double: partner's two-level overcall was passed
#     round to opener, who doubled; partner passed (he is happy to play there) and responder
#     ran to a suit. The advancer, who passed the overcall and sits behind the runout bidder,
#     doubles with four or more of its trumps and 8+ HCP: they have run into his length.
[1suit 2suit P P D P 2{c}|3{c}] where c in CDHS
D "Penalty Double" {c}=4+ hcp=8+ text="penalty: their runout from the reopening double, four trumps behind the bidder and 8+ HCP" ref="standard teaching: when the opponents run from a doubled contract into your length, double for penalty (trumps behind the bidder)"
   test=KJ98-Q72-K32-932|Q72-KJ98-K32-932|Q72-K32-KJ98-932|Q72-K32-932-KJ98

#     Their runout from a double our side has converted for penalty: partner passed our
#     takeout double of their opening for penalty (long, strong trumps), or passed our
#     reopening double round, or our penalty double of 1NT was left in, and they ran to a
#     suit. Our side has shown the balance of power, so a double of the escape is for penalty:
#     the doubler, sitting behind the runout bidder, doubles with four or more of its trumps
#     and two of the top five honours, or five of them. (Our penalty double of 1NT left in
#     needs no section here: the system's 1NT opener does not run.)
[1suit D P P 1{a}|2{a}] where a in CDHS
D "Penalty Double" {a}=4+:2/5 hcp=10+ text="penalty: their runout after partner's penalty pass of the takeout double, four good trumps behind the bidder" ref="standard teaching: once our side has shown the balance of power (a penalty double, a redouble or a converted takeout double), a double of their escape is for penalty; the player with length and honours in their suit doubles"
   test=A2-K32-Q32-KJ982|A2-K32-KJ98-Q432|A2-KJ98-K32-Q432|KJ98-A32-K32-432
[1suit P P D P P 1{a}|2{a}] where a in CDHS
D "Penalty Double" {a}=4+:2/5 hcp=8+ text="penalty: their runout after partner converted the reopening double, four good trumps behind the bidder" ref="standard teaching: once our side has shown the balance of power (a penalty double, a redouble or a converted takeout double), a double of their escape is for penalty; the player with length and honours in their suit doubles"
   test=A2-K32-Q32-KJ982|A2-K32-KJ98-Q432|A2-KJ98-K32-Q432|KJ98-A32-K32-432
D "Penalty Double" {a}=5+ hcp=8+ text="penalty: their runout after partner converted the reopening double, five trumps behind the bidder" ref="standard teaching: once our side has shown the balance of power (a penalty double, a redouble or a converted takeout double), a double of their escape is for penalty; the player with length in their suit doubles"
   test=A2-K32-Q2-T98652|A2-K32-T9865-Q32|A2-T9865-K32-Q32|T9865-A32-K32-Q2

# =======================================================================================
# 8. Pass
# =======================================================================================
[...]
P text="nothing more specific applies: pass" ref="standard teaching: when in doubt, pass" test=8642-753-T96-832
