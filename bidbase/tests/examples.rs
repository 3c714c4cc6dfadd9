//! The worked examples of seed 000 (rules/examples.bb): every test hand reaches its entry, and
//! hands the examples must reject are rejected. Every assertion runs through both back ends:
//! the interpreter and the compiled system.

use bidbase::{Auction, Bidder, Call, Context, Contract, Hand, Interpreter, Seat, Use, Vulnerability};

mod common;

bidbase::system!(Examples = "../rules/examples.bb");

fn interpreter() -> Interpreter {
    common::load(concat!(env!("CARGO_MANIFEST_DIR"), "/.."), "rules/examples.bb")
}

/// Both back ends, the interpreter first.
fn systems() -> Vec<Box<dyn Bidder>> {
    vec![Box::new(interpreter()), Box::new(Examples::new())]
}

fn call(i: &dyn Bidder, hand: &str, auction: &str, ctx: &Context) -> String {
    let a = Auction::parse(Seat::North, auction).unwrap();
    match i.bid(Hand::parse(hand).unwrap(), &a, ctx) {
        Some(d) => d.annotated().to_string(),
        None => "none".into(),
    }
}

fn convention(i: &dyn Bidder, hand: &str, auction: &str) -> String {
    let a = Auction::parse(Seat::North, auction).unwrap();
    i.bid(Hand::parse(hand).unwrap(), &a, &Context::default())
        .map(|d| d.entry.convention.to_string())
        .unwrap_or_default()
}

#[test]
fn every_test_hand_reaches_its_entry() {
    let i = interpreter();
    let r = i.check();
    assert!(r.failures.is_empty(), "{}", r.render(&i));
    assert_eq!(r.untested, 0);
    assert_eq!(r.passed, i.system.entries.len());
    assert_eq!(i.system.nt1, Some((15, 17)));
    assert_eq!(i.system.nt2, Some((20, 21)));
}

#[test]
fn wolff_strong_two_clubs_major_minor() {
    for i in systems() {
        let i = i.as_ref();
        let c = Context::default();
        assert_eq!(call(i, "A-AK742-A3-AQ753", "", &c), "2C");
        // Two five-card majors: SH<10 fails.
        assert_ne!(convention(i, "AK742-AK742-A3-A", ""), "2C Strong: Major-Minor");
        // Hearts and diamonds 5-5 is a major and a minor.
        assert_eq!(convention(i, "-AK742-AQ753-AK3", ""), "2C Strong: Major-Minor");
        // A four-card minor is neither five cards nor fewer than four.
        assert_ne!(convention(i, "A-AK742-A32-AQ75", ""), "2C Strong: Major-Minor");
    }
}

#[test]
fn brozel() {
    for i in systems() {
        let i = i.as_ref();
        let c = Context::default();
        assert_eq!(call(i, "2-KQ87-KQJ432-32", "1N", &c), "2D");
        assert_eq!(call(i, "32-54-AKJ432-J43", "1N", &c), "D");
        assert_eq!(call(i, "AKJ432-54-32-J43", "1N", &c), "D");
        // A six-card suit with under 5 HCP in it is not Brozel's double.
        assert_eq!(call(i, "J65432-54-A2-K43", "1N", &c), "P");
    }
}

#[test]
fn michaels_with_the_minors_as_x() {
    for i in systems() {
        let i = i.as_ref();
        let c = Context::default();
        assert_eq!(call(i, "KQ432-2-AJ987-32", "1H", &c), "2H");
        assert_eq!(call(i, "KQ432-2-3-AJ9876", "1H", &c), "2H");
        // Four-four in the minors: no x suit meets X=5+.
        assert_eq!(call(i, "KQ432-2-AJ98-K32", "1H", &c), "P");
    }
}

#[test]
fn takeout_double_shd_11_12() {
    for i in systems() {
        let i = i.as_ref();
        let c = Context::default();
        assert_eq!(call(i, "AQ32-K432-KJ2-32", "1C", &c), "D");
        assert_eq!(call(i, "AQ32-K432-KJ32-2", "1C", &c), "D");
        // 3-3-3 in the other suits: SHD = 9.
        assert_eq!(call(i, "AQ3-K43-KJ2-5432", "1C", &c), "P");
    }
}

#[test]
fn x_alternatives() {
    for i in systems() {
        let i = i.as_ref();
        let c = Context::default();
        // x,5+ with X=6+:5+: the other major needs only five cards, not 5+ HCP.
        assert_eq!(call(i, "KQJ432-A5432-2-2", "1D", &c), "2D");
        // Neither major meets X (six with 5+ HCP).
        assert_ne!(call(i, "765432-AKJ32-2-2", "1D", &c), "2D");
        // x,<4 with <5, X=6,4+:5+.
        assert_eq!(call(i, "AQ5432-KQ32-32-2", "1C-1D", &c), "2S");
        assert_eq!(call(i, "AQ5432-J432-32-2", "1C-1D", &c), "P");
    }
}

