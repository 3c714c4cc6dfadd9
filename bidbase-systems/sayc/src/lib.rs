//! # bidbase-system-sayc
//!
//! Standard American Yellow Card (`rules/sayc.bb` and `rules/sayc/*.bb`) and 2/1 Game Forcing
//! (`rules/two_over_one.bb`, SAYC plus its differences, docs/two-over-one.md) compiled with
//! [`bidbase::system!`]. Use them through `bidbase-systems` (`bidbase_systems::Sayc`,
//! `TwoOverOne`, and its `BUILTINS` for the rules' text). Each built-in system family is a
//! crate of its own, so that cargo compiles them at the same time; SAYC and 2/1 stay together
//! because most of their generated code is the same, and in one crate the optimiser keeps one
//! copy of it (in two crates the WebAssembly module grew by 1.6 MB).
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

// One invocation: the two systems share their section functions, each compiled once.
bidbase::system! {
    pub Sayc = "../../rules/sayc.bb";
    pub TwoOverOne = "../../rules/two_over_one.bb";
}
