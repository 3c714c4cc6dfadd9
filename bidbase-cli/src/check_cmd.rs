//! `bidbase check FILE`: parse, validate, and run every test hand.

use std::process::ExitCode;

use bidbase_spec::span::Severity;

use crate::error::UserError;
use crate::plural::count;
use crate::rules_arg::load_rules;

/// Arguments of `check`.
#[derive(clap::Args)]
pub struct Args {
    /// The rules file.
    file: String,
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let interp = match load_rules(&args.file) {
        Ok(i) => i,
        Err(UserError(msg)) => {
            eprintln!("{msg}");
            return Ok(ExitCode::from(1));
        }
    };
    let sys = &interp.system;
    for w in sys.warnings.iter().filter(|d| d.severity == Severity::Warning) {
        eprintln!("{}", w.render(&sys.sources));
    }
    for (p, by) in interp.shadowed_patterns() {
        let (ps, bs) = (&sys.sections[p as usize], &sys.sections[by as usize]);
        eprintln!(
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
    for e in &over {
        let calls: Vec<String> = e.overclaims().iter().map(|c| c.to_pbn()).collect();
        let (derived, shown) = e
            .overclaims()
            .first()
            .map(|&c| (e.derived(c).map(|d| d.to_string()), e.shown(c).map(|d| d.to_string())))
            .unwrap_or((None, None));
        eprintln!(
            "note: the entry's shows. fields claim more than its requirements ({}): shows {}, requirements give {}\n  --> {}\n",
            calls.join(" "),
            shown.unwrap_or_default(),
            derived.unwrap_or_default(),
            sys.sources.location(e.span)
        );
    }
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
    if report.failures.is_empty() {
        outln!("ok");
        Ok(ExitCode::SUCCESS)
    } else {
        out!("{}", report.render(&interp));
        eprintln!("{}: {}", args.file, count(report.failures.len(), "test hand fails", "test hands fail"));
        Ok(ExitCode::from(1))
    }
}
