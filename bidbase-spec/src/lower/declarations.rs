//! The top level of the loaded files read: the system header, convention declarations, named
//! blocks, lists of similar auctions, and the sections themselves.

use std::collections::HashMap;

use bidbase_runtime::rules::Use;
use bidbase_runtime::Deck;

use crate::ast::*;
use crate::span::{Diagnostic, Diagnostics, Span};

/// The system's own declarations: its name, deck and conventions.
pub(super) struct Header {
    /// The system's name, when a header gives one.
    pub(super) name: Option<String>,
    /// The deck.
    pub(super) deck: Deck,
    /// Convention paths, every prefix of a declared path included, in declaration order.
    pub(super) conventions: Vec<String>,
    /// Their selection codes.
    pub(super) uses: Vec<Use>,
    /// Index of each convention path in `conventions`.
    index: HashMap<String, usize>,
}

/// The most levels of a convention path (`Root: Sub: Sub`).
const MAX_PATH_LEVELS: usize = 32;

/// The most conventions a system declares (entries name them in 16 bits).
const MAX_CONVENTIONS: usize = u16::MAX as usize;

/// What the files declare, in reading order.
pub(super) struct Declarations {
    /// Name, deck and conventions.
    pub(super) header: Header,
    /// The sections (not the named blocks).
    pub(super) sections: Vec<Section>,
    /// The named blocks, in reading order (each name once: the first definition).
    pub(super) shared: Vec<Section>,
    /// Declared lists of similar auctions.
    pub(super) similar: Vec<SimilarDecl>,
}

/// Reads the items of the loaded files.
pub(super) fn read(items: Vec<(u16, Item)>, diags: &mut Diagnostics) -> Declarations {
    let mut d = Declarations {
        header: Header {
            name: None,
            deck: Deck::Standard,
            conventions: Vec::new(),
            uses: Vec::new(),
            index: HashMap::new(),
        },
        sections: Vec::new(),
        shared: Vec::new(),
        similar: Vec::new(),
    };
    let mut block_names: HashMap<String, usize> = HashMap::new();
    let mut declared: HashMap<String, (Span, Option<UseCode>)> = HashMap::new();
    for (_, item) in items {
        match item {
            Item::System(s) => {
                if d.header.name.is_some() {
                    diags.push(Diagnostic::error(s.name.span, "a second system header: a system has one name"));
                }
                d.header.name = Some(s.name.value.clone());
                if let Some(deck) = s.deck {
                    d.header.deck = deck.value;
                }
            }
            // Applied (or reported) when the files are read: see `load::compose`.
            Item::Include(_) | Item::Base(_) | Item::Change(_) => {}
            Item::Similar(s) => d.similar.push(s),
            Item::Convention(c) => d.header.convention(&c, &mut declared, diags),
            Item::Section(s) => match &s.block {
                Some(name) => {
                    if let Some(&prev) = block_names.get(&name.value) {
                        diags.push(
                            Diagnostic::error(name.span, format!("block \"{}\" defined twice", name.value))
                                .note(d.shared[prev].block.as_ref().map(|b| b.span), "first defined here"),
                        );
                    } else {
                        block_names.insert(name.value.clone(), d.shared.len());
                        d.shared.push(s);
                    }
                }
                None => d.sections.push(s),
            },
        }
    }
    d
}

impl Header {
    /// A convention declaration: its path and every prefix of it become conventions (the
    /// prefixes switched on for both sides), the path itself with its code.
    fn convention(
        &mut self,
        c: &ConventionDecl,
        declared: &mut HashMap<String, (Span, Option<UseCode>)>,
        diags: &mut Diagnostics,
    ) {
        let path = normalize_path(&c.path.value);
        if path.is_empty() {
            diags.push(Diagnostic::error(c.path.span, "empty convention name"));
            return;
        }
        let code = c.code.as_ref().map(|s| s.value);
        if let Some((prev, prev_code)) = declared.get(&path) {
            if *prev_code != code {
                diags.push(
                    Diagnostic::error(c.span, format!("convention '{path}' declared twice with different codes"))
                        .note(Some(*prev), "first declared here"),
                );
            }
            return;
        }
        let parts: Vec<&str> = path.split(": ").collect();
        if parts.len() > MAX_PATH_LEVELS {
            let msg = format!(
                "a convention path has at most {MAX_PATH_LEVELS} levels (Root: Sub: ...); this one has {}",
                parts.len()
            );
            diags.push(Diagnostic::error(c.path.span, msg));
            return;
        }
        if self.conventions.len() + parts.len() > MAX_CONVENTIONS {
            let msg = format!("a system declares at most {MAX_CONVENTIONS} conventions (and subcategories)");
            diags.push(Diagnostic::error(c.path.span, msg));
            return;
        }
        declared.insert(path.clone(), (c.span, code));
        let mut prefix = String::new();
        for (k, part) in parts.iter().enumerate() {
            if k > 0 {
                prefix.push_str(": ");
            }
            prefix.push_str(part);
            let u = if k + 1 == parts.len() { code.map(to_use).unwrap_or(Use::Both) } else { Use::Both };
            match self.index.get(&prefix) {
                Some(&i) if k + 1 == parts.len() => self.uses[i] = u,
                Some(_) => {}
                None => {
                    self.index.insert(prefix.clone(), self.conventions.len());
                    self.conventions.push(prefix.clone());
                    self.uses.push(u);
                }
            }
        }
    }
}

fn to_use(c: UseCode) -> Use {
    match c {
        UseCode::On => Use::Both,
        UseCode::Off => Use::Neither,
        UseCode::We => Use::We,
        UseCode::They => Use::They,
    }
}

/// `"2C Strong:2D  Waiting"` → `"2C Strong: 2D Waiting"`.
pub fn normalize_path(p: &str) -> String {
    p.split(':')
        .map(|part| part.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(": ")
}

#[cfg(test)]
mod tests {
    use super::super::testing::{errors, system};
    use super::*;

    #[test]
    fn a_convention_path_declares_its_prefixes() {
        let sys = system("convention \"2C Strong:2D  Waiting\" = off\nconvention \"2C Strong\" = we\n[]\nP\n");
        assert_eq!(sys.conventions, ["2C Strong", "2C Strong: 2D Waiting"]);
        assert_eq!(sys.default_uses, [Use::We, Use::Neither]);
    }

    #[test]
    fn declarations_that_disagree_are_errors() {
        let errs = errors("convention \"A\" = on\nconvention \"A\" = off\n[]\nP\n");
        assert_eq!(errs[0].message, "convention 'A' declared twice with different codes");
        let errs = errors("system \"A\"\nsystem \"B\"\n[]\nP\n");
        assert_eq!(errs[0].message, "a second system header: a system has one name");
        let errs = errors("block \"A\"\nP\nblock \"A\"\nP\n[]\nuse \"A\"\n");
        assert_eq!(errs[0].message, "block \"A\" defined twice");
    }

    #[test]
    fn the_header_names_the_system_and_its_deck() {
        let sys = system("system \"Mine\" deck=bidittle\n[]\nP\n");
        assert_eq!((sys.name.as_str(), sys.deck), ("Mine", Deck::Bidittle));
        assert_eq!(system("[]\nP\n").name, "t");
    }

    #[test]
    fn paths_are_normalized() {
        assert_eq!(normalize_path(" 2C  Strong :2D Waiting: "), "2C Strong: 2D Waiting");
    }
}
