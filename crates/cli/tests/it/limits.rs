//! Limits and bad options: the time limit reaches solver queries and the set-up of
//! processes, numeric options are checked, and odd inputs (binary files, very long
//! expressions, deep recursion) end with a clear error or a stop reason, never a crash.

use crate::common::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// A fresh folder for generated programs.
fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tass-limits-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// Writes `text` to `name` in a fresh folder and returns its path as text.
fn program(name: &str, text: &str) -> String {
    let f = temp_dir(name).join(format!("{name}.c"));
    std::fs::write(&f, text).expect("write program");
    f.display().to_string()
}

/// An assertion whose proof needs the sum of three cubes: every solver times out on it.
const CUBES: &str = "#include <assert.h>
#pragma TASS input int
int x;
#pragma TASS input int
int y;
#pragma TASS input int
int z;
int main(void) { assert(x*x*x + y*y*y + z*z*z != 33 || x*x <= 4); return 0; }
";

/// `--time-limit` ends a solver query that runs: the run stops promptly with verdict
/// unknown, stop reason "time limit", with every prover back end.
#[test]
fn time_limit_ends_solver_queries() {
    let f = program("cubes", CUBES);
    for prover in ["z3", "cvc5", "portfolio", "crosscheck"] {
        let start = Instant::now();
        let r = tass(&[
            "verify",
            &format!("--prover={prover}"),
            "--solver-timeout=30",
            "--time-limit=1.5",
            &f,
        ]);
        let elapsed = start.elapsed();
        assert_eq!(r.code, 3, "{prover}: {}\n{}", r.stdout, r.stderr);
        assert!(
            r.stdout.contains("the time limit of 1.5 s passed"),
            "{prover}: {}",
            r.stdout
        );
        // 1.5 s, the solver's grace period and a loaded machine.
        assert!(elapsed < Duration::from_secs(4), "{prover}: {elapsed:?}");
    }
}

/// `--time-limit` also ends the set-up of a very large number of processes.
#[test]
fn time_limit_ends_the_set_up_of_processes() {
    let f = program(
        "many",
        "#include <mpi.h>
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Finalize();
  return 0;
}
",
    );
    let start = Instant::now();
    let r = tass(&["verify", "--time-limit=0.5", "-np=1000000", &f]);
    let elapsed = start.elapsed();
    assert_eq!(r.code, 3, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("time limit"), "{}", r.stdout);
    assert!(elapsed < Duration::from_secs(3), "{elapsed:?}");
}

/// A loop of `N*N` iterations bumping `hits[k % N]` (corpus/induction_todo): once the
/// search has run it a few times, the array's elements are values read through writes
/// that read the array again, exponentially larger as trees than as expressions (tass
/// once filled 12 GB with their translation within 30 s, ignoring the limits).
const SQUARE_SWEEP: &str = "extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail(\"c\", \"square_sweep.c\", 3, \"check\"); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int hits[N];
  for (int i = 0; i < N; i++)
    hits[i] = 0;
  for (int k = 0; k < N * N; k++)
    hits[k % N] = hits[k % N] + 1;
  for (int i = 0; i < N; i++)
    check(hits[i] == N);
  return 0;
}
";

/// `--time-limit` holds on a program whose techniques and queries are expensive: the
/// run ends unknown for the time limit within a small multiple of it, its memory small
/// (the solver's timeout is longer than the limit, so a query is under way when it
/// passes).
#[test]
fn time_limit_holds_on_expensive_values() {
    let f = program("square_sweep", SQUARE_SWEEP);
    let start = Instant::now();
    let r = tass(&["verify", "--time-limit=5", "--solver-timeout=30", &f]);
    let elapsed = start.elapsed();
    assert_eq!(r.code, 3, "{}\n{}", r.stdout, r.stderr);
    // Where the limit strikes depends on the machine's speed: in the first search (the
    // stop reason is the time limit) or in iterative deepening after it (the stop reason
    // is the unbounded loop, and the deepening note says the time limit cut it short).
    assert!(
        r.stdout
            .contains("unknown: the time limit of 5.0 s passed (--time-limit)")
            || (r.stdout.contains("cannot end")
                && r.stdout.contains("what was left of --time-limit")),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("verdict: unknown"), "{}", r.stdout);
    assert!(elapsed < Duration::from_secs(15), "{elapsed:?}");
    // The peak resident set the report gives, in MiB.
    let memory: f64 = r
        .stdout
        .split("memory ")
        .nth(1)
        .and_then(|m| m.split(" MiB").next())
        .and_then(|m| m.parse().ok())
        .unwrap_or_else(|| panic!("no memory in the statistics: {}", r.stdout));
    assert!(memory < 1024.0, "{memory} MiB");
}

