//! # bidbase-systems
//!
//! The bidding systems that ship with bidbase, compiled once here with [`bidbase::system!`]
//! so that the `bidbase` command, the tests and the benchmarks share one build of them:
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

use bidbase::{Bidder, Explain, Interpreter, MemLoader};

bidbase::system!(pub Sayc = "../rules/sayc.bb");
bidbase::system!(pub TwoOverOne = "../rules/two_over_one.bb");
bidbase::system!(pub Examples = "../rules/examples.bb");
bidbase::system!(pub Bidittle = "../rules/bidittle.bb");

/// A built-in system: its compiled form and its rule files.
pub struct Builtin {
    /// The name used to choose it (`--system sayc`).
    pub name: &'static str,
    /// What it is, in a line.
    pub description: &'static str,
    /// The root rules file, by the name the files use.
    pub root: &'static str,
    /// Every file of the system, by the name the root and its includes use, with its text (none
    /// without the `sources` feature).
    pub files: &'static [(&'static str, &'static str)],
    /// Builds the compiled system.
    pub compiled: fn() -> Box<dyn Bidder + Send + Sync>,
    /// Builds the compiled system as one that explains its choices (`bid --explain`): with the
    /// `sources` feature only, so that a program without it does not carry the requirement
    /// trees explanations read.
    pub explaining: Option<fn() -> Box<dyn Explain + Send + Sync>>,
}

impl Builtin {
    /// The same rules through the reference interpreter. The embedded rules are the files the
    /// compiled system was built from, checked at build time, so this fails only if the crate
    /// was built without the `sources` feature (or, were they to fail to load, with the
    /// rendered diagnostic).
    pub fn interpreter(&self) -> Result<Interpreter, String> {
        if self.files.is_empty() {
            return Err(format!(
                "{}: bidbase-systems was built without its `sources` feature, so the rule files are not embedded",
                self.name
            ));
        }
        let mut loader = MemLoader::default();
        for (name, text) in self.files {
            loader.files.insert(name.to_string(), text.to_string());
        }
        Interpreter::load(self.root, &loader).map_err(|(map, d)| d.render(&map))
    }
}

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
