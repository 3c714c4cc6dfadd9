//! The text format of score sheets: one result a line, with `#` comments, from a file (`-`
//! for standard input) and from repeated flags; a line's words (`CONTRACT DECLARER TRICKS`,
//! a North-South score, `pass`) and its `key=value` options. A bad line is reported with its
//! origin (`results.txt:3: bad contract '8S': ...`).

use std::io::Read;

use bidbase::{board_vulnerability, Contract, Seat, Side, Strain, Vulnerability};
use bidbase_scoring::{duplicate_score, Honours, ScoreError};
use serde_json::{json, Value};

use crate::error::UserError;

/// One non-empty input line, without its comment, and where it came from.
pub struct Line {
    /// `FILE:LINE`, `<stdin>:LINE`, or `--deal #N` for the N-th repeated flag.
    pub origin: String,
    /// The text, trimmed.
    pub text: String,
}

impl Line {
    /// A user error prefixed with this line's origin.
    pub fn err(&self, msg: impl std::fmt::Display) -> UserError {
        UserError(format!("{}: {msg}", self.origin))
    }
}

fn strip_comment(raw: &str) -> &str {
    raw.split('#').next().unwrap_or("").trim()
}

/// The most results a score sheet holds (lines of its file and repeated flags).
pub const MAX_RESULTS: usize = 100_000;

/// The most bytes of a score sheet's file.
const MAX_FILE_BYTES: u64 = 16 << 20;

/// The lines of `file` (`-`: standard input), then one line per repeated `flag` value: at most
/// [`MAX_RESULTS`] of them.
pub fn read_lines(file: Option<&str>, flags: &[String], flag: &str) -> Result<Vec<Line>, UserError> {
    let mut lines = Vec::new();
    if let Some(path) = file {
        let (name, text) = read_file(path)?;
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
    if lines.len() > MAX_RESULTS {
        return Err(UserError(format!("{} results: a score sheet holds at most 100,000", lines.len())));
    }
    Ok(lines)
}

/// The name lines of `path` are reported by, and its text (`-`: standard input).
pub fn read_file(path: &str) -> Result<(String, String), UserError> {
    let (name, mut reader): (String, Box<dyn Read>) = if path == "-" {
        ("<stdin>".to_string(), Box::new(std::io::stdin()))
    } else {
        let f = std::fs::File::open(path).map_err(|e| UserError(format!("cannot read {path}: {e}")))?;
        (path.to_string(), Box::new(f))
    };
    let mut s = String::new();
    (&mut reader)
        .take(MAX_FILE_BYTES + 1)
        .read_to_string(&mut s)
        .map_err(|e| UserError(format!("cannot read {name}: {e}")))?;
    if s.len() as u64 > MAX_FILE_BYTES {
        return Err(UserError(format!("{name} is longer than 16 MiB, the most a score sheet's file may be")));
    }
    Ok((name, s))
}

/// A line split into positional words and `key=value` options.
pub struct Words<'a> {
    /// The line the words come from, for errors.
    line: &'a Line,
    /// The positional words.
    pub pos: Vec<&'a str>,
    opts: Vec<(String, String)>,
}

impl Words<'_> {
    /// The value of option `key=`, if given.
    pub fn opt(&self, key: &str) -> Option<&str> {
        self.opts.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// The value of option `key=` as a number, if given.
    pub fn u8_opt(&self, key: &str) -> Result<Option<u8>, UserError> {
        self.opt(key)
            .map(|v| v.parse::<u8>().map_err(|_| self.line.err(format!("bad {key}= '{v}': expected a number"))))
            .transpose()
    }

    /// The `vul=` option (None, NS, EW or Both), if given.
    pub fn vul_opt(&self) -> Result<Option<Vulnerability>, UserError> {
        self.opt("vul")
            .map(|v| {
                Vulnerability::parse(v)
                    .ok_or_else(|| self.line.err(format!("bad vul= '{v}': expected None, NS, EW or Both")))
            })
            .transpose()
    }
}

