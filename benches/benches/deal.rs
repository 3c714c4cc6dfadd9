//! Dealing random boards.
use std::hint::black_box;

use bidbase_runtime::{Dealer, Deck};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn deal(c: &mut Criterion) {
    let mut g = c.benchmark_group("deal");
    g.throughput(Throughput::Elements(1));
    for deck in Deck::ALL {
        let mut dealer = Dealer::new(deck, 1);
        g.bench_function(format!("{deck} (one stream)"), |b| b.iter(|| black_box(dealer.deal())));
        let mut i = 0u64;
        g.bench_function(format!("{deck} (seeded per board)"), |b| {
            b.iter(|| {
                i += 1;
                black_box(Dealer::for_index(deck, 1, i).deal())
            })
        });
    }
    g.finish();
}

criterion_group!(benches, deal);
criterion_main!(benches);
