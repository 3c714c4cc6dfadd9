//! The generated system: its struct, and in a `const _: () = { ... };` block everything it is
//! made of, each part emitted by the module that holds it.

use bidbase_spec::ir::System;
use proc_macro2::TokenStream;
use quote::quote;

use crate::bidder::{bidder_impl, inherent_impl};
use crate::describe::description_tables;
use crate::dispatch::{exact_dispatch, patterns};
use crate::entry::entry_table;
use crate::explain::explain_tables;
use crate::files::tracked;
use crate::forcing::forcing_tables;
use crate::leaf::Leaves;
use crate::memo::memo_glue;
use crate::options::Options;
use crate::sections::{needs_table, section_functions};
use crate::tokens::{num, use_tokens};

/// Generates the system.
///
/// Each section is a function holding its entries as a chain of `if`s; the lookup finds the
/// sections of an auction through the exact dispatch or the pattern dispatch and calls them
/// through a table of functions, in order. Descriptions and forcing levels fold per-section
/// tables over the same chains.
pub fn generate(sys: &System, opts: &Options) -> TokenStream {
    let Options { attrs, vis, name, .. } = opts;
    // The requirements are numbered in order of first use: the sections' entries, then the
    // description rows (explanations use no others).
    let mut leaves = Leaves::default();
    let sections = section_functions(sys, &mut leaves);
    let describe = description_tables(sys, &mut leaves);
    let explain = explain_tables(sys, &mut leaves);
    let head = head(sys, opts, &leaves);
    let (exact, patterns, forcing) = (exact_dispatch(sys), patterns(sys), forcing_tables(sys));
    let (needs, memo) = (needs_table(sys), memo_glue(sys));
    let (inherent, bidder) = (inherent_impl(sys, opts), bidder_impl(sys, name));
    let doc = format!("The bidding system \"{}\", compiled from its rules by bidbase.", sys.name);
    quote! {
        #[doc = #doc]
        #(#attrs)*
        #vis struct #name {
            selection: ::bidbase::__private::Selection,
        }

        #[allow(unused_variables, unused_imports, dead_code, unused_parens, clippy::nonminimal_bool, clippy::overly_complex_bool_expr)]
        const _: () = {
            use ::bidbase::__private as bb;
            use ::core::option::Option::{self, None, Some};
            use bb::calls::*;

            #head
            #sections
            #exact
            #patterns
            #forcing
            #describe
            #explain
            #needs
            #memo
            #inherent
            #bidder
        };
    }
}

/// The tracked rules files, the entry table, every hand requirement of the rules once (the
/// entries test these constants), and the conventions with their default uses.
fn head(sys: &System, opts: &Options, leaves: &Leaves) -> TokenStream {
    let tracked = tracked(opts);
    let entries = entry_table(sys);
    let leaf_consts = leaves.consts();
    let n_conv = num(sys.conventions.len() as u64);
    let conventions = &sys.conventions;
    let uses = sys.default_uses.iter().map(|u| use_tokens(*u));
    quote! {
        #tracked

        #entries
        #leaf_consts
        static CONVENTIONS: [&str; #n_conv] = [#(#conventions),*];
        static DEFAULT_USES: [bb::Use; #n_conv] = [#(#uses),*];
    }
}
