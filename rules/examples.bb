# The worked examples of the BidBase Editor's documentation, written in the bidbase DSL.
# Every entry has a test hand; `bidbase check rules/examples.bb` runs them all.

system "BidBase examples"

convention "NT, Strong"
convention "NT, Strong: Quantitative"
convention "NT, Strong: Rebids"
convention "2C Strong: Major-Minor"
convention "2C Strong: 2D Waiting: Splinter" = off
convention "Precision" = off
convention "Splinter" = off
convention "Weak Two"
convention "Gambling 3NT"
convention "Psych"
convention "Opening: Non-Touching 5-6"
convention "Brozel"
convention "Michaels"
convention "Michaels: 6-5 Majors"
convention "Takeout Double"
convention "Takeout Double: Long Way Out"
convention "Overcall"
convention "Overcall: Quality Suit"
convention "Overcall: Rebid With Intermediates"
convention "1N Overcall"
convention "Sandwich NT"
convention "Drury"
convention "Blackwood"
convention "Help Suit Game Try"
convention "Control Bid"
convention "Raise"
convention "Raise: Cue Bid Raise"
convention "Example: x,<4"
convention "Example: Pairing"
convention "DDA"
convention "Running Tricks"
convention "Balancing"

# Opening bids. The 1N and 2N entries (BONs 130000 and 110000, as in BidBase) define the
# notrump ranges that the P, Min and 1N forms below are computed from.
[]
# Wolff: strong two-suiters open 1 of a suit, but with a major and a minor, open 2C.
# X=5+ with S and H as x gives a five-card major; SH<10 rules out two of them; each minor is
# five cards or fewer than four.
2C "2C Strong: Major-Minor" hcp=20+ losers=4 X=5+ S=x H=x SH<10 D=5,<4 C=5,<4 test=A-AK742-A3-AQ753 ref="Aces 2022"
# Wolff, 5-6 in non-touching suits: bid the six-card suit first when it is strong (two of
# the top three). HD<11 rules out six diamonds with five hearts (touching suits).
1x "Opening: Non-Touching 5-6" hcp=11-21 X=6:a S=5,<3 H=5,<3 D=x C=x HD<11 test=AJ432-2-AKT982-3
2N "NT, Strong" bon=110000 hcp=20-21 shape=balanced announce text="20-21" test=AKQ2-KQ3-AJ3-Q32
1N "NT, Strong" bon=130000 hcp=15-17 shape=balanced announce text="15-17" test=AQ3-KT87-K63-A54
# A good 14 with intermediates opens 1N too.
1N "NT, Strong" hcp=14 ints=3 shape=balanced announce text="15-17 (good 14)" test=AT9-KT98-KJ9-QJ2
# A weak two with no outside stopper: KJ9653-JT3-Q2-53.
2S "Weak Two" hcp=5-11 S=6:4+ H=<8:0stop D=<8:0stop C=<8:0stop vul=X test=KJ9653-JT3-Q2-53
# Gambling 3NT: a solid seven-card minor, nothing outside.
3N "Gambling 3NT" hcp=9-16 X=7+:SS D=x C=x S=<3 H=<3 alert test=2-32-AKQ8765-432
1x hcp=12-21 qt=2 X=5+ S=x H=x D=x C=x test=AQ432-K87-K-A654
1x hcp=12-21 qt=2 X=3+ D=x C=x test=AQ43-K874-K-A654
# A psychic opening, 1% of the time (seed: Q5432 2 6532 432).
1S "Psych" pct=1 hcp=<4 S=5 test=Q5432-2-6532-432
P test=Q32-J87-K632-954

# Responses and rebids after 1N.
[1N-P]
# The quantitative raise: 10-14 opposite 15-17 is P25-29 whatever the range of the 1N.
3N "NT, Strong: Quantitative" hcp=P25-29 shape=balanced round=1 player=3 test=K32-Q32-KJ32-A32
4N "NT, Strong: Quantitative" hcp=P31-32 shape=balanced asks=P text="invites 6N" test=KQ2-A32-KJ32-A32
P test=432-Q32-J432-432

