//! The system assembled: each merged section with its entries lowered in order, then what
//! depends on all of them (alias cycles, the legality checks of the sections aliases reach,
//! what the lookups must work out, the declared lists of similar auctions).

use std::collections::HashMap;
use std::path::PathBuf;

use bidbase_runtime::rules::pattern;
use bidbase_runtime::rules::Leaf;
use bidbase_runtime::{Call, SlamTag};

use crate::ast::SimilarDecl;
use crate::ir::{layer_of, SectionIr, System};
use crate::span::{Diagnostic, Diagnostics, SourceMap};
use bidbase_runtime::rules::Cond;

use super::cx::{EntryCx, SecInfo};
use super::declarations::Header;
use super::expand::Block;
use super::openings::NtRange;
use super::order::Order;
use super::sections::{check_aliases, Keyed, SecKey};

/// A system with its declarations and no sections yet.
pub(super) fn empty(
    header: Header,
    default_name: &str,
    nt: (NtRange, NtRange),
    sources: SourceMap,
    paths: &[PathBuf],
) -> System {
    System {
        name: header.name.unwrap_or_else(|| default_name.to_string()),
        deck: header.deck,
        nt1: nt.0,
        nt2: nt.1,
        conventions: header.conventions,
        default_uses: header.uses,
        sections: Vec::new(),
        entries: Vec::new(),
        index: HashMap::new(),
        patterns: Vec::new(),
        alias_next: Vec::new(),
        uses_forcing: false,
        uses_partner: false,
        uses_against: false,
        section_needs: Vec::new(),
        similar: Vec::new(),
        forcing_tables: Vec::new(),
        sources,
        files_read: paths.iter().map(|p| p.display().to_string()).collect(),
        warnings: Vec::new(),
    }
}

/// Adds the merged sections, in order, each with its entries lowered.
pub(super) fn add_sections(sys: &mut System, keyed: Vec<Keyed>, blocks: &[Block], diags: &mut Diagnostics) {
    let mut next_group = 0u32;
    let conventions: HashMap<String, u16> =
        sys.conventions.iter().enumerate().map(|(i, c)| (c.clone(), i as u16)).collect();
    for k in keyed {
        add_section(sys, k, blocks, &conventions, &mut next_group, diags);
    }
}

/// Adds one section: its entries lowered in order (an entry with errors is left out), BONs
/// checked, percentage groups numbered from `next_group`.
fn add_section(
    sys: &mut System,
    keyed: Keyed,
    blocks: &[Block],
    conventions: &HashMap<String, u16>,
    next_group: &mut u32,
    diags: &mut Diagnostics,
) {
    let Keyed { key, text, span, members, alias, complete } = keyed;
    let section_id = sys.sections.len() as u32;
    let (tag, calls, pattern) = match key {
        SecKey::Exact(tag, calls) => (tag, calls, None),
        SecKey::Pattern(p) => (None, Vec::new(), Some(p)),
    };
    let mut sec = SecInfo::new(tag, &calls, &text, pattern.is_some());
    sec.layer = layer_of(pattern.as_deref());
    let mut ids = Vec::new();
    let mut order = Order::default();
    for (place, (bi, ei)) in members.iter().enumerate() {
        let block = &blocks[*bi];
        let entry = &block.section.entries[*ei];
        let id = sys.entries.len() as u32;
        let mut cx = EntryCx { diags: &mut *diags, binding: &block.binding, sys: &*sys, conventions, sec: &sec, entry };
        let Some(mut ir) = cx.lower(id, section_id, place) else { continue };
        order.place(entry, &mut ir, next_group, diags);
        ids.push(id);
        sys.entries.push(ir);
    }
    if pattern.is_some() {
        sys.patterns.push(section_id);
    } else {
        sys.index.entry(tag).or_default().insert(calls.clone().into_boxed_slice(), section_id);
    }
    sys.sections.push(SectionIr { calls, pattern, alias, tag, text, entries: ids, span, complete });
}

/// What depends on every section: alias cycles reported, the entries of the sections aliases
/// reach checked for legality when bidding, what the lookups must work out, the declared lists
/// of similar auctions, and each section's forcing table.
pub(super) fn finish(sys: &mut System, similar: Vec<SimilarDecl>, diags: &mut Diagnostics) {
    resolve_aliases(sys);
    check_aliases(sys, diags);
    check_legality_where_aliased(sys);
    note_lookup_needs(sys);
    add_similar(sys, similar, diags);
    sys.forcing_tables = (0..sys.sections.len() as u32).map(|sid| sys.forcing_table(sid)).collect();
}

/// Resolves each alias once: the sections its auction's lookup starts with (its exact section,
/// then the pattern sections that match it), for [`System::alias_next`]. Aliases to the same
/// auction share the work.
fn resolve_aliases(sys: &mut System) {
    if sys.sections.iter().all(|s| s.alias.is_none()) {
        sys.alias_next = Vec::new();
        return;
    }
    let mut by_auction: HashMap<(Option<SlamTag>, &[Call]), Vec<u32>> = HashMap::new();
    let mut next = Vec::with_capacity(sys.sections.len());
    for sec in &sys.sections {
        let Some((tag, calls)) = &sec.alias else {
            next.push(Vec::new());
            continue;
        };
        let ids = by_auction.entry((*tag, calls.as_slice())).or_insert_with(|| {
            let mut ids: Vec<u32> = sys.section_id(*tag, calls).into_iter().collect();
            let view = pattern::ViewCalls::of(calls);
            ids.extend(sys.patterns.iter().copied().filter(|&p| {
                pattern::matches_in(sys.sections[p as usize].pattern.as_deref().unwrap_or(&[]), *tag, calls, &view)
            }));
            ids
        });
        next.push(ids.clone());
    }
    sys.alias_next = next;
}

