//! `bidbase expand FILE`: the generated Rust, formatted.

use std::process::ExitCode;

use crate::error::UserError;

/// Arguments of `expand`.
#[derive(clap::Args)]
pub struct Args {
    /// The rules file.
    file: String,
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    match bidbase_codegen::expand_to_string(&args.file) {
        Ok(code) => {
            out!("{code}");
            Ok(ExitCode::SUCCESS)
        }
        Err(msg) => {
            errln!("{}", msg.trim_end());
            Ok(ExitCode::from(1))
        }
    }
}
