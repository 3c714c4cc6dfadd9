//! The parser: a line-oriented outer layer (sections, directives, entries and their
//! continuation lines) over nom parsers for every field value. Errors are collected, not
//! stopped at: a bad field is reported and the rest of the file is still read.

use bidbase_runtime::rules::{Cmp, PositionCode, VulCode};
use bidbase_runtime::{shape, Call, GibQuality, GibStop, Suit};
use nom::branch::alt;
use nom::bytes::complete::{tag, take_while1};
use nom::character::complete::{char, digit1, one_of, satisfy};
use nom::combinator::{all_consuming, map, map_res, opt, recognize, value, verify};
use nom::multi::{many1, separated_list1};
use nom::sequence::{pair, preceded, terminated};
use nom::{IResult, Parser};

use crate::ast::*;
use crate::span::{Diagnostic, Span, Spanned};

type R<'a, T> = IResult<&'a str, T>;

/// Parses one file. Returns what could be read and every error found.
pub fn parse_file(file: u16, text: &str) -> (RuleFile, Vec<Diagnostic>) {
    let mut p =
        FileParser { broken_header: false, file, items: Vec::new(), errors: Vec::new(), section: None, entry: None };
    let mut offset = 0;
    for raw in text.split_inclusive('\n') {
        p.line(raw.trim_end_matches(['\n', '\r']), offset);
        offset += raw.len();
    }
    p.finish_section();
    (RuleFile { items: p.items }, p.errors)
}

struct FileParser {
    /// The current section's header had errors: its entries are read but not kept.
    broken_header: bool,
    file: u16,
    items: Vec<Item>,
    errors: Vec<Diagnostic>,
    section: Option<Section>,
    entry: Option<Entry>,
}

/// A whitespace-separated token; quoted strings may contain blanks.
#[derive(Clone, Copy, Debug)]
struct Tok<'a> {
    text: &'a str,
    start: usize,
}

