//! Sections: one function a live section, holding its entries as a chain of `if`s, and the
//! tables by section index that the lookup calls them through (`SECTION_FN`, `NEEDS`). In a
//! large system, the sections self-play seldom reaches are kept as data instead.

use bidbase_runtime::compiled::COLD_SECTION;
use bidbase_runtime::rules::EntryCall;
use bidbase_spec::ir::{EntryIr, System};
use std::collections::HashMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

use crate::entry::entry_code;
use crate::leaf::Leaves;
use crate::tokens::{int_array, num};

/// Whether a section has an entry that is switched on.
pub(crate) fn section_live(sys: &System, sid: u32) -> bool {
    sys.sections[sid as usize].entries.iter().any(|&i| !sys.entries[i as usize].disabled)
}

/// The first entry of a section (the least id of its entries, switched on or not): its
/// function and its description rows name their entries from it.
pub(crate) fn section_base(sys: &System, sid: u32) -> u32 {
    sys.sections[sid as usize].entries.iter().copied().min().unwrap_or(0)
}

fn section_fn_name(k: usize) -> Ident {
    format_ident!("section_{}", k)
}

/// The section functions of one system, or of several systems compiled together: each
/// distinct function body once. A function answers the entry's place from its section's first
/// entry, so sections written alike (the expansions of one parametrized section that differ
/// only in their calls' context, for example) share one function: SAYC's 5,960 live sections
/// need 2,306. Systems compiled by one `system!` share them too: 2/1 is SAYC plus its
/// differences, and nearly all of its functions are SAYC's. Separate functions keep large
/// systems quick to compile.
///
/// Only the functions that self-play reaches often are compiled ([`SectionFns::decide`]); the
/// others' sections are kept as data, which the lookup evaluates (`bb::ColdTables`).
#[derive(Default)]
pub(crate) struct SectionFns {
    /// Each distinct function body, with the index of its function.
    bodies: HashMap<String, usize>,
    /// The bodies, in order of first use, with their size in characters.
    fns: Vec<(TokenStream, usize)>,
    /// How often the profiles tried each function's sections.
    tries: Vec<u64>,
    /// The functions that must be compiled: sections of a system compiled whole, and sections
    /// with annotated calls (the data form keeps no annotation).
    pinned: Vec<bool>,
    /// Each function's place among the compiled ones (`None`: kept as data), once decided.
    compiled: Vec<Option<usize>>,
}

/// The share of the profile's section tries that compiled functions answer, in thousandths:
/// the functions most tried for their size are compiled first, until they cover it.
const COMPILED_TRIES: u64 = 970;

impl SectionFns {
    /// The index of the function with this body, adding it on first use.
    fn index(&mut self, body: TokenStream) -> usize {
        let key = body.to_string();
        if let Some(&k) = self.bodies.get(&key) {
            return k;
        }
        let k = self.fns.len();
        self.fns.push((body, key.len()));
        self.tries.push(0);
        self.pinned.push(false);
        self.bodies.insert(key, k);
        k
    }

    /// Chooses the functions to compile: every pinned one, and the others most tried for their
    /// size until they answer [`COMPILED_TRIES`] of the tries. A function never tried is kept
    /// as data.
    pub(crate) fn decide(&mut self) {
        let total: u64 = self.tries.iter().sum();
        let mut order: Vec<usize> = (0..self.fns.len()).filter(|&k| !self.pinned[k] && self.tries[k] > 0).collect();
        // Most tries a character first; ties by index, so the choice is the same every build.
        order.sort_by(|&a, &b| {
            (self.tries[b] * self.fns[a].1 as u64).cmp(&(self.tries[a] * self.fns[b].1 as u64)).then(a.cmp(&b))
        });
        let mut hot = self.pinned.clone();
        let mut covered = 0u64;
        for k in order {
            if covered * 1000 >= total * COMPILED_TRIES {
                break;
            }
            hot[k] = true;
            covered += self.tries[k];
        }
        let mut next = 0;
        self.compiled = hot
            .iter()
            .map(|&h| {
                h.then(|| {
                    next += 1;
                    next - 1
                })
            })
            .collect();
    }

    /// The functions, `no_section`, `SECTION_FNS` (every compiled function: `no_section` first
    /// and again at [`COLD_SECTION`], which the lookup never calls, then compiled function `k` at
    /// `k + 2`) and the types they use, items of visibility `vis`. After [`SectionFns::decide`].
    pub(crate) fn tokens(&self, vis: &TokenStream) -> TokenStream {
        let bodies: Vec<&TokenStream> =
            self.fns.iter().zip(&self.compiled).filter(|(_, c)| c.is_some()).map(|((b, _), _)| b).collect();
        let fns = bodies.iter().enumerate().map(|(k, body)| {
            let f = section_fn_name(k);
            quote! {
                #vis fn #f(s: &Sit<'_>) -> Found {
                    #body
                }
            }
        });
        let fn_names = (0..bodies.len()).map(section_fn_name);
        let n_fns = num(bodies.len() as u64 + 2);
        quote! {
            /// What a section function answers: the entry's place in its section, the call, and
            /// its slam annotation.
            #vis type Found = Option<(u32, bb::Call, Option<bb::SlamTag>)>;
            #vis type Sit<'a> = bb::Situation<'a>;

            #(#fns)*

            #vis fn no_section(_: &Sit<'_>) -> Found {
                None
            }

