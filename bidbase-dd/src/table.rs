//! The double-dummy table of a deal, and solving it with `pons-dds`.

use core::fmt;

use bidbase_runtime::{Deal, Deck, Seat, Strain};

/// Why a deal cannot be solved, or a table read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DdError {
    /// The deal is not a 52-card deal (BIDittle's 28-card deals are not solved).
    Deck(Deck),
    /// A table in text form is malformed: what is wrong.
    Table(String),
}

impl fmt::Display for DdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DdError::Deck(d) => write!(f, "double-dummy analysis needs a 52-card deal, not a {d:?} deal"),
            DdError::Table(why) => write!(f, "bad double-dummy table: {why}"),
        }
    }
}

impl std::error::Error for DdError {}

/// The 20 double-dummy results of a deal: the tricks each seat takes as declarer in each
/// strain when every player sees all 52 cards and plays perfectly.
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

const CB_STRAINS: [contract_bridge::Strain; 5] = [
    contract_bridge::Strain::Clubs,
    contract_bridge::Strain::Diamonds,
    contract_bridge::Strain::Hearts,
    contract_bridge::Strain::Spades,
    contract_bridge::Strain::Notrump,
];

pub(crate) const CB_SEATS: [contract_bridge::Seat; 4] = [
    contract_bridge::Seat::North,
    contract_bridge::Seat::East,
    contract_bridge::Seat::South,
    contract_bridge::Seat::West,
];

/// The solver's form of a deal.
fn to_full_deal(deal: &Deal) -> Result<contract_bridge::FullDeal, DdError> {
    if deal.deck() != Deck::Standard {
        return Err(DdError::Deck(deal.deck()));
    }
    let mut builder = contract_bridge::deal::Builder::new();
    for seat in Seat::ALL {
        let mut hand = contract_bridge::Hand::EMPTY;
        for card in deal.hand(seat).cards() {
            // Our ranks are 2..=14 by index (two = 0); the solver's are 2..=14.
            let rank = contract_bridge::Rank::new(card.rank.index() + 2);
            let suit = [
                contract_bridge::Suit::Clubs,
                contract_bridge::Suit::Diamonds,
                contract_bridge::Suit::Hearts,
                contract_bridge::Suit::Spades,
            ][card.suit.index()];
            let _ = hand.insert(contract_bridge::Card { suit, rank });
        }
        builder[CB_SEATS[seat.index()]] = hand;
    }
    builder.build_full().map_err(|_| DdError::Table("the deal is not four hands of 13 different cards".into()))
}

fn from_pons(t: &pons_dds::TrickCountTable) -> DdTable {
    let mut tricks = [[0u8; 4]; 5];
    for (s, strain) in CB_STRAINS.iter().enumerate() {
        for (d, seat) in CB_SEATS.iter().enumerate() {
            tricks[s][d] = t[*strain].get(*seat).get();
        }
    }
    DdTable { tricks }
}

pub(crate) fn to_pons(t: &DdTable) -> pons_dds::TrickCountTable {
    let row = |s: usize| {
        let r = t.tricks[s];
        // Every count is 0..=13 by construction.
        pons_dds::TrickCountRow::try_new(r[0], r[1], r[2], r[3]).unwrap_or_default()
    };
    pons_dds::TrickCountTable([row(0), row(1), row(2), row(3), row(4)])
}

/// Solves one deal: all 20 results (the five strains on the solver's threads).
pub fn solve(deal: &Deal) -> Result<DdTable, DdError> {
    Ok(from_pons(&pons_dds::solve_deal(to_full_deal(deal)?)))
}

/// Solves many deals on all cores, in order; `progress(n)` is told after every `n` deals
/// solved. The results do not depend on the number of threads.
pub fn solve_all(deals: &[Deal], progress: &(dyn Fn(usize) + Sync)) -> Result<Vec<DdTable>, DdError> {
    let full: Vec<contract_bridge::FullDeal> = deals.iter().map(to_full_deal).collect::<Result<_, _>>()?;
    let mut out = Vec::with_capacity(full.len());
    // Batches big enough to keep every thread busy, small enough for a live progress bar.
    for chunk in full.chunks(32) {
        let tables = pons_dds::solve_deals(chunk, pons_dds::NonEmptyStrainFlags::ALL);
        out.extend(tables.iter().map(from_pons));
        progress(chunk.len());
    }
    Ok(out)
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
