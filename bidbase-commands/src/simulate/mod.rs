//! `bidbase simulate`: deal and bid many boards, in parallel, and report what happened.

pub mod double_dummy;
mod fallback;
mod notes;
mod precision;
mod raw;
mod report;
pub mod shard;
mod text;

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use bidbase::sim::{simulate_range_with, Fallback, SimOptions, Stats};
use bidbase::{Auction, Bidder, Context, Hand};
use rayon::prelude::*;
use serde_json::json;

use crate::builtin::{label, load, SystemArgs};
use crate::error::UserError;
use crate::progress::progress;
use crate::shared_args::DealArgs;
use double_dummy::DdPartial;
pub use double_dummy::Kept;
use fallback::DdaPath;
use precision::Precision;
use serde_json::Value;
use shard::{Shard, ShardSpec};

/// Arguments of `simulate`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    system: SystemArgs,
    #[command(flatten)]
    run: DealArgs,
    /// Write every board with its auction to this PBN file, each call explained in a PBN 2.1
    /// note (`=n=` and `[Note "n:..."]`): its convention, alert or announcement, and what it
    /// shows.
    #[arg(long)]
    pbn: Option<String>,
    /// With --pbn: leave the notes out.
    #[arg(long)]
    no_notes: bool,
    /// How many lines of each ranking to show.
    #[arg(long, default_value_t = 15)]
    top: usize,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Solve every board double dummy and judge the auctions against par: IMPs per board, and
    /// per convention and per entry (docs/double-dummy.md). About 0.16 s a board on 2 cores.
    #[arg(long)]
    dd: bool,
    /// With --dd: read the deals' double-dummy tables from this file where it has them and add
    /// those solved to it, so that judging the same deals again (a changed rules file, the same
    /// seed) solves nothing twice. One deal a line: the table's 20 hex digits, then the deal.
    #[arg(long, requires = "dd", value_name = "FILE")]
    dd_tables: Option<std::path::PathBuf>,
    /// Answer every decision no entry matches by the DDA path with N deals (slow: every such
    /// decision solves N deals).
    #[arg(long, value_name = "N")]
    dda: Option<usize>,
    /// With --dda: random deals to try at most for each decision (default 20,000 for each deal
    /// wanted).
    #[arg(long, requires = "dda")]
    dda_tries: Option<u64>,
    /// Measure how precise the descriptions are: for each position and call made at least 100
    /// times, the HCP range the call is described to show against the range the hands that made
    /// it held (docs/descriptions.md).
    #[arg(long)]
    precision: bool,
    /// Bid only shard I of K of the run (boards I*N/K to (I+1)*N/K, from 0/K) and print its raw
    /// counts as JSON (a shard file) instead of the report; `bidbase merge` adds up the K
    /// shard files into the report of the whole run (docs/scale-out.md).
    #[arg(long, value_name = "I/K")]
    shard: Option<String>,
}

const CHUNK: u64 = 4096;
const BATCH: u64 = 256;

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    args.run.check_deals()?;
    let shard = args.shard.as_deref().map(ShardSpec::parse).transpose()?;
    let loaded = load(&args.system)?;
    let bidder: &(dyn Bidder + Send + Sync) = loaded.as_ref();
    let (pool, threads) = args.run.thread_pool()?;
    // The deals come from the system's deck: seven-card hands for BIDittle.
    let options = args.run.options(bidder.deck());
    let mut pbn = match &args.pbn {
        Some(path) => Some(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|e| UserError(format!("cannot create {path}: {e}")))?,
        )),
        None => None,
    };
    let dda = DdaPath::new(bidder, args.dda, args.dda_tries)?;
    let answer = |hand: Hand, auction: &Auction, context: &Context| dda.answer(hand, auction, context);
    let bidding = Bidding {
        bidder,
        options: &options,
        fallback: if args.dda.is_some() { Some(&answer) } else { None },
        pbn: pbn.is_some(),
        notes: !args.no_notes,
        keep: args.dd,
        precision: args.precision,
        dd_tables: args.dd_tables.as_deref(),
    };
    let range = shard.map_or(0..args.run.deals, |s| s.range(args.run.deals));
    let pbn_out = pbn.as_mut().map(|w| w as &mut dyn Write);
    let (mut parts, _, mut timing) = bidding.bid_and_judge(range, &pool, threads, pbn_out, args.dd)?;
    if let Some(mut w) = pbn {
        w.flush().map_err(|e| UserError(format!("cannot write the PBN file: {e}")))?;
    }
    if args.dda.is_some() {
        timing["dda_seconds"] = json!(dda.seconds());
    }
    parts.dda = args.dda;
    let label = label(&args.system);
    if let Some(spec) = shard {
        let opts = RunOptions { dd: args.dd, precision: args.precision, dda: args.dda, dda_tries: args.dda_tries };
        let doc = shard_value(&args.system, &label, bidder, &args.run, opts, spec, parts, timing);
        outln!("{}", serde_json::to_string(&doc)?);
        return Ok(ExitCode::SUCCESS);
    }
    print_report(&parts, bidder, &label, &args.run, args.top, args.json, timing)?;
    Ok(ExitCode::SUCCESS)
}

