//! Shared inputs and baselines for the criterion benchmarks in `benches/`.
#![forbid(unsafe_code)]

mod scan;

use bidbase::sim::{Position, Positions};
use bidbase_runtime::rules::Bidder;
use bidbase_runtime::{Dealer, Deck, Hand, Seat};

/// `n` hands from seeded random deals, the same every run.
pub fn sample_hands(n: usize) -> Vec<Hand> {
    let mut dealer = Dealer::new(Deck::Standard, 2026);
    (0..n).map(|i| dealer.deal().hand(Seat::from_index(i))).collect()
}

/// The position corpus: `n` positions from bidding random deals with the system (mostly its own
/// calls, sometimes random legal ones), the same every run.
pub fn corpus<B: Bidder + ?Sized>(bidder: &B, n: usize) -> Vec<Position> {
    Positions::new(bidder, 2026, Deck::Standard).take(n).collect()
}

pub use scan::LinearScan;
