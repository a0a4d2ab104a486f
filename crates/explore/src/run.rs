//! A verification run, on top of every layer: sets up the initial state, wires the
//! techniques into the search, runs it (again without summaries when only possible
//! violations came after one), and completes the report (what was not checked, vacuity,
//! statistics).
//!
//! What the verdict means:
//! - The search stops at the first provable violation; possible ones are recorded and
//!   the search goes on. With only possible violations the verdict is *unknown*; when
//!   they follow a loop summary (technique `invariant`, `joint`, `parallel`), the search
//!   runs again without summaries to look for a provable one, and that bounded search's
//!   violation or complete *holds* decides. If none is found, the search explored
//!   everything, and every summary was made from invariants the program gives, the
//!   verdict is the violation, marked possible: the property does not follow from the
//!   user's invariants (`too_weak_invariants`; acceptance
//!   `loops/count_up_weak_invariant.c`).
//! - A run where no path reaches the end is reported as vacuous, with why each path
//!   ended (`Machine::note_end`: an assumption, `abort`, `MPI_Abort`, a dereference with
//!   `--no-check pointers`); a vacuous run with no such cause is *unknown*
//!   (`unexplained_vacuity`).
//! - Nothing parses into silence: the lowering records every annotation in
//!   `Program::annotations` as checked, unsupported, or foreign (`AnnotationStatus`); an
//!   unsupported one turns *holds* into *unknown* (stop reason `NotChecked`), and the
//!   report lists it under `not_checked` with the properties switched off by
//!   `--no-check`. Pragmas of other tools that may change what a program computes
//!   (`#pragma omp`, `acc`, ...; not `once`, `GCC`, `pack`, `STDC`, ...) are foreign:
//!   *unknown* unless the user gives `--ignore-pragma=NS`, which the report states. An
//!   axiom is `AnnotationStatus::Assumed`, stated in a note.
//! - Mathematical integers and C: without `--c-integers`, the first place that may wrap
//!   (`Machine::note_wrap`, module `eval`; an input or havoc of an unsigned or narrow
//!   type, `Machine::note_narrow`; a counterexample that puts an `int`-or-wider input
//!   outside its type's range) is `Report::wraps`, and the run verifies again with C
//!   integer semantics, whose run decides.
//! - Induction (module `technique::induction`) runs when the first run ends *unknown* at
//!   a loop cut on an unbounded value with no possible violation left, on one program and
//!   one process; its parameter's statement must run at most once (`runs_once`: in
//!   `main`, on no cycle of its graph, `main` never called again, no call through a
//!   pointer). Iterative deepening (module `deepen`) comes last.
//! - The searches a run starts after the first (induction's base case and step, the
//!   search without summaries) end the run for a limit that passed (`run_stopped`;
//!   induction's own 60 s budget is not one); deepening uses what is left of
//!   `--time-limit`, but ends the run for the memory limit.
//! - Without a time limit, the run gives up at `Config::give_up` (10 s on the command
//!   line) once it can no longer end *holds*, or may not finish (a long concrete loop,
//!   or a symbolic one bounded within the search's reach, that a technique declined and
//!   the search runs iteration by iteration: `Techniques::slow_loop`): the search stops then (`GaveUp`, or the
//!   reason of the path it cut), the prover's queries end then, and the search without
//!   summaries (at least `RERUN_AT_LEAST`, which may confirm a possible violation) and
//!   deepening get what is left. A bounded search that can still end *holds* is not
//!   limited, nor is induction, which may prove what the first search could not (its
//!   own `INDUCTION_TIME` per run). The report's stop reason is
//!   then the limit (exit status 3), its peak memory the whole run's.

use crate::config::Parameter;
use crate::once::{time_left, verify_once};
use crate::oracle::Oracle;
use crate::report::{Outcome, Report, Stats, StopReason};
use crate::search::memory;
use crate::{Config, Error as SetupError, Interrupt};
use std::collections::HashSet;
use std::time::Instant;
use tass_model::Program;

