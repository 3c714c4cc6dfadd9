//! Seats, sides and vulnerability, absolute and from a seat's point of view.

use core::fmt;

/// A seat at the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Seat {
    /// North.
    North = 0,
    /// East.
    East = 1,
    /// South.
    South = 2,
    /// West.
    West = 3,
}

impl Seat {
    /// North, East, South, West.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// The seat with index 0 (north) .. 3 (west), wrapping.
    #[inline]
    pub const fn from_index(i: usize) -> Seat {
        Seat::ALL[i & 3]
    }

    /// Index 0 (north) .. 3 (west).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat `n` places to the left (clockwise).
    #[inline]
    pub const fn after(self, n: usize) -> Seat {
        Seat::from_index(self as usize + n)
    }

    /// Left-hand opponent, the next to call.
    #[inline]
    pub const fn lho(self) -> Seat {
        self.after(1)
    }

    /// Partner.
    #[inline]
    pub const fn partner(self) -> Seat {
        self.after(2)
    }

    /// Right-hand opponent.
    #[inline]
    pub const fn rho(self) -> Seat {
        self.after(3)
    }

    /// The partnership.
    #[inline]
    pub const fn side(self) -> Side {
        if self as u8 & 1 == 0 {
            Side::NorthSouth
        } else {
            Side::EastWest
        }
    }

    /// `N`, `E`, `S` or `W`.
    pub const fn letter(self) -> char {
        b"NESW"[self as usize] as char
    }

    /// Reads `N`, `E`, `S`, `W` or the full name, any case.
    pub fn parse(text: &str) -> Option<Seat> {
        match text.trim().to_ascii_uppercase().as_str() {
            "N" | "NORTH" => Some(Seat::North),
            "E" | "EAST" => Some(Seat::East),
            "S" | "SOUTH" => Some(Seat::South),
            "W" | "WEST" => Some(Seat::West),
            _ => None,
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A partnership.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Side {
    /// North-South.
    NorthSouth,
    /// East-West.
    EastWest,
}

impl Side {
    /// The other side.
    pub const fn opponents(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    /// `NS` or `EW`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which sides are vulnerable.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Vulnerability {
    /// Neither side.
    #[default]
    None,
    /// North-South only.
    NorthSouth,
    /// East-West only.
    EastWest,
    /// Both sides.
    Both,
}

impl Vulnerability {
    /// All four settings.
    pub const ALL: [Vulnerability; 4] =
        [Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::Both];

    /// Whether a side is vulnerable.
    #[inline]
    pub const fn side(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::Both, _)
                | (Vulnerability::NorthSouth, Side::NorthSouth)
                | (Vulnerability::EastWest, Side::EastWest)
        )
    }

    /// Whether a seat is vulnerable.
    #[inline]
    pub const fn seat(self, seat: Seat) -> bool {
        self.side(seat.side())
    }

    /// From the two sides' states.
    pub const fn from_sides(ns: bool, ew: bool) -> Vulnerability {
        match (ns, ew) {
            (false, false) => Vulnerability::None,
            (true, false) => Vulnerability::NorthSouth,
            (false, true) => Vulnerability::EastWest,
            (true, true) => Vulnerability::Both,
        }
    }

    /// Vulnerability seen from the bidder's seat.
    #[inline]
    pub const fn relative_to(self, seat: Seat) -> RelativeVulnerability {
        RelativeVulnerability { we: self.side(seat.side()), they: self.side(seat.side().opponents()) }
    }

    /// PBN's spelling: `None`, `NS`, `EW`, `All`.
    pub const fn pbn(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "NS",
            Vulnerability::EastWest => "EW",
            Vulnerability::Both => "All",
        }
    }

    /// Reads `None`/`-`/`Love`, `NS`, `EW`, `Both`/`All`, any case.
    pub fn parse(text: &str) -> Option<Vulnerability> {
        match text.trim().to_ascii_uppercase().as_str() {
            "NONE" | "-" | "LOVE" | "NEITHER" | "O" => Some(Vulnerability::None),
            "NS" | "N-S" | "N/S" => Some(Vulnerability::NorthSouth),
            "EW" | "E-W" | "E/W" => Some(Vulnerability::EastWest),
            "BOTH" | "ALL" | "B" => Some(Vulnerability::Both),
            _ => None,
        }
    }
}

impl fmt::Display for Vulnerability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pbn())
    }
}

/// Vulnerability from the bidder's point of view, as BidBase's Vul field reads it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RelativeVulnerability {
    /// The bidder's side is vulnerable.
    pub we: bool,
    /// The opponents are vulnerable.
    pub they: bool,
}

impl RelativeVulnerability {
    /// BidBase's one-letter code for this exact state: `U` (unfavourable: we are, they are not),
    /// `F` (favourable), `B` (both), `N` (neither).
    pub const fn code(self) -> char {
        match (self.we, self.they) {
            (true, false) => 'U',
            (false, true) => 'F',
            (true, true) => 'B',
            (false, false) => 'N',
        }
    }
}
