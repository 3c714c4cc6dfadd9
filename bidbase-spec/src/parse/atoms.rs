//! The smallest grammars, shared by the others: numbers, suits, strains, variables and
//! comparisons.

use bidbase_runtime::rules::Cmp;
use bidbase_runtime::Suit;
use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, digit1, one_of, satisfy};
use nom::combinator::{map, map_res, value};
use nom::sequence::pair;
use nom::Parser;

use crate::ast::*;

use super::combinators::R;

/// A whole number.
pub(super) fn number(i: &str) -> R<'_, u32> {
    map_res(digit1, |d: &str| d.parse::<u32>()).parse(i)
}

/// A level, `1` to `7`.
pub(super) fn level(i: &str) -> R<'_, u8> {
    map(one_of("1234567"), |l| l as u8 - b'0').parse(i)
}

/// `+2`, `-1`: a small signed offset.
pub(super) fn signed_small(i: &str) -> R<'_, i8> {
    map_res(pair(one_of("+-"), digit1), |(s, d): (char, &str)| d.parse::<i8>().map(|v| if s == '-' { -v } else { v }))
        .parse(i)
}

/// `S`, `H`, `D` or `C`.
pub(super) fn suit_letter(i: &str) -> R<'_, Suit> {
    map(one_of("SHDC"), |c| Suit::from_char(c).unwrap_or(Suit::Spades)).parse(i)
}

/// A variable's name: a lowercase letter other than `x`.
pub(super) fn var_name(i: &str) -> R<'_, char> {
    satisfy(|c| c.is_ascii_lowercase() && c != 'x').parse(i)
}

/// `{a}`: a variable.
pub(super) fn var_term(i: &str) -> R<'_, char> {
    (char('{'), var_name, char('}')).map(|(_, v, _)| v).parse(i)
}

/// A suit or a suit variable.
pub(super) fn suit_term(i: &str) -> R<'_, SuitTerm> {
    alt((map(suit_letter, SuitTerm::Suit), map(var_term, SuitTerm::Var))).parse(i)
}

/// A strain: `N` (or `NT`), or a suit term.
pub(super) fn strain_term(i: &str) -> R<'_, StrainTerm> {
    alt((value(StrainTerm::NoTrump, alt((tag("NT"), tag("N")))), map(suit_term, StrainTerm::Suit))).parse(i)
}

/// `<=`, `>=`, `<`, `>` or `=`.
pub(super) fn cmp_op(i: &str) -> R<'_, Cmp> {
    alt((
        value(Cmp::Le, tag("<=")),
        value(Cmp::Ge, tag(">=")),
        value(Cmp::Lt, char('<')),
        value(Cmp::Gt, char('>')),
        value(Cmp::Eq, char('=')),
    ))
    .parse(i)
}
