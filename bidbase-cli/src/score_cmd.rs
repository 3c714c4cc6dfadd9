//! `bidbase score ...`: every scoring method of `bidbase_scoring` on the command line.
//!
//! Single results come from flags (`duplicate`, `imps`, `vp`, `bidittle`, `minibridge`,
//! `russian`); sequences (a rubber, a Chicago, a board's traveller, a team match) from a file
//! of results, one a line with `#` comments (`--file PATH`, `-` for standard input), and/or
//! from repeated flags that take one such line each. A bad line is reported with the file and
//! line number (`results.txt:3: bad contract '8S': ...`) and exit code 2.

use std::io::Read as _;
use std::process::ExitCode;

use bidbase_runtime::{board_vulnerability, Contract, Seat, Side, Strain, Vulnerability};
use bidbase_scoring::{
    bidittle_score, chicago_vulnerability, duplicate_score, imps, matchpoints, minibridge_declarer, minibridge_score,
    russian_imps, team_imps, victory_points, Chicago, DuplicateChicago, Honours, MinibridgeContract,
    MinibridgeDeclarer, RubberScore, RussianScore, ScoreBreakdown, ScoreError, ScoreItem, SheetEntry,
};
use clap::Subcommand;
use serde_json::{json, Value};

use crate::UserError;

/// Arguments of `score`.
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

