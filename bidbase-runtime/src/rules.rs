//! The semantics of bidding rules: one home for what every requirement of a BidBase entry
//! means (seed 000), shared by the interpreter and the compiled code.
//!
//! A rule file is lowered (by `bidbase-spec`) into boolean combinations of [`Leaf`]
//! requirements. The interpreter calls [`Leaf::eval`]; the code generator emits the very same
//! leaf values as constants and calls the very same `eval`, which inlines to a few compares.
//! Nothing here allocates.

use core::fmt;

use crate::auction::{Auction, Contract, RelativeVulnerability, Seat, Side, Vulnerability};
use crate::call::{Call, SlamTag};
use crate::card::Suit;
use crate::describe::Shown;
use crate::features::{CustomPoints, Features};
use crate::hand::Hand;
use crate::tables::{code, code_min_hcp, GibQuality, GibStop, Stopper};

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

/// Everything about the table that is not in the hand or the auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Context {
    /// The board's vulnerability.
    pub vulnerability: Vulnerability,
    /// The side that counts as "we" for the W and T codes.
    pub we: Side,
    /// Scoring, for the M and I codes.
    pub scoring: Scoring,
    /// Seed of the random choice between percentage alternatives.
    pub seed: u64,
    /// The best contract found by double-dummy analysis, which enables D entries.
    pub best_contract: Option<Contract>,
}

impl Default for Context {
    fn default() -> Context {
        Context {
            vulnerability: Vulnerability::None,
            we: Side::NorthSouth,
            scoring: Scoring::Imps,
            seed: 0,
            best_contract: None,
        }
    }
}

/// Which conventions and subcategories are switched on, by convention path id.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    uses: Vec<Use>,
    /// A number that changes with every change of the selection: two selections with the same
    /// stamp have the same codes (a clone keeps it), so memos of what a selection decides can
    /// key on it ([`crate::memo::CallMemo`]). 0 only for the empty default.
    stamp: u64,
}

impl PartialEq for Selection {
    fn eq(&self, other: &Selection) -> bool {
        self.uses == other.uses
    }
}

impl Eq for Selection {}

/// The next [`Selection::stamp`]: unique within the process.
fn next_stamp() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Selection {
    /// A selection from the system's defaults.
    pub fn new(defaults: &[Use]) -> Selection {
        Selection { uses: defaults.to_vec(), stamp: next_stamp() }
    }

    /// A number that identifies this selection's codes: it changes whenever they change, and
    /// equal stamps mean equal codes.
    #[inline]
    pub fn stamp(&self) -> u64 {
        self.stamp
    }

    /// Whether path `id` is on for a bidder of our side (`we`) or theirs.
    #[inline(always)]
    pub fn active(&self, id: u16, we: bool) -> bool {
        match self.uses.get(id as usize) {
            Some(u) => u.allows(we),
            None => true,
        }
    }

    /// Sets the code of path `id`.
    pub fn set(&mut self, id: u16, code: Use) {
        if let Some(u) = self.uses.get_mut(id as usize) {
            *u = code;
            self.stamp = next_stamp();
        }
    }

    /// The code of path `id`.
    pub fn get(&self, id: u16) -> Use {
        self.uses.get(id as usize).copied().unwrap_or_default()
    }

    /// Number of paths.
    pub fn len(&self) -> usize {
        self.uses.len()
    }

    /// True when the system has no conventions.
    pub fn is_empty(&self) -> bool {
        self.uses.is_empty()
    }
}

/// What a requirement looks at: the hand's features and the bidder's view of the auction.
#[derive(Copy, Clone, Debug)]
pub struct Situation<'a> {
    /// The bidder's hand, evaluated.
    pub features: Features,
    /// The auction so far.
    pub auction: &'a Auction,
    /// The table context.
    pub context: &'a Context,
    /// Conventions switched on.
    pub selection: &'a Selection,
    /// The bidder's seat.
    pub bidder: Seat,
    /// Whether the bidder's side is "we".
    pub we: bool,
    /// What the bidding so far forces: filled in by the back end when the system's entries ask
    /// for it (`forced`, `gameforce`), false otherwise.
    pub forcing: Forcing,
    /// What the bidder's partner has shown with his calls (docs/descriptions.md), when known:
    /// read through [`Situation::partner_shown`], which prefers [`Situation::lazy_partner`].
    pub partner: Shown,
    /// What partner has shown, worked out on first use: set by the back ends when the system's
    /// entries read it (`ours.`, `pard.`), so that lookups that never reach such an entry do
    /// not describe partner's calls.
    pub lazy_partner: Option<&'a LazyShown<'a>>,
}

