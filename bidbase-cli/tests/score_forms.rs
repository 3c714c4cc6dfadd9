//! `bidbase score ...` for the scoring forms added after the first set: board-a-match, IMP
//! pairs, a matchpointed pairs session, slip minibridge, the original Chicago schedule,
//! compensation tables from a file, and the BIDittle score pad. Each through the rules' own
//! worked example (003, the contract bridge rules; 004, the BIDittle booklet) where it has one,
//! and a hand-checked one where it does not (the comments say how).

mod common;

use std::path::PathBuf;

use common::{run, text};

use serde_json::Value;

/// JSON output of a successful run (`--json` is appended).
fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    common::json(&all)
}

/// Writes `contents` to a file named `name` in the test scratch directory.
fn file(name: &str, contents: &str) -> String {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("score-forms-{}-{name}", std::process::id()));
    std::fs::write(&path, contents).expect("write test file");
    path.to_string_lossy().into_owned()
}

/// The integers of a JSON array of objects' field `key`.
fn ints(v: &Value, key: &str) -> Vec<i64> {
    v.as_array().expect("an array").iter().map(|x| x[key].as_i64().unwrap_or_else(|| panic!("{key} in {x}"))).collect()
}

/// The numbers of a JSON array of objects' field `key`.
fn floats(v: &Value, key: &str) -> Vec<f64> {
    v.as_array().expect("an array").iter().map(|x| x[key].as_f64().unwrap_or_else(|| panic!("{key} in {x}"))).collect()
}

/// North's card from table 1 and East's card from table 2 (the rules' team example).
const MATCH: &str = "\
1 4S S 10 | 4S S 11
2 5D* W 8 | 4H N 10
3 3NT W 12 | 6NT W 12
4 2H N 9 | 4H N 9
";

#[test]
fn board_a_match_rules_example() {
    // "On each board you simply win, tie, or lose depending on whether you score better,
    // worse or the same as the other team." Our N-S +420 against our E-W's -450: lost; +500
    // against -620: lost; -690 against +1440: won; +140 against +100: won. 2 of 4.
    let path = file("bam.txt", MATCH);
    let path = path.as_str();
    let v = json(&["score", "teams", "--bam", "--file", path]);
    let boards = &v["boards"];
    let results: Vec<&str> = boards.as_array().unwrap().iter().map(|b| b["result"].as_str().unwrap()).collect();
    assert_eq!(results, ["loss", "loss", "win", "win"]);
    assert_eq!(floats(boards, "points"), [0.0, 0.0, 1.0, 1.0]);
    assert_eq!(ints(boards, "difference"), [-30, -120, 750, 240]);
    assert_eq!(v["points"].as_f64(), Some(2.0));
    assert_eq!(v["opponents_points"].as_f64(), Some(2.0));
    assert_eq!(
        (v["of"].as_i64(), v["won"].as_i64(), v["tied"].as_i64(), v["lost"].as_i64()),
        (Some(4), Some(2), Some(0), Some(2))
    );
    assert_eq!(v["scoring"], "board-a-match");
    let out = text(&["score", "teams", "--bam", "--file", path]);
    assert!(out.contains("Board-a-match: 2 of 4 (won 2, tied 0, lost 2)"), "{out}");
    // A tie is half a board (hand-checked: the same 420 in both rooms).
    let v = json(&["score", "teams", "--bam", "--result", "1 420 | 420", "--result", "2 -50 | -100"]);
    assert_eq!(v["points"].as_f64(), Some(1.5));
    let out = text(&["score", "teams", "--bam", "--result", "1 420 | 420", "--result", "2 -50 | -100"]);
    assert!(out.contains("1 1/2 of 2 (won 1, tied 1, lost 0)"), "{out}");
    // --bam and --vp do not go together.
    let (code, _, err) = run(&["score", "teams", "--bam", "--vp", "--file", path], None);
    assert_eq!(code, 2, "{err}");
}

