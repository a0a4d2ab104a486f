//! Iterative deepening and the smallest counterexample: a violation that needs more
//! iterations than the first search follows is found by deepening, with the smallest
//! failing size; `--deepen=0` switches deepening off; a correct program stays *unknown*
//! and the report says how far deepening went. The programs are in corpus/deepen
//! (their verdicts are checked by verify.rs with every solver).

use crate::common::*;

/// The solvers installed (CI installs both).
fn backends() -> Vec<&'static str> {
    ["z3", "cvc5"]
        .into_iter()
        .filter(|b| solver_available(b))
        .collect()
}

fn json(args: &[&str]) -> (i32, serde_json::Value) {
    let r = tass(args);
    let v =
        serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{e}: {}{}", r.stdout, r.stderr));
    (r.code, v)
}

fn file(name: &str) -> String {
    root()
        .join("corpus/deepen")
        .join(name)
        .display()
        .to_string()
}

/// The value the first violation's inputs give `name`.
fn input(v: &serde_json::Value, name: &str) -> Option<String> {
    v["violations"][0]["inputs"]
        .as_array()?
        .iter()
        .find(|x| x["name"] == name)
        .and_then(|x| x["value"].as_str())
        .map(str::to_string)
}

fn notes(v: &serde_json::Value) -> Vec<String> {
    v["notes"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|n| n.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn deepening_finds_a_bug_beyond_the_first_cut_with_the_smallest_size() {
    let bad = file("spill_count_bad.c");
    for backend in backends() {
        let prover = format!("--prover={backend}");
        let (code, v) = json(&["verify", "--json", &prover, &bad]);
        assert_eq!(code, 1, "[{backend}] {v}");
        assert_eq!(v["violations"][0]["kind"], "assertion", "[{backend}] {v}");
        assert_eq!(v["violations"][0]["line"], 27, "[{backend}] {v}");
        assert_eq!(
            v["violations"][0]["certainty"], "provable",
            "[{backend}] {v}"
        );
        // The tank spills for the 12th time at N = 160 (3*160 = 480 = 12*40).
        assert_eq!(
            input(&v, "nondet$1").as_deref(),
            Some("160"),
            "[{backend}] {v}"
        );
        assert!(
            notes(&v)
                .iter()
                .any(|n| n.contains("found by iterative deepening")),
            "[{backend}] {v}"
        );
        // Without deepening the search gives up at the loop: unknown, and no note.
        let (code, v) = json(&["verify", "--json", &prover, "--deepen=0", &bad]);
        assert_eq!(code, 3, "[{backend}] {v}");
        assert!(notes(&v).is_empty(), "[{backend}] {v}");
    }
}

#[test]
fn a_correct_program_stays_unknown_and_the_report_says_how_far_deepening_went() {
    let good = file("spill_count.c");
    for backend in backends() {
        let prover = format!("--prover={backend}");
        let (code, v) = json(&["verify", "--json", &prover, &good]);
        assert_eq!(code, 3, "[{backend}] {v}");
        assert_eq!(v["verdict"], "unknown", "[{backend}] {v}");
        let n = notes(&v);
        assert!(
            n.iter()
                .any(|n| n.starts_with("iterative deepening found no violation")
                    && n.contains("iterations")),
            "[{backend}] {n:?}"
        );
    }
    // The text report shows the note too.
    let r = tass(&["verify", "--deepen=1", &good]);
    assert_eq!(r.code, 3, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .lines()
            .any(|l| l.starts_with("note: iterative deepening found no violation")),
        "{}",
        r.stdout
    );
}

#[test]
fn deepen_takes_seconds_or_zero() {
    let good = file("spill_count.c");
    for bad in ["--deepen=-1", "--deepen=soon", "--deepen=inf"] {
        let r = tass(&["verify", bad, &good]);
        assert_eq!(r.code, 2, "{bad}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stderr.contains("is not a number of seconds"),
            "{}",
            r.stderr
        );
    }
    let r = tass(&["verify", "--help"]);
    assert!(r.stdout.contains("--deepen <SECONDS>"), "{}", r.stdout);
}

/// The acceptance corpus's programs whose bugs need a large size: the smallest failing
/// size is reported (histogram: a bucket gets its 11th hit at N = 101; triangular: the
/// sum of 0..N-1 passes a million at N = 1415).
#[test]
fn shared_examples_report_the_smallest_failing_size() {
    let Some(ex) = shared_examples() else { return };
    for (name, n) in [
        ("histogram_bucket_cap_bad.c", "101"),
        ("triangular_sum_limit_bad.c", "1415"),
    ] {
        let f = ex.join("unbounded").join(name).display().to_string();
        for backend in backends() {
            let prover = format!("--prover={backend}");
            let (code, v) = json(&["verify", "--json", &prover, &f]);
            assert_eq!(code, 1, "{name} [{backend}] {v}");
            assert_eq!(
                input(&v, "nondet$1").as_deref(),
                Some(n),
                "{name} [{backend}] {v}"
            );
        }
    }
}

/// Loops that do not branch at their head (a condition with side effects or a call,
/// `do ... while`, `while (1)` and `for (;;)` left by a `break`, a `goto` loop, one such
/// loop inside another) are counted like loops that do: with no option, each program
/// answers within 10 s with the violation of its shortest executions (each fails when
/// the loop runs 0 or 1 times), and the bounded ones hold.
#[test]
fn loops_that_do_not_branch_at_their_head_answer_quickly() {
    let cases = [
        ("loop_postdec_bad.c", 1, 17),
        ("loop_ndec_bad.c", 1, 16),
        ("loop_nondet_bad.c", 1, 15),
        ("loop_callcond_bad.c", 1, 17),
        ("loop_while1_bad.c", 1, 17),
        ("loop_forever_break_bad.c", 1, 22),
        ("loop_goto_bad.c", 1, 20),
        ("loop_nested_bad.c", 1, 22),
        ("loop_dowhile_bad.c", 1, 17),
        ("loop_dowhile_dec_bad.c", 1, 18),
        ("loop_postdec_bounded.c", 0, 0),
        ("loop_goto_holds.c", 0, 0),
    ];
    for (name, code, line) in cases {
        let f = file(name);
        let start = std::time::Instant::now();
        let (got, v) = json(&["verify", "--json", &f]);
        let took = start.elapsed();
        assert_eq!(got, code, "{name}: {v}");
        if code == 1 {
            assert_eq!(v["violations"][0]["kind"], "assertion", "{name}: {v}");
            assert_eq!(v["violations"][0]["line"], line, "{name}: {v}");
            assert_eq!(v["violations"][0]["certainty"], "provable", "{name}: {v}");
        }
        assert!(
            took < std::time::Duration::from_secs(10),
            "{name} took {took:?}"
        );
    }
}
