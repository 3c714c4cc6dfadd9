//! `bidbase bid`: the call a system makes for a hand after an auction.

use std::process::ExitCode;

use bidbase_runtime::{Context, Hand, Scoring, Side};
use serde_json::json;

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
    let hand = Hand::parse(&args.hand).map_err(|e| UserError(format!("bad hand '{}': {e}", args.hand)))?;
    if auction.is_over() {
        return Err(UserError(format!("the auction '{}' has ended: there is no call to make", args.table.auction)));
    }
    let loaded = crate::builtin::load(&args.system, args.explain)?;
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
    let decision = loaded.bidder.bid(hand, &auction, &context);
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
            None => json!({ "call": null, "prior_bids": auction.prior_bids_text() }),
        };
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
