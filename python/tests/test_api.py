"""The package as a Python user meets it: objects, tables, switches, rules, threads."""

import threading

import numpy as np
import pytest

import bidbase


def test_bid_returns_a_call_with_its_entry_and_meaning():
    sayc = bidbase.System("sayc")
    b = sayc.bid("AK.AQJ.KQJ2.K432", [])  # 23 HCP, balanced: strong 2C
    assert b.call == "2C"
    assert b.entry is not None and b.entry.file.endswith(".bb") and b.entry.line > 0
    assert b.convention == "2C Strong"
    assert b.forcing in ("1", "G")
    assert b.description is not None and b.description["forcing"] == "one round"
    stayman = sayc.bid("KQ92.A873.86.Q95", "1NT Pass")
    assert stayman.call == "2C" and stayman.convention == "Stayman"
    weak = sayc.bid("T542.863.J42.975", "")
    assert weak.call == "Pass" and weak.entry is not None


def test_conventions_switch_by_name():
    s = bidbase.System("sayc", conventions={"Stayman": "off"})
    assert s.conventions()["Stayman"] == "off"
    assert s.bid("KQ92.A873.86.Q95", "1NT Pass").convention != "Stayman"
    s.set_conventions("Stayman=on")
    assert s.bid("KQ92.A873.86.Q95", "1NT Pass").convention == "Stayman"


def test_interpreted_and_compiled_agree():
    c = bidbase.System("sayc")
    i = bidbase.System("sayc", engine="interpreted")
    for hand, auction in [("AQ3.T87.K6432.T4", "1H Pass"), ("KQ92.A82.86.AKQ5", "1C Pass 1H 2D")]:
        assert c.bid(hand, auction).to_dict() == i.bid(hand, auction).to_dict()


def test_two_over_one_is_built_in_and_differs_from_sayc():
    two = bidbase.System("2over1")
    sayc = bidbase.System("sayc")
    # 10 HCP with clubs over 1S: a two-over-one in SAYC, the forcing 1NT in 2/1.
    assert sayc.bid("32.K32.Q32.AJ832", "1S Pass").call == "2C"
    forcing = two.bid("32.K32.Q32.AJ832", "1S Pass")
    assert forcing.call == "1NT" and forcing.forcing == "1"
    # A two-over-one forces to game, and the compiled and interpreted 2/1 agree.
    game = two.bid("K2.A32.Q32.AJ832", "1S Pass")
    assert game.call == "2C" and game.forcing == "G"
    interpreted = bidbase.System("2over1", engine="interpreted")
    assert interpreted.bid("K2.A32.Q32.AJ832", "1S Pass").to_dict() == game.to_dict()
    assert two.conventions()["Bergen Raises"] == "off"


def test_rules_from_text_and_from_a_file(tmp_path):
    text = "[]\n1N hcp=15-17 shape=balanced text=\"notrump\"\nP\n"
    s = bidbase.System.from_rules(text)
    assert s.bid("AQ3.KT7.KJ64.Q43").call == "1NT"
    assert s.bid("AQ3.KT7.KJ64.432").call in (None, "Pass")
    path = tmp_path / "mini.bb"
    path.write_text(text)
    assert bidbase.System.from_rules(path).bid("AQ3.KT7.KJ64.Q43").call == "1NT"
    assert bidbase.System.from_rules(str(path)).bid("AQ3.KT7.KJ64.Q43").call == "1NT"


def test_simulation_boards_as_pandas_and_arrow():
    run = bidbase.System("sayc").simulate(deals=2000, seed=3, boards=True)
    df = run.boards
    assert len(df) == 2000
    assert list(df["board"][:3]) == [1, 2, 3]
    assert ((df["hcp_n"] + df["hcp_e"] + df["hcp_s"] + df["hcp_w"]) == 40).all()
    assert set(df["dealer"]) <= set("NESW")
    assert df["contract"].str.match(r"^(Pass|[1-7](C|D|H|S|NT)X{0,2})$").all()
    table = run.to_arrow()
    assert table.num_rows == 2000 and "auction" in table.column_names
    assert run.stats["boards"] == 2000
    with pytest.raises(bidbase.BidbaseError):
        bidbase.System("sayc").simulate(deals=10, seed=3).boards


def test_dd_array_shape_and_known_tricks():
    deals = bidbase.deal(seed=2, n=6)
    t = bidbase.dd(deals)
    assert t.shape == (6, 4, 5) and (t <= 13).all()
    assert (bidbase.dd(deals[2]) == t[2:3]).all()
    # All thirteen spades and hearts between North and South: they make everything in spades.
    solid = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
    one = bidbase.dd(solid)[0]
    assert one[0, bidbase.STRAINS.index("S")] == 13 and one[1, bidbase.STRAINS.index("H")] == 13


def test_simulation_releases_the_gil():
    sayc = bidbase.System("sayc")
    done = threading.Event()
    result = {}

    def work():
        result["run"] = sayc.simulate(deals=50_000, seed=4, threads=1)
        done.set()

    t = threading.Thread(target=work)
    t.start()
    spins = 0
    while not done.is_set():
        spins += 1
    t.join()
    assert result["run"].stats["boards"] == 50_000
    # Held for the whole simulation, the GIL would leave this loop a few switch intervals.
    assert spins > 10_000
