# SAYC slam conventions: Blackwood (4NT asks for aces, 5NT for kings), the asker's
# continuations, and the Grand Slam Force responses the test suite uses. Gerber lives in
# notrump.bb with the notrump auctions it belongs to.
#
# SAYC plays plain (not key-card) Blackwood:
#   5C 0 or 4 aces, 5D 1, 5H 2, 5S 3; after all the aces are known, 5NT asks for kings
#   (6C 0 or 4, 6D 1, 6H 2, 6S 3) and promises that the partnership holds every ace.
#
# Tags: a Blackwood 4NT is written 4N@t0 with t the trump suit (1 C, 2 D, 3 H, 4 S, 5 NT);
# the king ask is 5N@t0, so its answers live in [5N@t0-P]. The asker counts the aces
# partner showed and his own (custom=n:A1 is "at least n aces"):
#   all four held     -> 5NT king ask (then seven with all four kings, else six)
#   one ace missing   -> six of the trump suit with 32+ points together (own total points
#                        plus partner's shown minimum); with 31 or fewer, sign off at five:
#                        an ace off and marginal values make a slam a poor bet. With a
#                        trump fit known the asker judged the values before he asked (the
#                        answer only checks the aces), and the fit's length counts as
#                        points: an eight-card fit bids six from 31 points together, a
#                        nine-card or longer one (a trick more, three or four points) from
#                        26; with 25 or fewer he signs off even with a long fit (the shown
#                        minimums undercount partner, so these floors are below 33).
#                        (The six entries after one- and two-ace answers carry no test
#                        hand: no hand with one or two aces holds 32 points alone; nor do
#                        the sign-offs with 26-31 points, whose count and fit depend on
#                        what partner showed before the ask.)
#                        With a major as trumps and an eight-card fit known, an
#                        asker with three losers or fewer bids six before these counts
#                        (losing trick count: twelve tricks opposite the fit).
#                        When partner's answer shows two aces (the asker holds the third)
#                        with a major as trumps, six from 26 points together: his two aces
#                        are prime values his shown points do not count, and five of a
#                        major scores no better than game.
#   three aces and a void, partner none -> six: the missing ace is the void suit's, and the
#                        asker ruffs it (no loser there)
#   two aces missing  -> sign off at five of the trump suit (pass when partner's answer is
#                        that bid; with clubs as trumps an ask needs two aces of one's own,
#                        with diamonds one, so that a sign-off is always possible)
# With notrump as the strain (4N@50), the sign-off is a plain 5NT without the tag: to play.
#
# The answers to 4NT and to the 5NT king ask are written once, as the blocks "Blackwood
# answers" and "King answers", and used in every section that answers an ask. The test
# cases are written without tags, so the common untagged auctions that reach a Blackwood
# 4NT (a suit raised and then 4NT) are aliases of the tagged asks, at the end of this file,
# followed by the defenders' lead-directing doubles of an answer and their passes while
# the opponents ask.

convention "Blackwood"
convention "Blackwood: Response"
convention "Blackwood: King Ask"
convention "Blackwood: King Response"
convention "Blackwood: Sign-off"
convention "Grand Slam Force"
convention "Control Bid"

# ---------------------------------------------------------------------------------------
# Answers to 4NT, written once and used wherever a Blackwood 4NT is answered (any trump
# suit, notrump too, and over a double, which is ignored).
block "Blackwood answers"
5C "Blackwood: Response" custom=4:A1 text="0 or 4 aces" ref="SAYC booklet: Slam bidding" test=A2-AK3-AJ32-A432
5S "Blackwood: Response" custom=3:A1 text="3 aces" ref="SAYC booklet: Slam bidding" test=A2-K43-AJ32-A432
5H "Blackwood: Response" custom=2:A1 text="2 aces" ref="SAYC booklet: Slam bidding" test=A2-K43-QJ32-A432
5D "Blackwood: Response" custom=1:A1 text="1 ace" ref="SAYC booklet: Slam bidding" test=A2-K43-QJ32-K432
5C "Blackwood: Response" text="0 or 4 aces" ref="SAYC booklet: Slam bidding" test=K2-K43-QJ32-K432

[4N@{a}0-P]
use "Blackwood answers"

[4N@50-P]
use "Blackwood answers"

# They double 4NT: the double is ignored.
[4N@{a}0-D]
use "Blackwood answers"

[4N@50-D]
use "Blackwood answers"

# ---------------------------------------------------------------------------------------
# The asker after 5C (0 or 4 aces). Without an ace of his own the asker knows partner has
# all four.
[4N@{a}0-P-5C-P] where a in HS
5N@{a}0 "Blackwood: King Ask" custom=<1:A1 text="all the aces are ours and a major as trumps: asks for kings (a grand slam is possible; every answer leaves six of the major or 6NT)" ref="SAYC booklet: Slam bidding (5NT confirms every ace and asks for kings); standard teaching: with every ace held a grand slam is possible; with a major as trumps the answers leave room to stop in six, so the king answer decides" asks=K
5N@{a}0 "Blackwood: King Ask" custom=4:A1 text="the asker holds the four aces and 34+ points together: asks for kings" ref="SAYC booklet: Slam bidding (5C shows 0 or 4 aces; with every ace held, 5NT asks for kings)"
6{a} "Blackwood" custom=4:A1 text="every ace held, no grand slam values: small slam" ref="standard teaching: with every ace held and the values shown, bid the small slam; ask for kings only with a grand in view"
6{a} "Blackwood" custom=3-3:A1 shape=void text="three aces and a void, partner none: the missing ace is the void suit's, no loser there: small slam" ref="standard teaching: Blackwood counts aces, and an ace in a suit where the asker is void takes no trick (the asker ruffs it); holding the other three aces and a void, the asker knows the missing ace is the void suit's" test=A32-AKQJ2-AKQJ2-|AKQJ2-A32-AKQJ2-
6{a} "Blackwood" custom=3:A1 losers=3 ours.{a}=8+ text="one ace missing; three losers or fewer opposite a known fit: small slam" ref="standard teaching (losing trick count): three losers opposite partner's fit (about nine losers) leave twelve tricks (24 minus 12); the asker judged the values before he asked, and the answer shows that only one ace is missing" test=AKQJ8765-A2-A2-2|A2-AKQJ8765-A2-2
5{a} "Blackwood: Sign-off" custom=3:A1 ours.total=25- text="one ace missing, no more than 25 points together, even with a long fit: sign off" ref="standard teaching: with an ace missing a small slam needs the values too; a trump fit makes up a few points, not an ace and a king" test=A32-A32-A32-5432
5{a} "Blackwood: Sign-off" custom=3:A1 ours.total=30- ours.{a}=8- text="one ace missing, no more than 30 points together and no nine-card fit known: sign off" ref="standard teaching: with an ace missing a small slam needs 33 points together, or fewer with a long trump fit; a nine-card fit makes up three or four points, an eight-card one does not make up an ace"
5{a} "Blackwood: Sign-off" custom=3:A1 ours.total=31- ours.{a}=7- text="one ace missing, no eight-card fit known and no more than 31 points together: sign off" ref="standard teaching: with an ace missing a small slam needs the values too (33 together); with marginal values stop at five"
6{a} "Blackwood" custom=3:A1 text="one ace missing: a nine-card fit known and 26+ points together, an eight-card one and 31+, or 32+ points together" test=AKQ-AKQJ2-AK-KQJ
5{a} "Blackwood: Sign-off" text="two aces missing" test=A2-KQJ32-A2-KQ32

