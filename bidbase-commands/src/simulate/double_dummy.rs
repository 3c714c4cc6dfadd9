//! `simulate --dd`: the boards solved double dummy and the auctions judged against par (the
//! standard deck), or scored as BIDittle scores them.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use bidbase::sim::{board_setup, SimOptions};
use bidbase::{Auction, Bidder, Deal, Seat, Side, Vulnerability};
use bidbase_dd::DdTable;
use serde_json::{json, Value};

use crate::error::UserError;
use crate::progress::solve_with_progress;

/// A board kept for double-dummy judging: its index, deal, auction and vulnerability.
pub type Kept = (u64, Deal, Auction, Vulnerability);

/// Solves every kept board double dummy, with a progress bar: the tables, and the seconds spent.
/// With a tables file (`--dd-tables`), the deals it holds are read from it instead of solved,
/// and the deals solved are added to it.
fn solve_kept(kept: &[Kept], store: Option<&Path>) -> Result<(Vec<DdTable>, f64), UserError> {
    let mut known = match store {
        Some(path) if path.exists() => read_tables(path)?,
        _ => HashMap::new(),
    };
    // Each board's key: its deal as the file writes it.
    let keys: Vec<String> = kept.iter().map(|k| k.1.to_pbn(Seat::North)).collect();
    let mut missing: Vec<Deal> = Vec::new();
    let mut queued = std::collections::HashSet::new();
    for (k, key) in kept.iter().zip(&keys) {
        if !known.contains_key(key) && queued.insert(key) {
            missing.push(k.1);
        }
    }
    let (solved, seconds) = solve_with_progress(&missing, "deals solved")?;
    if let Some(path) = store.filter(|_| !missing.is_empty()) {
        append_tables(path, &missing, &solved)?;
    }
    for (deal, table) in missing.iter().zip(solved) {
        known.insert(deal.to_pbn(Seat::North), table);
    }
    let tables = keys.iter().map(|key| known.get(key).copied()).collect::<Option<Vec<_>>>();
    let tables = tables.ok_or_else(|| UserError("a deal was neither solved nor in the tables file".into()))?;
    Ok((tables, seconds))
}

/// The tables of a `--dd-tables` file: one deal a line, its table's 20 hex digits
/// ([`DdTable::to_hex`]), a space, and the deal in PBN from North.
fn read_tables(path: &Path) -> Result<HashMap<String, DdTable>, UserError> {
    let shown = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| UserError(format!("cannot read {shown}: {e}")))?;
    let mut known = HashMap::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let bad = |what: String| UserError(format!("{shown}:{}: {what}", i + 1));
        let (hex, deal) =
            line.split_once(' ').ok_or_else(|| bad("expected a table's 20 hex digits and a deal".into()))?;
        let table = DdTable::parse_hex(hex).map_err(|e| bad(e.to_string()))?;
        // The deal as this command writes it (from North), kept as text: BIDittle's
        // seven-card deals are keyed the same way.
        known.insert(deal.trim().to_string(), table);
    }
    Ok(known)
}

/// Adds the deals solved to a `--dd-tables` file (created if need be).
fn append_tables(path: &Path, deals: &[Deal], tables: &[DdTable]) -> Result<(), UserError> {
    use std::io::Write as _;
    let shown = path.display();
    let err = |e: std::io::Error| UserError(format!("cannot write {shown}: {e}"));
    let file = std::fs::OpenOptions::new().create(true).append(true).open(path).map_err(err)?;
    let mut w = std::io::BufWriter::new(file);
    for (deal, table) in deals.iter().zip(tables) {
        writeln!(w, "{} {}", table.to_hex(), deal.to_pbn(Seat::North)).map_err(err)?;
    }
    w.flush().map_err(err)
}

/// What double-dummy judging found on some boards, kept as counts that add up: the boards of
/// two ranges judged apart and merged give what judging them together gives (`simulate --shard`
/// and `merge`).
#[derive(Clone, Debug, PartialEq)]
pub enum DdPartial {
    /// The standard deck: results against par.
    Par(ParPartial),
    /// BIDittle's deck: each board's BIDittle score.
    Bidittle(BidittlePartial),
}

/// Results against par, by convention and by entry, and the overbids.
#[derive(Clone, Debug, PartialEq)]
pub struct ParPartial {
    stats: bidbase_dd::judge::ParStats,
    /// By convention: (boards where one of its entries made a call for a side, the side's IMPs).
    by_convention: BTreeMap<String, (u64, i64)>,
    overbids: Overbids,
}

