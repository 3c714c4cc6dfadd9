//! The BidBase Editor's Auto-Fill for a proposed test hand (check 8, `--fill`): "about the worst
//! possible hand which meets those specs" (docs/lint.md). From a hand that reaches the entry
//! with the fewest HCP found by the search, the cards other than honours become the lowest
//! spots, "start with 2 and go up", and an x entry's suit moves to the highest x suit ("make
//! the highest suit match the x specs"), each step kept only if the hand still reaches the entry
//! in every expansion of its line.

use bidbase_runtime::rules::Context;
use bidbase_runtime::{Auction, Hand, Suit};

use crate::interp::{Mode, Walk};
use crate::ir::EntryIr;

use super::linter::Linter;

/// The ranks from the top, as BidBase notation writes them.
const RANKS: &str = "AKQJT98765432";
/// The honours Auto-Fill keeps; other cards become spots from the 2 up.
const HONOURS: &str = "AKQJ";

impl Linter<'_> {
    /// The Editor-style proposal made from `found` (which reaches `e`), or `found` itself when no
    /// step keeps the hand at the entry.
    pub(super) fn editor_fill(&self, e: &EntryIr, siblings: &[&EntryIr], found: Hand, at: &(Auction, Context)) -> Hand {
        let reaches = |h: Hand| -> Option<Option<Suit>> {
            match self.interp.walk(h, &at.0, &at.1, Mode::Test(e.id)) {
                Walk::Matched(id, x) if id == e.id && siblings.iter().all(|o| self.interp.test_entry(o, h).is_ok()) => {
                    Some(x)
                }
                _ => None,
            }
        };
        let mut hand = found;
        if let Some(low) = parse(&lowest_spots(&suits(hand))) {
            if reaches(low).is_some() {
                hand = low;
            }
        }
        // The x suit: the highest candidate holds what the entry asks of it.
        if let (Some(rule), Some(Some(x))) = (&e.x, reaches(hand)) {
            let highest = (0..4u8).rev().find(|i| rule.candidates & (1 << i) != 0);
            let chosen = x as usize;
            if let Some(top) = highest.map(usize::from).filter(|&t| t != chosen) {
                let mut s = suits(hand);
                // `suits` is spades first; suit indexes are clubs first.
                s.swap(3 - top, 3 - chosen);
                if let Some(swapped) = parse(&s).filter(|&h| reaches(h) == Some(Some(Suit::ALL[top]))) {
                    hand = swapped;
                }
            }
        }
        hand
    }
}

/// The four holdings, spades first, as BidBase notation writes them.
fn suits(hand: Hand) -> Vec<String> {
    hand.to_bidbase().split('-').map(str::to_string).collect()
}

fn parse(suits: &[String]) -> Option<Hand> {
    Hand::parse(&suits.join("-")).ok()
}

/// Each holding with its honours kept and its other cards the lowest spots.
fn lowest_spots(suits: &[String]) -> Vec<String> {
    suits
        .iter()
        .map(|h| {
            let honours: String = h.chars().filter(|c| HONOURS.contains(*c)).collect();
            let spots = h.chars().count() - honours.chars().count();
            let low: String = RANKS.chars().rev().take(spots).collect::<Vec<_>>().into_iter().rev().collect();
            format!("{honours}{low}")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spots_start_with_the_two() {
        let s: Vec<String> = ["KT97", "QJ8", "AK9654", ""].iter().map(|s| s.to_string()).collect();
        assert_eq!(lowest_spots(&s), ["K432", "QJ2", "AK5432", ""]);
    }
}
