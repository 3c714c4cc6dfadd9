//! Suit holdings and hands, and both written notations.
//!
//! A hand is written spades first. BidBase separates the suits with dashes
//! (`AQ3-T87-K6432-T4`), PBN with dots (`AQ3.T87.K6432.T4`); blanks between suits are
//! also read (`AQ3 T87 K6432 T4`). A void is an empty suit (`AKQ32--KQ32-5432`).
//! `T` is the ten; `10` is also read. Cards may be given in any order and either case.

use core::fmt;

use crate::card::{Card, Deck, Rank, Suit};

/// The cards one hand holds in one suit: a 13-bit set, bit 0 the two, bit 12 the ace.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Holding(u16);

impl Holding {
    /// The empty holding (a void).
    pub const VOID: Holding = Holding(0);

    /// A holding from its bit set; bits above the ace are dropped.
    #[inline]
    pub const fn from_bits(bits: u16) -> Holding {
        Holding(bits & 0x1FFF)
    }

    /// The bit set.
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Number of cards.
    #[inline]
    pub const fn len(self) -> u8 {
        self.0.count_ones() as u8
    }

    /// True for a void.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the holding has this rank.
    #[inline]
    pub const fn has(self, rank: Rank) -> bool {
        self.0 & (1 << rank as u16) != 0
    }

    /// The holding with one more card.
    #[inline]
    pub const fn with(self, rank: Rank) -> Holding {
        Holding(self.0 | (1 << rank as u16))
    }

    /// Ranks from the highest down.
    pub fn ranks(self) -> impl Iterator<Item = Rank> {
        (0..13u8).rev().filter(move |i| self.0 & (1 << i) != 0).filter_map(Rank::from_index)
    }

    /// Reads one suit's cards (`AQ3`, `KT987`, empty for a void).
    pub fn parse(text: &str) -> Result<Holding, HandError> {
        let mut h = Holding::VOID;
        parse_suit(text, 0, &mut h, None)?;
        Ok(h)
    }
}

impl fmt::Display for Holding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in self.ranks() {
            write!(f, "{}", r.to_char())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Holding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            f.write_str("Holding(-)")
        } else {
            write!(f, "Holding({self})")
        }
    }
}

/// Bit 63 of a hand marks the BIDittle deck; bits 16*s .. 16*s+12 hold suit `s`.
const BIDITTLE_FLAG: u64 = 1 << 63;
const CARD_BITS: u64 = 0x1FFF_1FFF_1FFF_1FFF;

/// One player's cards: four 16-bit suit holdings in a `u64`, with the deck in a spare bit.
///
/// A `Hand` is always complete: 13 cards from the standard deck or 7 from BIDittle's, with
/// no card twice. Build one with [`Hand::parse`], [`Hand::from_holdings`] or from a deal.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Hand(u64);

impl Hand {
    /// A fixed hand (all thirteen spades) for what does not depend on the hand: descriptions
    /// evaluate only public requirements in a situation built with it.
    pub const PLACEHOLDER: Hand = Hand(0x1FFF << 48);

    /// A hand from four holdings given clubs first, checked against the deck.
    pub fn from_holdings(deck: Deck, holdings: [Holding; 4]) -> Result<Hand, HandError> {
        let mut bits = 0u64;
        for (i, h) in holdings.iter().enumerate() {
            if h.0 & !deck.rank_mask() != 0 {
                let bad = h.ranks().find(|r| !deck.has_rank(*r)).unwrap_or(Rank::Two);
                return Err(HandError::RankNotInDeck { rank: bad.to_char(), deck, at: 0 });
            }
            bits |= (h.0 as u64) << (16 * i);
        }
        Hand::from_card_bits(deck, bits)
    }

    /// A hand from a 64-bit card set in the layout of [`Card::bit`].
    pub fn from_card_bits(deck: Deck, bits: u64) -> Result<Hand, HandError> {
        if bits & !deck.all_cards() != 0 {
            let bad = (0..64).find(|i| bits & !deck.all_cards() & (1 << i) != 0).unwrap_or(0);
            let rank = Rank::from_index((bad % 16) as u8).map(Rank::to_char).unwrap_or('?');
            return Err(HandError::RankNotInDeck { rank, deck, at: 0 });
        }
        let count = bits.count_ones() as u8;
        if count != deck.hand_size() {
            return Err(HandError::WrongCount { found: count, deck: Some(deck) });
        }
        Ok(Hand::from_bits_unchecked(deck, bits))
    }