/// The options of a run that change what it counts, besides the system and the boards.
#[derive(Copy, Clone, Default)]
pub struct RunOptions {
    /// `--dd`.
    pub dd: bool,
    /// `--precision`.
    pub precision: bool,
    /// `--dda N`.
    pub dda: Option<usize>,
    /// `--dda-tries T`.
    pub dda_tries: Option<u64>,
}

/// A shard's document (what `simulate --shard I/K` prints): the run it belongs to, which
/// shard, and its counts.
#[allow(clippy::too_many_arguments)]
pub fn shard_value(
    system: &SystemArgs,
    label: &str,
    bidder: &dyn Bidder,
    run: &DealArgs,
    opts: RunOptions,
    spec: ShardSpec,
    parts: Parts,
    timing: Value,
) -> Value {
    let run = json!({
        "system": shard::system_raw(system),
        "label": label,
        "deck": bidder.deck().name(),
        "seed": run.seed,
        "deals": run.deals,
        "board_numbers": run.boards,
        "dd": opts.dd,
        "precision": opts.precision,
        "dda": opts.dda,
        "dda_tries": opts.dda_tries,
    });
    Shard { run, spec, stats: parts.stats, precision: parts.precision, dd: parts.dd, timing }.to_json()
}

/// What a run found, in counts that add up across shards.
pub struct Parts {
    /// The bidding's counts.
    pub stats: Stats,
    /// The descriptions' precision (`--precision`).
    pub precision: Option<Precision>,
    /// Double-dummy judging (`--dd`).
    pub dd: Option<DdPartial>,
    /// `--dda N`.
    pub dda: Option<usize>,
}

/// Prints the report of a run, in JSON or text: `timing` has the seconds spent (bidding, and
/// solving with `--dd`, the DDA path with `--dda`) and the threads.
pub fn print_report(
    parts: &Parts,
    bidder: &dyn Bidder,
    label: &str,
    run: &DealArgs,
    top: usize,
    as_json: bool,
    timing: Value,
) -> Result<(), UserError> {
    let (report, timing) = report_value(parts, bidder, label, run, top, timing);
    if as_json {
        let mut v = report;
        v["timing"] = timing;
        outln!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        text::print_text(&report, &timing, top);
    }
    Ok(())
}

/// The report of a run as `simulate --json` prints it but for its timing, and the timing with
/// the rates worked out.
pub fn report_value(
    parts: &Parts,
    bidder: &dyn Bidder,
    label: &str,
    run: &DealArgs,
    top: usize,
    mut timing: Value,
) -> (Value, Value) {
    let stats = &parts.stats;
    let mut report = report::report_json(stats, bidder, run, label, top);
    if parts.dda.is_some() {
        report["dda"] = json!({ "deals": parts.dda, "decisions": stats.no_entry, "answered": stats.fallback });
        let s = timing["dda_seconds"].as_f64().unwrap_or(0.0);
        timing["dda_seconds_per_decision"] = json!(s / stats.no_entry.max(1) as f64);
    }
    if let Some(p) = &parts.precision {
        report["precision"] = p.report(top);
    }
    if let Some(dd) = &parts.dd {
        report["double_dummy"] = dd.report(bidder, top);
        let boards = report["double_dummy"]["boards"].as_u64().unwrap_or(0);
        let s = timing["solve_seconds"].as_f64().unwrap_or(0.0);
        timing["solved_per_second"] = json!(boards as f64 / s.max(1e-9));
    }
    (report, timing)
}

