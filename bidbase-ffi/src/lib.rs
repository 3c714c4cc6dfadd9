//! # bidbase-ffi
//!
//! bidbase for programs not written in Rust: a C ABI over the built-in systems (SAYC compiled
//! in) and the interpreter, built as a shared library (`libbidbase_ffi.so`, `bidbase_ffi.dll`),
//! a static library (`libbidbase_ffi.a`) and, on `wasm32-unknown-unknown`, a WebAssembly
//! module with the same functions. The C header is `include/bidbase.h`, generated from this
//! file by cbindgen (a test fails when it is stale).
//!
//! The rules of the interface:
//! - Every function returns a status code ([`BB_OK`], [`BB_NO_ENTRY`] or an error); on an error
//!   [`bb_last_error`] gives the message (per thread). No panic crosses the boundary: one is
//!   caught and returned as [`BB_INTERNAL`].
//! - Texts in are NUL-terminated UTF-8. Texts out are either [`BbStr`] views of the system's
//!   own strings (valid until [`bb_close`]), fixed arrays in the result structs, or written
//!   into a buffer the caller gives (`char *buf, size_t cap`) the way `snprintf` does: always
//!   NUL-terminated, cut at a character boundary when too small, and the full length reported
//!   so the caller can tell.
//! - Bidding, describing and the auction functions write into the caller's memory and do not
//!   allocate (a test counts allocations). Opening a system does.
//! - An open system may be used from several threads at once for everything but
//!   [`bb_set_convention`], which needs it alone.
//!
//! Codes: seats [`BB_NORTH`]..[`BB_WEST`], vulnerability [`BB_VUL_NONE`]..[`BB_VUL_BOTH`],
//! scoring [`BB_IMPS`], [`BB_MATCHPOINTS`], sides [`BB_NS`], [`BB_EW`]. A call is a code
//! 0..37: 0 Pass, 1 double, 2 redouble, then the bids from 1C up (`3 + 5 * (level - 1) +
//! strain`, strain 0 clubs .. 4 notrump). A packed hand is a 64-bit set: bit `16 * suit +
//! rank`, suit 0 clubs .. 3 spades, rank 0 two .. 12 ace.

// A C ABI is unsafe by nature: the caller hands over raw pointers and exported symbols must
// not be mangled, which `forbid(unsafe_code)` rejects. Every pointer is read in one of the few
// helpers below (`text`, `slot`, `buffer`, `system`), each checked for null first; everything
// past them is safe Rust over the same library the `bidbase` command runs.
#![allow(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

use std::cell::RefCell;
use std::ffi::{c_char, CStr};
use std::fmt::{self, Write as _};
use std::panic::{catch_unwind, AssertUnwindSafe};

use bidbase::sim::{board_setup, SimOptions};
use bidbase::{
    AnnotatedCall, Auction, Bidder, Call, CallKind, Context, Contract, Deck, EntryInfo, Hand, Scoring, Seat, Side,
    SlamTag, Use, Vulnerability,
};

/// Success.
pub const BB_OK: i32 = 0;
/// No entry of the system makes a call here (bid), or makes this call (describe).
pub const BB_NO_ENTRY: i32 = 1;
/// A pointer argument was null.
pub const BB_NULL_POINTER: i32 = 2;
/// A text argument is not UTF-8.
pub const BB_NOT_UTF8: i32 = 3;
/// The hand could not be read, or is not a hand of the system's deck.
pub const BB_BAD_HAND: i32 = 4;
/// The auction could not be read or is illegal.
pub const BB_BAD_AUCTION: i32 = 5;
/// The auction has ended: there is no call to make.
pub const BB_AUCTION_OVER: i32 = 6;
/// A code (seat, vulnerability, scoring, side, call, index) is out of range.
pub const BB_BAD_ARGUMENT: i32 = 7;
/// No built-in system has that name.
pub const BB_UNKNOWN_SYSTEM: i32 = 8;
/// The rules did not load: the message has every diagnostic.
pub const BB_RULES_ERROR: i32 = 9;
/// The system has no convention of that name.
pub const BB_UNKNOWN_CONVENTION: i32 = 10;
/// The contract could not be read, or the tricks are more than 13.
pub const BB_BAD_CONTRACT: i32 = 11;
/// An internal error (a panic, caught): a bug in bidbase.
pub const BB_INTERNAL: i32 = 99;

