//! The back ends: one solver, a portfolio, a cross-check, or none.
//!
//! An engine answers a satisfiability query (declarations and assertions,
//! already printed) with `sat` (and a model), `unsat` or unknown (with a
//! [`Reason`]). A solver engine owns one [`Session`]; it declares symbols once
//! and runs each query's assertions in a pushed frame that it pops when the
//! next query comes. The portfolio and the cross-check
//! run their solver engines on scoped threads, one per solver, and collect
//! the results on a channel; every solver read has its own deadline, so
//! neither can wait forever.
//!
//! A solver that shows itself broken is dropped for the rest of the run: its
//! output is not SMT-LIB ([`Error::NotSmtLib`]), or it does not acknowledge
//! its start-up commands within its whole wait (not cut short by the run's
//! deadline). Its later queries answer unknown at once, saying why
//! ([`SmtProver::dropped`](crate::SmtProver::dropped) lists them for the
//! report), and the other solver of a portfolio goes on alone. Counting such
//! answers as time-outs would hide a broken installation behind "the
//! prover could not decide".
//!
//! Models are read back by position: a `get-value` answer lists the values in the order
//! asked, whatever the solver prints for the terms (cvc5 abbreviates shared subterms with
//! `let`).

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use crate::answer::{FunctionModel, Model, Reason};
use crate::config::Config;
use crate::error::Error;
use crate::smt::{
    Canceller, CheckSat, Command, Declaration, Prepared, Session, SessionConfig, Sexp, SolverKind,
    SolverSpec, Symbol, Value,
};

/// A query for an engine: the declarations and assertions, printed.
pub(crate) struct Query {
    /// The declarations, each with the symbol it declares, in order.
    pub(crate) declarations: Vec<(Symbol, Prepared)>,
    /// The assertions.
    pub(crate) assertions: Vec<Prepared>,
    /// The terms whose values make the model (the constants, mostly).
    pub(crate) model_terms: Vec<Sexp>,
    /// The functions whose interpretations make the model.
    pub(crate) model_functions: Vec<Symbol>,
    /// Arrays whose elements are read in a second round, once the values of their
    /// extents are known: the array term and the extent term of each level, outermost
    /// first.
    pub(crate) array_levels: Vec<(Sexp, Vec<Sexp>)>,
    /// Whether the query has terms of a FloatingPoint sort (z3 then bit-blasts them:
    /// its incremental core is several times slower on them).
    pub(crate) floating: bool,
}

/// The tactic z3 decides a query with floating-point terms with: IEEE 754 to bit-vectors,
/// bit-blasted, then its SAT solver when only bit-vectors are left (a pure
/// floating-point query) and its SMT core otherwise (integers, arrays). Within a pushed frame, z3's own
/// `check-sat` takes seconds where this takes a fraction of one (and the SAT solver is
/// ten times faster than the SMT core on a division).
fn z3_float_tactic() -> Sexp {
    let list = |items: &[&str]| Sexp::List(items.iter().map(|s| Sexp::known(s)).collect());
    Sexp::List(vec![
        Sexp::known("then"),
        Sexp::known("simplify"),
        Sexp::known("fpa2bv"),
        Sexp::known("simplify"),
        Sexp::List(vec![
            Sexp::known("cond"),
            Sexp::known("is-qfbv"),
            list(&["then", "bit-blast", "sat"]),
            list(&["then", "bit-blast", "smt"]),
        ]),
    ])
}

/// The most elements of one array read back from a model.
pub(crate) const MAX_READ_BACK: u64 = 4096;

/// The element reads of `array` at every index below the extents of each level, given
/// the values of the extent terms in `values`; `None` when an extent is unknown or the
/// array is too large.
pub(crate) fn element_reads(
    array: &Sexp,
    levels: &[Sexp],
    value: impl Fn(&Sexp) -> Option<u64>,
) -> Option<Vec<Sexp>> {
    let mut current = vec![array.clone()];
    let mut total = 1u64;
    let mut all = Vec::new();
    for extent in levels {
        let n = value(extent)?;
        total = total.checked_mul(n).filter(|t| *t <= MAX_READ_BACK)?;
        let next: Vec<Sexp> = current
            .iter()
            .flat_map(|t| (0..n).map(move |k| crate::smt::term::select(t.clone(), Sexp::int(k))))
            .collect();
        all.extend(next.iter().cloned());
        current = next;
    }
    Some(all)
}