impl FileParser {
    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.file, start, end)
    }

    fn error(&mut self, start: usize, end: usize, msg: impl Into<String>) {
        let span = self.span(start, end);
        self.errors.push(Diagnostic::error(span, msg));
    }

    fn finish_entry(&mut self) {
        if let Some(e) = self.entry.take() {
            match &mut self.section {
                Some(s) => s.entries.push(e),
                None => {
                    let span = e.span;
                    self.errors.push(Diagnostic::error(
                        span,
                        "entry outside a section: put a [Prior-Bids] header above it ([] for opening bids)",
                    ));
                }
            }
        }
    }

    fn finish_section(&mut self) {
        self.finish_entry();
        if let Some(s) = self.section.take() {
            if !self.broken_header {
                self.items.push(Item::Section(s));
            }
        }
        self.broken_header = false;
    }

    fn line(&mut self, line: &str, offset: usize) {
        let code = strip_comment(line);
        if code.trim().is_empty() {
            return;
        }
        let lead = code.len() - code.trim_start().len();
        let body = code.trim();
        let start = offset + lead;
        if body.starts_with('[') {
            self.finish_section();
            self.section_header(body, start);
            return;
        }
        let toks = match tokenize(body, start) {
            Ok(t) => t,
            Err((at, msg)) => {
                self.error(at, at + 1, msg);
                return;
            }
        };
        let first = toks[0];
        match first.text {
            "system" | "include" | "convention" => {
                self.finish_section();
                self.directive(&toks, start, offset + code.trim_end().len());
                return;
            }
            "block" => {
                self.finish_section();
                self.block_header(&toks, start, offset + code.trim_end().len());
                return;
            }
            "use" => {
                self.finish_entry();
                self.use_line(&toks, start, offset + code.trim_end().len());
                return;
            }
            "similar" => {
                self.finish_section();
                self.similar(&toks, start, offset + code.trim_end().len());
                return;
            }
            _ => {}
        }
        let looks_like_call = first.text.starts_with(|c: char| ('1'..='7').contains(&c));
        if looks_like_call && full(entry_call_term, first.text).is_err() {
            let at = full(entry_call_term, first.text).err().unwrap_or(0);
            self.finish_entry();
            self.error(
                first.start + at,
                first.start + first.text.len(),
                format!("'{}' is not a call: expected a bid such as 1C, 3N, 2x or 4N@40 (levels 1-7, '@' tags like @40, @Q4, @G4)", first.text),
            );
            return;
        }
        if let Ok(call) = full(entry_call_term, first.text) {
            self.finish_entry();
            let call = Spanned::new(self.span(first.start, first.start + first.text.len()), call);
            let mut entry = Entry {
                span: self.span(first.start, offset + code.trim_end().len()),
                call,
                name: None,
                fields: Fields::default(),
            };
            let mut rest = &toks[1..];
            if let Some(t) = rest.first() {
                if t.text.starts_with('"') {
                    match unquote(t.text) {
                        Ok(s) => entry.name = Some(Spanned::new(self.span(t.start, t.start + t.text.len()), s)),
                        Err(m) => self.error(t.start, t.start + t.text.len(), m),
                    }
                    rest = &rest[1..];
                }
            }
            for t in rest {
                self.field(&mut entry.fields, *t);
            }
            self.entry = Some(entry);
        } else {
            // A continuation line of the current entry.
            match self.entry.take() {
                Some(mut e) => {
                    for t in &toks {
                        self.field(&mut e.fields, *t);
                    }
                    e.span = e.span.to(self.span(start, offset + code.trim_end().len()));
                    self.entry = Some(e);
                }
                None => self.error(
                    first.start,
                    first.start + first.text.len(),
                    format!(
                        "'{}' does not start an entry: expected a call (1C, 2x, P, D, R, 4N@40), a section header [..], or a directive (system, include, convention)",
                        first.text
                    ),
                ),
            }
        }
    }

    /// `similar [1C-1H-2D] [1C-1S-2D]`: two or more exact auctions.
    fn similar(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        let mut auctions = Vec::new();
        for t in &toks[1..] {
            let Some(inner) = t.text.strip_prefix('[').and_then(|r| r.strip_suffix(']')) else {
                self.error(
                    t.start,
                    t.start + t.text.len(),
                    format!("'{}' is not an auction: expected [1C-1H-2D]", t.text),
                );
                return;
            };
            let mut calls = Vec::new();
            for piece in inner.split('-').filter(|p| !p.is_empty()) {
                match Call::parse(piece) {
                    Ok(c) => calls.push(c),
                    Err(e) => {
                        self.error(t.start, t.start + t.text.len(), format!("'{piece}' in {}: {e}", t.text));
                        return;
                    }
                }
            }
            auctions.push(Spanned::new(self.span(t.start, t.start + t.text.len()), calls));
        }
        if auctions.len() < 2 {
            self.error(start, end, "expected two or more auctions after 'similar': similar [1C-1H-2D] [1C-1S-2D]");
            return;
        }
        self.items.push(Item::Similar(SimilarDecl { span: self.span(start, end), auctions }));
    }

    fn directive(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        let kw = toks[0].text;
        let arg = toks.get(1);
        let Some(arg) = arg.filter(|a| a.text.starts_with('"')) else {
            self.error(start, end, format!("expected {kw} \"...\": a quoted name after '{kw}'"));
            return;
        };
        let text = match unquote(arg.text) {
            Ok(s) => s,
            Err(m) => {
                self.error(arg.start, arg.start + arg.text.len(), m);
                return;
            }
        };
        let sp = Spanned::new(self.span(arg.start, arg.start + arg.text.len()), text);
        match kw {
            "include" => {
                if let Some(extra) = toks.get(2) {
                    self.error(
                        extra.start,
                        extra.start + extra.text.len(),
                        format!("unexpected '{}' after include \"...\"", extra.text),
                    );
                }
                self.items.push(Item::Include(sp));
            }
            "system" => {
                let mut deck = None;
                for extra in &toks[2..] {
                    let span = self.span(extra.start, extra.start + extra.text.len());
                    match extra.text {
                        "deck=standard" if deck.is_none() => {
                            deck = Some(Spanned::new(span, bidbase_runtime::Deck::Standard))
                        }
                        "deck=bidittle" if deck.is_none() => {
                            deck = Some(Spanned::new(span, bidbase_runtime::Deck::Bidittle))
                        }
                        other => self.error(
                            extra.start,
                            extra.start + extra.text.len(),
                            format!(
                                "unexpected '{other}' after system \"...\": expected deck=standard or deck=bidittle"
                            ),
                        ),
                    }
                }
                self.items.push(Item::System(SystemDecl { name: sp, deck }));
            }
            _ => {
                let mut code = None;
                match &toks[2..] {
                    [] => {}
                    [eq, c] if eq.text == "=" => match parse_use(c.text) {
                        Some(u) => code = Some(Spanned::new(self.span(c.start, c.start + c.text.len()), u)),
                        None => self.error(
                            c.start,
                            c.start + c.text.len(),
                            "expected a selection code: on, off (or 0), we (or W), they (or T)",
                        ),
                    },
                    [c] if c.text.starts_with('=') => match parse_use(&c.text[1..]) {
                        Some(u) => code = Some(Spanned::new(self.span(c.start + 1, c.start + c.text.len()), u)),
                        None => self.error(
                            c.start + 1,
                            c.start + c.text.len(),
                            "expected a selection code: on, off (or 0), we (or W), they (or T)",
                        ),
                    },
                    other => {
                        let t = other[0];
                        self.error(t.start, end, "expected '= code' after the convention name (on, off, we, they)");
                    }
                }
                self.items.push(Item::Convention(ConventionDecl { span: self.span(start, end), path: sp, code }));
            }
        }
    }

    /// `block "Name"`: a named block of entries, used by sections with `use "Name"`.
    fn block_header(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        let Some(arg) = toks.get(1).filter(|a| a.text.starts_with('"')) else {
            self.error(start, end, "expected block \"Name\": a quoted name after 'block'");
            self.broken_header = true;
            self.section = Some(Section::new(self.span(start, end), Vec::new()));
            return;
        };
        if let Some(extra) = toks.get(2) {
            self.error(
                extra.start,
                extra.start + extra.text.len(),
                format!("unexpected '{}' after block \"...\"", extra.text),
            );
        }
        let mut sec = Section::new(self.span(start, end), Vec::new());
        match unquote(arg.text) {
            Ok(name) if !name.trim().is_empty() => {
                sec.block =
                    Some(Spanned::new(self.span(arg.start, arg.start + arg.text.len()), name.trim().to_string()))
            }
            Ok(_) => {
                self.error(arg.start, arg.start + arg.text.len(), "empty block name");
                self.broken_header = true;
            }
            Err(m) => {
                self.error(arg.start, arg.start + arg.text.len(), m);
                self.broken_header = true;
            }
        }
        self.section = Some(sec);
    }

    /// `use "Name"`: the block's entries go here.
    fn use_line(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        let Some(arg) = toks.get(1).filter(|a| a.text.starts_with('"')) else {
            self.error(start, end, "expected use \"Name\": the quoted name of a block");
            return;
        };
        if let Some(extra) = toks.get(2) {
            self.error(
                extra.start,
                extra.start + extra.text.len(),
                format!("unexpected '{}' after use \"...\"", extra.text),
            );
        }
        let name = match unquote(arg.text) {
            Ok(n) => n.trim().to_string(),
            Err(m) => {
                self.error(arg.start, arg.start + arg.text.len(), m);
                return;
            }
        };
        let sp = Spanned::new(self.span(arg.start, arg.start + arg.text.len()), name);
        match &mut self.section {
            Some(s) => {
                let at = s.entries.len();
                s.uses.push((at, sp));
            }
            None => self.error(start, end, "use outside a section: put it under a [Prior-Bids] header or a block"),
        }
    }

    fn section_header(&mut self, body: &str, start: usize) {
        let errors_before = self.errors.len();
        self.section_header_inner(body, start);
        if self.errors.len() > errors_before {
            // Keep reading the section's entries for their own errors, without follow-on errors
            // about a section that does not exist.
            self.broken_header = true;
            if self.section.is_none() {
                let span = self.span(start, start + body.len());
                self.section = Some(Section::new(span, Vec::new()));
            }
        }
    }

    fn section_header_inner(&mut self, body: &str, start: usize) {
        let Some(close) = body.find(']') else {
            self.error(start, start + body.len(), "expected ']' to close the Prior Bids header");
            return;
        };
        let inner = &body[1..close];
        let inner_start = start + 1;
        let (elems, is_pattern) = self.header_elems(inner, inner_start);
        let mut prior = Vec::new();
        let mut pattern = None;
        if is_pattern {
            pattern = Some(elems);
        } else {
            for e in elems {
                if let Some(PatAtom::Call(c)) = e.value.alts.first() {
                    prior.push(Spanned::new(e.span, *c));
                }
            }
        }
        let mut constraints = Vec::new();
        let mut alias = None;
        let mut rest = &body[close + 1..];
        let mut rest_start = start + close + 1;
        // `as [calls]` ends the header.
        if let Some(k) = find_word(rest, "as") {
            let tail = &rest[k + 2..];
            let tail_start = rest_start + k + 2;
            let tt = tail.trim_start();
            let at = tail_start + (tail.len() - tt.len());
            match (tt.strip_prefix('['), tt.find(']')) {
                (Some(_), Some(end)) => {
                    let calls_text = &tt[1..end];
                    let mut calls = Vec::new();
                    let mut pos = 0;
                    for piece in calls_text.split(|c: char| c == '-' || c.is_whitespace()) {
                        let p_at = at + 1 + pos;
                        pos += piece.len() + 1;
                        if piece.is_empty() {
                            continue;
                        }
                        match full(call_term, piece) {
                            Ok(c) => calls.push(Spanned::new(self.span(p_at, p_at + piece.len()), c)),
                            Err(e) => self.error(
                                p_at + e,
                                p_at + piece.len().max(e + 1),
                                format!("'{piece}' is not a call: an alias names an auction, such as as [1N-P]"),
                            ),
                        }
                    }
                    if !tt[end + 1..].trim().is_empty() {
                        self.error(at + end + 1, start + body.len(), "unexpected text after the alias auction");
                    }
                    alias = Some(Spanned::new(self.span(at, at + end + 1), calls));
                }
                _ => {
                    self.error(at, start + body.len(), "expected an auction in brackets after 'as', such as as [1N-P]")
                }
            }
            rest = &rest[..k];
        }
        let rt = rest.trim_start();
        if !rt.is_empty() {
            let w = rest_start + (rest.len() - rt.len());
            rest_start = w;
            match rt.strip_prefix("where") {
                Some(list) => {
                    let mut pos = rest_start + 5;
                    for piece in list.split(',') {
                        let at = pos + (piece.len() - piece.trim_start().len());
                        pos += piece.len() + 1;
                        let p = piece.trim();
                        if p.is_empty() {
                            continue;
                        }
                        match full(constraint, p) {
                            Ok(c) => constraints.push(Spanned::new(self.span(at, at + p.len()), c)),
                            Err(e) => self.error(
                                at + e,
                                at + p.len(),
                                "expected a constraint such as a<b, a!=b, a in CD, n=2, n<=m+1, n in 23 or jump(n)",
                            ),
                        }
                    }
                }
                None => self.error(
                    w,
                    start + body.len(),
                    "expected 'where' and constraints, or 'as [auction]', after the header, or nothing",
                ),
            }
        }
        let mut sec = Section::new(self.span(start, start + body.len()), prior);
        sec.pattern = pattern;
        sec.constraints = constraints;
        sec.alias = alias;
        self.section = Some(sec);
    }

    /// The elements of a header; true when any of them is more than a call (a pattern).
    fn header_elems(&mut self, inner: &str, inner_start: usize) -> (Vec<Spanned<PatElem>>, bool) {
        let mut out = Vec::new();
        let mut pattern = false;
        let t = inner.trim();
        if t.is_empty() || t == "-" {
            return (out, false);
        }
        let mut pos = 0;
        for piece in split_header(inner) {
            let at = inner_start + pos;
            pos += piece.len() + 1;
            if piece.is_empty() {
                continue;
            }
            let span = self.span(at, at + piece.len());
            if let Ok(c) = full(call_term, piece) {
                out.push(Spanned::new(
                    span,
                    PatElem {
                        owner: bidbase_runtime::rules::pattern::Owner::Any,
                        alts: vec![PatAtom::Call(c)],
                        run: false,
                    },
                ));
                continue;
            }
            match full(pat_elem, piece) {
                Ok(e) => {
                    pattern = true;
                    out.push(Spanned::new(span, e));
                }
                Err(e) => self.error(
                    at + e,
                    at + piece.len().max(e + 1),
                    format!("'{piece}' is not a call or a pattern element: expected 1C, P, D, R, 4N@40, 2{{a}}, {{n}}{{a}}, ?, bid, suit, nt, 2bid, A|B, ..., X..., or an owner such as partner:4N"),
                ),
            }
        }
        (out, pattern)
    }

    fn field(&mut self, f: &mut Fields, t: Tok<'_>) {
        let text = t.text;
        let end = t.start + text.len();
        let key_len = text.find(['=', '<', '>']).unwrap_or(text.len());
        let key = &text[..key_len];
        let op_and_value = &text[key_len..];
        let vstart = t.start + key_len + usize::from(op_and_value.starts_with('='));
        let value = op_and_value.strip_prefix('=').unwrap_or(op_and_value);
        let sp = Span::new(self.file, t.start, end);
        macro_rules! set {
            ($slot:expr, $parsed:expr) => {{
                if $slot.is_some() {
                    self.error(t.start, end, format!("'{key}' given twice in one entry"));
                } else {
                    match $parsed {
                        Ok(v) => $slot = Some(Spanned::new(sp, v)),
                        Err((at, msg)) => self.error(vstart + at, end.max(vstart + at + 1), msg),
                    }
                }
            }};
        }
        if op_and_value.is_empty() {
            match key {
                "alert" => flag(&mut f.alert, sp, &mut self.errors, key),
                "announce" => flag(&mut f.announce, sp, &mut self.errors, key),
                "prealert" => flag(&mut f.prealert, sp, &mut self.errors, key),
                "forced" => flag(&mut f.forced, sp, &mut self.errors, key),
                "gameforce" => flag(&mut f.gameforce, sp, &mut self.errors, key),
                _ => self.error(
                    t.start,
                    end,
                    format!("'{text}' is not a field: expected key=value (hcp=12-14, S=5+, test=...) or alert, announce, prealert, forced, gameforce"),
                ),
            }
            return;
        }
        if !op_and_value.starts_with('=') && !is_combo_key(key) {
            self.error(t.start + key_len, end, format!("expected '=' after '{key}'"));
            return;
        }
        match key {
            "bon" => set!(f.bon, word(value)),
            "hcp" => {
                set!(f.hcp, expect(hcp_spec, value, "an HCP spec: 12-14, 12+, <8, P25-29, Min, Min+1, 1N+3+4, HCP1N"))
            }
            "dist" => {
                set!(f.dist, expect(dist_spec, value, "distribution points such as 2+, or total points such as T12+"))
            }
            "dummy" => {
                set!(f.dummy, expect(dummy_spec, value, "dummy points as SUIT+partner's length:points, e.g. H5:10-12"))
            }
            "custom" => set!(
                f.custom,
                expect(custom_spec, value, "custom points as minimum:values, e.g. 3:A2K1 or 10.5+:A4K3Q2J1T.5")
            ),
            "knr" => set!(f.knr, expect(range_spec, value, "KnR points such as 10+ or 12.5-14")),
            "rule20" => {
                set!(f.rule20, expect(range_spec, value, "Rule of 20 points (HCP + two longest suits) such as 20"))
            }
            "rule15" => set!(f.rule15, expect(range_spec, value, "Rule of 15 points (HCP + spades) such as 15")),
            "winners" => set!(f.winners, expect(winners_spec, value, "winners such as 3 (at least) or R9 (running)")),
            "losers" => set!(f.losers, expect(range_spec, value, "losers such as 7 (at most) or 7+ (more than 7)")),
            "qt" => set!(f.qt, expect(range_spec, value, "quick tricks such as 2 or 2.5 (at least)")),
            "stopped" => set!(f.stopped, expect(range_spec, value, "suits stopped such as 3 (at least) or 1.5")),
            "ints" => set!(f.ints, expect(range_spec, value, "intermediates such as 3 (at least)")),
            "shape" => set!(f.shape, shape_names(value)),
            "X" => set!(f.x, expect(x_spec, value, "the X suit's Num[:Points], e.g. 5+, 4+U, 6,4+:5+")),
            "S" | "H" | "D" | "C" => {
                let suit = SuitTerm::Suit(Suit::from_char(key.chars().next().unwrap_or('S')).unwrap_or(Suit::Spades));
                self.suit_field(f, suit, value, vstart, sp, end);
            }
            "pos" => set!(
                f.pos,
                one_char(value).and_then(|c| PositionCode::from_code(c)
                    .ok_or((0, "expected a position: 1, 2, 3, 4, F, T, Y, N, P or U".into())))
            ),
            "vul" => set!(
                f.vul,
                one_char(value).and_then(
                    |c| VulCode::from_code(c).ok_or((0, "expected a vulnerability: U, F, B, N, V or X".into()))
                )
            ),
            "round" => set!(f.round, small_number(value, "a round number 1-9")),
            "player" => set!(f.player, small_number(value, "a player number 1-4")),
            "pct" => set!(f.pct, expect(pct_codes, value, "up to three codes: 1-99, x50, 0, W, T, M, I, D")),
            "best" => set!(f.best, expect(best_spec, value, "a contract such as 4S, 3N or 5DX")),
            "text" => set!(f.text, string_value(value)),
            "asks" => {
                set!(f.asks, expect(asks, value, "asks codes: HC..HS, CC..CS, B2H, P, D, U, A, K, KC, 1, G, O, SO"))
            }
            "shows" => set!(f.shows, string_value(value)),
            "ref" => set!(f.reference, string_value(value)),
            "note" => set!(f.note, string_value(value)),
            "test" => set!(f.test, word(value)),
            _ if key.starts_with("ours.") || key.starts_with("pard.") => match side_spec(key, value) {
                Ok(v) => f.sides.push(Spanned::new(sp, v)),
                Err((on_key, m)) => {
                    if on_key {
                        self.error(t.start, t.start + key_len, m)
                    } else {
                        self.error(vstart, end.max(vstart + 1), m)
                    }
                }
            },
            _ if key.starts_with("shows.") => match show_spec(&key["shows.".len()..], value) {
                Ok(v) => {
                    if f.show.iter().any(|o| same_feature(&o.value, &v)) {
                        self.error(t.start, end, format!("'{key}' given twice in one entry"));
                    } else {
                        f.show.push(Spanned::new(sp, v))
                    }
                }
                Err((on_key, m)) => {
                    if on_key {
                        self.error(t.start, t.start + key_len, m)
                    } else {
                        self.error(vstart, end.max(vstart + 1), m)
                    }
                }
            },
            _ => {
                if let Some((suit, kind)) = key.split_once('.') {
                    let suit = match full(suit_term, suit) {
                        Ok(s) => s,
                        Err(_) => {
                            self.error(
                                t.start,
                                t.start + suit.len(),
                                format!("'{suit}' is not a suit: expected S, H, D, C or {{a}}"),
                            );
                            return;
                        }
                    };
                    let kind = match kind {
                        "quality" => GibKind::Quality,
                        "stop" => GibKind::Stop,
                        other => {
                            self.error(
                                t.start,
                                t.start + key_len,
                                format!("'.{other}' is not a GIB feature: expected .quality or .stop"),
                            );
                            return;
                        }
                    };
                    match gib_value(kind, value) {
                        Ok((level, bound)) => f.gib.push(Spanned::new(sp, GibSpec { suit, kind, level, bound })),
                        Err(m) => self.error(vstart, end, m),
                    }
                } else if let Ok(suit) = full(var_term, key) {
                    self.suit_field(f, SuitTerm::Var(suit), value, vstart, sp, end);
                } else if is_combo_key(key) {
                    match combo(key, op_and_value) {
                        Ok(c) => f.combos.push(Spanned::new(sp, c)),
                        Err((at, m)) => self.error(t.start + at, end, m),
                    }
                } else {
                    self.error(t.start, t.start + key_len, format!("unknown field '{key}'"));
                }
            }
        }
    }

    fn suit_field(&mut self, f: &mut Fields, suit: SuitTerm, value: &str, vstart: usize, sp: Span, end: usize) {
        if f.suits.iter().any(|s| s.value.suit == suit) {
            self.error(sp.start as usize, end, "suit given twice in one entry");
            return;
        }
        match expect(suit_value, value, "a suit's Num[:Points], e.g. 5+, x,<4, >=H, 4-5:a, 6+:or8+, :abi2") {
            Ok((num, or, points)) => f.suits.push(Spanned::new(sp, SuitSpec { suit, num, or, points })),
            Err((at, m)) => self.error(vstart + at, end.max(vstart + at + 1), m),
        }
    }
}

