//! Nothing panics: the parser, the loader, validation and lowering, the printer, the
//! interpreter and the test-hand check take any text, including broken versions of every
//! shipped rules file.

use std::path::{Path, PathBuf};

use bidbase_runtime::{AnnotatedCall, Auction, Bidder, Context, Dealer, Scoring, Seat, Side, Vulnerability};
use bidbase_spec::parse::parse_file;
use bidbase_spec::print::print_file;
use bidbase_spec::{compile, Interpreter, MemLoader};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{select, Index};

/// A system using many fields and forms; it compiles and its test hands pass.
const SAMPLE: &str = r#"# The fuzzing sample: many fields and forms.
system "Fuzz Sample"
convention "NT, Strong"
convention "Stayman"
convention "Transfers: Jacoby" = on
convention "Michaels" = they
convention "Blackwood"
convention "Raise H"
convention "Raise S"

[]
2N bon=110000 hcp=20-21 shape=balanced test=AKQ-KQ87-AJ3-Q54
2C bon=120000 hcp=22+ alert text="strong" test=AKQ3-AKQ7-AQ3-K5
1N "NT, Strong" bon=130000 hcp=15-17 shape=balanced announce text="15-17" test=AQ3-KT87-K63-A54
1x bon=140000 hcp=12-21 X=5+ S=x H=x D=x C=x test=AQ432-K87-K-A654
2x bon=150000 hcp=5-10 X=6:2/3 S=x H=x D=x pos=F test=KQJ932-87-863-54
3x bon=160000 hcp=5-10 X=7+ S=x H=x D=x C=x pct=50 test=KQJ9432-87-63-54
3x bon=160000 hcp=5-10 X=7+ S=x H=x D=x C=x pct=50
P bon=900000 test=Q32-J87-K632-954

[1N-P]
2C "Stayman" hcp=P23+ SH>=7 alert test=AQ32-T87-K632-54
2D "Transfers: Jacoby" H=5+ announce text="hearts" test=T32-KJ876-K63-54
2H "Transfers: Jacoby" S=5+ announce text="spades" test=KJ876-T32-K63-54
3N hcp=P25-31 test=A32-T87-K632-K54
P

[1N-P-2C-P]
2D hcp=Min S=<4 H=<4 test=AQ3-KT8-Q632-A54
2H H=4 test=AQ3-KT87-K63-A54
2S S=4 test=AQ32-KT8-K63-A54
2N hcp=Min+ test=AQ3-KT8-K632-AQ4

[1{a}-P] where a in HS
2{a} "Raise {a}" hcp=6-10 {a}=3+ text="raise {a}" test=K32-Q87-K632-954
P

[1C-P]
1H bon=100 hcp=6+ H=4+ S=<=H qt=1+ losers=9 ints=0+ test=K3-AJ87-8632-954
1S bon=200 hcp=6+ S=4+ S.quality=biddable+ test=AJ87-K3-8632-954
1N bon=300 hcp=6-10 stopped=1 knr=5+ custom=2:A2K1 shape=balanced test=K32-Q87-K632-954
2N bon=400 hcp=11-12 winners=1 dist=0-1 C.stop=likely+ DC=7+:3+ test=K32-Q87-KJ63-Q54
3N bon=500 hcp=13-15 pct=D best=3N asks=P,D prealert note="n" ref="r" shows="s" test=K32-Q87-KQ63-AJ4
4C bon=600 dummy=C5:12+ C=5+:SS round=1 player=3 vul=X test=K3-Q8-7-AKQJT987
# The D entry is looked up only when no other entry answers: the pass leaves 13-15 out.
P bon=900 hcp=<13

[4N@40-P]
5C@Q1 "Blackwood" hcp=0-3 test=Q32-J87-T632-954
5D "Blackwood" hcp=4+ test=K32-J87-T632-954
"#;

/// Characters the DSL gives meaning to, and some it does not.
const ALPHABET: &[char] = &[
    '[', ']', '{', '}', '=', ':', ',', '<', '>', '+', '-', '.', '@', '"', '#', '|', ' ', '\n', 'a', 'b', 'x', 'i', 'S',
    'H', 'D', 'C', 'N', 'P', 'R', 'X', 'U', 'T', 'A', 'K', 'Q', '0', '1', '2', '3', '4', '5', '7', '9', '\\', '\t',
    '\r', 'é',
];