impl Query {
    /// The canonical text of the query: its commands, one per line.
    pub(crate) fn text(&self) -> String {
        let commands = self
            .declarations
            .iter()
            .map(|(_, p)| p)
            .chain(&self.assertions);
        let mut text = String::new();
        for prepared in commands {
            text.push_str(&prepared.text);
            text.push('\n');
        }
        text
    }
}

/// How many symbols a solver keeps declared before it is restarted afresh
/// (a solver slows down as its symbol table grows).
const MAX_DECLARED: usize = 5000;

/// The satisfiability of a query.
#[derive(Clone, Debug)]
pub(crate) enum SatOutcome {
    Sat(Option<Model>),
    Unsat,
    Unknown(Reason),
}

impl SatOutcome {
    fn is_definite(&self) -> bool {
        !matches!(self, SatOutcome::Unknown(_))
    }

    fn describe(&self) -> String {
        match self {
            SatOutcome::Sat(_) => "sat".to_owned(),
            SatOutcome::Unsat => "unsat".to_owned(),
            SatOutcome::Unknown(reason) => reason.to_string(),
        }
    }

    fn reason(self) -> Option<Reason> {
        match self {
            SatOutcome::Unknown(reason) => Some(reason),
            _ => None,
        }
    }
}

/// What one solver did with one query.
pub(crate) struct Run {
    pub(crate) solver: SolverKind,
    pub(crate) outcome: SatOutcome,
    pub(crate) time: Duration,
    pub(crate) restarts: u64,
}

/// What an engine concluded, and what each of its solvers did.
pub(crate) struct Decision {
    pub(crate) outcome: SatOutcome,
    pub(crate) decided_by: Option<SolverKind>,
    pub(crate) runs: Vec<Run>,
    pub(crate) disagreement: bool,
}

/// Numbers the replay files of this process.
static REPLAY_COUNTER: AtomicU64 = AtomicU64::new(0);

/// One solver, its session started on first use.
///
/// Declarations are made once, at the base of the assertion stack, and
/// reused by later queries that declare the same symbols the same way:
/// declaring them anew in each query's frame makes cvc5 slower with every
/// query. A symbol declared differently, or too many symbols, restart the
/// solver afresh.
pub(crate) struct SolverEngine {
    kind: SolverKind,
    config: SessionConfig,
    session: Option<Session>,
    /// The declarations on the base frame of the session, by symbol.
    declared: HashMap<Symbol, String>,
    /// Why the solver cannot be used at all (not found on `PATH`).
    missing: Option<String>,
    /// The solver's own time limit per query, as configured.
    timeout: Duration,
    /// The instant after which no query runs (the run's time limit).
    deadline: Option<Instant>,
    /// Why the solver was dropped for the rest of the run, if it was.
    dropped: Option<String>,
}

impl SolverEngine {
    /// The engine of `kind` as `config` says: at the configured path, or on
    /// `PATH` (if it is not there, every query answers unknown, saying so).
    pub(crate) fn new(kind: SolverKind, config: &Config) -> SolverEngine {
        let (program, missing) = match config.solver_path(kind) {
            Some(path) => (path.clone(), None),
            None => match kind.discover() {
                Some(path) => (path, None),
                None => (
                    PathBuf::from(kind.default_program()),
                    Some(format!("`{}` not found on PATH", kind.default_program())),
                ),
            },
        };
        let mut session_config = SessionConfig::new(SolverSpec::at(kind, program))
            .with_timeout(config.timeout)
            .with_grace(config.grace)
            .with_models(config.models)
            .with_deadline(config.deadline);
        if let Some(dir) = &config.replay_dir {
            let n = REPLAY_COUNTER.fetch_add(1, Ordering::Relaxed);
            let name = format!("{kind}-{}-{n}.smt2", std::process::id());
            session_config = session_config.with_replay(dir.join(name));
        }
        SolverEngine {
            kind,
            config: session_config,
            session: None,
            declared: HashMap::new(),
            missing,
            timeout: config.timeout,
            deadline: config.deadline,
            dropped: None,
        }
    }

