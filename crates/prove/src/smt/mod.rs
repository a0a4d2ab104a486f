//! Solver processes speaking SMT-LIB2, and the terms and values they exchange.
//!
//! This layer knows nothing of tass's symbolic expressions: it deals in
//! SMT-LIB2 [`Sexp`] terms, [`Command`]s and [`Declaration`]s, runs a solver
//! as a [`Session`] (one process, kept alive between queries, with deadlines
//! and restarts), and reads models into [`Value`]s.

mod command;
mod session;
mod sexp;
mod solver;
pub mod term;
mod value;

pub(crate) use command::Prepared;
pub use command::{Command, Constructor, Declaration};
pub use session::{terminate_all, Canceller, CheckSat, Session, SessionConfig};
pub use sexp::{int_of, parse, parse_all, rational_of, Decimal, Keyword, Sexp, Symbol};
pub use solver::{find_on_path, SolverKind, SolverSpec};
pub use value::{FloatValue, Value};
