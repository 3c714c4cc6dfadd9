//! What a system works out about the calls already made in an auction, remembered while the
//! auction grows.
//!
//! A lookup reads two things about the calls before it: their forcing levels (for `forced` and
//! `gameforce`, [`Forcing`]) and what partner's calls showed (for `ours.` and `pard.`). Each is
//! a question about one call where it was made, and its answer never changes once the call is
//! made. Worked out from scratch at every decision, they cost a lookup of every earlier call;
//! a [`CallMemo`] keeps the answers for the auction it saw last, so that bidding a board call by
//! call works out each call once. The memo is a cache: an auction that is not an extension of
//! the last one keeps only the answers of the calls the two share, and a different context or
//! convention selection drops the descriptions (the forcing levels depend on the auction alone).
//!
//! Nothing here allocates: the memo is fixed arrays, one per thread and system
//! ([`MemoCell`], in a `thread_local!` of the generated code).

use core::cell::RefCell;

use crate::auction::{Auction, MAX_CALLS};
use crate::call::{Call, SlamTag};
use crate::compiled::shared::SharedCache;
use crate::rules::forcing::case_given;
use crate::rules::pattern::{Elem, ViewCalls};
use crate::rules::shown::Shown;
use crate::rules::{Context, Forcing, Scoring, Selection};
use crate::seat::{Side, Vulnerability};

/// The sections that apply to a Prior Bids view, in lookup order, as a compiled system finds
/// them: its exact section's chain, or the pattern sections that match it. `W` words of
/// pattern bits (pattern `k` is bit `k % 64` of word `k / 64`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Chain<const W: usize> {
    /// Not worked out yet (in a memo).
    Unknown,
    /// The view has an exact section: the sections of its chain.
    Exact(ExactIds),
    /// No exact section: the patterns that match the view.
    Patterns([u64; W]),
}

/// The sections of a view that has an exact section, in lookup order: its head (the exact
/// section, when it has live entries), then a tail of sections (the patterns that match the view,
/// its alias's chain, the general layer) that many views share. Generated code keeps each distinct
/// tail once.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ExactIds {
    /// The first sections.
    pub head: &'static [u32],
    /// The sections after them.
    pub tail: &'static [u32],
}

impl ExactIds {
    /// The chain of the sections `head`, then `tail`.
    pub const fn new(head: &'static [u32], tail: &'static [u32]) -> ExactIds {
        ExactIds { head, tail }
    }

    /// Runs `f` on each section in lookup order until it answers (two plain loops: measured
    /// cheaper than a chained iterator on the lookup path).
    #[inline]
    pub fn find_map<R>(&self, mut f: impl FnMut(u32) -> Option<R>) -> Option<R> {
        for &id in self.head {
            if let Some(r) = f(id) {
                return Some(r);
            }
        }
        for &id in self.tail {
            if let Some(r) = f(id) {
                return Some(r);
            }
        }
        None
    }
}

/// A compiled system's pattern sections, for walking a [`Chain`].
#[derive(Copy, Clone, Debug)]
pub struct PatternTables<const W: usize> {
    /// The patterns, in reading order.
    pub patterns: &'static [&'static [Elem]],
    /// Each pattern's sections: the pattern section and its alias's chain.
    pub chains: &'static [&'static [u32]],
    /// Each pattern's sections that the sections of earlier patterns hold too, as (place in
    /// the pattern's chain, the earlier patterns whose chains hold it), by place: a lookup that
    /// matched one of those patterns has tried the section already and does not try it again
    /// (each section is tried at most once, as the interpreter's walk does).
    pub repeats: &'static [&'static [(u32, [u64; W])]],
    /// The patterns that can match a view (a superset, from its ends, length and calls).
    pub candidates: fn(&[Call]) -> [u64; W],
    /// The patterns that match every view `candidates` admits
    /// ([`crate::rules::pattern::Anchors::decisive`]): the matcher does not run on them.
    pub decisive: [u64; W],
}

/// Runs `f` on the index of each set bit of `mask` (bit `k % 64` of word `k / 64`), lowest
/// first, until it answers.
#[inline]
fn each_bit<R>(mask: &[u64], mut f: impl FnMut(usize) -> Option<R>) -> Option<R> {
    for (w, &word) in mask.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let k = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if let Some(r) = f(k) {
                return Some(r);
            }
        }
    }
    None
}

