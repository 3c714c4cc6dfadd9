//! # bidbase-system-bidittle
//!
//! The bidding guidelines of the BIDittle game (`rules/bidittle.bb`: the 28-card deck, seven
//! cards a hand) compiled with [`bidbase::system!`]. Use it through `bidbase-systems`
//! (`bidbase_systems::Bidittle`); each built-in system is a crate of its own, so that cargo
//! compiles them at the same time and a change to one system's rules rebuilds that system alone.
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

bidbase::system!(pub Bidittle = "../../rules/bidittle.bb");
