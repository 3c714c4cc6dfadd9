//! The typed syntax tree of a rules file. Every node that can be wrong keeps its [`Span`].
//! Values keep the form they were written in (`12+` and `>=12` stay different), so the
//! canonical printer reproduces them and `parse(print(ast)) == ast`.

use bidbase_runtime::rules::{Cmp, PositionCode, VulCode};
use bidbase_runtime::{Call, SlamTag, Suit};
use serde::{Deserialize, Serialize};

use crate::span::{Span, Spanned};

/// A decimal literal in hundredths (`2.5` is 250).
pub type Dec = i32;

/// One rules file.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct RuleFile {
    /// Directives and sections in file order.
    pub items: Vec<Item>,
}

/// A top-level item.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Item {
    /// `system "Name" [deck=bidittle]`.
    System(SystemDecl),
    /// `include "other.bb"`.
    Include(Spanned<String>),
    /// `convention "Root: Sub" [= code]`.
    Convention(ConventionDecl),
    /// `[Prior-Bids] [where ...]` and its entries.
    Section(Section),
    /// `similar [1C-1H-2D] [1C-1S-2D] ...`: auctions whose entries should agree (BidBase's
    /// Dupe lists), compared by `bidbase lint`.
    Similar(SimilarDecl),
    /// `base "sayc.bb"`: the system this one is written as differences from; its files are
    /// read first, and the changes below apply to them (docs/dsl.md, composing systems).
    Base(Spanned<String>),
    /// A change to the base system: `remove ...` or `default ...`.
    Change(Change),
}

/// A change to the base system (a section written `replace [..]` is the third kind).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Change {
    /// `remove [Prior-Bids]`: the base's sections with this header go.
    RemoveSection {
        /// The whole line.
        span: Span,
        /// The header (no entries).
        section: Box<Section>,
    },
    /// `remove [Prior-Bids] 2C 2D`: the base section's entries that make these calls go.
    RemoveEntries {
        /// The whole line.
        span: Span,
        /// The header (no entries).
        section: Box<Section>,
        /// The calls, as the entries write them.
        calls: Vec<Spanned<CallTerm>>,
    },
    /// `remove convention "Name"`: every base entry of the convention (and its subcategories)
    /// goes, with their declarations.
    RemoveConvention {
        /// The whole line.
        span: Span,
        /// The convention path.
        path: Spanned<String>,
    },
    /// `default "Name" = code`: a base convention's selection code changes.
    Default {
        /// The whole line.
        span: Span,
        /// The convention path, as the base declares it.
        path: Spanned<String>,
        /// The new code.
        code: Spanned<UseCode>,
    },
}

/// A list of similar auctions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimilarDecl {
    /// Where.
    pub span: Span,
    /// The auctions, as Prior Bids calls.
    pub auctions: Vec<Spanned<Vec<bidbase_runtime::Call>>>,
}

/// The system header.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SystemDecl {
    /// The system's name.
    pub name: Spanned<String>,
    /// The deck its hands come from (standard when not given).
    pub deck: Option<Spanned<bidbase_runtime::Deck>>,
}

/// A convention (or subcategory path) declaration with its selection code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConventionDecl {
    /// Where.
    pub span: Span,
    /// The path, `"2C Strong: 2D Waiting"`.
    pub path: Spanned<String>,
    /// Blank (both sides), `0`/`off`, `W`/`we`, `T`/`they`.
    pub code: Option<Spanned<UseCode>>,
}

/// A selection code as written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UseCode {
    /// `on`: both sides (BidBase blank).
    On,
    /// `0` or `off`.
    Off,
    /// `W` or `we`.
    We,
    /// `T` or `they`.
    They,
}

/// A suit, or a suit variable of a parametrized section (`{a}`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SuitTerm {
    /// A suit.
    Suit(Suit),
    /// A variable, a lowercase letter other than `x`.
    Var(char),
}

