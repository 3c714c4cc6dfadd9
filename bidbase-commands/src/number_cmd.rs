//! `bidbase number FILE [--write]`: the Bid Order Numbers generated for the entries written
//! without one (numbered as the BidBase Editor numbers a blank BON, fitted to file order:
//! docs/dsl.md#bon), listed, or written into the rules files so that they never move.

use std::collections::BTreeMap;
use std::process::ExitCode;

use serde_json::json;

use crate::error::UserError;
use crate::plural::count;
use crate::rules_arg::load_rules;

/// Arguments of `number`.
#[derive(clap::Args)]
pub struct Args {
    /// The rules file (its includes are numbered too).
    file: String,
    /// Write each generated number into its entry (` bon=942000` after the call and the
    /// convention name); the files are checked again afterwards.
    #[arg(long)]
    write: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// An entry line's generated number, or the numbers its expansions disagree on.
struct Line {
    call: String,
    bons: Vec<String>,
}

pub fn run(args: Args) -> Result<ExitCode, UserError> {
    let interp = load_rules(&args.file)?;
    // By file and line: an entry written once may stand in several sections (a block, a
    // parametrized section), each with its own number.
    let mut lines: BTreeMap<(String, u32), Line> = BTreeMap::new();
    for e in interp.system.entries.iter().filter(|e| e.data.bon_generated) {
        let l = lines
            .entry((e.data.file.clone(), e.data.line))
            .or_insert(Line { call: e.data.call.clone(), bons: Vec::new() });
        if !l.bons.contains(&e.data.bon) {
            l.bons.push(e.data.bon.clone());
        }
    }
    let one = |l: &Line| (l.bons.len() == 1).then(|| l.bons[0].clone());
    if args.json {
        let list: Vec<_> = lines
            .iter()
            .map(|((file, line), l)| json!({"file": file, "line": line, "call": l.call, "bon": one(l), "bons": l.bons}))
            .collect();
        outln!(
            "{}",
            serde_json::to_string_pretty(&json!({"entries": list, "written": args.write})).unwrap_or_default()
        );
    } else {
        for ((file, line), l) in &lines {
            match one(l) {
                Some(b) => outln!("{file}:{line}  {:<6} bon={b}", l.call),
                None => outln!(
                    "{file}:{line}  {:<6} used in several sections, numbered {} there: left without a BON",
                    l.call,
                    l.bons.join(", ")
                ),
            }
        }
    }
    if args.write {
        write(&args.file, &lines, one)?;
    } else if !args.json {
        outln!("{} without a written BON (--write writes them in)", count(lines.len(), "entry", "entries"));
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the numbers into the files, then loads the rules again; on an error every file is
/// restored and the error returned.
fn write(
    file: &str,
    lines: &BTreeMap<(String, u32), Line>,
    one: impl Fn(&Line) -> Option<String>,
) -> Result<(), UserError> {
    let mut by_file: BTreeMap<&str, Vec<(u32, String)>> = BTreeMap::new();
    for ((f, line), l) in lines {
        if let Some(b) = one(l) {
            by_file.entry(f.as_str()).or_default().push((*line, b));
        }
    }
    let mut originals = Vec::new();
    let mut written = 0;
    for (path, edits) in &by_file {
        let text = std::fs::read_to_string(path).map_err(|e| UserError(format!("{path}: {e}")))?;
        let mut out: Vec<String> = text.split('\n').map(str::to_string).collect();
        for (line, bon) in edits {
            let Some(l) = out.get_mut(*line as usize - 1) else { continue };
            if let Some(at) = after_call_and_name(l) {
                l.insert_str(at, &format!(" bon={bon}"));
                written += 1;
            }
        }
        originals.push((path.to_string(), text));
        std::fs::write(path, out.join("\n")).map_err(|e| UserError(format!("{path}: {e}")))?;
    }
    if let Err(e) = load_rules(file) {
        for (path, text) in &originals {
            let _ = std::fs::write(path, text);
        }
        return Err(UserError(format!("the numbered rules do not load; the files are left as they were:\n{}", e.0)));
    }
    outln!("wrote {} into {}", count(written, "number", "numbers"), count(by_file.len(), "file", "files"));
    Ok(())
}

/// Where ` bon=...` goes in an entry's first line: after the call and the quoted convention
/// name when there is one. `None` when the line does not start with a call.
fn after_call_and_name(line: &str) -> Option<usize> {
    let start = line.len() - line.trim_start().len();
    let rest = &line[start..];
    let call_end = start + rest.find(char::is_whitespace).unwrap_or(rest.len());
    if call_end == start {
        return None;
    }
    let after = &line[call_end..];
    let gap = after.len() - after.trim_start().len();
    let next = &after[gap..];
    if let Some(name) = next.strip_prefix('"') {
        // The name's closing quote (a backslash escapes one).
        let mut escaped = false;
        for (i, c) in name.char_indices() {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => return Some(call_end + gap + 1 + i + 1),
                _ => escaped = false,
            }
        }
        return None;
    }
    Some(call_end)
}

#[cfg(test)]
mod tests {
    use super::after_call_and_name;

    #[test]
    fn the_number_goes_after_the_call_and_its_name() {
        let put = |l: &str| after_call_and_name(l).map(|i| format!("{} bon=1{}", &l[..i], &l[i..]));
        assert_eq!(put("2S hcp=6-10").as_deref(), Some("2S bon=1 hcp=6-10"));
        assert_eq!(put("3D \"Bergen Raises\" hcp=10-12").as_deref(), Some("3D \"Bergen Raises\" bon=1 hcp=10-12"));
        assert_eq!(put("P").as_deref(), Some("P bon=1"));
        assert_eq!(put("  1N text=\"a \\\"b\\\"\"").as_deref(), Some("  1N bon=1 text=\"a \\\"b\\\"\""));
        assert_eq!(put(""), None);
    }
}