/// Verifies the programs (one, or two for a comparison) and returns the report, or an
/// error when the configuration does not fit the program (unknown input name, input
/// value violating its condition).
/// `progress`, when given, is called now and then with the statistics so far.
pub fn verify(
    progs: &[&Program],
    cfg: &Config,
    oracle: &mut dyn Oracle,
    interrupt: Option<Interrupt>,
    progress: Option<&mut dyn FnMut(&Stats)>,
) -> Result<Report, SetupError> {
    let start = Instant::now();
    // With no output declared, `compare` compares the exit statuses (module `observe`).
    let observed = crate::observe::prepare(progs, cfg)?;
    let observed_refs: Vec<&Program>;
    let progs = match &observed {
        Some(owned) => {
            observed_refs = owned.iter().collect();
            &observed_refs[..]
        }
        None => progs,
    };
    let (mut with_defaults, defaults) = input_defaults(progs, cfg);
    if with_defaults.time_limit.is_none() {
        with_defaults.give_up_at = with_defaults.give_up.map(|d| start + d);
    }
    let cfg = &with_defaults;
    let r = verify_with_techniques(progs, cfg, oracle, interrupt.clone(), progress, start)?;
    // Still *unknown* at a loop with no bound: look deeper for a violation.
    let mut r = crate::deepen::deepen(progs, cfg, oracle, &interrupt, start, r)?;
    // Mathematical integers (TASS's default) model C only while no result that C wraps
    // (unsigned arithmetic, narrowing conversions) leaves its type's range. Where one
    // may, neither a *holds* nor a violation of that run says anything about the C
    // program: it is verified again with C integer semantics, and that run decides.
    if let (false, Some(at)) = (cfg.c_integers, r.wraps) {
        let mut c = cfg.clone();
        c.c_integers = true;
        let again = verify_with_techniques(progs, &c, oracle, interrupt.clone(), None, start)?;
        r = crate::deepen::deepen(progs, &c, oracle, &interrupt, start, again)?;
        r.wraps = Some(at);
    }
    too_weak_invariants(&mut r);
    unexplained_vacuity(&mut r);
    // IEEE 754 asked for symbolic values: the operations module `fpsym` encodes are
    // decided in IEEE 754; one it does not (a library function such as `sin`) was read
    // as real numbers, and a *holds* that would rest on that reading (no rounding, no
    // NaN or infinity) is *unknown*. Violations were confirmed with C's rounding
    // (module `confirm`).
    if let (true, Some(at), Outcome::Holds) = (cfg.ieee_symbolic, r.real_float, &r.outcome) {
        r.outcome = Outcome::Unknown;
        r.stop = StopReason::Unsupported {
            span: at,
            what: "IEEE 754 reasoning about this operation on symbolic floating-point values (tass reads it as real numbers: no rounding, NaN or infinity; --float=real accepts that reading)".into(),
        };
    }
    for prog in progs {
        for a in &prog.annotations {
            if a.status == tass_model::AnnotationStatus::Assumed {
                r.notes.push(format!("{} is assumed, not checked", a.what));
            }
        }
    }
    for (name, value) in defaults {
        r.notes.push(format!(
            "the input `{name}` is {value}, the value of its initialiser (-input{name}= gives another)"
        ));
    }
    // The peak of the whole run (the report may be that of its first search).
    r.stats.peak_memory = r.stats.peak_memory.max(memory("VmHWM:"));
    Ok(r)
}

/// A *holds* where no execution reached the end of the program says why each path
/// ended (`Report::ended`: an assumption, `abort`, a loop's inductive step). With no
/// such cause, the paths ended inside tass (something it could not go on from without
/// reporting it): that is no execution that ended, and the verdict is *unknown*.
fn unexplained_vacuity(r: &mut Report) {
    if !matches!(r.outcome, Outcome::Holds) || !r.vacuous || !r.ended.is_empty() {
        return;
    }
    r.outcome = Outcome::Unknown;
    r.stop = StopReason::NotChecked {
        span: None,
        what: "what holds at the end of the program".into(),
        why: "no execution reaches it, and no path ended for a reason of the program (an assumption, `abort`): every path ended inside tass without a report".into(),
    };
}

/// The configuration with the inputs that have an initialiser (`$input int N = 5;`)
/// and no value on the command line fixed to it, as if given with `-inputN=5` (the
/// report's bounds then say so); and those inputs with their values.
fn input_defaults(progs: &[&Program], cfg: &Config) -> (Config, Vec<(String, String)>) {
    let mut cfg = cfg.clone();
    let mut added = Vec::new();
    for p in progs {
        for sv in &p.shared {
            let (Some(value), tass_syntax::ast::IoKind::Input) = (&sv.default, sv.io) else {
                continue;
            };
            let name = sv.var.name.to_string();
            if cfg.inputs.iter().any(|(n, _)| *n == name) {
                continue;
            }
            cfg.inputs.push((name.clone(), value.clone()));
            added.push((name, value.clone()));
        }
    }
    (cfg, added)
}

