//! What a call shows: the features an entry's requirements guarantee about the hand, combined
//! over the entries that can make a call ([`Shown::hull`], the least common denominator) and
//! over a player's calls ([`Shown::meet`]). docs/descriptions.md says which requirements count.
//!
//! Everything here is `Copy` and fixed-size: describing an auction allocates nothing.

use core::fmt;

use crate::features::{shape, Features};
use crate::rules::{Leaf, Range, Situation, SuitRef};
use crate::{Call, Suit};

/// An inclusive range of small counts (points, cards).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Span {
    /// The least.
    pub lo: u8,
    /// The most.
    pub hi: u8,
}

impl Span {
    /// A span.
    pub const fn new(lo: u8, hi: u8) -> Span {
        Span { lo, hi }
    }

    /// Whether `v` lies in the span.
    #[inline]
    pub const fn contains(self, v: u8) -> bool {
        v >= self.lo && v <= self.hi
    }

    /// The span narrowed to a requirement's range (an empty result keeps `lo > hi`).
    fn narrow(self, r: Range) -> Span {
        let clamp = |v: i32| v.clamp(0, u8::MAX as i32) as u8;
        Span { lo: self.lo.max(clamp(r.lo)), hi: self.hi.min(clamp(r.hi)) }
    }

    /// The smallest span holding both.
    const fn hull(self, o: Span) -> Span {
        Span { lo: if self.lo < o.lo { self.lo } else { o.lo }, hi: if self.hi > o.hi { self.hi } else { o.hi } }
    }

    /// What both say.
    const fn meet(self, o: Span) -> Span {
        Span { lo: if self.lo > o.lo { self.lo } else { o.lo }, hi: if self.hi < o.hi { self.hi } else { o.hi } }
    }

    /// Whether the span says nothing beyond `all`.
    const fn is(self, all: Span) -> bool {
        self.lo == all.lo && self.hi == all.hi
    }
}

/// What a call (or a player's calls) shows about the hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Shown {
    /// High-card points.
    pub hcp: Span,
    /// Total points (HCP plus distribution points).
    pub total: Span,
    /// Length of each suit, by [`Suit`] index (clubs first).
    pub len: [Span; 4],
    /// The least stopper class shown in each suit ([`crate::Stopper`] as a number: 0 none shown).
    pub stop: [u8; 4],
    /// `Some(true)`: balanced; `Some(false)`: not balanced.
    pub balanced: Option<bool>,
}

/// The widest spans: what nothing is known about.
const HCP_ALL: Span = Span::new(0, 37);
const TOTAL_ALL: Span = Span::new(0, 60);
const LEN_ALL: Span = Span::new(0, 13);

impl Shown {
    /// Nothing shown.
    pub const ANY: Shown = Shown { hcp: HCP_ALL, total: TOTAL_ALL, len: [LEN_ALL; 4], stop: [0; 4], balanced: None };

    /// What is shown by either of two ways of making a call: for each feature the weaker claim.
    pub const fn hull(self, o: Shown) -> Shown {
        let mut len = self.len;
        let mut stop = self.stop;
        let mut i = 0;
        while i < 4 {
            len[i] = len[i].hull(o.len[i]);
            stop[i] = if stop[i] < o.stop[i] { stop[i] } else { o.stop[i] };
            i += 1;
        }
        let balanced = match (self.balanced, o.balanced) {
            (Some(a), Some(b)) if a == b => Some(a),
            _ => None,
        };
        Shown { hcp: self.hcp.hull(o.hcp), total: self.total.hull(o.total), len, stop, balanced }
    }

    /// What two calls of the same player show together: for each feature the stronger claim.
    pub const fn meet(self, o: Shown) -> Shown {
        let mut len = self.len;
        let mut stop = self.stop;
        let mut i = 0;
        while i < 4 {
            len[i] = len[i].meet(o.len[i]);
            stop[i] = if stop[i] > o.stop[i] { stop[i] } else { o.stop[i] };
            i += 1;
        }
        let balanced = match self.balanced {
            Some(b) => Some(b),
            None => o.balanced,
        };
        Shown { hcp: self.hcp.meet(o.hcp), total: self.total.meet(o.total), len, stop, balanced }
    }

