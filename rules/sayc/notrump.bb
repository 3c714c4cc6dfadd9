# SAYC after our 1NT (15-17) and 2NT (20-21) openings: responses, opener's rebids, later
# rounds, Gerber, and what we do when the opponents double or overcall.
#
# Summary of the treatments (details in docs/sayc.md, "Notrump"):
#   1NT-2C      Stayman (8+ HCP with a four-card major; weak "escape" Stayman with short clubs;
#               a long minor with slam interest, bid next at the three level)
#   1NT-2D/2H   Jacoby transfers (announced), super-accept with four trumps and a maximum
#   1NT-2S      relay to 3C: a weak hand with a long minor (pass or correct to 3D)
#   1NT-2NT     invitational, 8-9;  3NT 10-15;  4NT quantitative 16-17;  6NT 18-19
#   1NT-3C/3D   invitational: a good six-card minor;  3NT also with a long minor headed by AK
#   1NT-3H/3S   six-card major, slam interest
#   1NT-4C      Gerber (20+); answers 4D 0/4, 4H 1, 4S 2, 4NT 3; 5C asks for kings
#   2NT         3C Stayman, 3D/3H transfers, 3NT 4-10, 4NT quantitative 11-12, 4C Gerber
#   Opener accepts invitations with more than a minimum (Min+).
#   They double 1NT: systems on; redouble is for business (8+ HCP).
#   They overcall: systems off. Double is for penalty, new suits at the two level are
#   natural and not forcing, new suits at the three level are forcing, the cue-bid asks
#   for a four-card major (Stayman), 2NT invites, 3NT is to play.
#   They double or overcall Stayman or a transfer: opener doubles for penalty, redoubles
#   with a strong holding in the suit doubled, completes a doubled transfer with three
#   trumps and passes with two.
#   Where a later round after their double is bid exactly as without it ("systems on":
#   1NT-X-2C-P, 2NT-X-3C-P ..., and the rounds after a doubled Stayman or transfer), the
#   section is an alias of the uncontested one ([1N-D-2C-P] as [1N-P-2C-P]). The Gerber
#   answers are written once (blocks "Gerber answers" and "Gerber king answers"), and the
#   asker's continuations over 2NT and after a 4NT answer are aliases of those over 1NT.

convention "Stayman"
convention "Jacoby Transfer"
convention "Jacoby Transfer: Super-Accept"
convention "Minor Suit Relay"
convention "Gerber"
convention "Blackwood"

# ---------------------------------------------------------------------------------------
# Responses to 1NT
# ---------------------------------------------------------------------------------------
[1N-P]
# A six-card major with slam interest: jump to three, forcing.
3x hcp=P28+ X=6+ S=x H=x asks=1 text="6+ card major, slam interest; forcing" test=432-AQJ865-Q7-A7
# Stayman, then three of the minor: a long minor with slam interest.
2C "Stayman" hcp=P28+ shape=unbalanced X=5+ D=x C=x S=<5 H=<5 asks=1
   text="Stayman; here a long minor with slam interest, bid next" test=KJT-AJ76-QJ852-J
# A 4-3-3-3 hand counts one point less: a flat eight passes, a flat ten only invites.
P hcp=P23 S=3-4 H=3-4 D=3-4 C=3-4 text="4-3-3-3 eight: not worth an invitation" test=T32-AKJ-9865-T82
# With 4-3-3-3 Stayman gains nothing: the flat hand plays as well in notrump (a flat hand counts
# one point less; with game values 3NT).
3N hcp=P26-30 X=4 S=x,3-4 H=x,3-4 D=3-4 C=3-4 text="4-3-3-3 with game values: 3NT without Stayman"
   ref="standard teaching: with 4-3-3-3 shape responder does not use Stayman" test=KJ42-Q32-K32-Q43
# Stayman: invitational or better with a four-card major (5-4 in the majors included).
2C "Stayman" hcp=P23+ X=4 S=x,<6 H=x,<6 asks=1 text="Stayman: asks for a four-card major" test=JT95-72-J942-AQ9
# Escape Stayman: weak, short clubs, will pass any answer.
2C "Stayman" hcp=P<23 C=<2 D=4+ S=3-4 H=3-4 SH=7+ asks=1
   text="Stayman: weak with short clubs, will pass any answer" test=T94-6432-T9543-3
2C "Stayman" hcp=P<23 C=<=2 D=3+ S=4 H=4 asks=1 text="Stayman: weak with both majors and short clubs, will pass any answer"
   ref="standard teaching: garbage Stayman: weak with both four-card majors and no long clubs, pass whatever opener answers" test=T942-J653-Q72-83
# Jacoby transfers. With 5-5 in the majors: hearts first when weak or invitational
# (then 2S invites), spades first when forcing to game (then 3H).
2H "Jacoby Transfer" S=5+ H=5+ hcp=P25+ asks=B2S,1 announce text="transfer" test=J9742-AJT76-KJ6-
2D "Jacoby Transfer" H=5+ S=<=H asks=B2H,1 announce text="transfer" test=8732-T9832-6-743
2H "Jacoby Transfer" S=5+ asks=B2S,1 announce text="transfer" test=T9832-942-9-6542
# A long minor headed by the ace-king: 3NT.
3N X=7+:AK D=x C=x text="to play: a long running minor" test=-965-42-AKQT8653
# A six-card minor headed by an honour is worth about a trick in notrump: with 8-9 HCP
# responder counts it and bids game (the invitation below is left to weaker hands).
3N hcp=P23-24 X=6+:1/3 D=x C=x text="8-9 HCP and a six-card minor headed by an honour: the long suit makes up game values"
   ref="standard teaching: opposite 1NT responder counts a long suit headed by an honour (a six-card minor is a source of tricks in notrump, about a point for each card past the fifth); 10+ points is 3NT" test=94-Q73-KT9652-A4
# Invitational: a good six-card minor; opener bids 3NT with a fitting honour.
3x hcp=P<25 X=6+:a D=x C=x text="invitational: a good 6+ card minor" test=J-T852-AQT862-42
# Weak with a long minor: 2S relays to 3C, to pass or correct to 3D.
2S "Minor Suit Relay" hcp=P<23 X=6+ D=x C=x asks=B3C,1 alert
   text="relay to 3C: a weak hand with a long minor" test=A9-J875-5-T98542
# Balanced hands by strength.
4C "Gerber" hcp=P35+ asks=A text="Gerber: asks for aces" test=AK2-KQ3-AQJ2-K32
6N hcp=P33-34 text="to play" test=AQ2-KJ3-KQ32-K32
6N hcp=P32 X=5+ D=x C=x text="17 HCP and a five-card minor: the fifth card counts a point (33 together), slam"
   ref="standard teaching: responder to 1NT counts a length point for a five-card suit (a long minor is a source of tricks in notrump); 33 points together make 6NT" test=AQ2-K3-KJ2-KJ432
4N hcp=P31-32 text="quantitative: invites 6NT" test=AQ2-KJ3-KJ32-K32
4N hcp=P30 X=5+ D=x C=x text="quantitative: 15 HCP and a five-card minor (the fifth card counts a point: 31 together), invites 6NT"
   ref="standard teaching: responder to 1NT counts a length point for a five-card suit (a long minor is a source of tricks in notrump); 31-32 points together invite 6NT with a quantitative 4NT" test=KJ2-Q3-A32-KQ432
2N hcp=P25 S=3-4 H=3-4 D=3-4 C=3-4 text="invitational: a flat ten counts as nine" test=QJ7-J74-QT5-A543
3N hcp=P25-30 text="to play" test=K84-62-AQJ543-T5
3N hcp=P24 X=5+ D=x C=x text="9 HCP and a five-card minor: the fifth card counts a point, game"
   ref="standard teaching: responder to 1NT counts a length point for a five-card suit (a long minor is a source of tricks in notrump); 10 points opposite 15-17 make game" test=K84-Q62-J2-QJ543
2N hcp=P23-24 text="invitational to 3NT" test=Q4-54-AQ54-87654
P test=87-T9-T8764-T643

# ---------------------------------------------------------------------------------------
# Opener's rebids after the responses to 1NT
# ---------------------------------------------------------------------------------------
[1N-P-2C-P] complete
2H "Stayman" H=4+ text="four hearts (may have four spades)" test=7-98765-7542-J95
2S "Stayman" S=4+ text="four spades, not four hearts" test=T8732-76-952-T93
2D "Stayman" text="no four-card major" test=643-865-T9743-93

[1N-P-2D-P] complete
3H "Jacoby Transfer: Super-Accept" H=4+ hcp=Min+2
   text="super-accept: maximum with four hearts" test=KT953-AK96-54-AK
2H "Jacoby Transfer" text="completes the transfer" test=KQ2-J32-AK32-Q32

[1N-P-2H-P] complete
3S "Jacoby Transfer: Super-Accept" S=4+ hcp=Min+2
   text="super-accept: maximum with four spades" test=QT654-732-AK-AKJ
2S "Jacoby Transfer" text="completes the transfer" test=J32-KQ2-AK32-Q32

[1N-P-2S-P] complete
3C "Minor Suit Relay" asks=D text="forced" test=KQ2-J32-AK32-Q32

[1N-P-2N-P]
3N hcp=Min+ text="accepts the invitation" test=AQ2-KJ3-KJ32-Q32
3N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit (a source of tricks)"
   ref="standard teaching: accept a notrump invitation with a maximum, or with a minimum and a good five-card suit" test=K2-A53-AKT83-J72
P test=AQ2-KJ3-Q432-Q32

# A good six-card minor with two of the top three honours: 3NT with the third one.
[1N-P-3{m}-P] where m in CD
3N {m}=:1/3 text="accepts: a fitting honour" test=K32-Q32-AJ2-KQ32
P test=AKQ2-KQ32-J32-J2

# A six-card major with slam interest: raise with three trumps, else 3NT.
[1N-P-3H-P] complete
4H H=3+ text="three-card support" test=KQ2-A32-KJ32-Q32
3N text="a doubleton" test=KQ32-A2-KJ32-Q32

[1N-P-3S-P] complete
4S S=3+ text="three-card support" test=KQ2-A32-KJ32-Q32
3N text="a doubleton" test=K2-A32-KJ32-Q432

[1N-P-4N-P]
6N hcp=Min+ text="accepts the quantitative invitation" test=T953-AKQ-AQT75-J
6N hcp=Min custom=6:A2K1 text="accepts the quantitative invitation: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-A32-K432-J32
P test=T87643-T85-93-65

[1N-P-3N-P]
P test=AQ2-KJ3-Q432-Q32

[1N-P-6N-P] complete
P test=AQ2-KJ3-Q432-Q32

# Gerber: aces (0 or 4, 1, 2, 3).
block "Gerber answers"
4D "Gerber" custom=4:A1 text="0 or 4 aces" ref="SAYC booklet: Gerber" test=A86-A7-AKT76-A95
4N "Gerber" custom=3:A1 text="3 aces" ref="SAYC booklet: Gerber" test=AQ4-A96432-A5-32
4S "Gerber" custom=2:A1 text="2 aces" ref="SAYC booklet: Gerber" test=A8-AT73-72-87542
4H "Gerber" custom=1:A1 text="1 ace" ref="SAYC booklet: Gerber" test=854-653-976-A965
4D "Gerber" text="0 or 4 aces" ref="SAYC booklet: Gerber" test=8632-985-742-864

[1N-P-4C-P]
use "Gerber answers"

# ---------------------------------------------------------------------------------------
# Responder's rebids after Stayman
# ---------------------------------------------------------------------------------------
[1N-P-2C-P-2D-P] complete
P hcp=P<23 text="escape Stayman: to play" test=97-876-T8765-832
3x hcp=P28+ shape=unbalanced X=5+ D=x C=x S=<5 H=<5 asks=1 text="natural, slam interest; forcing" test=-875-AJ7643-AKJT
3x hcp=P25+ X=5 S=x H=x asks=G text="five cards (four in the other major), forcing to game" test=AKQJ5-82-732-763
2x hcp=P23-24 X=5 S=x H=x text="five cards (four in the other major), invitational" test=8-AJT92-K84-T864
6N hcp=P33+ text="to play" test=AQ32-KJ3-KQ2-K32
4N hcp=P31-32 text="quantitative: invites 6NT" test=AQ32-KJ3-KJ2-K32
2N vul=X hcp=P25 S=3-4 H=3-4 D=3-4 C=3-4 text="invitational, not vulnerable: a flat ten counts as nine (vulnerable it bids game)"
   ref="standard teaching: a 4-3-3-3 hand counts one point less; vulnerable at IMPs a game needs only about a 37% chance, so the flat ten bids it" test=J53-K982-AQ9-543
3N hcp=P25-30 text="to play" test=AQJ964-4-4-QJ983
3N hcp=P24 X=5+ D=x C=x text="9 HCP and a five-card minor: the fifth card counts a point, game"
   ref="standard teaching: responder to 1NT counts a length point for a five-card suit (a long minor is a source of tricks in notrump); 10 points opposite 15-17 make game" test=KJ72-Q2-T2-QJ843
2N hcp=P23-24 text="invitational to 3NT" test=Q-Q87-J7542-QJ83

[1N-P-2C-P-2H-P] complete
P hcp=P<23 text="escape Stayman: to play" test=2-876543-J7-T976
4N@30 "Blackwood" H=4+ hcp=P31+ shape=singleton-or-void asks=A text="a fit, shortness and 31+ together: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shortness" test=AQ32-KJ32-KQJ2-2
4N@30 "Blackwood" H=4+ hcp=P33+ asks=A text="a fit and 33+ together: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shortness" test=AQ32-KJ32-KQ2-A2
5H H=4+ hcp=P30 shape=singleton-or-void text="a fit, shortness and 30 together (15 opposite 15-17): invites six"
   ref="standard teaching: a 4-4 fit with a singleton plays like 3 points more; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=A-AQ95-K763-QT97
5H H=4+ hcp=P31-32 text="a heart fit and 31-32 together (16-17 opposite 15-17): invites six hearts" ref="standard teaching: a 4-4 fit plays a trick better than notrump; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=AQ3-KJ32-KQ2-J32
5H H=4+ hcp=P29-30 text="a heart fit and 14-15 HCP (29-32 together, and the 4-4 fit plays a trick better than notrump): invites six hearts" ref="standard teaching: a 4-4 fit plays a trick better than notrump, so with a fit 31 points together are slam values; with 14-15 opposite 15-17 raise to five of the agreed major, inviting six (bid it with more than a minimum)" test=KJ3-AQ32-Q932-K2
4H H=4+ hcp=P25-30 text="to play" test=A9-J9853-QJ7-Q32
4H H=4+ hcp=P23-24 dummy=H4:10+ shape=singleton-or-void text="a heart fit, a singleton or void: 10+ dummy points (25+ together, shortness counted), game" ref="standard teaching: once a 4-4 major fit is found, responder counts dummy points (shortness) for the raise; 25 together make game" test=K832-KJ74-5-Q962
3H H=4+ hcp=P23-24 text="invitational" test=QJ3-KQ63-T72-T84
3x hcp=P28+ shape=unbalanced X=5+ D=x C=x S=<5 H=<5 asks=1 text="natural, slam interest; forcing" test=KQ94-J-AQT863-J5
6N hcp=P33+ text="to play" test=AQ32-KJ3-KQ2-K32
4N hcp=P31-32 text="quantitative: invites 6NT" test=AQ32-KJ3-KJ2-K32
2N vul=X hcp=P25 S=3-4 H=3-4 D=3-4 C=3-4 text="invitational, not vulnerable: a flat ten counts as nine (vulnerable it bids game)"
   ref="standard teaching: a 4-3-3-3 hand counts one point less; vulnerable at IMPs a game needs only about a 37% chance, so the flat ten bids it" test=J743-QJ7-QT5-A54
3N hcp=P25-30 text="to play; shows four spades" test=K9843-J-K8-KT852
3N hcp=P24 X=5+ D=x C=x text="9 HCP and a five-card minor: the fifth card counts a point, game"
   ref="standard teaching: responder to 1NT counts a length point for a five-card suit (a long minor is a source of tricks in notrump); 10 points opposite 15-17 make game" test=KJ72-Q2-QJ843-T2
2N hcp=P23-24 text="invitational; shows four spades" test=QJ32-J65-AJ7-T92

[1N-P-2C-P-2S-P] complete
P hcp=P<23 text="escape Stayman: to play" test=T65-874-J42-9643
4N@40 "Blackwood" S=4+ hcp=P31+ shape=singleton-or-void asks=A text="a fit, shortness and 31+ together: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shortness" test=AQ32-KJ32-KQJ2-2
4N@40 "Blackwood" S=4+ hcp=P33+ asks=A text="a fit and 33+ together: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shortness" test=AQ32-KJ32-KQ2-A2
5S S=4+ hcp=P30 shape=singleton-or-void text="a fit, shortness and 30 together (15 opposite 15-17): invites six"
   ref="standard teaching: a 4-4 fit with a singleton plays like 3 points more; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=AQ95-A-K763-QT97
5S S=4+ hcp=P31-32 text="a spade fit and 31-32 together (16-17 opposite 15-17): invites six spades" ref="standard teaching: a 4-4 fit plays a trick better than notrump; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=KJ32-AQ3-KQ2-J32
5S S=4+ hcp=P29-30 text="a spade fit and 14-15 HCP (29-32 together, and the 4-4 fit plays a trick better than notrump): invites six spades" ref="standard teaching: a 4-4 fit plays a trick better than notrump, so with a fit 31 points together are slam values; with 14-15 opposite 15-17 raise to five of the agreed major, inviting six (bid it with more than a minimum)" test=AQ32-KJ3-Q932-K2
4S S=4+ hcp=P25-30 text="to play" test=T8752-J6-AKQ-865
4S S=4+ hcp=P23-24 dummy=S4:10+ shape=singleton-or-void text="a spade fit, a singleton or void: 10+ dummy points (25+ together, shortness counted), game" ref="standard teaching: once a 4-4 major fit is found, responder counts dummy points (shortness) for the raise; 25 together make game" test=KJ74-K832-Q962-5
3S S=4+ hcp=P23-24 text="invitational" test=JT42-J3-KQ87-J43
3x hcp=P28+ shape=unbalanced X=5+ D=x C=x S=<5 H=<5 asks=1 text="natural, slam interest; forcing" test=J86-7643-A-AKJ64
6N hcp=P33+ text="to play" test=AQ3-KJ32-KQ2-K32
4N hcp=P31-32 text="quantitative: invites 6NT" test=AQ3-KJ32-KJ2-K32
2N vul=X hcp=P25 S=3-4 H=3-4 D=3-4 C=3-4 text="invitational, not vulnerable: a flat ten counts as nine (vulnerable it bids game)"
   ref="standard teaching: a 4-3-3-3 hand counts one point less; vulnerable at IMPs a game needs only about a 37% chance, so the flat ten bids it" test=J72-J52-AQ98-Q62
3N hcp=P25-30 text="to play" test=876-AT-KQJ764-T3
3N hcp=P24 X=5+ D=x C=x text="9 HCP and a five-card minor: the fifth card counts a point, game"
   ref="standard teaching: responder to 1NT counts a length point for a five-card suit (a long minor is a source of tricks in notrump); 10 points opposite 15-17 make game" test=Q2-KJ72-T2-QJ843
2N hcp=P23-24 text="invitational" test=J65-QJ32-AJ7-T92

# ---------------------------------------------------------------------------------------
# Opener's rebids after Stayman
# ---------------------------------------------------------------------------------------
[1N-P-2C-P-2D-P-2N-P]
3N hcp=Min+ text="accepts" test=A76-AJ83-QT2-KQ4
3N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit (a source of tricks)"
   ref="standard teaching: accept a notrump invitation with a maximum, or with a minimum and a good five-card suit" test=K53-A7-AQJ85-J72
3N vul=V hcp=Min dist=1+ ints=2 text="accepts vulnerable: a minimum with a doubleton (not 4-3-3-3) and two intermediates (not a bare 15)"
   ref="standard teaching (IMP tactics): a vulnerable game needs only about a 37% chance, so vulnerable at IMPs an invitation is accepted with a minimum too; a flat 4-3-3-3 minimum still declines, and so does a bare minimum (upgrade 15 only with intermediates)" test=K53-K2-AQT9-QJ72
P test=K65-Q73-AJ72-KQ2

[1N-P-2C-P-2D-P-2H-P]
4H H=3+ hcp=Min+ text="accepts, three-card support" test=KQ2-Q32-AJ32-A32
4H H=3+ hcp=Min dist=1+ text="accepts: a minimum with three-card support and a doubleton (a ruffing value in the eight-card fit)" ref="standard teaching: accept an invitation with a maximum, or with a minimum, a fit and a ruffing value" test=KQ2-AJ2-KQ632-32
P H=3+ text="declines, three-card support" test=Q32-K32-AQ32-A32
3N hcp=Min+ text="accepts, a doubleton" test=KQ2-A2-AJ32-Q432
3N vul=V hcp=Min text="accepts vulnerable: a minimum with a doubleton in responder's major"
   ref="standard teaching (IMP tactics): a vulnerable game needs only about a 37% chance, so vulnerable at IMPs an invitation is accepted with a minimum too; a flat 4-3-3-3 minimum still declines" test=KQ2-T2-AJ32-KQ32
P test=KQ2-K2-AJ32-Q432

