//! `simulate --precision`: how close the HCP range each call is described to show comes to the
//! range the hands that made it actually held.
//!
//! A position is the auction before the call, from the dealer (so the seat is part of it); the
//! vulnerability is not, and a position's described range is the widest over the boards that
//! reach it. A (position, call) pair made at least [`MIN_SAMPLES`] times is *precise* when both
//! ends of its described range are within one point of the least and the most HCP held.

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
    /// The widest HCP range described.
    described: (u8, u8),
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
        for (i, &call) in calls.iter().enumerate() {
            let Some((_, shown)) = bidder.describe_at(auction, &context, i) else { continue };
            let hcp = Features::new(deal.hand(auction.seat_of(i))).hcp();
            let (lo, hi) = (shown.hcp.lo, shown.hcp.hi);
            self.slots
                .entry((calls[..i].to_vec(), call))
                .and_modify(|s| {
                    s.count += 1;
                    s.held = (s.held.0.min(hcp), s.held.1.max(hcp));
                    s.described = (s.described.0.min(lo), s.described.1.max(hi));
                })
                .or_insert(Slot { count: 1, held: (hcp, hcp), described: (lo, hi) });
        }
    }

    /// Adds the slots of another set of boards.
    pub fn merge(&mut self, other: Precision) {
        for (key, o) in other.slots {
            self.slots
                .entry(key)
                .and_modify(|s| {
                    s.count += o.count;
                    s.held = (s.held.0.min(o.held.0), s.held.1.max(o.held.1));
                    s.described = (s.described.0.min(o.described.0), s.described.1.max(o.described.1));
                })
                .or_insert(o);
        }
    }

    /// The report: pairs judged, the share precise, and the `top` least precise pairs (the
    /// most made first among equally distant ones).
    pub fn report(&self, top: usize) -> Value {
        let judged: Vec<(&(Vec<Call>, Call), &Slot)> =
            self.slots.iter().filter(|(_, s)| s.count >= MIN_SAMPLES).collect();
        let off = |s: &Slot| {
            let lo = (i32::from(s.described.0) - i32::from(s.held.0)).abs();
            let hi = (i32::from(s.described.1) - i32::from(s.held.1)).abs();
            lo.max(hi)
        };
        let precise = judged.iter().filter(|(_, s)| off(s) <= 1).count();
        let sound = judged.iter().filter(|(_, s)| s.described.0 <= s.held.0 && s.held.1 <= s.described.1).count();
        let mut worst: Vec<_> = judged.iter().filter(|(_, s)| off(s) > 1).collect();
        worst.sort_by(|a, b| off(b.1).cmp(&off(a.1)).then(b.1.count.cmp(&a.1.count)).then(a.0.cmp(b.0)));
        let words = |calls: &[Call]| calls.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
        json!({
            "min_samples": MIN_SAMPLES,
            "pairs": judged.len(),
            "precise": precise,
            "precise_share": precise as f64 / judged.len().max(1) as f64,
            "sound": sound,
            "least_precise": worst.iter().take(top).map(|((calls, call), s)| json!({
                "auction": words(calls),
                "call": call.to_string(),
                "count": s.count,
                "described": [s.described.0, s.described.1],
                "held": [s.held.0, s.held.1],
            })).collect::<Vec<_>>(),
        })
    }
}
