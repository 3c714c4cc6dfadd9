//! Gaps (check 4): hands that find no entry in a section, and hands that pass partner's
//! forcing call.

use std::collections::BTreeMap;

use bidbase_runtime::rules::Context;
use bidbase_runtime::{Call, Deck, Features, Hand};

use crate::span::Diagnostic;
use bidbase_runtime::rules::EntryCall;

use super::linter::{class_of, section_auction, Linter};
use super::report::Check;

impl Linter<'_> {
    /// Each exact section bid with random hands the player can hold there: those that find no
    /// entry (by class), and those that pass partner's forcing call.
    pub(super) fn gaps(&mut self) {
        if self.sys.deck != Deck::Standard || self.o.samples == 0 {
            return;
        }
        for i in 0..self.sys.sections.len() {
            let sec = &self.sys.sections[i];
            if sec.pattern.is_some() || sec.tag.is_some() {
                continue;
            }
            let Some(auction) = section_auction(&sec.calls) else { continue };
            let context = Context::default();
            let forced = self.sys.forcing(&auction).forced;
            let (mut none, mut passed): (BTreeMap<String, (usize, Hand)>, Vec<Hand>) = (BTreeMap::new(), Vec::new());
            let mut pass_entry = None;
            // Hands the player to call can hold: within what his own calls have shown, and
            // making those calls when the system bids them.
            let own = self.interp.describe(&auction, &context).players[auction.next_seat().index()];
            let mut tried = 0;
            // A `complete` section: hands that go past it (to a later section, or nowhere).
            let (mut past, mut past_example) = (0usize, None);
            for _ in 0..self.o.samples {
                let hand = if own.is_any() { Some(self.random()) } else { self.consistent(&own, &auction, &context) };
                let Some(hand) = hand else { break };
                tried += 1;
                self.report.hands_tried += 1;
                let found = self.interp.lookup(hand, &auction, &context);
                if sec.complete.is_some()
                    && found.is_none_or(|(id, _)| self.sys.entries[id as usize].section != i as u32)
                {
                    past += 1;
                    past_example.get_or_insert((hand, found.map(|(id, _)| id)));
                }
                match found {
                    None => {
                        let c = class_of(&Features::new(hand));
                        none.entry(c).or_insert((0, hand)).0 += 1;
                    }
                    Some((id, _)) if forced => {
                        let e = &self.sys.entries[id as usize];
                        if matches!(e.call, EntryCall::Fixed(c, _) if c == Call::PASS) {
                            passed.push(hand);
                            pass_entry.get_or_insert(id);
                        }
                    }
                    _ => {}
                }
            }
            if !none.is_empty() {
                let total: usize = none.values().map(|v| v.0).sum();
                let mut d = Diagnostic::warning(
                    sec.span,
                    format!(
                        "[{}]: {total} of {tried} random hands find no entry",
                        if sec.text.is_empty() { "openings" } else { &sec.text }
                    ),
                );
                let mut classes: Vec<_> = none.iter().collect();
                classes.sort_by_key(|(_, v)| std::cmp::Reverse(v.0));
                for (c, (n, h)) in classes.iter().take(4) {
                    d = d.note(None, format!("{c}: {n} hand(s), e.g. {}", h.to_bidbase()));
                }
                let w = classes.first().map(|(_, v)| v.1);
                self.push(Check::Gap, d, w);
            }
            if let (Some((hand, id)), Some(mark)) = (past_example, sec.complete) {
                let mut d = Diagnostic::error(
                    mark,
                    format!(
                        "[{}] is marked complete, but {past} of {tried} random hands find no entry in it",
                        if sec.text.is_empty() { "openings" } else { &sec.text }
                    ),
                );
                d = d.note(None, format!("e.g. {} ({})", hand.to_bidbase(), class_of(&Features::new(hand))));
                if let Some(id) = id {
                    d = d.note(Some(self.sys.entries[id as usize].span), "the entry it reaches");
                }
                self.push(Check::Gap, d, Some(hand));
            }
            if forced && !passed.is_empty() {
                let last = sec.calls.iter().rev().nth(1).map(|c| c.to_bidbase()).unwrap_or_default();
                let mut d = Diagnostic::warning(
                    sec.span,
                    format!(
                        "[{}]: after partner's forcing {last}, {} of {tried} random hands pass",
                        sec.text,
                        passed.len()
                    ),
                );
                if let Some(id) = pass_entry {
                    d = d.note(Some(self.sys.entries[id as usize].span), "the pass they reach");
                }
                d = d.note(None, format!("e.g. {} ({})", passed[0].to_bidbase(), class_of(&Features::new(passed[0]))));
                self.push(Check::Forcing, d, Some(passed[0]));
            }
        }
    }
}
