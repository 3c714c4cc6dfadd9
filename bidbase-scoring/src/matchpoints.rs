//! Matchpoints on one board of a pairs event.

/// The matchpoints of every result on one board, for North-South and East-West.
///
/// Stored in the 2/1 form: 2 for each pair beaten, 1 for each pair tied. The North American
/// form (1 a pair beaten, ½ a tie) is exactly half of it. A board played `n` times has a top
/// of `2 (n - 1)`, and a North-South pair's matchpoints plus their East-West opponents' make
/// the top.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardMatchpoints {
    ns: Vec<u32>,
    ew: Vec<u32>,
}

impl BoardMatchpoints {
    /// How many results the board has.
    pub fn len(&self) -> usize {
        self.ns.len()
    }

    /// Whether the board has no results.
    pub fn is_empty(&self) -> bool {
        self.ns.is_empty()
    }

    /// The top: `2 (n - 1)` in the 2/1 form, 0 for a board played at most once.
    pub fn top(&self) -> u32 {
        2 * (self.ns.len().saturating_sub(1) as u32)
    }

    /// North-South matchpoints, 2/1 form, in the order the scores were given.
    pub fn ns(&self) -> &[u32] {
        &self.ns
    }

    /// East-West matchpoints, 2/1 form, in the order the scores were given.
    pub fn ew(&self) -> &[u32] {
        &self.ew
    }

    /// North-South matchpoints in the North American form (1 a pair beaten, ½ a tie).
    pub fn ns_north_american(&self) -> Vec<f64> {
        self.ns.iter().map(|&m| f64::from(m) / 2.0).collect()
    }

    /// East-West matchpoints in the North American form (1 a pair beaten, ½ a tie).
    pub fn ew_north_american(&self) -> Vec<f64> {
        self.ew.iter().map(|&m| f64::from(m) / 2.0).collect()
    }
}

/// Matchpoints a board from its North-South scores (as written on the traveller, negative
/// when East-West scored). Each North-South pair gets 2 for every other North-South score it
/// beats and 1 for every one it ties; each East-West pair, whose score is the negation,
/// gets the top minus its opponents' matchpoints.
///
/// ```
/// use bidbase_scoring::matchpoints;
/// let mp = matchpoints(&[420, 430, 500, 420, 450, -50, 170]);
/// assert_eq!(mp.ns(), [5, 8, 12, 5, 10, 0, 2]);
/// assert_eq!(mp.ew(), [7, 4, 0, 7, 2, 12, 10]);
/// ```
pub fn matchpoints(ns_scores: &[i32]) -> BoardMatchpoints {
    let mut sorted = ns_scores.to_vec();
    sorted.sort_unstable();
    let top = 2 * (ns_scores.len().saturating_sub(1) as u32);
    let ns: Vec<u32> = ns_scores
        .iter()
        .map(|&s| {
            let below = sorted.partition_point(|&x| x < s) as u32;
            let not_above = sorted.partition_point(|&x| x <= s) as u32;
            // `not_above - below` counts this score itself among the ties.
            2 * below + (not_above - below - 1)
        })
        .collect();
    let ew = ns.iter().map(|&m| top - m).collect();
    BoardMatchpoints { ns, ew }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duplicate_score_ns;
    use bidbase_runtime::board_vulnerability;
    use bidbase_runtime::{Contract, Seat};

    /// The rules' completed score sheet for Board No. 1, scored from its contracts.
    #[test]
    fn rules_board_one_sheet() {
        let rows = [
            // (NS pair, EW pair, contract, by, tricks, N-S score, NS mp, EW mp)
            (1, 8, "4S", Seat::North, 10, 420, 5, 7),
            (2, 13, "3NT", Seat::South, 10, 430, 8, 4),
            (3, 11, "5C*", Seat::East, 8, 500, 12, 0),
            (4, 9, "4S", Seat::North, 10, 420, 5, 7),
            (5, 14, "4S", Seat::North, 11, 450, 10, 2),
            (6, 12, "5S", Seat::North, 10, -50, 0, 12),
            (7, 10, "3S", Seat::North, 10, 170, 2, 10),
        ];
        let vul = board_vulnerability(1);
        let scores: Vec<i32> = rows
            .iter()
            .map(|&(_, _, k, by, tricks, ..)| duplicate_score_ns(Contract::parse(k).unwrap(), by, vul, tricks).unwrap())
            .collect();
        assert_eq!(scores, rows.map(|r| r.5));
        let mp = matchpoints(&scores);
        assert_eq!(mp.ns(), rows.map(|r| r.6));
        assert_eq!(mp.ew(), rows.map(|r| r.7));
        assert_eq!(mp.top(), 12);
        assert_eq!(mp.len(), 7);
        assert_eq!(mp.ns_north_american(), [2.5, 4.0, 6.0, 2.5, 5.0, 0.0, 1.0]);
        assert_eq!(mp.ew_north_american(), [3.5, 2.0, 0.0, 3.5, 1.0, 6.0, 5.0]);
    }

    #[test]
    fn small_boards() {
        let empty = matchpoints(&[]);
        assert!(empty.is_empty());
        assert_eq!(empty.top(), 0);
        let one = matchpoints(&[620]);
        assert_eq!((one.ns(), one.ew()), (&[0][..], &[0][..]));
        let all_tied = matchpoints(&[100, 100, 100, 100]);
        assert_eq!(all_tied.ns(), [3, 3, 3, 3]);
        assert_eq!(all_tied.ew(), [3, 3, 3, 3]);
        let extremes = matchpoints(&[i32::MIN, i32::MAX, 0]);
        assert_eq!(extremes.ns(), [0, 4, 2]);
        assert_eq!(extremes.ew(), [4, 0, 2]);
    }

    #[test]
    fn totals_are_fixed() {
        // Whatever the scores, the matchpoints on a board add up to n (n - 1) in the 2/1 form.
        let scores = [-200, 110, 110, 140, -100, 140, 140, 620, -50, 110];
        let mp = matchpoints(&scores);
        let n = scores.len() as u32;
        assert_eq!(mp.ns().iter().sum::<u32>(), n * (n - 1));
        assert_eq!(mp.ew().iter().sum::<u32>(), n * (n - 1));
        for (a, b) in mp.ns().iter().zip(mp.ew()) {
            assert_eq!(a + b, mp.top());
        }
        // Negating the scores swaps the two directions.
        let neg: Vec<i32> = scores.iter().map(|s| -s).collect();
        let swapped = matchpoints(&neg);
        assert_eq!(swapped.ns(), mp.ew());
        assert_eq!(swapped.ew(), mp.ns());
    }
}
