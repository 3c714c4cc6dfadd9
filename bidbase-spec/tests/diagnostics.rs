//! Error messages say what is wrong and where: `--> file:line:col`, the source line and a caret
//! under the right place; several errors are collected, not just the first.

use bidbase_spec::interp::Problem;
use bidbase_spec::span::Severity;
use bidbase_spec::{compile, Diagnostic, Interpreter, MemLoader, SourceMap};

const NAME: &str = "t.bb";

/// Compiles `src` as `t.bb` and returns its errors (warnings left out).
fn errors_of(src: &str) -> (SourceMap, Vec<Diagnostic>) {
    errors_with(NAME, &MemLoader::single(NAME, src))
}

fn errors_with(root: &str, loader: &MemLoader) -> (SourceMap, Vec<Diagnostic>) {
    match compile(root, loader) {
        Ok(_) => panic!("expected errors, but {root} compiled"),
        Err((map, d)) => {
            let errors = d.list.into_iter().filter(|d| d.severity == Severity::Error).collect();
            (map, errors)
        }
    }
}

/// Compiles `src`, which must have no error.
fn compiles(src: &str) {
    if let Err((map, d)) = compile(NAME, &MemLoader::single(NAME, src)) {
        panic!("{}", render_all(&map, &d.list));
    }
}

fn render_all(map: &SourceMap, list: &[Diagnostic]) -> String {
    list.iter().map(|d| d.render(map)).collect::<Vec<_>>().join("\n")
}

/// 1-based line and column of the first `needle` in `src`.
fn pos_of(src: &str, needle: &str) -> (usize, usize) {
    pos_of_nth(src, needle, 0)
}

/// 1-based line and column of occurrence `nth` (from 0) of `needle` in `src`.
fn pos_of_nth(src: &str, needle: &str, nth: usize) -> (usize, usize) {
    let at = src.match_indices(needle).nth(nth).unwrap_or_else(|| panic!("{needle:?} not in the source")).0;
    let line = src[..at].matches('\n').count() + 1;
    let line_start = src[..at].rfind('\n').map_or(0, |i| i + 1);
    (line, src[line_start..at].chars().count() + 1)
}

/// Checks that `d` is located at `file:line:col` and renders rustc-style with the source line
/// and a caret under that column.
fn assert_located(map: &SourceMap, d: &Diagnostic, file: &str, (line, col): (usize, usize)) {
    let rendered = d.render(map);
    assert_eq!(map.location(d.span), format!("{file}:{line}:{col}"), "wrong location for:\n{rendered}");
    let lines: Vec<&str> = rendered.lines().collect();
    let arrow = format!("--> {file}:{line}:{col}");
    let i =
        lines.iter().position(|l| l.trim_start() == arrow).unwrap_or_else(|| panic!("no '{arrow}' in:\n{rendered}"));
    let pad = " ".repeat(line.to_string().len());
    let source_line =
        map.files.iter().find(|f| f.name == file).map(|f| f.line_text(line).to_string()).unwrap_or_default();
    assert_eq!(lines.get(i + 1).copied(), Some(format!("{pad} |").as_str()), "{rendered}");
    assert_eq!(
        lines.get(i + 2).copied(),
        Some(format!("{line} | {source_line}").as_str()),
        "the source line is missing:\n{rendered}"
    );
    let caret = lines.get(i + 3).copied().unwrap_or("");
    let expected = format!("{pad} | {}^", " ".repeat(col - 1));
    assert!(
        caret.starts_with(&expected) && caret.trim_end().ends_with('^'),
        "the caret is not under column {col}:\n{rendered}"
    );
}

/// Compiles `src`, expects exactly one error containing `msg`, located at the first `needle`.
fn one_error(src: &str, msg: &str, needle: &str) -> (SourceMap, Diagnostic) {
    let (map, errors) = errors_of(src);
    assert_eq!(errors.len(), 1, "expected one error, got {}:\n{}", errors.len(), render_all(&map, &errors));
    let d = errors.into_iter().next().unwrap();
    assert!(d.message.contains(msg), "the message should contain {msg:?}:\n{}", d.render(&map));
    assert_located(&map, &d, NAME, pos_of(src, needle));
    (map, d)
}

