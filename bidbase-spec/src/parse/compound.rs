//! Fields whose key says more than a name: combined suits (`SH=8-9`, `xD<7`), what the side
//! holds (`ours.hcp=25+`, `pard.S=4+`), what the entry shows (`shows.S.stop=1`), and GIB suit
//! features (`S.quality=rebiddable+`).

use bidbase_runtime::{GibQuality, GibStop};
use nom::character::complete::char;
use nom::combinator::opt;
use nom::multi::many1;
use nom::sequence::{pair, preceded};
use nom::Parser;

use crate::ast::*;

use super::atoms::suit_term;
use super::combinators::full;
use super::values::range_spec;

pub(super) fn is_combo_key(key: &str) -> bool {
    let mut rest = key;
    let mut n = 0;
    if let Some(r) = rest.strip_prefix('x') {
        rest = r;
        n += 1;
    }
    while !rest.is_empty() {
        if let Ok((r, _)) = suit_term(rest) {
            rest = r;
            n += 1;
        } else {
            return false;
        }
    }
    n >= 2
}

pub(super) fn combo(key: &str, op_value: &str) -> Result<Combo, (usize, String)> {
    let (x, body) = match key.strip_prefix('x') {
        Some(b) => (true, b),
        None => (false, key),
    };
    let suits = full(|i| many1(suit_term).parse(i), body)
        .map_err(|at| (at, "expected 2 or 3 suits, e.g. SH, CDH, xD".to_string()))?;
    let n = suits.len() + usize::from(x);
    if !(2..=3).contains(&n) {
        return Err((0, format!("combined suits name 2 or 3 suits (or x and a suit), found {n}")));
    }
    let vstart = key.len();
    let msg = "a combined spec such as SH=8-9, CD>7, CDH<14 or SHC=:7+ (length[:HCP])";
    let (num, points) = if let Some(v) = op_value.strip_prefix('=') {
        let parsed = full(|i| pair(opt(range_spec), opt(preceded(char(':'), range_spec))).parse(i), v)
            .map_err(|at| (vstart + 1 + at, format!("expected {msg}")))?;
        if parsed.0.is_none() && parsed.1.is_none() {
            return Err((vstart + 1, format!("expected {msg}")));
        }
        parsed
    } else {
        let r = full(range_spec, op_value).map_err(|at| (vstart + at, format!("expected {msg}")))?;
        (Some(r), None)
    };
    Ok(Combo { suits, x, num, points })
}

/// `25+`, `12-`, `15-17`, `8`, or `any`: the bounds of an `ours.`, `pard.` or `shows.` value.
fn bounds(v: &str) -> Result<(i32, i32), String> {
    const MSG: &str = "expected a range such as 25+, 11-, 15-17, 8 or any";
    let n = |t: &str| t.parse::<i32>().ok().filter(|n| (0..=99).contains(n));
    if v == "any" {
        return Ok((i32::MIN, i32::MAX));
    }
    if let Some(a) = v.strip_suffix('+') {
        return n(a).map(|a| (a, i32::MAX)).ok_or_else(|| MSG.to_string());
    }
    if let Some(a) = v.strip_suffix('-') {
        return n(a).map(|a| (i32::MIN, a)).ok_or_else(|| MSG.to_string());
    }
    if let Some((a, b)) = v.split_once('-') {
        return match (n(a), n(b)) {
            (Some(a), Some(b)) if a <= b => Ok((a, b)),
            _ => Err(MSG.to_string()),
        };
    }
    n(v).map(|a| (a, a)).ok_or_else(|| MSG.to_string())
}

/// The suit of an `ours.`, `pard.` or `shows.` key: `S`, `{a}` or `x`.
fn suit_or_x(t: &str) -> Option<SuitOrX> {
    if t == "x" {
        return Some(SuitOrX::X);
    }
    full(suit_term, t).ok().map(SuitOrX::Suit)
}

/// `ours.hcp=25+`, `pard.S=4+`. The error says whether it is the key's fault (`true`).
pub(super) fn side_spec(key: &str, value: &str) -> Result<SideSpec, (bool, String)> {
    let (side, what) = key.split_once('.').unwrap_or((key, ""));
    let measure = match what {
        "hcp" => MeasureTerm::Hcp,
        "total" => MeasureTerm::Total,
        other => match suit_or_x(other) {
            Some(s) => MeasureTerm::Len(s),
            None => {
                return Err((true, format!("'{side}.{other}' is not a measure: expected {side}.hcp, {side}.total or a suit's length ({side}.S, {side}.x, {side}.{{a}})")))
            }
        },
    };
    let (lo, hi) = bounds(value).map_err(|m| (false, m))?;
    Ok(SideSpec { partner: side == "pard", measure, lo, hi })
}

