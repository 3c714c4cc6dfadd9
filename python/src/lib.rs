//! `bidbase._native`: the Rust side of the `bidbase` Python package (python/bidbase wraps it in
//! Python classes).
//!
//! Every answer is built by the same functions that build the `bidbase` command's JSON
//! (`bidbase_commands::bid_cmd::bid_value`, `simulate::simulate_value`, ...), so Python and the CLI
//! agree by construction; the Python tests check it against the binary. Long work (simulating,
//! solving double dummy) runs with the interpreter detached (the GIL released).
//!
//! PyO3's macros expand to `unsafe` code, so this crate cannot forbid it as the others do; the
//! code written here has none.

use bidbase::{Auction, Context, Deal, Dealer, Deck, Explain, Features, Scoring, Seat, Strain, Vulnerability};
use bidbase_commands::builtin::{apply_conventions, check_auction, label, load, parse_hand, Engine, SystemArgs};
use bidbase_commands::error::UserError;
use bidbase_commands::shared_args::{parse_dealer, parse_vul, AuctionArgs, DealArgs};
use bidbase_commands::simulate::shard::ShardSpec;
use bidbase_commands::simulate::{merge_values, simulate_value, Kept, Request};
use bidbase_spec::{FsLoader, Interpreter, MemLoader};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};
use serde_json::Value;

create_exception!(bidbase, BidbaseError, PyValueError, "Bad input to bidbase: the message says what and where.");
create_exception!(bidbase, HandError, BidbaseError, "A hand that cannot be read, or not of the system's deck.");
create_exception!(bidbase, AuctionError, BidbaseError, "An auction that cannot be read or cannot happen.");
create_exception!(bidbase, DealError, BidbaseError, "A deal that cannot be read.");
create_exception!(bidbase, UnknownSystemError, BidbaseError, "No built-in system has that name.");
create_exception!(bidbase, ConventionError, BidbaseError, "A convention switch that names no convention.");
create_exception!(
    bidbase,
    RulesError,
    BidbaseError,
    "Rules text with errors: `diagnostics` lists each (file, line, column, message)."
);

/// A `UserError` as the given exception type.
fn err<E: pyo3::type_object::PyTypeInfo>(e: UserError) -> PyErr {
    PyErr::new::<E, _>(e.0)
}

/// A JSON value as the Python object `json.loads` would give.
fn to_py<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                i.into_pyobject(py)?.into_any()
            } else if let Some(u) = n.as_u64() {
                u.into_pyobject(py)?.into_any()
            } else {
                n.as_f64().unwrap_or(f64::NAN).into_pyobject(py)?.into_any()
            }
        }
        Value::String(s) => s.into_pyobject(py)?.into_any(),
        Value::Array(a) => {
            let list = PyList::empty(py);
            for x in a {
                list.append(to_py(py, x)?)?;
            }
            list.into_any()
        }
        Value::Object(m) => {
            let d = PyDict::new(py);
            for (k, x) in m {
                d.set_item(k, to_py(py, x)?)?;
            }
            d.into_any()
        }
    })
}

/// The auction and the table of a position, read from Python's arguments as the command reads
/// `--auction`, `--dealer` and `--vul`.
fn table(auction: &str, dealer: &str, vul: &str) -> PyResult<(Auction, Vulnerability)> {
    let args = AuctionArgs { auction: auction.to_string(), dealer: dealer.to_string(), vul: vul.to_string() };
    args.parse().map_err(err::<AuctionError>)
}

/// A loaded system: built in (compiled, or through the interpreter) or from rules.
#[pyclass(module = "bidbase._native")]
pub struct NativeSystem {
    bidder: Box<dyn Explain + Send + Sync>,
    args: SystemArgs,
}