fn flag(slot: &mut Option<Span>, sp: Span, errors: &mut Vec<Diagnostic>, key: &str) {
    if slot.is_some() {
        errors.push(Diagnostic::error(sp, format!("'{key}' given twice in one entry")));
    } else {
        *slot = Some(sp);
    }
}

/// Cuts a `#` comment that starts a line or follows a blank, outside quotes.
fn strip_comment(line: &str) -> &str {
    let mut in_quote = false;
    let mut prev_blank = true;
    let mut escaped = false;
    for (i, c) in line.char_indices() {
        if in_quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_quote = false;
            }
        } else if c == '"' {
            in_quote = true;
        } else if c == '#' && prev_blank {
            return &line[..i];
        }
        prev_blank = c.is_whitespace();
    }
    line
}

fn tokenize(body: &str, base: usize) -> Result<Vec<Tok<'_>>, (usize, String)> {
    let mut toks = Vec::new();
    let mut start: Option<usize> = None;
    let mut in_quote = false;
    let mut quote_at = 0;
    let mut escaped = false;
    for (i, c) in body.char_indices() {
        if in_quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_quote = false;
            }
            continue;
        }
        if c.is_whitespace() {
            if let Some(s) = start.take() {
                toks.push(Tok { text: &body[s..i], start: base + s });
            }
        } else {
            if start.is_none() {
                start = Some(i);
            }
            if c == '"' {
                in_quote = true;
                quote_at = i;
            }
        }
    }
    if in_quote {
        return Err((base + quote_at, "unterminated string: expected a closing '\"'".into()));
    }
    if let Some(s) = start {
        toks.push(Tok { text: &body[s..], start: base + s });
    }
    Ok(toks)
}

