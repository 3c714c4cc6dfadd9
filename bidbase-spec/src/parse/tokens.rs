//! A line cut into tokens: comments stripped, whitespace-separated tokens whose quoted strings
//! may hold blanks, and strings quoted and unquoted.

/// A whitespace-separated token; quoted strings may contain blanks.
#[derive(Clone, Copy, Debug)]
pub(super) struct Tok<'a> {
    /// The token as written.
    pub(super) text: &'a str,
    /// Where it starts.
    pub(super) start: usize,
}

impl Tok<'_> {
    /// One past its last byte.
    pub(super) fn end(&self) -> usize {
        self.start + self.text.len()
    }
}

/// Where a scan of a line stands with respect to quoted strings.
#[derive(Default)]
struct Quotes {
    /// Inside a string.
    inside: bool,
    /// Just after a backslash inside a string.
    escaped: bool,
}

impl Quotes {
    /// Moves past `c` when inside a string (escapes and the closing quote included): true
    /// then; false when `c` is outside any string (an opening quote is: see [`Quotes::open`]).
    fn within(&mut self, c: char) -> bool {
        if !self.inside {
            return false;
        }
        if self.escaped {
            self.escaped = false;
        } else if c == '\\' {
            self.escaped = true;
        } else if c == '"' {
            self.inside = false;
        }
        true
    }

    /// An opening quote.
    fn open(&mut self) {
        self.inside = true;
    }
}

/// Cuts a `#` comment that starts a line or follows a blank, outside quotes.
pub(super) fn strip_comment(line: &str) -> &str {
    let mut quotes = Quotes::default();
    let mut prev_blank = true;
    for (i, c) in line.char_indices() {
        if !quotes.within(c) {
            if c == '"' {
                quotes.open();
            } else if c == '#' && prev_blank {
                return &line[..i];
            }
        }
        prev_blank = c.is_whitespace();
    }
    line
}

/// The tokens of a line's code (`base`: where it starts in the file); an unterminated string is
/// an error at its quote.
pub(super) fn tokenize(body: &str, base: usize) -> Result<Vec<Tok<'_>>, (usize, String)> {
    let mut toks = Vec::new();
    let mut start: Option<usize> = None;
    let mut quotes = Quotes::default();
    let mut quote_at = 0;
    for (i, c) in body.char_indices() {
        if quotes.within(c) {
            continue;
        }
        if c.is_whitespace() {
            if let Some(s) = start.take() {
                toks.push(Tok { text: &body[s..i], start: base + s });
            }
        } else {
            if start.is_none() {
                start = Some(i);
            }
            if c == '"' {
                quotes.open();
                quote_at = i;
            }
        }
    }
    if quotes.inside {
        return Err((base + quote_at, "unterminated string: expected a closing '\"'".into()));
    }
    if let Some(s) = start {
        toks.push(Tok { text: &body[s..], start: base + s });
    }
    Ok(toks)
}

/// A quoted string's text, its escapes (`\"`, `\\`, `\n`) resolved.
pub(super) fn unquote(text: &str) -> Result<String, String> {
    let inner = text
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .filter(|_| text.len() >= 2)
        .ok_or_else(|| format!("expected a quoted string, found {text}"))?;
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some(n @ ('"' | '\\')) => out.push(n),
                Some('n') => out.push('\n'),
                other => {
                    return Err(format!(
                        "unknown escape '\\{}' in a string: use \\\" or \\\\",
                        other.map(String::from).unwrap_or_default()
                    ))
                }
            }
        } else if c == '"' {
            return Err("a '\"' inside a string must be written \\\"".into());
        } else {
            out.push(c);
        }
    }
    Ok(out)
}

/// Writes a string so [`unquote`] reads it back.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_start_after_a_blank_outside_strings() {
        assert_eq!(strip_comment("1C hcp=12+ # why"), "1C hcp=12+ ");
        assert_eq!(strip_comment("# all of it"), "");
        assert_eq!(strip_comment("1C text=\"a # b\" # c"), "1C text=\"a # b\" ");
        assert_eq!(strip_comment("1C text=\"a \\\" # b\""), "1C text=\"a \\\" # b\"");
        assert_eq!(strip_comment("1C bon=1#2"), "1C bon=1#2");
    }

    #[test]
    fn tokens_keep_their_strings_whole() {
        let toks = tokenize("1C \"A: B\"  text=\"x y\"", 10).unwrap();
        let got: Vec<(&str, usize)> = toks.iter().map(|t| (t.text, t.start)).collect();
        assert_eq!(got, [("1C", 10), ("\"A: B\"", 13), ("text=\"x y\"", 21)]);
        assert_eq!(tokenize("1C text=\"x", 4).err(), Some((12, "unterminated string: expected a closing '\"'".into())));
    }

    #[test]
    fn strings_quote_and_unquote() {
        let s = "a \"b\" \\ c\nd";
        assert_eq!(unquote(&quote(s)), Ok(s.to_string()));
        assert!(unquote("\"a\\qb\"").unwrap_err().starts_with("unknown escape"));
        assert!(unquote("abc").is_err());
    }
}
