//! The lowered system both back ends run: every section concrete, every form resolved (P, Min,
//! 1N, HCP1N; parametrized sections expanded; pairing rules applied), every requirement a
//! boolean combination of runtime [`Leaf`]s.

use std::collections::HashMap;

use bidbase_runtime::rules::pattern::{self, Elem};
use bidbase_runtime::rules::{choose_x, section_forcing, Cond, EntryCall, EntryReqs, Leaf, Situation, Use, XRule};
use bidbase_runtime::rules::{DescRow, Shown};
use bidbase_runtime::{Call, Deck, Hand, SlamTag, Suit};

use crate::ast::{ShowSpec, SuitOrX, SuitTerm};
use crate::span::{Diagnostic, SourceMap, Span};

/// Everything shown about an entry (owned; decisions borrow it).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct EntryData {
    /// Rules file name.
    pub file: String,
    /// Line.
    pub line: u32,
    /// Bid Order Number as written, or generated as the BidBase Editor numbers a blank one
    /// (`942000` for a natural 2S; see `lower::bon`), or `#n` (place in the section) where no
    /// number fits between the written ones.
    pub bon: String,
    /// The section's Prior Bids.
    pub prior_bids: String,
    /// The call as written.
    pub call: String,
    /// Convention path.
    pub convention: String,
    /// Alert.
    pub alert: bool,
    /// Announce.
    pub announce: bool,
    /// Pre-alert.
    pub prealert: bool,
    /// Disclosure text.
    pub text: String,
    /// Asks codes.
    pub asks: String,
    /// Shows.
    pub shows: String,
    /// Reference.
    pub reference: String,
    /// Note.
    pub note: String,
    /// The kind of section the entry belongs to.
    pub layer: Layer,
    /// Whether `bon` was generated (no BON written).
    pub bon_generated: bool,
    /// The Date Saved (`date=`), `YYYY-MM-DD`; empty when none is written.
    pub date: String,
}

/// One entry of the lowered system.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryIr {
    /// Index in [`System::entries`].
    pub id: u32,
    /// Section index.
    pub section: u32,
    /// The call.
    pub call: EntryCall,
    /// Requirements on the situation (conventions, codes, position, vulnerability, round).
    pub pre: Cond,
    /// Requirements on the hand that do not name the x suit, tested before the x suit is chosen
    /// (always true for entries without an X spec, whose requirements are all in `hand`).
    pub hand_pre: Cond,
    /// The x suit, when the entry has an X spec.
    pub x: Option<XRule>,
    /// Requirements on the hand (may name the x suit).
    pub hand: Cond,
    /// Percentage group, when the entry is a percentage alternative.
    pub pct: Option<(u32, u8, u8)>,
    /// Whether the entry is switched off in the file (Pct `0` or `x..`): it is checked but never
    /// bid.
    pub disabled: bool,
    /// The test hand.
    pub test: Option<Hand>,
    /// Further test hands (`test=H1|H2|...`): an entry of a parametrized section that no one
    /// hand reaches in every expansion passes the check when one of its hands reaches it.
    pub other_tests: Vec<Hand>,
    /// Whether the call's legality is checked when bidding (entries of pattern sections, whose
    /// auctions are not known when compiling): an illegal call does not match.
    pub legal_check: bool,
    /// The forcing level the entry declares (`asks=1`: 1, `asks=G`: 2, else 0).
    pub forcing: u8,
    /// `shows.` fields: what the entry shows of a feature in place of what its requirements
    /// give (suits resolved: a fixed suit or the x suit).
    pub shows: Vec<ShowSpec>,
    /// Where the entry is written.
    pub span: Span,
    /// Shown data.
    pub data: EntryData,
}

impl EntryIr {
    /// What the entry shows when it makes `call`: what its requirements guarantee, with the x
    /// suit the call's suit (an x bid) or any of the candidates (a fixed call with an x rule).
    /// `None` when the entry cannot make the call.
    pub fn shown(&self, call: Call) -> Option<Shown> {
        self.shown_with(call, true)
    }

