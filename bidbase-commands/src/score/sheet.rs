//! Writing score sheets: a text row and a JSON object for each deal, and the totals under a
//! rubber or a Chicago sheet, which the two print alike.

use bidbase::Side;
use bidbase_scoring::{Chicago, RubberScore, ScoreItem, SheetEntry};
use serde_json::{json, Value};

use super::sheet_format::{Line, Played};

/// A score sheet being written: a text row and a JSON object for each deal.
#[derive(Default)]
pub struct Sheet {
    rows: Vec<String>,
    deals: Vec<Value>,
}

impl Sheet {
    /// A passed-out deal: its row, and `{"line": ..., "passed_out": true}`.
    pub fn passed(&mut self, line: &Line, row: String) {
        self.rows.push(row);
        self.deals.push(json!({ "line": line.origin, "passed_out": true }));
    }

    /// A deal played: its row, and the contract played with the line's origin and `fields`.
    pub fn played(&mut self, line: &Line, p: &Played, row: String, fields: Value) {
        self.rows.push(row);
        let mut d = p.json();
        d["line"] = json!(line.origin);
        if let (Some(d), Value::Object(fields)) = (d.as_object_mut(), fields) {
            d.extend(fields);
        }
        self.deals.push(d);
    }

    /// A row with no deal of its own (the end of an unfinished rubber).
    pub fn row(&mut self, row: String) {
        self.rows.push(row);
    }

    /// Every deal as JSON, in order.
    pub fn deals_json(&self) -> Value {
        json!(self.deals)
    }

    /// The title, the column headings and a row a deal.
    pub fn print(&self, title: &str, heading: &str) {
        outln!("{title}");
        outln!("{heading}");
        for row in &self.rows {
            outln!("{row}");
        }
    }

    /// A rubber or a Chicago sheet in text: the deals, the totals table under the columns
    /// `sides` (`totals`: a row each, NS and EW), and a last line `{before}NS n, EW n: who
    /// leads or won by how much.`
    pub fn print_with_totals(&self, layout: &Layout<'_>, score: &impl LineScore, before: &str) {
        self.print(layout.title, &layout.heading);
        outln!();
        total_row("", layout.sides[0], layout.sides[1]);
        for (label, ns, ew) in &layout.totals {
            total_row(label, ns, ew);
        }
        outln!();
        let (ns, ew) = (Side::NorthSouth, Side::EastWest);
        let verb = if score.is_over() { "win" } else { "lead" };
        outln!("{before}NS {}, EW {}: {}.", score.total(ns), score.total(ew), margin_text(score.leader(), verb));
    }

    /// What a rubber or a Chicago sheet shows as JSON: the deals, the points above and below
    /// the line and in all, whether it is over, and who leads.
    pub fn line_score_json(&self, score: &impl LineScore) -> Value {
        let (ns, ew) = (Side::NorthSouth, Side::EastWest);
        json!({
            "deals": self.deals_json(),
            "above_the_line": sides(score.above_the_line(ns), score.above_the_line(ew)),
            "below_the_line": sides(score.below_the_line(ns), score.below_the_line(ew)),
            "total": sides(score.total(ns), score.total(ew)),
            "over": score.is_over(),
            "leader": leader_json(score.leader()),
        })
    }
}

/// How a rubber or a Chicago sheet is laid out in text.
pub struct Layout<'a> {
    /// The first line.
    pub title: &'a str,
    /// The column headings of the deals.
    pub heading: String,
    /// The headings of the totals' NS and EW columns.
    pub sides: [&'a str; 2],
    /// The totals: a label, NS's points, EW's.
    pub totals: Vec<(String, u32, u32)>,
}

/// A row of the totals table: label, NS, EW.
fn total_row(label: &str, ns: impl std::fmt::Display, ew: impl std::fmt::Display) {
    outln!("{label:<18} {ns:>9} {ew:>9}");
}