/// North.
pub const BB_NORTH: u8 = 0;
/// East.
pub const BB_EAST: u8 = 1;
/// South.
pub const BB_SOUTH: u8 = 2;
/// West.
pub const BB_WEST: u8 = 3;
/// No seat (the declarer of a passed-out board).
pub const BB_NO_SEAT: u8 = 255;

/// Neither side vulnerable.
pub const BB_VUL_NONE: u8 = 0;
/// North-South vulnerable.
pub const BB_VUL_NS: u8 = 1;
/// East-West vulnerable.
pub const BB_VUL_EW: u8 = 2;
/// Both sides vulnerable.
pub const BB_VUL_BOTH: u8 = 3;

/// IMPs (teams): entries marked I apply.
pub const BB_IMPS: u8 = 0;
/// Matchpoints (pairs): entries marked M apply.
pub const BB_MATCHPOINTS: u8 = 1;

/// North-South.
pub const BB_NS: u8 = 0;
/// East-West.
pub const BB_EW: u8 = 1;

/// A convention is off.
pub const BB_USE_OFF: u8 = 0;
/// A convention is on for both sides.
pub const BB_USE_ON: u8 = 1;
/// A convention is used by "we" only.
pub const BB_USE_WE: u8 = 2;
/// A convention is used by "they" only.
pub const BB_USE_THEY: u8 = 3;

/// The number of call codes (Pass, double, redouble and 35 bids).
pub const BB_CALLS: usize = 38;

/// A view of a UTF-8 text owned by the library: `ptr` to `len` bytes, not NUL-terminated
/// (print it with `printf("%.*s", (int)s.len, s.ptr)`). Texts of a system's entries live until
/// the system is closed; `ptr` is never null (an empty text has `len` 0).
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbStr {
    /// The first byte.
    pub ptr: *const c_char,
    /// The number of bytes.
    pub len: usize,
}

impl BbStr {
    fn of(s: &str) -> BbStr {
        BbStr { ptr: s.as_ptr().cast(), len: s.len() }
    }

    const EMPTY: BbStr = BbStr { ptr: c"".as_ptr(), len: 0 };
}

/// The table: the auction so far and the conditions of the board.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbTable {
    /// The calls from the dealer, PBN or BidBase notation, blank- or dash-separated
    /// (`"1C Pass 1H"`, `"1C-P-1H"`), with their `@` annotations; null or `""` for none.
    pub auction: *const c_char,
    /// The dealer: `BB_NORTH` .. `BB_WEST`.
    pub dealer: u8,
    /// `BB_VUL_NONE`, `BB_VUL_NS`, `BB_VUL_EW` or `BB_VUL_BOTH`.
    pub vulnerability: u8,
    /// `BB_IMPS` or `BB_MATCHPOINTS`.
    pub scoring: u8,
    /// The side that uses entries marked W ("we"): `BB_NS` or `BB_EW`.
    pub we: u8,
    /// Seed of the choice between entries given as percentages (the same seed, the same
    /// choice; `bidbase bid` uses 0).
    pub seed: u64,
}

/// A call and the entry that makes it: what [`bb_bid`] chose, or what [`bb_describe`] and
/// [`bb_describe_call`] found.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbCall {
    /// The call's code (0 Pass, 1 double, 2 redouble, 3.. the bids).
    pub call: u8,
    /// The call in PBN notation with its `@` annotation if it has one (`"1NT"`, `"Pass"`,
    /// `"4NT@40"`), NUL-terminated: append it to the auction as it is.
    pub text: [c_char; 16],
    /// The entry's index in the system.
    pub entry: u32,
    /// The rules file of the entry.
    pub file: BbStr,
    /// The entry's line in that file (1-based).
    pub line: u32,
    /// The Bid Order Number.
    pub bon: BbStr,
    /// The Prior Bids of the entry's section (BidBase notation; a pattern for pattern sections).
    pub prior_bids: BbStr,
    /// The convention, with its subcategories (`"Stayman"`, `"2C Strong: 2D Waiting"`); empty
    /// for a natural call.
    pub convention: BbStr,
    /// 1 when partner alerts the call.
    pub alert: u8,
    /// 1 when partner announces it.
    pub announce: u8,
    /// 1 when it is pre-alerted.
    pub prealert: u8,
    /// The explanation the opponents may see (empty when there is none).
    pub disclosure: BbStr,
    /// What the call asks of partner: 0 nothing, 1 forcing one round, 2 game forcing.
    pub forcing: u8,
    /// The length of the description (`"15-17 HCP, balanced"`) written to the caller's buffer,
    /// not counting the NUL: when it is `cap` or more, the buffer was too small and the text
    /// was cut.
    pub description_len: usize,
}

