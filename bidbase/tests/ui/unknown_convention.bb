system "Bad"
convention "Stayman"

[1N-P]
2C "Staymann" hcp=8+ S=4
