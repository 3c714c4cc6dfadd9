//! Helpers for the lowering's unit tests: a rules text compiled, its diagnostics, an entry.

use crate::ast::Item;
use crate::ir::{EntryIr, System};
use crate::load::MemLoader;
use crate::parse::parse_file;
use crate::span::{Diagnostic, Diagnostics, Severity};

use super::budget::Budget;
use super::compile;
use super::expand::{expand, Block};

/// The system of a rules text (panics with the rendered errors when it does not compile).
pub(super) fn system(text: &str) -> System {
    compile("t.bb", &MemLoader::single("t.bb", text)).unwrap_or_else(|(map, d)| panic!("{}", d.render(&map)))
}

/// Every diagnostic of a rules text, in source order: its errors when it does not compile, its
/// warnings when it does.
pub(super) fn diagnostics(text: &str) -> Vec<Diagnostic> {
    match compile("t.bb", &MemLoader::single("t.bb", text)) {
        Ok(sys) => sys.warnings,
        Err((_, d)) => d.list,
    }
}

/// The messages of the errors of a rules text.
pub(super) fn errors(text: &str) -> Vec<Diagnostic> {
    diagnostics(text).into_iter().filter(|d| d.severity == Severity::Error).collect()
}

/// The first entry of section `prior` (BidBase notation) written with call `call`.
pub(super) fn entry<'s>(sys: &'s System, prior: &str, call: &str) -> &'s EntryIr {
    let sec = sys.sections.iter().find(|s| s.text == prior).unwrap_or_else(|| panic!("no section [{prior}]"));
    sec.entries
        .iter()
        .map(|&id| &sys.entries[id as usize])
        .find(|e| e.data.call == call)
        .unwrap_or_else(|| panic!("no entry {call} in [{prior}]"))
}

/// The byte offset of the first `needle` in `text`.
pub(super) fn offset(text: &str, needle: &str) -> u32 {
    text.find(needle).unwrap_or_else(|| panic!("{needle:?} not in the text")) as u32
}

/// The blocks of a text's sections (which must parse), and the diagnostics of expanding them.
pub(super) fn blocks(text: &str) -> (Vec<Block>, Diagnostics) {
    let (file, errs) = parse_file(0, text);
    assert!(errs.is_empty(), "{errs:?}");
    let mut blocks = Vec::new();
    let mut diags = Diagnostics::default();
    for item in file.items {
        if let Item::Section(s) = item {
            expand(s, &mut blocks, &mut Budget::new(crate::Limits::DEFAULT.max_expanded), &mut diags);
        }
    }
    (blocks, diags)
}