    /// What the entry's requirements alone guarantee when it makes `call` (no `shows.` fields).
    pub fn derived(&self, call: Call) -> Option<Shown> {
        self.shown_with(call, false)
    }

    fn shown_with(&self, call: Call, overrides: bool) -> Option<Shown> {
        if !self.can_make(call) {
            return None;
        }
        let fixed = self.pre.shown(None)?.meet(self.hand_pre.shown(None)?);
        let finish = |mut s: Shown, x: Option<Suit>| {
            s.forcing = self.forcing;
            if overrides {
                for v in &self.shows {
                    apply_show(&mut s, v, x);
                }
            }
            s
        };
        match &self.x {
            None => Some(finish(fixed.meet(self.hand.shown(None)?), None)),
            Some(rule) => {
                let only = match self.call {
                    EntryCall::X(_) => call.as_bid().and_then(|b| b.strain.suit()),
                    EntryCall::Fixed(..) => None,
                };
                Suit::ALL
                    .iter()
                    .filter(|s| rule.candidates & (1 << s.index()) != 0 && only.is_none_or(|o| o == **s))
                    .filter_map(|&x| {
                        let s = fixed.meet(rule.test.shown(Some(x))?).meet(self.hand.shown(Some(x))?);
                        Some(finish(s, Some(x)))
                    })
                    .reduce(Shown::hull)
            }
        }
    }

    /// Whether nothing but the hand decides that the entry is tried and, when its requirements
    /// hold, taken: no requirement on the situation (conventions can be switched off), no x
    /// suit, no percentage, not switched off, and a call that is always legal where it is tried.
    pub fn always_taken(&self) -> bool {
        let always_legal = !self.legal_check || matches!(self.call, EntryCall::Fixed(Call::PASS, _));
        !self.disabled && self.pct.is_none() && self.x.is_none() && self.pre == Cond::True && always_legal
    }

    /// `reach` without the features the entry's `shows.` fields set: what its author states of
    /// them stands, also where the entries before it would say more.
    pub fn unless_shows(&self, mut reach: Shown) -> Shown {
        for v in &self.shows {
            match v {
                ShowSpec::Hcp(..) => reach.hcp = Shown::ANY.hcp,
                ShowSpec::Len(SuitOrX::Suit(SuitTerm::Suit(t)), ..) => reach.len[*t as usize] = Shown::ANY.len[0],
                ShowSpec::Len(..) => reach.len = Shown::ANY.len,
                _ => {}
            }
        }
        reach
    }

    /// The calls for which the entry's `shows.` fields claim more than its requirements
    /// guarantee (docs/descriptions.md): `bidbase check` lists them.
    pub fn overclaims(&self) -> Vec<Call> {
        if self.shows.is_empty() {
            return Vec::new();
        }
        self.calls()
            .into_iter()
            .filter(|&c| match (self.derived(c), self.shown(c)) {
                (Some(d), Some(s)) => !s.is_weaker_or_equal(&d),
                _ => false,
            })
            .collect()
    }

    /// What a hand the entry was tried on and did not choose has, when that is exact: the
    /// entry bids one fixed call, uses no percentage, and its only requirement on the hand is
    /// one range whose complement is a range ([`Shown::denial`]), or it has none: then no hand
    /// passes it by ([`Shown::NONE`]), and the entries after it, in its section and the
    /// sections after, are never reached where it applies. `None` otherwise.
    pub fn denial(&self) -> Option<Shown> {
        if self.x.is_some() || self.pct.is_some() || self.disabled || self.hand_pre != Cond::True {
            return None;
        }
        // Every requirement on the situation must be one a description can test.
        let pre_public = match &self.pre {
            Cond::True => true,
            Cond::Leaf(l) => l.is_public(),
            Cond::And(v) => v.iter().all(|c| matches!(c, Cond::Leaf(l) if l.is_public())),
            _ => false,
        };
        match (&self.hand, pre_public) {
            (Cond::True, true) => Some(Shown::NONE),
            (Cond::Leaf(l), true) => Shown::denial(l),
            _ => None,
        }
    }

