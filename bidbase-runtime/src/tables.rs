//! Per-holding evaluation tables, built at compile time: one [`SuitInfo`] for each of the
//! 8192 possible holdings of a suit. Every suit measure of BidBase (and GIB's)
//! is defined here, once; hand measures are sums of suit measures.
//!
//! Ranks are bit indices: 0 = two .. 8 = ten, 9 = jack, 10 = queen, 11 = king, 12 = ace.

const T: u16 = 1 << 8;
const J: u16 = 1 << 9;
const Q: u16 = 1 << 10;
const K: u16 = 1 << 11;
const A: u16 = 1 << 12;
const N9: u16 = 1 << 7;
const N8: u16 = 1 << 6;

/// How well a suit is stopped, by BidBase's lists.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Stopper {
    /// No stopper: the opponents can take five tricks off the top.
    None = 0,
    /// Half a stopper: `Qxx` or `Jxxx`.
    Half = 1,
    /// One stopper: `A`, `Kx`, `QJx`, `QT9x`, `Q98x`, `JT9x`, `J98xx`, `T98xx`.
    One = 2,
    /// Two stoppers: `AK`, `AQ`, `AJTx`, `AT98x`, `KQJ`, `KQT`, `KQ9x`, `KJTx`, `KT9x`.
    Two = 3,
}

impl Stopper {
    /// BidBase's code: `0stop`, `hstop`, `1stop`, `2stop`.
    pub const fn code(self) -> &'static str {
        match self {
            Stopper::None => "0stop",
            Stopper::Half => "hstop",
            Stopper::One => "1stop",
            Stopper::Two => "2stop",
        }
    }

    const fn from_u8(v: u8) -> Stopper {
        match v {
            1 => Stopper::Half,
            2 => Stopper::One,
            3 => Stopper::Two,
            _ => Stopper::None,
        }
    }
}

/// GIB's suit-quality ladder; a suit gets the highest level that describes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum GibQuality {
    /// None of the levels below (fewer than three cards).
    None = 0,
    /// Exactly three cards.
    ThreeCard = 1,
    /// Exactly four cards.
    FourCard = 2,
    /// Five or more cards, or four with three of the top five honours, or with the ace or king.
    Biddable = 3,
    /// Biddable with one card more.
    Rebiddable = 4,
    /// Rebiddable with one card more.
    TwiceRebiddable = 5,
    /// Twice rebiddable with four of the top five honours, or AKQ.
    StrongRebiddable = 6,
    /// Solid: six cards AKQJxx or AKQTxx, seven cards AKQxxxx or AKJTxxx, eight cards
    /// AKJxxxxx, nine cards AKxxxxxxx, or better.
    Solid = 7,
}

impl GibQuality {
    /// All levels, lowest first.
    pub const ALL: [GibQuality; 8] = [
        GibQuality::None,
        GibQuality::ThreeCard,
        GibQuality::FourCard,
        GibQuality::Biddable,
        GibQuality::Rebiddable,
        GibQuality::TwiceRebiddable,
        GibQuality::StrongRebiddable,
        GibQuality::Solid,
    ];

    /// The name used in the DSL and the CLI.
    pub const fn name(self) -> &'static str {
        match self {
            GibQuality::None => "none",
            GibQuality::ThreeCard => "3-card",
            GibQuality::FourCard => "4-card",
            GibQuality::Biddable => "biddable",
            GibQuality::Rebiddable => "rebiddable",
            GibQuality::TwiceRebiddable => "twice-rebiddable",
            GibQuality::StrongRebiddable => "strong-rebiddable",
            GibQuality::Solid => "solid",
        }
    }

    /// Reads a name written by [`GibQuality::name`].
    pub fn from_name(name: &str) -> Option<GibQuality> {
        GibQuality::ALL.into_iter().find(|q| q.name().eq_ignore_ascii_case(name))
    }

    const fn from_u8(v: u8) -> GibQuality {
        GibQuality::ALL[(v & 7) as usize]
    }
}

/// GIB's stop ladder.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum GibStop {
    /// None of the holdings below.
    None = 0,
    /// Partial stop: length + HCP of at least 4 (`Qx`, `Jxx`).
    Partial = 1,
    /// Likely stop: length + HCP of at least 5 (`Kx`, `Qxx`).
    Likely = 2,
    /// Stop: `A`, `QJx`, 5+ HCP, or length + HCP of at least 7.
    Stop = 3,
    /// Two stops: length + HCP of at least 8.
    Two = 4,
}

