//! Why an entry did or did not match where a bidder stands, in words: what `bid --explain`
//! prints, the same for both back ends. The interpreter holds an entry's requirements as owned
//! trees, a compiled system as static ones ([`CondRef`]); both are read through [`CondTree`],
//! so a requirement tree means one thing ([`eval`]) and is explained one way ([`why_not`]).
//!
//! Explaining is a cold path: it allocates its texts.

use super::bidder::Bidder;
use super::entry::Layer;
use super::eval::choose_x;
use super::leaf::Leaf;
use super::situation::Context;
use super::situation::Situation;
use super::words::describe_leaf;
use crate::auction::Auction;
use crate::call::{Call, SlamTag, Strain};
use crate::card::Suit;
use crate::hand::Hand;

/// A system that says why its entries did or did not match: the interpreter, and every
/// compiled system. Apart from [`Bidder`] so that a program that never explains (the C ABI,
/// WebAssembly) does not carry the requirement trees of a compiled system.
pub trait Explain: Bidder {
    /// Every section a lookup of `hand` tries, in order, and why each of its entries did or did
    /// not match (`bid --explain`); the last entry listed with no reasons is the one that
    /// matched. Empty once the auction is over.
    fn explain(&self, hand: Hand, auction: &Auction, context: &Context) -> Vec<SectionTrace>;

    /// Where section `id` is written and what kind it is.
    fn section(&self, id: u32) -> Option<SectionInfo<'_>>;
}

/// One node of a requirement tree, as [`CondTree::shape`] shows it.
#[derive(Copy, Clone, Debug)]
pub enum Shape<'c, C> {
    /// Always holds.
    True,
    /// Never holds (an entry switched off).
    False,
    /// One requirement.
    Leaf(&'c Leaf),
    /// All of these.
    And(&'c [C]),
    /// Any of these.
    Or(&'c [C]),
}

/// A boolean combination of requirements, however it is stored.
pub trait CondTree: Sized {
    /// The node at the top.
    fn shape(&self) -> Shape<'_, Self>;
}

/// A requirement tree in static data: what a compiled system keeps for explanations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CondRef<'a> {
    /// Always holds.
    True,
    /// Never holds.
    False,
    /// One requirement.
    Leaf(Leaf),
    /// All of these.
    And(&'a [CondRef<'a>]),
    /// Any of these.
    Or(&'a [CondRef<'a>]),
}

impl CondTree for CondRef<'_> {
    fn shape(&self) -> Shape<'_, Self> {
        match self {
            CondRef::True => Shape::True,
            CondRef::False => Shape::False,
            CondRef::Leaf(l) => Shape::Leaf(l),
            CondRef::And(v) => Shape::And(v),
            CondRef::Or(v) => Shape::Or(v),
        }
    }
}

/// Whether requirement tree `c` holds in situation `s` with `x` as the entry's x suit.
#[inline]
pub fn eval<C: CondTree>(c: &C, s: &Situation<'_>, x: Option<Suit>) -> bool {
    match c.shape() {
        Shape::True => true,
        Shape::False => false,
        Shape::Leaf(l) => l.eval(s, x),
        Shape::And(v) => v.iter().all(|c| eval(c, s, x)),
        Shape::Or(v) => v.iter().any(|c| eval(c, s, x)),
    }
}

/// The parts of `c` that fail in `s`: in an `and`, each failing part; an `or` that fails is
/// reported whole.
pub fn failures<'c, C: CondTree>(c: &'c C, s: &Situation<'_>, x: Option<Suit>, out: &mut Vec<&'c C>) {
    match c.shape() {
        Shape::And(v) => v.iter().for_each(|c| failures(c, s, x, out)),
        _ if !eval(c, s, x) => out.push(c),
        _ => {}
    }
}

/// The call an entry makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EntryCall {
    /// This call, with its "@" annotation.
    Fixed(Call, Option<SlamTag>),
    /// A bid at this level in the x suit.
    X(u8),
}

impl EntryCall {
    /// The call made, given the x suit (`None` for an x bid without one).
    #[inline]
    pub fn resolve(self, x: Option<Suit>) -> Option<(Call, Option<SlamTag>)> {
        match self {
            EntryCall::Fixed(c, t) => Some((c, t)),
            EntryCall::X(level) => Some((Call::try_bid(level, Strain::from(x?))?, None)),
        }
    }
}

