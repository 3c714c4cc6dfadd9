//! Auction patterns: the Prior Bids of a pattern section (`[... 4N P]`, `[they:bid we:P...]`),
//! and the one matcher both back ends use to decide whether a pattern applies to a Prior Bids
//! view. Nothing here allocates on a legal auction: a pattern is a slice of [`Elem`]s, and
//! matching runs it as an automaton over the view's calls, one pass per element, in time
//! linear in the view's length whatever the pattern.

use core::fmt;

use crate::call::{Call, CallKind, SlamTag, Strain};

/// A set of calls, one bit per call code (bit 0 pass, 1 double, 2 redouble, 3.. the bids).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CallSet(pub u64);

impl CallSet {
    /// Every call.
    pub const ALL: CallSet = CallSet((1u64 << Call::COUNT) - 1);
    /// Every bid.
    pub const BIDS: CallSet = CallSet(CallSet::ALL.0 & !0b111);

    /// The set holding one call.
    pub const fn one(c: Call) -> CallSet {
        CallSet(1u64 << c.code())
    }

    /// Whether the call is in the set.
    #[inline(always)]
    pub const fn contains(self, c: Call) -> bool {
        self.0 & (1u64 << c.code()) != 0
    }

    /// The union of two sets.
    pub const fn union(self, o: CallSet) -> CallSet {
        CallSet(self.0 | o.0)
    }

    /// The bids at `level` (0: every level) in the strains `strains` (bit per strain index).
    pub fn bids(level: u8, strains: u8) -> CallSet {
        let mut s = 0u64;
        for l in 1..=7u8 {
            if level != 0 && l != level {
                continue;
            }
            for st in Strain::ALL {
                if strains & (1 << st.index()) != 0 {
                    s |= 1u64 << Call::bid(l, st).code();
                }
            }
        }
        CallSet(s)
    }

    /// The calls in the set, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Call> {
        (0..Call::COUNT as u8).filter(move |c| self.0 & (1u64 << c) != 0).filter_map(Call::from_code)
    }
}

/// Who made a call, relative to the player about to call (the bidder).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Owner {
    /// Anyone.
    Any,
    /// The bidder.
    Me,
    /// The bidder's partner.
    Partner,
    /// The left-hand opponent.
    Lho,
    /// The right-hand opponent.
    Rho,
    /// The bidder or partner.
    We,
    /// An opponent.
    They,
}

impl Owner {
    /// Whether a call followed by `after` more calls before the bidder's turn was made by this
    /// owner: the last call is the right-hand opponent's, the one before it partner's, then
    /// the left-hand opponent's, then the bidder's own.
    #[inline(always)]
    pub const fn owns(self, after: usize) -> bool {
        match self {
            Owner::Any => true,
            Owner::Rho => after % 4 == 0,
            Owner::Partner => after % 4 == 1,
            Owner::Lho => after % 4 == 2,
            Owner::Me => after % 4 == 3,
            Owner::They => after % 2 == 0,
            Owner::We => after % 2 == 1,
        }
    }

    /// The prefix as written (`partner:`), empty for anyone.
    pub const fn prefix(self) -> &'static str {
        match self {
            Owner::Any => "",
            Owner::Me => "me:",
            Owner::Partner => "partner:",
            Owner::Lho => "lho:",
            Owner::Rho => "rho:",
            Owner::We => "we:",
            Owner::They => "they:",
        }
    }
}

/// Whether a bid must be a jump.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Jump {
    /// Either.
    Any,
    /// A jump: above the lowest level its strain could have been bid at.
    Jump,
    /// Not a jump.
    NonJump,
}

/// One element of a pattern.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Elem {
    /// The calls it matches.
    pub calls: CallSet,
    /// Who must have made the call (for a run: whose calls must be in `calls`).
    pub owner: Owner,
    /// The "@" annotation the call must carry (only the first call of a view can carry one).
    pub tag: Option<SlamTag>,
    /// Jump requirement.
    pub jump: Jump,
    /// A run: zero or more calls; those made by `owner` must be in `calls`, the others are free.
    pub run: bool,
}

