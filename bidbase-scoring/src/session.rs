//! A pairs session: several boards, each matchpointed, and each pair's total as a percentage
//! of the most it could have scored, ranked.

use super::{matchpoints, BoardMatchpoints, ScoreError};

/// One result on a board's traveller: the two pairs' numbers and the North-South score
/// (negative when East-West scored).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PairResult {
    /// The North-South pair's number.
    pub ns_pair: u32,
    /// The East-West pair's number.
    pub ew_pair: u32,
    /// The North-South score.
    pub ns_score: i32,
}

/// A board of the session: its number, results and matchpoints (in the same order).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SessionBoard {
    /// The board number.
    pub board: u32,
    /// Its results.
    pub results: Vec<PairResult>,
    /// Their matchpoints (2/1 form).
    pub matchpoints: BoardMatchpoints,
}

/// A pair's place in the session.
#[derive(Copy, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PairStanding {
    /// 1 for the best percentage; pairs with the same percentage and matchpoints share a
    /// rank (two pairs tied for 2nd are both 2, and the next is 4).
    pub rank: u32,
    /// Whether another pair shares the rank.
    pub tied: bool,
    /// The pair's number.
    pub pair: u32,
    /// Boards the pair played.
    pub boards: u32,
    /// Its matchpoints over those boards (2/1 form).
    pub matchpoints: u32,
    /// The most it could have scored: the sum of the tops of the boards it played.
    pub maximum: u32,
    /// `matchpoints / maximum` as a percentage; 50 when the maximum is 0 (only boards
    /// played once).
    pub percent: f64,
}

impl PairStanding {
    /// Matchpoints in the North American form (1 a pair beaten, ½ a tie).
    pub fn matchpoints_north_american(&self) -> f64 {
        f64::from(self.matchpoints) / 2.0
    }

    /// The maximum in the North American form.
    pub fn maximum_north_american(&self) -> f64 {
        f64::from(self.maximum) / 2.0
    }
}

/// A matchpointed pairs session: each board's traveller is matchpointed on its own
/// ([`matchpoints`]) and each pair's matchpoints over all the boards it played are added up
/// and converted to a percentage of the theoretical maximum, the sum of those boards' tops.
///
/// Pairs are known by number, one numbering for the whole field, whichever direction they
/// sit (in a Mitchell movement, number the East-West pairs apart from the North-South ones,
/// as the rules' traveller does with 8 to 14). A pair may change direction from board to
/// board (an arrow switch).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PairsSession {
    boards: Vec<SessionBoard>,
}

impl PairsSession {
    /// A session before its first board.
    pub fn new() -> PairsSession {
        PairsSession::default()
    }

    /// Matchpoints board `board` from its results and adds it to the session.
    ///
    /// Errors (and adds nothing) when the board number was already given
    /// ([`ScoreError::BoardTwice`]), or a pair plays itself or appears twice on the board
    /// ([`ScoreError::PairTwice`]).
    pub fn add_board(&mut self, board: u32, results: &[PairResult]) -> Result<&SessionBoard, ScoreError> {
        if self.boards.iter().any(|b| b.board == board) {
            return Err(ScoreError::BoardTwice { board });
        }
        let mut seen: Vec<u32> = Vec::with_capacity(2 * results.len());
        for r in results {
            for pair in [r.ns_pair, r.ew_pair] {
                if seen.contains(&pair) {
                    return Err(ScoreError::PairTwice { board, pair });
                }
                seen.push(pair);
            }
        }
        let scores: Vec<i32> = results.iter().map(|r| r.ns_score).collect();
        let matchpoints = matchpoints(&scores);
        self.boards.push(SessionBoard { board, results: results.to_vec(), matchpoints });
        let i = self.boards.len() - 1;
        Ok(&self.boards[i])
    }

    /// The boards, in the order added.
    pub fn boards(&self) -> &[SessionBoard] {
        &self.boards
    }