/// A search that explored everything and whose only violations are possible ones after
/// loops summarised by the invariants the program gives (seed 000): the property does
/// not follow from those invariants, too weak or the property fails. Exit 1 means a
/// real violation (one a concrete execution reaches, or an annotation shown false as
/// written), so this is no violation: by now the search without summaries (`decide`)
/// and the deeper search (`deepen`) have looked for a concrete violation within the
/// bounds and found none, and the verdict stays *unknown* with the possible violations
/// and the advice to strengthen the invariants.
fn too_weak_invariants(r: &mut Report) {
    use crate::Technique as T;
    let user = |t: Option<T>| matches!(t, Some(T::Invariant) | Some(T::Joint));
    if !matches!(r.outcome, Outcome::Unknown)
        || r.possible.is_empty()
        || !r.possible.iter().any(|v| v.after_summary)
        || !r.loops.iter().any(|l| user(l.decided_by))
    {
        return;
    }
    r.notes.push(
        "the property does not follow from the loop invariants the program gives, and the search found no execution that violates it within the bounds: the invariants are too weak to prove it (strengthen them), or it fails beyond the bounds (bound the input, or raise the bounds, to search for a concrete violation)".into(),
    );
}

/// The first search, then the techniques that run whole searches of their own
/// (induction, the search without summaries).
fn verify_with_techniques(
    progs: &[&Program],
    cfg: &Config,
    oracle: &mut dyn Oracle,
    interrupt: Option<Interrupt>,
    progress: Option<&mut dyn FnMut(&Stats)>,
    start: Instant,
) -> Result<Report, SetupError> {
    // Where the first search saw a result C would wrap leave its range stays in the
    // report, whichever run decides.
    let mut wraps = None;
    let mut r = decide(progs, cfg, oracle, interrupt, progress, start, &mut wraps)?;
    r.wraps = r.wraps.or(wraps);
    Ok(r)
}

fn decide(
    progs: &[&Program],
    cfg: &Config,
    oracle: &mut dyn Oracle,
    interrupt: Option<Interrupt>,
    progress: Option<&mut dyn FnMut(&Stats)>,
    start: Instant,
    wraps: &mut Option<tass_syntax::Span>,
) -> Result<Report, SetupError> {
    crate::mpi::check_processes(progs, cfg).map_err(SetupError::new)?;
    let (mut first, params) = verify_once(progs, cfg, oracle, interrupt.clone(), progress)?;
    *wraps = first.wraps;
    // A run of mathematical integers that parted from C is done again with C integers
    // (`verify`): the techniques would decide what that run discards.
    if !cfg.c_integers && first.wraps.is_some() {
        return Ok(first);
    }
    let not_checked = not_checked(progs, cfg);
    complete_report(&mut first, &not_checked);
    let first = first;
    let first = match induction(progs, cfg, oracle, &interrupt, start, &first, &params)? {
        Attempt::Decided(mut r) => {
            r.stats.time = start.elapsed();
            complete_report(&mut r, &not_checked);
            return Ok(*r);
        }
        Attempt::Failed(why) => {
            let mut first = first;
            why.explain(&mut first);
            first.stats.time = start.elapsed();
            first
        }
        // A limit of the run passed during induction: the run ends for it.
        Attempt::Stopped(stop, why) => {
            let mut first = first;
            why.explain(&mut first);
            first.stop = stop;
            first.stats.time = start.elapsed();
            return Ok(first);
        }
        Attempt::NotTried => first,
    };
    // Possible violations after a loop summary may be artefacts of the summary (it
    // includes states no execution reaches). The loops are then explored iteration by
    // iteration, with their invariants checked at each visit, to look for a provable
    // violation; the first verdict stands when none is found.
    // So may possible violations after a loop replaced by quantified updates: exact,
    // but the counterexamples of the prover over them cannot always be checked by
    // evaluation; the search without summaries may find one that can.
    let abstracted = first.possible.iter().any(|v| v.after_summary)
        || (!first.possible.is_empty()
            && first
                .loops
                .iter()
                .any(|l| l.decided_by == Some(crate::Technique::Parallel)));
    if !cfg.summaries || !matches!(first.outcome, Outcome::Unknown) || !abstracted {
        return Ok(first);
    }
    let mut cfg2 = cfg.clone();
    cfg2.summaries = false;
    match time_left(cfg, start) {
        // At least a few seconds even past the time to give up: a possible violation
        // is left, which this search may confirm.
        Ok(rest) => {
            cfg2.time_limit = until_give_up(cfg, rest).map(|l| match rest {
                Some(r) => l.max(RERUN_AT_LEAST.min(r)),
                None => l.max(RERUN_AT_LEAST),
            });
            cfg2.give_up_at = cfg2
                .give_up_at
                .map(|at| at.max(Instant::now() + RERUN_AT_LEAST));
        }
        Err(limit) => {
            let mut first = first;
            first.stop = StopReason::TimeLimit(limit);
            return Ok(first);
        }
    }
    let (second, _) = verify_once(progs, &cfg2, oracle, interrupt.clone(), None)?;
    // A violation the search confirms, or a search without summaries that ends with
    // every state explored, decides; anything else leaves the first verdict.
    if matches!(second.outcome, Outcome::Violation(_))
        || (matches!(second.outcome, Outcome::Holds) && !second.vacuous)
    {
        let mut r = second;
        r.stats.time = start.elapsed();
        complete_report(&mut r, &not_checked);
        return Ok(r);
    }
    let mut first = first;
    if matches!(second.outcome, Outcome::Unknown) {
        if let Some(stop) = run_stopped(cfg, start, &interrupt, &second) {
            first.stop = stop;
        }
    }
    Ok(first)
}

