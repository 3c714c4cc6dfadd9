//! # bidbase-system-two-over-one
//!
//! 2/1 Game Forcing (`rules/two_over_one.bb`, written as SAYC plus its differences,
//! docs/two-over-one.md) compiled with [`bidbase::system!`]. Use it through `bidbase-systems`
//! (`bidbase_systems::TwoOverOne`); each built-in system is a crate of its own: SAYC and 2/1
//! (about 21,000 entries each) compile at the same time, and a change to one system's rules
//! rebuilds that system alone (a change to SAYC's rebuilds 2/1 too, which includes them).
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

bidbase::system!(pub TwoOverOne = "../../rules/two_over_one.bb");
