//! Reading a system: the root file and everything it includes, in order.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use crate::ast::{Item, RuleFile};
use crate::limits::{chain_text, thousands, Limits};
use crate::parse::parse_file_with;
use crate::span::{Diagnostic, Diagnostics, SourceFile, SourceMap, Span};

/// Where rule files come from.
pub trait Loader {
    /// Reads the file `name` (already resolved against the including file). Returns the text,
    /// and the path actually read when it is on disk.
    fn read(&self, name: &str) -> Result<(String, Option<PathBuf>), String>;
}

/// Reads files from a directory: names are relative to it (the current directory for the CLI,
/// `CARGO_MANIFEST_DIR` for the compiler).
#[derive(Clone, Debug)]
pub struct FsLoader {
    /// The directory names are relative to.
    pub base: PathBuf,
}

impl FsLoader {
    /// A loader for names relative to `base`.
    pub fn new(base: impl Into<PathBuf>) -> FsLoader {
        FsLoader { base: base.into() }
    }
}

impl Loader for FsLoader {
    fn read(&self, name: &str) -> Result<(String, Option<PathBuf>), String> {
        let path = self.base.join(name);
        match std::fs::read_to_string(&path) {
            Ok(t) => Ok((t, Some(path))),
            Err(e) => Err(format!("cannot read {}: {e}", path.display())),
        }
    }
}

/// Files held in memory, by name (for tests and embedding).
#[derive(Clone, Debug, Default)]
pub struct MemLoader {
    /// Name to text.
    pub files: HashMap<String, String>,
}

impl MemLoader {
    /// A loader with one file.
    pub fn single(name: &str, text: &str) -> MemLoader {
        let mut files = HashMap::new();
        files.insert(name.to_string(), text.to_string());
        MemLoader { files }
    }
}

impl Loader for MemLoader {
    fn read(&self, name: &str) -> Result<(String, Option<PathBuf>), String> {
        self.files.get(name).cloned().map(|t| (t, None)).ok_or_else(|| format!("no file named {name}"))
    }
}

/// The parsed files of a system, items flattened in include order.
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    /// All files.
    pub sources: SourceMap,
    /// Parsed files by file id.
    pub files: Vec<RuleFile>,
    /// Items in reading order, with the file each comes from.
    pub items: Vec<(u16, Item)>,
    /// Paths read from disk.
    pub paths: Vec<PathBuf>,
}

/// Resolves an include written in `from` against `from`'s directory.
pub fn resolve(from: &str, include: &str) -> String {
    let parent = Path::new(from).parent().unwrap_or(Path::new(""));
    let mut parts: Vec<String> = Vec::new();
    for c in parent.join(include).components() {
        match c {
            std::path::Component::ParentDir => {
                if parts.last().is_some_and(|p| p != "..") {
                    parts.pop();
                } else {
                    parts.push("..".into());
                }
            }
            std::path::Component::CurDir => {}
            other => parts.push(other.as_os_str().to_string_lossy().into_owned()),
        }
    }
    parts.join("/")
}

/// Reads and parses `root` and its includes, within the default [`Limits`]. Parse errors of
/// every file are collected.
pub fn load(root: &str, loader: &dyn Loader) -> (Loaded, Diagnostics) {
    load_with(root, loader, &Limits::DEFAULT)
}

/// Reads and parses `root` and its includes, within `limits` (files read, bytes read, include
/// depth). Parse errors of every file are collected. The includes are followed with a stack of
/// open files on the heap, not by recursion: no text can exhaust the thread's stack.
pub fn load_with(root: &str, loader: &dyn Loader, limits: &Limits) -> (Loaded, Diagnostics) {
    let mut r = Reader {
        loader,
        limits,
        out: Loaded::default(),
        diags: Diagnostics::default(),
        bytes: 0,
        units: 0,
        stopped: false,
    };
    let mut stack: Vec<Open> = Vec::new();
    let mut open: HashSet<String> = HashSet::new();
    if let Some(f) = r.open(root, None, 0) {
        open.insert(f.name.clone());
        stack.push(f);
    }
    // `base "file"`: where the base's items start and end, once its files are read.
    let mut base_start = 0;
    let mut base_end: Option<usize> = None;
    let mut base_seen = false;
    loop {
        let in_root = stack.len() == 1;
        let Some(top) = stack.last_mut() else { break };
        let Some(item) = top.file.items.get(top.next) else {
            if let Some(done) = stack.pop() {
                open.remove(&done.name);
                if done.base {
                    base_end = Some(r.out.items.len());
                }
                r.close(done);
            }
            continue;
        };
        top.next += 1;
        let (inc, is_base) = match item {
            Item::Include(inc) => (inc, false),
            Item::Base(inc) => (inc, true),
            _ => {
                r.out.items.push((top.id, item.clone()));
                continue;
            }
        };
        if is_base {
            let why = if !in_root {
                Some("base is written in the root file only")
            } else if base_seen {
                Some("a second base: a system is written on one base")
            } else if r.out.items.iter().any(|(_, i)| !matches!(i, Item::System(_))) {
                Some("base comes first in the root file (after its system line): the changes below apply to it")
            } else {
                None
            };
            if let Some(why) = why {
                r.diags.push(Diagnostic::error(inc.span, why));
                continue;
            }
            base_seen = true;
            base_start = r.out.items.len();
        }
        let (target, span) = (resolve(&top.name, &inc.value), inc.span);
        if open.contains(&target) {
            let names: Vec<&str> = stack.iter().map(|f| f.name.as_str()).collect();
            let msg = format!("include cycle: {} includes {target} again", chain_text(&names));
            r.diags.push(Diagnostic::error(span, msg));
            continue;
        }
        if let Some(mut f) = r.open(&target, Some(span), stack.len()) {
            f.base = is_base;
            open.insert(f.name.clone());
            stack.push(f);
        }
    }
    let items = std::mem::take(&mut r.out.items);
    r.out.items = crate::compose::compose(items, base_end.map(|end| base_start..end), &mut r.diags);
    (r.out, r.diags)
}

