//! The rules files a system was compiled from: tracked so that editing one rebuilds the
//! system, and embedded as text for the interpreter (`SOURCES`, referred to only by code that
//! runs the rules through it).

use bidbase_spec::ir::System;
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

/// The struct's `SOURCES`: every file of the system once, in reading order, by the name the
/// root and its includes use (as shown to users), with its text embedded from
/// [`Options::base`]. A constant that nothing refers to takes no room in a binary.
pub(crate) fn sources(sys: &System, opts: &Options) -> TokenStream {
    let mut names: Vec<&str> = Vec::new();
    let mut files = Vec::new();
    for f in &sys.sources.files {
        let name = display_name(&f.name);
        if !names.contains(&name) {
            names.push(name);
            let path = opts.base.join(&f.name).display().to_string();
            files.push(quote!((#name, ::core::include_str!(#path))));
        }
    }
    quote! {
        /// The rules files the system was compiled from, each by the name the root file and its
        /// includes use, with its text: what the interpreter needs to load the same rules.
        pub const SOURCES: &'static [(&'static str, &'static str)] = &[#(#files),*];
    }
}