/// `shows.hcp=10+`, `shows.x=0-1`, `shows.S.stop=1`, `shows.H.quality=rebiddable`,
/// `shows.S.honors=KQ`, `shows.shape=balanced`, `shows.forcing=G` (`what` is the part after
/// `shows.`).
pub(super) fn show_spec(what: &str, value: &str) -> Result<ShowSpec, (bool, String)> {
    let bad = |m: String| (false, m);
    match what {
        "hcp" => return bounds(value).map(|(a, b)| ShowSpec::Hcp(a, b)).map_err(bad),
        "total" => return bounds(value).map(|(a, b)| ShowSpec::Total(a, b)).map_err(bad),
        "shape" => {
            return match value {
                "balanced" => Ok(ShowSpec::Balanced(Some(true))),
                "unbalanced" => Ok(ShowSpec::Balanced(Some(false))),
                "any" => Ok(ShowSpec::Balanced(None)),
                _ => Err(bad("expected balanced, unbalanced or any".into())),
            }
        }
        "forcing" => {
            return match value {
                "0" | "no" => Ok(ShowSpec::Forcing(0)),
                "1" => Ok(ShowSpec::Forcing(1)),
                "G" => Ok(ShowSpec::Forcing(2)),
                _ => Err(bad("expected a forcing status: 0 (not forcing), 1 (one round) or G (game)".into())),
            }
        }
        _ => {}
    }
    let (suit, feature) = match what.split_once('.') {
        Some((s, f)) => (s, Some(f)),
        None => (what, None),
    };
    let Some(suit) = suit_or_x(suit) else {
        return Err((
            true,
            format!("'shows.{what}' is not a feature: expected shows.hcp, shows.total, shows.shape, shows.forcing, or a suit (S, H, D, C, x, {{a}}) with .stop, .quality or .honors"),
        ));
    };
    match feature {
        None => bounds(value).map(|(a, b)| ShowSpec::Len(suit, a, b)).map_err(bad),
        Some("stop") => match value {
            "0" | "none" => Ok(ShowSpec::Stop(suit, 0)),
            "h" => Ok(ShowSpec::Stop(suit, 1)),
            "1" => Ok(ShowSpec::Stop(suit, 2)),
            "2" => Ok(ShowSpec::Stop(suit, 3)),
            _ => Err(bad("expected a stopper class: 0, h (half), 1 or 2".into())),
        },
        Some("quality") => match GibQuality::ALL.iter().position(|q| q.name() == value.trim_end_matches('+')) {
            Some(level) => Ok(ShowSpec::Quality(suit, level as u8)),
            None => Err(bad(format!(
                "expected a GIB quality, the least shown: {}",
                GibQuality::ALL.iter().map(|q| q.name()).collect::<Vec<_>>().join(", ")
            ))),
        },
        Some("honors") => {
            let letters = value.trim_end_matches('+');
            let by_letters = (!letters.is_empty() && letters.chars().all(|c| "AKQJ".contains(c))).then(|| {
                letters
                    .chars()
                    .map(|c| match c {
                        'A' => 8,
                        'K' => 4,
                        'Q' => 2,
                        _ => 1,
                    })
                    .sum::<u8>()
            });
            match by_letters.or_else(|| letters.parse::<u8>().ok().filter(|n| *n <= 15)) {
                Some(v) => Ok(ShowSpec::Honors(suit, v)),
                None => Err(bad("expected the least honours shown, as letters (KQ) or an 8-4-2-1 value (6)".into())),
            }
        }
        Some(other) => Err((true, format!("'.{other}' is not a suit feature: expected .stop, .quality or .honors"))),
    }
}

/// Whether two `shows.` fields set the same feature.
pub(super) fn same_feature(a: &ShowSpec, b: &ShowSpec) -> bool {
    use ShowSpec::*;
    match (a, b) {
        (Len(s, ..), Len(t, ..))
        | (Stop(s, _), Stop(t, _))
        | (Quality(s, _), Quality(t, _))
        | (Honors(s, _), Honors(t, _)) => s == t,
        _ => core::mem::discriminant(a) == core::mem::discriminant(b),
    }
}

pub(super) fn gib_value(kind: GibKind, v: &str) -> Result<(u8, GibBound), String> {
    let names: Vec<&str> = match kind {
        GibKind::Quality => GibQuality::ALL.iter().map(|q| q.name()).collect(),
        GibKind::Stop => GibStop::ALL.iter().map(|q| q.name()).collect(),
    };
    let (body, bound) = if let Some(b) = v.strip_suffix('+') {
        (b, GibBound::AtLeast)
    } else if let Some(b) = v.strip_suffix('-').filter(|b| names.contains(b)) {
        (b, GibBound::AtMost)
    } else {
        (v, GibBound::Exact)
    };
    match names.iter().position(|n| *n == body) {
        Some(level) => Ok((level as u8, bound)),
        None => Err(format!(
            "expected a GIB level ({}), optionally followed by + (or better) or - (or worse)",
            names.join(", ")
        )),
    }
}
