//! # bidbase-codegen
//!
//! The bidbase compiler: turns a lowered rules system ([`bidbase_spec::ir::System`]) into Rust
//! in which each Prior Bids section is a function holding the section's entries as a chain of
//! `if`s over inlined hand predicates, and an auction finds its sections through a table made
//! when compiling.
//!
//! Every requirement is emitted as a constant [`bidbase_runtime::rules::Leaf`] and evaluated
//! with the same `Leaf::eval` the interpreter calls, so the two back ends share one definition
//! of what each requirement means; with the leaf a constant, `eval` folds down to a few
//! compares. Generated code names everything by full path through `::bidbase::__private` and
//! puts its helpers inside `const _: () = { ... };` so nothing collides with user names.
//!
//! This is an ordinary library on [`proc_macro2::TokenStream`]: `bidbase-macros` forwards to
//! [`expand`], and the `bidbase expand` command prints [`expand_to_string`].
//!
//! The generated system is put together in `system`, each part by the module that holds it:
//! `files` (the rules files), `entry` (each entry's code and the entry table), `leaf` (the
//! hand requirements), `sections` (a function a section), `dispatch` (from an auction to its
//! sections), `forcing` and `describe` (the per-section tables), `memo` (the glue to the
//! runtime's memo of the auction) and `bidder` (the struct's methods and the `Bidder` impl).
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

use std::path::{Path, PathBuf};

use bidbase_spec::{FsLoader, Interpreter};
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, LitStr, Token, Visibility};

mod bidder;
mod describe;
mod dispatch;
mod entry;
mod explain;
mod files;
mod forcing;
mod leaf;
mod memo;
mod options;
mod profile;
mod sections;
mod system;
mod tokens;

pub use options::Options;
pub use system::{generate, generate_together};

/// The input of `system!`: `#[attrs] pub Name = "rules/file.bb"`.
pub struct SystemInput {
    /// Attributes put on the generated struct.
    pub attrs: Vec<Attribute>,
    /// The struct's visibility.
    pub vis: Visibility,
    /// The struct's name.
    pub name: Ident,
    /// The rules file, relative to `CARGO_MANIFEST_DIR`.
    pub path: LitStr,
}

impl Parse for SystemInput {
    fn parse(input: ParseStream<'_>) -> syn::Result<SystemInput> {
        let one = parse_one(input)?;
        if !input.is_empty() {
            return Err(input.error("unexpected tokens after the rules file"));
        }
        Ok(one)
    }
}

/// One system of the input, with its optional `;`.
fn parse_one(input: ParseStream<'_>) -> syn::Result<SystemInput> {
    let attrs = input.call(Attribute::parse_outer)?;
    let vis: Visibility = input.parse()?;
    let name: Ident = input.parse()?;
    let _: Token![=] = input.parse().map_err(|e| {
        syn::Error::new(e.span(), "expected `=` and the rules file: system!(pub Name = \"rules/file.bb\")")
    })?;
    let path: LitStr = input.parse()?;
    let _: Option<Token![;]> = input.parse()?;
    Ok(SystemInput { attrs, vis, name, path })
}

/// The input of `system!` with several systems, each `#[attrs] pub Name = "rules/file.bb";`:
/// they are compiled together and share their section functions ([`generate_together`]).
pub struct SystemsInput(pub Vec<SystemInput>);

impl Parse for SystemsInput {
    fn parse(input: ParseStream<'_>) -> syn::Result<SystemsInput> {
        let mut list = vec![parse_one(input)?];
        while !input.is_empty() {
            list.push(parse_one(input)?);
        }
        Ok(SystemsInput(list))
    }
}

/// The macro's expansion: parse the input, read the rules from `CARGO_MANIFEST_DIR`, check the
/// test hands, and generate the system (or `compile_error!`s and a stub). Several systems in
/// one input are compiled together. Never panics.
pub fn expand(input: TokenStream) -> TokenStream {
    let input: SystemsInput = match syn::parse2(input) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    let base = std::env::var("CARGO_MANIFEST_DIR").map(PathBuf::from).unwrap_or_else(|_| PathBuf::from("."));
    match input.0.as_slice() {
        [one] => expand_with_base(one, &base),
        list => expand_together(list, &base),
    }
}

/// Several systems compiled together ([`generate_together`]), each with its test hands
/// checked; a system whose rules do not compile gets its errors and a stub, the others are
/// generated together.
pub fn expand_together(inputs: &[SystemInput], base: &Path) -> TokenStream {
    let mut out = TokenStream::new();
    let mut compiled = Vec::new();
    for input in inputs {
        let (opts, path) = (options(input, base), input.path.value());
        match bidbase_spec::compile(&path, &FsLoader::new(base)) {
            Ok(sys) => compiled.push((Options { track: sys.files_read.clone(), ..opts }, sys)),
            Err((map, diags)) => out.extend(failed(&opts, &path, &map, &diags)),
        }
    }
    let list: Vec<(&bidbase_spec::ir::System, &Options)> = compiled.iter().map(|(o, s)| (s, o)).collect();
    out.extend(generate_together(&list));
    for (opts, sys) in compiled {
        out.extend(check_errors(sys, opts.span));
    }
    out
}

/// The generation options of one system of the input.
fn options(input: &SystemInput, base: &Path) -> Options {
    Options {
        attrs: input.attrs.clone(),
        vis: input.vis.clone(),
        name: input.name.clone(),
        track: Vec::new(),
        base: base.to_path_buf(),
        span: input.path.span(),
    }
}

