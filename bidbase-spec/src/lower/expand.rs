//! Parametrized sections expanded: one block per binding of the header's suit and level
//! variables that meets the `where` constraints.

use std::collections::BTreeSet;

use bidbase_runtime::Suit;

use crate::ast::*;
use crate::span::{Diagnostic, Diagnostics, Spanned};

use super::binding::{subst_section, Binding, Levels};
use super::budget::{section_units, Budget};
use super::vars::{call_vars, collect_level_vars, collect_section_vars, header_calls, suit_used_as_suit};

/// One section as written, or one expansion of a parametrized section.
#[derive(Debug)]
pub(super) struct Block {
    /// The section, its variables replaced by the binding's values.
    pub(super) section: Section,
    /// The suit variables' values (empty outside a parametrized section).
    pub(super) binding: Binding,
    /// The level variables' values.
    pub(super) levels: Levels,
    /// Jump requirements on header elements (index, jump or not), from `jump(n)`/`nonjump(n)`.
    pub(super) jumps: Vec<(usize, bool)>,
}

/// Adds the blocks of section `s` to `blocks`: the section itself, or every expansion of a
/// parametrized one, each paid for from `budget` (each copy of the section what its header and
/// entries count, [`crate::limits::units`]; each assignment of its variables tried, what its
/// header counts).
pub(super) fn expand(s: Section, blocks: &mut Vec<Block>, budget: &mut Budget, diags: &mut Diagnostics) {
    repeated_suits(&s, diags);
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
        if budget.spend(section_units(&s), s.span, diags) {
            blocks.push(Block { section: s, binding: Vec::new(), levels: Vec::new(), jumps: Vec::new() });
        }
        return;
    }
    let Some((suit_vars, level_vars)) = checked_vars(&s, &vars, level_vars, diags) else {
        return;
    };
    let jumps = jump_targets(&s, diags);
    if expansions(&s, &suit_vars, &level_vars, &jumps, blocks, budget, diags) == Some(0) {
        diags.push(Diagnostic::warning(
            s.span,
            "this parametrized section expands to no section: no suits or levels meet its constraints",
        ));
    }
}

/// A suit written twice in one entry is a slip (BidBase has one field per suit). Through a
/// variable it is not: `{a}=0 S=x H=x D=x C=x` says "void in a, and the x suit is another";
/// the expansion with a = S then has two spade fields, and both must hold.
fn repeated_suits(s: &Section, diags: &mut Diagnostics) {
    for e in &s.entries {
        // At most 4 suits and 26 variables: `seen` stays short however many fields repeat.
        let mut seen: Vec<SuitTerm> = Vec::new();
        for f in &e.fields.suits {
            if seen.contains(&f.value.suit) {
                diags.push(Diagnostic::error(f.span, "suit given twice in one entry"));
            } else {
                seen.push(f.value.suit);
            }
        }
    }
}

/// The suit and level variables of a parametrized section, checked: every one bound by the
/// header, none both a suit and a level, at most 6 suits and 3 levels. `None` after an error.
fn checked_vars(
    s: &Section,
    vars: &BTreeSet<char>,
    level_vars: BTreeSet<char>,
    diags: &mut Diagnostics,
) -> Option<(Vec<char>, Vec<char>)> {
    // A parametrized section is parametrized by its header: every variable must appear there.
    let mut bound = BTreeSet::new();
    for c in header_calls(s) {
        call_vars(&c, &mut bound);
    }
    let unbound: Vec<char> = vars.difference(&bound).copied().collect();
    if !unbound.is_empty() {
        let names = unbound.iter().map(|v| format!("{{{v}}}")).collect::<Vec<_>>().join(", ");
        diags.push(Diagnostic::error(
            s.span,
            format!("suit variable {names} is not bound by the section's Prior Bids: variables range over the suits of the header, e.g. [1{{a}}-P]"),
        ));
        return None;
    }
    let suit_vars: Vec<char> = vars.iter().copied().filter(|v| !level_vars.contains(v)).collect();
    let level_vars: Vec<char> = level_vars.into_iter().collect();
    for v in &level_vars {
        if suit_used_as_suit(s, *v) {
            diags.push(Diagnostic::error(s.span, format!("{{{v}}} is used both as a level and as a suit")));
            return None;
        }
    }
    if suit_vars.len() > 6 {
        diags.push(Diagnostic::error(s.span, "a parametrized section may use at most 6 suit variables"));
        return None;
    }
    if level_vars.len() > 3 {
        diags.push(Diagnostic::error(s.span, "a parametrized section may use at most 3 level variables"));
        return None;
    }
    Some((suit_vars, level_vars))
}

