//! The progress bar of the long commands (dd --file, simulate, compare), drawn on standard
//! error when it is a terminal.

use std::io::IsTerminal;
use std::time::Instant;

use bidbase::Deal;
use bidbase_dd::{DdError, DdTable};
use indicatif::{ProgressBar, ProgressState, ProgressStyle};

/// A progress bar on a terminal for `len` items, `None` when standard error is not one.
pub fn progress(len: u64, what: &str) -> Option<ProgressBar> {
    if !std::io::stderr().is_terminal() || len < 2 {
        return None;
    }
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {what} ({{rate}}, {{eta}} left)"))
            .map(|s| {
                s.with_key("rate", |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                    let _ = write!(w, "{}/s", rate(state.per_sec()));
                })
            })
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    Some(bar)
}

/// Solves `deals` double dummy with a progress bar of `what` on a terminal: the tables, and
/// the seconds spent.
pub fn solve_with_progress(deals: &[Deal], what: &str) -> Result<(Vec<DdTable>, f64), DdError> {
    let bar = progress(deals.len() as u64, what);
    let start = Instant::now();
    let tables = bidbase_dd::solve_all(deals, &|n| {
        if let Some(b) = &bar {
            b.inc(n as u64);
        }
    });
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    Ok((tables?, start.elapsed().as_secs_f64()))
}

/// A rate for the bar: whole numbers with thousands separators (`403,867`), one decimal below
/// 100 (`12.5`).
fn rate(per_sec: f64) -> String {
    if !per_sec.is_finite() {
        return "-".into();
    }
    if per_sec < 100.0 {
        return format!("{per_sec:.1}");
    }
    let digits = format!("{:.0}", per_sec);
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::rate;

    #[test]
    fn rates_are_rounded() {
        assert_eq!(rate(403_866.631_3), "403,867");
        assert_eq!(rate(1_234.4), "1,234");
        assert_eq!(rate(999.6), "1,000");
        assert_eq!(rate(12.46), "12.5");
        assert_eq!(rate(f64::INFINITY), "-");
    }
}
