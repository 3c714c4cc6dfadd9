//! An entry's fields: `key=value` tokens (and the flags `alert`, `forced`, ...) read into
//! [`Fields`], each value by its grammar, every error located in the value.

use bidbase_runtime::rules::{PositionCode, VulCode};
use bidbase_runtime::{shape, Suit};

use crate::ast::*;
use crate::span::{Diagnostic, Span, Spanned};

use super::atoms::{suit_term, var_term};
use super::combinators::{expect, full};
use super::compound::{combo, gib_value, is_combo_key, same_feature, show_spec, side_spec};
use super::file::FileParser;
use super::tokens::{unquote, Tok};
use super::values::{
    asks, best_spec, custom_spec, dist_spec, dummy_spec, hcp_spec, pct_codes, range_spec, suit_value, winners_spec,
    x_spec,
};

/// A field token cut into its key and value.
struct FieldTok<'a> {
    /// The whole token.
    text: &'a str,
    /// Where the token starts.
    start: usize,
    /// One past its end.
    end: usize,
    /// The key (before `=`, `<` or `>`).
    key: &'a str,
    /// The operator and the value (`=5+`, `<14`); empty for a flag.
    op_and_value: &'a str,
    /// The value, its `=` left out.
    value: &'a str,
    /// Where the value starts.
    vstart: usize,
    /// The token's span.
    sp: Span,
}

impl<'a> FieldTok<'a> {
    fn new(file: u16, t: Tok<'a>) -> FieldTok<'a> {
        let text = t.text;
        let key_len = text.find(['=', '<', '>']).unwrap_or(text.len());
        let op_and_value = &text[key_len..];
        FieldTok {
            text,
            start: t.start,
            end: t.end(),
            key: &text[..key_len],
            op_and_value,
            value: op_and_value.strip_prefix('=').unwrap_or(op_and_value),
            vstart: t.start + key_len + usize::from(op_and_value.starts_with('=')),
            sp: Span::new(file, t.start, t.end()),
        }
    }

    /// One past the end of the key.
    fn key_end(&self) -> usize {
        self.start + self.key.len()
    }
}

impl FileParser {
    /// One field token of an entry.
    pub(super) fn field(&mut self, f: &mut Fields, t: Tok<'_>) {
        let k = FieldTok::new(self.file, t);
        if k.op_and_value.is_empty() {
            self.flag_field(f, &k);
        } else if !k.op_and_value.starts_with('=') && !is_combo_key(k.key) {
            self.error(k.key_end(), k.end, format!("expected '=' after '{}'", k.key));
        } else if !self.named_field(f, &k) {
            self.compound_field(f, &k);
        }
    }

    /// `alert`, `announce`, `prealert`, `forced`, `gameforce`.
    fn flag_field(&mut self, f: &mut Fields, k: &FieldTok<'_>) {
        let slot = match k.key {
            "alert" => &mut f.alert,
            "announce" => &mut f.announce,
            "prealert" => &mut f.prealert,
            "forced" => &mut f.forced,
            "gameforce" => &mut f.gameforce,
            _ => {
                return self.error(
                    k.start,
                    k.end,
                    format!("'{}' is not a field: expected key=value (hcp=12-14, S=5+, test=...) or alert, announce, prealert, forced, gameforce", k.text),
                )
            }
        };
        if slot.is_some() {
            self.errors.push(Diagnostic::error(k.sp, format!("'{}' given twice in one entry", k.key)));
        } else {
            *slot = Some(k.sp);
        }
    }

