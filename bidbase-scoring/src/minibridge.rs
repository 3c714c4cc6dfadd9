//! Minibridge: the declarer is found from the announced point counts, and the
//! contract is only "part score" or "game" in a strain.

use bidbase_runtime::Seat;
use bidbase_runtime::Strain;
use bidbase_runtime::{Contract, Doubled};

use super::{check_level, check_tricks, game_bonus, ScoreError, PART_SCORE_BONUS};
use bidbase_runtime::{trick_points, GAME_THRESHOLD};

/// Penalty to the opponents for each trick the declarer is short.
const SHORT_TRICK: u32 = 50;

/// What the minibridge declarer announces after seeing the dummy.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MinibridgeContract {
    /// A part score in the strain: needs 7 tricks, scores the trick score plus 50.
    PartScore(Strain),
    /// A game in the strain: needs enough tricks for 100 trick points (11 in a minor, 10 in
    /// a major, 9 at notrump), scores the trick score plus 300.
    Game(Strain),
}

impl MinibridgeContract {
    /// The strain.
    pub const fn strain(self) -> Strain {
        match self {
            MinibridgeContract::PartScore(s) | MinibridgeContract::Game(s) => s,
        }
    }

    /// Tricks the declaring side needs: 7 for a part score; for a game the fewest whose
    /// trick score reaches 100 (11 clubs or diamonds, 10 hearts or spades, 9 notrump).
    pub const fn tricks_needed(self) -> u8 {
        match self {
            MinibridgeContract::PartScore(_) => 7,
            MinibridgeContract::Game(s) => {
                let mut odd = 1;
                while trick_points(s, odd) < GAME_THRESHOLD {
                    odd += 1;
                }
                odd + 6
            }
        }
    }
}

/// Scores a minibridge deal from the declaring side's view: positive when the contract
/// succeeds, negative (the opponents' score) when it fails.
///
/// Tricks above six score as usual (20 clubs and diamonds, 30 hearts and spades, 40 + 30 at
/// notrump). A successful part score earns that trick score plus 50; a successful game the
/// trick score plus 300. A failed contract gives the opponents 50 for each trick short of
/// the number needed. The scores are not vulnerable (minibridge has no vulnerability).
/// Errors when `tricks` is above 13.
///
/// ```
/// use bidbase_runtime::Strain;
/// use bidbase_scoring::{minibridge_score, MinibridgeContract};
/// assert_eq!(minibridge_score(MinibridgeContract::Game(Strain::Hearts), 10), Ok(420));
/// ```
pub const fn minibridge_score(contract: MinibridgeContract, tricks: u8) -> Result<i32, ScoreError> {
    if let Err(e) = check_tricks(tricks, 13) {
        return Err(e);
    }
    let needed = contract.tricks_needed();
    if tricks < needed {
        return Ok(-((SHORT_TRICK * (needed - tricks) as u32) as i32));
    }
    let bonus = match contract {
        MinibridgeContract::PartScore(_) => PART_SCORE_BONUS,
        MinibridgeContract::Game(_) => game_bonus(false),
    };
    Ok((trick_points(contract.strain(), tricks - 6) + bonus) as i32)
}

/// Scores a contract reached in the slip version of minibridge (the players write their points
/// and suit lengths on slips, the opener chooses a contract from partner's slip, the
/// opponent may overcall, and the last bidder declares), from the declaring side's view:
/// positive when made, negative (the opponents' score) when it fails.
///
/// The rules say only that the contract is "a number of tricks above six and a trump suit or
/// no trumps"; it is scored as minibridge scores, with the contract in place of the
/// announcement: the declaring side needs `level + 6` tricks; made, it scores the trick score
/// of all the tricks it took above six plus 300 when the contract's own trick score reaches
/// 100 (3NT, 4H, 4S, 5C, 5D and higher: a game) or 50 otherwise (a part score); failed, the
/// opponents score 50 a trick short. There is no vulnerability, no slam bonus and no double
/// (the slip auction has only bids and passes): a doubled contract is
/// [`ScoreError::MinibridgeDoubled`].
///
/// The announced form is the same rule: `PartScore(s)` is a one-level contract and `Game(s)`
/// the lowest game in `s`.
///
/// ```
/// use bidbase_runtime::Contract;
/// use bidbase_scoring::minibridge_contract_score;
/// assert_eq!(minibridge_contract_score(Contract::parse("4H").unwrap(), 11), Ok(450));
/// assert_eq!(minibridge_contract_score(Contract::parse("1NT").unwrap(), 10), Ok(180));
/// ```
pub fn minibridge_contract_score(contract: Contract, tricks: u8) -> Result<i32, ScoreError> {
    check_level(contract)?;
    check_tricks(tricks, 13)?;
    if contract.doubled != Doubled::Undoubled {
        return Err(ScoreError::MinibridgeDoubled);
    }
    let needed = contract.level + 6;
    if tricks < needed {
        return Ok(-((SHORT_TRICK * u32::from(needed - tricks)) as i32));
    }
    let bonus = if trick_points(contract.strain, contract.level) >= GAME_THRESHOLD {
        game_bonus(false)
    } else {
        PART_SCORE_BONUS
    };
    Ok((trick_points(contract.strain, tricks - 6) + bonus) as i32)
}

