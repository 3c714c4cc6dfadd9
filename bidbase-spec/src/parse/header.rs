//! Section headers: `[Prior-Bids]` or a pattern, then `where` constraints, then `as [alias]`,
//! then `complete`.

use bidbase_runtime::rules::pattern::Owner;

use crate::ast::*;
use crate::span::Spanned;

use super::calls::call_term;
use super::combinators::full;
use super::file::FileParser;
use super::patterns::{constraint, pat_elem};

impl FileParser {
    /// A header line: the section it starts. A header with errors still starts a section, whose
    /// entries are read for their own errors but not kept.
    pub(super) fn section_header(&mut self, body: &str, start: usize) {
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
        let (elems, is_pattern) = self.header_elems(&body[1..close], start + 1);
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
        let mut rest = &body[close + 1..];
        let rest_start = start + close + 1;
        // `complete` is the header's last word.
        let mut complete = None;
        let trimmed = rest.trim_end();
        if let Some(head) = trimmed.strip_suffix("complete") {
            if head.is_empty() || head.ends_with(|c: char| c.is_ascii_whitespace() || c == ']') {
                let at = rest_start + head.len();
                complete = Some(self.span(at, at + "complete".len()));
                rest = head;
            }
        }
        let body_end = start + body.len();
        // `as [calls]` ends the header.
        let mut alias = None;
        if let Some(k) = find_word(rest, "as") {
            alias = self.alias(&rest[k + 2..], rest_start + k + 2, body_end);
            rest = &rest[..k];
        }
        let constraints = self.constraints(rest, rest_start, body_end);
        let mut sec = Section::new(self.span(start, body_end), prior);
        sec.pattern = pattern;
        sec.constraints = constraints;
        sec.alias = alias;
        sec.complete = complete;
        self.section = Some(sec);
    }

    /// What follows `as`: an auction in brackets, and nothing after it.
    fn alias(&mut self, tail: &str, tail_start: usize, body_end: usize) -> Option<Spanned<Vec<Spanned<CallTerm>>>> {
        let tt = tail.trim_start();
        let at = tail_start + (tail.len() - tt.len());
        let (Some(_), Some(end)) = (tt.strip_prefix('['), tt.find(']')) else {
            self.error(at, body_end, "expected an auction in brackets after 'as', such as as [1N-P]");
            return None;
        };
        let mut calls = Vec::new();
        for (p_at, piece) in pieces(&tt[1..end], at + 1, header_separator) {
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
            self.error(at + end + 1, body_end, "unexpected text after the alias auction");
        }
        Some(Spanned::new(self.span(at, at + end + 1), calls))
    }

