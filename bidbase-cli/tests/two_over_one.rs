//! 2/1 Game Forcing, written as SAYC plus its differences (rules/two_over_one.bb,
//! docs/two-over-one.md): it loads and checks, and it bids differently from SAYC exactly where
//! the two systems differ.

mod common;

use common::{json, root, text};

fn rules() -> String {
    root().join("rules/two_over_one.bb").to_string_lossy().into_owned()
}

/// The call and the `bid --json` answer of SAYC (`None`) or of 2/1 (`Some(rules)`).
fn bid(rules: Option<&str>, hand: &str, auction: &str) -> serde_json::Value {
    let mut args = vec!["bid", "--hand", hand, "--auction", auction, "--json"];
    if let Some(r) = rules {
        args.extend(["--rules", r]);
    }
    json(&args)
}

#[test]
fn the_derived_system_checks() {
    let out = text(&["check", &rules()]);
    assert!(out.contains("system \"2/1 Game Forcing\""), "{out}");
    assert!(out.trim_end().ends_with("ok"), "{out}");
}

#[test]
fn it_differs_from_sayc_where_two_over_one_does() {
    let r = rules();
    let two = Some(r.as_str());
    // A two-over-one forces to game; in SAYC it forces one round.
    let sayc = bid(None, "K2-A32-Q32-AJ832", "1S P");
    let derived = bid(two, "K2-A32-Q32-AJ832", "1S P");
    assert_eq!((sayc["call"].as_str(), derived["call"].as_str()), (Some("2C"), Some("2C")));
    assert_eq!((sayc["asks"].as_str(), derived["asks"].as_str()), (Some("1"), Some("G")));
    // 10-11 with clubs and no fit: 2C in SAYC, the forcing 1NT in 2/1.
    assert_eq!(bid(None, "32-K32-Q32-AJ832", "1S P")["call"], "2C");
    assert_eq!(bid(two, "32-K32-Q32-AJ832", "1S P")["call"], "1NT");
    // A three-card limit raise: 3S in SAYC, 1NT (forcing, then 3S) in 2/1.
    assert_eq!(bid(None, "K32-K32-Q2-QJ832", "1S P")["call"], "3S");
    assert_eq!(bid(two, "K32-K32-Q2-QJ832", "1S P")["call"], "1NT");
    // Opener does not pass the forcing 1NT with a minimum: a three-card minor.
    assert_eq!(bid(None, "KJ432-A2-K32-Q32", "1S P 1NT P")["call"], "Pass");
    assert_ne!(bid(two, "KJ432-A2-K32-Q32", "1S P 1NT P")["call"], "Pass");
    // What 1NT shows: forcing one round in 2/1, not forcing in SAYC.
    let shown = |rules: Option<&str>| {
        let mut args = vec!["describe", "--auction", "1S P 1NT", "--json"];
        if let Some(r) = rules {
            args.extend(["--rules", r]);
        }
        json(&args)["calls"][2]["shows"]["forcing"].as_str().unwrap_or("").to_string()
    };
    assert_eq!(shown(None), "no");
    assert_eq!(shown(two), "one round");
}

#[test]
fn the_options_are_off_until_switched_on() {
    let r = rules();
    let with = |conventions: Option<&str>, hand: &str, auction: &str| {
        let mut args = vec!["bid", "--rules", r.as_str(), "--hand", hand, "--auction", auction, "--json"];
        if let Some(c) = conventions {
            args.extend(["--conventions", c]);
        }
        json(&args)["call"].as_str().unwrap_or("").to_string()
    };
    // Four trumps and 8 HCP: a single raise, or Bergen's 3C.
    assert_eq!(with(None, "K432-Q32-J432-32", "1S P"), "2S");
    assert_eq!(with(Some("Bergen Raises=on"), "K432-Q32-J432-32", "1S P"), "3C");
    // Five clubs and 11 HCP, no major: SAYC's 3C limit raise, or the inverted 2C.
    assert_eq!(with(None, "32-K32-A32-KJ432", "1C P"), "3C");
    assert_eq!(with(Some("Inverted Minors=on"), "32-K32-A32-KJ432", "1C P"), "2C");
}

#[test]
fn self_play_finds_an_entry_for_every_decision() {
    let v = json(&["simulate", "--rules", &rules(), "--deals", "300", "--seed", "3", "--json"]);
    assert_eq!(v["boards"], 300);
    assert_eq!(v["no_entry"], 0);
    assert_eq!(v["forced"]["passed"], 0);
    assert_eq!(v["system"], format!("{} (interpreted)", rules()));
}
