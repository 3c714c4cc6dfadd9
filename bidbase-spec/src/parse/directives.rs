//! Directive lines: `system`, `include`, `convention`, `block`, `use` and `similar`, and the
//! changes of a system written on a base: `base`, `replace [..]`, `remove`, `default`.

use bidbase_runtime::{Call, Deck};

use crate::ast::*;
use crate::span::Spanned;

use super::calls::entry_call_term;
use super::combinators::full;
use super::file::FileParser;
use super::tokens::{tokenize, unquote, Tok};

impl FileParser {
    /// `similar [1C-1H-2D] [1C-1S-2D]`: two or more exact auctions.
    pub(super) fn similar(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        let mut auctions = Vec::new();
        for t in &toks[1..] {
            let Some(inner) = t.text.strip_prefix('[').and_then(|r| r.strip_suffix(']')) else {
                self.error_at(t, format!("'{}' is not an auction: expected [1C-1H-2D]", t.text));
                return;
            };
            let mut calls = Vec::new();
            for piece in inner.split('-').filter(|p| !p.is_empty()) {
                match Call::parse(piece) {
                    Ok(c) => calls.push(c),
                    Err(e) => {
                        self.error_at(t, format!("'{piece}' in {}: {e}", t.text));
                        return;
                    }
                }
            }
            auctions.push(Spanned::new(self.tok_span(t), calls));
        }
        if auctions.len() < 2 {
            self.error(start, end, "expected two or more auctions after 'similar': similar [1C-1H-2D] [1C-1S-2D]");
            return;
        }
        self.items.push(Item::Similar(SimilarDecl { span: self.span(start, end), auctions }));
    }

    /// `system "Name" [deck=...]`, `include "file"`, `convention "Path" [= code]`.
    pub(super) fn directive(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        let kw = toks[0].text;
        let Some(arg) = toks.get(1).filter(|a| a.text.starts_with('"')) else {
            self.error(start, end, format!("expected {kw} \"...\": a quoted name after '{kw}'"));
            return;
        };
        let text = match unquote(arg.text) {
            Ok(s) => s,
            Err(m) => {
                self.error_at(arg, m);
                return;
            }
        };
        let sp = Spanned::new(self.tok_span(arg), text);
        match kw {
            "include" => {
                self.nothing_after(toks, "include");
                self.items.push(Item::Include(sp));
            }
            "base" => {
                self.nothing_after(toks, "base");
                self.items.push(Item::Base(sp));
            }
            "default" => match self.convention_code(&toks[2..], end) {
                Some(code) => {
                    self.items.push(Item::Change(Change::Default { span: self.span(start, end), path: sp, code }))
                }
                None if toks.len() <= 2 => self.error(
                    start,
                    end,
                    "expected default \"Name\" = code: the convention's new code (on, off, we, they)",
                ),
                None => {}
            },
            "system" => {
                let deck = self.deck(&toks[2..]);
                self.items.push(Item::System(SystemDecl { name: sp, deck }));
            }
            _ => {
                let code = self.convention_code(&toks[2..], end);
                self.items.push(Item::Convention(ConventionDecl { span: self.span(start, end), path: sp, code }));
            }
        }
    }

