//! Patterns, layers, shared blocks, aliases and forcing (docs/dsl.md, the chapter of that name):
//! the new part of rules/examples.bb and the pattern-heavy fixture tests/fixtures/patterns.bb.
//! Every expected call is derived by hand from the rules; the comments give the route (which
//! sections the lookup tries, in order, and which entry answers). Every case runs through both
//! back ends, which must also agree on the entry. The end of the file compares the compiled
//! fixture with the interpreter on random positions, as tests/differential.rs does for the
//! examples: CI runs 40,000 positions, and
//! `cargo test --release -p bidbase --test patterns -- --ignored` runs 1,000,000.

use bidbase::{Auction, Bidder, Context, Hand, Interpreter, Seat};
use bidbase_test_support::agree::{describe_alike, explain_alike};

mod common;

bidbase::system!(Examples = "../rules/examples.bb");
bidbase::system!(Patterns = "tests/fixtures/patterns.bb");

fn examples_interpreter() -> Interpreter {
    common::load(concat!(env!("CARGO_MANIFEST_DIR"), "/.."), "rules/examples.bb")
}

fn patterns_interpreter() -> Interpreter {
    common::load(env!("CARGO_MANIFEST_DIR"), "tests/fixtures/patterns.bb")
}

/// The call both back ends choose for `hand` after `auction` (dealer North, default context),
/// with its "@" annotation, or "none". The two must agree on the call and on the entry.
fn call(interpreted: &dyn Bidder, compiled: &dyn Bidder, hand: &str, auction: &str) -> String {
    let a = Auction::parse(Seat::North, auction).unwrap();
    let h = Hand::parse(hand).unwrap();
    let c = Context::default();
    let i = interpreted.choose(h, &a, &c).map(|d| (d.annotated().to_string(), d.entry));
    let k = compiled.choose(h, &a, &c).map(|d| (d.annotated().to_string(), d.entry));
    assert_eq!(i, k, "the back ends disagree: {hand} after [{auction}]");
    i.map_or("none".to_string(), |(s, _)| s)
}

/// Checks (hand, auction, expected call) cases against the examples system.
fn examples(cases: &[(&str, &str, &str)]) {
    let (i, k) = (examples_interpreter(), Examples::new());
    for &(hand, auction, want) in cases {
        assert_eq!(call(&i, &k, hand, auction), want, "examples: {hand} after [{auction}]");
    }
}

/// Checks (hand, auction, expected call) cases against the fixture.
fn fixture(cases: &[(&str, &str, &str)]) {
    let (i, k) = (patterns_interpreter(), Patterns::new());
    for &(hand, auction, want) in cases {
        assert_eq!(call(&i, &k, hand, auction), want, "fixture: {hand} after [{auction}]");
    }
}

// ---------------------------------------------------------------------------------------------
// rules/examples.bb

#[test]
fn examples_sections_above_the_new_part_decide_as_before() {
    examples(&[
        // [1C-P-1H-P] has only its 2N entry, and no pattern matches 1C-P-1H-P.
        ("AQ3-KT87-K63-AJ4", "1C P 1H P", "none"),
        ("2-K432-AJ32-KQ32", "1C P 1H P", "none"),
        // No section for the untagged 4N after 1S-P-3S-P (the alias is for hearts only).
        ("A432-A32-A32-Q32", "1S P 3S P 4N P", "none"),
        // [1D-P-P] is exact and ends with a Pass: the balancing pattern (clubs, hearts, spades)
        // never reaches diamonds. Three diamonds fail the D entry's D=<3.
        ("K32-K32-K32-KJ32", "1D P P", "P"),
        ("K432-Q432-2-K432", "1D P P", "D"),
        // [1N-P]: 11 HCP is P25-29 opposite 15-17.
        ("K32-Q32-KJ32-Q32", "1N P", "3N"),
    ]);
}