/// Splits `text` (the text of `line`, or a form of it) into words; `key=value` words are
/// options, and only `allowed` keys are accepted. `honours=V SIDE` takes the following word as
/// its side (also `honours=V:SIDE`).
pub fn words<'a>(text: &'a str, line: &'a Line, allowed: &[&str]) -> Result<Words<'a>, UserError> {
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
    Ok(Words { line, pos, opts })
}

/// A deal of a rubber or Chicago sheet: `None` when it was passed out (`pass`), else the
/// contract played and the line's words (options: `allowed` keys).
pub fn read_deal<'a>(line: &'a Line, allowed: &[&str]) -> Result<Option<(Played, Words<'a>)>, UserError> {
    let w = words(&line.text, line, allowed)?;
    if is_pass(&w.pos) {
        return Ok(None);
    }
    let p = parse_played(&w.pos).map_err(|e| line.err(e))?;
    Ok(Some((p, w)))
}

/// Who declared: a seat, or only the side.
#[derive(Copy, Clone)]
pub enum By {
    Seat(Seat),
    Side(Side),
}

impl By {
    /// The declaring side.
    pub fn side(self) -> Side {
        match self {
            By::Seat(s) => s.side(),
            By::Side(s) => s,
        }
    }

    /// The seat or the side, as written on a sheet.
    pub fn label(self) -> String {
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
pub struct Played {
    pub contract: Contract,
    pub by: By,
    pub tricks: u8,
}

impl Played {
    /// `4S N 10`.
    pub fn text(&self) -> String {
        format!("{} {} {}", self.contract, self.by.label(), self.tricks)
    }

    /// The duplicate score from North-South's view at `vul`.
    pub fn ns_score(&self, vul: Vulnerability) -> Result<i32, ScoreError> {
        let side = self.by.side();
        let s = duplicate_score(self.contract, vul.side(side), self.tricks)?;
        Ok(if side == Side::NorthSouth { s } else { -s })
    }

    /// The contract, the declarer and the tricks as JSON.
    pub fn json(&self) -> Value {
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
pub enum Outcome {
    /// A North-South score as written.
    Score(i32),
    /// Passed out: 0.
    Pass,
    /// A contract, scored at the board's vulnerability.
    Played(Played),
}

impl Outcome {
    /// A North-South score, `pass`, or `CONTRACT DECLARER TRICKS`.
    pub fn parse(pos: &[&str]) -> Result<Outcome, String> {
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
    pub fn ns_score(&self, vul: Option<Vulnerability>) -> Result<i32, String> {
        match self {
            Outcome::Score(s) => Ok(*s),
            Outcome::Pass => Ok(0),
            Outcome::Played(p) => {
                let vul = vul.ok_or("a contract needs the board's vulnerability: give --board N or --vul V")?;
                p.ns_score(vul).map_err(|e| e.to_string())
            }
        }
    }

    /// The result as written on a sheet.
    pub fn text(&self) -> String {
        match self {
            Outcome::Score(s) => s.to_string(),
            Outcome::Pass => "pass".into(),
            Outcome::Played(p) => p.text(),
        }
    }

    /// The result and its North-South score as JSON.
    pub fn json(&self, ns_score: i32) -> Value {
        let mut v = match self {
            Outcome::Played(p) => p.json(),
            Outcome::Pass => json!({ "passed_out": true }),
            Outcome::Score(_) => json!({}),
        };
        v["ns_score"] = json!(ns_score);
        v
    }
}

/// `100:NS`, `150:EW`: 100 is four trump honours; 150 five trump honours, or four aces at
/// notrump.
pub fn parse_honours(value: &str, strain: Strain) -> Result<(Honours, Side), String> {
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

/// The vulnerability of board `board` (board 1 neither, 2 North-South, ...).
pub fn vul_of_board(board: u32) -> Vulnerability {
    // The pattern repeats every 16 boards; reduce first so huge numbers cannot overflow.
    board_vulnerability((board.max(1) - 1) % 16 + 1)
}
