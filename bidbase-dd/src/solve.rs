//! Solving deals: 52-card deals with `pons-dds`, BIDittle's 28-card deals with the solver of
//! `small.rs`; one deal, or many in parallel.

use bidbase_runtime::{Deal, Deck};

use crate::pons::{from_pons, to_full_deal};
use crate::table::{DdError, DdTable};

/// Solves one deal: all 20 results. A 52-card deal goes to `pons-dds` (the five strains on
/// its threads), a BIDittle deal to this crate's solver on the calling thread.
pub fn solve(deal: &Deal) -> Result<DdTable, DdError> {
    match deal.deck() {
        Deck::Standard => Ok(from_pons(&pons_dds::solve_deal(to_full_deal(deal)?))),
        Deck::Bidittle => Ok(crate::small::solve(deal)),
    }
}

/// Solves many deals on all cores (rayon's pool: the one installed, or the global one), in
/// order; `progress(n)` is told after every `n` deals solved. The deals may come from either
/// deck, mixed. The results do not depend on the number of threads.
pub fn solve_all(deals: &[Deal], progress: &(dyn Fn(usize) + Sync)) -> Result<Vec<DdTable>, DdError> {
    use rayon::prelude::*;

    let (standard, small): (Vec<usize>, Vec<usize>) =
        (0..deals.len()).partition(|&i| deals[i].deck() == Deck::Standard);
    let full: Vec<contract_bridge::FullDeal> =
        standard.iter().map(|&i| to_full_deal(&deals[i])).collect::<Result<_, _>>()?;
    let mut out = vec![DdTable::default(); deals.len()];
    // Batches big enough to keep every thread busy, small enough for a live progress bar.
    for (chunk, at) in full.chunks(32).zip(standard.chunks(32)) {
        let tables = pons_dds::solve_deals(chunk, pons_dds::NonEmptyStrainFlags::ALL);
        for (t, &i) in tables.iter().zip(at) {
            out[i] = from_pons(t);
        }
        progress(chunk.len());
    }
    // BIDittle deals take a millisecond or two each: larger batches, each thread's own solver.
    for at in small.chunks(128) {
        let tables: Vec<DdTable> = at.par_iter().map(|&i| crate::small::solve(&deals[i])).collect();
        for (t, &i) in tables.into_iter().zip(at) {
            out[i] = t;
        }
        progress(at.len());
    }
    Ok(out)
}
