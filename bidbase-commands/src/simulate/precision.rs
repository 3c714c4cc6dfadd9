//! `simulate --precision`: how close the HCP range each call is described to show comes to the
//! range the hands that made it actually held.
//!
//! A position is the auction before the call, from the dealer (so the seat is part of it); the
//! vulnerability is not, and a position's described range is the widest over the boards that
//! reach it. A (position, call) pair made at least [`MIN_SAMPLES`] times is *precise* when both
//! ends of its described range are within one point of the least and the most HCP held.
//!
//! Two ranges are judged: what the call alone shows, and what the player is known to hold once
//! he has made it (the call's description with those of his earlier calls, as `describe` lists
//! a player): a pass by a player who has limited his hand says little by itself, but the
//! player's range stays known.

use std::collections::HashMap;

use bidbase::{Auction, Bidder, Call, Context, Deal, Features, Scoring, Side, Vulnerability};
use serde_json::{json, Value};

/// The fewest times a (position, call) must be made to be judged.
pub const MIN_SAMPLES: u64 = 100;

/// What was described and held at one (position, call).
#[derive(Clone, Copy)]
struct Slot {
    count: u64,
    /// The least and most HCP held by the hands that made the call.
    held: (u8, u8),
    /// The widest HCP range the call alone was described to show.
    described: (u8, u8),
    /// The widest HCP range the player was described to hold with this call and his earlier ones.
    in_context: (u8, u8),
}

/// The wider of two ranges.
fn widen(a: (u8, u8), b: (u8, u8)) -> (u8, u8) {
    (a.0.min(b.0), a.1.max(b.1))
}

/// The described and held HCP ranges of every (position, call) of some boards.
#[derive(Default)]
pub struct Precision {
    slots: HashMap<(Vec<Call>, Call), Slot>,
}

impl Precision {
    /// Adds the calls of one board's auction.
    pub fn add(&mut self, bidder: &dyn Bidder, deal: &Deal, auction: &Auction, vul: Vulnerability) {
        // The table simulate_range bids at: we are North-South, IMPs.
        let context =
            Context { vulnerability: vul, we: Side::NorthSouth, scoring: Scoring::Imps, ..Context::default() };
        let calls = auction.calls();
        let mut so_far = [bidbase::Shown::ANY; 4];
        for (i, &call) in calls.iter().enumerate() {
            let Some((_, shown)) = bidder.describe_at(auction, &context, i) else { continue };
            let seat = auction.seat_of(i);
            let hcp = Features::new(deal.hand(seat)).hcp();
            so_far[seat.index()] = so_far[seat.index()].meet(shown);
            let alone = (shown.hcp.lo, shown.hcp.hi);
            let ctx = so_far[seat.index()].hcp;
            let ctx = (ctx.lo, ctx.hi);
            self.slots
                .entry((calls[..i].to_vec(), call))
                .and_modify(|s| {
                    s.count += 1;
                    s.held = widen(s.held, (hcp, hcp));
                    s.described = widen(s.described, alone);
                    s.in_context = widen(s.in_context, ctx);
                })
                .or_insert(Slot { count: 1, held: (hcp, hcp), described: alone, in_context: ctx });
        }
    }

    /// Adds the slots of another set of boards.
    pub fn merge(&mut self, other: Precision) {
        for (key, o) in other.slots {
            self.slots
                .entry(key)
                .and_modify(|s| {
                    s.count += o.count;
                    s.held = widen(s.held, o.held);
                    s.described = widen(s.described, o.described);
                    s.in_context = widen(s.in_context, o.in_context);
                })
                .or_insert(o);
        }
    }

    /// The slots as JSON that [`Precision::from_raw`] reads back exactly: one row a (position,
    /// call), `[auction, call, count, held lo, held hi, described lo, hi, in context lo, hi]`,
    /// sorted so that the same slots always give the same text.
    pub fn to_raw(&self) -> Value {
        let words = |calls: &[Call]| calls.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
        let mut rows: Vec<(String, String, &Slot)> =
            self.slots.iter().map(|((calls, call), s)| (words(calls), call.to_string(), s)).collect();
        rows.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));
        Value::Array(
            rows.into_iter()
                .map(|(a, c, s)| {
                    json!([
                        a,
                        c,
                        s.count,
                        s.held.0,
                        s.held.1,
                        s.described.0,
                        s.described.1,
                        s.in_context.0,
                        s.in_context.1
                    ])
                })
                .collect(),
        )
    }

    /// Reads back what [`Precision::to_raw`] wrote.
    pub fn from_raw(v: &Value) -> Result<Precision, String> {
        use crate::simulate::raw::{arr, calls_of, uint};
        let mut p = Precision::default();
        for row in arr(v)? {
            let calls = calls_of(row[0].as_str().ok_or("a precision row's auction is not text")?)?;
            let call =
                Call::parse(row[1].as_str().ok_or("a precision row's call is not text")?).map_err(|e| e.to_string())?;
            let byte = |i: usize| -> Result<u8, String> {
                u8::try_from(uint(&row[i])?).map_err(|_| "an HCP count is out of range".to_string())
            };
            let slot = Slot {
                count: uint(&row[2])?,
                held: (byte(3)?, byte(4)?),
                described: (byte(5)?, byte(6)?),
                in_context: (byte(7)?, byte(8)?),
            };
            p.slots.insert((calls, call), slot);
        }
        Ok(p)
    }

    /// The report: pairs judged, the share precise, and the `top` least precise pairs (the
    /// most made first among equally distant ones).
    pub fn report(&self, top: usize) -> Value {
        let judged: Vec<(&(Vec<Call>, Call), &Slot)> =
            self.slots.iter().filter(|(_, s)| s.count >= MIN_SAMPLES).collect();
        let distance = |d: (u8, u8), h: (u8, u8)| {
            let lo = (i32::from(d.0) - i32::from(h.0)).abs();
            let hi = (i32::from(d.1) - i32::from(h.1)).abs();
            lo.max(hi)
        };
        let off = |s: &Slot| distance(s.described, s.held);
        let precise = judged.iter().filter(|(_, s)| off(s) <= 1).count();
        let precise_in_context = judged.iter().filter(|(_, s)| distance(s.in_context, s.held) <= 1).count();
        let sound = judged
            .iter()
            .filter(|(_, s)| {
                s.described.0 <= s.held.0
                    && s.held.1 <= s.described.1
                    && s.in_context.0 <= s.held.0
                    && s.held.1 <= s.in_context.1
            })
            .count();
        let mut worst: Vec<_> = judged.iter().filter(|(_, s)| off(s) > 1).collect();
        worst.sort_by(|a, b| off(b.1).cmp(&off(a.1)).then(b.1.count.cmp(&a.1.count)).then(a.0.cmp(b.0)));
        let words = |calls: &[Call]| calls.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
        json!({
            "min_samples": MIN_SAMPLES,
            "pairs": judged.len(),
            "precise": precise,
            "precise_share": precise as f64 / judged.len().max(1) as f64,
            "precise_in_context": precise_in_context,
            "precise_in_context_share": precise_in_context as f64 / judged.len().max(1) as f64,
            "sound": sound,
            "least_precise": worst.iter().take(top).map(|((calls, call), s)| json!({
                "auction": words(calls),
                "call": call.to_string(),
                "count": s.count,
                "described": [s.described.0, s.described.1],
                "in_context": [s.in_context.0, s.in_context.1],
                "held": [s.held.0, s.held.1],
            })).collect::<Vec<_>>(),
        })
    }
}