    /// Why the solver was dropped for the rest of the run, if it was.
    pub(crate) fn dropped(&self) -> Option<&str> {
        self.dropped.as_deref()
    }

    /// Drops the solver for the rest of the run if `error` shows it broken; the
    /// reason for *maybe* that the error gives.
    fn fail(&mut self, error: Error, starting: bool) -> Reason {
        let deadline_passed = self.deadline.is_some_and(|d| Instant::now() >= d);
        let broken = match &error {
            Error::NotSmtLib { .. } => Some(error.to_string()),
            Error::Timeout { after, .. } if starting && !deadline_passed => Some(format!(
                "{} did not acknowledge its start-up commands within {after:?}",
                self.kind
            )),
            _ => None,
        };
        if let Some(why) = broken {
            self.session = None;
            self.declared.clear();
            self.dropped = Some(format!("{why}: dropped"));
        } else if starting && deadline_passed {
            return Reason::Deadline;
        }
        reason(self.kind, error)
    }

    /// The time limit of the next query: the configured timeout, or the time left
    /// before the deadline when that is shorter; `None` when the deadline has passed.
    fn time_limit(&self) -> Option<Duration> {
        match self.deadline {
            None => Some(self.timeout),
            Some(deadline) => {
                let left = deadline.saturating_duration_since(Instant::now());
                (left >= Duration::from_millis(1)).then(|| left.min(self.timeout))
            }
        }
    }

    pub(crate) fn kind(&self) -> SolverKind {
        self.kind
    }

    pub(crate) fn pid(&self) -> Option<u32> {
        self.session.as_ref().and_then(Session::pid)
    }

    /// The session, started if need be.
    fn session(&mut self) -> Result<&mut Session, Reason> {
        if let Some(message) = self.missing.as_ref().or(self.dropped.as_ref()) {
            return Err(Reason::Failed {
                solver: self.kind,
                message: message.clone(),
            });
        }
        if self.session.is_none() {
            match Session::new(self.config.clone()) {
                Ok(session) => self.session = Some(session),
                Err(e) => return Err(self.fail(e, true)),
            }
        }
        self.session.as_mut().ok_or(Reason::Failed {
            solver: self.kind,
            message: "no session".to_owned(),
        })
    }

    /// Readies the engine for a query run on another thread: starts the
    /// session, forgets old cancellations, and returns the handle that
    /// cancels the query.
    fn prepare(&mut self) -> Option<Canceller> {
        let session = self.session().ok()?;
        session.clear_cancel();
        Some(session.canceller())
    }

    /// Runs one query.
    pub(crate) fn check(&mut self, query: &Query) -> Run {
        let start = Instant::now();
        let restarts_before = self.session.as_ref().map_or(0, Session::restarts);
        let outcome = match self.time_limit() {
            None => SatOutcome::Unknown(Reason::Deadline),
            Some(limit) => match self.session() {
                Err(reason) => SatOutcome::Unknown(reason),
                Ok(_) => {
                    let outcome = self.run_query(query, limit);
                    // A query cut short by the deadline says so (and is not cached).
                    let cut = limit < self.timeout
                        && start.elapsed() + Duration::from_millis(20) >= limit;
                    match outcome {
                        SatOutcome::Unknown(_) if cut => SatOutcome::Unknown(Reason::Deadline),
                        other => other,
                    }
                }
            },
        };
        let restarts_after = self.session.as_ref().map_or(0, Session::restarts);
        Run {
            solver: self.kind,
            outcome,
            time: start.elapsed(),
            restarts: restarts_after.saturating_sub(restarts_before),
        }
    }

