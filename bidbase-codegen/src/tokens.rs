//! Small token helpers: literals, calls, suits, slam tags and enum values as the generated code
//! names them (through the `bb` alias of `::bidbase::__private`).

use bidbase_runtime::rules::EntryCall;
use bidbase_runtime::rules::{SuitRef, Use};
use bidbase_runtime::{Call, CallKind, SlamTag, Suit};
use proc_macro2::{Literal, Span, TokenStream};
use quote::{format_ident, quote};
use syn::Ident;

/// An unsuffixed integer literal, for readable output.
pub(crate) fn num(v: impl Into<u64>) -> proc_macro2::Literal {
    proc_macro2::Literal::u64_unsuffixed(v.into())
}

/// A value of a fieldless enum by its variant's name: `bb::Cmp::Ge`.
pub(crate) fn enum_tokens<T: core::fmt::Debug>(path: TokenStream, v: T) -> TokenStream {
    let n = format_ident!("{}", format!("{v:?}"));
    quote!(#path::#n)
}

pub(crate) fn suit(s: Suit) -> TokenStream {
    enum_tokens(quote!(bb::Suit), s)
}

pub(crate) fn suit_ref(r: SuitRef) -> TokenStream {
    match r {
        SuitRef::X => quote!(bb::SuitRef::X),
        SuitRef::Fixed(s) => {
            let s = suit(s);
            quote!(bb::SuitRef::Fixed(#s))
        }
    }
}

pub(crate) fn use_tokens(u: Use) -> TokenStream {
    enum_tokens(quote!(bb::Use), u)
}

/// A fixed call and its annotation; an x call (its strain chosen when bidding) gives Pass and
/// none.
pub(crate) fn fixed_call(c: EntryCall) -> (TokenStream, TokenStream) {
    match c {
        EntryCall::Fixed(call, tag) => (call_const(call), opt_tag(tag)),
        EntryCall::X(_) => (quote!(bb::calls::PASS), quote!(None)),
    }
}

pub(crate) fn opt_tag(t: Option<SlamTag>) -> TokenStream {
    match t {
        None => quote!(None),
        Some(t) => {
            let t = slam_tag(t);
            quote!(Some(#t))
        }
    }
}

/// A call's constant in `bb::calls` (`PASS`, `C1N`...).
pub(crate) fn call_const(c: Call) -> TokenStream {
    let s = match c.kind() {
        CallKind::Pass => "PASS".to_string(),
        CallKind::Double => "DOUBLE".to_string(),
        CallKind::Redouble => "REDOUBLE".to_string(),
        CallKind::Bid(b) => format!("C{}{}", b.level, b.strain.letter()),
    };
    let n = Ident::new(&s, Span::call_site());
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

/// `static NAME: [TYPE; N] = [...]`, a table of unsuffixed integers (hot tables, read by
/// lookups: array literals cost the compiler little).
pub(crate) fn int_array(name: &str, ty: TokenStream, numbers: &[u64]) -> TokenStream {
    let name = quote::format_ident!("{}", name);
    let n = num(numbers.len() as u64);
    let items = numbers.iter().map(|&x| Literal::u64_unsuffixed(x));
    quote::quote! { static #name: [#ty; #n] = [#(#items),*]; }
}

/// `static NAME: bb::Packed = ...`: a table of numbers that lookups never read, in rows of
/// `row`, kept as text ([`bidbase_runtime::compiled::packed`]).
pub(crate) fn packed_table(name: &str, numbers: &[u64], row: usize) -> TokenStream {
    let name = quote::format_ident!("{}", name);
    let widths = bidbase_runtime::compiled::packed::widths_for(numbers, row);
    let text = bidbase_runtime::compiled::packed::pack(numbers, &widths);
    let widths = widths.iter().map(|&w| num(w));
    quote::quote! { static #name: bb::Packed = bb::Packed { text: #text, widths: &[#(#widths),*] }; }
}

/// Tables of numbers kept once each, one after the other: table `k` is
/// `starts[k]..starts[k + 1]` of `rows`. Generated code emits the two as arrays and slices them.
pub(crate) struct FlatTables {
    /// Every distinct table's rows, in order of first use.
    pub(crate) rows: Vec<u64>,
    /// Where each table starts in `rows`, and where the last ends.
    pub(crate) starts: Vec<u64>,
    index: std::collections::HashMap<Vec<u64>, usize>,
}

impl FlatTables {
    /// No table yet.
    pub(crate) fn new() -> FlatTables {
        FlatTables { rows: Vec::new(), starts: vec![0], index: std::collections::HashMap::new() }
    }

    /// The index of this table, adding it on first use.
    pub(crate) fn index(&mut self, table: Vec<u64>) -> usize {
        if let Some(&k) = self.index.get(&table) {
            return k;
        }
        self.rows.extend_from_slice(&table);
        self.starts.push(self.rows.len() as u64);
        let k = self.starts.len() - 2;
        self.index.insert(table, k);
        k
    }
}
