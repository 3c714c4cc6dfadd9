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

use std::ffi::c_char;
use std::fmt::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};

use bidbase::sim::{board_setup, SimOptions};
use bidbase::{AnnotatedCall, Call, Contract, Deck, Hand, Seat, Use};

mod codes;
mod marshal;
mod types;

pub use codes::*;
use marshal::{
    arg, at_table, bid_hand, buffer, call_of, fill, guard, open_system, opening, read_table, seat, seat_code, slot,
    text, vulnerability_code, write_last_error, CallText, Fail,
};
pub use types::{BbAuction, BbBoard, BbCall, BbStr, BbSystem, BbTable};

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
    write_last_error(&mut out);
    out.finish()
}

/// Opens a built-in system by name (`"sayc"`, `"examples"`, any case), compiled into the
/// library. Close it with [`bb_close`].
///
/// # Safety
/// `name` is a NUL-terminated string; `out` points to a writable pointer.
#[no_mangle]
pub unsafe extern "C" fn bb_open(name: *const c_char, out: *mut *mut BbSystem) -> i32 {
    // SAFETY: the contract of the function.
    unsafe {
        opening(out, || {
            let name = text(name, "the system name")?;
            let b = bidbase_systems::builtin(name).ok_or_else(|| {
                let names: Vec<&str> = bidbase_systems::BUILTINS.iter().map(|b| b.name).collect();
                Fail::new(
                    BB_UNKNOWN_SYSTEM,
                    format_args!("unknown system '{name}': built-in systems are {}", names.join(", ")),
                )
            })?;
            Ok((b.compiled)())
        })
    }
}

/// A system from rules run by the interpreter, or every diagnostic as the error.
fn interpreted(root: &str, loader: &dyn bidbase::Loader) -> Result<Box<dyn bidbase::Bidder + Send + Sync>, Fail> {
    let i = bidbase::Interpreter::load(root, loader).map_err(|(map, d)| Fail(BB_RULES_ERROR, d.render(&map)))?;
    Ok(Box::new(i))
}

/// Opens a system from rules text (the DSL of docs/dsl.md), run by the interpreter. The text
/// is one file, named `rules.bb` in messages; it cannot include others (use
/// [`bb_open_rules_file`]). When the rules do not load, the status is `BB_RULES_ERROR` and
/// [`bb_last_error`] has the diagnostics, with their lines (the first 100, then a count).
///
/// The text may come from users: loading is bounded (docs/limits.md). A thread with a 256 KB
/// stack is enough for any text; at most 1,000 files, 16 MiB of text, includes 100 deep and an
/// expanded size of 200,000 (entries and sections once blocks are used and parametrized
/// sections expanded), each passed as a `BB_RULES_ERROR` naming the limit and the line.
///
/// # Safety
/// `rules` is a NUL-terminated string; `out` points to a writable pointer.
#[no_mangle]
pub unsafe extern "C" fn bb_open_rules(rules: *const c_char, out: *mut *mut BbSystem) -> i32 {
    // SAFETY: the contract of the function.
    unsafe {
        opening(out, || {
            let rules = text(rules, "the rules")?;
            let mut loader = bidbase::MemLoader::default();
            loader.files.insert("rules.bb".to_string(), rules.to_string());
            interpreted("rules.bb", &loader)
        })
    }
}

/// Opens a system from a rules file and the files it includes, run by the interpreter
/// (not available in WebAssembly, which has no files).
///
/// # Safety
/// `path` is a NUL-terminated string; `out` points to a writable pointer.
#[no_mangle]
pub unsafe extern "C" fn bb_open_rules_file(path: *const c_char, out: *mut *mut BbSystem) -> i32 {
    // SAFETY: the contract of the function.
    unsafe { opening(out, || interpreted(text(path, "the path")?, &bidbase::FsLoader::new("."))) }
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

/// Declares what the opponents' last call (other than a pass) means for the bids that follow,
/// for entries used only against some meanings of it (`against=`, BidBase's Use_Against):
/// `"natural"` or the name of the convention it was made under (`"Michaels"`). Null (the
/// default) lets the system explain the call itself, as if the opponents played it too.
///
/// # Safety
/// `system` is an open system no other thread is using; `meaning` is null or a NUL-terminated
/// string.
#[no_mangle]
pub unsafe extern "C" fn bb_set_against(system: *mut BbSystem, meaning: *const c_char) -> i32 {
    guard(|| {
        // SAFETY: the contract of the function.
        let sys = unsafe { slot(system, "the system") }?;
        sys.against = if meaning.is_null() {
            None
        } else {
            // SAFETY: the contract of the function.
            let m = unsafe { text(meaning, "the meaning") }?;
            if m.trim().is_empty() {
                return Err(Fail::new(BB_BAD_ARGUMENT, "the meaning is empty: give natural or a convention's name"));
            }
            Some(bidbase::rules::AgainstKey::of_path(m))
        };
        Ok(BB_OK)
    })
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
    // SAFETY: the contract of the function.
    unsafe {
        at_table(system, table, out, description, cap, |t| {
            let hand_text = text(hand, "the hand")?;
            // A hand of the system's deck: seven cards for BIDittle, thirteen otherwise.
            let hand = Hand::parse_for(t.sys.bidder.deck(), hand_text)
                .map_err(|e| Fail::new(BB_BAD_HAND, format_args!("bad hand '{hand_text}': {e}")))?;
            bid_hand(t, hand)
        })
    }
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
    // SAFETY: the contract of the function.
    unsafe {
        at_table(system, table, out, description, cap, |t| {
            let hand = Hand::from_card_bits(t.sys.bidder.deck(), hand)
                .map_err(|e| Fail::new(BB_BAD_HAND, format_args!("bad packed hand {hand:#x}: {e}")))?;
            bid_hand(t, hand)
        })
    }
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
    // SAFETY: the contract of the function.
    unsafe {
        at_table(system, table, out, description, cap, |t| {
            let (auction, context) = t.read()?;
            let i = index as usize;
            let call = *auction.calls().get(i).ok_or_else(|| {
                Fail::new(
                    BB_BAD_ARGUMENT,
                    format_args!("call {index} of an auction of {} calls", auction.calls().len()),
                )
            })?;
            let before = auction.truncated(i);
            Ok(t.fill(&before, &context, AnnotatedCall { call, tag: auction.tag_at(i) }, None))
        })
    }
}

/// What `call` (a code, 0..37) would show if made now at the table: the bidding box's meaning
/// of a call. `BB_NO_ENTRY` when no entry makes it here, `BB_ILLEGAL_CALL` when the call is not
/// legal now, `BB_AUCTION_OVER` when the auction has ended. Does not allocate.
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
    // SAFETY: the contract of the function.
    unsafe {
        at_table(system, table, out, description, cap, |t| {
            let (auction, context) = t.read()?;
            let c = call_of(call)?;
            if auction.is_over() {
                return Err(Fail::new(BB_AUCTION_OVER, "the auction has ended: no call can be made"));
            }
            if auction.check(c).is_err() {
                return Err(Fail::new(BB_ILLEGAL_CALL, format_args!("{c} is not a legal call now")));
            }
            Ok(t.fill(&auction, &context, AnnotatedCall { call: c, tag: None }, None))
        })
    }
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
        *score = bidbase_scoring::duplicate_score(c, vulnerable != 0, tricks)
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

#[cfg(test)]
mod tests {
    use std::ffi::CStr;

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
