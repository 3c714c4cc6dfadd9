//! The examples system, compiled, against the interpreter.

use bidbase::{Auction, Bidder, Context, Hand, Seat};

bidbase::system!(Examples = "../rules/examples.bb");

#[test]
fn compiled_examples_bid() {
    let sys = Examples::new();
    let d = sys
        .bid(
            Hand::parse("A-AK742-A3-AQ753").unwrap(),
            &Auction::new(Seat::North),
            &Context::default(),
        )
        .unwrap();
    assert_eq!(d.call.to_string(), "2C");
    assert_eq!(d.entry.convention, "2C Strong: Major-Minor");
}