    /// Runs a query within `limit`: new declarations on the base frame,
    /// assertions in a frame of their own.
    ///
    /// The frame is popped at the start of the next query, in the same write
    /// as that query, which saves a round trip per query; so is a change of the
    /// solver's time limit. On an error the session is reset (the process is
    /// usually dead by then anyway).
    fn run_query(&mut self, query: &Query, limit: Duration) -> SatOutcome {
        let Some(session) = self.session.as_mut() else {
            return SatOutcome::Unknown(Reason::Failed {
                solver: self.kind,
                message: "no session".to_owned(),
            });
        };
        let kind = session.kind();
        let models = session.config().models;
        let mut fresh: Vec<&(Symbol, Prepared)> = Vec::new();
        let mut conflict = false;
        for declaration in &query.declarations {
            match self.declared.get(&declaration.0) {
                Some(text) if *text == declaration.1.text => {}
                Some(_) => conflict = true,
                None => fresh.push(declaration),
            }
        }
        if conflict || self.declared.len() + fresh.len() > MAX_DECLARED {
            session.reset();
            self.declared.clear();
            fresh = query.declarations.iter().collect();
        }
        let mut batch = Vec::with_capacity(fresh.len() + query.assertions.len() + 3);
        if let Ok(pending @ 1..) = u32::try_from(session.level()) {
            batch.push(Command::Pop(pending).prepare());
        }
        batch.extend(session.retime(limit));
        batch.extend(fresh.iter().map(|(_, p)| p.clone()));
        batch.push(Command::Push(1).prepare());
        batch.extend(query.assertions.iter().cloned());
        let check = if query.floating && kind == SolverKind::Z3 {
            Command::CheckSatUsing(z3_float_tactic())
        } else {
            Command::CheckSat
        };
        let outcome = match session.check_prepared_with(batch, &check) {
            Ok(CheckSat::Unsat) => SatOutcome::Unsat,
            Ok(CheckSat::Sat) => {
                let model = if models { model(session, query) } else { None };
                SatOutcome::Sat(model)
            }
            Ok(CheckSat::Unknown(why)) => SatOutcome::Unknown(Reason::Unknown {
                solver: kind,
                reason: why,
            }),
            Err(e) => {
                session.reset();
                self.declared.clear();
                return SatOutcome::Unknown(self.fail(e, false));
            }
        };
        for (symbol, prepared) in fresh {
            self.declared.insert(symbol.clone(), prepared.text.clone());
        }
        outcome
    }
}

/// The values of the model terms and the interpretations of the model
/// functions, if the solver gives them.
fn model(session: &mut Session, query: &Query) -> Option<Model> {
    let pairs = session.get_value(&query.model_terms).ok()?;
    let mut values = keyed(&query.model_terms, pairs)?;
    // Second round: the elements of arrays whose extents are now known.
    let mut reads = Vec::new();
    for (array, levels) in &query.array_levels {
        let extent = |t: &Sexp| {
            values
                .iter()
                .find(|(u, _)| u == t)
                .and_then(|(_, v)| v.as_int())
                .and_then(|n| u64::try_from(n).ok())
        };
        if let Some(r) = element_reads(array, levels, extent) {
            reads.extend(r.into_iter().filter(|r| !query.model_terms.contains(r)));
        }
    }
    if !reads.is_empty() {
        if let Some(more) = session
            .get_value(&reads)
            .ok()
            .and_then(|more| keyed(&reads, more))
        {
            values.extend(more);
        }
    }
    let mut functions = Vec::new();
    if !query.model_functions.is_empty() {
        for definition in session.get_model().ok()? {
            if let Declaration::Define {
                name, params, body, ..
            } = definition
            {
                if query.model_functions.contains(&name) {
                    functions.push(FunctionModel { name, params, body });
                }
            }
        }
    }
    Some(Model::new(values, functions))
}

/// The values of a `get-value` answer, keyed by the terms asked for. The answer lists
/// them in the order asked (SMT-LIB 2.6, 4.2.6), but a solver may print each term its
/// own way (cvc5 abbreviates shared subterms with `let`), so the answer's terms are not
/// used as keys.
fn keyed(asked: &[Sexp], pairs: Vec<(Sexp, Sexp)>) -> Option<Vec<(Sexp, Value)>> {
    (pairs.len() == asked.len()).then(|| {
        asked
            .iter()
            .cloned()
            .zip(pairs.into_iter().map(|(_, value)| Value::from_sexp(&value)))
            .collect()
    })
}

/// The reason for *maybe* that an error gives.
fn reason(solver: SolverKind, error: Error) -> Reason {
    match error {
        Error::Timeout { after, .. } => Reason::Timeout { solver, after },
        Error::Cancelled { .. } => Reason::Cancelled { solver },
        other => Reason::Failed {
            solver,
            message: other.to_string(),
        },
    }
}

