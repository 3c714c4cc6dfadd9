//! `bidbase describe` and `bidbase calls`: what the calls of an auction show, and what each
//! call would show now, from the same entries that choose the calls (docs/descriptions.md).

use std::process::ExitCode;

use bidbase::{Interpreter, Shown};
use bidbase_runtime::{Auction, Call, Context, EntryInfo, Seat};
use serde_json::{json, Value};

use crate::UserError;

/// Arguments of `describe` and `calls`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    system: crate::builtin::SystemArgs,
    #[command(flatten)]
    table: crate::AuctionArgs,
    /// `calls` only: the hand of the player to call (BidBase or PBN notation): marks the call
    /// the system makes with it (`*`) and whether it fits each description.
    #[arg(long)]
    hand: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn setup(args: &Args) -> Result<(Interpreter, Auction, Context), UserError> {
    let (auction, vulnerability) = args.table.parse()?;
    // Descriptions are read from the rules, which the interpreter holds (the compiled back end
    // decides the same calls from the same entries).
    let loaded = crate::builtin::load(&args.system, true)?;
    let interp = loaded.interpreter.ok_or_else(|| UserError("no rules to describe from".into()))?;
    crate::builtin::check_auction(&interp, &auction)?;
    Ok((interp, auction, Context { vulnerability, ..Context::default() }))
}

/// The disclosure words of an entry: `alert`, `announce`, with the public text.
fn disclosure(e: &EntryInfo<'_>) -> String {
    let d = &e.disclosure;
    let mut words: Vec<&str> = Vec::new();
    if d.alert {
        words.push("alert");
    }
    if d.announce {
        words.push("announce");
    }
    match (words.is_empty(), d.public_text()) {
        (true, None) => String::new(),
        (true, Some(t)) => t.to_string(),
        (false, None) => words.join(", "),
        (false, Some(t)) => format!("{}: {t}", words.join(", ")),
    }
}

/// A description as JSON: its text and every feature.
pub fn shown_json(s: &Shown) -> Value {
    let span = |sp: bidbase::Span| json!([sp.lo, sp.hi]);
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
        "forcing": match s.forcing { 0 => "no", 1 => "one round", _ => "game" },
    })
}

fn entry_json(i: &Interpreter, found: Option<(u32, Shown)>) -> Value {
    match found.and_then(|(id, s)| i.info(id).map(|e| (e, s))) {
        None => json!({ "entry": null, "shows": null }),
        Some((e, s)) => json!({
            "convention": e.convention,
            "alert": e.disclosure.alert,
            "announce": e.disclosure.announce,
            "disclosure": e.disclosure.public_text(),
            "entry": format!("{}:{}", e.file, e.line),
            "shows": shown_json(&s),
        }),
    }
}

/// `describe`: each call and each player.
pub fn describe(args: Args) -> Result<ExitCode, UserError> {
    let (i, auction, ctx) = setup(&args)?;
    let d = i.describe(&auction, &ctx);
    if args.json {
        let calls: Vec<Value> = d
            .calls
            .iter()
            .map(|c| {
                let mut v = entry_json(&i, c.entry.zip(c.shown));
                v["seat"] = json!(c.seat.letter().to_string());
                v["call"] = json!(c.call.to_pbn());
                v
            })
            .collect();
        let players: Vec<Value> = Seat::ALL
            .iter()
            .map(|s| json!({ "seat": s.letter().to_string(), "shows": shown_json(&d.players[s.index()]) }))
            .collect();
        outln!("{}", serde_json::to_string_pretty(&json!({ "calls": calls, "players": players })).unwrap_or_default());
        return Ok(ExitCode::SUCCESS);
    }
    for c in &d.calls {
        let (conv, disc) = match c.entry.and_then(|id| i.info(id)) {
            Some(e) => (e.convention.to_string(), disclosure(&e)),
            None => (String::new(), String::new()),
        };
        let shows = match &c.shown {
            Some(s) => s.to_string(),
            None => "(no entry makes this call here)".to_string(),
        };
        let mut line = format!("{}  {:<5} {shows}", c.seat.letter(), c.call.to_pbn());
        if !conv.is_empty() {
            line.push_str(&format!("  [{conv}]"));
        }
        if !disc.is_empty() {
            line.push_str(&format!("  ({disc})"));
        }
        outln!("{line}");
    }
    if !d.calls.is_empty() {
        outln!("players:");
        for s in Seat::ALL {
            if d.calls.iter().any(|c| c.seat == s) {
                outln!("{}  {}", s.letter(), d.players[s.index()]);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `calls`: every legal call now, with what it would show; with `--hand`, the call the system
/// makes with the hand and whether the hand fits each description.
pub fn calls(args: Args) -> Result<ExitCode, UserError> {
    let (i, auction, ctx) = setup(&args)?;
    if auction.is_over() {
        return Err(UserError(format!("the auction '{}' has ended: there is no call to make", args.table.auction)));
    }
    let hand = match &args.hand {
        Some(h) => Some(crate::builtin::parse_hand(&i, h)?),
        None => None,
    };
    let chosen = hand.and_then(|h| bidbase_runtime::rules::Bidder::choose(&i, h, &auction, &ctx)).map(|c| c.call);
    let features = hand.map(bidbase_runtime::Features::new);
    let legal: Vec<Call> =
        (0..Call::COUNT as u8).filter_map(Call::from_code).filter(|c| auction.check(*c).is_ok()).collect();
    if args.json {
        let v: Vec<Value> = legal
            .iter()
            .map(|&c| {
                let found = i.describe_next(&auction, &ctx, c);
                let mut v = entry_json(&i, found);
                v["call"] = json!(c.to_pbn());
                if let Some(f) = &features {
                    v["chosen"] = json!(chosen == Some(c));
                    v["fits"] = json!(found.map(|(_, s)| s.holds(f)));
                }
                v
            })
            .collect();
        outln!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
        return Ok(ExitCode::SUCCESS);
    }
    for c in legal {
        let found = i.describe_next(&auction, &ctx, c);
        let mark = match (&features, found) {
            (None, _) => String::new(),
            (Some(_), _) if chosen == Some(c) => "* ".into(),
            (Some(f), Some((_, s))) if s.holds(f) => "+ ".into(),
            (Some(_), _) => "  ".into(),
        };
        match found.and_then(|(id, s)| i.info(id).map(|e| (e, s))) {
            Some((e, s)) => {
                let mut line = format!("{mark}{:<5} {s}", c.to_pbn());
                if !e.convention.is_empty() {
                    line.push_str(&format!("  [{}]", e.convention));
                }
                let disc = disclosure(&e);
                if !disc.is_empty() {
                    line.push_str(&format!("  ({disc})"));
                }
                outln!("{line}");
            }
            None => outln!("{mark}{:<5} (no entry)", c.to_pbn()),
        }
    }
    if features.is_some() {
        match chosen {
            Some(c) => outln!("* the system's call with this hand ({}); + the hand fits the description", c.to_pbn()),
            None => outln!("no entry chooses a call for this hand; + the hand fits the description"),
        }
    }
    Ok(ExitCode::SUCCESS)
}
