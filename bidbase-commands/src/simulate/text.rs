//! The text report of `simulate`, printed from the JSON report and its timings.

use bidbase::Strain;
use serde_json::Value;

use crate::plural::{count, noun};

/// The report in text: `r` the report, `timing` its timings, `top` rows of each ranking.
pub fn print_text(r: &Value, timing: &Value, top: usize) {
    print_summary(r, timing);
    print_counts(r);
    print_rankings(r);
    if let Some(d) = r.get("dda") {
        outln!();
        outln!(
            "DDA with {}: {} of {} no-entry {} answered, {:.2} s each ({:.1} s in all)",
            count(&d["deals"], "deal", "deals"),
            d["answered"],
            d["decisions"],
            noun(&d["decisions"], "decision", "decisions"),
            timing["dda_seconds_per_decision"].as_f64().unwrap_or(0.0),
            timing["dda_seconds"].as_f64().unwrap_or(0.0)
        );
    }
    if let Some(d) = r.get("double_dummy") {
        outln!();
        outln!(
            "double dummy: {} solved in {:.1} s ({:.2} deals a second)",
            count(&d["boards"], "board", "boards"),
            timing["solve_seconds"].as_f64().unwrap_or(0.0),
            timing["solved_per_second"].as_f64().unwrap_or(0.0)
        );
        if d["scoring"] == "bidittle" {
            print_bidittle(d, top);
        } else {
            print_against_par(d);
        }
    }
    if let Some(p) = r.get("precision") {
        print_precision(p);
    }
    print_dead(r);
}

/// The descriptions' precision (`--precision`).
fn print_precision(p: &Value) {
    outln!();
    outln!(
        "descriptions: of {} positions and calls made {}+ times, {} ({:.1}%) describe the HCP held within a point at both ends; with the player's earlier calls, {} ({:.1}%); {} contain every hand that made the call",
        p["pairs"],
        p["min_samples"],
        p["precise"],
        100.0 * f64_of(&p["precise_share"]),
        p["precise_in_context"],
        100.0 * f64_of(&p["precise_in_context_share"]),
        p["sound"]
    );
    let rows = p["least_precise"].as_array().cloned().unwrap_or_default();
    if !rows.is_empty() {
        outln!("  least precise (HCP described by the call, with the player's earlier calls, held):");
    }
    for row in rows {
        let auction = if str_of(&row["auction"]).is_empty() { "(opening)" } else { str_of(&row["auction"]) };
        outln!(
            "  {:<32} {:<4} {}-{}  {}-{}  {}-{}  {} times",
            auction,
            str_of(&row["call"]),
            row["described"][0],
            row["described"][1],
            row["in_context"][0],
            row["in_context"][1],
            row["held"][0],
            row["held"][1],
            row["count"]
        );
    }
}

/// A number of the report, 0 when it is missing.
fn f64_of(v: &Value) -> f64 {
    v.as_f64().unwrap_or(0.0)
}

