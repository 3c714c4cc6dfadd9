//! What an auction shows: each call's description, and each player's over his calls
//! (docs/descriptions.md).

use bidbase_runtime::rules::Context;
use bidbase_runtime::rules::Shown;
use bidbase_runtime::{Auction, Call, Hand, Seat};

use super::interpreter::Interpreter;

impl Interpreter {
    /// What each call of the auction shows, and what each player has shown with all of his
    /// calls (docs/descriptions.md): a call's description is the weakest claim over the entries
    /// that can make it where it was made; a player's is the strongest over his calls.
    pub fn describe(&self, auction: &Auction, context: &Context) -> AuctionShown {
        let mut calls = Vec::new();
        let mut players = [Shown::ANY; 4];
        for (i, &call) in auction.calls().iter().enumerate() {
            let seat = auction.dealer().after(i);
            let (tag, view) = auction.view_before(i);
            let before = auction.truncated(i);
            let s = self.public_situation(Hand::PLACEHOLDER, &before, context);
            let found = self.call_shown(tag, view, call, &s);
            if let Some((_, s)) = found {
                players[seat.index()] = players[seat.index()].meet(s);
            }
            calls.push(CallShown { seat, call, entry: found.map(|f| f.0), shown: found.map(|f| f.1) });
        }
        // The forcing status belongs to a call, not to the hand (as `Bidder::shown_by`).
        for p in &mut players {
            p.forcing = 0;
        }
        AuctionShown { calls, players }
    }

    /// What `call` would show if made now, after `auction`: `None` when no entry makes it.
    pub fn describe_next(&self, auction: &Auction, context: &Context, call: Call) -> Option<(u32, Shown)> {
        let s = self.public_situation(Hand::PLACEHOLDER, auction, context);
        self.call_shown(auction.prior_slam_tag(), auction.prior_bids(), call, &s)
    }
}

/// One call of a described auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CallShown {
    /// Who made it.
    pub seat: Seat,
    /// The call.
    pub call: Call,
    /// The first entry that can make the call there (its convention names the call).
    pub entry: Option<u32>,
    /// What it shows; `None` when no entry makes it there.
    pub shown: Option<Shown>,
}

/// What an auction shows: each call, and each player's calls together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuctionShown {
    /// The calls, in order.
    pub calls: Vec<CallShown>,
    /// Each player's description, by [`Seat::index`].
    pub players: [Shown; 4],
}
