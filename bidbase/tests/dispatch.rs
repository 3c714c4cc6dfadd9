//! How a compiled system finds the section of an auction: packed keys for views of up to 20
//! calls, a call-by-call comparison beyond, "@" annotations, and views that are no section.
//! Every answer is compared with the interpreter's.

use bidbase::{AnnotatedCall, Auction, Bidder, Context, Hand, Interpreter, Seat};

mod common;

bidbase::system!(Dispatch = "tests/fixtures/dispatch.bb");

fn interpreter() -> Interpreter {
    common::load(env!("CARGO_MANIFEST_DIR"), "tests/fixtures/dispatch.bb")
}

/// The call both back ends choose after `auction` (BidBase tokens, dealer North; `4N@40`
/// carries its annotation), or "none".
fn call(auction: &str, hand: &str) -> String {
    let mut a = Auction::new(Seat::North);
    for token in auction.split_whitespace() {
        a.push_annotated(AnnotatedCall::parse(token).unwrap()).unwrap();
    }
    let hand = Hand::parse(hand).unwrap();
    let ctx = Context::default();
    let compiled = Dispatch::new().choose(hand, &a, &ctx).map(|c| (c.call, c.entry));
    let interpreted = interpreter().choose(hand, &a, &ctx).map(|c| (c.call, c.entry));
    assert_eq!(compiled, interpreted, "after {auction}");
    compiled.map_or("none".to_string(), |(c, _)| c.to_string())
}

const STRONG: &str = "AK32-K32-Q32-K32";
const WEAK: &str = "5432-432-432-432";
const LONG20: &str = "1C P 1D P 1H P 1S P 1N P 2C P 2D P 2H P 2S P 2N P";

#[test]
fn the_opening_section_and_leading_passes() {
    assert_eq!(call("", STRONG), "1C");
    assert_eq!(call("P P", STRONG), "1C");
    assert_eq!(call("P P P", WEAK), "P");
}

#[test]
fn views_of_20_21_and_22_calls() {
    assert_eq!(call(LONG20, STRONG), "3C");
    assert_eq!(call(LONG20, WEAK), "P");
    assert_eq!(call(&format!("{LONG20} 3C"), STRONG), "3D");
    assert_eq!(call(&format!("{LONG20} 3C P"), STRONG), "3H");
    assert_eq!(call(&format!("{LONG20} 3C P"), WEAK), "P");
    // Longer, and differing from a section in one call: no section.
    assert_eq!(call(&format!("{LONG20} 3C P P"), STRONG), "none");
    assert_eq!(call(&format!("{LONG20} 3D"), STRONG), "none");
    assert_eq!(call("P 1C P 1D P 1H P 1S P 1N P 2C P 2D P 2H P 2S P 2N P 3C", STRONG), "3D");
}

#[test]
fn annotations_choose_the_section() {
    assert_eq!(call("1C P 4N", STRONG), "5C");
    assert_eq!(call("1C P 4N@40 P", STRONG), "5D");
    assert_eq!(call("1S P 4N@30 P", STRONG), "5H");
    assert_eq!(call("1C P 4N@20 P", STRONG), "none");
    assert_eq!(call("1C P 4N P", STRONG), "none");
}
