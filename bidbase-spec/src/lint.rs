//! `bidbase lint`: consistency checks of a rules database beyond the test-hand check
//! (docs/lint.md). Each check gives located diagnostics, with a witness hand where one exists.
//!
//! 1. test hands, in every situation their entry can be used in;
//! 2. shadowed entries, decided exactly over feature ranges where the requirements allow, else
//!    by a directed search for a hand that reaches the entry;
//! 3. sections the system's own bidding never produces;
//! 4. gaps: hands that find no entry, and hands that pass partner's forcing call;
//! 5. similar auctions (the expansions of one parametrized section) whose entries differ;
//! 6. descriptions that are empty, or contradict the entry, and players whose calls contradict
//!    each other (self-play);
//! 7. runaway bids: slams whose description does not promise the values;
//! 8. test-hand proposals for entries without one (`--fill`).

use std::collections::{BTreeMap, HashMap, HashSet};

use bidbase_runtime::rules::Shown;
use bidbase_runtime::rules::{Bidder, Context, Leaf, Situation, SuitRef};
use bidbase_runtime::{shape, Auction, Call, Deal, Dealer, Deck, Features, Hand, Holding, Seat, Suit};

use crate::interp::{situations_for, Interpreter, Mode, Walk};
use crate::ir::{Cond, EntryIr, System};
use crate::span::{Diagnostic, Severity, Span};

/// The checks, in the order docs/lint.md describes them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Check {
    /// A test hand that does not reach its entry in any situation.
    TestHand,
    /// An entry no hand can reach.
    Shadowed,
    /// A section the system's own bidding never produces.
    Unreachable,
    /// Hands that find no entry in a section.
    Gap,
    /// Hands that pass, or find no entry, after partner's forcing call.
    Forcing,
    /// Similar auctions whose entries differ.
    Similar,
    /// An empty or contradictory description, or a player's contradictory calls.
    Description,
    /// A slam or grand whose description does not promise the values.
    Runaway,
}

impl Check {
    /// Every check.
    pub const ALL: [Check; 8] = [
        Check::TestHand,
        Check::Shadowed,
        Check::Unreachable,
        Check::Gap,
        Check::Forcing,
        Check::Similar,
        Check::Description,
        Check::Runaway,
    ];

    /// The name used in messages, `--json` and docs/lint.md.
    pub const fn name(self) -> &'static str {
        match self {
            Check::TestHand => "test-hand",
            Check::Shadowed => "shadowed",
            Check::Unreachable => "unreachable",
            Check::Gap => "gap",
            Check::Forcing => "forcing",
            Check::Similar => "similar",
            Check::Description => "description",
            Check::Runaway => "runaway",
        }
    }
}

/// One finding.
#[derive(Clone, Debug)]
pub struct Finding {
    /// Which check.
    pub check: Check,
    /// The located message.
    pub diagnostic: Diagnostic,
    /// A hand that shows the fault, where there is one.
    pub witness: Option<Hand>,
}

/// A proposed test hand (`--fill`).
#[derive(Clone, Debug)]
pub struct Fill {
    /// The entry.
    pub entry: u32,
    /// A hand that meets the entry's requirements and reaches it: the one with the fewest HCP
    /// found (seed 000's "worst hand that still qualifies").
    pub hand: Hand,
}

/// What lint did.
#[derive(Clone, Debug, Default)]
pub struct LintReport {
    /// The findings, by check, then in source order.
    pub findings: Vec<Finding>,
    /// Proposed test hands for the entries without one.
    pub fills: Vec<Fill>,
    /// Sections the system's own bidding never produces, with the ones under them.
    pub unreachable_sections: usize,
    /// Entries in those sections.
    pub unreachable_entries: usize,
    /// Random hands looked up for the gap and forcing checks.
    pub hands_tried: usize,
    /// Boards bid in self-play for the description check.
    pub boards: u64,
}

impl LintReport {
    /// Findings of one check.
    pub fn count(&self, check: Check) -> usize {
        self.findings.iter().filter(|f| f.check == check).count()
    }

    /// Findings of a severity.
    pub fn count_severity(&self, s: Severity) -> usize {
        self.findings.iter().filter(|f| f.diagnostic.severity == s).count()
    }
}

