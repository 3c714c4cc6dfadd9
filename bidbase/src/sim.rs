//! Bidding whole deals with a system, and seeded streams of bidding positions for tests and
//! benchmarks.

use bidbase_runtime::rules::{Bidder, Context, Use};
use bidbase_runtime::{
    board_dealer, board_vulnerability, AnnotatedCall, Auction, Call, Contract, Deal, Dealer, Deck, Hand, Scoring, Seat,
    Side, Vulnerability,
};

/// What happened when a deal was bid to the end.
#[derive(Clone, Debug)]
pub struct BidOut {
    /// The auction, ended.
    pub auction: Auction,
    /// For each call, the entry that chose it (`None` when no entry matched and the player
    /// passed).
    pub entries: Vec<Option<u32>>,
    /// Calls for which no entry matched.
    pub no_entry: usize,
}

/// Bids `deal` with `bidder` at all four seats from `dealer` until the auction ends. When no
/// entry matches, the player passes (and it is counted). A call that would be illegal is also
/// replaced by pass and counted, so the auction is always legal and finished.
pub fn bid_deal<B: Bidder + ?Sized>(bidder: &B, deal: &Deal, dealer: Seat, context: &Context) -> BidOut {
    let mut auction = Auction::new(dealer);
    let mut entries = Vec::with_capacity(16);
    let mut no_entry = 0;
    while !auction.is_over() {
        let hand = deal.hand(auction.next_seat());
        let (call, entry) = match bidder_call(bidder, hand, &auction, context) {
            Some((c, id)) if auction.check(c.call).is_ok() => (c, Some(id)),
            _ => {
                no_entry += 1;
                (AnnotatedCall { call: Call::PASS, tag: None }, None)
            }
        };
        if auction.push_annotated(call).is_err() {
            // Too many "@" annotations: keep the call, drop the annotation.
            let _ = auction.push(call.call);
        }
        entries.push(entry);
    }
    BidOut { auction, entries, no_entry }
}

fn bidder_call<B: Bidder + ?Sized>(
    b: &B,
    hand: Hand,
    auction: &Auction,
    context: &Context,
) -> Option<(AnnotatedCall, u32)> {
    b.bid(hand, auction, context).map(|d| (d.annotated(), d.entry.id))
}

/// One bidding position: a hand, the auction so far, and the table context.
#[derive(Clone, Debug)]
pub struct Position {
    /// The hand of the player to call.
    pub hand: Hand,
    /// The auction so far.
    pub auction: Auction,
    /// The context.
    pub context: Context,
}

/// A seeded stream of bidding positions: random deals (random dealer, vulnerability, scoring,
/// "we" side, percentage seed, sometimes a best contract), auctions grown one call at a time,
/// mostly by the system's own calls and sometimes by a random legal call, and every position on
/// the way.
pub struct Positions<'b, B: Bidder + ?Sized> {
    bidder: &'b B,
    seed: u64,
    deal_index: u64,
    current: Option<(Deal, Auction, Context, Dealer)>,
    deck: Deck,
}

impl<'b, B: Bidder + ?Sized> Positions<'b, B> {
    /// Positions for `bidder`, reproducible from `seed`.
    pub fn new(bidder: &'b B, seed: u64, deck: Deck) -> Self {
        Positions { bidder, seed, deal_index: 0, current: None, deck }
    }

    fn new_deal(&mut self) {
        let i = self.deal_index;
        self.deal_index += 1;
        let mut rng = Dealer::for_index(self.deck, self.seed, i);
        let deal = rng.deal();
        let board = (rng.below(16) + 1) as u32;
        let dealer = board_dealer(board);
        let vulnerability =
            if rng.below(2) == 0 { board_vulnerability(board) } else { Vulnerability::ALL[rng.below(4) as usize] };
        let best_contract = match rng.below(4) {
            0 => Contract::parse(["4S", "3NT", "4H", "5D", "6S"][rng.below(5) as usize]).ok(),
            _ => None,
        };
        let context = Context {
            vulnerability,
            we: if rng.below(2) == 0 { Side::NorthSouth } else { Side::EastWest },
            scoring: if rng.below(2) == 0 { Scoring::Imps } else { Scoring::Matchpoints },
            seed: rng.next_u64(),
            best_contract,
        };
        self.current = Some((deal, Auction::new(dealer), context, rng));
    }
}

impl<B: Bidder + ?Sized> Iterator for Positions<'_, B> {
    type Item = Position;

    fn next(&mut self) -> Option<Position> {
        if self.current.as_ref().is_none_or(|(_, a, _, _)| a.is_over()) {
            self.new_deal();
        }
        let (deal, auction, context, rng) = self.current.as_mut()?;
        let hand = deal.hand(auction.next_seat());
        let position = Position { hand, auction: auction.clone(), context: *context };
        // Grow the auction: the system's call three times in four, else a random legal call.
        let own = if rng.below(4) != 0 { self.bidder.bid(hand, auction, context).map(|d| d.annotated()) } else { None };
        let next = match own {
            Some(c) if auction.check(c.call).is_ok() => c,
            _ => {
                let legal: Vec<Call> =
                    (0..Call::COUNT as u8).filter_map(Call::from_code).filter(|c| auction.check(*c).is_ok()).collect();
                let pick = if rng.below(3) == 0 { Call::PASS } else { legal[rng.below(legal.len() as u64) as usize] };
                AnnotatedCall { call: pick, tag: None }
            }
        };
        if auction.push_annotated(next).is_err() {
            let _ = auction.push(next.call);
        }
        Some(position)
    }
}

/// Random convention switches for a system: each path gets a random code with probability
/// one in four, from `seed`.
pub fn random_selection(names: usize, seed: u64) -> Vec<(u16, Use)> {
    let mut rng = Dealer::for_index(Deck::Standard, seed, u64::MAX);
    (0..names as u16)
        .filter_map(|id| match rng.below(8) {
            0 => Some((id, Use::Neither)),
            1 => Some((id, Use::We)),
            2 => Some((id, Use::They)),
            3 => Some((id, Use::Both)),
            _ => None,
        })
        .collect()
}
