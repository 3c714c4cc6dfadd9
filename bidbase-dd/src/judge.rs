//! Judging bidding by the tricks it reaches: a board's result against par, the entries that
//! gain or lose against it, and two systems compared on the same deals in a team match.

use bidbase_runtime::rules::{AgainstTracker, Bidder, Context};
use bidbase_runtime::{Auction, Call, Deal, Seat, Side, Vulnerability};
use bidbase_scoring::{duplicate_score_ns, imps};

use crate::DdTable;

/// The North-South score of the auction's final contract played double dummy (0 when passed
/// out).
pub fn result_ns(auction: &Auction, table: &DdTable, vul: Vulnerability) -> i32 {
    match auction.contract() {
        None => 0,
        Some((c, declarer)) => duplicate_score_ns(c, declarer, vul, table.tricks(declarer, c.strain)).unwrap_or(0),
    }
}

/// The entry that made each call of a finished auction, found by asking the system again at
/// each call with the same context (`None`: no entry, or the entry's call is not the call
/// made).
pub fn entries_fired<B: Bidder + ?Sized>(
    bidder: &B,
    deal: &Deal,
    auction: &Auction,
    context: &Context,
) -> Vec<Option<u32>> {
    (0..auction.calls().len())
        .map(|i| {
            let hand = deal.hand(auction.seat_of(i));
            bidder
                .choose(hand, &auction.truncated(i), context)
                .filter(|c| c.call == auction.calls()[i])
                .map(|c| c.entry)
        })
        .collect()
}

/// Results against par over many boards, and for each entry the boards where it made a call
/// and its side's IMPs against par there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParStats {
    /// Boards judged.
    pub boards: u64,
    /// Boards whose result is the par score.
    pub at_par: u64,
    /// North-South's IMPs against par, summed.
    pub ns_imps: i64,
    /// The IMPs between the result and par whoever gains them, summed.
    pub abs_imps: i64,
    /// The declaring side's IMPs against par, summed (boards passed out count 0).
    pub declarer_imps: i64,
    /// By entry id: (boards where the entry made a call, its side's IMPs against par summed).
    /// An entry that makes calls for both sides of one board counts once for each.
    pub by_entry: Vec<(u64, i64)>,
}

impl ParStats {
    /// Empty counts for a system of `entries` entries.
    pub fn new(entries: usize) -> ParStats {
        ParStats { by_entry: vec![(0, 0); entries], ..ParStats::default() }
    }

    /// Adds a board: its auction, the entry of each call, its result and its par (both from
    /// North-South's view). Returns North-South's IMPs against par.
    pub fn add(&mut self, auction: &Auction, entries: &[Option<u32>], result_ns: i32, par_ns: i32) -> i32 {
        let ns = imps(result_ns - par_ns);
        self.boards += 1;
        if result_ns == par_ns {
            self.at_par += 1;
        }
        self.ns_imps += ns as i64;
        self.abs_imps += ns.abs() as i64;
        if let Some((_, declarer)) = auction.contract() {
            self.declarer_imps += if declarer.side() == Side::NorthSouth { ns } else { -ns } as i64;
        }
        // Each (entry, side) once per board.
        let mut seen: Vec<(u32, Side)> = Vec::new();
        for (i, e) in entries.iter().enumerate() {
            let Some(e) = e else { continue };
            let side = auction.seat_of(i).side();
            if seen.contains(&(*e, side)) {
                continue;
            }
            seen.push((*e, side));
            if let Some(slot) = self.by_entry.get_mut(*e as usize) {
                slot.0 += 1;
                slot.1 += if side == Side::NorthSouth { ns } else { -ns } as i64;
            }
        }
        ns
    }

    /// Adds another range's counts.
    pub fn merge(&mut self, other: &ParStats) {
        self.boards += other.boards;
        self.at_par += other.at_par;
        self.ns_imps += other.ns_imps;
        self.abs_imps += other.abs_imps;
        self.declarer_imps += other.declarer_imps;
        if self.by_entry.len() < other.by_entry.len() {
            self.by_entry.resize(other.by_entry.len(), (0, 0));
        }
        for (a, b) in self.by_entry.iter_mut().zip(&other.by_entry) {
            a.0 += b.0;
            a.1 += b.1;
        }
    }
}

/// Bids a board with one system for North-South and another for East-West, each seeing its
/// own side as "we" (for W and T codes). Returns the auction and the entry of each call. A
/// decision with no entry, or an entry whose call is illegal, passes.
pub fn bid_two<A: Bidder + ?Sized, B: Bidder + ?Sized>(
    ns: &A,
    ew: &B,
    deal: &Deal,
    dealer: Seat,
    context: &Context,
) -> (Auction, Vec<Option<u32>>) {
    let ctx_ns = Context { we: Side::NorthSouth, ..*context };
    let ctx_ew = Context { we: Side::EastWest, ..*context };
    let mut auction = Auction::new(dealer);
    let mut entries = Vec::new();
    // What each side's calls meant, by the system that made them, for `against=` entries.
    let mut meanings = AgainstTracker::default();
    let tracks = ns.reads_against() || ew.reads_against();
    while !auction.is_over() {
        let seat = auction.next_seat();
        let hand = deal.hand(seat);
        let index = auction.len();
        let against = meanings.for_call(index);
        let choice = match seat.side() {
            Side::NorthSouth => ns.choose(hand, &auction, &Context { against, ..ctx_ns }),
            Side::EastWest => ew.choose(hand, &auction, &Context { against, ..ctx_ew }),
        };
        let meaning = choice.filter(|_| tracks).and_then(|c| match seat.side() {
            Side::NorthSouth => ns.against_key(c.entry),
            Side::EastWest => ew.against_key(c.entry),
        });
        let made = match choice {
            Some(c) => {
                if auction.push_annotated(c.annotated()).is_ok() || auction.push(c.call).is_ok() {
                    Some(c.entry)
                } else {
                    None
                }
            }
            None => None,
        };
        if made.is_none() && auction.push(Call::PASS).is_err() {
            // A pass is always legal while the auction runs; stop rather than loop.
            break;
        }
        if let Some(&call) = auction.calls().get(index) {
            meanings.record(index, call, made.and(meaning));
        }
        entries.push(made);
    }
    (auction, entries)
}

