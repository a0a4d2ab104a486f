//! The projection generator: the exchanger's projection against its checked-in snapshot
//! (`UPDATE_EXPECT=1` rewrites it), and the located errors of bad input.

use std::path::{Path, PathBuf};
use tass_ipp::{project, ProjectError};

fn corpus(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../corpus/ipp")
        .join(name)
}

#[test]
fn exchanger_projection_snapshot() {
    let p = project(&corpus("exchanger_annot.c")).expect("projects");
    let snap = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/exchanger_annot_ipp.c");
    if std::env::var("UPDATE_EXPECT").is_ok_and(|v| v == "1") {
        std::fs::write(&snap, &p.text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&snap).unwrap_or_default();
    if want != p.text {
        let first = want
            .lines()
            .zip(p.text.lines())
            .position(|(a, b)| a != b)
            .map_or("at the end".to_string(), |i| format!("at line {}", i + 1));
        panic!(
            "the projection differs from {} {first} (UPDATE_EXPECT=1 accepts it)",
            snap.display()
        );
    }
    assert_eq!(p.channels, vec!["c".to_string()]);
    assert_eq!(p.sites.len(), 2);
    // Lines of the projection map back to the user's lines.
    let send = p
        .text
        .lines()
        .position(|l| l.contains("ipp_send_0(sbuf);"))
        .unwrap()
        + 1;
    assert_eq!(p.user_line(send), Some(p.sites[0].2));
}

/// Projects the exchanger with `edit` applied; the error, rendered as text.
fn project_edited(name: &str, edit: impl Fn(&str) -> String) -> Result<String, (String, bool)> {
    let src = std::fs::read_to_string(corpus("exchanger_annot.c")).unwrap();
    let dir = std::env::temp_dir().join(format!("tass-ipp-project-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join(format!("{name}.c"));
    std::fs::write(&f, edit(&src)).unwrap();
    let r = project(&f);
    let _ = std::fs::remove_dir_all(&dir);
    match r {
        Ok(p) => Ok(p.text),
        Err(ProjectError {
            map,
            diagnostics,
            unsupported,
        }) => {
            let mut s = String::new();
            for d in &diagnostics {
                let loc = map.location(d.span);
                s.push_str(&format!("{}:{}: {}\n", loc.line, loc.column, d.message));
                for n in &d.notes {
                    s.push_str(&format!("  note: {n}\n"));
                }
            }
            Err((s, unsupported))
        }
    }
}

fn line_of(needle: &str) -> usize {
    let src = std::fs::read_to_string(corpus("exchanger_annot.c")).unwrap();
    src.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn send_to_a_peer_no_channel_has() {
    let (e, unsupported) = project_edited("wrong_dest", |s| {
        s.replace("MPI_DOUBLE, RIGHT(rank), 0", "MPI_DOUBLE, LEFT(rank), 0")
    })
    .unwrap_err();
    assert!(!unsupported);
    let line = line_of("MPI_Send(");
    assert!(
        e.contains(&format!("{line}:5: `MPI_Send` with destination `LEFT(rank)` and tag `0` matches no `ipp channel`")),
        "{e}"
    );
    assert!(e.contains("`c`: to RIGHT(rank) tag 0"), "{e}");
}

#[test]
fn white_space_does_not_matter() {
    assert!(project_edited("spaces", |s| s
        .replace("RIGHT(rank), 0", "RIGHT( rank ),  0"))
    .is_ok());
}

#[test]
fn count_other_than_one_is_unsupported() {
    let (e, unsupported) = project_edited("count", |s| {
        s.replace("MPI_Send(&sbuf, 1,", "MPI_Send(&sbuf, 2,")
    })
    .unwrap_err();
    assert!(unsupported, "{e}");
    assert!(
        e.contains("`MPI_Send` with a count other than 1 is not supported by tass ipp yet"),
        "{e}"
    );
}

#[test]
fn other_mpi_calls_are_unsupported() {
    let (e, unsupported) = project_edited("sendrecv", |s| {
        s.replace(
            "  exchange();\n",
            "  exchange();\n  MPI_Sendrecv(&sbuf, 1, MPI_DOUBLE, 0, 1, &rbuf, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n",
        )
    })
    .unwrap_err();
    assert!(unsupported, "{e}");
    assert!(
        e.contains("`MPI_Sendrecv` is not supported by tass ipp yet"),
        "{e}"
    );
    let (e, unsupported) = project_edited("nested", |s| {
        s.replace(
            "  exchange();\n",
            "  exchange();\n  if (MPI_Barrier(MPI_COMM_WORLD)) return 1;\n",
        )
    })
    .unwrap_err();
    assert!(unsupported, "{e}");
    assert!(e.contains("inside an expression"), "{e}");
}

#[test]
fn two_channels_with_one_tag() {
    let (e, unsupported) = project_edited("tags", |s| {
        s.replace(
            "/*@ ipp channel c: to RIGHT(rank) from LEFT(rank) tag 0; */",
            "/*@ ipp channel c: to RIGHT(rank) from LEFT(rank) tag 0; */\n/*@ ipp channel d: to LEFT(rank) from RIGHT(rank) tag 0; */",
        )
    })
    .unwrap_err();
    assert!(!unsupported);
    assert!(
        e.contains("channels `c` and `d` have the same tag 0"),
        "{e}"
    );
}

#[test]
fn rank_must_be_a_global_set_by_mpi() {
    let (e, _) = project_edited("rank", |s| {
        s.replace(
            "MPI_Comm_rank(MPI_COMM_WORLD, &rank);",
            "MPI_Comm_rank(MPI_COMM_WORLD, &nsteps);",
        )
    })
    .unwrap_err();
    assert!(
        e.contains("tass ipp needs `MPI_Comm_rank(MPI_COMM_WORLD, &rank)`"),
        "{e}"
    );
    let (e, _) = project_edited("norank", |s| {
        s.replace("int rank, nprocs, nsteps;", "int nprocs, nsteps, rank2;")
    })
    .unwrap_err();
    assert!(e.contains("tass ipp needs a global `int rank;`"), "{e}");
}

#[test]
fn ipp_annotation_syntax() {
    let (e, _) = project_edited("kw", |s| {
        s.replace("ipp invariant steps:", "ipp invariants steps:")
    })
    .unwrap_err();
    assert!(e.contains("unknown `ipp` annotation"), "{e}");
    let (e, _) = project_edited("notalone", |s| {
        s.replace(
            "/*@ ipp invariant steps: 0 <= nsteps; */",
            "/*@ ipp invariant steps: 0 <= nsteps; predicate p = \\true; */",
        )
    })
    .unwrap_err();
    assert!(e.contains("must be alone in its comment"), "{e}");
    let (e, _) = project_edited("nochan", |s| {
        s.replace("to RIGHT(rank) from", "RIGHT(rank) from")
    })
    .unwrap_err();
    assert!(e.contains("expected `to DEST`"), "{e}");
}

#[test]
fn unreadable_file_is_an_error() {
    let e = project(Path::new("/nonexistent/x.c")).unwrap_err();
    assert!(!e.unsupported);
    assert!(e.diagnostics[0].message.contains("cannot read"));
}