/// Whether the run must stop after a search of its own that ended with `r`: the search
/// stopped for the memory limit or an interrupt, or the run's time limit has passed
/// (not only the search's own, shorter, budget).
fn run_stopped(
    cfg: &Config,
    start: Instant,
    interrupt: &Option<Interrupt>,
    r: &Report,
) -> Option<StopReason> {
    if matches!(r.stop, StopReason::MemoryLimit(_) | StopReason::Interrupted) {
        return Some(r.stop.clone());
    }
    crate::once::interrupted_or_late(cfg, start, interrupt)
}

/// The time limit of a search the run starts after its first (induction's, the one
/// without summaries), `limit` at most: no later than the run's time to give up
/// (`Config::give_up`; at least a millisecond, so that the search starts and stops at
/// once for it).
fn until_give_up(cfg: &Config, limit: Option<std::time::Duration>) -> Option<std::time::Duration> {
    let Some(at) = cfg.give_up_at else {
        return limit;
    };
    let left = at
        .saturating_duration_since(Instant::now())
        .max(std::time::Duration::from_millis(1));
    Some(limit.map_or(left, |l| l.min(left)))
}

/// The least time the search without summaries has, after possible violations that
/// followed a summary, when the run's time to give up has passed.
const RERUN_AT_LEAST: std::time::Duration = std::time::Duration::from_secs(3);

/// The size the base case of induction on a parameter covers: every value up to it.
const INDUCTION_BASE: i64 = 4;

/// The most rounds of strengthening an induction with lemmas (each runs the base case
/// and the step again).
const STRENGTHEN_ROUNDS: usize = 3;

/// The most time the base case, and then the inductive step, may take.
const INDUCTION_TIME: std::time::Duration = std::time::Duration::from_secs(60);

/// What an attempt at induction came to.
enum Attempt {
    /// The technique does not concern this run (not selected, or the run was decided).
    NotTried,
    /// Base case and inductive step hold (the report of the step), or the base case
    /// has a violation (its report).
    Decided(Box<Report>),
    /// Tried, and it did not decide: why.
    Failed(Failure),
    /// A limit of the run (time, memory, interrupt) passed before it ended: the run
    /// stops for it; why it did not decide.
    Stopped(StopReason, Failure),
}

/// Why induction did not decide: a reason for every loop it concerned, or one for the
/// loops that have none.
struct Failure {
    general: String,
    per_loop: Vec<(tass_syntax::Span, String)>,
    /// The checks of the inductive step that were not proved.
    unproved: Vec<crate::report::Violation>,
}

