//! The generated system: its struct, and in a `const _: () = { ... };` block everything it is
//! made of, each part emitted by the module that holds it.

use bidbase_spec::ir::System;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

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
use crate::profile::section_tries;
use crate::sections::{needs_table, section_functions, section_tables, SectionFns, SectionMap};
use crate::tokens::{num, use_tokens};

/// What the systems compiled together share: every hand requirement and every section
/// function, each once.
#[derive(Default)]
struct Pool {
    leaves: Leaves,
    fns: SectionFns,
}

/// A system's own items, generated over a [`Pool`]: all but the pool's.
struct Parts {
    tracked_and_entries: TokenStream,
    tail_of_head: TokenStream,
    sections: SectionMap,
    rest: TokenStream,
}

/// Generates the system.
///
/// Each section is a function holding its entries as a chain of `if`s (in a large system, only
/// the sections a profile of self-play reaches often; the others are evaluated from the
/// explanations' tables); the lookup finds the sections of an auction through the exact
/// dispatch or the pattern dispatch and calls them through a table of functions, in order. Descriptions and forcing levels fold per-section
/// tables over the same chains.
pub fn generate(sys: &System, opts: &Options) -> TokenStream {
    let mut pool = Pool::default();
    let parts = parts(sys, opts, &mut pool);
    pool.fns.decide();
    let private = TokenStream::new();
    let (leaf_consts, fns) = (pool.leaves.consts(&private), pool.fns.tokens(&private));
    wrap(sys, opts, &parts, &pool, leaf_consts, fns)
}

/// Generates several systems that share their hand requirements and section functions: each
/// distinct function is compiled once, in a hidden module beside the systems' structs, named
/// after the first. 2/1, SAYC plus its differences, shares nearly all of SAYC's functions.
pub fn generate_together(systems: &[(&System, &Options)]) -> TokenStream {
    let Some((_, first)) = systems.first() else {
        return TokenStream::new();
    };
    let mut pool = Pool::default();
    let parts: Vec<Parts> = systems.iter().map(|(sys, opts)| parts(sys, opts, &mut pool)).collect();
    pool.fns.decide();
    let module = format_ident!("__bidbase_shared_{}", first.name);
    let shared = quote!(pub(super));
    let (leaf_consts, fns) = (pool.leaves.consts(&shared), pool.fns.tokens(&shared));
    let (allow, prelude) = (allow(), prelude());
    let mut out = quote! {
        #[doc(hidden)]
        #[allow(non_snake_case)]
        #allow
        mod #module {
            #prelude

            #leaf_consts
            #fns
        }
    };
    for ((sys, opts), parts) in systems.iter().zip(&parts) {
        out.extend(wrap(sys, opts, parts, &pool, TokenStream::new(), quote!(use #module::*;)));
    }
    out
}

/// The system's own items. The requirements are numbered in order of first use: the sections'
/// entries, then the description rows (explanations use no others). A large system's sections
/// count how often self-play tries them, for the choice of which to compile.
fn parts(sys: &System, opts: &Options, pool: &mut Pool) -> Parts {
    let tries = section_tries(sys);
    let sections = section_functions(sys, &mut pool.leaves, &mut pool.fns, tries.as_deref());
    let describe = description_tables(sys, &mut pool.leaves);
    let explain = explain_tables(sys, &mut pool.leaves);
    let (tracked_and_entries, tail_of_head) = head(sys, opts);
    let (exact, patterns, forcing) = (exact_dispatch(sys), patterns(sys), forcing_tables(sys));
    let (needs, memo) = (needs_table(sys), memo_glue(sys));
    let (inherent, bidder) = (inherent_impl(sys, opts), bidder_impl(sys, &opts.name));
    let rest = quote! {
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
    Parts { tracked_and_entries, tail_of_head, sections, rest }
}

/// The struct, and its items in a `const _: () = { ... };` block: `leaf_consts` and `fns` are
/// the pool's items, or the `use` of the module that holds them.
fn wrap(
    sys: &System,
    opts: &Options,
    parts: &Parts,
    pool: &Pool,
    leaf_consts: TokenStream,
    fns: TokenStream,
) -> TokenStream {
    let Options { attrs, vis, name, .. } = opts;
    let Parts { tracked_and_entries, tail_of_head, sections, rest } = parts;
    let sections = section_tables(sections, &pool.fns);
    let doc = format!("The bidding system \"{}\", compiled from its rules by bidbase.", sys.name);
    let (allow, prelude) = (allow(), prelude());
    quote! {
        #[doc = #doc]
        #(#attrs)*
        #vis struct #name {
            selection: ::bidbase::__private::Selection,
        }

        #allow
        const _: () = {
            #prelude

            #tracked_and_entries
            #leaf_consts
            #tail_of_head
            #fns
            #sections
            #rest
        };
    }
}

/// The lints generated code may trip, allowed on the items that hold it.
fn allow() -> TokenStream {
    quote! {
        #[allow(unused_variables, unused_imports, dead_code, unused_parens, clippy::nonminimal_bool, clippy::overly_complex_bool_expr)]
    }
}

/// The names generated code uses: the runtime as `bb`, `Option`, and the call constants.
fn prelude() -> TokenStream {
    quote! {
        use ::bidbase::__private as bb;
        use ::core::option::Option::{self, None, Some};
        use bb::calls::*;
    }
}

/// The tracked rules files and the entry table; then the conventions with their default uses
/// (every hand requirement of the rules, which the entries test, goes between the two).
fn head(sys: &System, opts: &Options) -> (TokenStream, TokenStream) {
    let tracked = tracked(opts);
    let entries = entry_table(sys);
    let n_conv = num(sys.conventions.len() as u64);
    let conventions = &sys.conventions;
    let uses = sys.default_uses.iter().map(|u| use_tokens(*u));
    (
        quote! {
            #tracked

            #entries
        },
        quote! {
            static CONVENTIONS: [&str; #n_conv] = [#(#conventions),*];
            static DEFAULT_USES: [bb::Use; #n_conv] = [#(#uses),*];
        },
    )
}
