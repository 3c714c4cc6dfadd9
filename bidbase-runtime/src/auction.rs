//! Auctions with full legality, plus what a bidding rule looks at: the Prior Bids view,
//! Player #, Round #, Position and vulnerability relative to the bidder.

use core::fmt;

use crate::call::{AnnotatedCall, Bid, Call, CallError, CallKind, SlamTag};
use crate::card::Suit;
use crate::contract::{Contract, Doubled};
use crate::seat::Seat;

/// The longest legal auction has 319 calls.
pub const MAX_CALLS: usize = 320;
const _: () = assert!(MAX_CALLS % 8 == 0, "shared_calls reads the calls eight at a time");
/// How many slam-convention annotations one auction may carry.
pub const MAX_SLAM_TAGS: usize = 4;

/// Why a call may not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AuctionError {
    /// The auction is over.
    Ended,
    /// A bid must outrank the last bid.
    BidTooLow {
        /// The bid tried.
        bid: Call,
        /// The bid it must outrank.
        last: Call,
    },
    /// Double needs an undoubled bid by an opponent as the last bid.
    CannotDouble {
        /// Why not.
        reason: &'static str,
    },
    /// Redouble needs a doubled bid by the redoubler's side as the last bid.
    CannotRedouble {
        /// Why not.
        reason: &'static str,
    },
    /// More "@" annotations than an auction keeps.
    TooManySlamTags,
    /// A token of a written auction is not a call.
    BadToken {
        /// 0-based token number.
        index: usize,
        /// The token.
        token: String,
        /// Why.
        error: CallError,
    },
    /// A written call is illegal at that point.
    Illegal {
        /// 0-based call number.
        index: usize,
        /// The token.
        token: String,
        /// Why.
        error: Box<AuctionError>,
    },
}

impl fmt::Display for AuctionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuctionError::Ended => f.write_str("the auction has ended"),
            AuctionError::BidTooLow { bid, last } => {
                write!(f, "insufficient bid: {bid} does not outrank {last}")
            }
            AuctionError::CannotDouble { reason } => write!(f, "double not allowed: {reason}"),
            AuctionError::CannotRedouble { reason } => {
                write!(f, "redouble not allowed: {reason}")
            }
            AuctionError::TooManySlamTags => {
                write!(f, "more than {MAX_SLAM_TAGS} '@' annotations in one auction")
            }
            AuctionError::BadToken { index, token, error } => {
                write!(f, "call {} ('{token}'): {error}", index + 1)
            }
            AuctionError::Illegal { index, token, error } => {
                write!(f, "call {} ('{token}') is illegal: {error}", index + 1)
            }
        }
    }
}

impl std::error::Error for AuctionError {}

/// An auction from the dealer, held in a fixed array: pushing a call never allocates.
#[derive(Clone)]
pub struct Auction {
    dealer: Seat,
    len: u16,
    /// Passes before the first non-pass call (all calls while nobody has opened).
    leading_passes: u16,
    /// Index of the last bid, if any.
    last_bid: Option<u16>,
    /// Doubled state of the last bid.
    doubled: Doubled,
    /// Passes since the last non-pass call.
    trailing_passes: u8,
    tag_count: u8,
    tags: [(u16, SlamTag); MAX_SLAM_TAGS],
    calls: [Call; MAX_CALLS],
}

