//! Snapshots of `tass verify` and `tass compare` reports (corpus/report/*.c against their
//! `.report` files; `UPDATE_EXPECT=1` rewrites them). The statistics line, which holds
//! times and memory, is left out. Run with z3, whose counterexamples these are.

mod common;
use common::*;

#[test]
fn report_snapshots() {
    if !solver_available("z3") {
        return;
    }
    let dir = root().join("corpus/report");
    let files: Vec<_> = c_files(&dir)
        .into_iter()
        .filter_map(|f| header(&f).map(|h| (f, h)))
        .collect();
    assert!(
        files.len() >= 4,
        "corpus/report has {} programs",
        files.len()
    );
    let mut failures = Vec::new();
    for (f, h) in &files {
        let mut args = run_args(h, f);
        args.insert(1, "--prover=z3".into());
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = tass(&argv);
        let root = root().display().to_string();
        let text: String = r
            .stdout
            .lines()
            .filter(|l| !l.starts_with("stats:"))
            .map(|l| l.replace(&format!("{root}/"), ""))
            .collect::<Vec<_>>()
            .join("\n");
        if let Err(e) = snapshot(&f.with_extension("report"), &(text + "\n")) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
