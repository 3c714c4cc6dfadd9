//! The reference interpreter: evaluates a lowered [`System`] exactly as the BidBase bidder does
//! (seed 000), and the BidBase Editor's test-hand check.
//!
//! Lookup: the Prior Bids view (leading passes stripped, or from the latest "@" call) selects a
//! section; its entries are tried in order; the first whose requirements the hand meets gives
//! the call. A Pass entry returns Pass; when nothing matches, the answer is `None`.

use bidbase_runtime::rules::{choose_x, Bidder, Choice, Context, Disclosure, EntryInfo, Leaf, Situation, Use};
use bidbase_runtime::rules::{fold_row, DescAcc, DescRow, Shown};
use bidbase_runtime::{Auction, Call, Hand, Scoring, Seat, Selection, Side, Suit, Vulnerability};

use crate::ir::{Cond, EntryIr, System};
use crate::load::Loader;
use crate::lower::compile;
use crate::span::{Diagnostics, SourceMap};

/// A system run by walking its lowered form.
#[derive(Clone, Debug)]
pub struct Interpreter {
    /// The system.
    pub system: System,
    selection: Selection,
    /// Each section's description rows ([`System::desc_rows`], descriptions packed), made once.
    desc: Vec<Vec<Row>>,
}

/// A description row ([`DescRow`] with its requirements owned), descriptions packed.
#[derive(Clone, Debug)]
struct Row {
    call: u8,
    entry: u32,
    shown: u128,
    deny: u128,
    legal_check: bool,
    pre: Vec<Leaf>,
}

impl Row {
    fn row(&self) -> DescRow<'_> {
        DescRow {
            call: self.call,
            entry: self.entry,
            shown: self.shown,
            pre: &self.pre,
            deny: self.deny,
            legal_check: self.legal_check,
        }
    }
}

/// How a lookup treats the entry under test.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Normal bidding.
    Bid,
    /// The BidBase Editor's test-hand check of this entry.
    Test(u32),
}

/// The outcome of a lookup in test mode.
pub(crate) enum Walk {
    Matched(u32, Option<Suit>),
    /// The entry under test was reached and failed its hand requirements.
    Failed,
    /// The earlier entry `id` caught the hand.
    CaughtBy(u32),
    NoSection,
}

impl Interpreter {
    /// An interpreter for a lowered system, with its declared convention selection.
    pub fn new(system: System) -> Interpreter {
        let selection = Selection::new(&system.default_uses);
        let desc = (0..system.sections.len() as u32)
            .map(|sid| {
                system
                    .desc_rows(sid)
                    .into_iter()
                    .map(|r| Row {
                        call: r.call,
                        entry: r.entry,
                        shown: r.shown.pack(),
                        deny: r.deny.map_or(Shown::ANY_PACKED, |d| d.pack()),
                        legal_check: r.legal_check,
                        pre: r.pre,
                    })
                    .collect()
            })
            .collect();
        Interpreter { system, selection, desc }
    }

    /// Loads, validates and lowers `root`.
    pub fn load(root: &str, loader: &dyn Loader) -> Result<Interpreter, (SourceMap, Diagnostics)> {
        compile(root, loader).map(Interpreter::new)
    }

