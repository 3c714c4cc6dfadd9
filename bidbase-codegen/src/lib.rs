//! # bidbase-codegen
//!
//! The bidbase compiler: turns a lowered rules system ([`bidbase_spec::ir::System`]) into Rust
//! in which each Prior Bids section is one `match` arm holding the section's entries as a
//! chain of `if`s over inlined hand predicates.
//!
//! Every requirement is emitted as a constant [`bidbase_runtime::rules::Leaf`] and evaluated
//! with the same `Leaf::eval` the interpreter calls, so the two back ends share one definition
//! of what each requirement means; with the leaf a constant, `eval` folds down to a few
//! compares. Generated code names everything by full path through `::bidbase::__private` and
//! puts its helpers inside `const _: () = { ... };` so nothing collides with user names.
//!
//! This is an ordinary library on [`proc_macro2::TokenStream`]: `bidbase-macros` forwards to
//! [`expand`], and the `bidbase expand` command prints [`expand_to_string`].
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

use std::path::{Path, PathBuf};

use bidbase_runtime::rules::{Leaf, Measure, PositionCode, Range, SuitRef, Use};
use bidbase_runtime::{Call, CallKind, GibQuality, GibStop, SlamTag, Stopper, Suit};
use bidbase_spec::ir::{CallIr, Cond, EntryIr, System};
use bidbase_spec::{FsLoader, Interpreter};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, LitStr, Token, Visibility};

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
        let attrs = input.call(Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        let name: Ident = input.parse()?;
        let _: Token![=] = input.parse().map_err(|e| {
            syn::Error::new(e.span(), "expected `=` and the rules file: system!(pub Name = \"rules/file.bb\")")
        })?;
        let path: LitStr = input.parse()?;
        let _: Option<Token![;]> = input.parse()?;
        if !input.is_empty() {
            return Err(input.error("unexpected tokens after the rules file"));
        }
        Ok(SystemInput { attrs, vis, name, path })
    }
}

/// What to generate around a system.
pub struct Options {
    /// Attributes of the struct.
    pub attrs: Vec<Attribute>,
    /// Visibility of the struct.
    pub vis: Visibility,
    /// Name of the struct.
    pub name: Ident,
    /// Paths of the files read, tracked with `include_bytes!` so that editing them rebuilds.
    pub track: Vec<String>,
    /// Span for generated errors.
    pub span: Span,
}

/// The macro's expansion: parse the input, read the rules from `CARGO_MANIFEST_DIR`, check the
/// test hands, and generate the system (or `compile_error!`s and a stub). Never panics.
pub fn expand(input: TokenStream) -> TokenStream {
    let input: SystemInput = match syn::parse2(input) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    let base = std::env::var("CARGO_MANIFEST_DIR").map(PathBuf::from).unwrap_or_else(|_| PathBuf::from("."));
    expand_with_base(&input, &base)
}