[1N-P-2C-P-2D-P-2S-P]
4S S=3+ hcp=Min+ text="accepts, three-card support" test=KQ2-Q32-AJ32-A32
4S S=3+ hcp=Min dist=1+ text="accepts: a minimum with three-card support and a doubleton (a ruffing value in the eight-card fit)" ref="standard teaching: accept an invitation with a maximum, or with a minimum, a fit and a ruffing value" test=AJ2-KQ2-KQ632-32
P S=3+ text="declines, three-card support" test=K32-Q32-AQ32-A32
3N hcp=Min+ text="accepts, a doubleton" test=K2-AQ2-AJ32-Q432
3N vul=V hcp=Min text="accepts vulnerable: a minimum with a doubleton in responder's major"
   ref="standard teaching (IMP tactics): a vulnerable game needs only about a 37% chance, so vulnerable at IMPs an invitation is accepted with a minimum too; a flat 4-3-3-3 minimum still declines" test=T2-KQ2-AJ32-KQ32
P test=K2-KQ2-AJ32-Q432

[1N-P-2C-P-2D-P-3H-P] complete
4H H=3+ text="three-card support" test=KQ2-Q32-AJ32-A32
3N text="a doubleton" test=KQ2-A2-AJ32-Q432

[1N-P-2C-P-2D-P-3S-P] complete
4S S=3+ text="three-card support" test=KQ2-Q32-AJ32-A32
3N text="a doubleton" test=K2-AQ2-AJ32-Q432

[1N-P-2C-P-2H-P-2N-P]
4S S=4+ hcp=Min+ text="accepts, four spades" test=AJ94-KJ-K2-AT863
4S vul=V S=4+ hcp=Min dist=1+ ints=2 text="accepts vulnerable: four spades, a minimum with a doubleton (not 4-3-3-3) and two intermediates (not a bare 15)"
   ref="standard teaching (IMP tactics): a vulnerable game needs only about a 37% chance, so vulnerable at IMPs an invitation is accepted with a minimum too; a flat 4-3-3-3 minimum still declines, and so does a bare minimum (upgrade 15 only with intermediates)" test=KJ94-AQ74-K2-QT9
3S S=4+ hcp=Min text="declines: four spades, a minimum (15)" test=AJ53-AK74-95-K32
3N hcp=Min+ text="accepts" test=A53-AK74-Q5-K432
3N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit (a source of tricks)"
   ref="standard teaching: accept a notrump invitation with a maximum, or with a minimum and a good five-card suit" test=KJ3-AJ74-AQ974-7
3N vul=V hcp=Min dist=1+ ints=2 text="accepts vulnerable: a minimum with a doubleton (not 4-3-3-3) and two intermediates (not a bare 15)"
   ref="standard teaching (IMP tactics): a vulnerable game needs only about a 37% chance, so vulnerable at IMPs an invitation is accepted with a minimum too; a flat 4-3-3-3 minimum still declines, and so does a bare minimum (upgrade 15 only with intermediates)" test=K53-AQ74-K2-QJT9
P test=K53-AK74-Q52-K32

[1N-P-2C-P-2S-P-2N-P]
3N hcp=Min+ text="accepts" test=AK74-A53-Q5-K432
3N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit (a source of tricks)"
   ref="standard teaching: accept a notrump invitation with a maximum, or with a minimum and a good five-card suit" test=AJ74-A5-KQ974-J2
3N vul=V hcp=Min dist=1+ ints=2 text="accepts vulnerable: a minimum with a doubleton (not 4-3-3-3) and two intermediates (not a bare 15)"
   ref="standard teaching (IMP tactics): a vulnerable game needs only about a 37% chance, so vulnerable at IMPs an invitation is accepted with a minimum too; a flat 4-3-3-3 minimum still declines, and so does a bare minimum (upgrade 15 only with intermediates)" test=AQ74-K53-K2-QJT9
P test=AK74-K53-Q52-K32

[1N-P-2C-P-2{j}-P-3{j}-P] where j in HS
4{j} hcp=Min+ text="accepts" test=AQ876-QJ-KQ4-Q54
4{j} hcp=Min X=5+:a S=x H=x D=x C=x text="accepts: a minimum with a good five-card suit (a source of tricks)"
   ref="standard teaching: accept an invitation with a maximum, or with a minimum and a good five-card suit" test=KJ7-Q72-AKJ74-J2
4{j} hcp=Min {j}=5+ text="accepts: a minimum with a fifth trump (a nine-card fit)"
   ref="standard teaching: accept an invitation with a maximum, or with a minimum and extra trump length in the fit" test=KQ7-KJ852-A54-Q2|KJ852-KQ7-A54-Q2
4{j} vul=V hcp=Min dist=1+ text="accepts vulnerable: a minimum with a doubleton (not 4-3-3-3)"
   ref="standard teaching (IMP tactics): a vulnerable game needs only about a 37% chance, so vulnerable at IMPs an invitation is accepted with a minimum too; a flat 4-3-3-3 minimum still declines" test=KJ74-AQ74-K2-Q63
P test=AJ53-AK74-95-K32

[1N-P-2C-P-2H-P-3N-P]
4S S=4+ text="four spades too" test=T542-J65-9652-43
P test=K53-AK74-Q52-K32

[1N-P-2C-P-2{a}-P-3N-P] where a in DS
P test=T76-T93-T98-8653

# Responder's raise to five of the major found by Stayman invites six: accept with more than a
# minimum.
[1N-P-2C-P-2{j}-P-5{j}-P] where j in HS complete
6{j} hcp=Min+ text="accepts the slam invitation" ref="standard teaching: a 4-4 fit plays a trick better than notrump; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=AQ2-KQ32-KJ32-Q2
6{j} hcp=Min {j}=5+ text="accepts the slam invitation: a minimum with a fifth trump (a nine-card fit)" ref="standard teaching: accept an invitation with a maximum, or with a minimum and extra trump length in the fit" test=KQ7-KJ852-A54-Q2|KJ852-KQ7-A54-Q2
6{j} hcp=Min custom=6:A2K1 {j}=:A,K text="accepts the slam invitation: a minimum with prime values (six or more controls) and the trump ace or king" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (ace 2, king 1) and a top trump honour" test=AK2-A432-K432-J2|A432-AK2-K432-J2
P text="declines: a minimum" test=K32-AQ32-KJ2-Q32

[1N-P-2C-P-2{j}-P-5{j}-P-6{j}-P] where j in HS complete
P text="opener accepted" test=AQ3-KJ32-KQ2-J32

[1N-P-2C-P-2{a}-P-4N-P] where a in DS
6N hcp=Min+ text="accepts the quantitative invitation" test=6-AKQJT82-QJ9-K8
6N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts the quantitative invitation: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum, or with a minimum and a good five-card suit (a source of tricks)" test=K65-A7-AQJ85-J72|KQ654-A7-AJ5-J72
6N hcp=Min custom=6:A2K1 text="accepts the quantitative invitation: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-A32-K432-J32
P test=K65-Q73-AJ72-KQ2

# Stayman, then 4NT over 2H: responder has four spades (no heart fit). Opener with four spades
# too accepts in the 4-4 fit at any strength (it plays a trick better than notrump), as he
# accepts with a fit after a transfer.
[1N-P-2C-P-2H-P-4N-P]
6S S=4+ text="accepts the quantitative invitation with a four-card fit (the 4-4 spade fit), at any strength"
   ref="standard teaching: accept a quantitative invitation with a maximum or with a fit (as after a transfer); a 4-4 major fit plays a trick better than notrump" test=AQ76-KJ54-K3-K42
6N hcp=Min+ text="accepts the quantitative invitation" test=K65-AQ73-AJ7-Q32
6N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts the quantitative invitation: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum, or with a minimum and a good five-card suit (a source of tricks)" test=K6-AQ73-AQ874-72
6N hcp=Min custom=6:A2K1 text="accepts the quantitative invitation: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-A32-K432-J32
P test=K65-AQ73-J72-KQ2

[1N-P-2C-P-2H-P-4N-P-6S-P]
P test=KQ32-K5-AQ3-KJ32

# The long minor with slam interest: raise with four (the fit matters more than the points), else
# 3NT; over the raise responder asks for aces with 29+ together (a nine-card fit and his shortness).
[1N-P-2C-P-2{a}-P-3{m}-P] where a in DHS, m in CD complete
4{m} {m}=4+ text="four-card support: a fit for the slam try, at any strength (a nine-card or longer fit)" ref="standard teaching: over a slam try in a suit, show a fit first: the fit, more than the points, makes the slam" test=K32-A2-KQ32-KJ32
3N text="no fit or a minimum" test=AQ2-KJ2-Q432-K32|AQ2-KJ2-Q32-K432

# Responder's later calls after Stayman.
[1N-P-2C-P-2H-P-2N-P-3S-P]
4S S=4+ hcp=P24 text="a maximum invitation" test=QJ32-J65-AJ7-T92
4S S=4+ dist=T10+ text="the spade fit found: 10+ total points with a ruffing value (25+ together)" ref="standard teaching: 25 points together, distribution counted once the fit is known, make game in a major fit" test=KJ32-7-QJ82-J964
P test=QJ32-J65-KJ7-T92

[1N-P-2C-P-2{a}-P-3{m}-P-3N-P] where a in DHS, m in CD
6N hcp=P33+ text="to play: 33+ together" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=A8-K52-KQ-AK8743
6N hcp=P31-32 {m}=6+ text="to play: a six-card minor and 31-32 together (the long suit worth a point or two: 33)" ref="standard teaching: 33 points for 6NT; a six-card minor opposite a notrump opening is worth a point or two more" test=A8-K52-K2-AK8743|A8-K52-AK8743-K2
4N hcp=P31-32 text="quantitative: invites 6NT (no minor fit)" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=A8-K52-K32-AK874
4N hcp=P29-30 {m}=6+ text="quantitative: a six-card minor and 29-30 together (the long suit worth a point or two more): invites 6NT" ref="standard teaching: a six-card minor opposite a notrump opening is worth a point or two more; 31-32 together invite 6NT with a quantitative 4NT" test=A8-K52-Q2-AQ8743|A8-K52-AQ8743-Q2
P test=98753-97-95-9862

[1N-P-2C-P-2{a}-P-3{m}-P-3N-P-4N-P] where a in DHS, m in CD complete
6N hcp=Min+ text="accepts the quantitative invitation" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ2-KJ2-KJ2-K432
6N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts the quantitative invitation: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum, or with a minimum and a good five-card suit (a source of tricks)" test=KJ2-Q32-AQ852-K2
6N hcp=Min custom=6:A2K1 text="accepts the quantitative invitation: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-A32-K432-J32
P text="declines: a minimum" test=K32-KJ2-Q32-K432

[1N-P-2C-P-2{a}-P-3{m}-P-4{m}-P] where a in DHS, m in CD complete
4N@{m}0 "Blackwood" hcp=P29+ asks=A text="Blackwood: a nine-card minor fit and responder's shortness with 29+ HCP together" ref="standard teaching: 33 points make a slam, fewer with a long fit and shortness; with the fit agreed, Blackwood checks the aces (the asker stops at five with two missing)" test=A8-K52-K2-AK8743
5{m} text="to play" test=74-97632-JT4-742

# Final passes after Stayman auctions.
[1N-P-2C-P-2{a}-P-2N-P-3N-P] where a in DHS
P test=652-87542-5-8643

[1N-P-2C-P-2H-P-2N-P-4S-P]
P test=T74-63-9643-J654

[1N-P-2C-P-2H-P-3N-P-4S-P]
P test=32-8653-973-T865

[1N-P-2C-P-2{a}-P-6N-P] where a in DHS
P test=97632-953-4-T653

[1N-P-2C-P-2{j}-P-4{j}-P] where j in HS
P test=T762-J5-T832-854

[1N-P-2C-P-2{j}-P-3{j}-P-4{j}-P] where j in HS
P test=543-984-9762-763

[1N-P-2C-P-2D-P-2{j}-P-4{j}-P] where j in HS
P test=863-T8752-75-T64

[1N-P-2C-P-2D-P-2{j}-P-3N-P] where j in HS
P test=53-T98652-75-J85

# Responder's five-card major raised: with slam values, ask for aces (as when Stayman
# finds the fit); with 31-32 and no shortness, five of the major invites six.
[1N-P-2C-P-2D-P-3{j}-P-4{j}-P] where j in HS
4N@{j}0 "Blackwood" hcp=P31+ shape=singleton-or-void asks=A text="a fit, shortness and 31+ together: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shortness" test=AKJ32-AQ32-K32-2
4N@{j}0 "Blackwood" hcp=P33+ asks=A text="a fit and 33+ together: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shortness" test=AKQ32-AQ32-KQ-32
5{j} hcp=P30-32 text="a fit and 30-32 together: invites six" ref="standard teaching: a raise to five of the agreed major invites six (bid it with more than a minimum)" test=AK432-AQ32-K2-32
P test=T9853-6-874-T654

[1N-P-2C-P-2D-P-3{j}-P-4{j}-P-5{j}-P] where j in HS complete
6{j} hcp=Min+ text="accepts the slam invitation" ref="standard teaching: a raise to five of the agreed major invites six (bid it with more than a minimum)" test=AQ2-KQ2-KJ32-Q32
6{j} hcp=Min custom=6:A2K1 {j}=:A,K text="accepts the slam invitation: a minimum with prime values (six or more controls) and the trump ace or king" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (ace 2, king 1) and a top trump honour" test=AK2-A432-K432-J2|A432-AK2-K432-J2
P text="declines: a minimum" test=K32-K32-AQ32-Q32

# No fit for responder's five-card major: notrump by strength (33 for 6NT, 31-32 invite), as
# over 2NT.
[1N-P-2C-P-2D-P-3{j}-P-3N-P] where j in HS
6N hcp=P33+ text="to play: 33+ together" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ32-KQ32-A2-K2
4N hcp=P31-32 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ32-KQ32-Q2-Q2
P test=J8643-7-8752-874

[1N-P-2C-P-2D-P-3{j}-P-3N-P-4N-P] where j in HS complete
6N hcp=Min+ text="accepts the quantitative invitation" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ2-KJ2-KJ2-K432
6N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts the quantitative invitation: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum, or with a minimum and a good five-card suit (a source of tricks)" test=K65-A7-AQJ85-J72
6N hcp=Min custom=6:A2K1 text="accepts the quantitative invitation: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-A32-K432-J32
P text="declines: a minimum" test=K32-KJ2-Q32-A432

[1N-P-2C-P-2D-P-3{j}-P-3N-P-6N-P] where j in HS complete
P text="to play" test=AQ2-KJ2-KJ2-K432

[1N-P-2C-P-2{a}-P-3{m}-P-4{m}-P-5{m}-P] where a in DHS, m in CD
P test=K32-A2-KQ32-KJ32

[1N-P-2C-P-2{a}-P-3{m}-P-3N-P-6N-P] where a in DHS, m in CD
P test=AQ2-KJ2-Q32-K432
# Responder's rebid after the transfer to hearts is completed.
[1N-P-2D-P-2H-P] complete
4N@30 "Blackwood" hcp=P31+ H=6+ text="six hearts and slam values (16+ opposite 15-17): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=A3-KQJ742-K3-K53
4N@30 "Blackwood" H=6+ losers=5 S=1+:HH D=1+:HH C=1+:HH text="six hearts, five losers or fewer and a control in every side suit (no void) opposite 15-17 balanced (about seven losers, two or more hearts): twelve tricks in the eight-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a balanced 15-17 shows about seven losers, so five opposite leave twelve tricks; Blackwood only with a control (ace, king or singleton) in every suit, so that no two quick losers are left, and not with a void" test=6-AKJ652-K952-A2
4H hcp=P23-30 H=6+ text="six-card suit, to play" test=53-Q98742-K3-K53
3H hcp=P21-22 H=6+ text="six-card suit, invitational" test=762-KQJ753--9742
2S hcp=P22-24 S=5+ H=5 text="5-5 in the majors, invitational" test=KT765-J9873--QJ4
3x hcp=P25+ X=5+ D=x C=x asks=G text="natural, forcing to game" test=2-KJT76-AQ982-97
3x hcp=P28+ X=4+ D=x C=x asks=G text="natural, slam interest" test=A2-KQT76-AQ98-97
6N hcp=P33+ text="to play" test=AQ2-KQJ32-AJ2-K2
4N hcp=P31-32 text="quantitative, five-card suit" test=K2-AQJ32-KJ2-Q32
4N hcp=P30 text="quantitative: 15 HCP and a five-card major (the fifth card counts a point: 31 together), invites 6NT or six of the major"
   ref="standard teaching: responder to 1NT counts a length point for a five-card suit; 31-32 points together invite slam with a quantitative 4NT, and opener with three-card support chooses six of the major" test=KJ2-AQ932-K32-Q2
3N hcp=P25-30 text="five-card suit, choice of games" test=KQT-A962-T92-J75
2N hcp=P23-24 text="five-card suit, invitational" test=AT985-6-85432-AT
P text="to play" test=95-8742-3-T97532

# After a super-accept (17 and four trumps): game with 5+ HCP or a sixth trump, Blackwood with
# slam values; with 4 HCP or fewer and five trumps, pass (22 HCP together is too thin).
[1N-P-2D-P-3H-P]
4N@30 "Blackwood" hcp=P29+ asks=A text="Blackwood" test=A2-KQJ32-KJ2-Q32
4H hcp=P20+ text="game opposite the super-accept (17 and four trumps) with 5+ HCP: 22+ HCP together and a nine-card fit" ref="standard teaching: the super-accept shows a maximum and four trumps; responder bids game with useful values, passes with a bust" test=J2-QJ432-K32-432
4H H=6+ text="to play" test=2-QJ6432-432-432
P test=32-QT432-J32-432

# Opener's rebids.
[1N-P-2D-P-2H-P-2S-P] complete
4S S=3+ H=<=S hcp=Min+ text="accepts, prefers spades" test=KJ2-Q32-AQ32-A32
4H H=3+ hcp=Min+ text="accepts, prefers hearts" test=A2-KJ2-AQ32-Q432
P S=3+ H=<=S text="declines, prefers spades" test=KJ2-Q32-AQ32-K32
3H text="declines, prefers hearts" test=K2-KJ2-AQ32-Q432

[1N-P-2D-P-2H-P-2N-P]
4H H=3+ hcp=Min+ text="accepts, three-card support" test=K32-KQ2-AJ32-A32
3H H=3+ hcp=Min text="declines: three-card support, a minimum (15)" test=K32-Q32-AJ32-AJ2
3N hcp=Min+ text="accepts, a doubleton" test=KQ32-A2-AJ32-Q32
P test=KQ32-Q2-AJ32-K32

[1N-P-2D-P-2H-P-3H-P]
4H hcp=Min+ text="accepts" test=KQ32-A2-AJ32-Q32
P test=KQ32-Q2-AJ32-K32

[1N-P-2D-P-2H-P-3N-P]
4H H=3+ text="three-card support" test=T7654-7652-7-972
P test=KQ32-Q2-AJ32-K32

[1N-P-2D-P-2H-P-3{m}-P] where m in CD complete
4H H=3+ text="three-card support" test=A32-KQ7-Q976-KQ9
4{m} {m}=4+ hcp=Min+ text="support, a maximum" test=AQ2-K2-KJ32-K432
3N text="no fit" test=AKQ2-32-KJ2-Q432

[1N-P-2D-P-2H-P-4N-P]
6H H=4+ text="accepts with a four-card fit" ref="standard teaching: accept a quantitative invitation with a maximum or with a fit" test=A32-KQ76-Q976-K9
6H H=3+ hcp=Min+ text="accepts, three-card support" test=A32-KQ7-Q976-KQ9
6N hcp=Min+ text="accepts" test=AQ32-K2-KJ32-K32
6H H=3+ hcp=Min custom=6:A2K1 text="accepts, three-card support: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-A32-K432-J32
6N hcp=Min custom=6:A2K1 text="accepts: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-A3-K432-J432
P test=KQ32-Q2-AJ32-K32

# Responder's rebid after the transfer to spades is completed.
[1N-P-2H-P-2S-P] complete
3H hcp=P25+ S=5+ H=5+ asks=G text="5-5 in the majors, forcing to game" test=KJ832-QT765-32-A
4N@40 "Blackwood" hcp=P31+ S=6+ text="six spades and slam values (16+ opposite 15-17): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=AKJ832-K76-A2-Q7
4N@40 "Blackwood" S=6+ losers=5 H=1+:HH D=1+:HH C=1+:HH text="six spades, five losers or fewer and a control in every side suit (no void) opposite 15-17 balanced (about seven losers, two or more spades): twelve tricks in the eight-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a balanced 15-17 shows about seven losers, so five opposite leave twelve tricks; Blackwood only with a control (ace, king or singleton) in every suit, so that no two quick losers are left, and not with a void" test=AKJ652-6-K952-A2
4S hcp=P23-30 S=6+ text="six-card suit, to play" test=KJ9832-J76-A2-97
3S hcp=P21-22 S=6+ text="six-card suit, invitational" test=KJ9832-65-Q2-J97
3x hcp=P25+ X=5+ D=x C=x asks=G text="natural, forcing to game" test=764-K6-AJ853-Q95
3x hcp=P28+ X=4+ D=x C=x asks=G text="natural, slam interest" test=KQT76-A2-AQ98-97
6N hcp=P33+ text="to play" test=KQJ32-AQ2-AJ2-K2
4N hcp=P31-32 text="quantitative, five-card suit" test=AQJ32-K2-KJ2-Q32
4N hcp=P30 text="quantitative: 15 HCP and a five-card major (the fifth card counts a point: 31 together), invites 6NT or six of the major"
   ref="standard teaching: responder to 1NT counts a length point for a five-card suit; 31-32 points together invite slam with a quantitative 4NT, and opener with three-card support chooses six of the major" test=AQ932-KJ2-K32-Q2
3N hcp=P25-30 text="five-card suit, choice of games" test=J9854-J64-A8-A53
2N hcp=P23-24 text="five-card suit, invitational" test=J9752-Q75-AQ964-
P text="to play" test=KT843-9652-87-83