impl<const W: usize> PatternTables<W> {
    /// Whether pattern `k` matches the view.
    #[inline]
    fn matches(&self, k: usize, tag: Option<SlamTag>, calls: &[Call], view: &ViewCalls) -> bool {
        self.decisive.get(k / 64).is_some_and(|w| w >> (k % 64) & 1 != 0)
            || self.patterns.get(k).is_some_and(|p| crate::rules::pattern::matches_in(p, tag, calls, view))
    }

    /// Pattern `k`'s sections.
    #[inline]
    fn sections(&self, k: usize) -> &'static [u32] {
        self.chains.get(k).copied().unwrap_or(&[])
    }

    /// Runs `f` on pattern `k`'s sections until it answers, but for those an earlier pattern
    /// of `matched` had in its chain.
    #[inline]
    fn try_sections<R>(&self, k: usize, matched: &[u64; W], f: &mut impl FnMut(u32) -> Option<R>) -> Option<R> {
        let repeats = self.repeats.get(k).copied().unwrap_or(&[]);
        let mut r = 0;
        for (i, &id) in self.sections(k).iter().enumerate() {
            if let Some((at, by)) = repeats.get(r) {
                if *at as usize == i {
                    r += 1;
                    if by.iter().zip(matched).any(|(a, b)| a & b != 0) {
                        continue;
                    }
                }
            }
            if let Some(x) = f(id) {
                return Some(x);
            }
        }
        None
    }

    /// The chain of a view without an exact section: the patterns that match it.
    pub fn matching(&self, tag: Option<SlamTag>, calls: &[Call]) -> Chain<W> {
        let mut m = [0u64; W];
        let view = ViewCalls::of(calls);
        each_bit(&(self.candidates)(calls), |k| {
            if self.matches(k, tag, calls, &view) {
                m[k / 64] |= 1 << (k % 64);
            }
            None::<()>
        });
        Chain::Patterns(m)
    }

    /// Runs `f` on each section of the patterns that match the view, in lookup order, until it
    /// answers: the patterns after the one that answers are not matched at all (a lookup needs
    /// only the first answer; [`PatternTables::matching`] finds them all).
    #[inline]
    pub fn each_section<R>(
        &self,
        tag: Option<SlamTag>,
        calls: &[Call],
        mut f: impl FnMut(u32) -> Option<R>,
    ) -> Option<R> {
        let mut matched = [0u64; W];
        let view = ViewCalls::of(calls);
        each_bit(&(self.candidates)(calls), |k| {
            if self.matches(k, tag, calls, &view) {
                let r = self.try_sections(k, &matched, &mut f);
                matched[k / 64] |= 1 << (k % 64);
                r
            } else {
                None
            }
        })
    }
}

/// Views of at most this many calls are remembered by a [`ChainCache`].
const CACHED_CALLS: usize = 30;

/// The patterns that match the views without an exact section, one view a slot by its hash,
/// shared by every thread and board ([`SharedCache`]): a simulation meets the same views board
/// after board, and matching them costs more than the rest of a decision. A slot holds the
/// view's calls and answers only for exactly that view, so the answers are those of
/// [`PatternTables::matching`]. Views with a slam annotation or more than 30 calls are matched
/// each time. `N` slots (a power of two), each of `5 + W` words. Fixed arrays of atomics:
/// nothing allocates, nothing locks.
#[derive(Debug)]
pub struct ChainCache<const W: usize, const N: usize>(SharedCache<4, W, N>);

impl<const W: usize, const N: usize> ChainCache<W, N> {
    /// An empty cache, for a `static`.
    pub const fn new() -> ChainCache<W, N> {
        ChainCache(SharedCache::new())
    }
}

impl<const W: usize, const N: usize> Default for ChainCache<W, N> {
    fn default() -> ChainCache<W, N> {
        ChainCache::new()
    }
}

/// Calls' codes as key words: the first byte one more than their number, then a byte a call.
#[inline]
fn calls_key<const K: usize>(calls: &[Call]) -> [u64; K] {
    let mut key = [0u64; K];
    let bytes = core::iter::once(calls.len() as u8 + 1).chain(calls.iter().map(|c| c.code()));
    for (i, b) in bytes.enumerate() {
        if let Some(w) = key.get_mut(i / 8) {
            *w |= u64::from(b) << (8 * (i % 8));
        }
    }
    key
}

