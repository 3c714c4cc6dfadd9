//! Bidding whole deals with a system, and seeded streams of bidding positions for tests and
//! benchmarks.

use bidbase_runtime::auction::MAX_CALLS;
use bidbase_runtime::rules::{AgainstKey, AgainstTracker, Bidder, Context, Forcing, Use};
use bidbase_runtime::{
    board_dealer, board_vulnerability, AnnotatedCall, Auction, Call, Contract, Deal, Dealer, Deck, Hand, Scoring, Seat,
    Side, Vulnerability,
};

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
            against: None,
        };
        // The opponents' meaning, from the seed's top bits (no new draw, so the positions of
        // systems without `against=` stay as they were): unknown, natural, or one of the
        // system's conventions.
        let context = if self.bidder.reads_against() {
            let names = self.bidder.convention_names();
            let pick = context.seed >> 62;
            let against = match pick {
                0 => None,
                1 => Some(AgainstKey::NATURAL),
                _ if names.is_empty() => Some(AgainstKey::NATURAL),
                _ => Some(AgainstKey::of_path(names[(context.seed >> 32) as usize % names.len()])),
            };
            Context { against, ..context }
        } else {
            context
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
        let own =
            if rng.below(4) != 0 { self.bidder.choose(hand, auction, context).map(|d| d.annotated()) } else { None };
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

/// A hash map with a fast, non-cryptographic hasher (FxHash's multiply-rotate), for counting
/// many small keys during simulation.
pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;

/// FxHash: a word at a time, rotate, xor, multiply. Not for untrusted keys.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

impl std::hash::Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.hash = (self.hash.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// How boards are made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SimOptions {
    /// Seed of the run: board `i` depends only on the seed and `i`.
    pub seed: u64,
    /// Dealer and vulnerability from the board number (board `i + 1`) instead of at random.
    pub boards: bool,
    /// The pack.
    pub deck: Deck,
}

/// Counts by a key and an auction. Two levels, so that counting an auction seen before looks
/// it up by slice and allocates nothing.
pub type ByCalls<K> = FastMap<K, FastMap<Box<[Call]>, u64>>;

/// Counts by entry (`None`: no entry) and auction.
pub type ByEntry = ByCalls<Option<u32>>;

/// Adds `n` to the count of `(key, calls)`; allocates only for an auction not counted before.
fn count_by<K: std::hash::Hash + Eq>(m: &mut ByCalls<K>, key: K, calls: &[Call], n: u64) {
    let by_calls = m.entry(key).or_default();
    match by_calls.get_mut(calls) {
        Some(c) => *c += n,
        None => {
            by_calls.insert(calls.into(), n);
        }
    }
}

/// Adds the counts of `other` to `m`.
fn merge_by<K: std::hash::Hash + Eq>(m: &mut ByCalls<K>, other: ByCalls<K>) {
    for (key, by_calls) in other {
        let mine = m.entry(key).or_default();
        for (calls, n) in by_calls {
            *mine.entry(calls).or_default() += n;
        }
    }
}

/// Counts from bidding boards. Merging the counts of two ranges gives the counts of both, in
/// any order, so a run gives the same statistics on any number of threads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Boards bid.
    pub boards: u64,
    /// Boards passed out.
    pub passed_out: u64,
    /// Final contracts by level (1-7) and strain (C D H S NT).
    pub contracts: [[u64; 5]; 7],
    /// Final contracts undoubled, doubled, redoubled.
    pub doubled: [u64; 3],
    /// Calls made (the sum of the auctions' lengths).
    pub calls: u64,
    /// Decisions for which no entry matched (the player passed).
    pub no_entry: u64,
    /// Decisions whose entry chose a call that was illegal in the auction (the player passed).
    pub illegal: u64,
    /// No-entry decisions a fallback (the DDA path) answered with a legal call.
    pub fallback: u64,
    /// No-entry decisions by section: "@" annotation of its first call, and its calls.
    pub no_entry_by_section: ByCalls<Option<bidbase_runtime::SlamTag>>,
    /// How often each entry chose the call, by entry id.
    pub entry_hits: Vec<u64>,
    /// Decisions after partner's forcing call (its description's forcing status, from
    /// `asks=1` / `asks=G`) with the right-hand opponent passing.
    pub forced: u64,
    /// Of those, the decisions that passed (a Pass entry, or no entry).
    pub forced_passed: u64,
    /// Of those, the decisions no entry answered.
    pub forced_no_entry: u64,
    /// Boards where one side holds 26+ HCP and an eight-card major fit or two balanced hands.
    pub game_boards: u64,
    /// Of those, the boards where that side stops below game (the opponents playing at the
    /// four level or higher do not count as a stop).
    pub missed_games: u64,
    /// Of the missed games, the boards where the side defends the opponents' contract doubled
    /// (a penalty double below the four level).
    pub missed_defending_doubled: u64,
    /// Passes after partner's forcing call, by the entry that passed (`None`: no entry) and
    /// the auction before the pass.
    pub forced_passes_by: ByEntry,
    /// Missed games by the side's last call (a pass): its entry and the auction before it.
    pub missed_by: ByEntry,
    /// Boards where one side holds 33+ HCP and an eight-card fit or two balanced hands.
    pub slam_boards: u64,
    /// Of those, the boards where that side stops below the six level (the opponents playing
    /// at the six level or higher do not count as a stop).
    pub missed_slams: u64,
    /// Missed slams by the side's last call: its entry and the auction before it.
    pub missed_slams_by: ByEntry,
    /// Passes with extras: a pass while the contract is below game, neither after partner's
    /// forcing call nor in the side's game force, by a player whose own total points and the
    /// least his partner has shown with his bids reach 25 with an eight-card fit known to him
    /// (his length and the least partner has shown in one suit).
    pub passes_with_extras: u64,
    /// Passes with extras by the entry that passed (`None`: no entry) and the auction before.
    pub passes_with_extras_by: ByEntry,
    /// Games bid (a final contract at game, below the six level).
    pub games_bid: u64,
    /// Of those, the games declared by a side holding fewer than 23 HCP together.
    pub thin_games: u64,
    /// Thin games by the entry of the contract's bid and the auction before it.
    pub thin_games_by: ByEntry,
}

