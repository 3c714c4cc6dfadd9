//! Source files, spans and diagnostics rendered as `--> file:line:col` with the source line
//! and a caret.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::limits::{thousands, MAX_EXCERPT_CHARS, MAX_KEPT_DIAGNOSTICS, MAX_RENDERED_DIAGNOSTICS};

/// A byte range in one source file.
///
/// Spans never take part in equality or hashing, so two ASTs that say the same thing are equal
/// wherever they were written (this is what makes `parse(print(ast)) == ast` hold).
#[derive(Copy, Clone, Debug, Default, Serialize, Deserialize)]
pub struct Span {
    /// Index of the file in its [`SourceMap`].
    pub file: u16,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span.
    pub const fn new(file: u16, start: usize, end: usize) -> Span {
        Span { file, start: start as u32, end: end as u32 }
    }

    /// The span covering both.
    pub fn to(self, other: Span) -> Span {
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

impl PartialEq for Span {
    fn eq(&self, _: &Span) -> bool {
        true
    }
}

impl Eq for Span {}

impl core::hash::Hash for Span {
    fn hash<H: core::hash::Hasher>(&self, _: &mut H) {}
}

/// A value with the place it was written.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Spanned<T> {
    /// Where.
    pub span: Span,
    /// What.
    pub value: T,
}

impl<T> Spanned<T> {
    /// A spanned value.
    pub const fn new(span: Span, value: T) -> Spanned<T> {
        Spanned { span, value }
    }
}

/// One loaded source file.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The name errors show (the path as given).
    pub name: String,
    /// The text.
    pub text: String,
    line_starts: Vec<usize>,
}

impl SourceFile {
    /// A file.
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        SourceFile { name: name.into(), text, line_starts }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line];
        let col = self.text.get(start..offset).map(|s| s.chars().count()).unwrap_or(0) + 1;
        (line + 1, col)
    }

    /// The text of 1-based line `line`, without its line ending.
    pub fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts.get(line.wrapping_sub(1)).copied().unwrap_or(0);
        let end = self.line_starts.get(line).copied().unwrap_or(self.text.len());
        self.text.get(start..end).unwrap_or("").trim_end_matches(['\n', '\r'])
    }
}

/// All files of a system, so spans can be rendered.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    /// The files, by [`Span::file`].
    pub files: Vec<SourceFile>,
}

impl SourceMap {
    /// Adds a file and returns its index.
    pub fn add(&mut self, file: SourceFile) -> u16 {
        self.files.push(file);
        // The loader reads at most `Limits::FILE_IDS` files: every id fits.
        u16::try_from(self.files.len() - 1).unwrap_or(u16::MAX)
    }

    /// The file of a span.
    pub fn file(&self, id: u16) -> Option<&SourceFile> {
        self.files.get(id as usize)
    }

    /// `file:line:col` of a span's start.
    pub fn location(&self, span: Span) -> String {
        match self.file(span.file) {
            Some(f) => {
                let (l, c) = f.line_col(span.start as usize);
                format!("{}:{l}:{c}", f.name)
            }
            None => "<unknown>".into(),
        }
    }

    /// 1-based line of a span's start.
    pub fn line(&self, span: Span) -> u32 {
        self.file(span.file).map(|f| f.line_col(span.start as usize).0 as u32).unwrap_or(0)
    }
}

/// How serious a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The rules cannot be used.
    Error,
    /// Worth a look.
    Warning,
}

/// A located message about a rules file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Where.
    pub span: Span,
    /// What is wrong, or what was expected.
    pub message: String,
    /// Further notes, each optionally located.
    pub notes: Vec<(Option<Span>, String)>,
}

