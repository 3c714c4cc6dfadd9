//! `score pairs`: a matchpointed pairs session of several boards: each board's traveller
//! matchpointed, and each pair's total as a percentage of the most it could have scored,
//! ranked.

use bidbase::Vulnerability;
use bidbase_scoring::{PairResult, PairsSession};
use serde_json::{json, Value};

use super::matchpoints::round2;
use super::sheet_format::{vul_of_board, words, Line, Outcome};
use crate::error::UserError;

/// A board being read: its number, vulnerability, the line that started it, and its results
/// with the text of each.
struct Traveller {
    board: u32,
    vul: Vulnerability,
    origin: String,
    results: Vec<PairResult>,
    texts: Vec<String>,
}

/// Reads `board N [vul=V]`, the start of a traveller; `None` for any other line.
fn board_line(line: &Line) -> Result<Option<Traveller>, UserError> {
    let starts_board = line.text.split_whitespace().next().is_some_and(|w| w.eq_ignore_ascii_case("board"));
    if !starts_board {
        return Ok(None);
    }
    let w = words(&line.text, line, &["vul"])?;
    let [number] = &w.pos[1..] else {
        return Err(line.err("expected 'board N' (e.g. 'board 1', or 'board 1 vul=None')"));
    };
    let board: u32 =
        number.parse().ok().filter(|&b| b >= 1).ok_or_else(|| line.err(format!("bad board number '{number}'")))?;
    let vul = w.vul_opt()?.unwrap_or_else(|| vul_of_board(board));
    Ok(Some(Traveller { board, vul, origin: line.origin.clone(), results: Vec::new(), texts: Vec::new() }))
}

/// A pair number of `ns=` or `ew=`, required on a session's result lines.
fn pair(w: &super::sheet_format::Words<'_>, key: &str, line: &Line) -> Result<u32, UserError> {
    let text = w.opt(key).ok_or_else(|| line.err("a session's result needs both pair numbers: ns=N ew=N"))?;
    text.parse::<u32>().map_err(|_| line.err(format!("bad {key}= '{text}': expected a pair number")))
}

/// Matchpoints a finished traveller, adds it to the session, and its JSON to `boards_json`.
fn add(t: Traveller, session: &mut PairsSession, boards_json: &mut Vec<Value>) -> Result<(), UserError> {
    let b = session.add_board(t.board, &t.results).map_err(|e| UserError(format!("{}: {e}", t.origin)))?;
    let results: Vec<Value> = b
        .results
        .iter()
        .enumerate()
        .map(|(i, r)| {
            json!({
                "result": t.texts[i],
                "ns_pair": r.ns_pair,
                "ew_pair": r.ew_pair,
                "ns_score": r.ns_score,
                "ns_mp": b.matchpoints.ns()[i],
                "ew_mp": b.matchpoints.ew()[i],
            })
        })
        .collect();
    boards_json.push(json!({
        "board": t.board,
        "line": t.origin,
        "vulnerability": t.vul.to_string(),
        "top": b.matchpoints.top(),
        "results": results,
    }));
    Ok(())
}

/// The session whose travellers are `lines`: each starts with `board N [vul=V]`, followed by
/// its results `RESULT ns=PAIR ew=PAIR`.
pub fn run(lines: &[Line], json: bool) -> Result<(), UserError> {
    let mut session = PairsSession::new();
    let mut current: Option<Traveller> = None;
    let mut boards_json: Vec<Value> = Vec::new();
    for line in lines {
        if let Some(t) = board_line(line)? {
            if let Some(done) = current.replace(t) {
                add(done, &mut session, &mut boards_json)?;
            }
            continue;
        }
        let Some(t) = current.as_mut() else {
            return Err(line.err("a result before the first 'board N' line"));
        };
        let w = words(&line.text, line, &["ns", "ew"])?;
        let outcome = Outcome::parse(&w.pos).map_err(|e| line.err(e))?;
        let ns_score = outcome.ns_score(Some(t.vul)).map_err(|e| line.err(e))?;
        let (ns_pair, ew_pair) = (pair(&w, "ns", line)?, pair(&w, "ew", line)?);
        t.results.push(PairResult { ns_pair, ew_pair, ns_score });
        t.texts.push(outcome.text());
    }
    if let Some(done) = current.take() {
        add(done, &mut session, &mut boards_json)?;
    }
    let standings = session.standings();
    if json {
        let pairs: Vec<Value> = standings
            .iter()
            .map(|p| {
                json!({
                    "rank": p.rank,
                    "tied": p.tied,
                    "pair": p.pair,
                    "boards": p.boards,
                    "matchpoints": p.matchpoints,
                    "maximum": p.maximum,
                    "matchpoints_north_american": p.matchpoints_north_american(),
                    "maximum_north_american": p.maximum_north_american(),
                    "percent": round2(p.percent),
                })
            })
            .collect();
        outln!("{}", json!({ "scoring": "matchpoint-pairs", "boards": boards_json, "pairs": pairs }));
        return Ok(());
    }
    outln!(
        "Pairs session: {}, {}; matchpoints 2 a pair beaten, 1 a tie; percentage of the maximum (the tops of the boards played)",
        crate::plural::count(session.boards().len(), "board", "boards"),
        crate::plural::count(standings.len(), "pair", "pairs"),
    );
    outln!("{:>5} {:>5} {:>6} {:>5} {:>5} {:>7}", "Rank", "Pair", "Boards", "MP", "Max", "%");
    for p in &standings {
        let rank = if p.tied { format!("={}", p.rank) } else { p.rank.to_string() };
        outln!("{rank:>5} {:>5} {:>6} {:>5} {:>5} {:>7.2}", p.pair, p.boards, p.matchpoints, p.maximum, p.percent);
    }
    Ok(())
}