/// Rules errors as a `RulesError` carrying `diagnostics`: (file, line, column, message).
fn rules_error(map: &bidbase_spec::SourceMap, diags: &bidbase_spec::Diagnostics) -> PyErr {
    let rendered = diags.render(map);
    let list: Vec<(String, usize, usize, String)> = diags
        .list
        .iter()
        .filter(|d| d.severity == bidbase_spec::span::Severity::Error)
        .map(|d| match map.file(d.span.file) {
            Some(f) => {
                let (line, col) = f.line_col(d.span.start as usize);
                (f.name.clone(), line, col, d.message.clone())
            }
            None => (String::new(), 0, 0, d.message.clone()),
        })
        .collect();
    Python::attach(|py| {
        let e = PyErr::new::<RulesError, _>(rendered.trim_end().to_string());
        let v = e.value(py);
        let _ = v.setattr("diagnostics", list.clone());
        if let Some((file, line, col, message)) = list.first() {
            let _ = v.setattr("file", file);
            let _ = v.setattr("line", *line);
            let _ = v.setattr("column", *col);
            let _ = v.setattr("message", message);
        }
        e
    })
}

impl NativeSystem {
    fn context(&self, vul: Vulnerability, scoring: &str, we: &str, seed: u64) -> PyResult<Context> {
        let scoring = match scoring.to_ascii_lowercase().as_str() {
            "imps" | "imp" => Scoring::Imps,
            "mp" | "matchpoints" => Scoring::Matchpoints,
            other => return Err(PyErr::new::<BidbaseError, _>(format!("bad scoring '{other}': expected imps or mp"))),
        };
        let we = bidbase_commands::bid_cmd::parse_we(we).map_err(err::<BidbaseError>)?;
        Ok(Context { vulnerability: vul, we, scoring, seed, best_contract: None, against: None })
    }

    fn checked(&self, auction: &str, dealer: &str, vul: &str) -> PyResult<(Auction, Vulnerability)> {
        let (a, v) = table(auction, dealer, vul)?;
        check_auction(self.bidder.as_ref(), &a).map_err(err::<AuctionError>)?;
        Ok((a, v))
    }
}

#[pymethods]
impl NativeSystem {
    /// A built-in system by name (`sayc`, `2over1`, `examples`, `bidittle`), compiled unless
    /// `engine="interpreted"`, with convention switches ("Stayman=off,Weak Two=we").
    #[staticmethod]
    #[pyo3(signature = (name, engine=None, conventions=None))]
    fn builtin(name: &str, engine: Option<&str>, conventions: Option<&str>) -> PyResult<NativeSystem> {
        let engine = match engine {
            None | Some("compiled") => Some(Engine::Compiled),
            Some("interpreted") => Some(Engine::Interpreted),
            Some(other) => {
                return Err(PyErr::new::<BidbaseError, _>(format!(
                    "bad engine '{other}': expected compiled or interpreted"
                )))
            }
        };
        let args = SystemArgs { system: Some(name.to_string()), rules: None, engine, conventions: None };
        let bidder = load(&args).map_err(|e| {
            if e.0.starts_with("unknown system") {
                err::<UnknownSystemError>(e)
            } else {
                err::<BidbaseError>(e)
            }
        })?;
        let mut s = NativeSystem { bidder, args };
        if let Some(c) = conventions {
            s.set_conventions(c)?;
        }
        Ok(s)
    }

    /// A system from a rules file (`path`, includes read beside it) or from rules text (`text`,
    /// named `name` in messages); always interpreted.
    #[staticmethod]
    #[pyo3(signature = (path=None, text=None, name="rules.bb"))]
    fn from_rules(path: Option<&str>, text: Option<&str>, name: &str) -> PyResult<NativeSystem> {
        let loaded = match (path, text) {
            (Some(p), None) => Interpreter::load(p, &FsLoader::new(".")),
            (None, Some(t)) => Interpreter::load(name, &MemLoader::single(name, t)),
            _ => return Err(PyErr::new::<BidbaseError, _>("give the rules as a path or as text, not both")),
        };
        let interpreter = loaded.map_err(|(map, diags)| rules_error(&map, &diags))?;
        let rules = path.map(str::to_string).or_else(|| Some(name.to_string()));
        Ok(NativeSystem {
            bidder: Box::new(interpreter),
            args: SystemArgs { system: None, rules, engine: None, conventions: None },
        })
    }