#[test]
fn examples_forcing_declarations_and_forced() {
    examples(&[
        // [1C-P]: 18 HCP and five hearts: the jump shift (asks=G); 6 HCP and four hearts: 1H (asks=1).
        ("AK2-AKJ32-K32-32", "1C P", "2H"),
        ("32-KJ32-Q432-432", "1C P", "1H"),
        // [me:1C P 1D|1S ?]: 1-4-4-4 with 13 HCP is neither 1N (unbalanced) nor six clubs; the
        // 1D and 1S responses are forcing (their only entries say asks=1) and RHO passed: forced.
        ("2-K432-AJ32-KQ32", "1C P 1D P", "2C"),
        ("2-K432-AJ32-KQ32", "1C P 1S P", "2C"),
        // RHO's double releases the force: the section matches (? is any call) but no entry
        // does, and no other section matches 1C-P-1S-D.
        ("2-K432-AJ32-KQ32", "1C P 1S D", "none"),
        // 13 balanced: 1N; over RHO's 1N the 1N entry is illegal and skipped, the 2C entries
        // fail (four clubs; not forced): no entry.
        ("K32-Q32-K32-AJ32", "1C P 1S P", "1N"),
        ("K32-Q32-K32-AJ32", "1C P 1S 1N", "none"),
    ]);
}

#[test]
fn examples_gameforce_after_the_jump_shift() {
    examples(&[
        // [1C P 2{a} ? ...]: 13 HCP with three cards in partner's suit raises to game.
        ("K32-K32-A32-QJ32", "1C P 2H P", "4H"),
        ("K32-K32-A32-QJ32", "1C P 2S P", "4S"),
        // RHO's 3C changes nothing: the game force stands.
        ("K32-K32-A32-QJ32", "1C P 2H 3C", "4H"),
        // Over RHO's 4S both 4H and 3N are illegal and skipped: no entry.
        ("K32-K32-A32-QJ32", "1C P 2H 4S", "none"),
        // Responder's next turn: still game forced (our 2H was asks=G, no game bid yet).
        ("K32-K32-A32-QJ32", "1C P 2H P 2N P", "4H"),
        // Once 3N (a game) is bid, gameforce no longer holds.
        ("K32-K32-A32-QJ32", "1C P 2H P 3N P", "none"),
        // The opponents' turn (1C and 2H are theirs): gameforce is about the bidder's side.
        ("K32-K32-A32-QJ32", "1C P 2H P 2N", "none"),
        // 19 balanced: 3NT.
        ("AK2-KQ2-A32-K432", "1C P 2H P", "3N"),
        // 1C-P-2H-P-P: the 1C and the 2H are the opponents' (five calls: 1C was RHO's). The
        // game-force section matches but its entries do not; the next section, their jump passed
        // round, answers: 15 HCP and two hearts doubles.
        ("K2-32-AQJ32-KQ32", "1C P 2H P P", "D"),
    ]);
}

#[test]
fn examples_shared_block_and_alias() {
    examples(&[
        // The block's answers in [4N@30-P] and in [4N@30-D] are the same.
        ("A432-A32-A32-Q32", "1H P 3H P 4N@30 P", "5S"),
        ("A432-A32-A32-Q32", "1H P 3H P 4N@30 D", "5S"),
        ("A432-K32-Q32-Q32", "1H P 3H P 4N@30 P", "5D"),
        ("A432-K32-Q32-Q32", "1H P 3H P 4N@30 D", "5D"),
        ("KQ32-KQ2-KQ32-K2", "1H P 3H P 4N@30 D", "5C"),
        // Any auction reaching 4N@30 uses the same section.
        ("A432-A32-A32-Q32", "2C P 2D P 4N@30 P", "5S"),
        // The untagged 4NT after 1H-P-3H-P: [1H-P-3H-P-4N-P] has no entries; its alias goes
        // on with [4N@30-P].
        ("A432-A32-A32-Q32", "1H P 3H P 4N P", "5S"),
        ("KQ32-KQ2-KQ32-K2", "1H P 3H P 4N P", "5C"),
        // The asker, with its annotation; a weaker hand bids game.
        ("KQ2-AKQ32-K2-K32", "1H P 3H P", "4N@30"),
        ("K32-AQJ32-K2-432", "1H P 3H P", "4H"),
    ]);
}

#[test]
fn examples_alternatives_and_run_time_legality() {
    examples(&[
        // [1N D|bid]: partner's 1NT doubled, or overcalled.
        ("K32-Q32-KJ32-Q32", "1N D", "3N"),
        ("K32-Q32-KJ32-Q32", "1N 2H", "3N"),
        // Over 4S the 3N entry is illegal and skipped: the Pass entry answers.
        ("K32-Q32-KJ32-Q32", "1N 4S", "P"),
        ("Q32-J32-5432-432", "1N 2H", "P"),
    ]);
}

