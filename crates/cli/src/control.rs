//! The limits and signals of a whole run, from the first byte read to the last byte of
//! the report.
//!
//! `--time-limit` and `--memory-limit` are promises about the run, not about the search
//! alone: a 50,000-line file, a macro that expands exponentially or a solver that never
//! answers must not keep a run with `--time-limit 2` alive for minutes or let it grow to
//! gigabytes. And SIGTERM and SIGINT (what `timeout`, Slurm and CI send) must end the run
//! with a report, leaving no solver process behind.
//!
//! Two mechanisms, one per kind of phase:
//!
//! - **Cooperative: the search.** `tass-explore` checks its time limit (the part of
//!   `--time-limit` left when it starts: the clock starts when `tass` starts), its memory
//!   limit and the interrupt flag as it goes, and ends with a report of what it found;
//!   every solver query ends by the run's deadline (`tass-prove`, start-up included). On
//!   a signal, the flag is set and every solver process is killed at once
//!   ([`tass_prove::terminate_solvers`]), so that a query under way ends now rather than
//!   at its own time-out; no solver starts after that.
//! - **Not cooperative: reading the program** (preprocessing, parsing, lowering: the
//!   front end has no way to be stopped from outside, and a macro bomb can fill
//!   gigabytes in a second). A **watchdog thread** polls the clock and the resident set
//!   every [`POLL`] and, when a limit passes or a signal comes there, kills the solvers,
//!   prints a short report itself (the title, the reason, the phase, `verdict: unknown`;
//!   JSON with `--json`) and ends the process with exit status 3. In the search it does
//!   the same only if the search has not ended by itself [`GRACE`] after the limit or
//!   the signal (a computation that does not look at the clock), saying so.
//!
//! The final report is printed under [`report_lock`]: whoever takes it first prints, so
//! that the watchdog never writes over the search's report, nor the search over the
//! watchdog's. A second signal ends the run at once the same way.

use crate::exit::{EXIT_ERROR, EXIT_UNKNOWN};
pub use crate::signal::signal_name;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

/// How often the watchdog looks at the clock and the memory.
pub const POLL: Duration = Duration::from_millis(10);
/// How long the search has to stop by itself after a limit or a signal.
pub const GRACE: Duration = Duration::from_millis(700);

/// What the run is doing, for the watchdog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Phase {
    /// Reading the program: preprocessing, parsing, lowering (not interruptible).
    Reading = 0,
    /// The search, which stops by itself at a limit or an interrupt.
    Search = 1,
    /// Printing the report (no limit applies; a second signal ends it).
    Report = 2,
    /// `tass ipp`: the projection proved by Frama-C/WP, or its cross-check.
    Proof = 3,
}

/// The limits of the run and what the watchdog needs to print a report.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// `--time-limit`.
    pub time: Option<Duration>,
    /// `--memory-limit`, in MiB.
    pub memory_mib: Option<u64>,
    /// `--json`: the watchdog's report is JSON.
    pub json: bool,
    /// The first line of the report (`tass verify prog.c`).
    pub title: String,
}

struct State {
    limits: Limits,
    interrupt: tass_explore::Interrupt,
    phase: AtomicU8,
    /// When the first signal came.
    signalled: Mutex<Option<Instant>>,
    /// A second signal: end now.
    again: AtomicBool,
}

static START: OnceLock<Instant> = OnceLock::new();
static STATE: OnceLock<State> = OnceLock::new();
static REPORT: Mutex<()> = Mutex::new(());

/// Marks the start of the run: the clock of `--time-limit` starts here. Called first
/// thing in `main`.
pub fn mark_start() -> Instant {
    *START.get_or_init(Instant::now)
}

/// The start of the run.
pub fn start() -> Instant {
    mark_start()
}

/// Installs the signal handlers and starts the watchdog for a run with these limits.
/// Called once, before the program is read.
pub fn install(limits: Limits) {
    let state = State {
        limits,
        interrupt: Arc::new(AtomicBool::new(false)),
        phase: AtomicU8::new(Phase::Reading as u8),
        signalled: Mutex::new(None),
        again: AtomicBool::new(false),
    };
    if STATE.set(state).is_err() {
        return;
    }
    use signal_hook::consts::signal::{SIGHUP, SIGINT, SIGTERM};
    // Without the handlers the signals keep their default action (the process ends
    // without a report); tass goes on rather than refusing to run.
    if let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGINT, SIGHUP]) {
        let _ = std::thread::Builder::new()
            .name("tass-signals".into())
            .spawn(move || {
                for signal in signals.forever() {
                    on_signal(signal);
                }
            });
    }
    let _ = std::thread::Builder::new()
        .name("tass-watchdog".into())
        .spawn(watchdog);
}

fn on_signal(signal: i32) {
    let Some(state) = STATE.get() else { return };
    if !crate::signal::record(signal) {
        state.again.store(true, Ordering::SeqCst);
        return;
    }
    *state
        .signalled
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(Instant::now());
    state.interrupt.store(true, Ordering::SeqCst);
    // A query under way ends now; none starts after this (nor a Frama-C run).
    tass_prove::terminate_solvers();
    tass_ipp::terminate_all();
}

/// The flag the search stops at (set by a signal).
pub fn interrupt() -> Option<tass_explore::Interrupt> {
    STATE.get().map(|s| s.interrupt.clone())
}

/// Says what the run does now.
pub fn set_phase(phase: Phase) {
    if let Some(s) = STATE.get() {
        s.phase.store(phase as u8, Ordering::SeqCst);
    }
}