/// The state of an auction: whose turn, the legal calls, the contract.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbAuction {
    /// The number of calls made.
    pub calls: u32,
    /// 1 when the auction has ended (three passes after a bid, or four passes).
    pub over: u8,
    /// The seat to call (`BB_NORTH` .. `BB_WEST`); meaningless once the auction is over.
    pub next_seat: u8,
    /// The contract so far (the final one when the auction is over): `"4SX"`, NUL-terminated;
    /// empty while nobody has bid and for a passed-out board.
    pub contract: [c_char; 8],
    /// Its declarer, or `BB_NO_SEAT`.
    pub declarer: u8,
    /// The legal calls now, in code order (`legal_count` of them).
    pub legal: [u8; BB_CALLS],
    /// How many calls `legal` holds (0 once the auction is over).
    pub legal_count: u8,
}

/// A seeded board: four hands, the dealer and vulnerability of its board number.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct BbBoard {
    /// The board number (1-16 repeating) that gives the dealer and vulnerability.
    pub board: u32,
    /// The dealer.
    pub dealer: u8,
    /// The vulnerability.
    pub vulnerability: u8,
    /// Each seat's hand packed (North, East, South, West).
    pub hands: [u64; 4],
    /// Each seat's hand in PBN notation (`"AQ3.T87.K6432.T4"`), NUL-terminated.
    pub text: [[c_char; 24]; 4],
}

/// An open system (opaque).
pub struct BbSystem {
    bidder: Box<dyn Bidder + Send + Sync>,
}

/// An error on its way to the caller: the status and the message.
struct Fail(i32, String);

impl Fail {
    fn new(status: i32, message: impl fmt::Display) -> Fail {
        Fail(status, message.to_string())
    }
}

