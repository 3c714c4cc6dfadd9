//! Explanations: every entry's requirements kept as static trees (`REQS`), each section's
//! switched-on entries (`SECTION_ENTRIES`) and where it is written (`SECTION_INFO`), so that a
//! compiled system says why entries did or did not match (`Explain::explain`) with the runtime's
//! words, as the interpreter does. Cold data: the lookup never reads it.

use bidbase_runtime::rules::EntryCall;
use bidbase_spec::ir::{Cond, EntryIr, System};
use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use crate::files::display_name;
use crate::leaf::Leaves;
use crate::memo::lazy_partner;
use crate::tokens::{enum_tokens, fixed_call, num};

/// A condition as a static tree of the runtime's `CondRef`.
fn cond_ref(c: &Cond, leaves: &mut Leaves) -> TokenStream {
    match c {
        Cond::True => quote!(bb::CondRef::True),
        Cond::False => quote!(bb::CondRef::False),
        Cond::Leaf(l) => {
            let leaf = leaves.name(l);
            quote!(bb::CondRef::Leaf(#leaf))
        }
        Cond::And(v) => {
            let parts = v.iter().map(|c| cond_ref(c, leaves));
            quote!(bb::CondRef::And(&[#(#parts),*]))
        }
        Cond::Or(v) => {
            let parts = v.iter().map(|c| cond_ref(c, leaves));
            quote!(bb::CondRef::Or(&[#(#parts),*]))
        }
    }
}

/// What an entry requires, as `bb::EntryReqs` over static trees.
fn entry_reqs(e: &EntryIr, leaves: &mut Leaves) -> TokenStream {
    let (pre, hand_pre, hand) = (cond_ref(&e.pre, leaves), cond_ref(&e.hand_pre, leaves), cond_ref(&e.hand, leaves));
    let x = match &e.x {
        Some(r) => {
            let (candidates, up, test) = (num(r.candidates), r.up_the_line, cond_ref(&r.test, leaves));
            quote!(Some(bb::XReqs { candidates: #candidates, up_the_line: #up, test: &#test }))
        }
        None => quote!(None),
    };
    let call = match e.call {
        EntryCall::X(level) => {
            let level = num(level);
            quote!(bb::EntryCall::X(#level))
        }
        EntryCall::Fixed(..) => {
            let (call, tag) = fixed_call(e.call);
            quote!(bb::EntryCall::Fixed(#call, #tag))
        }
    };
    let legal = e.legal_check;
    quote! {
        bb::EntryReqs { pre: &#pre, hand_pre: &#hand_pre, x: #x, hand: &#hand, call: #call, legal_check: #legal }
    }
}

/// `REQS`, `SECTION_ENTRIES` and `SECTION_INFO`.
pub(crate) fn explain_tables(sys: &System, leaves: &mut Leaves) -> TokenStream {
    let reqs: Vec<TokenStream> =
        sys.entries.iter().map(|e| if e.disabled { quote!(DISABLED) } else { entry_reqs(e, leaves) }).collect();
    let section_entries = sys.sections.iter().map(|sec| {
        let ids = sec.entries.iter().filter(|&&id| !sys.entries[id as usize].disabled).map(|&id| num(id));
        quote!(&[#(#ids),*])
    });
    let section_info = sys.sections.iter().map(|sec| {
        let (file, (line, col)) = match sys.sources.file(sec.span.file) {
            Some(f) => (display_name(&f.name), f.line_col(sec.span.start as usize)),
            None => ("", (0, 0)),
        };
        let (header, line, col) = (&sec.text, num(line as u64), num(col as u64));
        let layer = enum_tokens(quote!(bb::Layer), sec.layer());
        quote!(bb::SectionInfo { header: #header, layer: #layer, file: #file, line: #line, col: #col })
    });
    let (n_entries, n_sections) = (num(sys.entries.len() as u64), num(sys.sections.len() as u64));
    quote! {
        /// An entry switched off: never tried.
        const DISABLED: bb::EntryReqs<'static, bb::CondRef<'static>> = bb::EntryReqs {
            pre: &bb::CondRef::False,
            hand_pre: &bb::CondRef::True,
            x: None,
            hand: &bb::CondRef::True,
            call: bb::EntryCall::Fixed(bb::calls::PASS, None),
            legal_check: false,
        };
        /// Every entry's requirements, by entry id, for explanations.
        static REQS: [bb::EntryReqs<'static, bb::CondRef<'static>>; #n_entries] = [#(#reqs),*];
        /// Each section's switched-on entries, in order.
        static SECTION_ENTRIES: [&[u32]; #n_sections] = [#(#section_entries),*];
        /// Where each section is written.
        static SECTION_INFO: [bb::SectionInfo<'static>; #n_sections] = [#(#section_info),*];
    }
}

/// `impl Explain for Name`: the lookup's walk over the chain, each section traced by the
/// runtime; and where each section is written.
pub(crate) fn explain_methods(sys: &System, name: &Ident) -> TokenStream {
    let set_partner = lazy_partner(sys);
    quote! {
      impl bb::Explain for #name {
        fn explain(
            &self,
            hand: bb::Hand,
            auction: &bb::Auction,
            context: &bb::Context,
        ) -> ::std::vec::Vec<bb::SectionTrace> {
            if auction.is_over() {
                return ::std::vec::Vec::new();
            }
            bb::MemoCell::with(&MEMO, |memo| {
                #[allow(unused_mut)]
                let mut situation = bb::Situation::new(hand, auction, context, &self.selection);
                #set_partner
                let s = &mut situation;
                prepare(s, memo);
                let mut out = ::std::vec::Vec::new();
                let mut try_section = |id: u32| {
                    let entries = SECTION_ENTRIES[id as usize].iter().map(|&e| (e, REQS[e as usize]));
                    let (trace, matched) = bb::trace_section(id, entries, &*s);
                    out.push(trace);
                    matched.then_some(())
                };
                let (tag, calls) = (auction.prior_slam_tag(), auction.prior_bids());
                let _ = match exact_chain(tag, calls) {
                    Some(ids) => ids.iter().find_map(|&id| try_section(id)),
                    None => TABLES.each_section(tag, calls, try_section),
                };
                out
            })
        }

        fn section(&self, id: u32) -> Option<bb::SectionInfo<'_>> {
            SECTION_INFO.get(id as usize).copied()
        }
      }
    }
}