/// What a library caller (the Python package) asks `simulate` for.
pub struct Request<'a> {
    /// The system, loaded.
    pub bidder: &'a (dyn Bidder + Send + Sync),
    /// The arguments it was loaded from (kept in a shard's document, for `merge`).
    pub system: SystemArgs,
    /// How the system is named in the report (see [`crate::builtin::label`]).
    pub label: String,
    /// The boards: how many, the seed, the threads, board numbers.
    pub run: DealArgs,
    /// Judge double dummy (`--dd`).
    pub dd: bool,
    /// Measure the descriptions (`--precision`).
    pub precision: bool,
    /// Rows of each ranking (`--top`).
    pub top: usize,
    /// Keep every board (its index, deal, auction and vulnerability) for the caller.
    pub keep_boards: bool,
    /// Bid only this shard of the run and answer its shard document instead of the report.
    pub shard: Option<ShardSpec>,
}

/// Runs `simulate` for a library caller: the report with its `timing`, equal to what
/// `simulate --json` prints for the same options (with a shard, the shard's document, equal to
/// what `simulate --shard` prints), and the boards when asked for (in board order).
pub fn simulate_value(req: &Request<'_>) -> Result<(Value, Vec<Kept>), UserError> {
    req.run.check_deals()?;
    let (pool, threads) = req.run.thread_pool()?;
    let options = req.run.options(req.bidder.deck());
    let bidding = Bidding {
        bidder: req.bidder,
        options: &options,
        fallback: None,
        pbn: false,
        notes: false,
        keep: req.dd || req.keep_boards,
        precision: req.precision,
        dd_tables: None,
    };
    let range = req.shard.map_or(0..req.run.deals, |s| s.range(req.run.deals));
    let (parts, kept, timing) = bidding.bid_and_judge(range, &pool, threads, None, req.dd)?;
    let kept = if req.keep_boards { kept } else { Vec::new() };
    if let Some(spec) = req.shard {
        let opts = RunOptions { dd: req.dd, precision: req.precision, dda: None, dda_tries: None };
        return Ok((shard_value(&req.system, &req.label, req.bidder, &req.run, opts, spec, parts, timing), kept));
    }
    let (mut report, timing) = report_value(&parts, req.bidder, &req.label, &req.run, req.top, timing);
    report["timing"] = timing;
    Ok((report, kept))
}