    /// The situational requirements among the entry's own (`pre`, when it is a conjunction):
    /// what a description checks where the call is made.
    pub fn situational(&self) -> Vec<Leaf> {
        let parts: &[Cond] = match &self.pre {
            Cond::And(v) => v,
            other => std::slice::from_ref(other),
        };
        parts
            .iter()
            .filter_map(|c| match c {
                Cond::Leaf(l) if l.is_public() => Some(*l),
                _ => None,
            })
            .collect()
    }

    /// The calls the entry can make, in code order.
    pub fn calls(&self) -> Vec<Call> {
        match self.call {
            EntryCall::Fixed(c, _) => vec![c],
            EntryCall::X(_) => {
                (0..Call::COUNT as u8).filter_map(Call::from_code).filter(|c| self.can_make(*c)).collect()
            }
        }
    }

    /// The maker cases ([`bidbase_runtime::rules::maker_case`]) in which the entry's situation
    /// requirements can hold, as bits: only its Position and `forced` requirements decide, every
    /// other requirement is taken as possible.
    pub fn position_cases(&self) -> u32 {
        fn holds(c: &Cond, case: u8) -> bool {
            match c {
                Cond::True => true,
                Cond::False => false,
                Cond::Leaf(Leaf::Position(p)) => bidbase_runtime::rules::position_case_holds(case, *p),
                Cond::Leaf(Leaf::Forced) => case & 16 != 0,
                Cond::Leaf(_) => true,
                Cond::And(v) => v.iter().all(|c| holds(c, case)),
                Cond::Or(v) => v.iter().any(|c| holds(c, case)),
            }
        }
        (0..32u8).filter(|&case| holds(&self.pre, case)).fold(0u32, |m, case| m | (1 << case))
    }

    /// Everything the entry requires, as explanations read it.
    pub fn reqs(&self) -> EntryReqs<'_> {
        EntryReqs {
            pre: &self.pre,
            hand_pre: &self.hand_pre,
            x: self.x.as_ref(),
            hand: &self.hand,
            call: self.call,
            legal_check: self.legal_check,
        }
    }

    /// Whether the entry matches in situation `s`, and with which x suit: its requirements on
    /// the situation, then [`EntryIr::matches_hand`]. Both back ends' lookups and the linear
    /// scan baseline try an entry this way.
    #[inline]
    pub fn matches(&self, s: &Situation<'_>) -> Option<Option<Suit>> {
        if self.pre.eval(s, None) {
            self.matches_hand(s)
        } else {
            None
        }
    }

    /// Whether the hand meets the entry in situation `s` (its requirements on the situation
    /// aside), and with which x suit: the requirements that do not name x, then the x suit its
    /// X spec chooses, then the requirements that name it, then the call's legality where it is
    /// checked. `Some(x)` when it matches (`x` is `None` for an entry without an X spec),
    /// `None` when it does not.
    #[inline]
    pub fn matches_hand(&self, s: &Situation<'_>) -> Option<Option<Suit>> {
        if !self.hand_pre.eval(s, None) {
            return None;
        }
        let x = match &self.x {
            Some(r) => Some(choose_x(&s.features, r.candidates, r.up_the_line, |t| r.test.eval(s, Some(t)))?),
            None => None,
        };
        (self.hand.eval(s, x) && self.call_legal(s, x)).then_some(x)
    }

    /// Whether the entry's call, with x suit `x`, may be made in `s`: always for exact sections
    /// (checked when compiling), checked against the auction for pattern sections and the
    /// sections aliases reach.
    #[inline]
    pub fn call_legal(&self, s: &Situation<'_>, x: Option<Suit>) -> bool {
        !self.legal_check || self.call.resolve(x).is_some_and(|(c, _)| s.allows(c))
    }

    /// Whether the entry can make `call`.
    pub fn can_make(&self, call: Call) -> bool {
        match self.call {
            EntryCall::Fixed(c, _) => c == call,
            EntryCall::X(level) => match (call.as_bid(), &self.x) {
                (Some(b), Some(rule)) => {
                    b.level == level && b.strain.suit().is_some_and(|s| rule.candidates & (1 << s.index()) != 0)
                }
                _ => false,
            },
        }
    }
}