/// An entry's x suit rule: the candidate suits and the X spec each is tested with.
#[derive(Copy, Clone, Debug)]
pub struct XReqs<'a, C> {
    /// Candidate suits (bit 0 clubs).
    pub candidates: u8,
    /// `U`: ties go to the lower suit.
    pub up_the_line: bool,
    /// The X spec, tested with the candidate as the x suit.
    pub test: &'a C,
}

/// Everything an entry requires, in the order a lookup tests it.
#[derive(Copy, Clone, Debug)]
pub struct EntryReqs<'a, C> {
    /// Requirements on the table and the auction.
    pub pre: &'a C,
    /// Requirements on the hand that do not read the x suit.
    pub hand_pre: &'a C,
    /// The x suit rule, for x entries.
    pub x: Option<XReqs<'a, C>>,
    /// Requirements on the hand with the x suit chosen.
    pub hand: &'a C,
    /// The call.
    pub call: EntryCall,
    /// Whether the call is checked against the auction (pattern sections).
    pub legal_check: bool,
}

/// Why the entry does not match in `s`, a reason a failing part; empty when it matches.
pub fn why_not<C: CondTree>(e: &EntryReqs<'_, C>, s: &Situation<'_>) -> Vec<String> {
    let mut fails = Vec::new();
    failures(e.pre, s, None, &mut fails);
    failures(e.hand_pre, s, None, &mut fails);
    let mut why: Vec<String> = fails.iter().map(|c| describe_cond(*c, s, None)).collect();
    let x = match &e.x {
        Some(r) => {
            let x = choose_x(&s.features, r.candidates, r.up_the_line, |t| eval(r.test, s, Some(t)));
            if x.is_none() {
                why.push("no suit marked x meets the X spec".into());
            }
            x
        }
        None => None,
    };
    let mut fails = Vec::new();
    failures(e.hand, s, x, &mut fails);
    why.extend(fails.iter().map(|c| describe_cond(*c, s, x)));
    if why.is_empty() && e.legal_check && e.call.resolve(x).is_none_or(|(c, _)| s.auction.check(c).is_err()) {
        why.push("the call is not legal in this auction".into());
    }
    why
}

/// One section tried by a lookup, for explanations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionTrace {
    /// The section.
    pub section: u32,
    /// Each entry tried (switched-on entries, in order, up to the one that matched), with
    /// the reasons it did not match (empty for the match).
    pub entries: Vec<(u32, Vec<String>)>,
}

/// The trace of one section: each entry tried with why it did not match, up to the first that
/// matches; and whether one did. `entries` are the section's switched-on entries, in order.
pub fn trace_section<'e, C: CondTree + 'e>(
    section: u32,
    entries: impl IntoIterator<Item = (u32, EntryReqs<'e, C>)>,
    s: &Situation<'_>,
) -> (SectionTrace, bool) {
    let mut trace = SectionTrace { section, entries: Vec::new() };
    for (id, reqs) in entries {
        let why = why_not(&reqs, s);
        let matched = why.is_empty();
        trace.entries.push((id, why));
        if matched {
            return (trace, true);
        }
    }
    (trace, false)
}

/// Where a section is written and what kind it is, for explanations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SectionInfo<'s> {
    /// Its Prior Bids as written (a pattern for pattern sections).
    pub header: &'s str,
    /// Exact, pattern or general.
    pub layer: Layer,
    /// The rules file.
    pub file: &'s str,
    /// The header's line (1-based).
    pub line: u32,
    /// The header's column (1-based).
    pub col: u32,
}

/// A requirement tree in words.
pub fn describe_cond<C: CondTree>(c: &C, s: &Situation<'_>, x: Option<Suit>) -> String {
    match c.shape() {
        Shape::Leaf(l) => describe_leaf(l, s, x),
        Shape::Or(v) => {
            format!("one of: {}", v.iter().map(|c| describe_cond(c, s, x)).collect::<Vec<_>>().join("; or "))
        }
        Shape::And(v) => v.iter().map(|c| describe_cond(c, s, x)).collect::<Vec<_>>().join(" and "),
        Shape::True => "always".into(),
        Shape::False => "never (the entry is switched off)".into(),
    }
}
