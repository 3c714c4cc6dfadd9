//! Shared by the integration tests.

use bidbase::sim::{random_selection, Positions};
use bidbase::{Bidder, Deck, FsLoader, Interpreter};

/// Loads `path` (relative to `base`) for the interpreter; a rules error fails the test with the
/// rendered diagnostic.
pub fn load(base: &str, path: &str) -> Interpreter {
    match Interpreter::load(path, &FsLoader::new(base)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

/// A compiled system against the interpreter on `total` random positions, in 8 rounds of
/// random convention selections: zero disagreements, and more than a quarter of the positions
/// reach an entry. `compiled` builds a fresh compiled system.
#[allow(dead_code)] // not every test crate that shares this module compares
pub fn compare<B: Bidder>(compiled: impl Fn() -> B, base: &Interpreter, total: usize, seed: u64) {
    let rounds = 8;
    let mut decided = 0;
    for round in 0..rounds {
        let mut compiled = compiled();
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
