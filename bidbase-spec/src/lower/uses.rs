//! Named blocks of entries (`block "Name"`) spliced into the sections that use them
//! (`use "Name"`), and the blocks' own checks: cycles, unknown names, blocks never used.

use std::collections::{BTreeSet, HashMap};

use crate::ast::*;
use crate::span::{Diagnostic, Diagnostics};

/// Inserts the entries of the blocks a section uses (`use "Name"`), recursively.
pub(super) fn splice_uses(
    s: &mut Section,
    shared: &HashMap<String, Section>,
    stack: &mut Vec<String>,
    used: &mut BTreeSet<String>,
    diags: &mut Diagnostics,
) {
    if s.uses.is_empty() {
        return;
    }
    let uses = std::mem::take(&mut s.uses);
    let old = std::mem::take(&mut s.entries);
    let mut out = Vec::new();
    let mut uses_iter = uses.into_iter().peekable();
    let mut push_uses = |upto: usize, out: &mut Vec<Entry>, diags: &mut Diagnostics, stack: &mut Vec<String>| {
        while let Some((_, name)) = uses_iter.next_if(|(at, _)| *at <= upto) {
            used.insert(name.value.clone());
            if stack.contains(&name.value) {
                diags.push(Diagnostic::error(
                    name.span,
                    format!(
                        "block \"{}\" uses itself (through {}): uses must not form a cycle",
                        name.value,
                        stack.join(" -> ")
                    ),
                ));
                continue;
            }
            match shared.get(&name.value) {
                Some(b) => {
                    let mut b = b.clone();
                    stack.push(name.value.clone());
                    splice_uses(&mut b, shared, stack, &mut BTreeSet::new(), diags);
                    stack.pop();
                    out.extend(b.entries);
                }
                None => diags.push(Diagnostic::error(
                    name.span,
                    format!(
                        "unknown block \"{}\": define it with  block \"{}\"  and its entries",
                        name.value, name.value
                    ),
                )),
            }
        }
    };
    for (i, e) in old.into_iter().enumerate() {
        push_uses(i, &mut out, diags, stack);
        out.push(e);
    }
    push_uses(usize::MAX, &mut out, diags, stack);
    s.entries = out;
}

/// Checks the blocks themselves (a block that uses itself is reported even when no section
/// uses it), and warns of the blocks no section uses. `used` holds the blocks the sections use.
pub(super) fn check_blocks(shared: &HashMap<String, Section>, used: &mut BTreeSet<String>, diags: &mut Diagnostics) {
    for (name, b) in shared {
        let mut inner = b.clone();
        splice_uses(&mut inner, shared, &mut vec![name.clone()], used, diags);
    }
    for (name, b) in shared {
        if !used.contains(name) {
            diags.push(Diagnostic::warning(
                b.block.as_ref().map(|n| n.span).unwrap_or(b.span),
                format!("block \"{name}\" is not used by any section"),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{diagnostics, errors, system};

    #[test]
    fn a_block_s_entries_go_where_it_is_used() {
        let sys = system("block \"Stop\"\n3N\nP\n[1C-P]\n1H\nuse \"Stop\"\n2C\n");
        let calls: Vec<&str> =
            sys.sections[0].entries.iter().map(|&i| sys.entries[i as usize].data.call.as_str()).collect();
        assert_eq!(calls, ["1H", "3N", "P", "2C"]);
    }

    #[test]
    fn unknown_cyclic_and_unused_blocks_are_reported() {
        let errs = errors("[1C-P]\nuse \"Nope\"\n");
        assert_eq!(errs[0].message, "unknown block \"Nope\": define it with  block \"Nope\"  and its entries");
        let errs = errors("block \"A\"\nuse \"B\"\nblock \"B\"\nuse \"A\"\n[1C-P]\nuse \"A\"\n");
        assert!(errs.iter().any(|d| d.message.starts_with("block \"A\" uses itself")), "{errs:?}");
        let warnings = diagnostics("block \"A\"\nP\n[1C-P]\nP\n");
        assert_eq!(warnings[0].message, "block \"A\" is not used by any section");
    }
}