            /// The section functions: each answers the entry's place from its section's first
            /// entry, `SECTION_BASE`. Index 1 stands for the sections kept as data.
            #vis static SECTION_FNS: [fn(&Sit<'_>) -> Found; #n_fns] = [no_section, no_section, #(#fn_names),*];
        }
    }
}

/// A system's sections and their functions in a [`SectionFns`], before the choice of which to
/// compile.
pub(crate) struct SectionMap {
    /// Each section's function (`None` for a section with no switched-on entry).
    fn_of: Vec<Option<usize>>,
    /// Each section's first entry.
    bases: Vec<u32>,
}

/// Each live section's function in `fns`, counting the profile's tries of its sections
/// (`tries` by section index; `None` compiles every section).
pub(crate) fn section_functions(
    sys: &System,
    leaves: &mut Leaves,
    fns: &mut SectionFns,
    tries: Option<&[u64]>,
) -> SectionMap {
    let mut fn_of: Vec<Option<usize>> = Vec::with_capacity(sys.sections.len());
    let mut bases: Vec<u32> = Vec::with_capacity(sys.sections.len());
    for (index, sec) in sys.sections.iter().enumerate() {
        bases.push(section_base(sys, index as u32));
        if !section_live(sys, index as u32) {
            fn_of.push(None);
            continue;
        }
        let entries: Vec<&EntryIr> =
            sec.entries.iter().map(|&i| &sys.entries[i as usize]).filter(|e| !e.disabled).collect();
        let base = section_base(sys, index as u32);
        let chain: Vec<TokenStream> = entries.iter().map(|e| entry_code(e, base, leaves)).collect();
        let k = fns.index(quote! { #(#chain)* None });
        let annotated = entries.iter().any(|e| matches!(e.call, EntryCall::Fixed(_, Some(_))));
        match tries {
            Some(t) if !annotated => fns.tries[k] += t.get(index).copied().unwrap_or(0),
            _ => fns.pinned[k] = true,
        }
        fn_of.push(Some(k));
    }
    SectionMap { fn_of, bases }
}

/// The system's tables by section index: `SECTION_FN`, its function in `SECTION_FNS`
/// ([`bb::COLD_SECTION`] for a section kept as data), and `SECTION_BASE`, the first entry of
/// each section. After [`SectionFns::decide`].
pub(crate) fn section_tables(map: &SectionMap, fns: &SectionFns) -> TokenStream {
    // Function 0 is `no_section`, 1 a section kept as data; compiled function `k` is `k + 2`.
    let section_fn: Vec<u64> = map
        .fn_of
        .iter()
        .map(|f| match f {
            None => 0,
            Some(k) => fns.compiled[*k].map_or(u64::from(COLD_SECTION), |c| c as u64 + 2),
        })
        .collect();
    let section_fn = int_array("SECTION_FN", quote!(u32), &section_fn);
    let bases: Vec<u64> = map.bases.iter().map(|&b| u64::from(b)).collect();
    let bases = int_array("SECTION_BASE", quote!(u32), &bases);
    quote! {
        /// Every section's function in `SECTION_FNS`, by section index (`bb::COLD_SECTION`:
        /// its entries are kept as data, `COLD`).
        #section_fn

        /// Every section's first entry, by section index.
        #bases
    }
}

/// `NEEDS`: the sections whose entries read what the auction forces. The lookup works it out
/// only before the first such section it tries.
pub(crate) fn needs_table(sys: &System) -> TokenStream {
    let needs = |sid: u32| sys.section_needs.get(sid as usize).copied().unwrap_or(true);
    let mut words = vec![0u64; sys.sections.len().div_ceil(64).max(1)];
    for id in 0..sys.sections.len() {
        if section_live(sys, id as u32) && needs(id as u32) {
            words[id / 64] |= 1 << (id % 64);
        }
    }
    let needs = int_array("NEEDS", quote!(u64), &words);
    quote! {
        /// Which sections read what the auction forces: section `i` is bit `i % 64` of word
        /// `i / 64`.
        #needs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pool of functions with these sizes (characters, roughly), tries and pins.
    fn pool(fns: &[(usize, u64, bool)]) -> SectionFns {
        let mut pool = SectionFns::default();
        for (k, &(size, tries, pinned)) in fns.iter().enumerate() {
            let pad = "x".repeat(size);
            let i = pool.index(quote!(#k; #pad));
            pool.tries[i] += tries;
            pool.pinned[i] |= pinned;
        }
        pool
    }

    #[test]
    fn the_functions_most_tried_for_their_size_are_compiled() {
        // 995 tries. The small functions come first (most tries a character); their 965 tries
        // fall short of 97% of 995, so the large one (30 tries) is compiled too. The pinned
        // function always is, the one never tried never.
        let mut p = pool(&[
            (100, 900, false),
            (50, 60, false),
            (1000, 30, false),
            (10, 5, false),
            (10, 0, true),
            (10, 0, false),
        ]);
        p.decide();
        let compiled: Vec<bool> = p.compiled.iter().map(Option::is_some).collect();
        assert_eq!(compiled, [true, true, true, true, true, false]);
        // Compiled functions are numbered in order of first use.
        assert_eq!(p.compiled, [Some(0), Some(1), Some(2), Some(3), Some(4), None]);
        // One function answers 99% of the tries: the others are kept as data.
        let mut q = pool(&[(100, 990, false), (10, 5, false), (1000, 5, false)]);
        q.decide();
        assert_eq!(q.compiled.iter().map(Option::is_some).collect::<Vec<_>>(), [true, false, false]);
    }
}
