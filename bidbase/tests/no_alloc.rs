//! 100,000 compiled lookups allocate nothing: counted by a global allocator.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use bidbase::sim::Positions;
use bidbase::{Bidder, Deck};

bidbase::system!(Examples = "../rules/examples.bb");

/// Counts allocations made by this test binary. Implementing `GlobalAlloc` is `unsafe` by
/// definition; this forwards to the system allocator unchanged and only bumps a counter.
struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded to `System` with the same arguments.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::SeqCst);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::SeqCst);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn compiled_lookups_do_not_allocate() {
    let sys = Examples::new();
    let positions: Vec<_> = Positions::new(&sys, 7, Deck::Standard).take(100_000).collect();
    let before = ALLOCATIONS.load(Ordering::SeqCst);
    let mut decided = 0usize;
    for p in &positions {
        if let Some(d) = sys.bid(p.hand, &p.auction, &p.context) {
            decided += 1;
            std::hint::black_box(d);
        }
    }
    let after = ALLOCATIONS.load(Ordering::SeqCst);
    assert_eq!(after - before, 0, "{} allocations in 100,000 lookups", after - before);
    assert!(decided > 20_000, "only {decided} lookups reached an entry");
    // The counter works: a Vec allocates.
    let v: Vec<u8> = Vec::with_capacity(10);
    std::hint::black_box(&v);
    assert!(ALLOCATIONS.load(Ordering::SeqCst) > after);
}