/// The victory-point scale `vp` and `teams --vp` use.
const VP_SCALE: &str = "seed 003's example table for a 24-board match, 20 VP a match: 0-2 IMPs 10-10, 3-6 11-9, \
                        ..., 55 or more 20-0";

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
    /// Victory points for a match's IMP margin (seed 003's example scale for a 24-board match).
    Vp {
        /// The IMP margin (negative when the other team won).
        #[arg(allow_negative_numbers = true)]
        imps: i32,
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
        /// The contract, e.g. 3H or 4SX.
        #[arg(long)]
        contract: String,
        /// The declarer: N, E, S or W.
        #[arg(long)]
        declarer: String,
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
    /// --russian: each deal's duplicate score is IMPed against a target from the seed's table
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
        /// Also convert the total to victory points (seed 003's 24-board example scale).
        #[arg(long)]
        vp: bool,
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

fn vulnerability(text: &str) -> Result<Vulnerability, UserError> {
    Vulnerability::parse(text)
        .ok_or_else(|| UserError(format!("bad vulnerability '{text}': expected None, NS, EW or Both")))
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    match args.what {
        What::Duplicate { contract: c, declarer, vul, tricks, json } => {
            let c = contract(&c)?;
            let declarer = seat(&declarer)?;
            let v = vulnerability(&vul)?;
            let vulnerable = v.seat(declarer);
            let score = duplicate_score(c, vulnerable, tricks)?;
            let b = ScoreBreakdown::new(c, vulnerable, tricks)?;
            if json {
                outln!(
                    "{}",
                    json!({
                        "score": score,
                        "contract": c.to_string(),
                        "declarer": declarer.to_string(),
                        "vulnerable": vulnerable,
                        "tricks": tricks,
                        "made": b.made(),
                        "overtricks": b.overtrick_count(),
                        "undertricks": b.undertrick_count(),
                    })
                );
            } else {
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
                outln!("{}", json!({ "imps": n, "diff": diff }));
            } else {
                outln!("{diff:+} points = {n:+} IMPs");
            }
        }
        What::Vp { imps, json } => {
            let (ours, theirs) = victory_points(imps);
            if json {
                outln!("{}", json!({ "imps": imps, "ours": ours, "theirs": theirs, "scale": VP_SCALE }));
            } else {
                outln!("{imps:+} IMPs = {ours}-{theirs} victory points");
                outln!("scale: {VP_SCALE}");
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
        What::Minibridge { strain, game, tricks, points, dealer, json } => {
            minibridge_cmd(strain.as_deref(), game, tricks, points.as_deref(), &dealer, json)?
        }
        What::Russian { contract: c, declarer, tricks, vul, hcp, json } => {
            let c = contract(&c)?;
            let declarer = seat(&declarer)?;
            let v = vulnerability(&vul)?;
            russian_cmd(c, declarer, tricks, v, hcp, json)?
        }
        What::Rubber { file, deals, finish, json } => {
            let lines = read_lines(file.as_deref(), &deals, "--deal")?;
            rubber_cmd(&lines, finish, json)?
        }
        What::Chicago { file, deals, duplicate, russian, json } => {
            let lines = read_lines(file.as_deref(), &deals, "--deal")?;
            if duplicate {
                duplicate_chicago_cmd(&lines, json)?
            } else if russian {
                russian_chicago_cmd(&lines, json)?
            } else {
                chicago_cmd(&lines, json)?
            }
        }
        What::Matchpoints { file, results, board, vul, json } => {
            let lines = read_lines(file.as_deref(), &results, "--result")?;
            let vul = match vul {
                Some(v) => Some(vulnerability(&v)?),
                None => board.map(vul_of_board),
            };
            matchpoints_cmd(&lines, board, vul, json)?
        }
        What::Teams { file, results, vp, json } => {
            let lines = read_lines(file.as_deref(), &results, "--result")?;
            teams_cmd(&lines, vp, json)?
        }
    }
    Ok(ExitCode::SUCCESS)
}

// ---------------------------------------------------------------------------------------------
// Reading results

/// One non-empty input line, without its comment, and where it came from.
struct Line {
    /// `FILE:LINE`, `<stdin>:LINE`, or `--deal #N` for the N-th repeated flag.
    origin: String,
    /// The text, trimmed.
    text: String,
}

impl Line {
    /// A user error prefixed with this line's origin.
    fn err(&self, msg: impl std::fmt::Display) -> UserError {
        UserError(format!("{}: {msg}", self.origin))
    }
}

fn strip_comment(raw: &str) -> &str {
    raw.split('#').next().unwrap_or("").trim()
}

/// The lines of `file` (`-`: standard input), then one line per repeated `flag` value.
fn read_lines(file: Option<&str>, flags: &[String], flag: &str) -> Result<Vec<Line>, UserError> {
    let mut lines = Vec::new();
    if let Some(path) = file {
        let (name, text) = if path == "-" {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map_err(|e| UserError(format!("cannot read standard input: {e}")))?;
            ("<stdin>".to_string(), s)
        } else {
            let s = std::fs::read_to_string(path).map_err(|e| UserError(format!("cannot read {path}: {e}")))?;
            (path.to_string(), s)
        };
        for (i, raw) in text.lines().enumerate() {
            let t = strip_comment(raw);
            if !t.is_empty() {
                lines.push(Line { origin: format!("{name}:{}", i + 1), text: t.to_string() });
            }
        }
    }
    for (i, raw) in flags.iter().enumerate() {
        let t = strip_comment(raw);
        if !t.is_empty() {
            lines.push(Line { origin: format!("{flag} #{}", i + 1), text: t.to_string() });
        }
    }
    if lines.is_empty() {
        return Err(UserError(format!("nothing to score: give --file PATH (\"-\" for standard input) or {flag}")));
    }
    Ok(lines)
}

/// A line split into positional words and `key=value` options.
struct Words<'a> {
    pos: Vec<&'a str>,
    opts: Vec<(String, String)>,
}

impl Words<'_> {
    fn opt(&self, key: &str) -> Option<&str> {
        self.opts.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

/// Splits `text` into words; `key=value` words are options, and only `allowed` keys are
/// accepted. `honours=V SIDE` takes the following word as its side (also `honours=V:SIDE`).
fn words<'a>(text: &'a str, line: &Line, allowed: &[&str]) -> Result<Words<'a>, UserError> {
    let mut pos = Vec::new();
    let mut opts: Vec<(String, String)> = Vec::new();
    let mut it = text.split_whitespace().peekable();
    while let Some(w) = it.next() {
        let Some((k, v)) = w.split_once('=').filter(|(k, _)| !k.is_empty()) else {
            pos.push(w);
            continue;
        };
        let mut key = k.to_ascii_lowercase();
        if key == "honors" {
            key = "honours".into();
        }
        if !allowed.contains(&key.as_str()) {
            let expected = if allowed.is_empty() {
                "no options are allowed here".to_string()
            } else {
                format!("expected {}", allowed.iter().map(|a| format!("{a}=")).collect::<Vec<_>>().join(", "))
            };
            return Err(line.err(format!("unknown option '{w}': {expected}")));
        }
        if opts.iter().any(|(k, _)| *k == key) {
            return Err(line.err(format!("option '{key}=' given twice")));
        }
        let mut value = v.to_string();
        if key == "honours" && !value.contains(':') {
            match it.peek() {
                Some(side) if !side.contains('=') => {
                    value = format!("{value}:{side}");
                    it.next();
                }
                _ => return Err(line.err(format!("'{w}' needs the side that held them, e.g. honours=100 NS"))),
            }
        }
        opts.push((key, value));
    }
    Ok(Words { pos, opts })
}

/// Who declared: a seat, or only the side.
#[derive(Copy, Clone)]
enum By {
    Seat(Seat),
    Side(Side),
}

impl By {
    fn side(self) -> Side {
        match self {
            By::Seat(s) => s.side(),
            By::Side(s) => s,
        }
    }

    fn label(self) -> String {
        match self {
            By::Seat(s) => s.to_string(),
            By::Side(s) => s.to_string(),
        }
    }
}

fn parse_side(text: &str) -> Option<Side> {
    match text.trim().to_ascii_uppercase().as_str() {
        "NS" | "N-S" | "N/S" | "WE" => Some(Side::NorthSouth),
        "EW" | "E-W" | "E/W" | "THEY" => Some(Side::EastWest),
        _ => None,
    }
}

fn parse_by(text: &str) -> Option<By> {
    Seat::parse(text).map(By::Seat).or_else(|| parse_side(text).map(By::Side))
}

/// A contract played: what was bid, by whom, and the tricks taken.
#[derive(Copy, Clone)]
struct Played {
    contract: Contract,
    by: By,
    tricks: u8,
}

impl Played {
    fn text(&self) -> String {
        format!("{} {} {}", self.contract, self.by.label(), self.tricks)
    }

    /// The duplicate score from North-South's view at `vul`.
    fn ns_score(&self, vul: Vulnerability) -> Result<i32, ScoreError> {
        let side = self.by.side();
        let s = duplicate_score(self.contract, vul.side(side), self.tricks)?;
        Ok(if side == Side::NorthSouth { s } else { -s })
    }

    fn json(&self) -> Value {
        json!({ "contract": self.contract.to_string(), "declarer": self.by.label(), "tricks": self.tricks })
    }
}

/// Tricks as a count (`10`) or relative to the contract (`=`, `+1`, `-2`).
fn parse_tricks(text: &str, contract: Contract) -> Result<u8, String> {
    let bad = || format!("bad tricks '{text}': expected 0 to 13, or =, +N, -N");
    let needed = i32::from(contract.level) + 6;
    let n = if text == "=" {
        needed
    } else if let Some(r) = text.strip_prefix('+') {
        needed + r.parse::<i32>().map_err(|_| bad())?
    } else if let Some(r) = text.strip_prefix('-') {
        needed - r.parse::<i32>().map_err(|_| bad())?
    } else {
        return text.parse::<u8>().map_err(|_| bad());
    };
    u8::try_from(n).map_err(|_| bad())
}

/// `CONTRACT DECLARER TRICKS`.
fn parse_played(pos: &[&str]) -> Result<Played, String> {
    let [c, by, tricks] = pos else {
        return Err(format!("expected CONTRACT DECLARER TRICKS (e.g. '4S N 10'), got '{}'", pos.join(" ")));
    };
    let contract = Contract::parse(c).map_err(|e| format!("bad contract '{c}': {e}"))?;
    let by = parse_by(by).ok_or_else(|| format!("bad declarer '{by}': expected N, E, S, W, NS or EW"))?;
    let tricks = parse_tricks(tricks, contract)?;
    Ok(Played { contract, by, tricks })
}

fn is_pass(pos: &[&str]) -> bool {
    matches!(pos, [w] if ["pass", "passed", "p"].iter().any(|p| w.eq_ignore_ascii_case(p)))
}

/// A board's result on a traveller or score card.
enum Outcome {
    /// A North-South score as written.
    Score(i32),
    /// Passed out: 0.
    Pass,
    /// A contract, scored at the board's vulnerability.
    Played(Played),
}

impl Outcome {
    fn parse(pos: &[&str]) -> Result<Outcome, String> {
        if is_pass(pos) {
            return Ok(Outcome::Pass);
        }
        if let [one] = pos {
            return one.parse::<i32>().map(Outcome::Score).map_err(|_| {
                format!("bad result '{one}': expected a North-South score, 'pass', or CONTRACT DECLARER TRICKS")
            });
        }
        parse_played(pos).map(Outcome::Played)
    }

    /// The North-South score; `vul` is needed only for a contract.
    fn ns_score(&self, vul: Option<Vulnerability>) -> Result<i32, String> {
        match self {
            Outcome::Score(s) => Ok(*s),
            Outcome::Pass => Ok(0),
            Outcome::Played(p) => {
                let vul = vul.ok_or("a contract needs the board's vulnerability: give --board N or --vul V")?;
                p.ns_score(vul).map_err(|e| e.to_string())
            }
        }
    }

    fn text(&self) -> String {
        match self {
            Outcome::Score(s) => s.to_string(),
            Outcome::Pass => "pass".into(),
            Outcome::Played(p) => p.text(),
        }
    }

    fn json(&self, ns_score: i32) -> Value {
        let mut v = match self {
            Outcome::Played(p) => p.json(),
            Outcome::Pass => json!({ "passed_out": true }),
            Outcome::Score(_) => json!({}),
        };
        v["ns_score"] = json!(ns_score);
        v
    }
}

fn vul_of_board(board: u32) -> Vulnerability {
    // The pattern repeats every 16 boards; reduce first so huge numbers cannot overflow.
    board_vulnerability((board.max(1) - 1) % 16 + 1)
}

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

/// `{"NS": ns, "EW": ew}`.
fn sides(ns: impl Into<Value>, ew: impl Into<Value>) -> Value {
    json!({ "NS": ns.into(), "EW": ew.into() })
}

/// "NS win by 810." / "level."
fn margin_text(leader: Option<(Side, u32)>, verb: &str) -> String {
    match leader {
        Some((side, by)) => format!("{side} {verb} by {by}"),
        None => "level".into(),
    }
}

fn leader_json(leader: Option<(Side, u32)>) -> Value {
    match leader {
        Some((side, by)) => json!({ "side": side.to_string(), "by": by }),
        None => Value::Null,
    }
}

fn parse_u8_opt(words: &Words, key: &str, line: &Line) -> Result<Option<u8>, UserError> {
    words
        .opt(key)
        .map(|v| v.parse::<u8>().map_err(|_| line.err(format!("bad {key}= '{v}': expected a number"))))
        .transpose()
}

// ---------------------------------------------------------------------------------------------
// Minibridge and Russian (single deals)

fn minibridge_cmd(
    strain: Option<&str>,
    game: bool,
    tricks: Option<u8>,
    points: Option<&str>,
    dealer: &str,
    json: bool,
) -> Result<(), UserError> {
    if strain.is_none() && points.is_none() {
        return Err(UserError("give --strain S --tricks N [--game], and/or --points N,E,S,W".into()));
    }
    let mut out = serde_json::Map::new();
    let mut text = Vec::new();
    if let Some(points) = points {
        let dealer = crate::parse_dealer(dealer)?;
        let counts: Vec<u8> = points
            .split([',', ' ', '/'])
            .filter(|s| !s.is_empty())
            .map(|s| s.trim().parse::<u8>())
            .collect::<Result<_, _>>()
            .map_err(|_| UserError(format!("bad points '{points}': expected four counts N,E,S,W like 14,8,10,8")))?;
        let hcp: [u8; 4] = counts
            .try_into()
            .map_err(|_| UserError(format!("bad points '{points}': expected four counts N,E,S,W like 14,8,10,8")))?;
        let ns = u32::from(hcp[0]) + u32::from(hcp[2]);
        out.insert("points".into(), json!({ "N": hcp[0], "E": hcp[1], "S": hcp[2], "W": hcp[3] }));
        out.insert("dealer".into(), json!(dealer.to_string()));
        out.insert("side_points".into(), sides(ns, 40u32.saturating_sub(ns)));
        match minibridge_declarer(dealer, hcp)? {
            MinibridgeDeclarer::Declarer(d) => {
                out.insert("declarer".into(), json!(d.to_string()));
                out.insert("redeal".into(), json!(false));
                let side_points = if d.side() == Side::NorthSouth { ns } else { 40 - ns };
                text.push(format!(
                    "Points N {} E {} S {} W {} (dealer {dealer}): {} hold {side_points}, {d} declares",
                    hcp[0],
                    hcp[1],
                    hcp[2],
                    hcp[3],
                    d.side()
                ));
            }
            MinibridgeDeclarer::Redeal => {
                out.insert("declarer".into(), Value::Null);
                out.insert("redeal".into(), json!(true));
                text.push(format!(
                    "Points N {} E {} S {} W {}: 20-20, the dealer deals again",
                    hcp[0], hcp[1], hcp[2], hcp[3]
                ));
            }
        }
    }
    if let (Some(s), Some(tricks)) = (strain, tricks) {
        let strain =
            parse_strain(s).ok_or_else(|| UserError(format!("bad strain '{s}': expected C, D, H, S or NT")))?;
        let kind = if game { MinibridgeContract::Game(strain) } else { MinibridgeContract::PartScore(strain) };
        let score = minibridge_score(kind, tricks)?;
        let needed = kind.tricks_needed();
        let name = if game { "game" } else { "part score" };
        out.insert("contract".into(), json!(if game { "game" } else { "part" }));
        out.insert("strain".into(), json!(strain.to_string()));
        out.insert("tricks".into(), json!(tricks));
        out.insert("needed".into(), json!(needed));
        out.insert("made".into(), json!(score > 0));
        out.insert("score".into(), json!(score));
        out.insert("declarers".into(), json!(score.max(0)));
        out.insert("defenders".into(), json!((-score).max(0)));
        let result = if score > 0 {
            format!("made: declaring side {score}")
        } else {
            format!("{} short: opponents {}", needed - tricks, -score)
        };
        text.push(format!("Minibridge {name} in {strain}, {tricks} tricks ({needed} needed): {result} ({score:+})"));
    }
    if json {
        outln!("{}", Value::Object(out));
    } else {
        for t in text {
            outln!("{t}");
        }
    }
    Ok(())
}

fn russian_cmd(
    c: Contract,
    declarer: Seat,
    tricks: u8,
    vul: Vulnerability,
    hcp: u8,
    json: bool,
) -> Result<(), UserError> {
    let side = declarer.side();
    let vulnerable = vul.seat(declarer);
    let score = duplicate_score(c, vulnerable, tricks)?;
    let r = russian_imps(hcp, vul.relative_to(declarer), score)?;
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
            "{c} by {declarer} ({}), {tricks} tricks: {side} score {score:+}",
            if vulnerable { "vulnerable" } else { "not vulnerable" }
        );
        let target = match stronger {
            Some(s) => format!("target {} for {s}", r.target.unsigned_abs()),
            None => "target 0".into(),
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

// ---------------------------------------------------------------------------------------------
// Rubber and Chicago sheets

fn item_key(item: ScoreItem) -> &'static str {
    match item {
        ScoreItem::TrickScore => "trick_score",
        ScoreItem::Overtricks => "overtricks",
        ScoreItem::Insult => "insult",
        ScoreItem::SlamBonus => "slam_bonus",
        ScoreItem::Undertricks => "undertricks",
        ScoreItem::Honours => "honours",
        ScoreItem::GameBonus => "game_bonus",
        ScoreItem::PartScoreBonus => "part_score_bonus",
        ScoreItem::RubberBonus => "rubber_bonus",
        ScoreItem::UnfinishedGame => "unfinished_game",
        ScoreItem::UnfinishedPartScore => "unfinished_part_score",
    }
}

fn item_text(item: ScoreItem) -> &'static str {
    match item {
        ScoreItem::TrickScore => "below the line",
        ScoreItem::Overtricks => "overtricks",
        ScoreItem::Insult => "for the insult",
        ScoreItem::SlamBonus => "slam bonus",
        ScoreItem::Undertricks => "undertricks",
        ScoreItem::Honours => "honours",
        ScoreItem::GameBonus => "game bonus",
        ScoreItem::PartScoreBonus => "part-score bonus",
        ScoreItem::RubberBonus => "rubber bonus",
        ScoreItem::UnfinishedGame => "game in an unfinished rubber",
        ScoreItem::UnfinishedPartScore => "part score in an unfinished rubber",
    }
}