    /// A hand from a card set known to be valid for the deck (used by the dealer).
    #[inline]
    pub(crate) const fn from_bits_unchecked(deck: Deck, bits: u64) -> Hand {
        match deck {
            Deck::Standard => Hand(bits),
            Deck::Bidittle => Hand(bits | BIDITTLE_FLAG),
        }
    }

    /// The deck this hand was dealt from.
    #[inline]
    pub const fn deck(self) -> Deck {
        if self.0 & BIDITTLE_FLAG != 0 {
            Deck::Bidittle
        } else {
            Deck::Standard
        }
    }

    /// The 64-bit card set (without the deck flag).
    #[inline]
    pub const fn card_bits(self) -> u64 {
        self.0 & CARD_BITS
    }

    /// The holding in one suit.
    #[inline]
    pub const fn holding(self, suit: Suit) -> Holding {
        Holding(((self.0 >> (16 * suit as u32)) & 0x1FFF) as u16)
    }

    /// Number of cards in one suit.
    #[inline]
    pub const fn len(self, suit: Suit) -> u8 {
        self.holding(suit).len()
    }

    /// Suit lengths, clubs first.
    #[inline]
    pub const fn lengths(self) -> [u8; 4] {
        [self.len(Suit::Clubs), self.len(Suit::Diamonds), self.len(Suit::Hearts), self.len(Suit::Spades)]
    }

    /// Whether the hand holds this card.
    #[inline]
    pub const fn has(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// The cards, spades first and high to low in each suit.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        Suit::DESCENDING.into_iter().flat_map(move |s| self.holding(s).ranks().map(move |r| Card::new(s, r)))
    }

    /// Reads a hand in BidBase (`AQ3-T87-K6432-T4`), PBN (`AQ3.T87.K6432.T4`) or blank-separated
    /// notation. The deck follows from the number of cards: 13 standard, 7 BIDittle.
    pub fn parse(text: &str) -> Result<Hand, HandError> {
        let holdings = parse_holdings(text)?;
        let count: u32 = holdings.iter().map(|h| h.0.count_ones()).sum();
        let deck = match count {
            13 => Deck::Standard,
            7 => Deck::Bidittle,
            n => return Err(HandError::WrongCount { found: n as u8, deck: None }),
        };
        Hand::check_deck(text, deck, holdings)
    }

    /// Reads a hand that must come from the given deck.
    pub fn parse_for(deck: Deck, text: &str) -> Result<Hand, HandError> {
        let holdings = parse_holdings(text)?;
        Hand::check_deck(text, deck, holdings)
    }

    fn check_deck(text: &str, deck: Deck, holdings: [Holding; 4]) -> Result<Hand, HandError> {
        for h in holdings {
            if let Some(r) = h.ranks().find(|r| !deck.has_rank(*r)) {
                let at = text
                    .char_indices()
                    .find(|(_, c)| Rank::from_char(*c) == Some(r) || (r == Rank::Ten && *c == '1'))
                    .map(|(i, _)| i)
                    .unwrap_or(0);
                return Err(HandError::RankNotInDeck { rank: r.to_char(), deck, at });
            }
        }
        Hand::from_holdings(deck, holdings)
    }

    /// The hand in BidBase notation, `AQ3-T87-K6432-T4`.
    pub fn to_bidbase(self) -> String {
        self.join('-')
    }

    /// The hand in PBN notation, `AQ3.T87.K6432.T4`.
    pub fn to_pbn(self) -> String {
        self.join('.')
    }

    fn join(self, sep: char) -> String {
        let mut s = String::with_capacity(20);
        for (i, suit) in Suit::DESCENDING.into_iter().enumerate() {
            if i > 0 {
                s.push(sep);
            }
            s.push_str(&self.holding(suit).to_string());
        }
        s
    }