/// How hard lint looks.
#[derive(Copy, Clone, Debug)]
pub struct LintOptions {
    /// The seed of every random search.
    pub seed: u64,
    /// Random hands looked up per section (gaps, forcing).
    pub samples: usize,
    /// Hands tried per entry in the search for a witness of a shadowed entry or a test hand.
    pub search: usize,
    /// Boards bid in self-play for the description check.
    pub boards: u64,
    /// Propose test hands for the entries without one.
    pub fill: bool,
}

impl Default for LintOptions {
    fn default() -> Self {
        LintOptions { seed: 1, samples: 256, search: 400, boards: 2_000, fill: false }
    }
}

/// Runs every check.
pub fn lint(interp: &Interpreter, o: &LintOptions) -> LintReport {
    let mut l = Linter {
        interp,
        sys: &interp.system,
        o,
        report: LintReport::default(),
        rng: Dealer::new(Deck::Standard, o.seed),
    };
    l.test_hands();
    let shadowed = l.shadowed();
    l.unreachable(&shadowed);
    l.gaps();
    l.similar();
    l.declared_similar();
    l.descriptions();
    l.runaway();
    l.report.findings.sort_by_key(|f| (f.check, f.diagnostic.span.file, f.diagnostic.span.start));
    l.report
}

struct Linter<'a> {
    interp: &'a Interpreter,
    sys: &'a System,
    o: &'a LintOptions,
    report: LintReport,
    rng: Dealer,
}

