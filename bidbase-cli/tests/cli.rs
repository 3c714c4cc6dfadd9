//! The `bidbase` binary end to end: output, JSON keys, and exit code 2 on bad input.

mod common;

use common::{bidbase, json, text};

#[test]
fn features_json_has_every_key() {
    let v = json(&["features", "AQ3-T87-K6432-T4", "--json"]);
    for key in [
        "hcp",
        "distribution_points",
        "total_points",
        "quick_tricks",
        "losers",
        "winners",
        "suits_stopped",
        "intermediates",
        "knr",
        "balanced",
        "shape",
        "suits",
    ] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    assert_eq!(v["hcp"], 9);
    assert_eq!(v["losers"], 8.5);
    assert_eq!(v["balanced"], true);
    for s in ["S", "H", "D", "C"] {
        for key in ["length", "hcp", "quick_tricks", "losers", "winners", "stopper", "intermediates"] {
            assert!(v["suits"][s].get(key).is_some(), "missing suits.{s}.{key}");
        }
    }
    assert_eq!(v["suits"]["S"]["stopper"], "2stop");
    assert_eq!(v["suits"]["D"]["length"], 5);
    assert_eq!(v["suits"]["S"]["quick_tricks"], 1.5);
    // PBN notation gives the same answer.
    assert_eq!(json(&["features", "AQ3.T87.K6432.T4", "--json"]), v);
}

#[test]
fn scores() {
    let s = |args: &[&str]| json(args)["score"].as_i64().unwrap();
    assert_eq!(
        s(&["score", "duplicate", "--contract", "4S", "--declarer", "S", "--vul", "None", "--tricks", "10", "--json"]),
        420
    );
    assert_eq!(
        s(&["score", "duplicate", "--contract", "4S", "--declarer", "S", "--vul", "NS", "--tricks", "10", "--json"]),
        620
    );
    assert_eq!(
        s(&["score", "duplicate", "--contract", "2S", "--declarer", "N", "--vul", "None", "--tricks", "10", "--json"]),
        170
    );
    assert_eq!(
        s(&["score", "duplicate", "--contract", "5DX", "--declarer", "W", "--vul", "NS", "--tricks", "8", "--json"]),
        -500
    );
    assert_eq!(
        s(&["score", "duplicate", "--contract", "4SX", "--declarer", "S", "--vul", "NS", "--tricks", "10", "--json"]),
        790
    );
    assert_eq!(json(&["score", "imps", "750", "--json"])["imps"], 13);
    assert_eq!(json(&["score", "imps", "-120", "--json"])["imps"], -3);
    assert_eq!(s(&["score", "bidittle", "--contract", "3H", "--declarer", "N", "--tricks", "3", "--json"]), 3);
    assert_eq!(s(&["score", "bidittle", "--contract", "4SX", "--declarer", "W", "--tricks", "4", "--json"]), 8);
    assert_eq!(s(&["score", "bidittle", "--contract", "5S", "--declarer", "W", "--tricks", "2", "--json"]), -5);
}

#[test]
fn deals_are_pbn_and_reproducible() {
    let (code, a, _) = bidbase(&["deal", "--seed", "9", "--count", "3"]);
    assert_eq!(code, 0);
    let (_, b, _) = bidbase(&["deal", "--seed", "9", "--count", "3"]);
    assert_eq!(a, b);
    assert_eq!(a.lines().count(), 3);
    for line in a.lines() {
        bidbase::Deal::parse_pbn(line).expect("valid PBN deal");
    }
    let (_, c, _) = bidbase(&["deal", "--deck", "bidittle"]);
    let d = bidbase::Deal::parse_pbn(c.trim()).unwrap();
    assert_eq!(d.deck(), bidbase::Deck::Bidittle);
}

#[test]
fn bad_input_exits_2_with_a_message() {
    for args in [
        &["features", "AQ3-T87-K6432"][..],
        &["features", "AA3-T87-K6432-T4"],
        &["features", "AQ3-T87-K6432-T4X"],
        &["score", "duplicate", "--contract", "8S", "--declarer", "S", "--tricks", "10"],
        &["score", "duplicate", "--contract", "4S", "--declarer", "Q", "--tricks", "10"],
        &["score", "duplicate", "--contract", "4S", "--declarer", "S", "--tricks", "14"],
        &["score", "duplicate", "--contract", "4S", "--declarer", "S", "--vul", "sideways", "--tricks", "10"],
        &["score", "bidittle", "--contract", "3H", "--declarer", "N", "--tricks", "9"],
        &["score", "imps", "lots"],
        &["deal", "--deck", "tarot"],
        &["deal", "--count", "-1"],
        &["frobnicate"],
    ] {
        let (code, out, err) = bidbase(args);
        assert_eq!(code, 2, "{args:?} gave {code}: {out} {err}");
        assert!(!err.trim().is_empty(), "{args:?} printed no message");
        assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    }
    let (_, _, err) = bidbase(&["features", "AA3-T87-K6432-T4"]);
    assert!(err.contains("duplicate card SA"), "{err}");
}