/// The rules' Board No. 1 traveller.
const TRAVELLER: &str = "\
# Board No. 1
4S N 10 ns=1 ew=8
3NT S 10 ns=2 ew=13
5C* E 8 ns=3 ew=11
4S N 10 ns=4 ew=9
4S N 11 ns=5 ew=14
5S N 10 ns=6 ew=12
3S N 10 ns=7 ew=10
";

#[test]
fn imp_pairs_rules_traveller() {
    // N-S scores 420, 430, 500, 420, 450, -50, 170. Cross-IMPs by hand (IMP table: 0-10 is
    // 0, 20-40 1, 50-80 2, 220-260 6, 270-310 7, 320-360 8, 430-490 10, 500-590 11):
    // 420: 0 - 2 + 0 - 1 + 10 + 6 = 13; 430: 0 - 2 + 0 - 1 + 10 + 6 = 13;
    // 500: 2 + 2 + 2 + 2 + 11 + 8 = 27; 450: 1 + 1 - 2 + 1 + 11 + 7 = 19;
    // -50: -10 - 10 - 11 - 10 - 11 - 6 = -58; 170: -6 - 6 - 8 - 6 - 7 + 6 = -27.
    // Averages over 6 comparisons: 2.17, 2.17, 4.5, 2.17, 3.17, -9.67, -4.5.
    // Butler: 7 results, so the highest (500) and lowest (-50) are left out:
    // (420 + 430 + 420 + 450 + 170) / 5 = 378, datum 380; 420: +40 → 1, 430: +50 → 2,
    // 500: +120 → 3, 450: +70 → 2, -50: -430 → -10, 170: -210 → -5.
    let path = file("imp-pairs.txt", TRAVELLER);
    let path = path.as_str();
    let v = json(&["score", "imp-pairs", "--board", "1", "--file", path]);
    let r = &v["results"];
    assert_eq!(ints(r, "ns_score"), [420, 430, 500, 420, 450, -50, 170]);
    assert_eq!(ints(r, "ns_cross_imps"), [13, 13, 27, 13, 19, -58, -27]);
    assert_eq!(ints(r, "ew_cross_imps"), [-13, -13, -27, -13, -19, 58, 27]);
    assert_eq!(floats(r, "ns_cross_average"), [2.17, 2.17, 4.5, 2.17, 3.17, -9.67, -4.5]);
    assert_eq!(v["datum"], 380);
    assert_eq!(v["datum_trimmed"], true);
    assert_eq!(v["comparisons"], 6);
    assert_eq!(ints(r, "ns_butler_imps"), [1, 2, 3, 1, 2, -10, -5]);
    assert_eq!(ints(r, "ew_butler_imps"), [-1, -2, -3, -1, -2, 10, 5]);
    assert_eq!(r[2]["ns_pair"], "3");
    let out = text(&["score", "imp-pairs", "--board", "1", "--file", path]);
    assert!(out.contains("Butler datum 380"), "{out}");
    let line = out.lines().find(|l| l.contains("5CX E 8")).expect("pair 3's row");
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words, ["3", "11", "5CX", "E", "8", "500", "+27", "-27", "4.50", "-4.50", "+3", "-3"]);
    // The scores alone give the same.
    let mut args = vec!["score", "imp-pairs"];
    for s in ["420", "430", "500", "420", "450", "-50", "170"] {
        args.extend(["--result", s]);
    }
    assert_eq!(ints(&json(&args)["results"], "ns_butler_imps"), [1, 2, 3, 1, 2, -10, -5]);
}

/// The rules' board 1 and a second board made up for the test (board 2, N-S vulnerable).
const SESSION: &str = "\
board 1
4S N 10 ns=1 ew=8
3NT S 10 ns=2 ew=13
5C* E 8 ns=3 ew=11
4S N 10 ns=4 ew=9
4S N 11 ns=5 ew=14
5S N 10 ns=6 ew=12
3S N 10 ns=7 ew=10
board 2
2H N 8 ns=1 ew=9      # 110
4H N 10 ns=2 ew=8     # 620
3S E 9 ns=3 ew=12     # -140
4H N 9 ns=4 ew=10     # -100
2H N 9 ns=5 ew=13     # 140
3HX N 8 ns=6 ew=11    # -200
2H N 8 ns=7 ew=14     # 110
";

