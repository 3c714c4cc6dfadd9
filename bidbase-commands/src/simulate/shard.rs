//! `simulate --shard I/K` and `merge`: a run split into seeded shards whose counts add up.
//!
//! Board `i` of a run depends only on the seed and `i`, so shard `I` of `K` bids boards
//! `I*N/K .. (I+1)*N/K` and writes its raw counts (a *shard file*, JSON); `bidbase merge`
//! adds the counts of all `K` shards and prints the report `simulate` prints for the whole
//! run, field for field (timing aside). docs/scale-out.md shows how shards are run.

use std::hash::Hash;

use bidbase::sim::{ByCalls, Stats};
use bidbase::{Call, SlamTag};
use serde_json::{json, Value};

use super::double_dummy::DdPartial;
use super::precision::Precision;
use super::raw::{arr, calls_of, uint};
use crate::builtin::{Engine, SystemArgs};
use crate::error::UserError;

/// The format version written in every shard file.
pub const SHARD_FORMAT: u64 = 1;

/// One shard of a run: `index` of `count`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ShardSpec {
    /// Which shard, from 0.
    pub index: u64,
    /// How many shards the run is split into.
    pub count: u64,
}

impl ShardSpec {
    /// Reads `I/K` (0 <= I < K).
    pub fn parse(text: &str) -> Result<ShardSpec, UserError> {
        let bad =
            |why: &str| UserError(format!("bad --shard '{text}': {why} (expected I/K, as 0/4 for the first of four)"));
        let (i, k) = text.split_once('/').ok_or_else(|| bad("no '/'"))?;
        let index: u64 = i.trim().parse().map_err(|_| bad("the shard number is not a whole number"))?;
        let count: u64 = k.trim().parse().map_err(|_| bad("the shard count is not a whole number"))?;
        if count == 0 {
            return Err(bad("the shard count must be at least 1"));
        }
        if index >= count {
            return Err(bad("the shard number counts from 0 and must be below the shard count"));
        }
        Ok(ShardSpec { index, count })
    }

    /// The boards of this shard among `deals`: an even split, earlier shards never larger.
    pub fn range(self, deals: u64) -> std::ops::Range<u64> {
        let at = |i: u64| ((u128::from(deals) * u128::from(i)) / u128::from(self.count)) as u64;
        at(self.index)..at(self.index + 1)
    }
}

/// Calls in BidBase notation, separated by spaces.
fn calls_text(calls: &[Call]) -> String {
    calls.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
}

/// A [`ByCalls`] as `[[key, [[calls, n], ...]], ...]`, sorted so the same counts give the same
/// text.
fn by_calls_raw<K: Hash + Eq>(m: &ByCalls<K>, key: impl Fn(&K) -> Value) -> Value {
    let mut rows: Vec<(String, Value)> = m
        .iter()
        .map(|(k, by)| {
            let mut v: Vec<(String, u64)> = by.iter().map(|(c, n)| (calls_text(c), *n)).collect();
            v.sort();
            let kv = key(k);
            (kv.to_string(), json!([kv, v.into_iter().map(|(c, n)| json!([c, n])).collect::<Vec<_>>()]))
        })
        .collect();
    rows.sort_by(|a, b| a.0.cmp(&b.0));
    Value::Array(rows.into_iter().map(|r| r.1).collect())
}

/// Reads back what [`by_calls_raw`] wrote.
fn by_calls_from<K: Hash + Eq>(v: &Value, key: impl Fn(&Value) -> Result<K, String>) -> Result<ByCalls<K>, String> {
    let mut m = ByCalls::<K>::default();
    for row in arr(v)? {
        let by = m.entry(key(&row[0])?).or_default();
        for pair in arr(&row[1])? {
            let calls = calls_of(pair[0].as_str().ok_or("an auction is not text")?)?;
            *by.entry(calls.into_boxed_slice()).or_default() += uint(&pair[1])?;
        }
    }
    Ok(m)
}

fn entry_key(k: &Option<u32>) -> Value {
    json!(k)
}

