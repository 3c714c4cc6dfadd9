//! Description rows: how a section's entries describe the calls they make, folded over the
//! sections of a position. Both back ends describe calls with these: generated code keeps
//! static tables of rows, the interpreter builds the same rows at load.

use super::leaf::Leaf;
use super::shown::Shown;
use super::situation::Situation;
use crate::call::Call;

/// One way a section makes a call, for descriptions: the call, the entry, what it shows, the
/// entry's situational requirements (its position, vulnerability, conventions...), and what a
/// hand that passes the entry by has (its denial). Generated code keeps a static table of these
/// per section; the interpreter builds the same.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DescRow<'a> {
    /// The call's code ([`Call::code`]).
    pub call: u8,
    /// The entry, counted from the base the rows are folded with ([`fold_desc`]).
    pub entry: u32,
    /// What it shows. Generated code keeps each distinct description once, as a static
    /// unpacked from its [`Shown::pack`] when compiling, and its rows point at them.
    pub shown: &'a Shown,
    /// The situational requirements of the entry, all of which must hold where the call is made.
    pub pre: &'a [Leaf],
    /// What a hand the entry was tried on and did not choose has: `None` unless the entry's
    /// hand requirement is one range whose complement is a range ([`Shown::denial`]; a
    /// `complete` section's last row has [`Shown::NONE`]). The fold meets it with
    /// [`Shown::meet_denial`].
    pub deny: Option<&'a Shown>,
    /// Whether the entry is tried only when its call is legal (pattern sections): its denial
    /// then holds only where the call is legal.
    pub legal_check: bool,
}

impl<'a> DescRow<'a> {
    /// The call code of the row a `complete` section's rows end with: no call has it, and the
    /// row denies every hand, so nothing after the section describes a call.
    pub const SECTION_END: u8 = 62;

    /// A row that denies nothing.
    pub const fn new(call: u8, entry: u32, shown: &'a Shown, pre: &'a [Leaf]) -> DescRow<'a> {
        DescRow { call, entry, shown, pre, deny: None, legal_check: false }
    }

    /// The row with what passing its entry by shows (a denial that says something: callers
    /// leave [`Shown::ANY`] out).
    pub const fn denies(self, deny: &'a Shown, legal_check: bool) -> DescRow<'a> {
        DescRow { deny: Some(deny), legal_check, ..self }
    }
}

/// The running state of a description fold over the sections of a position: the first entry
/// that makes the call and the weakest claim over the entries so far, and what the entries
/// tried before the current one deny.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DescAcc {
    /// The first entry that can make the call, and the weakest claim over them.
    pub found: Option<(u32, Shown)>,
    /// What a hand that reaches the next row has: the denials of the rows before it.
    pub denied: Shown,
}

impl DescAcc {
    /// Nothing folded yet.
    pub const NEW: DescAcc = DescAcc { found: None, denied: Shown::ANY };

    /// Whether no hand reaches the rows after these (a `complete` section was folded, or the
    /// denials leave nothing): a description can stop here.
    #[inline]
    pub fn done(&self) -> bool {
        self.denied.is_empty()
    }
}

/// Folds a section's rows for `call` into `acc`: with `s`, rows whose situational requirements
/// fail there are left out, and the denials of the rows before are applied; without it, every
/// row counts and nothing is denied. The rows' entries count from `base` (generated code
/// shares one table among sections written alike, each with its own first entry).
#[inline]
pub fn fold_desc(mut acc: DescAcc, rows: &[DescRow<'_>], base: u32, call: Call, s: Option<&Situation<'_>>) -> DescAcc {
    let code = call.code();
    for r in rows {
        fold_row(&mut acc, r, base, code, s);
    }
    acc
}

/// One row of [`fold_desc`], for callers that keep their rows in another form (the interpreter).
#[inline]
pub fn fold_row(acc: &mut DescAcc, r: &DescRow<'_>, base: u32, code: u8, s: Option<&Situation<'_>>) {
    let is_call = r.call == code;
    if !is_call && r.deny.is_none() {
        return;
    }
    match s {
        Some(s) => {
            if !r.pre.iter().all(|l| l.eval(s, None)) {
                return;
            }
            if is_call {
                let shown = r.shown.meet(acc.denied);
                // A row the denials before it contradict is never reached.
                if !shown.is_empty() {
                    acc.found = Some(match acc.found {
                        None => (base.saturating_add(r.entry), shown),
                        Some((e, a)) => (e, a.hull(shown)),
                    });
                }
            }
            if let Some(deny) = r.deny {
                let tried = !r.legal_check || Call::from_code(r.call).is_some_and(|c| s.allows(c));
                if tried {
                    acc.denied = acc.denied.meet_denial(*deny);
                }
            }
        }
        None => {
            if is_call {
                let shown = *r.shown;
                acc.found = Some(match acc.found {
                    None => (base.saturating_add(r.entry), shown),
                    Some((e, a)) => (e, a.hull(shown)),
                });
            }
        }
    }
}
