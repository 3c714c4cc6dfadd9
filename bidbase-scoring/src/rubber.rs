//! Rubber bridge: games, vulnerability, honours and the rubber bonus.

use core::fmt;

use bidbase_runtime::Strain;
use bidbase_runtime::{Contract, Side, Vulnerability};

use super::{push_contract_entries, side_index, ScoreBreakdown, ScoreError, ScoreItem, SheetEntry};
use bidbase_runtime::GAME_THRESHOLD;

/// Rubber bonus for winning two games to none.
pub const RUBBER_BONUS_2_0: u32 = 700;
/// Rubber bonus for winning two games to one.
pub const RUBBER_BONUS_2_1: u32 = 500;
/// Unfinished rubber: bonus for a side with a game.
const UNFINISHED_GAME: u32 = 300;
/// Unfinished rubber: bonus for a side with a part score in the unfinished game.
const UNFINISHED_PART_SCORE: u32 = 100;

/// Honours held in one hand, scored above the line in rubber bridge whatever the result of
/// the contract.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Honours {
    /// Four of the five top trumps (A K Q J 10) in one hand: 100.
    FourTrumps,
    /// All five top trumps in one hand: 150.
    FiveTrumps,
    /// All four aces in one hand at notrump: 150.
    FourAces,
}

impl Honours {
    /// The bonus: 100 for four trump honours, 150 for five or for four aces.
    pub const fn points(self) -> u32 {
        match self {
            Honours::FourTrumps => 100,
            Honours::FiveTrumps | Honours::FourAces => 150,
        }
    }

    /// Whether these honours count in `strain`: trump honours need a trump suit, four aces
    /// count only at notrump.
    pub const fn fits(self, strain: Strain) -> bool {
        match self {
            Honours::FourAces => matches!(strain, Strain::NoTrump),
            Honours::FourTrumps | Honours::FiveTrumps => !matches!(strain, Strain::NoTrump),
        }
    }
}

impl fmt::Display for Honours {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Honours::FourTrumps => "four trump honours",
            Honours::FiveTrumps => "five trump honours",
            Honours::FourAces => "four aces",
        })
    }
}

/// A rubber-bridge score sheet.
///
/// Two columns, WE and THEY, are kept as [`Side`]s: choose which side is WE (the tests use
/// North-South). Each deal is scored with [`ScoreBreakdown`] at the declaring side's
/// vulnerability before the deal (a side with one game is vulnerable): the trick score goes
/// below the line, overtricks, the insult bonus, slam bonuses, undertricks and honours above
/// it. A side whose below-the-line score in the current game reaches 100 wins the game; a
/// line is drawn and both sides start the next game from zero (their earlier part scores
/// still count in the totals). The first side to win two games wins the rubber and scores
/// 700 (two games to none) or 500 (two games to one).
///
/// An unfinished rubber is closed with [`RubberScore::finish`]: 300 for a side with a game,
/// and 100 for a side with a part score in the unfinished game.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RubberScore {
    entries: Vec<SheetEntry>,
    games: [u8; 2],
    below: [u32; 2],
    deals: u32,
    won: bool,
    finished: bool,
}

impl RubberScore {
    /// A new rubber: no games, nobody vulnerable.
    pub fn new() -> RubberScore {
        RubberScore::default()
    }

    /// Records a deal: `declarer`'s side played `contract` and took `tricks`; `honours`, if
    /// any, were held by the given side. Returns the entries the deal added to the sheet, in
    /// order: trick score, overtricks, insult, slam bonus (or the defenders' undertricks),
    /// honours, then the rubber bonus if the deal won the rubber. A passed-out deal scores
    /// nothing and is not recorded.
    ///
    /// Errors (and records nothing) when the rubber is over, the level is not 1..=7, tricks
    /// exceed 13, or the honours do not fit the strain.
    pub fn record(
        &mut self,
        contract: Contract,
        declarer: Side,
        tricks: u8,
        honours: Option<(Honours, Side)>,
    ) -> Result<&[SheetEntry], ScoreError> {
        if self.is_over() {
            return Err(ScoreError::RubberOver);
        }
        let breakdown = ScoreBreakdown::new(contract, self.vulnerable(declarer), tricks)?;
        if let Some((h, _)) = honours {
            if !h.fits(contract.strain) {
                return Err(ScoreError::Honours { honours: h, strain: contract.strain });
            }
        }
        let start = self.entries.len();
        self.deals = self.deals.saturating_add(1);
        let deal = self.deals;
        let game = self.game_number();
        push_contract_entries(&breakdown, declarer, deal, game, &mut self.entries);
        if let Some((h, side)) = honours {
            self.entries.push(SheetEntry {
                deal: Some(deal),
                game,
                side,
                item: ScoreItem::Honours,
                points: h.points(),
            });
        }
        let i = side_index(declarer);
        self.below[i] += breakdown.trick_score;
        if self.below[i] >= GAME_THRESHOLD {
            self.games[i] += 1;
            self.below = [0, 0];
            if self.games[i] == 2 {
                self.won = true;
                let points = if self.games[1 - i] == 0 { RUBBER_BONUS_2_0 } else { RUBBER_BONUS_2_1 };
                self.entries.push(SheetEntry {
                    deal: Some(deal),
                    game,
                    side: declarer,
                    item: ScoreItem::RubberBonus,
                    points,
                });
            }
        }
        Ok(&self.entries[start..])
    }