    /// `replace [..]` (a section that takes the place of the base's), `remove [..]` (the base's
    /// sections with that header go) or `remove 2C 2D from [..]` (their entries making these
    /// calls go): true when the line is one of them. `remove convention "Name"` is a directive
    /// line ([`FileParser::remove_convention`]).
    pub(super) fn change_line(&mut self, body: &str, start: usize) -> bool {
        let word_end = body.find(|c: char| c.is_ascii_whitespace()).unwrap_or(body.len());
        let kw = &body[..word_end];
        if kw != "replace" && kw != "remove" {
            return false;
        }
        let Some(open) = body.find('[') else { return false };
        let head = &body[word_end..open];
        self.finish_section();
        let kw_span = self.span(start, start + word_end);
        if kw == "replace" {
            if !head.trim().is_empty() {
                self.error(
                    start + word_end,
                    start + open,
                    "expected replace [Prior-Bids]: the header right after 'replace'",
                );
            }
            self.section_header(&body[open..], start + open);
            if let Some(s) = &mut self.section {
                s.replaces = Some(kw_span);
            }
            return true;
        }
        // remove [..], or remove CALLS from [..]
        let mut calls = Vec::new();
        let head = head.trim_end();
        if !head.trim().is_empty() {
            let Some(list) = head.strip_suffix("from") else {
                self.error(start, start + open, "expected remove [Prior-Bids], or remove 2C 2D from [Prior-Bids]");
                return true;
            };
            let toks = match tokenize(list, start + word_end) {
                Ok(t) => t,
                Err((at, msg)) => {
                    self.error(at, at + 1, msg);
                    return true;
                }
            };
            for t in toks {
                match full(entry_call_term, t.text) {
                    Ok(c) => calls.push(Spanned::new(self.tok_span(&t), c)),
                    Err(_) => {
                        self.error_at(
                            &t,
                            format!("'{}' is not a call: expected remove 2C 2D from [Prior-Bids]", t.text),
                        );
                        return true;
                    }
                }
            }
            if calls.is_empty() {
                self.error(
                    start,
                    start + open,
                    "expected the calls to remove before 'from': remove 2C 2D from [Prior-Bids]",
                );
                return true;
            }
        }
        let errors = self.errors.len();
        self.section_header(&body[open..], start + open);
        let section = self.section.take();
        let broken = std::mem::take(&mut self.broken_header) || self.errors.len() > errors;
        let Some(section) = section.filter(|_| !broken) else { return true };
        let span = self.span(start, start + body.len());
        let section = Box::new(section);
        self.items.push(Item::Change(if calls.is_empty() {
            Change::RemoveSection { span, section }
        } else {
            Change::RemoveEntries { span, section, calls }
        }));
        true
    }

    /// `remove convention "Name"`.
    pub(super) fn remove_convention(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        let arg = match toks.get(1) {
            Some(t) if t.text == "convention" => toks.get(2).filter(|a| a.text.starts_with('"')),
            _ => None,
        };
        let Some(arg) = arg else {
            self.error(
                start,
                end,
                "expected remove convention \"Name\", remove [Prior-Bids] or remove 2C from [Prior-Bids]",
            );
            return;
        };
        if let Some(extra) = toks.get(3) {
            self.error_at(extra, format!("unexpected '{}' after remove convention \"...\"", extra.text));
        }
        match unquote(arg.text) {
            Ok(name) => {
                let path = Spanned::new(self.tok_span(arg), name);
                self.items.push(Item::Change(Change::RemoveConvention { span: self.span(start, end), path }));
            }
            Err(m) => self.error_at(arg, m),
        }
    }

