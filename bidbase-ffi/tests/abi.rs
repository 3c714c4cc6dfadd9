//! The C ABI from Rust, as a C caller uses it: the answers are the library's, errors come back
//! as codes with messages, buffers are filled like `snprintf`, and the bid path allocates
//! nothing.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::ffi::{c_char, CStr, CString};
use std::ptr;

use bidbase::sim::Positions;
use bidbase::{Auction, Bidder, Call, Context, Deck, Hand, Seat};
use bidbase_ffi::*;

/// Counts this thread's allocations (tests run side by side on threads of their own).
/// Implementing `GlobalAlloc` is `unsafe` by definition; this forwards to the system
/// allocator unchanged.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

// SAFETY: every call is forwarded to `System` with the same arguments.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// An open system, closed on drop.
struct Open(*mut BbSystem);

impl Drop for Open {
    fn drop(&mut self) {
        unsafe { bb_close(self.0) }
    }
}

fn open(name: &str) -> Open {
    let name = CString::new(name).unwrap();
    let mut sys = ptr::null_mut();
    assert_eq!(unsafe { bb_open(name.as_ptr(), &mut sys) }, BB_OK, "{}", last_error());
    assert!(!sys.is_null());
    Open(sys)
}

fn last_error() -> String {
    let mut buf = [0 as c_char; 4096];
    let n = unsafe { bb_last_error(buf.as_mut_ptr(), buf.len()) };
    assert!(n < buf.len());
    unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap().to_string()
}

fn s(v: BbStr) -> String {
    let bytes = unsafe { std::slice::from_raw_parts(v.ptr.cast::<u8>(), v.len) };
    std::str::from_utf8(bytes).unwrap().to_string()
}

fn c_text(t: &[c_char]) -> String {
    unsafe { CStr::from_ptr(t.as_ptr()) }.to_str().unwrap().to_string()
}

fn table(auction: &CStr, dealer: u8, vulnerability: u8) -> BbTable {
    BbTable { auction: auction.as_ptr(), dealer, vulnerability, scoring: BB_IMPS, we: BB_NS, seed: 0 }
}

fn empty_call() -> BbCall {
    // SAFETY: BbCall is plain data (integers, arrays and raw pointers); all zeros is valid.
    unsafe { std::mem::zeroed() }
}

/// Bids through the ABI: the status, the call, and the description.
fn bid(sys: &Open, hand: &str, auction: &str, dealer: u8) -> (i32, BbCall, String) {
    let (hand, auction) = (CString::new(hand).unwrap(), CString::new(auction).unwrap());
    let t = table(&auction, dealer, BB_VUL_NONE);
    let mut out = empty_call();
    let mut desc = [0 as c_char; 256];
    let status = unsafe { bb_bid(sys.0, &t, hand.as_ptr(), &mut out, desc.as_mut_ptr(), desc.len()) };
    (status, out, c_text(&desc))
}

/// 2/1 is built in as `2over1` and bids through the ABI as the compiled Rust system does: the
/// forcing 1NT where SAYC bids a two-over-one on 10 HCP.
#[test]
fn two_over_one_opens_by_name() {
    let sys = open("2over1");
    let two = bidbase_systems::TwoOverOne::new();
    let (status, out, desc) = bid(&sys, "32-K32-Q32-AJ832", "1S Pass", BB_NORTH);
    assert_eq!(status, BB_OK, "{}", last_error());
    assert_eq!(c_text(&out.text), "1NT");
    let auction = Auction::parse(Seat::North, "1S Pass").unwrap();
    let d = two.bid(Hand::parse("32-K32-Q32-AJ832").unwrap(), &auction, &Context::default()).unwrap();
    assert_eq!((out.entry, out.line), (d.entry.id, d.entry.line));
    assert_eq!(desc, two.describe_call(&auction, &Context::default(), d.call).unwrap().1.to_string());
    let sayc = open("sayc");
    assert_eq!(c_text(&bid(&sayc, "32-K32-Q32-AJ832", "1S Pass", BB_NORTH).1.text), "2C");
}

