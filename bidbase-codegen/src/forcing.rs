//! What the auction forces: per section a table of the forcing levels of its calls, and
//! `forcing_in`, the forcing level of a call given by the first section of the chain where it
//! was made that gives one (`section_forcing`). Emitted for every system: `Bidder::forcing_at` reads it (simulate counts the passes
//! after forcing calls); the lookup sets the situation's forcing only when entries ask.

use bidbase_spec::ir::System;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::tokens::{int_array, num};

/// The forcing tables (call, maker case, forcing level), each distinct table once (`FORCING`),
/// `FORCING_OF`, each section's by section index, and
/// `forcing_in`.
pub(crate) fn forcing_tables(sys: &System) -> TokenStream {
    let mut tables = Vec::new();
    let mut table_refs = Vec::new();
    // Sections with the same forcing levels share one table.
    let mut names: std::collections::HashMap<Vec<(u8, u8, u32)>, u64> = std::collections::HashMap::new();
    let mut forcing_of = Vec::with_capacity(sys.sections.len());
    for index in 0..sys.sections.len() {
        let t = sys.forcing_table(index as u32);
        let k = *names.entry(t.clone()).or_insert_with(|| {
            let name = format_ident!("FORCING_{}", tables.len());
            let n = num(t.len() as u64);
            let items = t.iter().map(|(c, l, m)| {
                let (c, l, m) = (num(*c), num(*l), num(*m));
                quote!((#c, #l, #m))
            });
            tables.push(quote! { static #name: [(u8, u8, u32); #n] = [#(#items),*]; });
            table_refs.push(quote!(&#name));
            tables.len() as u64 - 1
        });
        forcing_of.push(k);
    }
    let n_tables = num(tables.len() as u64);
    let forcing_of = int_array("FORCING_OF", quote!(u32), &forcing_of);
    quote! {
        #(#tables)*
        /// The forcing tables, and each section's, by section index.
        static FORCING: [&[(u8, u8, u32)]; #n_tables] = [#(#table_refs),*];
        #forcing_of
        /// The forcing level of `call` where `chain` applies, made by a player of maker case
        /// `case`.
        fn forcing_in(chain: &bb::Chain<PW>, call: bb::Call, case: u8) -> u8 {
            chain.each(&TABLES, |id| bb::section_forcing(FORCING[FORCING_OF[id as usize] as usize], call, case)).unwrap_or(0)
        }
    }
}