impl GibStop {
    /// All levels, lowest first.
    pub const ALL: [GibStop; 5] = [GibStop::None, GibStop::Partial, GibStop::Likely, GibStop::Stop, GibStop::Two];

    /// The name used in the DSL and the CLI.
    pub const fn name(self) -> &'static str {
        match self {
            GibStop::None => "none",
            GibStop::Partial => "partial",
            GibStop::Likely => "likely",
            GibStop::Stop => "stop",
            GibStop::Two => "two",
        }
    }

    /// Reads a name written by [`GibStop::name`].
    pub fn from_name(name: &str) -> Option<GibStop> {
        GibStop::ALL.into_iter().find(|q| q.name().eq_ignore_ascii_case(name))
    }

    const fn from_u8(v: u8) -> GibStop {
        match v {
            1 => GibStop::Partial,
            2 => GibStop::Likely,
            3 => GibStop::Stop,
            4 => GibStop::Two,
            _ => GibStop::None,
        }
    }
}

/// Flags of the suit-holding codes of BidBase's Points field.
pub mod code {
    /// `a`: at least two of A, K, Q (AK, KQ or AQ).
    pub const A: u16 = 1 << 0;
    /// `b`: J and T with exactly one of A, K, Q (AJT, KJT or QJT, but not better).
    pub const B: u16 = 1 << 1;
    /// `c`: KQJ, AQJ or AKQ.
    pub const C: u16 = 1 << 2;
    /// `d`: AKQJ, KQJT, AKQT or AKJT.
    pub const D: u16 = 1 << 3;
    /// `FRC`: first-round control, the ace or a void.
    pub const FRC: u16 = 1 << 4;
    /// `SRC`: second-round control, the king or a singleton.
    pub const SRC: u16 = 1 << 5;
    /// `HA`: help suit, ask: three or more cards without the ace or king.
    pub const HA: u16 = 1 << 6;
    /// `HH`: help suit, have: ace or king, or a void or singleton.
    pub const HH: u16 = 1 << 7;
    /// `SS`: a solid suit.
    pub const SS: u16 = 1 << 8;
    /// Holds the ace.
    pub const ACE: u16 = 1 << 9;
    /// Holds the king.
    pub const KING: u16 = 1 << 10;
}

/// Lanes of [`SuitInfo::sums`]: one byte each, so the four suits of a hand add up lane by lane
/// with three `u64` additions and no lane overflows.
pub mod lane {
    /// High-card points.
    pub const HCP: u32 = 0;
    /// Distribution points.
    pub const DIST: u32 = 8;
    /// Quick tricks, in halves.
    pub const QUICK_TRICKS: u32 = 16;
    /// Losers, in halves.
    pub const LOSERS: u32 = 24;
    /// Winners, in halves.
    pub const WINNERS: u32 = 32;
    /// Running winners.
    pub const RUNNING: u32 = 40;
    /// Suits stopped, in halves (2 for a stopped suit, 1 for a half-stopped suit).
    pub const STOPPED: u32 = 48;
    /// Intermediates.
    pub const INTERMEDIATES: u32 = 56;
}

/// Nibbles of [`SuitInfo::shape_counts`]: how many suits (0-4) of a hand fall in each length
/// class, summed over the four suits like [`lane`].
pub mod shape_lane {
    /// Voids.
    pub const VOIDS: u32 = 0;
    /// Singletons.
    pub const SINGLETONS: u32 = 4;
    /// Doubletons.
    pub const DOUBLETONS: u32 = 8;
    /// Suits of three or more cards.
    pub const AT_LEAST_3: u32 = 12;
    /// Suits of four or more cards.
    pub const AT_LEAST_4: u32 = 16;
    /// Suits of five or more cards.
    pub const AT_LEAST_5: u32 = 20;
    /// Suits of six or more cards.
    pub const AT_LEAST_6: u32 = 24;
}