/// Calls of an auction whose descriptions a [`DescCache`] remembers: the call described and
/// those before it.
const DESCRIBED_CALLS: usize = 31;

/// What calls showed where they were made, shared by every thread and board
/// ([`SharedCache`]), for the descriptions a [`CallMemo`] has not worked out for its own
/// auction. A description reads the auction's calls and the requirements everybody at the
/// table can see (position, the vulnerability and side of the player who made the call, scoring,
/// the conventions switched on, forcing): never the hand, the percentage seed, the best contract
/// or the opponents' meaning ([`crate::rules::Leaf::is_public`]). The key is exactly what it
/// reads: the calls up to the one described, the vulnerability relative to their maker, whether
/// he is of our side, the scoring, the selection's stamp and whether the description reads
/// forcing. `N` slots (a power of two) of twelve words. Fixed arrays of atomics: nothing allocates.
#[derive(Debug)]
pub struct DescCache<const N: usize>(SharedCache<6, 5, N>);

impl<const N: usize> DescCache<N> {
    /// An empty cache, for a `static`.
    pub const fn new() -> DescCache<N> {
        DescCache(SharedCache::new())
    }
}

impl<const N: usize> Default for DescCache<N> {
    fn default() -> DescCache<N> {
        DescCache::new()
    }
}

/// A [`DescCache`] of any size, for [`ChainSource::descriptions`].
pub trait Descriptions {
    /// What the call described under `key` showed, if remembered: `Some(None)` when it shows
    /// nothing (no entry makes it).
    fn get(&self, key: &[u64; 6]) -> Option<Option<(u32, Shown)>>;
    /// Remembers a description under `key`.
    fn put(&self, key: &[u64; 6], d: Option<(u32, Shown)>);
}

impl<const N: usize> Descriptions for DescCache<N> {
    #[inline]
    fn get(&self, key: &[u64; 6]) -> Option<Option<(u32, Shown)>> {
        self.0.get(key).map(words_desc)
    }

    #[inline]
    fn put(&self, key: &[u64; 6], d: Option<(u32, Shown)>) {
        self.0.put(key, &desc_words(d));
    }
}

/// The key of the description of call `j` of `auction`; `None` past [`DESCRIBED_CALLS`], and
/// when a call up to it carries an "@" annotation (which changes the sections that apply, and
/// which the key does not hold).
fn desc_key(auction: &Auction, context: &Context, stamp: u64, j: usize, with_forcing: bool) -> Option<[u64; 6]> {
    let calls = auction.calls().get(..=j)?;
    if calls.len() > DESCRIBED_CALLS || auction.annotated_before(j + 1) {
        return None;
    }
    // The requirements read the vulnerability and our side relative to the player who made
    // the call, so boards that differ only in dealer, vulnerability or "we" share a key.
    let bidder = auction.dealer().after(j);
    let vul = context.vulnerability.relative_to(bidder);
    let meta = u64::from(vul.we)
        | u64::from(vul.they) << 1
        | u64::from(bidder.side() == context.we) << 2
        | (context.scoring as u64) << 3
        | u64::from(with_forcing) << 5;
    let [a, b, c, d] = calls_key::<4>(calls);
    Some([meta, stamp, a, b, c, d])
}

/// A description as cache words: `[1, 0, ..]` for none, else the entry and the description's
/// words ([`Shown::to_words`]).
fn desc_words(d: Option<(u32, Shown)>) -> [u64; 5] {
    match d {
        None => [1, 0, 0, 0, 0],
        Some((entry, shown)) => {
            let [a, b, c, e] = shown.to_words();
            [2 | u64::from(entry) << 32, a, b, c, e]
        }
    }
}

/// [`desc_words`] read back.
fn words_desc(w: [u64; 5]) -> Option<(u32, Shown)> {
    (w[0] & 2 != 0).then(|| ((w[0] >> 32) as u32, Shown::from_words([w[1], w[2], w[3], w[4]])))
}

