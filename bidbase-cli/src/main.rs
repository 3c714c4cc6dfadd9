//! `bidbase`: bid, explain, check rules, run test cases, simulate, and evaluate hands. The
//! commands are in `bidbase-commands`; this program runs them on the built-in systems.
#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    bidbase_commands::run_main(bidbase_systems::BUILTINS)
}
