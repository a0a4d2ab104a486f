//! The tests' shared kit: the `tass-test` headers of the corpus programs (read once, in
//! one place), the corpus folders, what CI must have, and the harness that makes each
//! (program, prover) one test.
//!
//! The data-driven tests of every crate are built from it: a test binary with
//! `harness = false` lists its [`Trial`]s (one per program and prover) and calls
//! [`main`]; the harness runs them on every core, by name, with `cargo test` and
//! `cargo nextest` alike, and a failure names its program. Snapshots are
//! [`expect_test::ExpectFile`]s (`UPDATE_EXPECT=1` rewrites them).
//!
//! A header is the first block comment of a `.c` file, whose first line is `tass-test`
//! (the format of `../shared/examples/README.md`, with the keys this project adds):
//!
//! ```text
//! /* tass-test
//!  * run: tass verify -inputN=4 $FILE     ($FILE: this file; $DIR: its folder)
//!  * expect: violation assertion          (holds, violation KIND, unknown, error)
//!  * expect with cvc5: unknown            (the verdict with that prover alone)
//!  * line: 12                             (the violation's line)
//!  * message: text                        (an error message, for `error`)
//!  * at: 3:7                              (where it is, line:column)
//!  * loop: 9 induction                    (the loop at line 9 is decided by it;
//!  *                                       `-induction`: not by it)
//!  * stop: loop-bound                     (keys of the engine's own cases: the stop
//!  * certainty: possible                   reason, the first violation's certainty,
//!  * vacuous: true                         vacuity, the provers to run, bounds on
//!  * provers: z3 cvc5 none                 statistics)
//!  * states-saved: <= 40
//!  */
//! ```
//!
//! A key this kit does not know is an error (a header line that no test reads would be
//! an expectation nobody checks).

use std::path::{Path, PathBuf};
use std::process::Command;

pub use expect_test::{expect_file, ExpectFile};
pub use libtest_mimic::{Failed, Trial};

/// The statistics a header may bound (`states-saved: <= 40`).
pub const STAT_KEYS: &[&str] = &[
    "states-seen",
    "states-saved",
    "states-matched",
    "transitions",
    "max-depth",
    "prover-calls",
];

/// The header of a test program.
#[derive(Debug, Default, Clone)]
pub struct Header {
    /// The command (`tass verify ... $FILE`).
    pub run: String,
    /// `holds`, `violation KIND`, `unknown` or `error`.
    pub expect: String,
    /// `expect with BACKEND: VERDICT`: the verdict with that prover alone, where it
    /// differs from `expect` (a solver that answers unknown to a query another decides).
    pub expect_with: Vec<(String, String)>,
    /// The expected messages of an error.
    pub messages: Vec<String>,
    /// The expected `line:col` positions of an error.
    pub at: Vec<String>,
    /// The line of the expected violation (or of a possible one, for `unknown`).
    pub line: Option<u64>,
    /// `loop: LINE TECHNIQUE`: the technique that decides the loop at that line (or,
    /// with a leading `-`, one that must not).
    pub loops: Vec<(u64, String)>,
    /// `stop:` the expected stop reason.
    pub stop: Option<String>,
    /// `certainty:` of the first violation.
    pub certainty: Option<String>,
    /// `vacuous:` whether a *holds* verdict is vacuous.
    pub vacuous: Option<bool>,
    /// `provers:` the provers to run the program with, when the header names them.
    pub provers: Option<Vec<String>>,
    /// Bounds on statistics: (key, comparison, number), from `STAT: CMP N`.
    pub stats: Vec<(String, String, u64)>,
}

impl Header {
    /// The verdict expected with `backend`.
    pub fn expect_for(&self, backend: &str) -> &str {
        self.expect_with
            .iter()
            .find(|(b, _)| b == backend)
            .map_or(self.expect.as_str(), |(_, e)| e.as_str())
    }

    /// The exit status of the expected verdict (`holds` 0, `violation` 1, `error` 2,
    /// `unknown` 3).
    pub fn exit_code_of(expect: &str) -> Option<i32> {
        match expect.split_whitespace().next()? {
            "holds" => Some(0),
            "violation" => Some(1),
            "error" => Some(2),
            "unknown" => Some(3),
            _ => None,
        }
    }
}

