//! # bidbase-system-examples
//!
//! The worked examples of the BidBase field reference (`rules/examples.bb`) compiled with
//! [`bidbase::system!`]. Use it through `bidbase-systems` (`bidbase_systems::Examples`); each
//! built-in system is a crate of its own, so that cargo compiles them at the same time and a
//! change to one system's rules rebuilds that system alone.
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

bidbase::system!(pub Examples = "../../rules/examples.bb");
