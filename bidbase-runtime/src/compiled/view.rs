//! The key of the compiled systems' table of exact sections.

use crate::call::{Call, SlamTag};

/// A hash of a Prior Bids view (its "@" annotation and calls), the same on every platform and
/// in every build: the key of the compiled systems' table of exact sections.
#[inline]
pub fn view_hash(tag: Option<SlamTag>, calls: &[Call]) -> u64 {
    const K: u64 = 0x517C_C1B7_2722_0A95;
    let tag_code: u64 = match tag {
        None => 0,
        Some(SlamTag::Ask { trump, second }) => 0x100 | (trump as u64) << 4 | second as u64,
        Some(SlamTag::Cue { trump }) => 0x200 | trump as u64,
        Some(SlamTag::GrandSlamForce { trump }) => 0x300 | trump as u64,
    };
    let mut h = (tag_code ^ (calls.len() as u64) << 12).wrapping_mul(K);
    for c in calls {
        h = (h.rotate_left(5) ^ c.code() as u64).wrapping_mul(K);
    }
    h ^ h >> 29
}