/// A file being read: its items, and the next one to read.
struct Open {
    name: String,
    id: u16,
    file: RuleFile,
    next: usize,
    /// Opened by `base "..."`: the base system's root file.
    base: bool,
}

/// What reading the files of a system keeps.
struct Reader<'a> {
    loader: &'a dyn Loader,
    limits: &'a Limits,
    out: Loaded,
    diags: Diagnostics,
    /// Bytes read so far.
    bytes: usize,
    /// What the entries read so far count in the expanded size.
    units: u64,
    /// A limit was reached: no more files are read.
    stopped: bool,
}

impl Reader<'_> {
    /// Reads and parses `name`, included at `at` from `depth` open files; `None` when it cannot
    /// be read or a limit stops it (with the error).
    fn open(&mut self, name: &str, at: Option<Span>, depth: usize) -> Option<Open> {
        if self.stopped {
            return None;
        }
        let span = at.unwrap_or_default();
        let errors = self.diags.error_count();
        if errors >= self.limits.max_errors {
            let msg = format!(
                "too many errors: the files read so far have {}, the limit is {} (Limits::max_errors); this include and the rest are not read",
                thousands(errors),
                thousands(self.limits.max_errors)
            );
            return self.stop(span, msg);
        }
        let max_files = self.limits.max_files.min(Limits::FILE_IDS);
        if self.out.sources.files.len() >= max_files {
            return self.stop(span, format!("too many files: this include would read file number {}, more than the limit of {} files (Limits::max_files)", thousands(max_files + 1), thousands(max_files)));
        }
        if depth >= self.limits.max_include_depth {
            let msg = format!(
                "includes nested too deep: this include would open a file {} includes deep, more than the limit of {} (Limits::max_include_depth)",
                thousands(depth + 1),
                thousands(self.limits.max_include_depth)
            );
            return self.stop(span, msg);
        }
        let (text, path) = match self.loader.read(name) {
            Ok(t) => t,
            Err(e) => {
                let d = match at {
                    Some(span) => Diagnostic::error(span, format!("cannot include {name}: {e}")),
                    None => Diagnostic::error(Span::default(), e),
                };
                self.diags.push(d);
                return None;
            }
        };
        self.bytes = self.bytes.saturating_add(text.len());
        if self.bytes > self.limits.max_source_bytes.min(u32::MAX as usize) {
            let msg = format!(
                "too much rules text: reading {name} makes {} bytes, more than the limit of {} bytes (Limits::max_source_bytes)",
                thousands(self.bytes),
                thousands(self.limits.max_source_bytes)
            );
            return self.stop(span, msg);
        }
        if let Some(p) = path {
            self.out.paths.push(p);
        }
        // A byte-order mark is not part of the text.
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        let id = self.out.sources.add(SourceFile::new(name, text));
        let left = (self.limits.max_expanded as u64).saturating_sub(self.units);
        let (file, errors, units) = parse_file_with(id, text, left);
        errors.into_iter().for_each(|d| self.diags.push(d));
        self.units = self.units.saturating_add(units);
        if units > left {
            self.stopped = true;
        }
        Some(Open { name: name.to_string(), id, file, next: 0, base: false })
    }

    /// Reports a limit reached at `span` and stops reading files.
    fn stop(&mut self, span: Span, msg: String) -> Option<Open> {
        self.diags.push(Diagnostic::error(span, msg));
        self.stopped = true;
        None
    }

    /// Keeps a file read to its end.
    fn close(&mut self, f: Open) {
        let id = f.id as usize;
        while self.out.files.len() <= id {
            self.out.files.push(RuleFile::default());
        }
        self.out.files[id] = f.file;
    }
}
