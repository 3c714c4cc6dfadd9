//! BidBase's DDA path: when a system has no entry for a hand, double-dummy analysis
//! finds the best contract, a second lookup searches the D entries (`pct=D`) whose best
//! contract matches it, and without one the bidder bids that contract itself.
//!
//! [`analyse`] deals the three unseen hands consistently with the auction: each hand must
//! fit what its player has shown (the descriptions of docs/descriptions.md) and, replayed,
//! the system must make every call its player made with it. Each consistent deal is solved
//! double dummy, and every call the bidder could make now is scored on every deal by the
//! contract it would leave: passing keeps the current contract, doubling doubles it, a bid
//! plays in that strain by the side's member who named it first (or by the bidder). The call
//! with the best average for the bidder's side wins: average points at IMPs, average
//! matchpoints against the other calls at matchpoints. [`decide`] then looks up the D
//! entries for that contract and, with none, makes the call itself.
//!
//! This is one-ply analysis, as BidBase describes it: it does not foresee the opponents'
//! later calls.

use std::time::Instant;

use bidbase_runtime::rules::{Bidder, Choice, Context, Scoring};
use bidbase_runtime::{
    Auction, Call, CallKind, Card, Contract, Deal, Dealer, Deck, Doubled, Features, Hand, Rank, Seat, Shown, Suit,
};
use bidbase_scoring::duplicate_score_ns;

use crate::{solve_all, DdError, DdTable};

/// How the DDA deals.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DdaOptions {
    /// Consistent deals to solve.
    pub deals: usize,
    /// Random deals to try at most before settling for fewer.
    pub max_tries: u64,
    /// Seed of the dealing.
    pub seed: u64,
}

impl DdaOptions {
    /// `deals` consistent deals, at most 20,000 tries for each.
    pub fn new(deals: usize, seed: u64) -> DdaOptions {
        DdaOptions { deals, max_tries: 20_000u64.saturating_mul(deals.max(1) as u64), seed }
    }
}

/// Why the analysis could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DdaError {
    /// The auction has ended: there is no call to make.
    AuctionOver,
    /// The hand is not a 13-card hand of the standard pack.
    Hand,
    /// Not one of the tries fitted even the descriptions of the other players' calls.
    NoDeal {
        /// Deals tried.
        tried: u64,
    },
    /// The solver refused a deal.
    Solver(DdError),
}

impl core::fmt::Display for DdaError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            DdaError::AuctionOver => write!(f, "the auction has ended: there is no call to make"),
            DdaError::Hand => write!(f, "double-dummy analysis needs a 13-card hand of the 52-card pack"),
            DdaError::NoDeal { tried } => write!(
                f,
                "none of {tried} random deals fits what the other players have shown: the auction is \
                 not one this system makes"
            ),
            DdaError::Solver(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DdaError {}

/// One call the bidder could make now, with the contract it leaves and its average.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Candidate {
    /// The call.
    pub call: Call,
    /// The contract it leaves and its declarer (`None`: no contract, the deal passed out).
    pub contract: Option<(Contract, Seat)>,
    /// Its average for the bidder's side over the deals: points at IMPs, matchpoints against
    /// the other calls (0 to 1) at matchpoints.
    pub average: f64,
}

/// The result of the analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Every call considered, in the auction's order (pass, double, bids from the lowest).
    pub candidates: Vec<Candidate>,
    /// The index of the best one.
    pub best: usize,
    /// Random deals tried.
    pub tried: u64,
    /// Deals consistent with the auction (descriptions and replayed calls) that were solved.
    pub consistent: usize,
    /// Deals that fitted the descriptions only, solved because too few consistent ones came:
    /// used only when no deal was consistent.
    pub described_only: usize,
    /// Seconds spent dealing and replaying the auction.
    pub deal_seconds: f64,
    /// Seconds spent solving.
    pub solve_seconds: f64,
}

impl Analysis {
    /// The best call.
    pub fn best_call(&self) -> Call {
        self.candidates[self.best].call
    }

    /// The best contract: the contract the best call leaves (`None`: the deal passes out).
    pub fn best_contract(&self) -> Option<Contract> {
        self.candidates[self.best].contract.map(|c| c.0)
    }

    /// The share of the tries that were consistent with the auction.
    pub fn acceptance(&self) -> f64 {
        self.consistent as f64 / self.tried.max(1) as f64
    }
}

/// The contract each call leaves, and who declares it.
fn candidates(auction: &Auction, me: Seat) -> Vec<(Call, Option<(Contract, Seat)>)> {
    let mut out = Vec::new();
    let current = auction.current_contract();
    out.push((Call::PASS, current));
    if auction.check(Call::DOUBLE).is_ok() {
        if let Some((c, d)) = current {
            out.push((Call::DOUBLE, Some((Contract::new(c.level, c.strain, Doubled::Doubled), d))));
        }
    }
    if auction.check(Call::REDOUBLE).is_ok() {
        if let Some((c, d)) = current {
            out.push((Call::REDOUBLE, Some((Contract::new(c.level, c.strain, Doubled::Redoubled), d))));
        }
    }
    let calls = auction.calls();
    for code in 0..Call::COUNT as u8 {
        let Some(call) = Call::from_code(code) else { continue };
        let CallKind::Bid(bid) = call.kind() else { continue };
        if auction.check(call).is_err() {
            continue;
        }
        // The side's member who named the strain first declares it.
        let declarer = calls
            .iter()
            .enumerate()
            .find_map(|(i, c)| {
                let seat = auction.seat_of(i);
                match c.kind() {
                    CallKind::Bid(b) if b.strain == bid.strain && seat.side() == me.side() => Some(seat),
                    _ => None,
                }
            })
            .unwrap_or(me);
        out.push((call, Some((Contract::new(bid.level, bid.strain, Doubled::Undoubled), declarer))));
    }
    out
}

