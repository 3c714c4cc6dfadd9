//! The BidBase Editor's test-hand check: every entry's test hand must reach its own entry in
//! a situation that entry allows; and the pattern sections that can never apply.

use bidbase_runtime::rules::{choose_x, Bidder, Context};
use bidbase_runtime::{Auction, Call, Hand, SlamTag};

use crate::ir::EntryIr;
use bidbase_runtime::rules::Cond;
use bidbase_runtime::rules::EntryCall;

use super::interpreter::Interpreter;
use super::lookup::{Mode, Walk};
use super::samples::{sample_views, situations_for, View};
use bidbase_runtime::rules::explain::describe_cond;

impl Interpreter {
    /// Runs every entry's test hand the way the BidBase Editor does: the hand must reach its
    /// own entry, in a situation (position, vulnerability, side, scoring) that entry allows.
    pub fn check(&self) -> CheckReport {
        let mut report = CheckReport::default();
        for e in &self.system.entries {
            if e.disabled {
                report.disabled += 1;
                continue;
            }
            let Some(result) = self.check_entry(e) else {
                report.untested += 1;
                continue;
            };
            report.tested += 1;
            match result {
                Ok(()) => report.passed += 1,
                Err(f) => report.failures.push(f),
            }
        }
        report
    }

    /// Checks one entry with its test hands (`None` when it has none): it passes when one of
    /// them reaches it; otherwise the first hand's failure.
    pub fn check_entry(&self, e: &EntryIr) -> Option<Result<(), CheckFailure>> {
        let first = self.test_entry(e, e.test?);
        if first.is_ok() || e.other_tests.iter().any(|&h| self.test_entry(e, h).is_ok()) {
            return Some(Ok(()));
        }
        Some(first)
    }

    /// Checks one entry with one hand. An entry of a pattern section is checked in sample
    /// auctions the pattern matches; it passes when its test hand reaches it in one of them.
    pub fn test_entry(&self, e: &EntryIr, hand: Hand) -> Result<(), CheckFailure> {
        let section = &self.system.sections[e.section as usize];
        let views: Vec<View> = match &section.pattern {
            Some(p) => sample_views(p, 16),
            None => vec![(section.tag, section.calls.clone())],
        };
        let mut first: Option<CheckFailure> = None;
        for (tag, calls) in views {
            match self.test_in(e, hand, tag, &calls) {
                Ok(()) => return Ok(()),
                Err(f) => {
                    let better = match (&first, &f.problem) {
                        (None, _) => true,
                        (Some(CheckFailure { problem: Problem::NoSituation, .. }), p) => *p != Problem::NoSituation,
                        _ => false,
                    };
                    if better {
                        first = Some(f);
                    }
                }
            }
        }
        Err(first.unwrap_or(CheckFailure { entry: e.id, problem: Problem::NoSituation }))
    }

    fn test_in(&self, e: &EntryIr, hand: Hand, tag: Option<SlamTag>, calls: &[Call]) -> Result<(), CheckFailure> {
        // Every situation (seat, vulnerability, side, scoring) the entry can be used in: the
        // hand passes when it reaches the entry in one of them (an entry for seat 1 before a
        // general entry catches the hand there, not in the other seats).
        // At most 64 per auction (every seat, vulnerability, side and scoring of an exact
        // section; fewer per sample auction of a pattern section).
        let limit = if self.system.sections[e.section as usize].pattern.is_some() { 8 } else { 64 };
        let situations = situations_for(&self.system, e, calls, tag, &self.selection, hand, limit);
        let mut first = None;
        for (auction, context) in &situations {
            match self.test_at(e, hand, auction, context) {
                Ok(()) => return Ok(()),
                Err(f) => {
                    first.get_or_insert(f);
                }
            }
        }
        Err(first.unwrap_or(CheckFailure { entry: e.id, problem: Problem::NoSituation }))
    }

    /// The test of one entry with one hand in one situation.
    pub(crate) fn test_at(
        &self,
        e: &EntryIr,
        hand: Hand,
        auction: &Auction,
        context: &Context,
    ) -> Result<(), CheckFailure> {
        let (auction, context) = (auction.clone(), *context);
        // A D entry is looked up only after the normal lookup found no entry (the BidBase Editor
        // field reference): an entry that answers the hand without a best contract catches it,
        // wherever it stands.
        if context.best_contract.is_some() {
            let plain = Context { best_contract: None, ..context };
            if let Some(c) = self.choose(hand, &auction, &plain) {
                return Err(CheckFailure { entry: e.id, problem: Problem::CaughtBy(c.entry) });
            }
        }
        match self.walk(hand, &auction, &context, Mode::Test(e.id)) {
            Walk::Matched(id, _) if id == e.id => Ok(()),
            Walk::Matched(id, _) | Walk::CaughtBy(id) => {
                Err(CheckFailure { entry: e.id, problem: Problem::CaughtBy(id) })
            }
            Walk::Failed | Walk::NoSection => {
                let s = self.situation(hand, &auction, &context);
                let x =
                    e.x.as_ref()
                        .and_then(|r| choose_x(&s.features, r.candidates, r.up_the_line, |t| r.test.eval(&s, Some(t))));
                let mut failing = Vec::new();
                if e.x.is_some() && x.is_none() {
                    failing.push("no suit marked x meets the X spec".to_string());
                }
                let mut fails = Vec::new();
                e.hand_pre.failures(&s, None, &mut fails);
                e.hand.failures(&s, x, &mut fails);
                failing.extend(fails.iter().map(|c| describe_cond(c, &s, x)));
                if failing.is_empty() && !e.call_legal(&s, x) {
                    failing.push(format!("the call is not legal after {}", auction.prior_bids_text()));
                }
                Err(CheckFailure { entry: e.id, problem: Problem::NotMet(failing) })
            }
        }
    }