/// A strain in a call or contract: a suit term or notrump.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StrainTerm {
    /// A suit or suit variable.
    Suit(SuitTerm),
    /// Notrump.
    NoTrump,
}

/// A suit number in an "@" annotation: a digit, or a suit variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DigitTerm {
    /// 0 none, 1 clubs .. 4 spades, 5 notrump.
    Digit(u8),
    /// The number of a suit variable.
    Var(char),
}

/// An "@" annotation as written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TagTerm {
    /// `@42`.
    Ask(DigitTerm, DigitTerm),
    /// `@Q4`.
    Cue(DigitTerm),
    /// `@G4`.
    Gsf(DigitTerm),
}

/// A call as written in a Prior Bids header or an entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CallTerm {
    /// Pass, double, redouble, or a bid whose strain may be a variable, with its annotation.
    Call {
        /// What the call is.
        kind: CallShape,
        /// Its "@" annotation.
        tag: Option<TagTerm>,
    },
    /// `2x`: a bid at this level in the entry's x suit.
    X {
        /// The level.
        level: u8,
    },
    /// `{n}x`, `{n+1}x`: a bid in the entry's x suit at a level variable's level plus an
    /// offset (entries only).
    XVar {
        /// The level variable.
        var: char,
        /// Levels above (or below) the variable's level.
        offset: i8,
    },
}

/// The call part of a [`CallTerm::Call`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CallShape {
    /// `P`.
    Pass,
    /// `D`.
    Double,
    /// `R`.
    Redouble,
    /// `2H`, `2{a}`, `3N`.
    Bid(u8, StrainTerm),
    /// `{n}{a}`, `{n}N`: a bid at the level of a level variable; in an entry's call also
    /// `{n+1}{a}`, `{n+2}N`: that level plus an offset (the `i8`, 0 in a header).
    LevelVar(char, i8, StrainTerm),
}

impl CallTerm {
    /// A concrete call, when no variable is involved.
    pub fn concrete(&self) -> Option<(Call, Option<SlamTag>)> {
        match *self {
            CallTerm::X { .. } | CallTerm::XVar { .. } => None,
            CallTerm::Call { kind, tag } => {
                let call = match kind {
                    CallShape::Pass => Call::PASS,
                    CallShape::Double => Call::DOUBLE,
                    CallShape::Redouble => Call::REDOUBLE,
                    CallShape::Bid(level, StrainTerm::NoTrump) => {
                        Call::try_bid(level, bidbase_runtime::Strain::NoTrump)?
                    }
                    CallShape::Bid(level, StrainTerm::Suit(SuitTerm::Suit(s))) => Call::try_bid(level, s.into())?,
                    CallShape::Bid(_, StrainTerm::Suit(SuitTerm::Var(_))) | CallShape::LevelVar(..) => return None,
                };
                let tag = match tag {
                    None => None,
                    Some(t) => Some(t.concrete()?),
                };
                Some((call, tag))
            }
        }
    }
}

impl TagTerm {
    /// The annotation, when no variable is involved.
    pub fn concrete(&self) -> Option<SlamTag> {
        let d = |t: DigitTerm| match t {
            DigitTerm::Digit(n) => Some(n),
            DigitTerm::Var(_) => None,
        };
        Some(match *self {
            TagTerm::Ask(a, b) => SlamTag::Ask { trump: d(a)?, second: d(b)? },
            TagTerm::Cue(a) => SlamTag::Cue { trump: d(a)? },
            TagTerm::Gsf(a) => SlamTag::GrandSlamForce { trump: d(a)? },
        })
    }
}

