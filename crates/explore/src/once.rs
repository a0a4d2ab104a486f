//! One verification of the programs as configured: the search, and with
//! `--deadlock=potential` the second search with per-send buffering when the matching of
//! messages depends on the run (`verify_once`: why the two searches find every potential
//! deadlock); the report of a search (`search_once`). Module `run` and iterative
//! deepening (`deepen`) build their reruns on it.

use crate::config::Parameter;
use crate::exec::Setup;
use crate::machine::Machine;
use crate::oracle::Oracle;
use crate::report::{Outcome, Report, Stats, StopReason};
use crate::search::memory;
use crate::search::Search;
use crate::{Config, Error as SetupError, Interrupt};
use std::sync::atomic::Ordering;
use std::time::Instant;
use tass_model::Program;

/// One search; with its report, the values the loop that stopped it depends on
/// (candidates for induction's parameter).
pub(crate) type Params = Vec<Parameter>;

/// One search of the program's behaviours; with `--deadlock=potential`, two when the
/// matching of messages is not determined by the program:
/// 1. with synchronous sends: a standard-mode send completes when its receive takes it.
///    When every receive names its source and tag and no call picks among what MPI
///    allows, the matching is deterministic (Siegel and Avrunin): every process makes
///    the same calls and receives the same messages under every buffering, so a
///    deadlock under some buffering is one here too (a potential deadlock), and this
///    search decides alone.
/// 2. if that search met a receive from any source or tag, or a call that picks, and
///    found no violation: a search with per-send buffering ([`Search::per_send`]),
///    where each standard-mode send may be buffered or wait for its receive,
///    independently of the others. It covers every mix of buffered and unbuffered
///    sends: a matching that needs some sends buffered (a receive from any source
///    takes a later message) followed by a deadlock that needs others not buffered.
///
/// Why the second search finds every potential deadlock: take an execution of the
/// MPI semantics with some buffering that reaches a state `D` where no process can go
/// on unless a further send is buffered. Each of its steps is a step of the per-send
/// search (a buffered send is a buffering step; an unbuffered one completes with its
/// receive), so `D` is reachable there, and at `D` the only enabled transitions
/// buffer a send: the scheduler reports it. The partial-order reduction keeps `D`
/// reachable: a reduced set of transitions at a state is persistent and, as long as
/// some transition needs no buffering, it holds one that needs none (buffering steps
/// never run alone: they are offered only beside the full set of communications). A
/// path to `D` that avoids a persistent transition `t` leaves `t` enabled, so at `D`
/// some transition would go on without buffering: every path to `D` takes a
/// transition of the set, which can be moved to the front (Godefroid's argument).
/// Taking a buffered message with a receive, or the same message while its sender
/// still waits, end in the same state, so the reduction of receives from named
/// sources (which run alone) is unchanged.
pub(crate) fn verify_once(
    progs: &[&Program],
    cfg: &Config,
    oracle: &mut dyn Oracle,
    interrupt: Option<Interrupt>,
    progress: Option<&mut dyn FnMut(&Stats)>,
) -> Result<(Report, Params), SetupError> {
    let start = Instant::now();
    let (first, params, nondeterministic) =
        search_once(progs, cfg, oracle, interrupt.clone(), progress, false)?;
    if cfg.deadlock != crate::Deadlock::Potential
        || !nondeterministic
        || !matches!(first.outcome, Outcome::Holds)
    {
        return Ok((first, params));
    }
    let mut mixed = cfg.clone();
    match time_left(cfg, start) {
        Ok(rest) => mixed.time_limit = rest,
        Err(limit) => {
            let mut first = first;
            first.outcome = Outcome::Unknown;
            first.stop = StopReason::TimeLimit(limit);
            return Ok((first, params));
        }
    }
    let (mut second, params, _) = search_once(progs, &mixed, oracle, interrupt, None, true)?;
    if let StopReason::TimeLimit(_) = second.stop {
        if let Some(limit) = cfg.time_limit {
            second.stop = StopReason::TimeLimit(limit);
        }
    }
    let mut stats = first.stats.clone();
    stats.add_later(&second.stats);
    stats.time = start.elapsed();
    second.stats = stats;
    second.vacuous &= first.vacuous;
    second.notes.push(if matches!(second.outcome, Outcome::Violation(_)) {
        "MPI: the violation needs the MPI library to buffer some standard-mode sends (the search with synchronous sends found none); the trace says which sends were buffered".into()
    } else {
        "MPI: the matching of messages depends on the run (a receive from any source or tag, or a call that picks); searched twice: with synchronous sends, then with every standard-mode send buffered or not, each independently of the others".into()
    });
    Ok((second, params))
}

