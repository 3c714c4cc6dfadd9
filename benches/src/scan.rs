//! BidBase's own way of finding an entry, kept as the baseline the compiled and interpreted
//! back ends are measured against (`bidbase bench`, the criterion lookup bench).

use bidbase_runtime::rules::Situation;
use bidbase_runtime::{Auction, Context, Hand, Selection};
use bidbase_spec::ir::System;

/// BidBase's own lookup as the baseline: every entry of the database in one list, each with its
/// Prior Bids as text; a lookup builds the auction's Prior Bids text and compares it with every
/// entry's, trying the requirements of those that match.
pub struct LinearScan {
    system: System,
    selection: Selection,
    priors: Vec<String>,
}

impl LinearScan {
    /// The baseline over a lowered system.
    pub fn new(system: System) -> LinearScan {
        let priors = system.entries.iter().map(|e| system.sections[e.section as usize].text.clone()).collect();
        let selection = Selection::new(&system.default_uses);
        LinearScan { system, selection, priors }
    }

    /// The entry chosen, by id.
    pub fn lookup(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<u32> {
        if auction.is_over() {
            return None;
        }
        let prior = auction.prior_bids_text();
        let s = Situation::new(hand, auction, context, &self.selection);
        self.system
            .entries
            .iter()
            .zip(&self.priors)
            .find(|(e, p)| **p == prior && e.matches(&s).is_some())
            .map(|(e, _)| e.id)
    }
}