impl Auction {
    /// Why this auction cannot happen in a game played with `deck`, if it cannot: BIDittle has
    /// no redouble. `None` for every auction of the standard game.
    pub fn deck_rule_broken(&self, deck: crate::card::Deck) -> Option<&'static str> {
        match deck {
            crate::card::Deck::Bidittle if self.calls().contains(&Call::REDOUBLE) => Some("BIDittle has no redouble"),
            _ => None,
        }
    }

    /// An empty auction with this dealer.
    pub const fn new(dealer: Seat) -> Auction {
        Auction {
            dealer,
            len: 0,
            leading_passes: 0,
            last_bid: None,
            doubled: Doubled::Undoubled,
            trailing_passes: 0,
            tag_count: 0,
            tags: [(0, SlamTag::Ask { trump: 0, second: 0 }); MAX_SLAM_TAGS],
            calls: [Call::PASS; MAX_CALLS],
        }
    }

    /// Reads calls in either notation separated by blanks or dashes (`1C P 1H`, `1C-P-1H`,
    /// `1NT Pass 2C Pass`), with optional `@` annotations; `-` or nothing is the empty auction;
    /// `AP` (PBN "all pass") ends the auction with passes.
    pub fn parse(dealer: Seat, text: &str) -> Result<Auction, AuctionError> {
        let mut a = Auction::new(dealer);
        let t = text.trim();
        if t.is_empty() || t == "-" {
            return Ok(a);
        }
        for (index, token) in t.split(|c: char| c.is_whitespace() || c == '-').filter(|s| !s.is_empty()).enumerate() {
            if token.eq_ignore_ascii_case("AP") {
                while !a.is_over() {
                    a.push(Call::PASS).map_err(|e| AuctionError::Illegal {
                        index,
                        token: token.into(),
                        error: Box::new(e),
                    })?;
                }
                continue;
            }
            let ac = AnnotatedCall::parse(token).map_err(|error| AuctionError::BadToken {
                index,
                token: token.into(),
                error,
            })?;
            a.push_annotated(ac).map_err(|e| AuctionError::Illegal {
                index,
                token: token.into(),
                error: Box::new(e),
            })?;
        }
        Ok(a)
    }

    /// The dealer.
    #[inline]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Number of calls made.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// True before the first call.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The calls from the dealer.
    #[inline]
    pub fn calls(&self) -> &[Call] {
        &self.calls[..self.len as usize]
    }

    /// The calls with their annotations.
    pub fn annotated_calls(&self) -> impl Iterator<Item = AnnotatedCall> + '_ {
        self.calls().iter().enumerate().map(move |(i, &call)| AnnotatedCall { call, tag: self.tag_at(i) })
    }

    /// Whether any of the first `len` calls carries an "@" annotation.
    pub fn annotated_before(&self, len: usize) -> bool {
        self.tags[..self.tag_count as usize].iter().any(|(p, _)| (*p as usize) < len)
    }

    /// The annotation of call `i`, if any.
    pub fn tag_at(&self, i: usize) -> Option<SlamTag> {
        self.tags[..self.tag_count as usize].iter().find(|(p, _)| *p as usize == i).map(|(_, t)| *t)
    }

    /// Makes this auction equal to `other`, given that the two share their first `shared`
    /// calls (as [`Auction::common_prefix`] says): copies only the calls after them.
    pub(crate) fn copy_from_shared(&mut self, other: &Auction, shared: usize) {
        let n = other.len as usize;
        self.calls[shared..n].copy_from_slice(&other.calls[shared..n]);
        self.dealer = other.dealer;
        self.len = other.len;
        self.leading_passes = other.leading_passes;
        self.last_bid = other.last_bid;
        self.doubled = other.doubled;
        self.trailing_passes = other.trailing_passes;
        self.tag_count = other.tag_count;
        self.tags = other.tags;
    }

    /// How many first calls two auctions share: the same dealer, the same calls and the same
    /// "@" annotations on them (0 for different dealers).
    pub fn common_prefix(&self, other: &Auction) -> usize {
        if self.dealer != other.dealer {
            return 0;
        }
        let n = (self.len as usize).min(other.len as usize);
        let mut k = shared_calls(&self.calls, &other.calls, n);
        if self.tag_count == 0 && other.tag_count == 0 {
            return k;
        }
        for (p, t) in self.tags[..self.tag_count as usize].iter().chain(&other.tags[..other.tag_count as usize]) {
            let p = *p as usize;
            if p < k && (self.tag_at(p) != Some(*t) || other.tag_at(p) != Some(*t)) {
                k = p;
            }
        }
        k
    }

    /// The seat whose turn it is.
    #[inline]
    pub const fn next_seat(&self) -> Seat {
        self.dealer.after(self.len as usize)
    }

    /// The seat that made call `i`.
    #[inline]
    pub const fn seat_of(&self, i: usize) -> Seat {
        self.dealer.after(i)
    }

    /// True when the auction has ended: three passes after a call other than pass, or four
    /// passes (passed out).
    #[inline]
    pub const fn is_over(&self) -> bool {
        if self.leading_passes == self.len {
            self.len >= 4
        } else {
            self.trailing_passes >= 3
        }
    }

    /// True when all four players passed.
    pub const fn is_passed_out(&self) -> bool {
        self.len == 4 && self.leading_passes == 4
    }

    /// The last bid, with the seat that made it.
    pub fn last_bid(&self) -> Option<(Bid, Seat)> {
        self.last_bid.map(|i| {
            let b = self.calls[i as usize].as_bid().expect("last_bid indexes a bid");
            (b, self.seat_of(i as usize))
        })
    }

    /// Whether `call` may be made now.
    pub fn check(&self, call: Call) -> Result<(), AuctionError> {
        if self.is_over() {
            return Err(AuctionError::Ended);
        }
        let me = self.next_seat();
        match call.kind() {
            CallKind::Pass => Ok(()),
            CallKind::Bid(_) => match self.last_bid {
                Some(i) if self.calls[i as usize] >= call => {
                    Err(AuctionError::BidTooLow { bid: call, last: self.calls[i as usize] })
                }
                _ => Ok(()),
            },
            CallKind::Double => match self.last_bid {
                None => Err(AuctionError::CannotDouble { reason: "there is no bid to double" }),
                Some(i) if self.seat_of(i as usize).side() == me.side() => {
                    Err(AuctionError::CannotDouble { reason: "the last bid was made by your own side" })
                }
                Some(_) if self.doubled != Doubled::Undoubled => {
                    Err(AuctionError::CannotDouble { reason: "the last bid is already doubled" })
                }
                Some(_) => Ok(()),
            },
            CallKind::Redouble => match self.last_bid {
                None => Err(AuctionError::CannotRedouble { reason: "there is no bid" }),
                Some(i) if self.seat_of(i as usize).side() != me.side() => {
                    Err(AuctionError::CannotRedouble { reason: "the last bid was made by the opponents" })
                }
                Some(_) if self.doubled == Doubled::Undoubled => {
                    Err(AuctionError::CannotRedouble { reason: "the last bid has not been doubled" })
                }
                Some(_) if self.doubled == Doubled::Redoubled => {
                    Err(AuctionError::CannotRedouble { reason: "the last bid is already redoubled" })
                }
                Some(_) => Ok(()),
            },
        }
    }

    /// The calls [`Auction::check`] accepts now, as bits by [`Call::code`] (0 once the auction
    /// has ended): what a lookup tests each entry's call against, without building an error.
    pub fn legal_mask(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        const ALL: u64 = (1 << Call::COUNT) - 1;
        match self.last_bid {
            None => ALL & !0b110,
            Some(i) => {
                let above = self.calls[i as usize].code() + 1;
                let mut mask = (ALL >> above << above) | 1;
                let ours = self.seat_of(i as usize).side() == self.next_seat().side();
                match self.doubled {
                    Doubled::Undoubled if !ours => mask |= 1 << Call::DOUBLE.code(),
                    Doubled::Doubled if ours => mask |= 1 << Call::REDOUBLE.code(),
                    _ => {}
                }
                mask
            }
        }
    }

    /// Makes a call, or says why it is illegal. Never allocates.
    pub fn push(&mut self, call: Call) -> Result<(), AuctionError> {
        self.check(call)?;
        let i = self.len;
        self.calls[i as usize] = call;
        self.len += 1;
        match call.kind() {
            CallKind::Pass => {
                if self.leading_passes == i {
                    self.leading_passes += 1;
                }
                self.trailing_passes = self.trailing_passes.saturating_add(1);
            }
            CallKind::Bid(_) => {
                self.last_bid = Some(i);
                self.doubled = Doubled::Undoubled;
                self.trailing_passes = 0;
            }
            CallKind::Double => {
                self.doubled = Doubled::Doubled;
                self.trailing_passes = 0;
            }
            CallKind::Redouble => {
                self.doubled = Doubled::Redoubled;
                self.trailing_passes = 0;
            }
        }
        Ok(())
    }

    /// Makes a call carrying an optional "@" annotation.
    pub fn push_annotated(&mut self, call: AnnotatedCall) -> Result<(), AuctionError> {
        if call.tag.is_some() && self.tag_count as usize >= MAX_SLAM_TAGS {
            return Err(AuctionError::TooManySlamTags);
        }
        let at = self.len;
        self.push(call.call)?;
        if let Some(tag) = call.tag {
            self.tags[self.tag_count as usize] = (at, tag);
            self.tag_count += 1;
        }
        Ok(())
    }

    /// The auction's first `len` calls, with their annotations.
    pub fn truncated(&self, len: usize) -> Auction {
        let mut out = self.clone();
        out.truncate(len);
        out
    }

    /// Keeps the first `len` calls (and their annotations), as if the others had not been
    /// made. A prefix of a legal auction is legal: nothing is checked again.
    pub fn truncate(&mut self, len: usize) {
        let len = len.min(self.len as usize);
        let calls = &self.calls[..len];
        self.leading_passes = self.leading_passes.min(len as u16);
        self.last_bid = calls.iter().rposition(|c| c.as_bid().is_some()).map(|i| i as u16);
        self.doubled = Doubled::Undoubled;
        if let Some(b) = self.last_bid {
            for c in &calls[b as usize + 1..] {
                match c.kind() {
                    CallKind::Double => self.doubled = Doubled::Doubled,
                    CallKind::Redouble => self.doubled = Doubled::Redoubled,
                    _ => {}
                }
            }
        }
        let trailing = calls.iter().rev().take_while(|c| c.is_pass()).count();
        self.trailing_passes = trailing.min(u8::MAX as usize) as u8;
        self.tag_count =
            self.tags[..self.tag_count as usize].iter().take_while(|(p, _)| (*p as usize) < len).count() as u8;
        self.len = len as u16;
    }

    /// Removes the last call (and its annotation). Returns it, or `None` when empty.
    pub fn pop(&mut self) -> Option<Call> {
        if self.len == 0 {
            return None;
        }
        let mut rebuilt = Auction::new(self.dealer);
        let keep = self.len as usize - 1;
        let last = self.calls[keep];
        for i in 0..keep {
            let ac = AnnotatedCall { call: self.calls[i], tag: self.tag_at(i) };
            rebuilt.push_annotated(ac).expect("a prefix of a legal auction is legal");
        }
        *self = rebuilt;
        Some(last)
    }

    /// The final contract and declarer, once the auction is over and was not passed out.
    /// The declarer is the first player of the declaring side to name the contract's strain.
    pub fn contract(&self) -> Option<(Contract, Seat)> {
        if !self.is_over() {
            return None;
        }
        self.current_contract()
    }

    /// The contract and declarer if the auction ended now: the last bid, doubled or redoubled
    /// as it stands, declared by the first player of its side to name the strain (`None`
    /// before the first bid).
    pub fn current_contract(&self) -> Option<(Contract, Seat)> {
        let i = self.last_bid? as usize;
        let bid = self.calls[i].as_bid()?;
        let side = self.seat_of(i).side();
        let declarer = (0..=i)
            .find(|&j| self.seat_of(j).side() == side && self.calls[j].as_bid().map(|b| b.strain) == Some(bid.strain))
            .map(|j| self.seat_of(j))?;
        Some((Contract::new(bid.level, bid.strain, self.doubled), declarer))
    }

    /// Passes before the first call other than pass (all calls while nobody has opened).
    #[inline]
    pub const fn leading_passes(&self) -> usize {
        self.leading_passes as usize
    }

    /// The index of the opening call (the first call other than pass).
    #[inline]
    pub const fn opening_index(&self) -> Option<usize> {
        if self.leading_passes < self.len {
            Some(self.leading_passes as usize)
        } else {
            None
        }
    }

    /// Where the Prior Bids view starts: the latest "@" call if there is one, otherwise the
    /// first call other than pass (BidBase: leading passes are stripped).
    #[inline]
    pub fn prior_bids_start(&self) -> usize {
        match self.tag_count {
            0 => self.leading_passes as usize,
            n => self.tags[n as usize - 1].0 as usize,
        }
    }

    /// The Prior Bids view for the player to call: leading passes stripped, or, when the auction
    /// carries an "@" annotation, only the part from the latest "@" call.
    #[inline]
    pub fn prior_bids(&self) -> &[Call] {
        &self.calls[self.prior_bids_start()..self.len as usize]
    }

    /// The annotation of the call the Prior Bids view starts with, for "@" sections.
    #[inline]
    pub fn prior_slam_tag(&self) -> Option<SlamTag> {
        match self.tag_count {
            0 => None,
            n => Some(self.tags[n as usize - 1].1),
        }
    }

    /// The Prior Bids view the player who made call `len` saw: the view of the first `len`
    /// calls (leading passes stripped, or from the latest "@" call among them).
    pub fn view_before(&self, len: usize) -> (Option<SlamTag>, &[Call]) {
        let len = len.min(self.len as usize);
        let tagged = self.tags[..self.tag_count as usize].iter().rev().find(|(p, _)| (*p as usize) < len);
        match tagged {
            Some((p, t)) => (Some(*t), &self.calls[*p as usize..len]),
            None => (None, &self.calls[(self.leading_passes as usize).min(len)..len]),
        }
    }

    /// The Prior Bids view in BidBase notation (`1C-P-1H`, `4N@40-P`); empty for an opening.
    pub fn prior_bids_text(&self) -> String {
        crate::call::prior_bids_text(self.prior_slam_tag(), self.prior_bids())
    }

    /// The bidder's Player #: 1-4 counted from the first player who did not pass.
    /// Before anyone has opened, the bidder would be player 1.
    #[inline]
    pub const fn player_number(&self) -> u8 {
        ((self.len - self.leading_passes) % 4) as u8 + 1
    }

    /// The bidder's Round #: rounds counted from the first call other than pass.
    #[inline]
    pub const fn round(&self) -> u8 {
        let r = (self.len - self.leading_passes) / 4 + 1;
        if r > 255 {
            255
        } else {
            r as u8
        }
    }

    /// The bidder's Position: seat 1-4 counted from the dealer.
    #[inline]
    pub const fn position(&self) -> u8 {
        (self.len % 4) as u8 + 1
    }

    /// Whether `seat` is a passed hand: it passed at its first turn, before anyone opened.
    #[inline]
    pub const fn is_passed_hand(&self, seat: Seat) -> bool {
        let first_turn = (seat as usize + 4 - self.dealer as usize) % 4;
        first_turn < self.leading_passes as usize
    }

    /// Whether the player to call is a passed hand (BidBase Position `Y`).
    #[inline]
    pub const fn bidder_passed(&self) -> bool {
        self.is_passed_hand(self.next_seat())
    }

    /// Whether the partner of the player to call is a passed hand (BidBase Position `P`).
    #[inline]
    pub const fn partner_passed(&self) -> bool {
        self.is_passed_hand(self.next_seat().partner())
    }

    /// The suits a seat has named in bids so far, as a bit set (bit 0 clubs .. bit 3 spades).
    pub fn suits_bid_by(&self, seat: Seat) -> u8 {
        let mut mask = 0u8;
        let first = (seat as usize + 4 - self.dealer as usize) % 4;
        let mut i = first;
        while i < self.len as usize {
            if let Some(s) = self.calls[i].as_bid().and_then(|b| b.strain.suit()) {
                mask |= 1 << s.index();
            }
            i += 4;
        }
        mask
    }

    /// Whether `seat` has named `suit` in a bid.
    pub fn has_bid_suit(&self, seat: Seat, suit: Suit) -> bool {
        self.suits_bid_by(seat) & (1 << suit.index()) != 0
    }

    /// Whether a seat has made any call other than pass.
    pub fn has_acted(&self, seat: Seat) -> bool {
        let first = (seat as usize + 4 - self.dealer as usize) % 4;
        (first..self.len as usize).step_by(4).any(|i| !self.calls[i].is_pass())
    }

    /// The calls in PBN notation separated by blanks (`1C Pass 1H`), or `-` when empty.
    pub fn to_pbn(&self) -> String {
        if self.is_empty() {
            return "-".into();
        }
        self.annotated_calls().map(|c| format!("{c:#}")).collect::<Vec<_>>().join(" ")
    }

    /// The calls in BidBase notation separated by dashes (`1C-P-1H`), or `-` when empty.
    pub fn to_bidbase(&self) -> String {
        if self.is_empty() {
            return "-".into();
        }
        self.annotated_calls().map(|c| c.to_string()).collect::<Vec<_>>().join("-")
    }
}

