//! Running the `bidbase` binary from the CLI's integration tests (each test file includes this
//! module with `mod common;` and uses what it needs).
#![allow(dead_code)]

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value;

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A fresh directory for one test's files, under the system's temporary directory and named
/// after the test and this process (so that parallel runs do not meet).
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bidbase-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

/// Runs `bidbase` with `args` and optional standard input: (exit code, stdout, stderr).
pub fn run(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bidbase"));
    cmd.args(args).stdout(Stdio::piped()).stderr(Stdio::piped());
    cmd.stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() });
    let mut child = cmd.spawn().expect("run bidbase");
    if let Some(input) = stdin {
        child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write stdin");
    }
    let out = child.wait_with_output().expect("wait for bidbase");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs `bidbase` with `args`: (exit code, stdout, stderr).
pub fn bidbase(args: &[&str]) -> (i32, String, String) {
    run(args, None)
}

/// The output of a successful run.
pub fn text(args: &[&str]) -> String {
    let (code, out, err) = run(args, None);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// The JSON output of a successful run (the arguments include `--json` where the command
/// needs it).
pub fn json(args: &[&str]) -> Value {
    let out = text(args);
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: invalid JSON ({e}): {out}"))
}