impl Failure {
    fn general(why: impl Into<String>) -> Attempt {
        Attempt::Failed(Failure {
            general: why.into(),
            per_loop: Vec::new(),
            unproved: Vec::new(),
        })
    }

    /// Adds the reasons to the loops of `r` that no technique decided.
    fn explain(self, r: &mut Report) {
        r.induction_failure = Some(crate::report::InductionFailure {
            why: self.general.clone(),
            unproved: self.unproved.clone(),
        });
        // The loop that stopped the search has a record even when no other technique
        // made one.
        if let StopReason::LoopBound { span, .. } = r.stop {
            if !r.loops.iter().any(|l| l.span == span) {
                r.loops.push(crate::report::LoopRecord {
                    span,
                    decided_by: None,
                    declined: Vec::new(),
                    annotations: Vec::new(),
                });
            }
        }
        // Only loops the techniques were consulted on (a loop with annotations has a
        // record even when the search ran it as it is).
        let stop_at = match r.stop {
            StopReason::LoopBound { span, .. } => Some(span),
            _ => None,
        };
        for l in r.loops.iter_mut().filter(|l| {
            l.decided_by.is_none() && (!l.declined.is_empty() || Some(l.span) == stop_at)
        }) {
            let why = self
                .per_loop
                .iter()
                .find(|(s, _)| *s == l.span)
                .map_or_else(|| self.general.clone(), |(_, w)| w.clone());
            l.declined
                .retain(|(t, _)| *t != crate::Technique::Induction);
            l.declined.push((crate::Technique::Induction, why));
        }
    }
}

