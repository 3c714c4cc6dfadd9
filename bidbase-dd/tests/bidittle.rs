//! Double-dummy results of BIDittle's 28-card deals (seven tricks): deals checked by hand, and
//! properties every table must have. (The solver is checked against a plain minimax search in
//! its own unit tests, src/small.rs.)

use std::sync::atomic::{AtomicUsize, Ordering};

use bidbase_dd::{solve, solve_all, DdTable};
use bidbase_runtime::{Deal, Dealer, Deck, Hand, Seat, Strain};

fn deal(pbn: &str) -> Deal {
    let d = Deal::parse_pbn(pbn).expect("a deal");
    assert_eq!(d.deck(), Deck::Bidittle);
    d
}

fn row(t: &DdTable, seat: Seat) -> [u8; 5] {
    Strain::ALL.map(|s| t.tricks(seat, s))
}

#[test]
fn each_hand_holds_one_suit() {
    // North all the spades, East the hearts, South the diamonds, West the clubs.
    let t = solve(&deal("N:AKQJT98... .AKQJT98.. ..AKQJT98. ...AKQJT98")).unwrap();
    // A side takes all seven tricks in either of its suits (the opening lead is ruffed, then
    // the trumps run), none in the others, and none in notrump (the leader runs his suit).
    //                           C  D  H  S  NT
    assert_eq!(row(&t, Seat::North), [0, 7, 0, 7, 0]);
    assert_eq!(row(&t, Seat::South), [0, 7, 0, 7, 0]);
    assert_eq!(row(&t, Seat::East), [7, 0, 7, 0, 0]);
    assert_eq!(row(&t, Seat::West), [7, 0, 7, 0, 0]);
}

#[test]
fn each_side_holds_two_suits() {
    // North-South hold every major, East every diamond, West every club.
    let t = solve(&deal("N:AKQJ.AKQ.. ..AKQJT98. T98.JT98.. ...AKQJT98")).unwrap();
    // In its own suits or in notrump on lead, a side takes everything: the leader's side runs
    // its winners, and in a trump contract the other side's first lead is ruffed.
    //                           C  D  H  S  NT
    assert_eq!(row(&t, Seat::North), [0, 0, 7, 7, 0]);
    assert_eq!(row(&t, Seat::South), [0, 0, 7, 7, 0]);
    assert_eq!(row(&t, Seat::East), [7, 7, 0, 0, 0]);
    assert_eq!(row(&t, Seat::West), [7, 7, 0, 0, 0]);
}

#[test]
fn seven_top_cards_in_notrump() {
    // North holds the four aces and three kings; only the king of clubs is missing, and North
    // holds the bare ace. Whatever is led, North wins it with the top card of the suit and
    // cashes the rest: all seven tricks in notrump for North-South, whoever declares.
    let t = solve(&deal("N:AK.AK.AK.A Q...KQJT98 .98.QJT98. JT98.QJT..")).unwrap();
    assert_eq!(Seat::ALL.map(|s| t.tricks(s, Strain::NoTrump)), [7, 0, 7, 0]);
}

#[test]
fn seven_trumps_in_one_hand_take_every_trick() {
    // Whatever else is dealt, a hand with all seven trumps wins every trick it plays to: it
    // ruffs or plays a trump, and leads trumps.
    let mut dealer = Dealer::new(Deck::Bidittle, 8);
    for _ in 0..20 {
        let d = dealer.deal();
        let rest = d.hands().iter().fold(0u64, |a, h| a | h.card_bits()) & !(0x1FC0 << 48);
        // Give North all the spades and the others the remaining cards in dealing order.
        let mut bits = [0x1FC0u64 << 48, 0, 0, 0];
        let mut left = rest;
        for (i, slot) in bits.iter_mut().enumerate().skip(1) {
            for _ in 0..7 {
                let b = left & left.wrapping_neg();
                *slot |= b;
                left ^= b;
            }
            assert_eq!(slot.count_ones(), 7, "hand {i}");
        }
        let hands = bits.map(|b| Hand::from_card_bits(Deck::Bidittle, b).unwrap());
        let t = solve(&Deal::from_hands(hands).unwrap()).unwrap();
        assert_eq!(t.tricks(Seat::North, Strain::Spades), 7, "{t}");
        assert_eq!(t.tricks(Seat::South, Strain::Spades), 7, "{t}");
        assert_eq!(t.tricks(Seat::East, Strain::Spades), 0, "{t}");
        assert_eq!(t.tricks(Seat::West, Strain::Spades), 0, "{t}");
    }
}

