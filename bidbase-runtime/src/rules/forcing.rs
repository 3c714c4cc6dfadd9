//! What the auction forces on the player to call: the forcing level of each call made, by the
//! position of its maker, folded into [`Forcing`]. Both back ends read the same per-section
//! forcing tables through [`section_forcing`].

use super::leaf::PositionCode;
use crate::auction::Auction;
use crate::call::{Call, SlamTag};

/// What the auction forces on the bidder, from the forcing levels of the calls made so far.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Forcing {
    /// Partner's last call was forcing (one round or game) and the right-hand opponent passed.
    pub forced: bool,
    /// Our side has made a game-forcing call and no game has been bid since.
    pub game: bool,
}

impl Forcing {
    /// What `auction` forces on the player to call, given `level_of(tag, view, call, case)`: the
    /// forcing level (0 none, 1 one round, 2 game) of a call made in a Prior Bids view by a
    /// player in position case `case` ([`position_case`]). Partner's last call forcing with RHO
    /// passing; and a game-forcing call of our side while the last bid is below game.
    pub fn of(auction: &Auction, level_of: impl Fn(Option<SlamTag>, &[Call], Call, u8) -> u8) -> Forcing {
        let calls = auction.calls();
        Forcing::from_levels(calls, |j, prev| {
            let (tag, view) = auction.view_before(j);
            level_of(tag, view, calls[j], case_given(calls, j, prev))
        })
    }

    /// What `calls` force on the player to call after them, given `level(j, prev)`: the forcing
    /// level of call `j` of his side, where `prev` is the level of his side's call before it
    /// (0 for none or a pass). Asked once for each call of his side but passes, oldest first.
    pub fn from_levels(calls: &[Call], mut level: impl FnMut(usize, u8) -> u8) -> Forcing {
        let n = calls.len();
        let mut out = Forcing::default();
        if n < 2 {
            return out;
        }
        // Our side's calls (same parity as n), oldest first: each one's level, with its maker's
        // case knowing whether he was forced (by the level of the call two before it, his
        // partner's). One pass, one level lookup per call of our side.
        let mut prev = 0u8;
        let mut game = false;
        let mut j = n % 2;
        while j + 2 <= n {
            let l = if calls[j].is_pass() { 0 } else { level(j, prev) };
            game |= l == 2;
            prev = l;
            j += 2;
        }
        out.forced = calls[n - 1].is_pass() && !calls[n - 2].is_pass() && prev > 0;
        out.game = game
            && match calls.iter().rev().find_map(|c| c.as_bid()) {
                Some(b) => !b.is_game_or_higher(),
                None => true,
            };
        out
    }
}

/// The public position of the player who makes call `index` of an auction (`calls`, from the
/// dealer), as one of 16 cases: 4 times his seat from the dealer (0-3), plus 2 when he is a
/// passed hand, plus 1 when his partner is. Forcing tables key on it, so that an entry with a Position
/// requirement (`pos=Y`: a passed hand's call) sets the forcing level only where it can apply.
#[inline]
pub fn position_case(calls: &[Call], index: usize) -> u8 {
    let leading = calls.iter().take(index).take_while(|c| c.is_pass()).count();
    let seat = index % 4;
    let partner = (index + 2) % 4;
    (seat as u8) * 4 + 2 * u8::from(seat < leading) + u8::from(partner < leading)
}

/// The case of the player who makes call `index` of `auction` for the forcing tables: his
/// [`position_case`], plus 16 when he was forced (partner's call before it was forcing and RHO
/// passed), so that an entry that answers a force (`forced`) sets the forcing level of its call
/// only when the call is made under a force. `level_of` is as in [`Forcing::of`].
pub fn maker_case(auction: &Auction, index: usize, level_of: &impl Fn(Option<SlamTag>, &[Call], Call, u8) -> u8) -> u8 {
    let calls = auction.calls();
    let partner = if index >= 2 && index <= calls.len() && calls[index - 1].is_pass() && !calls[index - 2].is_pass() {
        let (tag, view) = auction.view_before(index - 2);
        level_of(tag, view, calls[index - 2], maker_case(auction, index - 2, level_of))
    } else {
        0
    };
    case_given(calls, index, partner)
}