/// Finds the error containing `msg` among several.
fn find<'a>(map: &SourceMap, errors: &'a [Diagnostic], msg: &str) -> &'a Diagnostic {
    errors
        .iter()
        .find(|d| d.message.contains(msg))
        .unwrap_or_else(|| panic!("no error containing {msg:?} among:\n{}", render_all(map, errors)))
}

// ---------------------------------------------------------------------------------------
// Several errors

#[test]
fn several_errors_on_different_lines_are_all_reported() {
    let src = "system \"Multi\"\n\
               convention \"Stayman\"\n\
               []\n\
               1S hcp=12- S=5+\n\
               1H foo=3 H=5+\n\
               1D \"Nope\" D=4+\n\
               [1S-P]\n\
               1H hcp=10+\n\
               2S hcp=14-12 S=3+\n\
               3S S=7+ H=7+\n";
    let (map, errors) = errors_of(src);
    let expected = [
        ("expected an HCP spec", pos_of(src, "- S=5+")),
        ("unknown field 'foo'", pos_of(src, "foo")),
        ("unknown convention 'Nope'", pos_of(src, "\"Nope\"")),
        ("1H is illegal after 1S-P", pos_of_nth(src, "1H", 1)),
        ("empty range 14-12", pos_of(src, "hcp=14-12")),
        ("no hand can meet these suit lengths", pos_of(src, "S=7+")),
    ];
    assert_eq!(errors.len(), expected.len(), "{}", render_all(&map, &errors));
    for (msg, at) in expected {
        assert_located(&map, find(&map, &errors, msg), NAME, at);
    }
    // The rendering of all of them names every place.
    let all = render_all(&map, &errors);
    for (_, (l, c)) in expected {
        assert!(all.contains(&format!("--> t.bb:{l}:{c}")), "{all}");
    }
}

#[test]
fn errors_come_in_source_order() {
    // Validation errors (lines 2 and 3) above a syntax error (line 4): `Diagnostics::list` is
    // documented as "The messages, in source order".
    let src = "[1S-P]\n\
               1H hcp=10+\n\
               2S hcp=14-12\n\
               2N hcp=12-\n";
    let (map, errors) = errors_of(src);
    assert_eq!(errors.len(), 3, "{}", render_all(&map, &errors));
    let lines: Vec<u32> = errors.iter().map(|d| map.line(d.span)).collect();
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted, "errors are not in source order:\n{}", render_all(&map, &errors));
}

// ---------------------------------------------------------------------------------------
// Syntax errors (parse.rs)

#[test]
fn unknown_field() {
    let src = "[]\n1S hcp=12+ foo=3 S=5+\n";
    one_error(src, "unknown field 'foo'", "foo");
}

#[test]
fn word_that_is_not_a_field() {
    let src = "[]\n1S hcp=12+ bogus S=5+\n";
    let (_, d) = one_error(src, "'bogus' is not a field", "bogus");
    assert!(d.message.contains("expected key=value"), "{}", d.message);
}

#[test]
fn malformed_value_says_what_was_expected() {
    // The caret is where the value stops making sense: the dangling '-'.
    let src = "[]\n1S hcp=12- S=5+\n";
    let (_, d) = one_error(src, "expected an HCP spec", "- S=5+");
    assert!(d.message.contains("12-14"), "shows examples: {}", d.message);

    let src = "[]\n1S S=5+ knr=1x2\n";
    one_error(src, "expected KnR points", "x2");

    let src = "[]\n1S S=5+ round=0\n";
    one_error(src, "expected a round number 1-9", "0");

    let src = "[]\n1S S=5+ pct=150\n";
    one_error(src, "expected up to three codes", "150");

    let src = "[]\n1S S=5+ S.quality=great\n";
    one_error(src, "expected a GIB level", "great");

    let src = "[]\n1S S=5+ shape=balanced|round\n";
    one_error(src, "expected a shape", "round");
}