/// Sets one feature of a description as a `shows.` field says (`x`: the entry's x suit).
fn apply_show(s: &mut Shown, v: &ShowSpec, x: Option<Suit>) {
    use bidbase_runtime::rules::Span as Sp;
    let span = |lo: i32, hi: i32, all: Sp| Sp::new(lo.max(all.lo as i32) as u8, hi.min(all.hi as i32) as u8);
    let suit = |t: &SuitOrX| match t {
        SuitOrX::Suit(SuitTerm::Suit(s)) => Some(*s),
        SuitOrX::X => x,
        SuitOrX::Suit(SuitTerm::Var(_)) => None,
    };
    match v {
        ShowSpec::Hcp(a, b) => s.hcp = span(*a, *b, Shown::ANY.hcp),
        ShowSpec::Total(a, b) => s.total = span(*a, *b, Shown::ANY.total),
        ShowSpec::Len(t, a, b) => {
            if let Some(k) = suit(t) {
                s.len[k as usize] = span(*a, *b, Shown::ANY.len[0]);
            }
        }
        ShowSpec::Stop(t, c) => {
            if let Some(k) = suit(t) {
                s.stop[k as usize] = *c;
            }
        }
        ShowSpec::Quality(t, q) => {
            if let Some(k) = suit(t) {
                s.quality[k as usize] = *q;
            }
        }
        ShowSpec::Honors(t, h) => {
            if let Some(k) = suit(t) {
                s.honors[k as usize] = *h;
            }
        }
        ShowSpec::Balanced(b) => s.balanced = *b,
        ShowSpec::Forcing(l) => s.forcing = *l,
    }
}

/// One description row of a section ([`bidbase_runtime::rules::DescRow`], owned).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescRowIr {
    /// The call's code.
    pub call: u8,
    /// The entry.
    pub entry: u32,
    /// What the entry shows making the call.
    pub shown: Shown,
    /// The entry's situational requirements.
    pub pre: Vec<Leaf>,
    /// What passing the entry by shows, when exact.
    pub deny: Option<Shown>,
    /// Whether the entry is tried only when its call is legal.
    pub legal_check: bool,
}

impl DescRowIr {
    /// The row, borrowing its requirements.
    pub fn row(&self) -> bidbase_runtime::rules::DescRow<'_> {
        let r = bidbase_runtime::rules::DescRow::new(self.call, self.entry, &self.shown, &self.pre);
        match &self.deny {
            Some(d) if *d != Shown::ANY => r.denies(d, self.legal_check),
            _ => r,
        }
    }
}

/// A Prior Bids section: exact, or a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionIr {
    /// The calls from the first call other than pass (or from the "@" call); empty for a
    /// pattern section.
    pub calls: Vec<Call>,
    /// The pattern of a pattern section.
    pub pattern: Option<Vec<Elem>>,
    /// `as [..]`: the auction whose sections continue the lookup after this one's entries.
    pub alias: Option<(Option<SlamTag>, Vec<Call>)>,
    /// The "@" annotation of the first call, for slam sections.
    pub tag: Option<SlamTag>,
    /// BidBase notation (`1C-P-1H`, `4N@40-P`, empty for openings).
    pub text: String,
    /// Entry ids in order.
    pub entries: Vec<u32>,
    /// Where the section's header (or first block) is written.
    pub span: Span,
    /// Where it is marked `complete` (the first mark of its blocks): every hand the player can
    /// hold there finds an entry in it, so its description rows end with one that leaves
    /// nothing to the sections after it.
    pub complete: Option<Span>,
}

