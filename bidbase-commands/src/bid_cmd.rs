//! `bidbase bid`: the call a system makes for a hand after an auction.

use std::process::ExitCode;

use bidbase::rules::AgainstKey;
use bidbase::{Auction, Call, Context, Contract, Decision, Explain, Hand, Scoring, Side};
use bidbase_dd::dda::{analyse, toward, Analysis, DdaOptions};
use serde_json::{json, Value};

use crate::builtin::{check_auction, load, parse_hand, SystemArgs};
use crate::call_meaning::{asks_words, disclosure_words, shown_json};
use crate::error::UserError;
use crate::shared_args::AuctionArgs;

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
    system: SystemArgs,
    /// The hand of the player to call, BidBase or PBN notation.
    #[arg(long)]
    hand: String,
    #[command(flatten)]
    table: AuctionArgs,
    /// Scoring.
    #[arg(long, value_enum, default_value = "imps")]
    scoring: ScoringArg,
    /// Where the rules give alternatives with percentages (say 1NT 70% of the time, 1S 30%),
    /// which one this hand takes: the same seed gives the same choice, another seed may change it.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Which partnership is "we": NS or EW. Conventions and entries the rules give to one side
    /// only (for us, or for the opponents: `--conventions "Weak Two=we"`) are played by this side,
    /// or by the other.
    #[arg(long, default_value = "NS")]
    we: String,
    /// What the opponents' last call (other than a pass) means, for entries used only against
    /// some meanings of it (`against=`, BidBase's Use_Against): `natural`, the name of the
    /// convention it was made under (`Michaels`), or `auto`: as the opponents' system
    /// (--opponents; without it, this system) explains the call where it was made.
    #[arg(long, default_value = "auto", value_name = "MEANING")]
    against: String,
    /// The opponents' system, for --against auto: a built-in name (sayc, 2over1, ...) or a
    /// rules file.
    #[arg(long, value_name = "SYSTEM")]
    opponents: Option<String>,
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
    /// With --dda (or --best): keep the call the DDA path chose as a D entry (`pct=D best=...`,
    /// the hand's HCP and suit lengths) under this position's Prior Bids in the rules file FILE
    /// (created when missing), widening the entry already there for the same call and best
    /// contract.
    #[arg(long, value_name = "FILE")]
    save: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// The hand to bid and where: the system, the auction and the table.
struct Table<'a> {
    bidder: &'a dyn Explain,
    hand: Hand,
    auction: Auction,
    context: Context,
}

/// `bid` (and `explain`): the call, the entry that makes it and what it shows; when no entry
/// matches, the DDA path if asked for; with `--explain`, why the entries before it did not.
pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let (auction, vulnerability) = args.table.parse()?;
    let we = parse_we(&args.we)?;
    if auction.is_over() {
        return Err(UserError(format!("the auction '{}' has ended: there is no call to make", args.table.auction)));
    }
    let loaded = load(&args.system)?;
    let bidder = loaded.as_ref();
    let hand = parse_hand(bidder, &args.hand)?;
    check_auction(bidder, &auction)?;
    let scoring = match args.scoring {
        ScoringArg::Imps => Scoring::Imps,
        ScoringArg::Mp => Scoring::Matchpoints,
    };
    let context = Context { vulnerability, we, scoring, seed: args.seed, best_contract: None, against: None };
    let context = Context { against: opponents_meaning(&args, bidder, &auction, &context)?, ..context };
    let t = Table { bidder, hand, auction, context };
    let mut outcome = Outcome { decision: bidder.bid(hand, &t.auction, &t.context), ..Outcome::default() };
    // The DDA path: only when the normal lookup found no entry.
    if outcome.decision.is_none() && (args.best.is_some() || args.dda.is_some()) {
        outcome = no_entry(&args, &t)?;
    }
    let saved = args.save.as_deref().map(|path| save(path, &t, &outcome)).transpose()?;
    let explanation = if args.explain { explain(&t) } else { Vec::new() };
    if args.json {
        print_json(&t, &outcome, args.best.is_some(), saved.as_ref())?;
        return Ok(ExitCode::SUCCESS);
    }
    print_explanation(&explanation);
    if args.explain && explanation.is_empty() {
        outln!("no section applies to the Prior Bids [{}]", t.auction.prior_bids_text());
    }
    print_outcome(&t, &outcome);
    if let (Some(s), Some(path)) = (&saved, &args.save) {
        let what = if s.merged { "widened the entry" } else { "added the entry" };
        outln!("saved: {what} at {path}:{}: {}", s.line, s.entry);
    }
    Ok(ExitCode::SUCCESS)
}

