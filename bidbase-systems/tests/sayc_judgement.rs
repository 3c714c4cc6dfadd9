//! SAYC's judgement where the enumerated rules run out: the hands a teacher's reading of
//! self-play found passing with extras, stopping in game with slam values, leaving gaps after
//! partner's overcall or double, misjudging penalties, bidding differently with and without
//! interference, passing forcing calls, and suppressing preempts. Each position is bid by the
//! compiled system and by the interpreter, which must agree, and the call must be one a SAYC
//! teacher accepts there (the set names the sound calls; the position's comment says why).

use bidbase::{Auction, Bidder, Call, Context, Hand, Seat, Side, Vulnerability};
use bidbase_systems::{builtin, Sayc};

/// One position: the hand, the auction from the dealer (North), the vulnerability, and the
/// calls a teacher accepts.
struct Position {
    hand: &'static str,
    auction: &'static str,
    vul: Vulnerability,
    sound: &'static [&'static str],
}

const fn at(hand: &'static str, auction: &'static str, sound: &'static [&'static str]) -> Position {
    Position { hand, auction, vul: Vulnerability::None, sound }
}

const fn vul(hand: &'static str, auction: &'static str, sound: &'static [&'static str]) -> Position {
    Position { hand, auction, vul: Vulnerability::Both, sound }
}

/// Bids the position with both back ends: they agree, and the call is a sound one.
fn check(p: &Position, compiled: &dyn Bidder, interpreted: &dyn Bidder) {
    let auction = Auction::parse(Seat::North, p.auction).expect("a legal auction");
    let hand = Hand::parse(p.hand).expect("a hand");
    let we = auction.next_seat().side();
    let context = Context { vulnerability: p.vul, we, ..Context::default() };
    let call = |b: &dyn Bidder| b.choose(hand, &auction, &context).map_or(Call::PASS, |c| c.call);
    let (c, i) = (call(compiled), call(interpreted));
    assert_eq!(c, i, "{} after {}: compiled {c}, interpreted {i}", p.hand, p.auction);
    let sound: Vec<Call> = p.sound.iter().map(|s| Call::parse(s).expect("a call")).collect();
    assert!(
        sound.contains(&c),
        "{} after '{}' ({:?}): bids {c}, a teacher accepts {:?}",
        p.hand,
        p.auction,
        p.vul,
        p.sound
    );
}

fn run(positions: &[Position]) {
    let compiled = Sayc::new();
    let interpreted = builtin("sayc").expect("sayc").interpreter().unwrap_or_else(|e| panic!("{e}"));
    for p in positions {
        check(p, &compiled, &interpreted);
    }
}

/// Extra values once the opponents have bid: compete, raise, reopen, bid game.
#[test]
fn no_pass_with_extra_values_in_competition() {
    run(&[
        // Six hearts, a diamond void and a club fit opposite an opener who raised: game.
        at("83-AQJ652--KT843", "1C 1D 1H P 2H P", &["4H"]),
        // The balancing doubler with 17 and three hearts opposite partner's jump: raise.
        at("AKQ92-KT7-52-A82", "1D P P X P 2H P", &["3H", "4H"]),
        // Opener with 18 and three-card support after the overcall: show the extras.
        at("KQ92-A82-86-AKQ5", "1C P 1H 2D", &["X", "2S", "3H"]),
        // 17 HCP and five good clubs after partner's pass and RHO's 1D: act.
        at("KQ4-3-KQ98-AK973", "P 1D", &["2C", "X"]),
        // The overcaller with 16 and four spades, their 3H passed round: reopen with a double.
        at("JT83-KQ-A2-AK853", "P P 1H 2C 3H P P", &["X"]),
        // Opener with eight clubs and a void after their 4H is passed round: 5C.
        at("-K-A984-AKQ86432", "1C 4H P P", &["5C"]),
    ]);
}

/// Slam values: try for slam instead of bidding or passing game.
#[test]
fn slam_values_look_for_slam() {
    run(&[
        // 16 HCP and solid seven spades after 1D-1S-2C: fourth suit forcing or Blackwood, not 4S.
        at("AKQ8762-832-9-AJ", "1D P 1S P 2C P", &["2H", "4N"]),
        // 17 HCP and three-card heart support after 1H-1S-2D: force, then show the support.
        at("AQJT-K98-K-KJT84", "1H P 1S P 2D P", &["3C", "4N", "3H"]),
        // Opener with 19 opposite a two-over-one responder's 4S: Blackwood or a cue bid.
        at("AKQT9-K7-32-AQT5", "1S P 2H P 3C P 4S P", &["4N", "5C", "5D", "5H"]),
        // The 2NT opener with four hearts opposite partner's five, invited by 4NT: accept.
        at("AKQJ-AT83-K92-K6", "2N P 3D P 3H P 4N P", &["6H"]),
    ]);
}

/// After partner's overcall or takeout double: a new suit, a cue bid, a major.
#[test]
fn advancer_bids_after_partners_overcall_or_double() {
    run(&[
        at("KQJ98-A865-K8-83", "1H 2C P", &["2S"]),
        at("KQ65-AJ72-54-Q32", "1D X 2D", &["3D", "2H", "2S", "3H", "3S"]),
        at("KT965-A7-62-J653", "1C 1D 1H", &["1S"]),
    ]);
}