[4N@20-P-5C-P]
5N@20 "Blackwood: King Ask" custom=<1:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6D "Blackwood" custom=<1:A1 text="partner holds the four aces; no grand values: small slam" ref="standard teaching: 33 points together make a slam; with every ace, bid it"
5N@20 "Blackwood: King Ask" custom=4:A1 text="the asker holds the four aces and 34+ points together: asks for kings" ref="SAYC booklet: Slam bidding (5C shows 0 or 4 aces; with every ace held, 5NT asks for kings)"
6D "Blackwood" custom=4:A1 text="every ace held, no grand slam values: small slam" ref="standard teaching: with every ace held and the values shown, bid the small slam; ask for kings only with a grand in view"
6D "Blackwood" custom=3-3:A1 shape=void text="three aces and a void, partner none: the missing ace is the void suit's, no loser there: small slam" ref="standard teaching: Blackwood counts aces, and an ace in a suit where the asker is void takes no trick (the asker ruffs it); holding the other three aces and a void, the asker knows the missing ace is the void suit's" test=AKQJ2-A32-AKQJ2-|AKQJ2--AKQJ2-A32
5D "Blackwood: Sign-off" custom=3:A1 ours.total=25- text="one ace missing, no more than 25 points together, even with a long fit: sign off" ref="standard teaching: with an ace missing a small slam needs the values too; a trump fit makes up a few points, not an ace and a king" test=A32-A32-A32-5432
5D "Blackwood: Sign-off" custom=3:A1 ours.total=30- ours.D=8- text="one ace missing, no more than 30 points together and no nine-card fit known: sign off" ref="standard teaching: with an ace missing a small slam needs 33 points together, or fewer with a long trump fit; a nine-card fit makes up three or four points, an eight-card one does not make up an ace"
5D "Blackwood: Sign-off" custom=3:A1 ours.total=31- ours.D=7- text="one ace missing, no eight-card fit known and no more than 31 points together: sign off" ref="standard teaching: with an ace missing a small slam needs the values too (33 together); with marginal values stop at five"
6D "Blackwood" custom=3:A1 text="one ace missing: a nine-card fit known and 26+ points together, an eight-card one and 31+, or 32+ points together" test=AKQ-AKQ-AKQJ2-KQ
5D "Blackwood: Sign-off" text="two aces missing" test=A2-KQ2-AKQJ32-K2

[4N@10-P-5C-P]
5N@10 "Blackwood: King Ask" custom=<1:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6C "Blackwood" custom=<1:A1 text="partner holds the four aces; no grand values: small slam" ref="standard teaching: 33 points together make a slam; with every ace, bid it"
5N@10 "Blackwood: King Ask" custom=4:A1 text="the asker holds the four aces and 34+ points together: asks for kings" ref="SAYC booklet: Slam bidding (5C shows 0 or 4 aces; with every ace held, 5NT asks for kings)"
6C "Blackwood" custom=4:A1 text="every ace held, no grand slam values: small slam" ref="standard teaching: with every ace held and the values shown, bid the small slam; ask for kings only with a grand in view"
6C "Blackwood" custom=3-3:A1 shape=void text="three aces and a void, partner none: the missing ace is the void suit's, no loser there: small slam" ref="standard teaching: Blackwood counts aces, and an ace in a suit where the asker is void takes no trick (the asker ruffs it); holding the other three aces and a void, the asker knows the missing ace is the void suit's" test=AKQJ2-A32--AKQJ2|AKQJ2--A32-AKQJ2
P "Blackwood: Sign-off" custom=3:A1 ours.total=25- text="one ace missing, no more than 25 points together, even with a long fit: the five-level answer is the contract" ref="standard teaching: with an ace missing a small slam needs the values too; a trump fit makes up a few points, not an ace and a king" test=A32-A32-A32-5432
P "Blackwood: Sign-off" custom=3:A1 ours.total=30- ours.C=8- text="one ace missing, no more than 30 points together and no nine-card fit known: the five-level answer is the contract" ref="standard teaching: with an ace missing a small slam needs 33 points together, or fewer with a long trump fit; a nine-card fit makes up three or four points, an eight-card one does not make up an ace"
P "Blackwood: Sign-off" custom=3:A1 ours.total=31- ours.C=7- text="one ace missing, no eight-card fit known and no more than 31 points together: the five-level answer is the contract" ref="standard teaching: with an ace missing a small slam needs the values too (33 together); with marginal values stop at five"
6C "Blackwood" custom=3:A1 text="one ace missing: a nine-card fit known and 26+ points together, an eight-card one and 31+, or 32+ points together" test=AKQ-KQJ-AK-AKQJ2
P "Blackwood: Sign-off" text="two aces missing: 5C is the contract" test=A2-K2-KQ32-AQJ32

