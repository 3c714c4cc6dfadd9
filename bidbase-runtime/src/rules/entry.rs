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

impl<'s> EntryInfo<'s> {
    /// An entry with what every entry has; the optional fields are empty (set them with the
    /// methods below). Generated code builds its entry table with these, in constants.
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        id: u32,
        file: &'s str,
        line: u32,
        bon: &'s str,
        prior_bids: &'s str,
        call: &'s str,
        convention: &'s str,
    ) -> Self {
        EntryInfo {
            id,
            file,
            line,
            bon,
            prior_bids,
            call,
            convention,
            disclosure: Disclosure { alert: false, announce: false, prealert: false, text: "" },
            asks: "",
            shows: "",
            reference: "",
            note: "",
            layer: Layer::Exact,
        }
    }

    /// With this disclosure text (alerts and announcements by [`EntryInfo::flags`]).
    pub const fn text(mut self, text: &'s str) -> Self {
        self.disclosure.text = text;
        self
    }

    /// With these disclosure flags: alerted, announced, pre-alerted.
    pub const fn flags(mut self, alert: bool, announce: bool, prealert: bool) -> Self {
        self.disclosure.alert = alert;
        self.disclosure.announce = announce;
        self.disclosure.prealert = prealert;
        self
    }

    /// With what the call asks for.
    pub const fn asks(mut self, asks: &'s str) -> Self {
        self.asks = asks;
        self
    }

    /// With what the call shows.
    pub const fn shows(mut self, shows: &'s str) -> Self {
        self.shows = shows;
        self
    }

    /// With a reference.
    pub const fn reference(mut self, reference: &'s str) -> Self {
        self.reference = reference;
        self
    }

    /// With a note.
    pub const fn note(mut self, note: &'s str) -> Self {
        self.note = note;
        self
    }

    /// In a section of this layer (entries are [`Layer::Exact`] unless said).
    pub const fn layer(mut self, layer: Layer) -> Self {
        self.layer = layer;
        self
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
