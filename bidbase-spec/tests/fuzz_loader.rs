//! A structure-aware fuzzer of the rules loader: random systems of sections (exact, patterns
//! with runs and owners, parametrized), entries, blocks and uses (cycles and fans included),
//! aliases, includes (cycles, chains, repeats) and `similar` lists, with some lines mangled,
//! each loaded on a thread with a 256 KB stack and, when it loads, bid on random auctions up to
//! 300 calls long. Every input must load or fail with diagnostics, in under 2 seconds (a release
//! build) and 1 GB.
//!
//! `cargo test` runs it for a few seconds. For a long run (docs/limits.md has the figures of a
//! ten-minute one):
//!
//! ```text
//! BIDBASE_FUZZ_SECONDS=600 cargo test --release -p bidbase-spec --test fuzz_loader -- --nocapture
//! ```
//!
//! `BIDBASE_FUZZ_SEED` starts from another seed; a failing input is printed with its seed (and
//! written whole to the directory `BIDBASE_FUZZ_DUMP` names, if set).

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use bidbase_runtime::rules::Context;
use bidbase_runtime::{Auction, Call, Hand, Seat};
use bidbase_spec::{Interpreter, MemLoader};
use bidbase_test_support::alloc::peak_bytes;

bidbase_test_support::count_allocations!();

/// The most time and memory one input may take: 2 seconds in a release build, 10 in a debug
/// build (about five times slower).
const MAX_TIME: Duration = Duration::from_secs(if cfg!(debug_assertions) { 10 } else { 2 });
const MAX_BYTES: usize = 1 << 30;

/// A small random number generator (xorshift*): the same seed, the same inputs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const CALLS: &[&str] = &[
    "P", "X", "XX", "1C", "1D", "1H", "1S", "1N", "2C", "2D", "2H", "2S", "2N", "3C", "3N", "4H", "4S", "4N", "5C",
    "6N", "7N",
];
const ELEMENTS: &[&str] = &[
    "...",
    "P",
    "P...",
    "bid",
    "they:bid",
    "we:P...",
    "partner:1N",
    "1{a}",
    "2{b}",
    "{n}{a}",
    "X",
    "4N",
    "they:X",
    "we:bid",
    "partner:bid",
    "1suit",
    "P P",
];
/// Calls an entry makes: high ones mostly, legal after most auctions.
const ENTRY_CALLS: &[&str] = &["P", "7N", "6N", "5N", "4N", "7S"];
const CONDITIONS: &[&str] = &["", "hcp=12-14", "S=5+", "H=4", "hcp=15+", "C=3+ hcp=6+", "shape=balanced", "hcp=40"];
/// Conditions that are errors or need a parametrized section, now and then.
const ODD_CONDITIONS: &[&str] = &["{a}=5+", "S=9+ H=9+", "hcp=", "losers<=7", "\"Conv1\""];

/// A random auction header: legal mostly (rising bids and passes), calls from the palette
/// now and then.
fn auction(r: &mut Rng, max: usize) -> String {
    let n = 1 + r.below(max);
    if r.chance(10) {
        return (0..n).map(|_| r.pick(CALLS)).collect::<Vec<_>>().join("-");
    }
    let mut code = 3 + r.below(6);
    let mut calls = Vec::new();
    for k in 0..n {
        if k % 2 == 1 || code >= Call::COUNT {
            calls.push("P".to_string());
        } else {
            calls.push(Call::from_code(code as u8).map_or("P".to_string(), |c| c.to_string()));
            code += 1 + r.below(4);
        }
    }
    calls.join("-")
}

/// An entry: a call and a condition.
fn entry(r: &mut Rng) -> String {
    let call = if r.chance(97) { r.pick(ENTRY_CALLS) } else { r.pick(CALLS) };
    let cond = if r.chance(98) { r.pick(CONDITIONS) } else { r.pick(ODD_CONDITIONS) };
    format!("{call} {cond}")
}

