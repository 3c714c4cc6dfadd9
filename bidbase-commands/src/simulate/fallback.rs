//! `simulate --dda N`: the double-dummy analysis answers the decisions no entry answers.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use bidbase::{AnnotatedCall, Auction, Bidder, Context, Deck, Hand};
use bidbase_dd::dda::{analyse, decide, DdaOptions};

use crate::error::UserError;

/// The DDA path (`--dda N`) for the decisions no entry answers, and the time it takes.
pub struct DdaPath<'a> {
    bidder: &'a (dyn Bidder + Send + Sync),
    /// Deals to solve for each decision (none without `--dda`).
    deals: Option<usize>,
    /// Random deals to try at most for each decision.
    tries: Option<u64>,
    nanos: AtomicU64,
}

impl<'a> DdaPath<'a> {
    /// The path `--dda` (`deals`) and `--dda-tries` (`tries`) ask for: it deals 52-card hands,
    /// at least one for each decision.
    pub fn new(
        bidder: &'a (dyn Bidder + Send + Sync),
        deals: Option<usize>,
        tries: Option<u64>,
    ) -> Result<DdaPath<'a>, UserError> {
        if deals.is_some() && bidder.deck() != Deck::Standard {
            return Err(UserError(format!(
                "--dda deals 52-card hands around the bidder's; the system \"{}\" uses the {} deck",
                bidder.name(),
                bidder.deck().name()
            )));
        }
        if deals == Some(0) {
            return Err(UserError("--dda needs at least 1 deal".into()));
        }
        Ok(DdaPath { bidder, deals, tries, nanos: AtomicU64::new(0) })
    }

    /// The call the analysis finds for `hand`, with its annotation.
    pub fn answer(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<AnnotatedCall> {
        let n = self.deals?;
        let t = Instant::now();
        let mut options = DdaOptions::new(n, context.seed ^ auction.calls().len() as u64);
        if let Some(tries) = self.tries {
            options.max_tries = tries.max(1);
        }
        let out = analyse(self.bidder, hand, auction, context, &options).ok().map(|a| {
            let (call, choice) = decide(self.bidder, hand, auction, context, &a);
            AnnotatedCall { call, tag: choice.and_then(|c| c.tag) }
        });
        self.nanos.fetch_add(t.elapsed().as_nanos() as u64, Ordering::Relaxed);
        out
    }

    /// Seconds spent in the analyses, over all threads.
    pub fn seconds(&self) -> f64 {
        self.nanos.load(Ordering::Relaxed) as f64 / 1e9
    }
}
