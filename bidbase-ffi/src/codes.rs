//! The status codes and the codes of seats, vulnerability, scoring, sides and convention
//! settings, as the C header names them.

/// Success.
pub const BB_OK: i32 = 0;
/// No entry of the system makes a call here (bid), or makes this call (describe).
pub const BB_NO_ENTRY: i32 = 1;
/// A pointer argument was null.
pub const BB_NULL_POINTER: i32 = 2;
/// A text argument is not UTF-8.
pub const BB_NOT_UTF8: i32 = 3;
/// The hand could not be read, or is not a hand of the system's deck.
pub const BB_BAD_HAND: i32 = 4;
/// The auction could not be read or is illegal.
pub const BB_BAD_AUCTION: i32 = 5;
/// The auction has ended: there is no call to make.
pub const BB_AUCTION_OVER: i32 = 6;
/// A code (seat, vulnerability, scoring, side, call, index) is out of range.
pub const BB_BAD_ARGUMENT: i32 = 7;
/// No built-in system has that name.
pub const BB_UNKNOWN_SYSTEM: i32 = 8;
/// The rules did not load: the message has every diagnostic.
pub const BB_RULES_ERROR: i32 = 9;
/// The system has no convention of that name.
pub const BB_UNKNOWN_CONVENTION: i32 = 10;
/// The contract could not be read, or the tricks are more than 13.
pub const BB_BAD_CONTRACT: i32 = 11;
/// The call is not legal at this point of the auction (an insufficient bid, a double of
/// partner, ...).
pub const BB_ILLEGAL_CALL: i32 = 12;
/// An internal error (a panic, caught): a bug in bidbase.
pub const BB_INTERNAL: i32 = 99;

/// North.
pub const BB_NORTH: u8 = 0;
/// East.
pub const BB_EAST: u8 = 1;
/// South.
pub const BB_SOUTH: u8 = 2;
/// West.
pub const BB_WEST: u8 = 3;
/// No seat (the declarer of a passed-out board).
pub const BB_NO_SEAT: u8 = 255;

/// Neither side vulnerable.
pub const BB_VUL_NONE: u8 = 0;
/// North-South vulnerable.
pub const BB_VUL_NS: u8 = 1;
/// East-West vulnerable.
pub const BB_VUL_EW: u8 = 2;
/// Both sides vulnerable.
pub const BB_VUL_BOTH: u8 = 3;

/// IMPs (teams): entries marked I apply.
pub const BB_IMPS: u8 = 0;
/// Matchpoints (pairs): entries marked M apply.
pub const BB_MATCHPOINTS: u8 = 1;

/// North-South.
pub const BB_NS: u8 = 0;
/// East-West.
pub const BB_EW: u8 = 1;

/// A convention is off.
pub const BB_USE_OFF: u8 = 0;
/// A convention is on for both sides.
pub const BB_USE_ON: u8 = 1;
/// A convention is used by "we" only.
pub const BB_USE_WE: u8 = 2;
/// A convention is used by "they" only.
pub const BB_USE_THEY: u8 = 3;

/// The number of call codes (Pass, double, redouble and 35 bids).
pub const BB_CALLS: usize = 38;
