//! The test-hand check of pattern sections samples auctions the pattern matches; a long pattern
//! whose first call is not the lowest bid still gets samples (the search prunes the calls its
//! anchored elements cannot match), so its test hands are checked.

use bidbase_spec::{Interpreter, MemLoader};

const RULES: &str = r#"
system "Long patterns"
[]
1S hcp=12+ S=5+ test=AKJ32-K32-Q32-32
P test=5432-432-432-432

# Five anchored calls, then any run, then partner's bid and a pass: no exact section answers.
[1S P 2D P 2H ... partner:bid P]
3N hcp=15+ text="game" test=AKJ32-KQ2-KQ2-32
P test=AQ432-K32-Q32-32
"#;

#[test]
fn a_long_pattern_that_starts_with_1s_has_its_test_hands_checked() {
    let interp = match Interpreter::load("t.bb", &MemLoader::single("t.bb", RULES)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    let report = interp.check();
    assert!(report.failures.is_empty(), "{}", report.render(&interp));
    assert_eq!(report.tested, 4);
    assert_eq!(report.passed, 4);
}

/// An entry of a parametrized section that no one hand reaches in every expansion: with one
/// test hand it fails in the expansion the hand does not fit, with a hand for each it passes.
#[test]
fn several_test_hands_cover_the_expansions_of_a_parametrized_section() {
    let rules = |test: &str| {
        format!(
            "system \"Expansions\"\n[]\n1S hcp=12+ S=5+ test=AKJ32-K32-Q32-32\n1H hcp=12+ H=5+ test=K32-AKJ32-Q32-32\n\
             [1{{a}}-P] where a in HS\n2N hcp=11-12 {{a}}=<2 text=\"no fit\" test={test}\nP test=5432-432-432-432\n"
        )
    };
    let check = |text: &str| {
        let interp = match Interpreter::load("t.bb", &MemLoader::single("t.bb", text)) {
            Ok(i) => i,
            Err((map, d)) => panic!("{}", d.render(&map)),
        };
        interp.check()
    };
    // One singleton-heart hand: it fits 1H-P but holds five spades, too many for 1S-P.
    let one = check(&rules("AQ432-2-KQ32-432"));
    assert_eq!(one.failures.len(), 1, "the 1S-P expansion fails");
    let two = check(&rules("AQ432-2-KQ32-432|2-AQ432-KQ32-432"));
    assert!(two.failures.is_empty());
    assert_eq!(two.passed, two.tested);
}
