//! `score minibridge`: the score of a part score or game contract, or of a contract reached
//! with slips (`--contract 4H`), and the declarer from the four announced point counts.

use bidbase::{Contract, Seat, Side, Strain};
use bidbase_scoring::{
    minibridge_contract_score, minibridge_declarer, minibridge_is_game, minibridge_score, MinibridgeContract,
    MinibridgeDeclarer,
};
use serde_json::{json, Value};

use super::sheet::sides;
use crate::error::UserError;
use crate::shared_args::parse_dealer;

/// What a minibridge command found: JSON fields, and a line of text for each part.
#[derive(Default)]
struct Report {
    json: serde_json::Map<String, Value>,
    text: Vec<String>,
}

impl Report {
    fn set(&mut self, key: &str, value: Value) {
        self.json.insert(key.into(), value);
    }
}

/// What `score minibridge` was asked.
pub struct Request<'a> {
    /// `--strain`: the announced form's trump suit.
    pub strain: Option<&'a str>,
    /// `--game`: the announced form's "game".
    pub game: bool,
    /// `--contract`: the slip form's contract.
    pub contract: Option<&'a str>,
    /// `--declarer`: who played the slip form's contract.
    pub declarer: Option<&'a str>,
    /// `--tricks`.
    pub tricks: Option<u8>,
    /// `--points`.
    pub points: Option<&'a str>,
    /// `--dealer`.
    pub dealer: &'a str,
}

/// The score of a contract (`strain`, `game`, `tricks`, or the slip form's `contract`,
/// `declarer`, `tricks`) and/or the declarer from `points` (`N,E,S,W`) and the dealer.
pub fn run(req: &Request<'_>, json: bool) -> Result<(), UserError> {
    if req.strain.is_none() && req.contract.is_none() && req.points.is_none() {
        return Err(UserError(
            "give --strain S --tricks N [--game], or --contract 4H --tricks N [--declarer S], and/or --points N,E,S,W"
                .into(),
        ));
    }
    if req.tricks.is_some() && req.strain.is_none() && req.contract.is_none() {
        return Err(UserError("--tricks needs --strain (and --game) or --contract".into()));
    }
    let mut out = Report::default();
    if let Some(points) = req.points {
        declarer(points, req.dealer, &mut out)?;
    }
    if let (Some(s), Some(tricks)) = (req.strain, req.tricks) {
        contract(s, req.game, tricks, &mut out)?;
    }
    if let (Some(k), Some(tricks)) = (req.contract, req.tricks) {
        slip_contract(k, req.declarer, tricks, &mut out)?;
    }
    if json {
        outln!("{}", Value::Object(out.json));
    } else {
        for t in out.text {
            outln!("{t}");
        }
    }
    Ok(())
}

/// The declarer from the four announced point counts: the side with more, and of its two
/// players the one with more (on a tie, the one who speaks first).
fn declarer(points: &str, dealer: &str, out: &mut Report) -> Result<(), UserError> {
    let dealer = parse_dealer(dealer)?;
    let bad = || UserError(format!("bad points '{points}': expected four counts N,E,S,W like 14,8,10,8"));
    let counts: Vec<u8> = points
        .split([',', ' ', '/'])
        .filter(|s| !s.is_empty())
        .map(|s| s.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| bad())?;
    let hcp: [u8; 4] = counts.try_into().map_err(|_| bad())?;
    let ns = u32::from(hcp[0]) + u32::from(hcp[2]);
    out.set("points", json!({ "N": hcp[0], "E": hcp[1], "S": hcp[2], "W": hcp[3] }));
    out.set("dealer", json!(dealer.to_string()));
    out.set("side_points", sides(ns, 40u32.saturating_sub(ns)));
    let counts = format!("Points N {} E {} S {} W {}", hcp[0], hcp[1], hcp[2], hcp[3]);
    match minibridge_declarer(dealer, hcp)? {
        MinibridgeDeclarer::Declarer(d) => {
            out.set("declarer", json!(d.to_string()));
            out.set("redeal", json!(false));
            let side_points = if d.side() == Side::NorthSouth { ns } else { 40 - ns };
            out.text.push(format!("{counts} (dealer {dealer}): {} hold {side_points}, {d} declares", d.side()));
        }
        MinibridgeDeclarer::Redeal => {
            out.set("declarer", Value::Null);
            out.set("redeal", json!(true));
            out.text.push(format!("{counts}: 20-20, the dealer deals again"));
        }
    }
    Ok(())
}