thread_local! {
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Runs the body of an exported function: its error becomes the thread's last error, and a
/// panic becomes `BB_INTERNAL`.
fn guard(body: impl FnOnce() -> Result<i32, Fail>) -> i32 {
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
unsafe fn text<'a>(p: *const c_char, what: &str) -> Result<&'a str, Fail> {
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
unsafe fn slot<'a, T>(p: *mut T, what: &str) -> Result<&'a mut T, Fail> {
    // SAFETY: the contract of the function.
    unsafe { p.as_mut() }.ok_or_else(|| Fail::new(BB_NULL_POINTER, format_args!("{what} is a null pointer")))
}

/// An input argument.
///
/// # Safety
/// `p` is null or points to a `T` that outlives `'a`.
unsafe fn arg<'a, T>(p: *const T, what: &str) -> Result<&'a T, Fail> {
    // SAFETY: the contract of the function.
    unsafe { p.as_ref() }.ok_or_else(|| Fail::new(BB_NULL_POINTER, format_args!("{what} is a null pointer")))
}

/// A caller's text buffer (`buf`, `cap` bytes; null or 0 to only measure).
///
/// # Safety
/// `buf` is null or points to `cap` writable bytes that outlive `'a`.
unsafe fn buffer<'a>(buf: *mut c_char, cap: usize) -> Out<'a> {
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
unsafe fn open_system<'a>(p: *const BbSystem) -> Result<&'a BbSystem, Fail> {
    // SAFETY: the contract of the function.
    unsafe { arg(p, "the system") }
}

/// The arguments every bidding and describing function starts with.
///
/// # Safety
/// As for [`open_system`], [`arg`] and [`slot`].
unsafe fn call_args<'a>(
    system: *const BbSystem,
    table: *const BbTable,
    out: *mut BbCall,
) -> Result<(&'a BbSystem, &'a BbTable, &'a mut BbCall), Fail> {
    // SAFETY: the contract of the function.
    unsafe { Ok((open_system(system)?, arg(table, "the table")?, slot(out, "out")?)) }
}

/// Text written into a caller's buffer like `snprintf`: cut at a character boundary, always
/// NUL-terminated, counting the full length.
struct Out<'a> {
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
    fn finish(self) -> usize {
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
fn fill<const N: usize>(dst: &mut [c_char; N], args: fmt::Arguments<'_>) {
    let mut bytes = [0u8; N];
    let mut out = Out::new(&mut bytes);
    let _ = out.write_fmt(args);
    for (d, b) in dst.iter_mut().zip(bytes) {
        *d = b as c_char;
    }
}

/// A call in PBN notation with its annotation, without allocating.
struct CallText(Call, Option<SlamTag>);

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

fn call_of(code: u8) -> Result<Call, Fail> {
    Call::from_code(code).ok_or_else(|| Fail::new(BB_BAD_ARGUMENT, format_args!("call code {code} is not 0-37")))
}

fn seat(code: u8) -> Result<Seat, Fail> {
    (code < 4)
        .then(|| Seat::from_index(code as usize))
        .ok_or_else(|| Fail::new(BB_BAD_ARGUMENT, format_args!("seat {code} is not 0-3 (N, E, S, W)")))
}

fn vulnerability(code: u8) -> Result<Vulnerability, Fail> {
    Vulnerability::ALL
        .get(code as usize)
        .copied()
        .ok_or_else(|| Fail::new(BB_BAD_ARGUMENT, format_args!("vulnerability {code} is not 0-3 (None, NS, EW, Both)")))
}

fn seat_code(s: Seat) -> u8 {
    s.index() as u8
}

fn vulnerability_code(v: Vulnerability) -> u8 {
    Vulnerability::ALL.iter().position(|x| *x == v).unwrap_or(0) as u8
}

/// The auction and context a table describes.
///
/// # Safety
/// As for [`text`], of `table.auction`.
unsafe fn read_table(table: &BbTable) -> Result<(Auction, Context), Fail> {
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
    };
    Ok((auction, context))
}

/// Fills `out` with the entry and its description of `call` after `auction`.
fn fill_call(
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

/// The library's version, a NUL-terminated static string.
#[no_mangle]
pub extern "C" fn bb_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}

/// The message of this thread's last error, written into `buf` (`cap` bytes) like
/// `snprintf`; returns its full length.
///
/// # Safety
/// `buf` is null or points to `cap` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bb_last_error(buf: *mut c_char, cap: usize) -> usize {
    // SAFETY: the contract of the function.
    let mut out = unsafe { buffer(buf, cap) };
    LAST_ERROR.with(|e| {
        let _ = out.write_str(&e.borrow());
    });
    out.finish()
}

/// Opens a built-in system by name (`"sayc"`, `"examples"`, any case), compiled into the
/// library. Close it with [`bb_close`].
///
/// # Safety
/// `name` is a NUL-terminated string; `out` points to a writable pointer.
#[no_mangle]
pub unsafe extern "C" fn bb_open(name: *const c_char, out: *mut *mut BbSystem) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let out = unsafe { slot(out, "out") }?;
        *out = std::ptr::null_mut();
        // SAFETY: the contract of the function.
        let name = unsafe { text(name, "the system name") }?;
        let b = bidbase_systems::builtin(name).ok_or_else(|| {
            let names: Vec<&str> = bidbase_systems::BUILTINS.iter().map(|b| b.name).collect();
            Fail::new(
                BB_UNKNOWN_SYSTEM,
                format_args!("unknown system '{name}': built-in systems are {}", names.join(", ")),
            )
        })?;
        *out = Box::into_raw(Box::new(BbSystem { bidder: (b.compiled)() }));
        Ok(BB_OK)
    })
}

fn open_interpreted(out: &mut *mut BbSystem, root: &str, loader: &dyn bidbase::Loader) -> Result<i32, Fail> {
    let i = bidbase::Interpreter::load(root, loader).map_err(|(map, d)| Fail(BB_RULES_ERROR, d.render(&map)))?;
    *out = Box::into_raw(Box::new(BbSystem { bidder: Box::new(i) }));
    Ok(BB_OK)
}

/// Opens a system from rules text (the DSL of docs/dsl.md), run by the interpreter. The text
/// is one file, named `rules.bb` in messages; it cannot include others (use
/// [`bb_open_rules_file`]). When the rules do not load, the status is `BB_RULES_ERROR` and
/// [`bb_last_error`] has every diagnostic, with its line.
///
/// # Safety
/// `rules` is a NUL-terminated string; `out` points to a writable pointer.
#[no_mangle]
pub unsafe extern "C" fn bb_open_rules(rules: *const c_char, out: *mut *mut BbSystem) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let out = unsafe { slot(out, "out") }?;
        *out = std::ptr::null_mut();
        // SAFETY: the contract of the function.
        let rules = unsafe { text(rules, "the rules") }?;
        let mut loader = bidbase::MemLoader::default();
        loader.files.insert("rules.bb".to_string(), rules.to_string());
        open_interpreted(out, "rules.bb", &loader)
    })
}

