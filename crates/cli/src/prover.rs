//! The SMT prover stack as an oracle for the search.

use crate::args::VerifyArgs;
use tass_explore::Oracle;

/// The prover for back end `backend` (`z3`, `cvc5`, `portfolio`, `crosscheck`).
pub fn smt_oracle(backend: &str, _args: &VerifyArgs) -> Result<Box<dyn Oracle>, String> {
    Err(format!(
        "the prover back end `{backend}` is not available yet; use --prover=none"
    ))
}