impl Stats {
    /// Empty counts for a system with `entries` entries.
    pub fn new(entries: usize) -> Stats {
        Stats { entry_hits: vec![0; entries], ..Stats::default() }
    }

    /// Adds another range's counts.
    pub fn merge(&mut self, other: Stats) {
        self.boards += other.boards;
        self.passed_out += other.passed_out;
        for l in 0..7 {
            for s in 0..5 {
                self.contracts[l][s] += other.contracts[l][s];
            }
        }
        for d in 0..3 {
            self.doubled[d] += other.doubled[d];
        }
        self.calls += other.calls;
        self.no_entry += other.no_entry;
        self.illegal += other.illegal;
        self.fallback += other.fallback;
        self.forced += other.forced;
        self.forced_passed += other.forced_passed;
        self.forced_no_entry += other.forced_no_entry;
        self.game_boards += other.game_boards;
        self.missed_games += other.missed_games;
        self.missed_defending_doubled += other.missed_defending_doubled;
        self.slam_boards += other.slam_boards;
        self.missed_slams += other.missed_slams;
        self.passes_with_extras += other.passes_with_extras;
        self.games_bid += other.games_bid;
        self.thin_games += other.thin_games;
        merge_by(&mut self.thin_games_by, other.thin_games_by);
        merge_by(&mut self.forced_passes_by, other.forced_passes_by);
        merge_by(&mut self.missed_by, other.missed_by);
        merge_by(&mut self.missed_slams_by, other.missed_slams_by);
        merge_by(&mut self.passes_with_extras_by, other.passes_with_extras_by);
        merge_by(&mut self.no_entry_by_section, other.no_entry_by_section);
        if self.entry_hits.len() < other.entry_hits.len() {
            self.entry_hits.resize(other.entry_hits.len(), 0);
        }
        for (a, b) in self.entry_hits.iter_mut().zip(other.entry_hits) {
            *a += b;
        }
    }

