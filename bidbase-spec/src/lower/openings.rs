//! The system's 1N and 2N opening ranges, which the forms `P`, `Min`, `1N+3` and `HCP1N` of
//! other entries are written against.

use bidbase_runtime::{Call, Strain};

use crate::ast::*;
use crate::span::{Diagnostic, Diagnostics};

use super::expand::Block;
use super::ranges::{to_range, Bare, Unit};
use super::sections::{Keyed, SecKey};

/// An opening NT range, low and high.
pub(super) type NtRange = Option<(u8, u8)>;

/// The 1N and 2N opening ranges, from the opening section: the entry with BidBase's BON 130000
/// (1N) or 110000 (2N), or else the first 1N (2N) opening entry with a plain HCP range.
pub(super) fn nt_ranges(keyed: &[Keyed], blocks: &[Block], diags: &mut Diagnostics) -> (NtRange, NtRange) {
    let Some(opening) = keyed.iter().find(|k| k.key == SecKey::Exact(None, Vec::new())) else {
        return (None, None);
    };
    let mut find = |level: u8, bon: &str| -> Option<(u8, u8)> {
        let want = Call::bid(level, Strain::NoTrump);
        let entries: Vec<&Entry> = opening.members.iter().map(|(b, e)| &blocks[*b].section.entries[*e]).collect();
        let is_call = |e: &Entry| e.call.value.concrete().map(|(c, _)| c) == Some(want);
        let chosen = entries
            .iter()
            .find(|e| is_call(e) && e.fields.bon.as_ref().is_some_and(|b| b.value == bon))
            .or_else(|| {
                entries
                    .iter()
                    .find(|e| is_call(e) && matches!(e.fields.hcp.as_ref().map(|h| &h.value), Some(HcpSpec::Range(_))))
            })?;
        match chosen.fields.hcp.as_ref().map(|h| (h.span, h.value)) {
            Some((span, HcpSpec::Range(r))) => match to_range(r, Unit::Points, Bare::Exact) {
                Ok(rg) if rg.lo >= 0 && rg.hi <= 40 => Some((rg.lo as u8, rg.hi as u8)),
                Err(_) => None,
                _ => {
                    diags.push(Diagnostic::error(
                        span,
                        format!("the {level}N opening range must be a range such as 15-17"),
                    ));
                    None
                }
            },
            Some((span, _)) => {
                diags.push(Diagnostic::error(
                    span,
                    format!("the {level}N opening entry (BON {bon}) needs a plain HCP range such as 15-17"),
                ));
                None
            }
            None => None,
        }
    };
    (find(1, "130000"), find(2, "110000"))
}

#[cfg(test)]
mod tests {
    use super::super::testing::{errors, system};

    #[test]
    fn the_nt_ranges_come_from_the_bon_entries_or_the_first_plain_range() {
        let sys = system("[]\n2N bon=110000 hcp=20-21\n1N hcp=14\n1N bon=130000 hcp=15-17\n");
        assert_eq!((sys.nt1, sys.nt2), (Some((15, 17)), Some((20, 21))));
        let sys = system("[]\n1N hcp=12-14\n1N hcp=15-17\n");
        assert_eq!((sys.nt1, sys.nt2), (Some((12, 14)), None));
        assert_eq!(system("[1C-P]\n1N hcp=15-17\n").nt1, None);
    }

    #[test]
    fn a_bon_entry_without_a_plain_range_is_an_error() {
        let errs = errors("[]\n1N bon=130000 hcp=Min\n");
        assert!(errs
            .iter()
            .any(|d| d.message == "the 1N opening entry (BON 130000) needs a plain HCP range such as 15-17"));
    }
}
