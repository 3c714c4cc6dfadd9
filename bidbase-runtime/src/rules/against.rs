//! Use_Against: an entry limited to what the opponents' last call means, by the convention
//! their call was made under (BidBase's "Bid/Convention Used Against" field). The meaning is
//! named by an [`AgainstKey`]: the caller who knows it (self-play, where both sides' systems
//! are known; a declaration on the command line or through the C ABI) puts it in the
//! [`crate::rules::Context`], and `against=` requirements compare with it.

/// What a call means, for `against=`: the root name of the convention it was made under
/// (`"Michaels"` for `"Michaels: 2NT Ask"`), reduced to a number so that a [`Context`] stays
/// `Copy` and a compiled requirement is one compare. Names compare without regard to ASCII case
/// and surrounding spaces. A call made by an entry with no convention is [`AgainstKey::NATURAL`].
///
/// [`Context`]: crate::rules::Context
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AgainstKey(pub u32);

impl AgainstKey {
    /// A natural call: made by an entry with no convention.
    pub const NATURAL: AgainstKey = AgainstKey(0);

    /// The key of a convention path (`"2C Strong: 2D Waiting"` counts as `"2C Strong"`); an
    /// empty path, and the word `natural`, give [`AgainstKey::NATURAL`].
    pub const fn of_path(path: &str) -> AgainstKey {
        let b = path.as_bytes();
        // The root: up to the first ':'.
        let mut end = 0;
        while end < b.len() && b[end] != b':' {
            end += 1;
        }
        let mut start = 0;
        while start < end && b[start].is_ascii_whitespace() {
            start += 1;
        }
        while end > start && b[end - 1].is_ascii_whitespace() {
            end -= 1;
        }
        if end == start {
            return AgainstKey::NATURAL;
        }
        // FNV-1a over the lower-cased bytes.
        let mut h: u32 = 0x811c_9dc5;
        let mut i = start;
        while i < end {
            h ^= b[i].to_ascii_lowercase() as u32;
            h = h.wrapping_mul(0x0100_0193);
            i += 1;
        }
        if h == NATURAL_HASH {
            return AgainstKey::NATURAL;
        }
        // 0 is the natural key: a name that hashes to it moves to 1.
        AgainstKey(if h == 0 { 1 } else { h })
    }

    /// Whether this is the natural key.
    pub const fn is_natural(self) -> bool {
        self.0 == 0
    }
}

/// FNV-1a of `natural`: the word names the natural key.
const NATURAL_HASH: u32 = {
    let b = b"natural";
    let mut h: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < b.len() {
        h ^= b[i] as u32;
        h = h.wrapping_mul(0x0100_0193);
        i += 1;
    }
    h
};

/// The index of the opponents' most recent call other than a pass in `calls`, for the player
/// to call after them (the opponents made the calls 1, 3, 5, ... before the end).
pub fn last_opponent_call(calls: &[crate::call::Call]) -> Option<usize> {
    let n = calls.len();
    (0..n).rev().step_by(2).find(|&i| !calls[i].is_pass())
}

/// What each side's last call other than a pass meant, kept as a board is bid by callers who
/// know the entry behind every call (self-play, team matches), so that each decision's
/// [`crate::rules::Context::against`] is known.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct AgainstTracker {
    /// By the parity of the call's index: the meaning of that side's last call but a pass
    /// (`None` when unknown, as for a call no entry made).
    last: [Option<AgainstKey>; 2],
}

impl AgainstTracker {
    /// The meaning of the opponents' last call for the player who makes call `index`.
    pub const fn for_call(&self, index: usize) -> Option<AgainstKey> {
        self.last[(index + 1) % 2]
    }

    /// Records call `index`, made with `meaning` (a pass changes nothing).
    pub fn record(&mut self, index: usize, call: crate::call::Call, meaning: Option<AgainstKey>) {
        if !call.is_pass() {
            self.last[index % 2] = meaning;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::call::Call;

    #[test]
    fn keys_name_the_root_convention_without_case() {
        assert_eq!(AgainstKey::of_path("Michaels"), AgainstKey::of_path(" michaels "));
        assert_eq!(AgainstKey::of_path("Michaels: 2NT Ask"), AgainstKey::of_path("MICHAELS"));
        assert_ne!(AgainstKey::of_path("Michaels"), AgainstKey::of_path("Unusual 2NT"));
        assert_eq!(AgainstKey::of_path(""), AgainstKey::NATURAL);
        assert_eq!(AgainstKey::of_path("Natural"), AgainstKey::NATURAL);
        assert!(!AgainstKey::of_path("Stayman").is_natural());
    }

    #[test]
    fn the_opponents_last_call_skips_their_passes_and_partners_calls() {
        let c = |s: &str| -> Vec<Call> { s.split_whitespace().map(|t| t.parse().unwrap()).collect() };
        // 1C (2C): RHO's 2C.
        assert_eq!(last_opponent_call(&c("1C 2C")), Some(1));
        // 1C (2C) 2H (P): the opener calls again; his opponents bid 2C and passed.
        assert_eq!(last_opponent_call(&c("1C 2C 2H P")), Some(1));
        // 1C (2C) 2H: the 2C bidder's partner; his opponents bid 1C and 2H.
        assert_eq!(last_opponent_call(&c("1C 2C 2H")), Some(2));
        // 1C (P) 1H (P): the opponents only passed.
        assert_eq!(last_opponent_call(&c("1C P 1H P")), None);
        assert_eq!(last_opponent_call(&[]), None);
    }

    #[test]
    fn the_tracker_answers_for_the_opponents_of_the_player_to_call() {
        let mut t = AgainstTracker::default();
        let michaels = AgainstKey::of_path("Michaels");
        t.record(0, "1C".parse().unwrap(), Some(AgainstKey::NATURAL));
        t.record(1, "2C".parse().unwrap(), Some(michaels));
        // Call 2 (opener's partner): the opponents' 2C.
        assert_eq!(t.for_call(2), Some(michaels));
        // Call 3 (the Michaels bidder's partner): the opponents' 1C.
        assert_eq!(t.for_call(3), Some(AgainstKey::NATURAL));
        // A pass keeps the side's last meaning.
        t.record(2, Call::PASS, None);
        assert_eq!(t.for_call(3), Some(AgainstKey::NATURAL));
    }
}
