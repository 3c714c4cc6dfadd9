//! The grammars of field values: numbers and ranges, the HCP forms, points, a suit's Num and
//! Points, the X spec, Pct codes, best contracts and asks codes.

use bidbase_runtime::Call;
use nom::branch::alt;
use nom::bytes::complete::{tag, take_while1};
use nom::character::complete::{char, digit1, one_of};
use nom::combinator::{map, opt, recognize, value, verify};
use nom::multi::{many1, separated_list1};
use nom::sequence::{pair, preceded, terminated};
use nom::Parser;

use crate::ast::*;

use super::atoms::{cmp_op, level, number, signed_small, strain_term, suit_letter, suit_term};
use super::combinators::R;

/// A decimal in hundredths: `12`, `2.5`, `.25`.
pub(super) fn dec(i: &str) -> R<'_, Dec> {
    let (i, whole) = opt(digit1).parse(i)?;
    let (i, frac) = opt(preceded(char('.'), verify(digit1, |d: &str| d.len() <= 2))).parse(i)?;
    if whole.is_none() && frac.is_none() {
        return Err(nom::Err::Error(nom::error::Error::new(i, nom::error::ErrorKind::Digit)));
    }
    let w: i64 = match whole {
        Some(w) if w.len() <= 6 => w.parse().unwrap_or(0),
        Some(_) => return Err(nom::Err::Error(nom::error::Error::new(i, nom::error::ErrorKind::TooLarge))),
        None => 0,
    };
    let f: i64 = match frac {
        Some(f) if f.len() == 1 => f.parse::<i64>().unwrap_or(0) * 10,
        Some(f) => f.parse().unwrap_or(0),
        None => 0,
    };
    Ok((i, (w * 100 + f) as Dec))
}

pub(super) fn range_spec(i: &str) -> R<'_, RangeSpec> {
    alt((
        map(preceded(tag("<="), dec), RangeSpec::Le),
        map(preceded(tag(">="), dec), RangeSpec::Ge),
        map(preceded(char('<'), dec), RangeSpec::Lt),
        map(preceded(char('>'), dec), RangeSpec::Gt),
        map((dec, char('-'), dec), |(a, _, b)| RangeSpec::Between(a, b)),
        map(terminated(dec, char('+')), RangeSpec::Plus),
        map(dec, RangeSpec::Exact),
    ))
    .parse(i)
}

pub(super) fn hcp_spec(i: &str) -> R<'_, HcpSpec> {
    alt((
        map(preceded(char('P'), range_spec), HcpSpec::Partnership),
        value(HcpSpec::NtRange(1), tag("HCP1N")),
        value(HcpSpec::NtRange(2), tag("HCP2N")),
        map(preceded(tag("Min"), opt(alt((map(signed_small, Some), value(None, char('+')))))), |m| match m {
            None => HcpSpec::Min { delta: 0, above: false },
            Some(None) => HcpSpec::Min { delta: 0, above: true },
            Some(Some(d)) => HcpSpec::Min { delta: d, above: false },
        }),
        map((one_of("123"), char('N'), opt(pair(signed_small, opt(signed_small)))), |(n, _, add)| HcpSpec::Nt {
            n: n as u8 - b'0',
            add: add.map(|(a, b)| (a, b.unwrap_or(a))),
        }),
        map(range_spec, HcpSpec::Range),
    ))
    .parse(i)
}

pub(super) fn dist_spec(i: &str) -> R<'_, DistSpec> {
    map(pair(opt(char('T')), range_spec), |(t, range)| DistSpec { total: t.is_some(), range }).parse(i)
}

pub(super) fn dummy_spec(i: &str) -> R<'_, DummySpec> {
    map((suit_term, verify(number, |n| *n <= 13), char(':'), range_spec), |(trump, partner, _, range)| DummySpec {
        trump,
        partner: partner as u8,
        range,
    })
    .parse(i)
}

