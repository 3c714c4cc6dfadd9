//! Why an entry did or did not match where a bidder stands, in words: what `bid --explain`
//! prints, the same for both back ends. The interpreter holds an entry's requirement trees; a
//! compiled system keeps them as static data ([`StaticReqs`] over an array of [`Node`]s) and
//! reads them back to explain. Either way [`why_not`] gives the reasons.
//!
//! Explaining is a cold path: it allocates its texts.

use super::bidder::Bidder;
use super::cond::{Cond, Node, XRule};
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

/// Everything an entry requires, in the order a lookup tests it.
#[derive(Copy, Clone, Debug)]
pub struct EntryReqs<'a> {
    /// Requirements on the table and the auction.
    pub pre: &'a Cond,
    /// Requirements on the hand that do not read the x suit.
    pub hand_pre: &'a Cond,
    /// The x suit rule, for x entries.
    pub x: Option<&'a XRule>,
    /// Requirements on the hand with the x suit chosen.
    pub hand: &'a Cond,
    /// The call.
    pub call: EntryCall,
    /// Whether the call is checked against the auction (pattern sections).
    pub legal_check: bool,
}

/// An entry's requirements in static data, as a compiled system keeps them for explanations:
/// where each tree starts in the system's array of nodes ([`Node`]), the x-suit candidates, and
/// the call.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StaticReqs {
    /// Where the trees start: the situation's requirements, the hand's without the x suit, the
    /// hand's with it, and the X spec ([`StaticReqs::NO_X`] for an entry without an x suit).
    pub trees: [u32; 4],
    /// The x suit's candidates (bits 0-3, clubs first), and bit 4 for `U` (ties to the lower).
    pub x_suits: u8,
    /// The call's code ([`Call::code`]), or 64 plus the level of a bid in the x suit.
    pub call: u8,
    /// Whether the call is checked against the auction (pattern sections).
    pub legal_check: bool,
}

impl StaticReqs {
    /// The X spec's place for an entry without an x suit.
    pub const NO_X: u32 = u32::MAX;

    /// An entry's requirements, as generated code writes them.
    pub const fn new(trees: [u32; 4], x_suits: u8, call: u8, legal_check: bool) -> StaticReqs {
        StaticReqs { trees, x_suits, call, legal_check }
    }

    /// An entry's requirements packed in five numbers, the form generated code keeps (plain
    /// integers compile fastest): the four trees (the X spec's plus one, 0 for none, so that
    /// every number is small), then the x suits, the call (shifted by 8) and the legality
    /// check (bit 16).
    #[inline]
    pub const fn unpack(p: [u32; 5]) -> StaticReqs {
        StaticReqs {
            trees: [p[0], p[1], p[2], p[3].wrapping_sub(1)],
            x_suits: p[4] as u8,
            call: (p[4] >> 8) as u8,
            legal_check: p[4] & (1 << 16) != 0,
        }
    }

    /// The packed form [`StaticReqs::unpack`] reads.
    pub const fn pack(&self) -> [u32; 5] {
        let t = self.trees;
        [
            t[0],
            t[1],
            t[2],
            t[3].wrapping_add(1),
            self.x_suits as u32 | (self.call as u32) << 8 | (self.legal_check as u32) << 16,
        ]
    }
}

/// An entry's requirements read back from static data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedReqs {
    pre: Cond,
    hand_pre: Cond,
    x: Option<XRule>,
    hand: Cond,
    call: EntryCall,
    legal_check: bool,
}

impl StaticReqs {
    /// The requirements, read from the system's nodes and its leaves by index (a tree that
    /// cannot be read is `False`: never met).
    pub fn read(&self, nodes: &[Node], leaf: &dyn Fn(u32) -> Option<Leaf>) -> OwnedReqs {
        let tree = |at: u32| Cond::decode(nodes, leaf, at as usize).map_or(Cond::False, |(c, _)| c);
        let [pre, hand_pre, hand, test] = self.trees;
        let x = (test != StaticReqs::NO_X).then(|| XRule {
            candidates: self.x_suits & 15,
            up_the_line: self.x_suits & 16 != 0,
            test: tree(test),
        });
        let call = match self.call {
            c if c >= 64 => EntryCall::X(c - 64),
            c => EntryCall::Fixed(Call::from_code(c).unwrap_or(Call::PASS), None),
        };
        OwnedReqs { pre: tree(pre), hand_pre: tree(hand_pre), x, hand: tree(hand), call, legal_check: self.legal_check }
    }
}

impl OwnedReqs {
    /// The requirements, borrowed.
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
}

/// Why the entry does not match in `s`, a reason a failing part; empty when it matches.
pub fn why_not(e: &EntryReqs<'_>, s: &Situation<'_>) -> Vec<String> {
    let mut fails = Vec::new();
    e.pre.failures(s, None, &mut fails);
    e.hand_pre.failures(s, None, &mut fails);
    let mut why: Vec<String> = fails.iter().map(|c| describe_cond(c, s, None)).collect();
    let x = match e.x {
        Some(r) => {
            let x = choose_x(&s.features, r.candidates, r.up_the_line, |t| r.test.eval(s, Some(t)));
            if x.is_none() {
                why.push("no suit fits what the entry asks of its x suit".into());
            }
            x
        }
        None => None,
    };
    let mut fails = Vec::new();
    e.hand.failures(s, x, &mut fails);
    why.extend(fails.iter().map(|c| describe_cond(c, s, x)));
    if why.is_empty() && e.legal_check && e.call.resolve(x).is_none_or(|(c, _)| !s.allows(c)) {
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
pub fn trace_section<'e>(
    section: u32,
    entries: impl IntoIterator<Item = (u32, EntryReqs<'e>)>,
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
