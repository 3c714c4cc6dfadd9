//! Hand requirements: each distinct [`Leaf`] emitted once as a constant `L<n>` of the runtime's
//! type, and conditions as boolean expressions over those constants.

use bidbase_runtime::rules::Cond;
use bidbase_runtime::rules::{Leaf, Measure, PositionCode, Range, SuitRef};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};
use syn::Ident;

use crate::tokens::{enum_tokens, num, suit_ref, use_tokens};

/// The distinct leaves of a system, in order of first use, each emitted once as a constant
/// `L<n>`.
#[derive(Default)]
pub(crate) struct Leaves {
    index: std::collections::HashMap<Leaf, usize>,
    list: Vec<Leaf>,
}

impl Leaves {
    /// The constant's name for this leaf, adding it on first use.
    pub(crate) fn name(&mut self, l: &Leaf) -> Ident {
        format_ident!("L{}", self.index(l))
    }

    /// The leaf's index (its constant is `L<index>`), adding it on first use.
    pub(crate) fn index(&mut self, l: &Leaf) -> u32 {
        let n = *self.index.entry(*l).or_insert_with(|| {
            self.list.push(*l);
            self.list.len() - 1
        });
        n as u32
    }

    /// Every leaf's constant: `const L<n>: bb::Leaf = ...;`, and `leaf_at`, each of them by
    /// index (for explanations and the sections kept as data), items of visibility `vis`.
    pub(crate) fn consts(&self, vis: &TokenStream) -> TokenStream {
        let consts = self.list.iter().enumerate().map(|(i, l)| {
            let id = format_ident!("L{}", i);
            let l = leaf(l);
            quote! { #vis const #id: bb::Leaf = #l; }
        });
        let arms = (0..self.list.len()).map(|i| {
            let (n, id) = (num(i as u64), format_ident!("L{}", i));
            quote!(#n => #id,)
        });
        quote! {
            #(#consts)*
            /// Leaf `i`, for explanations and the sections kept as data (a `match`: a static
            /// table of every leaf is slow to compile).
            #vis fn leaf_at(i: u32) -> Option<bb::Leaf> {
                Some(match i {
                    #(#arms)*
                    _ => return None,
                })
            }
        }
    }
}

/// A condition as a boolean expression; `with_x` when the x suit `x` is in scope.
pub(crate) fn cond(c: &Cond, with_x: bool, leaves: &mut Leaves) -> TokenStream {
    match c {
        Cond::True => quote!(true),
        Cond::False => quote!(false),
        Cond::Leaf(l) => {
            let leaf = leaves.name(l);
            if with_x {
                quote!(#leaf.eval(s, Some(x)))
            } else {
                quote!(#leaf.holds(s))
            }
        }
        Cond::And(v) => {
            let parts: Vec<TokenStream> = v.iter().map(|c| cond(c, with_x, leaves)).collect();
            quote!((#(#parts)&&*))
        }
        Cond::Or(v) => {
            let parts: Vec<TokenStream> = v.iter().map(|c| cond(c, with_x, leaves)).collect();
            quote!((#(#parts)||*))
        }
    }
}

/// A leaf as a constant expression of the runtime's type, by requirement family.
fn leaf(l: &Leaf) -> TokenStream {
    match *l {
        // The hand's values: points, evaluations, tricks and losers.
        Leaf::Hcp(r) => ranged("Hcp", r),
        Leaf::Dist(r) => ranged("Dist", r),
        Leaf::Total(r) => ranged("Total", r),
        Leaf::Dummy { trump, partner, range: r } => dummy(trump, partner, r),
        Leaf::Custom { points: p, range: r } => {
            let (a, k, q, j, t, r) = (num(p.ace), num(p.king), num(p.queen), num(p.jack), num(p.ten), range(r));
            quote!(bb::Leaf::Custom { points: bb::CustomPoints::new(#a, #k, #q, #j, #t), range: #r })
        }
        Leaf::Knr(r) => ranged("Knr", r),
        Leaf::Rule20(r) => ranged("Rule20", r),
        Leaf::Rule15(r) => ranged("Rule15", r),
        Leaf::Winners(r) => ranged("Winners", r),
        Leaf::Running(r) => ranged("Running", r),
        Leaf::Losers(r) => ranged("Losers", r),
        Leaf::QuickTricks(r) => ranged("QuickTricks", r),
        Leaf::Stopped(r) => ranged("Stopped", r),
        Leaf::Intermediates(r) => ranged("Intermediates", r),
        // The hand's shape, and what it holds in a suit or in several suits together.
        Leaf::Shape(f) => wrap("Shape", num(f)),
        Leaf::Len { suit, range: r } => of_suit("Len", suit, &[("range", &range(r))]),
        Leaf::LenCmp { suit, cmp, other } => {
            of_suit("LenCmp", suit, &[("cmp", &enum_tokens(quote!(bb::Cmp), cmp)), ("other", &suit_ref(other))])
        }
        Leaf::SuitHcp { suit, range: r } => of_suit("SuitHcp", suit, &[("range", &range(r))]),
        Leaf::SuitHcpInts { suit, range: r, ints } => {
            of_suit("SuitHcpInts", suit, &[("range", &range(r)), ("ints", &num(ints))])
        }
        Leaf::Letters { suit, codes, ints } => {
            of_suit("Letters", suit, &[("codes", &num(codes)), ("ints", &num(ints))])
        }
        Leaf::Flag { suit, flag } => of_suit("Flag", suit, &[("flag", &num(flag))]),
        Leaf::OfTop { suit, n, m } => of_suit("OfTop", suit, &[("n", &num(n)), ("m", &num(m))]),
        Leaf::HonorsSeq { suit, hcp, honors } => {
            of_suit("HonorsSeq", suit, &[("hcp", &range(hcp)), ("honors", &num(honors))])
        }
        Leaf::Stopper { suit, min, max } => ladder("Stopper", suit, min, max),
        Leaf::SuitInts { suit, range: r } => of_suit("SuitInts", suit, &[("range", &range(r))]),
        Leaf::Protected(s) => wrap("Protected", suit_ref(s)),
        Leaf::CombLen { suits, x, range: r } => combined("CombLen", suits, x, r),
        Leaf::CombHcp { suits, x, range: r } => combined("CombHcp", suits, x, r),
        Leaf::GibQuality { suit, min, max } => ladder("GibQuality", suit, min, max),
        Leaf::GibStop { suit, min, max } => ladder("GibStop", suit, min, max),
        // The situation: position, vulnerability, the auction, the conventions in use, and
        // what the partnership has shown.
        Leaf::Position(PositionCode::Seat(n)) => {
            let n = num(n);
            wrap("Position", quote!(bb::PositionCode::Seat(#n)))
        }
        Leaf::Position(pc) => wrap("Position", enum_tokens(quote!(bb::PositionCode), pc)),
        Leaf::Vul(v) => wrap("Vul", enum_tokens(quote!(bb::VulCode), v)),
        Leaf::Round(n) => wrap("Round", num(n)),
        Leaf::Player(n) => wrap("Player", num(n)),
        Leaf::Scoring(sc) => wrap("Scoring", enum_tokens(quote!(bb::Scoring), sc)),
        Leaf::Used(u) => wrap("Used", use_tokens(u)),
        Leaf::BestContract(c) => {
            let level = num(c.level);
            let (strain, doubled) =
                (enum_tokens(quote!(bb::Strain), c.strain), enum_tokens(quote!(bb::Doubled), c.doubled));
            wrap("BestContract", quote!(bb::Contract { level: #level, strain: #strain, doubled: #doubled }))
        }
        Leaf::Convention(id) => wrap("Convention", num(id)),
        Leaf::Against { key, conv } => {
            let (v, k, c) = (variant("Against"), num(key.0), num(conv));
            quote!(#v { key: bb::AgainstKey(#k), conv: #c })
        }
        Leaf::Ours { measure, range: r } => measured("Ours", measure, r),
        Leaf::Pard { measure, range: r } => measured("Pard", measure, r),
        Leaf::Forced => variant("Forced"),
        Leaf::GameForce => variant("GameForce"),
        Leaf::Pct { group, lo, hi } => {
            let (v, group, lo, hi) = (variant("Pct"), num(group), num(lo), num(hi));
            quote!(#v { group: #group, lo: #lo, hi: #hi })
        }
    }
}

/// `bb::Leaf::<variant>`.
fn variant(name: &str) -> TokenStream {
    let n = format_ident!("{}", name);
    quote!(bb::Leaf::#n)
}

/// `bb::Leaf::<variant>(<value>)`.
fn wrap(name: &str, value: impl ToTokens) -> TokenStream {
    let v = variant(name);
    quote!(#v(#value))
}

/// `bb::Leaf::<variant>(<range>)`.
fn ranged(name: &str, r: Range) -> TokenStream {
    wrap(name, range(r))
}

fn dummy(trump: SuitRef, partner: u8, r: Range) -> TokenStream {
    let (t, partner, r) = (suit_ref(trump), num(partner), range(r));
    quote!(bb::Leaf::Dummy { trump: #t, partner: #partner, range: #r })
}

/// `bb::Leaf::<variant> { suit: <suit>, <field>: <value>, ... }`.
fn of_suit(name: &str, suit: SuitRef, fields: &[(&str, &dyn ToTokens)]) -> TokenStream {
    let (v, s) = (variant(name), suit_ref(suit));
    let fields = fields.iter().map(|(f, value)| {
        let f = format_ident!("{}", f);
        quote!(#f: #value)
    });
    quote!(#v { suit: #s, #(#fields),* })
}

/// A suit-quality ladder's requirement: its two ends, of the ladder's type (named as the
/// variant).
fn ladder<T: core::fmt::Debug>(name: &str, suit: SuitRef, min: T, max: T) -> TokenStream {
    let ty = format_ident!("{}", name);
    let (min, max) = (enum_tokens(quote!(bb::#ty), min), enum_tokens(quote!(bb::#ty), max));
    of_suit(name, suit, &[("min", &min), ("max", &max)])
}

/// `bb::Leaf::<variant> { suits, x, range }`: a requirement on several suits together.
fn combined(name: &str, suits: u8, x: bool, r: Range) -> TokenStream {
    let (v, suits, r) = (variant(name), num(suits), range(r));
    quote!(#v { suits: #suits, x: #x, range: #r })
}

/// `bb::Leaf::<variant> { measure, range }`: a requirement on what the partnership has shown.
fn measured(name: &str, m: Measure, r: Range) -> TokenStream {
    let (v, m, r) = (variant(name), measure_tokens(m), range(r));
    quote!(#v { measure: #m, range: #r })
}

fn measure_tokens(m: Measure) -> TokenStream {
    match m {
        Measure::Hcp => quote!(bb::Measure::Hcp),
        Measure::Total => quote!(bb::Measure::Total),
        Measure::Len(s) => {
            let s = suit_ref(s);
            quote!(bb::Measure::Len(#s))
        }
    }
}

fn range(r: Range) -> TokenStream {
    let lit = |v: i32| proc_macro2::Literal::i32_unsuffixed(v);
    match (r.lo, r.hi) {
        (i32::MIN, i32::MAX) => quote!(bb::Range::ANY),
        (lo, i32::MAX) => {
            let lo = lit(lo);
            quote!(bb::Range::at_least(#lo))
        }
        (i32::MIN, hi) => {
            let hi = lit(hi);
            quote!(bb::Range::at_most(#hi))
        }
        (lo, hi) => {
            let (lo, hi) = (lit(lo), lit(hi));
            quote!(bb::Range::new(#lo, #hi))
        }
    }
}
