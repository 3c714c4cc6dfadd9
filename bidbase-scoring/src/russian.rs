//! Chicago with Russian scoring: each deal's score is IMPed against a target set
//! by the high-card points the stronger side held.

use bidbase_runtime::RelativeVulnerability;

use super::{imps, ScoreError};

/// The rules' target table: entry `i` is `[not vulnerable, vulnerable]` for a side holding
/// `20 + i` high-card points (20..=40).
pub const RUSSIAN_TARGETS: [[u32; 2]; 21] = [
    [0, 0],       // 20
    [50, 50],     // 21
    [70, 70],     // 22
    [110, 110],   // 23
    [200, 290],   // 24
    [300, 440],   // 25
    [350, 520],   // 26
    [400, 600],   // 27
    [430, 630],   // 28
    [460, 660],   // 29
    [490, 690],   // 30
    [600, 900],   // 31
    [700, 1050],  // 32
    [900, 1350],  // 33
    [1000, 1500], // 34
    [1100, 1650], // 35
    [1200, 1800], // 36
    [1300, 1950], // 37
    [1300, 1950], // 38
    [1300, 1950], // 39
    [1300, 1950], // 40
];

/// The target score of a side holding `hcp` high-card points (20..=40). Errors below 20 (that
/// side is not the stronger one: use the opponents' count) and above 40.
pub const fn russian_target(hcp: u8, vulnerable: bool) -> Result<u32, ScoreError> {
    if hcp < 20 || hcp > 40 {
        return Err(ScoreError::Hcp { hcp });
    }
    Ok(RUSSIAN_TARGETS[(hcp - 20) as usize][vulnerable as usize])
}

/// One deal under Russian scoring, from one side's ("our") point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RussianScore {
    /// The target from our point of view: the stronger side's target, negated when the
    /// opponents are the stronger side (they were expected to score it against us).
    pub target: i32,
    /// Our actual score minus the target.
    pub difference: i32,
    /// The difference converted with the IMP table.
    pub imps: i32,
}

