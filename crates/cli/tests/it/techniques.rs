//! Techniques as a portfolio: `--technique` selects them, and the report names the
//! technique that decided each loop and why the others declined.

use crate::common::*;

fn json(args: &[&str]) -> (i32, serde_json::Value) {
    let r = tass(args);
    let v =
        serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{e}: {}{}", r.stdout, r.stderr));
    (r.code, v)
}

#[test]
fn the_report_names_the_technique_of_each_loop() {
    if !solver_available("z3") {
        return;
    }
    let Some(ex) = shared_examples() else { return };
    let count_up = ex.join("loops/count_up.c").display().to_string();
    // Default: every technique; the invariant summary decides the loop for every N.
    let (code, v) = json(&["verify", "--json", "--prover=z3", &count_up]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["loops"][0]["decided_by"], "invariant", "{v}");
    assert_eq!(v["loops"][0]["line"], 13, "{v}");
    // Without techniques the loop cannot be finished: unknown, at the loop.
    let (code, v) = json(&[
        "verify",
        "--json",
        "--prover=z3",
        "--technique=none",
        &count_up,
    ]);
    assert_eq!(code, 3, "{v}");
    assert!(
        v["stop_reason"]
            .as_str()
            .unwrap()
            .contains("count_up.c:13:3"),
        "{v}"
    );
    // Selected but not applicable: declined, with the reason.
    let plain = root()
        .join("corpus/report/unknown_loop.c")
        .display()
        .to_string();
    let (code, v) = json(&[
        "verify",
        "--json",
        "--prover=z3",
        "--technique=invariant",
        &plain,
    ]);
    assert_eq!(code, 3, "{v}");
    assert_eq!(v["loops"][0]["decided_by"], serde_json::Value::Null, "{v}");
    assert_eq!(v["loops"][0]["line"], 13, "{v}");
    assert_eq!(
        v["loops"][0]["declined"][0]["technique"], "invariant",
        "{v}"
    );
    assert_eq!(
        v["loops"][0]["declined"][0]["reason"], "the loop has no invariant",
        "{v}"
    );
}

#[test]
fn joint_loops_are_decided_by_the_joint_technique() {
    if !solver_available("z3") {
        return;
    }
    let dir = root().join("corpus/compare");
    let spec = dir.join("joint_loop_spec.c").display().to_string();
    let imp = dir.join("joint_loop_impl.c").display().to_string();
    let (code, v) = json(&["compare", "--json", "--prover=z3", &spec, &imp]);
    assert_eq!(code, 0, "{v}");
    let decided: Vec<&str> = v["loops"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["decided_by"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(decided, vec!["joint", "joint"], "{v}");
    // Without the joint technique the pair is explored loop by loop: unknown.
    let (code, _) = json(&[
        "compare",
        "--json",
        "--prover=z3",
        "--technique=invariant",
        &spec,
        &imp,
    ]);
    assert_eq!(code, 3);
}

/// The seed-000 diffusion pair: the specification's time loop and the loop of every
/// process of the block-distributed implementation are decided together by `joint`,
/// for every number of time steps; without the technique the joint invariant is
/// checked at each visit, and the false one of the `_bad_invariant` copy is found.
#[test]
fn joint_loops_pair_every_process_of_an_mpi_implementation() {
    for prover in ["z3", "cvc5"] {
        if !solver_available(prover) {
            continue;
        }
        let dir = root().join("corpus/compare");
        let spec = dir.join("diffusion_spec.c").display().to_string();
        let imp = dir.join("diffusion_mpi.c").display().to_string();
        let bad = dir
            .join("diffusion_mpi_bad_invariant.c")
            .display()
            .to_string();
        let pv = format!("--prover={prover}");
        let (code, v) = json(&["compare", "--json", "-np2=3", &pv, &spec, &imp]);
        assert_eq!(code, 0, "{v}");
        let loops = v["loops"].as_array().unwrap();
        assert_eq!(loops.len(), 2, "{v}");
        assert!(loops.iter().all(|l| l["decided_by"] == "joint"), "{v}");
        // Without the technique: explored step by step with the joint invariant
        // checked at each visit of the heads.
        let (code, v) = json(&[
            "compare",
            "--json",
            "-np2=3",
            "--technique=invariant",
            &pv,
            &spec,
            &bad,
        ]);
        assert_eq!(code, 1, "{v}");
        assert_eq!(v["violations"][0]["kind"], "invariant", "{v}");
    }
}

#[test]
fn unknown_techniques_are_usage_errors() {
    let file = root()
        .join("corpus/soundness/seven.c")
        .display()
        .to_string();
    let r = tass(&["verify", "--technique=magic", &file]);
    assert_eq!(r.code, 2, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr.contains("unknown technique `magic`"),
        "{}",
        r.stderr
    );
}