/// The deal with every hand moved one seat clockwise (North's cards to East, ...).
fn rotated(d: &Deal) -> Deal {
    let h = d.hands();
    Deal::from_hands([h[3], h[0], h[1], h[2]]).unwrap()
}

/// The deal with suit `s` renamed `perm[s]` in every hand.
fn renamed(d: &Deal, perm: [usize; 4]) -> Deal {
    let hands = d.hands().map(|h| {
        let bits = (0..4).fold(0u64, |a, s| a | (((h.card_bits() >> (16 * s)) & 0x1FFF) << (16 * perm[s])));
        Hand::from_card_bits(Deck::Bidittle, bits).unwrap()
    });
    Deal::from_hands(hands).unwrap()
}

#[test]
fn tables_follow_the_seats_and_the_suits() {
    let mut dealer = Dealer::new(Deck::Bidittle, 2026);
    let perm = [2, 0, 3, 1];
    for _ in 0..40 {
        let d = dealer.deal();
        let t = solve(&d).unwrap();
        for seat in Seat::ALL {
            for strain in Strain::ALL {
                assert!(t.tricks(seat, strain) <= 7);
            }
        }
        let r = solve(&rotated(&d)).unwrap();
        let p = solve(&renamed(&d, perm)).unwrap();
        for seat in Seat::ALL {
            for (i, strain) in Strain::ALL.into_iter().enumerate() {
                assert_eq!(r.tricks(seat.after(1), strain), t.tricks(seat, strain), "{d}");
                let to = if i < 4 { Strain::ALL[perm[i]] } else { strain };
                assert_eq!(p.tricks(seat, to), t.tricks(seat, strain), "{d}");
            }
        }
    }
}

#[test]
fn solve_all_keeps_order_and_reports_progress() {
    // More than one batch of BIDittle deals.
    let mut deals: Vec<Deal> = (0..300).map(|i| Dealer::for_index(Deck::Bidittle, 4, i).deal()).collect();
    // One 52-card deal among them goes to the other solver, in its place.
    deals.insert(100, Dealer::new(Deck::Standard, 1).deal());
    let told = AtomicUsize::new(0);
    let tables = solve_all(&deals, &|n| {
        told.fetch_add(n, Ordering::Relaxed);
    })
    .unwrap();
    assert_eq!(told.into_inner(), deals.len());
    assert_eq!(tables.len(), deals.len());
    for (d, t) in deals.iter().zip(&tables).step_by(3) {
        assert_eq!(solve(d).unwrap(), *t, "{d}");
    }
    assert!(solve_all(&[], &|_| {}).unwrap().is_empty());
}

/// Speed, not correctness: run with
/// `cargo test -p bidbase-dd --release --test bidittle -- --ignored --nocapture`.
#[test]
#[ignore]
fn speed() {
    let deals: Vec<Deal> = (0..1000).map(|i| Dealer::for_index(Deck::Bidittle, 1, i).deal()).collect();
    let start = std::time::Instant::now();
    let mut sum = 0u64;
    let mut each = Vec::with_capacity(deals.len());
    for d in &deals {
        let t0 = std::time::Instant::now();
        let t = solve(d).unwrap();
        each.push(t0.elapsed().as_secs_f64());
        sum += Strain::ALL.iter().map(|&s| t.tricks(Seat::North, s) as u64).sum::<u64>();
    }
    let one = start.elapsed().as_secs_f64();
    each.sort_by(f64::total_cmp);
    let start = std::time::Instant::now();
    let all = solve_all(&deals, &|_| {}).unwrap();
    let many = start.elapsed().as_secs_f64();
    assert_eq!(all.len(), deals.len());
    println!(
        "{} deals: one thread {:.3} ms a deal ({:.0} deals a second; median {:.3} ms, slowest {:.3} ms); \
         solve_all on {} threads {:.3} ms a deal; checksum {sum}",
        deals.len(),
        1e3 * one / deals.len() as f64,
        deals.len() as f64 / one,
        1e3 * each[each.len() / 2],
        1e3 * each[each.len() - 1],
        rayon::current_num_threads(),
        1e3 * many / deals.len() as f64,
    );
}
