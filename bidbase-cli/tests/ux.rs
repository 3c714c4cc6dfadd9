//! A new user's first hour: each rough edge of the command line, one test each. Output in plain
//! words (no BidBase codes without a legend), counts that agree in number, headings only over
//! something, errors with one `error:` and exit code 2, and the commands a first look needs
//! (`conventions`, `dd --file` on `simulate --pbn`'s file).

mod common;

use common::{bidbase, json, root, text};

/// A directory of its own under the system's temporary directory, for a test's files.
fn temp_dir(name: &str) -> std::path::PathBuf {
    common::scratch_dir(&format!("ux-{name}"))
}

#[test]
fn bid_says_bid_order_in_words_and_aligns_its_fields() {
    let out = text(&["bid", "--hand", "AQ32-T87-K632-54", "--auction", "1NT Pass"]);
    assert!(out.contains("(bid order ") && out.contains(") in [1N-P]"), "{out}");
    assert!(!out.contains("BON"), "{out}");
    // Every field's value starts in the same column.
    let columns: Vec<usize> = out
        .lines()
        .skip(1)
        .map(|l| {
            let label_end = 2 + l[2..].find(' ').unwrap();
            label_end + l[label_end..].find(|c: char| c != ' ').unwrap()
        })
        .collect();
    assert!(columns.len() >= 4 && columns.iter().all(|c| *c == columns[0]), "{out}");
    assert!(out.contains("asks         a bid: forcing for one round"), "{out}");
    assert!(out.contains("disclosure   Stayman: asks for a four-card major"), "{out}");
}

#[test]
fn explain_gives_requirements_in_plain_words() {
    let out = text(&["explain", "--hand", "K3-Q2-QJ32-K8732", "--auction", "P P", "--vul", "Both"]);
    assert!(out.contains("in fourth seat (here third)"), "{out}");
    assert!(out.contains("our side not vulnerable (here vulnerable: both sides)"), "{out}");
    assert!(out.contains("C no longer than D (has 5 and 4)"), "{out}");
    for code in ["position ", "bidder in seat", "vulnerability ", "(is ", "X spec", "<="] {
        assert!(!out.contains(code), "'{code}' in {out}");
    }
    // The same words from the interpreter.
    let interpreted = text(&[
        "explain",
        "--hand",
        "K3-Q2-QJ32-K8732",
        "--auction",
        "P P",
        "--vul",
        "Both",
        "--engine",
        "interpreted",
    ]);
    assert_eq!(out, interpreted);
}

#[test]
fn victory_point_scale_reads_plainly() {
    for args in [&["score", "vp", "12"][..], &["score", "teams", "--result", "1 4S S 10 | 4S S 11", "--vp"]] {
        let out = text(args);
        assert!(out.contains("share 20 victory points"), "{out}");
        assert!(!out.contains("example table") && !out.contains("20 VP a match"), "{out}");
    }
    assert!(text(&["score", "vp", "1"]).starts_with("+1 IMP = 10-10"));
}

#[test]
fn features_explains_its_codes() {
    let out = text(&["features", "AQ3-T87-K6432-T4"]);
    let legend = out.split("legend:\n").nth(1).unwrap_or_else(|| panic!("no legend: {out}"));
    for code in ["KnR", "QT", "int", "2stop", "1stop", "0stop", "a", "FRC", "SRC", "HA", "HH"] {
        assert!(legend.lines().any(|l| l.split_whitespace().next() == Some(code)), "no {code} in {legend}");
    }
    // Only the codes the hand has.
    assert!(!legend.lines().any(|l| l.trim_start().starts_with("SS ")), "{legend}");
}

#[test]
fn bid_help_says_what_we_and_seed_do() {
    let help = text(&["bid", "--help"]);
    assert!(help.contains("Which partnership is \"we\""), "{help}");
    assert!(help.contains("alternatives with percentages"), "{help}");
    // `explain` is `bid --explain`: its help does not offer --explain.
    let option = |help: &str| help.lines().any(|l| l.trim_start().starts_with("--explain"));
    let explain = text(&["explain", "--help"]);
    assert!(!option(&explain), "{explain}");
    assert!(option(&help));
}

