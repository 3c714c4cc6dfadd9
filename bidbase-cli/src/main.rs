//! `bidbase`: bid, explain, check rules, run test cases, simulate, and evaluate hands.
#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    bidbase_cli::run_main()
}
