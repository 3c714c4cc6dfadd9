//! Compensation tables for Russian-style scoring as data: the rules' Russian table built in,
//! or a table read from text, by high-card points and optionally by the trump fit (the
//! Estonian idea).
//!
//! The rules name the Estonian compensation table, which "also takes into account the fit
//! between the hands of the partners with the majority of high card points", but do not give
//! its figures; bidbase does not ship them. A table of that shape can be written in the text
//! format of [`CompensationTable::parse`] and used in place of the Russian one.

use core::fmt;

use bidbase_runtime::RelativeVulnerability;

use super::{imps, RussianScore, ScoreError, RUSSIAN_TARGETS};

/// The longest combined trump fit of a side, in the classes a fit table uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Fit {
    /// Seven cards or fewer.
    SevenOrFewer,
    /// Eight cards.
    Eight,
    /// Nine cards.
    Nine,
    /// Ten cards or more.
    TenOrMore,
}

impl Fit {
    /// The four classes, shortest first.
    pub const ALL: [Fit; 4] = [Fit::SevenOrFewer, Fit::Eight, Fit::Nine, Fit::TenOrMore];

    /// The class of a fit of `cards` cards (the two hands' cards in their longest common
    /// suit). Errors above 13.
    pub const fn from_cards(cards: u8) -> Result<Fit, ScoreError> {
        Ok(match cards {
            0..=7 => Fit::SevenOrFewer,
            8 => Fit::Eight,
            9 => Fit::Nine,
            10..=13 => Fit::TenOrMore,
            _ => return Err(ScoreError::Fit { cards }),
        })
    }

    /// `7-`, `8`, `9` or `10+`, as a table file writes it.
    pub const fn label(self) -> &'static str {
        match self {
            Fit::SevenOrFewer => "7-",
            Fit::Eight => "8",
            Fit::Nine => "9",
            Fit::TenOrMore => "10+",
        }
    }

    /// Reads a table file's fit column: `7-`, `8`, `9`, `10+`, or a card count 0..=13.
    pub fn parse(text: &str) -> Option<Fit> {
        match text.trim() {
            "7-" => Some(Fit::SevenOrFewer),
            "10+" => Some(Fit::TenOrMore),
            t => t.parse::<u8>().ok().and_then(|n| Fit::from_cards(n).ok()),
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Fit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// Lowest and highest high-card counts of a table's rows.
const HCP_LOW: u8 = 20;
const HCP_HIGH: u8 = 40;
const ROWS: usize = (HCP_HIGH - HCP_LOW + 1) as usize;

/// What is wrong with a compensation table's text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TableErrorKind {
    /// A line without 3 or 4 columns.
    Columns {
        /// Columns found.
        found: usize,
    },
    /// A line with fit columns in a table whose first row had none, or the other way round.
    MixedColumns,
    /// A column that is not a number.
    Number {
        /// The text.
        text: String,
    },
    /// A high-card count outside 20..=40.
    Hcp {
        /// The count.
        hcp: u32,
    },
    /// A fit column that is not `7-`, `8`, `9`, `10+`, a card count or `*`.
    Fit {
        /// The text.
        text: String,
    },
    /// A row (count and fit) given a second time.
    Duplicate {
        /// The count.
        hcp: u8,
        /// The fit, for a table with fit columns.
        fit: Option<Fit>,
    },
    /// A row missing from the table (every count 20..=40 needs one, with every fit class in a
    /// table with fit columns).
    Missing {
        /// The count.
        hcp: u8,
        /// The fit, for a table with fit columns.
        fit: Option<Fit>,
    },
    /// No rows at all.
    Empty,
}

impl fmt::Display for TableErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = |hcp: &u8, fit: &Option<Fit>| match fit {
            Some(fit) => format!("{hcp} HCP with a fit of {fit}"),
            None => format!("{hcp} HCP"),
        };
        match self {
            TableErrorKind::Columns { found } => {
                write!(f, "{found} columns: expected HCP NOTVUL VUL, or HCP FIT NOTVUL VUL")
            }
            TableErrorKind::MixedColumns => {
                f.write_str("every row must have the same columns: all with a FIT column or none")
            }
            TableErrorKind::Number { text } => write!(f, "bad number '{text}'"),
            TableErrorKind::Hcp { hcp } => write!(f, "{hcp} HCP: a table's rows are for 20 to 40"),
            TableErrorKind::Fit { text } => write!(f, "bad fit '{text}': expected 7-, 8, 9, 10+ or *"),
            TableErrorKind::Duplicate { hcp, fit } => write!(f, "the row for {} is given twice", row(hcp, fit)),
            TableErrorKind::Missing { hcp, fit } => write!(f, "no row for {}", row(hcp, fit)),
            TableErrorKind::Empty => f.write_str("the table has no rows"),
        }
    }
}

