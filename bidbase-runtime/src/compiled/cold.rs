//! Sections kept as data: the entries of a section that self-play seldom reaches are not
//! compiled into a function; the lookup reads their requirement trees from the tables that
//! explanations read (`REQS`, `NODES`, `SECTION_IDS`) and evaluates them here, with the same
//! [`Leaf::eval`] a section function inlines. What this reads costs more than a compiled
//! section's inlined tests, and takes no machine code per section: the code generator compiles
//! the sections a profile reaches most and leaves the rest to this (docs/compiler.md, "Hot and
//! cold sections").

use super::packed::Packed;
use crate::call::{Call, SlamTag, Strain};
use crate::card::Suit;
use crate::rules::{choose_x, Leaf, Node, Situation, StaticReqs};

/// `SECTION_FN`'s value for a section kept as data: the lookup calls [`ColdTables::section`]
/// instead of a function (0 is a section with no entry switched on; compiled functions come
/// after both).
pub const COLD_SECTION: u32 = 1;

/// A compiled system's tables that hold its entries as data.
#[derive(Copy, Clone, Debug)]
pub struct ColdTables {
    /// Every entry's requirements, by entry id ([`StaticReqs::pack`]).
    pub reqs: Packed,
    /// Every requirement tree, flat, one [`Node::code`] a row: node 0 the tree that always
    /// holds, node 1 the tree that never does.
    pub nodes: Packed,
    /// Each section's switched-on entries, one list after the other.
    pub ids: Packed,
    /// Where each section's entries start in `ids`, and one more for the end.
    pub starts: Packed,
    /// The system's leaves by index.
    pub leaf: fn(u32) -> Option<Leaf>,
}

impl ColdTables {
    /// The first of section `id`'s entries that the situation meets: its id, call and
    /// annotation (none: sections with annotated calls are always compiled).
    pub fn section(&self, id: u32, s: &Situation<'_>) -> Option<(u32, Call, Option<SlamTag>)> {
        let start = self.starts.single(id as usize)? as usize;
        let end = self.starts.single(id as usize + 1)? as usize;
        (start..end).find_map(|k| {
            let entry = self.ids.single(k)? as u32;
            let reqs = StaticReqs::unpack(self.reqs.row::<5>(entry as usize)?);
            self.entry(&reqs, s).map(|call| (entry, call, None))
        })
    }

    /// The call the entry makes when the situation meets its requirements, tested in the order
    /// a section function tests them.
    fn entry(&self, r: &StaticReqs, s: &Situation<'_>) -> Option<Call> {
        let [pre, hand_pre, hand, test] = r.trees;
        if test == StaticReqs::NO_X {
            let call = Call::from_code(r.call)?;
            let ok = (!r.legal_check || s.allows(call))
                && self.holds(pre, s, None)
                && self.holds(hand_pre, s, None)
                && self.holds(hand, s, None);
            return ok.then_some(call);
        }
        if !(self.holds(pre, s, None) && self.holds(hand_pre, s, None)) {
            return None;
        }
        let x = choose_x(&s.features, r.x_suits & 15, r.x_suits & 16 != 0, |x| self.holds(test, s, Some(x)))?;
        let call = match r.call {
            c if c >= 64 => Call::try_bid(c - 64, Strain::from(x))?,
            c => Call::from_code(c)?,
        };
        (self.holds(hand, s, Some(x)) && (!r.legal_check || s.allows(call))).then_some(call)
    }

    /// Whether the tree that starts at node `at` holds. Node 0 is the tree that always holds
    /// and node 1 the one that never does (most entries' situation trees are one of them).
    #[inline]
    fn holds(&self, at: u32, s: &Situation<'_>, x: Option<Suit>) -> bool {
        let at = match at {
            0 => return true,
            1 => return false,
            _ => at as usize,
        };
        // The root's children are tried until one decides: nothing after them is read.
        let (n, any) = match self.node(at) {
            Node::And(n) => (n, false),
            Node::Or(n) => (n, true),
            _ => return self.eval(at, s, x).0,
        };
        let mut next = at + 1;
        for _ in 0..n {
            let (v, after) = self.eval(next, s, x);
            if v == any {
                return any;
            }
            next = after;
        }
        !any
    }