    /// No-entry counts by section in BidBase notation, most frequent first (ties by text).
    pub fn no_entry_sections(&self) -> Vec<(String, u64)> {
        let mut v: Vec<(String, u64)> = self
            .no_entry_by_section
            .iter()
            .flat_map(|(tag, m)| {
                m.iter().map(move |(calls, n)| {
                    let text = bidbase_runtime::call::prior_bids_text(*tag, calls);
                    (text, *n)
                })
            })
            .collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v
    }

    /// Passes after partner's forcing call: (entry, auction before the pass in BidBase
    /// notation, count), most frequent first.
    pub fn forced_passes(&self) -> Vec<(Option<u32>, String, u64)> {
        ranked(&self.forced_passes_by)
    }

    /// Missed games by the side's last call: (entry, auction before it, count), most frequent
    /// first.
    pub fn missed_games_by(&self) -> Vec<(Option<u32>, String, u64)> {
        ranked(&self.missed_by)
    }

    /// Missed slams by the side's last call: (entry, auction before it, count), most frequent
    /// first.
    pub fn missed_slams_by(&self) -> Vec<(Option<u32>, String, u64)> {
        ranked(&self.missed_slams_by)
    }

    /// Games bid on fewer than 23 HCP together, by the contract's bid: (entry, auction before
    /// it, count), most frequent first.
    pub fn thin_games_by(&self) -> Vec<(Option<u32>, String, u64)> {
        ranked(&self.thin_games_by)
    }

    /// Passes with extras: (entry, auction before the pass, count), most frequent first.
    pub fn passes_with_extras_by(&self) -> Vec<(Option<u32>, String, u64)> {
        ranked(&self.passes_with_extras_by)
    }
}

fn ranked(m: &ByEntry) -> Vec<(Option<u32>, String, u64)> {
    let mut v: Vec<(Option<u32>, String, u64)> = m
        .iter()
        .flat_map(|(e, by_calls)| {
            by_calls.iter().map(move |(calls, n)| (*e, bidbase_runtime::call::prior_bids_text(None, calls), *n))
        })
        .collect();
    v.sort_by(|a, b| b.2.cmp(&a.2).then_with(|| a.1.cmp(&b.1)).then(a.0.cmp(&b.0)));
    v
}

/// What a player does when no entry matches: the call, or `None` to pass (the DDA path of
/// bidbase-dd is one).
pub type Fallback<'f> = &'f (dyn Fn(Hand, &Auction, &Context) -> Option<AnnotatedCall> + Sync);

/// Bids one board at all four seats until the auction ends, counting into `stats`. When no
/// entry matches, or an entry's call is illegal, the player passes (and it is counted).
pub fn bid_board<B: Bidder + ?Sized>(
    bidder: &B,
    deal: &Deal,
    dealer: Seat,
    context: &Context,
    stats: &mut Stats,
) -> Auction {
    bid_board_with(bidder, deal, dealer, context, stats, None)
}

