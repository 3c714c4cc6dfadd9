//! `bidbase simulate`: deal and bid many boards, in parallel, and report what happened.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::Instant;

use bidbase::sim::{board_setup, simulate_range_with, SimOptions, Stats};
use bidbase::{Bidder, Deck, Strain};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde_json::{json, Value};

use crate::builtin::{load, SystemArgs};
use crate::UserError;

/// Arguments of `simulate`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    system: SystemArgs,
    /// Number of boards.
    #[arg(long, default_value_t = 100_000)]
    deals: u64,
    /// Random seed: the same seed gives the same boards and results on any number of threads.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Dealer and vulnerability follow the board number (1-16 repeating) instead of chance.
    #[arg(long)]
    boards: bool,
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
}

/// A board kept for double-dummy judging: its index, deal, auction and vulnerability.
type Kept = (u64, bidbase::Deal, bidbase::Auction, bidbase::Vulnerability);

/// The explanation of each call of an auction for its PBN note: the convention, "alert" or
/// "announce" with the public disclosure text, and what the call shows; `None` for a call that
/// shows nothing and has no convention or disclosure.
fn call_notes(bidder: &dyn Bidder, auction: &bidbase::Auction, vul: bidbase::Vulnerability) -> Vec<Option<String>> {
    // The table simulate_range bids at: we are North-South, IMPs.
    let context = bidbase::Context {
        vulnerability: vul,
        we: bidbase::Side::NorthSouth,
        scoring: bidbase::Scoring::Imps,
        ..bidbase::Context::default()
    };
    (0..auction.calls().len())
        .map(|i| {
            let (id, shown) = bidder.describe_at(auction, &context, i)?;
            let mut parts: Vec<String> = Vec::new();
            if let Some(e) = bidder.entry(id) {
                if !e.convention.is_empty() {
                    parts.push(e.convention.to_string());
                }
                let d = &e.disclosure;
                let word = if d.alert {
                    Some("alert")
                } else if d.announce {
                    Some("announce")
                } else {
                    None
                };
                match (word, d.public_text()) {
                    (Some(w), Some(t)) => parts.push(format!("{w}: {t}")),
                    (Some(w), None) => parts.push(w.to_string()),
                    _ => {}
                }
            }
            if !shown.is_any() {
                parts.push(shown.to_string());
            }
            (!parts.is_empty()).then(|| parts.join("; "))
        })
        .collect()
}

