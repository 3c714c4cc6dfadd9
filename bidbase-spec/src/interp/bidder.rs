//! The interpreter as a [`Bidder`]: what the rest of bidbase bids, describes and lists with.

use bidbase_runtime::rules::Shown;
use bidbase_runtime::rules::{Bidder, Choice, Context, Disclosure, EntryInfo, Explain, SectionInfo, SectionTrace};
use bidbase_runtime::{Auction, Call, Hand, Selection};

use crate::ir::EntryIr;

use super::interpreter::Interpreter;

impl Interpreter {
    /// The information shown for entry `id`.
    pub fn info(&self, id: u32) -> Option<EntryInfo<'_>> {
        self.system.entries.get(id as usize).map(entry_info)
    }
}

/// The shown data of an entry, borrowed.
pub fn entry_info(e: &EntryIr) -> EntryInfo<'_> {
    let d = &e.data;
    EntryInfo {
        id: e.id,
        file: &d.file,
        line: d.line,
        bon: &d.bon,
        prior_bids: &d.prior_bids,
        call: &d.call,
        convention: &d.convention,
        disclosure: Disclosure { alert: d.alert, announce: d.announce, prealert: d.prealert, text: &d.text },
        asks: &d.asks,
        shows: &d.shows,
        reference: &d.reference,
        note: &d.note,
        layer: d.layer,
    }
}

impl Bidder for Interpreter {
    fn name(&self) -> &str {
        &self.system.name
    }

    fn deck(&self) -> bidbase_runtime::Deck {
        self.system.deck
    }

    fn choose(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<Choice> {
        let (id, x) = self.lookup(hand, auction, context)?;
        let (call, tag) = self.system.entries[id as usize].call.resolve(x)?;
        Some(Choice { call, tag, entry: id })
    }

    fn reads_against(&self) -> bool {
        self.system.uses_against
    }

    fn convention_names(&self) -> Vec<&str> {
        self.system.conventions.iter().map(String::as_str).collect()
    }

    fn selection(&self) -> &Selection {
        &self.selection
    }

    fn selection_mut(&mut self) -> &mut Selection {
        &mut self.selection
    }

    fn entry_count(&self) -> usize {
        self.system.entries.len()
    }

    fn entry(&self, id: u32) -> Option<EntryInfo<'_>> {
        self.info(id)
    }

    fn describe_call(&self, auction: &Auction, context: &Context, call: Call) -> Option<(u32, Shown)> {
        self.describe_next(auction, context, call)
    }

    fn forcing_at(&self, auction: &Auction, index: usize) -> u8 {
        match auction.calls().get(index) {
            Some(&call) => {
                let (tag, view) = auction.view_before(index);
                let level_of = |t, v: &[Call], c, k| self.system.forcing_of(t, v, c, k);
                self.system.forcing_of(tag, view, call, bidbase_runtime::rules::maker_case(auction, index, &level_of))
            }
            None => 0,
        }
    }
}

impl Explain for Interpreter {
    fn explain(&self, hand: Hand, auction: &Auction, context: &Context) -> Vec<SectionTrace> {
        Interpreter::explain(self, hand, auction, context)
    }

    fn section(&self, id: u32) -> Option<SectionInfo<'_>> {
        let sec = self.system.sections.get(id as usize)?;
        let file = self.system.sources.file(sec.span.file)?;
        let (line, col) = file.line_col(sec.span.start as usize);
        Some(SectionInfo {
            header: &sec.text,
            layer: sec.layer(),
            file: &file.name,
            line: line as u32,
            col: col as u32,
        })
    }
}
