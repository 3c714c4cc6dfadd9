//! What a simulation found, as JSON: contracts, auctions, the decisions no entry answered,
//! conventions and entries used (the text report is printed from it).

use std::collections::BTreeMap;

use bidbase::sim::Stats;
use bidbase::{Bidder, Strain};
use serde_json::{json, Value};

use crate::shared_args::DealArgs;

/// Everything the run found, except timings (so runs on different thread counts compare equal).
pub fn report_json(stats: &Stats, bidder: &dyn Bidder, run: &DealArgs, label: &str, top: usize) -> Value {
    let boards = stats.boards.max(1) as f64;
    let mut contracts = serde_json::Map::new();
    for level in 1..=7u8 {
        for s in Strain::ALL {
            let n = stats.contracts[(level - 1) as usize][s.index()];
            if n > 0 {
                contracts.insert(format!("{level}{}", s.pbn()), json!(n));
            }
        }
    }
    let by_level: Vec<u64> = stats.contracts.iter().map(|row| row.iter().sum()).collect();
    let by_strain: Vec<u64> = (0..5).map(|s| stats.contracts.iter().map(|row| row[s]).sum()).collect();
    let mut conventions: BTreeMap<String, u64> = BTreeMap::new();
    let mut dead = Vec::new();
    let mut entries = Vec::new();
    // Decisions by the kind of section that answered.
    let mut layers = [0u64; 3];
    for (id, n) in stats.entry_hits.iter().enumerate() {
        let Some(e) = bidder.entry(id as u32) else { continue };
        layers[e.layer as usize] += n;
        if *n == 0 {
            dead.push(json!({"file": e.file, "line": e.line, "prior_bids": e.prior_bids, "call": e.call, "convention": e.convention}));
        } else {
            entries.push((*n, e));
        }
        let name = if e.convention.is_empty() { "(natural)" } else { e.convention };
        *conventions.entry(name.to_string()).or_default() += n;
    }
    entries.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.id.cmp(&b.1.id)));
    let mut conv: Vec<(String, u64)> = conventions.into_iter().collect();
    conv.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let no_entry = stats.no_entry_sections();
    let by_entry = |v: Vec<(Option<u32>, String, u64)>| -> Vec<Value> {
        v.iter()
            .take(top.max(1) * 4)
            .map(|(id, auction, n)| match id.and_then(|id| bidder.entry(id)) {
                Some(e) => json!({"auction": auction, "count": n, "file": e.file, "line": e.line, "prior_bids": e.prior_bids, "call": e.call}),
                None => json!({"auction": auction, "count": n, "file": null, "line": null, "prior_bids": null, "call": null}),
            })
            .collect()
    };
    let forced_passes = by_entry(stats.forced_passes());
    let missed_by = by_entry(stats.missed_games_by());
    let missed_slams_by = by_entry(stats.missed_slams_by());
    let extras_by = by_entry(stats.passes_with_extras_by());
    let thin_by = by_entry(stats.thin_games_by());
    let conventions: Vec<Value> = conv.iter().map(|(c, n)| json!({"convention": c, "count": n})).collect();
    let mut report = json!({
        "system": label,
        "deck": bidder.deck().name(),
        "seed": run.seed,
        "boards": stats.boards,
        "board_numbers": run.boards,
        "contracts": contracts,
        "contracts_by_level": by_level,
        "contracts_by_strain": {"C": by_strain[0], "D": by_strain[1], "H": by_strain[2], "S": by_strain[3], "NT": by_strain[4]},
        "doubled": {"undoubled": stats.doubled[0], "doubled": stats.doubled[1], "redoubled": stats.doubled[2]},
        "passed_out": stats.passed_out,
        "passed_out_share": stats.passed_out as f64 / boards,
        "average_auction_length": stats.calls as f64 / boards,
        "decisions": stats.calls,
        "no_entry": stats.no_entry,
        "no_entry_share": stats.no_entry as f64 / stats.calls.max(1) as f64,
        "illegal_calls": stats.illegal,
        "forced": {
            "decisions": stats.forced,
            "passed": stats.forced_passed,
            "no_entry": stats.forced_no_entry,
            "passes_by_auction": forced_passes,
        },
        "games": {
            "boards": stats.game_boards,
            "missed": stats.missed_games,
            "missed_share": stats.missed_games as f64 / stats.game_boards.max(1) as f64,
            "missed_defending_doubled": stats.missed_defending_doubled,
            "missed_by_last_call": missed_by,
            "bid": stats.games_bid,
            "thin": stats.thin_games,
            "thin_share_of_boards": stats.thin_games as f64 / boards,
            "thin_by_last_bid": thin_by,
        },
        "slams": {
            "boards": stats.slam_boards,
            "missed": stats.missed_slams,
            "missed_share": stats.missed_slams as f64 / stats.slam_boards.max(1) as f64,
            "missed_by_last_call": missed_slams_by,
        },
        "passes_with_extras": {
            "count": stats.passes_with_extras,
            "share_of_boards": stats.passes_with_extras as f64 / boards,
            "by_auction": extras_by,
        },
        "layers": {
            "exact": layers[0] as f64 / stats.calls.max(1) as f64,
            "pattern": layers[1] as f64 / stats.calls.max(1) as f64,
            "general": layers[2] as f64 / stats.calls.max(1) as f64,
            "none": stats.no_entry as f64 / stats.calls.max(1) as f64,
        },
        "no_entry_by_section": no_entry.iter().take(top.max(1) * 4).map(|(s, n)| json!({"prior_bids": s, "count": n})).collect::<Vec<_>>(),
        "no_entry_sections": no_entry.len(),
        "conventions": null,
        "entries_fired": entries.len(),
        "entries": stats.entry_hits.len(),
        "top_entries": entries.iter().take(top).map(|(n, e)| json!({"file": e.file, "line": e.line, "prior_bids": e.prior_bids, "call": e.call, "convention": e.convention, "count": n})).collect::<Vec<_>>(),
        "dead_entries": null,
    });
    // The long lists are moved in: `json!` would copy them value by value.
    report["conventions"] = Value::Array(conventions);
    report["dead_entries"] = Value::Array(dead);
    report
}
