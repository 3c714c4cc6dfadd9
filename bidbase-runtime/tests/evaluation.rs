//! Hand evaluation against every row of seed 000's tables.

use bidbase_runtime::tables::code;
use bidbase_runtime::*;

/// A holding from a pattern such as `KQ9x`: honours and spot cards as written, each `x` a
/// distinct card below the lowest written card (so `x` never upgrades the holding).
fn holding(pattern: &str) -> Holding {
    let mut h = Holding::VOID;
    let mut xs = 0;
    for c in pattern.chars() {
        if c == 'x' {
            xs += 1;
        } else {
            h = h.with(Rank::from_char(c).expect("rank"));
        }
    }
    let mut r = 0u8;
    while xs > 0 {
        let rank = Rank::from_index(r).expect("room for small cards");
        assert!(!h.has(rank), "pattern {pattern} needs more small cards");
        h = h.with(rank);
        xs -= 1;
        r += 1;
    }
    h
}

fn info(pattern: &str) -> &'static SuitInfo {
    suit_info(holding(pattern))
}

fn halves(v: f64) -> u8 {
    (v * 2.0) as u8
}

#[test]
fn winners_every_row() {
    for (p, w) in [
        ("AKQJ", 4.0),
        ("AKQT", 3.5),
        ("AKJT", 3.5),
        ("AQJT", 3.5),
        ("AKQ", 3.0),
        ("KQJT", 3.0),
        ("AQJ", 2.5),
        ("AK", 2.0),
        ("KQJ", 2.0),
        ("QJTx", 2.0),
        ("AQ", 1.5),
        ("A", 1.0),
        ("KQ", 1.0),
        ("QJT", 1.0),
        ("Kx", 0.5),
    ] {
        assert_eq!(info(p).winners_x2(), halves(w), "winners of {p}");
    }
    // Plus one per card beyond four.
    assert_eq!(info("AKQJxxxx").winners_x2(), halves(8.0));
    assert_eq!(info("Kxxxx").winners_x2(), halves(1.5));
    assert_eq!(info("xxxxxx").winners_x2(), halves(2.0));
    assert_eq!(info("K").winners_x2(), 0);
    assert_eq!(info("QJ").winners_x2(), 0);
}

#[test]
fn running_winners() {
    assert_eq!(info("Ax").running(), 1);
    assert_eq!(info("AKQxxxx").running(), 3);
    assert_eq!(info("AKQJTxxx").running(), 8);
    assert_eq!(info("KQJT").running(), 0);
    assert_eq!(info("AKQJT98765432").running(), 13);
}

#[test]
fn losers_every_row() {
    for (p, l) in [
        ("A", 0.0),
        ("K", 1.0),
        ("x", 1.0),
        ("AK", 0.0),
        ("AQ", 0.5),
        ("Ax", 1.0),
        ("Kx", 1.0),
        ("xx", 2.0),
        ("AKQ", 0.0),
        ("AQJ", 1.0),
        ("AJT", 1.5),
        ("Axx", 2.0),
        ("KQJ", 1.0),
        ("KQT", 1.5),
        ("Kxx", 2.0),
        ("QJx", 2.0),
        ("QTx", 2.0),
        ("Qxx", 2.5),
        ("xxx", 3.0),
        ("", 0.0),
    ] {
        assert_eq!(info(p).losers_x2(), halves(l), "losers of {p}");
    }
    // Only the first three cards count.
    assert_eq!(info("xxxxxxx").losers_x2(), halves(3.0));
    assert_eq!(info("AKQxxxx").losers_x2(), 0);
    // Holdings the seed leaves out (documented in docs/evaluation.md).
    assert_eq!(info("AKx").losers_x2(), halves(1.0));
    assert_eq!(info("AQx").losers_x2(), halves(1.5));
    assert_eq!(info("KQx").losers_x2(), halves(1.5));
    assert_eq!(info("KJT").losers_x2(), halves(1.5));
}

#[test]
fn quick_tricks_every_row() {
    for (p, q) in [
        ("AK", 2.0),
        ("AQ", 1.5),
        ("Ax", 1.0),
        ("A", 1.0),
        ("KQ", 1.0),
        ("Kx", 0.5),
        ("K", 0.0),
        ("QJx", 0.0),
        ("AKQ", 2.0),
    ] {
        assert_eq!(info(p).quick_tricks_x2(), halves(q), "quick tricks of {p}");
    }
    // Half a trick off in a 6+ card suit.
    assert_eq!(info("AKxxxx").quick_tricks_x2(), halves(1.5));
    assert_eq!(info("Axxxxx").quick_tricks_x2(), halves(0.5));
    assert_eq!(info("Kxxxxx").quick_tricks_x2(), 0);
    assert_eq!(info("xxxxxx").quick_tricks_x2(), 0);
    assert_eq!(info("AKxxx").quick_tricks_x2(), halves(2.0));
}

