//! The variables of a parametrized section: which suit and level variables it names, and
//! where (its header binds them).

use std::collections::BTreeSet;

use crate::ast::*;

/// Every call term of a header: the Prior Bids, the pattern's calls and the alias.
pub(super) fn header_calls(s: &Section) -> Vec<CallTerm> {
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

/// The level variables: those that stand for a level in a call or a level constraint.
pub(super) fn collect_level_vars(s: &Section, vars: &mut BTreeSet<char>) {
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
pub(super) fn suit_used_as_suit(s: &Section, v: char) -> bool {
    let mut calls = header_calls(s);
    calls.extend(s.entries.iter().map(|e| e.call.value));
    calls.iter().any(|c| match c {
        CallTerm::Call { kind: CallShape::Bid(_, StrainTerm::Suit(SuitTerm::Var(x))), .. }
        | CallTerm::Call { kind: CallShape::LevelVar(_, _, StrainTerm::Suit(SuitTerm::Var(x))), .. } => *x == v,
        _ => false,
    })
}

/// Every variable the section names: header, alias, constraints, entries' calls, fields and
/// texts.
pub(super) fn collect_section_vars(s: &Section, vars: &mut BTreeSet<char>) {
    for c in header_calls(s) {
        call_vars(&c, vars);
    }
    if let Some(a) = &s.alias {
        for c in &a.value {
            call_vars(&c.value, vars);
        }
    }
    for c in &s.constraints {
        constraint_vars(&c.value, vars);
    }
    for e in &s.entries {
        call_vars(&e.call.value, vars);
        let mut fields = e.fields.clone();
        field_suits_mut(&mut fields, &mut |t| {
            if let SuitTerm::Var(v) = t {
                vars.insert(*v);
            }
        });
        for t in [&e.name, &e.fields.text, &e.fields.shows, &e.fields.note].into_iter().flatten() {
            text_vars(&t.value, vars);
        }
    }
}

/// The variables a `where` constraint names.
fn constraint_vars(c: &Constraint, vars: &mut BTreeSet<char>) {
    match c {
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

/// Visits every suit an entry's fields name (not its call's): where a suit variable can stand.
pub(super) fn field_suits_mut(f: &mut Fields, visit: &mut dyn FnMut(&mut SuitTerm)) {
    if let Some(d) = &mut f.dummy {
        visit(&mut d.value.trump);
    }
    for s in &mut f.suits {
        visit(&mut s.value.suit);
        for n in &mut s.value.num {
            if let NumAlt::Rel { other: RelTarget::Suit(t), .. } = n {
                visit(t);
            }
        }
    }
    for c in &mut f.combos {
        c.value.suits.iter_mut().for_each(&mut *visit);
    }
    for g in &mut f.gib {
        visit(&mut g.value.suit);
    }
    for v in &mut f.sides {
        if let Some(t) = v.value.suit_mut() {
            visit(t);
        }
    }
    for v in &mut f.show {
        if let Some(t) = v.value.suit_mut() {
            visit(t);
        }
    }
    if let Some(best) = &mut f.best {
        if let StrainTerm::Suit(t) = &mut best.value.strain {
            visit(t);
        }
    }
}

/// The variables a text names as `{a}`.
fn text_vars(t: &str, vars: &mut BTreeSet<char>) {
    let b = t.as_bytes();
    for i in 0..b.len().saturating_sub(2) {
        if b[i] == b'{' && b[i + 2] == b'}' && b[i + 1].is_ascii_lowercase() && b[i + 1] != b'x' {
            vars.insert(b[i + 1] as char);
        }
    }
}

/// The variables a call names: its suit, its level, its "@" digits.
pub(super) fn call_vars(c: &CallTerm, vars: &mut BTreeSet<char>) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_file;

    fn section(text: &str) -> Section {
        let (file, errs) = parse_file(0, text);
        assert!(errs.is_empty(), "{errs:?}");
        match file.items.into_iter().next() {
            Some(Item::Section(s)) => s,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn variables_are_found_in_headers_constraints_fields_and_texts() {
        let s = section("[1{a}-{n}{b}] where d in CD, m<=n+1 as [1{c}]\n2{e} {f}=4+ text=\"{g} and {x}\"\n");
        let mut vars = BTreeSet::new();
        collect_section_vars(&s, &mut vars);
        assert_eq!(vars.into_iter().collect::<String>(), "abcdefgmn");
        let mut levels = BTreeSet::new();
        collect_level_vars(&s, &mut levels);
        assert_eq!(levels.into_iter().collect::<String>(), "mn");
        assert!(suit_used_as_suit(&s, 'b') && !suit_used_as_suit(&s, 'n'));
    }
}
