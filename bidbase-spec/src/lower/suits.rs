//! A suit's requirements: its Num and Points alternatives paired as BidBase pairs them, and
//! the X spec tested on a suit.

use bidbase_runtime::rules::{Leaf, Range, SuitRef};
use bidbase_runtime::tables::code;
use bidbase_runtime::{Stopper, Suit};

use crate::ast::*;
use crate::span::{Span, Spanned};
use bidbase_runtime::rules::Cond;

use super::cx::EntryCx;
use super::ranges::{to_range, Bare, Unit};

impl EntryCx<'_> {
    /// The X spec tested on `target`: one of its lengths, with its points (a single Points
    /// alternative goes with every length, as the BidBase Editor field reference's "6,4+"
    /// example shows).
    pub(super) fn x_test(&mut self, x: &XSpec, target: SuitRef, span: Span) -> Cond {
        let nums: Vec<Cond> = x
            .num
            .iter()
            .map(|r| {
                let range = self.range(span, *r, Unit::Points, Bare::Exact);
                Cond::Leaf(Leaf::Len { suit: target, range })
            })
            .collect();
        let points: Vec<Cond> = x.points.iter().map(|a| self.points_alt(a, target, span, false)).collect();
        if points.len() <= 1 {
            let mut parts = vec![Cond::or(nums)];
            parts.extend(points);
            Cond::and(parts)
        } else {
            self.pair(nums, points, span)
        }
    }

    /// A suit's Num and Points with BidBase's pairing rules.
    pub(super) fn suit(&mut self, s: &Spanned<SuitSpec>, suit: Suit, x: Option<&XSpec>) -> Cond {
        let target = SuitRef::Fixed(suit);
        let spec = &s.value;
        let mut nums: Vec<NumAlt> = spec.num.clone();
        let has_x = nums.first() == Some(&NumAlt::X);
        if has_x {
            nums.remove(0);
        }
        let mut points: Vec<PointsAlt> = spec.points.clone();
        if has_x && points.first().is_some_and(|p| p.as_slice() == [PointsAtom::X]) {
            points.remove(0);
        }
        let num_conds: Vec<Cond> = nums.iter().map(|n| self.num_alt(*n, target, s.span)).collect();
        let point_conds: Vec<Cond> = points.iter().map(|p| self.points_alt(p, target, s.span, true)).collect();
        if spec.or {
            // `or`: the Num, or the Points, or (for an x suit) the X spec.
            let mut alts = Vec::new();
            if has_x {
                if let Some(x) = x {
                    alts.push(self.x_test(x, target, s.span));
                }
            }
            alts.push(Cond::or(num_conds));
            alts.push(Cond::or(point_conds));
            return Cond::or(alts);
        }
        let own = if has_x && num_conds.is_empty() {
            if !point_conds.is_empty() {
                self.err(
                    s.span,
                    "a suit whose only Num is x takes its Points from the X spec: write them in X=...:points",
                );
            }
            Cond::True
        } else {
            self.pair(num_conds, point_conds, s.span)
        };
        if has_x {
            match x {
                Some(x) if !nums.is_empty() => {
                    let xt = self.x_test(x, target, s.span);
                    Cond::or(vec![xt, own])
                }
                _ => own,
            }
        } else {
            own
        }
    }

    /// BidBase's pairing of Num and Points alternatives (the BidBase Editor field reference): one
    /// Num with any Points, one Points with the first Num, else pairwise.
    fn pair(&mut self, nums: Vec<Cond>, points: Vec<Cond>, span: Span) -> Cond {
        match (nums.len(), points.len()) {
            (_, 0) => Cond::or(nums),
            (0, _) => Cond::or(points),
            (1, _) => Cond::and(vec![nums.into_iter().next().unwrap_or(Cond::True), Cond::or(points)]),
            (_, 1) => {
                let mut it = nums.into_iter();
                let first = it.next().unwrap_or(Cond::True);
                let mut alts = vec![Cond::and(vec![first, points.into_iter().next().unwrap_or(Cond::True)])];
                alts.extend(it);
                Cond::or(alts)
            }
            (n, p) => {
                if p > n {
                    self.err(span, format!("{p} Points alternatives but only {n} Num alternatives to pair them with"));
                }
                let mut alts = Vec::new();
                let mut points = points.into_iter();
                for num in nums {
                    match points.next() {
                        Some(pt) => alts.push(Cond::and(vec![num, pt])),
                        None => alts.push(num),
                    }
                }
                Cond::or(alts)
            }
        }
    }

    /// One Num alternative of a suit: a length range, or a comparison with another suit.
    fn num_alt(&mut self, n: NumAlt, target: SuitRef, span: Span) -> Cond {
        match n {
            NumAlt::X => Cond::True,
            NumAlt::Range(r) => {
                let range = self.range(span, r, Unit::Points, Bare::Exact);
                Cond::Leaf(Leaf::Len { suit: target, range })
            }
            NumAlt::Rel { cmp, other } => {
                let other = match other {
                    RelTarget::X => SuitRef::X,
                    RelTarget::Suit(t) => SuitRef::Fixed(self.fixed(span, t)),
                };
                if other == target {
                    self.err(span, "a suit compared with itself");
                }
                Cond::Leaf(Leaf::LenCmp { suit: target, cmp, other })
            }
        }
    }

    /// One Points alternative: all of its atoms.
    fn points_alt(&mut self, alt: &[PointsAtom], target: SuitRef, span: Span, in_suit: bool) -> Cond {
        let mut parts = Vec::new();
        for a in alt {
            let leaf = match *a {
                PointsAtom::Hcp { range, ints: None } => {
                    Leaf::SuitHcp { suit: target, range: self.range(span, range, Unit::Points, Bare::Exact) }
                }
                PointsAtom::Hcp { range, ints: Some(n) } => Leaf::SuitHcpInts {
                    suit: target,
                    range: self.range(span, range, Unit::Points, Bare::Exact),
                    ints: n,
                },
                PointsAtom::Letters { set, ints } => {
                    let mut codes = 0u16;
                    for (bit, flag) in [(1, code::A), (2, code::B), (4, code::C), (8, code::D)] {
                        if set & bit != 0 {
                            codes |= flag;
                        }
                    }
                    Leaf::Letters { suit: target, codes, ints: ints.unwrap_or(0) }
                }
                PointsAtom::Ace => Leaf::Flag { suit: target, flag: code::ACE },
                PointsAtom::King => Leaf::Flag { suit: target, flag: code::KING },
                PointsAtom::OfTop { n, m } => {
                    if n > m || m == 0 {
                        self.err(span, format!("{n}/{m}: n of the top m needs n <= m, m from 1 to 5"));
                    }
                    Leaf::OfTop { suit: target, n, m }
                }
                PointsAtom::HonorsSeq { hcp, honors } => {
                    Leaf::HonorsSeq { suit: target, hcp: self.range(span, hcp, Unit::Points, Bare::Exact), honors }
                }
                PointsAtom::Stop(c) => {
                    let (min, max) = match c {
                        StopCode::Zero => (Stopper::None, Stopper::Half),
                        StopCode::Half => (Stopper::Half, Stopper::Two),
                        StopCode::One => (Stopper::One, Stopper::Two),
                        StopCode::Two => (Stopper::Two, Stopper::Two),
                    };
                    Leaf::Stopper { suit: target, min, max }
                }
                PointsAtom::Frc => Leaf::Flag { suit: target, flag: code::FRC },
                PointsAtom::Src => Leaf::Flag { suit: target, flag: code::SRC },
                PointsAtom::HelpAsk => Leaf::Flag { suit: target, flag: code::HA },
                PointsAtom::HelpHave => Leaf::Flag { suit: target, flag: code::HH },
                PointsAtom::Solid => Leaf::Flag { suit: target, flag: code::SS },
                PointsAtom::Protected => Leaf::Protected(target),
                PointsAtom::Ints(n) => Leaf::SuitInts { suit: target, range: Range::at_least(n as i32) },
                PointsAtom::X => {
                    let msg = if in_suit {
                        "x in Points goes with x in Num: write S=x,...:x,..."
                    } else {
                        "the X spec's own Points cannot say x"
                    };
                    self.err(span, msg);
                    continue;
                }
            };
            parts.push(Cond::Leaf(leaf));
        }
        Cond::and(parts)
    }
}

