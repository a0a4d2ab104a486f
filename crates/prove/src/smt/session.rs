//! A solver process speaking SMT-LIB2 on its standard input and output.
//!
//! A [`Session`] starts the solver, sets `:print-success` and checks every
//! acknowledgement, sends commands in batches (all of a query in one write,
//! then one response per command), and gives every response a wall-clock
//! deadline: the solver's own time limit (set with its own option) plus a
//! grace period. A background thread reads the solver's output and parses it
//! into S-expressions; the session waits on a channel with a timeout, so it
//! never blocks past its deadline.
//!
//! When the deadline passes, the solver crashes, its output is malformed or it
//! reports an error, the process is killed and reaped, and the call returns
//! the [`Error`]. The session stays usable: the next command starts a new
//! process lazily and replays the declarations and assertions still on the
//! assertion stack (the session keeps them, frame by frame), so the caller
//! sees the state it built. A process found dead before a command is replaced
//! the same way, transparently.
//!
//! A [`Canceller`] obtained from the session stops a blocking read from
//! another thread (the portfolio uses it to stop the slower solver).
//!
//! Every response is also waited for at most until the run's deadline
//! ([`SessionConfig::deadline`]) and a grace period, start-up included: a
//! solver that never answers cannot hold a run past its time limit.
//!
//! A solver whose output is not SMT-LIB (a malformed S-expression, a
//! response that no command of its kind can have, or incomplete text left
//! when the wait ends) gives [`Error::NotSmtLib`], so that the caller can
//! tell a broken solver from a slow one.
//!
//! Every solver process started is registered, so that [`terminate_all`]
//! kills them all at once from any thread (on SIGTERM, or before the process
//! exits from a thread other than the one that owns the sessions, where no
//! destructor runs); after it no solver starts again. A session also kills
//! its process when dropped, on a panic's unwinding as well.
//!
//! With a replay file, every command sent and every response received (as
//! `; response:` comments) is written to it, and every restart as `(reset)`,
//! so that running the solver on the file reproduces the session.

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::command::{Command, Declaration, Effect, Expect, Prepared};
use super::sexp::{abbreviate, parse_prefix, Keyword, Sexp, Step};
use super::solver::{SolverKind, SolverSpec};
use crate::error::{Error, Result};

/// How many bytes of a solver's standard error are kept for error messages.
const STDERR_TAIL: usize = 2048;

/// How a session starts its solver and how long it waits for it.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct SessionConfig {
    /// The solver to run. There is no default: see [`SessionConfig::new`].
    pub solver: SolverSpec,
    /// The solver's own time limit for each `check-sat` (z3's `:timeout`,
    /// cvc5's `:tlimit-per`), after which it answers `unknown`. Default is 5 s.
    pub timeout: Duration,
    /// How much longer than `timeout` the session waits for any response
    /// before it kills the solver. Default is 300 ms.
    pub grace: Duration,
    /// A file to which the whole session is written for offline
    /// reproduction. Default is `None`.
    pub replay: Option<PathBuf>,
    /// Whether the solver is asked to produce models. Default is `true`.
    pub models: bool,
    /// The instant after which no response is waited for beyond `grace` (the
    /// run's time limit), start-up included. Default is `None`.
    pub deadline: Option<Instant>,
}

impl SessionConfig {
    /// The defaults, for the given solver.
    pub fn new(solver: SolverSpec) -> SessionConfig {
        SessionConfig {
            solver,
            timeout: Duration::from_secs(5),
            grace: Duration::from_millis(300),
            replay: None,
            models: true,
            deadline: None,
        }
    }

    /// Sets [`timeout`](Self::timeout).
    pub fn with_timeout(mut self, timeout: Duration) -> SessionConfig {
        self.timeout = timeout;
        self
    }

    /// Sets [`grace`](Self::grace).
    pub fn with_grace(mut self, grace: Duration) -> SessionConfig {
        self.grace = grace;
        self
    }

    /// Sets [`replay`](Self::replay).
    pub fn with_replay(mut self, replay: impl Into<PathBuf>) -> SessionConfig {
        self.replay = Some(replay.into());
        self
    }