/// A constant bound of 100,000 around a branch no technique summarises (the two
/// counters step only on some paths): the search could never finish the loop.
const PARTITION_BIG: &str = "#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define SIZE 100000
int a[SIZE], pos[SIZE], neg[SIZE];
int main(void) {
  int p = 0, q = 0;
  for (int i = 0; i < SIZE; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < SIZE; i++) {
    if (a[i] >= 0) { pos[p] = a[i]; p++; } else { neg[q] = a[i]; q++; }
  }
  for (int j = 0; j < p; j++) assert(pos[j] >= 0);
  return 0;
}
";

/// Without `--time-limit`, a run that can no longer end *holds* (here a loop of 100,000
/// iterations left to the search) ends *unknown* at `--give-up`, saying so; the time
/// limit, when given, replaces it.
#[test]
fn give_up_ends_a_run_that_cannot_hold() {
    let f = program("partition_big", PARTITION_BIG);
    let start = Instant::now();
    let r = tass(&["verify", "--give-up=2", &f]);
    let elapsed = start.elapsed();
    assert_eq!(r.code, 3, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("unknown: the time a run that cannot end holds has passed"),
        "{}",
        r.stdout
    );
    // 2 s, the solvers' grace and a loaded machine.
    assert!(elapsed < Duration::from_secs(8), "{elapsed:?}");
    let r = tass(&["verify", "--time-limit=2", "--give-up=1000", &f]);
    assert_eq!(r.code, 2, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stderr
            .contains("--give-up has no effect with --time-limit"),
        "{}",
        r.stderr
    );
    let r = tass(&["verify", "--time-limit=2", &f]);
    assert_eq!(r.code, 3, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("the time limit of 2.0 s passed"),
        "{}",
        r.stdout
    );
}

/// The index of a running minimum (`at = i` where the minimum moves: a variable whose
/// choice reads the bound, which `parallel` declines) under a symbolic bound of at most
/// 100: the search would run the loop to 100 iterations with a branch in each (2^100
/// paths). It cannot end in time, and gives up at `--give-up` like a long concrete loop.
const BRANCHING_MIN: &str = "#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100) return 0;
  int v[n];
  for (int i = 0; i < n; i++) v[i] = __VERIFIER_nondet_int();
  int low = v[0], at = 0;
  for (int i = 0; i < n; i++) if (v[i] < low) { low = v[i]; at = i; }
  assert(v[at] == low);
  return 0;
}
";

#[test]
fn give_up_ends_a_search_of_a_declined_loop_with_a_bounded_symbolic_count() {
    let f = program("branching_min", BRANCHING_MIN);
    let start = Instant::now();
    let r = tass(&["verify", "--give-up=2", "--technique=parallel", &f]);
    let elapsed = start.elapsed();
    assert_eq!(r.code, 3, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("unknown: the time a run that cannot end holds has passed"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains(
            "parallel declined: what the body writes besides a running bound depends on the bound"
        ),
        "{}",
        r.stdout
    );
    assert!(elapsed < Duration::from_secs(8), "{elapsed:?}");
}

/// `--memory-limit` ends the run unknown for the memory limit, at once when it is below
/// what the process needs to start.
#[test]
fn memory_limit_ends_the_run() {
    let f = program("square_sweep_memory", SQUARE_SWEEP);
    let start = Instant::now();
    let r = tass(&["verify", "--memory-limit=1", &f]);
    assert_eq!(r.code, 3, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("unknown: the memory limit of 1 MiB was reached (--memory-limit)"),
        "{}",
        r.stdout
    );
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
}

/// Seventeen iterations bumping `hits[k % N]` leave elements read through writes that
/// read the array again (2^17 nodes as trees): the technique `parallel` declines the
/// loop that reads them at once, saying why, instead of spending the solvers' time on
/// every query of its attempt.
#[test]
fn parallel_declines_values_too_large() {
    let f = program(
        "sweep17",
        "extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail(\"c\", \"sweep17.c\", 3, \"check\"); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int hits[N];
  for (int i = 0; i < N; i++)
    hits[i] = 0;
  for (int k = 0; k < 17; k++)
    hits[k % N] = hits[k % N] + 1;
  for (int i = 0; i < N; i++)
    check(hits[i] >= 0);
  return 0;
}
",
    );
    let start = Instant::now();
    let r = tass(&[
        "verify",
        "--technique=parallel",
        "--deepen=0",
        "--time-limit=10",
        "--solver-timeout=2",
        &f,
    ]);
    assert_eq!(r.code, 3, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains(
            "loop at sweep17.c:13:3: parallel declined: the values the loop reads are too large: written out, they and the path condition would have more than 100000 terms"
        ),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("verdict: unknown"), "{}", r.stdout);
    assert!(
        start.elapsed() < Duration::from_secs(30),
        "{:?}",
        start.elapsed()
    );
}