#[test]
fn bids_and_describes_as_the_library_does() {
    let sys = open("sayc");
    let sayc = bidbase_systems::Sayc::new();
    // Stayman after 1NT, as the Rust API answers it (the example of bidbase-systems).
    let (status, out, desc) = bid(&sys, "AQ32-T87-K632-54", "1NT Pass", BB_NORTH);
    assert_eq!(status, BB_OK, "{}", last_error());
    assert_eq!(c_text(&out.text), "2C");
    assert_eq!(out.call, Call::parse("2C").unwrap().code());
    let auction = Auction::parse(Seat::North, "1NT Pass").unwrap();
    let hand = Hand::parse("AQ32-T87-K632-54").unwrap();
    let d = sayc.bid(hand, &auction, &Context::default()).unwrap();
    assert_eq!(out.entry, d.entry.id);
    assert_eq!(s(out.file), d.entry.file);
    assert_eq!(out.line, d.entry.line);
    assert_eq!(s(out.convention), d.entry.convention);
    assert_eq!(out.alert, d.entry.disclosure.alert as u8);
    assert_eq!(out.announce, d.entry.disclosure.announce as u8);
    let shown = sayc.describe_call(&auction, &Context::default(), d.call).unwrap().1;
    assert_eq!(desc, shown.to_string());
    assert_eq!(out.description_len, desc.len());
    assert_eq!(out.forcing, shown.forcing);

    // The same position with the hand packed, and in PBN notation.
    let t = table(c"1NT Pass", BB_NORTH, BB_VUL_NONE);
    let mut packed = empty_call();
    assert_eq!(unsafe { bb_bid_packed(sys.0, &t, hand.card_bits(), &mut packed, ptr::null_mut(), 0) }, BB_OK);
    assert_eq!(packed.entry, out.entry);
    assert_eq!(packed.description_len, desc.len(), "a null buffer still measures");
    assert_eq!(bid(&sys, "AQ32.T87.K632.54", "1N-P", BB_NORTH).1.entry, out.entry);

    // Describing the auction: call 0 (1NT) showed 15-17 balanced.
    let mut first = empty_call();
    let mut buf = [0 as c_char; 256];
    assert_eq!(unsafe { bb_describe(sys.0, &t, 0, &mut first, buf.as_mut_ptr(), buf.len()) }, BB_OK);
    assert_eq!(c_text(&first.text), "1NT");
    let opening = sayc.describe_at(&auction, &Context::default(), 0).unwrap();
    assert_eq!(first.entry, opening.0);
    assert_eq!(c_text(&buf), opening.1.to_string());
    assert!(c_text(&buf).contains("15-17 HCP"), "{}", c_text(&buf));
}

#[test]
fn the_auction_state_and_legal_calls() {
    let mut out: BbAuction = unsafe { std::mem::zeroed() };
    let t = table(c"1C X 1H", BB_EAST, BB_VUL_BOTH);
    assert_eq!(unsafe { bb_auction(&t, &mut out) }, BB_OK);
    assert_eq!((out.calls, out.over, out.next_seat), (3, 0, BB_NORTH));
    assert_eq!(c_text(&out.contract), "1H");
    assert_eq!(out.declarer, BB_WEST);
    // Pass, double (of 1H by the opponents), and the 32 bids above 1H; no redouble.
    let legal: Vec<u8> = out.legal[..out.legal_count as usize].to_vec();
    assert_eq!(legal.len(), 2 + 32);
    assert_eq!(&legal[..3], &[0, 1, Call::parse("1S").unwrap().code()]);
    let mut text = [0 as c_char; 8];
    assert_eq!(unsafe { bb_call_text(legal[2], &mut text) }, BB_OK);
    assert_eq!(c_text(&text), "1S");

    let over = table(c"1S P P P", BB_NORTH, BB_VUL_NONE);
    assert_eq!(unsafe { bb_auction(&over, &mut out) }, BB_OK);
    assert_eq!((out.over, out.legal_count, out.declarer), (1, 0, BB_NORTH));
    let passed = table(c"P P P P", BB_NORTH, BB_VUL_NONE);
    assert_eq!(unsafe { bb_auction(&passed, &mut out) }, BB_OK);
    assert_eq!((out.over, out.declarer, c_text(&out.contract).as_str()), (1, BB_NO_SEAT, ""));

    // Every legal opening has a meaning in SAYC, and 1NT's is the notrump range.
    let sys = open("sayc");
    let t = table(c"", BB_NORTH, BB_VUL_NONE);
    let mut call = empty_call();
    let mut buf = [0 as c_char; 256];
    let nt = Call::parse("1NT").unwrap().code();
    assert_eq!(unsafe { bb_describe_call(sys.0, &t, nt, &mut call, buf.as_mut_ptr(), buf.len()) }, BB_OK);
    assert!(c_text(&buf).starts_with("15-17 HCP"), "{}", c_text(&buf));
    assert_eq!(unsafe { bb_describe_call(sys.0, &t, 38, &mut call, buf.as_mut_ptr(), buf.len()) }, BB_BAD_ARGUMENT);
    assert!(last_error().contains("call code 38"), "{}", last_error());
}

