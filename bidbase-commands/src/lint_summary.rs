//! `lint --summary`: the findings counted by kind and severity, by file, and the sections with
//! the most findings, for a system too big to read finding by finding.

use std::collections::BTreeMap;

use bidbase_spec::ir::System;
use bidbase_spec::lint::{Check, Finding, LintReport};
use bidbase_spec::span::Severity;
use bidbase_spec::Span;

use crate::plural::count;

/// How many sections the summary lists.
const WORST: usize = 10;

/// Errors and warnings of a group of findings.
#[derive(Default, Clone, Copy)]
struct Tally {
    errors: usize,
    warnings: usize,
}

impl Tally {
    fn add(&mut self, f: &Finding) {
        if f.diagnostic.severity == Severity::Error {
            self.errors += 1;
        } else {
            self.warnings += 1;
        }
    }

    fn total(self) -> usize {
        self.errors + self.warnings
    }

    /// `2 errors, 43 warnings`.
    fn words(self) -> String {
        format!("{}, {}", count(self.errors, "error", "errors"), count(self.warnings, "warning", "warnings"))
    }
}

/// The section a finding is about: the section of the entry it points into, else the last
/// section written before it in the same file.
fn section_of(sys: &System, span: Span) -> Option<u32> {
    let within = |s: Span| s.file == span.file && s.start <= span.start && span.start < s.end.max(s.start + 1);
    if let Some(e) = sys.entries.iter().find(|e| within(e.span)) {
        return Some(e.section);
    }
    sys.sections
        .iter()
        .enumerate()
        .filter(|(_, s)| s.span.file == span.file && s.span.start <= span.start)
        .max_by_key(|(_, s)| s.span.start)
        .map(|(i, _)| i as u32)
}

/// Prints the counts by kind and severity, by file and the worst sections.
pub fn print_summary(sys: &System, report: &LintReport) {
    let mut by_kind: BTreeMap<usize, Tally> = BTreeMap::new();
    let mut by_file: BTreeMap<String, Tally> = BTreeMap::new();
    let mut by_section: BTreeMap<Option<u32>, Tally> = BTreeMap::new();
    for f in &report.findings {
        let kind = Check::ALL.iter().position(|c| *c == f.check).unwrap_or(0);
        by_kind.entry(kind).or_default().add(f);
        let span = f.diagnostic.span;
        let file = sys.sources.file(span.file).map_or_else(|| "(no file)".to_string(), |s| s.name.clone());
        by_file.entry(file).or_default().add(f);
        by_section.entry(section_of(sys, span)).or_default().add(f);
    }
    if report.findings.is_empty() {
        outln!("no findings");
        return;
    }
    outln!("by kind:");
    outln!("  {:<12} {:>8} {:>10}", "kind", "errors", "warnings");
    for (kind, t) in &by_kind {
        outln!("  {:<12} {:>8} {:>10}", Check::ALL[*kind].name(), t.errors, t.warnings);
    }
    outln!("by file:");
    let width = by_file.keys().map(|f| f.len()).max().unwrap_or(0);
    for (file, t) in &by_file {
        outln!("  {file:<width$}  {}", t.words());
    }
    let mut worst: Vec<(Option<u32>, Tally)> = by_section.into_iter().collect();
    worst.sort_by(|a, b| b.1.total().cmp(&a.1.total()).then(a.0.cmp(&b.0)));
    outln!("sections with the most findings:");
    for (section, t) in worst.iter().take(WORST) {
        let place = match section.and_then(|i| sys.sections.get(i as usize)) {
            Some(s) => format!("[{}] {}", s.text, sys.sources.location(s.span)),
            None => "(outside any section)".to_string(),
        };
        outln!("  {:>6}  {place}: {}", t.total(), t.words());
    }
    if worst.len() > WORST {
        outln!("  ... and {} more", count(worst.len() - WORST, "section", "sections"));
    }
}
