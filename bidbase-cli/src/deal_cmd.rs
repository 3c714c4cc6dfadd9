//! `bidbase deal [--seed S] [--count N] [--deck standard|bidittle]`.

use std::io::Write;
use std::process::ExitCode;

use bidbase_runtime::{Dealer, Deck, Seat};

use crate::UserError;

/// Which pack to deal.
#[derive(Copy, Clone, clap::ValueEnum)]
pub enum DeckArg {
    /// 52 cards, 13 a hand.
    Standard,
    /// BIDittle: 28 cards (A K Q J T 9 8), 7 a hand.
    Bidittle,
}

impl From<DeckArg> for Deck {
    fn from(d: DeckArg) -> Deck {
        match d {
            DeckArg::Standard => Deck::Standard,
            DeckArg::Bidittle => Deck::Bidittle,
        }
    }
}

/// Arguments of `deal`.
#[derive(clap::Args)]
pub struct Args {
    /// Random seed; the same seed gives the same deals.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Number of deals.
    #[arg(long, default_value_t = 1)]
    count: u64,
    /// The pack.
    #[arg(long, value_enum, default_value = "standard")]
    deck: DeckArg,
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let deck = Deck::from(args.deck);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for i in 0..args.count {
        let d = Dealer::for_index(deck, args.seed, i).deal();
        if writeln!(out, "{}", d.to_pbn(Seat::North)).is_err() {
            // A closed pipe (e.g. `| head`) is not an error worth a message.
            return Ok(ExitCode::SUCCESS);
        }
    }
    let _ = out.flush();
    Ok(ExitCode::SUCCESS)
}