#[test]
fn deals_the_boards_of_bidbase_deal() {
    let mut board: BbBoard = unsafe { std::mem::zeroed() };
    for index in [0u64, 1, 17] {
        assert_eq!(unsafe { bb_deal(5, index, &mut board) }, BB_OK);
        let deal = bidbase::Dealer::for_index(Deck::Standard, 5, index).deal();
        assert_eq!(board.board as u64, index % 16 + 1);
        assert_eq!(board.dealer as usize, bidbase::board_dealer(board.board).index());
        for seat in Seat::ALL {
            assert_eq!(board.hands[seat.index()], deal.hand(seat).card_bits());
            assert_eq!(c_text(&board.text[seat.index()]), deal.hand(seat).to_pbn());
        }
    }
}

#[test]
fn scores_contracts() {
    let mut score = 0;
    assert_eq!(unsafe { bb_score(c"4S".as_ptr(), 1, 10, &mut score) }, BB_OK);
    assert_eq!(score, 620);
    assert_eq!(unsafe { bb_score(c"5DX".as_ptr(), 0, 8, &mut score) }, BB_OK);
    assert_eq!(score, -500);
    assert_eq!(unsafe { bb_score(c"8S".as_ptr(), 0, 8, &mut score) }, BB_BAD_CONTRACT);
    assert!(last_error().contains("8S"), "{}", last_error());
    assert_eq!(unsafe { bb_score(c"4S".as_ptr(), 0, 14, &mut score) }, BB_BAD_CONTRACT);
}

#[test]
fn errors_are_codes_with_messages() {
    let mut sys = ptr::null_mut();
    assert_eq!(unsafe { bb_open(c"acol".as_ptr(), &mut sys) }, BB_UNKNOWN_SYSTEM);
    assert!(sys.is_null());
    assert!(last_error().contains("unknown system 'acol'") && last_error().contains("sayc"), "{}", last_error());
    assert_eq!(unsafe { bb_open(ptr::null(), &mut sys) }, BB_NULL_POINTER);
    assert_eq!(unsafe { bb_open(c"sayc".as_ptr(), ptr::null_mut()) }, BB_NULL_POINTER);
    assert!(last_error().contains("null pointer"));
    let bad_utf8 = [0xffu8 as c_char, 0];
    assert_eq!(unsafe { bb_open(bad_utf8.as_ptr(), &mut sys) }, BB_NOT_UTF8);

    let sayc = open("sayc");
    let (status, _, _) = bid(&sayc, "AKQ-T87-K632", "", BB_NORTH);
    assert_eq!(status, BB_BAD_HAND);
    assert!(last_error().contains("bad hand 'AKQ-T87-K632'"), "{}", last_error());
    let (status, _, _) = bid(&sayc, "AQ32-T87-K632-54", "1NT 1C", BB_NORTH);
    assert_eq!(status, BB_BAD_AUCTION);
    assert!(last_error().contains("1NT 1C"), "{}", last_error());
    let (status, _, _) = bid(&sayc, "AQ32-T87-K632-54", "1NT P P P", BB_NORTH);
    assert_eq!(status, BB_AUCTION_OVER);
    let (status, _, _) = bid(&sayc, "AQ32-T87-K632-54", "", 4);
    assert_eq!(status, BB_BAD_ARGUMENT);
    assert!(last_error().contains("seat 4"), "{}", last_error());
    let t = table(c"", BB_NORTH, 9);
    let mut out = empty_call();
    assert_eq!(
        unsafe { bb_bid(sayc.0, &t, c"AQ32-T87-K632-54".as_ptr(), &mut out, ptr::null_mut(), 0) },
        BB_BAD_ARGUMENT
    );
    assert!(last_error().contains("vulnerability 9"), "{}", last_error());
    assert_eq!(
        unsafe { bb_bid(ptr::null(), &t, c"AQ32-T87-K632-54".as_ptr(), &mut out, ptr::null_mut(), 0) },
        BB_NULL_POINTER
    );
    let bits = Hand::parse("AQ32-T87-K632-54").unwrap().card_bits();
    let packed_twelve = bits & (bits - 1);
    let t = table(c"", BB_NORTH, BB_VUL_NONE);
    assert_eq!(unsafe { bb_bid_packed(sayc.0, &t, packed_twelve, &mut out, ptr::null_mut(), 0) }, BB_BAD_HAND);
    let mut t2 = table(c"1C P", BB_NORTH, BB_VUL_NONE);
    assert_eq!(unsafe { bb_describe(sayc.0, &t2, 2, &mut out, ptr::null_mut(), 0) }, BB_BAD_ARGUMENT);
    t2.scoring = 7;
    assert_eq!(unsafe { bb_describe(sayc.0, &t2, 0, &mut out, ptr::null_mut(), 0) }, BB_BAD_ARGUMENT);
    assert!(last_error().contains("scoring 7"), "{}", last_error());
}

