//! # bidbase-scoring
//!
//! Bridge scoring on bidbase's bridge model: duplicate scores, IMPs and victory points,
//! matchpoints and matchpointed pairs sessions, IMP pairs (cross-IMPs and Butler),
//! board-a-match teams, rubber bridge, Chicago (rubber-style and duplicate-scored, modern or
//! original vulnerability), Russian scoring with compensation tables as data, minibridge
//! (announced and slip forms; the rules of contract bridge) and BIDittle (the BIDittle
//! booklet).
//!
//! Each rule lives in one place. [`ScoreBreakdown`] splits a contract's result into trick
//! score, overtricks, the bonus for making a doubled contract, the slam bonus and the
//! undertrick penalty; [`duplicate_score`], [`RubberScore`], [`Chicago`] and
//! [`DuplicateChicago`] all build on it and add only their own game, part-score and rubber
//! bonuses.
//!
//! Nothing here panics: a level outside 1..=7, a trick count above 13 (7 in BIDittle), an
//! impossible high-card-point count or a deal recorded after the end of a rubber or Chicago
//! is reported as a [`ScoreError`]. Points are `u32` when they go to a named side and `i32`
//! when they are signed from one side's point of view (negative: the other side scores).
//!
//! # Choices where the rules leave room
//!
//! * **IMPs** ([`imps`]): scores are multiples of 10, so the table's rows are read with the
//!   upper bound inclusive and the next row starting right after it: 0..=10 is 0 IMPs,
//!   11..=40 is 1, 41..=80 is 2, ... 3991 and more is 24.
//! * **Victory points** ([`victory_points`]) likewise: 0..=2 is 10-10, 3..=6 is 11-9, ...
//! * **Matchpoints** ([`matchpoints`]) are kept in the 2/1 form (2 a pair beaten, 1 a tie);
//!   the North American form (1 and ½) is exactly half and is offered as `f64`.
//! * **Rubber bridge** ([`RubberScore`]): each deal is scored at the vulnerability the
//!   declaring side had before it; when an unfinished rubber is ended, a side can receive both
//!   the 300 for a game and the 100 for a part score.
//! * **Russian scoring** ([`russian_imps`]): at exactly 20-20 the target is 0 for either side,
//!   so the side's own score is IMPed against 0; the result is the same (with the opposite
//!   sign) whichever side is asked about.
//! * **Chicago** ([`Chicago`]): honours are not scored (the Chicago rules do not mention
//!   them); a deal that is passed out is redealt and is not recorded.
//! * **Minibridge** ([`minibridge_declarer`]): when the declaring partners hold equal points,
//!   the one who announced first (the dealer or the dealer's left-hand opponent) declares;
//!   a failed contract is reported as the opponents' score, negative from the declarer's view.
//! * **IMP pairs** ([`imp_pairs`]): the Butler datum is the average of the board's scores
//!   without the single highest and lowest when there are at least 5, rounded to the nearest
//!   10 ([`butler_datum`]); cross-IMPs are also given per comparison.
//! * **Board-a-match** ([`board_a_match`]): any difference wins or loses the board, even 10.
//! * **Pairs sessions** ([`PairsSession`]): pairs are numbered across the whole field; the
//!   percentage is of the sum of the tops of the boards a pair played.
//! * **Slip minibridge** ([`minibridge_contract_score`]): a contract scores as minibridge
//!   does: the trick score of the tricks taken, plus 300 when the contract's trick score
//!   reaches 100 or 50 otherwise; no doubles, slam bonuses or vulnerability.
//! * **Compensation tables** ([`CompensationTable`]): the Estonian table is not shipped (the
//!   rules name it but do not give its figures); a table by fit can be read from text.
//! * **BIDittle** ([`bidittle_score`]): the extra point for taking all 7 tricks is added after
//!   doubling, and is not itself doubled (`4SX` making 7 is worth 9). BIDittle has no
//!   redouble, so a redoubled contract is an error.

#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

mod bam;
mod bidittle;
mod chicago;
mod compensation;
mod duplicate;
mod imp_pairs;
mod imps;
mod matchpoints;
mod minibridge;
mod rubber;
mod russian;
mod session;

use core::fmt;

use bidbase_runtime::{Contract, Side, Strain};