/// Arguments of `merge`.
#[derive(clap::Args)]
pub struct MergeArgs {
    /// The shard files of one run (`simulate --shard I/K` of every I from 0 to K-1), in any
    /// order.
    #[arg(required = true, value_name = "FILES")]
    files: Vec<String>,
    /// How many lines of each ranking to show.
    #[arg(long, default_value_t = 15)]
    top: usize,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// `bidbase merge`: adds up the shard files of one run and prints the run's report, as
/// `simulate` of the whole run prints it (timing aside).
pub fn merge(args: MergeArgs) -> Result<ExitCode, UserError> {
    // The files are read one at a time and added up, so memory stays that of one shard
    // whatever the number of files.
    let shards = args.files.iter().map(|name| {
        let text = std::fs::read_to_string(name).map_err(|e| UserError(format!("cannot read {name}: {e}")))?;
        let v: Value = serde_json::from_str(&text).map_err(|e| {
            UserError(format!("{name}: not a shard file (line {}, column {}: {e})", e.line(), e.column()))
        })?;
        Ok((name.clone(), v))
    });
    let (report, timing) = merge_values(shards, args.top, None)?;
    if args.json {
        let mut v = report;
        v["timing"] = timing;
        outln!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        text::print_text(&report, &timing, args.top);
    }
    Ok(ExitCode::SUCCESS)
}

/// Adds up the shards of one run, each a name (for messages) and its shard document, read one
/// at a time: the run's report as `simulate --json` gives it but for its timing, and the timing
/// (the shards' seconds added up). Errors name the shards that are missing, doubled or of
/// another run. The report names entries from `system` when given (the system the shards ran,
/// loaded by the caller), else from the system the shards name, loaded here.
pub fn merge_values(
    shards: impl IntoIterator<Item = Result<(String, Value), UserError>>,
    top: usize,
    system: Option<&(dyn Bidder + Send + Sync)>,
) -> Result<(Value, Value), UserError> {
    let mut shards = shards.into_iter();
    let (first_name, first) = shards.next().ok_or_else(|| UserError("no shard to merge".into()))??;
    let first = Shard::from_json(&first_name, &first)?;
    let run = first.run.clone();
    let count = first.spec.count;
    let loaded;
    let bidder: &(dyn Bidder + Send + Sync) = match system {
        Some(b) => b,
        None => {
            let args = shard::system_from_raw(&run["system"]).map_err(|e| UserError(format!("{first_name}: {e}")))?;
            loaded = load(&args)?;
            loaded.as_ref()
        }
    };
    let mut seen: Vec<Option<String>> = vec![None; usize::try_from(count).unwrap_or(usize::MAX).min(1 << 24)];
    if seen.len() as u64 != count {
        return Err(UserError(format!("{first_name}: {count} shards are more than merge takes (16,777,216)")));
    }
    let mut total = Stats::new(bidder.entry_count());
    let mut precision: Option<Precision> = None;
    let mut dd: Option<DdPartial> = None;
    let (mut seconds, mut solve, mut dda_seconds) = (0.0, 0.0, 0.0);
    let rest = shards.map(|r| r.and_then(|(name, v)| Shard::from_json(&name, &v).map(|s| (name, s))));
    for item in std::iter::once(Ok((first_name.clone(), first))).chain(rest) {
        let (name, s) = item?;
        if s.run != run {
            return Err(UserError(format!(
                "{name} is a shard of another run than {first_name} (system, seed, deals or options differ)"
            )));
        }
        if s.spec.count != count {
            return Err(UserError(format!(
                "{name} is shard {}/{} but {first_name} is of {count} shards",
                s.spec.index, s.spec.count
            )));
        }
        if let Some(other) = seen[s.spec.index as usize].replace(name.clone()) {
            return Err(UserError(format!("{name} and {other} are both shard {}/{count}", s.spec.index)));
        }
        total.merge(s.stats);
        if let Some(p) = s.precision {
            precision.get_or_insert_with(Precision::default).merge(p);
        }
        if let Some(d) = s.dd {
            match &mut dd {
                Some(all) => all.merge(d)?,
                None => dd = Some(d),
            }
        }
        seconds += s.timing["seconds"].as_f64().unwrap_or(0.0);
        solve += s.timing["solve_seconds"].as_f64().unwrap_or(0.0);
        dda_seconds += s.timing["dda_seconds"].as_f64().unwrap_or(0.0);
    }
    let missing: Vec<String> =
        seen.iter().enumerate().filter(|(_, s)| s.is_none()).take(20).map(|(i, _)| format!("{i}/{count}")).collect();
    if !missing.is_empty() {
        let more = seen.iter().filter(|s| s.is_none()).count() - missing.len();
        let tail = if more > 0 { format!(" and {more} more") } else { String::new() };
        return Err(UserError(format!("shards missing from the run: {}{tail}", missing.join(", "))));
    }
    let label = run["label"].as_str().unwrap_or("").to_string();
    let deal_args = DealArgs {
        deals: run["deals"].as_u64().unwrap_or(0),
        seed: run["seed"].as_u64().unwrap_or(0),
        threads: None,
        boards: run["board_numbers"].as_bool().unwrap_or(false),
    };
    if total.boards != deal_args.deals {
        return Err(UserError(format!("the shards hold {} boards, but the run has {}", total.boards, deal_args.deals)));
    }
    let mut timing = json!({
        "shards": count,
        "seconds": seconds,
        "boards_per_second": total.boards as f64 / f64::max(seconds, 1e-9),
    });
    if dd.is_some() {
        timing["solve_seconds"] = json!(solve);
    }
    let dda = run["dda"].as_u64().map(|n| n as usize);
    if dda.is_some() {
        timing["dda_seconds"] = json!(dda_seconds);
    }
    let parts = Parts { stats: total, precision, dd, dda };
    Ok(report_value(&parts, bidder, &label, &deal_args, top, timing))
}

/// How the boards are bid, and what is kept of them.
struct Bidding<'a> {
    bidder: &'a (dyn Bidder + Send + Sync),
    options: &'a SimOptions,
    /// The answer to decisions no entry makes (`--dda`).
    fallback: Option<Fallback<'a>>,
    /// Write each board in PBN (`--pbn`), with its notes unless `notes` is false.
    pbn: bool,
    notes: bool,
    /// Keep every board for double-dummy judging (`--dd`).
    keep: bool,
    /// Measure the descriptions' precision (`--precision`).
    precision: bool,
    /// The double-dummy tables file (`--dd-tables`).
    dd_tables: Option<&'a std::path::Path>,
}

