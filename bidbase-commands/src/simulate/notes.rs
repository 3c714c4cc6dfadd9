//! The PBN notes of `simulate --pbn`: what each call of a board's auction means.

use bidbase::{Auction, Bidder, Context, Deal};

use crate::call_meaning::disclosure_note;

/// The explanation of each call of a board's auction for its PBN note: the convention, "alert"
/// or "announce" with the public disclosure text, and what the call shows; `None` for a call
/// that shows nothing and has no convention or disclosure.
///
/// The convention and the disclosure are those of the entry that made the call (the board's
/// decisions replayed with its `context`): where a call has several meanings (a pass in a
/// section whose first pass is a trap pass), the entry the player used names it, not the
/// first entry that could make it. What the call shows is public: the weakest claim over every
/// entry that could make it there. A call no entry made (a fallback's) is named by the first
/// entry that could make it.
pub fn call_notes(bidder: &dyn Bidder, deal: &Deal, auction: &Auction, context: &Context) -> Vec<Option<String>> {
    let chosen = bidbase::sim::chosen_entries(bidder, deal, auction, context);
    (0..auction.calls().len())
        .map(|i| {
            let described = bidder.describe_at(auction, context, i);
            let id = chosen[i].or(described.as_ref().map(|d| d.0));
            let mut parts: Vec<String> = Vec::new();
            if let Some(e) = id.and_then(|id| bidder.entry(id)) {
                if !e.convention.is_empty() {
                    parts.push(e.convention.to_string());
                }
                parts.extend(disclosure_note(&e.disclosure));
            }
            if let Some((_, shown)) = described.filter(|d| !d.1.is_any()) {
                parts.push(shown.to_string());
            }
            (!parts.is_empty()).then(|| parts.join("; "))
        })
        .collect()
}
