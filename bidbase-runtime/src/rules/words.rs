//! A requirement in words, with what the hand has: the reasons `bid --explain` gives.

use super::leaf::{Leaf, Measure, Range, SuitRef, Use};
use super::shown::Span;
use super::situation::Situation;
use crate::card::Suit;
use crate::features::shape;
use crate::tables::code;

fn half(v: i32) -> String {
    if v % 2 == 0 {
        format!("{}", v / 2)
    } else {
        format!("{}.5", v / 2)
    }
}

fn halves(r: Range) -> String {
    match (r.lo, r.hi) {
        (lo, i32::MAX) => format!("{}+", half(lo)),
        (i32::MIN, hi) => format!("at most {}", half(hi)),
        (lo, hi) if lo == hi => half(lo),
        (lo, hi) => format!("{}-{}", half(lo), half(hi)),
    }
}

fn hundredths(r: Range) -> String {
    let f = |v: i32| format!("{}", v as f64 / 100.0);
    match (r.lo, r.hi) {
        (lo, i32::MAX) => format!("{}+", f(lo)),
        (i32::MIN, hi) => format!("at most {}", f(hi)),
        (lo, hi) => format!("{}-{}", f(lo), f(hi)),
    }
}

fn suit_name(r: SuitRef, x: Option<Suit>) -> String {
    match r.resolve(x) {
        Some(s) => s.letter().to_string(),
        None => "x".into(),
    }
}

