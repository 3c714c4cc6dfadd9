"""bidbase: a rule compiler for contract-bridge bidding systems, from Python.

    >>> import bidbase
    >>> sayc = bidbase.System("sayc")
    >>> sayc.bid("AQ3.T87.K6432.T4", "1H Pass").call
    '3H'
    >>> run = sayc.simulate(deals=10_000, seed=7, boards=True)
    >>> run.stats["games"]["missed_share"]          # the same dict as `bidbase simulate --json`
    >>> run.boards.head()                            # a pandas DataFrame, one row a board
    >>> bidbase.dd(bidbase.deal(seed=1, n=10)).shape  # (10, 4, 5): declarer N E S W, strain C D H S NT

Every answer comes from the same Rust code as the ``bidbase`` command, so the two agree.
Hands are read in BidBase (``AQ3-T87-K6432-T4``) or PBN (``AQ3.T87.K6432.T4``) notation,
calls in both (``1N P D R`` or ``1NT Pass X XX``), deals in PBN (``N:... ... ... ...``).
Bad input raises a subclass of :class:`BidbaseError` (itself a ``ValueError``).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

import numpy as np

from . import _native
from ._native import (
    AuctionError,
    BidbaseError,
    ConventionError,
    DealError,
    HandError,
    RulesError,
    UnknownSystemError,
)

__all__ = [
    "System",
    "Bid",
    "Entry",
    "Simulation",
    "deal",
    "dd",
    "par",
    "merge",
    "STRAINS",
    "SEATS",
    "BidbaseError",
    "HandError",
    "AuctionError",
    "DealError",
    "UnknownSystemError",
    "ConventionError",
    "RulesError",
]

#: The seats in the order of :func:`dd`'s second axis.
SEATS: Tuple[str, ...] = ("N", "E", "S", "W")
#: The strains in the order of :func:`dd`'s third axis.
STRAINS: Tuple[str, ...] = ("C", "D", "H", "S", "NT")


def _auction_text(auction: Union[str, Sequence[str]]) -> str:
    if isinstance(auction, str):
        return auction
    return " ".join(auction)


@dataclass(frozen=True)
class Entry:
    """The rules entry that made a call: where it is written and what it belongs to."""

    file: str
    line: int
    bon: str
    prior_bids: str
    call: str
    convention: str


@dataclass(frozen=True)
class Bid:
    """The call a system makes for a hand (``System.bid``).

    ``call`` is the call in PBN notation (``1NT``, ``Pass``, ``X``), ``None`` when no entry
    matches (the player would pass); ``annotated`` adds the slam-convention tag the rules give
    it (``4NT@30``: Blackwood for hearts). ``raw`` is the dict ``bidbase bid --json`` prints.
    """

    call: Optional[str]
    annotated: Optional[str]
    entry: Optional[Entry]
    convention: str
    alert: bool
    announce: bool
    disclosure: str
    forcing: str
    description: Optional[Dict[str, Any]]
    raw: Dict[str, Any] = field(repr=False)

    @property
    def text(self) -> str:
        """What the call shows, in words (empty when no entry makes it)."""
        d = self.description
        return d.get("text", "") if d else ""

    def to_dict(self) -> Dict[str, Any]:
        """The dict ``bidbase bid --json`` prints."""
        return dict(self.raw)

    @staticmethod
    def _from(raw: Dict[str, Any]) -> "Bid":
        e = raw.get("entry")
        entry = Entry(**e) if isinstance(e, dict) else None
        disc = raw.get("disclosure") or {}
        annotated = raw.get("call")
        return Bid(
            call=annotated.split("@")[0] if annotated else None,
            annotated=annotated,
            entry=entry,
            convention=entry.convention if entry else "",
            alert=bool(disc.get("alert", False)),
            announce=bool(disc.get("announce", False)),
            disclosure=disc.get("text", "") or "",
            forcing=raw.get("asks", "") or "",
            description=raw.get("description"),
            raw=raw,
        )


class Simulation:
    """What ``System.simulate`` found.

    ``stats`` is the dict ``bidbase simulate --json`` prints for the same options (timings
    aside). With ``boards=True``, ``boards`` is a pandas DataFrame and ``to_arrow()`` a pyarrow
    Table of every board: number, dealer, vulnerability, deal, the four hands, auction (PBN
    calls with their slam-convention tags, ``4NT@30``, as ``System.bid`` reads them back),
    contract, declarer and each seat's HCP.
    """

    def __init__(self, stats: Dict[str, Any], columns: Optional[Dict[str, Any]]):
        self.stats = stats
        self._columns = columns

    def _arrays(self) -> Dict[str, Any]:
        c = self._columns
        if c is None:
            raise BidbaseError("this simulation kept no boards: run it with boards=True")
        n = len(c["board"])
        hcp = np.frombuffer(c["hcp"], dtype=np.uint8).reshape(n, 4)
        out: Dict[str, Any] = {
            "board": np.asarray(c["board"], dtype=np.uint64),
            "dealer": c["dealer"],
            "vulnerability": c["vulnerability"],
            "deal": c["deal"],
            "north": c["north"],
            "east": c["east"],
            "south": c["south"],
            "west": c["west"],
            "auction": c["auction"],
            "contract": c["contract"],
            "declarer": c["declarer"],
        }
        for i, s in enumerate("nesw"):
            out["hcp_" + s] = hcp[:, i]
        return out

    @property
    def boards(self):
        """The boards as a pandas DataFrame (needs pandas)."""
        import pandas as pd

        return pd.DataFrame(self._arrays())

    def to_arrow(self):
        """The boards as a pyarrow Table (needs pyarrow)."""
        import pyarrow as pa

        return pa.table(self._arrays())

    def __repr__(self) -> str:
        s = self.stats
        return f"<Simulation {s.get('boards')} boards by {s.get('system')}, seed {s.get('seed')}>"


class System:
    """A bidding system: a built-in one by name, or rules (``System.from_rules``).

    ``System("sayc")`` runs the compiled SAYC; ``engine="interpreted"`` runs the same rules
    through the interpreter. ``conventions`` switches conventions by name, as the command's
    ``--conventions`` does: ``{"Stayman": "off", "Weak Two": "we"}`` or ``"Stayman=off"``.
    """

    def __init__(
        self,
        name: str = "sayc",
        *,
        engine: str = "compiled",
        conventions: Union[None, str, Dict[str, str]] = None,
    ):
        self._native = _native.NativeSystem.builtin(name, engine, None)
        if conventions:
            self.set_conventions(conventions)

    @classmethod
    def from_rules(
        cls, source: Union[str, "os.PathLike[str]"], *, conventions: Union[None, str, Dict[str, str]] = None
    ) -> "System":
        """Rules from a file path (its includes read beside it) or from rules text.

        A string that names an existing file, or ends in ``.bb`` and has no line break, is a
        path; any other string is the rules themselves. Errors raise :class:`RulesError` with
        ``file``, ``line``, ``column``, ``message`` (the first error) and ``diagnostics`` (all).
        """
        self = cls.__new__(cls)
        text = os.fspath(source)
        is_path = not isinstance(source, str) or os.path.exists(text) or (text.endswith(".bb") and "\n" not in text)
        if is_path:
            self._native = _native.NativeSystem.from_rules(path=text)
        else:
            self._native = _native.NativeSystem.from_rules(text=text)
        if conventions:
            self.set_conventions(conventions)
        return self

    @property
    def name(self) -> str:
        """The system's name as its rules give it."""
        return self._native.name

    @property
    def label(self) -> str:
        """How reports name the system: ``sayc (compiled)``."""
        return self._native.label

    @property
    def deck(self) -> str:
        """``standard`` or ``bidittle`` (seven-card hands)."""
        return self._native.deck

    def conventions(self) -> Dict[str, str]:
        """Every convention with its setting: on, off, we or they."""
        return dict(self._native.conventions())

    def set_conventions(self, conventions: Union[str, Dict[str, str]]) -> None:
        """Switches conventions: ``{"Stayman": "off"}`` or ``"Stayman=off,Weak Two=we"``."""
        if isinstance(conventions, dict):
            conventions = ",".join(f"{k}={v}" for k, v in conventions.items())
        self._native.set_conventions(conventions)

    def bid(
        self,
        hand: str,
        auction: Union[str, Sequence[str]] = "",
        *,
        dealer: str = "N",
        vul: str = "None",
        scoring: str = "imps",
        we: str = "NS",
        seed: int = 0,
    ) -> Bid:
        """The call the system makes with ``hand`` after ``auction`` (dealer first)."""
        raw = self._native.bid(hand, _auction_text(auction), dealer, vul, scoring, we, seed)
        return Bid._from(raw)

    def describe(self, auction: Union[str, Sequence[str]], *, dealer: str = "N", vul: str = "None") -> Dict[str, Any]:
        """What each call of the auction shows and what each player has shown
        (``bidbase describe --json``)."""
        return self._native.describe(_auction_text(auction), dealer, vul)

    def calls(
        self,
        auction: Union[str, Sequence[str]] = "",
        *,
        hand: Optional[str] = None,
        dealer: str = "N",
        vul: str = "None",
    ) -> List[Dict[str, Any]]:
        """Every legal call now and what it would show (``bidbase calls --json``)."""
        return self._native.calls(_auction_text(auction), hand, dealer, vul)

    def simulate(
        self,
        deals: int = 100_000,
        seed: int = 1,
        *,
        threads: Optional[int] = None,
        dd: bool = False,
        precision: bool = False,
        board_numbers: bool = False,
        top: int = 15,
        boards: bool = False,
    ) -> Simulation:
        """Deals and bids ``deals`` boards of ``seed`` (``bidbase simulate``), with the GIL
        released; ``dd=True`` judges each double dummy against par, ``boards=True`` keeps
        every board for ``Simulation.boards``."""
        stats, columns = self._native.simulate(
            deals, seed, threads, board_numbers, dd, precision, top, boards, None
        )
        return Simulation(stats, columns)

    def simulate_shard(
        self,
        deals: int,
        seed: int,
        shard: int,
        shards: int,
        *,
        threads: Optional[int] = None,
        dd: bool = False,
        precision: bool = False,
        board_numbers: bool = False,
    ) -> str:
        """Shard ``shard`` of ``shards`` of a run: its document (JSON text), as
        ``bidbase simulate --shard I/K`` prints it; :func:`merge` adds the shards up."""
        doc, _ = self._native.simulate(
            deals, seed, threads, board_numbers, dd, precision, 15, False, (shard, shards)
        )
        return json.dumps(doc)

    def __repr__(self) -> str:
        return f"<bidbase.System {self.label}>"


