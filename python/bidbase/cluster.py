"""Sharded simulation on a Dask cluster (docs/scale-out.md).

A run of N boards is split into K seeded shards (shard i bids boards i*N/K to (i+1)*N/K); each
worker bids its shards with the same system and returns their documents, and
:func:`bidbase.merge` adds them up. The result is the report one process gives for the whole
run, field for field (timing aside), on any number of workers::

    from dask.distributed import Client, LocalCluster
    import bidbase.cluster

    with Client(LocalCluster(n_workers=2, threads_per_worker=1)) as client:
        stats = bidbase.cluster.simulate(client, "sayc", deals=1_000_000, seed=7, shards=16)

Workers load the system themselves (a built-in system by name, or rules text), so nothing but
the arguments and the shard documents crosses the network.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Union

import bidbase


def _load(system: str, rules: Optional[str], conventions: Optional[str]) -> "bidbase.System":
    s = bidbase.System.from_rules(rules) if rules is not None else bidbase.System(system)
    if conventions:
        s.set_conventions(conventions)
    return s


def _shard(
    system: str,
    rules: Optional[str],
    conventions: Optional[str],
    deals: int,
    seed: int,
    index: int,
    shards: int,
    dd: bool,
    precision: bool,
    board_numbers: bool,
    threads: Optional[int],
) -> str:
    return _load(system, rules, conventions).simulate_shard(
        deals, seed, index, shards, threads=threads, dd=dd, precision=precision, board_numbers=board_numbers
    )


def simulate(
    client: Any,
    system: Union[str, "bidbase.System"] = "sayc",
    *,
    deals: int = 100_000,
    seed: int = 1,
    shards: Optional[int] = None,
    dd: bool = False,
    precision: bool = False,
    board_numbers: bool = False,
    rules: Optional[str] = None,
    conventions: Optional[str] = None,
    threads_per_shard: Optional[int] = 1,
    top: int = 15,
) -> Dict[str, Any]:
    """Runs ``simulate`` of ``deals`` boards of ``seed`` as ``shards`` tasks on a
    ``dask.distributed.Client`` and returns the merged report (the dict
    ``bidbase simulate --json`` prints, with the shards' timings added up).

    ``system`` is a built-in system's name; ``rules`` (rules text, sent to every worker) runs
    those rules instead; ``conventions`` switches conventions ("Stayman=off"). ``shards``
    defaults to four per worker thread. Each shard runs on ``threads_per_shard`` threads.
    """
    if isinstance(system, bidbase.System):
        raise TypeError("pass the system's name (or rules=TEXT): workers load the system themselves")
    if shards is None:
        nthreads = sum(client.nthreads().values()) or 1
        shards = max(1, 4 * nthreads)
    if shards < 1:
        raise ValueError("shards must be at least 1")
    futures: List[Any] = [
        client.submit(
            _shard,
            system,
            rules,
            conventions,
            deals,
            seed,
            i,
            shards,
            dd,
            precision,
            board_numbers,
            threads_per_shard,
            key=f"bidbase-shard-{seed}-{deals}-{i}-of-{shards}-{'dd' if dd else 'bid'}",
            pure=False,
        )
        for i in range(shards)
    ]
    docs = client.gather(futures)
    # Rules text has no path the shards could name: the entries are named from the same text.
    local = _load(system, rules, conventions) if rules is not None else None
    return bidbase.merge(docs, top=top, system=local)
