//! bidbase-dd's solver and par against a second, independent double-dummy solver: DDS 3 in
//! C++ (tests/data/README.md says how the data was made), on 1,000 seeded random deals.
//!
//! The test suite solves every eighth of them (125 deals, about half a minute unoptimised); the
//! ignored test solves all 1,000: `cargo test --release -p bidbase-dd --test oracle -- --ignored`.

use bidbase_dd::{par, solve_all, DdTable, ParContract};
use bidbase_runtime::{Deal, Doubled, Seat, Strain, Vulnerability};

struct Row {
    board: u32,
    dealer: Seat,
    vul: Vulnerability,
    deal: Deal,
    table: DdTable,
    par_score: i32,
    par_contracts: String,
}

fn rows() -> Vec<Row> {
    let text = include_str!("data/dds-seed13-1000.tsv");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .enumerate()
        .map(|(i, l)| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 7, "{l}");
            let row = Row {
                board: f[0].parse().unwrap(),
                dealer: Seat::parse(f[1]).unwrap(),
                vul: Vulnerability::parse(f[2]).unwrap(),
                deal: Deal::parse_pbn(f[3]).unwrap(),
                table: DdTable::parse_hex(f[4]).unwrap(),
                par_score: f[5].parse().unwrap(),
                par_contracts: f[6].to_string(),
            };
            assert_eq!(row.board as usize, i + 1, "the data's boards are numbered in order");
            row
        })
        .collect()
}

/// The oracle's notation: `4♠-E+0`, `3NTx-S-1`.
fn oracle_text(c: &ParContract) -> String {
    let strain = match c.contract.strain {
        Strain::Clubs => "♣",
        Strain::Diamonds => "♦",
        Strain::Hearts => "♥",
        Strain::Spades => "♠",
        Strain::NoTrump => "NT",
    };
    let doubled = match c.contract.doubled {
        Doubled::Undoubled => "",
        Doubled::Doubled => "x",
        Doubled::Redoubled => "xx",
    };
    format!("{}{strain}{doubled}-{}{:+}", c.contract.level, c.declarer.letter(), c.overtricks)
}

#[test]
fn tables_and_par_agree_with_dds_on_every_eighth_deal() {
    let rows = rows();
    assert_eq!(rows.len(), 1000);
    agree_with_dds(&rows.into_iter().step_by(8).collect::<Vec<_>>());
}

#[test]
#[ignore = "solves 1,000 deals: run in release (the module's text)"]
fn tables_and_par_agree_with_dds_on_1000_deals() {
    let rows = rows();
    assert_eq!(rows.len(), 1000);
    agree_with_dds(&rows);
}

/// Our tables and par are DDS's on each of `rows`.
fn agree_with_dds(rows: &[Row]) {
    // The deals are `bidbase deal --seed 13`'s: the oracle solved the deals we deal.
    for r in rows {
        let i = u64::from(r.board - 1);
        let made = bidbase_runtime::Dealer::for_index(bidbase_runtime::Deck::Standard, 13, i).deal();
        assert_eq!(made, r.deal, "board {}", r.board);
        assert_eq!(bidbase_runtime::board_dealer(r.board), r.dealer);
        assert_eq!(bidbase_runtime::board_vulnerability(r.board), r.vul);
    }
    let deals: Vec<Deal> = rows.iter().map(|r| r.deal).collect();
    let tables = solve_all(&deals, &|_| {}).expect("52-card deals");
    let mut table_diffs = 0;
    let mut par_diffs = 0;
    for (r, t) in rows.iter().zip(&tables) {
        if *t != r.table {
            table_diffs += 1;
            eprintln!("board {}: ours {} DDS {}", r.board, t.to_hex(), r.table.to_hex());
        }
        let p = par(t, r.vul, r.dealer);
        let mut texts: Vec<String> = p.contracts.iter().map(oracle_text).collect();
        texts.sort();
        texts.dedup();
        if p.score != r.par_score || texts.join(" ") != r.par_contracts {
            par_diffs += 1;
            eprintln!("board {}: par ours {} {:?}, DDS {} {}", r.board, p.score, texts, r.par_score, r.par_contracts);
        }
        // Seed 003's scoring tables give every par contract the par score.
        for c in &p.contracts {
            assert_eq!(c.tricks(), t.tricks(c.declarer, c.contract.strain), "board {}: {c}", r.board);
            assert_eq!(c.score_ns(r.vul), p.score, "board {}: {c}", r.board);
        }
        if p.contracts.is_empty() {
            assert_eq!(p.score, 0, "board {}", r.board);
        }
    }
    assert_eq!(table_diffs, 0, "double-dummy tables differ from DDS");
    assert_eq!(par_diffs, 0, "par differs from DDS");
}