[4N@50-P-5C-P]
5N@50 "Blackwood: King Ask" custom=<1:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6N "Blackwood" custom=<1:A1 text="partner holds the four aces; no grand values: small slam" ref="standard teaching: 33 points together make a slam; with every ace, bid it"
5N@50 "Blackwood: King Ask" custom=4:A1 text="the asker holds the four aces and 34+ points together: asks for kings" ref="SAYC booklet: Slam bidding (5C shows 0 or 4 aces; with every ace held, 5NT asks for kings)"
6N "Blackwood" custom=4:A1 text="every ace held, no grand slam values: small slam" ref="standard teaching: with every ace held and the values shown, bid the small slam; ask for kings only with a grand in view"
5N "Blackwood: Sign-off" custom=3:A1 ours.total=31- text="one ace missing and no more than 31 points together: sign off" ref="standard teaching: with an ace missing a small slam needs the values too (33 together); with marginal values stop at five" test=A32-A32-A32-5432
6N "Blackwood" custom=3:A1 text="one ace missing and 32+ points together: small slam" test=AKQ-AKQJ-AK-KQJ2
5N "Blackwood: Sign-off" text="two aces missing: to play" test=A2-KQJ2-A32-KQ32

# The asker after 5D (1 ace).
[4N@{a}0-P-5D-P] where a in HS
5N@{a}0 "Blackwood: King Ask" custom=3:A1 text="all the aces are ours and a major as trumps: asks for kings (a grand slam is possible; every answer leaves six of the major or 6NT)" ref="SAYC booklet: Slam bidding (5NT confirms every ace and asks for kings); standard teaching: with every ace held a grand slam is possible; with a major as trumps the answers leave room to stop in six, so the king answer decides" asks=K
6{a} "Blackwood" custom=2:A1 losers=3 ours.{a}=8+ text="one ace missing; three losers or fewer opposite a known fit: small slam" ref="standard teaching (losing trick count): three losers opposite partner's fit (about nine losers) leave twelve tricks (24 minus 12); the asker judged the values before he asked, and the answer shows that only one ace is missing" test=AKQJ8765-A2-K2-2|A2-AKQJ8765-K2-2
5{a} "Blackwood: Sign-off" custom=2:A1 ours.total=25- text="one ace missing, no more than 25 points together, even with a long fit: sign off" ref="standard teaching: with an ace missing a small slam needs the values too; a trump fit makes up a few points, not an ace and a king" test=A32-A32-K32-5432
5{a} "Blackwood: Sign-off" custom=2:A1 ours.total=30- ours.{a}=8- text="one ace missing, no more than 30 points together and no nine-card fit known: sign off" ref="standard teaching: with an ace missing a small slam needs 33 points together, or fewer with a long trump fit; a nine-card fit makes up three or four points, an eight-card one does not make up an ace"
5{a} "Blackwood: Sign-off" custom=2:A1 ours.total=31- ours.{a}=7- text="one ace missing, no eight-card fit known and no more than 31 points together: sign off" ref="standard teaching: with an ace missing a small slam needs the values too (33 together); with marginal values stop at five"
6{a} "Blackwood" custom=2:A1 text="one ace missing: a nine-card fit known and 26+ points together, an eight-card one and 31+, or 32+ points together"
5{a} "Blackwood: Sign-off" text="two aces missing" test=K2-AQJ32-K2-KQ32

[4N@20-P-5D-P]
5N@20 "Blackwood: King Ask" custom=3:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6D "Blackwood" custom=3:A1 text="every ace held, no grand slam values: small slam" ref="standard teaching: with every ace held and the values shown, bid the small slam; ask for kings only with a grand in view"
P "Blackwood: Sign-off" custom=2:A1 ours.total=25- text="one ace missing, no more than 25 points together, even with a long fit: the five-level answer is the contract" ref="standard teaching: with an ace missing a small slam needs the values too; a trump fit makes up a few points, not an ace and a king" test=A32-A32-K32-5432
P "Blackwood: Sign-off" custom=2:A1 ours.total=30- ours.D=8- text="one ace missing, no more than 30 points together and no nine-card fit known: the five-level answer is the contract" ref="standard teaching: with an ace missing a small slam needs 33 points together, or fewer with a long trump fit; a nine-card fit makes up three or four points, an eight-card one does not make up an ace"
P "Blackwood: Sign-off" custom=2:A1 ours.total=31- ours.D=7- text="one ace missing, no eight-card fit known and no more than 31 points together: the five-level answer is the contract" ref="standard teaching: with an ace missing a small slam needs the values too (33 together); with marginal values stop at five"
6D "Blackwood" custom=2:A1 text="one ace missing: a nine-card fit known and 26+ points together, an eight-card one and 31+, or 32+ points together"
P "Blackwood: Sign-off" text="two aces missing: 5D is the contract" test=K2-K2-AQJ32-KQ32

[4N@10-P-5D-P]
5N@10 "Blackwood: King Ask" custom=3:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6C "Blackwood" text="one ace missing (an ask with clubs as trumps promises two aces)" test=A2-K2-A432-KQJ32

[4N@50-P-5D-P]
5N@50 "Blackwood: King Ask" custom=3:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6N "Blackwood" custom=3:A1 text="every ace held, no grand slam values: small slam" ref="standard teaching: with every ace held and the values shown, bid the small slam; ask for kings only with a grand in view"
5N "Blackwood: Sign-off" custom=2:A1 ours.total=31- text="one ace missing and no more than 31 points together: sign off" ref="standard teaching: with an ace missing a small slam needs the values too (33 together); with marginal values stop at five" test=A32-A32-K32-5432
6N "Blackwood" custom=2:A1 text="one ace missing and 32+ points together: small slam"
5N "Blackwood: Sign-off" text="two aces missing: to play" test=K2-AQJ2-K32-KQ32

