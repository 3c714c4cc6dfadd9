//! Which sections to compile: a large system's sections are compiled into functions when
//! self-play reaches them often enough, and kept as data otherwise (the runtime's
//! `ColdTables`). The profile is the interpreter bidding seeded random deals with the rules
//! being compiled, counting every section each lookup tries: the same deals every build, so the
//! same rules always give the same code.

use bidbase_runtime::{Auction, Call, Context, Dealer, Scoring, Seat, Side, Vulnerability};
use bidbase_spec::ir::System;
use bidbase_spec::Interpreter;

/// Systems with fewer sections are compiled whole: their code is small, and a profile would
/// cost more than it saves.
pub(crate) const PROFILE_SECTIONS: usize = 1024;

/// The boards the profile bids.
const BOARDS: u64 = 3000;

/// The profile's deals: a fixed seed, so a build is reproducible.
const SEED: u64 = 0x0062_6964_6261_7365;

/// How many times self-play's lookups try each section (by section index), or `None` for a
/// system compiled whole.
pub(crate) fn section_tries(sys: &System) -> Option<Vec<u64>> {
    if sys.sections.len() < PROFILE_SECTIONS {
        return None;
    }
    let interp = Interpreter::new(sys.clone());
    let mut tries = vec![0u64; sys.sections.len()];
    for index in 0..BOARDS {
        let mut dealer = Dealer::for_index(sys.deck, SEED, index);
        let deal = dealer.deal();
        let first = Seat::from_index(dealer.below(4) as usize);
        let vulnerability = Vulnerability::ALL[dealer.below(4) as usize];
        let context = Context {
            vulnerability,
            we: Side::NorthSouth,
            scoring: Scoring::Imps,
            seed: SEED ^ index,
            best_contract: None,
            against: None,
        };
        let mut auction = Auction::new(first);
        while !auction.is_over() {
            let hand = deal.hand(auction.next_seat());
            let found = interp.lookup_observed(hand, &auction, &context, &mut |sid| {
                if let Some(t) = tries.get_mut(sid as usize) {
                    *t += 1;
                }
            });
            let call = found.and_then(|(id, x)| sys.entries[id as usize].call.resolve(x));
            let pushed = match call {
                Some((call, tag)) => {
                    auction.push_annotated(bidbase_runtime::AnnotatedCall { call, tag }).is_ok()
                        || auction.push(call).is_ok()
                }
                None => false,
            };
            if !pushed && auction.push(Call::PASS).is_err() {
                break;
            }
        }
    }
    Some(tries)
}
