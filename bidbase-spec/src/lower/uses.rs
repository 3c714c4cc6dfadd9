//! Named blocks of entries (`block "Name"`) spliced into the sections that use them
//! (`use "Name"`), and the blocks' own checks: cycles, unknown names, blocks never used.
//!
//! The uses between blocks make a graph, read once: a depth-first search over it (with a
//! stack on the heap, not recursion) finds the uses that close a cycle, and then each block's
//! size once every use has put in its entries, from the sizes of the blocks it uses. So the
//! size of a section with its blocks is known before anything is copied, and a text whose
//! blocks each use the next twice ("billion laughs") is stopped by the expansion limit
//! ([`super::budget::Budget`]) instead of being expanded.

use std::collections::{BTreeSet, HashMap};

use crate::ast::*;

use super::budget::{entry_units, section_units};
use crate::limits::chain_text;
use crate::span::{Diagnostic, Diagnostics, Spanned};

/// The named blocks with their uses resolved.
pub(super) struct Blocks {
    /// The blocks, in reading order.
    list: Vec<Section>,
    /// Block index by name.
    index: HashMap<String, usize>,
    /// Each block's uses of known blocks, in order; those that close a cycle are cut (with an
    /// error).
    edges: Vec<Vec<Edge>>,
    /// What each block's entries count in the expanded size once its uses have put theirs in
    /// (saturating).
    size: Vec<u64>,
}

/// One use of a block in another.
#[derive(Copy, Clone)]
struct Edge {
    /// The used block's entries go before this entry of the using block (or at its end).
    at: usize,
    /// The block used.
    to: usize,
    /// The `use` line, for messages.
    span: crate::span::Span,
    /// It closes a cycle: left out.
    cut: bool,
}

/// The state of a block in the depth-first search.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Mark {
    New,
    /// On the search's stack, at this depth.
    Open(usize),
    Done,
}

impl Blocks {
    /// Reads the blocks' uses: reports unknown blocks and cycles, and works out each block's
    /// size.
    pub(super) fn new(list: Vec<Section>, diags: &mut Diagnostics) -> Blocks {
        let index: HashMap<String, usize> =
            list.iter().enumerate().filter_map(|(i, b)| b.block.as_ref().map(|n| (n.value.clone(), i))).collect();
        let mut blocks = Blocks { edges: Vec::with_capacity(list.len()), size: vec![0; list.len()], list, index };
        for b in 0..blocks.list.len() {
            let edges = blocks.list[b]
                .uses
                .iter()
                .filter_map(|(at, name)| {
                    Some(Edge { at: *at, to: blocks.resolve(name, diags)?, span: name.span, cut: false })
                })
                .collect();
            blocks.edges.push(edges);
        }
        blocks.search(diags);
        blocks
    }

    /// The block a `use` names; `None` (with an error) when there is none.
    fn resolve(&self, name: &Spanned<String>, diags: &mut Diagnostics) -> Option<usize> {
        let found = self.index.get(&name.value).copied();
        if found.is_none() {
            diags.push(Diagnostic::error(
                name.span,
                format!("unknown block \"{}\": define it with  block \"{}\"  and its entries", name.value, name.value),
            ));
        }
        found
    }

    fn name(&self, b: usize) -> &str {
        self.list[b].block.as_ref().map_or("", |n| n.value.as_str())
    }

