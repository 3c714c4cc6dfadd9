//! What lies between the C ABI and the library: errors on their way to the caller, the checked
//! reading of arguments, text written into the caller's buffers, the codes of seats, calls and
//! vulnerability, and the preambles the exported functions share.

use std::cell::RefCell;
use std::ffi::{c_char, CStr};
use std::fmt::{self, Write as _};
use std::panic::{catch_unwind, AssertUnwindSafe};

use bidbase::{
    AnnotatedCall, Auction, Bidder, Call, CallKind, Context, EntryInfo, Hand, Scoring, Seat, Side, SlamTag,
    Vulnerability,
};

use crate::codes::*;
use crate::types::{BbCall, BbStr, BbSystem, BbTable};

/// An error on its way to the caller: the status and the message.
pub(crate) struct Fail(pub(crate) i32, pub(crate) String);

impl Fail {
    pub(crate) fn new(status: i32, message: impl fmt::Display) -> Fail {
        Fail(status, message.to_string())
    }
}

thread_local! {
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Writes this thread's last error message into `out`.
pub(crate) fn write_last_error(out: &mut Out<'_>) {
    LAST_ERROR.with(|e| {
        let _ = out.write_str(&e.borrow());
    });
}

/// Runs the body of an exported function: its error becomes the thread's last error, and a
/// panic becomes `BB_INTERNAL`.
pub(crate) fn guard(body: impl FnOnce() -> Result<i32, Fail>) -> i32 {
    let outcome = catch_unwind(AssertUnwindSafe(body)).unwrap_or_else(|p| {
        let what = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(Fail(BB_INTERNAL, format!("internal error in bidbase: {what}")))
    });
    match outcome {
        Ok(status) => status,
        Err(Fail(status, message)) => {
            LAST_ERROR.with(|e| *e.borrow_mut() = message);
            status
        }
    }
}

/// A NUL-terminated UTF-8 text argument.
///
/// # Safety
/// `p` is null or points to a NUL-terminated string that outlives `'a`.
pub(crate) unsafe fn text<'a>(p: *const c_char, what: &str) -> Result<&'a str, Fail> {
    if p.is_null() {
        return Err(Fail::new(BB_NULL_POINTER, format_args!("{what} is a null pointer")));
    }
    // SAFETY: not null, and NUL-terminated by the contract of the function.
    let c = unsafe { CStr::from_ptr(p) };
    c.to_str().map_err(|e| Fail::new(BB_NOT_UTF8, format_args!("{what} is not UTF-8: {e}")))
}

/// An output argument.
///
/// # Safety
/// `p` is null or points to a writable `T` that outlives `'a`.
pub(crate) unsafe fn slot<'a, T>(p: *mut T, what: &str) -> Result<&'a mut T, Fail> {
    // SAFETY: the contract of the function.
    unsafe { p.as_mut() }.ok_or_else(|| Fail::new(BB_NULL_POINTER, format_args!("{what} is a null pointer")))
}

/// An input argument.
///
/// # Safety
/// `p` is null or points to a `T` that outlives `'a`.
pub(crate) unsafe fn arg<'a, T>(p: *const T, what: &str) -> Result<&'a T, Fail> {
    // SAFETY: the contract of the function.
    unsafe { p.as_ref() }.ok_or_else(|| Fail::new(BB_NULL_POINTER, format_args!("{what} is a null pointer")))
}

/// A caller's text buffer (`buf`, `cap` bytes; null or 0 to only measure).
///
/// # Safety
/// `buf` is null or points to `cap` writable bytes that outlive `'a`.
pub(crate) unsafe fn buffer<'a>(buf: *mut c_char, cap: usize) -> Out<'a> {
    let bytes: &mut [u8] = if buf.is_null() || cap == 0 {
        &mut []
    } else {
        // SAFETY: the contract of the function.
        unsafe { std::slice::from_raw_parts_mut(buf.cast::<u8>(), cap) }
    };
    Out::new(bytes)
}

/// An open system argument.
///
/// # Safety
/// `p` is null or a system from `bb_open`* not yet closed.
pub(crate) unsafe fn open_system<'a>(p: *const BbSystem) -> Result<&'a BbSystem, Fail> {
    // SAFETY: the contract of the function.
    unsafe { arg(p, "the system") }
}

/// Text written into a caller's buffer like `snprintf`: cut at a character boundary, always
/// NUL-terminated, counting the full length.
pub(crate) struct Out<'a> {
    bytes: &'a mut [u8],
    written: usize,
    needed: usize,
    cut: bool,
}

impl<'a> Out<'a> {
    fn new(bytes: &'a mut [u8]) -> Out<'a> {
        if let Some(b) = bytes.first_mut() {
            *b = 0;
        }
        Out { bytes, written: 0, needed: 0, cut: false }
    }

    /// The full length of the text.
    pub(crate) fn finish(self) -> usize {
        self.needed
    }
}

impl fmt::Write for Out<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.needed += s.len();
        if self.cut || self.bytes.is_empty() {
            return Ok(());
        }
        let room = self.bytes.len() - 1 - self.written;
        let mut n = s.len().min(room);
        while !s.is_char_boundary(n) {
            n -= 1;
        }
        self.bytes[self.written..self.written + n].copy_from_slice(&s.as_bytes()[..n]);
        self.written += n;
        self.bytes[self.written] = 0;
        if n < s.len() {
            self.cut = true;
        }
        Ok(())
    }
}

