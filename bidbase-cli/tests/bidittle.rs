//! BIDittle from the command line: the built-in system, the deck following the system in every
//! command, the first dealer by high card, and simulation with the BIDittle score.

mod common;

use common::{bidbase, json, root, text};

#[test]
fn check_passes_and_the_booklets_examples_bid() {
    let rules = root().join("rules/bidittle.bb");
    let out = text(&["check", rules.to_str().unwrap()]);
    assert!(out.contains("ok"), "{out}");
    for engine in ["compiled", "interpreted"] {
        let bid = |auction: &str, hand: &str| -> String {
            let v = json(&[
                "bid",
                "--system",
                "bidittle",
                "--engine",
                engine,
                "--auction",
                auction,
                "--hand",
                hand,
                "--json",
            ]);
            v["call"].as_str().unwrap_or("").to_string()
        };
        // Example One: 2S, 3S (2 + 1), pass.
        assert_eq!(bid("", "AKQ.T9.Q8."), "2S");
        assert_eq!(bid("2S P", "9.8.T9.AJ8"), "3S");
        assert_eq!(bid("2S P 3S P", "AKQ.T9.Q8."), "Pass");
        // Example Two: 2S, 4H (2 + 2, no spade), pass with one heart.
        assert_eq!(bid("2S P", ".AK98.J.T9"), "4H");
        assert_eq!(bid("2S P 4H P", "AKQ.T.Q98."), "Pass");
        // The other team over 2S: 3H with 8-11 and three hearts.
        assert_eq!(bid("2S", ".KQ9.AT.J9"), "3H");
        // The level is the points divided by four at every boundary, up to the most seven
        // cards can hold (25): 3 pass, 4 one, 7 one, 8 two, 15 three, 16 four, 19 four, 20 five,
        // 21 five (AKQJ-AK-A-, the booklet's 21 points), 23 five, 24 six, 25 six in notrump.
        for (hand, call) in [
            ("QT9.J9.8.9", "Pass"),
            ("KJT.T9.8.9", "1S"),
            ("AKT.T9.8.9", "1S"),
            ("AKJ.T9.8.9", "2S"),
            ("AKQ.KQ.J.9", "3S"),
            ("AKQ.KQ.Q.9", "4S"),
            ("AKQ.AK.K.9", "4S"),
            ("AKQ.AK.A.9", "5S"),
            ("AKQJ.AK.A.", "5S"),
            ("AKQ.AK.AK.", "5S"),
            ("AKQ.AK.A.A", "6S"),
            ("AK.AK.AK.A", "6NT"),
        ] {
            assert_eq!(bid("", hand), call, "{engine}: {hand}");
        }
        // Responder adds his own level: 20 points and a spade over partner's 1S is five more.
        assert_eq!(bid("1S P", "A.AKQ.AK.9"), "6S");
    }
}

