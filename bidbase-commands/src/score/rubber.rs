//! `score rubber`: a rubber-bridge score sheet (WE = North-South, THEY = East-West).

use bidbase::Side;
use bidbase_scoring::{RubberScore, ScoreError, ScoreItem};
use serde_json::{json, Value};

use super::sheet::{entries_json, entries_text, sides, Layout, Sheet};
use super::sheet_format::{parse_honours, read_deal, Line};
use crate::error::UserError;

/// Scores the deals of `lines` in a rubber; `finish` ends an unfinished rubber.
pub fn run(lines: &[Line], finish: bool, json: bool) -> Result<(), UserError> {
    let mut r = RubberScore::new();
    let mut sheet = Sheet::default();
    for line in lines {
        let Some((p, w)) = read_deal(line, &["honours"])? else {
            if r.is_over() {
                return Err(line.err(ScoreError::RubberOver));
            }
            sheet.passed(line, format!("{:>4} {:>4} {:<8} passed out", "-", r.game_number(), "pass"));
            continue;
        };
        let side = p.by.side();
        let honours = match w.opt("honours") {
            None => None,
            Some(v) => Some(parse_honours(v, p.contract.strain).map_err(|e| line.err(e))?),
        };
        let vulnerable = r.vulnerable(side);
        let game = r.game_number();
        let entries = r.record(p.contract, side, p.tricks, honours).map_err(|e| line.err(e))?.to_vec();
        let deal = r.deals();
        let hon_text = honours.map(|(h, s)| format!(" ({h} {s})")).unwrap_or_default();
        let row = format!(
            "{deal:>4} {game:>4} {:<8} {:<4} {:>6} {:<4} {}{hon_text}",
            p.contract.to_string(),
            p.by.label(),
            p.tricks,
            if vulnerable { "yes" } else { "no" },
            entries_text(&entries)
        );
        let fields = json!({
            "deal": deal,
            "game": game,
            "vulnerable": vulnerable,
            "honours": honours.map_or(Value::Null, |(h, s)| json!({ "points": h.points(), "side": s.to_string() })),
            "entries": entries_json(&entries),
        });
        sheet.played(line, &p, row, fields);
    }
    let finish_entries = if finish { r.finish().to_vec() } else { Vec::new() };
    if json {
        let mut v = sheet.line_score_json(&r);
        for (key, value) in [
            ("we", json!("NS")),
            ("they", json!("EW")),
            ("finish", entries_json(&finish_entries)),
            ("below_by_game", by_game_json(&r)),
            ("games", sides(r.games(Side::NorthSouth), r.games(Side::EastWest))),
            ("rubber_bonus", sides(rubber_bonus(&r, Side::NorthSouth), rubber_bonus(&r, Side::EastWest))),
            ("rubber_winner", json!(r.rubber_winner().map(|s| s.to_string()))),
        ] {
            v[key] = value;
        }
        outln!("{v}");
        return Ok(());
    }
    if !finish_entries.is_empty() {
        sheet.row(format!("{:>4} {:>4} {}", "end", r.game_number(), entries_text(&finish_entries)));
    }
    sheet.print_with_totals(&layout(&r), &r, &format!("{}; on points: ", status(&r)));
    Ok(())
}

/// The rubber bonus `side` scored.
fn rubber_bonus(r: &RubberScore, side: Side) -> u32 {
    r.entries().iter().filter(|e| e.side == side && e.item == ScoreItem::RubberBonus).map(|e| e.points).sum()
}

/// Below the line in each game so far.
fn by_game_json(r: &RubberScore) -> Value {
    let (ns, ew) = (Side::NorthSouth, Side::EastWest);
    (1..=r.game_number())
        .map(|g| json!({ "game": g, "NS": r.below_in_game(g, ns), "EW": r.below_in_game(g, ew) }))
        .collect()
}

/// Who won the rubber, or how it stands.
fn status(r: &RubberScore) -> String {
    if let Some(w) = r.rubber_winner() {
        format!("{w} won the rubber {}-{}", r.games(w), r.games(w.opponents()))
    } else if r.is_over() {
        "unfinished rubber, ended with --finish".to_string()
    } else {
        format!("rubber in progress: game {}, vulnerable: {}", r.game_number(), r.vulnerability())
    }
}

/// The rubber sheet's columns and totals: above the line, below it game by game and in all,
/// games, the rubber bonus and the total.
fn layout(r: &RubberScore) -> Layout<'static> {
    let (ns, ew) = (Side::NorthSouth, Side::EastWest);
    let mut totals = vec![("Above the line".to_string(), r.above_the_line(ns), r.above_the_line(ew))];
    for g in 1..=r.game_number() {
        totals.push((format!("Below, game {g}"), r.below_in_game(g, ns), r.below_in_game(g, ew)));
    }
    totals.extend([
        ("Below the line".to_string(), r.below_the_line(ns), r.below_the_line(ew)),
        ("Games".to_string(), u32::from(r.games(ns)), u32::from(r.games(ew))),
        ("Rubber bonus".to_string(), rubber_bonus(r, ns), rubber_bonus(r, ew)),
        ("Total".to_string(), r.total(ns), r.total(ew)),
    ]);
    Layout {
        title: "Rubber bridge score sheet (WE = NS, THEY = EW)",
        heading: format!(
            "{:>4} {:>4} {:<8} {:<4} {:>6} {:<4} Entries",
            "Deal", "Game", "Contract", "By", "Tricks", "Vul"
        ),
        sides: ["WE (NS)", "THEY (EW)"],
        totals,
    }
}
