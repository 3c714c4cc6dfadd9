//! What the auction forces, worked out from the sections' forcing tables (as the compiled code
//! does), against the walk over the entries themselves it replaced: the same level for every
//! call, in every maker case, over many auctions of the shipped systems.

use std::path::PathBuf;

use bidbase_runtime::rules::{maker_case, Forcing};
use bidbase_runtime::{Auction, Bidder, Call, Context, Dealer, Seat, SlamTag};
use bidbase_spec::ir::System;
use bidbase_spec::{FsLoader, Interpreter};

/// The forcing level of `call` as the entries give it: the lowest level declared by the live
/// entries that can make the call in the maker's case, in the first section of the view's chain
/// that has one.
fn by_entries(sys: &System, tag: Option<SlamTag>, calls: &[Call], call: Call, case: u8) -> u8 {
    let mut level: Option<u8> = None;
    sys.walk_chain(tag, calls, &mut |sid| {
        for &id in &sys.sections[sid as usize].entries {
            let e = &sys.entries[id as usize];
            if !e.disabled && e.can_make(call) && e.position_cases() & (1 << case) != 0 {
                level = Some(level.map_or(e.forcing, |l| l.min(e.forcing)));
            }
        }
        level.is_some()
    });
    level.unwrap_or(0)
}

fn load(path: &str) -> Interpreter {
    let root = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    Interpreter::load(path, &FsLoader::new(root)).unwrap_or_else(|(map, d)| panic!("{}", d.render(&map)))
}

/// Auctions bid by the system, with a random legal call now and then; returns how many views
/// were compared.
fn compare(interp: &Interpreter, deals: usize) -> usize {
    let sys = &interp.system;
    let mut dealer = Dealer::new(sys.deck, 7);
    let context = Context::default();
    let level_of = |t: Option<SlamTag>, v: &[Call], c: Call, k: u8| by_entries(sys, t, v, c, k);
    let mut compared = 0;
    for d in 0..deals {
        let deal = dealer.deal();
        let mut auction = Auction::new(Seat::from_index(d % 4));
        while !auction.is_over() && auction.len() < 30 {
            let (tag, view) = (auction.prior_slam_tag(), auction.prior_bids());
            for code in 0..Call::COUNT as u8 {
                let Some(call) = Call::from_code(code) else { continue };
                if auction.check(call).is_err() {
                    continue;
                }
                for case in 0..32u8 {
                    assert_eq!(
                        sys.forcing_of(tag, view, call, case),
                        by_entries(sys, tag, view, call, case),
                        "{call} after {} in case {case}",
                        auction.prior_bids_text()
                    );
                    compared += 1;
                }
            }
            let old = Forcing::of(&auction, level_of);
            assert_eq!(sys.forcing(&auction), old, "after {}", auction.prior_bids_text());
            for i in 0..auction.len() {
                let (t, v) = auction.view_before(i);
                let want = by_entries(sys, t, v, auction.calls()[i], maker_case(&auction, i, &level_of));
                assert_eq!(interp.forcing_at(&auction, i), want);
            }
            let hand = deal.hand(auction.next_seat());
            let call = match interp.choose(hand, &auction, &context) {
                Some(c) if dealer.below(8) != 0 => c.call,
                _ => {
                    let legal: Vec<Call> = (0..Call::COUNT as u8)
                        .filter_map(Call::from_code)
                        .filter(|c| auction.check(*c).is_ok())
                        .collect();
                    legal[dealer.below(legal.len().min(8) as u64) as usize]
                }
            };
            if auction.push(call).is_err() {
                break;
            }
        }
    }
    compared
}

#[test]
fn the_tables_give_what_the_entries_give_in_the_examples() {
    let interp = load("rules/examples.bb");
    assert!(interp.system.entries.iter().any(|e| e.forcing > 0));
    assert!(compare(&interp, 200) > 100_000);
}

#[test]
fn the_tables_give_what_the_entries_give_where_position_and_forcing_decide() {
    let interp = load("bidbase/tests/fixtures/forcing_position.bb");
    assert!(compare(&interp, 200) > 10_000);
}

#[test]
fn the_tables_give_what_the_entries_give_in_sayc() {
    let interp = load("rules/sayc.bb");
    assert!(compare(&interp, 12) > 10_000);
}

#[test]
fn every_section_has_its_table() {
    let sys = load("rules/examples.bb").system;
    assert_eq!(sys.forcing_tables.len(), sys.sections.len());
    for (sid, t) in sys.forcing_tables.iter().enumerate() {
        assert_eq!(*t, sys.forcing_table(sid as u32));
        assert!(t.windows(2).all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1)), "sorted by code, then level");
    }
}