    /// Ends an unfinished rubber: 300 to a side with a game, and 100 to a side with a part
    /// score in the unfinished game. Returns the entries added; does nothing (and returns no
    /// entries) once the rubber has been won or finished.
    pub fn finish(&mut self) -> &[SheetEntry] {
        let start = self.entries.len();
        if self.is_over() {
            return &self.entries[start..];
        }
        self.finished = true;
        let game = self.game_number();
        for side in [Side::NorthSouth, Side::EastWest] {
            let i = side_index(side);
            let entry = |item, points| SheetEntry { deal: None, game, side, item, points };
            if self.games[i] > 0 {
                self.entries.push(entry(ScoreItem::UnfinishedGame, UNFINISHED_GAME));
            }
            if self.below[i] > 0 {
                self.entries.push(entry(ScoreItem::UnfinishedPartScore, UNFINISHED_PART_SCORE));
            }
        }
        &self.entries[start..]
    }

    /// Every entry on the sheet, in the order scored.
    pub fn entries(&self) -> &[SheetEntry] {
        &self.entries
    }

    /// Deals recorded.
    pub fn deals(&self) -> u32 {
        self.deals
    }

    /// Games `side` has won.
    pub fn games(&self, side: Side) -> u8 {
        self.games[side_index(side)]
    }

    /// The 1-based game in progress (after the rubber is won: the game that won it).
    pub fn game_number(&self) -> u32 {
        let played = u32::from(self.games[0]) + u32::from(self.games[1]);
        if self.won {
            played
        } else {
            played + 1
        }
    }

    /// Whether `side` is vulnerable: it has won a game.
    pub fn vulnerable(&self, side: Side) -> bool {
        self.games(side) > 0
    }

    /// Both sides' vulnerability.
    pub fn vulnerability(&self) -> Vulnerability {
        Vulnerability::from_sides(self.vulnerable(Side::NorthSouth), self.vulnerable(Side::EastWest))
    }

    /// `side`'s part score below the line in the game in progress.
    pub fn part_score(&self, side: Side) -> u32 {
        self.below[side_index(side)]
    }

    /// `side`'s score below the line in the 1-based `game`.
    pub fn below_in_game(&self, game: u32, side: Side) -> u32 {
        self.sum(|e| e.side == side && e.game == game && e.item.below_the_line())
    }

    /// `side`'s total below the line, all games.
    pub fn below_the_line(&self, side: Side) -> u32 {
        self.sum(|e| e.side == side && e.item.below_the_line())
    }

    /// `side`'s total above the line.
    pub fn above_the_line(&self, side: Side) -> u32 {
        self.sum(|e| e.side == side && !e.item.below_the_line())
    }

    /// `side`'s total score.
    pub fn total(&self, side: Side) -> u32 {
        self.sum(|e| e.side == side)
    }

    /// Whether the rubber has been won or finished.
    pub fn is_over(&self) -> bool {
        self.won || self.finished
    }

    /// The side that won the rubber (two games), if one has.
    pub fn rubber_winner(&self) -> Option<Side> {
        [Side::NorthSouth, Side::EastWest].into_iter().find(|&s| self.games(s) == 2)
    }

    /// The side with the higher total, and by how much; `None` when level. The rubber winner
    /// can lose on points (the rules' example).
    pub fn leader(&self) -> Option<(Side, u32)> {
        let (ns, ew) = (self.total(Side::NorthSouth), self.total(Side::EastWest));
        match ns.cmp(&ew) {
            core::cmp::Ordering::Greater => Some((Side::NorthSouth, ns - ew)),
            core::cmp::Ordering::Less => Some((Side::EastWest, ew - ns)),
            core::cmp::Ordering::Equal => None,
        }
    }

