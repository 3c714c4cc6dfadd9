//! The progress bar of the long commands (dd --file, simulate, compare), drawn on standard
//! error when it is a terminal.

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressStyle};

/// A progress bar on a terminal for `len` items, `None` when standard error is not one.
pub fn progress(len: u64, what: &str) -> Option<ProgressBar> {
    if !std::io::stderr().is_terminal() || len < 2 {
        return None;
    }
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {what} ({{per_sec}}, {{eta}} left)"))
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    Some(bar)
}