/// Numeric options reject nonsense with a usage error that says what is accepted.
#[test]
fn numeric_options_are_checked() {
    let f = program("trivial", "int main(void) { return 0; }\n");
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "--time-limit",
            &["-3", "0", "nan", "inf", "-inf", "", "1x", "1e300"],
            "positive number",
        ),
        (
            "--solver-timeout",
            &["-1", "0", "nan", "inf", "", "x"],
            "positive number",
        ),
        ("--max-depth", &["0", "-1", "", "1.5", "x"], "whole number"),
        ("--max-states", &["0", "-5", "1e3"], "whole number"),
        ("--loop-bound", &["0", "-2", "ten"], "whole number"),
        ("--errors", &["0", "-1", "many"], "whole number"),
        (
            "--memory-limit",
            &["0", "-1", "1.5", "99999999999999"],
            "whole number",
        ),
        ("-np", &["0", "-4", "", "2.5", "4000000000"], "whole number"),
    ];
    for (option, values, says) in cases {
        for v in *values {
            let arg = format!("{option}={v}");
            let r = tass(&["verify", &arg, &f]);
            assert_eq!(r.code, 2, "{arg}: {}\n{}", r.stdout, r.stderr);
            assert!(r.stderr.contains(says), "{arg}: {}", r.stderr);
            assert!(!r.stderr.contains("internal error"), "{arg}: {}", r.stderr);
        }
    }
    let spec = program("spec", "int main(void) { return 0; }\n");
    for v in ["0", "-1", "x"] {
        let arg = format!("-np2={v}");
        let r = tass(&["compare", &arg, &spec, &spec]);
        assert_eq!(r.code, 2, "{arg}: {}", r.stderr);
        assert!(r.stderr.contains("whole number"), "{arg}: {}", r.stderr);
    }
    // Good values are accepted.
    let r = tass(&[
        "verify",
        "--time-limit=0.5e2",
        "--solver-timeout=2.5",
        "--max-depth=100",
        "--memory-limit=4096",
        "-np=1",
        &f,
    ]);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
}

