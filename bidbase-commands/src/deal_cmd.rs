//! `bidbase deal [--seed S] [--count N] [--deck standard|bidittle | --system NAME | --rules FILE]
//! [--first-dealer]`.

use std::io::Write;
use std::process::ExitCode;

use bidbase::{Dealer, Deck, FirstDealer, Seat};

use crate::error::UserError;

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
    /// The pack (standard unless a system is named).
    #[arg(long, value_enum, conflicts_with_all = ["system", "rules"])]
    deck: Option<DeckArg>,
    /// Deal from the deck of this built-in system (`bidittle`: 28 cards).
    #[arg(long, conflicts_with = "rules")]
    system: Option<String>,
    /// Deal from the deck of this rules file's system.
    #[arg(long)]
    rules: Option<String>,
    /// Find the first dealer by drawing a card each, as BIDittle's booklet says (the highest
    /// card deals; on equal ranks the higher suit), print the draw, and rotate the deal
    /// clockwise from that player; each deal is written from its dealer (`E:...`).
    #[arg(long)]
    first_dealer: bool,
}

/// The deck the arguments choose.
fn deck_of(args: &Args) -> Result<Deck, UserError> {
    if let Some(d) = args.deck {
        return Ok(d.into());
    }
    if args.system.is_none() && args.rules.is_none() {
        return Ok(Deck::Standard);
    }
    let system = crate::builtin::SystemArgs {
        system: args.system.clone(),
        rules: args.rules.clone(),
        engine: None,
        conventions: None,
    };
    Ok(crate::builtin::load(&system)?.deck())
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let deck = deck_of(&args)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let first = if args.first_dealer {
        let draw = FirstDealer::draw(deck, args.seed);
        let cards: Vec<String> =
            Seat::ALL.iter().zip(draw.cards).map(|(s, c)| format!("{} drew {c}", s.letter())).collect();
        if let Err(e) = writeln!(out, "# first dealer {}: {}", draw.dealer.letter(), cards.join(", ")) {
            crate::output::failed(e);
        }
        Some(draw.dealer)
    } else {
        None
    };
    for i in 0..args.count {
        let d = Dealer::for_index(deck, args.seed, i).deal();
        // With a first dealer, the deal passes to the left after each hand.
        let from = first.map_or(Seat::North, |f| Seat::from_index((f.index() + i as usize % 4) % 4));
        if let Err(e) = writeln!(out, "{}", d.to_pbn(from)) {
            crate::output::failed(e);
        }
    }
    if let Err(e) = out.flush() {
        crate::output::failed(e);
    }
    Ok(ExitCode::SUCCESS)
}