impl Elem {
    /// An element from its parts (the calls as a [`CallSet`]'s bits).
    pub const fn new(calls: u64, owner: Owner, tag: Option<SlamTag>, jump: Jump, run: bool) -> Elem {
        Elem { calls: CallSet(calls), owner, tag, jump, run }
    }

    /// `...`: any run of calls.
    pub const ANY_RUN: Elem = Elem { calls: CallSet::ALL, owner: Owner::Any, tag: None, jump: Jump::Any, run: true };

    /// Whether the single call at `index` of the view (`after` calls follow it) matches.
    #[inline]
    fn single(&self, tag: Option<SlamTag>, calls: &[Call], index: usize) -> bool {
        let c = calls[index];
        if !self.calls.contains(c) || !self.owner.owns(calls.len() - 1 - index) {
            return false;
        }
        if let Some(t) = self.tag {
            if index != 0 || tag != Some(t) {
                return false;
            }
        }
        match self.jump {
            Jump::Any => true,
            Jump::Jump => is_jump(calls, index) == Some(true),
            Jump::NonJump => is_jump(calls, index) == Some(false),
        }
    }

    /// Whether a single element may match `call` made `after` calls before the end of the view
    /// (its calls and owner only; the annotation and jump are not tested): a necessary
    /// condition, for searches that build views.
    pub fn admits(&self, call: Call, after: usize) -> bool {
        !self.run && self.calls.contains(call) && self.owner.owns(after)
    }

    /// Whether the call at `index` may be part of this run.
    #[inline]
    fn in_run(&self, calls: &[Call], index: usize) -> bool {
        !self.owner.owns(calls.len() - 1 - index) || self.calls.contains(calls[index])
    }
}

/// Whether the bid at `index` is a jump: its level is above the lowest level at which its strain
/// could have been bid after the bids before it in the view. `None` when it is not a bid.
pub fn is_jump(calls: &[Call], index: usize) -> Option<bool> {
    let b = calls[index].as_bid()?;
    let prev = calls[..index].iter().rev().find_map(|c| c.as_bid());
    let lowest = match prev {
        None => 1,
        Some(p) if b.strain > p.strain => p.level,
        Some(p) => p.level + 1,
    };
    Some(b.level > lowest)
}

/// Whether `pattern` matches the Prior Bids view (`tag` is the annotation of its first call).
///
/// The pattern is run as an automaton over the view: after each element, the set of positions
/// at which the elements so far can end, one bit per position. That takes one pass per element
/// whatever the runs (`...`) in the pattern, so the work is linear in the view's length for any
/// pattern (elements times calls at worst); trying each length of each run in turn took half
/// of a SAYC self-play's time, and exponential time on long auctions. Views of up to 127 calls
/// keep their positions in a `u128`; longer ones (the longest legal auction has 319 calls) in
/// a fixed array of words ([`WIDE_CALLS`]), and views longer than any legal auction in a vector.
#[inline]
pub fn matches(pattern: &[Elem], tag: Option<SlamTag>, calls: &[Call]) -> bool {
    matches_in(pattern, tag, calls, &ViewCalls::of(calls))
}

/// [`matches`], with the view's [`ViewCalls`] worked out by the caller (once for all the
/// patterns tried on one view).
#[inline]
pub fn matches_in(pattern: &[Elem], tag: Option<SlamTag>, calls: &[Call], view: &ViewCalls) -> bool {
    matches_with(pattern, tag, calls, view, Automaton::Fitting)
}

/// Which automaton decides the middle of a view ([`narrow`] or [`wide`]). Lookups use
/// `Fitting`; the tests run the others on the same short views.
#[derive(Copy, Clone, Debug)]
#[cfg_attr(not(test), allow(dead_code))]
enum Automaton {
    /// The narrowest that holds the view's positions: one `u64` up to 63 calls (nearly every
    /// view: its shifts cost a third of a `u128`'s), one `u128` up to 127, words in an array
    /// beyond.
    Fitting,
    /// One `u128` up to 127 calls, words beyond (the tests run it on short views).
    U128,
    /// Words of 64 bits in an array (the tests run it on short views).
    Wide,
}

