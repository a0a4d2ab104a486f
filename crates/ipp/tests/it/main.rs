//! The integration tests of tass-ipp, in one binary (one link, tests on every core).

mod framac;
mod parse;
mod project;