/// A Prior Bids section and its entries, or a named block of entries.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    /// The header line.
    pub span: Span,
    /// The Prior Bids, without leading passes (empty for opening bids), of an exact section.
    pub prior: Vec<Spanned<CallTerm>>,
    /// The header of a pattern section (`[... 4N P]`); `None` for an exact section.
    #[serde(default)]
    pub pattern: Option<Vec<Spanned<PatElem>>>,
    /// Constraints on the variables of a parametrized section.
    pub constraints: Vec<Spanned<Constraint>>,
    /// `as [1N-P]`: the auction whose sections continue the lookup after this one's entries.
    #[serde(default)]
    pub alias: Option<Spanned<Vec<Spanned<CallTerm>>>>,
    /// `block "Name"`: a shared block of entries, not a section.
    #[serde(default)]
    pub block: Option<Spanned<String>>,
    /// `complete` at the end of the header: every hand the player can hold there finds an
    /// entry in this section, so descriptions leave out the sections after it (checked by
    /// `lint` and by self-play's soundness test).
    #[serde(default)]
    pub complete: Option<Span>,
    /// The entries in Bid Order Number order.
    pub entries: Vec<Entry>,
    /// `use "Name"` lines: the block's entries go before `entries[i]` (or at the end).
    #[serde(default)]
    pub uses: Vec<(usize, Spanned<String>)>,
    /// `replace [..]`: the section takes the place of the base system's sections with the same
    /// header (the span of the word `replace`).
    #[serde(default)]
    pub replaces: Option<Span>,
}

impl Section {
    /// An exact section with these Prior Bids and nothing else.
    pub fn new(span: Span, prior: Vec<Spanned<CallTerm>>) -> Section {
        Section {
            span,
            prior,
            pattern: None,
            constraints: Vec::new(),
            alias: None,
            complete: None,
            block: None,
            entries: Vec::new(),
            uses: Vec::new(),
            replaces: None,
        }
    }
}

/// One element of a pattern header.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PatElem {
    /// Who made the call (`partner:`), relative to the bidder.
    pub owner: bidbase_runtime::rules::pattern::Owner,
    /// Alternatives (`D|bid`); any may match.
    pub alts: Vec<PatAtom>,
    /// Followed by `...`: a run of such calls.
    pub run: bool,
}

/// One alternative of a pattern element.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PatAtom {
    /// A call (possibly with variables and an "@" annotation).
    Call(CallTerm),
    /// `?` (or `...` alone): any call.
    Any,
    /// `bid`, `suit`, `nt`, `2bid`, `3suit`: a class of bids, at a level when given.
    Class {
        /// The level (0: any).
        level: u8,
        /// Which bids.
        kind: BidClass,
    },
}

/// A class of bids in a pattern.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BidClass {
    /// Any bid.
    Bid,
    /// A suit bid.
    Suit,
    /// A notrump bid.
    Nt,
}

/// A constraint of a parametrized section's `where` clause.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Constraint {
    /// `a<b`, `a>b`, `a!=b`, `a=b`: suit rank order between two variables.
    Order {
        /// Left variable.
        a: char,
        /// Relation.
        rel: Relation,
        /// Right variable.
        b: char,
    },
    /// `a in CD`: the variable's suits.
    In {
        /// The variable.
        var: char,
        /// Allowed suits.
        suits: Vec<Suit>,
    },
    /// `n=2`, `n<3`, `n>=m`, `n=m+1`: a level variable compared with a level or another one.
    Level {
        /// The level variable.
        var: char,
        /// The comparison.
        cmp: Cmp,
        /// The other side: a level, or a variable plus an offset.
        rhs: LevelRhs,
    },
    /// `n in 234`: the variable's levels.
    LevelIn {
        /// The level variable.
        var: char,
        /// Allowed levels.
        levels: Vec<u8>,
    },
    /// `jump(n)` / `nonjump(n)`: the bid with level variable n is (not) a jump.
    Jump {
        /// The level variable.
        var: char,
        /// True for `jump`, false for `nonjump`.
        jump: bool,
    },
}

/// The right-hand side of a level constraint.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LevelRhs {
    /// A level 1-7.
    Level(u8),
    /// Another level variable plus an offset (`m+1`, `m-1`, `m`).
    Var(char, i8),
}

