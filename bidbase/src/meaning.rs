//! Which entries make each call in practice. A call's description ([`Bidder::describe_call`])
//! is the weakest claim over every entry that can make it, and its first entry is the first
//! in lookup order, often a rare variant ("Stayman; here a long minor with slam interest").
//! What a reader wants beside it is the entry that makes the call most often: this module
//! deals random hands for the player to call, keeps those that would have made the player's
//! own earlier calls, and counts the entry each chooses.

use bidbase_runtime::rules::{Bidder, Context};
use bidbase_runtime::{Auction, Call, Dealer, Hand};

/// The entries that made each call over the hands sampled, most frequent first.
#[derive(Clone, Debug, Default)]
pub struct CallEntries {
    /// Hands dealt.
    pub dealt: u64,
    /// Of those, the hands that would have made the player's earlier calls (the sample).
    pub kept: u64,
    /// For each call chosen at least once: the entries that chose it with their counts, most
    /// frequent first (ties by entry id).
    pub by_call: Vec<(Call, Vec<(u32, u64)>)>,
}

impl CallEntries {
    /// The entries that made `call`, most frequent first (empty when no sampled hand made it).
    pub fn entries(&self, call: Call) -> &[(u32, u64)] {
        self.by_call.iter().find(|(c, _)| *c == call).map_or(&[], |(_, v)| v.as_slice())
    }

    /// The entry that made `call` most often, if any sampled hand made it.
    pub fn main_entry(&self, call: Call) -> Option<u32> {
        self.entries(call).first().map(|&(id, _)| id)
    }

    /// How many sampled hands made `call`.
    pub fn count(&self, call: Call) -> u64 {
        self.entries(call).iter().map(|&(_, n)| n).sum()
    }
}

/// Samples hands for the player to call after `auction`: deals up to `max_dealt` hands from
/// the system's deck (seeded with `seed`: the same arguments, the same answer), keeps those
/// with which the system would have made every earlier call of that player, and stops once
/// `enough` are kept. Each kept hand's choice is counted by call and entry; a hand no entry
/// answers counts nowhere.
pub fn call_entries<B: Bidder + ?Sized>(
    bidder: &B,
    auction: &Auction,
    context: &Context,
    max_dealt: u64,
    enough: u64,
    seed: u64,
) -> CallEntries {
    let calls = auction.calls();
    let me = calls.len() % 4;
    // The player's earlier calls: (the auction before it, the call).
    let earlier: Vec<(Auction, Call)> =
        (me..calls.len()).step_by(4).map(|i| (auction.truncated(i), calls[i])).collect();
    let made_earlier = |hand: Hand| {
        earlier
            .iter()
            .all(|(before, call)| bidder.choose(hand, before, context).map_or(Call::PASS, |c| c.call) == *call)
    };
    let mut counts: Vec<(Call, u32, u64)> = Vec::new();
    let mut out = CallEntries::default();
    let mut dealer = Dealer::new(bidder.deck(), seed);
    'deal: while out.dealt < max_dealt && out.kept < enough {
        for hand in dealer.deal().hands() {
            if out.dealt >= max_dealt || out.kept >= enough {
                break 'deal;
            }
            out.dealt += 1;
            if !made_earlier(hand) {
                continue;
            }
            out.kept += 1;
            let Some(choice) = bidder.choose(hand, auction, context) else { continue };
            match counts.iter_mut().find(|(c, e, _)| *c == choice.call && *e == choice.entry) {
                Some(slot) => slot.2 += 1,
                None => counts.push((choice.call, choice.entry, 1)),
            }
        }
    }
    counts.sort_by(|a, b| a.0.code().cmp(&b.0.code()).then(b.2.cmp(&a.2)).then(a.1.cmp(&b.1)));
    for (call, entry, n) in counts {
        match out.by_call.last_mut() {
            Some((c, v)) if *c == call => v.push((entry, n)),
            _ => out.by_call.push((call, vec![(entry, n)])),
        }
    }
    out
}
