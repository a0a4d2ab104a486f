//! `tass ipp` on corpus/ipp: every file whose header runs `tass ipp` gets its expected
//! verdict (`holds`: exit 0 and the verdict "holds for every number of processes";
//! `unknown`: exit 3 with an unproved obligation located at the header's `line:` of
//! the user's file; `violation`: exit 1, the cross-check's counterexample located at the
//! header's `line:`; `error`: exit 2). Frama-C is needed: without it these tests fail in
//! CI (`CI=true`) and print a skip elsewhere.

mod common;
use common::*;
use std::process::Command;

fn frama_c_available() -> bool {
    let ok = Command::new("frama-c").arg("-version").output().is_ok();
    if !ok {
        missing("frama-c");
    }
    ok
}

#[test]
fn corpus_ipp_annotated_programs() {
    if !frama_c_available() {
        return;
    }
    let files: Vec<_> = c_files(&root().join("corpus/ipp"))
        .into_iter()
        .filter_map(|f| header(&f).map(|h| (f, h)))
        .filter(|(_, h)| h.run.starts_with("tass ipp"))
        .collect();
    assert!(files.len() >= 5, "only {} tass ipp programs", files.len());
    let mut failures = Vec::new();
    for (f, h) in &files {
        let args = run_args(h, f);
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = tass(&argv);
        let name = f.display().to_string();
        let want = match h.expect.as_str() {
            "holds" => 0,
            "unknown" => 3,
            "violation" => 1,
            "error" => 2,
            e => panic!("{name}: unknown expectation `{e}`"),
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
        if want == 0 && !r.stdout.contains("channel capacity 1") {
            why.push("the assumptions are not stated".into());
        }
        if (name.ends_with("/exchanger_annot.c") || name.ends_with("/exchanger_sendrecv_annot.c"))
            && !r
                .stdout
                .contains("cross-check: tass verify -np=1..3 agrees (holds)")
        {
            why.push("the cross-check does not agree at -np=1..3".into());
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
            failures.push(format!(
                "{name}: {}\nstdout:\n{}\nstderr:\n{}",
                why.join("; "),
                r.stdout,
                r.stderr
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `-o` writes the projection; `--no-prove` does not run Frama-C.
#[test]
fn no_prove_writes_the_projection() {
    let src = root().join("corpus/ipp/exchanger_annot.c");
    let out = std::env::temp_dir().join(format!("tass-ipp-test-{}.c", std::process::id()));
    let r = tass(&[
        "ipp",
        &src.display().to_string(),
        "--no-prove",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let text = std::fs::read_to_string(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    assert!(text.contains("void ipp_presend_interleave_0(void);"));
    assert!(!text.contains("MPI_Send("));
}

/// A call tass ipp does not support is *unknown* (exit 3), named and located.
#[test]
fn unsupported_call_is_unknown() {
    let dir = std::env::temp_dir().join(format!("tass-ipp-unsup-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = std::fs::read_to_string(root().join("corpus/ipp/exchanger_annot.c")).unwrap();
    let bad = src.replace(
        "  exchange();\n",
        "  exchange();\n  MPI_Barrier(MPI_COMM_WORLD);\n",
    );
    let f = dir.join("barrier.c");
    std::fs::write(&f, bad).unwrap();
    let r = tass(&["ipp", &f.display().to_string(), "--no-prove"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(r.code, 3, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr
            .contains("`MPI_Barrier` is not supported by tass ipp yet"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("barrier.c:"), "{}", r.stderr);
}

/// `tass verify` does not drop `ipp` annotations silently: it says it did not check
/// them, and its verdict is not `holds`. (On exchanger_annot.c it stops earlier: the
/// annotations name the ghost state only the projection declares.)
#[test]
fn verify_names_ipp_annotations() {
    let dir = std::env::temp_dir().join(format!("tass-ipp-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("ring.c");
    std::fs::write(
        &f,
        "#include <mpi.h>\nint rank, nprocs;\n/*@ ipp channel c: to (rank + 1) % nprocs from (rank + nprocs - 1) % nprocs tag 0; */\n/*@ ipp invariant ok: 0 <= nprocs; */\nint main(int argc, char **argv) {\n  int x = 1, y = 0;\n  MPI_Init(&argc, &argv);\n  MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);\n  MPI_Send(&x, 1, MPI_INT, (rank + 1) % nprocs, 0, MPI_COMM_WORLD);\n  MPI_Recv(&y, 1, MPI_INT, (rank + nprocs - 1) % nprocs, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n  MPI_Finalize();\n  return 0;\n}\n",
    )
    .unwrap();
    let r = tass(&[
        "verify",
        "-np=2",
        "--deadlock=absolute",
        &f.display().to_string(),
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(r.code, 3, "{}{}", r.stdout, r.stderr);
    let all = format!("{}{}", r.stdout, r.stderr);
    assert!(all.contains("ipp channel c"), "{all}");
    assert!(all.contains("checked by `tass ipp` only"), "{all}");
}

/// Without a proof of deadlock freedom the verdict is unknown and names it; with
/// `--deadlock=none` it holds, stated as partial correctness.
#[test]
fn deadlock_freedom_unknown_or_not_checked() {
    if !frama_c_available() {
        return;
    }
    let f = root().join("corpus/ipp/exchanger_annot_no_dl_proof.c");
    let r = tass(&["ipp", &f.display().to_string()]);
    assert_eq!(r.code, 3, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("deadlock freedom: not proved"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("verdict: unknown (deadlock freedom not proved"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("deadlock freedom (lemma ipp_deadlock_free"),
        "{}",
        r.stdout
    );
    let r = tass(&["ipp", "--deadlock=none", &f.display().to_string()]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains(
            "deadlock freedom not checked (--deadlock=none): the result is partial correctness"
        ),
        "{}",
        r.stdout
    );
    assert!(
        !r.stdout.contains("deadlock freedom: proved"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("verdict: holds for every number of processes (partial correctness"),
        "{}",
        r.stdout
    );
}