impl<const W: usize> PatternTables<W> {
    /// [`PatternTables::matching`], remembered in `cache`.
    pub fn matching_cached<const N: usize>(
        &self,
        cache: &ChainCache<W, N>,
        tag: Option<SlamTag>,
        calls: &[Call],
    ) -> Chain<W> {
        if tag.is_some() || calls.len() > CACHED_CALLS {
            return self.matching(tag, calls);
        }
        let key = calls_key::<4>(calls);
        if let Some(m) = cache.0.get(&key) {
            return Chain::Patterns(m);
        }
        let chain = self.matching(tag, calls);
        if let Chain::Patterns(m) = &chain {
            cache.0.put(&key, m);
        }
        chain
    }
}

impl<const W: usize> Chain<W> {
    /// Runs `f` on each section of the chain in lookup order until it answers. An unknown
    /// chain has no sections.
    #[inline]
    pub fn each<R>(&self, tables: &PatternTables<W>, mut f: impl FnMut(u32) -> Option<R>) -> Option<R> {
        match self {
            Chain::Unknown => None,
            Chain::Exact(ids) => ids.find_map(f),
            // The repeats of pattern `k` name earlier patterns only: `m` is what was matched
            // before it.
            Chain::Patterns(m) => each_bit(m, |k| tables.try_sections(k, m, &mut f)),
        }
    }
}

/// What a compiled system works out about a view, for the memo: the chain of sections of a
/// view, and the forcing level of a call made there.
pub trait ChainSource<const W: usize> {
    /// The chain of sections of the Prior Bids view `tag`, `calls`.
    fn chain(&self, tag: Option<SlamTag>, calls: &[Call]) -> Chain<W>;
    /// The forcing level of `call`, made by a player of maker case `case`
    /// ([`crate::rules::maker_case`]) where the chain applies.
    fn level(&self, chain: &Chain<W>, call: Call, case: u8) -> u8;
    /// The system's cache of descriptions shared by every thread, if it keeps one.
    fn descriptions(&self) -> Option<&dyn Descriptions> {
        None
    }
}

/// What a call showed where it was made: `(auction before it, what that auction forces, its
/// chain, call) -> (entry, description)`.
pub type DescribeOf<'a, const W: usize> = &'a dyn Fn(&Auction, Forcing, &Chain<W>, Call) -> Option<(u32, Shown)>;

const UNKNOWN: u8 = u8::MAX;

/// The remembered answers for the calls of one auction (see the module documentation).
#[derive(Clone)]
pub struct CallMemo<const W: usize> {
    /// The auction the answers are for.
    auction: Auction,
    /// The context and selection stamp the descriptions were worked out in.
    context: Context,
    stamp: u64,
    /// Whether `context` and `stamp` have been set.
    keyed: bool,
    /// The chain of the view before call `j` (of the first `j` calls), by `j`.
    chain: [Chain<W>; MAX_CALLS + 1],
    /// Forcing level of each call where it was made; [`UNKNOWN`] when not yet worked out.
    level: [u8; MAX_CALLS],
    /// What each call showed: `None` when not yet worked out.
    shown: [Option<Option<(u32, Shown)>>; MAX_CALLS],
}

impl<const W: usize> CallMemo<W> {
    /// An empty memo.
    pub const NEW: CallMemo<W> = CallMemo {
        auction: Auction::new(crate::seat::Seat::North),
        context: Context {
            vulnerability: Vulnerability::None,
            we: Side::NorthSouth,
            scoring: Scoring::Imps,
            seed: 0,
            best_contract: None,
            against: None,
        },
        stamp: 0,
        keyed: false,
        chain: [Chain::Unknown; MAX_CALLS + 1],
        level: [UNKNOWN; MAX_CALLS],
        shown: [None; MAX_CALLS],
    };

    /// Makes the memo about `auction`: the answers for the calls it shares with the memo's
    /// auction stay, the others are forgotten.
    pub fn sync(&mut self, auction: &Auction) {
        let old = self.auction.calls().len();
        let n = auction.calls().len();
        let k = self.auction.common_prefix(auction);
        if k == old && k == n {
            return;
        }
        for i in k..old {
            self.level[i] = UNKNOWN;
            self.shown[i] = None;
            self.chain[i + 1] = Chain::Unknown;
        }
        self.auction.copy_from_shared(auction, k);
    }

