//! `simulate --shard I/K` and `merge`: a run split into shards adds up to the same report as the
//! run in one process, field for field (timing aside), whatever the order of the files.

mod common;

use common::{bidbase, json, text};
use serde_json::Value;

/// Runs shard `i` of `k` of a run and writes its file; returns the path.
fn shard(dir: &std::path::Path, args: &[&str], i: u64, k: u64) -> String {
    let spec = format!("{i}/{k}");
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--shard", &spec]);
    let out = text(&all);
    let path = dir.join(format!("shard-{i}-of-{k}.json"));
    std::fs::write(&path, out).expect("write a shard file");
    path.to_string_lossy().into_owned()
}

/// The report without its timing.
fn untimed(mut v: Value) -> Value {
    v.as_object_mut().expect("a JSON object").remove("timing");
    v
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    common::scratch_dir(&format!("shards-{name}"))
}

#[test]
fn shards_merge_to_the_single_run() {
    let dir = temp_dir("plain");
    let run = ["simulate", "--system", "sayc", "--deals", "9000", "--seed", "21", "--precision", "--threads", "1"];
    let files: Vec<String> = (0..4).rev().map(|i| shard(&dir, &run, i, 4)).collect();
    let mut merge: Vec<&str> = vec!["merge", "--json"];
    merge.extend(files.iter().map(String::as_str));
    let merged = json(&merge);
    assert_eq!(merged["timing"]["shards"], 4);
    let mut single: Vec<&str> = run.to_vec();
    single.push("--json");
    let whole = json(&single);
    assert_eq!(untimed(merged), untimed(whole.clone()));
    // The report really counts something: not two empty reports compared.
    assert_eq!(whole["boards"], 9000);
    assert!(whole["precision"]["pairs"].as_u64().unwrap() > 0);
    assert!(whole["games"]["missed_by_last_call"].as_array().unwrap().len() > 3);
    // The text report of a merge names the shards.
    let mut merge_text: Vec<&str> = vec!["merge"];
    merge_text.extend(files.iter().map(String::as_str));
    assert!(text(&merge_text).contains("in 4 shards added up"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn shards_merge_double_dummy_judging_exactly() {
    let dir = temp_dir("dd");
    let run = ["simulate", "--system", "sayc", "--deals", "24", "--seed", "5", "--dd", "--threads", "1"];
    let files: Vec<String> = (0..3).map(|i| shard(&dir, &run, i, 3)).collect();
    let mut merge: Vec<&str> = vec!["merge", "--json"];
    merge.extend(files.iter().map(String::as_str));
    let merged = json(&merge);
    let mut single: Vec<&str> = run.to_vec();
    single.push("--json");
    let whole = json(&single);
    assert_eq!(whole["double_dummy"]["boards"], 24);
    assert_eq!(untimed(merged), untimed(whole));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn uneven_shards_cover_every_board_once() {
    // 10 boards in 4 shards: 2, 3, 2, 3 boards; a shard may be empty when K > N.
    let dir = temp_dir("uneven");
    let run = ["simulate", "--system", "examples", "--deals", "10", "--seed", "3"];
    let files: Vec<String> = (0..4).map(|i| shard(&dir, &run, i, 4)).collect();
    let boards: Vec<u64> = files
        .iter()
        .map(|f| {
            let v: Value = serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
            v["stats"]["boards"].as_u64().unwrap()
        })
        .collect();
    assert_eq!(boards, [2, 3, 2, 3]);
    let mut merge: Vec<&str> = vec!["merge", "--json"];
    merge.extend(files.iter().map(String::as_str));
    let mut single: Vec<&str> = run.to_vec();
    single.push("--json");
    assert_eq!(untimed(json(&merge)), untimed(json(&single)));
    let empty = shard(&dir, &["simulate", "--system", "examples", "--deals", "2", "--seed", "3"], 0, 3);
    let v: Value = serde_json::from_str(&std::fs::read_to_string(empty).unwrap()).unwrap();
    assert_eq!(v["stats"]["boards"], 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn merge_refuses_files_that_do_not_make_one_run() {
    let dir = temp_dir("bad");
    let run = ["simulate", "--system", "examples", "--deals", "100", "--seed", "4"];
    let other_seed = ["simulate", "--system", "examples", "--deals", "100", "--seed", "5"];
    let b1 = {
        let f = shard(&dir, &other_seed, 1, 2);
        let to = dir.join("other-seed.json");
        std::fs::rename(&f, &to).unwrap();
        to.to_string_lossy().into_owned()
    };
    let a0 = shard(&dir, &run, 0, 2);
    let a1 = shard(&dir, &run, 1, 2);
    let three = shard(&dir, &run, 2, 3);
    let garbage = dir.join("garbage.json");
    std::fs::write(&garbage, "{\"bidbase_shard\": 1, \"shard\": [0, 2]").unwrap();
    let garbage = garbage.to_string_lossy().into_owned();
    let cases: [(&[&str], &str); 6] = [
        (&["merge", &a0], "shards missing from the run: 1/2"),
        (&["merge", &a0, &a0, &a1], "are both shard 0/2"),
        (&["merge", &a0, &b1], "is a shard of another run"),
        (&["merge", &a0, &three], "but"),
        (&["merge", &garbage], "not a shard file"),
        (&["merge", "/no/such/shard.json"], "cannot read /no/such/shard.json"),
    ];
    for (args, expect) in cases {
        let (code, out, err) = bidbase(args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains(expect), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    for bad in ["2/2", "1", "a/3", "0/0", "-1/2"] {
        let (code, _, err) = bidbase(&["simulate", "--system", "examples", "--deals", "10", "--shard", bad]);
        assert_eq!(code, 2, "--shard {bad}: {err}");
        assert!(err.starts_with("error:") && !err.contains("panicked"), "--shard {bad}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
