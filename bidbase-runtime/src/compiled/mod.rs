//! What only generated code uses: constants for every call, the hash of a Prior Bids view that
//! keys the table of exact sections, and the per-thread memo of an auction's calls. Not a
//! public API: generated code reaches it through `bidbase::__private`.

pub mod calls;
pub mod cold;
pub mod memo;
pub mod packed;
pub mod shared;
pub mod view;

pub use cold::{ColdTables, COLD_SECTION};
pub use memo::{
    CallMemo, Chain, ChainCache, ChainSource, DescCache, DescribeOf, Descriptions, ExactIds, MemoCell, PatternTables,
};
pub use shared::SharedCache;
pub use view::view_hash;