    /// Sets [`models`](Self::models).
    pub fn with_models(mut self, models: bool) -> SessionConfig {
        self.models = models;
        self
    }

    /// Sets [`deadline`](Self::deadline).
    pub fn with_deadline(mut self, deadline: Option<Instant>) -> SessionConfig {
        self.deadline = deadline;
        self
    }
}

/// The answer to `check-sat`; `unknown` is kept apart with the solver's reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckSat {
    /// The assertions are satisfiable.
    Sat,
    /// The assertions are unsatisfiable.
    Unsat,
    /// The solver gave up; the reason is its `:reason-unknown`.
    Unknown(String),
}

/// What the output reader sends to the session.
enum Msg {
    /// One S-expression (or malformed text) read from process `generation`.
    Response {
        generation: u64,
        sexp: std::result::Result<Sexp, String>,
        raw: String,
    },
    /// The output of process `generation` ended.
    Eof { generation: u64 },
    /// A canceller asks the session to look at its cancel flag.
    Wake,
}

/// Stops a session's current or next wait for a response, from any thread.
///
/// Cancelling kills the solver process if a response is awaited (the session
/// restarts it on its next command) and makes the session's operations fail
/// with [`Error::Cancelled`] until [`Session::clear_cancel`] is called.
#[derive(Clone, Debug)]
pub struct Canceller {
    flag: Arc<AtomicBool>,
    wake: Sender<Msg>,
}

impl std::fmt::Debug for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Msg")
    }
}

impl Canceller {
    /// Cancels the session's current or next operation.
    pub fn cancel(&self) {
        self.flag.store(true, Ordering::SeqCst);
        // The session may be gone already; then there is nothing to stop.
        let _ = self.wake.send(Msg::Wake);
    }
}

/// The solver processes started, for [`terminate_all`].
struct Registry {
    /// Set by [`terminate_all`]: no solver starts any more.
    closed: bool,
    children: Vec<std::sync::Weak<Mutex<Child>>>,
}

static RUNNING: Mutex<Registry> = Mutex::new(Registry {
    closed: false,
    children: Vec::new(),
});

/// Locks a mutex whose data stays consistent even if a holder panicked.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Kills every solver process of every session and keeps new ones from starting
/// (their sessions then fail with [`Error::Cancelled`]): for the end of a run that
/// must not leave solvers behind, from any thread. Returns how many were running.
pub fn terminate_all() -> usize {
    let mut registry = lock(&RUNNING);
    registry.closed = true;
    let mut killed = 0;
    for child in registry.children.drain(..) {
        if let Some(child) = child.upgrade() {
            let mut child = lock(&child);
            if let Ok(None) = child.try_wait() {
                let _ = child.kill();
                killed += 1;
            }
            let _ = child.wait();
        }
    }
    killed
}

/// A running solver process.
struct Process {
    child: Arc<Mutex<Child>>,
    pid: u32,
    /// The text of an incomplete response being read, if any.
    pending: Arc<Mutex<String>>,
    stdin: ChildStdin,
    generation: u64,
    stderr: Arc<Mutex<Vec<u8>>>,
    stderr_reader: Option<JoinHandle<()>>,
}

/// A solver process with its assertion stack, restarted as needed.
pub struct Session {
    config: SessionConfig,
    process: Option<Process>,
    tx: Sender<Msg>,
    rx: Receiver<Msg>,
    cancel: Arc<AtomicBool>,
    generation: u64,
    /// The texts of the declarations and assertions on each frame of the
    /// assertion stack; frame 0 is the base.
    frames: Vec<Vec<String>>,
    replay: Option<BufWriter<File>>,
    restarts: u64,
    /// Why the last process ended, for the replay file.
    last_exit: Option<String>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("solver", &self.config.solver)
            .field("pid", &self.pid())
            .field("level", &self.level())
            .field("restarts", &self.restarts)
            .finish()
    }
}

