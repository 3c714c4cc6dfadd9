//! An exact double-dummy solver for BIDittle's 28-card deals (A K Q J T 9 8 in each suit, seven
//! cards a hand, seven tricks), written here: `pons-dds` takes 52-card deals only.
//!
//! Each of the 20 results is found by asking "can North-South take at least k of the
//! tricks?" for k stepping from a guess (the last result of the strain) until the answer
//! changes; each question is a null-window alpha-beta search card by card (a boolean search:
//! North-South look for one line that reaches k, East-West for one that stops it), with
//!
//! * a transposition table of bounds on North-South's tricks, probed at trick boundaries and
//!   keyed on the strain, the player on lead and the cards still out in *relative* form: in
//!   each suit, who holds the highest card still out, the next, and so on. Two positions with
//!   the same relative form have the same value (cards are only ever compared within a suit), so
//!   the table is shared by the four declarers of a strain and by every deal a thread solves;
//! * merging of equivalent cards: cards of one hand adjacent in rank among the cards of their
//!   suit still out (in the hands or on the table) win exactly the same tricks, so only one of
//!   them is tried;
//! * sure tricks at trick boundaries: the winners the leader can cash at once, and in a suit
//!   contract each side's trumps above all the other side's held in one hand, end a search
//!   when they reach or rule out k;
//! * move ordering (the lead that last decided a position, cash winners, lead to partner's
//!   winners or ruffs, win cheaply, play low otherwise), which changes only the speed.
//!
//! The table holds bounds, never guesses, so every answer is exact whatever the table held
//! before, and the results do not depend on which thread solves a deal.

use std::cell::RefCell;

use bidbase_runtime::Deal;

use crate::table::DdTable;

/// Bits of one suit in the solver's card set: bit 0 the eight .. bit 6 the ace.
const SUIT_BITS: u32 = 0x7F;
/// Notrump as a "trump suit" no card belongs to.
const NO_TRUMP: u32 = 4;
/// No card: a bit index no card has.
const NONE: u32 = 32;
/// log2 of the transposition table's size (16 bytes an entry: 256 KiB, within a core's L2 cache).
const TT_BITS: u32 = 14;

/// The solver's form of a hand (a runtime hand's card bits): suit `s` in bits `8s .. 8s+6`,
/// the eight lowest.
pub(crate) fn compress(card_bits: u64) -> u32 {
    (0..4).fold(0u32, |acc, s| acc | ((((card_bits >> (16 * s + 6)) & 0x7F) as u32) << (8 * s)))
}

#[inline]
const fn suit_mask(suit: u32) -> u32 {
    SUIT_BITS << (8 * suit)
}

#[inline]
const fn suit_of(card: u32) -> u32 {
    card >> 3
}

/// `PEXT[mask][bits]`: the bits of `bits` at the places of `mask`'s bits, packed down to the
/// lowest (what the BMI2 instruction of that name does), for seven-bit suits.
static PEXT: [[u8; 128]; 128] = pext_table();

const fn pext_table() -> [[u8; 128]; 128] {
    let mut table = [[0u8; 128]; 128];
    let mut mask = 0;
    while mask < 128 {
        let mut bits = 0;
        while bits < 128 {
            let (mut packed, mut k, mut b) = (0u8, 0, 0);
            while b < 7 {
                if mask & (1 << b) != 0 {
                    if bits & (1 << b) != 0 {
                        packed |= 1 << k;
                    }
                    k += 1;
                }
                b += 1;
            }
            table[mask][bits] = packed;
            bits += 1;
        }
        mask += 1;
    }
    table
}

/// One slot of the transposition table: bounds on North-South's tricks from a position on.
#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    /// 0 for an empty slot, else the strain index + 1.
    tag: u8,
    lo: u8,
    hi: u8,
    /// The lead that last decided the position, relative (see [`Solver::relative`]); 0 none.
    best: u8,
}

/// The trick being played.
#[derive(Copy, Clone)]
struct Trick {
    leader: usize,
    /// The suit led (meaningless before the lead).
    suit: u32,
    /// Who is winning it so far, with which card (a bit index).
    win_seat: usize,
    win_card: u32,
    /// The cards played to it so far.
    played: u32,
}

