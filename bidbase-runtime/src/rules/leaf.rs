//! The requirements of an entry ([`Leaf`]) and the values they hold: ranges, suit references,
//! comparisons, position and vulnerability codes. What each requirement reads of one suit's
//! holding is here too ([`Leaf::on_holding`]); what it means in a situation is [`Leaf::eval`]
//! (the `eval` module).

use core::fmt;

use crate::card::Suit;
use crate::contract::Contract;
use crate::features::CustomPoints;
use crate::seat::RelativeVulnerability;
use crate::tables::{code, code_min_hcp, GibQuality, GibStop, Stopper, SuitInfo};

/// An inclusive range of a measure, in the measure's unit (points, halves of a trick,
/// hundredths of a point: see each [`Leaf`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Range {
    /// Smallest value allowed.
    pub lo: i32,
    /// Largest value allowed.
    pub hi: i32,
}

impl Range {
    /// Every value.
    pub const ANY: Range = Range { lo: i32::MIN, hi: i32::MAX };

    /// `lo..=hi`.
    pub const fn new(lo: i32, hi: i32) -> Range {
        Range { lo, hi }
    }

    /// `lo` or more.
    pub const fn at_least(lo: i32) -> Range {
        Range { lo, hi: i32::MAX }
    }

    /// `hi` or less.
    pub const fn at_most(hi: i32) -> Range {
        Range { lo: i32::MIN, hi }
    }

    /// Exactly `v`.
    pub const fn exactly(v: i32) -> Range {
        Range { lo: v, hi: v }
    }

    /// Whether `v` is in the range.
    #[inline(always)]
    pub const fn contains(self, v: i32) -> bool {
        self.lo <= v && v <= self.hi
    }

    /// True when no value is in the range.
    pub const fn is_empty(self) -> bool {
        self.lo > self.hi
    }
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.lo, self.hi) {
            (i32::MIN, i32::MAX) => f.write_str("any"),
            (lo, i32::MAX) => write!(f, "{lo}+"),
            (i32::MIN, hi) => write!(f, "<={hi}"),
            (lo, hi) if lo == hi => write!(f, "{lo}"),
            (lo, hi) => write!(f, "{lo}-{hi}"),
        }
    }
}

/// A suit named by a requirement: a fixed suit, or the entry's x suit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SuitRef {
    /// This suit.
    Fixed(Suit),
    /// The suit chosen by the entry's X spec.
    X,
}

impl SuitRef {
    /// The suit, given the entry's x suit (if it has one).
    #[inline(always)]
    pub const fn resolve(self, x: Option<Suit>) -> Option<Suit> {
        match self {
            SuitRef::Fixed(s) => Some(s),
            SuitRef::X => x,
        }
    }
}

impl fmt::Display for SuitRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SuitRef::Fixed(s) => write!(f, "{}", s.letter()),
            SuitRef::X => f.write_str("x"),
        }
    }
}

/// A comparison between two suit lengths.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Cmp {
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `=`
    Eq,
    /// `>=`
    Ge,
    /// `>`
    Gt,
}

impl Cmp {
    /// Applies the comparison.
    #[inline(always)]
    pub const fn test(self, a: i32, b: i32) -> bool {
        match self {
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Eq => a == b,
            Cmp::Ge => a >= b,
            Cmp::Gt => a > b,
        }
    }

    /// The operator as written.
    pub const fn symbol(self) -> &'static str {
        match self {
            Cmp::Lt => "<",
            Cmp::Le => "<=",
            Cmp::Eq => "=",
            Cmp::Ge => ">=",
            Cmp::Gt => ">",
        }
    }
}

/// BidBase's Position field: the bidder's seat from the dealer, or who has passed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PositionCode {
    /// `1`-`4`: the bidder is in this seat counted from the dealer.
    Seat(u8),
    /// `F`: first or second seat.
    FirstOrSecond,
    /// `T`: third or fourth seat.
    ThirdOrFourth,
    /// `Y`: the bidder is a passed hand.
    Passed,
    /// `N`: the bidder is not a passed hand.
    Unpassed,
    /// `P`: the bidder's partner is a passed hand.
    PartnerPassed,
    /// `U`: the bidder's partner is not a passed hand.
    PartnerUnpassed,
}

