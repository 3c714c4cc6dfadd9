//! What a call shows: the features an entry's requirements guarantee about the hand, combined
//! over the entries that can make a call ([`Shown::hull`], the least common denominator) and
//! over a player's calls ([`Shown::meet`]). docs/descriptions.md says which requirements count.
//!
//! Everything here is `Copy` and fixed-size: describing an auction allocates nothing.

use core::fmt;

use super::leaf::{Leaf, Range, SuitRef};
use crate::card::Suit;
use crate::features::{shape, Features};
use crate::hand::Holding;
use crate::tables::{suit_info, GibQuality};

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

    /// The span narrowed to a requirement's range, within `all` (an empty result keeps
    /// `lo > hi`, with `lo` at most one above `all`).
    fn narrow(self, r: Range, all: Span) -> Span {
        let clamp = |v: i32| v.clamp(all.lo as i32, all.hi as i32 + 1) as u8;
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
    /// The least GIB suit quality shown in each suit ([`GibQuality`] as a number: 0 none shown).
    pub quality: [u8; 4],
    /// The least 8-4-2-1 honour value shown in each suit (ace 8, king 4, queen 2, jack 1).
    pub honors: [u8; 4],
    /// The call's forcing status: 0 not forcing, 1 forcing one round, 2 game forcing. It is
    /// what the call asks of partner, not a feature of the hand.
    pub forcing: u8,
    /// How many aces the hand may hold, as bits (bit k: k aces, k 0-4; [`COUNT_ALL`] says
    /// nothing): what a Blackwood or Gerber answer promises (`custom=1:A1`), `0 or 4` included.
    pub aces: u8,
    /// How many kings the hand may hold, the same way (`custom=2:K1`).
    pub kings: u8,
    /// The honours denied in each suit, 8-4-2-1 bits (ace 8, king 4, queen 2, jack 1): the hand
    /// holds none of them there. A control bid that skips clubs shows "no A in C" (`C=:<4`).
    pub denied: [u8; 4],
}

/// The count bits of [`Shown::aces`] and [`Shown::kings`] that say nothing: 0 to 4.
pub const COUNT_ALL: u8 = 0x1F;

/// The widest spans: what nothing is known about.
const HCP_ALL: Span = Span::new(0, 37);
const TOTAL_ALL: Span = Span::new(0, 60);
const LEN_ALL: Span = Span::new(0, 13);

const fn min8(a: u8, b: u8) -> u8 {
    if a < b {
        a
    } else {
        b
    }
}

const fn max8(a: u8, b: u8) -> u8 {
    if a > b {
        a
    } else {
        b
    }
}