/// A solver with its transposition table; reused for many deals.
pub(crate) struct Solver {
    tt: Vec<Entry>,
    hands: [u32; 4],
    trump: u32,
    tag: u8,
    /// The lead that decided the last search of a trick's first card, or [`NONE`].
    cut: u32,
}

thread_local! {
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
}

/// The 20 results of a BIDittle deal, on the calling thread's solver.
pub(crate) fn solve(deal: &Deal) -> DdTable {
    // The thread's solver is always free (the solver never calls back out) and only missing
    // while the thread exits; a fresh solver is as exact.
    SOLVER
        .try_with(|s| s.try_borrow_mut().ok().map(|mut solver| solver.table(deal)))
        .ok()
        .flatten()
        .unwrap_or_else(|| Solver::new().table(deal))
}

impl Solver {
    pub(crate) fn new() -> Solver {
        Solver { tt: vec![Entry::default(); 1 << TT_BITS], hands: [0; 4], trump: NO_TRUMP, tag: 0, cut: NONE }
    }

    /// All 20 results: for each strain and declarer, declarer's side's tricks.
    pub(crate) fn table(&mut self, deal: &Deal) -> DdTable {
        let hands = deal.hands().map(|h| compress(h.card_bits()));
        let total = hands[0].count_ones() as u8;
        let mut tricks = [[0u8; 4]; 5];
        for (strain, row) in tricks.iter_mut().enumerate() {
            // North-South's tricks by declarer: each search starts from the last one's result,
            // usually the same or close (who leads changes a trick or so).
            let mut ns = [0u8; 4];
            for declarer in [0, 1, 2, 3] {
                let guess = if declarer == 0 { total / 2 } else { ns[declarer - 1] };
                // Declarer's left-hand opponent leads.
                ns[declarer] = self.ns_tricks_near(hands, strain, (declarer + 1) & 3, guess);
            }
            for (declarer, cell) in row.iter_mut().enumerate() {
                *cell = if declarer & 1 == 0 { ns[declarer] } else { total.saturating_sub(ns[declarer]) };
            }
        }
        // Every count is at most 7 (at most 13 for any hands at all).
        DdTable::new(tricks).unwrap_or_default()
    }

    /// `ns_tricks_near` with the guess half the tricks.
    #[cfg(test)]
    fn ns_tricks(&mut self, hands: [u32; 4], strain: usize, leader: usize) -> u8 {
        let n = hands[leader & 3].count_ones() as u8;
        self.ns_tricks_near(hands, strain, leader, n / 2)
    }

    /// The tricks North-South take from a position at a trick boundary: `hands` (the solver's
    /// form, equally many cards each, no card twice), trumps `strain` (0 clubs .. 3 spades,
    /// 4 notrump), `leader` (0 North .. 3 West) on lead. The search starts around `guess`,
    /// which changes only the speed.
    fn ns_tricks_near(&mut self, hands: [u32; 4], strain: usize, leader: usize, guess: u8) -> u8 {
        self.hands = hands;
        self.trump = strain.min(4) as u32;
        self.tag = strain.min(4) as u8 + 1;
        let leader = leader & 3;
        let n = hands[leader].count_ones() as i32;
        // Step from the guess: up while North-South reach the next trick, else down until they do.
        let mut v = (guess as i32).clamp(0, n);
        if self.boundary(leader, v) {
            while v < n && self.boundary(leader, v + 1) {
                v += 1;
            }
        } else {
            v -= 1;
            while v > 0 && !self.boundary(leader, v) {
                v -= 1;
            }
        }
        v as u8
    }

