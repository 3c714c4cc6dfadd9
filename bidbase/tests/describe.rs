//! Descriptions (docs/descriptions.md): what a call shows is the weakest claim of the entries
//! that can make it; what a player has shown, the strongest over his calls (seed 002's
//! examples, tests/fixtures/seed002.bb), through both back ends.

use bidbase::{Auction, Bidder, Call, Context, Interpreter, MemLoader, Seat, Span, Suit};

bidbase::system!(Seed002 = "tests/fixtures/seed002.bb");

fn interpreter() -> Interpreter {
    let text = include_str!("fixtures/seed002.bb");
    match Interpreter::load("seed002.bb", &MemLoader::single("seed002.bb", text)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

/// Both back ends, which must agree.
fn both() -> (Interpreter, Seed002) {
    (interpreter(), Seed002::new())
}

#[test]
fn raising_a_weak_two_shows_the_least_common_denominator() {
    let (i, k) = both();
    let a = Auction::parse(Seat::North, "2H Pass").unwrap();
    let ctx = Context::default();
    for b in [&i as &dyn Bidder, &k] {
        let (_, s) = b.describe_call(&a, &ctx, Call::parse("4H").unwrap()).expect("two entries make 4H");
        assert_eq!(s.total.lo, 4, "{s}");
        assert_eq!(s.len[Suit::Hearts as usize], Span::new(2, 13), "{s}");
        assert_eq!(s.to_string(), "4+ total points, 2+ H");
        // No entry makes 3H there.
        assert!(b.describe_call(&a, &ctx, Call::parse("3H").unwrap()).is_none());
    }
}

#[test]
fn a_player_has_shown_the_strongest_claim_of_his_calls() {
    let (i, k) = both();
    let a = Auction::parse(Seat::North, "1H Pass 1S Pass 2H").unwrap();
    let ctx = Context::default();
    for b in [&i as &dyn Bidder, &k] {
        let north = b.shown_by(&a, &ctx, Seat::North);
        assert_eq!(north.len[Suit::Hearts as usize].lo, 5, "{north}");
        assert_eq!(north.hcp, Span::new(12, 15), "{north}");
        // East's pass after 1H: no section, no description; North's 2H alone shows 4+.
        assert!(b.describe_at(&a, &ctx, 1).is_none());
        assert_eq!(b.describe_at(&a, &ctx, 4).map(|(_, s)| s.len[Suit::Hearts as usize].lo), Some(4));
    }
    // The interpreter's whole-auction description says the same.
    let d = i.describe(&a, &ctx);
    assert_eq!(d.calls.len(), 5);
    assert_eq!(d.players[Seat::North.index()], k.shown_by(&a, &ctx, Seat::North));
}
