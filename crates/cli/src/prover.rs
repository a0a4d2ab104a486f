//! The SMT prover stack as an oracle for the search.

use crate::args::SearchOpts;
use std::str::FromStr;
use std::time::Duration;
use tass_explore::{Oracle, SmtOracle};
use tass_prove::{discover_solvers, Backend, Config};

/// The prover for back end `backend` (`z3`, `cvc5`, `portfolio`, `crosscheck`).
pub fn smt_oracle(backend: &str, args: &SearchOpts) -> Result<Box<dyn Oracle>, String> {
    oracle_for(backend, args.solver_timeout, args.replay_dir.clone())
}

/// The prover for a back end, with a per-query timeout in seconds and an optional folder
/// for replay files. A back end whose solver is not installed is an error; the default
/// portfolio with no solver at all falls back to the simplifier, with a warning.
pub fn oracle_for(
    backend: &str,
    timeout: f64,
    replay: Option<std::path::PathBuf>,
) -> Result<Box<dyn Oracle>, String> {
    let b = Backend::from_str(backend)?;
    let found: Vec<String> = discover_solvers()
        .into_iter()
        .map(|(k, _)| format!("{k:?}").to_lowercase())
        .collect();
    let need: &[&str] = match b {
        Backend::Z3 => &["z3"],
        Backend::Cvc5 => &["cvc5"],
        Backend::CrossCheck => &["z3", "cvc5"],
        _ => &[],
    };
    for n in need {
        if !found.iter().any(|f| f == n) {
            return Err(format!("the solver `{n}` was not found on PATH; install it (Debian package `{n}`) or choose another --prover (z3, cvc5, portfolio, crosscheck, none)"));
        }
    }
    if b == Backend::Portfolio && found.is_empty() {
        eprintln!("warning: no SMT solver (z3, cvc5) found on PATH: only the simplifier decides, and some properties may be reported as possible violations");
    }
    if !(timeout > 0.0 && timeout.is_finite()) {
        return Err("--solver-timeout must be a positive number of seconds".into());
    }
    let mut config = Config::default()
        .with_backend(b)
        .with_timeout(Duration::from_secs_f64(timeout));
    if let Some(dir) = replay {
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        config = config.with_replay_dir(dir);
    }
    Ok(Box::new(SmtOracle::new(config)))
}
