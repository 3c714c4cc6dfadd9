//! Strains, bids and calls, in BidBase (`1N`, `P`, `D`, `R`) and PBN (`1NT`, `Pass`, `X`, `XX`)
//! notation, and the slam-convention annotation of BidBase (`4N@40`, `4D@Q4`, `5N@G4`).

use core::fmt;

use crate::card::Suit;

/// A denomination: a suit or notrump, ordered as in the auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Strain {
    /// Clubs.
    Clubs = 0,
    /// Diamonds.
    Diamonds = 1,
    /// Hearts.
    Hearts = 2,
    /// Spades.
    Spades = 3,
    /// Notrump.
    NoTrump = 4,
}

impl Strain {
    /// All strains from clubs up.
    pub const ALL: [Strain; 5] = [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump];

    /// Index 0 (clubs) to 4 (notrump).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The strain with index 0..=4.
    pub const fn from_index(i: usize) -> Option<Strain> {
        if i < 5 {
            Some(Strain::ALL[i])
        } else {
            None
        }
    }

    /// The suit, or `None` for notrump.
    #[inline]
    pub const fn suit(self) -> Option<Suit> {
        match self {
            Strain::NoTrump => None,
            s => Some(Suit::from_index(s as usize)),
        }
    }

    /// BidBase's letter: `C D H S N`.
    pub const fn letter(self) -> char {
        match self {
            Strain::Clubs => 'C',
            Strain::Diamonds => 'D',
            Strain::Hearts => 'H',
            Strain::Spades => 'S',
            Strain::NoTrump => 'N',
        }
    }

    /// PBN's spelling: `C D H S NT`.
    pub const fn pbn(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }

    /// Trick score of one trick bid and made, undoubled, for tricks after the first.
    pub const fn trick_value(self) -> u32 {
        match self {
            Strain::Clubs | Strain::Diamonds => 20,
            _ => 30,
        }
    }

    /// Whether this is a minor suit.
    pub const fn is_minor(self) -> bool {
        matches!(self, Strain::Clubs | Strain::Diamonds)
    }
}

impl From<Suit> for Strain {
    fn from(s: Suit) -> Strain {
        Strain::ALL[s as usize]
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pbn())
    }
}

/// A bid: a level 1..=7 and a strain.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bid {
    /// 1..=7.
    pub level: u8,
    /// The strain.
    pub strain: Strain,
}

impl Bid {
    /// A bid; `None` unless `1 <= level <= 7`.
    pub const fn new(level: u8, strain: Strain) -> Option<Bid> {
        if level >= 1 && level <= 7 {
            Some(Bid { level, strain })
        } else {
            None
        }
    }

    /// Tricks the bid contracts for (level + 6).
    pub const fn tricks(self) -> u8 {
        self.level + 6
    }

    /// Whether the bid is a game or more: 3NT, 4H, 4S, 5C, 5D or higher.
    pub const fn is_game_or_higher(self) -> bool {
        match self.strain {
            Strain::NoTrump => self.level >= 3,
            Strain::Hearts | Strain::Spades => self.level >= 4,
            Strain::Clubs | Strain::Diamonds => self.level >= 5,
        }
    }
}

impl fmt::Display for Bid {
    /// BidBase notation: `1C`, `3N`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.strain.letter())
    }
}

/// What a [`Call`] is, for matching.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CallKind {
    /// Pass.
    Pass,
    /// Double.
    Double,
    /// Redouble.
    Redouble,
    /// A bid.
    Bid(Bid),
}

/// A call in one byte: 0 pass, 1 double, 2 redouble, 3.. the 35 bids from 1C to 7NT in rank
/// order, so comparing the codes of two bids compares the bids.
///
/// Constants such as [`Call::PASS`] and those built with [`Call::bid`] can be used in patterns.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Call(u8);

impl Call {
    /// Pass.
    pub const PASS: Call = Call(0);
    /// Double (BidBase `D`, PBN `X`).
    pub const DOUBLE: Call = Call(1);
    /// Redouble (BidBase `R`, PBN `XX`).
    pub const REDOUBLE: Call = Call(2);
    /// Number of distinct calls.
    pub const COUNT: usize = 38;