    /// Pattern sections that can never apply: every auction they match (of a sample of short
    /// ones) is answered earlier in the chain by a section that always answers (it has an entry
    /// without requirements). Returns (pattern section, the section that shadows it).
    pub fn shadowed_patterns(&self) -> Vec<(u32, u32)> {
        let sys = &self.system;
        let always = |sid: u32| {
            sys.sections[sid as usize].entries.iter().any(|&id| {
                let e = &sys.entries[id as usize];
                !e.disabled
                    && e.pre == Cond::True
                    && e.hand_pre == Cond::True
                    && e.hand == Cond::True
                    && e.x.is_none()
                    && (!e.legal_check || matches!(e.call, EntryCall::Fixed(c, None) if c.is_pass()))
            })
        };
        let mut out = Vec::new();
        for &p in &sys.patterns {
            let pat = sys.sections[p as usize].pattern.as_deref().unwrap_or(&[]);
            let views = sample_views(pat, 24);
            if views.is_empty() {
                continue;
            }
            let mut by: Option<u32> = None;
            let shadowed = views.iter().all(|(tag, calls)| {
                let mut blocker = None;
                sys.walk_chain(*tag, calls, &mut |sid| {
                    if sid == p {
                        return true;
                    }
                    if always(sid) {
                        blocker = Some(sid);
                        return true;
                    }
                    false
                });
                if let Some(b) = blocker {
                    by.get_or_insert(b);
                }
                blocker.is_some()
            });
            if shadowed {
                out.push((p, by.unwrap_or(p)));
            }
        }
        out
    }
}

/// What `check` found.
#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    /// Entries with a test hand.
    pub tested: usize,
    /// Of those, how many reached their entry.
    pub passed: usize,
    /// Entries without a test hand.
    pub untested: usize,
    /// Entries switched off in the file (Pct 0 or x..).
    pub disabled: usize,
    /// The failures.
    pub failures: Vec<CheckFailure>,
}

/// A test hand that does not reach its entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckFailure {
    /// The entry.
    pub entry: u32,
    /// Why.
    pub problem: Problem,
}

/// Why a test hand failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// An earlier entry catches the hand.
    CaughtBy(u32),
    /// The hand does not meet these requirements of its own entry.
    NotMet(Vec<String>),
    /// No position, vulnerability, side or scoring lets the entry be used.
    NoSituation,
}

impl CheckReport {
    /// Renders the failures with their locations.
    pub fn render(&self, interp: &Interpreter) -> String {
        self.failures.iter().map(|f| render_failure(f, interp)).collect()
    }
}

/// Renders one check failure with its location.
pub fn render_failure(f: &CheckFailure, interp: &Interpreter) -> String {
    let sys = &interp.system;
    let mut out = String::new();
    {
        let e = &sys.entries[f.entry as usize];
        let here = sys.sources.location(e.span);
        let test = e.test.map(|h| h.to_bidbase()).unwrap_or_default();
        match &f.problem {
                Problem::CaughtBy(other) => {
                    let o = &sys.entries[*other as usize];
                    out.push_str(&format!(
                        "error: the test hand {test} of [{}] {} does not reach its entry: the earlier entry {} at {} catches it\n  --> {here}\n",
                        e.data.prior_bids,
                        e.data.call,
                        o.data.call,
                        sys.sources.location(o.span),
                    ));
                }
                Problem::NotMet(why) => {
                    out.push_str(&format!(
                        "error: the test hand {test} of [{}] {} does not meet its own entry\n  --> {here}\n",
                        e.data.prior_bids, e.data.call
                    ));
                    for w in why {
                        out.push_str(&format!("   = fails: {w}\n"));
                    }
                }
                Problem::NoSituation => out.push_str(&format!(
                    "error: [{}] {} can never be used: no position, vulnerability or scoring meets its requirements\n  --> {here}\n",
                    e.data.prior_bids, e.data.call
                )),
            }
    }
    out
}
