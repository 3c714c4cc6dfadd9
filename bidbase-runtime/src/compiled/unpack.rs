//! Number tables written as text: generated code writes its large tables of numbers as one
//! string of decimal numbers separated by spaces, which these `const fn`s read back into arrays
//! when the crate is compiled. One string literal is one token where an array literal is a token
//! a number and a comma: SAYC's tables hold about a million numbers, and as array literals they
//! were most of the generated code's size and a large part of its compile time.
//!
//! A table that does not hold exactly as many numbers as its array stops the build (a `const`
//! panic), so a table cannot be read short or long.

use crate::call::{Call, SlamTag};
use crate::rules::Node;

/// The next number of `text` from byte `at`: `(value, the byte after it and its separator)`.
const fn next(text: &[u8], mut at: usize) -> (u64, usize) {
    let mut v: u64 = 0;
    let mut digits = 0;
    while at < text.len() && text[at] != b' ' {
        let d = text[at];
        assert!(d.is_ascii_digit(), "a packed table holds decimal digits and spaces only");
        v = v * 10 + (d - b'0') as u64;
        at += 1;
        digits += 1;
    }
    assert!(digits > 0, "a packed table has an empty number");
    (v, at + 1)
}

/// `N` numbers of at most 32 bits.
pub const fn u32s<const N: usize>(text: &str) -> [u32; N] {
    let b = text.as_bytes();
    let mut out = [0u32; N];
    let (mut i, mut at) = (0, 0);
    while i < N {
        let (v, next_at) = next(b, at);
        assert!(v <= u32::MAX as u64, "a packed number is over 32 bits");
        out[i] = v as u32;
        at = next_at;
        i += 1;
    }
    assert!(at >= b.len(), "a packed table holds more numbers than its array");
    out
}

/// `N` numbers of at most 16 bits.
pub const fn u16s<const N: usize>(text: &str) -> [u16; N] {
    let b = text.as_bytes();
    let mut out = [0u16; N];
    let (mut i, mut at) = (0, 0);
    while i < N {
        let (v, next_at) = next(b, at);
        assert!(v <= u16::MAX as u64, "a packed number is over 16 bits");
        out[i] = v as u16;
        at = next_at;
        i += 1;
    }
    assert!(at >= b.len(), "a packed table holds more numbers than its array");
    out
}

/// `N` numbers of at most 64 bits.
pub const fn u64s<const N: usize>(text: &str) -> [u64; N] {
    let b = text.as_bytes();
    let mut out = [0u64; N];
    let (mut i, mut at) = (0, 0);
    while i < N {
        let (v, next_at) = next(b, at);
        out[i] = v;
        at = next_at;
        i += 1;
    }
    assert!(at >= b.len(), "a packed table holds more numbers than its array");
    out
}

/// `N` calls by their codes ([`Call::code`]).
pub const fn calls<const N: usize>(text: &str) -> [Call; N] {
    let b = text.as_bytes();
    let mut out = [Call::PASS; N];
    let (mut i, mut at) = (0, 0);
    while i < N {
        let (v, next_at) = next(b, at);
        assert!(v <= u8::MAX as u64, "a packed call code is over 8 bits");
        out[i] = match Call::from_code(v as u8) {
            Some(c) => c,
            None => panic!("a packed call code is not a call"),
        };
        at = next_at;
        i += 1;
    }
    assert!(at >= b.len(), "a packed table holds more numbers than its array");
    out
}

/// The number of a slam annotation in a packed table: 0 for none, else the kind (1 an ace
/// ask, 2 a cue bid, 3 a grand slam force) times 65,536 plus the trump suit times 256 plus the
/// second suit ([`slam_tags`] reads it back).
pub const fn slam_tag_code(tag: Option<SlamTag>) -> u64 {
    match tag {
        None => 0,
        Some(SlamTag::Ask { trump, second }) => 1 << 16 | (trump as u64) << 8 | second as u64,
        Some(SlamTag::Cue { trump }) => 2 << 16 | (trump as u64) << 8,
        Some(SlamTag::GrandSlamForce { trump }) => 3 << 16 | (trump as u64) << 8,
    }
}