# After a super-accept (17 and four trumps): game with 5+ HCP or a sixth trump, Blackwood with
# slam values; with 4 HCP or fewer and five trumps, pass (22 HCP together is too thin).
[1N-P-2H-P-3S-P]
4N@40 "Blackwood" hcp=P29+ asks=A text="Blackwood" test=A2-KQJ32-KJ2-Q32
4S hcp=P20+ text="game opposite the super-accept (17 and four trumps) with 5+ HCP: 22+ HCP together and a nine-card fit" ref="standard teaching: the super-accept shows a maximum and four trumps; responder bids game with useful values, passes with a bust" test=QJ432-J2-K32-432
4S S=6+ text="to play" test=QJ6432-2-432-432
P test=QT432-32-J32-432

# Opener's rebids.
[1N-P-2H-P-2S-P-3H-P] complete
4S S=3+ H=<=S text="prefers spades" test=KJ2-Q32-AQ32-A32
4H text="prefers hearts" test=A2-KJ2-AQ32-Q432

[1N-P-2H-P-2S-P-2N-P]
4S S=3+ hcp=Min+ text="accepts, three-card support" test=KQ2-K32-AJ32-A32
3S S=3+ hcp=Min text="declines: three-card support, a minimum (15)" test=Q32-K32-AJ32-AJ2
3N hcp=Min+ text="accepts, a doubleton" test=A2-KQ32-AJ32-Q32
P test=Q2-KQ32-AJ32-K32

[1N-P-2H-P-2S-P-3S-P]
4S hcp=Min+ text="accepts" test=A2-KQ32-AJ32-Q32
P test=Q2-KQ32-AJ32-K32

[1N-P-2H-P-2S-P-3N-P]
4S S=3+ text="three-card support" test=KQ7-A2-J976-KQ94
P test=Q2-KQ32-AJ32-K32

[1N-P-2H-P-2S-P-3{m}-P] where m in CD complete
4S S=3+ text="three-card support" test=KQ7-A32-Q976-KQ9
4{m} {m}=4+ hcp=Min+ text="support, a maximum" test=K2-AQ2-KJ32-K432
3N text="no fit" test=32-AKQ2-KJ2-Q432

[1N-P-2H-P-2S-P-4N-P]
6S S=4+ text="accepts with a four-card fit" ref="standard teaching: accept a quantitative invitation with a maximum or with a fit" test=KQ76-A32-Q976-K9
6S S=3+ hcp=Min+ text="accepts, three-card support" test=KQ7-A32-Q976-KQ9
6N hcp=Min+ text="accepts" test=K2-AQ32-KJ32-K32
6S S=3+ hcp=Min custom=6:A2K1 text="accepts, three-card support: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=A32-AK2-K432-J32
6N hcp=Min custom=6:A2K1 text="accepts: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=A3-AK2-K432-J432
P test=Q2-KQ32-AJ32-K32

[1N-P-2D-P-2H-P-2S-P-4H-P]
P test=T942-J62-6-T8654

[1N-P-2D-P-2H-P-2S-P-4S-P]
P test=43-642-7532-T974

[1N-P-2D-P-2H-P-2S-P-3H-P]
P test=T962-73-96-98764

[1N-P-2D-P-2H-P-2N-P-3H-P] complete
4H dist=T10+ text="opener showed three-card support and 15: with 10+ total points (a ruffing value or a maximum: 25+ together) game" ref="standard teaching: 25 points together, distribution counted once the fit is known, make game in a major fit" test=K2-QJ752-K9843-2
P text="opener declined: no extra shape" test=543-KJ974-Q87-Q9

[1N-P-2D-P-2H-P-2N-P-4H-P]
P test=J9743-987-52-872

[1N-P-2D-P-2H-P-2N-P-3N-P]
P test=T76-T7632-52-854

[1N-P-2D-P-2H-P-3H-P-4H-P]
P test=T53-7632-853-642

[1N-P-2D-P-2H-P-3N-P-4H-P]
P test=854-9754-J762-T9

# No fit found after the transfer and a second suit: notrump by strength (33 for 6NT, 31-32
# invite).
[1N-P-2D-P-2H-P-3{m}-P-3N-P] where m in CD
6N hcp=P33+ text="to play: 33+ together" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=A2-AKJ32-KQ32-K2
4N hcp=P31-32 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=Q2-AKJ32-KQ32-Q2
P test=2-KJT76-AQ982-97

[1N-P-2D-P-2H-P-3{m}-P-3N-P-4N-P] where m in CD complete
6N hcp=Min+ text="accepts the quantitative invitation" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ2-KJ2-KJ2-K432
6N hcp=Min custom=6:A2K1 text="accepts the quantitative invitation: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-A32-K432-J32
P text="declines: a minimum" test=K32-KJ2-Q32-A432

[1N-P-2D-P-2H-P-3{m}-P-3N-P-6N-P] where m in CD complete
P text="to play" test=AQ2-KJ2-KJ2-K432

[1N-P-2D-P-2H-P-3C-P-4H-P]
4N@30 "Blackwood" hcp=13-15 dist=T17+ S=1+:HH D=1+:HH asks=A text="a two-suiter in hearts and clubs with 17+ total points, shortness counted once opener shows three hearts: 32+ together with his 15, asks for aces"
   ref="standard teaching: once a fit is found, a two-suiter counts its shortness (singleton 2, doubleton 1); 31-33 points together with the shape counted make a slam once a fit is agreed in a game-forcing auction, so responder with slam values cue-bids or asks for aces rather than passing game; Blackwood only with a control (ace, king or singleton) in each unbid suit and no void, and it stops at five with two aces missing" test=4-AKQ65-K2-QJ864

[1N-P-2D-P-2H-P-3D-P-4H-P]
4N@30 "Blackwood" hcp=13-15 dist=T17+ S=1+:HH C=1+:HH asks=A text="a two-suiter in hearts and diamonds with 17+ total points, shortness counted once opener shows three hearts: 32+ together with his 15, asks for aces"
   ref="standard teaching: once a fit is found, a two-suiter counts its shortness (singleton 2, doubleton 1); 31-33 points together with the shape counted make a slam once a fit is agreed in a game-forcing auction, so responder with slam values cue-bids or asks for aces rather than passing game; Blackwood only with a control (ace, king or singleton) in each unbid suit and no void, and it stops at five with two aces missing" test=4-AKQ65-QJ864-K2

[1N-P-2D-P-2H-P-3{m}-P-4H-P] where m in CD
4N@30 "Blackwood" hcp=P31+ asks=A text="Blackwood" test=A2-AQT76-AQ98-97
P test=2-KJT76-AQ982-97

[1N-P-2D-P-2H-P-3{m}-P-4{m}-P] where m in CD
[1N-P-2D-P-2H-P-3C-P-4C-P] complete
5C hcp=P28+ S=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=AJ32-KJ32-32-AQ2

[1N-P-2D-P-2H-P-3D-P-4D-P] complete
5D hcp=P28+ S=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=432-AKQ2-J2-AJ32

[1N-P-2D-P-2H-P-3{m}-P-4{m}-P] where m in CD complete
4N@{m}0 "Blackwood" hcp=P28+ asks=A text="Blackwood" test=A2-KQT76-AQ982-7
5{m} text="to play" test=2-KJT76-AQ982-97

[1N-P-2D-P-2H-P-3{m}-P-4{m}-P-5{m}-P] where m in CD
P test=AQ2-K2-KJ32-K432

[1N-P-2D-P-2H-P-4N-P-6H-P]
P test=K2-AQJ32-KJ2-Q32

[1N-P-2D-P-2H-P-4N-P-6N-P]
P test=K2-AQJ32-KJ2-Q32

[1N-P-2D-P-2H-P-4H-P]
P test=A32-KQ7-Q976-KQ9

[1N-P-2D-P-2H-P-6N-P]
P test=A32-KQ7-Q976-KQ9

[1N-P-2D-P-3H-P-4H-P]
P test=986-T32-T8643-32
[1N-P-2H-P-2S-P-3H-P-4S-P]
4N@40 "Blackwood" hcp=P31+ asks=A text="5-5 in the majors and slam values (16+ opposite 15-17), opener chose spades: asks for aces"
   ref="standard teaching: 33 points together make a slam, 31 with a fit (5-5 shape counts); with a fit, Blackwood checks the aces" test=AQ932-KQJ32-A2-2
4N@40 "Blackwood" hcp=13-15 dist=T17+ D=1+:HH C=1+:HH asks=A text="5-5 or longer in the majors with 17+ total points, shortness counted once opener chose spades: 32+ together with his 15, asks for aces"
   ref="standard teaching: once a fit is found, a two-suiter counts its shortness (singleton 2, doubleton 1); 31-33 points together with the shape counted make a slam once a fit is agreed in a game-forcing auction, so responder with slam values cue-bids or asks for aces rather than passing game; Blackwood only with a control (ace, king or singleton) in each unbid suit and no void, and it stops at five with two aces missing" test=AKQ65-QJ864-K2-4
P test=974-T7432-T64-72

[1N-P-2H-P-2S-P-3H-P-4H-P]
4N@30 "Blackwood" hcp=P31+ asks=A text="5-5 in the majors and slam values (16+ opposite 15-17), opener chose hearts: asks for aces"
   ref="standard teaching: 33 points together make a slam, 31 with a fit (5-5 shape counts); with a fit, Blackwood checks the aces" test=KQJ32-AQ932-A2-2
4N@30 "Blackwood" hcp=13-15 dist=T17+ D=1+:HH C=1+:HH asks=A text="5-5 or longer in the majors with 17+ total points, shortness counted once opener chose hearts: 32+ together with his 15, asks for aces"
   ref="standard teaching: once a fit is found, a two-suiter counts its shortness (singleton 2, doubleton 1); 31-33 points together with the shape counted make a slam once a fit is agreed in a game-forcing auction, so responder with slam values cue-bids or asks for aces rather than passing game; Blackwood only with a control (ace, king or singleton) in each unbid suit and no void, and it stops at five with two aces missing" test=AKQ65-QJ864-K2-4
P test=T765-98-942-J974

[1N-P-2H-P-2S-P-2N-P-3S-P] complete
4S dist=T10+ text="opener showed three-card support and 15: with 10+ total points (a ruffing value or a maximum: 25+ together) game" ref="standard teaching: 25 points together, distribution counted once the fit is known, make game in a major fit" test=QJ752-2-K9843-K2
P text="opener declined: no extra shape" test=KJ974-543-Q87-Q9

[1N-P-2H-P-2S-P-2N-P-4S-P]
P test=J9752-Q75-AQ964-

[1N-P-2H-P-2S-P-2N-P-3N-P]
P test=J9752-Q75-AQ964-

[1N-P-2H-P-2S-P-3S-P-4S-P]
P test=KJ9832-65-Q2-J97

[1N-P-2H-P-2S-P-3N-P-4S-P]
P test=J9854-J64-A8-A53

# No fit found after the transfer and a second suit: notrump by strength (33 for 6NT, 31-32
# invite).
[1N-P-2H-P-2S-P-3{m}-P-3N-P] where m in CD
6N hcp=P33+ text="to play: 33+ together" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ32-A2-KQ32-K2
4N hcp=P31-32 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=AKJ32-Q2-KQ32-Q2
P test=2-KJT76-AQ982-97

[1N-P-2H-P-2S-P-3{m}-P-3N-P-4N-P] where m in CD complete
6N hcp=Min+ text="accepts the quantitative invitation" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ2-KJ2-KJ2-K432
6N hcp=Min custom=6:A2K1 text="accepts the quantitative invitation: a minimum with prime values (6 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-A32-K432-J32
P text="declines: a minimum" test=K32-KJ2-Q32-A432

[1N-P-2H-P-2S-P-3{m}-P-3N-P-6N-P] where m in CD complete
P text="to play" test=AQ2-KJ2-KJ2-K432

[1N-P-2H-P-2S-P-3C-P-4S-P]
4N@40 "Blackwood" hcp=13-15 dist=T17+ H=1+:HH D=1+:HH asks=A text="a two-suiter in spades and clubs with 17+ total points, shortness counted once opener shows three spades: 32+ together with his 15, asks for aces"
   ref="standard teaching: once a fit is found, a two-suiter counts its shortness (singleton 2, doubleton 1); 31-33 points together with the shape counted make a slam once a fit is agreed in a game-forcing auction, so responder with slam values cue-bids or asks for aces rather than passing game; Blackwood only with a control (ace, king or singleton) in each unbid suit and no void, and it stops at five with two aces missing" test=AKQ65-4-K2-QJ864

[1N-P-2H-P-2S-P-3D-P-4S-P]
4N@40 "Blackwood" hcp=13-15 dist=T17+ H=1+:HH C=1+:HH asks=A text="a two-suiter in spades and diamonds with 17+ total points, shortness counted once opener shows three spades: 32+ together with his 15, asks for aces"
   ref="standard teaching: once a fit is found, a two-suiter counts its shortness (singleton 2, doubleton 1); 31-33 points together with the shape counted make a slam once a fit is agreed in a game-forcing auction, so responder with slam values cue-bids or asks for aces rather than passing game; Blackwood only with a control (ace, king or singleton) in each unbid suit and no void, and it stops at five with two aces missing" test=AKQ65-4-QJ864-K2

[1N-P-2H-P-2S-P-3{m}-P-4S-P] where m in CD
4N@40 "Blackwood" hcp=P31+ asks=A text="Blackwood" test=A2-AQT76-AQ98-97
P test=2-KJT76-AQ982-97

[1N-P-2H-P-2S-P-3{m}-P-4{m}-P] where m in CD
[1N-P-2H-P-2S-P-3C-P-4C-P] complete
5C hcp=P28+ H=x D=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=KQJ32-432-KJ2-K2

[1N-P-2H-P-2S-P-3D-P-4D-P] complete
5D hcp=P28+ H=x C=x X=2+:<3 ours.hcp=32- text="two quick losers in an unbid suit (no ace, king, singleton or void): no Blackwood, settles for game (fewer than 33 together)" ref="standard teaching: Blackwood asks for aces, not controls; with two quick losers in an unbid suit do not use it" test=KQJ32-432-KJ2-K2

[1N-P-2H-P-2S-P-3{m}-P-4{m}-P] where m in CD complete
4N@{m}0 "Blackwood" hcp=P28+ asks=A text="Blackwood" test=A2-KQT76-AQ982-7
5{m} text="to play" test=2-KJT76-AQ982-97

[1N-P-2H-P-2S-P-3{m}-P-4{m}-P-5{m}-P] where m in CD
P test=AQ2-K2-KJ32-K432

[1N-P-2H-P-2S-P-4N-P-6S-P]
P test=K2-AQJ32-KJ2-Q32

[1N-P-2H-P-2S-P-4N-P-6N-P]
P test=K2-AQJ32-KJ2-Q32

[1N-P-2H-P-2S-P-4S-P]
P test=A32-KQ7-Q976-KQ9

[1N-P-2H-P-2S-P-6N-P]
P test=A32-KQ7-Q976-KQ9

[1N-P-2H-P-3S-P-4S-P]
P test=JT8743-7-T32-943
[1N-P-2S-P-3C-P]
P C=6+ text="to play" test=53-8754-4-J97654
3D D=6+ text="to play" test=65-52-T97652-T85
P test=543-75-Q8754-J54

[1N-P-2S-P-3C-P-3D-P]
P test=KQ2-J32-AK32-Q32

[1N-P-2N-P-3N-P]
P test=743-9752-T876-75

[1N-P-3{m}-P-3N-P] where m in CD
P test=T9-85-J9652-7542

[1N-P-3{j}-P-4{j}-P] where j in HS
4N@{j}0 "Blackwood" hcp=P30+ asks=A text="Blackwood" test=AT8-KQT652-5-AK9
P test=97654-643-72-653

[1N-P-3H-P-3N-P] complete
4N@30 "Blackwood" hcp=P31+ asks=A text="Blackwood" test=AT8-KQT652-5-AKQ
4H text="to play" test=76532-9832-4-J65

[1N-P-3S-P-3N-P] complete
4N@40 "Blackwood" hcp=P31+ asks=A text="Blackwood" test=KQT652-AT8-5-AKQ
4S text="to play" test=KQT652-AT8-5-KQ9

[1N-P-3{j}-P-3N-P-4{j}-P] where j in HS
P test=KQ32-A2-KJ32-Q32

[1N-P-4N-P-6N-P]
P test=AQ2-KJ3-KJ32-K32
# Gerber over 1NT: the asker places the contract (it knows its own aces).
[1N-P-4C-P-4D-P] complete
5C "Gerber" custom=<1:A1 hcp=P36+ asks=K text="partner has all four aces: asks for kings" test=KQJ-KQJ-KQJ-KQ32
5C "Gerber" custom=4:A1 hcp=P36+ asks=K text="all four aces: asks for kings" test=A32-A32-AK2-AQ32
6N custom=<1:A1 text="to play" test=KQ2-KQ2-KQ32-KQ2
6N custom=3:A1 text="to play: one ace missing" test=A32-A32-AQ2-KQJ2
4N text="sign-off: two aces missing" test=A32-KQ2-KQJ2-KQ2

[1N-P-4C-P-4H-P] complete
5C "Gerber" custom=3:A1 hcp=P36+ asks=K text="all four aces: asks for kings" test=A32-A32-AK2-KQJ2
6N custom=2:A1 text="to play" test=AQ2-A32-KQ2-KQ32
4N text="sign-off: two aces missing" test=A32-KQJ-KQ2-KQJ2

[1N-P-4C-P-4S-P] complete
5C "Gerber" custom=2:A1 hcp=P36+ asks=K text="all four aces: asks for kings" test=AQ2-A32-KQJ-KQJ2
6N custom=1:A1 text="to play" test=AQ2-KQ2-KQ2-KQJ2
4N text="sign-off: two aces missing" test=KQ2-KQJ-KQJ-KQJ2

[1N-P-4C-P-4N-P] complete
5C "Gerber" custom=1:A1 hcp=P36+ asks=K text="all four aces: asks for kings" test=AQ2-KQ2-KQ2-KQJ2
6N text="to play" test=KQ2-KQ2-KQ2-KQJ2

block "Gerber king answers"
5D "Gerber" custom=4:K1 text="0 or 4 kings" ref="SAYC booklet: Gerber" test=K87643-K-K98-KJ9
5N "Gerber" custom=3:K1 text="3 kings" ref="SAYC booklet: Gerber" test=KQ2-K32-KJ2-QJ32
5S "Gerber" custom=2:K1 text="2 kings" ref="SAYC booklet: Gerber" test=AK2-K32-A32-QJ32
5H "Gerber" custom=1:K1 text="1 king" ref="SAYC booklet: Gerber" test=952-54-K6-987543
5D "Gerber" text="0 or 4 kings" ref="SAYC booklet: Gerber" test=T9752-T3-972-T82

[1N-P-4C-P-4{a}-P-5C-P] where a in DHS
use "Gerber king answers"

[1N-P-4C-P-4N-P-5C-P]
use "Gerber king answers"

[1N-P-4C-P-4{a}-P-5C-P-5D-P] where a in DHS complete
7N custom=<1:K1 text="all aces and kings" test=AQJ-AQJ-AQ2-QJ32
7N custom=4:K1 text="all aces and kings" test=AK2-KQ2-KQ2-KJ32
6N text="a king missing" test=AK2-AQ2-AQ2-QJ32

[1N-P-4C-P-4N-P-5C-P-5D-P] as [1N-P-4C-P-4D-P-5C-P-5D-P]

[1N-P-4C-P-4{a}-P-5C-P-5H-P] where a in DHS complete
7N custom=3:K1 text="all aces and kings" test=AK2-KQ2-KQ2-AJ32
6N text="a king missing" test=AK2-AQ2-AQ2-QJ32

[1N-P-4C-P-4N-P-5C-P-5H-P] as [1N-P-4C-P-4D-P-5C-P-5H-P]

[1N-P-4C-P-4{a}-P-5C-P-5S-P] where a in DHS complete
7N custom=2:K1 text="all aces and kings" test=AK2-KQ2-AQ2-QJ32
6N text="a king missing" test=AK2-AQ2-AQ2-QJ32

[1N-P-4C-P-4N-P-5C-P-5S-P] as [1N-P-4C-P-4D-P-5C-P-5S-P]

[1N-P-4C-P-4{a}-P-5C-P-5N-P] where a in DHS complete
7N custom=1:K1 text="all aces and kings" test=AK2-AQ2-AQ2-QJ32
6N text="a king missing" test=AQJ-AQJ-AQ2-QJ32

[1N-P-4C-P-4N-P-5C-P-5N-P] as [1N-P-4C-P-4D-P-5C-P-5N-P]

[1N-P-4C-P-4{a}-P-4N-P] where a in DHS complete
P text="partner signed off" test=9865-42-T53-T973

[1N-P-4C-P-4{a}-P-6N-P] where a in DHS
P test=87-9763-983-9852

[1N-P-4C-P-4N-P-6N-P]
P test=985-T73-97632-32

[1N-P-4C-P-4{a}-P-5C-P-5{b}-P-6N-P] where a in DHS, b in DHS
P test=T973-854-73-9853

[1N-P-4C-P-4{a}-P-5C-P-5N-P-6N-P] where a in DHS
P test=7632-52-T986-984

[1N-P-4C-P-4N-P-5C-P-5{b}-P-6N-P] where b in DHS
P test=964-T876-T97-987

[1N-P-4C-P-4N-P-5C-P-5N-P-6N-P]
P test=T653-9864-964-97

