//! What the tests of the `tass` binary share: the test kit, and running the binary.

pub use tass_testkit::{c_files, header, missing, root, shared_examples, Run};

/// Runs the `tass` binary with `args`.
pub fn tass(args: &[&str]) -> Run {
    tass_testkit::run(env!("CARGO_BIN_EXE_tass"), args)
}

/// Whether the solver binary `bin` runs; in CI a missing solver fails the test.
pub fn solver_available(bin: &str) -> bool {
    tass_testkit::tool_available(bin)
}