/// `N` slam annotations by [`slam_tag_code`].
pub const fn slam_tags<const N: usize>(text: &str) -> [Option<SlamTag>; N] {
    let b = text.as_bytes();
    let mut out = [None; N];
    let (mut i, mut at) = (0, 0);
    while i < N {
        let (v, next_at) = next(b, at);
        let (trump, second) = ((v >> 8 & 255) as u8, (v & 255) as u8);
        out[i] = match v >> 16 {
            _ if v == 0 => None,
            1 => Some(SlamTag::Ask { trump, second }),
            2 if second == 0 => Some(SlamTag::Cue { trump }),
            3 if second == 0 => Some(SlamTag::GrandSlamForce { trump }),
            _ => panic!("a packed slam annotation is out of range"),
        };
        at = next_at;
        i += 1;
    }
    assert!(at >= b.len(), "a packed table holds more numbers than its array");
    out
}

/// The number of a requirement tree's node in a packed table: its kind in the low three bits
/// (true, false, leaf, and, or), its index or count above them ([`nodes`] reads it back).
pub const fn node_code(node: Node) -> u64 {
    match node {
        Node::True => 0,
        Node::False => 1,
        Node::Leaf(k) => 2 | (k as u64) << 3,
        Node::And(n) => 3 | (n as u64) << 3,
        Node::Or(n) => 4 | (n as u64) << 3,
    }
}

/// `N` requirement tree nodes by [`node_code`].
pub const fn nodes<const N: usize>(text: &str) -> [Node; N] {
    let b = text.as_bytes();
    let mut out = [Node::True; N];
    let (mut i, mut at) = (0, 0);
    while i < N {
        let (v, next_at) = next(b, at);
        let k = v >> 3;
        assert!(k <= u32::MAX as u64, "a packed node's index is over 32 bits");
        out[i] = match v & 7 {
            0 => Node::True,
            1 => Node::False,
            2 => Node::Leaf(k as u32),
            3 => Node::And(k as u32),
            4 => Node::Or(k as u32),
            _ => panic!("a packed node has no such kind"),
        };
        at = next_at;
        i += 1;
    }
    assert!(at >= b.len(), "a packed table holds more numbers than its array");
    out
}

/// `N` rows of `K` numbers of at most 32 bits, row after row.
pub const fn u32_rows<const K: usize, const N: usize>(text: &str) -> [[u32; K]; N] {
    let b = text.as_bytes();
    let mut out = [[0u32; K]; N];
    let (mut i, mut at) = (0, 0);
    while i < N * K {
        let (v, next_at) = next(b, at);
        assert!(v <= u32::MAX as u64, "a packed number is over 32 bits");
        out[i / K][i % K] = v as u32;
        at = next_at;
        i += 1;
    }
    assert!(at >= b.len(), "a packed table holds more numbers than its array");
    out
}

/// `N` rows of `K` numbers of at most 32 bits, each written as its difference from the number
/// above it (the row before's in the same column; 0 above the first row), zigzag-coded
/// (0, -1, 1, -2, 2... as 0, 1, 2, 3, 4...): tables whose columns change little from row to row
/// (an entry's file, Prior Bids and convention are mostly the entry before's) are written in
/// a few digits a number. [`pack_deltas`] writes them.
pub const fn u32_rows_delta<const K: usize, const N: usize>(text: &str) -> [[u32; K]; N] {
    let b = text.as_bytes();
    let mut out = [[0u32; K]; N];
    let (mut i, mut at) = (0, 0);
    while i < N * K {
        let (z, next_at) = next(b, at);
        let d = (z >> 1) as i64 ^ -((z & 1) as i64);
        let above = if i < K { 0 } else { out[i / K - 1][i % K] as i64 };
        let v = above + d;
        assert!(v >= 0 && v <= u32::MAX as i64, "a packed difference leaves 32 bits");
        out[i / K][i % K] = v as u32;
        at = next_at;
        i += 1;
    }
    assert!(at >= b.len(), "a packed table holds more numbers than its array");
    out
}