#[test]
fn stoppers_every_row() {
    for p in ["AK", "AQ", "AJTx", "AT98x", "KQJ", "KQT", "KQ9x", "KJTx", "KT9x", "AKx", "AKQJ"] {
        assert_eq!(info(p).stopper(), Stopper::Two, "{p}");
    }
    for p in ["A", "Kx", "QJx", "QT9x", "Q98x", "JT9x", "J98xx", "T98xx", "Ax", "KQ"] {
        assert_eq!(info(p).stopper(), Stopper::One, "{p}");
    }
    for p in ["Qxx", "Jxxx"] {
        assert_eq!(info(p).stopper(), Stopper::Half, "{p}");
    }
    for p in ["", "K", "Qx", "Jxx", "xxxx", "JT9", "T98x", "xxxxxxx"] {
        assert_eq!(info(p).stopper(), Stopper::None, "{p}");
    }
    assert_eq!(Stopper::Two.code(), "2stop");
    assert_eq!(Stopper::Half.code(), "hstop");
}

#[test]
fn suits_stopped_counts_halves_and_exclusions() {
    // Stopped: S (Kx), H half (Qxx), D (A), C none.
    let f = Features::new(Hand::parse("K2-Q32-A5432-543").unwrap());
    assert_eq!(f.suits_stopped_x2(), 5);
    assert_eq!(f.suits_stopped_x2_excluding(1 << Suit::Diamonds.index()), 3);
    assert_eq!(f.suits_stopped_x2_excluding(1 << Suit::Hearts.index()), 4);
}

#[test]
fn distribution_points_and_exceptions() {
    for (p, d) in [
        ("", 3),
        ("x", 2),
        ("A", 2),
        ("xx", 1),
        ("Ax", 1),
        ("Kx", 1),
        ("AQ", 1),
        ("AK", 0),
        ("KQ", 0),
        ("K", 0),
        ("Q", 0),
        ("J", 0),
        ("Qx", 0),
        ("Jx", 0),
        ("QJ", 0),
        ("xxx", 0),
    ] {
        assert_eq!(info(p).dist(), d, "distribution points of {p:?}");
    }
    let f = Features::new(Hand::parse("AKQJ2-K-6543-432").unwrap());
    assert_eq!(f.hcp(), 13);
    assert_eq!(f.distribution_points(), 0);
    assert_eq!(f.total_points(), 13);
    let g = Features::new(Hand::parse("AKQJ2--765432-43").unwrap());
    assert_eq!(g.distribution_points(), 4);
    assert_eq!(g.total_points(), 14);
}

#[test]
fn dummy_points() {
    // Hearts fit of 9: 10 HCP, void 5, singleton 3 (spades x), +1 beyond eight.
    let f = Features::new(Hand::parse("2-KQ432-AJ65432-").unwrap());
    assert_eq!(f.hcp(), 10);
    let fit = f.len(Suit::Hearts) + 4;
    assert_eq!(fit, 9);
    assert_eq!(f.dummy_points(Suit::Hearts, fit), 10 + 3 + 5 + 1);
    // Without an eight-card fit: total points.
    assert_eq!(f.dummy_points(Suit::Hearts, 7), f.total_points());
    // A singleton king earns nothing, as for distribution points.
    let g = Features::new(Hand::parse("K-Q432-A5432-432").unwrap());
    assert_eq!(g.dummy_points(Suit::Hearts, 8), g.hcp());
}

#[test]
fn intermediates_rule() {
    for (p, n) in [("KQ98", 2), ("KQT8", 2), ("KQ8x", 0), ("T98", 3), ("8", 0), ("T", 1), ("98", 2), ("AT32", 1)] {
        assert_eq!(info(p).intermediates(), n, "intermediates of {p}");
    }
    let f = Features::new(Hand::parse("AT32-K2-QT82-982").unwrap());
    assert_eq!(f.intermediates(), 5);
}