/// A lowered system, ready for the interpreter or the code generator.
#[derive(Clone, Debug)]
pub struct System {
    /// The system's name.
    pub name: String,
    /// The deck.
    pub deck: Deck,
    /// The 1N opening range, from the system's own opening entries.
    pub nt1: Option<(u8, u8)>,
    /// The 2N opening range.
    pub nt2: Option<(u8, u8)>,
    /// Convention paths, by id.
    pub conventions: Vec<String>,
    /// Their codes as declared.
    pub default_uses: Vec<Use>,
    /// Sections.
    pub sections: Vec<SectionIr>,
    /// Entries.
    pub entries: Vec<EntryIr>,
    /// Section index by "@" annotation and calls.
    pub index: HashMap<Option<SlamTag>, HashMap<Box<[Call]>, u32>>,
    /// The pattern sections, in reading order.
    pub patterns: Vec<u32>,
    /// By section: the sections its alias leads to, in lookup order (the alias auction's exact
    /// section, then the pattern sections that match it), resolved once when lowering; empty
    /// for a section without an alias, and empty altogether when no section has one.
    pub alias_next: Vec<Vec<u32>>,
    /// The source files, for messages.
    pub sources: SourceMap,
    /// Files read, as the loader found them (for rebuild tracking).
    pub files_read: Vec<String>,
    /// Warnings found while loading.
    pub warnings: Vec<Diagnostic>,
    /// Whether any entry asks what the auction forces (`forced`, `gameforce`).
    pub uses_forcing: bool,
    /// Whether any entry reads what partner has shown (`ours.`, `pard.`).
    pub uses_partner: bool,
    /// Whether any entry reads what the opponents' last call means (`against=`).
    pub uses_against: bool,
    /// By section: whether a live entry of it reads what the auction forces (`forced`,
    /// `gameforce`). The lookups work it out only before the first such section they try (what
    /// partner has shown is worked out on first use).
    pub section_needs: Vec<bool>,
    /// Declared lists of similar auctions (`similar [..] [..]`): where, and their sections.
    pub similar: Vec<(Span, Vec<u32>)>,
    /// By section: its forcing table ([`System::forcing_table`]), built once when lowering.
    /// [`System::forcing_of`] folds them as the compiled code folds its own.
    pub forcing_tables: Vec<Vec<(u8, u8, u32)>>,
}

pub use bidbase_runtime::rules::Layer;

impl SectionIr {
    /// The section's layer.
    pub fn layer(&self) -> Layer {
        layer_of(self.pattern.as_deref())
    }
}

/// The layer of a section with this pattern (`None`: an exact section).
pub fn layer_of(pattern: Option<&[Elem]>) -> Layer {
    match pattern {
        None => Layer::Exact,
        Some([Elem::ANY_RUN]) => Layer::General,
        Some(_) => Layer::Pattern,
    }
}

/// Deepest chain of aliases followed: a chain of more sections with aliases is an error when
/// compiling, so that a lookup always follows every alias it meets.
pub const MAX_ALIAS_DEPTH: usize = 16;

/// The sections a lookup has tried, so that it tries none twice (a section reached again
/// through another alias cannot answer where it did not the first time).
struct Seen(Option<Vec<u64>>);

impl Seen {
    /// For a walk of `sys`: without aliases no section can be reached twice, and nothing is
    /// kept.
    fn new(sys: &System) -> Seen {
        Seen((!sys.alias_next.is_empty()).then(|| vec![0u64; sys.sections.len().div_ceil(64)]))
    }

    /// Notes section `id`; false when it was tried already.
    fn insert(&mut self, id: u32) -> bool {
        match &mut self.0 {
            Some(words) => {
                let (w, b) = (id as usize / 64, 1u64 << (id % 64));
                let new = words.get(w).is_some_and(|x| x & b == 0);
                if let Some(x) = words.get_mut(w) {
                    *x |= b;
                }
                new
            }
            None => true,
        }
    }