/// [`matches`], deciding the middle of the view with `automaton`.
#[inline]
fn matches_with(
    pattern: &[Elem],
    tag: Option<SlamTag>,
    calls: &[Call],
    view: &ViewCalls,
    automaton: Automaton,
) -> bool {
    // `[...]` (the general layer): any view.
    if let [only] = pattern {
        if only.run && only.calls.0 == CallSet::ALL.0 && matches!(only.owner, Owner::Any) {
            return true;
        }
    }
    let n = calls.len();
    // The single elements before the first run and after the last one are anchored to the
    // view's first and last calls: check them directly (most patterns fail here, at once).
    let head = pattern.iter().take_while(|e| !e.run).count();
    if head == pattern.len() {
        return n == head && pattern.iter().enumerate().all(|(i, e)| e.single(tag, calls, i));
    }
    let tail = pattern.iter().rev().take_while(|e| !e.run).count();
    if head + tail > n
        || !pattern[..head].iter().enumerate().all(|(i, e)| e.single(tag, calls, i))
        || !pattern[pattern.len() - tail..].iter().enumerate().all(|(i, e)| e.single(tag, calls, n - tail + i))
    {
        return false;
    }
    let middle = &pattern[head..pattern.len() - tail];
    // Most patterns that pass the anchored ends fail here, at once: a single element of the
    // middle whose calls were not made by its owner anywhere in the view (a self-play profile
    // spent a third of its time in the automaton, mostly on patterns that did not match).
    if !middle.iter().all(|e| e.run || view.has(e)) {
        return false;
    }
    match automaton {
        Automaton::Fitting if n <= 63 => narrow::<u64>(middle, tag, calls, head, n - tail),
        Automaton::Fitting | Automaton::U128 if n <= 127 => narrow::<u128>(middle, tag, calls, head, n - tail),
        _ => wide(middle, tag, calls, head, n - tail),
    }
}

/// The calls of a view by their maker's distance from the bidder (modulo 4, all that
/// [`Owner::owns`] reads), for a cheap test before the automaton: worked out once a view and
/// shared by every pattern tried on it ([`matches_in`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ViewCalls {
    /// Bit `code` of word `after`: a call of that code made `after` (modulo 4) calls before the
    /// end of the view.
    made: [u64; 4],
}

impl ViewCalls {
    /// The calls of `calls`, a Prior Bids view.
    #[inline]
    pub fn of(calls: &[Call]) -> ViewCalls {
        let mut made = [0u64; 4];
        for (after, c) in calls.iter().rev().enumerate() {
            made[after % 4] |= 1u64 << c.code();
        }
        ViewCalls { made }
    }

    /// Whether a call of the element's set was made by its owner somewhere in the view: a
    /// necessary condition for a single element to match anywhere.
    #[inline]
    fn has(&self, e: &Elem) -> bool {
        (0..4).any(|after| e.owner.owns(after) && e.calls.0 & self.made[after] != 0)
    }
}

/// A word of positions for [`narrow`]: `u64` or `u128`.
trait Positions:
    Copy
    + Eq
    + core::ops::BitAnd<Output = Self>
    + core::ops::BitOr<Output = Self>
    + core::ops::BitOrAssign
    + core::ops::BitAndAssign
    + core::ops::Not<Output = Self>
    + core::ops::Shl<usize, Output = Self>
    + core::ops::Shr<usize, Output = Self>
    + core::ops::Sub<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    const MAX: Self;
    const BITS: usize;
    fn wrapping_neg(self) -> Self;
    fn trailing_zeros(self) -> u32;
    fn bit(self, i: usize) -> bool {
        (self >> i) & Self::ONE != Self::ZERO
    }
}