    /// The depth-first search over the uses, from each block in reading order: a use of a block
    /// that is on the search's stack closes a cycle (an error, and the use is left out); each
    /// block's size is known when the search leaves it.
    fn search(&mut self, diags: &mut Diagnostics) {
        let mut mark = vec![Mark::New; self.list.len()];
        // (block, next of its uses to follow)
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for root in 0..self.list.len() {
            if mark[root] != Mark::New {
                continue;
            }
            mark[root] = Mark::Open(0);
            stack.push((root, 0));
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                let Some(&Edge { to: t, span, .. }) = self.edges[b].get(*next) else {
                    let inner =
                        self.edges[b].iter().filter(|e| !e.cut).fold(0u64, |n, e| n.saturating_add(self.size[e.to]));
                    self.size[b] = inner.saturating_add(entry_units(&self.list[b].entries));
                    mark[b] = Mark::Done;
                    stack.pop();
                    continue;
                };
                match mark[t] {
                    Mark::New => {
                        *next += 1;
                        mark[t] = Mark::Open(stack.len());
                        stack.push((t, 0));
                    }
                    Mark::Open(depth) => {
                        self.edges[b][*next].cut = true;
                        *next += 1;
                        let path: Vec<&str> = stack[depth..].iter().map(|&(s, _)| self.name(s)).collect();
                        let msg = format!(
                            "block \"{}\" uses itself (through {}): uses must not form a cycle",
                            self.name(t),
                            chain_text(&path)
                        );
                        diags.push(Diagnostic::error(span, msg));
                    }
                    Mark::Done => *next += 1,
                }
            }
        }
    }

    /// What one copy of section `s` counts in the expanded size once its uses have put in
    /// their blocks' entries (saturating); its uses of unknown blocks are reported.
    pub(super) fn section_size(&self, s: &Section, diags: &mut Diagnostics) -> u64 {
        s.uses.iter().fold(section_units(s), |n, (_, name)| match self.resolve(name, diags) {
            Some(b) => n.saturating_add(self.size[b]),
            None => n,
        })
    }

    /// Puts the entries of the blocks section `s` uses in place of its `use` lines (unknown
    /// blocks were reported by [`Blocks::section_size`]). A stack of blocks being copied on the
    /// heap, not recursion.
    pub(super) fn splice(&self, s: &mut Section) {
        if s.uses.is_empty() {
            return;
        }
        let uses: Vec<(usize, usize)> =
            std::mem::take(&mut s.uses).iter().filter_map(|(at, n)| Some((*at, *self.index.get(&n.value)?))).collect();
        let own = std::mem::take(&mut s.entries);
        let mut out = Vec::new();
        let mut k = 0;
        for (i, e) in own.into_iter().enumerate() {
            while let Some(&(_, b)) = uses.get(k).filter(|(at, _)| *at <= i) {
                self.copy_block(b, &mut out);
                k += 1;
            }
            out.push(e);
        }
        for &(_, b) in &uses[k..] {
            self.copy_block(b, &mut out);
        }
        s.entries = out;
    }

    /// Copies block `b`'s entries, its uses' in place, onto `out`.
    fn copy_block(&self, b: usize, out: &mut Vec<Entry>) {
        // (block, next entry, next use)
        let mut stack: Vec<(usize, usize, usize)> = vec![(b, 0, 0)];
        while let Some(&mut (b, ref mut entry, ref mut use_at)) = stack.last_mut() {
            let block = &self.list[b];
            if let Some(edge) = self.edges[b].get(*use_at).filter(|e| e.at <= *entry) {
                *use_at += 1;
                if !edge.cut {
                    stack.push((edge.to, 0, 0));
                }
            } else if let Some(e) = block.entries.get(*entry) {
                out.push(e.clone());
                *entry += 1;
            } else {
                stack.pop();
            }
        }
    }

    /// Warns of the blocks no `use` names (in a section or another block); `used` holds the
    /// names the sections use.
    pub(super) fn unused(&self, used: &BTreeSet<String>, diags: &mut Diagnostics) {
        let mut named: Vec<bool> = vec![false; self.list.len()];
        for b in &self.list {
            for (_, n) in &b.uses {
                if let Some(&t) = self.index.get(&n.value) {
                    named[t] = true;
                }
            }
        }
        for (b, block) in self.list.iter().enumerate() {
            let name = self.name(b);
            if !named[b] && !used.contains(name) {
                diags.push(Diagnostic::warning(
                    block.block.as_ref().map(|n| n.span).unwrap_or(block.span),
                    format!("block \"{name}\" is not used by any section"),
                ));
            }
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
    fn blocks_used_in_blocks_go_in_place() {
        let text = "block \"A\"\n1H\nuse \"B\"\n1S\nuse \"B\"\nblock \"B\"\n2C\nuse \"C\"\nblock \"C\"\n2D\n[1C-P]\nuse \"A\"\nP\n";
        let sys = system(text);
        let calls: Vec<&str> =
            sys.sections[0].entries.iter().map(|&i| sys.entries[i as usize].data.call.as_str()).collect();
        assert_eq!(calls, ["1H", "2C", "2D", "1S", "2C", "2D", "P"]);
    }

    #[test]
    fn unknown_cyclic_and_unused_blocks_are_reported() {
        let errs = errors("[1C-P]\nuse \"Nope\"\n");
        assert_eq!(errs[0].message, "unknown block \"Nope\": define it with  block \"Nope\"  and its entries");
        let errs = errors("block \"A\"\nuse \"B\"\nblock \"B\"\nuse \"A\"\n[1C-P]\nuse \"A\"\n");
        assert!(
            errs.iter().any(|d| d.message == "block \"A\" uses itself (through A -> B): uses must not form a cycle"),
            "{errs:?}"
        );
        let errs = errors("block \"A\"\nuse \"A\"\n[1C-P]\nuse \"A\"\n");
        assert_eq!(errs[0].message, "block \"A\" uses itself (through A): uses must not form a cycle");
        let warnings = diagnostics("block \"A\"\nP\n[1C-P]\nP\n");
        assert_eq!(warnings[0].message, "block \"A\" is not used by any section");
    }
}
