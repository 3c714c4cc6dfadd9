//! Shared by the integration tests.

use bidbase::{Bidder, FsLoader, Interpreter};
use bidbase_test_support::agree::{bid_alike, select_alike};

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
        select_alike(&mut compiled, &mut interp, seed * 100 + round);
        assert_eq!(compiled.selection(), interp.selection());
        decided += bid_alike(&compiled, &interp, seed * 1000 + round, total / rounds as usize);
    }
    // The positions must exercise the rules, not only fall outside every section.
    assert!(decided * 4 > total, "only {decided} of {total} positions reached an entry");
}
