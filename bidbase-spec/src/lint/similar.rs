//! Similar auctions (check 5): the expansions of one parametrized section, and the declared
//! lists, whose entries differ.

use std::collections::{HashMap, HashSet};

use bidbase_runtime::rules::{Leaf, SuitRef};
use bidbase_runtime::{Call, Suit};

use crate::ir::EntryIr;
use crate::span::{Diagnostic, Span};
use bidbase_runtime::rules::Cond;
use bidbase_runtime::rules::EntryCall;

use super::linter::Linter;
use super::report::Check;

impl Linter<'_> {
    /// The expansions of one parametrized section share their entries' source lines: within a
    /// group of sections sharing any, an entry written for one but not the others is reported.
    pub(super) fn similar(&mut self) {
        // Spans compare equal whatever their place (for AST comparisons): key by position.
        let key = |sp: Span| (sp.file, sp.start, sp.end);
        let mut by_span: HashMap<(u16, u32, u32), Vec<usize>> = HashMap::new();
        for (i, sec) in self.sys.sections.iter().enumerate() {
            if sec.pattern.is_some() {
                continue;
            }
            for &id in &sec.entries {
                by_span.entry(key(self.sys.entries[id as usize].span)).or_default().push(i);
            }
        }
        // The groups: the sections an entry line appears in, two to eight of them (BidBase's
        // Dupe lists have up to eight), each set once.
        let mut groups: Vec<Vec<usize>> = by_span.values().filter(|v| (2..=8).contains(&v.len())).cloned().collect();
        for g in &mut groups {
            g.sort_unstable();
            g.dedup();
        }
        groups.retain(|g| g.len() >= 2);
        groups.sort();
        groups.dedup();
        let mut reported: HashSet<u32> = HashSet::new();
        for secs in &groups {
            for &i in secs {
                let sec = &self.sys.sections[i];
                // Entries written for this auction alone.
                let own: Vec<&EntryIr> = sec
                    .entries
                    .iter()
                    .map(|&id| &self.sys.entries[id as usize])
                    .filter(|e| {
                        !e.disabled
                            && by_span.get(&key(e.span)).is_some_and(|s| s.len() == 1)
                            && !reported.contains(&e.id)
                    })
                    .collect();
                if own.is_empty() {
                    continue;
                }
                reported.extend(own.iter().map(|e| e.id));
                let others: Vec<String> =
                    secs.iter().filter(|&&j| j != i).map(|&j| format!("[{}]", self.sys.sections[j].text)).collect();
                let mut d = Diagnostic::warning(
                    own[0].span,
                    format!(
                        "[{}] has {} entr{} that its similar auction{} {} lack{} (they share a parametrized section)",
                        sec.text,
                        own.len(),
                        if own.len() == 1 { "y" } else { "ies" },
                        if others.len() == 1 { "" } else { "s" },
                        others.join(" "),
                        if others.len() == 1 { "s" } else { "" },
                    ),
                );
                for e in own.iter().take(5) {
                    d = d.note(None, format!("{} at {}", e.data.call, self.sys.sources.location(e.span)));
                }
                self.push(Check::Similar, d, None);
            }
        }
    }

    /// Declared lists (`similar [1C-1H-2D] [1D-1S-2H]`): the suits of each auction are named
    /// by their order of appearance, and an entry whose requirements, so renamed, have no
    /// counterpart in another section of the list is reported.
    pub(super) fn declared_similar(&mut self) {
        for (span, ids) in self.sys.similar.clone() {
            let sigs: Vec<Vec<(String, u32)>> = ids
                .iter()
                .map(|&sid| {
                    let sec = &self.sys.sections[sid as usize];
                    let role = roles(&sec.calls);
                    sec.entries.iter().map(|&id| (signature(&self.sys.entries[id as usize], &role), id)).collect()
                })
                .collect();
            for (k, &sid) in ids.iter().enumerate() {
                let sec = &self.sys.sections[sid as usize];
                for (sig, id) in &sigs[k] {
                    let lacking: Vec<String> = ids
                        .iter()
                        .enumerate()
                        .filter(|(j, _)| *j != k && !sigs[*j].iter().any(|(t, _)| t == sig))
                        .map(|(_, &o)| format!("[{}]", self.sys.sections[o as usize].text))
                        .collect();
                    if lacking.is_empty() {
                        continue;
                    }
                    let e = &self.sys.entries[*id as usize];
                    let d = Diagnostic::warning(
                        e.span,
                        format!(
                            "[{}] {}: the similar auction{} {} ha{} no entry like it",
                            sec.text,
                            e.data.call,
                            if lacking.len() == 1 { "" } else { "s" },
                            lacking.join(" "),
                            if lacking.len() == 1 { "s" } else { "ve" }
                        ),
                    )
                    .note(Some(span), "declared similar here");
                    self.push(Check::Similar, d, None);
                }
            }
        }
    }
}

/// The suits of an auction by order of appearance: `role[suit]` is 0 for the first suit named,
/// 1 for the next...; suits never named follow, spades first.
fn roles(calls: &[Call]) -> [usize; 4] {
    let mut order: Vec<Suit> = Vec::new();
    for c in calls {
        if let Some(s) = c.as_bid().and_then(|b| b.strain.suit()) {
            if !order.contains(&s) {
                order.push(s);
            }
        }
    }
    for s in Suit::DESCENDING {
        if !order.contains(&s) {
            order.push(s);
        }
    }
    let mut role = [0usize; 4];
    for (i, s) in order.iter().enumerate() {
        role[s.index()] = i;
    }
    role
}

/// An entry with its suits renamed by `role`: what "the same entry" means across similar
/// auctions.
fn signature(e: &EntryIr, role: &[usize; 4]) -> String {
    let f = |s: Suit| Suit::from_index(role[s.index()]);
    let call = match e.call {
        EntryCall::Fixed(c, _) => match c.as_bid() {
            Some(b) => match b.strain.suit() {
                Some(s) => format!("{}{:?}", b.level, f(s)),
                None => format!("{}N", b.level),
            },
            None => c.to_bidbase(),
        },
        EntryCall::X(level) => format!("{level}x"),
    };
    let x = e.x.as_ref().map(|r| {
        let mask = (0..4).filter(|i| r.candidates & (1 << i) != 0).fold(0u8, |m, i| m | 1 << role[i]);
        format!("{mask} {} {:?}", r.up_the_line, map_cond(&r.test, &f))
    });
    format!(
        "{call} {:?} {:?} {:?} {x:?} {:?}",
        map_cond(&e.pre, &f),
        map_cond(&e.hand_pre, &f),
        map_cond(&e.hand, &f),
        e.pct
    )
}

fn map_cond(c: &Cond, f: &dyn Fn(Suit) -> Suit) -> Cond {
    match c {
        Cond::Leaf(l) => Cond::Leaf(map_leaf(l, f)),
        Cond::And(v) => Cond::And(v.iter().map(|c| map_cond(c, f)).collect()),
        Cond::Or(v) => Cond::Or(v.iter().map(|c| map_cond(c, f)).collect()),
        other => other.clone(),
    }
}

/// A requirement with its suits renamed.
fn map_leaf(l: &Leaf, f: &dyn Fn(Suit) -> Suit) -> Leaf {
    l.with_suits(
        |s| match s {
            SuitRef::Fixed(t) => SuitRef::Fixed(f(t)),
            other => other,
        },
        |m| (0..4).filter(|i| m & (1 << i) != 0).fold(0u8, |acc, i| acc | 1 << f(Suit::from_index(i)).index()),
    )
}
