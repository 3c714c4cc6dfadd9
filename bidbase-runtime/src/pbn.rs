//! PBN 2.1 boards: writing the mandatory tag set with the deal and the auction, and reading
//! boards back (tag pairs, the auction section, comments).

use core::fmt;
use core::fmt::Write as _;

use crate::auction::Auction;
use crate::call::Call;
use crate::contract::Contract;
use crate::deal::Deal;
use crate::seat::{Seat, Vulnerability};

/// One board of a PBN file, as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PbnBoard {
    /// Every tag pair in order.
    pub tags: Vec<(String, String)>,
    /// `[Deal]`.
    pub deal: Option<Deal>,
    /// `[Dealer]`.
    pub dealer: Option<Seat>,
    /// `[Vulnerable]`.
    pub vulnerability: Option<Vulnerability>,
    /// The auction section.
    pub auction: Option<Auction>,
    /// `[Contract]`: `Some(None)` for a passed-out board.
    pub contract: Option<Option<Contract>>,
    /// `[Declarer]`.
    pub declarer: Option<Seat>,
}

impl PbnBoard {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// A problem in a PBN file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PbnError {
    /// 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for PbnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for PbnError {}

/// Appends one board in PBN 2.1 export form: the fifteen tags of the mandatory tag set (with
/// `?` where a value is unknown), then the auction section. A passed-out board has contract
/// `Pass` and an empty declarer.
pub fn write_board(
    out: &mut String,
    event: &str,
    board: u64,
    deal: &Deal,
    auction: &Auction,
    vulnerability: Vulnerability,
) {
    write_board_with_notes(out, event, board, deal, auction, vulnerability, &[]);
}

/// [`write_board`] with an explanation for some calls (`notes[i]` for call `i`): each is a
/// note reference `=n=` after the call in the auction section and a `[Note "n:text"]` tag after
/// it (PBN 2.1), the same text sharing one number.
pub fn write_board_with_notes(
    out: &mut String,
    event: &str,
    board: u64,
    deal: &Deal,
    auction: &Auction,
    vulnerability: Vulnerability,
    notes: &[Option<String>],
) {
    let (contract, declarer) = match auction.contract() {
        Some((c, d)) => (c.to_string(), d.letter().to_string()),
        None if auction.is_passed_out() => ("Pass".to_string(), String::new()),
        None => ("?".to_string(), "?".to_string()),
    };
    let dealer = auction.dealer();
    let tags = [
        ("Event", event.to_string()),
        ("Site", "?".to_string()),
        ("Date", "????.??.??".to_string()),
        ("Round", "?".to_string()),
        ("Board", board.to_string()),
        ("West", "?".to_string()),
        ("North", "?".to_string()),
        ("East", "?".to_string()),
        ("South", "?".to_string()),
        ("Dealer", dealer.letter().to_string()),
        ("Vulnerable", vulnerability.pbn().to_string()),
        ("Deal", deal.to_pbn(dealer)),
        ("Scoring", "?".to_string()),
        ("Declarer", declarer),
        ("Contract", contract),
        ("Result", "?".to_string()),
    ];
    for (name, value) in tags {
        let _ = writeln!(out, "[{name} \"{value}\"]");
    }
    // PBN's auction section has no place for an "@" annotation, which starts a new Prior Bids
    // view: a supplemental tag keeps the annotated calls, so the board reads back (and replays)
    // as it was bid.
    if auction.annotated_calls().any(|c| c.tag.is_some()) {
        let _ = writeln!(out, "[{ANNOTATED_AUCTION} \"{}\"]", auction.to_bidbase());
    }
    let _ = writeln!(out, "[Auction \"{}\"]", dealer.letter());
    let mut texts: Vec<&str> = Vec::new();
    let tokens: Vec<String> = auction
        .calls()
        .iter()
        .enumerate()
        .map(|(i, c)| match notes.get(i).and_then(|n| n.as_deref()) {
            Some(text) => {
                let n = match texts.iter().position(|t| *t == text) {
                    Some(k) => k + 1,
                    None => {
                        texts.push(text);
                        texts.len()
                    }
                };
                format!("{} ={n}=", c.to_pbn())
            }
            None => c.to_pbn(),
        })
        .collect();
    for chunk in tokens.chunks(4) {
        let _ = writeln!(out, "{}", chunk.join(" "));
    }
    for (k, text) in texts.iter().enumerate() {
        let _ = writeln!(out, "[Note \"{}:{}\"]", k + 1, text.replace('\\', "\\\\").replace('"', "\\\""));
    }
    out.push('\n');
}

/// Reads every board of a PBN file.
pub fn read_pbn(text: &str) -> Result<Vec<PbnBoard>, PbnError> {
    let mut boards = Vec::new();
    let mut current: Option<PbnBoard> = None;
    let mut auction_tokens: Option<(Seat, Vec<(usize, String)>)> = None;
    let mut in_comment = false;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let mut line = raw.trim();
        if in_comment {
            match line.find('}') {
                Some(p) => {
                    in_comment = false;
                    line = line[p + 1..].trim();
                }
                None => continue,
            }
        }
        if line.starts_with('%') || line.starts_with(';') {
            continue;
        }
        if line.is_empty() {
            finish(&mut current, &mut auction_tokens, &mut boards, line_no)?;
            continue;
        }
        if line.starts_with('[') {
            let (name, value) = parse_tag(line).ok_or_else(|| PbnError {
                line: line_no,
                message: format!("malformed tag pair '{line}': expected [Name \"value\"]"),
            })?;
            if let Some((dealer, tokens)) = auction_tokens.take() {
                let b = current.get_or_insert_with(empty_board);
                b.auction = Some(build_auction(dealer, &tokens)?);
            }
            let b = current.get_or_insert_with(empty_board);
            let bad = |what: &str| PbnError { line: line_no, message: format!("bad {what} '{value}'") };
            match name.as_str() {
                "Deal" => {
                    b.deal =
                        Some(Deal::parse_pbn(&value).map_err(|e| PbnError { line: line_no, message: e.to_string() })?)
                }
                "Dealer" => b.dealer = Some(Seat::parse(&value).ok_or_else(|| bad("dealer"))?),
                "Vulnerable" => {
                    b.vulnerability = Some(Vulnerability::parse(&value).ok_or_else(|| bad("vulnerability"))?)
                }
                "Declarer" if !value.is_empty() && value != "?" => {
                    b.declarer = Some(Seat::parse(&value).ok_or_else(|| bad("declarer"))?)
                }
                "Contract" if value.eq_ignore_ascii_case("pass") => b.contract = Some(None),
                "Contract" if !value.is_empty() && value != "?" => {
                    b.contract = Some(Some(Contract::parse(&value).map_err(|_| bad("contract"))?))
                }
                "Auction" => {
                    let dealer = Seat::parse(&value).ok_or_else(|| bad("auction dealer"))?;
                    auction_tokens = Some((dealer, Vec::new()));
                }
                _ => {}
            }
            b.tags.push((name, value));
            continue;
        }
        match &mut auction_tokens {
            Some((_, tokens)) => {
                let mut rest = line;
                while !rest.is_empty() {
                    if let Some(after) = rest.strip_prefix('{') {
                        match after.find('}') {
                            Some(p) => {
                                rest = after[p + 1..].trim_start();
                                continue;
                            }
                            None => {
                                in_comment = true;
                                break;
                            }
                        }
                    }
                    let end = rest.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(rest.len());
                    tokens.push((line_no, rest[..end].to_string()));
                    rest = rest[end..].trim_start();
                }
            }
            None => {
                return Err(PbnError { line: line_no, message: format!("unexpected text '{line}' outside a section") });
            }
        }
    }
    finish(&mut current, &mut auction_tokens, &mut boards, text.lines().count() + 1)?;
    Ok(boards)
}