#[test]
fn a_hand_of_the_wrong_size_is_an_error_naming_the_deck() {
    let (code, _, err) = bidbase(&["bid", "--system", "bidittle", "--hand", "AQ32-T87-K632-54"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("bad hand 'AQ32-T87-K632-54'") && err.contains("bidittle deck: 7 cards a hand"), "{err}");
    // And the other way round: a seven-card hand for SAYC.
    let (code, _, err) = bidbase(&["bid", "--system", "sayc", "--hand", "AKQ-T9-Q8-"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("standard deck: 13 cards a hand"), "{err}");
    // describe/calls read the hand for the system too.
    let (code, _, err) = bidbase(&["calls", "--system", "bidittle", "--hand", "AQ32-T87-K632-54"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("7 cards a hand"), "{err}");
}

#[test]
fn bidittle_auctions_have_no_redouble() {
    let (code, _, err) = bidbase(&["bid", "--system", "bidittle", "--auction", "1S X XX", "--hand", "AKQ-T9-Q8-"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("BIDittle has no redouble"), "{err}");
    let (code, _, err) = bidbase(&["describe", "--system", "bidittle", "--auction", "1S X XX"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("BIDittle has no redouble"), "{err}");
    // A rules file of the BIDittle deck cannot redouble.
    let dir = root().join("target/tmp");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bidittle_redouble.bb");
    std::fs::write(&path, "system \"R\" deck=bidittle\n[1S-D]\nR hcp=8+\nP\n").unwrap();
    let (code, _, err) = bidbase(&["check", path.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(err.contains("BIDittle has no redouble") && err.contains("bidittle_redouble.bb:3:1"), "{err}");
}

#[test]
fn describe_reads_the_system_of_seven_cards() {
    let out = text(&["describe", "--system", "bidittle", "--auction", "2S P 4H P P P"]);
    assert!(out.contains("N  2S    8-11 HCP, 3+ S"), "{out}");
    assert!(out.contains("S  4H    8-11 HCP, 0 S, 3+ H"), "{out}");
}

#[test]
fn deal_follows_the_deck_and_draws_the_first_dealer() {
    let by_deck = text(&["deal", "--deck", "bidittle", "--seed", "3", "--count", "5"]);
    let by_system = text(&["deal", "--system", "bidittle", "--seed", "3", "--count", "5"]);
    assert_eq!(by_deck, by_system);
    let out = text(&["deal", "--deck", "bidittle", "--seed", "3", "--count", "5", "--first-dealer"]);
    let mut lines = out.lines();
    let draw = lines.next().unwrap();
    // "# first dealer W: N drew CQ, E drew D9, S drew C9, W drew SA"
    let (head, cards) = draw.strip_prefix("# first dealer ").unwrap().split_once(": ").unwrap();
    let rank = |c: &str| "89TJQKA".find(&c[1..2]).unwrap() * 4 + "CDHS".find(&c[0..1]).unwrap();
    let drawn: Vec<&str> = cards.split(", ").map(|p| p.split(" drew ").nth(1).unwrap()).collect();
    assert_eq!(drawn.len(), 4);
    let best = (0..4).max_by_key(|&i| rank(drawn[i])).unwrap();
    assert_eq!(head, ["N", "E", "S", "W"][best], "{draw}");
    // Five deals, the dealer rotating clockwise from the first, each hand seven cards, and the
    // same deals as without the draw.
    let deals: Vec<&str> = lines.collect();
    let plain: Vec<&str> = by_deck.lines().collect();
    assert_eq!(deals.len(), 5);
    for (i, d) in deals.iter().enumerate() {
        let dealer = ["N", "E", "S", "W"][(best + i) % 4];
        assert!(d.starts_with(&format!("{dealer}:")), "deal {i}: {d}");
        for hand in d[2..].split(' ') {
            assert_eq!(hand.chars().filter(|c| *c != '.').count(), 7, "{d}");
        }
        let norm = |pbn: &str| {
            let mut h: Vec<String> = pbn[2..].split(' ').map(String::from).collect();
            h.sort();
            h
        };
        assert_eq!(norm(d), norm(plain[i]));
    }
}

#[test]
fn simulate_deals_seven_cards_and_never_redoubles() {
    let v = json(&["simulate", "--system", "bidittle", "--deals", "3000", "--json"]);
    assert_eq!(v["deck"], "bidittle");
    assert_eq!(v["boards"], 3000);
    assert_eq!(v["illegal_calls"], 0);
    assert_eq!(v["no_entry"], 0);
    assert_eq!(v["doubled"]["redoubled"], 0);
    assert!(v["doubled"]["doubled"].as_u64().unwrap() > 0, "the doubles are exercised");
    // The interpreter bids the same boards alike.
    let w = json(&["simulate", "--system", "bidittle", "--engine", "interpreted", "--deals", "300", "--json"]);
    let x = json(&["simulate", "--system", "bidittle", "--deals", "300", "--json"]);
    assert_eq!(w["contracts"], x["contracts"]);
    // A rules file of the BIDittle deck deals seven cards too.
    let rules = root().join("rules/bidittle.bb");
    let r = json(&["simulate", "--rules", rules.to_str().unwrap(), "--deals", "300", "--json"]);
    assert_eq!(r["deck"], "bidittle");
    assert_eq!(r["contracts"], x["contracts"]);
}

#[test]
fn simulate_dd_scores_each_board_by_bidittle_rules() {
    let v = json(&["simulate", "--system", "bidittle", "--deals", "60", "--dd", "--json"]);
    let d = &v["double_dummy"];
    assert_eq!(d["scoring"], "bidittle");
    let scores = d["scores"].as_array().unwrap();
    assert_eq!(scores.len(), 60);
    let (mut ns, mut ew) = (0, 0);
    for b in scores {
        let contract = b["contract"].as_str().unwrap();
        let level = contract[..1].parse::<u64>().unwrap();
        let doubled = if contract.ends_with('X') { 2 } else { 1 };
        let tricks = b["tricks"].as_u64().unwrap();
        assert!(tricks <= 7);
        let declarer_ns = matches!(b["declarer"].as_str(), Some("N" | "S"));
        let (mine, theirs) = if declarer_ns { (&b["ns"], &b["ew"]) } else { (&b["ew"], &b["ns"]) };
        if tricks >= level {
            assert_eq!(mine.as_u64().unwrap(), level * doubled + u64::from(tricks == 7), "{b}");
            assert_eq!(theirs, 0);
        } else {
            assert_eq!(theirs.as_u64().unwrap(), level * doubled, "{b}");
            assert_eq!(mine, 0);
        }
        ns += b["ns"].as_u64().unwrap();
        ew += b["ew"].as_u64().unwrap();
    }
    assert_eq!(d["ns_points"], ns);
    assert_eq!(d["ew_points"], ew);
    let out = text(&["simulate", "--system", "bidittle", "--deals", "20", "--dd"]);
    assert!(out.contains("BIDittle score: North-South (blue)"), "{out}");
}

#[test]
fn cases_and_compare_follow_the_deck() {
    let dir = root().join("target/tmp");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bidittle_cases.tsv");
    std::fs::write(
        &path,
        "group\tdealer\tvul\tauction\thand\texpected\n\
         example one\tN\tNone\t-\tAKQ-T9-Q8-\t2S\n\
         example one\tN\tNone\t2S P\t9-8-T9-AJ8\t3S\n\
         thirteen cards\tN\tNone\t-\tAQ32-T87-K632-54\t1S\n",
    )
    .unwrap();
    let p = path.to_str().unwrap();
    let (code, out, err) = bidbase(&["cases", "--system", "bidittle", p]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("skipped invalid case") && err.contains(":4:"), "{err}");
    assert!(out.contains("2/2"), "{out}");
    let (code, _, _) = bidbase(&["cases", "--system", "bidittle", "--strict", p]);
    assert_eq!(code, 2);
    let (code, _, err) = bidbase(&["compare", "--system", "sayc", "--against-system", "bidittle", "--deals", "10"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("different decks"), "{err}");
}
