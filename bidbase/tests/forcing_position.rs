//! The forcing level of a call depends on who makes it (docs/dsl.md, "Forcing"): only entries
//! whose Position and `forced` requirements can hold for the maker count. Both back ends must
//! agree, and the lookups that read `forced` must follow.

use bidbase::{Auction, Bidder, Context, Hand, Seat};

mod common;

bidbase::system!(Fixture = "tests/fixtures/forcing_position.bb");

fn back_ends() -> (bidbase::Interpreter, Fixture) {
    (common::load(env!("CARGO_MANIFEST_DIR"), "tests/fixtures/forcing_position.bb"), Fixture::new())
}

/// The forcing level of the last call of `auction` (dealer North), the same from both back ends.
fn level(auction: &str) -> u8 {
    let (i, k) = back_ends();
    let a = Auction::parse(Seat::North, auction).unwrap();
    let n = a.calls().len() - 1;
    let (x, y) = (i.forcing_at(&a, n), k.forcing_at(&a, n));
    assert_eq!(x, y, "the back ends disagree on the forcing level of the last call of [{auction}]");
    x
}

fn call(hand: &str, auction: &str) -> String {
    let (i, k) = back_ends();
    let a = Auction::parse(Seat::North, auction).unwrap();
    let h = Hand::parse(hand).unwrap();
    let c = Context::default();
    let x = i.choose(h, &a, &c).map(|d| (d.call.to_string(), d.entry));
    let y = k.choose(h, &a, &c).map(|d| (d.call.to_string(), d.entry));
    assert_eq!(x, y, "the back ends disagree: {hand} after [{auction}]");
    x.map_or("none".into(), |d| d.0)
}

#[test]
fn a_passed_hands_new_suit_is_not_forcing() {
    // An unpassed responder's 1S: only the asks=1 entry can apply to him.
    assert_eq!(level("1H P 1S"), 1);
    // Responder passed in first seat: the pos=Y entry applies, and declares nothing.
    assert_eq!(level("P P 1H P 1S"), 0);
    // Responder passed in second seat, opener opened in fourth: not forcing either.
    assert_eq!(level("P P P 1H P 1S"), 0);
    // An opponent passed first; responder is not a passed hand: 1S is forcing.
    assert_eq!(level("P 1H P 1S"), 1);
    // So opener, with nothing to say, bids again (the general layer's 2C of last resort) over
    // the unpassed hand's 1S, and passes the passed hand's.
    let opener = "A2-AQJ32-K32-432";
    assert_eq!(call(opener, "1H P 1S P"), "2C");
    assert_eq!(call(opener, "P P 1H P 1S P"), "P");
}

#[test]
fn an_entry_of_last_resort_does_not_weaken_a_call_made_without_a_force() {
    // After 1H-P the general layer's `2C forced` could make 2C, but responder is not forced
    // (the opening is not forcing), so only the asks=1 two-over-one counts.
    assert_eq!(level("1H P 2C"), 1);
    // After 1H-P-1S-P, opener is forced (1S asks=1) and the forced 2C can apply to him: it
    // declares nothing, so his 2C is not forcing.
    assert_eq!(level("1H P 1S P 2C"), 0);
    // Responder is not forced by opener's 2C of last resort: he passes it.
    assert_eq!(call("KJ32-32-K432-J32", "1H P 1S P 2C P"), "P");
}
