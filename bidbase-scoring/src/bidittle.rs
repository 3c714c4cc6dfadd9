//! BIDittle scoring (the BIDittle booklet): seven cards a hand, a contract of level 1..=7 is the number
//! of tricks (of seven) the declaring team must take, and points equal the level.

use core::fmt;

use bidbase_runtime::{Contract, Doubled, Seat, Side};

use super::{check_level, check_tricks, side_index, ScoreError};

/// Tricks in a BIDittle hand.
pub const BIDITTLE_TRICKS: u8 = 7;

/// Points from one BIDittle hand; at most one of the two is non-zero.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BidittleScore {
    /// Points earned by the declaring team.
    pub declarers: u32,
    /// Points earned by the defending team.
    pub defenders: u32,
}

/// Scores a BIDittle hand: the declaring team bid `contract` (level 1..=7 = tricks to take)
/// and took `tricks` of the 7.
///
/// * Made (`tricks >= level`): the declaring team earns the level in points.
/// * Defeated: the defenders earn the points the declarers would have earned by making it
///   (the level; the all-tricks point below is not part of it).
/// * Doubled: whichever team earns the points earns double.
/// * Taking all 7 tricks earns the declaring team one extra point whatever the contract. The
///   extra point is added after doubling and is not doubled: `4SX` making 7 tricks is worth
///   2 × 4 + 1 = 9.
///
/// BIDittle has no redouble: a redoubled contract is [`ScoreError::Redoubled`]. A level
/// outside 1..=7 or more than 7 tricks is an error too.
///
/// ```
/// use bidbase_runtime::Contract;
/// use bidbase_scoring::{bidittle_score, BidittleScore};
/// let s = bidittle_score(Contract::parse("4SX").unwrap(), 4).unwrap();
/// assert_eq!(s, BidittleScore { declarers: 8, defenders: 0 });
/// ```
pub fn bidittle_score(contract: Contract, tricks: u8) -> Result<BidittleScore, ScoreError> {
    check_level(contract)?;
    check_tricks(tricks, BIDITTLE_TRICKS)?;
    let multiplier = match contract.doubled {
        Doubled::Undoubled => 1,
        Doubled::Doubled => 2,
        Doubled::Redoubled => return Err(ScoreError::Redoubled),
    };
    let points = u32::from(contract.level) * multiplier;
    Ok(if tricks >= contract.level {
        let all_tricks = u32::from(tricks == BIDITTLE_TRICKS);
        BidittleScore { declarers: points + all_tricks, defenders: 0 }
    } else {
        BidittleScore { declarers: 0, defenders: points }
    })
}

/// Reads the tricks of a BIDittle contract of level `level` as a pad or a score sheet writes
/// them: a count `0`..=`7` of the declarers' tricks; the pad's `+N` (made, N tricks taken,
/// at least the level); `=` (made exactly); `-N` (N tricks short); or the pad's bare `-`
/// (down: the defenders earn the same points however many short, so it is read as one
/// short). `None` when the text is none of these or gives an impossible count.
///
/// ```
/// use bidbase_scoring::bidittle_tricks;
/// assert_eq!(bidittle_tricks("+7", 3), Some(7));
/// assert_eq!(bidittle_tricks("-", 5), Some(4));
/// ```
pub fn bidittle_tricks(text: &str, level: u8) -> Option<u8> {
    let text = text.trim();
    let n = if text == "=" {
        level
    } else if text == "-" {
        level.checked_sub(1)?
    } else if let Some(r) = text.strip_prefix('+') {
        let n: u8 = r.parse().ok()?;
        if n < level {
            return None;
        }
        n
    } else if let Some(r) = text.strip_prefix('-') {
        let short: u8 = r.parse().ok()?;
        if short == 0 {
            return None;
        }
        level.checked_sub(short)?
    } else {
        text.parse().ok()?
    };
    (n <= BIDITTLE_TRICKS && level <= BIDITTLE_TRICKS).then_some(n)
}

/// One line of the BIDittle score pad.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BidittleEntry {
    /// The contract.
    pub contract: Contract,
    /// The declarer's seat.
    pub declarer: Seat,
    /// Tricks the declaring team took.
    pub tricks: u8,
    /// The points it earned.
    pub score: BidittleScore,
}

impl BidittleEntry {
    /// Whether the contract was made.
    pub const fn made(&self) -> bool {
        self.tricks >= self.contract.level
    }

