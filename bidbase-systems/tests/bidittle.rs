//! The built-in BIDittle system (`rules/bidittle.bb`): the booklet's worked examples and each
//! of its guidelines bid through both back ends, the compiled code against the interpreter on
//! random positions, self-play with seven-card hands, and the game's rules (no redouble).

use bidbase::sim::{simulate_range, Positions, SimOptions};
use bidbase::{Auction, Bidder, Call, Context, Deck, Hand, Interpreter, Seat};
use bidbase_systems::{builtin, Bidittle};
use bidbase_test_support::agree::explain_alike;

fn interpreter() -> Interpreter {
    builtin("bidittle").expect("bidittle is built in").interpreter().unwrap_or_else(|e| panic!("{e}"))
}

/// Bids `hand` after `auction` (dealt by North) with both back ends, checks that they agree
/// and returns the call.
fn both(compiled: &Bidittle, interp: &Interpreter, auction: &str, hand: &str) -> String {
    let hand = Hand::parse_for(Deck::Bidittle, hand).unwrap_or_else(|e| panic!("{hand}: {e}"));
    let auction = Auction::parse(Seat::North, auction).unwrap_or_else(|e| panic!("{auction}: {e}"));
    let ctx = Context::default();
    let a = compiled.choose(hand, &auction, &ctx).map(|c| (c.call, c.entry));
    let b = interp.choose(hand, &auction, &ctx).map(|c| (c.call, c.entry));
    assert_eq!(a, b, "the back ends differ for {hand} after '{auction}'");
    a.map(|(c, _)| c.to_string()).unwrap_or_else(|| "no entry".into())
}

#[test]
fn the_system_is_the_bidittle_deck_and_passes_its_checks() {
    let interp = interpreter();
    let compiled = Bidittle::new();
    assert_eq!(compiled.deck(), Deck::Bidittle);
    assert_eq!(interp.deck(), Deck::Bidittle);
    assert_eq!(compiled.entry_count(), interp.entry_count());
    let report = interp.check();
    assert!(report.failures.is_empty(), "{}", report.render(&interp));
    assert!(report.tested >= 20, "only {} test hands", report.tested);
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let b = builtin("bidittle").unwrap();
    for (name, text) in b.files {
        assert_eq!(std::fs::read_to_string(format!("{root}/{name}")).unwrap(), *text, "{name}");
    }
}

/// The booklet's Example One: opener 11 points with three spades bids 2S; responder 5 points
/// (the ace and jack of clubs) with a spade adds one trick: 3S; opener passes.
#[test]
fn example_one_responder_holds_openers_suit() {
    let (c, i) = (Bidittle::new(), interpreter());
    let opener = "AKQ-T9-Q8-"; // A K Q of spades and the queen of diamonds: 11 points
    assert_eq!(both(&c, &i, "", opener), "2S");
    assert_eq!(both(&c, &i, "2S P", "9-8-T9-AJ8"), "3S");
    assert_eq!(both(&c, &i, "2S P 3S P", opener), "P");
}

/// Example Two: opener 2S; responder 8 points, no spade, four hearts: 2 + 2 = 4H; opener
/// holds one heart and passes.
#[test]
fn example_two_responder_changes_the_strain() {
    let (c, i) = (Bidittle::new(), interpreter());
    let opener = "AKQ-T-Q98-"; // three spades, three diamonds: the higher-ranking suit
    assert_eq!(both(&c, &i, "", opener), "2S");
    assert_eq!(both(&c, &i, "2S P", "-AK98-J-T9"), "4H");
    assert_eq!(both(&c, &i, "2S P 4H P", opener), "P");
}

/// "After a red team player opens the bidding with a 2 spades bid, a blue team player may bid
/// 3 hearts assuming s/he holds 8-11 points and at least 3 hearts."
#[test]
fn the_other_team_opens_above_the_opponents_bid() {
    let (c, i) = (Bidittle::new(), interpreter());
    assert_eq!(both(&c, &i, "2S", "-KQ9-AT-J9"), "3H");
    // At its own level when that already ranks higher: 2H over 1S.
    assert_eq!(both(&c, &i, "1S", "-KQ9-AT-J9"), "2H");
    // Two levels short: no bid (the lookup goes on to the general layer).
    assert_eq!(both(&c, &i, "4S", "-KQ9-AT-J9"), "P");
}

