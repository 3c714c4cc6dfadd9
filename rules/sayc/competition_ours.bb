# SAYC: we opened one of a suit and the opponents came in.
#
# Responder over an overcall: negative doubles through 2S (at the one level 6+, at the two
# level 8+: after 1m-1D both majors; after 1x-1H exactly four spades, 1S shows five; after
# 1x-1S four or more hearts, or five hearts too weak for 2H; otherwise the unbid suits);
# a new suit at the one level is forcing, at the two level 10+ and forcing; the cue bid is a
# limit raise or better; a jump raise is preemptive; 1NT 8-10, 2NT 11-12, 3NT 13-15 with a
# stopper; with length and strength in their suit, pass and wait for opener's reopening
# double. Over 1NT, double is for penalty. Over a takeout double: redouble 10+; 2NT (Jordan,
# alerted) a limit raise or better; a new suit at the one level is forcing, at the two level
# not forcing; a jump shift is weak; jump raises are preemptive.
# Opener: after a negative double he bids the suit it shows (a jump with 16-18, the cue bid
# with 19+), else notrump with a stopper, his own suit or a new suit; when the overcall is
# passed round to him he reopens with a double when short in their suit; a jump shift is
# forcing to game.


# ---------------------------------------------------------------------------------------
# Responder over an overcall
# ---------------------------------------------------------------------------------------
[1C-1D] complete
P "Negative Double" D=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=QJ85-AJ-A9875-54 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
D "Negative Double" hcp=6+ S=4+ H=4+ text="negative: both majors" test=KT76-9862-KQT-K4 ref="SAYC booklet: negative doubles"
1x hcp=6+ X=4+ S=x H=x asks=1 text="new suit: 4+ cards, forcing" test=QT93-962-A84-A93 ref="standard teaching: responder over an overcall"
3N hcp=13-15 shape=balanced D=:1stop text="13-15, balanced, a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced D=:1stop text="11-12, balanced, a stopper: invitational" test=K7-Q63-KQ64-Q853 ref="standard teaching: responder over an overcall"
1N hcp=8-10 shape=balanced D=:1stop text="8-10, balanced, a stopper" test=KJ-T73-KQ97-T975 ref="standard teaching: responder over an overcall"
2D "Cue Bid Raise" C=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=943-K62-Q72-AQJ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3C "Cue Bid Raise" C=5+ hcp=4-8 text="preemptive jump raise: 5+ trumps" test=JT3-976-J9-A9875 ref="standard teaching: jump raises in competition are preemptive"
2C C=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=QJ5-AT-T974-Q732 ref="standard teaching: responder over an overcall"
2D "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=A97-K83-AJ86-A86 ref="standard teaching: the cue-bid raise (a limit raise or better)"
1N hcp=8-10 shape=balanced D=3+:hstop text="8-10, balanced, a half stopper over the overcaller (Qxx, Jxxx)" ref="standard teaching: responder over an overcall: 1NT shows 8-10 with their suit stopped; Qxx or Jxxx sitting over the overcaller's honours is a stopper when the lead comes up to it" test=K94-Q83-Q843-QT6
P test=KT94-JT8-643-T62 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"
[1C-2D] complete
P "Negative Double" D=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=QJ85-AJ-A9875-54 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
2S hcp=10+ S=5+ asks=1 text="new suit: 5+ spades, 10+, forcing" test=AKT75-93-K874-Q5 ref="standard teaching: responder over an overcall"
2H hcp=10+ H=5+ asks=1 text="new suit: 5+ hearts, 10+, forcing" test=A842-A9643-73-A9 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ X=4+ S=x H=x text="negative: a four-card major, 8+" test=JT-AJ97-432-KT75 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced D=:1stop text="13-15, balanced, a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced D=:1stop text="11-12, balanced, a stopper: invitational" test=K7-Q63-KQ64-Q853 ref="standard teaching: responder over an overcall"
3D "Cue Bid Raise" C=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=943-K62-Q72-AQJ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3C C=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=J543-A74-T4-Q654 ref="standard teaching: responder over an overcall"
3D "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=A97-K83-AJ86-A86 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=8654-JT62-76-A87 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1C-1H] complete
P "Negative Double" H=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=A842-A9643-73-A9 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
1S hcp=6+ S=5+ asks=1 text="new suit: 5+ spades, forcing" test=KQJT8-J7-K976-64 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=6+ S=4 text="negative: exactly four spades" test=KJ82-874-64-AK98 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced H=:1stop text="13-15, balanced, a stopper" test=J3-AJ8-AT32-A932 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced H=:1stop text="11-12, balanced, a stopper: invitational" test=Q96-AK95-T53-Q65 ref="standard teaching: responder over an overcall"
1N hcp=8-10 shape=balanced H=:1stop text="8-10, balanced, a stopper" test=JT-AJ97-432-KT75 ref="standard teaching: responder over an overcall"
2H "Cue Bid Raise" C=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=K2-Q62-5432-AK82 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3C "Cue Bid Raise" C=5+ hcp=4-8 text="preemptive jump raise: 5+ trumps" test=JT3-976-J9-A9875 ref="standard teaching: jump raises in competition are preemptive"
2C C=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=KJ-T73-KQ97-T975 ref="standard teaching: responder over an overcall"
2D hcp=10+ D=5+ asks=1 text="new suit: 5+ diamonds, 10+, forcing" test=A3-5432-AT872-A8 ref="standard teaching: responder over an overcall"
2H "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=A97-K83-AJ86-A86 ref="standard teaching: the cue-bid raise (a limit raise or better)"
1N hcp=8-10 shape=balanced H=3+:hstop text="8-10, balanced, a half stopper over the overcaller (Qxx, Jxxx)" ref="standard teaching: responder over an overcall: 1NT shows 8-10 with their suit stopped; Qxx or Jxxx sitting over the overcaller's honours is a stopper when the lead comes up to it" test=K94-Q83-KJ52-T64
P test=8654-JT62-76-A87 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"
[1C-2H] complete
P "Negative Double" H=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=A842-A9643-73-A9 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
2S hcp=10+ S=5+ asks=1 text="new suit: 5+ spades, 10+, forcing" test=AKT75-93-K874-Q5 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ S=4+ text="negative: four or more spades, 8+" test=QT93-962-A84-A93 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced H=:1stop text="13-15, balanced, a stopper" test=J3-AJ8-AT32-A932 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced H=:1stop text="11-12, balanced, a stopper: invitational" test=Q96-AK95-T53-Q65 ref="standard teaching: responder over an overcall"
3H "Cue Bid Raise" C=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=K2-Q62-5432-AK82 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3C C=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=J543-A74-T4-Q654 ref="standard teaching: responder over an overcall"
3D hcp=11+ D=5+ asks=1 text="new suit: 5+ diamonds, 11+, forcing" test=Q2-976-AKJ94-KT9 ref="standard teaching: responder over an overcall"
3H "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=A97-K83-AJ86-A86 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=J73-7654-A943-J3 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1C-1S] complete
P "Negative Double" S=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=AKT75-93-K874-Q5 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
2H hcp=10+ H=5+ asks=1 text="new suit: 5+ hearts, 10+, forcing" test=A842-A9643-73-A9 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=6+ H=4+ text="negative: four or more hearts (five when too weak for 2H)" test=JT-AJ97-432-KT75 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced S=:1stop text="13-15, balanced, a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced S=:1stop text="11-12, balanced, a stopper: invitational" test=KJ82-874-64-AK98 ref="standard teaching: responder over an overcall"
1N hcp=8-10 shape=balanced S=:1stop text="8-10, balanced, a stopper" test=KJ-T73-KQ97-T975 ref="standard teaching: responder over an overcall"
2S "Cue Bid Raise" C=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=943-K62-Q72-AQJ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3C "Cue Bid Raise" C=5+ hcp=4-8 text="preemptive jump raise: 5+ trumps" test=9743-42-K3-K9832 ref="standard teaching: jump raises in competition are preemptive"
2C C=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=J843-JT7-QT-KQ62 ref="standard teaching: responder over an overcall"
2D hcp=10+ D=5+ asks=1 text="new suit: 5+ diamonds, 10+, forcing" test=QJ85-AJ-A9875-54 ref="standard teaching: responder over an overcall"
2S "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=AK73-J65-KQ73-K3 ref="standard teaching: the cue-bid raise (a limit raise or better)"
1N hcp=8-10 shape=balanced S=3+:hstop text="8-10, balanced, a half stopper over the overcaller (Qxx, Jxxx)" ref="standard teaching: responder over an overcall: 1NT shows 8-10 with their suit stopped; Qxx or Jxxx sitting over the overcaller's honours is a stopper when the lead comes up to it" test=Q83-K94-KJ52-T64
P test=8654-JT62-76-A87 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"
[1C-2S] complete
P "Negative Double" S=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=AKT75-93-K874-Q5 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
3H hcp=11+ H=5+ asks=1 text="new suit: 5+ hearts, 11+, forcing" test=KQT-AQ963-Q42-94 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ H=4+ text="negative: four or more hearts, 8+" test=T4-J875-KQJ9-K64 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced S=:1stop text="13-15, balanced, a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced S=:1stop text="11-12, balanced, a stopper: invitational" test=KJ82-874-64-AK98 ref="standard teaching: responder over an overcall"
3S "Cue Bid Raise" C=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=943-K62-Q72-AQJ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3C C=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=J543-A74-T4-Q654 ref="standard teaching: responder over an overcall"
3D hcp=11+ D=5+ asks=1 text="new suit: 5+ diamonds, 11+, forcing" test=Q2-976-AKJ94-KT9 ref="standard teaching: responder over an overcall"
3S "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=AK73-J65-KQ73-K3 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=J73-7654-A943-J3 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1D-2C] complete
P "Negative Double" C=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=85-AK3-JT6-AT532 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
2S hcp=10+ S=5+ asks=1 text="new suit: 5+ spades, 10+, forcing" test=AKT75-93-K874-Q5 ref="standard teaching: responder over an overcall"
2H hcp=10+ H=5+ asks=1 text="new suit: 5+ hearts, 10+, forcing" test=KQT-AQ963-Q42-94 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ X=4+ S=x H=x text="negative: a four-card major, 8+" test=JT-AJ97-432-KT75 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced C=:1stop text="13-15, balanced, a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced C=:1stop text="11-12, balanced, a stopper: invitational" test=943-K62-Q72-AQJ8 ref="standard teaching: responder over an overcall"
3C "Cue Bid Raise" D=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=K7-Q63-KQ64-Q853 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3D "Cue Bid Raise" D=5+ hcp=4-8 text="preemptive jump raise: 5+ trumps" test=T2-J3-KT943-Q652 ref="standard teaching: jump raises in competition are preemptive"
2D D=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=T86-A532-T832-K5 ref="standard teaching: responder over an overcall"
3C "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=J75-Q76-KT7-AKQJ ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=8654-JT62-76-A87 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1D-1H] complete
P "Negative Double" H=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=A842-A9643-73-A9 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
1S hcp=6+ S=5+ asks=1 text="new suit: 5+ spades, forcing" test=KQJT8-J7-K976-64 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=6+ S=4 text="negative: exactly four spades" test=KJ82-874-64-AK98 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced H=:1stop text="13-15, balanced, a stopper" test=J3-AJ8-AT32-A932 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced H=:1stop text="11-12, balanced, a stopper: invitational" test=Q96-AK95-T53-Q65 ref="standard teaching: responder over an overcall"
1N hcp=8-10 shape=balanced H=:1stop text="8-10, balanced, a stopper" test=JT-AJ97-432-KT75 ref="standard teaching: responder over an overcall"
2H "Cue Bid Raise" D=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=K2-Q62-5432-AK82 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3D "Cue Bid Raise" D=5+ hcp=4-8 text="preemptive jump raise: 5+ trumps" test=T2-J3-KT943-Q652 ref="standard teaching: jump raises in competition are preemptive"
2D D=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=Q3-8765-A652-Q63 ref="standard teaching: responder over an overcall"
2C hcp=10+ C=5+ asks=1 text="new suit: 5+ clubs, 10+, forcing" test=K82-Q5-843-AQJ54 ref="standard teaching: responder over an overcall"
2H "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=AQ8-AJ83-KJ4-J64 ref="standard teaching: the cue-bid raise (a limit raise or better)"
1N hcp=8-10 shape=balanced H=3+:hstop text="8-10, balanced, a half stopper over the overcaller (Qxx, Jxxx)" ref="standard teaching: responder over an overcall: 1NT shows 8-10 with their suit stopped; Qxx or Jxxx sitting over the overcaller's honours is a stopper when the lead comes up to it" test=K94-Q83-T64-KJ52
P test=8654-JT62-76-A87 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"
[1D-2H] complete
P "Negative Double" H=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=A842-A9643-73-A9 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
2S hcp=10+ S=5+ asks=1 text="new suit: 5+ spades, 10+, forcing" test=AKT75-93-K874-Q5 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ S=4+ text="negative: four or more spades, 8+" test=QT93-962-A84-A93 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced H=:1stop text="13-15, balanced, a stopper" test=J3-AJ8-AT32-A932 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced H=:1stop text="11-12, balanced, a stopper: invitational" test=Q96-AK95-T53-Q65 ref="standard teaching: responder over an overcall"
3H "Cue Bid Raise" D=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=K2-Q62-5432-AK82 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3D D=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=T86-A532-T832-K5 ref="standard teaching: responder over an overcall"
3C hcp=11+ C=5+ asks=1 text="new suit: 5+ clubs, 11+, forcing" test=KT-AJ53-T3-AJ984 ref="standard teaching: responder over an overcall"
3H "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=AQ8-AJ83-KJ4-J64 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=T742-J65-52-KQ73 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1D-1S] complete
P "Negative Double" S=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=AKT75-93-K874-Q5 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
2H hcp=10+ H=5+ asks=1 text="new suit: 5+ hearts, 10+, forcing" test=A842-A9643-73-A9 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=6+ H=4+ text="negative: four or more hearts (five when too weak for 2H)" test=JT-AJ97-432-KT75 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced S=:1stop text="13-15, balanced, a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced S=:1stop text="11-12, balanced, a stopper: invitational" test=KJ82-874-64-AK98 ref="standard teaching: responder over an overcall"
1N hcp=8-10 shape=balanced S=:1stop text="8-10, balanced, a stopper" test=KJ-T73-KQ97-T975 ref="standard teaching: responder over an overcall"
2S "Cue Bid Raise" D=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=9654-J7-AQ53-KQ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3D "Cue Bid Raise" D=5+ hcp=4-8 text="preemptive jump raise: 5+ trumps" test=T2-J3-KT943-Q652 ref="standard teaching: jump raises in competition are preemptive"
2D D=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=83-AT4-A873-9642 ref="standard teaching: responder over an overcall"
2C hcp=10+ C=5+ asks=1 text="new suit: 5+ clubs, 10+, forcing" test=85-AK3-JT6-AT532 ref="standard teaching: responder over an overcall"
2S "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=Q964-A85-AT2-KQJ ref="standard teaching: the cue-bid raise (a limit raise or better)"
1N hcp=8-10 shape=balanced S=3+:hstop text="8-10, balanced, a half stopper over the overcaller (Qxx, Jxxx)" ref="standard teaching: responder over an overcall: 1NT shows 8-10 with their suit stopped; Qxx or Jxxx sitting over the overcaller's honours is a stopper when the lead comes up to it" test=Q83-K94-T64-KJ52
P test=8654-JT62-76-A87 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"
[1D-2S] complete
P "Negative Double" S=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=AKT75-93-K874-Q5 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
3H hcp=11+ H=5+ asks=1 text="new suit: 5+ hearts, 11+, forcing" test=KQT-AQ963-Q42-94 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ H=4+ text="negative: four or more hearts, 8+" test=T4-J875-KQJ9-K64 ref="SAYC booklet: negative doubles"
3N hcp=13-15 shape=balanced S=:1stop text="13-15, balanced, a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced S=:1stop text="11-12, balanced, a stopper: invitational" test=KJ82-874-64-AK98 ref="standard teaching: responder over an overcall"
3S "Cue Bid Raise" D=4+ hcp=10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps" test=9654-J7-AQ53-KQ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3D D=4+ hcp=6-9 text="raise: 4+ trumps, 6-9" test=T86-A532-T832-K5 ref="standard teaching: responder over an overcall"
3C hcp=11+ C=5+ asks=1 text="new suit: 5+ clubs, 11+, forcing" test=96-AJT-763-AKJ93 ref="standard teaching: responder over an overcall"
3S "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=Q964-A85-AT2-KQJ ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=T742-J65-52-KQ73 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1H-2C] complete
P "Negative Double" C=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=85-AK3-JT6-AT532 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
4H "Cue Bid Raise" vul=X H=5+ hcp=<10 text="preemptive game raise: 5+ trumps, under 10 HCP (not vulnerable)" test=AJ85-QT975-2-T93 ref="standard teaching: jump raises in competition are preemptive"
4H "Cue Bid Raise" vul=V H=5+ hcp=<10 shape=singleton-or-void text="preemptive game raise: 5+ trumps, under 10 HCP and a singleton or void (vulnerable)" test=AJ85-QT975-2-T93 ref="standard teaching: jump raises in competition are preemptive; vulnerable, more shape"
3C "Cue Bid Raise" H=4+ hcp=7+ dummy=H5:10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps (10+ dummy points)" test=8-KJ73-9642-A832 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3C "Cue Bid Raise" H=3 hcp=10+ asks=1 text="cue bid: a limit raise or better, three trumps and 10+ HCP" test=943-K62-Q72-AQJ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3H "Cue Bid Raise" H=4+ hcp=<9 text="preemptive jump raise: 4+ trumps" test=8654-JT62-76-A87 ref="standard teaching: jump raises in competition are preemptive"
2H H=3+ hcp=<10 dummy=H5:6+ text="raise: 3+ trumps, 6-9" test=Q753-KJ5-J64-962 ref="standard teaching: responder over an overcall"
2S hcp=10+ S=5+ asks=1 text="new suit: 5+ spades, 10+, forcing" test=AKT75-93-K874-Q5 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ S=4+ text="negative: four or more spades, 8+" test=J742-74-K54-AJT4 ref="SAYC booklet: negative doubles"
2D hcp=10+ D=5+ asks=1 text="new suit: 5+ diamonds, 10+, forcing" test=KQJ-85-87643-AQ3 ref="standard teaching: responder over an overcall"
3N hcp=13-15 shape=balanced C=:1stop text="13-15, balanced, a stopper" test=KT4-A9-A642-KT98 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced C=:1stop text="11-12, balanced, a stopper: invitational" test=T62-T3-AKQT-K942 ref="standard teaching: responder over an overcall"
3C "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=AK7-Q3-A987-Q765 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=QT7-93-A763-T873 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1H-2D] complete
P "Negative Double" D=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=QJ85-AJ-A9875-54 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
4H "Cue Bid Raise" vul=X H=5+ hcp=<10 text="preemptive game raise: 5+ trumps, under 10 HCP (not vulnerable)" test=AJ85-QT975-2-T93 ref="standard teaching: jump raises in competition are preemptive"
4H "Cue Bid Raise" vul=V H=5+ hcp=<10 shape=singleton-or-void text="preemptive game raise: 5+ trumps, under 10 HCP and a singleton or void (vulnerable)" test=AJ85-QT975-2-T93 ref="standard teaching: jump raises in competition are preemptive; vulnerable, more shape"
3D "Cue Bid Raise" H=4+ hcp=7+ dummy=H5:10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps (10+ dummy points)" test=8-KJ73-9642-A832 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3D "Cue Bid Raise" H=3 hcp=10+ asks=1 text="cue bid: a limit raise or better, three trumps and 10+ HCP" test=943-K62-Q72-AQJ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3H "Cue Bid Raise" H=4+ hcp=<9 text="preemptive jump raise: 4+ trumps" test=8654-JT62-76-A87 ref="standard teaching: jump raises in competition are preemptive"
2H H=3+ hcp=<10 dummy=H5:6+ text="raise: 3+ trumps, 6-9" test=Q753-KJ5-J64-962 ref="standard teaching: responder over an overcall"
2S hcp=10+ S=5+ asks=1 text="new suit: 5+ spades, 10+, forcing" test=AKT75-93-K874-Q5 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ S=4+ text="negative: four or more spades, 8+" test=J742-74-K54-AJT4 ref="SAYC booklet: negative doubles"
3C hcp=11+ C=5+ asks=1 text="new suit: 5+ clubs, 11+, forcing" test=A76-A9-QJ7-Q9832 ref="standard teaching: responder over an overcall"
3N hcp=13-15 shape=balanced D=:1stop text="13-15, balanced, a stopper" test=KT4-A9-A642-KT98 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced D=:1stop text="11-12, balanced, a stopper: invitational" test=T62-T3-AKQT-K942 ref="standard teaching: responder over an overcall"
3D "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=AK3-64-AJ82-A842 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=QT7-93-A763-T873 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1H-1S] complete
P "Negative Double" S=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=AKT75-93-K874-Q5 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
4H "Cue Bid Raise" vul=X H=5+ hcp=<10 text="preemptive game raise: 5+ trumps, under 10 HCP (not vulnerable)" test=AJ85-QT975-2-T93 ref="standard teaching: jump raises in competition are preemptive"
4H "Cue Bid Raise" vul=V H=5+ hcp=<10 shape=singleton-or-void text="preemptive game raise: 5+ trumps, under 10 HCP and a singleton or void (vulnerable)" test=AJ85-QT975-2-T93 ref="standard teaching: jump raises in competition are preemptive; vulnerable, more shape"
2S "Cue Bid Raise" H=4+ hcp=7+ dummy=H5:10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps (10+ dummy points)" test=8-KJ73-9642-A832 ref="standard teaching: the cue-bid raise (a limit raise or better)"
2S "Cue Bid Raise" H=3 hcp=10+ asks=1 text="cue bid: a limit raise or better, three trumps and 10+ HCP" test=943-K62-Q72-AQJ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3H "Cue Bid Raise" H=4+ hcp=<9 text="preemptive jump raise: 4+ trumps" test=8654-JT62-76-A87 ref="standard teaching: jump raises in competition are preemptive"
2H H=3+ hcp=<10 dummy=H5:6+ text="raise: 3+ trumps, 6-9" test=Q753-KJ5-J64-962 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=6+ D=4+ C=4+ text="negative: both minors" test=K82-KT-Q742-Q432 ref="SAYC booklet: negative doubles"
2D hcp=10+ D=5+ asks=1 text="new suit: 5+ diamonds, 10+, forcing" test=QJ85-AJ-A9875-54 ref="standard teaching: responder over an overcall"
2C hcp=10+ C=5+ asks=1 text="new suit: 5+ clubs, 10+, forcing" test=A954-K9-72-KQ642 ref="standard teaching: responder over an overcall"
3N hcp=13-15 shape=balanced S=:1stop text="13-15, balanced, a stopper" test=K753-K6-AK7-J986 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced S=:1stop text="11-12, balanced, a stopper: invitational" test=AJ72-K6-QJ7-8762 ref="standard teaching: responder over an overcall"
1N hcp=8-10 shape=balanced S=:1stop text="8-10, balanced, a stopper" test=K863-T8-AQ8-T976 ref="standard teaching: responder over an overcall"
2S "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=KQ73-QJ-KQ4-QJT8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
1N hcp=8-10 shape=balanced S=3+:hstop text="8-10, balanced, a half stopper over the overcaller (Qxx, Jxxx)" ref="standard teaching: responder over an overcall: 1NT shows 8-10 with their suit stopped; Qxx or Jxxx sitting over the overcaller's honours is a stopper when the lead comes up to it" test=Q83-T6-K94-KJ532
P test=KT32-K2-862-9654 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"
[1H-2S] complete
P "Negative Double" S=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=AKT75-93-K874-Q5 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
4H "Cue Bid Raise" vul=X H=5+ hcp=<10 text="preemptive game raise: 5+ trumps, under 10 HCP (not vulnerable)" test=AJ85-QT975-2-T93 ref="standard teaching: jump raises in competition are preemptive"
4H "Cue Bid Raise" vul=V H=5+ hcp=<10 shape=singleton-or-void text="preemptive game raise: 5+ trumps, under 10 HCP and a singleton or void (vulnerable)" test=AJ85-QT975-2-T93 ref="standard teaching: jump raises in competition are preemptive; vulnerable, more shape"
3S "Cue Bid Raise" H=4+ hcp=7+ dummy=H5:10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps (10+ dummy points)" test=8-KJ73-9642-A832 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3S "Cue Bid Raise" H=3 hcp=10+ asks=1 text="cue bid: a limit raise or better, three trumps and 10+ HCP" test=943-K62-Q72-AQJ8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3H H=3+ hcp=<10 dummy=H5:6+ text="raise: 3+ trumps, 6-9" test=T742-J65-52-KQ73 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ DC=8+ text="negative: the minors, 8+" test=A98-32-JT63-AQT5 ref="SAYC booklet: negative doubles"
3D hcp=11+ D=5+ asks=1 text="new suit: 5+ diamonds, 11+, forcing" test=KJ64-Q8-AK842-87 ref="standard teaching: responder over an overcall"
3C hcp=11+ C=5+ asks=1 text="new suit: 5+ clubs, 11+, forcing" test=KJ54-64-A3-AJ654 ref="standard teaching: responder over an overcall"
3N hcp=13-15 shape=balanced S=:1stop text="13-15, balanced, a stopper" test=K753-K6-AK7-J986 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced S=:1stop text="11-12, balanced, a stopper: invitational" test=AJ72-K6-QJ7-8762 ref="standard teaching: responder over an overcall"
3S "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=KQ73-QJ-KQ4-QJT8 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=QT7-93-A763-T873 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1S-2C] complete
P "Negative Double" C=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=85-AK3-JT6-AT532 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
4S "Cue Bid Raise" vul=X S=5+ hcp=<10 text="preemptive game raise: 5+ trumps, under 10 HCP (not vulnerable)" test=QJ852-J-Q8-JT943 ref="standard teaching: jump raises in competition are preemptive"
4S "Cue Bid Raise" vul=V S=5+ hcp=<10 shape=singleton-or-void text="preemptive game raise: 5+ trumps, under 10 HCP and a singleton or void (vulnerable)" test=QJ852-J-Q8-JT943 ref="standard teaching: jump raises in competition are preemptive; vulnerable, more shape"
3C "Cue Bid Raise" S=4+ hcp=7+ dummy=S5:10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps (10+ dummy points)" test=KJ73-8-9642-A832 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3C "Cue Bid Raise" S=3 hcp=10+ asks=1 text="cue bid: a limit raise or better, three trumps and 10+ HCP" test=K82-874-A64-KQ98 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3S "Cue Bid Raise" S=4+ hcp=<9 text="preemptive jump raise: 4+ trumps" test=8654-JT62-76-A87 ref="standard teaching: jump raises in competition are preemptive"
2S S=3+ hcp=<10 dummy=S5:6+ text="raise: 3+ trumps, 6-9" test=T86-A532-T832-K5 ref="standard teaching: responder over an overcall"
2H hcp=10+ H=5+ asks=1 text="new suit: 5+ hearts, 10+, forcing" test=K7-AKJ75-Q752-97 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ H=4+ text="negative: four or more hearts, 8+" test=JT-AJ97-432-KT75 ref="SAYC booklet: negative doubles"
2D hcp=10+ D=5+ asks=1 text="new suit: 5+ diamonds, 10+, forcing" test=43-Q32-AQJT4-QJ2 ref="standard teaching: responder over an overcall"
3N hcp=13-15 shape=balanced C=:1stop text="13-15, balanced, a stopper" test=J3-AJ8-AT32-A932 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced C=:1stop text="11-12, balanced, a stopper: invitational" test=93-T92-AK85-A972 ref="standard teaching: responder over an overcall"
3C "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=K3-KQ5-AJT5-Q862 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=92-QJT5-K83-7643 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1S-2D] complete
P "Negative Double" D=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=QJ85-AJ-A9875-54 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
4S "Cue Bid Raise" vul=X S=5+ hcp=<10 text="preemptive game raise: 5+ trumps, under 10 HCP (not vulnerable)" test=QJ852-J-Q8-JT943 ref="standard teaching: jump raises in competition are preemptive"
4S "Cue Bid Raise" vul=V S=5+ hcp=<10 shape=singleton-or-void text="preemptive game raise: 5+ trumps, under 10 HCP and a singleton or void (vulnerable)" test=QJ852-J-Q8-JT943 ref="standard teaching: jump raises in competition are preemptive; vulnerable, more shape"
3D "Cue Bid Raise" S=4+ hcp=7+ dummy=S5:10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps (10+ dummy points)" test=KJ73-8-9642-A832 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3D "Cue Bid Raise" S=3 hcp=10+ asks=1 text="cue bid: a limit raise or better, three trumps and 10+ HCP" test=K82-874-A64-KQ98 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3S "Cue Bid Raise" S=4+ hcp=<9 text="preemptive jump raise: 4+ trumps" test=8654-JT62-76-A87 ref="standard teaching: jump raises in competition are preemptive"
2S S=3+ hcp=<10 dummy=S5:6+ text="raise: 3+ trumps, 6-9" test=T86-A532-T832-K5 ref="standard teaching: responder over an overcall"
2H hcp=10+ H=5+ asks=1 text="new suit: 5+ hearts, 10+, forcing" test=K8-AJT62-8432-A6 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ H=4+ text="negative: four or more hearts, 8+" test=JT-AJ97-432-KT75 ref="SAYC booklet: negative doubles"
3C hcp=11+ C=5+ asks=1 text="new suit: 5+ clubs, 11+, forcing" test=96-AJT-763-AKJ93 ref="standard teaching: responder over an overcall"
3N hcp=13-15 shape=balanced D=:1stop text="13-15, balanced, a stopper" test=J3-AJ8-AT32-A932 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced D=:1stop text="11-12, balanced, a stopper: invitational" test=K7-Q63-KQ64-Q853 ref="standard teaching: responder over an overcall"
3D "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=K6-AT9-Q852-AK75 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=92-QJT5-K83-7643 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

[1S-2H] complete
P "Negative Double" H=5+:4+ hcp=8+ text="trap pass: length and strength in their suit" test=A842-A9643-73-A9 ref="SAYC booklet: negative doubles; standard teaching: the trap pass"
4S "Cue Bid Raise" vul=X S=5+ hcp=<10 text="preemptive game raise: 5+ trumps, under 10 HCP (not vulnerable)" test=QJ852-J-Q8-JT943 ref="standard teaching: jump raises in competition are preemptive"
4S "Cue Bid Raise" vul=V S=5+ hcp=<10 shape=singleton-or-void text="preemptive game raise: 5+ trumps, under 10 HCP and a singleton or void (vulnerable)" test=QJ852-J-Q8-JT943 ref="standard teaching: jump raises in competition are preemptive; vulnerable, more shape"
3H "Cue Bid Raise" S=4+ hcp=7+ dummy=S5:10+ asks=1 text="cue bid: a limit raise or better, 4+ trumps (10+ dummy points)" test=KJ73-8-9642-A832 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3H "Cue Bid Raise" S=3 hcp=10+ asks=1 text="cue bid: a limit raise or better, three trumps and 10+ HCP" test=K82-874-A64-KQ98 ref="standard teaching: the cue-bid raise (a limit raise or better)"
3S "Cue Bid Raise" S=4+ hcp=<9 text="preemptive jump raise: 4+ trumps" test=8654-JT62-76-A87 ref="standard teaching: jump raises in competition are preemptive"
2S S=3+ hcp=<10 dummy=S5:6+ text="raise: 3+ trumps, 6-9" test=T86-A532-T832-K5 ref="standard teaching: responder over an overcall"
D "Negative Double" hcp=8+ DC=8+ text="negative: the minors, 8+" test=93-T92-AK85-A972 ref="SAYC booklet: negative doubles"
3D hcp=11+ D=5+ asks=1 text="new suit: 5+ diamonds, 11+, forcing" test=KT-KT73-AKT64-92 ref="standard teaching: responder over an overcall"
3C hcp=11+ C=5+ asks=1 text="new suit: 5+ clubs, 11+, forcing" test=KT-AJ53-T3-AJ984 ref="standard teaching: responder over an overcall"
3N hcp=13-15 shape=balanced H=:1stop text="13-15, balanced, a stopper" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder over an overcall"
2N hcp=11-12 shape=balanced H=:1stop text="11-12, balanced, a stopper: invitational" test=Q2-K532-QT93-KJ5 ref="standard teaching: responder over an overcall"
3H "Cue Bid Raise" hcp=13+ asks=1 text="cue bid: game-forcing values, no clear bid" test=KT-9864-AKJ-AT94 ref="standard teaching: the cue-bid raise (a limit raise or better)"
P test=92-QJT5-K83-7643 text="no suitable action (perhaps waiting for opener's reopening double)" ref="standard teaching: responder over an overcall"

# ---------------------------------------------------------------------------------------
# Responder over a takeout double (1x-D): redouble 10+; 2NT Jordan, a limit raise or better;
# preemptive jump raises; a new suit forcing at the one level, not forcing at the two level;
# a jump shift is weak.
# ---------------------------------------------------------------------------------------
[1C-D] complete
2N "Jordan 2NT" C=5+ hcp=10+ alert asks=1 text="a limit raise or better, 5+ trumps" test=Q3-K6-A972-K8753 ref="SAYC booklet: responder over a takeout double (2NT Jordan, a limit raise or better)"
R "Redouble" hcp=13+ text="13+ HCP: usually no fit; we may penalize them" test=Q83-K953-AK3-QJ4 ref="SAYC booklet: redouble (10+ HCP over a takeout double)"
2S hcp=4-8 S=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=KQJT73-J7-T6-T96 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
2H hcp=4-8 H=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=652-AK9765-T2-63 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
2D hcp=4-8 D=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=32-74-AKT987-T86 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
1x hcp=6-12 X=5+ S=x H=x D=x asks=1 text="new suit: the longest, with two five-card suits the higher-ranking, forcing" test=KQ982-4-QT982-J3 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level); standard teaching: with two five-card suits bid the higher-ranking first"
1x hcp=6-12 X=4+U S=x H=x D=x asks=1 text="new suit: 4+ cards, forcing" test=JT-AJ97-432-KT75 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
R "Redouble" hcp=10+ text="10+ HCP: usually no fit" test=975-K72-AT2-AT82 ref="SAYC booklet: redouble (10+ HCP over a takeout double)"
1N hcp=8-9 shape=balanced text="8-9, balanced, no fit (with 10+ redouble)" test=T43-K52-QJ2-Q972 ref="standard teaching: 1NT over a takeout double shows about 8-10 HCP, with 10+ redouble first"
3C "Cue Bid Raise" C=5+ hcp=4-9 text="preemptive jump raise: 5+ trumps" test=T982-64-32-AJT75 ref="standard teaching: jump raises in competition are preemptive"
2C C=4+ hcp=5-9 text="raise: 4+ trumps, 5-9" test=652-982-T94-KQT4 ref="standard teaching: responder over a takeout double"
P test=KT94-JT8-643-T62 text="weak: nothing to say over the double" ref="standard teaching: responder over a takeout double"

[1D-D] complete
2N "Jordan 2NT" D=5+ hcp=10+ alert asks=1 text="a limit raise or better, 5+ trumps" test=QJ85-AJ-A9875-54 ref="SAYC booklet: responder over a takeout double (2NT Jordan, a limit raise or better)"
R "Redouble" hcp=13+ text="13+ HCP: usually no fit; we may penalize them" test=Q83-K953-AK3-QJ4 ref="SAYC booklet: redouble (10+ HCP over a takeout double)"
2S hcp=4-8 S=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=KQJT73-J7-T6-T96 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
2H hcp=4-8 H=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=652-AK9765-T2-63 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
3C hcp=4-8 C=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=62-J84-93-KQJT62 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
1x hcp=6-12 X=5+ S=x H=x asks=1 text="new suit: the longer major, with five-five spades first, forcing" test=KQ982-QT982-4-J3 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level); standard teaching: with two five-card suits bid the higher-ranking first"
1x hcp=6-12 X=4+U S=x H=x asks=1 text="new suit: 4+ cards, forcing" test=JT-AJ97-432-KT75 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
R "Redouble" hcp=10+ text="10+ HCP: usually no fit" test=A98-32-JT63-AQT5 ref="SAYC booklet: redouble (10+ HCP over a takeout double)"
1N hcp=8-9 shape=balanced text="8-9, balanced, no fit (with 10+ redouble)" test=T43-K52-QJ2-Q972 ref="standard teaching: 1NT over a takeout double shows about 8-10 HCP, with 10+ redouble first"
3D "Cue Bid Raise" D=5+ hcp=4-9 text="preemptive jump raise: 5+ trumps" test=53-53-KT964-A642 ref="standard teaching: jump raises in competition are preemptive"
2D D=4+ hcp=5-9 text="raise: 4+ trumps, 5-9" test=T85-A732-J543-T8 ref="standard teaching: responder over a takeout double"
2C hcp=5-9 C=5+ text="new suit: 5+ cards, not forcing" test=T982-64-32-AJT75 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
P test=9754-K86-9842-T5 text="weak: nothing to say over the double" ref="standard teaching: responder over a takeout double"

[1H-D] complete
4H "Cue Bid Raise" H=5+ hcp=<10 shape=singleton-or-void text="preemptive game raise: 5+ trumps" test=AJ85-QT975-2-T93 ref="standard teaching: jump raises in competition are preemptive"
2N "Jordan 2NT" H=4+ hcp=8+ dummy=H5:10+ alert asks=1 text="a limit raise or better, 4+ trumps" test=A632-KQ98-J63-Q2 ref="SAYC booklet: responder over a takeout double (2NT Jordan, a limit raise or better)"
2N "Jordan 2NT" H=3 hcp=10-12 shape=balanced alert asks=1 text="a limit raise, 3 trumps" test=KJ82-874-64-AK98 ref="SAYC booklet: responder over a takeout double (2NT Jordan, a limit raise or better)"
R "Redouble" hcp=13+ text="13+ HCP: usually no fit; we may penalize them" test=AQ85-AT-Q86-KT65 ref="SAYC booklet: redouble (10+ HCP over a takeout double)"
2S hcp=4-8 S=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=KQJT73-J7-T6-T96 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
3D hcp=4-8 D=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=32-74-AKT987-T86 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
3C hcp=4-8 C=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=62-J84-93-KQJT62 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
1S hcp=6-12 S=4+ asks=1 text="new suit: 4+ cards, forcing" test=J843-JT7-QT-KQ62 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
R "Redouble" hcp=10+ text="10+ HCP: usually no fit" test=A98-32-JT63-AQT5 ref="SAYC booklet: redouble (10+ HCP over a takeout double)"
3H "Cue Bid Raise" H=4+ hcp=<10 text="preemptive jump raise: 4+ trumps" test=8654-JT62-76-A87 ref="standard teaching: jump raises in competition are preemptive"
2H H=3+ hcp=5-9 text="raise: 3+ trumps, 5-9" test=QT8-KJ4-762-J764 ref="standard teaching: responder over a takeout double"
2D hcp=5-9 D=5+ text="new suit: 5+ cards, not forcing" test=K54-K7-JT932-873 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
2C hcp=5-9 C=5+ text="new suit: 5+ cards, not forcing" test=Q3-JT-J875-K7652 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
1N hcp=8-9 shape=balanced text="8-9, balanced, no fit (with 10+ redouble)" test=986-J5-AK76-T863 ref="standard teaching: 1NT over a takeout double shows about 8-10 HCP, with 10+ redouble first"
P test=9754-K86-9842-T5 text="weak: nothing to say over the double" ref="standard teaching: responder over a takeout double"

[1S-D] complete
4S "Cue Bid Raise" S=5+ hcp=<10 shape=singleton-or-void text="preemptive game raise: 5+ trumps" test=QJ852-J-Q8-JT943 ref="standard teaching: jump raises in competition are preemptive"
2N "Jordan 2NT" S=4+ hcp=8+ dummy=S5:10+ alert asks=1 text="a limit raise or better, 4+ trumps" test=KQ83-T4-A975-K76 ref="SAYC booklet: responder over a takeout double (2NT Jordan, a limit raise or better)"
2N "Jordan 2NT" S=3 hcp=10-12 shape=balanced alert asks=1 text="a limit raise, 3 trumps" test=Q96-AK95-T53-Q65 ref="SAYC booklet: responder over a takeout double (2NT Jordan, a limit raise or better)"
R "Redouble" hcp=13+ text="13+ HCP: usually no fit; we may penalize them" test=Q83-K953-AK3-QJ4 ref="SAYC booklet: redouble (10+ HCP over a takeout double)"
3H hcp=4-8 H=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=652-AK9765-T2-63 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
3D hcp=4-8 D=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=32-74-AKT987-T86 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
3C hcp=4-8 C=6+:2/3,3/5 text="weak jump shift: a good 6-card suit" test=62-J84-93-KQJT62 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
R "Redouble" hcp=10+ text="10+ HCP: usually no fit" test=Q2-K532-QT93-KJ5 ref="SAYC booklet: redouble (10+ HCP over a takeout double)"
3S "Cue Bid Raise" S=4+ hcp=<10 text="preemptive jump raise: 4+ trumps" test=T742-J65-52-KQ73 ref="standard teaching: jump raises in competition are preemptive"
2S S=3+ hcp=5-9 text="raise: 3+ trumps, 5-9" test=T86-A532-T832-K5 ref="standard teaching: responder over a takeout double"
2H hcp=5-9 H=5+ text="new suit: 5+ cards, not forcing" test=J3-JT432-KQ3-532 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
2D hcp=5-9 D=5+ text="new suit: 5+ cards, not forcing" test=32-Q832-AT863-J9 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
2C hcp=5-9 C=5+ text="new suit: 5+ cards, not forcing" test=J4-A97-974-Q7432 ref="SAYC booklet: responder over a takeout double (new suit forcing at the one level, jump shift weak)"
1N hcp=8-9 shape=balanced text="8-9, balanced, no fit (with 10+ redouble)" test=Q3-8765-A652-Q63 ref="standard teaching: 1NT over a takeout double shows about 8-10 HCP, with 10+ redouble first"
P test=98-8653-J853-Q93 text="weak: nothing to say over the double" ref="standard teaching: responder over a takeout double"

# Opener after their double, responder's pass and advancer's simple answer (1x-(D)-P-(1y) or
# (2y) below his suit): responder's pass shows a weak hand (with 10+ he redoubles, with 5-9
# he usually bids), so opener bids again only with extra strength: the jump rebid of a good
# six-card suit (16-18), 2NT with 18-19 balanced and their suit stopped, a six-card suit or a
# lower second suit (five-four) with 15+. Other hands are left to the general layer.
[1{a}-D-P-1{b}] where a<b
3{a} hcp=16-18 {a}=6+:2/3 text="jump rebid: a good six-card suit, 16-18" ref="standard teaching: opener's rebid after their takeout double and partner's pass: with extras, bid on"
   test=A4-K3-Q32-AKJ982|A4-K3-AKJ982-Q32|A4-AKJ982-K3-Q32
2N hcp=18-19 shape=balanced {b}=:1stop text="18-19 balanced, their suit stopped" ref="standard teaching: opener's rebid after their takeout double and partner's pass: with extras, bid on"
   test=AQ3-KJ4-KQ2-QJ32
2{a} hcp=15+ {a}=6+ text="a six-card suit and extra values: competes" ref="standard teaching: opener's rebid after their takeout double and partner's pass: with extras and a six-card suit, rebid it"
   test=K3-A42-82-AKJT98|K3-A42-AKJT98-82|K3-AKJT98-A42-82
# With 17+ and shortness in advancer's suit opener doubles: takeout, extra values (partner's
# pass over the double denied 10+, not a few useful cards). Partner answers in a four-card
# suit at the cheapest level, passes for penalty with four good cards in their suit, else
# gives preference to opener's suit.
[1{a}-D-P-1{b}] where a<b
D hcp=17+ {b}=<=1 text="takeout: 17+, short in their suit" ref="standard teaching: opener's rebid after their takeout double and partner's pass: with extras and shortness in their suit, double (takeout)"
   test=AQ32-4-AKJ2-KQ32|4-AQ32-AKJ2-KQ32|AQ32-KQ32-4-AKJ2
[1{a} D P 1{b} partner:D P] where a in C, b in D
P {b}=4+:2/5 hcp=4+ text="penalty pass: four good cards in their suit" ref="standard teaching: answering partner's takeout double: pass for penalty with length and strength in their suit"
   test=32-432-KJT9-5432
1x X=4+ S=x H=x text="a four-card major at the cheapest level" ref="standard teaching: answering partner's takeout double: the cheapest four-card suit"
   test=J432-432-5432-32
2C C=4+ text="four clubs: preference" ref="standard teaching: answering partner's takeout double: the cheapest four-card suit"
   test=432-432-32-J5432
[1{a} D P 1{b} partner:D P] where a in CD, b in H
P {b}=4+:2/5 hcp=4+ text="penalty pass: four good cards in their suit" ref="standard teaching: answering partner's takeout double: pass for penalty with length and strength in their suit"
   test=32-KJT9-5432-432
1S S=4+ text="four spades at the cheapest level" ref="standard teaching: answering partner's takeout double: the cheapest four-card suit"
   test=J432-432-5432-32
2x X=4+ D=x C=x text="a four-card minor at the cheapest level" ref="standard teaching: answering partner's takeout double: the cheapest four-card suit"
   test=432-32-432-J5432
[1{a} D P 1{b} partner:D P] where a in CDH, b in S
P {b}=4+:2/5 hcp=4+ text="penalty pass: four good cards in their suit" ref="standard teaching: answering partner's takeout double: pass for penalty with length and strength in their suit"
   test=KJT9-32-5432-432
2x X=4+ H=x D=x C=x text="a four-card suit at the cheapest level" ref="standard teaching: answering partner's takeout double: the cheapest four-card suit"
   test=32-432-432-J5432
[1{a} D P 1{b} partner:D P] where a<b
2{a} text="no four-card suit of one's own: preference to opener's suit" ref="standard teaching: answering partner's takeout double: with no suit of one's own, prefer partner's"
   test=5432-J32-432-432|J32-5432-432-432|J32-432-5432-432
[1D-D-P-1{b}] where b in HS
2C hcp=15+ C=4+ D=5+ text="a second suit, clubs: five-four and extra values" ref="standard teaching: opener's rebid after their takeout double and partner's pass: a second suit with extras"
   test=A3-K4-AKJ84-QT32|K4-A3-AKJ84-QT32
[1H-D-P-1S]
2x hcp=15+ X=4+ D=x C=x H=5+ text="a lower second suit: five-four and extra values" ref="standard teaching: opener's rebid after their takeout double and partner's pass: a second suit with extras"
   test=A3-AKJ84-QT32-K4

[1{a}-D-P-2{b}] where b<a
3{a} hcp=16-18 {a}=6+:2/3 text="jump rebid: a good six-card suit, 16-18" ref="standard teaching: opener's rebid after their takeout double and partner's pass: with extras, bid on"
   test=A4-K3-AKJ982-Q32|A4-AKJ982-K3-Q32|AKJ982-A4-K3-Q32
2{a} hcp=15+ {a}=6+ text="a six-card suit and extra values: competes" ref="standard teaching: opener's rebid after their takeout double and partner's pass: with extras and a six-card suit, rebid it"
   test=K3-A42-AKJT98-82|K3-AKJT98-A42-82|AKJT98-K3-A42-82
D hcp=17+ {b}=<=1 text="takeout: 17+, short in their suit" ref="standard teaching: opener's rebid after their takeout double and partner's pass: with extras and shortness in their suit, double (takeout)"
   test=AQ32-AK32-AJ32-4|AQ32-AK32-4-AJ32|AQ32-4-AK32-AJ32
[1{a} D P 2{b} partner:D P] where b<a, b in C
P {b}=4+:2/5 hcp=4+ text="penalty pass: four good cards in their suit" ref="standard teaching: answering partner's takeout double: pass for penalty with length and strength in their suit"
   test=32-432-5432-KJT9
2x X=4+ S=x H=x D=x text="a four-card suit at the cheapest level" ref="standard teaching: answering partner's takeout double: the cheapest four-card suit"
   test=J432-432-432-432
[1{a} D P 2{b} partner:D P] where b<a, b in D
P {b}=4+:2/5 hcp=4+ text="penalty pass: four good cards in their suit" ref="standard teaching: answering partner's takeout double: pass for penalty with length and strength in their suit"
   test=32-432-KJT9-5432
2x X=4+ S=x H=x text="a four-card major at the cheapest level" ref="standard teaching: answering partner's takeout double: the cheapest four-card suit"
   test=J432-432-432-432
[1{a} D P 2{b} partner:D P] where b<a, b in H
P {b}=4+:2/5 hcp=4+ text="penalty pass: four good cards in their suit" ref="standard teaching: answering partner's takeout double: pass for penalty with length and strength in their suit"
   test=32-KJT9-432-5432
2S S=4+ text="four spades at the cheapest level" ref="standard teaching: answering partner's takeout double: the cheapest four-card suit"
   test=J432-432-432-432
[1{a} D P 2{b} partner:D P] where b<a
2{a} text="no four-card suit of one's own: preference to opener's suit" ref="standard teaching: answering partner's takeout double: with no suit of one's own, prefer partner's"
   test=J32-432-432-5432|J32-432-5432-432|J32-5432-432-432

# Opener after responder's non-forcing new suit at the two level over the double (1x-(D)-2y,
# 5-9 and five or more cards): with two or fewer of responder's suit and a six-card suit of
# his own he rebids it (the misfit: his long suit plays better than partner's), jumping with
# 16-18; otherwise the later layers pass or raise.
# With a fit for responder's suit (three cards: responder showed five or more) opener with
# extras does not pass the free bid: a raise invites game (15-17), with 18+ he bids game,
# 3NT when responder's suit is a minor (his long suit is a source of tricks).
[1S-D-2H-P]
4H hcp=18+ H=3+ text="a fit and 18+: game" ref="standard teaching: opener's rebid after responder's non-forcing new suit over the double: with a fit and extras, raise (game with 18+)"
   test=AKJ84-K82-A4-K82
3H hcp=15-17 H=3+ text="a fit and 15-17: invitational raise" ref="standard teaching: opener's rebid after responder's non-forcing new suit over the double: with a fit and extras, raise (game with 18+)"
   test=AKJ84-K82-A42-82
[1{a}-D-2{b}-P] where b<a, b in CD
3N hcp=18+ {b}=3+ text="a fit for responder's long minor and 18+: game" ref="standard teaching: opener's rebid after responder's non-forcing new suit over the double: with a fit and extras, raise (3NT with 18+, partner's long minor a source of tricks)"
   test=AQ4-KQ4-A32-KJ32
3{b} hcp=15-17 {b}=3+ text="a fit and 15-17: invitational raise" ref="standard teaching: opener's rebid after responder's non-forcing new suit over the double: with a fit and extras, raise (game with 18+)"
   test=AQ4-K84-J32-KQ32
[1{a}-D-2{b}-P] where b<a
3{a} hcp=16-18 {a}=6+ {b}=<=2 text="a six-card suit, a misfit, 16-18: invitational jump rebid" ref="standard teaching: opener's rebid after responder's non-forcing new suit over the double: with a misfit, rebid a six-card suit"
   test=AKQJ632-63-K3-A6|63-AKQJ632-K3-A6|63-A6-AKQJ632-K3
2{a} {a}=6+ {b}=<=2 text="a six-card suit, a misfit: rebids it" ref="standard teaching: opener's rebid after responder's non-forcing new suit over the double: with a misfit, rebid a six-card suit"
   test=AKJ8632-63-J3-A6|63-AKJ8632-J3-A6|63-A6-AKJ8632-J3

# Responder after opener's invitational jump rebid of his six-card major: game with the top
# of his 5-9 (8+ opposite 16-18 and a long suit), otherwise pass.
[1{a}-D-2{b}-P-3{a}-P] where b<a, a in HS complete
4{a} hcp=8+ text="accepts the invitation: 8+ opposite 16-18 and a six-card suit" ref="standard teaching: an invitation is accepted with more than a minimum" test=Q2-Q2-K5432-K432
P text="a minimum: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=2-2-Q65432-Q5432

# Opener after responder's answer to the double.
# Responder after opener's invitational raise of his free new suit: game with the top of his
# 5-9 (7+), otherwise pass.
[1S-D-2H-P-3H-P] complete
4H hcp=7+ text="accepts the invitation: the top of 5-9" ref="standard teaching: an invitation is accepted with more than a minimum" test=32-KQ7542-Q32-32
P text="a minimum: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=32-QT7542-J32-32
[1{a}-D-2{b}-P-3{b}-P] where b<a, b in CD complete
3N hcp=7+ text="accepts the invitation: the top of 5-9, notrump with the long minor" ref="standard teaching: an invitation is accepted with more than a minimum" test=Q32-K32-32-QT432
P text="a minimum: declines" ref="standard teaching: an invitation is accepted with more than a minimum" test=432-J32-2-QT5432

[1{a}-D-2N-P] where a in HS complete
4{a} "Jordan 2NT" dist=T14+ text="accepts: game" test=65-4-AK96543-KJ7 ref="standard teaching: opener after Jordan 2NT"
3{a} "Jordan 2NT" text="a minimum: signs off" test=KQ83-AT985-J5-J2 ref="standard teaching: opener after Jordan 2NT"
[1{a}-D-2N-P] where a in CD complete
3N "Jordan 2NT" hcp=15+ text="game" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after Jordan 2NT"
3{a} "Jordan 2NT" text="a minimum: signs off" test=J73-AQT8-J6-A732 ref="standard teaching: opener after Jordan 2NT"
[1{a}-D-2{a}-P] where a in HS complete
4{a} dist=T19+ text="game" test=T5-AKT94-AJ87-AJ ref="standard teaching: opener after responder's answer to the double"
3{a} dist=T16-18 text="invitational" test=KQ95-AQT87-75-K9 ref="standard teaching: opener after responder's answer to the double"
P test=A842-A9643-73-A9 text="a minimum: pass" ref="standard teaching: opener after responder's answer to the double"
[1{a}-D-3{a}-P] where a in HS complete
4{a} hcp=18+ {a}=5+ text="game" test=AKJT9-AK8742-A-6 ref="standard teaching: opener after responder's answer to the double"
[1{a}-D-3{a}-P] complete
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after responder's answer to the double"
[1{a}-D-R-P] complete
P text="waits for responder" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after responder's answer to the double"

# ---------------------------------------------------------------------------------------
# Responder over their 1NT overcall: double is for penalty (9+); two-level suits are to play;
# a seven-card major with playing strength (8-15, 6½ losers or fewer) bids game at once.
# Over a Michaels cue bid or the unusual 2NT: double shows 10+ (and interest in defending);
# raises are competitive. Over a three-level overcall double is for penalty.
# ---------------------------------------------------------------------------------------
[1C-1N] complete
4x X=7+ losers=6.5 hcp=8-15 S=x H=x text="game: a seven-card or longer major with playing strength (8-15 HCP, six and a half losers or fewer)" ref="standard teaching: over their 1NT overcall the double is for penalty with a balanced or defensive hand; a long suit is bid, and with playing strength responder bids game at once" test=KQJ9752-K3-83-94|K3-KQJ9752-83-94
D "Penalty Double" hcp=9+ text="penalty: 9+ HCP" test=943-K62-Q72-AQJ8 ref="standard teaching: responder's double of a 1NT overcall is for penalty"
2C C=5+ hcp=4-8 text="competitive raise" test=J4-A97-974-Q7432 ref="standard teaching: responder over their 1NT overcall"
2x hcp=3-8 X=5+ S=x H=x D=x text="to play: a 5+ card suit" test=652-T9743-AKT-T7 ref="standard teaching: responder over their 1NT overcall"
P test=8654-JT62-76-A87 text="no suitable action: pass" ref="standard teaching: responder over their 1NT overcall"
[1C-2C] complete
3C C=5+ hcp=6-12 text="competitive raise" test=A98-Q8-K98-97432 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
D "Penalty Double" hcp=10+ text="10+: interest in defending" test=A643-KJT6-Q7-K73 ref="standard teaching: over a two-suited overcall, responder's double shows 10+"
P test=T86-A532-T832-K5 text="no suitable action: pass" ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
[1C-2N] complete
3C C=5+ hcp=6-12 text="competitive raise" test=A98-Q8-K98-97432 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
D "Penalty Double" hcp=10+ text="10+: interest in defending" test=A643-KJT6-Q7-K73 ref="standard teaching: over a two-suited overcall, responder's double shows 10+"
P test=T86-A532-T832-K5 text="no suitable action: pass" ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"

[1D-1N] complete
4x X=7+ losers=6.5 hcp=8-15 S=x H=x text="game: a seven-card or longer major with playing strength (8-15 HCP, six and a half losers or fewer)" ref="standard teaching: over their 1NT overcall the double is for penalty with a balanced or defensive hand; a long suit is bid, and with playing strength responder bids game at once" test=KQJ9752-K3-83-94|K3-KQJ9752-83-94
D "Penalty Double" hcp=9+ text="penalty: 9+ HCP" test=943-K62-Q72-AQJ8 ref="standard teaching: responder's double of a 1NT overcall is for penalty"
2D D=5+ hcp=4-8 text="competitive raise" test=32-Q832-AT863-J9 ref="standard teaching: responder over their 1NT overcall"
2x hcp=3-8 X=5+ S=x H=x C=x text="to play: a 5+ card suit" test=652-T9743-AKT-T7 ref="standard teaching: responder over their 1NT overcall"
P test=8654-JT62-76-A87 text="no suitable action: pass" ref="standard teaching: responder over their 1NT overcall"
[1D-2D] complete
3D D=5+ hcp=6-12 text="competitive raise" test=Q7-KJ83-QJ743-83 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
D "Penalty Double" hcp=10+ text="10+: interest in defending" test=A643-KJT6-Q7-K73 ref="standard teaching: over a two-suited overcall, responder's double shows 10+"
P test=T86-A532-T832-K5 text="no suitable action: pass" ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
[1D-2N] complete
3D D=5+ hcp=6-12 text="competitive raise" test=Q7-KJ83-QJ743-83 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
D "Penalty Double" hcp=10+ text="10+: interest in defending" test=A643-KJT6-Q7-K73 ref="standard teaching: over a two-suited overcall, responder's double shows 10+"
P test=T86-A532-T832-K5 text="no suitable action: pass" ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"

[1H-1N] complete
4x X=7+ losers=6.5 hcp=8-15 S=x text="game: a seven-card or longer major with playing strength (8-15 HCP, six and a half losers or fewer)" ref="standard teaching: over their 1NT overcall the double is for penalty with a balanced or defensive hand; a long suit is bid, and with playing strength responder bids game at once" test=KQJ9752-3-K83-94
D "Penalty Double" hcp=9+ text="penalty: 9+ HCP" test=943-K62-Q72-AQJ8 ref="standard teaching: responder's double of a 1NT overcall is for penalty"
2H H=3+ hcp=4-8 text="competitive raise" test=T86-A532-T832-K5 ref="standard teaching: responder over their 1NT overcall"
2x hcp=3-8 X=5+ S=x D=x C=x text="to play: a 5+ card suit" test=9743-42-K3-K9832 ref="standard teaching: responder over their 1NT overcall"
P test=973-J72-J85-T754 text="no suitable action: pass" ref="standard teaching: responder over their 1NT overcall"
[1H-2H] complete
4H H=4+ hcp=<10 shape=singleton-or-void text="preemptive game raise" test=4-AQ87-T532-JT83 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
2S "Cue Bid Raise" hcp=10+ H=3+ asks=1 text="cue bid: a limit raise or better in opener's suit" ref="standard teaching: over a two-suited overcall the cue bid of their suit is a limit raise or better" test=KQ98-AJ32-A64-94
3H H=3+ hcp=6-9 text="competitive raise" test=QT93-962-K84-J93 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
D "Penalty Double" hcp=10+ text="10+: interest in defending" test=KQ98-A2-A764-J94 ref="standard teaching: over a two-suited overcall, responder's double shows 10+"
P test=QT7-93-A763-T873 text="no suitable action: pass" ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
[1H-2N] complete
4H H=4+ hcp=<10 shape=singleton-or-void text="preemptive game raise" test=4-AQ87-T532-JT83 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
3C "Cue Bid Raise" hcp=10+ H=3+ asks=1 text="cue bid: a limit raise or better in opener's suit" ref="standard teaching: over a two-suited overcall the cue bid of their suit is a limit raise or better" test=KQ98-AJ32-A64-94
3H H=3+ hcp=6-9 text="competitive raise" test=QT93-962-K84-J93 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
D "Penalty Double" hcp=10+ text="10+: interest in defending" test=KQ98-A2-A764-J94 ref="standard teaching: over a two-suited overcall, responder's double shows 10+"
P test=QT7-93-A763-T873 text="no suitable action: pass" ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"

[1S-1N] complete
4x X=7+ losers=6.5 hcp=8-15 H=x text="game: a seven-card or longer major with playing strength (8-15 HCP, six and a half losers or fewer)" ref="standard teaching: over their 1NT overcall the double is for penalty with a balanced or defensive hand; a long suit is bid, and with playing strength responder bids game at once" test=3-KQJ9752-K83-94
D "Penalty Double" hcp=9+ text="penalty: 9+ HCP" test=943-K62-Q72-AQJ8 ref="standard teaching: responder's double of a 1NT overcall is for penalty"
2S S=3+ hcp=4-8 text="competitive raise" test=T86-A532-T832-K5 ref="standard teaching: responder over their 1NT overcall"
2x hcp=3-8 X=5+ H=x D=x C=x text="to play: a 5+ card suit" test=T2-J3-KT943-Q652 ref="standard teaching: responder over their 1NT overcall"
P test=973-J72-J85-T754 text="no suitable action: pass" ref="standard teaching: responder over their 1NT overcall"
[1S-2S] complete
4S S=4+ hcp=<10 shape=singleton-or-void text="preemptive game raise" test=8743-KJ95-6-K753 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
3H "Cue Bid Raise" hcp=10+ S=3+ asks=1 text="cue bid: a limit raise or better in opener's suit" ref="standard teaching: over a two-suited overcall the cue bid of their suit is a limit raise or better" test=KQ98-AJ32-A64-94
3S S=3+ hcp=6-9 text="competitive raise" test=QT93-962-K84-J93 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
D "Penalty Double" hcp=10+ text="10+: interest in defending" test=A2-KQ98-A764-J94 ref="standard teaching: over a two-suited overcall, responder's double shows 10+"
P test=92-QJT5-K83-7643 text="no suitable action: pass" ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
[1S-2N] complete
4S S=4+ hcp=<10 shape=singleton-or-void text="preemptive game raise" test=8743-KJ95-6-K753 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
3C "Cue Bid Raise" hcp=10+ S=3+ asks=1 text="cue bid: a limit raise or better in opener's suit" ref="standard teaching: over a two-suited overcall the cue bid of their suit is a limit raise or better" test=KQ98-AJ32-A64-94
3S S=3+ hcp=6-9 text="competitive raise" test=QT93-962-K84-J93 ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"
D "Penalty Double" hcp=10+ text="10+: interest in defending" test=A2-KQ98-A764-J94 ref="standard teaching: over a two-suited overcall, responder's double shows 10+"
P test=92-QJT5-K83-7643 text="no suitable action: pass" ref="standard teaching: responder over a Michaels cue bid or the unusual 2NT"

[1C-3D] complete
D "Penalty Double" hcp=10+ D=4+ text="penalty" test=Q4-KJ75-AT85-K43 ref="standard teaching: responder's double of a three-level overcall is for penalty"
3N hcp=11+ D=:1stop text="to play: a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder over a three-level overcall"
3S hcp=11+ S=5+ asks=1 text="new suit: forcing" test=K7532-Q3-Q62-AQ4 ref="standard teaching: responder over a three-level overcall"
3S hcp=8+ dist=T12+ S=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=KQJT85-7-K62-J84
3H hcp=11+ H=5+ asks=1 text="new suit: forcing" test=KQT-AQ963-Q42-94 ref="standard teaching: responder over a three-level overcall"
3H hcp=8+ dist=T12+ H=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=7-KQJT85-K62-J84
5C hcp=13+ C=5+ D=<2 text="game values, support for opener's minor, short in their suit and no stopper: game in the minor" ref="standard teaching: responder over a three-level overcall: with game values and no stopper for 3NT, a new suit (forcing) or game in opener's minor" test=A72-K92-4-KQJ832
4C C=5+ hcp=7+ text="competitive raise" test=A98-Q8-K98-97432 ref="standard teaching: responder over a three-level overcall"
4D hcp=13+ asks=G text="cue bid: game values and no clear bid (no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=AJ95-KQ84-72-K64
P test=T86-A532-T832-K5 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1C-3H] complete
D "Penalty Double" hcp=10+ H=4+ text="penalty" test=A643-KJT6-Q7-K73 ref="standard teaching: responder's double of a three-level overcall is for penalty"
3N hcp=11+ H=:1stop text="to play: a stopper" test=J3-AJ8-AT32-A932 ref="standard teaching: responder over a three-level overcall"
3S hcp=11+ S=5+ asks=1 text="new suit: forcing" test=K7532-Q3-Q62-AQ4 ref="standard teaching: responder over a three-level overcall"
3S hcp=8+ dist=T12+ S=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=KQJT85-7-K62-J84
5C hcp=13+ C=5+ H=<2 text="game values, support for opener's minor, short in their suit and no stopper: game in the minor" ref="standard teaching: responder over a three-level overcall: with game values and no stopper for 3NT, a new suit (forcing) or game in opener's minor" test=A72-4-K92-KQJ832
4C C=5+ hcp=7+ text="competitive raise" test=A98-Q8-K98-97432 ref="standard teaching: responder over a three-level overcall"
4H hcp=13+ asks=G text="cue bid: game values and no clear bid (no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=AJ95-72-KQ84-K64
P test=T86-A532-T832-K5 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1C-3S] complete
D "Penalty Double" hcp=10+ S=4+ text="penalty" test=KQ83-T4-A975-K76 ref="standard teaching: responder's double of a three-level overcall is for penalty"
3N hcp=11+ S=:1stop text="to play: a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over a three-level overcall"
5C hcp=13+ C=5+ S=<2 text="game values, support for opener's minor, short in their suit and no stopper: game in the minor" ref="standard teaching: responder over a three-level overcall: with game values and no stopper for 3NT, a new suit (forcing) or game in opener's minor" test=4-A72-K92-KQJ832
4C C=5+ hcp=7+ text="competitive raise" test=A9-975-KQ6-JT843 ref="standard teaching: responder over a three-level overcall"
4H H=6+ hcp=12+ text="game: a six-card major, to play" ref="standard teaching: responder over a three-level overcall: four of a major is to play" test=2-AQJ432-AK32-32
4S hcp=13+ asks=G text="cue bid: game values and no clear bid (no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=72-AJ95-KQ84-K64
P test=T43-K52-QJ2-Q972 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1D-3C] complete
D "Penalty Double" hcp=10+ C=4+ text="penalty" test=64-JT52-AQ7-AQT7 ref="standard teaching: responder's double of a three-level overcall is for penalty"
3N hcp=11+ C=:1stop text="to play: a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over a three-level overcall"
3S hcp=11+ S=5+ asks=1 text="new suit: forcing" test=AKT86-A8-Q832-84 ref="standard teaching: responder over a three-level overcall"
3S hcp=8+ dist=T12+ S=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=KQJT85-7-K62-J84
3H hcp=11+ H=5+ asks=1 text="new suit: forcing" test=KQT-AQ963-Q42-94 ref="standard teaching: responder over a three-level overcall"
3H hcp=8+ dist=T12+ H=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=7-KQJT85-K62-J84
5D hcp=13+ D=4+ C=<2 text="game values, support for opener's minor, short in their suit and no stopper: game in the minor" ref="standard teaching: responder over a three-level overcall: with game values and no stopper for 3NT, a new suit (forcing) or game in opener's minor" test=A72-K92-KQJ832-4
3D D=5+ hcp=7+ text="competitive raise" test=Q7-KJ83-QJ743-83 ref="standard teaching: responder over a three-level overcall"
4C hcp=13+ asks=G text="cue bid: game values and no clear bid (no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=AJ95-KQ84-K64-72
P test=T86-A532-T832-K5 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1D-3H] complete
D "Penalty Double" hcp=10+ H=4+ text="penalty" test=A643-KJT6-Q7-K73 ref="standard teaching: responder's double of a three-level overcall is for penalty"
3N hcp=11+ H=:1stop text="to play: a stopper" test=J3-AJ8-AT32-A932 ref="standard teaching: responder over a three-level overcall"
3S hcp=11+ S=5+ asks=1 text="new suit: forcing" test=K7532-Q3-Q62-AQ4 ref="standard teaching: responder over a three-level overcall"
3S hcp=8+ dist=T12+ S=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=KQJT85-7-K62-J84
5D hcp=13+ D=4+ H=<2 text="game values, support for opener's minor, short in their suit and no stopper: game in the minor" ref="standard teaching: responder over a three-level overcall: with game values and no stopper for 3NT, a new suit (forcing) or game in opener's minor" test=A72-4-KQJ832-K92
4D D=5+ hcp=7+ text="competitive raise" test=Q7-KJ83-QJ743-83 ref="standard teaching: responder over a three-level overcall"
4D D=4+ hcp=10+ text="a raise with four trumps and values (10+), no stopper for 3NT" ref="standard teaching: responder over a three-level overcall: with values and support for opener's suit, raise rather than pass (the double is for penalty)" test=Q854-3-KQT4-KJ32
4H hcp=13+ asks=G text="cue bid: game values and no clear bid (no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=AJ95-72-K64-KQ84
P test=T86-A532-T832-K5 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1D-3S] complete
D "Penalty Double" hcp=10+ S=4+ text="penalty" test=KQ83-T4-A975-K76 ref="standard teaching: responder's double of a three-level overcall is for penalty"
3N hcp=11+ S=:1stop text="to play: a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: responder over a three-level overcall"
5D hcp=13+ D=4+ S=<2 text="game values, support for opener's minor, short in their suit and no stopper: game in the minor" ref="standard teaching: responder over a three-level overcall: with game values and no stopper for 3NT, a new suit (forcing) or game in opener's minor" test=4-A72-KQJ832-K92
4D D=5+ hcp=7+ text="competitive raise" test=A97-A54-QT852-92 ref="standard teaching: responder over a three-level overcall"
4H H=6+ hcp=12+ text="game: a six-card major, to play" ref="standard teaching: responder over a three-level overcall: four of a major is to play" test=2-AQJ432-32-AK32
4D D=4+ hcp=10+ text="a raise with four trumps and values (10+), no stopper for 3NT" ref="standard teaching: responder over a three-level overcall: with values and support for opener's suit, raise rather than pass (the double is for penalty)" test=3-Q854-KQT4-KJ32
4S hcp=13+ asks=G text="cue bid: game values and no clear bid (no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=72-AJ95-K64-KQ84
P test=T43-K52-QJ2-Q972 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
# Opener after responder's raise of his minor over the three-level overcall (7+ with five
# trumps, 10+ with four): game in the minor with extra values (15+), else pass.
[1{a}-3{b}-4{a}-P] where a<b, a in CD complete
5{a} hcp=15+ text="game: extra values opposite the raise" ref="standard teaching: opener's rebid in competition: with extra values opposite a raise, bid game" test=AK2-K32-32-AQ432|AK2-K32-AQ432-32
P text="a minimum: pass" ref="standard teaching: opener's rebid in competition" test=K32-Q32-32-AQ432|K32-Q32-AQ432-32
[1H-3C] complete
D "Penalty Double" hcp=10+ C=4+ text="penalty" test=64-JT52-AQ7-AQT7 ref="standard teaching: responder's double of a three-level overcall is for penalty"
4H H=3+ hcp=10+ text="game" test=QJ6-KQ6-KJ82-T87 ref="standard teaching: responder over a three-level overcall"
3H H=3+ hcp=7-9 text="competitive raise" test=T43-K52-QJ2-Q972 ref="standard teaching: responder over a three-level overcall"
3N hcp=11+ C=:1stop text="to play: a stopper" test=KQJ9-72-AT52-A52 ref="standard teaching: responder over a three-level overcall"
3S hcp=11+ S=5+ asks=1 text="new suit: forcing" test=AKT86-A8-Q832-84 ref="standard teaching: responder over a three-level overcall"
3S hcp=8+ dist=T12+ S=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=KQJT85-7-K62-J84
3D D=5+ hcp=11+ asks=1 text="a new suit at the three level: 5+ cards, forcing" ref="standard teaching: responder over a three-level overcall: a new suit is forcing" test=AQ32-32-AK432-32
4C hcp=13+ asks=G text="cue bid: game values and no clear bid (no support, no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=AJ95-K2-KQ84-742
P test=T742-J65-52-KQ73 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1H-3D] complete
D "Penalty Double" hcp=10+ D=4+ text="penalty" test=Q4-KJ75-AT85-K43 ref="standard teaching: responder's double of a three-level overcall is for penalty"
4H H=3+ hcp=10+ text="game" test=943-K62-Q72-AQJ8 ref="standard teaching: responder over a three-level overcall"
3H H=3+ hcp=7-9 text="competitive raise" test=T43-K52-QJ2-Q972 ref="standard teaching: responder over a three-level overcall"
3N hcp=11+ D=:1stop text="to play: a stopper" test=K753-K6-AK7-J986 ref="standard teaching: responder over a three-level overcall"
3S hcp=11+ S=5+ asks=1 text="new suit: forcing" test=K7532-Q3-Q62-AQ4 ref="standard teaching: responder over a three-level overcall"
3S hcp=8+ dist=T12+ S=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=KQJT85-7-K62-J84
4x hcp=11-12 X=5+:2/3 C=x asks=1 text="a new suit at the four level: a good five-card or longer suit and 11-12, forcing (with 13+ the cue bid forces to game first)" ref="standard teaching: responder over a three-level overcall: a new suit below game is forcing, at the four level as at the three (the double being for penalty, a good long suit with values is bid, not passed)" test=K863-5-842-AKJ82
4x hcp=10-12 X=6+ C=x asks=1 text="a new suit at the four level: a six-card or longer suit and 10-12, forcing (with 13+ the cue bid forces to game first)" ref="standard teaching: responder over a three-level overcall: a new suit below game is forcing, at the four level as at the three (the double being for penalty, a good long suit with values is bid, not passed)" test=AK63-5-84-QJ9752
4D hcp=13+ asks=G text="cue bid: game values and no clear bid (no support, no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=AJ95-K2-742-KQ84
P test=T742-J65-52-KQ73 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1H-3S] complete
D "Penalty Double" hcp=10+ S=4+ text="penalty" test=KQ83-T4-A975-K76 ref="standard teaching: responder's double of a three-level overcall is for penalty"
4H H=3+ hcp=10+ text="game" test=64-JT52-AQ7-AQT7 ref="standard teaching: responder over a three-level overcall"
3N hcp=11+ S=:1stop text="to play: a stopper" test=KT4-A9-A642-KT98 ref="standard teaching: responder over a three-level overcall"
4x hcp=11-12 X=5+:2/3 D=x C=x asks=1 text="a new suit at the four level: a good five-card or longer suit and 11-12, forcing (with 13+ the cue bid forces to game first)" ref="standard teaching: responder over a three-level overcall: a new suit below game is forcing, at the four level as at the three (the double being for penalty, a good long suit with values is bid, not passed)" test=863-5-AKJ82-K654|863-5-K654-AKJ82
4x hcp=10-12 X=6+ D=x C=x asks=1 text="a new suit at the four level: a six-card or longer suit and 10-12, forcing (with 13+ the cue bid forces to game first)" ref="standard teaching: responder over a three-level overcall: a new suit below game is forcing, at the four level as at the three (the double being for penalty, a good long suit with values is bid, not passed)" test=863-5-AK4-QJ9752|863-5-QJ9752-AK4
4S hcp=13+ asks=G text="cue bid: game values and no clear bid (no support, no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=742-K2-AJ95-KQ84
P test=T86-A532-T832-K5 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1S-3C] complete
D "Penalty Double" hcp=10+ C=4+ text="penalty" test=64-JT52-AQ7-AQT7 ref="standard teaching: responder's double of a three-level overcall is for penalty"
4S S=3+ hcp=10+ text="game" test=KQ83-T4-A975-K76 ref="standard teaching: responder over a three-level overcall"
3S S=3+ hcp=7-9 text="competitive raise" test=T43-K52-QJ2-Q972 ref="standard teaching: responder over a three-level overcall"
3N hcp=11+ C=:1stop text="to play: a stopper" test=Q4-KQT8-K876-A72 ref="standard teaching: responder over a three-level overcall"
3H hcp=11+ H=5+ asks=1 text="new suit: forcing" test=K7-AKJ75-Q752-97 ref="standard teaching: responder over a three-level overcall"
3H hcp=8+ dist=T12+ H=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=7-KQJT85-K62-J84
3D D=5+ hcp=11+ asks=1 text="a new suit at the three level: 5+ cards, forcing" ref="standard teaching: responder over a three-level overcall: a new suit is forcing" test=32-AQ32-AK432-32
4C hcp=13+ asks=G text="cue bid: game values and no clear bid (no support, no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=K2-AJ95-KQ84-742
P test=T742-J65-52-KQ73 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1S-3D] complete
D "Penalty Double" hcp=10+ D=4+ text="penalty" test=Q4-KJ75-AT85-K43 ref="standard teaching: responder's double of a three-level overcall is for penalty"
4S S=3+ hcp=10+ text="game" test=943-K62-Q72-AQJ8 ref="standard teaching: responder over a three-level overcall"
3S S=3+ hcp=7-9 text="competitive raise" test=T43-K52-QJ2-Q972 ref="standard teaching: responder over a three-level overcall"
3N hcp=11+ D=:1stop text="to play: a stopper" test=J8-T862-AT3-AKQ8 ref="standard teaching: responder over a three-level overcall"
3H hcp=11+ H=5+ asks=1 text="new suit: forcing" test=A9-QJT74-74-AQ93 ref="standard teaching: responder over a three-level overcall"
3H hcp=8+ dist=T12+ H=6+:3/5 asks=1 text="new suit: forcing, a good six-card suit and shape (12+ total points counting shortness)" ref="standard teaching: responder over a three-level overcall; standard teaching: with a long suit and shortness, count total points (a void 3, a singleton 2, a doubleton 1)" test=7-KQJT85-K62-J84
4x hcp=11-12 X=5+:2/3 C=x asks=1 text="a new suit at the four level: a good five-card or longer suit and 11-12, forcing (with 13+ the cue bid forces to game first)" ref="standard teaching: responder over a three-level overcall: a new suit below game is forcing, at the four level as at the three (the double being for penalty, a good long suit with values is bid, not passed)" test=5-K863-842-AKJ82
4x hcp=10-12 X=6+ C=x asks=1 text="a new suit at the four level: a six-card or longer suit and 10-12, forcing (with 13+ the cue bid forces to game first)" ref="standard teaching: responder over a three-level overcall: a new suit below game is forcing, at the four level as at the three (the double being for penalty, a good long suit with values is bid, not passed)" test=5-AK63-84-QJ9752
4D hcp=13+ asks=G text="cue bid: game values and no clear bid (no support, no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=K2-AJ95-742-KQ84
P test=T742-J65-52-KQ73 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"
[1S-3H] complete
D "Penalty Double" hcp=10+ H=4+ text="penalty" test=A643-KJT6-Q7-K73 ref="standard teaching: responder's double of a three-level overcall is for penalty"
4S S=3+ hcp=10+ text="game" test=AT84-T5-A64-AJ52 ref="standard teaching: responder over a three-level overcall"
3S S=3+ hcp=7-9 text="competitive raise" test=T43-K52-QJ2-Q972 ref="standard teaching: responder over a three-level overcall"
3N hcp=11+ H=:1stop text="to play: a stopper" test=J3-AJ8-AT32-A932 ref="standard teaching: responder over a three-level overcall"
4x hcp=11-12 X=5+:2/3 D=x C=x asks=1 text="a new suit at the four level: a good five-card or longer suit and 11-12, forcing (with 13+ the cue bid forces to game first)" ref="standard teaching: responder over a three-level overcall: a new suit below game is forcing, at the four level as at the three (the double being for penalty, a good long suit with values is bid, not passed)" test=5-863-AKJ82-K654|5-863-K654-AKJ82
4x hcp=10-12 X=6+ D=x C=x asks=1 text="a new suit at the four level: a six-card or longer suit and 10-12, forcing (with 13+ the cue bid forces to game first)" ref="standard teaching: responder over a three-level overcall: a new suit below game is forcing, at the four level as at the three (the double being for penalty, a good long suit with values is bid, not passed)" test=5-863-AK4-QJ9752|5-863-QJ9752-AK4
4H hcp=13+ asks=G text="cue bid: game values and no clear bid (no support, no stopper for 3NT, no five-card suit, the double being for penalty): forcing to game" ref="standard teaching: responder over a three-level overcall: with game values he does not pass; the cue bid of their suit forces to game" test=K2-742-AJ95-KQ84
P test=T742-J65-52-KQ73 text="no suitable action: pass" ref="standard teaching: responder over a three-level overcall"

# Responder over a four-level preempt (1x-(4y)): as over a three-level one, a level higher.
# Game in opener's major with three-card support and 10+ (the opening and a fit make game);
# a five-card major of his own with 10+ when four of it is still available; over their 4S,
# 1H opener's partner bids 5H with four trumps and opening values; a double is for penalty
# (10+ and four of their trumps); otherwise pass.
[1{a}-4{b}] where a in HS, b in CD complete
4{a} {a}=3+ hcp=10+ text="game: support and values over their preempt" ref="standard teaching: responder over a preempt: raise to game with support and values" test=K32-Q32-A32-J432
[1{a}-4{b}] where a in CD, b in CD, a!=b complete
4x hcp=10+ X=5+ S=x H=x text="game: a five-card major and values over their preempt" ref="standard teaching: responder over a preempt: bid a good suit with values" test=AKJ32-32-432-Q32
[1{a}-4H] where a in CD complete
4S hcp=10+ S=5+ text="game: five spades and values over their preempt" ref="standard teaching: responder over a preempt: bid a good suit with values" test=AKJ32-32-432-Q32
[1S-4H] complete
4S S=3+ hcp=10+ text="game: support and values over their preempt" ref="standard teaching: responder over a preempt: raise to game with support and values" test=K32-Q32-A32-J432
[1H-4S] complete
5H H=4+ hcp=13+ text="five hearts: four trumps and opening values over their preempt" ref="standard teaching: responder over a preempt: with a fit and opening values, bid on" test=32-KJ32-AQ32-K32
[1S-4{b}] where b in CD complete
4H hcp=10+ H=5+:2/3,3/5 text="game: a good five-card heart suit and values over their preempt" ref="standard teaching: responder over a preempt: bid a good suit with values" test=32-AKJ32-Q32-K32
# A long minor of his own (six cards, a good suit) or five of opener's minor, with values:
# the five-level bid; their suit is never bid naturally.
[1{a}-4{b}] where a in CD, b in HS complete
5{a} hcp=10+ {a}=5+ {b}=<=2 text="five of opener's minor: five-card support and values over their preempt" ref="standard teaching: responder over a preempt: raise with support and values" test=K3-32-AQ432-Q432|32-K3-Q432-AQ432|K3-32-Q432-AQ432|32-K3-AQ432-Q432
[1{a}-4{b}] where b in HS, a!=b complete
5x hcp=10+ X=6+:2/3,3/5 D=x C=x text="a good six-card minor and values over their preempt" ref="standard teaching: responder over a preempt: bid a good suit with values" test=3-K2-AKJ432-Q432|K2-3-Q432-AKJ432|3-K2-Q432-AKJ432|K2-3-AKJ432-Q432
[1{a}-4D] where a in HS complete
5C hcp=10+ C=6+:2/3,3/5 text="a good six-card club suit and values over their preempt" ref="standard teaching: responder over a preempt: bid a good suit with values" test=K2-Q2-32-AKJ5432
[1{a}-4C] where a in HS complete
5D hcp=10+ D=6+:2/3,3/5 text="a good six-card diamond suit and values over their preempt" ref="standard teaching: responder over a preempt: bid a good suit with values" test=K2-Q2-AKJ5432-32
[1{a}-4{b}] where a!=b complete
D "Penalty Double" hcp=10+ {b}=4+ text="penalty: values and length in their suit" ref="standard teaching: responder's double of a four-level preempt is for penalty" test=K2-Q2-AJ543-QT32|K2-Q2-QT32-AJ543|K2-QT32-AJ543-Q2|QT32-K2-AJ543-Q2
D hcp=10+ {b}=<=1 text="values, short in their suit: a double that asks partner to do something intelligent (he leaves it in with a balanced hand or defence, bids on with shape)" ref="standard teaching: over a four-level preempt a double shows values rather than trumps; partner decides" test=KJ32-Q432-2-A432|KJ32-Q432-A432-2|KJ32-2-Q432-A432|2-KJ32-Q432-A432|Q2-KJ32-2-A65432|KJ32-Q2-2-A65432|KJ32-Q2-A65432-2|Q2-KJ32-A65432-2|Q2-2-KJ432-A5432
D hcp=13+ text="opening values and no clear bid: a double (partner, who opened, decides)" ref="standard teaching: over a four-level preempt a double shows values rather than trumps; with opening values opposite an opening, do not pass" test=KJ3-Q43-AQ32-K32|KJ3-Q43-K32-AQ32|KJ-Q43-AQ3-K5432|Q43-KJ-AQ3-K5432|KJ-Q43-K5432-AQ3|Q43-KJ-K5432-AQ3|Q2-KJ3-AQ32-K432|KJ3-Q2-AQ32-K432|Q2-KJ3-K432-AQ32|KJ3-Q2-K432-AQ32
P text="no suitable action: a flat hand without opening values, or short of values: pass" ref="standard teaching: responder over a preempt" test=5432-J32-Q32-432

# Opener after responder's double of their four-level preempt (1x-(4y)-D-P): the double shows
# values, with trumps or with shortness, and leaves the decision to opener: he bids game in a
# long suit with shortness in theirs, and otherwise leaves the double in.
# Over a minor, 1S opener with five hearts as well and shortness in theirs shows them first.
[1S-4{b}-D-P] where b in CD complete
4H H=5+ S=5+ {b}=<=1 text="five-five in the majors, short in theirs: the second major" ref="standard teaching: opposite a double of a preempt that shows values, pull with a long suit and shape, pass with defence" test=AKJ32-KQ432-32-2|AKJ32-KQ432-2-32
[1{a}-4{b}-D-P] where a in HS, b<a complete
4{a} {a}=6+ {b}=<=1 text="a six-card suit and shortness in theirs: plays game rather than defending" ref="standard teaching: opposite a double of a preempt that shows values, pull with a long suit and shape, pass with defence" test=32-AKJ932-KQ32-2|32-AKJ932-2-KQ32|AKJ932-KQ32-32-2|AKJ932-KQ32-2-32|AKJ932-2-KQ32-32
4{a} {a}=7+ text="a seven-card suit: plays game rather than defending" ref="standard teaching: opposite a double of a preempt that shows values, pull with a long suit and shape, pass with defence" test=K2-AKJ9832-32-32|AKJ9832-K3-32-32
P text="a balanced hand or defence: leaves the double in" ref="standard teaching: opposite a double of a preempt that shows values, pass with defence" test=A2-AQ532-K32-Q32|AQ532-K32-Q32-A2

# ---------------------------------------------------------------------------------------
# Opener after a negative double (1x-overcall-D-P): bid the suit partner showed (at the
# cheapest level with any minimum opening, a jump with 16-17, the cue bid with 18+ and a
# fit; four cards in the major the double promised come before rebidding a five-card
# minor; over 1m-(2m), where the double promises a four-card major without naming it, the
# cheapest major needs 12-15), notrump with a stopper (12-14 at the cheapest
# level, 18-19 with a jump), a 6-card suit (a jump with 16-18), a new suit, or rebid.
# ---------------------------------------------------------------------------------------
[1C-1D-D-P] complete
2D "Negative Double" hcp=18+ S=4+ asks=G text="cue bid: a fit for spades, 18+, forcing to game" test=KJ64-AJ-A62-AJ32 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
2D "Negative Double" hcp=18+ H=4+ asks=G text="cue bid: a fit for hearts, 18+, forcing to game" test=KQJ-KQ83-AK5-T65 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
2S hcp=16-17 S=4+ text="jump: 4+ spades, 16-17" test=AQ92-J874-K-AQ98 ref="standard teaching: opener's rebid after a negative double"
2H hcp=16-17 H=4+ text="jump: 4+ hearts, 16-17" test=92-AKQ5-A4-QJ932 ref="standard teaching: opener's rebid after a negative double"
1S hcp=<16 S=4+ H=<S text="4+ spades, longer than hearts" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid after a negative double"
1H hcp=<16 H=4+ text="4+ hearts" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after a negative double"
2N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid after a negative double"
1N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=QJ5-J64-A52-AJ96 ref="standard teaching: opener's rebid after a negative double"
3C hcp=16-19 C=6+ text="jump: 6+ cards, 16-19" test=J6-A6-KJ4-AKJ987 ref="standard teaching: opener's rebid after a negative double"
2C C=5+ text="rebids the suit" test=Q3-K6-A972-K8753 ref="standard teaching: opener's rebid after a negative double"
1N text="nothing better" test=J86-K96-742-AKQ3 ref="standard teaching: opener's rebid after a negative double"
[1C-2D-D-P] complete
3D "Negative Double" hcp=18+ S=4+ asks=G text="cue bid: a fit for spades, 18+, forcing to game" test=KJ64-AJ-A62-AJ32 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3D "Negative Double" hcp=18+ H=4+ asks=G text="cue bid: a fit for hearts, 18+, forcing to game" test=KQJ-KQ83-AK5-T65 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3S hcp=16-17 S=4+ text="jump: 4+ spades, 16-17" test=AQ92-J874-K-AQ98 ref="standard teaching: opener's rebid after a negative double"
3H hcp=16-17 H=4+ text="jump: 4+ hearts, 16-17" test=92-AKQ5-A4-QJ932 ref="standard teaching: opener's rebid after a negative double"
2S hcp=12-15 S=4+ H=<S text="4+ spades, longer than hearts" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid after a negative double"
2H hcp=12-15 H=4+ text="4+ hearts" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=QJ5-J64-A52-AJ96 ref="standard teaching: opener's rebid after a negative double"
3C C=5+ text="rebids the suit" test=Q3-K6-A972-K8753 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=J86-K96-742-AKQ3 ref="standard teaching: opener's rebid after a negative double"
[1C-1H-D-P] complete
2H "Negative Double" hcp=18+ S=4+ asks=G text="cue bid: a fit for spades, 18+, forcing to game" test=KJ64-AJ-A62-AJ32 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
2S hcp=16-17 S=4+ text="jump: 4+ spades, 16-17" test=AQ92-J874-K-AQ98 ref="standard teaching: opener's rebid after a negative double"
1S hcp=<16 S=4+ text="4+ spades" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after a negative double"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid after a negative double"
1N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=K9-KQ76-J75-A854 ref="standard teaching: opener's rebid after a negative double"
3C hcp=16-19 C=6+ text="jump: 6+ cards, 16-19" test=J6-A6-KJ4-AKJ987 ref="standard teaching: opener's rebid after a negative double"
2D hcp=12-18 D=4+ text="a second suit" test=84-A7-KQJ6-QJ643 ref="standard teaching: opener's rebid after a negative double"
2C C=5+ text="rebids the suit" test=K82-Q5-843-AQJ54 ref="standard teaching: opener's rebid after a negative double"
1N text="nothing better" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid after a negative double"
[1C-2H-D-P] complete
3H "Negative Double" hcp=18+ S=4+ asks=G text="cue bid: a fit for spades, 18+, forcing to game" test=KJ64-AJ-A62-AJ32 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3S hcp=16-17 S=4+ text="jump: 4+ spades, 16-17" test=AQ92-J874-K-AQ98 ref="standard teaching: opener's rebid after a negative double"
2S hcp=<16 S=4+ text="4+ spades" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=K9-KQ76-J75-A854 ref="standard teaching: opener's rebid after a negative double"
3D hcp=12-18 D=4+ text="a second suit" test=K4-J7-K863-AK954 ref="standard teaching: opener's rebid after a negative double"
3C C=5+ text="rebids the suit" test=K82-Q5-843-AQJ54 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid after a negative double"
[1C-1S-D-P] complete
2S "Negative Double" hcp=18+ H=4+ asks=G text="cue bid: a fit for hearts, 18+, forcing to game" test=KQJ-KQ83-AK5-T65 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3H hcp=16-17 H=4+ text="jump: 4+ hearts, 16-17" test=AQ92-J874-K-AQ98 ref="standard teaching: opener's rebid after a negative double"
2H hcp=<16 H=4+ text="4+ hearts" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after a negative double"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after a negative double"
1N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid after a negative double"
3C hcp=16-19 C=6+ text="jump: 6+ cards, 16-19" test=J6-A6-KJ4-AKJ987 ref="standard teaching: opener's rebid after a negative double"
2D hcp=12-18 D=4+ text="a second suit" test=84-A7-KQJ6-QJ643 ref="standard teaching: opener's rebid after a negative double"
2C C=5+ text="rebids the suit" test=85-AK3-JT6-AT532 ref="standard teaching: opener's rebid after a negative double"
1N text="nothing better" test=Q975-KT-K76-AJ53 ref="standard teaching: opener's rebid after a negative double"
[1C-2S-D-P] complete
3S "Negative Double" hcp=18+ H=4+ asks=G text="cue bid: a fit for hearts, 18+, forcing to game" test=KQJ-KQ83-AK5-T65 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
4H hcp=16-17 H=4+ text="game: 4+ hearts, 16-17" test=AQ92-J874-K-AQ98 ref="standard teaching: opener's rebid after a negative double"
3H hcp=<16 H=4+ text="4+ hearts" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid after a negative double"
3D hcp=12-18 D=4+ text="a second suit" test=K4-J7-K863-AK954 ref="standard teaching: opener's rebid after a negative double"
3C C=5+ text="rebids the suit" test=85-AK3-JT6-AT532 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=Q975-KT-K76-AJ53 ref="standard teaching: opener's rebid after a negative double"
[1D-2C-D-P] complete
3C "Negative Double" hcp=18+ S=4+ asks=G text="cue bid: a fit for spades, 18+, forcing to game" test=A875-AQ5-AJ43-K4 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3C "Negative Double" hcp=18+ H=4+ asks=G text="cue bid: a fit for hearts, 18+, forcing to game" test=AKT-KT32-AJT9-A6 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3S hcp=16-17 S=4+ text="jump: 4+ spades, 16-17" test=T852-AJ85-AKQ3-Q ref="standard teaching: opener's rebid after a negative double"
3H hcp=16-17 H=4+ text="jump: 4+ hearts, 16-17" test=K3-AK43-QJ632-QJ ref="standard teaching: opener's rebid after a negative double"
2S hcp=12-15 S=4+ H=<S text="4+ spades, longer than hearts" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid after a negative double"
2H hcp=12-15 H=4+ text="4+ hearts" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=K76-AKQ-J753-KQ3 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced C=:1stop text="12-14, balanced, a stopper" test=976-Q5-QJ76-AKJT ref="standard teaching: opener's rebid after a negative double"
3D hcp=16-19 D=6+ text="jump: 6+ cards, 16-19" test=KT-AJ7-AKQ973-63 ref="standard teaching: opener's rebid after a negative double"
2D D=5+ text="rebids the suit" test=KQ4-K83-A7642-42 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=KQ-A83-QJT8-J864 ref="standard teaching: opener's rebid after a negative double"
[1D-1H-D-P] complete
2H "Negative Double" hcp=18+ S=4+ asks=G text="cue bid: a fit for spades, 18+, forcing to game" test=A875-AQ5-AJ43-K4 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
2S hcp=16-17 S=4+ text="jump: 4+ spades, 16-17" test=T852-AJ85-AKQ3-Q ref="standard teaching: opener's rebid after a negative double"
1S hcp=<16 S=4+ text="4+ spades" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid after a negative double"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KT-KQT8-AK94-QJ7 ref="standard teaching: opener's rebid after a negative double"
1N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after a negative double"
3D hcp=16-19 D=6+ text="jump: 6+ cards, 16-19" test=KT-AJ7-AKQ973-63 ref="standard teaching: opener's rebid after a negative double"
2C hcp=12-18 C=4+ text="a second suit" test=976-Q5-QJ76-AKJT ref="standard teaching: opener's rebid after a negative double"
2D D=5+ text="rebids the suit" test=A3-5432-AT872-A8 ref="standard teaching: opener's rebid after a negative double"
1N text="nothing better" test=AK2-J753-KT93-Q5 ref="standard teaching: opener's rebid after a negative double"
[1D-2H-D-P] complete
3H "Negative Double" hcp=18+ S=4+ asks=G text="cue bid: a fit for spades, 18+, forcing to game" test=A875-AQ5-AJ43-K4 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3S hcp=16-17 S=4+ text="jump: 4+ spades, 16-17" test=T852-AJ85-AKQ3-Q ref="standard teaching: opener's rebid after a negative double"
2S hcp=<16 S=4+ text="4+ spades" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KT-KQT8-AK94-QJ7 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after a negative double"
3C hcp=12-18 C=4+ text="a second suit" test=Q4-542-KQ64-AK82 ref="standard teaching: opener's rebid after a negative double"
3D D=5+ text="rebids the suit" test=A3-5432-AT872-A8 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=AK2-J753-KT93-Q5 ref="standard teaching: opener's rebid after a negative double"
[1D-1S-D-P] complete
2S "Negative Double" hcp=18+ H=4+ asks=G text="cue bid: a fit for hearts, 18+, forcing to game" test=AKT-KT32-AJT9-A6 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3H hcp=16-17 H=4+ text="jump: 4+ hearts, 16-17" test=T852-AJ85-AKQ3-Q ref="standard teaching: opener's rebid after a negative double"
2H hcp=<16 H=4+ text="4+ hearts" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after a negative double"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after a negative double"
1N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=KQ-A83-QJT8-J864 ref="standard teaching: opener's rebid after a negative double"
3D hcp=16-19 D=6+ text="jump: 6+ cards, 16-19" test=KT-AJ7-AKQ973-63 ref="standard teaching: opener's rebid after a negative double"
2C hcp=12-18 C=4+ text="a second suit" test=976-Q5-QJ76-AKJT ref="standard teaching: opener's rebid after a negative double"
2D D=5+ text="rebids the suit" test=QJ85-AJ-A9875-54 ref="standard teaching: opener's rebid after a negative double"
1N text="nothing better" test=T532-82-AKJ5-AJ9 ref="standard teaching: opener's rebid after a negative double"
[1D-2S-D-P] complete
3S "Negative Double" hcp=18+ H=4+ asks=G text="cue bid: a fit for hearts, 18+, forcing to game" test=AKT-KT32-AJT9-A6 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
4H hcp=16-17 H=4+ text="game: 4+ hearts, 16-17" test=T852-AJ85-AKQ3-Q ref="standard teaching: opener's rebid after a negative double"
3H hcp=<16 H=4+ text="4+ hearts" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=KQ-A83-QJT8-J864 ref="standard teaching: opener's rebid after a negative double"
3C hcp=12-18 C=4+ text="a second suit" test=J3-AJ8-AT32-A932 ref="standard teaching: opener's rebid after a negative double"
3D D=5+ text="rebids the suit" test=QJ85-AJ-A9875-54 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=T532-82-AKJ5-AJ9 ref="standard teaching: opener's rebid after a negative double"
[1H-2C-D-P] complete
3C "Negative Double" hcp=18+ S=4+ asks=G text="cue bid: a fit for spades, 18+, forcing to game" test=A986-K9763-A2-AK ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3S hcp=16-17 S=4+ text="jump: 4+ spades, 16-17" test=AKQ8-AKT76-86-T6 ref="standard teaching: opener's rebid after a negative double"
2S hcp=<16 S=4+ text="4+ spades" test=KQ72-QT942-AQ-T3 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced C=:1stop text="12-14, balanced, a stopper" test=Q4-KQT84-KT8-K95 ref="standard teaching: opener's rebid after a negative double"
3H hcp=16-19 H=6+ text="jump: 6+ cards, 16-19" test=KJ-AQ8732-A7-K94 ref="standard teaching: opener's rebid after a negative double"
2D hcp=12-18 D=4+ text="a second suit" test=Q4-AKQ74-8732-K6 ref="standard teaching: opener's rebid after a negative double"
2H H=5+ text="rebids the suit" test=QJ4-QJ843-KJ8-Q5 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=T43-K52-QJ2-Q972 ref="standard teaching: opener's rebid after a negative double"
[1H-2D-D-P] complete
3D "Negative Double" hcp=18+ S=4+ asks=G text="cue bid: a fit for spades, 18+, forcing to game" test=A986-K9763-A2-AK ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3S hcp=16-17 S=4+ text="jump: 4+ spades, 16-17" test=AKQ8-AKT76-86-T6 ref="standard teaching: opener's rebid after a negative double"
2S hcp=<16 S=4+ text="4+ spades" test=KQ72-QT942-AQ-T3 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=A9-AK742-K97-KJ5 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=Q5-AK952-A54-T76 ref="standard teaching: opener's rebid after a negative double"
3H hcp=16-19 H=6+ text="jump: 6+ cards, 16-19" test=KJ-AQ8732-A7-K94 ref="standard teaching: opener's rebid after a negative double"
3C hcp=12-18 C=4+ text="a second suit" test=A9-QJT74-74-AQ93 ref="standard teaching: opener's rebid after a negative double"
2H H=5+ text="rebids the suit" test=J82-AQJ82-T83-A2 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=T43-K52-QJ2-Q972 ref="standard teaching: opener's rebid after a negative double"
[1H-1S-D-P] complete
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid after a negative double"
1N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after a negative double"
3H hcp=16-19 H=6+ text="jump: 6+ cards, 16-19" test=KJ-AQ8732-A7-K94 ref="standard teaching: opener's rebid after a negative double"
2D hcp=12-18 D=4+ text="a second suit" test=Q4-AKQ74-8732-K6 ref="standard teaching: opener's rebid after a negative double"
2C hcp=12-18 C=4+ text="a second suit" test=A9-QJT74-74-AQ93 ref="standard teaching: opener's rebid after a negative double"
2H H=5+ text="rebids the suit" test=A842-A9643-73-A9 ref="standard teaching: opener's rebid after a negative double"
1N text="nothing better" test=T43-K52-QJ2-Q972 ref="standard teaching: opener's rebid after a negative double"
[1H-2S-D-P] complete
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after a negative double"
3D hcp=12-18 D=4+ text="a second suit" test=Q4-AKQ74-8732-K6 ref="standard teaching: opener's rebid after a negative double"
3C hcp=12-18 C=4+ text="a second suit" test=Q2-AKT74-63-KQ53 ref="standard teaching: opener's rebid after a negative double"
3H H=5+ text="rebids the suit" test=A842-A9643-73-A9 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=T43-K52-QJ2-Q972 ref="standard teaching: opener's rebid after a negative double"
[1S-2C-D-P] complete
3C "Negative Double" hcp=18+ H=4+ asks=G text="cue bid: a fit for hearts, 18+, forcing to game" test=AK842-AKQ4-K7-98 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3H hcp=16-17 H=4+ text="jump: 4+ hearts, 16-17" test=AK643-AQ83-32-K9 ref="standard teaching: opener's rebid after a negative double"
2H hcp=<16 H=4+ text="4+ hearts" test=AK643-QJ96-52-K2 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=AKQ94-85-KT9-KQJ ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced C=:1stop text="12-14, balanced, a stopper" test=K7532-Q3-Q62-AQ4 ref="standard teaching: opener's rebid after a negative double"
3S hcp=16-19 S=6+ text="jump: 6+ cards, 16-19" test=AK6542-K53-K7-A7 ref="standard teaching: opener's rebid after a negative double"
2D hcp=12-18 D=4+ text="a second suit" test=KJ432-Q8-KQT8-K7 ref="standard teaching: opener's rebid after a negative double"
2S S=5+ text="rebids the suit" test=AQ962-T3-A754-J4 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=T43-K52-QJ2-Q972 ref="standard teaching: opener's rebid after a negative double"
[1S-2D-D-P] complete
3D "Negative Double" hcp=18+ H=4+ asks=G text="cue bid: a fit for hearts, 18+, forcing to game" test=AK842-AKQ4-K7-98 ref="SAYC booklet: negative doubles; standard teaching: opener's rebid after a negative double"
3H hcp=16-17 H=4+ text="jump: 4+ hearts, 16-17" test=AK643-AQ83-32-K9 ref="standard teaching: opener's rebid after a negative double"
2H hcp=<16 H=4+ text="4+ hearts" test=AK643-QJ96-52-K2 ref="standard teaching: opener's rebid after a negative double"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=AKQ94-85-KT9-KQJ ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=K8652-K98-A3-K98 ref="standard teaching: opener's rebid after a negative double"
3S hcp=16-19 S=6+ text="jump: 6+ cards, 16-19" test=AK6542-K53-K7-A7 ref="standard teaching: opener's rebid after a negative double"
3C hcp=12-18 C=4+ text="a second suit" test=AK875-Q6-A3-T832 ref="standard teaching: opener's rebid after a negative double"
2S S=5+ text="rebids the suit" test=AQ962-T3-A754-J4 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=T43-K52-QJ2-Q972 ref="standard teaching: opener's rebid after a negative double"
[1S-2H-D-P] complete
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KJ932-K3-AKJ-K92 ref="standard teaching: opener's rebid after a negative double"
2N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=K8652-K98-A3-K98 ref="standard teaching: opener's rebid after a negative double"
3S hcp=16-19 S=6+ text="jump: 6+ cards, 16-19" test=AK6542-K53-K7-A7 ref="standard teaching: opener's rebid after a negative double"
3D hcp=12-18 D=4+ text="a second suit" test=KJ432-Q8-KQT8-K7 ref="standard teaching: opener's rebid after a negative double"
3C hcp=12-18 C=4+ text="a second suit" test=AK875-Q6-A3-T832 ref="standard teaching: opener's rebid after a negative double"
2S S=5+ text="rebids the suit" test=AQ962-T3-A754-J4 ref="standard teaching: opener's rebid after a negative double"
2N text="nothing better" test=T43-K52-QJ2-Q972 ref="standard teaching: opener's rebid after a negative double"

# ---------------------------------------------------------------------------------------
# Opener when the overcall is passed round (1x-overcall-P-P): reopen with a double when short
# in their suit (partner may have made a trap pass), or with any 17+; a jump shift is forcing
# to game; 2NT (a jump) 18-19 balanced with a stopper; otherwise rebid a 6-card suit or show a
# second suit; pass with length in their suit.
# ---------------------------------------------------------------------------------------
[1C-1D-P-P] complete
2x "Reopening Double" hcp=19+ X=4+U S=x H=x asks=G text="jump shift: forcing to game" test=K74-KQ95-KJ7-AK7 ref="standard teaching: the reopening double (partner may have a trap pass)"
2N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ D=<3 text="takeout: short in their suit (partner may want to penalize)" test=A643-KJT6-Q7-K73 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KQ-A953-Q92-AK92 ref="standard teaching: the reopening double (partner may have a trap pass)"
2C C=6+ text="rebids a 6-card suit" test=82-KT-KQ9-QJ7532 ref="standard teaching: opener when the overcall is passed round"
P test=64-JT52-AQ7-AQT7 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1C-2D-P-P] complete
3x "Reopening Double" hcp=19+ X=4+U S=x H=x asks=G text="jump shift: forcing to game" test=K74-KQ95-KJ7-AK7 ref="standard teaching: the reopening double (partner may have a trap pass)"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ D=<3 text="takeout: short in their suit (partner may want to penalize)" test=A643-KJT6-Q7-K73 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KQ-A953-Q92-AK92 ref="standard teaching: the reopening double (partner may have a trap pass)"
3C C=6+ text="rebids a 6-card suit" test=82-KT-KQ9-QJ7532 ref="standard teaching: opener when the overcall is passed round"
P test=64-JT52-AQ7-AQT7 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1C-1H-P-P] complete
2S "Reopening Double" hcp=19+ S=4+ asks=G text="jump shift: forcing to game" test=AK86-AQ53-AQ-743 ref="standard teaching: the reopening double (partner may have a trap pass)"
3D "Reopening Double" hcp=19+ D=4+ asks=G text="jump shift: forcing to game" test=AK-AQ-K542-A9853 ref="standard teaching: the reopening double (partner may have a trap pass)"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ H=<3 text="takeout: short in their suit (partner may want to penalize)" test=AT84-T5-A64-AJ52 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=Q3-Q864-AKT-AQJ3 ref="standard teaching: the reopening double (partner may have a trap pass)"
2C C=6+ text="rebids a 6-card suit" test=J9-A75-KT-QJ9653 ref="standard teaching: opener when the overcall is passed round"
P test=A643-KJT6-Q7-K73 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1C-2H-P-P] complete
3S "Reopening Double" hcp=19+ S=4+ asks=G text="jump shift: forcing to game" test=AK86-AQ53-AQ-743 ref="standard teaching: the reopening double (partner may have a trap pass)"
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ H=<3 text="takeout: short in their suit (partner may want to penalize)" test=AT84-T5-A64-AJ52 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=Q3-Q864-AKT-AQJ3 ref="standard teaching: the reopening double (partner may have a trap pass)"
3C C=6+ text="rebids a 6-card suit" test=J9-A75-KT-QJ9653 ref="standard teaching: opener when the overcall is passed round"
P test=A643-KJT6-Q7-K73 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1C-1S-P-P] complete
3x "Reopening Double" hcp=19+ X=4+U H=x D=x asks=G text="jump shift: forcing to game" test=K74-KQ95-KJ7-AK7 ref="standard teaching: the reopening double (partner may have a trap pass)"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ S=<3 text="takeout: short in their suit (partner may want to penalize)" test=64-JT52-AQ7-AQT7 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=9642-A74-AKT-AK4 ref="standard teaching: the reopening double (partner may have a trap pass)"
2C C=6+ text="rebids a 6-card suit" test=KQ2-Q7-KT-J98652 ref="standard teaching: opener when the overcall is passed round"
P test=A643-KJT6-Q7-K73 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1C-2S-P-P] complete
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ S=<3 text="takeout: short in their suit (partner may want to penalize)" test=64-JT52-AQ7-AQT7 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=9642-A74-AKT-AK4 ref="standard teaching: the reopening double (partner may have a trap pass)"
3C C=6+ text="rebids a 6-card suit" test=KQ2-Q7-KT-J98652 ref="standard teaching: opener when the overcall is passed round"
P test=A643-KJT6-Q7-K73 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1D-2C-P-P] complete
3x "Reopening Double" hcp=19+ X=4+U S=x H=x asks=G text="jump shift: forcing to game" test=AKT-KT32-AJT9-A6 ref="standard teaching: the reopening double (partner may have a trap pass)"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ C=<3 text="takeout: short in their suit (partner may want to penalize)" test=AK2-J753-KT93-Q5 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=AK4-KQ3-AQ54-432 ref="standard teaching: the reopening double (partner may have a trap pass)"
2D D=6+ text="rebids a 6-card suit" test=92-42-AKT832-KQT ref="standard teaching: opener when the overcall is passed round"
P test=Q4-KJ75-AT85-K43 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1D-1H-P-P] complete
2S "Reopening Double" hcp=19+ S=4+ asks=G text="jump shift: forcing to game" test=Q432-AK83-QJ2-AK ref="standard teaching: the reopening double (partner may have a trap pass)"
3C "Reopening Double" hcp=19+ C=4+ asks=G text="jump shift: forcing to game" test=AK-K76-AK87-QT43 ref="standard teaching: the reopening double (partner may have a trap pass)"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ H=<3 text="takeout: short in their suit (partner may want to penalize)" test=KT85-K9-AT83-K82 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KJT5-J87-AKQ5-A5 ref="standard teaching: the reopening double (partner may have a trap pass)"
2D D=6+ text="rebids a 6-card suit" test=98-KQ8-AJ7643-Q7 ref="standard teaching: opener when the overcall is passed round"
2C hcp=12-16 C=5+ text="a second suit" test=-K82-AK852-K7642 ref="standard teaching: opener when the overcall is passed round"
P test=Q4-KJ75-AT85-K43 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1D-2H-P-P] complete
3S "Reopening Double" hcp=19+ S=4+ asks=G text="jump shift: forcing to game" test=Q432-AK83-QJ2-AK ref="standard teaching: the reopening double (partner may have a trap pass)"
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ H=<3 text="takeout: short in their suit (partner may want to penalize)" test=KT85-K9-AT83-K82 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KJT5-J87-AKQ5-A5 ref="standard teaching: the reopening double (partner may have a trap pass)"
3D D=6+ text="rebids a 6-card suit" test=98-KQ8-AJ7643-Q7 ref="standard teaching: opener when the overcall is passed round"
P test=Q4-KJ75-AT85-K43 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1D-1S-P-P] complete
3x "Reopening Double" hcp=19+ X=4+U H=x C=x asks=G text="jump shift: forcing to game" test=AKT-KT32-AJT9-A6 ref="standard teaching: the reopening double (partner may have a trap pass)"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ S=<3 text="takeout: short in their suit (partner may want to penalize)" test=Q4-KJ75-AT85-K43 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=Q43-KQ-QT63-AKQ3 ref="standard teaching: the reopening double (partner may have a trap pass)"
2D D=6+ text="rebids a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener when the overcall is passed round"
2C hcp=12-16 C=5+ text="a second suit" test=A53--K7532-AQJ97 ref="standard teaching: opener when the overcall is passed round"
P test=AK2-J753-KT93-Q5 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1D-2S-P-P] complete
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ S=<3 text="takeout: short in their suit (partner may want to penalize)" test=Q4-KJ75-AT85-K43 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=Q43-KQ-QT63-AKQ3 ref="standard teaching: the reopening double (partner may have a trap pass)"
3D D=6+ text="rebids a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener when the overcall is passed round"
P test=AK2-J753-KT93-Q5 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1H-2C-P-P] complete
3x "Reopening Double" hcp=19+ X=4+U S=x D=x asks=G text="jump shift: forcing to game" test=A2-AK874-A932-AT ref="standard teaching: the reopening double (partner may have a trap pass)"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ C=<3 text="takeout: short in their suit (partner may want to penalize)" test=KQT-AQ963-Q42-94 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=AKT-AQJT3-QJ-J86 ref="standard teaching: the reopening double (partner may have a trap pass)"
2H H=6+ text="rebids a 6-card suit" test=74-KQ9542-AJ-Q42 ref="standard teaching: opener when the overcall is passed round"
2D hcp=12-16 D=5+ text="a second suit" test=-AK962-JT984-AJ2 ref="standard teaching: opener when the overcall is passed round"
P test=Q5-AK952-A54-T76 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1H-2D-P-P] complete
3S "Reopening Double" hcp=19+ S=4+ asks=G text="jump shift: forcing to game" test=KT43-AKT86-AK-K7 ref="standard teaching: the reopening double (partner may have a trap pass)"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=A9-AK742-K97-KJ5 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ D=<3 text="takeout: short in their suit (partner may want to penalize)" test=KQ72-QT942-AQ-T3 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: the reopening double (partner may have a trap pass)"
2H H=6+ text="rebids a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener when the overcall is passed round"
P test=KQT-AQ963-Q42-94 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1H-1S-P-P] complete
3x "Reopening Double" hcp=19+ X=4+U D=x C=x asks=G text="jump shift: forcing to game" test=KJ-AKT84-KQJ5-QJ ref="standard teaching: the reopening double (partner may have a trap pass)"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ S=<3 text="takeout: short in their suit (partner may want to penalize)" test=K7-AKJ75-Q752-97 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=A986-K9763-A2-AK ref="standard teaching: the reopening double (partner may have a trap pass)"
2H H=6+ text="rebids a 6-card suit" test=Q65-KQJ652-A3-32 ref="standard teaching: opener when the overcall is passed round"
2D hcp=12-16 D=5+ text="a second suit" test=K53-K8764-AKT74- ref="standard teaching: opener when the overcall is passed round"
2C hcp=12-16 C=5+ text="a second suit" test=KQ6-T9862--AKJ94 ref="standard teaching: opener when the overcall is passed round"
P test=A842-A9643-73-A9 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1H-2S-P-P] complete
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ S=<3 text="takeout: short in their suit (partner may want to penalize)" test=K7-AKJ75-Q752-97 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=A986-K9763-A2-AK ref="standard teaching: the reopening double (partner may have a trap pass)"
3H H=6+ text="rebids a 6-card suit" test=Q65-KQJ652-A3-32 ref="standard teaching: opener when the overcall is passed round"
P test=A842-A9643-73-A9 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1S-2C-P-P] complete
3x "Reopening Double" hcp=19+ X=4+U H=x D=x asks=G text="jump shift: forcing to game" test=AK842-AKQ4-K7-98 ref="standard teaching: the reopening double (partner may have a trap pass)"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=AKQ94-85-KT9-KQJ ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ C=<3 text="takeout: short in their suit (partner may want to penalize)" test=AKT86-A8-Q832-84 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=AJ974-K2-J9-AKJ4 ref="standard teaching: the reopening double (partner may have a trap pass)"
2S S=6+ text="rebids a 6-card suit" test=AJ8764-Q4-J5-A83 ref="standard teaching: opener when the overcall is passed round"
2H hcp=12-16 H=5+ text="a second suit" test=95432-AK982--AK6 ref="standard teaching: opener when the overcall is passed round"
2D hcp=12-16 D=5+ text="a second suit" test=KT653--AKQJ7-862 ref="standard teaching: opener when the overcall is passed round"
P test=KQ863-QJ-T52-KJ9 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1S-2D-P-P] complete
3H "Reopening Double" hcp=19+ H=4+ asks=G text="jump shift: forcing to game" test=AK842-AKQ4-K7-98 ref="standard teaching: the reopening double (partner may have a trap pass)"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=AKQ94-85-KT9-KQJ ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ D=<3 text="takeout: short in their suit (partner may want to penalize)" test=AK875-Q6-A3-T832 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=AQT87-AQ-AQ74-85 ref="standard teaching: the reopening double (partner may have a trap pass)"
2S S=6+ text="rebids a 6-card suit" test=AKJT54-94-KJ6-52 ref="standard teaching: opener when the overcall is passed round"
2H hcp=12-16 H=5+ text="a second suit" test=AJ654-KQJ72-K65- ref="standard teaching: opener when the overcall is passed round"
P test=AKT75-93-K874-Q5 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"
[1S-2H-P-P] complete
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KJ932-K3-AKJ-K92 ref="standard teaching: opener when the overcall is passed round"
D "Reopening Double" hcp=11+ H=<3 text="takeout: short in their suit (partner may want to penalize)" test=K7532-Q3-Q62-AQ4 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KJT84-KQJ5-A9-A6 ref="standard teaching: the reopening double (partner may have a trap pass)"
2S S=6+ text="rebids a 6-card suit" test=AQT643-A95-95-Q9 ref="standard teaching: opener when the overcall is passed round"
P test=AQJ82-Q82-KT2-T6 text="length in their suit, or nothing to add: pass" ref="standard teaching: opener when the overcall is passed round"

# Responder after opener's reopening double: pass for penalties with length and strength in
# their suit; otherwise bid as over a takeout double.
# Opener after responder's invitational 2NT over the reopening double (10-11, length and a
# stopper in their suit, the trap pass): game with 15+ (25 together), whatever his shortness
# in their suit: responder holds it.
[1{a}-{n}{b}-P-P-D-P-2N-P] where n in 12, a!=b
3N hcp=15+ text="accepts: 15+ opposite the trap passer's 10-11 (25 together); partner stops their suit" ref="standard teaching: 25 points together make game; an invitation is accepted with more than a minimum" test=AQ32-4-AKJ65-K32|4-AQ32-AKJ65-K32|AKJ65-AQ32-4-K32|AKJ65-AQ32-K32-4
[1C-1D-P-P-D-P] complete
P "Reopening Double" D=5+:3/5 hcp=6+ text="penalty: five good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-432-KJT98-32
P "Reopening Double" D=6+ hcp=6+ text="penalty: six trumps sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=Q32-J2-A97654-K2
P "Reopening Double" D=5+:2/4 hcp=9+ text="penalty: five trumps with two honours and values, sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=Q32-A32-KJ754-J2
P "Reopening Double" D=5+ hcp=8+ text="penalty: five trumps and values, sitting over the overcaller" ref="standard teaching: answering a reopening double: responder who passed with length and values in their suit (he could not double at once) passes for penalty"
   test=K43-A32-Q8765-32
4S S=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=AQJ32-A32-2-K432
4H H=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=A32-AQJ32-2-K432
3N hcp=12+ D=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-K32-KJ32-A32
2N hcp=10-11 D=4+:1stop shows.D=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-Q32-K987-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
1S S=5+ text="5+ cards" test=Q9864-Q84-842-62 ref="standard teaching: answering a reopening double"
1H H=5+ text="5+ cards" test=Q2-Q9832-542-T43 ref="standard teaching: answering a reopening double"
1S S=4 text="4 cards" test=KT94-JT8-643-T62 ref="standard teaching: answering a reopening double"
1H H=4 text="4 cards" test=975-QT82-943-Q42 ref="standard teaching: answering a reopening double"
2C C=2+ text="preference" test=J97-872-763-K954 ref="standard teaching: answering a reopening double"
1N text="nothing better" test=J97-K83-J76543-8 ref="standard teaching: answering a reopening double"
[1C-2D-P-P-D-P] complete
P "Reopening Double" D=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-432-KJT98-32
P "Reopening Double" D=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=KJ3-Q4-A8642-T32
P "Reopening Double" vul=F D=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-KJ32-432
P "Reopening Double" vul=B D=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-KJ32-432
P "Reopening Double" D=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-KJT2-432
4S S=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=AQJ32-A32-2-K432
4H H=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=A32-AQJ32-2-K432
3N hcp=12+ D=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-K32-KJ32-A32
2N hcp=10-11 D=4+:1stop shows.D=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-Q32-K987-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2S S=5+ text="5+ cards" test=J7654-A842-63-86 ref="standard teaching: answering a reopening double"
2H H=5+ text="5+ cards" test=J9-AT843-T75-T62 ref="standard teaching: answering a reopening double"
2S S=4 text="4 cards" test=8654-JT62-76-A87 ref="standard teaching: answering a reopening double"
2H H=4 text="4 cards" test=T85-A732-J543-T8 ref="standard teaching: answering a reopening double"
3C C=2+ text="preference" test=652-982-T94-KQT4 ref="standard teaching: answering a reopening double"
2N text="nothing better" test=J97-K83-J76543-8 ref="standard teaching: answering a reopening double"
[1C-1H-P-P-D-P] complete
P "Reopening Double" H=5+:3/5 hcp=6+ text="penalty: five good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJT98-432-32
P "Reopening Double" H=6+ hcp=6+ text="penalty: six trumps sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=Q32-A97654-J2-K2
P "Reopening Double" H=5+:2/4 hcp=9+ text="penalty: five trumps with two honours and values, sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=Q32-KJ754-A32-J2
P "Reopening Double" H=5+ hcp=8+ text="penalty: five trumps and values, sitting over the overcaller" ref="standard teaching: answering a reopening double: responder who passed with length and values in their suit (he could not double at once) passes for penalty"
   test=K43-Q8765-A32-32
4S S=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=AQJ32-2-A32-K432
3N hcp=12+ H=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-KJ32-K32-A32
2N hcp=10-11 H=4+:1stop shows.H=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-K987-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
1S S=5+ text="5+ cards" test=Q9864-Q84-842-62 ref="standard teaching: answering a reopening double"
1S S=4 text="4 cards" test=KT94-JT8-643-T62 ref="standard teaching: answering a reopening double"
2C C=3+ text="preference: three or more of opener's minor" test=J73-7654-A94-J32 ref="standard teaching: answering a reopening double"
2D D=4+ text="4+ cards" test=Q82-Q8543-J643-J ref="standard teaching: answering a reopening double"
2C C=2+ text="preference: a doubleton in opener's minor, no four-card suit to bid" ref="standard teaching: answering a reopening double: a four-card unbid suit before a doubleton in opener's minor" test=432-J8765-432-32
1N text="nothing better" test=Q43-J87543-653-2 ref="standard teaching: answering a reopening double"
[1C-2H-P-P-D-P] complete
P "Reopening Double" H=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJT98-432-32
P "Reopening Double" H=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=KJ3-A8642-Q4-T32
P "Reopening Double" vul=F H=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJ32-K32-432
P "Reopening Double" vul=B H=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJ32-K32-432
P "Reopening Double" H=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJT2-K32-432
4S S=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=AQJ32-2-A32-K432
3N hcp=12+ H=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-KJ32-K32-A32
2N hcp=10-11 H=4+:1stop shows.H=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-K987-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2S S=5+ text="5+ cards" test=J9532-J653-T5-K8 ref="standard teaching: answering a reopening double"
2S S=4 text="4 cards" test=8654-JT62-76-A87 ref="standard teaching: answering a reopening double"
3C C=3+ text="preference: three or more of opener's minor" test=652-982-T94-KQT4 ref="standard teaching: answering a reopening double"
3D D=4+ text="4+ cards" test=T7-JT973-AQ743-6 ref="standard teaching: answering a reopening double"
3C C=2+ text="preference: a doubleton in opener's minor, no four-card suit to bid" ref="standard teaching: answering a reopening double: a four-card unbid suit before a doubleton in opener's minor" test=432-J8765-432-32
2N text="nothing better" test=Q43-J87543-653-2 ref="standard teaching: answering a reopening double"
[1C-1S-P-P-D-P] complete
P "Reopening Double" S=5+:3/5 hcp=6+ text="penalty: five good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJT98-Q32-432-32
P "Reopening Double" S=6+ hcp=6+ text="penalty: six trumps sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=A97654-Q32-J2-K2
P "Reopening Double" S=5+:2/4 hcp=9+ text="penalty: five trumps with two honours and values, sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=KJ754-Q32-A32-J2
P "Reopening Double" S=5+ hcp=8+ text="penalty: five trumps and values, sitting over the overcaller" ref="standard teaching: answering a reopening double: responder who passed with length and values in their suit (he could not double at once) passes for penalty"
   test=Q8765-K43-A32-32
4H H=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=2-AQJ32-A32-K432
3N hcp=12+ S=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=KJ32-Q32-K32-A32
2N hcp=10-11 S=4+:1stop shows.S=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=K987-AJ3-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2H H=5+ text="5+ cards" test=Q2-Q9832-542-T43 ref="standard teaching: answering a reopening double"
2H H=4 text="4 cards" test=53-T852-AT54-842 ref="standard teaching: answering a reopening double"
2C C=3+ text="preference: three or more of opener's minor" test=652-982-T94-KQT4 ref="standard teaching: answering a reopening double"
2D D=4+ text="4+ cards" test=9543-K86-AT742-2 ref="standard teaching: answering a reopening double"
2C C=2+ text="preference: a doubleton in opener's minor, no four-card suit to bid" ref="standard teaching: answering a reopening double: a four-card unbid suit before a doubleton in opener's minor" test=J8765-432-432-32
1N text="nothing better" test=Q98542-Q32-JT5-7 ref="standard teaching: answering a reopening double"
[1C-2S-P-P-D-P] complete
P "Reopening Double" S=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJT98-Q32-432-32
P "Reopening Double" S=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=A8642-KJ3-Q4-T32
P "Reopening Double" vul=F S=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJ32-Q32-K32-432
P "Reopening Double" vul=B S=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJ32-Q32-K32-432
P "Reopening Double" S=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJT2-Q32-K32-432
4H H=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=2-AQJ32-A32-K432
3N hcp=12+ S=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=KJ32-Q32-K32-A32
2N hcp=10-11 S=4+:1stop shows.S=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=K987-AJ3-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
3H H=5+ text="5+ cards" test=J9-AT843-T75-T62 ref="standard teaching: answering a reopening double"
3H H=4 text="4 cards" test=8654-JT62-76-A87 ref="standard teaching: answering a reopening double"
3C C=3+ text="preference: three or more of opener's minor" test=652-982-T94-KQT4 ref="standard teaching: answering a reopening double"
3D D=4+ text="4+ cards" test=9543-K86-AT742-2 ref="standard teaching: answering a reopening double"
3C C=2+ text="preference: a doubleton in opener's minor, no four-card suit to bid" ref="standard teaching: answering a reopening double: a four-card unbid suit before a doubleton in opener's minor" test=J8765-432-432-32
2N text="nothing better" test=Q98542-Q32-JT5-7 ref="standard teaching: answering a reopening double"
[1D-2C-P-P-D-P] complete
P "Reopening Double" C=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-432-32-KJT98
P "Reopening Double" C=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=KJ3-Q4-T32-A8642
P "Reopening Double" vul=F C=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-432-KJ32
P "Reopening Double" vul=B C=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-432-KJ32
P "Reopening Double" C=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-432-KJT2
4S S=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=AQJ32-A32-K432-2
4H H=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=A32-AQJ32-K432-2
3N hcp=12+ C=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-K32-A32-KJ32
2N hcp=10-11 C=4+:1stop shows.C=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-Q32-432-K987 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2S S=5+ text="5+ cards" test=J7654-A842-63-86 ref="standard teaching: answering a reopening double"
2H H=5+ text="5+ cards" test=J9-AT843-T75-T62 ref="standard teaching: answering a reopening double"
2S S=4 text="4 cards" test=8654-JT62-76-A87 ref="standard teaching: answering a reopening double"
2H H=4 text="4 cards" test=T85-A732-J543-T8 ref="standard teaching: answering a reopening double"
2D D=2+ text="preference" test=962-T84-7653-AJ5 ref="standard teaching: answering a reopening double"
2N text="nothing better" test=743-QJ9-8-Q97653 ref="standard teaching: answering a reopening double"
[1D-1H-P-P-D-P] complete
P "Reopening Double" H=5+:3/5 hcp=6+ text="penalty: five good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJT98-432-32
P "Reopening Double" H=6+ hcp=6+ text="penalty: six trumps sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=Q32-A97654-J2-K2
P "Reopening Double" H=5+:2/4 hcp=9+ text="penalty: five trumps with two honours and values, sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=Q32-KJ754-A32-J2
P "Reopening Double" H=5+ hcp=8+ text="penalty: five trumps and values, sitting over the overcaller" ref="standard teaching: answering a reopening double: responder who passed with length and values in their suit (he could not double at once) passes for penalty"
   test=K43-Q8765-32-A32
4S S=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=AQJ32-2-A32-K432
3N hcp=12+ H=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-KJ32-K32-A32
2N hcp=10-11 H=4+:1stop shows.H=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-K987-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
1S S=5+ text="5+ cards" test=Q9864-Q84-842-62 ref="standard teaching: answering a reopening double"
1S S=4 text="4 cards" test=KT94-JT8-643-T62 ref="standard teaching: answering a reopening double"
2D D=3+ text="preference: three or more of opener's minor" test=652-982-T94-KQT4 ref="standard teaching: answering a reopening double"
2C C=4+ text="4+ cards" test=AJ5-T9632-7-Q875 ref="standard teaching: answering a reopening double"
2D D=2+ text="preference: a doubleton in opener's minor, no four-card suit to bid" ref="standard teaching: answering a reopening double: a four-card unbid suit before a doubleton in opener's minor" test=432-J8765-32-432
1N text="nothing better (a weak hand with length in their suit)" test=986-QT7654-9-T85 ref="standard teaching: answering a reopening double"
[1D-2H-P-P-D-P] complete
P "Reopening Double" H=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJT98-432-32
P "Reopening Double" H=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=KJ3-A8642-Q4-T32
P "Reopening Double" vul=F H=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJ32-K32-432
P "Reopening Double" vul=B H=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJ32-K32-432
P "Reopening Double" H=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJT2-K32-432
4S S=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=AQJ32-2-A32-K432
3N hcp=12+ H=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-KJ32-K32-A32
2N hcp=10-11 H=4+:1stop shows.H=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-K987-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2S S=5+ text="5+ cards" test=J9532-J653-T5-K8 ref="standard teaching: answering a reopening double"
2S S=4 text="4 cards" test=8654-JT62-76-A87 ref="standard teaching: answering a reopening double"
3D D=3+ text="preference: three or more of opener's minor" test=652-982-T94-KQT4 ref="standard teaching: answering a reopening double"
3C C=4+ text="4+ cards" test=AJ5-T9632-7-Q875 ref="standard teaching: answering a reopening double"
3D D=2+ text="preference: a doubleton in opener's minor, no four-card suit to bid" ref="standard teaching: answering a reopening double: a four-card unbid suit before a doubleton in opener's minor" test=432-J8765-32-432
2N text="nothing better" test=A86-QT7654-9-T85 ref="standard teaching: answering a reopening double"
[1D-1S-P-P-D-P] complete
P "Reopening Double" S=5+:3/5 hcp=6+ text="penalty: five good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJT98-Q32-432-32
P "Reopening Double" S=6+ hcp=6+ text="penalty: six trumps sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=A97654-Q32-J2-K2
P "Reopening Double" S=5+:2/4 hcp=9+ text="penalty: five trumps with two honours and values, sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=KJ754-Q32-A32-J2
P "Reopening Double" S=5+ hcp=8+ text="penalty: five trumps and values, sitting over the overcaller" ref="standard teaching: answering a reopening double: responder who passed with length and values in their suit (he could not double at once) passes for penalty"
   test=Q8765-K43-32-A32
4H H=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=2-AQJ32-A32-K432
3N hcp=12+ S=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=KJ32-Q32-K32-A32
2N hcp=10-11 S=4+:1stop shows.S=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=K987-AJ3-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2H H=5+ text="5+ cards" test=Q2-Q9832-542-T43 ref="standard teaching: answering a reopening double"
2H H=4 text="4 cards" test=53-T852-AT54-842 ref="standard teaching: answering a reopening double"
2D D=3+ text="preference: three or more of opener's minor" test=T742-J65-532-KQ7 ref="standard teaching: answering a reopening double"
2C C=4+ text="4+ cards" test=JT842-AT6-6-Q987 ref="standard teaching: answering a reopening double"
2D D=2+ text="preference: a doubleton in opener's minor, no four-card suit to bid" ref="standard teaching: answering a reopening double: a four-card unbid suit before a doubleton in opener's minor" test=J8765-432-32-432
1N text="nothing better (a weak hand with length in their suit)" test=986543-J52-6-T76 ref="standard teaching: answering a reopening double"
[1D-2S-P-P-D-P] complete
P "Reopening Double" S=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJT98-Q32-432-32
P "Reopening Double" S=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=A8642-KJ3-Q4-T32
P "Reopening Double" vul=F S=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJ32-Q32-K32-432
P "Reopening Double" vul=B S=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJ32-Q32-K32-432
P "Reopening Double" S=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJT2-Q32-K32-432
4H H=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=2-AQJ32-A32-K432
3N hcp=12+ S=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=KJ32-Q32-K32-A32
2N hcp=10-11 S=4+:1stop shows.S=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=K987-AJ3-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
3H H=5+ text="5+ cards" test=J9-AT843-T75-T62 ref="standard teaching: answering a reopening double"
3H H=4 text="4 cards" test=8654-JT62-76-A87 ref="standard teaching: answering a reopening double"
3D D=3+ text="preference: three or more of opener's minor" test=652-982-T94-KQT4 ref="standard teaching: answering a reopening double"
3C C=4+ text="4+ cards" test=JT842-AT6-6-Q987 ref="standard teaching: answering a reopening double"
3D D=2+ text="preference: a doubleton in opener's minor, no four-card suit to bid" ref="standard teaching: answering a reopening double: a four-card unbid suit before a doubleton in opener's minor" test=J8765-432-32-432
2N text="nothing better" test=J98543-J52-6-A76 ref="standard teaching: answering a reopening double"
[1H-2C-P-P-D-P] complete
P "Reopening Double" C=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-432-32-KJT98
P "Reopening Double" C=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=KJ3-Q4-T32-A8642
P "Reopening Double" vul=F C=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-432-KJ32
P "Reopening Double" vul=B C=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-432-KJ32
P "Reopening Double" C=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-432-KJT2
4S S=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=AQJ32-A32-K432-2
3N hcp=12+ C=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-K32-A32-KJ32
2N hcp=10-11 C=4+:1stop shows.C=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-Q32-432-K987 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2S S=5+ text="5+ cards" test=J8763-Q2-95-Q763 ref="standard teaching: answering a reopening double"
2S S=4 text="4 cards" test=T864-93-AJ98-742 ref="standard teaching: answering a reopening double"
2H H=3+ text="preference: three-card support for opener's major" ref="standard teaching: answering a reopening double" test=962-T84-7653-AJ5
2D "Reopening Double" D=5+ text="the longest unbid suit: five or more cards" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=Q42-J8-KT985-Q43
2H H=2+ text="preference: a doubleton in opener's major, no five-card unbid suit" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=432-Q8-J765-K543
2D D=4+ text="4+ cards" test=A82-3-QJT7-86432 ref="standard teaching: answering a reopening double"
2N text="nothing better" test=T75-6-A42-QT9432 ref="standard teaching: answering a reopening double"
[1H-2D-P-P-D-P] complete
P "Reopening Double" D=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-432-KJT98-32
P "Reopening Double" D=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=KJ3-Q4-A8642-T32
P "Reopening Double" vul=F D=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-KJ32-432
P "Reopening Double" vul=B D=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-KJ32-432
P "Reopening Double" D=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-KJT2-432
4S S=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=AQJ32-A32-2-K432
3N hcp=12+ D=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-K32-KJ32-A32
2N hcp=10-11 D=4+:1stop shows.D=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-Q32-K987-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2S S=5+ text="5+ cards" test=J8763-Q2-95-Q763 ref="standard teaching: answering a reopening double"
2S S=4 text="4 cards" test=QT83-85-9873-KT3 ref="standard teaching: answering a reopening double"
2H H=3+ text="preference: three-card support for opener's major" ref="standard teaching: answering a reopening double" test=Q76-Q84-T53-Q984
3C "Reopening Double" C=5+ text="the longest unbid suit: five or more cards" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=642-J8-Q3-KT9854
2H H=2+ text="preference: a doubleton in opener's major, no five-card unbid suit" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=Q76-Q8-T532-Q984
3C C=4+ text="4+ cards" test=K62-6-Q9632-QT85 ref="standard teaching: answering a reopening double"
2N text="nothing better" test=653-A-QT6542-T72 ref="standard teaching: answering a reopening double"
[1H-1S-P-P-D-P] complete
P "Reopening Double" S=5+:3/5 hcp=6+ text="penalty: five good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJT98-Q32-432-32
P "Reopening Double" S=6+ hcp=6+ text="penalty: six trumps sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=A97654-Q32-J2-K2
P "Reopening Double" S=5+:2/4 hcp=9+ text="penalty: five trumps with two honours and values, sitting over the overcaller" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty" test=KJ754-Q32-A32-J2
P "Reopening Double" S=5+ hcp=8+ text="penalty: five trumps and values, sitting over the overcaller" ref="standard teaching: answering a reopening double: responder who passed with length and values in their suit (he could not double at once) passes for penalty"
   test=Q8765-32-K43-A32
3N hcp=12+ S=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=KJ32-Q32-K32-A32
2N hcp=10-11 S=4+:1stop shows.S=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=K987-AJ3-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2H H=3+ text="preference: three-card support for opener's major" ref="standard teaching: answering a reopening double" test=652-982-T94-KQT4
2x "Reopening Double" X=5+ D=x C=x text="the longest unbid suit: five or more cards" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=J53-Q8-KT985-Q43
2H H=2+ text="preference: a doubleton in opener's major, no five-card unbid suit" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=J53-Q8-K985-Q432
2D D=4+ text="4+ cards" test=JT53-3-AT74-7643 ref="standard teaching: answering a reopening double"
2C C=4+ text="4+ cards" test=JT842-J-932-KQT6 ref="standard teaching: answering a reopening double"
1N text="nothing better" test=987632-2-JT6-KJ7 ref="standard teaching: answering a reopening double"
[1H-2S-P-P-D-P] complete
P "Reopening Double" S=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJT98-Q32-432-32
P "Reopening Double" S=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=A8642-KJ3-Q4-T32
P "Reopening Double" vul=F S=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJ32-Q32-K32-432
P "Reopening Double" vul=B S=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJ32-Q32-K32-432
P "Reopening Double" S=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=KJT2-Q32-K32-432
3N hcp=12+ S=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=KJ32-Q32-K32-A32
2N hcp=10-11 S=4+:1stop shows.S=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=K987-AJ3-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
3H H=3+ text="preference: three-card support for opener's major" ref="standard teaching: answering a reopening double" test=652-982-T94-KQT4
3x "Reopening Double" X=5+ D=x C=x text="the longest unbid suit: five or more cards" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=432-Q8-KT985-Q43
3H H=2+ text="preference: a doubleton in opener's major, no five-card unbid suit" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=432-Q8-J765-K543
3D D=4+ text="4+ cards" test=T984-4-KT52-QJT5 ref="standard teaching: answering a reopening double"
3C C=4+ text="4+ cards" test=76543-8-K62-K975 ref="standard teaching: answering a reopening double"
2N text="nothing better" test=987632-2-JT6-KJ7 ref="standard teaching: answering a reopening double"
[1S-2C-P-P-D-P] complete
P "Reopening Double" C=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-432-32-KJT98
P "Reopening Double" C=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=KJ3-Q4-T32-A8642
P "Reopening Double" vul=F C=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-432-KJ32
P "Reopening Double" vul=B C=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-432-KJ32
P "Reopening Double" C=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-432-KJT2
4H H=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=A32-AQJ32-K432-2
3N hcp=12+ C=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-K32-A32-KJ32
2N hcp=10-11 C=4+:1stop shows.C=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-Q32-432-K987 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2H H=5+ text="5+ cards" test=J9-AT843-T75-T62 ref="standard teaching: answering a reopening double"
2H H=4 text="4 cards" test=654-KJT5-T93-J97 ref="standard teaching: answering a reopening double"
2S S=3+ text="preference: three-card support for opener's major" ref="standard teaching: answering a reopening double" test=962-T84-7653-AJ5
2D "Reopening Double" D=5+ text="the longest unbid suit: five or more cards" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=J8-Q42-KT985-Q43
2S S=2+ text="preference: a doubleton in opener's major, no five-card unbid suit" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=J8-Q43-J765-K543
2D D=4+ text="4+ cards" test=4-854-KQJ6-JT732 ref="standard teaching: answering a reopening double"
2N text="nothing better" test=3-T42-A73-Q98754 ref="standard teaching: answering a reopening double"
[1S-2D-P-P-D-P] complete
P "Reopening Double" D=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-432-KJT98-32
P "Reopening Double" D=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=KJ3-Q4-A8642-T32
P "Reopening Double" vul=F D=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-KJ32-432
P "Reopening Double" vul=B D=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-KJ32-432
P "Reopening Double" D=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-K32-KJT2-432
4H H=5+ hcp=12+ text="game: a five-card major and 12+ opposite the reopening double" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=A32-AQJ32-2-K432
3N hcp=12+ D=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-K32-KJ32-A32
2N hcp=10-11 D=4+:1stop shows.D=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-Q32-K987-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2H H=5+ text="5+ cards" test=J9-AT843-T75-T62 ref="standard teaching: answering a reopening double"
2H H=4 text="4 cards" test=654-KJT5-T93-J97 ref="standard teaching: answering a reopening double"
2S S=3+ text="preference: three-card support for opener's major" ref="standard teaching: answering a reopening double" test=652-KT5-JT9-Q987
3C "Reopening Double" C=5+ text="the longest unbid suit: five or more cards" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=J8-Q42-T3-KT9853
2S S=2+ text="preference: a doubleton in opener's major, no five-card unbid suit" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=65-KT5-JT95-Q987
3C C=4+ text="4+ cards" test=7-T32-Q9652-KQ94 ref="standard teaching: answering a reopening double"
2N text="nothing better" test=9-873-QT8543-A43 ref="standard teaching: answering a reopening double"
[1S-2H-P-P-D-P] complete
P "Reopening Double" H=5+:2/4 hcp=6+ text="penalty: five trumps with two honours" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJT98-432-32
P "Reopening Double" H=5+ hcp=8+ text="penalty: five trumps and values, sitting over their suit" ref="standard teaching: answering a reopening double, with length and values in their suit, pass for penalty"
   test=KJ3-A8642-Q4-T32
P "Reopening Double" vul=F H=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJ32-K32-432
P "Reopening Double" vul=B H=4+:2/4 hcp=8+ text="penalty: four trumps with two honours, they are vulnerable" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJ32-K32-432
P "Reopening Double" H=4+:3/5 hcp=8+ text="penalty: four good trumps" ref="standard teaching: answering a reopening double; converting it needs trumps, more readily when they are vulnerable"
   test=Q32-KJT2-K32-432
3N hcp=12+ H=:1stop text="game: 12+ and a stopper in their suit" ref="standard teaching: answering a reopening double with game values (12+ opposite an opening bid)" test=Q32-KJ32-K32-A32
2N hcp=10-11 H=4+:1stop shows.H=any text="invitational: 10-11, length and a stopper in their suit (the trap pass), rather than a suit of my own" test=AJ3-K987-Q32-432 ref="standard teaching: answering a reopening double: the trap passer with length and strength in their suit passes for penalty or bids notrump; he does not run to a suit"
2S S=3+ text="preference: three-card support for opener's major" ref="standard teaching: answering a reopening double" test=652-982-T94-KQT4
3x "Reopening Double" X=5+ D=x C=x text="the longest unbid suit: five or more cards" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=J8-Q42-KT985-Q43
2S S=2+ text="preference: a doubleton in opener's major, no five-card unbid suit" ref="standard teaching: answering a reopening double: the longest unbid suit (five cards) before a doubleton preference for opener's major" test=J8-Q43-J765-K543
3D D=4+ text="4+ cards" test=7-7432-K965-K753 ref="standard teaching: answering a reopening double"
3C C=4+ text="4+ cards" test=Q-T9652-432-KJ87 ref="standard teaching: answering a reopening double"
2N text="nothing better" test=5-Q76542-Q92-Q83 ref="standard teaching: answering a reopening double"

# ---------------------------------------------------------------------------------------
# Opener when their 1NT overcall is passed round (1x-1N-P-P): partner's pass shows little,
# the overcaller 15-18. Opener with 17+ or a good long suit does not sell out: a double for
# penalty with 18+ balanced (the balance of the values, sitting over nobody's entries); a
# second five-card suit (5-5) or a six-card suit whatever his strength; with 17+ a second
# four-card suit, else his five-card suit; otherwise pass.
# ---------------------------------------------------------------------------------------
[1S-1N-P-P]
D "Penalty Double" hcp=18+ shape=balanced text="penalty: 18+ balanced, the balance of the values" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=KQ32-AQ3-KJ4-K93
2x X=5+ H=x D=x C=x S=5+ text="a second five-card suit (5-5 or longer)" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AQ932-AKJ93-43-3
2S S=6+ text="rebids a six-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AKJ932-73-A4-Q32
2x hcp=17+ X=4+ H=x D=x C=x S=5+ text="17+, a second four-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AQ932-AKJ3-K32-4
2S hcp=17+ S=5+ text="17+, rebids a five-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AQ932-AQ3-K4-Q32
[1H-1N-P-P]
D "Penalty Double" hcp=18+ shape=balanced text="penalty: 18+ balanced, the balance of the values" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AQ3-KQ32-KJ4-K93
2x X=5+ S=x D=x C=x H=5+ text="a second five-card suit (5-5 or longer)" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AKJ93-AQ932-43-3
2H H=6+ text="rebids a six-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=73-AKJ932-A4-Q32
2x hcp=17+ X=4+ S=x D=x C=x H=5+ text="17+, a second four-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AKJ3-AQ932-K32-4
2H hcp=17+ H=5+ text="17+, rebids a five-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AQ3-AQ932-K4-Q32
[1D-1N-P-P]
D "Penalty Double" hcp=18+ shape=balanced text="penalty: 18+ balanced, the balance of the values" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AQ3-KJ4-KQ32-K93
2x X=5+ S=x H=x C=x D=5+ text="a second five-card suit (5-5 or longer)" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AKJ93-43-AQ932-3
2D D=6+ text="rebids a six-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=73-A4-AKJ932-Q32
2x hcp=17+ X=4+ S=x H=x C=x D=5+ text="17+, a second four-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AKJ3-K32-AQ932-4
2D hcp=17+ D=5+ text="17+, rebids a five-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AQ3-K4-AQ932-Q32
[1C-1N-P-P]
D "Penalty Double" hcp=18+ shape=balanced text="penalty: 18+ balanced, the balance of the values" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AQ3-KJ4-K93-KQ32
2x X=5+ S=x H=x D=x C=5+ text="a second five-card suit (5-5 or longer)" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AKJ93-43-3-AQ932
2C C=6+ text="rebids a six-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=73-A4-Q32-AKJ932
2x hcp=17+ X=4+ S=x H=x D=x C=5+ text="17+, a second four-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AKJ3-K32-4-AQ932
2C hcp=17+ C=5+ text="17+, rebids a five-card suit" ref="standard teaching: opener when their 1NT overcall is passed round: with 17+ or a good long suit opener acts (a penalty double with 18+ balanced, his suit, a second suit)"
   test=AQ3-K4-Q32-AQ932

# ---------------------------------------------------------------------------------------
# Responder's rebid after the negative double: with a fit for the major opener showed, game
# with 12+ and an invitation with 10-11; without a fit, notrump with a stopper (3NT 12+ or
# 11+ opposite 2NT, 2NT 10-11) or the cue bid (12+, no stopper); else pass.
# ---------------------------------------------------------------------------------------
[1C-1D-D-P-1S-P] complete
4S hcp=12+ S=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S hcp=10-11 S=4+ text="invitational: a fit, 10-11" test=KJ72-Q952-K8-Q92 ref="standard teaching: responder's rebid after a negative double; opener's simple rebid is a minimum (12-15): with a fit, invite with a jump raise on 10-11, bid game with 12+"
P test=J964-A874-742-AT text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1D-D-P-1H-P] complete
4H hcp=12+ H=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3H hcp=10-11 H=4+ text="invitational: a fit, 10-11" test=KJ72-Q952-K8-Q92 ref="standard teaching: responder's rebid after a negative double; opener's simple rebid is a minimum (12-15): with a fit, invite with a jump raise on 10-11, bid game with 12+"
P test=J964-A874-742-AT text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1D-D-P-1N-P] complete
3N hcp=13+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2N hcp=11-12 text="invitational" test=KT76-9862-KQT-K4 ref="standard teaching: responder's rebid after a negative double"
P test=A642-KT84-T98-J9 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1D-D-P-2C-P] complete
3N hcp=12+ D=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2D "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=A643-KJT6-Q7-K73 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 D=:1stop text="invitational, a stopper" test=QJT7-J854-K5-K32 ref="standard teaching: responder's rebid after a negative double"
P test=J964-A874-742-AT text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2D-D-P-2S-P] complete
4S hcp=12+ S=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S hcp=10-11 S=4+ text="invitational" test=QT93-962-A84-A93 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ S=<4 D=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-AJ42-KJ9-Q64
3D hcp=12+ S=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-AJ42-764-AK4
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2D-D-P-2H-P] complete
4H hcp=12+ H=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3H hcp=10-11 H=4+ text="invitational" test=T4-J875-KQJ9-K64 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ H=<4 D=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=AJ42-Q93-KJ9-Q64
3D hcp=12+ H=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=AJ42-Q93-764-AK4
2S hcp=6-9 S=6+ text="six or more spades, too weak for a free 2S at once: to play" ref="SAYC booklet: negative doubles (a new suit at the two level is forcing, so a weaker hand with the suit doubles first); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing" test=QJT852-K6-Q73-94
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2D-D-P-2N-P] complete
3N hcp=12+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2D-D-P-3C-P] complete
3N hcp=11+ D=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3D "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=A643-KJT6-Q7-K73 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1H-D-P-1S-P] complete
4S hcp=12+ S=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S hcp=10-11 S=4+ text="invitational: a fit, 10-11" test=KJ72-Q5-K843-Q92 ref="standard teaching: responder's rebid after a negative double; opener's simple rebid is a minimum (12-15): with a fit, invite with a jump raise on 10-11, bid game with 12+"
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1H-D-P-1N-P] complete
3N hcp=13+ text="game" test=AQ85-AT-Q86-KT65 ref="standard teaching: responder's rebid after a negative double"
2N hcp=11-12 text="invitational" test=KQ83-T4-A975-K76 ref="standard teaching: responder's rebid after a negative double"
P test=9764-842-K5-AJ43 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1H-D-P-2D-P] complete
3N hcp=12+ H=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQJ9-72-AT52-A52 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 H=:1stop text="invitational, a stopper" test=KJT6-K74-K873-T5 ref="standard teaching: responder's rebid after a negative double"
3C C=3+ hcp=6-9 text="preference" test=9764-842-K5-AJ43 ref="standard teaching: responder's rebid after a negative double"
P test=J964-A874-742-AT text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1H-D-P-2C-P] complete
3N hcp=12+ H=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQJ9-72-AT52-A52 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 H=:1stop text="invitational, a stopper" test=KJT6-K74-K873-T5 ref="standard teaching: responder's rebid after a negative double"
P test=9764-842-K5-AJ43 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2H-D-P-2S-P] complete
4S hcp=12+ S=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S hcp=10-11 S=4+ text="invitational" test=QT93-962-A84-A93 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ S=<4 H=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-KJ92-AJ4-Q64
3H hcp=12+ S=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-7642-AK4-A64
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2H-D-P-2N-P] complete
3N hcp=12+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2H-D-P-3D-P] complete
3N hcp=11+ H=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQJ9-72-AT52-A52 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2H-D-P-3C-P] complete
3N hcp=11+ H=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQJ9-72-AT52-A52 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1S-D-P-2H-P] complete
4H hcp=12+ H=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3H hcp=10-11 H=4+ text="invitational" test=T4-J875-KQJ9-K64 ref="standard teaching: responder's rebid after a negative double"
P test=Q3-8765-A652-Q63 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1S-D-P-1N-P] complete
3N hcp=13+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: responder's rebid after a negative double"
2N hcp=11-12 text="invitational" test=KT76-9862-KQT-K4 ref="standard teaching: responder's rebid after a negative double"
2H H=5+ hcp=6-9 text="five or more hearts, too weak to bid them at once: to play" ref="SAYC booklet: negative doubles (five hearts when too weak for 2H); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing"
   test=82-QJ9873-K92-74
P test=Q3-8765-A652-Q63 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1S-D-P-2D-P] complete
3N hcp=12+ S=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=T9-AJT3-Q85-AQJ7 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 S=:1stop text="invitational, a stopper" test=KT76-9862-KQT-K4 ref="standard teaching: responder's rebid after a negative double"
2H H=6+ hcp=6-9 text="six or more hearts, too weak to bid them at once: to play opposite opener's minor" ref="SAYC booklet: negative doubles (five hearts when too weak for 2H); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing"
   test=82-QJ9873-K92-74
3C C=3+ hcp=6-9 text="preference" test=Q3-8765-A652-Q63 ref="standard teaching: responder's rebid after a negative double"
P test=A642-KT84-T98-J9 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-1S-D-P-2C-P] complete
3N hcp=12+ S=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=T9-AJT3-Q85-AQJ7 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 S=:1stop text="invitational, a stopper" test=KT76-9862-KQT-K4 ref="standard teaching: responder's rebid after a negative double"
2H H=6+ hcp=6-9 text="six or more hearts, too weak to bid them at once: to play opposite opener's minor" ref="SAYC booklet: negative doubles (five hearts when too weak for 2H); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing"
   test=82-QJ9873-K92-74
P test=Q3-8765-A652-Q63 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2S-D-P-3H-P] complete
4H hcp=12+ H=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2S-D-P-2N-P] complete
3N hcp=12+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2S-D-P-3D-P] complete
3N hcp=11+ S=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=T9-AJT3-Q85-AQJ7 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1C-2S-D-P-3C-P] complete
3N hcp=11+ S=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=T9-AJT3-Q85-AQJ7 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2C-D-P-2S-P] complete
4S hcp=12+ S=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S hcp=10-11 S=4+ text="invitational" test=QT93-962-A84-A93 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ S=<4 C=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-AJ42-Q64-KJ9
3C hcp=12+ S=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-AJ42-AK4-764
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2C-D-P-2H-P] complete
4H hcp=12+ H=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3H hcp=10-11 H=4+ text="invitational" test=T4-J875-KQJ9-K64 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ H=<4 C=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=AJ42-Q93-Q64-KJ9
3C hcp=12+ H=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=AJ42-Q93-AK4-764
2S hcp=6-9 S=6+ text="six or more spades, too weak for a free 2S at once: to play" ref="SAYC booklet: negative doubles (a new suit at the two level is forcing, so a weaker hand with the suit doubles first); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing" test=QJT852-K6-94-Q73
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2C-D-P-2N-P] complete
3N hcp=12+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2C-D-P-2D-P] complete
3N hcp=12+ C=:1stop text="game, a stopper" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder's rebid after a negative double"
3C "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQ98-AJ32-A64-94 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 C=:1stop text="invitational, a stopper" test=KJ82-874-64-AK98 ref="standard teaching: responder's rebid after a negative double"
2H hcp=6-9 H=6+ text="six or more hearts, too weak for a free 2H at once: to play" ref="SAYC booklet: negative doubles (a new suit at the two level is forcing, so a weaker hand with the suit doubles first); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing" test=Q73-QJT852-94-K6
2S hcp=6-9 S=6+ text="six or more spades, too weak for a free 2S at once: to play" ref="SAYC booklet: negative doubles (a new suit at the two level is forcing, so a weaker hand with the suit doubles first); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing" test=QJT852-Q73-94-K6
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-1H-D-P-1S-P] complete
4S hcp=12+ S=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S hcp=10-11 S=4+ text="invitational: a fit, 10-11" test=KJ72-Q5-K843-Q92 ref="standard teaching: responder's rebid after a negative double; opener's simple rebid is a minimum (12-15): with a fit, invite with a jump raise on 10-11, bid game with 12+"
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-1H-D-P-1N-P] complete
3N hcp=13+ text="game" test=AQ85-AT-Q86-KT65 ref="standard teaching: responder's rebid after a negative double"
2N hcp=11-12 text="invitational" test=KQ83-T4-A975-K76 ref="standard teaching: responder's rebid after a negative double"
P test=9764-842-K5-AJ43 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-1H-D-P-2C-P] complete
3N hcp=12+ H=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQJ9-72-AT52-A52 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 H=:1stop text="invitational, a stopper" test=KJT6-K74-K873-T5 ref="standard teaching: responder's rebid after a negative double"
3C C=4+ hcp=6-11 dummy=C4:10+ text="raise of opener's second suit: four-card support and 10+ dummy points (shortness counted), invitational" test=KJ83-5-Q84-Q9763 ref="standard teaching: responder's rebid after a negative double; with a fit for opener's second suit count dummy points (shortness) and raise with invitational values"
2D D=3+ hcp=6-9 text="preference" test=A642-KT84-T98-J9 ref="standard teaching: responder's rebid after a negative double"
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-1H-D-P-2D-P] complete
3N hcp=12+ H=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQJ9-72-AT52-A52 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 H=:1stop text="invitational, a stopper" test=KJT6-K74-K873-T5 ref="standard teaching: responder's rebid after a negative double"
P test=9764-842-K5-AJ43 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2H-D-P-2S-P] complete
4S hcp=12+ S=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S hcp=10-11 S=4+ text="invitational" test=QT93-962-A84-A93 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ S=<4 H=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-KJ92-AJ4-Q64
3H hcp=12+ S=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-7642-AK4-A64
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2H-D-P-2N-P] complete
3N hcp=12+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2H-D-P-3C-P] complete
3N hcp=11+ H=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQJ9-72-AT52-A52 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
3D D=3+ hcp=6-9 text="preference" test=J742-74-K54-AJT4 ref="standard teaching: responder's rebid after a negative double"
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2H-D-P-3D-P] complete
3N hcp=11+ H=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQJ9-72-AT52-A52 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
P test=J843-JT7-QT-KQ62 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-1S-D-P-2H-P] complete
4H hcp=12+ H=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3H hcp=10-11 H=4+ text="invitational" test=T4-J875-KQJ9-K64 ref="standard teaching: responder's rebid after a negative double"
P test=Q3-8765-A652-Q63 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-1S-D-P-1N-P] complete
3N hcp=13+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: responder's rebid after a negative double"
2N hcp=11-12 text="invitational" test=KT76-9862-KQT-K4 ref="standard teaching: responder's rebid after a negative double"
2H H=5+ hcp=6-9 text="five or more hearts, too weak to bid them at once: to play" ref="SAYC booklet: negative doubles (five hearts when too weak for 2H); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing"
   test=82-QJ9873-K92-74
P test=Q3-8765-A652-Q63 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-1S-D-P-2C-P] complete
3N hcp=12+ S=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=T9-AJT3-Q85-AQJ7 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 S=:1stop text="invitational, a stopper" test=KT76-9862-KQT-K4 ref="standard teaching: responder's rebid after a negative double"
3C C=4+ hcp=6-11 dummy=C4:10+ text="raise of opener's second suit: four-card support and 10+ dummy points (shortness counted), invitational" test=5-KJ83-Q84-Q9763 ref="standard teaching: responder's rebid after a negative double; with a fit for opener's second suit count dummy points (shortness) and raise with invitational values"
2H H=6+ hcp=6-9 text="six or more hearts, too weak to bid them at once: to play opposite opener's minor" ref="SAYC booklet: negative doubles (five hearts when too weak for 2H); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing"
   test=82-QJ9873-K92-74
2D D=3+ hcp=6-9 text="preference" test=Q3-8765-A652-Q63 ref="standard teaching: responder's rebid after a negative double"
P test=873-A432-KJ-T642 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-1S-D-P-2D-P] complete
3N hcp=12+ S=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
2S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=T9-AJT3-Q85-AQJ7 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 S=:1stop text="invitational, a stopper" test=KT76-9862-KQT-K4 ref="standard teaching: responder's rebid after a negative double"
2H H=6+ hcp=6-9 text="six or more hearts, too weak to bid them at once: to play opposite opener's minor" ref="SAYC booklet: negative doubles (five hearts when too weak for 2H); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing"
   test=82-QJ9873-K92-74
P test=Q3-8765-A652-Q63 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2S-D-P-3H-P] complete
4H hcp=12+ H=4+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2S-D-P-2N-P] complete
3N hcp=12+ text="game" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2S-D-P-3C-P] complete
3N hcp=11+ S=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=T9-AJT3-Q85-AQJ7 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
3D D=3+ hcp=6-9 text="preference" test=JT-AJ97-432-KT75 ref="standard teaching: responder's rebid after a negative double"
P test=T4-J875-KQJ9-K64 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1D-2S-D-P-3D-P] complete
3N hcp=11+ S=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KQ98-AJ32-A64-94 ref="standard teaching: responder's rebid after a negative double"
3S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=T9-AJT3-Q85-AQJ7 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2C-D-P-2S-P] complete
4S hcp=12+ S=4+ text="game" test=K753-K6-AK7-J986 ref="standard teaching: responder's rebid after a negative double"
3S hcp=10-11 S=4+ text="invitational" test=AQ98-K7-J96-T876 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ S=<4 C=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-AJ42-Q64-KJ9
3C hcp=12+ S=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-AJ42-AK4-764
P test=J742-74-K54-AJT4 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2C-D-P-2N-P] complete
3N hcp=12+ text="game" test=K753-K6-AK7-J986 ref="standard teaching: responder's rebid after a negative double"
P test=J742-74-K54-AJT4 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2C-D-P-2D-P] complete
3N hcp=12+ C=:1stop text="game, a stopper" test=KQJ9-72-AT52-A52 ref="standard teaching: responder's rebid after a negative double"
3C "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KJ63-AQ-KT2-7654 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 C=:1stop text="invitational, a stopper" test=JT62-A9-T97-KQ94 ref="standard teaching: responder's rebid after a negative double"
3D D=4+ hcp=6-11 dummy=D4:10+ text="raise of opener's second suit: four-card support and 10+ dummy points (shortness counted), invitational" test=KJ83-5-Q9763-Q84 ref="standard teaching: responder's rebid after a negative double; with a fit for opener's second suit count dummy points (shortness) and raise with invitational values"
2H H=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
2S hcp=6-9 S=6+ text="six or more spades, too weak for a free 2S at once: to play" ref="SAYC booklet: negative doubles (a new suit at the two level is forcing, so a weaker hand with the suit doubles first); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing" test=QJT852-94-K6-Q73
P test=J742-74-K54-AJT4 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2C-D-P-2H-P] complete
4H hcp=12+ H=2+ text="game" test=K753-K6-AK7-J986 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ C=:1stop text="game, a stopper" test=KJ42-K-JT96-AQT2 ref="standard teaching: responder's rebid after a negative double"
3C "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=KQ82-Q-AT76-QT65 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 C=:1stop text="invitational, a stopper" test=JT62-A9-T97-KQ94 ref="standard teaching: responder's rebid after a negative double"
2S S=6+ hcp=8-9 text="six or more spades, too weak for a free 2S at once: to play" ref="SAYC booklet: negative doubles (a new suit at the two level is forcing, so a weaker hand with the suit doubles first); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing"
   test=KJ9853-72-Q84-K5
P test=J742-74-K54-AJT4 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2D-D-P-2S-P] complete
4S hcp=12+ S=4+ text="game" test=K753-K6-AK7-J986 ref="standard teaching: responder's rebid after a negative double"
3S hcp=10-11 S=4+ text="invitational" test=AQ98-K7-J96-T876 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ S=<4 D=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-AJ42-KJ9-Q64
3D hcp=12+ S=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=Q93-AJ42-764-AK4
P test=J742-74-K54-AJT4 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2D-D-P-2N-P] complete
3N hcp=12+ text="game" test=K753-K6-AK7-J986 ref="standard teaching: responder's rebid after a negative double"
P test=J742-74-K54-AJT4 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2D-D-P-3C-P] complete
3N hcp=11+ D=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=K753-K6-AK7-J986 ref="standard teaching: responder's rebid after a negative double"
3D "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=AK97-T4-743-AQJ3 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
3H H=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
P test=J742-74-K54-AJT4 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2D-D-P-2H-P] complete
4H hcp=12+ H=2+ text="game" test=K753-K6-AK7-J986 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ D=:1stop text="game, a stopper" test=KJ42-K-JT96-AQT2 ref="standard teaching: responder's rebid after a negative double"
3D "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=AQ92-3-Q976-KQ76 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 D=:1stop text="invitational, a stopper" test=AQT8-82-A876-832 ref="standard teaching: responder's rebid after a negative double"
2S S=6+ hcp=8-9 text="six or more spades, too weak for a free 2S at once: to play" ref="SAYC booklet: negative doubles (a new suit at the two level is forcing, so a weaker hand with the suit doubles first); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing"
   test=KJ9853-72-Q84-K5
P test=J742-74-K54-AJT4 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-1S-D-P-1N-P] complete
3N hcp=13+ text="game" test=AJ3-Q3-A973-KJ94 ref="standard teaching: responder's rebid after a negative double"
2N hcp=11-12 text="invitational" test=T62-T3-AKQT-K942 ref="standard teaching: responder's rebid after a negative double"
P test=986-J5-AK76-T863 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-1S-D-P-2D-P] complete
3N hcp=12+ S=:1stop text="game, a stopper" test=KT4-A9-A642-KT98 ref="standard teaching: responder's rebid after a negative double"
2S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=976-Q5-QJ76-AKJT ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 S=:1stop text="invitational, a stopper" test=A98-32-JT63-AQT5 ref="standard teaching: responder's rebid after a negative double"
3D D=4+ hcp=6-11 dummy=D4:10+ text="raise of opener's second suit: four-card support and 10+ dummy points (shortness counted), invitational" test=Q84-5-KJ83-Q9763 ref="standard teaching: responder's rebid after a negative double; with a fit for opener's second suit count dummy points (shortness) and raise with invitational values"
2H H=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
P test=986-J5-AK76-T863 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-1S-D-P-2C-P] complete
3N hcp=12+ S=:1stop text="game, a stopper" test=KT4-A9-A642-KT98 ref="standard teaching: responder's rebid after a negative double"
2S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=976-Q5-QJ76-AKJT ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 S=:1stop text="invitational, a stopper" test=A98-32-JT63-AQT5 ref="standard teaching: responder's rebid after a negative double"
3C C=4+ hcp=6-11 dummy=C4:10+ text="raise of opener's second suit: four-card support and 10+ dummy points (shortness counted), invitational" test=Q84-5-Q9763-KJ83 ref="standard teaching: responder's rebid after a negative double; with a fit for opener's second suit count dummy points (shortness) and raise with invitational values"
2H H=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
P test=986-J5-AK76-T863 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-1S-D-P-2H-P] complete
4H hcp=12+ H=2+ text="game" test=KT4-A9-A642-KT98 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ S=:1stop text="game, a stopper" test=KJ42-K-JT96-AQT2 ref="standard teaching: responder's rebid after a negative double"
2S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=Q762-7-KQJT-AJT3 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 S=:1stop text="invitational, a stopper" test=A98-32-JT63-AQT5 ref="standard teaching: responder's rebid after a negative double"
P test=986-J5-AK76-T863 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2S-D-P-2N-P] complete
3N hcp=12+ text="game" test=KT4-A9-A642-KT98 ref="standard teaching: responder's rebid after a negative double"
P test=QJ5-AT-T974-Q732 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2S-D-P-3D-P] complete
3N hcp=11+ S=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KT4-A9-A642-KT98 ref="standard teaching: responder's rebid after a negative double"
3S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=976-Q5-QJ76-AKJT ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
3H H=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
P test=QJ5-AT-T974-Q732 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2S-D-P-3C-P] complete
3N hcp=11+ S=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KT4-A9-A642-KT98 ref="standard teaching: responder's rebid after a negative double"
3S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=976-Q5-QJ76-AKJT ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
3H H=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
P test=QJ5-AT-T974-Q732 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1H-2S-D-P-3H-P] complete
4H hcp=12+ H=2+ text="game" test=KT4-A9-A642-KT98 ref="standard teaching: responder's rebid after a negative double"
3N hcp=11+ S=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=KJ42-K-JT96-AQT2 ref="standard teaching: responder's rebid after a negative double"
3S "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=Q762-7-KQJT-AJT3 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
P test=QJ5-AT-T974-Q732 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2C-D-P-2H-P] complete
4H hcp=12+ H=4+ text="game" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder's rebid after a negative double"
3H hcp=10-11 H=4+ text="invitational" test=Q2-K532-QT93-KJ5 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ H=<4 C=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=AJ42-Q93-Q64-KJ9
3C hcp=12+ H=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=AJ42-Q93-AK4-764
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2C-D-P-2N-P] complete
3N hcp=12+ text="game" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2C-D-P-2D-P] complete
3N hcp=12+ C=:1stop text="game, a stopper" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder's rebid after a negative double"
3C "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=Q6-KQJ3-KJ74-Q98 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 C=:1stop text="invitational, a stopper" test=Q2-K532-QT93-KJ5 ref="standard teaching: responder's rebid after a negative double"
3D D=4+ hcp=6-11 dummy=D4:10+ text="raise of opener's second suit: four-card support and 10+ dummy points (shortness counted), invitational" test=5-KJ83-Q9763-Q84 ref="standard teaching: responder's rebid after a negative double; with a fit for opener's second suit count dummy points (shortness) and raise with invitational values"
2S S=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
2H hcp=6-9 H=6+ text="six or more hearts, too weak for a free 2H at once: to play" ref="SAYC booklet: negative doubles (a new suit at the two level is forcing, so a weaker hand with the suit doubles first); standard teaching: a negative double and then the suit shows a long suit too weak for a free bid, not forcing" test=94-QJT852-K6-Q73
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2C-D-P-2S-P] complete
4S hcp=12+ S=2+ text="game" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ C=:1stop text="game, a stopper" test=7-KT64-AK64-A973 ref="standard teaching: responder's rebid after a negative double"
3C "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=Q-AK32-Q976-Q874 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 C=:1stop text="invitational, a stopper" test=Q2-K532-QT93-KJ5 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2D-D-P-2H-P] complete
4H hcp=12+ H=4+ text="game" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder's rebid after a negative double"
3H hcp=10-11 H=4+ text="invitational" test=T4-J875-KQJ9-K64 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ H=<4 D=:1stop text="game values, no fit in opener's major, a stopper in their suit: 3NT" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=AJ42-Q93-KJ9-Q64
3D hcp=12+ H=<4 asks=G text="cue bid: game values, no fit in opener's major and no stopper in their suit, forcing to game" ref="standard teaching: responder's rebid after a negative double; with game values and no fit, 3NT with a stopper in their suit, else a cue bid of their suit (forcing to game)" test=AJ42-Q93-764-AK4
P test=Q3-8765-A652-Q63 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2D-D-P-2N-P] complete
3N hcp=12+ text="game" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2D-D-P-3C-P] complete
3N hcp=11+ D=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=Q6-KQJ3-KJ74-Q98 ref="standard teaching: responder's rebid after a negative double"
3D "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=K9-KQ76-J75-A854 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
3S S=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2D-D-P-2S-P] complete
4S hcp=12+ S=2+ text="game" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ D=:1stop text="game, a stopper" test=7-KT64-AK64-A973 ref="standard teaching: responder's rebid after a negative double"
3D "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=Q-AK32-Q976-Q874 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 D=:1stop text="invitational, a stopper" test=Q2-K532-QT93-KJ5 ref="standard teaching: responder's rebid after a negative double"
P test=JT-AJ97-432-KT75 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2H-D-P-2N-P] complete
3N hcp=12+ text="game" test=J3-AJ8-AT32-A932 ref="standard teaching: responder's rebid after a negative double"
P test=KJ-T73-KQ97-T975 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2H-D-P-3D-P] complete
3N hcp=11+ H=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=J3-AJ8-AT32-A932 ref="standard teaching: responder's rebid after a negative double"
3H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=AK-T83-K865-KT93 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
3S S=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
P test=KJ-T73-KQ97-T975 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2H-D-P-3C-P] complete
3N hcp=11+ H=:1stop text="game, a stopper: 11+ opposite opener's forced three-level answer, no room to invite" test=J3-AJ8-AT32-A932 ref="standard teaching: responder's rebid after a negative double"
3H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=AK-T83-K865-KT93 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
3S S=3+ hcp=6-9 text="preference" test=T43-K52-QJ2-Q972 ref="standard teaching: responder's rebid after a negative double"
P test=KJ-T73-KQ97-T975 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"
[1S-2H-D-P-2S-P] complete
4S hcp=12+ S=2+ text="game" test=J3-AJ8-AT32-A932 ref="standard teaching: responder's rebid after a negative double"
3N hcp=12+ H=:1stop text="game, a stopper" test=7-KT64-AK64-A973 ref="standard teaching: responder's rebid after a negative double"
3H "Negative Double" hcp=12+ asks=G text="cue bid: game forcing, no stopper" test=K-JT52-KQJ6-K984 ref="SAYC booklet: negative doubles; standard teaching: responder's rebid after a negative double"
2N hcp=10-11 H=:1stop text="invitational, a stopper" test=T4-KQ5-QT73-K653 ref="standard teaching: responder's rebid after a negative double"
P test=KJ-T73-KQ97-T975 text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double"

# Opener after responder's invitational raise of his second suit (a minor) following the
# negative double (four trumps, 10+ dummy points): with more than a minimum he accepts: 3NT
# with 17+ and their suit stopped, five of the minor with 16+ and a singleton or void in
# their suit (the nine-card fit and the shortness make the tricks); else he passes.
[1{a}-1{t}-D-P-2{b}-P-3{b}-P] where b in CD, b<a, a<t
3N hcp=17+ {t}=:1stop text="accepts the invitation: 17+ and their suit stopped" ref="standard teaching: opener after responder's invitational raise of his second suit (after the negative double): an invitation is accepted with more than a minimum; with a minor fit, 3NT when their suit is stopped, five of the minor with shortness in their suit"
   test=A4-KJ2-AQ54-K654|KJ2-A4-AQ54-K654|KJ2-AQ854-4-AK54|KJ2-AQ854-AK54-4
5{b} hcp=16+ {t}=<2 text="accepts the invitation: 16+ and shortness in their suit, game in the minor" ref="standard teaching: opener after responder's invitational raise of his second suit (after the negative double): an invitation is accepted with more than a minimum; with a minor fit, 3NT when their suit is stopped, five of the minor with shortness in their suit"
   test=A42-5-AQ854-KQJ4|5-A42-AQ854-KQJ4|5-AQ854-A42-KQJ4|5-AQ854-KQJ4-A42
[1{a}-2C-D-P-2D-P-3D-P] where a in HS
3N hcp=17+ C=:1stop text="accepts the invitation: 17+ and their suit stopped" ref="standard teaching: opener after responder's invitational raise of his second suit (after the negative double): an invitation is accepted with more than a minimum; with a minor fit, 3NT when their suit is stopped, five of the minor with shortness in their suit"
   test=K2-AQ854-AK54-K4|AQ854-K2-AK54-K4
5D hcp=16+ C=<2 text="accepts the invitation: 16+ and shortness in their suit, game in the minor" ref="standard teaching: opener after responder's invitational raise of his second suit (after the negative double): an invitation is accepted with more than a minimum; with a minor fit, 3NT when their suit is stopped, five of the minor with shortness in their suit"
   test=A42-AQ854-KQJ4-5|AQ854-A42-KQJ4-5

# ---------------------------------------------------------------------------------------
# Opener after responder's raise in competition: over the cue bid (limit raise or better)
# sign off with a minimum, bid game with extras (3NT with 14+ and a stopper, else five of
# the minor with 15+ and five cards, or five losers and 14+); over a simple raise, game
# with 18+; over a preemptive jump raise, pass unless very strong.
# ---------------------------------------------------------------------------------------
[1C-1D-2D-P] complete
3N hcp=14+ D=:1stop text="game, a stopper" test=K85-JT8-AQ3-KJ72 ref="standard teaching: opener after responder's raise in competition"
5C "Cue Bid Raise" hcp=15+ C=5+ text="game: 15+ and a five-card suit without a stopper in their suit, five of the minor" test=AQ3-K54-72-AKJ73 ref="standard teaching: opener after responder's cue-bid raise (a limit raise or better, 10+ and four-card support): with extras (15+) go to game; 3NT with their suit stopped, else five of the minor"
5C "Cue Bid Raise" losers=5 hcp=14+ C=6+ text="game: five losers or fewer (shape makes tricks) opposite the limit raise's eight" test=A4-K53-5-AQJ8643 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: five losers opposite the limit raise's eight make eleven); standard teaching: opener after responder's cue-bid raise"
3C "Cue Bid Raise" text="a minimum" test=J73-AQT8-J6-A732 ref="standard teaching: opener after responder's raise in competition"
[1C-1D-2C-P] complete
3N hcp=18+ D=:1stop text="game, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after responder's raise in competition"
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1C-2D-3D-P] complete
3N D=:1stop text="a stopper in their suit: 3NT, a game lower than four of the minor, at any strength" test=K85-JT8-AQ3-KJ72 ref="standard teaching: opener after responder's cue-bid raise at the three level: with a stopper, 3NT (nine tricks) rather than four of the minor (ten)"
4C "Cue Bid Raise" text="a minimum, no stopper in their suit" test=J73-AQT8-J6-A732 ref="standard teaching: opener after responder's raise in competition"
[1C-2D-3C-P] complete
3N hcp=18+ D=:1stop text="game, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after responder's raise in competition"
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1C-1H-2H-P] complete
3N hcp=14+ H=:1stop text="game, a stopper" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: opener after responder's raise in competition"
5C "Cue Bid Raise" hcp=15+ C=5+ text="game: 15+ and a five-card suit without a stopper in their suit, five of the minor" test=AQ3-72-K54-AKJ73 ref="standard teaching: opener after responder's cue-bid raise (a limit raise or better, 10+ and four-card support): with extras (15+) go to game; 3NT with their suit stopped, else five of the minor"
5C "Cue Bid Raise" losers=5 hcp=14+ C=6+ text="game: five losers or fewer (shape makes tricks) opposite the limit raise's eight" test=A4-5-K53-AQJ8643 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: five losers opposite the limit raise's eight make eleven); standard teaching: opener after responder's cue-bid raise"
3C "Cue Bid Raise" text="a minimum" test=J73-AQT8-J6-A732 ref="standard teaching: opener after responder's raise in competition"
[1C-1H-2C-P] complete
3N hcp=18+ H=:1stop text="game, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after responder's raise in competition"
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1C-2H-3H-P] complete
3N H=:1stop text="a stopper in their suit: 3NT, a game lower than four of the minor, at any strength" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: opener after responder's cue-bid raise at the three level: with a stopper, 3NT (nine tricks) rather than four of the minor (ten)"
4C "Cue Bid Raise" text="a minimum, no stopper in their suit" test=AQ73-82-KJ6-A732 ref="standard teaching: opener after responder's raise in competition"
[1C-2H-3C-P] complete
3N hcp=18+ H=:1stop text="game, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after responder's raise in competition"
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1C-1S-2S-P] complete
3N hcp=14+ S=:1stop text="game, a stopper" test=K85-JT8-AQ3-KJ72 ref="standard teaching: opener after responder's raise in competition"
5C "Cue Bid Raise" hcp=15+ C=5+ text="game: 15+ and a five-card suit without a stopper in their suit, five of the minor" test=72-AQ3-K54-AKJ73 ref="standard teaching: opener after responder's cue-bid raise (a limit raise or better, 10+ and four-card support): with extras (15+) go to game; 3NT with their suit stopped, else five of the minor"
5C "Cue Bid Raise" losers=5 hcp=14+ C=6+ text="game: five losers or fewer (shape makes tricks) opposite the limit raise's eight" test=5-A4-K53-AQJ8643 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: five losers opposite the limit raise's eight make eleven); standard teaching: opener after responder's cue-bid raise"
3C "Cue Bid Raise" text="a minimum" test=J73-AQT8-J6-A732 ref="standard teaching: opener after responder's raise in competition"
[1C-1S-2C-P] complete
3N hcp=18+ S=:1stop text="game, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after responder's raise in competition"
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1C-2S-3S-P] complete
3N S=:1stop text="a stopper in their suit: 3NT, a game lower than four of the minor, at any strength" test=K85-JT8-AQ3-KJ72 ref="standard teaching: opener after responder's cue-bid raise at the three level: with a stopper, 3NT (nine tricks) rather than four of the minor (ten)"
4C "Cue Bid Raise" text="a minimum, no stopper in their suit" test=J73-AQT8-J6-A732 ref="standard teaching: opener after responder's raise in competition"
[1C-2S-3C-P] complete
3N hcp=18+ S=:1stop text="game, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after responder's raise in competition"
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1D-2C-3C-P] complete
3N hcp=14+ C=:1stop text="game, a stopper" test=AT8-764-QJ63-AK4 ref="standard teaching: opener after responder's raise in competition"
3D "Cue Bid Raise" text="a minimum" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener after responder's raise in competition"
[1D-2C-2D-P] complete
3N hcp=18+ C=:1stop text="game, a stopper" test=AKT-KT32-AJT9-A6 ref="standard teaching: opener after responder's raise in competition"
P test=Q4-KJ75-AT85-K43 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1D-1H-2H-P] complete
3N hcp=14+ H=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: opener after responder's raise in competition"
5D "Cue Bid Raise" hcp=15+ D=5+ text="game: 15+ and a five-card suit without a stopper in their suit, five of the minor" test=AQ3-72-AKJ73-K54 ref="standard teaching: opener after responder's cue-bid raise (a limit raise or better, 10+ and four-card support): with extras (15+) go to game; 3NT with their suit stopped, else five of the minor"
5D "Cue Bid Raise" losers=5 hcp=14+ D=6+ text="game: five losers or fewer (shape makes tricks) opposite the limit raise's eight" test=A4-5-AQJ8643-K53 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: five losers opposite the limit raise's eight make eleven); standard teaching: opener after responder's cue-bid raise"
3D "Cue Bid Raise" text="a minimum" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener after responder's raise in competition"
[1D-1H-2D-P] complete
3N hcp=18+ H=:1stop text="game, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener after responder's raise in competition"
P test=Q4-KJ75-AT85-K43 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1D-2H-3H-P] complete
3N H=:1stop text="a stopper in their suit: 3NT, a game lower than four of the minor, at any strength" test=KQ98-AJ32-A64-94 ref="standard teaching: opener after responder's cue-bid raise at the three level: with a stopper, 3NT (nine tricks) rather than four of the minor (ten)"
4D "Cue Bid Raise" text="a minimum, no stopper in their suit" test=AK75-84-KJ85-Q43 ref="standard teaching: opener after responder's raise in competition"
[1D-2H-3D-P] complete
3N hcp=18+ H=:1stop text="game, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener after responder's raise in competition"
P test=Q4-KJ75-AT85-K43 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1D-1S-2S-P] complete
3N hcp=14+ S=:1stop text="game, a stopper" test=KQ98-AJ32-A64-94 ref="standard teaching: opener after responder's raise in competition"
5D "Cue Bid Raise" hcp=15+ D=5+ text="game: 15+ and a five-card suit without a stopper in their suit, five of the minor" test=72-AQ3-AKJ73-K54 ref="standard teaching: opener after responder's cue-bid raise (a limit raise or better, 10+ and four-card support): with extras (15+) go to game; 3NT with their suit stopped, else five of the minor"
5D "Cue Bid Raise" losers=5 hcp=14+ D=6+ text="game: five losers or fewer (shape makes tricks) opposite the limit raise's eight" test=5-A4-AQJ8643-K53 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: five losers opposite the limit raise's eight make eleven); standard teaching: opener after responder's cue-bid raise"
3D "Cue Bid Raise" text="a minimum" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener after responder's raise in competition"
[1D-1S-2D-P] complete
3N hcp=18+ S=:1stop text="game, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener after responder's raise in competition"
P test=Q4-KJ75-AT85-K43 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1D-2S-3S-P] complete
3N S=:1stop text="a stopper in their suit: 3NT, a game lower than four of the minor, at any strength" test=KQ98-AJ32-A64-94 ref="standard teaching: opener after responder's cue-bid raise at the three level: with a stopper, 3NT (nine tricks) rather than four of the minor (ten)"
4D "Cue Bid Raise" text="a minimum, no stopper in their suit" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener after responder's raise in competition"
[1D-2S-3D-P] complete
3N hcp=18+ S=:1stop text="game, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener after responder's raise in competition"
P test=Q4-KJ75-AT85-K43 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
# Opener after responder's single raise over the overcall, RHO passing (1M-(y)-2M-P): the
# raise keeps its meaning (6-9, three or more trumps) and so does opener's invitation: with
# 16-17 total points he re-raises to three (their overcall leaves no room for a help-suit
# try, and RHO's pass leaves no need to compete), and responder accepts with a maximum.
[1{a}-2{b}-2{a}-P] where b<a, a in HS
3{a} dist=T16-17 hcp=15+ text="invites game: 16-17 total points (15+ HCP) opposite the raise (6-9), as without the overcall"
   ref="standard teaching: opener after responder's raise in competition: when RHO passes, the re-raise to three is a game try, not competition; a call keeps its meaning when they overcall (systems on)"
   test=K3-AKJ84-A72-J43|AKJ84-K3-A72-J43
[1{a}-1{b}-2{a}-P] where a<b, a in H
3{a} dist=T16-17 hcp=15+ text="invites game: 16-17 total points (15+ HCP) opposite the raise (6-9), as without the overcall"
   ref="standard teaching: opener after responder's raise in competition: when RHO passes, the re-raise to three is a game try, not competition; a call keeps its meaning when they overcall (systems on)"
   test=K3-AKJ84-A72-J43
# Opener after responder's cue-bid raise of his major (a limit raise or better: 10+ and three
# or more trumps), RHO passing: the raise keeps the limit raise's meaning (systems on), so
# opener's slam tries opposite a limit raise apply, before his game and minimum rebids.
[1{a}-2{b}-3{b}-P] where a!=b, a in HS, b in CDHS
4N@{a}0 "Blackwood" hcp=19+ dist=T22+ {a}=6+ custom=2+:A1 text="slam values opposite the cue-bid raise (a limit raise or better): 19+ HCP, 22+ total points with six trumps (a nine-card fit) and two aces: asks for aces"
   ref="standard teaching: 33 points together make a slam, 31 with a nine-card fit and controls; a call keeps its meaning when RHO bids (systems on): the cue-bid raise is a limit raise or better; with a fit agreed, Blackwood checks the aces" test=K2-AKQ975-KQ4-A2|AKQ975-K2-KQ4-A2
4N@{a}0 "Blackwood" hcp=15+ {a}=6+ losers=4 custom=2+:A1 text="slam values opposite the cue-bid raise: 4 losers or fewer with six+ trumps and two aces (a limit raise shows 8 losers: 24 - 12 = 12 tricks): asks for aces"
   ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a call keeps its meaning when RHO bids (systems on); with a fit agreed, Blackwood checks the aces" test=A-AKQT754-KQ3-43|AKQT754-A-KQ3-43
4N@{a}0 "Blackwood" hcp=17+ losers=4 shape=singleton-or-void custom=2+:A1 text="slam values opposite the cue-bid raise with five trumps: 17+ HCP, 4 losers or fewer with a singleton or void and two aces (the raise's 8 losers leave 12 tricks in the eight-card fit): asks for aces"
   ref="standard teaching (losing trick count): opener's shortness and honours opposite a limit raise (29+ HCP together) make a slam; a call keeps its meaning when RHO bids (systems on); with a fit agreed, Blackwood checks the aces" test=7-AKQ84-AQJ32-K2|AKQ84-7-AQJ32-K2
[1H-1S-2S-P]
4N@30 "Blackwood" hcp=19+ dist=T22+ H=6+ custom=2+:A1 text="slam values opposite the cue-bid raise (a limit raise or better): 19+ HCP, 22+ total points with six trumps (a nine-card fit) and two aces: asks for aces"
   ref="standard teaching: 33 points together make a slam, 31 with a nine-card fit and controls; a call keeps its meaning when RHO bids (systems on): the cue-bid raise is a limit raise or better; with a fit agreed, Blackwood checks the aces" test=K2-AKQ975-KQ4-A2
4N@30 "Blackwood" hcp=15+ H=6+ losers=4 custom=2+:A1 text="slam values opposite the cue-bid raise: 4 losers or fewer with six+ trumps and two aces (a limit raise shows 8 losers: 24 - 12 = 12 tricks): asks for aces"
   ref="standard teaching (losing trick count): add the two hands' losers and take them from 24 for the tricks the fit takes; a call keeps its meaning when RHO bids (systems on); with a fit agreed, Blackwood checks the aces" test=A-AKQT754-KQ3-43
4N@30 "Blackwood" hcp=17+ losers=4 shape=singleton-or-void custom=2+:A1 text="slam values opposite the cue-bid raise with five trumps: 17+ HCP, 4 losers or fewer with a singleton or void and two aces (the raise's 8 losers leave 12 tricks in the eight-card fit): asks for aces"
   ref="standard teaching (losing trick count): opener's shortness and honours opposite a limit raise (29+ HCP together) make a slam; a call keeps its meaning when RHO bids (systems on); with a fit agreed, Blackwood checks the aces" test=7-AKQ84-AQJ32-K2
# Opener after responder's cue-bid raise (a limit raise or better) when RHO bids again: game
# as without the bid (systems on), with 15+ total points, or six losers or fewer and 11+ HCP;
# otherwise the later layers judge (the raise is made, partner may act again).
[1H-2{b}-3{b}-3suit|3N|4C|4D] where b in CD
4H "Cue Bid Raise" dist=T15+ text="game: as without their bid" test=A7-KQT72-743-KQ3 ref="standard teaching: opener after responder's raise in competition; a call keeps its meaning when RHO bids (systems on)"
4H "Cue Bid Raise" losers=6 hcp=11+ text="game: six losers or fewer (shape makes tricks) and 11+ HCP, opposite the limit raise's eight, as without their bid" test=32-AQ864-KQ953-2 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a limit raise's eight make ten); a call keeps its meaning when RHO bids (systems on)"
[1H-1S-2S-2N|3suit|3N|4C|4D]
4H "Cue Bid Raise" dist=T15+ text="game: as without their bid" test=A7-KQT72-743-KQ3 ref="standard teaching: opener after responder's raise in competition; a call keeps its meaning when RHO bids (systems on)"
4H "Cue Bid Raise" losers=6 hcp=11+ text="game: six losers or fewer (shape makes tricks) and 11+ HCP, opposite the limit raise's eight, as without their bid" test=32-AQ864-KQ953-2 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a limit raise's eight make ten); a call keeps its meaning when RHO bids (systems on)"
[1S-2{b}-3{b}-3suit|3N|4C|4D|4H] where b in CDH
4S "Cue Bid Raise" dist=T15+ text="game: as without their bid" test=AT982-A3-K62-KT6 ref="standard teaching: opener after responder's raise in competition; a call keeps its meaning when RHO bids (systems on)"
4S "Cue Bid Raise" losers=6 hcp=11+ text="game: six losers or fewer (shape makes tricks) and 11+ HCP, opposite the limit raise's eight, as without their bid" test=AQ864-32-KQ953-2 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a limit raise's eight make ten); a call keeps its meaning when RHO bids (systems on)"
[1H-2C-3C-P] complete
4H "Cue Bid Raise" dist=T15+ text="game" test=A7-KQT72-743-KQ3 ref="standard teaching: opener after responder's raise in competition"
4H "Cue Bid Raise" losers=6 hcp=11+ text="game: six losers or fewer (shape makes tricks) and 11+ HCP, opposite the limit raise's eight" ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a limit raise's eight make ten)" test=32-AQ864-KQ953-2
3H "Cue Bid Raise" text="a minimum" test=KQ83-AT985-J5-J2 ref="standard teaching: opener after responder's raise in competition"
[1H-2C-2H-P] complete
4H dist=T18+ text="game" test=A5-AKJ42-32-AT53 ref="standard teaching: opener after responder's raise in competition"
P test=A842-A9643-73-A9 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1H-2C-3H-P] complete
4H dist=T16+ text="game" test=74-AJT92-AK92-KT ref="standard teaching: opener after responder's raise in competition"
P test=A842-A9643-73-A9 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1H-2D-3D-P] complete
4H "Cue Bid Raise" dist=T15+ text="game" test=A7-KQT72-743-KQ3 ref="standard teaching: opener after responder's raise in competition"
4H "Cue Bid Raise" losers=6 hcp=11+ text="game: six losers or fewer (shape makes tricks) and 11+ HCP, opposite the limit raise's eight" ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a limit raise's eight make ten)" test=32-AQ864-KQ953-2
3H "Cue Bid Raise" text="a minimum" test=KQ83-AT985-J5-J2 ref="standard teaching: opener after responder's raise in competition"
[1H-2D-2H-P] complete
4H dist=T18+ text="game" test=A5-AKJ42-32-AT53 ref="standard teaching: opener after responder's raise in competition"
P test=A842-A9643-73-A9 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1H-2D-3H-P] complete
4H dist=T16+ text="game" test=74-AJT92-AK92-KT ref="standard teaching: opener after responder's raise in competition"
P test=A842-A9643-73-A9 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1H-1S-2S-P] complete
4H "Cue Bid Raise" dist=T15+ text="game" test=A7-KQT72-743-KQ3 ref="standard teaching: opener after responder's raise in competition"
4H "Cue Bid Raise" losers=6 hcp=11+ text="game: six losers or fewer (shape makes tricks) and 11+ HCP, opposite the limit raise's eight" ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a limit raise's eight make ten)" test=32-AQ864-KQ953-2
3H "Cue Bid Raise" text="a minimum" test=KQ83-AT985-J5-J2 ref="standard teaching: opener after responder's raise in competition"
[1H-1S-2H-P] complete
4H dist=T18+ text="game" test=A5-AKJ42-32-AT53 ref="standard teaching: opener after responder's raise in competition"
P test=A842-A9643-73-A9 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1H-1S-3H-P] complete
4H dist=T16+ text="game" test=74-AJT92-AK92-KT ref="standard teaching: opener after responder's raise in competition"
P test=A842-A9643-73-A9 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1H-2S-3S-P] complete
4H "Cue Bid Raise" dist=T15+ text="game" test=A7-KQT72-743-KQ3 ref="standard teaching: opener after responder's raise in competition"
4H "Cue Bid Raise" text="a minimum" test=KQ83-AT985-J5-J2 ref="standard teaching: opener after responder's raise in competition"
[1H-2S-3H-P] complete
4H dist=T18+ text="game" test=A5-AKJ42-32-AT53 ref="standard teaching: opener after responder's raise in competition"
P test=A842-A9643-73-A9 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
# Responder's competitive raise over their three-level preempt (1M-(3y)-3M: 7-9, three or
# more trumps): with a seventh trump opener knows of ten trumps together and bids game (the
# law of total tricks); otherwise the general layer judges on the values shown.
[1H-3{b}-3H-P] where b in CD
4H H=7+ text="game: a seventh trump opposite the competitive raise, ten trumps together" ref="standard teaching: the law of total tricks (ten trumps: compete to the four level); responder's competitive raise over their preempt shows three or more trumps, so a seventh trump makes ten"
   test=A2-KQJ9732-32-K2
[1S-3{b}-3S-P] where b in CDH
4S S=7+ text="game: a seventh trump opposite the competitive raise, ten trumps together" ref="standard teaching: the law of total tricks (ten trumps: compete to the four level); responder's competitive raise over their preempt shows three or more trumps, so a seventh trump makes ten"
   test=KQJ9732-A2-32-K2
[1S-2C-3C-P] complete
4S "Cue Bid Raise" dist=T15+ text="game" test=AT982-A3-K62-KT6 ref="standard teaching: opener after responder's raise in competition"
4S "Cue Bid Raise" losers=6 hcp=11+ text="game: six losers or fewer (shape makes tricks) and 11+ HCP, opposite the limit raise's eight" ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a limit raise's eight make ten)" test=AQ864-32-KQ953-2
3S "Cue Bid Raise" text="a minimum" test=AQ962-T3-A754-J4 ref="standard teaching: opener after responder's raise in competition"
[1S-2C-2S-P] complete
4S dist=T18+ text="game" test=AK643-AQ83-32-K9 ref="standard teaching: opener after responder's raise in competition"
P test=AKT75-93-K874-Q5 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1S-2C-3S-P] complete
4S dist=T16+ text="game" test=Q6542-A4-AJ-A943 ref="standard teaching: opener after responder's raise in competition"
P test=AQ962-T3-A754-J4 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1S-2D-3D-P] complete
4S "Cue Bid Raise" dist=T15+ text="game" test=AT982-A3-K62-KT6 ref="standard teaching: opener after responder's raise in competition"
4S "Cue Bid Raise" losers=6 hcp=11+ text="game: six losers or fewer (shape makes tricks) and 11+ HCP, opposite the limit raise's eight" ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a limit raise's eight make ten)" test=AQ864-32-KQ953-2
3S "Cue Bid Raise" text="a minimum" test=AQ962-T3-A754-J4 ref="standard teaching: opener after responder's raise in competition"
[1S-2D-2S-P] complete
4S dist=T18+ text="game" test=AK643-AQ83-32-K9 ref="standard teaching: opener after responder's raise in competition"
P test=AKT75-93-K874-Q5 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1S-2D-3S-P] complete
4S dist=T16+ text="game" test=Q6542-A4-AJ-A943 ref="standard teaching: opener after responder's raise in competition"
P test=AQ962-T3-A754-J4 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1S-2H-3H-P] complete
4S "Cue Bid Raise" dist=T15+ text="game" test=AT982-A3-K62-KT6 ref="standard teaching: opener after responder's raise in competition"
4S "Cue Bid Raise" losers=6 hcp=11+ text="game: six losers or fewer (shape makes tricks) and 11+ HCP, opposite the limit raise's eight" ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a limit raise's eight make ten)" test=AQ864-32-KQ953-2
3S "Cue Bid Raise" text="a minimum" test=AQ962-T3-A754-J4 ref="standard teaching: opener after responder's raise in competition"
[1S-2H-2S-P] complete
4S dist=T18+ text="game" test=AK643-AQ83-32-K9 ref="standard teaching: opener after responder's raise in competition"
P test=AKT75-93-K874-Q5 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"
[1S-2H-3S-P] complete
4S dist=T16+ text="game" test=Q6542-A4-AJ-A943 ref="standard teaching: opener after responder's raise in competition"
P test=AQ962-T3-A754-J4 text="a minimum: pass" ref="standard teaching: opener after responder's raise in competition"

# ---------------------------------------------------------------------------------------
# Opener's rebid when the opponents come in over partner's one-level response: raise with
# four-card support (a jump 16-18), rebid a 6-card suit, 1NT/2NT with a stopper, a new suit;
# a double of their suit is for penalty; with a minimum and nothing to say, pass (responder
# has another turn).
# ---------------------------------------------------------------------------------------
[1C-P-1D-1H] complete
3D hcp=16-18 D=4+ text="jump raise: 4+ trumps, 16-18" test=QJ-Q2-AJ97-AQT43 ref="standard teaching: opener's rebid in competition"
3D D=4+ dummy=D4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=9432--KJ76-AKJ85 ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2D hcp=12-15 D=4+ text="raise: 4+ trumps" test=84-A7-KQJ6-QJ643 ref="standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ H=4+:4+ text="penalty" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid in competition"
1S hcp=12-18 S=4+ text="a new suit" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ H=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=KQ2-AQ3-Q2-AKJ32
2H hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=AKQ-32-K32-AKJ32
2C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
P test=64-JT52-AQ7-AQT7 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1D-2H] complete
3D hcp=12-18 D=4+ text="raise: 4+ trumps, 12-18 (over a two-level overcall the raise to three is also the jump raise: four would pass 3NT)" test=84-A7-KQJ6-QJ643 ref="standard teaching: opener's rebid in competition; over a two-level overcall the raise of a minor stays below 3NT"
D "Penalty Double" hcp=14+ H=4+:4+ text="penalty" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ H=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=AQ2-KT98-A43-Q32 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ H=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=KQ2-AQ3-Q2-AKJ32
3H hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=AKQ-32-K32-AKJ32
3C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
P test=A643-KJT6-Q7-K73 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1D-1S] complete
3D hcp=16-18 D=4+ text="jump raise: 4+ trumps, 16-18" test=QJ-Q2-AJ97-AQT43 ref="standard teaching: opener's rebid in competition"
3D D=4+ dummy=D4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=-9432-KJ76-AKJ85 ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2D hcp=12-15 D=4+ text="raise: 4+ trumps" test=84-A7-KQJ6-QJ643 ref="standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ S=4+:4+ text="penalty" test=KJ64-AJ-A62-AJ32 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ S=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AQ3-KQ2-Q2-AKJ32
2S hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=32-AKQ-K32-AKJ32
2C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
P test=64-JT52-AQ7-AQT7 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1D-1{c}-3D-P] where c in HS complete
3N hcp=8+ {c}=:1stop text="to play: 8+ opposite the jump raise, their suit stopped" ref="standard teaching: after opener's invitational jump raise responder bids game with 8+ (as without the overcall); 3NT needs their suit stopped" test=K43-K32-QJ32-432
5D dist=T10+ D=5+ text="game in the fit: five trumps opposite four and 16-18, 10+ points with shape" ref="standard teaching: after opener's invitational jump raise responder bids game with 8+ (as without the overcall); without a stopper, game in the nine-card fit" test=T87-Q2-KQT87-K62
P text="declines" test=843-Q32-J8765-32

# Responder after opener's raise over a two-level overcall (12-18, four trumps): 3NT with
# 11+ and their suit stopped, game in the nine-card fit with 13+ total points and five
# trumps, otherwise pass.
[1C-P-1D-2{c}-3D-P] where c in HS complete
3N hcp=11+ {c}=:1stop text="to play: 11+ opposite the raise (12-18), their suit stopped" ref="standard teaching: responder after opener's raise in competition; 3NT needs their suit stopped" test=K43-K32-AJ32-432|K32-K43-AJ32-432
5D dist=T13+ D=5+ text="game in the fit: five trumps and 13+ total points opposite the raise" ref="standard teaching: responder after opener's raise in competition; without a stopper, game in the nine-card fit" test=T87-2-AQT87-KQ62|2-T87-AQT87-KQ62
P text="declines" test=843-Q32-J8765-32

[1C-P-1D-2S] complete
3D hcp=12-18 D=4+ text="raise: 4+ trumps, 12-18 (over a two-level overcall the raise to three is also the jump raise: four would pass 3NT)" test=84-A7-KQJ6-QJ643 ref="standard teaching: opener's rebid in competition; over a two-level overcall the raise of a minor stays below 3NT"
D "Penalty Double" hcp=14+ S=4+:4+ text="penalty" test=KJ64-AJ-A62-AJ32 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ S=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=KT98-AQ2-A43-Q32 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ S=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AQ3-KQ2-Q2-AKJ32
3S hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=32-AKQ-K32-AKJ32
3C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
P test=A643-KJT6-Q7-K73 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1D-D] complete
3D hcp=16-18 D=4+ text="jump raise: 4+ trumps, 16-18" test=QJ-Q2-AJ97-AQT43 ref="standard teaching: opener's rebid in competition"
2D hcp=12-15 D=4+ text="raise: 4+ trumps" test=84-A7-KQJ6-QJ643 ref="standard teaching: opener's rebid in competition"
R "Redouble" hcp=16+ text="16+: a good hand" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's redouble shows extra values (16+)"
2C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
1S hcp=12-18 S=4+ text="a new suit" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition"
1H hcp=12-18 H=4+ text="a new suit" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid in competition"
P test=J86-K96-742-AKQ3 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1H-2D] complete
4H hcp=19+ H=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=KQ4-AK32-2-AKJ32
4H H=4+ dummy=H4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=9432-AQ76--AKJ85
3H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ-KQ83-AK5-T65 ref="standard teaching: opener's rebid in competition"
3H H=4+ dummy=H4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=9432-KJ76--AKJ85 ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2H hcp=11-15 H=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ D=4+:4+ text="penalty" test=Q4-Q4-KJ98-AK987 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ D=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=AQ2-A43-KT98-Q32 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid in competition"
2S hcp=17+ S=4+ asks=1 text="a reverse over their overcall: 17+, four spades, forcing" test=AQ85-K72-93-AKJ4 ref="standard teaching: a reverse shows 17+ and is forcing one round, in competition as without it"
3N hcp=19+ D=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=KQ2-Q2-AQ3-AKJ32
3D hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=AKQ-K32-32-AKJ32
3C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
2H hcp=12-16 H=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=Q83-K94-KJ2-AT64
P test=AT84-T5-A64-AJ52 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1H-1S] complete
4H hcp=19+ H=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=2-AK32-KQ4-AKJ32
4H H=4+ dummy=H4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=-AQ76-9432-AKJ85
3H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ-KQ83-AK5-T65 ref="standard teaching: opener's rebid in competition"
3H H=4+ dummy=H4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=-KJ76-9432-AKJ85 ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2H hcp=11-15 H=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ S=4+:4+ text="penalty" test=KJ64-AJ-A62-AJ32 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=K74-KQ9-KJ75-AK7 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ S=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AQ3-Q2-KQ2-AKJ32
2S hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=32-K32-AKQ-AKJ32
2C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
2H hcp=12-16 H=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=Q83-K94-KJ2-AT64
P test=Q975-KT-K76-AJ53 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1H-2S] complete
4H hcp=19+ H=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=2-AK32-KQ4-AKJ32
4H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ-KQ83-AK5-T65 ref="standard teaching: opener's rebid in competition"
3H hcp=12-15 H=4+ text="raise: 4+ trumps" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ S=4+:4+ text="penalty" test=KJ64-AJ-A62-AJ32 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ S=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=KT98-AQ2-A43-Q32 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=K74-KQ9-KJ75-AK7 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ S=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AQ3-Q2-KQ2-AKJ32
3S hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=32-K32-AKQ-AKJ32
3C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
P test=AT84-T5-A64-AJ52 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1H-D] complete
3H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ-KQ83-AK5-T65 ref="standard teaching: opener's rebid in competition"
2H hcp=11-15 H=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
R "Redouble" hcp=16+ text="16+: a good hand" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's redouble shows extra values (16+)"
2C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
1S hcp=12-18 S=4+ text="a new suit" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid in competition"
P test=J86-K96-742-AKQ3 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1S-2D] complete
4S hcp=19+ S=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AK32-KQ4-2-AKJ32
4S S=4+ dummy=S4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=AQ76-9432--AKJ85
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=KJ64-AJ-A62-QJ32 ref="standard teaching: opener's rebid in competition"
3S S=4+ dummy=S4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=KJ76-9432--AKJ85 ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ D=4+:4+ text="penalty" test=Q4-Q4-KJ98-AK987 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ D=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=AQ2-A43-KT98-Q32 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ D=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=Q2-KQ2-AQ3-AKJ32
3D hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=K32-AKQ-32-AKJ32
3C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
2S hcp=12-16 S=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=K94-Q83-KJ2-AT64
P test=64-JT52-AQ7-AQT7 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1S-2H] complete
4S hcp=19+ S=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AK32-2-KQ4-AKJ32
4S S=4+ dummy=S4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=AQ76--9432-AKJ85
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=KJ64-AJ-A62-QJ32 ref="standard teaching: opener's rebid in competition"
3S S=4+ dummy=S4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=KJ76--9432-AKJ85 ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ H=4+:4+ text="penalty" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ H=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=AQ2-KT98-A43-Q32 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ H=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=Q2-AQ3-KQ2-AKJ32
3H hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=K32-32-AKQ-AKJ32
3C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
2S hcp=12-16 S=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=K94-Q83-KJ2-AT64
P test=64-JT52-AQ7-AQT7 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1C-P-1S-D] complete
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid in competition"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
R "Redouble" hcp=16+ text="16+: a good hand" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's redouble shows extra values (16+)"
2C C=6+ text="rebids a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
P test=64-JT52-AQ7-AQT7 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1D-P-1H-2C] complete
4H hcp=19+ H=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=KQ4-AK32-AKJ32-2
4H H=4+ dummy=H4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=9432-AQ76-AKJ85-
3H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ3-KQ64-QT8-A4 ref="standard teaching: opener's rebid in competition"
3H H=4+ dummy=H4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=9432-KJ76-AKJ85- ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2H hcp=11-15 H=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ C=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ C=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=AQ2-A43-Q32-KT98 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid in competition"
2S hcp=17+ S=4+ asks=1 text="a reverse over their overcall: 17+, four spades, forcing" test=AQ85-K72-AKJ4-93 ref="standard teaching: a reverse shows 17+ and is forcing one round, in competition as without it"
3N hcp=19+ C=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=KQ2-Q2-AKJ32-AQ3
3C hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=AKQ-K32-AKJ32-32
2D D=6+ text="rebids a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
2H hcp=12-16 H=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=Q83-K94-AT64-KJ2
P test=KQ3-A8-QJT8-J864 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1D-P-1H-1S] complete
4H hcp=19+ H=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=2-AK32-AKJ32-KQ4
4H H=4+ dummy=H4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=-AQ76-AKJ85-9432
3H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ3-KQ64-QT8-A4 ref="standard teaching: opener's rebid in competition"
3H H=4+ dummy=H4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=-KJ76-AKJ85-9432 ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2H hcp=11-15 H=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ S=4+:4+ text="penalty" test=KQJ9-72-AT52-A52 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=KQ-A83-QJT8-J864 ref="standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=K873-A2-AK97-KJ7 ref="standard teaching: opener's rebid in competition"
2C hcp=12-18 C=4+ text="a new suit" test=976-Q5-QJ76-AKJT ref="standard teaching: opener's rebid in competition"
3N hcp=19+ S=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AQ3-Q2-AKJ32-KQ2
2S hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=32-K32-AKJ32-AKQ
2D D=6+ text="rebids a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
2H hcp=12-16 H=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=Q83-K94-AT64-KJ2
P test=9654-J7-AQ53-KQ8 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1D-P-1H-2S] complete
4H hcp=19+ H=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=2-AK32-AKJ32-KQ4
4H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ3-KQ64-KT8-A4 ref="standard teaching: opener's rebid in competition"
3H hcp=12-15 H=4+ text="raise: 4+ trumps" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ S=4+:4+ text="penalty" test=KQJ9-72-AT52-A52 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ S=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=KT98-AQ2-A43-Q32 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=K873-A2-AK97-KJ7 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ S=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AQ3-Q2-AKJ32-KQ2
3S hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=32-K32-AKJ32-AKQ
3D D=6+ text="rebids a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
P test=KQ-A83-QJT8-J864 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1D-P-1H-D] complete
3H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ3-KQ64-KT8-A4 ref="standard teaching: opener's rebid in competition"
2H hcp=11-15 H=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
R "Redouble" hcp=16+ text="16+: a good hand" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's redouble shows extra values (16+)"
2D D=6+ text="rebids a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
1S hcp=12-18 S=4+ text="a new suit" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid in competition"
2C hcp=12-18 C=4+ text="a new suit" test=KQ-A83-QJT8-J864 ref="standard teaching: opener's rebid in competition"
P test=A98-J97-Q864-KQJ text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1D-P-1S-2C] complete
4S hcp=19+ S=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AK32-KQ4-AKJ32-2
4S S=4+ dummy=S4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=AQ76-9432-AKJ85-
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=A875-KQ5-AJ43-K4 ref="standard teaching: opener's rebid in competition"
3S S=4+ dummy=S4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=KJ76-9432-AKJ85- ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ C=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ C=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=AQ2-A43-Q32-KT98 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=AKT-KT32-AJT9-A6 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ C=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=Q2-KQ2-AKJ32-AQ3
3C hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=K32-AKQ-AKJ32-32
2D D=6+ text="rebids a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
2S hcp=12-16 S=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=K94-Q83-AT64-KJ2
P test=Q4-KJ75-AT85-K43 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1D-P-1S-2H] complete
4S hcp=19+ S=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AK32-2-AKJ32-KQ4
4S S=4+ dummy=S4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=AQ76--AKJ85-9432
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=A875-KQ5-AJ43-K4 ref="standard teaching: opener's rebid in competition"
3S S=4+ dummy=S4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=KJ76--AKJ85-9432 ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ H=4+:4+ text="penalty" test=AKT-AT42-KT73-T7 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ H=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=AQ2-KT98-A43-Q32 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=K76-AKQ-J753-KQ3 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ H=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=Q2-AQ3-AKJ32-KQ2
3H hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=K32-32-AKJ32-AKQ
3D D=6+ text="rebids a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
2S hcp=12-16 S=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=K94-Q83-AT64-KJ2
P test=Q4-KJ75-AT85-K43 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1D-P-1S-D] complete
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid in competition"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
R "Redouble" hcp=16+ text="16+: a good hand" test=KT-KQT8-AK94-QJ7 ref="standard teaching: opener's redouble shows extra values (16+)"
2D D=6+ text="rebids a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
2C hcp=12-18 C=4+ text="a new suit" test=KQ-A83-QJT8-J864 ref="standard teaching: opener's rebid in competition"
P test=AK-K932-Q932-854 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1H-P-1S-2C] complete
4S hcp=19+ S=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AK32-AKJ32-KQ4-2
4S S=4+ dummy=S4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=AQ76-AKJ85-9432-
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=AT72-KQJ97-A7-QJ ref="standard teaching: opener's rebid in competition"
3S S=4+ dummy=S4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=KJ76-AKJ85-9432- ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=KQ72-QT942-AQ-T3 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ C=4+:4+ text="penalty" test=A5-AKJ42-32-AT53 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ C=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=AQ2-A43-Q32-KT98 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid in competition"
2D hcp=12-18 D=4+ text="a new suit" test=Q4-AKQ74-8732-K6 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ C=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=Q2-AKJ32-KQ2-AQ3
3C hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=K32-AKJ32-AKQ-32
2H H=6+ text="rebids a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener's rebid in competition"
2S hcp=12-16 S=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=K94-AT642-KJ2-Q8
P test=J8-AQJ82-T83-A32 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1H-P-1S-2D] complete
4S hcp=19+ S=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=AK32-AKJ32-2-KQ4
4S S=4+ dummy=S4:19+ text="game: four-card support and 19+ support points (shortness counted), as without the overcall" ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall" test=AQ76-AKJ85--9432
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=AT72-KQJ97-A7-QJ ref="standard teaching: opener's rebid in competition"
3S S=4+ dummy=S4:16-18 text="jump raise: 4+ trumps, 16-18 support points (shortness counted), as without the overcall" test=KJ76-AKJ85--9432 ref="standard teaching: opener's rebid in competition; ACBL SAYC booklet: support points; standard teaching: a raise keeps its meaning over an overcall"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=KQ72-QT942-AQ-T3 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
D "Penalty Double" hcp=14+ D=4+:4+ text="penalty" test=AJ-AKT83-AT95-T4 ref="standard teaching: penalty doubles; standard teaching: opener's rebid in competition"
D "Penalty Double" hcp=14+ D=4+:3+i1 text="penalty: four good trumps (an honour and intermediates) sitting over the overcaller" test=AQ2-A43-KT98-Q32 ref="standard teaching: penalty doubles (trump tricks sitting over the bidder, and the balance of the values); standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=A9-AK742-K97-KJ5 ref="standard teaching: opener's rebid in competition"
3N hcp=19+ D=:1stop text="game: 19+ and a stopper in their suit" ref="standard teaching: opener's rebid in competition; with 19+ opposite a response (6+) opener makes sure of game" test=Q2-AKJ32-AQ3-KQ2
3D hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition; with 18+ opposite a response (6+) opener makes sure of game" test=K32-AKJ32-32-AKQ
2H H=6+ text="rebids a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener's rebid in competition"
2S hcp=12-16 S=3 text="raise: three-card support in competition" ref="standard teaching: opener's rebid in competition: with three-card support, raise rather than pass (responder may hold five, and the overcall took away the cheap rebids)" test=K94-AT642-KJ2-Q8
P test=KQ-AQ963-Q842-94 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"
[1H-P-1S-D] complete
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=AT72-KQJ97-A7-QJ ref="standard teaching: opener's rebid in competition"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=KQ72-QT942-AQ-T3 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
R "Redouble" hcp=16+ text="16+: a good hand" test=76-AQJ73-K976-AK ref="standard teaching: opener's redouble shows extra values (16+)"
2H H=6+ text="rebids a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener's rebid in competition"
2D hcp=12-18 D=4+ text="a new suit" test=K7-AKJ75-Q752-97 ref="standard teaching: opener's rebid in competition"
2C hcp=12-18 C=4+ text="a new suit" test=A9-QJT74-74-AQ93 ref="standard teaching: opener's rebid in competition"
P test=83-AT985-KJ5-QJ2 text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid in competition"

# ---------------------------------------------------------------------------------------
# Opener after the negative double when fourth hand raises the overcall: bid the major
# partner showed with four cards, a second five-card suit, or a six-card suit; a jump to
# game in the major with 16+; over a one-level overcall raised to two, with extra values
# 2NT (18-19 and a stopper) or a double (17+); else pass.
# ---------------------------------------------------------------------------------------
[1C-1D-D-2D] complete
4S hcp=16+ S=4+ text="game: 4+ spades, 16+" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after the negative double when fourth hand raises"
2S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand raises"
4H hcp=16+ H=4+ text="game: 4+ hearts, 16+" test=KQJ-KQ83-AK5-T65 ref="standard teaching: opener after the negative double when fourth hand raises"
2H H=4+ text="4+ hearts: competes" test=J73-AQT8-J6-A732 ref="standard teaching: opener after the negative double when fourth hand raises"
3C C=6+ text="a 6-card suit" test=85-K8-AJ5-KQ9852 ref="standard teaching: opener after the negative double when fourth hand raises"
2N hcp=18-19 D=:1stop text="18-19 and a stopper in their suit: invitational, as the 2NT rebid over the negative double" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=KQ2-AJ3-KJ3-AJ32
D hcp=17+ text="extra values" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=AK2-KQ3-32-AQ432
P test=J86-K96-742-AKQ3 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1C-2D-D-3D] complete
4S hcp=16+ S=4+ text="game: 4+ spades, 16+" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after the negative double when fourth hand raises"
3S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand raises"
4H hcp=16+ H=4+ text="game: 4+ hearts, 16+" test=KQJ-KQ83-AK5-T65 ref="standard teaching: opener after the negative double when fourth hand raises"
3H H=4+ text="4+ hearts: competes" test=J73-AQT8-J6-A732 ref="standard teaching: opener after the negative double when fourth hand raises"
3N hcp=18+ D=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-K32-KQ3-AQ32
4D hcp=18+ asks=G text="cue bid: 18+ without a stopper in their suit, forcing to game" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-KQ3-432-AQ32
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=AQ2-K32-32-AKJ32
P test=J86-K96-742-AKQ3 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1C-1H-D-2H] complete
4S hcp=16+ S=4+ text="game: 4+ spades, 16+" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after the negative double when fourth hand raises"
2S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand raises"
3D D=5+ C=5+ text="a second 5-card suit" test=J-A-Q8743-KQ9752 ref="standard teaching: opener after the negative double when fourth hand raises"
3C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener after the negative double when fourth hand raises"
2N hcp=18-19 H=:1stop text="18-19 and a stopper in their suit: invitational, as the 2NT rebid over the negative double" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=KQ2-KJ3-AJ3-AJ32
D hcp=17+ text="extra values" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=AK2-32-KQ3-AQ432
P test=64-JT52-AQ7-AQT7 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1C-2H-D-3H] complete
4S hcp=16+ S=4+ text="game: 4+ spades, 16+" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener after the negative double when fourth hand raises"
3S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand raises"
5C C=8+:3/4 H=0-1 text="eight strong clubs and shortness in their hearts: game on playing tricks" test=AQ7-T-5-KQJT9864 ref="standard teaching: opener after the negative double when fourth hand raises; the law of total tricks: a long strong suit and shortness in their suit compete (playing tricks)"
3N hcp=18+ H=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-KQ3-AQ32-K32
4H hcp=18+ asks=G text="cue bid: 18+ without a stopper in their suit, forcing to game" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-432-AQ32-KQ3
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=AQ2-32-K32-AKJ32
P test=64-JT52-AQ7-AQT7 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1C-1S-D-2S] complete
4H hcp=16+ H=4+ text="game: 4+ hearts, 16+" test=KQJ-KQ83-AK5-T65 ref="standard teaching: opener after the negative double when fourth hand raises"
3H H=4+ text="4+ hearts: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand raises"
3D D=5+ C=5+ text="a second 5-card suit" test=J-A-Q8743-KQ9752 ref="standard teaching: opener after the negative double when fourth hand raises"
3C C=6+ text="a 6-card suit" test=85-K8-AJ5-KQ9852 ref="standard teaching: opener after the negative double when fourth hand raises"
2N hcp=18-19 S=:1stop text="18-19 and a stopper in their suit: invitational, as the 2NT rebid over the negative double" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=KJ3-KQ2-AJ3-AJ32
D hcp=17+ text="extra values" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=32-AK2-KQ3-AQ432
P test=AT84-T5-A64-AJ52 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1C-2S-D-3S] complete
4H H=4+ text="4+ hearts: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand raises"
5C C=8+:3/4 S=0-1 text="eight strong clubs and shortness in their spades: game on playing tricks" test=T-AQ7-5-KQJT9864 ref="standard teaching: opener after the negative double when fourth hand raises; the law of total tricks: a long strong suit and shortness in their suit compete (playing tricks)"
3N hcp=18+ S=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=KQ3-AK2-AQ32-K32
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=32-AQ2-K32-AKJ32
P test=AT84-T5-A64-AJ52 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1D-2C-D-3C] complete
4S hcp=16+ S=4+ text="game: 4+ spades, 16+" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener after the negative double when fourth hand raises"
3S S=4+ text="4+ spades: competes" test=KT85-K9-AT83-K82 ref="standard teaching: opener after the negative double when fourth hand raises"
4H hcp=16+ H=4+ text="game: 4+ hearts, 16+" test=KT-KQT8-AK94-QJ7 ref="standard teaching: opener after the negative double when fourth hand raises"
3H H=4+ text="4+ hearts: competes" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener after the negative double when fourth hand raises"
3D D=6+ text="a 6-card suit" test=K52-54-AKT932-K8 ref="standard teaching: opener after the negative double when fourth hand raises"
3N hcp=18+ C=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-K32-AQ32-KQ3
4C hcp=18+ asks=G text="cue bid: 18+ without a stopper in their suit, forcing to game" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-KQ3-AQ32-432
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=AQ2-K32-AKJ32-32
P test=KQ-A83-QJT8-J864 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1D-1H-D-2H] complete
4S hcp=16+ S=4+ text="game: 4+ spades, 16+" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener after the negative double when fourth hand raises"
2S S=4+ text="4+ spades: competes" test=KT85-K9-AT83-K82 ref="standard teaching: opener after the negative double when fourth hand raises"
3C C=5+ D=5+ text="a second 5-card suit" test=T-T6-AKJT2-A7543 ref="standard teaching: opener after the negative double when fourth hand raises"
3D D=6+ text="a 6-card suit" test=K52-54-AKT932-K8 ref="standard teaching: opener after the negative double when fourth hand raises"
2N hcp=18-19 H=:1stop text="18-19 and a stopper in their suit: invitational, as the 2NT rebid over the negative double" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=KQ2-KJ3-AJ32-AJ3
D hcp=17+ text="extra values" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=AK2-32-AQ432-KQ3
P test=AT8-764-QJ63-AK4 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1D-2H-D-3H] complete
4S hcp=16+ S=4+ text="game: 4+ spades, 16+" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener after the negative double when fourth hand raises"
3S S=4+ text="4+ spades: competes" test=KT85-K9-AT83-K82 ref="standard teaching: opener after the negative double when fourth hand raises"
5D D=8+:3/4 H=0-1 text="eight strong diamonds and shortness in their hearts: game on playing tricks" test=AQT-T-AKQJ9864-7 ref="standard teaching: opener after the negative double when fourth hand raises; the law of total tricks: a long strong suit and shortness in their suit compete (playing tricks)"
3N hcp=18+ H=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-KQ3-AQ32-K32
4H hcp=18+ asks=G text="cue bid: 18+ without a stopper in their suit, forcing to game" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-432-AQ32-KQ3
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=AQ2-32-AKJ32-K32
P test=Q4-KJ75-AT85-K43 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1D-1S-D-2S] complete
4H hcp=16+ H=4+ text="game: 4+ hearts, 16+" test=KQJ3-KQ64-KT8-A4 ref="standard teaching: opener after the negative double when fourth hand raises"
3H H=4+ text="4+ hearts: competes" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener after the negative double when fourth hand raises"
3C C=5+ D=5+ text="a second 5-card suit" test=T-T6-AKJT2-A7543 ref="standard teaching: opener after the negative double when fourth hand raises"
3D D=6+ text="a 6-card suit" test=K52-54-AKT932-K8 ref="standard teaching: opener after the negative double when fourth hand raises"
2N hcp=18-19 S=:1stop text="18-19 and a stopper in their suit: invitational, as the 2NT rebid over the negative double" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=KJ3-KQ2-AJ32-AJ3
D hcp=17+ text="extra values" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=32-AK2-AQ432-KQ3
P test=KQ-A83-QJT8-J864 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1D-2S-D-3S] complete
4H H=4+ text="4+ hearts: competes" test=KQ98-AJ32-A64-94 ref="standard teaching: opener after the negative double when fourth hand raises"
5D D=8+:3/4 S=0-1 text="eight strong diamonds and shortness in their spades: game on playing tricks" test=T-AQ7-AKQJ9864-7 ref="standard teaching: opener after the negative double when fourth hand raises; the law of total tricks: a long strong suit and shortness in their suit compete (playing tricks)"
3N hcp=18+ S=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=KQ3-AK2-AQ32-K32
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=32-AQ2-AKJ32-K32
P test=KQ-A83-QJT8-J864 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1H-2C-D-3C] complete
4S hcp=16+ S=4+ text="game: 4+ spades, 16+" test=AT72-KQJ97-A7-QJ ref="standard teaching: opener after the negative double when fourth hand raises"
3S S=4+ text="4+ spades: competes" test=A842-A9643-73-A9 ref="standard teaching: opener after the negative double when fourth hand raises"
3D D=5+ H=5+ text="a second 5-card suit" test=72-KQT63-AKJ93-6 ref="standard teaching: opener after the negative double when fourth hand raises"
3H H=6+ text="a 6-card suit" test=Q92-AKJT98-JT-Q3 ref="standard teaching: opener after the negative double when fourth hand raises"
3N hcp=18+ C=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-K32-AQ32-KQ3
4C hcp=18+ asks=G text="cue bid: 18+ without a stopper in their suit, forcing to game" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-KQ3-AQ32-432
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=AQ2-AKJ32-K32-32
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1H-2D-D-3D] complete
4S hcp=16+ S=4+ text="game: 4+ spades, 16+" test=AT72-KQJ97-A7-QJ ref="standard teaching: opener after the negative double when fourth hand raises"
3S S=4+ text="4+ spades: competes" test=A842-A9643-73-A9 ref="standard teaching: opener after the negative double when fourth hand raises"
3H H=6+ text="a 6-card suit" test=Q92-AKJT98-JT-Q3 ref="standard teaching: opener after the negative double when fourth hand raises"
3N hcp=18+ D=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-K32-KQ3-AQ32
4D hcp=18+ asks=G text="cue bid: 18+ without a stopper in their suit, forcing to game" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-KQ3-432-AQ32
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=AQ2-AKJ32-32-K32
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1H-1S-D-2S] complete
3D D=5+ H=5+ text="a second 5-card suit" test=72-KQT63-AKJ93-6 ref="standard teaching: opener after the negative double when fourth hand raises"
3C C=5+ H=5+ text="a second 5-card suit" test=K5-AT853-8-AQ875 ref="standard teaching: opener after the negative double when fourth hand raises"
3H H=6+ text="a 6-card suit" test=Q92-AKJT98-JT-Q3 ref="standard teaching: opener after the negative double when fourth hand raises"
2N hcp=18-19 S=:1stop text="18-19 and a stopper in their suit: invitational, as the 2NT rebid over the negative double" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=KJ3-AQ432-KQ2-A3
D hcp=17+ text="extra values" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out at the two level (2NT 18-19 with a stopper, else a double showing extra values)" test=32-AKJ32-KQ3-AQ2
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1H-2S-D-3S] complete
4C hcp=14+ S=<=1 C=4+ D=<=C text="extra values, shortness in their suit and four clubs (partner's double showed the minors): competes at the four level" ref="standard teaching: opener after the negative double when fourth hand raises; with extra values and shortness in their suit, compete at the four level in partner's suit" test=-AQJ83-KJ72-KJ42
4D hcp=14+ S=<=1 D=4+ text="extra values, shortness in their suit and four diamonds (partner's double showed the minors): competes at the four level" ref="standard teaching: opener after the negative double when fourth hand raises; with extra values and shortness in their suit, compete at the four level in partner's suit" test=-AQJ83-KJ642-K72
3N hcp=18+ S=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=KQ3-AK2-AQ32-K32
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=32-AKJ32-AQ2-K32
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1S-2C-D-3C] complete
4H hcp=16+ H=4+ text="game: 4+ hearts, 16+" test=KQ532-AKQJ-64-Q2 ref="standard teaching: opener after the negative double when fourth hand raises"
3H H=4+ text="4+ hearts: competes" test=AKJ43-J532-J5-Q7 ref="standard teaching: opener after the negative double when fourth hand raises"
3D D=5+ S=5+ text="a second 5-card suit" test=KJ642-A6-KJ874-8 ref="standard teaching: opener after the negative double when fourth hand raises"
3S S=6+ text="a 6-card suit" test=AQ9876-Q84-A2-JT ref="standard teaching: opener after the negative double when fourth hand raises"
3N hcp=18+ C=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-K32-AQ32-KQ3
4C hcp=18+ asks=G text="cue bid: 18+ without a stopper in their suit, forcing to game" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-KQ3-AQ32-432
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=AKJ32-AQ2-K32-32
P test=K7532-Q3-Q62-AQ4 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1S-2D-D-3D] complete
4H hcp=16+ H=4+ text="game: 4+ hearts, 16+" test=KQ532-AKQJ-64-Q2 ref="standard teaching: opener after the negative double when fourth hand raises"
3H H=4+ text="4+ hearts: competes" test=AKJ43-J532-J5-Q7 ref="standard teaching: opener after the negative double when fourth hand raises"
3S S=6+ text="a 6-card suit" test=AQ9876-Q84-A2-JT ref="standard teaching: opener after the negative double when fourth hand raises"
3N hcp=18+ D=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-K32-KQ3-AQ32
4D hcp=18+ asks=G text="cue bid: 18+ without a stopper in their suit, forcing to game" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-KQ3-432-AQ32
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=AKJ32-AQ2-32-K32
P test=K7532-Q3-Q62-AQ4 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"
[1S-2H-D-3H] complete
3S S=6+ text="a 6-card suit" test=AQ9876-Q84-A2-JT ref="standard teaching: opener after the negative double when fourth hand raises"
4C hcp=14+ H=<=1 C=4+ D=<=C text="extra values, shortness in their suit and four clubs (partner's double showed the minors): competes at the four level" ref="standard teaching: opener after the negative double when fourth hand raises; with extra values and shortness in their suit, compete at the four level in partner's suit" test=AQJ83--KJ72-KJ42
4D hcp=14+ H=<=1 D=4+ text="extra values, shortness in their suit and four diamonds (partner's double showed the minors): competes at the four level" ref="standard teaching: opener after the negative double when fourth hand raises; with extra values and shortness in their suit, compete at the four level in partner's suit" test=AQJ83--KJ642-K72
3N hcp=18+ H=:1stop text="18+ and a stopper in their suit: 3NT (game values opposite the double)" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-KQ3-AQ32-K32
4H hcp=18+ asks=G text="cue bid: 18+ without a stopper in their suit, forcing to game" ref="standard teaching: opener after the negative double when fourth hand raises; with 18+ opposite the double (8+) the side has game values: 3NT with a stopper in their suit, else a cue bid forcing to game" test=AK2-432-AQ32-KQ3
D hcp=17+ text="extra values: the balance of strength is ours (partner passes for penalty or bids)" ref="standard teaching: opener after the negative double when fourth hand raises; opener with extra values does not sell out (a double showing extra values)" test=AKJ32-32-AQ2-K32
P test=K7532-Q3-Q62-AQ4 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand raises"

# ---------------------------------------------------------------------------------------
# Responder after opener's competitive bid in the major his negative double showed, when
# fourth hand had raised the overcall (1x-(y)-D-(raise)-M-P): opener holds four of the
# major and no more than 15 (with 16+ he jumps to game), so the eight-card fit is found and
# responder places the contract: over a three-level bid, game with 11+ (an opening bid
# opposite 11 and a fit); over a two-level bid, game with 13+ and an invitational raise to
# three with 11-12. Less: pass (the sections after these, and the general layer).
# ---------------------------------------------------------------------------------------
[1{o}-2{t}-D-3{t}-3{z}-P] where z in HS, t<z, t!=o, z!=o
4{z} hcp=11+ {z}=4+ text="game: the fit opener found and 11+ opposite his opening" ref="standard teaching: responder after the negative double; an opening bid opposite 11+ and an eight-card major fit make game"
   test=AJ52-KQ52-32-J32
[1{o}-1{t}-D-3{t}-3{z}-P] where o<t, t<z, z in HS
4{z} hcp=11+ {z}=4+ text="game: the fit opener found and 11+ opposite his opening" ref="standard teaching: responder after the negative double; an opening bid opposite 11+ and an eight-card major fit make game"
   test=AJ52-KQ52-32-J32
[1{o}-1{t}-D-2{t}-2{z}-P] where o<t, t<z, z in HS
4{z} hcp=13+ {z}=4+ text="game: the fit opener found and an opening bid of his own" ref="standard teaching: responder after the negative double; two opening bids and an eight-card major fit make game"
   test=AJ52-KQ52-32-K32
3{z} hcp=11-12 {z}=4+ text="invitational raise: the fit opener found and 11-12" ref="standard teaching: responder after the negative double; with invitational values and the fit, invite"
   test=AJ52-KQ52-32-J32

# Responder after his negative double when fourth hand raises the overcall and opener passes
# (1x-(1y)-D-(2y)-P-(P)): opener has a minimum without four cards in the suit the double
# showed. The double promised only 6+, so responder with more bids again rather than sell
# out at the two level: 3NT with game values (13+ opposite an opening) and a stopper in
# their suit, 2NT with 11-12 and a stopper (invitational), or a raise of opener's suit to
# the three level with 10+ and four cards (three in a major opener showed five).
[1{o}-1{t}-D-2{t}-P-P] where o<t
3N hcp=13+ {t}=:1stop text="game values (13+ opposite an opening) and a stopper in their suit" ref="standard teaching: responder's rebid after his negative double; the negative double shows 6+, so with more responder bids again"
   test=KJ3-KJ2-KJ32-Q32
2N hcp=11-12 {t}=:1stop text="invitational: 11-12 and a stopper in their suit" ref="standard teaching: responder's rebid after his negative double; the negative double shows 6+, so with more responder bids again"
   test=KJ3-K32-KJ2-J432
3{o} hcp=10+ {o}=4+ text="a raise of opener's suit with four cards and 10+: competes at the three level" ref="standard teaching: responder's rebid after his negative double; the law of total tricks (with a fit, compete rather than sell out at the two level)"
   test=432-32-J32-AKQ32|432-32-AKQ32-J32|432-KQ32-A32-J32
[1{o}-1{t}-D-2{t}-P-P] where o<t, o in H
3{o} hcp=10+ {o}=3+ text="a raise of opener's five-card major with three cards and 10+: competes at the three level" ref="standard teaching: responder's rebid after his negative double; the law of total tricks (with a fit, compete rather than sell out at the two level)"
   test=432-KQ2-A432-J32
# With a five-card major the double promised only four of, the doubler competes in it (8-12:
# with more, the game tries above): at the two level when it is available, else at the three.
[1{o}-1H-D-2H-P-P] where o in CD
2S hcp=6-12 S=5+:3+ text="five spades (the double promised four): competes" ref="standard teaching: responder's rebid after his negative double; the double promised four cards, so a fifth is news: compete rather than sell out at the two level"
   test=KJ986-32-Q32-J32
[1{o}-1S-D-2S-P-P] where o in CD
3H hcp=8-12 H=5+:3+ text="five hearts (the double promised four): competes at the three level" ref="standard teaching: responder's rebid after his negative double; the double promised four cards, so a fifth is news: compete rather than sell out at the two level"
   test=32-KJ986-Q32-K32
[1C-1D-D-2D-P-P]
2x hcp=6-12 X=5+:3+ H=x S=x text="a five-card major (the double promised four): competes" ref="standard teaching: responder's rebid after his negative double; the double promised four cards, so a fifth is news: compete rather than sell out at the two level"
   test=KJ986-J32-32-Q32

# ---------------------------------------------------------------------------------------
# Opener after responder's forcing one-level new suit over the double, or responder's free
# 1NT over an overcall: natural rebids as without the interference.
# ---------------------------------------------------------------------------------------
[1C-D-1D-P] complete
3D hcp=16-18 D=4+ text="jump raise: 4+ trumps, 16-18" test=QJ-Q2-AJ97-AQT43 ref="standard teaching: opener's rebid in competition"
2D hcp=12-15 D=4+ text="raise: 4+ trumps" test=84-A7-KQJ6-QJ643 ref="standard teaching: opener's rebid in competition"
1S S=4+ text="a new suit" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition"
1H H=4+ text="a new suit" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced text="18-19, balanced" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced text="12-14, balanced" test=J86-K96-742-AKQ3 ref="standard teaching: opener's rebid in competition"
3C hcp=16-18 C=6+ text="jump: 6+ cards, 16-18" test=J6-A6-KJ4-AKJ987 ref="standard teaching: opener's rebid in competition"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
2C text="rebids the suit" test=85-JT-J943-AKQ53 ref="standard teaching: opener's rebid in competition"
[1C-D-1H-P] complete
3H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ-KQ83-AK5-T65 ref="standard teaching: opener's rebid in competition"
2H hcp=11-15 H=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
1S S=4+ text="a new suit" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced text="18-19, balanced" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced text="12-14, balanced" test=J86-K96-742-AKQ3 ref="standard teaching: opener's rebid in competition"
3C hcp=16-18 C=6+ text="jump: 6+ cards, 16-18" test=J6-A6-KJ4-AKJ987 ref="standard teaching: opener's rebid in competition"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
2C text="rebids the suit" test=Q3-K6-A972-K8753 ref="standard teaching: opener's rebid in competition"
[1C-D-1S-P] complete
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid in competition"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
2N hcp=18-19 shape=balanced text="18-19, balanced" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced text="12-14, balanced" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid in competition"
3C hcp=16-18 C=6+ text="jump: 6+ cards, 16-18" test=J6-A6-KJ4-AKJ987 ref="standard teaching: opener's rebid in competition"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
2C text="rebids the suit" test=K4-J7-K863-AK954 ref="standard teaching: opener's rebid in competition"
[1D-D-1H-P] complete
3H hcp=16-18 H=4+ text="jump raise: 4+ trumps, 16-18" test=KQJ3-KQ64-KT8-A4 ref="standard teaching: opener's rebid in competition"
2H hcp=11-15 H=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
1S S=4+ text="a new suit" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid in competition"
2N hcp=18-19 shape=balanced text="18-19, balanced" test=AKT-KT32-AJT9-A6 ref="standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced text="12-14, balanced" test=KQ-A83-QJT8-J864 ref="standard teaching: opener's rebid in competition"
3D hcp=16-18 D=6+ text="jump: 6+ cards, 16-18" test=KT-AJ7-AKQ973-63 ref="standard teaching: opener's rebid in competition"
2D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
2C C=4+ text="a second suit" test=K7-86-AT864-AQT9 ref="standard teaching: opener's rebid in competition"
2D text="rebids the suit" test=AJ-874-QT876-K97 ref="standard teaching: opener's rebid in competition"
[1D-D-1S-P] complete
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid in competition"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
2N hcp=18-19 shape=balanced text="18-19, balanced" test=AKT-KT32-AJT9-A6 ref="standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced text="12-14, balanced" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid in competition"
3D hcp=16-18 D=6+ text="jump: 6+ cards, 16-18" test=KT-AJ7-AKQ973-63 ref="standard teaching: opener's rebid in competition"
2D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
2C C=4+ text="a second suit" test=7-KT64-AK64-A973 ref="standard teaching: opener's rebid in competition"
2D text="rebids the suit" test=KT-KT73-AKT64-92 ref="standard teaching: opener's rebid in competition"
[1H-D-1S-P] complete
3S hcp=16-18 S=4+ text="jump raise: 4+ trumps, 16-18" test=AT72-KQJ97-A7-QJ ref="standard teaching: opener's rebid in competition"
2S hcp=11-15 S=4+ text="raise: 4+ trumps and a minimum opening (light openings included)" test=KQ72-QT942-AQ-T3 ref="standard teaching: opener's rebid in competition; standard teaching: four-card support for responder's major is shown at once over an overcall"
2N hcp=18-19 shape=balanced text="18-19, balanced" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid in competition"
1N hcp=12-14 shape=balanced text="12-14, balanced" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid in competition"
3H hcp=16-18 H=6+ text="jump: 6+ cards, 16-18" test=J6-AQT942-AT4-KQ ref="standard teaching: opener's rebid in competition"
2H H=6+ text="a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener's rebid in competition"
2D D=4+ text="a second suit" test=Q4-AKQ74-8732-K6 ref="standard teaching: opener's rebid in competition"
2C C=4+ text="a second suit" test=A9-QJT74-74-AQ93 ref="standard teaching: opener's rebid in competition"
2H text="rebids the suit" test=KQ8-AT985-J53-J2 ref="standard teaching: opener's rebid in competition"
[1C-1D-1N-P] complete
3N hcp=17+ shape=balanced text="game" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid in competition"
3C hcp=16-18 C=6+ text="jump: 6+ cards, invitational" test=KQ7-A2-T9-AKT752 ref="standard teaching: opener's rebid in competition"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
P test=A643-KJT6-Q7-K73 text="nothing to add: pass" ref="standard teaching: opener's rebid in competition"
[1C-1H-1N-P] complete
3N hcp=17+ shape=balanced text="game" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid in competition"
3C hcp=16-18 C=6+ text="jump: 6+ cards, invitational" test=KQ7-A2-T9-AKT752 ref="standard teaching: opener's rebid in competition"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
P test=A643-KJT6-Q7-K73 text="nothing to add: pass" ref="standard teaching: opener's rebid in competition"
[1C-1S-1N-P] complete
3N hcp=17+ shape=balanced text="game" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid in competition"
3C hcp=16-18 C=6+ text="jump: 6+ cards, invitational" test=KQ7-A2-T9-AKT752 ref="standard teaching: opener's rebid in competition"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid in competition"
P test=A643-KJT6-Q7-K73 text="nothing to add: pass" ref="standard teaching: opener's rebid in competition"
[1D-1H-1N-P] complete
3N hcp=17+ shape=balanced text="game" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid in competition"
3D hcp=16-18 D=6+ text="jump: 6+ cards, invitational" test=T5-AK-AKT965-Q63 ref="standard teaching: opener's rebid in competition"
2D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
2C C=4+ D=5+ text="a second suit" test=J3-95-KJT53-AK96 ref="standard teaching: opener's rebid in competition"
P test=Q4-KJ75-AT85-K43 text="nothing to add: pass" ref="standard teaching: opener's rebid in competition"
[1D-1S-1N-P] complete
3N hcp=17+ shape=balanced text="game" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid in competition"
3D hcp=16-18 D=6+ text="jump: 6+ cards, invitational" test=T5-AK-AKT965-Q63 ref="standard teaching: opener's rebid in competition"
2D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid in competition"
2C C=4+ D=5+ text="a second suit" test=J3-95-KJT53-AK96 ref="standard teaching: opener's rebid in competition"
P test=Q4-KJ75-AT85-K43 text="nothing to add: pass" ref="standard teaching: opener's rebid in competition"
[1H-1S-1N-P] complete
3N hcp=17+ shape=balanced text="game" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid in competition"
3H hcp=16-18 H=6+ text="jump: 6+ cards, invitational" test=J6-AQT942-AT4-KQ ref="standard teaching: opener's rebid in competition"
2H H=6+ text="a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener's rebid in competition"
2D D=4+ H=5+ text="a second suit" test=K7-AKJ75-Q752-97 ref="standard teaching: opener's rebid in competition"
2C C=4+ H=5+ text="a second suit" test=53-AKJ54-64-AT65 ref="standard teaching: opener's rebid in competition"
P test=KQT-AQ963-Q42-94 text="nothing to add: pass" ref="standard teaching: opener's rebid in competition"

# ---------------------------------------------------------------------------------------
# Opener when they balance (1x-P-P-overcall): double with shortness in their suit and a
# good hand (partner may have a trap pass), otherwise rebid naturally or pass.
# ---------------------------------------------------------------------------------------
[1C-P-P-1D] complete
D "Reopening Double" hcp=11+ D=<3 text="takeout: short in their suit" test=A643-KJT6-Q7-K73 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KJ64-AJ-A62-AJ32 ref="standard teaching: the reopening double (partner may have a trap pass)"
2C C=6+ text="a 6-card suit" test=82-KT-KQ9-QJ7532 ref="standard teaching: opener when they balance"
P test=64-JT52-AQ7-AQT7 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1C-P-P-1H] complete
D "Reopening Double" hcp=11+ H=<3 text="takeout: short in their suit" test=AT84-T5-A64-AJ52 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=AK4-KT4-A94-AT82 ref="standard teaching: the reopening double (partner may have a trap pass)"
2C C=6+ text="a 6-card suit" test=J9-A75-KT-QJ9653 ref="standard teaching: opener when they balance"
P test=A643-KJT6-Q7-K73 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1C-P-P-1S] complete
D "Reopening Double" hcp=11+ S=<3 text="takeout: short in their suit" test=64-JT52-AQ7-AQT7 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KJ64-AJ-A62-AJ32 ref="standard teaching: the reopening double (partner may have a trap pass)"
2C C=6+ text="a 6-card suit" test=KQ2-Q7-KT-J98652 ref="standard teaching: opener when they balance"
P test=A643-KJT6-Q7-K73 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1D-P-P-2C] complete
D "Reopening Double" hcp=11+ C=<3 text="takeout: short in their suit" test=AK2-J753-KT93-Q5 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=K873-A2-AK97-KJ7 ref="standard teaching: the reopening double (partner may have a trap pass)"
2D D=6+ text="a 6-card suit" test=92-42-AKT832-KQT ref="standard teaching: opener when they balance"
P test=Q4-KJ75-AT85-K43 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1D-P-P-1H] complete
D "Reopening Double" hcp=11+ H=<3 text="takeout: short in their suit" test=KT85-K9-AT83-K82 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=A875-AQ5-AJ43-K4 ref="standard teaching: the reopening double (partner may have a trap pass)"
2D D=6+ text="a 6-card suit" test=98-KQ8-AJ7643-Q7 ref="standard teaching: opener when they balance"
2C hcp=12-16 C=5+ text="a second suit" test=-K82-AK852-K7642 ref="standard teaching: opener when they balance"
P test=Q4-KJ75-AT85-K43 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1D-P-P-1S] complete
D "Reopening Double" hcp=11+ S=<3 text="takeout: short in their suit" test=Q4-KJ75-AT85-K43 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=A875-AQ5-AJ43-K4 ref="standard teaching: the reopening double (partner may have a trap pass)"
2D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener when they balance"
2C hcp=12-16 C=5+ text="a second suit" test=A53--K7532-AQJ97 ref="standard teaching: opener when they balance"
P test=AK2-J753-KT93-Q5 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1H-P-P-2C] complete
D "Reopening Double" hcp=11+ C=<3 text="takeout: short in their suit" test=KQT-AQ963-Q42-94 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: the reopening double (partner may have a trap pass)"
2H H=6+ text="a 6-card suit" test=74-KQ9542-AJ-Q42 ref="standard teaching: opener when they balance"
2D hcp=12-16 D=5+ text="a second suit" test=-AK962-JT984-AJ2 ref="standard teaching: opener when they balance"
P test=Q5-AK952-A54-T76 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1H-P-P-2D] complete
D "Reopening Double" hcp=11+ D=<3 text="takeout: short in their suit" test=KQ72-QT942-AQ-T3 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: the reopening double (partner may have a trap pass)"
2H H=6+ text="a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener when they balance"
P test=KQT-AQ963-Q42-94 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1H-P-P-1S] complete
D "Reopening Double" hcp=11+ S=<3 text="takeout: short in their suit" test=K7-AKJ75-Q752-97 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=AKT-AQJT3-QJ-J86 ref="standard teaching: the reopening double (partner may have a trap pass)"
2H H=6+ text="a 6-card suit" test=Q65-KQJ652-A3-32 ref="standard teaching: opener when they balance"
2D hcp=12-16 D=5+ text="a second suit" test=K53-K8764-AKT74- ref="standard teaching: opener when they balance"
2C hcp=12-16 C=5+ text="a second suit" test=KQ6-T9862--AKJ94 ref="standard teaching: opener when they balance"
P test=A842-A9643-73-A9 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1S-P-P-2C] complete
D "Reopening Double" hcp=11+ C=<3 text="takeout: short in their suit" test=AKT86-A8-Q832-84 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=AKQ94-85-KT9-KQJ ref="standard teaching: the reopening double (partner may have a trap pass)"
2S S=6+ text="a 6-card suit" test=AJ8764-Q4-J5-A83 ref="standard teaching: opener when they balance"
2H hcp=12-16 H=5+ text="a second suit" test=95432-AK982--AK6 ref="standard teaching: opener when they balance"
2D hcp=12-16 D=5+ text="a second suit" test=KT653--AKQJ7-862 ref="standard teaching: opener when they balance"
P test=KQ863-QJ-T52-KJ9 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1S-P-P-2D] complete
D "Reopening Double" hcp=11+ D=<3 text="takeout: short in their suit" test=AK875-Q6-A3-T832 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=AKQ94-85-KT9-KQJ ref="standard teaching: the reopening double (partner may have a trap pass)"
2S S=6+ text="a 6-card suit" test=AKJT54-94-KJ6-52 ref="standard teaching: opener when they balance"
2H hcp=12-16 H=5+ text="a second suit" test=AJ654-KQJ72-K65- ref="standard teaching: opener when they balance"
P test=AQ962-T3-A754-J4 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1S-P-P-2H] complete
D "Reopening Double" hcp=11+ H=<3 text="takeout: short in their suit" test=K7532-Q3-Q62-AQ4 ref="standard teaching: the reopening double (partner may have a trap pass)"
D "Reopening Double" hcp=17+ text="takeout: 17+" test=KJT84-KQJ5-A9-A6 ref="standard teaching: the reopening double (partner may have a trap pass)"
2S S=6+ text="a 6-card suit" test=AQT643-A95-95-Q9 ref="standard teaching: opener when they balance"
P test=AQJ82-Q82-KT2-T6 text="nothing to add: pass" ref="standard teaching: opener when they balance"

[1{a}-P-P-D-1{b}-P] where a<b complete
2{b} {b}=4+ hcp=6+ text="raise" test=Q863-AK75-AJT2-7 ref="standard teaching: opener when they balance"
P test=8654-JT62-76-A87 text="nothing to add: pass" ref="standard teaching: opener when they balance"
[1{a}-P-P-D-R-P] complete
P text="waits" test=QT93-962-A84-A93 ref="standard teaching: opener when they balance"

# After the responder's free bid was raised: game with six losers or fewer (losing trick
# count opposite the raise) or 13+, an invitation with 11-12.
[1{a}-1{b}-1{c}-P-2{c}-P] where a<b, b<c, c in HS complete
4{c} {c}=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=AT8643-KQJ72-4-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4{c} dist=T13+ text="game: 13+ total points, distribution counted once the fit is found" test=Q83-K953-AK3-QJ4 ref="standard teaching: responder's rebid in competition; standard teaching: with a fit, count shortness (total points)"
3{c} dist=T11-12 text="invitational: 11-12 total points" test=Q96-AK95-T53-Q65 ref="standard teaching: responder's rebid in competition; standard teaching: with a fit, count shortness (total points)"
P test=Q3-8765-A652-Q63 text="a minimum: pass" ref="standard teaching: responder's rebid in competition"
# Opener after responder's preemptive raise and their competition: with a sixth trump
# (ten together opposite the raise's four) the four level by the law of total tricks;
# otherwise pass.
[1{a}-1{b}-3{a}-3{b}] where a<b complete
4{a} {a}=6+ text="competes: a sixth trump opposite the preemptive raise's four (ten together), the four level" ref="standard teaching: the law of total tricks (ten trumps: compete to the four level); jump raises in competition are preemptive (four trumps)" test=A2-AKJ953-Q72-83|A2-83-AKJ953-Q72|A2-Q72-83-AKJ953
P test=A643-KJT6-Q7-K73 text="content: pass" ref="standard teaching: opener after a preemptive raise in competition"
# Opener after responder's free 1NT (8-10, their suit stopped) and their raise: game with
# 16+ (responder stops their suit); a six-card suit competes at the three level; else pass.
[1{a}-1{b}-1N-2{b}] where a<b complete
3N hcp=16+ text="game: 16+ opposite the free 1NT (8-10, their suit stopped)" ref="standard teaching: opener's rebid when they compete over responder's 1NT: game with the values, responder has their suit stopped" test=K2-AQ2-KQJ32-Q32
3{a} {a}=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when they compete over responder's 1NT: a six-card suit rebid competes for the partscore" test=2-K32-AQJ432-Q32|2-K32-Q32-AQJ432|2-AQJ432-K32-Q32
P test=A643-KJT6-Q7-K73 text="content: pass" ref="standard teaching: opener when they compete over responder's 1NT"
[1{a}-1N-P-2{b}] where a!=b complete
P test=A643-KJT6-Q7-K73 text="content: pass" ref="standard teaching: opener after a preemptive raise in competition"

# Responder after his forcing new suit over the double and opener's one-level rebid:
# natural, as without the double.
[1{a}-D-1{b}-P-1{c}-P] where a<b, b<c complete
4{c} hcp=13+ {c}=4+ text="game" test=A532-AK42-64-A92 ref="standard teaching: responder's rebid in competition"
3{c} hcp=11-12 {c}=4+ text="invitational raise" test=KQT9-KJ65-9732-K ref="standard teaching: responder's rebid in competition"
2{c} hcp=6-10 {c}=4+ text="raise" test=J985-K984-AT86-7 ref="standard teaching: responder's rebid in competition"
3N hcp=13+ text="game" test=AT8-764-QJ63-AK4 ref="standard teaching: responder's rebid in competition"
2N hcp=11-12 text="invitational" test=K2-Q62-5432-AK82 ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-1{c}-P] where a<b, b<c, b in D complete
2D D=6+ text="a 6-card suit" test=63-T87-AQT875-QT ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-1{c}-P] where a<b, b<c, b in H complete
2H H=6+ text="a 6-card suit" test=Q82-KT9852-K4-64 ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-1{c}-P] where a<b, b<c complete
1N hcp=6-10 text="6-10" test=83-AT4-A873-9642 ref="standard teaching: responder's rebid in competition"
P test=KT94-JT8-643-T62 text="nothing to add: pass" ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-1N-P] where a<b complete
3N hcp=12+ text="game" test=K2-Q62-5432-AK82 ref="standard teaching: responder's rebid in competition"
2N hcp=11 text="invitational" test=Q2-K532-QT93-KJ5 ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-1N-P] where a<b, b in D complete
2D D=6+ text="a 6-card suit" test=63-T87-AQT875-QT ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-1N-P] where a<b, b in H complete
2H H=6+ text="a 6-card suit" test=Q82-KT9852-K4-64 ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-1N-P] where a<b, b in S complete
2S S=6+ text="a 6-card suit" test=QJ9865-QJ2-84-Q2 ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-1N-P] where a<b complete
P test=Q3-8765-A652-Q63 text="nothing to add: pass" ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-1{c}-P-2N-P] where a<b, b<c complete
3N hcp=14+ text="accepts" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: responder's rebid in competition"
P test=J73-AQT8-J6-A732 text="nothing to add: pass" ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-2{b}-P] where a<b, b in HS complete
4{b} {b}=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=AT8643-KQJ72-4-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4{b} hcp=13+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: responder's rebid in competition"
3{b} hcp=11-12 text="invitational" test=KT76-9862-KQT-K4 ref="standard teaching: responder's rebid in competition"
[1C-D-1D-P-2D-P] complete
3N hcp=13+ text="game" test=Q83-K953-AK3-QJ4 ref="standard teaching: responder's rebid in competition"
2N hcp=11-12 text="invitational" test=Q2-K532-QT93-KJ5 ref="standard teaching: responder's rebid in competition"
[1{a}-D-1{b}-P-2{b}-P] where a<b complete
P test=Q3-8765-A652-Q63 text="nothing to add: pass" ref="standard teaching: responder's rebid in competition"

# Opener after his reopening double and responder's answer: raise a major with four-card
# support and 17+, else pass.
[1C-1D-P-P-D-P-1S-P] complete
4S "Reopening Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=17-18 S=4+ text="invitational raise" test=QT94-AQ86-QJ-AK7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=15-16 S=4+ dummy=S4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=KQ83-KT65-2-AK82
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AKJ2-AQ2-K32
2C "Reopening Double" hcp=17+ C=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-KQ3-2-AKJ952
2H "Reopening Double" hcp=17+ C=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AQT54-4-AKJ72
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-1D-P-P-D-P-1H-P] complete
4H "Reopening Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=17-18 H=4+ text="invitational raise" test=KQ-A953-Q92-AK92 ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=15-16 H=4+ dummy=H4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=A52-KJT3-4-AQJ82
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-AQ2-K32
2C "Reopening Double" hcp=17+ C=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-KQ3-2-AKJ952
1S "Reopening Double" hcp=17+ C=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-K3-4-AKJ72
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-1D-P-P-D-P-2C-P] complete
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-AQ2-K32
3C "Reopening Double" hcp=17-18 C=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-KQ3-2-AKJ952
2H "Reopening Double" hcp=17+ C=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AQT54-4-AKJ72
2S "Reopening Double" hcp=17+ C=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-K3-4-AKJ72
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-2D-P-P-D-P-2S-P] complete
4S "Reopening Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=17-18 S=4+ text="invitational raise" test=QT94-AQ86-QJ-AK7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=15-16 S=4+ dummy=S4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=AJ53-KQ3-3-AJ874
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AKJ2-AQ2-K32
3C "Reopening Double" hcp=17+ C=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-KQ3-2-AKJ952
3H "Reopening Double" hcp=17+ C=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AQT54-4-AKJ72
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-2D-P-P-D-P-2H-P] complete
4H "Reopening Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=17-18 H=4+ text="invitational raise" test=KQ-A953-Q92-AK92 ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=15-16 H=4+ dummy=H4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=KT54-KQ95-9-AKT4
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-AQ2-K32
3C "Reopening Double" hcp=17+ C=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-KQ3-2-AKJ952
2S "Reopening Double" hcp=17+ C=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-K3-4-AKJ72
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-2D-P-P-D-P-3C-P] complete
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-AQ2-K32
3H "Reopening Double" hcp=17+ C=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AQT54-4-AKJ72
3S "Reopening Double" hcp=17+ C=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-K3-4-AKJ72
P test=A643-KJT6-Q7-K73 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-1H-P-P-D-P-1S-P] complete
4S "Reopening Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=17-18 S=4+ text="invitational raise" test=AJT8-Q73-AQ3-KQT ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=15-16 S=4+ dummy=S4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=KJ95-A-T43-AK976
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AQ2-AKJ2-K32
2C "Reopening Double" hcp=17+ C=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-2-KQ3-AKJ952
2D "Reopening Double" hcp=17+ C=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-4-AQT54-AKJ72
P test=AT84-T5-A64-AJ52 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-1H-P-P-D-P-2C-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
3C "Reopening Double" hcp=17-18 C=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-2-KQ3-AKJ952
2D "Reopening Double" hcp=17+ C=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-4-AQT54-AKJ72
2S "Reopening Double" hcp=17+ C=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-4-K3-AKJ72
P test=AT84-T5-A64-AJ52 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-1H-P-P-D-P-2D-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
3C "Reopening Double" hcp=17+ C=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-2-KQ3-AKJ952
2S "Reopening Double" hcp=17+ C=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-4-K3-AKJ72
P test=AT84-T5-A64-AJ52 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-2H-P-P-D-P-2S-P] complete
4S "Reopening Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=17-18 S=4+ text="invitational raise" test=AJT8-Q73-AQ3-KQT ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=15-16 S=4+ dummy=S4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=QJ83-9-A975-AKJ4
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AQ2-AKJ2-K32
3C "Reopening Double" hcp=17+ C=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-2-KQ3-AKJ952
3D "Reopening Double" hcp=17+ C=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-4-AQT54-AKJ72
P test=AT84-T5-A64-AJ52 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-2H-P-P-D-P-3C-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
3D "Reopening Double" hcp=17+ C=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-4-AQT54-AKJ72
3S "Reopening Double" hcp=17+ C=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-4-K3-AKJ72
P test=AT84-T5-A64-AJ52 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-2H-P-P-D-P-3D-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
3S "Reopening Double" hcp=17+ C=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-4-K3-AKJ72
P test=AT84-T5-A64-AJ52 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-1S-P-P-D-P-2H-P] complete
4H "Reopening Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=17-18 H=4+ text="invitational raise" test=Q3-Q864-AKT-AQJ3 ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=15-16 H=4+ dummy=H4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=A-K974-J43-AKT94
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-K32-AKJ2-K32
3C "Reopening Double" hcp=17+ C=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-A43-KQ3-AKJ952
3D "Reopening Double" hcp=17+ C=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-K3-AQT54-AKJ72
P test=64-JT52-AQ7-AQT7 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-1S-P-P-D-P-2C-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
3C "Reopening Double" hcp=17-18 C=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-A43-KQ3-AKJ952
2D "Reopening Double" hcp=17+ C=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-K3-AQT54-AKJ72
2H "Reopening Double" hcp=17+ C=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AQT54-K3-AKJ72
P test=64-JT52-AQ7-AQT7 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-1S-P-P-D-P-2D-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
3C "Reopening Double" hcp=17+ C=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-A43-KQ3-AKJ952
2H "Reopening Double" hcp=17+ C=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AQT54-K3-AKJ72
P test=64-JT52-AQ7-AQT7 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-2S-P-P-D-P-3H-P] complete
4H "Reopening Double" hcp=17+ H=4+ text="game" test=Q3-Q864-AKT-AQJ3 ref="standard teaching: opener after his reopening double"
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-K32-AKJ2-K32
P test=64-JT52-AQ7-AQT7 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-2S-P-P-D-P-3C-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
3D "Reopening Double" hcp=17+ C=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-K3-AQT54-AKJ72
3H "Reopening Double" hcp=17+ C=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AQT54-K3-AKJ72
P test=T9-AJT3-Q85-AQJ7 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1C-2S-P-P-D-P-3D-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
3H "Reopening Double" hcp=17+ C=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AQT54-K3-AKJ72
P test=T9-AJT3-Q85-AQJ7 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-2C-P-P-D-P-2S-P] complete
4S "Reopening Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=17-18 S=4+ text="invitational raise" test=AQT6-KJ72-AQJ-J4 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=15-16 S=4+ dummy=S4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=AJT6-AQ86-AT94-7
3N hcp=20+ C=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AKJ2-K32-AQ2
3D "Reopening Double" hcp=17+ D=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-KQ3-AKJ952-2
3H "Reopening Double" hcp=17+ D=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AQT54-AKJ72-4
P test=KQ98-AJ32-A64-94 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-2C-P-P-D-P-2H-P] complete
4H "Reopening Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=17-18 H=4+ text="invitational raise" test=AJ3-AJ75-KQJ3-Q3 ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=15-16 H=4+ dummy=H4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=AK93-KJ75-9742-A
3N hcp=20+ C=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-K32-AQ2
3D "Reopening Double" hcp=17+ D=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-KQ3-AKJ952-2
2S "Reopening Double" hcp=17+ D=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-K3-AKJ72-4
P test=KQ98-AJ32-A64-94 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-2C-P-P-D-P-2D-P] complete
3N hcp=20+ C=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-K32-AQ2
3D "Reopening Double" hcp=17-18 D=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-KQ3-AKJ952-2
2H "Reopening Double" hcp=17+ D=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AQT54-AKJ72-4
2S "Reopening Double" hcp=17+ D=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-K3-AKJ72-4
P test=KQ98-AJ32-A64-94 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-1H-P-P-D-P-1S-P] complete
4S "Reopening Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=17-18 S=4+ text="invitational raise" test=KJT5-J87-AKQ5-A5 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=15-16 S=4+ dummy=S4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=AQJ5-A-AT54-7653
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AQ2-AKJ2-K32
2D "Reopening Double" hcp=17+ D=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-2-AKJ952-KQ3
2C "Reopening Double" hcp=17+ D=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-4-AKJ72-AQT54
P test=KT85-K9-AT83-K82 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-1H-P-P-D-P-2D-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
3D "Reopening Double" hcp=17-18 D=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-2-AKJ952-KQ3
3C "Reopening Double" hcp=17+ D=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-4-AKJ72-AQT54
2S "Reopening Double" hcp=17+ D=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-4-AKJ72-K3
P test=KT85-K9-AT83-K82 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-1H-P-P-D-P-2C-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
2D "Reopening Double" hcp=17+ D=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-2-AKJ952-KQ3
2S "Reopening Double" hcp=17+ D=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-4-AKJ72-K3
P test=KT85-K9-AT83-K82 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-2H-P-P-D-P-2S-P] complete
4S "Reopening Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=17-18 S=4+ text="invitational raise" test=KJT5-J87-AKQ5-A5 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=15-16 S=4+ dummy=S4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=KQT9-T-AKT54-QJT
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AQ2-AKJ2-K32
3D "Reopening Double" hcp=17+ D=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-2-AKJ952-KQ3
3C "Reopening Double" hcp=17+ D=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-4-AKJ72-AQT54
P test=KT85-K9-AT83-K82 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-2H-P-P-D-P-3D-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
3S "Reopening Double" hcp=17+ D=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-4-AKJ72-K3
P test=KT85-K9-AT83-K82 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-2H-P-P-D-P-3C-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
3D "Reopening Double" hcp=17+ D=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-2-AKJ952-KQ3
3S "Reopening Double" hcp=17+ D=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-4-AKJ72-K3
P test=KT85-K9-AT83-K82 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-1S-P-P-D-P-2H-P] complete
4H "Reopening Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=17-18 H=4+ text="invitational raise" test=QJ-AKJ8-J743-AQ4 ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=15-16 H=4+ dummy=H4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=8-A632-AKT4-A753
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-K32-AKJ2-K32
3D "Reopening Double" hcp=17+ D=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-A43-AKJ952-KQ3
3C "Reopening Double" hcp=17+ D=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-K3-AKJ72-AQT54
P test=Q4-KJ75-AT85-K43 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-1S-P-P-D-P-2D-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
3D "Reopening Double" hcp=17-18 D=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-A43-AKJ952-KQ3
3C "Reopening Double" hcp=17+ D=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-K3-AKJ72-AQT54
2H "Reopening Double" hcp=17+ D=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AQT54-AKJ72-K3
P test=J3-AJ8-AT32-A932 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-1S-P-P-D-P-2C-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
2D "Reopening Double" hcp=17+ D=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-A43-AKJ952-KQ3
2H "Reopening Double" hcp=17+ D=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AQT54-AKJ72-K3
P test=J3-AJ8-AT32-A932 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-2S-P-P-D-P-3H-P] complete
4H "Reopening Double" hcp=17+ H=4+ text="game" test=QJ-AKJ8-J743-AQ4 ref="standard teaching: opener after his reopening double"
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-K32-AKJ2-K32
P test=Q4-KJ75-AT85-K43 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-2S-P-P-D-P-3D-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
3H "Reopening Double" hcp=17+ D=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AQT54-AKJ72-K3
P test=J3-AJ8-AT32-A932 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1D-2S-P-P-D-P-3C-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
3D "Reopening Double" hcp=17+ D=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-A43-AKJ952-KQ3
3H "Reopening Double" hcp=17+ D=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AQT54-AKJ72-K3
P test=J3-AJ8-AT32-A932 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-2C-P-P-D-P-2S-P] complete
4S "Reopening Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=17-18 S=4+ text="invitational raise" test=A986-K9763-A2-AK ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=15-16 S=4+ dummy=S4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=AK64-AKT76-J72-5
3N hcp=20+ C=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AKJ2-K32-AQ2
3H "Reopening Double" hcp=17+ H=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-AKJ952-KQ3-2
3D "Reopening Double" hcp=17+ H=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AKJ72-AQT54-4
P test=KQT-AQ963-Q42-94 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-2C-P-P-D-P-2H-P] complete
4H hcp=19+ H=6+ text="game: a six-card suit and 19+" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AK3-AKQJ32-K32-2
3N hcp=20+ C=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-K32-AQ2
3H "Reopening Double" hcp=17-18 H=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-AKJ952-KQ3-2
3D "Reopening Double" hcp=17+ H=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AKJ72-AQT54-4
2S "Reopening Double" hcp=17+ H=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-AKJ72-K3-4
P test=KQT-AQ963-Q42-94 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-2C-P-P-D-P-2D-P] complete
3N hcp=20+ C=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-K32-AQ2
2H "Reopening Double" hcp=17+ H=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-AKJ952-KQ3-2
2S "Reopening Double" hcp=17+ H=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-AKJ72-K3-4
P test=KQT-AQ963-Q42-94 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-2D-P-P-D-P-2S-P] complete
4S "Reopening Double" hcp=19+ S=4+ text="game" test=AQT2-AJ2-A8-KQT7 ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=17-18 S=4+ text="invitational raise" test=A986-K9763-A2-AK ref="standard teaching: opener after his reopening double"
3S "Reopening Double" hcp=15-16 S=4+ dummy=S4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=KJ83-AKJ73-7-K95
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AKJ2-AQ2-K32
3H "Reopening Double" hcp=17+ H=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-AKJ952-2-KQ3
3C "Reopening Double" hcp=17+ H=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AKJ72-4-AQT54
P test=A93-AJ982-QT-K76 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-2D-P-P-D-P-2H-P] complete
4H hcp=19+ H=6+ text="game: a six-card suit and 19+" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AK3-AKQJ32-2-K32
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-AQ2-K32
3H "Reopening Double" hcp=17-18 H=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-AKJ952-2-KQ3
3C "Reopening Double" hcp=17+ H=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=K3-AKJ72-4-AQT54
2S "Reopening Double" hcp=17+ H=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-AKJ72-4-K3
P test=A93-AJ982-QT-K76 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-2D-P-P-D-P-3C-P] complete
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-AQ2-K32
3H "Reopening Double" hcp=17+ H=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=A43-AKJ952-2-KQ3
3S "Reopening Double" hcp=17+ H=5+ S=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AQT54-AKJ72-4-K3
P test=A93-AJ982-QT-K76 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-1S-P-P-D-P-2H-P] complete
4H hcp=19+ H=6+ text="game: a six-card suit and 19+" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=2-AKQJ32-AK3-K32
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-K32-AKJ2-K32
3H "Reopening Double" hcp=17-18 H=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-AKJ952-A43-KQ3
3C "Reopening Double" hcp=17+ H=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AKJ72-K3-AQT54
3D "Reopening Double" hcp=17+ H=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AKJ72-AQT54-K3
P test=A7-KQT72-743-KQ3 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-1S-P-P-D-P-2D-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
2H "Reopening Double" hcp=17+ H=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-AKJ952-A43-KQ3
3C "Reopening Double" hcp=17+ H=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AKJ72-K3-AQT54
P test=A7-KQT72-743-KQ3 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-1S-P-P-D-P-2C-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
2H "Reopening Double" hcp=17+ H=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-AKJ952-A43-KQ3
2D "Reopening Double" hcp=17+ H=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AKJ72-AQT54-K3
P test=A7-KQT72-743-KQ3 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-2S-P-P-D-P-3H-P] complete
4H hcp=19+ H=6+ text="game: a six-card suit and 19+" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=2-AKQJ32-AK3-K32
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-K32-AKJ2-K32
P test=A7-KQT72-743-KQ3 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-2S-P-P-D-P-3D-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
3H "Reopening Double" hcp=17+ H=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-AKJ952-A43-KQ3
P test=A7-KQT72-743-KQ3 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1H-2S-P-P-D-P-3C-P] complete
3N hcp=20+ S=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AQ2-AKJ2-K32-K32
3H "Reopening Double" hcp=17+ H=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=2-AKJ952-A43-KQ3
3D "Reopening Double" hcp=17+ H=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=4-AKJ72-AQT54-K3
P test=A7-KQT72-743-KQ3 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1S-2C-P-P-D-P-2H-P] complete
4H "Reopening Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=17-18 H=4+ text="invitational raise" test=KQ532-AKQJ-64-Q2 ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=15-16 H=4+ dummy=H4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=A8763-AKQ2-QT8-4
3N hcp=20+ C=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-K32-AQ2
2S "Reopening Double" hcp=17+ S=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=AKJ952-A43-KQ3-2
3D "Reopening Double" hcp=17+ S=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-K3-AQT54-4
P test=AKT86-A8-Q832-84 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1S-2C-P-P-D-P-2S-P] complete
4S hcp=19+ S=6+ text="game: a six-card suit and 19+" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKQJ32-AK3-K32-2
3N hcp=20+ C=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AKJ2-K32-AQ2
3S "Reopening Double" hcp=17-18 S=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=AKJ952-A43-KQ3-2
3D "Reopening Double" hcp=17+ S=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-K3-AQT54-4
3H "Reopening Double" hcp=17+ S=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-AQT54-K3-4
P test=AKT86-A8-Q832-84 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1S-2C-P-P-D-P-2D-P] complete
3N hcp=20+ C=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-K32-AQ2
2S "Reopening Double" hcp=17+ S=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=AKJ952-A43-KQ3-2
2H "Reopening Double" hcp=17+ S=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-AQT54-K3-4
P test=AKT86-A8-Q832-84 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1S-2D-P-P-D-P-2H-P] complete
4H "Reopening Double" hcp=19+ H=4+ text="game" test=32-AKJ9-AT74-AKJ ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=17-18 H=4+ text="invitational raise" test=KQ532-AKQJ-64-Q2 ref="standard teaching: opener after his reopening double"
3H "Reopening Double" hcp=15-16 H=4+ dummy=H4:17+ text="invitational raise: 15-16 HCP, 17+ support points" ref="standard teaching: opener after his reopening double: with four-card support count support points (shortness: doubleton 1, singleton 3, void 5); 17-18 invites" test=AKJ83-AK72-6-T98
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-AQ2-K32
2S "Reopening Double" hcp=17+ S=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=AKJ952-A43-2-KQ3
3C "Reopening Double" hcp=17+ S=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-K3-4-AQT54
P test=AK875-Q6-A3-T832 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1S-2D-P-P-D-P-2S-P] complete
4S hcp=19+ S=6+ text="game: a six-card suit and 19+" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKQJ32-AK3-2-K32
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AKJ2-AQ2-K32
3S "Reopening Double" hcp=17-18 S=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=AKJ952-A43-2-KQ3
3C "Reopening Double" hcp=17+ S=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-K3-4-AQT54
3H "Reopening Double" hcp=17+ S=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-AQT54-4-K3
P test=AK875-Q6-A3-T832 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1S-2D-P-P-D-P-3C-P] complete
3N hcp=20+ D=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-K32-AQ2-K32
3S "Reopening Double" hcp=17+ S=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=AKJ952-A43-2-KQ3
3H "Reopening Double" hcp=17+ S=5+ H=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-AQT54-4-K3
P test=AK875-Q6-A3-T832 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1S-2H-P-P-D-P-2S-P] complete
4S hcp=19+ S=6+ text="game: a six-card suit and 19+" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKQJ32-2-AK3-K32
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=K32-AQ2-AKJ2-K32
3S "Reopening Double" hcp=17-18 S=6+ text="17-18 and a six-card suit: invites game opposite the preference" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=AKJ952-2-A43-KQ3
3C "Reopening Double" hcp=17+ S=5+ C=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-4-K3-AQT54
3D "Reopening Double" hcp=17+ S=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-4-AQT54-K3
P test=K7532-Q3-Q62-AQ4 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1S-2H-P-P-D-P-3D-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
3S "Reopening Double" hcp=17+ S=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=AKJ952-2-A43-KQ3
P test=K7532-Q3-Q62-AQ4 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1S-2H-P-P-D-P-3C-P] complete
3N hcp=20+ H=:1stop text="game: 20+ and a stopper in their suit" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with 19+ opener still bids game" test=AKJ2-AQ2-K32-K32
3S "Reopening Double" hcp=17+ S=6+ text="17+ and a six-card suit: strong, not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); a double followed by a rebid of his own suit shows a strong hand (17+) with a six-card suit" test=AKJ952-2-A43-KQ3
3D "Reopening Double" hcp=17+ S=5+ D=5+ text="17+ and a second five-card suit: not forcing" ref="standard teaching: opener after his reopening double: partner's answer was forced (0-9); with extra values the doubler bids again and shows his second suit" test=AKJ72-4-AQT54-K3
P test=K7532-Q3-Q62-AQ4 text="a minimum: pass" ref="standard teaching: opener after his reopening double"

[1{a}-2{b}-3{a}-P-4{a}] where b<a, a in HS complete
P test=A954-K9-72-KQ642 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1{a}-1{b}-3{a}-P-4{a}] where a<b, a in H complete
P test=AQJ5-Q96-QJT2-76 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
[1{a}-1{b}-2{a}-P-4{a}] where a<b, a in H complete
P test=AQJ5-Q96-QJT2-76 text="a minimum: pass" ref="standard teaching: opener after his reopening double"
# ---------------------------------------------------------------------------------------
# Opener's rebid after responder's free new suit (forcing) over the overcall: raise with
# four-card support (a jump 16-18), notrump with a stopper, a 6-card suit, a second suit,
# else rebid the suit.
# ---------------------------------------------------------------------------------------
[1C-1D-1S-P] complete
4S hcp=19+ S=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AK32-KQ4-2-AKJ32
3S hcp=16-18 S=4+ text="jump raise: support, 16-18" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S hcp=11-15 S=4+ text="raise: support (a minimum opening, light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
1N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3C hcp=16-18 C=6+ text="jump: 6+ cards, 16-18" test=J6-A6-KJ4-AKJ987 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2D hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=K2-AKQ2-32-AKJ32
2C text="rebids the suit" test=K9-KQ76-J75-A854 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-1D-1H-P] complete
4H hcp=19+ H=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=KQ4-AK32-2-AKJ32
3H hcp=16-18 H=4+ text="jump raise: support, 16-18" test=KQJ-KQ83-AK5-T65 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2H hcp=11-15 H=4+ text="raise: support (a minimum opening, light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
1N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3C hcp=16-18 C=6+ text="jump: 6+ cards, 16-18" test=J6-A6-KJ4-AKJ987 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
1S hcp=12-18 S=4+ text="a second suit" test=K862-AT5-J7-AJ63 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2D hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AKQ2-K2-32-AKJ32
2C text="rebids the suit" test=J86-K96-742-AKQ3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-2D-2S-P] complete
4S hcp=16+ S=3+ text="game: support, 16+" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=12-15 S=3+ text="raise: support" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=Q3-Q864-AKT-AQJ3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 C=2-5 D=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=A7-KQ4-QJ965-KJ8
3C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3D hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=K2-AKQ2-32-AKJ32
3C text="rebids the suit" test=K9-KQ76-J75-A854 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-2D-2H-P] complete
4H hcp=16+ H=3+ text="game: support, 16+" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=12-15 H=3+ text="raise: support" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 C=2-5 D=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=A6532-KJ-K9-KJ84
3C C=6+ text="a 6-card suit" test=Q8-J9-QJ5-KQJ542 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S hcp=12-18 S=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=AK97-T4-743-AQJ3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3D hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AKQ2-K2-32-AKJ32
3C text="rebids the suit" test=Q3-K6-A972-K8753 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-1H-1S-P] complete
4S hcp=19+ S=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AK32-2-KQ4-AKJ32
3S hcp=16-18 S=4+ text="jump raise: support, 16-18" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S hcp=11-15 S=4+ text="raise: support (a minimum opening, light openings included)" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
1N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=K9-KQ76-J75-A854 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=16-18 S=3 text="jump raise: three-card support for the five-card 1S, 16-18" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; SAYC booklet: after 1m-(1H) the negative double shows exactly four spades, so 1S shows five" test=AK4-K4-A94-QJ832
2S hcp=12-15 S=3 text="raise: three-card support for the five-card 1S" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; SAYC booklet: after 1m-(1H) the negative double shows exactly four spades, so 1S shows five" test=K94-Q4-A94-KJ832
3C hcp=16-18 C=6+ text="jump: 6+ cards, 16-18" test=J6-A6-KJ4-AKJ987 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2H hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=K2-32-AKQ2-AKJ32
2C text="rebids the suit" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-1H-2D-P] complete
3D hcp=12-15 D=3+ text="raise: support" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 D=2-5 C=2-5 H=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=QJ-AJ7-A95-KQ763
3C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S hcp=12-18 S=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=AKT9-QT6-A5-J653 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
2H hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AKQ2-32-K2-AKJ32
3C text="rebids the suit" test=A5-Q763-QJ-AJT85 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-2H-2S-P] complete
4S hcp=16+ S=3+ text="game: support, 16+" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=12-15 S=3+ text="raise: support" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=K9-KQ76-J75-A854 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=KQ-A953-Q92-AK92 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 D=2-5 C=2-5 H=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=Q8-AQJ8-K85-AJT3
3C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=K2-32-AKQ2-AKJ32
3C text="rebids the suit" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-2H-3D-P] complete
3N hcp=15+ shape=balanced H=:1stop text="game, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=12-18 S=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3N text="nothing better" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-1S-2H-P] complete
4H hcp=16+ H=3+ text="game: support, 16+" test=AK4-KT4-A94-AT82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=12-15 H=3+ text="raise: support" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 H=2-5 D=2-5 C=2-5 S=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=AT54-A9-AJ7-Q865
3C C=6+ text="a 6-card suit" test=Q8-J9-QJ5-KQJ542 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=32-K2-AKQ2-AKJ32
3C text="rebids the suit" test=Q975-KT-K76-AJ53 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-1S-2D-P] complete
3D hcp=12-15 D=3+ text="raise: support" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 H=2-5 D=2-5 C=2-5 S=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=KT-Q973-AQ-A8532
3C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2H hcp=12-18 H=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=T653-AQT7-A8-A82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
2S hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=32-AKQ2-K2-AKJ32
3C text="rebids the suit" test=Q75-A72-AT-KJT76 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-2S-3H-P] complete
3N hcp=15+ shape=balanced S=:1stop text="game, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N text="nothing better" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1C-2S-3D-P] complete
3N hcp=15+ shape=balanced S=:1stop text="game, a stopper" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=12-18 H=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=A643-KJT6-Q7-K73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3N text="nothing better" test=AT84-T5-A64-AJ52 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-2C-2S-P] complete
4S hcp=16+ S=3+ text="game: support, 16+" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=12-15 S=3+ text="raise: support" test=AK2-J753-KT93-Q5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced C=:1stop text="12-14, balanced, a stopper" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=Q9-AK7-A764-AQ62 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 D=2-5 C=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=Q2-K652-KQJT7-A4
3D D=6+ text="a 6-card suit" test=92-42-AKT832-KQT ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3C hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=K2-AKQ2-AKJ32-32
3D text="rebids the suit" test=KQ-A83-QJT8-J864 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-2C-2H-P] complete
4H hcp=16+ H=3+ text="game: support, 16+" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=12-15 H=3+ text="raise: support" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced C=:1stop text="12-14, balanced, a stopper" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=K873-A2-AK97-KJ7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 D=2-5 C=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=A642-82-AK97-AT9
3D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S hcp=12-18 S=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=A875-K7-AQ93-J92 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3C hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AKQ2-K2-AKJ32-32
3D text="rebids the suit" test=AJ-A874-QT876-97 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-1H-1S-P] complete
4S hcp=19+ S=4+ text="game: four-card support and 19+" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AK32-2-AKJ32-KQ4
3S hcp=16-18 S=4+ text="jump raise: support, 16-18" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S hcp=11-15 S=4+ text="raise: support (a minimum opening, light openings included)" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
1N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=AKT-KT32-AJT9-A6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=16-18 S=3 text="jump raise: three-card support for the five-card 1S, 16-18" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; SAYC booklet: after 1m-(1H) the negative double shows exactly four spades, so 1S shows five" test=AK4-K4-QJ832-A94
2S hcp=12-15 S=3 text="raise: three-card support for the five-card 1S" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; SAYC booklet: after 1m-(1H) the negative double shows exactly four spades, so 1S shows five" test=K94-Q4-KJ832-A94
3D hcp=16-18 D=6+ text="jump: 6+ cards, 16-18" test=KT-AJ7-AKQ973-63 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2D D=6+ text="a 6-card suit" test=AK-862-KT9752-Q3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2C hcp=12-18 C=4+ text="a second suit" test=Q4-542-KQ64-AK82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2H hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=K2-32-AKJ32-AKQ2
2D text="rebids the suit" test=J4-J982-AK53-K85 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-1H-2C-P] complete
3C hcp=12-15 C=3+ text="raise: support" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=QT52-KQ95-KT4-K6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 D=2-5 C=2-5 H=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=A654-AK5-KJ-Q654
3D hcp=16-18 D=6+ text="jump: 6+ cards, 16-18" test=KT-AJ7-AKQ973-63 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S hcp=12-18 S=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=A965-Q83-A653-A3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
2H hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AKQ2-32-AKJ32-K2
2D text="rebids the suit" test=AJ3-Q532-KJT8-K6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-2H-2S-P] complete
4S hcp=16+ S=3+ text="game: support, 16+" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=12-15 S=3+ text="raise: support" test=AK2-J753-KT93-Q5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced H=:1stop text="12-14, balanced, a stopper" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced H=:1stop text="18-19, balanced, a stopper" test=AK-K76-AK87-QT43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 D=2-5 C=2-5 H=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=A7-AKJ8-JT-QT962
3D D=6+ text="a 6-card suit" test=92-42-AKT832-KQT ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3C hcp=12-18 C=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=Q4-542-KQ64-AK82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3H hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=K2-32-AKJ32-AKQ2
3D text="rebids the suit" test=K4-T765-AQ75-AT5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-2H-3C-P] complete
3N hcp=15+ shape=balanced H=:1stop text="game, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3D D=6+ text="a 6-card suit" test=K52-54-AKT932-K8 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=12-18 S=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3D text="rebids the suit" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-1S-2H-P] complete
4H hcp=16+ H=3+ text="game: support, 16+" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=12-15 H=3+ text="raise: support" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=KT85-K9-AT83-K82 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=K873-A2-AK97-KJ7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 H=2-5 D=2-5 C=2-5 S=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=AT65-86-AK74-AJ3
3D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3C hcp=12-18 C=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=932-A7-QJ87-AK86 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
2S hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=32-K2-AKJ32-AKQ2
3D text="rebids the suit" test=9654-J7-AQ53-KQ8 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-1S-2C-P] complete
3C hcp=12-15 C=3+ text="raise: support" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=AK2-J753-KT93-Q5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 H=2-5 D=2-5 C=2-5 S=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=A8753-A952-75-AK
3D hcp=16-18 D=6+ text="jump: 6+ cards, 16-18" test=KT-AJ7-AKQ973-63 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2H hcp=12-18 H=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=T82-K954-AK42-A2 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
2S hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=32-AKQ2-AKJ32-K2
2D text="rebids the suit" test=JT43-A53-AQ83-Q2 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-2S-3H-P] complete
3N hcp=15+ shape=balanced S=:1stop text="game, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N text="nothing better" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1D-2S-3C-P] complete
3N hcp=15+ shape=balanced S=:1stop text="game, a stopper" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3D D=6+ text="a 6-card suit" test=K52-54-AKT932-K8 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=12-18 H=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=KQ98-AJ32-A64-94 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3D text="rebids the suit" test=KQ-A83-QJT8-J864 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1H-2C-2S-P] complete
4S hcp=16+ S=3+ text="game: support, 16+" test=AT72-KQJ97-A7-QJ ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=12-15 S=3+ text="raise: support" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced C=:1stop text="12-14, balanced, a stopper" test=Q4-KQT84-KT8-K95 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=Q5-AKJT6-A93-KQ4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 D=2-5 C=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=J4-AK942-A53-KT7
3H H=6+ text="a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3D hcp=12-18 D=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=Q4-AKQ74-8732-K6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3C hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=K2-AKJ32-AKQ2-32
3H text="rebids the suit" test=JT-KQ982-A98-Q32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1H-2C-2D-P] complete
3D hcp=12-15 D=3+ text="raise: support" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced C=:1stop text="12-14, balanced, a stopper" test=842-A9743-KQ-A73 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 D=2-5 C=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=J9-K842-K543-AKQ
3H hcp=16-18 H=6+ text="jump: 6+ cards, 16-18" test=J6-AQT942-AT4-KQ ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2H H=6+ text="a 6-card suit" test=Q65-KQJ652-A3-32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S hcp=12-18 S=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=KQ95-AQT87-75-K9 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3C hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AKQ2-AKJ32-K2-32
2H text="rebids the suit" test=A9-QJT74-74-AQ93 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1H-2D-2S-P] complete
4S hcp=16+ S=3+ text="game: support, 16+" test=AT72-KQJ97-A7-QJ ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=12-15 S=3+ text="raise: support" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=Q5-AK952-A54-T76 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=Q5-AKJT6-A93-KQ4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 C=2-5 D=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=Q4-AJ93-AKJ87-94
3H H=6+ text="a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3C hcp=12-18 C=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=Q2-AKT74-63-KQ53 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3D hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=K2-AKJ32-32-AKQ2
3H text="rebids the suit" test=K8-AJT62-8432-A6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1H-2D-3C-P] complete
3N hcp=15+ shape=balanced D=:1stop text="game, a stopper" test=A9-AK742-K97-KJ5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H H=6+ text="a 6-card suit" test=Q92-AKJT98-JT-Q3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S hcp=12-18 S=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=KQ72-QT942-AQ-T3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3H text="rebids the suit" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1H-1S-2D-P] complete
3D hcp=12-15 D=3+ text="raise: support" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=AT8-A9765-A3-J75 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 H=2-5 D=2-5 C=2-5 S=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=KJ2-K83-K7-AJ953
3H hcp=16-18 H=6+ text="jump: 6+ cards, 16-18" test=J6-AQT942-AT4-KQ ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2H H=6+ text="a 6-card suit" test=Q65-KQJ652-A3-32 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3C hcp=12-18 C=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=Q2-AKT74-63-KQ53 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
2S hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=32-AKJ32-K2-AKQ2
2H text="rebids the suit" test=A842-A9643-73-A9 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1H-1S-2C-P] complete
3C hcp=12-15 C=3+ text="raise: support" test=Q5-AK952-A54-T76 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced S=:1stop text="12-14, balanced, a stopper" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced S=:1stop text="18-19, balanced, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 H=2-5 D=2-5 C=2-5 S=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=A5-QJ93-AQ9-K932
3H hcp=16-18 H=6+ text="jump: 6+ cards, 16-18" test=J6-AQT942-AT4-KQ ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2H H=6+ text="a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2D hcp=12-18 D=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=Q4-AKQ74-8732-K6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
2S hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=32-AKJ32-AKQ2-K2
2H text="rebids the suit" test=A842-A9643-73-A9 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1H-2S-3D-P] complete
3N hcp=15+ shape=balanced S=:1stop text="game, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H H=6+ text="a 6-card suit" test=Q92-AKJT98-JT-Q3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H text="rebids the suit" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1H-2S-3C-P] complete
3N hcp=15+ shape=balanced S=:1stop text="game, a stopper" test=KJ-AKQT2-Q82-QJ5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H H=6+ text="a 6-card suit" test=Q92-AKJT98-JT-Q3 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3D hcp=12-18 D=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=Q4-AKQ74-8732-K6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3H text="rebids the suit" test=KQT-AQ963-Q42-94 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1S-2C-2H-P] complete
4H hcp=16+ H=3+ text="game: support, 16+" test=KQ532-AKQJ-64-Q2 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=12-15 H=3+ text="raise: support" test=K8652-K98-A3-K98 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced C=:1stop text="12-14, balanced, a stopper" test=K7532-Q3-Q62-AQ4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=AKQ94-85-KT9-KQJ ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 D=2-5 C=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=A962-K7-K76-AJ53
3S hcp=16-18 S=6+ text="jump: 6+ cards, 16-18" test=AKQT95-T5-KJ-KJ6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S S=6+ text="a 6-card suit" test=AJ8764-Q4-J5-A83 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3D hcp=12-18 D=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=KJ432-Q8-KQT8-K7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3C hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AKJ32-K2-AKQ2-32
2S text="rebids the suit" test=AQ962-T3-A754-J4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1S-2C-2D-P] complete
3D hcp=12-15 D=3+ text="raise: support" test=K7532-Q3-Q62-AQ4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced C=:1stop text="12-14, balanced, a stopper" test=K8652-K98-A3-K98 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced C=:1stop text="18-19, balanced, a stopper" test=AKQ94-85-KT9-KQJ ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 D=2-5 C=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=KQ86-J763-93-AKQ
3S hcp=16-18 S=6+ text="jump: 6+ cards, 16-18" test=AK6542-K53-K7-A7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S S=6+ text="a 6-card suit" test=AJ8764-Q4-J5-A83 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2H hcp=12-18 H=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=KJ543-AJ82-T8-AJ ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3C hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AKJ32-AKQ2-K2-32
2S text="rebids the suit" test=AQ962-T3-A754-J4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1S-2D-2H-P] complete
4H hcp=16+ H=3+ text="game: support, 16+" test=KQ532-AKQJ-64-Q2 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=12-15 H=3+ text="raise: support" test=K8652-K98-A3-K98 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2N hcp=12-14 shape=balanced D=:1stop text="12-14, balanced, a stopper" test=AT982-A3-K62-KT6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=18-19 shape=balanced D=:1stop text="18-19, balanced, a stopper" test=AKQ94-85-KT9-KQJ ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3N hcp=15-17 S=2-5 H=2-5 C=2-5 D=2+:1stop text="15-17, no singleton and no six-card suit, a stopper: game opposite the free two-level bid (10+)" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; 25 points together make game (15+ opposite 10+), 3NT with their suit stopped" test=Q98-J3-AKJ5-AJ53
3S hcp=16-18 S=6+ text="jump: 6+ cards, 16-18" test=AKQT95-T5-KJ-KJ6 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
2S S=6+ text="a 6-card suit" test=AJ8764-Q4-J5-A83 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3C hcp=12-18 C=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=KQT83-Q4-A4-QJ96 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3D hcp=18+ asks=G text="cue bid of their suit: 18+, forcing to game" ref="standard teaching: opener's rebid after responder's forcing new suit in competition; with 18+ opposite a free bid opener makes sure of game" test=AKJ32-K2-32-AKQ2
2S text="rebids the suit" test=AQ962-T3-A754-J4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1S-2D-3C-P] complete
3N hcp=15+ shape=balanced D=:1stop text="game, a stopper" test=AKQ94-85-KT9-KQJ ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S S=6+ text="a 6-card suit" test=AQ9876-Q84-A2-JT ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3H hcp=12-18 H=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=KJ543-AJ82-T8-AJ ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3S text="rebids the suit" test=AKT75-93-K874-Q5 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1S-2H-3D-P] complete
3N hcp=15+ shape=balanced H=:1stop text="game, a stopper" test=KJ932-K3-AKJ-K92 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S S=6+ text="a 6-card suit" test=AQ9876-Q84-A2-JT ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S text="rebids the suit" test=K7532-Q3-Q62-AQ4 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
[1S-2H-3C-P] complete
3N hcp=15+ shape=balanced H=:1stop text="game, a stopper" test=KJ932-K3-AKJ-K92 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3S S=6+ text="a 6-card suit" test=AQ9876-Q84-A2-JT ref="standard teaching: opener's rebid after responder's forcing new suit in competition"
3D hcp=12-18 D=4+ asks=1 text="a second suit: forcing one round after responder's free bid at the two level" test=KJ432-Q8-KQT8-K7 ref="standard teaching: opener's rebid after responder's forcing new suit in competition; ACBL SAYC booklet: a new suit by opener after a two-level response is forcing one round (a free bid keeps its promise)"
3S text="rebids the suit" test=KQ863-QJ-T52-KJ9 ref="standard teaching: opener's rebid after responder's forcing new suit in competition"

# Opener after a balancing double (1x-P-P-D): redouble with 16+, else rebid naturally or pass.
[1C-P-P-D] complete
R "Redouble" hcp=16+ text="16+: a good hand" test=KJ64-AJ-A62-AJ32 ref="standard teaching: opener's redouble shows extra values (16+)"
2C C=6+ text="a 6-card suit" test=AK-J74-J7-QJT643 ref="standard teaching: opener after a balancing double"
1S S=5+ C=5+ text="a second 5-card suit" test=AT932-6-85-AQ965 ref="standard teaching: opener after a balancing double"
1H H=5+ C=5+ text="a second 5-card suit" test=73-T9873-9-AKQ65 ref="standard teaching: opener after a balancing double"
1D D=5+ C=5+ text="a second 5-card suit" test=72-K-AKT76-T9653 ref="standard teaching: opener after a balancing double"
P test=A643-KJT6-Q7-K73 text="nothing to add: pass" ref="standard teaching: opener after a balancing double"
[1D-P-P-D] complete
R "Redouble" hcp=16+ text="16+: a good hand" test=A875-AQ5-AJ43-K4 ref="standard teaching: opener's redouble shows extra values (16+)"
2D D=6+ text="a 6-card suit" test=AK6-82-KT9752-Q3 ref="standard teaching: opener after a balancing double"
1S S=5+ D=5+ text="a second 5-card suit" test=AQJT5-T2-Q8743-T ref="standard teaching: opener after a balancing double"
1H H=5+ D=5+ text="a second 5-card suit" test=J8-T8542-KQJ92-Q ref="standard teaching: opener after a balancing double"
2C C=5+ D=5+ text="a second 5-card suit" test=T-T6-AKJT2-A7543 ref="standard teaching: opener after a balancing double"
P test=Q4-KJ75-AT85-K43 text="nothing to add: pass" ref="standard teaching: opener after a balancing double"
[1H-P-P-D] complete
R "Redouble" hcp=16+ text="16+: a good hand" test=76-AQJ73-K976-AK ref="standard teaching: opener's redouble shows extra values (16+)"
2H H=6+ text="a 6-card suit" test=Q2-AQJ872-K73-63 ref="standard teaching: opener after a balancing double"
1S S=5+ H=5+ text="a second 5-card suit" test=KQ987-A7432-32-T ref="standard teaching: opener after a balancing double"
2D D=5+ H=5+ text="a second 5-card suit" test=K-QJT43-K8543-KT ref="standard teaching: opener after a balancing double"
2C C=5+ H=5+ text="a second 5-card suit" test=QJ-J7642-K-KQ984 ref="standard teaching: opener after a balancing double"
P test=KQT-AQ963-Q42-94 text="nothing to add: pass" ref="standard teaching: opener after a balancing double"
[1S-P-P-D] complete
R "Redouble" hcp=16+ text="16+: a good hand" test=AJ974-K2-J9-AKJ4 ref="standard teaching: opener's redouble shows extra values (16+)"
2S S=6+ text="a 6-card suit" test=AJ8764-Q4-J5-A83 ref="standard teaching: opener after a balancing double"
2H H=5+ S=5+ text="a second 5-card suit" test=QJ853-KQ432-5-A7 ref="standard teaching: opener after a balancing double"
2D D=5+ S=5+ text="a second 5-card suit" test=KJ642-A6-KJ874-8 ref="standard teaching: opener after a balancing double"
2C C=5+ S=5+ text="a second 5-card suit" test=KQJ53-A3-5-QT763 ref="standard teaching: opener after a balancing double"
P test=AKT75-93-K874-Q5 text="nothing to add: pass" ref="standard teaching: opener after a balancing double"
[1C-P-2C-D] complete
3C C=6+ text="competes: 6 cards" test=AK-J74-J7-QJT643 ref="standard teaching: opener after a balancing double"
P test=A643-KJT6-Q7-K73 text="nothing to add: pass" ref="standard teaching: opener after a balancing double"
[1D-P-2D-D] complete
3D D=6+ text="competes: 6 cards" test=K52-54-AKT932-K8 ref="standard teaching: opener after a balancing double"
P test=Q4-KJ75-AT85-K43 text="nothing to add: pass" ref="standard teaching: opener after a balancing double"
[1H-P-2H-D] complete
4H dist=T18+ text="game" test=A5-AKJ42-32-AT53 ref="standard teaching: opener after a balancing double"
3H H=6+ dist=T15-17 text="competes: 6 cards" test=84-AKQJ87-QJ8-95 ref="standard teaching: opener after a balancing double"
P test=A842-A9643-73-A9 text="nothing to add: pass" ref="standard teaching: opener after a balancing double"
[1S-P-2S-D] complete
4S dist=T18+ text="game" test=AK643-AQ83-32-K9 ref="standard teaching: opener after a balancing double"
3S S=6+ dist=T15-17 text="competes: 6 cards" test=AQT753-AT8-73-K7 ref="standard teaching: opener after a balancing double"
P test=AKT75-93-K874-Q5 text="nothing to add: pass" ref="standard teaching: opener after a balancing double"

# Opener after the single raise of his major and their overcall (1M-P-2M-(bid)): as over a
# balancing double. The raise shows 6-10, so game with 19+ total points (16+ of them high
# cards, since the raise may be a few points of distribution); with a sixth trump
# (nine together) compete to three of the major by the law of total tricks when it is still
# available; otherwise pass.
block "Opener after the raise and their overcall"
4{a} dist=T19+ hcp=16+ text="game: 19+ points (16+ HCP) opposite the single raise" ref="standard teaching: opener's rebid after a single raise in competition; 25-26 points together make game"
   test=A5-AKJ42-AK53-32
4{a} {a}=5+ losers=5 hcp=15+ text="game: five losers or fewer opposite the single raise (its nine losers and my five leave ten tricks)" ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: five losers opposite a single raise's nine make ten)"
   test=AKJ72-AQJ72-32-3
3{a} losers=6 hcp=10+ text="competes: six losers or fewer opposite the single raise (its nine losers and my six leave nine tricks)" ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a single raise's nine make nine)"
   test=AKJ72-K8632-3-32
[1H-P-2H-2S] complete
4H dist=T19+ hcp=16+ text="game: 19+ points (16+ HCP) opposite the single raise" ref="standard teaching: opener's rebid after a single raise in competition; 25-26 points together make game"
   test=A5-AKJ42-AK53-32
3H losers=6 hcp=10+ text="competes: six losers or fewer opposite the single raise (its nine losers and my six leave nine tricks)" ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: six losers opposite a single raise's nine make nine)"
   test=A2-AKJ72-K8632-3
3H H=6+ text="competes: six trumps (nine together)" ref="standard teaching: the law of total tricks" test=84-AKJ987-QJ8-95
P text="nothing to add: pass" ref="standard teaching: opener's rebid after a single raise in competition" test=A842-A9643-73-A9
# A minor raised and their overcall: opener's balanced notrump rebids keep their meaning with
# their suit stopped (systems on): 2NT invites with 17-18, 3NT with 19.
[1{a}-P-2{a}-2{b}] where a in CD, a<b
2N hcp=17-18 shape=balanced {b}=:1stop text="17-18 balanced, their suit stopped, invitational (as without the overcall)" ref="standard teaching: opener's rebid after a single raise of a minor in competition: the notrump rebids keep their meaning with their suit stopped (2NT 17-18 invitational, 3NT with 19); 25 points together make game"
   test=AQ4-KJ3-AQ94-Q92|AQ4-KJ3-Q92-AQ94
3N hcp=19 shape=balanced {b}=:1stop text="19 balanced, their suit stopped: game opposite the raise" ref="standard teaching: opener's rebid after a single raise of a minor in competition: the notrump rebids keep their meaning with their suit stopped (2NT 17-18 invitational, 3NT with 19); 25 points together make game"
   test=AQ4-KJ3-AQ94-K92|AQ4-KJ3-K92-AQ94
[1{a}-P-2{a}-3{b}] where a in CD, a<b
3N hcp=18-19 shape=balanced {b}=:1stop text="18-19 balanced, their suit stopped: game opposite the raise" ref="standard teaching: opener's rebid after a single raise of a minor in competition: the notrump rebids keep their meaning with their suit stopped (2NT 17-18 invitational, 3NT with 19); 25 points together make game"
   test=AQ4-KJ3-AQ94-K92|AQ4-KJ3-K92-AQ94
[1{a}-P-2{a}-3{b}] where a in HS, b<a complete
use "Opener after the raise and their overcall"
3{a} {a}=6+ text="competes: six trumps (nine together)" ref="standard teaching: the law of total tricks" test=Q98765-Q98765-2-
P text="nothing to add: pass" ref="standard teaching: opener's rebid after a single raise in competition" test=A9643-A96-73-A96|A96-A9643-73-A96
[1{a}-P-2{a}-2N] where a in HS complete
use "Opener after the raise and their overcall"
3{a} {a}=6+ text="competes: six trumps (nine together)" ref="standard teaching: the law of total tricks" test=Q98765-Q98765-2-
P text="nothing to add: pass" ref="standard teaching: opener's rebid after a single raise in competition" test=A9643-A96-73-A96|A96-A9643-73-A96
# The same when the overcall was direct and advancer raised it to three (1M-(2x)-2M-(3x)):
# the raise shows 6-10 and three trumps; with a sixth trump (nine together) the three level
# by the law of total tricks; with five trumps and 17+ the side holds the balance of the
# values (23+ together), which makes up for the ninth trump: the three level too. Otherwise
# the general layer (game on combined values, a penalty double), or pass. With 17+ HCP and
# five losers or fewer (ten tricks opposite the raise's nine), game as without the overcall;
# with 18+ HCP game too (24+ together: their raise has taken the room for a game try).
[1{a}-2{b}-2{a}-3{b}] where a in HS, b<a
4{a} hcp=17+ {a}=5+ losers=5 text="game: 17+ HCP and five losers or fewer opposite the single raise (ten tricks by the losing trick count)" ref="standard teaching: the losing trick count (opener with five losers bids game over a single raise); in competition, bid the game the hand is worth"
   test=5-AKQ874-KQ4-A32|AKQ874-5-KQ4-A32
4{a} hcp=18+ {a}=5+ text="game: 18+ opposite the single raise (6-10), 24+ HCP together" ref="standard teaching: opener's rebid after a single raise in competition: their raise takes away the game try, so with 18+ (24+ together opposite the raise's 6-10) opener bids the game"
   test=Q83-AJ832-AQ-KQ4|AJ832-Q83-AQ-KQ4
3{a} {a}=6+ text="competes: six trumps (nine together)" ref="standard teaching: the law of total tricks" test=Q98765-Q98765-2-
3{a} {a}=5 hcp=17+ text="competes: five trumps and 17+, the balance of the values together" ref="standard teaching: the law of total tricks, adjusted for the side's values (with most of the high cards, compete a level higher)" test=AK943-Q72-KQ5-K4|Q72-AK943-KQ5-K4
[1H-P-2H-3S] complete
4H dist=T19+ hcp=16+ text="game: 19+ points (16+ HCP) opposite the single raise" ref="standard teaching: opener's rebid after a single raise in competition; 25-26 points together make game"
   test=A5-AKJ42-AK53-32
P text="nothing to add: pass" ref="standard teaching: opener's rebid after a single raise in competition" test=A842-A9643-73-A9

# Opener after the negative double when fourth hand bids: show the major partner promised
# (four cards) if it is still cheap, otherwise pass.
[1C-1D-D-2C] complete
2S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
2H H=4+ text="4+ hearts: competes" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=K85-JT8-AQ3-KJ72 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KJ9-KJT-A98-J542 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1C-2D-D-3C] complete
3S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
3H H=4+ text="4+ hearts: competes" test=64-JT52-AQ7-AQT7 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=K85-JT8-AQ3-KJ72 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KJ9-KJT-A98-J542 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1C-1H-D-2D] complete
2S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=Q4-A7-KJ75-A6432 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=64-JT52-AQ7-AQT7 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1C-1H-D-2C] complete
2S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=A7-Q976-AQ6-9632 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1C-2H-D-3D] complete
3S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=Q4-A7-KJ75-A6432 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=64-JT52-AQ7-AQT7 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1C-2H-D-3C] complete
3S S=4+ text="4+ spades: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=T9-AJT3-Q85-AQJ7 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=A7-Q976-AQ6-9632 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1C-1S-D-2D] complete
2H H=4+ text="4+ hearts: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=Q4-A7-KJ75-A6432 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=AT84-T5-A64-AJ52 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1C-1S-D-2C] complete
2H H=4+ text="4+ hearts: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=K85-JT8-AQ3-KJ72 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=QJ82-AT-Q87-K865 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1C-2S-D-3D] complete
3H H=4+ text="4+ hearts: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=Q4-A7-KJ75-A6432 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=AT84-T5-A64-AJ52 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1C-2S-D-3C] complete
3H H=4+ text="4+ hearts: competes" test=A643-KJT6-Q7-K73 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=K85-JT8-AQ3-KJ72 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=QJ82-AT-Q87-K865 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1D-2C-D-2D] complete
2S S=4+ text="4+ spades: competes" test=KT85-K9-AT83-K82 ref="standard teaching: opener after the negative double when fourth hand bids"
2H H=4+ text="4+ hearts: competes" test=Q4-KJ75-AT85-K43 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=K2-Q62-5432-AK82 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1D-1H-D-2D] complete
2S S=4+ text="4+ spades: competes" test=KT85-K9-AT83-K82 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=K2-Q62-5432-AK82 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1D-1H-D-2C] complete
2S S=4+ text="4+ spades: competes" test=KT85-K9-AT83-K82 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=Q4-KJ75-AT85-K43 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1D-2H-D-3D] complete
3S S=4+ text="4+ spades: competes" test=KT85-K9-AT83-K82 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=K2-Q62-5432-AK82 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1D-2H-D-3C] complete
3S S=4+ text="4+ spades: competes" test=KT85-K9-AT83-K82 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=Q4-KJ75-AT85-K43 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1D-1S-D-2D] complete
2H H=4+ text="4+ hearts: competes" test=KQ98-AJ32-A64-94 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=K2-Q62-5432-AK82 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1D-1S-D-2C] complete
2H H=4+ text="4+ hearts: competes" test=KQ98-AJ32-A64-94 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQ-A83-QJT8-J864 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1D-2S-D-3D] complete
3H H=4+ text="4+ hearts: competes" test=KQ98-AJ32-A64-94 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=K2-Q62-5432-AK82 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1D-2S-D-3C] complete
3H H=4+ text="4+ hearts: competes" test=KQ98-AJ32-A64-94 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=J3-AJ8-AT32-A932 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQ-A83-QJT8-J864 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-2C-D-2H] complete
2S S=4+ text="4+ spades: competes" test=A842-A9643-73-A9 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ H=4+:4+ text="penalty" test=A93-AJ982-QT-K76 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=43-QJT74-Q4-KQJ2 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-2C-D-2D] complete
2S S=4+ text="4+ spades: competes" test=A842-A9643-73-A9 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=J8-KT873-AKJ4-Q7 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-2D-D-2H] complete
2S S=4+ text="4+ spades: competes" test=A842-A9643-73-A9 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ H=4+:4+ text="penalty" test=A93-AJ982-QT-K76 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=43-QJT74-Q4-KQJ2 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-2D-D-3C] complete
3S S=4+ text="4+ spades: competes" test=A842-A9643-73-A9 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=Q2-AKT74-63-KQ53 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-1S-D-2H] complete
D "Penalty Double" hcp=12+ H=4+:4+ text="penalty" test=A93-AJ982-QT-K76 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQ83-AT985-J5-J2 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-1S-D-2D] complete
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=J8-KT873-AKJ4-Q7 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-1S-D-2C] complete
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=Q2-AKT74-63-KQ53 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-2S-D-3H] complete
D "Penalty Double" hcp=12+ H=4+:4+ text="penalty" test=A93-AJ982-QT-K76 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQ83-AT985-J5-J2 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-2S-D-3D] complete
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=J8-KT873-AKJ4-Q7 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1H-2S-D-3C] complete
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=Q2-AKT74-63-KQ53 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=KQT-AQ963-Q42-94 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1S-2C-D-2S] complete
3H H=4+ text="4+ hearts: competes" test=AKJ43-J532-J5-Q7 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ S=4+:4+ text="penalty" test=AT982-A3-K62-KT6 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=AQ962-T3-A754-J4 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1S-2C-D-2D] complete
2H H=4+ text="4+ hearts: competes" test=AKJ43-J532-J5-Q7 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=KJ432-Q8-KQT8-K7 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=AKT75-93-K874-Q5 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1S-2D-D-2S] complete
3H H=4+ text="4+ hearts: competes" test=AKJ43-J532-J5-Q7 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ S=4+:4+ text="penalty" test=AT982-A3-K62-KT6 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=AQ962-T3-A754-J4 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1S-2D-D-3C] complete
3H H=4+ text="4+ hearts: competes" test=AKJ43-J532-J5-Q7 ref="standard teaching: opener after the negative double when fourth hand bids"
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=A7542-83-A6-AQT3 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=AKT75-93-K874-Q5 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1S-2H-D-2S] complete
D "Penalty Double" hcp=12+ S=4+:4+ text="penalty" test=AT982-A3-K62-KT6 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=AQ962-T3-A754-J4 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1S-2H-D-3D] complete
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty" test=KJ432-Q8-KQT8-K7 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=AKT75-93-K874-Q5 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"
[1S-2H-D-3C] complete
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty" test=A7542-83-A6-AQT3 ref="standard teaching: penalty doubles; standard teaching: opener after the negative double when fourth hand bids"
P test=AKT75-93-K874-Q5 text="nothing cheap to show: pass" ref="standard teaching: opener after the negative double when fourth hand bids"






# ---------------------------------------------------------------------------------------
# Responder's second call after his forcing call over the overcall (a free new suit, 10+ at
# the two level; the cue-bid raise, a limit raise or better) and opener's rebid below game,
# RHO passing. An opening bid opposite an opening bid belongs in game: with 13+ responder
# makes sure of it. Four of opener's major with three-card support; four of his own strong
# six-card major; 3NT with their suit stopped; else the cue bid of their suit, asking opener
# for a stopper (forcing). With less he leaves it to the sections that follow (the general
# layer passes or bids game on the combined values).
# ---------------------------------------------------------------------------------------
[1{a}-2{b}-suit-P-2bid|3bid-P] where a!=b, b in C, a in H
4{a} {a}=3+ dist=T13+ text="game: three-card support for opener's major, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ2-KJ2-Q32-Q432
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-K2-AQJ32-5432
[1{a}-2{b}-suit-P-2bid|3bid-P] where a!=b, b in C, a in S
4{a} {a}=3+ dist=T13+ text="game: three-card support for opener's major, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ2-KJ2-Q32-Q432
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-K2-AQJ32-5432
[1{a}-2{b}-suit-P-2bid|3bid-P] where a!=b, b in C, a in CD
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-K2-AQJ32-5432
[1{a}-1{b}-suit-P-2bid|3bid-P] where a<b, b in D, a in CD
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-K2-5432-AQJ32
[1{a}-2{b}-suit-P-2bid|3bid-P] where a!=b, b in D, a in H
4{a} {a}=3+ dist=T13+ text="game: three-card support for opener's major, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ2-KJ2-Q32-Q432
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-K2-5432-AQJ32
[1{a}-2{b}-suit-P-2bid|3bid-P] where a!=b, b in D, a in S
4{a} {a}=3+ dist=T13+ text="game: three-card support for opener's major, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ2-KJ2-Q32-Q432
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-K2-5432-AQJ32
[1{a}-2{b}-suit-P-2bid|3bid-P] where a!=b, b in D, a in CD
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-K2-5432-AQJ32
[1{a}-1{b}-suit-P-2bid|3bid-P] where a<b, b in H, a in CD
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
2{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-32-AQJ32-K432
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-32-AQJ32-K432
[1{a}-2{b}-suit-P-2bid|3bid-P] where a!=b, b in H, a in S
4{a} {a}=3+ dist=T13+ text="game: three-card support for opener's major, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ2-KJ2-Q32-Q432
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-32-AQJ32-K432
[1{a}-2{b}-suit-P-2bid|3bid-P] where a!=b, b in H, a in CD
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AK-32-AQJ32-K432
[1{a}-1{b}-suit-P-2bid|3bid-P] where a<b, b in S, a in H
4{a} {a}=3+ dist=T13+ text="game: three-card support for opener's major, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ2-KJ2-Q32-Q432
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
2{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-AK-AQJ32-K432
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-AK-AQJ32-K432
[1{a}-1{b}-suit-P-2bid|3bid-P] where a<b, b in S, a in CD
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
2{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-AK-AQJ32-K432
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-AK-AQJ32-K432
[1{a}-2{b}-3suit-P-3bid-P] where a!=b, b in S, a in H
4{a} {a}=3+ dist=T13+ text="game: three-card support for opener's major, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ2-KJ2-Q32-Q432
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-AK-AQJ32-K432
[1{a}-2{b}-3suit-P-3bid-P] where a!=b, b in S, a in CD
4S dist=T13+ S=6+:a text="game: a strong six-card spade suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ842-A2-Q86-J4
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A2-AKJ842-Q86-J4
3N hcp=13+ {b}=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=A2-K2-KJ43-QJ632
3{b} hcp=13+ asks=1 text="cue bid: game values, no stopper in their suit (asks for one)" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-AK-AQJ32-K432
# Responder's second call after his free new suit at the two level (10+, forcing) and
# opener's minimum rebid of his own suit, RHO passing. Game values are bid above; with 10-12
# responder rebids as without the overcall: a six-card suit at the three level (invitational,
# not forcing), or 2NT with 11-12 and their suit stopped. Pass is for the responder who has
# nothing more to show.
[1{a}-1{b}-2C-P-2{a}-P] where a<b, a in DH
3C hcp=10-12 C=6+ {a}=<3 text="6+ in his suit, 10-12: invitational, not forcing" ref="standard teaching: responder's rebids: a rebid of his own suit at the three level after a two-level new suit is invitational (as without the overcall)" test=K32-72-Q7-KQJ952
2N hcp=11-12 {a}=<3 {b}=:1stop text="11-12, their suit stopped: invitational" ref="standard teaching: responder's rebids: 2NT is invitational (11-12); notrump needs their suit stopped" test=KJ32-A2-72-QJ743
[1H-1S-2D-P-2H-P]
3D hcp=10-12 D=6+ H=<3 text="6+ in his suit, 10-12: invitational, not forcing" ref="standard teaching: responder's rebids: a rebid of his own suit at the three level after a two-level new suit is invitational (as without the overcall)" test=K2-72-KQJ952-Q74
2N hcp=11-12 H=<3 S=:1stop text="11-12, their suit stopped: invitational" ref="standard teaching: responder's rebids: 2NT is invitational (11-12); notrump needs their suit stopped" test=KJ3-72-AJ52-Q743
[1{a}-2C-2D-P-2{a}-P] where a in HS
3D hcp=10-12 D=6+ {a}=<3 text="6+ in his suit, 10-12: invitational, not forcing" ref="standard teaching: responder's rebids: a rebid of his own suit at the three level after a two-level new suit is invitational (as without the overcall)" test=K2-72-KQJ952-Q74
2N hcp=11-12 {a}=<3 C=:1stop text="11-12, their suit stopped: invitational" ref="standard teaching: responder's rebids: 2NT is invitational (11-12); notrump needs their suit stopped" test=72-Q2-KJ52-AJ432
[1S-2{b}-2H-P-2S-P] where b in CD
4H dist=T13+ H=6+:a text="game: a strong six-card heart suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=Q7-AKJ842-Q86-J4
3H hcp=10-12 H=6+ S=<3 text="6+ in his suit, 10-12: invitational, not forcing" ref="standard teaching: responder's rebids: a rebid of his own suit at the three level after a two-level new suit is invitational (as without the overcall)" test=Q7-KQJ952-K2-742
2N hcp=11-12 S=<3 H=<6 {b}=:1stop text="11-12, their suit stopped: invitational" ref="standard teaching: responder's rebids: 2NT is invitational (11-12); notrump needs their suit stopped" test=72-Q74-AJ53-KJ32

# Opener answers the invitation as without the overcall.
[1{a}-1{b}-2{c}-P-2{a}-P-3{c}-P] where a<b, c<a as [1{a}-P-2{c}-P-2{a}-P-3{c}-P]
[1{a}-2{b}-2{c}-P-2{a}-P-3{c}-P] where b<c, c<a as [1{a}-P-2{c}-P-2{a}-P-3{c}-P]
[1{a}-1{b}-2{c}-P-2{a}-P-2N-P] where a<b, c<a as [1{a}-P-2{c}-P-2{a}-P-2N-P]
[1{a}-2{b}-2{c}-P-2{a}-P-2N-P] where b<c, c<a as [1{a}-P-2{c}-P-2{a}-P-2N-P]
# Opener answers responder's cue bid of their suit: 3NT with a stopper; otherwise the
# general layer's forced answers (a five-card suit, support, the cheapest bid).
[1{a}-2{b}-suit-P-2bid|3bid-P-3{b}-P] where a!=b, b in C
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-K32-Q32-AQJ32
[1{a}-1{b}-suit-P-2bid|3bid-P-2{b}|3{b}-P] where a<b, b in D
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-K32-AQJ32-Q32
[1{a}-2{b}-suit-P-2bid|3bid-P-3{b}-P] where a!=b, b in D
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-K32-AQJ32-Q32
[1{a}-1{b}-suit-P-2bid|3bid-P-2{b}|3{b}-P] where a<b, b in H
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-AQJ32-K32-Q32
[1{a}-2{b}-suit-P-2bid|3bid-P-3{b}-P] where a!=b, b in H
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=32-AQJ32-K32-Q32
[1{a}-1{b}-suit-P-2bid|3bid-P-2{b}|3{b}-P] where a<b, b in S
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AQJ32-32-K32-Q32
[1{a}-2{b}-3suit-P-3bid-P-3{b}-P] where a!=b, b in S
3N {b}=:1stop text="a stopper in their suit" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper" test=AQJ32-32-K32-Q32



# ---------------------------------------------------------------------------------------
# Opener when RHO raises the overcall over responder's free new suit in a major
# (1x-(y)-z-(raise)): RHO's bid releases opener from the force, so a pass shows a minimum
# with nothing to say (responder has another turn). With a fit he raises responder's major:
# game with 15+ opposite a two-level free bid (10+, five cards), 17+ opposite a one-level
# one; otherwise the cheapest raise with three-card support (two-level) or four (one-level);
# a penalty double with a trump stack in their suit; a six-card suit rebid; else pass.
# ---------------------------------------------------------------------------------------
# Responder after opener's cue bid of their raised suit (18+, no fit, no stopper: forcing to
# game): 3NT with a stopper in their suit; his own suit again with five cards (six at game);
# support for opener's suit; otherwise opener's suit, the least evil.
[1{a}-1{b}-1{c}-2{b}-3{b}-P] where a<b, b<c, a in CD
3N {b}=:1stop text="a stopper in their suit: 3NT" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper; answering a game-forcing cue bid" test=Q432-KJ2-KJ2-432
4{c} {c}=6+ text="a six-card suit: game" ref="standard teaching: answering a game-forcing cue bid: show the long suit" test=QJ8742-432-32-J2|432-QJ8742-32-J2
3{c} {c}=5+ text="a five-card suit, no stopper" ref="standard teaching: answering a game-forcing cue bid: show the long suit" test=QJ874-432-32-J32|432-QJ874-32-J32
4{a} {a}=3+ text="support for opener's suit, no stopper" ref="standard teaching: answering a game-forcing cue bid: support opener" test=5432-5432-32-A32|5432-5432-A32-32
3{c} text="no stopper, no support: four cards in his suit again" ref="standard teaching: answering a game-forcing cue bid" test=A432-5432-432-32|A432-5432-32-432
[1{a}-1S-2H-2S-3S-P] where a in CD
3N S=:1stop text="a stopper in their suit: 3NT" ref="standard teaching: the cue bid of the opponents' suit asks for a stopper; answering a game-forcing cue bid" test=K32-KJ432-432-32
4H H=6+ text="a six-card suit: game" ref="standard teaching: answering a game-forcing cue bid: show the long suit" test=32-KJ8742-K32-32
4{a} {a}=3+ text="support for opener's suit, no stopper" ref="standard teaching: answering a game-forcing cue bid: support opener" test=32-KJ432-Q32-Q32
4H text="no stopper, no support: his five-card suit" ref="standard teaching: answering a game-forcing cue bid" test=32-KJ432-KJ32-32|32-KJ432-32-KJ32

# Opener when RHO jumps to four of their suit over partner's forcing two-level new major (five
# cards, 10+): the preempt takes away the room to raise below game, so with four-card support
# (nine trumps together) opener bids game at once, with three-card support when the values are
# there (15+ dummy points opposite 10+); otherwise the pass leaves the decision to responder.
block "Opener after RHO's jump to four over partner's forcing new major"
4{c} {c}=4+ text="game: four-card support, nine trumps together over their preempt" ref="standard teaching: opener's rebid when RHO jumps to four of their suit over partner's forcing new suit (five cards, 10+): with four-card support bid game (nine trumps together: the law of total tricks), with three-card support when the values are there (15+ dummy points)"
   test=KJ32-KJ32-2-AQ43
4{c} {c}=3 dummy={c}5:15+ text="game: three-card support and 15+ dummy points opposite 10+" ref="standard teaching: opener's rebid when RHO jumps to four of their suit over partner's forcing new suit (five cards, 10+): with four-card support bid game (nine trumps together: the law of total tricks), with three-card support when the values are there (15+ dummy points)"
   test=KQ2-AQ2-2-AK5432
[1{a}-2{b}-2{c}-4{b}] where b<c, c in HS, a!=c, a!=b
use "Opener after RHO's jump to four over partner's forcing new major"

[1C-1D-1H-2D] complete
4H H=4+ hcp=17+ text="game: four-card support, 17+" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AQ32-AK32-2-AK32
2H H=4+ hcp=12-16 text="competes: four-card support" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K432-KJ32-2-AQ32
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K32-32-KQT2-A432
2H H=3 hcp=12-16 shape=short text="competes: three-card support and a ruffing value (a singleton or void)" ref="standard teaching: opener raises a one-level response with three-card support and a ruffing value; with no support double in SAYC he raises at once when RHO competes" test=AJ32-K32-2-KQ432
3N hcp=20+ D=:1stop text="20+, a stopper in their suit: game opposite the one-level free bid (6+)" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=A32-K2-KJ3-AKQJ4
2N hcp=18-19 D=:1stop text="18-19, a stopper in their suit: as without their raise, responder goes on to game with 6+" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=A32-Q2-KJ3-AKJ94
3D hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid opener makes sure of game; the cue bid of their suit is the forcing call without a fit or a stopper" test=AQ2-K2-32-AKQJ32
3C C=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=432-2-K32-AQJ432
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K432-2-Q32-AJ432
[1C-1D-1S-2D] complete
4S S=4+ hcp=17+ text="game: four-card support, 17+" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AK32-AQ32-2-AK32
2S S=4+ hcp=12-16 text="competes: four-card support" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KJ32-K432-2-AQ32
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-K32-KQT2-A432
2S S=3 hcp=12-16 shape=short text="competes: three-card support and a ruffing value (a singleton or void)" ref="standard teaching: opener raises a one-level response with three-card support and a ruffing value; with no support double in SAYC he raises at once when RHO competes" test=K32-AJ32-2-KQ432
3N hcp=20+ D=:1stop text="20+, a stopper in their suit: game opposite the one-level free bid (6+)" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=K2-A32-KJ3-AKQJ4
2N hcp=18-19 D=:1stop text="18-19, a stopper in their suit: as without their raise, responder goes on to game with 6+" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=Q2-A32-KJ3-AKJ94
3D hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid opener makes sure of game; the cue bid of their suit is the forcing call without a fit or a stopper" test=K2-AQ2-32-AKQJ32
3C C=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-432-K32-AQJ432
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-K432-Q32-AJ432
[1C-2D-2H-3D] complete
4H H=3+ dummy=H5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AQ32-KQ2-K2-AK32
3H H=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q432-Q32-32-AK32
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K32-32-KQT2-A432
4C C=6+:a hcp=14+ text="a good six-card suit and extras: competes at the four level" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit: a good six-card suit is rebid, at the four level with extra values" test=K4-72-K53-AKJ963
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K432-2-Q32-AJ432
[1C-2D-2S-3D] complete
4S S=3+ dummy=S5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQ2-AQ32-K2-AK32
3S S=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-Q432-32-AK32
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-K32-KQT2-A432
4C C=6+:a hcp=14+ text="a good six-card suit and extras: competes at the four level" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit: a good six-card suit is rebid, at the four level with extra values" test=K4-72-K53-AKJ963
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-K432-Q32-AJ432
[1C-1H-1S-2H] complete
4S S=4+ hcp=17+ text="game: four-card support, 17+" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AK32-2-AQ32-AK32
2S S=4+ hcp=12-16 text="competes: four-card support" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KJ32-2-K432-AQ32
D "Penalty Double" hcp=12+ H=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-KQT2-K32-A432
2S S=3 hcp=12-16 text="competes: three-card support for the five-card 1S (an eight-card fit)" ref="standard teaching: opener raises a one-level response with three-card support and a ruffing value; with no support double in SAYC he raises at once when RHO competes" test=K32-2-AJ32-KQ432
4S S=3 hcp=18+ text="game: three-card support for the five-card 1S, 18+" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (6+ at the one level), game; the free 1S over their 1H shows five, so three-card support is a fit" test=K32-2-AK32-AKJ32
3N hcp=20+ H=:1stop text="20+, a stopper in their suit: game opposite the one-level free bid (6+)" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=K2-KJ3-A32-AKQJ4
2N hcp=18-19 H=:1stop text="18-19, a stopper in their suit: as without their raise, responder goes on to game with 6+" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=Q2-KJ3-A32-AKJ94
3H hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid opener makes sure of game; the cue bid of their suit is the forcing call without a fit or a stopper" test=A2-32-KQ32-AKQJ2
3C C=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-432-K32-AQJ432
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-Q32-K432-AJ432
[1C-2H-2S-3H] complete
4S S=3+ dummy=S5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQ2-K2-AQ32-AK32
3S S=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-32-Q432-AK32
D "Penalty Double" hcp=12+ H=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-KQT2-K32-A432
4C C=6+:a hcp=14+ text="a good six-card suit and extras: competes at the four level" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit: a good six-card suit is rebid, at the four level with extra values" test=K4-72-K53-AKJ963
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-Q32-K432-AJ432
[1C-1S-2H-2S] complete
4H H=3+ dummy=H5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K2-KQ2-AQ32-AK32
3H H=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-Q32-Q432-AK32
D "Penalty Double" hcp=12+ S=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQT2-32-K32-A432
3N hcp=18+ S=:1stop text="18+, a stopper in their suit: game opposite the free bid" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=KJ3-Q2-A32-AKJ94
3S hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid opener makes sure of game; the cue bid of their suit is the forcing call without a fit or a stopper" test=32-K2-AQJ2-AKQ32
3C C=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=432-2-K32-AQJ432
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-2-K432-AJ432
[1C-2S-3H-3S] complete
4H H=3+ dummy=H5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K2-KQ2-AQ32-AK32
D "Penalty Double" hcp=12+ S=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQT2-32-K32-A432
4C C=6+:a hcp=14+ text="a good six-card suit and extras: competes at the four level" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit: a good six-card suit is rebid, at the four level with extra values" test=K4-72-K53-AKJ963
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-2-K432-AJ432
[1D-2C-2H-3C] complete
4H H=3+ dummy=H5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AQ32-KQ2-AK32-K2
3H H=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q432-Q32-AK32-32
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K32-32-A432-KQT2
3N hcp=18+ C=:1stop text="18+, a stopper in their suit: game opposite the free bid" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=A32-Q2-AKJ94-KJ3
3D D=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=432-2-AQJ432-K32
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K432-2-AJ432-Q32
[1D-2C-2S-3C] complete
4S S=3+ dummy=S5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQ2-AQ32-AK32-K2
3S S=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-Q432-AK32-32
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-K32-A432-KQT2
3N hcp=18+ C=:1stop text="18+, a stopper in their suit: game opposite the free bid" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=Q2-A32-AKJ94-KJ3
3D D=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-432-AQJ432-K32
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-K432-AJ432-Q32
[1D-1H-1S-2H] complete
4S S=4+ hcp=17+ text="game: four-card support, 17+" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AK32-2-AQ32-AK32
2S S=4+ hcp=12-16 text="competes: four-card support" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KJ32-2-K432-AQ32
D "Penalty Double" hcp=12+ H=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-KQT2-K32-A432
2S S=3 hcp=12-16 text="competes: three-card support for the five-card 1S (an eight-card fit)" ref="standard teaching: opener raises a one-level response with three-card support and a ruffing value; with no support double in SAYC he raises at once when RHO competes" test=K32-2-AQ432-KJ32
4S S=3 hcp=18+ text="game: three-card support for the five-card 1S, 18+" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (6+ at the one level), game; the free 1S over their 1H shows five, so three-card support is a fit" test=K32-2-AKJ32-AK32
3N hcp=20+ H=:1stop text="20+, a stopper in their suit: game opposite the one-level free bid (6+)" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=K2-KJ3-AKQJ4-A32
2N hcp=18-19 H=:1stop text="18-19, a stopper in their suit: as without their raise, responder goes on to game with 6+" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=Q2-KJ3-AKJ94-A32
3H hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid opener makes sure of game; the cue bid of their suit is the forcing call without a fit or a stopper" test=A2-32-AKQJ2-KQ32
3D D=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-432-AQJ432-K32
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-Q32-AJ432-K432
[1D-2H-2S-3H] complete
4S S=3+ dummy=S5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQ2-K2-AQ32-AK32
3S S=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-32-Q432-AK32
D "Penalty Double" hcp=12+ H=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-KQT2-K32-A432
4D D=6+:a hcp=14+ text="a good six-card suit and extras: competes at the four level" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit: a good six-card suit is rebid, at the four level with extra values" test=74-K2-AKJ963-KQ3
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-Q32-AJ432-K432
[1D-1S-2H-2S] complete
4H H=3+ dummy=H5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K2-KQ2-AQ32-AK32
3H H=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-Q32-Q432-AK32
D "Penalty Double" hcp=12+ S=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQT2-32-K32-A432
3N hcp=18+ S=:1stop text="18+, a stopper in their suit: game opposite the free bid" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=KJ3-Q2-AKJ94-A32
3S hcp=18+ asks=G text="cue bid of their suit: 18+ without a fit or a stopper, forcing to game" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid opener makes sure of game; the cue bid of their suit is the forcing call without a fit or a stopper" test=32-K2-AKQ32-AQJ2
3D D=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=432-2-AQJ432-K32
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-2-AJ432-K432
[1D-2S-3H-3S] complete
4H H=3+ dummy=H5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K2-KQ2-AQ32-AK32
D "Penalty Double" hcp=12+ S=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQT2-32-K32-A432
4D D=6+:a hcp=14+ text="a good six-card suit and extras: competes at the four level" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit: a good six-card suit is rebid, at the four level with extra values" test=74-K2-AKJ963-KQ3
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-2-AJ432-K432
[1H-2C-2S-3C] complete
4S S=3+ dummy=S5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQ2-AQ32-AK32-K2
3S S=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-Q432-AK32-32
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-K32-A432-KQT2
3N hcp=18+ C=:1stop text="18+, a stopper in their suit: game opposite the free bid" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=Q2-AKJ94-A32-KJ3
3H H=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-AQJ432-432-K32
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-AJ432-K432-Q32
[1H-2D-2S-3D] complete
4S S=3+ dummy=S5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=KQ2-AQ32-K2-AK32
3S S=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q32-Q432-32-AK32
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=32-K32-KQT2-A432
3N hcp=18+ D=:1stop text="18+, a stopper in their suit: game opposite the free bid" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=Q2-AKJ94-KJ3-A32
3H H=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-AQJ432-432-K32
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=2-AJ432-Q32-K432
[1S-2C-2H-3C] complete
4H H=3+ dummy=H5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AQ32-KQ2-AK32-K2
3H H=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q432-Q32-AK32-32
D "Penalty Double" hcp=12+ C=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K32-32-A432-KQT2
3N hcp=18+ C=:1stop text="18+, a stopper in their suit: game opposite the free bid" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=AKJ94-Q2-A32-KJ3
3S S=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AQJ432-2-432-K32
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AJ432-2-K432-Q32
[1S-2D-2H-3D] complete
4H H=3+ dummy=H5:15+ text="game: support opposite a two-level free bid (10+), 15+ dummy points" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AQ32-KQ2-K2-AK32
3H H=3+ text="three-card support: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=Q432-Q32-32-AK32
D "Penalty Double" hcp=12+ D=4+:4+ text="penalty: a trump stack in their suit" ref="standard teaching: penalty doubles; standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=K32-32-KQT2-A432
3N hcp=18+ D=:1stop text="18+, a stopper in their suit: game opposite the free bid" ref="standard teaching: opener's rebid in competition: with 18+ opposite a free bid (10+ at the two level, 6+ at the one level), game; notrump needs a stopper in their suit" test=AKJ94-Q2-KJ3-A32
3S S=6+ text="a six-card suit: competes" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AQJ432-2-432-K32
P text="a minimum with nothing to say: pass (responder has another turn)" ref="standard teaching: opener's rebid when RHO bids over partner's forcing new suit" test=AJ432-2-Q32-K432

# Responder after opener's four-level rebid of a good six-card minor (14+) over their raise:
# game in the minor with a doubleton and 11+ (the two-level free bid promised 10+), game in
# his own six-card major, else pass.
[1C-2D-2H-3D-4C-P] complete
5C C=2+ hcp=11+ text="game: a fit for opener's six-card suit and 11+" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=73-AQJ42-Q43-K32
4H H=6+ text="game in his own six-card major" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=73-AKJ982-Q43-32
P text="a minimum: pass" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=73-AKJ92-Q432-32
[1C-2D-2S-3D-4C-P] complete
5C C=2+ hcp=11+ text="game: a fit for opener's six-card suit and 11+" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=AQJ42-73-Q43-K32
4S S=6+ text="game in his own six-card major" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=AKJ982-73-Q43-32
P text="a minimum: pass" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=AKJ92-73-Q432-32
[1C-2H-2S-3H-4C-P] complete
5C C=2+ hcp=11+ text="game: a fit for opener's six-card suit and 11+" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=AQJ42-73-Q43-K32
4S S=6+ text="game in his own six-card major" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=AKJ982-73-Q43-32
P text="a minimum: pass" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=AKJ92-73-Q432-32
[1C-2S-3H-3S-4C-P] complete
5C C=2+ hcp=11+ text="game: a fit for opener's six-card suit and 11+" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=73-AQJ42-Q43-K32
4H H=6+ text="game in his own six-card major" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=73-AKJ982-Q43-32
P text="a minimum: pass" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=73-AKJ92-Q432-32
[1D-2H-2S-3H-4D-P] complete
5D D=2+ hcp=11+ text="game: a fit for opener's six-card suit and 11+" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=AQJ42-73-K32-Q43
4S S=6+ text="game in his own six-card major" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=AKJ982-73-32-Q43
P text="a minimum: pass" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=AKJ92-73-32-Q432
[1D-2S-3H-3S-4D-P] complete
5D D=2+ hcp=11+ text="game: a fit for opener's six-card suit and 11+" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=73-AQJ42-K32-Q43
4H H=6+ text="game in his own six-card major" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=73-AKJ982-32-Q43
P text="a minimum: pass" ref="standard teaching: responder's rebid after opener's four-level rebid of a good six-card suit in competition" test=73-AKJ92-32-Q432

# Responder after opener's 2NT rebid (18-19 balanced, a stopper) over their raise of the
# overcall: systems on. The raise took no room from opener's 2NT, which shows what it shows
# without it, so responder (6+ for his one-level suit) answers as after 1m-1M-2NT: a five-card
# major at three (forcing), six at four, 3NT with 6+, the quantitative 4NT and 6NT; and opener
# answers those as there.
[1{a}-1{b}-1{c}-2{b}-2N-P] where a<b, b<c as [1{a}-P-1{c}-P-2N-P]
[1{a}-1{b}-1{c}-2{b}-2N-P-3{c}-P] where a<b, b<c as [1{a}-P-1{c}-P-2N-P-3{c}-P]
[1{a}-1{b}-1{c}-2{b}-2N-P-4N-P] where a<b, b<c as [1{a}-P-1{c}-P-2N-P-4N-P]

# Responder after opener's competitive raise of his major (above): game with opening values
# (13+ counting distribution); otherwise pass. After opener's pass (a minimum, no fit):
# 3NT with 13+ and a stopper in their suit, four of his own strong six-card major with 13+;
# otherwise pass. (The auctions whose second round competition_patterns.bb answers are left
# to it.)
[1C-1D-1H-2D-2H-P] complete
4H H=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=KQJ72-AT8643-4-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4H dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A32-AQ432-32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=K32-KQ432-32-Q32
[1C-1D-1S-2D-2S-P] complete
4S S=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=AT8643-KQJ72-4-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4S dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AQ432-A32-32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-K32-32-Q32
[1C-2D-2H-3D-3H-P] complete
4H H=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=KQJ72-AT8643-4-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4H dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A32-AQ432-32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=K32-KQ432-32-Q32
[1C-2D-2H-3D-P-P] complete
3N hcp=13+ D=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=Q2-AQ432-KJ2-K32
4H dist=T13+ H=6+:a text="game: a strong six-card suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=Q32-AKJ432-2-A32
P text="nothing more to say" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=K32-KQ432-32-Q32
[1C-2D-2S-3D-3S-P] complete
4S S=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=AT8643-KQJ72-4-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4S dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AQ432-A32-32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-K32-32-Q32
[1C-2D-2S-3D-P-P] complete
3N hcp=13+ D=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=AQ432-Q2-KJ2-K32
4S dist=T13+ S=6+:a text="game: a strong six-card suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ432-Q32-2-A32
P text="nothing more to say" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-K32-32-Q32
[1C-1H-1S-2H-2S-P] complete
4S S=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=AT8643-4-KQJ72-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4S dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AQ432-32-A32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-32-K32-Q32
[1C-2H-2S-3H-3S-P] complete
4S S=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=AT8643-4-KQJ72-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4S dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AQ432-32-A32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-32-K32-Q32
[1C-2H-2S-3H-P-P] complete
3N hcp=13+ H=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=AQ432-KJ2-Q2-K32
4S dist=T13+ S=6+:a text="game: a strong six-card suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ432-2-Q32-A32
P text="nothing more to say" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-32-K32-Q32
[1C-1S-2H-2S-3H-P] complete
4H H=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=4-AT8643-KQJ72-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4H dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=32-AQ432-A32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=32-KQ432-K32-Q32
[1C-2S-3H-3S-P-P] complete
3N hcp=13+ S=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=KJ2-AQ432-Q2-K32
4H dist=T13+ H=6+:a text="game: a strong six-card suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=2-AKJ432-Q32-A32
P text="nothing more to say" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=32-KQ432-K32-Q32
[1D-2C-2H-3C-3H-P] complete
4H H=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=KQJ72-AT8643-4-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4H dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A32-AQ432-K32-32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=K32-KQ432-Q32-32
[1D-2C-2S-3C-3S-P] complete
4S S=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=AT8643-KQJ72-4-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4S dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AQ432-A32-K32-32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-K32-Q32-32
[1D-1H-1S-2H-2S-P] complete
4S S=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=AT8643-4-KQJ72-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4S dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AQ432-32-A32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-32-K32-Q32
[1D-2H-2S-3H-3S-P] complete
4S S=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=AT8643-4-KQJ72-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4S dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AQ432-32-A32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-32-K32-Q32
[1D-2H-2S-3H-P-P] complete
3N hcp=13+ H=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=AQ432-KJ2-Q2-K32
4S dist=T13+ S=6+:a text="game: a strong six-card suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ432-2-Q32-A32
P text="nothing more to say" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-32-K32-Q32
[1D-1S-2H-2S-3H-P] complete
4H H=4+ losers=6 text="game: six losers or fewer (shape makes tricks) opposite opener's raise" test=4-AT8643-KQJ72-3 ref="standard teaching: the losing trick count (24 less the two hands' losers are the tricks: opposite opener's raise, a minimum of seven losers, six losers or fewer make game); standard teaching: responder's rebid in competition"
4H dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=32-AQ432-A32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=32-KQ432-K32-Q32
[1D-2S-3H-3S-P-P] complete
3N hcp=13+ S=:1stop text="game: opening values and a stopper in their suit" ref="standard teaching: responder's rebid in competition: 3NT with their suit stopped" test=KJ2-AQ432-Q2-K32
4H dist=T13+ H=6+:a text="game: a strong six-card suit, opening values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=2-AKJ432-Q32-A32
P text="nothing more to say" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=32-KQ432-K32-Q32
[1H-2C-2S-3C-3S-P] complete
4S dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AQ432-A32-K32-32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-K32-Q32-32
[1H-2D-2S-3D-3S-P] complete
4S dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AQ432-A32-32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=KQ432-K32-32-Q32
[1S-2C-2H-3C-3H-P] complete
4H dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A32-AQ432-K32-32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=K32-KQ432-Q32-32
[1S-2D-2H-3D-3H-P] complete
4H dist=T13+ text="game: opening values and the fit" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=A32-AQ432-32-K32
P text="no more than invitational values" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=K32-KQ432-32-Q32

# Responder's rebid after his free one-level new suit over a one-level overcall and opener's
# one-level rebid (a new suit or 1NT), LHO passing: systems on. The overcall took no room,
# so every call keeps its uncontested meaning (with 10-12 responder invites, with 13+ he
# forces to game; the fourth suit, here their suit, is the game-forcing cue bid), and the
# lookup goes on with the uncontested auction's sections.
[1{a}-1{b}-1{c}-P-1{d}-P] where a<b, b<c, c<d as [1{a}-P-1{c}-P-1{d}-P]
[1{a}-1{b}-1{c}-P-1N-P] where a<b, b<c as [1{a}-P-1{c}-P-1N-P]

# Responder after opener's jump raise of his free one-level major (16-18, four-card support):
# the jump is invitational; responder accepts with 8+ points (16-18 opposite 8 is 24-26 with
# the fit), counting his shortness once the fit is known, passes with a minimum.
[1{a}-1{b}-1{c}-P-3{c}-P] where a<b, b<c, c in HS complete
4{c} dist=T8+ text="accepts the invitation: 8+ points, shortness counted with the fit" ref="standard teaching: accepting opener's invitational jump raise; with a fit found, responder adds points for shortness" test=Q432-K432-Q2-J32|Q8652-K72-J852-3
P text="a minimum: declines" ref="standard teaching: accepting opener's invitational jump raise" test=J432-J432-Q2-432

# Responder after his one-level negative double and opener's jump to 2NT (18-19, balanced,
# a stopper in their suit): game with 7+ (18-19 opposite 7 is 25+), otherwise pass.
[1{a}-1{b}-D-P-2N-P] where a<b complete
3N hcp=7+ text="game: 7+ opposite 18-19" ref="standard teaching: responder's rebid after a negative double; 25 points together make game" test=K432-Q432-Q32-32
P text="a minimum: pass" ref="standard teaching: responder's rebid after a negative double" test=J432-Q432-432-32


# ---------------------------------------------------------------------------------------
# After our redouble (1x-(D)-R, 10+) and their runout: the hand is ours. Opener doubles with
# four cards in their suit, rebids a six-card suit when short in theirs (unsuited to
# defence), otherwise passes: the pass is forcing, responder then doubles for penalty with
# three or more cards in their suit, bids game or 3NT with 13+ (four of opener's major with
# three-card support, 3NT with a stopper), invites with 10-12 (the raise, 2NT), bids a
# five-card suit, or doubles (the balance of strength is ours). After opener's six-card
# rebid responder raises to game with 13+ (two-card support), invites with 10-12.
# ---------------------------------------------------------------------------------------
[1C-D-R-1D] complete
D "Penalty Double" D=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=32-K2-KJ32-AQ432
2C C=6+ D=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=432-K32-2-AKQ432
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=Q32-K32-32-AQ432
[1C-D-R-1D-P-P] complete
D "Penalty Double" D=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=432-AQ32-KT32-32
3N hcp=13+ D=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AJ32-KQ432-A2-32
1H H=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=K432-AQ432-32-32
1S S=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=AQ432-K432-32-32
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=KQ32-65432-32-A2
[1C-D-R-1D-2C-P] complete
3N hcp=13+ D=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=K432-AQ32-AJ2-32
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=Q432-KJ32-Q432-2
[1C-D-R-1H] complete
D "Penalty Double" H=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=32-KJ32-K2-AQ432
2C C=6+ H=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=432-2-K32-AKQ432
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=Q32-32-K32-AQ432
[1C-D-R-1H-P-P] complete
D "Penalty Double" H=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=432-KT32-AQ32-32
3N hcp=13+ H=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AJ32-A2-KQ432-32
2D D=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=K432-32-AQ432-32
1S S=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=AQ432-32-K432-32
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=KQ32-32-65432-A2
[1C-D-R-1H-2C-P] complete
3N hcp=13+ H=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=K432-AJ2-AQ32-32
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=Q432-Q432-KJ32-2
[1C-D-R-1S] complete
D "Penalty Double" S=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=KJ32-32-K2-AQ432
2C C=6+ S=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=2-432-K32-AKQ432
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=32-Q32-K32-AQ432
[1C-D-R-1S-P-P] complete
D "Penalty Double" S=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=KT32-432-AQ32-32
3N hcp=13+ S=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=A2-AJ32-KQ432-32
2D D=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-K432-AQ432-32
2H H=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-AQ432-K432-32
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=32-KQ32-65432-A2
[1C-D-R-1S-2C-P] complete
3N hcp=13+ S=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AJ2-K432-AQ32-32
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=Q432-Q432-KJ32-2
[1D-D-R-2C] complete
D "Penalty Double" C=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=32-K2-AQ432-KJ32
2D D=6+ C=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=432-K32-AKQ432-2
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=Q32-K32-AQ432-32
[1D-D-R-2C-P-P] complete
D "Penalty Double" C=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=432-AQ32-32-KT32
3N hcp=13+ C=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AJ32-KQ432-32-A2
2N C=:1stop text="invitational: 10-12, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=Q432-KJ432-32-A2
2H H=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=K432-AQ432-32-32
2S S=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=AQ432-K432-32-32
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=KQ32-65432-A2-32
[1D-D-R-2C-2D-P] complete
3N hcp=13+ C=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=K432-AQ32-32-AJ2
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=Q432-KJ32-2-Q432
[1D-D-R-1H] complete
D "Penalty Double" H=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=32-KJ32-AQ432-K2
2D D=6+ H=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=432-2-AKQ432-K32
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=Q32-32-AQ432-K32
[1D-D-R-1H-P-P] complete
D "Penalty Double" H=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=432-KT32-32-AQ32
3N hcp=13+ H=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AJ32-A2-32-KQ432
2C C=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=K432-32-32-AQ432
1S S=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=AQ432-32-32-K432
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=KQ32-32-A2-65432
[1D-D-R-1H-2D-P] complete
3N hcp=13+ H=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=K432-AJ2-32-AQ32
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=Q432-Q432-2-KJ32
[1D-D-R-1S] complete
D "Penalty Double" S=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=KJ32-32-AQ432-K2
2D D=6+ S=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=2-432-AKQ432-K32
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=32-Q32-AQ432-K32
[1D-D-R-1S-P-P] complete
D "Penalty Double" S=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=KT32-432-32-AQ32
3N hcp=13+ S=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=A2-AJ32-32-KQ432
2C C=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-K432-32-AQ432
2H H=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-AQ432-32-K432
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=32-KQ32-A2-65432
[1D-D-R-1S-2D-P] complete
3N hcp=13+ S=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AJ2-K432-32-AQ32
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=Q432-Q432-2-KJ32
[1H-D-R-2C] complete
D "Penalty Double" C=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=32-AQ432-K2-KJ32
2H H=6+ C=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=432-AKQ432-K32-2
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=Q32-AQ432-K32-32
[1H-D-R-2C-P-P] complete
D "Penalty Double" C=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=432-32-AQ32-KT32
4H H=3+ dummy=H5:13+ text="game: three-card support, 13+" ref="standard teaching: responder's rebid after his redouble" test=AQ32-K32-AK32-32
3N hcp=13+ C=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AJ32-32-KQ432-A2
3H H=3+ hcp=10-12 text="invitational raise: three-card support, 10-12" ref="standard teaching: responder's rebid after his redouble" test=Q432-Q32-AK32-32
2N C=:1stop text="invitational: 10-12, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=Q432-32-KJ432-A2
2D D=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=K432-32-AQ432-32
2S S=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=AQ432-32-K432-32
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=KQ32-A2-65432-32
[1H-D-R-2C-2H-P] complete
4H H=2+ hcp=13+ text="game: 13+ opposite a six-card suit" ref="standard teaching: responder's rebid after his redouble" test=AJ32-K2-AQ32-432
3H H=2+ hcp=10-12 text="invitational: 10-12" ref="standard teaching: responder's rebid after his redouble" test=J432-K2-AQ32-432
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=Q432-2-KJ32-Q432
[1H-D-R-2D] complete
D "Penalty Double" D=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=32-AQ432-KJ32-K2
2H H=6+ D=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=432-AKQ432-2-K32
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=Q32-AQ432-32-K32
[1H-D-R-2D-P-P] complete
D "Penalty Double" D=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=432-32-KT32-AQ32
4H H=3+ dummy=H5:13+ text="game: three-card support, 13+" ref="standard teaching: responder's rebid after his redouble" test=AQ32-K32-32-AK32
3N hcp=13+ D=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=AJ32-32-A2-KQ432
3H H=3+ hcp=10-12 text="invitational raise: three-card support, 10-12" ref="standard teaching: responder's rebid after his redouble" test=Q432-Q32-32-AK32
2N D=:1stop text="invitational: 10-12, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=Q432-32-A2-KJ432
3C C=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=K432-32-32-AQ432
2S S=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=AQ432-32-32-K432
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=KQ32-A2-32-65432
[1H-D-R-2D-2H-P] complete
4H H=2+ hcp=13+ text="game: 13+ opposite a six-card suit" ref="standard teaching: responder's rebid after his redouble" test=AJ32-K2-432-AQ32
3H H=2+ hcp=10-12 text="invitational: 10-12" ref="standard teaching: responder's rebid after his redouble" test=J432-K2-432-AQ32
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=Q432-2-Q432-KJ32
[1H-D-R-1S] complete
D "Penalty Double" S=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=KJ32-AQ432-32-K2
2H H=6+ S=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=2-AKQ432-432-K32
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=32-AQ432-Q32-K32
[1H-D-R-1S-P-P] complete
D "Penalty Double" S=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=KT32-32-432-AQ32
4H H=3+ dummy=H5:13+ text="game: three-card support, 13+" ref="standard teaching: responder's rebid after his redouble" test=32-K32-AQ32-AK32
3N hcp=13+ S=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=A2-32-AJ32-KQ432
3H H=3+ hcp=10-12 text="invitational raise: three-card support, 10-12" ref="standard teaching: responder's rebid after his redouble" test=32-Q32-Q432-AK32
2C C=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-32-K432-AQ432
2D D=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-32-AQ432-K432
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=32-A2-KQ32-65432
[1H-D-R-1S-2H-P] complete
4H H=2+ hcp=13+ text="game: 13+ opposite a six-card suit" ref="standard teaching: responder's rebid after his redouble" test=432-K2-AJ32-AQ32
3H H=2+ hcp=10-12 text="invitational: 10-12" ref="standard teaching: responder's rebid after his redouble" test=432-K2-J432-AQ32
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=Q432-2-Q432-KJ32
[1S-D-R-2C] complete
D "Penalty Double" C=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=AQ432-32-K2-KJ32
2S S=6+ C=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=AKQ432-432-K32-2
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=AQ432-Q32-K32-32
[1S-D-R-2C-P-P] complete
D "Penalty Double" C=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=32-432-AQ32-KT32
4S S=3+ dummy=S5:13+ text="game: three-card support, 13+" ref="standard teaching: responder's rebid after his redouble" test=K32-AQ32-AK32-32
3N hcp=13+ C=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=32-AJ32-KQ432-A2
3S S=3+ hcp=10-12 text="invitational raise: three-card support, 10-12" ref="standard teaching: responder's rebid after his redouble" test=Q32-Q432-AK32-32
2N C=:1stop text="invitational: 10-12, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=32-Q432-KJ432-A2
2D D=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-K432-AQ432-32
2H H=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-AQ432-K432-32
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=A2-KQ32-65432-32
[1S-D-R-2C-2S-P] complete
4S S=2+ hcp=13+ text="game: 13+ opposite a six-card suit" ref="standard teaching: responder's rebid after his redouble" test=K2-AJ32-AQ32-432
3S S=2+ hcp=10-12 text="invitational: 10-12" ref="standard teaching: responder's rebid after his redouble" test=K2-J432-AQ32-432
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=2-Q432-KJ32-Q432
[1S-D-R-2D] complete
D "Penalty Double" D=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=AQ432-32-KJ32-K2
2S S=6+ D=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=AKQ432-432-2-K32
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=AQ432-Q32-32-K32
[1S-D-R-2D-P-P] complete
D "Penalty Double" D=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=32-432-KT32-AQ32
4S S=3+ dummy=S5:13+ text="game: three-card support, 13+" ref="standard teaching: responder's rebid after his redouble" test=K32-AQ32-32-AK32
3N hcp=13+ D=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=32-AJ32-A2-KQ432
3S S=3+ hcp=10-12 text="invitational raise: three-card support, 10-12" ref="standard teaching: responder's rebid after his redouble" test=Q32-Q432-32-AK32
2N D=:1stop text="invitational: 10-12, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=32-Q432-A2-KJ432
3C C=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-K432-32-AQ432
2H H=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-AQ432-32-K432
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=A2-KQ32-32-65432
[1S-D-R-2D-2S-P] complete
4S S=2+ hcp=13+ text="game: 13+ opposite a six-card suit" ref="standard teaching: responder's rebid after his redouble" test=K2-AJ32-432-AQ32
3S S=2+ hcp=10-12 text="invitational: 10-12" ref="standard teaching: responder's rebid after his redouble" test=K2-J432-432-AQ32
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=2-Q432-Q432-KJ32
[1S-D-R-2H] complete
D "Penalty Double" H=4+ text="penalty: four cards in their suit" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=AQ432-KJ32-32-K2
2S S=6+ H=<3 text="a six-card suit, short in theirs: unsuited to defence" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=AKQ432-2-432-K32
P text="forcing: waits for responder's double or bid" ref="standard teaching: after our redouble the opponents' runout is ours to double: opener passes (forcing) unless unsuited to defence" test=AQ432-32-Q32-K32
[1S-D-R-2H-P-P] complete
D "Penalty Double" H=3+ text="penalty: three or more cards in their suit" ref="standard teaching: the redoubler doubles the runout for penalty" test=32-KT32-432-AQ32
4S S=3+ dummy=S5:13+ text="game: three-card support, 13+" ref="standard teaching: responder's rebid after his redouble" test=K32-32-AQ32-AK32
3N hcp=13+ H=:1stop text="game: 13+, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=32-A2-AJ32-KQ432
3S S=3+ hcp=10-12 text="invitational raise: three-card support, 10-12" ref="standard teaching: responder's rebid after his redouble" test=Q32-32-Q432-AK32
2N H=:1stop text="invitational: 10-12, a stopper in their suit" ref="standard teaching: responder's rebid after his redouble" test=32-A2-Q432-KJ432
3C C=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-32-K432-AQ432
3D D=5+:4+ text="a good five-card suit, forcing" ref="standard teaching: responder's rebid after his redouble" test=32-32-AQ432-K432
D "Penalty Double" text="the balance of strength is ours: double" ref="standard teaching: the redoubler doubles the runout for penalty" test=A2-32-KQ32-65432
[1S-D-R-2H-2S-P] complete
4S S=2+ hcp=13+ text="game: 13+ opposite a six-card suit" ref="standard teaching: responder's rebid after his redouble" test=K2-432-AJ32-AQ32
3S S=2+ hcp=10-12 text="invitational: 10-12" ref="standard teaching: responder's rebid after his redouble" test=K2-432-J432-AQ32
P text="nothing more" ref="standard teaching: responder's rebid after his redouble" test=2-Q432-Q432-KJ32

# Opener after the negative double when fourth hand makes a preemptive jump raise of the
# one-level spade overcall (1m-(1S)-D-(3S)): the double showed four hearts, which can no
# longer be shown at the three level: game with four hearts and 16+. Without four hearts,
# as over 1m-(1H)-D-(3H): 3NT with a stopper and 18+, a double with 17+ (extra values),
# four of a six-card minor with playing strength; otherwise pass. (The 1m-(1H)
# and 1C-(1D) cases are in competition_patterns.bb, 4c.)
[1{a}-1S-D-3S] where a in CD
4H hcp=16+ H=4+ text="game: four hearts, 16+" ref="standard teaching: opener after the negative double when fourth hand raises" test=T65-KQ83-AK5-KQJ
3N hcp=18+ S=:1stop text="18+, a stopper" ref="SAYC booklet: negative doubles" test=KQ2-AK2-KJ3-K432|KQ2-AK2-K432-KJ3
D hcp=17+ text="extra values" ref="SAYC booklet: negative doubles" test=32-A32-AK2-AK432|32-A32-AK432-AK2
4{a} {a}=6+ losers=6 text="a long suit and playing strength (partner has shown values): competes at the four level" ref="standard teaching: with a six- or seven-card suit and playing strength opener does not sell out at the three level" test=83-A7-K73-AKJ976|83-A7-AKJ976-K73


# ---------------------------------------------------------------------------------------
# Opener after their unusual 2NT, responder's pass and the advance (1x-(2N)-P-(3y)):
# responder's pass denies 10+ (he would have doubled), so opener acts only with extra
# values: 3NT with 18+ and a stopper in their suit, four of his six-card major with 16+,
# three spades (the unbid major) with four and 17+ after a minor opening, three of his
# six-card suit to compete, a double with 17+ (extra values, cards: responder passes with
# length in their suit, else bids); otherwise pass.
# Responder after that double: four of opener's major with three-card support and 7+,
# 3NT with 8+ and a stopper, pass with three or more cards in their suit, three spades
# with four, else a preference for opener's suit.
# ---------------------------------------------------------------------------------------
[1C-2N-P-3D] complete
3N hcp=18+ D=:1stop text="18+, a stopper in their suit" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=K2-AK2-KJ2-AQ432
3S S=4+ hcp=17+ text="four spades, 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AK32-KQ2-2-AQ432
D hcp=17+ text="extra values: 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=KQ2-A32-32-AKQ32
P text="no extra values: pass" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=Q32-K32-32-AQ432
[1C-2N-P-3D-D-P] complete
3N hcp=8+ D=:1stop text="game: 8+ and a stopper in their suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K432-Q432-KJ32-2
P D=3+ text="three or more cards in their suit: defends" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=5432-J5432-Q32-2
3S S=4+ text="four spades" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=Q432-5432-32-432
4C text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=432-65432-32-J32
[1C-2N-P-3H] complete
3N hcp=18+ H=:1stop text="18+, a stopper in their suit" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=K2-KJ2-AK2-AQ432
3S S=4+ hcp=17+ text="four spades, 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AK32-2-KQ2-AQ432
D hcp=17+ text="extra values: 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=KQ2-32-A32-AKQ32
P text="no extra values: pass" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=Q32-32-K32-AQ432
[1C-2N-P-3H-D-P] complete
3N hcp=8+ H=:1stop text="game: 8+ and a stopper in their suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K432-KJ32-Q432-2
P H=3+ text="three or more cards in their suit: defends" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=5432-Q32-J5432-2
3S S=4+ text="four spades" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=Q432-32-5432-432
4C text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=432-32-65432-J32
[1D-2N-P-3C] complete
3N hcp=18+ C=:1stop text="18+, a stopper in their suit" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=K2-AK2-AQ432-KJ2
3S S=4+ hcp=17+ text="four spades, 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AK32-KQ2-AQ432-2
3D D=6+ hcp=<17 text="a six-card suit: competes" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=432-K32-AQJ432-2
D hcp=17+ text="extra values: 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=KQ2-A32-AKQ32-32
P text="no extra values: pass" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=Q32-K32-AQ432-32
[1D-2N-P-3C-D-P] complete
3N hcp=8+ C=:1stop text="game: 8+ and a stopper in their suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K432-Q432-2-KJ32
P C=3+ text="three or more cards in their suit: defends" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=5432-J5432-2-Q32
3S S=4+ text="four spades" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=Q432-5432-432-32
3D text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=432-65432-J32-32
[1D-2N-P-3H] complete
3N hcp=18+ H=:1stop text="18+, a stopper in their suit" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=K2-KJ2-AQ432-AK2
3S S=4+ hcp=17+ text="four spades, 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AK32-2-AQ432-KQ2
D hcp=17+ text="extra values: 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=KQ2-32-AKQ32-A32
P text="no extra values: pass" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=Q32-32-AQ432-K32
[1D-2N-P-3H-D-P] complete
3N hcp=8+ H=:1stop text="game: 8+ and a stopper in their suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K432-KJ32-2-Q432
P H=3+ text="three or more cards in their suit: defends" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=5432-Q32-2-J5432
3S S=4+ text="four spades" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=Q432-32-432-5432
4D text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=432-32-J32-65432
[1H-2N-P-3C] complete
3N hcp=18+ C=:1stop text="18+, a stopper in their suit" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=K2-AQ432-AK2-KJ2
4H H=6+ hcp=16+ text="game: a six-card major, 16+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=Q32-AKQ432-AK2-2
3H H=6+ hcp=<17 text="a six-card suit: competes" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=432-AQJ432-K32-2
D hcp=17+ text="extra values: 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=KQ2-AKQ32-A32-32
P text="no extra values: pass" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=Q32-AQ432-K32-32
[1H-2N-P-3C-D-P] complete
4H H=3+ hcp=7+ text="game: three-card support, 7+" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K5432-K32-Q432-2
3N hcp=8+ C=:1stop text="game: 8+ and a stopper in their suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K432-2-Q432-KJ32
P C=3+ text="three or more cards in their suit: defends" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=5432-2-J5432-Q32
3H text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=432-J32-65432-32
[1H-2N-P-3D] complete
3N hcp=18+ D=:1stop text="18+, a stopper in their suit" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=K2-AQ432-KJ2-AK2
4H H=6+ hcp=16+ text="game: a six-card major, 16+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=Q32-AKQ432-2-AK2
3H H=6+ hcp=<17 text="a six-card suit: competes" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=432-AQJ432-2-K32
D hcp=17+ text="extra values: 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=KQ2-AKQ32-32-A32
P text="no extra values: pass" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=Q32-AQ432-32-K32
[1H-2N-P-3D-D-P] complete
4H H=3+ hcp=7+ text="game: three-card support, 7+" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K5432-K32-2-Q432
3N hcp=8+ D=:1stop text="game: 8+ and a stopper in their suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K432-2-KJ32-Q432
P D=3+ text="three or more cards in their suit: defends" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=5432-2-Q32-J5432
3H text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=432-J32-32-65432
[1S-2N-P-3C] complete
3N hcp=18+ C=:1stop text="18+, a stopper in their suit" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AQ432-K2-AK2-KJ2
4S S=6+ hcp=16+ text="game: a six-card major, 16+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AKQ432-Q32-AK2-2
3S S=6+ hcp=<17 text="a six-card suit: competes" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AQJ432-432-K32-2
D hcp=17+ text="extra values: 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AKQ32-KQ2-A32-32
P text="no extra values: pass" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AQ432-Q32-K32-32
[1S-2N-P-3C-D-P] complete
4S S=3+ hcp=7+ text="game: three-card support, 7+" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K32-K5432-Q432-2
3N hcp=8+ C=:1stop text="game: 8+ and a stopper in their suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=2-K432-Q432-KJ32
P C=3+ text="three or more cards in their suit: defends" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=2-5432-J5432-Q32
3S text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=J32-5432-5432-32
[1S-2N-P-3D] complete
3N hcp=18+ D=:1stop text="18+, a stopper in their suit" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AQ432-K2-KJ2-AK2
4S S=6+ hcp=16+ text="game: a six-card major, 16+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AKQ432-Q32-2-AK2
3S S=6+ hcp=<17 text="a six-card suit: competes" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AQJ432-432-2-K32
D hcp=17+ text="extra values: 17+" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AKQ32-KQ2-32-A32
P text="no extra values: pass" ref="standard teaching: opener after their unusual 2NT and its advance: with extra values he acts, the double shows 17+" test=AQ432-Q32-32-K32
[1S-2N-P-3D-D-P] complete
4S S=3+ hcp=7+ text="game: three-card support, 7+" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=K32-K5432-2-Q432
3N hcp=8+ D=:1stop text="game: 8+ and a stopper in their suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=2-K432-KJ32-Q432
P D=3+ text="three or more cards in their suit: defends" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=2-5432-Q32-J5432
3S text="a preference for opener's suit" ref="standard teaching: responder after opener's double of the advance of their unusual 2NT" test=J32-5432-32-5432

# Responder after his free new major over their weak jump overcall and opener's raise
# (1m-(2y)-2M-P-3M-P, 2y a jump): game with opening values (13+ counting distribution),
# otherwise pass. (The simple two-level overcalls are in competition_patterns.bb, 4a.)
[1{a}-2{b}-2{c}-P-3{c}-P] where a<b, b<c, c in HS complete
4{c} dist=T13+ text="game: opening values opposite opener's raise" ref="standard teaching: responder's rebid in competition: an opening bid opposite an opening bid makes game" test=AKJ32-KQ432-2-32
P text="no more than an invitation" ref="standard teaching: responder's rebid in competition" test=Q5432-Q5432-A2-2