/// Opens a system from a rules file and the files it includes, run by the interpreter
/// (not available in WebAssembly, which has no files).
///
/// # Safety
/// `path` is a NUL-terminated string; `out` points to a writable pointer.
#[no_mangle]
pub unsafe extern "C" fn bb_open_rules_file(path: *const c_char, out: *mut *mut BbSystem) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let out = unsafe { slot(out, "out") }?;
        *out = std::ptr::null_mut();
        // SAFETY: the contract of the function.
        let path = unsafe { text(path, "the path") }?;
        open_interpreted(out, path, &bidbase::FsLoader::new("."))
    })
}

/// Closes a system (null is ignored). Its texts ([`BbStr`]) are invalid afterwards.
///
/// # Safety
/// `system` is null or from `bb_open`* and not closed yet.
#[no_mangle]
pub unsafe extern "C" fn bb_close(system: *mut BbSystem) {
    if !system.is_null() {
        // SAFETY: the pointer came from Box::into_raw in bb_open* and is closed once.
        let b = unsafe { Box::from_raw(system) };
        // Dropping rules data cannot panic; if it did, it must not unwind into C.
        let _ = catch_unwind(AssertUnwindSafe(move || drop(b)));
    }
}

/// The number of the system's convention names (each path, `"2C Strong: 2D Waiting"`).
///
/// # Safety
/// `system` is an open system; `count` points to a writable `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn bb_convention_count(system: *const BbSystem, count: *mut u32) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (sys, count) = unsafe { (open_system(system)?, slot(count, "count")?) };
        *count = sys.bidder.convention_names().len() as u32;
        Ok(BB_OK)
    })
}

/// Convention name `index` (0 .. count-1) and how it is set now (`BB_USE_*`).
///
/// # Safety
/// `system` is an open system; `name` and `setting` point to writable memory.
#[no_mangle]
pub unsafe extern "C" fn bb_convention(system: *const BbSystem, index: u32, name: *mut BbStr, setting: *mut u8) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (sys, name, setting) = unsafe { (open_system(system)?, slot(name, "name")?, slot(setting, "setting")?) };
        let names = sys.bidder.convention_names();
        let n = names
            .get(index as usize)
            .ok_or_else(|| Fail::new(BB_BAD_ARGUMENT, format_args!("convention {index} of {}", names.len())))?;
        *name = BbStr::of(n);
        *setting = match sys.bidder.selection().get(index as u16) {
            Use::Neither => BB_USE_OFF,
            Use::Both => BB_USE_ON,
            Use::We => BB_USE_WE,
            Use::They => BB_USE_THEY,
        };
        Ok(BB_OK)
    })
}

/// Switches a convention (or a subcategory, `"2C Strong: 2D Waiting"`) to `setting`
/// (`BB_USE_OFF`, `BB_USE_ON`, `BB_USE_WE`, `BB_USE_THEY`). A root switched off switches off
/// everything under it.
///
/// # Safety
/// `system` is an open system no other thread is using; `name` is a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn bb_set_convention(system: *mut BbSystem, name: *const c_char, setting: u8) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let sys = unsafe { slot(system, "the system") }?;
        // SAFETY: the contract of the function.
        let name = unsafe { text(name, "the convention name") }?;
        let code = match setting {
            BB_USE_OFF => Use::Neither,
            BB_USE_ON => Use::Both,
            BB_USE_WE => Use::We,
            BB_USE_THEY => Use::They,
            s => return Err(Fail::new(BB_BAD_ARGUMENT, format_args!("setting {s} is not 0-3 (off, on, we, they)"))),
        };
        sys.bidder.set_convention(name, code).map_err(|e| {
            let names = sys.bidder.convention_names().join(", ");
            Fail::new(BB_UNKNOWN_CONVENTION, format_args!("{e}: the system's conventions are {names}"))
        })?;
        Ok(BB_OK)
    })
}