fn entries_text(entries: &[SheetEntry]) -> String {
    if entries.is_empty() {
        return "-".into();
    }
    entries.iter().map(|e| format!("{} {} {}", e.side, e.points, item_text(e.item))).collect::<Vec<_>>().join(", ")
}

fn entries_json(entries: &[SheetEntry]) -> Value {
    entries
        .iter()
        .map(|e| {
            json!({
                "side": e.side.to_string(),
                "item": item_key(e.item),
                "points": e.points,
                "below_the_line": e.item.below_the_line(),
            })
        })
        .collect()
}

/// A row of the totals table: label, NS, EW.
fn total_row(label: &str, ns: impl std::fmt::Display, ew: impl std::fmt::Display) {
    outln!("{label:<18} {ns:>9} {ew:>9}");
}

fn rubber_cmd(lines: &[Line], finish: bool, json: bool) -> Result<(), UserError> {
    let mut r = RubberScore::new();
    let mut rows = Vec::new();
    let mut deals_json = Vec::new();
    for line in lines {
        let w = words(&line.text, line, &["honours"])?;
        if is_pass(&w.pos) {
            if r.is_over() {
                return Err(line.err(ScoreError::RubberOver));
            }
            rows.push(format!("{:>4} {:>4} {:<8} passed out", "-", r.game_number(), "pass"));
            deals_json.push(json!({ "line": line.origin, "passed_out": true }));
            continue;
        }
        let p = parse_played(&w.pos).map_err(|e| line.err(e))?;
        let side = p.by.side();
        let honours = match w.opt("honours") {
            None => None,
            Some(v) => Some(parse_honours(v, p.contract.strain).map_err(|e| line.err(e))?),
        };
        let vulnerable = r.vulnerable(side);
        let game = r.game_number();
        let entries = r.record(p.contract, side, p.tricks, honours).map_err(|e| line.err(e))?.to_vec();
        let deal = r.deals();
        let hon_text = honours.map(|(h, s)| format!(" ({h} {s})")).unwrap_or_default();
        rows.push(format!(
            "{deal:>4} {game:>4} {:<8} {:<4} {:>6} {:<4} {}{hon_text}",
            p.contract.to_string(),
            p.by.label(),
            p.tricks,
            if vulnerable { "yes" } else { "no" },
            entries_text(&entries)
        ));
        let mut d = p.json();
        d["deal"] = json!(deal);
        d["game"] = json!(game);
        d["line"] = json!(line.origin);
        d["vulnerable"] = json!(vulnerable);
        d["honours"] = honours.map_or(Value::Null, |(h, s)| json!({ "points": h.points(), "side": s.to_string() }));
        d["entries"] = entries_json(&entries);
        deals_json.push(d);
    }
    let finish_entries = if finish { r.finish().to_vec() } else { Vec::new() };
    let ns = Side::NorthSouth;
    let ew = Side::EastWest;
    let rubber_bonus = |side: Side| -> u32 {
        r.entries().iter().filter(|e| e.side == side && e.item == ScoreItem::RubberBonus).map(|e| e.points).sum()
    };
    let games_played = r.game_number();
    let status = if let Some(w) = r.rubber_winner() {
        format!("{w} won the rubber {}-{}", r.games(w), r.games(w.opponents()))
    } else if r.is_over() {
        "unfinished rubber, ended with --finish".to_string()
    } else {
        format!("rubber in progress: game {}, vulnerable: {}", r.game_number(), r.vulnerability())
    };
    let verb = if r.is_over() { "win" } else { "lead" };
    if json {
        let by_game: Vec<Value> = (1..=games_played)
            .map(|g| json!({ "game": g, "NS": r.below_in_game(g, ns), "EW": r.below_in_game(g, ew) }))
            .collect();
        outln!(
            "{}",
            json!({
                "we": "NS",
                "they": "EW",
                "deals": deals_json,
                "finish": entries_json(&finish_entries),
                "above_the_line": sides(r.above_the_line(ns), r.above_the_line(ew)),
                "below_the_line": sides(r.below_the_line(ns), r.below_the_line(ew)),
                "below_by_game": by_game,
                "games": sides(r.games(ns), r.games(ew)),
                "rubber_bonus": sides(rubber_bonus(ns), rubber_bonus(ew)),
                "total": sides(r.total(ns), r.total(ew)),
                "rubber_winner": r.rubber_winner().map(|s| s.to_string()),
                "over": r.is_over(),
                "leader": leader_json(r.leader()),
            })
        );
        return Ok(());
    }
    outln!("Rubber bridge score sheet (WE = NS, THEY = EW)");
    outln!("{:>4} {:>4} {:<8} {:<4} {:>6} {:<4} Entries", "Deal", "Game", "Contract", "By", "Tricks", "Vul");
    for row in rows {
        outln!("{row}");
    }
    if !finish_entries.is_empty() {
        outln!("{:>4} {:>4} {}", "end", games_played, entries_text(&finish_entries));
    }
    outln!();
    total_row("", "WE (NS)", "THEY (EW)");
    total_row("Above the line", r.above_the_line(ns), r.above_the_line(ew));
    for g in 1..=games_played {
        total_row(&format!("Below, game {g}"), r.below_in_game(g, ns), r.below_in_game(g, ew));
    }
    total_row("Below the line", r.below_the_line(ns), r.below_the_line(ew));
    total_row("Games", r.games(ns), r.games(ew));
    total_row("Rubber bonus", rubber_bonus(ns), rubber_bonus(ew));
    total_row("Total", r.total(ns), r.total(ew));
    outln!();
    outln!("{status}; on points: NS {}, EW {}: {}.", r.total(ns), r.total(ew), margin_text(r.leader(), verb));
    Ok(())
}

