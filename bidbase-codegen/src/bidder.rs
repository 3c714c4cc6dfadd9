//! The generated struct's methods: `new` and the lookup, `Default`, and the `Bidder` impl.

use bidbase_spec::ir::System;
use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use crate::explain::explain_methods;
use crate::files::sources;
use crate::memo::{describe_forcing, lazy_partner};
use crate::options::Options;
use crate::tokens::num;

/// Systems with at least this many pattern sections take a lookup's chain from the memo.
const MEMO_CHAIN_PATTERNS: usize = 32;

/// `impl Name { SOURCES, new, lookup }`, and `Default`. The lookup tries the sections of the
/// auction's chain in order, working out what the auction forces before the first section that
/// reads it.
pub(crate) fn inherent_impl(sys: &System, opts: &Options) -> TokenStream {
    let name = &opts.name;
    let sources = sources(sys, opts);
    let set_partner = lazy_partner(sys);
    // With many patterns, the view's chain comes from the memo, where the forcing levels and
    // descriptions of later decisions read it again; with few, matching them costs less than
    // keeping the memo in step (callgrind on self-play: the examples system, 12 patterns, 39% more
    // instructions in its lookups through the memo; BIDittle, 124 patterns, 12% fewer).
    let find_chain = if sys.patterns.len() >= MEMO_CHAIN_PATTERNS {
        quote!(memo.chain(auction, &Src).each(&TABLES, try_section))
    } else {
        quote! {
            let (tag, calls) = (auction.prior_slam_tag(), auction.prior_bids());
            match exact_chain(tag, calls) {
                Some(ids) => ids.find_map(try_section),
                None => TABLES.each_section(tag, calls, try_section),
            }
        }
    };
    quote! {
        impl #name {
            #sources

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
                    if NEEDS[id as usize / 64] >> (id % 64) & 1 != 0 && !ready {
                        prepare(s, memo);
                        ready = true;
                    }
                    let k = SECTION_FN[id as usize];
                    if k == bb::COLD_SECTION {
                        return COLD.section(id, &*s);
                    }
                    let f = SECTION_FNS[k as usize];
                    f(&*s).map(|(k, call, tag)| (SECTION_BASE[id as usize] + k, call, tag))
                };
                #find_chain
            }
        }

        impl ::core::default::Default for #name {
            fn default() -> Self {
                Self::new()
            }
        }
    }
}

/// `impl Bidder for Name`. Only a system of another deck says so: the standard deck is the
/// trait's default.
pub(crate) fn bidder_impl(sys: &System, name: &Ident) -> TokenStream {
    let system_name = &sys.name;
    let deck_fn = match sys.deck {
        bidbase_runtime::Deck::Standard => quote! {},
        bidbase_runtime::Deck::Bidittle => quote! {
            fn deck(&self) -> bb::Deck {
                bb::Deck::Bidittle
            }
        },
    };
    let n_entries = num(sys.entries.len() as u64);
    let reads_against = sys.uses_against;
    let describing = describing_methods(sys);
    let explaining = explain_methods(sys, name);
    quote! {
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

            fn reads_against(&self) -> bool {
                #reads_against
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
                ENTRIES.get(id)
            }

            #describing
        }

        #explaining
    }
}

/// The `Bidder` methods that describe: what the auction forces, and what a call shows, made
/// (`describe_at`, through the memo) or next (`describe_call`).
fn describing_methods(sys: &System) -> TokenStream {
    let uses_forcing = sys.uses_forcing;
    let read_forcing = describe_forcing(sys);
    quote! {
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

        fn shown_by(&self, auction: &bb::Auction, context: &bb::Context, seat: bb::Seat) -> bb::Shown {
            let describe = |before: &bb::Auction, forcing: bb::Forcing, chain: &bb::Chain<PW>, call: bb::Call| {
                describe_before(&self.selection, context, before, forcing, chain, call)
            };
            bb::MemoCell::with(&MEMO, |memo| {
                memo.shown_by(auction, context, &self.selection, seat, #uses_forcing, &Src, &describe)
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
            #read_forcing
            describe_in(&chain_of(auction.prior_slam_tag(), auction.prior_bids()), call, Some(&*s))
        }
    }
}
