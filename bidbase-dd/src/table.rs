//! The double-dummy table of a deal: the tricks each seat takes as declarer in each strain.

use core::fmt;

use bidbase_runtime::{Deck, Seat, Strain};

/// Why a deal cannot be solved, or a table read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DdError {
    /// No solver takes deals of this deck. Both decks bidbase knows are solved (the standard
    /// deck by `pons-dds`, BIDittle's by this crate's own solver), so no deal gives this error
    /// now; it is kept for a deck added later.
    Deck(Deck),
    /// A table in text form is malformed: what is wrong.
    Table(String),
}

impl fmt::Display for DdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DdError::Deck(d) => write!(f, "double-dummy analysis does not take {d} deals"),
            DdError::Table(why) => write!(f, "bad double-dummy table: {why}"),
        }
    }
}

impl std::error::Error for DdError {}

/// The 20 double-dummy results of a deal: the tricks each seat takes as declarer in each
/// strain when every player sees all the cards and plays perfectly (out of 13 for a 52-card
/// deal, out of 7 for a BIDittle deal).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DdTable {
    /// Tricks by strain (clubs, diamonds, hearts, spades, notrump) and declarer (N E S W).
    tricks: [[u8; 4]; 5],
}

impl DdTable {
    /// A table from tricks by strain (C D H S NT) and declarer (N E S W); every count 0..=13.
    pub fn new(tricks: [[u8; 4]; 5]) -> Result<DdTable, DdError> {
        if let Some(t) = tricks.iter().flatten().find(|&&t| t > 13) {
            return Err(DdError::Table(format!("{t} tricks (at most 13)")));
        }
        Ok(DdTable { tricks })
    }

    /// The tricks `declarer` takes in `strain`.
    #[inline]
    pub const fn tricks(&self, declarer: Seat, strain: Strain) -> u8 {
        self.tricks[strain.index()][declarer.index()]
    }

    /// The table as 20 hex digits: strains C D H S NT, in each the declarers N E S W (the
    /// form of the test data in `bidbase-dd/tests/data`).
    pub fn to_hex(&self) -> String {
        self.tricks.iter().flatten().map(|t| char::from_digit(*t as u32, 16).unwrap_or('?')).collect()
    }

    /// A table from tricks by strain (C D H S NT) and declarer (N E S W) known to be in range.
    pub(crate) const fn from_tricks(tricks: [[u8; 4]; 5]) -> DdTable {
        DdTable { tricks }
    }

    /// Tricks by strain (C D H S NT) and declarer (N E S W).
    pub(crate) const fn rows(&self) -> &[[u8; 4]; 5] {
        &self.tricks
    }

    /// Reads [`DdTable::to_hex`]'s form.
    pub fn parse_hex(text: &str) -> Result<DdTable, DdError> {
        let digits: Vec<u32> = text.trim().chars().map(|c| c.to_digit(16).unwrap_or(99)).collect();
        if digits.len() != 20 || digits.iter().any(|&d| d > 13) {
            return Err(DdError::Table(format!("'{text}' is not 20 hex digits of 0..=d")));
        }
        let mut tricks = [[0u8; 4]; 5];
        for (i, d) in digits.into_iter().enumerate() {
            tricks[i / 4][i % 4] = d as u8;
        }
        Ok(DdTable { tricks })
    }

    /// The most tricks either member of `declarer`'s side takes in `strain`, and who.
    pub fn best_of_side(&self, declarer: Seat, strain: Strain) -> (u8, Seat) {
        let partner = declarer.partner();
        let (a, b) = (self.tricks(declarer, strain), self.tricks(partner, strain));
        if b > a {
            (b, partner)
        } else {
            (a, declarer)
        }
    }
}

impl fmt::Display for DdTable {
    /// The usual grid: a row for each declarer, a column for each strain.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "      C   D   H   S  NT")?;
        for seat in Seat::ALL {
            write!(f, "{}  ", seat.letter())?;
            for strain in Strain::ALL {
                write!(f, "{:>4}", self.tricks(seat, strain))?;
            }
            if seat != Seat::West {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trip_and_errors() {
        let t = DdTable::parse_hex("0123456789abcd012345").expect("a table");
        assert_eq!(t.to_hex(), "0123456789abcd012345");
        assert_eq!(t.tricks(Seat::East, Strain::Clubs), 1);
        assert_eq!(t.tricks(Seat::West, Strain::NoTrump), 5);
        assert!(DdTable::parse_hex("0123").is_err());
        assert!(DdTable::parse_hex("0123456789abcdef0123").is_err());
        assert!(DdTable::new([[14, 0, 0, 0]; 5]).is_err());
    }
}
