//! The limits that keep loading rules text bounded in time, memory, stack and output, so that
//! a program can load rules it did not write (a user's own conventions) in its own process.
//!
//! Every stage of loading is iterative or bounded by the language itself (includes, blocks and
//! `use`, parametrized sections, aliases, patterns, lowering, the checks), so the stack a load
//! needs does not grow with the text. What could grow without end is bounded here: past a
//! limit, loading stops with an error at the place that crossed it (`file:line:col`, naming
//! the limit), never an abort. docs/limits.md lists them with their defaults.

/// The limits of one load ([`crate::lower::compile_with`], [`crate::Interpreter::load_with`]).
/// [`Limits::default`] is generous: the built-in systems load far below every limit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most files read: the root file and every `include` (a file included twice counts
    /// twice). At most 65,535 whatever the setting (files are numbered in 16 bits).
    pub max_files: usize,
    /// The most bytes of rules text read, over every file read.
    pub max_source_bytes: usize,
    /// The most nested includes (a file that includes a file that includes ...).
    pub max_include_depth: usize,
    /// The expanded size: the entries and sections the system has once every `use` has put
    /// in its block's entries and every parametrized section has been expanded, plus every
    /// assignment of a parametrized section's variables tried while expanding it. An entry or
    /// a section header counts once per [`UNIT_BYTES`] bytes of its text (at least once), so
    /// that the size follows the memory the system takes. The entries read from the files
    /// count against the same limit as they are read.
    pub max_expanded: usize,
    /// The most errors in the files read before the loader stops reading more files (text
    /// that makes this many errors is not a system; reading on would only make more).
    pub max_errors: usize,
}

impl Limits {
    /// The defaults: 1,000 files, 16 MiB of text, includes 100 deep, an expanded size of
    /// 200,000 (SAYC, 16 files and 1.2 MB of text, has an expanded size of 48,591), 1,000
    /// errors.
    pub const DEFAULT: Limits = Limits {
        max_files: 1_000,
        max_source_bytes: 16 << 20,
        max_include_depth: 100,
        max_expanded: 200_000,
        max_errors: 1_000,
    };

    /// The most files that can be numbered.
    pub const FILE_IDS: usize = u16::MAX as usize;
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

/// An entry (or a section header) counts once in the expanded size per this many bytes of its
/// text.
pub const UNIT_BYTES: u64 = 128;

/// A pattern section's header counts this many times in the expanded size: every lookup and
/// every description tries the system's pattern sections one by one, so their number costs more
/// than their text (SAYC's 300 or so count about 5,000).
pub const PATTERN_UNITS: u64 = 16;

/// What the text at `span` counts in the expanded size: once per [`UNIT_BYTES`] bytes, at least
/// once.
pub fn units(span: crate::Span) -> u64 {
    1 + u64::from(span.end.saturating_sub(span.start)) / UNIT_BYTES
}

/// How many diagnostics [`crate::Diagnostics::render`] prints before it counts the rest.
pub const MAX_RENDERED_DIAGNOSTICS: usize = 100;

/// The most diagnostics one load keeps; past it they are counted, not kept (each takes memory,
/// and no one reads ten thousand).
pub const MAX_KEPT_DIAGNOSTICS: usize = 10_000;

/// The longest source line excerpt a diagnostic prints, in characters: a longer line is cut
/// around the place the diagnostic points at.
pub const MAX_EXCERPT_CHARS: usize = 120;

/// A number with thousands separators: `4,000,000`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A chain of names for a message (`a -> b -> c`), the middle left out when it is long.
pub fn chain_text<S: AsRef<str>>(names: &[S]) -> String {
    const SHOWN: usize = 8;
    let join = |part: &[S]| part.iter().map(|s| s.as_ref()).collect::<Vec<_>>().join(" -> ");
    if names.len() <= SHOWN {
        return join(names);
    }
    let (head, tail) = (&names[..3], &names[names.len() - 3..]);
    format!("{} -> ({} more) -> {}", join(head), thousands(names.len() - 6), join(tail))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_chains_read_well() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(4_812), "4,812");
        assert_eq!(thousands(4_000_000), "4,000,000");
        assert_eq!(chain_text(&["a", "b"]), "a -> b");
        let long: Vec<String> = (0..20).map(|i| format!("f{i}")).collect();
        assert_eq!(chain_text(&long), "f0 -> f1 -> f2 -> (14 more) -> f17 -> f18 -> f19");
    }
}
