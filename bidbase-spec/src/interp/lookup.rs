//! The lookup: the Prior Bids view selects the chain of sections (the exact section, the
//! matching patterns, their aliases); their entries are tried in order; the first whose
//! requirements the hand meets gives the call. The same walk serves the test-hand check.

use bidbase_runtime::rules::{Context, Situation};
use bidbase_runtime::{Auction, Hand, Suit};

use super::interpreter::Interpreter;
use super::samples::eval_ignoring_selection;

/// How a lookup treats the entry under test.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Normal bidding.
    Bid,
    /// The BidBase Editor's test-hand check of this entry.
    Test(u32),
}

/// The outcome of a lookup in test mode.
pub(crate) enum Walk {
    /// This entry matched, with this x suit.
    Matched(u32, Option<Suit>),
    /// The entry under test was reached and failed its hand requirements.
    Failed,
    /// The earlier entry `id` caught the hand.
    CaughtBy(u32),
    /// No section applies to the auction.
    NoSection,
}

impl Interpreter {
    /// The entry that chooses the call, and the x suit it bids.
    #[inline]
    pub fn lookup(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<(u32, Option<Suit>)> {
        match self.walk(hand, auction, context, Mode::Bid) {
            Walk::Matched(id, x) => Some((id, x)),
            _ => None,
        }
    }

    /// [`Interpreter::lookup`], telling `each` every section the lookup tries, in order: the
    /// code generator's profile of which sections self-play reaches.
    pub fn lookup_observed(
        &self,
        hand: Hand,
        auction: &Auction,
        context: &Context,
        each: &mut dyn FnMut(u32),
    ) -> Option<(u32, Option<Suit>)> {
        match self.walk_observed(hand, auction, context, Mode::Bid, each) {
            Walk::Matched(id, x) => Some((id, x)),
            _ => None,
        }
    }

    /// The lookup's walk over the chain of sections.
    pub(crate) fn walk(&self, hand: Hand, auction: &Auction, context: &Context, mode: Mode) -> Walk {
        self.walk_observed(hand, auction, context, mode, &mut |_| {})
    }

    /// [`Interpreter::walk`], telling `each` every section it tries.
    fn walk_observed(
        &self,
        hand: Hand,
        auction: &Auction,
        context: &Context,
        mode: Mode,
        each: &mut dyn FnMut(u32),
    ) -> Walk {
        if auction.is_over() {
            return Walk::NoSection;
        }
        // What the auction forces and what partner has shown are worked out only before the
        // first section whose entries read them, as the compiled lookup does.
        let compute = || self.partner_of(auction, context);
        let lazy = bidbase_runtime::rules::LazyShown::new(&compute);
        let mut s = Situation::new(hand, auction, context, &self.selection);
        if self.system.uses_partner {
            s.lazy_partner = Some(&lazy);
        }
        let mut ready = false;
        let mut out = None;
        let mut any = false;
        self.system.walk_chain(auction.prior_slam_tag(), auction.prior_bids(), &mut |sid| {
            any = true;
            each(sid);
            if !ready && self.system.section_needs.get(sid as usize).copied().unwrap_or(true) {
                self.prepare(&mut s);
                ready = true;
            }
            out = self.walk_section(sid, &s, mode);
            out.is_some()
        });
        match out {
            Some(w) => w,
            None if any => Walk::Failed,
            None => Walk::NoSection,
        }
    }

    /// The entries of one section: `Some` when the lookup ends here. The entry under test
    /// ignores its own convention switches and percentage roll, and ends the walk when the
    /// hand fails it.
    fn walk_section(&self, sid: u32, s: &Situation<'_>, mode: Mode) -> Option<Walk> {
        let section = &self.system.sections[sid as usize];
        for &id in &section.entries {
            let e = &self.system.entries[id as usize];
            let target = mode == Mode::Test(id);
            let pre_ok = if target { eval_ignoring_selection(&e.pre, s) } else { e.pre.eval(s, None) };
            if !pre_ok {
                continue;
            }
            match e.matches_hand(s) {
                Some(_) if !target && matches!(mode, Mode::Test(_)) => {
                    if e.pct.is_some() {
                        // BidBase keeps testing past an earlier percentage alternative.
                        continue;
                    }
                    return Some(Walk::CaughtBy(id));
                }
                Some(x) => return Some(Walk::Matched(id, x)),
                None if target => return Some(Walk::Failed),
                None => {}
            }
        }
        None
    }
}