macro_rules! positions {
    ($($t:ty),*) => {$(
        impl Positions for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const MAX: Self = <$t>::MAX;
            const BITS: usize = <$t>::BITS as usize;
            #[inline(always)]
            fn wrapping_neg(self) -> Self {
                <$t>::wrapping_neg(self)
            }
            #[inline(always)]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
        }
    )*};
}
positions!(u64, u128);

/// The automaton on the calls between the anchored ends (`head..end`), positions in one word
/// (`end` below its bit count).
#[inline]
fn narrow<W: Positions>(middle: &[Elem], tag: Option<SlamTag>, calls: &[Call], head: usize, end: usize) -> bool {
    // Bit i: the elements so far can match calls[..i].
    let mut reach = W::ONE << head;
    for e in middle {
        let mut next = W::ZERO;
        if e.run && e.calls.0 == CallSet::ALL.0 {
            // `...` (any call may belong to it): every position from the first one reached on.
            let upto = if end == W::BITS - 1 { W::MAX } else { (W::ONE << (end + 1)) - W::ONE };
            next = upto & !((reach & reach.wrapping_neg()) - W::ONE);
        } else if e.run {
            // A run may be empty; it extends one call at a time while the calls may belong to it.
            let mut live = false;
            for i in 0..=end {
                live = reach.bit(i) || (live && e.in_run(calls, i - 1));
                if live {
                    next |= W::ONE << i;
                }
            }
        } else {
            let mut from = reach & ((W::ONE << end) - W::ONE);
            while from != W::ZERO {
                let i = from.trailing_zeros() as usize;
                from &= from - W::ONE;
                if e.single(tag, calls, i) {
                    next |= W::ONE << (i + 1);
                }
            }
        }
        if next == W::ZERO {
            return false;
        }
        reach = next;
    }
    reach.bit(end)
}

/// The most calls whose positions [`wide`] keeps in fixed arrays (every legal auction's view
/// fits: the longest auction has 319 calls).
pub const WIDE_CALLS: usize = 6 * 64 - 1;

/// The automaton of [`narrow`] for longer views: positions `0..=end` in words of 64 bits, on
/// the stack up to [`WIDE_CALLS`] calls, in a vector beyond (no legal auction is that long).
fn wide(middle: &[Elem], tag: Option<SlamTag>, calls: &[Call], head: usize, end: usize) -> bool {
    let words = end / 64 + 1;
    let mut fixed = [[0u64; 6]; 2];
    let mut heap = Vec::new();
    let (reach, next) = if words <= 6 {
        let [a, b] = &mut fixed;
        (&mut a[..words], &mut b[..words])
    } else {
        heap.resize(2 * words, 0u64);
        heap.split_at_mut(words)
    };
    run_wide(middle, tag, calls, head, end, reach, next)
}

/// [`wide`]'s passes, on two position sets of the same number of words.
fn run_wide<'w>(
    middle: &[Elem],
    tag: Option<SlamTag>,
    calls: &[Call],
    head: usize,
    end: usize,
    mut reach: &'w mut [u64],
    mut next: &'w mut [u64],
) -> bool {
    let bit = |set: &[u64], i: usize| set[i / 64] >> (i % 64) & 1 != 0;
    reach[head / 64] |= 1 << (head % 64);
    // The lowest position reached so far: nothing below it can be reached again.
    let mut low = head;
    for e in middle {
        next.fill(0);
        let mut any = false;
        if e.run {
            let mut live = false;
            for i in low..=end {
                live = bit(reach, i) || (live && e.in_run(calls, i - 1));
                if live {
                    next[i / 64] |= 1 << (i % 64);
                    any = true;
                }
            }
        } else {
            for (w, &word) in reach.iter().enumerate() {
                let mut from = word;
                while from != 0 {
                    let i = w * 64 + from.trailing_zeros() as usize;
                    from &= from - 1;
                    if i < end && e.single(tag, calls, i) {
                        next[(i + 1) / 64] |= 1 << ((i + 1) % 64);
                        any = true;
                    }
                }
            }
        }
        if !any {
            return false;
        }
        core::mem::swap(&mut reach, &mut next);
        low =
            reach.iter().enumerate().find(|(_, w)| **w != 0).map_or(end, |(k, w)| k * 64 + w.trailing_zeros() as usize);
    }
    bit(reach, end)
}