pub(super) fn custom_spec(i: &str) -> R<'_, CustomSpec> {
    let (i, range) = range_spec(i)?;
    let (i, _) = char(':').parse(i)?;
    let (i, vals) = many1(pair(one_of("AKQJT"), dec)).parse(i)?;
    let mut values = [None; 5];
    for (r, v) in vals {
        let k = "AKQJT".find(r).unwrap_or(0);
        values[k] = Some(v);
    }
    Ok((i, CustomSpec { range, values }))
}

pub(super) fn winners_spec(i: &str) -> R<'_, WinnersSpec> {
    map(pair(opt(char('R')), range_spec), |(r, range)| WinnersSpec { running: r.is_some(), range }).parse(i)
}

fn num_alt(i: &str) -> R<'_, NumAlt> {
    alt((
        map(pair(cmp_op, alt((value(RelTarget::X, char('x')), map(suit_term, RelTarget::Suit)))), |(cmp, other)| {
            NumAlt::Rel { cmp, other }
        }),
        value(NumAlt::X, char('x')),
        map(range_spec, NumAlt::Range),
    ))
    .parse(i)
}

fn ints(i: &str) -> R<'_, u8> {
    map(preceded(char('i'), one_of("0123456789")), |d| d as u8 - b'0').parse(i)
}

fn points_atom(i: &str) -> R<'_, PointsAtom> {
    alt((
        value(PointsAtom::Stop(StopCode::Zero), tag("0stop")),
        value(PointsAtom::Stop(StopCode::Half), tag("hstop")),
        value(PointsAtom::Stop(StopCode::One), tag("1stop")),
        value(PointsAtom::Stop(StopCode::Two), tag("2stop")),
        map((range_spec, char('H'), one_of("0123456789")), |(hcp, _, n)| PointsAtom::HonorsSeq {
            hcp,
            honors: n as u8 - b'0',
        }),
        map((one_of("0123456789"), char('/'), one_of("12345")), |(n, _, m)| PointsAtom::OfTop {
            n: n as u8 - b'0',
            m: m as u8 - b'0',
        }),
        map(pair(range_spec, opt(ints)), |(range, ints)| PointsAtom::Hcp { range, ints }),
        value(PointsAtom::Frc, tag("FRC")),
        value(PointsAtom::Src, tag("SRC")),
        value(PointsAtom::HelpAsk, tag("HA")),
        value(PointsAtom::HelpHave, tag("HH")),
        value(PointsAtom::Solid, tag("SS")),
        map(ints, PointsAtom::Ints),
        map(pair(recognize(many1(one_of("abcd"))), opt(ints)), |(l, ints): (&str, Option<u8>)| {
            let mut set = 0u8;
            for c in l.chars() {
                set |= 1 << (c as u8 - b'a');
            }
            PointsAtom::Letters { set, ints }
        }),
        value(PointsAtom::Ace, char('A')),
        value(PointsAtom::King, char('K')),
        value(PointsAtom::Protected, char('P')),
        value(PointsAtom::X, char('x')),
    ))
    .parse(i)
}

pub(super) fn points_alts(i: &str) -> R<'_, Vec<PointsAlt>> {
    separated_list1(char(','), many1(points_atom)).parse(i)
}

type SuitValue = (Vec<NumAlt>, bool, Vec<PointsAlt>);

pub(super) fn suit_value(i: &str) -> R<'_, SuitValue> {
    let (i, num) = opt(separated_list1(char(','), num_alt)).parse(i)?;
    let (i, pts) = opt(preceded(char(':'), pair(opt(tag("or")), points_alts))).parse(i)?;
    let num = num.unwrap_or_default();
    match pts {
        Some((or, points)) => Ok((i, (num, or.is_some(), points))),
        None if num.is_empty() => Err(nom::Err::Error(nom::error::Error::new(i, nom::error::ErrorKind::Many1))),
        None => Ok((i, (num, false, Vec::new()))),
    }
}

pub(super) fn x_spec(i: &str) -> R<'_, XSpec> {
    map(
        (separated_list1(char(','), range_spec), opt(char('U')), opt(preceded(char(':'), points_alts))),
        |(num, u, points)| XSpec { num, up: u.is_some(), points: points.unwrap_or_default() },
    )
    .parse(i)
}

