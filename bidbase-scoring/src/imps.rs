//! International matchpoints and victory points.

/// The standard IMP table: `(lowest difference, highest difference, IMPs)` for each row;
/// the last row, 3991 and more, is open-ended (`u32::MAX`).
///
/// The rules list rows as "0-10, 20-40, 50-80, ...". Bridge scores are multiples of 10, so a
/// row's upper bound is inclusive and the next row starts right after it: a difference of 15
/// is 1 IMP, 45 is 2 IMPs, 3995 is 24.
pub const IMP_TABLE: [(u32, u32, i32); 25] = [
    (0, 10, 0),
    (11, 40, 1),
    (41, 80, 2),
    (81, 120, 3),
    (121, 160, 4),
    (161, 210, 5),
    (211, 260, 6),
    (261, 310, 7),
    (311, 360, 8),
    (361, 420, 9),
    (421, 490, 10),
    (491, 590, 11),
    (591, 740, 12),
    (741, 890, 13),
    (891, 1090, 14),
    (1091, 1290, 15),
    (1291, 1490, 16),
    (1491, 1740, 17),
    (1741, 1990, 18),
    (1991, 2240, 19),
    (2241, 2490, 20),
    (2491, 2990, 21),
    (2991, 3490, 22),
    (3491, 3990, 23),
    (3991, u32::MAX, 24),
];

/// Converts a point difference to IMPs with the standard table ([`IMP_TABLE`]); the sign
/// follows the difference. 0..=10 is 0, 11..=40 is 1, ..., 3991 and more is 24.
///
/// ```
/// use bidbase_scoring::imps;
/// assert_eq!(imps(750), 13);
/// assert_eq!(imps(-30), -1);
/// assert_eq!(imps(5000), 24);
/// ```
pub const fn imps(diff: i32) -> i32 {
    let d = diff.unsigned_abs();
    let mut i = 0;
    while i < IMP_TABLE.len() {
        let (_, high, imps) = IMP_TABLE[i];
        if d <= high {
            return if diff < 0 { -imps } else { imps };
        }
        i += 1;
    }
    // Unreachable: the last row ends at u32::MAX.
    if diff < 0 {
        -24
    } else {
        24
    }
}

/// The IMPs a team wins on a board of a team-of-four match, from the two rooms' North-South
/// scores: the team sits North-South in room 1 and East-West in room 2, so its net score is
/// `ns_room1 - ns_room2`.
pub const fn team_imps(ns_room1: i32, ns_room2: i32) -> i32 {
    imps(ns_room1.saturating_sub(ns_room2))
}

/// The rules' example victory-point table for a 24-board match:
/// `(lowest IMP difference, highest IMP difference, winner's VP, loser's VP)`; the last row,
/// 55 and more, is open-ended. As with IMPs, each row's upper bound is inclusive.
pub const VP_TABLE: [(u32, u32, u8, u8); 11] = [
    (0, 2, 10, 10),
    (3, 6, 11, 9),
    (7, 11, 12, 8),
    (12, 16, 13, 7),
    (17, 21, 14, 6),
    (22, 27, 15, 5),
    (28, 33, 16, 4),
    (34, 39, 17, 3),
    (40, 46, 18, 2),
    (47, 54, 19, 1),
    (55, u32::MAX, 20, 0),
];

