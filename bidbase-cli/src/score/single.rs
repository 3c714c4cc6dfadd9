//! The single results of `score`: a contract's duplicate score, IMPs for a point difference,
//! victory points for a match's IMP margin, and a BIDittle contract's score.

use bidbase::{Contract, Seat, Vulnerability};
use bidbase_scoring::{bidittle_score, duplicate_score, imps, victory_points, ScoreBreakdown};
use serde_json::json;

use crate::error::UserError;

/// The victory-point scale `vp` and `teams --vp` use.
pub const VP_SCALE: &str = "the example table of the rules of contract bridge for a 24-board match, 20 VP a match: \
                            0-2 IMPs 10-10, 3-6 11-9, ..., 55 or more 20-0";

/// `score duplicate`: the duplicate score of a contract, from the declaring side's view.
pub fn duplicate(c: Contract, declarer: Seat, vul: Vulnerability, tricks: u8, json: bool) -> Result<(), UserError> {
    let vulnerable = vul.seat(declarer);
    let score = duplicate_score(c, vulnerable, tricks)?;
    let b = ScoreBreakdown::new(c, vulnerable, tricks)?;
    if json {
        outln!(
            "{}",
            json!({
                "score": score,
                "contract": c.to_string(),
                "declarer": declarer.to_string(),
                "vulnerable": vulnerable,
                "tricks": tricks,
                "made": b.made(),
                "overtricks": b.overtrick_count(),
                "undertricks": b.undertrick_count(),
            })
        );
    } else {
        let result = if b.made() {
            format!("made with {} overtrick(s)", b.overtrick_count())
        } else {
            format!("down {}", b.undertrick_count())
        };
        outln!(
            "{c} by {declarer} ({}), {tricks} tricks: {result}: {score:+}",
            if vulnerable { "vulnerable" } else { "not vulnerable" }
        );
    }
    Ok(())
}

/// `score imps`: IMPs for a point difference.
pub fn imps_for(diff: i32, json: bool) {
    let n = imps(diff);
    if json {
        outln!("{}", json!({ "imps": n, "diff": diff }));
    } else {
        outln!("{diff:+} points = {n:+} IMPs");
    }
}

/// `score vp`: victory points for an IMP margin.
pub fn vp(margin: i32, json: bool) {
    let (ours, theirs) = victory_points(margin);
    if json {
        outln!("{}", json!({ "imps": margin, "ours": ours, "theirs": theirs, "scale": VP_SCALE }));
    } else {
        outln!("{margin:+} IMPs = {ours}-{theirs} victory points");
        outln!("scale: {VP_SCALE}");
    }
}

/// `score bidittle`: a BIDittle contract's score.
pub fn bidittle(c: Contract, declarer: Seat, tricks: u8, json: bool) -> Result<(), UserError> {
    let s = bidittle_score(c, tricks)?;
    let score = s.declarers as i32 - s.defenders as i32;
    if json {
        outln!("{}", json!({ "score": score, "declarers": s.declarers, "defenders": s.defenders }));
    } else {
        outln!(
            "BIDittle {c} by {declarer}, {tricks} tricks: declarers {} points, defenders {} points",
            s.declarers,
            s.defenders
        );
    }
    Ok(())
}
