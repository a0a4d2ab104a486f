//! Runs Frama-C/WP as a separate process on a C file and reads its log.
//!
//! Options default to `frama-c` on `PATH`, provers `z3,cvc5`, `-wp-timeout 10`, `-wp-par
//! 2`, `-wp-model Typed+real` (doubles read as reals), `-wp-rte`, and a whole-run limit
//! that kills Frama-C. A goal is proved only when WP prints it `Valid`; unknown, timeout
//! and prover failures (WP's "Unknown error" or "out of memory" are mostly time or memory
//! limits) are not proofs.
//!
//! Set-up (`.ci/why3-setup`, run by `.ci/run`): `why3 config detect` finds z3; Why3 1.5.1
//! (Debian bookworm) has no cvc5 support, so cvc5 is registered by hand with Why3's CVC4
//! 1.6 driver, named by absolute path (a bare driver name makes Frama-C 25 fail every
//! goal).

use crate::report::{locate, parse_log, Report};
use crate::{Error, Result};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::{Duration, Instant};

/// The Frama-C processes running, so that [`terminate_all`] can end them from any
/// thread (a signal handler's, a watchdog's).
static RUNNING: Mutex<Vec<Weak<Mutex<Child>>>> = Mutex::new(Vec::new());
/// Set by [`terminate_all`]: no Frama-C process starts after it.
static CLOSED: AtomicBool = AtomicBool::new(false);

/// Kills every Frama-C process this process started and keeps new ones from starting
/// (a run ended by a signal or a limit leaves no prover behind: Frama-C's provers are
/// Why3's children and end with their parent's pipes). Returns how many were killed.
pub fn terminate_all() -> usize {
    CLOSED.store(true, Ordering::SeqCst);
    let mut running = RUNNING.lock().unwrap_or_else(PoisonError::into_inner);
    let mut killed = 0;
    for child in running.drain(..) {
        if let Some(child) = child.upgrade() {
            let mut child = child.lock().unwrap_or_else(PoisonError::into_inner);
            if let Ok(None) = child.try_wait() {
                let _ = child.kill();
                killed += 1;
            }
            let _ = child.wait();
        }
    }
    killed
}

/// How Frama-C/WP is run. The defaults are the options the hand-written projections of
/// `corpus/ipp` need (see ARCHITECTURE.md, section `ipp`).
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Options {
    /// The Frama-C program. Default is `frama-c`, found on `PATH`.
    pub program: String,
    /// Why3 provers, in WP's names. Default is `["z3", "cvc5"]` (registered with Why3 by
    /// `.ci/why3-setup`).
    pub provers: Vec<String>,
    /// Time limit per prover per goal, in seconds (`-wp-timeout`). Default is 10.
    pub prover_timeout: u32,
    /// Limit on the whole run; Frama-C is killed beyond it. Default is 10 minutes.
    pub run_timeout: Duration,
    /// Goals proved in parallel (`-wp-par`). Default is 2.
    pub parallel: u32,
    /// WP's memory model (`-wp-model`). Default is `Typed+real`: doubles as reals. The
    /// IEEE model (`Typed`) makes every quantified goal about doubles time out; reals are
    /// exact for programs that only copy doubles (the exchanger), not for arithmetic.
    pub model: String,
    /// Also prove the absence of run-time errors (`-wp-rte`). Default is true.
    pub rte: bool,
    /// WP's cache of prover results (`-wp-cache update -wp-cache-dir DIR`): a goal whose
    /// prover task is identical, character for character, to one already run takes the
    /// result recorded then instead of running the prover again. Default is none.
    pub cache: Option<PathBuf>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            program: "frama-c".to_string(),
            provers: vec!["z3".to_string(), "cvc5".to_string()],
            prover_timeout: 10,
            run_timeout: Duration::from_secs(600),
            parallel: 2,
            model: "Typed+real".to_string(),
            rte: true,
            cache: None,
        }
    }
}