# The asker after 5H (2 aces).
[4N@40-P-5H-P]
5N@40 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours and a major as trumps: asks for kings (a grand slam is possible; every answer leaves six of the major or 6NT)" ref="SAYC booklet: Slam bidding (5NT confirms every ace and asks for kings); standard teaching: with every ace held a grand slam is possible; with a major as trumps the answers leave room to stop in six, so the king answer decides" asks=K
6S "Blackwood" custom=1:A1 losers=3 ours.S=8+ text="one ace missing; three losers or fewer opposite a known fit: small slam" ref="standard teaching (losing trick count): three losers opposite partner's fit (about nine losers) leave twelve tricks (24 minus 12); the asker judged the values before he asked, and the answer shows that only one ace is missing" test=AKQJT987-KQ2-K2-
5S "Blackwood: Sign-off" custom=1:A1 ours.total=25- text="one ace missing, no more than 25 points together, even with a long fit: sign off" ref="standard teaching: with an ace missing a small slam needs the values too; a trump fit makes up a few points, not an ace and a king" test=A32-K32-K32-5432
6S "Blackwood" custom=1:A1 text="one ace missing, partner holding two of the other three and more than 25 points together: small slam" ref="standard teaching: Blackwood keeps a side out of slams missing two aces; with one ace missing bid the small slam (the asker judged the values before he asked); partner's two aces are the prime values a slam needs, which the count of his shown points does not see, and with a major as trumps five is no better a score than game"
5S "Blackwood: Sign-off" text="two aces missing" test=KQJ32-K2-K2-KQ32

[4N@30-P-5H-P]
5N@30 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours and a major as trumps: asks for kings (a grand slam is possible; every answer leaves six of the major or 6NT)" ref="SAYC booklet: Slam bidding (5NT confirms every ace and asks for kings); standard teaching: with every ace held a grand slam is possible; with a major as trumps the answers leave room to stop in six, so the king answer decides" asks=K
6H "Blackwood" custom=1:A1 losers=3 ours.H=8+ text="one ace missing; three losers or fewer opposite a known fit: small slam" ref="standard teaching (losing trick count): three losers opposite partner's fit (about nine losers) leave twelve tricks (24 minus 12); the asker judged the values before he asked, and the answer shows that only one ace is missing" test=KQ2-AKQJT987-K2-
P "Blackwood: Sign-off" custom=1:A1 ours.total=25- text="one ace missing, no more than 25 points together, even with a long fit: the five-level answer is the contract" ref="standard teaching: with an ace missing a small slam needs the values too; a trump fit makes up a few points, not an ace and a king" test=A32-K32-K32-5432
6H "Blackwood" custom=1:A1 text="one ace missing, partner holding two of the other three and more than 25 points together: small slam" ref="standard teaching: Blackwood keeps a side out of slams missing two aces; with one ace missing bid the small slam (the asker judged the values before he asked); partner's two aces are the prime values a slam needs, which the count of his shown points does not see, and with a major as trumps five is no better a score than game"
P "Blackwood: Sign-off" text="two aces missing: 5H is the contract" test=K2-KQJ32-K2-KQ32

[4N@{a}0-P-5H-P] where a in CD
5N@{a}0 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6{a} "Blackwood" text="one ace missing" test=K2-K2-KQ32-AKQ32

[4N@50-P-5H-P]
5N@50 "Blackwood: King Ask" custom=2:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6N "Blackwood" custom=2:A1 text="every ace held, no grand slam values: small slam" ref="standard teaching: with every ace held and the values shown, bid the small slam; ask for kings only with a grand in view"
5N "Blackwood: Sign-off" custom=1:A1 ours.total=31- text="one ace missing and no more than 31 points together: sign off" ref="standard teaching: with an ace missing a small slam needs the values too (33 together); with marginal values stop at five" test=A32-K32-K32-5432
6N "Blackwood" custom=1:A1 text="one ace missing and 32+ points together: small slam"
5N "Blackwood: Sign-off" text="two aces missing: to play" test=K2-KQJ2-K32-KQ32

# The asker after 5S (3 aces).
[4N@{a}0-P-5S-P] where a in HS
5N@{a}0 "Blackwood: King Ask" custom=1:A1 text="all the aces are ours and a major as trumps: asks for kings (a grand slam is possible; every answer leaves six of the major or 6NT)" ref="SAYC booklet: Slam bidding (5NT confirms every ace and asks for kings); standard teaching: with every ace held a grand slam is possible; with a major as trumps the answers leave room to stop in six, so the king answer decides" asks=K
6{a} "Blackwood" text="one ace missing" test=K2-KQJ32-K2-KQ32

[4N@{a}0-P-5S-P] where a in CD
5N@{a}0 "Blackwood: King Ask" custom=1:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6{a} "Blackwood" text="one ace missing" test=K2-KQJ32-K2-KQ32

[4N@50-P-5S-P]
5N@50 "Blackwood: King Ask" custom=1:A1 text="all the aces are ours and 34+ points together (a grand slam is possible): asks for kings" ours.total=34+ ref="standard teaching: ask for kings only when a grand slam is possible (about 37 points, or a long solid suit); with every ace but no more, bid the small slam" asks=K
6N "Blackwood" text="one ace missing" test=K2-KQJ2-K32-KQ32

# After a plain 5NT sign-off in a notrump auction, partner passes.
[4N@50-P-5{a}-P-5N-P]
P "Blackwood: Sign-off" text="5NT was to play" test=K2-KQJ2-K32-KQ32

# Partner of the asker after the asker's decision: pass.
[4N@{a}0-P-5{r}-P-5{a}-P] where r<a
P "Blackwood: Sign-off" text="the asker signed off" test=K2-K43-QJ32-K432

[4N@{a}0-P-5{r}-P-6{a}-P]
P "Blackwood" text="the asker placed the contract" test=K2-K43-QJ32-K432

[4N@50-P-5{r}-P-6N-P]
P "Blackwood" text="the asker placed the contract" test=K2-K43-QJ32-K432

# ---------------------------------------------------------------------------------------
# Answers to the 5NT king ask, written once.
block "King answers"
6C "Blackwood: King Response" custom=4:K1 text="0 or 4 kings" ref="SAYC booklet: Slam bidding" test=K2-K43-KJ32-K432
6S "Blackwood: King Response" custom=3:K1 text="3 kings" ref="SAYC booklet: Slam bidding" test=K2-K43-QJ32-K432
6H "Blackwood: King Response" custom=2:K1 text="2 kings" ref="SAYC booklet: Slam bidding" test=K2-Q43-QJ32-K432
6D "Blackwood: King Response" custom=1:K1 text="1 king" ref="SAYC booklet: Slam bidding" test=K2-Q43-QJ32-Q432
6C "Blackwood: King Response" text="0 or 4 kings" ref="SAYC booklet: Slam bidding" test=Q2-Q43-QJ32-Q432

