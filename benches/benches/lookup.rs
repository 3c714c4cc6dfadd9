//! One lookup (features included) on the same position corpus, for each built-in system: the
//! compiled system, the interpreter, and a BidBase-style linear scan of every entry with Prior
//! Bids compared as text.
use std::hint::black_box;

use bidbase::sim::Position;
use bidbase::Bidder;
use bidbase_benches::{corpus, LinearScan};
use bidbase_systems::{builtin, Examples, Sayc};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn run<B: Bidder + ?Sized>(bidder: &B, positions: &[Position]) -> u32 {
    let mut n = 0u32;
    for p in positions {
        n = n.wrapping_add(bidder.choose(black_box(p.hand), &p.auction, &p.context).map_or(0, |d| d.entry));
    }
    n
}

/// The three back ends of one built-in system; `compiled` is its concrete type (no dynamic
/// dispatch), as an embedding program would use it.
fn group<B: Bidder>(c: &mut Criterion, name: &str, compiled: &B) {
    let system = builtin(name).expect("a built-in system");
    let interp = system.interpreter().expect("the embedded rules load");
    let scan = LinearScan::new(interp.system.clone());
    let positions = corpus(compiled, 4096);
    // The two back ends agree on the corpus before they are timed. The linear scan knows exact
    // sections only (BidBase has no patterns): it finds the same entry where an exact section
    // answers, and is timed as the baseline whatever it finds.
    for p in &positions {
        let a = compiled.choose(p.hand, &p.auction, &p.context).map(|d| d.entry);
        assert_eq!(a, interp.choose(p.hand, &p.auction, &p.context).map(|d| d.entry));
    }
    let mut g = c.benchmark_group("lookup");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function(format!("{name} compiled"), |b| b.iter(|| run(compiled, &positions)));
    g.bench_function(format!("{name} interpreted"), |b| b.iter(|| run(&interp, &positions)));
    // Tens of microseconds a lookup on SAYC: fewer samples keep the run short.
    g.sample_size(10);
    g.bench_function(format!("{name} linear scan (BidBase-style)"), |b| {
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

fn lookup(c: &mut Criterion) {
    group(c, "sayc", &Sayc::new());
    group(c, "examples", &Examples::new());
}

criterion_group!(benches, lookup);
criterion_main!(benches);
