//! `score chicago` and `score chicago --duplicate`: four-deal bridge, scored rubber-style
//! (part scores carry until a game) or each deal alone as in duplicate, on the Chicago
//! vulnerability schedule. (`--russian` is in the `russian` module.)

use bidbase::{Seat, Side, Vulnerability};
use bidbase_scoring::{Chicago, ChicagoSchedule, DuplicateChicago, ScoreError};
use serde_json::json;

use super::sheet::{entries_json, entries_text, leader_json, margin_text, sides, Layout, Sheet};
use super::sheet_format::{read_deal, Line, Played};
use crate::error::UserError;

/// The row of a passed-out deal, which is dealt again.
pub const REDEALT: &str = "   - passed out: redealt";

/// `--schedule`: `modern` (the non-dealing side vulnerable on deals 2 and 3) or `original`
/// (the dealing side).
pub fn parse_schedule(text: &str) -> Result<ChicagoSchedule, UserError> {
    ChicagoSchedule::parse(text).ok_or_else(|| UserError(format!("bad schedule '{text}': expected modern or original")))
}

/// The schedule in words, for titles.
pub fn schedule_text(schedule: ChicagoSchedule) -> &'static str {
    match schedule {
        ChicagoSchedule::Modern => "modern schedule: deal 2 NS vulnerable, deal 3 EW",
        ChicagoSchedule::Original => "original schedule: deal 2 EW vulnerable, deal 3 NS",
    }
}

/// Rubber-style Chicago: four deals at most; part scores carry forward until a game.
pub fn rubber_style(lines: &[Line], schedule: ChicagoSchedule, json: bool) -> Result<(), UserError> {
    let mut ch = Chicago::with_schedule(schedule);
    let mut sheet = Sheet::default();
    for line in lines {
        let Some((p, _)) = read_deal(line, &[])? else {
            if ch.is_over() {
                return Err(line.err(ScoreError::ChicagoOver));
            }
            sheet.passed(line, REDEALT.to_string());
            continue;
        };
        let (deal, dealer, vul) = match (ch.next_deal(), ch.dealer(), ch.vulnerability()) {
            (Some(d), Some(s), Some(v)) => (d, s, v),
            _ => return Err(line.err(ScoreError::ChicagoOver)),
        };
        let entries = ch.record(p.contract, p.by.side(), p.tricks).map_err(|e| line.err(e))?.to_vec();
        let row = format!("{} {}", deal_columns(deal, dealer, vul, &p), entries_text(&entries));
        let fields = json!({
            "deal": deal,
            "dealer": dealer.to_string(),
            "vulnerability": vul.to_string(),
            "entries": entries_json(&entries),
        });
        sheet.played(line, &p, row, fields);
    }
    if json {
        let mut v = sheet.line_score_json(&ch);
        v["scoring"] = json!("chicago");
        v["schedule"] = json!(schedule.name());
        outln!("{v}");
        return Ok(());
    }
    let (ns, ew) = (Side::NorthSouth, Side::EastWest);
    let title = format!(
        "Chicago (part scores carry; game 300, 500 vulnerable; 100 for a part score on deal 4; {})",
        schedule_text(schedule)
    );
    let layout = Layout {
        title: &title,
        heading: format!("{} Entries", columns(HEADINGS)),
        sides: ["NS", "EW"],
        totals: vec![
            ("Above the line".to_string(), ch.above_the_line(ns), ch.above_the_line(ew)),
            ("Below the line".to_string(), ch.below_the_line(ns), ch.below_the_line(ew)),
            ("Total".to_string(), ch.total(ns), ch.total(ew)),
        ],
    };
    let done = if ch.is_over() { String::new() } else { format!("after {} of 4 deals: ", ch.deals()) };
    sheet.print_with_totals(&layout, &ch, &done);
    Ok(())
}

/// Chicago with duplicate scoring: each deal scored alone; any number of deals.
pub fn duplicate(lines: &[Line], schedule: ChicagoSchedule, json: bool) -> Result<(), UserError> {
    let mut dc = DuplicateChicago::with_schedule(schedule);
    let mut sheet = Sheet::default();
    for line in lines {
        let Some((p, _)) = read_deal(line, &[])? else {
            sheet.passed(line, REDEALT.to_string());
            continue;
        };
        let (deal, dealer, vul) = (dc.next_deal(), dc.dealer(), dc.vulnerability());
        let score = dc.record(p.contract, p.by.side(), p.tricks).map_err(|e| line.err(e))?;
        let (ns_col, ew_col) = split_score(score);
        let row = format!("{} {ns_col:>7} {ew_col:>7}", deal_columns(deal, dealer, vul, &p));
        let fields =
            json!({ "deal": deal, "dealer": dealer.to_string(), "vulnerability": vul.to_string(), "ns_score": score });
        sheet.played(line, &p, row, fields);
    }
    let (ns, ew) = (Side::NorthSouth, Side::EastWest);
    if json {
        let v = json!({
            "scoring": "chicago-duplicate",
            "schedule": schedule.name(),
            "deals": sheet.deals_json(),
            "total": sides(dc.total(ns), dc.total(ew)),
            "complete_rounds": dc.deals() / 4,
            "whole_rounds": dc.is_complete_round(),
            "leader": leader_json(dc.leader()),
        });
        outln!("{v}");
        return Ok(());
    }
    sheet.print(
        &format!("Chicago with duplicate scoring (each deal scored alone; {})", schedule_text(schedule)),
        &format!("{} {:>7} {:>7}", columns(HEADINGS), "NS", "EW"),
    );
    outln!("{:<38} {:>7} {:>7}", "Total", dc.total(ns), dc.total(ew));
    outln!();
    let rounds = if dc.is_complete_round() {
        format!(
            "{} ({} of four)",
            crate::plural::count(dc.deals(), "deal", "deals"),
            crate::plural::count(dc.deals() / 4, "round", "rounds")
        )
    } else {
        format!("{} (not a whole number of four-deal rounds)", crate::plural::count(dc.deals(), "deal", "deals"))
    };
    outln!("{rounds}: NS {}, EW {}: {}.", dc.total(ns), dc.total(ew), margin_text(dc.leader(), "win"));
    Ok(())
}

/// The headings of the columns every Chicago row starts with.
const HEADINGS: [&str; 6] = ["Deal", "Dealer", "Vul", "Contract", "By", "Tricks"];

/// The columns every Chicago row starts with: deal, dealer, vulnerability, contract, declarer
/// and tricks.
fn deal_columns(deal: u32, dealer: Seat, vul: Vulnerability, p: &Played) -> String {
    let [contract, by, tricks] = [p.contract.to_string(), p.by.label(), p.tricks.to_string()];
    columns([&deal.to_string(), &dealer.to_string(), &vul.to_string(), &contract, &by, &tricks])
}

/// Six columns of a Chicago sheet, aligned.
fn columns(c: [&str; 6]) -> String {
    format!("{:>4} {:<6} {:<4} {:<8} {:<4} {:>6}", c[0], c[1], c[2], c[3], c[4], c[5])
}

/// A North-South score as the (NS, EW) columns of a sheet: the side that scored gets it.
fn split_score(score: i32) -> (String, String) {
    match score.cmp(&0) {
        std::cmp::Ordering::Greater => (score.to_string(), String::new()),
        std::cmp::Ordering::Less => (String::new(), score.unsigned_abs().to_string()),
        std::cmp::Ordering::Equal => ("0".into(), "0".into()),
    }
}
