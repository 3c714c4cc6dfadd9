//! The web page (web/) in headless Chromium: web/tests/browser.mjs loads it from a static
//! server, bids a seeded board with SAYC at all four seats, hovers a call and reads the
//! bidding box; every answer must be the native command line's for the same board. The
//! screenshot it takes is left in target/tmp/web-page.png (docs/web-page.png is a copy).
//!
//! It needs web/bidbase.wasm (`bash web/build.sh`), Node.js, playwright-core
//! (`npm ci --prefix web/tests`) and Chromium (Debian's `chromium`), so it is marked ignored:
//! `cargo test` lists it as ignored rather than passing it unrun. `.ci/run` installs what it
//! needs and runs it (`cargo test -p bidbase-cli --test web -- --ignored`); run so, anything
//! missing is a failure that names it.

mod common;

use std::path::Path;
use std::process::Command;

use common::{json, root};

use serde_json::Value;

/// The size budget of the WebAssembly module (SAYC and the examples compiled in, the
/// interpreter, the whole C ABI): 6 MB. docs/embedding.md reports the size.
const WASM_BUDGET: u64 = 6_500_000;

/// What the browser test needs that is not there.
fn missing() -> Vec<String> {
    let mut missing = Vec::new();
    let root = root();
    if !root.join("web/bidbase.wasm").exists() {
        missing.push("web/bidbase.wasm (bash web/build.sh)".to_string());
    }
    if Command::new("node").arg("--version").output().is_err() {
        missing.push("node".to_string());
    }
    if !root.join("web/tests/node_modules/playwright-core").exists() {
        missing.push("playwright-core (npm ci --prefix web/tests)".to_string());
    }
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_string());
    if !Path::new(&chromium).exists() {
        missing.push(format!("{chromium} (apt-get install chromium)"));
    }
    missing
}

#[test]
#[ignore = "needs Chromium, Node and web/bidbase.wasm: run by .ci/run (BIDBASE_WEB_TEST=1), or cargo test -- --ignored"]
fn the_page_bids_a_seeded_board_as_the_command_line_does() {
    let missing = missing();
    let by = if std::env::var_os("CI").is_some() || std::env::var_os("BIDBASE_WEB_TEST").is_some() {
        "CI (CI or BIDBASE_WEB_TEST is set)"
    } else {
        "cargo test -- --ignored"
    };
    assert!(
        missing.is_empty(),
        "the browser test was asked for ({by}) but cannot run: missing {} (.ci/run installs them)",
        missing.join(", ")
    );
    let wasm = std::fs::metadata(root().join("web/bidbase.wasm")).expect("web/bidbase.wasm").len();
    assert!(wasm <= WASM_BUDGET, "web/bidbase.wasm is {wasm} bytes, over the budget of {WASM_BUDGET}");

    let (seed, board) = (2026u64, 5u64);
    let screenshot = Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-page.png");
    let _ = std::fs::remove_file(&screenshot);
    let out = Command::new("node")
        .arg(root().join("web/tests/browser.mjs"))
        .args(["--seed", &seed.to_string(), "--board", &board.to_string(), "--screenshot"])
        .arg(&screenshot)
        .output()
        .expect("run node");
    assert!(
        out.status.success(),
        "web/tests/browser.mjs failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    let page: Value = serde_json::from_slice(&out.stdout).expect("the script prints JSON");
    assert!(std::fs::metadata(&screenshot).map(|m| m.len() > 10_000).unwrap_or(false), "no screenshot");

    // The board: the deal of `bidbase deal`, the dealer and vulnerability of its number.
    let deals = common::text(&["deal", "--seed", &seed.to_string(), "--count", &(board + 1).to_string()]);
    let deal = deals.lines().last().expect("a deal").to_string();
    let hands: Vec<&str> = deal.trim_start_matches("N:").split_whitespace().collect();
    for (seat, hand) in ["N", "E", "S", "W"].iter().zip(&hands) {
        assert_eq!(page["hands"][seat], *hand, "{seat}'s hand");
    }
    let number = (board % 16) as u32 + 1;
    let dealer = bidbase::board_dealer(number).letter().to_string();
    let vul = bidbase::board_vulnerability(number).pbn();
    assert_eq!(page["dealer"], dealer.as_str());
    assert_eq!(page["vulnerability"], vul);

    // The auction: every call is `bidbase bid`'s (no entry: the page passes).
    let calls: Vec<String> =
        page["auction"].as_array().expect("auction").iter().map(|c| c.as_str().unwrap().to_string()).collect();
    assert!(calls.len() >= 4, "{calls:?}");
    let first = "NESW".find(dealer.as_str()).unwrap();
    for (i, call) in calls.iter().enumerate() {
        let seat = (first + i) % 4;
        let before = calls[..i].join(" ");
        let v =
            json(&["bid", "--hand", hands[seat], "--auction", &before, "--dealer", &dealer, "--vul", vul, "--json"]);
        let expected = v["call"].as_str().unwrap_or("Pass");
        assert_eq!(call, expected, "call {i} after '{before}'");
    }
    let all = calls.join(" ");
    let (_, _, ended) = common::bidbase(&["calls", "--auction", &all, "--dealer", &dealer, "--vul", vul]);
    assert!(ended.contains("has ended"), "the auction on the page is over: {all}");

    // The hover text: what `bidbase describe` says the call showed.
    let index = page["hover"]["index"].as_u64().expect("hover index") as usize;
    assert_eq!(page["hover"]["call"], calls[index].as_str());
    let described = json(&["describe", "--auction", &all, "--dealer", &dealer, "--vul", vul, "--json"]);
    let text = described["calls"][index]["shows"]["text"].as_str().unwrap_or("");
    assert_eq!(page["hover"]["description"], text, "the hover text of call {index}");

    // The bidding box before the first call: each call's meaning is `bidbase calls`'s.
    let box_meanings = page["box"].as_object().expect("box");
    let meanings = json(&["calls", "--dealer", &dealer, "--vul", vul, "--json"]);
    let mut checked = 0;
    for m in meanings.as_array().unwrap() {
        let call = m["call"].as_str().unwrap();
        let text = m["shows"]["text"].as_str().unwrap_or("");
        assert_eq!(box_meanings.get(call).and_then(Value::as_str), Some(text), "the bidding box's {call}");
        checked += 1;
    }
    assert!(checked >= 36 && box_meanings["1NT"].as_str().is_some_and(|t| t.contains("15-17 HCP")), "{page}");
}