impl Options {
    /// Runs `program` instead of `frama-c`.
    pub fn with_program(mut self, program: impl Into<String>) -> Self {
        self.program = program.into();
        self
    }

    /// Uses these provers (WP's names).
    pub fn with_provers(mut self, provers: &[&str]) -> Self {
        self.provers = provers.iter().map(|p| p.to_string()).collect();
        self
    }

    /// Sets the time limit per prover per goal, in seconds.
    pub fn with_prover_timeout(mut self, seconds: u32) -> Self {
        self.prover_timeout = seconds;
        self
    }

    /// Sets the limit on the whole run.
    pub fn with_run_timeout(mut self, limit: Duration) -> Self {
        self.run_timeout = limit;
        self
    }

    /// Reuses the prover results recorded in the folder `dir` (WP's cache), recording
    /// new ones there.
    pub fn with_cache(mut self, dir: impl Into<PathBuf>) -> Self {
        self.cache = Some(dir.into());
        self
    }

    /// The command-line arguments for `file`.
    pub fn args(&self, file: &Path) -> Vec<String> {
        let mut a = vec!["-wp".to_string()];
        if self.rte {
            a.push("-wp-rte".to_string());
        }
        a.extend([
            "-wp-model".to_string(),
            self.model.clone(),
            "-wp-prover".to_string(),
            self.provers.join(","),
            "-wp-timeout".to_string(),
            self.prover_timeout.to_string(),
            "-wp-par".to_string(),
            self.parallel.to_string(),
        ]);
        if let Some(dir) = &self.cache {
            a.extend([
                "-wp-cache".to_string(),
                "update".to_string(),
                "-wp-cache-dir".to_string(),
                dir.display().to_string(),
            ]);
        }
        a.push(file.display().to_string());
        a
    }
}

/// Runs Frama-C/WP on `file` and returns every obligation, located in `file`'s labels.
pub fn run(file: &Path, options: &Options) -> Result<Report> {
    let source = std::fs::read_to_string(file).map_err(|source| Error::Read {
        path: file.to_path_buf(),
        source,
    })?;
    if CLOSED.load(Ordering::SeqCst) {
        return Err(Error::Interrupted);
    }
    let mut child = Command::new(&options.program)
        .args(options.args(file))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => Error::FramaCNotFound {
                program: options.program.clone(),
            },
            _ => Error::Io(e),
        })?;
    // Read both pipes on threads so that a full pipe never blocks Frama-C.
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let out_t = std::thread::spawn(move || {
        let mut s = String::new();
        out.read_to_string(&mut s).map(|_| s)
    });
    let err_t = std::thread::spawn(move || {
        let mut s = String::new();
        err.read_to_string(&mut s).map(|_| s)
    });
    let child = Arc::new(Mutex::new(child));
    RUNNING
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(Arc::downgrade(&child));
    if CLOSED.load(Ordering::SeqCst) {
        // Closed while it started: `terminate_all` may have missed it.
        terminate_all();
    }
    let start = Instant::now();
    let status = loop {
        let mut c = child.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(st) = c.try_wait()? {
            if CLOSED.load(Ordering::SeqCst) {
                return Err(Error::Interrupted);
            }
            break st;
        }
        if start.elapsed() > options.run_timeout {
            // Ours to kill: the child we spawned (its provers are Why3's children and
            // end with their parent's pipes).
            let _ = c.kill();
            let _ = c.wait();
            return Err(Error::Timeout(options.run_timeout));
        }
        drop(c);
        std::thread::sleep(Duration::from_millis(50));
    };
    let stdout = out_t.join().expect("reader thread")?;
    let stderr = err_t.join().expect("reader thread")?;
    let log = format!("{stdout}{stderr}");
    if !status.success() {
        let tail: Vec<&str> = log.lines().rev().take(20).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        return Err(Error::Crashed {
            status: status.to_string(),
            log: tail.join("\n"),
        });
    }
    let mut report = parse_log(&stdout)?;
    locate(&mut report, &source);
    Ok(report)
}
