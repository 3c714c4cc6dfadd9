//! Each section's description rows, made once from the lowered system and folded by the
//! runtime as the compiled code folds its own tables.

use std::sync::OnceLock;

use bidbase_runtime::rules::{fold_row, DescAcc, DescRow, Shown};
use bidbase_runtime::rules::{Leaf, Situation};
use bidbase_runtime::{Call, SlamTag};

use crate::ir::System;

/// Every section's rows ([`System::desc_rows`], descriptions packed), each made the first time
/// a description reads its section: a lookup that is never described, and the sections no
/// description reaches, cost nothing.
#[derive(Clone, Debug)]
pub(super) struct DescTables {
    rows: Vec<OnceLock<Vec<Row>>>,
}

/// A description row ([`DescRow`] with its descriptions and requirements owned).
#[derive(Clone, Debug)]
struct Row {
    call: u8,
    entry: u32,
    shown: Shown,
    deny: Option<Shown>,
    legal_check: bool,
    pre: Vec<Leaf>,
}

impl Row {
    fn row(&self) -> DescRow<'_> {
        DescRow {
            call: self.call,
            entry: self.entry,
            shown: &self.shown,
            pre: &self.pre,
            deny: self.deny.as_ref(),
            legal_check: self.legal_check,
        }
    }
}

impl DescTables {
    /// The tables of `system`, its sections' rows not yet made.
    pub(super) fn new(system: &System) -> DescTables {
        DescTables { rows: (0..system.sections.len()).map(|_| OnceLock::new()).collect() }
    }

    /// The rows of section `sid` of `system`.
    fn section(&self, system: &System, sid: u32) -> &[Row] {
        self.rows[sid as usize].get_or_init(|| {
            system
                .desc_rows(sid)
                .into_iter()
                .map(|r| Row {
                    call: r.call,
                    entry: r.entry,
                    // Through the packed form, as generated code keeps them.
                    shown: Shown::unpack(r.shown.pack()),
                    deny: r.deny.map(|d| d.pack()).filter(|&d| d != Shown::ANY_PACKED).map(Shown::unpack),
                    legal_check: r.legal_check,
                    pre: r.pre,
                })
                .collect()
        })
    }

    /// What `call` shows when made in the view `tag`, `calls`, in situation `s`: the weakest
    /// claim over the rows of the view's sections (the exact section, the matching patterns,
    /// their aliases) whose entries can make the call and whose public requirements hold in
    /// `s`, with the first of those entries (the one whose convention names the call).
    pub(super) fn call_shown(
        &self,
        system: &System,
        tag: Option<SlamTag>,
        calls: &[Call],
        call: Call,
        s: &Situation<'_>,
    ) -> Option<(u32, Shown)> {
        let mut acc = DescAcc::NEW;
        let code = call.code();
        system.walk_chain(tag, calls, &mut |sid| {
            for r in self.section(system, sid) {
                fold_row(&mut acc, &r.row(), 0, code, Some(s));
            }
            // Nothing goes past a section that answers every hand (`complete`).
            acc.done()
        });
        acc.found
    }
}
