//! `bidbase compare`: two systems, or one system with different convention switches, in a
//! team match on the same deals, scored double dummy.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use bidbase::sim::{board_setup, SimOptions};
use bidbase::{Bidder, Deal};
use bidbase_dd::judge::{mean_and_interval, TeamBoard};
use bidbase_dd::solve_all;
use rayon::prelude::*;
use serde_json::{json, Value};

use crate::builtin::{label, load, SystemArgs};
use crate::error::UserError;
use crate::progress::progress;
use crate::shared_args::DealArgs;

/// Arguments of `compare`.
#[derive(clap::Args)]
#[command(
    mut_arg("deals", |a| a.default_value("10000")),
    mut_arg("threads", |a| a.help("Worker threads for the bidding (default: all cores)"))
)]
pub struct Args {
    /// System A (`--system`, `--rules`, `--engine`, `--conventions`).
    #[command(flatten)]
    system: SystemArgs,
    /// System B: a built-in system (default: A's system).
    #[arg(long, conflicts_with = "against_rules")]
    against_system: Option<String>,
    /// System B: a rules file.
    #[arg(long)]
    against_rules: Option<String>,
    /// Convention switches for B, as --conventions ("Stayman=off").
    #[arg(long)]
    against_conventions: Option<String>,
    // The boards: 10,000 by default here; the threads bid, and the solver uses every core.
    #[command(flatten)]
    run: DealArgs,
    /// How many lines of the ranking of differences to show.
    #[arg(long, default_value_t = 15)]
    top: usize,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn entry_label(b: &dyn Bidder, id: Option<u32>) -> String {
    match id.and_then(|i| b.entry(i)) {
        Some(e) => {
            let conv = if e.convention.is_empty() { String::new() } else { format!(" \"{}\"", e.convention) };
            format!("{}{conv} [{}] {}:{}", e.call, e.prior_bids, e.file, e.line)
        }
        None => "(no entry: pass)".to_string(),
    }
}

const CHUNK: u64 = 2048;

/// A's entry and B's entry where the rooms' auctions part.
type Cause = (Option<u32>, Option<u32>);

/// A bidder that can bid on many threads.
type SharedBidder<'a> = &'a (dyn Bidder + Send + Sync);

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    args.run.check_deals()?;
    if args.against_system.is_none() && args.against_rules.is_none() && args.against_conventions.is_none() {
        return Err(UserError(
            "nothing to compare: give B as --against-system, --against-rules or --against-conventions".into(),
        ));
    }
    let b_args = system_b(&args);
    let (a, b) = (load(&args.system)?, load(&b_args)?);
    let (a, b): (SharedBidder<'_>, SharedBidder<'_>) = (a.as_ref(), b.as_ref());
    let (pool, threads) = args.run.thread_pool()?;
    if a.deck() != b.deck() {
        return Err(UserError(format!(
            "the systems deal from different decks (\"{}\": {}, \"{}\": {}): compare needs one deck",
            a.name(),
            a.deck().name(),
            b.name(),
            b.deck().name()
        )));
    }
    let options = args.run.options(a.deck());
    let start = Instant::now();
    let m = play(a, b, &options, args.run.deals, &pool)?;
    let seconds = start.elapsed().as_secs_f64();
    let labels = (label(&args.system), label(&b_args));
    let mut ranked: Vec<(&Cause, &(u64, i64))> = m.causes.iter().collect();
    ranked.sort_by(|x, y| y.1 .1.abs().cmp(&x.1 .1.abs()).then(y.1 .0.cmp(&x.1 .0)).then(x.0.cmp(y.0)));
    ranked.truncate(args.top);
    if args.json {
        let rows: Vec<Value> = ranked
            .iter()
            .map(|((ea, eb), (count, imps))| {
                json!({ "a_entry": entry_label(a, *ea), "b_entry": entry_label(b, *eb), "boards": count, "a_imps": imps })
            })
            .collect();
        print_json(&args, &m, &labels, rows, (seconds, threads))?;
    } else {
        print_text(&args, &m, &labels, seconds);
        if !ranked.is_empty() {
            outln!("where the auctions part (boards, A's IMPs): A's entry / B's entry");
            for ((ea, eb), (count, imps)) in ranked {
                outln!("  {count:>6} {imps:>+7}  {}", entry_label(a, *ea));
                outln!("  {:>14}  {}", "", entry_label(b, *eb));
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// System B: A's system with B's changes (`--against-system`, `--against-rules`,
/// `--against-conventions`).
fn system_b(args: &Args) -> SystemArgs {
    SystemArgs {
        system: match (&args.against_system, &args.against_rules) {
            (Some(s), _) => Some(s.clone()),
            (None, Some(_)) => None,
            (None, None) => args.system.system.clone(),
        },
        rules: match (&args.against_system, &args.against_rules) {
            (_, Some(r)) => Some(r.clone()),
            (Some(_), None) => None,
            (None, None) => args.system.rules.clone(),
        },
        engine: if args.against_rules.is_some() { None } else { args.system.engine },
        conventions: args.against_conventions.clone(),
    }
}

/// The match: A's IMPs over the boards, and where the auctions part.
struct Match {
    /// A's IMPs, in all and squared (for the interval).
    sum: i64,
    sum_sq: i64,
    /// Boards whose auctions part.
    differ: u64,
    /// Boards whose contracts part, solved double dummy.
    solved: u64,
    solve_seconds: f64,
    /// (A's entry, B's entry) where the auctions part -> (boards, A's IMPs).
    causes: BTreeMap<Cause, (u64, i64)>,
}

/// Bids `deals` boards in both rooms on the threads of `pool` and scores each board whose
/// contracts part double dummy (the solver has threads of its own).
fn play(
    a: SharedBidder<'_>,
    b: SharedBidder<'_>,
    options: &SimOptions,
    deals: u64,
    pool: &rayon::ThreadPool,
) -> Result<Match, UserError> {
    let bar = progress(deals, "boards");
    let mut m = Match { sum: 0, sum_sq: 0, differ: 0, solved: 0, solve_seconds: 0.0, causes: BTreeMap::new() };
    let mut first = 0;
    while first < deals {
        let last = (first + CHUNK).min(deals);
        let boards: Vec<TeamBoard> = pool.install(|| {
            (first..last)
                .into_par_iter()
                .map(|i| {
                    let (deal, dealer, context) = board_setup(options, i);
                    TeamBoard::bid(a, b, deal, dealer, &context)
                })
                .collect()
        });
        m.score(&boards)?;
        if let Some(p) = &bar {
            p.inc(last - first);
        }
        first = last;
    }
    if let Some(p) = &bar {
        p.finish_and_clear();
    }
    Ok(m)
}

impl Match {
    /// Scores a chunk of boards: solves those whose contracts part, and counts IMPs and causes.
    fn score(&mut self, boards: &[TeamBoard]) -> Result<(), UserError> {
        let need: Vec<usize> = (0..boards.len()).filter(|&i| boards[i].needs_solving()).collect();
        let deals: Vec<Deal> = need.iter().map(|&i| boards[i].deal).collect();
        let t = Instant::now();
        let tables = solve_all(&deals, &|_| {})?;
        self.solve_seconds += t.elapsed().as_secs_f64();
        self.solved += need.len() as u64;
        let mut k = 0;
        for (i, board) in boards.iter().enumerate() {
            let imps = if need.get(k) == Some(&i) {
                k += 1;
                board.imps(Some(&tables[k - 1]))
            } else {
                0
            };
            self.sum += imps as i64;
            self.sum_sq += (imps as i64) * (imps as i64);
            if let Some(d) = board.divergence() {
                self.differ += 1;
                let slot = self.causes.entry((d.a_entry, d.b_entry)).or_default();
                slot.0 += 1;
                slot.1 += imps as i64;
            }
        }
        Ok(())
    }
}

fn print_json(
    args: &Args,
    m: &Match,
    (a_label, b_label): &(String, String),
    rows: Vec<Value>,
    (seconds, threads): (f64, usize),
) -> Result<(), UserError> {
    let n = args.run.deals;
    let (mean, half) = mean_and_interval(m.sum, m.sum_sq, n);
    let (solved, solve_seconds) = (m.solved, m.solve_seconds);
    let v = json!({
        "a": a_label, "b": b_label, "boards": n, "seed": args.run.seed,
        "auctions_differ": m.differ, "contracts_differ": solved,
        "a_imps_per_board": mean, "interval_95": [mean - half, mean + half], "a_imps_total": m.sum,
        "differences": rows,
        "timing": { "seconds": seconds, "solve_seconds": solve_seconds, "deals_solved": solved,
                    "solved_per_second": solved as f64 / solve_seconds.max(1e-9), "threads": threads },
    });
    outln!("{}", serde_json::to_string_pretty(&v)?);
    Ok(())
}

fn print_text(args: &Args, m: &Match, (a_label, b_label): &(String, String), seconds: f64) {
    let n = args.run.deals;
    let (mean, half) = mean_and_interval(m.sum, m.sum_sq, n);
    let (sum, differ, solved, solve_seconds) = (m.sum, m.differ, m.solved, m.solve_seconds);
    outln!("A: {a_label}");
    outln!("B: {b_label}");
    outln!("team match: A sits North-South in room 1 and East-West in room 2; double-dummy tricks");
    outln!("boards         {n} (seed {})", args.run.seed);
    outln!("auctions part  {differ} ({:.2}%)", 100.0 * differ as f64 / n as f64);
    outln!("contracts part {solved} ({:.2}%), solved double dummy", 100.0 * solved as f64 / n as f64);
    outln!(
        "A's IMPs       {sum:+} in all, {mean:+.3} a board, 95% interval {:+.3} to {:+.3}",
        mean - half,
        mean + half
    );
    outln!(
        "time           {seconds:.1} s ({solve_seconds:.1} s solving, {:.2} deals a second)",
        solved as f64 / solve_seconds.max(1e-9)
    );
}
