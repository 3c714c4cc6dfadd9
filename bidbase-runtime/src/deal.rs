//! Deals: four hands, PBN deal notation (`N:<hand> <hand> <hand> <hand>`), and fast, uniform,
//! seeded random dealing for both decks.
//!
//! Dealing is a partial Fisher-Yates shuffle over the first three hands (the fourth gets the
//! remaining cards), with the bounded random indices drawn in batches from one 64-bit number
//! by Lemire's multiply-and-reject method, which is exactly uniform: a batch of indices is the
//! mixed-radix digits of one unbiased draw below the product of their bounds.

use core::fmt;

use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::card::{Card, Deck, Suit};
use crate::hand::{Hand, HandError};
use crate::seat::Seat;

/// Four hands, indexed by seat.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Deal {
    hands: [Hand; 4],
}

impl Deal {
    /// A deal from four hands (north, east, south, west), checked: same deck, no card twice.
    pub fn from_hands(hands: [Hand; 4]) -> Result<Deal, DealError> {
        let deck = hands[0].deck();
        let mut seen = 0u64;
        for (i, h) in hands.iter().enumerate() {
            if h.deck() != deck {
                return Err(DealError::MixedDecks);
            }
            let dup = seen & h.card_bits();
            if dup != 0 {
                let bit = dup.trailing_zeros();
                let suit = Suit::from_index((bit / 16) as usize);
                let rank = crate::Rank::from_index((bit % 16) as u8).map(|r| r.to_char()).unwrap_or('?');
                return Err(DealError::DuplicateCard {
                    card: format!("{}{}", suit.letter(), rank),
                    seat: Seat::from_index(i),
                });
            }
            seen |= h.card_bits();
        }
        Ok(Deal { hands })
    }

    /// The deck.
    #[inline]
    pub const fn deck(&self) -> Deck {
        self.hands[0].deck()
    }

    /// One seat's hand.
    #[inline]
    pub const fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat as usize]
    }

    /// All four hands, north first.
    #[inline]
    pub const fn hands(&self) -> [Hand; 4] {
        self.hands
    }

    /// Reads a PBN deal: a seat letter, a colon, and four hands in PBN notation from that seat
    /// clockwise. One hand may be `-` and is then the remaining cards. BidBase-style hands
    /// (`AQ3-T87-K6432-T4`) are read too.
    pub fn parse_pbn(text: &str) -> Result<Deal, DealError> {
        let t = text.trim().trim_matches('"');
        let (first, rest) = t.split_once(':').ok_or(DealError::NoFirstSeat)?;
        let first = Seat::parse(first).ok_or_else(|| DealError::BadFirstSeat(first.into()))?;
        let parts: Vec<&str> = rest.split_whitespace().collect();
        if parts.len() != 4 {
            return Err(DealError::HandCount(parts.len()));
        }
        let mut hands: [Option<Hand>; 4] = [None; 4];
        let mut unknown = None;
        let mut deck = None;
        for (k, part) in parts.iter().enumerate() {
            let seat = first.after(k);
            if *part == "-" {
                if unknown.is_some() {
                    return Err(DealError::TooManyUnknown);
                }
                unknown = Some(seat);
                continue;
            }
            let h = Hand::parse(part).map_err(|error| DealError::Hand { seat, error })?;
            if *deck.get_or_insert(h.deck()) != h.deck() {
                return Err(DealError::MixedDecks);
            }
            hands[seat as usize] = Some(h);
        }
        if let Some(seat) = unknown {
            let deck = deck.unwrap_or_default();
            let used = hands.iter().flatten().fold(0u64, |a, h| a | h.card_bits());
            let rest = deck.all_cards() & !used;
            if used.count_ones() != 3 * deck.hand_size() as u32 {
                // Duplicates among the known hands are reported by from_hands below.
                let known: Vec<Hand> = hands.iter().flatten().copied().collect();
                check_disjoint(&known)?;
            }
            let h = Hand::from_card_bits(deck, rest).map_err(|error| DealError::Hand { seat, error })?;
            hands[seat as usize] = Some(h);
        }
        let full = [
            hands[0].ok_or(DealError::HandCount(3))?,
            hands[1].ok_or(DealError::HandCount(3))?,
            hands[2].ok_or(DealError::HandCount(3))?,
            hands[3].ok_or(DealError::HandCount(3))?,
        ];
        Deal::from_hands(full)
    }

    /// PBN deal notation starting with `first`: `N:AQ3.T87.K6432.T4 ...`.
    pub fn to_pbn(&self, first: Seat) -> String {
        let mut s = format!("{}:", first.letter());
        for k in 0..4 {
            if k > 0 {
                s.push(' ');
            }
            s.push_str(&self.hand(first.after(k)).to_pbn());
        }
        s
    }
}