    /// What follows a system's name: `deck=standard` or `deck=bidittle`, once.
    fn deck(&mut self, extras: &[Tok<'_>]) -> Option<Spanned<Deck>> {
        let mut deck = None;
        for extra in extras {
            let span = self.tok_span(extra);
            match extra.text {
                "deck=standard" if deck.is_none() => deck = Some(Spanned::new(span, Deck::Standard)),
                "deck=bidittle" if deck.is_none() => deck = Some(Spanned::new(span, Deck::Bidittle)),
                other => self.error_at(
                    extra,
                    format!("unexpected '{other}' after system \"...\": expected deck=standard or deck=bidittle"),
                ),
            }
        }
        deck
    }

    /// What follows a convention's name: nothing, `= code` or `=code`.
    fn convention_code(&mut self, extras: &[Tok<'_>], end: usize) -> Option<Spanned<UseCode>> {
        let (text, start) = match extras {
            [] => return None,
            [eq, c] if eq.text == "=" => (c.text, c.start),
            [c] if c.text.starts_with('=') => (&c.text[1..], c.start + 1),
            other => {
                self.error(other[0].start, end, "expected '= code' after the convention name (on, off, we, they)");
                return None;
            }
        };
        let span_end = start + text.len();
        match parse_use(text) {
            Some(u) => Some(Spanned::new(self.span(start, span_end), u)),
            None => {
                self.error(start, span_end, "expected a selection code: on, off (or 0), we (or W), they (or T)");
                None
            }
        }
    }

    /// `block "Name"`: a named block of entries, used by sections with `use "Name"`.
    pub(super) fn block_header(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        let Some(arg) = toks.get(1).filter(|a| a.text.starts_with('"')) else {
            self.error(start, end, "expected block \"Name\": a quoted name after 'block'");
            self.broken_header = true;
            self.section = Some(Section::new(self.span(start, end), Vec::new()));
            return;
        };
        self.nothing_after(toks, "block");
        let mut sec = Section::new(self.span(start, end), Vec::new());
        match unquote(arg.text) {
            Ok(name) if !name.trim().is_empty() => {
                sec.block = Some(Spanned::new(self.tok_span(arg), name.trim().to_string()))
            }
            Ok(_) => {
                self.error_at(arg, "empty block name");
                self.broken_header = true;
            }
            Err(m) => {
                self.error_at(arg, m);
                self.broken_header = true;
            }
        }
        self.section = Some(sec);
    }

    /// `use "Name"`: the block's entries go here.
    pub(super) fn use_line(&mut self, toks: &[Tok<'_>], start: usize, end: usize) {
        let Some(arg) = toks.get(1).filter(|a| a.text.starts_with('"')) else {
            self.error(start, end, "expected use \"Name\": the quoted name of a block");
            return;
        };
        self.nothing_after(toks, "use");
        let name = match unquote(arg.text) {
            Ok(n) => n.trim().to_string(),
            Err(m) => {
                self.error_at(arg, m);
                return;
            }
        };
        let sp = Spanned::new(self.tok_span(arg), name);
        match &mut self.section {
            Some(s) => {
                let at = s.entries.len();
                s.uses.push((at, sp));
            }
            None => self.error(start, end, "use outside a section: put it under a [Prior-Bids] header or a block"),
        }
    }

    /// A directive `kw "..."` takes nothing after its quoted argument.
    fn nothing_after(&mut self, toks: &[Tok<'_>], kw: &str) {
        if let Some(extra) = toks.get(2) {
            self.error_at(extra, format!("unexpected '{}' after {kw} \"...\"", extra.text));
        }
    }
}

/// A convention's selection code.
fn parse_use(t: &str) -> Option<UseCode> {
    Some(match t {
        "on" | "ON" | "On" => UseCode::On,
        "0" | "off" | "OFF" | "Off" => UseCode::Off,
        "W" | "we" | "We" => UseCode::We,
        "T" | "they" | "They" => UseCode::They,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::super::file::parse_file;
    use super::*;

    fn read(text: &str) -> (Vec<Item>, Vec<String>) {
        let (f, errs) = parse_file(0, text);
        (f.items, errs.into_iter().map(|d| d.message).collect())
    }

    #[test]
    fn a_convention_s_code_is_written_either_way() {
        let (items, errs) = read("convention \"A\" = off\nconvention \"B\" =we\nconvention \"C\"\n");
        assert!(errs.is_empty(), "{errs:?}");
        let codes: Vec<Option<UseCode>> = items
            .iter()
            .map(|i| match i {
                Item::Convention(c) => c.code.as_ref().map(|c| c.value),
                _ => panic!("{i:?}"),
            })
            .collect();
        assert_eq!(codes, [Some(UseCode::Off), Some(UseCode::We), None]);
        let (_, errs) = read("convention \"A\" = maybe\n");
        assert_eq!(errs, ["expected a selection code: on, off (or 0), we (or W), they (or T)"]);
    }

    #[test]
    fn the_system_header_and_its_deck() {
        let (items, errs) = read("system \"S\" deck=bidittle\n");
        assert!(errs.is_empty());
        assert!(
            matches!(&items[0], Item::System(s) if s.name.value == "S" && s.deck.as_ref().map(|d| d.value) == Some(Deck::Bidittle))
        );
        let (_, errs) = read("system \"S\" deck=huge\n");
        assert_eq!(errs, ["unexpected 'deck=huge' after system \"...\": expected deck=standard or deck=bidittle"]);
    }

    #[test]
    fn directives_take_nothing_after_their_name() {
        let (_, errs) = read("include \"a.bb\" more\n");
        assert_eq!(errs, ["unexpected 'more' after include \"...\""]);
        let (_, errs) = read("block \"B\" more\nP\n");
        assert_eq!(errs, ["unexpected 'more' after block \"...\""]);
        let (_, errs) = read("similar [1C-1H]\n");
        assert_eq!(errs, ["expected two or more auctions after 'similar': similar [1C-1H-2D] [1C-1S-2D]"]);
    }

    #[test]
    fn a_block_is_a_named_section_and_use_marks_where_it_goes() {
        let (items, errs) = read("block \"B\"\nP\n[1C-P]\n1H\nuse \"B\"\n");
        assert!(errs.is_empty(), "{errs:?}");
        let Item::Section(b) = &items[0] else { panic!() };
        assert_eq!(b.block.as_ref().map(|n| n.value.as_str()), Some("B"));
        let Item::Section(s) = &items[1] else { panic!() };
        assert_eq!(s.uses.iter().map(|(at, n)| (*at, n.value.as_str())).collect::<Vec<_>>(), [(1, "B")]);
    }
}
