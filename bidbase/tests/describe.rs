//! Descriptions (docs/descriptions.md): what a call shows is the weakest claim of the entries
//! that can make it; what a player has shown, the strongest over his calls (seed 002's
//! examples).

use bidbase::{Auction, Call, Context, Interpreter, MemLoader, Seat, Span, Suit};

fn system(text: &str) -> Interpreter {
    let loader = MemLoader::single("s.bb", text);
    match Interpreter::load("s.bb", &loader) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

#[test]
fn raising_a_weak_two_shows_the_least_common_denominator() {
    // Game with a weak hand and four trumps, or with a strong hand and two.
    let i = system(
        "system \"Seed 002\"\n[2H-P]\n4H dist=T16+ H=2+ test=AK3-K2-AKQ2-5432\n4H dist=T4+ H=4+ test=32-QJ32-5432-432\nP\n",
    );
    let a = Auction::parse(Seat::North, "2H Pass").unwrap();
    let (_, s) = i.describe_next(&a, &Context::default(), Call::parse("4H").unwrap()).expect("two entries make 4H");
    assert_eq!(s.total.lo, 4, "{s}");
    assert_eq!(s.len[Suit::Hearts as usize], Span::new(2, 13), "{s}");
    assert_eq!(s.to_string(), "4+ total points, 2+ H");
    // No entry makes 3H there.
    assert!(i.describe_next(&a, &Context::default(), Call::parse("3H").unwrap()).is_none());
}

#[test]
fn a_player_has_shown_the_strongest_claim_of_his_calls() {
    // 1H shows 5+ hearts; the later 2H only 4+: he has shown 5+.
    let i = system("system \"Seed 002\"\n[]\n1H hcp=12-21 H=5+\nP\n[1H-P-1S-P]\n2H H=4+ hcp=12-15\nP\n");
    let a = Auction::parse(Seat::North, "1H Pass 1S Pass 2H").unwrap();
    let d = i.describe(&a, &Context::default());
    assert_eq!(d.calls.len(), 5);
    let north = d.players[Seat::North.index()];
    assert_eq!(north.len[Suit::Hearts as usize].lo, 5, "{north}");
    assert_eq!(north.hcp, Span::new(12, 15), "{north}");
    // East's pass in the opening section: the section's Pass has no requirement.
    assert!(d.calls[1].shown.is_none(), "no entry makes East's pass after 1H");
    assert_eq!(d.calls[4].shown.map(|s| s.len[Suit::Hearts as usize].lo), Some(4));
}
