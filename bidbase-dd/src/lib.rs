//! # bidbase-dd
//!
//! Double-dummy analysis for bidbase (docs/double-dummy.md):
//!
//! * [`DdTable`]: the 20 double-dummy results of a deal (declarer by strain), one deal or many
//!   in parallel ([`solve`], [`solve_all`]): 52-card deals by the pure-Rust DDS port
//!   `pons-dds`, BIDittle's 28-card deals by a small exact solver of this crate.
//! * [`par`]: the par score and par contracts of a deal for a dealer and vulnerability.
//! * [`dda`]: the DDA path of BidBase's D entries: when a system has no entry for a hand, deal the other
//!   three hands consistently with the auction, solve them, take the best contract on average
//!   and look up the system's D entries for it, or bid toward it.
//! * [`judge`]: a board's result against par in IMPs, and two systems compared on the same
//!   deals.
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

pub mod dda;
pub mod judge;
mod par;
mod pons;
mod small;
mod solve;
mod table;

pub use par::{par, Par, ParContract};
pub use solve::{solve, solve_all};
pub use table::{DdError, DdTable};