/// A random section header: exact, pattern or parametrized, maybe with an alias or a `where`.
fn header(r: &mut Rng) -> String {
    let mut h = match r.below(4) {
        0 => "[]".to_string(),
        1 => format!("[{}]", auction(r, 6)),
        2 => {
            let n = 1 + r.below(8);
            format!("[{}]", (0..n).map(|_| r.pick(ELEMENTS)).collect::<Vec<_>>().join(" "))
        }
        _ => format!("[1{{a}}-P-{}{{b}}]", 2 + r.below(2)),
    };
    if r.chance(15) && h.contains("{b}") {
        let _ = write!(h, " where a != b");
    }
    if r.chance(20) {
        let _ = write!(h, " as [{}]", auction(r, 5));
    }
    h
}

/// A random file of `sections` sections, blocks named `B0`..`B{blocks}`, includes of `f0..`.
fn file(r: &mut Rng, sections: usize, blocks: usize, files: usize) -> String {
    let mut t = String::new();
    if r.chance(10) {
        t.push('\u{feff}');
    }
    if r.chance(30) {
        let _ = writeln!(t, "convention \"Conv{}: Sub{}\" = on", r.below(5), r.below(5));
    }
    for _ in 0..sections {
        match r.below(10) {
            0 if files > 0 => {
                let _ = writeln!(t, "include \"f{}.bb\"", r.below(files));
            }
            1 if blocks > 0 && r.chance(10) => {
                let _ = writeln!(t, "block \"B{}\"", r.below(blocks));
            }
            2 => {
                let n = 1 + r.below(6);
                let lists: Vec<String> = (0..n).map(|_| format!("[{}]", auction(r, 4))).collect();
                let _ = writeln!(t, "similar {}", lists.join(" "));
            }
            _ => {
                let _ = writeln!(t, "{}", header(r));
            }
        }
        for _ in 0..r.below(6) {
            if blocks > 0 && r.chance(25) {
                let _ = writeln!(t, "use \"B{}\"", r.below(blocks));
            } else {
                let _ = writeln!(t, "{}", entry(r));
            }
        }
    }
    t
}

/// Mangles some lines: repeats, cuts, swaps in bytes, doubles a line many times.
fn mangle(r: &mut Rng, text: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for _ in 0..r.below(4) {
        if lines.is_empty() {
            break;
        }
        let i = r.below(lines.len());
        match r.below(5) {
            0 => {
                let cut = r.below(lines[i].len() + 1);
                let keep: String = lines[i].chars().take(cut).collect();
                lines[i] = keep;
            }
            1 => lines[i]
                .push_str(&["[", "]", "\"", "{", "...", "\u{1b}", "\u{0}", "é"][r.below(8)].repeat(1 + r.below(50))),
            2 => {
                let copies = 1 + r.below(2_000);
                let l = lines[i].clone();
                lines.splice(i..i, std::iter::repeat_n(l, copies));
            }
            3 => lines[i] = lines[i].repeat(1 + r.below(200)),
            _ => {
                let j = r.below(lines.len());
                lines.swap(i, j);
            }
        }
    }
    lines.join("\n") + "\n"
}

/// One random system: a root file and a few included ones.
fn system(r: &mut Rng) -> MemLoader {
    let files = r.below(4);
    let blocks = r.below(8);
    let mut loader = MemLoader::default();
    let sections = 1 + r.below(12);
    let mut root = file(r, sections, blocks, files);
    // The blocks, each with entries and uses of others (cycles and fans).
    for b in 0..blocks {
        let _ = writeln!(root, "block \"B{b}\"");
        for _ in 0..r.below(4) {
            if r.chance(40) {
                let _ = writeln!(root, "use \"B{}\"", r.below(blocks));
            } else {
                let _ = writeln!(root, "{}", entry(r));
            }
        }
    }
    let root = if r.chance(30) { mangle(r, &root) } else { root };
    loader.files.insert("rules.bb".into(), root);
    for f in 0..files {
        let sections = r.below(8);
        let text = file(r, sections, blocks, files);
        let text = if r.chance(30) { mangle(r, &text) } else { text };
        loader.files.insert(format!("f{f}.bb"), text);
    }
    loader
}

