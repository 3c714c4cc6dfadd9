[1C-P]
1H hcp=6+ H=4+:abx
1S hcp=6+ S=>=