[1N-P-2N-P]
# Opener's rebids over an invitation, with the "Min" forms of the Editor.
P "NT, Strong: Rebids" hcp=Min test=AQ3-KT87-Q63-A54
3N "NT, Strong: Rebids" hcp=Min+1 test=AQ3-KT87-K63-A54
3N "NT, Strong: Rebids" hcp=Min+2 shows="17 HCP" test=AQ3-KT87-K63-AJ4

[2N-P-3N-P]
P "NT, Strong: Rebids" hcp=2N test=AKQ2-KQ3-AJ3-Q32

[1C-P-1H-P]
# A jump to 2N shows the range between 1N and 2N openings: 1N+3+4 (18-19), with two suits
# stopped outside partner's hearts.
2N "NT, Strong: Rebids" hcp=1N+3+4 shape=balanced stopped=2 test=AQ3-K87-KJ3-AQ54

# Brozel over the opponents' 1N.
[1N]
# 2D: six diamonds and four hearts.
2D "Brozel" hcp=8-15 D=6 H=4 alert text="diamonds and hearts" test=2-KQ87-KQJ432-32
# Dbl: a six-card suit with 5+ HCP in it, any suit: the X suit, with 1-suiter so that it does
# not catch 2D's hands.
D "Brozel" hcp=8-15 X=6+:5+ S=x:x H=x:x D=x:x C=x:x shape=1-suiter alert text="a one-suiter" test=32-54-AKJ432-J43
P test=432-Q32-J432-432

# Michaels over 1H: five spades and five of a minor, the minors as x.
[1H]
2H "Michaels" hcp=8-16 X=5+ S=5+ D=x C=x alert text="spades and a minor" test=KQ432-2-3-AJ9876
P test=432-Q32-J432-432

# An x spec with alternatives: "x,5+" with X Points 5+. The X Points apply only to the x test;
# the other major needs only five cards.
[1D]
2D "Michaels: 6-5 Majors" hcp=8-16 X=6+:5+ S=x,5+ H=x,5+ alert test=KQJ432-A5432-2-2
# Overcalls: quality suits, with intermediates standing in for high cards (seed: abi2, 2+i2,
# AT98 "just as good as AJxx": 4+i3).
1S "Overcall: Quality Suit" hcp=8-16 S=5+:abi2 test=KQT92-Q32-32-K32
1H "Overcall: Quality Suit" hcp=8-16 H=5+:4+i3 test=32-AT987-432-KQ2
2C "Overcall: Rebid With Intermediates" hcp=10-16 C=6+:2+i2 test=A2-KJ2-32-Q98765
1S "Overcall" hcp=8-16 S=4+:abi1 H.quality=biddable- test=AQ92-432-32-KQ32
P test=432-Q32-J432-432

# Takeout doubles over 1C.
[1C]
# Taking the long way out (Wolff: 8 AJ63 AKQJ94 97 is too strong to overcall): a strong
# six-card suit with 10+ HCP in it, a side suit of four or more only with 5+ HCP.
D "Takeout Double: Long Way Out" hcp=15+ X=6+:10+ S=x,4+,<4:5+ H=x,4+,<4:5+ D=x,4+,<4:5+ C=<3 test=8-AJ63-AKQJ94-97
# Support for the three other suits, 3-4 cards each but not 3-3-3: SHD=11-12.
D "Takeout Double" hcp=12+ S=3-4 H=3-4 D=3-4 SHD=11-12 test=AQ32-K432-KJ2-32
# The cue bid: both majors.
2C "Michaels" hcp=8-16 S=5+ H=5+ alert text="both majors" test=KQ432-AJ432-32-2
P test=432-Q32-J432-432

# Use_Against: two entries for 1C-(2C), one for a natural 2C and one for Michaels. Over a
# natural 2C responder bids his five-card major; over Michaels, which shows both majors, he
# does not: he doubles with values. Which one applies depends on what the opponents' 2C means
# (docs/dsl.md#against): known in self-play, declared with --against, or explained by the
# opponents' system.
[1C-2C]
2H against=natural hcp=8+ H=5+ text="five hearts: their 2C is natural" test=32-KQ432-K32-J32
D against=Michaels hcp=10+ text="values: their 2C showed the majors" test=32-KJ32-KQ32-J32
P test=432-Q32-J432-432

