//! Which hands can reach an entry: a section's entries are tried in order, so a hand that makes
//! an entry's call has passed by every entry before it in the section. Where the entries before
//! it certainly catch some hands, whatever the situation, those hands are left out of what the
//! entry's call shows (docs/descriptions.md, "Exclusion in a section").
//!
//! The hands are abstracted to a grid of (HCP, suit lengths): 38 × 560 points, only those some
//! 13-card hand has. A requirement is decided on a point by [`Leaf::on_grid`] (certainly met,
//! possibly met); what it does not decide (honours, stoppers, an x suit, the situation) is
//! possible and never certain, so the exclusion only ever leaves out hands that cannot reach the
//! entry. Both back ends describe from the rows this narrows ([`crate::ir::System::desc_rows`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use bidbase_runtime::rules::shown::Span;
use bidbase_runtime::rules::{Cond, Leaf, Shown};
use bidbase_runtime::{Deck, Features, Hand, Holding};

/// What the exclusion needs of an entry: its requirements on the hand, and whether it is
/// certainly taken wherever they certainly hold (`crate::ir::EntryIr::always_taken`).
pub struct Tried<'a> {
    /// Requirements on the hand tested before the x suit is chosen.
    pub hand_pre: &'a Cond,
    /// Requirements on the hand.
    pub hand: &'a Cond,
    /// Whether nothing but the hand decides that the entry is tried and taken.
    pub always_taken: bool,
}

/// HCP values 0..=37.
const ROWS: usize = 38;
/// Words a row of 560 shapes takes (576 bits).
const ROW_WORDS: usize = 9;
/// Words of the grid.
const WORDS: usize = ROWS * ROW_WORDS;

/// A set of grid points: bit `shape` of row `hcp`. On the heap: conditions nest, and a set is
/// 2.7 KB.
#[derive(Clone, PartialEq, Eq)]
pub struct Bits(Box<[u64; WORDS]>);

impl Bits {
    fn empty() -> Bits {
        Bits(Box::new([0; WORDS]))
    }

    fn and_with(&mut self, o: &Bits) {
        self.0.iter_mut().zip(o.0.iter()).for_each(|(a, b)| *a &= b);
    }

    fn or_with(&mut self, o: &Bits) {
        self.0.iter_mut().zip(o.0.iter()).for_each(|(a, b)| *a |= b);
    }

    fn and_not_with(&mut self, o: &Bits) {
        self.0.iter_mut().zip(o.0.iter()).for_each(|(a, b)| *a &= !b);
    }

    fn set(&mut self, hcp: usize, shape: usize) {
        self.0[hcp * ROW_WORDS + shape / 64] |= 1 << (shape % 64);
    }

    fn row(&self, hcp: usize) -> &[u64] {
        &self.0[hcp * ROW_WORDS..(hcp + 1) * ROW_WORDS]
    }
}

/// Where a condition certainly holds, and where it possibly holds.
#[derive(Clone)]
struct Points {
    certain: Bits,
    possible: Bits,
}

/// The grid: its shapes, their shape classes, and the points some hand has.
struct Grid {
    /// Suit lengths by suit index (clubs first).
    shapes: Vec<[u8; 4]>,
    /// Shape classes of each shape ([`Features::shape`]).
    classes: Vec<u8>,
    /// The points some 13-card hand has.
    feasible: Bits,
    /// The HCP some hand of each shape has, as bits.
    held: Vec<u64>,
}

/// The HCP one suit of `len` cards can hold, as bits: 0 to 4 of its A K Q J (its other nine
/// ranks give none), with at least `len - 9` of them.
fn suit_hcp(len: u8) -> u64 {
    let mut out = 0u64;
    for honours in 0u8..16 {
        let k = honours.count_ones() as u8;
        if k <= len && len - k <= 9 {
            let hcp = (0..4).filter(|i| honours & (1 << i) != 0).map(|i| 4 - i).sum::<u8>();
            out |= 1 << hcp;
        }
    }
    out
}

