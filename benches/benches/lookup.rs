//! One lookup (features included) on the same position corpus: the compiled system, the
//! interpreter, and a BidBase-style linear scan of every entry with Prior Bids compared as text.
use std::hint::black_box;

use bidbase::Bidder;
use bidbase_benches::{corpus, interpreter, LinearScan};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

bidbase::system!(Examples = "../rules/examples.bb");

fn lookup(c: &mut Criterion) {
    let compiled = Examples::new();
    let interp = interpreter("rules/examples.bb");
    let scan = LinearScan::new(interp.system.clone());
    let positions = corpus(&compiled, 4096);
    // The three agree on the corpus before they are timed.
    for p in &positions {
        let a = compiled.bid(p.hand, &p.auction, &p.context).map(|d| d.entry.id);
        assert_eq!(a, interp.bid(p.hand, &p.auction, &p.context).map(|d| d.entry.id));
        assert_eq!(a, scan.lookup(p.hand, &p.auction, &p.context));
    }
    let mut g = c.benchmark_group("lookup");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("compiled", |b| {
        b.iter(|| {
            let mut n = 0u32;
            for p in &positions {
                n = n.wrapping_add(compiled.bid(black_box(p.hand), &p.auction, &p.context).map_or(0, |d| d.entry.id));
            }
            n
        })
    });
    g.bench_function("interpreted", |b| {
        b.iter(|| {
            let mut n = 0u32;
            for p in &positions {
                n = n.wrapping_add(interp.bid(black_box(p.hand), &p.auction, &p.context).map_or(0, |d| d.entry.id));
            }
            n
        })
    });
    g.bench_function("linear scan (BidBase-style)", |b| {
        b.iter(|| {
            let mut n = 0u32;
            for p in &positions {
                n = n.wrapping_add(scan.lookup(black_box(p.hand), &p.auction, &p.context).unwrap_or(0));
            }
            n
        })
    });
    g.finish();
}

criterion_group!(benches, lookup);
criterion_main!(benches);