impl PositionCode {
    /// Reads BidBase's one-character code.
    pub fn from_code(c: char) -> Option<PositionCode> {
        Some(match c.to_ascii_uppercase() {
            '1'..='4' => PositionCode::Seat(c as u8 - b'0'),
            'F' => PositionCode::FirstOrSecond,
            'T' => PositionCode::ThirdOrFourth,
            'Y' => PositionCode::Passed,
            'N' => PositionCode::Unpassed,
            'P' => PositionCode::PartnerPassed,
            'U' => PositionCode::PartnerUnpassed,
            _ => return None,
        })
    }

    /// BidBase's one-character code.
    pub const fn code(self) -> char {
        match self {
            PositionCode::Seat(n) => (b'0' + n) as char,
            PositionCode::FirstOrSecond => 'F',
            PositionCode::ThirdOrFourth => 'T',
            PositionCode::Passed => 'Y',
            PositionCode::Unpassed => 'N',
            PositionCode::PartnerPassed => 'P',
            PositionCode::PartnerUnpassed => 'U',
        }
    }
}

/// BidBase's Vul field, from the bidder's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum VulCode {
    /// `U`: we are vulnerable, they are not.
    Unfavourable,
    /// `F`: they are vulnerable, we are not.
    Favourable,
    /// `B`: both sides vulnerable.
    Both,
    /// `N`: neither side vulnerable.
    Neither,
    /// `V`: we are vulnerable (they may or may not be).
    Vulnerable,
    /// `X`: we are not vulnerable (they may or may not be).
    NotVulnerable,
}

impl VulCode {
    /// Reads BidBase's one-character code.
    pub fn from_code(c: char) -> Option<VulCode> {
        Some(match c.to_ascii_uppercase() {
            'U' => VulCode::Unfavourable,
            'F' => VulCode::Favourable,
            'B' => VulCode::Both,
            'N' => VulCode::Neither,
            'V' => VulCode::Vulnerable,
            'X' => VulCode::NotVulnerable,
            _ => return None,
        })
    }

    /// BidBase's one-character code.
    pub const fn code(self) -> char {
        match self {
            VulCode::Unfavourable => 'U',
            VulCode::Favourable => 'F',
            VulCode::Both => 'B',
            VulCode::Neither => 'N',
            VulCode::Vulnerable => 'V',
            VulCode::NotVulnerable => 'X',
        }
    }

    /// Whether a relative vulnerability matches the code.
    #[inline(always)]
    pub const fn test(self, v: RelativeVulnerability) -> bool {
        match self {
            VulCode::Unfavourable => v.we && !v.they,
            VulCode::Favourable => !v.we && v.they,
            VulCode::Both => v.we && v.they,
            VulCode::Neither => !v.we && !v.they,
            VulCode::Vulnerable => v.we,
            VulCode::NotVulnerable => !v.we,
        }
    }
}

/// What an `ours.` or `pard.` requirement counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Measure {
    /// High-card points.
    Hcp,
    /// Total points.
    Total,
    /// A suit's length.
    Len(SuitRef),
}