#[test]
fn malformed_position_and_vulnerability_say_expected() {
    let src = "[]\n1S S=5+ pos=Z\n";
    one_error(src, "expected a position", "Z");
    let src = "[]\n1S S=5+ vul=Q\n";
    one_error(src, "expected a vulnerability", "Q");
}

#[test]
fn unterminated_string() {
    let src = "[]\n1N hcp=15-17 text=\"15-17 shape=balanced\nP\n";
    one_error(src, "unterminated string: expected a closing '\"'", "\"15-17");
}

#[test]
fn entry_outside_a_section() {
    let src = "system \"S\"\n1S hcp=12+ S=5+\n[]\nP\n";
    let (_, d) = one_error(src, "entry outside a section", "1S");
    assert!(d.message.contains("[Prior-Bids]"), "{}", d.message);
}

#[test]
fn line_that_does_not_start_an_entry() {
    let src = "bogus line\n[]\nP\n";
    one_error(src, "'bogus' does not start an entry", "bogus");
}

#[test]
fn malformed_at_call_in_a_header() {
    // `4N@4` lacks the second digit of the annotation: the caret is on the '@'.
    let src = "[4N@4-P]\n5C hcp=0-3\n";
    one_error(src, "'4N@4' is not a call", "@4");
}

// ---------------------------------------------------------------------------------------
// Validation errors (lower.rs)

#[test]
fn unknown_convention() {
    let src = "convention \"Stayman\"\n[1N-P]\n2C \"Staymen\" S=4\n";
    let (_, d) = one_error(src, "unknown convention 'Staymen'", "\"Staymen\"");
    assert!(d.message.contains("convention \"Staymen\""), "says how to declare it: {}", d.message);
}

#[test]
fn empty_range() {
    let src = "[]\n1S hcp=14-12 S=5+\n";
    let (_, d) = one_error(src, "empty range 14-12", "hcp=14-12");
    assert!(d.message.contains("must not be larger"), "{}", d.message);
    let src = "[]\n1S hcp=12+ S=6-5\n";
    one_error(src, "empty range 6-5", "S=6-5");
}

#[test]
fn suit_lengths_no_hand_can_meet() {
    let src = "[]\n1S hcp=12+ S=7+ H=7+\n";
    let (_, d) = one_error(src, "no hand can meet these suit lengths", "S=7+");
    assert!(d.message.contains("at least 14 cards"), "{}", d.message);
    let src = "[]\n1S S=<2 H=<2 D=<2 C=<2\n";
    let (_, d) = one_error(src, "no hand can meet these suit lengths", "S=<2");
    assert!(d.message.contains("at most 4 cards"), "{}", d.message);
}

#[test]
fn duplicate_bon() {
    let src = "[]\n1S bon=100 hcp=12+ S=5+\n1H bon=100 hcp=12+ H=5+\n";
    let (map, d) = one_error(src, "duplicate BON 100", "bon=100 hcp=12+ H");
    // The note points at the first use.
    assert_eq!(d.notes.len(), 1, "{}", d.render(&map));
    let first = d.notes[0].0.expect("a located note");
    assert_eq!(map.location(first), "t.bb:2:4");
    assert!(d.render(&map).contains("--> t.bb:2:4"));
}

#[test]
fn bon_out_of_order() {
    let src = "[]\n1S bon=200 hcp=12+ S=5+\n1H bon=100 hcp=12+ H=5+\n";
    let (map, d) = one_error(src, "BON 100 comes after BON 200", "bon=100");
    let above = d.notes[0].0.expect("a located note");
    assert_eq!(map.location(above), "t.bb:2:4");
}

#[test]
fn x_used_without_an_x_spec() {
    let src = "[]\n1S hcp=12+ S=x,5+\n";
    one_error(src, "x is used, but the entry has no X spec", "1S");
}

