#!/usr/bin/env python3
"""How precise any sound description could be, measured on a larger run.

`bidbase simulate --precision` calls a (position, call) made at least 100 times *precise* when
both ends of the HCP range it is described to show lie within one point of the least and the most
HCP the hands that made it held. A description is sound when it holds every hand that can make
the call, so it holds every hand that makes the call on any other boards too. Where a larger run
finds hands more than a point outside the range a measured run held, no sound description can be
precise on the measured run: this tool counts those pairs, which bounds the share any sound
description can reach.

Usage, from the repository's root:
  bidbase simulate --deals 1000000 --seed 5 --precision --shard 0/1 > measured.json
  bidbase simulate --deals 10000000 --seed 6 --precision --shard 0/1 > larger.json
  python3 tools/precision_ceiling.py measured.json larger.json
"""

import json
import sys

MIN_SAMPLES = 100


def rows(path):
    """The precision rows of a shard file: [auction, call, count, held lo, hi, described lo, hi,
    in context lo, hi], keyed by (auction, call)."""
    with open(path) as f:
        shard = json.load(f)
    return {(r[0], r[1]): r for r in shard["precision"]}


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    measured, larger = rows(argv[1]), rows(argv[2])
    judged = [r for r in measured.values() if r[2] >= MIN_SAMPLES]
    out_low = out_high = unattainable = 0
    for r in judged:
        lo, hi = r[3], r[4]
        other = larger.get((r[0], r[1]))
        if other is None:
            continue
        low = min(lo, other[3]) < lo - 1
        high = max(hi, other[4]) > hi + 1
        out_low += low
        out_high += high
        unattainable += low or high
    alone = sum(1 for r in judged if abs(r[5] - r[3]) <= 1 and abs(r[6] - r[4]) <= 1)
    in_context = sum(1 for r in judged if abs(r[7] - r[3]) <= 1 and abs(r[8] - r[4]) <= 1)
    n = max(len(judged), 1)
    print(f"pairs judged: {len(judged)}")
    print(f"precise now: {alone} ({100 * alone / n:.1f}%) by the call alone, "
          f"{in_context} ({100 * in_context / n:.1f}%) with the player's earlier calls")
    print(f"held more than a point outside the measured range on the larger run: {unattainable} "
          f"({out_low} below, {out_high} above)")
    print(f"the most any sound description can reach: {len(judged) - unattainable} "
          f"({100 * (len(judged) - unattainable) / n:.1f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
