//! The front-end pipeline (preprocess, parse, lower) lives in `tass_model::frontend`,
//! below the CLI, so that in-process tests of the engine share it.

pub use tass_model::frontend::*;
