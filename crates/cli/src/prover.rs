//! The SMT prover stack as an oracle for the search.

use crate::args::SearchOpts;
use std::str::FromStr;
use std::time::{Duration, Instant};
use tass_explore::{Oracle, SmtOracle};
use tass_prove::{discover_solvers, Backend, Config};

/// The prover for back end `backend` (`--prover`), whose queries end by `deadline` (the
/// end of the run's time limit) if there is one.
pub fn smt_oracle(
    backend: Backend,
    args: &SearchOpts,
    deadline: Option<Instant>,
) -> Result<Box<dyn Oracle>, String> {
    oracle_of(
        backend,
        args.solver_timeout(),
        deadline,
        args.replay_dir.clone(),
    )
}

/// The prover for a back end, with a per-query timeout, an optional deadline for every
/// query and an optional folder for replay files. A back end whose solver is not
/// installed is an error; the default portfolio with no solver at all falls back to the
/// simplifier, with a warning.
pub fn oracle_for(
    backend: &str,
    timeout: Duration,
    deadline: Option<Instant>,
    replay: Option<std::path::PathBuf>,
) -> Result<Box<dyn Oracle>, String> {
    oracle_of(Backend::from_str(backend)?, timeout, deadline, replay)
}

/// [`oracle_for`] with the back end as `tass-prove`'s type.
fn oracle_of(
    b: Backend,
    timeout: Duration,
    deadline: Option<Instant>,
    replay: Option<std::path::PathBuf>,
) -> Result<Box<dyn Oracle>, String> {
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
    if timeout.is_zero() {
        return Err("--solver-timeout must be a positive number of seconds".into());
    }
    let mut config = Config::default().with_backend(b).with_timeout(timeout);
    if let Some(deadline) = deadline {
        config = config.with_deadline(deadline);
    }
    if let Some(dir) = replay {
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        config = config.with_replay_dir(dir);
    }
    Ok(Box::new(SmtOracle::new(config)))
}
