//! 100,000 compiled lookups allocate nothing: counted by a global allocator. One test for the
//! examples system, one for the pattern-heavy fixture (pattern sections, aliases, blocks and
//! the forcing conditions), one for entries that read what partner has shown.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use bidbase::sim::Positions;
use bidbase::{Bidder, Deck};

bidbase::system!(Examples = "../rules/examples.bb");
bidbase::system!(Patterns = "tests/fixtures/patterns.bb");
bidbase::system!(Side = "tests/fixtures/side.bb");

/// Counts allocations made by this test binary, per thread: the tests run on threads of their
/// own, side by side, and the test harness allocates on its own thread while they run, so each
/// test counts only its own thread's allocations. Implementing `GlobalAlloc` is `unsafe` by
/// definition; this forwards to the system allocator unchanged and only bumps a counter.
struct Counting;

thread_local! {
    // Const-initialized and without a destructor: reading it never allocates.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn count() {
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

/// This thread's allocations so far.
fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

// SAFETY: every call is forwarded to `System` with the same arguments.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// 100,000 lookups of `sys` on positions from `seed` allocate nothing; more than `min_decided`
/// of them reach an entry.
fn no_allocations(sys: &dyn Bidder, seed: u64, min_decided: usize) {
    let positions: Vec<_> = Positions::new(sys, seed, Deck::Standard).take(100_000).collect();
    let before = allocations();
    let mut decided = 0usize;
    for p in &positions {
        if let Some(d) = sys.bid(p.hand, &p.auction, &p.context) {
            decided += 1;
            std::hint::black_box(d);
        }
    }
    let after = allocations();
    assert_eq!(after - before, 0, "{} allocations in 100,000 lookups", after - before);
    assert!(decided > min_decided, "only {decided} lookups reached an entry");
    // The counter works: a Vec allocates.
    let v: Vec<u8> = Vec::with_capacity(10);
    std::hint::black_box(&v);
    assert!(allocations() > after);
}

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

/// Describing auctions (every call made so far, and what each legal call would show) allocates
/// nothing in the compiled back end.
fn describing_does_not_allocate(sys: &dyn Bidder, seed: u64) {
    let positions: Vec<_> = Positions::new(sys, seed, Deck::Standard).take(5_000).collect();
    let before = allocations();
    let mut described = 0usize;
    for p in &positions {
        for i in 0..p.auction.calls().len() {
            described += sys.describe_at(&p.auction, &p.context, i).is_some() as usize;
        }
        for code in 0..bidbase::Call::COUNT as u8 {
            if let Some(c) = bidbase::Call::from_code(code) {
                described += sys.describe_call(&p.auction, &p.context, c).is_some() as usize;
            }
        }
        std::hint::black_box(sys.shown_by(&p.auction, &p.context, p.auction.next_seat()));
    }
    let after = allocations();
    assert_eq!(after - before, 0, "{} allocations describing 5,000 auctions", after - before);
    assert!(described > 5_000, "only {described} descriptions");
}

#[test]
fn compiled_descriptions_do_not_allocate() {
    describing_does_not_allocate(&Examples::new(), 8);
    describing_does_not_allocate(&Patterns::new(), 8);
    describing_does_not_allocate(&Side::new(), 8);
}