fn entry_from(v: &Value) -> Result<Option<u32>, String> {
    if v.is_null() {
        return Ok(None);
    }
    let n = uint(v)?;
    u32::try_from(n).map(Some).map_err(|_| format!("entry {n} out of range"))
}

/// The counts of a run as JSON that [`stats_from_raw`] reads back exactly.
pub fn stats_raw(s: &Stats) -> Value {
    json!({
        "boards": s.boards,
        "passed_out": s.passed_out,
        "contracts": s.contracts,
        "doubled": s.doubled,
        "calls": s.calls,
        "no_entry": s.no_entry,
        "illegal": s.illegal,
        "fallback": s.fallback,
        "no_entry_by_section": by_calls_raw(&s.no_entry_by_section, |t| match t {
            Some(t) => json!(t.to_string()),
            None => Value::Null,
        }),
        "entries": s.entry_hits.len(),
        "entry_hits": s.entry_hits.iter().enumerate().filter(|(_, n)| **n > 0).map(|(i, n)| json!([i, n])).collect::<Vec<_>>(),
        "forced": s.forced,
        "forced_passed": s.forced_passed,
        "forced_no_entry": s.forced_no_entry,
        "game_boards": s.game_boards,
        "missed_games": s.missed_games,
        "missed_defending_doubled": s.missed_defending_doubled,
        "forced_passes_by": by_calls_raw(&s.forced_passes_by, entry_key),
        "missed_by": by_calls_raw(&s.missed_by, entry_key),
        "slam_boards": s.slam_boards,
        "missed_slams": s.missed_slams,
        "missed_slams_by": by_calls_raw(&s.missed_slams_by, entry_key),
        "passes_with_extras": s.passes_with_extras,
        "passes_with_extras_by": by_calls_raw(&s.passes_with_extras_by, entry_key),
        "games_bid": s.games_bid,
        "thin_games": s.thin_games,
        "thin_games_by": by_calls_raw(&s.thin_games_by, entry_key),
    })
}

/// Reads back what [`stats_raw`] wrote.
pub fn stats_from_raw(v: &Value) -> Result<Stats, String> {
    let mut s = Stats::new(uint(&v["entries"])? as usize);
    s.boards = uint(&v["boards"])?;
    s.passed_out = uint(&v["passed_out"])?;
    for (l, row) in arr(&v["contracts"])?.iter().enumerate().take(7) {
        for (k, n) in arr(row)?.iter().enumerate().take(5) {
            s.contracts[l][k] = uint(n)?;
        }
    }
    for (d, n) in arr(&v["doubled"])?.iter().enumerate().take(3) {
        s.doubled[d] = uint(n)?;
    }
    s.calls = uint(&v["calls"])?;
    s.no_entry = uint(&v["no_entry"])?;
    s.illegal = uint(&v["illegal"])?;
    s.fallback = uint(&v["fallback"])?;
    s.no_entry_by_section = by_calls_from(&v["no_entry_by_section"], |k| {
        if k.is_null() {
            return Ok(None);
        }
        let t = k.as_str().ok_or("a slam tag is not text")?;
        SlamTag::parse(t).map(Some).map_err(|e| e.to_string())
    })?;
    for pair in arr(&v["entry_hits"])? {
        let id = uint(&pair[0])? as usize;
        *s.entry_hits.get_mut(id).ok_or_else(|| format!("entry {id} out of range"))? = uint(&pair[1])?;
    }
    s.forced = uint(&v["forced"])?;
    s.forced_passed = uint(&v["forced_passed"])?;
    s.forced_no_entry = uint(&v["forced_no_entry"])?;
    s.game_boards = uint(&v["game_boards"])?;
    s.missed_games = uint(&v["missed_games"])?;
    s.missed_defending_doubled = uint(&v["missed_defending_doubled"])?;
    s.forced_passes_by = by_calls_from(&v["forced_passes_by"], entry_from)?;
    s.missed_by = by_calls_from(&v["missed_by"], entry_from)?;
    s.slam_boards = uint(&v["slam_boards"])?;
    s.missed_slams = uint(&v["missed_slams"])?;
    s.missed_slams_by = by_calls_from(&v["missed_slams_by"], entry_from)?;
    s.passes_with_extras = uint(&v["passes_with_extras"])?;
    s.passes_with_extras_by = by_calls_from(&v["passes_with_extras_by"], entry_from)?;
    s.games_bid = uint(&v["games_bid"])?;
    s.thin_games = uint(&v["thin_games"])?;
    s.thin_games_by = by_calls_from(&v["thin_games_by"], entry_from)?;
    Ok(s)
}

