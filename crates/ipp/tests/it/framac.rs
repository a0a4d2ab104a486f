//! Frama-C/WP's runner without Frama-C: a missing program is reported. The proofs of
//! the hand-written projections of `corpus/ipp` run in the `corpus` test's proof lane
//! (`crates/cli/tests/corpus/projections.rs`), beside the other tests of the workspace.

use std::path::PathBuf;
use tass_ipp::{run, Error, Options};

fn corpus(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../corpus/ipp")
        .join(name)
}

#[test]
fn missing_program_is_reported() {
    let opts = Options::default().with_program("frama-c-that-does-not-exist");
    match run(&corpus("exchanger_ipp.c"), &opts) {
        Err(Error::FramaCNotFound { .. }) => {}
        other => panic!("{other:?}"),
    }
}