#[test]
fn the_level_is_the_points_divided_by_four() {
    let (c, i) = (Bidittle::new(), interpreter());
    assert_eq!(both(&c, &i, "", "KJ9-T9-8-T"), "1S"); // 4 points
    assert_eq!(both(&c, &i, "", "KQ9-Q9-J-T"), "2S"); // 8
    assert_eq!(both(&c, &i, "", "AKQ-AJ-8-T"), "3S"); // 14
    assert_eq!(both(&c, &i, "", "AKQ-AK-Q-J"), "4S"); // 19 points
    assert_eq!(both(&c, &i, "", "QJ-T9-8-T9"), "P"); // 3: pass
    assert_eq!(both(&c, &i, "P P", "QJ-T9-8-T9"), "P");
}

#[test]
fn opener_bids_the_longest_suit_or_notrump() {
    let (c, i) = (Bidittle::new(), interpreter());
    assert_eq!(both(&c, &i, "", "A9-K8-Q98-"), "2D"); // the only three-card suit
    assert_eq!(both(&c, &i, "", "-KQ8--AJT9"), "2C"); // four clubs beat three hearts
    assert_eq!(both(&c, &i, "", "KQ9-AJ8-8-"), "2S"); // 3-3: the higher-ranking suit
    assert_eq!(both(&c, &i, "", "AK-Q8-T9-9"), "2N"); // 2-2-2-1: notrump
}

#[test]
fn responder_adds_his_estimate_to_openers_level() {
    let (c, i) = (Bidittle::new(), interpreter());
    // One card of opener's suit is enough; the level is the sum.
    assert_eq!(both(&c, &i, "1H P", "AK-9-KQ9-A"), "5H"); // 1 + 4 (16 points)
    assert_eq!(both(&c, &i, "3D P", "K-J8-KQ9-9"), "5D"); // 3 + 2 (9 points)
    assert_eq!(both(&c, &i, "2C P", "Q98-T9-T-J"), "P"); // 3 points: pass
                                                         // Over the opponents' bid the sum stands when it is legal, and is not made when not.
    assert_eq!(both(&c, &i, "1S 2H", "K9-8-QJ9-T"), "2S");
    assert_eq!(both(&c, &i, "1S 3H", "K9-8-QJ9-T"), "P");
    // Partner opened after the opponents' opening: he is our team's opener.
    assert_eq!(both(&c, &i, "1C 2H P", "KQ-8-QJ9-T"), "4H");
    // Notrump is raised.
    assert_eq!(both(&c, &i, "1N P", "AK9-Q9-T-9"), "3N");
}

#[test]
fn responder_without_openers_suit() {
    let (c, i) = (Bidittle::new(), interpreter());
    // A four-card suit; a three-card suit with two honours; the longest first.
    assert_eq!(both(&c, &i, "1C P", "KJ98-Q98--"), "2S");
    assert_eq!(both(&c, &i, "1S P", "-T98-KJ9-9"), "2D");
    assert_eq!(both(&c, &i, "1S P", "-KQ98-AJ9-"), "3H"); // 10 points: 1 + 2, hearts the longer
                                                          // No such suit, high cards in every suit held: notrump.
    assert_eq!(both(&c, &i, "1D P", "K98-Q9--A9"), "3N");
    // Nothing to say: pass.
    assert_eq!(both(&c, &i, "1D P", "T98-KJ--98"), "P");
    // Under 4 points: a new strain at opener's level only, when it ranks higher.
    assert_eq!(both(&c, &i, "2C P", "J98-T9-Q9-"), "P"); // one honour in a three-card suit is not two
    assert_eq!(both(&c, &i, "2D P", "KT98-T9--9"), "2S");
    assert_eq!(both(&c, &i, "2S P", "-KT98-98-T"), "P");
}