#[test]
fn calls_with_a_hand_prints_its_legend_first() {
    let out = text(&["calls", "--auction", "1NT Pass", "--hand", "AQ32-T87-K632-54"]);
    let first = out.lines().next().unwrap_or("");
    assert!(first.starts_with("* the system's call with this hand (2C); + the hand fits"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("* 2C")), "{out}");
    // Without a hand there are no marks and no legend.
    let plain = text(&["calls", "--auction", "1NT Pass"]);
    assert!(!plain.contains("the system's call"), "{plain}");
}

#[test]
fn simulate_prints_no_empty_heading_and_no_zero_counts() {
    let out = text(&["simulate", "--deals", "1", "--seed", "3"]);
    assert!(!out.contains("where hands fell through"), "{out}");
    assert!(out.starts_with("1 board bid by"), "{out}");
    assert!(out.contains("on 1 thread") || out.contains("threads"), "{out}");
    assert!(!out.contains("one board in 1000000000"), "{out}");
    let conventions = out.split("conventions (calls chosen by their entries)\n").nth(1).unwrap();
    for line in conventions.lines().take_while(|l| !l.is_empty()) {
        assert_ne!(line.split_whitespace().next(), Some("0"), "{out}");
    }
    // A run with decisions no entry answers still lists them.
    let examples = text(&["simulate", "--system", "examples", "--deals", "1", "--seed", "3"]);
    assert!(examples.contains("where hands fell through"), "{examples}");
}

#[test]
fn simulate_dd_never_lists_an_entry_as_both_loser_and_gainer() {
    let v = json(&["simulate", "--deals", "24", "--seed", "5", "--dd", "--top", "2", "--json"]);
    let d = &v["double_dummy"];
    let key = |e: &serde_json::Value| format!("{} {}", e["file"], e["line"]);
    let losing = d["entries_losing"].as_array().unwrap();
    let gaining = d["entries_gaining"].as_array().unwrap();
    assert!(losing.iter().all(|e| e["imps"].as_i64().unwrap() < 0), "{d}");
    assert!(gaining.iter().all(|e| e["imps"].as_i64().unwrap() > 0), "{d}");
    assert!(losing.iter().all(|l| gaining.iter().all(|g| key(g) != key(l))), "{d}");
    assert!(!losing.is_empty() || !gaining.is_empty(), "{d}");
}

/// The progress bar's rate, read from a terminal (`script` gives the command one; `simulate`
/// draws the bar from 100,000 boards).
#[test]
fn progress_bar_rate_is_rounded() {
    let bin = env!("CARGO_BIN_EXE_bidbase");
    let command = format!("{bin} simulate --system examples --deals 100000 > /dev/null");
    let out = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("script (util-linux) runs the command on a terminal");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let screen = String::from_utf8_lossy(&out.stdout);
    let rates: Vec<&str> = screen.split('(').filter_map(|s| s.split_once("/s,").map(|(rate, _)| rate)).collect();
    assert!(!rates.is_empty(), "no progress bar: {screen}");
    for r in rates {
        let whole: f64 = r.replace(',', "").parse().unwrap_or_else(|_| panic!("rate '{r}'"));
        assert!(!r.contains('.') || whole < 100.0, "rate '{r}' is not rounded");
    }
}

