//! A system written as differences from another: `base "sayc.bb"` reads the base's files first,
//! and the derived file's changes apply to what they read (docs/dsl.md, "Composing systems").
//!
//! Composition happens when the files are read, before anything else sees them, so the
//! interpreter, the compiler, `check`, `lint` and `expand` all see the composed system. A change
//! that names nothing in the base is an error at the change's line; errors inside the base point
//! at the base's own files.

use std::collections::HashMap;

use crate::ast::*;
use crate::print::{print_call, print_section};
use crate::span::{Diagnostic, Diagnostics, Span};

/// Two section headers that name the same section: the same Prior Bids or pattern, the same
/// constraints (spans never count).
fn same_header(a: &Section, b: &Section) -> bool {
    a.block.is_none()
        && b.block.is_none()
        && a.prior == b.prior
        && a.pattern == b.pattern
        && a.constraints == b.constraints
}

use crate::lower::declarations::normalize_path as norm_path;

/// Whether `name` is the convention `path` or one of its subcategories.
fn under(name: &str, path: &str) -> bool {
    let name = norm_path(name);
    name == path || name.starts_with(&format!("{path}: "))
}

/// A header as written, for messages.
fn header_text(s: &Section) -> String {
    let mut h = s.clone();
    h.entries.clear();
    h.uses.clear();
    h.replaces = None;
    print_section(&h).trim_end().to_string()
}

/// Applies the derived items' changes to the base items (`items[base]`; before them only the
/// derived file's system line), reporting those that name nothing in the base. Without a base,
/// every change is an error. Returns the composed items, with no `Change` left and no
/// `replace` mark: the derived file's system line, the base's items changed, then the derived
/// file's other items.
pub(crate) fn compose(
    items: Vec<(u16, Item)>,
    base: Option<std::ops::Range<usize>>,
    diags: &mut Diagnostics,
) -> Vec<(u16, Item)> {
    let Some(base_range) = base else {
        return without_base(items, diags);
    };
    let mut items = items;
    let after = items.split_off(base_range.end.min(items.len()));
    let base_items = items.split_off(base_range.start.min(items.len()));
    let mut derived = items;
    derived.extend(after);
    let items = base_items;
    let derived_names_itself = derived.iter().any(|(_, i)| matches!(i, Item::System(_)));
    let mut base: Vec<Option<(u16, Item)>> = items
        .into_iter()
        .map(|(f, i)| match i {
            // The derived system's own header replaces the base's.
            Item::System(_) if derived_names_itself => None,
            i => Some((f, i)),
        })
        .collect();
    let mut inserted: HashMap<usize, Vec<(u16, Item)>> = HashMap::new();
    let mut rest = Vec::new();
    let mut preamble = Vec::new();
    for (file, item) in derived {
        match item {
            Item::Section(mut s) if s.replaces.is_some() => {
                let at = matching(&base, &s);
                let span = s.replaces.unwrap_or(s.span);
                if at.is_empty() {
                    diags.push(no_section(span, "replace", &s));
                    continue;
                }
                for &i in &at {
                    base[i] = None;
                }
                s.replaces = None;
                inserted.entry(at[0]).or_default().push((file, Item::Section(s)));
            }
            Item::Change(c) => apply(&mut base, &mut inserted, (file, c), diags),
            Item::System(d) => preamble.push((file, Item::System(d))),
            other => rest.push((file, other)),
        }
    }
    let mut out = Vec::with_capacity(base.len() + rest.len() + preamble.len());
    out.extend(preamble);
    for (i, b) in base.into_iter().enumerate() {
        out.extend(b);
        if let Some(v) = inserted.remove(&i) {
            out.extend(v);
        }
    }
    out.extend(rest);
    out
}

/// Changes without a base: errors, and the items without them.
fn without_base(items: Vec<(u16, Item)>, diags: &mut Diagnostics) -> Vec<(u16, Item)> {
    const HOW: &str = "needs a base system: write base \"file.bb\" at the top of the root file";
    items
        .into_iter()
        .filter_map(|(f, item)| match item {
            Item::Change(c) => {
                diags.push(Diagnostic::error(change_span(&c), format!("this change {HOW}")));
                None
            }
            Item::Section(mut s) if s.replaces.is_some() => {
                diags.push(Diagnostic::error(s.replaces.unwrap_or(s.span), format!("replace {HOW}")));
                s.replaces = None;
                Some((f, Item::Section(s)))
            }
            other => Some((f, other)),
        })
        .collect()
}

