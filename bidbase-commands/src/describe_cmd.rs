//! `bidbase describe` and `bidbase calls`: what the calls of an auction show, and what each
//! call would show now, from the same entries that choose the calls (docs/descriptions.md).
//!
//! Both ask the system through the `Bidder` trait, so one path serves both back ends: a
//! built-in system answers from its compiled code unless `--engine interpreted` is given; a
//! `--rules` file is interpreted.

use std::process::ExitCode;

use bidbase::meaning::{call_entries, CallEntries};
use bidbase::{Auction, Bidder, Call, Context, Features, Hand, Seat, Shown};
use serde_json::{json, Value};

use crate::builtin::{check_auction, load, parse_hand, SystemArgs};
use crate::call_meaning::{disclosure_summary, shown_json};
use crate::error::UserError;
use crate::shared_args::AuctionArgs;

/// Arguments of `describe` and `calls`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    system: SystemArgs,
    #[command(flatten)]
    table: AuctionArgs,
    /// `calls` only: the hand of the player to call (BidBase or PBN notation): marks the call
    /// the system makes with it (`*`) and whether it fits each description.
    #[arg(long)]
    hand: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// The system, the auction and the table the calls are described at.
struct Table {
    bidder: Box<dyn Bidder + Send + Sync>,
    auction: Auction,
    context: Context,
}

fn setup(args: &Args) -> Result<Table, UserError> {
    let (auction, vulnerability) = args.table.parse()?;
    let bidder = load(&args.system)?;
    check_auction(bidder.as_ref(), &auction)?;
    Ok(Table { bidder, auction, context: Context { vulnerability, ..Context::default() } })
}

/// What a call shows, found: the entry that names it and the description.
pub type Found = Option<(u32, Shown)>;

/// The entry of a call and what it shows as JSON (nulls when no entry makes the call).
fn entry_json(bidder: &dyn Bidder, found: Found) -> Value {
    match found.and_then(|(id, s)| bidder.entry(id).map(|e| (e, s))) {
        None => json!({ "entry": null, "shows": null }),
        Some((e, s)) => json!({
            "convention": e.convention,
            "alert": e.disclosure.alert,
            "announce": e.disclosure.announce,
            "disclosure": e.disclosure.public_text(),
            "entry": format!("{}:{}", e.file, e.line),
            "bon": e.bon,
            "shows": shown_json(&s),
        }),
    }
}

/// `  [convention]  (disclosure)` after a call's description, each part only when there is one.
fn entry_notes(bidder: &dyn Bidder, found: Found) -> String {
    entry_notes_with(bidder, found, &[])
}

/// [`entry_notes`], the disclosure followed by `others` ("; or ...") where they differ.
fn entry_notes_with(bidder: &dyn Bidder, found: Found, others: &[String]) -> String {
    let Some(e) = found.and_then(|(id, _)| bidder.entry(id)) else { return String::new() };
    let mut notes = String::new();
    if !e.convention.is_empty() {
        notes.push_str(&format!("  [{}]", e.convention));
    }
    let mut texts = vec![disclosure_summary(&e.disclosure)];
    for o in others {
        if !texts.contains(o) {
            texts.push(o.clone());
        }
    }
    texts.retain(|t| !t.is_empty());
    if !texts.is_empty() {
        notes.push_str(&format!("  ({})", texts.join("; or ")));
    }
    notes
}

/// The share of a call's sampled hands another entry must make for `calls` to show its text
/// beside the main entry's.
const OTHER_ENTRY_SHARE: f64 = 0.1;

/// The disclosures of the entries other than the main one that make `call` in at least
/// [`OTHER_ENTRY_SHARE`] of the sampled hands that make it, most frequent first.
fn other_texts(bidder: &dyn Bidder, sampled: &CallEntries, call: Call) -> Vec<String> {
    let made = sampled.count(call).max(1) as f64;
    sampled
        .entries(call)
        .iter()
        .skip(1)
        .filter(|&&(_, n)| n as f64 / made >= OTHER_ENTRY_SHARE)
        .filter_map(|&(id, _)| bidder.entry(id).map(|e| disclosure_summary(&e.disclosure)))
        .collect()
}

