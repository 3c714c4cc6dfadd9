//! Use_Against in a team match between two systems: each opponent's call means what the
//! entry of *their* system that made it says, so the same 2C is Michaels from one side and
//! natural from the other.

use bidbase::rules::AgainstKey;
use bidbase::{Bidder, Context, Deal, FsLoader, Interpreter, MemLoader, Seat};
use bidbase_dd::judge::TeamBoard;

fn examples() -> Interpreter {
    let base = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    match Interpreter::load("rules/examples.bb", &FsLoader::new(base)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

/// A system whose 2C over 1C has the Michaels hand but no convention: a natural call for
/// `against=`.
fn natural() -> Interpreter {
    let text = "system \"natural 2C\"\n[1C]\n2C hcp=8+ S=5+ H=5+ test=KJ982-AQJ92-87-2\nP\n";
    match Interpreter::load("n.bb", &MemLoader::single("n.bb", text)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

#[test]
fn each_call_means_what_the_system_that_made_it_says() {
    let deal =
        Deal::parse_pbn("N:AQ43.K87.K.A6543 KJ982.AQJ92.87.2 T7.T6543.AQ.KQJT 65..JT965432.987").expect("a deal");
    let (a, b) = (examples(), natural());
    assert_eq!(
        a.explain_opponents(&bidbase::Auction::parse(Seat::North, "1C 2C").unwrap(), &Context::default()),
        Some(AgainstKey::of_path("Michaels"))
    );
    // A against A: East's 2C is A's Michaels, and South doubles. A against B (room 1, A
    // North-South): East's 2C comes from B's convention-less entry, a natural call, and South
    // bids his hearts.
    let same = TeamBoard::bid(&a, &a, deal, Seat::North, &Context::default());
    let mixed = TeamBoard::bid(&a, &b, deal, Seat::North, &Context::default());
    let first3 = |au: &bidbase::Auction| au.calls().iter().take(3).map(|c| c.to_bidbase()).collect::<Vec<_>>();
    assert_eq!(first3(&same.room1.0), ["1C", "2C", "D"]);
    assert_eq!(first3(&mixed.room1.0), ["1C", "2C", "2H"]);
}
