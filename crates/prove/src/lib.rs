//! The prover stack of tass: the only crate that runs solvers.
//!
//! TASS asks one question of its prover (seed 001, sections 2 and 4.4): is
//! `assumption => predicate` valid? The answer is three-valued ([`Answer`]):
//! *yes* (proved), *no* (with a counterexample when there is one) or *maybe*
//! (with a [`Reason`]). Only *yes* proves; a *maybe* is never taken for a
//! *yes*. [`Prover::nsat`] (is a formula unsatisfiable?) is the same question
//! with the predicate `false`.
//!
//! # Layers
//!
//! - [`SymbolicProver`], the prover of tass, over tass-symbolic expressions:
//!   a cache keyed by the hash-consed expressions; layer 1, the simplifier
//!   of tass-symbolic; layer 2, the solvers, on the translation of the
//!   simplified question to SMT-LIB2 (the `translate` module: integers and
//!   reals, C division exactly, arrays with their extents, tuples as
//!   datatypes, uninterpreted functions, quantifiers); the solver's model is
//!   read back into a tass-symbolic [`Assignment`](tass_symbolic::Assignment).
//! - [`SmtProver`]: the same interface over SMT-LIB2 [`Formula`]s, with the
//!   cache keyed by the canonical text of the query, the [`Stats`], and the
//!   back end chosen by [`Backend`]: z3, cvc5, a portfolio of both (the first
//!   definite answer wins), a cross-check (both must agree; a disagreement is
//!   a loud *maybe* and a counter), or none.
//! - [`smt`]: SMT-LIB2 terms, commands and values, and [`smt::Session`], one
//!   solver process kept alive between queries, each query under a deadline,
//!   a crashed or hung solver killed and restarted, every session optionally
//!   written to a replay file.
//!
//! # Example
//!
//! ```
//! use tass_prove::{Backend, Config, Prover, SymbolicProver};
//! use tass_symbolic::{Expr, Type};
//!
//! // The simplifier alone; `Backend::Portfolio` (the default) adds the solvers found.
//! let mut prover = SymbolicProver::new(Config::default().with_backend(Backend::None));
//! let x = Expr::symbol("X0", &Type::int()).unwrap();
//! let positive = x.greater(&Expr::int(0)).unwrap();
//! assert!(prover.valid(&positive, &x.greater_eq(&Expr::int(0)).unwrap()).is_yes());
//! assert_eq!(prover.stats().simplifier.decided, 1);
//! ```
//!
//! # Architecture invariant
//!
//! This crate prints nothing and spawns nothing but solvers; everything it
//! learns is returned as values (answers, reasons, statistics). No solver
//! interaction is without a deadline. The solvers are separate processes
//! speaking SMT-LIB2 text, so no solver library is linked.

#![warn(missing_docs)]
#![forbid(unsafe_code)]

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
pub use smt::terminate_all as terminate_solvers;
pub use stats::{Layer, LayerStats, Stats};
pub use symbolic::SymbolicProver;