#[test]
fn x_bid_without_an_x_spec() {
    let src = "[]\n2x hcp=5-10\n";
    let (map, errors) = errors_of(src);
    let d = find(&map, &errors, "no X spec");
    assert_located(&map, d, NAME, pos_of(src, "2x"));
}

#[test]
fn x_spec_with_no_x_suit() {
    let src = "[]\n1S hcp=12+ X=5+ S=5+\n";
    one_error(src, "an X spec needs suits marked x", "X=5+");
}

#[test]
fn at_call_that_is_not_first() {
    let src = "[1C-P-4N@40-P]\n5C hcp=0-3\n";
    one_error(src, "an '@' call starts the Prior Bids", "4N@40");
}

#[test]
fn illegal_call_after_its_prior_bids() {
    let src = "[1S-P]\n1H hcp=6+\n";
    let (_, d) = one_error(src, "1H is illegal after 1S-P", "1H");
    assert!(d.message.contains("does not outrank 1S"), "{}", d.message);

    // Doubling partner's bid.
    let src = "[1S-P]\nD hcp=6+\n";
    let (_, d) = one_error(src, "D is illegal after 1S-P", "D hcp");
    assert!(d.message.contains("your own side"), "{}", d.message);

    // An illegal call inside the header itself.
    let src = "[1S-1H]\nP\n";
    one_error(src, "1H is illegal after 1S", "1H");
}

#[test]
fn round_and_player_must_match_the_prior_bids() {
    let src = "[1C-P]\n1H H=4+ round=2 player=1\n";
    let (map, errors) = errors_of(src);
    assert_eq!(errors.len(), 2, "{}", render_all(&map, &errors));
    let d = find(&map, &errors, "round=2 does not match the Prior Bids 1C-P");
    assert!(d.message.contains("round 1"), "{}", d.message);
    assert_located(&map, d, NAME, pos_of(src, "round=2"));
    let d = find(&map, &errors, "player=1 does not match the Prior Bids 1C-P");
    assert!(d.message.contains("player 3"), "{}", d.message);
    assert_located(&map, d, NAME, pos_of(src, "player=1"));
}

#[test]
fn partnership_points_outside_a_nt_section() {
    let src = "[]\n1N bon=130000 hcp=15-17\n[1C-P]\n1H H=4+ hcp=P25+\n";
    one_error(src, "P (partnership points) needs partner to have opened 1N or 2N", "hcp=P25+");
}

#[test]
fn min_outside_the_openers_nt_section() {
    let src = "[]\n1N bon=130000 hcp=15-17\n[1N-P]\n2C hcp=Min\n";
    one_error(src, "Min is for rebids by the 1N or 2N opener", "hcp=Min");
}

#[test]
fn include_of_a_missing_file() {
    let src = "system \"S\"\ninclude \"missing.bb\"\n[]\nP\n";
    let (_, d) = one_error(src, "cannot include missing.bb", "\"missing.bb\"");
    assert!(d.message.contains("no file named missing.bb"), "{}", d.message);
}

#[test]
fn include_cycle() {
    let a = "system \"S\"\ninclude \"b.bb\"\n[]\nP\n";
    let b = "[1C-P]\nP\ninclude \"a.bb\"\n";
    let mut loader = MemLoader::default();
    loader.files.insert("a.bb".into(), a.into());
    loader.files.insert("b.bb".into(), b.into());
    let (map, errors) = errors_with("a.bb", &loader);
    assert_eq!(errors.len(), 1, "{}", render_all(&map, &errors));
    let d = &errors[0];
    assert!(d.message.contains("include cycle: a.bb -> b.bb includes a.bb again"), "{}", d.render(&map));
    assert_located(&map, d, "b.bb", pos_of(b, "\"a.bb\""));
}

#[test]
fn percentages_adding_to_more_than_100() {
    let src = "[]\n1S bon=100 pct=60 hcp=12+ S=5+\n1S bon=100 pct=50 hcp=12+ S=5+\n";
    one_error(src, "the percentages of BON 100 add up to 110, more than 100", "pct=50");
}