/// Everything bidbase knows about one suit holding.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SuitInfo {
    /// Summable measures, one byte per [`lane`].
    pub sums: u64,
    /// Summable length-class counts, one nibble per [`shape_lane`].
    pub shape_counts: u32,
    /// Kaplan-Rubens points of the suit including its shortness points, in hundredths.
    pub knr: i16,
    /// Flags from [`code`].
    pub codes: u16,
    /// Number of cards.
    pub len: u8,
    /// Dummy shortness points: void 5, singleton 3, doubleton 1 (same honour exceptions as
    /// distribution points).
    pub dummy_short: u8,
    /// The top five honours held, ace at bit 4 down to the ten at bit 0.
    pub top5: u8,
    /// Honours (A K Q J) plus intermediates that continue an unbroken sequence below the jack
    /// (T with J, 9 with that T, 8 with that 9): the count of BidBase's `#H#` code.
    pub honors_seq: u8,
    /// GIB quality (low nibble) and GIB stop (high nibble).
    pub gib: u8,
    /// GIB's 8-4-2-1 honour value.
    pub honor_value: u8,
    /// BidBase's stopper class.
    stopper: u8,
}

impl SuitInfo {
    #[inline]
    const fn lane(self, at: u32) -> u8 {
        (self.sums >> at) as u8
    }
    /// High-card points.
    #[inline]
    pub const fn hcp(self) -> u8 {
        self.lane(lane::HCP)
    }
    /// Distribution points.
    #[inline]
    pub const fn dist(self) -> u8 {
        self.lane(lane::DIST)
    }
    /// Quick tricks, in halves.
    #[inline]
    pub const fn quick_tricks_x2(self) -> u8 {
        self.lane(lane::QUICK_TRICKS)
    }
    /// Losers, in halves.
    #[inline]
    pub const fn losers_x2(self) -> u8 {
        self.lane(lane::LOSERS)
    }
    /// Winners, in halves.
    #[inline]
    pub const fn winners_x2(self) -> u8 {
        self.lane(lane::WINNERS)
    }
    /// Running winners.
    #[inline]
    pub const fn running(self) -> u8 {
        self.lane(lane::RUNNING)
    }
    /// 2 when stopped, 1 when half stopped, 0 otherwise.
    #[inline]
    pub const fn stopped_x2(self) -> u8 {
        self.lane(lane::STOPPED)
    }
    /// Intermediates: tens and nines, and eights with a nine or ten.
    #[inline]
    pub const fn intermediates(self) -> u8 {
        self.lane(lane::INTERMEDIATES)
    }
    /// BidBase's stopper class.
    #[inline]
    pub const fn stopper(self) -> Stopper {
        Stopper::from_u8(self.stopper)
    }
    /// GIB suit quality.
    #[inline]
    pub const fn gib_quality(self) -> GibQuality {
        GibQuality::from_u8(self.gib & 0xF)
    }
    /// GIB stop.
    #[inline]
    pub const fn gib_stop(self) -> GibStop {
        GibStop::from_u8(self.gib >> 4)
    }
    /// How many of the top `m` honours (m = 1..=5, A K Q J T) are held: BidBase's `n/m` code.
    #[inline]
    pub const fn of_top(self, m: u8) -> u8 {
        if m == 0 || m > 5 {
            0
        } else {
            (self.top5 >> (5 - m)).count_ones() as u8
        }
    }
    /// Whether a code flag from [`code`] holds.
    #[inline]
    pub const fn has(self, flag: u16) -> bool {
        self.codes & flag != 0
    }
}

/// Bits of the top `n` cards of a holding.
const fn top_cards(h: u16, n: u32) -> u16 {
    let mut out = 0u16;
    let mut left = n;
    let mut bit = 12i32;
    while bit >= 0 && left > 0 {
        if h & (1 << bit) != 0 {
            out |= 1 << bit;
            left -= 1;
        }
        bit -= 1;
    }
    out
}

const fn has(h: u16, m: u16) -> bool {
    h & m == m
}

const fn count(h: u16, m: u16) -> u32 {
    (h & m).count_ones()
}

/// Number of cards at the top of the holding that are all in sequence from the ace.
const fn top_sequence(h: u16) -> u32 {
    (!(h << 3)).leading_zeros()
}

const fn hcp(h: u16) -> u32 {
    4 * count(h, A) + 3 * count(h, K) + 2 * count(h, Q) + count(h, J)
}

/// Distribution points (void 3, singleton 2, doubleton 1), none for AK, KQ, singleton K, and
/// singleton or doubleton Q or J (a doubleton headed by the Q or the J).
const fn dist_points(h: u16, void: u32, single: u32, double: u32) -> u32 {
    let len = h.count_ones();
    match len {
        0 => void,
        1 => {
            if h & (K | Q | J) != 0 {
                0
            } else {
                single
            }
        }
        2 => {
            if h == A | K || h == K | Q || h & (A | K) == 0 && h & (Q | J) != 0 {
                0
            } else {
                double
            }
        }
        _ => 0,
    }
}

