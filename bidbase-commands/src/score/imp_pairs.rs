//! `score imp-pairs`: one board's traveller scored as IMP pairs: cross-IMPs (each result
//! IMPed against every other, in all and per comparison) and Butler (IMPed against a datum).

use bidbase::Vulnerability;
use bidbase_scoring::{imp_pairs, BoardImps, BUTLER_TRIM_FROM};
use serde_json::{json, Value};

use super::matchpoints::{heading, read_rows, round2, Row};
use super::sheet_format::Line;
use crate::error::UserError;

/// How the Butler datum is found, in words.
const DATUM_RULE: &str = "the average of the North-South scores, without the highest and the lowest when there \
                          are 5 results or more, rounded to the nearest 10";

/// The IMP-pairs scores of a board whose results are `lines` (the traveller format of
/// `score matchpoints`), scored at `vul` (needed only for contracts).
pub fn run(lines: &[Line], board: Option<u32>, vul: Option<Vulnerability>, json: bool) -> Result<(), UserError> {
    let rows = read_rows(lines, vul)?;
    let scores: Vec<i32> = rows.iter().map(|r| r.score).collect();
    let b = imp_pairs(&scores);
    if json {
        print_json(&rows, &b, board, vul);
    } else {
        print_text(&rows, &b, board, vul);
    }
    Ok(())
}

fn print_json(rows: &[Row], b: &BoardImps, board: Option<u32>, vul: Option<Vulnerability>) {
    let results: Vec<Value> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut v = r.json();
            v["ns_cross_imps"] = json!(b.cross[i]);
            v["ew_cross_imps"] = json!(-b.cross[i]);
            v["ns_cross_average"] = json!(round2(b.cross_average[i]));
            v["ew_cross_average"] = json!(round2(-b.cross_average[i]));
            v["ns_butler_imps"] = json!(b.butler[i]);
            v["ew_butler_imps"] = json!(-b.butler[i]);
            v
        })
        .collect();
    outln!(
        "{}",
        json!({
            "board": board,
            "vulnerability": vul.map(|v| v.to_string()),
            "results": results,
            "comparisons": rows.len().saturating_sub(1),
            "datum": b.datum,
            "datum_rule": DATUM_RULE,
            "datum_trimmed": rows.len() >= BUTLER_TRIM_FROM,
        })
    );
}

fn print_text(rows: &[Row], b: &BoardImps, board: Option<u32>, vul: Option<Vulnerability>) {
    let head = heading(board, vul);
    let datum = b.datum.map_or_else(|| "none".to_string(), |d| d.to_string());
    outln!(
        "{head}: {}, IMP pairs; cross-IMPs against each of the other {}; Butler datum {datum} ({DATUM_RULE})",
        crate::plural::count(rows.len(), "result", "results"),
        crate::plural::count(rows.len().saturating_sub(1), "result", "results"),
    );
    outln!(
        "{:>4} {:>4} {:<14} {:>8} {:>8} {:>8} {:>8} {:>8} {:>9} {:>9}",
        "NS",
        "EW",
        "Result",
        "NS score",
        "NS cross",
        "EW cross",
        "NS avg",
        "EW avg",
        "NS Butler",
        "EW Butler"
    );
    for (i, r) in rows.iter().enumerate() {
        outln!(
            "{:>4} {:>4} {:<14} {:>8} {:>8} {:>8} {:>8.2} {:>8.2} {:>9} {:>9}",
            r.ns_pair.as_deref().unwrap_or("-"),
            r.ew_pair.as_deref().unwrap_or("-"),
            r.outcome.text(),
            r.score,
            format!("{:+}", b.cross[i]),
            format!("{:+}", -b.cross[i]),
            b.cross_average[i],
            -b.cross_average[i],
            format!("{:+}", b.butler[i]),
            format!("{:+}", -b.butler[i]),
        );
    }
}
