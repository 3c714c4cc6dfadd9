//! The `system!` procedural macro. All the work is done by `bidbase-codegen`; this crate only
//! forwards the tokens. Use it through the `bidbase` crate: `bidbase::system!(pub Sayc =
//! "rules/sayc.bb");`.
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

use proc_macro::TokenStream;

/// Compiles a rules file (relative to the crate's `CARGO_MANIFEST_DIR`) into a struct that
/// implements `bidbase::Bidder`: `system!(pub Sayc = "rules/sayc.bb");`.
///
/// Several systems in one invocation, each `pub Name = "file.bb";`, are compiled together:
/// each is its own struct, and the section functions and hand requirements they have alike
/// are generated once (a system written as another plus its differences compiles in about
/// the time of one).
///
/// Errors in the rules, and test hands that do not reach their entries, are compile errors
/// that name `rules/file.bb:line:col`.
#[proc_macro]
pub fn system(input: TokenStream) -> TokenStream {
    bidbase_codegen::expand(input.into()).into()
}