/// What one chunk of boards gives: its statistics, its PBN text, the boards kept, and the
/// descriptions' precision.
type Chunk = (Stats, String, Vec<Kept>, Precision);

impl Bidding<'_> {
    /// Bids the boards `boards` (writing them to `pbn`) and, with `dd`, judges them double
    /// dummy: the counts (without `dda`, which the caller sets), the boards kept, and the
    /// timing (seconds, boards a second, `threads`, and the seconds spent solving).
    fn bid_and_judge(
        &self,
        boards: std::ops::Range<u64>,
        pool: &rayon::ThreadPool,
        threads: usize,
        pbn: Option<&mut dyn Write>,
        dd: bool,
    ) -> Result<(Parts, Vec<Kept>, Value), UserError> {
        let start = Instant::now();
        let (stats, kept, precision) = self.bid(boards, pool, pbn)?;
        let seconds = start.elapsed().as_secs_f64();
        let mut timing = json!({
            "seconds": seconds,
            "boards_per_second": stats.boards as f64 / seconds.max(1e-9),
            "threads": threads,
        });
        let dd = if dd {
            let (dd, solve_seconds) = DdPartial::judge(self.bidder, self.options, &kept, self.dd_tables)?;
            timing["solve_seconds"] = json!(solve_seconds);
            Some(dd)
        } else {
            None
        };
        Ok((Parts { stats, precision: self.precision.then_some(precision), dd, dda: None }, kept, timing))
    }

    /// Bids the boards `boards` of the run in chunks on the threads of `pool`, with a progress bar for
    /// large runs, and writes them to `pbn`: the statistics and the boards kept.
    fn bid(
        &self,
        boards: std::ops::Range<u64>,
        pool: &rayon::ThreadPool,
        mut pbn: Option<&mut dyn Write>,
    ) -> Result<(Stats, Vec<Kept>, Precision), UserError> {
        let deals = boards.end - boards.start;
        let bar = if deals >= 100_000 { progress(deals, "boards") } else { None };
        let mut stats = Stats::new(self.bidder.entry_count());
        let mut kept: Vec<Kept> = Vec::new();
        let mut precision = Precision::default();
        let chunks = deals.div_ceil(CHUNK);
        let mut first = 0;
        while first < chunks {
            let last = (first + BATCH).min(chunks);
            let results: Vec<Chunk> = pool.install(|| {
                (first..last)
                    .into_par_iter()
                    .map(|c| {
                        let range = boards.start + c * CHUNK..(boards.start + (c + 1) * CHUNK).min(boards.end);
                        let n = range.end - range.start;
                        let out = self.bid_range(range);
                        if let Some(p) = &bar {
                            p.inc(n);
                        }
                        out
                    })
                    .collect()
            });
            for (s, text, keep, p) in results {
                stats.merge(s);
                kept.extend(keep);
                precision.merge(p);
                if let Some(w) = &mut pbn {
                    w.write_all(text.as_bytes()).map_err(|e| UserError(format!("cannot write the PBN file: {e}")))?;
                }
            }
            first = last;
        }
        if let Some(p) = &bar {
            p.finish_and_clear();
        }
        Ok((stats, kept, precision))
    }

    /// Bids the boards of `range` on this thread: their statistics, their PBN text, the boards
    /// kept, and the descriptions' precision.
    fn bid_range(&self, range: std::ops::Range<u64>) -> Chunk {
        let mut text = String::new();
        let mut keep = Vec::new();
        let mut precision = Precision::default();
        let s = simulate_range_with(self.bidder, self.options, range, self.fallback, |i, deal, auction, vul| {
            if self.keep {
                keep.push((i, *deal, auction.clone(), vul));
            }
            if self.precision {
                precision.add(self.bidder, deal, auction, vul);
            }
            if self.pbn {
                let notes = if self.notes {
                    let (_, _, context) = bidbase::sim::board_setup(self.options, i);
                    notes::call_notes(self.bidder, deal, auction, &context)
                } else {
                    Vec::new()
                };
                bidbase::pbn::write_board_with_notes(
                    &mut text,
                    "bidbase simulation",
                    i + 1,
                    deal,
                    auction,
                    vul,
                    &notes,
                );
            }
        });
        (s, text, keep, precision)
    }
}
