//! IMP pairs: each result on a board IMPed against every other result (cross-IMPs), or
//! against a datum, an average of the board's scores (Butler).

use super::imps;

/// The fewest results from which the Butler datum drops the highest and the lowest score.
pub const BUTLER_TRIM_FROM: usize = 5;

/// The Butler datum of a board: the average of its North-South scores, leaving out the single
/// highest and the single lowest when there are at least [`BUTLER_TRIM_FROM`] (5) results,
/// rounded to the nearest 10 (a 5 rounds away from zero, so 375 is 380 and -375 is -380).
/// `None` for a board without results.
///
/// The rules say only "a form of average of the scores of all the pairs who played the hand";
/// leaving out the top and bottom result is the usual form, and a datum that is a multiple of
/// 10, like every bridge score, keeps the IMP table's rows exact.
///
/// ```
/// use bidbase_scoring::butler_datum;
/// // Without -50 and 500: (170 + 420 + 420 + 430 + 450) / 5 = 378, rounded 380.
/// assert_eq!(butler_datum(&[420, 430, 500, 420, 450, -50, 170]), Some(380));
/// ```
pub fn butler_datum(ns_scores: &[i32]) -> Option<i32> {
    if ns_scores.is_empty() {
        return None;
    }
    let mut sorted: Vec<i64> = ns_scores.iter().map(|&s| i64::from(s)).collect();
    sorted.sort_unstable();
    let kept = if sorted.len() >= BUTLER_TRIM_FROM { &sorted[1..sorted.len() - 1] } else { &sorted[..] };
    let sum: i64 = kept.iter().sum();
    let den = 10 * kept.len() as i64;
    // Nearest multiple of 10, halves away from zero.
    let tens = if sum >= 0 { (2 * sum + den) / (2 * den) } else { -((-2 * sum + den) / (2 * den)) };
    // Rounding can pass i32's ends only for absurd scores: clamp.
    Some(i32::try_from(tens * 10).unwrap_or(if tens < 0 { i32::MIN } else { i32::MAX }))
}

/// A board scored as IMP pairs, for North-South and East-West, in the order the results were
/// given. East-West's IMPs are North-South's negated (their score is the negation).
#[derive(Clone, Debug, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardImps {
    /// Each North-South result's cross-IMPs: the sum of the IMPs of its score against every
    /// other result's score on the board.
    pub cross: Vec<i32>,
    /// The cross-IMPs divided by the number of comparisons (results - 1); 0 on a board
    /// played once.
    pub cross_average: Vec<f64>,
    /// The Butler datum ([`butler_datum`]); `None` when the board has no results.
    pub datum: Option<i32>,
    /// Each North-South result's IMPs against the datum.
    pub butler: Vec<i32>,
}

impl BoardImps {
    /// How many results the board has.
    pub fn len(&self) -> usize {
        self.cross.len()
    }

    /// Whether the board has no results.
    pub fn is_empty(&self) -> bool {
        self.cross.is_empty()
    }

    /// East-West's cross-IMPs (North-South's negated).
    pub fn ew_cross(&self) -> Vec<i32> {
        self.cross.iter().map(|&x| -x).collect()
    }

    /// East-West's average cross-IMPs.
    pub fn ew_cross_average(&self) -> Vec<f64> {
        self.cross_average.iter().map(|&x| -x).collect()
    }

    /// East-West's Butler IMPs.
    pub fn ew_butler(&self) -> Vec<i32> {
        self.butler.iter().map(|&x| -x).collect()
    }
}

/// Scores a board as IMP pairs from its North-South scores (as written on the traveller,
/// negative when East-West scored): cross-IMPs and their average per comparison, and Butler
/// IMPs against [`butler_datum`]. Each difference is converted with the standard IMP table
/// ([`imps`]).
///
/// ```
/// use bidbase_scoring::imp_pairs;
/// let b = imp_pairs(&[420, 430, 500, 420, 450, -50, 170]);
/// assert_eq!(b.cross, [13, 13, 27, 13, 19, -58, -27]);
/// assert_eq!(b.butler, [1, 2, 3, 1, 2, -10, -5]);
/// ```
pub fn imp_pairs(ns_scores: &[i32]) -> BoardImps {
    let n = ns_scores.len();
    let cross: Vec<i32> = ns_scores
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            ns_scores
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &t)| imps(diff(s, t)))
                .fold(0i32, i32::saturating_add)
        })
        .collect();
    let comparisons = n.saturating_sub(1);
    let cross_average =
        cross.iter().map(|&x| if comparisons == 0 { 0.0 } else { f64::from(x) / comparisons as f64 }).collect();
    let datum = butler_datum(ns_scores);
    let butler = match datum {
        Some(d) => ns_scores.iter().map(|&s| imps(diff(s, d))).collect(),
        None => Vec::new(),
    };
    BoardImps { cross, cross_average, datum, butler }
}

