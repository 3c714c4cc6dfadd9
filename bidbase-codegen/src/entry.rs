//! Entries: the code that tries one entry in its section's function, and the table of what
//! every entry is (`ENTRIES`, for `Bidder::entry`).

use bidbase_runtime::rules::Cond;
use bidbase_runtime::rules::{EntryCall, EntryInfo, EntryTable};
use bidbase_spec::ir::{EntryIr, System};
use proc_macro2::TokenStream;
use quote::quote;

use crate::files::display_name;
use crate::leaf::{cond, Leaves};
use crate::tokens::{fixed_call, num, opt_tag, packed_table};

/// The entry table ([`bidbase_runtime::rules::EntryTable`]): `ENTRY_STRINGS`, the system's
/// distinct strings (files, bid orders, Prior Bids, calls, conventions, texts, references),
/// and `ENTRY_ROWS`, one row of numbers an entry, read back by `ENTRIES.get(id)`.
pub(crate) fn entry_table(sys: &System) -> TokenStream {
    let mut strings: Vec<String> = vec![String::new()];
    let mut index_of: std::collections::HashMap<String, u32> = [(String::new(), 0)].into_iter().collect();
    let mut rows: Vec<u64> = Vec::with_capacity(sys.entries.len() * EntryTable::ROW);
    for e in &sys.entries {
        let mut info = entry_info(e);
        info.file = display_name(&e.data.file);
        let row = EntryTable::row(&info, |t| {
            *index_of.entry(t.to_string()).or_insert_with(|| {
                strings.push(t.to_string());
                (strings.len() - 1) as u32
            })
        });
        rows.extend(row.iter().map(|&n| u64::from(n)));
    }
    let n_strings = num(strings.len() as u64);
    let rows = packed_table("ENTRY_ROWS", &rows, EntryTable::ROW);
    quote! {
        static ENTRY_STRINGS: [&str; #n_strings] = [#(#strings),*];
        #rows
        static ENTRIES: bb::EntryTable = bb::EntryTable { rows: ENTRY_ROWS, strings: &ENTRY_STRINGS };
    }
}

/// What an entry is (its file as the rules name it, not yet as shown).
fn entry_info(e: &EntryIr) -> EntryInfo<'_> {
    bidbase_spec::interp::entry_info(e)
}

/// One entry: `if <situation> && <hand> { return ... }`, with the x suit chosen in between. It
/// answers the entry's place from `base`, the first entry of its section, so that sections
/// written alike share one function.
pub(crate) fn entry_code(e: &EntryIr, base: u32, leaves: &mut Leaves) -> TokenStream {
    let id = num(u64::from(e.id - base));
    let Some(rule) = &e.x else {
        let (call, tag) = fixed_call(e.call);
        // Pattern sections: the call is checked against the auction when bidding. The legality
        // check first: it is cheap, and an illegal call skips the requirements (some of which
        // describe partner's calls).
        let legal = e.legal_check.then(|| quote!(s.allows(#call)));
        let test = all_of(legal, &Cond::and(vec![e.pre.clone(), e.hand_pre.clone(), e.hand.clone()]), false, leaves);
        return quote! {
            if #test {
                return Some((#id, #call, #tag));
            }
        };
    };
    let cands = num(rule.candidates);
    let up = rule.up_the_line;
    let test = cond(&rule.test, true, leaves);
    let situation = Cond::and(vec![e.pre.clone(), e.hand_pre.clone()]);
    let (call, tag) = match e.call {
        EntryCall::X(level) => {
            let level = num(level);
            (quote!(bb::Call::bid(#level, bb::Strain::from(x))), quote!(None))
        }
        EntryCall::Fixed(_, t) => (fixed_call(e.call).0, opt_tag(t)),
    };
    // Pattern sections: the x call is checked against the auction when bidding.
    let hand = match (e.legal_check, &e.hand) {
        (false, h) => cond(h, true, leaves),
        (true, Cond::True) => quote!(s.allows(c)),
        (true, h) => {
            let h = cond(h, true, leaves);
            quote!(#h && s.allows(c))
        }
    };
    let body = quote! {
        if let Some(x) = bb::choose_x(&s.features, #cands, #up, |x| #test) {
            let c = #call;
            if #hand {
                return Some((#id, c, #tag));
            }
        }
    };
    // No `if true`: an entry whose situation asks nothing tries its x suit at once.
    if situation == Cond::True {
        return body;
    }
    let situation = cond(&situation, false, leaves);
    quote! {
        if #situation {
            #body
        }
    }
}

/// `first && c`, leaving out a condition that always holds (`true` when nothing is left).
fn all_of(first: Option<TokenStream>, c: &Cond, with_x: bool, leaves: &mut Leaves) -> TokenStream {
    match (first, c) {
        (None, c) => cond(c, with_x, leaves),
        (Some(f), Cond::True) => f,
        (Some(f), c) => {
            let c = cond(c, with_x, leaves);
            quote!(#f && #c)
        }
    }
}
