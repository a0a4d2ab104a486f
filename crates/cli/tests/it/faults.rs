//! Faults outside the search, handled everywhere (issue 27): arguments that are not
//! UTF-8, SIGTERM and SIGINT, the time and memory limits from the first byte read, inputs
//! that are not regular files, a report that cannot be written, solvers that never
//! answer or answer garbage.

use crate::common::*;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A fresh folder for this test's files.
fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tass-faults-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// The result of a run of tass with any arguments, environment and standard streams.
fn run(cmd: &mut Command) -> Run {
    let out = cmd.env("NO_COLOR", "1").output().expect("run tass");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn tass_cmd() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tass"))
}

/// The `verdict:` line of a report.
fn verdict(r: &Run) -> String {
    r.stdout
        .lines()
        .find(|l| l.starts_with("verdict:"))
        .unwrap_or("")
        .to_string()
}

/// A folder holding the stand-in solver `script` (of tests/solvers) as `z3` and, if
/// `both`, as `cvc5`; first on PATH for [`with_path`].
fn stand_in(script: &str, both: bool) -> PathBuf {
    let dir = temp_dir(&format!("solvers-{script}"));
    let src = root().join("crates/cli/tests/solvers").join(script);
    let names: &[&str] = if both { &["z3", "cvc5"] } else { &["z3"] };
    for n in names {
        std::os::unix::fs::symlink(&src, dir.join(n)).expect("link stand-in");
    }
    dir
}

/// `cmd` with `dir` first on PATH.
fn with_path<'a>(cmd: &'a mut Command, dir: &Path) -> &'a mut Command {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![dir.to_path_buf()];
    paths.extend(std::env::split_paths(&path));
    cmd.env("PATH", std::env::join_paths(paths).expect("PATH"))
}

/// An assertion whose proof needs the sum of three cubes: every solver runs long on it.
const CUBES: &str = "#include <assert.h>
#pragma TASS input int
int x;
#pragma TASS input int
int y;
#pragma TASS input int
int z;
int main(void) { assert(x*x*x + y*y*y + z*z*z != 33 || x*x <= 4); return 0; }
";

/// The children of process `pid` that are solvers (z3, cvc5), by pid.
fn solver_children(pid: u32) -> Vec<u32> {
    children(pid)
        .into_iter()
        .filter(|(_, comm)| comm == "z3" || comm == "cvc5")
        .map(|(c, _)| c)
        .collect()
}

/// Whether process `pid` still runs as a solver (not gone, not a zombie, not reused).
fn solver_alive(pid: u32) -> bool {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return false;
    };
    let Some((head, rest)) = stat.rsplit_once(')') else {
        return false;
    };
    let comm = head.split_once('(').map(|(_, c)| c).unwrap_or("");
    let state = rest.trim_start();
    (comm == "z3" || comm == "cvc5") && !state.starts_with('Z') && !state.starts_with('X')
}

/// Sends `signal` to a running tass after half a second, and collects its exit status
/// (`None`: still running 10 s later), standard output and error; it must end within 3 s
/// of the signal.
fn signal_and_collect(
    mut child: std::process::Child,
    signal: &str,
) -> (Option<std::process::ExitStatus>, String, String) {
    std::thread::sleep(Duration::from_millis(500));
    let sent = Instant::now();
    let kill = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(child.id().to_string())
        .status()
        .expect("kill");
    assert!(kill.success());
    let status = wait_for(&mut child, Duration::from_secs(10));
    let out = child.wait_with_output().expect("output");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    if status.is_some() {
        assert!(
            sent.elapsed() < Duration::from_secs(3),
            "{:?}",
            sent.elapsed()
        );
    }
    (status, stdout, stderr)
}