/// The result's fields of a contract's report: tricks taken and needed, whether it made, its
/// score and what each side scores.
fn set_result(out: &mut Report, tricks: u8, needed: u8, score: i32) {
    out.set("tricks", json!(tricks));
    out.set("needed", json!(needed));
    out.set("made", json!(score > 0));
    out.set("score", json!(score));
    out.set("declarers", json!(score.max(0)));
    out.set("defenders", json!((-score).max(0)));
}

/// The score of a part score or game contract in `strain` that took `tricks`.
fn contract(strain: &str, game: bool, tricks: u8, out: &mut Report) -> Result<(), UserError> {
    let strain =
        parse_strain(strain).ok_or_else(|| UserError(format!("bad strain '{strain}': expected C, D, H, S or NT")))?;
    let kind = if game { MinibridgeContract::Game(strain) } else { MinibridgeContract::PartScore(strain) };
    let score = minibridge_score(kind, tricks)?;
    let needed = kind.tricks_needed();
    let name = if game { "game" } else { "part score" };
    out.set("contract", json!(if game { "game" } else { "part" }));
    out.set("strain", json!(strain.to_string()));
    set_result(out, tricks, needed, score);
    let result = if score > 0 {
        format!("made: declaring side {score}")
    } else {
        format!("{} short: opponents {}", needed - tricks, -score)
    };
    let taken = crate::plural::count(tricks, "trick", "tricks");
    out.text.push(format!("Minibridge {name} in {strain}, {taken} ({needed} needed): {result} ({score:+})"));
    Ok(())
}

/// The score of a contract reached in the slip version (`4H`, declared by `declarer` if given)
/// that took `tricks`: minibridge's scoring with the contract in place of the announcement.
fn slip_contract(text: &str, declarer: Option<&str>, tricks: u8, out: &mut Report) -> Result<(), UserError> {
    let k = Contract::parse(text).map_err(|e| UserError(format!("bad contract '{text}': {e}")))?;
    let by = declarer
        .map(|d| Seat::parse(d).ok_or_else(|| UserError(format!("bad declarer '{d}': expected N, E, S or W"))))
        .transpose()?;
    let score = minibridge_contract_score(k, tricks)?;
    let needed = k.level + 6;
    let game = minibridge_is_game(k);
    out.set("contract", json!(k.to_string()));
    out.set("game", json!(game));
    out.set("declarer", json!(by.map(|s| s.to_string())));
    out.set("side", json!(by.map(|s| s.side().to_string())));
    set_result(out, tricks, needed, score);
    let kind = if game { "game, 300 bonus" } else { "part score, 50 bonus" };
    let by_text = by.map(|s| format!(" by {s}")).unwrap_or_default();
    let result = match (score > 0, by) {
        (true, Some(s)) => format!("made: {} {score}", s.side()),
        (true, None) => format!("made: declaring side {score}"),
        (false, Some(s)) => format!("{} short: {} {}", needed - tricks, s.side().opponents(), -score),
        (false, None) => format!("{} short: opponents {}", needed - tricks, -score),
    };
    let taken = crate::plural::count(tricks, "trick", "tricks");
    out.text.push(format!("Minibridge {k}{by_text} ({kind}), {taken} ({needed} needed): {result} ({score:+})"));
    Ok(())
}

/// `--strain`: C, D, H, S, or N/NT.
fn parse_strain(text: &str) -> Option<Strain> {
    match text.trim().to_ascii_uppercase().as_str() {
        "C" | "CLUBS" => Some(Strain::Clubs),
        "D" | "DIAMONDS" => Some(Strain::Diamonds),
        "H" | "HEARTS" => Some(Strain::Hearts),
        "S" | "SPADES" => Some(Strain::Spades),
        "N" | "NT" | "NOTRUMP" | "NOTRUMPS" => Some(Strain::NoTrump),
        _ => None,
    }
}