#[test]
fn opener_rebids_after_a_change_of_strain() {
    let (c, i) = (Bidittle::new(), interpreter());
    // No card of responder's hearts: rebid four spades at his level, or notrump, or pass.
    assert_eq!(both(&c, &i, "2S P 4H P", "AKQ9--Q98-"), "4S");
    assert_eq!(both(&c, &i, "2S P 4H P", "AK9--Q98-Q"), "4N");
    assert_eq!(both(&c, &i, "2S P 4H P", "AKQ--T98-9"), "P");
    // The rebid may not raise the level: 4D is below 4H and 5D is not made.
    assert_eq!(both(&c, &i, "2D P 4H P", "A--AKQ98-9"), "P");
}

#[test]
fn doubles_need_more_tricks_than_there_are() {
    let (c, i) = (Bidittle::new(), interpreter());
    // 14 points: three tricks.
    assert_eq!(both(&c, &i, "6S", "AK-Q-KQ9-T"), "D"); // 6 + 3 > 8
    assert_eq!(both(&c, &i, "5S", "AK-Q-KQ9-T"), "P"); // 5 + 3 = 8: not a trick to spare
    assert_eq!(both(&c, &i, "6S P P", "AK-Q-KQ9-T"), "D");
    assert_eq!(both(&c, &i, "7H", "Q-J-A9-K98"), "D"); // 10 points: 7 + 2 > 8
    assert_eq!(both(&c, &i, "5S X", "AK-Q-KQ9-T"), "P"); // partner's doubled 5S: no raise past seven, and BIDittle has no redouble
}

#[test]
fn a_hand_of_the_wrong_deck_is_not_a_bidittle_hand() {
    assert!(Hand::parse_for(Deck::Bidittle, "AQ32-T87-K632-54").is_err());
    assert!(Hand::parse_for(Deck::Bidittle, "AKQ-T9-Q8-").is_ok());
}

#[test]
fn compiled_and_interpreted_agree_on_random_positions() {
    let compiled = Bidittle::new();
    let interp = interpreter();
    let ctx = Context::default();
    let mut n = 0;
    for p in Positions::new(&compiled, 2026, Deck::Bidittle).take(20_000) {
        assert_eq!(p.hand.deck(), Deck::Bidittle);
        let a = compiled.choose(p.hand, &p.auction, &ctx).map(|c| (c.call, c.entry));
        let b = interp.choose(p.hand, &p.auction, &ctx).map(|c| (c.call, c.entry));
        assert_eq!(a, b, "{} after {}", p.hand, p.auction);
        for i in 0..p.auction.calls().len() {
            assert_eq!(compiled.describe_at(&p.auction, &ctx, i), interp.describe_at(&p.auction, &ctx, i));
        }
        n += 1;
    }
    assert_eq!(n, 20_000);
}

/// Self-play: seven-card hands, every decision answered, every call legal, never a redouble.
#[test]
fn self_play_is_legal_bidittle() {
    let compiled = Bidittle::new();
    let options = SimOptions { seed: 7, boards: true, deck: Deck::Bidittle };
    let mut redoubles = 0;
    let stats = simulate_range(&compiled, &options, 0..20_000, |_, deal, auction, _| {
        assert_eq!(deal.deck(), Deck::Bidittle);
        assert!(Seat::ALL.iter().all(|s| deal.hand(*s).lengths().iter().sum::<u8>() == 7));
        redoubles += auction.calls().iter().filter(|c| **c == Call::REDOUBLE).count();
        assert!(auction.is_over());
    });
    assert_eq!(stats.boards, 20_000);
    assert_eq!(stats.illegal, 0);
    assert_eq!(stats.no_entry, 0);
    assert_eq!(redoubles, 0);
    // Every board is bid: a pass-out needs four hands under 4 points, 12 of the 40.
    assert_eq!(stats.passed_out, 0);
}

/// Compiled and interpreted explanations agree on random BIDittle positions.
#[test]
fn compiled_and_interpreted_explain_alike() {
    let (c, i) = (Bidittle::new(), interpreter());
    let explained = explain_alike(&c, &i, 5, 1_000);
    assert!(explained > 1_000, "only {explained} entries explained");
}
