//! A requirement in words, with what the hand has: the reasons `bid --explain` gives.

use super::leaf::{Cmp, Leaf, Measure, PositionCode, Range, Scoring, SuitRef, Use, VulCode};
use super::shown::Span;
use super::situation::Situation;
use crate::card::Suit;
use crate::features::shape;
use crate::tables::{code, GibQuality, GibStop, Stopper};

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
        None => "the x suit".into(),
    }
}

/// A range in words: `15-17`, `15+`, `at most 9`, `any`.
fn range(r: Range) -> String {
    match (r.lo, r.hi) {
        (i32::MIN, i32::MAX) => "any".into(),
        (lo, i32::MAX) => format!("{lo}+"),
        (i32::MIN, hi) => format!("at most {hi}"),
        (lo, hi) if lo == hi => format!("{lo}"),
        (lo, hi) => format!("{lo}-{hi}"),
    }
}

/// `n thing` or `n things`.
fn count(n: u8, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// A seat counted from the dealer: `first` .. `fourth`.
fn ordinal(n: u8) -> &'static str {
    match n {
        1 => "first",
        2 => "second",
        3 => "third",
        _ => "fourth",
    }
}

/// `yes` / `no` for what the hand or the table has.
fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// Who is vulnerable, from the bidder's side.
fn vulnerable_sides(we: bool, they: bool) -> &'static str {
    match (we, they) {
        (true, true) => "both sides",
        (true, false) => "our side only",
        (false, true) => "the opponents only",
        (false, false) => "neither side",
    }
}

/// A position requirement and what the table has.
fn position_words(p: PositionCode, s: &Situation<'_>) -> String {
    let a = s.auction;
    let seat = a.position();
    let passed = yes_no;
    match p {
        PositionCode::Seat(n) => format!("in {} seat (here {})", ordinal(n), ordinal(seat)),
        PositionCode::FirstOrSecond => format!("in first or second seat (here {})", ordinal(seat)),
        PositionCode::ThirdOrFourth => format!("in third or fourth seat (here {})", ordinal(seat)),
        PositionCode::Passed => format!("a passed hand (here: {})", passed(a.bidder_passed())),
        PositionCode::Unpassed => format!("not a passed hand (here a passed hand: {})", passed(a.bidder_passed())),
        PositionCode::PartnerPassed => format!("partner a passed hand (here: {})", passed(a.partner_passed())),
        PositionCode::PartnerUnpassed => {
            format!("partner not a passed hand (here partner a passed hand: {})", passed(a.partner_passed()))
        }
    }
}

/// A vulnerability requirement in words.
fn vul_words(v: VulCode) -> &'static str {
    match v {
        VulCode::Unfavourable => "vulnerable: our side only",
        VulCode::Favourable => "vulnerable: the opponents only",
        VulCode::Both => "vulnerable: both sides",
        VulCode::Neither => "vulnerable: neither side",
        VulCode::Vulnerable => "our side vulnerable",
        VulCode::NotVulnerable => "our side not vulnerable",
    }
}

/// Who a player is, by the Player # of the auction (counted from the first call other than pass).
fn player_words(n: u8) -> &'static str {
    match n {
        1 => "the opener",
        2 => "the opener's left-hand opponent",
        3 => "the opener's partner",
        _ => "the opener's right-hand opponent",
    }
}

/// Who uses a convention or an entry.
fn use_words(u: Use) -> &'static str {
    match u {
        Use::Both => "both sides",
        Use::Neither => "neither side",
        Use::We => "our side only",
        Use::They => "the opponents only",
    }
}

/// A stopper class in words.
fn stopper_words(st: Stopper) -> &'static str {
    match st {
        Stopper::None => "no stopper",
        Stopper::Half => "half a stopper",
        Stopper::One => "one stopper",
        Stopper::Two => "two stoppers",
    }
}

/// A ladder between `lo` and `hi` (its weakest `bottom` and strongest `top`) in words.
fn between(lo: &str, hi: &str, bottom: bool, top: bool) -> String {
    match (bottom, top) {
        (_, _) if lo == hi => lo.to_string(),
        (true, _) => format!("at most {hi}"),
        (_, true) => format!("{lo} or better"),
        _ => format!("from {lo} to {hi}"),
    }
}

