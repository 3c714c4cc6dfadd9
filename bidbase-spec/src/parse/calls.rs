//! Calls as the DSL writes them: bids (with variables and level offsets), pass, double,
//! redouble, x bids, and "@" annotations.

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, one_of};
use nom::combinator::{map, opt, value};
use nom::sequence::{pair, preceded, terminated};
use nom::Parser;

use crate::ast::*;

use super::atoms::{level, signed_small, strain_term, var_name, var_term};
use super::combinators::{full, R};

/// A digit of an "@" annotation, or a suit variable (its suit's BidBase number).
fn digit_term(i: &str) -> R<'_, DigitTerm> {
    alt((map(one_of("012345"), |d| DigitTerm::Digit(d as u8 - b'0')), map(var_term, DigitTerm::Var))).parse(i)
}

/// `@40`, `@Q4`, `@G{a}`: an "@" annotation.
fn tag_term(i: &str) -> R<'_, TagTerm> {
    preceded(
        char('@'),
        alt((
            map(preceded(char('Q'), digit_term), TagTerm::Cue),
            map(preceded(char('G'), digit_term), TagTerm::Gsf),
            map(pair(digit_term, digit_term), |(a, b)| TagTerm::Ask(a, b)),
        )),
    )
    .parse(i)
}

/// A call as headers write it: a bid, `2x`, a bid with variables (`2{a}`, `{n}{a}`), pass,
/// double, redouble, with an "@" annotation.
pub(super) fn call_term(i: &str) -> R<'_, CallTerm> {
    alt((
        map(terminated(level, char('x')), |level| CallTerm::X { level }),
        map(pair(call_shape, opt(tag_term)), |(kind, tag)| CallTerm::Call { kind, tag }),
    ))
    .parse(i)
}

/// `{n+1}`, `{n-1}`, `{n}`: a level variable with an offset.
fn level_offset_term(i: &str) -> R<'_, (char, i8)> {
    (char('{'), var_name, opt(signed_small), char('}')).map(|(_, v, d, _)| (v, d.unwrap_or(0))).parse(i)
}

/// An entry's call: a header's call terms, and a level variable plus an offset (`{n+1}{a}`,
/// `{n+2}N`, `{n+1}x`).
pub(super) fn entry_call_term(i: &str) -> R<'_, CallTerm> {
    alt((
        call_term,
        map(terminated(level_offset_term, char('x')), |(var, offset)| CallTerm::XVar { var, offset }),
        map(pair(level_offset_term, strain_term), |((v, d), s)| CallTerm::Call {
            kind: CallShape::LevelVar(v, d, s),
            tag: None,
        }),
    ))
    .parse(i)
}

/// A call without its annotation.
fn call_shape(i: &str) -> R<'_, CallShape> {
    alt((
        map(pair(level, strain_term), |(l, s)| CallShape::Bid(l, s)),
        map(pair(var_term, strain_term), |(v, s)| CallShape::LevelVar(v, 0, s)),
        value(CallShape::Pass, alt((tag("Pass"), tag("PASS"), tag("P")))),
        value(CallShape::Redouble, alt((tag("XX"), tag("Rdbl"), tag("R")))),
        value(CallShape::Double, alt((tag("X"), tag("Dbl"), tag("D")))),
    ))
    .parse(i)
}

/// Reads one call term (used by the section key parser of other modules and tests).
pub fn parse_call_term(text: &str) -> Option<CallTerm> {
    full(call_term, text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls() {
        assert_eq!(full(call_term, "2x"), Ok(CallTerm::X { level: 2 }));
        assert_eq!(full(entry_call_term, "{n+2}x"), Ok(CallTerm::XVar { var: 'n', offset: 2 }));
        assert_eq!(full(entry_call_term, "{n}x"), Ok(CallTerm::XVar { var: 'n', offset: 0 }));
        assert!(matches!(
            full(entry_call_term, "{n-1}N"),
            Ok(CallTerm::Call { kind: CallShape::LevelVar('n', -1, StrainTerm::NoTrump), tag: None })
        ));
        assert!(full(call_term, "{n+1}S").is_err(), "offsets only in entries");
        assert!(matches!(
            full(call_term, "4N@40"),
            Ok(CallTerm::Call { tag: Some(TagTerm::Ask(DigitTerm::Digit(4), DigitTerm::Digit(0))), .. })
        ));
        assert!(matches!(
            full(call_term, "2{a}"),
            Ok(CallTerm::Call { kind: CallShape::Bid(2, StrainTerm::Suit(SuitTerm::Var('a'))), .. })
        ));
        assert!(matches!(full(call_term, "XX"), Ok(CallTerm::Call { kind: CallShape::Redouble, .. })));
        assert!(full(call_term, "8C").is_err());
    }
}