/// A random auction of up to `max` calls, legal.
fn random_auction(r: &mut Rng, max: usize) -> Auction {
    let mut a = Auction::new(Seat::from_index(r.below(4)));
    let n = r.below(max + 1);
    while a.calls().len() < n && !a.is_over() {
        let legal: Vec<Call> =
            (0..Call::COUNT as u8).filter_map(Call::from_code).filter(|&c| a.check(c).is_ok()).collect();
        // Passes mostly, so that long auctions go on.
        let c = if r.chance(30) { legal[r.below(legal.len())] } else { legal[0] };
        if a.push(c).is_err() {
            break;
        }
        if a.is_over() {
            a = a.truncated(a.calls().len() - 1);
            break;
        }
    }
    a
}

/// The input of `seed`, each file cut to its first 2,000 characters (an input can be large).
/// With `BIDBASE_FUZZ_DUMP=DIR` the files are also written whole to DIR, to load with the CLI.
fn shown(seed: u64) -> String {
    let mut out = String::new();
    if let Ok(dir) = std::env::var("BIDBASE_FUZZ_DUMP") {
        for (name, text) in &system(&mut Rng(seed | 1)).files {
            let _ = std::fs::create_dir_all(&dir);
            let _ = std::fs::write(std::path::Path::new(&dir).join(name), text);
        }
        let _ = writeln!(out, "(written to {dir})");
    }
    for (name, text) in &system(&mut Rng(seed | 1)).files {
        let cut: String = text.chars().take(2000).collect();
        let more = if cut.len() < text.len() { format!("\n... ({} bytes in all)", text.len()) } else { String::new() };
        let _ = write!(out, "\n--- {name}\n{cut}{more}");
    }
    out
}

/// Loads one input on a small stack and bids with it; returns (time, bytes, loaded).
fn run_one(seed: u64) -> (Duration, usize, bool) {
    let mut r = Rng(seed | 1);
    let loader = system(&mut r);
    let auctions: Vec<Auction> = (0..8).map(|k| random_auction(&mut r, if k == 0 { 300 } else { 40 })).collect();
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn_scoped(s, || {
                let start = Instant::now();
                let (loaded, bytes) = peak_bytes(|| match Interpreter::load("rules.bb", &loader) {
                    Ok(i) => {
                        let hand = Hand::parse("AKQ2-KQ2-KQ2-K32").expect("a hand");
                        for a in &auctions {
                            std::hint::black_box(i.lookup(hand, a, &Context::default()));
                            std::hint::black_box(i.describe(a, &Context::default()));
                        }
                        true
                    }
                    Err((map, d)) => {
                        std::hint::black_box(d.render(&map));
                        false
                    }
                });
                (start.elapsed(), bytes, loaded)
            })
            .expect("a thread")
            .join()
            .unwrap_or_else(|_| panic!("seed {seed}: a panic: {}", shown(seed)))
    })
}

#[test]
fn random_rules_load_in_bounded_time_and_memory() {
    let seconds: u64 = std::env::var("BIDBASE_FUZZ_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
    let first: u64 = std::env::var("BIDBASE_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(1);
    let start = Instant::now();
    let (mut inputs, mut loaded, mut worst_time, mut worst_bytes) = (0u64, 0u64, Duration::ZERO, 0usize);
    let mut seed = first;
    while start.elapsed() < Duration::from_secs(seconds) {
        let (took, bytes, ok) = run_one(seed);
        assert!(took < MAX_TIME, "seed {seed}: {took:?}: {}", shown(seed));
        assert!(bytes < MAX_BYTES, "seed {seed}: {} MB", bytes >> 20);
        inputs += 1;
        loaded += ok as u64;
        worst_time = worst_time.max(took);
        worst_bytes = worst_bytes.max(bytes);
        seed = seed.wrapping_add(1);
    }
    println!(
        "{inputs} inputs (seeds {first}..{seed}), {loaded} loaded, in {:.0?}: slowest {worst_time:?}, most memory {:.1} MB",
        start.elapsed(),
        worst_bytes as f64 / (1 << 20) as f64
    );
    assert!(inputs > 0);
}
