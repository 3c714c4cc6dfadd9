//! Double-dummy commands end to end: dd, par, the DDA path of `bid`, `simulate --dd` and
//! `--dda`, and `compare`.

mod common;

use common::{bidbase, json};

/// Each hand holds one whole suit: North spades, East hearts, South diamonds, West clubs.
const SUITS: &str = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

#[test]
fn dd_prints_the_twenty_results() {
    let (code, out, err) = bidbase(&["dd", SUITS]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("N     0  13   0  13   0"), "{out}");
    assert!(out.contains("E    13   0  13   0   0"), "{out}");
    let v = json(&["dd", SUITS, "--json"]);
    assert_eq!(v["tricks"]["S"]["D"], 13);
    assert_eq!(v["tricks"]["W"]["NT"], 0);
    // C D H S NT, each N E S W.
    assert_eq!(v["hex"], "0d0dd0d00d0dd0d00000");
}

#[test]
fn dd_of_a_file_solves_every_deal() {
    let dir = common::scratch_dir("dd");
    let path = dir.join("deals.pbn");
    let (_, deals, _) = bidbase(&["deal", "--seed", "13", "--count", "3"]);
    std::fs::write(&path, format!("# three deals\n{deals}")).unwrap();
    let (code, out, err) = bidbase(&["dd", "--file", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    // A table a deal, as `dd DEAL` prints it.
    let tables: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(tables.len(), 3, "{out}");
    assert!(tables[0].starts_with("deal 1\nN:") && tables[2].starts_with("deal 3\nN:"), "{out}");
    // The oracle's first deal (tests/data of bidbase-dd): the same deal and DDS's table
    // (85859393585894945454: C D H S NT, each N E S W).
    assert!(tables[0].contains("N     8   9   5   9   5") && tables[0].contains("W     5   3   8   4   4"), "{out}");
    let v: serde_json::Value =
        serde_json::from_str(common::text(&["dd", "--file", path.to_str().unwrap(), "--json"]).lines().next().unwrap())
            .unwrap();
    assert_eq!(v["hex"], "85859393585894945454");
    assert!(err.contains("3 deals solved"), "{err}");
    std::fs::write(&path, "N:AKQ.bad\n").unwrap();
    let (code, _, err) = bidbase(&["dd", "--file", path.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains(":1: bad deal"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn par_scores_and_contracts() {
    let top = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
    let v = json(&["par", top, "--vul", "NS", "--json"]);
    assert_eq!(v["par"]["score_ns"], 2220);
    assert_eq!(v["par"]["contracts"][0]["contract"], "7NT");
    let (code, out, _) = bidbase(&["par", SUITS, "--vul", "None", "--dealer", "E"]);
    assert_eq!(code, 0);
    assert!(out.contains("par (None vulnerable, dealer E): +1510: 7S N =, 7S S ="), "{out}");
    // The oracle's board 2: North-South vulnerable, East-West make 4S for 420.
    let board2 = "N:Q64.JT854.653.92 A975.62.9872.T53 JT3.AK73.QJ4.Q87 K82.Q9.AKT.AKJ64";
    let v = json(&["par", board2, "--vul", "NS", "--dealer", "E", "--json"]);
    assert_eq!(v["par"]["score_ns"], -420);
}

#[test]
fn bad_deals_and_arguments_are_errors() {
    for args in [
        vec!["dd", "N:AKQ.xx"],
        vec!["dd"],
        vec!["par", SUITS, "--vul", "sideways"],
        vec!["par", SUITS, "--dealer", "Q"],
        vec!["bid", "--system", "examples", "--hand", "AKJ32-32-A2-K432", "--auction", "1S P 2S P", "--best", "8S"],
        vec!["bid", "--system", "examples", "--hand", "AKJ32-32-A2-K432", "--auction", "1S P 2S P", "--dda", "0"],
        vec!["compare", "--deals", "10"],
    ] {
        let (code, _, err) = bidbase(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.starts_with("error:"), "{args:?}: {err}");
    }
}

/// The seed's example through both back ends: 1S-P-2S-P, best contract 4S.
#[test]
fn dda_path_on_the_examples_system() {
    for engine in ["compiled", "interpreted"] {
        let base =
            ["bid", "--system", "examples", "--engine", engine, "--hand", "AKJ32-32-A2-K432", "--auction", "1S P 2S P"];
        // The normal lookup finds no entry.
        let v = json(&[&base[..], &["--json"]].concat());
        assert!(v["call"].is_null(), "{engine}: {v}");
        // Best contract 4S: the D entry answers.
        let v = json(&[&base[..], &["--best", "4S", "--json"]].concat());
        assert_eq!(v["call"], "4S", "{engine}");
        assert_eq!(v["entry"]["convention"], "DDA", "{engine}");
        // Best contract 3NT: no D entry, so the bidder bids it.
        let v = json(&[&base[..], &["--best", "3NT", "--json"]].concat());
        assert_eq!(v["call"], "3NT", "{engine}");
        assert_eq!(v["toward_best_contract"], true, "{engine}");
        // A hand with an entry never takes the DDA path.
        let v = json(&[
            "bid",
            "--system",
            "examples",
            "--engine",
            engine,
            "--hand",
            "AKJ32-32-Q2-K432",
            "--auction",
            "1S P 2S P",
            "--best",
            "4S",
            "--json",
        ]);
        assert_eq!(v["call"], "Pass", "{engine}");
        // Double-dummy analysis of consistent deals finds the best contract.
        let v = json(&[&base[..], &["--dda", "6", "--seed", "1", "--json"]].concat());
        let d = &v["dda"];
        assert_eq!(d["deals"], 6, "{engine}: {v}");
        assert!(d["tried"].as_u64().unwrap() >= 6);
        let best = d["best_contract"].as_str().unwrap();
        // Every candidate after 1S-P-2S-P: pass (2S by North) and every bid from 2NT up.
        assert_eq!(d["candidates"].as_array().unwrap().len(), 1 + 26, "{engine}");
        if best == "4S" {
            assert_eq!(v["entry"]["convention"], "DDA");
        } else {
            assert_eq!(v["toward_best_contract"], true, "{engine}: {v}");
        }
    }
    // The same seed gives the same analysis through both back ends.
    let c = json(&[
        "bid",
        "--system",
        "examples",
        "--hand",
        "AKJ32-32-A2-K432",
        "--auction",
        "1S P 2S P",
        "--dda",
        "6",
        "--json",
    ]);
    let i = json(&[
        "bid",
        "--system",
        "examples",
        "--engine",
        "interpreted",
        "--hand",
        "AKJ32-32-A2-K432",
        "--auction",
        "1S P 2S P",
        "--dda",
        "6",
        "--json",
    ]);
    assert_eq!(c["dda"]["candidates"], i["dda"]["candidates"]);
    assert_eq!(c["dda"]["tried"], i["dda"]["tried"]);
}

/// `bid --dda N --save FILE` (as BidBase's programming notes describe it): the DDA path's call is kept as a D entry with the
/// hand's exact specs under the position's Prior Bids; a second hand for the same call and best
/// contract widens that entry; `check` accepts the file, and the saved entry answers the DDA
/// lookup next time.
#[test]
fn dda_results_are_saved_as_d_entries_and_merged() {
    let dir = common::scratch_dir("dda-save");
    let file = dir.join("dda.bb");
    let path = file.to_str().unwrap();
    let _ = std::fs::remove_file(&file);
    let bid = |hand: &str, extra: &[&str]| {
        let args =
            [&["bid", "--system", "examples", "--hand", hand, "--auction", "1S P 2S P", "--json"], extra].concat();
        json(&args)
    };
    // No entry, best contract 3NT: the bidder bids toward it, and the call is saved.
    let v = bid("AKJ32-32-A2-K432", &["--best", "3NT", "--save", path]);
    assert_eq!((v["call"].as_str(), v["saved"]["merged"].as_bool()), (Some("3NT"), Some(false)), "{v}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("[1S-P-2S-P]\n3N pct=D best=3NT hcp=15 S=5 H=2 D=2 C=4 "), "{text}");
    // Another hand for the same call and contract widens the entry.
    let v = bid("AKQ32-32-A2-K432", &["--best", "3NT", "--save", path]);
    assert_eq!(v["saved"]["merged"], true, "{v}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("3N pct=D best=3NT hcp=15-16 S=5 H=2 D=2 C=4 "), "{text}");
    assert_eq!(text.matches("pct=D").count(), 1, "{text}");
    // A hand with another best contract gets an entry of its own in the same section.
    let v = bid("AKJ32-32-A2-K432", &["--best", "4S", "--save", path]);
    assert!(v["saved"]["merged"] == false && v["call"] == "4S", "{v}");
    let (code, out, err) = bidbase(&["check", path]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("test hands: 2 of 2 reach their entries"), "{out}");
    // The saved file is a system whose D entry answers the DDA lookup for 3NT.
    let v = json(&[
        "bid",
        "--rules",
        path,
        "--hand",
        "AKQ32-32-A2-K432",
        "--auction",
        "1S P 2S P",
        "--best",
        "3NT",
        "--json",
    ]);
    assert_eq!((v["call"].as_str(), v["entry"]["line"].as_u64()), (Some("3NT"), Some(2)), "{v}");
    // With --dda the same: the call the analysis chose is saved.
    let v = bid("AKJ32-32-A2-K432", &["--dda", "4", "--seed", "1", "--save", path]);
    assert!(v["saved"]["line"].as_u64().is_some(), "{v}");
    // Nothing to save when an entry matches.
    let (code, _, err) = bidbase(&[
        "bid",
        "--system",
        "examples",
        "--hand",
        "AKJ32-32-Q2-K432",
        "--auction",
        "1S P 2S P",
        "--best",
        "4S",
        "--save",
        path,
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("nothing to save"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

fn without_timing(mut v: serde_json::Value) -> serde_json::Value {
    v.as_object_mut().unwrap().remove("timing");
    v
}

#[test]
fn simulate_dd_judges_against_par_on_any_thread_count() {
    let args = ["simulate", "--deals", "8", "--dd", "--json", "--seed", "5"];
    let one = json(&[&args[..], &["--threads", "1"]].concat());
    let two = json(&[&args[..], &["--threads", "2"]].concat());
    let d = &one["double_dummy"];
    assert_eq!(d["boards"], 8);
    assert!(d["abs_imps_per_board"].as_f64().unwrap() >= d["ns_imps_per_board"].as_f64().unwrap().abs());
    assert!(one["timing"]["solved_per_second"].as_f64().unwrap() > 0.0);
    assert_eq!(without_timing(one), without_timing(two));
}

#[test]
fn simulate_dd_keeps_its_tables_in_a_file() {
    let dir = common::scratch_dir("dd-tables");
    let file = dir.join("tables.txt");
    let path = file.to_str().unwrap();
    let args = ["simulate", "--deals", "12", "--dd", "--json", "--seed", "8", "--threads", "1"];
    let plain = json(&args);
    // The first run solves every deal and writes them; the second reads them all.
    let first = json(&[&args[..], &["--dd-tables", path]].concat());
    let lines = |p: &std::path::Path| std::fs::read_to_string(p).unwrap().lines().count();
    assert_eq!(lines(&file), 12);
    let again = json(&[&args[..], &["--dd-tables", path]].concat());
    assert_eq!(lines(&file), 12, "nothing is solved twice");
    assert_eq!(without_timing(first.clone()), without_timing(plain));
    assert_eq!(without_timing(again), without_timing(first));
    // More boards of the same seed: only the new deals are solved and added.
    let more = ["simulate", "--deals", "16", "--dd", "--json", "--seed", "8", "--threads", "1"];
    let with_file = json(&[&more[..], &["--dd-tables", path]].concat());
    assert_eq!(lines(&file), 16);
    assert_eq!(without_timing(with_file), without_timing(json(&more)));
    // A damaged line is an error naming the file and the line.
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replacen(' ', "x ", 1)).unwrap();
    let (code, _, err) = bidbase(&[&args[..], &["--dd-tables", path]].concat());
    assert_ne!(code, 0);
    assert!(err.contains("tables.txt:1:"), "{err}");
    // BIDittle's seven-card deals too.
    let bidittle_file = dir.join("bidittle.txt");
    let b = ["simulate", "--system", "bidittle", "--deals", "4", "--dd", "--json", "--seed", "3", "--threads", "1"];
    let b_path = bidittle_file.to_str().unwrap();
    let first = json(&[&b[..], &["--dd-tables", b_path]].concat());
    assert_eq!(lines(&bidittle_file), 4);
    let again = json(&[&b[..], &["--dd-tables", b_path]].concat());
    assert_eq!(lines(&bidittle_file), 4);
    assert_eq!(without_timing(first), without_timing(again));
    // The tables file belongs with --dd.
    let (code, _, err) = bidbase(&["simulate", "--deals", "2", "--dd-tables", path]);
    assert_ne!(code, 0);
    assert!(err.contains("--dd"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn simulate_dda_answers_decisions_without_an_entry() {
    // One board, one sample a decision (seed 5 has a decision without an entry): each sample is a
    // double-dummy solve of every candidate call, the slowest thing the command does.
    let v = json(&["simulate", "--system", "examples", "--deals", "1", "--dda", "1", "--json", "--seed", "5"]);
    let d = &v["dda"];
    assert!(d["decisions"].as_u64().unwrap() > 0, "{v}");
    assert!(d["answered"].as_u64().unwrap() > 0, "{v}");
    assert!(v["timing"]["dda_seconds_per_decision"].as_f64().unwrap() > 0.0);
}

#[test]
fn compare_is_a_deterministic_team_match() {
    let args = ["compare", "--deals", "400", "--against-conventions", "Stayman=off", "--json", "--seed", "3"];
    let one = json(&[&args[..], &["--threads", "1"]].concat());
    let two = json(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(without_timing(one.clone()), without_timing(two));
    let differ = one["auctions_differ"].as_u64().unwrap();
    assert!(differ > 0, "{one}");
    assert!(one["contracts_differ"].as_u64().unwrap() <= differ);
    // Every ranked difference starts with A's Stayman.
    for d in one["differences"].as_array().unwrap() {
        assert!(d["a_entry"].as_str().unwrap().contains("Stayman"), "{d}");
    }
    // A system against itself: the same auctions in both rooms, no IMPs.
    let same = json(&["compare", "--deals", "50", "--against-system", "sayc", "--json"]);
    assert_eq!(same["auctions_differ"], 0);
    assert_eq!(same["a_imps_total"], 0);
}
