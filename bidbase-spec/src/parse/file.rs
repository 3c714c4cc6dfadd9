//! The line-oriented outer layer of the parser: a file read line by line into directives,
//! section headers, entries and their continuation lines. Errors are collected, not stopped
//! at: a bad line or field is reported and the rest of the file is still read.

use crate::ast::*;
use crate::span::{Diagnostic, Span, Spanned};

use super::calls::entry_call_term;
use super::combinators::full;
use super::tokens::{strip_comment, tokenize, unquote, Tok};

/// Parses one file. Returns what could be read and every error found.
pub fn parse_file(file: u16, text: &str) -> (RuleFile, Vec<Diagnostic>) {
    let (f, errors, _) = parse_file_with(file, text, u64::MAX);
    (f, errors)
}

/// Parses one file, reading entries worth at most `max_units` of the expanded size
/// ([`crate::limits::units`]): past them, an error at the entry that passes them, and the rest of
/// the file is not read. Returns what could be read, every error found, and the units read.
pub fn parse_file_with(file: u16, text: &str, max_units: u64) -> (RuleFile, Vec<Diagnostic>, u64) {
    let mut p = FileParser {
        broken_header: false,
        file,
        items: Vec::new(),
        errors: Vec::new(),
        section: None,
        entry: None,
        units: 0,
        max_units,
    };
    let mut offset = 0;
    for raw in text.split_inclusive('\n') {
        if p.units > p.max_units {
            break;
        }
        p.line(raw.trim_end_matches(['\n', '\r']), offset);
        offset += raw.len();
    }
    p.finish_section();
    (RuleFile { items: p.items }, p.errors, p.units)
}

/// A file being read.
pub(super) struct FileParser {
    /// The current section's header had errors: its entries are read but not kept.
    pub(super) broken_header: bool,
    /// The file's id.
    pub(super) file: u16,
    /// What has been read.
    pub(super) items: Vec<Item>,
    /// Every error so far.
    pub(super) errors: Vec<Diagnostic>,
    /// The section being read.
    pub(super) section: Option<Section>,
    /// The entry being read (continuation lines add to it).
    pub(super) entry: Option<Entry>,
    /// What the entries read so far count in the expanded size.
    pub(super) units: u64,
    /// The most they may count.
    pub(super) max_units: u64,
}

impl FileParser {
    /// A span of this file.
    pub(super) fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.file, start, end)
    }

    /// The span of a token.
    pub(super) fn tok_span(&self, t: &Tok<'_>) -> Span {
        self.span(t.start, t.end())
    }

    /// Reports an error.
    pub(super) fn error(&mut self, start: usize, end: usize, msg: impl Into<String>) {
        let span = self.span(start, end);
        self.errors.push(Diagnostic::error(span, msg));
    }

    /// Reports an error at a token.
    pub(super) fn error_at(&mut self, t: &Tok<'_>, msg: impl Into<String>) {
        self.error(t.start, t.end(), msg);
    }

    /// Ends the current entry: it joins the current section.
    pub(super) fn finish_entry(&mut self) {
        if let Some(e) = self.entry.take() {
            if self.units > self.max_units {
                return;
            }
            self.units = self.units.saturating_add(crate::limits::units(e.span));
            if self.units > self.max_units {
                self.errors.push(Diagnostic::error(
                    e.span,
                    "the entries read pass the limit on the expanded size (Limits::max_expanded): the rest of the files is not read",
                ));
                return;
            }
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

    /// Ends the current section (and its entry): it is kept unless its header is broken.
    pub(super) fn finish_section(&mut self) {
        self.finish_entry();
        if let Some(s) = self.section.take() {
            if !self.broken_header {
                self.items.push(Item::Section(s));
            }
        }
        self.broken_header = false;
    }

    /// One line, at byte `offset` of the file.
    fn line(&mut self, line: &str, offset: usize) {
        let code = strip_comment(line);
        if code.trim().is_empty() {
            return;
        }
        let lead = code.len() - code.trim_start().len();
        let body = code.trim();
        let start = offset + lead;
        let end = offset + code.trim_end().len();
        if body.starts_with('[') {
            self.finish_section();
            self.section_header(body, start);
            return;
        }
        if self.change_line(body, start) {
            return;
        }
        let toks = match tokenize(body, start) {
            Ok(t) => t,
            Err((at, msg)) => {
                self.error(at, at + 1, msg);
                return;
            }
        };
        if self.directive_line(&toks, start, end) {
            return;
        }
        let first = toks[0];
        match full(entry_call_term, first.text) {
            Ok(call) => self.entry_line(call, &toks, end),
            Err(at) if first.text.starts_with(|c: char| ('1'..='7').contains(&c)) => {
                self.finish_entry();
                self.error(
                    first.start + at,
                    first.end(),
                    format!("'{}' is not a call: expected a bid such as 1C, 3N, 2x or 4N@40 (levels 1-7, '@' tags like @40, @Q4, @G4)", first.text),
                );
            }
            Err(_) => self.continuation(&toks, start, end),
        }
    }

    /// A line of a directive (`system`, `include`, `convention`, `block`, `use`, `similar`):
    /// true when it is one.
    fn directive_line(&mut self, toks: &[Tok<'_>], start: usize, end: usize) -> bool {
        match toks[0].text {
            "system" | "include" | "convention" | "base" | "default" => {
                self.finish_section();
                self.directive(toks, start, end);
            }
            "block" => {
                self.finish_section();
                self.block_header(toks, start, end);
            }
            "use" => {
                self.finish_entry();
                self.use_line(toks, start, end);
            }
            "similar" => {
                self.finish_section();
                self.similar(toks, start, end);
            }
            "remove" => {
                self.finish_section();
                self.remove_convention(toks, start, end);
            }
            _ => return false,
        }
        true
    }

    /// A line that starts an entry: its call, its quoted convention name, its fields.
    fn entry_line(&mut self, call: CallTerm, toks: &[Tok<'_>], end: usize) {
        self.finish_entry();
        let first = toks[0];
        let call = Spanned::new(self.tok_span(&first), call);
        let mut entry = Entry { span: self.span(first.start, end), call, name: None, fields: Fields::default() };
        let mut rest = &toks[1..];
        if let Some(t) = rest.first() {
            if t.text.starts_with('"') {
                match unquote(t.text) {
                    Ok(s) => entry.name = Some(Spanned::new(self.tok_span(t), s)),
                    Err(m) => self.error_at(t, m),
                }
                rest = &rest[1..];
            }
        }
        for t in rest {
            self.field(&mut entry.fields, *t);
        }
        self.entry = Some(entry);
    }

    /// A continuation line of the current entry: more fields.
    fn continuation(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        match self.entry.take() {
            Some(mut e) => {
                for t in toks {
                    self.field(&mut e.fields, *t);
                }
                e.span = e.span.to(self.span(start, end));
                self.entry = Some(e);
            }
            None => self.error_at(
                &toks[0],
                format!(
                    "'{}' does not start an entry: expected a call (1C, 2x, P, D, R, 4N@40), a section header [..], or a directive (system, include, convention)",
                    toks[0].text
                ),
            ),
        }
    }
}