fn empty_board() -> PbnBoard {
    PbnBoard {
        tags: Vec::new(),
        deal: None,
        dealer: None,
        vulnerability: None,
        auction: None,
        contract: None,
        declarer: None,
    }
}

fn finish(
    current: &mut Option<PbnBoard>,
    auction_tokens: &mut Option<(Seat, Vec<(usize, String)>)>,
    boards: &mut Vec<PbnBoard>,
    line: usize,
) -> Result<(), PbnError> {
    if let Some((dealer, tokens)) = auction_tokens.take() {
        let b = current.get_or_insert_with(empty_board);
        b.auction = Some(build_auction(dealer, &tokens)?);
    }
    if let Some(mut b) = current.take() {
        annotate(&mut b, line)?;
        boards.push(b);
    }
    Ok(())
}

/// The supplemental tag holding the auction with its "@" annotations, in BidBase notation
/// (`1S-P-3S-P-4N@40-P`), written when a call carries one.
pub const ANNOTATED_AUCTION: &str = "BidbaseAuction";

/// Gives a board's auction the "@" annotations of its [`ANNOTATED_AUCTION`] tag, which must
/// hold the same calls as the auction section.
fn annotate(b: &mut PbnBoard, line: usize) -> Result<(), PbnError> {
    let Some(value) = b.tag(ANNOTATED_AUCTION) else {
        return Ok(());
    };
    let Some(plain) = &b.auction else {
        return Err(PbnError { line, message: format!("a [{ANNOTATED_AUCTION}] tag without an auction section") });
    };
    let bad = |why: String| PbnError { line, message: format!("[{ANNOTATED_AUCTION} \"{value}\"]: {why}") };
    let annotated = Auction::parse(plain.dealer(), value).map_err(|e| bad(e.to_string()))?;
    if annotated.calls() != plain.calls() {
        return Err(bad(format!("its calls differ from the auction section's ({})", plain.to_bidbase())));
    }
    b.auction = Some(annotated);
    Ok(())
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.trim_end().strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    Some((name.to_string(), value.replace("\\\"", "\"").replace("\\\\", "\\")))
}