#[test]
fn lint_summary_and_only() {
    let fixture = root().join("bidbase-spec/tests/fixtures/lint.bb");
    let fixture = fixture.to_str().unwrap();
    let (code, out, _) = bidbase(&["lint", fixture, "--boards", "100", "--summary"]);
    assert_eq!(code, 1, "{out}");
    assert!(!out.contains("-->"), "the summary lists no finding: {out}");
    for part in ["by kind:", "by file:", "sections with the most findings:", "  test-hand           1          0"] {
        assert!(out.contains(part), "no '{part}' in {out}");
    }
    assert!(out.contains("lint.bb  2 errors, 6 warnings"), "{out}");
    assert!(out.contains("[1H-P] "), "{out}");
    let (code, out, _) = bidbase(&["lint", fixture, "--boards", "100", "--only", "gap"]);
    assert_eq!(code, 0, "one warning, no error: {out}");
    assert!(out.contains("warning[gap]") && !out.contains("error[") && !out.contains("warning[runaway]"), "{out}");
    assert!(out.contains(": 0 errors, 1 warning (1 gap)"), "{out}");
    let (code, _, err) = bidbase(&["lint", fixture, "--only", "typo"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown kind of finding 'typo'") && err.contains("test-hand, shadowed"), "{err}");
}

#[test]
fn a_missing_rules_file_says_error_once() {
    let (code, _, err) = bidbase(&["bid", "--rules", "nosuch.bb", "--hand", "AQ32-T87-K632-54"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: cannot read"), "{err}");
    assert!(!err.contains("error: error:"), "{err}");
    assert!(err.contains("nosuch.bb: 1 error") && !err.contains("error(s)"), "{err}");
}

#[test]
fn describe_refuses_a_hand() {
    let (code, out, err) = bidbase(&["describe", "--auction", "1NT Pass", "--hand", "AQ32-T87-K632-54"]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("describe takes no --hand") && err.contains("calls --hand"), "{err}");
    assert!(!text(&["describe", "--help"]).contains("--hand"));
}

#[test]
fn counts_agree_in_number() {
    let out = text(&["score", "duplicate", "--contract", "1S", "--declarer", "N", "--tricks", "1"]);
    assert!(out.contains(", 1 trick: down 6"), "{out}");
    let out = text(&["score", "duplicate", "--contract", "1S", "--declarer", "N", "--tricks", "8"]);
    assert!(out.contains("made with 1 overtrick"), "{out}");
    let out = text(&["score", "bidittle", "--contract", "3H", "--declarer", "N", "--tricks", "1"]);
    assert!(out.contains("1 trick:"), "{out}");
    assert!(text(&["score", "imps", "30"]).starts_with("+30 points = +1 IMP\n"));
    let fixture = root().join("bidbase-spec/tests/fixtures/lint.bb");
    let (_, out, _) = bidbase(&["lint", fixture.to_str().unwrap(), "--boards", "100"]);
    assert!(out.contains("1 section (1 entry) never reached"), "{out}");
    let dir = temp_dir("counts");
    let rules = dir.join("one.bb");
    std::fs::write(&rules, "system \"One\"\n[]\n1N hcp=15-17 shape=balanced test=AQ3-KJ2-Q432-K32\n").unwrap();
    let out = text(&["check", rules.to_str().unwrap()]);
    assert!(out.contains("1 entry in 1 section"), "{out}");
    let out = text(&["simulate", "--system", "examples", "--deals", "1", "--seed", "3"]);
    assert!(out.contains("in 2 sections") && out.contains("1 decision, 1 pass"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn conventions_lists_paths_settings_and_entries() {
    let out = text(&["conventions", "--system", "examples"]);
    let row = |name: &str| -> Vec<String> {
        let line = out.lines().find(|l| l.ends_with(&format!("  {name}"))).unwrap_or_else(|| panic!("{name}: {out}"));
        line.split_whitespace().take(3).map(str::to_string).collect()
    };
    assert_eq!(row("Drury"), ["on", "1", "1"]);
    assert_eq!(row("Splinter"), ["off", "1", "1"]);
    assert_eq!(row("NT, Strong"), ["on", "3", "10"]);
    assert!(out.starts_with("examples (compiled): 36 conventions;"), "{out}");
    let switched = text(&["conventions", "--system", "examples", "--conventions", "Drury=off,Michaels=we"]);
    assert!(switched.lines().any(|l| l.starts_with("off") && l.ends_with("  Drury")), "{switched}");
    assert!(switched.lines().any(|l| l.starts_with("we") && l.ends_with("  Michaels")), "{switched}");
    let v = json(&["conventions", "--json"]);
    let stayman = v["conventions"].as_array().unwrap().iter().find(|c| c["convention"] == "Stayman").unwrap();
    assert_eq!(stayman["setting"], "on");
    assert!(stayman["entries"].as_u64().unwrap() > 10, "{stayman}");
    let (code, _, err) = bidbase(&["conventions", "--system", "nosuch"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown system 'nosuch'"), "{err}");
}

#[test]
fn dd_file_reads_what_simulate_writes() {
    let dir = temp_dir("dd");
    let pbn = dir.join("boards.pbn");
    text(&["simulate", "--deals", "2", "--seed", "4", "--pbn", pbn.to_str().unwrap()]);
    let out = text(&["dd", "--file", pbn.to_str().unwrap()]);
    let tables: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(tables.len(), 2, "{out}");
    for (i, t) in tables.iter().enumerate() {
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines[0], format!("board {}", i + 1));
        // The same deal and table as `dd DEAL`.
        assert_eq!(lines[1..].join("\n").trim_end(), text(&["dd", lines[1]]).trim_end());
    }
    assert!(!out.contains('\t'), "{out}");
    let objects: Vec<serde_json::Value> = text(&["dd", "--file", pbn.to_str().unwrap(), "--json"])
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), 2);
    assert_eq!(objects[1]["board"], 2);
    assert!(objects[0]["tricks"]["N"]["NT"].is_u64());
    // A deal a line, as `deal` writes them.
    let lines = dir.join("deals.txt");
    std::fs::write(&lines, text(&["deal", "--seed", "4", "--count", "2"])).unwrap();
    let out = text(&["dd", "--file", lines.to_str().unwrap()]);
    assert!(out.starts_with("deal 1\nN:") && out.contains("\n\ndeal 2\nN:"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The tests that need outside tools show as ignored, not passed, and CI runs them.
#[test]
fn tests_that_need_outside_tools_are_ignored_and_run_by_ci() {
    let root = root();
    for (file, needs) in [("web", "Chromium, Node and web/bidbase.wasm"), ("embedding", "C and C++ compilers")] {
        let source = std::fs::read_to_string(root.join(format!("bidbase-cli/tests/{file}.rs"))).unwrap();
        assert!(source.contains(&format!("#[ignore = \"needs {needs}")), "tests/{file}.rs is not marked ignored");
    }
    let ci = std::fs::read_to_string(root.join(".ci/run")).unwrap();
    let main = ci.find("cargo test --workspace\n").expect("the main test command");
    let ignored = ci.find("cargo test --workspace --test web --test embedding -- --ignored").expect("the ignored");
    assert!(ignored > main, "{ci}");
}

/// `simulate --precision`: every described range holds the hands that made the call, the same
/// on any number of threads, and the least precise pairs are listed with their ranges.
#[test]
fn simulate_measures_the_precision_of_descriptions() {
    let run = |threads: &str| {
        common::json(&["simulate", "--deals", "3000", "--seed", "9", "--threads", threads, "--precision", "--json"])
    };
    let p = run("2")["precision"].clone();
    assert_eq!(p, run("1")["precision"], "the measure depends on the threads");
    let pairs = p["pairs"].as_u64().unwrap();
    assert!(pairs > 20, "only {pairs} positions and calls made 100+ times in 3,000 boards");
    assert_eq!(p["sound"], p["pairs"], "a description that does not hold a hand that made the call");
    let precise = p["precise"].as_u64().unwrap();
    assert!(precise < pairs);
    // With the player's earlier calls a range can only narrow: no fewer pairs are precise.
    let in_context = p["precise_in_context"].as_u64().unwrap();
    assert!(precise <= in_context && in_context <= pairs, "{precise} alone, {in_context} in context");
    for row in p["least_precise"].as_array().unwrap() {
        let (d, h, c) = (&row["described"], &row["held"], &row["in_context"]);
        assert!(row["count"].as_u64().unwrap() >= 100);
        assert!(d[0].as_u64() <= h[0].as_u64() && h[1].as_u64() <= d[1].as_u64(), "{row}");
        assert!(d[0].as_u64() <= c[0].as_u64() && c[0].as_u64() <= h[0].as_u64(), "{row}");
        assert!(h[1].as_u64() <= c[1].as_u64() && c[1].as_u64() <= d[1].as_u64(), "{row}");
        let off = |i: usize| d[i].as_i64().unwrap().abs_diff(h[i].as_i64().unwrap());
        assert!(off(0).max(off(1)) > 1, "{row} is listed though precise");
    }
    let text = common::text(&["simulate", "--deals", "3000", "--seed", "9", "--precision"]);
    assert!(
        text.contains("describe the HCP held within a point at both ends; with the player's earlier calls"),
        "{text}"
    );
}

/// `calls` shows with each call the text of the entry that makes it most often, not of the
/// first entry that can (a rare variant), and the texts of other frequent entries after it.
#[test]
fn calls_show_the_main_entry_of_each_call() {
    let plain = text(&["calls", "--auction", "1NT Pass"]);
    let stayman = plain.lines().find(|l| l.starts_with("2C")).expect("a 2C line");
    // The main entry's text comes first (a rarer entry's may follow after "; or").
    assert!(stayman.contains("(Stayman: asks for a four-card major"), "{stayman}");
    // A call that several entries make often lists their texts: the jump shift is 19+ or a
    // strong suit with support, as its 16+ HCP says.
    let plain = text(&["calls", "--auction", "1H Pass"]);
    let jump = plain.lines().find(|l| l.starts_with("2S")).expect("a 2S line");
    assert!(jump.contains("16+ HCP") && jump.contains("19+") && jump.contains("; or "), "{jump}");
    // JSON: the entries that made each call, with shares that add up to one.
    let calls = json(&["calls", "--auction", "1NT Pass", "--json"]);
    let two_clubs = calls.as_array().unwrap().iter().find(|c| c["call"] == "2C").unwrap();
    let made_by = two_clubs["made_by"].as_array().unwrap();
    assert!(!made_by.is_empty());
    let total: f64 = made_by.iter().map(|m| m["share"].as_f64().unwrap()).sum();
    assert!((total - 1.0).abs() < 1e-9, "{total}");
    assert_eq!(made_by[0]["disclosure"], two_clubs["disclosure"]);
}

/// `simulate` counts thin games (below slam, fewer than 23 HCP together) and ranks them by
/// the contract's bid; the ranking adds up to the count when it is not cut.
#[test]
fn simulate_counts_thin_games() {
    let r = json(&["simulate", "--deals", "2000", "--seed", "4", "--json", "--top", "1000"]);
    let g = &r["games"];
    let (bid, thin) = (g["bid"].as_u64().unwrap(), g["thin"].as_u64().unwrap());
    assert!(thin > 0 && thin < bid, "{thin} of {bid}");
    let ranked: u64 = g["thin_by_last_bid"].as_array().unwrap().iter().map(|e| e["count"].as_u64().unwrap()).sum();
    assert_eq!(ranked, thin);
    assert!(text(&["simulate", "--deals", "500", "--seed", "4"]).contains("thin games: "));
}

/// `bench` states the floor: boards dealt with their features and not bid.
#[test]
fn bench_states_the_floor() {
    let r = json(&["bench", "--positions", "50", "--boards", "200", "--json"]);
    let b = &r["boards_per_second_one_thread"];
    assert!(b["floor"].as_f64().unwrap() > b["compiled"].as_f64().unwrap(), "{b}");
}
