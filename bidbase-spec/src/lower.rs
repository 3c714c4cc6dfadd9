//! From parsed files to a [`System`]: parametrized sections expanded, sections merged,
//! everything validated (with located errors, all of them collected), every form resolved,
//! and the seed's pairing rules turned into plain boolean conditions over runtime leaves.
//!
//! This module is where the DSL's meaning lives for both back ends: the interpreter walks
//! what it produces, and the code generator prints it.

use std::collections::{BTreeSet, HashMap};

use bidbase_runtime::rules::{Leaf, Measure, Range, Scoring, SuitRef, Use};
use bidbase_runtime::tables::code;
use bidbase_runtime::{
    shape, Auction, Call, Contract, CustomPoints, Deck, Doubled, GibQuality, GibStop, Hand, Seat, SlamTag, Stopper,
    Strain, Suit,
};

use crate::ast::*;
use crate::ir::*;
use crate::load::{load, Loaded, Loader};
use crate::print::{print_asks, print_call};
use crate::span::{Diagnostic, Diagnostics, SourceMap, Span, Spanned};

/// Loads, validates and lowers the system whose root file is `root`.
///
/// On failure, returns every error found (parse and validation), with the sources to render
/// them.
pub fn compile(root: &str, loader: &dyn Loader) -> Result<System, (SourceMap, Diagnostics)> {
    let (loaded, mut diags) = load(root, loader);
    let default_name = std::path::Path::new(root)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| root.to_string());
    let result = lower(loaded, &default_name, &mut diags);
    dedupe(&mut diags);
    // Source order, file by file (parse and validation errors interleaved).
    diags.list.sort_by_key(|d| (d.span.file, d.span.start));
    match result {
        Some(sys) if !diags.has_errors() => {
            let mut sys = sys;
            sys.warnings = diags.list;
            Ok(sys)
        }
        Some(sys) => Err((sys.sources, diags)),
        None => Err((SourceMap::default(), diags)),
    }
}

/// Merges diagnostics that the expansions of one parametrized section repeat: one message per
/// place, listing the expansions.
fn dedupe(diags: &mut Diagnostics) {
    let mut out: Vec<Diagnostic> = Vec::new();
    for d in diags.list.drain(..) {
        let same = out.iter_mut().find(|o| {
            o.severity == d.severity
                && o.message == d.message
                && (o.span.file, o.span.start, o.span.end) == (d.span.file, d.span.start, d.span.end)
        });
        match same {
            Some(o) => {
                for n in d.notes {
                    if let Some(expansion) = n.1.strip_prefix("in the expansion ") {
                        if let Some(existing) = o.notes.iter_mut().find(|(_, t)| t.starts_with("in the expansion")) {
                            // Expansions that differ only in their levels name the same suits once.
                            let listed = existing
                                .1
                                .strip_prefix("in the expansions ")
                                .or_else(|| existing.1.strip_prefix("in the expansion "))
                                .unwrap_or("");
                            if listed.split(", ").any(|e| e == expansion) {
                                continue;
                            }
                            existing.1 = format!(
                                "{}, {expansion}",
                                existing.1.replacen("in the expansion ", "in the expansions ", 1)
                            );
                            continue;
                        }
                    }
                    if !o.notes.contains(&n) {
                        o.notes.push(n);
                    }
                }
            }
            None => out.push(d),
        }
    }
    diags.list = out;
}

/// A suit variable binding of one expansion of a parametrized section.
type Binding = Vec<(char, Suit)>;

/// A level variable binding.
type Levels = Vec<(char, u8)>;

struct Block {
    section: Section,
    binding: Binding,
    levels: Levels,
    /// Jump requirements on header elements (index, jump or not), from `jump(n)`/`nonjump(n)`.
    jumps: Vec<(usize, bool)>,
}

/// What identifies a section: its exact Prior Bids, or its pattern.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum SecKey {
    Exact(Option<SlamTag>, Vec<Call>),
    Pattern(Vec<bidbase_runtime::rules::pattern::Elem>),
}

/// Lowers loaded files. Errors go to `diags`; the system is returned whenever it could be built
/// (possibly with errors, so they can be rendered against its sources).
pub fn lower(loaded: Loaded, default_name: &str, diags: &mut Diagnostics) -> Option<System> {
    let Loaded { sources, items, paths, .. } = loaded;
    let mut name = None;
    let mut deck = Deck::Standard;
    let mut conventions: Vec<String> = Vec::new();
    let mut uses: Vec<Use> = Vec::new();
    let mut declared: HashMap<String, (Span, Option<UseCode>)> = HashMap::new();
    let mut blocks: Vec<Block> = Vec::new();
    let mut sections: Vec<Section> = Vec::new();
    let mut shared: HashMap<String, Section> = HashMap::new();
    let mut similar: Vec<SimilarDecl> = Vec::new();

    for (_, item) in items {
        match item {
            Item::System(s) => {
                if name.is_some() {
                    diags.push(Diagnostic::error(s.name.span, "a second system header: a system has one name"));
                }
                name = Some(s.name.value.clone());
                if let Some(d) = s.deck {
                    deck = d.value;
                }
            }
            Item::Include(_) => {}
            Item::Similar(d) => similar.push(d),
            Item::Convention(c) => {
                let path = normalize_path(&c.path.value);
                if path.is_empty() {
                    diags.push(Diagnostic::error(c.path.span, "empty convention name"));
                    continue;
                }
                let code = c.code.as_ref().map(|s| s.value);
                if let Some((prev, prev_code)) = declared.get(&path) {
                    if *prev_code != code {
                        diags.push(
                            Diagnostic::error(
                                c.span,
                                format!("convention '{path}' declared twice with different codes"),
                            )
                            .note(Some(*prev), "first declared here"),
                        );
                    }
                    continue;
                }
                declared.insert(path.clone(), (c.span, code));
                let parts: Vec<&str> = path.split(": ").collect();
                for k in 1..=parts.len() {
                    let prefix = parts[..k].join(": ");
                    let u = if k == parts.len() { code.map(to_use).unwrap_or(Use::Both) } else { Use::Both };
                    match conventions.iter().position(|p| *p == prefix) {
                        Some(i) if k == parts.len() => uses[i] = u,
                        Some(_) => {}
                        None => {
                            conventions.push(prefix);
                            uses.push(u);
                        }
                    }
                }
            }
            Item::Section(s) => match &s.block {
                Some(name) => {
                    if let Some(prev) = shared.get(&name.value) {
                        diags.push(
                            Diagnostic::error(name.span, format!("block \"{}\" defined twice", name.value))
                                .note(prev.block.as_ref().map(|b| b.span), "first defined here"),
                        );
                    } else {
                        shared.insert(name.value.clone(), s);
                    }
                }
                None => sections.push(s),
            },
        }
    }
    if deck == Deck::Bidittle {
        no_redouble_in_headers(&sections, diags);
    }
    let mut used: BTreeSet<String> = BTreeSet::new();
    for mut s in sections {
        splice_uses(&mut s, &shared, &mut Vec::new(), &mut used, diags);
        expand(s, &mut blocks, diags);
    }
    for (name, b) in &shared {
        let mut inner = b.clone();
        splice_uses(&mut inner, &shared, &mut vec![name.clone()], &mut used, diags);
    }
    for (name, b) in &shared {
        if !used.contains(name) {
            diags.push(Diagnostic::warning(
                b.block.as_ref().map(|n| n.span).unwrap_or(b.span),
                format!("block \"{name}\" is not used by any section"),
            ));
        }
    }

    // Merge blocks by Prior Bids (or pattern), in reading order.
    let mut keyed: Vec<Keyed> = Vec::new();
    let mut key_index: HashMap<SecKey, usize> = HashMap::new();
    for (bi, b) in blocks.iter().enumerate() {
        let Some(key) = section_key(b, diags) else {
            continue;
        };
        let alias = match &b.section.alias {
            Some(a) => match alias_key(a, &b.binding, &b.levels, diags) {
                Some(k) => Some(k),
                None => continue,
            },
            None => None,
        };
        let slot = match key_index.get(&key) {
            Some(&i) => {
                if keyed[i].alias != alias {
                    let d = Diagnostic::error(
                        b.section.alias.as_ref().map(|a| a.span).unwrap_or(b.section.span),
                        "this section's Prior Bids are written elsewhere with a different alias ('as [...]'): give them one",
                    )
                    .note(Some(keyed[i].span), "the other block");
                    diags.push(with_binding(d, &b.binding));
                }
                i
            }
            None => {
                let text = match &key {
                    SecKey::Exact(tag, calls) => prior_text(*tag, calls),
                    SecKey::Pattern(p) => bidbase_runtime::rules::pattern::Display(p).to_string(),
                };
                keyed.push(Keyed { key: key.clone(), text, span: b.section.span, members: Vec::new(), alias });
                key_index.insert(key, keyed.len() - 1);
                keyed.len() - 1
            }
        };
        for ei in 0..b.section.entries.len() {
            keyed[slot].members.push((bi, ei));
        }
    }

    let nt = nt_ranges(&keyed, &blocks, diags);
    let mut sys = System {
        name: name.unwrap_or_else(|| default_name.to_string()),
        deck,
        nt1: nt.0,
        nt2: nt.1,
        conventions,
        default_uses: uses,
        sections: Vec::new(),
        entries: Vec::new(),
        index: HashMap::new(),
        patterns: Vec::new(),
        uses_forcing: false,
        uses_partner: false,
        section_needs: Vec::new(),
        similar: Vec::new(),
        sources,
        files_read: paths.iter().map(|p| p.display().to_string()).collect(),
        warnings: Vec::new(),
    };

    let mut next_group = 0u32;
    for Keyed { key, text, span, members, alias } in keyed {
        let section_id = sys.sections.len() as u32;
        let (tag, calls, pattern) = match key {
            SecKey::Exact(tag, calls) => (tag, calls, None),
            SecKey::Pattern(p) => (None, Vec::new(), Some(p)),
        };
        let mut sec = SecInfo::new(tag, &calls, &text, pattern.is_some());
        sec.layer = match &pattern {
            None => Layer::Exact,
            Some(p) if p.as_slice() == [bidbase_runtime::rules::pattern::Elem::ANY_RUN] => Layer::General,
            Some(_) => Layer::Pattern,
        };
        let mut ids = Vec::new();
        let mut prev_bon: Option<(String, Span)> = None;
        let mut group: Option<(u32, u32)> = None; // group id, cumulative percentage
        let mut prev_member_bon: Option<String> = None;
        let mut seen_bons: HashMap<String, Span> = HashMap::new();
        for (place, (bi, ei)) in members.iter().enumerate() {
            let block = &blocks[*bi];
            let entry = &block.section.entries[*ei];
            let id = sys.entries.len() as u32;
            let mut cx = EntryCx { diags: &mut *diags, binding: &block.binding, sys: &sys, sec: &sec, entry };
            let lowered = cx.lower(id, section_id, place);
            let Some(mut ir) = lowered else { continue };

            // Bid Order Numbers: ascending in file order; equal only among the adjacent members
            // of a percentage group (a switched-off alternative, `pct=x50` or `pct=0`, is still
            // a member of its group).
            let percent = percent_of(entry);
            let member = percent.is_some()
                || entry.fields.pct.as_ref().is_some_and(|p| {
                    p.value.iter().any(|c| matches!(c, PctCode::Off | PctCode::Percent { disabled: true, .. }))
                });
            let bon = entry.fields.bon.as_ref();
            let continues = member && bon.is_some() && prev_member_bon.as_deref() == bon.map(|b| b.value.as_str());
            if let Some(b) = bon {
                if let Some((pb, pspan)) = &prev_bon {
                    if bon_less(&b.value, pb) {
                        diags.push(
                            Diagnostic::error(
                                b.span,
                                format!(
                                    "BON {} comes after BON {pb}: entries are tried in file order, so BONs must ascend",
                                    b.value
                                ),
                            )
                            .note(Some(*pspan), "the entry above"),
                        );
                    }
                }
                if !continues {
                    if let Some(first) = seen_bons.get(&b.value) {
                        diags.push(
                            Diagnostic::error(b.span, format!("duplicate BON {}", b.value)).note(
                                Some(*first),
                                "also used here; only adjacent percentage alternatives share a BON",
                            ),
                        );
                    }
                }
                seen_bons.entry(b.value.clone()).or_insert(b.span);
                prev_bon = Some((b.value.clone(), b.span));
            }
            if let Some(p) = percent {
                if !continues || group.is_none() {
                    group = Some((next_group, 0));
                    next_group += 1;
                }
                if let Some((gid, cum)) = &mut group {
                    let lo = *cum + 1;
                    *cum += p as u32;
                    if *cum > 100 {
                        diags.push(Diagnostic::error(
                            entry.fields.pct.as_ref().map(|s| s.span).unwrap_or(entry.span),
                            format!(
                                "the percentages of BON {} add up to {}, more than 100",
                                bon.map(|b| b.value.as_str()).unwrap_or("?"),
                                cum
                            ),
                        ));
                    }
                    ir.pct = Some((*gid, lo.min(100) as u8, (*cum).min(100) as u8));
                }
                if bon.is_none() {
                    // A percentage entry without a BON is a group of its own.
                    group = None;
                }
            } else if !continues {
                group = None;
            }
            prev_member_bon = if member { bon.map(|b| b.value.clone()) } else { None };
            if let Some((g, lo, hi)) = ir.pct {
                ir.pre = Cond::and(vec![ir.pre, Cond::Leaf(Leaf::Pct { group: g, lo, hi })]);
            }
            ids.push(id);
            sys.entries.push(ir);
        }
        if pattern.is_some() {
            sys.patterns.push(section_id);
        } else {
            sys.index.entry(tag).or_default().insert(calls.clone().into_boxed_slice(), section_id);
        }
        sys.sections.push(SectionIr { calls, pattern, alias, tag, text, entries: ids, span });
    }
    check_aliases(&sys, diags);
    // The sections an alias leads to are tried in another auction than their own: their
    // entries' calls are checked against the actual auction when bidding, as in pattern
    // sections (in their own auction a call of theirs is legal anyway).
    let mut reached: Vec<u32> = Vec::new();
    for (id, sec) in sys.sections.iter().enumerate() {
        if sec.alias.is_some() {
            reached.extend(sys.with_alias(id as u32).into_iter().skip(1));
        }
    }
    for sid in reached {
        for &e in &sys.sections[sid as usize].entries {
            sys.entries[e as usize].legal_check = true;
        }
    }
    sys.uses_forcing =
        sys.entries.iter().any(|e| e.pre.leaves().into_iter().any(|l| matches!(l, Leaf::Forced | Leaf::GameForce)));
    sys.uses_partner = sys
        .entries
        .iter()
        .any(|e| [&e.pre, &e.hand_pre, &e.hand].into_iter().any(|c| c.leaves().into_iter().any(|l| l.reads_partner())));
    sys.section_needs = sys
        .sections
        .iter()
        .map(|sec| {
            sec.entries.iter().map(|&i| &sys.entries[i as usize]).any(|e| {
                !e.disabled
                    && [&e.pre, &e.hand_pre, &e.hand]
                        .into_iter()
                        .any(|c| c.leaves().into_iter().any(|l| matches!(l, Leaf::Forced | Leaf::GameForce)))
            })
        })
        .collect();
    // Declared similar auctions: each must be a section of the system.
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
    Some(sys)
}

