//! Requirement trees: the boolean combinations of [`Leaf`] requirements that an entry's fields
//! lower to ([`Cond`]), the x-suit rule ([`XRule`]), and their flat form for static data
//! ([`Node`]). The interpreter evaluates the trees; compiled systems inline the same leaves and
//! keep the flat form for explanations.

use super::leaf::Leaf;
use super::shown::Shown;
use super::situation::Situation;
use crate::card::Suit;

/// A boolean combination of requirements.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    /// Always holds.
    True,
    /// Never holds.
    False,
    /// One requirement.
    Leaf(Leaf),
    /// All of these.
    And(Vec<Cond>),
    /// Any of these.
    Or(Vec<Cond>),
}

impl Cond {
    /// What the condition guarantees about a hand that meets it; `None` when no hand can.
    /// `x` is the x suit when the condition is tested with one.
    pub fn shown(&self, x: Option<Suit>) -> Option<Shown> {
        match self {
            Cond::True => Some(Shown::ANY),
            Cond::False => None,
            Cond::Leaf(l) => {
                let mut s = Shown::ANY;
                s.narrow(l, x);
                Some(s)
            }
            Cond::And(v) => v.iter().try_fold(Shown::ANY, |acc, c| c.shown(x).map(|s| acc.meet(s))),
            Cond::Or(v) => v.iter().filter_map(|c| c.shown(x)).reduce(Shown::hull),
        }
    }

    /// `a and b and ...`, simplified.
    pub fn and(parts: Vec<Cond>) -> Cond {
        let mut out = Vec::new();
        for p in parts {
            match p {
                Cond::True => {}
                Cond::False => return Cond::False,
                Cond::And(inner) => out.extend(inner),
                other => out.push(other),
            }
        }
        match out.len() {
            0 => Cond::True,
            1 => out.pop().unwrap_or(Cond::True),
            _ => Cond::And(out),
        }
    }

    /// `a or b or ...`, simplified.
    pub fn or(parts: Vec<Cond>) -> Cond {
        let mut out = Vec::new();
        for p in parts {
            match p {
                Cond::False => {}
                Cond::True => return Cond::True,
                Cond::Or(inner) => out.extend(inner),
                other => out.push(other),
            }
        }
        match out.len() {
            0 => Cond::False,
            1 => out.pop().unwrap_or(Cond::False),
            _ => Cond::Or(out),
        }
    }

    /// Whether the condition holds in situation `s` with `x` as the entry's x suit (the
    /// interpreter's walk; compiled systems inline the same leaves' `eval`).
    #[inline]
    pub fn eval(&self, s: &Situation<'_>, x: Option<Suit>) -> bool {
        match self {
            Cond::True => true,
            Cond::False => false,
            Cond::Leaf(l) => l.eval(s, x),
            Cond::And(v) => v.iter().all(|c| c.eval(s, x)),
            Cond::Or(v) => v.iter().any(|c| c.eval(s, x)),
        }
    }

    /// The parts that fail in `s`, for explanations: in an `and`, each failing part; an `or`
    /// that fails is reported whole.
    pub fn failures<'c>(&'c self, s: &Situation<'_>, x: Option<Suit>, out: &mut Vec<&'c Cond>) {
        match self {
            Cond::And(v) => v.iter().for_each(|c| c.failures(s, x, out)),
            c if !c.eval(s, x) => out.push(c),
            _ => {}
        }
    }

    /// Whether any leaf names the entry's x suit.
    pub fn uses_x(&self) -> bool {
        self.leaves().into_iter().any(Leaf::uses_x)
    }

    /// Every leaf, in order.
    pub fn leaves(&self) -> Vec<&Leaf> {
        let mut out = Vec::new();
        self.collect(&mut out);
        out
    }

    fn collect<'c>(&'c self, out: &mut Vec<&'c Leaf>) {
        match self {
            Cond::Leaf(l) => out.push(l),
            Cond::And(v) | Cond::Or(v) => v.iter().for_each(|c| c.collect(out)),
            _ => {}
        }
    }
}

/// How an entry chooses its x suit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XRule {
    /// Candidate suits (bit 0 clubs), those with `x` in their Num.
    pub candidates: u8,
    /// `U`: ties go to the lower suit.
    pub up_the_line: bool,
    /// The X spec, tested with the candidate as the x suit.
    pub test: Cond,
}

/// One node of a requirement tree in flat form, for static data: a compiled system keeps its
/// entries' trees as one array of nodes in prefix order (a node, then its children), the leaves
/// by index into an array of the system's leaves. Explanations read it back ([`Cond::decode`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    /// Always holds.
    True,
    /// Never holds.
    False,
    /// The leaf of this index.
    Leaf(u32),
    /// All of the next this many trees.
    And(u32),
    /// Any of the next this many trees.
    Or(u32),
}

impl Node {
    /// The node as one number: its kind in the low three bits (true, false, leaf, and, or), its
    /// index or count above them. Generated code keeps its trees in this form.
    pub const fn code(self) -> u64 {
        match self {
            Node::True => 0,
            Node::False => 1,
            Node::Leaf(k) => 2 | (k as u64) << 3,
            Node::And(n) => 3 | (n as u64) << 3,
            Node::Or(n) => 4 | (n as u64) << 3,
        }
    }

    /// The node of [`Node::code`]; a number that is no node's is `False`.
    pub const fn from_code(code: u64) -> Node {
        let k = (code >> 3) as u32;
        match code & 7 {
            0 => Node::True,
            2 => Node::Leaf(k),
            3 => Node::And(k),
            4 => Node::Or(k),
            _ => Node::False,
        }
    }
}

impl Cond {
    /// Appends the tree in flat form, naming each leaf by `leaf_index`.
    pub fn encode(&self, out: &mut Vec<Node>, leaf_index: &mut impl FnMut(&Leaf) -> u32) {
        match self {
            Cond::True => out.push(Node::True),
            Cond::False => out.push(Node::False),
            Cond::Leaf(l) => out.push(Node::Leaf(leaf_index(l))),
            Cond::And(v) | Cond::Or(v) => {
                let n = v.len() as u32;
                out.push(if matches!(self, Cond::And(_)) { Node::And(n) } else { Node::Or(n) });
                v.iter().for_each(|c| c.encode(out, leaf_index));
            }
        }
    }

    /// The tree that starts at `nodes[at]` ([`Cond::encode`]'s form), its leaves by
    /// `leaf(index)`, and the index after it; `None` when the nodes or leaves run out.
    pub fn decode(nodes: &[Node], leaf: &dyn Fn(u32) -> Option<Leaf>, at: usize) -> Option<(Cond, usize)> {
        let tree = |n: u32, mut at: usize| -> Option<(Vec<Cond>, usize)> {
            let mut v = Vec::with_capacity(n as usize);
            for _ in 0..n {
                let (c, next) = Cond::decode(nodes, leaf, at)?;
                v.push(c);
                at = next;
            }
            Some((v, at))
        };
        Some(match *nodes.get(at)? {
            Node::True => (Cond::True, at + 1),
            Node::False => (Cond::False, at + 1),
            Node::Leaf(i) => (Cond::Leaf(leaf(i)?), at + 1),
            Node::And(n) => tree(n, at + 1).map(|(v, next)| (Cond::And(v), next))?,
            Node::Or(n) => tree(n, at + 1).map(|(v, next)| (Cond::Or(v), next))?,
        })
    }
}