/// Which header element each jump constraint applies to: the one bidding at its level.
fn jump_targets(s: &Section, diags: &mut Diagnostics) -> Vec<(usize, bool)> {
    let header: Vec<Vec<CallTerm>> = match &s.pattern {
        Some(p) => p
            .iter()
            .map(|e| {
                e.value.alts.iter().filter_map(|a| if let PatAtom::Call(c) = a { Some(*c) } else { None }).collect()
            })
            .collect(),
        None => s.prior.iter().map(|c| vec![c.value]).collect(),
    };
    // The first header element bidding at each level variable's level.
    let mut first: std::collections::HashMap<char, usize> = std::collections::HashMap::new();
    for (i, alts) in header.iter().enumerate() {
        for a in alts {
            if let CallTerm::Call { kind: CallShape::LevelVar(v, _, _), .. } = a {
                first.entry(*v).or_insert(i);
            }
        }
    }
    let mut jumps = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for c in &s.constraints {
        if let Constraint::Jump { var, jump } = c.value {
            let at = first.get(&var).copied();
            match at {
                // The same constraint written twice says it once.
                Some(i) => {
                    if seen.insert((i, jump)) {
                        jumps.push((i, jump));
                    }
                }
                None => diags.push(Diagnostic::error(
                    c.span,
                    format!("jump({var}) needs a bid at level {{{var}}} in the header, such as {{{var}}}{{a}}"),
                )),
            }
        }
    }
    jumps
}

/// Adds one block per binding of the variables (suits, then levels 1 to 7) that meets the
/// section's constraints, paid for from `budget`; returns how many, `None` when the budget ran
/// out (reported).
fn expansions(
    s: &Section,
    suit_vars: &[char],
    level_vars: &[char],
    jumps: &[(usize, bool)],
    blocks: &mut Vec<Block>,
    budget: &mut Budget,
    diags: &mut Diagnostics,
) -> Option<usize> {
    let n = suit_vars.len() as u32;
    let m = level_vars.len() as u32;
    let cost = section_units(s);
    let mut count = 0;
    // Reused for every assignment tried: only those that meet the constraints are kept.
    let mut binding: Binding = Vec::with_capacity(suit_vars.len());
    let mut levels: Levels = Vec::with_capacity(level_vars.len());
    for code in 0..4usize.pow(n) {
        binding.clear();
        binding.extend(suit_vars.iter().enumerate().map(|(i, v)| (*v, Suit::from_index((code >> (2 * i)) & 3))));
        // Trying an assignment reads the header's constraints: it counts what the header does.
        if !budget.spend(7u64.pow(m) * crate::limits::units(s.span), s.span, diags) {
            return None;
        }
        for lcode in 0..7usize.pow(m) {
            levels.clear();
            levels
                .extend(level_vars.iter().enumerate().map(|(i, v)| (*v, (lcode / 7usize.pow(i as u32) % 7) as u8 + 1)));
            if !constraints_hold(&s.constraints, &binding, &levels) {
                continue;
            }
            if !budget.spend(cost, s.span, diags) {
                return None;
            }
            count += 1;
            let mut section = s.clone();
            subst_section(&mut section, &binding, &levels);
            blocks.push(Block { section, binding: binding.clone(), levels: levels.clone(), jumps: jumps.to_vec() });
        }
    }
    Some(count)
}