/// Reports alias cycles: a section whose alias leads back to it.
fn check_aliases(sys: &System, diags: &mut Diagnostics) {
    fn follow(sys: &System, id: u32, stack: &mut Vec<u32>, bad: &mut BTreeSet<u32>) {
        let Some((tag, calls)) = &sys.sections[id as usize].alias else {
            return;
        };
        if stack.contains(&id) {
            bad.insert(stack[0]);
            return;
        }
        if stack.len() > crate::ir::MAX_ALIAS_DEPTH {
            bad.insert(stack[0]);
            return;
        }
        stack.push(id);
        let mut next = Vec::new();
        if let Some(e) = sys.section_id(*tag, calls) {
            next.push(e);
        }
        for &p in &sys.patterns {
            let pat = sys.sections[p as usize].pattern.as_deref().unwrap_or(&[]);
            if bidbase_runtime::rules::pattern::matches(pat, *tag, calls) {
                next.push(p);
            }
        }
        for n in next {
            follow(sys, n, stack, bad);
        }
        stack.pop();
    }
    let mut bad = BTreeSet::new();
    for (id, s) in sys.sections.iter().enumerate() {
        if s.alias.is_some() {
            follow(sys, id as u32, &mut Vec::new(), &mut bad);
        }
    }
    for id in bad {
        let s = &sys.sections[id as usize];
        diags.push(Diagnostic::error(
            s.span,
            format!("the alias of [{}] leads back to it: aliases must not form a cycle", s.text),
        ));
    }
}

/// BIDittle has no redouble: a header with one names an auction that cannot happen.
fn no_redouble_in_headers(sections: &[Section], diags: &mut Diagnostics) {
    let redouble = |c: &CallTerm| matches!(c, CallTerm::Call { kind: CallShape::Redouble, .. });
    for s in sections {
        let mut spans: Vec<Span> = s.prior.iter().filter(|c| redouble(&c.value)).map(|c| c.span).collect();
        if let Some(p) = &s.pattern {
            for e in p {
                if e.value.alts.iter().any(|a| matches!(a, PatAtom::Call(c) if redouble(c))) {
                    spans.push(e.span);
                }
            }
        }
        for span in spans {
            diags.push(Diagnostic::error(
                span,
                "BIDittle has no redouble (system deck=bidittle): no auction of this system contains one",
            ));
        }
    }
}

/// Inserts the entries of the blocks a section uses (`use "Name"`), recursively.
fn splice_uses(
    s: &mut Section,
    shared: &HashMap<String, Section>,
    stack: &mut Vec<String>,
    used: &mut BTreeSet<String>,
    diags: &mut Diagnostics,
) {
    if s.uses.is_empty() {
        return;
    }
    let uses = std::mem::take(&mut s.uses);
    let old = std::mem::take(&mut s.entries);
    let mut out = Vec::new();
    let mut uses_iter = uses.into_iter().peekable();
    let mut push_uses = |upto: usize, out: &mut Vec<Entry>, diags: &mut Diagnostics, stack: &mut Vec<String>| {
        while let Some((_, name)) = uses_iter.next_if(|(at, _)| *at <= upto) {
            used.insert(name.value.clone());
            if stack.contains(&name.value) {
                diags.push(Diagnostic::error(
                    name.span,
                    format!(
                        "block \"{}\" uses itself (through {}): uses must not form a cycle",
                        name.value,
                        stack.join(" -> ")
                    ),
                ));
                continue;
            }
            match shared.get(&name.value) {
                Some(b) => {
                    let mut b = b.clone();
                    stack.push(name.value.clone());
                    splice_uses(&mut b, shared, stack, &mut BTreeSet::new(), diags);
                    stack.pop();
                    out.extend(b.entries);
                }
                None => diags.push(Diagnostic::error(
                    name.span,
                    format!(
                        "unknown block \"{}\": define it with  block \"{}\"  and its entries",
                        name.value, name.value
                    ),
                )),
            }
        }
    };
    for (i, e) in old.into_iter().enumerate() {
        push_uses(i, &mut out, diags, stack);
        out.push(e);
    }
    push_uses(usize::MAX, &mut out, diags, stack);
    s.entries = out;
}

fn percent_of(e: &Entry) -> Option<u8> {
    e.fields.pct.as_ref().and_then(|p| {
        p.value.iter().find_map(|c| match c {
            PctCode::Percent { value, disabled: false } => Some(*value),
            _ => None,
        })
    })
}