#[test]
fn examples_level_variable_and_jump() {
    examples(&[
        // [... they:{n}{a} P P] where a in HS, n in 23, jump(n): LHO's weak 2H (a jump: hearts
        // could have been opened at the one level), passed round. 15 HCP, two hearts: D.
        ("K2-32-AQJ32-KQ32", "2H P P", "D"),
        ("K2-32-AQJ32-KQ32", "P 2H P P", "D"),
        ("K2-32-AQJ32-KQ32", "3S P P", "D"),
        // 1S-P-2H-P-P: the 2H is not a jump (2 is the lowest level for hearts over 1S); no other
        // section matches: no entry.
        ("K2-32-AQJ32-KQ32", "1S P 2H P P", "none"),
        // 17 balanced with stoppers in both majors: 3NT.
        ("AK2-KQ2-Q32-K432", "2S P P", "3N"),
    ]);
}

#[test]
fn examples_balancing_pattern() {
    examples(&[
        // [... 1{a} P P] where a in CHS: 13 balanced with a stopper in their suit.
        ("K32-K32-K32-KJ32", "1C P P", "1N"),
        ("K32-K32-K32-KJ32", "1S P P", "1N"),
        // The run: 1C-P-1H-P-P (RHO opened 1C, LHO bid 1H, partner and RHO passed).
        ("K32-K32-K32-KJ32", "1C P 1H P P", "1N"),
        // 14 HCP 4-4-1-4 is not balanced: the balancing double.
        ("AK32-KQ32-2-Q432", "1H P P", "D"),
        ("5432-432-432-432", "1C P P", "P"),
    ]);
}

#[test]
fn examples_narrow_general_layer_and_owners() {
    examples(&[
        // [they:2bid we:P...]: RHO opened 2C; 17 HCP doubles.
        ("AKJ32-AQ32-K32-2", "2C", "D"),
        // LHO opened 2C, partner passed, RHO passed: our side has only passed.
        ("AKJ32-AQ32-K32-2", "2C P P", "D"),
        // Partner opened 2C: the 2C is ours, not theirs; no section: no entry.
        ("AKJ32-AQ32-K32-2", "2C P", "none"),
        // Partner doubled: our side has not only passed.
        ("AKJ32-AQ32-K32-2", "2C D P", "none"),
        // Weak: pass; 13 HCP: neither entry (the layer has no unconditional Pass).
        ("5432-Q32-432-432", "2D", "P"),
        ("K32-K32-A32-QJ32", "2D", "none"),
    ]);
}

// ---------------------------------------------------------------------------------------------
// tests/fixtures/patterns.bb

#[test]
fn fixture_test_hands_reach_their_entries() {
    let i = patterns_interpreter();
    let r = i.check();
    assert!(r.failures.is_empty(), "{}", r.render(&i));
    assert_eq!(r.passed, r.tested);
    assert!(r.tested > 30 && r.untested > 0, "tested {} untested {}", r.tested, r.untested);
}

#[test]
fn an_exact_section_without_a_matching_entry_falls_to_the_patterns() {
    fixture(&[
        // [1C-P] has only a weak 1S (3-5 HCP, six spades); 6 HCP with four hearts goes on to
        // [partner:1suit P]: 2N no, 1H yes.
        ("32-KJ32-Q432-432", "1C P", "1H"),
        ("KJ32-32-Q432-432", "1C P", "1S"),
        // The exact section answers when it can.
        ("QJ8765-32-432-32", "1C P", "1S"),
        // [1N-P] has no Pass: a weak hand with seven clubs falls to [1N P...] (3C), another
        // weak hand through it to the general layer (P hcp=<8).
        ("2-32-432-QJ86532", "1N P", "3C"),
        ("5432-432-432-432", "1N P", "P"),
        // [1N P...] also matches RHO's 1NT (one call) with no exact section at all.
        ("2-32-432-QJ86532", "1N", "3C"),
        // Through three sections ([1C-P], [partner:1suit P], [we:bid ...]) to the general layer,
        // whose conditional entries do not take 11 HCP 2-2-3-6: no entry.
        ("K2-Q2-J32-KQ5432", "1C P", "none"),
    ]);
}

