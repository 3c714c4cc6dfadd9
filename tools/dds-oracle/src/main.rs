//! Reads PBN deals (`N:... ... ... ...`, one a line) and writes, for the n-th deal, board n's
//! dealer and vulnerability, the deal, DDS's 20 double-dummy results, and DDS's par for that
//! dealer and vulnerability: the oracle of bidbase-dd's tests.
//!
//! `bidbase deal --seed 13 --count 1000 | cargo run --release --manifest-path tools/dds-oracle/Cargo.toml`

use std::io::{BufRead, Write};

use contract_bridge::{FullDeal, Seat, Strain};
use dds_bridge::{solve_deals, Par, TrickCountTable, Vulnerability};

/// DDS's dealer par. dds-bridge 0.21's `calculate_par` passes the vulnerability where DDS's
/// `DealerParBin(table, result, dealer, vulnerable)` expects the dealer and the other way
/// round (board 2, North-South vulnerable, came out as both vulnerable), so this calls DDS
/// itself with the arguments in DDS's order.
fn dealer_par(tricks: TrickCountTable, vul: Vulnerability, dealer: Seat) -> Par {
    let table: dds_bridge_sys::DdTableResults = tricks.into();
    let mut par = dds_bridge_sys::ParResultsMaster::default();
    // SAFETY: DealerParBin reads the table and writes the result, both valid for the call;
    // it keeps no pointer after returning.
    let status = unsafe { dds_bridge_sys::DealerParBin(&table, &mut par, dealer as i32, vul.to_sys()) };
    assert!(status >= 0, "DealerParBin failed with {status}");
    par.into()
}

const SEATS: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];
const STRAINS: [Strain; 5] = [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::Notrump];

/// Board `n`'s vulnerability in the standard 16-board cycle.
fn vulnerability(n: usize) -> (&'static str, Vulnerability) {
    const CYCLE: [u8; 16] = [0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2];
    match CYCLE[(n - 1) % 16] {
        0 => ("None", Vulnerability::NONE),
        1 => ("NS", Vulnerability::NS),
        2 => ("EW", Vulnerability::EW),
        _ => ("Both", Vulnerability::ALL),
    }
}

fn main() {
    let stdin = std::io::stdin();
    let mut texts = Vec::new();
    let mut deals = Vec::new();
    for line in stdin.lock().lines() {
        let line = line.expect("reading standard input");
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let deal: FullDeal = line.parse().unwrap_or_else(|e| panic!("bad deal '{line}': {e:?}"));
        texts.push(line.to_string());
        deals.push(deal);
    }
    let tables = solve_deals(&deals);
    let out = std::io::stdout();
    let mut out = out.lock();
    writeln!(out, "# board\tdealer\tvul\tdeal\ttricks (C D H S NT, each N E S W, hex)\tpar score (NS)\tpar contracts").unwrap();
    for (i, (text, table)) in texts.iter().zip(&tables).enumerate() {
        let n = i + 1;
        let dealer = SEATS[(n - 1) % 4];
        let (vul_name, vul) = vulnerability(n);
        let mut tricks = String::new();
        for strain in STRAINS {
            for seat in SEATS {
                tricks.push_str(&format!("{:x}", table[strain].get(seat).get()));
            }
        }
        let par = dealer_par(*table, vul, dealer);
        let mut contracts: Vec<String> = par
            .contracts
            .iter()
            .map(|c| format!("{}-{}{:+}", c.contract, c.declarer.letter(), c.overtricks))
            .collect();
        contracts.sort();
        contracts.dedup();
        writeln!(out, "{n}\t{}\t{vul_name}\t{text}\t{tricks}\t{}\t{}", dealer.letter(), par.score, contracts.join(" ")).unwrap();
    }
}