/// One board of a team match between systems A and B: in room 1 A sits North-South, in
/// room 2 East-West.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamBoard {
    /// The deal.
    pub deal: Deal,
    /// Its vulnerability.
    pub vulnerability: Vulnerability,
    /// Room 1's auction (A North-South) and the entry of each call.
    pub room1: (Auction, Vec<Option<u32>>),
    /// Room 2's auction (B North-South) and the entry of each call.
    pub room2: (Auction, Vec<Option<u32>>),
}

/// Where the two rooms' auctions first part: the call's index, the seat, and the entries of
/// A and of B that chose differently there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// Index of the first call that differs.
    pub index: usize,
    /// The seat that made it.
    pub seat: Seat,
    /// A's entry there (`None`: no entry).
    pub a_entry: Option<u32>,
    /// B's entry there.
    pub b_entry: Option<u32>,
}

impl TeamBoard {
    /// Bids a board in both rooms.
    pub fn bid<A: Bidder + ?Sized, B: Bidder + ?Sized>(
        a: &A,
        b: &B,
        deal: Deal,
        dealer: Seat,
        context: &Context,
    ) -> TeamBoard {
        let room1 = bid_two(a, b, &deal, dealer, context);
        let room2 = bid_two(b, a, &deal, dealer, context);
        TeamBoard { deal, vulnerability: context.vulnerability, room1, room2 }
    }

    /// Whether the two rooms play different contracts (or declarers), so that the board needs
    /// double-dummy tricks to be scored.
    pub fn needs_solving(&self) -> bool {
        self.room1.0.contract() != self.room2.0.contract()
    }

    /// A's IMPs: room 1's North-South score against room 2's, with double-dummy tricks
    /// (`table` may be `None` when the rooms play the same contract).
    pub fn imps(&self, table: Option<&DdTable>) -> i32 {
        match table {
            Some(t) if self.needs_solving() => {
                imps(result_ns(&self.room1.0, t, self.vulnerability) - result_ns(&self.room2.0, t, self.vulnerability))
            }
            _ => 0,
        }
    }

    /// Where the auctions first differ (`None`: the same auction in both rooms).
    pub fn divergence(&self) -> Option<Divergence> {
        let (c1, c2) = (self.room1.0.calls(), self.room2.0.calls());
        let index = (0..c1.len().min(c2.len())).find(|&i| c1[i] != c2[i])?;
        let seat = self.room1.0.seat_of(index);
        let (e1, e2) = (self.room1.1.get(index).copied().flatten(), self.room2.1.get(index).copied().flatten());
        // Room 1 seats A at North-South, room 2 at East-West.
        let (a_entry, b_entry) = match seat.side() {
            Side::NorthSouth => (e1, e2),
            Side::EastWest => (e2, e1),
        };
        Some(Divergence { index, seat, a_entry, b_entry })
    }
}

/// The mean of IMPs per board and the half-width of its 95% confidence interval (1.96
/// standard errors), from the sum, the sum of squares and the number of boards.
pub fn mean_and_interval(sum: i64, sum_sq: i64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let nf = n as f64;
    let mean = sum as f64 / nf;
    if n < 2 {
        return (mean, 0.0);
    }
    let var = (sum_sq as f64 - nf * mean * mean) / (nf - 1.0);
    (mean, 1.96 * (var.max(0.0) / nf).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interval_of_known_samples() {
        // IMPs 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32/7.
        let v = [2i64, 4, 4, 4, 5, 5, 7, 9];
        let (m, h) = mean_and_interval(v.iter().sum(), v.iter().map(|x| x * x).sum(), 8);
        assert!((m - 5.0).abs() < 1e-12);
        assert!((h - 1.96 * (32.0f64 / 7.0 / 8.0).sqrt()).abs() < 1e-12);
        assert_eq!(mean_and_interval(0, 0, 0), (0.0, 0.0));
    }

    #[test]
    fn par_stats_signs() {
        let a = Auction::parse(Seat::North, "1S P 4S P P P").unwrap();
        let mut s = ParStats::new(3);
        // North-South scored 420 where par was 620: they lose 5 IMPs.
        s.add(&a, &[Some(0), Some(1), Some(2), Some(1), Some(1), Some(1)], 420, 620);
        assert_eq!(s.ns_imps, -5);
        assert_eq!(s.abs_imps, 5);
        assert_eq!(s.declarer_imps, -5);
        // Entry 1 made calls for both sides: once for each, -5 and +5.
        assert_eq!(s.by_entry, vec![(1, -5), (2, 0), (1, -5)]);
        let mut t = ParStats::new(3);
        t.merge(&s);
        t.merge(&s);
        assert_eq!((t.boards, t.ns_imps, t.by_entry[1]), (2, -10, (4, 0)));
    }
}
