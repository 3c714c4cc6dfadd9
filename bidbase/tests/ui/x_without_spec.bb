[]
2x hcp=5-11 S=x H=x
