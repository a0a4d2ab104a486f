//! Frama-C/WP on the hand-written projections of `corpus/ipp`: the exchanger is proved
//! entirely, an erroneous variant fails with its located obligation. Without frama-c
//! these tests fail in CI (`CI=true`) and print a skip elsewhere.

use std::path::PathBuf;
use tass_ipp::{run, Error, Options, Status};

fn corpus(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../corpus/ipp")
        .join(name)
}

fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

/// Runs WP on `name`; `None` when frama-c is missing outside CI.
fn prove(name: &str) -> Option<tass_ipp::Report> {
    prove_with(
        name,
        &Options::default().with_cache(tass_testkit::wp_cache()),
    )
}

/// Runs WP on `name` with `opts`; `None` when frama-c is missing outside CI.
fn prove_with(name: &str, opts: &Options) -> Option<tass_ipp::Report> {
    prove_path(&corpus(name), opts)
}

/// Runs WP on the file `path`; `None` when frama-c is missing outside CI.
fn prove_path(path: &std::path::Path, opts: &Options) -> Option<tass_ipp::Report> {
    match run(path, opts) {
        Ok(r) => Some(r),
        Err(Error::FramaCNotFound { program }) => {
            assert!(
                !in_ci(),
                "{program} is missing: CI must have it (see .ci/run)"
            );
            eprintln!("{program} is missing; skipped (this fails in CI)");
            None
        }
        Err(e) => panic!("{}: {e}", path.display()),
    }
}

/// The line (1-based) of corpus file `name` that contains `needle`.
fn line_in(name: &str, needle: &str) -> usize {
    let src = std::fs::read_to_string(corpus(name)).unwrap();
    src.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn exchanger_projection_is_proved() {
    let Some(r) = prove("exchanger_ipp.c") else {
        return;
    };
    let unproved: Vec<_> = r.unproved().map(|g| &g.name).collect();
    assert!(unproved.is_empty(), "unproved: {unproved:?}");
    assert!(r.goals.len() >= 100, "only {} goals", r.goals.len());
    // Deadlock freedom (inv -> EN) is among them, proved for every nprocs.
    assert!(r
        .goals
        .iter()
        .any(|g| g.name.ends_with("deadlock_free_ensures_3") && g.status == Status::Proved));
    assert!(r.all_proved());
}

#[test]
fn wrong_neighbour_fails_at_recv_count() {
    let Some(r) = prove("exchanger_ipp_wrong_neighbour.c") else {
        return;
    };
    let line = line_in("exchanger_ipp_wrong_neighbour.c", "assert recv_count:");
    let g = r
        .goals
        .iter()
        .find(|g| g.name.ends_with("exchange_assert_recv_count"))
        .expect("the goal recv_count");
    assert_ne!(g.status, Status::Proved);
    let loc = g.location.as_ref().expect("located");
    assert_eq!(
        (loc.label.as_str(), loc.clause.as_str(), loc.line),
        ("recv_count", "assert", line)
    );
    assert!(!r.all_proved());
    // Everything that is not a consequence of the wrong receive is still proved.
    assert!(
        r.unproved().count() <= 3,
        "{:?}",
        r.unproved().map(|g| &g.name).collect::<Vec<_>>()
    );
}

#[test]
fn missing_program_is_reported() {
    let opts = Options::default().with_program("frama-c-that-does-not-exist");
    match run(&corpus("exchanger_ipp.c"), &opts) {
        Err(Error::FramaCNotFound { .. }) => {}
        other => panic!("{other:?}"),
    }
}

/// The projection generated from the annotated exchanger is proved entirely.
#[test]
fn generated_exchanger_projection_is_proved() {
    let p = tass_ipp::project(&corpus("exchanger_annot.c")).expect("projects");
    let out = std::env::temp_dir().join(format!("tass-ipp-gen-{}.c", std::process::id()));
    std::fs::write(&out, &p.text).unwrap();
    let r = prove_path(
        &out,
        &Options::default().with_cache(tass_testkit::wp_cache()),
    );
    let _ = std::fs::remove_file(&out);
    let Some(r) = r else {
        return;
    };
    let unproved: Vec<_> = r.unproved().map(|g| &g.name).collect();
    assert!(unproved.is_empty(), "unproved: {unproved:?}");
    assert!(r.goals.len() >= 80, "only {} goals", r.goals.len());
    // Every generated clause is located in the user's file.
    assert!(r.goals.iter().any(|g| g
        .location
        .as_ref()
        .is_some_and(|l| l.in_user_source && l.clause == "send inv4")));
    // Deadlock freedom (ipp_inv ==> ipp_EN) is proved by the ghost function, for every
    // nprocs, and its loop terminates.
    let dl: Vec<_> = r
        .goals
        .iter()
        .filter(|g| p.deadlock.owns(&g.name))
        .collect();
    assert!(dl.len() >= 20, "{} deadlock goals", dl.len());
    assert!(dl
        .iter()
        .any(|g| g.name.contains("deadlock_free_ensures_tass_") && g.status == Status::Proved));
    assert!(dl
        .iter()
        .any(|g| g.name.contains("deadlock_free_loop_variant") && g.status == Status::Proved));
}

/// The diffusion solver of seed 003, Section VI, with ghost-cell exchange in both
/// directions: every goal proved (functional result, invariant, deadlock freedom for
/// every nprocs, termination). Its goals need up to ~7 s each on a loaded machine.
#[test]
fn diffusion_projection_is_proved() {
    let opts = Options::default()
        .with_prover_timeout(20)
        .with_cache(tass_testkit::wp_cache());
    let Some(r) = prove_with("diffusion_ipp.c", &opts) else {
        return;
    };
    let unproved: Vec<_> = r.unproved().map(|g| &g.name).collect();
    assert!(unproved.is_empty(), "unproved: {unproved:?}");
    assert!(r.goals.len() >= 300, "only {} goals", r.goals.len());
    assert!(r.all_proved());
}

/// A wrong coefficient in the diffusion update fails at the assertion right after it.
#[test]
fn diffusion_wrong_update_fails_at_the_update() {
    let opts = Options::default()
        .with_prover_timeout(20)
        .with_cache(tass_testkit::wp_cache());
    let name = "diffusion_ipp_wrong_update.c";
    let Some(r) = prove_with(name, &opts) else {
        return;
    };
    let line = line_in(name, "assert upd_scheme:");
    let g = r
        .goals
        .iter()
        .find(|g| g.name.ends_with("assert_upd_scheme"))
        .expect("the goal upd_scheme");
    assert_ne!(g.status, Status::Proved);
    let loc = g.location.as_ref().expect("located");
    assert_eq!((loc.label.as_str(), loc.line), ("upd_scheme", line));
    assert!(!r.all_proved());
}
