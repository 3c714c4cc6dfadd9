//! Shared by the integration tests.

use bidbase::{FsLoader, Interpreter};

/// Loads `path` (relative to `base`) for the interpreter; a rules error fails the test with the
/// rendered diagnostic.
pub fn load(base: &str, path: &str) -> Interpreter {
    match Interpreter::load(path, &FsLoader::new(base)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}