/// A relation between two suit variables.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Relation {
    /// Lower-ranking.
    Lt,
    /// Higher-ranking.
    Gt,
    /// The same suit.
    Eq,
    /// Different suits.
    Ne,
}

/// One entry: a call and what the hand needs to make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The whole entry, all its lines.
    pub span: Span,
    /// The call.
    pub call: Spanned<CallTerm>,
    /// Convention name with subcategories.
    pub name: Option<Spanned<String>>,
    /// The fields.
    pub fields: Fields,
}

/// A range as written: `12`, `12+`, `12-14`, `<12`, `<=12`, `>12`, `>=12` (decimals allowed
/// where the field allows them). What a bare number means depends on the field.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RangeSpec {
    /// `n`.
    Exact(Dec),
    /// `n+`.
    Plus(Dec),
    /// `a-b`.
    Between(Dec, Dec),
    /// `<n`.
    Lt(Dec),
    /// `<=n`.
    Le(Dec),
    /// `>n`.
    Gt(Dec),
    /// `>=n`.
    Ge(Dec),
}

/// The HCP field.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HcpSpec {
    /// A plain range.
    Range(RangeSpec),
    /// `P25-29`: partnership points, partner's 1N/2N opening minimum added.
    Partnership(RangeSpec),
    /// `Min`, `Min+`, `Min+1`, `Min-1`: relative to the opener's own NT minimum.
    Min {
        /// Offset from the minimum.
        delta: i8,
        /// `Min+`: anything above the minimum.
        above: bool,
    },
    /// `1N`, `1N+3+4`, `2N`, `2N+2+3`, `3N`.
    Nt {
        /// 1, 2 or 3.
        n: u8,
        /// Offsets added to the minimum: `+3+4`, or `+3` for one value.
        add: Option<(i8, i8)>,
    },
    /// `HCP1N` or `HCP2N`: the system's opening range.
    NtRange(u8),
}

/// The Distrib.Points field: distribution points, or total points with `T`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DistSpec {
    /// `T` prefix: total points.
    pub total: bool,
    /// The range.
    pub range: RangeSpec,
}

/// Dummy points: `dummy=H5:10-12` (hearts trumps, partner showed five).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DummySpec {
    /// Trump suit.
    pub trump: SuitTerm,
    /// Cards partner has shown in it.
    pub partner: u8,
    /// Points.
    pub range: RangeSpec,
}

/// Custom points: `custom=3:A2K1` (at least 3 with A=2, K=1), `custom=10.5+:A4K3Q2J1T.5`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CustomSpec {
    /// Points required; a bare number is a minimum.
    pub range: RangeSpec,
    /// Values of A, K, Q, J, T as written (hundredths), `None` when not given.
    pub values: [Option<Dec>; 5],
}

/// Winners: `winners=3` (at least 3) or `winners=R9` (running).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WinnersSpec {
    /// `R`: running winners.
    pub running: bool,
    /// Winners; a bare number is a minimum.
    pub range: RangeSpec,
}

/// An alternative of a suit's Num field.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NumAlt {
    /// `x`: the suit may be the x suit.
    X,
    /// A length range.
    Range(RangeSpec),
    /// `>C`, `>=D`, `<H`, `=H`, `<=x`: compared with another suit.
    Rel {
        /// The comparison.
        cmp: Cmp,
        /// The other suit.
        other: RelTarget,
    },
}

/// The other side of a relative length.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RelTarget {
    /// A suit.
    Suit(SuitTerm),
    /// The x suit.
    X,
}

/// One alternative of a Points field: all its atoms must hold.
pub type PointsAlt = Vec<PointsAtom>;

