# SAYC: the defenders pass while the opponents bid alone (sections derived from the
# constructive auctions of the other parts of the system). Balancing and competitive
# actions are in the other competition files.

[2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[5C-P-6C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[5D-P-6D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3D-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3H-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3S-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-6C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3H-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3S-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-6D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-5H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-6H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-5S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-6S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4C-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4C-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4C-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4C-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4D-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4D-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4D-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4D-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4H-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4H-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4H-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4H-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4S-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4S-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4S-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[4S-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-1N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-1N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-3N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-1N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2C-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-3N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3H-P-5H-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3H-P-5H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2S-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2S-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3H-P-3N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3H-P-3N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3H-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3S-P-3N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3S-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3S-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H-P-4H-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3S-P-5S-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3S-P-5S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3N-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-4N-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-4N-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-4N-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-4C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-4D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-4C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-4D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3D-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3H-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3S-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3H-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3S-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-3S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5C-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5D-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5D-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5D-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5H-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5H-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5S-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-4N-P-5S-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5C-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5D-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5D-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5D-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5H-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5H-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5H-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5S-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3S-P-4N-P-5S-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1N-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S-P-1N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S-P-2C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-1N-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-1N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-1N-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-1N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3D-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2D-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2H-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2N-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2S-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2C-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2D-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2H-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-2S-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-1N-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-1N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2C-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2H-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2H-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3C-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2C-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2H-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2N-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2S-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2D-P-3C-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2H-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-2S-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-2D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2S-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2S-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2N-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2S-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3C-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3D-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-3S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2N-P-4D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2S-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-3D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-4N-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-2N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-4N-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2S-P-3C-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3H-P-3N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-3S-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-2H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-2S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3H-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2N-P-4H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-2N-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3C-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3D-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3H-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3D-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-3H-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-4C-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H-P-3N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3N-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3N-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5C-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5D-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5D-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5D-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5H-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5H-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5S-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2H-P-4N-P-5S-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3H-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3H-P-4H-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3S-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3S-P-4S-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5C-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5D-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5D-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5D-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5H-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5H-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5H-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5S-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2S-P-4N-P-5S-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2H-P-3S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2D-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2N-P-3S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-3S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-4C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-3S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-4D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2H-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-3N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-4N-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-4N-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-4C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-4D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-4H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2S-P-3H-P-4H-P-5H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3D-P-4C-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3D-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3H-P-4C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3H-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3S-P-4C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3C-P-3S-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3H-P-4D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3H-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3S-P-4D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3D-P-3S-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[3H-P-3S-P-4H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S-P-1N-P-2N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S-P-1N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-1S-P-2C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2C-P-2D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2C-P-2D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2D-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2C-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2H-P-2N-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1N-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-1N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-1N-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2D-P-2H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2D-P-3D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2D-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2H-P-2N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2S-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1N-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-1N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-2S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3C-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2H-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2H-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2S-P-2N-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2C-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1N-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-1N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3C-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3C-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2D-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2H-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2C-P-2N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2H-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2D-P-2N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-2S-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3C-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-2H-P-3D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3C-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3C-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3D-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3D-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-2N-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3C-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3C-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3D-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3D-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3C-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3C-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3D-P-3N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3D-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2N-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2S-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D-P-4H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-4N-P-6H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-2N-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-2N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C-P-4C-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D-P-4D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D-P-4S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-4N-P-6S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5D-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5H-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5N-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5S-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5D-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5H-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5N-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5S-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5D-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5H-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5N-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5S-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5D-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5H-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5N-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5S-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2C-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2H-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-1N-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2D-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2C-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2D-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2H-P-2S-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3C-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3D-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1S-P-2S-P-3H-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3C-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3D-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S-P-2N-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2S-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3D-P-3H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3S-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3D-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S-P-4N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3D-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3H-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3C-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3C-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3D-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3H-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3D-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3D-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3D-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-3H-P-3S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-4D-P-5D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3H-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3H-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3S-P-4C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3D-P-4C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-3S-P-3N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-3S-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-4C-P-4D]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-4C-P-5C]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-4C-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3H-P-3N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3N-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-3S-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3H-P-4H-P-5H-P-6H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3H-P-4H-P-5H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3S-P-4S-P-5S-P-6S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3S-P-4S-P-5S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3D-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3H-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3C-P-3S-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-3N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-3S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-4N-P-6H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3D-P-3H-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-3H-P-3S-P-4N-P-6S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5D-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5H-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5N-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5S-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5D-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5H-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5N-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5S-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5D-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5H-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5N-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5S-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5D-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5D-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5H-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5H-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5N-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5S-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5S-P-7N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2C-P-2D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1H-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2C-P-2D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-1S-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1D-P-2C-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2C-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-1S-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2C-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1H-P-2D-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2C-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2D-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1C-P-1S-P-2H-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-1S-P-2D-P-2H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2C-P-2S-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1H-P-2D-P-2S-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2C-P-2H-P-3D-P-4D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2D-P-2H-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1D-P-1S-P-2H-P-2S-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2N-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-2S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1H-P-1S-P-2C-P-2D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3C-P-3N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3D-P-3N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2D-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3C-P-3N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3D-P-3N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2H-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3C-P-3N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3D-P-3N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2C-P-2S-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2D-P-2H-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3C-P-4C-P-5C-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-2H-P-2S-P-3D-P-4D-P-5D-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5D-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5H-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5N-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4D-P-5C-P-5S-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5D-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5H-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5N-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4H-P-5C-P-5S-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5D-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5H-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5N-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4N-P-5C-P-5S-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5D-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5H-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5N-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[1N-P-4C-P-4S-P-5C-P-5S-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3C-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3D-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-2N-P-3S-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3D-P-3H-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3D-P-3H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2H-P-3C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3D-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3D-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S-P-4N-P-6N]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S-P-4N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3D-P-3H-P-3N-P-4H]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3D-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3D-P-3H-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3H-P-3S-P-3N-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3H-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3H-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3C-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3C-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3D-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3H-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3S-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-2N-P-3S-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3D-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3D-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3D-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3H-P-3N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3H-P-3S-P-4S]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2S-P-3C-P-3H-P-3S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3H-P-4H-P-5H-P-6H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2N-P-3S-P-4S-P-5S-P-6S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5D-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5H-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5N-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4D-P-5C-P-5S-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5D-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5H-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5N-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4H-P-5C-P-5S-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5D-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5H-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5N-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4N-P-5C-P-5S-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5D-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5D-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5H-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5H-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5N-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5S-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2N-P-4C-P-4S-P-5C-P-5S-P-7N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3D-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3H-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3C-P-3S-P-4N-P-6N-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3D-P-3H-P-3N-P-4H-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
[2C-P-2D-P-2N-P-3H-P-3S-P-3N-P-4S-P-P]
P text="the defenders pass while the opponents bid alone" test=8642-753-T96-832
