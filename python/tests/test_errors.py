"""Bad input raises a clear exception; nothing crashes the interpreter."""

import pytest

import bidbase


@pytest.fixture(scope="module")
def sayc():
    return bidbase.System("sayc")


@pytest.mark.parametrize("hand", ["AQ3.T87", "AQ3.T87.K6432.T4Z", "AAQ.T87.K6432.T4", "", "ZZ-ZZ-ZZ-ZZ"])
def test_bad_hands(sayc, hand):
    with pytest.raises(bidbase.HandError, match="bad hand"):
        sayc.bid(hand, "1H Pass")


@pytest.mark.parametrize(
    "auction, words",
    [("1H 1C", "illegal"), ("1N P P P", "has ended"), ("1H X X", "illegal"), ("9C", "bad auction"), ("1Z", "bad auction")],
)
def test_bad_auctions(sayc, auction, words):
    with pytest.raises(bidbase.AuctionError, match=words):
        sayc.bid("AQ3.T87.K6432.T4", auction)


def test_bad_table_arguments(sayc):
    with pytest.raises(bidbase.AuctionError, match="dealer"):
        sayc.bid("AQ3.T87.K6432.T4", "", dealer="Q")
    with pytest.raises(bidbase.AuctionError, match="vulnerab"):
        sayc.bid("AQ3.T87.K6432.T4", "", vul="sometimes")
    with pytest.raises(bidbase.BidbaseError, match="scoring"):
        sayc.bid("AQ3.T87.K6432.T4", "", scoring="rubber-ish")


def test_unknown_system_and_convention():
    with pytest.raises(bidbase.UnknownSystemError, match="built-in systems are"):
        bidbase.System("acol")
    with pytest.raises(bidbase.ConventionError, match="unknown convention"):
        bidbase.System("sayc", conventions="Multi=on")
    with pytest.raises(bidbase.BidbaseError, match="engine"):
        bidbase.System("sayc", engine="quantum")


def test_bad_rules_text_points_at_the_line_and_column(cli, tmp_path):
    text = "[]\n1N hcp=15-17 shape=balanced\n2C hcp=22+ frobnicate=3\n"
    with pytest.raises(bidbase.RulesError) as info:
        bidbase.System.from_rules(text)
    e = info.value
    assert (e.line, e.column) == (3, 12)
    assert "frobnicate" in e.message
    assert e.diagnostics[0][1:3] == (3, 12)
    # The same message as `bidbase check`.
    path = tmp_path / "bad.bb"
    path.write_text(text)
    check = cli("check", str(path), check=False)
    assert check.returncode != 0
    assert e.message in check.stdout + check.stderr
    assert ":3:12" in check.stdout + check.stderr
    with pytest.raises(bidbase.RulesError):
        bidbase.System.from_rules(tmp_path / "missing.bb")


def test_bad_deals_and_shards():
    with pytest.raises(bidbase.DealError, match="deal 1"):
        bidbase.dd([bidbase.deal(seed=1, n=1)[0], "N:AKQ"])
    with pytest.raises(bidbase.DealError):
        bidbase.par("not a deal")
    with pytest.raises(bidbase.BidbaseError, match="deck"):
        bidbase.deal(seed=1, n=2, deck="tarot")
    with pytest.raises(bidbase.BidbaseError, match="not a shard"):
        bidbase.merge(["{}"])
    with pytest.raises(bidbase.BidbaseError, match="not a shard document"):
        bidbase.merge(["{"])
    with pytest.raises(bidbase.BidbaseError, match="no shard"):
        bidbase.merge([])
    with pytest.raises(bidbase.BidbaseError, match="--deals"):
        bidbase.System("sayc").simulate(deals=0)
    with pytest.raises(bidbase.BidbaseError, match="shard"):
        bidbase.System("sayc").simulate_shard(100, 1, 4, 4)
    with pytest.raises(OverflowError):
        bidbase.System("sayc").simulate(deals=-5)
    # The errors are ValueErrors, as Python code expects of bad arguments.
    assert issubclass(bidbase.BidbaseError, ValueError)
