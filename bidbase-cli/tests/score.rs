//! `bidbase score ...` end to end: every worked example of the scoring seed (003) through the
//! command line, in text and in JSON, and bad input reported with its file and line.
//!
//! The numbers asserted are the seed's own unless a comment says how they were checked by hand.

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
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("score-{}-{name}", std::process::id()));
    std::fs::write(&path, contents).expect("write test file");
    path.to_string_lossy().into_owned()
}

/// The numbers of the text row whose first word(s) are `label`.
fn row(out: &str, label: &str) -> Vec<i64> {
    let line = out
        .lines()
        .find(|l| l.trim_start().starts_with(label))
        .unwrap_or_else(|| panic!("no row '{label}' in:\n{out}"));
    line.trim_start()[label.len()..].split_whitespace().map(|w| w.parse().expect("a number")).collect()
}

/// A sheet entry as (side, item, points).
fn entries(deal: &Value) -> Vec<(String, String, i64)> {
    deal["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| {
            (
                e["side"].as_str().unwrap().to_string(),
                e["item"].as_str().unwrap().to_string(),
                e["points"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn e(side: &str, item: &str, points: i64) -> (String, String, i64) {
    (side.to_string(), item.to_string(), points)
}

/// The seed's rubber example, deals (a) to (i), WE = North-South.
const RUBBER: &str = "\
# Seed 003's example rubber: WE = NS, THEY = EW.
2H N 10      # (a) we bid 2 hearts and made 10 tricks
4SX EW 8     # (b) they bid 4 spades, we doubled them, they took 8 tricks
3NT E 10     # (c) they bid 3NT and made 10 tricks: game
3S EW =      # (d) they bid and made 3 spades
2D EW 6      # (e) they bid two diamonds and made 6 tricks
6HX NS 13    # (f) we bid 6 hearts, they doubled, we won all 13 tricks
1NT EW 8     # (g) they bid one no trump and took 8 tricks
3C S 9       # (h) we bid 3 clubs and made exactly 9 tricks
3H W 9       # (i) they bid 3 hearts and took 9 tricks: the rubber
";

#[test]
fn rubber_seed_example() {
    let path = file("rubber.txt", RUBBER);
    let v = json(&["score", "rubber", "--file", &path]);
    let deals = v["deals"].as_array().unwrap();
    assert_eq!(deals.len(), 9);
    let expect = [
        // (a) 60 below the line for the contract and 60 above for the overtricks.
        vec![e("NS", "trick_score", 60), e("NS", "overtricks", 60)],
        // (b) we score 100 for their first undertrick and 200 for the second.
        vec![e("NS", "undertricks", 300)],
        // (c) a game (100 below the line) plus 30 above for the overtrick.
        vec![e("EW", "trick_score", 100), e("EW", "overtricks", 30)],
        // (d) 90 below.
        vec![e("EW", "trick_score", 90)],
        // (e) they are vulnerable, so we score 100 for each undertrick.
        vec![e("NS", "undertricks", 200)],
        // (f) 360 below; 100 for the doubled non-vulnerable overtrick; 50 for making a doubled
        // contract; 500 for the small slam.
        vec![
            e("NS", "trick_score", 360),
            e("NS", "overtricks", 100),
            e("NS", "insult", 50),
            e("NS", "slam_bonus", 500),
        ],
        // (g) 40 below (no game: their 90 belonged to the previous game), 30 above.
        vec![e("EW", "trick_score", 40), e("EW", "overtricks", 30)],
        // (h) 60 below.
        vec![e("NS", "trick_score", 60)],
        // (i) their second game and the rubber, a bonus of 500 (two games to one).
        vec![e("EW", "trick_score", 90), e("EW", "rubber_bonus", 500)],
    ];
    for (i, want) in expect.iter().enumerate() {
        assert_eq!(&entries(&deals[i]), want, "deal {}", i + 1);
        assert_eq!(deals[i]["deal"], i + 1);
    }
    // (e) was played vulnerable by THEY; (f) not vulnerable by WE.
    assert_eq!(deals[4]["vulnerable"], true);
    assert_eq!(deals[5]["vulnerable"], false);
    // "We have 1690 and they have 880. Therefore we have won by 810 points (even though they
    // won the rubber)."
    assert_eq!(v["total"]["NS"], 1690);
    assert_eq!(v["total"]["EW"], 880);
    assert_eq!(v["leader"]["side"], "NS");
    assert_eq!(v["leader"]["by"], 810);
    assert_eq!(v["rubber_winner"], "EW");
    assert_eq!(v["over"], true);
    assert_eq!((v["games"]["NS"].as_i64(), v["games"]["EW"].as_i64()), (Some(1), Some(2)));
    assert_eq!(v["rubber_bonus"]["EW"], 500);
    // The sheet's columns summed: above the line WE 60+300+200+100+50+500, THEY 30+30+500;
    // below WE 60+360+60, THEY 100+90+40+90; below the line game by game as ruled on the sheet.
    assert_eq!((v["above_the_line"]["NS"].as_i64(), v["above_the_line"]["EW"].as_i64()), (Some(1210), Some(560)));
    assert_eq!((v["below_the_line"]["NS"].as_i64(), v["below_the_line"]["EW"].as_i64()), (Some(480), Some(320)));
    let by_game: Vec<(i64, i64)> = v["below_by_game"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["NS"].as_i64().unwrap(), g["EW"].as_i64().unwrap()))
        .collect();
    assert_eq!(by_game, [(60, 100), (360, 90), (60, 130)]);

    let out = text(&["score", "rubber", "--file", &path]);
    assert_eq!(row(&out, "Total"), [1690, 880], "{out}");
    assert_eq!(row(&out, "Above the line"), [1210, 560]);
    assert_eq!(row(&out, "Below the line"), [480, 320]);
    assert_eq!(row(&out, "Below, game 1"), [60, 100]);
    assert_eq!(row(&out, "Below, game 2"), [360, 90]);
    assert_eq!(row(&out, "Below, game 3"), [60, 130]);
    assert_eq!(row(&out, "Games"), [1, 2]);
    assert_eq!(row(&out, "Rubber bonus"), [0, 500]);
    assert!(out.contains("EW won the rubber 2-1"), "{out}");
    assert!(out.contains("NS win by 810"), "{out}");
    assert!(out.contains("NS 360 below the line, NS 100 overtricks, NS 50 for the insult, NS 500 slam bonus"), "{out}");

    // The same deals from standard input and from repeated --deal flags.
    let (code, out, err) = run(&["score", "rubber", "--file", "-", "--json"], Some(RUBBER));
    assert_eq!(code, 0, "{err}");
    let from_stdin: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(from_stdin["total"], v["total"]);
    let mut args = vec!["score", "rubber"];
    for line in RUBBER.lines() {
        args.extend(["--deal", line]);
    }
    assert_eq!(json(&args)["total"], v["total"]);
}

#[test]
fn rubber_honours_and_unfinished() {
    // Hand-checked with the seed's tables: 4H by S making 10 is 120 below the line (a game)
    // and EW's four trump honours score 100 above it whatever the result; then 2C by N making
    // 8 (40, a part score in game 2) and 1S by W making 7 (30). Ending there, NS score 300 for
    // their game and 100 for their part score, EW 100 for their part score:
    // NS 120 + 40 + 300 + 100 = 560, EW 100 + 30 + 100 = 230.
    let args =
        ["score", "rubber", "--deal", "4H S 10 honours=100 EW", "--deal", "2C N 8", "--deal", "1S W 7", "--finish"];
    let v = json(&args);
    assert_eq!(entries(&v["deals"][0]), [e("NS", "trick_score", 120), e("EW", "honours", 100)]);
    let finish: Vec<(String, String, i64)> = v["finish"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            (x["side"].as_str().unwrap().into(), x["item"].as_str().unwrap().into(), x["points"].as_i64().unwrap())
        })
        .collect();
    assert_eq!(
        finish,
        [e("NS", "unfinished_game", 300), e("NS", "unfinished_part_score", 100), e("EW", "unfinished_part_score", 100)]
    );
    assert_eq!((v["total"]["NS"].as_i64(), v["total"]["EW"].as_i64()), (Some(560), Some(230)));
    assert_eq!(v["rubber_winner"], Value::Null);
    let out = text(&args);
    assert_eq!(row(&out, "Total"), [560, 230]);
    assert!(out.contains("NS 100 part score in an unfinished rubber"), "{out}");
    // Five trump honours, and four aces at notrump, are 150 (hand-checked against the seed).
    let v = json(&["score", "rubber", "--deal", "2S N 8 honours=150:NS", "--deal", "1NT W 7 honours=150 NS"]);
    assert_eq!(entries(&v["deals"][0]), [e("NS", "trick_score", 60), e("NS", "honours", 150)]);
    assert_eq!(entries(&v["deals"][1]), [e("EW", "trick_score", 40), e("NS", "honours", 150)]);
}

/// The seed's Chicago example: deals (a) to (d).
const CHICAGO: &str = "\
2S NS 10     # (a) hand 1, N-S bid two spades and made 10 tricks
1NT EW 7     # (b) hand 2, E-W bid one no trump and made exactly seven tricks
2H EW 9      # (c) hand 3, E-W bid two hearts and won 9 tricks
1NTX NS 8    # (d) hand 4, N-S one no trump doubled, making eight tricks
";

#[test]
fn chicago_seed_example() {
    let path = file("chicago.txt", CHICAGO);
    let v = json(&["score", "chicago", "--file", &path]);
    let deals = v["deals"].as_array().unwrap();
    // (a) 60 below plus 60 above for the overtricks.
    assert_eq!(entries(&deals[0]), [e("NS", "trick_score", 60), e("NS", "overtricks", 60)]);
    // (b) 40 points.
    assert_eq!(entries(&deals[1]), [e("EW", "trick_score", 40)]);
    // (c) 60 below and 30 above; a vulnerable game: 500.
    assert_eq!(entries(&deals[2]), [e("EW", "trick_score", 60), e("EW", "overtricks", 30), e("EW", "game_bonus", 500)]);
    // (d) 80 below; 200 for one vulnerable overtrick plus 50 for making a doubled contract;
    // 100 for finishing with a part score.
    assert_eq!(
        entries(&deals[3]),
        [
            e("NS", "trick_score", 80),
            e("NS", "overtricks", 200),
            e("NS", "insult", 50),
            e("NS", "part_score_bonus", 100)
        ]
    );
    // The schedule: 1 N deals, love all; 2 E deals, N-S vul; 3 S deals, E-W vul; 4 W deals, game all.
    let schedule: Vec<(&str, &str)> =
        deals.iter().map(|d| (d["dealer"].as_str().unwrap(), d["vulnerability"].as_str().unwrap())).collect();
    assert_eq!(schedule, [("N", "None"), ("E", "NS"), ("S", "EW"), ("W", "All")]);
    // Totals 550 and 630, so E-W win by 80.
    assert_eq!((v["total"]["NS"].as_i64(), v["total"]["EW"].as_i64()), (Some(550), Some(630)));
    assert_eq!(v["leader"]["side"], "EW");
    assert_eq!(v["leader"]["by"], 80);
    assert_eq!(v["over"], true);

    let out = text(&["score", "chicago", "--file", &path]);
    assert_eq!(row(&out, "Total"), [550, 630], "{out}");
    assert!(out.contains("EW win by 80"), "{out}");
    assert!(out.contains("EW 500 game bonus"), "{out}");
    assert!(out.contains("NS 100 part-score bonus"), "{out}");
}

#[test]
fn chicago_with_duplicate_scoring() {
    // The seed gives no totals for this form. Hand-checked with its duplicate tables, at the
    // Chicago schedule's vulnerability: (a) 2S+2 = 60 + 60 + 50 = 170; (b) 1NT= by EW = 40 + 50
    // = 90; (c) 2H+1 by EW = 60 + 30 + 50 = 140; (d) 1NTX+1 vulnerable = 80 + 200 + 50 + 50 =
    // 380. NS 170 + 380 = 550, EW 90 + 140 = 230.
    let path = file("chicago-dup.txt", CHICAGO);
    let v = json(&["score", "chicago", "--duplicate", "--file", &path]);
    let scores: Vec<i64> = v["deals"].as_array().unwrap().iter().map(|d| d["ns_score"].as_i64().unwrap()).collect();
    assert_eq!(scores, [170, -90, -140, 380]);
    assert_eq!((v["total"]["NS"].as_i64(), v["total"]["EW"].as_i64()), (Some(550), Some(230)));
    assert_eq!(v["leader"]["by"], 320);
    assert_eq!(v["whole_rounds"], true);
    let out = text(&["score", "chicago", "--duplicate", "--file", &path]);
    assert_eq!(row(&out, "Total"), [550, 230], "{out}");
    assert!(out.contains("NS win by 320"), "{out}");
    // A fifth deal is allowed: the schedule repeats (deal 5 like deal 1, neither vulnerable),
    // so 4S= by EW is 420 (the seed's 4 spades not vulnerable).
    let mut with_fifth = CHICAGO.to_string();
    with_fifth.push_str("4S EW 10\n");
    let (code, out, err) = run(&["score", "chicago", "--duplicate", "--file", "-", "--json"], Some(&with_fifth));
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["deals"][4]["ns_score"], -420);
    assert_eq!(v["deals"][4]["vulnerability"], "None");
    assert_eq!(v["whole_rounds"], false);
}

#[test]
fn russian_seed_examples() {
    // "We are East-West ... on the second deal ... three hearts and make 10 tricks ... 24 ...
    // vulnerable, so our target score was 290. We actually scored 170 ... 120 points short ...
    // minus 3 IMPs."
    let args =
        ["score", "russian", "--contract", "3H", "--declarer", "E", "--tricks", "10", "--vul", "EW", "--hcp", "24"];
    let v = json(&args);
    assert_eq!(v["score"], 170);
    assert_eq!(v["target"], 290);
    assert_eq!(v["difference"], -120);
    assert_eq!(v["imps"], -3);
    let out = text(&args);
    assert!(out.contains("+170") && out.contains("target 290") && out.contains("-120 = -3 IMPs"), "{out}");
    // "In the first deal ... we bid and make 4 Spades holding only 18 points ... Our opponents
    // had a target of 70 but instead we made 420. The difference is 490 so we score plus 10."
    let args = ["score", "russian", "--contract", "4S", "--declarer", "N", "--tricks", "10", "--hcp", "18"];
    let v = json(&args);
    assert_eq!(v["score"], 420);
    assert_eq!(v["target"], 70);
    assert_eq!(v["stronger"], "EW");
    assert_eq!(v["difference"], 490);
    assert_eq!(v["imps"], 10);
    let out = text(&args);
    assert!(out.contains("+420") && out.contains("target 70 for EW") && out.contains("+490 = +10 IMPs"), "{out}");

    // Both examples as a Chicago with Russian scoring. The seed's first example has E-W
    // vulnerable on deal 2 (the original schedule), so that deal overrides the vulnerability.
    let input = "4S N 10 hcp=18\n3H E 10 hcp=24 vul=EW\n";
    let (code, out, err) = run(&["score", "chicago", "--russian", "--file", "-", "--json"], Some(input));
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let d = &v["deals"];
    assert_eq!(
        (d[0]["ns_score"].as_i64(), d[0]["target"].as_i64(), d[0]["ns_imps"].as_i64()),
        (Some(420), Some(70), Some(10))
    );
    assert_eq!(d[0]["ns_difference"], 490);
    // From North-South's side the second deal is the mirror image: +120, +3 IMPs.
    assert_eq!(
        (d[1]["ns_score"].as_i64(), d[1]["target"].as_i64(), d[1]["ns_imps"].as_i64()),
        (Some(-170), Some(290), Some(3))
    );
    assert_eq!(d[1]["ns_difference"], 120);
    assert_eq!((v["imps"]["NS"].as_i64(), v["imps"]["EW"].as_i64()), (Some(13), Some(-13)));
    let (code, out, _) = run(&["score", "chicago", "--russian", "--file", "-"], Some(input));
    assert_eq!(code, 0);
    assert!(out.contains("IMPs: NS +13, EW -13"), "{out}");
    assert!(out.contains("EW 290") && out.contains("EW 70"), "{out}");
}

#[test]
fn minibridge_seed_examples() {
    // Part score in no trumps: 7 tricks 90, 10 tricks 180; 5 tricks: the other side 100.
    // Game in hearts: 10 tricks 420, 11 tricks 450; 7 tricks: the other side 150.
    let cases: [(&[&str], i64, i64, i64); 6] = [
        (&["--strain", "NT", "--tricks", "7"], 90, 90, 0),
        (&["--strain", "NT", "--tricks", "10"], 180, 180, 0),
        (&["--strain", "NT", "--tricks", "5"], -100, 0, 100),
        (&["--strain", "H", "--game", "--tricks", "10"], 420, 420, 0),
        (&["--strain", "H", "--game", "--tricks", "11"], 450, 450, 0),
        (&["--strain", "H", "--game", "--tricks", "7"], -150, 0, 150),
    ];
    for (flags, score, declarers, defenders) in cases {
        let mut args = vec!["score", "minibridge"];
        args.extend_from_slice(flags);
        let v = json(&args);
        assert_eq!(v["score"], score, "{flags:?}");
        assert_eq!(v["declarers"], declarers, "{flags:?}");
        assert_eq!(v["defenders"], defenders, "{flags:?}");
        let out = text(&args);
        assert!(out.contains(&format!("({score:+})")), "{flags:?}: {out}");
    }
    // The declarer, hand-checked against the seed's rule: N-S hold 12 + 12 = 24, equal, so
    // whichever of them spoke first declares: with East dealing, South speaks before North.
    let v = json(&["score", "minibridge", "--points", "12,8,12,8", "--dealer", "E"]);
    assert_eq!(v["declarer"], "S");
    assert_eq!(v["side_points"]["NS"], 24);
    let v = json(&["score", "minibridge", "--points", "10,10,10,10"]);
    assert_eq!(v["redeal"], true);
    let out = text(&["score", "minibridge", "--points", "5,12,6,17", "--dealer", "S"]);
    assert!(out.contains("EW hold 29, W declares"), "{out}");
}

#[test]
fn duplicate_seed_examples() {
    // "if we bid 2 spades and make 4 (10 tricks) we score 170"; 4 spades not vulnerable 420,
    // vulnerable 620.
    let base = ["score", "duplicate", "--declarer", "S"];
    for (contract, vul, score) in [("2S", "None", 170), ("4S", "None", 420), ("4S", "NS", 620)] {
        let mut args = base.to_vec();
        args.extend(["--contract", contract, "--vul", vul, "--tricks", "10"]);
        assert_eq!(json(&args)["score"], score);
        assert!(text(&args).contains(&format!("{score:+}")));
    }
}

/// The seed's Board No. 1 traveller: pairs, contracts and tricks.
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
fn matchpoints_seed_traveller() {
    let path = file("traveller.txt", TRAVELLER);
    let v = json(&["score", "matchpoints", "--board", "1", "--file", &path]);
    let results = v["results"].as_array().unwrap();
    let col = |k: &str| results.iter().map(|r| r[k].as_i64().unwrap()).collect::<Vec<_>>();
    // The seed's North-South column (plus / minus) and the two matchpoint columns.
    assert_eq!(col("ns_score"), [420, 430, 500, 420, 450, -50, 170]);
    assert_eq!(col("ns_mp"), [5, 8, 12, 5, 10, 0, 2]);
    assert_eq!(col("ew_mp"), [7, 4, 0, 7, 2, 12, 10]);
    assert_eq!(v["top"], 12);
    // North American form: one a pair beaten, half a tie (the seed: exactly half).
    let colf = |k: &str| results.iter().map(|r| r[k].as_f64().unwrap()).collect::<Vec<_>>();
    assert_eq!(colf("ns_mp_north_american"), [2.5, 4.0, 6.0, 2.5, 5.0, 0.0, 1.0]);
    assert_eq!(colf("ew_mp_north_american"), [3.5, 2.0, 0.0, 3.5, 1.0, 6.0, 5.0]);
    // Percentages of the top, hand-checked: 5/12 = 41.67%, 8/12 = 66.67%, 10/12 = 83.33%,
    // 2/12 = 16.67%.
    assert_eq!(colf("ns_percent"), [41.67, 66.67, 100.0, 41.67, 83.33, 0.0, 16.67]);
    assert_eq!(colf("ew_percent"), [58.33, 33.33, 0.0, 58.33, 16.67, 100.0, 83.33]);
    assert_eq!(results[0]["ns_pair"], "1");
    assert_eq!(results[0]["ew_pair"], "8");

    let out = text(&["score", "matchpoints", "--board", "1", "--file", &path]);
    assert!(out.contains("top 12"), "{out}");
    // Pair 3 (NS) v 11: 5C* by E down 3 = 500; 12 and 0 matchpoints, 6.0 and 0.0, 100% and 0%.
    let line = out.lines().find(|l| l.contains("5CX E 8")).expect("pair 3's row");
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words, ["3", "11", "5CX", "E", "8", "500", "12", "0", "6.0", "0.0", "100.00", "0.00"]);
    let line = out.lines().find(|l| l.contains("4S N 11")).expect("pair 5's row");
    assert!(line.ends_with("450    10     2    5.0    1.0   83.33   16.67"), "{line}");

    // The same board from the scores alone (no vulnerability needed).
    let mut args = vec!["score", "matchpoints"];
    for s in ["420", "430", "500", "420", "450", "-50", "170"] {
        args.extend(["--result", s]);
    }
    let v = json(&args);
    let mp: Vec<i64> = v["results"].as_array().unwrap().iter().map(|r| r["ns_mp"].as_i64().unwrap()).collect();
    assert_eq!(mp, [5, 8, 12, 5, 10, 0, 2]);
}