/// BIDittle scores: one row a board (in board order once merged) and the totals.
#[derive(Clone, Debug, PartialEq)]
pub struct BidittlePartial {
    /// (board index, the row as reported).
    rows: Vec<(u64, Value)>,
    ns: u64,
    ew: u64,
    made: u64,
    defeated: u64,
    passed_out: u64,
}

impl DdPartial {
    /// Solves every kept board double dummy and judges it (against par, or by BIDittle's score
    /// for the BIDittle deck): the counts, and the seconds spent solving.
    pub fn judge(
        bidder: &(dyn Bidder + Send + Sync),
        options: &SimOptions,
        kept: &[Kept],
        tables: Option<&Path>,
    ) -> Result<(DdPartial, f64), UserError> {
        match options.deck {
            bidbase::Deck::Standard => {
                let (p, s) = judge_par(bidder, options, kept, tables)?;
                Ok((DdPartial::Par(p), s))
            }
            bidbase::Deck::Bidittle => {
                let (p, s) = judge_bidittle(kept, tables)?;
                Ok((DdPartial::Bidittle(p), s))
            }
        }
    }

    /// Adds another range's counts; both must come from the same deck.
    pub fn merge(&mut self, other: DdPartial) -> Result<(), UserError> {
        match (self, other) {
            (DdPartial::Par(a), DdPartial::Par(b)) => {
                a.stats.merge(&b.stats);
                for (c, (n, i)) in b.by_convention {
                    let slot = a.by_convention.entry(c).or_default();
                    slot.0 += n;
                    slot.1 += i;
                }
                a.overbids.merge(&b.overbids);
            }
            (DdPartial::Bidittle(a), DdPartial::Bidittle(b)) => {
                a.rows.extend(b.rows);
                a.rows.sort_by_key(|r| r.0);
                a.ns += b.ns;
                a.ew += b.ew;
                a.made += b.made;
                a.defeated += b.defeated;
                a.passed_out += b.passed_out;
            }
            _ => return Err(UserError("cannot merge double-dummy results of two different decks".into())),
        }
        Ok(())
    }

    /// The report's `double_dummy` part, with `top` entries ranked each way.
    pub fn report(&self, bidder: &dyn Bidder, top: usize) -> Value {
        match self {
            DdPartial::Par(p) => p.report(bidder, top),
            DdPartial::Bidittle(b) => b.report(),
        }
    }

    /// The counts as JSON that [`DdPartial::from_raw`] reads back exactly.
    pub fn to_raw(&self) -> Value {
        match self {
            DdPartial::Par(p) => json!({
                "kind": "par",
                "boards": p.stats.boards,
                "at_par": p.stats.at_par,
                "ns_imps": p.stats.ns_imps,
                "abs_imps": p.stats.abs_imps,
                "declarer_imps": p.stats.declarer_imps,
                "entries": p.stats.by_entry.len(),
                "by_entry": p.stats.by_entry.iter().enumerate().filter(|(_, e)| e.0 != 0 || e.1 != 0)
                    .map(|(id, e)| json!([id, e.0, e.1])).collect::<Vec<_>>(),
                "by_convention": p.by_convention.iter().map(|(c, (n, i))| json!([c, n, i])).collect::<Vec<_>>(),
                "overbids": [p.overbids.games, p.overbids.thin_games, p.overbids.slams, p.overbids.failed_slams],
            }),
            DdPartial::Bidittle(b) => json!({
                "kind": "bidittle",
                "rows": b.rows.iter().map(|(_, r)| r.clone()).collect::<Vec<_>>(),
                "totals": [b.ns, b.ew, b.made, b.defeated, b.passed_out],
            }),
        }
    }