#[test]
fn run_time_illegal_entry_calls_are_skipped() {
    fixture(&[
        // [partner:1suit P] after 1D-P: 1H is legal.
        ("32-KJ32-Q432-432", "1D P", "1H"),
        // After 1H-P, 1H is illegal and skipped (1S: two spades; 1D illegal): 1N.
        ("32-KJ32-Q432-432", "1H P", "1N"),
        // After 1S-P, 1H and 1S (and 1D) are illegal: 1N.
        ("KJ32-32-Q432-432", "1S P", "1N"),
        // QJ8765-32-432-32 after 1D-P: 1S needs 6+ HCP, 1D is illegal, 1N needs 6-10: the
        // general layer passes (3 HCP).
        ("QJ8765-32-432-32", "1D P", "P"),
        // [... partner:{n}{a} P] nonjump: partner's 2H over 1S: 3H with 9 HCP and three hearts;
        // partner's 3H over 2S (not a jump either): 3H is illegal and skipped, 4H needs 11+, and
        // nothing else answers 9 HCP 3-3-6-1.
        ("K32-Q32-KJ5432-2", "1S 2H P", "3H"),
        ("K32-Q32-KJ5432-2", "2S 3H P", "none"),
        // [4N@{a}0 suit] uses the block "Aces": over RHO's 5D, 5D (one ace) is illegal and
        // skipped, and the entry after the use passes; with two aces 5H is legal.
        ("A432-K32-Q32-Q32", "1S P 3S P 4N@40 5D", "P"),
        ("A432-A32-Q32-Q32", "1S P 3S P 4N@40 5D", "5H"),
        // [1N ? 2C ?]: 2D (no major) is illegal over RHO's 2D; the lookup goes on to the general
        // layer, where 16 HCP doubles RHO's 2D.
        ("AQ3-K87-K632-A54", "1N P 2C 2D", "D"),
    ]);
}

#[test]
fn alias_to_an_auction_only_patterns_answer() {
    fixture(&[
        // [1{a}-D] as [1{a}-P]: the redouble of its own first.
        ("K32-Q32-KJ32-A32", "1C D", "R"),
        // Then the sections of 1C-P: [1C-P] (no), [partner:1suit P]: 1H, as if RHO had passed
        // (without the alias this 6-count would reach the general layer's Pass).
        ("32-KJ32-Q432-432", "1C D", "1H"),
        // 11 HCP 2-2-3-6 fails every section of 1C-P's chain, the general layer included; then
        // the rest of 1C-D's own chain: [partner:1suit D|suit], whose negative double is illegal
        // over the double (skipped), and its 2N answers.
        ("K2-Q2-J32-KQ5432", "1C D", "2N"),
        // The same hand over an overcall: the negative double.
        ("K2-Q2-J32-KQ5432", "1C 1H", "D"),
    ]);
}

#[test]
fn alias_to_an_exact_section_then_the_rest_of_the_chain() {
    fixture(&[
        // [1N-D] as [1N-P]: systems on, Stayman.
        ("AQ32-T87-K632-54", "1N D", "2C"),
        // 9 HCP 1-3-5-4: nothing in [1N-P], [we:bid ...], [1N P...] or the general layer (not
        // balanced); then the patterns of 1N-D itself: [partner:nt D|bid], D illegal, R.
        ("2-K32-KJ432-Q432", "1N D", "R"),
        // 8 HCP balanced, no major: the general layer of 1N-P's chain passes before the
        // redouble of 1N-D's own patterns is reached.
        ("K32-Q32-J432-Q32", "1N D", "P"),
        // Over a bid the same section doubles (the redouble is illegal).
        ("2-K32-KJ432-Q432", "1N 2H", "D"),
        // The nt class: partner's 2NT too.
        ("2-K32-KJ432-Q432", "2N D", "R"),
        ("2-K32-KJ432-Q432", "2N 3C", "D"),
        // [1C-1N] as [1C-P]: the weak 1S of [1C-P] is illegal over 1NT and skipped (the
        // entries an alias reaches are checked when bidding); the chain of 1C-P goes on and
        // its general layer passes.
        ("QJ8765-32-432-32", "1C 1N", "P"),
        ("QJ8765-32-432-32", "1C P", "1S"),
    ]);
}

