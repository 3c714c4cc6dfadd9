//! Loading a rules file for the commands that take `--rules FILE`.

use bidbase_spec::{FsLoader, Interpreter};

use crate::error::UserError;

/// Loads, validates and lowers a rules file; errors are rendered with their locations.
pub fn load_rules(path: &str) -> Result<Interpreter, UserError> {
    match Interpreter::load(path, &FsLoader::new(".")) {
        Ok(i) => Ok(i),
        Err((map, diags)) => {
            let n = diags.error_count();
            Err(UserError(format!(
                "{}\n{path}: {}",
                diags.render(&map).trim_end(),
                crate::plural::count(n, "error", "errors")
            )))
        }
    }
}
