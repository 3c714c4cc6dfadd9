//! Test hands (check 1): each must reach its entry in every situation the entry can be used in.

use std::collections::BTreeMap;

use crate::interp::{render_failure, Mode, Walk};
use crate::span::Diagnostic;

use super::linter::Linter;
use super::report::Check;

impl Linter<'_> {
    /// Every test hand that does not reach its entry, with the situations where it does not.
    pub(super) fn test_hands(&mut self) {
        for e in &self.sys.entries {
            let Some(hand) = e.test else { continue };
            if e.disabled {
                continue;
            }
            let Some(Err(f)) = self.interp.check_entry(e) else { continue };
            let rendered = render_failure(&f, self.interp);
            let first = rendered.lines().next().unwrap_or("").trim_start_matches("error: ").to_string();
            let mut d = Diagnostic::error(e.span, first);
            // Per situation: which earlier entry catches the hand there.
            let mut by: BTreeMap<String, Vec<String>> = BTreeMap::new();
            for (auction, context) in self.situations(e, hand) {
                let what = match self.interp.walk(hand, &auction, &context, Mode::Test(e.id)) {
                    Walk::Matched(id, _) | Walk::CaughtBy(id) if id != e.id => {
                        format!("caught by {}", self.loc(&self.sys.entries[id as usize]))
                    }
                    _ => "does not meet the entry".to_string(),
                };
                let seat = auction.position();
                let s = format!(
                    "position {seat}, {} vulnerable, {}, {:?}",
                    context.vulnerability.pbn(),
                    if context.we == bidbase_runtime::Side::NorthSouth { "we" } else { "they" },
                    context.scoring
                );
                by.entry(what).or_default().push(s);
            }
            for (what, sits) in by {
                let n = sits.len();
                let sample = sits.iter().take(3).cloned().collect::<Vec<_>>().join("; ");
                d = d.note(None, format!("{what} in {n} situation(s), e.g. {sample}"));
            }
            self.push(Check::TestHand, d, Some(hand));
        }
    }
}