/// Quick tricks in halves: AK 2, AQ 1.5, A 1, KQ 1, Kx .5; half a trick off in a 6+ card suit.
// One branch per row of BidBase's table, kept 1:1 so each can be checked against it.
#[allow(clippy::if_same_then_else)]
const fn quick_tricks_x2(h: u16) -> u32 {
    let len = h.count_ones();
    let qt = if has(h, A | K) {
        4
    } else if has(h, A | Q) {
        3
    } else if has(h, A) {
        2
    } else if has(h, K | Q) {
        2
    } else if has(h, K) && len >= 2 {
        1
    } else {
        0
    };
    if len >= 6 && qt > 0 {
        qt - 1
    } else {
        qt
    }
}

/// Losers in halves, from the first three cards (BidBase's table; see docs/evaluation.md for
/// the holdings the table leaves out).
// One branch per row of BidBase's table, kept 1:1 so each can be checked against it.
#[allow(clippy::if_same_then_else)]
const fn losers_x2(h: u16) -> u32 {
    let len = h.count_ones();
    match len {
        0 => 0,
        1 => {
            if has(h, A) {
                0
            } else {
                2
            }
        }
        2 => {
            if has(h, A | K) {
                0
            } else if has(h, A | Q) {
                1
            } else if has(h, A) || has(h, K) {
                2
            } else {
                4
            }
        }
        _ => {
            let t = top_cards(h, 3);
            if has(t, A | K | Q) {
                0
            } else if has(t, A | K) {
                2
            } else if has(t, A | Q | J) {
                2
            } else if has(t, A | Q) {
                3
            } else if has(t, A | J | T) {
                3
            } else if has(t, A) {
                4
            } else if has(t, K | Q | J) {
                2
            } else if has(t, K | Q) {
                3
            } else if has(t, K | J | T) {
                3
            } else if has(t, K) {
                4
            } else if has(t, Q | J) || has(t, Q | T) {
                4
            } else if has(t, Q) {
                5
            } else {
                6
            }
        }
    }
}

/// Winners in halves: BidBase's table over the first four cards, plus one per card beyond four.
const fn winners_x2(h: u16) -> u32 {
    let len = h.count_ones();
    let t = top_cards(h, 4);
    let top = if has(t, A | K | Q | J) {
        8
    } else if has(t, A | K | Q | T) || has(t, A | K | J | T) || has(t, A | Q | J | T) {
        7
    } else if has(t, A | K | Q) || has(t, K | Q | J | T) {
        6
    } else if has(t, A | Q | J) {
        5
    } else if has(t, A | K) || has(t, K | Q | J) || (has(t, Q | J | T) && len >= 4) {
        4
    } else if has(t, A | Q) {
        3
    } else if has(t, A) || has(t, K | Q) || has(t, Q | J | T) {
        2
    } else if has(t, K) && len >= 2 {
        1
    } else {
        0
    };
    let extra = len.saturating_sub(4);
    top + 2 * extra
}

/// Running winners: the unbroken sequence from the ace; the whole suit runs when that sequence
/// is at least as long as the cards the other three players hold in it.
const fn running(h: u16) -> u32 {
    let len = h.count_ones();
    let seq = top_sequence(h);
    if seq >= 13 - len {
        len
    } else {
        seq
    }
}

/// Whether the holding has all of `honours` and at least `min_len` cards.
const fn pattern(h: u16, honours: u16, min_len: u32) -> bool {
    has(h, honours) && h.count_ones() >= min_len
}

const fn stopper(h: u16) -> u8 {
    if pattern(h, A | K, 2)
        || pattern(h, A | Q, 2)
        || pattern(h, A | J | T, 4)
        || pattern(h, A | T | N9 | N8, 5)
        || pattern(h, K | Q | J, 3)
        || pattern(h, K | Q | T, 3)
        || pattern(h, K | Q | N9, 4)
        || pattern(h, K | J | T, 4)
        || pattern(h, K | T | N9, 4)
    {
        3
    } else if pattern(h, A, 1)
        || pattern(h, K, 2)
        || pattern(h, Q | J, 3)
        || pattern(h, Q | T | N9, 4)
        || pattern(h, Q | N9 | N8, 4)
        || pattern(h, J | T | N9, 4)
        || pattern(h, J | N9 | N8, 5)
        || pattern(h, T | N9 | N8, 5)
    {
        2
    } else if pattern(h, Q, 3) || pattern(h, J, 4) {
        1
    } else {
        0
    }
}

