//! What lowering one entry works with: its section, the system so far, the expansion it
//! belongs to, and the diagnostics, with the small helpers every field uses.

use bidbase_runtime::rules::{Layer, Range, SuitRef};
use bidbase_runtime::{Auction, Call, Seat, SlamTag, Strain, Suit};

use crate::ast::*;
use crate::ir::System;
use crate::span::{Diagnostic, Diagnostics, Span};

use super::binding::{with_binding, Binding};
use super::ranges::{to_range, Bare, Unit};

/// What an entry's lowering needs to know about its section.
pub(super) struct SecInfo {
    /// The "@" annotation of the first call.
    pub(super) tag: Option<SlamTag>,
    /// The Prior Bids.
    pub(super) calls: Vec<Call>,
    /// Their BidBase notation.
    pub(super) text: String,
    /// The auction of the Prior Bids (from the "@" call for slam sections).
    pub(super) auction: Auction,
    /// The NT opening the section starts with (1 or 2).
    pub(super) nt: Option<u8>,
    /// A pattern section: its auctions are known only when bidding.
    pub(super) pattern: bool,
    /// Its layer.
    pub(super) layer: Layer,
}

impl SecInfo {
    /// The section of these Prior Bids (`calls` empty for a pattern section), layer exact.
    pub(super) fn new(tag: Option<SlamTag>, calls: &[Call], text: &str, pattern: bool) -> SecInfo {
        let mut auction = Auction::new(Seat::North);
        for c in calls {
            let _ = auction.push(*c);
        }
        let nt = match calls.first().and_then(|c| c.as_bid()) {
            Some(b) if b.strain == Strain::NoTrump && (b.level == 1 || b.level == 2) && tag.is_none() => Some(b.level),
            _ => None,
        };
        SecInfo { tag, calls: calls.to_vec(), text: text.to_string(), auction, nt, pattern, layer: Layer::Exact }
    }
}

/// One entry being lowered.
pub(super) struct EntryCx<'a> {
    /// Where errors go.
    pub(super) diags: &'a mut Diagnostics,
    /// The expansion the entry belongs to.
    pub(super) binding: &'a Binding,
    /// The system so far (its conventions, deck, NT ranges, sources).
    pub(super) sys: &'a System,
    /// The system's conventions by path: their ids.
    pub(super) conventions: &'a std::collections::HashMap<String, u16>,
    /// The entry's section.
    pub(super) sec: &'a SecInfo,
    /// The entry as written.
    pub(super) entry: &'a Entry,
}

impl EntryCx<'_> {
    /// Reports an error, naming the expansion.
    pub(super) fn err(&mut self, span: Span, msg: impl Into<String>) {
        let d = with_binding(Diagnostic::error(span, msg), self.binding);
        self.diags.push(d);
    }

    /// A field's range in `unit`; `Range::ANY` after an error.
    pub(super) fn range(&mut self, span: Span, r: RangeSpec, unit: Unit, bare: Bare) -> Range {
        match to_range(r, unit, bare) {
            Ok(r) => r,
            Err(m) => {
                self.err(span, m);
                Range::ANY
            }
        }
    }

    /// The suit of an `ours.`, `pard.` or `shows.` field: `x` only in an entry with an X spec.
    pub(super) fn suit_or_x(&mut self, span: Span, t: SuitOrX, has_x: bool) -> Option<SuitRef> {
        match t {
            SuitOrX::X if has_x => Some(SuitRef::X),
            SuitOrX::X => {
                self.err(span, "'x' names the x suit, and this entry has no X= field");
                None
            }
            SuitOrX::Suit(t) => Some(SuitRef::Fixed(self.fixed(span, t))),
        }
    }

    /// A suit named by a field; spades after an error (an unbound variable).
    pub(super) fn fixed(&mut self, span: Span, t: SuitTerm) -> Suit {
        match t {
            SuitTerm::Suit(s) => s,
            SuitTerm::Var(v) => {
                self.err(
                    span,
                    format!("suit variable {{{v}}} is not bound: parametrized sections bind variables in their header"),
                );
                Suit::Spades
            }
        }
    }

    /// The Prior Bids for messages.
    pub(super) fn prior_display(&self) -> String {
        if self.sec.text.is_empty() {
            "the start of the auction".into()
        } else {
            self.sec.text.clone()
        }
    }
}
