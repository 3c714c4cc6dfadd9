//! Descriptions: per section a table of rows (call, entry, what it shows, the entry's public
//! requirements), each row a word, and `describe_in`, what a call shows where a chain of
//! sections applies.

use bidbase_spec::ir::System;
use std::collections::HashMap;

use bidbase_runtime::rules::desc_word;
use proc_macro2::{Literal, TokenStream};
use quote::quote;
use syn::Ident;

use crate::leaf::Leaves;
use crate::sections::section_base;
use crate::tokens::{int_array, num, FlatTables};

/// What the rows show, each distinct value once in `SHOWN` (unpacked from its packed form when
/// compiling), and their situational requirements, each distinct list once in `PRE`.
#[derive(Default)]
struct Lists {
    shown: Vec<u128>,
    shown_index: HashMap<u128, u32>,
    pre: Vec<Vec<Ident>>,
    pre_index: HashMap<Vec<Ident>, u32>,
}

impl Lists {
    /// The index of this description in `SHOWN`, adding it on first use.
    fn shown(&mut self, packed: u128) -> u32 {
        let next = self.shown.len() as u32;
        *self.shown_index.entry(packed).or_insert_with(|| {
            self.shown.push(packed);
            next
        })
    }

    /// The index of this list of leaves in `PRE`, adding it on first use.
    fn pre(&mut self, leaves: Vec<Ident>) -> u32 {
        let next = self.pre.len() as u32;
        *self.pre_index.entry(leaves.clone()).or_insert_with(|| {
            self.pre.push(leaves);
            next
        })
    }
}

/// A section's rows as words ([`bidbase_runtime::rules::desc_word`]), and its mask: the calls
/// its rows make (bit by code) and bit 63 when a row denies. A description skips the sections
/// that neither make the call nor deny.
fn section_rows(sys: &System, index: u32, lists: &mut Lists, leaves: &mut Leaves) -> (Vec<u64>, u64) {
    let desc_rows = sys.desc_rows(index);
    let base = section_base(sys, index);
    let mask = desc_rows.iter().fold(0u64, |m, r| m | 1 << r.call | if r.deny.is_some() { 1 << 63 } else { 0 });
    let rows = desc_rows.iter().map(|r| {
        let shown = lists.shown(r.shown.pack());
        // Every row is one of the section's entries, or the `complete` mark's row, named by
        // one of them.
        let entry = r.entry.saturating_sub(base);
        let pre = lists.pre(r.pre.iter().map(|l| leaves.name(l)).collect());
        let deny = r
            .deny
            .map(|deny| deny.pack())
            .filter(|&deny| deny != bidbase_runtime::rules::Shown::ANY_PACKED)
            .map(|deny| lists.shown(deny));
        let legal = deny.is_some() && r.legal_check;
        desc_word::pack(r.call, legal, entry, pre, shown, deny).unwrap_or_else(|| {
            panic!(
                "the system is too large for its description tables: a section of {} entries, {} \
                 descriptions and {} lists of requirements (at most {}, {} and {})",
                entry + 1,
                lists.shown.len(),
                lists.pre.len(),
                1u32 << desc_word::ENTRY_BITS,
                1u32 << desc_word::SHOWN_BITS,
                1u32 << desc_word::PRE_BITS,
            )
        })
    });
    (rows.collect(), mask)
}

/// `SHOWN` and `PRE`, the sections' rows (each distinct table once, one after the other in
/// `DESC_ROWS`: table `t` is `DESC_START[t]..DESC_START[t + 1]`; `DESC_OF` by section index),
/// `DESC_MASK` by table, and `describe_in`.
pub(crate) fn description_tables(sys: &System, leaves: &mut Leaves) -> TokenStream {
    let mut lists = Lists::default();
    // List 0 is the empty one: the fold reads index 0 as no requirements without looking.
    lists.pre(Vec::new());
    let (mut desc_masks, mut desc_of) = (Vec::new(), Vec::new());
    // Sections written alike share one table (their entries count from each one's base).
    let mut tables = FlatTables::new();
    for index in 0..sys.sections.len() as u32 {
        let (table, mask) = section_rows(sys, index, &mut lists, leaves);
        let k = tables.index(table);
        if k == desc_masks.len() {
            desc_masks.push(mask);
        }
        desc_of.push(k as u64);
    }
    let shown = lists.shown.iter().map(|v| {
        let lit = Literal::u128_unsuffixed(*v);
        quote!(sh(#lit))
    });
    let n_shown = num(lists.shown.len() as u64);
    let pre = lists.pre.iter().map(|l| quote!(&[#(#l),*]));
    let n_pre = num(lists.pre.len() as u64);
    let desc_rows = int_array("DESC_ROWS", quote!(u64), &tables.rows);
    let desc_start = int_array("DESC_START", quote!(u32), &tables.starts);
    let desc_masks = int_array("DESC_MASK", quote!(u64), &desc_masks);
    let desc_of = int_array("DESC_OF", quote!(u32), &desc_of);
    quote! {
        /// A description, unpacked from its packed form when compiling.
        const fn sh(v: u128) -> bb::Shown {
            bb::Shown::unpack(v)
        }
        /// What the rows show, each distinct description once.
        static SHOWN: [bb::Shown; #n_shown] = [#(#shown),*];
        /// The rows' situational requirements, each distinct list once.
        static PRE: [&[bb::Leaf]; #n_pre] = [#(#pre),*];
        #desc_rows
        #desc_start
        #desc_masks
        #desc_of

        /// What `call` shows where `chain` applies, in the situation `s` (without it, every
        /// entry that can make the call counts).
        fn describe_in(chain: &bb::Chain<PW>, call: bb::Call, s: Option<&bb::Situation<'_>>) -> Option<(u32, bb::Shown)> {
            let mut acc = bb::DescAcc::NEW;
            let wanted = 1u64 << call.code() | 1 << 63;
            chain.each(&TABLES, |id| {
                let t = *DESC_OF.get(id as usize)? as usize;
                if DESC_MASK.get(t).is_some_and(|m| m & wanted != 0) {
                    let (a, b) = (*DESC_START.get(t)? as usize, *DESC_START.get(t + 1)? as usize);
                    let base = *SECTION_BASE.get(id as usize)?;
                    acc = bb::fold_words(acc, DESC_ROWS.get(a..b)?, &SHOWN, &PRE, base, call, s);
                    // Nothing goes past a section that answers every hand (`complete`).
                    if acc.done() {
                        return Some(());
                    }
                }
                None::<()>
            });
            acc.found
        }
    }
}