impl Session {
    /// Starts a session: opens the replay file if any, starts the solver and
    /// sets its options. Fails if the solver cannot be started
    /// ([`Error::SolverNotFound`] for a missing program).
    pub fn new(config: SessionConfig) -> Result<Session> {
        let kind = config.solver.kind;
        let replay = match &config.replay {
            None => None,
            Some(path) => {
                let file = File::create(path).map_err(|source| Error::Io { kind, source })?;
                let mut writer = BufWriter::new(file);
                let header = format!(
                    "; tass-prove session: {} {}\n",
                    config.solver.program.display(),
                    config.solver.args.join(" ")
                );
                writer
                    .write_all(header.as_bytes())
                    .map_err(|source| Error::Io { kind, source })?;
                Some(writer)
            }
        };
        let (tx, rx) = mpsc::channel();
        let mut session = Session {
            config,
            process: None,
            tx,
            rx,
            cancel: Arc::new(AtomicBool::new(false)),
            generation: 0,
            frames: vec![Vec::new()],
            replay,
            restarts: 0,
            last_exit: None,
        };
        session.start()?;
        Ok(session)
    }

    /// The solver this session runs.
    pub fn kind(&self) -> SolverKind {
        self.config.solver.kind
    }

    /// The session's configuration.
    pub fn config(&self) -> &SessionConfig {
        &self.config
    }

    /// The process id of the running solver, if one is running.
    pub fn pid(&self) -> Option<u32> {
        self.process.as_ref().map(|p| p.pid)
    }

    /// How many times the solver was started again after the first time.
    pub fn restarts(&self) -> u64 {
        self.restarts
    }

    /// The number of frames pushed on the assertion stack.
    pub fn level(&self) -> usize {
        self.frames.len() - 1
    }

    /// A handle that cancels this session's operations from another thread.
    pub fn canceller(&self) -> Canceller {
        Canceller {
            flag: Arc::clone(&self.cancel),
            wake: self.tx.clone(),
        }
    }

    /// Forgets earlier cancellations, so that operations run again.
    pub fn clear_cancel(&mut self) {
        self.cancel.store(false, Ordering::SeqCst);
        // Drop wake-ups and leftovers of dead processes; a live process has
        // nothing pending between operations.
        while self.rx.try_recv().is_ok() {}
    }

    /// Kills the solver now; the next command starts it again, with the
    /// recorded assertion stack.
    pub fn kill(&mut self) {
        self.stop("killed on request");
    }

    /// Kills the solver and forgets the assertion stack: the next command
    /// starts a fresh solver.
    pub fn reset(&mut self) {
        self.stop("reset");
        self.frames = vec![Vec::new()];
    }

    /// Sets the solver's own time limit per `check-sat`.
    pub fn set_timeout(&mut self, timeout: Duration) -> Result<()> {
        self.config.timeout = timeout;
        if self.process.is_some() {
            let command = self.kind().timeout_command(timeout);
            self.execute(std::slice::from_ref(&command))?;
        }
        Ok(())
    }

    /// Changes the solver's own time limit per `check-sat` for the commands
    /// that follow, without a round trip: the command that sets it, to send
    /// at the start of the next batch (`None` if the limit does not change).
    /// A restarted solver gets the new limit at start-up.
    pub(crate) fn retime(&mut self, timeout: Duration) -> Option<Prepared> {
        if self.config.timeout == timeout {
            return None;
        }
        self.config.timeout = timeout;
        Some(self.kind().timeout_command(timeout).prepare())
    }

    /// Sends `commands` in one write and returns their responses, in order
    /// (`success` for the commands acknowledged that way).
    ///
    /// On an error the solver is killed, the commands acknowledged before it
    /// stay on the recorded assertion stack, and the rest are forgotten.
    pub fn execute(&mut self, commands: &[Command]) -> Result<Vec<Sexp>> {
        self.run(commands.iter().map(Command::prepare).collect())
    }

    /// Sends a prepared batch in one write and returns the responses.
    pub(crate) fn run(&mut self, batch: Vec<Prepared>) -> Result<Vec<Sexp>> {
        if self.cancel.load(Ordering::SeqCst) {
            return Err(Error::Cancelled { kind: self.kind() });
        }
        self.ensure_running()?;
        self.send(&batch)?;
        let mut responses = Vec::with_capacity(batch.len());
        for prepared in batch {
            let response = self.receive(&prepared)?;
            self.record(prepared);
            responses.push(response);
        }
        Ok(responses)
    }

