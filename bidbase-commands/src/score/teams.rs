//! `score teams`: a team-of-four match over two rooms, IMPs per board and in total, and
//! victory points; or (`--bam`) board-a-match: a board won, tied or lost.

use bidbase::Vulnerability;
use bidbase_scoring::{team_imps, victory_points, BamResult, BoardAMatch};
use serde_json::{json, Value};

use super::sheet_format::{vul_of_board, words, Line, Outcome};
use super::single::VP_SCALE;
use crate::error::UserError;

/// IMPs of the team, in all, won and lost.
#[derive(Default)]
struct Imps {
    total: i32,
    won: i32,
    lost: i32,
}

/// The match whose boards are `lines` (`BOARD ROOM1 | ROOM2 [vul=V]`); `vp` adds the victory
/// points; `bam` scores it board-a-match instead of by IMPs.
pub fn run(lines: &[Line], vp: bool, bam: bool, json: bool) -> Result<(), UserError> {
    if bam {
        return board_a_match(lines, json);
    }
    let mut rows = Vec::new();
    let mut boards_json = Vec::new();
    let mut imps = Imps::default();
    for line in lines {
        let b = read_board(line)?;
        let diff = i64::from(b.scores.0) - i64::from(b.scores.1);
        let n = team_imps(b.scores.0, b.scores.1);
        imps.total += n;
        if n > 0 {
            imps.won += n;
        } else {
            imps.lost -= n;
        }
        rows.push(format!("{} {:>5}", b.row_text(diff), format!("{n:+}")));
        let mut v = b.json(line, diff);
        v["imps"] = json!(n);
        boards_json.push(v);
    }
    if json {
        print_json(boards_json, &imps, vp);
    } else {
        print_text(&rows, &imps, vp);
    }
    Ok(())
}

/// `score teams --bam`: each board won (1), tied (½) or lost (0) by the team, and the total.
fn board_a_match(lines: &[Line], json: bool) -> Result<(), UserError> {
    let mut m = BoardAMatch::new();
    let mut rows = Vec::new();
    let mut boards_json = Vec::new();
    for line in lines {
        let b = read_board(line)?;
        let (s1, s2) = b.scores;
        let r = m.record(s1, s2);
        let diff = i64::from(s1) - i64::from(s2);
        rows.push(format!("{} {:<4} {:>3}", b.row_text(diff), r.word(), half_text(r.half_points())));
        let mut v = b.json(line, diff);
        v["result"] = json!(r.word());
        v["points"] = json!(r.points());
        boards_json.push(v);
    }
    let (won, tied, lost) = (m.count(BamResult::Win), m.count(BamResult::Tie), m.count(BamResult::Loss));
    if json {
        outln!(
            "{}",
            json!({
                "scoring": "board-a-match",
                "boards": boards_json,
                "points": m.points(),
                "opponents_points": m.opponents_points(),
                "of": m.boards(),
                "won": won,
                "tied": tied,
                "lost": lost,
            })
        );
        return Ok(());
    }
    outln!("Board-a-match: the team sits NS in room 1 and EW in room 2 (scores are North-South's); a board won 1, tied 1/2, lost 0");
    outln!(
        "{:>5} {:<4} {:<14} {:>6} {:<14} {:>6} {:>6} {:<4} {:>3}",
        "Board",
        "Vul",
        "Room 1",
        "NS",
        "Room 2",
        "NS",
        "Diff",
        "",
        "Pts"
    );
    for row in &rows {
        outln!("{row}");
    }
    outln!();
    outln!(
        "Board-a-match: {} of {} (won {won}, tied {tied}, lost {lost}); the opponents {}.",
        half_text(m.half_points()),
        m.boards(),
        half_text(u32::try_from(2 * m.boards()).unwrap_or(u32::MAX).saturating_sub(m.half_points())),
    );
    Ok(())
}

/// Points counted in halves as text: `2`, `1/2`, `2 1/2`.
fn half_text(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (w, 0) => w.to_string(),
        (0, _) => "1/2".to_string(),
        (w, _) => format!("{w} 1/2"),
    }
}

