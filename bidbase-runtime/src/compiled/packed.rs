//! Tables of numbers kept as text: each number written in a fixed number of base-64 digits
//! (`0-9`, `A-Z`, `a-z`, `+`, `/`), so that a table of a hundred thousand numbers is one string
//! literal in the generated code and is read where it is used, with no work when the crate is
//! compiled. Generated code keeps its large tables that lookups never read this way (the
//! entries' rows, the explanations' requirement trees and places): as array literals, one
//! value a line, they were most of the size of SAYC's generated code. One table that lookups
//! do read is kept as digits too: the exact views' calls, one digit a call, which a lookup
//! compares with its auction digit by digit ([`calls_eq`]).

/// The digits, in order.
const DIGITS: &[u8; 64] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/";

/// The value of one digit (0 for a character that is not one: generated text has none).
#[inline]
const fn digit(c: u8) -> u64 {
    match c {
        b'0'..=b'9' => (c - b'0') as u64,
        b'A'..=b'Z' => (c - b'A' + 10) as u64,
        b'a'..=b'z' => (c - b'a' + 36) as u64,
        b'+' => 62,
        b'/' => 63,
        _ => 0,
    }
}

/// Whether `text`, calls written one digit each (their codes), holds exactly `calls`.
#[inline]
pub fn calls_eq(text: &[u8], calls: &[crate::call::Call]) -> bool {
    text.len() == calls.len() && text.iter().zip(calls).all(|(&c, call)| digit(c) == u64::from(call.code()))
}

/// A table of numbers in rows, each column's numbers written in that column's number of digits.
#[derive(Copy, Clone, Debug)]
pub struct Packed {
    /// The digits, row after row.
    pub text: &'static str,
    /// Digits a number, by column (a row has as many numbers as columns).
    pub widths: &'static [u8],
}

impl Packed {
    /// Number `j` of row `i`, or `None` past the table's end.
    #[inline]
    pub fn get(&self, i: usize, j: usize) -> Option<u64> {
        let stride: usize = self.widths.iter().map(|&w| usize::from(w)).sum();
        let before: usize = self.widths.get(..j)?.iter().map(|&w| usize::from(w)).sum();
        let at = i * stride + before;
        let digits = self.text.as_bytes().get(at..at + usize::from(*self.widths.get(j)?))?;
        Some(digits.iter().fold(0u64, |v, &c| v << 6 | digit(c)))
    }

    /// Row `i` as `K` numbers of 32 bits (`K` is the table's number of columns).
    pub fn row<const K: usize>(&self, i: usize) -> Option<[u32; K]> {
        if self.widths.len() != K {
            return None;
        }
        let stride: usize = self.widths.iter().map(|&w| usize::from(w)).sum();
        let mut digits = self.text.as_bytes().get(i * stride..(i + 1) * stride)?;
        let mut out = [0u32; K];
        for (v, &w) in out.iter_mut().zip(self.widths) {
            let (number, rest) = digits.split_at(usize::from(w));
            *v = number.iter().fold(0u64, |v, &c| v << 6 | digit(c)) as u32;
            digits = rest;
        }
        Some(out)
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        let stride: usize = self.widths.iter().map(|&w| usize::from(w)).sum();
        self.text.len() / stride.max(1)
    }
}

/// The digits each column of `numbers` needs (rows of `row` numbers; at least one).
pub fn widths_for(numbers: &[u64], row: usize) -> Vec<u8> {
    (0..row.max(1))
        .map(|j| {
            let max = numbers.iter().skip(j).step_by(row.max(1)).copied().max().unwrap_or(0);
            let bits = 64 - max.leading_zeros() as usize;
            bits.div_ceil(6).max(1) as u8
        })
        .collect()
}

/// Writes `numbers` as a [`Packed`] table's text, in rows of `widths.len()` numbers, each
/// column's numbers in that column's number of digits.
pub fn pack(numbers: &[u64], widths: &[u8]) -> String {
    let mut s = String::with_capacity(numbers.len() * 3);
    for (i, &n) in numbers.iter().enumerate() {
        let width = widths.get(i % widths.len().max(1)).copied().unwrap_or(1);
        for k in (0..width).rev() {
            s.push(DIGITS[(n >> (6 * k) & 63) as usize] as char);
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_read_back_what_was_written() {
        let numbers = [0u64, 1, 63, 64, 4095, 4096, u32::MAX as u64, 7, 12, 99];
        let widths = widths_for(&numbers, 2);
        assert_eq!(widths, vec![6, 3]);
        let text = pack(&numbers, &widths);
        assert_eq!(text.len(), 5 * 9);
        assert!(text.bytes().all(|c| DIGITS.contains(&c)));
        let table = Packed { text: Box::leak(text.into_boxed_str()), widths: Box::leak(widths.into_boxed_slice()) };
        assert_eq!(table.rows(), 5);
        for (k, &n) in numbers.iter().enumerate() {
            assert_eq!(table.get(k / 2, k % 2), Some(n));
        }
        assert_eq!(table.row::<2>(1), Some([63, 64]));
        assert_eq!(table.row::<3>(1), None);
        assert_eq!(table.row::<2>(5), None);
        assert_eq!(table.get(5, 0), None);
        assert_eq!(table.get(0, 2), None);
        assert_eq!(widths_for(&[], 1), vec![1]);
        assert_eq!(widths_for(&[63], 1), vec![1]);
        assert_eq!(widths_for(&[64], 1), vec![2]);
    }

    #[test]
    fn calls_compare_digit_by_digit() {
        use crate::call::Call;
        let calls = [Call::PASS, Call::parse("1NT").unwrap(), Call::parse("7NT").unwrap()];
        let codes: Vec<u64> = calls.iter().map(|c| u64::from(c.code())).collect();
        let text = pack(&codes, &[1]);
        assert!(calls_eq(text.as_bytes(), &calls));
        assert!(!calls_eq(text.as_bytes(), &calls[..2]));
        assert!(!calls_eq(&text.as_bytes()[..2], &calls[..2].iter().rev().copied().collect::<Vec<_>>()));
    }
}