/// What the opponents' last call means (`--against`, `--opponents`): declared, or explained by
/// the opponents' system (this one when none is named). Unknown only when `auto` finds the
/// opponents have made no call but passes.
fn opponents_meaning(
    args: &Args,
    bidder: &dyn Explain,
    auction: &Auction,
    context: &Context,
) -> Result<Option<AgainstKey>, UserError> {
    let declared = args.against.trim();
    if !declared.eq_ignore_ascii_case("auto") {
        if args.opponents.is_some() {
            return Err(UserError(
                "--opponents explains the opponents' call for --against auto: give one of the two".into(),
            ));
        }
        if declared.is_empty() {
            return Err(UserError("--against needs a meaning: natural, a convention's name, or auto".into()));
        }
        return Ok(Some(AgainstKey::of_path(declared)));
    }
    match &args.opponents {
        None => Ok(bidder.explain_opponents(auction, context)),
        Some(name) => {
            let path = std::path::Path::new(name);
            let is_file = name.ends_with(".bb") || path.is_file();
            let theirs = SystemArgs {
                system: (!is_file).then(|| name.clone()),
                rules: is_file.then(|| name.clone()),
                engine: None,
                conventions: None,
            };
            let theirs = load(&theirs).map_err(|e| UserError(format!("--opponents: {}", e.0)))?;
            Ok(theirs.explain_opponents(auction, context))
        }
    }
}

/// `--save`: the DDA path's call as a D entry in the file, when the path found a best contract.
fn save(path: &str, t: &Table<'_>, outcome: &Outcome<'_>) -> Result<crate::dda_save::Saved, UserError> {
    let Some(best) = outcome.best else {
        return Err(UserError(
            "--save: the DDA path did not run (an entry matched) or found no contract (the deal passes out): nothing to save"
                .into(),
        ));
    };
    let call = outcome.decision.as_ref().map(|d| d.call).or(outcome.toward).unwrap_or(Call::PASS);
    crate::dda_save::save(path, &t.auction.prior_bids_text(), call, best, t.hand)
}

/// The `--we` argument: NS or EW.
pub fn parse_we(text: &str) -> Result<Side, UserError> {
    match text.to_ascii_uppercase().as_str() {
        "NS" => Ok(Side::NorthSouth),
        "EW" => Ok(Side::EastWest),
        other => Err(UserError(format!("bad side '{other}': expected NS or EW"))),
    }
}

/// What the bidder does: the decision of an entry, or (no entry matched) the call toward the
/// best contract, with the DDA path's report.
#[derive(Default)]
struct Outcome<'s> {
    decision: Option<Decision<'s>>,
    /// The call toward the best contract when no entry makes one.
    toward: Option<Call>,
    /// The DDA path's report, a line each.
    lines: Vec<String>,
    /// The same as JSON (null without a double-dummy analysis).
    json: Value,
    /// The best contract the path worked toward.
    best: Option<Contract>,
}

/// The DDA path, when no entry matched: the best contract (`--best`, or found by `--dda`), the
/// D entries' call for it, or else the call toward it.
fn no_entry<'s>(args: &Args, t: &Table<'s>) -> Result<Outcome<'s>, UserError> {
    let mut out = Outcome::default();
    let (best, call_if_none) = match (&args.best, args.dda) {
        (Some(text), _) => {
            let c = Contract::parse(text)
                .map_err(|e| UserError(format!("bad --best '{text}': {e} (a contract such as 4S, 3NT or 4HX)")))?;
            (Some(c), Some(toward(&t.auction, c)))
        }
        (None, Some(n)) => {
            let a = dda(n, args, t)?;
            out.lines = dda_lines(&a, t.context.scoring);
            out.json = dda_json(&a);
            (a.best_contract(), Some(a.best_call()))
        }
        (None, None) => (None, None),
    };
    out.best = best;
    if let Some(b) = best {
        out.lines.push(format!("best contract {b}: the DDA lookup of the D entries"));
        out.decision = best_decision(t, b);
    }
    if out.decision.is_none() {
        out.toward = call_if_none.or(Some(Call::PASS));
    }
    Ok(out)
}