fn bid_hand(sys: &BbSystem, table: &BbTable, hand: Hand, out: &mut BbCall, description: Out<'_>) -> Result<i32, Fail> {
    // SAFETY: `table.auction` is covered by the caller's contract.
    let (auction, context) = unsafe { read_table(table) }?;
    if auction.is_over() {
        return Err(Fail::new(BB_AUCTION_OVER, "the auction has ended: there is no call to make"));
    }
    match sys.bidder.bid(hand, &auction, &context) {
        Some(d) => Ok(fill_call(sys, &auction, &context, d.annotated(), Some(d.entry), out, description)),
        None => {
            *out = BbCall { call: Call::PASS.code(), ..empty_call() };
            fill(&mut out.text, format_args!("Pass"));
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

/// The call the system makes with `hand` (BidBase `AQ3-T87-K6432-T4` or PBN `AQ3.T87.K6432.T4`)
/// at `table`, the entry that chose it, and its description written into `description`
/// (`cap` bytes). `BB_NO_ENTRY` when no entry matches (`out` then holds Pass and no entry).
/// Does not allocate.
///
/// # Safety
/// `system` is an open system; `table` and `hand` are valid; `out` is writable; `description`
/// is null or `cap` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bb_bid(
    system: *const BbSystem,
    table: *const BbTable,
    hand: *const c_char,
    out: *mut BbCall,
    description: *mut c_char,
    cap: usize,
) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (sys, table, out) = unsafe { call_args(system, table, out) }?;
        // SAFETY: the contract of the function.
        let hand_text = unsafe { text(hand, "the hand") }?;
        // A hand of the system's deck: seven cards for BIDittle, thirteen otherwise.
        let hand = Hand::parse_for(sys.bidder.deck(), hand_text)
            .map_err(|e| Fail::new(BB_BAD_HAND, format_args!("bad hand '{hand_text}': {e}")))?;
        // SAFETY: the contract of the function.
        bid_hand(sys, table, hand, out, unsafe { buffer(description, cap) })
    })
}

/// [`bb_bid`] with a packed hand (bit `16 * suit + rank`, suit 0 clubs .. 3 spades, rank 0 two .. 12 ace).
///
/// # Safety
/// As for [`bb_bid`].
#[no_mangle]
pub unsafe extern "C" fn bb_bid_packed(
    system: *const BbSystem,
    table: *const BbTable,
    hand: u64,
    out: *mut BbCall,
    description: *mut c_char,
    cap: usize,
) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (sys, table, out) = unsafe { call_args(system, table, out) }?;
        let hand = Hand::from_card_bits(sys.bidder.deck(), hand)
            .map_err(|e| Fail::new(BB_BAD_HAND, format_args!("bad packed hand {hand:#x}: {e}")))?;
        // SAFETY: the contract of the function.
        bid_hand(sys, table, hand, out, unsafe { buffer(description, cap) })
    })
}

/// What call `index` (0-based) of the table's auction showed where it was made: its entry and
/// description. `BB_NO_ENTRY` when no entry of the system makes that call there (the call's
/// code and text are still filled in). Does not allocate.
///
/// # Safety
/// As for [`bb_bid`].
#[no_mangle]
pub unsafe extern "C" fn bb_describe(
    system: *const BbSystem,
    table: *const BbTable,
    index: u32,
    out: *mut BbCall,
    description: *mut c_char,
    cap: usize,
) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (sys, table, out) = unsafe { call_args(system, table, out) }?;
        // SAFETY: the contract of the function.
        let (auction, context) = unsafe { read_table(table) }?;
        let i = index as usize;
        let call = *auction.calls().get(i).ok_or_else(|| {
            Fail::new(BB_BAD_ARGUMENT, format_args!("call {index} of an auction of {} calls", auction.calls().len()))
        })?;
        let before = auction.truncated(i);
        // SAFETY: the contract of the function.
        let description = unsafe { buffer(description, cap) };
        Ok(fill_call(sys, &before, &context, AnnotatedCall { call, tag: auction.tag_at(i) }, None, out, description))
    })
}

