//! `bidbase bid`: the call a system makes for a hand after an auction.

use std::process::ExitCode;

use bidbase_dd::dda::{analyse, DdaOptions};
use bidbase_runtime::{Call, Context, Contract, Scoring, Side};
use serde_json::{json, Value};

use crate::UserError;

/// Scoring, for entries marked M or I.
#[derive(Copy, Clone, clap::ValueEnum)]
pub enum ScoringArg {
    /// IMPs (teams).
    Imps,
    /// Matchpoints (pairs).
    Mp,
}

/// Arguments of `bid`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    system: crate::builtin::SystemArgs,
    /// The hand of the player to call, BidBase or PBN notation.
    #[arg(long)]
    hand: String,
    #[command(flatten)]
    table: crate::AuctionArgs,
    /// Scoring.
    #[arg(long, value_enum, default_value = "imps")]
    scoring: ScoringArg,
    /// Seed of the choice between percentage alternatives.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The side that uses "W" (we) entries: NS or EW.
    #[arg(long, default_value = "NS")]
    we: String,
    /// Show why the entries before the chosen one did not match.
    #[arg(long)]
    pub explain: bool,
    /// When no entry matches: the best contract (4S, 3NT, 4HX) for the DDA lookup of the D
    /// entries (`pct=D best=4S`); with no D entry for it, bid toward it.
    #[arg(long, conflicts_with = "dda")]
    best: Option<String>,
    /// When no entry matches: find the best contract by double-dummy analysis of N deals of
    /// the other hands consistent with the auction, then look up the D entries for it, or bid
    /// toward it (docs/double-dummy.md).
    #[arg(long, value_name = "N")]
    dda: Option<usize>,
    /// With --dda: random deals to try at most (default 20,000 for each deal wanted).
    #[arg(long, requires = "dda")]
    dda_tries: Option<u64>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let (auction, vulnerability) = args.table.parse()?;
    let we = match args.we.to_ascii_uppercase().as_str() {
        "NS" => Side::NorthSouth,
        "EW" => Side::EastWest,
        other => return Err(UserError(format!("bad side '{other}': expected NS or EW"))),
    };
    if auction.is_over() {
        return Err(UserError(format!("the auction '{}' has ended: there is no call to make", args.table.auction)));
    }
    let loaded = crate::builtin::load(&args.system, args.explain)?;
    let hand = crate::builtin::parse_hand(loaded.bidder.as_ref(), &args.hand)?;
    crate::builtin::check_auction(loaded.bidder.as_ref(), &auction)?;
    let context = Context {
        vulnerability,
        we,
        scoring: match args.scoring {
            ScoringArg::Imps => Scoring::Imps,
            ScoringArg::Mp => Scoring::Matchpoints,
        },
        seed: args.seed,
        best_contract: None,
    };
    let mut decision = loaded.bidder.bid(hand, &auction, &context);
    // The DDA path (seed 000): only when the normal lookup found no entry.
    let mut dda_json = Value::Null;
    let mut dda_lines: Vec<String> = Vec::new();
    let mut toward: Option<Call> = None;
    if decision.is_none() && (args.best.is_some() || args.dda.is_some()) {
        let (best, call_if_none) = match (&args.best, args.dda) {
            (Some(text), _) => {
                let c = Contract::parse(text)
                    .map_err(|e| UserError(format!("bad --best '{text}': {e} (a contract such as 4S, 3NT or 4HX)")))?;
                (Some(c), Some(bidbase_dd::dda::toward(&auction, c)))
            }
            (None, Some(n)) => {
                if n == 0 {
                    return Err(UserError("--dda needs at least 1 deal".into()));
                }
                let mut options = DdaOptions::new(n, args.seed);
                if let Some(t) = args.dda_tries {
                    options.max_tries = t.max(1);
                }
                let a = analyse(loaded.bidder.as_ref(), hand, &auction, &context, &options)?;
                dda_lines.push(format!(
                    "DDA: {} deals fit the auction of {} tried ({:.2}%), dealt in {:.2} s, solved in {:.2} s",
                    a.consistent,
                    a.tried,
                    100.0 * a.acceptance(),
                    a.deal_seconds,
                    a.solve_seconds
                ));
                if a.described_only > 0 {
                    dda_lines.push(format!(
                        "  none replayed the auction: {} deals that fit the descriptions only were solved",
                        a.described_only
                    ));
                }
                let mut ranked: Vec<&bidbase_dd::dda::Candidate> = a.candidates.iter().collect();
                ranked.sort_by(|x, y| y.average.total_cmp(&x.average));
                let unit = if context.scoring == Scoring::Matchpoints { "matchpoints" } else { "points" };
                for c in ranked.iter().take(5) {
                    let contract = match c.contract {
                        Some((k, d)) => format!("{k} by {}", d.letter()),
                        None => "passed out".into(),
                    };
                    dda_lines.push(format!("  {:<4} {contract:<12} average {:+.2} {unit}", c.call.to_pbn(), c.average));
                }
                dda_json = json!({
                    "deals": a.consistent, "described_only": a.described_only, "tried": a.tried,
                    "acceptance": a.acceptance(), "deal_seconds": a.deal_seconds, "solve_seconds": a.solve_seconds,
                    "best_contract": a.best_contract().map(|c| c.to_string()),
                    "candidates": a.candidates.iter().map(|c| json!({
                        "call": c.call.to_pbn(),
                        "contract": c.contract.map(|(k, _)| k.to_string()),
                        "declarer": c.contract.map(|(_, d)| d.letter().to_string()),
                        "average": c.average,
                    })).collect::<Vec<_>>(),
                });
                (a.best_contract(), Some(a.best_call()))
            }
            (None, None) => (None, None),
        };
        if let Some(b) = best {
            dda_lines.push(format!("best contract {b}: the DDA lookup of the D entries"));
            if let Some(c) = loaded.bidder.choose_with_best(hand, &auction, &context, b) {
                if auction.check(c.call).is_ok() {
                    decision = loaded.bidder.entry(c.entry).map(|entry| bidbase_runtime::Decision {
                        call: c.call,
                        tag: c.tag,
                        entry,
                    });
                }
            }
        }
        if decision.is_none() {
            toward = call_if_none.or(Some(Call::PASS));
        }
    }
    // A section tried: its heading, and each entry (call and place) with why it did not match.
    type SectionLines = (String, Vec<(String, Vec<String>)>);
    // Every section tried, in order, and each entry with why it did not match.
    let explanation: Vec<SectionLines> = match (&loaded.interpreter, args.explain) {
        (Some(i), true) => i
            .explain(hand, &auction, &context)
            .into_iter()
            .map(|t| {
                let sec = &i.system.sections[t.section as usize];
                let kind = sec.layer().name();
                let head = format!("section [{}] ({kind}, {})", sec.text, i.system.sources.location(sec.span));
                let entries = t
                    .entries
                    .into_iter()
                    .filter_map(|(id, why)| i.info(id).map(|e| (format!("{:<6} {}:{}", e.call, e.file, e.line), why)))
                    .collect();
                (head, entries)
            })
            .collect(),
        _ => Vec::new(),
    };
    if args.json {
        let v = match &decision {
            Some(d) => {
                let e = &d.entry;
                json!({
                    "call": d.annotated().to_string().replace(&d.call.to_bidbase(), &d.call.to_pbn()),
                    "call_bidbase": d.annotated().to_string(),
                    "entry": {
                        "file": e.file, "line": e.line, "bon": e.bon, "prior_bids": e.prior_bids,
                        "call": e.call, "convention": e.convention,
                    },
                    "disclosure": {
                        "alert": e.disclosure.alert, "announce": e.disclosure.announce,
                        "prealert": e.disclosure.prealert, "text": e.disclosure.public_text(),
                    },
                    "asks": e.asks, "shows": e.shows,
                    "description": loaded.bidder.describe_call(&auction, &context, d.call)
                        .map(|(_, s)| crate::describe_cmd::shown_json(&s)),
                })
            }
            None => json!({
                "call": toward.map(|c| c.to_pbn()),
                "toward_best_contract": toward.is_some(),
                "prior_bids": auction.prior_bids_text(),
            }),
        };
        let mut v = v;
        if !dda_json.is_null() || args.best.is_some() {
            v["dda"] = dda_json;
        }
        outln!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(ExitCode::SUCCESS);
    }
    for (section, entries) in &explanation {
        outln!("{section}");
        for (entry, why) in entries {
            if why.is_empty() {
                outln!("  {entry}  matches");
            } else {
                outln!("  {entry}  no: {}", why.join("; "));
            }
        }
        if entries.last().is_none_or(|(_, why)| !why.is_empty()) {
            outln!("  (no entry matched: on to the next section)");
        }
    }
    if args.explain && explanation.is_empty() && loaded.interpreter.is_some() {
        outln!("no section applies to the Prior Bids [{}]", auction.prior_bids_text());
    }
    if !dda_lines.is_empty() || toward.is_some() {
        outln!("no entry matched (Prior Bids [{}])", auction.prior_bids_text());
    }
    for l in &dda_lines {
        outln!("{l}");
    }
    if let Some(c) = toward {
        outln!("{}", c.to_pbn());
        outln!("  no D entry for the best contract: the bidder bids toward it");
        return Ok(ExitCode::SUCCESS);
    }
    match decision {
        Some(d) => {
            let e = &d.entry;
            outln!("{:#}", d.annotated());
            outln!("  entry    {}:{} (BON {}) in [{}]", e.file, e.line, e.bon, e.prior_bids);
            if !e.convention.is_empty() {
                outln!("  convention  {}", e.convention);
            }
            let mut disclosure = Vec::new();
            if e.disclosure.alert {
                disclosure.push("alert");
            }
            if e.disclosure.announce {
                disclosure.push("announce");
            }
            if e.disclosure.prealert {
                disclosure.push("pre-alert");
            }
            if !disclosure.is_empty() || e.disclosure.public_text().is_some() {
                outln!("  disclosure  {} {}", disclosure.join(", "), e.disclosure.public_text().unwrap_or(""));
            }
            if !e.asks.is_empty() {
                outln!("  asks     {}", e.asks);
            }
            if !e.shows.is_empty() {
                outln!("  shows    {}", e.shows);
            }
            if let Some((_, s)) = loaded.bidder.describe_call(&auction, &context, d.call) {
                outln!("  description  {s}");
            }
        }
        None => outln!("no entry matched (Prior Bids [{}])", auction.prior_bids_text()),
    }
    Ok(ExitCode::SUCCESS)
}