    /// The bid `level` `strain`; panics at compile time in a const context if the level is out of
    /// range, so use [`Call::try_bid`] for untrusted input.
    pub const fn bid(level: u8, strain: Strain) -> Call {
        assert!(level >= 1 && level <= 7, "bid level must be 1..=7");
        Call(3 + (level - 1) * 5 + strain as u8)
    }

    /// The bid, or `None` when the level is not 1..=7.
    pub const fn try_bid(level: u8, strain: Strain) -> Option<Call> {
        if level >= 1 && level <= 7 {
            Some(Call(3 + (level - 1) * 5 + strain as u8))
        } else {
            None
        }
    }

    /// The call with code 0..38.
    pub const fn from_code(code: u8) -> Option<Call> {
        if (code as usize) < Call::COUNT {
            Some(Call(code))
        } else {
            None
        }
    }

    /// The one-byte code.
    #[inline]
    pub const fn code(self) -> u8 {
        self.0
    }

    /// What the call is.
    #[inline]
    pub const fn kind(self) -> CallKind {
        match self.0 {
            0 => CallKind::Pass,
            1 => CallKind::Double,
            2 => CallKind::Redouble,
            c => {
                let i = c - 3;
                CallKind::Bid(Bid {
                    level: i / 5 + 1,
                    strain: match i % 5 {
                        0 => Strain::Clubs,
                        1 => Strain::Diamonds,
                        2 => Strain::Hearts,
                        3 => Strain::Spades,
                        _ => Strain::NoTrump,
                    },
                })
            }
        }
    }

    /// The bid, if this call is one.
    #[inline]
    pub const fn as_bid(self) -> Option<Bid> {
        match self.kind() {
            CallKind::Bid(b) => Some(b),
            _ => None,
        }
    }

    /// True for a bid.
    #[inline]
    pub const fn is_bid(self) -> bool {
        self.0 >= 3
    }

    /// True for pass.
    #[inline]
    pub const fn is_pass(self) -> bool {
        self.0 == 0
    }

    /// BidBase notation: `1C`, `1N`, `P`, `D`, `R`.
    pub fn to_bidbase(self) -> String {
        match self.kind() {
            CallKind::Pass => "P".into(),
            CallKind::Double => "D".into(),
            CallKind::Redouble => "R".into(),
            CallKind::Bid(b) => b.to_string(),
        }
    }

    /// PBN notation: `1C`, `1NT`, `Pass`, `X`, `XX`.
    pub fn to_pbn(self) -> String {
        match self.kind() {
            CallKind::Pass => "Pass".into(),
            CallKind::Double => "X".into(),
            CallKind::Redouble => "XX".into(),
            CallKind::Bid(b) => format!("{}{}", b.level, b.strain.pbn()),
        }
    }

    /// Reads a call in either notation, any case: `1C`, `1N`, `1NT`, `P`, `Pass`, `D`, `X`, `Dbl`,
    /// `R`, `XX`, `Rdbl`. Suit symbols (`1♠`) are read too.
    pub fn parse(text: &str) -> Result<Call, CallError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(CallError::Empty);
        }
        // Compared without case, without allocating (the C ABI's bid path reads auctions).
        let is = |names: &[&str]| names.iter().any(|n| t.eq_ignore_ascii_case(n));
        if is(&["P", "PASS", "NB"]) {
            return Ok(Call::PASS);
        }
        if is(&["D", "X", "DBL", "DOUBLE"]) {
            return Ok(Call::DOUBLE);
        }
        if is(&["R", "XX", "RDBL", "REDOUBLE"]) {
            return Ok(Call::REDOUBLE);
        }
        let mut chars = t.chars();
        let first = chars.next().unwrap_or(' ');
        let level = match first.to_digit(10) {
            Some(d) if (1..=7).contains(&d) => d as u8,
            Some(d) => return Err(CallError::Level { text: t.into(), level: d as u8 }),
            None => return Err(CallError::Unknown { text: t.into() }),
        };
        let rest = chars.as_str();
        let strain = if rest.eq_ignore_ascii_case("N") || rest.eq_ignore_ascii_case("NT") {
            Strain::NoTrump
        } else {
            let mut rc = rest.chars();
            match (rc.next().and_then(Suit::from_char), rc.next()) {
                (Some(s), None) => Strain::from(s),
                _ => return Err(CallError::Strain { text: t.into() }),
            }
        };
        Ok(Call::bid(level, strain))
    }
}

