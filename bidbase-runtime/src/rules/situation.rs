//! What a requirement looks at: the table's [`Context`] (vulnerability, our side, scoring,
//! seeds), the conventions switched on ([`Selection`]), and the bidder's [`Situation`].

use super::against::AgainstKey;
use super::forcing::Forcing;
use super::leaf::{Scoring, Use};
use super::shown::Shown;
use crate::auction::Auction;
use crate::call::Call;
use crate::card::Suit;
use crate::contract::Contract;
use crate::features::Features;
use crate::hand::Hand;
use crate::seat::{RelativeVulnerability, Seat, Side, Vulnerability};

/// Everything about the table that is not in the hand or the auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Context {
    /// The board's vulnerability.
    pub vulnerability: Vulnerability,
    /// The side that counts as "we" for the W and T codes.
    pub we: Side,
    /// Scoring, for the M and I codes.
    pub scoring: Scoring,
    /// Seed of the random choice between percentage alternatives.
    pub seed: u64,
    /// The best contract found by double-dummy analysis, which enables D entries.
    pub best_contract: Option<Contract>,
    /// What the opponents' last call other than a pass means (`against=`, BidBase's
    /// Use_Against): the convention it was made under, or natural; `None` when the caller does
    /// not know, and then no `against=` requirement holds.
    pub against: Option<AgainstKey>,
}

impl Default for Context {
    fn default() -> Context {
        Context {
            vulnerability: Vulnerability::None,
            we: Side::NorthSouth,
            scoring: Scoring::Imps,
            seed: 0,
            best_contract: None,
            against: None,
        }
    }
}

/// Which conventions and subcategories are switched on, by convention path id.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    uses: Vec<Use>,
    /// A number that changes with every change of the selection: two selections with the same
    /// stamp have the same codes (a clone keeps it), so memos of what a selection decides can
    /// key on it ([`crate::memo::CallMemo`]). 0 only for the empty default.
    stamp: u64,
}

impl PartialEq for Selection {
    fn eq(&self, other: &Selection) -> bool {
        self.uses == other.uses
    }
}

impl Eq for Selection {}

/// The next [`Selection::stamp`]: unique within the process.
fn next_stamp() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Selection {
    /// A selection from the system's defaults.
    pub fn new(defaults: &[Use]) -> Selection {
        Selection { uses: defaults.to_vec(), stamp: next_stamp() }
    }

    /// A number that identifies this selection's codes: it changes whenever they change, and
    /// equal stamps mean equal codes.
    #[inline]
    pub fn stamp(&self) -> u64 {
        self.stamp
    }

    /// Whether path `id` is on for a bidder of our side (`we`) or theirs.
    #[inline(always)]
    pub fn active(&self, id: u16, we: bool) -> bool {
        match self.uses.get(id as usize) {
            Some(u) => u.allows(we),
            None => true,
        }
    }

    /// Sets the code of path `id`.
    pub fn set(&mut self, id: u16, code: Use) {
        if let Some(u) = self.uses.get_mut(id as usize) {
            *u = code;
            self.stamp = next_stamp();
        }
    }

    /// The code of path `id`.
    pub fn get(&self, id: u16) -> Use {
        self.uses.get(id as usize).copied().unwrap_or_default()
    }

    /// Number of paths.
    pub fn len(&self) -> usize {
        self.uses.len()
    }

    /// True when the system has no conventions.
    pub fn is_empty(&self) -> bool {
        self.uses.is_empty()
    }
}

/// What a requirement looks at: the hand's features and the bidder's view of the auction.
#[derive(Copy, Clone, Debug)]
pub struct Situation<'a> {
    /// The bidder's hand, evaluated.
    pub features: Features,
    /// The auction so far (set by [`Situation::new`], which works out its legal calls).
    pub auction: &'a Auction,
    /// The table context.
    pub context: &'a Context,
    /// Conventions switched on.
    pub selection: &'a Selection,
    /// The bidder's seat.
    pub bidder: Seat,
    /// Whether the bidder's side is "we".
    pub we: bool,
    /// What the bidding so far forces: filled in by the back end when the system's entries ask
    /// for it (`forced`, `gameforce`), false otherwise.
    pub forcing: Forcing,
    /// What the bidder's partner has shown with his calls (docs/descriptions.md), when known:
    /// read through [`Situation::partner_shown`], which prefers [`Situation::lazy_partner`].
    pub partner: Shown,
    /// What partner has shown, worked out on first use: set by the back ends when the system's
    /// entries read it (`ours.`, `pard.`), so that lookups that never reach such an entry do
    /// not describe partner's calls.
    pub lazy_partner: Option<&'a LazyShown<'a>>,
    /// The calls legal now ([`Auction::legal_mask`]), worked out once for every entry tried.
    legal: u64,
}

/// A description worked out on first use and remembered (for [`Situation::lazy_partner`]).
pub struct LazyShown<'a> {
    cell: std::cell::Cell<Option<Shown>>,
    compute: &'a dyn Fn() -> Shown,
}

impl<'a> LazyShown<'a> {
    /// A description that `compute` gives when first asked for.
    pub fn new(compute: &'a dyn Fn() -> Shown) -> LazyShown<'a> {
        LazyShown { cell: std::cell::Cell::new(None), compute }
    }

    /// The description, computed now if it was not yet.
    #[inline]
    pub fn get(&self) -> Shown {
        match self.cell.get() {
            Some(s) => s,
            None => {
                let s = (self.compute)();
                self.cell.set(Some(s));
                s
            }
        }
    }
}

impl std::fmt::Debug for LazyShown<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LazyShown").field("cell", &self.cell.get()).finish()
    }
}

impl<'a> Situation<'a> {
    /// The situation of the player whose turn it is.
    #[inline]
    pub fn new(hand: Hand, auction: &'a Auction, context: &'a Context, selection: &'a Selection) -> Situation<'a> {
        let bidder = auction.next_seat();
        Situation {
            features: Features::new(hand),
            auction,
            context,
            selection,
            bidder,
            we: bidder.side() == context.we,
            forcing: Forcing::default(),
            partner: Shown::ANY,
            lazy_partner: None,
            legal: auction.legal_mask(),
        }
    }

    /// Whether `call` is legal now: what an entry's call is tested against
    /// ([`Auction::check`], without building an error).
    #[inline(always)]
    pub fn allows(&self, call: Call) -> bool {
        self.legal >> call.code() & 1 != 0
    }

    /// What partner has shown: [`Situation::lazy_partner`] when set, else
    /// [`Situation::partner`].
    #[inline]
    pub fn partner_shown(&self) -> Shown {
        match self.lazy_partner {
            Some(l) => l.get(),
            None => self.partner,
        }
    }

    /// Vulnerability from the bidder's seat.
    #[inline(always)]
    pub fn vulnerability(&self) -> RelativeVulnerability {
        self.context.vulnerability.relative_to(self.bidder)
    }

    /// Suits the bidder's partner has named in bids (bit 0 clubs .. bit 3 spades).
    #[inline]
    pub fn partner_suits(&self) -> u8 {
        self.auction.suits_bid_by(self.bidder.partner())
    }

    /// Whether the bidder's honours in `suit` are protected by the bidding: the right-hand
    /// opponent bid the suit, or the left-hand opponent bid it while the right-hand opponent
    /// has only passed.
    #[inline]
    pub fn protected(&self, suit: Suit) -> bool {
        let rho = self.bidder.rho();
        let lho = self.bidder.lho();
        self.auction.has_bid_suit(rho, suit) || (self.auction.has_bid_suit(lho, suit) && !self.auction.has_acted(rho))
    }
}
