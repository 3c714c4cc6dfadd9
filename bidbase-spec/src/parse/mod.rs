//! The parser: a line-oriented outer layer (sections, directives, entries and their
//! continuation lines) over nom parsers for every field value. Errors are collected, not
//! stopped at: a bad field is reported and the rest of the file is still read.
//!
//! - `file`: lines into directives, headers, entries and continuation lines;
//! - `tokens`: comments, tokens, quoted strings;
//! - `directives`: `system`, `include`, `convention`, `block`, `use`, `similar`;
//! - `header`: `[Prior-Bids] where ... as [...]`, with the grammars of `patterns`;
//! - `fields`: an entry's `key=value` tokens, read by the grammars of `values`, `compound`,
//!   `calls` and `atoms`;
//! - `combinators`: a grammar run on a whole value.

mod atoms;
mod calls;
mod combinators;
mod compound;
mod directives;
mod fields;
mod file;
mod header;
mod patterns;
mod tokens;
mod values;

pub use calls::parse_call_term;
pub use file::{parse_file, parse_file_with};
pub use tokens::quote;
