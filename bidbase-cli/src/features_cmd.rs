//! `bidbase features HAND [--json]`.

use std::process::ExitCode;

use bidbase::tables::code;
use bidbase::{shape, Features, Hand, Suit};
use serde_json::{json, Map, Value};

use crate::error::UserError;

/// Arguments of `features`.
#[derive(clap::Args)]
pub struct Args {
    /// The hand, BidBase (AQ3-T87-K6432-T4) or PBN (AQ3.T87.K6432.T4) notation.
    hand: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn half(x2: u8) -> Value {
    if x2 % 2 == 0 {
        json!(x2 / 2)
    } else {
        json!(x2 as f64 / 2.0)
    }
}

/// Every measure of a hand as JSON.
pub fn features_json(hand: Hand) -> Value {
    let f = Features::new(hand);
    let mut suits = Map::new();
    for s in Suit::DESCENDING {
        let i = f.suit(s);
        let mut codes: Vec<&str> = Vec::new();
        for (flag, name) in [
            (code::A, "a"),
            (code::B, "b"),
            (code::C, "c"),
            (code::D, "d"),
            (code::FRC, "FRC"),
            (code::SRC, "SRC"),
            (code::HA, "HA"),
            (code::HH, "HH"),
            (code::SS, "SS"),
        ] {
            if i.has(flag) {
                codes.push(name);
            }
        }
        suits.insert(
            s.letter().to_string(),
            json!({
                "holding": hand.holding(s).to_string(),
                "length": i.len,
                "hcp": i.hcp(),
                "distribution_points": i.dist(),
                "quick_tricks": half(i.quick_tricks_x2()),
                "losers": half(i.losers_x2()),
                "winners": half(i.winners_x2()),
                "running_winners": i.running(),
                "stopper": i.stopper().code(),
                "intermediates": i.intermediates(),
                "honors_with_intermediates": i.honors_seq,
                "top_honors": (1..=5).map(|m| i.of_top(m)).collect::<Vec<_>>(),
                "codes": codes,
                "gib_quality": i.gib_quality().name(),
                "gib_stop": i.gib_stop().name(),
                "honor_value": i.honor_value,
                "knr": i.knr as f64 / 100.0,
            }),
        );
    }
    let shapes: Vec<&str> = shape::NAMES.iter().filter(|(flag, _)| f.shape() & flag != 0).map(|(_, n)| *n).collect();
    json!({
        "hand": hand.to_bidbase(),
        "deck": hand.deck().name(),
        "hcp": f.hcp(),
        "distribution_points": f.distribution_points(),
        "total_points": f.total_points(),
        "quick_tricks": half(f.quick_tricks_x2()),
        "losers": half(f.losers_x2()),
        "winners": half(f.winners_x2()),
        "running_winners": f.running_winners(),
        "suits_stopped": half(f.suits_stopped_x2()),
        "intermediates": f.intermediates(),
        "knr": f.knr_x100() as f64 / 100.0,
        "balanced": f.is_balanced(),
        "shape": shapes,
        "suits": suits,
    })
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let hand = Hand::parse(&args.hand).map_err(|e| UserError(format!("bad hand '{}': {e}", args.hand)))?;
    let v = features_json(hand);
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(ExitCode::SUCCESS);
    }
    let g = |k: &str| v[k].to_string();
    outln!("hand {} ({} deck)", hand.to_bidbase(), hand.deck());
    outln!(
        "HCP {}  distribution {}  total {}  KnR {}",
        g("hcp"),
        g("distribution_points"),
        g("total_points"),
        g("knr")
    );
    outln!(
        "quick tricks {}  losers {}  winners {} (running {})  suits stopped {}  intermediates {}",
        g("quick_tricks"),
        g("losers"),
        g("winners"),
        g("running_winners"),
        g("suits_stopped"),
        g("intermediates")
    );
    let shapes: Vec<String> =
        v["shape"].as_array().into_iter().flatten().map(|s| s.as_str().unwrap_or("").to_string()).collect();
    outln!("shape {}", shapes.join(", "));
    outln!("suit holding     len hcp  QT  losers winners stopper int  codes          GIB quality / stop");
    for s in Suit::DESCENDING {
        let x = &v["suits"][s.letter().to_string()];
        let codes: Vec<String> =
            x["codes"].as_array().into_iter().flatten().map(|c| c.as_str().unwrap_or("").to_string()).collect();
        let t = |k: &str| match &x[k] {
            Value::String(s) => s.clone(),
            v => v.to_string(),
        };
        outln!(
            "{}    {:<12} {:>3} {:>3} {:>4} {:>6} {:>7} {:>7} {:>3}  {:<14} {} / {}",
            s.letter(),
            t("holding"),
            t("length"),
            t("hcp"),
            t("quick_tricks"),
            t("losers"),
            t("winners"),
            t("stopper"),
            t("intermediates"),
            codes.join(","),
            x["gib_quality"].as_str().unwrap_or(""),
            x["gib_stop"].as_str().unwrap_or(""),
        );
    }
    Ok(ExitCode::SUCCESS)
}
