//! `tass ipp` on corpus/ipp: every file whose header runs `tass ipp` gets its expected
//! verdict (`holds`: exit 0 and the verdict "holds for every number of processes";
//! `unknown`: exit 3 with an unproved obligation located at the header's `line:` of
//! the user's file; `violation`: exit 1, the cross-check's counterexample located at the
//! header's `line:`; `error`: exit 2), and each `message:` of its header is in the
//! report. Frama-C is needed: without it these tests fail in CI (`CI=true`).

use crate::tass;
use std::path::Path;
use tass_testkit::{programs, root, run_args, test_name, tool_available, Header, Lane};

pub fn trials(out: &mut Lane) {
    let files: Vec<_> = programs(&root().join("corpus/ipp"), 5)
        .into_iter()
        .filter(|(_, h)| h.run.starts_with("tass ipp"))
        .collect();
    assert!(files.len() >= 5, "only {} tass ipp programs", files.len());
    if !tool_available("frama-c") {
        return;
    }
    // One Frama-C at a time (the lane's thread): its provers' time limits are per goal,
    // and two proofs at once on a small machine make goals that need seconds time out.
    for (f, h) in files {
        out.push(format!("{} [ipp]", test_name(&f)), size(&f), move || {
            tass_testkit::verdict(check(&f, &h))
        });
    }
    let f = root().join("corpus/ipp/exchanger_annot_no_dl_proof.c");
    out.push(
        format!("{} [ipp, --deadlock=none]", test_name(&f)),
        size(&f),
        move || tass_testkit::verdict(not_checked(&f)),
    );
}

/// Without a proof of deadlock freedom the verdict is unknown and names it (the header's
/// run); with `--deadlock=none` it holds, stated as partial correctness.
fn not_checked(f: &Path) -> Vec<String> {
    let cache = tass_testkit::wp_cache().display().to_string();
    let r = tass(&[
        "ipp",
        "--deadlock=none",
        "--wp-cache",
        &cache,
        &f.display().to_string(),
    ]);
    let mut why = Vec::new();
    if r.code != 0 {
        why.push(format!("exit {} instead of 0", r.code));
    }
    for m in [
        "deadlock freedom not checked (--deadlock=none): the result is partial correctness",
        "verdict: holds for every number of processes (partial correctness",
    ] {
        if !r.stdout.contains(m) {
            why.push(format!("the report does not say `{m}`"));
        }
    }
    if r.stdout.contains("deadlock freedom: proved") {
        why.push("the report says `deadlock freedom: proved`".into());
    }
    if !why.is_empty() {
        why.push(format!("stdout:\n{}\nstderr:\n{}", r.stdout, r.stderr));
    }
    why
}

/// The size of file `f` in 4 KiB (how long its proof takes, roughly, for the lane's
/// order). A program and its variants are of about the same size and keep their order
/// in the lane, the program first, so the variants find its results in the WP cache.
pub fn size(f: &Path) -> u64 {
    std::fs::metadata(f).map_or(0, |m| m.len() / 4096)
}

fn check(f: &Path, h: &Header) -> Vec<String> {
    let mut args = run_args(h, f);
    // The proofs of this run share WP's cache: a variant of a program proved before
    // runs the provers only on the tasks its change touches (the report says how many
    // results were reused).
    args.push("--wp-cache".into());
    args.push(tass_testkit::wp_cache().display().to_string());
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    let r = tass(&argv);
    let Some(want) = Header::exit_code_of(&h.expect) else {
        return vec![format!("unknown expectation `{}`", h.expect)];
    };
    let mut why = Vec::new();
    if r.code != want {
        why.push(format!("exit {} instead of {want}", r.code));
    }
    if want == 0
        && !r
            .stdout
            .contains("verdict: holds for every number of processes")
    {
        why.push("no verdict `holds for every number of processes`".into());
    }
    if want == 0
        && !h.run.contains("--deadlock=none")
        && !r.stdout.contains("deadlock freedom: proved")
    {
        why.push("deadlock freedom is not stated proved".into());
    }
    if r.stdout.contains("obligations: ") && !r.stdout.contains("WP cache: ") {
        why.push("the report does not state the WP cache it used".into());
    }
    if want == 0 && !r.stdout.contains("channel capacity 1") {
        why.push("the assumptions are not stated".into());
    }
    // What particular programs' reports must say (their headers' lines are the
    // projections' snapshots' and the cross-check's, so the texts are listed here).
    let name = f
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .to_string();
    let says: &[&str] = match name.as_str() {
        "exchanger_annot.c" | "exchanger_sendrecv_annot.c" => {
            &["cross-check: tass verify -np=1..3 agrees (holds)"]
        }
        // Without a proof of deadlock freedom the verdict is unknown and names it.
        "exchanger_annot_no_dl_proof.c" => &[
            "deadlock freedom: not proved",
            "verdict: unknown (deadlock freedom not proved",
            "deadlock freedom (lemma ipp_deadlock_free",
        ],
        _ => &[],
    };
    for m in says
        .iter()
        .copied()
        .chain(h.messages.iter().map(String::as_str))
    {
        if !r.stdout.contains(m) {
            why.push(format!("the report does not say `{m}`"));
        }
    }
    if want == 1 {
        let line = h.line.expect("a `violation` ipp test names its `line:`");
        let at = format!("{}:{line}:", f.display());
        if !r.stdout.contains("cross-check: the violation is real")
            || !r.stdout.contains(&at)
            || !r.stdout.contains("verdict: violation")
        {
            why.push(format!("no real violation located at {at}"));
        }
    }
    if want == 3 {
        let line = h.line.expect("an `unknown` ipp test names its `line:`");
        let at = format!("{}:{line}:", f.display());
        if !r.stdout.contains(&at) {
            why.push(format!("no unproved obligation at {at}"));
        }
    }
    if !why.is_empty() {
        why.push(format!("stdout:\n{}\nstderr:\n{}", r.stdout, r.stderr));
    }
    why
}