/// A description worked out on first use and remembered (for [`Situation::lazy_partner`]).
pub struct LazyShown<'a> {
    cell: std::cell::Cell<Option<Shown>>,
    compute: &'a dyn Fn() -> Shown,
}

impl<'a> LazyShown<'a> {
    /// A description that `compute` gives when first asked for.
    pub fn new(compute: &'a dyn Fn() -> Shown) -> LazyShown<'a> {
        LazyShown { cell: std::cell::Cell::new(None), compute }
    }

    /// The description, computed now if it was not yet.
    #[inline]
    pub fn get(&self) -> Shown {
        match self.cell.get() {
            Some(s) => s,
            None => {
                let s = (self.compute)();
                self.cell.set(Some(s));
                s
            }
        }
    }
}

impl std::fmt::Debug for LazyShown<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LazyShown").field("cell", &self.cell.get()).finish()
    }
}

/// What the auction forces on the bidder, from the forcing levels of the calls made so far.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Forcing {
    /// Partner's last call was forcing (one round or game) and the right-hand opponent passed.
    pub forced: bool,
    /// Our side has made a game-forcing call and no game has been bid since.
    pub game: bool,
}

impl Forcing {
    /// What `auction` forces on the player to call, given `level_of(tag, view, call, case)`: the
    /// forcing level (0 none, 1 one round, 2 game) of a call made in a Prior Bids view by a
    /// player in position case `case` ([`position_case`]). Partner's last call forcing with RHO
    /// passing; and a game-forcing call of our side while the last bid is below game.
    pub fn of(auction: &Auction, level_of: impl Fn(Option<SlamTag>, &[Call], Call, u8) -> u8) -> Forcing {
        let calls = auction.calls();
        Forcing::from_levels(calls, |j, prev| {
            let (tag, view) = auction.view_before(j);
            level_of(tag, view, calls[j], case_given(calls, j, prev))
        })
    }

    /// What `calls` force on the player to call after them, given `level(j, prev)`: the forcing
    /// level of call `j` of his side, where `prev` is the level of his side's call before it
    /// (0 for none or a pass). Asked once for each call of his side but passes, oldest first.
    pub fn from_levels(calls: &[Call], mut level: impl FnMut(usize, u8) -> u8) -> Forcing {
        let n = calls.len();
        let mut out = Forcing::default();
        if n < 2 {
            return out;
        }
        // Our side's calls (same parity as n), oldest first: each one's level, with its maker's
        // case knowing whether he was forced (by the level of the call two before it, his
        // partner's). One pass, one level lookup per call of our side.
        let mut prev = 0u8;
        let mut game = false;
        let mut j = n % 2;
        while j + 2 <= n {
            let l = if calls[j].is_pass() { 0 } else { level(j, prev) };
            game |= l == 2;
            prev = l;
            j += 2;
        }
        out.forced = calls[n - 1].is_pass() && !calls[n - 2].is_pass() && prev > 0;
        out.game = game
            && match calls.iter().rev().find_map(|c| c.as_bid()) {
                Some(b) => !b.is_game_or_higher(),
                None => true,
            };
        out
    }
}

/// The public position of the player who makes call `index` of an auction (`calls`, from the
/// dealer), as one of 16 cases: 4 times his seat from the dealer (0-3), plus 2 when he is a
/// passed hand, plus 1 when his partner is. Forcing tables key on it, so that an entry with a Position
/// requirement (`pos=Y`: a passed hand's call) sets the forcing level only where it can apply.
#[inline]
pub fn position_case(calls: &[Call], index: usize) -> u8 {
    let leading = calls.iter().take(index).take_while(|c| c.is_pass()).count();
    let seat = index % 4;
    let partner = (index + 2) % 4;
    (seat as u8) * 4 + 2 * u8::from(seat < leading) + u8::from(partner < leading)
}

