//! Where a test hand is tried: short auctions a pattern matches, and the situations (seat,
//! vulnerability, side, scoring, best contract) in which an entry can be used.

use bidbase_runtime::rules::{Context, Leaf, Situation};
use bidbase_runtime::{Auction, Call, Hand, Scoring, Seat, Selection, Side, Vulnerability};

use crate::ir::{EntryIr, System};
use bidbase_runtime::rules::Cond;

/// A short auction (Prior Bids view) a pattern matches.
pub type View = (Option<bidbase_runtime::SlamTag>, Vec<Call>);

/// Up to `max` short auctions (Prior Bids views) that `pattern` matches, shortest first: the
/// places where the test hands of a pattern section are checked.
pub fn sample_views(pattern: &[bidbase_runtime::rules::pattern::Elem], max: usize) -> Vec<View> {
    let tag = pattern.first().and_then(|e| e.tag);
    let mut out: Vec<View> = Vec::new();
    let min = bidbase_runtime::rules::pattern::min_len(pattern);
    // Candidate calls: passes, doubles, redoubles, the lowest bids, and a few bids of each
    // element.
    let mut palette: Vec<Call> = vec![Call::PASS, Call::DOUBLE, Call::REDOUBLE];
    for e in pattern {
        palette.extend(e.calls.iter().filter(|c| c.is_bid()).take(6));
    }
    for code in [3u8, 4, 5, 6, 7, 8, 13] {
        palette.extend(Call::from_code(code));
    }
    palette.sort();
    palette.dedup();
    let head = pattern.iter().take_while(|e| !e.run).count();
    let tail = pattern.iter().rev().take_while(|e| !e.run).count();
    let mut search = Search { pattern, tag, palette: &palette, max, budget: 20_000, head, tail };
    for len in min..=min + 6 {
        search.fill(len, &mut out);
        if out.len() >= max || search.budget == 0 {
            break;
        }
    }
    out
}

struct Search<'a> {
    pattern: &'a [bidbase_runtime::rules::pattern::Elem],
    tag: Option<bidbase_runtime::SlamTag>,
    palette: &'a [Call],
    max: usize,
    budget: usize,
    /// The pattern's single elements before its first run, and after its last.
    head: usize,
    tail: usize,
}

impl Search<'_> {
    /// Every view of `len` calls, depth first over the palette (a stack of auctions on the
    /// heap: a long pattern cannot exhaust the thread's stack), until `max` views are found or
    /// the budget of steps runs out.
    fn fill(&mut self, len: usize, out: &mut Vec<View>) {
        let mut calls: Vec<Call> = Vec::new();
        if !self.enter(len, &calls, out) {
            return;
        }
        // The auction after `calls[..k]`, and the next palette call to try after it.
        let mut frames: Vec<(Auction, usize)> = vec![(Auction::new(Seat::North), 0)];
        while let Some((auction, next)) = frames.last_mut() {
            if out.len() >= self.max || self.budget == 0 {
                return;
            }
            let k = calls.len();
            let step = self.palette[*next..].iter().enumerate().find_map(|(j, &c)| {
                if !self.admits(len, k, c) {
                    return None;
                }
                let mut b = auction.clone();
                (b.push(c).is_ok() && !b.is_over()).then_some((j, c, b))
            });
            let Some((j, c, b)) = step else {
                frames.pop();
                calls.truncate(frames.len().saturating_sub(1));
                continue;
            };
            *next += j + 1;
            calls.push(c);
            if self.enter(len, &calls, out) {
                frames.push((b, 0));
            } else {
                calls.pop();
            }
        }
    }

    /// One step of the search at `calls`: spends the budget, keeps a full view that matches;
    /// whether to go on from it.
    fn enter(&mut self, len: usize, calls: &[Call], out: &mut Vec<View>) -> bool {
        if out.len() >= self.max || self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        if calls.len() == len {
            if bidbase_runtime::rules::pattern::matches(self.pattern, self.tag, calls) {
                out.push((self.tag, calls.to_vec()));
            }
            return false;
        }
        true
    }

    /// Whether `c` may be call `k` of a view of `len` calls: not a leading pass, and one the
    /// element anchored there admits. The single elements before the pattern's first run and
    /// after its last one are anchored to the view's first and last calls: a call they cannot
    /// match is not tried.
    fn admits(&self, len: usize, k: usize, c: Call) -> bool {
        if k == 0 && c.is_pass() {
            return false;
        }
        let anchored = if k < self.head {
            self.pattern.get(k)
        } else if self.head < self.pattern.len() && k + self.tail >= len {
            self.pattern.get(self.pattern.len() - (len - k))
        } else {
            None
        };
        anchored.is_none_or(|e| e.admits(c, len - 1 - k))
    }
}