    /// Narrows the description by one requirement the hand meets; `x` is the x suit when the
    /// entry has one. Requirements that say nothing about these features leave it as it is.
    pub fn narrow(&mut self, leaf: &Leaf, x: Option<Suit>) {
        let suit = |r: SuitRef| r.resolve(x);
        match *leaf {
            Leaf::Hcp(r) => self.hcp = self.hcp.narrow(r),
            Leaf::Total(r) => self.total = self.total.narrow(r),
            Leaf::Len { suit: s, range } => {
                if let Some(s) = suit(s) {
                    self.len[s as usize] = self.len[s as usize].narrow(range);
                }
            }
            Leaf::Stopper { suit: s, min, .. } => {
                if let Some(s) = suit(s) {
                    self.stop[s as usize] = self.stop[s as usize].max(min as u8);
                }
            }
            Leaf::Shape(flags) => {
                // Every class but "balanced" and "singleton" implies an unbalanced hand in
                // both decks (a BIDittle hand may be balanced with a singleton).
                const UNBAL: u8 =
                    shape::UNBALANCED | shape::ONE_SUITER | shape::TWO_SUITER | shape::THREE_SUITER | shape::VOID;
                if flags == shape::BALANCED {
                    self.balanced = Some(true);
                } else if flags != 0 && flags & !UNBAL == 0 {
                    self.balanced = Some(false);
                }
            }
            _ => {}
        }
    }

    /// Whether a hand fits the description (the soundness check).
    pub fn holds(&self, f: &Features) -> bool {
        let bal = f.shape() & shape::BALANCED != 0;
        self.hcp.contains(f.hcp())
            && self.total.contains(f.total_points())
            && Suit::ALL
                .iter()
                .all(|&s| self.len[s as usize].contains(f.len(s)) && f.suit(s).stopper() as u8 >= self.stop[s as usize])
            && self.balanced.is_none_or(|b| b == bal)
    }

    /// Whether the description is impossible (an empty span): no hand fits.
    pub fn is_empty(&self) -> bool {
        self.hcp.lo > self.hcp.hi
            || self.total.lo > self.total.hi
            || self.len.iter().any(|l| l.lo > l.hi)
            || self.len.iter().map(|l| l.lo as u32).sum::<u32>() > 13
    }

    /// Whether nothing is shown.
    pub fn is_any(&self) -> bool {
        *self == Shown::ANY
    }

    /// The description as one number ([`Shown::unpack`] gives it back): generated code keeps
    /// its description tables as these. Six spans of two bytes, the four stopper classes in two
    /// bits each, then "balanced" (0 unknown, 1 no, 2 yes).
    pub const fn pack(&self) -> u128 {
        let spans = [self.hcp, self.total, self.len[0], self.len[1], self.len[2], self.len[3]];
        let mut v: u128 = 0;
        let mut i = 0;
        while i < 6 {
            v |= (spans[i].lo as u128) << (16 * i) | (spans[i].hi as u128) << (16 * i + 8);
            i += 1;
        }
        let mut j = 0;
        while j < 4 {
            v |= ((self.stop[j] & 3) as u128) << (96 + 2 * j);
            j += 1;
        }
        let b: u128 = match self.balanced {
            None => 0,
            Some(false) => 1,
            Some(true) => 2,
        };
        v | b << 104
    }

    /// The description [`Shown::pack`] made this number of.
    pub const fn unpack(v: u128) -> Shown {
        const fn span(v: u128, i: u32) -> Span {
            Span { lo: (v >> (16 * i)) as u8, hi: (v >> (16 * i + 8)) as u8 }
        }
        const fn stop(v: u128, j: u32) -> u8 {
            (v >> (96 + 2 * j)) as u8 & 3
        }
        Shown {
            hcp: span(v, 0),
            total: span(v, 1),
            len: [span(v, 2), span(v, 3), span(v, 4), span(v, 5)],
            stop: [stop(v, 0), stop(v, 1), stop(v, 2), stop(v, 3)],
            balanced: match (v >> 104) as u8 & 3 {
                1 => Some(false),
                2 => Some(true),
                _ => None,
            },
        }
    }
}

/// One way a section makes a call, for descriptions: the call, the entry, what it shows, and
/// the entry's situational requirements (its position, vulnerability, conventions...).
/// Generated code keeps a static table of these per section; the interpreter builds the same.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DescRow<'a> {
    /// The call's code ([`Call::code`]).
    pub call: u8,
    /// The entry.
    pub entry: u32,
    /// What it shows, packed ([`Shown::pack`]).
    pub shown: u128,
    /// The situational requirements of the entry, all of which must hold where the call is made.
    pub pre: &'a [Leaf],
}

