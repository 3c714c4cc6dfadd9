//! `bidbase bench`: compiled against interpreted matching on a self-play corpus, for the users
//! who compare the two back ends. It checks that the back ends agree on every position of the
//! corpus, then times a lookup (hand features included) in each, a BidBase-style linear scan,
//! describing the call chosen, and whole boards bid on one thread, and notes the machine.
//!
//! The corpus comes from bidding boards, so consecutive positions continue one auction, as the
//! lookups of a game or a simulation do: what the back ends remember of an auction's earlier
//! calls (the compiled systems' memo) counts. The "cold" figure times the same positions shuffled,
//! each lookup starting from nothing.

use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

use bidbase::sim::{board_setup, simulate_range, Position, Positions, SimOptions};
use bidbase::Bidder;
use bidbase_benches::LinearScan;
use serde_json::{json, Value};

use crate::builtin::{load_with_interpreter, SystemArgs};
use crate::error::UserError;

/// The most positions in the corpus (`--positions`): it is held in memory.
const MAX_POSITIONS: usize = 1_000_000;

/// The most boards bid for the boards-a-second figure (`--boards`).
const MAX_BOARDS: u64 = 100_000_000;

/// Arguments of `bench`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    system: SystemArgs,
    /// Positions in the corpus (self-play of seeded deals, the same every run; at most
    /// 1,000,000).
    #[arg(long, default_value_t = 4096)]
    positions: usize,
    /// Boards bid on one thread for the boards-a-second figure (at most 100,000,000).
    #[arg(long, default_value_t = 20_000)]
    boards: u64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// The median of `runs` timings of `pass` (one pass over the corpus), in ns per position. Runs
/// repeat until about `budget` seconds have gone by, at least 5 and at most 101.
fn time_per_position(positions: usize, budget: f64, mut pass: impl FnMut() -> u32) -> f64 {
    let mut samples = Vec::new();
    let start = Instant::now();
    let mut sink = 0u32;
    while samples.len() < 5 || (samples.len() < 101 && start.elapsed().as_secs_f64() < budget) {
        let t = Instant::now();
        sink = sink.wrapping_add(pass());
        samples.push(t.elapsed().as_nanos() as f64 / positions.max(1) as f64);
    }
    black_box(sink);
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn lookups(bidder: &dyn Bidder, corpus: &[&Position]) -> u32 {
    corpus.iter().fold(0u32, |n, p| {
        n.wrapping_add(bidder.choose(black_box(p.hand), &p.auction, &p.context).map_or(0, |c| c.entry))
    })
}

/// What the call each position's system chose shows there.
fn descriptions(bidder: &dyn Bidder, corpus: &[(&Position, bidbase::Call)]) -> u32 {
    corpus.iter().fold(0u32, |n, (p, call)| {
        n.wrapping_add(bidder.describe_call(&p.auction, &p.context, black_box(*call)).map_or(0, |d| d.0))
    })
}

/// The corpus in a fixed shuffled order (xorshift, Fisher-Yates): no two neighbours continue
/// one auction, as a rule.
fn shuffled(corpus: &[Position]) -> Vec<&Position> {
    let mut v: Vec<&Position> = corpus.iter().collect();
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    for i in (1..v.len()).rev() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        v.swap(i, (x % (i as u64 + 1)) as usize);
    }
    v
}

/// Boards a second on one thread.
fn boards_per_second(bidder: &dyn Bidder, boards: u64) -> f64 {
    let options = SimOptions { seed: 2026, boards: true, deck: bidder.deck() };
    let t = Instant::now();
    let stats = simulate_range(bidder, &options, 0..boards, |_, _, _, _| {});
    stats.boards as f64 / t.elapsed().as_secs_f64().max(1e-9)
}

