//! A global allocator that counts this thread's allocations and the bytes it holds, and the checks that the lookups,
//! the descriptions and the simulate loop allocate nothing.
//!
//! The counter counts only in a test binary that installs it: `count_allocations!();` at the
//! top level of the test file. Each check also proves that the counter counts.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use bidbase::sim::{bid_board, board_setup, Positions, SimOptions, Stats};
use bidbase::Bidder;

/// Installs [`Counting`] as the test binary's global allocator (a global allocator is declared
/// in the binary itself): `bidbase_test_support::count_allocations!();`.
#[macro_export]
macro_rules! count_allocations {
    () => {
        #[global_allocator]
        static COUNTING_ALLOCATOR: $crate::alloc::Counting = $crate::alloc::Counting;
    };
}

/// Counts allocations made by the test binary, per thread: the tests run on threads of their
/// own, side by side, and the test harness allocates on its own thread while they run, so each
/// test counts only its own thread's allocations. Forwards to the system allocator unchanged
/// and only bumps a counter.
pub struct Counting;

thread_local! {
    // Const-initialized and without a destructor: reading them never allocates.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    // Bytes this thread has allocated and not freed (freed by this thread), and their most.
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn count() {
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

/// Notes `delta` bytes allocated (or freed, when negative) by this thread.
fn bytes(delta: isize) {
    let _ = LIVE.try_with(|live| {
        let now = live.get().saturating_add(delta);
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
}

/// Runs `f` and returns its result with the most bytes this thread held at once while it ran,
/// above what it held before (the memory `f` needed, when it runs on this thread alone).
pub fn peak_bytes<R>(f: impl FnOnce() -> R) -> (R, usize) {
    let start = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(start));
    let r = f();
    let peak = PEAK.with(Cell::get);
    (r, peak.saturating_sub(start).max(0) as usize)
}

/// This thread's allocations so far.
pub fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

// Implementing `GlobalAlloc` is `unsafe` by definition: the only unsafe code of the crate.
// SAFETY: every call is forwarded to `System` with the same arguments.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        bytes(layout.size() as isize);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        bytes(-(layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        bytes(new_size as isize - layout.size() as isize);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// 100,000 lookups of `sys` on positions from `seed` allocate nothing; more than `min_decided`
/// of them reach an entry.
pub fn no_allocations(sys: &dyn Bidder, seed: u64, min_decided: usize) {
    let positions: Vec<_> = Positions::new(sys, seed, sys.deck()).take(100_000).collect();
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

/// Describing auctions (every call made so far, and what each legal call would show) allocates
/// nothing in the compiled back end.
pub fn describing_does_not_allocate(sys: &dyn Bidder, seed: u64) {
    let positions: Vec<_> = Positions::new(sys, seed, sys.deck()).take(5_000).collect();
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

/// Bids boards `0..n` of a seeded run into `stats`, as `simulate` does.
fn bid_boards(sys: &dyn Bidder, n: u64, stats: &mut Stats) {
    let options = SimOptions { seed: 5, boards: false, deck: sys.deck() };
    for index in 0..n {
        let (deal, dealer, context) = board_setup(&options, index);
        std::hint::black_box(bid_board(sys, &deal, dealer, &context, stats));
    }
}

/// The simulate loop allocates nothing per board: dealing, every decision (with the forcing
/// levels and partner's descriptions it reads) and the counts. Only a first count of an auction
/// in the statistics' rankings (no entry, forced passes, missed games) allocates, so the same
/// boards bid a second time into the same statistics allocate nothing. Returns the statistics
/// of the first pass.
pub fn simulate_does_not_allocate(sys: &dyn Bidder, boards: u64) -> Stats {
    let mut stats = Stats::new(sys.entry_count());
    bid_boards(sys, boards, &mut stats);
    let first = stats.clone();
    let before = allocations();
    bid_boards(sys, boards, &mut stats);
    let after = allocations();
    assert_eq!(after - before, 0, "{} allocations bidding {boards} boards", after - before);
    assert_eq!(stats.boards, 2 * first.boards);
    assert_eq!(stats.calls, 2 * first.calls);
    first
}