#[test]
fn points_x_without_num_x() {
    let src = "[]\n1x hcp=12+ X=5+ S=x H=5+:x\n";
    one_error(src, "x in Points goes with x in Num", "H=5+:x");
}

#[test]
fn bad_test_hand() {
    let src = "[]\n1S hcp=12+ S=5+ test=AQ3-KT87\n";
    let (_, d) = one_error(src, "bad test hand", "test=");
    assert!(d.message.contains("expected four suits"), "{}", d.message);
    let src = "[]\n1S hcp=12+ S=5+ test=AQ32-KT87-K6-A5\n";
    let (_, d) = one_error(src, "bad test hand", "test=");
    assert!(d.message.contains("wrong number of cards: 12"), "{}", d.message);
    let src = "[]\n1S hcp=12+ S=5+ test=AQ3-KT87-K6Z-A54\n";
    let (_, d) = one_error(src, "bad test hand", "test=");
    assert!(d.message.contains("'Z'"), "{}", d.message);
}

#[test]
fn leading_passes_in_a_header() {
    let src = "[P-1S]\nP\n";
    let (_, d) = one_error(src, "leave leading passes out", "P-");
    assert!(d.message.contains("first call other than pass"), "{}", d.message);
}

// Suit variables range over the suits of the header. A variable that only a `where` clause or
// an entry uses is an error, reported once (not once per expansion), naming the variable, on the
// header (where it must be bound) or where it is used.

fn one_unbound_variable_error(src: &str, var: char, lines: &[usize]) {
    let (map, errors) = errors_of(src);
    assert_eq!(errors.len(), 1, "expected one error, got {}:\n{}", errors.len(), render_all(&map, &errors));
    let d = &errors[0];
    assert!(
        d.message.contains(&format!("{{{var}}}")) || d.message.contains(&format!("variable {var} ")),
        "the message should name the variable {var}:\n{}",
        d.render(&map)
    );
    let at = map.files[d.span.file as usize].line_col(d.span.start as usize);
    assert!(lines.contains(&at.0), "reported on line {}, expected one of {lines:?}:\n{}", at.0, d.render(&map));
    assert_located(&map, d, NAME, at);
}

#[test]
fn where_clause_without_variables_in_the_header() {
    one_unbound_variable_error("[1C-P] where a<b\nP\n", 'a', &[1]);
}

#[test]
fn where_variable_the_section_does_not_use() {
    one_unbound_variable_error("[1{a}-P] where b in HS\n2{a}\n", 'b', &[1]);
}

#[test]
fn call_with_a_variable_the_header_does_not_bind() {
    one_unbound_variable_error("[]\n2{a} hcp=5-10\n", 'a', &[1, 2]);
}

#[test]
fn suit_with_a_variable_the_header_does_not_bind() {
    one_unbound_variable_error("[1C-P]\n1H H=4+ {a}=3+\n", 'a', &[1, 2]);
}

/// A disclosure text that contains `{q}` in a section without variables must not silently turn
/// the section into four copies of itself: either the text stays as written in one entry, or it
/// is an error that names `{q}`.
#[test]
fn braces_in_a_text_do_not_multiply_entries() {
    let src = "[]\n1N hcp=15-17 text=\"{q} x\"\n";
    match compile(NAME, &MemLoader::single(NAME, src)) {
        Ok(system) => {
            let texts: Vec<&str> = system.entries.iter().map(|e| e.data.text.as_str()).collect();
            assert_eq!(texts, vec!["{q} x"]);
        }
        Err((map, d)) => {
            let errors: Vec<&Diagnostic> = d.list.iter().filter(|d| d.severity == Severity::Error).collect();
            assert_eq!(errors.len(), 1, "{}", d.render(&map));
            assert!(errors[0].message.contains("{q}"), "{}", d.render(&map));
        }
    }
}

// ---------------------------------------------------------------------------------------
// Every other error kind: message and place. All are checked before the test fails, so one
// run lists every wrong one.

