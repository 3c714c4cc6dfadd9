//! Runaway bids (check 7): slams whose description does not promise the values.

use std::collections::HashSet;

use bidbase_runtime::rules::Context;
use bidbase_runtime::Call;

use crate::span::Diagnostic;

use super::linter::{section_auction, Linter};
use super::report::Check;

impl Linter<'_> {
    /// Each slam an exact section's entries bid, against what the partnership has promised.
    pub(super) fn runaway(&mut self) {
        for sec in &self.sys.sections {
            if sec.pattern.is_some() || sec.tag.is_some() {
                continue;
            }
            let Some(auction) = section_auction(&sec.calls) else { continue };
            let context = Context::default();
            let described = self.interp.describe(&auction, &context);
            let partner = auction.next_seat().partner();
            let theirs = described.players[partner.index()];
            // Competitive auctions where they have bid five or more: a slam may be a sacrifice.
            if sec.calls.iter().any(|c| c.as_bid().is_some_and(|b| b.level >= 5)) {
                continue;
            }
            // What the bidder has shown with his own earlier calls counts too (a Gerber or
            // Blackwood bidder has promised his values before the slam).
            let before = described.players[auction.next_seat().index()];
            let mut done: HashSet<Call> = HashSet::new();
            for &id in &sec.entries {
                let e = &self.sys.entries[id as usize];
                if e.disabled {
                    continue;
                }
                for c in e.calls() {
                    let Some(b) = c.as_bid() else { continue };
                    if b.level < 6 || auction.check(c).is_err() || done.contains(&c) {
                        continue;
                    }
                    let Some(mine) = e.derived(c).map(|m| m.meet(before)) else { continue };
                    let hcp = mine.hcp.lo as u32 + theirs.hcp.lo as u32;
                    let total = mine.total.lo as u32 + theirs.total.lo as u32;
                    let need = if b.level == 7 { 35 } else { 31 };
                    if hcp.max(total) >= need {
                        continue;
                    }
                    let d = Diagnostic::warning(
                        e.span,
                        format!(
                            "[{}] {} bids a {} whose description does not promise the values: {} HCP together at least ({} + partner's {}), {need} wanted",
                            e.data.prior_bids,
                            c.to_bidbase(),
                            if b.level == 7 { "grand slam" } else { "small slam" },
                            hcp,
                            mine.hcp.lo,
                            theirs.hcp.lo
                        ),
                    );
                    self.push(Check::Runaway, d, None);
                    done.insert(c);
                    break;
                }
            }
        }
    }
}