[1N-P-4C-P-4{a}-P-5C-P-5{b}-P-7N-P] where a in DHS, b in DHS
P test=9743-T753-754-83

[1N-P-4C-P-4{a}-P-5C-P-5N-P-7N-P] where a in DHS
P test=96532-9854--8732

[1N-P-4C-P-4N-P-5C-P-5{b}-P-7N-P] where b in DHS
P test=T754-T7643-82-73

[1N-P-4C-P-4N-P-5C-P-5N-P-7N-P]
P test=9854-732-T986-74

# ---------------------------------------------------------------------------------------
# Responses to 2NT (20-21): 3C Stayman, 3D/3H transfers; game with 4+ HCP
# ---------------------------------------------------------------------------------------
[2N-P]
3C "Stayman" hcp=P24+ X=4 S=x,<6 H=x,<6 asks=1 text="Stayman: asks for a four-card major" test=K764-973-87-J987
3D "Jacoby Transfer" H=5+ S=<=H asks=B3H,1 announce text="transfer" test=J83-T9742-9762-8
3H "Jacoby Transfer" S=5+ asks=B3S,1 announce text="transfer" test=87642-T4-984-T53
4C "Gerber" hcp=P35+ asks=A text="Gerber: asks for aces" test=AQ2-KJ3-QJ2-K432
6N hcp=P33-34 text="to play" test=AQ2-KJ3-Q32-Q432
4N hcp=P31-32 text="quantitative: invites 6NT" test=AQ2-KJ3-J32-5432
4N hcp=P30 X=6+ C=x D=x text="quantitative: a six-card minor and 10 HCP (30 together, the long suit worth a point or two more): invites 6NT"
   ref="standard teaching: opposite a 20-21 2NT a six-card minor is worth two points; 31-32 together invite 6NT with a quantitative 4NT" test=K2-963-Q3-KQ9743
3N hcp=P24-30 text="to play" test=J52-Q63-K432-T32
3N hcp=P23 X=6+ C=x D=x text="a six-card minor and 3 HCP: the long suit makes up the values for game"
   ref="standard teaching: opposite a 20-21 2NT a six-card minor is worth two points: 3 HCP and a long suit make game" test=952-96-K97432-83
P test=J52-963-Q432-T32

[2N-P-3C-P] complete
3H "Stayman" H=4+ text="four hearts (may have four spades)" test=T86-T863-T84-T92
3S "Stayman" S=4+ text="four spades, not four hearts" test=AQ97-K52-AQ2-AQ2
3D "Stayman" text="no four-card major" test=AQ9-K52-AQ32-KQ2

[2N-P-3D-P] complete
3H "Jacoby Transfer" text="completes the transfer" test=AQ9-K52-AQ32-KQ2

[2N-P-3H-P] complete
3S "Jacoby Transfer" text="completes the transfer" test=AQ9-K52-AQ32-KQ2

[2N-P-3C-P-3D-P] complete
3x hcp=P24+ X=5 S=x H=x asks=1 text="five cards (four in the other major), forcing" test=JT543-6-QT854-JT
6N hcp=P33+ text="to play" test=AQ32-K432-K2-Q32
4N hcp=P31-32 text="quantitative: invites 6NT" test=AQ32-K432-Q2-532
3N text="to play" test=6-T3-J976-986532

[2N-P-3C-P-3H-P] complete
4N@30 "Blackwood" H=4+ hcp=P31+ shape=singleton-or-void asks=A text="a fit, shortness and 31+ together: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shortness" test=KT86-AJ92-KQ432-
4N@30 "Blackwood" H=4+ hcp=P32+ asks=A text="a fit and 12+ HCP (32+ together): asks for aces" ref="standard teaching: over 2NT with a fit found, slam with 12+ HCP (a 4-4 fit plays a trick better than notrump); 31 with a fit and shortness" test=KT86-AJ92-K43-A2
5H H=4+ hcp=P29-30 shape=singleton-or-void text="a fit, shortness and 29-30 together: invites six"
   ref="standard teaching: a 4-4 fit with a singleton plays like 3 points more; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=8-KJ92-Q8632-K93
5H H=4+ hcp=P30-31 text="a fit and 30-31 together: invites six" ref="standard teaching: a 4-4 fit plays a trick better than notrump; with 10-11 HCP make a slam try: a raise to five of the agreed major invites six (bid it with more than a minimum)" test=K93-KJ92-Q86-Q93
4H H=4+ text="to play" test=T2-9654-854-T986
6N hcp=P33+ text="to play" test=AQ32-K42-K32-Q32
4N hcp=P31-32 text="quantitative: invites 6NT" test=AQ32-K42-Q32-532
3N text="to play; shows four spades" test=T973-T65-AJ2-T92

[2N-P-3C-P-3S-P] complete
4N@40 "Blackwood" S=4+ hcp=P31+ shape=singleton-or-void asks=A text="a fit, shortness and 31+ together: asks for aces" ref="standard teaching: 33 points together make a slam; 31 with a fit and shortness" test=AJ92-KT86-KQ432-
4N@40 "Blackwood" S=4+ hcp=P32+ asks=A text="a fit and 12+ HCP (32+ together): asks for aces" ref="standard teaching: over 2NT with a fit found, slam with 12+ HCP (a 4-4 fit plays a trick better than notrump); 31 with a fit and shortness" test=AJ92-KT86-K43-A2
5S S=4+ hcp=P29-30 shape=singleton-or-void text="a fit, shortness and 29-30 together: invites six"
   ref="standard teaching: a 4-4 fit with a singleton plays like 3 points more; a raise to five of the agreed major invites six (bid it with more than a minimum)" test=KJ92-8-Q8632-K93
5S S=4+ hcp=P30-31 text="a fit and 30-31 together: invites six" ref="standard teaching: a 4-4 fit plays a trick better than notrump; with 10-11 HCP make a slam try: a raise to five of the agreed major invites six (bid it with more than a minimum)" test=KJ92-K93-Q86-Q93
4S S=4+ text="to play" test=JT92-KT863-T43-Q
6N hcp=P33+ text="to play" test=K42-AQ32-K32-Q32
4N hcp=P31-32 text="quantitative: invites 6NT" test=K42-AQ32-Q32-532
3N text="to play" test=T65-T973-AJ2-T92

[2N-P-3C-P-3H-P-3N-P]
4S S=4+ text="four spades too" test=T8432-T982-T53-6
P test=Q97-AK52-AQ32-AQ

[2N-P-3C-P-3D-P-3H-P] complete
4H H=3+ text="three-card support" test=AQ9-K52-AQ32-KQ2
3N text="a doubleton" test=AQ92-K5-AQ32-AQ2

[2N-P-3C-P-3D-P-3S-P] complete
4S S=3+ text="three-card support" test=AQ9-K52-AQ32-KQ2
3N text="a doubleton" test=K5-AQ92-AQ32-AQ2

[2N-P-3C-P-3{a}-P-4N-P] where a in DS
6N hcp=Min+ text="accepts the quantitative invitation" test=AQ9-K52-AQ32-AQ2
6N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts the quantitative invitation: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum, or with a minimum and a good five-card suit (a source of tricks)" test=AQ9-K52-AKJ32-K2|AKJ32-K52-AQ9-K2
6N hcp=Min custom=7:A2K1 text="accepts the quantitative invitation: a minimum with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-AQ2-K432-KJ2
P test=AQ9-K52-AQ32-KQ2

# Stayman, then 4NT over 3H: responder has four spades; with four spades too, accept in the fit
# at any strength.
[2N-P-3C-P-3H-P-4N-P]
6S S=4+ text="accepts the quantitative invitation with a four-card fit (the 4-4 spade fit), at any strength"
   ref="standard teaching: accept a quantitative invitation with a maximum or with a fit (as after a transfer); a 4-4 major fit plays a trick better than notrump" test=AQ76-AQ54-KQ3-A2
6N hcp=Min+ text="accepts the quantitative invitation" test=AQ9-AK52-Q32-AQ2
6N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts the quantitative invitation: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum, or with a minimum and a good five-card suit (a source of tricks)" test=AQ-KJ52-AKJ32-Q2
6N hcp=Min custom=7:A2K1 text="accepts the quantitative invitation: a minimum with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-AQ2-K432-KJ2
P test=AQ9-KQ52-K32-AQ2

[2N-P-3C-P-3H-P-4N-P-6S-P]
P test=KQ32-K5-Q32-J432

[2N-P-3C-P-3{a}-P-3N-P] where a in DS
P test=AQ9-K52-AQ32-KQ2

# Responder's raise to five of the major found by Stayman invites six: accept with more than a
# minimum.
[2N-P-3C-P-3{j}-P-5{j}-P] where j in HS complete
6{j} hcp=Min+ text="accepts the slam invitation" ref="standard teaching: a raise to five of the agreed major invites six (bid it with more than a minimum)" test=AQ2-KQ32-KJ2-AQ2
6{j} hcp=Min {j}=5+ text="accepts the slam invitation: a minimum with a fifth trump (a nine-card fit)" ref="standard teaching: accept an invitation with a maximum, or with a minimum and extra trump length in the fit" test=AQ2-KQJ32-QJ2-KQ|KQJ32-AQ2-QJ2-KQ
6{j} hcp=Min custom=7:A2K1 {j}=:A,K text="accepts the slam invitation: a minimum with prime values (seven or more controls) and the trump ace or king" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (ace 2, king 1) and a top trump honour" test=AK2-AQ32-K432-KJ|AQ32-AK2-K432-KJ
P text="declines: a minimum" test=AQ2-KQ32-QJ2-AQ2

[2N-P-3C-P-3{j}-P-5{j}-P-6{j}-P] where j in HS complete
P text="opener accepted" test=K93-KJ92-Q86-Q93

[2N-P-3C-P-3{j}-P-4{j}-P] where j in HS
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-P-3{a}-P-6N-P] where a in DHS
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-P-3H-P-3N-P-4S-P]
P test=T973-T65-AJ2-T92

# Responder's five-card major raised: with slam values ask for aces, with 31-32 five of the
# major invites six (as after 1NT).
[2N-P-3C-P-3D-P-3{j}-P-4{j}-P] where j in HS
4N@{j}0 "Blackwood" hcp=P32+ asks=A text="a fit and 12+ HCP (32+ together): asks for aces" ref="standard teaching: over 2NT with a fit found, slam with 12+ HCP; with a fit, Blackwood checks the aces" test=KQ932-AJ32-K2-32
5{j} hcp=P30-31 text="a fit and 30-31 together: invites six" ref="standard teaching: a raise to five of the agreed major invites six (bid it with more than a minimum)" test=KJ932-KJ32-K2-32
P test=92-J9542-85-9765

[2N-P-3C-P-3D-P-3{j}-P-4{j}-P-5{j}-P] where j in HS complete
6{j} hcp=Min+ text="accepts the slam invitation" ref="standard teaching: a raise to five of the agreed major invites six (bid it with more than a minimum)" test=AQ2-KQ2-KJ32-AQ2
6{j} hcp=Min custom=7:A2K1 {j}=:A,K text="accepts the slam invitation: a minimum with prime values (seven or more controls) and the trump ace or king" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a slam invitation with a maximum, or with a minimum rich in controls (ace 2, king 1) and a top trump honour" test=AK2-AQ32-K432-KJ|AQ32-AK2-K432-KJ
P text="declines: a minimum" test=AQ2-KQ2-QJ32-AQ2

[2N-P-3C-P-3D-P-3{j}-P-4{j}-P-5{j}-P-6{j}-P] where j in HS complete
P text="opener accepted" test=KJ932-KJ32-K2-32

# No fit for responder's five-card major: notrump by strength (33 for 6NT, 31-32 invite).
[2N-P-3C-P-3D-P-3{j}-P-3N-P] where j in HS
6N hcp=P33+ text="to play: 33+ together" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KQ932-AJ32-K2-32
4N hcp=P31-32 text="quantitative: invites 6NT" ref="standard teaching: 33 points for 6NT; with 31-32 invite with a quantitative 4NT" test=KJ932-KJ32-K2-32
P test=987-852-JT965-62

[2N-P-3C-P-3D-P-3{j}-P-3N-P-4N-P] where j in HS complete
6N hcp=Min+ text="accepts the quantitative invitation" ref="standard teaching: accept a quantitative invitation with more than a minimum" test=AQ2-AQ2-KJ32-AQ2
6N hcp=Min X=5+:a S=x H=x D=x C=x text="accepts the quantitative invitation: a minimum with a good five-card suit" ref="standard teaching: accept a quantitative invitation with a maximum, or with a minimum and a good five-card suit (a source of tricks)" test=AQ9-K5-AKJ32-K32
6N hcp=Min custom=7:A2K1 text="accepts the quantitative invitation: a minimum with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-AQ2-K432-KJ2
P text="declines: a minimum" ref="standard teaching: decline a quantitative invitation with a minimum" test=AQ2-AQ2-QJ32-KQ2

[2N-P-3C-P-3D-P-3{j}-P-3N-P-6N-P] where j in HS complete
P text="to play" test=AQ2-AQ2-KJ32-AQ2

# Transfers over 2NT.
[2N-P-3D-P-3H-P] complete
3S hcp=P24+ S=5+ H=5 asks=1 text="5-5 in the majors, forcing" test=T6432-A7653-T-92
4N@30 "Blackwood" hcp=P31+ H=6+ text="six hearts and slam values (11+ opposite 20-21): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=6-KQJ652-K952-A2
4N@30 "Blackwood" H=6+ losers=6 S=1+ D=1+ C=1+ text="six hearts, six losers or fewer and no void opposite 20-21 balanced (about five or six losers, two or more hearts): twelve tricks in the eight-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a balanced 20-21 shows about five or six losers, so six opposite leave about twelve tricks; Blackwood checks the aces (not with a void)" test=6-AK9652-K952-32
4H hcp=P24-30 H=6+ text="six-card suit, to play" test=6-987652-JT952-K
4H hcp=P23 H=6+ text="six-card suit and 3 HCP: game" ref="standard teaching: opposite 20-21 a six-card major makes an eight-card fit: 3 HCP and the long suit make game" test=82-QJ8642-943-75
6N hcp=P33+ text="to play" test=K2-AQJ32-K32-Q32
4N hcp=P31-32 text="quantitative, five-card suit" test=K2-AQJ32-J32-432
3N hcp=P24-30 text="five-card suit, choice of games" test=J64-J9854-A8-753
P text="to play" test=97652-T9843-8-83

[2N-P-3H-P-3S-P] complete
4N@40 "Blackwood" hcp=P31+ S=6+ text="six spades and slam values (11+ opposite 20-21): asks for aces" ref="standard teaching: 33 points together make a slam; with a fit, Blackwood checks the aces" test=KQJ652-6-K952-A2
4N@40 "Blackwood" S=6+ losers=6 H=1+ D=1+ C=1+ text="six spades, six losers or fewer and no void opposite 20-21 balanced (about five or six losers, two or more spades): twelve tricks in the eight-card fit, asks for aces" ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a balanced 20-21 shows about five or six losers, so six opposite leave about twelve tricks; Blackwood checks the aces (not with a void)" test=AK9652-6-K952-32
4S hcp=P24-30 S=6+ text="six-card suit, to play" test=JT9653-QT9654-J-
4S hcp=P23 S=6+ text="six-card suit and 3 HCP: game" ref="standard teaching: opposite 20-21 a six-card major makes an eight-card fit: 3 HCP and the long suit make game" test=QJ8642-82-943-75
6N hcp=P33+ text="to play" test=AQJ32-K2-K32-Q32
4N hcp=P31-32 text="quantitative, five-card suit" test=AQJ32-K2-J32-432
3N hcp=P24-30 text="five-card suit, choice of games" test=J9854-J64-A8-753
P text="to play" test=T9843-9765-8-832

[2N-P-3D-P-3H-P-3S-P] complete
4S S=3+ H=<=S text="prefers spades" test=KJ2-Q32-AKQ2-AK2
4H text="prefers hearts" test=A2-KJ2-AKQ2-KQ32

[2N-P-3D-P-3H-P-3N-P]
4H H=3+ text="three-card support" test=AQ9-K52-AQ32-KQ2
P test=AQ92-K5-AQ32-AQ2

[2N-P-3H-P-3S-P-3N-P]
4S S=3+ text="three-card support" test=K52-AQ9-AQ32-KQ2
P test=K5-AQ92-AQ32-AQ2

[2N-P-3D-P-3H-P-4N-P]
6H H=4+ text="accepts with a four-card fit" ref="standard teaching: accept a quantitative invitation with a maximum or with a fit" test=AKQ2-AJ83-K92-K6
6H H=3+ hcp=Min+ text="accepts, three-card support" test=AQ9-K52-AQ32-AQ2
6N hcp=Min+ text="accepts" test=AQ92-K5-AQ32-AQ2
6H H=3+ hcp=Min custom=7:A2K1 text="accepts, three-card support: a minimum with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-AQ2-K432-KJ2
6N hcp=Min custom=7:A2K1 text="accepts: a minimum with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-AQ-K432-KJ32
P test=AQ9-K52-AQ32-KQ2

[2N-P-3H-P-3S-P-4N-P]
6S S=4+ text="accepts with a four-card fit" ref="standard teaching: accept a quantitative invitation with a maximum or with a fit" test=AJ83-AKQ2-K92-K6
6S S=3+ hcp=Min+ text="accepts, three-card support" test=K52-AQ9-AQ32-AQ2
6N hcp=Min+ text="accepts" test=K5-AQ92-AQ32-AQ2
6S S=3+ hcp=Min custom=7:A2K1 text="accepts, three-card support: a minimum with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQ2-AK2-K432-KJ2
6N hcp=Min custom=7:A2K1 text="accepts: a minimum with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AQ-AK2-K432-KJ32
P test=K52-AQ9-AQ32-KQ2

# Final passes after the transfers over 2NT.
[2N-P-3D-P-3H-P-4H-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3D-P-3H-P-6N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3D-P-3H-P-3S-P-4{j}-P] where j in HS
4N@{j}0 "Blackwood" hcp=P31+ asks=A text="5-5 in the majors and slam values (11+ opposite 20-21), opener chose his major: asks for aces"
   ref="standard teaching: 33 points together make a slam, 31 with a fit (5-5 shape counts); with a fit, Blackwood checks the aces" test=AQ932-KQ932-2-32
P test=T753-T984-652-92

[2N-P-3D-P-3H-P-3N-P-4H-P]
P test=J64-J9854-A8-753

[2N-P-3D-P-3H-P-4N-P-6H-P]
P test=K2-AQJ32-K32-Q32

[2N-P-3D-P-3H-P-4N-P-6N-P]
P test=K2-AQJ32-K32-Q32

[2N-P-3H-P-3S-P-4S-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3H-P-3S-P-6N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3H-P-3S-P-3N-P-4S-P]
P test=J9854-J64-A8-753

[2N-P-3H-P-3S-P-4N-P-6S-P]
P test=K2-AQJ32-K32-Q32

[2N-P-3H-P-3S-P-4N-P-6N-P]
P test=K2-AQJ32-K32-Q32

[2N-P-3N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-4N-P]
6N hcp=Min+ text="accepts the quantitative invitation" test=AQ9-K52-AQ32-AQ2
6N hcp=Min custom=7:A2K1 text="accepts the quantitative invitation: a minimum with prime values (7 or more controls)" ref="standard teaching: aces and kings are worth more than their points in a slam, queens and jacks less; accept a quantitative invitation with a maximum, or with a minimum rich in controls (ace 2, king 1: few points wasted in queens and jacks)" test=AK2-AQ2-K432-KJ2
P test=AQ9-K52-AQ32-KQ2

[2N-P-6N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-4N-P-6N-P]
P test=AQ2-KJ3-J32-5432

# Gerber over 2NT: the asker places the contract (it knows its own aces).
[2N-P-4C-P]
use "Gerber answers"

[2N-P-4C-P-4D-P] complete
5C "Gerber" custom=<1:A1 hcp=P36+ asks=K text="partner has all four aces: asks for kings" test=KQJ-KQ2-KQ2-Q432
5C "Gerber" custom=4:A1 hcp=P36+ asks=K text="all four aces: asks for kings" test=A32-A32-A32-A432
6N custom=<1:A1 text="to play" test=KQ2-KQ2-KQ2-5432
6N custom=3:A1 text="to play: one ace missing" test=A32-A32-A32-K432
4N text="sign-off: two aces missing" test=A32-KQ2-KQ2-Q432

[2N-P-4C-P-4H-P] complete
5C "Gerber" custom=3:A1 hcp=P36+ asks=K text="all four aces: asks for kings" test=A32-A32-A32-KQ32
6N custom=2:A1 text="to play" test=A32-A32-KQ2-Q432
4N text="sign-off: two aces missing" test=A32-KQ2-KQ2-Q432

[2N-P-4C-P-4S-P] complete
5C "Gerber" custom=2:A1 hcp=P36+ asks=K text="all four aces: asks for kings" test=A32-A32-KQ2-KJ32
6N custom=1:A1 text="to play" test=A32-KQ2-KQ2-Q432
4N text="sign-off: two aces missing" test=KQ2-KQ2-KQ2-QJ32

[2N-P-4C-P-4N-P] complete
5C "Gerber" custom=1:A1 hcp=P36+ asks=K text="all four aces: asks for kings" test=A32-KQ2-KQ2-Q432
6N text="to play" test=KQ2-KQ2-KQ2-5432

[2N-P-4C-P-4{a}-P-5C-P] where a in DHS
use "Gerber king answers"

[2N-P-4C-P-4N-P-5C-P]
use "Gerber king answers"

[2N-P-4C-P-4{a}-P-5C-P-5D-P] where a in DHS as [1N-P-4C-P-4{a}-P-5C-P-5D-P]

