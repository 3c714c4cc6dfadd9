//! Unreachable sections (check 3): those the system's own bidding never produces.

use std::collections::HashSet;

use crate::span::Diagnostic;

use super::linter::Linter;
use super::report::Check;

impl Linter<'_> {
    /// The exact sections whose last call no live entry before them makes (the `shadowed`
    /// entries do not count), and the sections under them.
    pub(super) fn unreachable(&mut self, shadowed: &HashSet<u32>) {
        let mut order: Vec<usize> = (0..self.sys.sections.len())
            .filter(|&i| self.sys.sections[i].pattern.is_none() && self.sys.sections[i].tag.is_none())
            .collect();
        order.sort_by_key(|&i| self.sys.sections[i].calls.len());
        let mut dead: HashSet<usize> = HashSet::new();
        for i in order {
            let sec = &self.sys.sections[i];
            let n = sec.calls.len();
            if n == 0 {
                continue;
            }
            let (prefix, last) = (&sec.calls[..n - 1], sec.calls[n - 1]);
            // Under an unreachable section.
            if let Some(p) = self.sys.section_id(None, prefix) {
                if dead.contains(&(p as usize)) {
                    dead.insert(i);
                    self.report.unreachable_sections += 1;
                    self.report.unreachable_entries += sec.entries.len();
                    continue;
                }
            }
            let chain = self.sys.chain(None, prefix);
            if chain.is_empty() {
                continue;
            }
            let made = chain.iter().any(|&sid| {
                self.sys.sections[sid as usize].entries.iter().any(|&id| {
                    let e = &self.sys.entries[id as usize];
                    !e.disabled && !shadowed.contains(&id) && e.derived(last).is_some_and(|s| !s.is_empty())
                })
            });
            if made {
                continue;
            }
            dead.insert(i);
            self.report.unreachable_sections += 1;
            self.report.unreachable_entries += sec.entries.len();
            let before = if prefix.is_empty() {
                "at the start".to_string()
            } else {
                format!("after {}", prefix.iter().map(|c| c.to_bidbase()).collect::<Vec<_>>().join("-"))
            };
            let d = Diagnostic::warning(
                sec.span,
                format!(
                    "[{}] is never reached by the system's own bidding: no entry makes {} {before} ({} entries here)",
                    sec.text,
                    last.to_bidbase(),
                    sec.entries.len()
                ),
            );
            self.push(Check::Unreachable, d, None);
        }
    }
}
