//! The SMT prover stack as an oracle for the search.

use crate::args::SearchOpts;
use tass_explore::Oracle;

/// The prover for back end `backend` (`z3`, `cvc5`, `portfolio`, `crosscheck`).
pub fn smt_oracle(backend: &str, args: &SearchOpts) -> Result<Box<dyn Oracle>, String> {
    oracle_for(backend, args.solver_timeout, args.replay_dir.clone())
}

/// The prover for a back end, with a per-query timeout in seconds and an optional folder
/// for replay files.
pub fn oracle_for(
    backend: &str,
    _timeout: f64,
    _replay: Option<std::path::PathBuf>,
) -> Result<Box<dyn Oracle>, String> {
    Err(format!(
        "the prover back end `{backend}` is not available yet; use --prover=none"
    ))
}