fn build_auction(dealer: Seat, tokens: &[(usize, String)]) -> Result<Auction, PbnError> {
    let mut a = Auction::new(dealer);
    for (line, t) in tokens {
        let tok = t.trim_end_matches(['!', '?']);
        if tok.is_empty() || tok == "*" || tok == "-" || tok.starts_with('=') || tok.starts_with('$') {
            continue;
        }
        if tok.eq_ignore_ascii_case("AP") {
            while !a.is_over() {
                a.push(Call::PASS).map_err(|e| PbnError { line: *line, message: e.to_string() })?;
            }
            continue;
        }
        let call = Call::parse(tok).map_err(|e| PbnError { line: *line, message: e.to_string() })?;
        a.push(call).map_err(|e| PbnError { line: *line, message: format!("{tok}: {e}") })?;
    }
    Ok(a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::call::AnnotatedCall;
    use crate::{Dealer, Deck};

    #[test]
    fn round_trip() {
        let mut out = String::new();
        let mut dealer = Dealer::new(Deck::Standard, 5);
        let mut expected = Vec::new();
        for (i, text) in ["1S P 2S P 4S P P P", "P P P P", "1N X XX P P P"].iter().enumerate() {
            let d = dealer.deal();
            let a = Auction::parse(Seat::from_index(i), text).unwrap();
            write_board(&mut out, "test", i as u64 + 1, &d, &a, Vulnerability::ALL[i]);
            expected.push((d, a));
        }
        let boards = read_pbn(&out).unwrap();
        assert_eq!(boards.len(), 3);
        for (b, (d, a)) in boards.iter().zip(&expected) {
            assert_eq!(b.deal.as_ref(), Some(d));
            assert_eq!(b.auction.as_ref(), Some(a));
            assert_eq!(b.dealer, Some(a.dealer()));
            assert_eq!(b.contract, Some(a.contract().map(|(c, _)| c)));
            assert_eq!(b.declarer, a.contract().map(|(_, s)| s));
        }
        assert_eq!(boards[1].contract, Some(None));
        assert_eq!(boards[2].tag("Contract"), Some("1NTXX"));
        assert_eq!(boards[0].tags.len(), 17);
    }

    #[test]
    fn notes_are_written_and_read_back() {
        let mut out = String::new();
        let d = Dealer::new(Deck::Standard, 9).deal();
        let a = Auction::parse(Seat::North, "1N P 2C P 2H P P P").unwrap();
        let stayman = Some("Stayman: \"asks\" for a major".to_string());
        let notes = [Some("15-17 HCP, balanced".to_string()), None, stayman.clone(), None, stayman];
        write_board_with_notes(&mut out, "test", 1, &d, &a, Vulnerability::ALL[0], &notes);
        assert!(out.contains("1NT =1= Pass 2C =2= Pass\n2H =2= Pass Pass Pass\n"), "{out}");
        assert!(out.contains("[Note \"2:Stayman: \\\"asks\\\" for a major\"]"), "{out}");
        let boards = read_pbn(&out).unwrap();
        assert_eq!(boards[0].auction.as_ref(), Some(&a));
        let notes: Vec<&str> = boards[0].tags.iter().filter(|(n, _)| n == "Note").map(|(_, v)| v.as_str()).collect();
        assert_eq!(notes, ["1:15-17 HCP, balanced", "2:Stayman: \"asks\" for a major"]);
    }

    #[test]
    fn annotations_are_kept_in_a_supplemental_tag() {
        let mut out = String::new();
        let d = Dealer::new(Deck::Standard, 11).deal();
        let mut a = Auction::parse(Seat::East, "1S P 3S P").unwrap();
        a.push_annotated(AnnotatedCall::parse("4N@40").unwrap()).unwrap();
        a.push(Call::PASS).unwrap();
        assert!(a.tag_at(4).is_some());
        write_board(&mut out, "test", 1, &d, &a, Vulnerability::ALL[0]);
        assert!(out.contains("[BidbaseAuction \"1S-P-3S-P-4N@40-P\"]"), "{out}");
        let back = read_pbn(&out).unwrap();
        assert_eq!(back[0].auction.as_ref(), Some(&a), "the annotation reads back");
        // Without an annotation there is no such tag.
        let mut plain = String::new();
        write_board(&mut plain, "test", 1, &d, &Auction::parse(Seat::East, "1S P").unwrap(), Vulnerability::ALL[0]);
        assert!(!plain.contains("BidbaseAuction"), "{plain}");
        // A tag whose calls differ from the auction section is an error at the board's end.
        let wrong = out.replace("1S-P-3S-P-4N@40-P", "1S-P-2S-P-4N@40-P");
        let e = read_pbn(&wrong).unwrap_err();
        assert!(e.message.contains("differ"), "{}", e.message);
    }

    #[test]
    fn errors_have_lines() {
        assert_eq!(read_pbn("[Deal \"N:AKQ\"]\n").unwrap_err().line, 1);
        let e = read_pbn("[Board \"1\"]\n[Auction \"N\"]\n1S 1H\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(read_pbn("[Board 1]\n").is_err());
        let ok = read_pbn("% comment\n[Board \"1\"]\n[Auction \"E\"]\n1C {a note} Pass AP\n").unwrap();
        assert_eq!(ok[0].auction.as_ref().unwrap().len(), 4);
    }
}
