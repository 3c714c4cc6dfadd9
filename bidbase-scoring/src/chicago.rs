//! Chicago, or four-deal bridge, with rubber-style and with duplicate scoring.

use bidbase_runtime::{Contract, Seat, Side, Vulnerability, GAME_THRESHOLD};

use super::{game_bonus, push_contract_entries, side_index, ScoreBreakdown, ScoreError, ScoreItem, SheetEntry};

/// Deals in a Chicago.
pub const CHICAGO_DEALS: u8 = 4;

/// Bonus for a part score made on the fourth deal that does not complete a game.
const FOURTH_DEAL_PART_SCORE: u32 = 100;

/// The dealer of the 1-based Chicago `deal`: North, East, South, West, repeating every four
/// deals (deal 5 is like deal 1). Deal 0 is treated as deal 4.
pub const fn chicago_dealer(deal: u32) -> Seat {
    Seat::from_index((deal.wrapping_add(3) % 4) as usize)
}

/// The vulnerability of the 1-based Chicago `deal` in the modern schedule: 1 neither, 2
/// North-South, 3 East-West, 4 both (the non-dealing side is vulnerable on deals 2 and 3),
/// repeating every four deals. Deal 0 is treated as deal 4. See [`ChicagoSchedule`] for the
/// original schedule.
pub const fn chicago_vulnerability(deal: u32) -> Vulnerability {
    ChicagoSchedule::Modern.vulnerability(deal)
}

/// Which Chicago vulnerability schedule is played.
///
/// The rules: "the original version of Chicago had the vulnerability reversed in hands 2 and
/// 3, so that the dealing side was vulnerable. The more modern scheme, which has the
/// non-dealing side vulnerable ..., tends to lead to more competitive bidding."
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ChicagoSchedule {
    /// Deal 1 neither, 2 North-South (East deals), 3 East-West (South deals), 4 both.
    #[default]
    Modern,
    /// Deal 1 neither, 2 East-West (East deals), 3 North-South (South deals), 4 both.
    Original,
}

impl ChicagoSchedule {
    /// Both schedules.
    pub const ALL: [ChicagoSchedule; 2] = [ChicagoSchedule::Modern, ChicagoSchedule::Original];

    /// The vulnerability of the 1-based `deal`, repeating every four deals; deal 0 is
    /// treated as deal 4. The dealers are the same in both schedules ([`chicago_dealer`]).
    pub const fn vulnerability(self, deal: u32) -> Vulnerability {
        const MODERN: [Vulnerability; 4] =
            [Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::Both];
        const ORIGINAL: [Vulnerability; 4] =
            [Vulnerability::None, Vulnerability::EastWest, Vulnerability::NorthSouth, Vulnerability::Both];
        let i = (deal.wrapping_add(3) % 4) as usize;
        match self {
            ChicagoSchedule::Modern => MODERN[i],
            ChicagoSchedule::Original => ORIGINAL[i],
        }
    }

    /// `modern` or `original`.
    pub const fn name(self) -> &'static str {
        match self {
            ChicagoSchedule::Modern => "modern",
            ChicagoSchedule::Original => "original",
        }
    }

    /// Reads `modern` or `original` (any case; also `new` and `old`).
    pub fn parse(text: &str) -> Option<ChicagoSchedule> {
        match text.trim().to_ascii_lowercase().as_str() {
            "modern" | "new" => Some(ChicagoSchedule::Modern),
            "original" | "old" => Some(ChicagoSchedule::Original),
            _ => None,
        }
    }
}

impl core::fmt::Display for ChicagoSchedule {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// A Chicago score sheet: four deals with fixed vulnerability ([`chicago_vulnerability`], or
/// the original schedule with [`Chicago::with_schedule`]).
///
/// Each deal is scored with [`ScoreBreakdown`] at the declaring side's vulnerability on that
/// deal. Trick scores go below the line and part scores carry forward until one side
/// completes a game (100 below the line); that side then scores 300, or 500 if it is
/// vulnerable on the deal that completes the game (even if it is its first game), and both
/// sides start again from zero. A part score made on the fourth deal that does not complete
/// a game earns 100; part scores made on earlier deals earn no bonus. Honours are not scored,
/// and a passed-out deal is redealt by the same dealer, so it is not recorded.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Chicago {
    entries: Vec<SheetEntry>,
    below: [u32; 2],
    deals: u8,
    games: u32,
    schedule: ChicagoSchedule,
}