/// The double-dummy analysis of `n` deals consistent with the auction.
fn dda(n: usize, args: &Args, t: &Table<'_>) -> Result<Analysis, UserError> {
    if n == 0 {
        return Err(UserError("--dda needs at least 1 deal".into()));
    }
    let mut options = DdaOptions::new(n, args.seed);
    if let Some(tries) = args.dda_tries {
        options.max_tries = tries.max(1);
    }
    Ok(analyse(t.bidder, t.hand, &t.auction, &t.context, &options)?)
}

/// The D entries' decision for the best contract `best`, when they make a legal call.
fn best_decision<'s>(t: &Table<'s>, best: Contract) -> Option<Decision<'s>> {
    let c = t.bidder.choose_with_best(t.hand, &t.auction, &t.context, best)?;
    if t.auction.check(c.call).is_err() {
        return None;
    }
    t.bidder.entry(c.entry).map(|entry| Decision { call: c.call, tag: c.tag, entry })
}

/// The analysis in lines: the deals, and the five best calls with their averages.
fn dda_lines(a: &Analysis, scoring: Scoring) -> Vec<String> {
    let mut lines = vec![format!(
        "DDA: {} deals fit the auction of {} tried ({:.2}%), dealt in {:.2} s, solved in {:.2} s",
        a.consistent,
        a.tried,
        100.0 * a.acceptance(),
        a.deal_seconds,
        a.solve_seconds
    )];
    if a.described_only > 0 {
        lines.push(format!(
            "  none replayed the auction: {} deals that fit the descriptions only were solved",
            a.described_only
        ));
    }
    let mut ranked: Vec<&bidbase_dd::dda::Candidate> = a.candidates.iter().collect();
    ranked.sort_by(|x, y| y.average.total_cmp(&x.average));
    let unit = if scoring == Scoring::Matchpoints { "matchpoints" } else { "points" };
    for c in ranked.iter().take(5) {
        let contract = match c.contract {
            Some((k, d)) => format!("{k} by {}", d.letter()),
            None => "passed out".into(),
        };
        lines.push(format!("  {:<4} {contract:<12} average {:+.2} {unit}", c.call.to_pbn(), c.average));
    }
    lines
}

/// The analysis as JSON.
fn dda_json(a: &Analysis) -> Value {
    json!({
        "deals": a.consistent, "described_only": a.described_only, "tried": a.tried,
        "acceptance": a.acceptance(), "deal_seconds": a.deal_seconds, "solve_seconds": a.solve_seconds,
        "best_contract": a.best_contract().map(|c| c.to_string()),
        "candidates": a.candidates.iter().map(|c| json!({
            "call": c.call.to_pbn(),
            "contract": c.contract.map(|(k, _)| k.to_string()),
            "declarer": c.contract.map(|(_, d)| d.letter().to_string()),
            "average": c.average,
        })).collect::<Vec<_>>(),
    })
}

/// A section tried: its heading, and each entry (call and place) with why it did not match.
type SectionLines = (String, Vec<(String, Vec<String>)>);

/// Every section the system tried, in order, and each entry with why it did not match.
fn explain(t: &Table<'_>) -> Vec<SectionLines> {
    let b = t.bidder;
    b.explain(t.hand, &t.auction, &t.context)
        .into_iter()
        .filter_map(|trace| {
            let sec = b.section(trace.section)?;
            let head =
                format!("section [{}] ({}, {}:{}:{})", sec.header, sec.layer.name(), sec.file, sec.line, sec.col);
            let entries = trace
                .entries
                .into_iter()
                .filter_map(|(id, why)| {
                    b.entry(id).map(|e| (format!("{:<6} {}:{}  bid order {}", e.call, e.file, e.line, e.bon), why))
                })
                .collect();
            Some((head, entries))
        })
        .collect()
}

