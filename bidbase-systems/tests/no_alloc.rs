//! The built-in systems, compiled, allocate nothing: in a lookup, in describing an auction, and
//! in the simulate loop per board (counted by a global allocator).

use bidbase_systems::{Bidittle, Sayc};
use bidbase_test_support::alloc::{describing_does_not_allocate, no_allocations, simulate_does_not_allocate};

bidbase_test_support::count_allocations!();

#[test]
fn sayc_lookups_and_descriptions_do_not_allocate() {
    no_allocations(&Sayc::new(), 11, 90_000);
    describing_does_not_allocate(&Sayc::new(), 12);
}

#[test]
fn sayc_simulate_loop_does_not_allocate() {
    let stats = simulate_does_not_allocate(&Sayc::new(), 1_000);
    // The decisions read what the auction forces and what partner has shown.
    assert!(stats.forced > 0);
}

#[test]
fn bidittle_does_not_allocate() {
    no_allocations(&Bidittle::new(), 13, 90_000);
    describing_does_not_allocate(&Bidittle::new(), 14);
    simulate_does_not_allocate(&Bidittle::new(), 1_000);
}
