[]
1N hcp=17-15 shape=balanced