    fn node(&self, at: usize) -> Node {
        self.nodes.single(at).map_or(Node::False, Node::from_code)
    }

    /// Whether the tree at `at` holds, and where the node after it is.
    fn eval(&self, at: usize, s: &Situation<'_>, x: Option<Suit>) -> (bool, usize) {
        match self.node(at) {
            Node::True => (true, at + 1),
            Node::False => (false, at + 1),
            Node::Leaf(k) => ((self.leaf)(k).is_some_and(|l| l.eval(s, x)), at + 1),
            Node::And(n) => self.fold(at + 1, n, false, s, x),
            Node::Or(n) => self.fold(at + 1, n, true, s, x),
        }
    }

    /// `n` trees from `at`, all of which must hold (`any` false) or any of which (`any` true);
    /// the rest are skipped, not evaluated, once the answer is known.
    fn fold(&self, mut at: usize, n: u32, any: bool, s: &Situation<'_>, x: Option<Suit>) -> (bool, usize) {
        let mut decided = None;
        for _ in 0..n {
            if decided.is_some() {
                at = self.skip(at);
            } else {
                let (v, next) = self.eval(at, s, x);
                if v == any {
                    decided = Some(v);
                }
                at = next;
            }
        }
        (decided.unwrap_or(!any), at)
    }

