//! One expansion of a parametrized section: the values its variables take, put into its text
//! (headers, calls, fields), and named in its messages.

use bidbase_runtime::Suit;

use crate::ast::*;
use crate::span::{Diagnostic, Diagnostics, Severity};

use super::vars::field_suits_mut;

/// A suit variable binding of one expansion of a parametrized section.
pub(super) type Binding = Vec<(char, Suit)>;

/// A level variable binding.
pub(super) type Levels = Vec<(char, u8)>;

/// The diagnostic, with a note naming the expansion it was found in (none outside one).
pub(super) fn with_binding(d: Diagnostic, b: &Binding) -> Diagnostic {
    if b.is_empty() {
        d
    } else {
        d.note(None, format!("in the expansion {}", binding_text(b)))
    }
}

fn binding_text(b: &Binding) -> String {
    b.iter().map(|(v, s)| format!("{v}={}", s.letter())).collect::<Vec<_>>().join(" ")
}

/// Merges diagnostics that the expansions of one parametrized section repeat: one message per
/// place, listing the expansions (the first [`LISTED_EXPANSIONS`], then how many more). Linear
/// in the number of diagnostics.
pub(super) fn dedupe(diags: &mut Diagnostics) {
    use std::collections::{HashMap, HashSet};
    type Key = (bool, String, u16, u32, u32);
    let mut out: Vec<Diagnostic> = Vec::new();
    let mut index: HashMap<Key, usize> = HashMap::new();
    // By merged diagnostic: the expansions it lists, and how many more it does not.
    let mut listed: HashMap<usize, (HashSet<String>, usize)> = HashMap::new();
    for d in diags.list.drain(..) {
        let key = (d.severity == Severity::Error, d.message.clone(), d.span.file, d.span.start, d.span.end);
        let Some(&i) = index.get(&key) else {
            index.insert(key, out.len());
            out.push(d);
            continue;
        };
        let o = &mut out[i];
        for n in d.notes {
            let Some(expansion) = n.1.strip_prefix("in the expansion ") else {
                if o.notes.len() < MAX_NOTES && !o.notes.contains(&n) {
                    o.notes.push(n);
                }
                continue;
            };
            let Some(existing) = o.notes.iter_mut().find(|(_, t)| t.starts_with("in the expansion")) else {
                if o.notes.len() < MAX_NOTES {
                    o.notes.push(n);
                }
                continue;
            };
            let (seen, more) = listed.entry(i).or_insert_with(|| {
                let first = existing.1.trim_start_matches("in the expansion ").to_string();
                (HashSet::from([first]), 0)
            });
            // Expansions that differ only in their levels name the same suits once.
            if seen.contains(expansion) {
                continue;
            }
            if seen.len() >= LISTED_EXPANSIONS {
                *more += 1;
                continue;
            }
            seen.insert(expansion.to_string());
            existing.1 = format!("{}, {expansion}", existing.1.replacen("in the expansion ", "in the expansions ", 1));
        }
    }
    for (i, (_, more)) in listed {
        if more > 0 {
            if let Some(n) = out[i].notes.iter_mut().find(|(_, t)| t.starts_with("in the expansion")) {
                n.1.push_str(&format!(" and {} more", crate::limits::thousands(more)));
            }
        }
    }
    diags.list = out;
}

/// The most expansions a merged diagnostic names.
const LISTED_EXPANSIONS: usize = 24;

/// The most notes a merged diagnostic keeps.
const MAX_NOTES: usize = 16;

fn subst_suit(t: &mut SuitTerm, b: &Binding) {
    if let SuitTerm::Var(v) = *t {
        if let Some((_, s)) = b.iter().find(|(x, _)| *x == v) {
            *t = SuitTerm::Suit(*s);
        }
    }
}