/// Whether the system, given these hands, makes every call of the auction that players other
/// than `me` made (a call no entry makes counts as a pass, as in simulation).
fn replays<B: Bidder + ?Sized>(bidder: &B, hands: &[Hand; 4], auction: &Auction, context: &Context, me: Seat) -> bool {
    let calls = auction.calls();
    (0..calls.len()).all(|i| {
        let seat = auction.seat_of(i);
        if seat == me {
            return true;
        }
        let before = auction.truncated(i);
        match bidder.choose(hands[seat.index()], &before, context) {
            Some(c) => c.call == calls[i],
            None => calls[i] == Call::PASS,
        }
    })
}

/// Deals the other three hands consistently with the auction, solves them, and scores every
/// call the bidder could make (module documentation).
pub fn analyse<B: Bidder + ?Sized>(
    bidder: &B,
    hand: Hand,
    auction: &Auction,
    context: &Context,
    options: &DdaOptions,
) -> Result<Analysis, DdaError> {
    if auction.is_over() {
        return Err(DdaError::AuctionOver);
    }
    if hand.deck() != Deck::Standard || hand.lengths().iter().sum::<u8>() != 13 {
        return Err(DdaError::Hand);
    }
    let me = auction.next_seat();
    let others: Vec<Seat> = Seat::ALL.into_iter().filter(|s| *s != me).collect();
    let shown: Vec<Shown> = others.iter().map(|s| bidder.shown_by(auction, context, *s)).collect();
    let mut unseen: Vec<u64> = Vec::with_capacity(39);
    for suit in Suit::ALL {
        for r in 0..13u8 {
            let Some(rank) = Rank::from_index(r) else { continue };
            let card = Card::new(suit, rank);
            if !hand.has(card) {
                unseen.push(card.bit());
            }
        }
    }
    let started = Instant::now();
    let mut rng = Dealer::new(Deck::Standard, options.seed ^ 0xDDA0_5EED);
    let mut consistent: Vec<Deal> = Vec::new();
    let mut described: Vec<Deal> = Vec::new();
    let mut tried = 0u64;
    while consistent.len() < options.deals && tried < options.max_tries {
        tried += 1;
        // Partial Fisher-Yates: the first 26 places settle the first two hands.
        for i in 0..26 {
            let j = i + rng.below((unseen.len() - i) as u64) as usize;
            unseen.swap(i, j);
        }
        let mut hands = [hand; 4];
        let mut fits = true;
        for (k, seat) in others.iter().enumerate() {
            let bits = unseen[13 * k..13 * k + 13].iter().fold(0u64, |a, b| a | b);
            let Ok(h) = Hand::from_card_bits(Deck::Standard, bits) else {
                fits = false;
                break;
            };
            if !shown[k].holds(&Features::new(h)) {
                fits = false;
                break;
            }
            hands[seat.index()] = h;
        }
        if !fits {
            continue;
        }
        let Ok(deal) = Deal::from_hands(hands) else { continue };
        if replays(bidder, &hands, auction, context, me) {
            consistent.push(deal);
        } else if described.len() < options.deals {
            described.push(deal);
        }
    }
    let deal_seconds = started.elapsed().as_secs_f64();
    let (deals, described_only) = if consistent.is_empty() {
        let n = described.len();
        (described, n)
    } else {
        (consistent, 0)
    };
    if deals.is_empty() {
        return Err(DdaError::NoDeal { tried });
    }
    let started = Instant::now();
    let tables = solve_all(&deals, &|_| {}).map_err(DdaError::Solver)?;
    let solve_seconds = started.elapsed().as_secs_f64();
    let cands = candidates(auction, me);
    let averages = averages(&cands, &tables, context, me);
    let mut best = 0;
    for (i, a) in averages.iter().enumerate() {
        // Strictly better only: on a tie the lower call (pass first) stays.
        if *a > averages[best] + 1e-9 {
            best = i;
        }
    }
    Ok(Analysis {
        candidates: cands
            .iter()
            .zip(&averages)
            .map(|((call, contract), a)| Candidate { call: *call, contract: *contract, average: *a })
            .collect(),
        best,
        tried,
        consistent: if described_only > 0 { 0 } else { deals.len() },
        described_only,
        deal_seconds,
        solve_seconds,
    })
}

