//! The reference interpreter: evaluates a lowered [`System`](crate::ir::System) exactly as the
//! BidBase bidder does (the BidBase Editor field reference), and the BidBase Editor's test-hand
//! check.
//!
//! Lookup: the Prior Bids view (leading passes stripped, or from the latest "@" call) selects a
//! section; its entries are tried in order; the first whose requirements the hand meets gives
//! the call. A Pass entry returns Pass; when nothing matches, the answer is `None`.
//!
//! - `interpreter`: the interpreter and the situations it works in;
//! - `lookup`: the walk over the chain of sections, for bidding and for the test-hand check;
//! - `rows`, `shown`: descriptions of calls and auctions;
//! - `check`, `samples`: the test-hand check and where it tries each hand;
//! - `explain`: why entries did or did not match (in the runtime's words, `rules::explain`);
//! - `bidder`: the interpreter as a `Bidder`.

mod bidder;
mod check;
mod explain;
mod interpreter;
mod lookup;
mod rows;
mod samples;
mod shown;

pub use bidder::entry_info;
pub use check::{render_failure, CheckFailure, CheckReport, Problem};
pub use interpreter::Interpreter;
pub(crate) use lookup::{Mode, Walk};
pub(crate) use samples::situations_for;
pub use samples::{sample_views, View};
pub use shown::{AuctionShown, CallShown};