    /// The position's key: the leader and, suit by suit, who holds the cards still out from the
    /// highest down. A suit with `m` cards out is `1` and two `m`-bit words: bit `i` of the
    /// first is set when the `i`th lowest card is East's or West's, of the second when it is
    /// South's or West's.
    #[inline]
    fn key(&self, leader: usize) -> u64 {
        let [n, e, s, w] = self.hands;
        let all = n | e | s | w;
        let (odd, high) = (e | w, s | w);
        let mut key = 0u64;
        for suit in 0..4 {
            let shift = 8 * suit;
            let out = ((all >> shift) & SUIT_BITS) as usize;
            let m = out.count_ones();
            let a = PEXT[out][((odd >> shift) & SUIT_BITS) as usize] as u64;
            let b = PEXT[out][((high >> shift) & SUIT_BITS) as usize] as u64;
            key = (key << 15) | (((1 << m) | a) << m) | b;
        }
        (key << 2) | leader as u64
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        let h = (key ^ ((self.tag as u64) << 61)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> (64 - TT_BITS)) as usize
    }

    /// A card in the table's relative form: its suit and how many cards of the suit still out
    /// are higher, plus one (0 is no card).
    fn relative(&self, card: u32) -> u8 {
        if card >= NONE {
            return 0;
        }
        let all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3];
        let suit = suit_of(card);
        let higher = (all & suit_mask(suit) & !((2u32 << card) - 1)).count_ones();
        1 + ((suit << 3) | higher) as u8
    }

    /// The card [`Solver::relative`] describes in the current position, or [`NONE`].
    fn absolute(&self, relative: u8) -> u32 {
        if relative == 0 {
            return NONE;
        }
        let (suit, higher) = (((relative - 1) >> 3) as u32, (relative - 1) & 7);
        let all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3];
        let mut bits = all & suit_mask(suit & 3);
        for _ in 0..higher {
            if bits == 0 {
                return NONE;
            }
            bits ^= 1 << (31 - bits.leading_zeros());
        }
        if bits == 0 {
            NONE
        } else {
            31 - bits.leading_zeros()
        }
    }

    /// Can North-South take at least `target` of the remaining tricks, `leader` on lead?
    fn boundary(&mut self, leader: usize, target: i32) -> bool {
        let n = self.hands[leader].count_ones() as i32;
        if target <= 0 {
            return true;
        }
        if target > n {
            return false;
        }
        if n == 1 {
            return self.last_trick_ns(leader);
        }
        // Tricks the leader can cash at once, and the top trumps each side holds.
        let quick = self.quick_tricks(leader);
        let (ns_trumps, ew_trumps) = self.top_trumps();
        let (ns_sure, ew_sure) =
            if leader & 1 == 0 { (quick.max(ns_trumps), ew_trumps) } else { (ns_trumps, quick.max(ew_trumps)) };
        if ns_sure >= target {
            return true;
        }
        if n - ew_sure < target {
            return false;
        }
        let key = self.key(leader);
        let slot = self.slot(key);
        let e = self.tt[slot];
        let (mut lo, mut hi, mut best) =
            if e.tag == self.tag && e.key == key { (e.lo as i32, e.hi as i32, e.best) } else { (0, n, 0) };
        if lo >= target {
            return true;
        }
        if hi < target {
            return false;
        }
        let trick = Trick { leader, suit: 0, win_seat: leader, win_card: 0, played: 0 };
        let hint = self.absolute(best);
        let result = self.play(trick, 0, target, hint);
        if self.cut != NONE {
            best = self.relative(self.cut);
        }
        if result {
            lo = lo.max(target);
        } else {
            hi = hi.min(target - 1);
        }
        // The slot may have been taken meanwhile; what is known for this key now goes in.
        self.tt[slot] = Entry { key, tag: self.tag, lo: lo as u8, hi: hi as u8, best };
        result
    }

    /// Tricks the leader can take at once, playing only cards at the top of their suit: a
    /// lower bound on his side's tricks. In a suit contract a side suit counts only as many
    /// rounds as every opponent who holds trumps follows to, and, if partner holds trumps, as
    /// many as partner follows to (else he might have to ruff and take the lead).
    #[inline]
    fn quick_tricks(&self, leader: usize) -> i32 {
        let me = self.hands[leader];
        let partner = self.hands[leader ^ 2];
        let opps = [self.hands[(leader + 1) & 3], self.hands[(leader + 3) & 3]];
        let all = me | partner | opps[0] | opps[1];
        let trump = if self.trump == NO_TRUMP { 0 } else { suit_mask(self.trump) };
        let mut quick = 0;
        for suit in 0..4 {
            let mask = suit_mask(suit);
            let mine = me & mask;
            if mine == 0 {
                continue;
            }
            let others = all & mask & !mine;
            // My cards above the highest other card of the suit.
            let mut run =
                if others == 0 { mine.count_ones() } else { (mine >> (32 - others.leading_zeros())).count_ones() };
            if trump != 0 && mask != trump {
                for hand in opps {
                    if hand & trump != 0 {
                        run = run.min((hand & mask).count_ones());
                    }
                }
                if partner & trump != 0 {
                    run = run.min((partner & mask).count_ones());
                }
            }
            quick += run as i32;
        }
        quick
    }

    /// The most trumps above all the other side's trumps one hand of each side holds, North-South's
    /// first: tricks that side is sure of, each such trump winning the trick it is played to.
    #[inline]
    fn top_trumps(&self) -> (i32, i32) {
        if self.trump == NO_TRUMP {
            return (0, 0);
        }
        let mask = suit_mask(self.trump);
        let h = self.hands.map(|h| h & mask);
        let (ns, ew) = (h[0] | h[2], h[1] | h[3]);
        // A hand's trumps above the highest of the other side.
        let above = |mine: u32, theirs: u32| {
            if theirs == 0 {
                mine.count_ones() as i32
            } else {
                (mine >> (32 - theirs.leading_zeros())).count_ones() as i32
            }
        };
        (above(h[0], ew).max(above(h[2], ew)), above(h[1], ns).max(above(h[3], ns)))
    }

    /// Whether North-South win the last trick (one card a hand).
    fn last_trick_ns(&self, leader: usize) -> bool {
        let card = |seat: usize| self.hands[seat].trailing_zeros();
        let (mut win_seat, mut win_card) = (leader, card(leader));
        for k in 1..4 {
            let seat = (leader + k) & 3;
            let c = card(seat);
            if c < NONE && self.beats(c, win_card) {
                win_seat = seat;
                win_card = c;
            }
        }
        win_seat & 1 == 0
    }

    /// Whether `card` beats `best`, the card winning the trick so far.
    #[inline]
    fn beats(&self, card: u32, best: u32) -> bool {
        let (cs, bs) = (suit_of(card), suit_of(best));
        if cs == bs {
            card > best
        } else {
            cs == self.trump
        }
    }

    /// Card `k` (0 the lead) of the trick: can North-South take `target` tricks from here?
    /// `hint` is a lead to try first (or [`NONE`]); a lead that decides the search is left in
    /// `self.cut`.
    fn play(&mut self, trick: Trick, k: usize, target: i32, hint: u32) -> bool {
        let seat = (trick.leader + k) & 3;
        let ns = seat & 1 == 0;
        let hand = self.hands[seat];
        let cands = if k == 0 {
            hand
        } else {
            let follow = hand & suit_mask(trick.suit);
            if follow != 0 {
                follow
            } else {
                hand
            }
        };
        let out = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3] | trick.played;
        let reps = representatives(cands, out);
        let mut moves = [(0i32, 0u32); 7];
        let count = if k == 0 {
            self.order_leads(seat, reps, out, hint, &mut moves)
        } else {
            self.order_follows(trick, k, seat, reps, &mut moves)
        };
        let moves = &mut moves[..count];
        // Best first (insertion sort: at most seven); ties keep the card order.
        for i in 1..moves.len() {
            let mut j = i;
            while j > 0 && moves[j - 1].0 < moves[j].0 {
                moves.swap(j - 1, j);
                j -= 1;
            }
        }
        for &(_, c) in moves.iter() {
            let bit = 1u32 << c;
            self.hands[seat] ^= bit;
            let mut next = trick;
            next.played |= bit;
            if k == 0 {
                next.suit = suit_of(c);
                next.win_seat = seat;
                next.win_card = c;
            } else if self.beats(c, trick.win_card) {
                next.win_seat = seat;
                next.win_card = c;
            }
            let result = if k == 3 {
                let won = i32::from(next.win_seat & 1 == 0);
                self.boundary(next.win_seat, target - won)
            } else {
                self.play(next, k + 1, target, NONE)
            };
            self.hands[seat] ^= bit;
            if result == ns {
                if k == 0 {
                    self.cut = c;
                }
                return result;
            }
        }
        if k == 0 {
            self.cut = NONE;
        }
        // North-South found no way (or East-West found none): the other side's answer.
        !ns
    }

    /// The leads to try (one card of each equivalent run), scored: winners the side can cash
    /// first, then leads to partner's winners or ruffs, then the rest, low cards first. Returns
    /// how many went into `moves`.
    fn order_leads(&self, seat: usize, reps: u32, out: u32, hint: u32, moves: &mut [(i32, u32); 7]) -> usize {
        let partner = self.hands[seat ^ 2];
        let (lho, rho) = (self.hands[(seat + 1) & 3], self.hands[(seat + 3) & 3]);
        let ours = self.hands[seat] | partner;
        let tmask = if self.trump == NO_TRUMP { 0 } else { suit_mask(self.trump) };
        // Void in the suit and holding a trump (never true of the trump suit itself).
        let ruffs = |hand: u32, mask: u32| hand & mask == 0 && hand & tmask != 0;
        let hint_rep = if hint < NONE {
            let below = reps & suit_mask(suit_of(hint)) & ((2u32 << hint) - 1);
            if below == 0 {
                NONE
            } else {
                31 - below.leading_zeros()
            }
        } else {
            NONE
        };
        let mut count = 0;
        for suit in 0..4 {
            let mask = suit_mask(suit);
            let mut r = reps & mask;
            if r == 0 {
                continue;
            }
            let top = 31 - (out & mask).leading_zeros();
            let ruffable = ruffs(lho, mask) || ruffs(rho, mask);
            let class = if ruffable {
                0
            } else if ours & (1 << top) != 0 {
                2
            } else if ruffs(partner, mask) {
                1
            } else {
                0
            };
            while r != 0 && count < moves.len() {
                let c = r.trailing_zeros();
                r &= r - 1;
                let rank = (c & 7) as i32;
                let mut score = match class {
                    2 if c == top => 100,
                    2 => 90 - rank,
                    1 => 80 - rank,
                    _ => 40 - rank,
                };
                if c == hint_rep {
                    score += 1000;
                }
                moves[count] = (score, c);
                count += 1;
            }
        }
        count
    }

    /// The cards to play second, third or fourth (one of each equivalent run), scored: low
    /// when partner is winning, the cheapest winner when an opponent is, low otherwise.
    fn order_follows(&self, trick: Trick, k: usize, seat: usize, reps: u32, moves: &mut [(i32, u32); 7]) -> usize {
        let partner_winning = trick.win_seat & 1 == seat & 1;
        let mut r = reps;
        let mut count = 0;
        while r != 0 && count < moves.len() {
            let c = r.trailing_zeros();
            r &= r - 1;
            let rank = (c & 7) as i32;
            let suit = suit_of(c);
            let follows = suit == trick.suit;
            let trump = suit == self.trump;
            let score = if partner_winning {
                if follows || !trump {
                    50 - rank
                } else {
                    5 - rank
                }
            } else if self.beats(c, trick.win_card) {
                if k == 3 {
                    100 - rank
                } else if follows {
                    80 - rank
                } else {
                    85 - rank
                }
            } else if follows {
                30 - rank
            } else if trump {
                2 - rank
            } else {
                25 - rank
            };
            moves[count] = (score, c);
            count += 1;
        }
        count
    }
}

