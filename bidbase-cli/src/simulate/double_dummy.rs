//! `simulate --dd`: the boards solved double dummy and the auctions judged against par (the
//! standard deck), or scored as BIDittle scores them.

use std::collections::BTreeMap;
use std::time::Instant;

use bidbase::sim::{board_setup, SimOptions};
use bidbase::{Auction, Bidder, Deal, Side, Vulnerability};
use bidbase_dd::DdTable;
use serde_json::{json, Value};

use crate::error::UserError;
use crate::progress::progress;

/// A board kept for double-dummy judging: its index, deal, auction and vulnerability.
pub type Kept = (u64, Deal, Auction, Vulnerability);

/// Solves every kept board double dummy, with a progress bar: the tables, and the seconds spent.
fn solve_kept(kept: &[Kept]) -> Result<(Vec<DdTable>, f64), UserError> {
    let deals: Vec<Deal> = kept.iter().map(|k| k.1).collect();
    let bar = progress(deals.len() as u64, "deals solved");
    let start = Instant::now();
    let tables = bidbase_dd::solve_all(&deals, &|n| {
        if let Some(b) = &bar {
            b.inc(n as u64);
        }
    })?;
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    Ok((tables, start.elapsed().as_secs_f64()))
}

/// Solves every kept board and judges its auction against par: the report's
/// `double_dummy` part, and the seconds spent solving.
pub fn judge(
    bidder: &(dyn Bidder + Send + Sync),
    options: &SimOptions,
    kept: &[Kept],
    top: usize,
) -> Result<(Value, f64), UserError> {
    use bidbase_dd::judge::{entries_fired, result_ns, ParStats};
    let (tables, solve_seconds) = solve_kept(kept)?;
    let mut stats = ParStats::new(bidder.entry_count());
    // By convention: (boards where one of its entries made a call for a side, the side's IMPs).
    let mut by_convention: BTreeMap<String, (u64, i64)> = BTreeMap::new();
    let mut overbids = Overbids::default();
    for ((index, deal, auction, vul), table) in kept.iter().zip(&tables) {
        overbids.add(deal, auction, table);
        let (_, _, context) = board_setup(options, *index);
        let entries = entries_fired(bidder, deal, auction, &context);
        let par = bidbase_dd::par(table, *vul, auction.dealer());
        let result = result_ns(auction, table, *vul);
        let ns = stats.add(auction, &entries, result, par.score) as i64;
        let mut seen: Vec<(String, bool)> = Vec::new();
        for (i, e) in entries.iter().enumerate() {
            let Some(info) = e.and_then(|e| bidder.entry(e)) else { continue };
            let conv = if info.convention.is_empty() { "(natural)".to_string() } else { info.convention.to_string() };
            let ns_side = auction.seat_of(i).side() == Side::NorthSouth;
            if seen.contains(&(conv.clone(), ns_side)) {
                continue;
            }
            seen.push((conv.clone(), ns_side));
            let slot = by_convention.entry(conv).or_default();
            slot.0 += 1;
            slot.1 += if ns_side { ns } else { -ns };
        }
    }
    let n = stats.boards.max(1) as f64;
    // Entries and conventions with enough boards to say something, by IMPs a board.
    let min_boards = (stats.boards / 200).max(20);
    let mut entries: Vec<(u32, u64, i64)> = stats
        .by_entry
        .iter()
        .enumerate()
        .filter(|(_, (b, _))| *b >= min_boards)
        .map(|(id, (b, imps))| (id as u32, *b, *imps))
        .collect();
    entries.sort_by(|x, y| (x.2 as f64 / x.1 as f64).total_cmp(&(y.2 as f64 / y.1 as f64)).then(x.0.cmp(&y.0)));
    let entry_json = |(id, boards, imps): &(u32, u64, i64)| match bidder.entry(*id) {
        Some(e) => json!({"file": e.file, "line": e.line, "prior_bids": e.prior_bids, "call": e.call,
                          "convention": e.convention, "boards": boards, "imps": imps,
                          "imps_per_board": *imps as f64 / *boards as f64}),
        None => json!({"entry": id, "boards": boards, "imps": imps}),
    };
    // An entry is a loser only below par and a gainer only above it: with few entries ranked,
    // one entry must not be both.
    let losing: Vec<Value> = entries.iter().filter(|e| e.2 < 0).take(top).map(entry_json).collect();
    let gaining: Vec<Value> = entries.iter().rev().filter(|e| e.2 > 0).take(top).map(entry_json).collect();
    let mut conventions: Vec<(String, u64, i64)> =
        by_convention.into_iter().filter(|(_, (b, _))| *b >= min_boards).map(|(c, (b, i))| (c, b, i)).collect();
    conventions.sort_by(|x, y| (x.2 as f64 / x.1 as f64).total_cmp(&(y.2 as f64 / y.1 as f64)).then(x.0.cmp(&y.0)));
    Ok((
        json!({
            "boards": stats.boards,
            "at_par": stats.at_par,
            "at_par_share": stats.at_par as f64 / n,
            "games": overbids.games,
            "games_under_23_hcp": overbids.thin_games,
            "games_under_23_hcp_share": overbids.thin_games as f64 / n,
            "slams": overbids.slams,
            "slams_failing": overbids.failed_slams,
            "slams_failing_share": overbids.failed_slams as f64 / n,
            "ns_imps_per_board": stats.ns_imps as f64 / n,
            "abs_imps_per_board": stats.abs_imps as f64 / n,
            "declarer_imps_per_board": stats.declarer_imps as f64 / n,
            "min_boards_ranked": min_boards,
            "conventions": conventions.iter().map(|(c, b, i)| json!({"convention": c, "boards": b, "imps": i,
                "imps_per_board": *i as f64 / *b as f64})).collect::<Vec<_>>(),
            "entries_losing": losing,
            "entries_gaining": gaining,
        }),
        solve_seconds,
    ))
}

