//! Frama-C/WP on the hand-written projections of `corpus/ipp` (`tass_ipp::run`, the
//! library `tass ipp` calls): the exchanger and the diffusion solver are proved
//! entirely, their erroneous variants fail with their located obligations, and the
//! projection generated from the annotated exchanger is proved with its deadlock
//! obligations. They are tests of tass-ipp that live here so that they run in the one
//! proof lane of the workspace, beside the short tests, instead of in a binary of their
//! own after the corpus. Without Frama-C they fail in CI (`CI=true`).

use std::path::{Path, PathBuf};
use tass_ipp::{run, Options, Report, Status};
use tass_testkit::{root, tool_available, Lane};

pub fn trials(out: &mut Lane) {
    if !tool_available("frama-c") {
        return;
    }
    // Each with the file it proves (the lane runs the larger ones first).
    let tests: [(&str, &str, fn()); 5] = [
        (
            "diffusion_projection_is_proved",
            "diffusion_ipp.c",
            diffusion_projection_is_proved,
        ),
        (
            "diffusion_wrong_update_fails_at_the_update",
            "diffusion_ipp_wrong_update.c",
            diffusion_wrong_update_fails_at_the_update,
        ),
        (
            "exchanger_projection_is_proved",
            "exchanger_ipp.c",
            exchanger_projection_is_proved,
        ),
        (
            "wrong_neighbour_fails_at_recv_count",
            "exchanger_ipp_wrong_neighbour.c",
            wrong_neighbour_fails_at_recv_count,
        ),
        (
            "generated_exchanger_projection_is_proved",
            "exchanger_annot.c",
            generated_exchanger_projection_is_proved,
        ),
    ];
    for (name, file, test) in tests {
        out.push(
            format!("projections/{name} [ipp]"),
            crate::ipp::size(&corpus(file)),
            move || {
                test();
                Ok(())
            },
        );
    }
}

fn corpus(name: &str) -> PathBuf {
    root().join("corpus/ipp").join(name)
}

/// Runs WP on corpus file `name` with `opts` and this process's WP cache.
fn prove_with(name: &str, opts: Options) -> Report {
    prove_path(&corpus(name), opts)
}

/// Runs WP on the file `path` with `opts` and this process's WP cache.
fn prove_path(path: &Path, opts: Options) -> Report {
    run(path, &opts.with_cache(tass_testkit::wp_cache()))
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The line (1-based) of corpus file `name` that contains `needle`.
fn line_in(name: &str, needle: &str) -> usize {
    let src = std::fs::read_to_string(corpus(name)).unwrap();
    src.lines().position(|l| l.contains(needle)).unwrap() + 1
}

fn exchanger_projection_is_proved() {
    let r = prove_with("exchanger_ipp.c", Options::default());
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

/// The goals of the wrong neighbour are false: a prover's few seconds tell them.
fn wrong_neighbour_fails_at_recv_count() {
    let name = "exchanger_ipp_wrong_neighbour.c";
    let r = prove_with(name, Options::default().with_prover_timeout(3));
    let line = line_in(name, "assert recv_count:");
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

/// The projection generated from the annotated exchanger is proved entirely.
fn generated_exchanger_projection_is_proved() {
    let p = tass_ipp::project(&corpus("exchanger_annot.c")).expect("projects");
    let out = std::env::temp_dir().join(format!("tass-ipp-gen-{}.c", std::process::id()));
    std::fs::write(&out, &p.text).unwrap();
    let r = run(
        &out,
        &Options::default().with_cache(tass_testkit::wp_cache()),
    );
    let _ = std::fs::remove_file(&out);
    let r = r.unwrap_or_else(|e| panic!("{}: {e}", out.display()));
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
fn diffusion_projection_is_proved() {
    let r = prove_with(
        "diffusion_ipp.c",
        Options::default().with_prover_timeout(20),
    );
    let unproved: Vec<_> = r.unproved().map(|g| &g.name).collect();
    assert!(unproved.is_empty(), "unproved: {unproved:?}");
    assert!(r.goals.len() >= 300, "only {} goals", r.goals.len());
    assert!(r.all_proved());
}

/// A wrong coefficient in the diffusion update fails at the assertion right after it
/// (a false goal: 5 s per prover tell it; the goals it shares with the diffusion come
/// from the cache when that proof ran first).
fn diffusion_wrong_update_fails_at_the_update() {
    let name = "diffusion_ipp_wrong_update.c";
    let r = prove_with(name, Options::default().with_prover_timeout(5));
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