/// Options that would have no effect are rejected, not ignored: search options given
/// to `parse` or `show`, solver options with `--prover=none`, `-I` with a folder that
/// does not exist. `--replay` works with `--json`.
#[test]
fn options_without_effect_are_rejected() {
    let f = program("plain", "int main(void) { return 0; }\n");
    for command in ["parse", "show"] {
        for option in ["-np=2", "-inputN=3", "--input=N=3"] {
            let r = tass(&[command, option, &f]);
            assert_eq!(r.code, 2, "{command} {option}: {}", r.stderr);
            assert!(r.stderr.contains("has no effect"), "{}", r.stderr);
        }
        assert_eq!(tass(&[command, &f]).code, 0);
    }
    for option in ["--solver-timeout=3", "--replay-dir=/tmp"] {
        let r = tass(&["verify", "--prover=none", option, &f]);
        assert_eq!(r.code, 2, "{option}: {}", r.stderr);
        assert!(r.stderr.contains("has no effect with --prover=none"));
    }
    // `--keep-constants` for a program without a large constant macro (a small one,
    // `N 8`, is not one).
    let small = program(
        "small_macro",
        "#define N 8\nint main(void) { return N - 8; }\n",
    );
    for p in [&f, &small] {
        let r = tass(&["verify", "--prover=none", "--keep-constants", p]);
        assert_eq!(r.code, 2, "{}", r.stderr);
        assert!(
            r.stderr
                .contains("--keep-constants: the program has no large constant macro"),
            "{}",
            r.stderr
        );
    }
    let big = program(
        "big_macro",
        "#define N 5000\nint main(void) { return N - 5000; }\n",
    );
    assert_eq!(
        tass(&["verify", "--prover=none", "--keep-constants", &big]).code,
        0
    );
    // `--ignore-pragma` for a tool the program has no pragma of.
    let r = tass(&["verify", "--prover=none", "--ignore-pragma=omp", &f]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("has no `#pragma omp`"), "{}", r.stderr);
    let omp = program(
        "omp",
        "int main(void) {\n  int s = 0;\n#pragma omp parallel for\n  for (int i = 0; i < 3; i++) s += i;\n  return s - 3;\n}\n",
    );
    assert_eq!(tass(&["verify", "--prover=none", &omp]).code, 3);
    assert_eq!(
        tass(&["verify", "--prover=none", "--ignore-pragma=omp", &omp]).code,
        0
    );
    for command in ["parse", "show", "verify"] {
        let r = tass(&[command, "-I", "/no/such/folder/at/all", &f]);
        assert_eq!(r.code, 2, "{command}: {}", r.stderr);
        assert!(r.stderr.contains("no such folder"), "{}", r.stderr);
    }
    let bad = program(
        "bad",
        "#include <assert.h>\n#pragma TASS input {0 <= N && N < 9} int\n#define N 3\nint main(void) { assert(N != 4); return 0; }\n",
    );
    let r = tass(&["verify", "--json", "--replay", &bad]);
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    let json: serde_json::Value = serde_json::from_str(&r.stdout).expect("JSON report");
    assert!(
        json["replay"]
            .as_str()
            .is_some_and(|t| t.starts_with("reproduced with N=4")),
        "{}",
        r.stdout
    );
}

/// A binary file gets one located error at once, whatever the command.
#[test]
fn binary_input_is_one_clear_error() {
    let dir = temp_dir("binary");
    // Bytes of an executable (this test itself), and pseudo-random bytes.
    let exe = std::env::current_exe().expect("test executable");
    let mut noise = Vec::new();
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..200_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        noise.push((x >> 24) as u8);
    }
    let random = dir.join("random.c");
    std::fs::write(&random, &noise).unwrap();
    for f in [exe, random] {
        let f = f.display().to_string();
        for command in ["parse", "show", "verify"] {
            let start = Instant::now();
            let r = tass(&[command, &f]);
            assert_eq!(r.code, 2, "{command} {f}: {}", r.stderr);
            assert!(
                r.stderr.contains(&format!("{f}:1:")) && r.stderr.contains("binary data"),
                "{}",
                r.stderr
            );
            assert!(r.stderr.len() < 1000, "{} bytes of errors", r.stderr.len());
            assert!(start.elapsed() < Duration::from_secs(2));
        }
    }
    // Text that is not UTF-8: its line and column, and what is accepted.
    let latin = dir.join("latin.c");
    std::fs::write(&latin, b"int main(void) {\n  /* caf\xe9 */ return 0;\n}\n").unwrap();
    let r = tass(&["parse", &latin.display().to_string()]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("latin.c:2:9: byte 0xE9 is not UTF-8"),
        "{}",
        r.stderr
    );
    // A binary file included: the error is at the `#include`.
    std::fs::write(dir.join("blob.h"), [0x7f, b'E', b'L', b'F', 0, 1, 2]).unwrap();
    let inc = dir.join("inc.c");
    std::fs::write(
        &inc,
        "int x;\n#include \"blob.h\"\nint main(void) { return x; }\n",
    )
    .unwrap();
    let r = tass(&["parse", &inc.display().to_string()]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("inc.c:2:1") && r.stderr.contains("binary data"),
        "{}",
        r.stderr
    );
}