[2N-P-4C-P-4N-P-5C-P-5D-P] as [1N-P-4C-P-4D-P-5C-P-5D-P]

[2N-P-4C-P-4{a}-P-5C-P-5H-P] where a in DHS as [1N-P-4C-P-4{a}-P-5C-P-5H-P]

[2N-P-4C-P-4N-P-5C-P-5H-P] as [1N-P-4C-P-4D-P-5C-P-5H-P]

[2N-P-4C-P-4{a}-P-5C-P-5S-P] where a in DHS as [1N-P-4C-P-4{a}-P-5C-P-5S-P]

[2N-P-4C-P-4N-P-5C-P-5S-P] as [1N-P-4C-P-4D-P-5C-P-5S-P]

[2N-P-4C-P-4{a}-P-5C-P-5N-P] where a in DHS as [1N-P-4C-P-4{a}-P-5C-P-5N-P]

[2N-P-4C-P-4N-P-5C-P-5N-P] as [1N-P-4C-P-4D-P-5C-P-5N-P]

[2N-P-4C-P-4{a}-P-4N-P] where a in DHS complete
P text="partner signed off" test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4{a}-P-6N-P] where a in DHS
P test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4N-P-6N-P]
P test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4{a}-P-5C-P-5{b}-P-6N-P] where a in DHS, b in DHS
P test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4{a}-P-5C-P-5N-P-6N-P] where a in DHS
P test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4N-P-5C-P-5{b}-P-6N-P] where b in DHS
P test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4N-P-5C-P-5N-P-6N-P]
P test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4{a}-P-5C-P-5{b}-P-7N-P] where a in DHS, b in DHS
P test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4{a}-P-5C-P-5N-P-7N-P] where a in DHS
P test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4N-P-5C-P-5{b}-P-7N-P] where b in DHS
P test=AQ2-AQ2-AK2-J432

[2N-P-4C-P-4N-P-5C-P-5N-P-7N-P]
P test=AQ2-AQ2-AK2-J432

# =======================================================================================
# Interference: they double our 1NT. Systems on; redouble is for business (8+ HCP).
# =======================================================================================
[1N-D] complete
2H "Jacoby Transfer" S=6+ H=<=S asks=B2S,1 announce text="transfer" test=KJ9832-J76-A2-97
2D "Jacoby Transfer" H=6+ asks=B2H,1 announce text="transfer" test=972-T98653-J-764
R hcp=P23+ text="business: 8+ HCP, we hold the balance of power" test=K54-QJ3-K32-T432
2D "Jacoby Transfer" H=5+ S=<=H asks=B2H,1 announce text="transfer" test=65-KJ983-Q32-J97
2H "Jacoby Transfer" S=5+ asks=B2S,1 announce text="transfer" test=KJ983-65-Q32-J97
2C "Stayman" C=<2 D=4+ S=3-4 H=3-4 SH=7+ asks=1 text="Stayman: weak with short clubs, will pass any answer" test=T872-874-JT754-5
2C "Stayman" hcp=P<23 C=<=2 D=3+ S=4 H=4 asks=1 text="Stayman: weak with both majors and short clubs, will pass any answer"
   ref="standard teaching: garbage Stayman: weak with both four-card majors and no long clubs, pass whatever opener answers" test=T942-J653-Q72-83
2S "Minor Suit Relay" X=6+ D=x C=x asks=B3C,1 alert text="relay to 3C: a weak hand with a long minor" test=97-T65-T85432-98
# A weak hand with a five-card minor and a singleton or void runs too: 1NT doubled plays
# badly opposite the short suit, three of the minor (a seven-card fit or better) plays better.
# Flat, it passes: the five-card minor is worth a trick in notrump too.
2S "Minor Suit Relay" hcp=P<23 X=5 D=x C=x shape=short asks=B3C,1 alert
   text="relay to 3C: weak, a five-card minor and a singleton"
   ref="standard teaching: after 1NT is doubled, the weak unbalanced hand runs to its long suit" test=T983-7-742-QJ965
# With 0-4 HCP the weak hand runs with any five-card minor, flat or not: the doubler's side
# holds 23+ HCP, 1NT doubled goes down two or three, and the minor takes its tricks as trumps.
2S "Minor Suit Relay" hcp=P<20 X=5 D=x C=x asks=B3C,1 alert
   text="relay to 3C: 0-4 HCP and a five-card minor"
   ref="standard teaching: after 1NT is doubled, a very weak hand (0-4 HCP) runs to a five-card suit" test=J84-973-T8652-93
P text="weak; 1NT doubled may well make" test=543-J52-Q632-J87

[1N-D-P-P]
P test=T7652-JT32-83-63

[1N-D-R-P] complete
P text="we play 1NT redoubled" test=6543-T8-3-865432

# They run from the redouble: doubles are for penalty, a pass is forcing.
[1N-D-R-2{a}] where a in CD complete
D {a}=4+ text="penalty" test=K2-Q32-KJ52-AQ43
P text="forcing: partner doubles or bids" test=AQ2-KJ32-K32-Q32

[1N-D-R-2{a}] where a in HS complete
D {a}=4+ text="penalty" test=KQ43-AJ52-K2-Q32
P text="forcing: partner doubles or bids" test=K32-Q32-KJ32-AQ2

[1N-D-R-2{a}-P-P] where a in CDHS complete
D text="penalty" test=K54-QJ3-K32-T432

[1N-D-R-P-P-2{a}] where a in CDHS complete
D text="penalty" test=K54-QJ3-K32-T432

[1N-D-R-2{a}-D-P] where a in CDHS
P test=K54-QJ3-K32-T432

[1N-D-R-2{a}-P-P-D-P] where a in CDHS
P test=T873-9-987-T7643

[1N-D-R-P-P-2{a}-D-P] where a in CDHS
P test=9-T7642-42-T9862

[1N-D-2C-P] as [1N-P-2C-P]

[1N-D-2C-P-2{a}-P] where a in DHS complete
P text="escape Stayman: to play" test=873-T6-85-T97543

# Their double of our 1NT, then a double of the (weak) Stayman: systems on, opener redoubles
# with strong clubs or answers as over an undoubled 2C, and responder passes the answer or
# escapes from the redouble.
[1N-D-2C-D] as [1N-P-2C-D]

[1N-D-2C-D-2{a}-P] where a in DHS as [1N-D-2C-P-2{a}-P]

[1N-D-2C-D-R-P] as [1N-P-2C-D-R-P]

[1N-D-2C-D-R-P-2D-P] as [1N-P-2C-D-R-P-2D-P]

[1N-D-2D-P] complete
2H "Jacoby Transfer" text="completes the transfer" test=98543-84-872-854

[1N-D-2H-P] complete
2S "Jacoby Transfer" text="completes the transfer" test=KT942-K54-KQ-A43

[1N-D-2D-P-2H-P]
4H H=6+ hcp=P23+ text="to play" test=5-K96432-J73-A65
3H H=6+ hcp=P21-22 text="invitational" test=J2-JT9543-J-K654
P test=65-KJ983-Q32-J97

[1N-D-2H-P-2S-P]
4S S=6+ hcp=P23+ text="to play" test=KJ9832-J76-A2-97
3S S=6+ hcp=P21-22 text="invitational" test=KJ9832-65-Q2-J97
P test=KJ983-65-Q32-J97

[1N-D-2D-P-2H-P-3H-P] as [1N-P-2D-P-2H-P-3H-P]

[1N-D-2H-P-2S-P-3S-P] as [1N-P-2H-P-2S-P-3S-P]

[1N-D-2D-P-2H-P-4H-P] as [1N-P-2D-P-2H-P-4H-P]

[1N-D-2H-P-2S-P-4S-P] as [1N-P-2H-P-2S-P-4S-P]

[1N-D-2D-P-2H-P-3H-P-4H-P] as [1N-P-2D-P-2H-P-3H-P-4H-P]

[1N-D-2H-P-2S-P-3S-P-4S-P] as [1N-P-2H-P-2S-P-3S-P-4S-P]

[1N-D-2S-P] as [1N-P-2S-P]

# Their double of 1NT, our transfer, and a double of the transfer (1NT-X-2D-X, 1NT-X-2H-X):
# systems on, so as over an undoubled 1NT: opener completes with three trumps (super-accepts
# with four and a maximum), redoubles with a strong holding in the suit doubled, passes with
# two; responder then bids his major himself.
[1N-D-2D-D] as [1N-P-2D-D]
[1N-D-2H-D] as [1N-P-2H-D]
[1N-D-2D-D-P-P] as [1N-P-2D-D-P-P]
[1N-D-2H-D-P-P] as [1N-P-2H-D-P-P]
[1N-D-2D-D-R-P] as [1N-P-2D-D-R-P]
[1N-D-2H-D-R-P] as [1N-P-2H-D-R-P]
[1N-D-2D-D-2H-P] as [1N-D-2D-P-2H-P]
[1N-D-2H-D-2S-P] as [1N-D-2H-P-2S-P]

# Partner's 1NT overcall doubled (1x-1NT-X): the doubled conventional calls as over our
# doubled 1NT opening.
[1{o}-1N-D-2C-D] as [1N-P-2C-D]
[1{o}-1N-D-2C-D-2{a}-P] where a in DHS as [1N-D-2C-P-2{a}-P]
[1{o}-1N-D-2C-D-R-P] as [1N-P-2C-D-R-P]
[1{o}-1N-D-2D-D] as [1N-P-2D-D]
[1{o}-1N-D-2H-D] as [1N-P-2H-D]
[1{o}-1N-D-2D-D-P-P] as [1N-P-2D-D-P-P]
[1{o}-1N-D-2H-D-P-P] as [1N-P-2H-D-P-P]
[1{o}-1N-D-2D-P-2H-P] as [1N-D-2D-P-2H-P]
[1{o}-1N-D-2H-P-2S-P] as [1N-D-2H-P-2S-P]
[1{o}-1N-D-2S-D] as [1N-D-2S-D]

# The relay doubled (1NT-2S-X, also after their double of 1NT): opener still completes it:
# responder is weak with a long minor, and 2S doubled is no contract for us.
[1N-P-2S-D] complete
3C "Minor Suit Relay" asks=D text="completes the relay" ref="standard teaching: a doubled relay is still completed"
   test=AQ2-KJ3-KJ32-Q32

[1N-D-2S-D] complete
3C "Minor Suit Relay" asks=D text="completes the relay" ref="standard teaching: a doubled relay is still completed"
   test=AQ2-KJ3-KJ32-Q32

[1N-P-2S-D-3C-P] as [1N-P-2S-P-3C-P]

[1N-D-2S-D-3C-P] as [1N-D-2S-P-3C-P]

[1N-D-2S-P-3C-P] complete
P C=5+ text="to play" test=53-8754-4-J97654
3D D=5+ text="to play: a five- or six-card diamond suit" test=65-52-T97652-T85
P test=543-75-Q874-J654

[1N-D-2S-P-3C-P-3D-P] as [1N-P-2S-P-3C-P-3D-P]

# Their balancing double of 1NT (1NT-P-P-X-P-P, penalty). Responder has passed 1NT, so he
# is weak (he would have transferred a five-card major at his first turn): with a five-card or
# longer suit he runs to it at the two level, natural and to play (no Stayman or transfer
# for a passed weak hand); otherwise he passes and 1NT doubled stands. Opener passes the
# runout.
[1N-P-P-D-P-P] complete
2x X=5+ S=x H=x D=x C=x text="to play: a weak hand with a five-card or longer suit"
   ref="standard teaching: after a penalty double of 1NT, the weak hand runs to its five-card suit"
   test=J72-94-83-QT8654
P text="no five-card suit: 1NT doubled stands" ref="standard teaching: with no long suit the weak hand passes 1NT doubled"
   test=J72-Q942-8532-T8

[1N-P-P-D-P-P-2{a}-P] where a in CDHS complete
P text="the runout is to play" ref="standard teaching: opener passes responder's runout" test=AQ2-KJ3-KJ32-Q32

[1N-P-P-D-P-P-2{a}-D] where a in CDHS complete
P text="the runout is to play" ref="standard teaching: opener passes responder's runout" test=AQ2-KJ3-KJ32-Q32

# Their penalty double of our balancing 1NT (1x-P-P-1NT-X, 11-14). The advancer passed over
# the opening, so he is limited, and the side holds at most about 21 HCP: as after their
# balancing double of our 1NT opening he runs to a five-card or longer suit (not theirs) at the
# two level, natural and to play, with 0-7 HCP, or with a six-card suit and 0-10; the
# balancing notrump bidder passes the runout.
[1C-P-P-1N-D] complete
2x hcp=<8 X=5+ S=x H=x D=x text="to play: a weak hand with a five-card or longer suit"
   ref="standard teaching: after a penalty double of 1NT, the weak hand runs to its five-card suit"
   test=J72-94-QT865-843
2x hcp=<11 X=6+ S=x H=x D=x text="to play: a six-card or longer suit, 8-10 HCP (the side holds no more than half the deck)"
   ref="standard teaching: after a penalty double of 1NT, a long suit plays better than a doubled notrump when the side does not hold the balance"
   test=K8-Q97-QT9652-J3
P text="no long suit: 1NT doubled stands" ref="standard teaching: with no long suit the weak hand passes 1NT doubled"
   test=J72-Q942-8532-T8

[1D-P-P-1N-D] complete
2x hcp=<8 X=5+ S=x H=x C=x text="to play: a weak hand with a five-card or longer suit"
   ref="standard teaching: after a penalty double of 1NT, the weak hand runs to its five-card suit"
   test=J72-94-83-QT8654
2x hcp=<11 X=6+ S=x H=x C=x text="to play: a six-card or longer suit, 8-10 HCP (the side holds no more than half the deck)"
   ref="standard teaching: after a penalty double of 1NT, a long suit plays better than a doubled notrump when the side does not hold the balance"
   test=Q2-T9-A8-KJ86432
P text="no long suit: 1NT doubled stands" ref="standard teaching: with no long suit the weak hand passes 1NT doubled"
   test=J72-Q942-8532-T8

[1H-P-P-1N-D] complete
2x hcp=<8 X=5+ S=x D=x C=x text="to play: a weak hand with a five-card or longer suit"
   ref="standard teaching: after a penalty double of 1NT, the weak hand runs to its five-card suit"
   test=J72-94-83-QT8654
2x hcp=<11 X=6+ S=x D=x C=x text="to play: a six-card or longer suit, 8-10 HCP (the side holds no more than half the deck)"
   ref="standard teaching: after a penalty double of 1NT, a long suit plays better than a doubled notrump when the side does not hold the balance"
   test=Q2-T9-A8-KJ86432
P text="no long suit: 1NT doubled stands" ref="standard teaching: with no long suit the weak hand passes 1NT doubled"
   test=J72-Q942-8532-T8

[1S-P-P-1N-D] complete
2x hcp=<8 X=5+ H=x D=x C=x text="to play: a weak hand with a five-card or longer suit"
   ref="standard teaching: after a penalty double of 1NT, the weak hand runs to its five-card suit"
   test=J72-94-83-QT8654
2x hcp=<11 X=6+ H=x D=x C=x text="to play: a six-card or longer suit, 8-10 HCP (the side holds no more than half the deck)"
   ref="standard teaching: after a penalty double of 1NT, a long suit plays better than a doubled notrump when the side does not hold the balance"
   test=Q2-T9-A8-KJ86432
P text="no long suit: 1NT doubled stands" ref="standard teaching: with no long suit the weak hand passes 1NT doubled"
   test=J72-Q942-8532-T8

[1{a}-P-P-1N-D-2{b}-P] complete
P text="the runout is to play" ref="standard teaching: the notrump bidder passes partner's runout" test=AQ2-KJ3-KJ32-Q32

[1{a}-P-P-1N-D-2{b}-D] complete
P text="the runout is to play" ref="standard teaching: the notrump bidder passes partner's runout" test=AQ2-KJ3-KJ32-Q32

# Partner's natural two-level overcall of their 1NT doubled for penalty (1NT-2y-X): the
# advancer with a void or singleton in partner's suit and a six-card suit of his own runs to it
# at the cheapest level (the long suit plays better than partner's suit doubled with no
# trumps in dummy); every other hand is answered by the advancing patterns.
[1N-2C-D]
2x hcp=<11 C=0-1 X=6+ S=x H=x D=x text="rescue: a six-card suit and a singleton or void in partner's clubs"
   ref="standard teaching: rescue partner's doubled overcall only with shortness in his suit and a long suit of one's own"
   test=T84-J7-QJ96432-3

[1N-2D-D]
2x hcp=<11 D=0-1 X=6+ S=x H=x text="rescue: a six-card major and a singleton or void in partner's diamonds"
   ref="standard teaching: rescue partner's doubled overcall only with shortness in his suit and a long suit of one's own"
   test=T84-QJ9643-3-J72
3C hcp=<11 D=0-1 C=6+ text="rescue: six clubs and a singleton or void in partner's diamonds"
   ref="standard teaching: rescue partner's doubled overcall only with shortness in his suit and a long suit of one's own"
   test=T84-J72-3-QJ9643

[1N-2H-D]
2S hcp=<11 H=0-1 S=6+ text="rescue: six spades and a singleton or void in partner's hearts"
   ref="standard teaching: rescue partner's doubled overcall only with shortness in his suit and a long suit of one's own"
   test=QJ9643-3-T84-J72
3x hcp=<11 H=0-1 X=6+ D=x C=x text="rescue: a six-card minor and a singleton or void in partner's hearts"
   ref="standard teaching: rescue partner's doubled overcall only with shortness in his suit and a long suit of one's own"
   test=T84-3-QJ9643-J72

[1N-2S-D]
3x hcp=<11 S=0-1 X=6+ H=x D=x C=x text="rescue: a six-card suit and a singleton or void in partner's spades"
   ref="standard teaching: rescue partner's doubled overcall only with shortness in his suit and a long suit of one's own"
   test=3-T84-QJ9643-J72

# =======================================================================================
# Interference: they overcall our 1NT. Systems off: double is for penalty, new suits at
# the two level are natural and not forcing, at the three level forcing to game; the
# cue-bid is Stayman (forcing to game, promises a four-card unbid major).
# =======================================================================================
[1N-2C]
4x hcp=P23+ X=6+ S=x H=x text="to play" test=KJ9832-J76-A2-97
4x hcp=P21-22 dist=T10+ X=6+ S=x H=x text="a six-card major, 6-7 HCP with shortness (10+ total points): to play" ref="standard teaching: count distribution with a six-card major opposite 1NT: 10+ total points and an eight-card fit make game" test=KJ9832-97-K762-8
D hcp=P23+ C=4+ text="penalty" test=K52-Q73-J72-QT92
D hcp=P21-22 C=5+ text="penalty: five of their trumps, 6-7 HCP" ref="standard teaching: over their two-level overcall of 1NT responder's double is for penalty (systems off): with five trumps 6-7 HCP are enough opposite 15-17" test=J3-842-Q72-KT985
D hcp=P21-22 C=4:2/4 text="penalty: four good trumps, 6-7 HCP" ref="standard teaching: over their two-level overcall of 1NT responder's double is for penalty (systems off): four trumps with two of the top four honours and 6-7 HCP" test=J32-842-Q72-KJ95
3C "Stayman" hcp=P25+ X=4 S=x,<5 H=x,<5 asks=G text="Stayman: asks for a four-card major; forcing to game" test=J532-K984-K75-QJ
3x hcp=P25+ X=5+ D=x H=x S=x asks=G text="natural, forcing to game" test=KQJ-J7543-Q5-J43
3N hcp=P25+ C=:1stop text="to play" test=Q52-K96-AQ97-K73
3N hcp=P23-24 D=6+ C=:1stop text="a six-card diamond suit, 8-9 and clubs stopped: to play" ref="standard teaching: after their overcall of 1NT a six-card suit competes; with 8-9 and a six-card minor and their suit stopped, 3NT (the long suit brings the tricks)" test=72-85-AJT963-K72
3D hcp=P23-24 dist=T11+ D=6+ asks=G text="a six-card minor and 8-9 HCP with shortness (11+ total points): natural, forcing to game" ref="standard teaching: count distribution with a long suit (11+ total points is game opposite 15-17); after their overcall of 1NT a new suit at the three level is forcing to game" test=6-K52-KQT9632-87
2N hcp=P23-24 C=:1stop text="invitational" test=Q52-J32-QJ95-K73
2x X=5+ D=x H=x S=x text="natural, to play" test=QJ765-32-T82-Q43
3N hcp=P25+ text="to play" test=K32-A32-KJ32-532
P test=Q32-J32-K432-432

[1N-2D]
4x hcp=P23+ X=6+ S=x H=x text="to play" test=KJ9832-J76-A2-97
4x hcp=P21-22 dist=T10+ X=6+ S=x H=x text="a six-card major, 6-7 HCP with shortness (10+ total points): to play" ref="standard teaching: count distribution with a six-card major opposite 1NT: 10+ total points and an eight-card fit make game" test=KJ9832-97-8-K762
D hcp=P23+ D=4+ text="penalty" test=K52-Q73-QT92-J72
D hcp=P21-22 D=5+ text="penalty: five of their trumps, 6-7 HCP" ref="standard teaching: over their two-level overcall of 1NT responder's double is for penalty (systems off): with five trumps 6-7 HCP are enough opposite 15-17" test=J3-842-KT985-Q72
D hcp=P21-22 D=4:2/4 text="penalty: four good trumps, 6-7 HCP" ref="standard teaching: over their two-level overcall of 1NT responder's double is for penalty (systems off): four trumps with two of the top four honours and 6-7 HCP" test=J32-842-KJ95-Q72
3D "Stayman" hcp=P25+ X=4 S=x,<5 H=x,<5 asks=G text="Stayman: asks for a four-card major; forcing to game"
   test=Q732-K65-T9-AJ72