fn change_span(c: &Change) -> Span {
    match c {
        Change::RemoveSection { span, .. }
        | Change::RemoveEntries { span, .. }
        | Change::RemoveConvention { span, .. }
        | Change::Default { span, .. } => *span,
    }
}

/// The base sections with `s`'s header, by index.
fn matching(base: &[Option<(u16, Item)>], s: &Section) -> Vec<usize> {
    base.iter()
        .enumerate()
        .filter(|(_, b)| matches!(b, Some((_, Item::Section(b))) if same_header(b, s)))
        .map(|(i, _)| i)
        .collect()
}

fn no_section(span: Span, what: &str, s: &Section) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "{what} {}: the base system has no section with this header (a section is named as the base writes it, parameters and constraints included)",
            header_text(s)
        ),
    )
}

/// Applies one `remove` or `default` (written in file `file`) to the base; a `default` of a
/// path the base declares only as the prefix of a longer one becomes a declaration after it,
/// in `inserted`.
fn apply(
    base: &mut [Option<(u16, Item)>],
    inserted: &mut HashMap<usize, Vec<(u16, Item)>>,
    (file, c): (u16, Change),
    diags: &mut Diagnostics,
) {
    match c {
        Change::RemoveSection { span, section } => {
            let at = matching(base, &section);
            if at.is_empty() {
                diags.push(no_section(span, "remove", &section));
            }
            for i in at {
                base[i] = None;
            }
        }
        Change::RemoveEntries { span, section, calls } => {
            let at = matching(base, &section);
            if at.is_empty() {
                diags.push(no_section(span, "remove", &section));
                return;
            }
            let mut found = vec![false; calls.len()];
            for i in at {
                if let Some((_, Item::Section(s))) = &mut base[i] {
                    s.entries.retain(|e| match calls.iter().position(|c| c.value == e.call.value) {
                        Some(k) => {
                            found[k] = true;
                            false
                        }
                        None => true,
                    });
                }
            }
            for (c, f) in calls.iter().zip(found) {
                if !f {
                    diags.push(Diagnostic::error(
                        c.span,
                        format!(
                            "remove {}: no entry of the base section {} makes this call",
                            print_call(&c.value),
                            header_text(&section)
                        ),
                    ));
                }
            }
        }
        Change::RemoveConvention { span, path } => {
            let p = norm_path(&path.value);
            let mut declared = false;
            for b in base.iter_mut() {
                match b {
                    Some((_, Item::Convention(d))) if under(&d.path.value, &p) => {
                        declared = true;
                        *b = None;
                    }
                    Some((_, Item::Section(s))) => {
                        s.entries.retain(|e| !e.name.as_ref().is_some_and(|n| under(&n.value, &p)));
                    }
                    _ => {}
                }
            }
            if !declared {
                diags.push(Diagnostic::error(
                    span,
                    format!("remove convention \"{}\": the base system declares no such convention", path.value),
                ));
            }
        }
        Change::Default { span, path, code } => {
            let p = norm_path(&path.value);
            let mut found = false;
            let mut prefix_of = None;
            for (i, b) in base.iter_mut().enumerate() {
                if let Some((_, Item::Convention(d))) = b {
                    if norm_path(&d.path.value) == p {
                        d.code = Some(code.clone());
                        found = true;
                    } else if prefix_of.is_none() && under(&d.path.value, &p) {
                        prefix_of = Some(i);
                    }
                }
            }
            if let (false, Some(i)) = (found, prefix_of) {
                // Declared only as a prefix: a declaration of the path itself, after the first
                // one that declares it, sets its code (as a later declaration does).
                let decl = ConventionDecl { span, path: path.clone(), code: Some(code.clone()) };
                inserted.entry(i).or_default().push((file, Item::Convention(decl)));
                found = true;
            }
            if !found {
                diags.push(Diagnostic::error(
                    span,
                    format!("default \"{}\": the base system declares no such convention (declare a new one with convention \"...\")", path.value),
                ));
            }
        }
    }
}
