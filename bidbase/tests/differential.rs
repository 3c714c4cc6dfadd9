//! The compiled examples system against the interpreter on random positions: zero disagreements.
//! CI runs 40,000 positions; `cargo test --release -p bidbase --test differential -- --ignored`
//! runs 1,000,000.

use bidbase::Interpreter;

mod common;

bidbase::system!(Examples = "../rules/examples.bb");

fn interpreter() -> Interpreter {
    common::load(concat!(env!("CARGO_MANIFEST_DIR"), "/.."), "rules/examples.bb")
}

fn compare(total: usize, seed: u64) {
    common::compare(Examples::new, &interpreter(), total, seed);
}

#[test]
fn compiled_equals_interpreted() {
    compare(40_000, 1);
}

#[test]
#[ignore = "1,000,000 positions: run in release with --ignored"]
fn compiled_equals_interpreted_on_a_million_positions() {
    compare(1_000_000, 2);
}
