"""Shared fixtures: the `bidbase` binary the Python answers are compared with."""

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _find_binary():
    env = os.environ.get("BIDBASE_BIN")
    if env:
        return env
    for profile in ("release", "debug"):
        p = ROOT / "target" / profile / "bidbase"
        if p.exists():
            return str(p)
    return None


@pytest.fixture(scope="session")
def cli():
    """Runs the `bidbase` command (BIDBASE_BIN, else target/release or target/debug): returns
    a function of the arguments giving stdout (JSON parsed when `--json` is among them)."""
    binary = _find_binary()
    if binary is None:
        pytest.skip("no bidbase binary to compare with: build it (cargo build --release) or set BIDBASE_BIN")

    def run(*args, check=True, raw=False):
        p = subprocess.run([binary, *args], capture_output=True, text=True, cwd=ROOT)
        if check and p.returncode != 0:
            raise AssertionError(f"bidbase {' '.join(args)} failed ({p.returncode}): {p.stderr}")
        if "--json" in args and p.returncode == 0 and not raw:
            return json.loads(p.stdout)
        return p

    return run


def untimed(report):
    """A report without its timing (which differs run to run)."""
    r = dict(report)
    r.pop("timing", None)
    return r
