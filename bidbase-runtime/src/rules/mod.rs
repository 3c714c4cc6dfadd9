//! The semantics of bidding rules: one home for what every requirement of a BidBase entry
//! means, shared by the interpreter and the compiled code.
//!
//! A rule file is lowered (by `bidbase-spec`) into boolean combinations of [`Leaf`]
//! requirements. The interpreter calls [`Leaf::eval`]; the code generator emits the very same
//! leaf values as constants and calls the very same `eval`, which inlines to a few compares.
//! Nothing here allocates.
//!
//! What each field means follows the CardShark BidBase Editor's reference of its data input
//! boxes (docs/dsl.md lists every field and the choices made where the reference is vague);
//! "BidBase's" in these docs refers to it.
//!
//! - [`leaf`]: the requirements ([`Leaf`] and the values it holds) and what they read of one
//!   suit's holding;
//! - [`eval`]: [`Leaf::eval`], a requirement in a situation, and the x-suit choice;
//! - [`cond`]: requirement trees ([`Cond`]), the x-suit rule, their flat static form;
//! - [`situation`]: what a requirement looks at ([`Situation`]: the hand's features, the
//!   auction, the table's [`Context`], the conventions switched on);
//! - [`forcing`]: what the auction forces, from the forcing levels of the calls made;
//! - [`pattern`]: what a Prior Bids pattern matches;
//! - [`shown`] and [`desc_rows`]: what a call shows, and how sections describe their calls;
//! - [`explain`] and [`words`]: why an entry did or did not match, in words;
//! - [`against`]: what the opponents' last call means, for `against=` (Use_Against);
//! - [`entry`] and [`bidder`]: an entry's texts, and the [`Bidder`] trait every back end
//!   implements.

pub mod against;
pub mod bidder;
pub mod cond;
pub mod desc_rows;
pub mod entry;
pub mod eval;
pub mod explain;
pub mod forcing;
pub mod leaf;
pub mod pattern;
pub mod shown;
pub mod situation;
pub mod words;

pub use against::{last_opponent_call, AgainstKey, AgainstTracker};
pub use bidder::{partner_shown, seat_shown, Bidder, Choice, Decision, UnknownConvention};
pub use cond::{Cond, Node, XRule};
pub use desc_rows::{fold_desc, fold_row, fold_words, word as desc_word, DescAcc, DescRow, RowFields};
pub use entry::{Disclosure, EntryInfo, EntryTable, Layer};
pub use eval::{choose_x, pct_roll};
pub use explain::{EntryCall, EntryReqs, Explain, OwnedReqs, SectionInfo, SectionTrace, StaticReqs};
pub use forcing::{forcing_word, maker_case, position_case, position_case_holds, section_forcing, Forcing, ForcingRow};
pub use leaf::{Cmp, Leaf, Measure, PositionCode, Range, Scoring, SuitRef, Use, VulCode};
pub use shown::{Shown, Span};
pub use situation::{Context, LazyShown, Selection, Situation};