/// [`bid_board`], with a fallback for decisions no entry answers (counted as no-entry
/// decisions, and in [`Stats::fallback`] when the fallback makes a legal call).
pub fn bid_board_with<B: Bidder + ?Sized>(
    bidder: &B,
    deal: &Deal,
    dealer: Seat,
    context: &Context,
    stats: &mut Stats,
    fallback: Option<Fallback<'_>>,
) -> Auction {
    let mut auction = Auction::new(dealer);
    // Each seat's last decision: its entry and the number of calls before it.
    let mut last: [(Option<u32>, usize); 4] = [(None, 0); 4];
    // The last bid's entry and the number of calls before it.
    let mut last_bid: (Option<u32>, usize) = (None, 0);
    // What the opponents' calls meant, for systems with `against=` entries.
    let tracks = bidder.reads_against();
    let mut meanings = AgainstTracker::default();
    let base = context;
    let mut levels = [u8::MAX; MAX_CALLS];
    while !auction.is_over() {
        let seat = auction.next_seat();
        let hand = deal.hand(seat);
        let here = Context { against: meanings.for_call(auction.len()), ..*base };
        let context = if tracks { &here } else { base };
        let forced = forced_to_bid(bidder, &auction, &mut levels);
        let choice = bidder.choose(hand, &auction, context);
        let index = auction.len();
        let entry = choice.as_ref().map(|d| d.entry);
        last[seat.index()] = (entry, auction.calls().len());
        if choice.as_ref().is_some_and(|d| d.call.is_bid()) {
            last_bid = (entry, auction.calls().len());
        }
        let passes = choice.as_ref().is_none_or(|d| d.call == Call::PASS);
        if passes
            && !forced
            && deal.deck() == bidbase_runtime::Deck::Standard
            && has_extras(bidder, hand, &auction, context)
        {
            stats.passes_with_extras += 1;
            count_by(&mut stats.passes_with_extras_by, entry, auction.calls(), 1);
        }
        if forced {
            stats.forced += 1;
            let passed = match &choice {
                None => {
                    stats.forced_no_entry += 1;
                    true
                }
                Some(d) => d.call == Call::PASS,
            };
            if passed {
                stats.forced_passed += 1;
                count_by(&mut stats.forced_passes_by, entry, auction.calls(), 1);
            }
        }
        match choice {
            // BIDittle has no redouble: a rules file cannot write one (validation), and a
            // redouble that came anyway would be an illegal call.
            Some(d) if d.call == Call::REDOUBLE && deal.deck() == bidbase_runtime::Deck::Bidittle => {
                stats.illegal += 1;
                let _ = auction.push(Call::PASS);
            }
            Some(d) => {
                if auction.push_annotated(d.annotated()).is_ok() {
                    if let Some(h) = stats.entry_hits.get_mut(d.entry as usize) {
                        *h += 1;
                    }
                } else if auction.push(d.call).is_ok() {
                    // More "@" annotations than an auction keeps: the call stands without one.
                    if let Some(h) = stats.entry_hits.get_mut(d.entry as usize) {
                        *h += 1;
                    }
                } else {
                    stats.illegal += 1;
                    let _ = auction.push(Call::PASS);
                }
            }
            None => {
                stats.no_entry += 1;
                count_by(&mut stats.no_entry_by_section, auction.prior_slam_tag(), auction.prior_bids(), 1);
                let other = fallback.and_then(|f| f(hand, &auction, context));
                match other {
                    Some(c) if auction.push_annotated(c).is_ok() => stats.fallback += 1,
                    _ => {
                        let _ = auction.push(Call::PASS);
                    }
                }
            }
        }
        if tracks {
            // The call that went on the auction: the entry's meaning when it is the entry's.
            if let Some(&made) = auction.calls().get(index) {
                let meaning = choice.filter(|c| c.call == made).and_then(|c| bidder.against_key(c.entry));
                meanings.record(index, made, meaning);
            }
        }
        stats.calls += 1;
    }
    stats.boards += 1;
    if let Some((missed, pair)) = missed_slam_by(deal, &auction) {
        stats.slam_boards += 1;
        if missed {
            stats.missed_slams += 1;
            let (entry, at) = pair.iter().map(|s| last[s.index()]).max_by_key(|l| l.1).unwrap_or((None, 0));
            count_by(&mut stats.missed_slams_by, entry, &auction.calls()[..at.min(auction.calls().len())], 1);
        }
    }
    if let Some((missed, pair)) = missed_game_by(deal, &auction) {
        stats.game_boards += 1;
        if missed {
            stats.missed_games += 1;
            if let Some((c, declarer)) = auction.contract() {
                if declarer.index() % 2 != pair[0].index() % 2 && c.doubled != bidbase_runtime::Doubled::Undoubled {
                    stats.missed_defending_doubled += 1;
                }
            }
            let (entry, at) = pair.iter().map(|s| last[s.index()]).max_by_key(|l| l.1).unwrap_or((None, 0));
            let before = &auction.calls()[..at.min(auction.calls().len())];
            count_by(&mut stats.missed_by, entry, before, 1);
        }
    }
    if let Some(thin) = thin_game(deal, &auction).filter(|_| deal.deck() == bidbase_runtime::Deck::Standard) {
        stats.games_bid += 1;
        if thin {
            stats.thin_games += 1;
            let before = &auction.calls()[..last_bid.1.min(auction.calls().len())];
            count_by(&mut stats.thin_games_by, last_bid.0, before, 1);
        }
    }
    match auction.contract() {
        Some((c, _)) => {
            stats.contracts[(c.level - 1) as usize][c.strain.index()] += 1;
            stats.doubled[c.doubled as usize] += 1;
        }
        None => stats.passed_out += 1,
    }
    auction
}

