//! `bidbase conventions`: a system's convention paths, each with its setting (on, off, we,
//! they) and how many entries it has: the names `--conventions` switches.

use std::process::ExitCode;

use bidbase::rules::Use;
use serde_json::json;

use crate::builtin::{label, load, SystemArgs};
use crate::error::UserError;
use crate::plural::count;

/// Arguments of `conventions`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    system: SystemArgs,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// A setting as `--conventions` writes it.
pub fn setting(u: Use) -> &'static str {
    match u {
        Use::Both => "on",
        Use::Neither => "off",
        Use::We => "we",
        Use::They => "they",
    }
}

/// One convention path: its name, setting, its own entries and those under it too.
struct Row<'a> {
    path: &'a str,
    setting: &'static str,
    own: usize,
    in_all: usize,
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let bidder = load(&args.system)?;
    let names = bidder.convention_names();
    let conventions: Vec<String> =
        (0..bidder.entry_count() as u32).filter_map(|id| bidder.entry(id)).map(|e| e.convention.to_string()).collect();
    let mut rows: Vec<Row<'_>> = names
        .iter()
        .enumerate()
        .map(|(id, path)| {
            let under = format!("{path}: ");
            Row {
                path,
                setting: setting(bidder.selection().get(id as u16)),
                own: conventions.iter().filter(|c| c == path).count(),
                in_all: conventions.iter().filter(|c| c == path || c.starts_with(&under)).count(),
            }
        })
        .collect();
    // By name, so that subcategories follow their convention.
    rows.sort_by(|a, b| a.path.to_lowercase().cmp(&b.path.to_lowercase()).then(a.path.cmp(b.path)));
    let system = label(&args.system);
    if args.json {
        let list: Vec<_> = rows
            .iter()
            .map(
                |r| json!({ "convention": r.path, "setting": r.setting, "entries": r.own, "entries_in_all": r.in_all }),
            )
            .collect();
        outln!("{}", serde_json::to_string_pretty(&json!({ "system": system, "conventions": list }))?);
        return Ok(ExitCode::SUCCESS);
    }
    if rows.is_empty() {
        outln!("{system}: no conventions");
        return Ok(ExitCode::SUCCESS);
    }
    let natural = conventions.iter().filter(|c| c.is_empty()).count();
    outln!(
        "{system}: {}; {natural} of its {} belong to no convention",
        count(rows.len(), "convention", "conventions"),
        count(conventions.len(), "entry", "entries"),
    );
    outln!("setting  entries  in all  convention");
    for r in &rows {
        outln!("{:<7} {:>8} {:>7}  {}", r.setting, r.own, r.in_all, r.path);
    }
    outln!("setting: on (both sides), off, or we or they (one side only; --we says which side is we)");
    outln!("entries: the convention's own; in all: with its subcategories', which switching it off turns off too");
    Ok(ExitCode::SUCCESS)
}