/// Victory points of a 24-board match with the rules' example table ([`VP_TABLE`]), from the
/// point of view of the team whose IMP margin is `imp_diff`: `(ours, theirs)`. A winning
/// margin gives the winner's points first (15 → `(13, 7)`); a losing one the mirrored pair
/// (-15 → `(7, 13)`). The two always add up to 20.
pub const fn victory_points(imp_diff: i32) -> (u8, u8) {
    let d = imp_diff.unsigned_abs();
    let mut i = 0;
    while i < VP_TABLE.len() {
        let (_, high, win, lose) = VP_TABLE[i];
        if d <= high {
            return if imp_diff < 0 { (lose, win) } else { (win, lose) };
        }
        i += 1;
    }
    // Unreachable: the last row ends at u32::MAX.
    if imp_diff < 0 {
        (0, 20)
    } else {
        (20, 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duplicate_score_ns;
    use bidbase_runtime::board_vulnerability;
    use bidbase_runtime::{Contract, Seat};

    #[test]
    fn table_rows_as_listed_in_the_rules() {
        // The rules' rows: listed low and high bounds (multiples of 10).
        let rows: [(i32, i32, i32); 24] = [
            (0, 10, 0),
            (20, 40, 1),
            (50, 80, 2),
            (90, 120, 3),
            (130, 160, 4),
            (170, 210, 5),
            (220, 260, 6),
            (270, 310, 7),
            (320, 360, 8),
            (370, 420, 9),
            (430, 490, 10),
            (500, 590, 11),
            (600, 740, 12),
            (750, 890, 13),
            (900, 1090, 14),
            (1100, 1290, 15),
            (1300, 1490, 16),
            (1500, 1740, 17),
            (1750, 1990, 18),
            (2000, 2240, 19),
            (2250, 2490, 20),
            (2500, 2990, 21),
            (3000, 3490, 22),
            (3500, 3990, 23),
        ];
        for (low, high, expect) in rows {
            let mut d = low;
            while d <= high {
                assert_eq!(imps(d), expect, "{d}");
                assert_eq!(imps(-d), -expect, "-{d}");
                d += 10;
            }
        }
        for d in [4000, 4010, 5000, 7600, 100_000] {
            assert_eq!(imps(d), 24);
            assert_eq!(imps(-d), -24);
        }
    }

    #[test]
    fn between_listed_bounds() {
        assert_eq!(imps(10), 0);
        assert_eq!(imps(11), 1);
        assert_eq!(imps(15), 1);
        assert_eq!(imps(40), 1);
        assert_eq!(imps(41), 2);
        assert_eq!(imps(45), 2);
        assert_eq!(imps(-45), -2);
        assert_eq!(imps(3990), 23);
        assert_eq!(imps(3991), 24);
        assert_eq!(imps(3995), 24);
        assert_eq!(imps(i32::MAX), 24);
        assert_eq!(imps(i32::MIN), -24);
        assert_eq!(imps(0), 0);
    }

    #[test]
    fn table_is_contiguous_and_monotonic() {
        assert_eq!(IMP_TABLE[0].0, 0);
        for (i, w) in IMP_TABLE.windows(2).enumerate() {
            assert_eq!(w[1].0, w[0].1 + 1);
            assert_eq!(w[1].2, w[0].2 + 1);
            assert_eq!(w[0].2, i as i32);
        }
        assert_eq!(VP_TABLE[0].0, 0);
        for w in VP_TABLE.windows(2) {
            assert_eq!(w[1].0, w[0].1 + 1);
            assert_eq!(w[1].2, w[0].2 + 1);
        }
        for row in VP_TABLE {
            assert_eq!(row.2 + row.3, 20);
        }
        let mut last = imps(-5000);
        for d in -5000..=5000 {
            let x = imps(d);
            assert!(x >= last && x - last <= 1);
            assert_eq!(imps(-d), -x);
            last = x;
        }
    }

    #[test]
    fn victory_point_rows() {
        let rows: [(i32, i32, (u8, u8)); 11] = [
            (0, 2, (10, 10)),
            (3, 6, (11, 9)),
            (7, 11, (12, 8)),
            (12, 16, (13, 7)),
            (17, 21, (14, 6)),
            (22, 27, (15, 5)),
            (28, 33, (16, 4)),
            (34, 39, (17, 3)),
            (40, 46, (18, 2)),
            (47, 54, (19, 1)),
            (55, 200, (20, 0)),
        ];
        for (low, high, (w, l)) in rows {
            for d in low..=high {
                assert_eq!(victory_points(d), (w, l), "{d}");
                assert_eq!(victory_points(-d), (l, w), "-{d}");
            }
        }
        // The rules: 15 IMPs ahead after 24 boards wins 13-7.
        assert_eq!(victory_points(15), (13, 7));
        assert_eq!(victory_points(-15), (7, 13));
        assert_eq!(victory_points(i32::MAX), (20, 0));
        assert_eq!(victory_points(i32::MIN), (0, 20));
    }

    /// The rules' team-of-four example: four boards, two rooms, +15 IMPs overall, a 13-7 win
    /// if that were the final margin of a 24-board match.
    #[test]
    fn team_match_example() {
        let c = |s: &str| Contract::parse(s).unwrap();
        let ns = |board: u32, k: &str, by: Seat, tricks: u8| {
            duplicate_score_ns(c(k), by, board_vulnerability(board), tricks).unwrap()
        };
        let boards = [
            (ns(1, "4S", Seat::South, 10), ns(1, "4S", Seat::South, 11), 30, -1),
            (ns(2, "5D*", Seat::West, 8), ns(2, "4H", Seat::North, 10), 120, -3),
            (ns(3, "3NT", Seat::West, 12), ns(3, "6NT", Seat::West, 12), 750, 13),
            (ns(4, "2H", Seat::North, 9), ns(4, "4H", Seat::North, 9), 240, 6),
        ];
        let mut total = 0;
        for (room1, room2, diff, expect) in boards {
            assert_eq!((room1 - room2).abs(), diff);
            assert_eq!(team_imps(room1, room2), expect);
            total += team_imps(room1, room2);
        }
        assert_eq!(total, 15);
        assert_eq!(victory_points(total), (13, 7));
        assert_eq!(team_imps(i32::MIN, i32::MAX), -24);
    }
}
