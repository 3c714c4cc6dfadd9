//! Rules text a program did not write, loaded in its own process: each hostile text
//! ([`bidbase_test_support::hostile`]) loads or is refused with an error naming the limit and
//! the place, in under a second and 200 MB, on a thread with a 256 KB stack; a lookup on a long
//! auction takes linear time whatever the patterns.

use std::time::Instant;

use bidbase_runtime::rules::Context;
use bidbase_runtime::{Auction, Hand, Seat};
use bidbase_spec::{Interpreter, Limits, MemLoader};
use bidbase_test_support::alloc::peak_bytes;
use bidbase_test_support::hostile::{self, on_small_stack, Hostile, MAX_BYTES, MAX_TIME};

bidbase_test_support::count_allocations!();

fn loader(h: &Hostile) -> MemLoader {
    MemLoader { files: h.files.iter().cloned().collect() }
}

/// Loads `h` (and bids on its auction) on a small stack; checks the time, the memory and the
/// outcome; returns the rendered errors (empty when it loaded).
fn load_checked(h: &Hostile) -> String {
    let (rendered, took, bytes) = on_small_stack(|| {
        let start = Instant::now();
        let ((rendered, _), bytes) = peak_bytes(|| match Interpreter::load("rules.bb", &loader(h)) {
            Ok(i) => {
                let call = h.auction.as_ref().map(|a| {
                    let auction = Auction::parse(Seat::North, a).expect("a legal auction");
                    let hand = Hand::parse("AKQ2-KQ2-KQ2-K32").expect("a hand");
                    i.lookup(hand, &auction, &Context::default())
                });
                (String::new(), call)
            }
            Err((map, d)) => (d.render(&map), None),
        });
        (rendered, start.elapsed(), bytes)
    });
    assert!(took < MAX_TIME, "{}: {took:?}", h.name);
    assert!(bytes < MAX_BYTES, "{}: {} MB", h.name, bytes >> 20);
    match h.refused_with {
        Some(word) => {
            assert!(rendered.contains(word), "{}: no '{word}' in\n{}", h.name, &rendered[..rendered.len().min(2000)])
        }
        None => assert!(rendered.is_empty(), "{}: {}", h.name, &rendered[..rendered.len().min(2000)]),
    }
    rendered
}

#[test]
fn every_hostile_text_is_bounded() {
    for h in hostile::all() {
        load_checked(&h);
    }
}

#[test]
fn limits_name_the_place() {
    // The depth limit is reported at the include that passes it, in the file that has it.
    let chain = hostile::include_chain(5_000);
    let text = load_checked(&chain);
    assert!(text.contains("--> f99.bb:1:"), "{text}");
    assert!(text.contains("more than the limit of 100"), "{text}");
    // File 1,001 is refused at its include line in the root file (no file number wraps).
    let many = hostile::many_includes(70_000);
    let text = load_checked(&many);
    assert!(text.contains("--> rules.bb:1002:"), "{text}");
    assert!(text.contains("file number 1,001"), "{text}");
    // The expanded size is reported at the section that uses the blocks.
    let laughs = hostile::billion_laughs(40);
    let text = load_checked(&laughs);
    assert!(text.contains("--> rules.bb:1:1"), "{text}");
}

#[test]
fn a_lower_limit_refuses_what_the_default_loads() {
    let h = hostile::nested_uses(2_000);
    load_checked(&h);
    let small = Limits { max_expanded: 1_000, ..Limits::DEFAULT };
    let Err(err) = Interpreter::load_with("rules.bb", &loader(&h), &small) else { panic!("not refused") };
    assert!(err.1.render(&err.0).contains("limit of 1,000 on the expanded size"));
    let few = Limits { max_source_bytes: 100, ..Limits::DEFAULT };
    let Err(err) = Interpreter::load_with("rules.bb", &loader(&h), &few) else { panic!("not refused") };
    assert!(err.1.render(&err.0).contains("Limits::max_source_bytes"));
}

/// A pattern section costs more of the expanded size than an exact one of the same text: 96
/// exact sections fit in 1,000 units, 96 pattern sections do not.
#[test]
fn pattern_sections_weigh_more_in_the_expanded_size() {
    let limits = Limits { max_expanded: 1_000, ..Limits::DEFAULT };
    let text = |header: &dyn Fn(usize) -> String| -> String {
        let mut t = String::from("[]\n1C\n");
        for i in 0..96 {
            t.push_str(&format!("{}\nP\n", header(i)));
        }
        t
    };
    let call =
        |i: usize| format!("{}-P-{}{}", ["1D", "1H", "1S", "1N"][i % 4], 2 + i / 4 % 6, ["C", "D", "H", "S"][i / 24]);
    let exact = text(&|i| format!("[1C-P-{}]", call(i)));
    assert!(Interpreter::load_with("t.bb", &MemLoader::single("t.bb", &exact), &limits).is_ok());
    let patterns = text(&|i| format!("[... 1C P {}]", call(i).replace('-', " ")));
    let Err(err) = Interpreter::load_with("t.bb", &MemLoader::single("t.bb", &patterns), &limits) else {
        panic!("96 pattern sections fit in 1,000 units")
    };
    assert!(err.1.render(&err.0).contains("limit of 1,000 on the expanded size"));
}

#[test]
fn diagnostics_are_capped_and_counted() {
    let h = hostile::similar_lines(15_000);
    let text = load_checked(&h);
    // 100 diagnostics of a few lines each, each line cut to an excerpt.
    assert!(text.len() < 100_000, "{} bytes", text.len());
    assert!(text.lines().all(|l| l.chars().count() < 1_200), "a long line");
    assert!(text.contains("... and 14,900 more errors"), "{}", &text[text.len().saturating_sub(300)..]);
    let long = hostile::long_line(200_000);
    let text = load_checked(&long);
    assert!(!text.contains('\u{1b}') && !text.contains('\u{7}'), "a control character printed raw");
    assert!(text.len() < 5_000, "{} bytes", text.len());
}

#[test]
fn a_byte_order_mark_is_not_text() {
    let h = hostile::byte_order_mark();
    load_checked(&h);
    let i = Interpreter::load("rules.bb", &loader(&h)).expect("loads");
    assert_eq!(i.system.name, "Marked");
}

#[test]
fn lookups_on_long_auctions_take_linear_time() {
    let h = hostile::runs_pattern();
    let i = Interpreter::load("rules.bb", &loader(&h)).expect("loads");
    let hand = Hand::parse("AKQ2-KQ2-KQ2-K32").expect("a hand");
    for len in [100, 200, 300] {
        let auction = Auction::parse(Seat::North, &hostile::long_auction(len)).expect("legal");
        let start = Instant::now();
        for _ in 0..10 {
            // The pattern does not match: no entry.
            assert_eq!(i.lookup(hand, &auction, &Context::default()), None);
        }
        assert!(start.elapsed() < MAX_TIME, "{len} calls: {:?} for 10 lookups", start.elapsed());
    }
}
