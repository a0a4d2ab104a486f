//! The integration tests of tass-symbolic, in one binary (one link, tests on every core).

mod arrays;
mod properties;
