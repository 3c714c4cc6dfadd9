//! Bid Order Numbers and percentage groups within a section: BONs ascend in file order and are
//! shared only by the adjacent members of a percentage group, whose percentages add up to at
//! most 100 and become each member's share of the roll.

use std::collections::HashMap;

use bidbase_runtime::rules::Leaf;

use crate::ast::*;
use crate::ir::EntryIr;
use crate::span::{Diagnostic, Diagnostics, Span};
use bidbase_runtime::rules::Cond;

/// What the entries of one section read so far tell about the next one's BON and group.
#[derive(Default)]
pub(super) struct Order {
    /// The last BON written, and where.
    prev_bon: Option<(String, Span)>,
    /// The current percentage group: its id and the percentages so far.
    group: Option<(u32, u32)>,
    /// The BON of the previous entry, when it belongs to a percentage group.
    prev_member_bon: Option<String>,
    /// Every BON of the section, where first written.
    seen_bons: HashMap<String, Span>,
}

impl Order {
    /// Checks `entry`'s BON, and places it in its percentage group (a new group takes the id
    /// `next_group`, which then moves on): its share of the roll becomes a requirement.
    pub(super) fn place(&mut self, entry: &Entry, ir: &mut EntryIr, next_group: &mut u32, diags: &mut Diagnostics) {
        // A switched-off alternative, `pct=x50` or `pct=0`, is still a member of its group.
        let percent = percent_of(entry);
        let member = percent.is_some()
            || entry.fields.pct.as_ref().is_some_and(|p| {
                p.value.iter().any(|c| matches!(c, PctCode::Off | PctCode::Percent { disabled: true, .. }))
            });
        let bon = entry.fields.bon.as_ref();
        let continues = member && bon.is_some() && self.prev_member_bon.as_deref() == bon.map(|b| b.value.as_str());
        if let Some(b) = bon {
            self.check_bon(b.value.as_str(), b.span, continues, diags);
        }
        if let Some(p) = percent {
            if !continues || self.group.is_none() {
                self.group = Some((*next_group, 0));
                *next_group += 1;
            }
            if let Some((gid, cum)) = &mut self.group {
                let lo = *cum + 1;
                *cum += p as u32;
                if *cum > 100 {
                    diags.push(Diagnostic::error(
                        entry.fields.pct.as_ref().map(|s| s.span).unwrap_or(entry.span),
                        format!(
                            "the percentages of BON {} add up to {}, more than 100",
                            bon.map(|b| b.value.as_str()).unwrap_or("?"),
                            cum
                        ),
                    ));
                }
                ir.pct = Some((*gid, lo.min(100) as u8, (*cum).min(100) as u8));
            }
            if bon.is_none() {
                // A percentage entry without a BON is a group of its own.
                self.group = None;
            }
        } else if !continues {
            self.group = None;
        }
        self.prev_member_bon = if member { bon.map(|b| b.value.clone()) } else { None };
        if let Some((g, lo, hi)) = ir.pct {
            ir.pre =
                Cond::and(vec![std::mem::replace(&mut ir.pre, Cond::True), Cond::Leaf(Leaf::Pct { group: g, lo, hi })]);
        }
    }

    /// BONs ascend in file order; equal only among the adjacent members of a percentage group.
    fn check_bon(&mut self, bon: &str, span: Span, continues: bool, diags: &mut Diagnostics) {
        if let Some((pb, pspan)) = &self.prev_bon {
            if bon_less(bon, pb) {
                diags.push(
                    Diagnostic::error(
                        span,
                        format!("BON {bon} comes after BON {pb}: entries are tried in file order, so BONs must ascend"),
                    )
                    .note(Some(*pspan), "the entry above"),
                );
            }
        }
        if !continues {
            if let Some(first) = self.seen_bons.get(bon) {
                diags.push(
                    Diagnostic::error(span, format!("duplicate BON {bon}"))
                        .note(Some(*first), "also used here; only adjacent percentage alternatives share a BON"),
                );
            }
        }
        self.seen_bons.entry(bon.to_string()).or_insert(span);
        self.prev_bon = Some((bon.to_string(), span));
    }
}

/// The entry's percentage, when it is a live percentage alternative.
fn percent_of(e: &Entry) -> Option<u8> {
    e.fields.pct.as_ref().and_then(|p| {
        p.value.iter().find_map(|c| match c {
            PctCode::Percent { value, disabled: false } => Some(*value),
            _ => None,
        })
    })
}

/// BidBase orders BONs as text ("1B2300" < "942000"); two all-digit BONs compare as numbers.
pub(super) fn bon_less(a: &str, b: &str) -> bool {
    Bon::new(a).less(&Bon::new(b))
}

/// A BON with its value as a number when it is all digits, read once for many comparisons.
pub(super) struct Bon<'a> {
    text: &'a str,
    number: Option<u64>,
}

impl<'a> Bon<'a> {
    /// Reads `text`.
    pub(super) fn new(text: &'a str) -> Bon<'a> {
        Bon { text, number: text.parse().ok() }
    }

    /// Whether `self` comes before `o` ([`bon_less`]).
    pub(super) fn less(&self, o: &Bon<'_>) -> bool {
        match (self.number, o.number) {
            (Some(x), Some(y)) => x < y,
            _ => self.text < o.text,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{entry, errors, offset, system};
    use super::*;

    #[test]
    fn percentage_alternatives_share_a_bon_and_split_the_roll() {
        let sys = system("[]\n1C bon=100 pct=40\n1D bon=100 pct=60\n1H bon=200 pct=50\n");
        let (c, d, h) = (entry(&sys, "", "1C"), entry(&sys, "", "1D"), entry(&sys, "", "1H"));
        assert_eq!((c.pct, d.pct, h.pct), (Some((0, 1, 40)), Some((0, 41, 100)), Some((1, 1, 50))));
        assert_eq!(d.pre, Cond::Leaf(Leaf::Pct { group: 0, lo: 41, hi: 100 }));
    }

    #[test]
    fn a_switched_off_alternative_stays_in_its_group() {
        let sys = system("[]\n1C bon=100 pct=x40\n1D bon=100 pct=60\n");
        assert_eq!(entry(&sys, "", "1D").pct, Some((0, 1, 60)));
        assert!(errors("[]\n1C bon=100 pct=0\n1D bon=100 pct=60\n").is_empty());
    }

    #[test]
    fn bons_ascend_and_repeat_only_within_a_group() {
        let text = "[]\n1C bon=200\n1D bon=100\n";
        let errs = errors(text);
        assert_eq!(
            errs[0].message,
            "BON 100 comes after BON 200: entries are tried in file order, so BONs must ascend"
        );
        assert_eq!(errs[0].span.start, offset(text, "bon=100"));
        let errs = errors("[]\n1C bon=100\n1D bon=100\n");
        assert_eq!(errs[0].message, "duplicate BON 100");
        let errs = errors("[]\n1C bon=100 pct=60\n1D bon=100 pct=60\n");
        assert_eq!(errs[0].message, "the percentages of BON 100 add up to 120, more than 100");
    }

    #[test]
    fn bons_compare_as_numbers_when_both_are_numbers() {
        assert!(bon_less("942000", "1000000"));
        assert!(bon_less("1B2300", "942000"));
        assert!(!bon_less("942000", "942000"));
    }
}