/// Waits for `child` at most `limit`; kills it if it runs longer.
fn wait_for(child: &mut std::process::Child, limit: Duration) -> Option<std::process::ExitStatus> {
    let start = Instant::now();
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A file name with byte 0xE9 (Latin-1 `é`), not UTF-8, works as any other; an option
/// value that must be text and is not UTF-8 is a usage error, not a crash.
#[test]
fn arguments_that_are_not_utf8() {
    let dir = temp_dir("latin1");
    for (program, expect) in [
        ("corpus/verify/acsl_assert_clamp_fails.c", 1),
        ("corpus/soundness/seven.c", 1),
    ] {
        let src = root().join(program);
        let mut name = b"caf\xe9_".to_vec();
        name.extend_from_slice(src.file_name().unwrap().as_bytes());
        let latin = dir.join(OsStr::from_bytes(&name));
        std::fs::copy(&src, &latin).expect("copy");
        let plain = run(tass_cmd().arg("verify").arg(&src));
        let odd = run(tass_cmd().arg("verify").arg(&latin));
        assert_eq!(
            plain.code, expect,
            "{program}: {}{}",
            plain.stdout, plain.stderr
        );
        assert_eq!(
            odd.code, plain.code,
            "{program}: {}{}",
            odd.stdout, odd.stderr
        );
        assert_eq!(verdict(&odd), verdict(&plain), "{}", odd.stdout);
        assert!(!odd.stderr.contains("internal error"), "{}", odd.stderr);
        // `parse`, `show` and `compare` take it too.
        for command in ["parse", "show"] {
            let r = run(tass_cmd().arg(command).arg(&latin));
            assert_eq!(r.code, 0, "{command}: {}", r.stderr);
        }
        let r = run(tass_cmd().arg("compare").arg(&latin).arg(&latin));
        let same = run(tass_cmd().arg("compare").arg(&src).arg(&src));
        assert_eq!(r.code, same.code, "{}{}", r.stdout, r.stderr);
    }
    // `ipp` reads the file as well (the projection only).
    {
        let f = root().join("corpus/ipp/diffusion_annot.c");
        let latin = dir.join(OsStr::from_bytes(b"ipp_\xe9.c"));
        std::fs::copy(&f, &latin).expect("copy");
        let plain = run(tass_cmd().args(["ipp", "--no-prove"]).arg(&f));
        assert_eq!(plain.code, 0, "{}", plain.stderr);
        let odd = run(tass_cmd().args(["ipp", "--no-prove"]).arg(&latin));
        assert_eq!(odd.code, plain.code, "{}", odd.stderr);
    }
    // Option values that must be text.
    let f = root().join("corpus/soundness/seven.c");
    for option in [&b"--prover=z\xe93"[..], b"-inputx=\xe9", b"--no-check=\xe9"] {
        let r = run(tass_cmd()
            .arg("verify")
            .arg(OsStr::from_bytes(option))
            .arg(&f));
        assert_eq!(
            r.code,
            2,
            "{}: {}",
            String::from_utf8_lossy(option),
            r.stderr
        );
        assert!(r.stderr.contains("UTF-8"), "{}", r.stderr);
        assert!(!r.stderr.contains("internal error"), "{}", r.stderr);
    }
}

/// SIGTERM and SIGINT during a search end the run with its report (verdict unknown,
/// the signal named, what was searched), exit status 3, and no solver left running.
#[test]
fn signals_end_the_run_with_a_report() {
    if !solver_available("z3") || !solver_available("cvc5") {
        return;
    }
    let dir = temp_dir("signals");
    let f = dir.join("cubes.c");
    std::fs::write(&f, CUBES).unwrap();
    for (signal, command) in [("TERM", "verify"), ("INT", "verify"), ("TERM", "compare")] {
        let mut cmd = tass_cmd();
        cmd.arg(command)
            .args(["--prover=portfolio", "--solver-timeout=60"]);
        cmd.arg(&f);
        if command == "compare" {
            cmd.arg(&f);
        }
        let child = cmd
            .env("NO_COLOR", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn tass");
        let pid = child.id();
        // Wait until the solvers run.
        let start = Instant::now();
        let mut solvers = Vec::new();
        while solvers.len() < 2 && start.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(100));
            solvers = solver_children(pid);
        }
        assert!(!solvers.is_empty(), "{signal} {command}: no solver started");
        let (status, stdout, stderr) = signal_and_collect(child, signal);
        let status = status.unwrap_or_else(|| panic!("{signal}: tass did not end\n{stdout}"));
        assert_eq!(
            status.code(),
            Some(3),
            "{signal} {command}: {stdout}{stderr}"
        );
        assert!(
            stdout.contains(&format!("unknown: interrupted by SIG{signal}")),
            "{signal} {command}: {stdout}{stderr}"
        );
        assert!(stdout.contains("stats: "), "{stdout}");
        assert!(stdout.contains("verdict: unknown"), "{stdout}");
        for s in &solvers {
            assert!(
                !solver_alive(*s),
                "{signal} {command}: solver {s} still runs"
            );
        }
    }
}

