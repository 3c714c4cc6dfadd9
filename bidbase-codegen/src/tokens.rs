//! Small token helpers: literals, calls, suits, slam tags and enum values as the generated code
//! names them (through the `bb` alias of `::bidbase::__private`).

use bidbase_runtime::rules::EntryCall;
use bidbase_runtime::rules::{SuitRef, Use};
use bidbase_runtime::{Call, CallKind, SlamTag, Suit};
use proc_macro2::{Span, TokenStream};
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

/// `static NAME: TYPE = bb::unpack::READ(text)`: a table of numbers written as one string
/// ([`bidbase_runtime::compiled::unpack`]), read back when the generated code is compiled.
pub(crate) fn packed_static(
    name: &str,
    ty: TokenStream,
    read: &str,
    numbers: impl IntoIterator<Item = u64>,
) -> TokenStream {
    let name = quote::format_ident!("{}", name);
    let read = quote::format_ident!("{}", read);
    let text = bidbase_runtime::compiled::unpack::pack(numbers);
    quote::quote! {
        #[allow(long_running_const_eval)]
        static #name: #ty = bb::unpack::#read(#text);
    }
}

/// [`packed_static`] for a table whose numbers change little from one row of `k` to the next:
/// written as differences ([`bidbase_runtime::compiled::unpack::u32_rows_delta`]); `read` is
/// `u32_rows_delta` or `u32s_delta`.
pub(crate) fn delta_static(name: &str, ty: TokenStream, read: &str, numbers: &[u64], k: usize) -> TokenStream {
    let name = quote::format_ident!("{}", name);
    let read = quote::format_ident!("{}", read);
    let text = bidbase_runtime::compiled::unpack::pack_deltas(numbers, k);
    quote::quote! {
        #[allow(long_running_const_eval)]
        static #name: #ty = bb::unpack::#read(#text);
    }
}
