//! # bidbase-system-sayc
//!
//! Standard American Yellow Card (`rules/sayc.bb` and `rules/sayc/*.bb`) compiled with
//! [`bidbase::system!`]. Use it through `bidbase-systems` (`bidbase_systems::Sayc`, and its
//! `BUILTINS` for the rules' text); each built-in system is a crate of its own: SAYC and 2/1
//! (about 21,000 entries each) compile at the same time, and a change to one system's rules
//! rebuilds that system alone (a change to SAYC's rebuilds 2/1 too, which includes them).
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

bidbase::system!(pub Sayc = "../../rules/sayc.bb");