/// The score of each candidate on each deal for `me`'s side, averaged as the scoring asks.
fn averages(cands: &[(Call, Option<(Contract, Seat)>)], tables: &[DdTable], context: &Context, me: Seat) -> Vec<f64> {
    let sign = if me.side() == bidbase_runtime::Side::NorthSouth { 1 } else { -1 };
    let score = |c: &Option<(Contract, Seat)>, t: &DdTable| -> i32 {
        match c {
            None => 0,
            Some((contract, declarer)) => {
                let tricks = t.tricks(*declarer, contract.strain);
                sign * duplicate_score_ns(*contract, *declarer, context.vulnerability, tricks).unwrap_or(0)
            }
        }
    };
    let n = tables.len().max(1) as f64;
    match context.scoring {
        Scoring::Matchpoints => {
            let mut sums = vec![0.0; cands.len()];
            let others = (cands.len().max(2) - 1) as f64;
            for t in tables {
                let s: Vec<i32> = cands.iter().map(|(_, c)| score(c, t)).collect();
                for (i, a) in s.iter().enumerate() {
                    let points: f64 = s
                        .iter()
                        .enumerate()
                        .filter(|(j, _)| *j != i)
                        .map(|(_, b)| {
                            if a > b {
                                1.0
                            } else if a == b {
                                0.5
                            } else {
                                0.0
                            }
                        })
                        .sum();
                    sums[i] += points / others;
                }
            }
            sums.into_iter().map(|s| s / n).collect()
        }
        Scoring::Imps => {
            cands.iter().map(|(_, c)| tables.iter().map(|t| score(c, t) as f64).sum::<f64>() / n).collect()
        }
    }
}

/// The call that bids toward `best` now: the contract itself when it is higher than the
/// current one; at the current contract, a double or redouble when `best` is that contract
/// doubled or redoubled and the call is legal; otherwise (the contract is reached, or `best` is
/// lower) a pass.
pub fn toward(auction: &Auction, best: Contract) -> Call {
    if let Some(bid) = Call::try_bid(best.level, best.strain) {
        if auction.check(bid).is_ok() {
            return bid;
        }
    }
    if let Some((current, _)) = auction.current_contract() {
        if current.level == best.level && current.strain == best.strain {
            let want = match best.doubled {
                Doubled::Undoubled => Call::PASS,
                Doubled::Doubled => Call::DOUBLE,
                Doubled::Redoubled => Call::REDOUBLE,
            };
            if want != Call::PASS && auction.check(want).is_ok() {
                return want;
            }
        }
    }
    Call::PASS
}

/// What the bidder does with the analysis: the D entry for the best contract if the system
/// has one (the second lookup, [`Bidder::choose_with_best`]), else the best call itself.
/// Returns the call and the D entry's choice when one answered.
pub fn decide<B: Bidder + ?Sized>(
    bidder: &B,
    hand: Hand,
    auction: &Auction,
    context: &Context,
    analysis: &Analysis,
) -> (Call, Option<Choice>) {
    if let Some(best) = analysis.best_contract() {
        if let Some(c) = bidder.choose_with_best(hand, auction, context, best) {
            if auction.check(c.call).is_ok() {
                return (c.call, Some(c));
            }
        }
    }
    (analysis.best_call(), None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(text: &str) -> Auction {
        Auction::parse(Seat::North, text).unwrap()
    }

    fn c(text: &str) -> Contract {
        Contract::parse(text).unwrap()
    }

    #[test]
    fn bidding_toward_a_contract() {
        assert_eq!(toward(&a("1S P 2S P"), c("4S")), Call::parse("4S").unwrap());
        assert_eq!(toward(&a("1S P 2S P"), c("2S")), Call::PASS);
        assert_eq!(toward(&a("1S P 2S P"), c("1NT")), Call::PASS);
        // Their contract doubled: double it; it is already doubled: pass.
        assert_eq!(toward(&a("1S 2H"), c("2HX")), Call::DOUBLE);
        assert_eq!(toward(&a("1S 2H D"), c("2HX")), Call::PASS);
        assert_eq!(toward(&a(""), c("3NT")), Call::parse("3NT").unwrap());
    }

    #[test]
    fn candidates_and_declarers() {
        // South to call after 1S (North) P 2C (South) P 3S (North) P: spades are North's, clubs
        // South's, notrump new (South, the bidder).
        let auction = a("1S P 2C P 3S P");
        let cands = candidates(&auction, Seat::South);
        assert_eq!(cands[0].0, Call::PASS);
        assert_eq!(cands[0].1, Some((c("3S"), Seat::North)));
        let find = |t: &str| cands.iter().find(|x| x.0 == Call::parse(t).unwrap()).unwrap().1;
        assert_eq!(find("4S"), Some((c("4S"), Seat::North)));
        assert_eq!(find("5C"), Some((c("5C"), Seat::South)));
        assert_eq!(find("3NT"), Some((c("3NT"), Seat::South)));
        // No double of partner's contract; 3S and lower are not candidates.
        assert!(cands.iter().all(|x| x.0 != Call::DOUBLE && x.0 != Call::parse("3H").unwrap()));
        // 4C..7NT: 3NT plus 4 levels of five strains.
        assert_eq!(cands.len(), 1 + 1 + 20);
    }
}