    /// High-card points of the whole hand (A 4, K 3, Q 2, J 1), without tables.
    pub const fn hcp_slow(self) -> u8 {
        let b = self.0 & CARD_BITS;
        let aces = (b & 0x1000_1000_1000_1000).count_ones();
        let kings = (b & 0x0800_0800_0800_0800).count_ones();
        let queens = (b & 0x0400_0400_0400_0400).count_ones();
        let jacks = (b & 0x0200_0200_0200_0200).count_ones();
        (4 * aces + 3 * kings + 2 * queens + jacks) as u8
    }
}

impl fmt::Display for Hand {
    /// BidBase notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_bidbase())
    }
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hand({})", self.to_bidbase())
    }
}

impl core::str::FromStr for Hand {
    type Err = HandError;
    fn from_str(s: &str) -> Result<Hand, HandError> {
        Hand::parse(s)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Hand {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_bidbase())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Hand {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Hand, D::Error> {
        let s = <String as serde::Deserialize>::deserialize(d)?;
        Hand::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// What is wrong with a written hand. Offsets are byte offsets into the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandError {
    /// Nothing was given.
    Empty,
    /// The suits were not four, or separators were mixed.
    Separators {
        /// What was found.
        found: String,
    },
    /// A character that is not a card.
    NotACard {
        /// The character.
        ch: char,
        /// Byte offset.
        at: usize,
    },
    /// The same card appears twice.
    DuplicateCard {
        /// The card, e.g. `SA`.
        card: String,
        /// Byte offset of the second copy.
        at: usize,
    },
    /// The deck has no such rank (BIDittle has no 2 to 7).
    RankNotInDeck {
        /// The rank character.
        rank: char,
        /// The deck.
        deck: Deck,
        /// Byte offset.
        at: usize,
    },
    /// A hand must have 13 cards (7 in BIDittle).
    WrongCount {
        /// Cards found.
        found: u8,
        /// The deck, when it was known.
        deck: Option<Deck>,
    },
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandError::Empty => f.write_str("empty hand: expected four suits such as AQ3-T87-K6432-T4"),
            HandError::Separators { found } => write!(
                f,
                "bad separators: {found}; expected four suits, spades first, separated by '-' (BidBase) or '.' (PBN)"
            ),
            HandError::NotACard { ch, at } => {
                write!(f, "'{ch}' at offset {at} is not a card: ranks are A K Q J T 9 8 7 6 5 4 3 2")
            }
            HandError::DuplicateCard { card, at } => {
                write!(f, "duplicate card {card} at offset {at}")
            }
            HandError::RankNotInDeck { rank, deck, at } => write!(
                f,
                "the {deck} deck has no rank {rank} (offset {at}){}",
                if *deck == Deck::Bidittle { ": BIDittle uses A K Q J T 9 8" } else { "" }
            ),
            HandError::WrongCount { found, deck: Some(d) } => {
                write!(f, "wrong number of cards: {found}, a hand from the {d} deck has {}", d.hand_size())
            }
            HandError::WrongCount { found, deck: None } => {
                write!(f, "wrong number of cards: {found}, a hand has 13 (standard deck) or 7 (BIDittle deck)")
            }
        }
    }
}

impl std::error::Error for HandError {}

/// Splits a hand into its four suits (spades first) and reads them.
fn parse_holdings(text: &str) -> Result<[Holding; 4], HandError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(HandError::Empty);
    }
    let offset = text.len() - text.trim_start().len();
    let has_dot = trimmed.contains('.');
    let has_dash = trimmed.contains('-');
    let has_blank = trimmed.contains(char::is_whitespace);
    let sep: &dyn Fn(char) -> bool = match (has_dot, has_dash, has_blank) {
        (true, false, false) => &|c| c == '.',
        (false, true, false) => &|c| c == '-',
        (false, false, true) => &|c: char| c.is_whitespace(),
        (false, false, false) => return Err(HandError::Separators { found: "no separators".into() }),
        _ => return Err(HandError::Separators { found: "mixed separators".into() }),
    };
    // The four suits, spades first, each with its offset; counted past four for the message.
    // A fixed array: reading a hand allocates nothing (the C ABI's bid path).
    let mut parts: [(usize, &str); 4] = [(0, ""); 4];
    let mut count = 0usize;
    for part in trimmed.split(sep) {
        // Runs of blanks count as one separator.
        if has_blank && part.is_empty() {
            continue;
        }
        if let Some(slot) = parts.get_mut(count) {
            // The part's offset in `trimmed` (it is a slice of it).
            *slot = (part.as_ptr() as usize - trimmed.as_ptr() as usize, part);
        }
        count += 1;
    }
    if count != 4 {
        return Err(HandError::Separators { found: format!("{count} suits") });
    }
    let mut out = [Holding::VOID; 4];
    for (k, (at, part)) in parts.into_iter().enumerate() {
        let suit = Suit::DESCENDING[k];
        let mut h = Holding::VOID;
        parse_suit(part, offset + at, &mut h, Some(suit))?;
        out[suit.index()] = h;
    }
    Ok(out)
}