/// An error in a compensation table's text, with the 1-based line it is on (0 for an error
/// of the whole table: a missing row, no rows).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TableError {
    /// The 1-based line; 0 when the error is not on one line.
    pub line: usize,
    /// What is wrong.
    pub kind: TableErrorKind,
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.kind)
        } else {
            write!(f, "line {}: {}", self.line, self.kind)
        }
    }
}

impl std::error::Error for TableError {}

/// A compensation (target) table: for each high-card count 20..=40 of the side with more
/// points, its target not vulnerable and vulnerable, optionally by that side's trump fit.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CompensationTable {
    /// `targets[hcp - 20][fit][vulnerable]`; a table without fit columns repeats its row in
    /// the four fit classes.
    targets: [[[u32; 2]; 4]; ROWS],
    by_fit: bool,
}

impl Default for CompensationTable {
    fn default() -> Self {
        CompensationTable::russian()
    }
}

impl CompensationTable {
    /// The rules' Russian table ([`RUSSIAN_TARGETS`]), without fit columns.
    pub fn russian() -> CompensationTable {
        let mut targets = [[[0u32; 2]; 4]; ROWS];
        for (row, t) in targets.iter_mut().zip(RUSSIAN_TARGETS) {
            *row = [t; 4];
        }
        CompensationTable { targets, by_fit: false }
    }

