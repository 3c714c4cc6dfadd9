//! The expansion budget: how much more the system may grow while blocks are put in and
//! parametrized sections expanded ([`crate::Limits::max_expanded`]).

use crate::ast::{Entry, Section};
use crate::limits::{thousands, units, PATTERN_UNITS};
use crate::span::{Diagnostic, Diagnostics, Span};

/// What entries count in the expanded size ([`units`]).
pub(super) fn entry_units(entries: &[Entry]) -> u64 {
    entries.iter().fold(0u64, |n, e| n.saturating_add(units(e.span)))
}

/// What one copy of a section counts: its header (a pattern section's [`PATTERN_UNITS`] times)
/// and its entries.
pub(super) fn section_units(s: &Section) -> u64 {
    let weight = if s.pattern.is_some() { PATTERN_UNITS } else { 1 };
    units(s.span).saturating_mul(weight).saturating_add(entry_units(&s.entries))
}

/// What is left of the expanded size a system may reach.
pub(super) struct Budget {
    /// The limit.
    limit: usize,
    /// Spent so far.
    spent: u64,
    /// The limit was reached (and reported): nothing more is expanded.
    pub(super) exhausted: bool,
}

impl Budget {
    /// A budget of `limit` units: entries and sections ([`units`]), and variable assignments
    /// tried.
    pub(super) fn new(limit: usize) -> Budget {
        Budget { limit, spent: 0, exhausted: false }
    }

    /// Whether `n` more units fit.
    pub(super) fn fits(&self, n: u64) -> bool {
        !self.exhausted && self.spent.saturating_add(n) <= self.limit as u64
    }

    /// Spends `n` units for what `span` makes; when they do not fit, reports it there (once) and
    /// returns false.
    pub(super) fn spend(&mut self, n: u64, span: Span, diags: &mut Diagnostics) -> bool {
        if self.fits(n) {
            self.spent += n;
            return true;
        }
        self.refuse(span, "expanding this section", diags);
        false
    }

    /// Reports that what `span` makes (`what`) passes the limit, and stops the expansion.
    pub(super) fn refuse(&mut self, span: Span, what: &str, diags: &mut Diagnostics) {
        if !self.exhausted {
            diags.push(Diagnostic::error(
                span,
                format!(
                    "{what} passes the limit of {} on the expanded size (Limits::max_expanded): the entries and sections of the system, once its blocks are used and its parametrized sections expanded, and the assignments of variables tried",
                    thousands(self.limit)
                ),
            ));
        }
        self.exhausted = true;
    }
}
