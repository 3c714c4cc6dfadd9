//! Dispatch: from an auction's Prior Bids view to the sections that apply. An exact section is
//! found by `exact_chain` (a `match` on small systems, a hash table on large ones); auctions
//! without one go through the pattern sections, in reading order, narrowed by candidate tables.

use bidbase_runtime::rules::pattern::{Anchors, Elem};
use bidbase_runtime::{Call, SlamTag};
use bidbase_spec::ir::{SectionIr, System};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use crate::sections::section_live;
use crate::tokens::{call_const, enum_tokens, int_array, num, opt_tag, FlatTables};

/// Below this many exact sections `exact_chain` is a `match` with a slice pattern per section:
/// on a small system rustc's decision tree beats hashing the view (the examples system, 60
/// sections: 121 ns a description with the `match`, 141 ns with the table).
const SMALL_SYSTEM: usize = 1024;

/// The live sections of the chain of a view (the section, its alias's chain, the patterns that
/// match it), known when compiling.
fn live_chain(sys: &System, tag: Option<SlamTag>, calls: &[Call]) -> Vec<u32> {
    sys.chain(tag, calls).into_iter().filter(|&id| section_live(sys, id)).collect()
}

/// `exact_chain(tag, calls)`: the live sections that apply to exactly this Prior Bids view
/// (its "@" annotation and its calls), or `None` when the view has no exact section. The
/// lookup calls them through `SECTION_FN`; descriptions and forcing fold their tables.
///
/// Large systems get a hash table ([`exact_table`]), small ones a `match` ([`exact_match`]).
pub(crate) fn exact_dispatch(sys: &System) -> TokenStream {
    let exact: Vec<&SectionIr> = sys.sections.iter().filter(|sec| sec.pattern.is_none()).collect();
    if exact.len() < SMALL_SYSTEM {
        exact_match(sys, &exact)
    } else {
        exact_table(&ExactTable::new(sys, &exact))
    }
}

/// The exact sections in an open-addressing table on [`bidbase_runtime::compiled::view_hash`], at
/// most half full; the views' calls and chains are two flat arrays, each view's part of them
/// from its start to the next view's.
struct ExactTable {
    /// Per slot, one more than the view's index, or 0 when empty.
    slots: Vec<u32>,
    hashes: Vec<u64>,
    tags: Vec<Option<SlamTag>>,
    calls: Vec<Call>,
    call_start: Vec<u32>,
    /// Per view, the first section of its chain, or [`NO_HEAD`].
    heads: Vec<u32>,
    /// Per view, the index of the rest of its chain in `tails`.
    tail_of: Vec<u32>,
    /// The distinct tails.
    tails: FlatTables,
}

/// The head of a view whose chain is empty.
const NO_HEAD: u32 = u32::MAX;

impl ExactTable {
    fn new(sys: &System, exact: &[&SectionIr]) -> ExactTable {
        let size = (2 * exact.len()).next_power_of_two().max(16);
        let mut t = ExactTable {
            slots: vec![0u32; size],
            hashes: Vec::new(),
            tags: Vec::new(),
            calls: Vec::new(),
            call_start: vec![0u32],
            heads: Vec::new(),
            tail_of: Vec::new(),
            tails: FlatTables::new(),
        };
        for sec in exact {
            let h = bidbase_runtime::compiled::view_hash(sec.tag, &sec.calls);
            let mut i = h as usize & (size - 1);
            let mut duplicate = false;
            while t.slots[i] != 0 {
                let k = t.slots[i] as usize - 1;
                let (a, b) = (t.call_start[k] as usize, t.call_start[k + 1] as usize);
                duplicate |= t.hashes[k] == h && t.tags[k] == sec.tag && t.calls[a..b] == sec.calls[..];
                i = (i + 1) & (size - 1);
            }
            // The first section of a view answers, as the first arm of a match would.
            if duplicate {
                continue;
            }
            t.slots[i] = t.hashes.len() as u32 + 1;
            t.hashes.push(h);
            t.tags.push(sec.tag);
            t.calls.extend_from_slice(&sec.calls);
            t.call_start.push(t.calls.len() as u32);
            // The head is the chain's first section (the view's own, when it has live entries);
            // the rest is a tail that views share.
            let chain = live_chain(sys, sec.tag, &sec.calls);
            let (head, tail) = match chain.split_first() {
                Some((&head, tail)) => (head, tail.iter().map(|&id| u64::from(id)).collect()),
                None => (NO_HEAD, Vec::new()),
            };
            t.heads.push(head);
            t.tail_of.push(t.tails.index(tail) as u32);
        }
        t
    }
}