/// Induction on a parameter (technique `induction`, seed 002) when the first run ended
/// *unknown* at a loop driven by a nondeterministic value with no bound: the base case
/// (the bounded search with the parameter at most [`INDUCTION_BASE`]) and the inductive
/// step (the program for `N` beside the program for `N - 1`). A violation of the base
/// case is reported as found; *holds* when both hold.
fn induction(
    progs: &[&Program],
    cfg: &Config,
    oracle: &mut dyn Oracle,
    interrupt: &Option<Interrupt>,
    start: Instant,
    first: &Report,
    params: &[Parameter],
) -> Result<Attempt, SetupError> {
    use crate::technique::induction::Setup;
    if !cfg.uses(crate::Technique::Induction) || !matches!(first.outcome, Outcome::Unknown) {
        return Ok(Attempt::NotTried);
    }
    let StopReason::LoopBound {
        unbounded: true, ..
    } = first.stop
    else {
        return Ok(Failure::general(
            "the search did not stop at a loop driven by an unbounded value",
        ));
    };
    if progs.len() != 1 {
        return Ok(Failure::general(
            "induction runs on one program, not on a comparison",
        ));
    }
    if cfg.procs != 1 {
        return Ok(Failure::general("induction runs on one process"));
    }
    if !first.possible.is_empty() {
        return Ok(Failure::general(
            "the search left possible violations undecided",
        ));
    }
    let Some(param) = params.first().cloned() else {
        return Ok(Failure::general(
            "the loop's condition reads no nondeterministic value to induct on",
        ));
    };
    // The parameter is every value its statement makes: that must be one value.
    if matches!(param, Parameter::Site(f, l) if !runs_once(progs[0], (f, l))) {
        return Ok(Failure::general(
            "the statement that makes the parameter may run more than once (in a loop, or in a function other than main)",
        ));
    }
    // Each run of the technique gets at most INDUCTION_TIME (a program whose loops do
    // not terminate for some sizes, `i != n` with `n < 0`, would run to the depth limit).
    let rest = |cfg: &Config| -> Option<Config> {
        let mut c = cfg.clone();
        let rest = time_left(cfg, start).ok()?;
        c.time_limit = Some(rest.map_or(INDUCTION_TIME, |r| r.min(INDUCTION_TIME)));
        // Induction may prove what the first search could not: its runs have their own
        // time, not the time to give up (which deepening, after it, gets what is left of).
        c.give_up_at = None;
        Some(c)
    };
    const OUT_OF_TIME: &str = "the time limit passed before induction ended";
    let out_of_time = |cfg: &Config| match cfg.time_limit {
        Some(t) => Attempt::Stopped(
            StopReason::TimeLimit(t),
            Failure {
                general: OUT_OF_TIME.into(),
                per_loop: Vec::new(),
                unproved: Vec::new(),
            },
        ),
        None => Failure::general(OUT_OF_TIME),
    };
    // The base case and the step, again with the lemmas the failed checks of a step
    // suggest (seed 002's strengthening, module `technique::induction::strengthen`),
    // without those a run did not prove, a few rounds at most.
    let mut lemmas: Vec<crate::lemma::Lemma> = Vec::new();
    let mut tried: Vec<String> = Vec::new();
    // The first step's failure (what a strengthening that does not help reports).
    let mut failed: Option<Failure> = None;
    let mut round = 0;
    loop {
        // The base case.
        let Some(mut base) = rest(cfg) else {
            return Ok(out_of_time(cfg));
        };
        base.induction = Some(Setup {
            param: param.clone(),
            base: INDUCTION_BASE,
            step: false,
            lemmas: lemmas.clone(),
        });
        let (mut b, _) = verify_once(progs, &base, oracle, interrupt.clone(), None)?;
        // Possible violations after loop summaries (counterexamples the prover gave over a
        // summary that evaluation could not confirm): the base case runs again without
        // summaries, as the first search does (`verify_with_techniques`); its loops are
        // bounded by the base, so that search ends.
        if matches!(b.outcome, Outcome::Unknown)
            && !b.possible.is_empty()
            && base.summaries
            && run_stopped(cfg, start, interrupt, &b).is_none()
        {
            let Some(mut plain) = rest(cfg) else {
                return Ok(out_of_time(cfg));
            };
            plain.induction = base.induction.clone();
            plain.summaries = false;
            b = verify_once(progs, &plain, oracle, interrupt.clone(), None)?.0;
        }
        match b.outcome {
            Outcome::Violation(_) => return Ok(Attempt::Decided(Box::new(b))),
            Outcome::Holds => {}
            Outcome::Unknown => {
                if let Some(f) = failed {
                    return Ok(match run_stopped(cfg, start, interrupt, &b) {
                        Some(stop) => Attempt::Stopped(stop, f),
                        None => Attempt::Failed(f),
                    });
                }
                let sizes = match param {
                Parameter::Site(..) => format!("the parameter at most {INDUCTION_BASE}"),
                Parameter::Input(n) => format!(
                    "`{n}` at most {INDUCTION_BASE}, or a value of `{n}` whose predecessor its conditions reject"
                ),
            };
                let why = format!(
                    "the base case ({sizes}) was not decided: {}",
                    stop_summary(&b.stop)
                );
                if let Some(stop) = run_stopped(cfg, start, interrupt, &b) {
                    return Ok(Attempt::Stopped(
                        stop,
                        Failure {
                            general: why,
                            per_loop: Vec::new(),
                            unproved: Vec::new(),
                        },
                    ));
                }
                return Ok(Failure::general(why));
            }
        }
        // A lemma the base case does not prove is dropped.
        if !b.strengthening.unproved.is_empty() {
            lemmas.retain(|l| !b.strengthening.unproved.contains(&l.text));
            round += 1;
            if lemmas.is_empty() || round > STRENGTHEN_ROUNDS {
                return Ok(Attempt::Failed(failed.unwrap_or_else(|| Failure {
                    general: "the lemmas of the strengthening do not hold in the base case".into(),
                    per_loop: Vec::new(),
                    unproved: Vec::new(),
                })));
            }
            continue;
        }
        // The inductive step.
        let Some(mut step) = rest(cfg) else {
            return Ok(out_of_time(cfg));
        };
        step.induction = Some(Setup {
            param: param.clone(),
            base: INDUCTION_BASE,
            step: true,
            lemmas: lemmas.clone(),
        });
        step.procs2 = 1;
        let pair = [progs[0], progs[0]];
        let (s, _) = verify_once(&pair, &step, oracle, interrupt.clone(), None)?;
        let stopped = if matches!(s.outcome, Outcome::Unknown) {
            run_stopped(cfg, start, interrupt, &s)
        } else {
            None
        };
        if !matches!(s.outcome, Outcome::Holds)
            || s.vacuous
            || stopped.is_some()
            || !s.strengthening.unproved.is_empty()
        {
            let failure = step_failure(&s);
            let failure = failed.take().unwrap_or(failure);
            if let Some(stop) = stopped {
                return Ok(Attempt::Stopped(stop, failure));
            }
            // Strengthening: without the lemmas the step did not prove, with those its
            // failed checks suggest that were not tried yet.
            lemmas.retain(|l| !s.strengthening.unproved.contains(&l.text));
            let mut changed = !s.strengthening.unproved.is_empty();
            for c in &s.strengthening.candidates {
                if !tried.contains(&c.text) {
                    tried.push(c.text.clone());
                    lemmas.push(c.clone());
                    changed = true;
                }
            }
            round += 1;
            if !changed || lemmas.is_empty() || round > STRENGTHEN_ROUNDS {
                return Ok(Attempt::Failed(failure));
            }
            failed = Some(failure);
            continue;
        }
        return Ok(Attempt::Decided(Box::new(proof(s, &b, &lemmas))));
    }
}

