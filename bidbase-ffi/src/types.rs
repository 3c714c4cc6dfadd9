//! The structs of the C ABI: texts, the table, a call and its entry, the auction's state, a
//! seeded board, and the opaque open system. Their layout is the C header's.

use std::ffi::c_char;

use bidbase::Bidder;

use crate::codes::BB_CALLS;

/// A view of a UTF-8 text owned by the library: `ptr` to `len` bytes, not NUL-terminated
/// (print it with `printf("%.*s", (int)s.len, s.ptr)`). Texts of a system's entries live until
/// the system is closed; `ptr` is never null (an empty text has `len` 0).
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbStr {
    /// The first byte.
    pub ptr: *const c_char,
    /// The number of bytes.
    pub len: usize,
}

impl BbStr {
    pub(crate) fn of(s: &str) -> BbStr {
        BbStr { ptr: s.as_ptr().cast(), len: s.len() }
    }

    pub(crate) const EMPTY: BbStr = BbStr { ptr: c"".as_ptr(), len: 0 };
}

/// The table: the auction so far and the conditions of the board.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbTable {
    /// The calls from the dealer, PBN or BidBase notation, blank- or dash-separated
    /// (`"1C Pass 1H"`, `"1C-P-1H"`), with their `@` annotations; null or `""` for none.
    pub auction: *const c_char,
    /// The dealer: `BB_NORTH` .. `BB_WEST`.
    pub dealer: u8,
    /// `BB_VUL_NONE`, `BB_VUL_NS`, `BB_VUL_EW` or `BB_VUL_BOTH`.
    pub vulnerability: u8,
    /// `BB_IMPS` or `BB_MATCHPOINTS`.
    pub scoring: u8,
    /// The side that uses entries marked W ("we"): `BB_NS` or `BB_EW`.
    pub we: u8,
    /// Seed of the choice between entries given as percentages (the same seed, the same
    /// choice; `bidbase bid` uses 0).
    pub seed: u64,
}

/// A call and the entry that makes it: what [`bb_bid`] chose, or what [`bb_describe`] and
/// [`bb_describe_call`] found.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbCall {
    /// The call's code (0 Pass, 1 double, 2 redouble, 3.. the bids).
    pub call: u8,
    /// The call in PBN notation with its `@` annotation if it has one (`"1NT"`, `"Pass"`,
    /// `"4NT@40"`), NUL-terminated: append it to the auction as it is.
    pub text: [c_char; 16],
    /// The entry's index in the system.
    pub entry: u32,
    /// The rules file of the entry.
    pub file: BbStr,
    /// The entry's line in that file (1-based).
    pub line: u32,
    /// The Bid Order Number.
    pub bon: BbStr,
    /// The Prior Bids of the entry's section (BidBase notation; a pattern for pattern sections).
    pub prior_bids: BbStr,
    /// The convention, with its subcategories (`"Stayman"`, `"2C Strong: 2D Waiting"`); empty
    /// for a natural call.
    pub convention: BbStr,
    /// 1 when partner alerts the call.
    pub alert: u8,
    /// 1 when partner announces it.
    pub announce: u8,
    /// 1 when it is pre-alerted.
    pub prealert: u8,
    /// The explanation the opponents may see (empty when there is none).
    pub disclosure: BbStr,
    /// What the call asks of partner: 0 nothing, 1 forcing one round, 2 game forcing.
    pub forcing: u8,
    /// The length of the description (`"15-17 HCP, balanced"`) written to the caller's buffer,
    /// not counting the NUL: when it is `cap` or more, the buffer was too small and the text
    /// was cut.
    pub description_len: usize,
}

/// The state of an auction: whose turn, the legal calls, the contract.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbAuction {
    /// The number of calls made.
    pub calls: u32,
    /// 1 when the auction has ended (three passes after a bid, or four passes).
    pub over: u8,
    /// The seat to call (`BB_NORTH` .. `BB_WEST`); meaningless once the auction is over.
    pub next_seat: u8,
    /// The contract so far (the final one when the auction is over): `"4SX"`, NUL-terminated;
    /// empty while nobody has bid and for a passed-out board.
    pub contract: [c_char; 8],
    /// Its declarer, or `BB_NO_SEAT`.
    pub declarer: u8,
    /// The legal calls now, in code order (`legal_count` of them).
    pub legal: [u8; BB_CALLS],
    /// How many calls `legal` holds (0 once the auction is over).
    pub legal_count: u8,
}

/// A seeded board: four hands, the dealer and vulnerability of its board number.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbBoard {
    /// The board number (1-16 repeating) that gives the dealer and vulnerability.
    pub board: u32,
    /// The dealer.
    pub dealer: u8,
    /// The vulnerability.
    pub vulnerability: u8,
    /// Each seat's hand packed (North, East, South, West).
    pub hands: [u64; 4],
    /// Each seat's hand in PBN notation (`"AQ3.T87.K6432.T4"`), NUL-terminated.
    pub text: [[c_char; 24]; 4],
}

/// An open system (opaque).
pub struct BbSystem {
    pub(crate) bidder: Box<dyn Bidder + Send + Sync>,
    /// What the opponents' last call means for `against=` entries ([`crate::bb_set_against`]):
    /// `None` to let the system explain it, else the declared meaning.
    pub(crate) against: Option<bidbase::rules::AgainstKey>,
}

// The layout web/bidbase.js reads on wasm32 (4-byte pointers): checked when building for it.
#[cfg(target_pointer_width = "32")]
const _: () = {
    use std::mem::{offset_of, size_of};
    assert!(size_of::<BbStr>() == 8);
    assert!(size_of::<BbTable>() == 16 && offset_of!(BbTable, seed) == 8);
    assert!(offset_of!(BbCall, text) == 1 && offset_of!(BbCall, entry) == 20 && offset_of!(BbCall, file) == 24);
    assert!(offset_of!(BbCall, line) == 32 && offset_of!(BbCall, bon) == 36 && offset_of!(BbCall, prior_bids) == 44);
    assert!(
        offset_of!(BbCall, convention) == 52 && offset_of!(BbCall, alert) == 60 && offset_of!(BbCall, announce) == 61
    );
    assert!(offset_of!(BbCall, disclosure) == 64 && offset_of!(BbCall, forcing) == 72);
    assert!(offset_of!(BbCall, description_len) == 76 && size_of::<BbCall>() == 80);
    assert!(offset_of!(BbAuction, over) == 4 && offset_of!(BbAuction, next_seat) == 5);
    assert!(offset_of!(BbAuction, contract) == 6 && offset_of!(BbAuction, declarer) == 14);
    assert!(offset_of!(BbAuction, legal) == 15 && offset_of!(BbAuction, legal_count) == 53);
    assert!(size_of::<BbAuction>() == 56);
    assert!(offset_of!(BbBoard, dealer) == 4 && offset_of!(BbBoard, vulnerability) == 5);
    assert!(offset_of!(BbBoard, hands) == 8 && offset_of!(BbBoard, text) == 40 && size_of::<BbBoard>() == 136);
};