/// `100:NS`, `150:EW`: 100 is four trump honours; 150 five trump honours, or four aces at
/// notrump.
fn parse_honours(value: &str, strain: Strain) -> Result<(Honours, Side), String> {
    let (points, side) = value.split_once(':').unwrap_or((value, ""));
    let side = parse_side(side).ok_or_else(|| format!("bad honours side '{side}': expected NS or EW"))?;
    let h = match (points.trim(), strain) {
        ("100", _) => Honours::FourTrumps,
        ("150", Strain::NoTrump) => Honours::FourAces,
        ("150", _) => Honours::FiveTrumps,
        (p, _) => return Err(format!("bad honours '{p}': expected 100 or 150")),
    };
    Ok((h, side))
}

fn chicago_cmd(lines: &[Line], json: bool) -> Result<(), UserError> {
    let mut ch = Chicago::new();
    let mut rows = Vec::new();
    let mut deals_json = Vec::new();
    for line in lines {
        let w = words(&line.text, line, &[])?;
        if is_pass(&w.pos) {
            if ch.is_over() {
                return Err(line.err(ScoreError::ChicagoOver));
            }
            deals_json.push(json!({ "line": line.origin, "passed_out": true }));
            rows.push(format!("{:>4} passed out: redealt", "-"));
            continue;
        }
        let p = parse_played(&w.pos).map_err(|e| line.err(e))?;
        let (deal, dealer, vul) = match (ch.next_deal(), ch.dealer(), ch.vulnerability()) {
            (Some(d), Some(s), Some(v)) => (d, s, v),
            _ => return Err(line.err(ScoreError::ChicagoOver)),
        };
        let entries = ch.record(p.contract, p.by.side(), p.tricks).map_err(|e| line.err(e))?.to_vec();
        rows.push(format!(
            "{deal:>4} {:<6} {:<4} {:<8} {:<4} {:>6} {}",
            dealer.to_string(),
            vul.to_string(),
            p.contract.to_string(),
            p.by.label(),
            p.tricks,
            entries_text(&entries)
        ));
        let mut d = p.json();
        d["deal"] = json!(deal);
        d["dealer"] = json!(dealer.to_string());
        d["vulnerability"] = json!(vul.to_string());
        d["line"] = json!(line.origin);
        d["entries"] = entries_json(&entries);
        deals_json.push(d);
    }
    let (ns, ew) = (Side::NorthSouth, Side::EastWest);
    let verb = if ch.is_over() { "win" } else { "lead" };
    if json {
        outln!(
            "{}",
            json!({
                "scoring": "chicago",
                "deals": deals_json,
                "above_the_line": sides(ch.above_the_line(ns), ch.above_the_line(ew)),
                "below_the_line": sides(ch.below_the_line(ns), ch.below_the_line(ew)),
                "total": sides(ch.total(ns), ch.total(ew)),
                "over": ch.is_over(),
                "leader": leader_json(ch.leader()),
            })
        );
        return Ok(());
    }
    outln!("Chicago (part scores carry; game 300, 500 vulnerable; 100 for a part score on deal 4)");
    outln!("{:>4} {:<6} {:<4} {:<8} {:<4} {:>6} Entries", "Deal", "Dealer", "Vul", "Contract", "By", "Tricks");
    for row in rows {
        outln!("{row}");
    }
    outln!();
    total_row("", "NS", "EW");
    total_row("Above the line", ch.above_the_line(ns), ch.above_the_line(ew));
    total_row("Below the line", ch.below_the_line(ns), ch.below_the_line(ew));
    total_row("Total", ch.total(ns), ch.total(ew));
    outln!();
    let done = if ch.is_over() { String::new() } else { format!("after {} of 4 deals: ", ch.deals()) };
    outln!("{done}NS {}, EW {}: {}.", ch.total(ns), ch.total(ew), margin_text(ch.leader(), verb));
    Ok(())
}