fn check_disjoint(hands: &[Hand]) -> Result<(), DealError> {
    let mut seen = 0u64;
    for (i, h) in hands.iter().enumerate() {
        if seen & h.card_bits() != 0 {
            return Err(DealError::DuplicateCard { card: "a card".into(), seat: Seat::from_index(i) });
        }
        seen |= h.card_bits();
    }
    Ok(())
}

impl fmt::Debug for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Deal({})", self.to_pbn(Seat::North))
    }
}

impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pbn(Seat::North))
    }
}

/// What is wrong with a written deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// No `N:`-style prefix.
    NoFirstSeat,
    /// The prefix is not a seat.
    BadFirstSeat(String),
    /// Not four hands.
    HandCount(usize),
    /// More than one `-` hand.
    TooManyUnknown,
    /// One hand is malformed.
    Hand {
        /// Whose hand.
        seat: Seat,
        /// What is wrong.
        error: HandError,
    },
    /// A card is in two hands.
    DuplicateCard {
        /// The card.
        card: String,
        /// The second hand holding it.
        seat: Seat,
    },
    /// Hands from different decks.
    MixedDecks,
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::NoFirstSeat => {
                f.write_str("a PBN deal starts with the first seat and a colon, e.g. N:AQ3.T87.K6432.T4 ...")
            }
            DealError::BadFirstSeat(s) => write!(f, "'{s}' is not a seat: expected N, E, S or W before the colon"),
            DealError::HandCount(n) => {
                write!(f, "a deal has four hands separated by blanks, found {n}")
            }
            DealError::TooManyUnknown => f.write_str("only one hand of a deal may be '-'"),
            DealError::Hand { seat, error } => write!(f, "{seat} hand: {error}"),
            DealError::DuplicateCard { card, seat } => {
                write!(f, "duplicate card {card}: {seat} holds a card already dealt")
            }
            DealError::MixedDecks => f.write_str("the hands come from different decks"),
        }
    }
}

impl std::error::Error for DealError {}

/// The bit of each card of a deck in hand layout, in a fixed order.
const fn deck_bits<const N: usize>(mask: u16) -> [u8; N] {
    let mut out = [0u8; N];
    let mut n = 0;
    let mut s = 0;
    while s < 4 {
        let mut r = 0;
        while r < 13 {
            if mask & (1 << r) != 0 {
                out[n] = (16 * s + r) as u8;
                n += 1;
            }
            r += 1;
        }
        s += 1;
    }
    out
}

const STANDARD_CARDS: [u8; 52] = deck_bits::<52>(0x1FFF);
const BIDITTLE_CARDS: [u8; 28] = deck_bits::<28>(0x1FC0);

/// A seeded source of random deals. The same seed gives the same deals on every platform.
#[derive(Clone, Debug)]
pub struct Dealer {
    rng: Xoshiro256PlusPlus,
    deck: Deck,
}

impl Dealer {
    /// A dealer for `deck` seeded with `seed`.
    pub fn new(deck: Deck, seed: u64) -> Dealer {
        Dealer { rng: Xoshiro256PlusPlus::seed_from_u64(seed), deck }
    }

    /// A dealer for deal number `index` of the run seeded with `seed`: every index has its own
    /// stream, so deals can be made in any order or on any thread and stay the same.
    pub fn for_index(deck: Deck, seed: u64, index: u64) -> Dealer {
        let mut bytes = [0u8; 32];
        let words = [
            splitmix64(seed),
            splitmix64(seed ^ 0x5851_F42D_4C95_7F2D),
            splitmix64(index ^ 0x1405_7B7E_F767_814F),
            splitmix64(index.wrapping_add(seed.rotate_left(17)) ^ 0x2545_F491_4F6C_DD1D),
        ];
        for (i, w) in words.iter().enumerate() {
            bytes[8 * i..8 * i + 8].copy_from_slice(&w.to_le_bytes());
        }
        Dealer { rng: Xoshiro256PlusPlus::from_seed(bytes), deck }
    }

    /// The deck dealt.
    pub const fn deck(&self) -> Deck {
        self.deck
    }

    /// A raw 64-bit random number from the dealer's stream.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }

