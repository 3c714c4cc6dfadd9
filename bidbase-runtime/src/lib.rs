//! # bidbase-runtime
//!
//! What bidding rules and the programs around them need: cards and the two decks, hands in
//! BidBase and PBN notation, hand evaluation from precomputed per-suit tables, calls and
//! auctions with full legality, the bidder's view of an auction, duplicate boards, seeded
//! random deals, and every scoring method of the seeds.
//!
//! The lookup path allocates nothing: hands are `u64`, auctions fixed arrays, and
//! [`Features`] a small `Copy` value built from a handful of table loads.
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

pub mod auction;
pub mod board;
pub mod call;
pub mod card;
pub mod deal;
pub mod describe;
pub mod features;
pub mod hand;
pub mod memo;
pub mod pattern;
pub mod pbn;
pub mod rules;
pub mod scoring;
pub mod tables;

pub use auction::{Auction, AuctionError, Contract, Doubled, RelativeVulnerability, Seat, Side, Vulnerability};
pub use board::{board_dealer, board_vulnerability};
pub use call::{AnnotatedCall, Bid, Call, CallError, CallKind, SlamTag, Strain};
pub use card::{Card, Deck, Rank, Suit};
pub use deal::{Deal, DealError, Dealer, FirstDealer};
pub use describe::{Shown, Span};
pub use features::{shape, CustomPoints, Features};
pub use hand::{Hand, HandError, Holding};
pub use rules::{Bidder, Context, Decision, EntryInfo, Scoring, Selection, Situation, Use};
pub use tables::{suit_info, GibQuality, GibStop, Stopper, SuitInfo};
