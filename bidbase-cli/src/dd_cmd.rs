//! `bidbase dd` (the 20 double-dummy results of a deal, or of a file of deals) and
//! `bidbase par` (par score and contracts).

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use bidbase::{Deal, Seat, Strain};
use bidbase_dd::{par, solve, solve_all, DdTable, Par};
use serde_json::{json, Value};

use crate::error::UserError;
use crate::progress::progress;

/// Arguments of `dd`.
#[derive(clap::Args)]
pub struct DdArgs {
    /// The deal in PBN: "N:AKQ.. ... ... ..." (the seat before the colon holds the first hand).
    deal: Option<String>,
    /// Solve every deal of a file instead (one PBN deal a line, `-` for standard input), on
    /// all cores; one line of output a deal.
    #[arg(long, conflicts_with = "deal")]
    file: Option<String>,
    /// Print JSON (with --file: one JSON object a line).
    #[arg(long)]
    json: bool,
}

/// Arguments of `par`.
#[derive(clap::Args)]
pub struct ParArgs {
    /// The deal in PBN: "N:AKQ.. ... ... ...".
    deal: String,
    /// Vulnerability: None, NS, EW or Both.
    #[arg(long, default_value = "None")]
    vul: String,
    /// The dealer: N, E, S or W (when both sides could reach the same score, the side that
    /// speaks first gets it).
    #[arg(long, default_value = "N")]
    dealer: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Reads a deal argument, with a message that names it.
pub fn parse_deal(text: &str) -> Result<Deal, UserError> {
    Deal::parse_pbn(text.trim()).map_err(|e| UserError(format!("bad deal '{text}': {e}")))
}

/// The table as JSON: tricks by declarer, then strain.
pub fn table_json(t: &DdTable) -> Value {
    let mut by_seat = serde_json::Map::new();
    for seat in Seat::ALL {
        let mut row = serde_json::Map::new();
        for strain in Strain::ALL {
            row.insert(strain.pbn().to_string(), json!(t.tricks(seat, strain)));
        }
        by_seat.insert(seat.letter().to_string(), Value::Object(row));
    }
    Value::Object(by_seat)
}

/// The par as JSON.
pub fn par_json(p: &Par) -> Value {
    json!({
        "score_ns": p.score,
        "contracts": p.contracts.iter().map(|c| json!({
            "contract": c.contract.to_string(),
            "declarer": c.declarer.letter().to_string(),
            "overtricks": c.overtricks,
            "tricks": c.tricks(),
        })).collect::<Vec<_>>(),
    })
}

/// The par in words: "+620: 4S by N =, 4S by S =".
pub fn par_text(p: &Par) -> String {
    if p.contracts.is_empty() {
        return "0: passed out".to_string();
    }
    let list: Vec<String> = p.contracts.iter().map(|c| c.to_string()).collect();
    format!("{:+}: {}", p.score, list.join(", "))
}

pub fn dd(args: DdArgs) -> Result<ExitCode, UserError> {
    if let Some(path) = &args.file {
        return dd_file(path, args.json);
    }
    let text = args.deal.as_deref().ok_or_else(|| UserError("give a deal (PBN, \"N:...\") or --file FILE".into()))?;
    let deal = parse_deal(text)?;
    let t = solve(&deal)?;
    if args.json {
        let v = json!({ "deal": deal.to_pbn(Seat::North), "tricks": table_json(&t), "hex": t.to_hex() });
        outln!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        outln!("{}", deal.to_pbn(Seat::North));
        outln!("{t}");
    }
    Ok(ExitCode::SUCCESS)
}

fn dd_file(path: &str, json_out: bool) -> Result<ExitCode, UserError> {
    let lines: Vec<String> = if path == "-" {
        std::io::stdin()
            .lock()
            .lines()
            .collect::<Result<_, _>>()
            .map_err(|e| UserError(format!("reading standard input: {e}")))?
    } else {
        std::fs::read_to_string(path)
            .map_err(|e| UserError(format!("cannot read {path}: {e}")))?
            .lines()
            .map(str::to_string)
            .collect()
    };
    let mut deals = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let l = line.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        deals.push(Deal::parse_pbn(l).map_err(|e| UserError(format!("{path}:{}: bad deal '{l}': {e}", i + 1)))?);
    }
    let bar = progress(deals.len() as u64, "deals");
    let start = Instant::now();
    let tables = solve_all(&deals, &|n| {
        if let Some(b) = &bar {
            b.inc(n as u64);
        }
    })?;
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    let seconds = start.elapsed().as_secs_f64();
    for (d, t) in deals.iter().zip(&tables) {
        if json_out {
            let v = json!({ "deal": d.to_pbn(Seat::North), "tricks": table_json(t), "hex": t.to_hex() });
            outln!("{}", serde_json::to_string(&v)?);
        } else {
            outln!("{}\t{}", d.to_pbn(Seat::North), t.to_hex());
        }
    }
    let _ = std::io::stdout().flush();
    eprintln!(
        "{} deals solved in {seconds:.1} s ({:.2} deals a second, {} threads)",
        deals.len(),
        deals.len() as f64 / seconds.max(1e-9),
        rayon::current_num_threads()
    );
    Ok(ExitCode::SUCCESS)
}

pub fn par_cmd(args: ParArgs) -> Result<ExitCode, UserError> {
    let deal = parse_deal(&args.deal)?;
    let vul = crate::shared_args::parse_vul(&args.vul)?;
    let dealer = crate::shared_args::parse_dealer(&args.dealer)?;
    let t = solve(&deal)?;
    let p = par(&t, vul, dealer);
    if args.json {
        let v = json!({
            "deal": deal.to_pbn(Seat::North), "vulnerability": vul.pbn(), "dealer": dealer.letter().to_string(),
            "tricks": table_json(&t), "par": par_json(&p),
        });
        outln!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        outln!("{}", deal.to_pbn(Seat::North));
        outln!("{t}");
        outln!("par ({} vulnerable, dealer {}): {}", vul.pbn(), dealer.letter(), par_text(&p));
    }
    Ok(ExitCode::SUCCESS)
}
