//! The front end's located errors (the corpus of malformed inputs and the snapshots
//! of models are the `corpus` test's).

use crate::common::*;

/// The syntax error example names its file, line and column.
#[test]
fn syntax_error_is_located() {
    let Some(dir) = shared_examples() else { return };
    let f = dir.join("seq/syntax_error.c");
    let r = tass(&["parse", &f.display().to_string()]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("syntax_error.c:8:"), "{}", r.stderr);
}
