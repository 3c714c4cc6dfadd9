//! docs/reference-audit.md, the table of every field, check, rule and worked example of the
//! reference documents: no row is missing, every docs link points at a heading that exists, and
//! every test it names exists.

mod common;

use common::root;

/// GitHub's anchor of a heading: lower case, spaces to hyphens, punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The table rows of the audit: the cells of each `| ... |` line but the headers and rules,
/// and whether the row is under a "Not built" heading.
fn rows(text: &str) -> Vec<(bool, Vec<String>)> {
    let mut not_built = false;
    let mut out = Vec::new();
    for l in text.lines() {
        if l.starts_with('#') {
            not_built = l.trim_start_matches('#').trim() == "Not built";
        } else if l.starts_with('|') && !l.starts_with("| ---") && !l.starts_with("| item ") {
            out.push((not_built, l.trim().trim_matches('|').split(" | ").map(|c| c.trim().to_string()).collect()));
        }
    }
    out
}

#[test]
fn the_audit_has_no_missing_item_and_its_links_and_tests_exist() {
    let root = root();
    let text = std::fs::read_to_string(root.join("docs/reference-audit.md")).expect("docs/reference-audit.md");
    let rows = rows(&text);
    assert!(rows.len() >= 100, "only {} rows", rows.len());
    let mut tests = 0;
    let mut built = 0;
    for (not_built, row) in &rows {
        if *not_built {
            // What is not built says why, and is no entry field (every field is built).
            assert_eq!(row.len(), 2, "item and why: {row:?}");
            assert!(row[1].len() > 10, "no reason given: {row:?}");
            continue;
        }
        built += 1;
        assert_eq!(row.len(), 4, "a row of four cells: {row:?}");
        let status = row[1].trim_start_matches('*').to_lowercase();
        assert!(!status.starts_with("missing"), "missing: {row:?}");
        // Links to docs sections: the file and the heading exist.
        for link in row[2].split("](").skip(1) {
            let target = link.split(')').next().unwrap_or_default();
            let (file, heading) = target.split_once('#').unwrap_or((target, ""));
            let doc =
                std::fs::read_to_string(root.join("docs").join(file)).unwrap_or_else(|_| panic!("{target}: no file"));
            if !heading.is_empty() {
                let found =
                    doc.lines().filter(|l| l.starts_with('#')).any(|l| anchor(l.trim_start_matches('#')) == heading);
                assert!(found, "{target}: no such heading ({row:?})");
            }
        }
        // Tests as path::function: the file has that function.
        for cell in row[3].split(['`', ',', ';', ' ']) {
            let Some((path, name)) = cell.split_once("::") else { continue };
            let name = name.trim_end_matches(['.', ')']);
            let source =
                std::fs::read_to_string(root.join(path)).unwrap_or_else(|_| panic!("{path}: no file ({row:?})"));
            assert!(source.contains(&format!("fn {name}(")), "{path} has no fn {name} ({row:?})");
            tests += 1;
        }
    }
    assert!(tests * 2 >= built, "only {tests} tests named for {built} rows");
    assert!(rows.iter().filter(|(n, _)| *n).count() * 10 < rows.len(), "most items are built");
}

#[test]
fn anchors_follow_github() {
    assert_eq!(anchor(" `against`"), "against");
    assert_eq!(
        anchor(" Disclosure: `alert`, `announce`, `prealert`, `text`"),
        "disclosure-alert-announce-prealert-text"
    );
    assert_eq!(anchor(" S H D C: Suit Num and Points"), "s-h-d-c-suit-num-and-points");
}
