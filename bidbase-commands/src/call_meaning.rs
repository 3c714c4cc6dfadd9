//! How the commands write what a call means: the disclosure words of the entry that makes it
//! (`alert`, `announce`, `pre-alert`, with the public text) and its description as JSON.

use bidbase::rules::Disclosure;
use bidbase::{Shown, Span};
use serde_json::{json, Value};

/// The disclosure words of an entry, in order: `alert`, `announce`, and `pre-alert` when
/// `prealert` asks for it.
pub fn disclosure_words(d: &Disclosure<'_>, prealert: bool) -> Vec<&'static str> {
    let flags = [(d.alert, "alert"), (d.announce, "announce"), (d.prealert && prealert, "pre-alert")];
    flags.into_iter().filter(|(on, _)| *on).map(|(_, word)| word).collect()
}

/// The words and the public text as `describe` and `calls` print them: `alert, announce: text`,
/// the words alone or the text alone; empty when there is neither.
pub fn disclosure_summary(d: &Disclosure<'_>) -> String {
    let words = disclosure_words(d, false).join(", ");
    match (words.is_empty(), d.public_text()) {
        (true, None) => String::new(),
        (true, Some(t)) => t.to_string(),
        (false, None) => words,
        (false, Some(t)) => format!("{words}: {t}"),
    }
}

/// The disclosure in a call's PBN note: its first word (`alert` before `announce`) with the
/// public text, `alert: text`; `None` when the call is neither alerted nor announced.
pub fn disclosure_note(d: &Disclosure<'_>) -> Option<String> {
    let word = *disclosure_words(d, false).first()?;
    Some(match d.public_text() {
        Some(t) => format!("{word}: {t}"),
        None => word.to_string(),
    })
}

/// An entry's `asks` codes (`1`, `G`, `KC`, `B2S`, `HC`...) in words, joined by `; `; a code
/// the list does not know is shown as written.
pub fn asks_words(codes: &str) -> String {
    let suit = |c: &str| match c {
        "S" => Some("spades"),
        "H" => Some("hearts"),
        "D" => Some("diamonds"),
        "C" => Some("clubs"),
        _ => None,
    };
    let word = |code: &str| -> String {
        let code = code.trim();
        let fixed = match code.to_ascii_uppercase().as_str() {
            "1" => "a bid: forcing for one round",
            "G" => "bids until game: forcing to game",
            "O" => "a bid with a suitable hand: semi-forcing",
            "SO" => "a pass: sign-off",
            "P" => "a choice of suit, or of game or slam",
            "D" => "a decision on the contract (a forcing pass)",
            "U" => "no notrump: the hand is unbalanced",
            "A" => "aces",
            "K" => "kings",
            "KC" => "key cards",
            _ => "",
        };
        if !fixed.is_empty() {
            return fixed.to_string();
        }
        let (head, rest) = code.split_at(code.char_indices().nth(1).map_or(code.len(), |(i, _)| i));
        match (head.to_ascii_uppercase().as_str(), suit(&rest.to_ascii_uppercase())) {
            ("H", Some(s)) => format!("help in {s} (a help-suit game try)"),
            ("C", Some(s)) => format!("a control or a stopper in {s}"),
            ("B", _) if !rest.is_empty() => format!("a {rest} bid (a relay or a transfer)"),
            _ => code.to_string(),
        }
    };
    codes.split(',').filter(|c| !c.trim().is_empty()).map(word).collect::<Vec<_>>().join("; ")
}

/// Honours as letters from 8-4-2-1 bits: `"AK"`, `""` for none.
fn honours(bits: u8) -> String {
    [(8, 'A'), (4, 'K'), (2, 'Q'), (1, 'J')].iter().filter(|(b, _)| bits & b != 0).map(|(_, c)| *c).collect()
}

/// The numbers of aces or kings allowed, `[0, 4]`; every number 0-4 when nothing is shown.
fn counts(bits: u8) -> Value {
    json!((0..=4u8).filter(|k| bits & 1 << k != 0).collect::<Vec<_>>())
}

/// A description as JSON: its text and every feature.
pub fn shown_json(s: &Shown) -> Value {
    let span = |sp: Span| json!([sp.lo, sp.hi]);
    json!({
        "text": s.to_string(),
        "hcp": span(s.hcp),
        "total_points": span(s.total),
        "length": { "S": span(s.len[3]), "H": span(s.len[2]), "D": span(s.len[1]), "C": span(s.len[0]) },
        "stopper": { "S": s.stop[3], "H": s.stop[2], "D": s.stop[1], "C": s.stop[0] },
        "balanced": s.balanced,
        "quality": {
            "S": s.quality[3], "H": s.quality[2], "D": s.quality[1], "C": s.quality[0]
        },
        "honors": { "S": s.honors[3], "H": s.honors[2], "D": s.honors[1], "C": s.honors[0] },
        "denied": { "S": honours(s.denied[3]), "H": honours(s.denied[2]), "D": honours(s.denied[1]), "C": honours(s.denied[0]) },
        "aces": counts(s.aces),
        "kings": counts(s.kings),
        "forcing": s.forcing_words(),
    })
}
