//! A whole board: deal it, then bid all four seats to the end of the auction, with each built-in
//! system, compiled and interpreted.
use std::hint::black_box;

use bidbase::sim::{bid_board, Stats};
use bidbase::{Bidder, Context, Dealer, Deck, Seat};
use bidbase_systems::{builtin, Examples, Sayc};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn run<B: Bidder + ?Sized>(b: &B, stats: &mut Stats, i: &mut u64) -> usize {
    *i += 1;
    let mut dealer = Dealer::for_index(Deck::Standard, 1, *i);
    let deal = dealer.deal();
    let seat = Seat::from_index(*i as usize);
    bid_board(b, &deal, seat, &Context::default(), stats).len()
}

fn group<B: Bidder>(c: &mut Criterion, name: &str, compiled: &B) {
    let mut g = c.benchmark_group("board");
    g.throughput(Throughput::Elements(1));
    let system = builtin(name).expect("a built-in system");
    let interp = system.interpreter().expect("the embedded rules load");
    let mut stats = Stats::new(compiled.entry_count());
    let mut i = 0;
    g.bench_function(format!("{name} compiled"), |b| b.iter(|| black_box(run(compiled, &mut stats, &mut i))));
    let mut stats = Stats::new(interp.entry_count());
    let mut i = 0;
    g.bench_function(format!("{name} interpreted"), |b| b.iter(|| black_box(run(&interp, &mut stats, &mut i))));
    g.finish();
}

fn board(c: &mut Criterion) {
    group(c, "sayc", &Sayc::new());
    group(c, "examples", &Examples::new());
}

criterion_group!(benches, board);
criterion_main!(benches);
