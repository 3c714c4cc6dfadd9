//! Writing what the commands print: a failed write to standard output is an error (exit 1),
//! except a closed pipe (`| head`), which ends the program quietly; a failed write to standard
//! error is ignored (nothing is left to report it on). Text from the input that an error
//! repeats is cut to a readable length and its control characters escaped.

use std::io::Write as _;

/// The exit code of a failed write to standard output.
const WRITE_FAILED: i32 = 1;

/// The longest line of an error message, in characters: a longer one keeps its start and end.
pub const MAX_LINE_CHARS: usize = 400;

/// Ends the program after a failed write to standard output: quietly (exit 0) when the reader
/// has gone (a closed pipe), with an error otherwise (a full disk, a closed descriptor).
pub fn failed(e: std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    errln!("error: cannot write the output: {e}");
    std::process::exit(WRITE_FAILED)
}

/// Writes out what standard output holds, ending the program as [`failed`] says when it
/// cannot.
pub fn flush() {
    if let Err(e) = std::io::stdout().flush() {
        failed(e);
    }
}

/// `text` made safe and short enough to print: control characters but the line ends escaped
/// (`\u{1b}`), each line longer than [`MAX_LINE_CHARS`] cut in its middle.
pub fn cut(text: &str) -> String {
    text.split('\n').map(cut_line).collect::<Vec<_>>().join("\n")
}

fn cut_line(line: &str) -> String {
    let mut shown: Vec<String> = Vec::new();
    for c in line.chars() {
        if c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}') {
            shown.push(c.escape_unicode().to_string());
        } else {
            shown.push(c.to_string());
        }
    }
    if shown.len() <= MAX_LINE_CHARS {
        return shown.concat();
    }
    let keep = MAX_LINE_CHARS / 2 - 10;
    let left = shown.len() - 2 * keep;
    format!("{} ...({} characters)... {}", shown[..keep].concat(), left, shown[shown.len() - keep..].concat())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_cut_and_controls_escaped() {
        assert_eq!(cut("bad hand 'AKQ\u{1b}[2J'"), "bad hand 'AKQ\\u{1b}[2J'");
        assert_eq!(cut("two\nlines"), "two\nlines");
        let long = format!("bad auction '{}': illegal", "1C ".repeat(10_000));
        let c = cut(&long);
        assert!(c.chars().count() < MAX_LINE_CHARS + 40, "{c}");
        assert!(c.starts_with("bad auction '1C 1C") && c.ends_with("1C ': illegal"), "{c}");
        assert!(c.contains("characters)..."), "{c}");
    }
}