# Opener's LHO bid spades and partner passed: 1C-P-1S. A 1N by an unpassed hand is natural;
# by a passed hand it is Sandwich Notrump (5-5 in the unbid suits).
[1C-P-1S]
1N "Sandwich NT" hcp=7-9 H=5+ D=5+ pos=Y alert text="hearts and diamonds" test=2-KJ432-QJ432-32
1N "1N Overcall" hcp=15-18 shape=balanced S=:1stop pos=N test=KJ2-AQ3-K432-Q32
P test=432-Q32-J432-432

# 1H-P-1S: spade honours sit over the spade bidder (protected), heart honours do not.
[1H-P-1S]
1N "1N Overcall" hcp=15-18 shape=balanced S=:P,1stop H=:1stop test=KJ2-AQ3-K432-Q32
P test=432-Q32-J432-432

# After 1S-P: a passed hand's 2C is Drury; an unpassed hand's 2C is natural.
[1S-P]
2C "Drury" hcp=10-11 S=3+ pos=Y alert text="spade support, 10-11" test=K32-Q32-KJ32-Q32
2C "Raise" hcp=11+ C=4+ pos=N test=K32-Q32-K2-AQ432
# A preemptive raise: 5+ trumps with shortness, in total points.
4S "Raise" hcp=<10 S=5+ dist=2+ test=QJ432-2-K432-432
# A limit raise counted in dummy points with spades as trumps, partner showing five.
3S "Raise" dummy=S5:10-12 S=4+ hcp=<11 test=Q432-K32-A432-32
# Splinter is switched off (not SAYC); its test hand is still checked.
4C "Splinter" hcp=10-13 S=4+ C=<2 alert test=KQ32-A432-K432-2
2S "Raise" hcp=6-10 S=3+ test=K32-Q432-J432-32
P test=432-Q32-J432-432

# The percentage alternatives of one BON: 50/20/20/10 with the same hand specs.
[1S-2H]
3H "Raise: Cue Bid Raise" bon=943300 pct=50 hcp=10-12 S=3+ alert test=K32-32-AJ432-K32
3S "Raise" bon=943300 pct=20 hcp=10-12 S=3+ test=K32-32-AJ432-K32
2N "Raise" bon=943300 pct=20 hcp=10-12 S=3+ test=K32-32-AJ432-K32
D "Raise" bon=943300 pct=10 hcp=10-12 S=3+ test=K32-32-AJ432-K32
P test=432-Q32-J432-432

# Help suit game try: 3H asks for help in hearts (HA: three or more without the ace or king);
# responder accepts with HH (ace, king, or shortness).
[1S-P-2S-P]
# What the side holds together: his own HCP plus the 6 partner's raise shows, his spades plus
# partner's 3 (ours.; docs/descriptions.md).
4S ours.hcp=25+ ours.S=8+ text="game: 25+ HCP together, eight trumps" test=AKJ32-A32-A2-K32
3H "Help Suit Game Try" hcp=15-17 S=5+ H=3+:HA asks=HH test=AKJ32-Q32-A2-K32
# A minimum passes. 15-18 HCP without three hearts has no entry here: that is where the DDA
# path of seed 000 answers (`bid --dda 50`): double-dummy analysis of deals that fit the auction
# finds the best contract, and the D entry below bids game when it is 4S; for another best
# contract the bidder bids that contract itself.
4S "DDA" pct=D best=4S test=AKJ32-32-A2-K432
P hcp=<15 test=AKJ32-32-Q2-K432

[1S-P-2S-P-3H-P]
4S "Help Suit Game Try" hcp=8-10 H=:HH test=Q32-K32-J432-Q32
3S "Help Suit Game Try" test=Q32-432-KJ42-Q32

