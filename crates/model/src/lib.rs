//! The tass program model: typed program graphs (seed 001, 3.1), and the lowering of
//! the front end's AST into them.
//!
//! A [`Program`] has shared input/output variables, process-global variables, and
//! functions as guarded transition systems over locations. This crate knows the C
//! type system and the annotation rules, but nothing of symbolic values, solvers or
//! processes. Its [`library`] registry says what tass knows of each library function.
#![warn(missing_docs)]

pub mod ir;
pub mod library;
pub mod lower;
pub mod show;

pub mod frontend;
pub use ir::*;
pub use lower::{lower, lower_with, LowerOutput, SpecScope};
