//! Descriptions: per section a static table of rows (call, entry, what it shows packed, the
//! entry's public requirements), and `describe_in`, what a call shows where a chain of
//! sections applies.

use bidbase_spec::ir::System;
use std::collections::HashMap;

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use syn::Ident;

use crate::leaf::Leaves;
use crate::sections::section_base;
use crate::tokens::{int_array, num};

/// What the rows show, each distinct value once as a static `D<n>`, unpacked from its packed
/// form when compiling (a row points at it).
#[derive(Default)]
struct Shown {
    list: Vec<u128>,
}

impl Shown {
    /// The constant's name for this value, adding it on first use.
    fn name(&mut self, packed: u128) -> Ident {
        let k = match self.list.iter().position(|v| *v == packed) {
            Some(k) => k,
            None => {
                self.list.push(packed);
                self.list.len() - 1
            }
        };
        format_ident!("D{}", k)
    }
}

/// A section's rows: `DESC_<section>`, and its mask: the calls its rows make (bit by code) and
/// bit 63 when a row denies. A description skips the sections that neither make the call nor
/// deny.
fn section_rows(sys: &System, index: u32, shown: &mut Shown, leaves: &mut Leaves) -> (TokenStream, u64) {
    let desc_rows = sys.desc_rows(index);
    let base = section_base(sys, index);
    let mask = desc_rows.iter().fold(0u64, |m, r| m | 1 << r.call | if r.deny.is_some() { 1 << 63 } else { 0 });
    let rows = desc_rows.iter().map(|r| {
        let d = shown.name(r.shown.pack());
        // Every row is one of the section's entries, or the `complete` mark's row, named by
        // one of them.
        let (call, entry) = (num(r.call), num(r.entry.saturating_sub(base)));
        let pre: Vec<Ident> = r.pre.iter().map(|l| leaves.name(l)).collect();
        match r.deny.map(|deny| deny.pack()).filter(|&deny| deny != bidbase_runtime::rules::Shown::ANY_PACKED) {
            Some(deny) => {
                let dd = shown.name(deny);
                let legal = r.legal_check;
                quote!(R::new(#call, #entry, &#d, &[#(#pre),*]).denies(&#dd, #legal))
            }
            None => quote!(R::new(#call, #entry, &#d, &[#(#pre),*])),
        }
    });
    let rows: Vec<TokenStream> = rows.collect();
    let n = num(rows.len() as u64);
    (quote! { [bb::DescRow<'static>; #n] = [#(#rows),*]; }, mask)
}

/// The `D<n>` constants, the sections' rows (`DESC`, each distinct table once, and `DESC_OF`
/// by section index), `DESC_MASK` by section index, and
/// `describe_in`.
pub(crate) fn description_tables(sys: &System, leaves: &mut Leaves) -> TokenStream {
    let mut shown = Shown::default();
    let (mut desc_tables, mut desc_refs, mut desc_masks, mut desc_of) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    // Sections written alike share one table (their entries count from each one's base).
    let mut tables: HashMap<String, usize> = HashMap::new();
    for index in 0..sys.sections.len() as u32 {
        let (table, mask) = section_rows(sys, index, &mut shown, leaves);
        let k = *tables.entry(table.to_string()).or_insert_with(|| {
            let name = format_ident!("DESC_{}", desc_tables.len());
            desc_tables.push(quote! { static #name: #table });
            desc_refs.push(quote!(&#name));
            desc_masks.push(mask);
            desc_tables.len() - 1
        });
        desc_of.push(k as u64);
    }
    let shown_defs = shown.list.iter().enumerate().map(|(k, v)| {
        let d = format_ident!("D{}", k);
        let lit = Literal::u128_unsuffixed(*v);
        quote! { static #d: bb::Shown = bb::Shown::unpack(#lit); }
    });
    let desc_masks = int_array("DESC_MASK", quote!(u64), &desc_masks);
    let n_tables = num(desc_tables.len() as u64);
    let desc_of = int_array("DESC_OF", quote!(u32), &desc_of);
    quote! {
        use bb::DescRow as R;
        #(#shown_defs)*
        #(#desc_tables)*
        /// The description tables, each one's mask (`DESC_MASK`), and each section's table, by
        /// section index.
        static DESC: [&[bb::DescRow<'static>]; #n_tables] = [#(#desc_refs),*];
        #desc_masks
        #desc_of

        /// What `call` shows where `chain` applies, in the situation `s` (without it, every
        /// entry that can make the call counts).
        fn describe_in(chain: &bb::Chain<PW>, call: bb::Call, s: Option<&bb::Situation<'_>>) -> Option<(u32, bb::Shown)> {
            let mut acc = bb::DescAcc::NEW;
            let wanted = 1u64 << call.code() | 1 << 63;
            chain.each(&TABLES, |id| {
                let t = DESC_OF[id as usize] as usize;
                if DESC_MASK[t] & wanted != 0 {
                    acc = bb::fold_desc(acc, DESC[t], SECTION_BASE[id as usize], call, s);
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
