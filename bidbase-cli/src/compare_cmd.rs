//! `bidbase compare`: two systems, or one system with different convention switches, in a
//! team match on the same deals, scored double dummy.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use bidbase::sim::{board_setup, SimOptions};
use bidbase::Bidder;
use bidbase_dd::judge::{mean_and_interval, TeamBoard};
use bidbase_dd::solve_all;
use rayon::prelude::*;
use serde_json::json;

use crate::builtin::{label, load, SystemArgs};
use crate::UserError;

/// Arguments of `compare`.
#[derive(clap::Args)]
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
    /// Number of boards.
    #[arg(long, default_value_t = 10_000)]
    deals: u64,
    /// Random seed: the same seed gives the same boards and results on any number of threads.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads for the bidding (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Dealer and vulnerability follow the board number (1-16 repeating) instead of chance.
    #[arg(long)]
    boards: bool,
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

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    if args.deals == 0 {
        return Err(UserError("--deals must be at least 1".into()));
    }
    if args.against_system.is_none() && args.against_rules.is_none() && args.against_conventions.is_none() {
        return Err(UserError(
            "nothing to compare: give B as --against-system, --against-rules or --against-conventions".into(),
        ));
    }
    let b_args = SystemArgs {
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
    };
    let a = load(&args.system, false)?;
    let b = load(&b_args, false)?;
    let (a, b): (&(dyn Bidder + Send + Sync), &(dyn Bidder + Send + Sync)) = (a.bidder.as_ref(), b.bidder.as_ref());
    let (pool, threads) = crate::builtin::thread_pool(args.threads)?;
    if a.deck() != b.deck() {
        return Err(UserError(format!(
            "the systems deal from different decks (\"{}\": {}, \"{}\": {}): compare needs one deck",
            a.name(),
            a.deck().name(),
            b.name(),
            b.deck().name()
        )));
    }
    let options = SimOptions { seed: args.seed, boards: args.boards, deck: a.deck() };
    let bar = crate::dd_cmd::progress(args.deals, "boards");
    let start = Instant::now();
    let mut solve_seconds = 0.0;
    let (mut sum, mut sum_sq, mut differ, mut solved) = (0i64, 0i64, 0u64, 0u64);
    // (A's entry, B's entry) where the auctions part -> (boards, A's IMPs).
    let mut causes: BTreeMap<Cause, (u64, i64)> = BTreeMap::new();
    let mut first = 0;
    while first < args.deals {
        let last = (first + CHUNK).min(args.deals);
        let boards: Vec<TeamBoard> = pool.install(|| {
            (first..last)
                .into_par_iter()
                .map(|i| {
                    let (deal, dealer, context) = board_setup(&options, i);
                    TeamBoard::bid(a, b, deal, dealer, &context)
                })
                .collect()
        });
        let need: Vec<usize> = (0..boards.len()).filter(|&i| boards[i].needs_solving()).collect();
        let deals: Vec<bidbase::Deal> = need.iter().map(|&i| boards[i].deal).collect();
        let t = Instant::now();
        let tables = solve_all(&deals, &|_| {})?;
        solve_seconds += t.elapsed().as_secs_f64();
        solved += need.len() as u64;
        let mut k = 0;
        for (i, board) in boards.iter().enumerate() {
            let imps = if need.get(k) == Some(&i) {
                k += 1;
                board.imps(Some(&tables[k - 1]))
            } else {
                0
            };
            sum += imps as i64;
            sum_sq += (imps as i64) * (imps as i64);
            if let Some(d) = board.divergence() {
                differ += 1;
                let slot = causes.entry((d.a_entry, d.b_entry)).or_default();
                slot.0 += 1;
                slot.1 += imps as i64;
            }
        }
        if let Some(p) = &bar {
            p.inc(last - first);
        }
        first = last;
    }
    if let Some(p) = &bar {
        p.finish_and_clear();
    }
    let seconds = start.elapsed().as_secs_f64();
    let n = args.deals;
    let (mean, half) = mean_and_interval(sum, sum_sq, n);
    let mut ranked: Vec<(&Cause, &(u64, i64))> = causes.iter().collect();
    ranked.sort_by(|x, y| y.1 .1.abs().cmp(&x.1 .1.abs()).then(y.1 .0.cmp(&x.1 .0)).then(x.0.cmp(y.0)));
    let rows: Vec<serde_json::Value> = ranked
        .iter()
        .take(args.top)
        .map(|((ea, eb), (count, imps))| {
            json!({ "a_entry": entry_label(a, *ea), "b_entry": entry_label(b, *eb), "boards": count, "a_imps": imps })
        })
        .collect();
    let b_label = label(&b_args);
    if args.json {
        let v = json!({
            "a": label(&args.system), "b": b_label, "boards": n, "seed": args.seed,
            "auctions_differ": differ, "contracts_differ": solved,
            "a_imps_per_board": mean, "interval_95": [mean - half, mean + half], "a_imps_total": sum,
            "differences": rows,
            "timing": { "seconds": seconds, "solve_seconds": solve_seconds, "deals_solved": solved,
                        "solved_per_second": solved as f64 / solve_seconds.max(1e-9), "threads": threads },
        });
        outln!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(ExitCode::SUCCESS);
    }
    outln!("A: {}", label(&args.system));
    outln!("B: {b_label}");
    outln!("team match: A sits North-South in room 1 and East-West in room 2; double-dummy tricks");
    outln!("boards         {n} (seed {})", args.seed);
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
    if !rows.is_empty() {
        outln!("where the auctions part (boards, A's IMPs): A's entry / B's entry");
        for ((ea, eb), (count, imps)) in ranked.iter().take(args.top) {
            outln!("  {count:>6} {imps:>+7}  {}", entry_label(a, *ea));
            outln!("  {:>14}  {}", "", entry_label(b, *eb));
        }
    }
    Ok(ExitCode::SUCCESS)
}
