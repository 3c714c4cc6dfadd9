//! What the auction forces: per section a table of the forcing levels of its calls, and
//! `forcing_in`, the forcing level of a call given by the first section of the chain where it
//! was made that gives one (`section_forcing`). Emitted for every system: `Bidder::forcing_at` reads it (simulate counts the passes
//! after forcing calls); the lookup sets the situation's forcing only when entries ask.

use bidbase_runtime::rules::forcing_word;
use bidbase_spec::ir::System;
use proc_macro2::TokenStream;
use quote::quote;

use crate::tokens::{int_array, FlatTables};

/// The forcing tables, each distinct table once, as words ([`bidbase_runtime::rules::forcing_word`])
/// one after the other in `FORCING_ROWS` (table `t` is `FORCING_START[t]..FORCING_START[t + 1]`),
/// `FORCING_OF`, each section's table by section index, and `forcing_in`.
pub(crate) fn forcing_tables(sys: &System) -> TokenStream {
    // Sections with the same forcing levels share one table.
    let mut tables = FlatTables::new();
    let forcing_of: Vec<u64> = (0..sys.sections.len() as u32)
        .map(|index| {
            let t = sys.forcing_table(index);
            tables.index(t.iter().map(|&(c, l, m)| forcing_word(c, l, m)).collect()) as u64
        })
        .collect();
    let forcing_rows = int_array("FORCING_ROWS", quote!(u64), &tables.rows);
    let forcing_start = int_array("FORCING_START", quote!(u32), &tables.starts);
    let forcing_of = int_array("FORCING_OF", quote!(u32), &forcing_of);
    quote! {
        #forcing_rows
        #forcing_start
        #forcing_of
        /// The forcing level of `call` where `chain` applies, made by a player of maker case
        /// `case`.
        fn forcing_in(chain: &bb::Chain<PW>, call: bb::Call, case: u8) -> u8 {
            chain.each(&TABLES, |id| {
                let t = *FORCING_OF.get(id as usize)? as usize;
                let (a, b) = (*FORCING_START.get(t)? as usize, *FORCING_START.get(t + 1)? as usize);
                bb::section_forcing(FORCING_ROWS.get(a..b)?, call, case)
            })
            .unwrap_or(0)
        }
    }
}
