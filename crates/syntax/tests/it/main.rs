//! The integration tests of tass-syntax, in one binary (one link, tests on every core).

mod parse;
mod pp;