    /// Points this hand gives `side`.
    pub fn points(&self, side: Side) -> u32 {
        if side == self.declarer.side() {
            self.score.declarers
        } else {
            self.score.defenders
        }
    }
}

impl fmt::Display for BidittleEntry {
    /// The pad's contract, declarer and result columns: `3H N +3`, `5S W -` (`+` and the
    /// tricks taken when made, `-` when down).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ", self.contract, self.declarer)?;
        if self.made() {
            write!(f, "+{}", self.tricks)
        } else {
            f.write_str("-")
        }
    }
}

/// The BIDittle score pad: one line per hand, the BLUE team sitting North-South and the RED
/// team East-West, as on the booklet's pad.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BidittlePad {
    entries: Vec<BidittleEntry>,
    totals: [u32; 2],
}

impl BidittlePad {
    /// The BLUE team: North-South.
    pub const BLUE: Side = Side::NorthSouth;
    /// The RED team: East-West.
    pub const RED: Side = Side::EastWest;

    /// An empty pad.
    pub fn new() -> BidittlePad {
        BidittlePad::default()
    }

    /// Scores a hand with [`bidittle_score`] and writes it on the pad. Errors (and writes
    /// nothing) on an invalid contract or trick count.
    pub fn record(&mut self, contract: Contract, declarer: Seat, tricks: u8) -> Result<BidittleEntry, ScoreError> {
        let score = bidittle_score(contract, tricks)?;
        let entry = BidittleEntry { contract, declarer, tricks, score };
        for side in [Side::NorthSouth, Side::EastWest] {
            let t = &mut self.totals[side_index(side)];
            *t = t.saturating_add(entry.points(side));
        }
        self.entries.push(entry);
        Ok(entry)
    }

    /// The lines written so far.
    pub fn entries(&self) -> &[BidittleEntry] {
        &self.entries
    }

    /// The running totals after each line, `[BLUE, RED]` (North-South, East-West): the last
    /// is the pad's TOTAL row.
    pub fn running_totals(&self) -> Vec<[u32; 2]> {
        let mut t = [0u32, 0u32];
        self.entries
            .iter()
            .map(|e| {
                t[0] = t[0].saturating_add(e.points(Side::NorthSouth));
                t[1] = t[1].saturating_add(e.points(Side::EastWest));
                t
            })
            .collect()
    }

    /// A team's total.
    pub fn total(&self, side: Side) -> u32 {
        self.totals[side_index(side)]
    }