const CHUNK: u64 = 4096;
const BATCH: u64 = 256;

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    if args.deals == 0 {
        return Err(UserError("--deals must be at least 1".into()));
    }
    let loaded = load(&args.system, false)?;
    let bidder: &(dyn Bidder + Send + Sync) = loaded.bidder.as_ref();
    let (pool, threads) = crate::builtin::thread_pool(args.threads)?;
    // The deals come from the system's deck: seven-card hands for BIDittle.
    let options = SimOptions { seed: args.seed, boards: args.boards, deck: bidder.deck() };
    let mut pbn = match &args.pbn {
        Some(path) => Some(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|e| UserError(format!("cannot create {path}: {e}")))?,
        )),
        None => None,
    };
    let progress = if std::io::stderr().is_terminal() && args.deals >= 100_000 {
        let bar = ProgressBar::new(args.deals);
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} boards ({per_sec}, {eta} left)")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        Some(bar)
    } else {
        None
    };
    if args.dda.is_some() && bidder.deck() != Deck::Standard {
        return Err(UserError(format!(
            "--dda deals 52-card hands around the bidder's; the system \"{}\" uses the {} deck",
            bidder.name(),
            bidder.deck().name()
        )));
    }
    if args.dda == Some(0) {
        return Err(UserError("--dda needs at least 1 deal".into()));
    }
    let dda_nanos = std::sync::atomic::AtomicU64::new(0);
    let dda_fallback = |hand: bidbase::Hand, auction: &bidbase::Auction, context: &bidbase::Context| {
        let n = args.dda?;
        let t = Instant::now();
        let mut options = bidbase_dd::dda::DdaOptions::new(n, context.seed ^ auction.calls().len() as u64);
        if let Some(tries) = args.dda_tries {
            options.max_tries = tries.max(1);
        }
        let out = bidbase_dd::dda::analyse(bidder, hand, auction, context, &options).ok().map(|a| {
            let (call, choice) = bidbase_dd::dda::decide(bidder, hand, auction, context, &a);
            bidbase::AnnotatedCall { call, tag: choice.and_then(|c| c.tag) }
        });
        dda_nanos.fetch_add(t.elapsed().as_nanos() as u64, std::sync::atomic::Ordering::Relaxed);
        out
    };
    let fallback: Option<bidbase::sim::Fallback<'_>> = if args.dda.is_some() { Some(&dda_fallback) } else { None };
    let mut kept: Vec<Kept> = Vec::new();
    let want_pbn = pbn.is_some();
    let want_notes = want_pbn && !args.no_notes;
    let start = Instant::now();
    let mut stats = Stats::new(bidder.entry_count());
    let chunks = args.deals.div_ceil(CHUNK);
    let mut first = 0;
    while first < chunks {
        let last = (first + BATCH).min(chunks);
        let results: Vec<(Stats, String, Vec<Kept>)> = pool.install(|| {
            (first..last)
                .into_par_iter()
                .map(|c| {
                    let range = c * CHUNK..((c + 1) * CHUNK).min(args.deals);
                    let n = range.end - range.start;
                    let mut text = String::new();
                    let mut keep = Vec::new();
                    let s = simulate_range_with(bidder, &options, range, fallback, |i, deal, auction, vul| {
                        if args.dd {
                            keep.push((i, *deal, auction.clone(), vul));
                        }
                        if want_pbn {
                            let notes = if want_notes { call_notes(bidder, auction, vul) } else { Vec::new() };
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
                    if let Some(p) = &progress {
                        p.inc(n);
                    }
                    (s, text, keep)
                })
                .collect()
        });
        for (s, text, keep) in results {
            stats.merge(s);
            kept.extend(keep);
            if let Some(w) = &mut pbn {
                w.write_all(text.as_bytes()).map_err(|e| UserError(format!("cannot write the PBN file: {e}")))?;
            }
        }
        first = last;
    }
    let seconds = start.elapsed().as_secs_f64();
    if let Some(p) = &progress {
        p.finish_and_clear();
    }
    if let Some(mut w) = pbn {
        w.flush().map_err(|e| UserError(format!("cannot write the PBN file: {e}")))?;
    }
    let mut report = report_json(&stats, bidder, &args, &crate::builtin::label(&args.system), args.top);
    let mut timing = json!({
        "seconds": seconds,
        "boards_per_second": stats.boards as f64 / seconds.max(1e-9),
        "threads": threads,
    });
    if args.dda.is_some() {
        let s = dda_nanos.load(std::sync::atomic::Ordering::Relaxed) as f64 / 1e9;
        report["dda"] = json!({ "deals": args.dda, "decisions": stats.no_entry, "answered": stats.fallback });
        timing["dda_seconds"] = json!(s);
        timing["dda_seconds_per_decision"] = json!(s / stats.no_entry.max(1) as f64);
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
        print_text(&report, &timing, args.top);
    }
    Ok(ExitCode::SUCCESS)
}

/// Everything the run found, except timings (so runs on different thread counts compare equal).
fn report_json(stats: &Stats, bidder: &(dyn Bidder + Send + Sync), args: &Args, label: &str, top: usize) -> Value {
    let boards = stats.boards.max(1) as f64;
    let mut contracts = serde_json::Map::new();
    for level in 1..=7u8 {
        for s in Strain::ALL {
            let n = stats.contracts[(level - 1) as usize][s.index()];
            if n > 0 {
                contracts.insert(format!("{level}{}", s.pbn()), json!(n));
            }
        }
    }
    let by_level: Vec<u64> = stats.contracts.iter().map(|row| row.iter().sum()).collect();
    let by_strain: Vec<u64> = (0..5).map(|s| stats.contracts.iter().map(|row| row[s]).sum()).collect();
    let mut conventions: std::collections::BTreeMap<String, u64> = std::collections::BTreeMap::new();
    let mut dead = Vec::new();
    let mut entries = Vec::new();
    // Decisions by the kind of section that answered.
    let mut layers = [0u64; 3];
    for (id, n) in stats.entry_hits.iter().enumerate() {
        let Some(e) = bidder.entry(id as u32) else { continue };
        layers[e.layer as usize] += n;
        if *n == 0 {
            dead.push(json!({"file": e.file, "line": e.line, "prior_bids": e.prior_bids, "call": e.call, "convention": e.convention}));
        } else {
            entries.push((*n, e));
        }
        let name = if e.convention.is_empty() { "(natural)" } else { e.convention };
        *conventions.entry(name.to_string()).or_default() += n;
    }
    entries.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.id.cmp(&b.1.id)));
    let mut conv: Vec<(String, u64)> = conventions.into_iter().collect();
    conv.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let no_entry = stats.no_entry_sections();
    let by_entry = |v: Vec<(Option<u32>, String, u64)>| -> Vec<Value> {
        v.iter()
            .take(top.max(1) * 4)
            .map(|(id, auction, n)| match id.and_then(|id| bidder.entry(id)) {
                Some(e) => json!({"auction": auction, "count": n, "file": e.file, "line": e.line, "prior_bids": e.prior_bids, "call": e.call}),
                None => json!({"auction": auction, "count": n, "file": null, "line": null, "prior_bids": null, "call": null}),
            })
            .collect()
    };
    let forced_passes = by_entry(stats.forced_passes());
    let missed_by = by_entry(stats.missed_games_by());
    json!({
        "system": label,
        "deck": bidder.deck().name(),
        "seed": args.seed,
        "boards": stats.boards,
        "board_numbers": args.boards,
        "contracts": contracts,
        "contracts_by_level": by_level,
        "contracts_by_strain": {"C": by_strain[0], "D": by_strain[1], "H": by_strain[2], "S": by_strain[3], "NT": by_strain[4]},
        "doubled": {"undoubled": stats.doubled[0], "doubled": stats.doubled[1], "redoubled": stats.doubled[2]},
        "passed_out": stats.passed_out,
        "passed_out_share": stats.passed_out as f64 / boards,
        "average_auction_length": stats.calls as f64 / boards,
        "decisions": stats.calls,
        "no_entry": stats.no_entry,
        "no_entry_share": stats.no_entry as f64 / stats.calls.max(1) as f64,
        "illegal_calls": stats.illegal,
        "forced": {
            "decisions": stats.forced,
            "passed": stats.forced_passed,
            "no_entry": stats.forced_no_entry,
            "passes_by_auction": forced_passes,
        },
        "games": {
            "boards": stats.game_boards,
            "missed": stats.missed_games,
            "missed_share": stats.missed_games as f64 / stats.game_boards.max(1) as f64,
            "missed_defending_doubled": stats.missed_defending_doubled,
            "missed_by_last_call": missed_by,
        },
        "layers": {
            "exact": layers[0] as f64 / stats.calls.max(1) as f64,
            "pattern": layers[1] as f64 / stats.calls.max(1) as f64,
            "general": layers[2] as f64 / stats.calls.max(1) as f64,
            "none": stats.no_entry as f64 / stats.calls.max(1) as f64,
        },
        "no_entry_by_section": no_entry.iter().take(top.max(1) * 4).map(|(s, n)| json!({"prior_bids": s, "count": n})).collect::<Vec<_>>(),
        "no_entry_sections": no_entry.len(),
        "conventions": conv.iter().map(|(c, n)| json!({"convention": c, "count": n})).collect::<Vec<_>>(),
        "entries_fired": entries.len(),
        "entries": stats.entry_hits.len(),
        "top_entries": entries.iter().take(top).map(|(n, e)| json!({"file": e.file, "line": e.line, "prior_bids": e.prior_bids, "call": e.call, "convention": e.convention, "count": n})).collect::<Vec<_>>(),
        "dead_entries": dead,
    })
}

