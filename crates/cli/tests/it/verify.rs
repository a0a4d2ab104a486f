//! What `tass verify` and `tass compare` say beyond a program's verdict (those are the
//! `corpus` test's): the integer semantics stated, what compare compared, several
//! files, the README's command, SV-COMP property files, help and the JSON version.

use crate::common::*;

/// Every report says how integers were read. Mathematical integers (TASS's default) are
/// kept while no result C wraps may leave its type's range; where one may (`u--` from 0
/// of an unsigned), the program is verified with C integer semantics and the report
/// names the place.
#[test]
fn integer_semantics_are_stated_and_switch_to_c_where_math_would_differ() {
    let file = root().join("corpus/verify/cint_unsigned_wrap_bad.c");
    let r = tass(&["verify", &file.display().to_string()]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(
        r.stdout.lines().nth(1) == Some("Integers follow C (unsigned arithmetic and conversions wrap, values lie in their type's range) and floating-point values are rounded as IEEE 754 when concrete and read as real numbers when symbolic (--float=real; --float=ieee for C's semantics; counterexamples are confirmed with C's rounding): at cint_unsigned_wrap_bad.c:14:3 a value C wraps may leave its type's range, where mathematical integers (the default) would not model C."),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("violation: assertion (provable) at cint_unsigned_wrap_bad.c:15:3"),
        "{}",
        r.stdout
    );
    let plain = root().join("corpus/scale/counted_plain.c");
    let unrolled = root().join("corpus/scale/counted_unrolled.c");
    let r = tass(&[
        "compare",
        &plain.display().to_string(),
        &unrolled.display().to_string(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert_eq!(
        r.stdout.lines().nth(1),
        Some("Integers are read as mathematical integers and floating-point operations are read as real arithmetic (no rounding: TASS's semantics for compare)."),
        "{}",
        r.stdout
    );
    let r = tass(&["verify", "--c-integers", &file.display().to_string()]);
    assert_eq!(
        r.stdout.lines().nth(1),
        Some("Integers follow C (unsigned arithmetic and conversions wrap, values lie in their type's range) and floating-point values are rounded as IEEE 754 when concrete and read as real numbers when symbolic (--float=real; --float=ieee for C's semantics; counterexamples are confirmed with C's rounding)."),
        "{}",
        r.stdout
    );
}

/// `compare` says what it compared; with no output declared on either side it compares
/// the exit statuses (the difference at the implementation's `return`), and refuses
/// programs whose printing it cannot compare, saying how to declare outputs.
#[test]
fn compare_reports_what_it_compares() {
    let dir = root().join("corpus/compare");
    let f = |n: &str| dir.join(n).display().to_string();
    let r = tass(&[
        "compare",
        &f("exit_status_spec.c"),
        &f("exit_status_impl_bad.c"),
    ]);
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("compared: the value `main` returns"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("the exit status differs"), "{}", r.stdout);
    assert!(
        r.stdout.contains("exit_status_impl_bad.c:11"),
        "{}",
        r.stdout
    );
    let r = tass(&[
        "compare",
        "--json",
        &f("exit_status_spec.c"),
        &f("exit_status_impl.c"),
    ]);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    let j: serde_json::Value = serde_json::from_str(&r.stdout).expect("JSON");
    let what = j["compared"][0].as_str().unwrap_or("");
    assert!(what.contains("the value `main` returns"), "{}", r.stdout);
    let r = tass(&[
        "compare",
        &f("exit_status_spec.c"),
        &f("exit_prints_error.c"),
    ]);
    assert_eq!(r.code, 2, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stderr.contains("what `printf` prints is not modelled"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("#pragma TASS output"), "{}", r.stderr);
    let r = tass(&["compare", "--json", &f("max_spec.c"), &f("max_impl.c")]);
    let j: serde_json::Value = serde_json::from_str(&r.stdout).expect("JSON");
    assert_eq!(
        j["compared"],
        serde_json::json!(["output `m`"]),
        "{}",
        r.stdout
    );
}

/// A program may span several files, and `compare` accepts the CIVL spelling
/// `-spec FILE... -impl FILE...`.
#[test]
fn several_files_and_civl_spelling() {
    let dir = root().join("corpus/multi");
    let r = tass(&[
        "verify",
        &dir.join("main.c").display().to_string(),
        &dir.join("util.c").display().to_string(),
    ]);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("verdict: holds"), "{}", r.stdout);
    let Some(ex) = shared_examples() else { return };
    let spec = ex.join("compare/factorial_iter.c").display().to_string();
    let imp = ex.join("compare/factorial_rec.c").display().to_string();
    let r = tass(&["compare", "-inputB=6", "-spec", &spec, "-impl", &imp]);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("functionally equivalent"), "{}", r.stdout);
    let r = tass(&["compare", &spec]);
    assert_eq!(r.code, 2, "{}", r.stderr);
}

/// The README's first command (verify a bundled example) works and says *holds*.
#[test]
fn readme_first_command() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let line = readme
        .lines()
        .find(|l| l.starts_with("cargo run") && l.contains(" -- verify "))
        .expect("the README's verify command");
    let cmd = line.split('#').next().unwrap_or("");
    let args: Vec<String> = cmd
        .split_once(" -- ")
        .expect("arguments after --")
        .1
        .split_whitespace()
        .map(|a| {
            if a.starts_with('-') || a == "verify" {
                a.to_string()
            } else {
                root().join(a).display().to_string()
            }
        })
        .collect();
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    let r = tass(&argv);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("verdict: holds"), "{}", r.stdout);
}

/// `--property FILE.prp` reads SV-COMP property files; properties tass does not check
/// (termination, data races) and malformed files are clear errors (exit 2).
#[test]
fn svcomp_property_files() {
    let dir = std::env::temp_dir().join(format!("tass-prp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_string_lossy().to_string()
    };
    let reach = write(
        "unreach-call.prp",
        "CHECK( init(main()), LTL(G ! call(reach_error())) )\n",
    );
    let mem = write(
        "valid-memsafety.prp",
        "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\nCHECK( init(main()), LTL(G valid-memtrack) )\n",
    );
    let term = write("termination.prp", "CHECK( init(main()), LTL(F end) )\n");
    let bad = write("bad.prp", "LTL(G x)\n");
    let svcomp = root().join("corpus/svcomp");
    let prog = |f: &str| svcomp.join(f).to_string_lossy().to_string();
    // The property file, the program and SV-COMP's verdict (the sub-property of
    // valid-memsafety comes from the violation's kind).
    for (prp, file, verdict) in [
        (
            &reach,
            "reach_error_empty_body_bad.c",
            "FALSE(unreach-call)",
        ),
        (&mem, "double_free_bad.c", "FALSE(valid-free)"),
        (&mem, "free_of_local_bad.c", "FALSE(valid-free)"),
        (&mem, "deref_after_free_bad.c", "FALSE(valid-deref)"),
        (&mem, "leak_memtrack_bad.c", "FALSE(valid-memtrack)"),
        (&reach, "fp_concrete_sum_bad.c", "FALSE(unreach-call)"),
        (&reach, "fp_symbolic_compare_bad.c", "FALSE(unreach-call)"),
    ] {
        let r = tass(&["verify", "--property", prp, "--svcomp", &prog(file)]);
        assert_eq!(r.code, 1, "{file}: {}", r.stdout);
        assert_eq!(r.stdout.lines().last(), Some(verdict), "{file}");
    }
    let r = tass(&[
        "verify",
        "--property",
        "unreach-call",
        "--svcomp",
        &prog("out_of_bounds_is_unknown.c"),
    ]);
    assert_eq!(r.code, 3, "{}", r.stdout);
    assert_eq!(r.stdout.lines().last(), Some("UNKNOWN"));
    // Floating point: IEEE 754 under a property. Concrete sums are rounded (TRUE);
    // symbolic doubles are decided in IEEE 754 by the solvers' floating-point theory
    // (FALSE, with NaN or a rounding counterexample), and the report says so;
    // `--float=real` is the real-number reading, stated in the report.
    let r = tass(&[
        "verify",
        "--property",
        &reach,
        "--svcomp",
        &prog("fp_concrete_sum_holds.c"),
    ]);
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert_eq!(r.stdout.lines().last(), Some("TRUE"));
    for file in ["fp_plus_one_bad.c", "fp_assoc_bad.c"] {
        let r = tass(&["verify", "--property", &reach, "--svcomp", &prog(file)]);
        assert_eq!(r.code, 1, "{file}: {}", r.stdout);
        assert_eq!(
            r.stdout.lines().last(),
            Some("FALSE(unreach-call)"),
            "{file}"
        );
        assert!(
            r.stdout
                .contains("decided in IEEE 754 by the solvers' floating-point theory"),
            "{file}: {}",
            r.stdout
        );
        let j = tass(&["verify", "--property", &reach, "--json", &prog(file)]);
        assert!(
            j.stdout.contains("\"floating_point\": \"ieee\""),
            "{file}: {}",
            j.stdout
        );
    }
    let r = tass(&[
        "verify",
        "--property",
        &reach,
        "--float=real",
        "--svcomp",
        &prog("fp_plus_one_bad.c"),
    ]);
    assert!(r.stdout.contains("read as real numbers"), "{}", r.stdout);
    let r = tass(&[
        "compare",
        "--float=ieee",
        &prog("fp_assoc_bad.c"),
        &prog("fp_assoc_bad.c"),
    ]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    for (p, says) in [
        (term.as_str(), "termination"),
        (bad.as_str(), "expected `CHECK"),
        ("no-such-property", "unknown property"),
    ] {
        let r = tass(&["verify", "--property", p, &prog("double_free_bad.c")]);
        assert_eq!(r.code, 2, "{p}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{p}: {}", r.stderr);
    }
    let r = tass(&["verify", "--svcomp", &prog("double_free_bad.c")]);
    assert_eq!(r.code, 2);
    let r = tass(&[
        "verify",
        "--data-model",
        "LP128",
        &prog("double_free_bad.c"),
    ]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("ILP32"), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--help` teaches: examples and the exit statuses for each command; the JSON report
/// has its shape's version; CIVL's spelling of the process count works, and a range of
/// counts is a clear error.
#[test]
fn help_json_version_and_spellings() {
    for cmd in ["verify", "compare", "parse", "show"] {
        let r = tass(&[cmd, "--help"]);
        assert_eq!(r.code, 0, "{cmd}: {}", r.stderr);
        assert!(r.stdout.contains("Exit status"), "{cmd}: {}", r.stdout);
        assert!(
            r.stdout.contains("tass "),
            "{cmd}: no example: {}",
            r.stdout
        );
    }
    let prog = root()
        .join("corpus/svcomp/double_free_bad.c")
        .to_string_lossy()
        .to_string();
    let r = tass(&["verify", "--json", &prog]);
    let json: serde_json::Value = serde_json::from_str(&r.stdout).expect("a JSON report");
    assert_eq!(json["format_version"], 1);
    assert!(json["tass_version"].is_string());
    let ring = root().join("corpus/mpi");
    let ring = c_files(&ring)
        .into_iter()
        .find(|f| header(f).is_some_and(|h| h.run.contains("-np=2") && h.expect == "holds"))
        .expect("an MPI program for 2 processes that holds");
    let ring = ring.to_string_lossy().to_string();
    let r = tass(&["verify", "-input_mpi_nprocs=2", &ring]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let r = tass(&["verify", "-input_mpi_nprocs_hi=4", &ring]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("-np=N"), "{}", r.stderr);
}