/// The case of the player who makes call `index` of `auction` for the forcing tables: his
/// [`position_case`], plus 16 when he was forced (partner's call before it was forcing and RHO
/// passed), so that an entry that answers a force (`forced`) sets the forcing level of its call
/// only when the call is made under a force. `level_of` is as in [`Forcing::of`].
pub fn maker_case(auction: &Auction, index: usize, level_of: &impl Fn(Option<SlamTag>, &[Call], Call, u8) -> u8) -> u8 {
    let calls = auction.calls();
    let partner = if index >= 2 && index <= calls.len() && calls[index - 1].is_pass() && !calls[index - 2].is_pass() {
        let (tag, view) = auction.view_before(index - 2);
        level_of(tag, view, calls[index - 2], maker_case(auction, index - 2, level_of))
    } else {
        0
    };
    case_given(calls, index, partner)
}

/// The maker case of call `index` ([`maker_case`]) given the forcing level of the call two
/// before it (his partner's): forced when that call was forcing and RHO passed.
#[inline]
pub(crate) fn case_given(calls: &[Call], index: usize, partner_level: u8) -> u8 {
    let forced = index >= 2 && calls[index - 1].is_pass() && !calls[index - 2].is_pass() && partner_level > 0;
    position_case(calls, index) | if forced { 16 } else { 0 }
}

/// Whether a Position requirement holds in a [`position_case`] (or [`maker_case`]).
pub const fn position_case_holds(case: u8, p: PositionCode) -> bool {
    let seat = (case & 15) / 4 + 1;
    match p {
        PositionCode::Seat(n) => seat == n,
        PositionCode::FirstOrSecond => seat <= 2,
        PositionCode::ThirdOrFourth => seat >= 3,
        PositionCode::Passed => case & 2 != 0,
        PositionCode::Unpassed => case & 2 == 0,
        PositionCode::PartnerPassed => case & 1 != 0,
        PositionCode::PartnerUnpassed => case & 1 == 0,
    }
}

/// The lowest forcing level of `call` in a table of (call code, level, maker cases) rows,
/// folded into `acc`: a row counts when its case bits include `case` ([`maker_case`]). The
/// rows are sorted (by code, then level), as `bidbase_spec::ir::System::forcing_table` gives them.
#[inline]
pub fn fold_forcing(acc: Option<u8>, table: &[(u8, u8, u32)], call: Call, case: u8) -> Option<u8> {
    // Rows are sorted by code, then level: the call's rows are found by binary search, and the
    // first of them whose cases hold has the lowest level.
    let code = call.code();
    let start = table.partition_point(|r| r.0 < code);
    for &(c, l, cases) in &table[start..] {
        if c != code {
            break;
        }
        if cases & (1 << case) != 0 {
            return Some(acc.map_or(l, |a| a.min(l)));
        }
    }
    acc
}

/// Which kind of section answered a lookup.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Layer {
    /// A section whose Prior Bids equal the auction.
    #[default]
    Exact,
    /// A pattern section.
    Pattern,
    /// The general layer: a pattern section whose header is `[...]`.
    General,
}

impl Layer {
    /// `exact`, `pattern` or `general`.
    pub const fn name(self) -> &'static str {
        match self {
            Layer::Exact => "exact",
            Layer::Pattern => "pattern",
            Layer::General => "general",
        }
    }
}