    /// A field whose key is one of the DSL's names (`hcp`, `S`, `pct`, ...): false when the key
    /// is none of them.
    fn named_field(&mut self, f: &mut Fields, k: &FieldTok<'_>) -> bool {
        let v = k.value;
        match k.key {
            "bon" => self.set(&mut f.bon, k, word(v)),
            "hcp" => self.set(
                &mut f.hcp,
                k,
                expect(hcp_spec, v, "an HCP spec: 12-14, 12+, <8, P25-29, Min, Min+1, 1N+3+4, HCP1N"),
            ),
            "dist" => self.set(
                &mut f.dist,
                k,
                expect(dist_spec, v, "distribution points such as 2+, or total points such as T12+"),
            ),
            "dummy" => self.set(
                &mut f.dummy,
                k,
                expect(dummy_spec, v, "dummy points as SUIT+partner's length:points, e.g. H5:10-12"),
            ),
            "custom" => self.set(
                &mut f.custom,
                k,
                expect(custom_spec, v, "custom points as minimum:values, e.g. 3:A2K1 or 10.5+:A4K3Q2J1T.5"),
            ),
            "knr" => self.set(&mut f.knr, k, expect(range_spec, v, "KnR points such as 10+ or 12.5-14")),
            "rule20" => self.set(
                &mut f.rule20,
                k,
                expect(range_spec, v, "Rule of 20 points (HCP + two longest suits) such as 20"),
            ),
            "rule15" => {
                self.set(&mut f.rule15, k, expect(range_spec, v, "Rule of 15 points (HCP + spades) such as 15"))
            }
            "winners" => {
                self.set(&mut f.winners, k, expect(winners_spec, v, "winners such as 3 (at least) or R9 (running)"))
            }
            "losers" => {
                self.set(&mut f.losers, k, expect(range_spec, v, "losers such as 7 (at most) or 7+ (more than 7)"))
            }
            "qt" => self.set(&mut f.qt, k, expect(range_spec, v, "quick tricks such as 2 or 2.5 (at least)")),
            "stopped" => {
                self.set(&mut f.stopped, k, expect(range_spec, v, "suits stopped such as 3 (at least) or 1.5"))
            }
            "ints" => self.set(&mut f.ints, k, expect(range_spec, v, "intermediates such as 3 (at least)")),
            "shape" => self.set(&mut f.shape, k, shape_names(v)),
            "X" => self.set(&mut f.x, k, expect(x_spec, v, "the X suit's Num[:Points], e.g. 5+, 4+U, 6,4+:5+")),
            "S" | "H" | "D" | "C" => {
                let suit = SuitTerm::Suit(Suit::from_char(k.key.chars().next().unwrap_or('S')).unwrap_or(Suit::Spades));
                self.suit_field(f, suit, k);
            }
            _ => return self.situation_field(f, k),
        }
        true
    }

    /// A named field about the situation or the entry's data (`pos`, `vul`, `pct`, `text`,
    /// `test`, ...): false when the key is none of them.
    fn situation_field(&mut self, f: &mut Fields, k: &FieldTok<'_>) -> bool {
        let v = k.value;
        match k.key {
            "pos" => self.set(
                &mut f.pos,
                k,
                one_char(v).and_then(|c| {
                    PositionCode::from_code(c).ok_or((0, "expected a position: 1, 2, 3, 4, F, T, Y, N, P or U".into()))
                }),
            ),
            "vul" => self.set(
                &mut f.vul,
                k,
                one_char(v).and_then(|c| {
                    VulCode::from_code(c).ok_or((0, "expected a vulnerability: U, F, B, N, V or X".into()))
                }),
            ),
            "round" => self.set(&mut f.round, k, small_number(v, "a round number 1-9")),
            "player" => self.set(&mut f.player, k, small_number(v, "a player number 1-4")),
            "pct" => self.set(&mut f.pct, k, expect(pct_codes, v, "up to three codes: 1-99, x50, 0, W, T, M, I, D")),
            "best" => self.set(&mut f.best, k, expect(best_spec, v, "a contract such as 4S, 3N or 5DX")),
            "against" => self.set(&mut f.against, k, string_value(v)),
            "text" => self.set(&mut f.text, k, string_value(v)),
            "asks" => self.set(
                &mut f.asks,
                k,
                expect(asks, v, "asks codes: HC..HS, CC..CS, B2H, P, D, U, A, K, KC, 1, G, O, SO"),
            ),
            "shows" => self.set(&mut f.shows, k, string_value(v)),
            "ref" => self.set(&mut f.reference, k, string_value(v)),
            "note" => self.set(&mut f.note, k, string_value(v)),
            "test" => self.set(&mut f.test, k, word(v)),
            "date" => self.set(&mut f.date, k, date(v)),
            _ => return false,
        }
        true
    }

    /// Fills a field given once per entry: a second one is an error, and so is a value its
    /// grammar does not read (at the offset where it stopped).
    fn set<T>(&mut self, slot: &mut Option<Spanned<T>>, k: &FieldTok<'_>, parsed: Result<T, (usize, String)>) {
        if slot.is_some() {
            self.error(k.start, k.end, format!("'{}' given twice in one entry", k.key));
            return;
        }
        match parsed {
            Ok(v) => *slot = Some(Spanned::new(k.sp, v)),
            Err((at, msg)) => self.value_error(k, at, msg),
        }
    }

    /// An error at offset `at` of the value.
    fn value_error(&mut self, k: &FieldTok<'_>, at: usize, msg: String) {
        self.error(k.vstart + at, k.end.max(k.vstart + at + 1), msg);
    }

    /// An error in the key (`on_key`) or in the value.
    fn key_or_value_error(&mut self, k: &FieldTok<'_>, on_key: bool, msg: String) {
        if on_key {
            self.error(k.start, k.key_end(), msg)
        } else {
            self.error(k.vstart, k.end.max(k.vstart + 1), msg)
        }
    }

