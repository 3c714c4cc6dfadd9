//! `bidbase`: bid, explain, check rules, run test cases, simulate, and evaluate hands.
//!
//! The command's code as a library: the `bidbase` binary (`bidbase-cli`) runs [`run_main`]
//! with the built-in systems, and the Python package (`python/`) calls the same functions that
//! build the commands' JSON, so the two give the same answers. The systems are the program's
//! to give ([`builtin::register`]): this crate does not depend on them, so a change to a
//! system's rules does not compile the commands again.
#![forbid(unsafe_code)]

/// `println!` that ends the program quietly when standard output is closed (`| head`), and with
/// an error when it cannot be written (a full disk), instead of panicking
/// ([`output::failed`]).
macro_rules! outln {
    ($($t:tt)*) => {{
        use ::std::io::Write as _;
        if let Err(e) = ::std::writeln!(::std::io::stdout(), $($t)*) {
            $crate::output::failed(e);
        }
    }};
}

/// `print!` with the same behaviour as [`outln!`].
macro_rules! out {
    ($($t:tt)*) => {{
        use ::std::io::Write as _;
        if let Err(e) = ::std::write!(::std::io::stdout(), $($t)*) {
            $crate::output::failed(e);
        }
    }};
}

/// `eprintln!` that does not panic when standard error cannot be written (it is closed): the
/// message is lost, the exit code still tells. The message is made safe to print
/// ([`output::cut`]).
macro_rules! errln {
    ($($t:tt)*) => {{
        use ::std::io::Write as _;
        let _ = ::std::writeln!(::std::io::stderr(), "{}", $crate::output::cut(&::std::format!($($t)*)));
    }};
}

pub mod bench_cmd;
pub mod bid_cmd;
pub mod builtin;
pub mod call_meaning;
pub mod cases_cmd;
pub mod check_cmd;
pub mod compare_cmd;
pub mod conventions_cmd;
pub mod dd_cmd;
pub mod dda_save;
pub mod deal_cmd;
pub mod describe_cmd;
pub mod error;
pub mod expand_cmd;
pub mod features_cmd;
pub mod lint_cmd;
pub mod lint_summary;
pub mod number_cmd;
pub mod output;
pub mod plural;
pub mod progress;
pub mod rules_arg;
pub mod score;
pub mod shared_args;
pub mod simulate;

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use error::UserError;

/// bidbase: a rule compiler for contract-bridge bidding systems.
#[derive(Parser)]
#[command(name = "bidbase", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The call a system makes for a hand after an auction.
    Bid(bid_cmd::Args),
    /// The call a system makes, and why each earlier entry of the section did not match
    /// (`bid --explain`).
    #[command(mut_arg("explain", |a| a.hide(true)))]
    Explain(bid_cmd::Args),
    /// What each call of an auction shows, and what each player has shown, from the entries
    /// that make the calls.
    #[command(mut_arg("hand", |a| a.hide(true)))]
    Describe(describe_cmd::Args),
    /// Every legal call now, with what it would show (the bidding-box hover).
    Calls(describe_cmd::Args),
    /// Bid every case of a test file and report the agreement.
    Cases(cases_cmd::Args),
    /// Parse and validate a rules file and run every test hand (exit 1 on errors).
    Check(check_cmd::Args),
    /// The consistency checks of docs/lint.md: test hands in every situation, shadowed entries,
    /// unreachable sections, gaps, similar auctions, descriptions, runaway slams.
    Lint(lint_cmd::Args),
    /// The Bid Order Numbers of the entries written without one, numbered as the BidBase
    /// Editor numbers them and fitted to file order; `--write` writes them into the files.
    Number(number_cmd::Args),
    /// Every hand measure of the rules, for the hand and for each suit.
    Features(features_cmd::Args),
    /// A system's conventions: each path with its setting (on, off, we, they) and how many
    /// entries it has; the names `--conventions` switches.
    Conventions(conventions_cmd::Args),
    /// Scoring: duplicate, IMPs, victory points, BIDittle, minibridge, Russian, rubber and Chicago
    /// sheets, matchpoints on a traveller, team matches over two rooms.
    Score(score::Args),
    /// Deal and bid many boards with a system and report what happened.
    Simulate(simulate::Args),
    /// Add up the shard files of one run (`simulate --shard I/K`) and print the run's report.
    Merge(simulate::MergeArgs),
    /// Deal random boards in PBN.
    Deal(deal_cmd::Args),
    /// Print the Rust that the compiler generates for a rules file.
    Expand(expand_cmd::Args),
    /// The 20 double-dummy results of a deal (declarer by strain), or of every deal of a file.
    Dd(dd_cmd::DdArgs),
    /// The par score and par contracts of a deal.
    Par(dd_cmd::ParArgs),
    /// Two systems, or one with different convention switches, in a team match on the same
    /// deals, scored double dummy: IMPs per board and where the auctions part.
    Compare(compare_cmd::Args),
    /// Compiled against interpreted matching on a self-play corpus: checks that the back ends
    /// agree, then ns a lookup (and a BidBase-style linear scan) and boards a second, with the
    /// machine noted.
    Bench(bench_cmd::Args),
}

/// Runs the command line on these built-in systems (the default first): parses the arguments,
/// runs the command, prints its output and returns the exit code (2 for bad input, with the
/// message on standard error).
pub fn run_main(builtins: &'static [bidbase::Builtin]) -> ExitCode {
    builtin::register(builtins);
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Bid(a) => bid_cmd::run(a),
        Command::Explain(mut a) => {
            a.explain = true;
            bid_cmd::run(a)
        }
        Command::Describe(a) => describe_cmd::describe(a),
        Command::Calls(a) => describe_cmd::calls(a),
        Command::Cases(a) => cases_cmd::run(a),
        Command::Number(a) => number_cmd::run(a),
        Command::Check(a) => check_cmd::run(a),
        Command::Lint(a) => lint_cmd::run(a),
        Command::Features(a) => features_cmd::run(a),
        Command::Conventions(a) => conventions_cmd::run(a),
        Command::Score(a) => score::run(a),
        Command::Simulate(a) => simulate::run(a),
        Command::Merge(a) => simulate::merge(a),
        Command::Deal(a) => deal_cmd::run(a),
        Command::Expand(a) => expand_cmd::run(a),
        Command::Dd(a) => dd_cmd::dd(a),
        Command::Par(a) => dd_cmd::par_cmd(a),
        Command::Compare(a) => compare_cmd::run(a),
        Command::Bench(a) => bench_cmd::run(a),
    };
    match result {
        Ok(code) => {
            output::flush();
            code
        }
        Err(UserError(msg)) => {
            // Messages rendered from diagnostics carry their own `error:`.
            if msg.starts_with("error:") {
                errln!("{msg}");
            } else {
                errln!("error: {msg}");
            }
            ExitCode::from(2)
        }
    }
}
