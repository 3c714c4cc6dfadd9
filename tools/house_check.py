#!/usr/bin/env python3
"""The house rules of the bidbase source tree, checked.

- no Rust source file over 1,000 lines (tests, benches, examples and generated output aside;
  a file's `#[cfg(test)]` module counts as tests);
- no function over 150 lines (same files);
- no import circle between the files of a crate (a `use` or a `crate::`/`super::` path of one
  file naming an item defined in another; re-exports are followed to the defining file), and
  none between the workspace's crates (normal and build dependencies);
- no user document or source comment that speaks of issue numbers, commits or seed file numbers.

Run from anywhere: `python3 tools/house_check.py`. Exit status 1 with a line per finding.
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_FILE = 1000
MAX_FN = 150
SKIP_DIRS = {"target", ".git", "node_modules", "tests", "benches", "examples", "fixtures", "tools"}
HISTORY_RE = re.compile(r"issues? #?[0-9]+|seeds? 00[0-9]|commits? [0-9a-f]{7}", re.IGNORECASE)
ITEM_RE = re.compile(
    r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+|unsafe\s+|async\s+|extern\s+\"C\"\s+)*"
    r"(?:struct|enum|fn|trait|type|const|static|mod|union|macro_rules!)\s+([A-Za-z_][A-Za-z0-9_]*)"
)
FN_RE = re.compile(r"^(\s*)(pub(\([^)]*\))?\s+)?(const\s+)?(unsafe\s+)?(extern\s+\"C\"\s+)?fn\s+(\w+)")


def rust_files():
    for root, dirs, files in os.walk(ROOT):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for f in sorted(files):
            if f.endswith(".rs"):
                yield os.path.join(root, f)


def without_tests(text):
    """The file's lines before its `#[cfg(test)]` module (the rest is tests)."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith("#[cfg(test)]") and i + 1 < len(lines) and re.match(r"\s*(pub\s+)?mod\s", lines[i + 1]):
            return lines[:i]
    return lines


def check_sizes(findings):
    for path in rust_files():
        rel = os.path.relpath(path, ROOT)
        lines = without_tests(open(path, encoding="utf-8", errors="replace").read())
        if len(lines) > MAX_FILE:
            findings.append(f"{rel}: {len(lines)} lines (at most {MAX_FILE})")
        i = 0
        while i < len(lines):
            m = FN_RE.match(lines[i])
            if m and not lines[i].rstrip().endswith(";"):
                ind = m.group(1)
                j = i + 1
                while j < len(lines) and not (
                    lines[j].startswith(ind + "}") and len(lines[j]) - len(lines[j].lstrip()) == len(ind)
                ):
                    j += 1
                if j - i > MAX_FN:
                    findings.append(f"{rel}:{i + 1}: fn {m.group(7)} is {j - i} lines (at most {MAX_FN})")
                i = j
            i += 1


# ---- import circles within a crate ----------------------------------------------------------


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    return text


def module_files(src):
    """Module path (tuple) -> file, for a crate's src directory."""
    mods = {}
    for root, _, files in os.walk(src):
        for f in files:
            if not f.endswith(".rs"):
                continue
            path = os.path.join(root, f)
            rel = os.path.relpath(path, src)[:-3].split(os.sep)
            if rel in (["lib"], ["main"]):
                key = ()
            elif rel[-1] == "mod":
                key = tuple(rel[:-1])
            else:
                key = tuple(rel)
            mods[key] = path
    return mods


def expand_use(tree):
    """`a::{b, c::{d, e}}` -> [a::b, a::c::d, a::c::e] (aliases dropped)."""
    tree = tree.strip()
    m = re.match(r"^(.*?)\{(.*)\}$", tree, flags=re.S)
    if not m:
        return [re.sub(r"\s+as\s+\w+$", "", tree).strip()]
    prefix, inner = m.group(1), m.group(2)
    parts, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    out = []
    for p in parts:
        if p.strip():
            for e in expand_use(p):
                out.append(prefix + e if e != "self" else prefix.rstrip(":"))
    return out


