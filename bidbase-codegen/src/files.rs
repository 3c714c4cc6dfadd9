//! The rules files a system was compiled from: tracked so that editing one rebuilds the
//! system, and embedded as text for the interpreter (`SOURCES`).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::options::Options;

/// A rules file's name as shown to users: the macro's path without leading `./` and `../`.
pub(crate) fn display_name(name: &str) -> &str {
    let mut n = name;
    while let Some(rest) = n.strip_prefix("../").or_else(|| n.strip_prefix("./")) {
        n = rest;
    }
    n
}

/// `const __RULES_FILE_<n>: &[u8] = include_bytes!(...)` for each tracked path: the compiler
/// then rebuilds the system when one of them changes.
pub(crate) fn tracked(opts: &Options) -> TokenStream {
    let tracked = opts.track.iter().enumerate().map(|(i, p)| {
        let id = format_ident!("__RULES_FILE_{}", i);
        quote! { const #id: &[u8] = ::core::include_bytes!(#p); }
    });
    quote!(#(#tracked)*)
}
