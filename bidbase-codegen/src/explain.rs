//! Explanations: every entry's requirement trees kept as flat static data (`NODES`, `REQS`,
//! the leaves by index through `leaf_at`), each section's switched-on entries
//! (`SECTION_IDS`, `SECTION_STARTS`) and where it is written (`SECTION_PLACES`), so that a
//! compiled system says why entries did or did not match (`Explain::explain`) with the runtime's
//! words, as the interpreter does. The lookup reads the same tables for the sections kept as
//! data (`COLD`, `bb::ColdTables`).

use bidbase_runtime::rules::EntryCall;
use std::collections::HashMap;

use bidbase_runtime::rules::{Cond, Layer, Node, StaticReqs};
use bidbase_spec::ir::{EntryIr, System};
use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use crate::files::display_name;
use crate::leaf::Leaves;
use crate::memo::lazy_partner;
use crate::tokens::{num, packed_table};

/// The requirement trees of every entry in flat form (`NODES`, the runtime's `Node` in prefix
/// order), each distinct tree once: node 0 is `True`, node 1 `False`.
struct Trees {
    nodes: Vec<Node>,
    seen: HashMap<Cond, u32>,
}

impl Trees {
    fn new() -> Trees {
        let mut t = Trees { nodes: Vec::new(), seen: HashMap::new() };
        t.add(&Cond::True, &mut Leaves::default());
        t.add(&Cond::False, &mut Leaves::default());
        t
    }

    /// Where tree `c` starts, adding it on first use.
    fn add(&mut self, c: &Cond, leaves: &mut Leaves) -> u32 {
        if let Some(&at) = self.seen.get(c) {
            return at;
        }
        let at = self.nodes.len() as u32;
        c.encode(&mut self.nodes, &mut |l| leaves.index(l));
        self.seen.insert(c.clone(), at);
        at
    }

    fn tokens(&self) -> TokenStream {
        let codes: Vec<u64> = self.nodes.iter().map(|n| n.code()).collect();
        let nodes = packed_table("NODES", &codes, 1);
        quote! {
            /// Every entry's requirement trees, flat, each node by `Node::code` (explanations
            /// only).
            #nodes
        }
    }
}

/// What an entry requires, packed (`StaticReqs::pack`), its trees in `NODES`.
fn entry_reqs(e: &EntryIr, trees: &mut Trees, leaves: &mut Leaves) -> [u32; 5] {
    let pre = trees.add(&e.pre, leaves);
    let hand_pre = trees.add(&e.hand_pre, leaves);
    let hand = trees.add(&e.hand, leaves);
    let (x_suits, test) = match &e.x {
        Some(r) => (r.candidates | if r.up_the_line { 16 } else { 0 }, trees.add(&r.test, leaves)),
        None => (0, StaticReqs::NO_X),
    };
    let call = match e.call {
        EntryCall::X(level) => 64 + level,
        EntryCall::Fixed(c, _) => c.code(),
    };
    StaticReqs::new([pre, hand_pre, hand, test], x_suits, call, e.legal_check).pack()
}

/// An entry switched off: never tried (its situation's tree is `False`, node 1).
fn disabled() -> [u32; 5] {
    StaticReqs::new([1, 0, 0, StaticReqs::NO_X], 0, 0, false).pack()
}

