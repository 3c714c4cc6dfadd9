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
    let codes_of = |s: Suit| -> Vec<String> {
        let x = &v["suits"][s.letter().to_string()];
        x["codes"].as_array().into_iter().flatten().map(|c| c.as_str().unwrap_or("").to_string()).collect()
    };
    let width = Suit::DESCENDING.iter().map(|&s| codes_of(s).join(",").len()).max().unwrap_or(0).max(14);
    outln!("suit holding     len hcp  QT  losers winners stopper int  {:<width$} GIB quality / stop", "codes");
    for s in Suit::DESCENDING {
        let x = &v["suits"][s.letter().to_string()];
        let codes = codes_of(s);
        let t = |k: &str| match &x[k] {
            Value::String(s) => s.clone(),
            v => v.to_string(),
        };
        outln!(
            "{}    {:<12} {:>3} {:>3} {:>4} {:>6} {:>7} {:>7} {:>3}  {:<width$} {} / {}",
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
    print_legend(&v);
    Ok(ExitCode::SUCCESS)
}

/// What the abbreviations and codes of the text output mean: the columns, and each stopper
/// and holding code that appears.
fn print_legend(v: &Value) {
    let mut used: Vec<String> = Vec::new();
    for s in Suit::DESCENDING {
        let x = &v["suits"][s.letter().to_string()];
        let codes = x["codes"].as_array().into_iter().flatten().filter_map(|c| c.as_str());
        for c in codes.chain(x["stopper"].as_str()) {
            if !used.iter().any(|u| u == c) {
                used.push(c.to_string());
            }
        }
    }
    outln!("legend:");
    let line = |code: &str, words: &str| outln!("  {code:<6} {words}");
    line("KnR", "Kaplan-Rubens hand evaluation, in points");
    line("QT", "quick tricks");
    line("int", "intermediates: tens and nines (an eight with the nine or the ten)");
    for (code, words) in CODE_WORDS {
        if used.iter().any(|u| u == code) {
            line(code, words);
        }
    }
}

/// The stopper and holding codes in words, in the order the legend lists them.
const CODE_WORDS: [(&str, &str); 13] = [
    ("2stop", "two stoppers (AK, AQ, KQJ, AJTx, KJTx, ...)"),
    ("1stop", "one stopper (A, Kx, QJx, QT9x, JT9x, ...)"),
    ("hstop", "half a stopper (Qxx, Jxxx)"),
    ("0stop", "no stopper"),
    ("a", "two or more of A, K and Q"),
    ("b", "J and T with exactly one of A, K and Q"),
    ("c", "AKQ, AQJ or KQJ"),
    ("d", "AKQJ, AKQT, AKJT or KQJT"),
    ("FRC", "first-round control: the ace or a void"),
    ("SRC", "second-round control: the king or a singleton"),
    ("HA", "help suit asked: three or more cards without the ace or king"),
    ("HH", "help suit held: the ace or king, or a void or singleton"),
    ("SS", "a solid suit: it runs against an even split without help from partner"),
];