/// The test hands of a compiled system that do not reach their entries, as compile errors.
fn check_errors(sys: bidbase_spec::ir::System, span: Span) -> TokenStream {
    let mut out = TokenStream::new();
    let interp = Interpreter::new(sys);
    let report = interp.check();
    for f in &report.failures {
        out.extend(compile_error(span, &bidbase_spec::interp::render_failure(f, &interp)));
    }
    out
}

/// A system whose rules do not compile: a stub and the errors.
fn failed(
    opts: &Options,
    path: &str,
    map: &bidbase_spec::span::SourceMap,
    diags: &bidbase_spec::span::Diagnostics,
) -> TokenStream {
    let mut out = stub(opts);
    for d in diags.list.iter().filter(|d| d.severity == bidbase_spec::span::Severity::Error) {
        out.extend(compile_error(opts.span, &d.render(map)));
    }
    if diags.list.is_empty() {
        out.extend(compile_error(opts.span, &format!("cannot read the rules file {path}")));
    }
    out
}

/// [`expand`] with an explicit base directory for the rules path.
pub fn expand_with_base(input: &SystemInput, base: &Path) -> TokenStream {
    let (mut opts, path) = (options(input, base), input.path.value());
    match bidbase_spec::compile(&path, &FsLoader::new(base)) {
        Ok(sys) => {
            opts.track = sys.files_read.clone();
            let mut out = generate(&sys, &opts);
            out.extend(check_errors(sys, opts.span));
            out
        }
        Err((map, diags)) => failed(&opts, &path, &map, &diags),
    }
}

/// `compile_error!(message)` at `span`, the message a rendered diagnostic without its leading
/// `error: ` (the compiler says that).
fn compile_error(span: Span, message: &str) -> TokenStream {
    let msg = message.trim_end();
    let msg = msg.strip_prefix("error: ").unwrap_or(msg);
    quote::quote_spanned!(span=> ::core::compile_error!(#msg);)
}

/// Reads a rules file (relative to the current directory) and returns the generated Rust,
/// formatted, for `bidbase expand`.
pub fn expand_to_string(path: &str) -> Result<String, String> {
    let sys = bidbase_spec::compile(path, &FsLoader::new(".")).map_err(|(map, d)| d.render(&map))?;
    let name = struct_name(path);
    let opts = Options {
        attrs: Vec::new(),
        vis: syn::parse_quote!(pub),
        name: Ident::new(&name, Span::call_site()),
        track: vec![path.to_string()],
        base: PathBuf::new(),
        span: Span::call_site(),
    };
    format(&generate(&sys, &opts))
}

/// Formats generated tokens with prettyplease.
pub fn format(tokens: &TokenStream) -> Result<String, String> {
    let file: syn::File = syn::parse2(tokens.clone()).map_err(|e| format!("generated code does not parse: {e}"))?;
    Ok(prettyplease::unparse(&file))
}

/// `rules/sayc.bb` → `Sayc`.
pub fn struct_name(path: &str) -> String {
    let stem = Path::new(path).file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let mut out = String::new();
    let mut upper = true;
    for c in stem.chars() {
        if c.is_ascii_alphanumeric() {
            if upper {
                out.push(c.to_ascii_uppercase());
            } else {
                out.push(c);
            }
            upper = false;
        } else {
            upper = true;
        }
    }
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert_str(0, "System");
    }
    out
}

/// The struct and an empty `Bidder` impl, emitted next to `compile_error!`s so that the user's
/// code still type-checks and only the real problems are shown.
pub fn stub(opts: &Options) -> TokenStream {
    let Options { attrs, vis, name, .. } = opts;
    quote! {
        #(#attrs)*
        #vis struct #name {
            selection: ::bidbase::__private::Selection,
        }
        const _: () = {
            impl #name {
                /// The rules files (none: the rules failed to compile).
                pub const SOURCES: &'static [(&'static str, &'static str)] = &[];

                /// A new instance (the rules failed to compile).
                pub fn new() -> Self {
                    #name { selection: ::bidbase::__private::Selection::default() }
                }
            }
            impl ::core::default::Default for #name {
                fn default() -> Self {
                    Self::new()
                }
            }
            impl ::bidbase::__private::Bidder for #name {
                fn name(&self) -> &str { "" }
                fn choose(&self, _: ::bidbase::__private::Hand, _: &::bidbase::__private::Auction, _: &::bidbase::__private::Context) -> ::core::option::Option<::bidbase::__private::Choice> { ::core::option::Option::None }
                fn convention_names(&self) -> ::std::vec::Vec<&str> { ::std::vec::Vec::new() }
                fn selection(&self) -> &::bidbase::__private::Selection { &self.selection }
                fn selection_mut(&mut self) -> &mut ::bidbase::__private::Selection { &mut self.selection }
                fn entry_count(&self) -> usize { 0 }
                fn entry(&self, _: u32) -> ::core::option::Option<::bidbase::__private::EntryInfo<'_>> { ::core::option::Option::None }
                fn describe_call(&self, _: &::bidbase::__private::Auction, _: &::bidbase::__private::Context, _: ::bidbase::__private::Call) -> ::core::option::Option<(u32, ::bidbase::__private::Shown)> { ::core::option::Option::None }
            }
            impl ::bidbase::__private::Explain for #name {
                fn explain(&self, _: ::bidbase::__private::Hand, _: &::bidbase::__private::Auction, _: &::bidbase::__private::Context) -> ::std::vec::Vec<::bidbase::__private::SectionTrace> { ::std::vec::Vec::new() }
                fn section(&self, _: u32) -> ::core::option::Option<::bidbase::__private::SectionInfo<'_>> { ::core::option::Option::None }
            }
        };
    }
}