/// Solves every kept board double dummy, with a progress bar: the tables, and the seconds spent.
fn solve_kept(kept: &[Kept]) -> Result<(Vec<bidbase_dd::DdTable>, f64), UserError> {
    let deals: Vec<bidbase::Deal> = kept.iter().map(|k| k.1).collect();
    let bar = crate::dd_cmd::progress(deals.len() as u64, "deals solved");
    let start = Instant::now();
    let tables = bidbase_dd::solve_all(&deals, &|n| {
        if let Some(b) = &bar {
            b.inc(n as u64);
        }
    })?;
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    Ok((tables, start.elapsed().as_secs_f64()))
}

/// Solves every kept board and judges its auction against par: the report's
/// `double_dummy` part, and the seconds spent solving.
fn judge(
    bidder: &(dyn Bidder + Send + Sync),
    options: &SimOptions,
    kept: &[Kept],
    top: usize,
) -> Result<(Value, f64), UserError> {
    use bidbase_dd::judge::{entries_fired, result_ns, ParStats};
    let (tables, solve_seconds) = solve_kept(kept)?;
    let mut stats = ParStats::new(bidder.entry_count());
    // By convention: (boards where one of its entries made a call for a side, the side's IMPs).
    let mut by_convention: std::collections::BTreeMap<String, (u64, i64)> = std::collections::BTreeMap::new();
    for ((index, deal, auction, vul), table) in kept.iter().zip(&tables) {
        let (_, _, context) = board_setup(options, *index);
        let entries = entries_fired(bidder, deal, auction, &context);
        let par = bidbase_dd::par(table, *vul, auction.dealer());
        let result = result_ns(auction, table, *vul);
        let ns = stats.add(auction, &entries, result, par.score) as i64;
        let mut seen: Vec<(String, bool)> = Vec::new();
        for (i, e) in entries.iter().enumerate() {
            let Some(info) = e.and_then(|e| bidder.entry(e)) else { continue };
            let conv = if info.convention.is_empty() { "(natural)".to_string() } else { info.convention.to_string() };
            let ns_side = auction.seat_of(i).side() == bidbase::Side::NorthSouth;
            if seen.contains(&(conv.clone(), ns_side)) {
                continue;
            }
            seen.push((conv.clone(), ns_side));
            let slot = by_convention.entry(conv).or_default();
            slot.0 += 1;
            slot.1 += if ns_side { ns } else { -ns };
        }
    }
    let n = stats.boards.max(1) as f64;
    // Entries and conventions with enough boards to say something, by IMPs a board.
    let min_boards = (stats.boards / 200).max(20);
    let mut entries: Vec<(u32, u64, i64)> = stats
        .by_entry
        .iter()
        .enumerate()
        .filter(|(_, (b, _))| *b >= min_boards)
        .map(|(id, (b, imps))| (id as u32, *b, *imps))
        .collect();
    entries.sort_by(|x, y| (x.2 as f64 / x.1 as f64).total_cmp(&(y.2 as f64 / y.1 as f64)).then(x.0.cmp(&y.0)));
    let entry_json = |(id, boards, imps): &(u32, u64, i64)| match bidder.entry(*id) {
        Some(e) => json!({"file": e.file, "line": e.line, "prior_bids": e.prior_bids, "call": e.call,
                          "convention": e.convention, "boards": boards, "imps": imps,
                          "imps_per_board": *imps as f64 / *boards as f64}),
        None => json!({"entry": id, "boards": boards, "imps": imps}),
    };
    let losing: Vec<Value> = entries.iter().take(top).map(entry_json).collect();
    let gaining: Vec<Value> = entries.iter().rev().take(top).map(entry_json).collect();
    let mut conventions: Vec<(String, u64, i64)> =
        by_convention.into_iter().filter(|(_, (b, _))| *b >= min_boards).map(|(c, (b, i))| (c, b, i)).collect();
    conventions.sort_by(|x, y| (x.2 as f64 / x.1 as f64).total_cmp(&(y.2 as f64 / y.1 as f64)).then(x.0.cmp(&y.0)));
    Ok((
        json!({
            "boards": stats.boards,
            "at_par": stats.at_par,
            "at_par_share": stats.at_par as f64 / n,
            "ns_imps_per_board": stats.ns_imps as f64 / n,
            "abs_imps_per_board": stats.abs_imps as f64 / n,
            "declarer_imps_per_board": stats.declarer_imps as f64 / n,
            "min_boards_ranked": min_boards,
            "conventions": conventions.iter().map(|(c, b, i)| json!({"convention": c, "boards": b, "imps": i,
                "imps_per_board": *i as f64 / *b as f64})).collect::<Vec<_>>(),
            "entries_losing": losing,
            "entries_gaining": gaining,
        }),
        solve_seconds,
    ))
}

