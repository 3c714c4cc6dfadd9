//! `bidbase lint` (docs/lint.md): the fixture plants one fault of each kind; lint finds each at
//! its line, and nothing else.

use bidbase_spec::lint::{lint, Check, LintOptions};
use bidbase_spec::span::Severity;
use bidbase_spec::{FsLoader, Interpreter};

fn fixture() -> Interpreter {
    match Interpreter::load("tests/fixtures/lint.bb", &FsLoader::new(env!("CARGO_MANIFEST_DIR"))) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

/// The line of the first line of the fixture containing `needle`, and the next line that does
/// not start with `#` after it.
fn line_of(needle: &str) -> usize {
    let text = include_str!("fixtures/lint.bb");
    text.lines().position(|l| l.starts_with(needle)).map(|i| i + 1).unwrap_or_else(|| panic!("{needle} not found"))
}

#[test]
fn lint_finds_each_planted_fault_and_nothing_else() {
    let i = fixture();
    let options = LintOptions { boards: 300, ..LintOptions::default() };
    let report = lint(&i, &options);
    let found: Vec<(Check, Severity, usize)> = report
        .findings
        .iter()
        .map(|f| (f.check, f.diagnostic.severity, i.system.sources.line(f.diagnostic.span) as usize))
        .collect();
    let want = vec![
        (Check::TestHand, Severity::Error, line_of("2N hcp=13+")),
        (Check::Shadowed, Severity::Warning, line_of("2N hcp=16")),
        (Check::Unreachable, Severity::Warning, line_of("[1H-P-3C]")),
        (Check::Gap, Severity::Warning, line_of("[1N-P]")),
        (Check::Forcing, Severity::Warning, line_of("[1H-P-1S-P]")),
        (Check::Similar, Severity::Warning, line_of("1S S=4+ hcp=6+")),
        (Check::Description, Severity::Error, line_of("3D D=7+")),
        (Check::Runaway, Severity::Warning, line_of("6N")),
    ];
    let rendered: Vec<String> = report.findings.iter().map(|f| f.diagnostic.render(&i.system.sources)).collect();
    assert_eq!(found, want, "{}", rendered.join("\n"));
    // Witnesses: the gap and the forcing pass show a hand that falls through.
    let gap = report.findings.iter().find(|f| f.check == Check::Gap).unwrap();
    let hand = gap.witness.expect("a witness");
    let a = bidbase_runtime::Auction::parse(bidbase_runtime::Seat::North, "1NT Pass").unwrap();
    assert!(i.lookup(hand, &a, &bidbase_runtime::Context::default()).is_none());
    // The test-hand finding names the catching entry in every situation.
    let t = report.findings.iter().find(|f| f.check == Check::TestHand).unwrap();
    assert!(t.diagnostic.notes.iter().any(|(_, n)| n.contains("caught by 1S")), "{:?}", t.diagnostic.notes);
    // The pass whose test hand opens 1C in third seat only is not reported (it reaches its
    // entry in the other seats), by lint or by check.
    let check = i.check();
    assert_eq!(check.failures.len(), 1, "{}", check.render(&i));
    assert_eq!(i.system.entries[check.failures[0].entry as usize].data.call, "2N");
    assert!(report.fills.is_empty(), "fills only on request");
}

#[test]
fn fill_proposes_a_hand_that_reaches_the_entry() {
    let i = fixture();
    let report = lint(&i, &LintOptions { fill: true, boards: 0, samples: 0, ..LintOptions::default() });
    assert_eq!(report.fills.len(), 1, "{:?}", report.fills);
    let f = &report.fills[0];
    let e = &i.system.entries[f.entry as usize];
    assert_eq!(e.data.call, "2D");
    assert!(i.test_entry(e, f.hand).is_ok(), "{} does not reach 2D", f.hand);
}

/// The BidBase Editor's Auto-Fill (its field reference, "Test Hand"): "about the worst possible hand which
/// meets those specs"; "the test hand's cards start with 2 and go up"; for an x entry, "make the
/// highest suit match the x specs", as in 432-2-KQJ32-6543 for an xNum of 5+ over diamonds and
/// clubs.
#[test]
fn fill_offers_the_editors_worst_hand_beside_the_fewest_hcp() {
    let text = "system \"t\"\n[]\n1S hcp=10+ text=\"10+ HCP\"\n\
                [1H]\n2x X=5+ D=x C=x hcp=6-9 text=\"a five-card minor\"\nP\n";
    let i = match Interpreter::load("t.bb", &bidbase_spec::MemLoader::single("t.bb", text)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    let report = lint(&i, &LintOptions { fill: true, boards: 0, samples: 0, ..LintOptions::default() });
    assert_eq!(report.fills.len(), 3, "the 1S, the 2x and the pass: {:?}", report.fills);
    for f in &report.fills {
        let e = &i.system.entries[f.entry as usize];
        assert!(i.test_entry(e, f.editor).is_ok(), "{} does not reach {}", f.editor, e.data.call);
        // Every card below the jack is one of the lowest of its suit: spots from the 2 up.
        for holding in f.editor.to_bidbase().split('-') {
            let spots: String = holding.chars().filter(|c| !"AKQJ".contains(*c)).collect();
            let lowest: String = "23456789T".chars().take(spots.len()).collect::<Vec<_>>().into_iter().rev().collect();
            assert_eq!(spots, lowest, "{} is not the worst hand", f.editor);
        }
        assert_eq!(
            bidbase_runtime::Features::new(f.editor).hcp(),
            bidbase_runtime::Features::new(f.hand).hcp(),
            "{} against {}",
            f.editor,
            f.hand
        );
    }
    // The x entry's five cards are in diamonds, the higher x suit.
    let x = report.fills.iter().find(|f| i.system.entries[f.entry as usize].data.call == "2x").unwrap();
    let text = x.editor.to_bidbase();
    let suits: Vec<&str> = text.split('-').collect();
    assert!(suits[2].len() >= 5, "{}: the x suit is not diamonds", x.editor);
}

#[test]
fn declared_similar_auctions_are_compared_with_their_suits_renamed() {
    let text = "system \"t\"\nsimilar [1C-1H] [1D-1S] [1C-1D]\n\
                [1C-1H]\n1N hcp=15-18 shape=balanced H=:1stop\nD hcp=12+ H=<3\nP\n\
                [1D-1S]\n1N hcp=15-18 shape=balanced S=:1stop\nP\n";
    let i = match Interpreter::load("t.bb", &bidbase_spec::MemLoader::single("t.bb", text)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    // [1C-1D] has no section: a warning when loading, and it is left out.
    assert!(i.system.warnings.iter().any(|w| w.message.contains("no section has this auction")));
    let report = lint(&i, &LintOptions { boards: 0, samples: 0, ..LintOptions::default() });
    let similar: Vec<_> = report.findings.iter().filter(|f| f.check == Check::Similar).collect();
    // The 1NT overcalls (a stopper in their suit) and the passes agree; the double is only
    // written after 1C-1H.
    assert_eq!(similar.len(), 1, "{:?}", similar.iter().map(|f| &f.diagnostic.message).collect::<Vec<_>>());
    assert!(similar[0].diagnostic.message.contains("[1C-1H] D: the similar auction [1D-1S] has no entry like it"));
    assert_eq!(i.system.sources.line(similar[0].diagnostic.span), 5);
    // The directive prints back as written.
    let (file, errors) = bidbase_spec::parse::parse_file(0, text);
    assert!(errors.is_empty(), "{errors:?}");
    assert!(bidbase_spec::print::print_file(&file).contains("similar [1C-1H] [1D-1S] [1C-1D]\n"));
}

#[test]
fn a_section_marked_complete_that_lets_hands_through_is_an_error() {
    let text = include_str!("../../bidbase/tests/fixtures/complete.bb");
    let run = |text: &str| {
        let i = match Interpreter::load("complete.bb", &bidbase_spec::MemLoader::single("complete.bb", text)) {
            Ok(i) => i,
            Err((map, d)) => panic!("{}", d.render(&map)),
        };
        let report = lint(&i, &LintOptions { boards: 50, ..LintOptions::default() });
        report
            .findings
            .iter()
            .filter(|f| f.check == Check::Gap && f.diagnostic.severity == Severity::Error)
            .map(|f| f.diagnostic.message.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(run(text), Vec::<String>::new());
    // Hands of 11+ HCP with fewer than four clubs now go past it to the general layer.
    let gap = run(&text.replace("2D hcp=11+ C=<4", "2D hcp=11+ C=<4 D=5+"));
    assert_eq!(gap.len(), 1, "{gap:?}");
    assert!(gap[0].starts_with("[1H-P] is marked complete, but "), "{gap:?}");
}