/// Tokens for DSL-shaped noise.
const VOCAB: &[&str] = &[
    "[",
    "]",
    "[]",
    "[1N-P]",
    "[1C-P-1H-D]",
    "[4N@40-P]",
    "[1{a}-P]",
    "[P-1S]",
    "1N",
    "1C",
    "2x",
    "7N",
    "P",
    "D",
    "R",
    "4N@40",
    "5C@Q1",
    "2{a}",
    "where",
    "a<b",
    "a in HS",
    "a!=b",
    "hcp=",
    "12-14",
    "14-12",
    "S=",
    "H=",
    "D=",
    "C=",
    "{a}=",
    "x",
    ":",
    ",",
    "5+",
    "<4",
    ">=H",
    "X=",
    "U",
    "bon=",
    "100",
    "pct=",
    "50",
    "x50",
    "0",
    "W",
    "test=",
    "AQ3-KT87-K63-A54",
    "AQ3-KT87",
    "\"NT\"",
    "\"Stayman\"",
    "convention",
    "system",
    "include",
    "\"f.bb\"",
    "=",
    "on",
    "alert",
    "announce",
    "text=",
    "\"a b\"",
    "best=4S",
    "round=1",
    "player=3",
    "Min",
    "Min+1",
    "P23+",
    "1N+3+4",
    "HCP1N",
    "SH",
    "CD<7",
    "xD=:5+",
    "S.quality=",
    "solid+",
    "H.stop=",
    "likely-",
    "dummy=H5:10-12",
    "custom=3:A2K1",
    "knr=12.5+",
    "winners=R9",
    "losers=7",
    "qt=2.5",
    "stopped=1.5",
    "ints=3",
    "shape=balanced|1-suiter",
    "pos=F",
    "vul=N",
    "asks=HS,B2H,KC",
    "abi2",
    "2/3",
    "3H4",
    "hstop",
    "FRC",
    "or",
    "#",
    "\"",
];

/// Headers, calls and whole fields, for files made of well-formed lines that validation has to
/// judge.
const HEADERS: &[&str] = &[
    "[]",
    "[1N-P]",
    "[1N-P-2C-P]",
    "[2N-P]",
    "[1C-P]",
    "[1S-P]",
    "[1C-D]",
    "[1C-P-1H-D]",
    "[1S-P-2S-P]",
    "[4N@40-P]",
    "[4N@Q1-P]",
    "[1{a}-P] where a in HS",
    "[1{a}-P-2{b}] where a<b",
    "[1{a}-P-1{b}-P] where a!=b, b in CDHS",
    "convention \"C\"",
    "convention \"C: D\" = off",
    "convention \"{a} raise\" = we",
    "system \"S\" deck=bidittle",
];
const CALLS: &[&str] = &[
    "1C", "1D", "1H", "1S", "1N", "2C", "2N", "3N", "7N", "1x", "2x", "3x", "P", "D", "R", "4N@40", "5C@Q1", "4N@{a}0",
    "2{a}", "3{b}", "\"C\"", "\"C: D\"",
];
const FIELDS: &[&str] = &[
    "hcp=12-14",
    "hcp=15-17",
    "hcp=P23+",
    "hcp=P25-29",
    "hcp=Min",
    "hcp=Min+1",
    "hcp=1N+3+4",
    "hcp=HCP1N",
    "hcp=2N",
    "hcp=3N",
    "hcp=14-12",
    "bon=130000",
    "bon=110000",
    "bon=100",
    "bon=200",
    "pct=50",
    "pct=60",
    "pct=x50",
    "pct=0",
    "pct=D",
    "pct=WM",
    "best=4S",
    "best=3N",
    "best=4{a}",
    "X=5+",
    "X=6:2/3",
    "X=4+U:5+",
    "X=5+:x",
    "S=x",
    "H=x",
    "D=x,<4",
    "C=x:x",
    "S=5+",
    "H=4",
    "S=<4",
    "{a}=3+",
    "{b}=<=x",
    "S=>=H",
    "S=7+",
    "H=7+",
    "S=5+:abi2",
    "H=:2stopFRC",
    "D=6+:or8+",
    "C=5,<4:<5",
    "SH>=8",
    "xD=:5+",
    "{a}{b}=7+",
    "S.quality=solid+",
    "{a}.stop=likely-",
    "dummy=H5:10-12",
    "dummy={a}4:7+",
    "custom=3:A2K1",
    "knr=12.5+",
    "winners=R9",
    "winners=2.5",
    "losers=7",
    "qt=2.5",
    "stopped=1.5",
    "ints=3",
    "shape=balanced",
    "shape=1-suiter|2-suiter",
    "pos=F",
    "pos=3",
    "vul=N",
    "round=1",
    "round=2",
    "player=3",
    "player=1",
    "alert",
    "announce",
    "prealert",
    "text=\"{a} t\"",
    "asks=HS,B2H,KC",
    "shows=\"s\"",
    "ref=\"r\"",
    "note=\"n\"",
    "test=AQ3-KT87-K63-A54",
    "test=AQ432-K87-K-A654",
    "test=KQJ-T98-AK9-QJ",
    "test=AQ3-KT87",
];
const DECK_7: &str = "test=AKQ-K9-A-QJ";

