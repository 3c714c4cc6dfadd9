//! `bidbase lint FILE`: the consistency checks of docs/lint.md.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use bidbase_spec::lint::{lint, Check, LintOptions, LintReport};
use bidbase_spec::span::Severity;
use bidbase_spec::Interpreter;
use serde_json::json;

use crate::error::UserError;
use crate::plural::count;
use crate::rules_arg::load_rules;

/// Arguments of `lint`.
#[derive(clap::Args)]
pub struct Args {
    /// The rules file.
    file: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// `--deny warnings`: exit 1 on warnings as well as errors.
    #[arg(long, value_parser = ["warnings"])]
    deny: Option<String>,
    /// Propose a test hand for every entry without one (the hand with the fewest HCP found that
    /// reaches the entry).
    #[arg(long)]
    fill: bool,
    /// With --fill: write the proposed test hands into the rules files.
    #[arg(long, requires = "fill")]
    write: bool,
    /// Seed of the random searches.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Random hands looked up per section for the gap and forcing checks.
    #[arg(long, default_value_t = 256)]
    samples: usize,
    /// Boards bid in self-play for the description check.
    #[arg(long, default_value_t = 2_000)]
    boards: u64,
    /// Switch conventions on or off by name: "Splinter=on,Weak Two=off" (on, off, we, they).
    #[arg(long)]
    conventions: Option<String>,
    /// Print counts instead of the findings: by kind and severity, by file, and the sections
    /// with the most findings.
    #[arg(long, conflicts_with_all = ["json", "fill"])]
    summary: bool,
    /// Only the findings of one kind (test-hand, shadowed, unreachable, gap, forcing, similar,
    /// description, runaway); the counts and the exit code are of those findings.
    #[arg(long, value_name = "KIND")]
    only: Option<String>,
}

