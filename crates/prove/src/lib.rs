//! The prover stack of tass: the only crate that runs solvers.
//!
//! TASS asks one question of its prover: is `assumption => predicate` valid?
//! The answer is three-valued ([`Answer`]): *yes* (proved), *no* (with a
//! counterexample model when the solver gave one) or *maybe* (with a
//! [`Reason`]). Only *yes* proves; a *maybe* is never taken for a *yes*.
//! [`Prover::nsat`] (is a formula unsatisfiable?) is the same question with
//! the predicate `false`.
//!
//! The layers, bottom up:
//!
//! - [`smt`]: SMT-LIB2 terms, commands and values, and [`smt::Session`], one
//!   solver process (z3 or cvc5) kept alive between queries, each query under
//!   a deadline, a crashed or hung solver killed and restarted;
//! - the back ends behind [`SmtProver`], chosen by [`Backend`]: one solver, a
//!   portfolio of both (first definite answer wins), a cross-check (both must
//!   agree), or none;
//! - [`SmtProver`]: the cache of answers keyed by the canonical text of the
//!   query, and the [`Stats`].
//!
//! Architecture invariant: this crate prints nothing and spawns nothing but
//! solvers; everything it learns is returned as values (answers, reasons,
//! statistics).

#![warn(missing_docs)]

mod answer;
mod config;
mod engine;
mod error;
mod prover;
pub mod smt;
mod stats;
mod symbolic;
mod translate;

pub use answer::{Answer, FunctionModel, Model, Reason};
pub use config::{Backend, Config};
pub use error::{Error, Result};
pub use prover::{discover_solvers, Formula, Prover, SmtProver};
pub use stats::{Layer, LayerStats, Stats};
pub use symbolic::SymbolicProver;