/// What every view a pattern matches has at its ends, for the back ends' dispatch tables (bit
/// sets by [`Call::code`]; every call where the pattern leaves it free). A view that fails one
/// of them cannot match ([`matches`] would say no).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Anchors {
    /// The calls the view's first call may be, by the number of calls after it modulo 4 (its
    /// owner depends on it).
    pub first: [u64; 4],
    /// The calls the view's last call, the call before it and the one before that may be
    /// (their owners are known: the right-hand opponent, partner, the left-hand opponent).
    pub tail: [u64; 3],
    /// The fewest calls of a view that matches.
    pub min_len: usize,
    /// A call the view must hold somewhere, by the number of calls after it modulo 4: the calls
    /// of the pattern's narrowest single element that its owner may make there (a single element
    /// matches one call of the view). Every call when the pattern has no single element.
    pub somewhere: [u64; 4],
    /// Whether the pattern has a single element (so `somewhere` says something, and an empty
    /// view cannot match).
    pub has_single: bool,
    /// Whether a view that passes these tests is matched, so the matcher need not run: the
    /// pattern is `...` with at most one single element before it and three after it, none with
    /// an annotation or jump requirement (the tables test those calls exactly), or one such
    /// element with `...` on both sides (the most common shapes of a general layer).
    pub decisive: bool,
}

impl Anchors {
    /// Whether a view passes every test (the back ends' dispatch tables apply the same ones; the
    /// compiled tables lump views of 16 calls or more together, which only admits more).
    pub fn admits(&self, calls: &[Call]) -> bool {
        let n = calls.len();
        if n < self.min_len {
            return false;
        }
        if n == 0 {
            return !self.has_single;
        }
        let code = |i: usize| calls[i].code();
        self.first[(n - 1) % 4] >> code(0) & 1 != 0
            && (0..3.min(n)).all(|d| self.tail[d] >> code(n - 1 - d) & 1 != 0)
            && (!self.has_single || (0..n).any(|i| self.somewhere[(n - 1 - i) % 4] >> code(i) & 1 != 0))
    }
}

/// The [`Anchors`] of a pattern: its single elements before the first run are anchored to the
/// view's first calls, and those after the last run to its last calls.
pub fn anchors(pattern: &[Elem]) -> Anchors {
    let all = CallSet::ALL.0;
    let set = |e: &Elem, after: usize| if e.owner.owns(after) { e.calls.0 } else { 0 };
    let mut first = [all; 4];
    if let Some(e) = pattern.first().filter(|e| !e.run) {
        for (after, f) in first.iter_mut().enumerate() {
            *f = set(e, after);
        }
    }
    let anchored = pattern.iter().rev().take_while(|e| !e.run).count();
    let mut tail = [all; 3];
    for (d, t) in tail.iter_mut().enumerate() {
        if d < anchored {
            *t = set(&pattern[pattern.len() - 1 - d], d);
        }
    }
    // The narrowest single element: the fewest (calls, owner's place) pairs it accepts.
    let mut somewhere = [all; 4];
    let mut has_single = false;
    let mut narrowest = u32::MAX;
    for e in pattern.iter().filter(|e| !e.run) {
        let sets: [u64; 4] = core::array::from_fn(|after| set(e, after));
        let width = sets.iter().map(|s| s.count_ones()).sum::<u32>();
        if width < narrowest {
            narrowest = width;
            somewhere = sets;
        }
        has_single = true;
    }
    let any = |e: &Elem| e.run && e.calls == CallSet::ALL && matches!(e.owner, Owner::Any);
    let plain = |e: &Elem| !e.run && e.tag.is_none() && matches!(e.jump, Jump::Any);
    // The tables test the first call and the last three exactly, with their owners: a pattern
    // of plain single elements there and `...` between them is decided by them (its length
    // keeps the two ends apart).
    let runs: Vec<usize> = (0..pattern.len()).filter(|&i| pattern[i].run).collect();
    let decisive = match runs.as_slice() {
        [r] => *r <= 1 && pattern.len() - 1 - r <= 3 && any(&pattern[*r]) && pattern.iter().all(|e| e.run || plain(e)),
        [0, 2] => pattern.len() == 3 && any(&pattern[0]) && plain(&pattern[1]) && any(&pattern[2]),
        _ => false,
    };
    Anchors { first, tail, min_len: min_len(pattern), somewhere, has_single, decisive }
}