#[test]
fn bid_with_both_engines_and_a_rules_file() {
    let args = |extra: &[&str]| {
        let mut a = vec!["bid", "--hand", "A-AK742-A3-AQ753", "--json"];
        a.extend_from_slice(extra);
        json(&a)
    };
    let compiled = args(&["--system", "examples", "--engine", "compiled"]);
    let interpreted = args(&["--system", "examples", "--engine", "interpreted"]);
    let file = args(&["--rules", "../rules/examples.bb"]);
    assert_eq!(compiled["call"], "2C");
    assert_eq!(compiled["entry"]["convention"], "2C Strong: Major-Minor");
    assert_eq!(compiled["entry"]["file"], "rules/examples.bb");
    assert_eq!(compiled, interpreted);
    assert_eq!(file["call"], "2C");
    assert_eq!(file["entry"]["line"], compiled["entry"]["line"]);
    // An auction in PBN tokens and one in BidBase tokens are the same auction.
    let a = json(&["bid", "--hand", "K32-Q32-KJ32-A32", "--auction", "1NT Pass", "--json"]);
    let b = json(&["bid", "--hand", "K32-Q32-KJ32-A32", "--auction", "1N-P", "--json"]);
    assert_eq!(a, b);
    assert_eq!(a["call"], "3NT");
    // No entry: a null call, not an error. (SAYC's general layer answers every auction; the
    // examples have no entry after a 7NT opening.)
    let none = json(&["bid", "--system", "examples", "--hand", "K32-Q32-KJ32-A32", "--auction", "7N", "--json"]);
    assert_eq!(none["call"], serde_json::Value::Null);
}

#[test]
fn bid_rejects_bad_input_with_exit_2() {
    for args in [
        &["bid", "--hand", "AQ3-T87-K6432", "--auction", "1C"][..],
        &["bid", "--hand", "A-AK742-A3-AQ753", "--auction", "1C 1C"],
        &["bid", "--hand", "A-AK742-A3-AQ753", "--auction", "1C P P P"],
        &["bid", "--hand", "A-AK742-A3-AQ753", "--dealer", "Q"],
        &["bid", "--hand", "A-AK742-A3-AQ753", "--system", "nonesuch"],
        &["bid", "--hand", "A-AK742-A3-AQ753", "--rules", "../rules/examples.bb", "--engine", "compiled"],
        &["bid", "--hand", "A-AK742-A3-AQ753", "--rules", "no/such/file.bb"],
    ] {
        let (code, _, err) = bidbase(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.starts_with("error:") || err.contains("error"), "{args:?}: {err}");
    }
}