/// A text that is not C gets at most 20 errors, then "too many errors; stopping".
#[test]
fn errors_are_capped() {
    let mut text = String::new();
    for i in 0..20_000 {
        text.push_str(&format!("int f{i}(void) {{ return x{i} @ ; }}\n"));
    }
    let f = program("garbage", &text);
    let start = Instant::now();
    let r = tass(&["parse", &f]);
    assert_eq!(r.code, 2);
    assert!(start.elapsed() < Duration::from_secs(5));
    assert_eq!(r.stderr.matches("error:").count(), 21, "{}", r.stderr);
    assert!(r
        .stderr
        .contains("too many errors (more than 20); stopping"));
    assert!(r.stderr.contains("more than 20 errors; no model was built"));
}

/// A very long expression (a left-deep tree: `1+1+...+1` with 150,000 terms, member
/// chains, comma lists, nested statement expressions) is a located error in every
/// command, not a stack overflow; one within the limit is verified.
#[test]
fn very_long_expressions() {
    let chain = |op: &str, term: &str, n: usize| vec![term; n].join(op);
    let programs = [
        (
            "sum",
            format!(
                "int main(void) {{\n  int x = {};\n  return x;\n}}\n",
                chain("+", "1", 150_000)
            ),
            "(150000 levels)",
            "2:11",
        ),
        (
            "members",
            format!(
                "struct s {{ struct s *next; int v; }};\nint main(void) {{\n  struct s c;\n  c.next = &c;\n  return c{}->v;\n}}\n",
                "->next".repeat(30_000).replacen("->", ".", 1)
            ),
            "(30002 levels)",
            "5:10",
        ),
        (
            "comma",
            format!(
                "int main(void) {{\n  int x = ({});\n  return x;\n}}\n",
                chain(",", "1", 20_000)
            ),
            "(20000 levels)",
            "2:12",
        ),
        (
            "statement_expressions",
            format!(
                "int main(void) {{\n  int x = {};\n  return x;\n}}\n",
                (0..3).fold(chain("+", "1", 4_000), |inner, _| format!(
                    "({{ int y = {inner} + {}; y; }})",
                    chain("+", "1", 4_000)
                ))
            ),
            "(12001 levels); the limit is 10000",
            "2:22",
        ),
    ];
    for (name, text, says, at) in &programs {
        let f = program(name, text);
        for command in ["parse", "show", "verify"] {
            let start = Instant::now();
            let r = tass(&[command, &f]);
            assert_eq!(r.code, 2, "{name} {command}: {}", r.stderr);
            assert!(
                r.stderr
                    .contains("expression nested too deeply or too long")
                    && r.stderr.contains(says)
                    && r.stderr.contains(&format!("{name}.c:{at}")),
                "{name} {command}: {}",
                r.stderr
            );
            // The source line is not echoed.
            assert!(r.stderr.len() < 2000, "{name}: {} bytes", r.stderr.len());
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "{name} {command}"
            );
        }
    }
    // Just within the limit: parsed, lowered and verified.
    let f = program(
        "long_sum",
        &format!(
            "#include <assert.h>\n#pragma TASS input {{0 <= N && N < 10}} int\n#define N 5\nint main(void) {{\n  int x = {};\n  assert(x == 10000 * N);\n  return 0;\n}}\n",
            chain("+", "N", 10_000)
        ),
    );
    let r = tass(&["verify", &f]);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
}

/// A recursion deeper than `--max-call-depth` ends its path; the verdict is unknown,
/// naming the function and the limit, and comes at once.
#[test]
fn call_depth_limit() {
    let f = program(
        "recursion",
        "#include <assert.h>
#pragma TASS input {0 <= D && D <= 300} int
#define D 300
int down(int n) { if (n == 0) return 0; return down(n - 1) + 1; }
int main(void) { assert(down(D) == D); return 0; }
",
    );
    let r = tass(&["verify", "-inputD=300", &f]);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    let r = tass(&["verify", "-inputD=300", "--max-call-depth=100", &f]);
    assert_eq!(r.code, 3, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("the call of `down` at recursion.c:4:48 would make the call stack deeper than 100 frames (--max-call-depth)"),
        "{}",
        r.stdout
    );
    let endless = program(
        "endless",
        "int f(int n) { return f(n - 1); }\nint main(void) { return f(5); }\n",
    );
    let start = Instant::now();
    let r = tass(&["verify", &endless]);
    assert_eq!(r.code, 3, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("deeper than 1000 frames"), "{}", r.stdout);
    assert!(start.elapsed() < Duration::from_secs(3));
}