/// One requirement in words.
pub fn describe_leaf(l: &Leaf, s: &Situation<'_>, x: Option<Suit>) -> String {
    let f = &s.features;
    let suit = |r: SuitRef| r.resolve(x);
    match *l {
        Leaf::Hcp(r) => format!("HCP {r} (has {})", f.hcp()),
        Leaf::Dist(r) => format!("distribution points {r} (has {})", f.distribution_points()),
        Leaf::Total(r) => format!("total points {r} (has {})", f.total_points()),
        Leaf::Dummy { trump, partner, range } => {
            format!("dummy points {range} in {} opposite {partner}", suit_name(trump, x))
        }
        Leaf::Custom { points, range } => {
            format!("custom points {} (has {})", hundredths(range), f.custom_points(&points) as f64 / 100.0)
        }
        Leaf::Knr(r) => format!("KnR {} (has {})", hundredths(r), f.knr_x100() as f64 / 100.0),
        Leaf::Rule20(r) => format!("Rule of 20 points {r} (has {})", f.rule_of_20()),
        Leaf::Rule15(r) => format!("Rule of 15 points {r} (has {})", f.rule_of_15()),
        Leaf::Winners(r) => format!("winners {} (has {})", halves(r), half(f.winners_x2() as i32)),
        Leaf::Running(r) => format!("running winners {r} (has {})", f.running_winners()),
        Leaf::Losers(r) => format!("losers {} (has {})", halves(r), half(f.losers_x2() as i32)),
        Leaf::QuickTricks(r) => format!("quick tricks {} (has {})", halves(r), half(f.quick_tricks_x2() as i32)),
        Leaf::Stopped(r) => format!(
            "suits stopped {} (has {})",
            halves(r),
            half(f.suits_stopped_x2_excluding(s.partner_suits()) as i32)
        ),
        Leaf::Intermediates(r) => format!("intermediates {r} (has {})", f.intermediates()),
        Leaf::Shape(flags) => {
            let names: Vec<&str> = shape::NAMES.iter().filter(|(b, _)| flags & b != 0).map(|(_, n)| *n).collect();
            format!("shape {}", names.join(" or "))
        }
        Leaf::Len { suit: r, range } => match suit(r) {
            Some(t) => format!("{} length {range} (has {})", t.letter(), f.len(t)),
            None => format!("x length {range}"),
        },
        Leaf::LenCmp { suit: a, cmp, other } => format!("{} {} {}", suit_name(a, x), cmp.symbol(), suit_name(other, x)),
        Leaf::SuitHcp { suit: r, range } => match suit(r) {
            Some(t) => format!("{} HCP {range} (has {})", t.letter(), f.suit(t).hcp()),
            None => format!("x HCP {range}"),
        },
        Leaf::SuitHcpInts { suit: r, range, ints } => {
            format!("{} HCP {range} with {ints} intermediate(s)", suit_name(r, x))
        }
        Leaf::Letters { suit: r, codes, ints } => {
            let letters: String = (0..4).filter(|i| codes & (1 << i) != 0).map(|i| (b'a' + i) as char).collect();
            format!(
                "{} holding {letters}{}",
                suit_name(r, x),
                if ints > 0 { format!("i{ints}") } else { String::new() }
            )
        }
        Leaf::Flag { suit: r, flag } => {
            let name = match flag {
                code::FRC => "first-round control",
                code::SRC => "second-round control",
                code::HA => "help-suit ask (3+ cards, no A or K)",
                code::HH => "help-suit have (A, K, or shortness)",
                code::SS => "a solid suit",
                code::ACE => "the ace",
                code::KING => "the king",
                _ => "a holding code",
            };
            format!("{} {name}", suit_name(r, x))
        }
        Leaf::OfTop { suit: r, n, m } => format!("{} {n} of the top {m}", suit_name(r, x)),
        Leaf::HonorsSeq { suit: r, hcp, honors } => format!("{} HCP {hcp} with {honors} honours", suit_name(r, x)),
        Leaf::Stopper { suit: r, min, max } => {
            format!("{} stopper {}..{}", suit_name(r, x), min.code(), max.code())
        }
        Leaf::SuitInts { suit: r, range } => format!("{} intermediates {range}", suit_name(r, x)),
        Leaf::Protected(r) => format!("{} honours protected by the bidding", suit_name(r, x)),
        Leaf::CombLen { suits, x: with_x, range } => format!("combined length of {} {range}", comb(suits, with_x)),
        Leaf::CombHcp { suits, x: with_x, range } => format!("combined HCP of {} {range}", comb(suits, with_x)),
        Leaf::GibQuality { suit: r, min, max } => {
            format!("{} GIB quality {}..{}", suit_name(r, x), min.name(), max.name())
        }
        Leaf::GibStop { suit: r, min, max } => format!("{} GIB stop {}..{}", suit_name(r, x), min.name(), max.name()),
        Leaf::Position(p) => format!("position {} (bidder in seat {})", p.code(), s.auction.position()),
        Leaf::Vul(v) => format!("vulnerability {} (is {})", v.code(), s.vulnerability().code()),
        Leaf::Round(n) => format!("round {n} (is {})", s.auction.round()),
        Leaf::Player(n) => format!("player {n} (is {})", s.auction.player_number()),
        Leaf::Scoring(sc) => format!("scoring {sc:?}"),
        Leaf::Used(u) => format!("used by {}", if u == Use::We { "our side" } else { "the opponents" }),
        Leaf::BestContract(c) => format!("best contract {c}"),
        Leaf::Convention(id) => format!("convention #{id} switched on"),
        Leaf::Forced => format!("partner's last call forcing (is {})", if s.forcing.forced { "yes" } else { "no" }),
        Leaf::GameForce => format!("our side in a game force (is {})", if s.forcing.game { "yes" } else { "no" }),
        Leaf::Pct { lo, hi, .. } => format!("percentage roll {lo}-{hi}"),
        Leaf::Ours { measure, range } => {
            let (what, own, theirs) = measure_parts(measure, s, x);
            format!("our side's {what} {range} (has {own} + partner's {theirs})")
        }
        Leaf::Pard { measure, range } => {
            let (what, _, theirs) = measure_parts(measure, s, x);
            format!("partner's shown {what} within {range} (has shown {theirs})")
        }
    }
}

/// What an `ours.` / `pard.` requirement counts, the bidder's own value, and partner's shown
/// range (`lo-hi`).
fn measure_parts(m: Measure, s: &Situation<'_>, x: Option<Suit>) -> (String, String, String) {
    use Measure;
    let f = &s.features;
    let span = |sp: Span| format!("{}-{}", sp.lo, sp.hi);
    match m {
        Measure::Hcp => ("HCP".into(), f.hcp().to_string(), span(s.partner_shown().hcp)),
        Measure::Total => ("total points".into(), f.total_points().to_string(), span(s.partner_shown().total)),
        Measure::Len(r) => match r.resolve(x) {
            Some(t) => {
                (format!("{} length", t.letter()), f.len(t).to_string(), span(s.partner_shown().len[t as usize]))
            }
            None => ("x length".into(), "?".into(), "?".into()),
        },
    }
}

fn comb(suits: u8, with_x: bool) -> String {
    let mut s: String = if with_x { "x".into() } else { String::new() };
    for t in Suit::DESCENDING {
        if suits & (1 << t.index()) != 0 {
            s.push(t.letter());
        }
    }
    s
}