    /// How reports name the system: "sayc (compiled)".
    #[getter]
    fn label(&self) -> String {
        label(&self.args)
    }

    /// The system's name as its rules give it.
    #[getter]
    fn name(&self) -> String {
        self.bidder.name().to_string()
    }

    /// The deck the system deals from: "standard" or "bidittle".
    #[getter]
    fn deck(&self) -> &'static str {
        self.bidder.deck().name()
    }

    /// Switches conventions: "Stayman=off,Weak Two=we" (on, off, we, they).
    fn set_conventions(&mut self, list: &str) -> PyResult<()> {
        apply_conventions(self.bidder.as_mut(), list).map_err(err::<ConventionError>)?;
        let all = match self.args.conventions.take() {
            Some(before) if !before.is_empty() => format!("{before},{list}"),
            _ => list.to_string(),
        };
        self.args.conventions = Some(all);
        Ok(())
    }

    /// Every convention path with its setting (on, off, we, they).
    fn conventions(&self) -> Vec<(String, &'static str)> {
        let sel = self.bidder.selection();
        self.bidder
            .convention_names()
            .iter()
            .enumerate()
            .map(|(id, n)| (n.to_string(), bidbase_commands::conventions_cmd::setting(sel.get(id as u16))))
            .collect()
    }

    /// What `bidbase bid --json` prints for the hand after the auction.
    #[pyo3(signature = (hand, auction="", dealer="N", vul="None", scoring="imps", we="NS", seed=0))]
    #[allow(clippy::too_many_arguments)]
    fn bid<'py>(
        &self,
        py: Python<'py>,
        hand: &str,
        auction: &str,
        dealer: &str,
        vul: &str,
        scoring: &str,
        we: &str,
        seed: u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (a, v) = self.checked(auction, dealer, vul)?;
        if a.is_over() {
            return Err(PyErr::new::<AuctionError, _>(format!(
                "the auction '{auction}' has ended: there is no call to make"
            )));
        }
        let hand = parse_hand(self.bidder.as_ref(), hand).map_err(err::<HandError>)?;
        let context = self.context(v, scoring, we, seed)?;
        to_py(py, &bidbase_commands::bid_cmd::bid_value(self.bidder.as_ref(), hand, &a, &context))
    }

    /// What `bidbase describe --json` prints for the auction.
    #[pyo3(signature = (auction, dealer="N", vul="None"))]
    fn describe<'py>(&self, py: Python<'py>, auction: &str, dealer: &str, vul: &str) -> PyResult<Bound<'py, PyAny>> {
        let (a, v) = self.checked(auction, dealer, vul)?;
        let context = Context { vulnerability: v, ..Context::default() };
        to_py(py, &bidbase_commands::describe_cmd::described_value(self.bidder.as_ref(), &a, &context, &[]))
    }

    /// What `bidbase calls --json` prints: every legal call now and what it would show.
    #[pyo3(signature = (auction="", hand=None, dealer="N", vul="None"))]
    fn calls<'py>(
        &self,
        py: Python<'py>,
        auction: &str,
        hand: Option<&str>,
        dealer: &str,
        vul: &str,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (a, v) = self.checked(auction, dealer, vul)?;
        if a.is_over() {
            return Err(PyErr::new::<AuctionError, _>(format!(
                "the auction '{auction}' has ended: there is no call to make"
            )));
        }
        let hand = match hand {
            Some(h) => Some(parse_hand(self.bidder.as_ref(), h).map_err(err::<HandError>)?),
            None => None,
        };
        let context = Context { vulnerability: v, ..Context::default() };
        let value = py.detach(|| bidbase_commands::describe_cmd::calls_value(self.bidder.as_ref(), &a, &context, hand));
        to_py(py, &value)
    }

    /// `simulate`: the report (what `simulate --json` prints), and with `keep_boards` the boards
    /// as columns; with `shard=(i, k)` the shard's document instead of the report.
    #[pyo3(signature = (deals, seed, threads=None, board_numbers=false, dd=false, precision=false, top=15, keep_boards=false, shard=None))]
    #[allow(clippy::too_many_arguments)]
    fn simulate<'py>(
        &self,
        py: Python<'py>,
        deals: u64,
        seed: u64,
        threads: Option<usize>,
        board_numbers: bool,
        dd: bool,
        precision: bool,
        top: usize,
        keep_boards: bool,
        shard: Option<(u64, u64)>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        let shard = match shard {
            Some((i, k)) => Some(ShardSpec::parse(&format!("{i}/{k}")).map_err(err::<BidbaseError>)?),
            None => None,
        };
        let req = Request {
            bidder: self.bidder.as_ref(),
            system: self.args.clone(),
            label: label(&self.args),
            run: DealArgs { deals, seed, threads, boards: board_numbers },
            dd,
            precision,
            top,
            keep_boards,
            shard,
        };
        let (report, kept) = py.detach(|| simulate_value(&req)).map_err(err::<BidbaseError>)?;
        let columns = if keep_boards { board_columns(py, &kept)?.into_any() } else { py.None().into_bound(py) };
        Ok((to_py(py, &report)?, columns))
    }
}