#[test]
fn the_earlier_of_two_overlapping_patterns_answers() {
    fixture(&[
        // RHO's 1C matches [they:1{a} we:P...] (1N overcall) and, later, [they:bid we:P...]
        // (D with 15+): 16 balanced with stoppers meets both; the earlier answers.
        ("AQ2-K32-K32-KJ32", "1C", "1N"),
        // RHO's 2C: only the later one matches.
        ("AQ2-K32-K32-KJ32", "2C", "D"),
        // RHO's 3C: [... rho:3suit] (3NT) comes before [they:bid we:P...].
        ("AQ2-K32-K32-KJ32", "3C", "3N"),
        // 1S-2H: [partner:1suit D|suit] (negative double) comes before the trap pass of
        // [... partner:{m}{a} rho:{n}{b}], which 11 HCP with four hearts also meets.
        ("K32-KJ32-Q32-Q32", "1S 2H", "D"),
        // Where the negative double section does not match (partner's bid at the two level),
        // the trap pass answers: 1H-P-2S-3D, four diamonds and 15 HCP (our rebid section
        // [me:1suit P partner:bid ?] matches first but has nothing: not forced after RHO's bid).
        ("AK2-KQ32-QJ32-32", "1H P 2S 3D", "P"),
    ]);
}

#[test]
fn owners_and_parity() {
    fixture(&[
        // [they:1{a} we:P...]: RHO's 1C; LHO's 1C with partner passing and RHO responding.
        ("AQ2-K32-K32-KJ32", "1C", "1N"),
        ("AQ2-K32-K32-KJ32", "1C P 1S", "1N"),
        // Four calls: the 1C is the bidder's own. The section does not match; opener's rebid
        // section has nothing for 16 balanced (1S is not forcing after 1C-P: [1C-P]'s weak 1S
        // declares nothing), and the general layer's double is illegal: no entry.
        ("AQ2-K32-K32-KJ32", "1C P 1S P", "none"),
        // Partner's 1D (two calls): not theirs either; no response fits 16 balanced, and the
        // general layer cannot double partner's bid.
        ("AQ2-K32-K32-KJ32", "1D P", "none"),
        // [they:bid we:P...]: RHO's 2D, 17 HCP: double. LHO's 2D, partner passed, RHO bid 2H:
        // still only passes by our side.
        ("AKJ32-AQ32-32-K2", "2D", "D"),
        ("AKJ32-AQ32-32-K2", "2D P 2H", "D"),
        // Partner's 2D: ours. [... partner:{n}{a} P] (a jump: a weak two) has nothing for two
        // diamonds and 17 HCP; the general layer's double is illegal: no entry.
        ("AKJ32-AQ32-32-K2", "2D P", "none"),
        // LHO's 2D doubled by partner: our side has not only passed; no other section answers.
        ("AKJ32-AQ32-32-K2", "2D D P", "none"),
        // Partner overcalled 2H over LHO's 2D: not a jump; raise to game with four hearts.
        ("AKJ32-AQ32-32-K2", "2D 2H P", "4H"),
    ]);
}

#[test]
fn jump_and_nonjump() {
    fixture(&[
        // Partner's weak 2H opening is a jump: [... partner:{n}{a} P] where jump(n).
        ("AK32-KQ2-K32-Q32", "2H P", "4H"),
        ("K32-Q32-K432-J32", "2H P", "P"),
        // Partner's 2H after our 1S is not a jump: the nonjump section raises.
        ("K32-Q32-K432-J32", "1S P 2H P", "3H"),
        // Partner's 2H overcall of 1S: not a jump; of 1D: a jump (weak jump overcall).
        ("K32-Q32-K432-J32", "1S 2H P", "3H"),
        ("K32-Q32-K432-J32", "1D 2H P", "P"),
        ("AK32-KQ2-K32-Q32", "1D 2S P", "4S"),
        // [... lho:{n}{a} P P] where jump(n): LHO's weak 2H passed round; after 1S-P it is no
        // jump, and the later sections do not take 14 HCP: no entry.
        ("AK32-2-KQ32-Q432", "2H P P", "D"),
        ("AK32-2-KQ32-Q432", "1S P 2H P P", "none"),
    ]);
}

#[test]
fn a_block_gives_the_same_answers_in_every_section_that_uses_it() {
    fixture(&[
        // Three aces: [4N@{a}0-P], [4N@{a}0-D] (block "Aces doubled", which uses "Aces"), the
        // alias of the untagged 4N after a limit raise, and [... partner:4N P].
        ("A432-A32-A32-Q32", "1S P 3S P 4N@40 P", "5S"),
        ("A432-A32-A32-Q32", "1S P 3S P 4N@40 D", "5S"),
        ("A432-A32-A32-Q32", "1S P 3S P 4N P", "5S"),
        ("A432-A32-A32-Q32", "1C P 4N P", "5S"),
        ("A432-K32-Q32-Q32", "1H P 3H P 4N@30 P", "5D"),
        // No ace: 5C, except over the double, where the entry before the use passes.
        ("KQ32-KQ2-KQ32-K2", "1S P 3S P 4N@40 P", "5C"),
        ("KQ32-KQ2-KQ32-K2", "1S P 3S P 4N@40 D", "P"),
    ]);
}