/// The system arguments as JSON, so `merge` loads the same system.
pub fn system_raw(a: &SystemArgs) -> Value {
    json!({
        "system": a.system,
        "rules": a.rules,
        "engine": a.engine.map(|e| match e {
            Engine::Compiled => "compiled",
            Engine::Interpreted => "interpreted",
        }),
        "conventions": a.conventions,
    })
}

/// Reads back what [`system_raw`] wrote.
pub fn system_from_raw(v: &Value) -> Result<SystemArgs, String> {
    let text = |k: &str| -> Result<Option<String>, String> {
        match &v[k] {
            Value::Null => Ok(None),
            Value::String(s) => Ok(Some(s.clone())),
            other => Err(format!("the system's {k} is not text: {other}")),
        }
    };
    let engine = match text("engine")?.as_deref() {
        None => None,
        Some("compiled") => Some(Engine::Compiled),
        Some("interpreted") => Some(Engine::Interpreted),
        Some(other) => return Err(format!("unknown engine '{other}'")),
    };
    Ok(SystemArgs { system: text("system")?, rules: text("rules")?, engine, conventions: text("conventions")? })
}

/// What one shard found, as read from or written to a shard file.
pub struct Shard {
    /// The run: everything that must be the same in every shard of it (system, seed, boards,
    /// options), as JSON.
    pub run: Value,
    /// Which shard.
    pub spec: ShardSpec,
    /// The counts.
    pub stats: Stats,
    /// The descriptions' precision (`--precision`).
    pub precision: Option<Precision>,
    /// Double-dummy judging (`--dd`).
    pub dd: Option<DdPartial>,
    /// The shard's timing.
    pub timing: Value,
}

impl Shard {
    /// The shard file's text.
    pub fn to_json(&self) -> Value {
        json!({
            "bidbase_shard": SHARD_FORMAT,
            "run": self.run,
            "shard": [self.spec.index, self.spec.count],
            "stats": stats_raw(&self.stats),
            "precision": self.precision.as_ref().map(Precision::to_raw),
            "double_dummy": self.dd.as_ref().map(DdPartial::to_raw),
            "timing": self.timing,
        })
    }

    /// Reads a shard file's JSON; `name` is named in errors.
    pub fn from_json(name: &str, v: &Value) -> Result<Shard, UserError> {
        let err = |why: String| UserError(format!("{name}: not a shard file of this version: {why}"));
        if v["bidbase_shard"].as_u64() != Some(SHARD_FORMAT) {
            return Err(err(format!("'bidbase_shard' is {} (expected {SHARD_FORMAT})", v["bidbase_shard"])));
        }
        let spec = ShardSpec { index: uint(&v["shard"][0]).map_err(err)?, count: uint(&v["shard"][1]).map_err(err)? };
        if spec.count == 0 || spec.index >= spec.count {
            return Err(err(format!("shard {}/{} is out of range", spec.index, spec.count)));
        }
        let stats = stats_from_raw(&v["stats"]).map_err(err)?;
        let precision = match &v["precision"] {
            Value::Null => None,
            p => Some(Precision::from_raw(p).map_err(err)?),
        };
        let dd = match &v["double_dummy"] {
            Value::Null => None,
            d => Some(DdPartial::from_raw(d).map_err(err)?),
        };
        Ok(Shard { run: v["run"].clone(), spec, stats, precision, dd, timing: v["timing"].clone() })
    }
}