/// Reads the `tass-test` header of a C file: `Ok(None)` for a file without one (an
/// input of another test), an error for a header line this kit cannot read.
pub fn read_header(path: &Path) -> Result<Option<Header>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let bad = |why: String| format!("{}: {why}", path.display());
    let Some(start) = text.find("/*") else {
        return Ok(None);
    };
    let body = &text[start + 2..];
    let Some(end) = body.find("*/") else {
        return Ok(None);
    };
    let mut lines = body[..end].lines();
    if lines.next().map(str::trim) != Some("tass-test") {
        return Ok(None);
    }
    let mut h = Header::default();
    for l in lines {
        let l = l.trim().trim_start_matches('*').trim();
        if l.is_empty() {
            continue;
        }
        let Some((key, value)) = l.split_once(':') else {
            return Err(bad(format!("header line without a key: `{l}`")));
        };
        let (key, value) = (key.trim(), value.trim().to_string());
        if let Some(backend) = key.strip_prefix("expect with ") {
            h.expect_with.push((backend.trim().to_string(), value));
            continue;
        }
        match key {
            "run" => h.run = value,
            "expect" => h.expect = value,
            "message" => h.messages.push(value),
            "at" => h.at.push(value),
            "line" => {
                h.line = Some(
                    value
                        .parse()
                        .map_err(|_| bad(format!("bad line `{value}`")))?,
                )
            }
            "loop" => {
                let mut w = value.split_whitespace();
                match (w.next().and_then(|n| n.parse().ok()), w.next()) {
                    (Some(line), Some(tech)) => h.loops.push((line, tech.to_string())),
                    _ => return Err(bad(format!("bad `loop:` line `{value}`"))),
                }
            }
            "stop" => h.stop = Some(value),
            "certainty" => h.certainty = Some(value),
            "vacuous" => {
                h.vacuous = Some(
                    value
                        .parse()
                        .map_err(|_| bad(format!("bad vacuous `{value}`")))?,
                )
            }
            "provers" => h.provers = Some(value.split_whitespace().map(String::from).collect()),
            k if STAT_KEYS.contains(&k) => {
                let (cmp, n) = ["<=", ">=", "==", "<", ">"]
                    .iter()
                    .find_map(|c| value.strip_prefix(c).map(|rest| (*c, rest.trim())))
                    .ok_or_else(|| {
                        bad(format!(
                            "`{k}: {value}`: write <=, <, >=, > or == and a number"
                        ))
                    })?;
                let n = n
                    .parse()
                    .map_err(|_| bad(format!("bad number in `{k}: {value}`")))?;
                h.stats.push((k.to_string(), cmp.to_string(), n));
            }
            other => return Err(bad(format!("unknown header key `{other}`"))),
        }
    }
    if h.run.is_empty() {
        return Err(bad("no `run:` line".into()));
    }
    if h.expect.is_empty() {
        return Err(bad("no `expect:` line".into()));
    }
    Ok(Some(h))
}

/// The header of `path`; a header that cannot be read fails the test that reads it.
pub fn header(path: &Path) -> Option<Header> {
    read_header(path).unwrap_or_else(|e| panic!("{e}"))
}

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("workspace root")
}

/// Whether the tests run in CI (`CI=true`), where nothing they need may be missing.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

/// Says that a test cannot run because `what` is missing: a failure in CI, a printed
/// skip elsewhere.
pub fn missing(what: &str) {
    assert!(!in_ci(), "{what} is missing: CI must have it (see .ci/run)");
    eprintln!("{what} is missing; skipped (this fails in CI)");
}

/// `../shared/examples`, when present (in CI it must be).
pub fn shared_examples() -> Option<PathBuf> {
    let p = root().join("../shared/examples");
    if p.is_dir() {
        Some(p.canonicalize().unwrap_or(p))
    } else {
        missing("../shared/examples (the acceptance corpus)");
        None
    }
}

/// Whether the program `bin` runs (`bin --version`); in CI a missing one fails.
pub fn tool_available(bin: &str) -> bool {
    let ok = Command::new(bin).arg("--version").output().is_ok();
    if !ok {
        missing(&format!("`{bin}`"));
    }
    ok
}

/// The solver back ends to test: z3 and cvc5 when installed (CI installs both; it
/// fails without them).
pub fn backends() -> Vec<&'static str> {
    let v: Vec<&str> = ["z3", "cvc5"]
        .into_iter()
        .filter(|b| tool_available(b))
        .collect();
    assert!(
        !v.is_empty(),
        "no solver is installed: nothing would be checked"
    );
    v
}