/// The same match by backtracking: shortest runs first (exponential in the number of runs on
/// long views: the tests compare the automaton with it on short ones).
#[cfg(test)]
fn match_from(pattern: &[Elem], tag: Option<SlamTag>, calls: &[Call], at: usize) -> bool {
    let Some((first, rest)) = pattern.split_first() else {
        return at == calls.len();
    };
    if first.run {
        // Shortest run first; a run may also end the pattern.
        let mut end = at;
        loop {
            if match_from(rest, tag, calls, end) {
                return true;
            }
            if end == calls.len() || !first.in_run(calls, end) {
                return false;
            }
            end += 1;
        }
    }
    at < calls.len() && first.single(tag, calls, at) && match_from(rest, tag, calls, at + 1)
}

/// The fewest calls a view must have to match the pattern.
pub fn min_len(pattern: &[Elem]) -> usize {
    pattern.iter().filter(|e| !e.run).count()
}

/// A pattern as written in a header: `... partner:4N P`.
pub struct Display<'a>(pub &'a [Elem]);

impl fmt::Display for Display<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str(e.owner.prefix())?;
            if e.run && e.calls == CallSet::ALL {
                f.write_str("...")?;
                continue;
            }
            write_set(f, e.calls, e.tag)?;
            if e.run {
                f.write_str("...")?;
            }
            match e.jump {
                Jump::Any => {}
                Jump::Jump => f.write_str("(jump)")?,
                Jump::NonJump => f.write_str("(nonjump)")?,
            }
        }
        Ok(())
    }
}