/// Intermediates: the T and the 9, and the 8 only together with the 9 or T.
const fn intermediates(h: u16) -> u32 {
    let t9 = count(h, T | N9);
    if h & N8 != 0 && t9 > 0 {
        t9 + 1
    } else {
        t9
    }
}

const fn honors_seq(h: u16) -> u32 {
    let mut n = count(h, A | K | Q | J);
    if has(h, J | T) {
        n += 1;
        if has(h, N9) {
            n += 1;
            if has(h, N8) {
                n += 1;
            }
        }
    }
    n
}

/// BidBase's solid suit: every card wins a trick against an even split of the outstanding
/// cards, without help from partner. Needs at least one honour.
const fn solid(h: u16) -> bool {
    let len = h.count_ones();
    let seq = top_sequence(h);
    if len == 0 || seq == 0 {
        return false;
    }
    seq == len || seq >= (13 - len).div_ceil(2)
}

const fn codes(h: u16) -> u16 {
    let len = h.count_ones();
    let mut c = 0u16;
    let akq = count(h, A | K | Q);
    if akq >= 2 {
        c |= code::A;
    }
    if has(h, J | T) && akq == 1 {
        c |= code::B;
    }
    if has(h, K | Q | J) || has(h, A | Q | J) || has(h, A | K | Q) {
        c |= code::C;
    }
    if has(h, A | K | Q | J) || has(h, K | Q | J | T) || has(h, A | K | Q | T) || has(h, A | K | J | T) {
        c |= code::D;
    }
    if has(h, A) || len == 0 {
        c |= code::FRC;
    }
    if has(h, K) || len == 1 {
        c |= code::SRC;
    }
    if len >= 3 && h & (A | K) == 0 {
        c |= code::HA;
    }
    if h & (A | K) != 0 || len <= 1 {
        c |= code::HH;
    }
    if solid(h) {
        c |= code::SS;
    }
    if has(h, A) {
        c |= code::ACE;
    }
    if has(h, K) {
        c |= code::KING;
    }
    c
}

/// GIB's "biddable" test shifted by length: `n` = 4 biddable, 5 rebiddable, 6 twice rebiddable.
const fn biddable_at(len: u32, good: bool, n: u32) -> bool {
    len > n || (len == n && good)
}

const fn gib_quality(h: u16) -> u8 {
    let len = h.count_ones();
    let good = count(h, A | K | Q | J | T) >= 3 || h & (A | K) != 0;
    let solid = (len >= 6 && (has(h, A | K | Q | J) || has(h, A | K | Q | T)))
        || (len >= 7 && (has(h, A | K | Q) || has(h, A | K | J | T)))
        || (len >= 8 && has(h, A | K | J))
        || (len >= 9 && has(h, A | K));
    if solid {
        7
    } else if biddable_at(len, good, 6) && (count(h, A | K | Q | J | T) >= 4 || has(h, A | K | Q)) {
        6
    } else if biddable_at(len, good, 6) {
        5
    } else if biddable_at(len, good, 5) {
        4
    } else if biddable_at(len, good, 4) {
        3
    } else if len == 4 {
        2
    } else if len == 3 {
        1
    } else {
        0
    }
}

const fn gib_stop(h: u16) -> u8 {
    let lh = h.count_ones() + hcp(h);
    if lh >= 8 {
        4
    } else if has(h, A) || pattern(h, Q | J, 3) || hcp(h) >= 5 || lh >= 7 {
        3
    } else if lh >= 5 {
        2
    } else if lh >= 4 {
        1
    } else {
        0
    }
}