/// A back end.
pub(crate) enum Engine {
    /// No solver; the reason says why.
    None(String),
    /// One solver.
    Single(Box<SolverEngine>),
    /// Several solvers; the first definite answer wins.
    Portfolio {
        engines: Vec<SolverEngine>,
        wait: Duration,
    },
    /// Several solvers; all must agree.
    CrossCheck(Vec<SolverEngine>),
}

impl Engine {
    /// Sets the instant by which every query of every solver ends (`None`: no such
    /// instant), as `Config::deadline` does from the start.
    pub(crate) fn set_deadline(&mut self, deadline: Option<Instant>) {
        match self {
            Engine::None(_) => {}
            Engine::Single(engine) => engine.deadline = deadline,
            Engine::Portfolio { engines, .. } | Engine::CrossCheck(engines) => {
                for e in engines {
                    e.deadline = deadline;
                }
            }
        }
    }

    /// The solver engines, in order.
    pub(crate) fn solvers(&self) -> Vec<&SolverEngine> {
        match self {
            Engine::None(_) => Vec::new(),
            Engine::Single(engine) => vec![engine],
            Engine::Portfolio { engines, .. } | Engine::CrossCheck(engines) => {
                engines.iter().collect()
            }
        }
    }

    /// Decides a query.
    pub(crate) fn decide(&mut self, query: &Query) -> Decision {
        match self {
            Engine::None(why) => Decision {
                outcome: SatOutcome::Unknown(Reason::NoSolver(why.clone())),
                decided_by: None,
                runs: Vec::new(),
                disagreement: false,
            },
            Engine::Single(engine) => {
                let run = engine.check(query);
                Decision {
                    outcome: run.outcome.clone(),
                    decided_by: run.outcome.is_definite().then_some(run.solver),
                    runs: vec![run],
                    disagreement: false,
                }
            }
            Engine::Portfolio { engines, wait } => portfolio(engines, *wait, query),
            Engine::CrossCheck(engines) => cross_check(engines, query),
        }
    }
}

/// The stack size of the threads that run solvers in parallel.
const SOLVER_THREAD_STACK: usize = 64 << 20;

/// Runs every engine on its own thread and returns their runs in the
/// engines' order. `on_run` sees each run as it arrives and may ask for the
/// engines still running to be cancelled at some instant.
fn run_parallel(
    engines: &mut [SolverEngine],
    query: &Query,
    mut on_run: impl FnMut(&Run) -> Option<Instant>,
) -> Vec<Run> {
    let cancellers: Vec<Option<Canceller>> = engines.iter_mut().map(|e| e.prepare()).collect();
    let n = engines.len();
    let (tx, rx) = mpsc::channel();
    thread::scope(|scope| {
        for (i, engine) in engines.iter_mut().enumerate() {
            let tx = tx.clone();
            let work = move || {
                let run = engine.check(query);
                // The receiver outlives the scope's threads.
                let _ = tx.send((i, run));
            };
            // Models read back from a solver may be deep terms: a large stack.
            let spawned = thread::Builder::new()
                .stack_size(SOLVER_THREAD_STACK)
                .spawn_scoped(scope, work);
            if spawned.is_err() {
                // The engine's run is missing from the answers: the query is *maybe*.
                continue;
            }
        }
        drop(tx);
        let mut runs: Vec<Option<Run>> = (0..n).map(|_| None).collect();
        let mut cancel_at: Option<Instant> = None;
        let mut received = 0;
        while received < n {
            let message = match cancel_at {
                None => rx.recv().ok(),
                Some(at) => match rx.recv_timeout(at.saturating_duration_since(Instant::now())) {
                    Ok(message) => Some(message),
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        for (i, canceller) in cancellers.iter().enumerate() {
                            if runs[i].is_none() {
                                if let Some(canceller) = canceller {
                                    canceller.cancel();
                                }
                            }
                        }
                        cancel_at = None;
                        continue;
                    }
                    Err(mpsc::RecvTimeoutError::Disconnected) => None,
                },
            };
            // A thread that panicked sent nothing; the scope re-raises its panic.
            let Some((i, run)) = message else { break };
            received += 1;
            if let Some(at) = on_run(&run) {
                cancel_at = Some(cancel_at.map_or(at, |old| old.min(at)));
            }
            runs[i] = Some(run);
        }
        runs.into_iter().flatten().collect()
    })
}