/// The floor of a board on one thread: dealing it as `simulate` does and computing the four
/// hands' features, with no bidding. Boards a second.
fn floor_boards_per_second(deck: bidbase::Deck, boards: u64) -> f64 {
    let options = SimOptions { seed: 2026, boards: true, deck };
    let t = Instant::now();
    let mut acc = 0u32;
    for index in 0..boards {
        let (deal, _, _) = board_setup(&options, index);
        for hand in deal.hands() {
            acc = acc.wrapping_add(u32::from(bidbase::Features::new(black_box(hand)).hcp()));
        }
    }
    black_box(acc);
    boards as f64 / t.elapsed().as_secs_f64().max(1e-9)
}

/// The machine the figures come from: CPU model, logical cores, OS and architecture, and
/// whether this is an optimized build.
fn machine() -> Value {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|x| x.1.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    json!({
        "cpu": cpu,
        "logical_cores": std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1),
        "os": std::env::consts::OS,
        "arch": std::env::consts::ARCH,
        "optimized": !cfg!(debug_assertions),
    })
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    if args.positions == 0 || args.boards == 0 {
        return Err(UserError("--positions and --boards must be at least 1".into()));
    }
    if args.positions > MAX_POSITIONS {
        return Err(UserError(format!("--positions {} is more than the limit of 1,000,000 positions", args.positions)));
    }
    if args.boards > MAX_BOARDS {
        return Err(UserError(format!("--boards {} is more than the limit of 100,000,000 boards", args.boards)));
    }
    if args.system.engine.is_some() {
        return Err(UserError("bench runs every back end the system has: leave out --engine".into()));
    }
    let (bidder, interp) = load_with_interpreter(&args.system)?;
    // A rules file has no compiled form in this binary: the interpreter stands first.
    let compiled: Option<&dyn Bidder> = if args.system.rules.is_none() { Some(bidder.as_ref()) } else { None };
    let first: &dyn Bidder = compiled.unwrap_or(&interp);
    let corpus: Vec<Position> = Positions::new(first, 2026, first.deck()).take(args.positions).collect();
    let scan = LinearScan::new(interp.system.clone());

    // The back ends must agree before they are timed.
    let mut scan_agrees = 0usize;
    for p in &corpus {
        let i = interp.choose(p.hand, &p.auction, &p.context).map(|c| c.entry);
        if let Some(c) = compiled {
            let k = c.choose(p.hand, &p.auction, &p.context).map(|c| c.entry);
            if k != i {
                return Err(UserError(format!(
                    "the back ends disagree: {} after '{}': compiled entry {k:?}, interpreted {i:?}",
                    p.hand, p.auction
                )));
            }
        }
        scan_agrees += usize::from(scan.lookup(p.hand, &p.auction, &p.context) == i);
    }

    let n = corpus.len();
    let in_order: Vec<&Position> = corpus.iter().collect();
    let cold = shuffled(&corpus);
    let interpreted_ns = time_per_position(n, 1.0, || lookups(&interp, &in_order));
    let compiled_ns = compiled.map(|c| time_per_position(n, 1.0, || lookups(c, &in_order)));
    let interpreted_cold = time_per_position(n, 1.0, || lookups(&interp, &cold));
    let compiled_cold = compiled.map(|c| time_per_position(n, 1.0, || lookups(c, &cold)));
    let chosen: Vec<(&Position, bidbase::Call)> =
        corpus.iter().filter_map(|p| first.choose(p.hand, &p.auction, &p.context).map(|c| (p, c.call))).collect();
    let d = chosen.len();
    let interpreted_describe = time_per_position(d, 1.0, || descriptions(&interp, &chosen));
    let compiled_describe = compiled.map(|c| time_per_position(d, 1.0, || descriptions(c, &chosen)));
    let scan_ns = time_per_position(n, 1.0, || {
        corpus
            .iter()
            .fold(0u32, |acc, p| acc.wrapping_add(scan.lookup(black_box(p.hand), &p.auction, &p.context).unwrap_or(0)))
    });
    let interpreted_boards = boards_per_second(&interp, args.boards);
    let compiled_boards = compiled.map(|c| boards_per_second(c, args.boards));
    // The floor is cheap: time more boards for a steady figure.
    let floor_boards = floor_boards_per_second(first.deck(), args.boards.saturating_mul(10));

    let label = crate::builtin::label(&SystemArgs { engine: None, ..args.system.clone() });
    let report = json!({
        "system": label.trim_end_matches(" (compiled)"),
        "positions": n,
        "agree": true,
        "linear_scan_agrees": scan_agrees,
        "ns_per_lookup": {"compiled": compiled_ns, "interpreted": interpreted_ns, "linear_scan": scan_ns},
        "ns_per_lookup_cold": {"compiled": compiled_cold, "interpreted": interpreted_cold},
        "ns_per_description": {"compiled": compiled_describe, "interpreted": interpreted_describe},
        "interpreted_over_compiled": compiled_ns.map(|c| interpreted_ns / c),
        "linear_scan_over_compiled": compiled_ns.map(|c| scan_ns / c),
        "boards_per_second_one_thread": {"compiled": compiled_boards, "interpreted": interpreted_boards,
            "floor": floor_boards},
        "machine": machine(),
    });
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&report)?);
        return Ok(ExitCode::SUCCESS);
    }
    let m = &report["machine"];
    outln!(
        "{}: {n} positions by self-play (seed 2026); compiled and interpreted agree on every one",
        report["system"].as_str().unwrap_or("")
    );
    outln!(
        "machine: {}, {} logical cores, {} {}{}",
        m["cpu"].as_str().unwrap_or(""),
        m["logical_cores"],
        m["os"].as_str().unwrap_or(""),
        m["arch"].as_str().unwrap_or(""),
        if cfg!(debug_assertions) { " (a debug build: the figures say little)" } else { "" }
    );
    outln!();
    outln!("               ns a lookup  x compiled  cold lookup  ns a description  boards/s (1 thread)");
    let cell = |x: Option<f64>, digits: usize| x.map_or("-".to_string(), |x| format!("{x:.digits$}"));
    let ratio = |x: f64| cell(compiled_ns.map(|c| x / c), 1);
    outln!(
        "compiled       {:>11}  {:>10}  {:>11}  {:>16}  {:>19}",
        cell(compiled_ns, 1),
        cell(compiled_ns.map(|_| 1.0), 1),
        cell(compiled_cold, 1),
        cell(compiled_describe, 1),
        cell(compiled_boards, 0)
    );
    outln!(
        "interpreted    {interpreted_ns:>11.1}  {:>10}  {interpreted_cold:>11.1}  {interpreted_describe:>16.1}  \
         {interpreted_boards:>19.0}",
        ratio(interpreted_ns)
    );
    outln!("linear scan    {scan_ns:>11.1}  {:>10}  {:>11}  {:>16}  {:>19}", ratio(scan_ns), "-", "-", "-");
    outln!("floor          {:>11}  {:>10}  {:>11}  {:>16}  {floor_boards:>19.0}", "-", "-", "-", "-");
    outln!();
    outln!(
        "The corpus continues auctions from one position to the next, as a game or a simulation does; the cold \
         lookup takes the same positions shuffled. A description is what the call chosen shows ({d} positions)."
    );
    outln!(
        "The floor deals each board and computes its four hands' features, and bids nothing: {}.",
        match compiled_boards {
            Some(b) => format!("the compiled system bids at {:.1}% of it", 100.0 * b / floor_boards.max(1e-9)),
            None => "the most boards a second any system can reach here".to_string(),
        }
    );
    outln!(
        "The linear scan is BidBase's own lookup: every entry in one list, Prior Bids compared as text. It knows \
         exact sections only, so it finds the entry on {scan_agrees} of {n} positions."
    );
    if compiled.is_none() {
        outln!(
            "A rules file is interpreted here. For the compiled figure, compile it into a crate of your own with \
             `bidbase::system!(MySystem = \"{}\");` (`bidbase expand FILE` prints the code it generates) and time \
             `MySystem::new().choose(...)` there, or run `cargo bench -p bidbase-benches --bench lookup` for the built-in systems.",
            args.system.rules.as_deref().unwrap_or("FILE")
        );
    }
    Ok(ExitCode::SUCCESS)
}