/// The honour holdings of the letter codes `a` `b` `c` `d`, as one list of alternatives:
/// `AK, AQ, KQ, AJT, KJT or QJT` for `ab`.
fn letter_words(codes: u16) -> String {
    let words = [
        (code::A, ["AK", "AQ", "KQ", ""]),
        (code::B, ["AJT", "KJT", "QJT", ""]),
        (code::C, ["AKQ", "AQJ", "KQJ", ""]),
        (code::D, ["AKQJ", "AKQT", "AKJT", "KQJT"]),
    ];
    let holdings: Vec<&str> = words
        .iter()
        .filter(|(c, _)| codes & c != 0)
        .flat_map(|(_, w)| w.iter().copied())
        .filter(|h| !h.is_empty())
        .collect();
    match holdings.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => holdings.concat(),
    }
}

/// A holding flag in words.
fn flag_words(flag: u16) -> &'static str {
    match flag {
        code::FRC => "first-round control (the ace or a void)",
        code::SRC => "second-round control (the king or a singleton)",
        code::HA => "help suit asked: three or more cards without the ace or king",
        code::HH => "help suit held: the ace or king, or a void or singleton",
        code::SS => "a solid suit",
        code::ACE => "the ace",
        code::KING => "the king",
        _ => "a holding of the rules' own",
    }
}

/// A length comparison in words.
fn cmp_words(c: Cmp) -> &'static str {
    match c {
        Cmp::Lt => "shorter than",
        Cmp::Le => "no longer than",
        Cmp::Eq => "as long as",
        Cmp::Ge => "at least as long as",
        Cmp::Gt => "longer than",
    }
}

