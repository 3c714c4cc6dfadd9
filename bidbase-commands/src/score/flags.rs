//! The flags the single results share: a contract (`--contract 4SX`) and its declarer
//! (`--declarer N`), read with messages that name the bad value.

use bidbase::{Contract, Seat};

use crate::error::UserError;

/// `--contract` and `--declarer` (`score duplicate` declares its own, with other examples in
/// the help, and reads them here).
#[derive(clap::Args)]
pub struct ContractArgs {
    /// The contract, e.g. 3H or 4SX.
    #[arg(long)]
    pub contract: String,
    /// The declarer: N, E, S or W.
    #[arg(long)]
    pub declarer: String,
}

impl ContractArgs {
    /// The contract and the declarer.
    pub fn parse(&self) -> Result<(Contract, Seat), UserError> {
        let contract =
            Contract::parse(&self.contract).map_err(|e| UserError(format!("bad contract '{}': {e}", self.contract)))?;
        let declarer = Seat::parse(&self.declarer)
            .ok_or_else(|| UserError(format!("bad declarer '{}': expected N, E, S or W", self.declarer)))?;
        Ok((contract, declarer))
    }
}
