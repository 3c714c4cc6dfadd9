//! A compiled system against the reference interpreter on random positions: the two back ends
//! must make the same decisions and give the same descriptions.

use bidbase::cases::{measure, Agreement, Case};
use bidbase::sim::{random_selection, Positions};
use bidbase::{Bidder, Call, Deck, Explain};

/// Switches the same random choice of conventions (drawn from `seed`) on and off in both
/// back ends.
pub fn select_alike(compiled: &mut dyn Bidder, interpreted: &mut dyn Bidder, seed: u64) {
    for (id, code) in random_selection(compiled.convention_names().len(), seed) {
        compiled.selection_mut().set(id, code);
        interpreted.selection_mut().set(id, code);
    }
}

/// Bids `n` random positions of `compiled` (drawn from `seed`, standard deck) with both back
/// ends: the same call, annotation and entry every time. Returns how many reached an entry.
pub fn bid_alike(compiled: &dyn Bidder, interpreted: &dyn Bidder, seed: u64, n: usize) -> usize {
    let mut decided = 0;
    for p in Positions::new(compiled, seed, Deck::Standard).take(n) {
        let a = compiled.bid(p.hand, &p.auction, &p.context).map(|d| (d.call, d.tag, d.entry.id));
        let b = interpreted.bid(p.hand, &p.auction, &p.context).map(|d| (d.call, d.tag, d.entry.id));
        assert_eq!(
            a,
            b,
            "compiled and interpreted disagree: hand {} auction {} (dealer {}) context {:?}",
            p.hand,
            p.auction,
            p.auction.dealer(),
            p.context
        );
        decided += a.is_some() as usize;
    }
    decided
}

/// Describes `n` random positions of `compiled` (drawn from `seed`, standard deck) with both
/// back ends, alike: every call made, and every call next (only the legal ones when
/// `only_legal_next`). Returns how many calls made were described.
pub fn describe_alike(
    compiled: &dyn Bidder,
    interpreted: &dyn Bidder,
    seed: u64,
    n: usize,
    only_legal_next: bool,
) -> usize {
    let mut described = 0;
    for p in Positions::new(compiled, seed, Deck::Standard).take(n) {
        for i in 0..p.auction.calls().len() {
            let a = compiled.describe_at(&p.auction, &p.context, i);
            assert_eq!(a, interpreted.describe_at(&p.auction, &p.context, i), "call {i} of {}", p.auction);
            described += a.is_some() as usize;
        }
        for code in 0..Call::COUNT as u8 {
            let Some(c) = Call::from_code(code) else { continue };
            if !only_legal_next || p.auction.check(c).is_ok() {
                let a = compiled.describe_call(&p.auction, &p.context, c);
                assert_eq!(a, interpreted.describe_call(&p.auction, &p.context, c), "{c} after {}", p.auction);
            }
        }
    }
    described
}

/// Explains `n` random positions of `compiled` (drawn from `seed`, the system's deck) with both
/// back ends: the same sections in the same order, the same entries tried and the same reasons,
/// and the same section information. Returns how many entries were explained.
pub fn explain_alike(compiled: &dyn Explain, interpreted: &dyn Explain, seed: u64, n: usize) -> usize {
    let mut explained = 0;
    for p in Positions::new(compiled, seed, compiled.deck()).take(n) {
        let a = compiled.explain(p.hand, &p.auction, &p.context);
        let b = interpreted.explain(p.hand, &p.auction, &p.context);
        assert_eq!(a, b, "explanations differ: hand {} auction {} context {:?}", p.hand, p.auction, p.context);
        for t in &a {
            assert_eq!(compiled.section(t.section), interpreted.section(t.section), "section {}", t.section);
            explained += t.entries.len();
        }
    }
    explained
}

/// Bids every case with both back ends, which must choose the same call by the same entry on
/// each; returns the agreement with the cases' expectations.
pub fn cases_alike(compiled: &dyn Bidder, interpreted: &dyn Bidder, cases: &[Case]) -> Agreement {
    let mut calls = Vec::new();
    let a = measure(compiled, cases, |_, d, _| calls.push(d.map(|d| (d.call, d.entry.id))));
    let mut i = 0;
    let b = measure(interpreted, cases, |case, d, _| {
        assert_eq!(d.map(|d| (d.call, d.entry.id)), calls[i], "line {}", case.line);
        i += 1;
    });
    assert_eq!(a, b);
    a
}
