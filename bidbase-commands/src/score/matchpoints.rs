//! `score matchpoints`: one board's traveller in matchpoints, the 2/1 and North American (1/½)
//! forms, and percentages of the top.

use bidbase::Vulnerability;
use bidbase_scoring::{matchpoints, BoardMatchpoints};
use serde_json::{json, Value};

use super::sheet_format::{words, Line, Outcome};
use crate::error::UserError;

/// A result of the traveller: what was played, its North-South score, the pairs, and the line.
pub struct Row {
    pub outcome: Outcome,
    pub score: i32,
    pub ns_pair: Option<String>,
    pub ew_pair: Option<String>,
    pub origin: String,
}

impl Row {
    /// The row as JSON: the outcome with its score, the line it came from, and the pairs.
    pub fn json(&self) -> Value {
        let mut v = self.outcome.json(self.score);
        v["line"] = json!(self.origin);
        v["ns_pair"] = json!(self.ns_pair);
        v["ew_pair"] = json!(self.ew_pair);
        v
    }
}

/// The heading of a board's table: "Board 3, vulnerability NS" (its parts when known).
pub fn heading(board: Option<u32>, vul: Option<Vulnerability>) -> String {
    let title = board.map(|b| format!("Board {b}")).unwrap_or_else(|| "Board".into());
    let vul_text = vul.map(|v| format!(", vulnerability {v}")).unwrap_or_default();
    format!("{title}{vul_text}")
}

/// The results of a traveller, one a line (`RESULT [ns=PAIR] [ew=PAIR]`), scored at `vul`
/// (needed only for contracts).
pub fn read_rows(lines: &[Line], vul: Option<Vulnerability>) -> Result<Vec<Row>, UserError> {
    let mut rows = Vec::new();
    for line in lines {
        let w = words(&line.text, line, &["ns", "ew"])?;
        let outcome = Outcome::parse(&w.pos).map_err(|e| line.err(e))?;
        let score = outcome.ns_score(vul).map_err(|e| line.err(e))?;
        rows.push(Row {
            outcome,
            score,
            ns_pair: w.opt("ns").map(str::to_string),
            ew_pair: w.opt("ew").map(str::to_string),
            origin: line.origin.clone(),
        });
    }
    Ok(rows)
}

/// The matchpoints of a board whose results are `lines`, scored at `vul` (needed only for
/// contracts).
pub fn run(lines: &[Line], board: Option<u32>, vul: Option<Vulnerability>, json: bool) -> Result<(), UserError> {
    let rows = read_rows(lines, vul)?;
    let scores: Vec<i32> = rows.iter().map(|r| r.score).collect();
    let mp = matchpoints(&scores);
    if json {
        print_json(&rows, &mp, board, vul);
    } else {
        print_text(&rows, &mp, board, vul);
    }
    Ok(())
}

/// Rounds to two decimals (percentages).
pub fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// Matchpoints as a percentage of the top (50 when there is no top).
fn percent(mp: &BoardMatchpoints, m: u32) -> f64 {
    let top = mp.top();
    if top == 0 {
        50.0
    } else {
        round2(100.0 * f64::from(m) / f64::from(top))
    }
}

fn print_json(rows: &[Row], mp: &BoardMatchpoints, board: Option<u32>, vul: Option<Vulnerability>) {
    let (ns_na, ew_na) = (mp.ns_north_american(), mp.ew_north_american());
    let results: Vec<Value> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut v = r.json();
            v["ns_mp"] = json!(mp.ns()[i]);
            v["ew_mp"] = json!(mp.ew()[i]);
            v["ns_mp_north_american"] = json!(ns_na[i]);
            v["ew_mp_north_american"] = json!(ew_na[i]);
            v["ns_percent"] = json!(percent(mp, mp.ns()[i]));
            v["ew_percent"] = json!(percent(mp, mp.ew()[i]));
            v
        })
        .collect();
    outln!(
        "{}",
        json!({
            "board": board,
            "vulnerability": vul.map(|v| v.to_string()),
            "results": results,
            "top": mp.top(),
            "top_north_american": f64::from(mp.top()) / 2.0,
        })
    );
}

fn print_text(rows: &[Row], mp: &BoardMatchpoints, board: Option<u32>, vul: Option<Vulnerability>) {
    let (ns_na, ew_na) = (mp.ns_north_american(), mp.ew_north_american());
    let top = mp.top();
    let head = heading(board, vul);
    outln!(
        "{head}: {}, top {top} (2 a pair beaten, 1 a tie); {} in North American matchpoints (1 and ½)",
        crate::plural::count(rows.len(), "result", "results"),
        f64::from(top) / 2.0
    );
    outln!(
        "{:>4} {:>4} {:<14} {:>8} {:>5} {:>5} {:>6} {:>6} {:>7} {:>7}",
        "NS",
        "EW",
        "Result",
        "NS score",
        "NS mp",
        "EW mp",
        "NS NA",
        "EW NA",
        "NS %",
        "EW %"
    );
    for (i, r) in rows.iter().enumerate() {
        outln!(
            "{:>4} {:>4} {:<14} {:>8} {:>5} {:>5} {:>6.1} {:>6.1} {:>7.2} {:>7.2}",
            r.ns_pair.as_deref().unwrap_or("-"),
            r.ew_pair.as_deref().unwrap_or("-"),
            r.outcome.text(),
            r.score,
            mp.ns()[i],
            mp.ew()[i],
            ns_na[i],
            ew_na[i],
            percent(mp, mp.ns()[i]),
            percent(mp, mp.ew()[i]),
        );
    }
}
