//! What a requirement means where a bidder stands: [`Leaf::eval`], one definition that the
//! interpreter calls and that generated code inlines with the leaf a constant; the x-suit choice
//! and the percentage roll.

use super::leaf::{Leaf, Measure, PositionCode};
use super::situation::Situation;
use crate::auction::Auction;
use crate::card::Suit;
use crate::features::Features;
use crate::hand::Hand;

#[inline(always)]
fn stopped_x2(f: &Features, excluded: u8) -> u8 {
    f.suits_stopped_x2_excluding(excluded)
}

impl Leaf {
    /// Whether the requirement holds in situation `s`, for an entry without an x suit: the
    /// same as `eval(s, None)` (generated code's short form).
    #[inline(always)]
    pub fn holds(&self, s: &Situation<'_>) -> bool {
        self.eval(s, None)
    }

    /// Whether the requirement holds in situation `s` with `x` as the entry's x suit.
    #[inline(always)]
    pub fn eval(&self, s: &Situation<'_>, x: Option<Suit>) -> bool {
        let f = &s.features;
        match *self {
            Leaf::Hcp(r) => r.contains(f.hcp() as i32),
            Leaf::Dist(r) => r.contains(f.distribution_points() as i32),
            Leaf::Total(r) => r.contains(f.total_points() as i32),
            Leaf::Dummy { trump, partner, range } => match trump.resolve(x) {
                Some(t) => range.contains(f.dummy_points(t, partner + f.len(t)) as i32),
                None => false,
            },
            Leaf::Custom { points, range } => range.contains(f.custom_points(&points) as i32),
            Leaf::Knr(r) => r.contains(f.knr_x100() as i32),
            Leaf::Rule20(r) => r.contains(f.rule_of_20() as i32),
            Leaf::Rule15(r) => r.contains(f.rule_of_15() as i32),
            Leaf::Winners(r) => r.contains(f.winners_x2() as i32),
            Leaf::Running(r) => r.contains(f.running_winners() as i32),
            Leaf::Losers(r) => r.contains(f.losers_x2() as i32),
            Leaf::QuickTricks(r) => r.contains(f.quick_tricks_x2() as i32),
            Leaf::Stopped(r) => r.contains(stopped_x2(f, s.partner_suits()) as i32),
            Leaf::Intermediates(r) => r.contains(f.intermediates() as i32),
            Leaf::Shape(flags) => f.shape() & flags != 0,
            Leaf::Len { suit, range } => match suit.resolve(x) {
                Some(t) => range.contains(f.len(t) as i32),
                None => false,
            },
            Leaf::LenCmp { suit, cmp, other } => match (suit.resolve(x), other.resolve(x)) {
                (Some(a), Some(b)) => cmp.test(f.len(a) as i32, f.len(b) as i32),
                _ => false,
            },
            Leaf::Protected(suit) => match suit.resolve(x) {
                Some(t) => s.protected(t),
                None => false,
            },
            Leaf::CombLen { suits, x: with_x, range } => match combined(suits, with_x, x, |t| f.len(t) as i32) {
                Some(total) => range.contains(total),
                None => false,
            },
            Leaf::CombHcp { suits, x: with_x, range } => match combined(suits, with_x, x, |t| f.suit(t).hcp() as i32) {
                Some(total) => range.contains(total),
                None => false,
            },
            Leaf::Position(p) => position(s.auction, p),
            Leaf::Vul(v) => v.test(s.vulnerability()),
            Leaf::Round(n) => s.auction.round() == n,
            Leaf::Player(n) => s.auction.player_number() == n,
            Leaf::Scoring(sc) => s.context.scoring == sc,
            Leaf::Used(u) => u.allows(s.we),
            Leaf::BestContract(c) => s.context.best_contract == Some(c),
            Leaf::Convention(id) => s.selection.active(id, s.we),
            Leaf::Against { key, .. } => s.context.against == Some(key),
            Leaf::Forced => s.forcing.forced,
            Leaf::GameForce => s.forcing.game,
            Leaf::Ours { measure, range } => match measure {
                Measure::Hcp => range.contains(f.hcp() as i32 + s.partner_shown().hcp.lo as i32),
                Measure::Total => range.contains(f.total_points() as i32 + s.partner_shown().total.lo as i32),
                Measure::Len(suit) => match suit.resolve(x) {
                    Some(t) => range.contains(f.len(t) as i32 + s.partner_shown().len[t as usize].lo as i32),
                    None => false,
                },
            },
            Leaf::Pard { measure, range } => {
                let span = match measure {
                    Measure::Hcp => s.partner_shown().hcp,
                    Measure::Total => s.partner_shown().total,
                    Measure::Len(suit) => match suit.resolve(x) {
                        Some(t) => s.partner_shown().len[t as usize],
                        None => return false,
                    },
                };
                range.lo <= span.lo as i32 && span.hi as i32 <= range.hi
            }
            Leaf::Pct { group, lo, hi } => {
                let r = pct_roll(s.context.seed, group, s.features.hand(), s.auction.len());
                lo <= r && r <= hi
            }
            // The requirements on one suit's holding alone, read through the suit's table entry.
            _ => self.holding_suit().and_then(|r| r.resolve(x)).is_some_and(|t| self.on_holding(f.suit(t))),
        }
    }
}