/// `N` numbers of at most 32 bits, each written as its difference from the one before, as
/// [`u32_rows_delta`] writes a column.
pub const fn u32s_delta<const N: usize>(text: &str) -> [u32; N] {
    let rows: [[u32; 1]; N] = u32_rows_delta(text);
    let mut out = [0u32; N];
    let mut i = 0;
    while i < N {
        out[i] = rows[i][0];
        i += 1;
    }
    out
}

/// `N` flags written `0` and `1`.
pub const fn bools<const N: usize>(text: &str) -> [bool; N] {
    let b = text.as_bytes();
    let mut out = [false; N];
    let (mut i, mut at) = (0, 0);
    while i < N {
        let (v, next_at) = next(b, at);
        assert!(v <= 1, "a packed flag is 0 or 1");
        out[i] = v == 1;
        at = next_at;
        i += 1;
    }
    assert!(at >= b.len(), "a packed table holds more numbers than its array");
    out
}

/// Writes numbers as a packed table's text (what generated code holds).
pub fn pack<I: IntoIterator<Item = u64>>(numbers: I) -> String {
    let mut s = String::new();
    for (i, n) in numbers.into_iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(&n.to_string());
    }
    s
}

/// Writes rows of `k` numbers as [`u32_rows_delta`] reads them: each number as its zigzag-coded
/// difference from the number above it.
pub fn pack_deltas(numbers: &[u64], k: usize) -> String {
    pack(numbers.iter().enumerate().map(|(i, &v)| {
        let above = if i < k { 0 } else { numbers[i - k] };
        let d = v as i64 - above as i64;
        ((d << 1) ^ (d >> 63)) as u64
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_read_back_what_was_packed() {
        const T: [u32; 4] = u32s("0 7 4294967295 12");
        assert_eq!(T, [0, 7, u32::MAX, 12]);
        const R: [[u32; 2]; 2] = u32_rows("1 2 3 4");
        assert_eq!(R, [[1, 2], [3, 4]]);
        const B: [bool; 3] = bools("1 0 1");
        assert_eq!(B, [true, false, true]);
        const S: [u16; 2] = u16s("65535 0");
        assert_eq!(S, [65535, 0]);
        const W: [u64; 2] = u64s("18446744073709551615 1");
        assert_eq!(W, [u64::MAX, 1]);
        const C: [Call; 2] = calls("0 37");
        assert_eq!(C, [Call::PASS, Call::from_code(37).unwrap()]);
        let tags = [
            None,
            Some(SlamTag::Ask { trump: 5, second: 4 }),
            Some(SlamTag::Ask { trump: 0, second: 0 }),
            Some(SlamTag::Cue { trump: 3 }),
            Some(SlamTag::GrandSlamForce { trump: 4 }),
        ];
        let back: [Option<SlamTag>; 5] = slam_tags(&pack(tags.map(slam_tag_code)));
        assert_eq!(back, tags);
        let ns = [Node::True, Node::False, Node::Leaf(70_000), Node::And(3), Node::Or(2)];
        let back: [Node; 5] = nodes(&pack(ns.map(node_code)));
        assert_eq!(back, ns);
        let rows = [5u64, 9, 3, 9, 0, 4_294_967_295, 0, 7];
        assert_eq!(pack_deltas(&rows, 2), "10 18 3 0 5 8589934572 0 8589934575");
        let back: [[u32; 2]; 4] = u32_rows_delta(&pack_deltas(&rows, 2));
        assert_eq!(back, [[5, 9], [3, 9], [0, u32::MAX], [0, 7]]);
        let back: [u32; 8] = u32s_delta(&pack_deltas(&rows, 1));
        assert_eq!(back, [5, 9, 3, 9, 0, u32::MAX, 0, 7]);
        assert_eq!(pack([3, 0, 17]), "3 0 17");
        let text = pack((0..1000u64).map(|i| i * 4_000_000 % 4_294_967_296));
        let back: [u32; 1000] = u32s(&text);
        assert!(back.iter().enumerate().all(|(i, &v)| u64::from(v) == i as u64 * 4_000_000 % 4_294_967_296));
    }

    #[test]
    fn an_empty_table_is_empty() {
        const E: [u32; 0] = u32s("");
        assert_eq!(E.len(), 0);
    }
}
