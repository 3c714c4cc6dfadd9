//! Property tests: round trips of every notation, deal completeness, auction legality, and
//! parsers that never panic on random or mutated input.

use bidbase_runtime::*;
use proptest::prelude::*;

fn legal_calls(a: &Auction) -> Vec<Call> {
    (0..Call::COUNT as u8).filter_map(Call::from_code).filter(|c| a.check(*c).is_ok()).collect()
}

/// A random legal auction driven by `choices`: passes are favoured so auctions end.
fn random_auction(dealer: Seat, choices: &[u16]) -> Auction {
    let mut a = Auction::new(dealer);
    for &c in choices {
        if a.is_over() {
            break;
        }
        let legal = legal_calls(&a);
        let call = if c % 3 == 0 { Call::PASS } else { legal[c as usize % legal.len()] };
        a.push(call).expect("chosen from legal calls");
    }
    a
}

fn seat() -> impl Strategy<Value = Seat> {
    (0usize..4).prop_map(Seat::from_index)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn deals_have_every_card_once(seed: u64, index: u64, bidittle: bool) {
        let deck = if bidittle { Deck::Bidittle } else { Deck::Standard };
        let d = Dealer::for_index(deck, seed, index).deal();
        let mut all = 0u64;
        for h in d.hands() {
            prop_assert_eq!(h.deck(), deck);
            prop_assert_eq!(h.card_bits().count_ones(), deck.hand_size() as u32);
            prop_assert_eq!(all & h.card_bits(), 0);
            all |= h.card_bits();
        }
        prop_assert_eq!(all, deck.all_cards());
        prop_assert_eq!(all.count_ones(), deck.size() as u32);
    }

    #[test]
    fn hands_and_deals_round_trip(seed: u64, bidittle: bool, first in seat()) {
        let deck = if bidittle { Deck::Bidittle } else { Deck::Standard };
        let d = Dealer::new(deck, seed).deal();
        for h in d.hands() {
            prop_assert_eq!(Hand::parse(&h.to_bidbase()).unwrap(), h);
            prop_assert_eq!(Hand::parse(&h.to_pbn()).unwrap(), h);
            prop_assert_eq!(Hand::parse_for(deck, &h.to_pbn()).unwrap(), h);
        }
        prop_assert_eq!(Deal::parse_pbn(&d.to_pbn(first)).unwrap(), d);
    }

    #[test]
    fn calls_round_trip(code in 0u8..38) {
        let c = Call::from_code(code).unwrap();
        prop_assert_eq!(Call::parse(&c.to_bidbase()).unwrap(), c);
        prop_assert_eq!(Call::parse(&c.to_pbn()).unwrap(), c);
    }

    #[test]
    fn auctions_round_trip(dealer in seat(), choices in proptest::collection::vec(any::<u16>(), 0..60)) {
        let a = random_auction(dealer, &choices);
        prop_assert_eq!(Auction::parse(dealer, &a.to_pbn()).unwrap(), a.clone());
        prop_assert_eq!(Auction::parse(dealer, &a.to_bidbase()).unwrap(), a);
    }

    #[test]
    fn auction_legality(dealer in seat(), choices in proptest::collection::vec(any::<u16>(), 0..80)) {
        let a = random_auction(dealer, &choices);
        // Bids strictly increase.
        let bids: Vec<Call> = a.calls().iter().copied().filter(|c| c.is_bid()).collect();
        prop_assert!(bids.windows(2).all(|w| w[0] < w[1]));
        // Every double follows an opponent's bid; every redouble a double of one's own bid.
        for (i, c) in a.calls().iter().enumerate() {
            let me = a.seat_of(i).side();
            let last_non_pass = (0..i).rev().find(|&j| !a.calls()[j].is_pass());
            if *c == Call::DOUBLE {
                let j = last_non_pass.unwrap();
                prop_assert!(a.calls()[j].is_bid());
                prop_assert_ne!(a.seat_of(j).side(), me);
            }
            if *c == Call::REDOUBLE {
                let j = last_non_pass.unwrap();
                prop_assert_eq!(a.calls()[j], Call::DOUBLE);
                prop_assert_ne!(a.seat_of(j).side(), me);
            }
        }
        if a.is_over() {
            prop_assert!(legal_calls(&a).is_empty());
            match a.contract() {
                None => prop_assert!(a.is_passed_out()),
                Some((c, declarer)) => {
                    let (last, by) = a.last_bid().unwrap();
                    prop_assert_eq!(c.bid(), last);
                    prop_assert_eq!(declarer.side(), by.side());
                    // The declarer named the strain no later than the partner did.
                    let first = a.calls().iter().enumerate().position(|(i, x)| {
                        a.seat_of(i).side() == by.side() && x.as_bid().map(|b| b.strain) == Some(c.strain)
                    }).unwrap();
                    prop_assert_eq!(a.seat_of(first), declarer);
                }
            }
        } else {
            prop_assert!(legal_calls(&a).contains(&Call::PASS));
            prop_assert!(a.contract().is_none());
        }
        // Pushing any call either succeeds exactly when check says so, and pop undoes it.
        for code in 0..Call::COUNT as u8 {
            let call = Call::from_code(code).unwrap();
            let mut b = a.clone();
            let ok = a.check(call).is_ok();
            prop_assert_eq!(b.push(call).is_ok(), ok);
            if ok {
                prop_assert_eq!(b.pop(), Some(call));
                prop_assert_eq!(&b, &a);
            }
        }
        // The bidder's view is consistent.
        prop_assert!((1..=4).contains(&a.player_number()));
        prop_assert!((1..=4).contains(&a.position()));
        prop_assert_eq!(a.prior_bids().first().map(|c| c.is_pass()), if a.opening_index().is_some() { Some(false) } else { None });
    }

    #[test]
    fn parsers_never_panic_on_random_text(s in "\\PC{0,40}") {
        let _ = Hand::parse(&s);
        let _ = Hand::parse_for(Deck::Bidittle, &s);
        let _ = Holding::parse(&s);
        let _ = Deal::parse_pbn(&s);
        let _ = Call::parse(&s);
        let _ = AnnotatedCall::parse(&s);
        let _ = SlamTag::parse(&s);
        let _ = Auction::parse(Seat::North, &s);
        let _ = Contract::parse(&s);
        let _ = Seat::parse(&s);
        let _ = Vulnerability::parse(&s);
    }

    #[test]
    fn parsers_never_panic_on_mutated_input(seed: u64, edits in proptest::collection::vec((any::<u16>(), any::<u8>(), 0u8..3), 1..6)) {
        let d = Dealer::new(Deck::Standard, seed).deal();
        let auction = random_auction(Seat::North, &[seed as u16, (seed >> 16) as u16, 1, 2, 4, 5, 7]);
        let inputs = [
            d.hand(Seat::North).to_bidbase(),
            d.hand(Seat::East).to_pbn(),
            d.to_pbn(Seat::South),
            auction.to_pbn(),
            auction.to_bidbase(),
            "4N@40".to_string(),
            "3NTXX".to_string(),
        ];
        const ALPHABET: &[u8] = b"AKQJT98765432xX.-:@ NESWPDRCH1*10\t";
        for input in inputs {
            let mut bytes = input.into_bytes();
            for (pos, ch, op) in &edits {
                let at = if bytes.is_empty() { 0 } else { *pos as usize % (bytes.len() + 1) };
                let c = ALPHABET[*ch as usize % ALPHABET.len()];
                match op {
                    0 if at < bytes.len() => { bytes.remove(at); }
                    1 => bytes.insert(at, c),
                    _ if at < bytes.len() => bytes[at] = c,
                    _ => bytes.push(c),
                }
            }
            let s = String::from_utf8_lossy(&bytes).to_string();
            let _ = Hand::parse(&s);
            let _ = Deal::parse_pbn(&s);
            let _ = Call::parse(&s);
            let _ = AnnotatedCall::parse(&s);
            let _ = Auction::parse(Seat::West, &s);
            let _ = Contract::parse(&s);
        }
    }
}

