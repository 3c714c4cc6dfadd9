//! Numbers as the fields write them (hundredths) to the ranges the requirements test: whole
//! points, halves or hundredths, and what a bare number means for each field.

use bidbase_runtime::rules::Range;

use crate::ast::{Dec, RangeSpec};

#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Unit {
    /// Whole points (or cards).
    Points,
    /// Halves (quick tricks, winners, losers, suits stopped).
    Halves,
    /// Hundredths (KnR, custom points).
    Hundredths,
}

#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Bare {
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

pub(super) fn to_range(r: RangeSpec, unit: Unit, bare: Bare) -> Result<Range, String> {
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

/// `r` moved down by `by` (open ends stay open).
pub(super) fn shift(r: Range, by: i32) -> Range {
    Range::new(if r.lo == i32::MIN { r.lo } else { r.lo - by }, if r.hi == i32::MAX { r.hi } else { r.hi - by })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_scale_to_the_field_s_unit() {
        assert_eq!(to_range(RangeSpec::Between(250, 350), Unit::Halves, Bare::Exact), Ok(Range::new(5, 7)));
        assert_eq!(to_range(RangeSpec::Exact(1050), Unit::Hundredths, Bare::AtLeast), Ok(Range::at_least(1050)));
        assert_eq!(to_range(RangeSpec::Lt(800), Unit::Points, Bare::Exact), Ok(Range::at_most(7)));
        assert_eq!(to_range(RangeSpec::Exact(250), Unit::Points, Bare::Exact), Err("2.5 is not a whole number".into()));
        assert_eq!(
            to_range(RangeSpec::Exact(125), Unit::Halves, Bare::Exact),
            Err("1.25 is not a multiple of one half".into())
        );
    }

    #[test]
    fn what_a_bare_number_means() {
        assert_eq!(to_range(RangeSpec::Exact(700), Unit::Points, Bare::Exact), Ok(Range::exactly(7)));
        assert_eq!(to_range(RangeSpec::Exact(700), Unit::Points, Bare::AtLeast), Ok(Range::at_least(7)));
        // Losers: a bare number is a maximum, `7+` more than 7.
        assert_eq!(to_range(RangeSpec::Exact(700), Unit::Points, Bare::PlusIsMore), Ok(Range::at_most(7)));
        assert_eq!(to_range(RangeSpec::Plus(700), Unit::Points, Bare::PlusIsMore), Ok(Range::at_least(8)));
        let empty = to_range(RangeSpec::Between(900, 800), Unit::Points, Bare::Exact);
        assert_eq!(empty, Err("empty range 9-8: the first number must not be larger".into()));
    }

    #[test]
    fn shifting_keeps_open_ends_open() {
        assert_eq!(shift(Range::new(25, 29), 15), Range::new(10, 14));
        assert_eq!(shift(Range::at_least(25), 15), Range::at_least(10));
    }
}
