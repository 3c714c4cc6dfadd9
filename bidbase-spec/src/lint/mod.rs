//! `bidbase lint`: consistency checks of a rules database beyond the test-hand check
//! (docs/lint.md). Each check gives located diagnostics, with a witness hand where one exists.
//!
//! 1. test hands, in every situation their entry can be used in (`test_hands`);
//! 2. shadowed entries, decided exactly over feature ranges where the requirements allow, else
//!    by a directed search for a hand that reaches the entry (`shadowed`);
//! 3. sections the system's own bidding never produces (`unreachable`);
//! 4. gaps: hands that find no entry, and hands that pass partner's forcing call (`gaps`);
//! 5. similar auctions (the expansions of one parametrized section) whose entries differ
//!    (`similar`);
//! 6. descriptions that are empty, or contradict the entry, and players whose calls contradict
//!    each other (self-play) (`descriptions`);
//! 7. runaway bids: slams whose description does not promise the values (`runaway`);
//! 8. test-hand proposals for entries without one (`--fill`, with the search of 2).
//!
//! The checks share `linter` (state and helpers) and `hands` (hands to search with); what
//! they report is in `report`.

use bidbase_runtime::{Dealer, Deck};

use crate::interp::Interpreter;

mod descriptions;
mod editor_fill;
mod gaps;
mod hands;
mod linter;
mod report;
mod runaway;
mod shadowed;
mod similar;
mod test_hands;
mod unreachable;

pub use report::{Check, Fill, Finding, LintOptions, LintReport};

/// Runs every check.
pub fn lint(interp: &Interpreter, o: &LintOptions) -> LintReport {
    let mut l = linter::Linter {
        interp,
        sys: &interp.system,
        o,
        report: LintReport::default(),
        rng: Dealer::new(Deck::Standard, o.seed),
    };
    l.test_hands();
    let shadowed = l.shadowed();
    l.unreachable(&shadowed);
    l.gaps();
    l.similar();
    l.declared_similar();
    l.descriptions();
    l.runaway();
    l.report.findings.sort_by_key(|f| (f.check, f.diagnostic.span.file, f.diagnostic.span.start));
    l.report
}
