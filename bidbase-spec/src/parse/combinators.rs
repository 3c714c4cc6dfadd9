//! The shared nom helpers: the result type of every value grammar, and a grammar run on a
//! whole value with the byte offset where it stopped.

use nom::combinator::all_consuming;
use nom::{IResult, Parser};

/// What a value grammar returns.
pub(super) type R<'a, T> = IResult<&'a str, T>;

/// Runs a nom parser on a whole value; on failure, the byte offset where it stopped and the
/// message "expected ...".
pub(super) fn expect<'a, T>(p: impl Fn(&'a str) -> R<'a, T>, v: &'a str, what: &str) -> Result<T, (usize, String)> {
    full(p, v).map_err(|at| (at, format!("expected {what}")))
}

/// Runs a nom parser on the whole input; on failure, the offset where parsing stopped.
pub(super) fn full<'a, T>(p: impl Fn(&'a str) -> R<'a, T>, v: &'a str) -> Result<T, usize> {
    match all_consuming(p).parse(v) {
        Ok((_, t)) => Ok(t),
        Err(nom::Err::Error(e)) | Err(nom::Err::Failure(e)) => Err(v.len() - e.input.len()),
        Err(nom::Err::Incomplete(_)) => Err(v.len()),
    }
}