fn unquote(text: &str) -> Result<String, String> {
    let inner = text
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .filter(|_| text.len() >= 2)
        .ok_or_else(|| format!("expected a quoted string, found {text}"))?;
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some(n @ ('"' | '\\')) => out.push(n),
                Some('n') => out.push('\n'),
                other => {
                    return Err(format!(
                        "unknown escape '\\{}' in a string: use \\\" or \\\\",
                        other.map(String::from).unwrap_or_default()
                    ))
                }
            }
        } else if c == '"' {
            return Err("a '\"' inside a string must be written \\\"".into());
        } else {
            out.push(c);
        }
    }
    Ok(out)
}

/// Writes a string so [`unquote`] reads it back.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn string_value(v: &str) -> Result<String, (usize, String)> {
    if v.starts_with('"') {
        unquote(v).map_err(|m| (0, m))
    } else if v.is_empty() {
        Err((0, "expected a value: a word or a \"quoted string\"".into()))
    } else {
        Ok(v.to_string())
    }
}

fn word(v: &str) -> Result<String, (usize, String)> {
    if v.is_empty() {
        Err((0, "expected a value".into()))
    } else if v.starts_with('"') {
        unquote(v).map_err(|m| (0, m))
    } else {
        Ok(v.to_string())
    }
}

fn one_char(v: &str) -> Result<char, (usize, String)> {
    let mut c = v.chars();
    match (c.next(), c.next()) {
        (Some(ch), None) => Ok(ch),
        _ => Err((0, "expected a one-letter code".into())),
    }
}

fn small_number(v: &str, what: &str) -> Result<u8, (usize, String)> {
    match v.parse::<u8>() {
        Ok(n) if (1..=9).contains(&n) => Ok(n),
        _ => Err((0, format!("expected {what}"))),
    }
}

fn parse_use(t: &str) -> Option<UseCode> {
    Some(match t {
        "on" | "ON" | "On" => UseCode::On,
        "0" | "off" | "OFF" | "Off" => UseCode::Off,
        "W" | "we" | "We" => UseCode::We,
        "T" | "they" | "They" => UseCode::They,
        _ => return None,
    })
}

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
                "a shape: balanced, unbalanced, 1-suiter, 2-suiter, 3-suiter, singleton, void, singleton-or-void (several joined by |)"
                    .to_string(),
            ))
            .map_err(|(a, m)| (a, format!("expected {m}")));
        }
        out.push(canonical.to_string());
        at += name.len() + 1;
    }
    Ok(out)
}

/// Runs a nom parser on a whole value; on failure, the byte offset where it stopped and the
/// message "expected ...".
fn expect<'a, T>(p: impl Fn(&'a str) -> R<'a, T>, v: &'a str, what: &str) -> Result<T, (usize, String)> {
    full(p, v).map_err(|at| (at, format!("expected {what}")))
}

/// Runs a nom parser on the whole input; on failure, the offset where parsing stopped.
fn full<'a, T>(p: impl Fn(&'a str) -> R<'a, T>, v: &'a str) -> Result<T, usize> {
    match all_consuming(p).parse(v) {
        Ok((_, t)) => Ok(t),
        Err(nom::Err::Error(e)) | Err(nom::Err::Failure(e)) => Err(v.len() - e.input.len()),
        Err(nom::Err::Incomplete(_)) => Err(v.len()),
    }
}

