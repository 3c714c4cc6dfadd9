//! Constants for every call, for patterns in generated code (`C1C` .. `C7N`, `PASS`, `DOUBLE`,
//! `REDOUBLE`).

use crate::call::{Call, Strain};

/// Pass.
pub const PASS: Call = Call::PASS;
/// Double.
pub const DOUBLE: Call = Call::DOUBLE;
/// Redouble.
pub const REDOUBLE: Call = Call::REDOUBLE;

/// 1C.
pub const C1C: Call = Call::bid(1, Strain::Clubs);

/// 1D.
pub const C1D: Call = Call::bid(1, Strain::Diamonds);

/// 1H.
pub const C1H: Call = Call::bid(1, Strain::Hearts);

/// 1S.
pub const C1S: Call = Call::bid(1, Strain::Spades);

/// 1N.
pub const C1N: Call = Call::bid(1, Strain::NoTrump);

/// 2C.
pub const C2C: Call = Call::bid(2, Strain::Clubs);

/// 2D.
pub const C2D: Call = Call::bid(2, Strain::Diamonds);

/// 2H.
pub const C2H: Call = Call::bid(2, Strain::Hearts);

/// 2S.
pub const C2S: Call = Call::bid(2, Strain::Spades);

/// 2N.
pub const C2N: Call = Call::bid(2, Strain::NoTrump);

/// 3C.
pub const C3C: Call = Call::bid(3, Strain::Clubs);

/// 3D.
pub const C3D: Call = Call::bid(3, Strain::Diamonds);

/// 3H.
pub const C3H: Call = Call::bid(3, Strain::Hearts);

/// 3S.
pub const C3S: Call = Call::bid(3, Strain::Spades);

/// 3N.
pub const C3N: Call = Call::bid(3, Strain::NoTrump);

/// 4C.
pub const C4C: Call = Call::bid(4, Strain::Clubs);

/// 4D.
pub const C4D: Call = Call::bid(4, Strain::Diamonds);

/// 4H.
pub const C4H: Call = Call::bid(4, Strain::Hearts);

/// 4S.
pub const C4S: Call = Call::bid(4, Strain::Spades);

/// 4N.
pub const C4N: Call = Call::bid(4, Strain::NoTrump);

/// 5C.
pub const C5C: Call = Call::bid(5, Strain::Clubs);

/// 5D.
pub const C5D: Call = Call::bid(5, Strain::Diamonds);

/// 5H.
pub const C5H: Call = Call::bid(5, Strain::Hearts);

/// 5S.
pub const C5S: Call = Call::bid(5, Strain::Spades);

/// 5N.
pub const C5N: Call = Call::bid(5, Strain::NoTrump);

/// 6C.
pub const C6C: Call = Call::bid(6, Strain::Clubs);

/// 6D.
pub const C6D: Call = Call::bid(6, Strain::Diamonds);

/// 6H.
pub const C6H: Call = Call::bid(6, Strain::Hearts);

/// 6S.
pub const C6S: Call = Call::bid(6, Strain::Spades);

/// 6N.
pub const C6N: Call = Call::bid(6, Strain::NoTrump);

/// 7C.
pub const C7C: Call = Call::bid(7, Strain::Clubs);

/// 7D.
pub const C7D: Call = Call::bid(7, Strain::Diamonds);

/// 7H.
pub const C7H: Call = Call::bid(7, Strain::Hearts);

/// 7S.
pub const C7S: Call = Call::bid(7, Strain::Spades);

/// 7N.
pub const C7N: Call = Call::bid(7, Strain::NoTrump);