fn write_set(f: &mut fmt::Formatter<'_>, set: CallSet, tag: Option<SlamTag>) -> fmt::Result {
    if set == CallSet::ALL {
        return f.write_str("?");
    }
    if set == CallSet::BIDS {
        return f.write_str("bid");
    }
    let mut first = true;
    let mut sep = |f: &mut fmt::Formatter<'_>| {
        if !first {
            f.write_str("|")?;
        }
        first = false;
        Ok::<(), fmt::Error>(())
    };
    let mut rest = set.0;
    for (mask, name) in [(CallSet::bids(0, 0b1111).0, "suit"), (CallSet::bids(0, 0b10000).0, "nt")] {
        if rest & mask == mask {
            sep(f)?;
            f.write_str(name)?;
            rest &= !mask;
        }
    }
    for level in 1..=7 {
        let mask = CallSet::bids(level, 0b11111).0;
        if rest & mask == mask {
            sep(f)?;
            write!(f, "{level}bid")?;
            rest &= !mask;
        }
        let mask = CallSet::bids(level, 0b1111).0;
        if rest & mask == mask {
            sep(f)?;
            write!(f, "{level}suit")?;
            rest &= !mask;
        }
    }
    for c in CallSet(rest).iter() {
        sep(f)?;
        write!(f, "{c}")?;
        if let (Some(t), CallKind::Bid(_)) = (tag, c.kind()) {
            write!(f, "@{t}")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calls(s: &str) -> Vec<Call> {
        s.split_whitespace().map(|t| Call::parse(t).unwrap()).collect()
    }

    fn one(c: &str, owner: Owner) -> Elem {
        Elem { calls: CallSet::one(Call::parse(c).unwrap()), owner, tag: None, jump: Jump::Any, run: false }
    }

    #[test]
    fn runs_and_owners() {
        let any = Elem::ANY_RUN;
        let p4n = one("4N", Owner::Partner);
        let pass = one("P", Owner::Any);
        let pat = [any, p4n, pass];
        assert!(matches(&pat, None, &calls("1S P 3S P 4N P")));
        // The 4N by the bidder's own side's other member: LHO's 4N is not partner's.
        let pat2 = [any, one("4N", Owner::Lho), pass, pass];
        assert!(matches(&pat2, None, &calls("1S P 4N P P")));
        assert!(!matches(&[any, p4n, pass, pass], None, &calls("1S P 4N P P")));
        // They opened and we only passed.
        let they_bid = Elem { calls: CallSet::BIDS, owner: Owner::They, tag: None, jump: Jump::Any, run: false };
        let we_pass = Elem { calls: CallSet::one(Call::PASS), owner: Owner::We, tag: None, jump: Jump::Any, run: true };
        let pat3 = [they_bid, we_pass];
        assert!(matches(&pat3, None, &calls("1C")));
        assert!(matches(&pat3, None, &calls("1C P 1H P 2H")));
        assert!(!matches(&pat3, None, &calls("1C 1H 1S")));
        assert!(!matches(&pat3, None, &calls("1C P")));
    }

    /// A random view of up to 8 calls from `pool`.
    fn random_view(rng: &mut impl rand_core::RngCore, pool: &[Call]) -> Vec<Call> {
        let n = (rng.next_u32() % 9) as usize;
        (0..n).map(|_| pool[rng.next_u32() as usize % pool.len()]).collect()
    }

    /// A random pattern of 1 to `max_len` elements over `pool`, its jump requirements drawn from
    /// `jumps`.
    fn random_pattern(rng: &mut impl rand_core::RngCore, pool: &[Call], max_len: u32, jumps: &[Jump]) -> Vec<Elem> {
        let owners = [Owner::Any, Owner::Me, Owner::Partner, Owner::Lho, Owner::Rho, Owner::We, Owner::They];
        let len = 1 + (rng.next_u32() % max_len) as usize;
        (0..len)
            .map(|_| {
                let r = rng.next_u64();
                let calls = match r % 4 {
                    0 => CallSet::ALL,
                    1 => CallSet::BIDS,
                    _ => CallSet::one(pool[(r >> 8) as usize % pool.len()])
                        .union(CallSet::one(pool[(r >> 16) as usize % pool.len()])),
                };
                let jump = jumps[(r >> 24) as usize % jumps.len()];
                Elem { calls, owner: owners[(r >> 32) as usize % 7], tag: None, jump, run: r >> 40 & 1 != 0 }
            })
            .collect()
    }

    #[test]
    fn the_automaton_agrees_with_backtracking() {
        use rand_core::SeedableRng;
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
        let pool = calls("P D R 1C 1H 1N 2C 2S 3D 4N");
        let mut matched = 0;
        for _ in 0..20_000 {
            let view = random_view(&mut rng, &pool);
            let pattern = random_pattern(&mut rng, &pool, 5, &[Jump::Any, Jump::Any, Jump::Jump, Jump::NonJump]);
            let a = matches(&pattern, None, &view);
            assert_eq!(a, match_from(&pattern, None, &view, 0), "{} on {view:?}", Display(&pattern));
            // The automata for longer views, on the same short ones.
            for automaton in [Automaton::Wide, Automaton::U128] {
                assert_eq!(
                    a,
                    matches_with(&pattern, None, &view, &ViewCalls::of(&view), automaton),
                    "{automaton:?}: {} on {view:?}",
                    Display(&pattern)
                );
            }
            matched += a as usize;
        }
        assert!(matched > 500, "only {matched} matches: the comparison says little");
    }

    #[test]
    fn anchors_admit_every_view_that_matches_and_decide_the_plain_shapes() {
        use rand_core::{RngCore, SeedableRng};
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(11);
        let pool = calls("P D R 1C 1H 1N 2C 2S 3D 4N");
        let any = Elem { calls: CallSet::ALL, owner: Owner::Any, tag: None, jump: Jump::Any, run: true };
        let (mut matched, mut decided, mut refused) = (0, 0, 0);
        for _ in 0..40_000 {
            let view = random_view(&mut rng, &pool);
            let jumps = [Jump::Any, Jump::Any, Jump::Any, Jump::Jump, Jump::NonJump];
            let mut pattern = random_pattern(&mut rng, &pool, 4, &jumps);
            // The shapes a general layer writes: `...` around one element, on one side or both,
            // or with up to three elements after it and one before.
            let e = |k: usize| pattern[k % pattern.len()];
            match rng.next_u32() % 6 {
                0 => pattern = vec![any, e(0), any],
                1 => pattern = vec![any, e(0)],
                2 => pattern = vec![e(0), any],
                3 => pattern = vec![any, e(0), e(1), e(2)],
                4 => pattern = vec![e(0), any, e(1), e(2)],
                _ => {}
            }
            for x in pattern.iter_mut().filter(|x| !x.run && rng.next_u32() % 2 == 0) {
                x.jump = Jump::Any;
            }
            let a = anchors(&pattern);
            let m = matches(&pattern, None, &view);
            let admitted = a.admits(&view);
            assert!(!m || admitted, "{} matches {view:?} but is not admitted", Display(&pattern));
            if a.decisive && admitted {
                assert!(m, "{} is decided by its anchors, yet does not match {view:?}", Display(&pattern));
                decided += 1;
            }
            matched += m as usize;
            refused += !admitted as usize;
        }
        assert!(matched > 2_000 && decided > 1_000 && refused > 5_000, "{matched} {decided} {refused}");
    }

    /// The longest legal auction (319 calls from the dealer, 316 without the leading passes).
    fn longest() -> Vec<Call> {
        let mut out = Vec::new();
        for code in 3..Call::COUNT as u8 {
            let bid = Call::from_code(code).unwrap();
            out.push(bid);
            if code + 1 < Call::COUNT as u8 {
                out.extend(calls("P P D P P R P P"));
            }
        }
        out.extend(calls("P P D P P R P P P"));
        out
    }

    #[test]
    fn long_views_match_in_linear_time() {
        let view = longest();
        assert_eq!(view.len(), 316);
        let any = Elem::ANY_RUN;
        let pass = one("P", Owner::Any);
        // Five runs and an end that fails: exponential by backtracking, one pass per element here.
        let failing = [any, any, any, any, any, one("1C", Owner::Any), one("1C", Owner::Any)];
        let start = std::time::Instant::now();
        for _ in 0..100 {
            assert!(!matches(&failing, None, &view));
        }
        assert!(start.elapsed().as_secs_f64() < 1.0, "{:?} for 100 matches", start.elapsed());
        assert!(matches(&[any, one("7N", Owner::Any), any, pass], None, &view));
        assert!(matches(&[one("1C", Owner::Any), any, one("R", Owner::Any), any], None, &view));
        // Long patterns: more elements than calls, runs interleaved.
        let mut long = Vec::new();
        for c in &view {
            long.push(any);
            long.push(Elem { calls: CallSet::one(*c), owner: Owner::Any, tag: None, jump: Jump::Any, run: false });
        }
        long.push(any);
        assert!(matches(&long, None, &view));
        long.push(pass);
        assert!(!matches(&long, None, &view));
        // Views longer than any auction still match (in a vector).
        let mut longer = view.clone();
        longer.extend(view.iter().copied());
        assert!(matches(&[any, one("7N", Owner::Any), any, one("7N", Owner::Any), any], None, &longer));
        assert!(!matches(&failing, None, &longer));
    }

    #[test]
    fn jumps() {
        let c = calls("1H P 2S");
        assert_eq!(is_jump(&c, 2), Some(true));
        let c = calls("1H P 1S");
        assert_eq!(is_jump(&c, 2), Some(false));
        let c = calls("1S P 2H");
        assert_eq!(is_jump(&c, 2), Some(false));
        let c = calls("1S P 3H");
        assert_eq!(is_jump(&c, 2), Some(true));
        assert_eq!(is_jump(&calls("2S"), 0), Some(true));
        assert_eq!(is_jump(&calls("P"), 0), None);
    }
}
