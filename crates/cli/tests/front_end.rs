//! The front end on the acceptance corpus and on the project's own corpus: every
//! program parses and lowers, models match their snapshots, and each malformed input
//! gets its expected message at its expected location with exit status 2.

mod common;
use common::*;

/// Every C file of ../shared/examples parses and lowers (`tass show` succeeds), except
/// those that expect `error`, which get a located error and exit status 2.
#[test]
fn shared_examples_parse_and_lower() {
    let Some(dir) = shared_examples() else {
        return;
    };
    let mut failures = Vec::new();
    let files = c_files(&dir);
    assert!(
        files.len() > 30,
        "the acceptance corpus has more files than {}",
        files.len()
    );
    for f in &files {
        let expect_error = header(f).is_some_and(|h| h.expect == "error");
        let r = tass(&["show", &f.display().to_string()]);
        if expect_error {
            let name = f.file_name().unwrap().to_string_lossy().to_string();
            if r.code != 2 || !r.stderr.contains(&format!("{name}:")) {
                failures.push(format!(
                    "{}: expected a located error and exit 2, got {}:\n{}",
                    f.display(),
                    r.code,
                    r.stderr
                ));
            }
        } else if r.code != 0 || r.stdout.is_empty() {
            failures.push(format!("{}: exit {}\n{}", f.display(), r.code, r.stderr));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The syntax error example names its file, line and column.
#[test]
fn syntax_error_is_located() {
    let Some(dir) = shared_examples() else { return };
    let f = dir.join("seq/syntax_error.c");
    let r = tass(&["parse", &f.display().to_string()]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("syntax_error.c:8:"), "{}", r.stderr);
}

/// Snapshots of `tass show` for the programs in corpus/show (one `.model` file each).
#[test]
fn show_snapshots() {
    let dir = root().join("corpus/show");
    let files = c_files(&dir);
    assert!(files.len() >= 6, "corpus/show has {} programs", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let r = tass(&["show", &f.display().to_string()]);
        if r.code != 0 {
            failures.push(format!("{}: exit {}\n{}", f.display(), r.code, r.stderr));
            continue;
        }
        if let Err(e) = snapshot(&f.with_extension("model"), &r.stdout) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each program in corpus/errors is rejected with exit status 2 and each of its
/// `message:` texts, at each of its `at:` positions (`line:col`).
#[test]
fn negative_corpus() {
    let dir = root().join("corpus/errors");
    let files = c_files(&dir);
    assert!(
        files.len() >= 20,
        "corpus/errors has {} programs",
        files.len()
    );
    let mut failures = Vec::new();
    for f in &files {
        let Some(h) = header(f) else {
            failures.push(format!("{}: no tass-test header", f.display()));
            continue;
        };
        assert_eq!(h.expect, "error", "{}", f.display());
        assert!(
            !h.messages.is_empty() && !h.at.is_empty(),
            "{}: needs message: and at:",
            f.display()
        );
        let args = run_args(&h, f);
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = tass(&argv);
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        if r.code != 2 {
            failures.push(format!(
                "{}: exit {} (expected 2)\n{}",
                f.display(),
                r.code,
                r.stderr
            ));
            continue;
        }
        for m in &h.messages {
            if !r.stderr.contains(m.as_str()) {
                failures.push(format!(
                    "{}: message `{m}` not found in:\n{}",
                    f.display(),
                    r.stderr
                ));
            }
        }
        for at in &h.at {
            if !r.stderr.contains(&format!("{name}:{at}")) {
                failures.push(format!(
                    "{}: location `{name}:{at}` not found in:\n{}",
                    f.display(),
                    r.stderr
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The project's own front-end corpus: each program parses and lowers.
#[test]
fn own_front_corpus() {
    let dir = root().join("corpus/front");
    let files = c_files(&dir);
    let mut failures = Vec::new();
    for f in &files {
        let r = tass(&["show", &f.display().to_string()]);
        if r.code != 0 {
            failures.push(format!("{}: exit {}\n{}", f.display(), r.code, r.stderr));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
