//! What a bidder can say about an entry besides its call: where it is written, its convention,
//! disclosure, texts and references ([`EntryInfo`]).

/// How a call is disclosed to the opponents.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Disclosure<'s> {
    /// Partner alerts.
    pub alert: bool,
    /// Partner announces.
    pub announce: bool,
    /// Pre-alerted before play.
    pub prealert: bool,
    /// The explanation; text starting with `[` is a note not shown to players.
    pub text: &'s str,
}

impl<'s> Disclosure<'s> {
    /// The text players may see, if any.
    pub fn public_text(&self) -> Option<&'s str> {
        if self.text.is_empty() || self.text.starts_with('[') {
            None
        } else {
            Some(self.text)
        }
    }
}

/// Where a decision came from, and what it tells the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EntryInfo<'s> {
    /// Index of the entry in its system.
    pub id: u32,
    /// The rules file.
    pub file: &'s str,
    /// Line of the entry in that file (1-based).
    pub line: u32,
    /// The Bid Order Number: the one written, or the entry's place in its section (`#3`).
    pub bon: &'s str,
    /// The section's Prior Bids, BidBase notation.
    pub prior_bids: &'s str,
    /// The call as written (`2x`, `4N@40`).
    pub call: &'s str,
    /// Convention name with subcategories.
    pub convention: &'s str,
    /// Disclosure.
    pub disclosure: Disclosure<'s>,
    /// What the call asks partner for (BidBase codes, comma-separated).
    pub asks: &'s str,
    /// What the call shows, when it differs from what it requires.
    pub shows: &'s str,
    /// Reference.
    pub reference: &'s str,
    /// Notes.
    pub note: &'s str,
    /// The kind of section the entry belongs to.
    pub layer: Layer,
}

/// A compiled system's entries as numbers: each entry a row of [`EntryTable::ROW`] numbers,
/// its texts indices into one table of the system's distinct strings (index 0 is the empty
/// string), the rows kept as text ([`crate::compiled::packed`]). Generated code keeps its
/// entries in this form because most of their texts repeat (a reference or convention name is
/// written once however many entries carry it): written out entry by entry they made a quarter
/// of SAYC's generated code.
#[derive(Copy, Clone, Debug)]
pub struct EntryTable {
    /// One row an entry, by entry id: file, line, bid order, Prior Bids, call, convention,
    /// flags (alert 1, announce 2, pre-alert 4, layer times 8), disclosure text, asks, shows,
    /// reference, note. Every field but the line and the flags is a string index.
    pub rows: crate::compiled::packed::Packed,
    /// The distinct strings.
    pub strings: &'static [&'static str],
}

impl EntryTable {
    /// The numbers of a row.
    pub const ROW: usize = 12;

    /// What entry `id` is.
    pub fn get(&self, id: u32) -> Option<EntryInfo<'static>> {
        let r: [u32; EntryTable::ROW] = self.rows.row(id as usize)?;
        let s = |k: usize| self.strings.get(r[k] as usize).copied().unwrap_or("");
        let flags = r[6];
        Some(EntryInfo {
            id,
            file: s(0),
            line: r[1],
            bon: s(2),
            prior_bids: s(3),
            call: s(4),
            convention: s(5),
            disclosure: Disclosure {
                alert: flags & 1 != 0,
                announce: flags & 2 != 0,
                prealert: flags & 4 != 0,
                text: s(7),
            },
            asks: s(8),
            shows: s(9),
            reference: s(10),
            note: s(11),
            layer: Layer::ALL.get((flags >> 3) as usize).copied().unwrap_or_default(),
        })
    }

    /// The row of `info` with its strings' indices from `index` (the row form
    /// [`EntryTable::get`] reads back).
    pub fn row(info: &EntryInfo<'_>, mut index: impl FnMut(&str) -> u32) -> [u32; EntryTable::ROW] {
        let d = &info.disclosure;
        let layer = Layer::ALL.iter().position(|&l| l == info.layer).unwrap_or(0) as u32;
        let flags = u32::from(d.alert) | u32::from(d.announce) << 1 | u32::from(d.prealert) << 2 | layer << 3;
        [
            index(info.file),
            info.line,
            index(info.bon),
            index(info.prior_bids),
            index(info.call),
            index(info.convention),
            flags,
            index(d.text),
            index(info.asks),
            index(info.shows),
            index(info.reference),
            index(info.note),
        ]
    }
}

/// Which kind of section answered a lookup.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Layer {
    /// A section whose Prior Bids equal the auction.
    #[default]
    Exact,
    /// A pattern section.
    Pattern,
    /// The general layer: a pattern section whose header is `[...]`.
    General,
}

impl Layer {
    /// The three layers, in the order a lookup tries them; a layer's index in it is its number
    /// in generated tables.
    pub const ALL: [Layer; 3] = [Layer::Exact, Layer::Pattern, Layer::General];

    /// `exact`, `pattern` or `general`.
    pub const fn name(self) -> &'static str {
        match self {
            Layer::Exact => "exact",
            Layer::Pattern => "pattern",
            Layer::General => "general",
        }
    }
}
