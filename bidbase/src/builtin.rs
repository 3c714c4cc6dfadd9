//! A built-in system as a program carries it: compiled, with its rule files for the
//! interpreter. `bidbase-systems` lists bidbase's own (`BUILTINS`); the `bidbase` command and
//! the Python package take such a list.

use crate::{Bidder, Explain};

/// A built-in system: its compiled form and its rule files.
pub struct Builtin {
    /// The name used to choose it (`--system sayc`).
    pub name: &'static str,
    /// What it is, in a line.
    pub description: &'static str,
    /// The root rules file, by the name the files use.
    pub root: &'static str,
    /// Every file of the system, by the name the root and its includes use, with its text (none
    /// when the program was built without them).
    pub files: &'static [(&'static str, &'static str)],
    /// Builds the compiled system.
    pub compiled: fn() -> Box<dyn Bidder + Send + Sync>,
    /// Builds the compiled system as one that explains its choices (`bid --explain`): only in
    /// a program that carries the requirement trees explanations read.
    pub explaining: Option<fn() -> Box<dyn Explain + Send + Sync>>,
}

#[cfg(feature = "interpreter")]
impl Builtin {
    /// The same rules through the reference interpreter. The embedded rules are the files the
    /// compiled system was built from, checked at build time, so this fails only if the
    /// program was built without them (or, were they to fail to load, with the rendered
    /// diagnostic).
    pub fn interpreter(&self) -> Result<crate::Interpreter, String> {
        if self.files.is_empty() {
            return Err(format!(
                "{}: the program was built without the system's rule files (bidbase-systems without its `sources` feature)",
                self.name
            ));
        }
        let mut loader = crate::MemLoader::default();
        for (name, text) in self.files {
            loader.files.insert(name.to_string(), text.to_string());
        }
        crate::Interpreter::load(self.root, &loader).map_err(|(map, d)| d.render(&map))
    }
}