/// Whether the player to call must not pass: partner's last call was forcing (one round or
/// game) and the right-hand opponent passed, or his side has made a game-forcing call and no
/// game has been bid since (the forcing levels of the calls, as the entries that make them
/// declare).
///
/// `levels` keeps the board's calls' forcing levels as they are asked for (`u8::MAX` not yet):
/// a call's level depends only on the calls up to it, and each decision asks for every call of
/// its side, so the board asks each call once instead of at every later decision.
fn forced_to_bid<B: Bidder + ?Sized>(bidder: &B, auction: &Auction, levels: &mut [u8; MAX_CALLS]) -> bool {
    let f = Forcing::from_levels(auction.calls(), |j, _| {
        if levels[j] == u8::MAX {
            levels[j] = bidder.forcing_at(auction, j);
        }
        levels[j]
    });
    f.forced || f.game
}

/// Whether a player who passes now has extra values: the contract so far is below game, and
/// his own total points plus the least partner has shown reach 25 with an eight-card fit known
/// to him (his length plus the least partner has shown in one suit).
fn has_extras<B: Bidder + ?Sized>(bidder: &B, hand: Hand, auction: &Auction, context: &Context) -> bool {
    use bidbase_runtime::{Features, Suit};
    if auction
        .current_contract()
        .is_some_and(|(c, _)| Contract { doubled: bidbase_runtime::Doubled::Undoubled, ..c }.is_game())
    {
        return false;
    }
    let partner = auction.next_seat().partner();
    // Partner must have bid: a player who has only passed has shown no values to add.
    if !auction.has_acted(partner) {
        return false;
    }
    let f = Features::new(hand);
    let shown = bidder.shown_by(auction, context, partner);
    if u32::from(f.total_points()) + u32::from(shown.total.lo) < 25 {
        return false;
    }
    Suit::ALL.iter().any(|&s| f.len(s) as u32 + shown.len[s as usize].lo as u32 >= 8)
}

/// Whether the final contract is a game bid below the six level (3NT, 4H, 4S, 5C, 5D, doubled
/// or not) declared by a side holding fewer than 23 HCP together: `None` when it is no such
/// game. A partscore doubled into a game's score is not one: the side bid a partscore, and the
/// double was the defenders' (counting it made every penalty double of 2H, 2S or 2NT a thin game
/// of the opponents', made or not).
pub fn thin_game(deal: &Deal, auction: &Auction) -> Option<bool> {
    let (c, declarer) = auction.contract()?;
    let bid = bidbase_runtime::call::Bid { level: c.level, strain: c.strain };
    if !bid.is_game_or_higher() || c.level >= 6 {
        return None;
    }
    let hcp = |s: Seat| u32::from(bidbase_runtime::Features::new(deal.hand(s)).hcp());
    Some(hcp(declarer) + hcp(declarer.partner()) < 23)
}

/// For a board where one side holds 26+ HCP and an eight-card major fit or two balanced hands:
/// whether that side stopped below game. A contract is a game when making it scores one: its
/// trick score, doubled or redoubled, is 100 or more (so 2H doubled is a game, 1NT doubled is
/// not). `None` for other boards, and when the opponents play at the four level or higher.
pub fn missed_game(deal: &Deal, auction: &Auction) -> Option<bool> {
    missed_game_by(deal, auction).map(|m| m.0)
}

/// [`missed_game`], with the pair that holds the values.
fn missed_game_by(deal: &Deal, auction: &Auction) -> Option<(bool, [Seat; 2])> {
    use bidbase_runtime::{shape, Features, Suit};
    // Games are the standard game's: BIDittle scores each contract by its level alone.
    if deal.deck() != bidbase_runtime::Deck::Standard {
        return None;
    }
    let side_of = |s: Seat| s.index() % 2;
    for pair in [[Seat::North, Seat::South], [Seat::East, Seat::West]] {
        let f = pair.map(|s| Features::new(deal.hand(s)));
        let hcp = f[0].hcp() as u32 + f[1].hcp() as u32;
        let fit = [Suit::Spades, Suit::Hearts].iter().any(|&m| f[0].len(m) + f[1].len(m) >= 8);
        let balanced = f.iter().all(|x| x.shape() & shape::BALANCED != 0);
        if hcp < 26 || !(fit || balanced) {
            continue;
        }
        let missed = match auction.contract() {
            None => Some(true),
            Some((c, declarer)) if side_of(declarer) == side_of(pair[0]) => Some(!c.is_game()),
            Some((c, _)) if c.level >= 4 => None,
            Some(_) => Some(true),
        };
        return missed.map(|m| (m, pair));
    }
    None
}

