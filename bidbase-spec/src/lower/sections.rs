//! Sections: every block's Prior Bids (or pattern) and alias checked and made concrete, the
//! blocks with the same Prior Bids merged into one section in reading order, and the checks
//! on headers (BIDittle's missing redouble, alias cycles).

use std::collections::HashMap;

use bidbase_runtime::rules::pattern::Elem;
use bidbase_runtime::{Auction, Call, Seat, SlamTag};

use crate::ast::*;
use crate::ir::System;
use crate::print::print_call;
use crate::span::{Diagnostic, Diagnostics, Span, Spanned};

use super::binding::{with_binding, Binding, Levels};
use super::expand::Block;

/// What identifies a section: its exact Prior Bids, or its pattern.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum SecKey {
    /// Exact Prior Bids, with the "@" annotation of the first call.
    Exact(Option<SlamTag>, Vec<Call>),
    /// A pattern.
    Pattern(Vec<Elem>),
}

/// A merged section: its key, text, first span, its entries as (block, entry), and its alias.
#[derive(Debug)]
pub(super) struct Keyed {
    /// The Prior Bids or pattern.
    pub(super) key: SecKey,
    /// BidBase notation of the Prior Bids, or the pattern as written back.
    pub(super) text: String,
    /// Where its first block is written.
    pub(super) span: Span,
    /// Its entries, as (block, entry in the block), in reading order.
    pub(super) members: Vec<(usize, usize)>,
    /// `as [..]`: the auction whose sections continue the lookup.
    pub(super) alias: Option<(Option<SlamTag>, Vec<Call>)>,
    /// Where the first of its blocks marked `complete` says so.
    pub(super) complete: Option<Span>,
}

/// Merges the blocks by Prior Bids (or pattern), in reading order. Blocks whose header or
/// alias is wrong are left out (with their errors).
pub(super) fn merge(blocks: &[Block], diags: &mut Diagnostics) -> Vec<Keyed> {
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
        if let (Some(at), Some(_)) = (b.section.complete, &b.section.pattern) {
            let d = Diagnostic::error(at, "'complete' applies to sections of Prior Bids, not to pattern sections");
            diags.push(with_binding(d, &b.binding));
        }
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
                keyed.push(Keyed {
                    key: key.clone(),
                    text,
                    span: b.section.span,
                    members: Vec::new(),
                    alias,
                    complete: None,
                });
                key_index.insert(key, keyed.len() - 1);
                keyed.len() - 1
            }
        };
        if b.section.pattern.is_none() {
            keyed[slot].complete = keyed[slot].complete.or(b.section.complete);
        }
        for ei in 0..b.section.entries.len() {
            keyed[slot].members.push((bi, ei));
        }
    }
    keyed
}

/// A block's section key: its pattern, or its Prior Bids checked (no leading pass, "@" only on
/// a first call that is a bid, a legal auction that is not over, the jumps its constraints
/// ask for). `None` when the block makes no section.
fn section_key(b: &Block, diags: &mut Diagnostics) -> Option<SecKey> {
    if let Some(p) = &b.section.pattern {
        return pattern_key(p, b, diags).map(SecKey::Pattern);
    }
    let (tag, calls) = prior_calls(b, diags)?;
    exact_auction_holds(b, tag, &calls, diags).then_some(SecKey::Exact(tag, calls))
}

