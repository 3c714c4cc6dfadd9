//! `bidbase simulate`: deal and bid many boards, in parallel, and report what happened.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::Instant;

use bidbase::sim::{simulate_range, SimOptions, Stats};
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
}

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
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    if threads == 0 {
        return Err(UserError("--threads must be at least 1".into()));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| UserError(format!("cannot start {threads} threads: {e}")))?;
    let options = SimOptions { seed: args.seed, boards: args.boards, deck: Deck::Standard };
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
    let want_pbn = pbn.is_some();
    let want_notes = want_pbn && !args.no_notes;
    let start = Instant::now();
    let mut stats = Stats::new(bidder.entry_count());
    let chunks = args.deals.div_ceil(CHUNK);
    let mut first = 0;
    while first < chunks {
        let last = (first + BATCH).min(chunks);
        let results: Vec<(Stats, String)> = pool.install(|| {
            (first..last)
                .into_par_iter()
                .map(|c| {
                    let range = c * CHUNK..((c + 1) * CHUNK).min(args.deals);
                    let n = range.end - range.start;
                    let mut text = String::new();
                    let s = simulate_range(bidder, &options, range, |i, deal, auction, vul| {
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
                    (s, text)
                })
                .collect()
        });
        for (s, text) in results {
            stats.merge(s);
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
    let report = report_json(&stats, bidder, &args, &loaded_label(&args), args.top);
    let timing = json!({
        "seconds": seconds,
        "boards_per_second": stats.boards as f64 / seconds.max(1e-9),
        "threads": threads,
    });
    if args.json {
        let mut v = report;
        v["timing"] = timing;
        outln!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        print_text(&report, &timing);
    }
    Ok(ExitCode::SUCCESS)
}

fn loaded_label(args: &Args) -> String {
    match (&args.system.rules, &args.system.system) {
        (Some(r), _) => format!("{r} (interpreted)"),
        (None, s) => format!(
            "{} ({})",
            s.as_deref().unwrap_or(bidbase_systems::BUILTINS[0].name),
            match args.system.engine {
                Some(crate::builtin::Engine::Interpreted) => "interpreted",
                _ => "compiled",
            }
        ),
    }
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

fn print_text(r: &Value, timing: &Value) {
    let boards = r["boards"].as_u64().unwrap_or(0);
    let pct = |n: u64| 100.0 * n as f64 / boards.max(1) as f64;
    outln!("{} boards bid by {} (seed {})", boards, r["system"].as_str().unwrap_or(""), r["seed"]);
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
    outln!(
        "missed games: {} of {} boards with 26+ HCP and a major fit or two balanced hands stop below game ({:.2}%; {} of them defend the opponents' contract doubled)",
        g["missed"],
        g["boards"],
        100.0 * g["missed_share"].as_f64().unwrap_or(0.0),
        g["missed_defending_doubled"]
    );
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
