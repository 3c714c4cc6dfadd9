//! The grammars of headers beyond calls: pattern elements (`partner:4N`, `2bid|2suit`,
//! `...`) and `where` constraints.

use bidbase_runtime::rules::pattern::Owner;
use bidbase_runtime::rules::Cmp;
use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, space0, space1};
use nom::combinator::{map, opt, value};
use nom::error::Error;
use nom::multi::{many1, separated_list1};
use nom::sequence::{pair, terminated};
use nom::Parser;

use crate::ast::*;

use super::atoms::{cmp_op, level, signed_small, suit_letter, var_name};
use super::calls::call_term;
use super::combinators::R;

/// A `where` constraint: `jump(n)`, `nonjump(n)`, `n in 23`, `n<=3`, `n<=m+1`, `a in CD`,
/// `a<b`, `a!=b`.
pub(super) fn constraint(i: &str) -> R<'_, Constraint> {
    alt((
        map((tag("jump("), var_name, char(')')), |(_, var, _)| Constraint::Jump { var, jump: true }),
        map((tag("nonjump("), var_name, char(')')), |(_, var, _)| Constraint::Jump { var, jump: false }),
        map(var_in(level), |(var, levels)| Constraint::LevelIn { var, levels }),
        map(var_cmp(level), |(var, cmp, l)| Constraint::Level { var, cmp, rhs: LevelRhs::Level(l) }),
        map(var_cmp(pair(var_name, signed_small)), |(var, cmp, (o, d))| Constraint::Level {
            var,
            cmp,
            rhs: LevelRhs::Var(o, d),
        }),
        map(var_in(suit_letter), |(var, suits)| Constraint::In { var, suits }),
        map((var_name, space0, relation, space0, var_name), |(a, _, rel, _, b)| Constraint::Order { a, rel, b }),
    ))
    .parse(i)
}

/// `v in ...`: a variable and the values it may take.
fn var_in<'a, T>(
    item: impl Parser<&'a str, Output = T, Error = Error<&'a str>>,
) -> impl Parser<&'a str, Output = (char, Vec<T>), Error = Error<&'a str>> {
    map((var_name, space1, tag("in"), space1, many1(item)), |(var, _, _, _, items)| (var, items))
}

/// `n<=...`: a variable compared with what `rhs` reads.
fn var_cmp<'a, T>(
    rhs: impl Parser<&'a str, Output = T, Error = Error<&'a str>>,
) -> impl Parser<&'a str, Output = (char, Cmp, T), Error = Error<&'a str>> {
    map((var_name, space0, cmp_op, space0, rhs), |(var, _, cmp, _, r)| (var, cmp, r))
}

/// How two suit variables relate: `!=`, `<`, `>`, `=`.
fn relation(i: &str) -> R<'_, Relation> {
    alt((
        value(Relation::Ne, tag("!=")),
        value(Relation::Lt, char('<')),
        value(Relation::Gt, char('>')),
        value(Relation::Eq, char('=')),
    ))
    .parse(i)
}

/// `partner:`, `we:` ...
fn owner(i: &str) -> R<'_, Owner> {
    terminated(
        alt((
            value(Owner::Partner, tag("partner")),
            value(Owner::Me, tag("me")),
            value(Owner::Lho, tag("lho")),
            value(Owner::Rho, tag("rho")),
            value(Owner::We, tag("we")),
            value(Owner::They, tag("they")),
        )),
        char(':'),
    )
    .parse(i)
}

/// One alternative of a pattern element: `?`, a class of bids (`2suit`), or a call.
fn pat_atom(i: &str) -> R<'_, PatAtom> {
    alt((
        value(PatAtom::Any, char('?')),
        map(
            pair(
                opt(level),
                alt((
                    value(BidClass::Bid, tag("bid")),
                    value(BidClass::Suit, tag("suit")),
                    value(BidClass::Nt, tag("nt")),
                )),
            ),
            |(level, kind)| PatAtom::Class { level: level.unwrap_or(0), kind },
        ),
        map(call_term, PatAtom::Call),
    ))
    .parse(i)
}

/// A header element: `[owner:]alt|alt[...]`, or `...` alone.
pub(super) fn pat_elem(i: &str) -> R<'_, PatElem> {
    alt((
        map(pair(opt(owner), tag("...")), |(o, _)| PatElem {
            owner: o.unwrap_or(Owner::Any),
            alts: vec![PatAtom::Any],
            run: true,
        }),
        map((opt(owner), separated_list1(char('|'), pat_atom), opt(tag("..."))), |(o, alts, run)| PatElem {
            owner: o.unwrap_or(Owner::Any),
            alts,
            run: run.is_some(),
        }),
    ))
    .parse(i)
}