/// Why an inductive step `s` did not decide the program.
fn step_failure(s: &Report) -> Failure {
    let per_loop = s
        .loops
        .iter()
        .filter_map(|l| {
            let (_, why) = l
                .declined
                .iter()
                .find(|(t, _)| *t == crate::Technique::Induction)?;
            Some((l.span, why.clone()))
        })
        .collect();
    let general = if !s.strengthening.unproved.is_empty() && s.possible.is_empty() {
        format!(
            "the inductive step did not prove the lemmas {}",
            s.strengthening.unproved.join(", ")
        )
    } else if s.vacuous {
        "the inductive step holds vacuously".to_string()
    } else if !s.possible.is_empty() {
        "the inductive step has possible violations".to_string()
    } else if s.stop.ends_the_run() {
        format!(
            "the inductive step was not decided: {}",
            stop_summary(&s.stop)
        )
    } else {
        "the inductive step was not decided".to_string()
    };
    Failure {
        general,
        per_loop,
        unproved: s.possible.clone(),
    }
}

/// The report of a proof by induction: the step's, with the base case's counts, one
/// record per loop (the step ran the program twice), and the lemmas it proved.
fn proof(s: Report, b: &Report, lemmas: &[crate::lemma::Lemma]) -> Report {
    let mut r = s;
    r.stats.states_seen += b.stats.states_seen;
    r.stats.transitions += b.stats.transitions;
    // One record per loop (the step ran the program twice).
    let mut loops: Vec<crate::report::LoopRecord> = Vec::new();
    for l in std::mem::take(&mut r.loops) {
        match loops.iter_mut().find(|x| x.span == l.span) {
            Some(x) => {
                if x.decided_by.is_none() {
                    *x = l;
                }
            }
            None => loops.push(l),
        }
    }
    r.loops = loops;
    if let Some(i) = &mut r.induction {
        i.lemmas = lemmas.iter().map(|l| (l.span, l.text.clone())).collect();
    }
    r
}

/// Adds to a report what its verdict does not cover; an annotation tass gives no
/// meaning to may be false, so it turns a *holds* into *unknown*.
fn complete_report(r: &mut Report, not_checked: &[crate::report::NotChecked]) {
    if let Some(n) = not_checked.iter().find(|n| !n.by_request) {
        if matches!(r.outcome, Outcome::Holds) {
            r.outcome = Outcome::Unknown;
            r.stop = StopReason::NotChecked {
                span: n.span,
                what: n.what.clone(),
                why: n.reason.clone(),
            };
        }
    }
    r.not_checked = not_checked.to_vec();
}

