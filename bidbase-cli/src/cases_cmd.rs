//! `bidbase cases FILE.tsv`: bid every case of a test file and measure agreement.
//!
//! The file: `#` comment lines, a header row, then tab-separated rows `group dealer vul auction
//! hand expected` (auction in PBN or BidBase tokens from the dealer, `-` when empty; the hand
//! in PBN or BidBase notation; the expected call as a token).

use std::collections::BTreeMap;
use std::process::ExitCode;

use bidbase::{Auction, Call, Context, Hand, Seat, Vulnerability};

use crate::builtin::{load, SystemArgs};
use crate::UserError;

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
    /// The cases file.
    file: String,
}

/// One case of the file.
pub struct Case {
    /// 1-based line in the file.
    pub line: usize,
    /// Group name.
    pub group: String,
    /// The auction so far.
    pub auction: Auction,
    /// Vulnerability.
    pub vulnerability: Vulnerability,
    /// The hand to bid.
    pub hand: Hand,
    /// The expected call.
    pub expected: Call,
}

/// Reads a cases file. A line without six columns (or with a bad dealer or vulnerability) is an
/// error; a case whose auction, hand or call cannot be read is returned in the second list, as
/// `file:line: problem`, and left out.
pub fn read_cases(path: &str, text: &str) -> Result<(Vec<Case>, Vec<String>), UserError> {
    let mut cases = Vec::new();
    let mut invalid = Vec::new();
    let mut header_seen = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = raw.trim_end_matches('\r');
        if t.trim().is_empty() || t.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = t.split('\t').collect();
        if !header_seen {
            header_seen = true;
            if cols.first() == Some(&"group") {
                continue;
            }
        }
        let bad = |what: String| UserError(format!("{path}:{line}: {what}"));
        if cols.len() != 6 {
            return Err(bad(format!(
                "expected 6 tab-separated columns (group, dealer, vul, auction, hand, expected), found {}",
                cols.len()
            )));
        }
        let dealer = Seat::parse(cols[1]).ok_or_else(|| bad(format!("bad dealer '{}'", cols[1])))?;
        let vulnerability =
            Vulnerability::parse(cols[2]).ok_or_else(|| bad(format!("bad vulnerability '{}'", cols[2])))?;
        let parsed = (|| -> Result<Case, String> {
            let auction = Auction::parse(dealer, cols[3]).map_err(|e| format!("bad auction '{}': {e}", cols[3]))?;
            if auction.is_over() {
                return Err(format!("the auction '{}' has ended", cols[3]));
            }
            let hand = Hand::parse(cols[4]).map_err(|e| format!("bad hand '{}': {e}", cols[4]))?;
            let expected = Call::parse(cols[5]).map_err(|e| format!("bad expected call '{}': {e}", cols[5]))?;
            Ok(Case { line, group: cols[0].to_string(), auction, vulnerability, hand, expected })
        })();
        match parsed {
            Ok(c) => cases.push(c),
            Err(why) => invalid.push(format!("{path}:{line}: {why}")),
        }
    }
    Ok((cases, invalid))
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let text = std::fs::read_to_string(&args.file).map_err(|e| UserError(format!("cannot read {}: {e}", args.file)))?;
    let (cases, invalid) = read_cases(&args.file, &text)?;
    for why in &invalid {
        eprintln!("skipped invalid case {why}");
    }
    if args.strict && !invalid.is_empty() {
        return Err(UserError(format!("{} invalid case(s) in {}", invalid.len(), args.file)));
    }
    let loaded = load(&args.system, false)?;
    let bidder = loaded.bidder.as_ref();
    let mut groups: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let (mut total, mut agreed, mut no_entry, mut no_entry_pass) = (0usize, 0usize, 0usize, 0usize);
    for case in &cases {
        if let Some(g) = &args.group {
            if !case.group.contains(g.as_str()) {
                continue;
            }
        }
        total += 1;
        let bidder_side = case.auction.next_seat().side();
        let context = Context { vulnerability: case.vulnerability, we: bidder_side, ..Context::default() };
        let decision = bidder.bid(case.hand, &case.auction, &context);
        let ok = decision.as_ref().is_some_and(|d| d.call == case.expected);
        let slot = groups.entry(case.group.as_str()).or_default();
        slot.1 += 1;
        if ok {
            slot.0 += 1;
            agreed += 1;
            continue;
        }
        if decision.is_none() {
            no_entry += 1;
            if case.expected == Call::PASS {
                no_entry_pass += 1;
            }
        }
        if !args.quiet {
            let got = match &decision {
                Some(d) => format!(
                    "{:#} ({}:{} [{}] {})",
                    d.call, d.entry.file, d.entry.line, d.entry.prior_bids, d.entry.convention
                ),
                None => format!("no entry (Prior Bids [{}])", case.auction.prior_bids_text()),
            };
            outln!(
                "FAIL {}:{} {}  hand {}  auction {}  dealer {} vul {}  expected {:#}  got {}",
                args.file,
                case.line,
                case.group,
                case.hand.to_pbn(),
                case.auction.to_pbn(),
                case.auction.dealer(),
                case.vulnerability,
                case.expected,
                got
            );
        }
    }
    outln!();
    for (g, (ok, n)) in &groups {
        outln!("{g:<50} {ok:>4}/{n:<4} {:>5.1}%", 100.0 * *ok as f64 / (*n).max(1) as f64);
    }
    let pct = |n: usize| 100.0 * n as f64 / total.max(1) as f64;
    outln!();
    outln!(
        "no entry matched: {no_entry} cases; counted as Pass, agreement would be {}/{total} ({:.1}%)",
        agreed + no_entry_pass,
        pct(agreed + no_entry_pass)
    );
    if !invalid.is_empty() {
        outln!("skipped {} invalid case(s) (listed on stderr)", invalid.len());
    }
    outln!("agreement: {agreed}/{total} ({:.1}%)", pct(agreed));
    Ok(ExitCode::SUCCESS)
}