    /// A field whose key says more than a name: `ours.`, `pard.`, `shows.`, a suit's GIB
    /// feature (`S.quality`), a suit variable (`{a}=4+`), or combined suits (`SH=8-9`).
    fn compound_field(&mut self, f: &mut Fields, k: &FieldTok<'_>) {
        let key = k.key;
        if key.starts_with("ours.") || key.starts_with("pard.") {
            match side_spec(key, k.value) {
                Ok(v) => f.sides.push(Spanned::new(k.sp, v)),
                Err((on_key, m)) => self.key_or_value_error(k, on_key, m),
            }
        } else if let Some(what) = key.strip_prefix("shows.") {
            match show_spec(what, k.value) {
                Ok(v) if f.show.iter().any(|o| same_feature(&o.value, &v)) => {
                    self.error(k.start, k.end, format!("'{key}' given twice in one entry"))
                }
                Ok(v) => f.show.push(Spanned::new(k.sp, v)),
                Err((on_key, m)) => self.key_or_value_error(k, on_key, m),
            }
        } else if let Some((suit, kind)) = key.split_once('.') {
            self.gib_field(f, k, suit, kind);
        } else if let Ok(var) = full(var_term, key) {
            self.suit_field(f, SuitTerm::Var(var), k);
        } else if is_combo_key(key) {
            match combo(key, k.op_and_value) {
                Ok(c) => f.combos.push(Spanned::new(k.sp, c)),
                Err((at, m)) => self.error(k.start + at, k.end, m),
            }
        } else {
            self.error(k.start, k.key_end(), format!("unknown field '{key}'"));
        }
    }

    /// `S.quality=rebiddable+`, `{a}.stop=partial-`: a GIB feature of a suit.
    fn gib_field(&mut self, f: &mut Fields, k: &FieldTok<'_>, suit: &str, kind: &str) {
        let suit = match full(suit_term, suit) {
            Ok(s) => s,
            Err(_) => {
                return self.error(
                    k.start,
                    k.start + suit.len(),
                    format!("'{suit}' is not a suit: expected S, H, D, C or {{a}}"),
                )
            }
        };
        let kind = match kind {
            "quality" => GibKind::Quality,
            "stop" => GibKind::Stop,
            other => {
                return self.error(
                    k.start,
                    k.key_end(),
                    format!("'.{other}' is not a GIB feature: expected .quality or .stop"),
                )
            }
        };
        match gib_value(kind, k.value) {
            Ok((level, bound)) => f.gib.push(Spanned::new(k.sp, GibSpec { suit, kind, level, bound })),
            Err(m) => self.error(k.vstart, k.end, m),
        }
    }

    /// A suit's Num and Points (`S=5+:8+`, `{a}=x,<4`), once per suit.
    fn suit_field(&mut self, f: &mut Fields, suit: SuitTerm, k: &FieldTok<'_>) {
        if f.suits.iter().any(|s| s.value.suit == suit) {
            self.error(k.start, k.end, "suit given twice in one entry");
            return;
        }
        match expect(suit_value, k.value, "a suit's Num[:Points], e.g. 5+, x,<4, >=H, 4-5:a, 6+:or8+, :abi2") {
            Ok((num, or, points)) => f.suits.push(Spanned::new(k.sp, SuitSpec { suit, num, or, points })),
            Err((at, m)) => self.value_error(k, at, m),
        }
    }
}

/// A text field's value: a word, or a quoted string.
fn string_value(v: &str) -> Result<String, (usize, String)> {
    if v.starts_with('"') {
        unquote(v).map_err(|m| (0, m))
    } else if v.is_empty() {
        Err((0, "expected a value: a word or a \"quoted string\"".into()))
    } else {
        Ok(v.to_string())
    }
}

/// A date, `YYYY-MM-DD` (BidBase's Date Saved).
pub(crate) fn date(v: &str) -> Result<String, (usize, String)> {
    let bad = || (0, "expected a date: YYYY-MM-DD, such as 2026-11-26".to_string());
    let parts: Vec<&str> = v.split('-').collect();
    let [y, m, d] = parts[..] else { return Err(bad()) };
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
        return Err(bad());
    }
    let (y, m, d): (u32, u32, u32) = (y.parse().unwrap_or(0), m.parse().unwrap_or(0), d.parse().unwrap_or(0));
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let days = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    if m == 0 || m > 12 || d == 0 || d > days[(m - 1) as usize] {
        return Err((0, format!("{v} is not a day of the calendar")));
    }
    Ok(v.to_string())
}

