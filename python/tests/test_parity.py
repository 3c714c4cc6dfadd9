"""Python answers equal the command's: calls, descriptions and contracts of 1,000 seeded
boards, the simulation report, and double-dummy tables and par."""

import re

import numpy as np

import bidbase
from conftest import untimed

MASK = (1 << 64) - 1


def read_pbn(path):
    """The boards of a `simulate --pbn` file: number, dealer, vulnerability, deal, contract,
    declarer, calls and notes."""
    boards, cur, in_auction = [], None, False
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        m = re.match(r'\[(\w+) "(.*)"\]', line)
        if m:
            k, v = m.groups()
            if k == "Event":
                cur = {"calls": [], "refs": [], "notes": {}}
                boards.append(cur)
            if k == "Note":
                n, text = v.split(":", 1)
                cur["notes"][int(n)] = text
            else:
                cur[k] = v
            in_auction = k == "Auction"
            continue
        if in_auction and line:
            for tok in line.split():
                if tok.startswith("=") and tok.endswith("="):
                    cur["refs"][-1] = int(tok.strip("="))
                else:
                    cur["calls"].append(tok)
                    cur["refs"].append(None)
    return boards


def test_calls_descriptions_and_contracts_of_1000_boards(cli, tmp_path):
    pbn = tmp_path / "run.pbn"
    cli("simulate", "--deals", "1000", "--seed", "31", "--pbn", str(pbn), "--threads", "1")
    boards = read_pbn(pbn)
    assert len(boards) == 1000
    sayc = bidbase.System("sayc")
    run = sayc.simulate(deals=1000, seed=31, boards=True).boards
    assert list(run["board"]) == [int(b["Board"]) for b in boards]
    positions = 0
    for row, b in zip(run.itertuples(), boards):
        assert row.dealer == b["Dealer"]
        assert row.vulnerability == b["Vulnerable"]
        tagged = row.auction.split()
        assert [c.split("@")[0] for c in tagged] == b["calls"]
        assert row.contract == b["Contract"]
        assert row.declarer == b["Declarer"]
        index = int(b["Board"]) - 1
        # The context simulate bids each board in: its Pct seed follows the board.
        seed = 31 ^ ((index * 0x9E3779B97F4A7C15) & MASK)
        seats = "NESW"
        first = seats.index(row.dealer)
        hands = {"N": row.north, "E": row.east, "S": row.south, "W": row.west}
        chosen = []
        for i, call in enumerate(b["calls"]):
            seat = seats[(first + i) % 4]
            got = sayc.bid(hands[seat], tagged[:i], dealer=row.dealer, vul=row.vulnerability, seed=seed)
            assert (got.call or "Pass") == call, (b["Board"], b["calls"][:i], got)
            chosen.append(got)
            positions += 1
        described = sayc.describe(tagged, dealer=row.dealer, vul=row.vulnerability)["calls"]
        for i, d in enumerate(described):
            ref = b["refs"][i]
            note = b["notes"].get(ref) if ref else None
            shows = d["shows"]
            if note is None:
                continue
            # The note names the entry that made the call (the board's decisions replayed); a
            # call no entry made is named by the first entry that could make it.
            made = chosen[i]
            convention = made.convention if made.call is not None else d.get("convention")
            if convention:
                assert note.startswith(convention), (b["Board"], i, note, made)
            if shows is not None and shows["text"] not in ("", "-"):
                assert note.endswith(shows["text"]), (b["Board"], i, note, shows["text"])
    assert positions > 8000


def test_describe_and_calls_equal_the_command(cli):
    sayc = bidbase.System("sayc")
    for auction in ["1NT Pass 2C Pass 2H", "1H Pass 2NT Pass 3C", "Pass 1S X XX 2D", "2C Pass 2D Pass 2NT"]:
        assert sayc.describe(auction) == cli("describe", "--auction", auction, "--json")
    assert sayc.calls("1NT Pass 2C Pass") == cli("calls", "--auction", "1NT Pass 2C Pass", "--json")
    hand = "AQ3.T87.K6432.T4"
    assert sayc.calls("1H Pass", hand=hand, vul="NS") == cli(
        "calls", "--auction", "1H Pass", "--hand", hand, "--vul", "NS", "--json"
    )
    got = sayc.bid("KQ92-A82-86-AKQ5", "1C P 1H 2D", vul="EW")
    assert got.to_dict() == cli("bid", "--hand", "KQ92-A82-86-AKQ5", "--auction", "1C P 1H 2D", "--vul", "EW", "--json")


def test_simulate_report_equals_the_command(cli):
    ours = bidbase.System("sayc").simulate(deals=3000, seed=12, precision=True)
    theirs = cli("simulate", "--deals", "3000", "--seed", "12", "--precision", "--json")
    assert untimed(ours.stats) == untimed(theirs)
    assert ours.stats["boards"] == 3000
    # Convention switches reach the simulation and its label.
    off = bidbase.System("sayc", conventions={"Stayman": "off"}).simulate(deals=500, seed=12)
    theirs = cli("simulate", "--deals", "500", "--seed", "12", "--conventions", "Stayman=off", "--json")
    assert untimed(off.stats) == untimed(theirs)


def test_dd_tables_and_par_equal_the_command(cli, tmp_path):
    deals = bidbase.deal(seed=5, n=10)
    listing = cli("deal", "--seed", "5", "--count", "10").stdout.split("\n")
    assert deals == [line for line in listing if line]
    path = tmp_path / "deals.txt"
    path.write_text("\n".join(deals) + "\n")
    tables = bidbase.dd(deals)
    assert tables.shape == (10, 4, 5) and tables.dtype == np.uint8
    import json

    out = cli("dd", "--file", str(path), "--json", raw=True).stdout
    rows = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(rows) == 10
    for t, row in zip(tables, rows):
        for si, seat in enumerate(bidbase.SEATS):
            for ti, strain in enumerate(bidbase.STRAINS):
                assert t[si, ti] == row["tricks"][seat][strain]
    for d, vul, dealer in [(deals[0], "None", "N"), (deals[1], "NS", "E"), (deals[2], "All", "W")]:
        assert bidbase.par(d, vul=vul, dealer=dealer) == cli("par", d, "--vul", vul, "--dealer", dealer, "--json")
