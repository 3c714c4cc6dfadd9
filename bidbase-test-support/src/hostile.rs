//! Rules texts written to make a loader or a lookup fail: one for each way short rules text can
//! ask for too much time, memory, stack or output. The suites of the rules loader, the command
//! line and the C ABI load each of them and check that it is refused with a clear error, or
//! loads, in bounded time and memory, on a small stack.

use std::fmt::Write as _;
use std::time::Duration;

/// The most time one hostile text may take to load and bid: a second in a release build. A
/// debug build gets fifteen: it is five to ten times slower, and the test suite may share two
/// cores with three other jobs; fifteen still catches the exponential cases (minutes).
pub const MAX_TIME: Duration = Duration::from_secs(if cfg!(debug_assertions) { 15 } else { 1 });

/// The most memory one hostile text may take.
pub const MAX_BYTES: usize = 200 << 20;

/// Runs `f` on a thread with a 256 KB stack, as a host program's worker thread might be.
pub fn on_small_stack<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn_scoped(s, f)
            .expect("a thread")
            .join()
            .expect("no panic")
    })
}

/// A rules text and what to do with it.
pub struct Hostile {
    /// What it tries, for messages (`nested-uses`).
    pub name: &'static str,
    /// The files: the root file first (`rules.bb`), then those it includes, as (name, text).
    pub files: Vec<(String, String)>,
    /// An auction to bid on after loading (BidBase calls separated by blanks), if the text is
    /// about lookups.
    pub auction: Option<String>,
    /// A word the error must contain when the text is refused (the limit it names); `None`
    /// when the text must load.
    pub refused_with: Option<&'static str>,
}

impl Hostile {
    fn one(name: &'static str, text: String, refused_with: Option<&'static str>) -> Hostile {
        Hostile { name, files: vec![("rules.bb".into(), text)], auction: None, refused_with }
    }

    /// The root file's text.
    pub fn root(&self) -> &str {
        &self.files[0].1
    }
}

/// A legal auction of `len` calls that has not ended, from the dealer: each bid from 1C up
/// followed by "P P D P P R P P" (the pattern of the longest auction), cut at `len` calls (at
/// most 300).
pub fn long_auction(len: usize) -> String {
    let mut calls: Vec<String> = Vec::new();
    'bids: for level in 1..=7 {
        for strain in ["C", "D", "H", "S", "N"] {
            calls.push(format!("{level}{strain}"));
            calls.extend("P P D P P R P P".split(' ').map(String::from));
            if calls.len() >= len {
                break 'bids;
            }
        }
    }
    calls.truncate(len.min(300));
    calls.join(" ")
}

/// A pattern section with five runs whose elements match almost everywhere, and a long
/// auction: matching by backtracking tries a power of the auction's length.
pub fn runs_pattern() -> Hostile {
    let text = "[]\n1C\n\n[... P ... P ... P ... P ... 1C ...]\n7N\n".to_string();
    Hostile { auction: Some(long_auction(300)), ..Hostile::one("five-runs", text, None) }
}

/// `n` blocks, each using the next: a chain of uses `n` deep.
pub fn nested_uses(n: usize) -> Hostile {
    let mut text = String::from("[]\nuse \"B0\"\n");
    for k in 0..n {
        let _ = write!(text, "block \"B{k}\"\n1C hcp={}\n", k % 40);
        if k + 1 < n {
            let _ = writeln!(text, "use \"B{}\"", k + 1);
        }
    }
    Hostile::one("nested-uses", text, None)
}

/// Blocks that each use the next twice, `levels` deep: the section that uses the top one would
/// hold 2^levels entries.
pub fn billion_laughs(levels: usize) -> Hostile {
    let mut text = String::from("[]\nuse \"L0\"\n");
    for k in 0..levels {
        let _ = write!(text, "block \"L{k}\"\nuse \"L{}\"\nuse \"L{}\"\n", k + 1, k + 1);
    }
    let _ = write!(text, "block \"L{levels}\"\n1C\n");
    Hostile::one("billion-laughs", text, Some("Limits::max_expanded"))
}

