//! The C ABI from C and C++ (examples/c): both programs are built with the system's compilers,
//! the C one against the static library and the C++ one against the shared library, deal 100
//! seeded boards and bid them with SAYC; every call must be the one `bidbase bid` makes in the
//! same position, with the same convention and description.
//!
//! It needs C and C++ compilers (`cc`, `c++`), so it is marked ignored: `cargo test` lists it
//! as ignored rather than passing it unrun. `.ci/run` installs them and runs it (`cargo test -p
//! bidbase-cli --test embedding -- --ignored`); run so, a missing compiler is a failure.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::root;

/// Where cargo put bidbase-ffi's libraries for this test run: beside this test's executable.
fn libs() -> PathBuf {
    let dir = std::env::current_exe().expect("test executable").parent().expect("its directory").to_path_buf();
    for lib in ["libbidbase_ffi.a", "libbidbase_ffi.so"] {
        assert!(dir.join(lib).exists(), "{lib} is not in {} (bidbase-ffi is a dev-dependency)", dir.display());
    }
    dir
}

/// Runs a compiler; panics with its output when it fails.
fn compile(compiler: &str, args: &[&str]) {
    let out = Command::new(compiler)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {compiler}: {e} (install gcc, g++ and libc6-dev: .ci/run does)"));
    assert!(out.status.success(), "{compiler} {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
}

/// Builds both examples; returns the C and C++ programs.
fn build_examples() -> (PathBuf, PathBuf) {
    let libs = libs();
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("examples-c");
    std::fs::create_dir_all(&tmp).unwrap();
    let include = root().join("bidbase-ffi/include");
    let (c_exe, cpp_exe) = (tmp.join("deal_and_bid"), tmp.join("deal_and_bid_cpp"));
    compile(
        "cc",
        &[
            "-std=c99",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-I",
            include.to_str().unwrap(),
            root().join("examples/c/deal_and_bid.c").to_str().unwrap(),
            libs.join("libbidbase_ffi.a").to_str().unwrap(),
            "-lpthread",
            "-ldl",
            "-lm",
            "-o",
            c_exe.to_str().unwrap(),
        ],
    );
    let rpath = format!("-Wl,-rpath,{}", libs.display());
    compile(
        "c++",
        &[
            "-std=c++17",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-I",
            include.to_str().unwrap(),
            root().join("examples/c/deal_and_bid.cpp").to_str().unwrap(),
            "-L",
            libs.to_str().unwrap(),
            "-lbidbase_ffi",
            &rpath,
            "-o",
            cpp_exe.to_str().unwrap(),
        ],
    );
    (c_exe, cpp_exe)
}

/// Runs an example. The search path cargo gives tests is dropped: it can hold an older
/// `libbidbase_ffi.so` (cargo's own `target/debug`) that would win over the program's rpath.
fn run(exe: &Path, args: &[&str]) -> String {
    let out = Command::new(exe).args(args).env_remove("LD_LIBRARY_PATH").output().expect("run the example");
    assert!(out.status.success(), "{} failed: {}", exe.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// One call of an example's output, and its position.
struct Position {
    hand: String,
    dealer: String,
    vul: String,
    auction: String,
    /// The call, `None` when the example found no entry (and passed).
    call: Option<String>,
    convention: String,
    disclosure: String,
    description: String,
}

/// Reads the examples' output: a `board` line, then a line a call, then `contract`.
fn positions(output: &str) -> (usize, Vec<Position>) {
    let mut boards = 0;
    let mut out = Vec::new();
    let (mut hands, mut dealer, mut vul, mut calls) = (Vec::<String>::new(), String::new(), String::new(), Vec::new());
    for line in output.lines() {
        if let Some(rest) = line.strip_prefix("board ") {
            boards += 1;
            let words: Vec<&str> = rest.split_whitespace().collect();
            // NUMBER index I dealer D vul V deal N:h1 h2 h3 h4
            dealer = words[4].to_string();
            vul = words[6].to_string();
            let first = words[8].strip_prefix("N:").expect("deal from North");
            hands = std::iter::once(first).chain(words[9..12].iter().copied()).map(str::to_string).collect();
            calls.clear();
        } else if let Some(rest) = line.strip_prefix("  ") {
            let seat = "NESW".find(&rest[..1]).expect("seat");
            let body = &rest[2..];
            let (call, fields) = match body.split_once(" | ") {
                Some((c, f)) => (c.trim().to_string(), f.splitn(3, " | ").map(str::to_string).collect::<Vec<_>>()),
                None => {
                    assert!(body.contains("(no entry: pass)"), "{line}");
                    ("Pass".to_string(), Vec::new())
                }
            };
            out.push(Position {
                hand: hands[seat].clone(),
                dealer: dealer.clone(),
                vul: vul.clone(),
                auction: calls.join(" "),
                call: (!fields.is_empty()).then(|| call.clone()),
                convention: fields.first().cloned().unwrap_or_default(),
                disclosure: fields.get(1).cloned().unwrap_or_default(),
                description: fields.get(2).cloned().unwrap_or_default(),
            });
            calls.push(call);
        } else {
            assert!(line.starts_with("contract "), "unexpected line: {line}");
        }
    }
    (boards, out)
}

/// `bidbase bid --json` in the position: the call (null when no entry matched), the
/// convention, alert/announce, and the description.
fn cli_bid(p: &Position) -> serde_json::Value {
    common::json(&["bid", "--hand", &p.hand, "--auction", &p.auction, "--dealer", &p.dealer, "--vul", &p.vul, "--json"])
}

#[test]
#[ignore = "needs C and C++ compilers: run by .ci/run, or cargo test -- --ignored"]
fn the_c_and_cpp_examples_bid_100_boards_as_bidbase_bid_does() {
    let (c_exe, cpp_exe) = build_examples();
    let c_out = run(&c_exe, &["2026", "100"]);
    let cpp_out = run(&cpp_exe, &["2026", "100"]);
    assert_eq!(c_out, cpp_out, "the C and C++ programs differ");
    let (boards, positions) = positions(&c_out);
    assert_eq!(boards, 100);
    assert!(positions.len() > 700, "only {} calls", positions.len());
    // The deals are those of `bidbase deal --seed 2026`.
    let deals = common::text(&["deal", "--seed", "2026", "--count", "100"]);
    let board_lines: Vec<&str> = c_out.lines().filter(|l| l.starts_with("board ")).collect();
    for (deal, board) in deals.lines().zip(&board_lines) {
        assert!(board.ends_with(&format!("deal {deal}")), "{board} is not {deal}");
    }
    // Every call against the command line, on two threads.
    let mismatches: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = positions
            .chunks(positions.len().div_ceil(2))
            .map(|chunk| {
                scope.spawn(move || {
                    let mut bad = Vec::new();
                    for p in chunk {
                        let v = cli_bid(p);
                        let cli_call = v["call"].as_str().map(str::to_string);
                        let word = if v["disclosure"]["alert"] == true {
                            "alert"
                        } else if v["disclosure"]["announce"] == true {
                            "announce"
                        } else {
                            ""
                        };
                        let same = match &p.call {
                            None => cli_call.is_none(),
                            Some(c) => {
                                cli_call.as_deref() == Some(c.as_str())
                                    && v["entry"]["convention"] == p.convention.as_str()
                                    && word == p.disclosure
                                    && v["description"]["text"] == p.description.as_str()
                            }
                        };
                        if !same {
                            bad.push(format!(
                                "{} after '{}' (dealer {}, vul {}): C {:?} {} | {} | {}; bidbase bid {}",
                                p.hand,
                                p.auction,
                                p.dealer,
                                p.vul,
                                p.call,
                                p.convention,
                                p.disclosure,
                                p.description,
                                v
                            ));
                        }
                    }
                    bad
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("thread")).collect()
    });
    assert!(
        mismatches.is_empty(),
        "{} of {} calls differ:\n{}",
        mismatches.len(),
        positions.len(),
        mismatches.join("\n")
    );
}