/// For a board where one side holds 33+ HCP and an eight-card fit or two balanced hands:
/// whether that side stopped below the six level. `None` for other boards, and when the
/// opponents play at the six level or higher.
pub fn missed_slam(deal: &Deal, auction: &Auction) -> Option<bool> {
    missed_slam_by(deal, auction).map(|m| m.0)
}

/// [`missed_slam`], with the pair that holds the values.
fn missed_slam_by(deal: &Deal, auction: &Auction) -> Option<(bool, [Seat; 2])> {
    use bidbase_runtime::{shape, Features, Suit};
    if deal.deck() != bidbase_runtime::Deck::Standard {
        return None;
    }
    for pair in [[Seat::North, Seat::South], [Seat::East, Seat::West]] {
        let f = pair.map(|s| Features::new(deal.hand(s)));
        let hcp = f[0].hcp() as u32 + f[1].hcp() as u32;
        let fit = Suit::ALL.iter().any(|&m| f[0].len(m) + f[1].len(m) >= 8);
        let balanced = f.iter().all(|x| x.shape() & shape::BALANCED != 0);
        if hcp < 33 || !(fit || balanced) {
            continue;
        }
        let missed = match auction.contract() {
            None => Some(true),
            Some((c, declarer)) if declarer.index() % 2 == pair[0].index() % 2 => Some(c.level < 6),
            Some((c, _)) if c.level >= 6 => None,
            Some(_) => Some(true),
        };
        return missed.map(|m| (m, pair));
    }
    None
}

/// Board `index` of a run: the deal, the dealer, and the context it is bid in (North-South
/// are "we", IMPs). It depends only on the options and the index.
pub fn board_setup(options: &SimOptions, index: u64) -> (Deal, Seat, Context) {
    let mut rng = Dealer::for_index(options.deck, options.seed, index);
    let deal = rng.deal();
    let (dealer, vulnerability) = if options.boards {
        let n = (index % 16) as u32 + 1;
        (board_dealer(n), board_vulnerability(n))
    } else {
        (Seat::from_index(rng.below(4) as usize), Vulnerability::ALL[rng.below(4) as usize])
    };
    let context = Context {
        vulnerability,
        we: Side::NorthSouth,
        scoring: Scoring::Imps,
        seed: options.seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        best_contract: None,
        against: None,
    };
    (deal, dealer, context)
}

/// The entry that chose each call of a board bid by [`bid_board_with`] on `deal` with `context`
/// (the board's, from [`board_setup`]): the same decisions replayed, call by call. `None` for a
/// call no entry of `bidder` made (a fallback's call, or the pass that stands for no entry).
pub fn chosen_entries<B: Bidder + ?Sized>(
    bidder: &B,
    deal: &Deal,
    auction: &Auction,
    context: &Context,
) -> Vec<Option<u32>> {
    let tracks = bidder.reads_against();
    let mut meanings = AgainstTracker::default();
    let mut out = Vec::with_capacity(auction.calls().len());
    for (index, &made) in auction.calls().iter().enumerate() {
        let before = auction.truncated(index);
        let hand = deal.hand(before.next_seat());
        let here = Context { against: meanings.for_call(index), ..*context };
        let choice = bidder.choose(hand, &before, if tracks { &here } else { context });
        let entry = choice.filter(|c| c.call == made).map(|c| c.entry);
        if tracks {
            meanings.record(index, made, entry.and_then(|e| bidder.against_key(e)));
        }
        out.push(entry);
    }
    out
}