/// One requirement of an entry. Units: points for HCP and distribution, hundredths of a point
/// for KnR and custom points, halves of a trick for quick tricks, winners, losers and suits
/// stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Leaf {
    /// High-card points.
    Hcp(Range),
    /// Distribution points.
    Dist(Range),
    /// Total points (HCP + distribution).
    Total(Range),
    /// Dummy points in `trump` with partner showing `partner` cards there.
    Dummy {
        /// The trump suit.
        trump: SuitRef,
        /// Cards partner has shown in it.
        partner: u8,
        /// Points allowed.
        range: Range,
    },
    /// Custom points (hundredths).
    Custom {
        /// Values of A, K, Q, J, T.
        points: CustomPoints,
        /// Points allowed, hundredths.
        range: Range,
    },
    /// KnR points (hundredths).
    Knr(Range),
    /// Rule of 20 points: HCP plus the lengths of the two longest suits.
    Rule20(Range),
    /// Rule of 15 (Pearson) points: HCP plus spades.
    Rule15(Range),
    /// Winners, halves.
    Winners(Range),
    /// Running winners.
    Running(Range),
    /// Losers, halves.
    Losers(Range),
    /// Quick tricks, halves.
    QuickTricks(Range),
    /// Suits stopped, halves, leaving out the suits partner has bid.
    Stopped(Range),
    /// Intermediates in the hand.
    Intermediates(Range),
    /// Any of these shape classes ([`crate::shape`]).
    Shape(u8),
    /// A suit's length.
    Len {
        /// The suit.
        suit: SuitRef,
        /// Cards allowed.
        range: Range,
    },
    /// A suit's length compared with another's (`>C`, `<=x`).
    LenCmp {
        /// The suit.
        suit: SuitRef,
        /// The comparison.
        cmp: Cmp,
        /// The other suit.
        other: SuitRef,
    },
    /// A suit's HCP.
    SuitHcp {
        /// The suit.
        suit: SuitRef,
        /// HCP allowed.
        range: Range,
    },
    /// A suit's HCP with `ints` intermediates, one extra HCP standing in for each missing
    /// intermediate (`4+i1`, `3i2`).
    SuitHcpInts {
        /// The suit.
        suit: SuitRef,
        /// HCP allowed before compensation.
        range: Range,
        /// Intermediates required.
        ints: u8,
    },
    /// One of the letter codes `a` `b` `c` `d` ([`code`]), with optional intermediates
    /// (`abi2`): an extra HCP above the matched code's minimum replaces an intermediate.
    Letters {
        /// The suit.
        suit: SuitRef,
        /// Letter flags, any of which may match.
        codes: u16,
        /// Intermediates required (0 for none).
        ints: u8,
    },
    /// A holding flag from [`code`]: FRC, SRC, HA, HH, SS, the ace, the king.
    Flag {
        /// The suit.
        suit: SuitRef,
        /// The flag.
        flag: u16,
    },
    /// `n/m`: at least `n` of the top `m` honours.
    OfTop {
        /// The suit.
        suit: SuitRef,
        /// Honours required.
        n: u8,
        /// Of the top this many (1..=5).
        m: u8,
    },
    /// `#H#`: HCP in a range and at least `honors` honours counting sequence intermediates.
    HonorsSeq {
        /// The suit.
        suit: SuitRef,
        /// HCP allowed.
        hcp: Range,
        /// Honours required.
        honors: u8,
    },
    /// The seed's stopper class between `min` and `max` (0stop, hstop, 1stop, 2stop).
    Stopper {
        /// The suit.
        suit: SuitRef,
        /// Weakest class allowed.
        min: Stopper,
        /// Strongest class allowed.
        max: Stopper,
    },
    /// Intermediates in a suit.
    SuitInts {
        /// The suit.
        suit: SuitRef,
        /// Intermediates allowed.
        range: Range,
    },
    /// `P`: the suit's honours are protected by the bidding.
    Protected(SuitRef),
    /// Combined length of the suits in `suits` (and the x suit when `x`).
    CombLen {
        /// Suit bits, clubs bit 0.
        suits: u8,
        /// Include the x suit.
        x: bool,
        /// Cards allowed.
        range: Range,
    },
    /// Combined HCP of the suits in `suits` (and the x suit when `x`).
    CombHcp {
        /// Suit bits, clubs bit 0.
        suits: u8,
        /// Include the x suit.
        x: bool,
        /// HCP allowed.
        range: Range,
    },
    /// GIB suit quality between two levels.
    GibQuality {
        /// The suit.
        suit: SuitRef,
        /// Lowest level.
        min: GibQuality,
        /// Highest level.
        max: GibQuality,
    },
    /// GIB stop between two levels.
    GibStop {
        /// The suit.
        suit: SuitRef,
        /// Lowest level.
        min: GibStop,
        /// Highest level.
        max: GibStop,
    },
    /// The bidder's position.
    Position(PositionCode),
    /// Vulnerability from the bidder's seat.
    Vul(VulCode),
    /// The bidder's Round #.
    Round(u8),
    /// The bidder's Player #.
    Player(u8),
    /// The scoring (M and I codes).
    Scoring(Scoring),
    /// The bidder's side uses it (W and T codes).
    Used(Use),
    /// The best contract equals this one (D entries).
    BestContract(Contract),
    /// Convention path `id` is switched on for the bidder's side.
    Convention(u16),
    /// `against=`: the opponents' last call other than a pass was made under the convention
    /// `key` names (or was natural), as the [`crate::rules::Context`] says; false when the
    /// context does not know.
    Against {
        /// The meaning required.
        key: crate::rules::AgainstKey,
        /// The system's convention path id it names, for words; `u16::MAX` for `natural`.
        conv: u16,
    },
    /// `forced`: partner's last call was forcing and RHO passed.
    Forced,
    /// `gameforce`: our side is in a game force.
    GameForce,
    /// `ours.hcp=25+`: what the bidder's side holds together, the bidder's own measure plus the
    /// least partner has shown (docs/descriptions.md).
    Ours {
        /// What is counted.
        measure: Measure,
        /// Allowed.
        range: Range,
    },
    /// `pard.hcp=12+`: partner's shown range of the measure lies within `range`.
    Pard {
        /// What is counted.
        measure: Measure,
        /// Allowed.
        range: Range,
    },
    /// The entry's turn in a percentage group: the roll for `group` falls in `lo..=hi`.
    Pct {
        /// Group number.
        group: u32,
        /// Lowest roll (1..=100).
        lo: u8,
        /// Highest roll.
        hi: u8,
    },
}