    /// The team with the most points, or `None` when level.
    pub fn leader(&self) -> Option<Side> {
        let (ns, ew) = (self.total(Side::NorthSouth), self.total(Side::EastWest));
        match ns.cmp(&ew) {
            core::cmp::Ordering::Greater => Some(Side::NorthSouth),
            core::cmp::Ordering::Less => Some(Side::EastWest),
            core::cmp::Ordering::Equal => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bidbase_runtime::Strain;

    fn c(s: &str) -> Contract {
        Contract::parse(s).unwrap()
    }

    fn score(s: &str, tricks: u8) -> (u32, u32) {
        let r = bidittle_score(c(s), tricks).unwrap();
        (r.declarers, r.defenders)
    }

    /// The booklet's score pad: BLUE (N-S) 3 + 5 + 4 = 12, RED (E-W) 8.
    #[test]
    fn rules_score_pad() {
        let mut pad = BidittlePad::new();
        let lines = [
            ("3H", Seat::North, 3, "3H N +3", 3, 0),
            ("5S", Seat::West, 3, "5S W -", 5, 0),
            ("3D", Seat::South, 7, "3D S +7", 4, 0),
            ("4SX", Seat::West, 4, "4SX W +4", 0, 8),
        ];
        for (k, by, tricks, text, blue, red) in lines {
            let e = pad.record(c(k), by, tricks).unwrap();
            assert_eq!(e.to_string(), text);
            assert_eq!(e.points(BidittlePad::BLUE), blue, "{text}");
            assert_eq!(e.points(BidittlePad::RED), red, "{text}");
        }
        assert_eq!(pad.entries().len(), 4);
        assert_eq!(pad.total(BidittlePad::BLUE), 12);
        assert_eq!(pad.total(BidittlePad::RED), 8);
        assert_eq!(pad.leader(), Some(BidittlePad::BLUE));
    }

    /// A three-hand pad scored by the booklet's rules: "The declaring team earns
    /// points by bidding and making the contract. Points are based on the contract level.
    /// One extra point is earned for taking all 7 tricks in the hand regardless of the
    /// contract." "If the declarer does not make the contract, the defending team earns
    /// double points."
    /// * 2S by N taking 3 tricks: made, BLUE 2 (2 - 0).
    /// * 4HX by E taking 3: doubled and down, the defending BLUE team earns 2 × 4 = 8
    ///   (10 - 0).
    /// * 1NT by W taking all 7: made, RED 1 + 1 = 2 (10 - 2).
    #[test]
    fn three_hand_pad() {
        let mut pad = BidittlePad::new();
        for (k, by, tricks) in [("2S", Seat::North, "+3"), ("4HX", Seat::East, "-"), ("1NT", Seat::West, "7")] {
            let contract = c(k);
            let tricks = bidittle_tricks(tricks, contract.level).unwrap();
            pad.record(contract, by, tricks).unwrap();
        }
        assert_eq!(pad.running_totals(), [[2, 0], [10, 0], [10, 2]]);
        assert_eq!((pad.total(BidittlePad::BLUE), pad.total(BidittlePad::RED)), (10, 2));
        assert_eq!(pad.leader(), Some(BidittlePad::BLUE));
        assert_eq!(pad.entries()[1].to_string(), "4HX E -");
        assert!(BidittlePad::new().running_totals().is_empty());
    }

    #[test]
    fn pad_tricks() {
        assert_eq!(bidittle_tricks("3", 3), Some(3));
        assert_eq!(bidittle_tricks("0", 3), Some(0));
        assert_eq!(bidittle_tricks("=", 4), Some(4));
        assert_eq!(bidittle_tricks("+4", 4), Some(4));
        assert_eq!(bidittle_tricks("+7", 3), Some(7));
        assert_eq!(bidittle_tricks("-2", 5), Some(3));
        assert_eq!(bidittle_tricks("-", 1), Some(0));
        // Impossible: more than 7, "+N" below the level, "-0", short more than the level.
        for (t, level) in [("8", 3), ("+2", 3), ("+8", 3), ("-0", 3), ("-4", 3), ("lots", 3), ("", 3), ("=", 8)] {
            assert_eq!(bidittle_tricks(t, level), None, "{t} at level {level}");
        }
    }

    #[test]
    fn rules() {
        // Made: the level.
        assert_eq!(score("1N", 1), (1, 0));
        assert_eq!(score("6C", 6), (6, 0));
        // Taking all seven: one more, whatever the contract.
        assert_eq!(score("1N", 7), (2, 0));
        assert_eq!(score("7S", 7), (8, 0));
        // Defeated: the defenders earn the level (the all-tricks point is not part of it).
        assert_eq!(score("7S", 6), (0, 7));
        assert_eq!(score("1C", 0), (0, 1));
        // Doubled: double to whoever earns; the all-tricks point is added undoubled.
        assert_eq!(score("4SX", 4), (8, 0));
        assert_eq!(score("4SX", 7), (9, 0));
        assert_eq!(score("7NX", 7), (15, 0));
        assert_eq!(score("5HX", 4), (0, 10));
        // Every valid case: exactly one team scores.
        for level in 1..=7u8 {
            for strain in Strain::ALL {
                for doubled in [Doubled::Undoubled, Doubled::Doubled] {
                    for tricks in 0..=7u8 {
                        let s = bidittle_score(Contract::new(level, strain, doubled), tricks).unwrap();
                        assert!((s.declarers == 0) != (s.defenders == 0));
                    }
                }
            }
        }
    }

    #[test]
    fn invalid() {
        assert_eq!(bidittle_score(c("4SXX"), 4), Err(ScoreError::Redoubled));
        assert_eq!(bidittle_score(c("4S"), 8), Err(ScoreError::Tricks { tricks: 8, max: 7 }));
        let bad = Contract::new(0, Strain::Hearts, Doubled::Undoubled);
        assert_eq!(bidittle_score(bad, 3), Err(ScoreError::Level { level: 0 }));
        let bad = Contract::new(200, Strain::Hearts, Doubled::Undoubled);
        assert_eq!(bidittle_score(bad, 3), Err(ScoreError::Level { level: 200 }));
        let mut pad = BidittlePad::new();
        assert_eq!(pad.record(c("2HXX"), Seat::East, 2), Err(ScoreError::Redoubled));
        assert_eq!(pad, BidittlePad::new());
        assert_eq!(pad.leader(), None);
    }
}