// ---------------------------------------------------------------------------------------
// Running a text through everything

fn contexts() -> [Context; 3] {
    [
        Context::default(),
        Context {
            vulnerability: Vulnerability::Both,
            we: Side::EastWest,
            scoring: Scoring::Matchpoints,
            seed: 7,
            best_contract: None,
            against: None,
        },
        Context {
            vulnerability: Vulnerability::NorthSouth,
            we: Side::NorthSouth,
            scoring: Scoring::Imps,
            seed: 99,
            best_contract: bidbase_runtime::Contract::parse("3N").ok(),
            against: Some(bidbase_runtime::rules::AgainstKey::NATURAL),
        },
    ]
}

/// Bids random hands in every section of a compiled system, and runs its check.
fn exercise_interpreter(interp: &Interpreter, seed: u64, hands: usize) {
    let report = interp.check();
    let _ = report.render(interp);
    for w in &interp.system.warnings {
        let _ = w.render(&interp.system.sources);
    }
    let _ = interp.convention_names();
    for id in 0..interp.entry_count() as u32 {
        let _ = interp.entry(id);
    }
    let mut dealer = Dealer::new(interp.system.deck, seed);
    for section in &interp.system.sections {
        let mut auction = Auction::new(Seat::North);
        for (i, c) in section.calls.iter().enumerate() {
            let tag = if i == 0 { section.tag } else { None };
            auction
                .push_annotated(AnnotatedCall { call: *c, tag })
                .unwrap_or_else(|e| panic!("the compiled section [{}] is not a legal auction: {e}", section.text));
        }
        for _ in 0..hands {
            let deal = dealer.deal();
            for ctx in &contexts() {
                let hand = deal.hand(auction.next_seat());
                if let Some(d) = interp.bid(hand, &auction, ctx) {
                    let _ = d.call.to_string();
                }
                let _ = interp.explain(hand, &auction, ctx);
            }
        }
    }
}

/// Parses, prints, compiles and (when it compiles) runs `root` from `loader`'s files.
fn exercise_files(root: &str, loader: &MemLoader, seed: u64, hands: usize) {
    if let Some(text) = loader.files.get(root) {
        let (ast, _) = parse_file(0, text);
        let printed = print_file(&ast);
        let _ = parse_file(0, &printed);
    }
    match compile(root, loader) {
        Err((map, diags)) => {
            let _ = diags.render(&map);
            let _ = diags.to_string();
        }
        Ok(system) => exercise_interpreter(&Interpreter::new(system), seed, hands),
    }
}

fn exercise(text: &str, seed: u64) {
    exercise_files("fuzz.bb", &MemLoader::single("fuzz.bb", text), seed, 2);
}

// ---------------------------------------------------------------------------------------
// The shipped rules files

fn rules_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../rules"))
}

fn collect_bb(dir: &Path, base: &Path, out: &mut Vec<(String, String)>) {
    let Ok(read) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = read.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            collect_bb(&p, base, out);
        } else if p.extension().is_some_and(|e| e == "bb") {
            if let Ok(text) = std::fs::read_to_string(&p) {
                let rel = p
                    .strip_prefix(base)
                    .unwrap_or(&p)
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join("/");
                out.push((rel, text));
            }
        }
    }
}

/// Every shipped `*.bb` file (by path relative to `rules/`), and the built-in sample.
fn corpus() -> &'static [(String, String)] {
    static CORPUS: std::sync::OnceLock<Vec<(String, String)>> = std::sync::OnceLock::new();
    CORPUS.get_or_init(|| {
        let dir = rules_dir();
        let mut files = Vec::new();
        collect_bb(&dir, &dir, &mut files);
        files.push(("builtin-sample.bb".to_string(), SAMPLE.to_string()));
        files
    })
}

/// A loader with every corpus file, so includes between shipped files resolve.
fn corpus_loader() -> MemLoader {
    let mut l = MemLoader::default();
    for (name, text) in corpus() {
        l.files.insert(name.clone(), text.clone());
    }
    l
}

// ---------------------------------------------------------------------------------------
// Mutations