impl Diagnostic {
    /// An error.
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, span, message: message.into(), notes: Vec::new() }
    }

    /// A warning.
    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, span, message: message.into(), notes: Vec::new() }
    }

    /// Adds a note.
    pub fn note(mut self, span: Option<Span>, note: impl Into<String>) -> Diagnostic {
        self.notes.push((span, note.into()));
        self
    }

    /// Renders the diagnostic rustc-style:
    ///
    /// ```text
    /// error: expected a suit's Num[:Points], e.g. 5+, x,<4, >=H
    ///   --> rules/x.bb:12:17
    ///    |
    /// 12 | 2C "Stayman" S=4,<=
    ///    |                 ^^
    /// ```
    ///
    /// The source line is an excerpt: a line longer than [`MAX_EXCERPT_CHARS`] characters is cut
    /// around the place the diagnostic points at, and control characters are escaped, so that
    /// what a diagnostic prints does not grow with its line, and the text cannot act on a
    /// terminal. The message and notes are escaped and cut the same way.
    pub fn render(&self, map: &SourceMap) -> String {
        let mut out = String::new();
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        out.push_str(&format!("{kind}: {}\n", clean(&self.message, MAX_MESSAGE_CHARS)));
        render_snippet(&mut out, map, self.span);
        for (span, note) in &self.notes {
            let note = clean(note, MAX_MESSAGE_CHARS);
            match span {
                Some(s) => {
                    out.push_str(&format!("note: {note}\n"));
                    render_snippet(&mut out, map, *s);
                }
                None => out.push_str(&format!("  = note: {note}\n")),
            }
        }
        out
    }
}

/// The longest message or note printed, in characters.
const MAX_MESSAGE_CHARS: usize = 1_000;

/// How a character is printed in a diagnostic: a tab as a blank (one column, as columns are
/// counted), other control characters and the bidirectional controls escaped.
fn shown_char(c: char, out: &mut String) {
    match c {
        '\t' => out.push(' '),
        c if escaped(c) => out.extend(c.escape_unicode()),
        c => out.push(c),
    }
}

/// Whether [`shown_char`] escapes `c`: control characters other than a tab, and the
/// bidirectional controls.
fn escaped(c: char) -> bool {
    c != '\t' && (c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'))
}

/// A text from the rules (a message may quote one) made safe to print: control characters
/// escaped, cut to `max` characters.
fn clean(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == max {
            out.push_str("...");
            break;
        }
        shown_char(c, &mut out);
    }
    out
}

/// The part of a source line a diagnostic prints, and where its carets go: the line with its
/// characters made printable ([`shown_char`]), cut to about [`MAX_EXCERPT_CHARS`] characters
/// around the span when longer. `col` and `width` are the span's first column (1-based) and
/// its width, in characters of the line. Returns the excerpt, the carets' first column in it
/// (0-based, in printed characters) and their count.
fn excerpt(line: &str, col: usize, width: usize) -> (String, usize, usize) {
    // One pass for the widths as printed (no allocation per character: a line may be long).
    let (mut total, mut caret, mut carets) = (0usize, 0usize, 0usize);
    for (i, c) in line.chars().enumerate() {
        let w = shown_width(c);
        if i + 1 < col {
            caret += w;
        } else if i + 1 < col + width {
            carets += w;
        }
        total += w;
    }
    let carets = carets.max(1);
    if total <= MAX_EXCERPT_CHARS {
        let mut text = String::with_capacity(line.len());
        line.chars().for_each(|c| shown_char(c, &mut text));
        return (text, caret, carets);
    }
    // A window of the line around the carets, a third of it before them, cut between
    // characters as printed.
    let want = caret.saturating_sub(MAX_EXCERPT_CHARS / 3).min(total - MAX_EXCERPT_CHARS);
    let (mut text, mut at, mut from, mut to) = (String::new(), 0usize, None, 0usize);
    for c in line.chars() {
        let w = shown_width(c);
        if at >= want && at + w <= want + MAX_EXCERPT_CHARS {
            from.get_or_insert(at);
            shown_char(c, &mut text);
            to = at + w;
        } else if at > want + MAX_EXCERPT_CHARS {
            break;
        }
        at += w;
    }
    let from = from.unwrap_or(want);
    let mut start = caret.saturating_sub(from);
    if from > 0 {
        text.insert_str(0, "...");
        start += 3;
    }
    if to < total {
        text.push_str("...");
    }
    (text, start, carets.min(to.saturating_sub(caret)).max(1))
}

/// How many characters [`shown_char`] prints for `c`.
fn shown_width(c: char) -> usize {
    if escaped(c) {
        c.escape_unicode().count()
    } else {
        1
    }
}