fn pct_code(i: &str) -> R<'_, PctCode> {
    alt((
        map(preceded(char('x'), verify(number, |n| (1..=99).contains(n))), |n| PctCode::Percent {
            value: n as u8,
            disabled: true,
        }),
        map(verify(number, |n| *n <= 99), |n| {
            if n == 0 {
                PctCode::Off
            } else {
                PctCode::Percent { value: n as u8, disabled: false }
            }
        }),
        value(PctCode::We, char('W')),
        value(PctCode::They, char('T')),
        value(PctCode::Matchpoints, char('M')),
        value(PctCode::Imps, char('I')),
        value(PctCode::Dda, char('D')),
    ))
    .parse(i)
}

pub(super) fn pct_codes(i: &str) -> R<'_, Vec<PctCode>> {
    verify(many1(pct_code), |v: &Vec<PctCode>| v.len() <= 3).parse(i)
}

pub(super) fn best_spec(i: &str) -> R<'_, BestSpec> {
    map((level, strain_term, opt(alt((value(2u8, tag("XX")), value(1u8, char('X')))))), |(level, strain, d)| BestSpec {
        level,
        strain,
        doubled: d.unwrap_or(0),
    })
    .parse(i)
}

fn ask(i: &str) -> R<'_, Ask> {
    alt((
        value(Ask::KeyCards, tag("KC")),
        value(Ask::SignOff, tag("SO")),
        map(preceded(char('H'), suit_letter), Ask::Help),
        map(preceded(char('C'), suit_letter), Ask::Control),
        nom::combinator::map_opt(preceded(char('B'), take_while1(|c: char| c.is_ascii_alphanumeric())), |c: &str| {
            Call::parse(c).ok().map(Ask::Bid)
        }),
        value(Ask::Pick, char('P')),
        value(Ask::Decide, char('D')),
        value(Ask::Unbalanced, char('U')),
        value(Ask::Aces, char('A')),
        value(Ask::Kings, char('K')),
        value(Ask::OneRound, char('1')),
        value(Ask::Game, char('G')),
        value(Ask::Optional, char('O')),
    ))
    .parse(i)
}

pub(super) fn asks(i: &str) -> R<'_, Vec<Ask>> {
    separated_list1(char(','), ask).parse(i)
}

#[cfg(test)]
mod tests {
    use super::super::combinators::full;
    use super::*;

    #[test]
    fn ranges() {
        assert_eq!(full(range_spec, "12-14"), Ok(RangeSpec::Between(1200, 1400)));
        assert_eq!(full(range_spec, "2.5"), Ok(RangeSpec::Exact(250)));
        assert_eq!(full(range_spec, ".5+"), Ok(RangeSpec::Plus(50)));
        assert_eq!(full(range_spec, "<=7"), Ok(RangeSpec::Le(700)));
        assert!(full(range_spec, "12-").is_err());
    }

    #[test]
    fn hcp_forms() {
        assert_eq!(full(hcp_spec, "P25-29"), Ok(HcpSpec::Partnership(RangeSpec::Between(2500, 2900))));
        assert_eq!(full(hcp_spec, "Min"), Ok(HcpSpec::Min { delta: 0, above: false }));
        assert_eq!(full(hcp_spec, "Min+"), Ok(HcpSpec::Min { delta: 0, above: true }));
        assert_eq!(full(hcp_spec, "Min+2"), Ok(HcpSpec::Min { delta: 2, above: false }));
        assert_eq!(full(hcp_spec, "Min-1"), Ok(HcpSpec::Min { delta: -1, above: false }));
        assert_eq!(full(hcp_spec, "1N+3+4"), Ok(HcpSpec::Nt { n: 1, add: Some((3, 4)) }));
        assert_eq!(full(hcp_spec, "2N"), Ok(HcpSpec::Nt { n: 2, add: None }));
        assert_eq!(full(hcp_spec, "HCP1N"), Ok(HcpSpec::NtRange(1)));
    }
}
