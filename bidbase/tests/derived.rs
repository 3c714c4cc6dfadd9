//! A system written on a base (`base`, `replace`, `remove`, `default`) compiles, and the
//! compiled system equals the interpreted one on random positions and in its changes.

use bidbase::{Auction, Bidder, Context, Hand, Interpreter, Seat};

mod common;

bidbase::system!(Derived = "tests/fixtures/derived.bb");
bidbase::system!(Examples = "../rules/examples.bb");

fn interpreter() -> Interpreter {
    common::load(env!("CARGO_MANIFEST_DIR"), "tests/fixtures/derived.bb")
}

fn call(b: &dyn Bidder, hand: &str, auction: &str) -> String {
    let a = Auction::parse(Seat::North, auction).unwrap();
    let h = Hand::parse(hand).unwrap();
    b.choose(h, &a, &Context::default()).map_or("none".into(), |c| c.call.to_bidbase())
}

#[test]
fn the_changes_hold_in_both_back_ends() {
    let compiled = Derived::new();
    let interpreted = interpreter();
    let base = Examples::new();
    assert_eq!(compiled.name(), "Examples, changed");
    for b in [&compiled as &dyn Bidder, &interpreted] {
        // replace [1N-P]: Stayman, and no 4N.
        assert_eq!(call(b, "KQ32-Q32-J32-Q32", "1N P"), "2C");
        assert_eq!(call(b, "AQ32-KT8-K63-A54", "1N P 2C P"), "2S");
        // remove [1H]: no section answers there any more (Michaels was its only call).
        assert_eq!(call(b, "KQ432-2-3-AJ9876", "1H"), "none");
        // remove 2C from [1S-P]: no Drury.
        assert_ne!(call(b, "K32-Q32-KJ32-Q32", "P P 1S P"), "2C");
        // remove convention "Brozel".
        assert_eq!(call(b, "2-KQ87-KQJ432-32", "1N"), "P");
        // default "Weak Two" = off; default "Splinter" = on.
        assert_ne!(call(b, "KJ9653-JT3-Q2-53", ""), "2S");
        assert_eq!(call(b, "KQ32-A432-K432-2", "1S P"), "4C");
    }
    assert_eq!(call(&base, "KQ432-2-3-AJ9876", "1H"), "2H");
    assert_eq!(call(&base, "2-KQ87-KQJ432-32", "1N"), "2D");
    assert_eq!(call(&base, "K32-Q32-KJ32-Q32", "P P 1S P"), "2C");
    assert_ne!(call(&base, "KQ32-A432-K432-2", "1S P"), "4C");
}

#[test]
fn compiled_equals_interpreted() {
    common::compare(Derived::new, &interpreter(), 20_000, 3);
}
