"""Sharded runs on a local Dask cluster of two workers add up exactly to one process's run."""

import pytest

import bidbase
from conftest import untimed

distributed = pytest.importorskip("distributed", reason="dask.distributed is not installed (pip install 'dask[distributed]')")


@pytest.fixture(scope="module")
def client():
    from dask.distributed import Client, LocalCluster

    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    c = Client(cluster)
    yield c
    c.close()
    cluster.close()


def test_sharded_simulation_of_200000_boards_is_the_single_run(client, cli):
    import bidbase.cluster

    sharded = bidbase.cluster.simulate(client, "sayc", deals=200_000, seed=17, shards=4)
    single = cli("simulate", "--deals", "200000", "--seed", "17", "--json")
    assert untimed(sharded) == untimed(single)
    assert sharded["timing"]["shards"] == 4
    assert sharded["boards"] == 200_000


def test_sharded_double_dummy_run_of_12_deals_is_the_single_run(client):
    import bidbase.cluster

    sharded = bidbase.cluster.simulate(client, "sayc", deals=12, seed=23, shards=4, dd=True)
    single = bidbase.System("sayc").simulate(deals=12, seed=23, dd=True)
    assert untimed(sharded) == untimed(single.stats)
    assert sharded["double_dummy"]["boards"] == 12


def test_sharded_rules_text_run(client):
    import bidbase.cluster

    rules = "[]\n1N hcp=15-17 shape=balanced\n1S S=5+ hcp=12+\nP\n[1N-P]\n3N hcp=10+\nP\n[...]\nP\n"
    sharded = bidbase.cluster.simulate(client, rules=rules, deals=4000, seed=2, shards=3)
    single = bidbase.System.from_rules(rules).simulate(deals=4000, seed=2)
    assert untimed(sharded) == untimed(single.stats)