/// What `call` (a code, 0..37) would show if made now at the table: the bidding box's meaning
/// of a call. `BB_NO_ENTRY` when no entry makes it here. Does not allocate.
///
/// # Safety
/// As for [`bb_bid`].
#[no_mangle]
pub unsafe extern "C" fn bb_describe_call(
    system: *const BbSystem,
    table: *const BbTable,
    call: u8,
    out: *mut BbCall,
    description: *mut c_char,
    cap: usize,
) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (sys, table, out) = unsafe { call_args(system, table, out) }?;
        // SAFETY: the contract of the function.
        let (auction, context) = unsafe { read_table(table) }?;
        let c = call_of(call)?;
        // SAFETY: the contract of the function.
        let description = unsafe { buffer(description, cap) };
        Ok(fill_call(sys, &auction, &context, AnnotatedCall { call: c, tag: None }, None, out, description))
    })
}

/// What the player at `seat` has shown with all of his calls in the table's auction, written
/// into `description` (`cap` bytes; `len` gets the full length). Does not allocate.
///
/// # Safety
/// As for [`bb_bid`]; `len` points to a writable `size_t`.
#[no_mangle]
pub unsafe extern "C" fn bb_shown_by(
    system: *const BbSystem,
    table: *const BbTable,
    seat_code: u8,
    description: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (sys, table, len) = unsafe { (open_system(system)?, arg(table, "the table")?, slot(len, "len")?) };
        // SAFETY: the contract of the function.
        let (auction, context) = unsafe { read_table(table) }?;
        let shown = sys.bidder.shown_by(&auction, &context, seat(seat_code)?);
        // SAFETY: the contract of the function.
        let mut out = unsafe { buffer(description, cap) };
        let _ = write!(out, "{shown}");
        *len = out.finish();
        Ok(BB_OK)
    })
}

/// The state of the table's auction: whose turn, the legal calls, the contract. Does not
/// allocate.
///
/// # Safety
/// `table` is valid; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn bb_auction(table: *const BbTable, out: *mut BbAuction) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (table, out) = unsafe { (arg(table, "the table")?, slot(out, "out")?) };
        // SAFETY: the contract of the function.
        let (auction, _) = unsafe { read_table(table) }?;
        out.calls = auction.calls().len() as u32;
        out.over = auction.is_over() as u8;
        out.next_seat = seat_code(auction.next_seat());
        out.contract = [0; 8];
        out.declarer = BB_NO_SEAT;
        if let Some((c, d)) = auction.current_contract() {
            fill(&mut out.contract, format_args!("{c}"));
            out.declarer = seat_code(d);
        }
        out.legal = [0; BB_CALLS];
        out.legal_count = 0;
        if !auction.is_over() {
            for code in 0..BB_CALLS as u8 {
                if Call::from_code(code).is_some_and(|c| auction.check(c).is_ok()) {
                    out.legal[out.legal_count as usize] = code;
                    out.legal_count += 1;
                }
            }
        }
        Ok(BB_OK)
    })
}

/// The PBN text of a call code (`"1NT"`, `"Pass"`, `"X"`, `"XX"`) into `text`, NUL-terminated.
///
/// # Safety
/// `text` points to 8 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bb_call_text(call: u8, text: *mut [c_char; 8]) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let text = unsafe { slot(text, "text") }?;
        let c = call_of(call)?;
        fill(text, format_args!("{}", CallText(c, None)));
        Ok(BB_OK)
    })
}

/// Deals board `index` (0, 1, ...) of the seeded run `seed`: the same deals as
/// `bidbase deal --seed SEED` and, with the dealer and vulnerability of board number
/// `index % 16 + 1`, the same boards as `bidbase simulate --boards --seed SEED`.
///
/// # Safety
/// `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn bb_deal(seed: u64, index: u64, out: *mut BbBoard) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let out = unsafe { slot(out, "out") }?;
        let options = SimOptions { seed, boards: true, deck: Deck::Standard };
        let (deal, dealer, context) = board_setup(&options, index);
        out.board = (index % 16) as u32 + 1;
        out.dealer = seat_code(dealer);
        out.vulnerability = vulnerability_code(context.vulnerability);
        for s in Seat::ALL {
            let hand = deal.hand(s);
            out.hands[s.index()] = hand.card_bits();
            let h = |suit| hand.holding(suit);
            use bidbase::Suit::*;
            fill(&mut out.text[s.index()], format_args!("{}.{}.{}.{}", h(Spades), h(Hearts), h(Diamonds), h(Clubs)));
        }
        Ok(BB_OK)
    })
}