#[test]
fn pairs_session_two_boards() {
    // Board 1 is the rules' example (top 12; NS/EW 5/7, 8/4, 12/0, 5/7, 10/2, 0/12, 2/10). Board 2 by
    // hand: sorted -200, -140, -100, 110, 110, 140, 620; 110 beats three and ties one: 7;
    // 620: 12; -140: 2; -100: 4; 140: 10; -200: 0. E-W: 12 minus those.
    // Totals (maximum 24 each): 12: 12 + 10 = 22 (91.67%); 2: 8 + 12 = 20 and 5: 10 + 10 = 20
    // (83.33%, =2nd); 10: 10 + 8 = 18 (75%); 3: 12 + 2 = 14 (58.33%); 1: 5 + 7, 9: 7 + 5,
    // 11: 0 + 12 = 12 (50%, =6th); 4: 5 + 4, 7: 2 + 7 = 9 (37.5%, =9th); 8: 7 + 0,
    // 14: 2 + 5 = 7 (29.17%, =11th); 13: 4 + 2 = 6 (25%); 6: 0 + 0 (0%).
    let path = file("session.txt", SESSION);
    let path = path.as_str();
    let v = json(&["score", "pairs", "--file", path]);
    let boards = v["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 2);
    assert_eq!(ints(&boards[0]["results"], "ns_mp"), [5, 8, 12, 5, 10, 0, 2]);
    assert_eq!(ints(&boards[0]["results"], "ew_mp"), [7, 4, 0, 7, 2, 12, 10]);
    assert_eq!(ints(&boards[1]["results"], "ns_score"), [110, 620, -140, -100, 140, -200, 110]);
    assert_eq!(ints(&boards[1]["results"], "ns_mp"), [7, 12, 2, 4, 10, 0, 7]);
    assert_eq!(boards[1]["vulnerability"], "NS");
    assert_eq!((boards[0]["top"].as_i64(), boards[1]["top"].as_i64()), (Some(12), Some(12)));
    let pairs = &v["pairs"];
    assert_eq!(ints(pairs, "pair"), [12, 2, 5, 10, 3, 1, 9, 11, 4, 7, 8, 14, 13, 6]);
    assert_eq!(ints(pairs, "rank"), [1, 2, 2, 4, 5, 6, 6, 6, 9, 9, 11, 11, 13, 14]);
    assert_eq!(ints(pairs, "matchpoints"), [22, 20, 20, 18, 14, 12, 12, 12, 9, 9, 7, 7, 6, 0]);
    assert_eq!(ints(pairs, "maximum"), [24; 14]);
    assert_eq!(
        floats(pairs, "percent"),
        [91.67, 83.33, 83.33, 75.0, 58.33, 50.0, 50.0, 50.0, 37.5, 37.5, 29.17, 29.17, 25.0, 0.0]
    );
    assert_eq!(pairs[0]["matchpoints_north_american"].as_f64(), Some(11.0));
    let out = text(&["score", "pairs", "--file", path]);
    assert!(out.contains("2 boards, 14 pairs"), "{out}");
    let line = out.lines().find(|l| l.split_whitespace().nth(1) == Some("12")).expect("pair 12's row");
    assert_eq!(line.split_whitespace().collect::<Vec<_>>(), ["1", "12", "2", "22", "24", "91.67"]);
    let line = out.lines().find(|l| l.split_whitespace().nth(1) == Some("5")).expect("pair 5's row");
    assert_eq!(line.split_whitespace().collect::<Vec<_>>(), ["=2", "5", "2", "20", "24", "83.33"]);
}

#[test]
fn slip_minibridge_rules_examples() {
    // The rules' examples through contracts: a part score in no trumps is 1NT (7 tricks 90,
    // 10 tricks 180, 5 tricks: the other side 100); a game in hearts is 4H (10 tricks 420,
    // 11 tricks 450, 7 tricks: the other side 150).
    let cases: [(&str, &str, i64, i64, i64, bool); 6] = [
        ("1NT", "7", 90, 90, 0, false),
        ("1NT", "10", 180, 180, 0, false),
        ("1NT", "5", -100, 0, 100, false),
        ("4H", "10", 420, 420, 0, true),
        ("4H", "11", 450, 450, 0, true),
        ("4H", "7", -150, 0, 150, true),
    ];
    for (contract, tricks, score, declarers, defenders, game) in cases {
        let args = ["score", "minibridge", "--contract", contract, "--declarer", "S", "--tricks", tricks];
        let v = json(&args);
        assert_eq!(v["score"], score, "{contract} {tricks}");
        assert_eq!(v["declarers"], declarers, "{contract} {tricks}");
        assert_eq!(v["defenders"], defenders, "{contract} {tricks}");
        assert_eq!(v["game"], game, "{contract} {tricks}");
        assert_eq!(v["declarer"], "S");
        let out = text(&args);
        assert!(out.contains(&format!("({score:+})")), "{contract} {tricks}: {out}");
    }
    let out = text(&["score", "minibridge", "--contract", "4H", "--declarer", "S", "--tricks", "7"]);
    assert!(out.contains("3 short: EW 150"), "{out}");
    // Without a declarer; and no doubles in minibridge.
    assert_eq!(json(&["score", "minibridge", "--contract", "3H", "--tricks", "10"])["score"], 170);
    let (code, _, err) = run(&["score", "minibridge", "--contract", "4HX", "--tricks", "10"], None);
    assert_eq!(code, 2);
    assert!(err.contains("minibridge has no doubles"), "{err}");
}

/// The rules' Chicago example: deals (a) to (d).
const CHICAGO: &str = "\
2S NS 10     # (a) hand 1, N-S bid two spades and made 10 tricks
1NT EW 7     # (b) hand 2, E-W bid one no trump and made exactly seven tricks
2H EW 9      # (c) hand 3, E-W bid two hearts and won 9 tricks
1NTX NS 8    # (d) hand 4, N-S one no trump doubled, making eight tricks
";

#[test]
fn chicago_original_schedule() {
    // Modern schedule (the default, and --schedule modern): the rules' totals, N-S 550, E-W
    // 630. Original schedule ("the dealing side was vulnerable" in hands 2 and 3): hand 3's
    // game by E-W is now not vulnerable, 300 instead of 500: E-W 40 + 60 + 30 + 300 = 430;
    // N-S unchanged, 60 + 60 + 80 + 200 + 50 + 100 = 550; N-S win by 120.
    let path = file("chicago.txt", CHICAGO);
    let path = path.as_str();
    for args in
        [vec!["score", "chicago", "--file", path], vec!["score", "chicago", "--schedule", "modern", "--file", path]]
    {
        let v = json(&args);
        assert_eq!((v["total"]["NS"].as_i64(), v["total"]["EW"].as_i64()), (Some(550), Some(630)));
        assert_eq!(v["schedule"], "modern");
    }
    let v = json(&["score", "chicago", "--schedule", "original", "--file", path]);
    assert_eq!(v["schedule"], "original");
    let vuls: Vec<&str> = v["deals"].as_array().unwrap().iter().map(|d| d["vulnerability"].as_str().unwrap()).collect();
    assert_eq!(vuls, ["None", "EW", "NS", "All"]);
    let game: Vec<i64> = v["deals"][2]["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["item"] == "game_bonus")
        .map(|e| e["points"].as_i64().unwrap())
        .collect();
    assert_eq!(game, [300]);
    assert_eq!((v["total"]["NS"].as_i64(), v["total"]["EW"].as_i64()), (Some(550), Some(430)));
    assert_eq!(v["leader"]["side"], "NS");
    assert_eq!(v["leader"]["by"], 120);
    let out = text(&["score", "chicago", "--schedule", "original", "--file", path]);
    assert!(out.contains("NS win by 120"), "{out}");
    assert!(out.contains("original schedule"), "{out}");
    // Duplicate-scored, no deal makes a game, so the totals do not change (170 + 380 and
    // 90 + 140), but the vulnerability shown does.
    let v = json(&["score", "chicago", "--duplicate", "--schedule", "original", "--file", path]);
    assert_eq!((v["total"]["NS"].as_i64(), v["total"]["EW"].as_i64()), (Some(550), Some(230)));
    assert_eq!(v["deals"][1]["vulnerability"], "EW");
    // The rules' first Russian example has East-West vulnerable on deal 2: the original
    // schedule, so no vul= override is needed (target 290, 170 scored, -3 IMPs to E-W).
    let (code, out, err) = run(
        &["score", "chicago", "--russian", "--schedule", "original", "--file", "-", "--json"],
        Some("4S N 10 hcp=18\n3H E 10 hcp=24\n"),
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["deals"][1]["vulnerability"], "EW");
    assert_eq!((v["deals"][1]["target"].as_i64(), v["deals"][1]["ns_imps"].as_i64()), (Some(290), Some(3)));
    assert_eq!((v["imps"]["NS"].as_i64(), v["imps"]["EW"].as_i64()), (Some(13), Some(-13)));
    let (code, _, err) = run(&["score", "chicago", "--schedule", "1950", "--file", path], None);
    assert_eq!(code, 2);
    assert!(err.contains("bad schedule '1950'"), "{err}");
}

/// The rules' Russian table as a table file.
const RUSSIAN_TABLE: &str = "\
# HCP  not-vul  vul
20 0 0
21 50 50
22 70 70
23 110 110
24 200 290
25 300 440
26 350 520
27 400 600
28 430 630
29 460 660
30 490 690
31 600 900
32 700 1050
33 900 1350
34 1000 1500
35 1100 1650
36 1200 1800
37 1300 1950
38 1300 1950
39 1300 1950
40 1300 1950
";

/// A table by fit made up for the test: the Russian targets, except 24 HCP by fit.
fn fit_table() -> String {
    let mut s = String::from("# HCP FIT notvul vul\n");
    for line in RUSSIAN_TABLE.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = line.split_whitespace().collect();
        if cols[0] == "24" {
            s.push_str("24 7- 150 210\n24 8 200 290\n24 9 260 380\n24 10+ 320 470\n");
        } else {
            s.push_str(&format!("{} * {} {}\n", cols[0], cols[1], cols[2]));
        }
    }
    s
}

#[test]
fn compensation_tables_from_files() {
    // The rules' Russian examples against a table file equal to the built-in table: the same
    // answers (target 290, -120, -3 IMPs; target 70 for EW, +490, +10 IMPs).
    let table = file("russian-table.txt", RUSSIAN_TABLE);
    let table = table.as_str();
    let first =
        ["score", "russian", "--contract", "3H", "--declarer", "E", "--tricks", "10", "--vul", "EW", "--hcp", "24"];
    let second = ["score", "russian", "--contract", "4S", "--declarer", "N", "--tricks", "10", "--hcp", "18"];
    for base in [&first[..], &second[..]] {
        let builtin = json(base);
        let mut with_table = base.to_vec();
        with_table.extend(["--table", table]);
        let v = json(&with_table);
        for key in ["score", "target", "difference", "imps", "stronger"] {
            assert_eq!(v[key], builtin[key], "{key}");
        }
        assert_eq!(v["table"], table);
        assert_eq!(builtin["table"], "russian");
    }
    let mut args = first.to_vec();
    args.extend(["--table", table]);
    let v = json(&args);
    assert_eq!((v["target"].as_i64(), v["difference"].as_i64(), v["imps"].as_i64()), (Some(290), Some(-120), Some(-3)));

    // The made-up table by fit, 24 HCP vulnerable: 7- 210, 8 290, 9 380, 10+ 470. E-W's 170
    // is 40, 120, 210 and 300 short: -1, -3, -5 and -7 IMPs.
    let by_fit = file("fit-table.txt", &fit_table());
    let by_fit = by_fit.as_str();
    for (fit, target, imps) in [("7", 210, -1), ("8", 290, -3), ("9", 380, -5), ("11", 470, -7)] {
        let mut args = first.to_vec();
        args.extend(["--table", by_fit, "--fit", fit]);
        let v = json(&args);
        assert_eq!((v["target"].as_i64(), v["imps"].as_i64()), (Some(target), Some(imps)), "fit {fit}");
    }
    // In a Chicago, fit=N on the line.
    let (code, out, err) = run(
        &["score", "chicago", "--russian", "--table", by_fit, "--file", "-", "--json"],
        Some("4S N 10 hcp=18 fit=8\n3H E 10 hcp=24 vul=EW fit=9\n"),
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    // Deal 1: 22 HCP for E-W is the Russian 70 whatever the fit: +490, +10 to N-S. Deal 2:
    // target 380 for E-W, N-S's -170 is 210 better than -380: +5. N-S +15.
    assert_eq!(ints(&v["deals"], "ns_imps"), [10, 5]);
    assert_eq!(v["deals"][1]["fit"], "9");
    assert_eq!((v["imps"]["NS"].as_i64(), v["imps"]["EW"].as_i64()), (Some(15), Some(-15)));

    // Errors: a table by fit needs the fit; the Russian table takes none; a bad table file is
    // reported at its line.
    let mut args = first.to_vec();
    args.extend(["--table", by_fit]);
    let (code, _, err) = run(&args, None);
    assert_eq!(code, 2);
    assert!(err.contains("the table is by fit"), "{err}");
    let mut args = first.to_vec();
    args.extend(["--fit", "9"]);
    let (code, _, err) = run(&args, None);
    assert_eq!(code, 2);
    assert!(err.contains("a fit is used only with a table by fit"), "{err}");
    let bad = file("bad-table.txt", "20 0 0\n21 50\n");
    let bad = bad.as_str();
    let mut args = first.to_vec();
    args.extend(["--table", bad]);
    let (code, _, err) = run(&args, None);
    assert_eq!(code, 2);
    assert!(err.contains(&format!("{bad}:2: 2 columns")), "{err}");
    let short = file("short-table.txt", "20 0 0\n");
    let short = short.as_str();
    let mut args = first.to_vec();
    args.extend(["--table", short]);
    let (_, _, err) = run(&args, None);
    assert!(err.contains(&format!("{short}: no row for 21 HCP")), "{err}");
}

#[test]
fn bidittle_score_pad() {
    // The BIDittle rules: "The declaring team earns points by bidding and making the contract. Points
    // are based on the contract level. One extra point is earned for taking all 7 tricks in
    // the hand regardless of the contract." and "If the declarer does not make the contract,
    // the defending team earns double points."
    // 2S by N taking 3: BLUE 2. 4HX by E down: the defending BLUE team 2 × 4 = 8. 1NT by W
    // taking all 7: RED 1 + 1 = 2. Running totals 2-0, 10-0, 10-2.
    let pad = "2S N +3\n4HX E -    # doubled and down\n1NT W 7\n";
    let path = file("pad.txt", pad);
    let path = path.as_str();
    let v = json(&["score", "bidittle", "--file", path]);
    let hands = &v["hands"];
    let blue: Vec<i64> = hands.as_array().unwrap().iter().map(|h| h["points"]["NS"].as_i64().unwrap()).collect();
    let red: Vec<i64> = hands.as_array().unwrap().iter().map(|h| h["points"]["EW"].as_i64().unwrap()).collect();
    assert_eq!((blue, red), (vec![2, 8, 0], vec![0, 0, 2]));
    let running: Vec<(i64, i64)> = hands
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (h["running"]["NS"].as_i64().unwrap(), h["running"]["EW"].as_i64().unwrap()))
        .collect();
    assert_eq!(running, [(2, 0), (10, 0), (10, 2)]);
    assert_eq!((v["total"]["NS"].as_i64(), v["total"]["EW"].as_i64()), (Some(10), Some(2)));
    assert_eq!(v["leader"], "NS");
    assert_eq!(hands[1]["result"], "4HX E -");
    assert_eq!(hands[2]["tricks"], 7);
    let out = text(&["score", "bidittle", "--file", path]);
    assert!(out.contains("TOTAL: BLUE 10, RED 2: BLUE lead by 8."), "{out}");
    // The booklet's own pad (BLUE 12, RED 8) from standard input.
    let (code, out, err) =
        run(&["score", "bidittle", "--file", "-", "--json"], Some("3H N +3\n5S W -\n3D S +7\n4SX W +4\n"));
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["total"]["NS"].as_i64(), v["total"]["EW"].as_i64()), (Some(12), Some(8)));
    // The single-hand form still works.
    assert_eq!(json(&["score", "bidittle", "--contract", "4SX", "--declarer", "W", "--tricks", "4"])["declarers"], 8);
}

