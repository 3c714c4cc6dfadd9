//! Use_Against (`against=`): BidBase's example of two entries for 1C-(2C), one used against a
//! natural 2C and one against Michaels, through both back ends, in a declared context and in
//! self-play, where the meaning comes from the entry that made the opponents' call.

use bidbase::rules::AgainstKey;
use bidbase::sim::{bid_board, Stats};
use bidbase::{Auction, Bidder, Context, Deal, Hand, Interpreter, MemLoader, Seat};

mod common;

bidbase::system!(Examples = "../rules/examples.bb");

fn interpreter() -> Interpreter {
    common::load(concat!(env!("CARGO_MANIFEST_DIR"), "/.."), "rules/examples.bb")
}

fn call(b: &dyn Bidder, hand: &str, auction: &str, against: Option<AgainstKey>) -> String {
    let h = Hand::parse(hand).expect("a hand");
    let a = Auction::parse(Seat::North, auction).expect("an auction");
    let c = Context { against, ..Context::default() };
    b.choose(h, &a, &c).map_or("none".into(), |c| c.call.to_bidbase())
}

#[test]
fn the_entry_used_depends_on_what_their_call_means_in_both_back_ends() {
    let michaels = Some(AgainstKey::of_path("Michaels"));
    let natural = Some(AgainstKey::NATURAL);
    let compiled = Examples::new();
    let interpreted = interpreter();
    for b in [&compiled as &dyn Bidder, &interpreted] {
        assert!(b.reads_against());
        // Five hearts and 12 HCP: 2H over a natural 2C, but not over Michaels (both majors),
        // where the hand doubles to show values.
        let five_hearts = "T7-T6543-AQ-KQJT";
        assert_eq!(call(b, five_hearts, "1C 2C", natural), "2H");
        assert_eq!(call(b, five_hearts, "1C 2C", michaels), "D");
        // Another convention, or an unknown meaning: neither entry applies.
        assert_eq!(call(b, five_hearts, "1C 2C", Some(AgainstKey::of_path("Brozel"))), "P");
        assert_eq!(call(b, five_hearts, "1C 2C", None), "P");
        // Nine HCP: not enough to double Michaels.
        assert_eq!(call(b, "32-KQ432-K32-J32", "1C 2C", michaels), "P");
    }
}

#[test]
fn a_system_explains_the_opponents_last_call_by_the_entry_that_names_it() {
    let i = interpreter();
    let c = Context::default();
    let at = |s: &str| Auction::parse(Seat::North, s).expect("an auction");
    // The examples system's 2C over 1C is its Michaels cue bid.
    assert_eq!(i.explain_opponents(&at("1C 2C"), &c), Some(AgainstKey::of_path("Michaels")));
    assert_eq!(Examples::new().explain_opponents(&at("1C 2C"), &c), Some(AgainstKey::of_path("Michaels")));
    // 1C (2C) P (P): for the opener, the opponents' last call but a pass is still the 2C.
    assert_eq!(i.explain_opponents(&at("1C 2C P P"), &c), Some(AgainstKey::of_path("Michaels")));
    // Opponents who only passed: nothing to explain.
    assert_eq!(i.explain_opponents(&at("1C P"), &c), None);
    // A system with a convention-less 2C there explains it as natural.
    let text = "system \"natural\"\n[1C]\n2C hcp=10+ C=6+ test=A2-K32-32-KQJ432\nP\n";
    let natural = match Interpreter::load("n.bb", &MemLoader::single("n.bb", text)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    assert!(!natural.reads_against());
    assert_eq!(natural.explain_opponents(&at("1C 2C"), &c), Some(AgainstKey::NATURAL));
}

#[test]
fn self_play_knows_the_meaning_from_the_entry_that_made_the_call() {
    // North opens 1C, East bids the Michaels cue bid with both majors, and South, with five
    // hearts and 12 HCP, doubles: the 2C showed the majors.
    let deal =
        Deal::parse_pbn("N:AQ43.K87.K.A6543 KJ982.AQJ92.87.2 T7.T6543.AQ.KQJT 65..JT965432.987").expect("a deal");
    for b in [&Examples::new() as &dyn Bidder, &interpreter()] {
        let mut stats = Stats::new(b.entry_count());
        let auction = bid_board(b, &deal, Seat::North, &Context::default(), &mut stats);
        let calls: Vec<String> = auction.calls().iter().take(3).map(|c| c.to_bidbase()).collect();
        assert_eq!(calls, ["1C", "2C", "D"], "auction {auction}");
    }
}
