//! Bid Order Numbers for entries written without one, numbered as the BidBase Editor numbers a
//! blank BON: "based on the bid made", `942000` for a natural 2S (9, then the strain: 1 clubs
//! .. 4 spades, 5 notrump, 6 double, 7 redouble, 9 pass; then the level; then two digits for
//! "different specifications for the same bid"; then 0), and for a convention's entry the same
//! with 1 first (conventions start with 0-8, before the natural calls; the Editor's optional
//! letters are left out so that the numbers compare as numbers: `123000`, Bergen Raises' 3D).
//!
//! bidbase tries entries in file order, and a BON must not be smaller than the one above it, so
//! a generated number also fits between its neighbours: the most entries that can keep their
//! call's number in file order keep it (the two "specification" digits count up in tens for a
//! second entry of one call, room for entries written between later), and the others (a Pass
//! written before 1S) take numbers between their neighbours, as the Editor's advice says ("it
//! can be necessary at times to forego this type of numbering so that an entry can be inserted
//! where needed"). `bidbase number --write` writes the numbers into the files, after which they
//! never move: an entry added later takes a number between its written neighbours.

use bidbase_runtime::rules::EntryCall;
use bidbase_runtime::{Call, Strain};

use super::order::{bon_less, Bon};
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
/// natural call, `1SLnn0` for a call of a convention (conventions start with 0-8 and are tried
/// before natural calls; the Editor's optional letters after the first digit are left out, so
/// that every generated number compares as a number, in call order).
pub(crate) fn editor_number(call: EntryCall, convention: &str, nn: u8) -> String {
    let (s, l) = call_digits(call);
    let first = if convention.is_empty() { 9 } else { 1 };
    format!("{first}{s}{l}{nn:02}0")
}

/// A number between `prev` and `next` (either may be absent) for an entry whose call's own
/// number does not fit there: ten more than `prev` (room for entries written between later) or
/// halfway to `next` when both are numbers; a digit added to `prev`; or `0` put before `next`,
/// which sorts first as text (the Editor's conventions start with 0-8). `None` when nothing
/// fits.
fn between(prev: Option<&str>, next: Option<&str>) -> Option<String> {
    let fits = |c: &str| prev.is_none_or(|p| bon_less(p, c)) && next.is_none_or(|n| bon_less(c, n));
    let numbers = (prev.and_then(|p| p.parse::<u64>().ok()), next.and_then(|n| n.parse::<u64>().ok()));
    let mut tries: Vec<String> = Vec::new();
    match numbers {
        (Some(p), Some(n)) => tries.extend([p + 10, p + n.saturating_sub(p) / 2].map(|c| c.to_string())),
        (Some(p), None) => tries.push((p + 10).to_string()),
        (None, Some(n)) => tries.extend([n.saturating_sub(10), n / 2].map(|c| c.to_string())),
        (None, None) => {}
    }
    if let Some(p) = prev {
        tries.push(format!("{p}5"));
    }
    if let Some(n) = next {
        tries.push(format!("0{n}"));
    }
    tries.into_iter().find(|c| fits(c))
}

/// The indices of a longest run of `keys` that ascends (equal keys allowed): the entries that
/// keep the Editor's number for their call.
fn longest_ascending(keys: &[Option<String>]) -> Vec<usize> {
    let n = keys.len();
    // Each key read as a number once, not at each of the n² comparisons.
    let keys: Vec<Option<Bon<'_>>> = keys.iter().map(|k| k.as_deref().map(Bon::new)).collect();
    // best[i]: the length of the longest run ending at i, and the index before i in it.
    let mut best: Vec<(usize, Option<usize>)> = vec![(0, None); n];
    for i in 0..n {
        let Some(ki) = &keys[i] else { continue };
        best[i] = (1, None);
        for j in 0..i {
            if let Some(kj) = &keys[j] {
                if best[j].0 + 1 > best[i].0 && !ki.less(kj) {
                    best[i] = (best[j].0 + 1, Some(j));
                }
            }
        }
    }
    let mut at = (0..n).filter(|&i| best[i].0 > 0).max_by_key(|&i| (best[i].0, std::cmp::Reverse(i)));
    let mut out = Vec::new();
    while let Some(i) = at {
        out.push(i);
        at = best[i].1;
    }
    out.reverse();
    out
}