impl PartialEq for Auction {
    fn eq(&self, other: &Auction) -> bool {
        self.dealer == other.dealer
            && self.calls() == other.calls()
            && self.tags[..self.tag_count as usize] == other.tags[..other.tag_count as usize]
    }
}

impl Eq for Auction {}

impl fmt::Debug for Auction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Auction({}: {})", self.dealer, self.to_bidbase())
    }
}

impl fmt::Display for Auction {
    /// BidBase notation; `{:#}` gives PBN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str(&self.to_pbn())
        } else {
            f.write_str(&self.to_bidbase())
        }
    }
}

/// How many of the first `n` calls two auctions' arrays share, compared eight at a time (the
/// memo asks this at every lookup; a call-by-call comparison was 5% of a self-play). The arrays'
/// length is a multiple of eight, so the last word read may run past `n`: its bytes there are
/// masked off.
fn shared_calls(a: &[Call; MAX_CALLS], b: &[Call; MAX_CALLS], n: usize) -> usize {
    let mut k = 0;
    while k < n {
        let mut diff = word(&a[k..k + 8]) ^ word(&b[k..k + 8]);
        if n - k < 8 {
            diff &= (1u64 << (8 * (n - k))) - 1;
        }
        if diff != 0 {
            return k + (diff.trailing_zeros() / 8) as usize;
        }
        k += 8;
    }
    n
}