3x hcp=P25+ X=5+ C=x H=x S=x asks=G text="natural, forcing to game" test=J872-AJ872-95-KJ
3N hcp=P25+ D=:1stop text="to play" test=Q52-K96-K73-AQ97
3N hcp=P23-24 C=6+ D=:1stop text="a six-card club suit, 8-9 and diamonds stopped: to play" ref="standard teaching: after their overcall of 1NT a six-card suit competes; with 8-9 and a six-card minor and their suit stopped, 3NT (the long suit brings the tricks)" test=72-J5-K72-AJT963
3C hcp=P23-24 dist=T11+ C=6+ asks=G text="a six-card minor and 8-9 HCP with shortness (11+ total points): natural, forcing to game" ref="standard teaching: count distribution with a long suit (11+ total points is game opposite 15-17); after their overcall of 1NT a new suit at the three level is forcing to game" test=K5-8742-6-KQT963
2N hcp=P23-24 D=:1stop text="invitational" test=Q52-J32-K73-QJ95
2x X=5+ H=x S=x text="natural, to play" test=QJ765-32-Q43-T82
3N hcp=P25+ text="to play" test=K32-A32-532-KJ32
P test=Q32-J32-432-K432

[1N-2H]
4S hcp=P23+ S=6+ text="to play" test=KJ9832-J76-A2-97
4S hcp=P21-22 dist=T10+ S=6+ text="a six-card major, 6-7 HCP with shortness (10+ total points): to play" ref="standard teaching: count distribution with a six-card major opposite 1NT: 10+ total points and an eight-card fit make game" test=KJ9832-8-97-K762
D hcp=P23+ H=4+ text="penalty" test=K52-QT92-Q73-J72
D hcp=P21-22 H=5+ text="penalty: five of their trumps, 6-7 HCP" ref="standard teaching: over their two-level overcall of 1NT responder's double is for penalty (systems off): with five trumps 6-7 HCP are enough opposite 15-17" test=842-KT985-Q72-J3
D hcp=P21-22 H=4:2/4 text="penalty: four good trumps, 6-7 HCP" ref="standard teaching: over their two-level overcall of 1NT responder's double is for penalty (systems off): four trumps with two of the top four honours and 6-7 HCP" test=842-KJ95-Q72-J32
3H "Stayman" hcp=P25+ S=4 asks=G text="Stayman: asks for four spades; forcing to game" test=Q732-T9-K65-AJ72
3x hcp=P25+ X=5+ C=x D=x S=x asks=G text="natural, forcing to game" test=KQ763-Q93-T9-K94
3N hcp=P25+ H=:1stop text="to play" test=Q52-K73-K96-AQ97
3N hcp=P23-24 X=6+ C=x D=x H=:1stop text="a six-card minor, 8-9 and hearts stopped: to play" ref="standard teaching: after their overcall of 1NT a six-card suit competes; with 8-9 and a six-card minor and their suit stopped, 3NT (the long suit brings the tricks)" test=72-K5-J72-AJT963
3x hcp=P23-24 dist=T11+ X=6+ C=x D=x asks=G text="a six-card minor and 8-9 HCP with shortness (11+ total points): natural, forcing to game" ref="standard teaching: count distribution with a long suit (11+ total points is game opposite 15-17); after their overcall of 1NT a new suit at the three level is forcing to game" test=K5-6-8742-KQT963|K5-6-KQT963-8742
2N hcp=P23-24 H=:1stop text="invitational" test=Q52-K73-J32-QJ95
2S S=5+ text="natural, to play" test=QJ765-32-Q43-T82
3N hcp=P25+ text="to play" test=K32-532-A32-KJ32
P test=Q32-432-J32-K432

[1N-2S]
4H hcp=P23+ H=6+ text="to play" test=T43-QJT983-AJ2-8
4H hcp=P21-22 dist=T10+ H=6+ text="a six-card major, 6-7 HCP with shortness (10+ total points): to play" ref="standard teaching: count distribution with a six-card major opposite 1NT: 10+ total points and an eight-card fit make game" test=8-KJ9832-97-K762
D hcp=P23+ S=4+ text="penalty" test=QT92-K52-Q73-J72
D hcp=P21-22 S=5+ text="penalty: five of their trumps, 6-7 HCP" ref="standard teaching: over their two-level overcall of 1NT responder's double is for penalty (systems off): with five trumps 6-7 HCP are enough opposite 15-17" test=KT985-842-Q72-J3
D hcp=P21-22 S=4:2/4 text="penalty: four good trumps, 6-7 HCP" ref="standard teaching: over their two-level overcall of 1NT responder's double is for penalty (systems off): four trumps with two of the top four honours and 6-7 HCP" test=KJ95-842-Q72-J32
3S "Stayman" hcp=P25+ H=4 asks=G text="Stayman: asks for four hearts; forcing to game" test=T9-Q732-K65-AJ72
3x hcp=P25+ X=5+ C=x D=x H=x asks=G text="natural, forcing to game" test=2-KJT76-97-AQ982
3N hcp=P25+ S=:1stop text="to play" test=K73-Q52-K96-AQ97
3N hcp=P23-24 X=6+ C=x D=x S=:1stop text="a six-card minor, 8-9 and spades stopped: to play" ref="standard teaching: after their overcall of 1NT a six-card suit competes; with 8-9 and a six-card minor and their suit stopped, 3NT (the long suit brings the tricks)" test=K5-72-J72-AJT963
3x hcp=P23-24 dist=T11+ X=6+ C=x D=x asks=G text="a six-card minor and 8-9 HCP with shortness (11+ total points): natural, forcing to game" ref="standard teaching: count distribution with a long suit (11+ total points is game opposite 15-17); after their overcall of 1NT a new suit at the three level is forcing to game" test=6-K5-8742-KQT963|6-K5-KQT963-8742
2N hcp=P23-24 S=:1stop text="invitational" test=K73-Q52-J32-QJ95
3N hcp=P25+ text="to play" test=532-K32-A32-KJ32
P test=432-Q32-J32-K432

# Their 2NT (both minors, or natural): double shows values; majors are natural.
[1N-2N]
4x hcp=P23+ X=6+ S=x H=x text="to play" test=KJ9832-J76-A2-97
D hcp=P23+ text="values: we can penalize them" test=K52-Q73-J72-QT92
3x X=5+ S=x H=x text="natural, competitive" test=QJ765-32-T82-Q43
P test=Q32-J32-K432-432

[1N-3{a}] where a in CD
4x hcp=P23+ X=6+ S=x H=x text="to play" test=KJ9832-J76-A2-97
D hcp=P23+ {a}=4+ text="penalty" test=K52-Q7-J732-QT92
3x hcp=P25+ X=5+ S=x H=x asks=1 text="natural, forcing" test=KJT76-AJ2-Q97-92
3N hcp=P25+ text="to play" test=K32-AJ32-KJ3-532
P test=Q32-J32-K432-432

[1N-3H]
4S hcp=P23+ S=6+ text="to play" test=KJ9832-J76-A2-97
D hcp=P23+ H=4+ text="penalty" test=K52-QT92-Q73-J72
3S hcp=P25+ S=5+ asks=1 text="natural, forcing" test=T9653-AQ5-J7-K54
3N hcp=P25+ text="to play" test=K32-532-A32-KJ32
P test=Q32-432-J32-K432

[1N-3S]
4H hcp=P23+ H=6+ text="to play" test=J5-KJ8632-QJ-863
D hcp=P23+ S=4+ text="penalty" test=QT92-K52-Q73-J72
4H hcp=P25+ H=5+ text="to play" test=2-KJT76-97-AQ982
3N hcp=P25+ text="to play" test=532-K32-A32-KJ32
P test=432-Q32-J32-K432

[1N-4{a}] where a in CDHS
D hcp=P25+ text="penalty: values" test=K32-A32-KJ32-532
P test=Q32-J32-K432-432

# Opener after responder's action over their overcall.
# Responder's pass may be a trap pass (length in their suit without the values for a penalty
# double): opener reopens with a double with a maximum (a good 16 or 17) and at most two cards
# in their suit, below 2S (over 2S partner's takeout would be at the three level).
[1N-2{a}-P-P] where a in CDH
D hcp=16-17 {a}=<3 text="reopening double: a maximum, at most two of their suit; partner passes with their trumps"
   ref="standard teaching: over their overcall of 1NT responder may hold a trap pass; opener reopens with a double with a maximum and a doubleton in their suit"
   test=AQ5-KJ4-KJ742-K3|AJ4-KQ52-K3-KJ74|AJ4-K3-KQ52-KJ74
[1N-2{a}-P-P] where a in CDHS
P test=843-72-J972-9752

# After our 1NT overcall their two-level bid comes from the opening side and partner's pass is
# weakness, not a trap pass: no reopening double.
[1{o}-1N-2{a}-P-P] where o!=a, a in CDH as [1N-2{a}-P-P]
P text="partner's pass is weakness after their opening" ref="standard teaching: the reopening double of their runout is for the opening side of 1NT, when partner may hold a trap pass" test=AQ5-KJ4-KJ74-K32

# Responder answers opener's reopening double: pass for penalty with their trumps (four, or
# three with values), otherwise take it out in his longest suit at the cheapest level.
[1N-2{a}-P-P-D-P] where a in CDH
P {a}=4+:2+ hcp=3+ text="penalty pass: four of their trumps with an honour" ref="standard teaching: answering a reopening double: pass for penalty with their trumps" test=J32-Q32-832-QT43|J32-Q32-QT43-832|J32-QT43-Q32-832
P {a}=3 hcp=6+ text="penalty pass: three of their trumps and values (23+ together)" ref="standard teaching: answering a reopening double: pass for penalty when the side holds the balance of values and some trumps" test=Q432-Q32-J32-K32|Q432-Q32-K32-J32|Q432-K32-Q32-J32
[1N-2C-P-P-D-P]
2x X=4+ D=x H=x S=x text="takeout: the longest suit" ref="standard teaching: answering a reopening double: the longest suit at the cheapest level" test=T8432-J32-932-32
2x X=3+ D=x H=x S=x text="takeout: the longest suit" ref="standard teaching: answering a reopening double: the longest suit at the cheapest level" test=932-J32-T82-5432
[1N-2D-P-P-D-P]
2x X=5+ H=x S=x text="takeout: a five-card major" ref="standard teaching: answering a reopening double: the longest suit at the cheapest level" test=T8432-J32-32-932
3C C=5+ text="takeout: a five-card club suit" ref="standard teaching: answering a reopening double: the longest suit at the cheapest level" test=932-J32-32-T8432
2x X=3+ H=x S=x text="takeout: a major" ref="standard teaching: answering a reopening double: the longest suit at the cheapest level" test=J432-932-432-T32
[1N-2H-P-P-D-P]
2S S=5+ text="takeout: five spades" ref="standard teaching: answering a reopening double: the longest suit at the cheapest level" test=T8432-32-J32-932
3x X=5+ C=x D=x text="takeout: a five-card minor" ref="standard teaching: answering a reopening double: the longest suit at the cheapest level" test=932-32-J32-T8432
2S S=4+ text="takeout: four spades" ref="standard teaching: answering a reopening double: the longest suit at the cheapest level" test=J432-932-32-T432
3x X=3+ C=x D=x text="takeout: a minor" ref="standard teaching: answering a reopening double: the longest suit at the cheapest level" test=932-932-J432-T32
2S text="takeout: spades" ref="standard teaching: answering a reopening double: the cheapest level" test=932-T98632-J2-32

[1N-2{a}-D-P] where a in CDHS complete
P text="partner's double is for penalty" test=T54-T765-T92-972

[1N-3{a}-P-P] where a in CDHS
P test=T6432-94-T95-864

[1N-3{a}-D-P] where a in CDHS complete
P text="partner's double is for penalty" test=T97542-T9-T75-93

[1N-4{a}-P-P] where a in CDHS
P test=83-JT75-8752-985

[1N-4{a}-D-P] where a in CDHS
P test=542-76532-873-43

[1N-2N-D-P]
P test=T9753-643-5-9874

[1N-2N-P-P]
P test=JT72-53-62-98743

[1N-2N-3{j}-P] where j in HS
P text="competitive" test=T743-97-843-9732

[1N-2{a}-2{b}-P] where a in CDH, b in DHS, a<b complete
P text="partner's bid is to play" test=T975-873-973-965

# Partner's 2-level suit over their overcall is to play (5+); when they compete at the three
# level, opener with five trumps (a ten-card fit) competes to the three level by the law of
# total tricks; with four (nine trumps) he passes at the three level.
[1N-2{a}-2{b}-3{c}] where a in CDH, b in HS, a<b, c in CDH, c<b complete
3{b} {b}=5+ text="competes: five trumps, a ten-card fit" ref="standard teaching: the law of total tricks (compete to the level of the side's trumps); partner's suit over the overcall shows five or more" test=AK983-K52-Q43-K2|K52-AK983-Q43-K2
P text="four trumps at most: let them play at the three level" ref="standard teaching: the law of total tricks" test=AK98-K52-Q43-K82|K52-AK98-Q43-K82

[1N-2{a}-2N-P] where a in CDHS
3N hcp=Min+ text="accepts" test=94-A54-AJ76-AK75
P test=AK5-Q9832-K2-QJ3

[1N-2{a}-3N-P] where a in CDHS
P test=T8765-64-853-865

[1N-3{a}-3N-P] where a in CDHS
P test=T874-T8654-T9-T7

[1N-2{a}-4{j}-P] where a in CDHS, j in HS, a!=j
P test=943-7643-952-T95

[1N-3{a}-4{j}-P] where a in CDHS, j in HS, a!=j
P test=T72-T6-T876-T743

[1N-2N-4{j}-P] where j in HS
P test=876-T98-J743-982

# The cue-bid (Stayman): a four-card major, else 3NT.
[1N-2{a}-3{a}-P] where a in CD complete
3H "Stayman" H=4+ text="four hearts" test=632-7532-862-976
3S "Stayman" S=4+ text="four spades, not four hearts" test=QJ93-A92-AK9-J94
3N text="no four-card major" test=J7-985-T6543-T97

[1N-2H-3H-P] complete
3S "Stayman" S=4+ text="four spades" test=QJ93-A92-AK9-J94
3N text="no four spades" test=642-T643-962-JT7

[1N-2S-3S-P] complete
4H "Stayman" H=4+ text="four hearts" test=A92-QJ93-AK9-J94
3N text="no four hearts" test=976432-T95-4-865

[1N-2{a}-3{a}-P-3H-P] where a in CD complete
4H H=4+ text="to play" test=Q732-K652-AJ72-T
3N text="four spades" test=9832-83-9763-T74

[1N-2{a}-3{a}-P-3S-P] where a in CDH complete
4S S=4+ text="to play" test=T843-63-76-T8652
3N text="four hearts" test=532-5-84-T976542

[1N-2{a}-3{a}-P-3N-P] where a in CDHS
P test=J9872-T73-964-85

[1N-2{a}-3{a}-P-3{j}-P-3N-P] where a in CD, j in HS
P test=T9543-T8754-J2-7

[1N-2{a}-3{a}-P-3{j}-P-4{j}-P] where a in CD, j in HS
P test=T54-J982-642-654


# Responder's forcing new suit over their overcall: raise a major with three, else 3NT.
[1N-2{a}-3H-P] where a in CDS complete
4H H=3+ text="three-card support" test=KQ2-A32-KJ32-Q32
3N text="no fit" test=KQ32-A2-KJ32-Q32

[1N-2{a}-3S-P] where a in CDH complete
4S S=3+ text="three-card support" test=A32-KQ2-KJ32-Q32
3N text="no fit" test=A2-KQ32-KJ32-Q32

[1N-2{a}-3{m}-P] where a in CDHS, m in CD, a!=m complete
3N text="natural" test=J6543-32-54-T843

[1N-3{a}-3H-P] where a in CD complete
4H H=3+ text="three-card support" test=KQ2-A32-KJ32-Q32
3N text="no fit" test=KQ32-A2-KJ32-Q32

[1N-3{a}-3S-P] where a in CDH complete
4S S=3+ text="three-card support" test=A32-KQ2-KJ32-Q32
3N text="no fit" test=A2-KQ32-KJ32-Q32

[1N-2{a}-3{j}-P-3N-P] where a in CDHS, j in HS, a!=j
P test=T6-T964-98653-72

[1N-2{a}-3{j}-P-4{j}-P] where a in CDHS, j in HS, a!=j
P test=8732-98-JT85-T86

[1N-2{a}-3{m}-P-3N-P] where a in CDHS, m in CD, a!=m
P test=9874-64-982-9764

[1N-3{a}-3{j}-P-3N-P] where a in CDH, j in HS, a<j
P test=T42-T52-T854-T86

[1N-3{a}-3{j}-P-4{j}-P] where a in CDH, j in HS, a<j
P test=84-T654-754-9854

# =======================================================================================
# They double or overcall our Stayman or transfer
# =======================================================================================
# Stayman doubled (lead-directing): redouble with strong clubs, otherwise answer as usual;
# the later rounds after the answer are bid as without the double (systems on).
[1N-P-2C-D] complete
R C=5+:a alert text="strong clubs: suggests playing 2C redoubled" test=T53-84-T53-AQ965
2H "Stayman" H=4+ text="four hearts (may have four spades)" test=6543-9875-752-64
2S "Stayman" S=4+ text="four spades, not four hearts" test=T743-J4-76542-73
2D "Stayman" text="no four-card major" test=653-5-T953-J9843

[1N-P-2C-D-R-P] complete
P hcp=P23+ text="we play 2C redoubled" test=QT5-97-KJ72-Q765
2D text="escape" test=T962-4-982-T9753

[1N-P-2C-D-2{a}-P] where a in DHS as [1N-P-2C-P-2{a}-P]

[1N-P-2C-D-2{j}-P-5{j}-P] where j in HS as [1N-P-2C-P-2{j}-P-5{j}-P]

[1N-P-2C-D-2{a}-P-4N-P] where a in DS as [1N-P-2C-P-2{a}-P-4N-P]

[1N-P-2C-D-2H-P-4N-P] as [1N-P-2C-P-2H-P-4N-P]

[1N-P-2C-D-2{a}-P-3{m}-P] where a in DHS, m in CD as [1N-P-2C-P-2{a}-P-3{m}-P]

[1N-P-2C-D-2{a}-P-6N-P] where a in DHS as [1N-P-2C-P-2{a}-P-6N-P]

[1N-P-2C-D-2H-P-3N-P-4S-P] as [1N-P-2C-P-2H-P-3N-P-4S-P]

[1N-P-2C-D-2{j}-P-3{j}-P-4{j}-P] where j in HS as [1N-P-2C-P-2{j}-P-3{j}-P-4{j}-P]

[1N-P-2C-D-2D-P-2{j}-P-4{j}-P] where j in HS as [1N-P-2C-P-2D-P-2{j}-P-4{j}-P]

[1N-P-2C-D-2D-P-2{j}-P-3N-P] where j in HS as [1N-P-2C-P-2D-P-2{j}-P-3N-P]

[1N-P-2C-D-2D-P-3{j}-P-4{j}-P] where j in HS as [1N-P-2C-P-2D-P-3{j}-P-4{j}-P]

[1N-P-2C-D-2D-P-3{j}-P-3N-P] where j in HS as [1N-P-2C-P-2D-P-3{j}-P-3N-P]

[1N-P-2C-D-2D-P-2N-P] as [1N-P-2C-P-2D-P-2N-P]

[1N-P-2C-D-2H-P-2N-P] as [1N-P-2C-P-2H-P-2N-P]

[1N-P-2C-D-2S-P-2N-P] as [1N-P-2C-P-2S-P-2N-P]

[1N-P-2C-D-2H-P-2N-P-3S-P] as [1N-P-2C-P-2H-P-2N-P-3S-P]

[1N-P-2C-D-2{a}-P-2N-P-3N-P] where a in DHS as [1N-P-2C-P-2{a}-P-2N-P-3N-P]

[1N-P-2C-D-2H-P-2N-P-4S-P] as [1N-P-2C-P-2H-P-2N-P-4S-P]

[1N-P-2C-D-2{j}-P-3{j}-P] where j in HS as [1N-P-2C-P-2{j}-P-3{j}-P]

[1N-P-2C-D-2H-P-3N-P] as [1N-P-2C-P-2H-P-3N-P]

[1N-P-2C-D-2D-P-2H-P] as [1N-P-2C-P-2D-P-2H-P]

[1N-P-2C-D-2D-P-2S-P] as [1N-P-2C-P-2D-P-2S-P]

[1N-P-2C-D-2D-P-3H-P] as [1N-P-2C-P-2D-P-3H-P]

[1N-P-2C-D-2D-P-3S-P] as [1N-P-2C-P-2D-P-3S-P]

[1N-P-2C-D-2{a}-P-3N-P] where a in DS as [1N-P-2C-P-2{a}-P-3N-P]

[1N-P-2C-D-2{j}-P-4{j}-P] where j in HS as [1N-P-2C-P-2{j}-P-4{j}-P]

[1N-P-2C-D-R-P-2D-P]
P test=74-73-97543-T954

# They double opener's answer to Stayman (lead-directing): systems on, the rounds after it are
# bid as without the double.
[1N-P-2C-P-2{a}-D] where a in DHS as [1N-P-2C-P-2{a}-P]

[1N-P-2C-P-2D-D-2N-P] as [1N-P-2C-P-2D-P-2N-P]

[1N-P-2C-P-2H-D-2N-P] as [1N-P-2C-P-2H-P-2N-P]

