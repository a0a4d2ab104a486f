//! `tass ipp`'s options and messages that need no proof. The verdicts of the annotated
//! programs, and every run of Frama-C, are the `corpus` test's (its proof lane).

use crate::common::*;

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