/// Whether a contract is a game in minibridge: its trick score reaches 100.
pub const fn minibridge_is_game(contract: Contract) -> bool {
    trick_points(contract.strain, contract.level) >= GAME_THRESHOLD
}

/// Who plays a minibridge deal.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MinibridgeDeclarer {
    /// This player declares.
    Declarer(Seat),
    /// Each side has 20 points: the same dealer deals again.
    Redeal,
}

/// Finds the minibridge declarer from the point counts announced (`hcp[seat.index()]`, North
/// first) and the dealer.
///
/// The side with more points plays; its member with more points declares. When the two
/// partners have the same count, the one who spoke first declares: the dealer or the player
/// to the dealer's left, whichever of them belongs to the side. At 20-20 the deal is redealt.
/// Errors when the four counts do not add up to 40.
pub fn minibridge_declarer(dealer: Seat, hcp: [u8; 4]) -> Result<MinibridgeDeclarer, ScoreError> {
    let total: u32 = hcp.iter().map(|&h| u32::from(h)).sum();
    if total != 40 {
        return Err(ScoreError::HcpTotal { total });
    }
    let points = |s: Seat| u32::from(hcp[s.index()]);
    let ns = points(Seat::North) + points(Seat::South);
    let (a, b) = match ns.cmp(&20) {
        core::cmp::Ordering::Equal => return Ok(MinibridgeDeclarer::Redeal),
        core::cmp::Ordering::Greater => (Seat::North, Seat::South),
        core::cmp::Ordering::Less => (Seat::East, Seat::West),
    };
    let speaks = |s: Seat| (s.index() + 4 - dealer.index()) % 4;
    let declarer = match points(a).cmp(&points(b)) {
        core::cmp::Ordering::Greater => a,
        core::cmp::Ordering::Less => b,
        core::cmp::Ordering::Equal if speaks(a) < speaks(b) => a,
        core::cmp::Ordering::Equal => b,
    };
    Ok(MinibridgeDeclarer::Declarer(declarer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use MinibridgeContract::{Game, PartScore};

    #[test]
    fn rules_examples() {
        // Part score in notrump: 7 tricks 90, 10 tricks 180, 5 tricks: the other side 100.
        assert_eq!(minibridge_score(PartScore(Strain::NoTrump), 7), Ok(90));
        assert_eq!(minibridge_score(PartScore(Strain::NoTrump), 10), Ok(180));
        assert_eq!(minibridge_score(PartScore(Strain::NoTrump), 5), Ok(-100));
        // Game in hearts: 10 tricks 420, 11 tricks 450, 7 tricks: the other side 150.
        assert_eq!(minibridge_score(Game(Strain::Hearts), 10), Ok(420));
        assert_eq!(minibridge_score(Game(Strain::Hearts), 11), Ok(450));
        assert_eq!(minibridge_score(Game(Strain::Hearts), 7), Ok(-150));
    }

    /// The rules' examples through contracts: a part score in notrump is 1NT, a game in
    /// hearts 4H.
    #[test]
    fn rules_examples_as_contracts() {
        let k = |s: &str| Contract::parse(s).unwrap();
        assert_eq!(minibridge_contract_score(k("1NT"), 7), Ok(90));
        assert_eq!(minibridge_contract_score(k("1NT"), 10), Ok(180));
        assert_eq!(minibridge_contract_score(k("1NT"), 5), Ok(-100));
        assert_eq!(minibridge_contract_score(k("4H"), 10), Ok(420));
        assert_eq!(minibridge_contract_score(k("4H"), 11), Ok(450));
        assert_eq!(minibridge_contract_score(k("4H"), 7), Ok(-150));
        // The announced form agrees for every strain and trick count.
        let lowest_game = |s: Strain| Contract::new(Game(s).tricks_needed() - 6, s, Doubled::Undoubled);
        for s in Strain::ALL {
            for t in 0..=13 {
                let one = Contract::new(1, s, Doubled::Undoubled);
                assert_eq!(minibridge_contract_score(one, t), minibridge_score(PartScore(s), t));
                assert_eq!(minibridge_contract_score(lowest_game(s), t), minibridge_score(Game(s), t));
            }
            assert!(minibridge_is_game(lowest_game(s)));
            assert!(!minibridge_is_game(Contract::new(lowest_game(s).level - 1, s, Doubled::Undoubled)));
        }
        // A part score above the one level: 3H making 10 is 120 + 50; 2S down 2, 100 to them.
        assert_eq!(minibridge_contract_score(k("3H"), 10), Ok(170));
        assert_eq!(minibridge_contract_score(k("2S"), 6), Ok(-100));
        // A slam is a game: no slam bonus. 6S making 12: 180 + 300; 7NT making 13: 220 + 300.
        assert_eq!(minibridge_contract_score(k("6S"), 12), Ok(480));
        assert_eq!(minibridge_contract_score(k("7NT"), 13), Ok(520));
        assert_eq!(minibridge_contract_score(k("5D"), 10), Ok(-50));
        assert_eq!(minibridge_contract_score(k("4HX"), 10), Err(ScoreError::MinibridgeDoubled));
        assert_eq!(minibridge_contract_score(k("4HXX"), 10), Err(ScoreError::MinibridgeDoubled));
        assert_eq!(minibridge_contract_score(k("4H"), 14), Err(ScoreError::Tricks { tricks: 14, max: 13 }));
        let bad = Contract::new(8, Strain::Hearts, Doubled::Undoubled);
        assert_eq!(minibridge_contract_score(bad, 13), Err(ScoreError::Level { level: 8 }));
    }

    #[test]
    fn tricks_needed() {
        for s in Strain::ALL {
            assert_eq!(PartScore(s).tricks_needed(), 7);
            assert_eq!(PartScore(s).strain(), s);
            assert_eq!(Game(s).strain(), s);
        }
        assert_eq!(Game(Strain::Clubs).tricks_needed(), 11);
        assert_eq!(Game(Strain::Diamonds).tricks_needed(), 11);
        assert_eq!(Game(Strain::Hearts).tricks_needed(), 10);
        assert_eq!(Game(Strain::Spades).tricks_needed(), 10);
        assert_eq!(Game(Strain::NoTrump).tricks_needed(), 9);
    }

    #[test]
    fn more_scores() {
        assert_eq!(minibridge_score(PartScore(Strain::Clubs), 7), Ok(70));
        assert_eq!(minibridge_score(PartScore(Strain::Spades), 13), Ok(260));
        assert_eq!(minibridge_score(PartScore(Strain::Hearts), 0), Ok(-350));
        assert_eq!(minibridge_score(Game(Strain::Diamonds), 11), Ok(400));
        assert_eq!(minibridge_score(Game(Strain::Diamonds), 10), Ok(-50));
        assert_eq!(minibridge_score(Game(Strain::NoTrump), 9), Ok(400));
        assert_eq!(minibridge_score(Game(Strain::NoTrump), 13), Ok(520));
        assert_eq!(minibridge_score(Game(Strain::Clubs), 0), Ok(-550));
        assert_eq!(minibridge_score(Game(Strain::Clubs), 14), Err(ScoreError::Tricks { tricks: 14, max: 13 }));
        for s in Strain::ALL {
            for kind in [PartScore(s), Game(s)] {
                let mut last = i32::MIN;
                for t in 0..=13 {
                    let x = minibridge_score(kind, t).unwrap();
                    assert!(x > last);
                    assert_eq!(x > 0, t >= kind.tricks_needed());
                    last = x;
                }
                assert!(minibridge_score(kind, 255).is_err());
            }
        }
    }

    #[test]
    fn declarer() {
        use MinibridgeDeclarer::{Declarer, Redeal};
        use Seat::*;
        // N-S 24: North has more.
        assert_eq!(minibridge_declarer(North, [14, 8, 10, 8]), Ok(Declarer(North)));
        assert_eq!(minibridge_declarer(North, [10, 8, 14, 8]), Ok(Declarer(South)));
        // E-W stronger.
        assert_eq!(minibridge_declarer(South, [5, 12, 6, 17]), Ok(Declarer(West)));
        // 12 each: whoever of the pair spoke first.
        assert_eq!(minibridge_declarer(North, [12, 8, 12, 8]), Ok(Declarer(North)));
        assert_eq!(minibridge_declarer(East, [12, 8, 12, 8]), Ok(Declarer(South)));
        assert_eq!(minibridge_declarer(South, [12, 8, 12, 8]), Ok(Declarer(South)));
        assert_eq!(minibridge_declarer(West, [12, 8, 12, 8]), Ok(Declarer(North)));
        assert_eq!(minibridge_declarer(North, [8, 12, 8, 12]), Ok(Declarer(East)));
        assert_eq!(minibridge_declarer(West, [8, 12, 8, 12]), Ok(Declarer(West)));
        // 20-20: redeal.
        assert_eq!(minibridge_declarer(North, [10, 10, 10, 10]), Ok(Redeal));
        assert_eq!(minibridge_declarer(East, [20, 20, 0, 0]), Ok(Redeal));
        // The counts must add up to 40.
        assert_eq!(minibridge_declarer(North, [10, 10, 10, 9]), Err(ScoreError::HcpTotal { total: 39 }));
        assert_eq!(minibridge_declarer(North, [255, 255, 255, 255]), Err(ScoreError::HcpTotal { total: 1020 }));
    }
}