#[test]
fn every_other_error_kind() {
    // (source, message part, the text the caret must be on, which occurrence of it)
    let cases: &[(&str, &str, &str, usize)] = &[
        // parse.rs
        ("[]\n1S S=5+ hcp=12+ hcp=13+\n", "'hcp' given twice in one entry", "hcp=13+", 0),
        ("[]\n1S S=5+ alert alert\n", "'alert' given twice", "alert", 1),
        ("[]\n1S S=5+ S=6+\n", "suit given twice in one entry", "S=6+", 0),
        ("[]\n1S S=5+ hcp:12\n", "'hcp:12' is not a field", "hcp:12", 0),
        ("[]\n1S S=5+ S.colour=red\n", "'.colour' is not a GIB feature", "S.colour", 0),
        ("[]\n1S S=5+ Z.stop=two\n", "'Z' is not a suit", "Z.stop", 0),
        ("[]\n1S S=5+ SHDC=10+\n", "combined suits name 2 or 3 suits", "SHDC", 0),
        ("[]\n1S S=5+ text=\"a\\qb\"\n", "unknown escape '\\q' in a string", "\"a\\qb\"", 0),
        ("system\n[]\nP\n", "expected system \"...\"", "system", 0),
        ("system \"S\" deck=huge\n[]\nP\n", "unexpected 'deck=huge' after system", "deck=huge", 0),
        ("include \"a.bb\" extra\n[]\nP\n", "unexpected 'extra' after include", "extra", 0),
        ("convention \"C\" = maybe\n[]\nP\n", "expected a selection code", "maybe", 0),
        ("[1C-P\nP\n", "expected ']' to close the Prior Bids header", "[1C-P", 0),
        ("[1{a}-P] when a in HS\n2{a}\n", "expected 'where' and constraints", "when", 0),
        ("[1{a}-P] where a ~ b\n2{a}\n", "expected a constraint", "~", 0),
        // lower.rs
        ("system \"A\"\nsystem \"B\"\n[]\nP\n", "a second system header", "\"B\"", 0),
        (
            "convention \"C\" = on\nconvention \"C\" = off\n[]\nP\n",
            "convention 'C' declared twice with different codes",
            "convention \"C\" = off",
            0,
        ),
        ("[1{a}-P-1{b}-P-1{c}-P-1{d}-P-1{e}-P-1{f}-P-1{g}]\nP\n", "at most 6 suit variables", "[1{a}", 0),
        ("[1C-2x]\nP\n", "an x bid cannot be part of the Prior Bids", "2x", 0),
        ("[1C-P-P-P]\nP\n", "the auction of these Prior Bids has ended", "[1C-P-P-P]", 0),
        ("[D@40]\nP\n", "only a bid can carry an '@' annotation", "D@40", 0),
        ("[]\nP@40\n", "only a bid can carry an '@' annotation", "P@40", 0),
        ("[]\n1N bon=130000 hcp=15+\n", "the 1N opening range must be a range such as 15-17", "hcp=15+", 0),
        ("[]\n1N bon=130000 hcp=HCP1N\n", "the 1N opening entry (BON 130000) needs a plain HCP range", "hcp=HCP1N", 0),
        ("[]\n2C hcp=HCP1N\n", "this form needs the system's 1N opening range", "hcp=HCP1N", 0),
        (
            "[]\n1N hcp=15-17\n[1N-P]\n3N hcp=1N+4+3\n",
            "the second offset must not be smaller than the first",
            "hcp=1N+4+3",
            0,
        ),
        ("[]\n1x hcp=12+ X=5+ S=5,x H=x\n", "x must be the first alternative", "S=5,x", 0),
        ("[]\n1S S=5+ pct=WW\n", "a Pct code given twice", "pct=WW", 0),
        ("[]\n1S S=5+ pct=D\n", "a D entry needs its best contract", "pct=D", 0),
        ("[]\n1S S=5+ pct=0x50\n", "at most one of 0 and a percentage", "pct=0x50", 0),
        ("[]\n1S S=5+,6:a,b,c\n", "3 Points alternatives but only 2 Num alternatives", "S=5+,6:a,b,c", 0),
        ("[]\n1S S=>S\n", "a suit compared with itself", "S=>S", 0),
        ("[]\n1S S=5+:4/3\n", "4/3: n of the top m needs n <= m", "S=5+:4/3", 0),
        ("[]\n1S S=5+ SSH=9+\n", "a suit appears twice in a combined spec", "SSH=9+", 0),
        ("[]\n1x X=5+:x S=x\n", "the X spec's own Points cannot say x", "X=5+:x", 0),
        ("[]\n1x X=5+ S=x:5+ H=x\n", "a suit whose only Num is x takes its Points from the X spec", "S=x:5+", 0),
        ("[]\n1S S=5+ hcp=12.5\n", "12.5 is not a whole number", "hcp=12.5", 0),
        ("[]\n1S S=5+ qt=1.25\n", "1.25 is not a multiple of one half", "qt=1.25", 0),
        ("[]\n1S S=5+ custom=3:A700\n", "custom point values must be between 0 and 655", "custom=3:A700", 0),
        ("[]\n1S bon=100 pct=50 S=5+\n1H bon=100 H=5+\n", "duplicate BON 100", "bon=100 H", 0),
        ("[]\n1Z hcp=12+\nP\n", "'1Z' is not a call", "1Z", 0),
        ("[4N@Q0-P]\n5C\n", "needs a trump suit number 1-5", "4N@Q0", 0),
        ("[1C-P]\n1H H=4+ player=5\n", "player=5: the player number is 1 to 4", "player=5", 0),
        ("[]\n2x X=6+ S=x H=x xS=8+\n", "a combined spec with x names a suit that can be the x suit", "xS=8+", 0),
    ];
    let mut failures = Vec::new();
    for (src, msg, needle, nth) in cases {
        let result = std::panic::catch_unwind(|| {
            let (map, errors) = errors_of(src);
            let d = find(&map, &errors, msg);
            assert_located(&map, d, NAME, pos_of_nth(src, needle, *nth));
        });
        if let Err(e) = result {
            let why = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!("--- {src:?} ({msg}):\n{why}"));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases failed:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

// ---------------------------------------------------------------------------------------
// The test-hand check

fn interp(src: &str) -> Interpreter {
    match Interpreter::load(NAME, &MemLoader::single(NAME, src)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

#[test]
fn check_names_the_earlier_entry_that_catches_a_test_hand() {
    let src = "[]\n1S hcp=12+ S=5+\n1H hcp=12+ H=5+ test=AKQ32-AKQ32-2-32\n";
    let i = interp(src);
    let report = i.check();
    assert_eq!(report.tested, 1);
    assert_eq!(report.failures.len(), 1);
    let f = &report.failures[0];
    let Problem::CaughtBy(other) = f.problem else { panic!("{:?}", f.problem) };
    assert_eq!(i.system.entries[other as usize].data.call, "1S");
    let text = report.render(&i);
    assert!(text.contains("the earlier entry 1S at t.bb:2:1 catches it"), "{text}");
    assert!(text.contains("--> t.bb:3:1"), "{text}");
    assert!(text.contains("AKQ32-AKQ32-2-32"), "names the hand: {text}");
}

#[test]
fn check_lists_what_a_test_hand_fails() {
    let src = "[]\nP hcp=<12 test=Q32-J87-K632-954\n1N hcp=15-17 shape=balanced test=AKQ32-AKQ32-2-32\n";
    let i = interp(src);
    let report = i.check();
    assert_eq!(report.tested, 2);
    assert_eq!(report.passed, 1);
    assert_eq!(report.failures.len(), 1);
    let Problem::NotMet(why) = &report.failures[0].problem else { panic!("{:?}", report.failures[0].problem) };
    assert_eq!(why.len(), 2, "{why:?}");
    let text = report.render(&i);
    assert!(text.contains("does not meet its own entry"), "{text}");
    assert!(text.contains("--> t.bb:3:1"), "{text}");
    assert!(text.contains("fails: HCP 15-17 (has 18)"), "{text}");
    assert!(text.contains("fails: shape balanced"), "{text}");
}

#[test]
fn shows_ours_and_pard_fields_are_checked_where_written() {
    one_error("[1N-P]\n3N ours.hcp=abc\n", "expected a range such as 25+", "abc");
    one_error("[1N-P]\n3N ours.q=5+\n", "'ours.q' is not a measure", "ours.q");
    one_error("[1N-P]\n4N pard.hcp=17-15\n", "expected a range", "17-15");
    one_error("[1H-P]\n3S H=4+ shows.x=0-1\n", "this entry has no X= field", "shows.x");
    one_error("[1H-P]\n3S H=4+ shows.S.honors=XY\n", "the least honours shown", "XY");
    one_error("[1H-P]\n3S H=4+ shows.S.color=red\n", "'.color' is not a suit feature", "shows.S.color");
    one_error("[1H-P]\n3S shows.hcp=1+ shows.hcp=2+\n", "'shows.hcp' given twice", "shows.hcp=2+");
    one_error("[1H-P]\n3S shows.forcing=2\n", "expected a forcing status", "2");
}

#[test]
fn similar_lists_are_checked_where_written() {
    one_error("similar [1C-1H]\n", "two or more auctions", "similar");
    one_error("similar [1C-1H] [1D-9S]\n", "'9S' in [1D-9S]", "[1D-9S]");
    one_error("similar [1C-1H] 1D-1S\n", "is not an auction", "1D-1S");
}

#[test]
fn bidittle_has_no_redouble() {
    // An entry that redoubles, and a header whose auction holds a redouble.
    one_error(
        "system \"B\" deck=bidittle\n[1S-D]\nR hcp=8+\nP\n",
        "BIDittle has no redouble (system deck=bidittle): an entry cannot redouble",
        "R hcp",
    );
    one_error("system \"B\" deck=bidittle\n[1S-D-R]\nP\n", "BIDittle has no redouble", "R]");
    one_error("system \"B\" deck=bidittle\n[... they:bid D R|P]\nP\n", "BIDittle has no redouble", "R|P");
    // The standard game has one.
    compiles("[1S-D]\nR hcp=10+\nP\n");
}

#[test]
fn level_offsets_belong_to_entries() {
    // In a header a level variable stands for the level bid: no offset.
    let (map, errors) = errors_of("[partner:{n+1}S P]\nP\n");
    assert!(!errors.is_empty(), "an offset in a header must be refused");
    assert!(render_all(&map, &errors).contains("{n+1}S"), "{}", render_all(&map, &errors));
    // In an entry it is the variable's level plus the offset.
    compiles("[partner:{n}S P]\n{n+1}S S=3+\n{n-1}N hcp=20+\nP\n");
    // A variable the header does not bind.
    let (map, errors) = errors_of("[partner:1S P]\n{n+1}S S=3+\n");
    assert!(render_all(&map, &errors).contains("not bound"), "{}", render_all(&map, &errors));
}

#[test]
fn a_suit_twice_through_a_variable_is_both_requirements() {
    // Written twice literally: a slip.
    one_error("[1{a}-P] where a in HS\n2{a} S=3+ S=4+\n", "suit given twice in one entry", "S=4+");
    // Through a variable (a = S): two spade requirements, no error.
    compiles("[1{a}-P] where a in HS\n2N {a}=0 S=x H=x D=x C=x X=4+\n");
}

#[test]
fn an_error_in_many_expansions_names_each_suit_binding_once() {
    // Seven levels for each suit: the note lists a=H and a=S once each.
    let (_, d) = one_error("[partner:{n}{a} P] where a in HS\n{n+1}N {a}=14\n", "no hand can meet", "{a}=14");
    let notes: Vec<&str> = d.notes.iter().map(|n| n.1.as_str()).collect();
    assert!(notes.contains(&"in the expansions a=H, a=S"), "{notes:?}");
}
