#!/usr/bin/env python3
"""Marks a system's sections `complete` where `bidbase lint` confirms that they answer every hand.

A section marked `complete` (docs/dsl.md, "complete sections") leaves nothing to the sections
after it in descriptions: the general layer's entries no longer widen what its calls show. This
tool proposes the marks and lets lint decide:

1. every exact section header (not a pattern, not a slam section with "@") whose block does not
   already end with an unconditional pass is marked `complete`;
2. `bidbase lint` bids each marked section with random hands the player can hold there, and
   reports an error at the mark for each section a hand goes past;
3. those marks are removed, and lint runs again until it reports none, for every system that
   reads the files (SAYC and 2/1, which is SAYC plus differences) and with both lint's default
   sampling and the sampling of the CLI's test (`--boards 500 --samples 32`).

The marks are claims checked by sampling: lint checks them again on every run, and the soundness
test of the descriptions (every hand within what its calls show, 1,000,000 boards in the ignored
test) fails on a hand that goes past a marked section and makes a call there.

Usage, from the repository's root: python3 tools/mark_complete.py BIDBASE [SYSTEMS] [FILES...]
  BIDBASE  the bidbase binary (target/release/bidbase)
  SYSTEMS  the main rules files of the systems that read the files, separated by commas
           (default rules/sayc.bb,rules/two_over_one.bb)
  FILES    the rules files to mark (default: rules/sayc/*.bb)
"""

import glob
import re
import subprocess
import sys

# What makes a header a pattern or a slam section.
NOT_EXACT = re.compile(r"\.\.\.|:|\?|\||@|\bbid\b|\bsuit\b|\bnt\b|\b\d(?:bid|suit)\b")
# Fields that say nothing of the hand.
NO_HAND = re.compile(r"^(text|ref|test|note|alert|announce)=")
# A line that is not an entry of the block above it.
NOT_ENTRY = ("#", "use ", "include", "block", "similar", "convention", "system")
MARK = " complete"
LINT_ERROR = re.compile(r"is marked complete, but.*\n\s*--> (\S+):(\d+):")


def is_unconditional_pass(entry):
    """Whether an entry line passes with any hand."""
    tokens = re.findall(r'"[^"]*"|\S+', entry.split(" #")[0])
    if not tokens or tokens[0] not in ("P", "Pass", "PASS"):
        return False
    return all(t.startswith('"') or NO_HAND.match(t) for t in tokens[1:])


def last_entry(lines, header):
    """The last entry line of the block whose header is at `header`."""
    last = None
    for line in lines[header + 1 :]:
        if line.startswith("["):
            break
        text = line.strip()
        if text and not line.startswith((" ", "\t")) and not text.startswith(NOT_ENTRY):
            last = text
    return last


def mark(files):
    """Marks every candidate header; returns how many."""
    marked = 0
    for path in files:
        with open(path) as f:
            lines = f.read().split("\n")
        for i, line in enumerate(lines):
            if not line.startswith("[") or "]" not in line:
                continue
            head = line.split(" #")[0].rstrip()
            if NOT_EXACT.search(head.split("]")[0]) or head.endswith(MARK):
                continue
            last = last_entry(lines, i)
            if last is not None and not is_unconditional_pass(last):
                lines[i] = head + MARK + line[len(head) :]
                marked += 1
        with open(path, "w") as f:
            f.write("\n".join(lines))
    return marked


# Lint's default sampling, and the sampling of the CLI's lint test: each finds hands the other
# may not.
SAMPLINGS = [[], ["--boards", "500", "--samples", "32"]]


def unmark_refuted(bidbase, system, sampling):
    """Runs lint and removes each mark it refutes; returns how many it refuted."""
    out = subprocess.run([bidbase, "lint", system, *sampling], capture_output=True, text=True).stdout
    refuted = {}
    for path, line in LINT_ERROR.findall(out):
        refuted.setdefault(path, set()).add(int(line))
    for path, numbers in refuted.items():
        with open(path) as f:
            lines = f.read().split("\n")
        for n in numbers:
            lines[n - 1] = lines[n - 1].replace(MARK, "", 1)
        with open(path, "w") as f:
            f.write("\n".join(lines))
    return sum(len(n) for n in refuted.values())


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(2)
    bidbase = sys.argv[1]
    systems = (sys.argv[2] if len(sys.argv) > 2 else "rules/sayc.bb,rules/two_over_one.bb").split(",")
    files = sys.argv[3:] or sorted(glob.glob("rules/sayc/*.bb"))
    print(f"marked {mark(files)} sections")
    for _ in range(20):
        refuted = 0
        for system in systems:
            for sampling in SAMPLINGS:
                n = unmark_refuted(bidbase, system, sampling)
                print(f"lint {system} {' '.join(sampling)}: refuted {n}")
                refuted += n
        if refuted == 0:
            break
    else:
        print("lint still refutes marks after 20 rounds")
        sys.exit(1)
    kept = sum(1 for p in files for line in open(p) if line.split(" #")[0].rstrip().endswith(MARK))
    print(f"{kept} sections marked complete")


if __name__ == "__main__":
    main()