// ---------------------------------------------------------------------------------------
// Value grammars

fn number(i: &str) -> R<'_, u32> {
    map_res(digit1, |d: &str| d.parse::<u32>()).parse(i)
}

/// A decimal in hundredths: `12`, `2.5`, `.25`.
pub(crate) fn dec(i: &str) -> R<'_, Dec> {
    let (i, whole) = opt(digit1).parse(i)?;
    let (i, frac) = opt(preceded(char('.'), verify(digit1, |d: &str| d.len() <= 2))).parse(i)?;
    if whole.is_none() && frac.is_none() {
        return Err(nom::Err::Error(nom::error::Error::new(i, nom::error::ErrorKind::Digit)));
    }
    let w: i64 = match whole {
        Some(w) if w.len() <= 6 => w.parse().unwrap_or(0),
        Some(_) => return Err(nom::Err::Error(nom::error::Error::new(i, nom::error::ErrorKind::TooLarge))),
        None => 0,
    };
    let f: i64 = match frac {
        Some(f) if f.len() == 1 => f.parse::<i64>().unwrap_or(0) * 10,
        Some(f) => f.parse().unwrap_or(0),
        None => 0,
    };
    Ok((i, (w * 100 + f) as Dec))
}

pub(crate) fn range_spec(i: &str) -> R<'_, RangeSpec> {
    alt((
        map(preceded(tag("<="), dec), RangeSpec::Le),
        map(preceded(tag(">="), dec), RangeSpec::Ge),
        map(preceded(char('<'), dec), RangeSpec::Lt),
        map(preceded(char('>'), dec), RangeSpec::Gt),
        map((dec, char('-'), dec), |(a, _, b)| RangeSpec::Between(a, b)),
        map(terminated(dec, char('+')), RangeSpec::Plus),
        map(dec, RangeSpec::Exact),
    ))
    .parse(i)
}

fn signed_small(i: &str) -> R<'_, i8> {
    map_res(pair(one_of("+-"), digit1), |(s, d): (char, &str)| d.parse::<i8>().map(|v| if s == '-' { -v } else { v }))
        .parse(i)
}

fn hcp_spec(i: &str) -> R<'_, HcpSpec> {
    alt((
        map(preceded(char('P'), range_spec), HcpSpec::Partnership),
        value(HcpSpec::NtRange(1), tag("HCP1N")),
        value(HcpSpec::NtRange(2), tag("HCP2N")),
        map(preceded(tag("Min"), opt(alt((map(signed_small, Some), value(None, char('+')))))), |m| match m {
            None => HcpSpec::Min { delta: 0, above: false },
            Some(None) => HcpSpec::Min { delta: 0, above: true },
            Some(Some(d)) => HcpSpec::Min { delta: d, above: false },
        }),
        map((one_of("123"), char('N'), opt(pair(signed_small, opt(signed_small)))), |(n, _, add)| HcpSpec::Nt {
            n: n as u8 - b'0',
            add: add.map(|(a, b)| (a, b.unwrap_or(a))),
        }),
        map(range_spec, HcpSpec::Range),
    ))
    .parse(i)
}

fn dist_spec(i: &str) -> R<'_, DistSpec> {
    map(pair(opt(char('T')), range_spec), |(t, range)| DistSpec { total: t.is_some(), range }).parse(i)
}

fn suit_letter(i: &str) -> R<'_, Suit> {
    map(one_of("SHDC"), |c| Suit::from_char(c).unwrap_or(Suit::Spades)).parse(i)
}

fn var_name(i: &str) -> R<'_, char> {
    satisfy(|c| c.is_ascii_lowercase() && c != 'x').parse(i)
}

fn var_term(i: &str) -> R<'_, char> {
    (char('{'), var_name, char('}')).map(|(_, v, _)| v).parse(i)
}

fn suit_term(i: &str) -> R<'_, SuitTerm> {
    alt((map(suit_letter, SuitTerm::Suit), map(var_term, SuitTerm::Var))).parse(i)
}

fn dummy_spec(i: &str) -> R<'_, DummySpec> {
    map((suit_term, verify(number, |n| *n <= 13), char(':'), range_spec), |(trump, partner, _, range)| DummySpec {
        trump,
        partner: partner as u8,
        range,
    })
    .parse(i)
}

fn custom_spec(i: &str) -> R<'_, CustomSpec> {
    let (i, range) = range_spec(i)?;
    let (i, _) = char(':').parse(i)?;
    let (i, vals) = many1(pair(one_of("AKQJT"), dec)).parse(i)?;
    let mut values = [None; 5];
    for (r, v) in vals {
        let k = "AKQJT".find(r).unwrap_or(0);
        values[k] = Some(v);
    }
    Ok((i, CustomSpec { range, values }))
}

fn winners_spec(i: &str) -> R<'_, WinnersSpec> {
    map(pair(opt(char('R')), range_spec), |(r, range)| WinnersSpec { running: r.is_some(), range }).parse(i)
}

fn cmp_op(i: &str) -> R<'_, Cmp> {
    alt((
        value(Cmp::Le, tag("<=")),
        value(Cmp::Ge, tag(">=")),
        value(Cmp::Lt, char('<')),
        value(Cmp::Gt, char('>')),
        value(Cmp::Eq, char('=')),
    ))
    .parse(i)
}

fn num_alt(i: &str) -> R<'_, NumAlt> {
    alt((
        map(pair(cmp_op, alt((value(RelTarget::X, char('x')), map(suit_term, RelTarget::Suit)))), |(cmp, other)| {
            NumAlt::Rel { cmp, other }
        }),
        value(NumAlt::X, char('x')),
        map(range_spec, NumAlt::Range),
    ))
    .parse(i)
}

fn ints(i: &str) -> R<'_, u8> {
    map(preceded(char('i'), one_of("0123456789")), |d| d as u8 - b'0').parse(i)
}

fn points_atom(i: &str) -> R<'_, PointsAtom> {
    alt((
        value(PointsAtom::Stop(StopCode::Zero), tag("0stop")),
        value(PointsAtom::Stop(StopCode::Half), tag("hstop")),
        value(PointsAtom::Stop(StopCode::One), tag("1stop")),
        value(PointsAtom::Stop(StopCode::Two), tag("2stop")),
        map((range_spec, char('H'), one_of("0123456789")), |(hcp, _, n)| PointsAtom::HonorsSeq {
            hcp,
            honors: n as u8 - b'0',
        }),
        map((one_of("0123456789"), char('/'), one_of("12345")), |(n, _, m)| PointsAtom::OfTop {
            n: n as u8 - b'0',
            m: m as u8 - b'0',
        }),
        map(pair(range_spec, opt(ints)), |(range, ints)| PointsAtom::Hcp { range, ints }),
        value(PointsAtom::Frc, tag("FRC")),
        value(PointsAtom::Src, tag("SRC")),
        value(PointsAtom::HelpAsk, tag("HA")),
        value(PointsAtom::HelpHave, tag("HH")),
        value(PointsAtom::Solid, tag("SS")),
        map(ints, PointsAtom::Ints),
        map(pair(recognize(many1(one_of("abcd"))), opt(ints)), |(l, ints): (&str, Option<u8>)| {
            let mut set = 0u8;
            for c in l.chars() {
                set |= 1 << (c as u8 - b'a');
            }
            PointsAtom::Letters { set, ints }
        }),
        value(PointsAtom::Ace, char('A')),
        value(PointsAtom::King, char('K')),
        value(PointsAtom::Protected, char('P')),
        value(PointsAtom::X, char('x')),
    ))
    .parse(i)
}