#[test]
fn check_passes_the_examples_and_locates_errors() {
    let (code, out, err) = bidbase(&["check", "../rules/examples.bb"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("reach their entries") && out.trim_end().ends_with("ok"), "{out}");
    let dir = common::scratch_dir("cli-check");
    let bad = dir.join("bad.bb");
    std::fs::write(&bad, "[1S-P]\n1H hcp=6+\n2S hcp=12-10 test=K32-Q32-J432-432\n").unwrap();
    let (code, _, err) = bidbase(&["check", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("bad.bb:2:1") && err.contains("1H is illegal after 1S-P"), "{err}");
    assert!(err.contains("bad.bb:3:4") && err.contains("empty range 12-10"), "{err}");
    let caught = dir.join("caught.bb");
    std::fs::write(
        &caught,
        "[1D-P]\n1N hcp=6-10 shape=balanced test=K32-32-KJ432-432\n2D hcp=6-10 D=5+ test=K32-32-KJ432-432\n",
    )
    .unwrap();
    let (code, out, _) = bidbase(&["check", caught.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.contains("caught.bb:2:1 catches it"), "{out}");
}

#[test]
fn expand_prints_rust() {
    let (code, out, err) = bidbase(&["expand", "../rules/examples.bb"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("pub struct Examples"));
    assert!(out.contains("impl bb::Bidder for Examples"));
    assert!(out.contains("bb::Leaf::Hcp(bb::Range::new(15, 17))"));
}

#[test]
fn simulate_is_the_same_on_any_number_of_threads() {
    let run = |threads: &str| {
        let mut v = json(&[
            "simulate",
            "--system",
            "examples",
            "--deals",
            "20000",
            "--seed",
            "7",
            "--threads",
            threads,
            "--json",
        ]);
        let timing = v.as_object_mut().unwrap().remove("timing").expect("timing reported");
        assert!(timing["boards_per_second"].as_f64().unwrap() > 0.0);
        v
    };
    let one = run("1");
    assert_eq!(one, run("2"));
    assert_eq!(one["boards"], 20000);
    assert_eq!(one["illegal_calls"], 0);
    let contracts: u64 = one["contracts"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum();
    assert_eq!(contracts + one["passed_out"].as_u64().unwrap(), 20000);
    // The rankings of forced passes and missed games add up to their counts (the JSON keeps
    // the most frequent rows; with 20,000 boards of the examples system all of them fit).
    for (list, total) in [
        (&one["forced"]["passes_by_auction"], &one["forced"]["passed"]),
        (&one["games"]["missed_by_last_call"], &one["games"]["missed"]),
    ] {
        let rows = list.as_array().expect("a ranking");
        let sum: u64 = rows.iter().map(|r| r["count"].as_u64().unwrap()).sum();
        if rows.len() < 60 {
            assert_eq!(sum, total.as_u64().unwrap(), "{list}");
        }
        assert!(rows.windows(2).all(|w| w[0]["count"].as_u64() >= w[1]["count"].as_u64()));
        assert!(rows.iter().all(|r| r["auction"].is_string()));
    }
    assert!(one["games"]["boards"].as_u64().unwrap() > 0);
    // A different seed gives different boards.
    let other = json(&["simulate", "--system", "examples", "--deals", "20000", "--seed", "8", "--json"]);
    assert_ne!(other["contracts"], one["contracts"]);
}

#[test]
fn simulate_writes_pbn_that_reads_back() {
    let dir = common::scratch_dir("cli-pbn");
    let path = dir.join("boards.pbn");
    let (code, _, err) = bidbase(&[
        "simulate",
        "--system",
        "examples",
        "--deals",
        "500",
        "--seed",
        "3",
        "--boards",
        "--pbn",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&path).unwrap();
    let boards = bidbase::pbn::read_pbn(&text).expect("the PBN file reads back");
    assert_eq!(boards.len(), 500);
    for (i, b) in boards.iter().enumerate() {
        let n = i as u32 + 1;
        assert_eq!(b.tag("Board"), Some(n.to_string().as_str()));
        assert_eq!(b.dealer, Some(bidbase::board_dealer(n)));
        assert_eq!(b.vulnerability, Some(bidbase::board_vulnerability(n)));
        let auction = b.auction.as_ref().expect("an auction");
        assert!(auction.is_over());
        assert_eq!(auction.dealer(), bidbase::board_dealer(n));
        assert_eq!(b.contract, Some(auction.contract().map(|(c, _)| c)));
        assert_eq!(b.declarer, auction.contract().map(|(_, d)| d));
        assert!(b.deal.is_some());
        for tag in [
            "Event",
            "Site",
            "Date",
            "Round",
            "Board",
            "West",
            "North",
            "East",
            "South",
            "Dealer",
            "Vulnerable",
            "Deal",
            "Scoring",
            "Declarer",
            "Contract",
            "Result",
        ] {
            assert!(b.tag(tag).is_some(), "board {n} lacks [{tag}]");
        }
        // Every note referenced in the auction is given once, numbered from 1.
        let section = text.split(&format!("[Board \"{n}\"]")).nth(1).unwrap().split("[Board ").next().unwrap();
        let notes: Vec<&str> = b.tags.iter().filter(|(t, _)| t == "Note").map(|(_, v)| v.as_str()).collect();
        for (k, note) in notes.iter().enumerate() {
            assert!(note.starts_with(&format!("{}:", k + 1)), "board {n}: {note}");
            assert!(section.contains(&format!("={}=", k + 1)), "board {n}: note {} unused", k + 1);
        }
        assert!(!section.contains(&format!("={}=", notes.len() + 1)), "board {n}: a note is missing");
    }
    // Openings are explained: the 1NT opening's note gives its range.
    assert!(text.contains("[Note \"1:NT, Strong; announce: 15-17; 14-17 HCP, balanced\"]"), "no 1NT opening note");
    // The same run gives the same file.
    let path2 = dir.join("boards2.pbn");
    bidbase(&[
        "simulate",
        "--system",
        "examples",
        "--deals",
        "500",
        "--seed",
        "3",
        "--boards",
        "--threads",
        "1",
        "--pbn",
        path2.to_str().unwrap(),
    ]);
    assert_eq!(std::fs::read_to_string(&path2).unwrap(), text);
}

#[test]
fn simulate_rejects_bad_arguments() {
    for args in [
        &["simulate", "--deals", "0"][..],
        &["simulate", "--deals", "ten"],
        &["simulate", "--threads", "0", "--deals", "10"],
        &["simulate", "--deals", "10", "--pbn", "/no/such/dir/x.pbn"],
    ] {
        let (code, _, err) = bidbase(args);
        assert_eq!(code, 2, "{args:?}: {err}");
    }
}

#[test]
fn sayc_is_the_default_system() {
    let default = json(&["bid", "--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass", "--json"]);
    let sayc = json(&["bid", "--system", "sayc", "--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass", "--json"]);
    assert_eq!(default, sayc);
    assert_eq!(default["call"], "2C");
    assert_eq!(default["entry"]["convention"], "Stayman");
    assert_eq!(default["entry"]["file"], "rules/sayc/notrump.bb");
    let interpreted =
        json(&["bid", "--engine", "interpreted", "--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass", "--json"]);
    assert_eq!(default, interpreted);
}

#[test]
fn explain_shows_the_entries_that_did_not_match() {
    let (code, out, err) = bidbase(&["explain", "--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|l| l == "2C"), "{out}");
    assert!(
        out.lines().any(|l| l.trim_start().starts_with("2C")
            && l.contains("rules/sayc/notrump.bb:")
            && l.ends_with("matches")),
        "{out}"
    );
    assert!(out.contains("no: HCP 13+ (has 9)"), "{out}");
    let (_, bid, _) = bidbase(&["bid", "--explain", "--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass"]);
    assert_eq!(out, bid);
    assert!(out.lines().count() > 4, "the earlier entries are listed: {out}");
}

#[test]
fn sayc_cases_agreement_line() {
    // The repository's copy of the SAYC cases; the rate is guarded in bidbase-systems' tests.
    let (code, out, err) = bidbase(&["cases", "../data/sayc/cases.tsv"]);
    assert_eq!(code, 0, "{err}");
    let line = out.lines().find(|l| l.starts_with("agreement: ")).expect("an agreement line");
    let n: u32 = line["agreement: ".len()..].split('/').next().unwrap().parse().unwrap();
    assert!(n >= 1016, "{line}");
    assert!(out.contains("no entry matched: "), "{out}");
    // Both parts of the split are reported; the validation part's failures are not printed
    // unless that part is asked for by name.
    let parts = out.lines().find(|l| l.starts_with("working part: ")).expect("a parts line");
    let count = |text: &str, key: &str| -> (u32, u32) {
        let rest = &text[text.find(key).unwrap() + key.len()..];
        let (a, b) = rest.split_once('/').unwrap();
        (a.trim().parse().unwrap(), b.split_whitespace().next().unwrap().parse().unwrap())
    };
    let (w, v) = (count(parts, "working part: "), count(parts, "validation part: "));
    assert_eq!(w.0 + v.0, n, "{parts}");
    assert!(v.1 * 4 > w.1, "about 30% of the cases validate: {parts}");
    let failures = |text: &str| text.lines().filter(|l| l.starts_with("FAIL")).count();
    let (_, working, _) = bidbase(&["cases", "--part", "working", "../data/sayc/cases.tsv"]);
    let (_, validation, _) = bidbase(&["cases", "--part", "validation", "../data/sayc/cases.tsv"]);
    assert_eq!(failures(&out), failures(&working), "only working-part failures by default");
    assert_eq!(failures(&validation) as u32, v.1 - v.0);
}

#[test]
fn describe_and_calls_show_what_each_call_means() {
    let (code, out, err) = bidbase(&["describe", "--auction", "1NT Pass 2C Pass 2H"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().next().is_some_and(|l| l.starts_with("N  1NT   15-17 HCP") && l.contains("balanced")), "{out}");
    assert!(out.contains("[Stayman]"), "{out}");
    // North has shown 15-17 balanced and four hearts.
    assert!(out.lines().any(|l| l.starts_with("N  15-17 HCP, 4-5 H, balanced")), "{out}");
    let j = json(&["describe", "--auction", "1NT Pass 2C", "--json"]);
    assert_eq!(j["calls"][0]["shows"]["hcp"], serde_json::json!([15, 17]));
    assert_eq!(j["calls"][2]["convention"], "Stayman");
    assert_eq!(j["players"][0]["shows"]["balanced"], true);
    // Every legal call, with its meaning; calls without an entry are marked.
    let (code, out, err) = bidbase(&["calls", "--auction", "1NT Pass"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|l| l.starts_with("2C") && l.contains("[Stayman]")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("2D") && l.contains("5+ H")), "{out}");
    assert!(out.contains("(no entry)"), "{out}");
    assert!(!out.lines().any(|l| l.starts_with("1C ")), "1C is not legal over 1NT: {out}");
    // The chosen call's description in bid --json.
    let b = json(&["bid", "--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass", "--json"]);
    assert_eq!(b["description"]["text"], "5- S, 5- H, forcing");
    assert_eq!(b["description"]["forcing"], "one round");
    // With a hand: the call the system makes (*) and the calls whose description it fits (+).
    let (code, out, err) = bidbase(&["calls", "--auction", "1NT Pass", "--hand", "AQ32-T87-K632-54"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|l| l.starts_with("* 2C ")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("+ Pass ")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("  2D ")), "the hand has no five hearts: {out}");
    let c = json(&["calls", "--auction", "1NT Pass", "--hand", "AQ32.T87.K632.54", "--json"]);
    let two_clubs = c.as_array().unwrap().iter().find(|v| v["call"] == "2C").unwrap().clone();
    assert_eq!(two_clubs["chosen"], true);
    assert_eq!(two_clubs["fits"], true);
    let (code, _, err) = bidbase(&["calls", "--auction", "1NT Pass", "--hand", "AQ32-T87-K632"]);
    assert_eq!(code, 2);
    assert!(err.contains("bad hand"), "{err}");
    let (code, _, err) = bidbase(&["describe", "--auction", "1NT 1C"]);
    assert_eq!(code, 2);
    assert!(err.contains("bad auction"), "{err}");
}

/// `describe` and `calls` answer alike from the compiled system (the default for a built-in
/// one) and from the interpreter: uncontested and competitive auctions, one with a
/// slam-convention annotation (`4N@40`), another table, and the other built-in systems.
#[test]
fn describe_and_calls_agree_on_both_engines() {
    let cases: [(&str, &[&str]); 8] = [
        ("describe", &["--auction", "1NT Pass 2C Pass 2H"]),
        ("describe", &["--auction", "1H 2C 2H 3C 4H X", "--dealer", "E", "--vul", "Both"]),
        ("describe", &["--auction", "1C 1H X 2H 3C Pass 4NT Pass 5H Pass 6C"]),
        ("describe", &["--auction", "1S Pass 3S Pass 4N@40 Pass 5D Pass 5N@40 Pass"]),
        ("describe", &["--system", "bidittle", "--auction", "1C Pass"]),
        ("calls", &["--auction", "1H 2C 2H", "--hand", "AQ32-T87-K632-54"]),
        ("calls", &["--auction", "1S Pass 3S Pass 4N@40 Pass", "--hand", "A32-K32-K32-5432", "--vul", "NS"]),
        ("calls", &["--system", "examples", "--auction", "1C Pass"]),
    ];
    for (command, args) in cases {
        let run = |engine: &str| {
            let mut a = vec![command, "--json", "--engine", engine];
            a.extend_from_slice(args);
            json(&a)
        };
        let compiled = run("compiled");
        assert_eq!(compiled, run("interpreted"), "{command} {args:?}");
        assert!(compiled.to_string().contains("\"entry\":\"rules/"), "{command} {args:?}: no entry described");
    }
    // The default engine of a built-in system is the compiled one.
    assert_eq!(
        json(&["describe", "--json", "--auction", "1NT Pass 2C Pass"]),
        json(&["describe", "--json", "--auction", "1NT Pass 2C Pass", "--engine", "compiled"])
    );
}

/// `explain` answers from the compiled system as from the interpreter: the same sections, the
/// same entries and the same reasons, word for word.
#[test]
fn explain_agrees_on_both_engines() {
    let cases: [&[&str]; 4] = [
        &["--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass"],
        &["--hand", "KQ92-A82-86-AKQ5", "--auction", "1C Pass 1H 2D"],
        &["--hand", "A32-K32-K32-5432", "--auction", "1S Pass 3S Pass 4N@40 Pass", "--vul", "NS"],
        &["--system", "bidittle", "--hand", "AKQJ-AK-A-", "--auction", ""],
    ];
    for args in cases {
        let run = |engine: &str| {
            let mut a = vec!["explain", "--engine", engine];
            a.extend_from_slice(args);
            let (code, out, err) = bidbase(&a);
            assert_eq!(code, 0, "{args:?}: {err}");
            out
        };
        let compiled = run("compiled");
        assert_eq!(compiled, run("interpreted"), "{args:?}");
        assert!(compiled.starts_with("section ["), "{args:?}: {compiled}");
    }
}

/// `bidbase lint` on the shipped systems: no errors (CI fails on them); the planted-fault
/// fixture exits 1; `--deny warnings` fails on warnings; `--json` counts every check.
#[test]
fn lint_passes_the_shipped_systems_and_fails_on_errors() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let file = |p: &str| format!("{root}/{p}");
    for system in ["rules/sayc.bb", "rules/examples.bb"] {
        let (code, out, err) = bidbase(&["lint", &file(system), "--boards", "500", "--samples", "32"]);
        assert_eq!(code, 0, "lint {system} found errors:\n{out}{err}");
        assert!(out.contains(" 0 errors"), "{out}");
    }
    let fixture = file("bidbase-spec/tests/fixtures/lint.bb");
    let (code, out, _) = bidbase(&["lint", &fixture, "--boards", "100"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("error[test-hand]") && out.contains("warning[runaway]"), "{out}");
    let (code, _, _) = bidbase(&["lint", &file("rules/examples.bb"), "--boards", "100", "--deny", "warnings"]);
    assert_eq!(code, 1, "examples.bb has warnings (gaps): --deny warnings fails");
    let (_, out, _) = bidbase(&["lint", &fixture, "--boards", "100", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    assert_eq!(v["errors"], 2);
    for check in ["test-hand", "shadowed", "unreachable", "gap", "forcing", "similar", "description", "runaway"] {
        assert_eq!(v["counts"][check], 1, "{check}: {}", v["counts"]);
    }
    assert!(v["findings"].as_array().unwrap().iter().any(|f| f["check"] == "gap" && f["witness"].is_string()));
}

/// `--conventions` switches conventions by name on bid (and the other system commands).
#[test]
fn conventions_are_switched_by_name() {
    // Stayman off: 2C over 1NT is no longer Stayman.
    let on = json(&["bid", "--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass", "--json"]);
    assert_eq!(on["call"], "2C");
    let off =
        json(&["bid", "--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass", "--json", "--conventions", "Stayman=off"]);
    assert_ne!(off["call"], "2C", "{off}");
    let (code, _, err) = bidbase(&["bid", "--hand", "AQ32-T87-K632-54", "--conventions", "Nonsense=off"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown convention 'Nonsense'"), "{err}");
    let (code, _, err) = bidbase(&["bid", "--hand", "AQ32-T87-K632-54", "--conventions", "Stayman=maybe"]);
    assert_eq!(code, 2);
    assert!(err.contains("not on, off, we or they"), "{err}");
}

/// Use_Against from the command line: the examples system's two entries for 1C-(2C). By
/// default the system explains the opponents' 2C itself (Michaels); `--against` declares the
/// meaning, `--opponents` takes it from their system.
#[test]
fn the_opponents_meaning_is_explained_declared_or_taken_from_their_system() {
    let dir = common::scratch_dir("against");
    let theirs = dir.join("natural.bb");
    std::fs::write(&theirs, "system \"natural\"\n[1C]\n2C hcp=10+ C=6+ test=A2-K32-32-KQJ432\nP\n").expect("write");
    let theirs = theirs.to_string_lossy().to_string();
    let call = |extra: &[&str]| {
        let mut args =
            vec!["bid", "--system", "examples", "--hand", "T7-T6543-AQ-KQJT", "--auction", "1C 2C", "--json"];
        args.extend_from_slice(extra);
        json(&args)["call"].as_str().unwrap_or("none").to_string()
    };
    assert_eq!(call(&[]), "X");
    assert_eq!(call(&["--against", "natural"]), "2H");
    assert_eq!(call(&["--against", "michaels"]), "X");
    assert_eq!(call(&["--opponents", "examples"]), "X");
    assert_eq!(call(&["--opponents", &theirs]), "2H");
    // explain says why the natural entry was passed over.
    let why = text(&["explain", "--system", "examples", "--hand", "T7-T6543-AQ-KQJT", "--auction", "1C 2C"]);
    assert!(why.contains("the opponents' last call natural (here: it has another meaning, --against)"), "{why}");
    // Both at once, and an opponents' system that does not load: typed errors, exit code 2.
    let (code, _, err) = bidbase(&[
        "bid",
        "--hand",
        "T7-T6543-AQ-KQJT",
        "--auction",
        "1C 2C",
        "--against",
        "natural",
        "--opponents",
        "sayc",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("give one of the two"), "{err}");
    let (code, _, err) = bidbase(&[
        "bid",
        "--system",
        "examples",
        "--hand",
        "T7-T6543-AQ-KQJT",
        "--auction",
        "1C 2C",
        "--opponents",
        "nosuch",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("--opponents"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Controls in descriptions, through both back ends: Blackwood's and Gerber's answers promise
/// numbers of aces ("0 or 4"), the king answers kings, and the examples' control bid that
/// bypasses 4C denies the club ace.
#[test]
fn descriptions_show_ace_counts_and_denied_honours_in_both_back_ends() {
    for engine in ["compiled", "interpreted"] {
        let shows = |system: &str, auction: &str, call: &str| {
            let v = json(&["calls", "--system", system, "--engine", engine, "--auction", auction, "--json"]);
            let list = v.as_array().expect("a list of calls").clone();
            list.into_iter().find(|c| c["call"] == call).map(|c| c["shows"].clone()).expect("the call")
        };
        let gerber = shows("sayc", "1N P 4C P", "4D");
        assert_eq!(gerber["aces"], serde_json::json!([0, 4]), "{engine}");
        assert_eq!(gerber["text"], "0 or 4 aces");
        assert_eq!(shows("sayc", "1S P 3S P 4N@40 P", "5H")["text"], "2 aces", "{engine}");
        assert_eq!(shows("sayc", "1S P 3S P 4N@40 P 5D P 5N@40 P", "6D")["kings"], serde_json::json!([1]));
        let cue = shows("examples", "1S P 3S P", "4D");
        assert_eq!(cue["denied"]["C"], "A", "{engine}");
        assert_eq!(cue["text"], "13+ HCP, 4+ S, A+ in D, no A in C");
    }
}

/// Bid Order Numbers generated as the BidBase Editor numbers a blank one (942000 for a natural
/// 2S, 123000 for Bergen Raises' 3D), fitted to file order; shown by bid and explain, and
/// written into the file by `number --write`, after which an added entry moves none of them.
#[test]
fn bid_order_numbers_are_generated_shown_and_written() {
    let dir = common::scratch_dir("number");
    let path = dir.join("n.bb");
    let rules = "convention \"Bergen Raises\"\n[1S-P]\n3D \"Bergen Raises\" hcp=10-12 S=4+ test=K432-32-K432-A32\n2S hcp=6-10 S=3+ test=K32-432-Q432-J32\nP test=432-432-5432-432\n";
    std::fs::write(&path, rules).expect("write");
    let file = path.to_string_lossy().to_string();
    let listed = text(&["number", &file]);
    assert!(listed.contains(":3  3D     bon=123000") && listed.contains(":4  2S     bon=942000"), "{listed}");
    assert!(listed.contains("3 entries without a written BON"), "{listed}");
    let bid = text(&["bid", "--rules", &file, "--hand", "K32-432-Q432-J32", "--auction", "1S P"]);
    assert!(bid.contains("(bid order 942000)"), "{bid}");
    let why = text(&["explain", "--rules", &file, "--hand", "K32-432-Q432-J32", "--auction", "1S P"]);
    assert!(why.contains("bid order 123000  no:"), "{why}");
    // Written in: the file now carries them and checks; nothing is left to number.
    assert!(text(&["number", &file, "--write"]).contains("wrote 3 numbers into 1 file"));
    let now = std::fs::read_to_string(&path).expect("read");
    assert!(
        now.contains("3D \"Bergen Raises\" bon=123000 hcp=10-12") && now.contains("2S bon=942000 hcp=6-10"),
        "{now}"
    );
    assert_eq!(bidbase(&["check", &file]).0, 0);
    assert!(text(&["number", &file]).contains("0 entries without a written BON"));
    // An entry added between two written numbers takes one between them.
    std::fs::write(&path, now.replace("P bon=990000", "2N hcp=13+ S=4+ test=K432-A2-K432-K32\nP bon=990000"))
        .expect("write");
    assert!(text(&["number", &file]).contains("2N     bon=952000"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// BidBase's Date Saved: `date=` on an entry, checked as a day of the calendar, and
/// `check --since DATE` lists what was saved since.
#[test]
fn entries_carry_their_date_saved_and_check_lists_the_recent_ones() {
    let dir = common::scratch_dir("date");
    let path = dir.join("d.bb");
    let rules = "[1S-P]\n2S hcp=6-10 S=3+ date=2025-03-01 test=K32-432-Q432-J32\n3S hcp=11-12 S=4+ date=2026-11-20 test=K432-A2-K432-J32\nP\n";
    std::fs::write(&path, rules).expect("write");
    let file = path.to_string_lossy().to_string();
    let out = text(&["check", &file, "--since", "2026-01-01"]);
    assert!(out.contains("saved on or after 2026-01-01: 1 entry"), "{out}");
    assert!(out.contains(":3  [1S-P] 3S  date=2026-11-20") && !out.contains("date=2025-03-01"), "{out}");
    let (code, _, err) = bidbase(&["check", &file, "--since", "last week"]);
    assert_eq!(code, 2);
    assert!(err.contains("not a date"), "{err}");
    std::fs::write(&path, rules.replace("2025-03-01", "2025-02-30")).expect("write");
    let (code, _, err) = bidbase(&["check", &file]);
    assert_eq!(code, 1);
    assert!(err.contains("2025-02-30 is not a day of the calendar") && err.contains(":2:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// HCP and heart length of the hand of `seat` ("N", "E", "S", "W") in a PBN `[Deal]` value.
fn hand_of(deal: &str, seat: char) -> (u32, usize) {
    let (first, hands) = deal.split_once(':').expect("a PBN deal");
    let order = ['N', 'E', 'S', 'W'];
    let start = order.iter().position(|s| first.starts_with(*s)).expect("a seat");
    let at = (order.iter().position(|s| *s == seat).unwrap() + 4 - start) % 4;
    let hand = hands.split_whitespace().nth(at).expect("four hands");
    let hcp = hand
        .chars()
        .map(|c| match c {
            'A' => 4,
            'K' => 3,
            'Q' => 2,
            'J' => 1,
            _ => 0,
        })
        .sum();
    (hcp, hand.split('.').nth(1).expect("four suits").len())
}

#[test]
fn pbn_notes_name_the_entry_that_made_the_call() {
    // Two passes in one section: a trap pass first, then a plain pass. A pass made with the
    // plain entry is not labelled with the trap pass's convention, and one made with it is.
    let dir = common::scratch_dir("cli-notes");
    let rules = dir.join("notes.bb");
    std::fs::write(
        &rules,
        "system \"Notes\"\nconvention \"Trap Pass\"\n[]\n1D hcp=11+ test=A32-K32-AQ32-432\n[1D]\n1H hcp=8+ H=5+ test=32-AQJ32-432-K32\n\
         [1D-1H]\nP \"Trap Pass\" H=4+ hcp=8+ text=\"length and strength in their suit\" test=A32-KJ32-432-K32\nP text=\"nothing to say\"\n",
    )
    .unwrap();
    let path = dir.join("notes.pbn");
    let (code, _, err) = bidbase(&[
        "simulate",
        "--rules",
        rules.to_str().unwrap(),
        "--deals",
        "3000",
        "--seed",
        "5",
        "--pbn",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&path).unwrap();
    let (mut trap, mut plain) = (0, 0);
    for board in text.split("[Event ").skip(1) {
        let tag = |name: &str| {
            let start = board.find(&format!("[{name} \"")).map(|i| i + name.len() + 3)?;
            board[start..].split('"').next()
        };
        let (Some(dealer), Some(deal)) = (tag("Auction"), tag("Deal")) else { continue };
        let auction = board.split_once("[Auction").unwrap().1.split_once('\n').unwrap().1;
        let calls: Vec<&str> = auction.split_whitespace().take_while(|t| !t.starts_with('[')).collect();
        // The calls and their note numbers: "1D", "=1=", "1H", "=2=", "Pass", "=3=", ...
        let mut made: Vec<(&str, Option<usize>)> = Vec::new();
        for t in &calls {
            if let Some(n) = t.strip_prefix('=').and_then(|t| t.strip_suffix('=')) {
                if let Some(m) = made.last_mut() {
                    m.1 = n.parse().ok();
                }
            } else {
                made.push((*t, None));
            }
        }
        if made.len() < 3 || made[0].0 != "1D" || made[1].0 != "1H" || made[2].0 != "Pass" {
            continue;
        }
        let passer =
            ['N', 'E', 'S', 'W'][(['N', 'E', 'S', 'W'].iter().position(|s| dealer.starts_with(*s)).unwrap() + 2) % 4];
        let (hcp, hearts) = hand_of(deal, passer);
        let note =
            made[2].1.and_then(|n| board.split(&format!("[Note \"{n}:")).nth(1)).map(|n| n.split('"').next().unwrap());
        let labelled = note.is_some_and(|n| n.contains("Trap Pass"));
        assert_eq!(labelled, hcp >= 8 && hearts >= 4, "pass with {hcp} HCP and {hearts} hearts: note {note:?}");
        if labelled {
            trap += 1;
        } else {
            plain += 1;
        }
    }
    assert!(trap > 0 && plain > 0, "{trap} trap passes, {plain} plain ones: the test says little");
}
