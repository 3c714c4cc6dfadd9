//! # bidbase-systems
//!
//! The bidding systems that ship with bidbase, compiled with [`bidbase::system!`] (each in a
//! crate of its own, `bidbase-systems/<name>/`, re-exported here) so that the `bidbase` command,
//! the tests and the benchmarks share one build of them:
//!
//! - [`Sayc`]: Standard American Yellow Card (`rules/sayc.bb` and `rules/sayc/*.bb`), the
//!   default system;
//! - [`TwoOverOne`]: 2/1 Game Forcing (`rules/two_over_one.bb`), written as SAYC plus its
//!   differences (docs/two-over-one.md);
//! - [`Examples`]: every worked example of the BidBase field reference (`rules/examples.bb`);
//! - [`Bidittle`]: the bidding guidelines of the BIDittle game (`rules/bidittle.bb`): the
//!   28-card deck, seven cards a hand.
//!
//! Each system's rule files are also embedded as text ([`Builtin::files`]: the files the
//! compiled system was built from, its `SOURCES`), so that the interpreter can run exactly the
//! same rules ([`Builtin::interpreter`]).
//!
//! ```
//! use bidbase::{Auction, Bidder, Call, Context, Hand, Seat};
//!
//! let sayc = bidbase_systems::Sayc::new();
//! let auction = Auction::parse(Seat::North, "1NT Pass").unwrap();
//! let hand = Hand::parse("AQ32-T87-K632-54").unwrap();
//! let decision = sayc.bid(hand, &auction, &Context::default()).unwrap();
//! assert_eq!(decision.call, Call::parse("2C").unwrap()); // Stayman
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

// The systems are compiled in crates of their own (bidbase-systems/<name>/: SAYC and 2/1
// together, examples, BIDittle): cargo compiles them at the same time, and a change to one's
// rules rebuilds that crate and this registry.
pub use bidbase_system_bidittle::Bidittle;
pub use bidbase_system_examples::Examples;
pub use bidbase_system_sayc::Sayc;
pub use bidbase_system_sayc::TwoOverOne;

pub use bidbase::Builtin;

// A system's rule files: the compiled system's `SOURCES` (every file of its include tree, read
// when it was compiled) with the `sources` feature; without it none, and `SOURCES` is never
// referred to, so its text is not in the binary.
#[cfg(feature = "sources")]
macro_rules! files {
    ($system:ident) => {
        $system::SOURCES
    };
}

#[cfg(not(feature = "sources"))]
macro_rules! files {
    ($system:ident) => {
        &[]
    };
}

// A system that explains, with the `sources` feature (see `Builtin::explaining`).
#[cfg(feature = "sources")]
macro_rules! explaining {
    ($system:ident) => {
        Some(|| Box::new($system::new()))
    };
}

#[cfg(not(feature = "sources"))]
macro_rules! explaining {
    ($system:ident) => {
        None
    };
}

/// Every built-in system; the first is the default.
pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "sayc",
        description: "Standard American Yellow Card",
        root: "rules/sayc.bb",
        files: files!(Sayc),
        compiled: || Box::new(Sayc::new()),
        explaining: explaining!(Sayc),
    },
    Builtin {
        name: "2over1",
        description: "2/1 Game Forcing, written as SAYC plus its differences",
        root: "rules/two_over_one.bb",
        files: files!(TwoOverOne),
        compiled: || Box::new(TwoOverOne::new()),
        explaining: explaining!(TwoOverOne),
    },
    Builtin {
        name: "examples",
        description: "the worked examples of the BidBase field reference",
        root: "rules/examples.bb",
        files: files!(Examples),
        compiled: || Box::new(Examples::new()),
        explaining: explaining!(Examples),
    },
    Builtin {
        name: "bidittle",
        description: "BIDittle: the game's bidding guidelines, 28-card deck, seven cards a hand",
        root: "rules/bidittle.bb",
        files: files!(Bidittle),
        compiled: || Box::new(Bidittle::new()),
        explaining: explaining!(Bidittle),
    },
];

/// The built-in system called `name` (ignoring case).
pub fn builtin(name: &str) -> Option<&'static Builtin> {
    BUILTINS.iter().find(|b| b.name.eq_ignore_ascii_case(name))
}
