//! `bidbase cases FILE.tsv`: bid every case of a test file and measure agreement.
//!
//! The file: `#` comment lines, a header row, then tab-separated rows `group dealer vul auction
//! hand expected` (auction in PBN or BidBase tokens from the dealer, `-` when empty; the hand
//! in PBN or BidBase notation; the expected call as a token).

use std::collections::BTreeMap;
use std::process::ExitCode;

use bidbase::cases::{measure, read_cases_for, Case, Part};

use crate::builtin::{load, SystemArgs};
use crate::error::UserError;
use crate::output::cut;
use crate::plural::count;

/// Arguments of `cases`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    system: SystemArgs,
    /// Only groups whose name contains this text.
    #[arg(long)]
    group: Option<String>,
    /// Print only the summary, not each failure.
    #[arg(long)]
    quiet: bool,
    /// Fail (exit 2) on a case whose hand, auction or call cannot be read, instead of skipping it.
    #[arg(long)]
    strict: bool,
    /// Which part of the cases (split by hand, docs/sayc.md): `working` (the cases rules are
    /// written against), `validation` (never read while writing rules; failures are printed
    /// only when this part is asked for by name), or `all`.
    #[arg(long, value_parser = ["working", "validation", "all"], default_value = "all")]
    part: String,
    /// The cases file.
    file: String,
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let text = std::fs::read_to_string(&args.file).map_err(|e| UserError(format!("cannot read {}: {e}", args.file)))?;
    // The system first: its deck decides which hands the file may hold.
    let bidder = load(&args.system)?;
    let (cases, invalid) = read_cases_for(&text, bidder.deck())
        .map_err(|e| UserError(format!("{}:{}: {}", args.file, e.line, e.message)))?;
    for (line, why) in &invalid {
        errln!("skipped invalid case {}:{line}: {why}", args.file);
    }
    if args.strict && !invalid.is_empty() {
        return Err(UserError(format!("{} in {}", count(invalid.len(), "invalid case", "invalid cases"), args.file)));
    }
    let wanted = |c: &Case| match args.part.as_str() {
        "working" => c.part() == Part::Working,
        "validation" => c.part() == Part::Validation,
        _ => true,
    };
    let selected: Vec<Case> = cases
        .into_iter()
        .filter(|c| args.group.as_ref().is_none_or(|g| c.group.contains(g.as_str())) && wanted(c))
        .collect();
    let mut groups: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut parts = [(0usize, 0usize); 2];
    let mut dubious = (0usize, 0usize);
    let show_validation = args.part == "validation";
    let agreement = measure(bidder.as_ref(), &selected, |case, decision, ok| {
        let slot = groups.entry(case.group.clone()).or_default();
        slot.1 += 1;
        let p = &mut parts[(case.part() == Part::Validation) as usize];
        p.1 += 1;
        if case.dubious.is_some() {
            dubious.1 += 1;
            dubious.0 += ok as usize;
        }
        if ok {
            slot.0 += 1;
            p.0 += 1;
            return;
        }
        // The validation part is not read while writing rules: its failures stay hidden unless
        // asked for by name.
        if args.quiet || (case.part() == Part::Validation && !show_validation) {
            return;
        }
        let got = match decision {
            Some(d) => format!(
                "{:#} ({}:{} [{}] {})",
                d.call, d.entry.file, d.entry.line, d.entry.prior_bids, d.entry.convention
            ),
            None => format!("no entry (Prior Bids [{}])", case.auction.prior_bids_text()),
        };
        let mut note = case.source.as_deref().map(|r| format!("  [source: {}]", cut(r))).unwrap_or_default();
        note += &case.dubious.as_deref().map(|r| format!("  [dubious: {}]", cut(r))).unwrap_or_default();
        outln!(
            "FAIL {}:{} {}  hand {}  auction {}  dealer {} vul {}  expected {:#}  got {}{note}",
            cut(&args.file),
            case.line,
            cut(&case.group),
            case.hand.to_pbn(),
            case.auction.to_pbn(),
            case.auction.dealer(),
            case.vulnerability,
            case.expected,
            got
        );
    });
    outln!();
    for (g, (ok, n)) in &groups {
        outln!("{:<50} {ok:>4}/{n:<4} {:>5.1}%", cut(g), 100.0 * *ok as f64 / (*n).max(1) as f64);
    }
    let total = agreement.total;
    let pct = |n: usize| 100.0 * n as f64 / total.max(1) as f64;
    outln!();
    outln!(
        "no entry matched: {}; counted as Pass, agreement would be {}/{total} ({:.1}%)",
        count(agreement.no_entry, "case", "cases"),
        agreement.agreed + agreement.no_entry_expected_pass,
        pct(agreement.agreed + agreement.no_entry_expected_pass)
    );
    if !invalid.is_empty() {
        outln!("skipped {} (listed on stderr)", count(invalid.len(), "invalid case", "invalid cases"));
    }
    let rate = |(ok, n): (usize, usize)| format!("{ok}/{n} ({:.1}%)", 100.0 * ok as f64 / n.max(1) as f64);
    if dubious.1 > 0 {
        outln!(
            "marked dubious in the file: {}, {} of them as expected (counted above)",
            count(dubious.1, "case", "cases"),
            dubious.0
        );
    }
    outln!("working part: {}; validation part: {}", rate(parts[0]), rate(parts[1]));
    outln!("agreement: {}/{total} ({:.1}%)", agreement.agreed, pct(agreement.agreed));
    Ok(ExitCode::SUCCESS)
}