def deal(seed: int, n: int, *, deck: str = "standard") -> List[str]:
    """``n`` deals of ``seed`` in PBN (``N:...``), as ``bidbase deal --seed SEED --count N``."""
    return _native.deal(seed, n, deck)


def dd(deals: Union[str, Iterable[str]]) -> np.ndarray:
    """Double-dummy tricks: an array of shape (n, 4, 5), uint8, declarer by ``SEATS``, strain by
    ``STRAINS``; solved on every core with the GIL released. One deal gives shape (1, 4, 5)."""
    if isinstance(deals, str):
        deals = [deals]
    deals = list(deals)
    raw = _native.dd(deals)
    return np.frombuffer(raw, dtype=np.uint8).reshape(len(deals), 4, 5)


def par(deal: str, *, vul: str = "None", dealer: str = "N") -> Dict[str, Any]:
    """The par score (North-South's) and par contracts of a deal (``bidbase par --json``)."""
    return _native.par(deal, vul, dealer)


def merge(
    shards: Iterable[Union[str, Dict[str, Any]]], *, top: int = 15, system: Optional[System] = None
) -> Dict[str, Any]:
    """Adds up the shards of one run (documents from ``System.simulate_shard`` or files of
    ``bidbase simulate --shard``, as text or dicts) into the run's report, the dict
    ``bidbase merge --json`` prints. ``system`` (the system the shards ran) names the entries;
    without it the system the shards name is loaded (a built-in one, or a rules file by path)."""
    texts = [s if isinstance(s, str) else json.dumps(s) for s in shards]
    return _native.merge(texts, top, system._native if system is not None else None)