#[test]
fn rules_text_is_interpreted_and_its_errors_point_at_the_line() {
    let rules =
        c"system \"tiny\"\nconvention \"Strong\"\n\n[-]\n2C \"Strong\" hcp=22+\n1N hcp=15-17 shape=balanced\nP\n";
    let mut sys = ptr::null_mut();
    assert_eq!(unsafe { bb_open_rules(rules.as_ptr(), &mut sys) }, BB_OK, "{}", last_error());
    let sys = Open(sys);
    let (status, out, desc) = bid(&sys, "AQ3-KJ7-K632-Q54", "", BB_NORTH);
    assert_eq!(status, BB_OK);
    assert_eq!((c_text(&out.text).as_str(), out.line, s(out.file).as_str()), ("1NT", 6, "rules.bb"));
    assert!(desc.contains("15-17 HCP"), "{desc}");
    let (status, out, _) = bid(&sys, "AKQ3-AKJ7-AK2-Q5", "", BB_NORTH);
    assert_eq!((status, c_text(&out.text).as_str(), s(out.convention).as_str()), (BB_OK, "2C", "Strong"));

    // Conventions: listed, switched off (2C is no longer bid), unknown names refused.
    let mut count = 0;
    assert_eq!(unsafe { bb_convention_count(sys.0, &mut count) }, BB_OK);
    assert_eq!(count, 1);
    let (mut name, mut setting) = (BbStr { ptr: ptr::null(), len: 0 }, 9u8);
    assert_eq!(unsafe { bb_convention(sys.0, 0, &mut name, &mut setting) }, BB_OK);
    assert_eq!((s(name).as_str(), setting), ("Strong", BB_USE_ON));
    assert_eq!(unsafe { bb_convention(sys.0, 1, &mut name, &mut setting) }, BB_BAD_ARGUMENT);
    assert_eq!(unsafe { bb_set_convention(sys.0, c"Strong".as_ptr(), BB_USE_OFF) }, BB_OK);
    assert_eq!(unsafe { bb_convention(sys.0, 0, &mut name, &mut setting) }, BB_OK);
    assert_eq!(setting, BB_USE_OFF);
    let (_, out, _) = bid(&sys, "AKQ3-AKJ7-AK2-Q5", "", BB_NORTH);
    assert_eq!(c_text(&out.text), "Pass");
    assert_eq!(unsafe { bb_set_convention(sys.0, c"Weak".as_ptr(), BB_USE_OFF) }, BB_UNKNOWN_CONVENTION);
    assert!(last_error().contains("unknown convention 'Weak'") && last_error().contains("Strong"));
    assert_eq!(unsafe { bb_set_convention(sys.0, c"Strong".as_ptr(), 4) }, BB_BAD_ARGUMENT);

    // No entry: the status says so and the call is Pass.
    let (status, out, _) = bid(&sys, "AKQ3-AKJ7-AK2-Q5", "1C", BB_NORTH);
    assert_eq!((status, c_text(&out.text).as_str(), out.entry), (BB_NO_ENTRY, "Pass", u32::MAX));

    // A bad line: the error names the file, the line and the column.
    let bad = c"[-]\n1N hcp=15-17\n2C hcp=22+ colour=red\n";
    let mut sys2 = ptr::null_mut();
    assert_eq!(unsafe { bb_open_rules(bad.as_ptr(), &mut sys2) }, BB_RULES_ERROR);
    assert!(sys2.is_null());
    let e = last_error();
    assert!(e.contains("rules.bb:3:12") && e.contains("colour"), "{e}");
    assert_eq!(unsafe { bb_open_rules_file(c"/nonexistent/x.bb".as_ptr(), &mut sys2) }, BB_RULES_ERROR);
}

