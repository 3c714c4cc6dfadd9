#!/usr/bin/env python3
"""Copies the built-in systems' rule files into web/rules/ and writes web/rules/index.json,
the list the editor (web/editor.html) offers: each system's name, title, root file and files,
named as the loader resolves the files' includes and `base` lines (relative to rules/)."""

import json
import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "rules"
OUT = ROOT / "web" / "rules"
SYSTEMS = [
    ("sayc", "SAYC", "sayc.bb"),
    ("2over1", "2/1 Game Forcing", "two_over_one.bb"),
    ("bidittle", "BIDittle", "bidittle.bb"),
    ("examples", "BidBase field reference examples", "examples.bb"),
]
READS = re.compile(r'^\s*(?:include|base)\s+"([^"]+)"', re.M)


def files_of(root):
    """The root and every file it includes or is based on, in reading order."""
    seen, order, todo = set(), [], [root]
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        seen.add(name)
        order.append(name)
        parent = Path(name).parent
        for read in READS.findall((RULES / name).read_text(encoding="utf-8")):
            todo.append((parent / read).as_posix())
    return order


def main():
    if OUT.exists():
        shutil.rmtree(OUT)
    systems = []
    for name, title, root in SYSTEMS:
        files = files_of(root)
        for f in files:
            (OUT / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(RULES / f, OUT / f)
        systems.append({"name": name, "title": title, "root": root, "files": files})
    (OUT / "index.json").write_text(json.dumps({"systems": systems}, indent=1) + "\n", encoding="utf-8")
    print(f"web/rules: {sum(len(s['files']) for s in systems)} files of {len(systems)} systems")


if __name__ == "__main__":
    main()