impl Leaf {
    /// Whether the requirement reads only what everybody at the table knows (position,
    /// vulnerability, round, scoring, conventions, forcing): what descriptions test where the
    /// call is made, without the hand. Unlike [`Leaf::is_situational`], percentages (rolled on
    /// the hand), the best contract (from the deal) and the opponents' meaning (`against=`:
    /// known for the call to make now, not for the calls made before it) are not public.
    pub const fn is_public(&self) -> bool {
        self.is_situational() && !matches!(self, Leaf::Pct { .. } | Leaf::BestContract(_) | Leaf::Against { .. })
    }
}

impl Leaf {
    /// The suit a requirement on one suit's holding alone reads (see [`Leaf::on_holding`]).
    pub const fn holding_suit(&self) -> Option<SuitRef> {
        match *self {
            Leaf::SuitHcp { suit, .. }
            | Leaf::SuitHcpInts { suit, .. }
            | Leaf::Letters { suit, .. }
            | Leaf::Flag { suit, .. }
            | Leaf::OfTop { suit, .. }
            | Leaf::HonorsSeq { suit, .. }
            | Leaf::Stopper { suit, .. }
            | Leaf::SuitInts { suit, .. }
            | Leaf::GibQuality { suit, .. }
            | Leaf::GibStop { suit, .. } => Some(suit),
            _ => None,
        }
    }

    /// The requirement with every suit it names passed through `f`, and every set of suits
    /// (combined suits, bit 0 clubs) through `mask`.
    pub fn with_suits(&self, f: impl Fn(SuitRef) -> SuitRef, mask: impl Fn(u8) -> u8) -> Leaf {
        let mut out = *self;
        match &mut out {
            Leaf::Dummy { trump: s, .. }
            | Leaf::Len { suit: s, .. }
            | Leaf::SuitHcp { suit: s, .. }
            | Leaf::SuitHcpInts { suit: s, .. }
            | Leaf::Letters { suit: s, .. }
            | Leaf::Flag { suit: s, .. }
            | Leaf::OfTop { suit: s, .. }
            | Leaf::HonorsSeq { suit: s, .. }
            | Leaf::Stopper { suit: s, .. }
            | Leaf::SuitInts { suit: s, .. }
            | Leaf::Protected(s)
            | Leaf::GibQuality { suit: s, .. }
            | Leaf::GibStop { suit: s, .. }
            | Leaf::Ours { measure: Measure::Len(s), .. }
            | Leaf::Pard { measure: Measure::Len(s), .. } => *s = f(*s),
            Leaf::LenCmp { suit, other, .. } => {
                *suit = f(*suit);
                *other = f(*other);
            }
            Leaf::CombLen { suits, .. } | Leaf::CombHcp { suits, .. } => *suits = mask(*suits),
            _ => {}
        }
        out
    }