/// Overbids: games bid on fewer than 23 HCP together, and slams that fail double dummy.
#[derive(Default)]
struct Overbids {
    games: u64,
    thin_games: u64,
    slams: u64,
    failed_slams: u64,
}

impl Overbids {
    fn add(&mut self, deal: &bidbase::Deal, auction: &bidbase::Auction, table: &DdTable) {
        let Some((contract, declarer)) = auction.contract() else { return };
        if let Some(thin) = bidbase::sim::thin_game(deal, auction) {
            self.games += 1;
            self.thin_games += u64::from(thin);
        }
        if contract.level >= 6 {
            self.slams += 1;
            self.failed_slams += u64::from(table.tricks(declarer, contract.strain) < contract.level + 6);
        }
    }
}

/// BIDittle boards solved double dummy: each board's contract, the tricks its declarer takes,
/// and the BIDittle score (points by the contract's level, as the BIDittle booklet scores),
/// NS (blue) and EW (red).
pub fn judge_bidittle(kept: &[Kept]) -> Result<(Value, f64), UserError> {
    let (tables, solve_seconds) = solve_kept(kept)?;
    let (mut ns, mut ew, mut made, mut defeated, mut passed_out) = (0u64, 0u64, 0u64, 0u64, 0u64);
    let mut boards = Vec::with_capacity(kept.len());
    for ((index, _, auction, _), table) in kept.iter().zip(&tables) {
        let Some((contract, declarer)) = auction.contract() else {
            passed_out += 1;
            boards.push(json!({"board": index + 1, "contract": null, "ns": 0, "ew": 0}));
            continue;
        };
        let tricks = table.tricks(declarer, contract.strain);
        let score = bidbase_scoring::bidittle_score(contract, tricks)
            .map_err(|e| UserError(format!("board {}: {contract} by {declarer}: {e}", index + 1)))?;
        let declarers_ns = declarer.side() == Side::NorthSouth;
        let (n, e) = if declarers_ns { (score.declarers, score.defenders) } else { (score.defenders, score.declarers) };
        ns += u64::from(n);
        ew += u64::from(e);
        if tricks >= contract.level {
            made += 1;
        } else {
            defeated += 1;
        }
        boards.push(
            json!({"board": index + 1, "contract": contract.to_string(), "declarer": declarer.letter().to_string(),
                           "tricks": tricks, "made": tricks >= contract.level, "ns": n, "ew": e}),
        );
    }
    let n = kept.len().max(1) as f64;
    Ok((
        json!({
            "scoring": "bidittle",
            "boards": kept.len(),
            "made": made,
            "defeated": defeated,
            "passed_out": passed_out,
            "ns_points": ns,
            "ew_points": ew,
            "ns_points_per_board": ns as f64 / n,
            "ew_points_per_board": ew as f64 / n,
            "scores": boards,
        }),
        solve_seconds,
    ))
}