/// Whether a binding meets every `where` constraint of its section.
fn constraints_hold(constraints: &[Spanned<Constraint>], binding: &Binding, levels: &Levels) -> bool {
    let get = |v: char| binding.iter().find(|(b, _)| *b == v).map(|(_, s)| *s);
    let lev = |v: char| levels.iter().find(|(b, _)| *b == v).map(|(_, l)| *l as i32);
    constraints.iter().all(|c| match &c.value {
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
    })
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

#[cfg(test)]
mod tests {
    use super::super::testing::blocks as expanded;
    use super::*;
    use crate::print::print_call;

    fn calls(terms: &[Spanned<CallTerm>]) -> String {
        terms.iter().map(|c| print_call(&c.value)).collect::<Vec<_>>().join("-")
    }

    fn headers(blocks: &[Block]) -> Vec<String> {
        blocks.iter().map(|b| calls(&b.section.prior)).collect()
    }

    fn entry_calls(b: &Block) -> Vec<String> {
        b.section.entries.iter().map(|e| print_call(&e.call.value)).collect()
    }

    #[test]
    fn a_section_without_variables_is_one_block() {
        let (blocks, diags) = expanded("[1C-P]\n1H\n1S\n");
        assert!(diags.list.is_empty());
        assert_eq!(headers(&blocks), ["1C-P"]);
        assert_eq!(entry_calls(&blocks[0]), ["1H", "1S"]);
        assert!(blocks[0].binding.is_empty() && blocks[0].levels.is_empty() && blocks[0].jumps.is_empty());
    }

    #[test]
    fn a_suit_variable_expands_to_the_suits_its_constraint_allows() {
        let (blocks, diags) = expanded("[1{a}-P] where a in CD\n2{a} text=\"raise of {a}\"\n");
        assert!(diags.list.is_empty());
        assert_eq!(headers(&blocks), ["1C-P", "1D-P"]);
        assert_eq!(blocks[1].binding, vec![('a', Suit::Diamonds)]);
        assert_eq!(entry_calls(&blocks[1]), ["2D"]);
        let text = blocks[1].section.entries[0].fields.text.as_ref().map(|t| t.value.as_str());
        assert_eq!(text, Some("raise of D"));
    }

    #[test]
    fn two_suit_variables_expand_to_every_ordered_pair() {
        let (blocks, _) = expanded("[1{a}-P-1{b}] where a<b\nP\n");
        assert_eq!(headers(&blocks), ["1C-P-1D", "1C-P-1H", "1D-P-1H", "1C-P-1S", "1D-P-1S", "1H-P-1S"]);
    }

    #[test]
    fn level_variables_range_over_the_levels_and_drop_calls_beyond_seven() {
        let (blocks, diags) = expanded("[{n}{a}-P] where n in 23, a in S\n{n+1}{a}\n{n+5}N\n");
        assert!(diags.list.is_empty(), "{:?}", diags.list);
        assert_eq!(headers(&blocks), ["2S-P", "3S-P"]);
        assert_eq!(blocks[0].levels, vec![('n', 2)]);
        assert_eq!(entry_calls(&blocks[0]), ["3S", "7N"]);
        // 3 + 5 is no level: that expansion has no 8N entry.
        assert_eq!(entry_calls(&blocks[1]), ["4S"]);
    }

    #[test]
    fn a_jump_constraint_applies_to_the_header_element_at_its_level() {
        let (blocks, _) = expanded("[1{a}-{n}{b}] where jump(n), a in C, b in S\nP\n");
        assert_eq!(blocks.len(), 7);
        assert!(blocks.iter().all(|b| b.jumps == [(1, true)]));
    }

    #[test]
    fn a_variable_the_header_does_not_bind_is_an_error_at_the_section() {
        let text = "[1C-P]\n2{a}\n";
        let (blocks, diags) = expanded(text);
        assert!(blocks.is_empty());
        assert_eq!(diags.list.len(), 1);
        assert!(diags.list[0].message.starts_with("suit variable {a} is not bound"), "{}", diags.list[0].message);
        assert_eq!(diags.list[0].span.start, 0);
    }

    #[test]
    fn a_section_that_expands_to_nothing_is_a_warning() {
        let (blocks, diags) = expanded("[1{a}-P] where a<a\nP\n");
        assert!(blocks.is_empty());
        assert_eq!(diags.list[0].severity, crate::span::Severity::Warning);
        assert!(diags.list[0].message.contains("expands to no section"));
    }

    #[test]
    fn a_variable_used_as_a_level_and_a_suit_is_an_error() {
        let (blocks, diags) = expanded("[{n}C-P-1{n}] where n in 1\nP\n");
        assert!(blocks.is_empty());
        assert_eq!(diags.list[0].message, "{n} is used both as a level and as a suit");
    }
}