    /// The entry that chooses the call, and the x suit it bids.
    #[inline]
    pub fn lookup(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<(u32, Option<Suit>)> {
        match self.walk(hand, auction, context, Mode::Bid) {
            Walk::Matched(id, x) => Some((id, x)),
            _ => None,
        }
    }

    /// The situation of the player to call, with what the auction forces and what partner has
    /// shown when the system asks (for explanations; the lookup fills them in lazily).
    fn situation<'a>(&'a self, hand: Hand, auction: &'a Auction, context: &'a Context) -> Situation<'a> {
        let mut s = Situation::new(hand, auction, context, &self.selection);
        self.prepare(&mut s);
        if self.system.uses_partner {
            s.partner = self.partner_of(auction, context);
        }
        s
    }

    /// What partner of the player to call has shown with his calls.
    fn partner_of(&self, auction: &Auction, context: &Context) -> bidbase_runtime::rules::Shown {
        bidbase_runtime::rules::partner_shown(auction, |before, call| {
            let s = self.public_situation(Hand::PLACEHOLDER, before, context);
            self.call_shown(before.prior_slam_tag(), before.prior_bids(), call, &s).map(|f| f.1)
        })
    }

    /// Fills in what the auction forces, when the system asks.
    fn prepare(&self, s: &mut Situation<'_>) {
        if self.system.uses_forcing {
            s.forcing = self.system.forcing(s.auction);
        }
    }

    /// The situation without what partner has shown: what descriptions test (they read only
    /// public requirements, and `ours.` / `pard.` are not public).
    fn public_situation<'a>(&'a self, hand: Hand, auction: &'a Auction, context: &'a Context) -> Situation<'a> {
        let mut s = Situation::new(hand, auction, context, &self.selection);
        if self.system.uses_forcing {
            s.forcing = self.system.forcing(auction);
        }
        s
    }

    pub(crate) fn walk(&self, hand: Hand, auction: &Auction, context: &Context, mode: Mode) -> Walk {
        if auction.is_over() {
            return Walk::NoSection;
        }
        // What the auction forces and what partner has shown are worked out only before the
        // first section whose entries read them, as the compiled lookup does.
        let compute = || self.partner_of(auction, context);
        let lazy = bidbase_runtime::rules::LazyShown::new(&compute);
        let mut s = Situation::new(hand, auction, context, &self.selection);
        if self.system.uses_partner {
            s.lazy_partner = Some(&lazy);
        }
        let mut ready = false;
        let mut out = None;
        let mut any = false;
        self.system.walk_chain(auction.prior_slam_tag(), auction.prior_bids(), &mut |sid| {
            any = true;
            if !ready && self.system.section_needs.get(sid as usize).copied().unwrap_or(true) {
                self.prepare(&mut s);
                ready = true;
            }
            out = self.walk_section(sid, &s, mode);
            out.is_some()
        });
        match out {
            Some(w) => w,
            None if any => Walk::Failed,
            None => Walk::NoSection,
        }
    }

    /// The entries of one section: `Some` when the lookup ends here.
    fn walk_section(&self, sid: u32, s: &Situation<'_>, mode: Mode) -> Option<Walk> {
        let section = &self.system.sections[sid as usize];
        for &id in &section.entries {
            let e = &self.system.entries[id as usize];
            let target = mode == Mode::Test(id);
            let pre_ok = if target { eval_ignoring_selection(&e.pre, s) } else { e.pre.eval(s, None) };
            if !pre_ok {
                continue;
            }
            if !e.hand_pre.eval(s, None) {
                if target {
                    return Some(Walk::Failed);
                }
                continue;
            }
            let x = match &e.x {
                Some(rule) => {
                    match choose_x(&s.features, rule.candidates, rule.up_the_line, |t| rule.test.eval(s, Some(t))) {
                        Some(x) => Some(x),
                        None if target => return Some(Walk::Failed),
                        None => continue,
                    }
                }
                None => None,
            };
            if e.hand.eval(s, x) && legal(e, s, x) {
                if !target && matches!(mode, Mode::Test(_)) {
                    if e.pct.is_some() {
                        // BidBase keeps testing past an earlier percentage alternative.
                        continue;
                    }
                    return Some(Walk::CaughtBy(id));
                }
                return Some(Walk::Matched(id, x));
            } else if target {
                return Some(Walk::Failed);
            }
        }
        None
    }

    /// The information shown for entry `id`.
    pub fn info(&self, id: u32) -> Option<EntryInfo<'_>> {
        self.system.entries.get(id as usize).map(entry_info)
    }

    /// Runs every entry's test hand the way the BidBase Editor does: the hand must reach its
    /// own entry, in a situation (position, vulnerability, side, scoring) that entry allows.
    pub fn check(&self) -> CheckReport {
        let mut report = CheckReport::default();
        for e in &self.system.entries {
            if e.disabled {
                report.disabled += 1;
                continue;
            }
            let Some(hand) = e.test else {
                report.untested += 1;
                continue;
            };
            report.tested += 1;
            match self.test_entry(e, hand) {
                Ok(()) => report.passed += 1,
                Err(f) => report.failures.push(f),
            }
        }
        report
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

    fn test_in(
        &self,
        e: &EntryIr,
        hand: Hand,
        tag: Option<bidbase_runtime::SlamTag>,
        calls: &[Call],
    ) -> Result<(), CheckFailure> {
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
        // A D entry is looked up only after the normal lookup found no entry (seed 000): an
        // entry that answers the hand without a best contract catches it, wherever it stands.
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
                if failing.is_empty() && !legal(e, &s, x) {
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
                    && (!e.legal_check || matches!(e.call, crate::ir::CallIr::Fixed(c, None) if c.is_pass()))
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

    /// What each call of the auction shows, and what each player has shown with all of his
    /// calls (docs/descriptions.md): a call's description is the weakest claim over the entries
    /// that can make it where it was made; a player's is the strongest over his calls.
    pub fn describe(&self, auction: &Auction, context: &Context) -> AuctionShown {
        let mut calls = Vec::new();
        let mut players = [Shown::ANY; 4];
        for (i, &call) in auction.calls().iter().enumerate() {
            let seat = auction.dealer().after(i);
            let (tag, view) = auction.view_before(i);
            let before = auction.truncated(i);
            let s = self.public_situation(Hand::PLACEHOLDER, &before, context);
            let found = self.call_shown(tag, view, call, &s);
            if let Some((_, s)) = found {
                players[seat.index()] = players[seat.index()].meet(s);
            }
            calls.push(CallShown { seat, call, entry: found.map(|f| f.0), shown: found.map(|f| f.1) });
        }
        // The forcing status belongs to a call, not to the hand (as `Bidder::shown_by`).
        for p in &mut players {
            p.forcing = 0;
        }
        AuctionShown { calls, players }
    }

    /// What `call` would show if made now, after `auction`: `None` when no entry makes it.
    pub fn describe_next(&self, auction: &Auction, context: &Context, call: Call) -> Option<(u32, Shown)> {
        let s = self.public_situation(Hand::PLACEHOLDER, auction, context);
        self.call_shown(auction.prior_slam_tag(), auction.prior_bids(), call, &s)
    }

    /// What `call` shows when made in the view `tag`, `calls`, in situation `s`: the weakest
    /// claim over the rows of the view's sections (the exact section, the matching patterns,
    /// their aliases) whose entries can make the call and whose public requirements hold in
    /// `s`, with the first of those entries (the one whose convention names the call).
    fn call_shown(
        &self,
        tag: Option<bidbase_runtime::SlamTag>,
        calls: &[Call],
        call: Call,
        s: &Situation<'_>,
    ) -> Option<(u32, Shown)> {
        let mut acc = DescAcc::NEW;
        let code = call.code();
        self.system.walk_chain(tag, calls, &mut |sid| {
            for r in &self.desc[sid as usize] {
                fold_row(&mut acc, &r.row(), code, Some(s));
            }
            false
        });
        acc.found
    }

    /// Every section tried, in lookup order, and why each of its entries did or did not match:
    /// for `bid --explain`. The last entry listed with no reasons is the one that matched.
    pub fn explain(&self, hand: Hand, auction: &Auction, context: &Context) -> Vec<SectionTrace> {
        if auction.is_over() {
            return Vec::new();
        }
        let s = self.situation(hand, auction, context);
        let mut out = Vec::new();
        self.system.walk_chain(auction.prior_slam_tag(), auction.prior_bids(), &mut |sid| {
            let mut entries = Vec::new();
            let mut matched = false;
            for &id in &self.system.sections[sid as usize].entries {
                let e = &self.system.entries[id as usize];
                if e.disabled {
                    continue;
                }
                let mut why = Vec::new();
                let mut fails = Vec::new();
                e.pre.failures(&s, None, &mut fails);
                e.hand_pre.failures(&s, None, &mut fails);
                why.extend(fails.iter().map(|c| describe_cond(c, &s, None)));
                let x = match &e.x {
                    Some(r) => {
                        let x = choose_x(&s.features, r.candidates, r.up_the_line, |t| r.test.eval(&s, Some(t)));
                        if x.is_none() {
                            why.push("no suit marked x meets the X spec".into());
                        }
                        x
                    }
                    None => None,
                };
                let mut fails = Vec::new();
                e.hand.failures(&s, x, &mut fails);
                why.extend(fails.iter().map(|c| describe_cond(c, &s, x)));
                if why.is_empty() && !legal(e, &s, x) {
                    why.push("the call is not legal in this auction".into());
                }
                matched = why.is_empty();
                entries.push((id, why));
                if matched {
                    break;
                }
            }
            out.push(SectionTrace { section: sid, entries });
            matched
        });
        out
    }
}

/// Whether the entry's call may be made: always for exact sections (checked when compiling),
/// checked against the auction for pattern sections.
#[inline]
fn legal(e: &EntryIr, s: &Situation<'_>, x: Option<Suit>) -> bool {
    !e.legal_check || e.call.resolve(x).is_some_and(|(c, _)| s.auction.check(c).is_ok())
}

/// A short auction (Prior Bids view) a pattern matches.
pub type View = (Option<bidbase_runtime::SlamTag>, Vec<Call>);

/// Up to `max` short auctions (Prior Bids views) that `pattern` matches, shortest first: the
/// places where the test hands of a pattern section are checked.
pub fn sample_views(pattern: &[bidbase_runtime::rules::pattern::Elem], max: usize) -> Vec<View> {
    let tag = pattern.first().and_then(|e| e.tag);
    let mut out: Vec<View> = Vec::new();
    let min = bidbase_runtime::rules::pattern::min_len(pattern);
    // Candidate calls: passes, doubles, redoubles, the lowest bids, and a few bids of each
    // element.
    let mut palette: Vec<Call> = vec![Call::PASS, Call::DOUBLE, Call::REDOUBLE];
    for e in pattern {
        palette.extend(e.calls.iter().filter(|c| c.is_bid()).take(6));
    }
    for code in [3u8, 4, 5, 6, 7, 8, 13] {
        palette.extend(Call::from_code(code));
    }
    palette.sort();
    palette.dedup();
    let mut search = Search { pattern, tag, palette: &palette, max, budget: 20_000 };
    for len in min..=min + 6 {
        let mut stack = Vec::new();
        search.fill(len, &mut stack, &mut Auction::new(Seat::North), &mut out);
        if out.len() >= max || search.budget == 0 {
            break;
        }
    }
    out
}

struct Search<'a> {
    pattern: &'a [bidbase_runtime::rules::pattern::Elem],
    tag: Option<bidbase_runtime::SlamTag>,
    palette: &'a [Call],
    max: usize,
    budget: usize,
}

impl Search<'_> {
    fn fill(&mut self, len: usize, stack: &mut Vec<Call>, a: &mut Auction, out: &mut Vec<View>) {
        if out.len() >= self.max || self.budget == 0 {
            return;
        }
        self.budget -= 1;
        if stack.len() == len {
            if bidbase_runtime::rules::pattern::matches(self.pattern, self.tag, stack) {
                out.push((self.tag, stack.clone()));
            }
            return;
        }
        // The single elements before the pattern's first run and after its last one are
        // anchored to the view's first and last calls: a call they cannot match is not tried.
        let k = stack.len();
        let head = self.pattern.iter().take_while(|e| !e.run).count();
        let tail = self.pattern.iter().rev().take_while(|e| !e.run).count();
        let anchored = if k < head {
            self.pattern.get(k)
        } else if head < self.pattern.len() && k + tail >= len {
            self.pattern.get(self.pattern.len() - (len - k))
        } else {
            None
        };
        for &c in self.palette {
            if stack.is_empty() && c.is_pass() {
                continue;
            }
            if anchored.is_some_and(|e| !e.admits(c, len - 1 - k)) {
                continue;
            }
            let mut b = a.clone();
            if b.push(c).is_err() || b.is_over() {
                continue;
            }
            stack.push(c);
            self.fill(len, stack, &mut b, out);
            stack.pop();
        }
    }
}