[5N@{a}0-P]
use "King answers"

[5N@50-P]
use "King answers"

[5N@{a}0-D]
use "King answers"

[5N@50-D]
use "King answers"

# The asker after the king answer: seven with every king, else six of the trump suit (six
# notrump when six of a minor is already passed). Seven needs thirteen tricks counted: the
# aces and kings are the top tricks, the trumps must be solid (with every ace and king ours
# the trump ace and king are ours too, so the queen in hand is enough), and the thirteenth
# trick needs a source: a flat 4-3-3-3 asker opposite no more than an eight-card fit has no
# long suit and no ruff, and stays in six.
[5N@{a}0-P-6C-P] where a in DHS
6{a} "Blackwood" custom=<1:K1 S=3+ H=3+ D=3+ C=3+ ours.{a}=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): small slam" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=A54-A54-A543-A54|A54-A543-A54-A54|A543-A54-A54-A54
6{a} "Blackwood" custom=4:K1 S=3+ H=3+ D=3+ C=3+ ours.{a}=8- text="every ace and king (the asker holds the four kings, partner none), but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): small slam" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK4-AK4-AK43-AK4|AK4-AK43-AK4-AK4|AK43-AK4-AK4-AK4
7{a} "Blackwood" custom=<1:K1 {a}=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=AQJ2-AQJ-AQJ2-A2
7{a} "Blackwood" custom=<1:K1 ours.{a}=10+ text="every ace and king and ten trumps together: grand slam"
7{a} "Blackwood" custom=<1:K1 {a}=:2/3 ours.{a}=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7{a} "Blackwood" custom=4:K1 {a}=:c text="the asker holds the four kings (partner none), every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=KQJ2-KQJ-KQJ2-K2
7{a} "Blackwood" custom=4:K1 ours.{a}=10+ text="the asker holds the four kings (partner none), every ace and king and ten trumps together: grand slam" test=K-K-KJT9876543-K|K-KJT9876543-K-K|KJT9876543-K-K-K
7{a} "Blackwood" custom=4:K1 {a}=:2/3 ours.{a}=8+ text="the asker holds the four kings (partner none), every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours" test=K2-K-KQ765432-K2|K2-KQ765432-K-K2|KQ765432-K2-K-K2
7{a} "Blackwood" custom=<1:K1 {a}=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=A87-A87-Q5432-A8|A87-Q5432-A87-A8|Q5432-A87-A87-A8
6{a} "Blackwood" text="a king missing" test=A2-AKQ32-AQ2-A32

[5N@10-P-6C-P]
P "Blackwood" custom=<1:K1 S=3+ H=3+ D=3+ C=3+ ours.C=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): partner's six is the contract" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=A54-A54-A54-A543
P "Blackwood" custom=4:K1 S=3+ H=3+ D=3+ C=3+ ours.C=8- text="every ace and king (the asker holds the four kings, partner none), but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): partner's six is the contract" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK4-AK4-AK4-AK43
7C "Blackwood" custom=<1:K1 C=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=A2-AQJ-AQ2-AQJ32
7C "Blackwood" custom=<1:K1 ours.C=10+ text="every ace and king and ten trumps together: grand slam"
7C "Blackwood" custom=<1:K1 C=:2/3 ours.C=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7C "Blackwood" custom=4:K1 C=:c text="the asker holds the four kings (partner none), every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=K32-K32-K2-KQJ32
7C "Blackwood" custom=4:K1 ours.C=10+ text="the asker holds the four kings (partner none), every ace and king and ten trumps together: grand slam" test=K-K-K-KJT9876543
7C "Blackwood" custom=4:K1 C=:2/3 ours.C=8+ text="the asker holds the four kings (partner none), every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours" test=K2-K2-K-KQ765432
7C "Blackwood" custom=<1:K1 C=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=A87-A87-A8-Q5432
P "Blackwood" text="a king missing: 6C is the contract" test=A2-AK2-AQ2-AQJ32

[5N@{a}0-P-6D-P] where a in HS
6{a} "Blackwood" custom=3:K1 S=3+ H=3+ D=3+ C=3+ ours.{a}=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): small slam" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK4-AK43-AK4-A54|AK43-AK4-AK4-A54
7{a} "Blackwood" custom=3:K1 {a}=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=AKQ2-AKQ32-K2-32
7{a} "Blackwood" custom=3:K1 ours.{a}=10+ text="every ace and king and ten trumps together: grand slam"
7{a} "Blackwood" custom=3:K1 {a}=:2/3 ours.{a}=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7{a} "Blackwood" custom=3:K1 {a}=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=AK7-Q5432-AK7-AK|Q5432-AK7-AK7-AK
6{a} "Blackwood" text="a king missing" test=A2-AKQ32-AQ2-A32

[5N@20-P-6D-P]
P "Blackwood" custom=3:K1 S=3+ H=3+ D=3+ C=3+ ours.D=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): partner's six is the contract" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK4-AK4-AK43-A54
7D "Blackwood" custom=3:K1 D=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=AK2-AK2-AKQ32-32
7D "Blackwood" custom=3:K1 ours.D=10+ text="every ace and king and ten trumps together: grand slam"
7D "Blackwood" custom=3:K1 D=:2/3 ours.D=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7D "Blackwood" custom=3:K1 D=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=AK7-AK7-Q5432-AK
P "Blackwood" text="a king missing: 6D is the contract" test=A2-A32-AKQ32-A32

