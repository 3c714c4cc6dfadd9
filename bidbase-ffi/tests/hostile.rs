//! Rules text a host program did not write, opened through the C ABI on a thread with a 256 KB
//! stack: each hostile text ([`bidbase_test_support::hostile`]) opens, or is refused with
//! `BB_RULES_ERROR` and a message naming the limit, in under a second and 200 MB; bidding on
//! a long auction stays fast; describing a call that cannot be made says why.

use std::ffi::{c_char, CStr, CString};
use std::ptr;
use std::time::Instant;

use bidbase_ffi::*;
use bidbase_test_support::alloc::peak_bytes;
use bidbase_test_support::hostile::{self, on_small_stack, Hostile, MAX_BYTES, MAX_TIME};

bidbase_test_support::count_allocations!();

fn last_error() -> String {
    let mut buf = vec![0 as c_char; 1 << 16];
    unsafe { bb_last_error(buf.as_mut_ptr(), buf.len()) };
    unsafe { CStr::from_ptr(buf.as_ptr()) }.to_string_lossy().into_owned()
}

/// Opens `h` through `bb_open_rules` (one file) or `bb_open_rules_file` (written to `dir`), bids
/// on its auction, closes it; returns the status and the error message.
fn open_and_bid(h: &Hostile, dir: &std::path::Path) -> (i32, String) {
    let mut sys = ptr::null_mut();
    let status = if h.files.len() == 1 {
        let rules = CString::new(h.root()).expect("no NUL");
        unsafe { bb_open_rules(rules.as_ptr(), &mut sys) }
    } else {
        for (name, text) in &h.files {
            std::fs::write(dir.join(name), text).expect("write a rules file");
        }
        let path = CString::new(dir.join("rules.bb").to_string_lossy().as_ref()).expect("no NUL");
        unsafe { bb_open_rules_file(path.as_ptr(), &mut sys) }
    };
    if status != BB_OK {
        return (status, last_error());
    }
    if let Some(a) = &h.auction {
        let auction = CString::new(a.as_str()).expect("no NUL");
        let t = table(&auction);
        let hand = c"AKQ2-KQ2-KQ2-K32";
        let mut out: BbCall = unsafe { std::mem::zeroed() };
        let mut desc = [0 as c_char; 256];
        let st = unsafe { bb_bid(sys, &t, hand.as_ptr(), &mut out, desc.as_mut_ptr(), desc.len()) };
        assert!(st == BB_OK || st == BB_NO_ENTRY, "{}: bid gave {st}: {}", h.name, last_error());
    }
    unsafe { bb_close(sys) };
    (BB_OK, String::new())
}

/// The table of a position: North deals, nobody vulnerable, IMPs, we are North-South.
fn table(auction: &CStr) -> BbTable {
    BbTable { auction: auction.as_ptr(), dealer: BB_NORTH, vulnerability: 0, scoring: BB_IMPS, we: BB_NS, seed: 0 }
}
#[test]
fn hostile_rules_open_or_fail_cleanly_on_a_small_stack() {
    let dir = std::env::temp_dir().join(format!("bidbase-ffi-hostile-{}", std::process::id()));
    for h in hostile::all() {
        let case = dir.join(h.name);
        std::fs::create_dir_all(&case).expect("a temporary directory");
        let ((status, message), took, bytes) = on_small_stack(|| {
            let start = Instant::now();
            let (r, bytes) = peak_bytes(|| open_and_bid(&h, &case));
            (r, start.elapsed(), bytes)
        });
        assert!(took < MAX_TIME, "{}: {took:?}", h.name);
        assert!(bytes < MAX_BYTES, "{}: {} MB", h.name, bytes >> 20);
        match h.refused_with {
            Some(word) => {
                assert_eq!(status, BB_RULES_ERROR, "{}", h.name);
                assert!(message.contains(word), "{}: no '{word}' in {}", h.name, &message[..message.len().min(2000)]);
                assert!(message.len() < 200_000, "{}: a message of {} bytes", h.name, message.len());
            }
            None => assert_eq!(status, BB_OK, "{}: {message}", h.name),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn describing_a_call_that_cannot_be_made_says_why() {
    let mut sys = ptr::null_mut();
    assert_eq!(unsafe { bb_open(c"sayc".as_ptr(), &mut sys) }, BB_OK);
    let mut out: BbCall = unsafe { std::mem::zeroed() };
    let mut buf = [0 as c_char; 256];
    let describe = |auction: &CStr, call: u8, out: &mut BbCall, buf: &mut [c_char]| {
        let t = table(auction);
        unsafe { bb_describe_call(sys, &t, call, out, buf.as_mut_ptr(), buf.len()) }
    };
    // 1C after 1NT: an insufficient bid.
    assert_eq!(describe(c"1N", 3, &mut out, &mut buf), BB_ILLEGAL_CALL);
    assert!(last_error().contains("not a legal call"), "{}", last_error());
    // A redouble with nothing doubled.
    assert_eq!(describe(c"1N", 2, &mut out, &mut buf), BB_ILLEGAL_CALL);
    // The auction has ended.
    assert_eq!(describe(c"1N P P P", 0, &mut out, &mut buf), BB_AUCTION_OVER);
    assert!(last_error().contains("ended"), "{}", last_error());
    // A legal call is described.
    assert_eq!(describe(c"1N P", 8, &mut out, &mut buf), BB_OK);
    unsafe { bb_close(sys) };
}
