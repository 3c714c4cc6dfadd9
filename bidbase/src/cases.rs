//! Bidding test cases: reading a cases file and measuring a system's agreement with it.
//!
//! The file: `#` comment lines, a header row, then tab-separated rows `group dealer vul
//! auction hand expected` (auction in PBN or BidBase tokens from the dealer, `-` when empty; the
//! hand in PBN or BidBase notation; the expected call as a token), then up to two notes in
//! either order: `source: where the position comes from` and `dubious: why the expectation is
//! disputed`.

use bidbase_runtime::rules::{Bidder, Context, Decision};
use bidbase_runtime::{Auction, Call, Deck, Hand, Seat, Vulnerability};

/// One case.
#[derive(Clone, Debug)]
pub struct Case {
    /// 1-based line in the file.
    pub line: usize,
    /// Group name.
    pub group: String,
    /// The auction so far.
    pub auction: Auction,
    /// Vulnerability.
    pub vulnerability: Vulnerability,
    /// The hand to bid.
    pub hand: Hand,
    /// The expected call.
    pub expected: Call,
    /// Why the expectation is judged dubious, when the file marks it (a note column
    /// `dubious: reason`). Dubious cases are still bid and counted.
    pub dubious: Option<String>,
    /// Where the position comes from, when the file says (a note column `source: ...`).
    pub source: Option<String>,
}

impl Case {
    /// The context a case is bid in: its vulnerability, the bidder's side as "we".
    pub fn context(&self) -> Context {
        Context { vulnerability: self.vulnerability, we: self.auction.next_seat().side(), ..Context::default() }
    }
}

/// The two parts of a case file: rules are written looking at the working part only; the
/// validation part measures how the rules do on cases their author has not read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// About 70% of the hands.
    Working,
    /// About 30% of the hands, never read while writing rules.
    Validation,
}

impl Case {
    /// The case's part, by its hand alone (one book hand appears in several auctions; they all
    /// fall in the same part): an FNV-1a hash of the hand in BidBase notation, 30 of every 100
    /// values for validation.
    pub fn part(&self) -> Part {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in self.hand.to_bidbase().bytes() {
            h ^= b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        if h % 100 < 30 {
            Part::Validation
        } else {
            Part::Working
        }
    }
}

/// A line of the file that is not a case at all (wrong columns, bad dealer or vulnerability).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CasesError {
    /// 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl core::fmt::Display for CasesError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for CasesError {}

/// A row that is a case in form but cannot be bid: its 1-based line and the problem (an
/// impossible hand, an illegal auction, a bad call).
pub type InvalidRow = (usize, String);

/// The cases of a file, and the rows that could not be read as cases, which are left out. A
/// hand may be of either deck; [`read_cases_for`] reads the cases of one system.
pub fn read_cases(text: &str) -> Result<(Vec<Case>, Vec<InvalidRow>), CasesError> {
    read_cases_in(text, None)
}

/// [`read_cases`] for a system of `deck`: a hand of another deck, and an auction the game does
/// not allow (a redouble in BIDittle), make the row invalid.
pub fn read_cases_for(text: &str, deck: Deck) -> Result<(Vec<Case>, Vec<InvalidRow>), CasesError> {
    read_cases_in(text, Some(deck))
}

fn read_cases_in(text: &str, deck: Option<Deck>) -> Result<(Vec<Case>, Vec<InvalidRow>), CasesError> {
    let mut cases = Vec::new();
    let mut invalid = Vec::new();
    let mut header_seen = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = raw.trim_end_matches('\r');
        if t.trim().is_empty() || t.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = t.split('\t').collect();
        if !header_seen {
            header_seen = true;
            if cols.first() == Some(&"group") {
                continue;
            }
        }
        let bad = |message: String| CasesError { line, message };
        if !(6..=8).contains(&cols.len()) {
            return Err(bad(format!(
                "expected 6 tab-separated columns (group, dealer, vul, auction, hand, expected) and up to two notes ('source: ...', 'dubious: reason'), found {}",
                cols.len()
            )));
        }
        let (mut dubious, mut source) = (None, None);
        for note in cols[6..].iter().map(|c| c.trim()).filter(|c| !c.is_empty()) {
            let (slot, text) = if let Some(reason) = note.strip_prefix("dubious:") {
                (&mut dubious, reason.trim())
            } else if let Some(from) = note.strip_prefix("source:") {
                (&mut source, from.trim())
            } else {
                return Err(bad(format!("a note column must be 'source: ...' or 'dubious: <reason>', found '{note}'")));
            };
            if text.is_empty() {
                return Err(bad(format!("the note '{note}' says nothing after its colon")));
            }
            if slot.replace(text.to_string()).is_some() {
                return Err(bad(format!("two '{}' notes on one row", note.split(':').next().unwrap_or(note))));
            }
        }
        let dealer = Seat::parse(cols[1]).ok_or_else(|| bad(format!("bad dealer '{}'", cols[1])))?;
        let vulnerability =
            Vulnerability::parse(cols[2]).ok_or_else(|| bad(format!("bad vulnerability '{}'", cols[2])))?;
        let parsed = (|| -> Result<Case, String> {
            let auction = Auction::parse(dealer, cols[3]).map_err(|e| format!("bad auction '{}': {e}", cols[3]))?;
            if auction.is_over() {
                return Err(format!("the auction '{}' has ended", cols[3]));
            }
            if let Some(why) = deck.and_then(|d| auction.deck_rule_broken(d)) {
                return Err(format!("bad auction '{}': {why}", cols[3]));
            }
            let hand = match deck {
                Some(d) => Hand::parse_for(d, cols[4]),
                None => Hand::parse(cols[4]),
            }
            .map_err(|e| format!("bad hand '{}': {e}", cols[4]))?;
            let expected = Call::parse(cols[5]).map_err(|e| format!("bad expected call '{}': {e}", cols[5]))?;
            Ok(Case {
                line,
                group: cols[0].to_string(),
                auction,
                vulnerability,
                hand,
                expected,
                dubious: dubious.clone(),
                source: source.clone(),
            })
        })();
        match parsed {
            Ok(c) => cases.push(c),
            Err(why) => invalid.push((line, why)),
        }
    }
    Ok((cases, invalid))
}

