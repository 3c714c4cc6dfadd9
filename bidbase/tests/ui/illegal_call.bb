[1S-P]
1H hcp=6+ H=4+