/// A piece of a Points alternative.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PointsAtom {
    /// HCP range, with `i#` intermediates (`4+i1`).
    Hcp {
        /// HCP.
        range: RangeSpec,
        /// Intermediates.
        ints: Option<u8>,
    },
    /// Letter codes `a` `b` `c` `d`, any of which may match, with `i#` (`abi2`).
    Letters {
        /// Bits: a 1, b 2, c 4, d 8.
        set: u8,
        /// Intermediates.
        ints: Option<u8>,
    },
    /// `A`: the ace.
    Ace,
    /// `K`: the king.
    King,
    /// `2/3`: n of the top m honours.
    OfTop {
        /// n.
        n: u8,
        /// m (1..=5).
        m: u8,
    },
    /// `3H4`, `6+H3`, `6-7H3`: HCP and honours counting sequence intermediates.
    HonorsSeq {
        /// HCP.
        hcp: RangeSpec,
        /// Honours.
        honors: u8,
    },
    /// `2stop`, `1stop`, `hstop`, `0stop`.
    Stop(StopCode),
    /// `FRC`.
    Frc,
    /// `SRC`.
    Src,
    /// `P`: protected honours.
    Protected,
    /// `HA`: help suit, ask.
    HelpAsk,
    /// `HH`: help suit, have.
    HelpHave,
    /// `SS`: solid suit.
    Solid,
    /// `i2` alone: intermediates.
    Ints(u8),
    /// `x`: the X spec's Points.
    X,
}

/// A stopper code.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StopCode {
    /// `0stop`: no full stopper.
    Zero,
    /// `hstop`: at least a half stopper.
    Half,
    /// `1stop`: at least one stopper.
    One,
    /// `2stop`: two stoppers.
    Two,
}

/// A suit's Num and Points: `S=5+:abi2`, `C=x,<4:<5`, `H=6+:or8+`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SuitSpec {
    /// The suit.
    pub suit: SuitTerm,
    /// Num alternatives (empty: any length).
    pub num: Vec<NumAlt>,
    /// `or`: the Num OR the Points must hold.
    pub or: bool,
    /// Points alternatives.
    pub points: Vec<PointsAlt>,
}

/// The "X" suit's Num and Points: `X=5+U:5+`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct XSpec {
    /// Num alternatives.
    pub num: Vec<RangeSpec>,
    /// `U`: ties go to the lower suit (up the line).
    pub up: bool,
    /// Points alternatives.
    pub points: Vec<PointsAlt>,
}

/// Combined suits: `SH=8-9`, `CD>7`, `xD>7`, `SHC=:7+`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Combo {
    /// The suits.
    pub suits: Vec<SuitTerm>,
    /// The x suit is one of them (written first).
    pub x: bool,
    /// Combined length.
    pub num: Option<RangeSpec>,
    /// Combined HCP.
    pub points: Option<RangeSpec>,
}

/// GIB's suit features: `S.quality=rebiddable+`, `H.stop=likely+`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GibSpec {
    /// The suit.
    pub suit: SuitTerm,
    /// Which ladder.
    pub kind: GibKind,
    /// The level, as an index into the ladder.
    pub level: u8,
    /// Exact, at least (`+`), or at most (`-`).
    pub bound: GibBound,
}

/// The suit of an `ours.`, `pard.` or `shows.` field: a suit, a suit variable, or the x suit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SuitOrX {
    /// A suit or a variable.
    Suit(SuitTerm),
    /// The x suit.
    X,
}

/// What an `ours.` or `pard.` field counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MeasureTerm {
    /// `hcp`.
    Hcp,
    /// `total`.
    Total,
    /// A suit's length.
    Len(SuitOrX),
}

/// `ours.hcp=25+` (own plus partner's shown minimum) or `pard.hcp=15-17` (partner's shown range
/// lies within): requirements on what the side holds together.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideSpec {
    /// `pard.` (partner's shown range) rather than `ours.` (combined).
    pub partner: bool,
    /// What is counted.
    pub measure: MeasureTerm,
    /// Least allowed (`i32::MIN`: no bound).
    pub lo: i32,
    /// Most allowed (`i32::MAX`: no bound).
    pub hi: i32,
}

