//! Soundness of verdicts against a lying solver, and the report's honesty flags.

use crate::common::*;
use std::path::PathBuf;
use std::process::Command;

/// A folder with a `z3` that answers like z3 but zeroes every value of its models.
fn lying_z3() -> Option<PathBuf> {
    let real = which("z3")?;
    Command::new("python3").arg("--version").output().ok()?;
    let dir = std::env::temp_dir().join(format!("tass_lying_z3_{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let script = root().join("crates/cli/tests/solvers/zero_model_z3.py");
    let link = dir.join("z3");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(script, &link).ok()?;
    std::env::set_var("TASS_REAL_Z3", real);
    Some(dir)
}

fn which(bin: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join(bin))
            .find(|p| p.is_file())
    })
}

/// Runs tass with `dir` first on PATH.
fn tass_with_path(dir: &std::path::Path, args: &[&str]) -> Run {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![dir.to_path_buf()];
    paths.extend(std::env::split_paths(&path));
    let out = Command::new(env!("CARGO_BIN_EXE_tass"))
        .args(args)
        .env("NO_COLOR", "1")
        .env("PATH", std::env::join_paths(paths).unwrap())
        .output()
        .expect("run tass");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A solver whose models are wrong never makes a violation provable: each model is
/// checked by evaluation; with no checked model the violation is possible and the
/// verdict unknown (exit 3).
#[test]
fn wrong_models_are_not_counterexamples() {
    if !solver_available("z3") || !solver_available("cvc5") {
        return;
    }
    let Some(dir) = lying_z3() else {
        missing("python3 (for the stand-in solver)");
        return;
    };
    let file = root()
        .join("corpus/soundness/seven.c")
        .display()
        .to_string();
    // The honest solver finds x = 7.
    let r = tass(&["verify", "--json", "--prover=z3", &file]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    let json: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(json["violations"][0]["certainty"], "provable");
    assert_eq!(json["violations"][0]["inputs"][0]["value"], "7");
    assert_eq!(json["violations"][0]["line"], 9);
    // The lying one, alone and under the cross-check.
    for prover in ["--prover=z3", "--prover=crosscheck"] {
        let r = tass_with_path(&dir, &["verify", "--json", prover, &file]);
        let json: serde_json::Value = serde_json::from_str(&r.stdout)
            .unwrap_or_else(|_| panic!("{prover}: no report\n{}{}", r.stdout, r.stderr));
        for v in json["violations"].as_array().unwrap() {
            if v["certainty"] == "provable" {
                let x = &v["inputs"][0]["value"];
                assert_eq!(x, "7", "{prover}: a provable violation with x = {x}");
            }
        }
        if prover == "--prover=z3" {
            assert_eq!(r.code, 3, "{prover}: {}{}", r.stdout, r.stderr);
            assert_eq!(json["verdict"], "unknown");
            assert_eq!(json["violations"][0]["certainty"], "possible");
            assert_eq!(json["violations"][0]["line"], 9);
            let reason = json["violations"][0]["reason"].as_str().unwrap_or("");
            assert!(reason.contains("evaluation"), "{reason}");
        }
    }
}

/// Contradictory input conditions make every property hold vacuously: the report says so.
#[test]
fn vacuous_results_are_flagged() {
    if !solver_available("z3") {
        return;
    }
    let file = root()
        .join("corpus/verify/vacuous_inputs.c")
        .display()
        .to_string();
    let r = tass(&["verify", "--json", "--prover=z3", &file]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let json: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(json["vacuous"], true);
    let r = tass(&["verify", "--prover=z3", &file]);
    assert!(r.stdout.contains("vacuous"), "{}", r.stdout);
    // A program with executions is not vacuous.
    let file = root()
        .join("corpus/soundness/seven.c")
        .display()
        .to_string();
    let r = tass(&["verify", "--json", "--prover=z3", "-inputx=1", &file]);
    let json: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(json["verdict"], "holds");
    assert_eq!(json["vacuous"], false);
}

/// A vacuous *holds* names why each path ended, where it ended: an assumption no value
/// satisfies, `MPI_Abort` on every path, a null dereference with pointer checks off.
#[test]
fn vacuous_results_name_their_causes() {
    for (file, np, line, why) in [
        (
            "corpus/verify/assume_vacuous_cause.c",
            None,
            12,
            "assumption",
        ),
        (
            "corpus/mpi/abort_every_path_vacuous.c",
            Some("-np=2"),
            15,
            "MPI_Abort",
        ),
    ] {
        let file = root().join(file).display().to_string();
        let mut args = vec!["verify", "--json"];
        args.extend(np);
        args.push(&file);
        let r = tass(&args);
        assert_eq!(r.code, 0, "{file}: {}{}", r.stdout, r.stderr);
        let json: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
        assert_eq!(json["vacuous"], true, "{file}");
        let ended = json["ended_early"].as_array().expect("ended_early");
        assert!(
            ended
                .iter()
                .any(|e| e["line"] == line && e["why"].as_str().is_some_and(|w| w.contains(why))),
            "{file}: {ended:?}"
        );
    }
}

/// The JSON report lists each loop annotation with who checked it: the technique that
/// decided the loop, or the search.
#[test]
fn loop_annotations_name_their_checkers() {
    let file = root()
        .join("corpus/report/annotations_checked.c")
        .display()
        .to_string();
    let r = tass(&["verify", "--json", &file]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let json: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let loops = json["loops"].as_array().expect("loops");
    let checker = |line: u64, text: &str| -> String {
        loops
            .iter()
            .flat_map(|l| l["annotations"].as_array().cloned().unwrap_or_default())
            .find(|a| {
                a["line"] == line && a["annotation"].as_str().is_some_and(|t| t.contains(text))
            })
            .and_then(|a| a["checked_by"].as_str().map(str::to_string))
            .unwrap_or_else(|| panic!("no annotation at line {line}: {loops:?}"))
    };
    assert!(checker(15, "loop invariant").starts_with("technique parallel"));
    assert!(checker(16, "loop assigns `j, a[0 .. n - 1]`").starts_with("technique parallel"));
    assert!(checker(22, "loop invariant").starts_with("technique invariant"));
    assert!(checker(24, "loop variant").starts_with("technique invariant"));
}

/// A provable counterexample that involves an uninterpreted function says so, in the
/// report and in the replay: `exp` (the violation occurs whatever value it takes) and
/// `atoi` of a symbolic string (its real value computed, the string chosen to spell it).
#[test]
fn counterexamples_name_their_uninterpreted_functions() {
    for prover in ["z3", "cvc5"] {
        if !solver_available(prover) {
            return;
        }
        let prover_opt = format!("--prover={prover}");
        let run = |name: &str| {
            let file = root()
                .join("corpus/verify")
                .join(name)
                .display()
                .to_string();
            let r = tass(&["verify", "--json", "--replay", &prover_opt, &file]);
            assert_eq!(r.code, 1, "{name} [{prover}]: {}{}", r.stdout, r.stderr);
            let json: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
            let v = json["violations"][0].clone();
            assert_eq!(v["certainty"], "provable", "{name}: {v}");
            (v, json["replay"].as_str().unwrap_or_default().to_string())
        };
        let (v, replay) = run("math_exp_bug.c");
        assert_eq!(
            v["functions"][0].as_str().map(|f| f.starts_with("exp (")),
            Some(true),
            "{v}"
        );
        assert!(replay.starts_with("reproduced"), "{replay}");
        assert!(replay.contains("uninterpreted functions: exp"), "{replay}");

        let (v, replay) = run("string_to_number_argument_fails.c");
        assert_eq!(v["line"], 16);
        assert_eq!(v["kind"], "array-bounds");
        assert_eq!(
            v["functions"][0], "atoi (evaluated as the C library does)",
            "{v}"
        );
        // The string is one whose number is out of bounds, as C reads it.
        let arg = v["inputs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["name"] == "argv[1]")
            .and_then(|i| i["value"].as_str())
            .expect("argv[1] in the inputs")
            .trim_matches('"')
            .to_string();
        let k: i64 = arg.trim().parse().expect("a number");
        assert!(!(0..10).contains(&k), "{arg}");
        assert!(replay.contains("uninterpreted functions: atoi"), "{replay}");
        assert!(replay.contains("argv[1]"), "{replay}");
    }
}
