//! Contracts: level, strain and doubling, and what makes one a game.

use core::fmt;

use crate::call::{Bid, Call, CallError, Strain};

/// Trick score a side needs for a game: 100.
pub const GAME_THRESHOLD: u32 = 100;

/// Undoubled trick score of `odd_tricks` tricks above six in `strain`: 20 a trick in clubs
/// and diamonds, 30 in hearts and spades, at notrump 40 for the first and 30 for each other.
///
/// Used for contracts (odd tricks = level) and for minibridge (odd tricks = tricks taken
/// above six).
pub const fn trick_points(strain: Strain, odd_tricks: u8) -> u32 {
    let n = odd_tricks as u32;
    match (strain, n) {
        (_, 0) => 0,
        (Strain::NoTrump, n) => 40 + 30 * (n - 1),
        (s, n) => s.trick_value() * n,
    }
}

/// Undoubled, doubled or redoubled.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Doubled {
    /// Not doubled.
    #[default]
    Undoubled,
    /// Doubled.
    Doubled,
    /// Redoubled.
    Redoubled,
}

impl Doubled {
    /// The trick-score multiplier: 1, 2 or 4.
    pub const fn multiplier(self) -> u32 {
        match self {
            Doubled::Undoubled => 1,
            Doubled::Doubled => 2,
            Doubled::Redoubled => 4,
        }
    }

    /// `""`, `X` or `XX`.
    pub const fn suffix(self) -> &'static str {
        match self {
            Doubled::Undoubled => "",
            Doubled::Doubled => "X",
            Doubled::Redoubled => "XX",
        }
    }
}

/// A contract: a bid and its doubled state.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Contract {
    /// Level 1..=7 (BIDittle contracts also use 1..=7: the number of tricks of seven).
    pub level: u8,
    /// Strain.
    pub strain: Strain,
    /// Doubled state.
    pub doubled: Doubled,
}

impl Contract {
    /// A contract.
    pub const fn new(level: u8, strain: Strain, doubled: Doubled) -> Contract {
        Contract { level, strain, doubled }
    }

    /// Whether making the contract scores a game: its trick score, doubled or redoubled,
    /// is 100 or more (3NT, 4H, 5C; also 2H doubled, 1NT redoubled).
    pub const fn is_game(self) -> bool {
        trick_points(self.strain, self.level) * self.doubled.multiplier() >= GAME_THRESHOLD
    }

    /// Reads `4S`, `4SX`, `3NTXX`, `5D*` (one `*` per double), `6N`, any case.
    pub fn parse(text: &str) -> Result<Contract, CallError> {
        let t = text.trim();
        let upper = t.to_ascii_uppercase();
        let (body, doubled) = if let Some(b) = upper.strip_suffix("XX").or_else(|| upper.strip_suffix("**")) {
            (b.to_string(), Doubled::Redoubled)
        } else if let Some(b) = upper.strip_suffix('X').or_else(|| upper.strip_suffix('*')) {
            (b.to_string(), Doubled::Doubled)
        } else {
            (upper.clone(), Doubled::Undoubled)
        };
        match Call::parse(&body)?.as_bid() {
            Some(b) => Ok(Contract::new(b.level, b.strain, doubled)),
            None => Err(CallError::Unknown { text: t.into() }),
        }
    }

    /// The bid part.
    pub const fn bid(self) -> Bid {
        Bid { level: self.level, strain: self.strain }
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.level, self.strain.pbn(), self.doubled.suffix())
    }
}