    /// A uniform number in `0..bound` (`bound > 0`).
    #[inline]
    pub fn below(&mut self, bound: u64) -> u64 {
        let bound = bound.max(1);
        loop {
            let m = self.rng.next_u64() as u128 * bound as u128;
            let lo = m as u64;
            if lo >= bound || lo >= bound.wrapping_neg() % bound {
                return (m >> 64) as u64;
            }
        }
    }

    /// Deals one board.
    #[inline]
    pub fn deal(&mut self) -> Deal {
        match self.deck {
            Deck::Standard => self.deal_with(&STANDARD_PLAN),
            Deck::Bidittle => self.deal_with(&BIDITTLE_PLAN),
        }
    }

    #[inline(always)]
    fn deal_with<const B: usize>(&mut self, plan: &Plan<B>) -> Deal {
        let mut cards = plan.cards;
        let mut pos = 0usize;
        // Partial Fisher-Yates over the first three hands: position `pos` swaps with a uniform
        // position in pos..size. The draws come in batches (see `Batch`).
        for batch in &plan.batches {
            let mut digits = [0u64; MAX_BATCH];
            loop {
                let mut r = self.rng.next_u64();
                for (d, slot) in digits.iter_mut().enumerate().take(batch.len as usize) {
                    let m = r as u128 * (batch.first_bound - d as u64) as u128;
                    *slot = (m >> 64) as u64;
                    r = m as u64;
                }
                // r is (x * product) mod 2^64: reject the biased sliver exactly as Lemire does.
                if r >= batch.threshold {
                    break;
                }
            }
            for d in digits.iter().take(batch.len as usize) {
                let j = pos + *d as usize;
                cards.swap(pos & 63, j & 63);
                pos += 1;
            }
        }
        let per_hand = plan.per_hand as usize;
        let mut bits = [0u64; 3];
        for (h, slot) in bits.iter_mut().enumerate() {
            let mut b = 0u64;
            for c in &cards[h * per_hand..(h + 1) * per_hand] {
                b |= 1u64 << (c & 63);
            }
            *slot = b;
        }
        let deck = plan.deck;
        let west = deck.all_cards() & !(bits[0] | bits[1] | bits[2]);
        Deal {
            hands: [
                Hand::from_bits_unchecked(deck, bits[0]),
                Hand::from_bits_unchecked(deck, bits[1]),
                Hand::from_bits_unchecked(deck, bits[2]),
                Hand::from_bits_unchecked(deck, west),
            ],
        }
    }
}

/// Most digits drawn from one 64-bit random number.
const MAX_BATCH: usize = 11;

/// A batch of Fisher-Yates indices drawn from one 64-bit random number: digit `d` is below
/// `first_bound - d`. The digits are the mixed-radix expansion of one uniform draw below the
/// product of the bounds, made by Lemire's multiply-and-reject method, so they are exactly
/// uniform and independent.
#[derive(Copy, Clone, Debug)]
struct Batch {
    first_bound: u64,
    len: u8,
    /// 2^64 mod product: draws whose low part falls below this are rejected.
    threshold: u64,
}

impl Batch {
    const fn new(first_bound: u64, len: u8) -> Batch {
        let mut product = 1u64;
        let mut d = 0;
        while d < len as u64 {
            product *= first_bound - d;
            d += 1;
        }
        Batch { first_bound, len, threshold: product.wrapping_neg() % product }
    }
}

/// How to deal one deck: its cards in hand-bit layout and the batches of draws.
struct Plan<const B: usize> {
    deck: Deck,
    per_hand: u8,
    cards: [u8; 64],
    batches: [Batch; B],
}

const fn padded(cards: &[u8]) -> [u8; 64] {
    let mut out = [0u8; 64];
    let mut i = 0;
    while i < cards.len() {
        out[i] = cards[i];
        i += 1;
    }
    out
}

/// 39 draws for the standard deck: bounds 52..43, 42..33, 32..23, 22..14 (each product < 2^64).
const STANDARD_PLAN: Plan<4> = Plan {
    deck: Deck::Standard,
    per_hand: 13,
    cards: padded(&STANDARD_CARDS),
    batches: [Batch::new(52, 10), Batch::new(42, 10), Batch::new(32, 10), Batch::new(22, 9)],
};

/// 21 draws for BIDittle's deck: bounds 28..19, 18..8.
const BIDITTLE_PLAN: Plan<2> = Plan {
    deck: Deck::Bidittle,
    per_hand: 7,
    cards: padded(&BIDITTLE_CARDS),
    batches: [Batch::new(28, 10), Batch::new(18, 11)],
};