/// BIDittle boards solved double dummy: each board's contract, the tricks its declarer takes,
/// and the BIDittle score (points by the contract's level, seed 004), NS (blue) and EW (red).
fn judge_bidittle(kept: &[Kept]) -> Result<(Value, f64), UserError> {
    let (tables, solve_seconds) = solve_kept(kept)?;
    let (mut ns, mut ew, mut made, mut defeated, mut passed_out) = (0u64, 0u64, 0u64, 0u64, 0u64);
    let mut boards = Vec::with_capacity(kept.len());
    for ((index, _, auction, _), table) in kept.iter().zip(&tables) {
        let Some((contract, declarer)) = auction.contract() else {
            passed_out += 1;
            boards.push(json!({"board": index + 1, "contract": null, "ns": 0, "ew": 0}));
            continue;
        };
        let tricks = table.tricks(declarer, contract.strain);
        let score = bidbase_scoring::bidittle_score(contract, tricks)
            .map_err(|e| UserError(format!("board {}: {contract} by {declarer}: {e}", index + 1)))?;
        let declarers_ns = declarer.side() == bidbase::Side::NorthSouth;
        let (n, e) = if declarers_ns { (score.declarers, score.defenders) } else { (score.defenders, score.declarers) };
        ns += u64::from(n);
        ew += u64::from(e);
        if tricks >= contract.level {
            made += 1;
        } else {
            defeated += 1;
        }
        boards.push(
            json!({"board": index + 1, "contract": contract.to_string(), "declarer": declarer.letter().to_string(),
                           "tricks": tricks, "made": tricks >= contract.level, "ns": n, "ew": e}),
        );
    }
    let n = kept.len().max(1) as f64;
    Ok((
        json!({
            "scoring": "bidittle",
            "boards": kept.len(),
            "made": made,
            "defeated": defeated,
            "passed_out": passed_out,
            "ns_points": ns,
            "ew_points": ew,
            "ns_points_per_board": ns as f64 / n,
            "ew_points_per_board": ew as f64 / n,
            "scores": boards,
        }),
        solve_seconds,
    ))
}

