//! The integration tests of tass-explore, in one binary (one link, tests on every core).

mod api;
mod common;
mod engine;
mod layers;
mod limits;