/// North's card from table 1 and East's card from table 2, board by board.
const MATCH: &str = "\
1 4S S 10 | 4S S 11
2 5D* W 8 | 4H N 10
3 3NT W 12 | 6NT W 12
4 2H N 9 | 4H N 9
";

#[test]
fn teams_seed_example() {
    let path = file("match.txt", MATCH);
    let v = json(&["score", "teams", "--vp", "--file", &path]);
    let boards = v["boards"].as_array().unwrap();
    let col = |f: &dyn Fn(&Value) -> &Value| boards.iter().map(|b| f(b).as_i64().unwrap()).collect::<Vec<_>>();
    // Table 1 (North's card): +420, +500, -690, +140; table 2: 450, 620, 1440 (to EW), 100 (to EW).
    assert_eq!(col(&|b| &b["room1"]["ns_score"]), [420, 500, -690, 140]);
    assert_eq!(col(&|b| &b["room2"]["ns_score"]), [450, 620, -1440, -100]);
    // 30 against us: -1; -3; a 750 point difference: +13; +6. Overall 15 IMPs ahead.
    assert_eq!(col(&|b| &b["difference"]), [-30, -120, 750, 240]);
    assert_eq!(col(&|b| &b["imps"]), [-1, -3, 13, 6]);
    assert_eq!(v["imps"], 15);
    assert_eq!((v["imps_won"].as_i64(), v["imps_lost"].as_i64()), (Some(19), Some(4)));
    // "If we were still 15 IMPs ahead having played 24 boards ... we would win the match 13-7."
    assert_eq!((v["victory_points"]["ours"].as_i64(), v["victory_points"]["theirs"].as_i64()), (Some(13), Some(7)));
    assert!(v["victory_points"]["scale"].as_str().unwrap().contains("24-board"));
    let vuls: Vec<&str> = boards.iter().map(|b| b["vulnerability"].as_str().unwrap()).collect();
    assert_eq!(vuls, ["None", "NS", "EW", "All"]);

    let out = text(&["score", "teams", "--vp", "--file", &path]);
    assert!(out.contains("IMPs: +15"), "{out}");
    assert!(out.contains("Victory points: 13-7"), "{out}");
    let line = out.lines().find(|l| l.trim_start().starts_with("3 ")).expect("board 3");
    assert!(line.trim_end().ends_with("-690 6NT W 12        -1440    750   +13"), "{line}");
    // Without --vp there are no victory points.
    assert!(json(&["score", "teams", "--file", &path]).get("victory_points").is_none());

    // The same match from the written scores.
    let v = json(&[
        "score",
        "teams",
        "--result",
        "1 420 | 450",
        "--result",
        "2 500 | 620",
        "--result",
        "3 -690 | -1440",
        "--result",
        "4 140|-100",
    ]);
    assert_eq!(v["imps"], 15);
}

