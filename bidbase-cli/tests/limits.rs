//! What a hostile user can ask of the command: rules texts that ask for too much are refused
//! or load in bounded time, with short output; resource arguments are capped; output that
//! cannot be written is an error (but a closed pipe); a closed standard error is no panic;
//! what an error repeats from the input is cut and its control characters escaped.

mod common;

use std::io::Read as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bidbase_test_support::hostile::{self, Hostile, MAX_TIME};
use common::bidbase;

/// A directory of this test run's files.
fn scratch(name: &str) -> PathBuf {
    common::scratch_dir(&format!("cli-limits-{name}"))
}

/// Writes `h`'s files into a directory of their own; returns the root file's path.
fn write(h: &Hostile) -> String {
    let dir = scratch(h.name);
    for (name, text) in &h.files {
        std::fs::write(dir.join(name), text).expect("write a rules file");
    }
    dir.join("rules.bb").to_string_lossy().into_owned()
}

#[test]
fn hostile_rules_are_refused_or_load_quickly_with_short_output() {
    for h in hostile::all() {
        let path = write(&h);
        let start = Instant::now();
        let (code, out, err) = bidbase(&["check", &path]);
        let took = start.elapsed();
        assert!(took < MAX_TIME, "{}: {took:?}", h.name);
        assert!(out.len() + err.len() < 200_000, "{}: {} bytes of output", h.name, out.len() + err.len());
        assert!(!err.contains("panicked"), "{}: {err}", h.name);
        match h.refused_with {
            Some(word) => {
                assert_eq!(code, 1, "{}: {err}", h.name);
                assert!(err.contains(word), "{}: no '{word}' in {}", h.name, &err[..err.len().min(2000)]);
            }
            None => assert_eq!(code, 0, "{}: {err}", h.name),
        }
        if let (None, Some(auction)) = (h.refused_with, &h.auction) {
            let start = Instant::now();
            let (code, _, err) =
                bidbase(&["bid", "--rules", &path, "--hand", "AKQ2-KQ2-KQ2-K32", "--auction", auction]);
            assert!(start.elapsed() < MAX_TIME, "{}: bid took {:?}", h.name, start.elapsed());
            assert!(!err.contains("panicked"), "{}: {err}", h.name);
            assert!(code == 0 || code == 1, "{}: exit {code}: {err}", h.name);
        }
        let _ = std::fs::remove_dir_all(scratch(h.name));
    }
}

#[test]
fn resource_arguments_are_capped() {
    let cases: [(&[&str], &str); 4] = [
        (&["simulate", "--threads", "100000", "--deals", "10"], "limit of 1,024 threads"),
        (&["simulate", "--deals", "18446744073709551615"], "limit of 1,000,000,000 boards"),
        (&["bench", "--positions", "18446744073709551615"], "limit of 1,000,000 positions"),
        (&["compare", "--against-system", "sayc", "--threads", "5000", "--deals", "10"], "limit of 1,024 threads"),
    ];
    for (args, want) in cases {
        let start = Instant::now();
        let (code, _, err) = bidbase(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(start.elapsed() < Duration::from_secs(5), "{args:?}: {:?}", start.elapsed());
    }
}

#[test]
fn a_score_sheet_has_a_bounded_number_of_results() {
    let dir = scratch("sheet");
    let path = dir.join("teams.txt");
    std::fs::write(&path, "3 3NT W 12 | 6NT W 12\n".repeat(150_000)).expect("write a sheet");
    let (code, _, err) = bidbase(&["score", "teams", "--file", &path.to_string_lossy()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("at most 100,000"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_full_disk_is_an_error_and_a_closed_pipe_is_not() {
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full");
    if let Ok(full) = full {
        let out = Command::new(env!("CARGO_BIN_EXE_bidbase"))
            .args(["deal", "--count", "10"])
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .expect("run bidbase");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(err.contains("cannot write the output"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        // Through println-style output too.
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full");
        let out = Command::new(env!("CARGO_BIN_EXE_bidbase"))
            .args(["bid", "--hand", "AKQ2-KQ2-KQ2-K32"])
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .expect("run bidbase");
        assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    }
    // A reader that stops after one line, as `| head -1` does.
    let mut child = Command::new(env!("CARGO_BIN_EXE_bidbase"))
        .args(["deal", "--count", "100000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run bidbase");
    let mut first = [0u8; 64];
    let mut stdout = child.stdout.take().expect("stdout");
    stdout.read_exact(&mut first).expect("a first deal");
    drop(stdout);
    let out = child.wait_with_output().expect("wait");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn a_closed_standard_error_is_no_panic() {
    // An error to report (a bad hand) with standard error closed: the exit code still tells.
    let out = Command::new(env!("CARGO_BIN_EXE_bidbase"))
        .args(["bid", "--hand", "not a hand"])
        .stdout(Stdio::null())
        .stderr(closed_pipe())
        .status()
        .expect("run bidbase");
    assert_eq!(out.code(), Some(2));
}

/// The write end of a pipe whose read end is closed: writing to it fails.
fn closed_pipe() -> Stdio {
    let mut child = Command::new("true").stdin(Stdio::piped()).spawn().expect("run true");
    let stdin = child.stdin.take().expect("a pipe");
    let _ = child.wait();
    Stdio::from(stdin)
}

#[test]
fn errors_cut_long_inputs_and_escape_control_characters() {
    let long = format!("1C {}\u{1b}[2J", "P ".repeat(50_000));
    let (code, _, err) = bidbase(&["bid", "--hand", "AKQ2-KQ2-KQ2-K32", "--auction", &long]);
    assert_eq!(code, 2, "{}", &err[..err.len().min(1000)]);
    assert!(err.len() < 2_000, "{} bytes: {}", err.len(), &err[..1000]);
    assert!(!err.contains('\u{1b}'), "a raw escape: {err}");
    let (code, _, err) = bidbase(&["bid", "--hand", "AKQ\u{1b}[31m"]);
    assert_eq!(code, 2);
    assert!(err.contains("\\u{1b}") && !err.contains('\u{1b}'), "{err}");
}

/// What `cases` repeats of its input (the group of a failing case, a dubious mark's reason, the
/// group summary) is cut and escaped like an error message.
#[test]
fn cases_cut_and_escape_what_they_repeat() {
    let dir = scratch("cases-echo");
    let path = dir.join("cases.tsv");
    let group = format!("g{}\u{1b}[2J", "x".repeat(20_000));
    std::fs::write(&path, format!("{group}\tN\tNone\t-\tAKQ2.K32.Q32.J32\t7N\n")).unwrap();
    let (code, out, err) = bidbase(&["cases", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("FAIL") && out.contains("\\u{1b}"), "{}", &out[..out.len().min(2000)]);
    assert!(!out.contains('\u{1b}'), "a raw escape in the report");
    assert!(out.len() < 3_000, "{} bytes repeated", out.len());
}

#[test]
fn diagnostics_are_capped_with_the_total_counted() {
    let path = write(&hostile::similar_lines(15_000));
    let (code, _, err) = bidbase(&["check", &path]);
    assert_eq!(code, 1);
    assert_eq!(err.matches("error:").count(), 100, "{}", &err[..err.len().min(2000)]);
    assert!(err.contains("... and 14,900 more errors"), "{}", &err[err.len().saturating_sub(500)..]);
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let path = write(&hostile::byte_order_mark());
    let (code, out, err) = bidbase(&["check", &path]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("system \"Marked\""), "{out}");
}
