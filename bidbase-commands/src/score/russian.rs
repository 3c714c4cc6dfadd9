//! Russian scoring: a deal's duplicate score IMPed against the target of the side with more
//! high-card points; one deal from flags (`score russian`), or a Chicago of them (`score
//! chicago --russian`).

use bidbase::{Contract, Seat, Side, Vulnerability};
use bidbase_scoring::{duplicate_score, ChicagoSchedule, CompensationTable, Fit, RussianScore};
use serde_json::json;

use super::chicago::{schedule_text, REDEALT};
use super::sheet::{sides, Sheet};
use super::sheet_format::{read_deal, read_file, Line};
use crate::error::UserError;

/// The compensation table: the built-in Russian one, or `--table FILE` (`-`: standard input),
/// with errors at `FILE:LINE`.
pub fn load_table(path: Option<&str>) -> Result<CompensationTable, UserError> {
    let Some(path) = path else {
        return Ok(CompensationTable::russian());
    };
    let (name, text) = read_file(path)?;
    CompensationTable::parse(&text).map_err(|e| {
        if e.line == 0 {
            UserError(format!("{name}: {}", e.kind))
        } else {
            UserError(format!("{name}:{}: {}", e.line, e.kind))
        }
    })
}

/// The fit class of `cards`, checked against the table: a table by fit needs it, the Russian
/// one takes none.
fn fit_for(table: &CompensationTable, cards: Option<u8>) -> Result<Option<Fit>, String> {
    match (table.by_fit(), cards) {
        (false, Some(_)) => Err("a fit is used only with a table by fit (--table FILE with a FIT column)".into()),
        (_, Some(n)) => Fit::from_cards(n).map(Some).map_err(|e| e.to_string()),
        (true, None) => {
            Err("the table is by fit: give the longest combined trump fit of the side with more points".into())
        }
        (false, None) => Ok(None),
    }
}

/// The table's name, for titles and JSON: `russian`, or the file.
fn table_name(path: Option<&str>) -> String {
    path.map_or_else(|| "russian".to_string(), str::to_string)
}

/// What `score russian` scores against: the table, its file, and the fit (`--fit`).
pub struct Against<'a> {
    /// The compensation table.
    pub table: &'a CompensationTable,
    /// `--table FILE`, if given.
    pub path: Option<&'a str>,
    /// `--fit N`.
    pub fit: Option<u8>,
}

/// `score russian`: one deal.
pub fn deal(
    c: Contract,
    declarer: Seat,
    tricks: u8,
    vul: Vulnerability,
    hcp: u8,
    against: &Against<'_>,
    json: bool,
) -> Result<(), UserError> {
    let side = declarer.side();
    let vulnerable = vul.seat(declarer);
    let score = duplicate_score(c, vulnerable, tricks)?;
    let fit = fit_for(against.table, against.fit).map_err(UserError)?;
    let r = against.table.score(hcp, fit, vul.relative_to(declarer), score)?;
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
                "table": table_name(against.path),
                "fit": fit.map(|f| f.label()),
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
        let fit_text = fit.map(|f| format!(" with a fit of {f}")).unwrap_or_default();
        let target = match stronger {
            Some(s) => format!("target {} for {s}{fit_text}", r.target.unsigned_abs()),
            None => format!("target {}{fit_text}", r.target),
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
/// overrides the Chicago schedule, `fit=N` (with a table by fit) is the longest trump fit of
/// the side with more points (at 20-20, North-South's).
pub fn chicago(
    lines: &[Line],
    schedule: ChicagoSchedule,
    table: &CompensationTable,
    path: Option<&str>,
    json: bool,
) -> Result<(), UserError> {
    let mut sheet = Sheet::default();
    let mut total = 0i32;
    let mut deal = 0u32;
    for line in lines {
        let Some((p, w)) = read_deal(line, &["hcp", "vul", "fit"])? else {
            sheet.passed(line, REDEALT.to_string());
            continue;
        };
        let hcp = w
            .u8_opt("hcp")?
            .ok_or_else(|| line.err("Russian scoring needs hcp=N, the declaring side's high-card points"))?;
        let fit = fit_for(table, w.u8_opt("fit")?).map_err(|e| line.err(e))?;
        deal += 1;
        let vul = w.vul_opt()?.unwrap_or_else(|| schedule.vulnerability(deal));
        let ns_score = p.ns_score(vul).map_err(|e| line.err(e))?;
        let ns_hcp = hcp_of(Side::NorthSouth, p.by.side(), hcp);
        let r: RussianScore =
            table.score(ns_hcp, fit, vul.relative_to(Seat::North), ns_score).map_err(|e| line.err(e))?;
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
            "fit": fit.map(|f| f.label()),
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
            json!({
                "scoring": "chicago-russian",
                "schedule": schedule.name(),
                "table": table_name(path),
                "deals": sheet.deals_json(),
                "imps": sides(total, -total),
            })
        );
        return Ok(());
    }
    sheet.print(
        &format!(
            "Chicago with Russian scoring (each deal IMPed against the stronger side's target; table {}; {})",
            table_name(path),
            schedule_text(schedule)
        ),
        &format!(
            "{:>4} {:<4} {:<8} {:<4} {:>6} {:>8} {:>5} {:<9} {:>7} {:>7}",
            "Deal", "Vul", "Contract", "By", "Tricks", "NS score", "HCP", "Target", "NS diff", "NS IMPs"
        ),
    );
    outln!();
    outln!("IMPs: NS {total:+}, EW {:+}.", -total);
    Ok(())
}