/// All `.c` files under `dir`, sorted.
pub fn c_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "c") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The test programs under `dir` with their headers; at least `min` of them (a folder
/// that lost its programs would otherwise pass by checking nothing).
pub fn programs(dir: &Path, min: usize) -> Vec<(PathBuf, Header)> {
    let files: Vec<_> = c_files(dir)
        .into_iter()
        .filter_map(|f| header(&f).map(|h| (f, h)))
        .collect();
    assert!(
        files.len() >= min,
        "{} has {} test programs ({min} expected)",
        dir.display(),
        files.len()
    );
    files
}

/// A test's name for `path`: its path under the workspace, or `shared/...` under
/// `../shared`, without the extension (`cargo test corpus/verify/` selects a folder).
pub fn test_name(path: &Path) -> String {
    let shared = root().join("../shared").canonicalize().unwrap_or_default();
    let rel = match path.strip_prefix(&shared) {
        Ok(r) => Path::new("shared").join(r),
        Err(_) => path.strip_prefix(root()).unwrap_or(path).to_path_buf(),
    };
    rel.with_extension("").display().to_string()
}

/// The result of running a command.
#[derive(Debug, Clone)]
pub struct Run {
    /// Its exit status (-1 when a signal ended it).
    pub code: i32,
    /// Its standard output.
    pub stdout: String,
    /// Its standard error.
    pub stderr: String,
}

/// Runs the program `exe` with `args` (no colours).
pub fn run(exe: &str, args: &[&str]) -> Run {
    let out = Command::new(exe)
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {exe}: {e}"));
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The folder of Frama-C/WP's cache of prover results shared by the proofs of this test
/// process (`tass ipp --wp-cache`, `tass_ipp::Options::with_cache`): created empty at
/// the first call, so every result in it was computed by a prover during this run (a
/// wrong variant of a proved program then runs provers only on the tasks its change
/// touches). Folders of test processes that have ended are removed on the way.
pub fn wp_cache() -> &'static Path {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        const PREFIX: &str = "tass-wp-cache-";
        let tmp = std::env::temp_dir();
        for e in std::fs::read_dir(&tmp).into_iter().flatten().flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            if let Some(pid) = name.strip_prefix(PREFIX) {
                if !Path::new("/proc").join(pid).exists() {
                    let _ = std::fs::remove_dir_all(e.path());
                }
            }
        }
        let dir = tmp.join(format!("{PREFIX}{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("the WP cache folder");
        dir
    })
}

/// Splits a header `run:` line into tass arguments, substituting `$FILE` and `$DIR`.
pub fn run_args(h: &Header, file: &Path) -> Vec<String> {
    let dir = file.parent().unwrap_or(Path::new("."));
    h.run
        .split_whitespace()
        .skip(1)
        .map(|w| {
            w.replace("$FILE", &file.display().to_string())
                .replace("$DIR", &dir.display().to_string())
        })
        .collect()
}

/// A test run on the [`Lane`].
type LaneTest = Box<dyn FnOnce() -> Result<(), Failed> + Send>;

/// Where a test of the [`Lane`] is.
enum LaneSlot {
    /// Not started (or not selected: then never started).
    Waiting(LaneTest),
    /// Running on the lane's thread or on a harness thread.
    Running,
    /// Finished: its result, until its trial takes it.
    Done(Result<(), Failed>),
    /// Its result was reported.
    Reported,
}

/// Long tests that must not all run at once (Frama-C's proofs: their provers' time
/// limits are per goal, and several proofs at once beside the other tests on a small
/// machine make goals that need seconds time out). [`main`] starts a thread of their
/// own before the harness's threads, which runs them one after another, in order; the
/// harness's threads take the other tests meanwhile. Each long test's trial comes last
/// in the list: when a harness thread reaches it, it reports the result the lane
/// computed, waits for it if the lane is running it, or, if the lane has not started it
/// yet, runs it itself. So the proofs start early, one at a time beside the short tests,
/// and when only proofs remain every thread proves: no core waits while tests remain.
///
/// Only the tests that the command line selects run (the harness's own rule: the
/// filter is a substring of the name, or the name itself with `--exact`; a `--skip`
/// likewise; nothing with `--list` or `--ignored`).
///
/// The lane runs its tests longest first (by the size each is pushed with, the largest
/// first, in push order among equals), so that the last proof to finish is a short one.
#[derive(Default)]
pub struct Lane {
    tests: Vec<(String, u64, LaneTest)>,
}

