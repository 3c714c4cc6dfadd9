//! The [`Bidder`] trait that the interpreter and every compiled system implement, and the
//! decisions it returns.

use core::fmt;

use super::against::{last_opponent_call, AgainstKey};
use super::entry::EntryInfo;
use super::leaf::Use;
use super::shown::Shown;
use super::situation::{Context, Selection};
use crate::auction::Auction;
use crate::call::{AnnotatedCall, Call, SlamTag};
use crate::card::Deck;
use crate::contract::Contract;
use crate::hand::Hand;
use crate::seat::Seat;

/// A bidding decision: the call and the entry that chose it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Decision<'s> {
    /// The call to make.
    pub call: Call,
    /// Its "@" annotation, for slam-convention calls.
    pub tag: Option<SlamTag>,
    /// The entry.
    pub entry: EntryInfo<'s>,
}

impl Decision<'_> {
    /// The call with its annotation, ready to push onto an auction.
    pub fn annotated(&self) -> AnnotatedCall {
        AnnotatedCall { call: self.call, tag: self.tag }
    }
}

/// A bidding decision without the entry's texts: the call and the entry's id. What simulation
/// needs; [`Bidder::entry`] gives the rest when wanted.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// The call to make.
    pub call: Call,
    /// Its "@" annotation, for slam-convention calls.
    pub tag: Option<SlamTag>,
    /// The entry's id.
    pub entry: u32,
}

impl Choice {
    /// The call with its annotation, ready to push onto an auction.
    pub fn annotated(&self) -> AnnotatedCall {
        AnnotatedCall { call: self.call, tag: self.tag }
    }
}

/// What the partner of the player to call in `auction` has shown: the strongest claim over his
/// calls, each described by `describe(auction before the call, call)` (docs/descriptions.md).
/// Both back ends fill [`Situation::partner`] with it when the system's entries ask.
pub fn partner_shown(auction: &Auction, mut describe: impl FnMut(&Auction, Call) -> Option<Shown>) -> Shown {
    let calls = auction.calls();
    let mut out = Shown::ANY;
    let mut i = calls.len();
    while i >= 2 {
        i -= 2;
        if let Some(d) = describe(&auction.truncated(i), calls[i]) {
            out = out.meet(d);
        }
        if i < 2 {
            break;
        }
        i -= 2;
    }
    out
}

/// What `seat` has shown with all of his calls in `auction`, given what each call showed
/// (`describe(i)` for call `i`): the strongest claim over them, feature by feature (calls no
/// entry makes add nothing; the forcing status, a call's, is left out). What
/// [`Bidder::shown_by`] answers.
pub fn seat_shown(auction: &Auction, seat: Seat, mut describe: impl FnMut(usize) -> Option<(u32, Shown)>) -> Shown {
    let first = (seat.index() + 4 - auction.dealer().index()) % 4;
    let mut out = Shown::ANY;
    for i in (first..auction.calls().len()).step_by(4) {
        if let Some((_, d)) = describe(i) {
            out = out.meet(d);
        }
    }
    out.forcing = 0;
    out
}

/// A bidding system: the interpreter and every compiled system implement it, so callers can
/// switch back ends without other changes.
pub trait Bidder {
    /// The system's name.
    fn name(&self) -> &str;

    /// The deck the system's hands come from (`system "..." deck=bidittle`): a hand of another
    /// deck is not a hand of this system. Standard unless the system says otherwise.
    fn deck(&self) -> Deck {
        Deck::Standard
    }