[1N-P-2C-P-2S-D-2N-P] as [1N-P-2C-P-2S-P-2N-P]

[1N-P-2C-P-2D-D-2{j}-P] where j in HS as [1N-P-2C-P-2D-P-2{j}-P]

[1N-P-2C-P-2D-D-3{j}-P] where j in HS as [1N-P-2C-P-2D-P-3{j}-P]

[1N-P-2C-P-2{j}-D-3{j}-P] where j in HS as [1N-P-2C-P-2{j}-P-3{j}-P]

[1N-P-2C-P-2H-D-3N-P] as [1N-P-2C-P-2H-P-3N-P]

[1N-P-2C-P-2{a}-D-3N-P] where a in DS as [1N-P-2C-P-2{a}-P-3N-P]

[1N-P-2C-P-2{j}-D-4{j}-P] where j in HS as [1N-P-2C-P-2{j}-P-4{j}-P]

[1N-P-2C-P-2{j}-D-5{j}-P] where j in HS as [1N-P-2C-P-2{j}-P-5{j}-P]

[1N-P-2C-P-2{a}-D-4N-P] where a in DS as [1N-P-2C-P-2{a}-P-4N-P]

[1N-P-2C-P-2H-D-4N-P] as [1N-P-2C-P-2H-P-4N-P]

[1N-P-2C-P-2{a}-D-3{m}-P] where a in DHS, m in CD as [1N-P-2C-P-2{a}-P-3{m}-P]

[1N-P-2C-P-2{a}-D-6N-P] where a in DHS as [1N-P-2C-P-2{a}-P-6N-P]

[1N-P-2C-P-2{a}-D-2N-P-3N-P] where a in DHS as [1N-P-2C-P-2{a}-P-2N-P-3N-P]

[1N-P-2C-P-2H-D-2N-P-3S-P] as [1N-P-2C-P-2H-P-2N-P-3S-P]

[1N-P-2C-P-2H-D-2N-P-4S-P] as [1N-P-2C-P-2H-P-2N-P-4S-P]

[1N-P-2C-P-2H-D-3N-P-4S-P] as [1N-P-2C-P-2H-P-3N-P-4S-P]

[1N-P-2C-P-2{j}-D-3{j}-P-4{j}-P] where j in HS as [1N-P-2C-P-2{j}-P-3{j}-P-4{j}-P]

[1N-P-2C-P-2D-D-2{j}-P-4{j}-P] where j in HS as [1N-P-2C-P-2D-P-2{j}-P-4{j}-P]

[1N-P-2C-P-2D-D-2{j}-P-3N-P] where j in HS as [1N-P-2C-P-2D-P-2{j}-P-3N-P]

[2N-P-3C-P-3{a}-D] where a in DHS as [2N-P-3C-P-3{a}-P]

[2N-P-3C-P-3D-D-3{j}-P] where j in HS as [2N-P-3C-P-3D-P-3{j}-P]

[2N-P-3C-P-3H-D-3N-P] as [2N-P-3C-P-3H-P-3N-P]

[2N-P-3C-P-3{a}-D-3N-P] where a in DS as [2N-P-3C-P-3{a}-P-3N-P]

[2N-P-3C-P-3{j}-D-4{j}-P] where j in HS as [2N-P-3C-P-3{j}-P-4{j}-P]

[2N-P-3C-P-3{j}-D-5{j}-P] where j in HS as [2N-P-3C-P-3{j}-P-5{j}-P]

[2N-P-3C-P-3{a}-D-4N-P] where a in DS as [2N-P-3C-P-3{a}-P-4N-P]

[2N-P-3C-P-3H-D-4N-P] as [2N-P-3C-P-3H-P-4N-P]

[2N-P-3C-P-3{a}-D-6N-P] where a in DHS as [2N-P-3C-P-3{a}-P-6N-P]

[2N-P-3C-P-3H-D-3N-P-4S-P] as [2N-P-3C-P-3H-P-3N-P-4S-P]

# Stayman overcalled: double for penalty, bid a four-card major if it is cheap enough.
[1N-P-2C-2D] complete
D D=4+:1stop text="penalty" test=A62-Q83-KJT8-KT8
2H "Stayman" H=4+ text="four hearts" test=7-6543-974-T9872
2S "Stayman" S=4+ text="four spades, not four hearts" test=9843-872-T863-82
P text="no four-card major" test=K65-Q73-J72-AKQ2

[1N-P-2C-2H] complete
D H=4+:1stop text="penalty" test=T98-QT92-T7642-J
2S "Stayman" S=4+ text="four spades" test=JT984-T82-9864-5
P text="no four spades" test=542-53-T8754-973

[1N-P-2C-2S] complete
D S=4+:1stop text="penalty" test=AQT8-62-AKT8-KT8
3H "Stayman" H=4+ text="four hearts" test=A62-KQ43-KJ8-AQ9
P text="no four hearts" test=T96542-76-J9-732

[1N-P-2C-3{a}] where a in CD
D {a}=4+:1stop text="penalty" test=K2-Q32-AJ87-KQ98
3x X=4+ S=x H=x text="a four-card major" test=KJ32-AQ32-K32-Q2
P test=A32-KQ2-J432-AQ2

[1N-P-2C-3H]
D H=4+:1stop text="penalty" test=52-JT9432-J64-93
3S "Stayman" S=4+ text="four spades" test=T973-97652-932-5
P test=83-T872-J654-T96

[1N-P-2C-3S]
D S=4+:1stop text="penalty" test=AQT8-62-AKT8-KT8
P test=86-T76-J95432-T6

# Responder after opener's pass or double over the overcall of Stayman.
[1N-P-2C-2{a}-P-P] where a in DHS
D {a}=4+:hstop hcp=P23+ text="penalty" test=KJ32-Q432-K432-2
3N hcp=P25+ text="to play" test=A32-K32-QJ2-5432
2N hcp=P23-24 text="invitational" test=K32-K32-Q32-5432
P test=982-9432-6542-T9

[1N-P-2C-3{a}-P-P] where a in CD
D {a}=4+ hcp=P23+ text="penalty" test=K2-Q32-KJ32-T432
3N hcp=P25+ text="to play" test=AJ32-K32-QJ2-432
P test=984-73-9875-T953

[1N-P-2C-3{a}-P-P] where a in HS
D {a}=4+ hcp=P23+ text="penalty" test=KJ32-Q432-K32-32
3N hcp=P25+ text="to play" test=A32-K32-QJ2-5432
P test=T3-962-T9873-986

[1N-P-2C-2{a}-D-P] where a in DHS
P test=85-J64-T9643-764

[1N-P-2C-3{a}-D-P] where a in CDHS
P test=97432-942-9854-4

[1N-P-2C-2D-2H-P]
4H H=4+ hcp=P25+ text="to play" test=QJ73-A632-986-K4
4H H=4+ hcp=P23-24 dummy=H4:10+ shape=singleton-or-void text="a heart fit, a singleton or void: 10+ dummy points (25+ together, shortness counted), game" ref="standard teaching: once a 4-4 major fit is found, responder counts dummy points (shortness) for the raise; 25 together make game" test=K832-KJ74-5-Q962
3H H=4+ hcp=P23-24 text="invitational" test=JT64-KJ43-K87-84
3N hcp=P25+ text="to play" test=A632-J75-KQ54-94
2N hcp=P23-24 text="invitational" test=QJ32-J65-AJ7-T92
P test=32-J8-7543-T9872

[1N-P-2C-2{a}-2S-P] where a in DH
4S S=4+ hcp=P25+ text="to play" test=JT63-K432-A-QT85
4S S=4+ hcp=P23-24 dummy=S4:10+ shape=singleton-or-void text="a spade fit, a singleton or void: 10+ dummy points (25+ together, shortness counted), game" ref="standard teaching: once a 4-4 major fit is found, responder counts dummy points (shortness) for the raise; 25 together make game" test=KJ74-K832-Q962-5
3S S=4+ hcp=P23-24 text="invitational" test=AJ87-T96-Q43-J63
3N hcp=P25+ text="to play" test=AQ-65432-T654-A3
2N hcp=P23-24 text="invitational" test=J65-QJ32-AJ7-T92
P test=8652-T872-T2-T73

[1N-P-2C-2S-3H-P]
4H H=4+ hcp=P23+ text="to play" test=KT76-JT95-4-A862
3N hcp=P25+ text="to play" test=KT6-J43-T-AQ9874
P test=942-9742-8765-76

[1N-P-2C-3{a}-3{j}-P] where a in CD, j in HS
4{j} {j}=4+ hcp=P23+ text="to play" test=KJ32-Q432-K32-32
3N hcp=P25+ text="to play" test=JT6-Q4-QJ952-KJ3
P test=9873-964-73-T743

[1N-P-2C-3H-3S-P]
4S S=4+ hcp=P23+ text="to play" test=KJ32-Q432-K32-32
3N hcp=P25+ text="to play" test=AK7-86-86-QJT874
P test=92-J9843-65-8642

[1N-P-2C-2{a}-P-P-3N-P] where a in DHS
P test=654-T8542-86-J64

[1N-P-2C-2{a}-P-P-2N-P] where a in DHS
3N hcp=Min+ text="accepts" test=A2-AQJ75-A87-J97
P test=AK5-Q9832-K2-QJ3

[1N-P-2C-2{a}-P-P-D-P] where a in DHS complete
P text="partner's double is for penalty" test=98--T876432-8764

[1N-P-2C-3{a}-P-P-3N-P] where a in CDHS
P test=T92-T63-743-JT84

[1N-P-2C-3{a}-P-P-D-P] where a in CDHS complete
P text="partner's double is for penalty" test=T732-9754-543-82

[1N-P-2C-2D-2H-P-2N-P]
3N hcp=Min+ text="accepts" test=AQ64-T5-AQJ-K863
P test=AJ53-AK74-95-K32

[1N-P-2C-2{a}-2S-P-2N-P] where a in DH
3N hcp=Min+ text="accepts" test=AK74-A53-Q5-K432
P test=AK74-K53-Q52-K32

[1N-P-2C-2D-2H-P-3H-P]
4H hcp=Min+ text="accepts" test=85-KJ86-A53-AKJ3
P test=AJ53-AK74-95-K32

[1N-P-2C-2{a}-2S-P-3S-P] where a in DH
4S hcp=Min+ text="accepts" test=AK74-A53-Q5-K432
P test=AK74-K53-Q52-K32

[1N-P-2C-2D-2H-P-3N-P]
P test=T74-T9873-742-63

[1N-P-2C-2D-2H-P-4H-P]
P test=98-J975-742-8763

[1N-P-2C-2{a}-2S-P-3N-P] where a in DH
P test=642-T7-T987-7542

[1N-P-2C-2{a}-2S-P-4S-P] where a in DH
P test=83-752-T87642-96

[1N-P-2C-2S-3H-P-3N-P]
P test=865-T974-95432-3

[1N-P-2C-2S-3H-P-4H-P]
P test=T8532-842-942-98

[1N-P-2C-3{a}-3{j}-P-3N-P] where a in CD, j in HS
P test=T9854-6-75-98652

[1N-P-2C-3{a}-3{j}-P-4{j}-P] where a in CD, j in HS
P test=98543-T763-T93-4

[1N-P-2C-3H-3S-P-3N-P]
P test=542-43-T74-T9852

[1N-P-2C-3H-3S-P-4S-P]
P test=982--98762-87632

# Transfer doubled: complete with three trumps (super-accept with four and a maximum),
# redouble with a strong holding in the suit doubled, pass with two trumps.
[1N-P-2D-D] complete
3H "Jacoby Transfer: Super-Accept" H=4+ hcp=Min+2 text="super-accept: maximum with four hearts" test=A-AJ43-T976-AKJ4
2H "Jacoby Transfer" H=3+ text="completes: three or more hearts" test=Q62-AT8-KT8-AK87
R D=4+:a alert text="strong diamonds, only two hearts" test=Q62-87-AKT8-AQT3
P alert text="only two hearts" test=K62-87-AJT8-AKT3

[1N-P-2H-D] complete
3S "Jacoby Transfer: Super-Accept" S=4+ hcp=Min+2 text="super-accept: maximum with four spades" test=AKQJ-T875-72-AQJ
2S "Jacoby Transfer" S=3+ text="completes: three or more spades" test=T6532-63-T9543-4
R H=4+:a alert text="strong hearts, only two spades" test=T3-AQ32-T7542-74
P alert text="only two spades" test=T-T7-T987532-T84

[1N-P-2D-D-P-P] complete
4H H=6+ hcp=P23+ text="to play" test=T7-AT9876-A763-2
3H H=6+ hcp=P21-22 text="invitational" test=T92-QT9876-86-KJ
3N hcp=P25+ text="to play" test=Q32-K73-KQ6-9743
2N hcp=P23-24 text="invitational" test=Q75-J9752-AQ9-96
2H text="to play" test=754-42-75-987654

[1N-P-2H-D-P-P] complete
4S S=6+ hcp=P23+ text="to play" test=KJ9832-J76-A2-97
3S S=6+ hcp=P21-22 text="invitational" test=KJ9832-65-Q2-J97
3N hcp=P25+ text="to play" test=J9854-J64-A8-A53
2N hcp=P23-24 text="invitational" test=J9752-Q75-AQ9-96
2S text="to play" test=KT843-9652-87-83

[1N-P-2D-D-R-P] complete
P hcp=P23+ text="we play 2D redoubled" test=QT7-QJ5-8762-KT7
2H text="to play" test=9532-65-842-T862

[1N-P-2H-D-R-P] complete
P hcp=P23+ text="we play 2H redoubled" test=J9854-J64-A8-A53
2S text="to play" test=KT843-9652-87-83

[1N-P-2D-D-2H-P]
4N@30 "Blackwood" H=6+ hcp=P31+ asks=A text="Blackwood: a six-card suit (an eight-card fit opposite the doubleton the completion promises) and 31+ together" ref="standard teaching: Blackwood needs an agreed trump suit; a five-card suit opposite a transfer completion may be a seven-card fit, so with five cards settle in game" test=A2-KQJ832-KJ2-Q2
4H hcp=P25+ text="to play" test=43-KT2-QJT72-A42
4H H=6+ hcp=P23+ text="to play" test=-J76432-A54-KT97
3H hcp=P23-24 text="invitational" test=Q75-J9752-AQ9-96
3H H=6+ hcp=P21-22 text="invitational" test=J6-KJT875-JT732-
P test=7-986-T7643-9643

[1N-P-2H-D-2S-P]
4N@40 "Blackwood" S=6+ hcp=P31+ asks=A text="Blackwood: a six-card suit (an eight-card fit opposite the doubleton the completion promises) and 31+ together" ref="standard teaching: Blackwood needs an agreed trump suit; a five-card suit opposite a transfer completion may be a seven-card fit, so with five cards settle in game" test=KQJ832-A2-KJ2-Q2
4S hcp=P25+ text="to play" test=J9854-J64-A8-A53
4S S=6+ hcp=P23+ text="to play" test=KJ9832-J76-A2-97
3S hcp=P23-24 text="invitational" test=J9752-Q75-AQ9-96
3S S=6+ hcp=P21-22 text="invitational" test=KJ9832-65-Q2-J97
P test=KT843-9652-87-83

[1N-P-2D-D-3H-P] as [1N-P-2D-P-3H-P]

[1N-P-2H-D-3S-P] as [1N-P-2H-P-3S-P]

[1N-P-2D-D-2H-P-3H-P] as [1N-P-2D-P-2H-P-3H-P]

[1N-P-2H-D-2S-P-3S-P] as [1N-P-2H-P-2S-P-3S-P]

[1N-P-2D-D-P-P-2N-P]
3N hcp=Min+ text="accepts" test=A62-87-KQT8-AKT3
P test=K62-87-AJT8-AKT3

[1N-P-2H-D-P-P-2N-P]
3N hcp=Min+ text="accepts" test=62-AT8-AKT8-KQ87
P test=98754-42-985-853

[1N-P-2D-D-P-P-3H-P]
4H hcp=Min+ text="accepts" test=A62-87-KQT8-AKT3
P test=K62-87-AJT8-AKT3

[1N-P-2H-D-P-P-3S-P]
4S hcp=Min+ text="accepts" test=62-AT8-AKT8-KQ87
P test=T2-42-T874-T8732

# Transfer overcalled: double for penalty; compete in partner's major with a fit.
[1N-P-2D-2S]
D S=4+:1stop text="penalty" test=AQT8-62-AKT8-KT8
3H H=4+ text="four-card support" test=A2-Q862-KJ8-AQT9
3H H=3+ hcp=Min+ text="three-card support and a good hand" test=A75-AK7-K96542-Q
P test=542-987-532-T832

[1N-P-2D-3{a}] where a in CD
D {a}=4+:1stop text="penalty" test=K2-Q32-AJ87-KQ98
3H H=4+ text="four-card support" test=A32-Q862-KJ8-AQ9
P test=AQ32-Q82-KQT-KT8

[1N-P-2H-3{a}] where a in CD
D {a}=4+:1stop text="penalty" test=K2-Q32-AJ87-KQ98
3S S=4+ text="four-card support" test=Q862-A32-KJ8-AQ9
P test=Q82-AQ32-KQT-KT8

[1N-P-2D-2S-P-P]
4H H=6+ hcp=P23+ text="to play" test=AQ97-QT9654-2-53
D S=4+ hcp=P23+ text="penalty" test=KJ72-KJ983-32-97
3N hcp=P25+ text="to play" test=Q64-J9854-A8-A53
3H H=6+ text="competitive" test=96-T87543-965-64
P test=65-KJ983-Q32-J97

[1N-P-2D-3{a}-P-P] where a in CD
4H H=6+ hcp=P23+ text="to play" test=-K98653-KQT92-82
D {a}=4+ hcp=P23+ text="penalty" test=-KJ983-KJ72-QT92
3N hcp=P25+ text="to play" test=Q64-J9854-A8-A53
3H H=6+ text="competitive" test=873-JT7432--8732
P test=65-KJ983-Q32-J97

[1N-P-2H-3{a}-P-P] where a in CD
4S S=6+ hcp=P23+ text="to play" test=KJ9832-J76-A2-97
D {a}=4+ hcp=P23+ text="penalty" test=KJ983--KJ72-QT92
3N hcp=P25+ text="to play" test=J9854-Q64-A8-A53
3S S=6+ text="competitive" test=KJ9832-65-Q2-J97
P test=KJ983-65-Q32-J97

[1N-P-2D-2S-3H-P]
4H hcp=P23+ text="to play" test=65-KJ983-A32-J97
P test=65-KJ983-Q32-J97

[1N-P-2D-3{a}-3H-P] where a in CD
4H hcp=P23+ text="to play" test=65-KJ983-A32-J97
P test=65-KJ983-Q32-J97

[1N-P-2H-3{a}-3S-P] where a in CD
4S hcp=P23+ text="to play" test=KJ983-65-A32-J97
P test=KJ983-65-Q32-J97

[1N-P-2D-D-P-P-2H-P]
P test=962-T93-T7652-T6

[1N-P-2D-D-P-P-3N-P]
P test=J9862-43-J62-987

[1N-P-2D-D-P-P-4H-P]
P test=T8653-65-73-T983

[1N-P-2D-D-2H-P-4H-P] as [1N-P-2D-P-2H-P-4H-P]

[1N-P-2D-D-3H-P-4H-P] as [1N-P-2D-P-3H-P-4H-P]

[1N-P-2D-D-2H-P-3H-P-4H-P] as [1N-P-2D-P-2H-P-3H-P-4H-P]

[1N-P-2D-D-P-P-2N-P-3N-P]
P test=65-KJ983-Q32-J97

[1N-P-2D-D-P-P-3H-P-4H-P]
P test=65-KJ983-Q32-J97

[1N-P-2H-D-P-P-2S-P]
P test=T96-52-T943-9852

[1N-P-2H-D-P-P-3N-P]
P test=543-9854-972-T43

[1N-P-2H-D-P-P-4S-P]
P test=J987653-9-96-943

[1N-P-2H-D-2S-P-4S-P] as [1N-P-2H-P-2S-P-4S-P]

[1N-P-2H-D-3S-P-4S-P] as [1N-P-2H-P-3S-P-4S-P]

[1N-P-2H-D-2S-P-3S-P-4S-P] as [1N-P-2H-P-2S-P-3S-P-4S-P]

[1N-P-2H-D-P-P-2N-P-3N-P]
P test=KJ983-65-Q32-J97

[1N-P-2H-D-P-P-3S-P-4S-P]
P test=KJ983-65-Q32-J97

[1N-P-2D-2S-P-P-4H-P]
P test=T86-86-T932-T984

[1N-P-2D-2S-P-P-3N-P]
P test=T8752-J984-7-653

[1N-P-2D-2S-P-P-D-P]
P test=8652-T976-75-643

[1N-P-2D-2S-P-P-3H-P]
P test=7-T74-T952-87543

[1N-P-2D-2S-3H-P-4H-P]
P test=J7643-T7-762-752

[1N-P-2D-2S-D-P]
P test=65-KJ983-Q32-J97

[1N-P-2D-3{a}-P-P-4H-P] where a in CD
P test=9-9643-943-T8742

[1N-P-2D-3{a}-P-P-3N-P] where a in CD
P test=87642-854-9763-T

[1N-P-2D-3{a}-P-P-D-P] where a in CD
P test=9532-T9654-954-T

[1N-P-2D-3{a}-P-P-3H-P] where a in CD
P test=T63-T7642-T32-42

[1N-P-2D-3{a}-3H-P-4H-P] where a in CD
P test=8742-864-T4-9532

[1N-P-2D-3{a}-D-P] where a in CD
P test=65-KJ983-Q32-J97