#[test]
fn imps_and_victory_points() {
    // The seed's team example: 750 is 13 IMPs, 120 is 3; 15 IMPs win 13-7.
    assert_eq!(json(&["score", "imps", "750"])["imps"], 13);
    assert_eq!(json(&["score", "imps", "-120"])["imps"], -3);
    let v = json(&["score", "vp", "15"]);
    assert_eq!((v["ours"].as_i64(), v["theirs"].as_i64()), (Some(13), Some(7)));
    let v = json(&["score", "vp", "-15"]);
    assert_eq!((v["ours"].as_i64(), v["theirs"].as_i64()), (Some(7), Some(13)));
    let out = text(&["score", "vp", "15"]);
    assert!(out.contains("+15 IMPs = 13-7 victory points"), "{out}");
    assert!(out.contains("24-board"), "{out}");
}

#[test]
fn relative_tricks_and_passed_out_deals() {
    // Hand-checked: 3NT= is 100 below the line and 4S+1 by NS 120 below + 30 above, winning the
    // rubber 2-0 (700); a passed-out deal scores nothing. Total 100 + 120 + 30 + 700 = 950.
    let v = json(&["score", "rubber", "--deal", "3NT N =", "--deal", "pass", "--deal", "4S S +1"]);
    assert_eq!(v["total"]["NS"], 950);
    assert_eq!(v["rubber_winner"], "NS");
    assert_eq!(v["deals"][1]["passed_out"], true);
    // 4S-2 not vulnerable on a traveller: 100 to EW.
    let v = json(&["score", "matchpoints", "--vul", "None", "--result", "4S N -2", "--result", "pass"]);
    assert_eq!(v["results"][0]["ns_score"], -100);
    assert_eq!(v["results"][1]["ns_score"], 0);
}