fn duplicate_chicago_cmd(lines: &[Line], json: bool) -> Result<(), UserError> {
    let mut dc = DuplicateChicago::new();
    let mut rows = Vec::new();
    let mut deals_json = Vec::new();
    for line in lines {
        let w = words(&line.text, line, &[])?;
        if is_pass(&w.pos) {
            deals_json.push(json!({ "line": line.origin, "passed_out": true }));
            rows.push(format!("{:>4} passed out: redealt", "-"));
            continue;
        }
        let p = parse_played(&w.pos).map_err(|e| line.err(e))?;
        let (deal, dealer, vul) = (dc.next_deal(), dc.dealer(), dc.vulnerability());
        let score = dc.record(p.contract, p.by.side(), p.tricks).map_err(|e| line.err(e))?;
        let (ns_col, ew_col) = split_score(score);
        rows.push(format!(
            "{deal:>4} {:<6} {:<4} {:<8} {:<4} {:>6} {ns_col:>7} {ew_col:>7}",
            dealer.to_string(),
            vul.to_string(),
            p.contract.to_string(),
            p.by.label(),
            p.tricks,
        ));
        let mut d = p.json();
        d["deal"] = json!(deal);
        d["dealer"] = json!(dealer.to_string());
        d["vulnerability"] = json!(vul.to_string());
        d["line"] = json!(line.origin);
        d["ns_score"] = json!(score);
        deals_json.push(d);
    }
    let (ns, ew) = (Side::NorthSouth, Side::EastWest);
    if json {
        outln!(
            "{}",
            json!({
                "scoring": "chicago-duplicate",
                "deals": deals_json,
                "total": sides(dc.total(ns), dc.total(ew)),
                "complete_rounds": dc.deals() / 4,
                "whole_rounds": dc.is_complete_round(),
                "leader": leader_json(dc.leader()),
            })
        );
        return Ok(());
    }
    outln!("Chicago with duplicate scoring (each deal scored alone; Chicago vulnerability schedule)");
    outln!(
        "{:>4} {:<6} {:<4} {:<8} {:<4} {:>6} {:>7} {:>7}",
        "Deal",
        "Dealer",
        "Vul",
        "Contract",
        "By",
        "Tricks",
        "NS",
        "EW"
    );
    for row in rows {
        outln!("{row}");
    }
    outln!("{:<38} {:>7} {:>7}", "Total", dc.total(ns), dc.total(ew));
    outln!();
    let rounds = if dc.is_complete_round() {
        format!("{} deals ({} round(s) of four)", dc.deals(), dc.deals() / 4)
    } else {
        format!("{} deals (not a whole number of four-deal rounds)", dc.deals())
    };
    outln!("{rounds}: NS {}, EW {}: {}.", dc.total(ns), dc.total(ew), margin_text(dc.leader(), "win"));
    Ok(())
}