/// A board of the match: its number, vulnerability, and each room's result and North-South
/// score.
struct Board {
    board: u32,
    vul: Vulnerability,
    rooms: (Outcome, Outcome),
    scores: (i32, i32),
}

impl Board {
    /// The board's line of the table up to the difference: board, vulnerability, each room's
    /// result and North-South score, and the difference of the two.
    fn row_text(&self, diff: i64) -> String {
        let (s1, s2) = self.scores;
        format!(
            "{:>5} {:<4} {:<14} {s1:>6} {:<14} {s2:>6} {diff:>6}",
            self.board,
            self.vul.to_string(),
            self.rooms.0.text(),
            self.rooms.1.text(),
        )
    }

    /// The board as JSON: its number, line, vulnerability, each room's result and the difference.
    fn json(&self, line: &Line, diff: i64) -> Value {
        let (s1, s2) = self.scores;
        json!({
            "board": self.board,
            "line": line.origin,
            "vulnerability": self.vul.to_string(),
            "room1": self.rooms.0.json(s1),
            "room2": self.rooms.1.json(s2),
            "difference": diff,
        })
    }
}

/// Reads `BOARD ROOM1 | ROOM2 [vul=V]`.
fn read_board(line: &Line) -> Result<Board, UserError> {
    let text = line.text.replace('|', " | ");
    let w = words(&text, line, &["vul"])?;
    let bar = w.pos.iter().position(|&t| t == "|");
    let (Some(bar), 2..) = (bar, w.pos.len()) else {
        return Err(line.err("expected BOARD ROOM1 | ROOM2, e.g. '1 4S S 10 | 4S S 11'"));
    };
    if w.pos.iter().filter(|&&t| t == "|").count() > 1 {
        return Err(line.err("more than one '|': expected BOARD ROOM1 | ROOM2"));
    }
    let left = &w.pos[..bar];
    let right = &w.pos[bar + 1..];
    let Some((board_text, room1)) = left.split_first() else {
        return Err(line.err("expected BOARD ROOM1 | ROOM2, e.g. '1 4S S 10 | 4S S 11'"));
    };
    let board: u32 = board_text
        .parse()
        .ok()
        .filter(|&b| b >= 1)
        .ok_or_else(|| line.err(format!("bad board number '{board_text}'")))?;
    let vul = w.vul_opt()?.unwrap_or_else(|| vul_of_board(board));
    let room = |pos: &[&str], n: u8| -> Result<(Outcome, i32), UserError> {
        let o = Outcome::parse(pos).map_err(|e| line.err(format!("room {n}: {e}")))?;
        let s = o.ns_score(Some(vul)).map_err(|e| line.err(format!("room {n}: {e}")))?;
        Ok((o, s))
    };
    let (o1, s1) = room(room1, 1)?;
    let (o2, s2) = room(right, 2)?;
    Ok(Board { board, vul, rooms: (o1, o2), scores: (s1, s2) })
}

fn print_json(boards: Vec<Value>, imps: &Imps, vp: bool) {
    let mut v = json!({
        "boards": boards,
        "imps": imps.total,
        "imps_won": imps.won,
        "imps_lost": imps.lost,
    });
    if vp {
        let (ours, theirs) = victory_points(imps.total);
        v["victory_points"] = json!({ "ours": ours, "theirs": theirs, "scale": VP_SCALE });
    }
    outln!("{v}");
}

fn print_text(rows: &[String], imps: &Imps, vp: bool) {
    outln!("Team match: the team sits NS in room 1 and EW in room 2 (scores are North-South's)");
    outln!(
        "{:>5} {:<4} {:<14} {:>6} {:<14} {:>6} {:>6} {:>5}",
        "Board",
        "Vul",
        "Room 1",
        "NS",
        "Room 2",
        "NS",
        "Diff",
        "IMPs"
    );
    for row in rows {
        outln!("{row}");
    }
    outln!();
    outln!("IMPs: {:+} (won {}, lost {})", imps.total, imps.won, imps.lost);
    if vp {
        let (ours, theirs) = victory_points(imps.total);
        outln!("Victory points: {ours}-{theirs}; scale: {VP_SCALE}");
    }
}