/// `NODES`, `REQS`, and the sections' entries and places.
pub(crate) fn explain_tables(sys: &System, leaves: &mut Leaves) -> TokenStream {
    let mut trees = Trees::new();
    let reqs: Vec<[u32; 5]> =
        sys.entries.iter().map(|e| if e.disabled { disabled() } else { entry_reqs(e, &mut trees, leaves) }).collect();
    let nodes = trees.tokens();
    // Each section's switched-on entries, one flat list with each section's start.
    let (mut ids, mut starts) = (Vec::new(), vec![0u32]);
    for sec in &sys.sections {
        ids.extend(sec.entries.iter().filter(|&&id| !sys.entries[id as usize].disabled).map(|&id| u64::from(id)));
        starts.push(ids.len() as u32);
    }
    // Where each section is written: its first entry (whose Prior Bids are the section's), its
    // file, line, column and layer.
    let mut files: Vec<&str> = Vec::new();
    let places = sys.sections.iter().map(|sec| {
        let (file, (line, col)) = match sys.sources.file(sec.span.file) {
            Some(f) => (display_name(&f.name), f.line_col(sec.span.start as usize)),
            None => ("", (0, 0)),
        };
        let file = match files.iter().position(|f| *f == file) {
            Some(i) => i,
            None => {
                files.push(file);
                files.len() - 1
            }
        };
        let first = sec.entries.first().copied().unwrap_or(u32::MAX);
        let layer = Layer::ALL.iter().position(|l| *l == sec.layer()).unwrap_or(0);
        [first, file as u32, line as u32, col as u32, layer as u32]
    });
    let places: Vec<u64> = places.flatten().map(u64::from).collect();
    let n_files = num(files.len() as u64);
    let reqs: Vec<u64> = reqs.iter().flatten().map(|&n| u64::from(n)).collect();
    let reqs = packed_table("REQS", &reqs, 5);
    let ids = packed_table("SECTION_IDS", &ids, 1);
    let starts: Vec<u64> = starts.into_iter().map(u64::from).collect();
    let starts = packed_table("SECTION_STARTS", &starts, 1);
    let places = packed_table("SECTION_PLACES", &places, 5);
    quote! {
        #nodes
        /// Every entry's requirements, by entry id, packed (`StaticReqs::unpack`), for
        /// explanations.
        #reqs
        /// Each section's switched-on entries, in order: section `i`'s are
        /// `SECTION_IDS[SECTION_STARTS[i]..SECTION_STARTS[i + 1]]`.
        #ids
        #starts
        /// Where each section is written: its first entry, file, line, column and layer.
        #places
        static SECTION_FILES: [&str; #n_files] = [#(#files),*];
        /// The sections kept as data, read through the same tables.
        static COLD: bb::ColdTables = bb::ColdTables {
            reqs: REQS,
            nodes: NODES,
            ids: SECTION_IDS,
            starts: SECTION_STARTS,
            leaf: leaf_at,
        };
    }
}

/// `impl Explain for Name`: the lookup's walk over the chain, each section traced by the
/// runtime; and where each section is written.
pub(crate) fn explain_methods(sys: &System, name: &Ident) -> TokenStream {
    let set_partner = lazy_partner(sys);
    quote! {
      impl bb::Explain for #name {
        fn explain(
            &self,
            hand: bb::Hand,
            auction: &bb::Auction,
            context: &bb::Context,
        ) -> ::std::vec::Vec<bb::SectionTrace> {
            if auction.is_over() {
                return ::std::vec::Vec::new();
            }
            bb::MemoCell::with(&MEMO, |memo| {
                #[allow(unused_mut)]
                let mut situation = bb::Situation::new(hand, auction, context, &self.selection);
                #set_partner
                let s = &mut situation;
                prepare(s, memo);
                let nodes: ::std::vec::Vec<bb::Node> =
                    (0..NODES.rows()).filter_map(|i| NODES.get(i, 0)).map(bb::Node::from_code).collect();
                let mut out = ::std::vec::Vec::new();
                let mut try_section = |id: u32| {
                    let start = |i: usize| SECTION_STARTS.get(i, 0).unwrap_or(0) as usize;
                    let read: ::std::vec::Vec<(u32, bb::OwnedReqs)> = (start(id as usize)..start(id as usize + 1))
                        .filter_map(|k| SECTION_IDS.get(k, 0))
                        .map(|e| e as u32)
                        .map(|e| (e, bb::StaticReqs::unpack(REQS.row(e as usize).unwrap_or([0; 5])).read(&nodes, &leaf_at)))
                        .collect();
                    let (trace, matched) = bb::trace_section(id, read.iter().map(|(e, r)| (*e, r.reqs())), &*s);
                    out.push(trace);
                    matched.then_some(())
                };
                let (tag, calls) = (auction.prior_slam_tag(), auction.prior_bids());
                let _ = match exact_chain(tag, calls) {
                    Some(ids) => ids.find_map(try_section),
                    None => TABLES.each_section(tag, calls, try_section),
                };
                out
            })
        }

        fn section(&self, id: u32) -> Option<bb::SectionInfo<'_>> {
            let [first, file, line, col, layer] = SECTION_PLACES.row::<5>(id as usize)?;
            Some(bb::SectionInfo {
                header: ENTRIES.get(first)?.prior_bids,
                layer: bb::Layer::ALL[layer as usize],
                file: SECTION_FILES[file as usize],
                line,
                col,
            })
        }
      }
    }
}