impl Shown {
    /// The forcing status in words, as the JSON outputs write it: `no`, `one round` or `game`.
    pub const fn forcing_words(&self) -> &'static str {
        match self.forcing {
            0 => "no",
            1 => "one round",
            _ => "game",
        }
    }

    /// Nothing shown.
    pub const ANY: Shown = Shown {
        hcp: HCP_ALL,
        total: TOTAL_ALL,
        len: [LEN_ALL; 4],
        stop: [0; 4],
        balanced: None,
        quality: [0; 4],
        honors: [0; 4],
        forcing: 0,
        aces: COUNT_ALL,
        kings: COUNT_ALL,
        denied: [0; 4],
    };

    /// [`Shown::ANY`] packed.
    pub const ANY_PACKED: u128 = Shown::ANY.pack();

    /// No hand: what a hand that passes by an entry every hand meets has (nothing reaches the
    /// entries after it).
    pub const NONE: Shown = Shown { hcp: Span { lo: 1, hi: 0 }, ..Shown::ANY };

    /// What is shown by either of two ways of making a call: for each feature the weaker claim.
    pub const fn hull(self, o: Shown) -> Shown {
        let mut out = self;
        let mut i = 0;
        while i < 4 {
            out.len[i] = self.len[i].hull(o.len[i]);
            out.stop[i] = min8(self.stop[i], o.stop[i]);
            out.quality[i] = min8(self.quality[i], o.quality[i]);
            out.honors[i] = min8(self.honors[i], o.honors[i]);
            out.denied[i] = self.denied[i] & o.denied[i];
            i += 1;
        }
        out.aces = self.aces | o.aces;
        out.kings = self.kings | o.kings;
        out.balanced = match (self.balanced, o.balanced) {
            (Some(a), Some(b)) if a == b => Some(a),
            _ => None,
        };
        out.hcp = self.hcp.hull(o.hcp);
        out.total = self.total.hull(o.total);
        out.forcing = min8(self.forcing, o.forcing);
        out
    }

    /// What two calls of the same player show together: for each feature the stronger claim.
    pub const fn meet(self, o: Shown) -> Shown {
        let mut out = self.meet_denial(o);
        let mut i = 0;
        while i < 4 {
            out.stop[i] = max8(self.stop[i], o.stop[i]);
            out.quality[i] = max8(self.quality[i], o.quality[i]);
            out.honors[i] = max8(self.honors[i], o.honors[i]);
            out.denied[i] = self.denied[i] | o.denied[i];
            i += 1;
        }
        out.forcing = max8(self.forcing, o.forcing);
        out
    }

    /// [`Shown::meet`] with a denial ([`Shown::denial`], or [`Shown::NONE`]): a denial says
    /// something only about HCP, total points, suit lengths, balance and the aces or kings held,
    /// and its other fields are [`Shown::ANY`]'s, which a meet leaves as they are. The
    /// description fold applies a denial at most rows it reads; this meets only those fields,
    /// and [`Shown::meet`] adds the others.
    #[inline]
    pub const fn meet_denial(self, d: Shown) -> Shown {
        let mut out = self;
        out.hcp = self.hcp.meet(d.hcp);
        out.total = self.total.meet(d.total);
        let mut i = 0;
        while i < 4 {
            out.len[i] = self.len[i].meet(d.len[i]);
            i += 1;
        }
        out.balanced = match self.balanced {
            Some(b) => Some(b),
            None => d.balanced,
        };
        out.aces = self.aces & d.aces;
        out.kings = self.kings & d.kings;
        out
    }

    /// Narrows the description by one requirement the hand meets; `x` is the x suit when the
    /// entry has one. Requirements that say nothing about these features leave it as it is.
    pub fn narrow(&mut self, leaf: &Leaf, x: Option<Suit>) {
        let suit = |r: SuitRef| r.resolve(x);
        match *leaf {
            Leaf::Hcp(r) => self.hcp = self.hcp.narrow(r, HCP_ALL),
            // Custom points that count aces alone (or kings alone): the numbers allowed.
            Leaf::Custom { points, range } => match honour_counts(points, range) {
                Some((true, bits)) => self.aces &= bits,
                Some((false, bits)) => self.kings &= bits,
                None => {}
            },
            Leaf::Total(r) => self.total = self.total.narrow(r, TOTAL_ALL),
            Leaf::Len { suit: s, range } => {
                if let Some(s) = suit(s) {
                    self.len[s as usize] = self.len[s as usize].narrow(range, LEN_ALL);
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
        if let Some(s) = leaf.holding_suit().and_then(suit) {
            let i = s as usize;
            match *leaf {
                Leaf::Stopper { min, .. } => self.stop[i] = self.stop[i].max(min as u8),
                Leaf::GibQuality { min, .. } => self.quality[i] = self.quality[i].max(min as u8),
                _ => {}
            }
            // The honours a requirement on the holding guarantees: the least 8-4-2-1 value over
            // every holding that meets it (none: the requirement cannot be met); and the
            // honours none of those holdings has.
            if !matches!(leaf, Leaf::GibQuality { .. }) {
                match honor_bounds(leaf) {
                    Some((least, never)) => {
                        self.honors[i] = self.honors[i].max(least);
                        self.denied[i] |= never;
                    }
                    None => self.hcp = Span::new(1, 0),
                }
            }
        }
        // Total points are HCP plus distribution points, never fewer than the HCP: a hand
        // that has shown 12+ HCP has shown 12+ total points, and 15- total points 15- HCP.
        self.total.lo = self.total.lo.max(self.hcp.lo);
        self.hcp.hi = self.hcp.hi.min(self.total.hi);
    }

    /// What a hand that fails `leaf` has, when that is one range of a feature described here:
    /// a range at either end of HCP, total points or a suit's length, or "balanced".
    /// `None` when the complement is not one range (`hcp=12-14` failing) or not a feature.
    pub fn denial(leaf: &Leaf) -> Option<Shown> {
        let mut out = Shown::ANY;
        let below = |r: Range, all: Span| -> Option<Span> {
            if r.lo <= all.lo as i32 && r.hi < all.hi as i32 {
                Some(Span::new((r.hi + 1).max(0) as u8, all.hi))
            } else if r.hi >= all.hi as i32 && r.lo > all.lo as i32 {
                Some(Span::new(all.lo, (r.lo - 1).min(all.hi as i32) as u8))
            } else {
                None
            }
        };
        match *leaf {
            Leaf::Hcp(r) => out.hcp = below(r, HCP_ALL)?,
            Leaf::Total(r) => out.total = below(r, TOTAL_ALL)?,
            Leaf::Len { suit: SuitRef::Fixed(s), range } => out.len[s as usize] = below(range, LEN_ALL)?,
            Leaf::Shape(flags) if flags == shape::BALANCED => out.balanced = Some(false),
            // A Blackwood answer of "3+ aces" passed by: at most 2 aces.
            Leaf::Custom { points, range } => match honour_counts(points, range)? {
                (true, bits) => out.aces = !bits & COUNT_ALL,
                (false, bits) => out.kings = !bits & COUNT_ALL,
            },
            _ => return None,
        }
        Some(out)
    }

    /// Whether a hand fits the description (the soundness check). The forcing status is not
    /// a feature of the hand and is not tested.
    pub fn holds(&self, f: &Features) -> bool {
        let bal = f.shape() & shape::BALANCED != 0;
        self.hcp.contains(f.hcp())
            && self.total.contains(f.total_points())
            && Suit::ALL.iter().all(|&s| {
                let i = f.suit(s);
                let k = s as usize;
                self.len[k].contains(f.len(s))
                    && i.stopper() as u8 >= self.stop[k]
                    && i.gib_quality() as u8 >= self.quality[k]
                    && i.honor_value >= self.honors[k]
                    && i.honor_value & self.denied[k] == 0
            })
            && self.balanced.is_none_or(|b| b == bal)
            && self.aces & 1 << count_honor(f, 8) != 0
            && self.kings & 1 << count_honor(f, 4) != 0
    }

    /// Whether the description is impossible (an empty span): no hand fits.
    pub fn is_empty(&self) -> bool {
        self.hcp.lo > self.hcp.hi
            || self.total.lo > self.total.hi
            || self.len.iter().any(|l| l.lo > l.hi)
            || self.len.iter().map(|l| l.lo as u32).sum::<u32>() > 13
            || self.aces & COUNT_ALL == 0
            || self.kings & COUNT_ALL == 0
    }

    /// Whether nothing is shown.
    pub fn is_any(&self) -> bool {
        *self == Shown::ANY
    }

    /// Whether `self` claims nothing that `o` does not: every hand `o` allows, `self` allows.
    pub fn is_weaker_or_equal(&self, o: &Shown) -> bool {
        self.hull(*o) == *self
    }
    /// The description as four words, every field a byte: [`Shown::from_words`] reads it back
    /// exactly (for caches, where [`Shown::pack`]'s bit fields cost more to write and read).
    pub const fn to_words(&self) -> [u64; 4] {
        let balanced = match self.balanced {
            None => 0,
            Some(false) => 1,
            Some(true) => 2,
        };
        let b: [u8; 32] = [
            self.hcp.lo,
            self.hcp.hi,
            self.total.lo,
            self.total.hi,
            self.len[0].lo,
            self.len[0].hi,
            self.len[1].lo,
            self.len[1].hi,
            self.len[2].lo,
            self.len[2].hi,
            self.len[3].lo,
            self.len[3].hi,
            self.stop[0],
            self.stop[1],
            self.stop[2],
            self.stop[3],
            balanced,
            self.quality[0],
            self.quality[1],
            self.quality[2],
            self.quality[3],
            self.honors[0],
            self.honors[1],
            self.honors[2],
            self.honors[3],
            self.forcing,
            self.aces,
            self.kings,
            self.denied[0],
            self.denied[1],
            self.denied[2],
            self.denied[3],
        ];
        let mut w = [0u64; 4];
        let mut i = 0;
        while i < 32 {
            w[i / 8] |= (b[i] as u64) << (8 * (i % 8));
            i += 1;
        }
        w
    }

    /// [`Shown::to_words`] read back.
    pub const fn from_words(w: [u64; 4]) -> Shown {
        let mut b = [0u8; 32];
        let mut i = 0;
        while i < 32 {
            b[i] = (w[i / 8] >> (8 * (i % 8))) as u8;
            i += 1;
        }
        Shown {
            hcp: Span::new(b[0], b[1]),
            total: Span::new(b[2], b[3]),
            len: [Span::new(b[4], b[5]), Span::new(b[6], b[7]), Span::new(b[8], b[9]), Span::new(b[10], b[11])],
            stop: [b[12], b[13], b[14], b[15]],
            balanced: match b[16] {
                0 => None,
                1 => Some(false),
                _ => Some(true),
            },
            quality: [b[17], b[18], b[19], b[20]],
            honors: [b[21], b[22], b[23], b[24]],
            forcing: b[25],
            aces: b[26],
            kings: b[27],
            denied: [b[28], b[29], b[30], b[31]],
        }
    }

    /// The description as one number ([`Shown::unpack`] gives it back): generated code keeps
    /// its description tables as these. HCP in 6-bit bounds, total points in 7, each length in 4;
    /// then per suit the stopper class (2 bits), balanced (2: 0 unknown, 1 no, 2 yes), per suit
    /// the GIB quality (3) and honour value (4), the forcing status (2), the ace and king
    /// counts (5 each) and per suit the denied honours (4): 124 bits.
    pub const fn pack(&self) -> u128 {
        let mut w = Bits { v: 0, at: 0 };
        w = w.span(self.hcp, 6).span(self.total, 7);
        let mut i = 0;
        while i < 4 {
            w = w.span(self.len[i], 4);
            i += 1;
        }
        let mut i = 0;
        while i < 4 {
            w = w.put(self.stop[i] as u128, 2);
            i += 1;
        }
        let b = match self.balanced {
            None => 0,
            Some(false) => 1,
            Some(true) => 2,
        };
        w = w.put(b, 2);
        let mut i = 0;
        while i < 4 {
            w = w.put(self.quality[i] as u128, 3).put(self.honors[i] as u128, 4);
            i += 1;
        }
        w = w.put(self.forcing as u128, 2).put(self.aces as u128, 5).put(self.kings as u128, 5);
        let mut i = 0;
        while i < 4 {
            w = w.put(self.denied[i] as u128, 4);
            i += 1;
        }
        w.v
    }

    /// The description [`Shown::pack`] made this number of.
    pub const fn unpack(v: u128) -> Shown {
        let mut r = Bits { v, at: 0 };
        let mut out = Shown::ANY;
        let (s, r2) = r.span_out(6);
        out.hcp = s;
        r = r2;
        let (s, r2) = r.span_out(7);
        out.total = s;
        r = r2;
        let mut i = 0;
        while i < 4 {
            let (s, r2) = r.span_out(4);
            out.len[i] = s;
            r = r2;
            i += 1;
        }
        let mut i = 0;
        while i < 4 {
            let (s, r2) = r.take(2);
            out.stop[i] = s;
            r = r2;
            i += 1;
        }
        let (b, r2) = r.take(2);
        r = r2;
        out.balanced = match b {
            1 => Some(false),
            2 => Some(true),
            _ => None,
        };
        let mut i = 0;
        while i < 4 {
            let (q, r2) = r.take(3);
            let (h, r3) = r2.take(4);
            out.quality[i] = q;
            out.honors[i] = h;
            r = r3;
            i += 1;
        }
        let (forcing, r2) = r.take(2);
        out.forcing = forcing;
        let (aces, r2) = r2.take(5);
        let (kings, mut r) = r2.take(5);
        out.aces = aces;
        out.kings = kings;
        let mut i = 0;
        while i < 4 {
            let (d, r2) = r.take(4);
            out.denied[i] = d;
            r = r2;
            i += 1;
        }
        out
    }
}

/// Over all 8,192 holdings that meet a requirement on one suit's holding: the least 8-4-2-1
/// value, and the honours (8-4-2-1 bits) none of them holds; `None` when no holding meets it.
/// Remembered per requirement, whatever its suit.
fn honor_bounds(leaf: &Leaf) -> Option<(u8, u8)> {
    use std::cell::RefCell;
    use std::collections::HashMap;
    thread_local! {
        static SEEN: RefCell<HashMap<Leaf, Option<(u8, u8)>>> = RefCell::new(HashMap::new());
    }
    let key = leaf.with_suits(|_| SuitRef::Fixed(Suit::Spades), |m| m);
    if let Some(v) = SEEN.with(|c| c.borrow().get(&key).copied()) {
        return v;
    }
    let mut bounds: Option<(u8, u8)> = None;
    for i in (0u16..1 << 13).map(|b| suit_info(Holding::from_bits(b))).filter(|i| leaf.on_holding(i)) {
        let (least, never) = bounds.unwrap_or((u8::MAX, 0xF));
        bounds = Some((least.min(i.honor_value), never & !i.honor_value & 0xF));
    }
    SEEN.with(|c| c.borrow_mut().insert(key, bounds));
    bounds
}

/// For custom points that count aces alone (`custom=3:A1`) or kings alone: `(true, counts)` for
/// aces, `(false, counts)` for kings, with the counts (bit k: k of them) whose points fall in
/// `range`. `None` for any other custom count.
fn honour_counts(p: crate::CustomPoints, range: Range) -> Option<(bool, u8)> {
    if p.queen != 0 || p.jack != 0 || p.ten != 0 {
        return None;
    }
    let counts = |each: u16| (0..=4u8).filter(|&k| range.contains(k as i32 * each as i32)).fold(0, |m, k| m | 1 << k);
    match (p.ace, p.king) {
        (a, 0) if a > 0 => Some((true, counts(a))),
        (0, k) if k > 0 => Some((false, counts(k))),
        _ => None,
    }
}

/// How many of the hand's suits hold the honour of 8-4-2-1 value `bit` (8 the ace, 4 the king).
fn count_honor(f: &Features, bit: u8) -> u8 {
    Suit::ALL.iter().filter(|&&s| f.suit(s).honor_value & bit != 0).count() as u8
}

/// A bit cursor for [`Shown::pack`] and [`Shown::unpack`].
#[derive(Copy, Clone)]
struct Bits {
    v: u128,
    at: u32,
}

impl Bits {
    const fn put(self, x: u128, width: u32) -> Bits {
        let mask = (1u128 << width) - 1;
        Bits { v: self.v | (x & mask) << self.at, at: self.at + width }
    }

    /// A span whose bounds fit in `width` bits (an empty span is kept empty: its low bound is
    /// cut to one above the high bound).
    const fn span(self, s: Span, width: u32) -> Bits {
        let top = (1u8 << width) - 1;
        let lo = if s.lo > top { top } else { s.lo };
        let hi = if s.hi > top { top } else { s.hi };
        let lo = if s.lo > s.hi && lo <= hi { hi + 1 } else { lo };
        self.put(lo as u128, width).put(hi as u128, width)
    }

    const fn take(self, width: u32) -> (u8, Bits) {
        (((self.v >> self.at) & ((1u128 << width) - 1)) as u8, Bits { v: self.v, at: self.at + width })
    }

    const fn span_out(self, width: u32) -> (Span, Bits) {
        let (lo, r) = self.take(width);
        let (hi, r) = r.take(width);
        (Span { lo, hi }, r)
    }
}

impl fmt::Display for Shown {
    /// `12-14 HCP, 5+ S, balanced`: the features that say something, or `-`. Writes straight to
    /// the formatter: describing a call into a caller's buffer (the C ABI) allocates nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Writes ", " before every part but the first.
        let mut first = true;
        let mut part = |f: &mut fmt::Formatter<'_>, args: fmt::Arguments<'_>| -> fmt::Result {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            f.write_fmt(args)
        };
        let span = |part: &mut dyn FnMut(&mut fmt::Formatter<'_>, fmt::Arguments<'_>) -> fmt::Result,
                    f: &mut fmt::Formatter<'_>,
                    s: Span,
                    all: Span,
                    unit: &dyn fmt::Display|
         -> fmt::Result {
            if s.is(all) {
                Ok(())
            } else if s.lo > s.hi {
                part(f, format_args!("no {unit}"))
            } else if s.hi >= all.hi {
                part(f, format_args!("{}+ {unit}", s.lo))
            } else if s.hi <= all.lo {
                // Only the least value: "0 S" (a void), not "0- S".
                part(f, format_args!("{} {unit}", s.hi))
            } else if s.lo <= all.lo {
                part(f, format_args!("{}- {unit}", s.hi))
            } else if s.lo == s.hi {
                part(f, format_args!("{} {unit}", s.lo))
            } else {
                part(f, format_args!("{}-{} {unit}", s.lo, s.hi))
            }
        };
        span(&mut part, f, self.hcp, HCP_ALL, &"HCP")?;
        // Total points are printed only where they say more than the HCP do.
        let total = Span { lo: if self.total.lo > self.hcp.lo { self.total.lo } else { TOTAL_ALL.lo }, ..self.total };
        span(&mut part, f, total, TOTAL_ALL, &"total points")?;
        // A balanced hand holds 2-5 cards in each suit: "balanced" says it. A most of 10 cards
        // or more in a suit says nothing a player needs, and is left out ("12- H").
        let implied = if self.balanced == Some(true) { Span::new(2, 5) } else { LEN_ALL };
        for s in Suit::ALL.iter().rev() {
            let mut len = self.len[*s as usize];
            if len.hi >= 10 {
                len.hi = LEN_ALL.hi;
            }
            span(
                &mut part,
                f,
                if len.lo <= implied.lo && len.hi >= implied.hi { LEN_ALL } else { len },
                LEN_ALL,
                &s.letter(),
            )?;
        }
        for s in Suit::ALL.iter().rev() {
            let v = self.stop[*s as usize];
            if v > 0 {
                let name = ["", "half a stopper", "a stopper", "a double stopper"][v.min(3) as usize];
                part(f, format_args!("{name} in {}", s.letter()))?;
            }
        }
        for s in Suit::ALL.iter().rev() {
            let q = self.quality[*s as usize];
            if q > 0 {
                let name = GibQuality::ALL.get(q as usize).map_or("?", |g| g.name());
                part(f, format_args!("{name} {}", s.letter()))?;
            }
        }
        for s in Suit::ALL.iter().rev() {
            let v = self.honors[*s as usize];
            if v > 0 {
                // The least holding of that value, ace 8, king 4, queen 2, jack 1 (GIB's "KQ").
                let mut least = [0u8; 4];
                let mut n = 0;
                for (b, c) in [(8, b'A'), (4, b'K'), (2, b'Q'), (1, b'J')] {
                    if v & b != 0 {
                        least[n] = c;
                        n += 1;
                    }
                }
                let least = core::str::from_utf8(&least[..n]).unwrap_or("?");
                part(f, format_args!("{least}+ in {}", s.letter()))?;
            }
        }
        for s in Suit::ALL.iter().rev() {
            let v = self.denied[*s as usize];
            if v > 0 {
                // "no A in C", "no A or K in C".
                part(f, format_args!("no "))?;
                let mut n = 0;
                for (b, c) in [(8, "A"), (4, "K"), (2, "Q"), (1, "J")] {
                    if v & b != 0 {
                        f.write_str(if n == 0 { "" } else { " or " })?;
                        f.write_str(c)?;
                        n += 1;
                    }
                }
                write!(f, " in {}", s.letter())?;
            }
        }
        for (bits, one, many) in [(self.aces, "ace", "aces"), (self.kings, "king", "kings")] {
            if bits & COUNT_ALL != COUNT_ALL {
                part(f, format_args!("{}", Counts { bits, one, many }))?;
            }
        }
        match self.balanced {
            Some(true) => part(f, format_args!("balanced"))?,
            Some(false) => part(f, format_args!("unbalanced"))?,
            None => {}
        }
        match self.forcing {
            1 => part(f, format_args!("forcing"))?,
            2.. => part(f, format_args!("game forcing"))?,
            _ => {}
        }
        if first {
            f.write_str("-")?;
        }
        Ok(())
    }
}

/// A set of counts of aces or kings in words: `1 ace`, `0 or 4 aces`, `2+ kings`, `at most 1
/// ace`, `1, 2 or 3 aces`.
struct Counts {
    bits: u8,
    one: &'static str,
    many: &'static str,
}

impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bits = self.bits & COUNT_ALL;
        let (lo, hi) = (bits.trailing_zeros() as u8, 7 - bits.leading_zeros() as u8);
        let contiguous = bits.count_ones() as u8 == hi - lo + 1;
        let unit = |k: u8| if k == 1 { self.one } else { self.many };
        if bits == 0 {
            return write!(f, "no possible number of {}", self.many);
        }
        if lo == hi {
            return write!(f, "{lo} {}", unit(lo));
        }
        if contiguous && hi == 4 {
            return write!(f, "{lo}+ {}", self.many);
        }
        if contiguous && lo == 0 {
            return write!(f, "at most {hi} {}", unit(hi));
        }
        let mut left = bits.count_ones();
        for k in 0..=4u8 {
            if bits & 1 << k != 0 {
                left -= 1;
                write!(
                    f,
                    "{k}{}",
                    if left == 0 {
                        ""
                    } else if left == 1 {
                        " or "
                    } else {
                        ", "
                    }
                )?;
            }
        }
        write!(f, " {}", self.many)
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
        for d in [a, b, h, m, x, Shown::ANY, Shown::NONE] {
            assert_eq!(Shown::unpack(d.pack()), d);
            assert_eq!(Shown::from_words(d.to_words()), d);
        }
    }

    /// `meet_denial` is `meet` for every denial: of HCP, total points and length ranges at
    /// either end, balance, ace and king counts, and the row that denies every hand, met with
    /// descriptions that say something in every field.
    #[test]
    fn meet_denial_is_meet_for_denials() {
        let spades = SuitRef::Fixed(Suit::Spades);
        let mut leaves = vec![Leaf::Shape(shape::BALANCED)];
        for k in 0..=40 {
            leaves.push(Leaf::Hcp(Range::at_least(k)));
            leaves.push(Leaf::Hcp(Range::new(0, k)));
            leaves.push(Leaf::Total(Range::at_least(k)));
            leaves.push(Leaf::Total(Range::new(0, k)));
        }
        for s in Suit::ALL {
            for k in 0..=13 {
                leaves.push(Leaf::Len { suit: SuitRef::Fixed(s), range: Range::at_least(k) });
                leaves.push(Leaf::Len { suit: SuitRef::Fixed(s), range: Range::new(0, k) });
            }
        }
        for n in 0..=4 {
            let points = |ace, king| crate::CustomPoints::new(ace, king, 0, 0, 0);
            leaves.push(Leaf::Custom { points: points(100, 0), range: Range::at_least(n * 100) });
            leaves.push(Leaf::Custom { points: points(0, 100), range: Range::new(0, n * 100) });
        }
        let mut denials: Vec<Shown> = leaves.iter().filter_map(Shown::denial).collect();
        assert!(denials.iter().any(|d| d.aces != COUNT_ALL) && denials.iter().any(|d| d.kings != COUNT_ALL));
        denials.push(Shown::NONE);
        let mut rich = Shown::ANY;
        rich.narrow(&Leaf::Hcp(Range::new(12, 14)), None);
        rich.narrow(&Leaf::Len { suit: spades, range: Range::at_least(5) }, None);
        rich.narrow(&Leaf::Shape(shape::BALANCED), None);
        rich.stop = [1, 2, 0, 3];
        rich.quality = [2, 0, 1, 4];
        rich.honors = [8, 4, 2, 1];
        rich.denied = [1, 2, 4, 8];
        rich.forcing = 2;
        rich.aces = 0b0110;
        rich.kings = 0b0011;
        for d in &denials {
            assert!(d.stop == [0; 4] && d.quality == [0; 4] && d.honors == [0; 4] && d.denied == [0; 4]);
            assert_eq!(d.forcing, 0);
            for a in [Shown::ANY, Shown::NONE, rich, rich.meet(*d)] {
                assert_eq!(a.meet_denial(*d), a.meet(*d), "{a} with {d}");
            }
        }
    }

    #[test]
    fn honours_quality_forcing_and_packing() {
        use crate::tables::{code, GibQuality};
        let spades = SuitRef::Fixed(Suit::Spades);
        let least = |l: Leaf| {
            let mut s = Shown::ANY;
            s.narrow(&l, None);
            s.honors[Suit::Spades as usize]
        };
        // The ace: 8; two of the top three (AK, AQ or KQ): KQ, 6; 4+ HCP: KJ, 5 (the ace is 8).
        assert_eq!(least(Leaf::Flag { suit: spades, flag: code::ACE }), 8);
        assert_eq!(least(Leaf::OfTop { suit: spades, n: 2, m: 3 }), 6);
        assert_eq!(least(Leaf::SuitHcp { suit: spades, range: Range::at_least(4) }), 5);
        assert_eq!(least(Leaf::Len { suit: spades, range: Range::at_least(5) }), 0);
        let mut s = Shown::ANY;
        s.narrow(&Leaf::OfTop { suit: spades, n: 2, m: 3 }, None);
        s.narrow(&Leaf::GibQuality { suit: spades, min: GibQuality::Rebiddable, max: GibQuality::Solid }, None);
        s.forcing = 2;
        assert_eq!(s.to_string(), "rebiddable S, KQ+ in S, game forcing");
        assert_eq!(Shown::unpack(s.pack()), s);
        let f = Features::new(Hand::parse("KQ5432-K87-K2-65").unwrap());
        assert!(s.holds(&f), "the forcing status is not a feature of the hand");
        // AJ is worth 9, as much as KQ or more (GIB's minimum); QJ, 3, is not.
        assert!(s.holds(&Features::new(Hand::parse("AJ5432-K87-K2-65").unwrap())));
        assert!(!s.holds(&Features::new(Hand::parse("QJ5432-K87-K2-65").unwrap())));
        // Empty spans stay empty through packing.
        let mut e = Shown::ANY;
        e.narrow(&Leaf::Hcp(Range::at_least(40)), None);
        assert!(e.is_empty());
        assert!(Shown::unpack(e.pack()).is_empty());
    }

    #[test]
    fn controls_ace_and_king_counts_and_denied_honours() {
        use crate::CustomPoints;
        let aces =
            |n: i32| Leaf::Custom { points: CustomPoints::new(100, 0, 0, 0, 0), range: Range::new(n * 100, n * 100) };
        let narrowed = |l: Leaf| {
            let mut s = Shown::ANY;
            s.narrow(&l, None);
            s
        };
        // Blackwood's 5C: 0 or 4 aces, the weaker claim of its two entries; 5D: one ace.
        let zero_or_four = narrowed(aces(0)).hull(narrowed(aces(4)));
        assert_eq!(zero_or_four.to_string(), "0 or 4 aces");
        assert_eq!(narrowed(aces(1)).to_string(), "1 ace");
        let kings = Leaf::Custom { points: CustomPoints::new(0, 100, 0, 0, 0), range: Range::at_least(200) };
        assert_eq!(narrowed(kings).to_string(), "2+ kings");
        assert!(zero_or_four.holds(&Features::new(Hand::parse("K2-K43-QJ32-K432").unwrap())));
        assert!(!zero_or_four.holds(&Features::new(Hand::parse("A2-K43-QJ32-K432").unwrap())));
        // Two answers of one player show what both allow: 0 or 4, and then 4.
        assert_eq!(zero_or_four.meet(narrowed(aces(4))).to_string(), "4 aces");
        // A control bid that skips clubs: the diamond ace, no club ace (fewer than 4 HCP there).
        let clubs = SuitRef::Fixed(Suit::Clubs);
        let mut cue = narrowed(Leaf::Flag { suit: SuitRef::Fixed(Suit::Diamonds), flag: crate::tables::code::ACE });
        cue.narrow(&Leaf::SuitHcp { suit: clubs, range: Range::new(i32::MIN, 3) }, None);
        assert_eq!(cue.to_string(), "A+ in D, no A in C");
        assert!(cue.holds(&Features::new(Hand::parse("KQ32-K432-A2-K32").unwrap())));
        assert!(!cue.holds(&Features::new(Hand::parse("KQ32-K432-A2-A32").unwrap())));
        // Fewer than 3 HCP: neither the ace nor the king.
        assert_eq!(
            narrowed(Leaf::SuitHcp { suit: clubs, range: Range::new(i32::MIN, 2) }).to_string(),
            "no A or K in C"
        );
        // Another way to make the call without the denial leaves nothing denied.
        assert_eq!(cue.hull(narrowed(aces(1))).to_string(), "-");
        for s in [zero_or_four, cue, narrowed(kings)] {
            assert_eq!(Shown::unpack(s.pack()), s);
            assert_eq!(Shown::from_words(s.to_words()), s);
        }
    }

    #[test]
    fn denials_are_ranges_at_either_end() {
        let d = |l: Leaf| Shown::denial(&l).map(|s| s.to_string());
        assert_eq!(d(Leaf::Hcp(Range::new(i32::MIN, 5))).as_deref(), Some("6+ HCP"));
        assert_eq!(d(Leaf::Hcp(Range::at_least(16))).as_deref(), Some("15- HCP"));
        assert_eq!(d(Leaf::Hcp(Range::new(12, 14))), None);
        let hearts = SuitRef::Fixed(Suit::Hearts);
        assert_eq!(d(Leaf::Len { suit: hearts, range: Range::at_least(4) }).as_deref(), Some("3- H"));
        assert_eq!(d(Leaf::Len { suit: SuitRef::X, range: Range::at_least(4) }), None);
        assert_eq!(d(Leaf::Shape(shape::BALANCED)).as_deref(), Some("unbalanced"));
        assert_eq!(d(Leaf::Losers(Range::at_least(7))), None);
    }
}
