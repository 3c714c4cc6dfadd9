//! The score of one contract: trick score, overtricks, the bonus for making a
//! doubled contract, slam bonuses and undertrick penalties, and the duplicate score built
//! from them.

use bidbase_runtime::{trick_points, Contract, Doubled, Seat, Side, Strain, Vulnerability, GAME_THRESHOLD};

use super::{check_level, check_tricks, ScoreError};

/// Duplicate bonus for making a part score (trick score below 100): 50.
pub const PART_SCORE_BONUS: u32 = 50;

/// Bonus for each overtrick: undoubled at the trick value of the strain (20 minors, 30
/// majors and notrump); doubled 100 (200 vulnerable); redoubled 200 (400 vulnerable).
pub const fn overtrick_value(strain: Strain, doubled: Doubled, vulnerable: bool) -> u32 {
    match (doubled, vulnerable) {
        (Doubled::Undoubled, _) => strain.trick_value(),
        (Doubled::Doubled, false) => 100,
        (Doubled::Doubled, true) => 200,
        (Doubled::Redoubled, false) => 200,
        (Doubled::Redoubled, true) => 400,
    }
}

/// The defenders' score when the declarer is `undertricks` short.
///
/// Undoubled: 50 each (100 vulnerable). Doubled, not vulnerable: 100 for the first, 200 each
/// for the second and third, 300 each after; doubled, vulnerable: 200 for the first, 300
/// each after. Redoubled undertricks cost twice as much as doubled ones.
pub const fn undertrick_penalty(doubled: Doubled, vulnerable: bool, undertricks: u8) -> u32 {
    let d = undertricks as u32;
    if d == 0 {
        return 0;
    }
    let doubled_penalty = if vulnerable {
        200 + 300 * (d - 1)
    } else {
        let second_third = if d >= 3 { 2 } else { d - 1 };
        let later = d.saturating_sub(3);
        100 + 200 * second_third + 300 * later
    };
    match doubled {
        Doubled::Undoubled => d * if vulnerable { 100 } else { 50 },
        Doubled::Doubled => doubled_penalty,
        Doubled::Redoubled => 2 * doubled_penalty,
    }
}

/// Bonus for bidding and making a slam: small slam (level 6) 500, vulnerable 750; grand slam
/// (level 7) 1000, vulnerable 1500; 0 below level 6.
pub const fn slam_bonus(level: u8, vulnerable: bool) -> u32 {
    match (level, vulnerable) {
        (6, false) => 500,
        (6, true) => 750,
        (7, false) => 1000,
        (7, true) => 1500,
        _ => 0,
    }
}

/// Bonus for making a doubled contract ("50 for the insult"): 50, or 100 redoubled.
pub const fn insult_bonus(doubled: Doubled) -> u32 {
    match doubled {
        Doubled::Undoubled => 0,
        Doubled::Doubled => 50,
        Doubled::Redoubled => 100,
    }
}

/// Duplicate (and Chicago) bonus for making a game: 300, or 500 vulnerable.
pub const fn game_bonus(vulnerable: bool) -> u32 {
    if vulnerable {
        500
    } else {
        300
    }
}

/// A contract's result split into the parts every scoring method shares.
///
/// A made contract has a trick score (below the line in rubber bridge) and possibly
/// overtricks, the insult bonus and a slam bonus (above the line); a defeated one has only a
/// `penalty`, scored by the defenders. Honours, game, part-score and rubber bonuses depend
/// on the scoring method and are added by it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoreBreakdown {
    /// The contract.
    pub contract: Contract,
    /// Whether the declaring side was vulnerable.
    pub vulnerable: bool,
    /// Tricks taken by the declaring side, 0..=13.
    pub tricks: u8,
    /// Trick score of the tricks bid, doubled ×2 or redoubled ×4; 0 when set.
    pub trick_score: u32,
    /// Bonus for overtricks; 0 when set.
    pub overtricks: u32,
    /// Bonus for making a doubled (50) or redoubled (100) contract.
    pub insult: u32,
    /// Bonus for a small or grand slam bid and made.
    pub slam_bonus: u32,
    /// Undertrick penalty, scored by the defenders; 0 when made.
    pub penalty: u32,
}

