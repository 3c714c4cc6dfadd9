//! Shared inputs for the criterion benchmarks in `benches/`.
#![forbid(unsafe_code)]

use bidbase_runtime::{Dealer, Deck, Hand, Seat};

/// `n` hands from seeded random deals, the same every run.
pub fn sample_hands(n: usize) -> Vec<Hand> {
    let mut dealer = Dealer::new(Deck::Standard, 2026);
    (0..n)
        .map(|i| dealer.deal().hand(Seat::from_index(i)))
        .collect()
}
