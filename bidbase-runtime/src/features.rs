//! [`Features`]: everything bidding rules read from a hand, computed once per hand from four
//! table loads. Totals are sums of per-suit table entries; nothing loops over cards.

use crate::card::{Deck, Suit};
use crate::hand::Hand;
use crate::tables::{lane, suit_info, SuitInfo};

/// Shape classes of BidBase's Shape field, as bit flags (see [`Features::shape`]).
///
/// For the standard deck:
/// - balanced: 4-3-3-3, 4-4-3-2 or 5-3-3-2; unbalanced: anything else;
/// - 1-suiter: one suit of six or more cards and no other suit of four or more;
/// - 2-suiter: exactly two suits of four or more cards, the longer with five or more
///   (5-4, 5-5, 6-4, 6-5, 7-4, ...);
/// - 3-suiter: three suits of four or more cards (4-4-4-1, 5-4-4-0);
/// - singleton, void, and "singleton or void" (shortness) as named.
///
/// For BIDittle's seven-card hands: balanced is no void and no suit longer than three
/// (2-2-2-1, 3-2-1-1); 1-suiter a suit of four or more and no other of three or more;
/// 2-suiter exactly two suits of three or more; a 3-suiter cannot occur.
pub mod shape {
    /// Balanced.
    pub const BALANCED: u8 = 1 << 0;
    /// Not balanced.
    pub const UNBALANCED: u8 = 1 << 1;
    /// One-suited.
    pub const ONE_SUITER: u8 = 1 << 2;
    /// Two-suited.
    pub const TWO_SUITER: u8 = 1 << 3;
    /// Three-suited.
    pub const THREE_SUITER: u8 = 1 << 4;
    /// At least one singleton.
    pub const SINGLETON: u8 = 1 << 5;
    /// At least one void.
    pub const VOID: u8 = 1 << 6;
    /// A singleton or a void.
    pub const SHORTNESS: u8 = 1 << 7;

    /// Every class with its DSL / JSON name.
    pub const NAMES: [(u8, &str); 8] = [
        (BALANCED, "balanced"),
        (UNBALANCED, "unbalanced"),
        (ONE_SUITER, "1-suiter"),
        (TWO_SUITER, "2-suiter"),
        (THREE_SUITER, "3-suiter"),
        (SINGLETON, "singleton"),
        (VOID, "void"),
        (SHORTNESS, "singleton-or-void"),
    ];

    /// The class flag for a name in [`NAMES`].
    pub fn from_name(name: &str) -> Option<u8> {
        NAMES.iter().find(|(_, n)| n.eq_ignore_ascii_case(name)).map(|(f, _)| *f)
    }
}

/// Shape flags from suit lengths.
#[inline]
pub fn shape_of(deck: Deck, lengths: [u8; 4]) -> u8 {
    let counts = lengths.iter().fold(0u32, |acc, &l| {
        let h = crate::Holding::from_bits(((1u32 << l.min(13)) - 1) as u16);
        acc + suit_info(h).shape_counts
    });
    shape_from_counts(deck, counts)
}

/// Shape flags from summed [`crate::tables::shape_lane`] counts.
#[inline(always)]
pub fn shape_from_counts(deck: Deck, counts: u32) -> u8 {
    use crate::tables::shape_lane as sl;
    let n = |at: u32| (counts >> at) & 0xF;
    let voids = n(sl::VOIDS);
    let singles = n(sl::SINGLETONS);
    let doubles = n(sl::DOUBLETONS);
    let (balanced, one, two, three) = match deck {
        Deck::Standard => {
            let (n4, n5, n6) = (n(sl::AT_LEAST_4), n(sl::AT_LEAST_5), n(sl::AT_LEAST_6));
            (
                (voids == 0) & (singles == 0) & (doubles <= 1) & (n6 == 0),
                (n6 >= 1) & (n4 == 1),
                (n4 == 2) & (n5 >= 1),
                n4 == 3,
            )
        }
        Deck::Bidittle => {
            let (n3, n4) = (n(sl::AT_LEAST_3), n(sl::AT_LEAST_4));
            ((voids == 0) & (n4 == 0), (n4 >= 1) & (n3 == 1), n3 == 2, false)
        }
    };
    ((balanced as u8) * shape::BALANCED)
        | ((!balanced as u8) * shape::UNBALANCED)
        | (one as u8) << 2
        | (two as u8) << 3
        | (three as u8) << 4
        | ((singles > 0) as u8) << 5
        | ((voids > 0) as u8) << 6
        | ((singles + voids > 0) as u8) << 7
}

