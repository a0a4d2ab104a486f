//! Shared helpers of the data-driven tests: test headers, running the `tass` binary,
//! snapshots.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The header of a test program (see ../shared/examples/README.md), with the extra
/// keys the project's own corpus uses (`message:`, `at:`, `loop: LINE TECHNIQUE`: the
/// loop at that line is decided by that technique, or with `-TECHNIQUE` is not, and
/// `expect with BACKEND: VERDICT`: the verdict with that prover alone).
#[derive(Debug, Default, Clone)]
pub struct Header {
    pub run: String,
    pub expect: String,
    pub messages: Vec<String>,
    pub at: Vec<String>,
    pub line: Option<u64>,
    pub loops: Vec<(u64, String)>,
    /// `expect with BACKEND: VERDICT`: the verdict with that prover alone, where it
    /// differs (a solver that answers unknown to a query the other decides).
    pub expect_with: Vec<(String, String)>,
}

/// Reads the `tass-test` header of a C file, if it has one.
pub fn header(path: &Path) -> Option<Header> {
    let text = std::fs::read_to_string(path).ok()?;
    let start = text.find("/*")?;
    let body = &text[start + 2..];
    let end = body.find("*/")?;
    let body = &body[..end];
    let mut lines = body.lines();
    if lines.next()?.trim() != "tass-test" {
        return None;
    }
    let mut h = Header::default();
    for l in lines {
        let l = l.trim().trim_start_matches('*').trim();
        if let Some(v) = l.strip_prefix("run:") {
            h.run = v.trim().to_string();
        } else if let Some((backend, v)) = l
            .strip_prefix("expect with ")
            .and_then(|r| r.split_once(':'))
        {
            h.expect_with
                .push((backend.trim().to_string(), v.trim().to_string()));
        } else if let Some(v) = l.strip_prefix("expect:") {
            h.expect = v.trim().to_string();
        } else if let Some(v) = l.strip_prefix("message:") {
            h.messages.push(v.trim().to_string());
        } else if let Some(v) = l.strip_prefix("at:") {
            h.at.push(v.trim().to_string());
        } else if let Some(v) = l.strip_prefix("line:") {
            h.line = v.trim().parse().ok();
        } else if let Some(v) = l.strip_prefix("loop:") {
            let mut w = v.split_whitespace();
            let line = w.next().and_then(|n| n.parse().ok());
            let tech = w.next();
            match (line, tech) {
                (Some(line), Some(tech)) => h.loops.push((line, tech.to_string())),
                _ => panic!("{}: bad `loop:` line `{v}`", path.display()),
            }
        }
    }
    Some(h)
}

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("workspace root")
}

/// Whether the tests run in CI (`CI=true`), where nothing they need may be missing.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

/// Says that a test cannot run because `what` is missing: a failure in CI, a printed
/// skip elsewhere.
pub fn missing(what: &str) {
    assert!(!in_ci(), "{what} is missing: CI must have it (see .ci/run)");
    eprintln!("{what} is missing; skipped (this fails in CI)");
}

/// `../shared/examples`, when present (in CI it must be).
pub fn shared_examples() -> Option<PathBuf> {
    let p = root().join("../shared/examples");
    if p.is_dir() {
        Some(p)
    } else {
        missing("../shared/examples (the acceptance corpus)");
        None
    }
}

/// Whether the solver binary `bin` runs; in CI a missing solver fails the test.
pub fn solver_available(bin: &str) -> bool {
    let ok = Command::new(bin).arg("--version").output().is_ok();
    if !ok {
        missing(&format!("the solver `{bin}`"));
    }
    ok
}

/// All `.c` files under `dir`, sorted.
pub fn c_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "c") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The result of running `tass`.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the `tass` binary with `args`.
pub fn tass(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_tass"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("run tass");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Splits a header `run:` line into tass arguments, substituting `$FILE` and `$DIR`.
pub fn run_args(h: &Header, file: &Path) -> Vec<String> {
    let dir = file.parent().unwrap_or(Path::new("."));
    h.run
        .split_whitespace()
        .skip(1)
        .map(|w| {
            w.replace("$FILE", &file.display().to_string())
                .replace("$DIR", &dir.display().to_string())
        })
        .collect()
}

/// The C files a `run:` line names (the program files, for `tass show`).
pub fn program_files(args: &[String]) -> Vec<String> {
    args.iter()
        .filter(|a| a.ends_with(".c") || a.ends_with(".cvl"))
        .cloned()
        .collect()
}

/// Compares `actual` with the snapshot file `path`; with `UPDATE_EXPECT=1`, rewrites it.
pub fn snapshot(path: &Path, actual: &str) -> Result<(), String> {
    if std::env::var("UPDATE_EXPECT").is_ok_and(|v| v == "1") {
        std::fs::write(path, actual).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    if expected == actual {
        return Ok(());
    }
    let mut msg = format!(
        "snapshot {} differs (run with UPDATE_EXPECT=1 to accept):\n",
        path.display()
    );
    for (i, (e, a)) in expected.lines().zip(actual.lines()).enumerate() {
        if e != a {
            msg.push_str(&format!(
                "first difference at line {}:\n- {e}\n+ {a}\n",
                i + 1
            ));
            break;
        }
    }
    if expected.lines().count() != actual.lines().count() {
        msg.push_str(&format!(
            "expected {} lines, got {}\n",
            expected.lines().count(),
            actual.lines().count()
        ));
    }
    Err(msg)
}