    /// `(declare-...)`.
    pub fn declare(&mut self, declaration: &Declaration) -> Result<()> {
        self.execute(&[Command::Declare(declaration.clone())])
            .map(drop)
    }

    /// `(assert term)`.
    pub fn assert(&mut self, term: &Sexp) -> Result<()> {
        self.execute(&[Command::Assert(term.clone())]).map(drop)
    }

    /// `(push n)`.
    pub fn push(&mut self, n: u32) -> Result<()> {
        self.execute(&[Command::Push(n)]).map(drop)
    }

    /// `(pop n)`. If the solver is not running, only the recorded stack is
    /// popped (the restart will replay what is left).
    pub fn pop(&mut self, n: u32) -> Result<()> {
        if self.process.is_none() {
            let keep = self.frames.len().saturating_sub(n as usize).max(1);
            self.frames.truncate(keep);
            return Ok(());
        }
        self.execute(&[Command::Pop(n)]).map(drop)
    }

    /// Pops frames until the stack has `level` frames pushed; never fails
    /// (if the solver fails to pop, it is killed and the recorded stack is
    /// popped).
    pub fn pop_to(&mut self, level: usize) {
        if self.level() > level {
            let n = u32::try_from(self.level() - level).unwrap_or(u32::MAX);
            if self.pop(n).is_err() {
                self.frames.truncate(level + 1);
            }
        }
    }

    /// `(check-sat)`, and `(get-info :reason-unknown)` when the answer is
    /// `unknown`.
    pub fn check_sat(&mut self) -> Result<CheckSat> {
        self.check_with(&[])
    }

    /// Sends `commands` and `(check-sat)` in one batch, then asks for the
    /// reason if the answer is `unknown`.
    pub fn check_with(&mut self, commands: &[Command]) -> Result<CheckSat> {
        self.check_prepared(commands.iter().map(Command::prepare).collect())
    }

    /// Sends a prepared batch and `(check-sat)`, then asks for the reason if
    /// the answer is `unknown`.
    pub(crate) fn check_prepared(&mut self, batch: Vec<Prepared>) -> Result<CheckSat> {
        self.check_prepared_with(batch, &Command::CheckSat)
    }

    /// Sends a prepared batch and `check`, a `(check-sat)` or a `(check-sat-using ...)`,
    /// then asks for the reason if the answer is `unknown`.
    pub(crate) fn check_prepared_with(
        &mut self,
        mut batch: Vec<Prepared>,
        check: &Command,
    ) -> Result<CheckSat> {
        batch.push(check.prepare());
        let responses = self.run(batch)?;
        let answer = responses.last().and_then(Sexp::as_symbol);
        match answer {
            Some("sat") => Ok(CheckSat::Sat),
            Some("unsat") => Ok(CheckSat::Unsat),
            _ => Ok(CheckSat::Unknown(self.reason_unknown()?)),
        }
    }

    /// `(get-info :reason-unknown)`, as text.
    pub fn reason_unknown(&mut self) -> Result<String> {
        let command = Command::GetInfo(Keyword::known("reason-unknown"));
        let response = self.execute(std::slice::from_ref(&command))?;
        let reason = match response.first().and_then(Sexp::as_list) {
            Some([Sexp::Keyword(key), value]) if key.as_str() == "reason-unknown" => match value {
                Sexp::String(s) => s.clone(),
                other => other.to_string(),
            },
            _ => response.first().map(Sexp::to_string).unwrap_or_default(),
        };
        Ok(reason)
    }