/// `describe`: each call and each player.
pub fn describe(args: Args) -> Result<ExitCode, UserError> {
    if args.hand.is_some() {
        return Err(UserError(
            "describe takes no --hand: it says what the calls of the auction show, whatever the hands; \
             for a hand, use `bidbase calls --hand HAND` (what it fits) or `bidbase bid --hand HAND` (its call)"
                .into(),
        ));
    }
    let t = setup(&args)?;
    let b = t.bidder.as_ref();
    let found: Vec<Found> = (0..t.auction.calls().len()).map(|i| b.describe_at(&t.auction, &t.context, i)).collect();
    if args.json {
        print_described_json(&t, &found);
    } else {
        print_described(&t, &found);
    }
    Ok(ExitCode::SUCCESS)
}

/// The seat and the call of each call of the auction, in order.
fn seats_and_calls(auction: &Auction) -> impl Iterator<Item = (Seat, Call)> + '_ {
    auction.calls().iter().enumerate().map(|(i, &c)| (auction.dealer().after(i), c))
}

fn print_described_json(t: &Table, found: &[Found]) {
    let v = described_value(t.bidder.as_ref(), &t.auction, &t.context, found);
    outln!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
}

/// What `describe --json` prints: each call of the auction with its entry and what it shows,
/// and what each player has shown. `found` is each call's description (`describe_at`); `None`
/// works it out.
pub fn described_value(b: &dyn Bidder, auction: &Auction, context: &Context, found: &[Found]) -> Value {
    let worked: Vec<Found>;
    let found = if found.len() == auction.calls().len() {
        found
    } else {
        worked = (0..auction.calls().len()).map(|i| b.describe_at(auction, context, i)).collect();
        &worked
    };
    let calls: Vec<Value> = seats_and_calls(auction)
        .zip(found)
        .map(|((seat, call), &f)| {
            let mut v = entry_json(b, f);
            v["seat"] = json!(seat.letter().to_string());
            v["call"] = json!(call.to_pbn());
            v
        })
        .collect();
    let players: Vec<Value> = Seat::ALL
        .iter()
        .map(|&s| json!({ "seat": s.letter().to_string(), "shows": shown_json(&b.shown_by(auction, context, s)) }))
        .collect();
    json!({ "calls": calls, "players": players })
}

fn print_described(t: &Table, found: &[Found]) {
    let b = t.bidder.as_ref();
    for ((seat, call), &f) in seats_and_calls(&t.auction).zip(found) {
        let shows = match f {
            Some((_, s)) => s.to_string(),
            None => "(no entry makes this call here)".to_string(),
        };
        outln!("{}  {:<5} {shows}{}", seat.letter(), call.to_pbn(), entry_notes(b, f));
    }
    if !found.is_empty() {
        outln!("players:");
        for s in Seat::ALL {
            if seats_and_calls(&t.auction).any(|(seat, _)| seat == s) {
                outln!("{}  {}", s.letter(), b.shown_by(&t.auction, &t.context, s));
            }
        }
    }
}

/// `calls`: every legal call now, with what it would show; with `--hand`, the call the system
/// makes with the hand and whether the hand fits each description.
pub fn calls(args: Args) -> Result<ExitCode, UserError> {
    let t = setup(&args)?;
    if t.auction.is_over() {
        return Err(UserError(format!("the auction '{}' has ended: there is no call to make", args.table.auction)));
    }
    let b = t.bidder.as_ref();
    let hand = match &args.hand {
        Some(h) => Some(parse_hand(b, h)?),
        None => None,
    };
    let (legal, with_hand, sampled) = legal_calls(b, &t.auction, &t.context, hand);
    if args.json {
        outln!(
            "{}",
            serde_json::to_string_pretty(&calls_json(b, &legal, with_hand.as_ref(), &sampled)).unwrap_or_default()
        );
    } else {
        print_calls(b, &legal, with_hand.as_ref(), &sampled);
    }
    Ok(ExitCode::SUCCESS)
}