impl<'a> Situation<'a> {
    /// The situation of the player whose turn it is.
    #[inline]
    pub fn new(hand: Hand, auction: &'a Auction, context: &'a Context, selection: &'a Selection) -> Situation<'a> {
        let bidder = auction.next_seat();
        Situation {
            features: Features::new(hand),
            auction,
            context,
            selection,
            bidder,
            we: bidder.side() == context.we,
            forcing: Forcing::default(),
            partner: Shown::ANY,
            lazy_partner: None,
        }
    }

    /// What partner has shown: [`Situation::lazy_partner`] when set, else
    /// [`Situation::partner`].
    #[inline]
    pub fn partner_shown(&self) -> Shown {
        match self.lazy_partner {
            Some(l) => l.get(),
            None => self.partner,
        }
    }

    /// Vulnerability from the bidder's seat.
    #[inline(always)]
    pub fn vulnerability(&self) -> RelativeVulnerability {
        self.context.vulnerability.relative_to(self.bidder)
    }

    /// Suits the bidder's partner has named in bids (bit 0 clubs .. bit 3 spades).
    #[inline]
    pub fn partner_suits(&self) -> u8 {
        self.auction.suits_bid_by(self.bidder.partner())
    }

    /// Whether the bidder's honours in `suit` are protected by the bidding: the right-hand
    /// opponent bid the suit, or the left-hand opponent bid it while the right-hand opponent
    /// has only passed.
    #[inline]
    pub fn protected(&self, suit: Suit) -> bool {
        let rho = self.bidder.rho();
        let lho = self.bidder.lho();
        self.auction.has_bid_suit(rho, suit) || (self.auction.has_bid_suit(lho, suit) && !self.auction.has_acted(rho))
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
    /// the hand) and the best contract (from the deal) are not public.
    pub const fn is_public(&self) -> bool {
        matches!(
            self,
            Leaf::Position(_)
                | Leaf::Vul(_)
                | Leaf::Round(_)
                | Leaf::Player(_)
                | Leaf::Scoring(_)
                | Leaf::Used(_)
                | Leaf::Convention(_)
                | Leaf::Forced
                | Leaf::GameForce
        )
    }
}

#[inline(always)]
fn stopped_x2(f: &Features, excluded: u8) -> u8 {
    f.suits_stopped_x2_excluding(excluded)
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
    pub fn on_holding(&self, i: &crate::SuitInfo) -> bool {
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
            Leaf::SuitHcp { suit, .. }
            | Leaf::SuitHcpInts { suit, .. }
            | Leaf::Letters { suit, .. }
            | Leaf::Flag { suit, .. }
            | Leaf::OfTop { suit, .. }
            | Leaf::HonorsSeq { suit, .. }
            | Leaf::Stopper { suit, .. }
            | Leaf::SuitInts { suit, .. }
            | Leaf::GibQuality { suit, .. }
            | Leaf::GibStop { suit, .. } => match suit.resolve(x) {
                Some(t) => self.on_holding(f.suit(t)),
                None => false,
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
                | Leaf::Pct { .. }
                | Leaf::Forced
                | Leaf::GameForce
        )
    }
}

#[inline(always)]
fn letters(i: &crate::SuitInfo, codes: u16, ints: u8) -> bool {
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
/// (seed 000's cumulative procedure): a hash of the context's seed, the group, the hand and
/// the auction's length, so each position gets its own roll and both back ends the same one.
#[inline]
pub fn pct_roll(seed: u64, group: u32, hand: Hand, auction_len: usize) -> u8 {
    let mut z = seed ^ (group as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z ^= hand.card_bits().wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^= (auction_len as u64).wrapping_mul(0x94D0_49BB_1331_11EB);
    let h = crate::deal::splitmix64(z);
    (((h >> 32) * 100) >> 32) as u8 + 1
}

/// How a call is disclosed to the opponents.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Disclosure<'s> {
    /// Partner alerts.
    pub alert: bool,
    /// Partner announces.
    pub announce: bool,
    /// Pre-alerted before play.
    pub prealert: bool,
    /// The explanation; text starting with `[` is a note not shown to players.
    pub text: &'s str,
}

impl<'s> Disclosure<'s> {
    /// The text players may see, if any.
    pub fn public_text(&self) -> Option<&'s str> {
        if self.text.is_empty() || self.text.starts_with('[') {
            None
        } else {
            Some(self.text)
        }
    }
}

/// Where a decision came from, and what it tells the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EntryInfo<'s> {
    /// Index of the entry in its system.
    pub id: u32,
    /// The rules file.
    pub file: &'s str,
    /// Line of the entry in that file (1-based).
    pub line: u32,
    /// The Bid Order Number: the one written, or the entry's place in its section (`#3`).
    pub bon: &'s str,
    /// The section's Prior Bids, BidBase notation.
    pub prior_bids: &'s str,
    /// The call as written (`2x`, `4N@40`).
    pub call: &'s str,
    /// Convention name with subcategories.
    pub convention: &'s str,
    /// Disclosure.
    pub disclosure: Disclosure<'s>,
    /// What the call asks partner for (BidBase codes, comma-separated).
    pub asks: &'s str,
    /// What the call shows, when it differs from what it requires.
    pub shows: &'s str,
    /// Reference.
    pub reference: &'s str,
    /// Notes.
    pub note: &'s str,
    /// The kind of section the entry belongs to.
    pub layer: Layer,
}

impl<'s> EntryInfo<'s> {
    /// An entry with what every entry has; the optional fields are empty (set them with the
    /// methods below). Generated code builds its entry table with these, in constants.
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        id: u32,
        file: &'s str,
        line: u32,
        bon: &'s str,
        prior_bids: &'s str,
        call: &'s str,
        convention: &'s str,
    ) -> Self {
        EntryInfo {
            id,
            file,
            line,
            bon,
            prior_bids,
            call,
            convention,
            disclosure: Disclosure { alert: false, announce: false, prealert: false, text: "" },
            asks: "",
            shows: "",
            reference: "",
            note: "",
            layer: Layer::Exact,
        }
    }