pub use bam::{board_a_match, BamResult, BoardAMatch};
pub use bidittle::{bidittle_score, bidittle_tricks, BidittleEntry, BidittlePad, BidittleScore, BIDITTLE_TRICKS};
pub use chicago::{chicago_dealer, chicago_vulnerability, Chicago, ChicagoSchedule, DuplicateChicago, CHICAGO_DEALS};
pub use compensation::{CompensationTable, Fit, TableError, TableErrorKind};
pub use duplicate::{
    duplicate_score, duplicate_score_ns, game_bonus, insult_bonus, overtrick_value, slam_bonus, undertrick_penalty,
    ScoreBreakdown, PART_SCORE_BONUS,
};
pub use imp_pairs::{butler_datum, imp_pairs, BoardImps, BUTLER_TRIM_FROM};
pub use imps::{imps, team_imps, victory_points, IMP_TABLE, VP_TABLE};
pub use matchpoints::{matchpoints, BoardMatchpoints};
pub use minibridge::{
    minibridge_contract_score, minibridge_declarer, minibridge_is_game, minibridge_score, MinibridgeContract,
    MinibridgeDeclarer,
};
pub use rubber::{Honours, RubberScore, RUBBER_BONUS_2_0, RUBBER_BONUS_2_1};
pub use russian::{russian_imps, russian_target, RussianScore, RUSSIAN_TARGETS};
pub use session::{PairResult, PairStanding, PairsSession, SessionBoard};

/// Why a result cannot be scored.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScoreError {
    /// The contract level is not 1..=7.
    Level {
        /// The level given.
        level: u8,
    },
    /// More tricks than there are in the deal.
    Tricks {
        /// The tricks given.
        tricks: u8,
        /// Tricks in the deal: 13, or 7 in BIDittle.
        max: u8,
    },
    /// A high-card-point count above 40.
    Hcp {
        /// The count given.
        hcp: u8,
    },
    /// The four hands' high-card points do not add up to 40.
    HcpTotal {
        /// Their sum.
        total: u32,
    },
    /// Honours that cannot be held in this strain: four or five trump honours need a trump
    /// suit, four aces count only at notrump.
    Honours {
        /// The honours claimed.
        honours: Honours,
        /// The contract's strain.
        strain: Strain,
    },
    /// BIDittle has no redouble.
    Redoubled,
    /// The rubber has been won or finished: no more deals can be recorded.
    RubberOver,
    /// All four deals of the Chicago have been played.
    ChicagoOver,
    /// Minibridge has no doubles.
    MinibridgeDoubled,
    /// A trump fit of more than 13 cards.
    Fit {
        /// The cards given.
        cards: u8,
    },
    /// The compensation table depends on the fit, and none was given.
    FitNeeded,
    /// A board number given twice in a pairs session.
    BoardTwice {
        /// The board.
        board: u32,
    },
    /// A pair that appears twice on one board (or plays itself).
    PairTwice {
        /// The board.
        board: u32,
        /// The pair's number.
        pair: u32,
    },
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreError::Level { level } => write!(f, "contract level {level} is not 1 to 7"),
            ScoreError::Tricks { tricks, max } => {
                write!(f, "{tricks} tricks is impossible: a deal has {max} tricks")
            }
            ScoreError::Hcp { hcp } => {
                write!(f, "{hcp} high-card points is impossible: there are 40 in the pack")
            }
            ScoreError::HcpTotal { total } => {
                write!(f, "the four hands hold {total} high-card points, not 40")
            }
            ScoreError::Honours { honours, strain } => {
                let name = match strain {
                    Strain::Clubs => "club",
                    Strain::Diamonds => "diamond",
                    Strain::Hearts => "heart",
                    Strain::Spades => "spade",
                    Strain::NoTrump => "notrump",
                };
                write!(f, "{honours} cannot be scored in a {name} contract")
            }
            ScoreError::Redoubled => f.write_str("BIDittle has no redouble"),
            ScoreError::RubberOver => f.write_str("the rubber is over"),
            ScoreError::ChicagoOver => f.write_str("all four deals of the Chicago have been played"),
            ScoreError::MinibridgeDoubled => f.write_str("minibridge has no doubles"),
            ScoreError::Fit { cards } => write!(f, "a fit of {cards} cards is impossible: a suit has 13"),
            ScoreError::FitNeeded => {
                f.write_str("the compensation table depends on the fit: give the stronger side's longest trump fit")
            }
            ScoreError::BoardTwice { board } => write!(f, "board {board} is given twice"),
            ScoreError::PairTwice { board, pair } => write!(f, "pair {pair} appears twice on board {board}"),
        }
    }
}

impl std::error::Error for ScoreError {}

/// What a line on a rubber or Chicago score sheet is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ScoreItem {
    /// Trick score of a contract made, entered below the line; counts towards game.
    TrickScore,
    /// Overtricks, above the line.
    Overtricks,
    /// 50 (doubled) or 100 (redoubled) for making a doubled contract ("for the insult").
    Insult,
    /// Small or grand slam bid and made.
    SlamBonus,
    /// Undertricks, scored by the defenders.
    Undertricks,
    /// Honours held (rubber bridge).
    Honours,
    /// Game completed (Chicago): 300 not vulnerable, 500 vulnerable.
    GameBonus,
    /// Part score made on the fourth deal of a Chicago that does not complete a game: 100.
    PartScoreBonus,
    /// Rubber won: 700 two games to none, 500 two games to one.
    RubberBonus,
    /// Unfinished rubber: 300 for a side with a game.
    UnfinishedGame,
    /// Unfinished rubber: 100 for a side with a part score in the unfinished game.
    UnfinishedPartScore,
}