/// What `calls --json` prints: every legal call now with what it would show, and with a hand
/// the call the system makes with it and whether the hand fits each description. The auction
/// must not be over.
pub fn calls_value(b: &dyn Bidder, auction: &Auction, context: &Context, hand: Option<Hand>) -> Value {
    let (legal, with_hand, sampled) = legal_calls(b, auction, context, hand);
    calls_json(b, &legal, with_hand.as_ref(), &sampled)
}

/// Every legal call with its description and main entry, the hand's measures and call, and the
/// entries that make each call over sampled hands.
fn legal_calls(
    b: &dyn Bidder,
    auction: &Auction,
    context: &Context,
    hand: Option<Hand>,
) -> (Vec<(Call, Found)>, Option<WithHand>, CallEntries) {
    let chosen = hand.and_then(|h| b.choose(h, auction, context)).map(|c| c.call);
    let features = hand.map(Features::new);
    // The entry shown with a call is the one that makes it most often over sampled hands, not
    // the first that can (often a rare variant); a call no sampled hand made keeps its first.
    let sampled = call_entries(b, auction, context, SAMPLE_DEALT, SAMPLE_KEPT, 1);
    let legal: Vec<(Call, Found)> = (0..Call::COUNT as u8)
        .filter_map(Call::from_code)
        .filter(|c| auction.check(*c).is_ok())
        .map(|c| (c, b.describe_call(auction, context, c).map(|(id, s)| (sampled.main_entry(c).unwrap_or(id), s))))
        .collect();
    (legal, features.map(|f| (f, chosen)), sampled)
}

/// The hand's measures, and the call the system makes with it.
type WithHand = (Features, Option<Call>);

/// Hands dealt at most for `calls` to find the entries that make each call, and the sample
/// it stops at: about 0.05 s for a compiled system, a second interpreted.
const SAMPLE_DEALT: u64 = 100_000;
const SAMPLE_KEPT: u64 = 4_000;

fn calls_json(b: &dyn Bidder, legal: &[(Call, Found)], with_hand: Option<&WithHand>, sampled: &CallEntries) -> Value {
    let v: Vec<Value> = legal
        .iter()
        .map(|&(c, found)| {
            let mut v = entry_json(b, found);
            v["call"] = json!(c.to_pbn());
            let made = sampled.count(c).max(1) as f64;
            v["made_by"] = sampled
                .entries(c)
                .iter()
                .filter_map(|&(id, n)| b.entry(id).map(|e| (e, n)))
                .map(|(e, n)| {
                    json!({"entry": format!("{}:{}", e.file, e.line), "disclosure": e.disclosure.public_text(),
                           "convention": e.convention, "share": n as f64 / made})
                })
                .collect();
            if let Some((f, chosen)) = with_hand {
                v["chosen"] = json!(*chosen == Some(c));
                v["fits"] = json!(found.map(|(_, s)| s.holds(f)));
            }
            v
        })
        .collect();
    Value::Array(v)
}

fn print_calls(b: &dyn Bidder, legal: &[(Call, Found)], with_hand: Option<&WithHand>, sampled: &CallEntries) {
    // The legend of the marks first, where it is seen even when the list is cut short.
    if let Some((_, chosen)) = with_hand {
        match chosen {
            Some(c) => outln!("* the system's call with this hand ({}); + the hand fits the description", c.to_pbn()),
            None => outln!("no entry chooses a call for this hand; + the hand fits the description"),
        }
    }
    for &(c, found) in legal {
        let mark = match (with_hand, found) {
            (None, _) => "",
            (Some((_, chosen)), _) if *chosen == Some(c) => "* ",
            (Some((f, _)), Some((_, s))) if s.holds(f) => "+ ",
            (Some(_), _) => "  ",
        };
        match found.filter(|(id, _)| b.entry(*id).is_some()) {
            Some((_, s)) => {
                outln!("{mark}{:<5} {s}{}", c.to_pbn(), entry_notes_with(b, found, &other_texts(b, sampled, c)))
            }
            None => outln!("{mark}{:<5} (no entry)", c.to_pbn()),
        }
    }
}
