//! Sections: one function a live section, holding its entries as a chain of `if`s, and the
//! tables by section index that the lookup calls them through (`SECTION_FN`, `NEEDS`).

use bidbase_spec::ir::{EntryIr, System};
use std::collections::HashMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

use crate::entry::entry_code;
use crate::leaf::Leaves;
use crate::tokens::{int_array, num};

/// Whether a section has an entry that is switched on.
pub(crate) fn section_live(sys: &System, sid: u32) -> bool {
    sys.sections[sid as usize].entries.iter().any(|&i| !sys.entries[i as usize].disabled)
}

/// The first entry of a section (the least id of its entries, switched on or not): its
/// function and its description rows name their entries from it.
pub(crate) fn section_base(sys: &System, sid: u32) -> u32 {
    sys.sections[sid as usize].entries.iter().copied().min().unwrap_or(0)
}

fn section_fn_name(k: usize) -> Ident {
    format_ident!("section_{}", k)
}

/// The section functions of one system, or of several systems compiled together: each
/// distinct function body once. A function answers the entry's place from its section's first
/// entry, so sections written alike (the expansions of one parametrized section that differ
/// only in their calls' context, for example) share one function: SAYC's 5,960 live sections
/// need 2,306. Systems compiled by one `system!` share them too: 2/1 is SAYC plus its
/// differences, and nearly all of its functions are SAYC's. Separate functions keep large
/// systems quick to compile.
#[derive(Default)]
pub(crate) struct SectionFns {
    /// Each distinct function body, with the index of its function.
    bodies: HashMap<String, usize>,
    /// The functions, in order of first use.
    fns: Vec<TokenStream>,
}

impl SectionFns {
    /// The index of the function with this body, adding it on first use.
    fn index(&mut self, body: TokenStream) -> usize {
        let fns = &mut self.fns;
        *self.bodies.entry(body.to_string()).or_insert_with(|| {
            let f = section_fn_name(fns.len());
            fns.push(quote! {
                fn #f(s: &Sit<'_>) -> Found {
                    #body
                }
            });
            fns.len() - 1
        })
    }

    /// The functions, `no_section`, `SECTION_FNS` (every function: `no_section` first, then
    /// section function `k` at `k + 1`) and the types they use, items of visibility `vis`.
    pub(crate) fn tokens(&self, vis: &TokenStream) -> TokenStream {
        let fns = self.fns.iter().map(|f| {
            let mut out = vis.clone();
            out.extend(f.clone());
            out
        });
        let fn_names = (0..self.fns.len()).map(section_fn_name);
        let n_fns = num(self.fns.len() as u64 + 1);
        quote! {
            /// What a section function answers: the entry's place in its section, the call, and
            /// its slam annotation.
            #vis type Found = Option<(u32, bb::Call, Option<bb::SlamTag>)>;
            #vis type Sit<'a> = bb::Situation<'a>;

            #(#fns)*

            #vis fn no_section(_: &Sit<'_>) -> Found {
                None
            }

            /// The section functions: each answers the entry's place from its section's first
            /// entry, `SECTION_BASE`.
            #vis static SECTION_FNS: [fn(&Sit<'_>) -> Found; #n_fns] = [no_section, #(#fn_names),*];
        }
    }
}

/// Each live section's function in `fns` (`no_section` for the others), and the system's
/// tables by section index: `SECTION_FN`, its function in `SECTION_FNS`, and `SECTION_BASE`,
/// the first entry of each section.
pub(crate) fn section_functions(sys: &System, leaves: &mut Leaves, fns: &mut SectionFns) -> TokenStream {
    let mut fn_of: Vec<Option<usize>> = Vec::with_capacity(sys.sections.len());
    let mut bases: Vec<u32> = Vec::with_capacity(sys.sections.len());
    for (index, sec) in sys.sections.iter().enumerate() {
        bases.push(section_base(sys, index as u32));
        if !section_live(sys, index as u32) {
            fn_of.push(None);
            continue;
        }
        let entries: Vec<&EntryIr> =
            sec.entries.iter().map(|&i| &sys.entries[i as usize]).filter(|e| !e.disabled).collect();
        let base = section_base(sys, index as u32);
        let chain: Vec<TokenStream> = entries.iter().map(|e| entry_code(e, base, leaves)).collect();
        fn_of.push(Some(fns.index(quote! { #(#chain)* None })));
    }
    // Function 0 is `no_section`; section function `k` is `k + 1`.
    let section_fn: Vec<u64> = fn_of.iter().map(|f| f.map_or(0, |k| k as u64 + 1)).collect();
    let section_fn = int_array("SECTION_FN", quote!(u32), &section_fn);
    let bases: Vec<u64> = bases.iter().map(|&b| u64::from(b)).collect();
    let bases = int_array("SECTION_BASE", quote!(u32), &bases);
    quote! {
        /// Every section's function in `SECTION_FNS`, by section index.
        #section_fn

        /// Every section's first entry, by section index.
        #bases
    }
}

/// `NEEDS`: the sections whose entries read what the auction forces. The lookup works it out
/// only before the first such section it tries.
pub(crate) fn needs_table(sys: &System) -> TokenStream {
    let needs = |sid: u32| sys.section_needs.get(sid as usize).copied().unwrap_or(true);
    let mut words = vec![0u64; sys.sections.len().div_ceil(64).max(1)];
    for id in 0..sys.sections.len() {
        if section_live(sys, id as u32) && needs(id as u32) {
            words[id / 64] |= 1 << (id % 64);
        }
    }
    let needs = int_array("NEEDS", quote!(u64), &words);
    quote! {
        /// Which sections read what the auction forces: section `i` is bit `i % 64` of word
        /// `i / 64`.
        #needs
    }
}