/// The portfolio: the first definite answer wins; the others are given
/// `wait` to finish, then cancelled.
fn portfolio(engines: &mut [SolverEngine], wait: Duration, query: &Query) -> Decision {
    if let [engine] = engines {
        let run = engine.check(query);
        return Decision {
            outcome: run.outcome.clone(),
            decided_by: run.outcome.is_definite().then_some(run.solver),
            runs: vec![run],
            disagreement: false,
        };
    }
    let mut winner: Option<SolverKind> = None;
    let runs = run_parallel(engines, query, |run| {
        if winner.is_none() && run.outcome.is_definite() {
            winner = Some(run.solver);
            return Some(Instant::now() + wait);
        }
        None
    });
    let definite: Vec<&Run> = runs.iter().filter(|r| r.outcome.is_definite()).collect();
    let sat = definite
        .iter()
        .any(|r| matches!(r.outcome, SatOutcome::Sat(_)));
    let unsat = definite
        .iter()
        .any(|r| matches!(r.outcome, SatOutcome::Unsat));
    if sat && unsat {
        return disagreement(runs);
    }
    match winner.and_then(|w| runs.iter().find(|r| r.solver == w)) {
        Some(run) => Decision {
            outcome: run.outcome.clone(),
            decided_by: Some(run.solver),
            runs,
            disagreement: false,
        },
        None => {
            let reasons: Vec<Reason> = runs
                .iter()
                .filter_map(|r| r.outcome.clone().reason())
                .collect();
            Decision {
                outcome: SatOutcome::Unknown(joint_reason(reasons, Reason::All)),
                decided_by: None,
                runs,
                disagreement: false,
            }
        }
    }
}

/// The reason when no solver answered: the deadline when that is why every one
/// of them did not, `combine(reasons)` otherwise.
fn joint_reason(reasons: Vec<Reason>, combine: impl FnOnce(Vec<Reason>) -> Reason) -> Reason {
    if !reasons.is_empty() && reasons.iter().all(|r| *r == Reason::Deadline) {
        Reason::Deadline
    } else {
        combine(reasons)
    }
}

/// The decision when the solvers contradict each other.
fn disagreement(runs: Vec<Run>) -> Decision {
    let answers = runs
        .iter()
        .map(|r| (r.solver, r.outcome.describe()))
        .collect();
    Decision {
        outcome: SatOutcome::Unknown(Reason::Disagreement { answers }),
        decided_by: None,
        runs,
        disagreement: true,
    }
}

/// The cross-check: every solver must give the same definite answer.
fn cross_check(engines: &mut [SolverEngine], query: &Query) -> Decision {
    let runs = run_parallel(engines, query, |_| None);
    let sat = runs
        .iter()
        .filter(|r| matches!(r.outcome, SatOutcome::Sat(_)))
        .count();
    let unsat = runs
        .iter()
        .filter(|r| matches!(r.outcome, SatOutcome::Unsat))
        .count();
    if sat > 0 && unsat > 0 {
        return disagreement(runs);
    }
    if runs.is_empty() || sat + unsat < runs.len() || runs.len() < engines.len() {
        let definite: Vec<(SolverKind, String)> = runs
            .iter()
            .filter(|r| r.outcome.is_definite())
            .map(|r| (r.solver, r.outcome.describe()))
            .collect();
        let others: Vec<Reason> = runs
            .iter()
            .filter_map(|r| r.outcome.clone().reason())
            .collect();
        let outcome = if definite.is_empty() {
            joint_reason(others, |others| Reason::NotConfirmed { definite, others })
        } else {
            Reason::NotConfirmed { definite, others }
        };
        return Decision {
            outcome: SatOutcome::Unknown(outcome),
            decided_by: None,
            runs,
            disagreement: false,
        };
    }
    // All agree; the first solver's answer (and model) stands.
    let outcome = runs[0].outcome.clone();
    let decided_by = Some(runs[0].solver);
    Decision {
        outcome,
        decided_by,
        runs,
        disagreement: false,
    }
}