fn phase(state: &State) -> Phase {
    match state.phase.load(Ordering::SeqCst) {
        0 => Phase::Reading,
        1 => Phase::Search,
        3 => Phase::Proof,
        _ => Phase::Report,
    }
}

/// The instant by which the run must end (`--time-limit` from the start of `tass`).
pub fn deadline(time_limit: Option<Duration>) -> Option<Instant> {
    time_limit.map(|t| start() + t)
}

/// What is left of `--time-limit` now (at least a millisecond, so that a search started
/// after the deadline stops at once for the time limit).
pub fn time_left(time_limit: Option<Duration>) -> Option<Duration> {
    time_limit.map(|t| {
        t.checked_sub(start().elapsed())
            .unwrap_or_default()
            .max(Duration::from_millis(1))
    })
}

/// The lock under which the final report is printed.
pub fn report_lock() -> MutexGuard<'static, ()> {
    REPORT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Writes `text` (a whole report) on standard output and returns `code`, or, when the
/// write fails (a full disk, a closed pipe), says so on standard error and returns
/// [`EXIT_ERROR`]: a report that did not reach its reader is no verdict. Under
/// [`report_lock`], so that the watchdog never prints over it.
pub fn emit(text: &[u8], code: i32) -> i32 {
    use std::io::Write;
    let _guard = report_lock();
    let mut out = std::io::stdout().lock();
    match out.write_all(text).and_then(|()| out.flush()) {
        Ok(()) => code,
        Err(e) => {
            eprintln!("error: cannot write the report to standard output: {e}");
            EXIT_ERROR
        }
    }
}

/// The resident set of this process, in bytes.
pub fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

fn watchdog() {
    let Some(state) = STATE.get() else { return };
    let limits = &state.limits;
    let memory = limits.memory_mib.map(|m| m << 20);
    // When each limit was first seen passed in a cooperative phase.
    let mut over_since: Option<Instant> = None;
    loop {
        std::thread::sleep(POLL);
        let now = Instant::now();
        let phase = phase(state);
        let cooperative = phase != Phase::Reading;
        if phase == Phase::Report && !state.again.load(Ordering::SeqCst) {
            continue;
        }
        let signalled = *state
            .signalled
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let reason = if state.again.load(Ordering::SeqCst) {
            Some((Why::Signal, true))
        } else if let Some(at) = signalled {
            Some((Why::Signal, !cooperative || now >= at + GRACE))
        } else if limits.time.is_some_and(|t| start().elapsed() >= t) {
            let since = *over_since.get_or_insert(now);
            Some((Why::Time, !cooperative || now >= since + GRACE))
        } else if memory.is_some_and(|m| resident_bytes().is_some_and(|r| r > m)) {
            let since = *over_since.get_or_insert(now);
            Some((Why::Memory, !cooperative || now >= since + GRACE))
        } else {
            over_since = None;
            None
        };
        if let Some((why, true)) = reason {
            end_now(state, why, phase);
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Why {
    Signal,
    Time,
    Memory,
}

/// Kills the solvers, prints the watchdog's report (unless the run's own report is
/// being printed: then it waits for it) and ends the process.
fn end_now(state: &State, why: Why, phase: Phase) -> ! {
    tass_prove::terminate_solvers();
    tass_ipp::terminate_all();
    let guard = match REPORT.try_lock() {
        Ok(g) => Some(g),
        Err(std::sync::TryLockError::Poisoned(p)) => Some(p.into_inner()),
        Err(std::sync::TryLockError::WouldBlock) => None,
    };
    if guard.is_none() {
        // The run's report is being printed: the run ends by itself when it is out.
        std::thread::sleep(Duration::from_secs(5));
        std::process::exit(EXIT_UNKNOWN);
    }
    let limits = &state.limits;
    let reason = match why {
        Why::Signal => format!("interrupted by {}", signal_name().unwrap_or("a signal")),
        Why::Time => format!(
            "the time limit of {:.1} s passed (--time-limit)",
            limits.time.unwrap_or_default().as_secs_f64()
        ),
        Why::Memory => format!(
            "the memory limit of {} MiB was reached (--memory-limit)",
            limits.memory_mib.unwrap_or_default()
        ),
    };
    let when = match phase {
        Phase::Reading => {
            "while the program was read (preprocessed, parsed and lowered); nothing was verified"
        }
        Phase::Search => {
            "during the search, which did not stop by itself in time; what it found so far is lost"
        }
        Phase::Report => "while the report was made",
        Phase::Proof => "while the program was proved; nothing was concluded",
    };
    let time = start().elapsed().as_secs_f64();
    let memory = resident_bytes().map(|b| b as f64 / 1048576.0);
    let text = if limits.json {
        crate::json::to_text(&crate::json::JsonEarlyReport::new(
            format!("{reason} {when}"),
            time,
            memory.map(|m| (m * 1048576.0) as u64),
        ))
    } else {
        format!(
            "{}\nunknown: {reason} {when}\nstats: time {time:.3} s; memory {}\nverdict: unknown\n",
            limits.title,
            memory
                .map(|m| format!("{m:.1} MiB"))
                .unwrap_or_else(|| "?".into())
        )
    };
    let mut out = std::io::stdout().lock();
    let code = match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => EXIT_UNKNOWN,
        Err(e) => {
            eprintln!("error: cannot write the report: {e}");
            EXIT_ERROR
        }
    };
    std::process::exit(code)
}