/// A hand's class for gap reports: HCP band, balanced or not, the longest suit.
fn class_of(f: &Features) -> String {
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
fn exact_leaf(l: &Leaf) -> bool {
    match l {
        Leaf::Hcp(_) | Leaf::Total(_) => true,
        Leaf::Len { suit: SuitRef::Fixed(_), .. } => true,
        Leaf::Shape(f) => *f == shape::BALANCED,
        _ => false,
    }
}

fn conj(c: &Cond) -> Option<Vec<&Leaf>> {
    match c {
        Cond::True => Some(Vec::new()),
        Cond::Leaf(l) => Some(vec![l]),
        Cond::And(v) => v.iter().map(|c| if let Cond::Leaf(l) = c { Some(l) } else { None }).collect(),
        _ => None,
    }
}

impl<'a> Linter<'a> {
    fn push(&mut self, check: Check, d: Diagnostic, witness: Option<Hand>) {
        self.report.findings.push(Finding { check, diagnostic: d, witness });
    }

    fn loc(&self, e: &EntryIr) -> String {
        format!("{} at {}", e.data.call, self.sys.sources.location(e.span))
    }

    /// The situations an entry's section can be reached in (exact sections), or a few sample
    /// auctions (pattern sections).
    fn situations(&self, e: &EntryIr, hand: Hand) -> Vec<(Auction, Context)> {
        let sec = &self.sys.sections[e.section as usize];
        match &sec.pattern {
            None => situations_for(self.sys, e, &sec.calls, sec.tag, Bidder::selection(self.interp), hand, 64),
            Some(p) => crate::interp::sample_views(p, 4)
                .into_iter()
                .flat_map(|(tag, calls)| {
                    situations_for(self.sys, e, &calls, tag, Bidder::selection(self.interp), hand, 4)
                })
                .collect(),
        }
    }

    /// A random hand, aimed at a description: lengths drawn within its spans, then HCP moved
    /// into its range by trading honours for spot cards within a suit. `None` when the spans
    /// cannot make a hand.
    fn directed(&mut self, t: &Shown) -> Option<Hand> {
        // Lengths: a random hand's, moved into the spans one card at a time, so that suits the
        // description leaves free keep natural lengths.
        if t.is_empty() || t.hcp.lo > 37 {
            return None;
        }
        let base = self.random();
        let mut lens = [0u8; 4];
        for s in Suit::ALL {
            let i = s as usize;
            lens[i] = base.len(s).max(t.len[i].lo).min(t.len[i].hi.min(13));
        }
        for _ in 0..64 {
            let sum: i32 = lens.iter().map(|&l| l as i32).sum();
            if sum == 13 {
                break;
            }
            let movable: Vec<usize> = (0..4)
                .filter(|&i| if sum < 13 { lens[i] < t.len[i].hi.min(13) } else { lens[i] > t.len[i].lo })
                .collect();
            if movable.is_empty() {
                return None;
            }
            let i = movable[self.rng.below(movable.len() as u64) as usize];
            if sum < 13 {
                lens[i] += 1;
            } else {
                lens[i] -= 1;
            }
        }
        if lens.iter().map(|&l| l as i32).sum::<i32>() != 13 {
            return None;
        }
        let mut bits = [0u16; 4];
        for s in 0..4 {
            let mut ranks: Vec<u16> = (0..13).collect();
            for i in 0..lens[s] as usize {
                let j = i + self.rng.below((13 - i) as u64) as usize;
                ranks.swap(i, j);
                bits[s] |= 1 << ranks[i];
            }
        }
        let hcp = |bits: &[u16; 4]| -> i32 {
            bits.iter().map(|b| (9..13).filter(|r| b & (1 << r) != 0).map(|r| r - 8).sum::<i32>()).sum()
        };
        for _ in 0..40 {
            let h = hcp(&bits);
            let up = h < t.hcp.lo as i32;
            let down = h > t.hcp.hi as i32;
            if !up && !down {
                break;
            }
            let s = self.rng.below(4) as usize;
            let (from, to): (Vec<u16>, Vec<u16>) = if up {
                (
                    (0..13).filter(|r| bits[s] & (1 << r) != 0).collect(),
                    (0..13).filter(|r| bits[s] & (1 << r) == 0).collect(),
                )
            } else {
                (
                    (0..13).filter(|r| bits[s] & (1 << r) != 0).collect(),
                    (0..13).filter(|r| bits[s] & (1 << r) == 0).collect(),
                )
            };
            // Up: a held card below a missing honour; down: a held honour above a missing card.
            let pairs: Vec<(u16, u16)> = from
                .iter()
                .flat_map(|&a| to.iter().map(move |&b| (a, b)))
                .filter(|&(a, b)| if up { b >= 9 && b > a } else { a >= 9 && b < a })
                .collect();
            if pairs.is_empty() {
                continue;
            }
            let (a, b) = pairs[self.rng.below(pairs.len() as u64) as usize];
            bits[s] = bits[s] & !(1 << a) | 1 << b;
        }
        let holdings = [0, 1, 2, 3].map(|s| Holding::from_bits(bits[s]));
        Hand::from_holdings(Deck::Standard, holdings).ok()
    }

    /// A random hand within a description (what a player has shown): directed at it, kept
    /// when it holds; `None` when 50 tries find none.
    /// The hand must also make the player's own earlier calls of `auction` when the system bids
    /// it there (the hands the system itself would have bid this way).
    fn consistent(&mut self, d: &Shown, auction: &Auction, context: &Context) -> Option<Hand> {
        let calls = auction.calls();
        let mine: Vec<usize> = (0..calls.len()).filter(|i| (calls.len() - i) % 4 == 0).collect();
        for _ in 0..50 {
            let Some(h) = self.directed(d) else { continue };
            if !d.holds(&Features::new(h)) {
                continue;
            }
            let replays = mine.iter().all(|&i| {
                let before = auction.truncated(i);
                self.interp
                    .lookup(h, &before, context)
                    .and_then(|(id, x)| self.sys.entries[id as usize].call.resolve(x))
                    .is_some_and(|(c, _)| c == calls[i])
            });
            if replays {
                return Some(h);
            }
        }
        None
    }

    /// A random hand from a random deal.
    fn random(&mut self) -> Hand {
        let d: Deal = self.rng.deal();
        d.hand(Seat::North)
    }

    // 1. Test hands ---------------------------------------------------------------------------

    fn test_hands(&mut self) {
        for e in &self.sys.entries {
            let Some(hand) = e.test else { continue };
            if e.disabled {
                continue;
            }
            let Err(f) = self.interp.test_entry(e, hand) else { continue };
            let rendered = crate::interp::render_failure(&f, self.interp);
            let first = rendered.lines().next().unwrap_or("").trim_start_matches("error: ").to_string();
            let mut d = Diagnostic::error(e.span, first);
            // Per situation: which earlier entry catches the hand there.
            let mut by: BTreeMap<String, Vec<String>> = BTreeMap::new();
            for (auction, context) in self.situations(e, hand) {
                let what = match self.interp.walk(hand, &auction, &context, Mode::Test(e.id)) {
                    Walk::Matched(id, _) | Walk::CaughtBy(id) if id != e.id => {
                        format!("caught by {}", self.loc(&self.sys.entries[id as usize]))
                    }
                    _ => "does not meet the entry".to_string(),
                };
                let seat = auction.position();
                let s = format!(
                    "position {seat}, {} vulnerable, {}, {:?}",
                    context.vulnerability.pbn(),
                    if context.we == bidbase_runtime::Side::NorthSouth { "we" } else { "they" },
                    context.scoring
                );
                by.entry(what).or_default().push(s);
            }
            for (what, sits) in by {
                let n = sits.len();
                let sample = sits.iter().take(3).cloned().collect::<Vec<_>>().join("; ");
                d = d.note(None, format!("{what} in {n} situation(s), e.g. {sample}"));
            }
            self.push(Check::TestHand, d, Some(hand));
        }
    }

    // 2. Shadowed entries -----------------------------------------------------------------------

    /// Entries no hand reaches; also fills test hands. Returns the shadowed entry ids.
    fn shadowed(&mut self) -> HashSet<u32> {
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
                if e.test.is_some_and(|h| self.interp.test_entry(e, h).is_ok()) {
                    continue;
                }
                self.search(e, mine, &mut out);
            }
        }
        out
    }

    /// The directed search for a hand that reaches `e`.
    fn search(&mut self, e: &EntryIr, mine: Shown, out: &mut HashSet<u32>) {
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
                self.report.fills.push(Fill { entry: e.id, hand: h });
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
    fn meets(&self, e: &EntryIr, hand: Hand, auction: &Auction, context: &Context) -> bool {
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

    // 3. Unreachable sections -------------------------------------------------------------------

    fn unreachable(&mut self, shadowed: &HashSet<u32>) {
        let mut order: Vec<usize> = (0..self.sys.sections.len())
            .filter(|&i| self.sys.sections[i].pattern.is_none() && self.sys.sections[i].tag.is_none())
            .collect();
        order.sort_by_key(|&i| self.sys.sections[i].calls.len());
        let mut dead: HashSet<usize> = HashSet::new();
        for i in order {
            let sec = &self.sys.sections[i];
            let n = sec.calls.len();
            if n == 0 {
                continue;
            }
            let (prefix, last) = (&sec.calls[..n - 1], sec.calls[n - 1]);
            // Under an unreachable section.
            if let Some(p) = self.sys.section_id(None, prefix) {
                if dead.contains(&(p as usize)) {
                    dead.insert(i);
                    self.report.unreachable_sections += 1;
                    self.report.unreachable_entries += sec.entries.len();
                    continue;
                }
            }
            let chain = self.sys.chain(None, prefix);
            if chain.is_empty() {
                continue;
            }
            let made = chain.iter().any(|&sid| {
                self.sys.sections[sid as usize].entries.iter().any(|&id| {
                    let e = &self.sys.entries[id as usize];
                    !e.disabled && !shadowed.contains(&id) && e.derived(last).is_some_and(|s| !s.is_empty())
                })
            });
            if made {
                continue;
            }
            dead.insert(i);
            self.report.unreachable_sections += 1;
            self.report.unreachable_entries += sec.entries.len();
            let before = if prefix.is_empty() {
                "at the start".to_string()
            } else {
                format!("after {}", prefix.iter().map(|c| c.to_bidbase()).collect::<Vec<_>>().join("-"))
            };
            let d = Diagnostic::warning(
                sec.span,
                format!(
                    "[{}] is never reached by the system's own bidding: no entry makes {} {before} ({} entries here)",
                    sec.text,
                    last.to_bidbase(),
                    sec.entries.len()
                ),
            );
            self.push(Check::Unreachable, d, None);
        }
    }

    // 4. Gaps ---------------------------------------------------------------------------------

    fn gaps(&mut self) {
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
            for _ in 0..self.o.samples {
                let hand = if own.is_any() { Some(self.random()) } else { self.consistent(&own, &auction, &context) };
                let Some(hand) = hand else { break };
                tried += 1;
                self.report.hands_tried += 1;
                match self.interp.lookup(hand, &auction, &context) {
                    None => {
                        let c = class_of(&Features::new(hand));
                        none.entry(c).or_insert((0, hand)).0 += 1;
                    }
                    Some((id, _)) if forced => {
                        let e = &self.sys.entries[id as usize];
                        if matches!(e.call, crate::ir::CallIr::Fixed(c, _) if c == Call::PASS) {
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

    // 5. Similar auctions -----------------------------------------------------------------------

    /// The expansions of one parametrized section share their entries' source lines: within a
    /// group of sections sharing any, an entry written for one but not the others is reported.
    fn similar(&mut self) {
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
        // The groups: the sections an entry line appears in, two to eight of them (the Dupe
        // lists of seed 000 have up to eight), each set once.
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
    fn declared_similar(&mut self) {
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

    // 6. Descriptions ---------------------------------------------------------------------------

    fn descriptions(&mut self) {
        for e in &self.sys.entries {
            if e.disabled {
                continue;
            }
            for c in e.calls() {
                match (e.derived(c), e.shown(c)) {
                    (Some(d), _) if d.is_empty() => {
                        let diag = Diagnostic::error(
                            e.span,
                            format!(
                                "[{}] {}: no hand can make this call, its requirements contradict each other ({d})",
                                e.data.prior_bids,
                                c.to_bidbase()
                            ),
                        );
                        self.push(Check::Description, diag, None);
                        break;
                    }
                    (Some(d), Some(s)) if d.meet(s).is_empty() => {
                        let diag = Diagnostic::error(
                            e.span,
                            format!(
                                "[{}] {}: its shows. fields ({s}) contradict its requirements ({d})",
                                e.data.prior_bids,
                                c.to_bidbase()
                            ),
                        );
                        self.push(Check::Description, diag, None);
                        break;
                    }
                    _ => {}
                }
            }
        }
        // Self-play: a player whose calls together show nothing possible.
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

    // 7. Runaway bids ---------------------------------------------------------------------------

    fn runaway(&mut self) {
        for sec in &self.sys.sections {
            if sec.pattern.is_some() || sec.tag.is_some() {
                continue;
            }
            let Some(auction) = section_auction(&sec.calls) else { continue };
            let context = Context::default();
            let described = self.interp.describe(&auction, &context);
            let partner = auction.next_seat().partner();
            let theirs = described.players[partner.index()];
            // Competitive auctions where they have bid five or more: a slam may be a sacrifice.
            if sec.calls.iter().any(|c| c.as_bid().is_some_and(|b| b.level >= 5)) {
                continue;
            }
            // What the bidder has shown with his own earlier calls counts too (a Gerber or
            // Blackwood bidder has promised his values before the slam).
            let before = described.players[auction.next_seat().index()];
            let mut done: HashSet<Call> = HashSet::new();
            for &id in &sec.entries {
                let e = &self.sys.entries[id as usize];
                if e.disabled {
                    continue;
                }
                for c in e.calls() {
                    let Some(b) = c.as_bid() else { continue };
                    if b.level < 6 || auction.check(c).is_err() || done.contains(&c) {
                        continue;
                    }
                    let Some(mine) = e.derived(c).map(|m| m.meet(before)) else { continue };
                    let hcp = mine.hcp.lo as u32 + theirs.hcp.lo as u32;
                    let total = mine.total.lo as u32 + theirs.total.lo as u32;
                    let need = if b.level == 7 { 35 } else { 31 };
                    if hcp.max(total) >= need {
                        continue;
                    }
                    let d = Diagnostic::warning(
                        e.span,
                        format!(
                            "[{}] {} bids a {} whose description does not promise the values: {} HCP together at least ({} + partner's {}), {need} wanted",
                            e.data.prior_bids,
                            c.to_bidbase(),
                            if b.level == 7 { "grand slam" } else { "small slam" },
                            hcp,
                            mine.hcp.lo,
                            theirs.hcp.lo
                        ),
                    );
                    self.push(Check::Runaway, d, None);
                    done.insert(c);
                    break;
                }
            }
        }
    }
}

/// A section's auction from North, when it is legal and not over.
fn section_auction(calls: &[Call]) -> Option<Auction> {
    let mut auction = Auction::new(Seat::North);
    if calls.iter().any(|c| auction.push(*c).is_err()) || auction.is_over() {
        return None;
    }
    Some(auction)
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
        crate::ir::CallIr::Fixed(c, _) => match c.as_bid() {
            Some(b) => match b.strain.suit() {
                Some(s) => format!("{}{:?}", b.level, f(s)),
                None => format!("{}N", b.level),
            },
            None => c.to_bidbase(),
        },
        crate::ir::CallIr::X(level) => format!("{level}x"),
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