impl Chicago {
    /// A new Chicago, before deal 1.
    pub fn new() -> Chicago {
        Chicago::default()
    }

    /// A new Chicago on the vulnerability schedule `schedule`.
    pub fn with_schedule(schedule: ChicagoSchedule) -> Chicago {
        Chicago { schedule, ..Chicago::default() }
    }

    /// The vulnerability schedule played.
    pub fn schedule(&self) -> ChicagoSchedule {
        self.schedule
    }

    /// Records the next deal: `declarer`'s side played `contract` and took `tricks`. Returns
    /// the entries the deal added: trick score, overtricks, insult, slam bonus (or the
    /// defenders' undertricks), then a game bonus or the fourth-deal part-score bonus.
    ///
    /// Errors (and records nothing) after four deals, or when the level is not 1..=7 or
    /// tricks exceed 13.
    pub fn record(&mut self, contract: Contract, declarer: Side, tricks: u8) -> Result<&[SheetEntry], ScoreError> {
        let deal = match self.next_deal() {
            Some(d) => d,
            None => return Err(ScoreError::ChicagoOver),
        };
        let vulnerable = self.schedule.vulnerability(deal).side(declarer);
        let breakdown = ScoreBreakdown::new(contract, vulnerable, tricks)?;
        let start = self.entries.len();
        self.deals += 1;
        let game = self.games + 1;
        push_contract_entries(&breakdown, declarer, deal, game, &mut self.entries);
        if breakdown.made() {
            let i = side_index(declarer);
            self.below[i] += breakdown.trick_score;
            let bonus = if self.below[i] >= GAME_THRESHOLD {
                self.below = [0, 0];
                self.games += 1;
                Some((ScoreItem::GameBonus, game_bonus(vulnerable)))
            } else if deal == u32::from(CHICAGO_DEALS) {
                Some((ScoreItem::PartScoreBonus, FOURTH_DEAL_PART_SCORE))
            } else {
                None
            };
            if let Some((item, points)) = bonus {
                self.entries.push(SheetEntry { deal: Some(deal), game, side: declarer, item, points });
            }
        }
        Ok(&self.entries[start..])
    }

    /// The 1-based number of the next deal, or `None` after four.
    pub fn next_deal(&self) -> Option<u32> {
        if self.deals < CHICAGO_DEALS {
            Some(u32::from(self.deals) + 1)
        } else {
            None
        }
    }

    /// The dealer of the next deal, or `None` after four.
    pub fn dealer(&self) -> Option<Seat> {
        self.next_deal().map(chicago_dealer)
    }

    /// The vulnerability of the next deal, or `None` after four.
    pub fn vulnerability(&self) -> Option<Vulnerability> {
        let schedule = self.schedule;
        self.next_deal().map(|d| schedule.vulnerability(d))
    }

    /// Deals recorded.
    pub fn deals(&self) -> u32 {
        u32::from(self.deals)
    }

    /// Whether all four deals have been played.
    pub fn is_over(&self) -> bool {
        self.deals >= CHICAGO_DEALS
    }

    /// Every entry on the sheet, in the order scored.
    pub fn entries(&self) -> &[SheetEntry] {
        &self.entries
    }

    /// `side`'s part score carried towards the next game.
    pub fn part_score(&self, side: Side) -> u32 {
        self.below[side_index(side)]
    }

    /// `side`'s total below the line.
    pub fn below_the_line(&self, side: Side) -> u32 {
        self.sum(|e| e.side == side && e.item.below_the_line())
    }

    /// `side`'s total above the line (including game and part-score bonuses).
    pub fn above_the_line(&self, side: Side) -> u32 {
        self.sum(|e| e.side == side && !e.item.below_the_line())
    }

