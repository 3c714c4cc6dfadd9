//! `bidbase simulate`: deal and bid many boards, in parallel, and report what happened.

mod double_dummy;
mod fallback;
mod notes;
mod precision;
mod report;
mod text;

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use bidbase::sim::{simulate_range_with, Fallback, SimOptions, Stats};
use bidbase::{Auction, Bidder, Context, Deck, Hand};
use rayon::prelude::*;
use serde_json::json;

use crate::builtin::{label, load, SystemArgs};
use crate::error::UserError;
use crate::progress::progress;
use crate::shared_args::DealArgs;
use double_dummy::{judge, judge_bidittle, Kept};
use fallback::DdaPath;
use precision::Precision;

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
    /// per convention and per entry (docs/double-dummy.md). About 0.1 s a board on 2 cores.
    #[arg(long)]
    dd: bool,
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
}

const CHUNK: u64 = 4096;
const BATCH: u64 = 256;

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    args.run.check_deals()?;
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
    };
    let start = Instant::now();
    let (stats, kept, precision) = bidding.bid(&args.run, &pool, pbn.as_mut().map(|w| w as &mut dyn Write))?;
    let seconds = start.elapsed().as_secs_f64();
    if let Some(mut w) = pbn {
        w.flush().map_err(|e| UserError(format!("cannot write the PBN file: {e}")))?;
    }
    let mut report = report::report_json(&stats, bidder, &args.run, &label(&args.system), args.top);
    let mut timing = json!({
        "seconds": seconds,
        "boards_per_second": stats.boards as f64 / seconds.max(1e-9),
        "threads": threads,
    });
    if args.dda.is_some() {
        let s = dda.seconds();
        report["dda"] = json!({ "deals": args.dda, "decisions": stats.no_entry, "answered": stats.fallback });
        timing["dda_seconds"] = json!(s);
        timing["dda_seconds_per_decision"] = json!(s / stats.no_entry.max(1) as f64);
    }
    if args.precision {
        report["precision"] = precision.report(args.top);
    }
    if args.dd {
        let (dd, solve_seconds) = match options.deck {
            Deck::Standard => judge(bidder, &options, &kept, args.top)?,
            Deck::Bidittle => judge_bidittle(&kept)?,
        };
        report["double_dummy"] = dd;
        timing["solve_seconds"] = json!(solve_seconds);
        timing["solved_per_second"] = json!(kept.len() as f64 / solve_seconds.max(1e-9));
    }
    if args.json {
        let mut v = report;
        v["timing"] = timing;
        outln!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        text::print_text(&report, &timing, args.top);
    }
    Ok(ExitCode::SUCCESS)
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
}

/// What one chunk of boards gives: its statistics, its PBN text, the boards kept, and the
/// descriptions' precision.
type Chunk = (Stats, String, Vec<Kept>, Precision);

impl Bidding<'_> {
    /// Bids every board of `run` in chunks on the threads of `pool`, with a progress bar for
    /// large runs, and writes them to `pbn`: the statistics and the boards kept.
    fn bid(
        &self,
        run: &DealArgs,
        pool: &rayon::ThreadPool,
        mut pbn: Option<&mut dyn Write>,
    ) -> Result<(Stats, Vec<Kept>, Precision), UserError> {
        let bar = if run.deals >= 100_000 { progress(run.deals, "boards") } else { None };
        let mut stats = Stats::new(self.bidder.entry_count());
        let mut kept: Vec<Kept> = Vec::new();
        let mut precision = Precision::default();
        let chunks = run.deals.div_ceil(CHUNK);
        let mut first = 0;
        while first < chunks {
            let last = (first + BATCH).min(chunks);
            let results: Vec<Chunk> = pool.install(|| {
                (first..last)
                    .into_par_iter()
                    .map(|c| {
                        let range = c * CHUNK..((c + 1) * CHUNK).min(run.deals);
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
                let notes = if self.notes { notes::call_notes(self.bidder, auction, vul) } else { Vec::new() };
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