    fn contains(&self, id: u32) -> bool {
        self.0.as_ref().is_some_and(|words| words.get(id as usize / 64).is_some_and(|x| x >> (id % 64) & 1 != 0))
    }
}

impl System {
    /// The exact section for a Prior Bids view.
    #[inline]
    pub fn section(&self, tag: Option<SlamTag>, calls: &[Call]) -> Option<&SectionIr> {
        self.section_id(tag, calls).map(|i| &self.sections[i as usize])
    }

    /// The id of the exact section for a Prior Bids view.
    #[inline]
    pub fn section_id(&self, tag: Option<SlamTag>, calls: &[Call]) -> Option<u32> {
        self.index.get(&tag)?.get(calls).copied()
    }

    /// Visits the sections that apply to a Prior Bids view in lookup order: the exact section,
    /// then every matching pattern section in reading order, each followed by the sections of
    /// its alias (depth first). A section reached a second time (through another alias, or as
    /// a pattern after an alias reached it) is not visited again: it cannot answer where it did
    /// not. So a lookup tries each section at most once, however the aliases lead into each
    /// other. Stops when `visit` returns true, and returns whether it did.
    pub fn walk_chain(&self, tag: Option<SlamTag>, calls: &[Call], visit: &mut dyn FnMut(u32) -> bool) -> bool {
        let mut seen = Seen::new(self);
        if let Some(id) = self.section_id(tag, calls) {
            if self.visit_tree(id, &mut seen, visit) {
                return true;
            }
        }
        let view = pattern::ViewCalls::of(calls);
        for &id in &self.patterns {
            if seen.contains(id) {
                continue;
            }
            let p = self.sections[id as usize].pattern.as_deref().unwrap_or(&[]);
            if pattern::matches_in(p, tag, calls, &view) && self.visit_tree(id, &mut seen, visit) {
                return true;
            }
        }
        false
    }

    /// Visits section `root` and the sections its alias leads to, depth first, with a stack on
    /// the heap, skipping those `seen` already; at most [`MAX_ALIAS_DEPTH`] aliases deep.
    fn visit_tree(&self, root: u32, seen: &mut Seen, visit: &mut dyn FnMut(u32) -> bool) -> bool {
        if !seen.insert(root) {
            return false;
        }
        if visit(root) {
            return true;
        }
        let next_of = |id: u32| self.alias_next.get(id as usize).map_or(&[][..], Vec::as_slice);
        if next_of(root).is_empty() {
            return false;
        }
        // (section, the next of the sections its alias leads to)
        let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
        while let Some(&(id, k)) = stack.last() {
            let next = next_of(id);
            if k == next.len() || stack.len() > MAX_ALIAS_DEPTH {
                stack.pop();
                continue;
            }
            let n = next[k];
            if let Some(top) = stack.last_mut() {
                top.1 += 1;
            }
            if !seen.insert(n) {
                continue;
            }
            if visit(n) {
                return true;
            }
            if !next_of(n).is_empty() {
                stack.push((n, 0));
            }
        }
        false
    }

    /// The sections that apply to a Prior Bids view, in lookup order.
    pub fn chain(&self, tag: Option<SlamTag>, calls: &[Call]) -> Vec<u32> {
        let mut out = Vec::new();
        self.walk_chain(tag, calls, &mut |id| {
            out.push(id);
            false
        });
        out
    }