    /// Every pair's total, best first (by percentage; then by matchpoints; then by pair
    /// number, so the order is fixed).
    pub fn standings(&self) -> Vec<PairStanding> {
        // (pair, boards, matchpoints, maximum)
        let mut totals: Vec<(u32, u32, u32, u32)> = Vec::new();
        for b in &self.boards {
            let top = b.matchpoints.top();
            for (i, r) in b.results.iter().enumerate() {
                let mp = [(r.ns_pair, b.matchpoints.ns()[i]), (r.ew_pair, b.matchpoints.ew()[i])];
                for (pair, m) in mp {
                    match totals.iter_mut().find(|t| t.0 == pair) {
                        Some(t) => {
                            t.1 += 1;
                            t.2 = t.2.saturating_add(m);
                            t.3 = t.3.saturating_add(top);
                        }
                        None => totals.push((pair, 1, m, top)),
                    }
                }
            }
        }
        // Compare m1 / x1 with m2 / x2 exactly: m1 * x2 against m2 * x1 (a maximum of 0 is 50%,
        // the same as m / x = 1 / 2).
        let ratio =
            |&(_, _, m, x): &(u32, u32, u32, u32)| if x == 0 { (1u64, 2u64) } else { (u64::from(m), u64::from(x)) };
        let cmp = |a: &(u32, u32, u32, u32), b: &(u32, u32, u32, u32)| {
            let ((ma, xa), (mb, xb)) = (ratio(a), ratio(b));
            (u128::from(mb) * u128::from(xa)).cmp(&(u128::from(ma) * u128::from(xb))).then(b.2.cmp(&a.2))
        };
        totals.sort_by(|a, b| cmp(a, b).then(a.0.cmp(&b.0)));
        let mut out: Vec<PairStanding> = Vec::with_capacity(totals.len());
        for (i, t) in totals.iter().enumerate() {
            let same_as_previous = i > 0 && cmp(&totals[i - 1], t).is_eq();
            let rank = if same_as_previous { out[i - 1].rank } else { i as u32 + 1 };
            if same_as_previous {
                out[i - 1].tied = true;
            }
            let percent = if t.3 == 0 { 50.0 } else { 100.0 * f64::from(t.2) / f64::from(t.3) };
            out.push(PairStanding {
                rank,
                tied: same_as_previous,
                pair: t.0,
                boards: t.1,
                matchpoints: t.2,
                maximum: t.3,
                percent,
            });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(rows: &[(u32, u32, i32)]) -> Vec<PairResult> {
        rows.iter().map(|&(ns_pair, ew_pair, ns_score)| PairResult { ns_pair, ew_pair, ns_score }).collect()
    }

    /// The rules' Board No. 1 (top 12; N-S/E-W matchpoints 5/7, 8/4, 12/0, 5/7, 10/2, 0/12,
    /// 2/10), and a second board made up for the test: board 2 (N-S vulnerable), the E-W pairs
    /// moved on one table:
    ///
    /// | NS | EW | contract   | NS score | NS mp | EW mp |
    /// |----|----|------------|----------|-------|-------|
    /// | 1  | 9  | 2H N 8     |   110    |   7   |   5   |
    /// | 2  | 8  | 4H N 10    |   620    |  12   |   0   |
    /// | 3  | 12 | 3S E 9     |  -140    |   2   |  10   |
    /// | 4  | 10 | 4H N 9     |  -100    |   4   |   8   |
    /// | 5  | 13 | 2H N 9     |   140    |  10   |   2   |
    /// | 6  | 11 | 3HX N 8    |  -200    |   0   |  12   |
    /// | 7  | 14 | 2H N 8     |   110    |   7   |   5   |
    ///
    /// (110 beats -200, -140 and -100 and ties the other 110: 2 × 3 + 1 = 7.)
    ///
    /// Totals of the two boards, maximum 24 each: NS 1: 5 + 7 = 12 (50%), 2: 8 + 12 = 20
    /// (83.33%), 3: 12 + 2 = 14 (58.33%), 4: 5 + 4 = 9 (37.5%), 5: 10 + 10 = 20 (83.33%),
    /// 6: 0 (0%), 7: 2 + 7 = 9 (37.5%); EW 8: 7 + 0 = 7 (29.17%), 9: 7 + 5 = 12 (50%),
    /// 10: 10 + 8 = 18 (75%), 11: 0 + 12 = 12 (50%), 12: 12 + 10 = 22 (91.67%), 13: 4 + 2 = 6
    /// (25%), 14: 2 + 5 = 7 (29.17%).
    #[test]
    fn two_boards() {
        let mut s = PairsSession::new();
        let b1 = s
            .add_board(
                1,
                &results(&[
                    (1, 8, 420),
                    (2, 13, 430),
                    (3, 11, 500),
                    (4, 9, 420),
                    (5, 14, 450),
                    (6, 12, -50),
                    (7, 10, 170),
                ]),
            )
            .unwrap();
        assert_eq!(b1.matchpoints.ns(), [5, 8, 12, 5, 10, 0, 2]);
        assert_eq!(b1.matchpoints.ew(), [7, 4, 0, 7, 2, 12, 10]);
        assert_eq!(b1.matchpoints.top(), 12);
        let b2 = s
            .add_board(
                2,
                &results(&[
                    (1, 9, 110),
                    (2, 8, 620),
                    (3, 12, -140),
                    (4, 10, -100),
                    (5, 13, 140),
                    (6, 11, -200),
                    (7, 14, 110),
                ]),
            )
            .unwrap();
        assert_eq!(b2.matchpoints.ns(), [7, 12, 2, 4, 10, 0, 7]);
        assert_eq!(b2.matchpoints.ew(), [5, 0, 10, 8, 2, 12, 5]);
        assert_eq!(s.boards().len(), 2);

        let st = s.standings();
        let round2 = |x: f64| (x * 100.0).round() / 100.0;
        let rows: Vec<(u32, bool, u32, u32, u32, u32, f64)> = st
            .iter()
            .map(|p| (p.rank, p.tied, p.pair, p.boards, p.matchpoints, p.maximum, round2(p.percent)))
            .collect();
        assert_eq!(
            rows,
            [
                (1, false, 12, 2, 22, 24, 91.67),
                (2, true, 2, 2, 20, 24, 83.33),
                (2, true, 5, 2, 20, 24, 83.33),
                (4, false, 10, 2, 18, 24, 75.0),
                (5, false, 3, 2, 14, 24, 58.33),
                (6, true, 1, 2, 12, 24, 50.0),
                (6, true, 9, 2, 12, 24, 50.0),
                (6, true, 11, 2, 12, 24, 50.0),
                (9, true, 4, 2, 9, 24, 37.5),
                (9, true, 7, 2, 9, 24, 37.5),
                (11, true, 8, 2, 7, 24, 29.17),
                (11, true, 14, 2, 7, 24, 29.17),
                (13, false, 13, 2, 6, 24, 25.0),
                (14, false, 6, 2, 0, 24, 0.0),
            ]
        );
        // Both boards' matchpoints, N-S and E-W, add up to 2 × 7 × 6 each.
        assert_eq!(st.iter().map(|p| p.matchpoints).sum::<u32>(), 168);
        assert_eq!(st[0].matchpoints_north_american(), 11.0);
        assert_eq!(st[0].maximum_north_american(), 12.0);
    }

    #[test]
    fn different_board_sizes_and_errors() {
        let mut s = PairsSession::new();
        // Board 1 played 3 times (top 4), board 2 twice (top 2); pair 1 plays both.
        s.add_board(1, &results(&[(1, 2, 100), (3, 4, 50), (5, 6, 0)])).unwrap();
        s.add_board(2, &results(&[(1, 4, -50), (3, 2, -50)])).unwrap();
        let st = s.standings();
        let p1 = st.iter().find(|p| p.pair == 1).unwrap();
        // Board 1: 4 of 4; board 2: tied, 1 of 2. 5 of 6.
        assert_eq!((p1.matchpoints, p1.maximum, p1.boards), (5, 6, 2));
        assert!((p1.percent - 500.0 / 6.0).abs() < 1e-9);
        let p6 = st.iter().find(|p| p.pair == 6).unwrap();
        assert_eq!((p6.matchpoints, p6.maximum, p6.percent), (4, 4, 100.0));
        // 100% ranks above 83.3%.
        assert_eq!(st[0].pair, 6);
        assert_eq!(p1.rank, 2);

        assert_eq!(s.add_board(1, &results(&[(1, 2, 0)])), Err(ScoreError::BoardTwice { board: 1 }));
        assert_eq!(s.add_board(3, &results(&[(1, 2, 0), (2, 3, 0)])), Err(ScoreError::PairTwice { board: 3, pair: 2 }));
        assert_eq!(s.add_board(3, &results(&[(7, 7, 0)])), Err(ScoreError::PairTwice { board: 3, pair: 7 }));
        assert_eq!(s.boards().len(), 2);
        // A board played once has a top of 0: 50%.
        let mut one = PairsSession::new();
        one.add_board(9, &results(&[(1, 2, 620)])).unwrap();
        let st = one.standings();
        assert_eq!(
            st.iter().map(|p| (p.rank, p.tied, p.percent)).collect::<Vec<_>>(),
            [(1, true, 50.0), (1, true, 50.0)]
        );
        assert!(PairsSession::new().standings().is_empty());
    }
}
