//! `bidbase score ...`: every scoring method of `bidbase_scoring` on the command line.
//!
//! Single results come from flags (`duplicate`, `imps`, `vp`, `bidittle`, `minibridge`,
//! `russian`); sequences (a rubber, a Chicago, a board's traveller, a team match) from a file
//! of results, one a line with `#` comments (`--file PATH`, `-` for standard input), and/or
//! from repeated flags that take one such line each (`sheet_format`). A bad line is reported
//! with the file and line number (`results.txt:3: bad contract '8S': ...`) and exit code 2.

mod chicago;
mod flags;
mod matchpoints;
mod minibridge;
mod rubber;
mod russian;
mod sheet;
mod sheet_format;
mod single;
mod teams;

use std::process::ExitCode;

use clap::Subcommand;

use crate::error::UserError;
use crate::shared_args::parse_vul;
use flags::ContractArgs;

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
    /// Victory points for a match's IMP margin: the two teams of a 24-board match share 20
    /// (0-2 IMPs 10-10 up to 55 IMPs or more 20-0).
    Vp {
        /// The IMP margin (negative when the other team won).
        #[arg(allow_negative_numbers = true)]
        imps: i32,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// BIDittle score (the BIDittle booklet's rules: contract level = tricks of 7; X doubles).
    Bidittle {
        #[command(flatten)]
        played: ContractArgs,
        /// Tricks taken by declarer, 0 to 7.
        #[arg(long)]
        tricks: u8,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Minibridge: the score of a part score or game contract, and/or the declarer from the
    /// four announced point counts.
    ///
    /// A part score needs 7 tricks and scores the trick score + 50; a game needs 100 trick
    /// points (11 tricks in a minor, 10 in a major, 9 at notrump) and scores the trick score +
    /// 300; a failed contract gives the opponents 50 a trick short.
    Minibridge {
        /// The trump suit: C, D, H, S, or N/NT for notrump.
        #[arg(long, requires = "tricks")]
        strain: Option<String>,
        /// The contract is "game" (default: "part score").
        #[arg(long, requires = "strain")]
        game: bool,
        /// Tricks taken by the declaring side, 0 to 13.
        #[arg(long, requires = "strain")]
        tricks: Option<u8>,
        /// The four announced point counts, North first: N,E,S,W (e.g. 14,8,10,8).
        #[arg(long)]
        points: Option<String>,
        /// The dealer (speaks first; breaks a tie between the declaring partners).
        #[arg(long, default_value = "N")]
        dealer: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Russian scoring of one deal: the declaring side's duplicate score IMPed against the
    /// target of the side with more high-card points.
    Russian {
        #[command(flatten)]
        played: ContractArgs,
        /// Tricks taken by declarer, 0 to 13.
        #[arg(long)]
        tricks: u8,
        /// Vulnerability of the deal: None, NS, EW or Both.
        #[arg(long, default_value = "None")]
        vul: String,
        /// High-card points the declaring side held between them, 0 to 40.
        #[arg(long)]
        hcp: u8,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// A rubber-bridge score sheet (WE = North-South, THEY = East-West)
    ///
    /// Deals are read from --file (one a line) and then from each --deal, in order. A line:
    ///
    ///     CONTRACT DECLARER TRICKS [honours=100|150 SIDE]
    ///
    /// e.g. `4SX EW 8` or `6H N 13` or `4H S 10 honours=100 EW`. The contract is 4S, 4SX (or
    /// 4S*), 3NTXX; the declarer N, E, S, W or a side NS/EW (WE/THEY); tricks 0 to 13, or
    /// relative to the contract: `=`, `+1`, `-2`. Honours: 100 for four trump honours, 150 for
    /// five (or four aces at notrump), scored for SIDE. `pass` is a passed-out deal (nothing
    /// is scored). `#` starts a comment. Each deal is scored at the vulnerability the
    /// declaring side had before it (vulnerable after winning a game).
    #[command(verbatim_doc_comment)]
    Rubber {
        /// File of deals ("-" for standard input).
        #[arg(long, value_name = "PATH")]
        file: Option<String>,
        /// One deal, written as a line of the file (repeatable).
        #[arg(long = "deal", value_name = "DEAL")]
        deals: Vec<String>,
        /// End an unfinished rubber: 300 for a side with a game, 100 for a part score.
        #[arg(long)]
        finish: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// A Chicago (four-deal bridge): rubber-style scoring, --duplicate or --russian
    ///
    /// Vulnerability follows the Chicago schedule: deal 1 neither (North deals), 2 N-S (East),
    /// 3 E-W (South), 4 both (West), repeating for --duplicate and --russian. Deals are read
    /// from --file (one a line) and then from each --deal. A line:
    ///
    ///     CONTRACT DECLARER TRICKS [hcp=N] [vul=V]
    ///
    /// e.g. `2S NS 10`, `1NTX N 8`, `3H E 10 hcp=24`. Contract, declarer and tricks as in
    /// `score rubber`. `pass` is a passed-out deal: it is redealt and not counted.
    ///
    /// Rubber-style (default): four deals at most; part scores carry forward until a
    /// game (300, 500 vulnerable); a part score on deal 4 that makes no game earns 100.
    /// --duplicate: each deal scored alone as in duplicate; any number of deals.
    /// --russian: each deal's duplicate score is IMPed against a target from the rules' table
    /// for the side with more high-card points; `hcp=N` (required) is the declaring side's
    /// points; `vul=V` (None, NS, EW, Both) overrides the schedule for that deal.
    #[command(verbatim_doc_comment)]
    Chicago {
        /// File of deals ("-" for standard input).
        #[arg(long, value_name = "PATH")]
        file: Option<String>,
        /// One deal, written as a line of the file (repeatable).
        #[arg(long = "deal", value_name = "DEAL")]
        deals: Vec<String>,
        /// Chicago with duplicate scoring.
        #[arg(long, conflicts_with = "russian")]
        duplicate: bool,
        /// Chicago with Russian scoring.
        #[arg(long)]
        russian: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Matchpoints on one board's traveller: the 2/1 and North American (1/½) forms, and percentages
    ///
    /// Results are read from --file (one a line) and then from each --result. A line:
    ///
    ///     RESULT [ns=PAIR] [ew=PAIR]
    ///
    /// where RESULT is the North-South score (`420`, `-50`), `pass`, or
    /// CONTRACT DECLARER TRICKS (`4S N 10`, `5C* E 8`, `3NT S +1`), scored with the board's
    /// vulnerability (--board, or --vul). `#` starts a comment.
    #[command(verbatim_doc_comment)]
    Matchpoints {
        /// File of results ("-" for standard input).
        #[arg(long, value_name = "PATH")]
        file: Option<String>,
        /// One result, written as a line of the file (repeatable).
        #[arg(long = "result", value_name = "RESULT", allow_negative_numbers = true)]
        results: Vec<String>,
        /// The board number: gives the vulnerability (board 1 neither, 2 N-S, ...).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
        board: Option<u32>,
        /// Vulnerability (None, NS, EW, Both); overrides the board's.
        #[arg(long)]
        vul: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// A team-of-four match over two rooms: IMPs per board and in total, and victory points
    ///
    /// The team sits North-South in room 1 and East-West in room 2, so it gains room 1's
    /// North-South score minus room 2's. Boards are read from --file (one a line) and then
    /// from each --result. A line:
    ///
    ///     BOARD ROOM1 | ROOM2 [vul=V]
    ///
    /// where each room is the North-South score (`420`, `-690`), `pass`, or
    /// CONTRACT DECLARER TRICKS (`4S S 10`, `5D* W 8`), e.g. `3 3NT W 12 | 6NT W 12`. The
    /// vulnerability is the board number's unless `vul=` is given. `#` starts a comment.
    #[command(verbatim_doc_comment)]
    Teams {
        /// File of boards ("-" for standard input).
        #[arg(long, value_name = "PATH")]
        file: Option<String>,
        /// One board, written as a line of the file (repeatable).
        #[arg(long = "result", value_name = "BOARD")]
        results: Vec<String>,
        /// Also convert the total to victory points: the two teams share 20, as in a 24-board
        /// match (0-2 IMPs 10-10 up to 55 IMPs or more 20-0).
        #[arg(long)]
        vp: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    match args.what {
        What::Duplicate { contract, declarer, vul, tricks, json } => {
            let (c, d) = ContractArgs { contract, declarer }.parse()?;
            single::duplicate(c, d, parse_vul(&vul)?, tricks, json)?
        }
        What::Imps { diff, json } => single::imps_for(diff, json),
        What::Vp { imps, json } => single::vp(imps, json),
        What::Bidittle { played, tricks, json } => {
            let (c, d) = played.parse()?;
            single::bidittle(c, d, tricks, json)?
        }
        What::Minibridge { strain, game, tricks, points, dealer, json } => {
            minibridge::run(strain.as_deref(), game, tricks, points.as_deref(), &dealer, json)?
        }
        What::Russian { played, tricks, vul, hcp, json } => {
            let (c, d) = played.parse()?;
            russian::deal(c, d, tricks, parse_vul(&vul)?, hcp, json)?
        }
        What::Rubber { file, deals, finish, json } => {
            rubber::run(&sheet_format::read_lines(file.as_deref(), &deals, "--deal")?, finish, json)?
        }
        What::Chicago { file, deals, duplicate, russian, json } => {
            let lines = sheet_format::read_lines(file.as_deref(), &deals, "--deal")?;
            if duplicate {
                chicago::duplicate(&lines, json)?
            } else if russian {
                russian::chicago(&lines, json)?
            } else {
                chicago::rubber_style(&lines, json)?
            }
        }
        What::Matchpoints { file, results, board, vul, json } => {
            let lines = sheet_format::read_lines(file.as_deref(), &results, "--result")?;
            let vul = match vul {
                Some(v) => Some(parse_vul(&v)?),
                None => board.map(sheet_format::vul_of_board),
            };
            matchpoints::run(&lines, board, vul, json)?
        }
        What::Teams { file, results, vp, json } => {
            teams::run(&sheet_format::read_lines(file.as_deref(), &results, "--result")?, vp, json)?
        }
    }
    Ok(ExitCode::SUCCESS)
}
