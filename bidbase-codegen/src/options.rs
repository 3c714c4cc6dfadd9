//! What the caller chooses about the generated code, beside the rules themselves.

use std::path::PathBuf;

use proc_macro2::Span;
use syn::{Attribute, Ident, Visibility};

/// What to generate around a system.
pub struct Options {
    /// Attributes of the struct.
    pub attrs: Vec<Attribute>,
    /// Visibility of the struct.
    pub vis: Visibility,
    /// Name of the struct.
    pub name: Ident,
    /// Paths of the files read, tracked with `include_bytes!` so that editing them rebuilds.
    pub track: Vec<String>,
    /// The directory the rules files' names are relative to: the struct's `SOURCES` embeds each
    /// file's text from there with `include_str!`.
    pub base: PathBuf,
    /// Span for generated errors.
    pub span: Span,
}