/// `shows.FEATURE=VALUE`: what the entry shows of one feature, in place of what its
/// requirements give (docs/descriptions.md).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShowSpec {
    /// `shows.hcp=`.
    Hcp(i32, i32),
    /// `shows.total=`.
    Total(i32, i32),
    /// `shows.S=`: a suit's length.
    Len(SuitOrX, i32, i32),
    /// `shows.S.stop=`: the stopper class (0, h, 1, 2).
    Stop(SuitOrX, u8),
    /// `shows.S.quality=`: the least GIB quality.
    Quality(SuitOrX, u8),
    /// `shows.S.honors=`: the least 8-4-2-1 honour value.
    Honors(SuitOrX, u8),
    /// `shows.shape=balanced|unbalanced|any`.
    Balanced(Option<bool>),
    /// `shows.forcing=0|1|G`.
    Forcing(u8),
}

impl SideSpec {
    /// The suit term it names, if any (not the x suit).
    pub fn suit_mut(&mut self) -> Option<&mut SuitTerm> {
        match &mut self.measure {
            MeasureTerm::Len(SuitOrX::Suit(t)) => Some(t),
            _ => None,
        }
    }
}

impl ShowSpec {
    /// The suit term it names, if any (not the x suit).
    pub fn suit_mut(&mut self) -> Option<&mut SuitTerm> {
        match self {
            ShowSpec::Len(SuitOrX::Suit(t), ..)
            | ShowSpec::Stop(SuitOrX::Suit(t), _)
            | ShowSpec::Quality(SuitOrX::Suit(t), _)
            | ShowSpec::Honors(SuitOrX::Suit(t), _) => Some(t),
            _ => None,
        }
    }
}

/// GIB's two ladders.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GibKind {
    /// Suit quality.
    Quality,
    /// Stop.
    Stop,
}

/// How a GIB level bounds the suit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GibBound {
    /// Exactly this level.
    Exact,
    /// This level or better (`+`).
    AtLeast,
    /// This level or worse (`-`).
    AtMost,
}

/// One code of the Pct field.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PctCode {
    /// `0`: the entry is not used.
    Off,
    /// `W`: only our side.
    We,
    /// `T`: only the opponents.
    They,
    /// `M`: matchpoints only.
    Matchpoints,
    /// `I`: IMPs only.
    Imps,
    /// `D`: a double-dummy entry, used only when a best contract is given.
    Dda,
    /// `1`-`99`: a percentage alternative; `x50` keeps the number but disables the entry.
    Percent {
        /// The percentage.
        value: u8,
        /// `x` prefix.
        disabled: bool,
    },
}

/// An asks-partner code.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ask {
    /// `HC`..`HS`: help in this suit for game.
    Help(Suit),
    /// `CC`..`CS`: a control in this suit.
    Control(Suit),
    /// `B2H`: make this bid.
    Bid(Call),
    /// `P`: pick a suit / slam.
    Pick,
    /// `D`: decide the contract.
    Decide,
    /// `U`: unbalanced, warns away from notrump.
    Unbalanced,
    /// `A`: aces.
    Aces,
    /// `K`: kings.
    Kings,
    /// `KC`: key cards.
    KeyCards,
    /// `1`: forcing one round.
    OneRound,
    /// `G`: game forcing.
    Game,
    /// `O`: optional, semi-forcing.
    Optional,
    /// `SO`: sign-off.
    SignOff,
}

/// A contract in the Best Contract field, with a possibly variable strain.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BestSpec {
    /// Level.
    pub level: u8,
    /// Strain.
    pub strain: StrainTerm,
    /// 0 undoubled, 1 doubled, 2 redoubled.
    pub doubled: u8,
}