    /// Makes the descriptions about `context` and `selection`: a change of either forgets them.
    /// The opponents' meaning (`against`) is not part of the key: descriptions never read it.
    pub fn key(&mut self, context: &Context, selection: &Selection) {
        let context = &Context { against: None, ..*context };
        if self.keyed && self.stamp == selection.stamp() && self.context == *context {
            return;
        }
        let n = self.auction.calls().len();
        for s in &mut self.shown[..n] {
            *s = None;
        }
        self.context = *context;
        self.stamp = selection.stamp();
        self.keyed = true;
    }

    /// The chain of the view of the first `j` calls.
    pub fn chain(&mut self, j: usize, src: &dyn ChainSource<W>) -> Chain<W> {
        chain_at(&mut self.chain, &self.auction, j, src)
    }

    /// The forcing level of call `j` where it was made (see [`crate::rules::maker_case`]).
    pub fn level(&mut self, j: usize, src: &dyn ChainSource<W>) -> u8 {
        level_at(&mut self.level, &mut self.chain, &self.auction, j, src)
    }

    /// What the first `n` calls of the auction force on the player to call after them: the
    /// same as [`Forcing::of`] on that auction.
    pub fn forcing(&mut self, n: usize, src: &dyn ChainSource<W>) -> Forcing {
        let calls = &self.auction.calls()[..n.min(self.auction.calls().len())];
        Forcing::from_levels(calls, |j, _| level_at(&mut self.level, &mut self.chain, &self.auction, j, src))
    }

    /// What call `j` showed where it was made. `with_forcing`: the description reads what the
    /// auction before it forced (the system's entries ask for it).
    pub fn shown(
        &mut self,
        j: usize,
        with_forcing: bool,
        src: &dyn ChainSource<W>,
        describe: DescribeOf<'_, W>,
    ) -> Option<(u32, Shown)> {
        if let Some(s) = self.shown[j] {
            return s;
        }
        let shared = src
            .descriptions()
            .and_then(|c| Some((c, desc_key(&self.auction, &self.context, self.stamp, j, with_forcing)?)));
        if let Some(s) = shared.and_then(|(c, key)| c.get(&key)) {
            self.shown[j] = Some(s);
            return s;
        }
        let forcing = if with_forcing { self.forcing(j, src) } else { Forcing::default() };
        let chain = self.chain(j, src);
        let before = self.auction.truncated(j);
        let s = describe(&before, forcing, &chain, self.auction.calls()[j]);
        self.shown[j] = Some(s);
        if let Some((c, key)) = shared {
            c.put(&key, s);
        }
        s
    }

    /// What the partner of the player to call has shown with his calls: the same as
    /// [`crate::rules::partner_shown`] with `describe`.
    pub fn partner(&mut self, with_forcing: bool, src: &dyn ChainSource<W>, describe: DescribeOf<'_, W>) -> Shown {
        let mut out = Shown::ANY;
        let mut i = self.auction.calls().len();
        while i >= 2 {
            i -= 2;
            if let Some((_, d)) = self.shown(i, with_forcing, src, describe) {
                out = out.meet(d);
            }
            if i < 2 {
                break;
            }
            i -= 2;
        }
        out
    }
}

/// [`CallMemo::chain`] on the memo's fields, so that it can run while the auction is borrowed.
fn chain_at<const W: usize>(
    chains: &mut [Chain<W>; MAX_CALLS + 1],
    auction: &Auction,
    j: usize,
    src: &dyn ChainSource<W>,
) -> Chain<W> {
    if let Chain::Unknown = chains[j] {
        let (tag, view) = auction.view_before(j);
        chains[j] = src.chain(tag, view);
    }
    chains[j]
}

/// [`CallMemo::level`] on the memo's fields.
fn level_at<const W: usize>(
    levels: &mut [u8; MAX_CALLS],
    chains: &mut [Chain<W>; MAX_CALLS + 1],
    auction: &Auction,
    j: usize,
    src: &dyn ChainSource<W>,
) -> u8 {
    if levels[j] != UNKNOWN {
        return levels[j];
    }
    let calls = auction.calls();
    let forced_by_partner = j >= 2 && calls[j - 1].is_pass() && !calls[j - 2].is_pass();
    let partner = if forced_by_partner { level_at(levels, chains, auction, j - 2, src) } else { 0 };
    let case = case_given(calls, j, partner);
    let chain = chain_at(chains, auction, j, src);
    let l = src.level(&chain, calls[j], case);
    levels[j] = l;
    l
}