/// A North-South score as the (NS, EW) columns of a sheet: the side that scored gets it.
fn split_score(score: i32) -> (String, String) {
    match score.cmp(&0) {
        std::cmp::Ordering::Greater => (score.to_string(), String::new()),
        std::cmp::Ordering::Less => (String::new(), score.unsigned_abs().to_string()),
        std::cmp::Ordering::Equal => ("0".into(), "0".into()),
    }
}

fn russian_chicago_cmd(lines: &[Line], json: bool) -> Result<(), UserError> {
    let mut rows = Vec::new();
    let mut deals_json = Vec::new();
    let mut total = 0i32;
    let mut deal = 0u32;
    for line in lines {
        let w = words(&line.text, line, &["hcp", "vul"])?;
        if is_pass(&w.pos) {
            deals_json.push(json!({ "line": line.origin, "passed_out": true }));
            rows.push(format!("{:>4} passed out: redealt", "-"));
            continue;
        }
        let p = parse_played(&w.pos).map_err(|e| line.err(e))?;
        let hcp = parse_u8_opt(&w, "hcp", line)?
            .ok_or_else(|| line.err("Russian scoring needs hcp=N, the declaring side's high-card points"))?;
        deal += 1;
        let vul = match w.opt("vul") {
            Some(v) => Vulnerability::parse(v)
                .ok_or_else(|| line.err(format!("bad vul= '{v}': expected None, NS, EW or Both")))?,
            None => chicago_vulnerability(deal),
        };
        let side = p.by.side();
        let ns_score = p.ns_score(vul).map_err(|e| line.err(e))?;
        let ns_hcp = hcp_of(Side::NorthSouth, side, hcp);
        let r: RussianScore = russian_imps(ns_hcp, vul.relative_to(Seat::North), ns_score).map_err(|e| line.err(e))?;
        total += r.imps;
        let stronger = stronger_side(Side::NorthSouth, ns_hcp);
        let target = r.target.unsigned_abs();
        let target_text = match stronger {
            Some(s) => format!("{s} {target}"),
            None => "0".into(),
        };
        rows.push(format!(
            "{deal:>4} {:<4} {:<8} {:<4} {:>6} {ns_score:>8} {:>5} {target_text:<9} {:>7} {:>7}",
            vul.to_string(),
            p.contract.to_string(),
            p.by.label(),
            p.tricks,
            format!("{ns_hcp}/{}", 40u8.saturating_sub(ns_hcp)),
            format!("{:+}", r.difference),
            format!("{:+}", r.imps),
        ));
        let mut d = p.json();
        d["deal"] = json!(deal);
        d["vulnerability"] = json!(vul.to_string());
        d["line"] = json!(line.origin);
        d["hcp"] = sides(ns_hcp, 40u8.saturating_sub(ns_hcp));
        d["ns_score"] = json!(ns_score);
        d["stronger"] = json!(stronger.map(|s| s.to_string()));
        d["target"] = json!(target);
        d["ns_target"] = json!(r.target);
        d["ns_difference"] = json!(r.difference);
        d["ns_imps"] = json!(r.imps);
        deals_json.push(d);
    }
    if json {
        outln!("{}", json!({ "scoring": "chicago-russian", "deals": deals_json, "imps": sides(total, -total) }));
        return Ok(());
    }
    outln!("Chicago with Russian scoring (each deal IMPed against the stronger side's target)");
    outln!(
        "{:>4} {:<4} {:<8} {:<4} {:>6} {:>8} {:>5} {:<9} {:>7} {:>7}",
        "Deal",
        "Vul",
        "Contract",
        "By",
        "Tricks",
        "NS score",
        "HCP",
        "Target",
        "NS diff",
        "NS IMPs"
    );
    for row in rows {
        outln!("{row}");
    }
    outln!();
    outln!("IMPs: NS {total:+}, EW {:+}.", -total);
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Matchpoints and teams

/// Rounds to two decimals (percentages).
fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn matchpoints_cmd(
    lines: &[Line],
    board: Option<u32>,
    vul: Option<Vulnerability>,
    json: bool,
) -> Result<(), UserError> {
    struct Row {
        outcome: Outcome,
        score: i32,
        ns_pair: Option<String>,
        ew_pair: Option<String>,
        origin: String,
    }
    let mut rows = Vec::new();
    for line in lines {
        let w = words(&line.text, line, &["ns", "ew"])?;
        let outcome = Outcome::parse(&w.pos).map_err(|e| line.err(e))?;
        let score = outcome.ns_score(vul).map_err(|e| line.err(e))?;
        rows.push(Row {
            outcome,
            score,
            ns_pair: w.opt("ns").map(str::to_string),
            ew_pair: w.opt("ew").map(str::to_string),
            origin: line.origin.clone(),
        });
    }
    let scores: Vec<i32> = rows.iter().map(|r| r.score).collect();
    let mp = matchpoints(&scores);
    let top = mp.top();
    let pct = |m: u32| if top == 0 { 50.0 } else { round2(100.0 * f64::from(m) / f64::from(top)) };
    let (ns_na, ew_na) = (mp.ns_north_american(), mp.ew_north_american());
    if json {
        let results: Vec<Value> = rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let mut v = r.outcome.json(r.score);
                v["line"] = json!(r.origin);
                v["ns_pair"] = json!(r.ns_pair);
                v["ew_pair"] = json!(r.ew_pair);
                v["ns_mp"] = json!(mp.ns()[i]);
                v["ew_mp"] = json!(mp.ew()[i]);
                v["ns_mp_north_american"] = json!(ns_na[i]);
                v["ew_mp_north_american"] = json!(ew_na[i]);
                v["ns_percent"] = json!(pct(mp.ns()[i]));
                v["ew_percent"] = json!(pct(mp.ew()[i]));
                v
            })
            .collect();
        outln!(
            "{}",
            json!({
                "board": board,
                "vulnerability": vul.map(|v| v.to_string()),
                "results": results,
                "top": top,
                "top_north_american": f64::from(top) / 2.0,
            })
        );
        return Ok(());
    }
    let title = board.map(|b| format!("Board {b}")).unwrap_or_else(|| "Board".into());
    let vul_text = vul.map(|v| format!(", vulnerability {v}")).unwrap_or_default();
    outln!(
        "{title}{vul_text}: {} results, top {top} (2 a pair beaten, 1 a tie); {} in North American matchpoints (1 and ½)",
        rows.len(),
        f64::from(top) / 2.0
    );
    outln!(
        "{:>4} {:>4} {:<14} {:>8} {:>5} {:>5} {:>6} {:>6} {:>7} {:>7}",
        "NS",
        "EW",
        "Result",
        "NS score",
        "NS mp",
        "EW mp",
        "NS NA",
        "EW NA",
        "NS %",
        "EW %"
    );
    for (i, r) in rows.iter().enumerate() {
        outln!(
            "{:>4} {:>4} {:<14} {:>8} {:>5} {:>5} {:>6.1} {:>6.1} {:>7.2} {:>7.2}",
            r.ns_pair.as_deref().unwrap_or("-"),
            r.ew_pair.as_deref().unwrap_or("-"),
            r.outcome.text(),
            r.score,
            mp.ns()[i],
            mp.ew()[i],
            ns_na[i],
            ew_na[i],
            pct(mp.ns()[i]),
            pct(mp.ew()[i]),
        );
    }
    Ok(())
}

