//! `score bidittle --file PAD`: a BIDittle score pad, one hand a line, with the points each
//! hand earns and the running totals of the BLUE (North-South) and RED (East-West) teams.

use bidbase::{Contract, Seat, Side};
use bidbase_scoring::{bidittle_tricks, BidittlePad};
use serde_json::{json, Value};

use super::sheet::sides;
use super::sheet_format::{words, Line};
use crate::error::UserError;

/// Reads `CONTRACT DECLARER TRICKS`: `3H N 3`, `5S W -`, `3D S +7`, `4SX W +4`.
fn read_hand(line: &Line) -> Result<(Contract, Seat, u8), UserError> {
    let w = words(&line.text, line, &[])?;
    let [c, by, tricks] = w.pos.as_slice() else {
        return Err(line.err(format!(
            "expected CONTRACT DECLARER TRICKS (e.g. '3H N 3' or the pad's '3D S +7', '5S W -'), got '{}'",
            w.pos.join(" ")
        )));
    };
    let contract = Contract::parse(c).map_err(|e| line.err(format!("bad contract '{c}': {e}")))?;
    let declarer =
        Seat::parse(by).ok_or_else(|| line.err(format!("bad declarer '{by}': expected the seat N, E, S or W")))?;
    let tricks = bidittle_tricks(tricks, contract.level).ok_or_else(|| {
        line.err(format!("bad tricks '{tricks}': expected 0 to 7, +N (made with N tricks), =, -N (N short) or -"))
    })?;
    Ok((contract, declarer, tricks))
}

/// The pad whose hands are `lines`.
pub fn pad(lines: &[Line], json: bool) -> Result<(), UserError> {
    let mut pad = BidittlePad::new();
    for line in lines {
        let (contract, declarer, tricks) = read_hand(line)?;
        pad.record(contract, declarer, tricks).map_err(|e| line.err(e))?;
    }
    let running = pad.running_totals();
    let (blue, red) = (BidittlePad::BLUE, BidittlePad::RED);
    if json {
        let hands: Vec<Value> = pad
            .entries()
            .iter()
            .zip(&running)
            .zip(lines)
            .enumerate()
            .map(|(i, ((e, t), line))| {
                json!({
                    "hand": i + 1,
                    "line": line.origin,
                    "contract": e.contract.to_string(),
                    "declarer": e.declarer.to_string(),
                    "tricks": e.tricks,
                    "made": e.made(),
                    "result": e.to_string(),
                    "points": sides(e.points(blue), e.points(red)),
                    "running": sides(t[0], t[1]),
                })
            })
            .collect();
        let leader = pad.leader().map(|s: Side| s.to_string());
        outln!(
            "{}",
            json!({
                "scoring": "bidittle",
                "blue": "NS",
                "red": "EW",
                "hands": hands,
                "total": sides(pad.total(blue), pad.total(red)),
                "leader": leader,
            })
        );
        return Ok(());
    }
    outln!("BIDittle score pad: BLUE = North-South, RED = East-West (made + tricks taken, down -)");
    outln!("{:>4} {:<14} {:>5} {:>5} {:>10} {:>9}", "Hand", "Result", "BLUE", "RED", "BLUE total", "RED total");
    for (i, (e, t)) in pad.entries().iter().zip(&running).enumerate() {
        let (b, r) = (e.points(blue), e.points(red));
        let cell = |p: u32| if p == 0 { String::new() } else { p.to_string() };
        outln!("{:>4} {:<14} {:>5} {:>5} {:>10} {:>9}", i + 1, e.to_string(), cell(b), cell(r), t[0], t[1]);
    }
    outln!();
    let (b, r) = (pad.total(blue), pad.total(red));
    let outcome = match pad.leader() {
        Some(Side::NorthSouth) => format!("BLUE lead by {}", b - r),
        Some(Side::EastWest) => format!("RED lead by {}", r - b),
        None => "level".to_string(),
    };
    outln!("TOTAL: BLUE {b}, RED {r}: {outcome}.");
    Ok(())
}
