//! Descriptions (check 6): empty, or contradicting the entry's requirements; and players whose
//! calls contradict each other in self-play.

use std::collections::HashSet;

use bidbase_runtime::rules::Context;
use bidbase_runtime::rules::Shown;
use bidbase_runtime::{Auction, Call, Deck, Seat};

use crate::span::Diagnostic;

use super::linter::Linter;
use super::report::Check;

impl Linter<'_> {
    /// Empty and contradictory descriptions, then self-play.
    pub(super) fn descriptions(&mut self) {
        self.contradictory_entries();
        self.self_play();
    }

    /// Entries whose requirements contradict each other, or whose `shows.` fields contradict
    /// their requirements.
    fn contradictory_entries(&mut self) {
        for e in &self.sys.entries {
            if e.disabled {
                continue;
            }
            for c in e.calls() {
                let why = match (e.derived(c), e.shown(c)) {
                    (Some(d), _) if d.is_empty() => {
                        format!("no hand can make this call, its requirements contradict each other ({d})")
                    }
                    (Some(d), Some(s)) if d.meet(s).is_empty() => {
                        format!("its shows. fields ({s}) contradict its requirements ({d})")
                    }
                    _ => continue,
                };
                let diag = Diagnostic::error(e.span, format!("[{}] {}: {why}", e.data.prior_bids, c.to_bidbase()));
                self.push(Check::Description, diag, None);
                break;
            }
        }
    }

    /// Self-play: a player whose calls together show nothing possible.
    fn self_play(&mut self) {
        if self.sys.deck != Deck::Standard {
            return;
        }
        let mut seen: HashSet<(u32, u32)> = HashSet::new();
        for _ in 0..self.o.boards {
            let deal = self.rng.deal();
            let context = Context::default();
            let mut a = Auction::new(Seat::North);
            let mut entries: Vec<Option<u32>> = Vec::new();
            while !a.is_over() && a.len() < 48 {
                let hand = deal.hand(a.next_seat());
                let (call, id) = match self.interp.lookup(hand, &a, &context) {
                    Some((id, x)) => match self.sys.entries[id as usize].call.resolve(x) {
                        Some((c, _)) => (c, Some(id)),
                        None => (Call::PASS, None),
                    },
                    None => (Call::PASS, None),
                };
                if a.push(call).is_err() && a.push(Call::PASS).is_err() {
                    break;
                }
                entries.push(id);
            }
            self.report.boards += 1;
            let d = self.interp.describe(&a, &context);
            for seat in Seat::ALL {
                if !d.players[seat.index()].is_empty() {
                    continue;
                }
                // The pair of calls that contradict: the first call of his whose description,
                // met with the earlier ones, is empty.
                let mut acc = Shown::ANY;
                let mut prev: Option<usize> = None;
                for (i, c) in d.calls.iter().enumerate() {
                    if c.seat != seat {
                        continue;
                    }
                    let Some(s) = c.shown else { continue };
                    let next = acc.meet(s);
                    if next.is_empty() {
                        let (Some(a_id), Some(b_id)) = (prev.and_then(|p| d.calls[p].entry), c.entry) else { break };
                        if seen.insert((a_id, b_id)) {
                            let (ea, eb) = (&self.sys.entries[a_id as usize], &self.sys.entries[b_id as usize]);
                            let diag = Diagnostic::warning(
                                eb.span,
                                format!(
                                    "{} after {} by the same player: the two descriptions contradict each other ({} and {})",
                                    eb.data.call,
                                    ea.data.call,
                                    acc,
                                    s
                                ),
                            )
                            .note(Some(ea.span), format!("the earlier call; auction {a}"));
                            self.push(Check::Description, diag, Some(deal.hand(seat)));
                        }
                        break;
                    }
                    acc = next;
                    prev = Some(i);
                }
            }
        }
    }
}
