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

/// Each byte's value as a digit (0 for a byte that is not one: generated text has none): one
/// load a digit, where a `match` on the byte's range cost several branches.
const VALUES: [u8; 256] = {
    let mut v = [0u8; 256];
    let mut i = 0;
    while i < 64 {
        v[DIGITS[i] as usize] = i as u8;
        i += 1;
    }
    v
};

/// The value of one digit (0 for a character that is not one: generated text has none).
#[inline(always)]
const fn digit(c: u8) -> u64 {
    VALUES[c as usize] as u64
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
    #[inline]
    pub fn row<const K: usize>(&self, i: usize) -> Option<[u32; K]> {
        if self.widths.len() != K {
            return None;
        }
        let stride: usize = self.widths.iter().map(|&w| usize::from(w)).sum();
        let digits = self.text.as_bytes().get(i * stride..(i + 1) * stride)?;
        let mut out = [0u32; K];
        if self.widths.iter().all(|&w| w == 3) {
            // Every column three digits wide (the explanations' requirement rows): unrolled.
            for (v, d) in out.iter_mut().zip(digits.chunks_exact(3)) {
                *v = (digit(d[0]) << 12 | digit(d[1]) << 6 | digit(d[2])) as u32;
            }
            return Some(out);
        }
        let mut digits = digits;
        for (v, &w) in out.iter_mut().zip(self.widths) {
            let (number, rest) = digits.split_at(usize::from(w));
            *v = number.iter().fold(0u64, |v, &c| v << 6 | digit(c)) as u32;
            digits = rest;
        }
        Some(out)
    }

    /// Number `i` of a table of one column.
    #[inline]
    pub fn single(&self, i: usize) -> Option<u64> {
        let w = usize::from(*self.widths.first()?);
        let digits = self.text.as_bytes().get(i * w..i * w + w)?;
        if let [a, b, c] = *digits {
            return Some(digit(a) << 12 | digit(b) << 6 | digit(c));
        }
        Some(digits.iter().fold(0u64, |v, &c| v << 6 | digit(c)))
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
        let one = Packed { text: "00A00B", widths: &[3] };
        assert_eq!((one.single(0), one.single(1), one.single(2)), (Some(10), Some(11), None));
        let wide: Vec<u64> = (0..12).map(|k| (k * 977) % 4096).collect();
        let wide_widths = vec![2u8; 12];
        let wide_text = pack(&wide, &wide_widths);
        let long =
            Packed { text: Box::leak(wide_text.into_boxed_str()), widths: Box::leak(wide_widths.into_boxed_slice()) };
        assert_eq!(long.row::<12>(0).map(|r| r.map(u64::from).to_vec()), Some(wide.clone()));
        // Rows of five three-digit numbers (read unrolled), and rows as long whose columns differ.
        let five = [1u64, 262_143, 64, 4096, 77, 5, 6, 7, 8, 9];
        for widths in [vec![3u8; 5], vec![2, 4, 3, 3, 3]] {
            let text = pack(&five, &widths);
            let t = Packed { text: Box::leak(text.into_boxed_str()), widths: Box::leak(widths.into_boxed_slice()) };
            let rows: Vec<u64> = (0..2).flat_map(|i| t.row::<5>(i).unwrap()).map(u64::from).collect();
            let expected: Vec<u64> =
                five.iter().zip(t.widths.iter().cycle()).map(|(&n, &w)| n & ((1 << (6 * w)) - 1)).collect();
            assert_eq!(rows, expected);
        }
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