/// Writes `args` into a fixed array, NUL-terminated (cut if it does not fit).
pub(crate) fn fill<const N: usize>(dst: &mut [c_char; N], args: fmt::Arguments<'_>) {
    let mut bytes = [0u8; N];
    let mut out = Out::new(&mut bytes);
    let _ = out.write_fmt(args);
    for (d, b) in dst.iter_mut().zip(bytes) {
        *d = b as c_char;
    }
}

/// A call in PBN notation with its annotation, without allocating.
pub(crate) struct CallText(pub(crate) Call, pub(crate) Option<SlamTag>);

impl fmt::Display for CallText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.kind() {
            CallKind::Pass => f.write_str("Pass")?,
            CallKind::Double => f.write_str("X")?,
            CallKind::Redouble => f.write_str("XX")?,
            CallKind::Bid(b) => write!(f, "{}{}", b.level, b.strain.pbn())?,
        }
        if let Some(t) = self.1 {
            write!(f, "@{t}")?;
        }
        Ok(())
    }
}

pub(crate) fn call_of(code: u8) -> Result<Call, Fail> {
    Call::from_code(code).ok_or_else(|| Fail::new(BB_BAD_ARGUMENT, format_args!("call code {code} is not 0-37")))
}

pub(crate) fn seat(code: u8) -> Result<Seat, Fail> {
    (code < 4)
        .then(|| Seat::from_index(code as usize))
        .ok_or_else(|| Fail::new(BB_BAD_ARGUMENT, format_args!("seat {code} is not 0-3 (N, E, S, W)")))
}

pub(crate) fn vulnerability(code: u8) -> Result<Vulnerability, Fail> {
    Vulnerability::ALL
        .get(code as usize)
        .copied()
        .ok_or_else(|| Fail::new(BB_BAD_ARGUMENT, format_args!("vulnerability {code} is not 0-3 (None, NS, EW, Both)")))
}

pub(crate) fn seat_code(s: Seat) -> u8 {
    s.index() as u8
}

pub(crate) fn vulnerability_code(v: Vulnerability) -> u8 {
    Vulnerability::ALL.iter().position(|x| *x == v).unwrap_or(0) as u8
}

/// The auction and context a table describes.
///
/// # Safety
/// As for [`text`], of `table.auction`.
pub(crate) unsafe fn read_table(table: &BbTable) -> Result<(Auction, Context), Fail> {
    let dealer = seat(table.dealer)?;
    let calls = if table.auction.is_null() {
        ""
    } else {
        // SAFETY: the contract of the function.
        unsafe { text(table.auction, "the auction") }?
    };
    let auction = Auction::parse(dealer, calls)
        .map_err(|e| Fail::new(BB_BAD_AUCTION, format_args!("bad auction '{calls}': {e}")))?;
    let scoring = match table.scoring {
        BB_IMPS => Scoring::Imps,
        BB_MATCHPOINTS => Scoring::Matchpoints,
        s => return Err(Fail::new(BB_BAD_ARGUMENT, format_args!("scoring {s} is not 0 (IMPs) or 1 (matchpoints)"))),
    };
    let we = match table.we {
        BB_NS => Side::NorthSouth,
        BB_EW => Side::EastWest,
        s => return Err(Fail::new(BB_BAD_ARGUMENT, format_args!("side {s} is not 0 (NS) or 1 (EW)"))),
    };
    let context = Context {
        vulnerability: vulnerability(table.vulnerability)?,
        we,
        scoring,
        seed: table.seed,
        best_contract: None,
        against: None,
    };
    Ok((auction, context))
}

/// Fills `out` with the entry and its description of `call` after `auction`.
pub(crate) fn fill_call(
    sys: &BbSystem,
    auction: &Auction,
    context: &Context,
    made: AnnotatedCall,
    entry: Option<EntryInfo<'_>>,
    out: &mut BbCall,
    description: Out<'_>,
) -> i32 {
    let AnnotatedCall { call, tag } = made;
    let described = sys.bidder.describe_call(auction, context, call);
    let entry = entry.or_else(|| described.and_then(|(id, _)| sys.bidder.entry(id)));
    out.call = call.code();
    fill(&mut out.text, format_args!("{}", CallText(call, tag)));
    let mut description = description;
    if let Some((_, shown)) = &described {
        let _ = write!(description, "{shown}");
    }
    out.description_len = description.finish();
    out.forcing = described.map_or(0, |(_, s)| s.forcing);
    match entry {
        Some(e) => {
            out.entry = e.id;
            out.file = BbStr::of(e.file);
            out.line = e.line;
            out.bon = BbStr::of(e.bon);
            out.prior_bids = BbStr::of(e.prior_bids);
            out.convention = BbStr::of(e.convention);
            out.alert = e.disclosure.alert as u8;
            out.announce = e.disclosure.announce as u8;
            out.prealert = e.disclosure.prealert as u8;
            out.disclosure = e.disclosure.public_text().map_or(BbStr::EMPTY, BbStr::of);
            BB_OK
        }
        None => {
            out.entry = u32::MAX;
            out.file = BbStr::EMPTY;
            out.line = 0;
            out.bon = BbStr::EMPTY;
            out.prior_bids = BbStr::EMPTY;
            out.convention = BbStr::EMPTY;
            out.alert = 0;
            out.announce = 0;
            out.prealert = 0;
            out.disclosure = BbStr::EMPTY;
            BB_NO_ENTRY
        }
    }
}