/// A signal while the program is read (not interruptible from outside) ends the run at
/// once with a short report all the same.
#[test]
fn a_signal_while_reading_ends_the_run_with_a_report() {
    let dir = temp_dir("signal_reading");
    let f = dir.join("big.c");
    std::fs::write(&f, large_program()).unwrap();
    let mut child = tass_cmd()
        .args(["verify", "--json"])
        .arg(&f)
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn tass");
    std::thread::sleep(Duration::from_millis(300));
    let sent = Instant::now();
    Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status()
        .expect("kill");
    let status = wait_for(&mut child, Duration::from_secs(10)).expect("tass ended");
    assert!(
        sent.elapsed() < Duration::from_secs(3),
        "{:?}",
        sent.elapsed()
    );
    let out = child.wait_with_output().expect("output");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(status.code(), Some(3), "{stdout}");
    let json: serde_json::Value = serde_json::from_str(&stdout).expect("a JSON report");
    assert_eq!(json["verdict"], "unknown");
    assert!(
        json["stop_reason"]
            .as_str()
            .is_some_and(|s| s.starts_with("interrupted by SIGTERM")),
        "{stdout}"
    );
}

/// A C file of 50,000 lines: many small functions and a long `main`.
fn large_program() -> String {
    let mut s = String::from("#include <assert.h>\n");
    for i in 0..11_000 {
        s.push_str(&format!(
            "int f{i}(int x) {{\n  int y = x + {i};\n  return y;\n}}\n"
        ));
    }
    s.push_str("int main(void) {\n  int s = 0;\n");
    for i in 0..6_000 {
        s.push_str(&format!("  s = f{}(s) % 1000;\n", i % 11_000));
    }
    s.push_str("  assert(s >= 0);\n  return 0;\n}\n");
    s
}

/// `--time-limit` holds from the first byte read: a 50,000-line file with
/// `--time-limit 2` ends within 3 s, unknown for the time limit.
#[test]
fn time_limit_holds_while_the_program_is_read() {
    let dir = temp_dir("large");
    let f = dir.join("large.c");
    let text = large_program();
    assert!(text.lines().count() >= 50_000);
    std::fs::write(&f, text).unwrap();
    for command in ["verify", "compare"] {
        let start = Instant::now();
        let mut cmd = tass_cmd();
        cmd.args([command, "--time-limit=2"]).arg(&f);
        if command == "compare" {
            cmd.arg(&f);
        }
        let r = run(&mut cmd);
        let elapsed = start.elapsed();
        assert_eq!(r.code, 3, "{command}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stdout
                .contains("unknown: the time limit of 2.0 s passed (--time-limit)"),
            "{command}: {}",
            r.stdout
        );
        assert!(r.stdout.contains("verdict: unknown"), "{}", r.stdout);
        assert!(elapsed < Duration::from_secs(3), "{command}: {elapsed:?}");
    }
}

/// The resident memory a report gives, in MiB.
fn reported_memory(stdout: &str) -> f64 {
    stdout
        .lines()
        .find(|l| l.starts_with("stats:"))
        .unwrap_or("")
        .split("memory ")
        .nth(1)
        .and_then(|m| m.split(" MiB").next())
        .and_then(|m| m.parse().ok())
        .unwrap_or_else(|| panic!("no memory in the report: {stdout}"))
}

