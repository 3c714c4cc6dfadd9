//! The error every command returns for bad input: printed as `error: ...`, exit code 2.

/// A user-facing failure: the message is printed and the process exits with code 2.
#[derive(Debug)]
pub struct UserError(pub String);

impl<E: std::fmt::Display> From<E> for UserError {
    fn from(e: E) -> UserError {
        UserError(e.to_string())
    }
}