# Control bids after a forcing raise: 4C first-round control in clubs, 4D the diamond ace.
[1S-P-3S-P]
4N@40 "Blackwood" hcp=19+ S=5+ asks=A test=AKQ32-KQ2-K2-K32
4C "Control Bid" C=:FRC S=4+ hcp=13+ test=AKJ32-K32-Q2-A32
# A control bid that bypasses 4C shows the diamond ace and denies the club ace (fewer than 4
# HCP in clubs: no ace there). GIB: "if it's cue bidding and bypasses 4C to bid 4D, it will
# say A, no C A"; here the description of 4D reads "A+ in D, no A in C".
4D "Control Bid" D=:A C=:<4 S=4+ hcp=13+ test=AKJ32-Q32-A2-K32
4S test=KQJ32-Q32-Q2-Q32

# Blackwood responses with spades as trumps (4N@40): the section starts at the "@" call, so it
# serves every auction that reaches 4N@40.
[4N@40-P]
5C "Blackwood" custom=0-0:A1 test=KQ32-KQ2-KQ32-K2
5C "Blackwood" custom=4-4:A1 test=A432-A32-A32-A32
5D "Blackwood" custom=1-1:A1 test=A432-K32-Q32-Q32
5H "Blackwood" custom=2-2:A1 test=A432-A32-Q32-Q32
5S "Blackwood" custom=3-3:A1 test=A432-A32-A32-Q32

# The x,<4 example of the seed: each x suit is six cards with 5+ HCP, four or more with 5+, or
# fewer than four with fewer than 5 HCP.
[1C-1D]
2x "Example: x,<4" X=6,4+:5+ S=x,<4:<5 H=x,<4:<5 D=x,<4:<5 C=x,<4:<5 test=AQ5432-KQ32-32-2
P test=432-Q32-J432-432

# Pairing Num and Points alternatives, the seed's three rows.
[2D-P]
# 6+,<6 with <5: six or more hearts with under 5 HCP in them, or fewer than six.
P "Example: Pairing" hcp=<14 H=6+,<6:<5 test=2-9876532-K32-32
2H "Example: Pairing" test=2-KQJ8765-32-432

[2H-P]
# <6,6+ with <5: fewer than six spades with under 5 HCP in them, or six or more spades.
3H "Example: Pairing" hcp=<14 H=2+ S=<6,6+:<5 test=J432-32-K432-432
2S "Example: Pairing" test=KQJ32-2-K432-432

[2S-P]
# <6,6+ with <5,4+: fewer than six hearts with under 5 HCP, or six or more with 4+.
4S "Example: Pairing" hcp=<14 S=2+ H=<6,6+:<5,4+ test=Q2-J432-K432-432
3H "Example: Pairing" H=6+ test=2-KQ9876-K432-32

# RHO opened 3S: 3N with enough tricks off the top (running winners) and a spade stopper.
[3S]
3N "Running Tricks" winners=R9 S=:1stop test=A2-AKQJT98-A2-32
P test=432-Q32-J432-432

# Balancing after 1D-P-P: combined HCP outside LHO's diamonds (SHC=:7+) so a 7-count has its
# points where they help; vulnerability matters.
[1D-P-P]
D "Balancing" hcp=7+ SHC=:7+ S=3+ H=3+ D=<3 vul=N test=K432-Q432-2-K432
P test=432-Q32-J432-432

# ---------------------------------------------------------------------------------------------
# Patterns, layers, shared blocks, aliases and forcing (docs/dsl.md, the chapter of that name).
# None of the sections below is, or matches, the Prior Bids of a section above, so every auction
# above is decided exactly as before.

# Responses to 1C with their forcing status: a new suit forces for one round (asks=1), a jump
# shift to game (asks=G).
[1C-P]
2H hcp=17+ H=5+ S=<=H asks=G text="jump shift: forcing to game" test=AK2-AKJ32-K32-32
2S hcp=17+ S=5+ asks=G text="jump shift: forcing to game" test=AKJ32-AK2-K32-32
1H hcp=6+ H=4+ S=<=H asks=1 text="new suit: forcing" test=32-KJ32-Q432-432
1S hcp=6+ S=4+ asks=1 text="new suit: forcing" test=KJ32-32-Q432-432
1D hcp=6+ D=4+ asks=1 text="new suit: forcing" test=32-432-KJ32-Q432
1N hcp=6-10 test=Q32-Q32-Q32-J432
P test=432-432-5432-J32

