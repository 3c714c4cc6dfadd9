//! Counts in words with the noun agreeing: `1 entry`, `2 entries`.

use std::fmt::Display;

/// `one` when `n` prints as 1, else `many`: the noun for a count printed elsewhere.
pub fn noun<'a>(n: impl Display, one: &'a str, many: &'a str) -> &'a str {
    if n.to_string() == "1" {
        one
    } else {
        many
    }
}

/// The count and its noun: `1 entry`, `3 entries`, `0 entries`.
pub fn count(n: impl Display, one: &str, many: &str) -> String {
    let text = n.to_string();
    let word = noun(&text, one, many);
    format!("{text} {word}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees() {
        assert_eq!(count(1, "entry", "entries"), "1 entry");
        assert_eq!(count(0usize, "entry", "entries"), "0 entries");
        assert_eq!(count(12u64, "deal", "deals"), "12 deals");
        assert_eq!(noun("1", "board", "boards"), "board");
    }
}