/// The boards as columns: strings as lists, HCP as one byte string of n x 4 (N, E, S, W).
fn board_columns<'py>(py: Python<'py>, kept: &[Kept]) -> PyResult<Bound<'py, PyDict>> {
    let n = kept.len();
    let mut board = Vec::with_capacity(n);
    let (mut dealer, mut vul, mut deal, mut auction, mut contract, mut declarer) = (
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
    );
    let mut hands: [Vec<String>; 4] = Default::default();
    let mut hcp = Vec::with_capacity(n * 4);
    for (index, d, a, v) in kept {
        board.push(index + 1);
        dealer.push(a.dealer().letter().to_string());
        vul.push(v.pbn());
        deal.push(d.to_pbn(Seat::North));
        // With the slam-convention tags (4NT@30), so that bidding the auction again finds the
        // same sections.
        auction.push(a.to_pbn());
        match a.contract() {
            Some((c, s)) => {
                contract.push(c.to_string());
                declarer.push(s.letter().to_string());
            }
            None => {
                contract.push("Pass".to_string());
                declarer.push(String::new());
            }
        }
        for s in Seat::ALL {
            let h = d.hand(s);
            hands[s.index()].push(h.to_pbn());
            hcp.push(Features::new(h).hcp());
        }
    }
    let cols = PyDict::new(py);
    cols.set_item("board", board)?;
    cols.set_item("dealer", dealer)?;
    cols.set_item("vulnerability", vul)?;
    cols.set_item("deal", deal)?;
    for (s, name) in Seat::ALL.iter().zip(["north", "east", "south", "west"]) {
        cols.set_item(name, std::mem::take(&mut hands[s.index()]))?;
    }
    cols.set_item("auction", auction)?;
    cols.set_item("contract", contract)?;
    cols.set_item("declarer", declarer)?;
    cols.set_item("hcp", PyBytes::new(py, &hcp))?;
    Ok(cols)
}

/// `n` deals of `seed` in PBN, as `bidbase deal --seed SEED --count N` prints them.
#[pyfunction]
#[pyo3(signature = (seed, n, deck="standard"))]
fn deal(seed: u64, n: u64, deck: &str) -> PyResult<Vec<String>> {
    let deck = match deck {
        "standard" => Deck::Standard,
        "bidittle" => Deck::Bidittle,
        other => {
            return Err(PyErr::new::<BidbaseError, _>(format!("bad deck '{other}': expected standard or bidittle")))
        }
    };
    if n > 100_000_000 {
        return Err(PyErr::new::<BidbaseError, _>(format!("{n} deals are more than 100,000,000 at once")));
    }
    Ok((0..n).map(|i| Dealer::for_index(deck, seed, i).deal().to_pbn(Seat::North)).collect())
}

/// Reads PBN deals, naming the bad one.
fn read_deals(deals: Vec<String>) -> PyResult<Vec<Deal>> {
    deals
        .iter()
        .enumerate()
        .map(|(i, t)| {
            Deal::parse_pbn(t.trim()).map_err(|e| PyErr::new::<DealError, _>(format!("deal {i}: bad deal '{t}': {e}")))
        })
        .collect()
}