/// Eight calls as one word, the first in the lowest byte (0 for a shorter slice).
#[inline(always)]
fn word(c: &[Call]) -> u64 {
    match *c {
        [a, b, c, d, e, f, g, h] => {
            u64::from_le_bytes([a.code(), b.code(), c.code(), d.code(), e.code(), f.code(), g.code(), h.code()])
        }
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::call::Strain;

    fn a(text: &str) -> Auction {
        Auction::parse(Seat::North, text).unwrap()
    }

    /// `truncate` (one copy, the derived state worked out again) leaves the same auction as
    /// replaying its first calls, annotations included, `common_prefix` finds the calls two
    /// auctions share, and `legal_mask` holds the calls `check` accepts: on 2,000 random legal
    /// auctions cut at every length.
    #[test]
    fn truncate_is_a_replay_common_prefix_the_shared_calls_and_legal_mask_check() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..2000 {
            let mut x = Auction::new(Seat::from_index(next(4) as usize));
            while !x.is_over() && x.calls().len() < 40 {
                let legal: Vec<Call> =
                    (0..Call::COUNT as u8).filter_map(Call::from_code).filter(|&c| x.check(c).is_ok()).collect();
                // Mostly passes, so that auctions end, sometimes doubles, and annotated bids.
                let call = match next(4) {
                    0 | 1 => Call::PASS,
                    _ => legal[next(legal.len() as u64) as usize],
                };
                let tag = if call.as_bid().is_some() && next(5) == 0 { Some(SlamTag::Cue { trump: 1 }) } else { None };
                if x.push_annotated(AnnotatedCall { call, tag }).is_err() {
                    x.push(call).unwrap();
                }
            }
            let n = x.calls().len();
            for k in 0..=n {
                let cut = x.truncated(k);
                for c in (0..Call::COUNT as u8).filter_map(Call::from_code) {
                    assert_eq!(cut.legal_mask() >> c.code() & 1 != 0, cut.check(c).is_ok(), "{c} after {cut:?}");
                }
                let mut replay = Auction::new(x.dealer());
                for i in 0..k {
                    replay.push_annotated(AnnotatedCall { call: x.calls()[i], tag: x.tag_at(i) }).unwrap();
                }
                assert_eq!(cut, replay);
                assert_eq!(
                    (cut.leading_passes, cut.last_bid, cut.doubled, cut.trailing_passes, cut.tag_count, cut.len),
                    (
                        replay.leading_passes,
                        replay.last_bid,
                        replay.doubled,
                        replay.trailing_passes,
                        replay.tag_count,
                        replay.len
                    ),
                    "{x:?} cut at {k}"
                );
                assert_eq!(cut.common_prefix(&x), k);
                assert_eq!(x.common_prefix(&cut), k);
            }
            // A different annotation or call ends the shared part there.
            if n > 0 {
                let mut other = x.truncated(n - 1);
                let last = AnnotatedCall { call: x.calls()[n - 1], tag: x.tag_at(n - 1) };
                let changed = if last.tag.is_some() {
                    AnnotatedCall { tag: None, ..last }
                } else {
                    AnnotatedCall { tag: Some(SlamTag::Cue { trump: 2 }), ..last }
                };
                if other.push_annotated(changed).is_ok() {
                    assert_eq!(other.common_prefix(&x), n - 1, "{x:?} against {other:?}");
                }
            }
        }
        assert_eq!(a("1C P").common_prefix(&Auction::parse(Seat::East, "1C P").unwrap()), 0);
    }

    #[test]
    fn example_auction_from_seed_003() {
        // North dealt: pass 1H double 3H / 3S pass 4S pass / pass pass.
        let x = a("P 1H X 3H 3S P 4S P P P");
        assert!(x.is_over());
        let (c, decl) = x.contract().unwrap();
        assert_eq!(c.to_string(), "4S");
        assert_eq!(decl, Seat::North);
    }

    #[test]
    fn legality() {
        let mut x = a("1C");
        assert!(matches!(x.check(Call::bid(1, Strain::Clubs)), Err(AuctionError::BidTooLow { .. })));
        assert!(matches!(x.check(Call::REDOUBLE), Err(AuctionError::CannotRedouble { .. })));
        x.push(Call::DOUBLE).unwrap();
        assert!(matches!(x.check(Call::DOUBLE), Err(AuctionError::CannotDouble { .. })));
        x.push(Call::REDOUBLE).unwrap();
        assert!(x.check(Call::REDOUBLE).is_err());
        x.push(Call::PASS).unwrap();
        assert!(x.check(Call::DOUBLE).is_err());
        let mut y = a("1C P");
        assert!(matches!(y.check(Call::DOUBLE), Err(AuctionError::CannotDouble { .. })));
        y.push(Call::PASS).unwrap();
        y.push(Call::DOUBLE).unwrap();
        assert!(y.check(Call::PASS).is_ok());
        assert!(matches!(Auction::parse(Seat::North, "X"), Err(AuctionError::Illegal { index: 0, .. })));
    }

    #[test]
    fn endings() {
        assert!(a("P P P P").is_passed_out());
        assert!(a("P P P P").contract().is_none());
        assert!(!a("P P P").is_over());
        let x = a("1C X P P P");
        assert!(x.is_over());
        assert_eq!(x.contract().unwrap().0.to_string(), "1CX");
        assert_eq!(
            Auction::parse(Seat::North, "1C P P P P").unwrap_err().to_string(),
            "call 5 ('P') is illegal: the auction has ended"
        );
        let ap = a("1N AP");
        assert_eq!(ap.len(), 4);
        assert!(ap.is_over());
    }

    #[test]
    fn prior_bids_view() {
        let x = Auction::parse(Seat::North, "P P 1C P 1H").unwrap();
        assert_eq!(x.prior_bids_text(), "1C-P-1H");
        // N P, E P, S 1C, W P, N 1H: East to call, second seat, fourth player of round 1.
        assert_eq!(x.next_seat(), Seat::East);
        assert_eq!(x.position(), 2);
        assert_eq!(x.player_number(), 4);
        assert_eq!(x.round(), 1);
        assert!(x.bidder_passed());
        assert!(!x.partner_passed());
        let y = Auction::parse(Seat::North, "P P 1C P 1H P 1S P").unwrap();
        // North passed originally: bidder N, position 1, player 3, round 2.
        assert_eq!(y.next_seat(), Seat::North);
        assert!(y.bidder_passed());
        assert_eq!(y.player_number(), 3);
        assert_eq!(y.round(), 2);
        assert_eq!(y.position(), 1);
    }

    #[test]
    fn slam_sections() {
        let x = Auction::parse(Seat::North, "1S P 3S P 4N@40 P").unwrap();
        assert_eq!(x.prior_bids_text(), "4N@40-P");
        assert_eq!(x.prior_slam_tag(), Some(SlamTag::Ask { trump: 4, second: 0 }));
        assert_eq!(x.prior_bids().len(), 2);
        assert_eq!(x.to_bidbase(), "1S-P-3S-P-4N@40-P");
        assert_eq!(Auction::parse(Seat::North, &x.to_pbn()).unwrap(), x);
    }

    #[test]
    fn declarer_is_first_to_name_strain() {
        // N 1H, S 2H ... N-S: North named hearts first.
        let x = a("1H P 2H P 4H P P P");
        assert_eq!(x.contract().unwrap().1, Seat::North);
        let y = Auction::parse(Seat::East, "1D 1S P 2S X 3S P P P").unwrap();
        // E 1D, S 1S, W P, N 2S, E X, S 3S: South named spades first.
        assert_eq!(y.contract().unwrap().1, Seat::South);
        assert_eq!(y.contract().unwrap().0.doubled, Doubled::Undoubled);
    }

    #[test]
    fn pop_undoes() {
        let mut x = a("1C X XX");
        assert_eq!(x.pop(), Some(Call::REDOUBLE));
        assert!(x.check(Call::REDOUBLE).is_ok());
        assert_eq!(x, a("1C X"));
    }

    #[test]
    fn contract_parse() {
        assert_eq!(Contract::parse("4SX").unwrap().to_string(), "4SX");
        assert_eq!(Contract::parse("5D*").unwrap().doubled, Doubled::Doubled);
        assert_eq!(Contract::parse("3ntxx").unwrap().to_string(), "3NTXX");
        assert!(Contract::parse("P").is_err());
    }

    #[test]
    fn contract_games_by_trick_score() {
        let game = |t: &str| Contract::parse(t).unwrap().is_game();
        assert!(game("3N") && game("4H") && game("4S") && game("5C") && game("5D") && game("7N"));
        assert!(!game("2N") && !game("3S") && !game("4D") && !game("1N"));
        assert!(game("2HX") && game("2NX") && game("1SXX") && game("1NXX") && game("3DX"));
        assert!(!game("1NX") && !game("1HX") && !game("2DX") && !game("1CXX"));
    }
}