fn print_text(r: &Value, timing: &Value, top: usize) {
    let boards = r["boards"].as_u64().unwrap_or(0);
    let pct = |n: u64| 100.0 * n as f64 / boards.max(1) as f64;
    outln!(
        "{} boards bid by {} (seed {}, {} deck)",
        boards,
        r["system"].as_str().unwrap_or(""),
        r["seed"],
        r["deck"].as_str().unwrap_or("")
    );
    outln!(
        "time {:.2} s on {} thread(s): {:.0} boards/s",
        timing["seconds"].as_f64().unwrap_or(0.0),
        timing["threads"],
        timing["boards_per_second"].as_f64().unwrap_or(0.0)
    );
    outln!();
    outln!("final contracts (% of boards)");
    outln!("  level      C      D      H      S     NT");
    for level in 1..=7u8 {
        let cells: Vec<String> = Strain::ALL
            .iter()
            .map(|s| {
                let n = r["contracts"][format!("{level}{}", s.pbn())].as_u64().unwrap_or(0);
                format!("{:>6.2}", pct(n))
            })
            .collect();
        outln!("  {level}     {}", cells.join(" "));
    }
    let passed = r["passed_out"].as_u64().unwrap_or(0);
    outln!("  passed out {:.2}%", pct(passed));
    outln!(
        "  doubled {}, redoubled {}",
        r["doubled"]["doubled"].as_u64().unwrap_or(0),
        r["doubled"]["redoubled"].as_u64().unwrap_or(0)
    );
    outln!("average auction length {:.2} calls", r["average_auction_length"].as_f64().unwrap_or(0.0));
    let decisions = r["decisions"].as_u64().unwrap_or(0);
    let no_entry = r["no_entry"].as_u64().unwrap_or(0);
    outln!(
        "decisions {decisions}; no entry matched {no_entry} ({:.3}%), in {} sections; illegal calls {}",
        100.0 * no_entry as f64 / decisions.max(1) as f64,
        r["no_entry_sections"],
        r["illegal_calls"]
    );
    let f = &r["forced"];
    outln!(
        "after partner's forcing call: {} decisions, {} passes ({} with no entry)",
        f["decisions"],
        f["passed"],
        f["no_entry"]
    );
    let g = &r["games"];
    if r["deck"] != "standard" {
        outln!(
            "missed games: not measured (a {} contract scores by its level: there is no game)",
            r["deck"].as_str().unwrap_or("")
        );
    } else {
        outln!(
        "missed games: {} of {} boards with 26+ HCP and a major fit or two balanced hands stop below game ({:.2}%; {} of them defend the opponents' contract doubled)",
        g["missed"],
        g["boards"],
        100.0 * g["missed_share"].as_f64().unwrap_or(0.0),
        g["missed_defending_doubled"]
    );
    }
    let l = &r["layers"];
    outln!(
        "answered by: exact sections {:.2}%, pattern sections {:.2}%, the general layer {:.2}%, no entry {:.2}%",
        100.0 * l["exact"].as_f64().unwrap_or(0.0),
        100.0 * l["pattern"].as_f64().unwrap_or(0.0),
        100.0 * l["general"].as_f64().unwrap_or(0.0),
        100.0 * l["none"].as_f64().unwrap_or(0.0)
    );
    outln!();
    outln!("where hands fell through (no entry), most frequent first");
    for s in r["no_entry_by_section"].as_array().into_iter().flatten().take(15) {
        outln!("  {:>9}  [{}]", s["count"], s["prior_bids"].as_str().unwrap_or(""));
    }
    let ranking = |title: &str, v: &Value| {
        let rows = v.as_array().cloned().unwrap_or_default();
        if rows.is_empty() {
            return;
        }
        outln!();
        outln!("{title}");
        for e in rows.iter().take(15) {
            let by = match e["file"].as_str() {
                Some(f) => format!(
                    "{} {}:{} [{}]",
                    e["call"].as_str().unwrap_or(""),
                    f,
                    e["line"],
                    e["prior_bids"].as_str().unwrap_or("")
                ),
                None => "no entry".to_string(),
            };
            outln!("  {:>9}  after {}: {by}", e["count"], e["auction"].as_str().unwrap_or(""));
        }
    };
    ranking("passes after partner's forcing call, most frequent first", &r["forced"]["passes_by_auction"]);
    ranking("missed games: the side's last call, most frequent first", &r["games"]["missed_by_last_call"]);
    outln!();
    outln!("conventions (calls chosen by their entries)");
    for c in r["conventions"].as_array().into_iter().flatten().take(15) {
        outln!("  {:>9}  {}", c["count"], c["convention"].as_str().unwrap_or(""));
    }
    outln!();
    outln!("entries most often used");
    for e in r["top_entries"].as_array().into_iter().flatten() {
        outln!(
            "  {:>9}  [{}] {} {}:{} {}",
            e["count"],
            e["prior_bids"].as_str().unwrap_or(""),
            e["call"].as_str().unwrap_or(""),
            e["file"].as_str().unwrap_or(""),
            e["line"],
            e["convention"].as_str().unwrap_or("")
        );
    }
    if let Some(d) = r.get("dda") {
        outln!();
        outln!(
            "DDA with {} deals: {} of {} no-entry decisions answered, {:.2} s each ({:.1} s in all)",
            d["deals"],
            d["answered"],
            d["decisions"],
            timing["dda_seconds_per_decision"].as_f64().unwrap_or(0.0),
            timing["dda_seconds"].as_f64().unwrap_or(0.0)
        );
    }
    if let Some(d) = r.get("double_dummy") {
        outln!();
        outln!(
            "double dummy: {} boards solved in {:.1} s ({:.2} deals a second)",
            d["boards"],
            timing["solve_seconds"].as_f64().unwrap_or(0.0),
            timing["solved_per_second"].as_f64().unwrap_or(0.0)
        );
        if d["scoring"] == "bidittle" {
            print_bidittle(d, top);
            return print_dead(r);
        }
        outln!(
            "  against par: {:.3} IMPs a board either way; North-South {:+.3}; the declaring side {:+.3}; at par {:.1}%",
            d["abs_imps_per_board"].as_f64().unwrap_or(0.0),
            d["ns_imps_per_board"].as_f64().unwrap_or(0.0),
            d["declarer_imps_per_board"].as_f64().unwrap_or(0.0),
            100.0 * d["at_par_share"].as_f64().unwrap_or(0.0)
        );
        outln!("  conventions, the side's IMPs against par a board (boards; {}+ boards)", d["min_boards_ranked"]);
        for c in d["conventions"].as_array().into_iter().flatten().take(15) {
            outln!(
                "    {:>+7.3} ({:>6})  {}",
                c["imps_per_board"].as_f64().unwrap_or(0.0),
                c["boards"],
                c["convention"].as_str().unwrap_or("")
            );
        }
        for (title, key) in [("entries losing most", "entries_losing"), ("entries gaining most", "entries_gaining")] {
            outln!("  {title}, the side's IMPs against par a board (boards)");
            for e in d[key].as_array().into_iter().flatten().take(10) {
                outln!(
                    "    {:>+7.3} ({:>6})  [{}] {} {}:{} {}",
                    e["imps_per_board"].as_f64().unwrap_or(0.0),
                    e["boards"],
                    e["prior_bids"].as_str().unwrap_or(""),
                    e["call"].as_str().unwrap_or(""),
                    e["file"].as_str().unwrap_or(""),
                    e["line"],
                    e["convention"].as_str().unwrap_or("")
                );
            }
        }
    }
    print_dead(r);
}

