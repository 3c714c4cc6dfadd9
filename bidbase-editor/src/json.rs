//! Locations and diagnostics as JSON, and the refusal of a request.

use bidbase_spec::span::Severity;
use bidbase_spec::{Diagnostic, SourceMap, Span};
use serde_json::{json, Value};

/// A request that cannot be answered, as the text of its `error`.
pub type Refusal = String;

/// `{file, line, col}` of a span's start (line and column 1-based).
pub fn location(map: &SourceMap, span: Span) -> Value {
    match map.file(span.file) {
        Some(f) => {
            let (line, col) = f.line_col(span.start as usize);
            json!({ "file": f.name, "line": line, "col": col })
        }
        None => json!({ "file": "", "line": 0, "col": 0 }),
    }
}

/// The source text a span covers (an entry with its continuation lines), at most 600
/// characters.
pub fn source_text(map: &SourceMap, span: Span) -> String {
    let text = map
        .file(span.file)
        .and_then(|f| f.text.get(span.start as usize..(span.end as usize).min(f.text.len())))
        .unwrap_or("");
    let text = text.trim_end();
    match text.char_indices().nth(600) {
        Some((cut, _)) => format!("{}...", &text[..cut]),
        None => text.to_string(),
    }
}

/// A diagnostic: its location, severity, message and the text the command prints for it.
pub fn diagnostic(map: &SourceMap, d: &Diagnostic) -> Value {
    let mut v = location(map, d.span);
    v["severity"] = json!(if d.severity == Severity::Error { "error" } else { "warning" });
    v["message"] = json!(d.message);
    v["rendered"] = json!(d.render(map));
    v
}