/// How a system did on a list of cases.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Agreement {
    /// Cases.
    pub total: usize,
    /// Cases answered with the expected call.
    pub agreed: usize,
    /// Cases for which no entry matched.
    pub no_entry: usize,
    /// Of those, cases that expected Pass.
    pub no_entry_expected_pass: usize,
}

/// Bids each case; `each` sees every case with the system's decision.
pub fn measure<B: Bidder + ?Sized>(
    bidder: &B,
    cases: &[Case],
    mut each: impl FnMut(&Case, Option<&Decision<'_>>, bool),
) -> Agreement {
    let mut a = Agreement::default();
    for case in cases {
        a.total += 1;
        let context = bidder.with_opponents_meaning(&case.auction, &case.context());
        let decision = bidder.bid(case.hand, &case.auction, &context);
        let ok = decision.as_ref().is_some_and(|d| d.call == case.expected);
        if ok {
            a.agreed += 1;
        } else if decision.is_none() {
            a.no_entry += 1;
            if case.expected == Call::PASS {
                a.no_entry_expected_pass += 1;
            }
        }
        each(case, decision.as_ref(), ok);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seventh_column_marks_a_dubious_expectation() {
        let text = "group\tdealer\tvul\tauction\thand\texpected\n\
                    g\tN\tNone\t1D Pass\tJ43.AT.AQ9632.Q8\t4D\tdubious: not SAYC\n\
                    g\tN\tNone\t-\tAQ3.KT87.K63.A54\t1NT\n";
        let (cases, invalid) = read_cases(text).unwrap();
        assert!(invalid.is_empty());
        assert_eq!(cases[0].dubious.as_deref(), Some("not SAYC"));
        assert_eq!(cases[1].dubious, None);
        let bad = "g\tN\tNone\t-\tAQ3.KT87.K63.A54\t1NT\twhy not\n";
        let e = read_cases(bad).unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.message.contains("dubious"), "{}", e.message);
    }

    #[test]
    fn notes_give_the_source_and_the_doubt_in_either_order() {
        let text = "g\tN\tNone\t-\tAQ3.KT87.K63.A54\t1NT\tsource: ACBL card\tdubious: 15 HCP is thin\n\
                    g\tN\tNone\t-\tAQ3.KT87.K63.A54\t1NT\tdubious: why\tsource: a book\n\
                    g\tN\tNone\t-\tAQ3.KT87.K63.A54\t1NT\tsource: only\n";
        let (cases, _) = read_cases(text).unwrap();
        assert_eq!(
            (cases[0].source.as_deref(), cases[0].dubious.as_deref()),
            (Some("ACBL card"), Some("15 HCP is thin"))
        );
        assert_eq!((cases[1].source.as_deref(), cases[1].dubious.as_deref()), (Some("a book"), Some("why")));
        assert_eq!((cases[2].source.as_deref(), cases[2].dubious.as_deref()), (Some("only"), None));
        for (row, what) in [
            ("g\tN\tNone\t-\tAQ3.KT87.K63.A54\t1NT\tsource: a\tsource: b\n", "two 'source' notes"),
            ("g\tN\tNone\t-\tAQ3.KT87.K63.A54\t1NT\tsource:\n", "says nothing"),
            ("g\tN\tNone\t-\tAQ3.KT87.K63.A54\t1NT\ta\tb\tc\n", "found 9"),
        ] {
            let e = read_cases(row).unwrap_err();
            assert!(e.message.contains(what), "{row:?}: {}", e.message);
        }
    }
}