/// A text of the report, empty when it is missing.
fn str_of(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

/// An entry of the report: `[prior bids] call file:line`.
fn entry_text(e: &Value) -> String {
    format!("[{}] {} {}:{}", str_of(&e["prior_bids"]), str_of(&e["call"]), str_of(&e["file"]), e["line"])
}

/// The run, and the final contracts by level and strain.
fn print_summary(r: &Value, timing: &Value) {
    let boards = r["boards"].as_u64().unwrap_or(0);
    let pct = |n: u64| 100.0 * n as f64 / boards.max(1) as f64;
    outln!(
        "{} bid by {} (seed {}, {} deck)",
        count(boards, "board", "boards"),
        str_of(&r["system"]),
        r["seed"],
        str_of(&r["deck"])
    );
    if timing["shards"].is_u64() {
        outln!(
            "time {:.2} s in {} added up: {:.0} boards/s",
            f64_of(&timing["seconds"]),
            count(&timing["shards"], "shard", "shards"),
            f64_of(&timing["boards_per_second"])
        );
    } else {
        outln!(
            "time {:.2} s on {}: {:.0} boards/s",
            f64_of(&timing["seconds"]),
            count(&timing["threads"], "thread", "threads"),
            f64_of(&timing["boards_per_second"])
        );
    }
    outln!();
    outln!("final contracts (% of boards)");
    outln!("  level      C      D      H      S     NT");
    for level in 1..=7u8 {
        let cells: Vec<String> = Strain::ALL
            .iter()
            .map(|s| {
                let n = r["contracts"][format!("{level}{}", s.pbn())].as_u64().unwrap_or(0);
                format!("{:>6.2}", pct(n))
            })
            .collect();
        outln!("  {level}     {}", cells.join(" "));
    }
    let passed = r["passed_out"].as_u64().unwrap_or(0);
    outln!("  passed out {:.2}%", pct(passed));
    outln!(
        "  doubled {}, redoubled {}",
        r["doubled"]["doubled"].as_u64().unwrap_or(0),
        r["doubled"]["redoubled"].as_u64().unwrap_or(0)
    );
}

/// The auctions: their length, the decisions no entry answered, forcing calls passed, missed
/// games and slams, passes with extras, and the layers that answered.
fn print_counts(r: &Value) {
    outln!("average auction length {:.2} calls", f64_of(&r["average_auction_length"]));
    let decisions = r["decisions"].as_u64().unwrap_or(0);
    let no_entry = r["no_entry"].as_u64().unwrap_or(0);
    outln!(
        "decisions {decisions}; no entry matched {no_entry} ({:.3}%), in {}; illegal calls {}",
        100.0 * no_entry as f64 / decisions.max(1) as f64,
        count(&r["no_entry_sections"], "section", "sections"),
        r["illegal_calls"]
    );
    let f = &r["forced"];
    outln!(
        "forced to bid (partner's forcing call, or a game force below game): {}, {} ({} with no entry)",
        count(&f["decisions"], "decision", "decisions"),
        count(&f["passed"], "pass", "passes"),
        f["no_entry"]
    );
    let g = &r["games"];
    if r["deck"] != "standard" {
        outln!("missed games: not measured (a {} contract scores by its level: there is no game)", str_of(&r["deck"]));
    } else {
        outln!(
            "missed games: {} of {} with 26+ HCP and a major fit or two balanced hands stop below game ({:.2}%; {} of them defend the opponents' contract doubled)",
            g["missed"],
            count(&g["boards"], "board", "boards"),
            100.0 * f64_of(&g["missed_share"]),
            g["missed_defending_doubled"]
        );
        let sl = &r["slams"];
        outln!(
            "missed slams: {} of {} with 33+ HCP and an eight-card fit or two balanced hands stop below the six level ({:.2}%)",
            sl["missed"],
            count(&sl["boards"], "board", "boards"),
            100.0 * f64_of(&sl["missed_share"])
        );
        let x = &r["passes_with_extras"];
        let often = match f64_of(&x["share_of_boards"]) {
            share if share > 0.0 => format!(" (one board in {:.0})", 1.0 / share),
            _ => String::new(),
        };
        outln!(
            "passes with extras: {}{often}: a pass below game, not forced, with 25+ points and an eight-card fit known together",
            x["count"]
        );
        outln!(
            "thin games: {} of {} (below slam) declared with fewer than 23 HCP together ({:.2}% of boards)",
            g["thin"],
            count(&g["bid"], "game", "games"),
            100.0 * f64_of(&g["thin_share_of_boards"])
        );
    }
    let l = &r["layers"];
    outln!(
        "answered by: exact sections {:.2}%, pattern sections {:.2}%, the general layer {:.2}%, no entry {:.2}%",
        100.0 * f64_of(&l["exact"]),
        100.0 * f64_of(&l["pattern"]),
        100.0 * f64_of(&l["general"]),
        100.0 * f64_of(&l["none"])
    );
}

/// Where hands fell through, the auctions of forcing calls passed and of missed games, the
/// conventions and the entries most used.
fn print_rankings(r: &Value) {
    let fell_through = r["no_entry_by_section"].as_array().cloned().unwrap_or_default();
    if !fell_through.is_empty() {
        outln!();
        outln!("where hands fell through (no entry), most frequent first");
        for s in fell_through.iter().take(15) {
            outln!("  {:>9}  [{}]", s["count"], str_of(&s["prior_bids"]));
        }
    }
    let ranking = |title: &str, v: &Value| {
        let rows = v.as_array().cloned().unwrap_or_default();
        if rows.is_empty() {
            return;
        }
        outln!();
        outln!("{title}");
        for e in rows.iter().take(15) {
            let by = match e["file"].as_str() {
                Some(f) => format!("{} {}:{} [{}]", str_of(&e["call"]), f, e["line"], str_of(&e["prior_bids"])),
                None => "no entry".to_string(),
            };
            outln!("  {:>9}  after {}: {by}", e["count"], str_of(&e["auction"]));
        }
    };
    ranking("passes when forced to bid, most frequent first", &r["forced"]["passes_by_auction"]);
    ranking("missed games: the side's last call, most frequent first", &r["games"]["missed_by_last_call"]);
    ranking("missed slams: the side's last call, most frequent first", &r["slams"]["missed_by_last_call"]);
    ranking("passes with extras, most frequent first", &r["passes_with_extras"]["by_auction"]);
    ranking("thin games: the contract's bid, most frequent first", &r["games"]["thin_by_last_bid"]);
    outln!();
    outln!("conventions (calls chosen by their entries)");
    let used = r["conventions"].as_array().into_iter().flatten().filter(|c| c["count"].as_u64().unwrap_or(0) > 0);
    for c in used.take(15) {
        outln!("  {:>9}  {}", c["count"], str_of(&c["convention"]));
    }
    outln!();
    outln!("entries most often used");
    for e in r["top_entries"].as_array().into_iter().flatten() {
        outln!("  {:>9}  {} {}", e["count"], entry_text(e), str_of(&e["convention"]));
    }
}

/// The standard deck's boards against par: by side, by convention and by entry.
fn print_against_par(d: &Value) {
    outln!(
        "  against par: {:.3} IMPs a board either way; North-South {:+.3}; the declaring side {:+.3}; at par {:.1}%",
        f64_of(&d["abs_imps_per_board"]),
        f64_of(&d["ns_imps_per_board"]),
        f64_of(&d["declarer_imps_per_board"]),
        100.0 * f64_of(&d["at_par_share"])
    );
    outln!(
        "  overbids: {} (below slam) bid on fewer than 23 HCP together ({:.2}% of boards); {} of {} {} ({:.2}% of boards)",
        count(&d["games_under_23_hcp"], "game", "games"),
        100.0 * f64_of(&d["games_under_23_hcp_share"]),
        d["slams_failing"],
        count(&d["slams"], "slam", "slams"),
        noun(&d["slams_failing"], "fails", "fail"),
        100.0 * f64_of(&d["slams_failing_share"])
    );
    outln!("  conventions, the side's IMPs against par a board (boards; {}+ boards)", d["min_boards_ranked"]);
    for c in d["conventions"].as_array().into_iter().flatten().take(15) {
        outln!("    {:>+7.3} ({:>6})  {}", f64_of(&c["imps_per_board"]), c["boards"], str_of(&c["convention"]));
    }
    for (title, key) in [("entries losing most", "entries_losing"), ("entries gaining most", "entries_gaining")] {
        let rows = d[key].as_array().cloned().unwrap_or_default();
        if rows.is_empty() {
            continue;
        }
        outln!("  {title}, the side's IMPs against par a board (boards)");
        for e in rows.iter().take(10) {
            outln!(
                "    {:>+7.3} ({:>6})  {} {}",
                f64_of(&e["imps_per_board"]),
                e["boards"],
                entry_text(e),
                str_of(&e["convention"])
            );
        }
    }
}

/// The BIDittle score of the boards, played double dummy.
fn print_bidittle(d: &Value, top: usize) {
    outln!(
        "  BIDittle score: North-South (blue) {} points, East-West (red) {} ({:.3} and {:.3} a board); {} made, {} defeated, {} passed out",
        d["ns_points"],
        d["ew_points"],
        d["ns_points_per_board"].as_f64().unwrap_or(0.0),
        d["ew_points_per_board"].as_f64().unwrap_or(0.0),
        d["made"],
        d["defeated"],
        d["passed_out"]
    );
    outln!("  board  contract  declarer  tricks  NS  EW");
    for b in d["scores"].as_array().into_iter().flatten().take(top) {
        outln!(
            "  {:>5}  {:<8}  {:<8}  {:>6}  {:>2}  {:>2}",
            b["board"].as_u64().unwrap_or(0),
            b["contract"].as_str().unwrap_or("passed"),
            b["declarer"].as_str().unwrap_or("-"),
            b["tricks"].as_u64().map(|t| t.to_string()).unwrap_or_else(|| "-".into()),
            b["ns"].as_u64().unwrap_or(0),
            b["ew"].as_u64().unwrap_or(0)
        );
    }
}

/// The entries that never fired.
fn print_dead(r: &Value) {
    let dead: &[Value] = r["dead_entries"].as_array().map_or(&[], |v| v.as_slice());
    outln!();
    outln!(
        "entries that fired: {} of {}; dead entries (never fired): {}",
        r["entries_fired"],
        r["entries"],
        dead.len()
    );
    for e in dead.iter().take(10) {
        outln!("  {}", entry_text(e));
    }
    if dead.len() > 10 {
        outln!("  ... and {} more (see --json)", dead.len() - 10);
    }
}
