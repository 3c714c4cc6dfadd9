//! `bid --explain`: every section a lookup tries, and why each of its entries did or did not
//! match, in the runtime's words (the same for compiled systems).

use bidbase_runtime::rules::explain::trace_section;
use bidbase_runtime::rules::{Context, SectionTrace};
use bidbase_runtime::{Auction, Hand};

use super::interpreter::Interpreter;

impl Interpreter {
    /// Every section tried, in lookup order, and why each of its entries did or did not match:
    /// for `bid --explain`. The last entry listed with no reasons is the one that matched.
    /// Sections whose entries are all switched off are not listed.
    pub fn explain(&self, hand: Hand, auction: &Auction, context: &Context) -> Vec<SectionTrace> {
        if auction.is_over() {
            return Vec::new();
        }
        let s = self.situation(hand, auction, context);
        let mut out = Vec::new();
        self.system.walk_chain(auction.prior_slam_tag(), auction.prior_bids(), &mut |sid| {
            let mut entries = self.system.sections[sid as usize]
                .entries
                .iter()
                .map(|&id| &self.system.entries[id as usize])
                .filter(|e| !e.disabled)
                .map(|e| (e.id, e.reqs()))
                .peekable();
            // A section with every entry switched off cannot answer: it is not listed.
            if entries.peek().is_none() {
                return false;
            }
            let (trace, matched) = trace_section(sid, entries, &s);
            out.push(trace);
            matched
        });
        out
    }
}