#[test]
fn letter_codes() {
    for p in ["AK", "KQ", "AQ", "AKQ", "KQJ", "AKxx"] {
        assert!(info(p).has(code::A), "a {p}");
    }
    for p in ["AJ", "KJ", "Axx", "QJT"] {
        assert!(!info(p).has(code::A), "not a {p}");
    }
    for p in ["AJT", "KJT", "QJT", "KJT9x"] {
        assert!(info(p).has(code::B), "b {p}");
    }
    for p in ["AQJT", "KQJT", "JT9", "AJ"] {
        assert!(!info(p).has(code::B), "not b {p}");
    }
    for p in ["KQJ", "AQJ", "AKQ", "AKQJ"] {
        assert!(info(p).has(code::C), "c {p}");
    }
    for p in ["AKJ", "KQT", "AQT"] {
        assert!(!info(p).has(code::C), "not c {p}");
    }
    for p in ["AKQJ", "KQJT", "AKQT", "AKJT"] {
        assert!(info(p).has(code::D), "d {p}");
    }
    for p in ["AQJT", "AKQ", "KQJ9"] {
        assert!(!info(p).has(code::D), "not d {p}");
    }
}

#[test]
fn n_of_top_m_and_honours_with_intermediates() {
    assert_eq!(info("KQx").of_top(3), 2);
    assert_eq!(info("AJTx").of_top(3), 1);
    assert_eq!(info("AJTx").of_top(5), 3);
    assert_eq!(info("QJT98").of_top(4), 2);
    // Seed 000: QJT9x is 3H4; Kxxxx is just 3; KJTx has three honours in sequence terms.
    assert_eq!(info("QJT9x").honors_seq, 4);
    assert_eq!(info("QJT9x").hcp(), 3);
    assert_eq!(info("Kxxxx").honors_seq, 1);
    assert_eq!(info("KJTx").honors_seq, 3);
    assert_eq!(info("AKT9").honors_seq, 2);
    assert_eq!(info("KQJxx").honors_seq, 3);
}

#[test]
fn controls_help_and_solid() {
    assert!(info("Axx").has(code::FRC));
    assert!(info("").has(code::FRC));
    assert!(!info("Kxx").has(code::FRC));
    assert!(info("Kxx").has(code::SRC));
    assert!(info("x").has(code::SRC));
    assert!(!info("Axx").has(code::SRC));
    assert!(info("QJx").has(code::HA));
    assert!(!info("Qx").has(code::HA));
    assert!(!info("Axx").has(code::HA));
    for p in ["Axx", "Kxx", "x", ""] {
        assert!(info(p).has(code::HH), "HH {p}");
    }
    assert!(!info("QJx").has(code::HH));
    for p in ["AKQJ", "AKQxxxx", "AKQJxx", "AKQJTxxx"] {
        assert!(info(p).has(code::SS), "solid {p}");
    }
    for p in ["AKQxxx", "KQJTxx", "AKJxxxx", "xxxxxx"] {
        assert!(!info(p).has(code::SS), "not solid {p}");
    }
}

#[test]
fn shapes() {
    let class = |h: &str| Features::new(Hand::parse(h).unwrap()).shape();
    for h in ["AKQ2-J32-Q32-K32", "AK32-J432-Q32-K2", "AKQ32-J32-Q3-K32"] {
        assert_ne!(class(h) & shape::BALANCED, 0, "{h}");
    }
    for h in ["AKQ32-J32-Q432-K", "AKQ32-J432-Q3-K2", "AKQ432-J32-Q3-K2"] {
        assert_ne!(class(h) & shape::UNBALANCED, 0, "{h}");
    }
    // 1-suiter: a 6+ suit and no other 4+ suit; 6-4 is a 2-suiter (seed 000's Brozel).
    assert_ne!(class("AKQ432-J32-Q3-K2") & shape::ONE_SUITER, 0);
    assert_eq!(class("AKQ432-J432-Q3-K") & shape::ONE_SUITER, 0);
    assert_ne!(class("AKQ432-J432-Q3-K") & shape::TWO_SUITER, 0);
    assert_ne!(class("AKQ32-J5432-Q3-K") & shape::TWO_SUITER, 0);
    assert_eq!(class("AK32-J432-Q32-K2") & shape::TWO_SUITER, 0);
    assert_ne!(class("AK32-J432-Q432-K") & shape::THREE_SUITER, 0);
    assert_ne!(class("AK32-J432-Q5432-") & shape::THREE_SUITER, 0);
    let c = class("AK32-J432-Q5432-");
    assert_ne!(c & shape::VOID, 0);
    assert_ne!(c & shape::SHORTNESS, 0);
    assert_eq!(c & shape::SINGLETON, 0);
    // BIDittle
    assert_ne!(class("AK-Q9-J8-T") & shape::BALANCED, 0);
    assert_ne!(class("AKQ9-J-8-T") & shape::ONE_SUITER, 0);
    assert_eq!(shape::from_name("1-suiter"), Some(shape::ONE_SUITER));
}