/// The requirements [`Leaf::on_grid`] decides from HCP and suit lengths, with ranges drawn
/// from `r`.
fn grid_leaves(r: &[i32]) -> Vec<rules::Leaf> {
    use rules::{Cmp, Leaf, Range, SuitRef};
    let range =
        |i: usize| Range::new(r[i % r.len()].min(r[(i + 1) % r.len()]), r[i % r.len()].max(r[(i + 1) % r.len()]));
    let mut out = vec![
        Leaf::Hcp(range(0)),
        Leaf::Dist(Range::new(r[1] % 6, r[1] % 6 + r[2] % 4)),
        Leaf::Total(range(2)),
        Leaf::Rule20(Range::at_least(r[3] + 5)),
        Leaf::Rule15(Range::at_least(r[4])),
        Leaf::CombLen { suits: 0b1100, x: false, range: Range::at_least(r[0] % 14) },
        Leaf::LenCmp { suit: SuitRef::Fixed(Suit::Hearts), cmp: Cmp::Gt, other: SuitRef::Fixed(Suit::Spades) },
        Leaf::Len { suit: SuitRef::X, range: Range::at_least(4) },
        Leaf::QuickTricks(Range::at_least(3)),
    ];
    for s in Suit::ALL {
        out.push(Leaf::Len { suit: SuitRef::Fixed(s), range: Range::new(r[1] % 7, r[1] % 7 + r[3] % 5) });
    }
    for (flags, _) in shape::NAMES {
        out.push(Leaf::Shape(flags));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// What `on_grid` calls certain holds for the hand, and what it calls impossible does not; a
    /// requirement that does not read the HCP answers alike on every HCP row.
    #[test]
    fn grid_requirements_agree_with_the_hand(seed: u64, r in proptest::collection::vec(0i32..30, 5)) {
        let hand = Dealer::new(Deck::Standard, seed).deal().hand(Seat::North);
        let f = Features::new(hand);
        let auction = Auction::new(Seat::North);
        let context = rules::Context::default();
        let selection = rules::Selection::new(&[]);
        let s = rules::Situation::new(hand, &auction, &context, &selection);
        for leaf in grid_leaves(&r) {
            let (certain, possible) = leaf.on_grid(f.hcp(), hand.lengths(), f.shape());
            let holds = leaf.eval(&s, None);
            prop_assert!(!certain || holds, "{leaf:?} is certain but fails {hand}");
            prop_assert!(possible || !holds, "{leaf:?} is impossible but holds for {hand}");
            // A requirement that does not read the HCP is the same on every HCP row.
            let other = (r[0] + r[2]) as u8 % 38;
            if !leaf.on_grid_reads_hcp() {
                prop_assert_eq!(leaf.on_grid(other, hand.lengths(), f.shape()), (certain, possible), "{:?}", leaf);
            }
        }
    }
}