    /// Reads a table from text: one row a line, `#` starting a comment, blank lines ignored.
    ///
    /// A row is `HCP NOTVUL VUL` (the Russian table's form: `24 200 290`) or, for a table by
    /// fit, `HCP FIT NOTVUL VUL`, where FIT is the longest combined trump fit of the side with
    /// more points: `7-` (seven cards or fewer), `8`, `9` or `10+` (a card count is read into
    /// its class), or `*` for all four classes. Every row has the same form; every count
    /// 20..=40 needs a row (with every fit class in a table by fit), and none may be given
    /// twice.
    pub fn parse(text: &str) -> Result<CompensationTable, TableError> {
        let mut targets = [[[0u32; 2]; 4]; ROWS];
        let mut set = [[false; 4]; ROWS];
        let mut by_fit: Option<bool> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let err = |kind| TableError { line, kind };
            let cols: Vec<&str> = raw.split('#').next().unwrap_or("").split_whitespace().collect();
            if cols.is_empty() {
                continue;
            }
            let fit_columns = match cols.len() {
                3 => false,
                4 => true,
                found => return Err(err(TableErrorKind::Columns { found })),
            };
            if *by_fit.get_or_insert(fit_columns) != fit_columns {
                return Err(err(TableErrorKind::MixedColumns));
            }
            let number = |t: &str| t.parse::<u32>().map_err(|_| err(TableErrorKind::Number { text: t.to_string() }));
            let hcp = number(cols[0])?;
            if !(u32::from(HCP_LOW)..=u32::from(HCP_HIGH)).contains(&hcp) {
                return Err(err(TableErrorKind::Hcp { hcp }));
            }
            let hcp = hcp as u8;
            let fits: Vec<Fit> = if !fit_columns || cols[1] == "*" {
                Fit::ALL.to_vec()
            } else {
                vec![Fit::parse(cols[1]).ok_or_else(|| err(TableErrorKind::Fit { text: cols[1].to_string() }))?]
            };
            let (nv, v) = (number(cols[cols.len() - 2])?, number(cols[cols.len() - 1])?);
            let r = usize::from(hcp - HCP_LOW);
            for fit in fits {
                if set[r][fit.index()] {
                    let fit = fit_columns.then_some(fit);
                    return Err(err(TableErrorKind::Duplicate { hcp, fit }));
                }
                set[r][fit.index()] = true;
                targets[r][fit.index()] = [nv, v];
            }
        }
        let Some(by_fit) = by_fit else {
            return Err(TableError { line: 0, kind: TableErrorKind::Empty });
        };
        for (r, row) in set.iter().enumerate() {
            for fit in Fit::ALL {
                if !row[fit.index()] {
                    let hcp = HCP_LOW + r as u8;
                    let fit = by_fit.then_some(fit);
                    return Err(TableError { line: 0, kind: TableErrorKind::Missing { hcp, fit } });
                }
            }
        }
        Ok(CompensationTable { targets, by_fit })
    }

    /// Whether the targets depend on the fit (the table has a FIT column).
    pub fn by_fit(&self) -> bool {
        self.by_fit
    }

    /// The target of a side holding `hcp` (20..=40) high-card points and a longest trump fit
    /// `fit`. A table by fit needs the fit ([`ScoreError::FitNeeded`]); a table without
    /// ignores it. Errors below 20 (use the opponents' count) and above 40.
    pub fn target(&self, hcp: u8, fit: Option<Fit>, vulnerable: bool) -> Result<u32, ScoreError> {
        if !(HCP_LOW..=HCP_HIGH).contains(&hcp) {
            return Err(ScoreError::Hcp { hcp });
        }
        let fit = match (self.by_fit, fit) {
            (true, None) => return Err(ScoreError::FitNeeded),
            (true, Some(f)) => f,
            (false, _) => Fit::SevenOrFewer,
        };
        Ok(self.targets[usize::from(hcp - HCP_LOW)][fit.index()][usize::from(vulnerable)])
    }

    /// Scores a deal against this table, as [`crate::russian_imps`] does against the Russian
    /// one, for the side that held `our_hcp` high-card points and scored `our_score`.
    ///
    /// The target is the one of the side with more points, at its own vulnerability and with
    /// `fit`, the longest combined trump fit of that side; it counts against us when the
    /// opponents are that side. At exactly 20-20 the target is looked up for us (with our
    /// fit): with the Russian table it is 0 either way, but a table by fit may give 20 HCP a
    /// target. Errors when `our_hcp` is above 40, or the table is by fit and `fit` is `None`.
    pub fn score(
        &self,
        our_hcp: u8,
        fit: Option<Fit>,
        vulnerability: RelativeVulnerability,
        our_score: i32,
    ) -> Result<RussianScore, ScoreError> {
        if our_hcp > HCP_HIGH {
            return Err(ScoreError::Hcp { hcp: our_hcp });
        }
        let target = if our_hcp >= HCP_LOW {
            self.target(our_hcp, fit, vulnerability.we)? as i32
        } else {
            -(self.target(HCP_HIGH - our_hcp, fit, vulnerability.they)? as i32)
        };
        let difference = our_score.saturating_sub(target);
        Ok(RussianScore { target, difference, imps: imps(difference) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{duplicate_score, russian_imps};
    use bidbase_runtime::Contract;

    fn rel(we: bool, they: bool) -> RelativeVulnerability {
        RelativeVulnerability { we, they }
    }

    /// The rules' Russian table written out as a table file.
    const RUSSIAN_TEXT: &str = "\
# HCP  not-vul  vul   (the rules' Russian table)
20 0 0
21 50 50
22 70 70
23 110 110
24 200 290
25 300 440
26 350 520
27 400 600
28 430 630
29 460 660
30 490 690
31 600 900
32 700 1050
33 900 1350
34 1000 1500
35 1100 1650
36 1200 1800
37 1300 1950
38 1300 1950
39 1300 1950
40 1300 1950
";

    #[test]
    fn russian_table_from_text_is_the_built_in_one() {
        let t = CompensationTable::parse(RUSSIAN_TEXT).unwrap();
        assert_eq!(t, CompensationTable::russian());
        assert_eq!(t, CompensationTable::default());
        assert!(!t.by_fit());
        // Every count, vulnerability and score: the same as russian_imps.
        for hcp in 0..=40u8 {
            for (we, they) in [(false, false), (true, false), (false, true), (true, true)] {
                for score in [-1100, -170, 0, 170, 420, 1440] {
                    assert_eq!(t.score(hcp, None, rel(we, they), score), russian_imps(hcp, rel(we, they), score));
                    // The fit is ignored by a table without fit columns.
                    assert_eq!(
                        t.score(hcp, Some(Fit::Nine), rel(we, they), score),
                        russian_imps(hcp, rel(we, they), score)
                    );
                }
            }
        }
        // The rules' examples: East-West, vulnerable, 24 HCP, 3H making 10 (170): target
        // 290, -120, -3 IMPs; 4S made (420) with 18 HCP against a target of 70: +490, +10.
        let r = t.score(24, None, rel(true, false), 170).unwrap();
        assert_eq!(r, RussianScore { target: 290, difference: -120, imps: -3 });
        let r = t.score(18, None, rel(false, false), 420).unwrap();
        assert_eq!(r, RussianScore { target: -70, difference: 490, imps: 10 });
        assert_eq!(t.score(41, None, rel(false, false), 0), Err(ScoreError::Hcp { hcp: 41 }));
        assert_eq!(t.target(19, None, false), Err(ScoreError::Hcp { hcp: 19 }));
    }

    /// A table by fit made up for the test: the Russian targets for every count and fit,
    /// except 24 HCP, where the target grows with the fit: 7- 150 / 210, 8 200 / 290 (the
    /// Russian figures), 9 260 / 380, 10+ 320 / 470.
    fn fit_table_text() -> String {
        let mut s = String::from("# HCP FIT notvul vul\n");
        for (i, [nv, v]) in RUSSIAN_TARGETS.iter().enumerate() {
            let hcp = 20 + i;
            if hcp == 24 {
                s.push_str("24 7- 150 210\n24 8 200 290   # the Russian row\n24 9 260 380\n24 10+ 320 470\n");
            } else {
                s.push_str(&format!("{hcp} * {nv} {v}\n"));
            }
        }
        s
    }

    /// The rules' first example (East-West vulnerable with 24 HCP, 3H making 10 for 170)
    /// against the made-up fit table: with an 8-card fit the Russian answer (-3 IMPs); with a
    /// 9-card fit the target is 380, 210 short: -5 IMPs; with a 10-card fit 470, 300 short:
    /// -7; with 7 cards 210, 40 short: -1. Seen from North-South (16 HCP, not vulnerable,
    /// -170) the same with the sign changed.
    #[test]
    fn table_by_fit() {
        let t = CompensationTable::parse(&fit_table_text()).unwrap();
        assert!(t.by_fit());
        let actual = duplicate_score(Contract::parse("3H").unwrap(), true, 10).unwrap();
        assert_eq!(actual, 170);
        let cases = [
            (Fit::SevenOrFewer, 210, -40, -1),
            (Fit::Eight, 290, -120, -3),
            (Fit::Nine, 380, -210, -5),
            (Fit::TenOrMore, 470, -300, -7),
        ];
        for (fit, target, difference, imps) in cases {
            assert_eq!(t.score(24, Some(fit), rel(true, false), actual), Ok(RussianScore { target, difference, imps }));
            let them = t.score(16, Some(fit), rel(false, true), -actual).unwrap();
            assert_eq!((them.target, them.difference, them.imps), (-target, -difference, -imps));
        }
        assert_eq!(Fit::from_cards(9).map(|f| t.target(24, Some(f), true)), Ok(Ok(380)));
        // Other counts are the Russian ones whatever the fit.
        assert_eq!(t.target(25, Some(Fit::TenOrMore), true), Ok(440));
        assert_eq!(t.target(24, None, true), Err(ScoreError::FitNeeded));
        assert_eq!(t.score(24, None, rel(true, false), 170), Err(ScoreError::FitNeeded));
    }

    #[test]
    fn fits() {
        assert_eq!(Fit::from_cards(0), Ok(Fit::SevenOrFewer));
        assert_eq!(Fit::from_cards(7), Ok(Fit::SevenOrFewer));
        assert_eq!(Fit::from_cards(8), Ok(Fit::Eight));
        assert_eq!(Fit::from_cards(13), Ok(Fit::TenOrMore));
        assert_eq!(Fit::from_cards(14), Err(ScoreError::Fit { cards: 14 }));
        for f in Fit::ALL {
            assert_eq!(Fit::parse(f.label()), Some(f));
            assert_eq!(f.to_string(), f.label());
        }
        assert_eq!(Fit::parse("11"), Some(Fit::TenOrMore));
        assert_eq!(Fit::parse("5"), Some(Fit::SevenOrFewer));
        assert_eq!(Fit::parse("14"), None);
        assert_eq!(Fit::parse("8+"), None);
    }

    #[test]
    fn bad_tables() {
        let e = |text: &str| CompensationTable::parse(text).unwrap_err();
        assert_eq!(e(""), TableError { line: 0, kind: TableErrorKind::Empty });
        assert_eq!(e("# nothing\n\n"), TableError { line: 0, kind: TableErrorKind::Empty });
        assert_eq!(e("20 0\n"), TableError { line: 1, kind: TableErrorKind::Columns { found: 2 } });
        assert_eq!(e("20 0 0\n21 8 50 50\n"), TableError { line: 2, kind: TableErrorKind::MixedColumns });
        assert_eq!(e("20 0 lots\n"), TableError { line: 1, kind: TableErrorKind::Number { text: "lots".into() } });
        assert_eq!(e("20 0 -5\n"), TableError { line: 1, kind: TableErrorKind::Number { text: "-5".into() } });
        assert_eq!(e("\n19 0 0\n"), TableError { line: 2, kind: TableErrorKind::Hcp { hcp: 19 } });
        assert_eq!(e("20 11- 0 0\n"), TableError { line: 1, kind: TableErrorKind::Fit { text: "11-".into() } });
        assert_eq!(
            e("20 0 0\n20 0 0\n"),
            TableError { line: 2, kind: TableErrorKind::Duplicate { hcp: 20, fit: None } }
        );
        assert_eq!(
            e("20 * 0 0\n20 9 0 0\n"),
            TableError { line: 2, kind: TableErrorKind::Duplicate { hcp: 20, fit: Some(Fit::Nine) } }
        );
        assert_eq!(e("20 0 0\n"), TableError { line: 0, kind: TableErrorKind::Missing { hcp: 21, fit: None } });
        let missing_fit = fit_table_text().replace("24 9 260 380\n", "");
        assert_eq!(
            e(&missing_fit),
            TableError { line: 0, kind: TableErrorKind::Missing { hcp: 24, fit: Some(Fit::Nine) } }
        );
        assert_eq!(e("20 0\n").to_string(), "line 1: 2 columns: expected HCP NOTVUL VUL, or HCP FIT NOTVUL VUL");
        assert_eq!(e("20 0 0\n").to_string(), "no row for 21 HCP");
        assert_eq!(e(&missing_fit).to_string(), "no row for 24 HCP with a fit of 9");
        assert_eq!(e("20 0 0\n20 0 0\n").to_string(), "line 2: the row for 20 HCP is given twice");
        assert!(e("").to_string().contains("no rows"));
        assert!(e("41 0 0").to_string().contains("20 to 40"));
        assert!(e("20 x 0 0").to_string().contains("bad fit 'x'"));
        assert!(e("20 0 0\n21 8 0 0").to_string().contains("same columns"));
        assert!(e("20 0 z").to_string().contains("bad number 'z'"));
    }
}
