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

/// A description row in one 64-bit word, as generated code keeps its tables: the call's code
/// (bits 0-5), whether its denial holds only where the call is legal (bit 6), the entry counted
/// from the section's base (bits 7-19), the index of its situational requirements in the
/// system's list of them (bits 20-29), the index of what it shows in the system's list of
/// descriptions (bits 30-46), and the index of its denial there plus one, 0 for none (bits
/// 47-63). [`fold_words`] folds such rows with [`fold_row`], as the interpreter folds its own.
pub mod word {
    /// Bits of the entry field: a section has at most this many entries less one.
    pub const ENTRY_BITS: u32 = 13;
    /// Bits of the requirements' index.
    pub const PRE_BITS: u32 = 10;
    /// Bits of a description's index (and of the denial's, plus one).
    pub const SHOWN_BITS: u32 = 17;
    const ENTRY_AT: u32 = 7;
    const PRE_AT: u32 = ENTRY_AT + ENTRY_BITS;
    const SHOWN_AT: u32 = PRE_AT + PRE_BITS;
    const DENY_AT: u32 = SHOWN_AT + SHOWN_BITS;

    /// The word of a row, `None` when a field does not fit its bits (the code generator then
    /// reports the system as too large for its tables).
    pub const fn pack(call: u8, legal_check: bool, entry: u32, pre: u32, shown: u32, deny: Option<u32>) -> Option<u64> {
        let deny = match deny {
            Some(d) => d as u64 + 1,
            None => 0,
        };
        if call >= 64
            || entry >= 1 << ENTRY_BITS
            || pre >= 1 << PRE_BITS
            || shown >= 1 << SHOWN_BITS
            || deny >= 1 << SHOWN_BITS
        {
            return None;
        }
        Some(
            call as u64
                | (legal_check as u64) << 6
                | (entry as u64) << ENTRY_AT
                | (pre as u64) << PRE_AT
                | (shown as u64) << SHOWN_AT
                | deny << DENY_AT,
        )
    }

    /// The call's code.
    #[inline]
    pub const fn call(w: u64) -> u8 {
        (w & 63) as u8
    }

    /// The fields after the call: (legal check, entry, requirements' index, description's index,
    /// denial's index).
    #[inline]
    pub const fn fields(w: u64) -> (bool, u32, usize, usize, Option<usize>) {
        let deny = (w >> DENY_AT) as usize;
        (
            w >> 6 & 1 != 0,
            (w >> ENTRY_AT & ((1u64 << ENTRY_BITS) - 1)) as u32,
            (w >> PRE_AT & ((1u64 << PRE_BITS) - 1)) as usize,
            (w >> SHOWN_AT & ((1u64 << SHOWN_BITS) - 1)) as usize,
            if deny == 0 { None } else { Some(deny - 1) },
        )
    }

    /// Whether the row has a denial.
    #[inline]
    pub const fn denies(w: u64) -> bool {
        w >> DENY_AT != 0
    }
}

/// [`fold_desc`] over rows kept as words ([`word`]): `shown` is the system's list of
/// descriptions and `pre` its list of situational requirements, which the words index (list 0
/// is read as empty whatever it holds: generated code puts the empty list there). A word whose
/// index falls outside the lists is read as a row that is never reached (generated code never
/// writes one).
#[inline]
pub fn fold_words(
    mut acc: DescAcc,
    words: &[u64],
    shown: &[Shown],
    pre: &[&[Leaf]],
    base: u32,
    call: Call,
    s: Option<&Situation<'_>>,
) -> DescAcc {
    let code = call.code();
    for &w in words {
        fold_row(&mut acc, &WordRow { w, shown, pre }, base, code, s);
    }
    acc
}

/// A row kept as a word, read field by field as the fold needs it.
struct WordRow<'a> {
    w: u64,
    shown: &'a [Shown],
    pre: &'a [&'a [Leaf]],
}

/// A row of a section's description table, as [`fold_row`] reads it: [`DescRow`], or a word of
/// generated code's tables. The fold reads only the fields it needs.
pub trait RowFields {
    /// The call's code.
    fn call(&self) -> u8;
    /// Whether the row has a denial.
    fn denies(&self) -> bool;
    /// The entry, counted from the section's base.
    fn entry(&self) -> u32;
    /// Whether its situational requirements hold in `s` (`None` when the row cannot be read:
    /// it is then never reached).
    fn pre_holds(&self, s: &Situation<'_>) -> Option<bool>;
    /// What it shows.
    fn shown(&self) -> Option<&Shown>;
    /// Its denial.
    fn deny(&self) -> Option<&Shown>;
    /// Whether its denial holds only where the call is legal.
    fn legal_check(&self) -> bool;
}

impl RowFields for DescRow<'_> {
    #[inline]
    fn call(&self) -> u8 {
        self.call
    }
    #[inline]
    fn denies(&self) -> bool {
        self.deny.is_some()
    }
    #[inline]
    fn entry(&self) -> u32 {
        self.entry
    }
    #[inline]
    fn pre_holds(&self, s: &Situation<'_>) -> Option<bool> {
        Some(self.pre.iter().all(|l| l.eval(s, None)))
    }
    #[inline]
    fn shown(&self) -> Option<&Shown> {
        Some(self.shown)
    }
    #[inline]
    fn deny(&self) -> Option<&Shown> {
        self.deny
    }
    #[inline]
    fn legal_check(&self) -> bool {
        self.legal_check
    }
}