    fn sum(&self, keep: impl Fn(&SheetEntry) -> bool) -> u32 {
        self.entries.iter().filter(|e| keep(e)).fold(0u32, |t, e| t.saturating_add(e.points))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WE: Side = Side::NorthSouth;
    const THEY: Side = Side::EastWest;

    fn c(s: &str) -> Contract {
        Contract::parse(s).unwrap()
    }

    fn items(entries: &[SheetEntry]) -> Vec<(Side, ScoreItem, u32)> {
        entries.iter().map(|e| (e.side, e.item, e.points)).collect()
    }

    /// The rules' example score sheet, deals (a) to (i): WE 1690, THEY 880.
    #[test]
    fn rules_example_rubber() {
        use ScoreItem::*;
        let mut r = RubberScore::new();
        // (a) we bid 2 hearts and made 10 tricks: 60 below, 60 above.
        let e = r.record(c("2H"), WE, 10, None).unwrap();
        assert_eq!(items(e), [(WE, TrickScore, 60), (WE, Overtricks, 60)]);
        assert_eq!(r.part_score(WE), 60);
        // (b) they bid 4 spades, we doubled, they took 8 tricks: 100 + 200 to us.
        let e = r.record(c("4SX"), THEY, 8, None).unwrap();
        assert_eq!(items(e), [(WE, Undertricks, 300)]);
        // (c) they bid 3NT and made 10 tricks: game (100 below) and 30 above.
        let e = r.record(c("3N"), THEY, 10, None).unwrap();
        assert_eq!(items(e), [(THEY, TrickScore, 100), (THEY, Overtricks, 30)]);
        assert_eq!((r.games(THEY), r.games(WE)), (1, 0));
        assert_eq!((r.part_score(WE), r.part_score(THEY)), (0, 0));
        assert_eq!(r.vulnerability(), Vulnerability::EastWest);
        assert_eq!(r.game_number(), 2);
        // (d) they bid and made 3 spades.
        let e = r.record(c("3S"), THEY, 9, None).unwrap();
        assert_eq!(items(e), [(THEY, TrickScore, 90)]);
        // (e) they bid 2 diamonds and made 6 tricks; vulnerable, so 100 an undertrick.
        let e = r.record(c("2D"), THEY, 6, None).unwrap();
        assert_eq!(items(e), [(WE, Undertricks, 200)]);
        // (f) we bid 6 hearts, doubled, and made 13 tricks: 360 below (game), 100 for the
        // doubled non-vulnerable overtrick, 50 for the insult, 500 for the small slam.
        let e = r.record(c("6HX"), WE, 13, None).unwrap();
        assert_eq!(items(e), [(WE, TrickScore, 360), (WE, Overtricks, 100), (WE, Insult, 50), (WE, SlamBonus, 500)]);
        assert_eq!((r.games(WE), r.games(THEY)), (1, 1));
        assert_eq!(r.vulnerability(), Vulnerability::Both);
        // (g) they bid 1NT and took 8 tricks: 40 below, 30 above; their 90 from (d) belonged
        // to the previous game, so this is no game.
        let e = r.record(c("1N"), THEY, 8, None).unwrap();
        assert_eq!(items(e), [(THEY, TrickScore, 40), (THEY, Overtricks, 30)]);
        assert_eq!(r.games(THEY), 1);
        // (h) we bid 3 clubs and made exactly 9 tricks.
        let e = r.record(c("3C"), WE, 9, None).unwrap();
        assert_eq!(items(e), [(WE, TrickScore, 60)]);
        // (i) they bid 3 hearts and made 9 tricks: their second game and the rubber, 500.
        let e = r.record(c("3H"), THEY, 9, None).unwrap();
        assert_eq!(items(e), [(THEY, TrickScore, 90), (THEY, RubberBonus, 500)]);
        assert!(r.is_over());
        assert_eq!(r.rubber_winner(), Some(THEY));
        assert_eq!(r.deals(), 9);

        assert_eq!(r.total(WE), 1690);
        assert_eq!(r.total(THEY), 880);
        assert_eq!(r.leader(), Some((WE, 810)));
        // Above the line: WE 60+300+200+100+50+500; THEY 30+30+500.
        assert_eq!(r.above_the_line(WE), 1210);
        assert_eq!(r.above_the_line(THEY), 560);
        assert_eq!(r.below_the_line(WE), 480);
        assert_eq!(r.below_the_line(THEY), 320);
        // Below the line game by game.
        assert_eq!((r.below_in_game(1, WE), r.below_in_game(1, THEY)), (60, 100));
        assert_eq!((r.below_in_game(2, WE), r.below_in_game(2, THEY)), (360, 90));
        assert_eq!((r.below_in_game(3, WE), r.below_in_game(3, THEY)), (60, 130));
        // Deal letters map to deal numbers.
        assert!(r.entries().iter().filter(|e| e.deal == Some(6)).all(|e| e.side == WE));
        assert_eq!(r.game_number(), 3);
        // Nothing more can be recorded, and finishing a won rubber adds nothing.
        assert_eq!(r.record(c("1C"), WE, 7, None), Err(ScoreError::RubberOver));
        assert!(r.finish().is_empty());
        assert_eq!(r.total(WE), 1690);
    }

    #[test]
    fn two_nil_rubber() {
        let mut r = RubberScore::new();
        r.record(c("4S"), WE, 10, None).unwrap();
        assert!(r.vulnerable(WE) && !r.vulnerable(THEY));
        let e = r.record(c("3N"), WE, 9, None).unwrap();
        assert_eq!(e.last().map(|e| (e.item, e.points)), Some((ScoreItem::RubberBonus, 700)));
        assert_eq!(r.total(WE), 120 + 100 + 700);
        assert_eq!(r.total(THEY), 0);
    }

    #[test]
    fn part_scores_add_up_to_game() {
        let mut r = RubberScore::new();
        r.record(c("2S"), WE, 8, None).unwrap();
        r.record(c("2H"), THEY, 8, None).unwrap();
        assert_eq!(r.games(WE), 0);
        r.record(c("1N"), WE, 7, None).unwrap();
        assert_eq!(r.games(WE), 1);
        assert_eq!(r.part_score(THEY), 0, "the opponents' part score is cut off");
        assert_eq!(r.below_in_game(1, THEY), 60);
    }

    #[test]
    fn vulnerability_changes_penalties_and_bonuses() {
        let mut r = RubberScore::new();
        r.record(c("5D"), WE, 11, None).unwrap();
        // We are vulnerable now: one doubled undertrick costs 200, a slam is worth 750.
        let e = r.record(c("2SX"), WE, 7, None).unwrap();
        assert_eq!(items(e), [(THEY, ScoreItem::Undertricks, 200)]);
        let e = r.record(c("6C"), WE, 12, None).unwrap();
        assert_eq!(
            items(e),
            [(WE, ScoreItem::TrickScore, 120), (WE, ScoreItem::SlamBonus, 750), (WE, ScoreItem::RubberBonus, 700)]
        );
    }

    #[test]
    fn honours() {
        use Honours as H;
        use ScoreItem::{Honours as HonoursItem, TrickScore, Undertricks};
        let mut r = RubberScore::new();
        // Honours score even when the contract fails, for whichever side held them.
        let e = r.record(c("4H"), WE, 9, Some((H::FourTrumps, THEY))).unwrap();
        assert_eq!(items(e), [(THEY, Undertricks, 50), (THEY, HonoursItem, 100)]);
        let e = r.record(c("2S"), THEY, 8, Some((H::FiveTrumps, THEY))).unwrap();
        assert_eq!(items(e), [(THEY, TrickScore, 60), (THEY, HonoursItem, 150)]);
        let e = r.record(c("1N"), WE, 7, Some((H::FourAces, WE))).unwrap();
        assert_eq!(items(e), [(WE, TrickScore, 40), (WE, HonoursItem, 150)]);
        assert_eq!(r.total(THEY), 50 + 100 + 60 + 150);
        assert_eq!(r.total(WE), 190);
        // Honours that do not fit the strain are refused and nothing is recorded.
        let before = r.clone();
        assert_eq!(
            r.record(c("3N"), WE, 9, Some((H::FourTrumps, WE))),
            Err(ScoreError::Honours { honours: H::FourTrumps, strain: Strain::NoTrump })
        );
        assert_eq!(
            r.record(c("4S"), WE, 10, Some((H::FourAces, WE))),
            Err(ScoreError::Honours { honours: H::FourAces, strain: Strain::Spades })
        );
        assert_eq!(r, before);
        assert_eq!(H::FourTrumps.to_string(), "four trump honours");
        assert_eq!(H::FiveTrumps.to_string(), "five trump honours");
        assert_eq!(H::FourAces.to_string(), "four aces");
        for s in Strain::ALL {
            assert_eq!(H::FourAces.fits(s), s == Strain::NoTrump);
            assert_eq!(H::FiveTrumps.fits(s), s != Strain::NoTrump);
        }
    }

    #[test]
    fn bad_deals_change_nothing() {
        let mut r = RubberScore::new();
        r.record(c("2S"), WE, 8, None).unwrap();
        let before = r.clone();
        let bad = Contract::new(9, Strain::Clubs, bidbase_runtime::Doubled::Undoubled);
        assert_eq!(r.record(bad, WE, 7, None), Err(ScoreError::Level { level: 9 }));
        assert_eq!(r.record(c("1C"), WE, 14, None), Err(ScoreError::Tricks { tricks: 14, max: 13 }));
        assert_eq!(r, before);
    }

    #[test]
    fn unfinished_rubber() {
        use ScoreItem::*;
        // Fresh rubber: nothing to add.
        let mut r = RubberScore::new();
        assert!(r.finish().is_empty());
        assert!(r.is_over());
        assert_eq!(r.record(c("1C"), WE, 7, None), Err(ScoreError::RubberOver));

        // We have a game and a part score, they have a part score.
        let mut r = RubberScore::new();
        r.record(c("4H"), WE, 10, None).unwrap();
        r.record(c("2C"), WE, 8, None).unwrap();
        r.record(c("1S"), THEY, 7, None).unwrap();
        let e = r.finish().to_vec();
        assert_eq!(
            items(&e),
            [(WE, UnfinishedGame, 300), (WE, UnfinishedPartScore, 100), (THEY, UnfinishedPartScore, 100)]
        );
        assert!(e.iter().all(|e| e.deal.is_none() && e.game == 2));
        assert_eq!(r.total(WE), 120 + 40 + 400);
        assert_eq!(r.total(THEY), 30 + 100);
        assert!(r.finish().is_empty(), "finishing twice adds nothing");
        assert_eq!(r.rubber_winner(), None);

        // One game each, no part scores.
        let mut r = RubberScore::new();
        r.record(c("3N"), WE, 9, None).unwrap();
        r.record(c("4S"), THEY, 10, None).unwrap();
        assert_eq!(items(r.finish()), [(WE, UnfinishedGame, 300), (THEY, UnfinishedGame, 300)]);
        assert_eq!(r.leader(), Some((THEY, 20)));
        let mut level = RubberScore::new();
        level.finish();
        assert_eq!(level.leader(), None);
    }
    proptest::proptest! {
        /// Any sequence of deals, valid or not: no panic, invalid deals change nothing, and
        /// the sheet stays consistent.
        #[test]
        fn random_rubbers(deals in proptest::collection::vec(
            (0u8..10, 0usize..5, 0u8..3, proptest::bool::ANY, 0u8..16, 0u8..4, proptest::bool::ANY),
            0..40,
        ), finish in proptest::bool::ANY) {
            let mut r = RubberScore::new();
            for (level, strain, dbl, ns, tricks, hon, hon_ns) in deals {
                let doubled = [bidbase_runtime::Doubled::Undoubled, bidbase_runtime::Doubled::Doubled, bidbase_runtime::Doubled::Redoubled][dbl as usize];
                let k = Contract::new(level, Strain::ALL[strain], doubled);
                let side = if ns { WE } else { THEY };
                let honours = [None, Some(Honours::FourTrumps), Some(Honours::FiveTrumps), Some(Honours::FourAces)][hon as usize]
                    .map(|h| (h, if hon_ns { WE } else { THEY }));
                let before = r.clone();
                if r.record(k, side, tricks, honours).is_err() {
                    proptest::prop_assert_eq!(&r, &before);
                }
            }
            if finish {
                r.finish();
            }
            for side in [WE, THEY] {
                proptest::prop_assert!(r.games(side) <= 2);
                proptest::prop_assert_eq!(r.total(side), r.below_the_line(side) + r.above_the_line(side));
                proptest::prop_assert!(r.part_score(side) < GAME_THRESHOLD);
            }
            proptest::prop_assert_eq!(r.rubber_winner().is_some(), r.is_over() && r.entries().iter().any(|e| e.item == ScoreItem::RubberBonus));
        }
    }
}