impl<const W: usize> Default for CallMemo<W> {
    fn default() -> CallMemo<W> {
        CallMemo::NEW
    }
}

impl<const W: usize> core::fmt::Debug for CallMemo<W> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("CallMemo").field("calls", &self.auction.calls().len()).finish_non_exhaustive()
    }
}

/// A [`CallMemo`] for one thread, used through methods that answer without it (from scratch)
/// when it is already in use further up the stack, so that nothing can panic.
#[derive(Debug, Default)]
pub struct MemoCell<const W: usize>(RefCell<CallMemo<W>>);

impl<const W: usize> MemoCell<W> {
    /// An empty memo, for a `thread_local!` with a `const` initializer.
    pub const fn new() -> MemoCell<W> {
        MemoCell(RefCell::new(CallMemo::NEW))
    }

    /// Runs `f` with this thread's memo in `key`, or with a new one when the thread's is gone
    /// (a lookup from a thread-local destructor).
    pub fn with<R>(key: &'static std::thread::LocalKey<MemoCell<W>>, mut f: impl FnMut(&MemoCell<W>) -> R) -> R {
        match key.try_with(|m| f(m)) {
            Ok(r) => r,
            Err(_) => f(&MemoCell::new()),
        }
    }

    /// What `auction` forces on the player to call ([`Forcing::of`]).
    pub fn forcing(&self, auction: &Auction, src: &dyn ChainSource<W>) -> Forcing {
        match self.0.try_borrow_mut() {
            Ok(mut m) => {
                m.sync(auction);
                m.forcing(auction.calls().len(), src)
            }
            Err(_) => Forcing::of(auction, |tag, view, call, case| src.level(&src.chain(tag, view), call, case)),
        }
    }

    /// The chain of sections of `auction`'s Prior Bids view, the one its next call is chosen
    /// in: remembered, so that the lookup and what later calls read of this one (its forcing
    /// level, its description) find it once.
    pub fn chain(&self, auction: &Auction, src: &dyn ChainSource<W>) -> Chain<W> {
        match self.0.try_borrow_mut() {
            Ok(mut m) => {
                m.sync(auction);
                m.chain(auction.calls().len(), src)
            }
            Err(_) => src.chain(auction.prior_slam_tag(), auction.prior_bids()),
        }
    }

    /// The forcing level of call `index` of `auction` where it was made (0 past the end).
    pub fn level(&self, auction: &Auction, index: usize, src: &dyn ChainSource<W>) -> u8 {
        if index >= auction.calls().len() {
            return 0;
        }
        match self.0.try_borrow_mut() {
            Ok(mut m) => {
                m.sync(auction);
                m.level(index, src)
            }
            Err(_) => {
                let level_of = |tag: Option<SlamTag>, view: &[Call], call: Call, case: u8| {
                    src.level(&src.chain(tag, view), call, case)
                };
                let (tag, view) = auction.view_before(index);
                let case = crate::rules::maker_case(auction, index, &level_of);
                level_of(tag, view, auction.calls()[index], case)
            }
        }
    }

    /// What call `index` of `auction` showed where it was made.
    #[allow(clippy::too_many_arguments)]
    pub fn shown(
        &self,
        auction: &Auction,
        context: &Context,
        selection: &Selection,
        index: usize,
        with_forcing: bool,
        src: &dyn ChainSource<W>,
        describe: DescribeOf<'_, W>,
    ) -> Option<(u32, Shown)> {
        let call = *auction.calls().get(index)?;
        match self.0.try_borrow_mut() {
            Ok(mut m) => {
                m.sync(auction);
                m.key(context, selection);
                m.shown(index, with_forcing, src, describe)
            }
            Err(_) => {
                let before = auction.truncated(index);
                let forcing = if with_forcing { self.forcing(&before, src) } else { Forcing::default() };
                let chain = src.chain(before.prior_slam_tag(), before.prior_bids());
                describe(&before, forcing, &chain, call)
            }
        }
    }