/// SplitMix64, used to spread seeds.
#[inline]
pub const fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The first dealer, found as BIDittle's booklet says: the cards are spread face down, each
/// player (North, East, South, West) picks one and turns it over, and the highest card deals;
/// between equal ranks the higher-ranking suit (spades, hearts, diamonds, clubs) wins. The
/// draw is seeded: the same deck and seed give the same cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FirstDealer {
    /// The card each seat drew, North, East, South, West.
    pub cards: [Card; 4],
    /// Who deals first.
    pub dealer: Seat,
}

impl FirstDealer {
    /// Draws four different cards of `deck` with the seed's own stream.
    pub fn draw(deck: Deck, seed: u64) -> FirstDealer {
        let mut rng = Dealer::new(deck, seed ^ 0xF125_7DEA_1E55_EA75);
        let all = deck.all_cards();
        let mut cards = [Card::new(Suit::Clubs, crate::card::Rank::Ace); 4];
        let mut taken = 0u64;
        for slot in &mut cards {
            // The k-th card still face down, k uniform over those left.
            let left = all & !taken;
            let mut k = rng.below(u64::from(left.count_ones()));
            let mut bits = left;
            let bit = loop {
                let b = bits.trailing_zeros();
                if k == 0 {
                    break b;
                }
                k -= 1;
                bits &= bits - 1;
            };
            taken |= 1u64 << bit;
            *slot = Card::from_bit(bit as u8);
        }
        let best = (0..4).max_by_key(|&i| (cards[i].rank.index(), cards[i].suit.index())).unwrap_or(0);
        FirstDealer { cards, dealer: Seat::from_index(best) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deals_are_complete_and_reproducible() {
        for deck in Deck::ALL {
            let mut a = Dealer::new(deck, 7);
            let mut b = Dealer::new(deck, 7);
            for _ in 0..1000 {
                let d = a.deal();
                assert_eq!(d, b.deal());
                let all = d.hands().iter().fold(0u64, |acc, h| {
                    assert_eq!(h.card_bits() & acc, 0);
                    assert_eq!(h.card_bits().count_ones(), deck.hand_size() as u32);
                    acc | h.card_bits()
                });
                assert_eq!(all, deck.all_cards());
            }
        }
    }

    #[test]
    fn pbn_round_trip_and_unknown_hand() {
        let d = Dealer::new(Deck::Standard, 1).deal();
        for first in Seat::ALL {
            assert_eq!(Deal::parse_pbn(&d.to_pbn(first)).unwrap(), d);
        }
        let text = d.to_pbn(Seat::East);
        let parts: Vec<&str> = text.split(' ').collect();
        let with_unknown = format!("{} {} {} -", parts[0], parts[1], parts[2]);
        assert_eq!(Deal::parse_pbn(&with_unknown).unwrap(), d);
        assert!(matches!(Deal::parse_pbn("X:- - - -"), Err(DealError::BadFirstSeat(_))));
        assert!(matches!(Deal::parse_pbn("N:AKQ.2.3.4"), Err(DealError::HandCount(1))));
    }

    #[test]
    fn duplicate_across_hands() {
        let h = Hand::parse("AKQJT98765432...").unwrap();
        let text = format!("N:{} {} {} {}", h.to_pbn(), h.to_pbn(), h.to_pbn(), h.to_pbn());
        assert!(matches!(Deal::parse_pbn(&text), Err(DealError::DuplicateCard { .. })));
    }

    #[test]
    fn every_card_reaches_every_seat_evenly() {
        // Chi-square-style sanity check: 52 cards x 4 seats over 40,000 deals.
        let mut dealer = Dealer::new(Deck::Standard, 99);
        let mut counts = [[0u32; 4]; 64];
        let n = 40_000;
        for _ in 0..n {
            let d = dealer.deal();
            for (s, h) in d.hands().iter().enumerate() {
                let mut b = h.card_bits();
                while b != 0 {
                    let bit = b.trailing_zeros() as usize;
                    counts[bit][s] += 1;
                    b &= b - 1;
                }
            }
        }
        let expect = n as f64 / 4.0;
        let mut chi = 0.0;
        for bit in STANDARD_CARDS {
            for &count in &counts[bit as usize] {
                let o = count as f64;
                chi += (o - expect) * (o - expect) / expect;
            }
        }
        // 52 * 3 = 156 degrees of freedom; the 99.99th percentile is about 232.
        assert!(chi < 232.0, "chi-square {chi}");
    }
}