#[test]
fn buffers_are_filled_like_snprintf() {
    let sys = open("sayc");
    let t = table(c"", BB_NORTH, BB_VUL_NONE);
    let nt = Call::parse("1NT").unwrap().code();
    let mut out = empty_call();
    let mut full = [0 as c_char; 256];
    assert_eq!(unsafe { bb_describe_call(sys.0, &t, nt, &mut out, full.as_mut_ptr(), full.len()) }, BB_OK);
    let text = c_text(&full);
    assert_eq!(out.description_len, text.len());
    // Six bytes: five of the text and the NUL; the length still says how much there was.
    let mut small = [b'#' as c_char; 8];
    assert_eq!(unsafe { bb_describe_call(sys.0, &t, nt, &mut out, small.as_mut_ptr(), 6) }, BB_OK);
    assert_eq!(c_text(&small), &text[..5]);
    assert_eq!(small[6], b'#' as c_char, "nothing written past cap");
    assert_eq!(out.description_len, text.len());
    // The error message too.
    let mut sys2 = ptr::null_mut();
    assert_eq!(unsafe { bb_open(c"acol".as_ptr(), &mut sys2) }, BB_UNKNOWN_SYSTEM);
    let mut tiny = [0 as c_char; 4];
    let n = unsafe { bb_last_error(tiny.as_mut_ptr(), tiny.len()) };
    assert_eq!(c_text(&tiny), "unk");
    assert_eq!(n, last_error().len());
    assert_eq!(unsafe { CStr::from_ptr(bb_version()) }.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
}

/// The bid path (bidding, describing each call, the auction state) allocates nothing: 20,000
/// SAYC positions through the ABI, counted by the global allocator.
#[test]
fn the_bid_path_does_not_allocate() {
    let sys = open("sayc");
    let sayc = bidbase_systems::Sayc::new();
    let inputs: Vec<(CString, CString, BbTable)> = Positions::new(&sayc, 3, Deck::Standard)
        .take(20_000)
        .map(|p| {
            let hand = CString::new(p.hand.to_pbn()).unwrap();
            let auction = CString::new(p.auction.to_pbn()).unwrap();
            let t = BbTable {
                auction: ptr::null(),
                dealer: p.auction.dealer().index() as u8,
                vulnerability: bidbase::Vulnerability::ALL.iter().position(|v| *v == p.context.vulnerability).unwrap()
                    as u8,
                scoring: BB_IMPS,
                we: BB_NS,
                seed: p.context.seed,
            };
            (hand, auction, t)
        })
        .collect();
    let mut out = empty_call();
    let mut state: BbAuction = unsafe { std::mem::zeroed() };
    let mut desc = [0 as c_char; 512];
    let (mut decided, mut described) = (0usize, 0usize);
    let before = allocations();
    for (hand, auction, t) in &inputs {
        let t = BbTable { auction: auction.as_ptr(), ..*t };
        let status = unsafe { bb_bid(sys.0, &t, hand.as_ptr(), &mut out, desc.as_mut_ptr(), desc.len()) };
        assert!(status == BB_OK || status == BB_NO_ENTRY);
        decided += (status == BB_OK) as usize;
        assert_eq!(unsafe { bb_auction(&t, &mut state) }, BB_OK);
        for i in 0..state.calls {
            let st = unsafe { bb_describe(sys.0, &t, i, &mut out, desc.as_mut_ptr(), desc.len()) };
            described += (st == BB_OK) as usize;
        }
    }
    let after = allocations();
    assert_eq!(after - before, 0, "{} allocations in 20,000 positions", after - before);
    assert!(decided > 19_000 && described > 20_000, "decided {decided}, described {described}");
    let v: Vec<u8> = Vec::with_capacity(10);
    std::hint::black_box(&v);
    assert!(allocations() > after, "the counter counts");
}

/// Use_Against through the ABI: BidBase's two entries for 1C-(2C) in the examples system. By
/// default the system explains the opponents' 2C itself (its Michaels cue bid); a declared
/// meaning replaces that until it is cleared with null.
#[test]
fn the_opponents_meaning_is_explained_or_declared() {
    let sys = open("examples");
    let hand = "T7-T6543-AQ-KQJT";
    let call = |sys: &Open| c_text(&bid(sys, hand, "1C 2C", BB_NORTH).1.text);
    assert_eq!(call(&sys), "X");
    assert_eq!(unsafe { bb_set_against(sys.0, c"natural".as_ptr()) }, BB_OK);
    assert_eq!(call(&sys), "2H");
    assert_eq!(unsafe { bb_set_against(sys.0, c"Michaels".as_ptr()) }, BB_OK);
    assert_eq!(call(&sys), "X");
    assert_eq!(unsafe { bb_set_against(sys.0, ptr::null()) }, BB_OK);
    assert_eq!(call(&sys), "X");
    assert_eq!(unsafe { bb_set_against(sys.0, c" ".as_ptr()) }, BB_BAD_ARGUMENT);
    assert!(last_error().contains("natural"), "{}", last_error());
}