    /// `(get-model)`: the solver's definitions of the declared symbols.
    pub fn get_model(&mut self) -> Result<Vec<Declaration>> {
        let command = Command::GetModel;
        let response = self.execute(std::slice::from_ref(&command))?;
        let Some(items) = response.first().and_then(Sexp::as_list) else {
            return Err(self.unexpected(&command, response.first()));
        };
        let items = match items {
            [head, rest @ ..] if head.is_symbol("model") => rest,
            _ => items,
        };
        let mut model = Vec::new();
        for item in items {
            if let Some([head, name, params, result, body]) = item.as_list() {
                if !head.is_symbol("define-fun") {
                    continue;
                }
                let (Sexp::Symbol(name), Some(params)) = (name, params.as_list()) else {
                    continue;
                };
                let params = params
                    .iter()
                    .filter_map(|p| match p.as_list() {
                        Some([Sexp::Symbol(x), sort]) => Some((x.clone(), sort.clone())),
                        _ => None,
                    })
                    .collect();
                model.push(Declaration::Define {
                    name: name.clone(),
                    params,
                    result: result.clone(),
                    body: body.clone(),
                });
            }
        }
        Ok(model)
    }

    /// `(get-value (terms...))`: each term with its value, in order.
    pub fn get_value(&mut self, terms: &[Sexp]) -> Result<Vec<(Sexp, Sexp)>> {
        if terms.is_empty() {
            return Ok(Vec::new());
        }
        let command = Command::GetValue(terms.to_vec());
        let response = self.execute(std::slice::from_ref(&command))?;
        let pairs = response.first().and_then(Sexp::as_list).and_then(|items| {
            items
                .iter()
                .map(|item| match item.as_list() {
                    Some([term, value]) => Some((term.clone(), value.clone())),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()
        });
        match pairs {
            Some(pairs) if pairs.len() == terms.len() => Ok(pairs),
            _ => Err(self.unexpected(&command, response.first())),
        }
    }

    fn unexpected(&self, command: &Command, response: Option<&Sexp>) -> Error {
        Error::Unexpected {
            kind: self.kind(),
            command: command.to_sexp().abbreviated(200),
            response: response.map(|r| r.abbreviated(200)).unwrap_or_default(),
        }
    }

    /// Starts a process if none is running, or if the one running has exited.
    fn ensure_running(&mut self) -> Result<()> {
        if let Some(process) = &mut self.process {
            let status = lock(&process.child).try_wait();
            match status {
                Ok(None) => return Ok(()),
                Ok(Some(status)) => {
                    let reason = format!("the solver had exited ({status})");
                    self.stop(&reason);
                }
                Err(_) => self.stop("the solver could not be waited for"),
            }
        }
        self.start()
    }

    /// Starts a process, sets its options and replays the recorded stack.
    fn start(&mut self) -> Result<()> {
        let kind = self.kind();
        if self.generation > 0 {
            self.restarts += 1;
            let reason = self.last_exit.take().unwrap_or_default();
            self.log(&format!("; restart after: {reason}\n(reset)\n"));
        }
        self.generation += 1;
        let spec = &self.config.solver;
        // Spawned and registered under the registry's lock, so that `terminate_all`
        // sees every process started before it and none starts after it.
        let mut registry = lock(&RUNNING);
        if registry.closed {
            return Err(Error::Cancelled { kind });
        }
        let mut child = std::process::Command::new(&spec.program)
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|source| {
                if source.kind() == std::io::ErrorKind::NotFound {
                    Error::SolverNotFound {
                        kind,
                        program: spec.program.clone(),
                    }
                } else {
                    Error::Spawn {
                        kind,
                        program: spec.program.clone(),
                        source,
                    }
                }
            })?;
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(Error::Io {
                kind,
                source: std::io::Error::other("solver pipes missing"),
            });
        };
        let pid = child.id();
        let child = Arc::new(Mutex::new(child));
        registry.children.retain(|c| c.strong_count() > 0);
        registry.children.push(Arc::downgrade(&child));
        drop(registry);
        let generation = self.generation;
        let tx = self.tx.clone();
        let pending = Arc::new(Mutex::new(String::new()));
        let partial = Arc::clone(&pending);
        let stdout_reader = thread::Builder::new()
            .name(format!("tass-{kind}-out"))
            .spawn(move || read_output(stdout, generation, tx, partial));
        let stderr_tail = Arc::new(Mutex::new(Vec::new()));
        let tail = Arc::clone(&stderr_tail);
        let stderr_reader = thread::Builder::new()
            .name(format!("tass-{kind}-err"))
            .spawn(move || read_stderr(stderr, tail));
        let mut process = Process {
            child,
            pid,
            pending,
            stdin,
            generation,
            stderr: stderr_tail,
            stderr_reader: None,
        };
        match (stdout_reader, stderr_reader) {
            (Ok(_), Ok(handle)) => process.stderr_reader = Some(handle),
            (Err(source), _) | (_, Err(source)) => {
                let mut child = lock(&process.child);
                let _ = child.kill();
                let _ = child.wait();
                return Err(Error::Io { kind, source });
            }
        }
        self.process = Some(process);

        // Options first, then the recorded stack, all in one batch.
        let mut batch =
            vec![Command::SetOption(Keyword::known("print-success"), Sexp::bool(true)).prepare()];
        batch.extend(
            kind.init_commands(self.config.timeout, self.config.models)
                .iter()
                .map(Command::prepare),
        );
        for (i, frame) in self.frames.iter().enumerate() {
            if i > 0 {
                let mut push = Command::Push(1).prepare();
                push.effect = Effect::None;
                batch.push(push);
            }
            batch.extend(frame.iter().map(|text| Prepared::replayed(text)));
        }
        self.send(&batch)?;
        for prepared in &batch {
            self.receive(prepared)?;
        }
        Ok(())
    }