    /// Reads back what [`DdPartial::to_raw`] wrote.
    pub fn from_raw(v: &Value) -> Result<DdPartial, String> {
        use crate::simulate::raw::{arr, int, uint};
        match v["kind"].as_str() {
            Some("par") => {
                let mut stats = bidbase_dd::judge::ParStats::new(uint(&v["entries"])? as usize);
                stats.boards = uint(&v["boards"])?;
                stats.at_par = uint(&v["at_par"])?;
                stats.ns_imps = int(&v["ns_imps"])?;
                stats.abs_imps = int(&v["abs_imps"])?;
                stats.declarer_imps = int(&v["declarer_imps"])?;
                for e in arr(&v["by_entry"])? {
                    let id = uint(&e[0])? as usize;
                    let slot = stats.by_entry.get_mut(id).ok_or_else(|| format!("entry {id} out of range"))?;
                    *slot = (uint(&e[1])?, int(&e[2])?);
                }
                let mut by_convention = BTreeMap::new();
                for c in arr(&v["by_convention"])? {
                    let name = c[0].as_str().ok_or("a convention name is not text")?;
                    by_convention.insert(name.to_string(), (uint(&c[1])?, int(&c[2])?));
                }
                let o = &v["overbids"];
                let overbids = Overbids {
                    games: uint(&o[0])?,
                    thin_games: uint(&o[1])?,
                    slams: uint(&o[2])?,
                    failed_slams: uint(&o[3])?,
                };
                Ok(DdPartial::Par(ParPartial { stats, by_convention, overbids }))
            }
            Some("bidittle") => {
                let mut rows = Vec::new();
                for r in arr(&v["rows"])? {
                    rows.push((uint(&r["board"])?.saturating_sub(1), r.clone()));
                }
                let t = &v["totals"];
                Ok(DdPartial::Bidittle(BidittlePartial {
                    rows,
                    ns: uint(&t[0])?,
                    ew: uint(&t[1])?,
                    made: uint(&t[2])?,
                    defeated: uint(&t[3])?,
                    passed_out: uint(&t[4])?,
                }))
            }
            _ => Err("the double-dummy part has no known kind".into()),
        }
    }
}

/// Solves every kept board and judges its auction against par.
fn judge_par(
    bidder: &(dyn Bidder + Send + Sync),
    options: &SimOptions,
    kept: &[Kept],
    store: Option<&Path>,
) -> Result<(ParPartial, f64), UserError> {
    use bidbase_dd::judge::{entries_fired, result_ns, ParStats};
    let (tables, solve_seconds) = solve_kept(kept, store)?;
    let mut stats = ParStats::new(bidder.entry_count());
    let mut by_convention: BTreeMap<String, (u64, i64)> = BTreeMap::new();
    let mut overbids = Overbids::default();
    for ((index, deal, auction, vul), table) in kept.iter().zip(&tables) {
        overbids.add(deal, auction, table);
        let (_, _, context) = board_setup(options, *index);
        let entries = entries_fired(bidder, deal, auction, &context);
        let par = bidbase_dd::par(table, *vul, auction.dealer());
        let result = result_ns(auction, table, *vul);
        let ns = stats.add(auction, &entries, result, par.score) as i64;
        let mut seen: Vec<(String, bool)> = Vec::new();
        for (i, e) in entries.iter().enumerate() {
            let Some(info) = e.and_then(|e| bidder.entry(e)) else { continue };
            let conv = if info.convention.is_empty() { "(natural)".to_string() } else { info.convention.to_string() };
            let ns_side = auction.seat_of(i).side() == Side::NorthSouth;
            if seen.contains(&(conv.clone(), ns_side)) {
                continue;
            }
            seen.push((conv.clone(), ns_side));
            let slot = by_convention.entry(conv).or_default();
            slot.0 += 1;
            slot.1 += if ns_side { ns } else { -ns };
        }
    }
    Ok((ParPartial { stats, by_convention, overbids }, solve_seconds))
}

impl ParPartial {
    /// The report: IMPs against par, and the conventions and entries ranked.
    fn report(&self, bidder: &dyn Bidder, top: usize) -> Value {
        let stats = &self.stats;
        let overbids = &self.overbids;
        let n = stats.boards.max(1) as f64;
        // Entries and conventions with enough boards to say something, by IMPs a board.
        let min_boards = (stats.boards / 200).max(20);
        let mut entries: Vec<(u32, u64, i64)> = stats
            .by_entry
            .iter()
            .enumerate()
            .filter(|(_, (b, _))| *b >= min_boards)
            .map(|(id, (b, imps))| (id as u32, *b, *imps))
            .collect();
        entries.sort_by(|x, y| (x.2 as f64 / x.1 as f64).total_cmp(&(y.2 as f64 / y.1 as f64)).then(x.0.cmp(&y.0)));
        let entry_json = |(id, boards, imps): &(u32, u64, i64)| match bidder.entry(*id) {
            Some(e) => json!({"file": e.file, "line": e.line, "prior_bids": e.prior_bids, "call": e.call,
                              "convention": e.convention, "boards": boards, "imps": imps,
                              "imps_per_board": *imps as f64 / *boards as f64}),
            None => json!({"entry": id, "boards": boards, "imps": imps}),
        };
        // An entry is a loser only below par and a gainer only above it: with few entries ranked,
        // one entry must not be both.
        let losing: Vec<Value> = entries.iter().filter(|e| e.2 < 0).take(top).map(entry_json).collect();
        let gaining: Vec<Value> = entries.iter().rev().filter(|e| e.2 > 0).take(top).map(entry_json).collect();
        let mut conventions: Vec<(&String, u64, i64)> =
            self.by_convention.iter().filter(|(_, (b, _))| *b >= min_boards).map(|(c, (b, i))| (c, *b, *i)).collect();
        conventions.sort_by(|x, y| (x.2 as f64 / x.1 as f64).total_cmp(&(y.2 as f64 / y.1 as f64)).then(x.0.cmp(y.0)));
        json!({
            "boards": stats.boards,
            "at_par": stats.at_par,
            "at_par_share": stats.at_par as f64 / n,
            "games": overbids.games,
            "games_under_23_hcp": overbids.thin_games,
            "games_under_23_hcp_share": overbids.thin_games as f64 / n,
            "slams": overbids.slams,
            "slams_failing": overbids.failed_slams,
            "slams_failing_share": overbids.failed_slams as f64 / n,
            "ns_imps_per_board": stats.ns_imps as f64 / n,
            "abs_imps_per_board": stats.abs_imps as f64 / n,
            "declarer_imps_per_board": stats.declarer_imps as f64 / n,
            "min_boards_ranked": min_boards,
            "conventions": conventions.iter().map(|(c, b, i)| json!({"convention": c, "boards": b, "imps": i,
                "imps_per_board": *i as f64 / *b as f64})).collect::<Vec<_>>(),
            "entries_losing": losing,
            "entries_gaining": gaining,
        })
    }
}