# Opener's rebid after 1C-P-1D or 1C-P-1S and any call by RHO ("?"). The response was forcing:
# with nothing better, opener rebids 2C, but only while forced; after RHO's double or bid the
# force is off and such a hand finds no entry here.
[me:1C P 1D|1S ?]
1N hcp=12-14 shape=balanced text="12-14 balanced" test=K32-Q32-K32-AJ32
2C hcp=12-16 C=6+ text="six clubs" test=K2-Q32-32-AKJ765
2C forced text="forced: the rebid of last resort" test=2-K432-AJ32-KQ32

# After the jump shift both partners are forced to game: gameforce holds at our side's every
# turn until a game is bid, whatever RHO did (?) and however the auction went on (...). Calls
# that are illegal in the actual auction are skipped.
[1C P 2{a} ? ...] where a in HS
4{a} gameforce hcp=<16 {a}=3+ text="game forced: raise to game" test=K32-K32-A32-QJ32
3N gameforce hcp=16+ shape=balanced text="game forced: 3NT" test=AK2-KQ2-A32-K432

# Blackwood with hearts as trumps. The answers are a shared block used by two sections; the
# untagged 4NT after 1H-P-3H-P is an alias of the tagged ask.
block "Blackwood answers"
5C "Blackwood" custom=0-0:A1 text="0 or 4 aces" test=KQ32-KQ2-KQ32-K2
5C "Blackwood" custom=4-4:A1 text="0 or 4 aces" test=A432-A32-A32-A32
5D "Blackwood" custom=1-1:A1 text="1 ace" test=A432-K32-Q32-Q32
5H "Blackwood" custom=2-2:A1 text="2 aces" test=A432-A32-Q32-Q32
5S "Blackwood" custom=3-3:A1 text="3 aces" test=A432-A32-A32-Q32

[1H-P-3H-P]
4N@30 "Blackwood" hcp=19+ H=5+ asks=A test=KQ2-AKQ32-K2-K32
4H test=K32-AQJ32-K2-432

[4N@30-P]
use "Blackwood answers"

[4N@30-D]
use "Blackwood answers"

[1H-P-3H-P-4N-P] as [4N@30-P]

# Partner's 1NT met a double or a bid (D|bid): 3NT with values, whatever RHO did; else pass.
# Over a bid above 3NT the 3NT entry is illegal and skipped.
[1N D|bid]
3N hcp=10+ shape=balanced text="to play" test=K32-Q32-KJ32-Q32
P test=Q32-J32-5432-432

# Their jump to two or three of a major passed round to us: a level variable with jump(n). A
# weak-two opening is a jump (hearts could have been opened at the one level); the 2H of
# 1S-P-2H-P-P is not, and that auction is left to the sections after this one.
[... they:{n}{a} P P] where a in HS, n in 23, jump(n)
3N hcp=16+ shape=balanced {a}=:1stop text="balancing 3NT" test=AK2-KQ2-Q32-K432
D hcp=12+ {a}=<3 text="balancing takeout double" test=K2-32-AQJ32-KQ32
P test=5432-432-432-432

# Balancing after a one-level bid passed round to us (1D-P-P has its own section above).
[... 1{a} P P] where a in CHS
1N hcp=11-14 shape=balanced {a}=:1stop text="balancing 1NT" test=K32-K32-K32-KJ32
D "Balancing" hcp=11+ text="balancing double" test=AK32-KQ32-2-Q432
P test=5432-432-432-432

# A general layer, kept narrow so that the sections above keep their answers: the opponents
# opened at the two level and our side has only passed since (we:P...). Hands of 12-15 points
# find no entry.
[they:2bid we:P...]
D hcp=16+ text="strong: double first" test=AKJ32-AQ32-K32-2
P hcp=<12 test=5432-Q32-432-432