    /// What `seat` has shown with all of his calls in `auction`, as
    /// [`crate::rules::Bidder::shown_by`] works it out from [`MemoCell::shown`], with one look
    /// at the memo for all the calls.
    #[allow(clippy::too_many_arguments)]
    pub fn shown_by(
        &self,
        auction: &Auction,
        context: &Context,
        selection: &Selection,
        seat: crate::seat::Seat,
        with_forcing: bool,
        src: &dyn ChainSource<W>,
        describe: DescribeOf<'_, W>,
    ) -> Shown {
        match self.0.try_borrow_mut() {
            Ok(mut m) => {
                m.sync(auction);
                m.key(context, selection);
                crate::rules::seat_shown(auction, seat, |i| m.shown(i, with_forcing, src, describe))
            }
            Err(_) => crate::rules::seat_shown(auction, seat, |i| {
                self.shown(auction, context, selection, i, with_forcing, src, describe)
            }),
        }
    }

    /// What the partner of the player to call in `auction` has shown
    /// ([`crate::rules::partner_shown`]).
    pub fn partner(
        &self,
        auction: &Auction,
        context: &Context,
        selection: &Selection,
        with_forcing: bool,
        src: &dyn ChainSource<W>,
        describe: DescribeOf<'_, W>,
    ) -> Shown {
        match self.0.try_borrow_mut() {
            Ok(mut m) => {
                m.sync(auction);
                m.key(context, selection);
                m.partner(with_forcing, src, describe)
            }
            Err(_) => crate::rules::partner_shown(auction, |before, call| {
                let forcing = if with_forcing { self.forcing(before, src) } else { Forcing::default() };
                let chain = src.chain(before.prior_slam_tag(), before.prior_bids());
                describe(before, forcing, &chain, call).map(|d| d.1)
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Seat;

    #[test]
    fn description_keys_hold_what_a_description_reads() {
        let context = Context::default();
        let plain = Auction::parse(Seat::North, "1S P 3S P 4N P").unwrap();
        let key = desc_key(&plain, &context, 7, 4, true).unwrap();
        // The same calls from another dealer, on a board where the vulnerability seen by the
        // maker of the call is the same: the same key.
        let east = Auction::parse(Seat::East, "1S P 3S P 4N P").unwrap();
        let we_ew = Context { we: crate::seat::Side::EastWest, ..context };
        assert_eq!(desc_key(&east, &we_ew, 7, 4, true), Some(key));
        // Another selection, forcing read or not, another call: another key.
        assert_ne!(desc_key(&plain, &context, 8, 4, true), Some(key));
        assert_ne!(desc_key(&plain, &context, 7, 4, false), Some(key));
        assert_ne!(desc_key(&plain, &context, 7, 3, true), Some(key));
        // The maker's side vulnerable: another key.
        let vul = Context { vulnerability: Vulnerability::NorthSouth, ..context };
        assert_ne!(desc_key(&plain, &vul, 7, 4, true), Some(key));
        // An "@" annotation up to the call: not cached at all; after it: the same key.
        let tagged = Auction::parse(Seat::North, "1S P 3S P 4N@40 P").unwrap();
        assert_eq!(desc_key(&tagged, &context, 7, 4, true), None);
        assert_eq!(desc_key(&tagged, &context, 7, 3, true), desc_key(&plain, &context, 7, 3, true));
        // Beyond 31 calls: not cached.
        let bids = ["1C", "1D", "1H", "1S", "1N", "2C", "2D", "2H", "2S", "2N", "3C"];
        let text: Vec<String> = bids.iter().map(|b| format!("{b} P P")).collect();
        let long = Auction::parse(Seat::North, &text.join(" ")).unwrap();
        assert!(desc_key(&long, &context, 7, 30, true).is_some());
        assert_eq!(desc_key(&long, &context, 7, 31, true), None);
    }

    #[test]
    fn descriptions_come_back_from_their_words() {
        let mut s = Shown::ANY;
        s.hcp = crate::rules::shown::Span::new(12, 14);
        s.balanced = Some(true);
        for d in [None, Some((17, s)), Some((u32::MAX, Shown::NONE))] {
            assert_eq!(words_desc(desc_words(d)), d);
        }
    }
}
