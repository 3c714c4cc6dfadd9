//! Duplicate boards: dealer and vulnerability by board number.

use crate::seat::{Seat, Vulnerability};

/// The dealer of a duplicate board (board 1 North, 2 East, ...). Board numbers start at 1;
/// after board 16 the pattern repeats. Board 0 is treated as board 16.
pub const fn board_dealer(board: u32) -> Seat {
    Seat::from_index(((board + 15) % 4) as usize)
}

/// The vulnerability of a duplicate board, from the standard 16-board table.
pub const fn board_vulnerability(board: u32) -> Vulnerability {
    // Boards 1..=16: - NS EW All / NS EW All - / EW All - NS / All - NS EW
    const TABLE: [Vulnerability; 16] = {
        use Vulnerability::*;
        [
            None, NorthSouth, EastWest, Both, NorthSouth, EastWest, Both, None, EastWest, Both, None, NorthSouth, Both,
            None, NorthSouth, EastWest,
        ]
    };
    TABLE[((board + 15) % 16) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_matches_seed_003() {
        let expect = [
            ("N", "None"),
            ("E", "NS"),
            ("S", "EW"),
            ("W", "All"),
            ("N", "NS"),
            ("E", "EW"),
            ("S", "All"),
            ("W", "None"),
            ("N", "EW"),
            ("E", "All"),
            ("S", "None"),
            ("W", "NS"),
            ("N", "All"),
            ("E", "None"),
            ("S", "NS"),
            ("W", "EW"),
        ];
        for (i, (d, v)) in expect.iter().enumerate() {
            for board in [i as u32 + 1, i as u32 + 17, i as u32 + 33] {
                assert_eq!(board_dealer(board).letter().to_string(), *d, "board {board}");
                assert_eq!(board_vulnerability(board).pbn(), *v, "board {board}");
            }
        }
    }
}
