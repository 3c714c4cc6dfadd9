//! Reading a system: the root file and everything it includes, in order.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::ast::{Item, RuleFile};
use crate::parse::parse_file;
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

/// Reads and parses `root` and its includes. Parse errors of every file are collected.
pub fn load(root: &str, loader: &dyn Loader) -> (Loaded, Diagnostics) {
    let mut out = Loaded::default();
    let mut diags = Diagnostics::default();
    let mut stack = Vec::new();
    load_into(root, None, loader, &mut out, &mut diags, &mut stack);
    (out, diags)
}

fn load_into(
    name: &str,
    at: Option<Span>,
    loader: &dyn Loader,
    out: &mut Loaded,
    diags: &mut Diagnostics,
    stack: &mut Vec<String>,
) {
    if stack.iter().any(|s| s == name) {
        let span = at.unwrap_or_default();
        diags.push(Diagnostic::error(span, format!("include cycle: {} includes {name} again", stack.join(" -> "))));
        return;
    }
    let (text, path) = match loader.read(name) {
        Ok(t) => t,
        Err(e) => {
            let d = match at {
                Some(span) => Diagnostic::error(span, format!("cannot include {name}: {e}")),
                None => Diagnostic::error(Span::default(), e),
            };
            diags.push(d);
            return;
        }
    };
    if let Some(p) = path {
        out.paths.push(p);
    }
    let id = out.sources.add(SourceFile::new(name, text.as_str()));
    let (file, errors) = parse_file(id, &text);
    for e in errors {
        diags.push(e);
    }
    stack.push(name.to_string());
    for item in &file.items {
        if let Item::Include(inc) = item {
            let target = resolve(name, &inc.value);
            load_into(&target, Some(inc.span), loader, out, diags, stack);
        } else {
            out.items.push((id, item.clone()));
        }
    }
    stack.pop();
    while out.files.len() <= id as usize {
        out.files.push(RuleFile::default());
    }
    out.files[id as usize] = file;
}
