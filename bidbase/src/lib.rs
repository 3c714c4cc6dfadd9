//! # bidbase
//!
//! A rule compiler for contract-bridge bidding systems. Write a system as BidBase-style
//! entries in the bidbase DSL (see `docs/dsl.md`), then either compile it into static decision
//! code with [`system!`] or load it at run time with the interpreter ([`Interpreter`]). Both
//! implement [`Bidder`], so callers switch back ends without other changes.
//!
//! ```ignore
//! bidbase::system!(pub Sayc = "rules/sayc.bb");
//!
//! let sayc = Sayc::new();
//! let auction = bidbase::Auction::parse(bidbase::Seat::North, "1NT Pass")?;
//! let hand = bidbase::Hand::parse("AQ32-T87-K632-54")?;
//! let decision = sayc.bid(hand, &auction, &bidbase::Context::default());
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

mod builtin;
pub mod cases;
pub mod meaning;
pub mod sim;

pub use builtin::Builtin;

pub use bidbase_macros::system;
pub use bidbase_runtime::*;
#[cfg(feature = "interpreter")]
pub use bidbase_spec::{AuctionShown, CallShown, FsLoader, Interpreter, Loader, MemLoader};

/// What generated code needs, by full path. Not a public API.
#[doc(hidden)]
pub mod __private {
    pub use bidbase_runtime::compiled::calls;
    pub use bidbase_runtime::compiled::packed::{calls_eq, Packed};
    pub use bidbase_runtime::compiled::{
        view_hash, Chain, ChainCache, ChainSource, ColdTables, DescCache, Descriptions, ExactIds, MemoCell,
        PatternTables, COLD_SECTION,
    };
    pub use bidbase_runtime::rules::explain::trace_section;
    pub use bidbase_runtime::rules::pattern::{CallSet, Elem, Jump, Owner};
    pub use bidbase_runtime::rules::{
        choose_x, fold_words, section_forcing, AgainstKey, Bidder, Choice, Cmp, Context, Decision, DescAcc, Disclosure,
        EntryInfo, EntryTable, Explain, Forcing, Layer, LazyShown, Leaf, Measure, Node, OwnedReqs, PositionCode, Range,
        Scoring, SectionInfo, SectionTrace, Selection, Shown, Situation, StaticReqs, SuitRef, Use, VulCode,
    };
    pub use bidbase_runtime::{
        Auction, Call, Contract, CustomPoints, Deck, Doubled, GibQuality, GibStop, Hand, Seat, SlamTag, Stopper,
        Strain, Suit,
    };
}