    /// What follows the brackets (before any `as`): nothing, or `where` and constraints.
    fn constraints(&mut self, rest: &str, rest_start: usize, body_end: usize) -> Vec<Spanned<Constraint>> {
        let mut constraints = Vec::new();
        let rt = rest.trim_start();
        if rt.is_empty() {
            return constraints;
        }
        let w = rest_start + (rest.len() - rt.len());
        let Some(list) = rt.strip_prefix("where") else {
            self.error(
                w,
                body_end,
                "expected 'where' and constraints, or 'as [auction]', after the header, or nothing",
            );
            return constraints;
        };
        for (offset, piece) in pieces(list, w + 5, |c| c == ',') {
            let at = offset + (piece.len() - piece.trim_start().len());
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
        constraints
    }

    /// The elements of a header; true when any of them is more than a call (a pattern).
    fn header_elems(&mut self, inner: &str, inner_start: usize) -> (Vec<Spanned<PatElem>>, bool) {
        let mut out = Vec::new();
        let mut pattern = false;
        let t = inner.trim();
        if t.is_empty() || t == "-" {
            return (out, false);
        }
        for (at, piece) in pieces(inner, inner_start, header_separator) {
            let span = self.span(at, at + piece.len());
            if let Ok(c) = full(call_term, piece) {
                out.push(Spanned::new(span, PatElem { owner: Owner::Any, alts: vec![PatAtom::Call(c)], run: false }));
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
}

/// What separates the calls of a header or an alias: a dash or a blank.
fn header_separator(c: char) -> bool {
    c == '-' || c.is_whitespace()
}

/// The pieces of `text` between separators, empty ones left out, each with where it starts in
/// the file (`start`: where `text` starts; a separator counts one byte).
fn pieces(text: &str, start: usize, separator: impl Fn(char) -> bool) -> impl Iterator<Item = (usize, &str)> {
    let mut pos = start;
    text.split(separator).filter_map(move |piece| {
        let at = pos;
        pos += piece.len() + 1;
        (!piece.is_empty()).then_some((at, piece))
    })
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

#[cfg(test)]
mod tests {
    use super::super::file::parse_file;
    use super::*;

    fn section(text: &str) -> (Option<Section>, Vec<crate::span::Diagnostic>) {
        let (f, errs) = parse_file(0, text);
        let s = f.items.into_iter().find_map(|i| if let Item::Section(s) = i { Some(s) } else { None });
        (s, errs)
    }

    #[test]
    fn a_header_reads_prior_bids_constraints_and_an_alias() {
        let (s, errs) = section("[1{a}-P] where a in CD, a!=b as [1C-P]\nP\n");
        assert!(errs.is_empty(), "{errs:?}");
        let s = s.unwrap();
        assert_eq!(s.prior.len(), 2);
        assert!(s.pattern.is_none());
        assert_eq!(s.constraints.len(), 2);
        assert_eq!(s.constraints[0].span.start as usize, "[1{a}-P] where ".len());
        assert_eq!(s.alias.map(|a| a.value.len()), Some(2));
    }

    #[test]
    fn an_element_that_is_not_a_call_makes_a_pattern() {
        let (s, errs) = section("[... partner:1N-P]\nP\n");
        assert!(errs.is_empty(), "{errs:?}");
        let s = s.unwrap();
        assert!(s.prior.is_empty());
        let p = s.pattern.unwrap();
        assert_eq!(p.len(), 3);
        assert!(p[0].value.run);
        assert_eq!(p[1].value.owner, Owner::Partner);
    }

    #[test]
    fn a_broken_header_is_reported_and_its_section_not_kept() {
        let text = "[1C-P] as [1C-1D] extra\nP\n";
        let (s, errs) = section(text);
        assert!(s.is_none());
        assert_eq!(errs[0].message, "unexpected text after the alias auction");
        let (_, errs) = section("[1C-P] when a<b\nP\n");
        assert!(errs[0].message.starts_with("expected 'where' and constraints"));
        let (_, errs) = section("[1C-P\nP\n");
        assert_eq!(errs[0].message, "expected ']' to close the Prior Bids header");
    }

    #[test]
    fn complete_ends_a_header() {
        let (s, errs) = section("[1H-P] complete\nP\n");
        assert!(errs.is_empty(), "{errs:?}");
        let s = s.unwrap();
        assert_eq!(s.complete.map(|c| c.start), Some("[1H-P] ".len() as u32));
        let (s, errs) = section("[1{a}-P] where a in CD as [1C-P] complete\nP\n");
        assert!(errs.is_empty(), "{errs:?}");
        let s = s.unwrap();
        assert!(s.complete.is_some() && s.alias.is_some() && s.constraints.len() == 1);
        let (s, errs) = section("[1H-P]complete\nP\n");
        assert!(errs.is_empty() && s.unwrap().complete.is_some());
        let (_, errs) = section("[1H-P] complete where a in CD\nP\n");
        assert!(errs[0].message.starts_with("expected 'where' and constraints"), "{errs:?}");
        let (s, _) = section("[1H-P]\nP\n");
        assert!(s.unwrap().complete.is_none());
    }

    #[test]
    fn as_counts_only_as_a_word() {
        assert_eq!(find_word("x as [1C]", "as"), Some(2));
        assert_eq!(find_word("has as[1C]", "as"), Some(4));
        assert_eq!(find_word("bass", "as"), None);
    }
}