impl RowFields for WordRow<'_> {
    #[inline]
    fn call(&self) -> u8 {
        word::call(self.w)
    }
    #[inline]
    fn denies(&self) -> bool {
        word::denies(self.w)
    }
    #[inline]
    fn entry(&self) -> u32 {
        word::fields(self.w).1
    }
    #[inline]
    fn pre_holds(&self, s: &Situation<'_>) -> Option<bool> {
        match word::fields(self.w).2 {
            0 => Some(true),
            p => Some(self.pre.get(p)?.iter().all(|l| l.eval(s, None))),
        }
    }
    #[inline]
    fn shown(&self) -> Option<&Shown> {
        self.shown.get(word::fields(self.w).3)
    }
    #[inline]
    fn deny(&self) -> Option<&Shown> {
        self.shown.get(word::fields(self.w).4?)
    }
    #[inline]
    fn legal_check(&self) -> bool {
        word::fields(self.w).0
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

/// One row of [`fold_desc`], for callers that keep their rows in another form (the
/// interpreter, and generated code's words through [`fold_words`]). A row whose fields cannot
/// be read is never reached.
#[inline]
pub fn fold_row<R: RowFields + ?Sized>(acc: &mut DescAcc, r: &R, base: u32, code: u8, s: Option<&Situation<'_>>) {
    let is_call = r.call() == code;
    if !is_call && !r.denies() {
        return;
    }
    match s {
        Some(s) => {
            if r.pre_holds(s) != Some(true) {
                return;
            }
            if is_call {
                let Some(shown) = r.shown() else { return };
                let shown = shown.meet(acc.denied);
                // A row the denials before it contradict is never reached.
                if !shown.is_empty() {
                    acc.found = Some(match acc.found {
                        None => (base.saturating_add(r.entry()), shown),
                        Some((e, a)) => (e, a.hull(shown)),
                    });
                }
            }
            if let Some(deny) = r.deny() {
                let tried = !r.legal_check() || Call::from_code(r.call()).is_some_and(|c| s.allows(c));
                if tried {
                    acc.denied = acc.denied.meet_denial(*deny);
                }
            }
        }
        None => {
            if is_call {
                let Some(&shown) = r.shown() else { return };
                acc.found = Some(match acc.found {
                    None => (base.saturating_add(r.entry()), shown),
                    Some((e, a)) => (e, a.hull(shown)),
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_gives_back_its_fields() {
        let top = |bits: u32| (1u32 << bits) - 1;
        for &(call, legal, entry, pre, shown, deny) in &[
            (0u8, false, 0u32, 0u32, 0u32, None),
            (37, true, 5, 3, 4487, Some(17)),
            (
                63,
                true,
                top(word::ENTRY_BITS),
                top(word::PRE_BITS),
                top(word::SHOWN_BITS),
                Some(top(word::SHOWN_BITS) - 1),
            ),
        ] {
            let w = word::pack(call, legal, entry, pre, shown, deny).expect("fits");
            assert_eq!(word::call(w), call);
            assert_eq!(word::denies(w), deny.is_some());
            assert_eq!(word::fields(w), (legal, entry, pre as usize, shown as usize, deny.map(|d| d as usize)));
        }
    }

    #[test]
    fn a_field_too_wide_has_no_word() {
        assert_eq!(word::pack(64, false, 0, 0, 0, None), None);
        assert_eq!(word::pack(0, false, 1 << word::ENTRY_BITS, 0, 0, None), None);
        assert_eq!(word::pack(0, false, 0, 1 << word::PRE_BITS, 0, None), None);
        assert_eq!(word::pack(0, false, 0, 0, 1 << word::SHOWN_BITS, None), None);
        // The denial is kept plus one: the last index fits, none past it.
        assert!(word::pack(0, false, 0, 0, 0, Some((1 << word::SHOWN_BITS) - 2)).is_some());
        assert_eq!(word::pack(0, false, 0, 0, 0, Some((1 << word::SHOWN_BITS) - 1)), None);
    }

    #[test]
    fn words_fold_as_rows_do() {
        // Two rows: 1NT shows A (denying B to the rows after it), 2NT shows C.
        let (a, b, c) = (Shown::ANY, Shown::NONE, Shown::ANY);
        let shown = [a, b, c];
        let pre: [&[Leaf]; 1] = [&[]];
        let rows = [
            DescRow::new(Call::parse("1N").unwrap().code(), 0, &a, &[]).denies(&b, false),
            DescRow::new(Call::parse("2N").unwrap().code(), 1, &c, &[]),
        ];
        let words = [
            word::pack(rows[0].call, false, 0, 0, 0, Some(1)).unwrap(),
            word::pack(rows[1].call, false, 1, 0, 2, None).unwrap(),
        ];
        for call in ["1N", "2N", "3N"] {
            let call = Call::parse(call).unwrap();
            assert_eq!(
                fold_words(DescAcc::NEW, &words, &shown, &pre, 10, call, None),
                fold_desc(DescAcc::NEW, &rows, 10, call, None)
            );
        }
        // An index past the lists is never reached.
        let bad = [word::pack(rows[1].call, false, 1, 0, 9, None).unwrap()];
        assert_eq!(fold_words(DescAcc::NEW, &bad, &shown, &pre, 10, Call::parse("2N").unwrap(), None), DescAcc::NEW);
    }
}
