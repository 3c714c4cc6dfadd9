//! Reading back the raw counts of a shard document: JSON numbers and lists that must be there,
//! and auctions written as calls separated by spaces.

use bidbase::Call;
use serde_json::Value;

/// A JSON number that must be a whole number of at least 0.
pub fn uint(v: &Value) -> Result<u64, String> {
    v.as_u64().ok_or_else(|| format!("expected a whole number, found {v}"))
}

/// A JSON number that must be a whole number.
pub fn int(v: &Value) -> Result<i64, String> {
    v.as_i64().ok_or_else(|| format!("expected a whole number, found {v}"))
}

/// A JSON array.
pub fn arr(v: &Value) -> Result<&Vec<Value>, String> {
    v.as_array().ok_or_else(|| format!("expected a list, found {v}"))
}

/// Calls written as [`calls_text`] writes them.
pub fn calls_of(text: &str) -> Result<Vec<Call>, String> {
    text.split_whitespace().map(|c| Call::parse(c).map_err(|e| e.to_string())).collect()
}