[5N@10-P-6D-P]
6N "Blackwood" custom=3:K1 S=3+ H=3+ D=3+ C=3+ ours.C=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): 6NT (six of the trump suit is passed)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK4-AK4-AK4-A543
7C "Blackwood" custom=3:K1 C=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=AK2-AK2-K2-AKQ32
7C "Blackwood" custom=3:K1 ours.C=10+ text="every ace and king and ten trumps together: grand slam"
7C "Blackwood" custom=3:K1 C=:2/3 ours.C=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7C "Blackwood" custom=3:K1 C=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=AK7-AK7-AK-Q5432
6N "Blackwood" text="a king missing" test=A2-AQ2-A32-AKQ32

[5N@40-P-6H-P]
6S "Blackwood" custom=2:K1 S=3+ H=3+ D=3+ C=3+ ours.S=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): small slam" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK43-AK4-A54-A54
7S "Blackwood" custom=2:K1 S=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=AKQ32-AK2-A32-A2
7S "Blackwood" custom=2:K1 ours.S=10+ text="every ace and king and ten trumps together: grand slam"
7S "Blackwood" custom=2:K1 S=:2/3 ours.S=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7S "Blackwood" custom=2:K1 S=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=Q5432-AK7-AK7-A8
6S "Blackwood" text="a king missing" test=AKQ32-A32-AQ2-A2

[5N@30-P-6H-P]
P "Blackwood" custom=2:K1 S=3+ H=3+ D=3+ C=3+ ours.H=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): partner's six is the contract" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK4-AK43-A54-A54
7H "Blackwood" custom=2:K1 H=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=AK2-AKQ32-A32-A2
7H "Blackwood" custom=2:K1 ours.H=10+ text="every ace and king and ten trumps together: grand slam"
7H "Blackwood" custom=2:K1 H=:2/3 ours.H=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7H "Blackwood" custom=2:K1 H=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=AK7-Q5432-AK7-A8
P "Blackwood" text="a king missing: 6H is the contract" test=A32-AKQ32-AQ2-A2

[5N@{a}0-P-6H-P] where a in CD
6N "Blackwood" custom=2:K1 S=3+ H=3+ D=3+ C=3+ ours.{a}=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): 6NT (six of the trump suit is passed)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK4-AK4-A54-A543|AK4-AK4-A543-A54
7{a} "Blackwood" custom=2:K1 {a}=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=A2-A32-AKQ2-AKQ2
7{a} "Blackwood" custom=2:K1 ours.{a}=10+ text="every ace and king and ten trumps together: grand slam"
7{a} "Blackwood" custom=2:K1 {a}=:2/3 ours.{a}=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7{a} "Blackwood" custom=2:K1 {a}=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=AK7-AK7-A8-Q5432|AK7-AK7-Q5432-A8
6N "Blackwood" text="a king missing" test=A32-A2-AQJ32-AQ2

[5N@{a}0-P-6S-P] where a in CDH
6N "Blackwood" custom=1:K1 S=3+ H=3+ D=3+ C=3+ ours.{a}=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): 6NT (six of the trump suit is passed)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK4-A54-A54-A543|AK4-A54-A543-A54|AK4-A543-A54-A54
7{a} "Blackwood" custom=1:K1 {a}=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=K2-AQJ-AQJ2-AQJ2
7{a} "Blackwood" custom=1:K1 ours.{a}=10+ text="every ace and king and ten trumps together: grand slam"
7{a} "Blackwood" custom=1:K1 {a}=:2/3 ours.{a}=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7{a} "Blackwood" custom=1:K1 {a}=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=AK7-A87-A8-Q5432|AK7-A87-Q5432-A8|AK7-Q5432-A87-A8
6N "Blackwood" text="a king missing" test=A32-A32-AQ32-AQ2

[5N@40-P-6S-P]
P "Blackwood" custom=1:K1 S=3+ H=3+ D=3+ C=3+ ours.S=8- text="every ace and king, but a flat 4-3-3-3 hand and no nine-card fit known: no source of a thirteenth trick (no long suit, no ruff in the short trump hand): partner's six is the contract" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; the aces and kings are the top tricks, the thirteenth comes from a long suit or a ruff; a 4-3-3-3 hand opposite an eight-card fit usually has twelve" test=AK43-A54-A54-A54
7S "Blackwood" custom=1:K1 S=:c text="every ace and king, and the trump queen with two of the top three in hand: grand slam (thirteen tricks counted)" ref="standard teaching: bid a grand slam only when you can count thirteen tricks; with the trump queen missing and fewer than ten trumps, stop in six" test=AQJ32-AK2-A32-A2
7S "Blackwood" custom=1:K1 ours.S=10+ text="every ace and king and ten trumps together: grand slam"
7S "Blackwood" custom=1:K1 S=:2/3 ours.S=8+ text="every ace and king, an eight-card or longer trump fit and two of the top three trump honours in hand: grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king (28 of the 40 HCP, no side loser to a top card) and a trump fit with the top honours to draw trumps; a long fit is not needed when the top trumps are ours"
7S "Blackwood" custom=1:K1 S=:2 text="every ace and king (the trump ace and king among them) and the trump queen (without the jack) in hand: solid trumps, grand slam" ref="standard teaching: bid a grand slam when you can count thirteen tricks: every ace and king is ours, so the trump ace and king are too, and the queen in hand makes the trumps solid; with a flat 4-3-3-3 hand and an eight-card fit the thirteenth trick is missing (above)" test=Q5432-AK7-A87-A8
P "Blackwood" text="a king missing: 6S is the contract" test=AQJ32-A32-AQ2-A2

[5N@50-P-6{a}-P]
7N "Blackwood" custom=4:K1 text="every ace and king: grand slam" test=AK2-AK2-AK2-AK32
6N "Blackwood" text="a king missing" test=A32-AQ2-AQ32-AQ2

[5N@{a}0-P-6{r}-P-6{a}-P] where r<a
P "Blackwood" text="the asker placed the contract" test=K2-K43-QJ32-K432

[5N@{a}0-P-6{r}-P-7{a}-P]
P "Blackwood" text="the asker placed the contract" test=K2-K43-QJ32-K432

[5N@{a}0-P-6{r}-P-6N-P] where a in CD
P "Blackwood" text="the asker placed the contract" test=K2-K43-QJ32-K432

[5N@50-P-6{r}-P-6N-P]
P "Blackwood" text="the asker placed the contract" test=K2-K43-QJ32-K432

