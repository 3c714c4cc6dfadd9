//! Auction patterns: the Prior Bids of a pattern section (`[... 4N P]`, `[they:bid we:P...]`),
//! and the one matcher both back ends use to decide whether a pattern applies to a Prior Bids
//! view. Nothing here allocates: a pattern is a slice of [`Elem`]s, matching is a bounded
//! backtracking walk over the view's calls.

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
/// whatever the runs (`...`) in the pattern; trying each length of each run in turn took half of
/// a SAYC self-play's time. Views of more than 127 calls (the longest legal auction has 319) are
/// matched by backtracking.
#[inline]
pub fn matches(pattern: &[Elem], tag: Option<SlamTag>, calls: &[Call]) -> bool {
    // `[...]` (the general layer): any view.
    if let [only] = pattern {
        if only.run && only.calls.0 == CallSet::ALL.0 && matches!(only.owner, Owner::Any) {
            return true;
        }
    }
    let n = calls.len();
    if n > 127 {
        return match_from(pattern, tag, calls, 0);
    }
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
    // Bit i: the elements so far can match calls[..i].
    let mut reach: u128 = 1 << head;
    let end = n - tail;
    for e in &pattern[head..pattern.len() - tail] {
        let mut next: u128 = 0;
        if e.run {
            // A run may be empty; it extends one call at a time while the calls may belong to it.
            let mut live = false;
            for i in 0..=end {
                live = reach >> i & 1 != 0 || (live && e.in_run(calls, i - 1));
                if live {
                    next |= 1 << i;
                }
            }
        } else {
            let mut from = reach & ((1u128 << end) - 1);
            while from != 0 {
                let i = from.trailing_zeros() as usize;
                from &= from - 1;
                if e.single(tag, calls, i) {
                    next |= 1 << (i + 1);
                }
            }
        }
        if next == 0 {
            return false;
        }
        reach = next;
    }
    reach >> end & 1 != 0
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
    Anchors { first, tail, min_len: min_len(pattern) }
}

/// The same match by backtracking: shortest runs first.
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

    #[test]
    fn the_automaton_agrees_with_backtracking() {
        use rand_core::{RngCore, SeedableRng};
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
        let pool = calls("P D R 1C 1H 1N 2C 2S 3D 4N");
        let owners = [Owner::Any, Owner::Me, Owner::Partner, Owner::Lho, Owner::Rho, Owner::We, Owner::They];
        let mut matched = 0;
        for _ in 0..20_000 {
            let n = (rng.next_u32() % 9) as usize;
            let view: Vec<Call> = (0..n).map(|_| pool[rng.next_u32() as usize % pool.len()]).collect();
            let len = 1 + (rng.next_u32() % 5) as usize;
            let pattern: Vec<Elem> = (0..len)
                .map(|_| {
                    let r = rng.next_u64();
                    let calls = match r % 4 {
                        0 => CallSet::ALL,
                        1 => CallSet::BIDS,
                        _ => CallSet::one(pool[(r >> 8) as usize % pool.len()])
                            .union(CallSet::one(pool[(r >> 16) as usize % pool.len()])),
                    };
                    let jump = [Jump::Any, Jump::Any, Jump::Jump, Jump::NonJump][(r >> 24) as usize % 4];
                    Elem { calls, owner: owners[(r >> 32) as usize % 7], tag: None, jump, run: r >> 40 & 1 != 0 }
                })
                .collect();
            let a = matches(&pattern, None, &view);
            assert_eq!(a, match_from(&pattern, None, &view, 0), "{} on {view:?}", Display(&pattern));
            matched += a as usize;
        }
        assert!(matched > 500, "only {matched} matches: the comparison says little");
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
