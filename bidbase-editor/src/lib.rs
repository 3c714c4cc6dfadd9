//! # bidbase-editor
//!
//! The engine of the system editor in the browser (`web/editor.html`, docs/editor.md): a
//! system loaded from rules texts held in memory (a built-in system's files, or the user's),
//! then checked (`bidbase check`), linted (`bidbase lint`), browsed (every legal call at a
//! position with its meaning, the entries that can make it and the chain of sections that
//! answers there) and tried (the call a hand gets, and why each earlier entry did not match).
//!
//! Everything goes through [`Session::handle`]: one JSON request in, one JSON answer out, so
//! the WebAssembly module (`web/editor.wasm`, built from this crate by `web/build.sh`) needs
//! only a byte buffer each way, and the native tests call the same function. The diagnostics
//! are rendered by the same code as the command's, so the page shows the text `bidbase check`
//! and `bidbase lint` print.
//!
//! Requests (`op`, then its fields) and what they answer:
//! - `load` `{root, files: {name: text}}`: `{ok, system, entries, sections, diagnostics}`;
//! - `check`: `{tested, passed, untested, failures}` (test hands that miss their entry);
//! - `lint` `{boards, samples, search, fill}`: `{errors, warnings, findings, fills}`;
//! - `calls` `{auction, dealer, vul}`: `{calls, chain}`;
//! - `bid` `{hand, auction, dealer, vul}`: `{call, entry, shows, trace}`.
//!
//! A request that cannot be answered (bad JSON, an unknown op, a bad hand or auction, no system
//! loaded) answers `{error}`. Nothing panics on any input.
#![deny(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

mod browse;
mod json;
mod session;
#[cfg(target_arch = "wasm32")]
mod wasm;

pub use session::Session;
