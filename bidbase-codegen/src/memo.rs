//! The memo glue. What the auction forces and what partner's calls showed come from the
//! thread's memo of the auction's calls (`bidbase_runtime::memo`): bidding a board call by call
//! works out each earlier call once, not at every decision. The generated system gives the memo
//! its chains and forcing levels (`Src`) and its descriptions (`describe_before`).

use bidbase_spec::ir::System;
use proc_macro2::TokenStream;
use quote::quote;

use crate::tokens::num;

/// From this many sections a system's caches get 32,768 slots each (about 3 MB), below it 4,096.
const LARGE_SYSTEM: usize = 1024;

/// `MEMO`, `chain_of`, `Src`, `describe_before` and `prepare`.
pub(crate) fn memo_glue(sys: &System) -> TokenStream {
    // Slots of the caches shared by every thread: a simulation of SAYC meets tens of
    // thousands of views without an exact section, and of descriptions; a small system few.
    let slots = num(if sys.sections.len() >= LARGE_SYSTEM { 32_768u32 } else { 4_096 });
    let set_forcing = if sys.uses_forcing { quote!(s.forcing = memo.forcing(auction, &Src);) } else { quote!() };
    quote! {
        ::std::thread_local! {
            /// What this system worked out about the calls of the auction it saw last.
            static MEMO: bb::MemoCell<PW> = const { bb::MemoCell::new() };
        }
        /// The patterns that match the views without an exact section, for every thread.
        static PATTERN_CACHE: bb::ChainCache<PW, #slots> = bb::ChainCache::new();
        /// What calls showed where they were made, for every thread.
        static DESC_CACHE: bb::DescCache<#slots> = bb::DescCache::new();

        /// The chain of sections of a Prior Bids view: its exact section's, or the patterns
        /// that match it.
        fn chain_of(tag: Option<bb::SlamTag>, calls: &[bb::Call]) -> bb::Chain<PW> {
            match exact_chain(tag, calls) {
                Some(ids) => bb::Chain::Exact(ids),
                None => TABLES.matching_cached(&PATTERN_CACHE, tag, calls),
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

            fn descriptions(&self) -> Option<&dyn bb::Descriptions> {
                Some(&DESC_CACHE)
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
    }
}

/// In the lookup: what partner has shown, when entries read it (`ours.`, `pard.`), each of his
/// calls described where it was made, worked out on first use.
pub(crate) fn lazy_partner(sys: &System) -> TokenStream {
    if !sys.uses_partner {
        return quote!();
    }
    let uses_forcing = sys.uses_forcing;
    quote! {
        let describe = |before: &bb::Auction, forcing: bb::Forcing, chain: &bb::Chain<PW>, call: bb::Call| {
            describe_before(&self.selection, context, before, forcing, chain, call)
        };
        let compute = || memo.partner(auction, context, &self.selection, #uses_forcing, &Src, &describe);
        let lazy = bb::LazyShown::new(&compute);
        situation.lazy_partner = Some(&lazy);
    }
}

/// In a description of a call: what the auction forces, when entries read it. A description
/// reads the memo only for that: finding the view's chain directly was measured cheaper than
/// keeping the memo in step with the auction (121 against 154 ns a description on the examples
/// system, which reads no forcing).
pub(crate) fn describe_forcing(sys: &System) -> TokenStream {
    if sys.uses_forcing {
        quote!(bb::MemoCell::with(&MEMO, |memo| s.forcing = memo.forcing(auction, &Src));)
    } else {
        quote!()
    }
}
