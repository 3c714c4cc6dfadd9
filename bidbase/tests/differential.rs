//! The compiled examples system against the interpreter on random positions: zero disagreements.
//! CI runs 40,000 positions; `cargo test --release -p bidbase --test differential -- --ignored`
//! runs 1,000,000.

use bidbase::sim::{random_selection, Positions};
use bidbase::{Bidder, Deck, Interpreter};

mod common;

bidbase::system!(Examples = "../rules/examples.bb");

fn interpreter() -> Interpreter {
    common::load(concat!(env!("CARGO_MANIFEST_DIR"), "/.."), "rules/examples.bb")
}

fn compare(total: usize, seed: u64) {
    let base = interpreter();
    let rounds = 8;
    let mut decided = 0;
    for round in 0..rounds {
        let mut compiled = Examples::new();
        let mut interp = base.clone();
        for (id, code) in random_selection(compiled.convention_names().len(), seed * 100 + round) {
            compiled.selection_mut().set(id, code);
            interp.selection_mut().set(id, code);
        }
        assert_eq!(compiled.selection(), interp.selection());
        for p in Positions::new(&compiled, seed * 1000 + round, Deck::Standard).take(total / rounds as usize) {
            let a = compiled.bid(p.hand, &p.auction, &p.context).map(|d| (d.call, d.tag, d.entry.id));
            let b = interp.bid(p.hand, &p.auction, &p.context).map(|d| (d.call, d.tag, d.entry.id));
            assert_eq!(
                a,
                b,
                "compiled and interpreted disagree: hand {} auction {} (dealer {}) context {:?}",
                p.hand,
                p.auction,
                p.auction.dealer(),
                p.context
            );
            decided += a.is_some() as usize;
        }
    }
    // The positions must exercise the rules, not only fall outside every section.
    assert!(decided * 4 > total, "only {decided} of {total} positions reached an entry");
}

#[test]
fn compiled_equals_interpreted() {
    compare(40_000, 1);
}

#[test]
#[ignore = "1,000,000 positions: run in release with --ignored"]
fn compiled_equals_interpreted_on_a_million_positions() {
    compare(1_000_000, 2);
}
