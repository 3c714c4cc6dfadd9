//! The interpreter itself: a lowered system with its convention selection and description
//! tables, and the situations its lookups and descriptions work in.

use bidbase_runtime::rules::Shown;
use bidbase_runtime::rules::{Context, Situation};
use bidbase_runtime::{Auction, Call, Hand, Selection, SlamTag};

use crate::ir::System;
use crate::limits::Limits;
use crate::load::Loader;
use crate::lower::{compile, compile_with};
use crate::span::{Diagnostics, SourceMap};

use super::rows::DescTables;

/// A system run by walking its lowered form.
#[derive(Clone, Debug)]
pub struct Interpreter {
    /// The system.
    pub system: System,
    /// Which conventions are switched on.
    pub(super) selection: Selection,
    /// Each section's description rows, made once.
    desc: DescTables,
}

impl Interpreter {
    /// An interpreter for a lowered system, with its declared convention selection.
    pub fn new(system: System) -> Interpreter {
        let selection = Selection::new(&system.default_uses);
        let desc = DescTables::new(&system);
        Interpreter { system, selection, desc }
    }

    /// Loads, validates and lowers `root`.
    pub fn load(root: &str, loader: &dyn Loader) -> Result<Interpreter, (SourceMap, Diagnostics)> {
        compile(root, loader).map(Interpreter::new)
    }

    /// Loads, validates and lowers `root` within `limits`: a text that passes one is an error
    /// at the place that passes it.
    pub fn load_with(
        root: &str,
        loader: &dyn Loader,
        limits: &Limits,
    ) -> Result<Interpreter, (SourceMap, Diagnostics)> {
        compile_with(root, loader, limits).map(Interpreter::new)
    }

    /// The situation of the player to call, with what the auction forces and what partner has
    /// shown when the system asks (for explanations; the lookup fills them in lazily).
    pub(super) fn situation<'a>(&'a self, hand: Hand, auction: &'a Auction, context: &'a Context) -> Situation<'a> {
        let mut s = self.public_situation(hand, auction, context);
        if self.system.uses_partner {
            s.partner = self.partner_of(auction, context);
        }
        s
    }

    /// What partner of the player to call has shown with his calls.
    pub(super) fn partner_of(&self, auction: &Auction, context: &Context) -> Shown {
        bidbase_runtime::rules::partner_shown(auction, |before, call| {
            let s = self.public_situation(Hand::PLACEHOLDER, before, context);
            self.call_shown(before.prior_slam_tag(), before.prior_bids(), call, &s).map(|f| f.1)
        })
    }

    /// Fills in what the auction forces, when the system asks.
    pub(super) fn prepare(&self, s: &mut Situation<'_>) {
        if self.system.uses_forcing {
            s.forcing = self.system.forcing(s.auction);
        }
    }

    /// The situation without what partner has shown: what descriptions test (they read only
    /// public requirements, and `ours.` / `pard.` are not public).
    pub(super) fn public_situation<'a>(
        &'a self,
        hand: Hand,
        auction: &'a Auction,
        context: &'a Context,
    ) -> Situation<'a> {
        let mut s = Situation::new(hand, auction, context, &self.selection);
        self.prepare(&mut s);
        s
    }

    /// What `call` shows when made in the view `tag`, `calls`, in situation `s`, and the first
    /// entry that can make it there (see `DescTables::call_shown`).
    pub(super) fn call_shown(
        &self,
        tag: Option<SlamTag>,
        calls: &[Call],
        call: Call,
        s: &Situation<'_>,
    ) -> Option<(u32, Shown)> {
        self.desc.call_shown(&self.system, tag, calls, call, s)
    }
}
