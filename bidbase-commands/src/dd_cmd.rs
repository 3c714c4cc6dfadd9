//! `bidbase dd` (the 20 double-dummy results of a deal, or of a file of deals) and
//! `bidbase par` (par score and contracts).

use std::io::BufRead;
use std::process::ExitCode;

use bidbase::{Deal, Seat, Strain};
use bidbase_dd::{par, solve, DdTable, Par};
use serde_json::{json, Value};

use crate::error::UserError;
use crate::progress::solve_with_progress;

/// Arguments of `dd`.
#[derive(clap::Args)]
pub struct DdArgs {
    /// The deal in PBN: "N:AKQ.. ... ... ..." (the seat before the colon holds the first hand).
    deal: Option<String>,
    /// Solve every deal of a file instead, on all cores: a PBN file (the `Deal` tags, as
    /// `simulate --pbn` writes them) or one PBN deal a line; `-` for standard input. A table a
    /// deal, headed by its board number.
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

/// A deal of a file, with where it was read and the board number of a PBN file.
struct FileDeal {
    deal: Deal,
    board: Option<String>,
}

/// The value of a PBN tag line (`[Deal "N:..."]` gives `("Deal", "N:...")`).
fn pbn_tag(line: &str) -> Option<(&str, &str)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, value) = inner.split_once(' ')?;
    Some((name, value.trim().strip_prefix('"')?.strip_suffix('"')?))
}

/// The deals of a file: a PBN file's `Deal` tags (as `simulate --pbn` writes them), or else one
/// PBN deal a line (blank lines and lines starting with `#` or `%` skipped).
fn read_deals(path: &str, lines: &[String]) -> Result<Vec<FileDeal>, UserError> {
    let bad = |i: usize, text: &str, e: &dyn std::fmt::Display| {
        UserError(format!("{path}:{}: bad deal '{text}': {e}", i + 1))
    };
    let pbn = lines.iter().any(|l| pbn_tag(l.trim()).is_some_and(|(name, _)| name == "Deal"));
    let mut deals = Vec::new();
    let mut board = None;
    for (i, line) in lines.iter().enumerate() {
        let l = line.trim();
        if pbn {
            match pbn_tag(l) {
                Some(("Board", n)) => board = Some(n.to_string()),
                Some(("Deal", d)) => {
                    let deal = Deal::parse_pbn(d).map_err(|e| bad(i, d, &e))?;
                    deals.push(FileDeal { deal, board: board.take() });
                }
                _ => {}
            }
            continue;
        }
        if l.is_empty() || l.starts_with('#') || l.starts_with('%') {
            continue;
        }
        deals.push(FileDeal { deal: Deal::parse_pbn(l).map_err(|e| bad(i, l, &e))?, board: None });
    }
    Ok(deals)
}

/// `dd --file`: every deal of a file solved on all cores, a table each (or a JSON object a line).
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
    let file_deals = read_deals(path, &lines)?;
    let deals: Vec<Deal> = file_deals.iter().map(|d| d.deal).collect();
    let (tables, seconds) = solve_with_progress(&deals, "deals")?;
    for (i, (d, t)) in file_deals.iter().zip(&tables).enumerate() {
        let deal = d.deal.to_pbn(Seat::North);
        if json_out {
            let mut v = json!({ "deal": deal, "tricks": table_json(t), "hex": t.to_hex() });
            if let Some(b) = &d.board {
                v["board"] = b.parse::<u64>().map_or_else(|_| json!(b), |n| json!(n));
            }
            outln!("{}", serde_json::to_string(&v)?);
        } else {
            if i > 0 {
                outln!();
            }
            match &d.board {
                Some(b) => outln!("board {}", crate::output::cut(b)),
                None => outln!("deal {}", i + 1),
            }
            outln!("{deal}");
            outln!("{t}");
        }
    }
    crate::output::flush();
    errln!(
        "{} solved in {seconds:.1} s ({:.2} deals a second, {})",
        crate::plural::count(deals.len(), "deal", "deals"),
        deals.len() as f64 / seconds.max(1e-9),
        crate::plural::count(rayon::current_num_threads(), "thread", "threads")
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