    /// The node after the tree at `at`.
    fn skip(&self, at: usize) -> usize {
        match self.node(at) {
            Node::And(n) | Node::Or(n) => (0..n).fold(at + 1, |next, _| self.skip(next)),
            _ => at + 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiled::packed::{pack, widths_for};
    use crate::rules::{Cond, Context, EntryCall, Range, Selection, SuitRef};
    use crate::{Auction, Hand, Seat};

    const LEAVES: [Leaf; 4] = [
        Leaf::Hcp(Range::new(12, 21)),
        Leaf::Len { suit: SuitRef::X, range: Range::at_least(5) },
        Leaf::Len { suit: SuitRef::Fixed(Suit::Spades), range: Range::at_least(4) },
        Leaf::Hcp(Range::at_least(16)),
    ];

    fn leaf(i: u32) -> Option<Leaf> {
        LEAVES.get(i as usize).copied()
    }

    fn table(numbers: &[u64], row: usize) -> Packed {
        let widths = widths_for(numbers, row);
        let text = pack(numbers, &widths);
        Packed { text: Box::leak(text.into_boxed_str()), widths: Box::leak(widths.into_boxed_slice()) }
    }

    /// An entry's situation and hand trees, x suits (candidates, up the line), hand tree with
    /// the x suit, and call.
    type TestEntry = (Cond, Cond, Option<(u8, bool)>, Cond, EntryCall);

    /// Entries as the code generator writes them, one section of all of them: a fixed call, an
    /// x-suit bid, and a fixed call with an `or` of an `and` that the evaluator has to skip.
    fn tables() -> (ColdTables, Vec<TestEntry>) {
        let l = |i: usize| Cond::Leaf(LEAVES[i]);
        let entries = vec![
            // 1S with 16+ and four spades (legality checked).
            (
                Cond::True,
                Cond::and(vec![l(3), l(2)]),
                None,
                Cond::True,
                EntryCall::Fixed(Call::parse("1S").unwrap(), None),
            ),
            // A two-level bid in the longest five-card suit, 12-21.
            (Cond::True, l(0), Some((15, false)), Cond::True, EntryCall::X(2)),
            // 1NT with (12-21 and four spades) or 16+, the `or` decided by its first part.
            (
                Cond::True,
                Cond::or(vec![Cond::and(vec![l(0), l(2)]), l(3)]),
                None,
                Cond::True,
                EntryCall::Fixed(Call::parse("1NT").unwrap(), None),
            ),
            (Cond::True, Cond::True, None, Cond::True, EntryCall::Fixed(Call::PASS, None)),
        ];
        let mut nodes = vec![Node::True, Node::False];
        let at = |c: &Cond, nodes: &mut Vec<Node>| -> u32 {
            match c {
                Cond::True => 0,
                Cond::False => 1,
                c => {
                    let start = nodes.len() as u32;
                    c.encode(nodes, &mut |lf| LEAVES.iter().position(|x| x == lf).unwrap() as u32);
                    start
                }
            }
        };
        let mut reqs = Vec::new();
        for (pre, hand_pre, x, hand, call) in &entries {
            let (pre, hand_pre, hand) = (at(pre, &mut nodes), at(hand_pre, &mut nodes), at(hand, &mut nodes));
            let (x_suits, test) = match x {
                Some((cands, up)) => (cands | if *up { 16 } else { 0 }, at(&l(1), &mut nodes)),
                None => (0, StaticReqs::NO_X),
            };
            let code = match call {
                EntryCall::X(level) => 64 + level,
                EntryCall::Fixed(c, _) => c.code(),
            };
            let legal = matches!(call, EntryCall::Fixed(c, _) if *c != Call::PASS);
            reqs.extend(StaticReqs::new([pre, hand_pre, hand, test], x_suits, code, legal).pack().map(u64::from));
        }
        let codes: Vec<u64> = nodes.iter().map(|n| n.code()).collect();
        let ids: Vec<u64> = (0..entries.len() as u64).collect();
        let cold = ColdTables {
            reqs: table(&reqs, 5),
            nodes: table(&codes, 1),
            ids: table(&ids, 1),
            starts: table(&[0, entries.len() as u64], 1),
            leaf,
        };
        (cold, entries)
    }

    #[test]
    fn sections_kept_as_data_answer_as_their_trees_do() {
        let (cold, entries) = tables();
        let context = Context::default();
        let selection = Selection::new(&[]);
        let mut dealer = crate::Dealer::new(crate::Deck::Standard, 31);
        let mut answered = [0; 4];
        for round in 0..400 {
            let deal = dealer.deal();
            let auction = Auction::parse(Seat::North, if round % 2 == 0 { "" } else { "1H" }).unwrap();
            let hand: Hand = deal.hand(Seat::North);
            let s = Situation::new(hand, &auction, &context, &selection);
            // What the entries' trees say, read as the interpreter reads them.
            let expected = entries.iter().enumerate().find_map(|(id, (pre, hand_pre, x, hand, call))| {
                if !(pre.eval(&s, None) && hand_pre.eval(&s, None)) {
                    return None;
                }
                let x = match x {
                    Some((cands, up)) => Some(choose_x(&s.features, *cands, *up, |t| LEAVES[1].eval(&s, Some(t)))?),
                    None => None,
                };
                let (c, _) = call.resolve(x)?;
                let legal = !matches!(call, EntryCall::Fixed(c, _) if *c != Call::PASS) || s.allows(c);
                (hand.eval(&s, x) && legal).then_some((id as u32, c, None))
            });
            assert_eq!(cold.section(0, &s), expected, "{hand} after {auction}");
            if let Some((id, _, _)) = expected {
                answered[id as usize] += 1;
            }
        }
        assert!(answered.iter().all(|&n| n > 0), "every entry answers some hand: {answered:?}");
        // A section past the tables' end answers nothing.
        let deal = dealer.deal();
        let auction = Auction::new(Seat::North);
        let s = Situation::new(deal.hand(Seat::North), &auction, &context, &selection);
        assert_eq!(cold.section(1, &s), None);
    }

    #[test]
    fn requirements_pack_into_small_numbers_and_back() {
        for r in [
            StaticReqs::new([0, 1, 7, StaticReqs::NO_X], 0, 4, false),
            StaticReqs::new([9, 0, 0, 12], 15 | 16, 64 + 2, true),
        ] {
            let p = r.pack();
            assert_eq!(StaticReqs::unpack(p), r);
            assert!(p.iter().all(|&n| n < 1 << 18), "{p:?} needs more than three digits a number");
        }
    }
}