/// A call at a table, as the bidding and describing functions receive it: the open system, the
/// table, the result struct and the caller's description buffer, each checked for null.
pub(crate) struct AtTable<'a> {
    /// The open system.
    pub(crate) sys: &'a BbSystem,
    table: &'a BbTable,
    /// The result.
    pub(crate) out: &'a mut BbCall,
    description: *mut c_char,
    cap: usize,
}

impl AtTable<'_> {
    /// The table's auction and context, with what the opponents' last call means when the
    /// system has `against=` entries: declared ([`crate::bb_set_against`]) or explained by the
    /// system itself.
    pub(crate) fn read(&self) -> Result<(Auction, Context), Fail> {
        // SAFETY: the table's auction text is covered by the contract of `at_table`.
        let (auction, context) = unsafe { read_table(self.table) }?;
        let b = &self.sys.bidder;
        let against = match self.sys.against {
            _ if !b.reads_against() => None,
            Some(declared) => Some(declared),
            None => b.explain_opponents(&auction, &context),
        };
        Ok((auction, Context { against, ..context }))
    }

    /// Fills the result with `made` after `auction`, its entry and its description.
    pub(crate) fn fill(
        self,
        auction: &Auction,
        context: &Context,
        made: AnnotatedCall,
        entry: Option<EntryInfo<'_>>,
    ) -> i32 {
        // SAFETY: the description buffer is covered by the contract of `at_table`.
        let description = unsafe { buffer(self.description, self.cap) };
        fill_call(self.sys, auction, context, made, entry, self.out, description)
    }
}

/// The preamble of every bidding and describing function: runs `body` under [`guard`] with the
/// arguments checked.
///
/// # Safety
/// `system` is null or an open system; `table` is null or a valid table whose auction text
/// is null or NUL-terminated; `out` is null or writable; `description` is null or `cap`
/// writable bytes. All outlive the call.
pub(crate) unsafe fn at_table(
    system: *const BbSystem,
    table: *const BbTable,
    out: *mut BbCall,
    description: *mut c_char,
    cap: usize,
    body: impl FnOnce(AtTable<'_>) -> Result<i32, Fail>,
) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (sys, table, out) = unsafe { (open_system(system)?, arg(table, "the table")?, slot(out, "out")?) };
        body(AtTable { sys, table, out, description, cap })
    })
}

/// The preamble of every function that opens a system: `out` checked and set to null, then to
/// the system `open` builds.
///
/// # Safety
/// `out` is null or points to a writable pointer.
pub(crate) unsafe fn opening(
    out: *mut *mut BbSystem,
    open: impl FnOnce() -> Result<Box<dyn Bidder + Send + Sync>, Fail>,
) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let out = unsafe { slot(out, "out") }?;
        *out = std::ptr::null_mut();
        *out = Box::into_raw(Box::new(BbSystem { bidder: open()?, against: None }));
        Ok(BB_OK)
    })
}

/// The call the system makes with `hand` at the table, filled in (Pass and no entry when no
/// entry matches).
pub(crate) fn bid_hand(t: AtTable<'_>, hand: Hand) -> Result<i32, Fail> {
    let (auction, context) = t.read()?;
    if auction.is_over() {
        return Err(Fail::new(BB_AUCTION_OVER, "the auction has ended: there is no call to make"));
    }
    match t.sys.bidder.bid(hand, &auction, &context) {
        Some(d) => Ok(t.fill(&auction, &context, d.annotated(), Some(d.entry))),
        None => {
            *t.out = BbCall { call: Call::PASS.code(), ..empty_call() };
            fill(&mut t.out.text, format_args!("Pass"));
            Ok(BB_NO_ENTRY)
        }
    }
}

fn empty_call() -> BbCall {
    BbCall {
        call: 0,
        text: [0; 16],
        entry: u32::MAX,
        file: BbStr::EMPTY,
        line: 0,
        bon: BbStr::EMPTY,
        prior_bids: BbStr::EMPTY,
        convention: BbStr::EMPTY,
        alert: 0,
        announce: 0,
        prealert: 0,
        disclosure: BbStr::EMPTY,
        forcing: 0,
        description_len: 0,
    }
}