fn points_alts(i: &str) -> R<'_, Vec<PointsAlt>> {
    separated_list1(char(','), many1(points_atom)).parse(i)
}

type SuitValue = (Vec<NumAlt>, bool, Vec<PointsAlt>);

fn suit_value(i: &str) -> R<'_, SuitValue> {
    let (i, num) = opt(separated_list1(char(','), num_alt)).parse(i)?;
    let (i, pts) = opt(preceded(char(':'), pair(opt(tag("or")), points_alts))).parse(i)?;
    let num = num.unwrap_or_default();
    match pts {
        Some((or, points)) => Ok((i, (num, or.is_some(), points))),
        None if num.is_empty() => Err(nom::Err::Error(nom::error::Error::new(i, nom::error::ErrorKind::Many1))),
        None => Ok((i, (num, false, Vec::new()))),
    }
}

fn x_spec(i: &str) -> R<'_, XSpec> {
    map(
        (separated_list1(char(','), range_spec), opt(char('U')), opt(preceded(char(':'), points_alts))),
        |(num, u, points)| XSpec { num, up: u.is_some(), points: points.unwrap_or_default() },
    )
    .parse(i)
}

fn is_combo_key(key: &str) -> bool {
    let mut rest = key;
    let mut n = 0;
    if let Some(r) = rest.strip_prefix('x') {
        rest = r;
        n += 1;
    }
    while !rest.is_empty() {
        if let Ok((r, _)) = suit_term(rest) {
            rest = r;
            n += 1;
        } else {
            return false;
        }
    }
    n >= 2
}

fn combo(key: &str, op_value: &str) -> Result<Combo, (usize, String)> {
    let (x, body) = match key.strip_prefix('x') {
        Some(b) => (true, b),
        None => (false, key),
    };
    let suits = full(|i| many1(suit_term).parse(i), body)
        .map_err(|at| (at, "expected 2 or 3 suits, e.g. SH, CDH, xD".to_string()))?;
    let n = suits.len() + usize::from(x);
    if !(2..=3).contains(&n) {
        return Err((0, format!("combined suits name 2 or 3 suits (or x and a suit), found {n}")));
    }
    let vstart = key.len();
    let msg = "a combined spec such as SH=8-9, CD>7, CDH<14 or SHC=:7+ (length[:HCP])";
    let (num, points) = if let Some(v) = op_value.strip_prefix('=') {
        let parsed = full(|i| pair(opt(range_spec), opt(preceded(char(':'), range_spec))).parse(i), v)
            .map_err(|at| (vstart + 1 + at, format!("expected {msg}")))?;
        if parsed.0.is_none() && parsed.1.is_none() {
            return Err((vstart + 1, format!("expected {msg}")));
        }
        parsed
    } else {
        let r = full(range_spec, op_value).map_err(|at| (vstart + at, format!("expected {msg}")))?;
        (Some(r), None)
    };
    Ok(Combo { suits, x, num, points })
}

/// `25+`, `12-`, `15-17`, `8`, or `any`: the bounds of an `ours.`, `pard.` or `shows.` value.
fn bounds(v: &str) -> Result<(i32, i32), String> {
    const MSG: &str = "expected a range such as 25+, 11-, 15-17, 8 or any";
    let n = |t: &str| t.parse::<i32>().ok().filter(|n| (0..=99).contains(n));
    if v == "any" {
        return Ok((i32::MIN, i32::MAX));
    }
    if let Some(a) = v.strip_suffix('+') {
        return n(a).map(|a| (a, i32::MAX)).ok_or_else(|| MSG.to_string());
    }
    if let Some(a) = v.strip_suffix('-') {
        return n(a).map(|a| (i32::MIN, a)).ok_or_else(|| MSG.to_string());
    }
    if let Some((a, b)) = v.split_once('-') {
        return match (n(a), n(b)) {
            (Some(a), Some(b)) if a <= b => Ok((a, b)),
            _ => Err(MSG.to_string()),
        };
    }
    n(v).map(|a| (a, a)).ok_or_else(|| MSG.to_string())
}

/// The suit of an `ours.`, `pard.` or `shows.` key: `S`, `{a}` or `x`.
fn suit_or_x(t: &str) -> Option<SuitOrX> {
    if t == "x" {
        return Some(SuitOrX::X);
    }
    full(suit_term, t).ok().map(SuitOrX::Suit)
}

/// `ours.hcp=25+`, `pard.S=4+`. The error says whether it is the key's fault (`true`).
fn side_spec(key: &str, value: &str) -> Result<SideSpec, (bool, String)> {
    let (side, what) = key.split_once('.').unwrap_or((key, ""));
    let measure = match what {
        "hcp" => MeasureTerm::Hcp,
        "total" => MeasureTerm::Total,
        other => match suit_or_x(other) {
            Some(s) => MeasureTerm::Len(s),
            None => {
                return Err((true, format!("'{side}.{other}' is not a measure: expected {side}.hcp, {side}.total or a suit's length ({side}.S, {side}.x, {side}.{{a}})")))
            }
        },
    };
    let (lo, hi) = bounds(value).map_err(|m| (false, m))?;
    Ok(SideSpec { partner: side == "pard", measure, lo, hi })
}

/// `shows.hcp=10+`, `shows.x=0-1`, `shows.S.stop=1`, `shows.H.quality=rebiddable`,
/// `shows.S.honors=KQ`, `shows.shape=balanced`, `shows.forcing=G` (`what` is the part after
/// `shows.`).
fn show_spec(what: &str, value: &str) -> Result<ShowSpec, (bool, String)> {
    let bad = |m: String| (false, m);
    match what {
        "hcp" => return bounds(value).map(|(a, b)| ShowSpec::Hcp(a, b)).map_err(bad),
        "total" => return bounds(value).map(|(a, b)| ShowSpec::Total(a, b)).map_err(bad),
        "shape" => {
            return match value {
                "balanced" => Ok(ShowSpec::Balanced(Some(true))),
                "unbalanced" => Ok(ShowSpec::Balanced(Some(false))),
                "any" => Ok(ShowSpec::Balanced(None)),
                _ => Err(bad("expected balanced, unbalanced or any".into())),
            }
        }
        "forcing" => {
            return match value {
                "0" | "no" => Ok(ShowSpec::Forcing(0)),
                "1" => Ok(ShowSpec::Forcing(1)),
                "G" => Ok(ShowSpec::Forcing(2)),
                _ => Err(bad("expected a forcing status: 0 (not forcing), 1 (one round) or G (game)".into())),
            }
        }
        _ => {}
    }
    let (suit, feature) = match what.split_once('.') {
        Some((s, f)) => (s, Some(f)),
        None => (what, None),
    };
    let Some(suit) = suit_or_x(suit) else {
        return Err((
            true,
            format!("'shows.{what}' is not a feature: expected shows.hcp, shows.total, shows.shape, shows.forcing, or a suit (S, H, D, C, x, {{a}}) with .stop, .quality or .honors"),
        ));
    };
    match feature {
        None => bounds(value).map(|(a, b)| ShowSpec::Len(suit, a, b)).map_err(bad),
        Some("stop") => match value {
            "0" | "none" => Ok(ShowSpec::Stop(suit, 0)),
            "h" => Ok(ShowSpec::Stop(suit, 1)),
            "1" => Ok(ShowSpec::Stop(suit, 2)),
            "2" => Ok(ShowSpec::Stop(suit, 3)),
            _ => Err(bad("expected a stopper class: 0, h (half), 1 or 2".into())),
        },
        Some("quality") => match GibQuality::ALL.iter().position(|q| q.name() == value.trim_end_matches('+')) {
            Some(level) => Ok(ShowSpec::Quality(suit, level as u8)),
            None => Err(bad(format!(
                "expected a GIB quality, the least shown: {}",
                GibQuality::ALL.iter().map(|q| q.name()).collect::<Vec<_>>().join(", ")
            ))),
        },
        Some("honors") => {
            let letters = value.trim_end_matches('+');
            let by_letters = (!letters.is_empty() && letters.chars().all(|c| "AKQJ".contains(c))).then(|| {
                letters
                    .chars()
                    .map(|c| match c {
                        'A' => 8,
                        'K' => 4,
                        'Q' => 2,
                        _ => 1,
                    })
                    .sum::<u8>()
            });
            match by_letters.or_else(|| letters.parse::<u8>().ok().filter(|n| *n <= 15)) {
                Some(v) => Ok(ShowSpec::Honors(suit, v)),
                None => Err(bad("expected the least honours shown, as letters (KQ) or an 8-4-2-1 value (6)".into())),
            }
        }
        Some(other) => Err((true, format!("'.{other}' is not a suit feature: expected .stop, .quality or .honors"))),
    }
}