impl From<Bid> for Call {
    fn from(b: Bid) -> Call {
        Call::bid(b.level, b.strain)
    }
}

impl fmt::Display for Call {
    /// BidBase notation; use `{:#}` for PBN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str(&self.to_pbn())
        } else {
            f.write_str(&self.to_bidbase())
        }
    }
}

impl fmt::Debug for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Call({})", self.to_bidbase())
    }
}

impl core::str::FromStr for Call {
    type Err = CallError;
    fn from_str(s: &str) -> Result<Call, CallError> {
        Call::parse(s)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Call {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_bidbase())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Call {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Call, D::Error> {
        let s = <String as serde::Deserialize>::deserialize(d)?;
        Call::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// What is wrong with a written call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallError {
    /// Nothing was given.
    Empty,
    /// Not a call at all.
    Unknown {
        /// The text.
        text: String,
    },
    /// The level is not 1..=7.
    Level {
        /// The text.
        text: String,
        /// The level read.
        level: u8,
    },
    /// The strain is not C, D, H, S, N or NT.
    Strain {
        /// The text.
        text: String,
    },
    /// A malformed slam-convention annotation after `@`.
    SlamTag {
        /// The text.
        text: String,
        /// What is wrong.
        problem: &'static str,
    },
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallError::Empty => f.write_str("empty call"),
            CallError::Unknown { text } => {
                write!(f, "'{text}' is not a call: expected a bid like 1C or 3NT, or P/Pass, D/X, R/XX")
            }
            CallError::Level { text, level } => {
                write!(f, "'{text}': bid level {level} is not 1 to 7")
            }
            CallError::Strain { text } => {
                write!(f, "'{text}': the strain must be C, D, H, S, N or NT")
            }
            CallError::SlamTag { text, problem } => {
                write!(f, "'{text}': malformed '@' annotation: {problem}")
            }
        }
    }
}

impl std::error::Error for CallError {}

/// The slam-convention annotation BidBase adds to the first call of a slam convention
/// (seed: "4N@40", "4D@Q4", "5N@G4"). Suit numbers: 0 none, 1 clubs .. 4 spades, 5 notrump.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SlamTag {
    /// An ace ask such as `4N@42`: trump suit number, then a second suit number (or 0).
    Ask {
        /// Trump suit number 0..=5.
        trump: u8,
        /// Second suit number 0..=5.
        second: u8,
    },
    /// A control cue bid such as `4D@Q4`: the trump suit number.
    Cue {
        /// Trump suit number 1..=5.
        trump: u8,
    },
    /// A grand slam force such as `5N@G4`: the trump suit number.
    GrandSlamForce {
        /// Trump suit number 1..=5.
        trump: u8,
    },
}

impl SlamTag {
    /// Reads the text after `@`: two digits, `Q` and a digit, or `G` and a digit.
    pub fn parse(text: &str) -> Result<SlamTag, CallError> {
        let err = |problem| CallError::SlamTag { text: text.into(), problem };
        let b = text.as_bytes();
        if b.len() != 2 {
            return Err(err("expected two characters after '@', such as 40, Q4 or G4"));
        }
        let digit = |c: u8| -> Result<u8, CallError> {
            if (b'0'..=b'5').contains(&c) {
                Ok(c - b'0')
            } else {
                Err(err("suit numbers are 0 (none), 1 (clubs) to 4 (spades) or 5 (notrump)"))
            }
        };
        match b[0].to_ascii_uppercase() {
            b'Q' => {
                let trump = digit(b[1])?;
                if trump == 0 {
                    return Err(err("a cue bid needs a trump suit number 1-5"));
                }
                Ok(SlamTag::Cue { trump })
            }
            b'G' => {
                let trump = digit(b[1])?;
                if trump == 0 {
                    return Err(err("a grand slam force needs a trump suit number 1-5"));
                }
                Ok(SlamTag::GrandSlamForce { trump })
            }
            c => Ok(SlamTag::Ask { trump: digit(c)?, second: digit(b[1])? }),
        }
    }

