//! The integration tests of tass-prove, in one binary (one link, tests on every core).

#[macro_use]
mod common;
mod differential;
mod prover;
mod session;
mod symbolic;