    /// `side`'s total score.
    pub fn total(&self, side: Side) -> u32 {
        self.sum(|e| e.side == side)
    }

    /// The side with the higher total, and by how much; `None` when level.
    pub fn leader(&self) -> Option<(Side, u32)> {
        leader(self.total(Side::NorthSouth), self.total(Side::EastWest))
    }

    fn sum(&self, keep: impl Fn(&SheetEntry) -> bool) -> u32 {
        self.entries.iter().filter(|e| keep(e)).fold(0u32, |t, e| t.saturating_add(e.points))
    }
}

/// Chicago with duplicate scoring: each deal is scored on its own with [`super::duplicate_score`]
/// (part-score bonus 50, game bonus 300 / 500, nothing carried forward), with vulnerability by
/// the Chicago schedule ([`chicago_vulnerability`], or the original one with
/// [`DuplicateChicago::with_schedule`]) repeated every four deals. Any number of
/// deals may be played (normally a multiple of four); the result is each side's total.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DuplicateChicago {
    ns_scores: Vec<i32>,
    schedule: ChicagoSchedule,
}

impl DuplicateChicago {
    /// A new series, before deal 1.
    pub fn new() -> DuplicateChicago {
        DuplicateChicago::default()
    }

    /// A new series on the vulnerability schedule `schedule`.
    pub fn with_schedule(schedule: ChicagoSchedule) -> DuplicateChicago {
        DuplicateChicago { schedule, ..DuplicateChicago::default() }
    }

    /// The vulnerability schedule played.
    pub fn schedule(&self) -> ChicagoSchedule {
        self.schedule
    }

    /// Records the next deal and returns its duplicate score from North-South's view
    /// (negative when East-West scored). Errors (and records nothing) when the level is not
    /// 1..=7 or tricks exceed 13.
    pub fn record(&mut self, contract: Contract, declarer: Side, tricks: u8) -> Result<i32, ScoreError> {
        let vulnerable = self.vulnerability().side(declarer);
        let score = ScoreBreakdown::new(contract, vulnerable, tricks)?.duplicate_score();
        let ns = match declarer {
            Side::NorthSouth => score,
            Side::EastWest => -score,
        };
        self.ns_scores.push(ns);
        Ok(ns)
    }

    /// The 1-based number of the next deal.
    pub fn next_deal(&self) -> u32 {
        u32::try_from(self.ns_scores.len()).map_or(u32::MAX, |n| n.saturating_add(1))
    }

    /// The dealer of the next deal.
    pub fn dealer(&self) -> Seat {
        chicago_dealer(self.next_deal())
    }

    /// The vulnerability of the next deal.
    pub fn vulnerability(&self) -> Vulnerability {
        self.schedule.vulnerability(self.next_deal())
    }

    /// Deals recorded.
    pub fn deals(&self) -> usize {
        self.ns_scores.len()
    }

    /// Whether a whole number of four-deal rounds has been played (and at least one).
    pub fn is_complete_round(&self) -> bool {
        !self.ns_scores.is_empty() && self.ns_scores.len() % 4 == 0
    }

    /// The score of every deal, from North-South's view.
    pub fn ns_scores(&self) -> &[i32] {
        &self.ns_scores
    }

    /// `side`'s total: the sum of the deals it scored.
    pub fn total(&self, side: Side) -> u32 {
        self.ns_scores
            .iter()
            .map(|&s| match side {
                Side::NorthSouth => s,
                Side::EastWest => s.saturating_neg(),
            })
            .filter(|&s| s > 0)
            .fold(0u32, |t, s| t.saturating_add(s.unsigned_abs()))
    }

    /// The side with the higher total, and by how much; `None` when level.
    pub fn leader(&self) -> Option<(Side, u32)> {
        leader(self.total(Side::NorthSouth), self.total(Side::EastWest))
    }
}

