//! Descriptions (docs/descriptions.md): what a call shows is the weakest claim of the entries
//! that can make it; what a player has shown, the strongest over his calls (seed 002's
//! examples, tests/fixtures/seed002.bb), through both back ends.

use bidbase::{Auction, Bidder, Call, Context, Interpreter, MemLoader, Seat, Span, Suit};

bidbase::system!(Seed002 = "tests/fixtures/seed002.bb");

fn interpreter() -> Interpreter {
    let text = include_str!("fixtures/seed002.bb");
    match Interpreter::load("seed002.bb", &MemLoader::single("seed002.bb", text)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

/// Both back ends, which must agree.
fn both() -> (Interpreter, Seed002) {
    (interpreter(), Seed002::new())
}

#[test]
fn raising_a_weak_two_shows_the_least_common_denominator() {
    let (i, k) = both();
    let a = Auction::parse(Seat::North, "2H Pass").unwrap();
    let ctx = Context::default();
    for b in [&i as &dyn Bidder, &k] {
        let (_, s) = b.describe_call(&a, &ctx, Call::parse("4H").unwrap()).expect("two entries make 4H");
        assert_eq!(s.total.lo, 4, "{s}");
        assert_eq!(s.len[Suit::Hearts as usize], Span::new(2, 13), "{s}");
        assert_eq!(s.to_string(), "4+ total points, 2+ H");
        // No entry makes 3H there.
        assert!(b.describe_call(&a, &ctx, Call::parse("3H").unwrap()).is_none());
    }
}

#[test]
fn a_player_has_shown_the_strongest_claim_of_his_calls() {
    let (i, k) = both();
    let a = Auction::parse(Seat::North, "1H Pass 1S Pass 2H").unwrap();
    let ctx = Context::default();
    for b in [&i as &dyn Bidder, &k] {
        let north = b.shown_by(&a, &ctx, Seat::North);
        assert_eq!(north.len[Suit::Hearts as usize].lo, 5, "{north}");
        assert_eq!(north.hcp, Span::new(12, 15), "{north}");
        // East's pass after 1H: no section, no description; North's 2H alone shows 4+.
        assert!(b.describe_at(&a, &ctx, 1).is_none());
        assert_eq!(b.describe_at(&a, &ctx, 4).map(|(_, s)| s.len[Suit::Hearts as usize].lo), Some(4));
    }
    // The interpreter's whole-auction description says the same.
    let d = i.describe(&a, &ctx);
    assert_eq!(d.calls.len(), 5);
    assert_eq!(d.players[Seat::North.index()], k.shown_by(&a, &ctx, Seat::North));
}

bidbase::system!(Side = "tests/fixtures/side.bb");

fn side_interpreter() -> Interpreter {
    let text = include_str!("fixtures/side.bb");
    match Interpreter::load("side.bb", &MemLoader::single("side.bb", text)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

fn shows(b: &dyn Bidder, auction: &str, call: &str) -> bidbase::Shown {
    let a = Auction::parse(Seat::North, auction).unwrap();
    match b.describe_call(&a, &Context::default(), Call::parse(call).unwrap()) {
        Some((_, s)) => s,
        None => panic!("no entry makes {call} after {auction}"),
    }
}

#[test]
fn shows_fields_forcing_and_honours_through_both_back_ends() {
    let (i, k) = (side_interpreter(), Side::new());
    for b in [&i as &dyn Bidder, &k] {
        // Stayman: 8+ HCP, forcing; its shows. field drops the four spades it requires.
        let s = shows(b, "1NT Pass", "2C");
        let a = Auction::parse(Seat::North, "1NT Pass 2C Pass").unwrap();
        assert_eq!((b.forcing_at(&a, 2), b.forcing_at(&a, 0), b.forcing_at(&a, 9)), (1, 0, 0));
        assert_eq!(s.to_string(), "8+ HCP, forcing");
        // The cue bid: the club ace (8-4-2-1 value 8), game forcing.
        let s = shows(b, "1H Pass", "3C");
        assert_eq!(s.honors[Suit::Clubs as usize], 8);
        assert_eq!(s.to_string(), "13+ HCP, 4+ H, A+ in C, game forcing");
        // The splinter claims shortness its requirements do not give.
        assert_eq!(shows(b, "1H Pass", "3S").len[Suit::Spades as usize], Span::new(0, 1));
        // ours. says nothing about the hand alone.
        assert!(shows(b, "1NT Pass", "3NT").is_any());
    }
    let over: Vec<u32> = i.system.entries.iter().filter(|e| !e.overclaims().is_empty()).map(|e| e.id).collect();
    assert_eq!(over.len(), 1);
    assert_eq!(i.system.entries[over[0] as usize].data.call, "3S");
}

#[test]
fn calls_after_an_exact_failed_entry_show_what_it_denies() {
    let (i, k) = (side_interpreter(), Side::new());
    for b in [&i as &dyn Bidder, &k] {
        assert_eq!(shows(b, "1H Pass", "Pass").hcp, Span::new(0, 5));
        // Passing "P hcp=<6" by: 6+ HCP.
        assert_eq!(shows(b, "1H Pass", "1S").to_string(), "6+ HCP, 4+ S");
        assert_eq!(shows(b, "1H Pass", "2H").hcp.lo, 6);
        // 1NT comes after 1S (S=4+) and 2H (H=3+), each one range: 3- spades, 2- hearts.
        assert_eq!(shows(b, "1H Pass", "2H").to_string(), "6+ HCP, 3- S, 3+ H");
        assert_eq!(shows(b, "1H Pass", "1NT").to_string(), "6+ HCP, 3- S, 2- H");
        // Entries before the pass are not narrowed by it.
        assert_eq!(shows(b, "1H Pass", "3S").hcp, Span::new(12, 15));
    }
}

#[test]
fn ours_and_pard_read_what_partner_has_shown() {
    let (i, k) = (side_interpreter(), Side::new());
    let ctx = Context::default();
    let cases = [
        // 10 HCP opposite 15-17: 25 together, game.
        ("1NT Pass", "K32-Q32-K32-Q432", "3NT"),
        // 8 opposite 15: an invitation.
        ("1NT Pass", "K32-Q32-Q32-J432", "2NT"),
        // 7 opposite 15: 22, pass.
        ("1NT Pass", "K32-Q32-J32-J432", "Pass"),
        // Partner's 1NT shows 15-17: the quantitative 4NT with 16.
        ("1NT Pass", "KQ2-KQ2-KJ2-Q432", "4NT"),
        // Four hearts opposite 5+ and 14 HCP opposite 12+: game.
        ("1H Pass", "K32-Q432-AK2-Q32", "4H"),
        // Three hearts: 8 cards together, but 7 HCP: the simple raise.
        ("1H Pass", "K32-Q32-Q432-432", "2H"),
    ];
    for (auction, hand, want) in cases {
        let a = Auction::parse(Seat::North, auction).unwrap();
        let h = bidbase::Hand::parse(hand).unwrap();
        for b in [&i as &dyn Bidder, &k] {
            let got = b.choose(h, &a, &ctx).map(|c| c.call.to_pbn());
            assert_eq!(got.as_deref(), Some(want), "{auction} with {hand}");
        }
    }
}

#[test]
fn the_side_fixture_bids_and_describes_alike_in_both_back_ends() {
    use bidbase::sim::Positions;
    use bidbase::Deck;
    let (i, k) = (side_interpreter(), Side::new());
    let ctx_positions: Vec<_> = Positions::new(&k, 41, Deck::Standard).take(4_000).collect();
    let (mut decided, mut described) = (0, 0);
    for p in &ctx_positions {
        let a = k.choose(p.hand, &p.auction, &p.context);
        assert_eq!(a, i.choose(p.hand, &p.auction, &p.context), "{} after {}", p.hand, p.auction);
        decided += a.is_some() as usize;
        for n in 0..p.auction.calls().len() {
            assert_eq!(k.forcing_at(&p.auction, n), i.forcing_at(&p.auction, n), "call {n} of {}", p.auction);
            let d = k.describe_at(&p.auction, &p.context, n);
            assert_eq!(d, i.describe_at(&p.auction, &p.context, n), "call {n} of {}", p.auction);
            described += d.is_some() as usize;
        }
        for code in 0..Call::COUNT as u8 {
            let Some(c) = Call::from_code(code) else { continue };
            assert_eq!(
                k.describe_call(&p.auction, &p.context, c),
                i.describe_call(&p.auction, &p.context, c),
                "{c} after {}",
                p.auction
            );
        }
    }
    assert!(decided > 1_000 && described > 1_000, "{decided} decided, {described} described");
}

bidbase::system!(Complete = "tests/fixtures/complete.bb");

#[test]
fn a_complete_section_leaves_nothing_to_the_sections_after_it() {
    let text = include_str!("fixtures/complete.bb");
    let load = |text: &str| match Interpreter::load("complete.bb", &MemLoader::single("complete.bb", text)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    let (i, k) = (load(text), Complete::new());
    let a = Auction::parse(Seat::North, "1H Pass").unwrap();
    let ctx = Context::default();
    for b in [&i as &dyn Bidder, &k] {
        // The general layer's 3NT and pass are never reached after 1H Pass.
        assert!(b.describe_call(&a, &ctx, Call::parse("3NT").unwrap()).is_none());
        assert_eq!(shows(b, "1H Pass", "Pass").hcp, Span::new(0, 5));
        assert_eq!(shows(b, "1H Pass", "2C").to_string(), "11+ HCP, 4+ C");
    }
    // Without the mark the general layer's 3NT is made there, by any hand of 6+ HCP.
    let open = load(&text.replace("[1H-P] complete", "[1H-P]"));
    assert_eq!(shows(&open, "1H Pass", "3NT").hcp, Span::new(6, 37));
    // The bidding itself does not change.
    let hand = bidbase::Hand::parse("K32-432-AQ32-K32").unwrap();
    assert_eq!(i.lookup(hand, &a, &ctx), open.lookup(hand, &a, &ctx));
}