    /// Records an acknowledged command on the stack (if it changes it).
    fn record(&mut self, prepared: Prepared) {
        match prepared.effect {
            Effect::None => {}
            Effect::Push(n) => {
                for _ in 0..n {
                    self.frames.push(Vec::new());
                }
            }
            Effect::Pop(n) => {
                let keep = self.frames.len().saturating_sub(n as usize).max(1);
                self.frames.truncate(keep);
            }
            Effect::Record => {
                if let Some(frame) = self.frames.last_mut() {
                    frame.push(prepared.text);
                }
            }
        }
    }

    /// Writes the commands, one per line, in one write.
    fn send(&mut self, batch: &[Prepared]) -> Result<()> {
        let kind = self.kind();
        let mut text = String::with_capacity(batch.iter().map(|p| p.text.len() + 1).sum());
        for prepared in batch {
            text.push_str(&prepared.text);
            text.push('\n');
        }
        self.log(&text);
        let Some(process) = &mut self.process else {
            return Err(Error::Io {
                kind,
                source: std::io::Error::other("no solver process"),
            });
        };
        let written = process
            .stdin
            .write_all(text.as_bytes())
            .and_then(|()| process.stdin.flush());
        if let Err(source) = written {
            if source.kind() == std::io::ErrorKind::BrokenPipe {
                return Err(self.died());
            }
            self.stop(&format!("write failed: {source}"));
            return Err(Error::Io { kind, source });
        }
        Ok(())
    }

    /// Waits for the response to `command` and checks it.
    fn receive(&mut self, prepared: &Prepared) -> Result<Sexp> {
        let text = &prepared.text;
        let kind = self.kind();
        let response = self.read_response()?;
        if let Some([head, message]) = response.as_list() {
            if head.is_symbol("error") {
                let message = match message {
                    Sexp::String(s) => s.clone(),
                    other => other.to_string(),
                };
                self.stop(&format!("error: {message}"));
                return Err(Error::Solver {
                    kind,
                    command: abbreviate(text, 200),
                    message,
                });
            }
        }
        let ok = match prepared.expect {
            Expect::Success => response.is_symbol("success"),
            Expect::Option => response.is_symbol("success") || response.is_symbol("unsupported"),
            Expect::CheckSat => {
                response.is_symbol("sat")
                    || response.is_symbol("unsat")
                    || response.is_symbol("unknown")
            }
            Expect::Sexp => true,
        };
        if !ok {
            let error = Error::NotSmtLib {
                kind,
                command: abbreviate(text, 200),
                response: response.abbreviated(200),
            };
            self.stop("unexpected response");
            return Err(error);
        }
        Ok(response)
    }

