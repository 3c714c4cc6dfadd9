//! # bidbase-spec
//!
//! The rules DSL of bidbase: a nom parser into a typed AST that keeps every span, validation
//! with located errors, a canonical printer, and the reference interpreter that evaluates a
//! system exactly as CardShark BidBase's bidder does.
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

pub mod ast;
mod compose;
pub mod interp;
pub mod ir;
pub mod limits;
pub mod lint;
pub mod load;
pub mod lower;
pub mod parse;
pub mod print;
mod reach;
pub mod span;

pub use interp::{AuctionShown, CallShown, CheckReport, Interpreter};
pub use limits::Limits;
pub use load::{FsLoader, Loader, MemLoader};
pub use lower::compile;
pub use span::{Diagnostic, Diagnostics, SourceMap, Span};