fn grid() -> &'static Grid {
    static GRID: OnceLock<Grid> = OnceLock::new();
    GRID.get_or_init(|| {
        let mut shapes = Vec::new();
        for s in 0..=13u8 {
            for h in 0..=13 - s {
                for d in 0..=13 - s - h {
                    shapes.push([13 - s - h - d, d, h, s]);
                }
            }
        }
        let classes = shapes
            .iter()
            .map(|len| {
                // Lengths alone decide the shape classes: the lowest ranks of each suit serve.
                let holding = |n: u8| Holding::from_bits(((1u32 << n) - 1) as u16);
                Hand::from_holdings(Deck::Standard, len.map(holding)).map(|h| Features::new(h).shape()).unwrap_or(0)
            })
            .collect();
        let mut feasible = Bits::empty();
        let mut held = Vec::with_capacity(shapes.len());
        for (i, len) in shapes.iter().enumerate() {
            let mut sums = 1u64;
            for &l in len {
                let suit = suit_hcp(l);
                let mut next = 0u64;
                for v in 0..11 {
                    if suit & (1 << v) != 0 {
                        next |= sums << v;
                    }
                }
                sums = next;
            }
            for hcp in 0..ROWS {
                if sums & (1 << hcp) != 0 {
                    feasible.set(hcp, i);
                }
            }
            held.push(sums);
        }
        Grid { shapes, classes, feasible, held }
    })
}

/// Each requirement's points, computed once for every thread: a system's sections share most of
/// their requirements.
fn leaf_points(l: &Leaf) -> Arc<Points> {
    static LEAVES: OnceLock<Mutex<HashMap<Leaf, Arc<Points>>>> = OnceLock::new();
    let cache = LEAVES.get_or_init(Default::default);
    // A poisoned lock only means another thread panicked between a lookup and an insert; the
    // map itself is whole.
    if let Some(p) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(l) {
        return Arc::clone(p);
    }
    let g = grid();
    let (mut certain, mut possible) = (Bits::empty(), Bits::empty());
    // A requirement that does not read the HCP is decided a shape at a time.
    let reads_hcp = l.on_grid_reads_hcp();
    for (i, len) in g.shapes.iter().enumerate() {
        let fixed = (!reads_hcp).then(|| l.on_grid(0, *len, g.classes[i]));
        for hcp in 0..ROWS {
            let (c, p) = fixed.unwrap_or_else(|| l.on_grid(hcp as u8, *len, g.classes[i]));
            if c {
                certain.set(hcp, i);
            }
            if p {
                possible.set(hcp, i);
            }
        }
    }
    certain.and_with(&g.feasible);
    possible.and_with(&g.feasible);
    let out = Arc::new(Points { certain, possible });
    cache.lock().unwrap_or_else(|e| e.into_inner()).insert(*l, Arc::clone(&out));
    out
}

/// The points where a condition certainly holds, and where it possibly holds.
fn cond_points(c: &Cond) -> Points {
    let all = || Points { certain: grid().feasible.clone(), possible: grid().feasible.clone() };
    match c {
        Cond::True => all(),
        Cond::False => Points { certain: Bits::empty(), possible: Bits::empty() },
        Cond::Leaf(l) => Points::clone(&leaf_points(l)),
        Cond::And(v) => v.iter().fold(all(), |mut acc, x| {
            let x = cond_points(x);
            acc.certain.and_with(&x.certain);
            acc.possible.and_with(&x.possible);
            acc
        }),
        Cond::Or(v) => v.iter().fold(Points { certain: Bits::empty(), possible: Bits::empty() }, |mut acc, x| {
            let x = cond_points(x);
            acc.certain.or_with(&x.certain);
            acc.possible.or_with(&x.possible);
            acc
        }),
    }
}