/// Overbids: games bid on fewer than 23 HCP together, and slams that fail double dummy.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Overbids {
    games: u64,
    thin_games: u64,
    slams: u64,
    failed_slams: u64,
}

impl Overbids {
    fn merge(&mut self, other: &Overbids) {
        self.games += other.games;
        self.thin_games += other.thin_games;
        self.slams += other.slams;
        self.failed_slams += other.failed_slams;
    }

    fn add(&mut self, deal: &bidbase::Deal, auction: &bidbase::Auction, table: &DdTable) {
        let Some((contract, declarer)) = auction.contract() else { return };
        if let Some(thin) = bidbase::sim::thin_game(deal, auction) {
            self.games += 1;
            self.thin_games += u64::from(thin);
        }
        if contract.level >= 6 {
            self.slams += 1;
            self.failed_slams += u64::from(table.tricks(declarer, contract.strain) < contract.level + 6);
        }
    }
}

/// BIDittle boards solved double dummy: each board's contract, the tricks its declarer takes,
/// and the BIDittle score (points by the contract's level, as the BIDittle booklet scores),
/// NS (blue) and EW (red).
fn judge_bidittle(kept: &[Kept], store: Option<&Path>) -> Result<(BidittlePartial, f64), UserError> {
    let (tables, solve_seconds) = solve_kept(kept, store)?;
    let mut b =
        BidittlePartial { rows: Vec::with_capacity(kept.len()), ns: 0, ew: 0, made: 0, defeated: 0, passed_out: 0 };
    for ((index, _, auction, _), table) in kept.iter().zip(&tables) {
        let Some((contract, declarer)) = auction.contract() else {
            b.passed_out += 1;
            b.rows.push((*index, json!({"board": index + 1, "contract": null, "ns": 0, "ew": 0})));
            continue;
        };
        let tricks = table.tricks(declarer, contract.strain);
        let score = bidbase_scoring::bidittle_score(contract, tricks)
            .map_err(|e| UserError(format!("board {}: {contract} by {declarer}: {e}", index + 1)))?;
        let declarers_ns = declarer.side() == Side::NorthSouth;
        let (n, e) = if declarers_ns { (score.declarers, score.defenders) } else { (score.defenders, score.declarers) };
        b.ns += u64::from(n);
        b.ew += u64::from(e);
        if tricks >= contract.level {
            b.made += 1;
        } else {
            b.defeated += 1;
        }
        b.rows.push((
            *index,
            json!({"board": index + 1, "contract": contract.to_string(), "declarer": declarer.letter().to_string(),
                   "tricks": tricks, "made": tricks >= contract.level, "ns": n, "ew": e}),
        ));
    }
    Ok((b, solve_seconds))
}

impl BidittlePartial {
    /// The report: totals and every board's score.
    fn report(&self) -> Value {
        let n = self.rows.len().max(1) as f64;
        json!({
            "scoring": "bidittle",
            "boards": self.rows.len(),
            "made": self.made,
            "defeated": self.defeated,
            "passed_out": self.passed_out,
            "ns_points": self.ns,
            "ew_points": self.ew,
            "ns_points_per_board": self.ns as f64 / n,
            "ew_points_per_board": self.ew as f64 / n,
            "scores": self.rows.iter().map(|(_, r)| r.clone()).collect::<Vec<_>>(),
        })
    }
}