#[test]
fn bad_input_of_the_new_forms() {
    let cases: Vec<(Vec<&str>, Option<&str>, &str)> = vec![
        (
            vec!["score", "pairs", "--file", "-"],
            Some("4S N 10 ns=1 ew=8\n"),
            "<stdin>:1: a result before the first 'board N' line",
        ),
        (
            vec!["score", "pairs", "--file", "-"],
            Some("board 1\n4S N 10 ns=1\n"),
            "<stdin>:2: a session's result needs both pair numbers",
        ),
        (vec!["score", "pairs", "--file", "-"], Some("board x\n"), "<stdin>:1: bad board number 'x'"),
        (
            vec!["score", "pairs", "--file", "-"],
            Some("board 1\n420 ns=1 ew=2\nboard 1\n420 ns=1 ew=2\n"),
            "<stdin>:3: board 1 is given twice",
        ),
        (
            vec!["score", "pairs", "--file", "-"],
            Some("board 2\n420 ns=1 ew=2\n400 ns=3 ew=1\n"),
            "<stdin>:1: pair 1 appears twice on board 2",
        ),
        (vec!["score", "pairs", "--file", "-"], Some("board 1\n420 ns=one ew=2\n"), "<stdin>:2: bad ns= 'one'"),
        (
            vec!["score", "imp-pairs", "--file", "-"],
            Some("420\n4S N 10\n"),
            "<stdin>:2: a contract needs the board's vulnerability",
        ),
        (vec!["score", "bidittle", "--file", "-"], Some("3H N 3\n3H NS 3\n"), "<stdin>:2: bad declarer 'NS'"),
        (vec!["score", "bidittle", "--file", "-"], Some("3H N +2\n"), "<stdin>:1: bad tricks '+2'"),
        (vec!["score", "bidittle", "--file", "-"], Some("3H N 8\n"), "<stdin>:1: bad tricks '8'"),
        (vec!["score", "bidittle", "--file", "-"], Some("3HXX N 3\n"), "<stdin>:1: BIDittle has no redouble"),
        (vec!["score", "teams", "--bam", "--file", "-"], Some("1 420\n"), "<stdin>:1: expected BOARD ROOM1 | ROOM2"),
        (
            vec!["score", "chicago", "--russian", "--file", "-"],
            Some("3H E 10 hcp=24 fit=9\n"),
            "<stdin>:1: a fit is used only with a table by fit",
        ),
        (vec!["score", "minibridge", "--contract", "9H", "--tricks", "10"], None, "bad contract '9H'"),
        (
            vec!["score", "minibridge", "--contract", "4H", "--declarer", "Q", "--tricks", "10"],
            None,
            "bad declarer 'Q'",
        ),
    ];
    for (args, stdin, want) in cases {
        let (code, out, err) = run(&args, stdin);
        assert_eq!(code, 2, "{args:?} gave {code}: {out} {err}");
        assert!(err.contains(want), "{args:?}: expected '{want}' in: {err}");
        assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
        assert!(out.is_empty(), "{args:?} printed a result: {out}");
    }
}