/// One card of each run of `cands` adjacent among `out` in its suit (the lowest): the others
/// of the run are equivalent to it. `cands` holds whole suits of one hand.
#[inline]
fn representatives(cands: u32, out: u32) -> u32 {
    // Ranks no longer out (played to earlier tricks) are transparent: spread each candidate up
    // through them. A candidate just above the spread has a candidate as the next lower card
    // out, so it is not the lowest of its run. (Bit 7 of each byte stays clear: suits do not
    // run into each other.)
    const ALL: u32 = 0x7F7F_7F7F;
    let gone = ALL & !out;
    let mut spread = cands;
    for _ in 0..6 {
        spread |= (spread << 1) & gone;
    }
    cands & !(spread << 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bidbase_runtime::{Card, Dealer, Deck, Rank, Seat, Strain, Suit};

    /// A plain minimax with no pruning, no table and no merging, on cards as the runtime
    /// writes them: North-South's tricks with `leader` on lead.
    fn brute(hands: &mut [Vec<Card>; 4], trump: Option<Suit>, leader: usize) -> u8 {
        if hands[leader].is_empty() {
            return 0;
        }
        brute_trick(hands, trump, leader, &mut Vec::new())
    }

    /// Which of four cards, in the order played, wins the trick.
    fn trick_winner(trick: &[Card], trump: Option<Suit>) -> usize {
        let mut best = 0;
        for i in 1..4 {
            let (c, b) = (trick[i], trick[best]);
            let better = if c.suit == b.suit { c.rank > b.rank } else { Some(c.suit) == trump };
            if better {
                best = i;
            }
        }
        best
    }

    /// The positions in `hand` of the cards it may play to `trick`: any card when leading,
    /// else the suit led when it holds one.
    fn playable(hand: &[Card], trick: &[Card]) -> Vec<usize> {
        let led = trick.first().map(|c| c.suit);
        let can_follow = led.is_some_and(|s| hand.iter().any(|c| c.suit == s));
        (0..hand.len()).filter(|&i| !can_follow || Some(hand[i].suit) == led).collect()
    }

    fn brute_trick(hands: &mut [Vec<Card>; 4], trump: Option<Suit>, leader: usize, trick: &mut Vec<Card>) -> u8 {
        let k = trick.len();
        if k == 4 {
            let winner = (leader + trick_winner(trick, trump)) % 4;
            let played = std::mem::take(trick);
            let rest = brute(hands, trump, winner);
            *trick = played;
            return rest + u8::from(winner % 2 == 0);
        }
        let seat = (leader + k) % 4;
        let mut best: Option<u8> = None;
        for i in playable(&hands[seat], trick) {
            let c = hands[seat][i];
            hands[seat].remove(i);
            trick.push(c);
            let v = brute_trick(hands, trump, leader, trick);
            trick.pop();
            hands[seat].insert(i, c);
            best = Some(match best {
                None => v,
                Some(b) if seat % 2 == 0 => b.max(v),
                Some(b) => b.min(v),
            });
        }
        best.unwrap_or(0)
    }

    /// The same search with alpha-beta cut-offs (the only difference): exact, and fast enough
    /// for five cards a hand in a test, all seven in a release build.
    fn alpha_beta(hands: &mut [Vec<Card>; 4], trump: Option<Suit>, leader: usize) -> u8 {
        let n = hands[leader].len() as i32;
        ab_trick(hands, trump, leader, &mut Vec::new(), -1, n + 1) as u8
    }

    /// North-South's tricks from the start of the current trick on; a result `<= alpha` or
    /// `>= beta` is only a bound.
    fn ab_trick(
        hands: &mut [Vec<Card>; 4],
        trump: Option<Suit>,
        leader: usize,
        trick: &mut Vec<Card>,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        let k = trick.len();
        if k == 4 {
            let winner = (leader + trick_winner(trick, trump)) % 4;
            let won = i32::from(winner % 2 == 0);
            if hands[winner].is_empty() {
                return won;
            }
            let played = std::mem::take(trick);
            let rest = ab_trick(hands, trump, winner, trick, alpha - won, beta - won);
            *trick = played;
            return rest + won;
        }
        let seat = (leader + k) % 4;
        let maximise = seat % 2 == 0;
        let mut best = if maximise { i32::MIN } else { i32::MAX };
        for i in playable(&hands[seat], trick) {
            let c = hands[seat][i];
            hands[seat].remove(i);
            trick.push(c);
            let v = ab_trick(hands, trump, leader, trick, alpha, beta);
            trick.pop();
            hands[seat].insert(i, c);
            if maximise {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }

    fn cards(bits: u32) -> Vec<Card> {
        let ranks = [Rank::Eight, Rank::Nine, Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace];
        // Highest first: the alpha-beta search cuts off sooner (the order changes nothing else).
        (0..32)
            .rev()
            .filter(|b| bits & (1 << b) != 0)
            .map(|b| Card::new(Suit::from_index(b / 8), ranks[b % 8]))
            .collect()
    }

    /// `k` cards of each hand of a random BIDittle deal (the first `k` of a random order).
    fn position(dealer: &mut Dealer, k: usize) -> [u32; 4] {
        let deal = dealer.deal();
        deal.hands().map(|h| {
            let mut bits: Vec<u32> = (0..32).filter(|b| compress(h.card_bits()) & (1 << b) != 0).collect();
            for i in (1..bits.len()).rev() {
                bits.swap(i, dealer.below(i as u64 + 1) as usize);
            }
            bits[..k].iter().fold(0, |a, b| a | (1 << b))
        })
    }

    /// A position from four hands North first, each `spades.hearts.diamonds.clubs`.
    fn hands(text: [&str; 4]) -> [u32; 4] {
        text.map(|h| {
            let suits: Vec<&str> = h.split('.').collect();
            assert_eq!(suits.len(), 4, "{h}");
            (0..4).fold(0u32, |a, i| {
                let bits = bidbase_runtime::Holding::parse(suits[i]).unwrap().bits() as u32 >> 6;
                a | (bits << (8 * (3 - i)))
            })
        })
    }

    /// North-South's tricks with each seat on lead (N E S W), checked against the plain search.
    fn by_leader(position: [u32; 4], strain: usize) -> [u8; 4] {
        let mut solver = Solver::new();
        [0, 1, 2, 3].map(|leader| {
            let got = solver.ns_tricks(position, strain, leader);
            assert_eq!(got, brute(&mut position.map(cards), Strain::ALL[strain].suit(), leader));
            got
        })
    }

    const NT: usize = 4;

    #[test]
    fn a_finesse() {
        // North AQ of spades over West's K9: South's lead (or West's) lets North finesse and
        // take both tricks; North on lead takes only the ace; East on lead cashes two hearts.
        let p = hands(["AQ...", ".AK..", "T8...", "K9..."]);
        assert_eq!(by_leader(p, NT), [1, 0, 2, 2]);
    }

    #[test]
    fn a_simple_squeeze() {
        // South leads the ace of clubs; West, guarding spades (KJ behind North's AQ) and hearts
        // (K against North's Q), must let one go before North discards: all three tricks.
        let p = hands(["AQ.Q..", "..AKQ.", "9..8.A", "KJ.K.."]);
        assert_eq!(by_leader(p, NT)[2], 3);
        // With the guards in East, behind North, the squeeze fails: two tricks.
        let p = hands(["AQ.Q..", "KJ.K..", "9..8.A", "..AKQ."]);
        assert_eq!(by_leader(p, NT)[2], 2);
    }

    #[test]
    fn compress_keeps_the_seven_ranks() {
        let deal = Dealer::new(Deck::Bidittle, 3).deal();
        let all = deal.hands().iter().fold(0, |a, h| a | compress(h.card_bits()));
        assert_eq!(all, 0x7F7F_7F7F);
        let h = bidbase_runtime::Hand::parse("AK8.Q.T9.J").unwrap();
        assert_eq!(compress(h.card_bits()), (0x61 << 24) | (0x10 << 16) | (0x06 << 8) | 0x08);
    }

    #[test]
    fn representatives_merge_runs() {
        // Hand AQ9 in a suit where K and J are out elsewhere and T is gone: A, Q and 9 are
        // all different; with J gone too, Q and 9 are one.
        let s = |ranks: &[u32]| ranks.iter().fold(0u32, |a, r| a | (1 << r));
        let hand = s(&[6, 4, 1]);
        assert_eq!(representatives(hand, hand | s(&[5, 3])), hand);
        assert_eq!(representatives(hand, hand | s(&[5])), s(&[6, 1]));
        assert_eq!(representatives(hand, hand), s(&[1]));
    }

    #[test]
    fn matches_plain_minimax_on_end_positions() {
        let mut dealer = Dealer::new(Deck::Bidittle, 2024);
        let mut solver = Solver::new();
        let mut checked = 0;
        for i in 0..300 {
            let k = [2, 3, 4][i % 3];
            let hands = position(&mut dealer, k);
            // Four cards a hand take the plain search long in a debug build: two strains.
            let strains = if k < 4 { vec![0, 1, 2, 3, 4] } else { vec![i % 5, (i + 2) % 5] };
            for strain in strains {
                let leader = (i + strain) % 4;
                let trump = Strain::ALL[strain].suit();
                let mut brute_hands = hands.map(cards);
                let want = brute(&mut brute_hands, trump, leader);
                let got = solver.ns_tricks(hands, strain, leader);
                assert_eq!(got, want, "{:?} strain {strain} leader {leader}", hands.map(cards));
                checked += 1;
            }
        }
        assert_eq!(checked, 1200);
    }

    #[test]
    fn alpha_beta_matches_plain_minimax() {
        let mut dealer = Dealer::new(Deck::Bidittle, 11);
        for i in 0..100 {
            let hands = position(&mut dealer, 3);
            let trump = Strain::ALL[i % 5].suit();
            let want = brute(&mut hands.map(cards), trump, i % 4);
            assert_eq!(alpha_beta(&mut hands.map(cards), trump, i % 4), want);
        }
    }

    #[test]
    fn matches_alpha_beta_on_five_card_positions() {
        let mut dealer = Dealer::new(Deck::Bidittle, 77);
        let mut solver = Solver::new();
        for i in 0..FIVE_CARD_POSITIONS {
            let hands = position(&mut dealer, 5);
            let (strain, leader) = (i % 5, i % 4);
            let want = alpha_beta(&mut hands.map(cards), Strain::ALL[strain].suit(), leader);
            assert_eq!(solver.ns_tricks(hands, strain, leader), want, "{:?}", hands.map(cards));
        }
    }

    const FIVE_CARD_POSITIONS: usize = 100;

    /// Whole deals against the alpha-beta search (about two seconds a deal in a release build,
    /// far too slow for a debug one): run it with
    /// `cargo test -p bidbase-dd --release --lib -- --ignored`.
    #[test]
    #[ignore]
    fn matches_alpha_beta_on_whole_deals() {
        const DEALS: u64 = 200;
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
        std::thread::scope(|scope| {
            for t in 0..threads {
                scope.spawn(move || {
                    let mut solver = Solver::new();
                    for i in (t..DEALS).step_by(threads as usize) {
                        let deal = Dealer::for_index(Deck::Bidittle, 31, i).deal();
                        let table = solver.table(&deal);
                        let hands = deal.hands().map(|h| compress(h.card_bits()));
                        for strain in Strain::ALL {
                            for declarer in Seat::ALL {
                                let leader = declarer.lho().index();
                                let ns = alpha_beta(&mut hands.map(cards), strain.suit(), leader);
                                let want = if declarer.index() % 2 == 0 { ns } else { 7 - ns };
                                assert_eq!(table.tricks(declarer, strain), want, "{deal} {declarer:?} {strain:?}");
                            }
                        }
                    }
                });
            }
        });
    }

    #[test]
    fn a_fresh_table_and_a_used_one_agree() {
        let mut used = Solver::new();
        let mut dealer = Dealer::new(Deck::Bidittle, 5);
        for _ in 0..30 {
            let deal = dealer.deal();
            let a = used.table(&deal);
            let b = Solver::new().table(&deal);
            assert_eq!(a, b, "{deal}");
            assert_eq!(solve(&deal), a);
            for seat in Seat::ALL {
                for strain in Strain::ALL {
                    assert!(a.tricks(seat, strain) <= 7);
                }
            }
        }
    }
}
