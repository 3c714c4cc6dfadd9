//! Soundness of descriptions (docs/descriptions.md): in self-play, every call lies within what
//! it shows where it was made, and every player's hand within the description of all of his
//! calls together.

use bidbase::sim::{simulate_range, SimOptions};
use bidbase::{Bidder, Deck, Interpreter};

/// Plays `boards` boards of seed 4242 with `system`, and checks every call and every player of
/// each auction against what `describer` says they show. Every call the system makes comes from
/// an entry, so every call has a description. A call made by an entry whose `shows.` fields
/// claim more than its requirements (listed by `bidbase check`; `interp` holds the same rules
/// as `system`) may lie outside: such cases are counted apart and returned. Panics with the
/// first violations otherwise.
pub fn soundness(system: &dyn Bidder, interp: &Interpreter, describer: &dyn Bidder, boards: u64) -> usize {
    let overclaims = |id: u32, call: bidbase::Call| interp.system.entries[id as usize].overclaims().contains(&call);
    let options = SimOptions { seed: 4242, boards: false, deck: Deck::Standard };
    let (mut calls, mut described, mut apart) = (0usize, 0usize, 0usize);
    let mut violations = Vec::new();
    simulate_range(system, &options, 0..boards, |_, deal, auction, context| {
        // The context simulate_range bids with (its percentage seed is not public).
        let context = bidbase::Context {
            vulnerability: context,
            we: bidbase::Side::NorthSouth,
            scoring: bidbase::Scoring::Imps,
            seed: 0,
            best_contract: None,
            against: None,
        };
        // Whether the entry that made call `i` claims more than its requirements.
        let claimed = |i: usize| {
            let seat = auction.dealer().after(i);
            let call = auction.calls()[i];
            system.choose(deal.hand(seat), &auction.truncated(i), &context).is_some_and(|c| overclaims(c.entry, call))
        };
        for i in 0..auction.calls().len() {
            calls += 1;
            let seat = auction.dealer().after(i);
            if let Some((_, s)) = describer.describe_at(auction, &context, i) {
                described += 1;
                if !s.holds(&bidbase::Features::new(deal.hand(seat))) {
                    if claimed(i) {
                        apart += 1;
                    } else {
                        violations.push(format!(
                            "call {i} by {} ({}) in {auction}: shows {s}",
                            seat.letter(),
                            deal.hand(seat)
                        ));
                    }
                }
            }
        }
        for seat in bidbase::Seat::ALL {
            let s = describer.shown_by(auction, &context, seat);
            if !s.holds(&bidbase::Features::new(deal.hand(seat))) {
                let first = (seat.index() + 4 - auction.dealer().index()) % 4;
                if (first..auction.calls().len()).step_by(4).any(claimed) {
                    apart += 1;
                } else {
                    violations.push(format!(
                        "{} ({}) in {auction}: all calls show {s}",
                        seat.letter(),
                        deal.hand(seat)
                    ));
                }
            }
        }
    });
    assert!(
        violations.is_empty(),
        "{} violations, first: {:?}",
        violations.len(),
        &violations[..violations.len().min(5)]
    );
    assert_eq!(described, calls);
    apart
}