    /// Reads the next response of the current process, with a deadline.
    fn read_response(&mut self) -> Result<Sexp> {
        let kind = self.kind();
        let mut wait = self.config.timeout + self.config.grace;
        if let Some(end) = self.config.deadline {
            wait = wait.min(end.saturating_duration_since(Instant::now()) + self.config.grace);
        }
        let deadline = Instant::now() + wait;
        let Some(generation) = self.process.as_ref().map(|p| p.generation) else {
            return Err(Error::Io {
                kind,
                source: std::io::Error::other("no solver process"),
            });
        };
        loop {
            if self.cancel.load(Ordering::SeqCst) {
                self.stop("cancelled");
                return Err(Error::Cancelled { kind });
            }
            let remaining = deadline.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(remaining) {
                Ok(Msg::Wake) => continue,
                Ok(Msg::Response { generation: g, .. } | Msg::Eof { generation: g })
                    if g != generation =>
                {
                    continue
                }
                Ok(Msg::Response { sexp, raw, .. }) => {
                    self.log_response(&raw);
                    return match sexp {
                        Ok(sexp) => Ok(sexp),
                        Err(message) => {
                            self.stop("malformed output");
                            Err(Error::NotSmtLib {
                                kind,
                                command: String::new(),
                                response: format!("{} ({message})", abbreviate(&raw, 200)),
                            })
                        }
                    };
                }
                Ok(Msg::Eof { .. }) => return Err(self.died()),
                Err(RecvTimeoutError::Timeout) => {
                    // Text that stayed an incomplete S-expression for the whole wait is
                    // not a slow answer but a broken one.
                    let partial = self
                        .process
                        .as_ref()
                        .map(|p| lock(&p.pending).trim().to_owned())
                        .unwrap_or_default();
                    self.stop(&format!("no answer within {wait:?}"));
                    if !partial.is_empty() {
                        return Err(Error::NotSmtLib {
                            kind,
                            command: String::new(),
                            response: abbreviate(&partial, 200),
                        });
                    }
                    return Err(Error::Timeout { kind, after: wait });
                }
                Err(RecvTimeoutError::Disconnected) => {
                    // Unreachable: the session holds a sender itself.
                    return Err(self.died());
                }
            }
        }
    }

    /// Reaps a process whose output ended and describes its end.
    fn died(&mut self) -> Error {
        let kind = self.kind();
        let Some(mut process) = self.process.take() else {
            return Error::Exited {
                kind,
                status: "not running".to_owned(),
                stderr: String::new(),
            };
        };
        // The output ends when the process exits; give it a moment to do so
        // before killing it.
        let mut status = None;
        for _ in 0..20 {
            if let Ok(Some(s)) = lock(&process.child).try_wait() {
                status = Some(s);
                break;
            }
            thread::sleep(Duration::from_millis(5));
        }
        let status = match status {
            Some(s) => s.to_string(),
            None => {
                let mut child = lock(&process.child);
                let _ = child.kill();
                match child.wait() {
                    Ok(s) => format!("{s}, after its output ended"),
                    Err(e) => e.to_string(),
                }
            }
        };
        if let Some(handle) = process.stderr_reader.take() {
            let _ = handle.join();
        }
        let stderr = process
            .stderr
            .lock()
            .map(|tail| String::from_utf8_lossy(&tail).into_owned())
            .unwrap_or_default();
        self.last_exit = Some(format!("exited ({status})"));
        Error::Exited {
            kind,
            status,
            stderr,
        }
    }

    /// Kills and reaps the process, if any.
    fn stop(&mut self, reason: &str) {
        if let Some(mut process) = self.process.take() {
            self.log(&format!("; solver killed: {reason}\n"));
            {
                let mut child = lock(&process.child);
                let _ = child.kill();
                let _ = child.wait();
            }
            if let Some(handle) = process.stderr_reader.take() {
                let _ = handle.join();
            }
            self.last_exit = Some(reason.to_owned());
        }
    }