#[test]
fn partnership_points_and_min_forms() {
    for i in systems() {
        let i = i.as_ref();
        let c = Context::default();
        assert_eq!(call(i, "K32-Q32-K432-Q32", "1N P", &c), "3N"); // 10
        assert_eq!(call(i, "K32-Q32-KJ32-A32", "1N P", &c), "3N"); // 13
        assert_eq!(call(i, "KQ2-A32-KJ32-A32", "1N P", &c), "4N"); // 17
        assert_eq!(call(i, "K32-Q32-J432-432", "1N P", &c), "P"); // 6
        assert_eq!(call(i, "AQ3-KT87-Q63-A54", "1N P 2N P", &c), "P"); // 15: Min
        assert_eq!(call(i, "AQ3-KT87-K63-A54", "1N P 2N P", &c), "3N"); // 16: Min+1
        assert_eq!(call(i, "AQ3-KT87-K63-AJ4", "1N P 2N P", &c), "3N"); // 17: Min+2
        assert_eq!(call(i, "AQ3-KT87-K63-AJ4", "1C P 1H P", &c), "none"); // 17 is not 1N+3+4
        assert_eq!(call(i, "AQ3-K87-KJ3-AQ54", "1C P 1H P", &c), "2N"); // 19
    }
}

#[test]
fn key_card_section_starts_at_the_at_call() {
    for i in systems() {
        let i = i.as_ref();
        let c = Context::default();
        for (hand, expect) in [
            ("KQ32-KQ2-KQ32-K2", "5C"),
            ("A432-K32-Q32-Q32", "5D"),
            ("A432-A32-Q32-Q32", "5H"),
            ("A432-A32-A32-Q32", "5S"),
            ("A432-A32-A32-A32", "5C"),
        ] {
            assert_eq!(call(i, hand, "1S P 3S P 4N@40 P", &c), expect, "{hand}");
            // Any auction reaching 4N@40 uses the same section.
            assert_eq!(call(i, hand, "1D P 1S P 3S P 4N@40 P", &c), expect, "{hand}");
        }
        // 4N without the annotation is not the slam section.
        assert_eq!(call(i, "A432-A32-A32-Q32", "1S P 3S P 4N P", &c), "none");
        // The asker's 4N carries the annotation.
        let a = Auction::parse(Seat::North, "1S P 3S P").unwrap();
        let d = i.bid(Hand::parse("AKQ32-KQ2-K2-K32").unwrap(), &a, &c).unwrap();
        assert_eq!(d.annotated().to_string(), "4N@40");
    }
}

#[test]
fn percentage_group_50_20_20_10() {
    for i in systems() {
        let i = i.as_ref();
        let hand = Hand::parse("K32-32-AJ432-K32").unwrap();
        let a = Auction::parse(Seat::North, "1S 2H").unwrap();
        let mut counts = std::collections::HashMap::new();
        let n = 4000;
        for seed in 0..n {
            let c = Context { seed, ..Context::default() };
            let d = i.bid(hand, &a, &c).unwrap();
            *counts.entry(d.call.to_string()).or_insert(0u32) += 1;
        }
        let share = |c: &str| counts.get(c).copied().unwrap_or(0) as f64 / n as f64;
        assert!((share("3H") - 0.5).abs() < 0.04, "{counts:?}");
        assert!((share("3S") - 0.2).abs() < 0.03, "{counts:?}");
        assert!((share("2N") - 0.2).abs() < 0.03, "{counts:?}");
        assert!((share("D") - 0.1).abs() < 0.03, "{counts:?}");
        assert_eq!(counts.len(), 4);
    }
}

#[test]
fn suit_quality_codes() {
    for i in systems() {
        let i = i.as_ref();
        let c = Context::default();
        // abi1: AQ92 and AQJ2 are accepted, KQ32 is not.
        assert_eq!(call(i, "AQ92-432-32-KQ32", "1D", &c), "1S");
        assert_eq!(call(i, "AQJ2-432-32-KQ32", "1D", &c), "1S");
        assert_eq!(call(i, "KQ32-432-32-KQ32", "1D", &c), "P");
        // abi2 with five spades: KQT92 (KQ and two intermediates).
        assert_eq!(call(i, "KQT92-Q32-32-K32", "1D", &c), "1S");
        // 4+i3: AT987 is as good as AJxxx.
        assert_eq!(call(i, "32-AT987-432-KQ2", "1D", &c), "1H");
        assert_eq!(call(i, "32-A7654-432-KQ2", "1D", &c), "P");
        // 2+i2 in clubs: Q98765.
        assert_eq!(call(i, "A2-KJ2-32-Q98765", "1D", &c), "2C");
    }
}