/// Reads the cards of one suit into `h`.
fn parse_suit(part: &str, base: usize, h: &mut Holding, suit: Option<Suit>) -> Result<(), HandError> {
    let mut chars = part.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let rank = if c == '1' {
            match chars.peek() {
                Some((_, '0')) => {
                    chars.next();
                    Rank::Ten
                }
                _ => return Err(HandError::NotACard { ch: c, at: base + i }),
            }
        } else if c == '-' && part.len() == 1 {
            // A lone dash is an explicit void in PBN-style text.
            continue;
        } else {
            Rank::from_char(c).ok_or(HandError::NotACard { ch: c, at: base + i })?
        };
        if h.has(rank) {
            let card = match suit {
                Some(s) => format!("{}{}", s.letter(), rank.to_char()),
                None => rank.to_char().to_string(),
            };
            return Err(HandError::DuplicateCard { card, at: base + i });
        }
        *h = h.with(rank);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_notations() {
        let a = Hand::parse("AQ3-T87-K6432-T4").unwrap();
        let b = Hand::parse("AQ3.T87.K6432.T4").unwrap();
        let c = Hand::parse("aq3 t87 k6432 104").unwrap();
        assert_eq!(a, b);
        assert_eq!(a, c);
        assert_eq!(a.to_bidbase(), "AQ3-T87-K6432-T4");
        assert_eq!(a.to_pbn(), "AQ3.T87.K6432.T4");
        assert_eq!(a.deck(), Deck::Standard);
        assert_eq!(a.lengths(), [2, 5, 3, 3]);
        assert_eq!(a.hcp_slow(), 9);
    }

    #[test]
    fn voids_and_order() {
        let h = Hand::parse("AKQ32--KQ32-5432").unwrap();
        assert_eq!(h.len(Suit::Hearts), 0);
        assert_eq!(h.to_pbn(), "AKQ32..KQ32.5432");
        let h2 = Hand::parse("23AKQ..2QK3.5342").unwrap();
        assert_eq!(h, h2);
    }

    #[test]
    fn bidittle_hands() {
        let h = Hand::parse("AK8-Q9-J-T").unwrap();
        assert_eq!(h.deck(), Deck::Bidittle);
        assert_eq!(Hand::parse("AK7-Q9-J-T"), Err(HandError::RankNotInDeck { rank: '7', deck: Deck::Bidittle, at: 2 }));
        assert!(Hand::parse_for(Deck::Standard, "AK8-Q9-J-T").is_err());
    }

    #[test]
    fn errors_name_the_problem() {
        assert!(matches!(Hand::parse("AQ3-T87-K6432"), Err(HandError::Separators { .. })));
        assert!(matches!(Hand::parse("AQ3-T87.K6432-T4"), Err(HandError::Separators { .. })));
        assert!(matches!(Hand::parse("AA3-T87-K6432-T4"), Err(HandError::DuplicateCard { at: 1, .. })));
        assert!(matches!(Hand::parse("AQ3-T87-K6432-T"), Err(HandError::WrongCount { found: 12, .. })));
        assert!(matches!(Hand::parse("AQ3-T87-K6Z32-T4"), Err(HandError::NotACard { ch: 'Z', at: 10 })));
        assert_eq!(Hand::parse("  "), Err(HandError::Empty));
        let msg = Hand::parse("AA3-T87-K6432-T4").unwrap_err().to_string();
        assert!(msg.contains("duplicate card SA"), "{msg}");
    }
}