/// What rubber and Chicago sheets both keep: points above and below the line, totals, whether
/// the sheet is over, and the side ahead on points and by how much.
pub trait LineScore {
    fn above_the_line(&self, side: Side) -> u32;
    fn below_the_line(&self, side: Side) -> u32;
    fn total(&self, side: Side) -> u32;
    fn is_over(&self) -> bool;
    fn leader(&self) -> Option<(Side, u32)>;
}

macro_rules! line_score {
    ($t:ty) => {
        impl LineScore for $t {
            fn above_the_line(&self, side: Side) -> u32 {
                <$t>::above_the_line(self, side)
            }
            fn below_the_line(&self, side: Side) -> u32 {
                <$t>::below_the_line(self, side)
            }
            fn total(&self, side: Side) -> u32 {
                <$t>::total(self, side)
            }
            fn is_over(&self) -> bool {
                <$t>::is_over(self)
            }
            fn leader(&self) -> Option<(Side, u32)> {
                <$t>::leader(self)
            }
        }
    };
}

line_score!(RubberScore);
line_score!(Chicago);

fn item_key(item: ScoreItem) -> &'static str {
    match item {
        ScoreItem::TrickScore => "trick_score",
        ScoreItem::Overtricks => "overtricks",
        ScoreItem::Insult => "insult",
        ScoreItem::SlamBonus => "slam_bonus",
        ScoreItem::Undertricks => "undertricks",
        ScoreItem::Honours => "honours",
        ScoreItem::GameBonus => "game_bonus",
        ScoreItem::PartScoreBonus => "part_score_bonus",
        ScoreItem::RubberBonus => "rubber_bonus",
        ScoreItem::UnfinishedGame => "unfinished_game",
        ScoreItem::UnfinishedPartScore => "unfinished_part_score",
    }
}

fn item_text(item: ScoreItem) -> &'static str {
    match item {
        ScoreItem::TrickScore => "below the line",
        ScoreItem::Overtricks => "overtricks",
        ScoreItem::Insult => "for the insult",
        ScoreItem::SlamBonus => "slam bonus",
        ScoreItem::Undertricks => "undertricks",
        ScoreItem::Honours => "honours",
        ScoreItem::GameBonus => "game bonus",
        ScoreItem::PartScoreBonus => "part-score bonus",
        ScoreItem::RubberBonus => "rubber bonus",
        ScoreItem::UnfinishedGame => "game in an unfinished rubber",
        ScoreItem::UnfinishedPartScore => "part score in an unfinished rubber",
    }
}

/// A deal's sheet entries in a row: `NS 60 below the line, NS 60 overtricks` (`-`: none).
pub fn entries_text(entries: &[SheetEntry]) -> String {
    if entries.is_empty() {
        return "-".into();
    }
    entries.iter().map(|e| format!("{} {} {}", e.side, e.points, item_text(e.item))).collect::<Vec<_>>().join(", ")
}

/// A deal's sheet entries as JSON.
pub fn entries_json(entries: &[SheetEntry]) -> Value {
    entries
        .iter()
        .map(|e| {
            json!({
                "side": e.side.to_string(),
                "item": item_key(e.item),
                "points": e.points,
                "below_the_line": e.item.below_the_line(),
            })
        })
        .collect()
}

/// `{"NS": ns, "EW": ew}`.
pub fn sides(ns: impl Into<Value>, ew: impl Into<Value>) -> Value {
    json!({ "NS": ns.into(), "EW": ew.into() })
}

/// "NS win by 810." / "level."
pub fn margin_text(leader: Option<(Side, u32)>, verb: &str) -> String {
    match leader {
        Some((side, by)) => format!("{side} {verb} by {by}"),
        None => "level".into(),
    }
}

/// The side ahead and by how much as JSON (null when level).
pub fn leader_json(leader: Option<(Side, u32)>) -> Value {
    match leader {
        Some((side, by)) => json!({ "side": side.to_string(), "by": by }),
        None => Value::Null,
    }
}