/// `exact_chain` on the hash table, for large systems. Measured against a `match` with one
/// slice pattern per section (rustc's decision tree, one call at a time): SAYC's self-play
/// spent 11% of its time there.
fn exact_table(t: &ExactTable) -> TokenStream {
    let wide = |v: &[u32]| v.iter().map(|&x| u64::from(x)).collect::<Vec<u64>>();
    let slots = if t.hashes.len() < u16::MAX as usize {
        int_array("EXACT_SLOTS", quote!(u16), &wide(&t.slots))
    } else {
        int_array("EXACT_SLOTS", quote!(u32), &wide(&t.slots))
    };
    // Few views carry a slam annotation: those that do, by view index.
    let tagged: Vec<TokenStream> = t
        .tags
        .iter()
        .enumerate()
        .filter_map(|(k, tag)| tag.map(|tag| (k, opt_tag(Some(tag)))))
        .map(|(k, tag)| {
            let k = num(k as u64);
            quote!((#k, #tag))
        })
        .collect();
    let n_tagged = num(tagged.len() as u64);
    // The views' calls, one digit each (their codes).
    let codes: Vec<u64> = t.calls.iter().map(|c| u64::from(c.code())).collect();
    let calls = bidbase_runtime::compiled::packed::pack(&codes, &[1]);
    let call_start = int_array("EXACT_CALL_START", quote!(u32), &wide(&t.call_start));
    let heads = int_array("EXACT_HEAD", quote!(u32), &wide(&t.heads));
    let tail_of = int_array("EXACT_TAIL", quote!(u32), &wide(&t.tail_of));
    let tails = int_array("TAILS", quote!(u32), &t.tails.rows);
    let tail_start = int_array("TAIL_START", quote!(u32), &t.tails.starts);
    quote! {
        #slots
        /// The views with a slam annotation, by view index.
        static EXACT_TAGGED: [(u32, Option<bb::SlamTag>); #n_tagged] = [#(#tagged),*];
        /// The views' calls, each a digit of `bb::Packed` (its code).
        static EXACT_CALLS: &str = #calls;
        #call_start
        /// Each view's first section (`u32::MAX` for none), and the index of the rest of its
        /// chain among the distinct tails (`TAILS`, tail `k` from `TAIL_START[k]` to
        /// `TAIL_START[k + 1]`).
        #heads
        #tail_of
        #tails
        #tail_start

        /// The slam annotation of view `k`.
        fn exact_tag(k: usize) -> Option<bb::SlamTag> {
            match EXACT_TAGGED.binary_search_by_key(&(k as u32), |t| t.0) {
                Ok(i) => EXACT_TAGGED[i].1,
                Err(_) => None,
            }
        }

        /// The live sections of an auction that has an exact section, in lookup order.
        fn exact_chain(tag: Option<bb::SlamTag>, calls: &[bb::Call]) -> Option<bb::ExactIds> {
            let h = bb::view_hash(tag, calls);
            let mask = EXACT_SLOTS.len() - 1;
            let mut i = h as usize & mask;
            loop {
                let k = (*EXACT_SLOTS.get(i)? as usize).checked_sub(1)?;
                // The views' hashes are not kept: a slot's calls are compared directly (their
                // lengths first), then its slam annotation.
                let (a, b) = (*EXACT_CALL_START.get(k)? as usize, *EXACT_CALL_START.get(k + 1)? as usize);
                if EXACT_CALLS.as_bytes().get(a..b).is_some_and(|t| bb::calls_eq(t, calls)) && exact_tag(k) == tag {
                    let head = EXACT_HEAD.get(k..k + 1).filter(|h| h.first() != Some(&u32::MAX)).unwrap_or(&[]);
                    let t = *EXACT_TAIL.get(k)? as usize;
                    let (a, b) = (*TAIL_START.get(t)? as usize, *TAIL_START.get(t + 1)? as usize);
                    return Some(bb::ExactIds::new(head, TAILS.get(a..b)?));
                }
                i = (i + 1) & mask;
            }
        }
    }
}

/// `exact_chain` as one `match` arm per exact section, for small systems.
fn exact_match(sys: &System, exact: &[&SectionIr]) -> TokenStream {
    let arms = exact.iter().map(|sec| {
        let tag = opt_tag(sec.tag);
        let calls = sec.calls.iter().map(|c| call_const(*c));
        let ids = live_chain(sys, sec.tag, &sec.calls).into_iter().map(num);
        quote! { (#tag, [#(#calls),*]) => bb::ExactIds::new(&[#(#ids),*], &[]), }
    });
    quote! {
        /// The live sections of an auction that has an exact section, in lookup order.
        fn exact_chain(tag: Option<bb::SlamTag>, calls: &[bb::Call]) -> Option<bb::ExactIds> {
            Some(match (tag, calls) {
                #(#arms)*
                _ => return None,
            })
        }
    }
}

/// The pattern sections: each pattern as a static (`PATTERN_<section>`), then the dispatch
/// over them ([`pattern_dispatch`]).
pub(crate) fn patterns(sys: &System) -> TokenStream {
    let statics = sys.patterns.iter().map(|&pid| {
        let p = pattern_of(sys, pid);
        let name = format_ident!("PATTERN_{}", pid);
        let n = num(p.len() as u64);
        let elems = p.iter().map(elem_tokens);
        quote! { static #name: [bb::Elem; #n] = [#(#elems),*]; }
    });
    let dispatch = pattern_dispatch(sys);
    quote! {
        use bb::{Elem as Pe, Jump as Ju, Owner as Ow};
        #(#statics)*
        #dispatch
    }
}

fn pattern_of(sys: &System, pid: u32) -> &[Elem] {
    sys.sections[pid as usize].pattern.as_deref().unwrap_or(&[])
}

fn elem_tokens(e: &Elem) -> TokenStream {
    let set = Literal::u64_unsuffixed(e.calls.0);
    let owner = enum_tokens(quote!(Ow), e.owner);
    let jump = enum_tokens(quote!(Ju), e.jump);
    let tag = opt_tag(e.tag);
    let run = e.run;
    quote!(Pe::new(#set, #owner, #tag, #jump, #run))
}

/// The candidate tables: each pattern is a bit of a candidate mask, and a row is the mask of
/// the patterns that can match a view with that first call (by the number of calls after it,
/// modulo 4), with that call at that distance from the end (last three calls), or of that
/// length ([`bidbase_runtime::rules::pattern::anchors`]).
struct Candidates {
    /// Words of pattern bits in a mask.
    words: usize,
    /// `[4][Call::COUNT + 1]`: by the view's first call; the last row is for no call there.
    first: Vec<TokenStream>,
    /// `[3][Call::COUNT + 1]`: by the last three calls; the last row is for no call there (a
    /// view too short), which admits every pattern.
    tail: Vec<TokenStream>,
    /// `[17]`: by the view's length (row 16: 16 calls or more).
    len: Vec<TokenStream>,
    /// `[4][Call::COUNT]`: the patterns one of whose calls somewhere in the view is this call
    /// (by the number of calls after it, modulo 4).
    somewhere: Vec<TokenStream>,
    /// The patterns without a single element (they need no call somewhere).
    free: TokenStream,
    /// The patterns that match every view the tables admit.
    decisive: TokenStream,
}

impl Candidates {
    fn new(sys: &System) -> Candidates {
        let words = sys.patterns.len().div_ceil(64).max(1);
        let anchors: Vec<Anchors> =
            sys.patterns.iter().map(|&pid| bidbase_runtime::rules::pattern::anchors(pattern_of(sys, pid))).collect();
        // One mask row: the patterns for which `admits` holds.
        let row = |admits: &dyn Fn(&Anchors) -> bool| {
            let mut m = vec![0u64; words];
            for (k, a) in anchors.iter().enumerate() {
                if admits(a) {
                    m[k / 64] |= 1 << (k % 64);
                }
            }
            let m = m.into_iter().map(Literal::u64_unsuffixed);
            quote!([#(#m),*])
        };
        // By code, and a last row for "no call there" that admits every pattern.
        let by_code = |f: &dyn Fn(&Anchors) -> u64| {
            let mut rows: Vec<TokenStream> = (0..Call::COUNT).map(|c| row(&|a| f(a) >> c & 1 != 0)).collect();
            rows.push(row(&|_| true));
            quote!([#(#rows),*])
        };
        Candidates {
            words,
            first: (0..4).map(|r| by_code(&|a| a.first[r])).collect(),
            tail: (0..3).map(|d| by_code(&|a| a.tail[d])).collect(),
            len: (0..=16usize).map(|n| row(&|a| a.min_len <= n || n == 16)).collect(),
            somewhere: (0..4)
                .map(|r| {
                    let rows = (0..Call::COUNT).map(|c| row(&|a| a.has_single && a.somewhere[r] >> c & 1 != 0));
                    quote!([#(#rows),*])
                })
                .collect(),
            free: row(&|a| !a.has_single),
            decisive: row(&|a| a.decisive),
        }
    }
}

/// For each pattern's chain, the sections the chains of earlier patterns hold too: (place in the
/// chain, the earlier patterns as a mask of `words` words), by place. A lookup that matched one
/// of them has tried the section already ([`bidbase_runtime::compiled::PatternTables::repeats`]).
fn pattern_repeats(chains: &[Vec<u32>], words: usize) -> Vec<Vec<(usize, Vec<u64>)>> {
    let mut holders: std::collections::HashMap<u32, Vec<usize>> = std::collections::HashMap::new();
    let mut out = Vec::with_capacity(chains.len());
    for (k, chain) in chains.iter().enumerate() {
        let mut reps = Vec::new();
        for (at, id) in chain.iter().enumerate() {
            if let Some(earlier) = holders.get(id) {
                let mut mask = vec![0u64; words];
                for &j in earlier {
                    mask[j / 64] |= 1 << (j % 64);
                }
                reps.push((at, mask));
            }
        }
        for id in chain {
            holders.entry(*id).or_default().push(k);
        }
        out.push(reps);
    }
    out
}

/// The pattern dispatch: `PATTERNS`, `PATTERN_CHAINS` (each pattern section with its alias's
/// chain, the live sections only, by pattern index in reading order) and `PATTERN_REPEATS`
/// (the sections of a chain that earlier chains hold too), the candidate
/// tables ([`Candidates`]), and `pattern_candidates`, their intersection for a view.
fn pattern_dispatch(sys: &System) -> TokenStream {
    let Candidates { words, first, tail, len, somewhere, free, decisive } = Candidates::new(sys);
    let w = num(words as u64);
    let n = num(sys.patterns.len() as u64);
    let (nc, nc1) = (num(Call::COUNT as u64), num(Call::COUNT as u64 + 1));
    let pats = sys.patterns.iter().map(|&pid| {
        let name = format_ident!("PATTERN_{}", pid);
        quote!(&#name)
    });
    let chain_ids: Vec<Vec<u32>> = sys
        .patterns
        .iter()
        .map(|&pid| sys.with_alias(pid).into_iter().filter(|&id| section_live(sys, id)).collect())
        .collect();
    let chains = chain_ids.iter().map(|ids| {
        let ids = ids.iter().map(|&id| num(id));
        quote!(&[#(#ids),*])
    });
    let repeats = pattern_repeats(&chain_ids, words).into_iter().map(|reps| {
        let reps = reps.into_iter().map(|(at, mask)| {
            let (at, mask) = (num(at as u64), mask.into_iter().map(Literal::u64_unsuffixed));
            quote!((#at, [#(#mask),*]))
        });
        quote!(&[#(#reps),*])
    });
    quote! {
        /// Words of pattern bits in a candidate mask.
        const PW: usize = #w;
        static PATTERNS: [&[bb::Elem]; #n] = [#(#pats),*];
        static TABLES: bb::PatternTables<PW> = bb::PatternTables {
            patterns: &PATTERNS,
            chains: &PATTERN_CHAINS,
            repeats: &PATTERN_REPEATS,
            candidates: pattern_candidates,
            decisive: #decisive,
        };
        static PATTERN_CHAINS: [&[u32]; #n] = [#(#chains),*];
        static PATTERN_REPEATS: [&[(u32, [u64; PW])]; #n] = [#(#repeats),*];
        static PAT_FIRST: [[[u64; #w]; #nc1]; 4] = [#(#first),*];
        static PAT_TAIL: [[[u64; #w]; #nc1]; 3] = [#(#tail),*];
        static PAT_LEN: [[u64; #w]; 17] = [#(#len),*];
        static PAT_SOMEWHERE: [[[u64; #w]; #nc]; 4] = [#(#somewhere),*];
        static PAT_FREE: [u64; #w] = #free;

        /// The patterns that can match the view (a superset: each still goes through the
        /// matcher unless it is decisive): those its length, first call, last three calls and
        /// calls anywhere allow.
        #[inline]
        fn pattern_candidates(calls: &[bb::Call]) -> [u64; #w] {
            let n = calls.len();
            let mut m = PAT_LEN[n.min(16)];
            let mut somewhere = PAT_FREE;
            if n > 0 {
                let code = |d: usize| if d < n { calls[n - 1 - d].code() as usize } else { #nc };
                let f = &PAT_FIRST[(n - 1) % 4][calls[0].code() as usize];
                let (t0, t1, t2) = (&PAT_TAIL[0][code(0)], &PAT_TAIL[1][code(1)], &PAT_TAIL[2][code(2)]);
                for w in 0..#w {
                    m[w] &= f[w] & t0[w] & t1[w] & t2[w];
                }
                for (after, c) in calls.iter().rev().enumerate() {
                    let row = &PAT_SOMEWHERE[after % 4][c.code() as usize];
                    for w in 0..#w {
                        somewhere[w] |= row[w];
                    }
                }
            }
            for w in 0..#w {
                m[w] &= somewhere[w];
            }
            m
        }
    }
}