    /// The call for `hand` when it is its turn in `auction`, and the entry that chose it:
    /// `None` when no entry matches (a Pass entry returns Pass). The fast path: it reads none
    /// of the entries' texts.
    fn choose(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<Choice>;

    /// BidBase's DDA lookup: the normal lookup (without a best contract), and only when
    /// it finds no entry, a second lookup with `best` as the best contract, which only the D
    /// entries (`pct=D best=...`) can answer (the others failed the first lookup). `None`:
    /// neither finds an entry, and the bidder bids toward `best` itself (bidbase-dd).
    ///
    /// A context given to [`Bidder::choose`] with a best contract makes the D entries for it
    /// ordinary entries in their place in the chain; this method keeps them behind every other.
    fn choose_with_best(&self, hand: Hand, auction: &Auction, context: &Context, best: Contract) -> Option<Choice> {
        let plain = Context { best_contract: None, ..*context };
        self.choose(hand, auction, &plain).or_else(|| {
            let with_best = Context { best_contract: Some(best), ..*context };
            self.choose(hand, auction, &with_best)
        })
    }

    /// The same decision as [`Bidder::choose`], with the entry's information (file, line,
    /// convention, disclosure).
    fn bid(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<Decision<'_>> {
        let c = self.choose(hand, auction, context)?;
        Some(Decision { call: c.call, tag: c.tag, entry: self.entry(c.entry)? })
    }

    /// Names of the convention paths (`"2C Strong: 2D Waiting"`), by id.
    fn convention_names(&self) -> Vec<&str>;

    /// The current convention selection.
    fn selection(&self) -> &Selection;

    /// The selection, to switch conventions on and off.
    fn selection_mut(&mut self) -> &mut Selection;

    /// Number of entries.
    fn entry_count(&self) -> usize;

    /// Entry `id`'s information.
    fn entry(&self, id: u32) -> Option<EntryInfo<'_>>;

    /// What `call` would show if made now, after `auction` (docs/descriptions.md): the first
    /// entry that can make it there (its convention names the call) and the weakest claim over
    /// all of them, feature by feature; `None` when no entry can make it.
    fn describe_call(&self, auction: &Auction, context: &Context, call: Call) -> Option<(u32, Shown)>;

    /// What call `index` of `auction` showed where it was made.
    fn describe_at(&self, auction: &Auction, context: &Context, index: usize) -> Option<(u32, Shown)> {
        let call = *auction.calls().get(index)?;
        self.describe_call(&auction.truncated(index), context, call)
    }

    /// The forcing level (0 none, 1 one round, 2 game) of call `index` of `auction` where it was
    /// made: the lowest declared (`asks=1`, `asks=G`) by the entries that can make it there,
    /// as `forced` and `gameforce` read it ([`Forcing::of`]).
    fn forcing_at(&self, auction: &Auction, index: usize) -> u8 {
        self.describe_at(auction, &Context::default(), index).map_or(0, |(_, s)| s.forcing)
    }

    /// What `seat` has shown with all of his calls in `auction`: the strongest claim over them,
    /// feature by feature (calls no entry makes add nothing; the forcing status, a call's, is
    /// left out).
    fn shown_by(&self, auction: &Auction, context: &Context, seat: Seat) -> Shown {
        seat_shown(auction, seat, |i| self.describe_at(auction, context, i))
    }

    /// Whether some entry of the system has an `against=` requirement, so that callers who
    /// know what the opponents' calls mean should fill [`Context::against`]. False unless the
    /// back end says otherwise.
    fn reads_against(&self) -> bool {
        false
    }

    /// What a call made by entry `id` means for `against=`: the root of the entry's convention
    /// path, or natural. `None` for an unknown entry.
    fn against_key(&self, id: u32) -> Option<AgainstKey> {
        self.entry(id).map(|e| AgainstKey::of_path(e.convention))
    }

    /// What the opponents' last call other than a pass in `auction` means if they play this
    /// system: the convention of the first entry that could make it there (the entry that
    /// names the call in [`Bidder::describe_call`]); natural when no entry of this system makes
    /// it; `None` when the opponents have only passed.
    fn explain_opponents(&self, auction: &Auction, context: &Context) -> Option<AgainstKey> {
        let i = last_opponent_call(auction.calls())?;
        Some(match self.describe_at(auction, context, i) {
            Some((id, _)) => self.against_key(id).unwrap_or(AgainstKey::NATURAL),
            None => AgainstKey::NATURAL,
        })
    }

    /// `context`, with the opponents' meaning filled in when it is unknown and this system has
    /// `against=` entries: explained by this system ([`Bidder::explain_opponents`]), as if the
    /// opponents played it too. What single lookups without other knowledge use.
    fn with_opponents_meaning(&self, auction: &Auction, context: &Context) -> Context {
        if context.against.is_some() || !self.reads_against() {
            return *context;
        }
        Context { against: self.explain_opponents(auction, context), ..*context }
    }

    /// Sets who uses a convention path (`"Splinter"`, `"2C Strong: 2D Waiting"`). An entry is
    /// used only when every prefix of its path is on, so switching a root off switches off
    /// everything under it, as BidBase's Cnv field does, without changing the subcategories'
    /// own codes.
    fn set_convention(&mut self, name: &str, code: Use) -> Result<(), UnknownConvention> {
        let names: Vec<String> = self.convention_names().iter().map(|s| s.to_string()).collect();
        let mut found = false;
        for (id, n) in names.iter().enumerate() {
            if n == name {
                self.selection_mut().set(id as u16, code);
                found = true;
            }
        }
        if found {
            Ok(())
        } else {
            Err(UnknownConvention(name.to_string()))
        }
    }
}

/// A convention name the system does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownConvention(pub String);

impl fmt::Display for UnknownConvention {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown convention '{}'", self.0)
    }
}

impl std::error::Error for UnknownConvention {}