/// Scores a deal with Russian scoring for the side that held `our_hcp` high-card points and
/// scored `our_score` (the deal's duplicate score from our view, negative when the opponents
/// scored), with vulnerability seen from our side.
///
/// The side with more high-card points gets the target from [`RUSSIAN_TARGETS`] at its own
/// vulnerability; the difference between its actual score and the target is converted to
/// IMPs. When we are the weaker side, the opponents' result is the mirror image, so our
/// difference is `our_score + their target`.
///
/// At exactly 20-20 the target is 0 for either side, so our score itself is converted; the
/// answer is the same, with the opposite sign, whichever side asks. Errors when `our_hcp` is
/// above 40.
///
/// ```
/// use bidbase_runtime::RelativeVulnerability;
/// use bidbase_scoring::russian_imps;
/// let vul = RelativeVulnerability { we: true, they: false };
/// assert_eq!(russian_imps(24, vul, 170).unwrap().imps, -3);
/// ```
pub const fn russian_imps(
    our_hcp: u8,
    vulnerability: RelativeVulnerability,
    our_score: i32,
) -> Result<RussianScore, ScoreError> {
    if our_hcp > 40 {
        return Err(ScoreError::Hcp { hcp: our_hcp });
    }
    let target = if our_hcp >= 20 {
        match russian_target(our_hcp, vulnerability.we) {
            Ok(t) => t as i32,
            Err(e) => return Err(e),
        }
    } else {
        match russian_target(40 - our_hcp, vulnerability.they) {
            Ok(t) => -(t as i32),
            Err(e) => return Err(e),
        }
    };
    let difference = our_score.saturating_sub(target);
    Ok(RussianScore { target, difference, imps: imps(difference) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{chicago_vulnerability, duplicate_score};
    use bidbase_runtime::Contract;
    use bidbase_runtime::Side;

    fn rel(we: bool, they: bool) -> RelativeVulnerability {
        RelativeVulnerability { we, they }
    }

    #[test]
    fn target_table_as_in_the_rules() {
        let rows: [(u8, u32, u32); 21] = [
            (20, 0, 0),
            (21, 50, 50),
            (22, 70, 70),
            (23, 110, 110),
            (24, 200, 290),
            (25, 300, 440),
            (26, 350, 520),
            (27, 400, 600),
            (28, 430, 630),
            (29, 460, 660),
            (30, 490, 690),
            (31, 600, 900),
            (32, 700, 1050),
            (33, 900, 1350),
            (34, 1000, 1500),
            (35, 1100, 1650),
            (36, 1200, 1800),
            (37, 1300, 1950),
            (38, 1300, 1950),
            (39, 1300, 1950),
            (40, 1300, 1950),
        ];
        for (hcp, nv, v) in rows {
            assert_eq!(russian_target(hcp, false), Ok(nv), "{hcp}");
            assert_eq!(russian_target(hcp, true), Ok(v), "{hcp}");
        }
        assert_eq!(russian_target(19, false), Err(ScoreError::Hcp { hcp: 19 }));
        assert_eq!(russian_target(41, true), Err(ScoreError::Hcp { hcp: 41 }));
        assert_eq!(russian_target(255, true), Err(ScoreError::Hcp { hcp: 255 }));
    }

    /// First example: East-West on the second deal, vulnerable, 24 HCP, 3H making 10 tricks:
    /// target 290, actual 170, 120 short, -3 IMPs.
    #[test]
    fn rules_example_one() {
        // The rules say East-West were vulnerable on deal 2, as in the original Chicago
        // schedule (dealing side vulnerable); the modern schedule has N-S vulnerable there.
        // The target follows the vulnerability stated; the part score is 170 either way.
        assert!(!chicago_vulnerability(2).relative_to(bidbase_runtime::Seat::East).we);
        assert_eq!(duplicate_score(Contract::parse("3H").unwrap(), false, 10), Ok(170));
        let actual = duplicate_score(Contract::parse("3H").unwrap(), true, 10).unwrap();
        assert_eq!(actual, 170);
        let r = russian_imps(24, rel(true, false), actual).unwrap();
        assert_eq!(r, RussianScore { target: 290, difference: -120, imps: -3 });
        // The opponents' view of the same deal is the mirror image.
        let them = russian_imps(16, rel(false, true), -actual).unwrap();
        assert_eq!(them, RussianScore { target: -290, difference: 120, imps: 3 });
    }

    /// Second example: first deal, we make 4S (420) with 18 HCP; the opponents' target with
    /// 22 HCP was 70, the difference is 490: +10 IMPs.
    #[test]
    fn rules_example_two() {
        let vul = chicago_vulnerability(1);
        assert!(!vul.side(Side::NorthSouth) && !vul.side(Side::EastWest));
        let actual = duplicate_score(Contract::parse("4S").unwrap(), false, 10).unwrap();
        assert_eq!(actual, 420);
        let r = russian_imps(18, rel(false, false), actual).unwrap();
        assert_eq!(r, RussianScore { target: -70, difference: 490, imps: 10 });
        let them = russian_imps(22, rel(false, false), -actual).unwrap();
        assert_eq!(them.imps, -10);
    }

    #[test]
    fn even_points() {
        let r = russian_imps(20, rel(true, false), 110).unwrap();
        assert_eq!(r, RussianScore { target: 0, difference: 110, imps: 3 });
        let other = russian_imps(20, rel(false, true), -110).unwrap();
        assert_eq!(other.imps, -3);
    }

    #[test]
    fn symmetric_for_every_count_and_vulnerability() {
        for hcp in 0..=40u8 {
            for we in [false, true] {
                for they in [false, true] {
                    for score in [-1100, -620, -50, 0, 90, 420, 1440, i32::MAX, i32::MIN + 1] {
                        let us = russian_imps(hcp, rel(we, they), score).unwrap();
                        let them = russian_imps(40 - hcp, rel(they, we), -score).unwrap();
                        assert_eq!(us.imps, -them.imps, "{hcp} {we} {they} {score}");
                        assert_eq!(us.target, -them.target);
                    }
                }
            }
        }
        assert_eq!(russian_imps(41, rel(false, false), 0), Err(ScoreError::Hcp { hcp: 41 }));
        assert_eq!(russian_imps(20, rel(false, false), i32::MIN).map(|r| r.imps), Ok(-24));
    }
}
