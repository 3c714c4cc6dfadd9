//! The editor's engine as the page uses it: JSON requests over the built-in SAYC's files and
//! over small systems, answered as the command and the compiled system answer.

use bidbase::{Auction, Bidder, Call, Context, Hand, Seat};
use bidbase_editor::Session;
use bidbase_systems::{builtin, Sayc};
use serde_json::{json, Value};

fn ask(s: &mut Session, request: Value) -> Value {
    serde_json::from_str(&s.handle(&request.to_string())).expect("the answer is JSON")
}

/// SAYC's files as the page sends them, and the root.
fn sayc_files() -> (Value, String) {
    let sayc = builtin("sayc").unwrap();
    let files: serde_json::Map<String, Value> = sayc.files.iter().map(|(n, t)| (n.to_string(), json!(t))).collect();
    (Value::Object(files), sayc.root.to_string())
}

#[test]
fn sayc_loads_checks_and_answers_as_the_compiled_system() {
    let mut s = Session::new();
    let (files, root) = sayc_files();
    let loaded = ask(&mut s, json!({"op": "load", "root": root, "files": files}));
    assert_eq!(loaded["ok"], true, "{loaded}");
    assert_eq!(loaded["system"], "SAYC");
    assert!(loaded["entries"].as_u64().unwrap() > 15_000);
    let check = ask(&mut s, json!({"op": "check"}));
    assert_eq!(check["failures"], json!([]));
    assert_eq!(check["passed"], check["tested"]);

    // Browse: after 1NT-Pass-2C-Pass, each answer's meaning is the compiled system's.
    let sayc = Sayc::new();
    let auction = Auction::parse(Seat::North, "1NT Pass 2C Pass").unwrap();
    let calls = ask(&mut s, json!({"op": "calls", "auction": "1NT Pass 2C Pass"}));
    for call in ["2D", "2H", "2S"] {
        let c = calls["calls"].as_array().unwrap().iter().find(|c| c["call"] == call).expect(call);
        let compiled = sayc.describe_call(&auction, &Context::default(), Call::parse(call).unwrap()).unwrap().1;
        assert_eq!(c["text"], compiled.to_string(), "{call}");
        assert!(c["entries"].as_array().is_some_and(|e| !e.is_empty()), "{call}: no entry listed");
    }
    let chain = calls["chain"].as_array().unwrap();
    assert_eq!(chain[0]["layer"], "exact", "{chain:?}");
    assert_eq!(chain.last().unwrap()["layer"], "general", "{chain:?}");

    // Try: the call and the entry of the compiled system, and a trace ending at the match.
    let hand = "KQ92.A873.86.Q95";
    let bid = ask(&mut s, json!({"op": "bid", "hand": hand, "auction": "1NT Pass"}));
    let d =
        sayc.bid(Hand::parse(hand).unwrap(), &Auction::parse(Seat::North, "1NT Pass").unwrap(), &Context::default());
    let d = d.unwrap();
    assert_eq!(bid["call"], d.call.to_pbn());
    assert_eq!(
        (bid["entry"]["file"].as_str(), bid["entry"]["line"].as_u64()),
        (Some(d.entry.file), Some(d.entry.line as u64))
    );
    let last = bid["trace"].as_array().unwrap().last().unwrap()["entries"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["line"].as_u64(), Some(d.entry.line as u64));
    assert_eq!(last["reasons"], json!([]));
}

const SMALL: &str = "system \"small\"\n[]\n1N hcp=15-17 shape=balanced text=\"notrump\" test=AQ3-KT7-KJ64-Q43\nP\n";

#[test]
fn errors_point_at_the_line_and_column_as_the_command_does() {
    let mut s = Session::new();
    let bad = "system \"small\"\n[]\n1N hcp=15-17 shap=balanced\nP\n";
    let answer = ask(&mut s, json!({"op": "load", "root": "small.bb", "files": {"small.bb": bad}}));
    assert_eq!(answer["ok"], false);
    let d = &answer["diagnostics"][0];
    assert_eq!(
        (d["file"].as_str(), d["line"].as_u64(), d["severity"].as_str()),
        (Some("small.bb"), Some(3), Some("error"))
    );
    let mut loader = bidbase::MemLoader::default();
    loader.files.insert("small.bb".into(), bad.into());
    let (map, diags) = bidbase::Interpreter::load("small.bb", &loader).err().unwrap();
    assert_eq!(answer["rendered"], diags.render(&map));
    assert_eq!(d["rendered"], diags.list[0].render(&map));
    // The previous system, if any, is not replaced by one that does not load: here there is
    // none, so browsing is refused.
    assert!(ask(&mut s, json!({"op": "calls"}))["error"].as_str().unwrap().contains("no system"));
}

#[test]
fn a_test_hand_that_misses_and_a_shadowed_entry_are_found_and_clear_when_fixed() {
    let mut s = Session::new();
    let missing = SMALL.replace("test=AQ3-KT7-KJ64-Q43", "test=AQ3-KT7-KJ64-432");
    ask(&mut s, json!({"op": "load", "root": "small.bb", "files": {"small.bb": missing}}));
    let check = ask(&mut s, json!({"op": "check"}));
    assert_eq!(check["failures"][0]["line"], 3, "{check}");
    assert!(check["failures"][0]["rendered"].as_str().unwrap().starts_with("error: the test hand"));

    let shadowed = format!("{SMALL}1N hcp=16\n");
    ask(&mut s, json!({"op": "load", "root": "small.bb", "files": {"small.bb": shadowed}}));
    let lint = ask(&mut s, json!({"op": "lint", "boards": 20, "samples": 8}));
    let found: Vec<&Value> = lint["findings"].as_array().unwrap().iter().filter(|f| f["check"] == "shadowed").collect();
    assert_eq!(found.len(), 1, "{lint}");
    assert_eq!((found[0]["line"].as_u64(), found[0]["severity"].as_str()), (Some(5), Some("warning")));

    ask(&mut s, json!({"op": "load", "root": "small.bb", "files": {"small.bb": SMALL}}));
    let lint = ask(&mut s, json!({"op": "lint", "boards": 20, "samples": 8}));
    assert!(lint["findings"].as_array().unwrap().iter().all(|f| f["check"] != "shadowed"), "{lint}");
    assert_eq!(ask(&mut s, json!({"op": "check"}))["failures"], json!([]));
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let mut s = Session::new();
    for (request, words) in [
        ("not json", "not JSON"),
        ("{}", "no \"op\""),
        ("{\"op\": \"fly\"}", "unknown op"),
        ("{\"op\": \"check\"}", "no system"),
    ] {
        let answer: Value = serde_json::from_str(&s.handle(request)).unwrap();
        assert!(answer["error"].as_str().is_some_and(|e| e.contains(words)), "{request}: {answer}");
    }
    ask(&mut s, json!({"op": "load", "root": "small.bb", "files": {"small.bb": SMALL}}));
    for (request, words) in [
        (json!({"op": "bid", "hand": "AKQ", "auction": ""}), "bad hand"),
        (json!({"op": "bid", "hand": "AQ3.KT7.KJ64.Q43", "auction": "1N 1C"}), "bad auction"),
        (json!({"op": "calls", "dealer": "Q"}), "bad dealer"),
        (json!({"op": "bid", "hand": "AQ3.KT7.KJ64.Q43", "auction": "P P P P"}), "ended"),
    ] {
        let answer = ask(&mut s, request.clone());
        assert!(answer["error"].as_str().is_some_and(|e| e.contains(words)), "{request}: {answer}");
    }
}