/// The maker case of call `index` ([`maker_case`]) given the forcing level of the call two
/// before it (his partner's): forced when that call was forcing and RHO passed.
#[inline]
pub(crate) fn case_given(calls: &[Call], index: usize, partner_level: u8) -> u8 {
    let forced = index >= 2 && calls[index - 1].is_pass() && !calls[index - 2].is_pass() && partner_level > 0;
    position_case(calls, index) | if forced { 16 } else { 0 }
}

/// Whether a Position requirement holds in a [`position_case`] (or [`maker_case`]).
pub const fn position_case_holds(case: u8, p: PositionCode) -> bool {
    let seat = (case & 15) / 4 + 1;
    match p {
        PositionCode::Seat(n) => seat == n,
        PositionCode::FirstOrSecond => seat <= 2,
        PositionCode::ThirdOrFourth => seat >= 3,
        PositionCode::Passed => case & 2 != 0,
        PositionCode::Unpassed => case & 2 == 0,
        PositionCode::PartnerPassed => case & 1 != 0,
        PositionCode::PartnerUnpassed => case & 1 == 0,
    }
}

/// A row of a section's forcing table: (call code, forcing level, maker cases). The interpreter
/// keeps tuples, generated code words ([`forcing_word`]).
pub trait ForcingRow: Copy {
    /// The row's call code, level and maker cases.
    fn parts(self) -> (u8, u8, u32);
}

impl ForcingRow for (u8, u8, u32) {
    #[inline]
    fn parts(self) -> (u8, u8, u32) {
        self
    }
}

impl ForcingRow for u64 {
    #[inline]
    fn parts(self) -> (u8, u8, u32) {
        ((self >> 40) as u8, (self >> 32) as u8, self as u32)
    }
}

/// A forcing row in one word: the call code (bits 40-47), the level (bits 32-39) and the maker
/// cases (bits 0-31). Words sort as the rows do, by code, then level.
pub const fn forcing_word(code: u8, level: u8, cases: u32) -> u64 {
    (code as u64) << 40 | (level as u64) << 32 | cases as u64
}

/// The forcing level a section gives `call` made by a player of maker case `case`
/// ([`maker_case`]): the lowest level of its rows for the call whose case bits include `case`,
/// `None` when it has none. `table` is the section's (call code, level, maker cases) rows,
/// sorted by code then level, as `bidbase_spec::ir::System::forcing_table` gives them.
///
/// A call's forcing level is the one the first section of the view's chain (in lookup order)
/// that gives one gives, 0 when none does: a call means what the most specific section that
/// makes it says. The general layer's entries of last resort make almost any call for a forced
/// player, but they do not make a forcing rebid of a more specific section non-forcing. Both
/// back ends walk their chains until a section answers, as a lookup does.
#[inline]
pub fn section_forcing<R: ForcingRow>(table: &[R], call: Call, case: u8) -> Option<u8> {
    // Rows are sorted by code, then level: the call's rows are found by binary search, and the
    // first of them whose cases hold has the lowest level.
    let code = call.code();
    let start = table.partition_point(|r| r.parts().0 < code);
    table[start..].iter().map(|r| r.parts()).take_while(|r| r.0 == code).find(|r| r.2 & (1 << case) != 0).map(|r| r.1)
}

#[cfg(test)]
mod word_tests {
    use super::*;

    #[test]
    fn words_and_tuples_give_the_same_levels() {
        let rows: [(u8, u8, u32); 4] = [(18, 1, 0b01), (18, 2, u32::MAX), (20, 1, 0b10), (32, 3, u32::MAX)];
        let words: Vec<u64> = rows.iter().map(|&(c, l, m)| forcing_word(c, l, m)).collect();
        assert!(words.windows(2).all(|w| w[0] <= w[1]), "words sort as their rows");
        for code in 0..38u8 {
            let Some(call) = Call::from_code(code) else { continue };
            for case in 0..4 {
                assert_eq!(section_forcing(&words, call, case), section_forcing(&rows, call, case));
            }
        }
        assert_eq!(forcing_word(20, 1, 0b10).parts(), (20, 1, 0b10));
    }
}
