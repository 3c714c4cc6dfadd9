//! Cost of evaluating a hand: `Features::new` from the per-suit tables, against computing the
//! same totals by looping over the cards.
use std::hint::black_box;

use bidbase_benches::sample_hands;
use bidbase_runtime::{Features, Suit};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn features(c: &mut Criterion) {
    let hands = sample_hands(4096);
    let mut g = c.benchmark_group("features");
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("tables (Features::new)", |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for h in &hands {
                let f = Features::new(black_box(*h));
                acc = acc.wrapping_add(f.hcp() as u32 + f.losers_x2() as u32 + f.shape() as u32 + f.knr_x100() as u32);
            }
            acc
        })
    });
    g.bench_function("card loop (hcp and lengths only)", |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for h in &hands {
                let h = black_box(*h);
                for card in h.cards() {
                    acc = acc.wrapping_add(card.rank.hcp() as u32);
                }
                for s in Suit::ALL {
                    acc = acc.wrapping_add(h.len(s) as u32);
                }
            }
            acc
        })
    });
    g.finish();
}

criterion_group!(benches, features);
criterion_main!(benches);