#[test]
fn gib_features() {
    let q = |p: &str| info(p).gib_quality();
    assert_eq!(q("xx"), GibQuality::None);
    assert_eq!(q("AKQ"), GibQuality::ThreeCard);
    assert_eq!(q("Jxxx"), GibQuality::FourCard);
    assert_eq!(q("Kxxx"), GibQuality::Biddable);
    assert_eq!(q("QJTx"), GibQuality::Biddable);
    assert_eq!(q("xxxxx"), GibQuality::Biddable);
    assert_eq!(q("Axxxx"), GibQuality::Rebiddable);
    assert_eq!(q("xxxxxx"), GibQuality::Rebiddable);
    assert_eq!(q("Kxxxxx"), GibQuality::TwiceRebiddable);
    assert_eq!(q("xxxxxxx"), GibQuality::TwiceRebiddable);
    assert_eq!(q("AKQxxx"), GibQuality::StrongRebiddable);
    assert_eq!(q("KQJTxx"), GibQuality::StrongRebiddable);
    assert_eq!(q("AKQJxx"), GibQuality::Solid);
    assert_eq!(q("AKQTxx"), GibQuality::Solid);
    assert_eq!(q("AKJxxxxx"), GibQuality::Solid);
    assert_eq!(q("AKxxxxxxx"), GibQuality::Solid);
    let s = |p: &str| info(p).gib_stop();
    assert_eq!(s("xx"), GibStop::None);
    assert_eq!(s("Qx"), GibStop::Partial);
    assert_eq!(s("Jxx"), GibStop::Partial);
    assert_eq!(s("Kx"), GibStop::Likely);
    assert_eq!(s("Qxx"), GibStop::Likely);
    assert_eq!(s("A"), GibStop::Stop);
    assert_eq!(s("QJx"), GibStop::Stop);
    assert_eq!(s("Kxxx"), GibStop::Stop);
    assert_eq!(s("AK"), GibStop::Two);
    assert_eq!(info("KQ").honor_value, 6);
    assert_eq!(info("AKQJ").honor_value, 15);
    assert_eq!(info("A").honor_value, 8);
}

#[test]
fn custom_points() {
    let f = Features::new(Hand::parse("AT32-K2-QT82-982").unwrap());
    let ten_half = CustomPoints::new(400, 300, 200, 100, 50);
    assert_eq!(f.custom_points(&ten_half), 900 + 100);
    let six_four = CustomPoints::new(600, 400, 200, 100, 0);
    assert_eq!(f.custom_points(&six_four), 1200);
    let controls = CustomPoints::new(200, 100, 0, 0, 0);
    assert_eq!(f.custom_points(&controls), 300);
    let aces = CustomPoints::new(100, 0, 0, 0, 0);
    assert_eq!(f.custom_points(&aces), 100);
}

#[test]
fn knr_matches_reference_values() {
    let data = include_str!("data/knr.tsv");
    let mut n = 0;
    for line in data.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let (hand, value) = line.split_once('\t').unwrap();
        let expect = (value.parse::<f64>().unwrap() * 100.0).round() as i16;
        let f = Features::new(Hand::parse(hand).unwrap());
        assert_eq!(f.knr_x100(), expect, "KnR of {hand}");
        n += 1;
    }
    assert!(n > 400);
}

#[test]
fn table_agrees_with_direct_hcp_everywhere() {
    for bits in 0..8192u16 {
        let h = Holding::from_bits(bits);
        let i = suit_info(h);
        let direct: u8 = h.ranks().map(|r| r.hcp()).sum();
        assert_eq!(i.hcp(), direct);
        assert_eq!(i.len, h.len());
        assert!(i.losers_x2() <= 6);
        assert!(i.quick_tricks_x2() <= 4);
    }
}

#[test]
fn rule_of_20_and_15() {
    for (h, two, r20, r15) in [
        ("AKQ32-K5432-2-32", 10, 22, 17),
        ("A32-K32-Q432-J32", 7, 17, 13),
        ("2-AK5432-KQJ2-32", 10, 23, 14),
        ("AKQJT98765432---", 13, 23, 23),
        ("5432-5432-543-32", 8, 8, 4),
    ] {
        let f = Features::new(Hand::parse(h).unwrap());
        assert_eq!(f.two_longest(), two, "{h}");
        assert_eq!(f.rule_of_20(), r20, "{h}");
        assert_eq!(f.rule_of_15(), r15, "{h}");
    }
}