fn leader(ns: u32, ew: u32) -> Option<(Side, u32)> {
    match ns.cmp(&ew) {
        core::cmp::Ordering::Greater => Some((Side::NorthSouth, ns - ew)),
        core::cmp::Ordering::Less => Some((Side::EastWest, ew - ns)),
        core::cmp::Ordering::Equal => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duplicate_score;

    const NS: Side = Side::NorthSouth;
    const EW: Side = Side::EastWest;

    fn c(s: &str) -> Contract {
        Contract::parse(s).unwrap()
    }

    fn items(entries: &[SheetEntry]) -> Vec<(Side, ScoreItem, u32)> {
        entries.iter().map(|e| (e.side, e.item, e.points)).collect()
    }

    #[test]
    fn schedule() {
        let expect = [
            (Seat::North, Vulnerability::None),
            (Seat::East, Vulnerability::NorthSouth),
            (Seat::South, Vulnerability::EastWest),
            (Seat::West, Vulnerability::Both),
        ];
        for (i, &(dealer, vul)) in expect.iter().enumerate() {
            for deal in [i as u32 + 1, i as u32 + 5, i as u32 + 41] {
                assert_eq!(chicago_dealer(deal), dealer);
                assert_eq!(chicago_vulnerability(deal), vul);
            }
        }
        assert_eq!(chicago_dealer(0), Seat::West);
        assert_eq!(chicago_vulnerability(0), Vulnerability::Both);
        let _ = (chicago_dealer(u32::MAX), chicago_vulnerability(u32::MAX));
    }

    /// The rules' example: N-S 550, E-W 630.
    #[test]
    fn rules_example() {
        use ScoreItem::*;
        let mut ch = Chicago::new();
        assert_eq!(
            (ch.next_deal(), ch.dealer(), ch.vulnerability()),
            (Some(1), Some(Seat::North), Some(Vulnerability::None))
        );
        // (a) N-S 2S making 10: 60 below, 60 above, no game and no part-score bonus.
        let e = ch.record(c("2S"), NS, 10).unwrap();
        assert_eq!(items(e), [(NS, TrickScore, 60), (NS, Overtricks, 60)]);
        assert_eq!(ch.part_score(NS), 60);
        // (b) E-W 1NT making 7: 40.
        assert_eq!(ch.vulnerability(), Some(Vulnerability::NorthSouth));
        let e = ch.record(c("1N"), EW, 7).unwrap();
        assert_eq!(items(e), [(EW, TrickScore, 40)]);
        // (c) E-W 2H making 9: 60 below (100 in all: a game, vulnerable on this deal), 30
        // above, 500 for the game.
        assert_eq!(ch.vulnerability(), Some(Vulnerability::EastWest));
        let e = ch.record(c("2H"), EW, 9).unwrap();
        assert_eq!(items(e), [(EW, TrickScore, 60), (EW, Overtricks, 30), (EW, GameBonus, 500)]);
        assert_eq!((ch.part_score(NS), ch.part_score(EW)), (0, 0));
        // (d) N-S 1NT doubled making 8, vulnerable: 80 below, 200 for the overtrick, 50 for
        // the insult, and 100 for a part score on the last deal (the 60 no longer counts).
        assert_eq!((ch.dealer(), ch.vulnerability()), (Some(Seat::West), Some(Vulnerability::Both)));
        let e = ch.record(c("1NX"), NS, 8).unwrap();
        assert_eq!(
            items(e),
            [(NS, TrickScore, 80), (NS, Overtricks, 200), (NS, Insult, 50), (NS, PartScoreBonus, 100)]
        );
        assert!(ch.is_over());
        assert_eq!(ch.total(NS), 550);
        assert_eq!(ch.total(EW), 630);
        assert_eq!(ch.leader(), Some((EW, 80)));
        assert_eq!((ch.below_the_line(NS), ch.above_the_line(NS)), (140, 410));
        assert_eq!((ch.below_the_line(EW), ch.above_the_line(EW)), (100, 530));
        assert_eq!(ch.entries().len(), 10);
        assert_eq!(ch.record(c("1C"), NS, 7), Err(ScoreError::ChicagoOver));
        assert_eq!((ch.next_deal(), ch.dealer(), ch.vulnerability()), (None, None, None));
        assert_eq!(ch.deals(), 4);
    }

    #[test]
    fn original_schedule() {
        use Vulnerability::*;
        let names: Vec<(Seat, Vulnerability)> =
            (1..=8).map(|d| (chicago_dealer(d), ChicagoSchedule::Original.vulnerability(d))).collect();
        let four = [(Seat::North, None), (Seat::East, EastWest), (Seat::South, NorthSouth), (Seat::West, Both)];
        assert_eq!(names[..4], four);
        assert_eq!(names[4..], four);
        // The dealing side is vulnerable on deals 2 and 3.
        for d in [2, 3] {
            assert!(ChicagoSchedule::Original.vulnerability(d).seat(chicago_dealer(d)));
            assert!(!ChicagoSchedule::Modern.vulnerability(d).seat(chicago_dealer(d)));
        }
        for d in 0..=9 {
            assert_eq!(ChicagoSchedule::Modern.vulnerability(d), chicago_vulnerability(d));
        }
        assert_eq!(ChicagoSchedule::Original.vulnerability(0), Both);
        assert_eq!(ChicagoSchedule::default(), ChicagoSchedule::Modern);
        assert_eq!(ChicagoSchedule::parse(" Original"), Some(ChicagoSchedule::Original));
        assert_eq!(ChicagoSchedule::parse("MODERN"), Some(ChicagoSchedule::Modern));
        assert_eq!(ChicagoSchedule::parse("old"), Some(ChicagoSchedule::Original));
        assert_eq!(ChicagoSchedule::parse("1950"), Option::None);
        assert_eq!(ChicagoSchedule::ALL.map(|s| s.to_string()), ["modern", "original"]);
    }

    /// The rules' example on the original schedule. Hand 2 is now E-W vulnerable and hand 3
    /// N-S vulnerable:
    /// (a) hand 1, nobody vulnerable: N-S 2S making 10: 60 below, 60 above;
    /// (b) hand 2: E-W 1NT making 7: 40 below (E-W vulnerable does not change it);
    /// (c) hand 3: E-W 2H making 9: 60 below, which brings them to 100, a game, but now
    ///     not vulnerable: 300 (not 500); 30 above;
    /// (d) hand 4, both vulnerable: N-S 1NT doubled making 8: 80 below, 200 for the
    ///     vulnerable doubled overtrick, 50 for the insult, 100 for the part score.
    /// N-S 60 + 60 + 80 + 200 + 50 + 100 = 550 (as before); E-W 40 + 60 + 30 + 300 = 430, so
    /// N-S win by 120 (with the modern schedule E-W won 630 to 550).
    #[test]
    fn rules_example_original_schedule() {
        use ScoreItem::*;
        let mut ch = Chicago::with_schedule(ChicagoSchedule::Original);
        assert_eq!(ch.schedule(), ChicagoSchedule::Original);
        assert_eq!(items(ch.record(c("2S"), NS, 10).unwrap()), [(NS, TrickScore, 60), (NS, Overtricks, 60)]);
        assert_eq!(ch.vulnerability(), Some(Vulnerability::EastWest));
        assert_eq!(items(ch.record(c("1N"), EW, 7).unwrap()), [(EW, TrickScore, 40)]);
        assert_eq!(ch.vulnerability(), Some(Vulnerability::NorthSouth));
        assert_eq!(
            items(ch.record(c("2H"), EW, 9).unwrap()),
            [(EW, TrickScore, 60), (EW, Overtricks, 30), (EW, GameBonus, 300)]
        );
        assert_eq!(
            items(ch.record(c("1NX"), NS, 8).unwrap()),
            [(NS, TrickScore, 80), (NS, Overtricks, 200), (NS, Insult, 50), (NS, PartScoreBonus, 100)]
        );
        assert_eq!((ch.total(NS), ch.total(EW)), (550, 430));
        assert_eq!(ch.leader(), Some((NS, 120)));
        // Duplicate-scored, the four deals make no game, so both schedules give the same:
        // 170, 1NT= by E-W 90 (vulnerable or not), 2H+1 by E-W 140, 1NTX+1 vulnerable 380.
        for schedule in ChicagoSchedule::ALL {
            let mut d = DuplicateChicago::with_schedule(schedule);
            assert_eq!(d.schedule(), schedule);
            let got: Vec<i32> = [("2S", NS, 10), ("1N", EW, 7), ("2H", EW, 9), ("1NX", NS, 8)]
                .iter()
                .map(|&(k, side, t)| d.record(c(k), side, t).unwrap())
                .collect();
            assert_eq!(got, [170, -90, -140, 380]);
        }
        // But a game on deal 2 shows the difference: 4S by E-W, vulnerable on the original
        // schedule (620), not on the modern one (420).
        let mut d = DuplicateChicago::with_schedule(ChicagoSchedule::Original);
        d.record(c("1C"), NS, 7).unwrap();
        assert_eq!(d.vulnerability(), Vulnerability::EastWest);
        assert_eq!(d.record(c("4S"), EW, 10), Ok(-620));
        let mut d = DuplicateChicago::new();
        d.record(c("1C"), NS, 7).unwrap();
        assert_eq!(d.record(c("4S"), EW, 10), Ok(-420));
    }

    #[test]
    fn game_bonus_follows_the_deal_vulnerability() {
        use ScoreItem::*;
        let mut ch = Chicago::new();
        // Deal 1, nobody vulnerable: 300.
        let e = ch.record(c("4H"), NS, 10).unwrap();
        assert_eq!(items(e).last(), Some(&(NS, GameBonus, 300)));
        // Deal 2, N-S vulnerable: an E-W game is worth 300.
        let e = ch.record(c("3N"), EW, 9).unwrap();
        assert_eq!(items(e).last(), Some(&(EW, GameBonus, 300)));
        // Deal 3, E-W vulnerable: N-S set undoubled, 50 a trick.
        let e = ch.record(c("2S"), NS, 7).unwrap();
        assert_eq!(items(e), [(EW, Undertricks, 50)]);
        // Deal 4, both vulnerable: slam bonus and game bonus at the vulnerable rate.
        let e = ch.record(c("6S"), EW, 12).unwrap();
        assert_eq!(items(e), [(EW, TrickScore, 180), (EW, SlamBonus, 750), (EW, GameBonus, 500)]);
        assert_eq!(ch.total(NS), 120 + 300);
        assert_eq!(ch.total(EW), 100 + 300 + 50 + 180 + 750 + 500);
    }

    #[test]
    fn part_scores_carry_and_complete_a_game() {
        use ScoreItem::*;
        let mut ch = Chicago::new();
        ch.record(c("2D"), NS, 8).unwrap(); // 40
        ch.record(c("2H"), EW, 8).unwrap(); // 60
        ch.record(c("2C"), NS, 8).unwrap(); // 80: no game yet, no bonus
        assert_eq!(ch.total(NS), 80);
        // Deal 4: 1NT completes N-S's game (80 + 40), vulnerable: 500, no part-score bonus.
        let e = ch.record(c("1N"), NS, 7).unwrap();
        assert_eq!(items(e), [(NS, TrickScore, 40), (NS, GameBonus, 500)]);
        assert!(!ch.entries().iter().any(|e| e.item == PartScoreBonus));
    }

    #[test]
    fn failed_contract_on_deal_four_earns_no_part_score_bonus() {
        let mut ch = Chicago::new();
        for _ in 0..3 {
            ch.record(c("1C"), NS, 6).unwrap();
        }
        let e = ch.record(c("1C"), NS, 6).unwrap();
        assert_eq!(items(e), [(EW, ScoreItem::Undertricks, 100)]);
        assert_eq!(ch.total(EW), 50 + 100 + 50 + 100);
    }

    #[test]
    fn bad_input_records_nothing() {
        let mut ch = Chicago::new();
        let bad = Contract::new(0, bidbase_runtime::Strain::Clubs, bidbase_runtime::Doubled::Undoubled);
        assert_eq!(ch.record(bad, NS, 7), Err(ScoreError::Level { level: 0 }));
        assert_eq!(ch.record(c("1C"), NS, 20), Err(ScoreError::Tricks { tricks: 20, max: 13 }));
        assert_eq!(ch, Chicago::new());
        let mut d = DuplicateChicago::new();
        assert_eq!(d.record(bad, EW, 7), Err(ScoreError::Level { level: 0 }));
        assert_eq!(d.deals(), 0);
    }

    #[test]
    fn duplicate_chicago() {
        let mut d = DuplicateChicago::new();
        assert!(!d.is_complete_round());
        // The rules' four deals, scored separately: 170, -90, -140, 380.
        assert_eq!(d.record(c("2S"), NS, 10), Ok(170));
        assert_eq!(d.record(c("1N"), EW, 7), Ok(-90));
        assert_eq!(d.vulnerability(), Vulnerability::EastWest);
        assert_eq!(d.record(c("2H"), EW, 9), Ok(-140));
        assert_eq!(d.dealer(), Seat::West);
        assert_eq!(d.record(c("1NX"), NS, 8), Ok(380));
        assert!(d.is_complete_round());
        assert_eq!((d.total(NS), d.total(EW)), (550, 230));
        // The schedule repeats: deal 5 is like deal 1, deal 6 like deal 2.
        assert_eq!((d.next_deal(), d.dealer(), d.vulnerability()), (5, Seat::North, Vulnerability::None));
        assert_eq!(d.record(c("4S"), EW, 10), Ok(-420));
        assert_eq!(d.record(c("4S"), NS, 9), Ok(-100));
        assert_eq!(d.record(c("3N"), EW, 9), Ok(-600));
        assert_eq!(d.record(c("3N"), NS, 9), Ok(600));
        assert_eq!(d.deals(), 8);
        assert!(d.is_complete_round());
        assert_eq!(d.ns_scores(), [170, -90, -140, 380, -420, -100, -600, 600]);
        assert_eq!((d.total(NS), d.total(EW)), (1150, 1350));
        assert_eq!(d.leader(), Some((EW, 200)));
        // Each deal agrees with duplicate_score at the schedule's vulnerability.
        assert_eq!(duplicate_score(c("1NX"), true, 8), Ok(380));
    }
    proptest::proptest! {
        /// Any sequence of deals, valid or not: no panic, invalid deals change nothing, at
        /// most four deals are recorded, and the duplicate-scored variant agrees with
        /// `duplicate_score` at the schedule's vulnerability.
        #[test]
        fn random_chicagos(deals in proptest::collection::vec(
            (0u8..10, 0usize..5, 0u8..3, proptest::bool::ANY, 0u8..16),
            0..12,
        )) {
            let mut ch = Chicago::new();
            let mut dc = DuplicateChicago::new();
            for (level, strain, dbl, ns, tricks) in deals {
                let doubled = [bidbase_runtime::Doubled::Undoubled, bidbase_runtime::Doubled::Doubled, bidbase_runtime::Doubled::Redoubled][dbl as usize];
                let k = Contract::new(level, bidbase_runtime::Strain::ALL[strain], doubled);
                let side = if ns { NS } else { EW };
                let before = ch.clone();
                if ch.record(k, side, tricks).is_err() {
                    proptest::prop_assert_eq!(&ch, &before);
                }
                let vul = dc.vulnerability().side(side);
                match dc.record(k, side, tricks) {
                    Ok(x) => {
                        let own = if ns { x } else { -x };
                        proptest::prop_assert_eq!(Ok(own), duplicate_score(k, vul, tricks));
                    }
                    Err(e) => proptest::prop_assert_eq!(Err(e), duplicate_score(k, vul, tricks)),
                }
            }
            proptest::prop_assert!(ch.deals() <= 4);
            for side in [NS, EW] {
                proptest::prop_assert_eq!(ch.total(side), ch.below_the_line(side) + ch.above_the_line(side));
                proptest::prop_assert!(ch.part_score(side) < GAME_THRESHOLD);
            }
        }
    }
}