/// Penalty doubles and penalty passes when the side holds the values and the trumps.
#[test]
fn penalties_are_taken() {
    run(&[
        // Opener who redoubled, their 1H passed round: double it.
        at("4-AKJT-AQ52-AJ93", "1D P P X XX 1H P P", &["X"]),
        // Five trumps behind the overcaller after partner's reopening double: pass for penalty.
        at("T43-A9874-KQJ-T7", "1C 2H P P X P", &["P"]),
    ]);
}

/// The same hand bids the same way with and without an overcall where the booklet says so.
#[test]
fn support_is_shown_with_and_without_interference() {
    run(&[at("QT76-AKQ852--432", "1H P 1S P", &["3S"]), at("QT76-AKQ852--432", "1H P 1S 2D", &["3S"])]);
}

/// Forcing calls and promises are answered.
#[test]
fn forcing_calls_are_not_passed() {
    run(&[
        // The two-over-one responder promised a rebid.
        at("J2-QJT6-QJ98-K65", "1S P 2D P 2S P", &["2N", "3D", "3S"]),
        // Opener's new suit after a two-over-one response is forcing.
        at("T64-5-AKT932-QJT", "1H 1S 2D P 3C P", &["3D", "4C", "3H", "4D"]),
    ]);
}

/// Preempts are opened vulnerable too, with the suit's length and quality, and the doubler's
/// partner runs from a redoubled 1NT.
#[test]
fn preempts_and_runouts() {
    run(&[
        vul("98-K8765432-KQ4-", "", &["3H", "4H"]),
        vul("82-AJ985432-98-K", "", &["3H", "4H"]),
        vul("KJT9842-J-Q97-J9", "", &["3S"]),
        vul("83-KJT963-K72-54", "", &["2H"]),
        at("KQT9852-4-J92-63", "P P", &["3S"]),
        at("742-T-T97652-Q42", "1N X XX", &["2D"]),
    ]);
}

/// 1m-3NT is 16-17, as the booklet says: a 16 balanced hand without a major bids it over 1C
/// and 1D, an 18 does not; over 1C, where the responses leave nothing to the general layer, the
/// description says 16-17 too.
#[test]
fn a_three_notrump_response_to_a_minor_is_16_17() {
    let compiled = Sayc::new();
    let interpreted = builtin("sayc").expect("sayc").interpreter().unwrap_or_else(|e| panic!("{e}"));
    let context = Context { we: Side::NorthSouth, ..Context::default() };
    let three_nt = Call::parse("3N").unwrap();
    for opening in ["1C", "1D"] {
        let auction = Auction::parse(Seat::North, &format!("{opening} P")).unwrap();
        for (hand, bids_3nt) in [("AQ3-KJ2-KJ4-Q986", true), ("AQ3-KJ2-KQ4-K986", false)] {
            let hand = Hand::parse(hand).unwrap();
            let call = |b: &dyn Bidder| b.choose(hand, &auction, &context).map_or(Call::PASS, |c| c.call);
            let c = call(&compiled);
            assert_eq!(c, call(&interpreted));
            assert_eq!(c == three_nt, bids_3nt, "{hand} after {opening} P bids {c}");
        }
    }
    // The responses to one of a suit answer every hand (their sections are marked `complete`),
    // so the general layer's game entries do not widen what 3NT shows: 16-17 over a minor,
    // 15-17 balanced without four-card support over a major, and the general layer's 4S on
    // combined values is no response at all.
    for (opening, range) in [("1C", (16, 17)), ("1D", (16, 17)), ("1H", (15, 17)), ("1S", (15, 17))] {
        let auction = Auction::parse(Seat::North, &format!("{opening} P")).unwrap();
        let c = compiled.describe_call(&auction, &context, three_nt);
        assert_eq!(c, interpreted.describe_call(&auction, &context, three_nt));
        let (_, shown) = c.expect("3NT is an entry");
        assert_eq!((shown.hcp.lo, shown.hcp.hi), range, "{opening}-3NT shows {shown}");
    }
    let auction = Auction::parse(Seat::North, "1H P").unwrap();
    let four_spades = Call::parse("4S").unwrap();
    assert!(compiled.describe_call(&auction, &context, four_spades).is_none());
    assert!(interpreted.describe_call(&auction, &context, four_spades).is_none());
}

/// Game values opposite an opening never pass it: with long diamonds, short clubs and no major
/// over 1D, responder keeps the auction going with 2C (forcing) instead of falling through to
/// the general layer's pass.
#[test]
fn game_values_never_pass_partners_opening() {
    run(&[
        at("Q6-42-AKQ8643-K5", "1D P", &["2C"]),
        at("A7-K3-KQJ9652-Q4", "1D P", &["2C"]),
        at("KJ-Q2-AQT8765-J3", "1D P", &["2C"]),
    ]);
}

/// The forcing count covers the side's promises: a forcing call of partner's (a two-over-one
/// response's promised rebid, opener's new suit after it, a reverse) and a game force below game.
/// In self-play no such decision is passed.
#[test]
fn self_play_never_passes_when_forced() {
    use bidbase::sim::{simulate_range, SimOptions};
    let options = SimOptions { seed: 77, boards: false, deck: bidbase::Deck::Standard };
    let stats = simulate_range(&Sayc::new(), &options, 0..20_000, |_, _, _, _| {});
    assert!(stats.forced > 5_000, "only {} forced decisions", stats.forced);
    assert_eq!(stats.forced_passed, 0, "{} forced decisions passed", stats.forced_passed);
}
