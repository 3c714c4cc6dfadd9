//! Sections: one function a live section, holding its entries as a chain of `if`s, and the
//! tables by section index that the lookup calls them through (`SECTIONS`, `NEEDS`).

use bidbase_spec::ir::{EntryIr, System};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

use crate::entry::entry_code;
use crate::leaf::Leaves;
use crate::tokens::num;

/// Whether a section has an entry that is switched on.
pub(crate) fn section_live(sys: &System, sid: u32) -> bool {
    sys.sections[sid as usize].entries.iter().any(|&i| !sys.entries[i as usize].disabled)
}

fn section_fn_name(sid: u32) -> Ident {
    format_ident!("section_{}", sid)
}

/// Each live section's function, `no_section` for the others, and `SECTIONS`, every section's
/// function by section index. Separate functions keep large systems quick to compile.
pub(crate) fn section_functions(sys: &System, leaves: &mut Leaves) -> TokenStream {
    let mut section_fns = Vec::new();
    for (index, sec) in sys.sections.iter().enumerate() {
        let index = index as u32;
        if section_live(sys, index) {
            let entries: Vec<&EntryIr> =
                sec.entries.iter().map(|&i| &sys.entries[i as usize]).filter(|e| !e.disabled).collect();
            let chain: Vec<TokenStream> = entries.iter().map(|e| entry_code(e, leaves)).collect();
            let comment = format!("[{}]", sec.text);
            let f = section_fn_name(index);
            section_fns.push(quote! {
                    fn #f(s: &bb::Situation<'_>) -> Option<(u32, bb::Call, Option<bb::SlamTag>)> {
                    let _ = #comment;
                    #(#chain)*
                    None
                }
            });
        }
    }
    let section_table = (0..sys.sections.len() as u32).map(|id| {
        if section_live(sys, id) {
            section_fn_name(id)
        } else {
            format_ident!("no_section")
        }
    });
    let n_sections = num(sys.sections.len() as u64);
    quote! {
        #(#section_fns)*

        fn no_section(_: &bb::Situation<'_>) -> Option<(u32, bb::Call, Option<bb::SlamTag>)> {
            None
        }

        /// Every section's function, by section index.
        static SECTIONS: [fn(&bb::Situation<'_>) -> Option<(u32, bb::Call, Option<bb::SlamTag>)>; #n_sections] =
            [#(#section_table),*];
    }
}

/// `NEEDS`: the sections whose entries read what the auction forces. The lookup works it out
/// only before the first such section it tries.
pub(crate) fn needs_table(sys: &System) -> TokenStream {
    let needs = |sid: u32| sys.section_needs.get(sid as usize).copied().unwrap_or(true);
    let needs_table = (0..sys.sections.len() as u32).map(|id| section_live(sys, id) && needs(id));
    let n_sections = num(sys.sections.len() as u64);
    quote! {
        /// Which sections read what the auction forces.
        static NEEDS: [bool; #n_sections] = [#(#needs_table),*];
    }
}