/// Whether a run that started at `start` must stop now: it was interrupted, or the
/// run's time limit has passed.
pub(crate) fn interrupted_or_late(
    cfg: &Config,
    start: Instant,
    interrupt: &Option<Interrupt>,
) -> Option<StopReason> {
    if interrupt
        .as_ref()
        .is_some_and(|i| i.load(Ordering::Relaxed))
    {
        return Some(StopReason::Interrupted);
    }
    cfg.time_limit
        .filter(|t| start.elapsed() >= *t)
        .map(StopReason::TimeLimit)
}

/// One search (see [`verify_once`]); with its report, the values the loop that stopped
/// it depends on, and whether the matching of messages depended on the run.
fn search_once(
    progs: &[&Program],
    cfg: &Config,
    oracle: &mut dyn Oracle,
    interrupt: Option<Interrupt>,
    progress: Option<&mut dyn FnMut(&Stats)>,
    per_send: bool,
) -> Result<(Report, Params, bool), SetupError> {
    let start = Instant::now();
    let mut m = Machine::new(progs.to_vec(), oracle, cfg);
    // A search starts with no deadline of the prover's but the time limit's (the time
    // to give up is set as the search goes: `Search::give_up_prover`).
    // (`give_up` is set only without a time limit, whose deadline the prover keeps.)
    if cfg.give_up.is_some() {
        m.oracle.set_deadline(None);
    }
    let stop = || {
        interrupted_or_late(cfg, start, &interrupt).or_else(|| {
            cfg.memory_limit
                .filter(|m| memory("VmRSS:").is_some_and(|r| r > *m))
                .map(StopReason::MemoryLimit)
        })
    };
    let init = match m.initial_state(&stop) {
        Ok(init) => init,
        Err(Setup::Error(e)) => return Err(e),
        Err(Setup::Stopped(reason)) => {
            let mut stats = Stats {
                time: start.elapsed(),
                peak_memory: memory("VmHWM:"),
                ..Stats::default()
            };
            stats.prover = m.oracle.describe_stats();
            return Ok((
                Report {
                    outcome: Outcome::Unknown,
                    stop: reason,
                    stats,
                    bounds: cfg.inputs.clone(),
                    possible: Vec::new(),
                    not_checked: Vec::new(),
                    vacuous: false,
                    ended: Vec::new(),
                    loops: Vec::new(),
                    notes: Vec::new(),
                    induction: None,
                    induction_failure: None,
                    wraps: None,
                    real_float: None,
                    strengthening: Default::default(),
                },
                Vec::new(),
                false,
            ));
        }
    };
    let mut search = Search {
        m,
        stats: Stats::default(),
        analyses: crate::search::Analyses {
            liveness: crate::liveness::Liveness::new(progs),
            bodies: Default::default(),
            complementary: Default::default(),
            cuts: crate::cycles::Cuts::new(progs),
            initial_pc: init.pc.clone(),
        },
        tech: crate::search::Techniques {
            techniques: crate::technique::selected(cfg),
            summaries: Default::default(),
            declines: Default::default(),
            group_loops: crate::technique::collective::group_loops(progs),
            slow_loop: false,
        },
        store: Default::default(),
        path: Default::default(),
        findings: Default::default(),
        budget: crate::search::Budget {
            start,
            interrupt,
            cut_deadline: None,
            progress,
            memory_checked: None,
            memory_exceeded: false,
            budget_tick: 0,
            budget_asked: 0,
        },
        per_send,
    };
    let (outcome, stop) = search.run(init);
    let nondeterministic = search.findings.nondeterministic_matching;
    let mut stats = search.stats;
    stats.time = start.elapsed();
    stats.peak_memory = memory("VmHWM:");
    stats.prover = search.m.oracle.describe_stats();
    if search.m.caches.model_hits > 0 {
        stats.prover.push((
            "decided by a cached model".into(),
            search.m.caches.model_hits,
        ));
    }
    stats.symbolic_values = tass_symbolic::interned_count() as u64;
    // No execution reached the end: the assumptions exclude every input (or every path
    // ends in an assumption that fails), so "holds" says nothing.
    let vacuous = matches!(outcome, Outcome::Holds) && search.findings.completed == 0;
    // The values that made a loop unbounded: made by a statement of the first program,
    // or an input not given on the command line.
    let params = search
        .findings
        .cut_symbols
        .iter()
        .filter_map(|n| match search.m.symbols.origins.get(n) {
            Some((0, f, l)) => Some(Parameter::Site(*f, *l)),
            Some(_) => None,
            None => progs[0]
                .shared
                .iter()
                .any(|v| *v.var.name == **n && v.io == tass_syntax::ast::IoKind::Input)
                .then(|| Parameter::Input(n.clone())),
        })
        .collect();
    Ok((
        Report {
            outcome,
            stop,
            stats,
            bounds: cfg.inputs.clone(),
            possible: std::mem::take(&mut search.findings.possible),
            not_checked: Vec::new(),
            vacuous,
            ended: search
                .m
                .caveats
                .ended
                .iter()
                .map(|(s, w)| (*s, w.to_string()))
                .collect(),
            loops: std::mem::take(&mut search.findings.loop_records)
                .into_iter()
                .map(|((model, func, head), mut r)| {
                    let prog = search.m.progs[model as usize];
                    let at = &prog.functions[func.0 as usize].locations[head.0 as usize];
                    if let Some(li) = &at.loop_info {
                        r.annotations =
                            crate::technique::annotation_checks(prog, func, li, r.decided_by);
                    }
                    r
                })
                .collect(),
            notes: Vec::new(),
            wraps: search.m.caveats.wraps.get(),
            real_float: search.m.caveats.real_float.get(),
            strengthening: std::mem::take(&mut search.findings.strengthening),
            induction_failure: None,
            induction: cfg.induction.as_ref().filter(|s| s.step).map(|s| {
                let mut pairs = std::mem::take(&mut search.findings.paired_loops);
                pairs.sort_by_key(|p| (p.span.lo, p.span.hi));
                pairs.dedup();
                crate::report::InductionReport {
                    input: match &s.param {
                        Parameter::Input(n) => Some(n.clone()),
                        Parameter::Site(..) => None,
                    },
                    parameter: match &s.param {
                        Parameter::Site(f, l) => {
                            progs[0].functions[f.0 as usize].locations[l.0 as usize].span
                        }
                        Parameter::Input(n) => progs[0]
                            .shared
                            .iter()
                            .find(|v| *v.var.name == **n)
                            .map_or(tass_syntax::Span::default(), |v| v.var.span),
                    },
                    base: s.base,
                    pairs,
                    lemmas: Vec::new(),
                }
            }),
        },
        params,
        nondeterministic,
    ))
}

/// What is left of the run's time limit since `start`: `None` without a limit, the
/// limit itself as the error once it has passed.
pub(crate) fn time_left(
    cfg: &Config,
    start: Instant,
) -> Result<Option<std::time::Duration>, std::time::Duration> {
    match cfg.time_limit {
        None => Ok(None),
        Some(limit) => match limit.checked_sub(start.elapsed()) {
            Some(rest) if !rest.is_zero() => Ok(Some(rest)),
            _ => Err(limit),
        },
    }
}
