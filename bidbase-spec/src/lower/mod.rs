//! From parsed files to a [`System`]: parametrized sections expanded, sections merged,
//! everything validated (with located errors, all of them collected), every form resolved,
//! and BidBase's pairing rules turned into plain boolean conditions over runtime leaves.
//!
//! This module is where the DSL's meaning lives for both back ends: the interpreter walks
//! what it produces, and the code generator prints it. The steps, in order:
//!
//! - `declarations`: the system header, conventions, named blocks, similar lists;
//! - `uses`: named blocks spliced into the sections that use them;
//! - `expand`: parametrized sections expanded (variables in `vars`, values put in by
//!   `binding`);
//! - `sections`: headers and aliases made concrete, blocks merged into sections;
//! - `openings`: the 1N and 2N opening ranges;
//! - `system`: each section's entries lowered (`entries`, `hand`, `suits`, on the
//!   context of `cx`, with `ranges`), BONs and percentage groups (`order`), and what
//!   depends on every section.

use std::collections::BTreeSet;

use bidbase_runtime::Deck;

use crate::ir::System;
use crate::limits::Limits;
use crate::load::{load_with, Loaded, Loader};
use crate::span::{Diagnostics, SourceMap};

mod binding;
mod bon;
mod budget;
mod cx;
pub(crate) mod declarations;
mod entries;
mod expand;
mod graph;
mod hand;
mod openings;
mod order;
mod ranges;
mod sections;
mod suits;
mod system;
mod uses;
mod vars;

pub use declarations::normalize_path;

/// Loads, validates and lowers the system whose root file is `root`, within the default
/// [`Limits`].
///
/// On failure, returns every error found (parse and validation), with the sources to render
/// them.
pub fn compile(root: &str, loader: &dyn Loader) -> Result<System, (SourceMap, Diagnostics)> {
    compile_with(root, loader, &Limits::DEFAULT)
}

/// Loads, validates and lowers the system whose root file is `root`, within `limits`: a text
/// that passes one is an error at the place that passes it.
pub fn compile_with(root: &str, loader: &dyn Loader, limits: &Limits) -> Result<System, (SourceMap, Diagnostics)> {
    let (loaded, mut diags) = load_with(root, loader, limits);
    let default_name = std::path::Path::new(root)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| root.to_string());
    let result = lower_with(loaded, &default_name, limits, &mut diags);
    binding::dedupe(&mut diags);
    // Source order, file by file (parse and validation errors interleaved).
    diags.list.sort_by_key(|d| (d.span.file, d.span.start));
    match result {
        Some(sys) if !diags.has_errors() => {
            let mut sys = sys;
            sys.warnings = diags.list;
            Ok(sys)
        }
        Some(sys) => Err((sys.sources, diags)),
        None => Err((SourceMap::default(), diags)),
    }
}

/// Lowers loaded files within the default [`Limits`]. Errors go to `diags`; the system is
/// returned whenever it could be built (possibly with errors, so they can be rendered against
/// its sources).
pub fn lower(loaded: Loaded, default_name: &str, diags: &mut Diagnostics) -> Option<System> {
    lower_with(loaded, default_name, &Limits::DEFAULT, diags)
}

/// Lowers loaded files within `limits` (see [`lower`]).
pub fn lower_with(loaded: Loaded, default_name: &str, limits: &Limits, diags: &mut Diagnostics) -> Option<System> {
    let Loaded { sources, items, paths, .. } = loaded;
    let declarations::Declarations { header, sections, shared, similar } = declarations::read(items, diags);
    if header.deck == Deck::Bidittle {
        sections::no_redouble_in_headers(&sections, diags);
    }
    let shared = uses::Blocks::new(shared, diags);
    let mut budget = budget::Budget::new(limits.max_expanded);
    let mut blocks = Vec::new();
    let used: BTreeSet<String> = sections.iter().flat_map(|s| s.uses.iter().map(|(_, n)| n.value.clone())).collect();
    for mut s in sections {
        let size = shared.section_size(&s, diags);
        if !budget.fits(size) {
            budget.refuse(s.span, "this section with the blocks it uses", diags);
        }
        if budget.exhausted {
            break;
        }
        shared.splice(&mut s);
        expand::expand(s, &mut blocks, &mut budget, diags);
    }
    shared.unused(&used, diags);
    let keyed = sections::merge(&blocks, diags);
    let nt = openings::nt_ranges(&keyed, &blocks, diags);
    let mut sys = system::empty(header, default_name, nt, sources, &paths);
    system::add_sections(&mut sys, keyed, &blocks, diags);
    system::finish(&mut sys, similar, diags);
    bon::generate(&mut sys);
    Some(sys)
}

#[cfg(test)]
mod testing;
