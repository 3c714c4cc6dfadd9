//! Describing a call (docs/descriptions.md): what the call each position's system chooses would
//! show, compiled against interpreted, on the lookup benchmark's corpus.
use std::hint::black_box;

use bidbase::sim::Position;
use bidbase::Bidder;
use bidbase_benches::corpus;
use bidbase_systems::{builtin, Examples, Sayc};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn run<B: Bidder + ?Sized>(bidder: &B, positions: &[(Position, bidbase::Call)]) -> u32 {
    let mut n = 0u32;
    for (p, call) in positions {
        n = n.wrapping_add(bidder.describe_call(&p.auction, &p.context, black_box(*call)).map_or(0, |d| d.0));
    }
    n
}

fn group<B: Bidder>(c: &mut Criterion, name: &str, compiled: &B) {
    let interp = builtin(name).expect("a built-in system").interpreter().expect("the embedded rules load");
    // Each position with the call its system makes there.
    let positions: Vec<(Position, bidbase::Call)> = corpus(compiled, 4096)
        .into_iter()
        .filter_map(|p| compiled.choose(p.hand, &p.auction, &p.context).map(|d| (p, d.call)))
        .collect();
    for (p, call) in &positions {
        assert_eq!(
            compiled.describe_call(&p.auction, &p.context, *call),
            interp.describe_call(&p.auction, &p.context, *call)
        );
    }
    let mut g = c.benchmark_group("describe");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function(format!("{name} compiled"), |b| b.iter(|| run(compiled, &positions)));
    g.sample_size(10);
    g.bench_function(format!("{name} interpreted"), |b| b.iter(|| run(&interp, &positions)));
    g.finish();
}

fn describe(c: &mut Criterion) {
    group(c, "sayc", &Sayc::new());
    group(c, "examples", &Examples::new());
}

criterion_group!(benches, describe);
criterion_main!(benches);
