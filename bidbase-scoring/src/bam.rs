//! Board-a-match (point-a-board) scoring of a team-of-four match: on each board a team wins,
//! ties or loses by comparing its two rooms' scores.

/// The result of one board of a board-a-match.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum BamResult {
    /// The team scored better on the board: 1 point.
    Win,
    /// The same score in both rooms: ½ point.
    Tie,
    /// The team scored worse: 0.
    Loss,
}

impl BamResult {
    /// The board's points in halves: 2 a win, 1 a tie, 0 a loss (exact, for adding up).
    pub const fn half_points(self) -> u32 {
        match self {
            BamResult::Win => 2,
            BamResult::Tie => 1,
            BamResult::Loss => 0,
        }
    }

    /// The board's points: 1 a win, ½ a tie, 0 a loss.
    pub fn points(self) -> f64 {
        f64::from(self.half_points()) / 2.0
    }

    /// `win`, `tie` or `loss`.
    pub const fn word(self) -> &'static str {
        match self {
            BamResult::Win => "win",
            BamResult::Tie => "tie",
            BamResult::Loss => "loss",
        }
    }
}

/// The board-a-match result of a board for the team that sits North-South in room 1 and
/// East-West in room 2, from the two rooms' North-South scores: its net score is
/// `ns_room1 - ns_room2`; more than 0 wins, 0 ties, less loses.
///
/// Any difference counts, even 10 points (there is no IMP-style band for "the same").
///
/// ```
/// use bidbase_scoring::{board_a_match, BamResult};
/// assert_eq!(board_a_match(-690, -1440), BamResult::Win);
/// assert_eq!(board_a_match(420, 450), BamResult::Loss);
/// ```
pub const fn board_a_match(ns_room1: i32, ns_room2: i32) -> BamResult {
    // Compare without subtracting, so no pair of scores can overflow.
    if ns_room1 > ns_room2 {
        BamResult::Win
    } else if ns_room1 == ns_room2 {
        BamResult::Tie
    } else {
        BamResult::Loss
    }
}

/// A board-a-match in progress: the boards won, tied and lost by the team (North-South in
/// room 1, East-West in room 2) and its points.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardAMatch {
    results: Vec<BamResult>,
}

impl BoardAMatch {
    /// A match before its first board.
    pub fn new() -> BoardAMatch {
        BoardAMatch::default()
    }

    /// Scores the next board from the two rooms' North-South scores and returns its result.
    pub fn record(&mut self, ns_room1: i32, ns_room2: i32) -> BamResult {
        let r = board_a_match(ns_room1, ns_room2);
        self.results.push(r);
        r
    }

    /// Every board's result, in order.
    pub fn results(&self) -> &[BamResult] {
        &self.results
    }

    /// Boards played.
    pub fn boards(&self) -> usize {
        self.results.len()
    }

    /// Boards with result `r`.
    pub fn count(&self, r: BamResult) -> usize {
        self.results.iter().filter(|&&x| x == r).count()
    }

    /// The team's points in halves (2 a win, 1 a tie).
    pub fn half_points(&self) -> u32 {
        self.results.iter().fold(0u32, |t, r| t.saturating_add(r.half_points()))
    }

    /// The team's points: 1 a board won, ½ a board tied.
    pub fn points(&self) -> f64 {
        f64::from(self.half_points()) / 2.0
    }

    /// The opponents' points: the boards played minus the team's.
    pub fn opponents_points(&self) -> f64 {
        self.boards() as f64 - self.points()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duplicate_score_ns;
    use bidbase_runtime::board_vulnerability;
    use bidbase_runtime::{Contract, Seat};

    /// The rules' team-of-four example, scored board-a-match: table 1 (North's card) +420,
    /// +500, -690, +140 against table 2's 450, 620, 1440 (to E-W), 100 (to E-W). Board 1 lost
    /// (420 < 450), board 2 lost (500 < 620), board 3 won (-690 > -1440), board 4 won
    /// (140 > -100): 2 of 4.
    #[test]
    fn rules_team_example() {
        let ns = |board: u32, k: &str, by: Seat, tricks: u8| {
            duplicate_score_ns(Contract::parse(k).unwrap(), by, board_vulnerability(board), tricks).unwrap()
        };
        let boards = [
            (ns(1, "4S", Seat::South, 10), ns(1, "4S", Seat::South, 11)),
            (ns(2, "5D*", Seat::West, 8), ns(2, "4H", Seat::North, 10)),
            (ns(3, "3NT", Seat::West, 12), ns(3, "6NT", Seat::West, 12)),
            (ns(4, "2H", Seat::North, 9), ns(4, "4H", Seat::North, 9)),
        ];
        assert_eq!(boards, [(420, 450), (500, 620), (-690, -1440), (140, -100)]);
        let mut m = BoardAMatch::new();
        let got: Vec<BamResult> = boards.iter().map(|&(a, b)| m.record(a, b)).collect();
        use BamResult::*;
        assert_eq!(got, [Loss, Loss, Win, Win]);
        assert_eq!(m.results(), got.as_slice());
        assert_eq!((m.count(Win), m.count(Tie), m.count(Loss)), (2, 0, 2));
        assert_eq!(m.boards(), 4);
        assert_eq!(m.half_points(), 4);
        assert_eq!(m.points(), 2.0);
        assert_eq!(m.opponents_points(), 2.0);
    }

    #[test]
    fn ties_and_extremes() {
        assert_eq!(board_a_match(620, 620), BamResult::Tie);
        assert_eq!(board_a_match(430, 420), BamResult::Win);
        assert_eq!(board_a_match(i32::MIN, i32::MAX), BamResult::Loss);
        assert_eq!(board_a_match(i32::MAX, i32::MIN), BamResult::Win);
        let mut m = BoardAMatch::new();
        m.record(100, 100);
        m.record(-50, -100);
        m.record(-50, 0);
        assert_eq!(m.points(), 1.5);
        assert_eq!(m.opponents_points(), 1.5);
        assert_eq!(BamResult::Tie.points(), 0.5);
        assert_eq!([BamResult::Win.word(), BamResult::Tie.word(), BamResult::Loss.word()], ["win", "tie", "loss"]);
        assert_eq!(BoardAMatch::new().points(), 0.0);
    }
}
