//! Russian scoring: a deal's duplicate score IMPed against the target of the side with more
//! high-card points; one deal from flags (`score russian`), or a Chicago of them (`score
//! chicago --russian`).

use bidbase::{Contract, Seat, Side, Vulnerability};
use bidbase_scoring::{chicago_vulnerability, duplicate_score, russian_imps, RussianScore};
use serde_json::json;

use super::chicago::REDEALT;
use super::sheet::{sides, Sheet};
use super::sheet_format::{read_deal, Line};
use crate::error::UserError;

/// `score russian`: one deal.
pub fn deal(c: Contract, declarer: Seat, tricks: u8, vul: Vulnerability, hcp: u8, json: bool) -> Result<(), UserError> {
    let side = declarer.side();
    let vulnerable = vul.seat(declarer);
    let score = duplicate_score(c, vulnerable, tricks)?;
    let r = russian_imps(hcp, vul.relative_to(declarer), score)?;
    let stronger = stronger_side(side, hcp);
    if json {
        outln!(
            "{}",
            json!({
                "contract": c.to_string(),
                "declarer": declarer.to_string(),
                "side": side.to_string(),
                "vulnerable": vulnerable,
                "tricks": tricks,
                "hcp": hcp,
                "score": score,
                "stronger": stronger.map(|s| s.to_string()),
                "target": r.target.unsigned_abs(),
                "side_target": r.target,
                "difference": r.difference,
                "imps": r.imps,
            })
        );
    } else {
        outln!(
            "{c} by {declarer} ({}), {}: {side} score {score:+}",
            if vulnerable { "vulnerable" } else { "not vulnerable" },
            crate::plural::count(tricks, "trick", "tricks")
        );
        let target = match stronger {
            Some(s) => format!("target {} for {s}", r.target.unsigned_abs()),
            None => "target 0".into(),
        };
        let other = side.opponents();
        outln!("{side} held {hcp} HCP, {other} {}: {target}", hcp_of(other, side, hcp));
        outln!("difference {:+} = {:+} IMPs to {side}", r.difference, r.imps);
    }
    Ok(())
}

/// The side with more high-card points, given `side` held `hcp`; `None` at 20-20.
fn stronger_side(side: Side, hcp: u8) -> Option<Side> {
    match hcp.cmp(&20) {
        std::cmp::Ordering::Greater => Some(side),
        std::cmp::Ordering::Less => Some(side.opponents()),
        std::cmp::Ordering::Equal => None,
    }
}

/// The points `who` held, given `side` held `hcp`.
fn hcp_of(who: Side, side: Side, hcp: u8) -> u8 {
    if who == side {
        hcp
    } else {
        40u8.saturating_sub(hcp)
    }
}

/// `score chicago --russian`: each deal's duplicate score IMPed against the stronger side's
/// target, from North-South's view; `hcp=N` (required) is the declaring side's points, `vul=V`
/// overrides the Chicago schedule.
pub fn chicago(lines: &[Line], json: bool) -> Result<(), UserError> {
    let mut sheet = Sheet::default();
    let mut total = 0i32;
    let mut deal = 0u32;
    for line in lines {
        let Some((p, w)) = read_deal(line, &["hcp", "vul"])? else {
            sheet.passed(line, REDEALT.to_string());
            continue;
        };
        let hcp = w
            .u8_opt("hcp")?
            .ok_or_else(|| line.err("Russian scoring needs hcp=N, the declaring side's high-card points"))?;
        deal += 1;
        let vul = w.vul_opt()?.unwrap_or_else(|| chicago_vulnerability(deal));
        let ns_score = p.ns_score(vul).map_err(|e| line.err(e))?;
        let ns_hcp = hcp_of(Side::NorthSouth, p.by.side(), hcp);
        let r: RussianScore = russian_imps(ns_hcp, vul.relative_to(Seat::North), ns_score).map_err(|e| line.err(e))?;
        total += r.imps;
        let stronger = stronger_side(Side::NorthSouth, ns_hcp);
        let target = r.target.unsigned_abs();
        let target_text = match stronger {
            Some(s) => format!("{s} {target}"),
            None => "0".into(),
        };
        let row = format!(
            "{deal:>4} {:<4} {:<8} {:<4} {:>6} {ns_score:>8} {:>5} {target_text:<9} {:>7} {:>7}",
            vul.to_string(),
            p.contract.to_string(),
            p.by.label(),
            p.tricks,
            format!("{ns_hcp}/{}", 40u8.saturating_sub(ns_hcp)),
            format!("{:+}", r.difference),
            format!("{:+}", r.imps),
        );
        let fields = json!({
            "deal": deal,
            "vulnerability": vul.to_string(),
            "hcp": sides(ns_hcp, 40u8.saturating_sub(ns_hcp)),
            "ns_score": ns_score,
            "stronger": stronger.map(|s| s.to_string()),
            "target": target,
            "ns_target": r.target,
            "ns_difference": r.difference,
            "ns_imps": r.imps,
        });
        sheet.played(line, &p, row, fields);
    }
    if json {
        outln!(
            "{}",
            json!({ "scoring": "chicago-russian", "deals": sheet.deals_json(), "imps": sides(total, -total) })
        );
        return Ok(());
    }
    sheet.print(
        "Chicago with Russian scoring (each deal IMPed against the stronger side's target)",
        &format!(
            "{:>4} {:<4} {:<8} {:<4} {:>6} {:>8} {:>5} {:<9} {:>7} {:>7}",
            "Deal", "Vul", "Contract", "By", "Tricks", "NS score", "HCP", "Target", "NS diff", "NS IMPs"
        ),
    );
    outln!();
    outln!("IMPs: NS {total:+}, EW {:+}.", -total);
    Ok(())
}