/// The BIDittle score of the boards, played double dummy.
fn print_bidittle(d: &Value, top: usize) {
    outln!(
        "  BIDittle score: North-South (blue) {} points, East-West (red) {} ({:.3} and {:.3} a board); {} made, {} defeated, {} passed out",
        d["ns_points"],
        d["ew_points"],
        d["ns_points_per_board"].as_f64().unwrap_or(0.0),
        d["ew_points_per_board"].as_f64().unwrap_or(0.0),
        d["made"],
        d["defeated"],
        d["passed_out"]
    );
    outln!("  board  contract  declarer  tricks  NS  EW");
    for b in d["scores"].as_array().into_iter().flatten().take(top) {
        outln!(
            "  {:>5}  {:<8}  {:<8}  {:>6}  {:>2}  {:>2}",
            b["board"].as_u64().unwrap_or(0),
            b["contract"].as_str().unwrap_or("passed"),
            b["declarer"].as_str().unwrap_or("-"),
            b["tricks"].as_u64().map(|t| t.to_string()).unwrap_or_else(|| "-".into()),
            b["ns"].as_u64().unwrap_or(0),
            b["ew"].as_u64().unwrap_or(0)
        );
    }
}

/// The entries that never fired.
fn print_dead(r: &Value) {
    let dead = r["dead_entries"].as_array().cloned().unwrap_or_default();
    outln!();
    outln!(
        "entries that fired: {} of {}; dead entries (never fired): {}",
        r["entries_fired"],
        r["entries"],
        dead.len()
    );
    for e in dead.iter().take(10) {
        outln!(
            "  [{}] {} {}:{}",
            e["prior_bids"].as_str().unwrap_or(""),
            e["call"].as_str().unwrap_or(""),
            e["file"].as_str().unwrap_or(""),
            e["line"]
        );
    }
    if dead.len() > 10 {
        outln!("  ... and {} more (see --json)", dead.len() - 10);
    }
}
