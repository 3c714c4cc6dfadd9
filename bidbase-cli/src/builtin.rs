//! Choosing a system: a built-in one (`bidbase-systems`, compiled into the binary and
//! embedded as source so that `--engine interpreted` runs the same rules) or a rules file.

use bidbase::{Bidder, Interpreter};
use bidbase_systems::{Builtin, BUILTINS};

use crate::UserError;

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
    /// A built-in system: `sayc` (the default) or `examples`.
    #[arg(long, conflicts_with = "rules")]
    pub system: Option<String>,
    /// A rules file; it is always interpreted.
    #[arg(long)]
    pub rules: Option<String>,
    /// The back end for a built-in system.
    #[arg(long, value_enum)]
    pub engine: Option<Engine>,
}

/// A loaded system, and the interpreter for explanations when there is one.
pub struct Loaded {
    /// The bidder chosen.
    pub bidder: Box<dyn Bidder + Send + Sync>,
    /// The rules through the interpreter (for explanations and checks).
    pub interpreter: Option<Interpreter>,
}

/// Loads the system the arguments name.
pub fn load(args: &SystemArgs, want_interpreter: bool) -> Result<Loaded, UserError> {
    if let Some(path) = &args.rules {
        if args.engine == Some(Engine::Compiled) {
            return Err(UserError(
                "--engine compiled applies to built-in systems (--system); a --rules file is always interpreted".into(),
            ));
        }
        let i = crate::rules_arg::load_rules(path)?;
        return Ok(Loaded { bidder: Box::new(i.clone()), interpreter: Some(i) });
    }
    let name = args.system.as_deref().unwrap_or(BUILTINS[0].name);
    let b = bidbase_systems::builtin(name).ok_or_else(|| {
        let names: Vec<&str> = BUILTINS.iter().map(|b| b.name).collect();
        UserError(format!("unknown system '{name}': built-in systems are {}", names.join(", ")))
    })?;
    let engine = args.engine.unwrap_or(Engine::Compiled);
    let interpreter = if engine == Engine::Interpreted || want_interpreter { Some(interpret(b)?) } else { None };
    let bidder: Box<dyn Bidder + Send + Sync> = match engine {
        Engine::Compiled => (b.compiled)(),
        Engine::Interpreted => Box::new(interpreter.clone().ok_or_else(|| UserError("no interpreter".into()))?),
    };
    Ok(Loaded { bidder, interpreter })
}

fn interpret(b: &Builtin) -> Result<Interpreter, UserError> {
    b.interpreter().map_err(UserError)
}