impl ScoreItem {
    /// Whether the item is entered below the line (only trick scores are).
    pub const fn below_the_line(self) -> bool {
        matches!(self, ScoreItem::TrickScore)
    }
}

/// One entry on a rubber or Chicago score sheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SheetEntry {
    /// The 1-based deal that produced it; `None` for the adjustments of an unfinished rubber.
    pub deal: Option<u32>,
    /// The 1-based game in progress when it was scored.
    pub game: u32,
    /// The side that scores it.
    pub side: Side,
    /// What it is for.
    pub item: ScoreItem,
    /// The points.
    pub points: u32,
}

/// Index of a side in `[ns, ew]` arrays.
pub(crate) const fn side_index(side: Side) -> usize {
    match side {
        Side::NorthSouth => 0,
        Side::EastWest => 1,
    }
}

/// Rejects a level outside 1..=7.
pub(crate) const fn check_level(contract: Contract) -> Result<(), ScoreError> {
    if contract.level >= 1 && contract.level <= 7 {
        Ok(())
    } else {
        Err(ScoreError::Level { level: contract.level })
    }
}

/// Rejects more than `max` tricks.
pub(crate) const fn check_tricks(tricks: u8, max: u8) -> Result<(), ScoreError> {
    if tricks <= max {
        Ok(())
    } else {
        Err(ScoreError::Tricks { tricks, max })
    }
}

/// Appends the sheet entries of one contract's result: below the line the trick score, above
/// it overtricks, the insult bonus and the slam bonus for the declarer, or the undertricks for
/// the defenders. Shared by rubber bridge and Chicago.
pub(crate) fn push_contract_entries(
    b: &ScoreBreakdown,
    declarer: Side,
    deal: u32,
    game: u32,
    out: &mut Vec<SheetEntry>,
) {
    let mut push = |side: Side, item: ScoreItem, points: u32| {
        if points > 0 {
            out.push(SheetEntry { deal: Some(deal), game, side, item, points });
        }
    };
    push(declarer, ScoreItem::TrickScore, b.trick_score);
    push(declarer, ScoreItem::Overtricks, b.overtricks);
    push(declarer, ScoreItem::Insult, b.insult);
    push(declarer, ScoreItem::SlamBonus, b.slam_bonus);
    push(declarer.opponents(), ScoreItem::Undertricks, b.penalty);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_display() {
        assert_eq!(ScoreError::Level { level: 8 }.to_string(), "contract level 8 is not 1 to 7");
        assert_eq!(
            ScoreError::Tricks { tricks: 14, max: 13 }.to_string(),
            "14 tricks is impossible: a deal has 13 tricks"
        );
        assert_eq!(
            ScoreError::Hcp { hcp: 41 }.to_string(),
            "41 high-card points is impossible: there are 40 in the pack"
        );
        assert_eq!(ScoreError::HcpTotal { total: 39 }.to_string(), "the four hands hold 39 high-card points, not 40");
        assert_eq!(
            ScoreError::Honours { honours: Honours::FourAces, strain: Strain::Spades }.to_string(),
            "four aces cannot be scored in a spade contract"
        );
        assert_eq!(ScoreError::Redoubled.to_string(), "BIDittle has no redouble");
        assert_eq!(ScoreError::RubberOver.to_string(), "the rubber is over");
        assert!(ScoreError::ChicagoOver.to_string().contains("four deals"));
        assert_eq!(ScoreError::MinibridgeDoubled.to_string(), "minibridge has no doubles");
        assert_eq!(ScoreError::Fit { cards: 14 }.to_string(), "a fit of 14 cards is impossible: a suit has 13");
        assert!(ScoreError::FitNeeded.to_string().contains("longest trump fit"));
        assert_eq!(ScoreError::BoardTwice { board: 3 }.to_string(), "board 3 is given twice");
        assert_eq!(ScoreError::PairTwice { board: 2, pair: 7 }.to_string(), "pair 7 appears twice on board 2");
        let e: Box<dyn std::error::Error> = Box::new(ScoreError::Redoubled);
        assert!(e.source().is_none());
    }

    #[test]
    fn only_trick_score_is_below_the_line() {
        use ScoreItem::*;
        for item in [
            Overtricks,
            Insult,
            SlamBonus,
            Undertricks,
            Honours,
            GameBonus,
            PartScoreBonus,
            RubberBonus,
            UnfinishedGame,
            UnfinishedPartScore,
        ] {
            assert!(!item.below_the_line(), "{item:?}");
        }
        assert!(TrickScore.below_the_line());
    }
}