/// The sections an alias leads to are tried in another auction than their own: their entries'
/// calls are checked against the actual auction when bidding, as in pattern sections (in their
/// own auction a call of theirs is legal anyway). Every section an alias reaches, directly or
/// through other aliases, once.
fn check_legality_where_aliased(sys: &mut System) {
    let mut reached = vec![false; sys.sections.len()];
    let mut todo: Vec<u32> = sys.alias_next.iter().flatten().copied().collect();
    while let Some(sid) = todo.pop() {
        if std::mem::replace(&mut reached[sid as usize], true) {
            continue;
        }
        todo.extend(sys.alias_next.get(sid as usize).into_iter().flatten().copied());
    }
    for (sid, _) in reached.iter().enumerate().filter(|(_, r)| **r) {
        for &e in &sys.sections[sid].entries {
            sys.entries[e as usize].legal_check = true;
        }
    }
}

/// Whether any entry asks what the auction forces or what partner has shown, and which
/// sections have a live entry that asks what the auction forces.
fn note_lookup_needs(sys: &mut System) {
    let forcing = |c: &Cond| c.leaves().into_iter().any(|l| matches!(l, Leaf::Forced | Leaf::GameForce));
    sys.uses_forcing = sys.entries.iter().any(|e| forcing(&e.pre));
    sys.uses_partner = sys
        .entries
        .iter()
        .any(|e| [&e.pre, &e.hand_pre, &e.hand].into_iter().any(|c| c.leaves().into_iter().any(|l| l.reads_partner())));
    sys.uses_against =
        sys.entries.iter().any(|e| e.pre.leaves().into_iter().any(|l| matches!(l, Leaf::Against { .. })));
    sys.section_needs = sys
        .sections
        .iter()
        .map(|sec| {
            sec.entries
                .iter()
                .map(|&i| &sys.entries[i as usize])
                .any(|e| !e.disabled && [&e.pre, &e.hand_pre, &e.hand].into_iter().any(forcing))
        })
        .collect();
}

/// Declared similar auctions: each must be a section of the system.
fn add_similar(sys: &mut System, similar: Vec<SimilarDecl>, diags: &mut Diagnostics) {
    for d in similar {
        let mut ids = Vec::new();
        for a in &d.auctions {
            match sys.section_id(None, &a.value) {
                Some(id) => ids.push(id),
                None => diags
                    .push(Diagnostic::warning(a.span, "no section has this auction: it is left out of the comparison")),
            }
        }
        if ids.len() >= 2 {
            sys.similar.push((d.span, ids));
        }
    }
}

#[cfg(test)]
mod tests {
    use bidbase_runtime::Call;

    use super::super::testing::{diagnostics, system};

    #[test]
    fn sections_are_indexed_by_their_prior_bids_and_patterns_listed() {
        let sys = system("[1C-P]\n1H\n[... 1N-P]\nP\n[]\n1C\n");
        assert_eq!(sys.section_id(None, &[Call::parse("1C").unwrap(), Call::PASS]), Some(0));
        assert_eq!(sys.section_id(None, &[]), Some(2));
        assert_eq!(sys.patterns, [1]);
        assert_eq!(sys.sections[1].layer(), bidbase_runtime::rules::Layer::Pattern);
        assert_eq!(sys.entries[1].data.layer, bidbase_runtime::rules::Layer::Pattern);
        assert!(sys.entries[1].legal_check && !sys.entries[0].legal_check);
    }

    #[test]
    fn the_sections_an_alias_reaches_check_legality_when_bidding() {
        let sys = system("[1C-1H] as [1C-1S]\nP\n[1C-1S]\n1N\n[1C-1D]\n1N\n");
        let legal: Vec<bool> = sys.entries.iter().map(|e| e.legal_check).collect();
        assert_eq!(legal, [false, true, false]);
    }

    #[test]
    fn what_the_lookups_work_out_is_noted() {
        let sys = system("[1C-P]\n1H forced\n[1D-P]\n1H\n[1H-P]\n1S pct=0 gameforce\n");
        assert!(sys.uses_forcing && !sys.uses_partner);
        assert_eq!(sys.section_needs, [true, false, false]);
        assert!(system("[]\n1C ours.hcp=20+\n").uses_partner);
    }

    #[test]
    fn similar_lists_keep_the_auctions_the_system_has() {
        let text = "similar [1C-1H] [1D-1H] [1S-1N]\n[1C-1H]\nP\n[1D-1H]\nP\n";
        let sys = system(text);
        assert_eq!(sys.similar.len(), 1);
        assert_eq!(sys.similar[0].1, [0, 1]);
        assert_eq!(diagnostics(text)[0].message, "no section has this auction: it is left out of the comparison");
    }

    #[test]
    fn each_section_gets_its_forcing_table() {
        let sys = system("[1C-P]\n1H pos=Y asks=G\n1H asks=1\n1S\n[1D-P]\nP\n");
        assert_eq!(sys.forcing_tables.len(), 2);
        let (h, s) = (Call::parse("1H").unwrap().code(), Call::parse("1S").unwrap().code());
        let passed = sys.entries[0].position_cases();
        assert!(passed != u32::MAX && passed != 0);
        assert_eq!(sys.forcing_tables[0], [(h, 1, u32::MAX), (h, 2, passed), (s, 0, u32::MAX)]);
        assert_eq!(sys.forcing_tables[1], [(Call::PASS.code(), 0, u32::MAX)]);
    }
}