[5N@50-P-6{r}-P-7N-P]
P "Blackwood" text="the asker placed the contract" test=K2-K43-QJ32-K432

# ---------------------------------------------------------------------------------------
# Grand Slam Force (5NT with a suit agreed, written 5N@Gt): seven with two of the top three
# trump honours, else six. (Not on the SAYC card; the test suite uses it.)
[5N@G4-P]
7S "Grand Slam Force" S=:2/3 text="two of the top three trump honours" test=KQ86-8652-JT53-3
6S "Grand Slam Force" text="fewer than two of the top three trump honours" test=93-98764-6432-74

[5N@G3-P]
7H "Grand Slam Force" H=:2/3 text="two of the top three trump honours" test=J5-AK8762-AQ753-
6H "Grand Slam Force" text="fewer than two of the top three trump honours" test=AJ5-K8762-AQ753-

[5N@G2-P]
7D "Grand Slam Force" D=:2/3 text="two of the top three trump honours" test=AQ753-J5-AK8762-
6D "Grand Slam Force" text="fewer than two of the top three trump honours" test=AQ753-AJ5-K8762-

[5N@G1-P]
7C "Grand Slam Force" C=:2/3 text="two of the top three trump honours" test=AQ753-J5--AK8762
6C "Grand Slam Force" text="fewer than two of the top three trump honours" test=AQ753-AJ5--K8762

[5N@G{a}-P-6{a}-P]
P "Grand Slam Force" text="partner lacks two top honours" test=9832-T652-T7-T73

[5N@G{a}-P-7{a}-P]
P "Grand Slam Force" text="grand slam" test=5-T6542-T984-754

# Untagged: a jump to 5NT over a major opening is the Grand Slam Force; the answers are
# those of the tagged force.
[1{a}-P-5N-P] where a in HS as [5N@G{a}-P]

[1{a}-P-5N-P-6{a}-P] where a in HS complete
P "Grand Slam Force" text="partner lacks two top honours" test=T98762-9652-T7-6

[1{a}-P-5N-P-7{a}-P] where a in HS complete
P "Grand Slam Force" text="grand slam" test=8632-4-842-JT843

# ---------------------------------------------------------------------------------------
# Control bids (written 4C@Qt or 4D@Qt, t the agreed major). With a major agreed at the
# three level and slam values, a hand with two quick losers in one side suit (no ace, king,
# singleton or void) does not use Blackwood, which asks for aces, not controls: holding the
# controls of the other side suits, it makes the control bid just below the suit at risk
# (one_suit.bb), and partner shows his cheapest control up the line (ace, king, singleton
# or void) or signs off in four of the major. The control bidder asks for aces when every
# side suit is then controlled, else signs off; partner passes the sign-off.
[4C@Q4-P]
4D "Control Bid" D=:HH asks=1 text="control bid: a diamond control (ace, king, singleton or void)" ref="standard teaching (control bidding): answer a control bid with your cheapest control (ace, king, singleton or void) up the line below four of the agreed major; without one, sign off in four of the major" test=KQ876-K32-K32-32
4H "Control Bid" H=:HH asks=1 text="control bid: a heart control (ace, king, singleton or void), no diamond control" ref="standard teaching (control bidding): answer a control bid with your cheapest control (ace, king, singleton or void) up the line below four of the agreed major; without one, sign off in four of the major" test=KQ876-K32-Q32-32
4S "Control Bid" text="no diamond or heart control: sign-off" ref="standard teaching (control bidding): answer a control bid with your cheapest control (ace, king, singleton or void) up the line below four of the agreed major; without one, sign off in four of the major" test=KQ876-Q32-Q32-K2

[4D@Q4-P]
4H "Control Bid" H=:HH asks=1 text="control bid: a heart control (ace, king, singleton or void)" ref="standard teaching (control bidding): answer a control bid with your cheapest control (ace, king, singleton or void) up the line below four of the agreed major; without one, sign off in four of the major" test=KQ876-K32-Q32-32
4S "Control Bid" text="no heart control: sign-off" ref="standard teaching (control bidding): answer a control bid with your cheapest control (ace, king, singleton or void) up the line below four of the agreed major; without one, sign off in four of the major" test=KQ876-Q32-K32-32

[4C@Q3-P]
4D "Control Bid" D=:HH asks=1 text="control bid: a diamond control (ace, king, singleton or void)" ref="standard teaching (control bidding): answer a control bid with your cheapest control (ace, king, singleton or void) up the line below four of the agreed major; without one, sign off in four of the major" test=K32-KQ876-K32-32
4H "Control Bid" text="no diamond control: sign-off" ref="standard teaching (control bidding): answer a control bid with your cheapest control (ace, king, singleton or void) up the line below four of the agreed major; without one, sign off in four of the major" test=K32-KQ876-Q32-K2

[4C@Q4-P-4D-P]
4N@40 "Blackwood" H=:HH text="every side suit controlled (hearts by his own holding): asks for aces" ref="standard teaching (control bidding): the control bidder asks for aces once every side suit is known to be controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=KQJ2-A32-432-AK2
4S "Control Bid" text="hearts not controlled: sign-off" ref="standard teaching (control bidding): the control bidder asks for aces once every side suit is known to be controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=KQJ2-432-AQ2-AK2

[4C@Q4-P-4H-P]
4N@40 "Blackwood" D=:HH text="every side suit controlled (diamonds by his own holding, partner's hearts): asks for aces" ref="standard teaching (control bidding): the control bidder asks for aces once every side suit is known to be controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=KQJ2-432-A32-AK2
4S "Control Bid" text="partner denied a diamond control and the bidder has none: sign-off" ref="standard teaching (control bidding): the control bidder asks for aces once every side suit is known to be controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=KQJ2-AQ2-432-AK2

[4D@Q4-P-4H-P]
4N@40 "Blackwood" C=:HH D=:HH text="every side suit controlled (partner's hearts): asks for aces" ref="standard teaching (control bidding): the control bidder asks for aces once every side suit is known to be controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=KQJ2-432-AQ2-AK2

