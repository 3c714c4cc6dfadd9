"""How often does 3NT make after 1NT-3NT, by the HCP the partnership holds?

A researcher's question, answered with bidbase from Python: bid self-play boards with SAYC,
keep those whose auction is 1NT-3NT (any passes before), solve them double dummy, and plot the
share of 3NT contracts that make by the partnership's HCP.

    pip install ./python matplotlib pandas
    python docs/examples/notrump_game.py --deals 100000 --out docs/notrump-game.png
"""

import argparse
import re

import numpy as np

import bidbase


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=2027)
    ap.add_argument("--out", default="notrump-game.png")
    a = ap.parse_args()

    sayc = bidbase.System("sayc")
    boards = sayc.simulate(deals=a.deals, seed=a.seed, boards=True).boards
    pattern = re.compile(r"^(Pass )*1NT Pass 3NT Pass Pass Pass$")
    nt = boards[boards["auction"].str.match(pattern) & (boards["contract"] == "3NT")].copy()
    tricks = bidbase.dd(nt["deal"])  # (n, 4 declarers, 5 strains)
    seat = nt["declarer"].map("NESW".index).to_numpy()
    nt["tricks"] = tricks[np.arange(len(nt)), seat, bidbase.STRAINS.index("NT")]
    ns = nt["declarer"].isin(["N", "S"])
    nt["hcp"] = np.where(ns, nt["hcp_n"] + nt["hcp_s"], nt["hcp_e"] + nt["hcp_w"])
    nt["made"] = nt["tricks"] >= 9
    table = nt.groupby("hcp")["made"].agg(["mean", "size"])
    table = table[table["size"] >= 20]
    print(f"{len(nt)} boards went 1NT-3NT in {a.deals:,}; 3NT made on {nt['made'].mean():.1%}")
    print(table.rename(columns={"mean": "made", "size": "boards"}).to_string(float_format="{:.2f}".format))

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.bar(table.index, 100 * table["mean"], color="#3b6ea8")
    for h, row in table.iterrows():
        ax.annotate(f"{int(row['size'])}", (h, 100 * row["mean"]), ha="center", va="bottom", fontsize=8)
    ax.set_xlabel("HCP of the partnership")
    ax.set_ylabel("3NT makes double dummy (%)")
    ax.set_title(f"SAYC 1NT-3NT: {len(nt):,} boards of {a.deals:,} (seed {a.seed}); boards above each bar")
    ax.set_ylim(0, 105)
    fig.tight_layout()
    fig.savefig(a.out, dpi=110)
    print(f"plot written to {a.out}")


if __name__ == "__main__":
    main()