/// `--memory-limit` holds while the program is read: a macro that expands exponentially
/// ends the run unknown for the memory limit, near the limit; one that pastes tokens
/// exponentially longer is stopped by the preprocessor's own budget.
#[test]
fn memory_limit_holds_on_macro_bombs() {
    let dir = temp_dir("bombs");
    // Twice as many tokens at each of 40 levels.
    let doubling = dir.join("doubling.c");
    std::fs::write(
        &doubling,
        format!(
            "#define D(x) x x\n#define B {}1{}\nint main(void) {{ return B; }}\n",
            "D(".repeat(40),
            ")".repeat(40)
        ),
    )
    .unwrap();
    let start = Instant::now();
    let r = tass(&[
        "verify",
        "--memory-limit=150",
        &doubling.display().to_string(),
    ]);
    assert_eq!(r.code, 3, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("unknown: the memory limit of 150 MiB was reached (--memory-limit)"),
        "{}",
        r.stdout
    );
    assert!(reported_memory(&r.stdout) < 250.0, "{}", r.stdout);
    assert!(start.elapsed() < Duration::from_secs(20));
    // A token twice as long at each of 34 levels: 2^34 bytes.
    let pasting = dir.join("pasting.c");
    std::fs::write(
        &pasting,
        format!(
            "#define C(a, b) a##b\n#define D(x) C(x, x)\n#define B {}ab{}\nint B;\nint main(void) {{ return 0; }}\n",
            "D(".repeat(34),
            ")".repeat(34)
        ),
    )
    .unwrap();
    let start = Instant::now();
    let r = tass(&[
        "verify",
        "--memory-limit=300",
        &pasting.display().to_string(),
    ]);
    assert!(
        (r.code == 2 && r.stderr.contains("made more than")) || r.code == 3,
        "{}{}",
        r.stdout,
        r.stderr
    );
    assert!(start.elapsed() < Duration::from_secs(20));
    // Without a limit, the budget of the preprocessor stops it.
    let r = tass(&["parse", &pasting.display().to_string()]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("`#` and `##`"), "{}", r.stderr);
}

/// A solver that never answers (not even its start-up commands) does not keep a run
/// with `--time-limit 2` alive: it ends within 3 s, and the solver is killed.
#[test]
fn time_limit_holds_against_a_silent_solver() {
    let dir = stand_in("silent_solver.sh", true);
    let f = root().join("corpus/soundness/seven.c");
    for prover in ["z3", "portfolio"] {
        let start = Instant::now();
        let r = run(with_path(&mut tass_cmd(), &dir)
            .args(["verify", &format!("--prover={prover}"), "--time-limit=2"])
            .arg(&f));
        let elapsed = start.elapsed();
        assert_eq!(r.code, 3, "{prover}: {}{}", r.stdout, r.stderr);
        assert!(r.stdout.contains("time limit of 2.0 s"), "{}", r.stdout);
        assert!(elapsed < Duration::from_secs(3), "{prover}: {elapsed:?}");
    }
    // No stand-in is left running.
    std::thread::sleep(Duration::from_millis(200));
    let left = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|e| {
            std::fs::read(e.path().join("cmdline"))
                .is_ok_and(|c| c.windows(6).any(|w| w == b"987654"))
        })
        .count();
    assert_eq!(left, 0, "a silent solver is still running");
}

/// Inputs that are not regular files are read through the same cap: `/dev/zero` is one
/// clear error at once; a program given on a pipe is verified as from a file.
#[test]
fn inputs_that_are_not_regular_files() {
    for args in [
        vec!["verify", "/dev/zero"],
        vec!["parse", "/dev/zero"],
        vec!["compare", "/dev/zero", "/dev/zero"],
        vec!["ipp", "--no-prove", "/dev/zero"],
    ] {
        let start = Instant::now();
        let r = tass(&args);
        assert_eq!(r.code, 2, "{args:?}: {}{}", r.stdout, r.stderr);
        assert!(r.stderr.contains("binary data"), "{args:?}: {}", r.stderr);
        assert!(start.elapsed() < Duration::from_secs(5), "{args:?}");
    }
    let text = std::fs::read(root().join("corpus/soundness/seven.c")).unwrap();
    let mut child = tass_cmd()
        .args(["verify", "--prover=z3", "/dev/stdin"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(&text).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("verdict: violation"), "{stdout}");
}

/// A report that cannot be written (a full disk) is an error, exit status 2, for every
/// command and format.
#[test]
fn a_report_that_cannot_be_written_is_an_error() {
    let f = root()
        .join("corpus/verify/acsl_assert_clamp_fails.c")
        .display()
        .to_string();
    let ipp = Some(root().join("corpus/ipp/diffusion_annot.c"));
    let mut cases: Vec<Vec<String>> = vec![
        vec!["verify".into(), f.clone()],
        vec!["verify".into(), "--json".into(), f.clone()],
        vec!["compare".into(), f.clone(), f.clone()],
        vec!["parse".into(), f.clone()],
        vec!["show".into(), f.clone()],
    ];
    if let Some(p) = ipp {
        cases.push(vec![
            "ipp".into(),
            "--no-prove".into(),
            p.display().to_string(),
        ]);
    }
    for args in cases {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let r = run(tass_cmd().args(&args).stdout(full));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("cannot write"), "{args:?}: {}", r.stderr);
        assert!(
            !r.stderr.contains("internal error"),
            "{args:?}: {}",
            r.stderr
        );
    }
}

