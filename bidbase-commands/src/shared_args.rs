//! Arguments several commands share: where a call is made (`bid`, `describe`, `calls`) and the
//! boards a run deals (`simulate`, `compare`), and the readers of a dealer and a vulnerability.

use bidbase::sim::SimOptions;
use bidbase::{Auction, Deck, Seat, Vulnerability};

use crate::error::UserError;

/// Where a call is made: `--auction`, `--dealer`, `--vul` (shared by bid, describe and calls).
#[derive(clap::Args)]
pub struct AuctionArgs {
    /// The auction so far from the dealer, PBN or BidBase calls ("1C Pass 1H", "1C-P-1H"); empty
    /// or "-" for none.
    #[arg(long, default_value = "")]
    pub auction: String,
    /// The dealer: N, E, S or W.
    #[arg(long, default_value = "N")]
    pub dealer: String,
    /// Vulnerability: None, NS, EW or Both.
    #[arg(long, default_value = "None")]
    pub vul: String,
}

impl AuctionArgs {
    /// The auction and the vulnerability, or a message naming the bad argument.
    pub fn parse(&self) -> Result<(Auction, Vulnerability), UserError> {
        let dealer = parse_dealer(&self.dealer)?;
        let auction = Auction::parse(dealer, &self.auction)
            .map_err(|e| UserError(format!("bad auction '{}': {e}", self.auction)))?;
        Ok((auction, parse_vul(&self.vul)?))
    }
}

/// The boards of a run: how many, from which seed, on how many threads, and whether dealer and
/// vulnerability follow the board number (shared by simulate and compare; a command changes a
/// default or a help text with `#[command(mut_arg(...))]`).
#[derive(clap::Args)]
pub struct DealArgs {
    /// Number of boards (at most 1,000,000,000).
    #[arg(long, default_value_t = 100_000)]
    pub deals: u64,
    /// Random seed: the same seed gives the same boards and results on any number of threads.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: all cores; at most 1,024).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Dealer and vulnerability follow the board number (1-16 repeating) instead of chance.
    #[arg(long)]
    pub boards: bool,
}

/// The most boards one run deals (`--deals`): a thousand million.
pub const MAX_DEALS: u64 = 1_000_000_000;

/// The most worker threads (`--threads`).
pub const MAX_THREADS: usize = 1_024;

impl DealArgs {
    /// Checks the number of boards: at least one, at most [`MAX_DEALS`].
    pub fn check_deals(&self) -> Result<(), UserError> {
        if self.deals == 0 {
            return Err(UserError("--deals must be at least 1".into()));
        }
        if self.deals > MAX_DEALS {
            return Err(UserError(format!(
                "--deals {} is more than the limit of 1,000,000,000 boards a run",
                self.deals
            )));
        }
        Ok(())
    }

    /// How the boards are dealt from `deck`.
    pub fn options(&self, deck: Deck) -> SimOptions {
        SimOptions { seed: self.seed, boards: self.boards, deck }
    }

    /// A thread pool of `--threads` workers (default: one a core), and its size.
    pub fn thread_pool(&self) -> Result<(rayon::ThreadPool, usize), UserError> {
        let threads =
            self.threads.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
        if threads == 0 {
            return Err(UserError("--threads must be at least 1".into()));
        }
        if threads > MAX_THREADS {
            return Err(UserError(format!("--threads {threads} is more than the limit of 1,024 threads")));
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| UserError(format!("cannot start {threads} threads: {e}")))?;
        Ok((pool, threads))
    }
}

/// The `--dealer` argument: N, E, S or W.
pub fn parse_dealer(text: &str) -> Result<Seat, UserError> {
    Seat::parse(text).ok_or_else(|| UserError(format!("bad dealer '{text}': expected N, E, S or W")))
}

/// The `--vul` argument: None, NS, EW or Both.
pub fn parse_vul(text: &str) -> Result<Vulnerability, UserError> {
    Vulnerability::parse(text)
        .ok_or_else(|| UserError(format!("bad vulnerability '{text}': expected None, NS, EW or Both")))
}