impl Leaf {
    /// What a requirement says of every hand with `hcp` HCP, suit lengths `len` (by [`Suit`]
    /// index, clubs first) and shape classes `shape` (as [`Features::shape`] gives for those
    /// lengths): `(certain, possible)`, whether each such hand meets it, and whether some may. A
    /// requirement these do not decide (honours, stoppers, the situation, an x suit) is possible
    /// and not certain. Descriptions use it to leave out of an entry's description the hands the
    /// entries before it always catch ([`crate::rules::Shown`]); a test checks it against
    /// [`Leaf::eval`] on random hands.
    pub fn on_grid(&self, hcp: u8, len: [u8; 4], shape: u8) -> (bool, bool) {
        let exact = |v: bool| (v, v);
        let within = |r: super::leaf::Range, lo: i32, hi: i32| (r.lo <= lo && hi <= r.hi, lo <= r.hi && r.lo <= hi);
        let hcp = i32::from(hcp);
        let count = |n: u8| len.iter().filter(|&&l| l == n).count() as i32;
        // A void always counts 3; a singleton 2 and a doubleton 1 unless its honours exempt it.
        let dist_lo = 3 * count(0);
        let dist_hi = dist_lo + 2 * count(1) + count(2);
        let of = |suit: super::leaf::SuitRef| suit.resolve(None).map(|t| i32::from(len[t.index()]));
        match *self {
            Leaf::Hcp(r) => exact(r.contains(hcp)),
            Leaf::Dist(r) => within(r, dist_lo, dist_hi),
            Leaf::Total(r) => within(r, hcp + dist_lo, hcp + dist_hi),
            Leaf::Rule20(r) => {
                let mut l = len;
                l.sort_unstable();
                exact(r.contains(hcp + i32::from(l[3]) + i32::from(l[2])))
            }
            Leaf::Rule15(r) => exact(r.contains(hcp + i32::from(len[Suit::Spades.index()]))),
            Leaf::Shape(flags) => exact(shape & flags != 0),
            Leaf::Len { suit, range } => match of(suit) {
                Some(n) => exact(range.contains(n)),
                None => (false, true),
            },
            Leaf::LenCmp { suit, cmp, other } => match (of(suit), of(other)) {
                (Some(a), Some(b)) => exact(cmp.test(a, b)),
                _ => (false, true),
            },
            Leaf::CombLen { suits, x: false, range } => {
                let total: i32 =
                    Suit::ALL.iter().filter(|s| suits & (1 << s.index()) != 0).map(|s| i32::from(len[s.index()])).sum();
                exact(range.contains(total))
            }
            _ => (false, true),
        }
    }

    /// Whether [`Leaf::on_grid`] reads its `hcp` argument: a requirement that does not is the
    /// same on every HCP row of a shape, so the grid can be filled a shape at a time.
    pub fn on_grid_reads_hcp(&self) -> bool {
        matches!(self, Leaf::Hcp(_) | Leaf::Total(_) | Leaf::Rule20(_) | Leaf::Rule15(_))
    }
}

#[inline(always)]
fn combined(suits: u8, with_x: bool, x: Option<Suit>, value: impl Fn(Suit) -> i32) -> Option<i32> {
    let mut total = 0;
    for s in Suit::ALL {
        if suits & (1 << s.index()) != 0 {
            total += value(s);
        }
    }
    if with_x {
        total += value(x?);
    }
    Some(total)
}

#[inline(always)]
fn position(a: &Auction, p: PositionCode) -> bool {
    match p {
        PositionCode::Seat(n) => a.position() == n,
        PositionCode::FirstOrSecond => a.position() <= 2,
        PositionCode::ThirdOrFourth => a.position() >= 3,
        PositionCode::Passed => a.bidder_passed(),
        PositionCode::Unpassed => !a.bidder_passed(),
        PositionCode::PartnerPassed => a.partner_passed(),
        PositionCode::PartnerUnpassed => !a.partner_passed(),
    }
}

/// Chooses the x suit: the longest of the `candidates` (suit bits) that pass `test`; among
/// equally long suits the highest, or the lowest when `up_the_line` (the X spec's `U`).
/// `None` when no candidate passes: the entry does not match.
#[inline(always)]
pub fn choose_x(f: &Features, candidates: u8, up_the_line: bool, mut test: impl FnMut(Suit) -> bool) -> Option<Suit> {
    let order = if up_the_line { Suit::ALL } else { Suit::DESCENDING };
    let mut best: Option<Suit> = None;
    let mut best_len = 0;
    for s in order {
        if candidates & (1 << s.index()) != 0 {
            let len = f.len(s);
            if (best.is_none() || len > best_len) && test(s) {
                best = Some(s);
                best_len = len;
            }
        }
    }
    best
}

/// The random number 1..=100 that picks among an entry group's percentage alternatives
/// (BidBase's cumulative procedure): a hash of the context's seed, the group, the hand and
/// the auction's length, so each position gets its own roll and both back ends the same one.
#[inline]
pub fn pct_roll(seed: u64, group: u32, hand: Hand, auction_len: usize) -> u8 {
    let mut z = seed ^ (group as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z ^= hand.card_bits().wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^= (auction_len as u64).wrapping_mul(0x94D0_49BB_1331_11EB);
    let h = crate::deal::splitmix64(z);
    (((h >> 32) * 100) >> 32) as u8 + 1
}
