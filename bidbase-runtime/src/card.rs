//! Suits, ranks, cards and the two decks bidbase knows.

use core::fmt;

/// A suit, ordered as in the auction: clubs lowest, spades highest.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Suit {
    /// Clubs.
    Clubs = 0,
    /// Diamonds.
    Diamonds = 1,
    /// Hearts.
    Hearts = 2,
    /// Spades.
    Spades = 3,
}

impl Suit {
    /// All suits from clubs up.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    /// All suits from spades down, the order in which hands are written.
    pub const DESCENDING: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit with index 0 (clubs) to 3 (spades).
    #[inline]
    pub const fn from_index(index: usize) -> Suit {
        match index & 3 {
            0 => Suit::Clubs,
            1 => Suit::Diamonds,
            2 => Suit::Hearts,
            _ => Suit::Spades,
        }
    }

    /// Index 0 (clubs) to 3 (spades).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in both notations: `C`, `D`, `H` or `S`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// Reads `C`, `D`, `H`, `S` (either case) or a suit symbol.
    pub fn from_char(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' | '♣' | '♧' => Some(Suit::Clubs),
            'D' | 'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'H' | 'h' | '♥' | '♡' => Some(Suit::Hearts),
            'S' | 's' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// Hearts and spades.
    pub const fn is_major(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Spades)
    }

    /// The number BidBase uses for a suit in Bid Order Numbers and "@" tags: 1 = clubs .. 4 = spades.
    pub const fn bidbase_number(self) -> u8 {
        self as u8 + 1
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A card rank, 2 (lowest) to ace (highest). The discriminant is the bit index of the
/// rank inside a [`crate::Holding`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    Two = 0,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// All ranks from the two up.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank whose bit index is `index` (0 = two .. 12 = ace).
    pub const fn from_index(index: u8) -> Option<Rank> {
        if index < 13 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// Bit index inside a holding.
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The character used in both notations (`T` for the ten).
    pub const fn to_char(self) -> char {
        b"23456789TJQKA"[self as usize] as char
    }

    /// Reads a rank character; `T` and `t` are the ten. (`10` is handled by the hand parser.)
    pub fn from_char(c: char) -> Option<Rank> {
        let up = c.to_ascii_uppercase();
        "23456789TJQKA".find(up).and_then(|i| Rank::from_index(i as u8))
    }

    /// Milton Work high-card points: A 4, K 3, Q 2, J 1.
    pub const fn hcp(self) -> u8 {
        match self {
            Rank::Ace => 4,
            Rank::King => 3,
            Rank::Queen => 2,
            Rank::Jack => 1,
            _ => 0,
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

/// One card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Card {
    /// The suit.
    pub suit: Suit,
    /// The rank.
    pub rank: Rank,
}

impl Card {
    /// A card.
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// The bit of this card inside a hand's 64-bit card set.
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << (16 * self.suit as u32 + self.rank as u32)
    }

    /// The card of bit number `bit` (0..64) of a hand's card set, [`Card::bit`]'s inverse; a
    /// number that is no card's (a rank above the ace) reads as that suit's ace.
    pub const fn from_bit(bit: u8) -> Card {
        let rank = match Rank::from_index(bit % 16) {
            Some(r) => r,
            None => Rank::Ace,
        };
        Card { suit: Suit::from_index((bit / 16 % 4) as usize), rank }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.letter(), self.rank.to_char())
    }
}

/// The pack a game is played with. A hand carries its deck in its value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Deck {
    /// The standard 52-card pack, 13 cards a hand.
    #[default]
    Standard,
    /// BIDittle's 28-card pack (A K Q J T 9 8 in each suit), 7 cards a hand.
    Bidittle,
}

impl Deck {
    /// Both decks.
    pub const ALL: [Deck; 2] = [Deck::Standard, Deck::Bidittle];

    /// The ranks of one suit in this deck, as a holding mask.
    #[inline]
    pub const fn rank_mask(self) -> u16 {
        match self {
            Deck::Standard => 0x1FFF,
            Deck::Bidittle => 0x1FC0,
        }
    }

    /// Whether the deck has this rank.
    pub const fn has_rank(self, rank: Rank) -> bool {
        self.rank_mask() & (1 << rank as u16) != 0
    }

    /// Cards in each suit: 13 or 7.
    pub const fn suit_size(self) -> u8 {
        match self {
            Deck::Standard => 13,
            Deck::Bidittle => 7,
        }
    }

    /// Cards in the pack: 52 or 28.
    pub const fn size(self) -> u8 {
        self.suit_size() * 4
    }

    /// Cards in each hand: 13 or 7.
    pub const fn hand_size(self) -> u8 {
        self.suit_size()
    }

    /// Every card of the pack as one 64-bit set (the layout of [`crate::Hand`]).
    pub const fn all_cards(self) -> u64 {
        let m = self.rank_mask() as u64;
        m | (m << 16) | (m << 32) | (m << 48)
    }

    /// The deck's name as the CLI spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Deck::Standard => "standard",
            Deck::Bidittle => "bidittle",
        }
    }
}

impl fmt::Display for Deck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