/// Bids boards `range` of a run, calling `each` with every board (for PBN output).
pub fn simulate_range<B: Bidder + ?Sized>(
    bidder: &B,
    options: &SimOptions,
    range: std::ops::Range<u64>,
    each: impl FnMut(u64, &Deal, &Auction, Vulnerability),
) -> Stats {
    simulate_range_with(bidder, options, range, None, each)
}

/// [`simulate_range`] with a fallback for decisions no entry answers.
pub fn simulate_range_with<B: Bidder + ?Sized>(
    bidder: &B,
    options: &SimOptions,
    range: std::ops::Range<u64>,
    fallback: Option<Fallback<'_>>,
    mut each: impl FnMut(u64, &Deal, &Auction, Vulnerability),
) -> Stats {
    let mut stats = Stats::new(bidder.entry_count());
    for index in range {
        let (deal, dealer, context) = board_setup(options, index);
        let auction = bid_board_with(bidder, &deal, dealer, &context, &mut stats, fallback);
        each(index, &deal, &auction, context.vulnerability);
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal(pbn: &str) -> Deal {
        Deal::parse_pbn(pbn).expect("a deal")
    }

    #[test]
    fn missed_games_need_26_and_a_fit_or_two_balanced_hands() {
        // North-South: 12 + 14 HCP, eight spades.
        let d = deal("N:AKQ32.K32.32.432 T98.QJT9.KQJ.J98 J54.A54.A54.KQ65 76.876.T9876.AT7");
        let n = |text: &str| Auction::parse(Seat::North, text).unwrap();
        assert_eq!(missed_game(&d, &n("1S P 2S P P P")), Some(true));
        assert_eq!(missed_game(&d, &n("1S P 2S P 4S P P P")), Some(false));
        assert_eq!(missed_game(&d, &n("P P P P")), Some(true));
        // A doubled or redoubled contract that scores a game when made is a game.
        assert_eq!(missed_game(&d, &n("1S P 2S D P P P")), Some(false));
        assert_eq!(missed_game(&d, &n("1S D R P P P")), Some(false));
        assert_eq!(missed_game(&d, &n("1N D P P P")), Some(true));
        // Defending the opponents' partscore, doubled or not, is a stop below game.
        assert_eq!(missed_game(&d, &n("1S 2H P P P")), Some(true));
        assert_eq!(missed_game(&d, &n("1S 2H D P P P")), Some(true));
        // The opponents outbid them at the four level: no stop counted.
        assert_eq!(missed_game(&d, &n("1S P 2S 4H P P P")), None);
        // Neither side has 26 (North-South 22, East-West 18): not a game board.
        let weak = deal("N:AKQ32.K32.32.432 J54.A54.A54.KQ65 T98.QJT9.KQJ.J98 76.876.T9876.AT7");
        assert_eq!(missed_game(&weak, &n("1S P 2S P P P")), None);
    }

    #[test]
    fn thin_games_are_games_bid_on_fewer_than_23_hcp() {
        // North-South 12 + 10 = 22 HCP, East-West 10 + 8.
        let d = deal("N:AKQ32.K32.32.432 T98.QJT9.KQJ.J98 J54.654.A54.KQ65 76.A87.T9876.AT7");
        let n = |text: &str| Auction::parse(Seat::North, text).unwrap();
        assert_eq!(thin_game(&d, &n("1S P 4S P P P")), Some(true));
        assert_eq!(thin_game(&d, &n("1S P 4S D P P P")), Some(true));
        assert_eq!(thin_game(&d, &n("1S P 2S P P P")), None);
        // A partscore doubled into a game's score was bid as a partscore: not a thin game.
        assert_eq!(thin_game(&d, &n("1S P 2S D P P P")), None);
        assert_eq!(thin_game(&d, &n("1S 2H P P D P P P")), None);
        // Slams are judged apart.
        assert_eq!(thin_game(&d, &n("1S P 6S P P P")), None);
        // 23 HCP or more together: a game, not thin.
        let rich = deal("N:AKQ32.K32.32.432 T98.QJT9.KQJ.J98 J54.A54.A54.KQ65 76.876.T9876.AT7");
        assert_eq!(thin_game(&rich, &n("1S P 4S P P P")), Some(false));
    }
}