/// A one-word value (BON, test hand), quoted or not.
fn word(v: &str) -> Result<String, (usize, String)> {
    if v.is_empty() {
        Err((0, "expected a value".into()))
    } else if v.starts_with('"') {
        unquote(v).map_err(|m| (0, m))
    } else {
        Ok(v.to_string())
    }
}

/// A one-letter code.
fn one_char(v: &str) -> Result<char, (usize, String)> {
    let mut c = v.chars();
    match (c.next(), c.next()) {
        (Some(ch), None) => Ok(ch),
        _ => Err((0, "expected a one-letter code".into())),
    }
}

/// A number from 1 to 9.
fn small_number(v: &str, what: &str) -> Result<u8, (usize, String)> {
    match v.parse::<u8>() {
        Ok(n) if (1..=9).contains(&n) => Ok(n),
        _ => Err((0, format!("expected {what}"))),
    }
}

/// Shape names joined by `|`, short forms (`bal`, `unbal`, `short`) made canonical.
fn shape_names(v: &str) -> Result<Vec<String>, (usize, String)> {
    let mut out = Vec::new();
    let mut at = 0;
    for name in v.split('|') {
        let canonical = match name {
            "bal" => "balanced",
            "unbal" => "unbalanced",
            "short" | "shortness" => "singleton-or-void",
            n => n,
        };
        if shape::from_name(canonical).is_none() {
            return Err((
                at,
                "expected a shape: balanced, unbalanced, 1-suiter, 2-suiter, 3-suiter, singleton, void, singleton-or-void (several joined by |)"
                    .to_string(),
            ));
        }
        out.push(canonical.to_string());
        at += name.len() + 1;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use bidbase_runtime::rules::Cmp;

    use super::super::file::parse_file;
    use super::*;

    fn one_entry(src: &str) -> (Entry, Vec<Diagnostic>) {
        let text = format!("[1C-P]\n{src}\n");
        let (f, errs) = parse_file(0, &text);
        let Item::Section(s) = &f.items[0] else { panic!("no section") };
        (s.entries[0].clone(), errs)
    }

    #[test]
    fn the_date_saved_is_a_day_of_the_calendar() {
        let (e, errs) = one_entry("1H hcp=6+ date=2024-02-29");
        assert!(errs.is_empty(), "{errs:?}");
        assert_eq!(e.fields.date.map(|d| d.value).as_deref(), Some("2024-02-29"));
        for (bad, says) in [
            ("date=2023-02-29", "not a day of the calendar"),
            ("date=2023-13-01", "not a day of the calendar"),
            ("date=23-1-1", "YYYY-MM-DD"),
            ("date=yesterday", "YYYY-MM-DD"),
        ] {
            let (_, errs) = one_entry(&format!("1H {bad}"));
            assert!(errs.iter().any(|d| d.message.contains(says)), "{bad}: {errs:?}");
        }
    }

    #[test]
    fn suits_and_points() {
        let (e, errs) = one_entry(r#"2C "2C Strong" X=5+ S=x H=x SH<10 D=5,<4 C=5,<4 test=A-AK742-A3-AQ753"#);
        assert!(errs.is_empty(), "{errs:?}");
        assert_eq!(e.fields.suits.len(), 4);
        assert_eq!(e.fields.combos[0].value.num, Some(RangeSpec::Lt(1000)));
        let (e, errs) = one_entry("1S S=5+:abi2 H=x,<4:<5 D=<=x C=>=H");
        assert!(errs.is_empty(), "{errs:?}");
        assert_eq!(e.fields.suits[0].value.points, vec![vec![PointsAtom::Letters { set: 0b11, ints: Some(2) }]]);
        assert_eq!(e.fields.suits[1].value.num, vec![NumAlt::X, NumAlt::Range(RangeSpec::Lt(400))]);
        assert_eq!(e.fields.suits[2].value.num, vec![NumAlt::Rel { cmp: Cmp::Le, other: RelTarget::X }]);
        let (e, _) = one_entry("1S S=:aA,3H4,2/3,4+i1,hstop,FRC,P");
        assert_eq!(e.fields.suits[0].value.points.len(), 7);
        assert_eq!(
            e.fields.suits[0].value.points[0],
            vec![PointsAtom::Letters { set: 1, ints: None }, PointsAtom::Ace]
        );
    }

    #[test]
    fn errors_point_at_the_value() {
        let (_, errs) = one_entry("1S hcp=12- S=5+");
        assert_eq!(errs.len(), 1);
        assert!(errs[0].message.contains("expected an HCP spec"), "{}", errs[0].message);
        assert_eq!(errs[0].span.start as usize, "[1C-P]\n1S hcp=12".len());
    }
}