    /// The trump suit number (1 clubs .. 4 spades, 5 notrump, 0 none).
    pub const fn trump(self) -> u8 {
        match self {
            SlamTag::Ask { trump, .. } | SlamTag::Cue { trump } | SlamTag::GrandSlamForce { trump } => trump,
        }
    }
}

impl fmt::Display for SlamTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SlamTag::Ask { trump, second } => write!(f, "{trump}{second}"),
            SlamTag::Cue { trump } => write!(f, "Q{trump}"),
            SlamTag::GrandSlamForce { trump } => write!(f, "G{trump}"),
        }
    }
}

/// A call as written in an auction, with its optional slam-convention annotation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnnotatedCall {
    /// The call.
    pub call: Call,
    /// The "@" annotation, only on bids.
    pub tag: Option<SlamTag>,
}

impl AnnotatedCall {
    /// Reads `4N@40` or a plain call.
    pub fn parse(text: &str) -> Result<AnnotatedCall, CallError> {
        match text.split_once('@') {
            None => Ok(AnnotatedCall { call: Call::parse(text)?, tag: None }),
            Some((c, t)) => {
                let call = Call::parse(c)?;
                if !call.is_bid() {
                    return Err(CallError::SlamTag {
                        text: text.into(),
                        problem: "only a bid can carry an '@' annotation",
                    });
                }
                Ok(AnnotatedCall { call, tag: Some(SlamTag::parse(t.trim())?) })
            }
        }
    }
}

impl fmt::Display for AnnotatedCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{:#}", self.call)?;
        } else {
            write!(f, "{}", self.call)?;
        }
        if let Some(t) = self.tag {
            write!(f, "@{t}")?;
        }
        Ok(())
    }
}

/// A Prior Bids view in BidBase notation: `1C-P-1H`, or `4N@40-P` for a slam section whose
/// first call carries `tag`; empty for an opening bid.
pub fn prior_bids_text(tag: Option<SlamTag>, calls: &[Call]) -> String {
    let mut s = String::new();
    for (i, c) in calls.iter().enumerate() {
        if i > 0 {
            s.push('-');
        }
        s.push_str(&AnnotatedCall { call: *c, tag: if i == 0 { tag } else { None } }.to_string());
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_in_rank_order() {
        let mut prev = Call::REDOUBLE;
        for level in 1..=7 {
            for s in Strain::ALL {
                let c = Call::bid(level, s);
                assert!(c > prev);
                assert_eq!(c.as_bid(), Some(Bid { level, strain: s }));
                prev = c;
            }
        }
        assert_eq!(prev.code() as usize, Call::COUNT - 1);
    }

    #[test]
    fn both_notations() {
        for (a, b) in [("1N", "1NT"), ("P", "Pass"), ("D", "X"), ("R", "XX"), ("7S", "7S")] {
            let x = Call::parse(a).unwrap();
            assert_eq!(x, Call::parse(b).unwrap());
            assert_eq!(x.to_bidbase(), a);
            assert_eq!(x.to_pbn(), b);
        }
        assert_eq!(Call::parse("1♠").unwrap(), Call::bid(1, Strain::Spades));
        assert!(matches!(Call::parse("8C"), Err(CallError::Level { level: 8, .. })));
        assert!(matches!(Call::parse("0C"), Err(CallError::Level { level: 0, .. })));
        assert!(matches!(Call::parse("2Z"), Err(CallError::Strain { .. })));
        assert!(matches!(Call::parse("hello"), Err(CallError::Unknown { .. })));
    }

    #[test]
    fn slam_tags() {
        let a = AnnotatedCall::parse("4N@40").unwrap();
        assert_eq!(a.tag, Some(SlamTag::Ask { trump: 4, second: 0 }));
        assert_eq!(a.to_string(), "4N@40");
        assert_eq!(AnnotatedCall::parse("4D@Q4").unwrap().tag, Some(SlamTag::Cue { trump: 4 }));
        assert_eq!(AnnotatedCall::parse("5N@G4").unwrap().tag, Some(SlamTag::GrandSlamForce { trump: 4 }));
        assert!(AnnotatedCall::parse("P@40").is_err());
        assert!(AnnotatedCall::parse("4N@4").is_err());
        assert!(AnnotatedCall::parse("4N@49").is_err());
        assert!(AnnotatedCall::parse("4N@Q0").is_err());
    }
}
