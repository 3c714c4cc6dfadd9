//! Par: the result of a deal when both sides bid perfectly, knowing every card.

use bidbase_runtime::{Contract, Doubled, Seat, Strain, Vulnerability};
use bidbase_scoring::duplicate_score_ns;

use crate::pons::{to_pons, CB_SEATS};
use crate::table::DdTable;

/// One par contract: the contract, its declarer, and the tricks over (or, negative, under)
/// the contract that double-dummy play gives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParContract {
    /// The contract (a sacrifice is doubled).
    pub contract: Contract,
    /// Who declares it.
    pub declarer: Seat,
    /// Overtricks, or undertricks as a negative number.
    pub overtricks: i8,
}

impl ParContract {
    /// The tricks declarer takes: the level's book plus the overtricks.
    pub fn tricks(&self) -> u8 {
        (6 + self.contract.level as i16 + self.overtricks as i16).clamp(0, 13) as u8
    }

    /// The contract's duplicate score from North-South's view (the duplicate scoring tables).
    pub fn score_ns(&self, vul: Vulnerability) -> i32 {
        duplicate_score_ns(self.contract, self.declarer, vul, self.tricks()).unwrap_or(0)
    }
}

impl core::fmt::Display for ParContract {
    /// `4S N =`, `5DX E -2`, `3NT S +1`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{} {} ", self.contract, self.declarer.letter())?;
        match self.overtricks {
            0 => write!(f, "="),
            n => write!(f, "{n:+}"),
        }
    }
}

/// The par of a deal: the score from North-South's view and the contracts that reach it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Par {
    /// The par score, from North-South's view (negative: East-West score).
    pub score: i32,
    /// The par contracts (none when the deal is passed out at par).
    pub contracts: Vec<ParContract>,
}

/// The par of a deal for a dealer and vulnerability (DDS's dealer par, through `pons-dds`):
/// when both sides could reach the same score, the side that speaks first gets it. Each par
/// contract scored by the duplicate scoring tables with its double-dummy tricks gives the par score
/// (tested on 1,000 deals).
pub fn par(table: &DdTable, vul: Vulnerability, dealer: Seat) -> Par {
    let v = match vul {
        Vulnerability::None => pons_dds::Vulnerability::NONE,
        Vulnerability::NorthSouth => pons_dds::Vulnerability::NS,
        Vulnerability::EastWest => pons_dds::Vulnerability::EW,
        Vulnerability::Both => pons_dds::Vulnerability::ALL,
    };
    let p = pons_dds::calculate_par(to_pons(table), v, CB_SEATS[dealer.index()]);
    let mut contracts: Vec<ParContract> = p
        .contracts
        .iter()
        .map(|c| {
            let strain = Strain::ALL[c.contract.bid.strain as usize];
            let doubled = match c.contract.penalty {
                contract_bridge::Penalty::Undoubled => Doubled::Undoubled,
                contract_bridge::Penalty::Doubled => Doubled::Doubled,
                contract_bridge::Penalty::Redoubled => Doubled::Redoubled,
            };
            ParContract {
                contract: Contract::new(c.contract.bid.level.get(), strain, doubled),
                declarer: Seat::ALL[c.declarer as usize],
                overtricks: c.overtricks,
            }
        })
        .collect();
    contracts.sort_by_key(|c| (c.contract.level, c.contract.strain, c.declarer.index()));
    contracts.dedup();
    Par { score: p.score, contracts }
}
