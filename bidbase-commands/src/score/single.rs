//! The single results of `score`: a contract's duplicate score, IMPs for a point difference,
//! victory points for a match's IMP margin, and a BIDittle contract's score.

use bidbase::{Contract, Seat, Vulnerability};
use bidbase_scoring::{bidittle_score, duplicate_score, imps, victory_points, ScoreBreakdown};
use serde_json::json;

use crate::error::UserError;

/// The victory-point scale `vp` and `teams --vp` use.
pub const VP_SCALE: &str = "the two teams of a 24-board match share 20 victory points: a margin of 0-2 IMPs \
                            gives 10-10, 3-6 IMPs 11-9, and so on up to 55 IMPs or more, 20-0";

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
            format!("made with {}", crate::plural::count(b.overtrick_count(), "overtrick", "overtricks"))
        } else {
            format!("down {}", b.undertrick_count())
        };
        outln!(
            "{c} by {declarer} ({}), {}: {result}: {score:+}",
            if vulnerable { "vulnerable" } else { "not vulnerable" },
            crate::plural::count(tricks, "trick", "tricks")
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
        let (points, imp_word) =
            (crate::plural::noun(diff.abs(), "point", "points"), crate::plural::noun(n.abs(), "IMP", "IMPs"));
        outln!("{diff:+} {points} = {n:+} {imp_word}");
    }
}

/// `score vp`: victory points for an IMP margin.
pub fn vp(margin: i32, json: bool) {
    let (ours, theirs) = victory_points(margin);
    if json {
        outln!("{}", json!({ "imps": margin, "ours": ours, "theirs": theirs, "scale": VP_SCALE }));
    } else {
        outln!("{margin:+} {} = {ours}-{theirs} victory points", crate::plural::noun(margin.abs(), "IMP", "IMPs"));
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
            "BIDittle {c} by {declarer}, {}: declarers {}, defenders {}",
            crate::plural::count(tricks, "trick", "tricks"),
            crate::plural::count(s.declarers, "point", "points"),
            crate::plural::count(s.defenders, "point", "points")
        );
    }
    Ok(())
}