impl ScoreBreakdown {
    /// Scores `contract` played by a side that is or is not `vulnerable` and took `tricks`.
    ///
    /// Errors when the level is not 1..=7 or `tricks` is above 13.
    pub fn new(contract: Contract, vulnerable: bool, tricks: u8) -> Result<Self, ScoreError> {
        check_level(contract)?;
        check_tricks(tricks, 13)?;
        let needed = contract.level + 6;
        let mut b = ScoreBreakdown {
            contract,
            vulnerable,
            tricks,
            trick_score: 0,
            overtricks: 0,
            insult: 0,
            slam_bonus: 0,
            penalty: 0,
        };
        if tricks >= needed {
            let over = (tricks - needed) as u32;
            b.trick_score = trick_points(contract.strain, contract.level) * contract.doubled.multiplier();
            b.overtricks = over * overtrick_value(contract.strain, contract.doubled, vulnerable);
            b.insult = insult_bonus(contract.doubled);
            b.slam_bonus = slam_bonus(contract.level, vulnerable);
        } else {
            b.penalty = undertrick_penalty(contract.doubled, vulnerable, needed - tricks);
        }
        Ok(b)
    }

    /// Whether the contract was made.
    pub const fn made(&self) -> bool {
        self.tricks >= self.contract.level + 6
    }

    /// Tricks taken beyond the contract.
    pub const fn overtrick_count(&self) -> u8 {
        self.tricks.saturating_sub(self.contract.level + 6)
    }

    /// Tricks short of the contract.
    pub const fn undertrick_count(&self) -> u8 {
        (self.contract.level + 6).saturating_sub(self.tricks)
    }

    /// Whether the trick score alone is a game (100 or more).
    pub const fn is_game(&self) -> bool {
        self.trick_score >= GAME_THRESHOLD
    }

    /// What the declarer scores above the line: overtricks, insult and slam bonuses.
    pub const fn above_the_line(&self) -> u32 {
        self.overtricks + self.insult + self.slam_bonus
    }

    /// The duplicate game or part-score bonus: 300 / 500 (vulnerable) for a game, 50 for a
    /// part score, nothing when set.
    pub const fn duplicate_bonus(&self) -> u32 {
        if !self.made() {
            0
        } else if self.is_game() {
            game_bonus(self.vulnerable)
        } else {
            PART_SCORE_BONUS
        }
    }

    /// The duplicate score from the declaring side's view; negative when set.
    pub const fn duplicate_score(&self) -> i32 {
        if self.made() {
            (self.trick_score + self.above_the_line() + self.duplicate_bonus()) as i32
        } else {
            -(self.penalty as i32)
        }
    }
}

/// The duplicate score of `contract` from the declaring side's view (negative when set):
/// trick score, overtricks, insult and slam bonuses as in rubber bridge, plus 300 (500
/// vulnerable) for a game or 50 for a part score; no honours.
///
/// ```
/// use bidbase_runtime::Contract;
/// use bidbase_scoring::duplicate_score;
/// let c = |s| Contract::parse(s).unwrap();
/// assert_eq!(duplicate_score(c("2S"), false, 10), Ok(170));
/// assert_eq!(duplicate_score(c("4S"), true, 10), Ok(620));
/// assert_eq!(duplicate_score(c("5DX"), false, 8), Ok(-500));
/// ```
pub fn duplicate_score(contract: Contract, vulnerable: bool, tricks: u8) -> Result<i32, ScoreError> {
    Ok(ScoreBreakdown::new(contract, vulnerable, tricks)?.duplicate_score())
}