    /// With this disclosure text (alerts and announcements by [`EntryInfo::flags`]).
    pub const fn text(mut self, text: &'s str) -> Self {
        self.disclosure.text = text;
        self
    }

    /// With these disclosure flags: alerted, announced, pre-alerted.
    pub const fn flags(mut self, alert: bool, announce: bool, prealert: bool) -> Self {
        self.disclosure.alert = alert;
        self.disclosure.announce = announce;
        self.disclosure.prealert = prealert;
        self
    }

    /// With what the call asks for.
    pub const fn asks(mut self, asks: &'s str) -> Self {
        self.asks = asks;
        self
    }

    /// With what the call shows.
    pub const fn shows(mut self, shows: &'s str) -> Self {
        self.shows = shows;
        self
    }

    /// With a reference.
    pub const fn reference(mut self, reference: &'s str) -> Self {
        self.reference = reference;
        self
    }

    /// With a note.
    pub const fn note(mut self, note: &'s str) -> Self {
        self.note = note;
        self
    }

    /// In a section of this layer (entries are [`Layer::Exact`] unless said).
    pub const fn layer(mut self, layer: Layer) -> Self {
        self.layer = layer;
        self
    }
}

/// A bidding decision: the call and the entry that chose it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Decision<'s> {
    /// The call to make.
    pub call: Call,
    /// Its "@" annotation, for slam-convention calls.
    pub tag: Option<SlamTag>,
    /// The entry.
    pub entry: EntryInfo<'s>,
}

impl Decision<'_> {
    /// The call with its annotation, ready to push onto an auction.
    pub fn annotated(&self) -> crate::AnnotatedCall {
        crate::AnnotatedCall { call: self.call, tag: self.tag }
    }
}

/// A bidding decision without the entry's texts: the call and the entry's id. What simulation
/// needs; [`Bidder::entry`] gives the rest when wanted.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// The call to make.
    pub call: Call,
    /// Its "@" annotation, for slam-convention calls.
    pub tag: Option<SlamTag>,
    /// The entry's id.
    pub entry: u32,
}

impl Choice {
    /// The call with its annotation, ready to push onto an auction.
    pub fn annotated(&self) -> crate::AnnotatedCall {
        crate::AnnotatedCall { call: self.call, tag: self.tag }
    }
}

/// What the partner of the player to call in `auction` has shown: the strongest claim over his
/// calls, each described by `describe(auction before the call, call)` (docs/descriptions.md).
/// Both back ends fill [`Situation::partner`] with it when the system's entries ask.
pub fn partner_shown(auction: &Auction, mut describe: impl FnMut(&Auction, Call) -> Option<Shown>) -> Shown {
    let calls = auction.calls();
    let mut out = Shown::ANY;
    let mut i = calls.len();
    while i >= 2 {
        i -= 2;
        if let Some(d) = describe(&auction.truncated(i), calls[i]) {
            out = out.meet(d);
        }
        if i < 2 {
            break;
        }
        i -= 2;
    }
    out
}

/// A bidding system: the interpreter and every compiled system implement it, so callers can
/// switch back ends without other changes.
pub trait Bidder {
    /// The system's name.
    fn name(&self) -> &str;

    /// The deck the system's hands come from (`system "..." deck=bidittle`): a hand of another
    /// deck is not a hand of this system. Standard unless the system says otherwise.
    fn deck(&self) -> crate::card::Deck {
        crate::card::Deck::Standard
    }

