//! The engine's data-driven tests: every case in `tests/cases` (a small C program with a
//! `tass-test` header, see `common::Case`) is verified in-process with each prover its
//! header names (z3 and cvc5 by default), and its verdict, violation kind, line, stop
//! reason and statistics are checked against the header. A failure lists every case
//! that differs, with what was expected and what the run gave.

use crate::common;

use common::{available, c_files, read_case, Case, Prover};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases")
}

/// The cases, or the headers that could not be read.
fn cases() -> (Vec<Case>, Vec<String>) {
    let mut cases = Vec::new();
    let mut bad = Vec::new();
    for f in c_files(&cases_dir()) {
        match read_case(&f) {
            Ok(Some(c)) => cases.push(c),
            Ok(None) => {}
            Err(e) => bad.push(format!("{}: bad header: {e}", f.display())),
        }
    }
    (cases, bad)
}

/// Runs every case that names `prover`, a few at a time, and fails listing each case
/// that differs from its header.
fn run_all(prover: Prover) {
    if !available(prover) {
        return;
    }
    let (cases, mut failures) = cases();
    assert!(
        cases.len() >= 20,
        "only {} cases in {}",
        cases.len(),
        cases_dir().display()
    );
    let todo: Vec<&Case> = cases
        .iter()
        .filter(|c| c.provers.contains(&prover))
        .collect();
    let next = Mutex::new(0usize);
    let found = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(8));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(case) = todo.get(i) else { break };
                let wrong = case.check(prover);
                if !wrong.is_empty() {
                    let name = case
                        .path
                        .strip_prefix(cases_dir())
                        .unwrap_or(&case.path)
                        .display()
                        .to_string();
                    found.lock().unwrap().push(format!(
                        "{name} ({}):\n  {}",
                        prover.name(),
                        wrong.join("\n  ")
                    ));
                }
            });
        }
    });
    let mut found = found.into_inner().unwrap();
    found.sort();
    failures.extend(found);
    assert!(
        failures.is_empty(),
        "{} of {} case(s) failed with {}:\n{}",
        failures.len(),
        todo.len(),
        prover.name(),
        failures.join("\n")
    );
}

#[test]
fn cases_with_z3() {
    run_all(Prover::Z3);
}

#[test]
fn cases_with_cvc5() {
    run_all(Prover::Cvc5);
}

#[test]
fn cases_with_the_simplifier_alone() {
    let (cases, _) = cases();
    assert!(
        cases
            .iter()
            .any(|c| c.provers.contains(&Prover::Simplifier)),
        "no case runs with `provers: ... none`"
    );
    run_all(Prover::Simplifier);
}
