//! Deals whose double-dummy results and par can be checked by hand.

use bidbase_dd::{par, solve, DdTable};
use bidbase_runtime::{Deal, Seat, Strain, Vulnerability};

fn deal(pbn: &str) -> Deal {
    Deal::parse_pbn(pbn).expect("a deal")
}

#[test]
fn a_side_with_every_top_card_takes_every_trick() {
    // North holds the thirteen top cards: AKQJ of spades and AKQ of each other suit.
    let d = deal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
    let t = solve(&d).unwrap();
    // Every trick in notrump and spades; in clubs, diamonds and hearts West's four trumps
    // outlast North's three, and the last one takes a trick.
    for declarer in [Seat::North, Seat::South] {
        assert_eq!(Strain::ALL.map(|s| t.tricks(declarer, s)), [12, 12, 12, 13, 13], "{declarer:?}");
    }
    for declarer in [Seat::East, Seat::West] {
        assert_eq!(Strain::ALL.map(|s| t.tricks(declarer, s)), [1, 1, 1, 0, 0], "{declarer:?}");
    }
    // Par is 7NT: 220 trick score + 300 (500) game + 1000 (1500) grand slam (seed 003).
    let p = par(&t, Vulnerability::None, Seat::North);
    assert_eq!(p.score, 1520);
    assert!(p.contracts.iter().all(|c| c.contract.to_string() == "7NT" && c.overtricks == 0));
    assert_eq!(par(&t, Vulnerability::NorthSouth, Seat::East).score, 2220);
}

#[test]
fn voids_and_ruffs() {
    // Each hand holds one whole suit: North spades, East hearts, South diamonds, West clubs.
    let d = deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
    let t = solve(&d).unwrap();
    let row = |s: Seat| Strain::ALL.map(|x| t.tricks(s, x));
    // Declarer's side takes all 13 in either of its two suits (North in diamonds: East's
    // heart lead is ruffed by South, who then draws trumps), nothing in the others, and
    // nothing in notrump (the opening leader runs his suit).
    //              C   D   H   S  NT
    assert_eq!(row(Seat::North), [0, 13, 0, 13, 0]);
    assert_eq!(row(Seat::South), [0, 13, 0, 13, 0]);
    assert_eq!(row(Seat::East), [13, 0, 13, 0, 0]);
    assert_eq!(row(Seat::West), [13, 0, 13, 0, 0]);
    // North-South outrank in spades: 7S makes 1510 not vulnerable (210 + 300 + 1000), and
    // East-West's only higher contract, 7NT, takes no trick.
    let p = par(&t, Vulnerability::None, Seat::North);
    assert_eq!(p.score, 1510);
    assert!(p.contracts.iter().all(|c| c.contract.to_string() == "7S"));
    assert_eq!(par(&t, Vulnerability::None, Seat::East).score, 1510);
}

#[test]
fn malformed_tables_are_refused() {
    // (BIDittle deals are solved too: tests/bidittle.rs.)
    assert!(DdTable::parse_hex("zz").is_err());
}
