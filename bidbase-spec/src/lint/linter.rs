//! The state every check shares, and the helpers they have in common.

use bidbase_runtime::rules::{Bidder, Context, Leaf, SuitRef};
use bidbase_runtime::{shape, Auction, Call, Dealer, Features, Hand, Seat, Suit};

use crate::interp::{sample_views, situations_for, Interpreter};
use crate::ir::{EntryIr, System};
use crate::span::Diagnostic;
use bidbase_runtime::rules::Cond;

use super::report::{Check, Finding, LintOptions, LintReport};

/// The checks' shared state: the system, the options, the report so far, the random source.
pub(super) struct Linter<'a> {
    pub(super) interp: &'a Interpreter,
    pub(super) sys: &'a System,
    pub(super) o: &'a LintOptions,
    pub(super) report: LintReport,
    pub(super) rng: Dealer,
}

/// A hand's class for gap reports: HCP band, balanced or not, the longest suit.
pub(super) fn class_of(f: &Features) -> String {
    let hcp = f.hcp();
    let band = match hcp {
        0..=5 => "0-5",
        6..=9 => "6-9",
        10..=12 => "10-12",
        13..=15 => "13-15",
        16..=18 => "16-18",
        19..=21 => "19-21",
        _ => "22+",
    };
    let bal = if f.shape() & shape::BALANCED != 0 { "balanced" } else { "unbalanced" };
    let longest = Suit::DESCENDING.iter().copied().max_by_key(|s| f.len(*s)).unwrap_or(Suit::Spades);
    format!("{band} HCP {bal}, longest {}", longest.letter())
}

/// The requirements a description states exactly: a hand meets the leaf exactly when it lies
/// in the leaf's description.
pub(super) fn exact_leaf(l: &Leaf) -> bool {
    match l {
        Leaf::Hcp(_) | Leaf::Total(_) => true,
        Leaf::Len { suit: SuitRef::Fixed(_), .. } => true,
        Leaf::Shape(f) => *f == shape::BALANCED,
        _ => false,
    }
}

/// The leaves of a conjunction of leaves; `None` for any other condition.
pub(super) fn conj(c: &Cond) -> Option<Vec<&Leaf>> {
    match c {
        Cond::True => Some(Vec::new()),
        Cond::Leaf(l) => Some(vec![l]),
        Cond::And(v) => v.iter().map(|c| if let Cond::Leaf(l) = c { Some(l) } else { None }).collect(),
        _ => None,
    }
}

impl<'a> Linter<'a> {
    /// Records a finding.
    pub(super) fn push(&mut self, check: Check, d: Diagnostic, witness: Option<Hand>) {
        self.report.findings.push(Finding { check, diagnostic: d, witness });
    }

    /// An entry's call and location, for messages.
    pub(super) fn loc(&self, e: &EntryIr) -> String {
        format!("{} at {}", e.data.call, self.sys.sources.location(e.span))
    }

    /// The situations an entry's section can be reached in (exact sections), or a few sample
    /// auctions (pattern sections).
    pub(super) fn situations(&self, e: &EntryIr, hand: Hand) -> Vec<(Auction, Context)> {
        let sec = &self.sys.sections[e.section as usize];
        match &sec.pattern {
            None => situations_for(self.sys, e, &sec.calls, sec.tag, Bidder::selection(self.interp), hand, 64),
            Some(p) => sample_views(p, 4)
                .into_iter()
                .flat_map(|(tag, calls)| {
                    situations_for(self.sys, e, &calls, tag, Bidder::selection(self.interp), hand, 4)
                })
                .collect(),
        }
    }
}

/// A section's auction from North, when it is legal and not over.
pub(super) fn section_auction(calls: &[Call]) -> Option<Auction> {
    let mut auction = Auction::new(Seat::North);
    if calls.iter().any(|c| auction.push(*c).is_err()) || auction.is_over() {
        return None;
    }
    Some(auction)
}