/// The duplicate score of `contract` (`"4S"`, `"3NTX"`, `"6HXX"`) for the declaring side,
/// vulnerable or not, taking `tricks` tricks (0-13): 620 for 4S vulnerable making ten.
///
/// # Safety
/// `contract` is a NUL-terminated string; `score` is writable.
#[no_mangle]
pub unsafe extern "C" fn bb_score(contract: *const c_char, vulnerable: u8, tricks: u8, score: *mut i32) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let (text, score) = unsafe { (text(contract, "the contract")?, slot(score, "score")?) };
        let c = Contract::parse(text)
            .map_err(|e| Fail::new(BB_BAD_CONTRACT, format_args!("bad contract '{text}': {e}")))?;
        *score = bidbase::scoring::duplicate_score(c, vulnerable != 0, tricks)
            .map_err(|e| Fail::new(BB_BAD_CONTRACT, format_args!("{e}")))?;
        Ok(BB_OK)
    })
}

/// Memory for the WebAssembly host (JavaScript), which has no allocator of its own: texts and
/// result structs are placed here before a call.
#[cfg(target_arch = "wasm32")]
pub mod wasm {
    /// `size` bytes (at least 1), aligned to 8.
    #[no_mangle]
    pub extern "C" fn bb_alloc(size: usize) -> *mut u8 {
        let layout = match std::alloc::Layout::from_size_align(size.max(1), 8) {
            Ok(l) => l,
            Err(_) => return std::ptr::null_mut(),
        };
        // SAFETY: the layout has a non-zero size.
        unsafe { std::alloc::alloc(layout) }
    }

    /// Frees memory from [`bb_alloc`] of the same `size`.
    ///
    /// # Safety
    /// `ptr` came from `bb_alloc(size)` and is freed once.
    #[no_mangle]
    pub unsafe extern "C" fn bb_free(ptr: *mut u8, size: usize) {
        if let Ok(layout) = std::alloc::Layout::from_size_align(size.max(1), 8) {
            if !ptr.is_null() {
                // SAFETY: the contract of the function.
                unsafe { std::alloc::dealloc(ptr, layout) }
            }
        }
    }
}

// The layout web/bidbase.js reads on wasm32 (4-byte pointers): checked when building for it.
#[cfg(target_pointer_width = "32")]
const _: () = {
    use std::mem::{offset_of, size_of};
    assert!(size_of::<BbStr>() == 8);
    assert!(size_of::<BbTable>() == 16 && offset_of!(BbTable, seed) == 8);
    assert!(offset_of!(BbCall, text) == 1 && offset_of!(BbCall, entry) == 20 && offset_of!(BbCall, file) == 24);
    assert!(offset_of!(BbCall, line) == 32 && offset_of!(BbCall, bon) == 36 && offset_of!(BbCall, prior_bids) == 44);
    assert!(
        offset_of!(BbCall, convention) == 52 && offset_of!(BbCall, alert) == 60 && offset_of!(BbCall, announce) == 61
    );
    assert!(offset_of!(BbCall, disclosure) == 64 && offset_of!(BbCall, forcing) == 72);
    assert!(offset_of!(BbCall, description_len) == 76 && size_of::<BbCall>() == 80);
    assert!(offset_of!(BbAuction, over) == 4 && offset_of!(BbAuction, next_seat) == 5);
    assert!(offset_of!(BbAuction, contract) == 6 && offset_of!(BbAuction, declarer) == 14);
    assert!(offset_of!(BbAuction, legal) == 15 && offset_of!(BbAuction, legal_count) == 53);
    assert!(size_of::<BbAuction>() == 56);
    assert!(offset_of!(BbBoard, dealer) == 4 && offset_of!(BbBoard, vulnerability) == 5);
    assert!(offset_of!(BbBoard, hands) == 8 && offset_of!(BbBoard, text) == 40 && size_of::<BbBoard>() == 136);
};

#[cfg(test)]
mod tests {
    use super::*;

    /// A panic inside an exported function comes back as `BB_INTERNAL` with its message.
    #[test]
    fn a_panic_becomes_a_status() {
        let status = guard(|| -> Result<i32, Fail> { panic!("a bug at {}", 42) });
        assert_eq!(status, BB_INTERNAL);
        let mut buf = [0 as c_char; 128];
        let n = unsafe { bb_last_error(buf.as_mut_ptr(), buf.len()) };
        let text = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
        assert_eq!(text, "internal error in bidbase: a bug at 42");
        assert_eq!(n, text.len());
    }
}