    fn log(&mut self, text: &str) {
        if let Some(replay) = &mut self.replay {
            // The replay file is a diagnostic aid: failing to write it must
            // not fail the query.
            let _ = replay.write_all(text.as_bytes());
        }
    }

    fn log_response(&mut self, raw: &str) {
        if let Some(replay) = &mut self.replay {
            let mut text = String::with_capacity(raw.len() + 16);
            for line in raw.lines() {
                text.push_str("; response: ");
                text.push_str(line);
                text.push('\n');
            }
            let _ = replay.write_all(text.as_bytes());
            let _ = replay.flush();
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.stop("session dropped");
        if let Some(replay) = &mut self.replay {
            let _ = replay.flush();
        }
    }
}

/// Counts parentheses over the lines of a response, so that the parser runs
/// only on complete S-expressions.
#[derive(Default)]
struct Balance {
    depth: i64,
    in_string: bool,
    in_quoted: bool,
}

impl Balance {
    /// Scans a line; true if every S-expression begun so far is complete.
    fn feed(&mut self, line: &[u8]) -> bool {
        let mut in_comment = false;
        for &b in line {
            if in_comment {
                continue;
            }
            if self.in_string {
                self.in_string = b != b'"';
                continue;
            }
            if self.in_quoted {
                self.in_quoted = b != b'|';
                continue;
            }
            match b {
                b'"' => self.in_string = true,
                b'|' => self.in_quoted = true,
                b';' => in_comment = true,
                b'(' => self.depth += 1,
                b')' => self.depth -= 1,
                _ => {}
            }
        }
        self.depth <= 0 && !self.in_string && !self.in_quoted
    }
}

/// The body of the output reader thread: lines in, S-expressions out.
fn read_output(
    stdout: std::process::ChildStdout,
    generation: u64,
    tx: Sender<Msg>,
    pending: Arc<Mutex<String>>,
) {
    let mut reader = BufReader::new(stdout);
    let mut line = Vec::new();
    let mut buffer = String::new();
    let mut balance = Balance::default();
    loop {
        line.clear();
        match reader.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => {
                let _ = tx.send(Msg::Eof { generation });
                return;
            }
            Ok(_) => {}
        }
        let complete = balance.feed(&line);
        buffer.push_str(&String::from_utf8_lossy(&line));
        if !complete {
            let mut pending = lock(&pending);
            pending.clear();
            pending.push_str(&abbreviate(&buffer, 400));
            continue;
        }
        lock(&pending).clear();
        balance = Balance::default();
        loop {
            match parse_prefix(&buffer) {
                Step::Done(sexp, used) => {
                    let raw = buffer[..used].trim().to_owned();
                    buffer.drain(..used);
                    let message = Msg::Response {
                        generation,
                        sexp: Ok(sexp),
                        raw,
                    };
                    if tx.send(message).is_err() {
                        return;
                    }
                }
                Step::Empty => {
                    buffer.clear();
                    break;
                }
                Step::Incomplete => {
                    balance.feed(buffer.as_bytes());
                    let mut pending = lock(&pending);
                    pending.clear();
                    pending.push_str(&abbreviate(&buffer, 400));
                    break;
                }
                Step::Malformed(message) => {
                    let raw = std::mem::take(&mut buffer);
                    let message = Msg::Response {
                        generation,
                        sexp: Err(message),
                        raw,
                    };
                    if tx.send(message).is_err() {
                        return;
                    }
                    break;
                }
            }
        }
    }
}

/// The body of the error reader thread: keeps the tail of the solver's
/// standard error.
fn read_stderr(mut stderr: std::process::ChildStderr, tail: Arc<Mutex<Vec<u8>>>) {
    let mut chunk = [0u8; 1024];
    loop {
        match stderr.read(&mut chunk) {
            Ok(0) | Err(_) => return,
            Ok(n) => {
                if let Ok(mut tail) = tail.lock() {
                    tail.extend_from_slice(&chunk[..n]);
                    if tail.len() > STDERR_TAIL {
                        let excess = tail.len() - STDERR_TAIL;
                        tail.drain(..excess);
                    }
                }
            }
        }
    }
}
