//! What lint checks and reports: the checks, their findings, proposed test hands, and how
//! hard it looks.

use bidbase_runtime::Hand;

use crate::span::{Diagnostic, Severity};

/// The checks, in the order docs/lint.md describes them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Check {
    /// A test hand that does not reach its entry in any situation.
    TestHand,
    /// An entry no hand can reach.
    Shadowed,
    /// A section the system's own bidding never produces.
    Unreachable,
    /// Hands that find no entry in a section.
    Gap,
    /// Hands that pass, or find no entry, after partner's forcing call.
    Forcing,
    /// Similar auctions whose entries differ.
    Similar,
    /// An empty or contradictory description, or a player's contradictory calls.
    Description,
    /// A slam or grand whose description does not promise the values.
    Runaway,
}

impl Check {
    /// Every check.
    pub const ALL: [Check; 8] = [
        Check::TestHand,
        Check::Shadowed,
        Check::Unreachable,
        Check::Gap,
        Check::Forcing,
        Check::Similar,
        Check::Description,
        Check::Runaway,
    ];

    /// The name used in messages, `--json` and docs/lint.md.
    pub const fn name(self) -> &'static str {
        match self {
            Check::TestHand => "test-hand",
            Check::Shadowed => "shadowed",
            Check::Unreachable => "unreachable",
            Check::Gap => "gap",
            Check::Forcing => "forcing",
            Check::Similar => "similar",
            Check::Description => "description",
            Check::Runaway => "runaway",
        }
    }
}

/// One finding.
#[derive(Clone, Debug)]
pub struct Finding {
    /// Which check.
    pub check: Check,
    /// The located message.
    pub diagnostic: Diagnostic,
    /// A hand that shows the fault, where there is one.
    pub witness: Option<Hand>,
}

/// A proposed test hand (`--fill`).
#[derive(Clone, Debug)]
pub struct Fill {
    /// The entry.
    pub entry: u32,
    /// A hand that meets the entry's requirements and reaches it: the one with the fewest HCP
    /// found.
    pub hand: Hand,
    /// The same hand as the BidBase Editor's Auto-Fill makes it, "about the worst possible hand
    /// which meets those specs": its cards other than honours the lowest spots, from the 2 up,
    /// and an x entry's suit the highest x suit (when the hand still reaches the entry so).
    pub editor: Hand,
}

/// What lint did.
#[derive(Clone, Debug, Default)]
pub struct LintReport {
    /// The findings, by check, then in source order.
    pub findings: Vec<Finding>,
    /// Proposed test hands for the entries without one.
    pub fills: Vec<Fill>,
    /// Sections the system's own bidding never produces, with the ones under them.
    pub unreachable_sections: usize,
    /// Entries in those sections.
    pub unreachable_entries: usize,
    /// Random hands looked up for the gap and forcing checks.
    pub hands_tried: usize,
    /// Boards bid in self-play for the description check.
    pub boards: u64,
}

impl LintReport {
    /// Findings of one check.
    pub fn count(&self, check: Check) -> usize {
        self.findings.iter().filter(|f| f.check == check).count()
    }

    /// Findings of a severity.
    pub fn count_severity(&self, s: Severity) -> usize {
        self.findings.iter().filter(|f| f.diagnostic.severity == s).count()
    }
}

/// How hard lint looks.
#[derive(Copy, Clone, Debug)]
pub struct LintOptions {
    /// The seed of every random search.
    pub seed: u64,
    /// Random hands looked up per section (gaps, forcing).
    pub samples: usize,
    /// Hands tried per entry in the search for a witness of a shadowed entry or a test hand.
    pub search: usize,
    /// Boards bid in self-play for the description check.
    pub boards: u64,
    /// Propose test hands for the entries without one.
    pub fill: bool,
}

impl Default for LintOptions {
    fn default() -> Self {
        LintOptions { seed: 1, samples: 256, search: 400, boards: 2_000, fill: false }
    }
}