/// The duplicate score from North-South's view, as a traveller or North's score card records
/// it: `declarer`'s side's vulnerability is read from `vulnerability`, and the score is
/// negated when East-West declared.
pub fn duplicate_score_ns(
    contract: Contract,
    declarer: Seat,
    vulnerability: Vulnerability,
    tricks: u8,
) -> Result<i32, ScoreError> {
    let score = duplicate_score(contract, vulnerability.seat(declarer), tricks)?;
    Ok(match declarer.side() {
        Side::NorthSouth => score,
        Side::EastWest => -score,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use bidbase_runtime::board_vulnerability;

    fn c(s: &str) -> Contract {
        Contract::parse(s).unwrap()
    }

    fn dup(s: &str, vul: bool, tricks: u8) -> i32 {
        duplicate_score(c(s), vul, tricks).unwrap()
    }

    #[test]
    fn rules_duplicate_examples() {
        // 2S making 10 tricks: 60 + 60 + 50.
        assert_eq!(dup("2S", false, 10), 170);
        // 4S not vulnerable: 120 + 300; vulnerable: 120 + 500.
        assert_eq!(dup("4S", false, 10), 420);
        assert_eq!(dup("4S", true, 10), 620);
    }

    #[test]
    fn trick_points_table() {
        assert_eq!(trick_points(Strain::Clubs, 1), 20);
        assert_eq!(trick_points(Strain::Diamonds, 5), 100);
        assert_eq!(trick_points(Strain::Hearts, 2), 60);
        assert_eq!(trick_points(Strain::Spades, 4), 120);
        assert_eq!(trick_points(Strain::NoTrump, 1), 40);
        assert_eq!(trick_points(Strain::NoTrump, 3), 100);
        assert_eq!(trick_points(Strain::NoTrump, 7), 220);
        for s in Strain::ALL {
            assert_eq!(trick_points(s, 0), 0);
        }
        // The smallest game in each strain, undoubled.
        assert!(trick_points(Strain::Clubs, 5) >= 100 && trick_points(Strain::Clubs, 4) < 100);
        assert!(trick_points(Strain::Hearts, 4) >= 100 && trick_points(Strain::Hearts, 3) < 100);
        assert!(trick_points(Strain::NoTrump, 3) >= 100 && trick_points(Strain::NoTrump, 2) < 100);
    }

    #[test]
    fn undertrick_tables() {
        use Doubled::{Doubled as X, Redoubled as XX, Undoubled as U};
        let row = |d, v| (1..=7).map(|n| undertrick_penalty(d, v, n)).collect::<Vec<_>>();
        assert_eq!(row(U, false), [50, 100, 150, 200, 250, 300, 350]);
        assert_eq!(row(U, true), [100, 200, 300, 400, 500, 600, 700]);
        assert_eq!(row(X, false), [100, 300, 500, 800, 1100, 1400, 1700]);
        assert_eq!(row(X, true), [200, 500, 800, 1100, 1400, 1700, 2000]);
        assert_eq!(row(XX, false), [200, 600, 1000, 1600, 2200, 2800, 3400]);
        assert_eq!(row(XX, true), [400, 1000, 1600, 2200, 2800, 3400, 4000]);
        for d in [U, X, XX] {
            for v in [false, true] {
                assert_eq!(undertrick_penalty(d, v, 0), 0);
            }
        }
        // The worst possible result: 7NTXX vulnerable, no tricks.
        assert_eq!(undertrick_penalty(XX, true, 13), 7600);
        assert_eq!(dup("7NXX", true, 0), -7600);
    }

    #[test]
    fn overtricks_and_bonuses() {
        use Doubled::{Doubled as X, Redoubled as XX, Undoubled as U};
        assert_eq!(overtrick_value(Strain::Clubs, U, true), 20);
        assert_eq!(overtrick_value(Strain::Hearts, U, false), 30);
        assert_eq!(overtrick_value(Strain::NoTrump, U, false), 30);
        for s in Strain::ALL {
            assert_eq!(overtrick_value(s, X, false), 100);
            assert_eq!(overtrick_value(s, X, true), 200);
            assert_eq!(overtrick_value(s, XX, false), 200);
            assert_eq!(overtrick_value(s, XX, true), 400);
        }
        assert_eq!([insult_bonus(U), insult_bonus(X), insult_bonus(XX)], [0, 50, 100]);
        assert_eq!([slam_bonus(5, true), slam_bonus(6, false), slam_bonus(6, true)], [0, 500, 750]);
        assert_eq!([slam_bonus(7, false), slam_bonus(7, true)], [1000, 1500]);
        assert_eq!([game_bonus(false), game_bonus(true)], [300, 500]);
    }

    #[test]
    fn well_known_scores() {
        let cases: &[(&str, bool, u8, i32)] = &[
            ("1C", false, 7, 70),
            ("1N", false, 7, 90),
            ("1N", true, 8, 120),
            ("2H", false, 8, 110),
            ("3N", false, 9, 400),
            ("3N", true, 9, 600),
            ("3N", true, 10, 630),
            ("4H", false, 10, 420),
            ("5C", false, 11, 400),
            ("5D", true, 11, 600),
            ("6S", false, 12, 980),
            ("6S", true, 12, 1430),
            ("6N", false, 12, 990),
            ("6C", false, 12, 920),
            ("7S", true, 13, 2210),
            ("7N", false, 13, 1520),
            ("7N", true, 13, 2220),
            // Doubled into game: 2SX making is 120 below the line.
            ("2SX", false, 8, 470),
            ("2SX", true, 8, 670),
            ("1NX", true, 8, 380),
            ("1NX", false, 7, 180),
            ("1NXX", false, 7, 560),
            ("1NXX", true, 7, 760),
            ("1CXX", false, 8, 430),
            ("1CXX", true, 8, 630),
            ("4SX", true, 11, 990),
            ("3NXX", true, 10, 1400),
            ("7NXX", true, 13, 2980),
            ("4S", false, 9, -50),
            ("4S", true, 9, -100),
            ("4SX", false, 8, -300),
            ("4SX", true, 8, -500),
            ("3NX", false, 5, -800),
            ("3NXX", false, 5, -1600),
        ];
        for &(s, vul, tricks, expect) in cases {
            assert_eq!(dup(s, vul, tricks), expect, "{s} vul={vul} tricks={tricks}");
        }
    }

    #[test]
    fn breakdown_parts() {
        let b = ScoreBreakdown::new(c("6HX"), false, 13).unwrap();
        assert_eq!(b.trick_score, 360);
        assert_eq!(b.overtricks, 100);
        assert_eq!(b.insult, 50);
        assert_eq!(b.slam_bonus, 500);
        assert_eq!(b.penalty, 0);
        assert_eq!(b.above_the_line(), 650);
        assert!(b.made() && b.is_game());
        assert_eq!((b.overtrick_count(), b.undertrick_count()), (1, 0));
        assert_eq!(b.duplicate_bonus(), 300);
        assert_eq!(b.duplicate_score(), 360 + 650 + 300);

        let set = ScoreBreakdown::new(c("4SX"), false, 8).unwrap();
        assert!(!set.made());
        assert_eq!((set.overtrick_count(), set.undertrick_count()), (0, 2));
        assert_eq!(set.trick_score + set.above_the_line() + set.duplicate_bonus(), 0);
        assert_eq!(set.penalty, 300);
        assert_eq!(set.duplicate_score(), -300);

        let part = ScoreBreakdown::new(c("2H"), true, 8).unwrap();
        assert!(!part.is_game());
        assert_eq!(part.duplicate_bonus(), PART_SCORE_BONUS);
    }

    #[test]
    fn invalid_input_is_an_error() {
        let bad = |level| Contract::new(level, Strain::Spades, Doubled::Undoubled);
        assert_eq!(duplicate_score(bad(0), false, 7), Err(ScoreError::Level { level: 0 }));
        assert_eq!(duplicate_score(bad(8), false, 13), Err(ScoreError::Level { level: 8 }));
        assert_eq!(duplicate_score(bad(255), true, 0), Err(ScoreError::Level { level: 255 }));
        assert_eq!(duplicate_score(c("1C"), false, 14), Err(ScoreError::Tricks { tricks: 14, max: 13 }));
        assert_eq!(duplicate_score(c("1C"), false, 255), Err(ScoreError::Tricks { tricks: 255, max: 13 }));
        for level in 0..=255u8 {
            for tricks in 0..=255u8 {
                let r = duplicate_score(bad(level), false, tricks);
                assert_eq!(r.is_ok(), (1..=7).contains(&level) && tricks <= 13);
            }
        }
    }

    /// Every contract, doubling, vulnerability and trick count: the score never falls as
    /// tricks rise, is positive exactly when the contract is made, and vulnerability never
    /// helps the declarer when set or hurts them when made.
    #[test]
    fn exhaustive_invariants() {
        for level in 1..=7u8 {
            for strain in Strain::ALL {
                for doubled in [Doubled::Undoubled, Doubled::Doubled, Doubled::Redoubled] {
                    let k = Contract::new(level, strain, doubled);
                    for vul in [false, true] {
                        let mut last = i32::MIN;
                        for tricks in 0..=13u8 {
                            let b = ScoreBreakdown::new(k, vul, tricks).unwrap();
                            let s = b.duplicate_score();
                            assert!(s > last, "{k} vul={vul} tricks={tricks}");
                            last = s;
                            assert_eq!(s > 0, tricks >= level + 6);
                            assert_eq!(s % 10, 0);
                            assert!(b.penalty == 0 || b.trick_score + b.above_the_line() == 0);
                            let other = duplicate_score(k, !vul, tricks).unwrap();
                            if vul {
                                assert!(if s > 0 { s >= other } else { s <= other });
                            }
                        }
                    }
                }
            }
        }
    }

    /// North's card from table 1 and East's card from table 2, teams of four.
    #[test]
    fn team_score_cards() {
        // Table 1, North's view.
        let table1 = [
            (1, "4S", Seat::South, 10, 420),
            (2, "5D*", Seat::West, 8, 500),
            (3, "3NT", Seat::West, 12, -690),
            (4, "2H", Seat::North, 9, 140),
        ];
        // Table 2, North-South scores (East records them with the opposite sign).
        let table2 = [
            (1, "4S", Seat::South, 11, 450),
            (2, "4H", Seat::North, 10, 620),
            (3, "6NT", Seat::West, 12, -1440),
            (4, "4H", Seat::North, 9, -100),
        ];
        for (board, k, by, tricks, ns) in table1.into_iter().chain(table2) {
            let vul = board_vulnerability(board);
            assert_eq!(duplicate_score_ns(c(k), by, vul, tricks), Ok(ns), "board {board} {k}");
        }
        // Board 2: E-W are not vulnerable, so three doubled undertricks cost 100+200+200.
        assert!(!board_vulnerability(2).side(Side::EastWest));
        assert_eq!(dup("5DX", false, 8), -500);
    }
}