/// One requirement in words, with what the hand or the table has.
pub fn describe_leaf(l: &Leaf, s: &Situation<'_>, x: Option<Suit>) -> String {
    let f = &s.features;
    let suit = |r: SuitRef| r.resolve(x);
    let len_of = |r: SuitRef| suit(r).map_or("?".to_string(), |t| f.len(t).to_string());
    match *l {
        Leaf::Hcp(r) => format!("HCP {} (has {})", range(r), f.hcp()),
        Leaf::Dist(r) => format!("distribution points {} (has {})", range(r), f.distribution_points()),
        Leaf::Total(r) => format!("total points {} (has {})", range(r), f.total_points()),
        Leaf::Dummy { trump, partner, range: r } => format!(
            "dummy points {} with {} as trumps, partner having shown {}",
            range(r),
            suit_name(trump, x),
            count(partner, "card")
        ),
        Leaf::Custom { points, range } => {
            format!("custom points {} (has {})", hundredths(range), f.custom_points(&points) as f64 / 100.0)
        }
        Leaf::Knr(r) => format!("Kaplan-Rubens points {} (has {})", hundredths(r), f.knr_x100() as f64 / 100.0),
        Leaf::Rule20(r) => format!("Rule of 20 points {} (has {})", range(r), f.rule_of_20()),
        Leaf::Rule15(r) => format!("Rule of 15 points {} (has {})", range(r), f.rule_of_15()),
        Leaf::Winners(r) => format!("winners {} (has {})", halves(r), half(f.winners_x2() as i32)),
        Leaf::Running(r) => format!("running winners {} (has {})", range(r), f.running_winners()),
        Leaf::Losers(r) => format!("losers {} (has {})", halves(r), half(f.losers_x2() as i32)),
        Leaf::QuickTricks(r) => format!("quick tricks {} (has {})", halves(r), half(f.quick_tricks_x2() as i32)),
        Leaf::Stopped(r) => format!(
            "suits stopped {} (has {})",
            halves(r),
            half(f.suits_stopped_x2_excluding(s.partner_suits()) as i32)
        ),
        Leaf::Intermediates(r) => format!("intermediates {} (has {})", range(r), f.intermediates()),
        Leaf::Shape(flags) => {
            let names: Vec<&str> = shape::NAMES.iter().filter(|(b, _)| flags & b != 0).map(|(_, n)| *n).collect();
            format!("shape {}", names.join(" or "))
        }
        Leaf::Len { suit: r, range: n } => match suit(r) {
            Some(t) => format!("{} length {} (has {})", t.letter(), range(n), f.len(t)),
            None => format!("the x suit's length {}", range(n)),
        },
        Leaf::LenCmp { suit: a, cmp, other } => format!(
            "{} {} {} (has {} and {})",
            suit_name(a, x),
            cmp_words(cmp),
            suit_name(other, x),
            len_of(a),
            len_of(other)
        ),
        Leaf::SuitHcp { suit: r, range: n } => match suit(r) {
            Some(t) => format!("{} HCP {} (has {})", t.letter(), range(n), f.suit(t).hcp()),
            None => format!("the x suit's HCP {}", range(n)),
        },
        Leaf::SuitHcpInts { suit: r, range: n, ints } => {
            format!("{} HCP {} with {}", suit_name(r, x), range(n), count(ints, "intermediate"))
        }
        Leaf::Letters { suit: r, codes, ints } => format!(
            "{} holding {}{}",
            suit_name(r, x),
            letter_words(codes),
            if ints > 0 { format!(", with {}", count(ints, "intermediate")) } else { String::new() }
        ),
        Leaf::Flag { suit: r, flag } => format!("{} {}", suit_name(r, x), flag_words(flag)),
        Leaf::OfTop { suit: r, n, m } => format!("{} {n} of the top {m} honours", suit_name(r, x)),
        Leaf::HonorsSeq { suit: r, hcp, honors } => {
            format!("{} HCP {} with {}", suit_name(r, x), range(hcp), count(honors, "honour"))
        }
        Leaf::Stopper { suit: r, min, max } => format!(
            "{} stopper: {}",
            suit_name(r, x),
            between(stopper_words(min), stopper_words(max), min == Stopper::None, max == Stopper::Two)
        ),
        Leaf::SuitInts { suit: r, range: n } => format!("{} intermediates {}", suit_name(r, x), range(n)),
        Leaf::Protected(r) => format!("{} honours protected by the bidding", suit_name(r, x)),
        Leaf::CombLen { suits, x: with_x, range: n } => {
            format!("combined length of {} {}", comb(suits, with_x), range(n))
        }
        Leaf::CombHcp { suits, x: with_x, range: n } => {
            format!("combined HCP of {} {}", comb(suits, with_x), range(n))
        }
        Leaf::GibQuality { suit: r, min, max } => format!(
            "{} suit quality {}",
            suit_name(r, x),
            between(min.name(), max.name(), min == GibQuality::None, max == GibQuality::Solid)
        ),
        Leaf::GibStop { suit: r, min, max } => format!(
            "{} stop {}",
            suit_name(r, x),
            between(min.name(), max.name(), min == GibStop::None, max == GibStop::Two)
        ),
        Leaf::Position(p) => position_words(p, s),
        Leaf::Vul(v) => {
            let here = s.vulnerability();
            format!("{} (here vulnerable: {})", vul_words(v), vulnerable_sides(here.we, here.they))
        }
        Leaf::Round(n) => {
            format!("bidding round {n}, counted from the first call other than pass (here round {})", s.auction.round())
        }
        Leaf::Player(n) => {
            let here = s.auction.player_number();
            format!("calling as {} (here as {})", player_words(n), player_words(here))
        }
        Leaf::Scoring(sc) => match sc {
            Scoring::Imps => "scoring at IMPs (--scoring imps)".into(),
            Scoring::Matchpoints => "scoring at matchpoints (--scoring mp)".into(),
        },
        Leaf::Used(u) => format!(
            "played by {} (here the bidder is {}, --we)",
            use_words(u),
            if s.we { "on our side" } else { "an opponent" }
        ),
        Leaf::BestContract(c) => format!("best contract {c}"),
        Leaf::Convention(id) => format!(
            "its convention switched on for this side (here: used by {}, --conventions)",
            use_words(s.selection.get(id))
        ),
        Leaf::Against { key, .. } => format!(
            "the opponents' last call {} (here: {}, --against)",
            if key.is_natural() { "natural" } else { "made under the convention named in against=" },
            match s.context.against {
                None => "its meaning not known",
                Some(k) if k == key => "it is",
                Some(_) => "it has another meaning",
            }
        ),
        Leaf::Forced => format!("partner's last call forcing (here: {})", yes_no(s.forcing.forced)),
        Leaf::GameForce => format!("our side in a game force (here: {})", yes_no(s.forcing.game)),
        Leaf::Pct { lo, hi, .. } => {
            format!("chosen {}% of the time: the seed's roll of 1-100 falling in {lo}-{hi}", hi - lo + 1)
        }
        Leaf::Ours { measure, range: n } => {
            let (what, own, theirs) = measure_parts(measure, s, x);
            format!("our side's {what} {} (has {own} + partner's {theirs})", range(n))
        }
        Leaf::Pard { measure, range: n } => {
            let (what, _, theirs) = measure_parts(measure, s, x);
            format!("partner's shown {what} within {} (has shown {theirs})", range(n))
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
            None => ("x suit's length".into(), "?".into(), "?".into()),
        },
    }
}

/// The suits of a combined requirement: `S, H and the x suit`.
fn comb(suits: u8, with_x: bool) -> String {
    let mut names: Vec<String> =
        Suit::DESCENDING.iter().filter(|t| suits & (1 << t.index()) != 0).map(|t| t.letter().to_string()).collect();
    if with_x {
        names.push("the x suit".into());
    }
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}