/// For each entry of a section (in order), what a hand that reaches it and meets it can hold,
/// as far as HCP and suit lengths go: `None` when no hand can (the entries before it catch every
/// hand that meets it), else the HCP and each suit's length between their least and most.
pub fn section_reach(entries: &[Tried<'_>]) -> Vec<Option<Shown>> {
    let g = grid();
    let mut caught = Bits::empty();
    let mut out = Vec::with_capacity(entries.len());
    for e in entries {
        // Each requirement evaluated once: where a hand may meet the entry, and (when nothing but
        // the hand decides it) where the entry certainly takes it.
        let mut meets = cond_points(e.hand_pre);
        let hand = cond_points(e.hand);
        meets.possible.and_with(&hand.possible);
        meets.possible.and_not_with(&caught);
        out.push(hull(&meets.possible, g));
        if e.always_taken {
            meets.certain.and_with(&hand.certain);
            caught.or_with(&meets.certain);
        }
    }
    out
}

/// The HCP and length spans of a set of points, `None` when it is empty, with the bounds the
/// others imply left open ([`open_implied`]).
fn hull(b: &Bits, g: &Grid) -> Option<Shown> {
    let rows: Vec<usize> = (0..ROWS).filter(|&h| b.row(h).iter().any(|&w| w != 0)).collect();
    let (&lo, &hi) = (rows.first()?, rows.last()?);
    let mut any = [0u64; ROW_WORDS];
    for &h in &rows {
        any.iter_mut().zip(b.row(h)).for_each(|(a, w)| *a |= w);
    }
    let mut len = [Span::new(13, 0); 4];
    for (i, shape) in g.shapes.iter().enumerate() {
        if any[i / 64] & (1 << (i % 64)) != 0 {
            for (span, &l) in len.iter_mut().zip(shape) {
                *span = Span::new(span.lo.min(l), span.hi.max(l));
            }
        }
    }
    let hcp = open_implied(Span::new(lo as u8, hi as u8), &mut len, g);
    Some(Shown { hcp, len, ..Shown::ANY })
}

/// Leaves open each bound that the other bounds imply, so a description says only what they do
/// not already say: not "35- HCP" of a hand with five hearts, nor "8- D" of one with five hearts.
/// A bound is implied when no hand within the other bounds breaks it. Returns the HCP span and
/// opens the lengths in place.
fn open_implied(hcp: Span, len: &mut [Span; 4], g: &Grid) -> Span {
    // Which bounds some hand breaks while keeping all the others: bit 0/1 the HCP's least/most,
    // then two bits a suit.
    let mut needed = 0u32;
    for (i, shape) in g.shapes.iter().enumerate() {
        let mut broken = 0u32;
        for (s, (&l, span)) in shape.iter().zip(len.iter()).enumerate() {
            if l < span.lo {
                broken |= 1 << (2 + 2 * s);
            } else if l > span.hi {
                broken |= 1 << (3 + 2 * s);
            }
        }
        if broken.count_ones() > 1 {
            continue;
        }
        let held = g.held[i];
        let span_bits = ((1u64 << (hcp.hi + 1)) - 1) & !((1u64 << hcp.lo) - 1);
        let inside = held & span_bits != 0;
        let below = held & ((1u64 << hcp.lo) - 1) != 0;
        let above = held >> (hcp.hi + 1) != 0;
        if broken == 0 {
            needed |= u32::from(below) | u32::from(above) << 1;
        } else if inside {
            needed |= broken;
        }
    }
    for (s, span) in len.iter_mut().enumerate() {
        if needed & (1 << (2 + 2 * s)) == 0 {
            span.lo = 0;
        }
        if needed & (1 << (3 + 2 * s)) == 0 {
            span.hi = 13;
        }
    }
    Span::new(if needed & 1 == 0 { 0 } else { hcp.lo }, if needed & 2 == 0 { 37 } else { hcp.hi })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_holds_the_hands_there_are() {
        let g = grid();
        assert_eq!(g.shapes.len(), 560);
        let count: u32 = g.feasible.0.iter().map(|w| w.count_ones()).sum();
        // Every shape has 0..=some maximum, less what long suits force: 4-3-3-3 reaches 37.
        let flat = g.shapes.iter().position(|l| *l == [3, 3, 3, 4]).unwrap();
        assert!((0..=37).all(|h| g.feasible.row(h)[flat / 64] & (1 << (flat % 64)) != 0));
        // Thirteen spades hold exactly the four honours: 10 HCP.
        let solid = g.shapes.iter().position(|l| *l == [0, 0, 0, 13]).unwrap();
        let rows: Vec<usize> =
            (0..ROWS).filter(|&h| g.feasible.row(h)[solid / 64] & (1 << (solid % 64)) != 0).collect();
        assert_eq!(rows, [10]);
        assert!(count > 15_000 && count < 560 * 38);
    }

    #[test]
    fn bounds_the_others_imply_are_left_open() {
        let g = grid();
        // Five+ hearts: at most 35 HCP and 8 cards in another suit, implied by the hearts.
        let mut len = [Span::new(0, 8), Span::new(0, 8), Span::new(5, 13), Span::new(0, 8)];
        assert_eq!(open_implied(Span::new(0, 35), &mut len, g), Span::new(0, 37));
        assert_eq!(len, [Span::new(0, 13), Span::new(0, 13), Span::new(5, 13), Span::new(0, 13)]);
        // A balanced 15-17: every bound says something.
        let mut len = [Span::new(2, 5); 4];
        assert_eq!(open_implied(Span::new(15, 17), &mut len, g), Span::new(15, 17));
        assert_eq!(len, [Span::new(2, 5); 4]);
        // 12+ HCP cannot go with thirteen hearts.
        let mut len = [Span::new(0, 12); 4];
        assert_eq!(open_implied(Span::new(12, 37), &mut len, g), Span::new(12, 37));
        assert_eq!(len, [Span::new(0, 13); 4]);
    }
}