/// The measures of one hand. `Copy`, built by [`Features::new`] from four table loads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Features {
    hand: Hand,
    /// The four holdings' table entries, by reference: nothing is copied per hand.
    suits: [&'static SuitInfo; 4],
    totals: u64,
    counts: u32,
}

impl Features {
    /// Evaluates a hand.
    #[inline]
    pub fn new(hand: Hand) -> Features {
        let suits = [
            suit_info(hand.holding(Suit::Clubs)),
            suit_info(hand.holding(Suit::Diamonds)),
            suit_info(hand.holding(Suit::Hearts)),
            suit_info(hand.holding(Suit::Spades)),
        ];
        let totals = suits[0].sums + suits[1].sums + suits[2].sums + suits[3].sums;
        let counts = suits[0].shape_counts + suits[1].shape_counts + suits[2].shape_counts + suits[3].shape_counts;
        Features { hand, suits, totals, counts }
    }

    #[inline]
    const fn total(&self, at: u32) -> u8 {
        (self.totals >> at) as u8
    }

    /// The hand.
    #[inline]
    pub const fn hand(&self) -> Hand {
        self.hand
    }

    /// The table entry of one suit.
    #[inline]
    pub const fn suit(&self, suit: Suit) -> &'static SuitInfo {
        self.suits[suit as usize]
    }

    /// Length of one suit.
    #[inline]
    pub const fn len(&self, suit: Suit) -> u8 {
        self.suits[suit as usize].len
    }

    /// Suit lengths, clubs first.
    #[inline]
    pub const fn lengths(&self) -> [u8; 4] {
        [self.suits[0].len, self.suits[1].len, self.suits[2].len, self.suits[3].len]
    }

    /// High-card points (A 4, K 3, Q 2, J 1).
    #[inline]
    pub const fn hcp(&self) -> u8 {
        self.total(lane::HCP)
    }

    /// Distribution points: void 3, singleton 2, doubleton 1, none for AK, KQ, singleton K, or
    /// singleton or doubleton Q or J.
    #[inline]
    pub const fn distribution_points(&self) -> u8 {
        self.total(lane::DIST)
    }

    /// Total points: HCP plus distribution points.
    #[inline]
    pub const fn total_points(&self) -> u8 {
        self.hcp() + self.distribution_points()
    }

    /// Dummy points with `trump` as the trump suit and `fit` cards in it between the two hands:
    /// HCP, plus void 5, singleton 3, doubleton 1 outside trumps (same honour exceptions as
    /// distribution points), plus one per trump beyond eight. Without an eight-card fit dummy
    /// points are not defined and total points are returned.
    #[inline]
    pub const fn dummy_points(&self, trump: Suit, fit: u8) -> u8 {
        if fit < 8 {
            return self.total_points();
        }
        let mut short = 0;
        let mut i = 0;
        while i < 4 {
            if i != trump as usize {
                short += self.suits[i].dummy_short;
            }
            i += 1;
        }
        self.hcp() + short + (fit - 8)
    }

    /// The lengths of the two longest suits added together.
    #[inline]
    pub const fn two_longest(&self) -> u8 {
        let l = self.lengths();
        let (a, b) = if l[0] >= l[1] { (l[0], l[1]) } else { (l[1], l[0]) };
        let (c, d) = if l[2] >= l[3] { (l[2], l[3]) } else { (l[3], l[2]) };
        // The largest is max(a, c); the second is the larger of the other top and both seconds.
        if a >= c {
            a + if c >= b { c } else { b }
        } else {
            c + if a >= d { a } else { d }
        }
    }

    /// Rule of 20 points: HCP plus the lengths of the two longest suits (SAYC's opening guide).
    #[inline]
    pub const fn rule_of_20(&self) -> u8 {
        self.hcp() + self.two_longest()
    }

    /// Rule of 15 (Pearson) points: HCP plus the number of spades (fourth-seat openings).
    #[inline]
    pub const fn rule_of_15(&self) -> u8 {
        self.hcp() + self.suits[3].len
    }

    /// Quick tricks, in halves.
    #[inline]
    pub const fn quick_tricks_x2(&self) -> u8 {
        self.total(lane::QUICK_TRICKS)
    }

    /// Losers (losing trick count), in halves.
    #[inline]
    pub const fn losers_x2(&self) -> u8 {
        self.total(lane::LOSERS)
    }

    /// Winners (playing tricks), in halves.
    #[inline]
    pub const fn winners_x2(&self) -> u8 {
        self.total(lane::WINNERS)
    }

    /// Running winners.
    #[inline]
    pub const fn running_winners(&self) -> u8 {
        self.total(lane::RUNNING)
    }

    /// Suits stopped, in halves (a half-stopped suit counts one half).
    #[inline]
    pub const fn suits_stopped_x2(&self) -> u8 {
        self.total(lane::STOPPED)
    }

    /// Suits stopped in halves, leaving out the suits in `excluded` (bit 0 clubs .. bit 3 spades),
    /// typically the suits partner has bid.
    #[inline]
    pub const fn suits_stopped_x2_excluding(&self, excluded: u8) -> u8 {
        let mut n = self.suits_stopped_x2();
        let mut i = 0;
        while i < 4 {
            if excluded & (1 << i) != 0 {
                n -= self.suits[i].stopped_x2();
            }
            i += 1;
        }
        n
    }

    /// Intermediates: tens, nines, and eights with a nine or ten.
    #[inline]
    pub const fn intermediates(&self) -> u8 {
        self.total(lane::INTERMEDIATES)
    }

    /// Kaplan-Rubens points, in hundredths: the suits' values, less one point, plus half a
    /// point back for a 4-3-3-3 hand.
    #[inline]
    pub fn knr_x100(&self) -> i16 {
        use crate::tables::shape_lane as sl;
        // 4-3-3-3: no suit shorter than three and none longer than four.
        let flat = ((self.counts >> sl::AT_LEAST_3) & 0xF == 4) & ((self.counts >> sl::AT_LEAST_5) & 0xF == 0);
        self.suits[0].knr + self.suits[1].knr + self.suits[2].knr + self.suits[3].knr - 100 + 50 * flat as i16
    }

    /// Shape class flags from [`shape`].
    #[inline]
    pub fn shape(&self) -> u8 {
        shape_from_counts(self.hand.deck(), self.counts)
    }

    /// Summed length-class counts ([`crate::tables::shape_lane`]).
    #[inline]
    pub const fn shape_counts(&self) -> u32 {
        self.counts
    }

    /// Whether the hand is balanced.
    #[inline]
    pub fn is_balanced(&self) -> bool {
        self.shape() & shape::BALANCED != 0
    }

    /// How many cards of a rank the hand holds (aces, kings, ...), from the card bits.
    #[inline]
    pub const fn rank_count(&self, rank: crate::Rank) -> u8 {
        let m = 0x0001_0001_0001_0001u64 << rank as u32;
        (self.hand.card_bits() & m).count_ones() as u8
    }

    /// Custom points: the hand's aces, kings, queens, jacks and tens weighted by `points`.
    #[inline]
    pub const fn custom_points(&self, points: &CustomPoints) -> u32 {
        use crate::Rank;
        points.ace as u32 * self.rank_count(Rank::Ace) as u32
            + points.king as u32 * self.rank_count(Rank::King) as u32
            + points.queen as u32 * self.rank_count(Rank::Queen) as u32
            + points.jack as u32 * self.rank_count(Rank::Jack) as u32
            + points.ten as u32 * self.rank_count(Rank::Ten) as u32
    }
}

/// Values for A, K, Q, J and T in hundredths of a point (BidBase's Custom Points), for example
/// 4-3-2-1 with T = .5, 6-4-2-1, A=2 K=1, or aces only.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CustomPoints {
    /// Ace, hundredths.
    pub ace: u16,
    /// King, hundredths.
    pub king: u16,
    /// Queen, hundredths.
    pub queen: u16,
    /// Jack, hundredths.
    pub jack: u16,
    /// Ten, hundredths.
    pub ten: u16,
}

impl CustomPoints {
    /// Values given in hundredths.
    pub const fn new(ace: u16, king: u16, queen: u16, jack: u16, ten: u16) -> CustomPoints {
        CustomPoints { ace, king, queen, jack, ten }
    }
}