/// [`expand`] with an explicit base directory for the rules path.
pub fn expand_with_base(input: &SystemInput, base: &Path) -> TokenStream {
    let path = input.path.value();
    let span = input.path.span();
    let mut opts = Options {
        attrs: input.attrs.clone(),
        vis: input.vis.clone(),
        name: input.name.clone(),
        track: Vec::new(),
        span,
    };
    match bidbase_spec::compile(&path, &FsLoader::new(base)) {
        Ok(sys) => {
            opts.track = sys.files_read.clone();
            let mut out = generate(&sys, &opts);
            let interp = Interpreter::new(sys);
            let report = interp.check();
            for f in &report.failures {
                let msg = bidbase_spec::interp::render_failure(f, &interp);
                let msg = msg.trim_end().strip_prefix("error: ").unwrap_or(msg.trim_end()).to_string();
                out.extend(quote::quote_spanned!(span=> ::core::compile_error!(#msg);));
            }
            out
        }
        Err((map, diags)) => {
            let mut out = stub(&opts);
            for d in diags.list.iter().filter(|d| d.severity == bidbase_spec::span::Severity::Error) {
                let msg = d.render(&map);
                let msg = msg.trim_end().strip_prefix("error: ").unwrap_or(msg.trim_end()).to_string();
                out.extend(quote::quote_spanned!(span=> ::core::compile_error!(#msg);));
            }
            if diags.list.is_empty() {
                let msg = format!("cannot read the rules file {path}");
                out.extend(quote::quote_spanned!(span=> ::core::compile_error!(#msg);));
            }
            out
        }
    }
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
        };
    }
}

/// Generates the system.
pub fn generate(sys: &System, opts: &Options) -> TokenStream {
    let Options { attrs, vis, name, track, .. } = opts;
    let system_name = &sys.name;
    // Only a system of another deck says so: the standard deck is the trait's default.
    let deck_fn = match sys.deck {
        bidbase_runtime::Deck::Standard => quote! {},
        bidbase_runtime::Deck::Bidittle => quote! {
            fn deck(&self) -> bb::Deck {
                bb::Deck::Bidittle
            }
        },
    };
    let n_entries = num(sys.entries.len() as u64);
    // The rules files, named once; each entry of the table refers to its file's constant.
    let mut files: Vec<&str> = Vec::new();
    for e in &sys.entries {
        let f = display_name(&e.data.file);
        if !files.contains(&f) {
            files.push(f);
        }
    }
    let file_consts = files.iter().enumerate().map(|(i, f)| {
        let id = format_ident!("F{}", i);
        quote! { const #id: &str = #f; }
    });
    let entries: Vec<TokenStream> = sys.entries.iter().map(|e| entry_info(e, &files)).collect();
    let mut leaves = Leaves::default();
    let n_conv = num(sys.conventions.len() as u64);
    let conventions = &sys.conventions;
    let uses = sys.default_uses.iter().map(|u| use_tokens(*u));
    let tracked = track.iter().enumerate().map(|(i, p)| {
        let id = format_ident!("__RULES_FILE_{}", i);
        quote! { const #id: &[u8] = ::core::include_bytes!(#p); }
    });
    // Each section: one match arm calling the section's function, which holds the entries as a
    // chain of `if`s. Separate functions keep large systems quick to compile.
    // Each section: one match arm on the Prior Bids (its "@" annotation and its calls as a slice
    // pattern) calling the section's function, which holds the entries as a chain of `if`s.
    // Separate functions keep large systems quick to compile. Slice patterns were measured
    // against a packed-integer key (u64 and u128): rustc's decision tree on the slice, one call
    // at a time, took about 60% of the instructions of the integer match on SAYC.
    let live = |sid: u32| section_live(sys, sid);
    let fname = |sid: u32| format_ident!("section_{}", sid);
    // Sections whose entries read what the auction forces: the lookup works it out only before
    // the first such section it tries.
    let needs = |sid: u32| sys.section_needs.get(sid as usize).copied().unwrap_or(true);
    let mut section_fns = Vec::new();
    for (index, sec) in sys.sections.iter().enumerate() {
        let index = index as u32;
        if live(index) {
            let entries: Vec<&EntryIr> =
                sec.entries.iter().map(|&i| &sys.entries[i as usize]).filter(|e| !e.disabled).collect();
            let chain: Vec<TokenStream> = entries.iter().map(|e| entry_code(e, &mut leaves)).collect();
            let comment = format!("[{}]", sec.text);
            let f = fname(index);
            section_fns.push(quote! {
                    fn #f(s: &bb::Situation<'_>) -> Option<(u32, bb::Call, Option<bb::SlamTag>)> {
                    let _ = #comment;
                    #(#chain)*
                    None
                }
            });
        }
    }
    // Each exact section: one match arm on the Prior Bids (its "@" annotation and its calls as a
    // slice pattern) giving the live sections that apply to exactly this auction, known when
    // compiling: the section, its alias's chain, the patterns that match it. The lookup calls
    // them through a table of functions; descriptions and forcing fold their tables.
    let exact_table = exact_table(sys);
    let section_table =
        (0..sys.sections.len() as u32).map(|id| if live(id) { fname(id) } else { format_ident!("no_section") });
    let needs_table = (0..sys.sections.len() as u32).map(|id| live(id) && needs(id));
    let n_sections = num(sys.sections.len() as u64);
    // Auctions without an exact section: the pattern sections in reading order. Each pattern
    // is a bit of a candidate mask; tables by the view's first, last and next-to-last calls
    // and by its length give the patterns that can match (bidbase_runtime::rules::pattern::anchors),
    // and only those are run through the matcher.
    let mut pattern_statics = Vec::new();
    for &pid in &sys.patterns {
        let p = sys.sections[pid as usize].pattern.as_deref().unwrap_or(&[]);
        let name = format_ident!("PATTERN_{}", pid);
        let n = num(p.len() as u64);
        let elems = p.iter().map(elem_tokens);
        pattern_statics.push(quote! { static #name: [bb::Elem; #n] = [#(#elems),*]; });
    }
    let dispatch = pattern_dispatch(sys);
    // What the auction forces, when entries ask: the lowest forcing level of a call over the
    // sections that apply where it was made, from per-section tables.
    // Emitted for every system: `Bidder::forcing_at` reads it (simulate counts the passes after
    // forcing calls); the lookup sets the situation's forcing only when entries ask.
    let forcing = {
        let mut tables = Vec::new();
        let mut table_refs = Vec::new();
        for index in 0..sys.sections.len() {
            let t = sys.forcing_table(index as u32);
            let name = format_ident!("FORCING_{}", index);
            let n = num(t.len() as u64);
            let items = t.iter().map(|(c, l, m)| {
                let (c, l, m) = (num(*c), num(*l), num(*m));
                quote!((#c, #l, #m))
            });
            tables.push(quote! { static #name: [(u8, u8, u32); #n] = [#(#items),*]; });
            table_refs.push(quote!(&#name));
        }

        quote! {
            #(#tables)*
            static FORCING: [&[(u8, u8, u32)]; #n_sections] = [#(#table_refs),*];
            /// The forcing level of `call` where `chain` applies, made by a player of maker case
            /// `case`.
            fn forcing_in(chain: &bb::Chain<PW>, call: bb::Call, case: u8) -> u8 {
                let mut acc: Option<u8> = None;
                chain.each(&TABLES, |id| {
                    acc = bb::fold_forcing(acc, FORCING[id as usize], call, case);
                    None::<()>
                });
                acc.unwrap_or(0)
            }
        }
    };
    // Descriptions: per section a static table of rows (call, entry, what it shows packed,
    // the entry's public requirements), and the chain of sections of each auction.
    let mut shown_consts: Vec<u128> = Vec::new();
    let mut desc_tables = Vec::new();
    let mut desc_refs = Vec::new();
    // Per section, the calls its rows make (bit by code) and bit 63 when a row denies: a
    // description skips the sections that neither make the call nor deny.
    let mut desc_masks = Vec::new();
    for index in 0..sys.sections.len() as u32 {
        let mut dconst = |packed: u128| {
            let k = match shown_consts.iter().position(|v| *v == packed) {
                Some(k) => k,
                None => {
                    shown_consts.push(packed);
                    shown_consts.len() - 1
                }
            };
            format_ident!("D{}", k)
        };
        let desc_rows = sys.desc_rows(index);
        let mask = desc_rows.iter().fold(0u64, |m, r| m | 1 << r.call | if r.deny.is_some() { 1 << 63 } else { 0 });
        desc_masks.push(proc_macro2::Literal::u64_unsuffixed(mask));
        let rows: Vec<TokenStream> = desc_rows
            .iter()
            .map(|r| {
                let d = dconst(r.shown.pack());
                let (call, entry) = (num(r.call), num(r.entry));
                let pre: Vec<Ident> = r.pre.iter().map(|l| leaves.name(l)).collect();
                match r.deny {
                    Some(deny) => {
                        let dd = dconst(deny.pack());
                        let legal = r.legal_check;
                        quote!(bb::DescRow::new(#call, #entry, #d, &[#(#pre),*]).denies(#dd, #legal))
                    }
                    None => quote!(bb::DescRow::new(#call, #entry, #d, &[#(#pre),*])),
                }
            })
            .collect();
        let name = format_ident!("DESC_{}", index);
        let n = num(rows.len() as u64);
        desc_tables.push(quote! { static #name: [bb::DescRow<'static>; #n] = [#(#rows),*]; });
        desc_refs.push(quote!(&#name));
    }
    let shown_defs = shown_consts.iter().enumerate().map(|(k, v)| {
        let d = format_ident!("D{}", k);
        let lit = proc_macro2::Literal::u128_unsuffixed(*v);
        quote! { const #d: u128 = #lit; }
    });
    let describe = quote! {
        #(#shown_defs)*
        #(#desc_tables)*
        static DESC: [&[bb::DescRow<'static>]; #n_sections] = [#(#desc_refs),*];
        static DESC_MASK: [u64; #n_sections] = [#(#desc_masks),*];

        /// What `call` shows where `chain` applies, in the situation `s` (without it, every
        /// entry that can make the call counts).
        fn describe_in(chain: &bb::Chain<PW>, call: bb::Call, s: Option<&bb::Situation<'_>>) -> Option<(u32, bb::Shown)> {
            let mut acc = bb::DescAcc::NEW;
            let wanted = 1u64 << call.code() | 1 << 63;
            chain.each(&TABLES, |id| {
                if DESC_MASK[id as usize] & wanted != 0 {
                    acc = bb::fold_desc(acc, DESC[id as usize], call, s);
                }
                None::<()>
            });
            acc.found
        }
    };
    // What the auction forces and what partner's calls showed come from the thread's memo of
    // the auction's calls (bidbase_runtime::memo): bidding a board call by call works out each
    // earlier call once, not at every decision.
    let uses_forcing = sys.uses_forcing;
    let set_forcing = if sys.uses_forcing { quote!(s.forcing = memo.forcing(auction, &Src);) } else { quote!() };
    // A description of a call reads the memo only for what the auction forces: finding the
    // view's chain directly was measured cheaper than keeping the memo in step with the auction
    // (121 against 154 ns a description on the examples system, which reads no forcing).
    let describe_forcing = if sys.uses_forcing {
        quote!(bb::MemoCell::with(&MEMO, |memo| s.forcing = memo.forcing(auction, &Src));)
    } else {
        quote!()
    };
    // What partner has shown, when entries read it (`ours.`, `pard.`): each of his calls
    // described where it was made.
    let set_partner = if sys.uses_partner {
        quote! {
            let describe = |before: &bb::Auction, forcing: bb::Forcing, chain: &bb::Chain<PW>, call: bb::Call| {
                describe_before(&self.selection, context, before, forcing, chain, call)
            };
            let compute = || memo.partner(auction, context, &self.selection, #uses_forcing, &Src, &describe);
            let lazy = bb::LazyShown::new(&compute);
            situation.lazy_partner = Some(&lazy);
        }
    } else {
        quote!()
    };
    let doc = format!("The bidding system \"{system_name}\", compiled from its rules by bidbase.");
    let leaf_consts = leaves.list.iter().enumerate().map(|(i, l)| {
        let id = format_ident!("L{}", i);
        let l = leaf(l);
        quote! { const #id: bb::Leaf = #l; }
    });
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
            use bb::EntryInfo as E;
            use bb::calls::*;

            #(#tracked)*

            #(#file_consts)*
            static ENTRIES: [bb::EntryInfo<'static>; #n_entries] = [#(#entries),*];
            // Every hand requirement of the rules, once: the entries test these constants.
            #(#leaf_consts)*
            static CONVENTIONS: [&str; #n_conv] = [#(#conventions),*];
            static DEFAULT_USES: [bb::Use; #n_conv] = [#(#uses),*];

            #(#section_fns)*

            fn no_section(_: &bb::Situation<'_>) -> Option<(u32, bb::Call, Option<bb::SlamTag>)> {
                None
            }

            /// Every section's function, by section index.
            static SECTIONS: [fn(&bb::Situation<'_>) -> Option<(u32, bb::Call, Option<bb::SlamTag>)>; #n_sections] =
                [#(#section_table),*];

            #exact_table
            #(#pattern_statics)*
            #dispatch
            #forcing
            #describe

            /// Which sections read what the auction forces.
            static NEEDS: [bool; #n_sections] = [#(#needs_table),*];

            ::std::thread_local! {
                /// What this system worked out about the calls of the auction it saw last.
                static MEMO: bb::MemoCell<PW> = const { bb::MemoCell::new() };
            }

            /// The chain of sections of a Prior Bids view: its exact section's, or the patterns
            /// that match it.
            fn chain_of(tag: Option<bb::SlamTag>, calls: &[bb::Call]) -> bb::Chain<PW> {
                match exact_chain(tag, calls) {
                    Some(ids) => bb::Chain::Exact(ids),
                    None => TABLES.matching(tag, calls),
                }
            }

            /// The system's chains and forcing levels, for the memo.
            struct Src;

            impl bb::ChainSource<PW> for Src {
                fn chain(&self, tag: Option<bb::SlamTag>, calls: &[bb::Call]) -> bb::Chain<PW> {
                    chain_of(tag, calls)
                }

                fn level(&self, chain: &bb::Chain<PW>, call: bb::Call, case: u8) -> u8 {
                    forcing_in(chain, call, case)
                }
            }

            /// What `call` shows after `before`, which forces `forcing` (the auction's forcing
            /// when the entries read it, else none).
            fn describe_before(
                selection: &bb::Selection,
                context: &bb::Context,
                before: &bb::Auction,
                forcing: bb::Forcing,
                chain: &bb::Chain<PW>,
                call: bb::Call,
            ) -> Option<(u32, bb::Shown)> {
                let mut p = bb::Situation::new(bb::Hand::PLACEHOLDER, before, context, selection);
                p.forcing = forcing;
                describe_in(chain, call, Some(&p))
            }

            /// Works out what the auction forces, for the entries that read it.
            #[allow(unused_variables)]
            fn prepare(s: &mut bb::Situation<'_>, memo: &bb::MemoCell<PW>) {
                let auction = s.auction;
                #set_forcing
            }

            impl #name {
                /// A new instance with the conventions switched on and off as the rules declare.
                pub fn new() -> Self {
                    #name { selection: bb::Selection::new(&DEFAULT_USES) }
                }

                /// The entry that chooses the call, and the call: `(entry id, call, annotation)`.
                // Not `#[inline]`: the lookup is large, and an inline function is compiled again
                // in every crate that calls it (it doubled the build of the `bidbase` command).
                pub fn lookup(
                    &self,
                    hand: bb::Hand,
                    auction: &bb::Auction,
                    context: &bb::Context,
                ) -> Option<(u32, bb::Call, Option<bb::SlamTag>)> {
                    if auction.is_over() {
                        return None;
                    }
                    bb::MemoCell::with(&MEMO, |memo| self.lookup_in(memo, hand, auction, context))
                }

                fn lookup_in(
                    &self,
                    memo: &bb::MemoCell<PW>,
                    hand: bb::Hand,
                    auction: &bb::Auction,
                    context: &bb::Context,
                ) -> Option<(u32, bb::Call, Option<bb::SlamTag>)> {
                    #[allow(unused_mut)]
                    let mut situation = bb::Situation::new(hand, auction, context, &self.selection);
                    #set_partner
                    let s = &mut situation;
                    let mut ready = false;
                    let mut try_section = |id: u32| {
                        if NEEDS[id as usize] && !ready {
                            prepare(s, memo);
                            ready = true;
                        }
                        SECTIONS[id as usize](&*s)
                    };
                    let (tag, calls) = (auction.prior_slam_tag(), auction.prior_bids());
                    match exact_chain(tag, calls) {
                        Some(ids) => ids.iter().find_map(|&id| try_section(id)),
                        None => TABLES.each_section(tag, calls, try_section),
                    }
                }
            }

            impl ::core::default::Default for #name {
                fn default() -> Self {
                    Self::new()
                }
            }

            impl bb::Bidder for #name {
                fn name(&self) -> &str {
                    #system_name
                }
                #deck_fn

                fn choose(
                    &self,
                    hand: bb::Hand,
                    auction: &bb::Auction,
                    context: &bb::Context,
                ) -> Option<bb::Choice> {
                    let (entry, call, tag) = self.lookup(hand, auction, context)?;
                    Some(bb::Choice { call, tag, entry })
                }

                fn convention_names(&self) -> ::std::vec::Vec<&str> {
                    CONVENTIONS.to_vec()
                }

                fn selection(&self) -> &bb::Selection {
                    &self.selection
                }

                fn selection_mut(&mut self) -> &mut bb::Selection {
                    &mut self.selection
                }

                fn entry_count(&self) -> usize {
                    #n_entries
                }

                fn entry(&self, id: u32) -> Option<bb::EntryInfo<'_>> {
                    ENTRIES.get(id as usize).copied()
                }

                fn forcing_at(&self, auction: &bb::Auction, index: usize) -> u8 {
                    bb::MemoCell::with(&MEMO, |memo| memo.level(auction, index, &Src))
                }

                fn describe_at(
                    &self,
                    auction: &bb::Auction,
                    context: &bb::Context,
                    index: usize,
                ) -> Option<(u32, bb::Shown)> {
                    let describe = |before: &bb::Auction, forcing: bb::Forcing, chain: &bb::Chain<PW>, call: bb::Call| {
                        describe_before(&self.selection, context, before, forcing, chain, call)
                    };
                    bb::MemoCell::with(&MEMO, |memo| {
                        memo.shown(auction, context, &self.selection, index, #uses_forcing, &Src, &describe)
                    })
                }

                fn describe_call(
                    &self,
                    auction: &bb::Auction,
                    context: &bb::Context,
                    call: bb::Call,
                ) -> Option<(u32, bb::Shown)> {
                    #[allow(unused_mut)]
                    let mut situation = bb::Situation::new(bb::Hand::PLACEHOLDER, auction, context, &self.selection);
                    let s = &mut situation;
                    #describe_forcing
                    describe_in(&chain_of(auction.prior_slam_tag(), auction.prior_bids()), call, Some(&*s))
                }
            }
        };
    }
}

/// One entry: `if <situation> && <hand> { return ... }`, with the x suit chosen in between.
fn entry_code(e: &EntryIr, leaves: &mut Leaves) -> TokenStream {
    let id = num(e.id);
    let comment = format!("{}:{} {} {}", e.data.file, e.data.line, e.data.call, e.data.convention);
    // Pattern sections: the call is checked against the auction when bidding.
    let legal = |call: &TokenStream| {
        if e.legal_check {
            quote!(&& s.auction.check(#call).is_ok())
        } else {
            quote!()
        }
    };
    match &e.x {
        None => {
            let test = cond(&Cond::and(vec![e.pre.clone(), e.hand_pre.clone(), e.hand.clone()]), false, leaves);
            let (call, tag) = fixed_call(e.call);
            // The legality check first: it is cheap, and an illegal call skips the requirements
            // (some of which describe partner's calls).
            let legal = if e.legal_check { quote!(s.auction.check(#call).is_ok() &&) } else { quote!() };
            quote! {
                if #legal #test {
                    let _ = #comment;
                    return Some((#id, #call, #tag));
                }
            }
        }
        Some(rule) => {
            let cands = num(rule.candidates);
            let up = rule.up_the_line;
            let test = cond(&rule.test, true, leaves);
            let hand = cond(&e.hand, true, leaves);
            let pre = cond(&Cond::and(vec![e.pre.clone(), e.hand_pre.clone()]), false, leaves);
            let call = match e.call {
                CallIr::X(level) => {
                    let level = num(level);
                    quote!(bb::Call::bid(#level, bb::Strain::from(x)))
                }
                other => fixed_call(other).0,
            };
            let tag = match e.call {
                CallIr::Fixed(_, t) => opt_tag(t),
                CallIr::X(_) => quote!(None),
            };
            let legal = legal(&quote!(c));
            quote! {
                if #pre {
                    let _ = #comment;
                    if let Some(x) = bb::choose_x(&s.features, #cands, #up, |x| #test) {
                        let c = #call;
                        if #hand #legal {
                            return Some((#id, c, #tag));
                        }
                    }
                }
            }
        }
    }
}

/// The exact sections as a hash table (large systems; small ones get a `match`, see
/// [`SMALL_SYSTEM`]): `exact_chain(tag, calls)` gives the live sections that
/// apply to exactly this Prior Bids view, known when compiling (the section, its alias's chain,
/// the patterns that match it), or `None` when the view has no exact section. Open addressing
/// on [`bidbase_runtime::compiled::view_hash`], at most half full; the views' calls and chains are
/// two flat arrays. Measured against a `match` with one slice pattern per section (rustc's
/// decision tree, one call at a time): SAYC's self-play spent 11% of its time there.
fn exact_table(sys: &System) -> TokenStream {
    let exact: Vec<&bidbase_spec::ir::SectionIr> = sys.sections.iter().filter(|sec| sec.pattern.is_none()).collect();
    let n = exact.len();
    if n < SMALL_SYSTEM {
        return exact_match(sys, &exact);
    }
    let size = (2 * n).next_power_of_two().max(16);
    let mut slots = vec![0u32; size];
    let (mut hashes, mut tags, mut calls, mut call_start, mut ids, mut id_start) =
        (Vec::new(), Vec::new(), Vec::new(), vec![0u32], Vec::new(), vec![0u32]);
    for sec in exact {
        let h = bidbase_runtime::compiled::view_hash(sec.tag, &sec.calls);
        let mut i = h as usize & (size - 1);
        let mut duplicate = false;
        while slots[i] != 0 {
            let k = slots[i] as usize - 1;
            let (a, b) = (call_start[k] as usize, call_start[k + 1] as usize);
            duplicate |= hashes[k] == h && tags[k] == sec.tag && calls[a..b] == sec.calls[..];
            i = (i + 1) & (size - 1);
        }
        // The first section of a view answers, as the first arm of a match would.
        if duplicate {
            continue;
        }
        slots[i] = hashes.len() as u32 + 1;
        hashes.push(h);
        tags.push(sec.tag);
        calls.extend_from_slice(&sec.calls);
        call_start.push(calls.len() as u32);
        ids.extend(sys.chain(sec.tag, &sec.calls).into_iter().filter(|&id| section_live(sys, id)));
        id_start.push(ids.len() as u32);
    }
    let slot_type = if hashes.len() < u16::MAX as usize { quote!(u16) } else { quote!(u32) };
    let lit = |v: &[u32]| v.iter().map(|&x| num(x)).collect::<Vec<_>>();
    let (nslots, nk, nc, ni) =
        (num(size as u64), num(hashes.len() as u64), num(calls.len() as u64), num(ids.len() as u64));
    let (nk1, slots) = (num(hashes.len() as u64 + 1), lit(&slots));
    let hashes = hashes.iter().map(|&h| proc_macro2::Literal::u64_unsuffixed(h));
    let tags = tags.iter().map(|&t| opt_tag(t));
    let calls = calls.iter().map(|&c| call_const(c));
    let (call_start, ids, id_start) = (lit(&call_start), lit(&ids), lit(&id_start));
    quote! {
        static EXACT_SLOTS: [#slot_type; #nslots] = [#(#slots),*];
        static EXACT_HASH: [u64; #nk] = [#(#hashes),*];
        static EXACT_TAG: [Option<bb::SlamTag>; #nk] = [#(#tags),*];
        static EXACT_CALLS: [bb::Call; #nc] = [#(#calls),*];
        static EXACT_CALL_START: [u32; #nk1] = [#(#call_start),*];
        static EXACT_IDS: [u32; #ni] = [#(#ids),*];
        static EXACT_ID_START: [u32; #nk1] = [#(#id_start),*];

        /// The live sections of an auction that has an exact section, in lookup order.
        fn exact_chain(tag: Option<bb::SlamTag>, calls: &[bb::Call]) -> Option<&'static [u32]> {
            let h = bb::view_hash(tag, calls);
            let mask = EXACT_SLOTS.len() - 1;
            let mut i = h as usize & mask;
            loop {
                let k = (*EXACT_SLOTS.get(i)? as usize).checked_sub(1)?;
                if EXACT_HASH.get(k) == Some(&h) && EXACT_TAG.get(k) == Some(&tag) {
                    let (a, b) = (*EXACT_CALL_START.get(k)? as usize, *EXACT_CALL_START.get(k + 1)? as usize);
                    if EXACT_CALLS.get(a..b) == Some(calls) {
                        let (a, b) = (*EXACT_ID_START.get(k)? as usize, *EXACT_ID_START.get(k + 1)? as usize);
                        return EXACT_IDS.get(a..b);
                    }
                }
                i = (i + 1) & mask;
            }
        }
    }
}

/// Below this many exact sections `exact_chain` is a `match` with a slice pattern per section:
/// on a small system rustc's decision tree beats hashing the view (the examples system, 60
/// sections: 121 ns a description with the `match`, 141 ns with the table).
const SMALL_SYSTEM: usize = 1024;

/// `exact_chain` as one `match` arm per exact section, for small systems.
fn exact_match(sys: &System, exact: &[&bidbase_spec::ir::SectionIr]) -> TokenStream {
    let arms = exact.iter().map(|sec| {
        let tag = opt_tag(sec.tag);
        let calls = sec.calls.iter().map(|c| call_const(*c));
        let ids = sys.chain(sec.tag, &sec.calls).into_iter().filter(|&id| section_live(sys, id)).map(num);
        quote! { (#tag, [#(#calls),*]) => &[#(#ids),*], }
    });
    quote! {
        /// The live sections of an auction that has an exact section, in lookup order.
        fn exact_chain(tag: Option<bb::SlamTag>, calls: &[bb::Call]) -> Option<&'static [u32]> {
            Some(match (tag, calls) {
                #(#arms)*
                _ => return None,
            })
        }
    }
}

/// Whether a section has an entry that is switched on.
fn section_live(sys: &System, sid: u32) -> bool {
    sys.sections[sid as usize].entries.iter().any(|&i| !sys.entries[i as usize].disabled)
}

/// The pattern dispatch: `PATTERNS` and `PATTERN_CHAINS` (each pattern section with its
/// alias's chain, the live sections only, by pattern index in reading order), the candidate
/// tables by the view's first call (and the number of calls after it, modulo 4), by its last
/// three calls (row 38: no call there) and by its length (row 16: 16 calls or more), and
/// `pattern_candidates`, their intersection for a view ([`bidbase_runtime::rules::pattern::anchors`]).
fn pattern_dispatch(sys: &System) -> TokenStream {
    let np = sys.patterns.len();
    let words = np.div_ceil(64).max(1);
    let anchors: Vec<bidbase_runtime::rules::pattern::Anchors> = sys
        .patterns
        .iter()
        .map(|&pid| {
            bidbase_runtime::rules::pattern::anchors(sys.sections[pid as usize].pattern.as_deref().unwrap_or(&[]))
        })
        .collect();
    // One mask row: the patterns for which `admits` holds.
    let row = |admits: &dyn Fn(&bidbase_runtime::rules::pattern::Anchors) -> bool| {
        let mut m = vec![0u64; words];
        for (k, a) in anchors.iter().enumerate() {
            if admits(a) {
                m[k / 64] |= 1 << (k % 64);
            }
        }
        let m = m.into_iter().map(proc_macro2::Literal::u64_unsuffixed);
        quote!([#(#m),*])
    };
    // By code, and a last row for "no call there" (a view too short) that admits every pattern.
    let by_code = |f: &dyn Fn(&bidbase_runtime::rules::pattern::Anchors) -> u64| -> Vec<TokenStream> {
        let mut rows: Vec<TokenStream> = (0..Call::COUNT).map(|c| row(&|a| f(a) >> c & 1 != 0)).collect();
        rows.push(row(&|_| true));
        rows
    };
    let first: Vec<TokenStream> = (0..4)
        .map(|r| {
            let rows = by_code(&|a| a.first[r]);
            quote!([#(#rows),*])
        })
        .collect();
    let tail: Vec<TokenStream> = (0..3)
        .map(|d| {
            let rows = by_code(&|a| a.tail[d]);
            quote!([#(#rows),*])
        })
        .collect();
    let len: Vec<TokenStream> = (0..=16usize).map(|n| row(&|a| a.min_len <= n || n == 16)).collect();
    let w = num(words as u64);
    let n = num(np as u64);
    let (nc, nc1) = (num(Call::COUNT as u64), num(Call::COUNT as u64 + 1));
    let pats = sys.patterns.iter().map(|&pid| {
        let name = format_ident!("PATTERN_{}", pid);
        quote!(&#name)
    });
    let chains = sys.patterns.iter().map(|&pid| {
        let ids = sys.with_alias(pid).into_iter().filter(|&id| section_live(sys, id)).map(num);
        quote!(&[#(#ids),*])
    });
    quote! {
        /// Words of pattern bits in a candidate mask.
        const PW: usize = #w;
        static PATTERNS: [&[bb::Elem]; #n] = [#(#pats),*];
        static TABLES: bb::PatternTables<PW> =
            bb::PatternTables { patterns: &PATTERNS, chains: &PATTERN_CHAINS, candidates: pattern_candidates };
        static PATTERN_CHAINS: [&[u32]; #n] = [#(#chains),*];
        static PAT_FIRST: [[[u64; #w]; #nc1]; 4] = [#(#first),*];
        static PAT_TAIL: [[[u64; #w]; #nc1]; 3] = [#(#tail),*];
        static PAT_LEN: [[u64; #w]; 17] = [#(#len),*];

        /// The patterns that can match the view (a superset: each still goes through the
        /// matcher): those its length, first call and last three calls allow.
        #[inline]
        fn pattern_candidates(calls: &[bb::Call]) -> [u64; #w] {
            let n = calls.len();
            let mut m = PAT_LEN[n.min(16)];
            if n > 0 {
                let code = |d: usize| if d < n { calls[n - 1 - d].code() as usize } else { #nc };
                let f = &PAT_FIRST[(n - 1) % 4][calls[0].code() as usize];
                let (t0, t1, t2) = (&PAT_TAIL[0][code(0)], &PAT_TAIL[1][code(1)], &PAT_TAIL[2][code(2)]);
                for w in 0..#w {
                    m[w] &= f[w] & t0[w] & t1[w] & t2[w];
                }
            }
            m
        }
    }
}

fn elem_tokens(e: &bidbase_runtime::rules::pattern::Elem) -> TokenStream {
    let set = proc_macro2::Literal::u64_unsuffixed(e.calls.0);
    let owner = enum_tokens(quote!(bb::Owner), e.owner);
    let jump = enum_tokens(quote!(bb::Jump), e.jump);
    let tag = opt_tag(e.tag);
    let run = e.run;
    quote!(bb::Elem { calls: bb::CallSet(#set), owner: #owner, tag: #tag, jump: #jump, run: #run })
}

fn fixed_call(c: CallIr) -> (TokenStream, TokenStream) {
    match c {
        CallIr::Fixed(call, tag) => (call_const(call), opt_tag(tag)),
        CallIr::X(_) => (quote!(bb::calls::PASS), quote!(None)),
    }
}

fn opt_tag(t: Option<SlamTag>) -> TokenStream {
    match t {
        None => quote!(None),
        Some(t) => {
            let t = slam_tag(t);
            quote!(Some(#t))
        }
    }
}

fn call_name(c: Call) -> Ident {
    let s = match c.kind() {
        CallKind::Pass => "PASS".to_string(),
        CallKind::Double => "DOUBLE".to_string(),
        CallKind::Redouble => "REDOUBLE".to_string(),
        CallKind::Bid(b) => format!("C{}{}", b.level, b.strain.letter()),
    };
    Ident::new(&s, Span::call_site())
}

fn call_const(c: Call) -> TokenStream {
    let n = call_name(c);
    quote!(#n)
}

fn slam_tag(t: SlamTag) -> TokenStream {
    match t {
        SlamTag::Ask { trump, second } => {
            let (trump, second) = (num(trump), num(second));
            quote!(bb::SlamTag::Ask { trump: #trump, second: #second })
        }
        SlamTag::Cue { trump } => {
            let trump = num(trump);
            quote!(bb::SlamTag::Cue { trump: #trump })
        }
        SlamTag::GrandSlamForce { trump } => {
            let trump = num(trump);
            quote!(bb::SlamTag::GrandSlamForce { trump: #trump })
        }
    }
}

/// A condition as a boolean expression; `with_x` when the x suit `x` is in scope.
fn cond(c: &Cond, with_x: bool, leaves: &mut Leaves) -> TokenStream {
    match c {
        Cond::True => quote!(true),
        Cond::False => quote!(false),
        Cond::Leaf(l) => {
            let leaf = leaves.name(l);
            let x = if with_x { quote!(Some(x)) } else { quote!(None) };
            quote!(#leaf.eval(s, #x))
        }
        Cond::And(v) => {
            let parts: Vec<TokenStream> = v.iter().map(|c| cond(c, with_x, leaves)).collect();
            quote!((#(#parts)&&*))
        }
        Cond::Or(v) => {
            let parts: Vec<TokenStream> = v.iter().map(|c| cond(c, with_x, leaves)).collect();
            quote!((#(#parts)||*))
        }
    }
}

/// The distinct leaves of a system, in order of first use, each emitted once as a constant
/// `L<n>`.
#[derive(Default)]
struct Leaves {
    index: std::collections::HashMap<Leaf, usize>,
    list: Vec<Leaf>,
}

impl Leaves {
    /// The constant's name for this leaf, adding it on first use.
    fn name(&mut self, l: &Leaf) -> Ident {
        let n = *self.index.entry(*l).or_insert_with(|| {
            self.list.push(*l);
            self.list.len() - 1
        });
        format_ident!("L{}", n)
    }
}

fn range(r: Range) -> TokenStream {
    let lit = |v: i32| proc_macro2::Literal::i32_unsuffixed(v);
    match (r.lo, r.hi) {
        (i32::MIN, i32::MAX) => quote!(bb::Range::ANY),
        (lo, i32::MAX) => {
            let lo = lit(lo);
            quote!(bb::Range::at_least(#lo))
        }
        (i32::MIN, hi) => {
            let hi = lit(hi);
            quote!(bb::Range::at_most(#hi))
        }
        (lo, hi) => {
            let (lo, hi) = (lit(lo), lit(hi));
            quote!(bb::Range::new(#lo, #hi))
        }
    }
}

/// An unsuffixed integer literal, for readable output.
fn num(v: impl Into<u64>) -> proc_macro2::Literal {
    proc_macro2::Literal::u64_unsuffixed(v.into())
}

fn suit(s: Suit) -> TokenStream {
    let n = format_ident!("{}", format!("{s:?}"));
    quote!(bb::Suit::#n)
}

fn suit_ref(r: SuitRef) -> TokenStream {
    match r {
        SuitRef::X => quote!(bb::SuitRef::X),
        SuitRef::Fixed(s) => {
            let s = suit(s);
            quote!(bb::SuitRef::Fixed(#s))
        }
    }
}

fn use_tokens(u: Use) -> TokenStream {
    let n = format_ident!("{}", format!("{u:?}"));
    quote!(bb::Use::#n)
}

fn enum_tokens<T: core::fmt::Debug>(path: TokenStream, v: T) -> TokenStream {
    let n = format_ident!("{}", format!("{v:?}"));
    quote!(#path::#n)
}

/// A leaf as a constant expression of the runtime's type.
fn measure_tokens(m: Measure) -> TokenStream {
    match m {
        Measure::Hcp => quote!(bb::Measure::Hcp),
        Measure::Total => quote!(bb::Measure::Total),
        Measure::Len(s) => {
            let s = suit_ref(s);
            quote!(bb::Measure::Len(#s))
        }
    }
}

fn leaf(l: &Leaf) -> TokenStream {
    let p = quote!(bb::Leaf);
    match *l {
        Leaf::Hcp(r) => {
            let r = range(r);
            quote!(#p::Hcp(#r))
        }
        Leaf::Dist(r) => {
            let r = range(r);
            quote!(#p::Dist(#r))
        }
        Leaf::Total(r) => {
            let r = range(r);
            quote!(#p::Total(#r))
        }
        Leaf::Dummy { trump, partner, range: r } => {
            let (t, r) = (suit_ref(trump), range(r));
            let partner = num(partner);
            quote!(#p::Dummy { trump: #t, partner: #partner, range: #r })
        }
        Leaf::Custom { points, range: r } => {
            let (a, k, q, j, t) =
                (num(points.ace), num(points.king), num(points.queen), num(points.jack), num(points.ten));
            let r = range(r);
            quote!(#p::Custom { points: bb::CustomPoints::new(#a, #k, #q, #j, #t), range: #r })
        }
        Leaf::Knr(r) => {
            let r = range(r);
            quote!(#p::Knr(#r))
        }
        Leaf::Rule20(r) => {
            let r = range(r);
            quote!(#p::Rule20(#r))
        }
        Leaf::Rule15(r) => {
            let r = range(r);
            quote!(#p::Rule15(#r))
        }
        Leaf::Winners(r) => {
            let r = range(r);
            quote!(#p::Winners(#r))
        }
        Leaf::Running(r) => {
            let r = range(r);
            quote!(#p::Running(#r))
        }
        Leaf::Losers(r) => {
            let r = range(r);
            quote!(#p::Losers(#r))
        }
        Leaf::QuickTricks(r) => {
            let r = range(r);
            quote!(#p::QuickTricks(#r))
        }
        Leaf::Stopped(r) => {
            let r = range(r);
            quote!(#p::Stopped(#r))
        }
        Leaf::Intermediates(r) => {
            let r = range(r);
            quote!(#p::Intermediates(#r))
        }
        Leaf::Shape(f) => {
            let f = num(f);
            quote!(#p::Shape(#f))
        }
        Leaf::Len { suit: s, range: r } => {
            let (s, r) = (suit_ref(s), range(r));
            quote!(#p::Len { suit: #s, range: #r })
        }
        Leaf::LenCmp { suit: s, cmp, other } => {
            let (s, o) = (suit_ref(s), suit_ref(other));
            let c = enum_tokens(quote!(bb::Cmp), cmp);
            quote!(#p::LenCmp { suit: #s, cmp: #c, other: #o })
        }
        Leaf::SuitHcp { suit: s, range: r } => {
            let (s, r) = (suit_ref(s), range(r));
            quote!(#p::SuitHcp { suit: #s, range: #r })
        }
        Leaf::SuitHcpInts { suit: s, range: r, ints } => {
            let (s, r) = (suit_ref(s), range(r));
            let ints = num(ints);
            quote!(#p::SuitHcpInts { suit: #s, range: #r, ints: #ints })
        }
        Leaf::Letters { suit: s, codes, ints } => {
            let s = suit_ref(s);
            let (codes, ints) = (num(codes), num(ints));
            quote!(#p::Letters { suit: #s, codes: #codes, ints: #ints })
        }
        Leaf::Flag { suit: s, flag } => {
            let s = suit_ref(s);
            let flag = num(flag);
            quote!(#p::Flag { suit: #s, flag: #flag })
        }
        Leaf::OfTop { suit: s, n, m } => {
            let s = suit_ref(s);
            let (n, m) = (num(n), num(m));
            quote!(#p::OfTop { suit: #s, n: #n, m: #m })
        }
        Leaf::HonorsSeq { suit: s, hcp, honors } => {
            let (s, r) = (suit_ref(s), range(hcp));
            let honors = num(honors);
            quote!(#p::HonorsSeq { suit: #s, hcp: #r, honors: #honors })
        }
        Leaf::Stopper { suit: s, min, max } => {
            let s = suit_ref(s);
            let (a, b) = (stopper(min), stopper(max));
            quote!(#p::Stopper { suit: #s, min: #a, max: #b })
        }
        Leaf::SuitInts { suit: s, range: r } => {
            let (s, r) = (suit_ref(s), range(r));
            quote!(#p::SuitInts { suit: #s, range: #r })
        }
        Leaf::Protected(s) => {
            let s = suit_ref(s);
            quote!(#p::Protected(#s))
        }
        Leaf::CombLen { suits, x, range: r } => {
            let r = range(r);
            let suits = num(suits);
            quote!(#p::CombLen { suits: #suits, x: #x, range: #r })
        }
        Leaf::CombHcp { suits, x, range: r } => {
            let r = range(r);
            let suits = num(suits);
            quote!(#p::CombHcp { suits: #suits, x: #x, range: #r })
        }
        Leaf::GibQuality { suit: s, min, max } => {
            let s = suit_ref(s);
            let (a, b) = (gib_quality(min), gib_quality(max));
            quote!(#p::GibQuality { suit: #s, min: #a, max: #b })
        }
        Leaf::GibStop { suit: s, min, max } => {
            let s = suit_ref(s);
            let (a, b) = (gib_stop(min), gib_stop(max));
            quote!(#p::GibStop { suit: #s, min: #a, max: #b })
        }
        Leaf::Position(pc) => {
            let t = match pc {
                PositionCode::Seat(n) => {
                    let n = num(n);
                    quote!(bb::PositionCode::Seat(#n))
                }
                other => enum_tokens(quote!(bb::PositionCode), other),
            };
            quote!(#p::Position(#t))
        }
        Leaf::Vul(v) => {
            let t = enum_tokens(quote!(bb::VulCode), v);
            quote!(#p::Vul(#t))
        }
        Leaf::Round(n) => {
            let n = num(n);
            quote!(#p::Round(#n))
        }
        Leaf::Player(n) => {
            let n = num(n);
            quote!(#p::Player(#n))
        }
        Leaf::Scoring(sc) => {
            let t = enum_tokens(quote!(bb::Scoring), sc);
            quote!(#p::Scoring(#t))
        }
        Leaf::Used(u) => {
            let t = use_tokens(u);
            quote!(#p::Used(#t))
        }
        Leaf::BestContract(c) => {
            let level = num(c.level);
            let strain = enum_tokens(quote!(bb::Strain), c.strain);
            let doubled = enum_tokens(quote!(bb::Doubled), c.doubled);
            quote!(#p::BestContract(bb::Contract { level: #level, strain: #strain, doubled: #doubled }))
        }
        Leaf::Convention(id) => {
            let id = num(id);
            quote!(#p::Convention(#id))
        }
        Leaf::Ours { measure, range: r } => {
            let (m, r) = (measure_tokens(measure), range(r));
            quote!(#p::Ours { measure: #m, range: #r })
        }
        Leaf::Pard { measure, range: r } => {
            let (m, r) = (measure_tokens(measure), range(r));
            quote!(#p::Pard { measure: #m, range: #r })
        }
        Leaf::Forced => quote!(#p::Forced),
        Leaf::GameForce => quote!(#p::GameForce),
        Leaf::Pct { group, lo, hi } => {
            let (group, lo, hi) = (num(group), num(lo), num(hi));
            quote!(#p::Pct { group: #group, lo: #lo, hi: #hi })
        }
    }
}

fn stopper(s: Stopper) -> TokenStream {
    enum_tokens(quote!(bb::Stopper), s)
}

fn gib_quality(q: GibQuality) -> TokenStream {
    enum_tokens(quote!(bb::GibQuality), q)
}

fn gib_stop(q: GibStop) -> TokenStream {
    enum_tokens(quote!(bb::GibStop), q)
}

/// A rules file's name as shown to users: the macro's path without leading `./` and `../`.
fn display_name(name: &str) -> &str {
    let mut n = name;
    while let Some(rest) = n.strip_prefix("../").or_else(|| n.strip_prefix("./")) {
        n = rest;
    }
    n
}

fn entry_info(e: &EntryIr, files: &[&str]) -> TokenStream {
    let d = &e.data;
    let name = display_name(&d.file);
    let file = format_ident!("F{}", files.iter().position(|f| *f == name).unwrap_or(0));
    let (id, line, bon, prior, call, conv) = (num(e.id), num(d.line), &d.bon, &d.prior_bids, &d.call, &d.convention);
    let mut t = quote!(E::new(#id, #file, #line, #bon, #prior, #call, #conv));
    if d.alert || d.announce || d.prealert {
        let (a, b, c) = (d.alert, d.announce, d.prealert);
        t = quote!(#t.flags(#a, #b, #c));
    }
    for (method, value) in
        [("text", &d.text), ("asks", &d.asks), ("shows", &d.shows), ("reference", &d.reference), ("note", &d.note)]
    {
        if !value.is_empty() {
            let m = format_ident!("{}", method);
            t = quote!(#t.#m(#value));
        }
    }
    if d.layer != bidbase_runtime::rules::Layer::Exact {
        let layer = enum_tokens(quote!(bb::Layer), d.layer);
        t = quote!(#t.layer(#layer));
    }
    t
}