/// Evaluates an entry's situation requirements as the test-hand check does: the entry's own
/// convention switches and percentage roll are taken as on.
fn eval_ignoring_selection(c: &Cond, s: &Situation<'_>) -> bool {
    match c {
        Cond::Leaf(Leaf::Convention(_)) | Cond::Leaf(Leaf::Pct { .. }) => true,
        Cond::Leaf(l) => l.eval(s, None),
        Cond::True => true,
        Cond::False => false,
        Cond::And(v) => v.iter().all(|c| eval_ignoring_selection(c, s)),
        Cond::Or(v) => v.iter().any(|c| eval_ignoring_selection(c, s)),
    }
}

/// A situation in which entry `e` may be used: leading passes (position), vulnerability, our
/// side, scoring and best contract chosen to meet its requirements.
/// Every situation an entry can be used in for a Prior Bids view: the auction (after 0 to 3
/// leading passes, so each seat; for a slam section after a few rising bids too) and the context
/// (vulnerability, side, scoring) in which its situational requirements hold.
pub(crate) fn situations_for(
    sys: &System,
    e: &EntryIr,
    calls: &[Call],
    tag: Option<bidbase_runtime::SlamTag>,
    selection: &Selection,
    hand: Hand,
    limit: usize,
) -> Vec<(Auction, Context)> {
    let mut out = Vec::new();
    let best = e.pre.leaves().into_iter().find_map(|l| match l {
        Leaf::BestContract(c) => Some(*c),
        _ => None,
    });
    // A slam section can be reached after any calls; its entries may ask for a round or a
    // player, so try the "@" call after a few rising bids as well.
    let prefixes = if tag.is_some() { 0..13 } else { 0..1 };
    let rising =
        |k: usize| (0..k).filter_map(|i| Call::try_bid(1 + (i / 5) as u8, bidbase_runtime::Strain::ALL[i % 5]));
    for prefix in prefixes {
        // The auction in each seat: after 0 to 3 leading passes.
        let mut seats = Vec::new();
        for passes in 0..4 {
            let mut auction = Auction::new(Seat::North);
            if (0..passes).any(|_| auction.push(Call::PASS).is_err())
                || rising(prefix).any(|c| auction.push(c).is_err())
            {
                continue;
            }
            let legal = calls.iter().enumerate().all(|(i, c)| {
                let t = if i == 0 { tag } else { None };
                auction.push_annotated(bidbase_runtime::AnnotatedCall { call: *c, tag: t }).is_ok()
            });
            if legal && !auction.is_over() {
                seats.push(auction);
            }
        }
        // What each auction forces, once (it does not depend on the context).
        let forcings: Vec<bidbase_runtime::rules::Forcing> =
            seats.iter().map(|a| if sys.uses_forcing { sys.forcing(a) } else { Default::default() }).collect();
        // Contexts outermost, so that the first few situations cover every seat.
        for vul in Vulnerability::ALL {
            for we in [Side::NorthSouth, Side::EastWest] {
                for scoring in [Scoring::Imps, Scoring::Matchpoints] {
                    let context = Context { vulnerability: vul, we, scoring, seed: 0, best_contract: best };
                    for (auction, forcing) in seats.iter().zip(&forcings) {
                        let mut s = Situation::new(hand, auction, &context, selection);
                        s.forcing = *forcing;
                        if eval_ignoring_selection(&e.pre, &s) {
                            out.push((auction.clone(), context));
                            if out.len() >= limit {
                                return out;
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// The shown data of an entry, borrowed.
pub fn entry_info(e: &EntryIr) -> EntryInfo<'_> {
    let d = &e.data;
    EntryInfo {
        id: e.id,
        file: &d.file,
        line: d.line,
        bon: &d.bon,
        prior_bids: &d.prior_bids,
        call: &d.call,
        convention: &d.convention,
        disclosure: Disclosure { alert: d.alert, announce: d.announce, prealert: d.prealert, text: &d.text },
        asks: &d.asks,
        shows: &d.shows,
        reference: &d.reference,
        note: &d.note,
        layer: d.layer,
    }
}

impl Bidder for Interpreter {
    fn name(&self) -> &str {
        &self.system.name
    }

    fn deck(&self) -> bidbase_runtime::Deck {
        self.system.deck
    }

    fn choose(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<Choice> {
        let (id, x) = self.lookup(hand, auction, context)?;
        let (call, tag) = self.system.entries[id as usize].call.resolve(x)?;
        Some(Choice { call, tag, entry: id })
    }

    fn convention_names(&self) -> Vec<&str> {
        self.system.conventions.iter().map(String::as_str).collect()
    }

    fn selection(&self) -> &Selection {
        &self.selection
    }

    fn selection_mut(&mut self) -> &mut Selection {
        &mut self.selection
    }

    fn entry_count(&self) -> usize {
        self.system.entries.len()
    }

    fn entry(&self, id: u32) -> Option<EntryInfo<'_>> {
        self.info(id)
    }

    fn describe_call(&self, auction: &Auction, context: &Context, call: Call) -> Option<(u32, Shown)> {
        self.describe_next(auction, context, call)
    }

    fn forcing_at(&self, auction: &Auction, index: usize) -> u8 {
        match auction.calls().get(index) {
            Some(&call) => {
                let (tag, view) = auction.view_before(index);
                let level_of = |t, v: &[Call], c, k| self.system.forcing_of(t, v, c, k);
                self.system.forcing_of(tag, view, call, bidbase_runtime::rules::maker_case(auction, index, &level_of))
            }
            None => 0,
        }
    }
}

/// One section tried by a lookup, for explanations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionTrace {
    /// The section.
    pub section: u32,
    /// Its entries tried, with the requirements each failed (empty: it matched).
    pub entries: Vec<(u32, Vec<String>)>,
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

fn half(v: i32) -> String {
    if v % 2 == 0 {
        format!("{}", v / 2)
    } else {
        format!("{}.5", v / 2)
    }
}

fn halves(r: bidbase_runtime::rules::Range) -> String {
    match (r.lo, r.hi) {
        (lo, i32::MAX) => format!("{}+", half(lo)),
        (i32::MIN, hi) => format!("at most {}", half(hi)),
        (lo, hi) if lo == hi => half(lo),
        (lo, hi) => format!("{}-{}", half(lo), half(hi)),
    }
}

fn hundredths(r: bidbase_runtime::rules::Range) -> String {
    let f = |v: i32| format!("{}", v as f64 / 100.0);
    match (r.lo, r.hi) {
        (lo, i32::MAX) => format!("{}+", f(lo)),
        (i32::MIN, hi) => format!("at most {}", f(hi)),
        (lo, hi) => format!("{}-{}", f(lo), f(hi)),
    }
}

fn suit_name(r: bidbase_runtime::rules::SuitRef, x: Option<Suit>) -> String {
    match r.resolve(x) {
        Some(s) => s.letter().to_string(),
        None => "x".into(),
    }
}

/// A requirement in words, with what the hand has.
pub fn describe_cond(c: &Cond, s: &Situation<'_>, x: Option<Suit>) -> String {
    match c {
        Cond::Leaf(l) => describe_leaf(l, s, x),
        Cond::Or(v) => {
            format!("one of: {}", v.iter().map(|c| describe_cond(c, s, x)).collect::<Vec<_>>().join("; or "))
        }
        Cond::And(v) => v.iter().map(|c| describe_cond(c, s, x)).collect::<Vec<_>>().join(" and "),
        Cond::True => "always".into(),
        Cond::False => "never (the entry is switched off)".into(),
    }
}

/// One requirement in words.
pub fn describe_leaf(l: &Leaf, s: &Situation<'_>, x: Option<Suit>) -> String {
    let f = &s.features;
    let suit = |r: bidbase_runtime::rules::SuitRef| r.resolve(x);
    match *l {
        Leaf::Hcp(r) => format!("HCP {r} (has {})", f.hcp()),
        Leaf::Dist(r) => format!("distribution points {r} (has {})", f.distribution_points()),
        Leaf::Total(r) => format!("total points {r} (has {})", f.total_points()),
        Leaf::Dummy { trump, partner, range } => {
            format!("dummy points {range} in {} opposite {partner}", suit_name(trump, x))
        }
        Leaf::Custom { points, range } => {
            format!("custom points {} (has {})", hundredths(range), f.custom_points(&points) as f64 / 100.0)
        }
        Leaf::Knr(r) => format!("KnR {} (has {})", hundredths(r), f.knr_x100() as f64 / 100.0),
        Leaf::Rule20(r) => format!("Rule of 20 points {r} (has {})", f.rule_of_20()),
        Leaf::Rule15(r) => format!("Rule of 15 points {r} (has {})", f.rule_of_15()),
        Leaf::Winners(r) => format!("winners {} (has {})", halves(r), half(f.winners_x2() as i32)),
        Leaf::Running(r) => format!("running winners {r} (has {})", f.running_winners()),
        Leaf::Losers(r) => format!("losers {} (has {})", halves(r), half(f.losers_x2() as i32)),
        Leaf::QuickTricks(r) => format!("quick tricks {} (has {})", halves(r), half(f.quick_tricks_x2() as i32)),
        Leaf::Stopped(r) => format!(
            "suits stopped {} (has {})",
            halves(r),
            half(f.suits_stopped_x2_excluding(s.partner_suits()) as i32)
        ),
        Leaf::Intermediates(r) => format!("intermediates {r} (has {})", f.intermediates()),
        Leaf::Shape(flags) => {
            let names: Vec<&str> =
                bidbase_runtime::shape::NAMES.iter().filter(|(b, _)| flags & b != 0).map(|(_, n)| *n).collect();
            format!("shape {}", names.join(" or "))
        }
        Leaf::Len { suit: r, range } => match suit(r) {
            Some(t) => format!("{} length {range} (has {})", t.letter(), f.len(t)),
            None => format!("x length {range}"),
        },
        Leaf::LenCmp { suit: a, cmp, other } => format!("{} {} {}", suit_name(a, x), cmp.symbol(), suit_name(other, x)),
        Leaf::SuitHcp { suit: r, range } => match suit(r) {
            Some(t) => format!("{} HCP {range} (has {})", t.letter(), f.suit(t).hcp()),
            None => format!("x HCP {range}"),
        },
        Leaf::SuitHcpInts { suit: r, range, ints } => {
            format!("{} HCP {range} with {ints} intermediate(s)", suit_name(r, x))
        }
        Leaf::Letters { suit: r, codes, ints } => {
            let letters: String = (0..4).filter(|i| codes & (1 << i) != 0).map(|i| (b'a' + i) as char).collect();
            format!(
                "{} holding {letters}{}",
                suit_name(r, x),
                if ints > 0 { format!("i{ints}") } else { String::new() }
            )
        }
        Leaf::Flag { suit: r, flag } => {
            use bidbase_runtime::tables::code;
            let name = match flag {
                code::FRC => "first-round control",
                code::SRC => "second-round control",
                code::HA => "help-suit ask (3+ cards, no A or K)",
                code::HH => "help-suit have (A, K, or shortness)",
                code::SS => "a solid suit",
                code::ACE => "the ace",
                code::KING => "the king",
                _ => "a holding code",
            };
            format!("{} {name}", suit_name(r, x))
        }
        Leaf::OfTop { suit: r, n, m } => format!("{} {n} of the top {m}", suit_name(r, x)),
        Leaf::HonorsSeq { suit: r, hcp, honors } => format!("{} HCP {hcp} with {honors} honours", suit_name(r, x)),
        Leaf::Stopper { suit: r, min, max } => {
            format!("{} stopper {}..{}", suit_name(r, x), min.code(), max.code())
        }
        Leaf::SuitInts { suit: r, range } => format!("{} intermediates {range}", suit_name(r, x)),
        Leaf::Protected(r) => format!("{} honours protected by the bidding", suit_name(r, x)),
        Leaf::CombLen { suits, x: with_x, range } => format!("combined length of {} {range}", comb(suits, with_x)),
        Leaf::CombHcp { suits, x: with_x, range } => format!("combined HCP of {} {range}", comb(suits, with_x)),
        Leaf::GibQuality { suit: r, min, max } => {
            format!("{} GIB quality {}..{}", suit_name(r, x), min.name(), max.name())
        }
        Leaf::GibStop { suit: r, min, max } => format!("{} GIB stop {}..{}", suit_name(r, x), min.name(), max.name()),
        Leaf::Position(p) => format!("position {} (bidder in seat {})", p.code(), s.auction.position()),
        Leaf::Vul(v) => format!("vulnerability {} (is {})", v.code(), s.vulnerability().code()),
        Leaf::Round(n) => format!("round {n} (is {})", s.auction.round()),
        Leaf::Player(n) => format!("player {n} (is {})", s.auction.player_number()),
        Leaf::Scoring(sc) => format!("scoring {sc:?}"),
        Leaf::Used(u) => format!("used by {}", if u == Use::We { "our side" } else { "the opponents" }),
        Leaf::BestContract(c) => format!("best contract {c}"),
        Leaf::Convention(id) => format!("convention #{id} switched on"),
        Leaf::Forced => format!("partner's last call forcing (is {})", if s.forcing.forced { "yes" } else { "no" }),
        Leaf::GameForce => format!("our side in a game force (is {})", if s.forcing.game { "yes" } else { "no" }),
        Leaf::Pct { lo, hi, .. } => format!("percentage roll {lo}-{hi}"),
        Leaf::Ours { measure, range } => {
            let (what, own, theirs) = measure_parts(measure, s, x);
            format!("our side's {what} {range} (has {own} + partner's {theirs})")
        }
        Leaf::Pard { measure, range } => {
            let (what, _, theirs) = measure_parts(measure, s, x);
            format!("partner's shown {what} within {range} (has shown {theirs})")
        }
    }
}

/// What an `ours.` / `pard.` requirement counts, the bidder's own value, and partner's shown
/// range (`lo-hi`).
fn measure_parts(m: bidbase_runtime::rules::Measure, s: &Situation<'_>, x: Option<Suit>) -> (String, String, String) {
    use bidbase_runtime::rules::Measure;
    let f = &s.features;
    let span = |sp: bidbase_runtime::Span| format!("{}-{}", sp.lo, sp.hi);
    match m {
        Measure::Hcp => ("HCP".into(), f.hcp().to_string(), span(s.partner.hcp)),
        Measure::Total => ("total points".into(), f.total_points().to_string(), span(s.partner.total)),
        Measure::Len(r) => match r.resolve(x) {
            Some(t) => (format!("{} length", t.letter()), f.len(t).to_string(), span(s.partner.len[t as usize])),
            None => ("x length".into(), "?".into(), "?".into()),
        },
    }
}

fn comb(suits: u8, with_x: bool) -> String {
    let mut s: String = if with_x { "x".into() } else { String::new() };
    for t in Suit::DESCENDING {
        if suits & (1 << t.index()) != 0 {
            s.push(t.letter());
        }
    }
    s
}

/// One call of a described auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CallShown {
    /// Who made it.
    pub seat: Seat,
    /// The call.
    pub call: Call,
    /// The first entry that can make the call there (its convention names the call).
    pub entry: Option<u32>,
    /// What it shows; `None` when no entry makes it there.
    pub shown: Option<Shown>,
}

/// What an auction shows: each call, and each player's calls together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuctionShown {
    /// The calls, in order.
    pub calls: Vec<CallShown>,
    /// Each player's description, by [`Seat::index`].
    pub players: [Shown; 4],
}
