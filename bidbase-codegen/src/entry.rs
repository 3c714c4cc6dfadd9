//! Entries: the code that tries one entry in its section's function, and the table of what
//! every entry is (`ENTRIES`, for `Bidder::entry`).

use bidbase_runtime::rules::Cond;
use bidbase_runtime::rules::EntryCall;
use bidbase_spec::ir::{EntryIr, System};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::files::display_name;
use crate::leaf::{cond, Leaves};
use crate::tokens::{enum_tokens, fixed_call, num, opt_tag};

/// The entry table: the rules files named once (`F<n>`), and `ENTRIES`, each entry referring
/// to its file's constant.
pub(crate) fn entry_table(sys: &System) -> TokenStream {
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
    let n_entries = num(sys.entries.len() as u64);
    let entries = sys.entries.iter().map(|e| entry_info(e, &files));
    quote! {
        #(#file_consts)*
        static ENTRIES: [bb::EntryInfo<'static>; #n_entries] = [#(#entries),*];
    }
}

/// What an entry is: `E::new(id, file, line, ...)` and its optional parts.
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

/// One entry: `if <situation> && <hand> { return ... }`, with the x suit chosen in between.
pub(crate) fn entry_code(e: &EntryIr, leaves: &mut Leaves) -> TokenStream {
    let id = num(e.id);
    let comment = format!("{}:{} {} {}", e.data.file, e.data.line, e.data.call, e.data.convention);
    let Some(rule) = &e.x else {
        let test = cond(&Cond::and(vec![e.pre.clone(), e.hand_pre.clone(), e.hand.clone()]), false, leaves);
        let (call, tag) = fixed_call(e.call);
        // Pattern sections: the call is checked against the auction when bidding. The legality
        // check first: it is cheap, and an illegal call skips the requirements (some of which
        // describe partner's calls).
        let legal = if e.legal_check { quote!(s.auction.check(#call).is_ok() &&) } else { quote!() };
        return quote! {
            if #legal #test {
                let _ = #comment;
                return Some((#id, #call, #tag));
            }
        };
    };
    let cands = num(rule.candidates);
    let up = rule.up_the_line;
    let test = cond(&rule.test, true, leaves);
    let hand = cond(&e.hand, true, leaves);
    let pre = cond(&Cond::and(vec![e.pre.clone(), e.hand_pre.clone()]), false, leaves);
    let (call, tag) = match e.call {
        EntryCall::X(level) => {
            let level = num(level);
            (quote!(bb::Call::bid(#level, bb::Strain::from(x))), quote!(None))
        }
        EntryCall::Fixed(_, t) => (fixed_call(e.call).0, opt_tag(t)),
    };
    // Pattern sections: the x call is checked against the auction when bidding.
    let legal = if e.legal_check { quote!(&&s.auction.check(c).is_ok()) } else { quote!() };
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
