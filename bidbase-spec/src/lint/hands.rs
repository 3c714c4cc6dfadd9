//! Hands for the searches: random, aimed at a description, or consistent with what a player
//! has shown and bid.

use bidbase_runtime::rules::Context;
use bidbase_runtime::rules::Shown;
use bidbase_runtime::{Auction, Deal, Deck, Features, Hand, Holding, Seat, Suit};

use super::linter::Linter;

impl Linter<'_> {
    /// A random hand, aimed at a description: lengths drawn within its spans, then HCP moved
    /// into its range by trading honours for spot cards within a suit. `None` when the spans
    /// cannot make a hand.
    pub(super) fn directed(&mut self, t: &Shown) -> Option<Hand> {
        // Lengths: a random hand's, moved into the spans one card at a time, so that suits the
        // description leaves free keep natural lengths.
        if t.is_empty() || t.hcp.lo > 37 {
            return None;
        }
        let base = self.random();
        let mut lens = [0u8; 4];
        for s in Suit::ALL {
            let i = s as usize;
            lens[i] = base.len(s).max(t.len[i].lo).min(t.len[i].hi.min(13));
        }
        for _ in 0..64 {
            let sum: i32 = lens.iter().map(|&l| l as i32).sum();
            if sum == 13 {
                break;
            }
            let movable: Vec<usize> = (0..4)
                .filter(|&i| if sum < 13 { lens[i] < t.len[i].hi.min(13) } else { lens[i] > t.len[i].lo })
                .collect();
            if movable.is_empty() {
                return None;
            }
            let i = movable[self.rng.below(movable.len() as u64) as usize];
            if sum < 13 {
                lens[i] += 1;
            } else {
                lens[i] -= 1;
            }
        }
        if lens.iter().map(|&l| l as i32).sum::<i32>() != 13 {
            return None;
        }
        let mut bits = [0u16; 4];
        for s in 0..4 {
            let mut ranks: Vec<u16> = (0..13).collect();
            for i in 0..lens[s] as usize {
                let j = i + self.rng.below((13 - i) as u64) as usize;
                ranks.swap(i, j);
                bits[s] |= 1 << ranks[i];
            }
        }
        let hcp = |bits: &[u16; 4]| -> i32 {
            bits.iter().map(|b| (9..13).filter(|r| b & (1 << r) != 0).map(|r| r - 8).sum::<i32>()).sum()
        };
        for _ in 0..40 {
            let h = hcp(&bits);
            let up = h < t.hcp.lo as i32;
            let down = h > t.hcp.hi as i32;
            if !up && !down {
                break;
            }
            let s = self.rng.below(4) as usize;
            // The cards held, and the cards missing.
            let from: Vec<u16> = (0..13).filter(|r| bits[s] & (1 << r) != 0).collect();
            let to: Vec<u16> = (0..13).filter(|r| bits[s] & (1 << r) == 0).collect();
            // Up: a held card below a missing honour; down: a held honour above a missing card.
            let pairs: Vec<(u16, u16)> = from
                .iter()
                .flat_map(|&a| to.iter().map(move |&b| (a, b)))
                .filter(|&(a, b)| if up { b >= 9 && b > a } else { a >= 9 && b < a })
                .collect();
            if pairs.is_empty() {
                continue;
            }
            let (a, b) = pairs[self.rng.below(pairs.len() as u64) as usize];
            bits[s] = bits[s] & !(1 << a) | 1 << b;
        }
        let holdings = [0, 1, 2, 3].map(|s| Holding::from_bits(bits[s]));
        Hand::from_holdings(Deck::Standard, holdings).ok()
    }

    /// A random hand within a description (what a player has shown): directed at it, kept
    /// when it holds; `None` when 50 tries find none.
    /// The hand must also make the player's own earlier calls of `auction` when the system bids
    /// it there (the hands the system itself would have bid this way).
    pub(super) fn consistent(&mut self, d: &Shown, auction: &Auction, context: &Context) -> Option<Hand> {
        let calls = auction.calls();
        let mine: Vec<usize> = (0..calls.len()).filter(|i| (calls.len() - i) % 4 == 0).collect();
        for _ in 0..50 {
            let Some(h) = self.directed(d) else { continue };
            if !d.holds(&Features::new(h)) {
                continue;
            }
            let replays = mine.iter().all(|&i| {
                let before = auction.truncated(i);
                self.interp
                    .lookup(h, &before, context)
                    .and_then(|(id, x)| self.sys.entries[id as usize].call.resolve(x))
                    .is_some_and(|(c, _)| c == calls[i])
            });
            if replays {
                return Some(h);
            }
        }
        None
    }

    /// A random hand from a random deal.
    pub(super) fn random(&mut self) -> Hand {
        let d: Deal = self.rng.deal();
        d.hand(Seat::North)
    }
}