/// The slots of a [`Lane`]'s tests and the signal that one finished.
type LaneState = (std::sync::Mutex<Vec<LaneSlot>>, std::sync::Condvar);

/// Runs the test in slot `i` if it is waiting; records its result.
fn lane_run(state: &LaneState, i: usize) {
    fn lock(m: &std::sync::Mutex<Vec<LaneSlot>>) -> std::sync::MutexGuard<'_, Vec<LaneSlot>> {
        m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
    let test = {
        let mut slots = lock(&state.0);
        match std::mem::replace(&mut slots[i], LaneSlot::Running) {
            LaneSlot::Waiting(t) => t,
            other => {
                slots[i] = other;
                return;
            }
        }
    };
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(test)).unwrap_or_else(|p| {
        let why = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "the test panicked".into());
        Err(why.into())
    });
    lock(&state.0)[i] = LaneSlot::Done(r);
    state.1.notify_all();
}

impl Lane {
    /// Adds the test `name`, whose work is about `size` (the bytes of the program it
    /// proves, say): it runs before the smaller ones.
    pub fn push(
        &mut self,
        name: impl Into<String>,
        size: u64,
        test: impl FnOnce() -> Result<(), Failed> + Send + 'static,
    ) {
        self.tests.push((name.into(), size, Box::new(test)));
    }

    /// Starts the selected tests on their thread; returns their trials.
    fn start(self, args: &libtest_mimic::Arguments) -> Vec<Trial> {
        let selected = |name: &str| {
            let hit = |pattern: &str| {
                if args.exact {
                    name == pattern
                } else {
                    name.contains(pattern)
                }
            };
            !args.list
                && !args.ignored
                && args.filter.as_deref().is_none_or(hit)
                && !args.skip.iter().any(|s| hit(s))
        };
        let mut names = Vec::new();
        let mut slots = Vec::new();
        let mut work = Vec::new();
        let mut tests = self.tests;
        tests.sort_by_key(|t| std::cmp::Reverse(t.1));
        for (i, (name, _, test)) in tests.into_iter().enumerate() {
            if selected(&name) {
                work.push(i);
            }
            names.push(name);
            slots.push(LaneSlot::Waiting(test));
        }
        let state: std::sync::Arc<LaneState> =
            std::sync::Arc::new((std::sync::Mutex::new(slots), std::sync::Condvar::new()));
        if !work.is_empty() {
            let state = state.clone();
            std::thread::spawn(move || {
                for i in work {
                    lane_run(&state, i);
                }
            });
        }
        names
            .into_iter()
            .enumerate()
            .map(|(i, name)| {
                let state = state.clone();
                Trial::test(name, move || {
                    lane_run(&state, i);
                    let mut slots = state
                        .0
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner);
                    loop {
                        match std::mem::replace(&mut slots[i], LaneSlot::Reported) {
                            LaneSlot::Done(r) => return r,
                            LaneSlot::Running => {
                                slots[i] = LaneSlot::Running;
                                slots = state
                                    .1
                                    .wait(slots)
                                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                            }
                            _ => return Err("the lane lost this test's result".into()),
                        }
                    }
                })
            })
            .collect()
    }
}

/// A test that fails with the message of every failure in `failures` (empty: it passes).
pub fn verdict(failures: Vec<String>) -> Result<(), Failed> {
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n").into())
    }
}

/// Runs `trials` as the tests of this binary (with the arguments of `cargo test`:
/// filters, `--test-threads`, `--list` for nextest) and exits with the harness's status.
/// `whole` checks what only the whole run can (counts over all the programs); it runs
/// when no test was filtered out, and its failure fails the binary.
///
/// The tests of `lane` run on a thread of their own from the start (see [`Lane`]); their
/// trials come after `trials`.
pub fn main(
    mut trials: Vec<Trial>,
    lane: Lane,
    whole: impl FnOnce() -> Result<(), String>,
) -> std::process::ExitCode {
    let args = libtest_mimic::Arguments::from_args();
    let all = args.filter.is_none()
        && args.skip.is_empty()
        && !args.list
        && !args.ignored
        && !args.include_ignored;
    trials.extend(lane.start(&args));
    let conclusion = libtest_mimic::run(&args, trials);
    if all && !conclusion.has_failed() {
        if let Err(e) = whole() {
            eprintln!(
                "
the whole run fails: {e}"
            );
            return std::process::ExitCode::from(101);
        }
    }
    conclusion.exit_code()
}