/// A solver that answers what is not SMT-LIB is named in the report and on standard
/// error, and dropped: alone, the verdict is unknown (it was needed); in the portfolio,
/// the other solver decides.
#[test]
fn a_solver_that_answers_garbage_is_dropped() {
    if !solver_available("cvc5") {
        return;
    }
    let dir = stand_in("garbage_solver.sh", false);
    let f = root().join("corpus/soundness/seven.c");
    let r = run(with_path(&mut tass_cmd(), &dir)
        .args(["verify", "--prover=z3"])
        .arg(&f));
    assert_eq!(r.code, 3, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("note: z3 answered `#@! segmentation fault")
            && r.stdout.contains("which is not SMT-LIB: dropped"),
        "{}",
        r.stdout
    );
    assert!(
        r.stderr
            .contains("warning: z3 answered `#@! segmentation fault"),
        "{}",
        r.stderr
    );
    let r = run(with_path(&mut tass_cmd(), &dir)
        .args(["verify", "--prover=portfolio"])
        .arg(&f));
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("violation: assertion (provable)"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("which is not SMT-LIB: dropped"),
        "{}",
        r.stdout
    );
}

/// The live children of process `pid`: pid and program name.
fn children(pid: u32) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return out;
    };
    for e in entries.flatten() {
        let Some(child) = e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{child}/stat")) else {
            continue;
        };
        // `pid (comm) state ppid ...`
        let Some((head, rest)) = stat.rsplit_once(')') else {
            continue;
        };
        let comm = head.split_once('(').map(|(_, c)| c).unwrap_or("");
        let mut fields = rest.split_whitespace();
        let state = fields.next().unwrap_or("");
        let ppid = fields.next().and_then(|p| p.parse::<u32>().ok());
        if ppid == Some(pid) && state != "Z" && state != "X" {
            out.push((child, comm.to_string()));
        }
    }
    out
}

/// SIGTERM while `tass ipp` waits for Frama-C: the run ends with exit 3 within 3 s and
/// the Frama-C process it started is gone.
#[test]
fn a_signal_during_ipp_kills_frama_c() {
    if Command::new("frama-c").arg("-version").output().is_err() {
        missing("frama-c");
        return;
    }
    let f = root().join("corpus/ipp/exchanger_annot.c");
    let child = tass_cmd()
        .args(["ipp", "--cross-check=0"])
        .arg(&f)
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn tass");
    let pid = child.id();
    let start = Instant::now();
    let mut running = Vec::new();
    while running.is_empty() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(100));
        running = children(pid).into_iter().map(|(c, _)| c).collect();
    }
    assert!(!running.is_empty(), "tass ipp started no process");
    let (status, stdout, stderr) = signal_and_collect(child, "TERM");
    let status = status.unwrap_or_else(|| panic!("tass ipp did not end\n{stdout}{stderr}"));
    assert_eq!(status.code(), Some(3), "{stdout}{stderr}");
    for c in running {
        let alive = std::fs::read_to_string(format!("/proc/{c}/stat"))
            .map(|s| {
                let state = s
                    .rsplit_once(')')
                    .map(|(_, r)| r.trim_start())
                    .unwrap_or("");
                !state.starts_with('Z') && !state.starts_with('X')
            })
            .unwrap_or(false);
        assert!(!alive, "process {c} started by tass ipp still runs");
    }
}
