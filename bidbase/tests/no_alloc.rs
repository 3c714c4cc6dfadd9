//! 100,000 compiled lookups allocate nothing: counted by a global allocator. One test for the
//! examples system, one for the pattern-heavy fixture (pattern sections, aliases, blocks and
//! the forcing conditions), one for entries that read what partner has shown; descriptions of
//! auctions, and the simulate loop per board, allocate nothing either.

use bidbase::Bidder;

bidbase::system!(Examples = "../rules/examples.bb");
bidbase::system!(Patterns = "tests/fixtures/patterns.bb");
bidbase::system!(Side = "tests/fixtures/side.bb");

use bidbase_test_support::alloc::{describing_does_not_allocate, no_allocations, simulate_does_not_allocate};

bidbase_test_support::count_allocations!();

#[test]
fn compiled_lookups_do_not_allocate() {
    no_allocations(&Examples::new(), 7, 20_000);
}

#[test]
fn compiled_pattern_lookups_do_not_allocate() {
    no_allocations(&Patterns::new(), 7, 20_000);
}

/// Entries that read what partner has shown (`ours.`, `pard.`) describe his calls during the
/// lookup, without allocating either.
#[test]
fn compiled_lookups_reading_partner_do_not_allocate() {
    no_allocations(&Side::new(), 7, 20_000);
}

#[test]
fn compiled_descriptions_do_not_allocate() {
    describing_does_not_allocate(&Examples::new(), 8);
    describing_does_not_allocate(&Patterns::new(), 8);
    describing_does_not_allocate(&Side::new(), 8);
}

#[test]
fn simulate_loop_does_not_allocate() {
    let mut ranked = 0;
    for sys in [&Examples::new() as &dyn Bidder, &Patterns::new(), &Side::new()] {
        let s = simulate_does_not_allocate(sys, 2_000);
        ranked += s.no_entry_sections().len() + s.forced_passes().len() + s.missed_games_by().len();
    }
    // The rankings were counted into (their allocating path ran in the first pass).
    assert!(ranked > 0, "no ranking was counted");
}