fn teams_cmd(lines: &[Line], vp: bool, json: bool) -> Result<(), UserError> {
    let mut rows = Vec::new();
    let mut boards_json = Vec::new();
    let (mut total, mut won, mut lost) = (0i32, 0i32, 0i32);
    for line in lines {
        let text = line.text.replace('|', " | ");
        let w = words(&text, line, &["vul"])?;
        let bar = w.pos.iter().position(|&t| t == "|");
        let (Some(bar), 2..) = (bar, w.pos.len()) else {
            return Err(line.err("expected BOARD ROOM1 | ROOM2, e.g. '1 4S S 10 | 4S S 11'"));
        };
        if w.pos.iter().filter(|&&t| t == "|").count() > 1 {
            return Err(line.err("more than one '|': expected BOARD ROOM1 | ROOM2"));
        }
        let left = &w.pos[..bar];
        let right = &w.pos[bar + 1..];
        let Some((board_text, room1)) = left.split_first() else {
            return Err(line.err("expected BOARD ROOM1 | ROOM2, e.g. '1 4S S 10 | 4S S 11'"));
        };
        let board: u32 = board_text
            .parse()
            .ok()
            .filter(|&b| b >= 1)
            .ok_or_else(|| line.err(format!("bad board number '{board_text}'")))?;
        let vul = match w.opt("vul") {
            Some(v) => Vulnerability::parse(v)
                .ok_or_else(|| line.err(format!("bad vul= '{v}': expected None, NS, EW or Both")))?,
            None => vul_of_board(board),
        };
        let room = |pos: &[&str], n: u8| -> Result<(Outcome, i32), UserError> {
            let o = Outcome::parse(pos).map_err(|e| line.err(format!("room {n}: {e}")))?;
            let s = o.ns_score(Some(vul)).map_err(|e| line.err(format!("room {n}: {e}")))?;
            Ok((o, s))
        };
        let (o1, s1) = room(room1, 1)?;
        let (o2, s2) = room(right, 2)?;
        let diff = s1.saturating_sub(s2);
        let n = team_imps(s1, s2);
        total += n;
        if n > 0 {
            won += n;
        } else {
            lost -= n;
        }
        rows.push(format!(
            "{board:>5} {:<4} {:<14} {s1:>6} {:<14} {s2:>6} {diff:>6} {:>5}",
            vul.to_string(),
            o1.text(),
            o2.text(),
            format!("{n:+}")
        ));
        boards_json.push(json!({
            "board": board,
            "line": line.origin,
            "vulnerability": vul.to_string(),
            "room1": o1.json(s1),
            "room2": o2.json(s2),
            "difference": diff,
            "imps": n,
        }));
    }
    let vps = victory_points(total);
    if json {
        let mut v = json!({
            "boards": boards_json,
            "imps": total,
            "imps_won": won,
            "imps_lost": lost,
        });
        if vp {
            v["victory_points"] = json!({ "ours": vps.0, "theirs": vps.1, "scale": VP_SCALE });
        }
        outln!("{v}");
        return Ok(());
    }
    outln!("Team match: the team sits NS in room 1 and EW in room 2 (scores are North-South's)");
    outln!(
        "{:>5} {:<4} {:<14} {:>6} {:<14} {:>6} {:>6} {:>5}",
        "Board",
        "Vul",
        "Room 1",
        "NS",
        "Room 2",
        "NS",
        "Diff",
        "IMPs"
    );
    for row in rows {
        outln!("{row}");
    }
    outln!();
    outln!("IMPs: {total:+} (won {won}, lost {lost})");
    if vp {
        outln!("Victory points: {}-{}; scale: {VP_SCALE}", vps.0, vps.1);
    }
    Ok(())
}
