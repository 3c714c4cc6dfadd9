//! # bidbase-runtime
//!
//! The ground floor of bidbase: the bridge model and the meaning of bidding rules.
//!
//! - **The bridge model**: cards and the two decks ([`card`]), hands in BidBase and PBN
//!   notation ([`hand`]), calls ([`call`]), seats, sides and vulnerability ([`seat`]),
//!   contracts ([`contract`]), auctions with full legality and the bidder's view of them
//!   ([`auction`]), duplicate boards ([`board`]), seeded random deals ([`deal`]), PBN files
//!   ([`pbn`]), and hand evaluation from precomputed per-suit tables ([`features`], [`tables`]).
//! - **The meaning of rules** ([`rules`]): every requirement of an entry, evaluated the same way
//!   by the interpreter and by compiled systems; what a call shows; what the auction forces;
//!   the [`Bidder`] trait.
//!
//! Scoring is built on this model in the `bidbase-scoring` crate. The `compiled` module holds
//! what only generated code uses and is not part of the public API.
//!
//! The lookup path allocates nothing: hands are `u64`, auctions fixed arrays, and
//! [`Features`] a small `Copy` value built from a handful of table loads.
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

pub mod auction;
pub mod board;
pub mod call;
pub mod card;
#[doc(hidden)]
pub mod compiled;
pub mod contract;
pub mod deal;
pub mod features;
pub mod hand;
pub mod pbn;
pub mod rules;
pub mod seat;
pub mod tables;

pub use auction::Auction;
pub use auction::AuctionError;
pub use board::{board_dealer, board_vulnerability};
pub use call::{AnnotatedCall, Bid, Call, CallError, CallKind, SlamTag, Strain};
pub use card::{Card, Deck, Rank, Suit};
pub use contract::{trick_points, Contract, Doubled, GAME_THRESHOLD};
pub use deal::{Deal, DealError, Dealer, FirstDealer};
pub use features::{shape, CustomPoints, Features};
pub use hand::{Hand, HandError, Holding};
pub use rules::{
    Bidder, Choice, Context, Decision, EntryInfo, Explain, Scoring, Selection, Shown, Situation, Span, Use,
};
pub use seat::{RelativeVulnerability, Seat, Side, Vulnerability};
pub use tables::{suit_info, GibQuality, GibStop, Stopper, SuitInfo};
