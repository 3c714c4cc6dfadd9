//! Bid Order Numbers for entries written without one, numbered as the BidBase Editor numbers a
//! blank BON: "based on the bid made", `942000` for a natural 2S (9, then the strain: 1 clubs
//! .. 4 spades, 5 notrump, 6 double, 7 redouble, 9 pass; then the level; then two digits for
//! "different specifications for the same bid"; then 0), and for a convention's entry a digit,
//! the convention's letter and the same call digits (`1B2300`, Bergen Raises' 3D).
//!
//! bidbase tries entries in file order, and a BON must not be smaller than the one above it, so
//! a generated number also fits between its neighbours: the two "specification" digits count up
//! in tens (room for the entries written between later), and where the call's number would
//! fall before the entry above (a Pass written before 1S), the entry takes the next number after
//! it, as the Editor's advice says ("it can be necessary at times to forego this type of
//! numbering so that an entry can be inserted where needed"). A number fixed by the numbers
//! written around it does not move when entries are added elsewhere; `bidbase number --write`
//! writes the numbers into the files, after which they never move.

use bidbase_runtime::rules::EntryCall;
use bidbase_runtime::{Call, Strain};

use super::order::bon_less;
use crate::ir::System;

/// The Editor's digits for a call: strain (0 for an x bid, whose suit is chosen at the table)
/// and level (0 for pass, double and redouble).
fn call_digits(call: EntryCall) -> (u8, u8) {
    match call {
        EntryCall::X(level) => (0, level),
        EntryCall::Fixed(c, _) => match c.as_bid() {
            Some(b) => {
                let s = match b.strain {
                    Strain::Clubs => 1,
                    Strain::Diamonds => 2,
                    Strain::Hearts => 3,
                    Strain::Spades => 4,
                    Strain::NoTrump => 5,
                };
                (s, b.level)
            }
            None if c == Call::DOUBLE => (6, 0),
            None if c == Call::REDOUBLE => (7, 0),
            None => (9, 0),
        },
    }
}

/// The Editor's number for an entry's call with specification digits `nn`: `9SLnn0` for a
/// natural call, `1CSLnn` for a call of convention `convention` (C its first letter).
pub(crate) fn editor_number(call: EntryCall, convention: &str, nn: u8) -> String {
    let (s, l) = call_digits(call);
    let letter = convention.split(':').next().unwrap_or("").chars().find(|c| c.is_ascii_alphabetic());
    match letter {
        Some(c) => format!("1{}{s}{l}{nn:02}", c.to_ascii_uppercase()),
        None => format!("9{s}{l}{nn:02}0"),
    }
}

/// A number after `prev` and before `next` when the call's own number does not fit there: ten
/// more than `prev` (room for entries written between later), or halfway to `next` when that
/// is nearer. `None` when `prev` is not a number or no number fits.
fn after(prev: &str, next: Option<&str>) -> Option<String> {
    let p: u64 = prev.parse().ok()?;
    let mut c = p + 10;
    if let Some(n) = next.and_then(|n| n.parse::<u64>().ok()) {
        if c >= n {
            c = p + (n.saturating_sub(p)) / 2;
        }
    }
    let c = c.to_string();
    (bon_less(prev, &c) && next.is_none_or(|n| bon_less(&c, n))).then_some(c)
}

/// Gives every entry written without a BON a generated one (see the module's text). Entries
/// with a written BON keep it; an entry no number fits (between two written numbers with no
/// room) keeps its place in the section (`#3`).
pub(super) fn generate(sys: &mut System) {
    for sid in 0..sys.sections.len() {
        let ids = sys.sections[sid].entries.clone();
        let written: Vec<bool> = ids.iter().map(|&e| !sys.entries[e as usize].data.bon.starts_with('#')).collect();
        let mut prev: Option<String> = None;
        for (k, &e) in ids.iter().enumerate() {
            if written[k] {
                prev = Some(sys.entries[e as usize].data.bon.clone());
                continue;
            }
            let next = (k + 1..ids.len()).find(|&j| written[j]).map(|j| sys.entries[ids[j] as usize].data.bon.clone());
            let fits = |c: &str| {
                prev.as_deref().is_none_or(|p| bon_less(p, c)) && next.as_deref().is_none_or(|n| bon_less(c, n))
            };
            let entry = &sys.entries[e as usize];
            let tens = (0..10u8).map(|t| t * 10);
            let chosen = tens
                .chain(0..100)
                .map(|nn| editor_number(entry.call, &entry.data.convention, nn))
                .find(|c| fits(c))
                .or_else(|| prev.as_deref().and_then(|p| after(p, next.as_deref())));
            if let Some(c) = chosen {
                sys.entries[e as usize].data.bon = c.clone();
                sys.entries[e as usize].data.bon_generated = true;
                prev = Some(c);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::system;

    fn bons(text: &str, prior: &str) -> Vec<String> {
        let sys = system(text);
        let sec = sys.sections.iter().find(|s| s.text == prior).expect("the section");
        sec.entries.iter().map(|&e| sys.entries[e as usize].data.bon.clone()).collect()
    }

    #[test]
    fn calls_are_numbered_as_the_editor_numbers_them() {
        // The reference's examples: 942000 for a natural 2S, 1B2300 for Bergen Raises' 3D.
        let text = "convention \"Bergen Raises\"\n[1S-P]\n3D \"Bergen Raises\" hcp=10-12 S=4+\n2S hcp=6-10 S=3+\nP\n";
        assert_eq!(bons(text, "1S-P"), ["1B2300", "942000", "990000"]);
        // Doubles, redoubles and x bids.
        assert_eq!(bons("[1S]\n2x X=5+ D=x C=x\nD hcp=12+\n", "1S"), ["902000", "960000"]);
    }

    #[test]
    fn numbers_ascend_in_file_order_and_respect_written_ones() {
        // Two entries of one call: the specification digits count in tens.
        assert_eq!(bons("[1H-P]\n1S hcp=12+ S=4+\n1S S=4+\n1N\n", "1H-P"), ["941000", "941100", "951000"]);
        // A Pass written first: the entries after it take numbers after it, ten apart.
        assert_eq!(bons("[1H-P]\nP hcp=<6\n1S S=4+\n1N\n", "1H-P"), ["990000", "990010", "990020"]);
        // A written BON is kept, and the generated numbers fit around it: halfway when ten
        // more would reach the next written number.
        assert_eq!(bons("[1H-P]\n1S S=4+\n1N bon=945000\n2H H=3+\n", "1H-P"), ["941000", "945000", "945010"]);
        assert_eq!(bons("[1H-P]\n1S bon=941000\n2H H=3+\n1N bon=941004\n", "1H-P"), ["941000", "941002", "941004"]);
    }

    #[test]
    fn written_numbers_do_not_move_when_entries_are_added() {
        // Numbers written into the file (`bidbase number --write`) stay; an entry added between
        // them takes a number between its neighbours, and one added at the end after them.
        let written = "[1H-P]\n1S bon=941000 S=4+\n1N bon=951000\nP bon=990000\n";
        assert_eq!(bons(written, "1H-P"), ["941000", "951000", "990000"]);
        let added = "[1H-P]\n1S bon=941000 S=4+\n2H H=3+\n1N bon=951000\nP bon=990000\n3H H=4+\n";
        assert_eq!(bons(added, "1H-P"), ["941000", "941010", "951000", "990000", "990010"]);
    }
}