/// Whether an entry mentions the x suit anywhere other than its X spec.
pub(super) fn x_mentioned(e: &Entry) -> bool {
    let f = &e.fields;
    f.suits.iter().any(|s| {
        s.value.num.iter().any(|n| matches!(n, NumAlt::X | NumAlt::Rel { other: RelTarget::X, .. }))
            || s.value.points.iter().flatten().any(|a| *a == PointsAtom::X)
    }) || f.combos.iter().any(|c| c.value.x)
}

/// The fewest and most cards a suit's Num allows (alternatives widen; x and relative specs
/// allow anything).
pub(super) fn length_bounds(num: &[NumAlt]) -> (i32, i32) {
    if num.is_empty() {
        return (0, 13);
    }
    let mut lo = i32::MAX;
    let mut hi = i32::MIN;
    for n in num {
        let (a, b) = match n {
            NumAlt::Range(r) => match to_range(*r, Unit::Points, Bare::Exact) {
                Ok(r) => (r.lo.max(0), r.hi.min(13)),
                Err(_) => (0, 13),
            },
            _ => (0, 13),
        };
        lo = lo.min(a);
        hi = hi.max(b);
    }
    (lo, hi)
}

#[cfg(test)]
mod tests {
    use super::super::testing::{entry, errors, system};
    use super::*;