/// A chain of `n` files, each including the next.
pub fn include_chain(n: usize) -> Hostile {
    let mut files = Vec::new();
    for k in 0..n {
        let name = if k == 0 { "rules.bb".to_string() } else { format!("f{k}.bb") };
        let text = if k + 1 < n { format!("include \"f{}.bb\"\n", k + 1) } else { "[]\n1C\n".to_string() };
        files.push((name, text));
    }
    let refused = (n > 100).then_some("Limits::max_include_depth");
    Hostile { name: "include-chain", files, auction: None, refused_with: refused }
}

/// A file that includes another `n` times.
pub fn many_includes(n: usize) -> Hostile {
    let mut text = String::from("[]\n1C\n");
    for _ in 0..n {
        text.push_str("include \"a.bb\"\n");
    }
    let files = vec![("rules.bb".to_string(), text), ("a.bb".to_string(), "[1C-P]\nP\n".to_string())];
    Hostile { name: "many-includes", files, auction: None, refused_with: Some("Limits::max_files") }
}

/// A file of `n` lines that each include the file itself (each an include cycle, an error),
/// included `n` times by the root: every copy read repeats its errors, `n * n` of them.
pub fn self_includes(n: usize) -> Hostile {
    let line = "include \"a.bb\"\n";
    let files =
        vec![("rules.bb".to_string(), format!("[]\n1C\n{}", line.repeat(n))), ("a.bb".to_string(), line.repeat(n))];
    Hostile { name: "self-includes", files, auction: None, refused_with: Some("Limits::max_errors") }
}

/// `layers` layers of ten pattern sections, each aliasing the auction the next layer's sections
/// match: a lookup that follows every alias without remembering the sections it tried walks
/// 10^layers of them.
pub fn alias_layers(layers: usize) -> Hostile {
    const BASE: &str = "1C-P-1D-P-1H-P-1S-P-1N-P-2C-P-2D-P-2H-P-2S-P-2N-P";
    const MARKS: [&str; 10] = ["3C", "3D", "3H", "3S", "3N", "4C", "4D", "4H", "4S", "4N"];
    const BIDS: [&str; 10] = ["1C", "1D", "1H", "1S", "1N", "2C", "2D", "2H", "2S", "2N"];
    let layers = layers.min(MARKS.len() - 1);
    let mut text = String::new();
    for (k, mark) in MARKS.iter().enumerate().take(layers) {
        for bid in BIDS {
            let _ = write!(text, "[... {bid} ... {mark}] as [{BASE}-{}]\n1C\n\n", MARKS[k + 1]);
        }
    }
    let _ = write!(text, "[... {}]\n1C\n", MARKS[layers]);
    let auction = format!("{BASE}-{}", MARKS[0]).replace('-', " ");
    Hostile { name: "alias-layers", files: vec![("rules.bb".into(), text)], auction: Some(auction), refused_with: None }
}

/// `n` lines of `similar` lists, each with a bad call first and then a dozen auctions: as many
/// errors, each on a line longer than an excerpt.
pub fn similar_lines(n: usize) -> Hostile {
    let mut text = String::from("[]\n1C\n");
    for _ in 0..n {
        text.push_str("similar [1C-1H-9Z]");
        for _ in 0..12 {
            text.push_str(" [1C-1H-2D]");
        }
        text.push('\n');
    }
    Hostile::one("similar-lines", text, Some("more errors"))
}

/// A section whose header and one entry are a line of `n` bytes, with control characters.
pub fn long_line(n: usize) -> Hostile {
    let mut text = String::from("[]\n1C hcp=");
    while text.len() < n {
        text.push_str("\u{1b}[2J\u{7}x");
    }
    text.push('\n');
    Hostile::one("long-line", text, Some("\\u{1b}"))
}

/// A small system with a UTF-8 byte-order mark.
pub fn byte_order_mark() -> Hostile {
    Hostile::one("byte-order-mark", "\u{feff}system \"Marked\"\n[]\n1C\n".to_string(), None)
}

/// Every hostile text, at sizes that took minutes, gigabytes or the whole stack before the
/// limits.
pub fn all() -> Vec<Hostile> {
    vec![
        runs_pattern(),
        nested_uses(5_000),
        billion_laughs(40),
        include_chain(5_000),
        include_chain(100),
        many_includes(70_000),
        self_includes(1_000),
        alias_layers(8),
        similar_lines(15_000),
        long_line(200_000),
        byte_order_mark(),
    ]
}