impl<'a> DescRow<'a> {
    /// A row.
    pub const fn new(call: u8, entry: u32, shown: u128, pre: &'a [Leaf]) -> DescRow<'a> {
        DescRow { call, entry, shown, pre }
    }
}

/// Folds a section's rows for `call` into `acc` (the first entry, the weakest claim so far):
/// with `s`, rows whose situational requirements fail there are left out.
#[inline]
pub fn fold_desc(
    acc: Option<(u32, Shown)>,
    rows: &[DescRow<'_>],
    call: Call,
    s: Option<&Situation<'_>>,
) -> Option<(u32, Shown)> {
    fold_rows(acc, rows.iter().map(|r| (r.call, r.entry, r.shown, r.pre)), call, s)
}

/// [`fold_desc`] over rows given as (call code, entry, packed description, requirements), for
/// callers that keep their rows in another form (the interpreter).
#[inline]
pub fn fold_rows<'r>(
    mut acc: Option<(u32, Shown)>,
    rows: impl Iterator<Item = (u8, u32, u128, &'r [Leaf])>,
    call: Call,
    s: Option<&Situation<'_>>,
) -> Option<(u32, Shown)> {
    let code = call.code();
    for (c, entry, packed, pre) in rows {
        if c != code {
            continue;
        }
        if let Some(s) = s {
            if !pre.iter().all(|l| l.eval(s, None)) {
                continue;
            }
        }
        let shown = Shown::unpack(packed);
        acc = Some(match acc {
            None => (entry, shown),
            Some((e, a)) => (e, a.hull(shown)),
        });
    }
    acc
}

impl fmt::Display for Shown {
    /// `12-14 HCP, 5+ S, balanced`: the features that say something, or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        let span = |s: Span, all: Span, unit: &str| -> Option<String> {
            if s.is(all) {
                None
            } else if s.lo > s.hi {
                Some(format!("no {unit}"))
            } else if s.hi >= all.hi {
                Some(format!("{}+ {unit}", s.lo))
            } else if s.lo <= all.lo {
                Some(format!("{}- {unit}", s.hi))
            } else if s.lo == s.hi {
                Some(format!("{} {unit}", s.lo))
            } else {
                Some(format!("{}-{} {unit}", s.lo, s.hi))
            }
        };
        parts.extend(span(self.hcp, HCP_ALL, "HCP"));
        parts.extend(span(self.total, TOTAL_ALL, "total points"));
        for s in Suit::ALL.iter().rev() {
            parts.extend(span(self.len[*s as usize], LEN_ALL, &s.letter().to_string()));
        }
        for s in Suit::ALL.iter().rev() {
            let v = self.stop[*s as usize];
            if v > 0 {
                let name = ["", "half a stopper", "a stopper", "a double stopper"][v.min(3) as usize];
                parts.push(format!("{name} in {}", s.letter()));
            }
        }
        match self.balanced {
            Some(true) => parts.push("balanced".into()),
            Some(false) => parts.push("unbalanced".into()),
            None => {}
        }
        if parts.is_empty() {
            f.write_str("-")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Hand;

    #[test]
    fn hull_is_the_weaker_claim_and_meet_the_stronger() {
        let mut a = Shown::ANY;
        a.narrow(&Leaf::Hcp(Range::new(6, 10)), None);
        a.narrow(&Leaf::Len { suit: SuitRef::Fixed(Suit::Hearts), range: Range::at_least(4) }, None);
        let mut b = Shown::ANY;
        b.narrow(&Leaf::Hcp(Range::at_least(16)), None);
        b.narrow(&Leaf::Len { suit: SuitRef::Fixed(Suit::Hearts), range: Range::at_least(2) }, None);
        let h = a.hull(b);
        assert_eq!(h.hcp, Span::new(6, 37));
        assert_eq!(h.len[Suit::Hearts as usize], Span::new(2, 13));
        assert_eq!(h.to_string(), "6+ HCP, 2+ H");
        let m = a.meet(b);
        assert_eq!(m.hcp.lo, 16);
        assert!(m.is_empty());
        let mut x = Shown::ANY;
        x.narrow(&Leaf::Len { suit: SuitRef::X, range: Range::at_least(5) }, Some(Suit::Spades));
        x.narrow(&Leaf::Shape(shape::BALANCED), None);
        assert_eq!(x.to_string(), "5+ S, balanced");
        let f = Features::new(Hand::parse("AQ432-K87-K2-654").unwrap());
        assert!(x.holds(&f));
        assert!(!x.holds(&Features::new(Hand::parse("A432-K87-K32-654").unwrap())));
        for d in [a, b, h, m, x, Shown::ANY] {
            assert_eq!(Shown::unpack(d.pack()), d);
        }
    }
}