/// Double-dummy tricks of each deal, as bytes: deal by deal, declarer N, E, S, W, strain C, D,
/// H, S, NT (n x 4 x 5).
#[pyfunction]
fn dd<'py>(py: Python<'py>, deals: Vec<String>) -> PyResult<Bound<'py, PyBytes>> {
    let deals = read_deals(deals)?;
    let tables =
        py.detach(|| bidbase_dd::solve_all(&deals, &|_| {})).map_err(|e| PyErr::new::<DealError, _>(e.to_string()))?;
    let mut out = Vec::with_capacity(tables.len() * 20);
    for t in &tables {
        for s in Seat::ALL {
            for strain in Strain::ALL {
                out.push(t.tricks(s, strain));
            }
        }
    }
    Ok(PyBytes::new(py, &out))
}

/// The par of a deal, as `bidbase par --json` prints it.
#[pyfunction]
#[pyo3(signature = (deal, vul="None", dealer="N"))]
fn par<'py>(py: Python<'py>, deal: &str, vul: &str, dealer: &str) -> PyResult<Bound<'py, PyAny>> {
    let d = read_deals(vec![deal.to_string()])?[0];
    let vul = parse_vul(vul).map_err(err::<DealError>)?;
    let dealer = parse_dealer(dealer).map_err(err::<DealError>)?;
    let t = py.detach(|| bidbase_dd::solve(&d)).map_err(|e| PyErr::new::<DealError, _>(e.to_string()))?;
    let p = bidbase_dd::par(&t, vul, dealer);
    let v = serde_json::json!({
        "deal": d.to_pbn(Seat::North), "vulnerability": vul.pbn(), "dealer": dealer.letter().to_string(),
        "tricks": bidbase_commands::dd_cmd::table_json(&t), "par": bidbase_commands::dd_cmd::par_json(&p),
    });
    to_py(py, &v)
}

/// Adds up shard documents (JSON text, as `simulate --shard` prints them) into the report of
/// the run, as `bidbase merge --json` prints it.
#[pyfunction]
/// `system` names the entries (the system the shards ran); without it the system the shards
/// name is loaded (a built-in one, or a rules file by its path).
#[pyo3(signature = (shards, top=15, system=None))]
fn merge<'py>(
    py: Python<'py>,
    shards: Vec<String>,
    top: usize,
    system: Option<PyRef<'py, NativeSystem>>,
) -> PyResult<Bound<'py, PyAny>> {
    let bidder = system.as_ref().map(|s| s.bidder.as_ref() as &(dyn bidbase::Bidder + Send + Sync));
    let (mut report, timing) = py
        .detach(|| {
            let items = shards.iter().enumerate().map(|(i, text)| {
                let name = format!("shard {i}");
                serde_json::from_str::<Value>(text)
                    .map(|v| (name.clone(), v))
                    .map_err(|e| UserError(format!("{name}: not a shard document: {e}")))
            });
            merge_values(items, top, bidder)
        })
        .map_err(err::<BidbaseError>)?;
    report["timing"] = timing;
    to_py(py, &report)
}

/// The native module.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    bidbase_commands::builtin::register(bidbase_systems::BUILTINS);
    m.add_class::<NativeSystem>()?;
    m.add_function(wrap_pyfunction!(deal, m)?)?;
    m.add_function(wrap_pyfunction!(dd, m)?)?;
    m.add_function(wrap_pyfunction!(par, m)?)?;
    m.add_function(wrap_pyfunction!(merge, m)?)?;
    m.add("BidbaseError", py.get_type::<BidbaseError>())?;
    m.add("HandError", py.get_type::<HandError>())?;
    m.add("AuctionError", py.get_type::<AuctionError>())?;
    m.add("DealError", py.get_type::<DealError>())?;
    m.add("UnknownSystemError", py.get_type::<UnknownSystemError>())?;
    m.add("ConventionError", py.get_type::<ConventionError>())?;
    m.add("RulesError", py.get_type::<RulesError>())?;
    Ok(())
}