[4C@Q4-P-4S-P]
P "Control Bid" text="partner signed off: no control in the suit at risk" ref="standard teaching (control bidding): a sign-off in four of the major after control bids ends the slam try" test=KQJ2-AQ2-432-AK2

[4D@Q4-P-4S-P]
P "Control Bid" text="partner signed off: no heart control" ref="standard teaching (control bidding): a sign-off in four of the major after control bids ends the slam try" test=KQJ2-432-AQ2-AK2

[4C@Q3-P-4D-P]
4N@30 "Blackwood" S=:HH text="every side suit controlled (spades by his own holding, partner's diamonds): asks for aces" ref="standard teaching (control bidding): the control bidder asks for aces once every side suit is known to be controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=A2-KQJ2-432-AKQ2
4H "Control Bid" text="spades not controlled: sign-off" ref="standard teaching (control bidding): the control bidder asks for aces once every side suit is known to be controlled (by partner's control bid or his own holding); with a suit uncontrolled two quick losers may cash: sign off in game" test=432-KQJ2-AQ2-AK2

[4C@Q3-P-4H-P]
P "Control Bid" text="partner signed off: no diamond control" ref="standard teaching (control bidding): a sign-off in four of the major after control bids ends the slam try" test=A2-KQJ2-432-AKQ2

[4C@Q4-P-4{d}-P-4S-P] where d in DH
P "Control Bid" text="the control bidder signed off: pass" ref="standard teaching (control bidding): a sign-off in four of the major after control bids ends the slam try" test=KQ876-K32-K32-32

[4C@Q3-P-4D-P-4H-P]
P "Control Bid" text="the control bidder signed off: pass" ref="standard teaching (control bidding): a sign-off in four of the major after control bids ends the slam try" test=K32-KQ876-K32-32

# ---------------------------------------------------------------------------------------
# Untagged 4NT: when the auction carries no tag (test cases are written in plain PBN), the
# common auctions where a suit was raised and then 4NT was bid are answered as the tagged
# ask with that suit as trumps. (preempts.bb and strong_two.bb alias their untagged 4NT
# auctions the same way.)
[1{a}-P-3{a}-P-4N-P] where a in HS as [4N@{a}0-P]

[1{a}-P-2{a}-P-4N-P] where a in HS as [4N@{a}0-P]

[1{a}-P-2N-P-3{a}-P-4N-P] where a in HS as [4N@{a}0-P]

[1{a}-P-2N-P-4{a}-P-4N-P] where a in HS as [4N@{a}0-P]

[1{a}-P-1{b}-P-3{b}-P-4N-P] where a<b, b in HS as [4N@{b}0-P]

# ---------------------------------------------------------------------------------------
# The defenders over a Blackwood answer: the answer is artificial, so a double of it is
# lead-directing: a good holding in the suit of the answer (four or more cards with two of
# the top three honours), asking partner to lead it. Otherwise the defenders pass (below).
# The asker's side ignores the double: the asker and his partner go on as without it.
[4N@{a}0-P-5C] where a in DHS
D "Lead-Directing Double" C=4+:2/3 text="lead-directing: a good club holding (the suit of their artificial answer)" ref="standard teaching: a double of an artificial bid (a Blackwood answer, a cue bid) is lead-directing: it shows a good holding in the suit and asks for its lead" test=T832-J52-97-KQJ4
[4N@{a}0-P-5D] where a in CHS
D "Lead-Directing Double" D=4+:2/3 text="lead-directing: a good diamond holding (the suit of their artificial answer)" ref="standard teaching: a double of an artificial bid (a Blackwood answer, a cue bid) is lead-directing: it shows a good holding in the suit and asks for its lead" test=T832-J52-KQJ4-97
[4N@{a}0-P-5H] where a in CDS
D "Lead-Directing Double" H=4+:2/3 text="lead-directing: a good heart holding (the suit of their artificial answer)" ref="standard teaching: a double of an artificial bid (a Blackwood answer, a cue bid) is lead-directing: it shows a good holding in the suit and asks for its lead" test=T832-KQJ4-J52-97
[4N@{a}0-P-5S] where a in CDH
D "Lead-Directing Double" S=4+:2/3 text="lead-directing: a good spade holding (the suit of their artificial answer)" ref="standard teaching: a double of an artificial bid (a Blackwood answer, a cue bid) is lead-directing: it shows a good holding in the suit and asks for its lead" test=KQJ4-T832-J52-97

[4N@{a}0-P-5{r}-D] as [4N@{a}0-P-5{r}-P]
[4N@{a}0-P-5{r}-D-5{a}-P] where r<a as [4N@{a}0-P-5{r}-P-5{a}-P]
[4N@{a}0-P-5{r}-D-6{a}-P] as [4N@{a}0-P-5{r}-P-6{a}-P]

# Untagged: the defenders over the answer in the untagged auctions above.
[1{a}-P-3{a}-P-4N-P-5{r}] where a in HS, r!=a as [4N@{a}0-P-5{r}]
[1{a}-P-2{a}-P-4N-P-5{r}] where a in HS, r!=a as [4N@{a}0-P-5{r}]
[1{a}-P-2N-P-3{a}-P-4N-P-5{r}] where a in HS, r!=a as [4N@{a}0-P-5{r}]
[1{a}-P-2N-P-4{a}-P-4N-P-5{r}] where a in HS, r!=a as [4N@{a}0-P-5{r}]
[1{a}-P-1{b}-P-3{b}-P-4N-P-5{r}] where a<b, b in HS, r!=b as [4N@{b}0-P-5{r}]

# ---------------------------------------------------------------------------------------
# The defenders while the opponents ask for aces or kings (Blackwood, the king ask, the
# Grand Slam Force) and answer: pass. The views start at the tagged call ([4N@30],
# [4N@40-P-5D], [5N@30-P-6H-P-P] ...); an untagged element matches the tagged call, so one
# pattern serves every trump suit.
[they:4N ...]
P text="the opponents are asking for aces: pass" ref="standard teaching" test=QJ2-Q8432-J32-T2

[they:5N ...]
P text="the opponents are asking for kings or trump honours: pass" ref="standard teaching" test=QJ2-Q8432-J32-T2
