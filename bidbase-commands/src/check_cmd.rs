//! `bidbase check FILE`: parse, validate, and run every test hand.

use std::process::ExitCode;

use bidbase_spec::limits::MAX_RENDERED_DIAGNOSTICS;
use bidbase_spec::span::{render_list, Severity};

use crate::error::UserError;
use crate::plural::count;
use crate::rules_arg::load_rules;

/// Arguments of `check`.
#[derive(clap::Args)]
pub struct Args {
    /// The rules file.
    file: String,
    /// Also list the entries saved on or after this date (their `date=`, BidBase's Date
    /// Saved), YYYY-MM-DD: what changed since then.
    #[arg(long, value_name = "DATE")]
    since: Option<String>,
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    if let Some(d) = &args.since {
        let ok = d.len() == 10
            && d.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'-' } else { b.is_ascii_digit() });
        if !ok {
            return Err(UserError(format!("--since: '{d}' is not a date: YYYY-MM-DD, such as 2026-11-26")));
        }
    }
    let interp = match load_rules(&args.file) {
        Ok(i) => i,
        Err(UserError(msg)) => {
            errln!("{msg}");
            return Ok(ExitCode::from(1));
        }
    };
    let sys = &interp.system;
    let warnings: Vec<_> = sys.warnings.iter().filter(|d| d.severity == Severity::Warning).cloned().collect();
    if !warnings.is_empty() {
        errln!("{}", render_list(&warnings, &sys.sources, MAX_RENDERED_DIAGNOSTICS));
    }
    let shadowed = interp.shadowed_patterns();
    for &(p, by) in shadowed.iter().take(MAX_RENDERED_DIAGNOSTICS) {
        let (ps, bs) = (&sys.sections[p as usize], &sys.sections[by as usize]);
        errln!(
            "warning: the pattern section [{}] can never apply: every auction it matches is answered first by [{}], which always answers\n  --> {}\n  = note: [{}] is at {}\n",
            ps.text,
            bs.text,
            sys.sources.location(ps.span),
            bs.text,
            sys.sources.location(bs.span)
        );
    }
    // Entries whose `shows.` fields claim more than their requirements guarantee: their
    // descriptions may not hold for every hand they bid (docs/descriptions.md).
    let over: Vec<_> = sys.entries.iter().filter(|e| !e.overclaims().is_empty()).collect();
    more(shadowed.len(), "shadowed pattern sections");
    for e in over.iter().take(MAX_RENDERED_DIAGNOSTICS) {
        let calls: Vec<String> = e.overclaims().iter().map(|c| c.to_pbn()).collect();
        let (derived, shown) = e
            .overclaims()
            .first()
            .map(|&c| (e.derived(c).map(|d| d.to_string()), e.shown(c).map(|d| d.to_string())))
            .unwrap_or((None, None));
        errln!(
            "note: the entry's shows. fields claim more than its requirements ({}): shows {}, requirements give {}\n  --> {}\n",
            calls.join(" "),
            shown.unwrap_or_default(),
            derived.unwrap_or_default(),
            sys.sources.location(e.span)
        );
    }
    more(over.len(), "notes on descriptions");
    let report = interp.check();
    outln!(
        "{}: system \"{}\": {} in {}; 1N {} 2N {}",
        args.file,
        sys.name,
        count(sys.entries.len(), "entry", "entries"),
        count(sys.sections.len(), "section", "sections"),
        sys.nt1.map(|(a, b)| format!("{a}-{b}")).unwrap_or_else(|| "-".into()),
        sys.nt2.map(|(a, b)| format!("{a}-{b}")).unwrap_or_else(|| "-".into()),
    );
    outln!(
        "test hands: {} of {} reach their entries; {} without a test hand; {} switched off",
        report.passed,
        report.tested,
        count(report.untested, "entry", "entries"),
        report.disabled
    );
    if !over.is_empty() {
        outln!(
            "descriptions: {} more than their requirements (listed above)",
            count(over.len(), "entry claims", "entries claim")
        );
    }
    if let Some(since) = &args.since {
        saved_since(sys, since);
    }
    if report.failures.is_empty() {
        outln!("ok");
        Ok(ExitCode::SUCCESS)
    } else {
        out!("{}", report.render(&interp));
        errln!("{}: {}", args.file, count(report.failures.len(), "test hand fails", "test hands fail"));
        Ok(ExitCode::from(1))
    }
}

/// Lists the entries whose Date Saved is `since` or later, each written entry once.
fn saved_since(sys: &bidbase_spec::ir::System, since: &str) {
    let mut seen = std::collections::BTreeSet::new();
    let recent: Vec<_> = sys
        .entries
        .iter()
        .filter(|e| !e.data.date.is_empty() && e.data.date.as_str() >= since)
        .filter(|e| seen.insert((e.data.file.clone(), e.data.line)))
        .collect();
    outln!("saved on or after {since}: {}", count(recent.len(), "entry", "entries"));
    for e in recent {
        outln!("  {}:{}  [{}] {}  date={}", e.data.file, e.data.line, e.data.prior_bids, e.data.call, e.data.date);
    }
}

/// Counts the findings past the first [`MAX_RENDERED_DIAGNOSTICS`] of `total`, which are not
/// printed.
fn more(total: usize, what: &str) {
    if total > MAX_RENDERED_DIAGNOSTICS {
        errln!("... and {} more {what}\n", total - MAX_RENDERED_DIAGNOSTICS);
    }
}
