//! Choosing a system: a built-in one (compiled into the program and embedded as source so
//! that `--engine interpreted` runs the same rules; the program gives the list, [`register`])
//! or a rules file.

use std::sync::OnceLock;

use bidbase::Builtin;
use bidbase::{Auction, Bidder, Explain, Hand, Use};
use bidbase_spec::Interpreter;

use crate::error::UserError;

/// The program's built-in systems, the default first (the `bidbase` binary gives
/// `bidbase_systems::BUILTINS`).
static BUILTINS: OnceLock<&'static [Builtin]> = OnceLock::new();

/// Gives the commands the program's built-in systems, the default first. The first list given
/// stays: a program has one set of built-in systems.
pub fn register(builtins: &'static [Builtin]) {
    let _ = BUILTINS.set(builtins);
}

/// The built-in systems [`register`] gave (none before it).
pub fn builtins() -> &'static [Builtin] {
    BUILTINS.get().copied().unwrap_or(&[])
}

/// The default system's name: the first built-in one.
fn default_name() -> &'static str {
    builtins().first().map_or("sayc", |b| b.name)
}

/// Which back end runs a system.
#[derive(Copy, Clone, PartialEq, Eq, clap::ValueEnum)]
pub enum Engine {
    /// The code compiled into this binary (built-in systems only).
    Compiled,
    /// The reference interpreter.
    Interpreted,
}

/// Where the rules come from: `--system NAME` or `--rules FILE`.
#[derive(clap::Args, Clone)]
pub struct SystemArgs {
    /// A built-in system: `sayc` (the default), `2over1` (2/1 Game Forcing), `examples` or
    /// `bidittle`.
    #[arg(long, conflicts_with = "rules")]
    pub system: Option<String>,
    /// A rules file; it is always interpreted.
    #[arg(long)]
    pub rules: Option<String>,
    /// The back end for a built-in system.
    #[arg(long, value_enum)]
    pub engine: Option<Engine>,
    /// Switch conventions (or subcategories) on or off by name: "Splinter=on,Weak Two=off"
    /// (on, off, we, they); a root switched off switches off everything under it.
    #[arg(long)]
    pub conventions: Option<String>,
}

/// Applies a `--conventions` list ("Name=on,Other: Sub=off") to a system.
pub fn apply_conventions(b: &mut dyn Bidder, list: &str) -> Result<(), UserError> {
    for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let (name, code) = item.rsplit_once('=').unwrap_or((item, "on"));
        let code = match code.trim() {
            "on" | "both" => Use::Both,
            "off" | "0" => Use::Neither,
            "we" | "W" => Use::We,
            "they" | "T" => Use::They,
            other => {
                return Err(UserError(format!("bad convention setting '{item}': '{other}' is not on, off, we or they")))
            }
        };
        b.set_convention(name.trim(), code).map_err(|e| {
            let names = b.convention_names().join(", ");
            UserError(format!("{e}: the system's conventions are {names}"))
        })?;
    }
    Ok(())
}

/// Loads the system the arguments name: a built-in system runs compiled unless `--engine
/// interpreted`; a `--rules` file is always interpreted. Either explains its choices.
pub fn load(args: &SystemArgs) -> Result<Box<dyn Explain + Send + Sync>, UserError> {
    if args.rules.is_some() {
        return Ok(Box::new(rules_file(args)?));
    }
    let b = named(args)?;
    let mut bidder: Box<dyn Explain + Send + Sync> = match (args.engine.unwrap_or(Engine::Compiled), b.explaining) {
        (Engine::Compiled, Some(explaining)) => explaining(),
        (Engine::Compiled, None) => return Err(UserError(format!("{}: built without its rules", b.name))),
        (Engine::Interpreted, _) => Box::new(interpret(b)?),
    };
    if let Some(c) = &args.conventions {
        apply_conventions(bidder.as_mut(), c)?;
    }
    Ok(bidder)
}

/// The system the arguments name, and the same rules through the interpreter: for `bench`,
/// which compares the two back ends.
pub fn load_with_interpreter(args: &SystemArgs) -> Result<(Box<dyn Explain + Send + Sync>, Interpreter), UserError> {
    if args.rules.is_some() {
        let i = rules_file(args)?;
        return Ok((Box::new(i.clone()), i));
    }
    let mut i = interpret(named(args)?)?;
    if let Some(c) = &args.conventions {
        apply_conventions(&mut i, c)?;
    }
    Ok((load(args)?, i))
}

/// The `--rules` file, interpreted, with the convention switches.
fn rules_file(args: &SystemArgs) -> Result<Interpreter, UserError> {
    if args.engine == Some(Engine::Compiled) {
        return Err(UserError(
            "--engine compiled applies to built-in systems (--system); a --rules file is always interpreted".into(),
        ));
    }
    let path = args.rules.as_deref().unwrap_or_default();
    let mut i = crate::rules_arg::load_rules(path)?;
    if let Some(c) = &args.conventions {
        apply_conventions(&mut i, c)?;
    }
    Ok(i)
}

/// The built-in system `--system` names (SAYC by default).
fn named(args: &SystemArgs) -> Result<&'static Builtin, UserError> {
    let all = builtins();
    let name = args.system.as_deref().unwrap_or(default_name());
    all.iter().find(|b| b.name.eq_ignore_ascii_case(name)).ok_or_else(|| {
        if all.is_empty() {
            return UserError(format!(
                "unknown system '{name}': this program has no built-in systems; give --rules FILE"
            ));
        }
        let names: Vec<&str> = all.iter().map(|b| b.name).collect();
        UserError(format!("unknown system '{name}': built-in systems are {}", names.join(", ")))
    })
}

/// Reads a hand of the system's deck: a 13-card hand for a BIDittle system (or the reverse) is
/// an error that says which deck the system uses.
pub fn parse_hand(bidder: &dyn Bidder, text: &str) -> Result<Hand, UserError> {
    let deck = bidder.deck();
    Hand::parse_for(deck, text).map_err(|e| {
        UserError(format!(
            "bad hand '{text}': {e} (the system \"{}\" deals from the {} deck: {} cards a hand)",
            bidder.name(),
            deck.name(),
            deck.hand_size()
        ))
    })
}

/// Checks that an auction can happen under the system's game: BIDittle has no redouble.
pub fn check_auction(bidder: &dyn Bidder, auction: &Auction) -> Result<(), UserError> {
    match auction.deck_rule_broken(bidder.deck()) {
        Some(why) => Err(UserError(format!("bad auction for the system \"{}\": {why}", bidder.name()))),
        None => Ok(()),
    }
}

fn interpret(b: &Builtin) -> Result<Interpreter, UserError> {
    b.interpreter().map_err(UserError)
}

/// How a system is named in reports: `sayc (compiled)`, `my.bb (interpreted)`, with the
/// convention switches when there are some.
pub fn label(args: &SystemArgs) -> String {
    let base = match (&args.rules, &args.system) {
        (Some(r), _) => format!("{r} (interpreted)"),
        (None, s) => format!(
            "{} ({})",
            s.as_deref().unwrap_or(default_name()),
            match args.engine {
                Some(Engine::Interpreted) => "interpreted",
                _ => "compiled",
            }
        ),
    };
    match &args.conventions {
        Some(c) => format!("{base} with {c}"),
        None => base,
    }
}
