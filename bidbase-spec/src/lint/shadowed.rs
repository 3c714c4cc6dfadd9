//! Shadowed entries (check 2): decided exactly over feature ranges where the requirements
//! allow, else by a directed search for a hand that reaches the entry (which also proposes test hands).

use std::collections::{BTreeMap, HashSet};

use bidbase_runtime::rules::Shown;
use bidbase_runtime::rules::{Bidder, Context, Situation};
use bidbase_runtime::{Auction, Features, Hand};

use crate::interp::{Mode, Walk};
use crate::ir::EntryIr;
use crate::span::Diagnostic;
use bidbase_runtime::rules::Cond;

use super::linter::{conj, exact_leaf, Linter};
use super::report::{Check, Fill};

impl Linter<'_> {
    /// Entries no hand reaches; also fills test hands. Returns the shadowed entry ids.
    pub(super) fn shadowed(&mut self) -> HashSet<u32> {
        let mut out = HashSet::new();
        for sec in 0..self.sys.sections.len() {
            let ids = self.sys.sections[sec].entries.clone();
            for (k, &id) in ids.iter().enumerate() {
                let e = &self.sys.entries[id as usize];
                if e.disabled {
                    continue;
                }
                let Some(mine) = e.calls().iter().filter_map(|&c| e.derived(c)).reduce(Shown::hull) else {
                    continue;
                };
                if mine.is_empty() {
                    continue;
                }
                // Exact: an earlier entry whose requirements are all exact ranges that contain
                // every hand this one allows, used wherever this one is.
                let mut by_exact = None;
                for &fid in &ids[..k] {
                    let f = &self.sys.entries[fid as usize];
                    if f.disabled || f.x.is_some() || f.pct.is_some() || f.hand_pre != Cond::True || f.legal_check {
                        continue;
                    }
                    let (Some(fpre), Some(epre), Some(fhand)) = (conj(&f.pre), conj(&e.pre), conj(&f.hand)) else {
                        continue;
                    };
                    if !fpre.iter().all(|l| epre.contains(l)) || !fhand.iter().all(|l| exact_leaf(l)) {
                        continue;
                    }
                    let Some(mut theirs) = f.calls().first().and_then(|&c| f.derived(c)) else { continue };
                    let mut m = mine;
                    theirs.forcing = 0;
                    m.forcing = 0;
                    if theirs.is_weaker_or_equal(&m) {
                        by_exact = Some(fid);
                        break;
                    }
                }
                if let Some(fid) = by_exact {
                    let f = &self.sys.entries[fid as usize];
                    let d = Diagnostic::warning(
                        e.span,
                        format!(
                            "[{}] {} is shadowed (exact): every hand that meets it meets an earlier entry",
                            e.data.prior_bids, e.data.call
                        ),
                    )
                    .note(
                        Some(f.span),
                        format!(
                            "{} catches them all ({} contains {})",
                            f.data.call,
                            f.derived(f.calls()[0]).map(|s| s.to_string()).unwrap_or_default(),
                            mine
                        ),
                    );
                    self.push(Check::Shadowed, d, None);
                    out.insert(id);
                    continue;
                }
                // Search, for the entries whose test hand does not already reach them.
                if matches!(self.interp.check_entry(e), Some(Ok(()))) {
                    continue;
                }
                self.search(e, mine, &mut out);
            }
        }
        out
    }

    /// The directed search for a hand that reaches `e`.
    pub(super) fn search(&mut self, e: &EntryIr, mine: Shown, out: &mut HashSet<u32>) {
        let Some((auction, context)) = self.situations(e, Hand::PLACEHOLDER).into_iter().next() else {
            return;
        };
        let (mut met, mut caught): (usize, BTreeMap<u32, usize>) = (0, BTreeMap::new());
        let mut best: Option<Hand> = None;
        let mut witness = None;
        // A proposed test hand serves every expansion of the entry's line (a parametrized
        // section): aim at what they all allow, and require it to reach each of them.
        let siblings: Vec<&EntryIr> = if self.o.fill {
            let key = (e.span.file, e.span.start, e.span.end);
            self.sys.entries.iter().filter(|o| o.id != e.id && (o.span.file, o.span.start, o.span.end) == key).collect()
        } else {
            Vec::new()
        };
        let aim = siblings
            .iter()
            .filter_map(|o| o.calls().iter().filter_map(|&c| o.derived(c)).reduce(Shown::hull))
            .fold(mine, |a, b| a.meet(b));
        let aim = if aim.is_empty() { mine } else { aim };
        for i in 0..self.o.search {
            let hand = if i % 4 == 3 { Some(self.random()) } else { self.directed(&aim) };
            let Some(hand) = hand else { continue };
            match self.interp.walk(hand, &auction, &context, Mode::Test(e.id)) {
                Walk::Matched(id, _) if id == e.id => {
                    met += 1;
                    let f = Features::new(hand);
                    if best.is_none_or(|b| Features::new(b).hcp() > f.hcp())
                        && siblings.iter().all(|o| self.interp.test_entry(o, hand).is_ok())
                    {
                        best = Some(hand);
                    }
                    if !self.o.fill {
                        return;
                    }
                }
                // Caught only counts when the hand meets the entry itself.
                Walk::Matched(id, _) | Walk::CaughtBy(id) if self.meets(e, hand, &auction, &context) => {
                    met += 1;
                    *caught.entry(id).or_default() += 1;
                    witness.get_or_insert(hand);
                }
                _ => {}
            }
        }
        if met > 0 && (best.is_some() || !siblings.is_empty()) {
            // One proposal per line: the first expansion's, which reaches them all.
            let line_done = self.report.fills.iter().any(|f| {
                let o = &self.sys.entries[f.entry as usize];
                (o.span.file, o.span.start, o.span.end) == (e.span.file, e.span.start, e.span.end)
            });
            if let (Some(h), true, false) = (best, e.test.is_none() && self.o.fill, line_done) {
                let editor = self.editor_fill(e, &siblings, h, &(auction.clone(), context));
                self.report.fills.push(Fill { entry: e.id, hand: h, editor });
            }
            return;
        }
        if met >= 10 {
            let list: Vec<String> =
                caught.iter().map(|(id, n)| format!("{} ({n})", self.loc(&self.sys.entries[*id as usize]))).collect();
            let d = Diagnostic::warning(
                e.span,
                format!(
                    "[{}] {} looks shadowed (search): {met} hands that meet it were all caught by earlier entries",
                    e.data.prior_bids, e.data.call
                ),
            )
            .note(None, format!("caught by {}", list.join(", ")));
            self.push(Check::Shadowed, d, witness);
            out.insert(e.id);
        } else if met == 0 && e.test.is_none() {
            let d = Diagnostic::warning(
                e.span,
                format!(
                    "[{}] {}: the search found no hand that meets it in {} tries (its requirements may be contradictory)",
                    e.data.prior_bids, e.data.call, self.o.search
                ),
            );
            self.push(Check::Shadowed, d, None);
        }
    }

    /// Whether `hand` meets `e`'s own requirements in the situation (whatever comes first).
    pub(super) fn meets(&self, e: &EntryIr, hand: Hand, auction: &Auction, context: &Context) -> bool {
        let sel = Bidder::selection(self.interp);
        let s = Situation::new(hand, auction, context, sel);
        let ok = e.hand_pre.eval(&s, None);
        ok && match &e.x {
            None => e.hand.eval(&s, None),
            Some(r) => bidbase_runtime::rules::choose_x(&s.features, r.candidates, r.up_the_line, |t| {
                r.test.eval(&s, Some(t)) && e.hand.eval(&s, Some(t))
            })
            .is_some(),
        }
    }
}