/// Whether two `shows.` fields set the same feature.
fn same_feature(a: &ShowSpec, b: &ShowSpec) -> bool {
    use ShowSpec::*;
    match (a, b) {
        (Len(s, ..), Len(t, ..))
        | (Stop(s, _), Stop(t, _))
        | (Quality(s, _), Quality(t, _))
        | (Honors(s, _), Honors(t, _)) => s == t,
        _ => core::mem::discriminant(a) == core::mem::discriminant(b),
    }
}

fn gib_value(kind: GibKind, v: &str) -> Result<(u8, GibBound), String> {
    let names: Vec<&str> = match kind {
        GibKind::Quality => GibQuality::ALL.iter().map(|q| q.name()).collect(),
        GibKind::Stop => GibStop::ALL.iter().map(|q| q.name()).collect(),
    };
    let (body, bound) = if let Some(b) = v.strip_suffix('+') {
        (b, GibBound::AtLeast)
    } else if let Some(b) = v.strip_suffix('-').filter(|b| names.contains(b)) {
        (b, GibBound::AtMost)
    } else {
        (v, GibBound::Exact)
    };
    match names.iter().position(|n| *n == body) {
        Some(level) => Ok((level as u8, bound)),
        None => Err(format!(
            "expected a GIB level ({}), optionally followed by + (or better) or - (or worse)",
            names.join(", ")
        )),
    }
}

fn pct_code(i: &str) -> R<'_, PctCode> {
    alt((
        map(preceded(char('x'), verify(number, |n| (1..=99).contains(n))), |n| PctCode::Percent {
            value: n as u8,
            disabled: true,
        }),
        map(verify(number, |n| *n <= 99), |n| {
            if n == 0 {
                PctCode::Off
            } else {
                PctCode::Percent { value: n as u8, disabled: false }
            }
        }),
        value(PctCode::We, char('W')),
        value(PctCode::They, char('T')),
        value(PctCode::Matchpoints, char('M')),
        value(PctCode::Imps, char('I')),
        value(PctCode::Dda, char('D')),
    ))
    .parse(i)
}

fn pct_codes(i: &str) -> R<'_, Vec<PctCode>> {
    verify(many1(pct_code), |v: &Vec<PctCode>| v.len() <= 3).parse(i)
}

fn strain_term(i: &str) -> R<'_, StrainTerm> {
    alt((value(StrainTerm::NoTrump, alt((tag("NT"), tag("N")))), map(suit_term, StrainTerm::Suit))).parse(i)
}

fn best_spec(i: &str) -> R<'_, BestSpec> {
    map((one_of("1234567"), strain_term, opt(alt((value(2u8, tag("XX")), value(1u8, char('X')))))), |(l, strain, d)| {
        BestSpec { level: l as u8 - b'0', strain, doubled: d.unwrap_or(0) }
    })
    .parse(i)
}

fn ask(i: &str) -> R<'_, Ask> {
    alt((
        value(Ask::KeyCards, tag("KC")),
        value(Ask::SignOff, tag("SO")),
        map(preceded(char('H'), suit_letter), Ask::Help),
        map(preceded(char('C'), suit_letter), Ask::Control),
        nom::combinator::map_opt(preceded(char('B'), take_while1(|c: char| c.is_ascii_alphanumeric())), |c: &str| {
            Call::parse(c).ok().map(Ask::Bid)
        }),
        value(Ask::Pick, char('P')),
        value(Ask::Decide, char('D')),
        value(Ask::Unbalanced, char('U')),
        value(Ask::Aces, char('A')),
        value(Ask::Kings, char('K')),
        value(Ask::OneRound, char('1')),
        value(Ask::Game, char('G')),
        value(Ask::Optional, char('O')),
    ))
    .parse(i)
}

fn asks(i: &str) -> R<'_, Vec<Ask>> {
    separated_list1(char(','), ask).parse(i)
}

fn digit_term(i: &str) -> R<'_, DigitTerm> {
    alt((map(one_of("012345"), |d| DigitTerm::Digit(d as u8 - b'0')), map(var_term, DigitTerm::Var))).parse(i)
}

fn tag_term(i: &str) -> R<'_, TagTerm> {
    preceded(
        char('@'),
        alt((
            map(preceded(char('Q'), digit_term), TagTerm::Cue),
            map(preceded(char('G'), digit_term), TagTerm::Gsf),
            map(pair(digit_term, digit_term), |(a, b)| TagTerm::Ask(a, b)),
        )),
    )
    .parse(i)
}

pub(crate) fn call_term(i: &str) -> R<'_, CallTerm> {
    alt((
        map(terminated(one_of("1234567"), char('x')), |l| CallTerm::X { level: l as u8 - b'0' }),
        map(pair(call_shape, opt(tag_term)), |(kind, tag)| CallTerm::Call { kind, tag }),
    ))
    .parse(i)
}

/// `{n+1}`, `{n-1}`, `{n}`: a level variable with an offset.
fn level_offset_term(i: &str) -> R<'_, (char, i8)> {
    (char('{'), var_name, opt(signed_small), char('}')).map(|(_, v, d, _)| (v, d.unwrap_or(0))).parse(i)
}

/// An entry's call: a header's call terms, and a level variable plus an offset (`{n+1}{a}`,
/// `{n+2}N`, `{n+1}x`).
fn entry_call_term(i: &str) -> R<'_, CallTerm> {
    alt((
        call_term,
        map(terminated(level_offset_term, char('x')), |(var, offset)| CallTerm::XVar { var, offset }),
        map(pair(level_offset_term, strain_term), |((v, d), s)| CallTerm::Call {
            kind: CallShape::LevelVar(v, d, s),
            tag: None,
        }),
    ))
    .parse(i)
}

fn call_shape(i: &str) -> R<'_, CallShape> {
    alt((
        map(pair(one_of("1234567"), strain_term), |(l, s)| CallShape::Bid(l as u8 - b'0', s)),
        map(pair(var_term, strain_term), |(v, s)| CallShape::LevelVar(v, 0, s)),
        value(CallShape::Pass, alt((tag("Pass"), tag("PASS"), tag("P")))),
        value(CallShape::Redouble, alt((tag("XX"), tag("Rdbl"), tag("R")))),
        value(CallShape::Double, alt((tag("X"), tag("Dbl"), tag("D")))),
    ))
    .parse(i)
}