/// BidBase orders BONs as text ("1B2300" < "942000"); two all-digit BONs compare as numbers.
fn bon_less(a: &str, b: &str) -> bool {
    match (a.parse::<u64>(), b.parse::<u64>()) {
        (Ok(x), Ok(y)) => x < y,
        _ => a < b,
    }
}

fn to_use(c: UseCode) -> Use {
    match c {
        UseCode::On => Use::Both,
        UseCode::Off => Use::Neither,
        UseCode::We => Use::We,
        UseCode::They => Use::They,
    }
}

/// `"2C Strong:2D  Waiting"` → `"2C Strong: 2D Waiting"`.
pub fn normalize_path(p: &str) -> String {
    p.split(':')
        .map(|part| part.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(": ")
}

fn prior_text(tag: Option<SlamTag>, calls: &[Call]) -> String {
    bidbase_runtime::call::prior_bids_text(tag, calls)
}

// ---------------------------------------------------------------------------------------
// Parametrized sections

fn expand(s: Section, blocks: &mut Vec<Block>, diags: &mut Diagnostics) {
    // A suit written twice in one entry is a slip (BidBase has one field per suit). Through a
    // variable it is not: `{a}=0 S=x H=x D=x C=x` says "void in a, and the x suit is another";
    // the expansion with a = S then has two spade fields, and both must hold.
    for e in &s.entries {
        let mut seen: Vec<SuitTerm> = Vec::new();
        for f in &e.fields.suits {
            if seen.contains(&f.value.suit) {
                diags.push(Diagnostic::error(f.span, "suit given twice in one entry"));
            }
            seen.push(f.value.suit);
        }
    }
    let mut vars = BTreeSet::new();
    collect_section_vars(&s, &mut vars);
    let mut level_vars = BTreeSet::new();
    collect_level_vars(&s, &mut level_vars);
    if vars.is_empty() {
        if !s.constraints.is_empty() {
            diags.push(Diagnostic::error(
                s.constraints[0].span,
                "a 'where' clause needs suit or level variables such as {a} or {n} in the section header",
            ));
        }
        blocks.push(Block { section: s, binding: Vec::new(), levels: Vec::new(), jumps: Vec::new() });
        return;
    }
    // A parametrized section is parametrized by its header: every variable must appear there.
    let mut bound = BTreeSet::new();
    for c in header_calls(&s) {
        call_vars(&c, &mut bound);
    }
    let unbound: Vec<char> = vars.difference(&bound).copied().collect();
    if !unbound.is_empty() {
        let names = unbound.iter().map(|v| format!("{{{v}}}")).collect::<Vec<_>>().join(", ");
        diags.push(Diagnostic::error(
            s.span,
            format!("suit variable {names} is not bound by the section's Prior Bids: variables range over the suits of the header, e.g. [1{{a}}-P]"),
        ));
        return;
    }
    let suit_vars: Vec<char> = vars.iter().copied().filter(|v| !level_vars.contains(v)).collect();
    let level_vars: Vec<char> = level_vars.into_iter().collect();
    for v in &level_vars {
        if suit_used_as_suit(&s, *v) {
            diags.push(Diagnostic::error(s.span, format!("{{{v}}} is used both as a level and as a suit")));
            return;
        }
    }
    if suit_vars.len() > 6 {
        diags.push(Diagnostic::error(s.span, "a parametrized section may use at most 6 suit variables"));
        return;
    }
    if level_vars.len() > 3 {
        diags.push(Diagnostic::error(s.span, "a parametrized section may use at most 3 level variables"));
        return;
    }
    let n = suit_vars.len() as u32;
    let m = level_vars.len() as u32;
    // Which header element each jump constraint applies to: the one bidding at its level.
    let header: Vec<Vec<CallTerm>> = match &s.pattern {
        Some(p) => p
            .iter()
            .map(|e| {
                e.value.alts.iter().filter_map(|a| if let PatAtom::Call(c) = a { Some(*c) } else { None }).collect()
            })
            .collect(),
        None => s.prior.iter().map(|c| vec![c.value]).collect(),
    };
    let mut jumps = Vec::new();
    for c in &s.constraints {
        if let Constraint::Jump { var, jump } = c.value {
            let at = header.iter().position(|alts| {
                alts.iter().any(|a| matches!(a, CallTerm::Call { kind: CallShape::LevelVar(v, _, _), .. } if *v == var))
            });
            match at {
                Some(i) => jumps.push((i, jump)),
                None => diags.push(Diagnostic::error(
                    c.span,
                    format!("jump({var}) needs a bid at level {{{var}}} in the header, such as {{{var}}}{{a}}"),
                )),
            }
        }
    }
    let mut count = 0;
    for code in 0..4usize.pow(n) {
        let binding: Binding =
            suit_vars.iter().enumerate().map(|(i, v)| (*v, Suit::from_index((code >> (2 * i)) & 3))).collect();
        for lcode in 0..7usize.pow(m) {
            let levels: Levels = level_vars
                .iter()
                .enumerate()
                .map(|(i, v)| (*v, (lcode / 7usize.pow(i as u32) % 7) as u8 + 1))
                .collect();
            let get = |v: char| binding.iter().find(|(b, _)| *b == v).map(|(_, s)| *s);
            let lev = |v: char| levels.iter().find(|(b, _)| *b == v).map(|(_, l)| *l as i32);
            let ok = s.constraints.iter().all(|c| match &c.value {
                Constraint::In { var, suits } => get(*var).is_some_and(|s| suits.contains(&s)),
                Constraint::Order { a, rel, b } => match (get(*a), get(*b), lev(*a), lev(*b)) {
                    (Some(x), Some(y), _, _) => relate(*rel, x, y),
                    (_, _, Some(x), Some(y)) => relate(*rel, x, y),
                    _ => false,
                },
                Constraint::Level { var, cmp, rhs } => {
                    let r = match rhs {
                        LevelRhs::Level(l) => Some(*l as i32),
                        LevelRhs::Var(v, d) => lev(*v).map(|x| x + *d as i32),
                    };
                    match (lev(*var), r) {
                        (Some(a), Some(b)) => cmp.test(a, b),
                        _ => false,
                    }
                }
                Constraint::LevelIn { var, levels } => lev(*var).is_some_and(|l| levels.contains(&(l as u8))),
                Constraint::Jump { var, .. } => lev(*var).is_some(),
            });
            if !ok {
                continue;
            }
            count += 1;
            let mut section = s.clone();
            subst_section(&mut section, &binding, &levels);
            blocks.push(Block { section, binding: binding.clone(), levels, jumps: jumps.clone() });
        }
    }
    if count == 0 {
        diags.push(Diagnostic::warning(
            s.span,
            "this parametrized section expands to no section: no suits or levels meet its constraints",
        ));
    }
}

/// Whether `x rel y` holds, for suits (by rank) and for levels.
fn relate<T: Ord>(rel: Relation, x: T, y: T) -> bool {
    match rel {
        Relation::Lt => x < y,
        Relation::Gt => x > y,
        Relation::Eq => x == y,
        Relation::Ne => x != y,
    }
}

/// Every call term of a header: the Prior Bids, the pattern's calls and the alias.
fn header_calls(s: &Section) -> Vec<CallTerm> {
    let mut out: Vec<CallTerm> = s.prior.iter().map(|c| c.value).collect();
    if let Some(p) = &s.pattern {
        for e in p {
            for a in &e.value.alts {
                if let PatAtom::Call(c) = a {
                    out.push(*c);
                }
            }
        }
    }
    out
}

fn collect_level_vars(s: &Section, vars: &mut BTreeSet<char>) {
    let mut calls = header_calls(s);
    calls.extend(s.entries.iter().map(|e| e.call.value));
    if let Some(a) = &s.alias {
        calls.extend(a.value.iter().map(|c| c.value));
    }
    for c in calls {
        if let CallTerm::Call { kind: CallShape::LevelVar(v, _, _), .. } | CallTerm::XVar { var: v, .. } = c {
            vars.insert(v);
        }
    }
    for c in &s.constraints {
        match &c.value {
            Constraint::Level { var, rhs, .. } => {
                vars.insert(*var);
                if let LevelRhs::Var(v, _) = rhs {
                    vars.insert(*v);
                }
            }
            Constraint::LevelIn { var, .. } | Constraint::Jump { var, .. } => {
                vars.insert(*var);
            }
            _ => {}
        }
    }
}

/// Whether variable `v` stands for a suit somewhere in the section's calls.
fn suit_used_as_suit(s: &Section, v: char) -> bool {
    let mut calls = header_calls(s);
    calls.extend(s.entries.iter().map(|e| e.call.value));
    calls.iter().any(|c| match c {
        CallTerm::Call { kind: CallShape::Bid(_, StrainTerm::Suit(SuitTerm::Var(x))), .. }
        | CallTerm::Call { kind: CallShape::LevelVar(_, _, StrainTerm::Suit(SuitTerm::Var(x))), .. } => *x == v,
        _ => false,
    })
}

fn binding_text(b: &Binding) -> String {
    b.iter().map(|(v, s)| format!("{v}={}", s.letter())).collect::<Vec<_>>().join(" ")
}

fn collect_section_vars(s: &Section, vars: &mut BTreeSet<char>) {
    for c in header_calls(s) {
        call_vars(&c, vars);
    }
    if let Some(a) = &s.alias {
        for c in &a.value {
            call_vars(&c.value, vars);
        }
    }
    for c in &s.constraints {
        match &c.value {
            Constraint::Order { a, b, .. } => {
                vars.insert(*a);
                vars.insert(*b);
            }
            Constraint::In { var, .. }
            | Constraint::LevelIn { var, .. }
            | Constraint::Jump { var, .. }
            | Constraint::Level { var, rhs: LevelRhs::Level(_), .. } => {
                vars.insert(*var);
            }
            Constraint::Level { var, rhs: LevelRhs::Var(v, _), .. } => {
                vars.insert(*var);
                vars.insert(*v);
            }
        }
    }
    for e in &s.entries {
        call_vars(&e.call.value, vars);
        let f = &e.fields;
        let mut st = |t: &SuitTerm| {
            if let SuitTerm::Var(v) = t {
                vars.insert(*v);
            }
        };
        if let Some(d) = &f.dummy {
            st(&d.value.trump);
        }
        for s in &f.suits {
            st(&s.value.suit);
            for n in &s.value.num {
                if let NumAlt::Rel { other: RelTarget::Suit(t), .. } = n {
                    st(t);
                }
            }
        }
        for c in &f.combos {
            c.value.suits.iter().for_each(&mut st);
        }
        for g in &f.gib {
            st(&g.value.suit);
        }
        for v in &f.sides {
            if let Some(t) = v.value.clone().suit_mut() {
                st(t);
            }
        }
        for v in &f.show {
            if let Some(t) = v.value.clone().suit_mut() {
                st(t);
            }
        }
        if let Some(b) = &f.best {
            if let StrainTerm::Suit(t) = &b.value.strain {
                st(t);
            }
        }
        for t in [&e.name, &f.text, &f.shows, &f.note].into_iter().flatten() {
            text_vars(&t.value, vars);
        }
    }
}

fn text_vars(t: &str, vars: &mut BTreeSet<char>) {
    let b = t.as_bytes();
    for i in 0..b.len().saturating_sub(2) {
        if b[i] == b'{' && b[i + 2] == b'}' && b[i + 1].is_ascii_lowercase() && b[i + 1] != b'x' {
            vars.insert(b[i + 1] as char);
        }
    }
}

fn call_vars(c: &CallTerm, vars: &mut BTreeSet<char>) {
    if let CallTerm::XVar { var, .. } = c {
        vars.insert(*var);
    }
    if let CallTerm::Call { kind, tag } = c {
        match kind {
            CallShape::Bid(_, StrainTerm::Suit(SuitTerm::Var(v))) => {
                vars.insert(*v);
            }
            CallShape::LevelVar(l, _, strain) => {
                vars.insert(*l);
                if let StrainTerm::Suit(SuitTerm::Var(v)) = strain {
                    vars.insert(*v);
                }
            }
            _ => {}
        }
        if let Some(t) = tag {
            let mut d = |d: &DigitTerm| {
                if let DigitTerm::Var(v) = d {
                    vars.insert(*v);
                }
            };
            match t {
                TagTerm::Ask(a, b) => {
                    d(a);
                    d(b);
                }
                TagTerm::Cue(a) | TagTerm::Gsf(a) => d(a),
            }
        }
    }
}

fn subst_suit(t: &mut SuitTerm, b: &Binding) {
    if let SuitTerm::Var(v) = *t {
        if let Some((_, s)) = b.iter().find(|(x, _)| *x == v) {
            *t = SuitTerm::Suit(*s);
        }
    }
}

/// Substitutes the variables of a call; false when a level variable plus its offset leaves the
/// levels 1 to 7 (`{n+2}S` with n = 6: there is no such bid in this expansion).
fn subst_call(c: &mut CallTerm, b: &Binding, levels: &Levels) -> bool {
    let level_of = |v: char, d: i8| levels.iter().find(|(x, _)| *x == v).map(|(_, l)| *l as i32 + d as i32);
    if let CallTerm::XVar { var, offset } = *c {
        match level_of(var, offset) {
            Some(l @ 1..=7) => *c = CallTerm::X { level: l as u8 },
            Some(_) => return false,
            None => {}
        }
    }
    if let CallTerm::Call { kind, tag } = c {
        if let CallShape::LevelVar(v, d, strain) = *kind {
            match level_of(v, d) {
                Some(l @ 1..=7) => *kind = CallShape::Bid(l as u8, strain),
                Some(_) => return false,
                None => {}
            }
        }
        if let CallShape::Bid(_, StrainTerm::Suit(t)) | CallShape::LevelVar(_, _, StrainTerm::Suit(t)) = kind {
            subst_suit(t, b);
        }
        if let Some(t) = tag {
            let d = |d: &mut DigitTerm| {
                if let DigitTerm::Var(v) = *d {
                    if let Some((_, s)) = b.iter().find(|(x, _)| *x == v) {
                        *d = DigitTerm::Digit(s.bidbase_number());
                    }
                }
            };
            match t {
                TagTerm::Ask(x, y) => {
                    d(x);
                    d(y);
                }
                TagTerm::Cue(x) | TagTerm::Gsf(x) => d(x),
            }
        }
    }
    true
}

fn subst_text(t: &mut String, b: &Binding) {
    for (v, s) in b {
        *t = t.replace(&format!("{{{v}}}"), &s.letter().to_string());
    }
}

fn subst_section(s: &mut Section, b: &Binding, levels: &Levels) {
    // Header calls carry no offsets, so they always stay within the levels.
    for c in &mut s.prior {
        subst_call(&mut c.value, b, levels);
    }
    if let Some(p) = &mut s.pattern {
        for e in p {
            for a in &mut e.value.alts {
                if let PatAtom::Call(c) = a {
                    subst_call(c, b, levels);
                }
            }
        }
    }
    if let Some(a) = &mut s.alias {
        for c in &mut a.value {
            subst_call(&mut c.value, b, levels);
        }
    }
    // An entry whose level plus offset is not a level has no call in this expansion.
    s.entries.retain_mut(|e| subst_call(&mut e.call.value, b, levels));
    for e in &mut s.entries {
        if let Some(n) = &mut e.name {
            subst_text(&mut n.value, b);
        }
        let f = &mut e.fields;
        for t in [&mut f.text, &mut f.shows, &mut f.note].into_iter().flatten() {
            subst_text(&mut t.value, b);
        }
        if let Some(d) = &mut f.dummy {
            subst_suit(&mut d.value.trump, b);
        }
        for s in &mut f.suits {
            subst_suit(&mut s.value.suit, b);
            for n in &mut s.value.num {
                if let NumAlt::Rel { other: RelTarget::Suit(t), .. } = n {
                    subst_suit(t, b);
                }
            }
        }
        for c in &mut f.combos {
            c.value.suits.iter_mut().for_each(|t| subst_suit(t, b));
        }
        for g in &mut f.gib {
            subst_suit(&mut g.value.suit, b);
        }
        for v in &mut f.sides {
            if let Some(t) = v.value.suit_mut() {
                subst_suit(t, b);
            }
        }
        for v in &mut f.show {
            if let Some(t) = v.value.suit_mut() {
                subst_suit(t, b);
            }
        }
        if let Some(best) = &mut f.best {
            if let StrainTerm::Suit(t) = &mut best.value.strain {
                subst_suit(t, b);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Sections

fn section_key(b: &Block, diags: &mut Diagnostics) -> Option<SecKey> {
    let s = &b.section;
    let binding = &b.binding;
    // Expansions of a section with level variables that make an illegal auction are left out:
    // the variables range over every level.
    let quiet = !b.levels.is_empty();
    if let Some(p) = &s.pattern {
        return pattern_key(p, b, diags).map(SecKey::Pattern);
    }
    let mut calls = Vec::new();
    let mut tag = None;
    let mut ok = true;
    for (i, c) in s.prior.iter().enumerate() {
        match c.value.concrete() {
            Some((call, t)) => {
                if i == 0 && call.is_pass() {
                    diags.push(Diagnostic::error(
                        c.span,
                        "Prior Bids start with the first call other than pass: leave leading passes out",
                    ));
                    ok = false;
                }
                if let Some(t) = t {
                    if let SlamTag::Cue { trump: 0 } | SlamTag::GrandSlamForce { trump: 0 } = t {
                        diags.push(Diagnostic::error(
                            c.span,
                            "a cue bid (@Q) or grand slam force (@G) needs a trump suit number 1-5",
                        ));
                        ok = false;
                    }
                    if i != 0 {
                        diags.push(Diagnostic::error(
                            c.span,
                            "an '@' call starts the Prior Bids of a slam section: write [4N@40-P], not the calls before it",
                        ));
                        ok = false;
                    } else if !call.is_bid() {
                        diags.push(Diagnostic::error(c.span, "only a bid can carry an '@' annotation"));
                        ok = false;
                    }
                    tag = Some(t);
                }
                calls.push(call);
            }
            None => {
                let msg = match c.value {
                    CallTerm::X { .. } => "an x bid cannot be part of the Prior Bids".to_string(),
                    _ => format!("'{}' is not a valid call here", print_call(&c.value)),
                };
                diags.push(with_binding(Diagnostic::error(c.span, msg), binding));
                ok = false;
            }
        }
    }
    if ok {
        let mut a = Auction::new(Seat::North);
        for (i, call) in calls.iter().enumerate() {
            if let Err(e) = a.push(*call) {
                if quiet {
                    return None;
                }
                diags.push(with_binding(
                    Diagnostic::error(
                        s.prior[i].span,
                        format!("{} is illegal after {}: {e}", call, prior_text(tag, &calls[..i])),
                    ),
                    binding,
                ));
                return None;
            }
        }
        if a.is_over() {
            if quiet {
                return None;
            }
            diags.push(with_binding(
                Diagnostic::error(s.span, "the auction of these Prior Bids has ended: no one bids after it"),
                binding,
            ));
            return None;
        }
        for &(i, jump) in &b.jumps {
            if bidbase_runtime::rules::pattern::is_jump(&calls, i) != Some(jump) {
                return None;
            }
        }
    }
    ok.then_some(SecKey::Exact(tag, calls))
}

/// The runtime pattern of a pattern header.
fn pattern_key(
    p: &[Spanned<PatElem>],
    b: &Block,
    diags: &mut Diagnostics,
) -> Option<Vec<bidbase_runtime::rules::pattern::Elem>> {
    use bidbase_runtime::rules::pattern::{CallSet, Elem, Jump};
    let mut out = Vec::new();
    let mut ok = true;
    for (i, e) in p.iter().enumerate() {
        let mut set = CallSet::default();
        let mut tag = None;
        for a in &e.value.alts {
            match a {
                PatAtom::Any => set = set.union(CallSet::ALL),
                PatAtom::Class { level, kind } => {
                    let strains = match kind {
                        BidClass::Bid => 0b11111,
                        BidClass::Suit => 0b01111,
                        BidClass::Nt => 0b10000,
                    };
                    set = set.union(CallSet::bids(*level, strains));
                }
                PatAtom::Call(c) => match c.concrete() {
                    Some((call, t)) => {
                        set = set.union(CallSet::one(call));
                        if let Some(t) = t {
                            if e.value.alts.len() > 1 || e.value.run {
                                diags.push(with_binding(
                                    Diagnostic::error(e.span, "an '@' call must stand alone in a pattern element"),
                                    &b.binding,
                                ));
                                ok = false;
                            }
                            tag = Some(t);
                        }
                    }
                    None => {
                        let msg = match c {
                            CallTerm::X { .. } => "an x bid cannot be part of the Prior Bids".to_string(),
                            _ => format!("'{}' is not a valid call here", print_call(c)),
                        };
                        diags.push(with_binding(Diagnostic::error(e.span, msg), &b.binding));
                        ok = false;
                    }
                },
            }
        }
        let jump = match b.jumps.iter().find(|(at, _)| *at == i) {
            Some((_, true)) => Jump::Jump,
            Some((_, false)) => Jump::NonJump,
            None => Jump::Any,
        };
        if jump == Jump::Jump && set.0 & !CallSet::bids(1, 0b11111).0 == 0 {
            // A one-level bid is never a jump: this expansion matches no auction.
            return None;
        }
        out.push(Elem { calls: set, owner: e.value.owner, tag, jump, run: e.value.run });
    }
    ok.then_some(out)
}

/// The auction of an alias, `as [1N-P]`.
fn alias_key(
    a: &Spanned<Vec<Spanned<CallTerm>>>,
    binding: &Binding,
    _levels: &Levels,
    diags: &mut Diagnostics,
) -> Option<(Option<SlamTag>, Vec<Call>)> {
    let mut calls = Vec::new();
    let mut tag = None;
    let mut auction = Auction::new(Seat::North);
    for (i, c) in a.value.iter().enumerate() {
        let Some((call, t)) = c.value.concrete() else {
            diags.push(with_binding(
                Diagnostic::error(
                    c.span,
                    format!("'{}' is not a concrete call: an alias names one auction", print_call(&c.value)),
                ),
                binding,
            ));
            return None;
        };
        if t.is_some() && i != 0 {
            diags.push(Diagnostic::error(c.span, "only the first call of an alias may carry an '@' annotation"));
            return None;
        }
        if i == 0 {
            tag = t;
            if call.is_pass() {
                diags.push(Diagnostic::error(c.span, "an alias's auction starts with the first call other than pass"));
                return None;
            }
        }
        if let Err(e) = auction.push(call) {
            diags.push(with_binding(Diagnostic::error(c.span, format!("the alias's {call} is illegal: {e}")), binding));
            return None;
        }
        calls.push(call);
    }
    if auction.is_over() {
        diags.push(Diagnostic::error(a.span, "the alias's auction has ended: no one bids after it"));
        return None;
    }
    Some((tag, calls))
}

fn with_binding(d: Diagnostic, b: &Binding) -> Diagnostic {
    if b.is_empty() {
        d
    } else {
        d.note(None, format!("in the expansion {}", binding_text(b)))
    }
}

/// An opening NT range, low and high.
type NtRange = Option<(u8, u8)>;

/// A merged section: its key, text, first span, its entries as (block, entry), and its alias.
struct Keyed {
    key: SecKey,
    text: String,
    span: Span,
    members: Vec<(usize, usize)>,
    alias: Option<(Option<SlamTag>, Vec<Call>)>,
}

/// The 1N and 2N opening ranges, from the opening section: the entry with BidBase's BON 130000
/// (1N) or 110000 (2N), or else the first 1N (2N) opening entry with a plain HCP range.
fn nt_ranges(keyed: &[Keyed], blocks: &[Block], diags: &mut Diagnostics) -> (NtRange, NtRange) {
    let Some(opening) = keyed.iter().find(|k| k.key == SecKey::Exact(None, Vec::new())) else {
        return (None, None);
    };
    let mut find = |level: u8, bon: &str| -> Option<(u8, u8)> {
        let want = Call::bid(level, Strain::NoTrump);
        let entries: Vec<&Entry> = opening.members.iter().map(|(b, e)| &blocks[*b].section.entries[*e]).collect();
        let is_call = |e: &Entry| e.call.value.concrete().map(|(c, _)| c) == Some(want);
        let chosen = entries
            .iter()
            .find(|e| is_call(e) && e.fields.bon.as_ref().is_some_and(|b| b.value == bon))
            .or_else(|| {
                entries
                    .iter()
                    .find(|e| is_call(e) && matches!(e.fields.hcp.as_ref().map(|h| &h.value), Some(HcpSpec::Range(_))))
            })?;
        match chosen.fields.hcp.as_ref().map(|h| (h.span, h.value)) {
            Some((span, HcpSpec::Range(r))) => match to_range(r, Unit::Points, Bare::Exact) {
                Ok(rg) if rg.lo >= 0 && rg.hi <= 40 => Some((rg.lo as u8, rg.hi as u8)),
                Err(_) => None,
                _ => {
                    diags.push(Diagnostic::error(
                        span,
                        format!("the {level}N opening range must be a range such as 15-17"),
                    ));
                    None
                }
            },
            Some((span, _)) => {
                diags.push(Diagnostic::error(
                    span,
                    format!("the {level}N opening entry (BON {bon}) needs a plain HCP range such as 15-17"),
                ));
                None
            }
            None => None,
        }
    };
    (find(1, "130000"), find(2, "110000"))
}

/// What an entry's lowering needs to know about its section.
struct SecInfo {
    tag: Option<SlamTag>,
    calls: Vec<Call>,
    text: String,
    /// The auction of the Prior Bids (from the "@" call for slam sections).
    auction: Auction,
    /// The NT opening the section starts with (1 or 2).
    nt: Option<u8>,
    /// A pattern section: its auctions are known only when bidding.
    pattern: bool,
    /// Its layer.
    layer: Layer,
}

impl SecInfo {
    fn new(tag: Option<SlamTag>, calls: &[Call], text: &str, pattern: bool) -> SecInfo {
        let mut auction = Auction::new(Seat::North);
        for c in calls {
            let _ = auction.push(*c);
        }
        let nt = match calls.first().and_then(|c| c.as_bid()) {
            Some(b) if b.strain == Strain::NoTrump && (b.level == 1 || b.level == 2) && tag.is_none() => Some(b.level),
            _ => None,
        };
        SecInfo { tag, calls: calls.to_vec(), text: text.to_string(), auction, nt, pattern, layer: Layer::Exact }
    }
}

// ---------------------------------------------------------------------------------------
// Ranges

#[derive(Copy, Clone, PartialEq, Eq)]
enum Unit {
    /// Whole points (or cards).
    Points,
    /// Halves (quick tricks, winners, losers, suits stopped).
    Halves,
    /// Hundredths (KnR, custom points).
    Hundredths,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Bare {
    Exact,
    AtLeast,
    /// A bare number is a maximum and `n+` means more than n (losers).
    PlusIsMore,
}

fn scale(v: Dec, unit: Unit) -> Result<i32, String> {
    match unit {
        Unit::Hundredths => Ok(v),
        Unit::Halves if v % 50 == 0 => Ok(v / 50),
        Unit::Halves => Err(format!("{} is not a multiple of one half", crate::print::print_dec(v))),
        Unit::Points if v % 100 == 0 => Ok(v / 100),
        Unit::Points => Err(format!("{} is not a whole number", crate::print::print_dec(v))),
    }
}

fn to_range(r: RangeSpec, unit: Unit, bare: Bare) -> Result<Range, String> {
    let s = |v| scale(v, unit);
    Ok(match r {
        RangeSpec::Exact(v) => match bare {
            Bare::AtLeast => Range::at_least(s(v)?),
            Bare::PlusIsMore => Range::at_most(s(v)?),
            Bare::Exact => Range::exactly(s(v)?),
        },
        RangeSpec::Plus(v) if bare == Bare::PlusIsMore => Range::at_least(s(v)? + 1),
        RangeSpec::Plus(v) => Range::at_least(s(v)?),
        RangeSpec::Between(a, b) => {
            let r = Range::new(s(a)?, s(b)?);
            if r.is_empty() {
                return Err(format!(
                    "empty range {}-{}: the first number must not be larger",
                    crate::print::print_dec(a),
                    crate::print::print_dec(b)
                ));
            }
            r
        }
        RangeSpec::Lt(v) => Range::at_most(s(v)? - 1),
        RangeSpec::Le(v) => Range::at_most(s(v)?),
        RangeSpec::Gt(v) => Range::at_least(s(v)? + 1),
        RangeSpec::Ge(v) => Range::at_least(s(v)?),
    })
}

fn shift(r: Range, by: i32) -> Range {
    Range::new(if r.lo == i32::MIN { r.lo } else { r.lo - by }, if r.hi == i32::MAX { r.hi } else { r.hi - by })
}

// ---------------------------------------------------------------------------------------
// Entries

struct EntryCx<'a> {
    diags: &'a mut Diagnostics,
    binding: &'a Binding,
    sys: &'a System,
    sec: &'a SecInfo,
    entry: &'a Entry,
}

impl EntryCx<'_> {
    fn err(&mut self, span: Span, msg: impl Into<String>) {
        let d = with_binding(Diagnostic::error(span, msg), self.binding);
        self.diags.push(d);
    }

    fn range(&mut self, span: Span, r: RangeSpec, unit: Unit, bare: Bare) -> Range {
        match to_range(r, unit, bare) {
            Ok(r) => r,
            Err(m) => {
                self.err(span, m);
                Range::ANY
            }
        }
    }

    /// The suit of an `ours.`, `pard.` or `shows.` field: `x` only in an entry with an X spec.
    fn suit_or_x(&mut self, span: Span, t: SuitOrX, has_x: bool) -> Option<SuitRef> {
        match t {
            SuitOrX::X if has_x => Some(SuitRef::X),
            SuitOrX::X => {
                self.err(span, "'x' names the x suit, and this entry has no X= field");
                None
            }
            SuitOrX::Suit(t) => Some(SuitRef::Fixed(self.fixed(span, t))),
        }
    }

    fn fixed(&mut self, span: Span, t: SuitTerm) -> Suit {
        match t {
            SuitTerm::Suit(s) => s,
            SuitTerm::Var(v) => {
                self.err(
                    span,
                    format!("suit variable {{{v}}} is not bound: parametrized sections bind variables in their header"),
                );
                Suit::Spades
            }
        }
    }

    fn lower(&mut self, id: u32, section: u32, place: usize) -> Option<EntryIr> {
        let e = self.entry;
        let f = &e.fields;
        let errors_before = self.diags.list.len();
        let hand_size = self.sys.deck.hand_size() as i32;

        // The X suit.
        let has_x_mentions = x_mentioned(e);
        let x_spec = f.x.as_ref();
        if x_spec.is_none() && has_x_mentions {
            self.err(e.span, "x is used, but the entry has no X spec (X=...)");
        }
        let mut candidates = 0u8;
        for s in &f.suits {
            let suit = self.fixed(s.span, s.value.suit);
            if let Some(pos) = s.value.num.iter().position(|n| *n == NumAlt::X) {
                if pos != 0 {
                    self.err(s.span, "x must be the first alternative of a suit's Num (x,4+)");
                }
                candidates |= 1 << suit.index();
            }
        }
        if x_spec.is_some() && candidates == 0 {
            self.err(x_spec.map(|x| x.span).unwrap_or(e.span), "an X spec needs suits marked x (S=x ...)");
        }

        // The call.
        let call = match e.call.value {
            CallTerm::X { level } => {
                if x_spec.is_none() {
                    self.err(e.call.span, format!("{level}x bids the x suit, but the entry has no X spec"));
                }
                for s in Suit::ALL {
                    if candidates & (1 << s.index()) != 0 && !self.sec.pattern {
                        let c = Call::bid(level, s.into());
                        if let Err(err) = self.sec.auction.check(c) {
                            self.err(
                                e.call.span,
                                format!(
                                    "{level}x with x = {} ({c}) is illegal after {}: {err}",
                                    s.letter(),
                                    self.prior_display()
                                ),
                            );
                        }
                    }
                }
                CallIr::X(level)
            }
            ref term => match term.concrete() {
                Some((c, tag)) => {
                    if tag.is_some() && !c.is_bid() {
                        self.err(e.call.span, "only a bid can carry an '@' annotation");
                    }
                    if let Some(SlamTag::Cue { trump: 0 } | SlamTag::GrandSlamForce { trump: 0 }) = tag {
                        self.err(e.call.span, "a cue bid (@Q) or grand slam force (@G) needs a trump suit number 1-5");
                    }
                    if c == Call::REDOUBLE && self.sys.deck == Deck::Bidittle {
                        self.err(
                            e.call.span,
                            "BIDittle has no redouble (system deck=bidittle): an entry cannot redouble",
                        );
                    } else if !self.sec.pattern {
                        if let Err(err) = self.sec.auction.check(c) {
                            self.err(e.call.span, format!("{c} is illegal after {}: {err}", self.prior_display()));
                        }
                    }
                    CallIr::Fixed(c, tag)
                }
                None => {
                    self.err(e.call.span, "this call names a suit variable the section does not bind");
                    CallIr::Fixed(Call::PASS, None)
                }
            },
        };

        // Situation requirements.
        let mut pre = Vec::new();
        let convention = e.name.as_ref().map(|n| normalize_path(&n.value)).unwrap_or_default();
        if !convention.is_empty() {
            let parts: Vec<&str> = convention.split(": ").collect();
            let mut ok = true;
            let mut ids = Vec::new();
            for k in 1..=parts.len() {
                let prefix = parts[..k].join(": ");
                match self.sys.conventions.iter().position(|p| *p == prefix) {
                    Some(i) => ids.push(i as u16),
                    None => ok = false,
                }
            }
            if ok {
                pre.extend(ids.into_iter().map(|i| Cond::Leaf(Leaf::Convention(i))));
            } else {
                let span = e.name.as_ref().map(|n| n.span).unwrap_or(e.span);
                self.err(
                    span,
                    format!("unknown convention '{convention}': declare it with  convention \"{convention}\""),
                );
            }
        }
        let mut disabled = false;
        if let Some(p) = &f.pct {
            let mut seen = Vec::new();
            for c in &p.value {
                if seen.contains(c) {
                    self.err(p.span, "a Pct code given twice");
                }
                seen.push(*c);
                match c {
                    PctCode::Off | PctCode::Percent { disabled: true, .. } => disabled = true,
                    PctCode::We => pre.push(Cond::Leaf(Leaf::Used(Use::We))),
                    PctCode::They => pre.push(Cond::Leaf(Leaf::Used(Use::They))),
                    PctCode::Matchpoints => pre.push(Cond::Leaf(Leaf::Scoring(Scoring::Matchpoints))),
                    PctCode::Imps => pre.push(Cond::Leaf(Leaf::Scoring(Scoring::Imps))),
                    PctCode::Dda => match &f.best {
                        Some(b) => {
                            if let Some(c) = self.best(b) {
                                pre.push(Cond::Leaf(Leaf::BestContract(c)));
                            }
                        }
                        None => self.err(p.span, "a D entry needs its best contract (best=4S)"),
                    },
                    PctCode::Percent { .. } => {}
                }
            }
            if seen.iter().filter(|c| matches!(c, PctCode::Off | PctCode::Percent { .. })).count() > 1 {
                self.err(p.span, "at most one of 0 and a percentage in Pct");
            }
        }
        if let Some(b) = &f.best {
            let dda = f.pct.as_ref().is_some_and(|p| p.value.contains(&PctCode::Dda));
            if !dda {
                self.diags.push(Diagnostic::warning(b.span, "best= is only used by D entries (pct=D)"));
            }
        }
        if let Some(p) = &f.pos {
            pre.push(Cond::Leaf(Leaf::Position(p.value)));
        }
        if f.forced.is_some() {
            pre.push(Cond::Leaf(Leaf::Forced));
        }
        if f.gameforce.is_some() {
            pre.push(Cond::Leaf(Leaf::GameForce));
        }
        let forcing = f.asks.as_ref().map_or(0, |a| {
            if a.value.contains(&Ask::Game) {
                2
            } else if a.value.contains(&Ask::OneRound) {
                1
            } else {
                0
            }
        });
        if let Some(v) = &f.vul {
            pre.push(Cond::Leaf(Leaf::Vul(v.value)));
        }
        let n = self.sec.calls.len();
        for (field, value, expected, what) in [
            (&f.round, f.round.as_ref().map(|r| r.value), (n / 4 + 1) as u8, "round"),
            (&f.player, f.player.as_ref().map(|r| r.value), (n % 4 + 1) as u8, "player"),
        ] {
            if let (Some(sp), Some(v)) = (field, value) {
                if what == "player" && v > 4 {
                    self.err(sp.span, format!("player={v}: the player number is 1 to 4"));
                } else if self.sec.tag.is_some() || self.sec.pattern {
                    pre.push(Cond::Leaf(if what == "round" { Leaf::Round(v) } else { Leaf::Player(v) }));
                } else if v != expected {
                    self.err(
                        sp.span,
                        format!(
                            "{what}={v} does not match the Prior Bids {}: the bidder here has {what} {expected}",
                            self.prior_display()
                        ),
                    );
                }
            }
        }

        // Hand requirements.
        let mut hand = Vec::new();
        if let Some(h) = &f.hcp {
            if let Some(r) = self.hcp(h.span, h.value) {
                hand.push(Cond::Leaf(Leaf::Hcp(r)));
            }
        }
        if let Some(d) = &f.dist {
            let r = self.range(d.span, d.value.range, Unit::Points, Bare::Exact);
            hand.push(Cond::Leaf(if d.value.total { Leaf::Total(r) } else { Leaf::Dist(r) }));
        }
        if let Some(d) = &f.dummy {
            let trump = self.fixed(d.span, d.value.trump);
            let r = self.range(d.span, d.value.range, Unit::Points, Bare::Exact);
            hand.push(Cond::Leaf(Leaf::Dummy { trump: SuitRef::Fixed(trump), partner: d.value.partner, range: r }));
        }
        if let Some(c) = &f.custom {
            let mut v = [0u16; 5];
            for (i, val) in c.value.values.iter().enumerate() {
                if let Some(val) = val {
                    if !(0..=u16::MAX as i32).contains(val) {
                        self.err(c.span, "custom point values must be between 0 and 655");
                    }
                    v[i] = (*val).clamp(0, u16::MAX as i32) as u16;
                }
            }
            let r = self.range(c.span, c.value.range, Unit::Hundredths, Bare::AtLeast);
            hand.push(Cond::Leaf(Leaf::Custom { points: CustomPoints::new(v[0], v[1], v[2], v[3], v[4]), range: r }));
        }
        if let Some(k) = &f.knr {
            let r = self.range(k.span, k.value, Unit::Hundredths, Bare::AtLeast);
            hand.push(Cond::Leaf(Leaf::Knr(r)));
        }
        if let Some(r) = &f.rule20 {
            let r = self.range(r.span, r.value, Unit::Points, Bare::AtLeast);
            hand.push(Cond::Leaf(Leaf::Rule20(r)));
        }
        if let Some(r) = &f.rule15 {
            let r = self.range(r.span, r.value, Unit::Points, Bare::AtLeast);
            hand.push(Cond::Leaf(Leaf::Rule15(r)));
        }
        if let Some(w) = &f.winners {
            if w.value.running {
                let r = self.range(w.span, w.value.range, Unit::Points, Bare::AtLeast);
                hand.push(Cond::Leaf(Leaf::Running(r)));
            } else {
                let r = self.range(w.span, w.value.range, Unit::Halves, Bare::AtLeast);
                hand.push(Cond::Leaf(Leaf::Winners(r)));
            }
        }
        if let Some(l) = &f.losers {
            let r = self.range(l.span, l.value, Unit::Halves, Bare::PlusIsMore);
            hand.push(Cond::Leaf(Leaf::Losers(r)));
        }
        if let Some(q) = &f.qt {
            let r = self.range(q.span, q.value, Unit::Halves, Bare::AtLeast);
            hand.push(Cond::Leaf(Leaf::QuickTricks(r)));
        }
        if let Some(s) = &f.stopped {
            let r = self.range(s.span, s.value, Unit::Halves, Bare::AtLeast);
            hand.push(Cond::Leaf(Leaf::Stopped(r)));
        }
        if let Some(i) = &f.ints {
            let r = self.range(i.span, i.value, Unit::Points, Bare::AtLeast);
            hand.push(Cond::Leaf(Leaf::Intermediates(r)));
        }
        if let Some(s) = &f.shape {
            let flags = s.value.iter().filter_map(|n| shape::from_name(n)).fold(0u8, |a, b| a | b);
            hand.push(Cond::Leaf(Leaf::Shape(flags)));
        }

        // Suits.
        let mut mins = [0i32; 4];
        let mut maxs = [13i32; 4];
        for s in &f.suits {
            let suit = self.fixed(s.span, s.value.suit);
            let c = self.suit(s, suit, x_spec.map(|x| &x.value));
            hand.push(c);
            let (lo, hi) = length_bounds(&s.value.num);
            // A suit given twice (through a variable: `{a}=0 S=x` with a = S) needs both.
            mins[suit.index()] = mins[suit.index()].max(lo);
            maxs[suit.index()] = maxs[suit.index()].min(hi.min(13));
        }
        let (sum_min, sum_max): (i32, i32) = (mins.iter().sum(), maxs.iter().map(|m| (*m).min(hand_size)).sum());
        if sum_min > hand_size || mins.iter().any(|m| *m > hand_size) {
            let span = f.suits.first().map(|s| s.span).unwrap_or(e.span);
            self.err(
                span,
                format!(
                    "no hand can meet these suit lengths: they need at least {sum_min} cards, a hand has {hand_size}"
                ),
            );
        } else if sum_max < hand_size {
            let span = f.suits.first().map(|s| s.span).unwrap_or(e.span);
            self.err(
                span,
                format!(
                    "no hand can meet these suit lengths: they allow at most {sum_max} cards, a hand has {hand_size}"
                ),
            );
        }
        for c in &f.combos {
            let mut mask = 0u8;
            for t in &c.value.suits {
                let s = self.fixed(c.span, *t);
                if mask & (1 << s.index()) != 0 {
                    self.err(c.span, "a suit appears twice in a combined spec");
                }
                mask |= 1 << s.index();
            }
            if c.value.x && mask & candidates != 0 {
                self.err(
                    c.span,
                    "a combined spec with x names a suit that can be the x suit: it could count that suit twice",
                );
            }
            if let Some(n) = c.value.num {
                let r = self.range(c.span, n, Unit::Points, Bare::Exact);
                hand.push(Cond::Leaf(Leaf::CombLen { suits: mask, x: c.value.x, range: r }));
            }
            if let Some(p) = c.value.points {
                let r = self.range(c.span, p, Unit::Points, Bare::Exact);
                hand.push(Cond::Leaf(Leaf::CombHcp { suits: mask, x: c.value.x, range: r }));
            }
        }
        for g in &f.gib {
            let suit = SuitRef::Fixed(self.fixed(g.span, g.value.suit));
            let (lo, hi) = match g.value.bound {
                GibBound::Exact => (g.value.level, g.value.level),
                GibBound::AtLeast => (g.value.level, u8::MAX),
                GibBound::AtMost => (0, g.value.level),
            };
            hand.push(Cond::Leaf(match g.value.kind {
                GibKind::Quality => Leaf::GibQuality {
                    suit,
                    min: GibQuality::ALL[lo.min(7) as usize],
                    max: GibQuality::ALL[hi.min(7) as usize],
                },
                GibKind::Stop => {
                    Leaf::GibStop { suit, min: GibStop::ALL[lo.min(4) as usize], max: GibStop::ALL[hi.min(4) as usize] }
                }
            }));
        }
        // What the side holds together (`ours.`) and what partner has shown (`pard.`).
        for sd in &f.sides {
            let v = sd.value;
            let measure = match v.measure {
                MeasureTerm::Hcp => Measure::Hcp,
                MeasureTerm::Total => Measure::Total,
                MeasureTerm::Len(s) => match self.suit_or_x(sd.span, s, x_spec.is_some()) {
                    Some(r) => Measure::Len(r),
                    None => continue,
                },
            };
            let range = Range::new(v.lo, v.hi);
            hand.push(Cond::Leaf(if v.partner {
                Leaf::Pard { measure, range }
            } else {
                Leaf::Ours { measure, range }
            }));
        }
        // What the entry shows in place of what its requirements give: suits resolved.
        let mut shows = Vec::new();
        for sh in &f.show {
            let mut v = sh.value;
            let ok = match &mut v {
                ShowSpec::Len(s, ..) | ShowSpec::Stop(s, _) | ShowSpec::Quality(s, _) | ShowSpec::Honors(s, _) => {
                    match self.suit_or_x(sh.span, *s, x_spec.is_some()) {
                        Some(SuitRef::Fixed(t)) => {
                            *s = SuitOrX::Suit(SuitTerm::Suit(t));
                            true
                        }
                        Some(_) => true,
                        None => false,
                    }
                }
                _ => true,
            };
            if ok {
                shows.push(v);
            }
        }

        let x = x_spec.map(|xs| XRule {
            candidates,
            up_the_line: xs.value.up,
            test: self.x_test(&xs.value, SuitRef::X, xs.span),
        });
        // With an X spec, the requirements that do not name x are tested before the x suit is
        // chosen (the order changes no result: every requirement is a pure test).
        let (hand_pre, hand) = if x.is_some() {
            let (before, after): (Vec<Cond>, Vec<Cond>) = hand.into_iter().partition(|c| !c.uses_x());
            (Cond::and(before), after)
        } else {
            (Cond::True, hand)
        };

        // The test hand.
        let test = f.test.as_ref().and_then(|t| match Hand::parse_for(self.sys.deck, &t.value) {
            Ok(h) => Some(h),
            Err(err) => {
                self.err(t.span, format!("bad test hand: {err}"));
                None
            }
        });

        if self.diags.list[errors_before..].iter().any(|d| d.severity == crate::span::Severity::Error) {
            return None;
        }
        let line = self.sys.sources.line(e.span);
        let file = self.sys.sources.file(e.span.file).map(|f| f.name.clone()).unwrap_or_default();
        let data = EntryData {
            file,
            line,
            bon: f.bon.as_ref().map(|b| b.value.clone()).unwrap_or_else(|| format!("#{}", place + 1)),
            prior_bids: self.sec.text.clone(),
            call: print_call(&e.call.value),
            convention,
            alert: f.alert.is_some(),
            announce: f.announce.is_some(),
            prealert: f.prealert.is_some(),
            text: f.text.as_ref().map(|t| t.value.clone()).unwrap_or_default(),
            asks: f.asks.as_ref().map(|a| print_asks(&a.value)).unwrap_or_default(),
            shows: f.shows.as_ref().map(|t| t.value.clone()).unwrap_or_default(),
            reference: f.reference.as_ref().map(|t| t.value.clone()).unwrap_or_default(),
            note: f.note.as_ref().map(|t| t.value.clone()).unwrap_or_default(),
            layer: self.sec.layer,
        };
        Some(EntryIr {
            id,
            section,
            call,
            pre: if disabled { Cond::False } else { Cond::and(pre) },
            x,
            hand_pre,
            hand: Cond::and(hand),
            pct: None,
            disabled,
            test,
            legal_check: self.sec.pattern,
            forcing,
            shows,
            span: e.span,
            data,
        })
    }

    fn prior_display(&self) -> String {
        if self.sec.text.is_empty() {
            "the start of the auction".into()
        } else {
            self.sec.text.clone()
        }
    }

    fn best(&mut self, b: &Spanned<BestSpec>) -> Option<Contract> {
        let strain = match b.value.strain {
            StrainTerm::NoTrump => Strain::NoTrump,
            StrainTerm::Suit(t) => self.fixed(b.span, t).into(),
        };
        let doubled = [Doubled::Undoubled, Doubled::Doubled, Doubled::Redoubled][b.value.doubled.min(2) as usize];
        Some(Contract::new(b.value.level, strain, doubled))
    }

    fn hcp(&mut self, span: Span, h: HcpSpec) -> Option<Range> {
        let nt = |n: u8, sys: &System| if n == 1 { sys.nt1 } else { sys.nt2 };
        let need = |this: &mut Self, n: u8| -> Option<(u8, u8)> {
            let r = nt(n, this.sys);
            if r.is_none() {
                this.err(
                    span,
                    format!("this form needs the system's {n}N opening range: add a 1N/2N opening entry with a plain HCP range (BON 130000 / 110000)"),
                );
            }
            r
        };
        match h {
            HcpSpec::Range(r) => Some(self.range(span, r, Unit::Points, Bare::Exact)),
            HcpSpec::NtRange(n) => need(self, n).map(|(lo, hi)| Range::new(lo as i32, hi as i32)),
            HcpSpec::Nt { n, add } => {
                let (base_lo, base_hi) = match n {
                    1 | 2 => need(self, n)?,
                    _ => {
                        let (lo, _) = need(self, 2)?;
                        (lo + 4, lo + 5)
                    }
                };
                Some(match add {
                    None => Range::new(base_lo as i32, base_hi as i32),
                    Some((a, b)) => {
                        let r = Range::new(base_lo as i32 + a as i32, base_lo as i32 + b as i32);
                        if r.is_empty() {
                            self.err(span, "empty range: the second offset must not be smaller than the first");
                        }
                        r
                    }
                })
            }
            HcpSpec::Partnership(r) => {
                let n = self.sec.calls.len();
                match self.sec.nt {
                    Some(level) if n % 4 == 2 => {
                        let (min, _) = need(self, level)?;
                        Some(shift(self.range(span, r, Unit::Points, Bare::Exact), min as i32))
                    }
                    _ => {
                        self.err(span, "P (partnership points) needs partner to have opened 1N or 2N: use it in sections such as [1N-P] or [1N-P-2C-P-2D-P]");
                        None
                    }
                }
            }
            HcpSpec::Min { delta, above } => {
                let n = self.sec.calls.len();
                match self.sec.nt {
                    Some(level) if n % 4 == 0 => {
                        let (min, _) = need(self, level)?;
                        let min = min as i32;
                        Some(if above { Range::at_least(min + 1) } else { Range::exactly(min + delta as i32) })
                    }
                    _ => {
                        self.err(
                            span,
                            "Min is for rebids by the 1N or 2N opener: use it in sections such as [1N-P-2N-P]",
                        );
                        None
                    }
                }
            }
        }
    }

    /// The X spec tested on `target`: one of its lengths, with its points (a single Points
    /// alternative goes with every length, as seed 000's "6,4+" example shows).
    fn x_test(&mut self, x: &XSpec, target: SuitRef, span: Span) -> Cond {
        let nums: Vec<Cond> = x
            .num
            .iter()
            .map(|r| {
                let range = self.range(span, *r, Unit::Points, Bare::Exact);
                Cond::Leaf(Leaf::Len { suit: target, range })
            })
            .collect();
        let points: Vec<Cond> = x.points.iter().map(|a| self.points_alt(a, target, span, false)).collect();
        if points.len() <= 1 {
            let mut parts = vec![Cond::or(nums)];
            parts.extend(points);
            Cond::and(parts)
        } else {
            self.pair(nums, points, span)
        }
    }

    /// A suit's Num and Points with seed 000's pairing rules.
    fn suit(&mut self, s: &Spanned<SuitSpec>, suit: Suit, x: Option<&XSpec>) -> Cond {
        let target = SuitRef::Fixed(suit);
        let spec = &s.value;
        let mut nums: Vec<NumAlt> = spec.num.clone();
        let has_x = nums.first() == Some(&NumAlt::X);
        if has_x {
            nums.remove(0);
        }
        let mut points: Vec<PointsAlt> = spec.points.clone();
        if has_x && points.first().is_some_and(|p| p.as_slice() == [PointsAtom::X]) {
            points.remove(0);
        }
        let num_conds: Vec<Cond> = nums.iter().map(|n| self.num_alt(*n, target, s.span)).collect();
        let point_conds: Vec<Cond> = points.iter().map(|p| self.points_alt(p, target, s.span, true)).collect();
        if spec.or {
            // `or`: the Num, or the Points, or (for an x suit) the X spec.
            let mut alts = Vec::new();
            if has_x {
                if let Some(x) = x {
                    alts.push(self.x_test(x, target, s.span));
                }
            }
            alts.push(Cond::or(num_conds));
            alts.push(Cond::or(point_conds));
            return Cond::or(alts);
        }
        let own = if has_x && num_conds.is_empty() {
            if !point_conds.is_empty() {
                self.err(
                    s.span,
                    "a suit whose only Num is x takes its Points from the X spec: write them in X=...:points",
                );
            }
            Cond::True
        } else {
            self.pair(num_conds, point_conds, s.span)
        };
        if has_x {
            match x {
                Some(x) if !nums.is_empty() => {
                    let xt = self.x_test(x, target, s.span);
                    Cond::or(vec![xt, own])
                }
                _ => own,
            }
        } else {
            own
        }
    }

    /// Seed 000's pairing of Num and Points alternatives.
    fn pair(&mut self, nums: Vec<Cond>, points: Vec<Cond>, span: Span) -> Cond {
        match (nums.len(), points.len()) {
            (_, 0) => Cond::or(nums),
            (0, _) => Cond::or(points),
            (1, _) => Cond::and(vec![nums.into_iter().next().unwrap_or(Cond::True), Cond::or(points)]),
            (_, 1) => {
                let mut it = nums.into_iter();
                let first = it.next().unwrap_or(Cond::True);
                let mut alts = vec![Cond::and(vec![first, points.into_iter().next().unwrap_or(Cond::True)])];
                alts.extend(it);
                Cond::or(alts)
            }
            (n, p) => {
                if p > n {
                    self.err(span, format!("{p} Points alternatives but only {n} Num alternatives to pair them with"));
                }
                let mut alts = Vec::new();
                let mut points = points.into_iter();
                for num in nums {
                    match points.next() {
                        Some(pt) => alts.push(Cond::and(vec![num, pt])),
                        None => alts.push(num),
                    }
                }
                Cond::or(alts)
            }
        }
    }

    fn num_alt(&mut self, n: NumAlt, target: SuitRef, span: Span) -> Cond {
        match n {
            NumAlt::X => Cond::True,
            NumAlt::Range(r) => {
                let range = self.range(span, r, Unit::Points, Bare::Exact);
                Cond::Leaf(Leaf::Len { suit: target, range })
            }
            NumAlt::Rel { cmp, other } => {
                let other = match other {
                    RelTarget::X => SuitRef::X,
                    RelTarget::Suit(t) => SuitRef::Fixed(self.fixed(span, t)),
                };
                if other == target {
                    self.err(span, "a suit compared with itself");
                }
                Cond::Leaf(Leaf::LenCmp { suit: target, cmp, other })
            }
        }
    }

    fn points_alt(&mut self, alt: &[PointsAtom], target: SuitRef, span: Span, in_suit: bool) -> Cond {
        let mut parts = Vec::new();
        for a in alt {
            let leaf = match *a {
                PointsAtom::Hcp { range, ints: None } => {
                    Leaf::SuitHcp { suit: target, range: self.range(span, range, Unit::Points, Bare::Exact) }
                }
                PointsAtom::Hcp { range, ints: Some(n) } => Leaf::SuitHcpInts {
                    suit: target,
                    range: self.range(span, range, Unit::Points, Bare::Exact),
                    ints: n,
                },
                PointsAtom::Letters { set, ints } => {
                    let mut codes = 0u16;
                    for (bit, flag) in [(1, code::A), (2, code::B), (4, code::C), (8, code::D)] {
                        if set & bit != 0 {
                            codes |= flag;
                        }
                    }
                    Leaf::Letters { suit: target, codes, ints: ints.unwrap_or(0) }
                }
                PointsAtom::Ace => Leaf::Flag { suit: target, flag: code::ACE },
                PointsAtom::King => Leaf::Flag { suit: target, flag: code::KING },
                PointsAtom::OfTop { n, m } => {
                    if n > m || m == 0 {
                        self.err(span, format!("{n}/{m}: n of the top m needs n <= m, m from 1 to 5"));
                    }
                    Leaf::OfTop { suit: target, n, m }
                }
                PointsAtom::HonorsSeq { hcp, honors } => {
                    Leaf::HonorsSeq { suit: target, hcp: self.range(span, hcp, Unit::Points, Bare::Exact), honors }
                }
                PointsAtom::Stop(c) => {
                    let (min, max) = match c {
                        StopCode::Zero => (Stopper::None, Stopper::Half),
                        StopCode::Half => (Stopper::Half, Stopper::Two),
                        StopCode::One => (Stopper::One, Stopper::Two),
                        StopCode::Two => (Stopper::Two, Stopper::Two),
                    };
                    Leaf::Stopper { suit: target, min, max }
                }
                PointsAtom::Frc => Leaf::Flag { suit: target, flag: code::FRC },
                PointsAtom::Src => Leaf::Flag { suit: target, flag: code::SRC },
                PointsAtom::HelpAsk => Leaf::Flag { suit: target, flag: code::HA },
                PointsAtom::HelpHave => Leaf::Flag { suit: target, flag: code::HH },
                PointsAtom::Solid => Leaf::Flag { suit: target, flag: code::SS },
                PointsAtom::Protected => Leaf::Protected(target),
                PointsAtom::Ints(n) => Leaf::SuitInts { suit: target, range: Range::at_least(n as i32) },
                PointsAtom::X => {
                    let msg = if in_suit {
                        "x in Points goes with x in Num: write S=x,...:x,..."
                    } else {
                        "the X spec's own Points cannot say x"
                    };
                    self.err(span, msg);
                    continue;
                }
            };
            parts.push(Cond::Leaf(leaf));
        }
        Cond::and(parts)
    }
}

/// Whether an entry mentions the x suit anywhere other than its X spec.
fn x_mentioned(e: &Entry) -> bool {
    let f = &e.fields;
    f.suits.iter().any(|s| {
        s.value.num.iter().any(|n| matches!(n, NumAlt::X | NumAlt::Rel { other: RelTarget::X, .. }))
            || s.value.points.iter().flatten().any(|a| *a == PointsAtom::X)
    }) || f.combos.iter().any(|c| c.value.x)
}

/// The fewest and most cards a suit's Num allows (alternatives widen; x and relative specs
/// allow anything).
fn length_bounds(num: &[NumAlt]) -> (i32, i32) {
    if num.is_empty() {
        return (0, 13);
    }
    let mut lo = i32::MAX;
    let mut hi = i32::MIN;
    for n in num {
        let (a, b) = match n {
            NumAlt::Range(r) => match to_range(*r, Unit::Points, Bare::Exact) {
                Ok(r) => (r.lo.max(0), r.hi.min(13)),
                Err(_) => (0, 13),
            },
            _ => (0, 13),
        };
        lo = lo.min(a);
        hi = hi.max(b);
    }
    (lo, hi)
}