/// The Prior Bids of a block as calls, with the "@" annotation of the first; `None` after an
/// error (every error of the header is reported).
fn prior_calls(b: &Block, diags: &mut Diagnostics) -> Option<(Option<SlamTag>, Vec<Call>)> {
    let mut calls = Vec::new();
    let mut tag = None;
    let mut ok = true;
    for (i, c) in b.section.prior.iter().enumerate() {
        let Some((call, t)) = c.value.concrete() else {
            diags.push(with_binding(Diagnostic::error(c.span, not_a_prior_call(&c.value)), &b.binding));
            ok = false;
            continue;
        };
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
    ok.then_some((tag, calls))
}

/// Whether the Prior Bids make a legal auction that is not over, with the jumps the block's
/// constraints ask for. Expansions of a section with level variables that make an illegal
/// auction are left out quietly: the variables range over every level.
fn exact_auction_holds(b: &Block, tag: Option<SlamTag>, calls: &[Call], diags: &mut Diagnostics) -> bool {
    let quiet = !b.levels.is_empty();
    let mut a = Auction::new(Seat::North);
    for (i, call) in calls.iter().enumerate() {
        if let Err(e) = a.push(*call) {
            if !quiet {
                diags.push(with_binding(
                    Diagnostic::error(
                        b.section.prior[i].span,
                        format!("{} is illegal after {}: {e}", call, prior_text(tag, &calls[..i])),
                    ),
                    &b.binding,
                ));
            }
            return false;
        }
    }
    if a.is_over() {
        if !quiet {
            diags.push(with_binding(
                Diagnostic::error(b.section.span, "the auction of these Prior Bids has ended: no one bids after it"),
                &b.binding,
            ));
        }
        return false;
    }
    b.jumps.iter().all(|&(i, jump)| bidbase_runtime::rules::pattern::is_jump(calls, i) == Some(jump))
}

/// The message for a header call that is not a call.
fn not_a_prior_call(c: &CallTerm) -> String {
    match c {
        CallTerm::X { .. } => "an x bid cannot be part of the Prior Bids".to_string(),
        _ => format!("'{}' is not a valid call here", print_call(c)),
    }
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
    // Each element's jump requirement: the first constraint on it.
    let mut jump_at: Vec<Option<bool>> = vec![None; p.len()];
    for &(at, jump) in b.jumps.iter().rev() {
        if let Some(j) = jump_at.get_mut(at) {
            *j = Some(jump);
        }
    }
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
                        diags.push(with_binding(Diagnostic::error(e.span, not_a_prior_call(c)), &b.binding));
                        ok = false;
                    }
                },
            }
        }
        let jump = match jump_at[i] {
            Some(true) => Jump::Jump,
            Some(false) => Jump::NonJump,
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

/// Reports alias cycles (a section whose alias leads back to it) and chains of aliases longer
/// than a lookup follows ([`crate::ir::MAX_ALIAS_DEPTH`]), on the graph of
/// [`System::alias_next`]: its strongly connected components, then the longest chain from
/// each section, each worked out once.
pub(super) fn check_aliases(sys: &System, diags: &mut Diagnostics) {
    if sys.alias_next.is_empty() {
        return;
    }
    let n = sys.sections.len();
    let next = |v: usize| sys.alias_next.get(v).map_or(&[][..], Vec::as_slice);
    let (comp, count) = super::graph::components(n, next);
    let mut size = vec![0usize; count];
    for &c in &comp {
        size[c as usize] += 1;
    }
    let cyclic = |v: usize| size[comp[v] as usize] > 1 || next(v).contains(&(v as u32));
    // Sections by component, successors' components first.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&v| comp[v]);
    // The most sections with aliases on a chain from each section (itself included).
    let mut longest = vec![0u32; n];
    for &v in &order {
        longest[v] = if sys.sections[v].alias.is_none() {
            0
        } else if cyclic(v) {
            u32::MAX
        } else {
            next(v).iter().map(|&t| longest[t as usize]).max().unwrap_or(0).saturating_add(1)
        };
    }
    for (v, s) in sys.sections.iter().enumerate() {
        let message = if s.alias.is_some() && cyclic(v) {
            format!("the alias of [{}] leads back to it: aliases must not form a cycle", s.text)
        } else if longest[v] as usize == crate::ir::MAX_ALIAS_DEPTH + 1 {
            format!(
                "the alias of [{}] starts a chain of {} aliases, each leading to a section with the next: a lookup follows at most {} (MAX_ALIAS_DEPTH)",
                s.text,
                longest[v],
                crate::ir::MAX_ALIAS_DEPTH
            )
        } else {
            continue;
        };
        diags.push(Diagnostic::error(s.span, message));
    }
}

/// BIDittle has no redouble: a header with one names an auction that cannot happen.
pub(super) fn no_redouble_in_headers(sections: &[Section], diags: &mut Diagnostics) {
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

/// BidBase notation of Prior Bids (`1C-P-1H`, `4N@40-P`).
pub(super) fn prior_text(tag: Option<SlamTag>, calls: &[Call]) -> String {
    bidbase_runtime::call::prior_bids_text(tag, calls)
}

#[cfg(test)]
mod tests {
    use super::super::testing::{blocks, errors, offset, system};
    use super::*;

    /// The merged sections of a text, and the diagnostics of making them.
    fn merged(text: &str) -> (Vec<Keyed>, Diagnostics) {
        let (blocks, mut diags) = blocks(text);
        (merge(&blocks, &mut diags), diags)
    }

    #[test]
    fn blocks_with_the_same_prior_bids_merge_in_reading_order() {
        let (keyed, diags) = merged("[1C-P]\n1H\n[1D]\n1H\n[1C-P]\n1S\n2C\n");
        assert!(diags.list.is_empty());
        let texts: Vec<&str> = keyed.iter().map(|k| k.text.as_str()).collect();
        assert_eq!(texts, ["1C-P", "1D"]);
        assert_eq!(keyed[0].members, [(0, 0), (2, 0), (2, 1)]);
        assert_eq!(keyed[0].key, SecKey::Exact(None, vec![Call::parse("1C").unwrap(), Call::PASS]));
    }

    #[test]
    fn expansions_make_sections_of_their_own() {
        let (keyed, _) = merged("[1{a}-P] where a in HS\nP\n");
        let texts: Vec<&str> = keyed.iter().map(|k| k.text.as_str()).collect();
        assert_eq!(texts, ["1H-P", "1S-P"]);
    }

    #[test]
    fn a_pattern_header_is_a_pattern_section() {
        let (keyed, diags) = merged("[... 1N-P]\nP\n");
        assert!(diags.list.is_empty());
        let SecKey::Pattern(p) = &keyed[0].key else { panic!("{:?}", keyed[0].key) };
        assert_eq!(p.len(), 3);
        assert!(p[0].run && !p[1].run);
        assert_eq!(keyed[0].text, bidbase_runtime::rules::pattern::Display(p).to_string());
    }

    #[test]
    fn an_alias_is_kept_and_must_agree_between_blocks() {
        let (keyed, diags) = merged("[1C-1H] as [1C-1S]\nP\n");
        assert!(diags.list.is_empty());
        assert_eq!(keyed[0].alias, Some((None, vec![Call::parse("1C").unwrap(), Call::parse("1S").unwrap()])));
        let text = "[1C-1H] as [1C-1S]\nP\n[1C-1H]\n2C\n";
        let (_, diags) = merged(text);
        assert!(diags.list[0].message.contains("written elsewhere with a different alias"));
        assert_eq!(diags.list[0].span.start, offset(text, "[1C-1H]\n2C"));
    }

    #[test]
    fn wrong_prior_bids_are_errors_at_the_call() {
        let text = "[1C-1C]\nP\n";
        let (keyed, diags) = merged(text);
        assert!(keyed.is_empty());
        assert!(diags.list[0].message.starts_with("1C is illegal after 1C"), "{}", diags.list[0].message);
        assert_eq!(diags.list[0].span.start, offset(text, "1C]"));
        let (_, diags) = merged("[P-1C]\nP\n");
        assert!(diags.list[0].message.starts_with("Prior Bids start with the first call other than pass"));
        let (_, diags) = merged("[1C-4N@40]\nP\n");
        assert!(diags.list[0].message.starts_with("an '@' call starts the Prior Bids of a slam section"));
        let (_, diags) = merged("[1C-P-P-P]\nP\n");
        assert!(diags.list[0].message.contains("has ended"));
    }

    #[test]
    fn level_expansions_that_make_illegal_auctions_are_left_out_quietly() {
        let (keyed, diags) = merged("[1S-{n}H] where n in 12\nP\n");
        assert!(diags.list.is_empty());
        let texts: Vec<&str> = keyed.iter().map(|k| k.text.as_str()).collect();
        assert_eq!(texts, ["1S-2H"]);
    }

    #[test]
    fn an_alias_cycle_is_an_error() {
        let errs = errors("[1C-1H] as [1C-1S]\nP\n[1C-1S] as [1C-1H]\nP\n");
        assert!(errs.iter().any(|d| d.message.contains("leads back to it")), "{errs:?}");
        // A chain without a cycle is fine.
        let sys = system("[1C-1H] as [1C-1S]\nP\n[1C-1S]\n1N\n");
        assert_eq!(sys.sections.len(), 2);
    }

    #[test]
    fn bidittle_headers_cannot_redouble() {
        let errs = errors("system \"B\" deck=bidittle\n[1C-X-XX]\nP\n");
        assert!(errs.iter().any(|d| d.message.starts_with("BIDittle has no redouble")), "{errs:?}");
    }
}