    /// Whether the requirement names the entry's x suit.
    pub fn uses_x(&self) -> bool {
        let found = core::cell::Cell::new(false);
        self.with_suits(
            |s| {
                found.set(found.get() || s == SuitRef::X);
                s
            },
            |m| m,
        );
        found.get() || matches!(self, Leaf::CombLen { x: true, .. } | Leaf::CombHcp { x: true, .. })
    }

    /// Whether the requirement reads what partner has shown (`ours.`, `pard.`).
    pub const fn reads_partner(&self) -> bool {
        matches!(self, Leaf::Ours { .. } | Leaf::Pard { .. })
    }

    /// Whether holding `i` meets a requirement on one suit's holding alone (suit HCP, honours,
    /// letter codes, stoppers, intermediates, GIB quality and stop); false for any other
    /// requirement. [`Leaf::eval`] tests these through it, on the suit the requirement names.
    #[inline(always)]
    pub fn on_holding(&self, i: &SuitInfo) -> bool {
        match *self {
            Leaf::SuitHcp { range, .. } => range.contains(i.hcp() as i32),
            Leaf::SuitHcpInts { range, ints, .. } => {
                let hcp = i.hcp() as i32;
                let top = range.hi.saturating_add(ints as i32);
                hcp >= range.lo && hcp <= top && hcp + i.intermediates() as i32 >= range.lo + ints as i32
            }
            Leaf::Letters { codes, ints, .. } => letters(i, codes, ints),
            Leaf::Flag { flag, .. } => i.has(flag),
            Leaf::OfTop { n, m, .. } => i.of_top(m) >= n,
            Leaf::HonorsSeq { hcp, honors, .. } => hcp.contains(i.hcp() as i32) && i.honors_seq >= honors,
            Leaf::Stopper { min, max, .. } => {
                let c = i.stopper();
                c >= min && c <= max
            }
            Leaf::SuitInts { range, .. } => range.contains(i.intermediates() as i32),
            Leaf::GibQuality { min, max, .. } => {
                let q = i.gib_quality();
                q >= min && q <= max
            }
            Leaf::GibStop { min, max, .. } => {
                let q = i.gib_stop();
                q >= min && q <= max
            }
            _ => false,
        }
    }

    /// Whether the requirement depends only on the table and the auction, not on the hand.
    pub const fn is_situational(&self) -> bool {
        matches!(
            self,
            Leaf::Position(_)
                | Leaf::Vul(_)
                | Leaf::Round(_)
                | Leaf::Player(_)
                | Leaf::Scoring(_)
                | Leaf::Used(_)
                | Leaf::BestContract(_)
                | Leaf::Convention(_)
                | Leaf::Against { .. }
                | Leaf::Pct { .. }
                | Leaf::Forced
                | Leaf::GameForce
        )
    }
}

#[inline(always)]
fn letters(i: &SuitInfo, codes: u16, ints: u8) -> bool {
    let matched = i.codes & codes & (code::A | code::B | code::C | code::D);
    if matched == 0 {
        return false;
    }
    if ints == 0 {
        return true;
    }
    let mut base = u8::MAX;
    for flag in [code::A, code::B, code::C, code::D] {
        if matched & flag != 0 && code_min_hcp(flag) < base {
            base = code_min_hcp(flag);
        }
    }
    i.hcp() as u32 + i.intermediates() as u32 >= base as u32 + ints as u32
}

/// How a board is scored, for the M and I codes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Scoring {
    /// International match points (teams).
    #[default]
    Imps,
    /// Matchpoints (pairs).
    Matchpoints,
}

/// Who uses a convention, an option or an entry: BidBase's selection codes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Use {
    /// Blank: both sides.
    #[default]
    Both,
    /// `0`: neither side.
    Neither,
    /// `W`: we use it, the opponents do not.
    We,
    /// `T`: the opponents (they) use it, we do not.
    They,
}

impl Use {
    /// Whether a bidder of "our" side (`we == true`) or of theirs uses it.
    #[inline(always)]
    pub const fn allows(self, we: bool) -> bool {
        match self {
            Use::Both => true,
            Use::Neither => false,
            Use::We => we,
            Use::They => !we,
        }
    }

    /// The code as written: `""`, `0`, `W`, `T`.
    pub const fn code(self) -> &'static str {
        match self {
            Use::Both => "",
            Use::Neither => "0",
            Use::We => "W",
            Use::They => "T",
        }
    }
}