/// Kaplan-Rubens points of one suit in hundredths, shortness included (the published 26-step
/// procedure; the hand-level corrections are in `Features`).
const fn knr(h: u16) -> i32 {
    let l = h.count_ones() as i32;
    let (a, k, q, j, t, n9, n8) = (has(h, A), has(h, K), has(h, Q), has(h, J), has(h, T), has(h, N9), has(h, N8));
    // Steps 1-11: suit quality, counted in halves.
    let mut halves = 8 * a as i32 + 6 * k as i32 + 4 * q as i32 + 2 * j as i32 + t as i32;
    let top4 = count(h, A | K | Q | J);
    let top5 = count(h, A | K | Q | J | T);
    if l >= 2 && l <= 6 {
        if t && (j || top4 >= 2) {
            halves += 1;
        }
        if n9 && (n8 || t || top5 == 2) {
            halves += 1;
        }
    }
    if l >= 4 && l <= 6 && n9 && !(n8 && t) && top4 == 3 {
        halves += 1;
    }
    if l >= 7 && (!q || !j) {
        halves += 2;
    }
    if l >= 8 && !q {
        halves += 2;
    }
    if l >= 9 && !q && !j {
        halves += 2;
    }
    // Step 12: times length / 10 (halves * l / 10 * 100 = halves * l * 5 hundredths).
    let mut score = halves * l * 5;
    // Steps 13-23: honour values.
    if a {
        score += 300;
    }
    if k {
        score += if l > 1 { 200 } else { 50 };
    }
    if q {
        if l >= 3 {
            score += if a || k { 100 } else { 75 };
        } else if l == 2 {
            score += if a || k { 50 } else { 25 };
        }
    }
    if j {
        let hh = count(h, A | K | Q);
        if hh == 2 {
            score += 50;
        } else if hh == 1 {
            score += 25;
        }
    }
    if t {
        if top4 == 2 {
            score += 25;
        }
        if n9 && top4 == 1 {
            score += 25;
        }
    }
    // Steps 24-26: shortness.
    score += match l {
        0 => 300,
        1 => 200,
        2 => 100,
        _ => 0,
    };
    score
}

const fn build(h: u16) -> SuitInfo {
    let stop = stopper(h);
    let stopped_x2 = match stop {
        3 | 2 => 2,
        1 => 1,
        _ => 0,
    };
    let sums = (hcp(h) as u64) << lane::HCP
        | (dist_points(h, 3, 2, 1) as u64) << lane::DIST
        | (quick_tricks_x2(h) as u64) << lane::QUICK_TRICKS
        | (losers_x2(h) as u64) << lane::LOSERS
        | (winners_x2(h) as u64) << lane::WINNERS
        | (running(h) as u64) << lane::RUNNING
        | (stopped_x2 as u64) << lane::STOPPED
        | (intermediates(h) as u64) << lane::INTERMEDIATES;
    let len = h.count_ones();
    let shape_counts = ((len == 0) as u32) << shape_lane::VOIDS
        | ((len == 1) as u32) << shape_lane::SINGLETONS
        | ((len == 2) as u32) << shape_lane::DOUBLETONS
        | ((len >= 3) as u32) << shape_lane::AT_LEAST_3
        | ((len >= 4) as u32) << shape_lane::AT_LEAST_4
        | ((len >= 5) as u32) << shape_lane::AT_LEAST_5
        | ((len >= 6) as u32) << shape_lane::AT_LEAST_6;
    SuitInfo {
        sums,
        shape_counts,
        knr: knr(h) as i16,
        codes: codes(h),
        len: h.count_ones() as u8,
        dummy_short: dist_points(h, 5, 3, 1) as u8,
        top5: ((h >> 8) & 0x1F) as u8,
        honors_seq: honors_seq(h) as u8,
        gib: gib_quality(h) | gib_stop(h) << 4,
        honor_value: (8 * count(h, A) + 4 * count(h, K) + 2 * count(h, Q) + count(h, J)) as u8,
        stopper: stop,
    }
}

/// The table: `SUIT_TABLE[holding bits]`.
pub static SUIT_TABLE: [SuitInfo; 8192] = {
    let mut t = [SuitInfo {
        sums: 0,
        shape_counts: 0,
        knr: 0,
        codes: 0,
        len: 0,
        dummy_short: 0,
        top5: 0,
        honors_seq: 0,
        gib: 0,
        honor_value: 0,
        stopper: 0,
    }; 8192];
    let mut h = 0usize;
    while h < 8192 {
        t[h] = build(h as u16);
        h += 1;
    }
    t
};

/// The table entry of a holding.
#[inline(always)]
pub fn suit_info(h: crate::Holding) -> &'static SuitInfo {
    &SUIT_TABLE[(h.bits() & 0x1FFF) as usize]
}

/// The fewest high-card points a holding matching a letter code can have: `a` KQ 5, `b` QJT 3,
/// `c` KQJ 6, `d` KQJT 6. Used by the `i#` intermediates rule.
pub const fn code_min_hcp(flag: u16) -> u8 {
    match flag {
        code::A => 5,
        code::B => 3,
        code::C => 6,
        code::D => 6,
        _ => 0,
    }
}