    /// A section's description rows, in entry order: one per (entry, call) the entry can make.
    /// Both back ends describe calls from these.
    pub fn desc_rows(&self, sid: u32) -> Vec<DescRowIr> {
        let mut out = Vec::new();
        let section: Vec<&EntryIr> =
            self.sections[sid as usize].entries.iter().map(|&id| &self.entries[id as usize]).collect();
        // What the entries before each one certainly catch is left out of what it shows; an
        // entry no hand reaches makes no call (crate::reach).
        let reach = if self.deck == Deck::Standard {
            let tried: Vec<crate::reach::Tried<'_>> = section
                .iter()
                .map(|e| crate::reach::Tried { hand_pre: &e.hand_pre, hand: &e.hand, always_taken: e.always_taken() })
                .collect();
            crate::reach::section_reach(&tried)
        } else {
            vec![Some(Shown::ANY); section.len()]
        };
        for (e, reach) in section.into_iter().zip(reach) {
            let Some(reach) = reach else { continue };
            if e.disabled {
                continue;
            }
            let pre = e.situational();
            let deny = e.denial();
            for c in e.calls() {
                if let Some(shown) = e.shown(c).map(|s| s.meet(e.unless_shows(reach))) {
                    if shown.is_empty() {
                        continue;
                    }
                    out.push(DescRowIr {
                        call: c.code(),
                        entry: e.id,
                        shown,
                        pre: pre.clone(),
                        deny,
                        legal_check: e.legal_check,
                    });
                }
            }
        }
        let sec = &self.sections[sid as usize];
        if sec.complete.is_some() {
            // No hand goes past a complete section: a row that makes no call and denies every hand.
            out.push(DescRowIr {
                call: DescRow::SECTION_END,
                entry: sec.entries.last().copied().unwrap_or(0),
                shown: Shown::ANY,
                pre: Vec::new(),
                deny: Some(Shown::NONE),
                legal_check: false,
            });
        }
        out
    }

    /// The forcing level (0 none, 1 one round, 2 game) of `call` made in the view `tag`,
    /// `calls` by a player of maker case `case` ([`bidbase_runtime::rules::maker_case`]): the
    /// lowest level declared by the live entries that can make the call where the maker's
    /// position allows them, in the first section of the view's chain that has such an entry;
    /// 0 when none has ([`bidbase_runtime::rules::section_forcing`] on the sections' forcing
    /// tables, as in the compiled code).
    pub fn forcing_of(&self, tag: Option<SlamTag>, calls: &[Call], call: Call, case: u8) -> u8 {
        let mut level = None;
        self.walk_chain(tag, calls, &mut |sid| {
            level = section_forcing(&self.forcing_tables[sid as usize], call, case);
            level.is_some()
        });
        level.unwrap_or(0)
    }

    /// What the auction forces on the player to call (see [`bidbase_runtime::rules::Forcing::of`]).
    pub fn forcing(&self, auction: &bidbase_runtime::Auction) -> bidbase_runtime::rules::Forcing {
        bidbase_runtime::rules::Forcing::of(auction, |tag, view, call, case| self.forcing_of(tag, view, call, case))
    }

    /// The calls the live entries of a section can make, each with the lowest forcing level
    /// declared for it where the maker's position allows the entry: (call code, level, position
    /// cases as bits, see [`bidbase_runtime::rules::position_case`]), by code, one row per
    /// distinct (code, level) with the cases merged.
    pub fn forcing_table(&self, sid: u32) -> Vec<(u8, u8, u32)> {
        let mut t: Vec<(u8, u8, u32)> = Vec::new();
        for &id in &self.sections[sid as usize].entries {
            let e = &self.entries[id as usize];
            if e.disabled {
                continue;
            }
            let cases = e.position_cases();
            for code in 0..Call::COUNT as u8 {
                let Some(c) = Call::from_code(code) else { continue };
                if e.can_make(c) {
                    match t.iter_mut().find(|(k, l, _)| *k == code && *l == e.forcing) {
                        Some(slot) => slot.2 |= cases,
                        None => t.push((code, e.forcing, cases)),
                    }
                }
            }
        }
        t.sort();
        t
    }

    /// A section followed by the chain of its alias, if any (each section once).
    pub fn with_alias(&self, id: u32) -> Vec<u32> {
        let mut out = Vec::new();
        self.visit_tree(id, &mut Seen::new(self), &mut |s| {
            out.push(s);
            false
        });
        out
    }
}