/// What the verdict of a run does not cover: the annotations of the programs that tass
/// gives no meaning to, and the properties the configuration switches off.
fn not_checked(progs: &[&Program], cfg: &Config) -> Vec<crate::report::NotChecked> {
    use crate::report::NotChecked;
    use tass_model::AnnotationStatus;
    let mut out = Vec::new();
    for prog in progs {
        for a in &prog.annotations {
            // Joint annotations pair the two programs of `tass compare`; there they are
            // checked, by the technique `joint` or, without it, as joint assertions at
            // each visit of the loop heads (collective invariants likewise).
            let joint = matches!(
                &*a.what,
                "#pragma TASS joint invariant" | "#pragma TASS joint assert"
            );
            let (reason, by_request) = match &a.status {
                AnnotationStatus::Checked if joint && progs.len() != 2 => (
                    "a joint annotation relates the two programs of `tass compare`; a program verified alone does not check it".to_string(),
                    false,
                ),
                AnnotationStatus::Checked | AnnotationStatus::Assumed => continue,
                AnnotationStatus::Unsupported(why) if why.is_empty() => {
                    ("tass does not check it".to_string(), false)
                }
                AnnotationStatus::Unsupported(why) => (why.clone(), false),
                AnnotationStatus::Foreign(ns) if cfg.ignored_pragmas.iter().any(|x| **x == **ns) => (
                    format!("verified as compiled without it (--ignore-pragma={ns})"),
                    true,
                ),
                AnnotationStatus::Foreign(ns) => (
                    format!("a pragma of another tool: tass verifies the program as compiled without it (--ignore-pragma={ns} accepts that)"),
                    false,
                ),
            };
            out.push(NotChecked {
                span: Some(a.span),
                what: a.what.to_string(),
                reason,
                by_request,
            });
        }
    }
    let p = &cfg.properties;
    for (on, what, option) in [
        (p.array_bounds, "array bounds", "bounds"),
        (p.assertions, "assertions", "assertions"),
        (p.memory_leaks, "memory leaks", "leaks"),
        (p.pointers, "pointer validity", "pointers"),
        (p.division_by_zero, "division by zero", "division"),
        (p.uninitialized, "uninitialised reads", "uninitialized"),
    ] {
        if !on {
            let reason = match cfg.svcomp {
                Some(sv) => format!(
                    "not part of the SV-COMP property `{}` (--property)",
                    sv.name()
                ),
                None => format!("switched off by --no-check {option}"),
            };
            out.push(NotChecked {
                span: None,
                what: what.into(),
                reason,
                by_request: true,
            });
        }
    }
    if cfg.svcomp == Some(crate::SvProperty::UnreachCall) {
        out.push(NotChecked {
            span: None,
            what: "assertions other than calls of reach_error()".into(),
            reason: "a failing one aborts the program (SV-COMP `unreach-call`, --property)".into(),
            by_request: true,
        });
    }
    if progs.iter().any(|p| crate::mpi::uses_mpi(p)) {
        let off = match cfg.deadlock {
            crate::Deadlock::Potential => None,
            crate::Deadlock::Absolute => Some((
                "potential deadlock (progress that needs the MPI library to buffer a send)",
                "absolute",
            )),
            crate::Deadlock::None => Some(("deadlock", "none")),
        };
        if let Some((what, mode)) = off {
            out.push(NotChecked {
                span: None,
                what: what.into(),
                reason: format!("switched off by --deadlock={mode}"),
                by_request: true,
            });
        }
    }
    out
}

/// A stop reason in a few words, for the reason a technique gives.
fn stop_summary(s: &StopReason) -> &'static str {
    match s {
        StopReason::TimeLimit(_) => "it ran out of time",
        StopReason::MemoryLimit(_) => "the memory limit was reached",
        StopReason::Interrupted => "it was interrupted",
        StopReason::LoopBound { .. } => "a loop reached its bound",
        _ => "its search did not end",
    }
}

/// Whether the statement at `site` runs at most once in an execution: it is in `main`,
/// on no cycle of `main`'s graph, and no call can enter `main` again (no call of it, no
/// call through a pointer).
fn runs_once(prog: &Program, (func, loc): (tass_model::FunctionId, tass_model::LocId)) -> bool {
    use tass_model::{Callee, Stmt};
    if func != prog.main {
        return false;
    }
    let reenters = prog.functions.iter().any(|f| {
        f.locations.iter().any(|l| {
            l.out.iter().any(|t| match &t.stmt {
                Stmt::Call {
                    callee: Callee::Function(g),
                    ..
                } => *g == prog.main,
                Stmt::Call {
                    callee: Callee::Pointer(_),
                    ..
                } => true,
                _ => false,
            })
        })
    });
    if reenters {
        return false;
    }
    let f = &prog.functions[func.0 as usize];
    let mut seen = HashSet::new();
    let mut stack: Vec<tass_model::LocId> = f.locations[loc.0 as usize]
        .out
        .iter()
        .map(|t| t.target)
        .collect();
    while let Some(l) = stack.pop() {
        if l == loc {
            return false;
        }
        if seen.insert(l) {
            stack.extend(f.locations[l.0 as usize].out.iter().map(|t| t.target));
        }
    }
    true
}