/// Substitutes the variables of a call; false when a level variable plus its offset leaves the
/// levels 1 to 7 (`{n+2}S` with n = 6: there is no such bid in this expansion).
fn subst_call(c: &mut CallTerm, b: &Binding, levels: &Levels) -> bool {
    let level_of = |v: char, d: i8| levels.iter().find(|(x, _)| *x == v).map(|(_, l)| *l as i32 + d as i32);
    if let CallTerm::XVar { var, offset } = *c {
        match level_of(var, offset) {
            Some(l @ 1..=7) => *c = CallTerm::X { level: l as u8 },
            Some(_) => return false,
            None => {}
        }
    }
    if let CallTerm::Call { kind, tag } = c {
        if let CallShape::LevelVar(v, d, strain) = *kind {
            match level_of(v, d) {
                Some(l @ 1..=7) => *kind = CallShape::Bid(l as u8, strain),
                Some(_) => return false,
                None => {}
            }
        }
        if let CallShape::Bid(_, StrainTerm::Suit(t)) | CallShape::LevelVar(_, _, StrainTerm::Suit(t)) = kind {
            subst_suit(t, b);
        }
        if let Some(t) = tag {
            let d = |d: &mut DigitTerm| {
                if let DigitTerm::Var(v) = *d {
                    if let Some((_, s)) = b.iter().find(|(x, _)| *x == v) {
                        *d = DigitTerm::Digit(s.bidbase_number());
                    }
                }
            };
            match t {
                TagTerm::Ask(x, y) => {
                    d(x);
                    d(y);
                }
                TagTerm::Cue(x) | TagTerm::Gsf(x) => d(x),
            }
        }
    }
    true
}

fn subst_text(t: &mut String, b: &Binding) {
    for (v, s) in b {
        *t = t.replace(&format!("{{{v}}}"), &s.letter().to_string());
    }
}

/// Puts an expansion's values into a copy of its section: header, alias, entries' calls and
/// fields. An entry whose call leaves the levels 1 to 7 is left out.
pub(super) fn subst_section(s: &mut Section, b: &Binding, levels: &Levels) {
    // Header calls carry no offsets, so they always stay within the levels.
    for c in &mut s.prior {
        subst_call(&mut c.value, b, levels);
    }
    if let Some(p) = &mut s.pattern {
        for e in p {
            for a in &mut e.value.alts {
                if let PatAtom::Call(c) = a {
                    subst_call(c, b, levels);
                }
            }
        }
    }
    if let Some(a) = &mut s.alias {
        for c in &mut a.value {
            subst_call(&mut c.value, b, levels);
        }
    }
    // An entry whose level plus offset is not a level has no call in this expansion.
    s.entries.retain_mut(|e| subst_call(&mut e.call.value, b, levels));
    for e in &mut s.entries {
        if let Some(n) = &mut e.name {
            subst_text(&mut n.value, b);
        }
        let f = &mut e.fields;
        for t in [&mut f.text, &mut f.shows, &mut f.note].into_iter().flatten() {
            subst_text(&mut t.value, b);
        }
        field_suits_mut(f, &mut |t| subst_suit(t, b));
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{errors, offset};
    use super::*;

    #[test]
    fn the_expansions_a_message_comes_from_are_named_once() {
        let text = "convention \"X\"\n[1{a}-P] where a in HS\n2{a} \"Y\"\n";
        let errs = errors(text);
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(errs[0].message.starts_with("unknown convention 'Y'"));
        assert_eq!(errs[0].span.start, offset(text, "\"Y\""));
        assert_eq!(errs[0].notes, vec![(None, "in the expansions a=H, a=S".to_string())]);
    }

    #[test]
    fn a_binding_is_put_into_calls_and_texts() {
        let mut call =
            CallTerm::Call { kind: CallShape::LevelVar('n', 1, StrainTerm::Suit(SuitTerm::Var('a'))), tag: None };
        assert!(subst_call(&mut call, &vec![('a', Suit::Hearts)], &vec![('n', 2)]));
        assert_eq!(
            call,
            CallTerm::Call { kind: CallShape::Bid(3, StrainTerm::Suit(SuitTerm::Suit(Suit::Hearts))), tag: None }
        );
        let mut x = CallTerm::XVar { var: 'n', offset: 3 };
        assert!(!subst_call(&mut x, &Vec::new(), &vec![('n', 5)]), "5 + 3 is no level");
        let mut t = "{a} over {b}".to_string();
        subst_text(&mut t, &vec![('a', Suit::Spades), ('b', Suit::Clubs)]);
        assert_eq!(t, "S over C");
    }

    #[test]
    fn without_a_binding_a_message_has_no_note() {
        let d = with_binding(Diagnostic::error(Default::default(), "m"), &Vec::new());
        assert!(d.notes.is_empty());
        let d =
            with_binding(Diagnostic::error(Default::default(), "m"), &vec![('a', Suit::Diamonds), ('b', Suit::Spades)]);
        assert_eq!(d.notes, vec![(None, "in the expansion a=D b=S".to_string())]);
    }
}