fn print_json(
    t: &Table<'_>,
    outcome: &Outcome<'_>,
    best_given: bool,
    saved: Option<&crate::dda_save::Saved>,
) -> Result<(), UserError> {
    let mut v = match &outcome.decision {
        Some(d) => decision_json(t, d),
        None => json!({
            "call": outcome.toward.map(|c| c.to_pbn()),
            "toward_best_contract": outcome.toward.is_some(),
            "prior_bids": t.auction.prior_bids_text(),
        }),
    };
    if !outcome.json.is_null() || best_given {
        v["dda"] = outcome.json.clone();
    }
    if let Some(s) = saved {
        v["saved"] = json!({ "line": s.line, "merged": s.merged, "entry": s.entry });
    }
    outln!("{}", serde_json::to_string_pretty(&v)?);
    Ok(())
}

/// What `bid --json` prints for a hand at an auction, without the DDA path: the decision of
/// the entry that matches, or no call when none does. The caller has checked the hand and the
/// auction for the system ([`crate::builtin::parse_hand`], [`check_auction`]).
pub fn bid_value(bidder: &dyn Explain, hand: Hand, auction: &Auction, context: &Context) -> Value {
    let context = &bidder.with_opponents_meaning(auction, context);
    let t = Table { bidder, hand, auction: auction.clone(), context: *context };
    match bidder.bid(hand, auction, context) {
        Some(d) => decision_json(&t, &d),
        None => json!({"call": null, "toward_best_contract": false, "prior_bids": auction.prior_bids_text()}),
    }
}

/// An entry's decision as JSON: the call, the entry, its disclosure and what the call shows.
fn decision_json(t: &Table<'_>, d: &Decision<'_>) -> Value {
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
        "description": t.bidder.describe_call(&t.auction, &t.context, d.call).map(|(_, s)| shown_json(&s)),
    })
}

fn print_explanation(explanation: &[SectionLines]) {
    for (section, entries) in explanation {
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
}

/// The decision in text, after the DDA path's report when it ran.
fn print_outcome(t: &Table<'_>, outcome: &Outcome<'_>) {
    let no_entry = || outln!("no entry matched (Prior Bids [{}])", t.auction.prior_bids_text());
    if !outcome.lines.is_empty() || outcome.toward.is_some() {
        no_entry();
    }
    for l in &outcome.lines {
        outln!("{l}");
    }
    if let Some(c) = outcome.toward {
        outln!("{}", c.to_pbn());
        outln!("  no D entry for the best contract: the bidder bids toward it");
        return;
    }
    match &outcome.decision {
        Some(d) => print_decision(t, d),
        None => no_entry(),
    }
}

/// An entry's decision in text: the call, the entry, its disclosure and what the call shows,
/// a field a line with the labels aligned.
fn print_decision(t: &Table<'_>, d: &Decision<'_>) {
    let e = &d.entry;
    let field = |label: &str, value: &str| outln!("  {label:<12} {value}");
    outln!("{:#}", d.annotated());
    let order = e.bon.trim_start_matches('#');
    field("entry", &format!("{}:{} (bid order {order}) in [{}]", e.file, e.line, e.prior_bids));
    if !e.convention.is_empty() {
        field("convention", e.convention);
    }
    let mut disclosure = disclosure_words(&e.disclosure, true).join(", ");
    if let Some(text) = e.disclosure.public_text() {
        if !disclosure.is_empty() {
            disclosure.push_str(": ");
        }
        disclosure.push_str(text);
    }
    if !disclosure.is_empty() {
        field("disclosure", &disclosure);
    }
    if !e.asks.is_empty() {
        field("asks", &asks_words(e.asks));
    }
    if !e.shows.is_empty() {
        field("shows", e.shows);
    }
    if let Some((_, s)) = t.bidder.describe_call(&t.auction, &t.context, d.call) {
        field("description", &s.to_string());
    }
}