def crate_graph(src):
    mods = module_files(src)
    code = {k: strip_comments("\n".join(without_tests(open(p, encoding="utf-8").read()))) for k, p in mods.items()}
    defined = {k: {m.group(1) for m in re.finditer(ITEM_RE.pattern, c, re.M)} for k, c in code.items()}
    reexports = {}  # (module, name) -> absolute path list
    uses = {}
    for k, c in code.items():
        paths = []
        for m in re.finditer(r"(?:^|;|\})\s*(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", c, re.M):
            for p in expand_use(m.group(2)):
                absolute = absolutize(p, k)
                if absolute is None:
                    continue
                paths.append(absolute)
                if m.group(1):
                    name = p.split("::")[-1].strip()
                    alias = re.search(r"\s+as\s+(\w+)", p)
                    reexports[(k, alias.group(1) if alias else name)] = absolute
        for m in re.finditer(r"\b((?:crate|super|self)(?:::\w+)+)", c):
            absolute = absolutize(m.group(1), k)
            if absolute is not None:
                paths.append(absolute)
        uses[k] = paths
    edges = {k: set() for k in mods}
    for k, paths in uses.items():
        for p in paths:
            target = resolve(p, mods, defined, reexports, 0)
            if target is not None and target != k:
                edges[k].add(target)
    return mods, edges


def absolutize(path, here):
    parts = [s.strip() for s in path.split("::") if s.strip()]
    if not parts:
        return None
    if parts[0] == "crate":
        return tuple(parts[1:])
    base = list(here)
    i = 0
    while i < len(parts) and parts[i] in ("super", "self"):
        if parts[i] == "super":
            if not base:
                return None
            base.pop()
        i += 1
    if i == 0:
        return None  # an external crate or a local name
    return tuple(base + parts[i:])


def resolve(path, mods, defined, reexports, depth):
    """The module that defines what `path` names."""
    if depth > 8:
        return None
    for cut in range(len(path), -1, -1):
        mod = path[:cut]
        if mod in mods:
            rest = path[cut:]
            if not rest:
                return mod
            name = rest[0]
            if (mod, name) in reexports and name not in defined[mod]:
                return resolve(reexports[(mod, name)] + rest[1:], mods, defined, reexports, depth + 1)
            return mod
    return None


def cycles(edges):
    """Strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def check_circles(findings):
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--no-deps", "--offline"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    )
    names = {p["name"] for p in meta["packages"]}
    crate_edges = {}
    for p in meta["packages"]:
        crate_edges[p["name"]] = {
            d["name"] for d in p["dependencies"] if d["name"] in names and d.get("kind") in (None, "build")
        }
        src = os.path.join(os.path.dirname(p["manifest_path"]), "src")
        if not os.path.isdir(src):
            continue
        mods, edges = crate_graph(src)
        for comp in cycles(edges):
            files = sorted(os.path.relpath(mods[m], ROOT) for m in comp)
            findings.append(f"import circle in {p['name']}: " + " <-> ".join(files))
    for comp in cycles(crate_edges):
        findings.append("crate circle: " + " <-> ".join(sorted(comp)))


def check_history(findings):
    targets = [os.path.join(ROOT, "README.md"), os.path.join(ROOT, "docs")]
    targets += [os.path.join(ROOT, d, "src") for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d, "src"))]
    for t in targets:
        paths = [t] if os.path.isfile(t) else [os.path.join(r, f) for r, _, fs in os.walk(t) for f in fs]
        for path in sorted(paths):
            try:
                text = open(path, encoding="utf-8").read()
            except (UnicodeDecodeError, OSError):
                continue
            for n, line in enumerate(text.split("\n"), 1):
                if HISTORY_RE.search(line):
                    findings.append(f"{os.path.relpath(path, ROOT)}:{n}: speaks of the project's history: {line.strip()[:100]}")


def main():
    findings = []
    check_sizes(findings)
    check_circles(findings)
    check_history(findings)
    for f in findings:
        print(f)
    if findings:
        print(f"house check: {len(findings)} finding(s)", file=sys.stderr)
        return 1
    print("house check: files, functions, import circles and history references all within the rules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
