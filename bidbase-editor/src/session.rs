//! The session: the system loaded from the editor's texts, and the requests that read it.

use bidbase::{Auction, Context, Hand, Interpreter, MemLoader, Seat, Vulnerability};
use bidbase_spec::lint::{lint, LintOptions};
use bidbase_spec::span::Severity;
use serde_json::{json, Value};

use crate::json::{diagnostic, location, Refusal};

/// The editor's engine: at most one system, loaded from texts by the `load` request.
#[derive(Default)]
pub struct Session {
    interp: Option<Interpreter>,
}

impl Session {
    /// A session with no system.
    pub fn new() -> Session {
        Session::default()
    }

    /// Answers one request (see the crate's documentation): JSON text in, JSON text out.
    pub fn handle(&mut self, request: &str) -> String {
        let answer = serde_json::from_str::<Value>(request)
            .map_err(|e| format!("the request is not JSON: {e}"))
            .and_then(|r| self.answer(&r));
        match answer {
            Ok(v) => v.to_string(),
            Err(e) => json!({ "error": e }).to_string(),
        }
    }

    fn answer(&mut self, r: &Value) -> Result<Value, Refusal> {
        let op = r["op"].as_str().ok_or("the request has no \"op\"")?;
        if op == "load" {
            return Ok(self.load(r));
        }
        let loaded = || self.interp.as_ref().ok_or("no system is loaded: send a \"load\" request first");
        match op {
            "check" => Ok(check(loaded()?)),
            "lint" => Ok(lint_value(loaded()?, r)),
            "calls" => {
                let (auction, context) = table(r)?;
                Ok(crate::browse::calls(loaded()?, &auction, &context))
            }
            "bid" => {
                let (auction, context) = table(r)?;
                let text = r["hand"].as_str().ok_or("the request has no \"hand\"")?;
                let hand = Hand::parse(text).map_err(|e| format!("bad hand '{text}': {e}"))?;
                crate::browse::bid(loaded()?, hand, &auction, &context)
            }
            other => Err(format!("unknown op '{other}': the ops are load, check, lint, calls, bid")),
        }
    }

    /// Loads `files` (name to text) from `root`; on errors the previous system stays.
    fn load(&mut self, r: &Value) -> Value {
        let root = r["root"].as_str().unwrap_or("");
        let mut loader = MemLoader::default();
        if let Some(files) = r["files"].as_object() {
            for (name, text) in files {
                loader.files.insert(name.clone(), text.as_str().unwrap_or("").to_string());
            }
        }
        match Interpreter::load(root, &loader) {
            Ok(interp) => {
                let sys = &interp.system;
                let warnings: Vec<Value> = sys
                    .warnings
                    .iter()
                    .filter(|d| d.severity == Severity::Warning)
                    .map(|d| diagnostic(&sys.sources, d))
                    .collect();
                let v = json!({
                    "ok": true,
                    "system": sys.name,
                    "entries": sys.entries.len(),
                    "sections": sys.sections.len(),
                    "diagnostics": warnings,
                });
                self.interp = Some(interp);
                v
            }
            Err((map, diags)) => {
                let list: Vec<Value> = diags.list.iter().map(|d| diagnostic(&map, d)).collect();
                json!({ "ok": false, "diagnostics": list, "rendered": diags.render(&map) })
            }
        }
    }
}

/// The test-hand check (`bidbase check`): each failure at its entry, with the command's text.
fn check(interp: &Interpreter) -> Value {
    let report = interp.check();
    let sys = &interp.system;
    let failures: Vec<Value> = report
        .failures
        .iter()
        .map(|f| {
            let mut v = location(&sys.sources, sys.entries[f.entry as usize].span);
            v["severity"] = json!("error");
            v["rendered"] = json!(bidbase_spec::interp::render_failure(f, interp));
            v
        })
        .collect();
    json!({ "tested": report.tested, "passed": report.passed, "untested": report.untested, "failures": failures })
}

/// `bidbase lint` with the request's effort (`boards`, `samples`, `search`; `fill` for test-hand
/// proposals, the fewest HCP found and the Editor's Auto-Fill): its findings at their lines, with the command's text.
fn lint_value(interp: &Interpreter, r: &Value) -> Value {
    let num = |k: &str, d: u64| r[k].as_u64().unwrap_or(d);
    let options = LintOptions {
        seed: num("seed", 1),
        samples: num("samples", 32) as usize,
        search: num("search", 200) as usize,
        boards: num("boards", 200),
        fill: r["fill"].as_bool().unwrap_or(false),
    };
    let report = lint(interp, &options);
    let sys = &interp.system;
    let findings: Vec<Value> = report
        .findings
        .iter()
        .map(|f| {
            let mut v = diagnostic(&sys.sources, &f.diagnostic);
            v["check"] = json!(f.check.name());
            v["witness"] = json!(f.witness.map(|h| h.to_bidbase()));
            v
        })
        .collect();
    let fills: Vec<Value> = report
        .fills
        .iter()
        .map(|f| {
            let e = &sys.entries[f.entry as usize];
            let mut v = location(&sys.sources, e.span);
            v["call"] = json!(e.data.call);
            v["test"] = json!(f.hand.to_bidbase());
            v["editor"] = json!(f.editor.to_bidbase());
            v
        })
        .collect();
    json!({
        "errors": report.count_severity(Severity::Error),
        "warnings": report.count_severity(Severity::Warning),
        "findings": findings,
        "fills": fills,
    })
}

/// The auction and the table of a request: `auction` (calls from the dealer), `dealer` (N by
/// default) and `vul` (None by default).
fn table(r: &Value) -> Result<(Auction, Context), Refusal> {
    let dealer_text = r["dealer"].as_str().unwrap_or("N");
    let dealer = Seat::parse(dealer_text).ok_or_else(|| format!("bad dealer '{dealer_text}': N, E, S or W"))?;
    let vul_text = r["vul"].as_str().unwrap_or("None");
    let vulnerability =
        Vulnerability::parse(vul_text).ok_or_else(|| format!("bad vulnerability '{vul_text}': None, NS, EW or All"))?;
    let text = r["auction"].as_str().unwrap_or("");
    let auction = Auction::parse(dealer, text).map_err(|e| format!("bad auction '{text}': {e}"))?;
    Ok((auction, Context { vulnerability, ..Context::default() }))
}
