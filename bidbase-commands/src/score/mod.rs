//! `bidbase score ...`: every scoring method of `bidbase_scoring` on the command line.
//!
//! Single results come from flags (`duplicate`, `imps`, `vp`, `bidittle`, `minibridge`,
//! `russian`); sequences (a rubber, a Chicago, a board's traveller, a pairs session, a team
//! match, a BIDittle pad) from a file of results, one a line with `#` comments (`--file PATH`, `-` for standard input), and/or
//! from repeated flags that take one such line each (`sheet_format`). A bad line is reported
//! with the file and line number (`results.txt:3: bad contract '8S': ...`) and exit code 2.

mod bidittle;
mod chicago;
mod flags;
mod imp_pairs;
mod matchpoints;
mod minibridge;
mod pairs;
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
    /// BIDittle score (the BIDittle booklet's rules: contract level = tricks of 7; X doubles)
    ///
    /// One hand from --contract, --declarer and --tricks, or a score pad from --file (one hand
    /// a line, running totals of BLUE = North-South and RED = East-West). A line:
    ///
    ///     CONTRACT DECLARER TRICKS
    ///
    /// e.g. `3H N 3`, `4SX W 4`, or as the booklet's pad writes the result: `3D S +7` (made,
    /// 7 tricks taken), `5S W -` (down), also `=` and `-N`. The declarer is a seat. `#` starts
    /// a comment.
    #[command(verbatim_doc_comment)]
    Bidittle {
        /// The contract, e.g. 3H or 4SX.
        #[arg(long, required_unless_present = "file", conflicts_with = "file")]
        contract: Option<String>,
        /// The declarer: N, E, S or W.
        #[arg(long, required_unless_present = "file", conflicts_with = "file")]
        declarer: Option<String>,
        /// Tricks taken by declarer, 0 to 7.
        #[arg(long, required_unless_present = "file", conflicts_with = "file")]
        tricks: Option<u8>,
        /// A score pad: a file of hands ("-" for standard input).
        #[arg(long, value_name = "PATH")]
        file: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Minibridge: the score of a part score or game contract, or of a contract reached with
    /// slips, and/or the declarer from the four announced point counts.
    ///
    /// A part score needs 7 tricks and scores the trick score + 50; a game needs 100 trick
    /// points (11 tricks in a minor, 10 in a major, 9 at notrump) and scores the trick score +
    /// 300; a failed contract gives the opponents 50 a trick short. The slip version's
    /// contract (--contract 4H) scores the same way: 300 when its trick score reaches 100
    /// (3NT, 4H, 4S, 5C, 5D and up), else 50; no doubles, no slam bonus.
    Minibridge {
        /// The trump suit: C, D, H, S, or N/NT for notrump.
        #[arg(long, requires = "tricks")]
        strain: Option<String>,
        /// The contract is "game" (default: "part score").
        #[arg(long, requires = "strain")]
        game: bool,
        /// The slip version's contract, e.g. 4H, 1NT (not doubled).
        #[arg(long, requires = "tricks", conflicts_with_all = ["strain", "game"])]
        contract: Option<String>,
        /// Who declared the slip version's contract: N, E, S or W.
        #[arg(long, requires = "contract", conflicts_with = "points")]
        declarer: Option<String>,
        /// Tricks taken by the declaring side, 0 to 13.
        #[arg(long)]
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
        /// A compensation table file instead of the built-in Russian one: lines `HCP NOTVUL
        /// VUL`, or `HCP FIT NOTVUL VUL` for a table by fit (FIT 7-, 8, 9, 10+ or *).
        #[arg(long, value_name = "PATH")]
        table: Option<String>,
        /// With a table by fit: the longest combined trump fit of the side with more points
        /// (at 20-20, the declaring side's), in cards.
        #[arg(long)]
        fit: Option<u8>,
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
    /// 3 E-W (South), 4 both (West), repeating for --duplicate and --russian; with
    /// --schedule original, the dealing side is vulnerable on deals 2 and 3 (2 E-W, 3 N-S).
    /// Deals are read from --file (one a line) and then from each --deal. A line:
    ///
    ///     CONTRACT DECLARER TRICKS [hcp=N] [vul=V] [fit=N]
    ///
    /// e.g. `2S NS 10`, `1NTX N 8`, `3H E 10 hcp=24`. Contract, declarer and tricks as in
    /// `score rubber`. `pass` is a passed-out deal: it is redealt and not counted.
    ///
    /// Rubber-style (default): four deals at most; part scores carry forward until a
    /// game (300, 500 vulnerable); a part score on deal 4 that makes no game earns 100.
    /// --duplicate: each deal scored alone as in duplicate; any number of deals.
    /// --russian: each deal's duplicate score is IMPed against a target from the rules' table
    /// for the side with more high-card points; `hcp=N` (required) is the declaring side's
    /// points; `vul=V` (None, NS, EW, Both) overrides the schedule for that deal. --table FILE
    /// replaces the rules' table (lines `HCP NOTVUL VUL`, or `HCP FIT NOTVUL VUL` by fit);
    /// with a table by fit, `fit=N` (required) is the longest trump fit of the side with
    /// more points (at 20-20, North-South's).
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
        /// The vulnerability schedule: modern (deal 2 N-S vulnerable, deal 3 E-W) or original
        /// (deal 2 E-W, deal 3 N-S: the dealing side).
        #[arg(long, default_value = "modern")]
        schedule: String,
        /// With --russian: a compensation table file instead of the rules' Russian table.
        #[arg(long, value_name = "PATH", requires = "russian")]
        table: Option<String>,
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
    Matchpoints(Traveller),
    /// A team-of-four match over two rooms: IMPs per board and in total, and victory points;
    /// or board-a-match (--bam)
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
        /// Board-a-match (point-a-board): each board won (1), tied (1/2) or lost (0) by
        /// comparing the two rooms, instead of IMPs.
        #[arg(long, conflicts_with = "vp")]
        bam: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// IMP pairs on one board's traveller: cross-IMPs (against every other result, in all
    /// and per comparison) and Butler (against a datum)
    ///
    /// The traveller is read as by `score matchpoints` (RESULT [ns=PAIR] [ew=PAIR]). The
    /// Butler datum is the average of the North-South scores, without the highest and the
    /// lowest when there are 5 results or more, rounded to the nearest 10.
    #[command(verbatim_doc_comment)]
    ImpPairs(Traveller),
    /// A matchpointed pairs session: every board's traveller, each pair's total matchpoints
    /// as a percentage of its maximum, ranked
    ///
    /// Several travellers in one file, each starting with a line `board N [vul=V]` (the
    /// vulnerability is board N's unless given), then its results, one a line:
    ///
    ///     RESULT ns=PAIR ew=PAIR
    ///
    /// RESULT as in `score matchpoints` (`4S N 10`, `420`, `pass`); pair numbers are required
    /// and name a pair across the whole session (number the E-W pairs apart from the N-S
    /// ones). A pair's maximum is the sum of the tops of the boards it played.
    #[command(verbatim_doc_comment)]
    Pairs {
        /// File of travellers ("-" for standard input).
        #[arg(long, value_name = "PATH")]
        file: Option<String>,
        /// One line of the file (repeatable), after the file's lines.
        #[arg(long = "line", value_name = "LINE", allow_negative_numbers = true)]
        lines: Vec<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// One board's traveller, for `score matchpoints` and `score imp-pairs`.
#[derive(clap::Args)]
pub struct Traveller {
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
}

impl Traveller {
    /// The traveller's lines (the file's, then each --result) and the vulnerability to score
    /// contracts at: --vul, else the board number's.
    fn read(&self) -> Result<(Vec<sheet_format::Line>, Option<bidbase::Vulnerability>), UserError> {
        let lines = sheet_format::read_lines(self.file.as_deref(), &self.results, "--result")?;
        let vul = match &self.vul {
            Some(v) => Some(parse_vul(v)?),
            None => self.board.map(sheet_format::vul_of_board),
        };
        Ok((lines, vul))
    }
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    match args.what {
        What::Duplicate { contract, declarer, vul, tricks, json } => {
            let (c, d) = ContractArgs { contract, declarer }.parse()?;
            single::duplicate(c, d, parse_vul(&vul)?, tricks, json)?
        }
        What::Imps { diff, json } => single::imps_for(diff, json),
        What::Vp { imps, json } => single::vp(imps, json),
        What::Bidittle { contract, declarer, tricks, file, json } => match (file, contract, declarer, tricks) {
            (Some(file), ..) => bidittle::pad(&sheet_format::read_lines(Some(file.as_str()), &[], "--file")?, json)?,
            (None, Some(contract), Some(declarer), Some(tricks)) => {
                let (c, d) = ContractArgs { contract, declarer }.parse()?;
                single::bidittle(c, d, tricks, json)?
            }
            _ => return Err(UserError("give --contract, --declarer and --tricks, or --file PAD".into())),
        },
        What::Minibridge { strain, game, contract, declarer, tricks, points, dealer, json } => {
            let req = minibridge::Request {
                strain: strain.as_deref(),
                game,
                contract: contract.as_deref(),
                declarer: declarer.as_deref(),
                tricks,
                points: points.as_deref(),
                dealer: &dealer,
            };
            minibridge::run(&req, json)?
        }
        What::Russian { played, tricks, vul, hcp, table, fit, json } => {
            let (c, d) = played.parse()?;
            let loaded = russian::load_table(table.as_deref())?;
            let against = russian::Against { table: &loaded, path: table.as_deref(), fit };
            russian::deal(c, d, tricks, parse_vul(&vul)?, hcp, &against, json)?
        }
        What::Rubber { file, deals, finish, json } => {
            rubber::run(&sheet_format::read_lines(file.as_deref(), &deals, "--deal")?, finish, json)?
        }
        What::Chicago { file, deals, duplicate, russian, schedule, table, json } => {
            let schedule = chicago::parse_schedule(&schedule)?;
            let loaded = russian::load_table(table.as_deref())?;
            let lines = sheet_format::read_lines(file.as_deref(), &deals, "--deal")?;
            if duplicate {
                chicago::duplicate(&lines, schedule, json)?
            } else if russian {
                russian::chicago(&lines, schedule, &loaded, table.as_deref(), json)?
            } else {
                chicago::rubber_style(&lines, schedule, json)?
            }
        }
        What::Matchpoints(t) => {
            let (lines, vul) = t.read()?;
            matchpoints::run(&lines, t.board, vul, t.json)?
        }
        What::Teams { file, results, vp, bam, json } => {
            teams::run(&sheet_format::read_lines(file.as_deref(), &results, "--result")?, vp, bam, json)?
        }
        What::ImpPairs(t) => {
            let (lines, vul) = t.read()?;
            imp_pairs::run(&lines, t.board, vul, t.json)?
        }
        What::Pairs { file, lines, json } => {
            pairs::run(&sheet_format::read_lines(file.as_deref(), &lines, "--line")?, json)?
        }
    }
    Ok(ExitCode::SUCCESS)
}