    fn len(suit: Suit, range: Range) -> Cond {
        Cond::Leaf(Leaf::Len { suit: SuitRef::Fixed(suit), range })
    }

    fn hcp(suit: Suit, range: Range) -> Cond {
        Cond::Leaf(Leaf::SuitHcp { suit: SuitRef::Fixed(suit), range })
    }

    #[test]
    fn one_points_alternative_pairs_with_the_first_num() {
        let sys = system("[]\n1S S=5+,4:8+\n");
        let want = Cond::Or(vec![
            Cond::And(vec![len(Suit::Spades, Range::at_least(5)), hcp(Suit::Spades, Range::at_least(8))]),
            len(Suit::Spades, Range::exactly(4)),
        ]);
        assert_eq!(entry(&sys, "", "1S").hand, want);
    }

    #[test]
    fn alternatives_pair_one_by_one() {
        let sys = system("[]\n1S S=5,6:4+,2+\n");
        let want = Cond::Or(vec![
            Cond::And(vec![len(Suit::Spades, Range::exactly(5)), hcp(Suit::Spades, Range::at_least(4))]),
            Cond::And(vec![len(Suit::Spades, Range::exactly(6)), hcp(Suit::Spades, Range::at_least(2))]),
        ]);
        assert_eq!(entry(&sys, "", "1S").hand, want);
        let errs = errors("[]\n1S S=5,6:4+,3+,2+\n");
        assert_eq!(errs[0].message, "3 Points alternatives but only 2 Num alternatives to pair them with");
    }

    #[test]
    fn or_takes_the_num_or_the_points() {
        let sys = system("[]\n1S S=6+:or8+\n");
        let want = Cond::Or(vec![len(Suit::Spades, Range::at_least(6)), hcp(Suit::Spades, Range::at_least(8))]);
        assert_eq!(entry(&sys, "", "1S").hand, want);
    }

    #[test]
    fn an_x_suit_with_more_alternatives_is_the_x_spec_or_its_own() {
        let sys = system("[]\n1x X=5+ S=x,<4 H=x\n");
        let x = len(Suit::Spades, Range::at_least(5));
        let own = len(Suit::Spades, Range::at_most(3));
        assert_eq!(entry(&sys, "", "1x").hand_pre, Cond::Or(vec![x, own]));
    }

    #[test]
    fn points_atoms_lower_to_holding_leaves() {
        let sys = system("[]\n1S S=:A,2/3,FRC,hstop\n");
        let s = SuitRef::Fixed(Suit::Spades);
        let want = Cond::Or(vec![
            Cond::Leaf(Leaf::Flag { suit: s, flag: code::ACE }),
            Cond::Leaf(Leaf::OfTop { suit: s, n: 2, m: 3 }),
            Cond::Leaf(Leaf::Flag { suit: s, flag: code::FRC }),
            Cond::Leaf(Leaf::Stopper { suit: s, min: Stopper::Half, max: Stopper::Two }),
        ]);
        assert_eq!(entry(&sys, "", "1S").hand, want);
    }

    #[test]
    fn relative_lengths_and_their_errors() {
        let sys = system("[]\n1S S=>H\n");
        let s = SuitRef::Fixed(Suit::Spades);
        let h = SuitRef::Fixed(Suit::Hearts);
        assert_eq!(
            entry(&sys, "", "1S").hand,
            Cond::Leaf(Leaf::LenCmp { suit: s, cmp: bidbase_runtime::rules::Cmp::Gt, other: h })
        );
        assert_eq!(errors("[]\n1S S=>S\n")[0].message, "a suit compared with itself");
        assert_eq!(errors("[]\n1S S=:4/3\n")[0].message, "4/3: n of the top m needs n <= m, m from 1 to 5");
    }

    #[test]
    fn length_bounds_widen_over_alternatives() {
        assert_eq!(
            length_bounds(&[NumAlt::Range(RangeSpec::Exact(500)), NumAlt::Range(RangeSpec::Plus(700))]),
            (5, 13)
        );
        assert_eq!(length_bounds(&[NumAlt::Range(RangeSpec::Lt(400))]), (0, 3));
        assert_eq!(length_bounds(&[NumAlt::X]), (0, 13));
        assert_eq!(length_bounds(&[]), (0, 13));
    }
}