#[test]
fn bad_input_names_the_file_and_line() {
    let path = file("bad-contract.txt", "# a rubber\n2H N 10\n8S N 10\n");
    let name = path.as_str();
    let cases: Vec<(Vec<&str>, Option<&str>, String)> = vec![
        (vec!["score", "rubber", "--file", name], None, format!("{name}:3: bad contract '8S'")),
        (
            vec!["score", "rubber", "--file", "-"],
            Some("2H N 10\n\n4S N 14\n"),
            "<stdin>:3: 14 tricks is impossible".into(),
        ),
        (
            vec!["score", "chicago", "--file", "-"],
            Some("2H N\n"),
            "<stdin>:1: expected CONTRACT DECLARER TRICKS".into(),
        ),
        (
            vec!["score", "chicago", "--file", "-"],
            Some("1C N 7\n1C N 7\n1C N 7\n1C N 7\n1C N 7\n"),
            "<stdin>:5: all four deals".into(),
        ),
        (
            vec!["score", "rubber", "--deal", "4S N 10", "--deal", "4S N 10", "--deal", "1C N 7"],
            None,
            "--deal #3: the rubber is over".into(),
        ),
        (
            vec!["score", "rubber", "--deal", "3NT N 9 honours=100 NS"],
            None,
            "four trump honours cannot be scored in a notrump contract".into(),
        ),
        (vec!["score", "rubber", "--deal", "4S Q 10"], None, "--deal #1: bad declarer 'Q'".into()),
        (vec!["score", "rubber", "--deal", "4S N lots"], None, "--deal #1: bad tricks 'lots'".into()),
        (
            vec!["score", "chicago", "--russian", "--file", "-"],
            Some("4S N 10\n"),
            "<stdin>:1: Russian scoring needs hcp=N".into(),
        ),
        (
            vec!["score", "chicago", "--file", "-"],
            Some("4S N 10 vul=NS\n"),
            "<stdin>:1: unknown option 'vul=NS'".into(),
        ),
        (
            vec!["score", "matchpoints", "--file", "-"],
            Some("420\n4S N 10\n"),
            "<stdin>:2: a contract needs the board's vulnerability".into(),
        ),
        (vec!["score", "matchpoints", "--file", "-"], Some("420\nlots\n"), "<stdin>:2: bad result 'lots'".into()),
        (
            vec!["score", "teams", "--file", "-"],
            Some("1 420 | 450\n2 4S S 10\n"),
            "<stdin>:2: expected BOARD ROOM1 | ROOM2".into(),
        ),
        (
            vec!["score", "teams", "--file", "-"],
            Some("1 4S S 10 | 9S S 11\n"),
            "<stdin>:1: room 2: bad contract '9S'".into(),
        ),
        (
            vec!["score", "rubber", "--file", "/nonexistent/results.txt"],
            None,
            "cannot read /nonexistent/results.txt".into(),
        ),
        (vec!["score", "rubber"], None, "nothing to score".into()),
        (
            vec!["score", "russian", "--contract", "3H", "--declarer", "E", "--tricks", "10", "--hcp", "41"],
            None,
            "41 high-card points".into(),
        ),
        (vec!["score", "minibridge", "--strain", "H", "--tricks", "14"], None, "14 tricks is impossible".into()),
        (vec!["score", "minibridge", "--points", "10,10,10,9"], None, "39 high-card points, not 40".into()),
    ];
    for (args, stdin, want) in cases {
        let (code, out, err) = run(&args, stdin);
        assert_eq!(code, 2, "{args:?} gave {code}: {out} {err}");
        assert!(err.contains(&want), "{args:?}: expected '{want}' in: {err}");
        assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
        assert!(out.is_empty(), "{args:?} printed a result: {out}");
    }
}