[1N-P-2H-3{a}-P-P-4S-P] where a in CD
P test=T9752-964-982-43

[1N-P-2H-3{a}-P-P-3N-P] where a in CD
P test=T843-65-973-T952

[1N-P-2H-3{a}-P-P-D-P] where a in CD
P test=9863-J87643--965

[1N-P-2H-3{a}-P-P-3S-P] where a in CD
P test=T9532-62-T765-94

[1N-P-2H-3{a}-3S-P-4S-P] where a in CD
P test=T96-82-J862-9752

[1N-P-2H-3{a}-D-P] where a in CD
P test=KJ983-65-Q32-J97

# =======================================================================================
# Interference over 2NT: the same principles as over 1NT
# =======================================================================================
[2N-P-3C-D] complete
R C=5+:a alert text="strong clubs: suggests playing 3C redoubled" test=862-AQ8-AK-AKT82
3H "Stayman" H=4+ text="four hearts (may have four spades)" test=9542-8632-T864-5
3S "Stayman" S=4+ text="four spades, not four hearts" test=AQ97-K52-AQ2-AQ2
3D "Stayman" text="no four-card major" test=AQ9-K52-AQ32-KQ2

[2N-P-3C-3D] complete
D D=4+:1stop text="penalty" test=AQ2-K52-AQT8-KQ2
3H "Stayman" H=4+ text="four hearts" test=975-T542-98-J965
3S "Stayman" S=4+ text="four spades, not four hearts" test=AQ97-K52-AQ2-AQ2
P text="no four-card major" test=AQ9-K52-J832-AKQ

[2N-P-3C-3H] complete
D H=4+:1stop text="penalty" test=7-JT93-873-Q9753
3S "Stayman" S=4+ text="four spades" test=AQ97-K52-AQ2-AQ2
P text="no four spades" test=AQ9-K52-AQ32-KQ2

[2N-P-3C-3S] complete
D S=4+:1stop text="penalty" test=JT96-T98-632-J54
4H "Stayman" H=4+ text="four hearts" test=A2-AQT8-KQ8-KJ82
P text="no four hearts" test=AQ9-K52-AQ32-KQ2

[2N-P-3C-3{a}-P-P] where a in DHS complete
D {a}=4+:hstop hcp=P24+ text="penalty" test=KJ32-Q432-K432-2
3N hcp=P24+ text="to play" test=J85-9543-K72-T86

[2N-P-3C-3{a}-D-P] where a in DHS
P test=8742-974-875-T97

[2N-P-3C-3{a}-P-P-D-P] where a in DHS complete
P text="partner's double is for penalty" test=AQ9-K52-AQ32-KQ2

[2N-P-3C-3{a}-P-P-3N-P] where a in DHS
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-3D-3H-P] complete
4H H=4+ text="to play" test=KT86-JT92-T43-Q2
3N text="four spades" test=JT92-KT8-T43-Q32

[2N-P-3C-3{a}-3S-P] where a in DH complete
4S S=4+ text="to play" test=JT92-KT86-T43-Q2
3N text="four hearts" test=KT8-JT92-T43-Q32

[2N-P-3C-3S-4H-P]
P test=KT8-JT92-T43-Q32

[2N-P-3C-3D-3H-P-4H-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-3D-3H-P-3N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-3{a}-3S-P-4S-P] where a in DH
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-3{a}-3S-P-3N-P] where a in DH
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-D-R-P] complete
P text="we play 3C redoubled" test=5-9732-T96532-92

[2N-P-3C-D-3D-P] complete
3x X=5 S=x H=x asks=1 text="five cards (four in the other major), forcing" test=9643-98543-832-3
3N text="to play" test=3-965432-9654-T8

[2N-P-3C-D-3H-P] complete
4H H=4+ text="to play" test=97542-9842-T73-5
3N text="to play; shows four spades" test=T973-T65-AJ2-T92

[2N-P-3C-D-3S-P] complete
4S S=4+ text="to play" test=JT92-KT863-T43-Q
3N text="to play" test=T65-T973-AJ2-T92

[2N-P-3C-D-3D-P-3H-P] as [2N-P-3C-P-3D-P-3H-P]

[2N-P-3C-D-3D-P-3S-P] as [2N-P-3C-P-3D-P-3S-P]

[2N-P-3C-D-3H-P-3N-P] as [2N-P-3C-P-3H-P-3N-P]

[2N-P-3C-D-3D-P-3N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-D-3H-P-4H-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-D-3S-P-4S-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3C-D-3D-P-3S-P-4S-P]
P test=976-J864-76-J762

[2N-P-3C-D-3D-P-3H-P-4H-P]
P test=T32-98762-9-9743

[2N-P-3C-D-3D-P-3S-P-3N-P]
P test=T64-T92-JT64-642

[2N-P-3C-D-3D-P-3H-P-3N-P]
P test=875-95-932-T9542

[2N-P-3C-D-3H-P-3N-P-4S-P] as [2N-P-3C-P-3H-P-3N-P-4S-P]

# Transfers over 2NT doubled or overcalled.
[2N-P-3D-D] complete
3H "Jacoby Transfer" H=3+ text="completes: three or more hearts" test=AQ9-K52-AQ32-KQ2
R D=4+:a alert text="strong diamonds, only two hearts" test=AQ9-K5-AKT2-KQ32
P alert text="only two hearts" test=AQ92-K5-QJ32-AKQ

[2N-P-3H-D] complete
3S "Jacoby Transfer" S=3+ text="completes: three or more spades" test=K52-AQ9-AQ32-KQ2
R H=4+:a alert text="strong hearts, only two spades" test=K5-AKT2-AQ9-KQ32
P alert text="only two spades" test=K5-KJ92-KJ3-AKQ2

[2N-P-3D-D-P-P] complete
4H H=6+ hcp=P24+ text="to play" test=62-T98754-76-A76
3N hcp=P24+ text="to play" test=J64-J9854-A8-753
3H text="to play" test=97652-T9843-8-83

[2N-P-3H-D-P-P] complete
4S S=6+ hcp=P24+ text="to play" test=987543-85-82-A86
3N hcp=P24+ text="to play" test=J9854-J64-A8-753
3S text="to play" test=T9843-9765-8-832

[2N-P-3D-D-R-P] complete
P hcp=P24+ text="we play 3D redoubled" test=J64-J9854-A8-753
3H text="to play" test=97652-T9843-8-83

[2N-P-3H-D-R-P] complete
P hcp=P24+ text="we play 3H redoubled" test=J9854-J64-A8-753
3S text="to play" test=T9843-9765-8-832

[2N-P-3D-D-3H-P]
4N@30 "Blackwood" H=6+ hcp=P31+ asks=A text="Blackwood: a six-card suit (an eight-card fit opposite the doubleton the completion promises) and 31+ together" ref="standard teaching: Blackwood needs an agreed trump suit; a five-card suit opposite a transfer completion may be a seven-card fit, so with five cards settle in game" test=K2-AQJ632-K32-Q2
4H hcp=P24+ text="to play" test=J64-J9854-A8-753
P test=97652-T9843-8-83

[2N-P-3H-D-3S-P]
4N@40 "Blackwood" S=6+ hcp=P31+ asks=A text="Blackwood: a six-card suit (an eight-card fit opposite the doubleton the completion promises) and 31+ together" ref="standard teaching: Blackwood needs an agreed trump suit; a five-card suit opposite a transfer completion may be a seven-card fit, so with five cards settle in game" test=AQJ632-K2-K32-Q2
4S hcp=P24+ text="to play" test=J9854-J64-A8-753
P test=T9843-9765-8-832

[2N-P-3D-3S]
D S=4+:1stop text="penalty" test=AQT8-K52-AQ2-KQ2
4H H=3+ text="three-card support" test=AQ9-K52-AQ32-KQ2
P test=K52-K5-AQ32-AKQ2

[2N-P-3D-3S-P-P]
4H H=6+ hcp=P24+ text="to play" test=64-QT8754-J52-J9
D S=4+ hcp=P24+ text="penalty" test=KJ72-J9854-A8-75
3N hcp=P24+ text="to play" test=Q64-J9854-A8-753
P test=97652-T9843-8-83

[2N-P-3D-D-P-P-3H-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3D-D-P-P-3N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3D-D-P-P-4H-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3D-D-3H-P-4H-P] as [2N-P-3D-P-3H-P-4H-P]

[2N-P-3D-3S-P-P-4H-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3D-3S-P-P-3N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3D-3S-P-P-D-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3D-3S-4H-P]
P test=97652-T9843-8-83

[2N-P-3D-3S-D-P]
P test=97652-T9843-8-83

[2N-P-3H-D-P-P-3S-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3H-D-P-P-3N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3H-D-P-P-4S-P]
P test=AQ9-K52-AQ32-KQ2

[2N-P-3H-D-3S-P-4S-P] as [2N-P-3H-P-3S-P-4S-P]

# They double or overcall our 2NT.
[2N-D]
3D "Jacoby Transfer" H=5+ S=<=H asks=B3H,1 announce text="transfer" test=2-97652-T984-875
3H "Jacoby Transfer" S=5+ asks=B3S,1 announce text="transfer" test=T7653-2-T9853-87
3C "Stayman" hcp=P24+ X=4 S=x,<6 H=x,<6 asks=1 text="Stayman: asks for a four-card major" test=8765-9842-T3-A42
R hcp=P24+ text="business: we have the balance of power" test=J52-Q63-K432-T32
P test=J52-963-Q432-T32

[2N-D-P-P]
P test=AQ9-K52-AQ32-KQ2

[2N-D-R-P] complete
P text="we play 2NT redoubled" test=AQ9-K52-AQ32-KQ2

[2N-D-3C-P] as [2N-P-3C-P]

# Stayman doubled after their double of 2NT: systems on, as after 2NT-P-3C-X.
[2N-D-3C-D] as [2N-P-3C-D]

[2N-D-3C-D-R-P] as [2N-P-3C-D-R-P]

[2N-D-3C-D-3{a}-P] where a in DHS as [2N-D-3C-P-3{a}-P]

[2N-D-3C-D-3D-P-3N-P] as [2N-D-3C-P-3D-P-3N-P]

[2N-D-3C-D-3{j}-P-4{j}-P] where j in HS as [2N-D-3C-P-3{j}-P-4{j}-P]

[2N-D-3C-D-3H-P-3N-P] as [2N-D-3C-P-3H-P-3N-P]

[2N-D-3D-P] as [2N-P-3D-P]

[2N-D-3H-P] as [2N-P-3H-P]

[2N-D-3C-P-3D-P] complete
3x X=5 S=x H=x asks=1 text="five cards (four in the other major), forcing" test=Q9872-JT-T8653-3
3N text="to play" test=43-T643-753-T975

[2N-D-3C-P-3H-P] complete
4H H=4+ text="to play" test=J972-8753-97-753
3N text="to play; shows four spades" test=T973-T65-AJ2-T92

[2N-D-3C-P-3S-P] complete
4S S=4+ text="to play" test=JT92-KT863-T43-Q
3N text="to play" test=T65-T973-AJ2-T92

[2N-D-3D-P-3H-P]
4H H=6+ hcp=P24+ text="to play" test=J7-QJT952-T732-2
3N hcp=P24+ text="five-card suit, choice of games" test=J64-J9854-A8-753
P test=97652-T9843-8-83

[2N-D-3H-P-3S-P]
4S S=6+ hcp=P24+ text="to play" test=KT9762-J9-4-9654
3N hcp=P24+ text="five-card suit, choice of games" test=J9854-J64-A8-753
P test=T9843-9765-8-832

[2N-D-3C-P-3D-P-3H-P] as [2N-P-3C-P-3D-P-3H-P]

[2N-D-3C-P-3D-P-3S-P] as [2N-P-3C-P-3D-P-3S-P]

[2N-D-3C-P-3H-P-3N-P] as [2N-P-3C-P-3H-P-3N-P]

[2N-D-3D-P-3H-P-3N-P] as [2N-P-3D-P-3H-P-3N-P]

[2N-D-3H-P-3S-P-3N-P] as [2N-P-3H-P-3S-P-3N-P]

[2N-3C]
4x hcp=P24+ X=6+ S=x H=x text="to play" test=9542-JT9765--QJ8
D hcp=P24+ C=4+ text="penalty" test=J52-Q63-T32-KT32
3x hcp=P24+ X=5+ D=x H=x S=x asks=1 text="natural, forcing" test=KT863-J92-T43-Q2
3N hcp=P24+ text="to play" test=J52-Q63-K432-T32
P test=J52-963-Q432-T32

[2N-3D]
4x hcp=P24+ X=6+ S=x H=x text="to play" test=K53-JT98763-82-7
D hcp=P24+ D=4+ text="penalty" test=J52-Q63-KT32-T32
3x hcp=P24+ X=5+ H=x S=x asks=1 text="natural, forcing" test=KT863-J92-Q2-T43
3N hcp=P24+ text="to play" test=J52-Q63-T32-K432
P test=J52-963-T32-Q432

[2N-3H]
4S hcp=P24+ S=6+ text="to play" test=KT6543--8543-J95
D hcp=P24+ H=4+ text="penalty" test=J52-KT32-Q63-T32
3S hcp=P24+ S=5+ asks=1 text="natural, forcing" test=KT863-92-QJ3-T43
3N hcp=P24+ text="to play" test=J52-T32-Q63-K432
P test=J52-T32-963-Q432

[2N-3S]
4H hcp=P24+ H=5+ text="to play" test=5-QT975-852-K832
D hcp=P24+ S=4+ text="penalty" test=KT32-J52-Q63-T32
3N hcp=P24+ text="to play" test=T32-J52-Q63-K432
P test=T32-J52-963-Q432

[2N-4{a}] where a in CDHS
D hcp=P26+ text="penalty: values" test=K32-A32-J432-532
P test=J52-963-Q432-T32

[2N-3{a}-P-P] where a in CDHS
P test=AQ9-K52-AQ32-KQ2

[2N-3{a}-D-P] where a in CDHS complete
P text="partner's double is for penalty" test=AQ9-K52-AQ32-KQ2

[2N-4{a}-P-P] where a in CDHS
P test=AQ9-K52-AQ32-KQ2

[2N-4{a}-D-P] where a in CDHS
P test=AQ9-K52-AQ32-KQ2

[2N-3{a}-3N-P] where a in CDHS
P test=AQ9-K52-AQ32-KQ2

[2N-3{a}-4{j}-P] where a in CDHS, j in HS, a!=j
P test=AQ9-K52-AQ32-KQ2

[2N-3{a}-3H-P] where a in CD complete
4H H=3+ text="three-card support" test=AQ9-K52-AQ32-KQ2
3N text="no fit" test=AQ92-K5-AQ32-KQ2

[2N-3{a}-3S-P] where a in CDH complete
4S S=3+ text="three-card support" test=K52-AQ9-AQ32-KQ2
3N text="no fit" test=K5-AQ92-AQ32-KQ2

[2N-3C-3D-P] complete
3N text="natural" test=AQ9-K52-AQ32-KQ2

[2N-3{a}-3{j}-P-3N-P] where a in CDH, j in HS, a<j
P test=KT863-J92-T43-Q2

[2N-3{a}-3{j}-P-4{j}-P] where a in CDH, j in HS, a<j
P test=KT863-J92-T43-Q2

[2N-3C-3D-P-3N-P]
P test=KT863-J92-T43-Q2

[2N-D-3C-P-3D-P-3N-P]
P test=AQ9-K52-AQ32-KQ2

[2N-D-3C-P-3H-P-4H-P]
P test=AQ9-K52-AQ32-KQ2

[2N-D-3C-P-3S-P-4S-P]
P test=AQ9-K52-AQ32-KQ2

[2N-D-3C-P-3D-P-3H-P-4H-P]
P test=8543-6-JT876-985

[2N-D-3C-P-3D-P-3S-P-4S-P]
P test=8-983-JT863-6432

[2N-D-3C-P-3D-P-3H-P-3N-P]
P test=9763-9753-T4-T32

[2N-D-3C-P-3D-P-3S-P-3N-P]
P test=T3-J6543-743-874

[2N-D-3C-P-3H-P-3N-P-4S-P] as [2N-P-3C-P-3H-P-3N-P-4S-P]

[2N-D-3D-P-3H-P-4H-P] as [2N-P-3D-P-3H-P-4H-P]

[2N-D-3H-P-3S-P-4S-P] as [2N-P-3H-P-3S-P-4S-P]

[2N-D-3D-P-3H-P-3N-P-4H-P] as [2N-P-3D-P-3H-P-3N-P-4H-P]

[2N-D-3H-P-3S-P-3N-P-4S-P] as [2N-P-3H-P-3S-P-3N-P-4S-P]

# More final passes.
[1N-P-2C-P-2{a}-P-4N-P-6N-P] where a in DHS
P test=AQ32-KJ3-KJ2-K32

[2N-P-3C-P-3{a}-P-4N-P-6N-P] where a in DHS
P test=AQ32-K432-Q2-532

[1N-P-2C-P-2H-P-2N-P-3S-P-4S-P]
P test=AJ53-AK74-95-K32

[1N-2{a}-2N-P-3N-P] where a in CDHS
P test=Q52-J32-QJ95-K73

[1N-2H-3H-P-3S-P-4S-P]
P test=QJ93-A92-AK9-J94

[1N-2H-3H-P-3S-P-3N-P]
P test=QJ93-A92-AK9-J94

[1N-2S-3S-P-4H-P]
P test=T9-Q732-K65-AJ72

[1N-P-2D-D-R-P-2H-P]
P test=Q62-87-AKT8-AQT3

[1N-P-2H-D-R-P-2S-P]
P test=T764-T87542-9-95

# They overcall in the suit of our transfer (an artificial or two-suited call).
[1N-P-2D-2H]
3H H=4+ text="four-card support" test=A2-Q862-KJ8-AQT9
P test=765-76-J97542-T4

[1N-P-2H-2S]
3S S=4+ text="four-card support" test=Q862-A2-KJ8-AQT9
P test=Q8-A32-AKT8-KT82

[1N-P-2H-3H]
D H=4+:1stop text="penalty" test=Q62-AQT8-AKT8-K8
3S S=4+ text="four-card support" test=Q862-A2-KJ8-AQT9
P test=Q8-A32-AKT8-KT82

[1N-P-2D-2H-P-P]
4H H=6+ hcp=P23+ text="to play" test=J-KQ96543-63-Q63
3N hcp=P25+ text="to play" test=Q64-J9854-A8-A53
3H H=6+ text="competitive" test=8765-J98762--T62
P test=65-KJ983-Q32-J97

[1N-P-2H-2S-P-P]
4S S=6+ hcp=P23+ text="to play" test=KJ9832-J76-A2-97
3N hcp=P25+ text="to play" test=J9854-Q64-A8-A53
3S S=6+ text="competitive" test=KJ9832-65-Q2-J97
P test=KJ983-65-Q32-J97

[1N-P-2H-3H-P-P]
4S S=6+ hcp=P23+ text="to play" test=KJ9832-J76-A2-97
D H=4+ hcp=P23+ text="penalty" test=KJ983-QT92-A2-97
3N hcp=P25+ text="to play" test=J9854-Q64-A8-A53
3S S=6+ text="competitive" test=KJ9832-65-Q2-J97
P test=KJ983-65-Q32-J97

[1N-P-2D-2H-3H-P]
4H hcp=P23+ text="to play" test=65-KJ983-A32-J97
P test=65-KJ983-Q32-J97

[1N-P-2H-2S-3S-P]
4S hcp=P23+ text="to play" test=KJ983-65-A32-J97
P test=KJ983-65-Q32-J97

[1N-P-2H-3H-3S-P]
4S hcp=P23+ text="to play" test=KJ983-65-A32-J97
P test=KJ983-65-Q32-J97

[1N-P-2D-2H-P-P-4H-P]
P test=87653-JT5-8-9742

[1N-P-2D-2H-P-P-3N-P]
P test=T872-76-842-T975

[1N-P-2D-2H-P-P-3H-P]
P test=963-T8-JT5-T8764

[1N-P-2D-2H-3H-P-4H-P]
P test=T6-76542-98432-5

[1N-P-2D-2H-D-P]
P test=65-KJ983-Q32-J97

[1N-P-2H-2S-P-P-4S-P]
P test=T-T8764-83-T6432

[1N-P-2H-2S-P-P-3N-P]
P test=76542-865432-5-T

[1N-P-2H-2S-P-P-3S-P]
P test=3-87643-6542-J73

[1N-P-2H-2S-3S-P-4S-P]
P test=T74-87-654-T9432

[1N-P-2H-3H-P-P-4S-P]
P test=T9742-864-T7-652

[1N-P-2H-3H-P-P-3N-P]
P test=J93-T8-83-876542

[1N-P-2H-3H-P-P-3S-P]
P test=952-7643-T92-T54

[1N-P-2H-3H-P-P-D-P]
P test=532-T63-82-T9653

[1N-P-2H-3H-3S-P-4S-P]
P test=4-8764-T986-T853

[1N-P-2H-3H-D-P]
P test=KJ983-65-Q32-J97

[1N-P-2C-2D-2H-P-3H-P-4H-P]
P test=6432-T5-86542-72

[1N-P-2C-2{a}-2S-P-3S-P-4S-P] where a in DH
P test=52-T632-J8753-85

[1N-P-2C-2D-2H-P-2N-P-3N-P]
P test=QJ32-J65-AJ7-T92

[1N-P-2C-2{a}-2S-P-2N-P-3N-P] where a in DH
P test=J65-QJ32-AJ7-T92

[1N-P-2C-2{a}-P-P-2N-P-3N-P] where a in DHS
P test=K32-K32-Q32-5432
