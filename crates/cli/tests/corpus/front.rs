//! The front end on the acceptance corpus and on the project's own corpus: every
//! program parses and lowers, models and reports match their snapshots, and each
//! malformed input gets its expected message at its expected location with exit
//! status 2.

use crate::tass;
use std::path::{Path, PathBuf};
use tass_testkit::{
    backends, c_files, expect_file, header, programs, root, run_args, shared_examples, test_name,
    Trial,
};

pub fn trials(out: &mut Vec<Trial>) {
    // Every C file of ../shared/examples parses and lowers (`tass show` succeeds),
    // except those that expect `error`, which get a located error and exit status 2.
    if let Some(dir) = shared_examples() {
        let files = c_files(&dir);
        assert!(
            files.len() > 30,
            "the acceptance corpus has {} files",
            files.len()
        );
        for f in files {
            out.push(Trial::test(
                format!("{} [show]", test_name(&f)),
                move || parses_and_lowers(&f),
            ));
        }
    }
    // The project's own front-end corpus: each program parses and lowers.
    for f in c_files(&root().join("corpus/front")) {
        out.push(Trial::test(
            format!("{} [show]", test_name(&f)),
            move || parses_and_lowers(&f),
        ));
    }
    // Snapshots of `tass show` (one `.model` file each).
    let show = c_files(&root().join("corpus/show"));
    assert!(show.len() >= 6, "corpus/show has {} programs", show.len());
    for f in show {
        out.push(Trial::test(
            format!("{} [model]", test_name(&f)),
            move || {
                let r = tass(&["show", &f.display().to_string()]);
                if r.code != 0 {
                    return Err(format!("exit {}\n{}", r.code, r.stderr).into());
                }
                snapshot(&f.with_extension("model"), &r.stdout)
            },
        ));
    }
    // Each program of corpus/errors is rejected with exit status 2 and each of its
    // `message:` texts, at each of its `at:` positions (`line:col`).
    for f in c_files(&root().join("corpus/errors")) {
        out.push(Trial::test(test_name(&f), move || rejected(&f)));
    }
    assert!(
        c_files(&root().join("corpus/errors")).len() >= 20,
        "corpus/errors has fewer than 20 programs"
    );
    // Snapshots of `tass verify` and `tass compare` reports (`.report` files), with
    // z3, whose counterexamples these are; the statistics line (times, memory) is left
    // out.
    if backends().contains(&"z3") {
        for (f, h) in programs(&root().join("corpus/report"), 4) {
            out.push(Trial::test(
                format!("{} [report]", test_name(&f)),
                move || {
                    let mut args = run_args(&h, &f);
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
                    snapshot(&f.with_extension("report"), &(text + "\n"))
                },
            ));
        }
    }
}

/// Compares `actual` with the snapshot file `path` (`UPDATE_EXPECT=1` rewrites it).
fn snapshot(path: &Path, actual: &str) -> Result<(), tass_testkit::Failed> {
    let path: PathBuf = path.to_path_buf();
    let actual = actual.to_string();
    std::panic::catch_unwind(move || expect_file![path].assert_eq(&actual)).map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "the snapshot differs".into())
            .into()
    })
}

fn parses_and_lowers(f: &Path) -> Result<(), tass_testkit::Failed> {
    let expect_error = header(f).is_some_and(|h| h.expect == "error");
    let r = tass(&["show", &f.display().to_string()]);
    if expect_error {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        if r.code != 2 || !r.stderr.contains(&format!("{name}:")) {
            return Err(format!(
                "expected a located error and exit 2, got {}:\n{}",
                r.code, r.stderr
            )
            .into());
        }
    } else if r.code != 0 || r.stdout.is_empty() {
        return Err(format!("exit {}\n{}", r.code, r.stderr).into());
    }
    Ok(())
}

fn rejected(f: &Path) -> Result<(), tass_testkit::Failed> {
    let Some(h) = header(f) else {
        return Err("no tass-test header".into());
    };
    if h.expect != "error" || h.messages.is_empty() || h.at.is_empty() {
        return Err("expects `error` with `message:` and `at:`".into());
    }
    let args = run_args(&h, f);
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    let r = tass(&argv);
    let name = f.file_name().unwrap().to_string_lossy().to_string();
    if r.code != 2 {
        return Err(format!("exit {} (expected 2)\n{}", r.code, r.stderr).into());
    }
    let mut failures = Vec::new();
    for m in &h.messages {
        if !r.stderr.contains(m.as_str()) {
            failures.push(format!("message `{m}` not found in:\n{}", r.stderr));
        }
    }
    for at in &h.at {
        if !r.stderr.contains(&format!("{name}:{at}")) {
            failures.push(format!(
                "location `{name}:{at}` not found in:\n{}",
                r.stderr
            ));
        }
    }
    tass_testkit::verdict(failures)
}
