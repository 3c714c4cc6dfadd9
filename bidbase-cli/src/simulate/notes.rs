//! The PBN notes of `simulate --pbn`: what each call of a board's auction means.

use bidbase::{Auction, Bidder, Context, Scoring, Side, Vulnerability};

use crate::call_meaning::disclosure_note;

/// The explanation of each call of an auction for its PBN note: the convention, "alert" or
/// "announce" with the public disclosure text, and what the call shows; `None` for a call that
/// shows nothing and has no convention or disclosure.
pub fn call_notes(bidder: &dyn Bidder, auction: &Auction, vul: Vulnerability) -> Vec<Option<String>> {
    // The table simulate_range bids at: we are North-South, IMPs.
    let context = Context { vulnerability: vul, we: Side::NorthSouth, scoring: Scoring::Imps, ..Context::default() };
    (0..auction.calls().len())
        .map(|i| {
            let (id, shown) = bidder.describe_at(auction, &context, i)?;
            let mut parts: Vec<String> = Vec::new();
            if let Some(e) = bidder.entry(id) {
                if !e.convention.is_empty() {
                    parts.push(e.convention.to_string());
                }
                parts.extend(disclosure_note(&e.disclosure));
            }
            if !shown.is_any() {
                parts.push(shown.to_string());
            }
            (!parts.is_empty()).then(|| parts.join("; "))
        })
        .collect()
}
