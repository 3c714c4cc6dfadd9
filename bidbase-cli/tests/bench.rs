//! `bidbase bench`: the back ends are checked against each other on a self-play corpus before
//! they are timed, and the report names what it measured and on what machine. (The figures
//! themselves are not asserted: speed is measured by benches, not by tests.)

mod common;

use common::{bidbase, json, root, text};

#[test]
fn a_builtin_system_gets_every_back_end() {
    let v = json(&["bench", "--system", "examples", "--positions", "300", "--boards", "200", "--json"]);
    assert_eq!(v["agree"], true);
    assert_eq!(v["positions"], 300);
    for k in ["compiled", "interpreted", "linear_scan"] {
        assert!(v["ns_per_lookup"][k].as_f64().unwrap() > 0.0, "{k}: {v}");
    }
    for k in ["compiled", "interpreted"] {
        assert!(v["ns_per_lookup_cold"][k].as_f64().unwrap() > 0.0, "{k}: {v}");
        assert!(v["ns_per_description"][k].as_f64().unwrap() > 0.0, "{k}: {v}");
    }
    let ratio = v["interpreted_over_compiled"].as_f64().unwrap();
    let (c, i) =
        (v["ns_per_lookup"]["compiled"].as_f64().unwrap(), v["ns_per_lookup"]["interpreted"].as_f64().unwrap());
    assert!((ratio - i / c).abs() < 1e-9);
    assert!(v["boards_per_second_one_thread"]["compiled"].as_f64().unwrap() > 0.0);
    assert!(v["linear_scan_agrees"].as_u64().unwrap() <= 300);
    assert!(v["machine"]["logical_cores"].as_u64().unwrap() >= 1);
    assert!(!v["machine"]["cpu"].as_str().unwrap().is_empty());
}

#[test]
fn a_rules_file_is_interpreted_and_the_report_says_how_to_compile_it() {
    let rules = root().join("rules/bidittle.bb");
    let out = text(&["bench", "--rules", rules.to_str().unwrap(), "--positions", "200", "--boards", "100"]);
    assert!(out.contains("bidbase::system!(MySystem"), "{out}");
    assert!(out.contains("bidbase expand"), "{out}");
    let v = json(&["bench", "--rules", rules.to_str().unwrap(), "--positions", "200", "--boards", "100", "--json"]);
    assert!(v["ns_per_lookup"]["compiled"].is_null());
    assert!(v["ns_per_lookup_cold"]["compiled"].is_null());
    assert!(v["ns_per_description"]["compiled"].is_null());
    assert!(v["ns_per_lookup"]["interpreted"].as_f64().unwrap() > 0.0);
    assert!(v["ns_per_description"]["interpreted"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_arguments_are_errors() {
    let (code, _, err) = bidbase(&["bench", "--positions", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--positions and --boards must be at least 1"), "{err}");
    let (code, _, err) = bidbase(&["bench", "--engine", "interpreted"]);
    assert_eq!(code, 2);
    assert!(err.contains("leave out --engine"), "{err}");
}
