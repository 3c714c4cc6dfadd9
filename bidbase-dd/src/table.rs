//! The double-dummy table of a deal, and solving it: 52-card deals with `pons-dds`, BIDittle's
//! 28-card deals with the solver of `small.rs`.

use core::fmt;

use bidbase_runtime::{Deal, Deck, Seat, Strain};

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

/// Solves one deal: all 20 results. A 52-card deal goes to `pons-dds` (the five strains on
/// its threads), a BIDittle deal to this crate's solver on the calling thread.
pub fn solve(deal: &Deal) -> Result<DdTable, DdError> {
    match deal.deck() {
        Deck::Standard => Ok(from_pons(&pons_dds::solve_deal(to_full_deal(deal)?))),
        Deck::Bidittle => Ok(crate::small::solve(deal)),
    }
}

/// Solves many deals on all cores (rayon's pool: the one installed, or the global one), in
/// order; `progress(n)` is told after every `n` deals solved. The deals may come from either
/// deck, mixed. The results do not depend on the number of threads.
pub fn solve_all(deals: &[Deal], progress: &(dyn Fn(usize) + Sync)) -> Result<Vec<DdTable>, DdError> {
    use rayon::prelude::*;

    let (standard, small): (Vec<usize>, Vec<usize>) =
        (0..deals.len()).partition(|&i| deals[i].deck() == Deck::Standard);
    let full: Vec<contract_bridge::FullDeal> =
        standard.iter().map(|&i| to_full_deal(&deals[i])).collect::<Result<_, _>>()?;
    let mut out = vec![DdTable::default(); deals.len()];
    // Batches big enough to keep every thread busy, small enough for a live progress bar.
    for (chunk, at) in full.chunks(32).zip(standard.chunks(32)) {
        let tables = pons_dds::solve_deals(chunk, pons_dds::NonEmptyStrainFlags::ALL);
        for (t, &i) in tables.iter().zip(at) {
            out[i] = from_pons(t);
        }
        progress(chunk.len());
    }
    // BIDittle deals take a millisecond or two each: larger batches, each thread's own solver.
    for at in small.chunks(128) {
        let tables: Vec<DdTable> = at.par_iter().map(|&i| crate::small::solve(&deals[i])).collect();
        for (t, &i) in tables.into_iter().zip(at) {
            out[i] = t;
        }
        progress(at.len());
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