    /// The call for `hand` when it is its turn in `auction`, and the entry that chose it:
    /// `None` when no entry matches (a Pass entry returns Pass). The fast path: it reads none
    /// of the entries' texts.
    fn choose(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<Choice>;

    /// The DDA lookup of seed 000: the normal lookup (without a best contract), and only when
    /// it finds no entry, a second lookup with `best` as the best contract, which only the D
    /// entries (`pct=D best=...`) can answer (the others failed the first lookup). `None`:
    /// neither finds an entry, and the bidder bids toward `best` itself (bidbase-dd).
    ///
    /// A context given to [`Bidder::choose`] with a best contract makes the D entries for it
    /// ordinary entries in their place in the chain; this method keeps them behind every other.
    fn choose_with_best(&self, hand: Hand, auction: &Auction, context: &Context, best: Contract) -> Option<Choice> {
        let plain = Context { best_contract: None, ..*context };
        self.choose(hand, auction, &plain).or_else(|| {
            let with_best = Context { best_contract: Some(best), ..*context };
            self.choose(hand, auction, &with_best)
        })
    }

    /// The same decision as [`Bidder::choose`], with the entry's information (file, line,
    /// convention, disclosure).
    fn bid(&self, hand: Hand, auction: &Auction, context: &Context) -> Option<Decision<'_>> {
        let c = self.choose(hand, auction, context)?;
        Some(Decision { call: c.call, tag: c.tag, entry: self.entry(c.entry)? })
    }

    /// Names of the convention paths (`"2C Strong: 2D Waiting"`), by id.
    fn convention_names(&self) -> Vec<&str>;

    /// The current convention selection.
    fn selection(&self) -> &Selection;

    /// The selection, to switch conventions on and off.
    fn selection_mut(&mut self) -> &mut Selection;

    /// Number of entries.
    fn entry_count(&self) -> usize;

    /// Entry `id`'s information.
    fn entry(&self, id: u32) -> Option<EntryInfo<'_>>;

    /// What `call` would show if made now, after `auction` (docs/descriptions.md): the first
    /// entry that can make it there (its convention names the call) and the weakest claim over
    /// all of them, feature by feature; `None` when no entry can make it.
    fn describe_call(&self, auction: &Auction, context: &Context, call: Call) -> Option<(u32, Shown)>;

    /// What call `index` of `auction` showed where it was made.
    fn describe_at(&self, auction: &Auction, context: &Context, index: usize) -> Option<(u32, Shown)> {
        let call = *auction.calls().get(index)?;
        self.describe_call(&auction.truncated(index), context, call)
    }

    /// The forcing level (0 none, 1 one round, 2 game) of call `index` of `auction` where it was
    /// made: the lowest declared (`asks=1`, `asks=G`) by the entries that can make it there,
    /// as `forced` and `gameforce` read it ([`Forcing::of`]).
    fn forcing_at(&self, auction: &Auction, index: usize) -> u8 {
        self.describe_at(auction, &Context::default(), index).map_or(0, |(_, s)| s.forcing)
    }

    /// What `seat` has shown with all of his calls in `auction`: the strongest claim over them,
    /// feature by feature (calls no entry makes add nothing; the forcing status, a call's, is
    /// left out).
    fn shown_by(&self, auction: &Auction, context: &Context, seat: Seat) -> Shown {
        let mut out = Shown::ANY;
        let mut i = (seat.index() + 4 - auction.dealer().index()) % 4;
        while i < auction.calls().len() {
            if let Some((_, s)) = self.describe_at(auction, context, i) {
                out = out.meet(s);
            }
            i += 4;
        }
        // The forcing status belongs to a call, not to the hand: a player's description has none.
        out.forcing = 0;
        out
    }

    /// Sets who uses a convention path (`"Splinter"`, `"2C Strong: 2D Waiting"`). An entry is
    /// used only when every prefix of its path is on, so switching a root off switches off
    /// everything under it, as BidBase's Cnv field does, without changing the subcategories'
    /// own codes.
    fn set_convention(&mut self, name: &str, code: Use) -> Result<(), UnknownConvention> {
        let names: Vec<String> = self.convention_names().iter().map(|s| s.to_string()).collect();
        let mut found = false;
        for (id, n) in names.iter().enumerate() {
            if n == name {
                self.selection_mut().set(id as u16, code);
                found = true;
            }
        }
        if found {
            Ok(())
        } else {
            Err(UnknownConvention(name.to_string()))
        }
    }
}

/// A convention name the system does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownConvention(pub String);

impl fmt::Display for UnknownConvention {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown convention '{}'", self.0)
    }
}

impl std::error::Error for UnknownConvention {}
