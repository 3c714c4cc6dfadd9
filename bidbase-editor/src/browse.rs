//! Browse and try: the calls at a position with their meanings and the entries that can make
//! them, the chain of sections that answers there, and the call a hand gets with the reasons
//! each earlier entry did not match.

use bidbase::{Auction, Bidder, Call, Context, Explain, Hand, Interpreter};
use serde_json::{json, Value};

use crate::json::{location, source_text, Refusal};

/// Every legal call at the position with what it shows (as `bidbase calls` describes it), the
/// entry that names it and every entry of the chain that can make it; and the chain.
pub fn calls(interp: &Interpreter, auction: &Auction, context: &Context) -> Value {
    if auction.is_over() {
        return json!({ "over": true, "calls": [], "chain": [] });
    }
    let chain = chain(interp, auction);
    let sys = &interp.system;
    let calls: Vec<Value> = (0..Call::COUNT as u8)
        .filter_map(Call::from_code)
        .filter(|c| auction.check(*c).is_ok())
        .map(|c| {
            let found = interp.describe_call(auction, context, c);
            let entry = found.and_then(|(id, _)| interp.entry(id));
            let entries: Vec<Value> = chain
                .iter()
                .flat_map(|&sid| sys.sections[sid as usize].entries.iter())
                .map(|&id| &sys.entries[id as usize])
                .filter(|e| !e.disabled && e.can_make(c))
                .map(|e| {
                    let mut v = location(&sys.sources, e.span);
                    v["source"] = json!(source_text(&sys.sources, e.span));
                    v["convention"] = json!(e.data.convention);
                    v
                })
                .collect();
            json!({
                "call": c.to_pbn(),
                "text": found.map(|(_, s)| s.to_string()),
                "forcing": found.map(|(_, s)| s.forcing_words()),
                "entry": entry.map(|e| json!({
                    "file": e.file, "line": e.line, "convention": e.convention,
                    "alert": e.disclosure.alert, "announce": e.disclosure.announce,
                    "disclosure": e.disclosure.public_text(),
                })),
                "entries": entries,
            })
        })
        .collect();
    let chain: Vec<Value> = chain.iter().filter_map(|&sid| section(interp, sid)).collect();
    json!({ "over": false, "calls": calls, "chain": chain })
}

/// The call the system makes with `hand`, its entry and what it shows, and the trace of the
/// lookup: each section tried with each entry and why it did not match (`bid --explain`).
pub fn bid(interp: &Interpreter, hand: Hand, auction: &Auction, context: &Context) -> Result<Value, Refusal> {
    if auction.is_over() {
        return Err("the auction has ended: there is no call to make".to_string());
    }
    let sys = &interp.system;
    let trace: Vec<Value> = interp
        .explain(hand, auction, context)
        .into_iter()
        .map(|t| {
            let entries: Vec<Value> = t
                .entries
                .iter()
                .map(|(id, why)| {
                    let e = &sys.entries[*id as usize];
                    let mut v = location(&sys.sources, e.span);
                    v["call"] = json!(e.data.call);
                    v["reasons"] = json!(why);
                    v
                })
                .collect();
            json!({ "section": section(interp, t.section), "entries": entries })
        })
        .collect();
    Ok(match interp.bid(hand, auction, context) {
        Some(d) => {
            let e = &d.entry;
            json!({
                "call": d.call.to_pbn(),
                "entry": {
                    "file": e.file, "line": e.line, "convention": e.convention,
                    "disclosure": e.disclosure.public_text(),
                    "source": source_text(&sys.sources, sys.entries[e.id as usize].span),
                },
                "shows": interp.describe_call(auction, context, d.call).map(|(_, s)| s.to_string()),
                "trace": trace,
            })
        }
        None => json!({ "call": null, "entry": null, "shows": null, "trace": trace }),
    })
}

/// The sections a lookup at this auction tries, in order: the exact section, the patterns, the
/// general layer.
fn chain(interp: &Interpreter, auction: &Auction) -> Vec<u32> {
    let mut out = Vec::new();
    interp.system.walk_chain(auction.prior_slam_tag(), auction.prior_bids(), &mut |sid| {
        out.push(sid);
        false
    });
    out
}

/// A section's header, layer and place.
fn section(interp: &Interpreter, sid: u32) -> Option<Value> {
    let s = interp.section(sid)?;
    Some(json!({ "header": s.header, "layer": s.layer.name(), "file": s.file, "line": s.line, "col": s.col }))
}