/// Gives every entry written without a BON a generated one (see the module's text). Entries
/// with a written BON keep it. Between two written numbers (or a section's ends), the most
/// entries that can keep the Editor's number for their call in file order keep it (two of
/// one call count their specification digits up in tens); the others take numbers between
/// their neighbours; an entry no number fits keeps its place in the section (`#3`).
pub(super) fn generate(sys: &mut System) {
    for sid in 0..sys.sections.len() {
        let ids = sys.sections[sid].entries.clone();
        let written: Vec<Option<String>> = ids
            .iter()
            .map(|&e| Some(sys.entries[e as usize].data.bon.clone()).filter(|b| !b.starts_with('#')))
            .collect();
        let mut k = 0;
        while k < ids.len() {
            if written[k].is_some() {
                k += 1;
                continue;
            }
            // A run of entries without a BON, between two written ones.
            let end = (k..ids.len()).find(|&j| written[j].is_some()).unwrap_or(ids.len());
            let prev = k.checked_sub(1).and_then(|j| written[j].clone());
            let next = written.get(end).cloned().flatten();
            let run: Vec<u32> = ids[k..end].to_vec();
            let bons = number_run(sys, &run, prev.as_deref(), next.as_deref());
            for (&e, b) in run.iter().zip(bons) {
                if let Some(b) = b {
                    sys.entries[e as usize].data.bon = b;
                    sys.entries[e as usize].data.bon_generated = true;
                }
            }
            k = end;
        }
    }
}

/// Numbers for a run of entries without a BON between `prev` and `next`.
fn number_run(sys: &System, run: &[u32], prev: Option<&str>, next: Option<&str>) -> Vec<Option<String>> {
    let fits = |c: &str| prev.is_none_or(|p| bon_less(p, c)) && next.is_none_or(|n| bon_less(c, n));
    let base = |e: u32| {
        let entry = &sys.entries[e as usize];
        editor_number(entry.call, &entry.data.convention, 0)
    };
    let keys: Vec<Option<String>> = run.iter().map(|&e| Some(base(e)).filter(|c| fits(c))).collect();
    let keep = longest_ascending(&keys);
    let mut out: Vec<Option<String>> = vec![None; run.len()];
    // The kept entries: their call's number, the specification digits up in tens past the
    // number before.
    let mut last: Option<String> = prev.map(str::to_string);
    for (k, &i) in keep.iter().enumerate() {
        let entry = &sys.entries[run[i] as usize];
        // `keep` ascends, so the next kept entry is the next one in it.
        let limit = keep.get(k + 1).map(|&j| base(run[j])).or(next.map(str::to_string));
        out[i] = (0..100u8)
            .map(|nn| editor_number(entry.call, &entry.data.convention, nn))
            .filter(|c| nn_step(c))
            .chain((0..100u8).map(|nn| editor_number(entry.call, &entry.data.convention, nn)))
            .find(|c| {
                last.as_deref().is_none_or(|p| bon_less(p, c)) && limit.as_deref().is_none_or(|n| !bon_less(n, c))
            });
        if out[i].is_some() {
            last = out[i].clone();
        }
    }
    // The others, between their neighbours.
    for i in 0..run.len() {
        if out[i].is_some() {
            continue;
        }
        let before = out[..i].iter().rev().flatten().next().cloned().or(prev.map(str::to_string));
        let after = out[i + 1..].iter().flatten().next().cloned().or(next.map(str::to_string));
        out[i] = between(before.as_deref(), after.as_deref());
    }
    out
}

/// Whether a generated number's specification digits are a multiple of ten (the first choice).
fn nn_step(c: &str) -> bool {
    c.get(3..5).is_some_and(|d| d.ends_with('0'))
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
        // The reference's example: 942000 for a natural 2S; a convention's 3D (Bergen Raises)
        // starts with 1, before every natural call.
        let text = "convention \"Bergen Raises\"\n[1S-P]\n3D \"Bergen Raises\" hcp=10-12 S=4+\n2S hcp=6-10 S=3+\nP\n";
        assert_eq!(bons(text, "1S-P"), ["123000", "942000", "990000"]);
        // Doubles, redoubles and x bids.
        assert_eq!(bons("[1S]\n2x X=5+ D=x C=x\nD hcp=12+\n", "1S"), ["902000", "960000"]);
    }

    #[test]
    fn numbers_ascend_in_file_order_and_respect_written_ones() {
        // Two entries of one call: the specification digits count in tens.
        assert_eq!(bons("[1H-P]\n1S hcp=12+ S=4+\n1S S=4+\n1N\n", "1H-P"), ["941000", "941100", "951000"]);
        // A Pass written first: the most entries keep their call's number (1S, 1NT), and the
        // Pass takes one before them.
        assert_eq!(bons("[1H-P]\nP hcp=<6\n1S S=4+\n1N\n", "1H-P"), ["940990", "941000", "951000"]);
        // SAYC's [1N-P] opens with a Pass too: Stayman and the transfers keep theirs.
        let nt = "convention \"Stayman\"\nconvention \"Jacoby\"\n[1N-P]\nP hcp=<8 shape=balanced\n2C \"Stayman\" hcp=8+\n2D \"Jacoby\" H=5+\n2H \"Jacoby\" S=5+\n3N hcp=10-15\n";
        assert_eq!(bons(nt, "1N-P"), ["111990", "112000", "122000", "132000", "953000"]);
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