/// The check named by `--only`, or a message listing the kinds.
fn parse_only(name: &str) -> Result<Check, UserError> {
    Check::ALL.iter().copied().find(|c| c.name() == name.to_ascii_lowercase()).ok_or_else(|| {
        let kinds: Vec<&str> = Check::ALL.iter().map(|c| c.name()).collect();
        UserError(format!("unknown kind of finding '{name}': the kinds are {}", kinds.join(", ")))
    })
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let only = args.only.as_deref().map(parse_only).transpose()?;
    let mut interp = match load_rules(&args.file) {
        Ok(i) => i,
        Err(UserError(msg)) => {
            errln!("{msg}");
            return Ok(ExitCode::from(1));
        }
    };
    if let Some(c) = &args.conventions {
        crate::builtin::apply_conventions(&mut interp, c)?;
    }
    let start = Instant::now();
    let options =
        LintOptions { seed: args.seed, samples: args.samples, search: 400, boards: args.boards, fill: args.fill };
    let mut report = lint(&interp, &options);
    if let Some(kind) = only {
        report.findings.retain(|f| f.check == kind);
    }
    let seconds = start.elapsed().as_secs_f64();
    let sys = &interp.system;
    let errors = report.count_severity(Severity::Error);
    let warnings = report.count_severity(Severity::Warning);
    if args.json {
        let findings: Vec<_> = report
            .findings
            .iter()
            .map(|f| {
                let d = &f.diagnostic;
                let (file, line, col) = match sys.sources.file(d.span.file) {
                    Some(src) => {
                        let (l, c) = src.line_col(d.span.start as usize);
                        (src.name.clone(), l, c)
                    }
                    None => (String::new(), 0, 0),
                };
                json!({
                    "check": f.check.name(),
                    "severity": if d.severity == Severity::Error { "error" } else { "warning" },
                    "file": file, "line": line, "column": col,
                    "message": d.message,
                    "notes": d.notes.iter().map(|(s, n)| match s {
                        Some(s) => format!("{} ({})", n, sys.sources.location(*s)),
                        None => n.clone(),
                    }).collect::<Vec<_>>(),
                    "witness": f.witness.map(|h| h.to_bidbase()),
                })
            })
            .collect();
        let counts: BTreeMap<&str, usize> = Check::ALL.iter().map(|c| (c.name(), report.count(*c))).collect();
        let fills: Vec<_> = report
            .fills
            .iter()
            .map(|f| {
                let e = &sys.entries[f.entry as usize];
                json!({
                    "entry": sys.sources.location(e.span), "call": e.data.call, "test": f.hand.to_bidbase(),
                    "editor": f.editor.to_bidbase(),
                })
            })
            .collect();
        let v = json!({
            "file": args.file,
            "errors": errors,
            "warnings": warnings,
            "counts": counts,
            "unreachable_sections": report.unreachable_sections,
            "unreachable_entries": report.unreachable_entries,
            "hands_tried": report.hands_tried,
            "boards": report.boards,
            "seconds": seconds,
            "findings": findings,
            "fills": fills,
        });
        outln!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else if args.summary {
        crate::lint_summary::print_summary(sys, &report);
        print_totals(&args.file, &report, seconds);
    } else {
        for f in &report.findings {
            let mut text = f.diagnostic.render(&sys.sources);
            for kind in ["error", "warning"] {
                if let Some(rest) = text.strip_prefix(&format!("{kind}: ")) {
                    text = format!("{kind}[{}]: {rest}", f.check.name());
                    break;
                }
            }
            if let Some(w) = f.witness {
                text.push_str(&format!("  = witness: {}\n", w.to_bidbase()));
            }
            outln!("{text}");
        }
        for f in &report.fills {
            let e = &sys.entries[f.entry as usize];
            outln!(
                "fill: {} {}: test={} (fewest HCP found); Editor Auto-Fill: test={}",
                sys.sources.location(e.span),
                e.data.call,
                f.hand.to_bidbase(),
                f.editor.to_bidbase()
            );
        }
        print_totals(&args.file, &report, seconds);
    }
    if args.write {
        write_fills(&interp, &report.fills)?;
    }
    let fail = errors > 0 || (args.deny.is_some() && warnings > 0);
    Ok(if fail { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// The closing line: errors and warnings, by kind, and what the checks looked at.
fn print_totals(file: &str, report: &LintReport, seconds: f64) {
    let counts: Vec<String> = Check::ALL
        .iter()
        .filter(|c| report.count(**c) > 0)
        .map(|c| format!("{} {}", report.count(*c), c.name()))
        .collect();
    outln!(
        "{file}: {}, {}{}; {} ({}) never reached by the system's own bidding; {} looked up, {} bid; {:.1} s",
        count(report.count_severity(Severity::Error), "error", "errors"),
        count(report.count_severity(Severity::Warning), "warning", "warnings"),
        if counts.is_empty() { String::new() } else { format!(" ({})", counts.join(", ")) },
        count(report.unreachable_sections, "section", "sections"),
        count(report.unreachable_entries, "entry", "entries"),
        count(report.hands_tried, "hand", "hands"),
        count(report.boards, "board", "boards"),
        seconds
    );
}

/// Appends ` test=HAND` to the last line of each entry, in its file.
fn write_fills(interp: &Interpreter, fills: &[bidbase_spec::lint::Fill]) -> Result<(), UserError> {
    let sys = &interp.system;
    let mut by_file: BTreeMap<u16, Vec<(usize, String)>> = BTreeMap::new();
    for f in fills {
        let e = &sys.entries[f.entry as usize];
        by_file.entry(e.span.file).or_default().push((e.span.end as usize, f.hand.to_bidbase()));
    }
    for (file, mut edits) in by_file {
        let Some(src) = sys.sources.file(file) else { continue };
        let mut text =
            std::fs::read_to_string(&src.name).map_err(|e| UserError(format!("cannot read {}: {e}", src.name)))?;
        if text != src.text {
            return Err(UserError(format!("{} changed since it was read: not written", src.name)));
        }
        // From the end, so earlier offsets stay valid.
        edits.sort_by_key(|b| std::cmp::Reverse(b.0));
        for (end, hand) in edits {
            let at = text[end.min(text.len())..].find('\n').map_or(text.len(), |i| end + i);
            text.insert_str(at, &format!(" test={hand}"));
        }
        std::fs::write(&src.name, text).map_err(|e| UserError(format!("cannot write {}: {e}", src.name)))?;
        outln!("wrote test hands into {}", src.name);
    }
    Ok(())
}