fn constraint(i: &str) -> R<'_, Constraint> {
    use nom::character::complete::space0;
    alt((
        map((tag("jump("), var_name, char(')')), |(_, var, _)| Constraint::Jump { var, jump: true }),
        map((tag("nonjump("), var_name, char(')')), |(_, var, _)| Constraint::Jump { var, jump: false }),
        map(
            (
                var_name,
                nom::character::complete::space1,
                tag("in"),
                nom::character::complete::space1,
                many1(map(one_of("1234567"), |l| l as u8 - b'0')),
            ),
            |(var, _, _, _, levels)| Constraint::LevelIn { var, levels },
        ),
        map((var_name, space0, cmp_op, space0, one_of("1234567")), |(var, _, cmp, _, l)| Constraint::Level {
            var,
            cmp,
            rhs: LevelRhs::Level(l as u8 - b'0'),
        }),
        map((var_name, space0, cmp_op, space0, var_name, signed_small), |(var, _, cmp, _, o, d)| Constraint::Level {
            var,
            cmp,
            rhs: LevelRhs::Var(o, d),
        }),
        map(
            (
                var_name,
                nom::character::complete::space1,
                tag("in"),
                nom::character::complete::space1,
                many1(suit_letter),
            ),
            |(var, _, _, _, suits)| Constraint::In { var, suits },
        ),
        map(
            (
                var_name,
                nom::character::complete::space0,
                alt((
                    value(Relation::Ne, tag("!=")),
                    value(Relation::Lt, char('<')),
                    value(Relation::Gt, char('>')),
                    value(Relation::Eq, char('=')),
                )),
                nom::character::complete::space0,
                var_name,
            ),
            |(a, _, rel, _, b)| Constraint::Order { a, rel, b },
        ),
    ))
    .parse(i)
}

/// `partner:`, `we:` ...
fn owner(i: &str) -> R<'_, bidbase_runtime::rules::pattern::Owner> {
    use bidbase_runtime::rules::pattern::Owner;
    terminated(
        alt((
            value(Owner::Partner, tag("partner")),
            value(Owner::Me, tag("me")),
            value(Owner::Lho, tag("lho")),
            value(Owner::Rho, tag("rho")),
            value(Owner::We, tag("we")),
            value(Owner::They, tag("they")),
        )),
        char(':'),
    )
    .parse(i)
}

fn pat_atom(i: &str) -> R<'_, PatAtom> {
    alt((
        value(PatAtom::Any, char('?')),
        map(
            pair(
                opt(map(one_of("1234567"), |l| l as u8 - b'0')),
                alt((
                    value(BidClass::Bid, tag("bid")),
                    value(BidClass::Suit, tag("suit")),
                    value(BidClass::Nt, tag("nt")),
                )),
            ),
            |(level, kind)| PatAtom::Class { level: level.unwrap_or(0), kind },
        ),
        map(call_term, PatAtom::Call),
    ))
    .parse(i)
}

/// A header element: `[owner:]alt|alt[...]`, or `...` alone.
fn pat_elem(i: &str) -> R<'_, PatElem> {
    use bidbase_runtime::rules::pattern::Owner;
    alt((
        map(pair(opt(owner), tag("...")), |(o, _)| PatElem {
            owner: o.unwrap_or(Owner::Any),
            alts: vec![PatAtom::Any],
            run: true,
        }),
        map((opt(owner), separated_list1(char('|'), pat_atom), opt(tag("..."))), |(o, alts, run)| PatElem {
            owner: o.unwrap_or(Owner::Any),
            alts,
            run: run.is_some(),
        }),
    ))
    .parse(i)
}

/// Splits a header's inside at dashes and blanks.
fn split_header(inner: &str) -> impl Iterator<Item = &str> {
    inner.split(|c: char| c == '-' || c.is_whitespace())
}

/// The byte offset of `word` standing alone (blank before and after) in `text`.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let b = text.as_bytes();
    let mut from = 0;
    while let Some(k) = text[from..].find(word) {
        let at = from + k;
        let before = at == 0 || b[at - 1].is_ascii_whitespace();
        let after = b.get(at + word.len()).is_none_or(|c| c.is_ascii_whitespace() || *c == b'[');
        if before && after {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// Reads one call term (used by the section key parser of other modules and tests).
pub fn parse_call_term(text: &str) -> Option<CallTerm> {
    full(call_term, text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_entry(src: &str) -> (Entry, Vec<Diagnostic>) {
        let text = format!("[1C-P]\n{src}\n");
        let (f, errs) = parse_file(0, &text);
        let Item::Section(s) = &f.items[0] else { panic!("no section") };
        (s.entries[0].clone(), errs)
    }

    #[test]
    fn ranges() {
        assert_eq!(full(range_spec, "12-14"), Ok(RangeSpec::Between(1200, 1400)));
        assert_eq!(full(range_spec, "2.5"), Ok(RangeSpec::Exact(250)));
        assert_eq!(full(range_spec, ".5+"), Ok(RangeSpec::Plus(50)));
        assert_eq!(full(range_spec, "<=7"), Ok(RangeSpec::Le(700)));
        assert!(full(range_spec, "12-").is_err());
    }

    #[test]
    fn hcp_forms() {
        assert_eq!(full(hcp_spec, "P25-29"), Ok(HcpSpec::Partnership(RangeSpec::Between(2500, 2900))));
        assert_eq!(full(hcp_spec, "Min"), Ok(HcpSpec::Min { delta: 0, above: false }));
        assert_eq!(full(hcp_spec, "Min+"), Ok(HcpSpec::Min { delta: 0, above: true }));
        assert_eq!(full(hcp_spec, "Min+2"), Ok(HcpSpec::Min { delta: 2, above: false }));
        assert_eq!(full(hcp_spec, "Min-1"), Ok(HcpSpec::Min { delta: -1, above: false }));
        assert_eq!(full(hcp_spec, "1N+3+4"), Ok(HcpSpec::Nt { n: 1, add: Some((3, 4)) }));
        assert_eq!(full(hcp_spec, "2N"), Ok(HcpSpec::Nt { n: 2, add: None }));
        assert_eq!(full(hcp_spec, "HCP1N"), Ok(HcpSpec::NtRange(1)));
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

    #[test]
    fn calls() {
        assert_eq!(full(call_term, "2x"), Ok(CallTerm::X { level: 2 }));
        assert_eq!(full(entry_call_term, "{n+2}x"), Ok(CallTerm::XVar { var: 'n', offset: 2 }));
        assert_eq!(full(entry_call_term, "{n}x"), Ok(CallTerm::XVar { var: 'n', offset: 0 }));
        assert!(matches!(
            full(entry_call_term, "{n-1}N"),
            Ok(CallTerm::Call { kind: CallShape::LevelVar('n', -1, StrainTerm::NoTrump), tag: None })
        ));
        assert!(full(call_term, "{n+1}S").is_err(), "offsets only in entries");
        assert!(matches!(
            full(call_term, "4N@40"),
            Ok(CallTerm::Call { tag: Some(TagTerm::Ask(DigitTerm::Digit(4), DigitTerm::Digit(0))), .. })
        ));
        assert!(matches!(
            full(call_term, "2{a}"),
            Ok(CallTerm::Call { kind: CallShape::Bid(2, StrainTerm::Suit(SuitTerm::Var('a'))), .. })
        ));
        assert!(matches!(full(call_term, "XX"), Ok(CallTerm::Call { kind: CallShape::Redouble, .. })));
        assert!(full(call_term, "8C").is_err());
    }
}