#[derive(Clone, Debug)]
enum Edit {
    Delete(Index),
    Insert(Index, char),
    Replace(Index, char),
    DuplicateLine(Index),
    SwapLines(Index, Index),
    DeleteLine(Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    let ch = select(ALPHABET.to_vec());
    prop_oneof![
        3 => any::<Index>().prop_map(Edit::Delete),
        3 => (any::<Index>(), ch.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        3 => (any::<Index>(), ch).prop_map(|(i, c)| Edit::Replace(i, c)),
        1 => any::<Index>().prop_map(Edit::DuplicateLine),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Edit::SwapLines(a, b)),
        1 => any::<Index>().prop_map(Edit::DeleteLine),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        match e {
            Edit::Delete(i) if !chars.is_empty() => {
                chars.remove(i.index(chars.len()));
            }
            Edit::Insert(i, c) => {
                let at = i.index(chars.len() + 1);
                chars.insert(at, *c);
            }
            Edit::Replace(i, c) if !chars.is_empty() => {
                let at = i.index(chars.len());
                chars[at] = *c;
            }
            Edit::DuplicateLine(i) | Edit::DeleteLine(i) => {
                let s: String = chars.iter().collect();
                let mut lines: Vec<&str> = s.split('\n').collect();
                let at = i.index(lines.len());
                if matches!(e, Edit::DuplicateLine(_)) {
                    lines.insert(at, lines[at]);
                } else {
                    lines.remove(at);
                }
                chars = lines.join("\n").chars().collect();
            }
            Edit::SwapLines(a, b) => {
                let s: String = chars.iter().collect();
                let mut lines: Vec<&str> = s.split('\n').collect();
                let (a, b) = (a.index(lines.len()), b.index(lines.len()));
                lines.swap(a, b);
                chars = lines.join("\n").chars().collect();
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

// ---------------------------------------------------------------------------------------
// Tests

/// The sample the mutations start from is a working system: every test hand passes.
#[test]
fn sample_system_compiles_and_checks() {
    let interp = match Interpreter::load("s.bb", &MemLoader::single("s.bb", SAMPLE)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    let report = interp.check();
    assert_eq!(report.failures, vec![], "{}", report.render(&interp));
    assert_eq!(report.passed, report.tested, "{report:?}");
    assert!(report.tested >= 20, "{report:?}");
    exercise_interpreter(&interp, 1, 20);
}

/// Every shipped file, as it is, goes through everything (compiling or not).
#[test]
fn shipped_files_do_not_panic() {
    let loader = corpus_loader();
    for (name, _) in corpus() {
        exercise_files(name, &loader, 3, 5);
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn any_text(text in "\\PC*", seed in any::<u64>()) {
        exercise(&text, seed);
    }

    #[test]
    fn dsl_alphabet_text(
        text in "[\\[\\]{}=:,<>+\\-.@\"#|a-zA-Z0-9 \n]{0,300}",
        seed in any::<u64>(),
    ) {
        exercise(&text, seed);
    }

    /// Files of well-formed headers and entries, valid or not.
    #[test]
    fn dsl_structured_lines(
        lines in vec(
            (
                0u8..5,
                select(HEADERS.to_vec()),
                select(CALLS.to_vec()),
                vec(select([FIELDS, &[DECK_7][..]].concat()), 0..4),
            ),
            0..8,
        ),
        seed in any::<u64>(),
    ) {
        // Starting with a section lets some of these files compile, so they reach the interpreter.
        let mut text = String::from("[]\n");
        for (k, header, call, fields) in lines {
            if k == 0 {
                text.push_str(header);
            } else {
                text.push_str(call);
                for f in fields {
                    text.push(' ');
                    text.push_str(f);
                }
            }
            text.push('\n');
        }
        exercise(&text, seed);
    }

    #[test]
    fn dsl_token_soup(
        toks in vec((select(VOCAB.to_vec()), select(vec!["", " ", " ", "\n"])), 0..80),
        seed in any::<u64>(),
    ) {
        let text: String = toks.iter().flat_map(|(t, s)| [*t, *s]).collect();
        exercise(&text, seed);
    }
}

proptest! {
    // Each case compiles a whole system (debug builds take a few milliseconds per file).
    #![proptest_config(ProptestConfig {
        cases: 200,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn mutated_rules_files(
        which in any::<Index>(),
        edits in vec(edit(), 1..6),
        seed in any::<u64>(),
    ) {
        let files = corpus();
        let (name, text) = &files[which.index(files.len())];
        let mutated = apply(text, &edits);
        let mut loader = corpus_loader();
        loader.files.insert(name.clone(), mutated);
        exercise_files(name, &loader, seed, 1);
    }
}
