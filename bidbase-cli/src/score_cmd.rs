//! `bidbase score duplicate|imps|bidittle ...`.

use std::process::ExitCode;

use bidbase_runtime::scoring::{bidittle_score, duplicate_score, imps, ScoreBreakdown};
use bidbase_runtime::{Contract, Seat, Vulnerability};
use clap::Subcommand;
use serde_json::json;

use crate::UserError;

/// Arguments of `score`.
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

#[derive(Subcommand)]
enum What {
    /// Duplicate score of a contract, from the declaring side's view (negative when set).
    Duplicate {
        /// The contract, e.g. 4S, 4SX, 3NTXX.
        #[arg(long)]
        contract: String,
        /// The declarer: N, E, S or W.
        #[arg(long)]
        declarer: String,
        /// Vulnerability of the board: None, NS, EW or Both.
        #[arg(long, default_value = "None")]
        vul: String,
        /// Tricks taken by declarer, 0 to 13.
        #[arg(long)]
        tricks: u8,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// International match points for a point difference.
    Imps {
        /// The point difference (negative when the other side gained).
        #[arg(allow_negative_numbers = true)]
        diff: i32,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// BIDittle score (seed rules: contract level = tricks of 7; X doubles).
    Bidittle {
        /// The contract, e.g. 3H or 4SX.
        #[arg(long)]
        contract: String,
        /// The declarer: N, E, S or W.
        #[arg(long)]
        declarer: String,
        /// Tricks taken by declarer, 0 to 7.
        #[arg(long)]
        tricks: u8,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

fn contract(text: &str) -> Result<Contract, UserError> {
    Contract::parse(text).map_err(|e| UserError(format!("bad contract '{text}': {e}")))
}

fn seat(text: &str) -> Result<Seat, UserError> {
    Seat::parse(text).ok_or_else(|| UserError(format!("bad declarer '{text}': expected N, E, S or W")))
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    match args.what {
        What::Duplicate { contract: c, declarer, vul, tricks, json } => {
            let c = contract(&c)?;
            let declarer = seat(&declarer)?;
            let v = Vulnerability::parse(&vul)
                .ok_or_else(|| UserError(format!("bad vulnerability '{vul}': expected None, NS, EW or Both")))?;
            let vulnerable = v.seat(declarer);
            let score = duplicate_score(c, vulnerable, tricks)?;
            if json {
                outln!("{}", json!({ "score": score }));
            } else {
                let b = ScoreBreakdown::new(c, vulnerable, tricks)?;
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
        }
        What::Imps { diff, json } => {
            let n = imps(diff);
            if json {
                outln!("{}", json!({ "imps": n }));
            } else {
                outln!("{diff:+} points = {n:+} IMPs");
            }
        }
        What::Bidittle { contract: c, declarer, tricks, json } => {
            let c = contract(&c)?;
            let declarer = seat(&declarer)?;
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
        }
    }
    Ok(ExitCode::SUCCESS)
}