fn render_snippet(out: &mut String, map: &SourceMap, span: Span) {
    let Some(file) = map.file(span.file) else {
        return;
    };
    let (line, col) = file.line_col(span.start as usize);
    let width = line.to_string().len();
    let pad = " ".repeat(width);
    let (end_line, end_col) = file.line_col(span.end as usize);
    let span_width = if end_line == line && end_col > col { end_col - col } else { 1 };
    let (text, caret, carets) = excerpt(file.line_text(line), col, span_width);
    out.push_str(&format!("{pad}--> {}:{line}:{col}\n", clean(&file.name, MAX_EXCERPT_CHARS)));
    out.push_str(&format!("{pad} |\n"));
    out.push_str(&format!("{line} | {text}\n"));
    out.push_str(&format!("{pad} | {}{}\n", " ".repeat(caret), "^".repeat(carets)));
}

/// Renders diagnostics: at most `max` of them, then a line that counts the rest ("... and
/// 4,812 more errors").
pub fn render_list(list: &[Diagnostic], map: &SourceMap, max: usize) -> String {
    render_counted(list, (0, 0), map, max)
}

/// [`render_list`], with `dropped` (errors, warnings) more counted that were not kept.
fn render_counted(list: &[Diagnostic], dropped: (usize, usize), map: &SourceMap, max: usize) -> String {
    let mut parts: Vec<String> = list.iter().take(max).map(|d| d.render(map)).collect();
    if list.len() > max || dropped != (0, 0) {
        let rest = &list[max.min(list.len())..];
        let errors = rest.iter().filter(|d| d.severity == Severity::Error).count() + dropped.0;
        let warnings = rest.len() + dropped.0 + dropped.1 - errors;
        let count = |n: usize, what: &str| match n {
            0 => None,
            1 => Some(format!("1 more {what}")),
            n => Some(format!("{} more {what}s", thousands(n))),
        };
        let said: Vec<String> = [count(errors, "error"), count(warnings, "warning")].into_iter().flatten().collect();
        parts.push(format!("... and {}\n", said.join(" and ")));
    }
    parts.join("\n")
}

/// Several diagnostics, for `?` and display. At most [`MAX_KEPT_DIAGNOSTICS`] are kept; the
/// rest are only counted ([`Diagnostics::dropped_errors`], [`Diagnostics::dropped_warnings`]).
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    /// The messages kept, in source order.
    pub list: Vec<Diagnostic>,
    /// Errors pushed past [`MAX_KEPT_DIAGNOSTICS`]: counted, not kept.
    pub dropped_errors: usize,
    /// Warnings pushed past [`MAX_KEPT_DIAGNOSTICS`]: counted, not kept.
    pub dropped_warnings: usize,
}

impl Diagnostics {
    /// Whether any is an error.
    pub fn has_errors(&self) -> bool {
        self.dropped_errors > 0 || self.list.iter().any(|d| d.severity == Severity::Error)
    }

    /// How many errors were pushed, kept or not.
    pub fn error_count(&self) -> usize {
        self.dropped_errors + self.list.iter().filter(|d| d.severity == Severity::Error).count()
    }

    /// Renders them: the first [`MAX_RENDERED_DIAGNOSTICS`], then a line that counts the rest.
    pub fn render(&self, map: &SourceMap) -> String {
        self.render_at_most(map, MAX_RENDERED_DIAGNOSTICS)
    }

    /// Renders at most `max` of them, then a line that counts the rest.
    pub fn render_at_most(&self, map: &SourceMap, max: usize) -> String {
        render_counted(&self.list, (self.dropped_errors, self.dropped_warnings), map, max)
    }

    /// Adds one (past [`MAX_KEPT_DIAGNOSTICS`], counts it only).
    pub fn push(&mut self, d: Diagnostic) {
        if self.list.len() < MAX_KEPT_DIAGNOSTICS {
            self.list.push(d);
        } else if d.severity == Severity::Error {
            self.dropped_errors += 1;
        } else {
            self.dropped_warnings += 1;
        }
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.list {
            writeln!(f, "{}", d.message)?;
        }
        Ok(())
    }
}