/// `a - b`, kept within i32 (the IMP table tops out at 24 long before).
fn diff(a: i32, b: i32) -> i32 {
    let d = i64::from(a) - i64::from(b);
    i32::try_from(d).unwrap_or(if d < 0 { i32::MIN } else { i32::MAX })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules' Board No. 1 traveller (N-S scores 420, 430, 500, 420, 450, -50, 170).
    ///
    /// Cross-IMPs, by hand with the IMP table (a difference of 0-10 is 0, 20-40 is 1, 50-80
    /// is 2, 220-260 is 6, 270-310 is 7, 320-360 is 8, 430-490 is 10, 500-590 is 11):
    /// * 420: v 430 -10 → 0, v 500 -80 → -2, v 420 0, v 450 -30 → -1, v -50 +470 → +10,
    ///   v 170 +250 → +6: 13 (pair 4's 420 the same).
    /// * 430: +10 → 0, -70 → -2, +10 → 0, -20 → -1, +480 → +10, +260 → +6: 13.
    /// * 500: +80 → 2, +70 → 2, +80 → 2, +50 → 2, +550 → 11, +330 → 8: 27.
    /// * 450: +30 → 1, +20 → 1, -50 → -2, +30 → 1, +500 → 11, +280 → 7: 19.
    /// * -50: -470 → -10, -480 → -10, -550 → -11, -470 → -10, -500 → -11, -220 → -6: -58.
    /// * 170: -250 → -6, -260 → -6, -330 → -8, -250 → -6, -280 → -7, +220 → +6: -27.
    ///
    /// The sum is 0, as it must be. Averages over the 6 comparisons: 13/6, 27/6 = 4.5, ...
    ///
    /// Butler: 7 results, so 500 and -50 are left out: (420 + 430 + 420 + 450 + 170) / 5 =
    /// 378, datum 380. 420 - 380 = 40 → 1, 430: 50 → 2, 500: 120 → 3, 420: 1, 450: 70 → 2,
    /// -50: -430 → -10, 170: -210 → -5.
    #[test]
    fn rules_board_one() {
        let scores = [420, 430, 500, 420, 450, -50, 170];
        let b = imp_pairs(&scores);
        assert_eq!(b.len(), 7);
        assert_eq!(b.cross, [13, 13, 27, 13, 19, -58, -27]);
        assert_eq!(b.cross.iter().sum::<i32>(), 0);
        assert_eq!(b.ew_cross(), [-13, -13, -27, -13, -19, 58, 27]);
        let avg: Vec<f64> = b.cross_average.iter().map(|x| (x * 100.0).round() / 100.0).collect();
        assert_eq!(avg, [2.17, 2.17, 4.5, 2.17, 3.17, -9.67, -4.5]);
        assert_eq!(b.ew_cross_average()[2], -4.5);
        assert_eq!(b.datum, Some(380));
        assert_eq!(b.butler, [1, 2, 3, 1, 2, -10, -5]);
        assert_eq!(b.ew_butler(), [-1, -2, -3, -1, -2, 10, 5]);
    }

    #[test]
    fn datum_rounding_and_trimming() {
        assert_eq!(butler_datum(&[]), None);
        assert_eq!(butler_datum(&[620]), Some(620));
        // Fewer than 5 results: nothing is left out. (420 + 450 + 100) / 3 = 323.3 → 320.
        assert_eq!(butler_datum(&[420, 450, 100]), Some(320));
        // (110 + 140 + 140 + 110) / 4 = 125 → 130 (half away from zero); negated, -130.
        assert_eq!(butler_datum(&[110, 140, 140, 110]), Some(130));
        assert_eq!(butler_datum(&[-110, -140, -140, -110]), Some(-130));
        // Five results: the top and bottom go: (100 + 110 + 120) / 3 = 110.
        assert_eq!(butler_datum(&[-2000, 100, 110, 120, 2000]), Some(110));
        assert_eq!(butler_datum(&[i32::MAX, i32::MAX]), Some(i32::MAX));
        assert_eq!(butler_datum(&[i32::MIN, i32::MIN]), Some(i32::MIN));
    }

    #[test]
    fn small_boards() {
        let empty = imp_pairs(&[]);
        assert!(empty.is_empty());
        assert_eq!(empty.datum, None);
        assert!(empty.butler.is_empty());
        let one = imp_pairs(&[420]);
        assert_eq!((one.cross.as_slice(), one.cross_average.as_slice()), (&[0][..], &[0.0][..]));
        assert_eq!((one.datum, one.butler.as_slice()), (Some(420), &[0][..]));
        let two = imp_pairs(&[620, -100]);
        assert_eq!(two.cross, [12, -12]);
        assert_eq!(two.cross_average, [12.0, -12.0]);
        // Datum (620 - 100) / 2 = 260: 360 → 8, -360 → -8.
        assert_eq!((two.datum, two.butler.as_slice()), (Some(260), &[8, -8][..]));
        let wild = imp_pairs(&[i32::MIN, i32::MAX, 0]);
        assert_eq!(wild.cross, [-48, 48, 0]);
    }
}