#[test]
fn non_touching_five_six() {
    for i in systems() {
        let i = i.as_ref();
        assert_eq!(convention(i, "AJ432-2-AKT982-3", ""), "Opening: Non-Touching 5-6");
        // Hearts and diamonds touch: HD<11 excludes it.
        assert_ne!(convention(i, "2-AJ432-AKT982-3", ""), "Opening: Non-Touching 5-6");
        // The six-card suit must be strong (a: two of the top three).
        assert_ne!(convention(i, "AJ432-2-AJT982-3", ""), "Opening: Non-Touching 5-6");
    }
}

#[test]
fn position_vulnerability_toggles_and_dda() {
    for mut i in systems() {
        let c = Context::default();
        // Passed hand: Sandwich 1N; unpassed: a natural 1N overcall.
        assert_eq!(call(i.as_ref(), "2-KJ432-QJ432-32", "P 1C P 1S", &c), "1N");
        assert_eq!(convention(i.as_ref(), "2-KJ432-QJ432-32", "P 1C P 1S"), "Sandwich NT");
        assert_eq!(convention(i.as_ref(), "KJ2-AQ3-K432-Q32", "1C P 1S"), "1N Overcall");
        // Drury by a passed hand, natural 2C otherwise.
        assert_eq!(convention(i.as_ref(), "K32-Q32-KJ32-Q32", "P P 1S P"), "Drury");
        // Balancing double only when neither side is vulnerable.
        assert_eq!(call(i.as_ref(), "K432-Q432-2-K432", "1D P P", &c), "D");
        let vul = Context { vulnerability: Vulnerability::Both, ..c };
        assert_eq!(call(i.as_ref(), "K432-Q432-2-K432", "1D P P", &vul), "P");
        // Splinter is off; switching it on at run time makes 4C.
        assert_ne!(call(i.as_ref(), "KQ32-A432-K432-2", "1S P", &c), "4C");
        i.set_convention("Splinter", Use::Both).unwrap();
        assert_eq!(call(i.as_ref(), "KQ32-A432-K432-2", "1S P", &c), "4C");
        i.set_convention("Splinter", Use::They).unwrap();
        assert_ne!(call(i.as_ref(), "KQ32-A432-K432-2", "1S P", &c), "4C");
        assert!(i.set_convention("No Such Thing", Use::Both).is_err());
        // The D entry bids only in the DDA lookup, after the normal lookup found no entry, and
        // only for its best contract.
        let a = Auction::parse(Seat::North, "1S P 2S P").unwrap();
        let h = Hand::parse("AKJ32-32-A2-K432").unwrap();
        assert_eq!(i.choose(h, &a, &c), None);
        let four = Contract::parse("4S").unwrap();
        let d = i.choose_with_best(h, &a, &c, four).expect("the D entry");
        assert_eq!(d.call, Call::parse("4S").unwrap());
        assert_eq!(i.entry(d.entry).unwrap().convention, "DDA");
        assert_eq!(i.choose_with_best(h, &a, &c, Contract::parse("3S").unwrap()), None);
        // A hand with a normal entry never reaches the D entry, whatever the best contract.
        let min = Hand::parse("AKJ32-32-Q2-K432").unwrap();
        assert_eq!(i.choose_with_best(min, &a, &c, four).map(|d| d.call), Some(Call::PASS));
    }
}

#[test]
fn running_winners_solid_suits_and_protection() {
    for i in systems() {
        let i = i.as_ref();
        let c = Context::default();
        assert_eq!(call(i, "A2-AKQJT98-A2-32", "3S", &c), "3N");
        assert_eq!(call(i, "A2-AKQJ765-A2-32", "3S", &c), "P"); // only 7 running
        assert_eq!(call(i, "2-32-AKQ8765-432", "", &c), "3N");
        assert_ne!(call(i, "2-32-AKJ8765-432", "", &c), "3N"); // not solid
                                                               // 1H-P-1S: KJ of spades are protected (RHO bid them); no heart stopper, no 1N.
        assert_eq!(call(i, "KJ2-AQ3-K432-Q32", "1H P 1S", &c), "1N");
        assert_eq!(call(i, "KJ2-Q32-K432-AQ3", "1H P 1S", &c), "P");
    }
}

/// Compiled and interpreted explanations agree on random positions of the examples.
#[test]
fn compiled_and_interpreted_explain_alike() {
    let explained = bidbase_test_support::agree::explain_alike(&Examples::new(), &interpreter(), 53, 2_000);
    assert!(explained > 1_000, "only {explained} entries explained");
}
