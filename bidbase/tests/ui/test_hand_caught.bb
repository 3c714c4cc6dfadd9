[1D-P]
1N hcp=6-10 shape=balanced test=K32-32-KJ432-432
2D hcp=6-10 D=5+ test=K32-32-KJ432-432
