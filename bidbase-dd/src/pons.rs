//! The bridge to `pons-dds`, the solver of 52-card deals: deals, seats, strains and tables in
//! its form and back.

use bidbase_runtime::{Deal, Deck, Seat};

use crate::table::{DdError, DdTable};

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
pub(crate) fn to_full_deal(deal: &Deal) -> Result<contract_bridge::FullDeal, DdError> {
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

pub(crate) fn from_pons(t: &pons_dds::TrickCountTable) -> DdTable {
    let mut tricks = [[0u8; 4]; 5];
    for (s, strain) in CB_STRAINS.iter().enumerate() {
        for (d, seat) in CB_SEATS.iter().enumerate() {
            tricks[s][d] = t[*strain].get(*seat).get();
        }
    }
    DdTable::from_tricks(tricks)
}

pub(crate) fn to_pons(t: &DdTable) -> pons_dds::TrickCountTable {
    let row = |s: usize| {
        let r = t.rows()[s];
        // Every count is 0..=13 by construction.
        pons_dds::TrickCountRow::try_new(r[0], r[1], r[2], r[3]).unwrap_or_default()
    };
    pons_dds::TrickCountTable([row(0), row(1), row(2), row(3), row(4)])
}
