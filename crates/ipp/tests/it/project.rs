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
    expect_test::expect_file!["../data/exchanger_annot_ipp.c"].assert_eq(&p.text);
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
    // The user's axioms are assumed by WP: the report states each with its line.
    assert_eq!(
        p.axioms,
        vec![
            ("oracle_init".to_string(), line_of("axiom oracle_init:")),
            ("oracle_step".to_string(), line_of("axiom oracle_step:")),
        ]
    );
    assert!(p
        .assumptions()
        .iter()
        .any(|a| a.contains("axioms are assumed") && a.contains("oracle_step (line")));
    assert!(p.admits.is_empty());
}

/// An `admit` in the program is assumed by WP: the report states it with its line.
#[test]
fn admit_is_stated_as_an_assumption() {
    let dir = std::env::temp_dir().join(format!("tass-ipp-admit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = std::fs::read_to_string(corpus("exchanger_annot.c")).unwrap();
    let src = src.replacen(
        "    sbuf = rbuf;\n",
        "    //@ admit rbuf == rbuf;\n    sbuf = rbuf;\n",
        1,
    );
    let line = src.lines().position(|l| l.contains("admit rbuf")).unwrap() + 1;
    let file = dir.join("exchanger_annot.c");
    std::fs::write(&file, &src).unwrap();
    let p = project(&file).expect("projects");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(p.admits, vec![line]);
    assert!(p
        .assumptions()
        .iter()
        .any(|a| a.contains("admit/assume") && a.contains(&format!("line {line}"))));
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
    let (e, unsupported) = project_edited("bcast", |s| {
        s.replace(
            "  exchange();\n",
            "  exchange();\n  MPI_Bcast(&sbuf, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);\n",
        )
    })
    .unwrap_err();
    assert!(unsupported, "{e}");
    assert!(
        e.contains("`MPI_Bcast` is not supported by tass ipp yet"),
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

/// The rules of `ipp uniform` (README.md, "tass ipp"): each violation is a located
/// input error.
#[test]
fn uniform_assigned_in_a_loop() {
    let (e, unsupported) = project_edited("uniform_loop", |s| {
        s.replace(
            "  nsteps = NSTEPS;\n",
            "  for (int j = 0; j < 1; j++) nsteps = NSTEPS;\n",
        )
    })
    .unwrap_err();
    assert!(!unsupported);
    let line = line_of("  nsteps = NSTEPS;");
    assert!(
        e.contains(&format!("{line}:")) && e.contains("written in a loop, a branch"),
        "{e}"
    );
}

#[test]
fn uniform_assigned_after_a_communication() {
    let (e, _) = project_edited("uniform_late", |s| {
        s.replace("  exchange();\n", "  exchange();\n  nsteps = 2;\n")
    })
    .unwrap_err();
    let line = line_of("  exchange();") + 1;
    assert!(
        e.contains(&format!("{line}:3: a uniform variable is assigned after the first statement of main that communicates (line {})", line - 1)),
        "{e}"
    );
}

#[test]
fn uniform_from_rank() {
    let (e, _) = project_edited("uniform_rank", |s| {
        s.replace("  nsteps = NSTEPS;\n", "  nsteps = NSTEPS + rank;\n")
    })
    .unwrap_err();
    let line = line_of("  nsteps = NSTEPS;");
    assert!(
        e.contains(&format!(
            "{line}:3: the value assigned to a uniform variable mentions `rank`"
        )),
        "{e}"
    );
    // Written in another function, or its address taken.
    let (e, _) = project_edited("uniform_elsewhere", |s| {
        s.replace("  int t = 0;\n", "  int t = 0;\n  nsteps = 4;\n")
    })
    .unwrap_err();
    assert!(
        e.contains("a uniform variable is written in `exchange`"),
        "{e}"
    );
    let (e, _) = project_edited("uniform_address", |s| {
        s.replace(
            "  sbuf = init(rank);\n",
            "  sbuf = init(rank);\n  int *p = &nsteps;\n",
        )
    })
    .unwrap_err();
    assert!(e.contains("takes the address of a uniform variable"), "{e}");
    // Not a global scalar.
    let (e, _) = project_edited("uniform_unknown", |s| {
        s.replace("/*@ ipp uniform nsteps; */", "/*@ ipp uniform nstep; */")
    })
    .unwrap_err();
    assert!(e.contains("`nstep` is not a global variable"), "{e}");
}

/// A write in the length of an array type is a write: of a variable-length array, or
/// in a cast or `sizeof`.
#[test]
fn uniform_written_in_an_array_length() {
    for (name, decl) in [
        ("uniform_vla", "  int vla[nsteps++];\n"),
        ("uniform_sizeof", "  t += sizeof(int[nsteps = 2]);\n"),
    ] {
        let (e, _) = project_edited(name, |s| {
            s.replace("  int t = 0;\n", &format!("  int t = 0;\n{decl}"))
        })
        .unwrap_err();
        assert!(
            e.contains("a uniform variable is written in `exchange`"),
            "{e}"
        );
    }
}

/// The invariant may not name `rank` or a variable that is not uniform.
#[test]
fn invariant_names_rank_or_a_local_variable() {
    let (e, unsupported) = project_edited("inv_rank", |s| {
        s.replace(
            "/*@ ipp invariant steps: 0 <= nsteps; */",
            "/*@ ipp invariant steps: 0 <= nsteps && c_sent[rank] >= 0; */",
        )
    })
    .unwrap_err();
    assert!(!unsupported);
    let line = line_of("ipp invariant steps");
    assert!(
        e.contains(&format!("{line}:"))
            && e.contains("the invariant `steps` names `rank`, which differs between processes"),
        "{e}"
    );
    let (e, _) = project_edited("inv_local", |s| {
        s.replace("/*@ ipp uniform nsteps; */\n", "")
    })
    .unwrap_err();
    assert!(
        e.contains("the invariant `steps` names `nsteps`, a variable of each process that may differ between them: declare it `/*@ ipp uniform nsteps; */`"),
        "{e}"
    );
    // A bound variable or a logic function is fine; `sbuf` is not.
    let (e, _) = project_edited("inv_sbuf", |s| {
        s.replace(
            "/*@ ipp invariant steps: 0 <= nsteps; */",
            "/*@ ipp invariant steps: 0 <= nsteps && \\forall integer rank; sbuf == oracle(nprocs, 0, rank); */",
        )
    })
    .unwrap_err();
    assert!(e.contains("names `sbuf`"), "{e}");
    assert!(!e.contains("names `rank`"), "{e}");
}

/// Ghost code may read the generated ghost state, not write it; no declaration may
/// take its names.
#[test]
fn ghost_write_to_generated_state() {
    let (e, unsupported) = project_edited("ghost_write", |s| {
        s.replace(
            "    sbuf = rbuf;\n",
            "    sbuf = rbuf;\n    //@ ghost c_sent[rank] = t + 1;\n",
        )
    })
    .unwrap_err();
    assert!(!unsupported);
    let line = line_of("    sbuf = rbuf;") + 1;
    assert!(
        e.contains(&format!(
            "{line}:15: `c_sent` is ghost state tass ipp generates"
        )),
        "{e}"
    );
    let (e, _) = project_edited("ghost_pc", |s| {
        s.replace(
            "    sbuf = rbuf;\n",
            "    sbuf = rbuf;\n    //@ ghost ipp_pc[rank]++;\n",
        )
    })
    .unwrap_err();
    assert!(
        e.contains("`ipp_pc` is ghost state tass ipp generates"),
        "{e}"
    );
    let (e, _) = project_edited("clash", |s| {
        s.replace(
            "double rbuf, sbuf;\n",
            "double rbuf, sbuf, c_msg;\n//@ ghost int ipp_count;\n",
        )
    })
    .unwrap_err();
    assert!(e.contains("`c_msg` is a name tass ipp generates"), "{e}");
    assert!(e.contains("`ipp_count`: names `ipp_*` are reserved"), "{e}");
}

/// The deadlock proof: a ghost function that exists, follows the `ipp` annotations,
/// and has a variant per loop; the projection gives it the contract. Without it, the
/// lemma; with `--deadlock=none`, neither.
#[test]
fn deadlock_proof_function() {
    let p = project(&corpus("exchanger_annot.c")).unwrap();
    assert!(p.text.contains("ensures tass_"), "{}", p.text);
    assert!(p
        .text
        .contains("_deadlock_free: ipp_EN; @/\nint deadlock_free(void) {"));
    assert!(!p.text.contains("lemma ipp_deadlock_free"));
    assert!(matches!(p.deadlock, tass_ipp::Deadlock::Proof { .. }));
    let p = project(&corpus("exchanger_annot_no_dl_proof.c")).unwrap();
    assert!(p
        .text
        .contains("lemma ipp_deadlock_free{L}: ipp_inv{L} ==> ipp_EN{L};"));
    let p = tass_ipp::project_with(&corpus("exchanger_annot.c"), false).unwrap();
    assert_eq!(p.deadlock, tass_ipp::Deadlock::NotChecked);
    assert!(!p.text.contains("int deadlock_free(void)"));
    assert!(p
        .assumptions()
        .iter()
        .any(|a| a.contains("partial correctness")));
    let (e, _) = project_edited("no_variant", |s| {
        s.replace("      loop variant nprocs - k; @/", "      @/")
    })
    .unwrap_err();
    assert!(
        e.contains("every loop of the deadlock proof `deadlock_free` needs a `loop variant`"),
        "{e}"
    );
    let (e, _) = project_edited("own_contract", |s| {
        s.replace(
            "/*@ ghost\nint deadlock_free(void) {",
            "/*@ ghost\n/@ requires \\false; @/\nint deadlock_free(void) {",
        )
    })
    .unwrap_err();
    assert!(e.contains("must not have a contract of its own"), "{e}");
    let (e, _) = project_edited("alias", |s| {
        s.replace("  int k = 0;\n", "  int k = 0;\n  int *p = c_sent;\n")
    })
    .unwrap_err();
    assert!(e.contains("not alias the array"), "{e}");
    let (e, _) = project_edited("no_function", |s| {
        s.replace(
            "ipp deadlock proof deadlock_free;",
            "ipp deadlock proof dl;",
        )
    })
    .unwrap_err();
    assert!(e.contains("no ghost function `dl`"), "{e}");
}

/// A product that names generated ghost state (`4 * c_sent[i]`) reads it: it is not a
/// pointer declaration of a generated name.
#[test]
fn product_of_ghost_state_is_not_a_declaration() {
    let text = project_edited("product", |s| {
        s.replace(
            "    sbuf = rbuf;\n",
            "    //@ assert twice: 2 * c_sent[rank] == c_sent[rank] + c_sent[rank];\n    sbuf = rbuf;\n",
        )
    })
    .expect("projects");
    assert!(text.contains("assert twice: 2 * c_sent[rank]"), "{text}");
    // A declaration still is one.
    let (e, _) = project_edited("pointer", |s| {
        s.replace(
            "double rbuf, sbuf;\n",
            "double rbuf, sbuf;\n//@ ghost double *c_msg;\n",
        )
    })
    .unwrap_err();
    assert!(
        e.contains("`c_msg` is a name tass ipp generates (ghost state): a declaration"),
        "{e}"
    );
}

/// The assertions that directly follow a communication are proved right after it,
/// before phi is asserted again (hints for phi); an assertion after another statement
/// stays where it is.
#[test]
fn assertions_after_a_communication_precede_phi() {
    let p = project(&corpus("exchanger_annot.c")).unwrap();
    let at = |needle: &str| {
        p.text
            .find(needle)
            .unwrap_or_else(|| panic!("no `{needle}` in\n{}", p.text))
    };
    let send_line = line_of("MPI_Send(");
    let recv_line = line_of("MPI_Recv(");
    assert!(at("/*@ ghost c_sent[rank]++; */") < at("assert sent_value:"));
    assert!(at("assert sent_value:") < at(&format!("tass_{send_line}_5_send_inv1:")));
    assert!(at("/*@ ghost c_recvd[rank]++; */") < at("assert recv_oracle:"));
    assert!(at("assert recv_oracle:") < at(&format!("tass_{recv_line}_5_recv_inv1:")));
    // The hint keeps its own line.
    let hint = p.text[..at("assert sent_value:")].lines().count();
    assert_eq!(p.user_line(hint), Some(line_of("assert sent_value:")));
    let text = project_edited("after_statement", |s| {
        s.replace(
            "    //@ assert recv_oracle: rbuf == oracle(nprocs, t + 1, rank);\n    sbuf = rbuf;\n",
            "    sbuf = rbuf;\n    //@ assert recv_oracle: rbuf == oracle(nprocs, t + 1, rank);\n",
        )
    })
    .unwrap();
    let at = |needle: &str| text.find(needle).unwrap();
    assert!(at(&format!("tass_{recv_line}_5_recv_inv1:")) < at("assert recv_oracle:"));
}

/// The diffusion solver: two channels, four sites in four functions, array elements as
/// buffers, a uniform double, `assigns` of arrays extended with the ghost state.
#[test]
fn diffusion_projection() {
    let p = project(&corpus("diffusion_annot.c")).expect("projects");
    assert_eq!(p.channels, vec!["R".to_string(), "L".to_string()]);
    let sites: Vec<(&str, &str)> = p
        .sites
        .iter()
        .map(|s| (s.0.as_str(), s.1.as_str()))
        .collect();
    assert_eq!(
        sites,
        vec![("send", "R"), ("send", "L"), ("recv", "R"), ("recv", "L")]
    );
    for needle in [
        "ipp_send_0(u[nxl]);",
        "ipp_send_1(u[1]);",
        "u[0] = ipp_recv_2();",
        "u[nxl + 1] = ipp_recv_3();",
        "(ipp_pc[i] == 0 && R_size[i] == 0)",
        "(ipp_pc[i] == 1 && L_size[i] == 0)",
        "(ipp_pc[i] == 2 && (\\let rank = i; R_size[(LEFT(rank))] == 1))",
        "(ipp_pc[i] == 3 && (\\let rank = i; L_size[(RIGHT(rank))] == 1))",
        "assigns u[0], R_size[0 .. nprocs - 1], R_msg[0 .. nprocs - 1]",
        "assigns u[0 .. nxl + 1], u_new[1 .. nxl], R_size[0 .. nprocs - 1]",
        "ensures \\result == L_msg[RIGHT(rank)] && L_size[RIGHT(rank)] == 0; */\ndouble ipp_recv_3(void);",
        "//@ ghost double R_msg[INT_MAX];",
    ] {
        assert!(p.text.contains(needle), "no `{needle}` in\n{}", p.text);
    }
    // `assigns \nothing` of a function that communicates becomes the ghost state.
    let send_right = p.text.find("void send_right(int t)").unwrap();
    let contract = &p.text[p.text[..send_right].rfind("/*@").unwrap()..send_right];
    assert!(
        contract.contains("assigns R_size[0 .. nprocs - 1]") && !contract.contains("\\nothing"),
        "{contract}"
    );
    // The update and the copy do not communicate: their assigns stay.
    assert!(p.text.contains("    assigns u_new[1 .. nxl];\n"));
    assert!(p.text.contains("loop assigns i, u[1 .. nxl];\n"));
    assert!(matches!(p.deadlock, tass_ipp::Deadlock::Proof { .. }));
    assert!(p.termination_gaps.is_empty(), "{:?}", p.termination_gaps);
}

/// The exchanger with one MPI_Sendrecv per step.
const SENDRECV: &str = "    MPI_Sendrecv(&sbuf, 1, MPI_DOUBLE, RIGHT(rank), 0, &rbuf, 1, MPI_DOUBLE, LEFT(rank), 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n";

fn with_sendrecv(s: &str, call: &str) -> String {
    let from = s.find("    MPI_Send(").unwrap();
    let to = s.find("    MPI_Recv(").unwrap();
    let end = to + s[to..].find('\n').unwrap() + 1;
    format!("{}{call}{}", &s[..from], &s[end..])
}

/// MPI_Sendrecv is a send site followed by a receive site, on the channels its
/// destination and its source name; the deadlock predicate has both.
#[test]
fn sendrecv_is_a_send_then_a_receive() {
    let text = project_edited("sendrecv", |s| with_sendrecv(s, SENDRECV)).unwrap();
    let at = |needle: &str| {
        text.find(needle)
            .unwrap_or_else(|| panic!("no `{needle}` in\n{text}"))
    };
    assert!(!text.contains("MPI_Sendrecv("), "{text}");
    let line = line_of("    MPI_Send(");
    let order = [
        "/*@ ghost ipp_pc[rank] = 0; */",
        &format!("tass_{line}_5_before_send_inv4:"),
        "ipp_presend_interleave_0();",
        "ipp_send_0(sbuf);",
        "/*@ ghost c_sent[rank]++; */",
        &format!("tass_{line}_5_send_inv4:"),
        "/*@ ghost ipp_pc[rank] = 1; */",
        &format!("tass_{line}_5_before_recv_inv4:"),
        "ipp_prerecv_interleave_1();",
        "rbuf = ipp_recv_1();",
        "/*@ ghost c_recvd[rank]++; */",
        &format!("tass_{line}_5_recv_inv4:"),
    ];
    for w in order.windows(2) {
        assert!(at(w[0]) < at(w[1]), "`{}` before `{}`", w[0], w[1]);
    }
    assert!(text.contains("|| (ipp_pc[i] == 0 && c_size[i] == 0)"));
    assert!(text.contains("|| (ipp_pc[i] == 1 && (\\let rank = i; c_size[(LEFT(rank))] == 1))"));
    assert!(text.contains("ensures tass_"));
    assert!(text.contains(&format!("requires tass_{line}_5_send_enabled:")));
    assert!(text.contains(&format!("requires tass_{line}_5_recv_enabled:")));
    // The corpus program: two sites at the line of the call.
    let p = project(&corpus("exchanger_sendrecv_annot.c")).expect("projects");
    let src = std::fs::read_to_string(corpus("exchanger_sendrecv_annot.c")).unwrap();
    let call = src
        .lines()
        .position(|l| l.contains("MPI_Sendrecv(&sbuf"))
        .unwrap()
        + 1;
    let c = "c".to_string();
    assert_eq!(
        p.sites,
        vec![
            ("send".to_string(), c.clone(), call, 5),
            ("recv".to_string(), c, call, 5)
        ]
    );
}

/// A count other than 1 in either part stays a located "not supported"; a peer no
/// channel has is a located error naming the part.
#[test]
fn sendrecv_unsupported_and_errors() {
    let (e, unsupported) = project_edited("sendrecv_count", |s| {
        with_sendrecv(s, &SENDRECV.replace("&rbuf, 1,", "&rbuf, 2,"))
    })
    .unwrap_err();
    assert!(unsupported, "{e}");
    let line = line_of("    MPI_Send(");
    let col = SENDRECV.find("&rbuf, 1").unwrap() + 8;
    assert!(
        e.contains(&format!(
            "{line}:{col}: the recv part of `MPI_Sendrecv` with a count other than 1 is not supported by tass ipp yet"
        )),
        "{e}"
    );
    let (e, unsupported) = project_edited("sendrecv_peer", |s| {
        with_sendrecv(
            s,
            &SENDRECV.replace("LEFT(rank), 0, MPI_COMM", "RIGHT(rank), 0, MPI_COMM"),
        )
    })
    .unwrap_err();
    assert!(!unsupported, "{e}");
    assert!(
        e.contains("the recv part of `MPI_Sendrecv` with source `RIGHT(rank)` and tag `0` matches no `ipp channel`"),
        "{e}"
    );
    let (e, _) = project_edited("sendrecv_args", |s| {
        with_sendrecv(s, &SENDRECV.replace(", MPI_STATUS_IGNORE", ""))
    })
    .unwrap_err();
    assert!(e.contains("`MPI_Sendrecv` takes 12 arguments"), "{e}");
    let (e, unsupported) = project_edited("sendrecv_status", |s| {
        with_sendrecv(
            s,
            &SENDRECV
                .replace("MPI_STATUS_IGNORE", "&st")
                .replace("    MPI_Sendrecv", "    MPI_Status st;\n    MPI_Sendrecv"),
        )
    })
    .unwrap_err();
    assert!(unsupported, "{e}");
    assert!(
        e.contains("`MPI_Sendrecv` with a status other than MPI_STATUS_IGNORE"),
        "{e}"
    );
}