/// Evaluates an entry's situation requirements as the test-hand check does: the entry's own
/// convention switches and percentage roll are taken as on.
pub(crate) fn eval_ignoring_selection(c: &Cond, s: &Situation<'_>) -> bool {
    match c {
        Cond::Leaf(Leaf::Convention(_)) | Cond::Leaf(Leaf::Pct { .. }) => true,
        Cond::Leaf(l) => l.eval(s, None),
        Cond::True => true,
        Cond::False => false,
        Cond::And(v) => v.iter().all(|c| eval_ignoring_selection(c, s)),
        Cond::Or(v) => v.iter().any(|c| eval_ignoring_selection(c, s)),
    }
}

/// Every situation an entry can be used in for a Prior Bids view: the auction (after 0 to 3
/// leading passes, so each seat; for a slam section after a few rising bids too) and the context
/// (vulnerability, side, scoring) in which its situational requirements hold.
pub(crate) fn situations_for(
    sys: &System,
    e: &EntryIr,
    calls: &[Call],
    tag: Option<bidbase_runtime::SlamTag>,
    selection: &Selection,
    hand: Hand,
    limit: usize,
) -> Vec<(Auction, Context)> {
    let mut out = Vec::new();
    let best = e.pre.leaves().into_iter().find_map(|l| match l {
        Leaf::BestContract(c) => Some(*c),
        _ => None,
    });
    // An entry used against some meanings of the opponents' call is tried with the first.
    let against = e.pre.leaves().into_iter().find_map(|l| match l {
        Leaf::Against { key, .. } => Some(*key),
        _ => None,
    });
    // A slam section can be reached after any calls; its entries may ask for a round or a
    // player, so try the "@" call after a few rising bids as well.
    let prefixes = if tag.is_some() { 0..13 } else { 0..1 };
    let rising =
        |k: usize| (0..k).filter_map(|i| Call::try_bid(1 + (i / 5) as u8, bidbase_runtime::Strain::ALL[i % 5]));
    for prefix in prefixes {
        // The auction in each seat: after 0 to 3 leading passes.
        let mut seats = Vec::new();
        for passes in 0..4 {
            let mut auction = Auction::new(Seat::North);
            if (0..passes).any(|_| auction.push(Call::PASS).is_err())
                || rising(prefix).any(|c| auction.push(c).is_err())
            {
                continue;
            }
            let legal = calls.iter().enumerate().all(|(i, c)| {
                let t = if i == 0 { tag } else { None };
                auction.push_annotated(bidbase_runtime::AnnotatedCall { call: *c, tag: t }).is_ok()
            });
            if legal && !auction.is_over() {
                seats.push(auction);
            }
        }
        // What each auction forces, once (it does not depend on the context).
        let forcings: Vec<bidbase_runtime::rules::Forcing> =
            seats.iter().map(|a| if sys.uses_forcing { sys.forcing(a) } else { Default::default() }).collect();
        // Contexts outermost, so that the first few situations cover every seat.
        for vul in Vulnerability::ALL {
            for we in [Side::NorthSouth, Side::EastWest] {
                for scoring in [Scoring::Imps, Scoring::Matchpoints] {
                    let context = Context { vulnerability: vul, we, scoring, seed: 0, best_contract: best, against };
                    for (auction, forcing) in seats.iter().zip(&forcings) {
                        let mut s = Situation::new(hand, auction, &context, selection);
                        s.forcing = *forcing;
                        if eval_ignoring_selection(&e.pre, &s) {
                            out.push((auction.clone(), context));
                            if out.len() >= limit {
                                return out;
                            }
                        }
                    }
                }
            }
        }
    }
    out
}