#[test]
fn forced_and_gameforce() {
    fixture(&[
        // [me:1suit P partner:bid ?]: partner's 1S after 1D-P is forcing (asks=1) and RHO
        // passed: 1-4-4-4 with 13 HCP rebids 2C.
        ("2-K432-AJ32-KQ32", "1D P 1S P", "2C"),
        ("2-K432-AJ32-KQ32", "1C P 1H P", "2C"),
        // After 1C-P the chain has [1C-P]'s weak 1S, which declares nothing: the lowest level
        // over the chain is 0, 1S is not forcing, and the hand finds no entry.
        ("2-K432-AJ32-KQ32", "1C P 1S P", "none"),
        // RHO's double releases the force.
        ("2-K432-AJ32-KQ32", "1D P 1S D", "none"),
        // A 1N response is not forcing.
        ("2-K432-AJ32-KQ32", "1D P 1N P", "none"),
        // 2N is game forcing (asks=G): opener's 1N/2N/2C are illegal, [we:bid ...] bids 3NT
        // with a balanced hand, four spades with five spades and an unbalanced one.
        ("K32-AQJ32-K32-32", "1H P 2N P", "3N"),
        ("AQJ32-K32-KJ32-2", "1S P 2N P", "4S"),
        // Responder's next turn: still game forced; after 4S (a game) no longer.
        ("K32-Q32-KJ32-A32", "1S P 2N P 3C P", "3N"),
        ("K32-Q32-KJ32-A32", "1S P 2N P 4S P", "none"),
        // The opponents' turn: the game force is not theirs.
        ("K32-Q32-KJ32-A32", "1S P 2N P 3C", "none"),
        // The 2C opening (asks=G) with the waiting 2D.
        ("5432-432-432-432", "2C P", "2D"),
        ("AKQ2-AKQ2-AK2-K2", "2C P 2D P", "3N"),
        ("AKQJ2-AKQ2-AK2-2", "2C P 2D P", "4S"),
    ]);
}

#[test]
fn any_call_in_a_pattern() {
    fixture(&[
        // [1N ? 2C ?]: Stayman answered whatever LHO and RHO did.
        ("AQ3-KT87-K63-A54", "1N P 2C P", "2H"),
        ("AQ3-KT87-K63-A54", "1N D 2C P", "2H"),
        ("AQ32-K87-K63-A54", "1N P 2C P", "2S"),
        ("AQ3-K87-K632-A54", "1N P 2C D", "2D"),
    ]);
}

#[test]
fn the_general_layer_and_no_entry() {
    fixture(&[
        // The opening section has no Pass: weak hands reach [...].
        ("5432-432-432-432", "", "P"),
        ("K32-Q32-K32-J432", "", "P"),
        // 9 HCP 5-5-2-1: no opening, and none of the general layer's entries: no entry.
        ("KJ432-KQ432-32-2", "", "none"),
        ("AQ3-KT87-K63-A54", "", "1N"),
    ]);
}

// ---------------------------------------------------------------------------------------------
// The compiled fixture against the interpreter on random positions.

fn compare(total: usize, seed: u64) {
    common::compare(Patterns::new, &patterns_interpreter(), total, seed);
}

#[test]
fn compiled_equals_interpreted_on_the_fixture() {
    compare(40_000, 1);
}

#[test]
#[ignore = "1,000,000 positions: run in release with --ignored"]
fn compiled_equals_interpreted_on_the_fixture_on_a_million_positions() {
    compare(1_000_000, 2);
}

/// Compiled and interpreted descriptions agree: every call made and every legal call next, on
/// random positions of the fixture.
#[test]
fn compiled_and_interpreted_describe_alike_on_the_fixture() {
    let (i, k) = (patterns_interpreter(), Patterns::new());
    let described = describe_alike(&k, &i, 31, 3_000, false);
    assert!(described > 1_000, "only {described} calls described");
}

/// Compiled and interpreted explanations agree on random positions of the fixture.
#[test]
fn compiled_and_interpreted_explain_alike_on_the_fixture() {
    let (i, k) = (patterns_interpreter(), Patterns::new());
    let explained = explain_alike(&k, &i, 37, 1_000);
    assert!(explained > 1_000, "only {explained} entries explained");
}