/// Every field an entry can have. A field appears at most once, except suits, combined suits
/// and GIB features, which keep the order they were written in.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Fields {
    /// `bon=942000`.
    pub bon: Option<Spanned<String>>,
    /// `hcp=`.
    pub hcp: Option<Spanned<HcpSpec>>,
    /// `dist=`.
    pub dist: Option<Spanned<DistSpec>>,
    /// `dummy=`.
    pub dummy: Option<Spanned<DummySpec>>,
    /// `custom=`.
    pub custom: Option<Spanned<CustomSpec>>,
    /// `knr=`.
    pub knr: Option<Spanned<RangeSpec>>,
    /// `rule20=`: HCP plus the two longest suits' lengths; a bare number is a minimum.
    pub rule20: Option<Spanned<RangeSpec>>,
    /// `rule15=`: HCP plus spades; a bare number is a minimum.
    pub rule15: Option<Spanned<RangeSpec>>,
    /// `winners=`.
    pub winners: Option<Spanned<WinnersSpec>>,
    /// `losers=`: a bare number is a maximum, `n+` is more than n.
    pub losers: Option<Spanned<RangeSpec>>,
    /// `qt=`: a bare number is a minimum.
    pub qt: Option<Spanned<RangeSpec>>,
    /// `stopped=`: a bare number is a minimum.
    pub stopped: Option<Spanned<RangeSpec>>,
    /// `ints=`: a bare number is a minimum.
    pub ints: Option<Spanned<RangeSpec>>,
    /// `shape=`: one class or several separated by `|`.
    pub shape: Option<Spanned<Vec<String>>>,
    /// `X=`.
    pub x: Option<Spanned<XSpec>>,
    /// `S=`, `H=`, `D=`, `C=`, `{a}=`.
    pub suits: Vec<Spanned<SuitSpec>>,
    /// Combined suits.
    pub combos: Vec<Spanned<Combo>>,
    /// GIB features.
    pub gib: Vec<Spanned<GibSpec>>,
    /// `ours.` and `pard.` requirements.
    #[serde(default)]
    pub sides: Vec<Spanned<SideSpec>>,
    /// `shows.` features.
    #[serde(default)]
    pub show: Vec<Spanned<ShowSpec>>,
    /// `pos=`.
    pub pos: Option<Spanned<PositionCode>>,
    /// `vul=`.
    pub vul: Option<Spanned<VulCode>>,
    /// `round=`.
    pub round: Option<Spanned<u8>>,
    /// `player=`.
    pub player: Option<Spanned<u8>>,
    /// `pct=`.
    pub pct: Option<Spanned<Vec<PctCode>>>,
    /// `best=`.
    pub best: Option<Spanned<BestSpec>>,
    /// `against=natural|Michaels`: BidBase's Use_Against, the meanings of the opponents' last
    /// call the entry is used against, as written (names separated by `|`).
    #[serde(default)]
    pub against: Option<Spanned<String>>,
    /// `alert`.
    pub alert: Option<Span>,
    /// `announce`.
    pub announce: Option<Span>,
    /// `prealert`.
    pub prealert: Option<Span>,
    /// `text="..."`: the disclosure text; starting with `[` hides it from players.
    pub text: Option<Spanned<String>>,
    /// `asks=`.
    pub asks: Option<Spanned<Vec<Ask>>>,
    /// `shows="..."`.
    pub shows: Option<Spanned<String>>,
    /// `ref="..."`.
    pub reference: Option<Spanned<String>>,
    /// `note="..."`.
    pub note: Option<Spanned<String>>,
    /// `test=HAND`.
    pub test: Option<Spanned<String>>,
    /// `date=2026-11-26`: BidBase's Date Saved, the day the entry was last saved.
    #[serde(default)]
    pub date: Option<Spanned<String>>,
    /// `forced`: partner's last call was forcing and RHO passed.
    #[serde(default)]
    pub forced: Option<Span>,
    /// `gameforce`: our side made a game-forcing call and game has not been reached.
    #[serde(default)]
    pub gameforce: Option<Span>,
}
