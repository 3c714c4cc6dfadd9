"""How fast bidbase is from Python, next to the command (docs/python.md quotes its output).

    python python/benchmarks/speed.py [--deals 1000000] [--bin target/release/bidbase]

Prints boards a second of `simulate` from Python and from the command on one thread (the
same boards), and the cost of one `System.bid` call made from Python, which is mostly the
boundary: reading the arguments, building the answer's dict.
"""

import argparse
import json
import subprocess
import time

import bidbase


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=1_000_000)
    ap.add_argument("--bin", default="target/release/bidbase")
    ap.add_argument("--calls", type=int, default=20_000)
    a = ap.parse_args()
    sayc = bidbase.System("sayc")
    sayc.simulate(deals=20_000, seed=2, threads=1)  # warm up
    cli = json.loads(
        subprocess.run(
            [a.bin, "simulate", "--deals", str(a.deals), "--seed", "9", "--threads", "1", "--json"],
            capture_output=True, text=True, check=True,
        ).stdout
    )
    start = time.perf_counter()
    py = sayc.simulate(deals=a.deals, seed=9, threads=1)
    wall = time.perf_counter() - start
    c, p = cli["timing"]["boards_per_second"], py.stats["timing"]["boards_per_second"]
    print(f"simulate, {a.deals:,} boards, 1 thread: command {c:,.0f} boards/s; "
          f"Python {p:,.0f} boards/s bidding, {a.deals / wall:,.0f} boards/s for the whole call "
          f"({100 * (a.deals / wall) / c:.1f}% of the command)")
    # Positions from self-play: each board's calls, replayed one position at a time.
    run = sayc.simulate(deals=4_000, seed=3, boards=True).boards
    positions = []
    for row in run.itertuples():
        hands = {"N": row.north, "E": row.east, "S": row.south, "W": row.west}
        calls = row.auction.split()
        first = "NESW".index(row.dealer)
        for i in range(len(calls)):
            positions.append((hands["NESW"[(first + i) % 4]], " ".join(calls[:i]), row.dealer, row.vulnerability))
            if len(positions) >= a.calls:
                break
        if len(positions) >= a.calls:
            break
    start = time.perf_counter()
    for hand, auction, dealer, vul in positions:
        sayc.bid(hand, auction, dealer=dealer, vul=vul)
    per = (time.perf_counter() - start) / len(positions)
    raw = sayc._native
    start = time.perf_counter()
    for hand, auction, dealer, vul in positions:
        raw.bid(hand, auction, dealer, vul, "imps", "NS", 0)
    per_native = (time.perf_counter() - start) / len(positions)
    print(f"System.bid from Python: {per * 1e6:.1f} µs a call ({per_native * 1e6:.1f} µs without the Bid object), "
          f"over {len(positions):,} self-play positions")


if __name__ == "__main__":
    main()
