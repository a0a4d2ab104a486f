//! The depth-first search of the reachable symbolic states (seed 001, Fig. 5 and 5.4).
//!
//! Deterministic runs (one enabled transition) execute in place and are not saved (runs
//! of deterministic local steps, [`Chain`]s, without a copy of the states in between,
//! which are not counted as seen); a state with two or more enabled transitions is canonicalised, looked up in the store
//! of seen states (one hash lookup, since values are hash-consed) and pushed with its
//! alternatives. Every search ends with a [`StopReason`].
//!
//! # Chains and what the statistics count
//!
//! A `Chain` is a run of deterministic local steps (the only enabled transition, of a
//! process running alone under the urgent reduction, not an MPI communication, with a
//! guard that is true: no choice, no loop cut, nothing added to the path condition),
//! executed as one transition of the search, as CIVL's are: the state where it started is
//! copied once (again every 4,096 steps), the states in between are neither copied,
//! counted nor looked up. Each statement is still one step of the trace, every property
//! is checked at every step, the techniques' hooks and the invariants at loop heads run as
//! before. Only a `Split` (a step that needs a concrete value) needs the state before a
//! step inside a chain: `Search::rebuild` computes it again from the chain's start (the
//! violations recorded then are dropped, the count of transitions stays).
//!
//! *States seen* are the states where the search stops to look: branch points, states
//! whose one transition is not a deterministic local step of the process that took the
//! last step, loop heads (one per iteration), and ends of paths. *Transitions* count
//! every statement executed; *depth* (`--max-depth`) is the length of the path in
//! statements. So a loop of known bound costs one state per iteration and straight-line
//! code between loop heads costs none (`factorial_iter`/`factorial_rec`, n <= 200: 62,103
//! states seen before chains, 602 after; CIVL 20,902). States with two or more enabled
//! transitions are simplified under the path condition, canonicalised and looked up in
//! the store by their matching key (module `matching`); the search goes on with the full
//! state, so counterexamples keep every value. The process states of stored states are
//! kept once each (`flyweights`, seed 001, 5.3): states that differ in one process share
//! the others (manager-worker, 7 processes, n <= 8: 181 MB down to 57 MB). Traces keep the
//! first `TRACE_LIMIT` (100,000) steps of a path; the rest is verified, not recorded.
//!
//! # Loops without a bound
//!
//! A loop whose condition depends on symbolic values is counted per path (`loop_cut`; the
//! loops that do not branch at their head are module `cycles`'s). At the 10th and every
//! 50th iteration, if a constant of its guard is not bounded within the search's reach
//! (neither the simplifier under the path condition nor the prover under the inputs'
//! conditions shows `|x| <= b`, `b` a tenth of `--loop-bound`, so 100 by default: a loop
//! nested in another runs up to `b^2` times on a path), the search stops *unknown*
//! naming the loop and the constant (an `argv[K]` symbol becomes the CLI's advice
//! `--arg K=10`; induction reads them in `cut_symbols`); `--loop-bound` (default 1000)
//! caps every such loop. A C
//! truth value compared with zero (`(c ? 1 : 0) != 0`, from `assume_abort_if_not(c)`) is
//! the condition itself, so such bounds are seen. No cut-off search says *holds*. With
//! `Config::unbounded_cut` (module `deepen`) such a loop is followed that many
//! iterations, exits first (`exits_first`).
//!
//! # Limits
//!
//! The limits of the run (time, memory, the user's interrupt) hold in every phase:
//! `out_of_budget` (the resident set read at most every 20 ms; once over the memory
//! limit, for good) is checked at every state and at every step of the techniques' own
//! executions (generic and paired iterations, Houdini rounds, before each proof). The
//! depth limit and an interrupt are seen at every step; the clock costs about as much as
//! a step of straight-line code, so the search reads it every `BUDGET_EVERY` (64) states
//! and after any question to the oracle (`oracle::Counted` counts them), while the
//! techniques' checks read it every time. A technique stopped so records, for its loop,
//! that the limit passed during its attempt (`Decline::stop`) and ends the search with
//! `Halt::Cut` of the limit. `--time-limit` is a deadline for the prover too
//! (`tass_prove::Config::deadline`): once it has passed the prover answers *maybe* to
//! everything, so a *possible* violation or an unsupported construct found then says
//! nothing, and the search stops for the time limit; provable violations stand. Calls
//! deeper than `--max-call-depth` frames (default 1000) end their path (stop reason
//! `CallDepth`); like a loop cut, the search then cannot say *holds*.

use super::{Choice, Choices, RawStep, Search, TRACE_LIMIT};
use crate::machine::Halt;
use crate::report::{Certainty, Outcome, StopReason, TraceStep, Violation};
use std::collections::{HashMap, HashSet};
use std::ops::ControlFlow;
use std::sync::atomic::Ordering;
use std::time::Instant;
use tass_model::{FunctionId, LocId};
use tass_state::{canonicalize, ProcId, State};
use tass_symbolic::Expr;

/// A run of deterministic local steps (one enabled transition of one process running
/// alone, with a true guard: `Search::deterministic_local`), executed in place without
/// copying the states in between: none of them is looked up or saved, and those in
/// between two such steps of one process away from a loop head are not counted as seen
/// (the run is one transition of the search). Only a `Split` (a step that needs a
/// concrete value) needs the state before a step; it is computed again from the chain's
/// start by running its steps once more (`Search::rebuild`).
struct Chain {
    /// The state where the chain started (after its guards were evaluated).
    start: State,
    /// The length of the path there.
    start_len: usize,
    /// The steps taken since.
    steps: Vec<Choice>,
}

/// The most steps a chain keeps before it starts again from a copy of the current state
/// (bounds the memory of a long chain and the work of rebuilding a state).
const CHAIN_STEPS: usize = 4096;

/// A violation outside the SV-COMP property: undefined behaviour, for which SV-COMP
/// gives the program no verdict. It is kept as a possible violation, so that the verdict
/// is *unknown* unless the property is violated elsewhere.
fn undefined_behaviour(mut v: Violation) -> Violation {
    v.certainty = crate::report::Certainty::Possible;
    v.reason = Some(format!(
        "undefined behaviour outside the SV-COMP property ({}): SV-COMP gives such a program no verdict",
        v.kind.as_str()
    ));
    v
}

/// A state with alternatives left to explore.
struct Node {
    state: State,
    choices: Choices,
    next: usize,
    trace_len: usize,
    loops: rustc_hash::FxHashMap<(ProcId, FunctionId, LocId, bool), usize>,
    /// The number of saved states on the path up to and including this one.
    on_path: usize,
}

/// The search's own state while it runs (`Search::run`): the branch points with
/// alternatives left, the saved states of the current path, and the chain in progress.
struct Dfs {
    /// The branch points of the current path with alternatives left, newest last.
    stack: Vec<Node>,
    /// The saved states of the current path (their matching keys), for the cycle
    /// proviso.
    path: Vec<State>,
    /// How often each of them is on the current path.
    on_path: HashMap<State, u32>,
    /// The states a cycle closed at that were fully expanded.
    expanded: HashSet<State>,
    /// The deterministic local steps taken since the last state that was copied (see
    /// `Chain`); `None` after any other step.
    chain: Option<Chain>,
    /// The process whose step led to the current state (`None` for the initial state).
    by: Option<ProcId>,
}

/// A memory figure of this process from `/proc/self/status` (`VmHWM`: peak resident
/// set, `VmRSS`: current), in bytes.
pub(crate) fn memory(key: &str) -> Option<u64> {
    let st = std::fs::read_to_string("/proc/self/status").ok()?;
    let kib: u64 = st
        .lines()
        .find(|l| l.starts_with(key))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()?;
    Some(kib * 1024)
}

/// How often the resident set is compared with the memory limit while the search or a
/// technique works (reading it costs a few microseconds).
const MEMORY_EVERY: std::time::Duration = std::time::Duration::from_millis(20);

/// How many states of the search pass between two looks at the time and memory limits
/// (a few dozen microseconds of work).
const BUDGET_EVERY: u32 = 64;

impl StopReason {
    /// Whether the reason is a limit of the whole run (time, memory, the user's
    /// interrupt) rather than of one path: every phase stops at once for it.
    pub(crate) fn ends_the_run(&self) -> bool {
        matches!(
            self,
            StopReason::TimeLimit(_)
                | StopReason::GaveUp(_)
                | StopReason::MemoryLimit(_)
                | StopReason::Interrupted
        )
    }
}

impl Search<'_, '_> {
    /// Whether the search must stop now for a limit of the run: the user's interrupt,
    /// the time limit, the memory limit (the resident set, read at most every
    /// [`MEMORY_EVERY`]; once above the limit, the search is over it for good). Checked at every state of the search and at every step of the
    /// techniques' own executions (generic iterations, paired iterations), so that no
    /// phase outlasts the limits.
    pub(crate) fn out_of_budget(&mut self) -> Option<StopReason> {
        if let Some(i) = &self.budget.interrupt {
            if i.load(Ordering::Relaxed) {
                return Some(StopReason::Interrupted);
            }
        }
        if let Some(t) = self.m.cfg.time_limit {
            if self.budget.start.elapsed() > t {
                return Some(StopReason::TimeLimit(t));
            }
        }
        // Without a time limit, a run that can no longer end *holds* (a path given up,
        // a technique's attempt under way, a long loop no technique summarised) stops
        // when its time to give up has come.
        if let Some(at) = self.m.cfg.give_up_at {
            if self.cannot_hold() && Instant::now() > at {
                return Some(StopReason::GaveUp(self.m.cfg.give_up.unwrap_or_default()));
            }
        }
        if let Some(mem) = self.m.cfg.memory_limit {
            if !self.budget.memory_exceeded
                && self
                    .budget
                    .memory_checked
                    .is_none_or(|t| t.elapsed() >= MEMORY_EVERY)
            {
                self.budget.memory_checked = Some(Instant::now());
                self.budget.memory_exceeded = memory("VmRSS:").is_some_and(|r| r > mem);
            }
            if self.budget.memory_exceeded {
                return Some(StopReason::MemoryLimit(mem));
            }
        }
        None
    }

    /// Whether the run can no longer end *holds* for this search's reasons, or may not
    /// finish: a path given up, a long loop no technique summarised (see
    /// `Config::give_up`).
    pub(crate) fn cannot_hold(&self) -> bool {
        self.findings.cut.is_some() || self.tech.slow_loop
    }

    /// Without a time limit, the prover's deadline is the run's time to give up while
    /// the search [`cannot_hold`](Self::cannot_hold), and none otherwise (a bounded
    /// search that can still end *holds* has no limit).
    pub(crate) fn give_up_prover(&mut self) {
        if let Some(at) = self.m.cfg.give_up_at {
            let d = self.cannot_hold().then_some(at);
            self.m.oracle.set_deadline(d);
        }
    }

    /// Goes back to a path of `len` transitions.
    fn set_path_len(&mut self, len: usize) {
        self.path.path_len = len;
        self.path.trace.truncate(len);
    }

    /// Branches from `st` on the values `candidates` of `value`: one choice per value that
    /// may be taken, each adding `value == v` to the path condition.
    fn split_state(&mut self, st: State, value: &Expr, candidates: Vec<i64>) {
        let Some(proc) = st.procs().next() else {
            return;
        };
        let (func, loc) = st
            .proc(proc)
            .top()
            .map(|f| (f.func, f.loc))
            .unwrap_or((FunctionId(0), LocId(0)));
        let mut choices = Choices::new();
        for v in candidates {
            let Ok(g) = value.equals(&Expr::int(v)) else {
                continue;
            };
            if st.pc.and(&g).is_ok_and(|pc| !pc.is_false()) && self.m.feasible(&st, &g) {
                choices.push(Choice::decision(proc, func, loc, g));
            }
        }
        if !choices.is_empty() {
            self.path.pending_branch = Some((st, choices));
        }
    }

    /// Executes a choice on `st`. A `Split` halt comes back as a branch: the state before
    /// the step with one choice per candidate value.
    fn step(&mut self, st: &mut State, c: &Choice) -> Result<(), Halt> {
        let pre = st.clone();
        self.step_from(st, c, Some(pre))
    }

    /// Executes a choice on `st`, given the state before it (`pre`) for a `Split`, which
    /// then comes back as a branch. Without it (a step of a chain, see [`Chain`]) a
    /// `Split` is returned as it is: the caller rebuilds the state before the step.
    fn step_from(&mut self, st: &mut State, c: &Choice, pre: Option<State>) -> Result<(), Halt> {
        let trace_len = self.path.path_len;
        let r = self.step_inner(st, c);
        self.collect_pending();
        if self.m.cfg.max_violations > 1 && self.findings.found.len() >= self.m.cfg.max_violations {
            return Err(Halt::Infeasible);
        }
        let Some(pre) = pre else { return r };
        match r {
            Err(Halt::Split { value, candidates }) => {
                self.set_path_len(trace_len);
                let mut choices = Choices::new();
                for v in candidates {
                    let eq = value.equals(&Expr::int(v)).and_then(|e| c.guard.and(&e));
                    let Ok(g) = eq else { continue };
                    let mut probe = pre.clone();
                    if let Ok(pc) = probe.pc.and(&g) {
                        probe.pc = pc;
                    }
                    if !probe.pc.is_false() && self.m.feasible(&pre, &g) {
                        choices.push(Choice {
                            guard: g,
                            ..c.clone()
                        });
                    }
                }
                if choices.is_empty() {
                    return Err(Halt::Infeasible);
                }
                self.path.pending_branch = Some((pre, choices));
                Err(Halt::Infeasible)
            }
            r => r,
        }
    }

    pub(crate) fn step_inner(&mut self, st: &mut State, c: &Choice) -> Result<(), Halt> {
        self.m.acting(c.proc);
        if c.stay {
            let pc = st
                .pc
                .and(&c.guard)
                .map_err(|e| Halt::Unsupported(Default::default(), e.to_string()))?;
            st.pc = pc;
            if st.pc.is_false() {
                return Err(Halt::Infeasible);
            }
            return Ok(());
        }
        self.stats.transitions += 1;
        self.m.step.mpi_pick = c.pick;
        if c.collective {
            return self.collective_step(st, c);
        }
        self.m.step.recv_from = c.source;
        for k in 0..self.tech.techniques.len() {
            let t = self.tech.techniques[k];
            t.before_step(self, st, c);
        }
        let grew = !c.guard.is_true();
        if grew {
            let pc = st
                .pc
                .and(&c.guard)
                .map_err(|e| Halt::Unsupported(Default::default(), e.to_string()))?;
            st.pc = pc;
            // A guard on one symbol that pins it to a value (a loop on `i <= n` leaving
            // at `i == 7` makes `n == 6`): the state is rewritten with the value at once,
            // so that what is computed from `n` afterwards is concrete (otherwise only the
            // next branch point simplifies the state, and a recursion on `n` in between
            // builds products of `n`).
            // (Not while a technique runs a generic iteration: it compares the values
            // before and after as they are written.)
            let generic = self.m.checks.unchecked || self.m.checks.obligations.is_some();
            if let (false, [x]) = (generic, c.guard.free_symbols().as_slice()) {
                if x.ty().is_int() {
                    if let Ok(simp) = tass_symbolic::Simplifier::for_assumption(&st.pc) {
                        if simp.solved().iter().any(|(k, _)| k == x) && !simplify_state(st) {
                            return Err(Halt::Infeasible);
                        }
                    }
                }
            }
        }
        let prog = self.m.progs[c.proc.model as usize];
        let t = &prog.functions[c.func.0 as usize].locations[c.loc.0 as usize].out[c.idx as usize];
        let r = self.m.execute(st, c.proc, c.loc, c.idx, t);
        if r.is_ok() {
            for k in 0..self.tech.techniques.len() {
                let t = self.tech.techniques[k];
                t.after_step(self, st, c);
            }
        }
        self.path.path_len += 1;
        if self.path.trace.len() >= TRACE_LIMIT {
            return r;
        }
        self.path.trace.push(RawStep {
            proc: c.proc,
            func: c.func,
            loc: c.loc,
            idx: c.idx,
            change: self.m.step.change.take(),
            pc: grew.then(|| st.pc.clone()),
            buffered: c.buffered,
        });
        r
    }

    fn limits(&mut self, depth: usize) -> Option<StopReason> {
        if self.budget.cut_deadline.is_some_and(|d| Instant::now() > d) {
            return self.findings.cut.take();
        }
        // The clock (and the resident set) every `BUDGET_EVERY` states, and after any
        // question to the oracle (which may have taken long): reading the clock costs
        // about as much as a step of straight-line code. An interrupt is seen at once.
        self.budget.budget_tick = self.budget.budget_tick.wrapping_add(1);
        if self.budget.budget_tick.is_multiple_of(BUDGET_EVERY)
            || self.m.oracle.asked != self.budget.budget_asked
        {
            self.budget.budget_asked = self.m.oracle.asked;
            if let Some(r) = self.out_of_budget() {
                return Some(r);
            }
        } else if self
            .budget
            .interrupt
            .as_ref()
            .is_some_and(|i| i.load(Ordering::Relaxed))
        {
            return Some(StopReason::Interrupted);
        }
        if depth > self.m.cfg.max_depth {
            return Some(StopReason::DepthLimit(self.m.cfg.max_depth));
        }
        if self.store.seen.len() > self.m.cfg.max_states {
            return Some(StopReason::StateLimit(self.m.cfg.max_states));
        }
        if self.stats.transitions.is_multiple_of(256) {
            if let Some(f) = &mut self.budget.progress {
                let mut s = self.stats.clone();
                s.time = self.budget.start.elapsed();
                s.states_saved = self.store.seen.len() as u64;
                f(&s);
            }
        }
        None
    }

    /// The depth-first search from `init`, until every path has ended or a limit
    /// passed. Each round takes the state to go on from (the one the last step reached,
    /// or, backtracking, the next alternative of the newest branch point:
    /// `backtrack`), checks the limits, ends the path at a state where every process
    /// has terminated (`path_end`), and otherwise takes the enabled transitions: a
    /// deterministic local step continues the chain (`chain_step`), a single transition
    /// runs (`single_step`), and a branch point is looked up in the store, saved and
    /// pushed with its alternatives (`branch`).
    pub(crate) fn run(&mut self, init: State) -> (Outcome, StopReason) {
        let mut dfs = Dfs {
            stack: Vec::new(),
            path: Vec::new(),
            on_path: HashMap::new(),
            expanded: HashSet::new(),
            chain: None,
            by: None,
        };
        let mut cur = Some(init);
        loop {
            // Branch points asked for instead of the current state: a split's, a
            // technique's.
            let split = self.path.pending_branch.take();
            if split.is_some() || !self.path.pending_states.is_empty() {
                let techniques = std::mem::take(&mut self.path.pending_states);
                for (state, choices) in split.into_iter().chain(techniques) {
                    dfs.stack.push(Node {
                        state,
                        choices,
                        next: 0,
                        trace_len: self.path.path_len,
                        loops: self.path.loops.clone(),
                        on_path: dfs.path.len(),
                    });
                }
                cur = None;
            }
            let mut st = match cur.take() {
                Some(s) => s,
                None => match self.backtrack(&mut dfs) {
                    ControlFlow::Break(r) => return r,
                    ControlFlow::Continue(None) => continue,
                    ControlFlow::Continue(Some(st)) => st,
                },
            };
            let depth = self.path.path_len;
            self.stats.max_depth = self.stats.max_depth.max(depth as u64);
            if self.m.cfg.max_violations > 1 && self.provable() >= self.m.cfg.max_violations {
                return self.finish(StopReason::Violation);
            }
            if let Some(r) = self.limits(depth) {
                return self.finish(r);
            }
            if st.terminated() || induction_done(self.m.cfg, &st) {
                if let ControlFlow::Break(r) = self.path_end(st) {
                    return r;
                }
                continue;
            }
            // Evaluating guards (and invariants) may need a concrete value: the path then
            // splits, from the state as it was before (inside a chain, rebuilt from the
            // chain's start).
            let before = dfs.chain.is_none().then(|| st.clone());
            let choices = match self.enabled(&mut st) {
                Ok(c) => c,
                Err(Halt::Split { value, candidates }) => {
                    self.stats.states_seen += 1;
                    let before = match (before, dfs.chain.take()) {
                        (Some(b), _) => b,
                        (None, Some(ch)) => self.rebuild(&ch, ch.steps.len()),
                        (None, None) => unreachable!("a chain or the state before"),
                    };
                    self.split_state(before, &value, candidates);
                    continue;
                }
                Err(h) => {
                    self.stats.states_seen += 1;
                    match self.halt(h) {
                        Some(r) => return r,
                        None => continue,
                    }
                }
            };
            drop(before);
            // A deterministic local step (see `Chain`) continues the transition that led
            // here when the same process took it, away from a loop head: the state in
            // between is not a state of the search (not counted as seen, never saved).
            let local = choices.len() == 1 && self.deterministic_local(&choices[0]);
            if !(local && dfs.by == Some(choices[0].proc) && !self.at_loop_head(&choices[0])) {
                self.stats.states_seen += 1;
            }
            if let Some(c) = choices.first() {
                dfs.by = Some(c.proc);
            }
            if !local {
                dfs.chain = None;
            }
            let flow = match choices.len() {
                0 => continue,
                1 if local => self.chain_step(&mut dfs, st, &choices[0]),
                1 => self.single_step(st, &choices[0]),
                _ => self.branch(&mut dfs, st, choices),
            };
            match flow {
                ControlFlow::Break(r) => return r,
                ControlFlow::Continue(next) => cur = next,
            }
        }
    }

    /// Backtracks: the next alternative of the newest branch point, taken from its
    /// state (`None` when that step halted without ending the search).
    fn backtrack(&mut self, dfs: &mut Dfs) -> ControlFlow<(Outcome, StopReason), Option<State>> {
        let Some(node) = dfs.stack.last_mut() else {
            let stop = self.findings.cut.take().unwrap_or(StopReason::Done);
            return ControlFlow::Break(self.finish(stop));
        };
        let c = node.choices[node.next].clone();
        node.next += 1;
        dfs.chain = None;
        dfs.by = Some(c.proc);
        let mut st = node.state.clone();
        let len = node.trace_len;
        for k in dfs.path.drain(node.on_path..) {
            if let Some(n) = dfs.on_path.get_mut(&k) {
                *n -= 1;
                if *n == 0 {
                    dfs.on_path.remove(&k);
                }
            }
        }
        self.set_path_len(len);
        self.path.loops = node.loops.clone();
        if node.next >= node.choices.len() {
            dfs.stack.pop();
        }
        match self.step(&mut st, &c) {
            Ok(()) => ControlFlow::Continue(Some(st)),
            Err(h) => match self.halt(h) {
                Some(r) => ControlFlow::Break(r),
                None => ControlFlow::Continue(None),
            },
        }
    }

    /// The end of a path (every process terminated, or the inductive step done): what
    /// is left undone there is a violation (a message never received, a joint assertion
    /// the implementation did not reach), and in `compare` the outputs are compared;
    /// else the path completed.
    fn path_end(&mut self, mut st: State) -> ControlFlow<(Outcome, StopReason)> {
        self.stats.states_seen += 1;
        if let Some(m) = st.buffers.first().cloned() {
            let span = self.m.progs[m.source.model as usize].functions
                [self.m.progs[m.source.model as usize].main.0 as usize]
                .span;
            let msg = format!(
                "a message from process {} to process {} (tag {}) is never received",
                m.source.rank, m.dest.rank, m.tag
            );
            let h = self.m.mpi_error(&st, span, msg);
            if let Some(r) = self.halt(h) {
                return ControlFlow::Break(r);
            }
            return ControlFlow::Continue(());
        }
        if let Some(s) = st.queue.iter().find(|s| s.joint).cloned() {
            // The specification reached a joint assertion (or the head of a loop
            // with a joint invariant) more often than the implementation.
            let (func, loc, idx) = s.site;
            let location = &self.m.progs[0].functions[func.0 as usize].locations[loc.0 as usize];
            let (span, kind, what) = match location.out.get(idx as usize) {
                Some(t) => (
                    t.span,
                    crate::report::PropertyKind::Assertion,
                    "joint assertion",
                ),
                None => (
                    location.loop_info.as_ref().map_or(location.span, |l| {
                        l.invariants
                            .iter()
                            .find(|i| i.label.as_deref() == Some(&*s.label))
                            .map_or(l.span, |i| i.span)
                    }),
                    crate::report::PropertyKind::Invariant,
                    "loop with joint invariant",
                ),
            };
            let msg = format!(
                "the specification reaches {what} `{}` more often than the implementation{}",
                s.label,
                if st.models[1].procs.len() > 1 {
                    format!(" (process {})", s.proc.rank)
                } else {
                    String::new()
                }
            );
            let h = self.m.definite(&st, kind, span, msg);
            if let Some(r) = self.halt(h) {
                return ControlFlow::Break(r);
            }
            return ControlFlow::Continue(());
        }
        if self.m.progs.len() == 2 && !crate::config::InductionSetup::is_step(&self.m.cfg.induction)
        {
            if let Err(h) = self.m.compare_outputs(&mut st) {
                let infeasible = matches!(h, Halt::Infeasible);
                if let Some(r) = self.halt(h) {
                    return ControlFlow::Break(r);
                }
                if infeasible {
                    return ControlFlow::Continue(());
                }
            }
        }
        self.findings.completed += 1;
        ControlFlow::Continue(())
    }

    /// A deterministic local step `c` (see `Chain`), run in place, without a copy of
    /// the state before it; the chain's start is copied once (and again every
    /// `CHAIN_STEPS` steps).
    fn chain_step(
        &mut self,
        dfs: &mut Dfs,
        mut st: State,
        c: &Choice,
    ) -> ControlFlow<(Outcome, StopReason), Option<State>> {
        let chain = &mut dfs.chain;
        let ch = match chain {
            Some(ch) if ch.steps.len() < CHAIN_STEPS => ch,
            full => {
                // A full chain starts again here, in the same buffer.
                let mut steps = full.take().map(|c| c.steps).unwrap_or_default();
                steps.clear();
                full.insert(Chain {
                    start: st.clone(),
                    start_len: self.path.path_len,
                    steps,
                })
            }
        };
        ch.steps.push(c.clone());
        match self.step_from(&mut st, c, None) {
            Ok(()) => ControlFlow::Continue(Some(st)),
            Err(Halt::Split { .. }) => {
                // The step needs a concrete value: it runs again from the
                // state before it, rebuilt, and branches there.
                let Some(ch) = dfs.chain.take() else {
                    return ControlFlow::Continue(None);
                };
                let k = ch.steps.len() - 1;
                let mut pre = self.rebuild(&ch, k);
                if k > 0 {
                    if let Err(h) = self.enabled(&mut pre) {
                        if let Some(r) = self.halt(h) {
                            return ControlFlow::Break(r);
                        }
                        return ControlFlow::Continue(None);
                    }
                }
                match self.step(&mut pre, c) {
                    Ok(()) => ControlFlow::Continue(Some(pre)),
                    Err(h) => match self.halt(h) {
                        Some(r) => ControlFlow::Break(r),
                        None => ControlFlow::Continue(None),
                    },
                }
            }
            Err(h) => {
                dfs.chain = None;
                match self.halt(h) {
                    Some(r) => ControlFlow::Break(r),
                    None => ControlFlow::Continue(None),
                }
            }
        }
    }

    /// The only enabled transition `c`, not a deterministic local step.
    fn single_step(
        &mut self,
        mut st: State,
        c: &Choice,
    ) -> ControlFlow<(Outcome, StopReason), Option<State>> {
        // A loop head whose symbolic condition allows only one way on (a loop
        // that cannot end for some values, `i != n` with `n < 0`) is watched
        // for an unbounded driver too.
        if !c.guard.is_constant() && self.loop_cut(&st, c, false) {
            return ControlFlow::Continue(None);
        }
        match self.step(&mut st, c) {
            Ok(()) => ControlFlow::Continue(Some(st)),
            Err(h) => match self.halt(h) {
                Some(r) => ControlFlow::Break(r),
                None => ControlFlow::Continue(None),
            },
        }
    }

    /// A branch point: the state is looked up in the store and saved (a state met
    /// before ends the path, after the full expansion that closes a cycle), loop
    /// iterations are counted, and the first choice is taken, the others pushed.
    fn branch(
        &mut self,
        dfs: &mut Dfs,
        mut st: State,
        mut choices: Choices,
    ) -> ControlFlow<(Outcome, StopReason), Option<State>> {
        if self.m.cfg.unbounded_cut.is_some() {
            self.exits_first(&mut choices);
        }
        let c0 = choices[0].clone();
        // A loop that does not branch at its head (module `cycles`) is counted
        // once the state is known to be new: a state met before ends the path
        // anyway.
        let late = self.late_point(&c0);
        if !late && self.loop_cut(&st, &c0, true) {
            return ControlFlow::Continue(None);
        }
        if !simplify_state(&mut st) {
            // The path condition is unsatisfiable: the path does not exist.
            return ControlFlow::Continue(None);
        }
        canonicalize(&mut st);
        // Seed 001, 5.4 (with `Config::state_heuristic`): a state is not saved
        // when it is not essentially nondeterministic: one process branching
        // two ways on complementary guards (an `if`), away from a loop head.
        // Its successors never meet while the path condition only grows; loop
        // heads stay saved, so every cycle of the state graph passes a saved
        // state. Matching that forgets dead values makes such states meet
        // (an `if` on a fresh draw in a loop), hence off by default.
        let save = !self.m.cfg.state_heuristic || !self.exclusive_branch(&choices);
        if save {
            let key = super::matching::matching_key(&st, &self.analyses.liveness);
            if self.store.seen.contains(&key) {
                self.stats.states_matched += 1;
                // A cycle of the current path closes here: its reduced
                // expansions may have left a process behind all along the
                // cycle; the others' transitions are explored from here
                // (once per state).
                if dfs.on_path.contains_key(&key) && dfs.expanded.insert(key) {
                    match self.full_expansion(&mut st, &choices) {
                        Ok(full) if !full.is_empty() => dfs.stack.push(Node {
                            state: st,
                            choices: full,
                            next: 0,
                            trace_len: self.path.path_len,
                            loops: self.path.loops.clone(),
                            on_path: dfs.path.len(),
                        }),
                        Ok(_) => {}
                        Err(h) => {
                            if let Some(r) = self.halt(h) {
                                return ControlFlow::Break(r);
                            }
                        }
                    }
                }
                return ControlFlow::Continue(None);
            }
            if late && self.loop_cut(&st, &c0, true) {
                return ControlFlow::Continue(None);
            }
            let mut key = key;
            for ms in &mut key.models {
                for p in &mut ms.procs {
                    match self.store.flyweights.get(p) {
                        Some(q) => *p = q.clone(),
                        None => {
                            self.store.flyweights.insert(p.clone());
                        }
                    }
                }
            }
            self.store.seen.insert(key.clone());
            *dfs.on_path.entry(key.clone()).or_insert(0) += 1;
            dfs.path.push(key);
            self.stats.states_saved += 1;
        } else if late && self.loop_cut(&st, &c0, true) {
            return ControlFlow::Continue(None);
        }
        dfs.stack.push(Node {
            state: st.clone(),
            choices: choices.clone(),
            next: 1,
            trace_len: self.path.path_len,
            loops: self.path.loops.clone(),
            on_path: dfs.path.len(),
        });
        match self.step(&mut st, &c0) {
            Ok(()) => ControlFlow::Continue(Some(st)),
            Err(h) => match self.halt(h) {
                Some(r) => ControlFlow::Break(r),
                None => ControlFlow::Continue(None),
            },
        }
    }

    /// Whether `c`, the only enabled transition, is a deterministic local step: a
    /// transition of a process running alone (not an MPI communication, see
    /// `PathState::local`) whose guard is true (at a loop head: the loop's condition is
    /// known, so no loop cut applies, and the invariants were checked and the techniques
    /// consulted when the transitions were enabled). See [`Chain`].
    fn deterministic_local(&self, c: &Choice) -> bool {
        self.path.local
            && c.guard.is_true()
            && !c.stay
            && !c.collective
            && c.source.is_none()
            && c.pick.is_none()
    }

    /// Whether `c` leaves a point of a loop that does not branch at its head (module
    /// `cycles`), counted after the state was looked up.
    fn late_point(&self, c: &Choice) -> bool {
        let prog = self.m.progs[c.proc.model as usize];
        prog.functions[c.func.0 as usize].locations[c.loc.0 as usize]
            .loop_info
            .is_none()
            && self
                .analyses
                .cuts
                .point(c.proc.model, c.func.0, c.loc.0)
                .is_some()
    }

    /// Whether `c` leaves a loop head (a state of the search is counted there).
    fn at_loop_head(&self, c: &Choice) -> bool {
        let prog = self.m.progs[c.proc.model as usize];
        prog.functions[c.func.0 as usize].locations[c.loc.0 as usize]
            .loop_info
            .is_some()
    }

    /// The state after the first `k` steps of `ch`, computed again from its start (the
    /// guards evaluated before each step but the first, as the search did): the state
    /// before a step of the chain, which only a `Split` needs. What the steps record
    /// (violations, trace) is recorded again only for the trace; the count of
    /// transitions stays.
    fn rebuild(&mut self, ch: &Chain, k: usize) -> State {
        let transitions = self.stats.transitions;
        self.set_path_len(ch.start_len);
        let mut st = ch.start.clone();
        for (i, c) in ch.steps[..k].iter().enumerate() {
            if i > 0 {
                let _ = self.enabled(&mut st);
            }
            let _ = self.step_inner(&mut st, c);
            self.m.checks.pending.clear();
        }
        self.stats.transitions = transitions;
        st
    }

    /// Whether `choices` are one process's two transitions from one location that is
    /// not a loop head, with complementary guards (not essentially nondeterministic).
    fn exclusive_branch(&self, choices: &[Choice]) -> bool {
        let [a, b] = choices else {
            return false;
        };
        if a.proc != b.proc
            || a.loc != b.loc
            || a.func != b.func
            || a.stay
            || b.stay
            || a.collective
            || b.collective
            || a.source.is_some()
            || b.source.is_some()
            || a.pick.is_some()
            || b.pick.is_some()
        {
            return false;
        }
        let prog = self.m.progs[a.proc.model as usize];
        if prog.functions[a.func.0 as usize].locations[a.loc.0 as usize]
            .loop_info
            .is_some()
        {
            return false;
        }
        a.guard.not().is_ok_and(|n| n == b.guard) || b.guard.not().is_ok_and(|n| n == a.guard)
    }

    /// At a loop head with a symbolic condition, counts the visit (on the current path;
    /// visits where the loop branches, `branch`, and where it goes on one way are counted
    /// apart) and gives up on the path when the loop is driven by a value with no bound,
    /// or at a branch when it iterated more than the loop bound. Whether the path was
    /// given up.
    ///
    /// A loop that does not branch at its head is counted at its points instead (module
    /// `cycles`): its head gives the loop's annotations and place.
    fn loop_cut(&mut self, st: &State, c0: &Choice, branch: bool) -> bool {
        let prog = self.m.progs[c0.proc.model as usize];
        let func = &prog.functions[c0.func.0 as usize];
        let location = &func.locations[c0.loc.0 as usize];
        let (head, li) = match &location.loop_info {
            Some(li) => (c0.loc, Some(li)),
            None => match self.analyses.cuts.point(c0.proc.model, c0.func.0, c0.loc.0) {
                Some(p) => (
                    p.head,
                    func.locations
                        .get(p.head.0 as usize)
                        .and_then(|l| l.loop_info.as_ref()),
                ),
                None => return false,
            },
        };
        let span = li.map_or_else(
            || {
                func.locations
                    .get(head.0 as usize)
                    .map_or(location.span, |l| l.span)
            },
            |li| li.span,
        );
        let k = self
            .path
            .loops
            .entry((c0.proc, c0.func, c0.loc, branch))
            .or_insert(0);
        *k += 1;
        let k = *k;
        // At the 10th and every 50th symbolic iteration (or, with a
        // deepening cut, from the cut on): is the loop driven by a value
        // with no bound? Then the search cannot end: give up on it now.
        let check = match self.m.cfg.unbounded_cut {
            None => k == 10 || k.is_multiple_of(50),
            Some(c) => k >= c && (k == c || k.is_multiple_of(50)),
        };
        let unbounded = check && self.unbounded_guard(st, &c0.guard);
        // A loop a technique declined whose symbolic bound lies within the search's
        // reach: the search runs it to that bound (a branch in its body doubles the
        // paths at each iteration) and may not finish; it gives up at
        // `Config::give_up` as with a long concrete loop left to it.
        if check
            && !unbounded
            && !self.tech.slow_loop
            && self
                .tech
                .declines
                .contains_key(&(c0.proc.model, c0.func, head))
        {
            self.tech.slow_loop = true;
            self.give_up_prover();
        }
        if unbounded || (branch && k > self.m.cfg.loop_bound) {
            // Give up on this path; the search goes on for a while to
            // look for violations elsewhere, but can no longer say *holds*.
            let inputs = guard_inputs(&c0.guard, &self.m.facts.inputs);
            if self.findings.cut_symbols.is_empty() {
                self.findings.cut_symbols = c0
                    .guard
                    .free_symbols()
                    .iter()
                    .filter_map(|s| s.symbol_name().map(str::to_string))
                    .collect();
                self.findings.cut_symbols.sort();
            }
            let has = |scope| li.is_some_and(|li| li.invariants.iter().any(|i| i.scope == scope));
            let has_invariant = has(tass_model::InvariantScope::Local);
            let has_joint = has(tass_model::InvariantScope::Joint);
            let selected: Vec<crate::Technique> =
                self.tech.techniques.iter().map(|t| t.technique()).collect();
            for t in selected {
                // Joint invariants pair the loops of two compared programs.
                if t == crate::Technique::Joint && self.m.progs.len() != 2 {
                    continue;
                }
                // Induction runs after the search (see `run`), which
                // gives its reason then.
                if t == crate::Technique::Induction && self.m.cfg.induction.is_none() {
                    continue;
                }
                let why = match t {
                    crate::Technique::Invariant if !has_invariant => "the loop has no invariant",
                    crate::Technique::Joint if !has_joint => "the loop has no joint invariant",
                    _ => "it did not apply where the loop was reached",
                };
                self.record_loop(c0.proc.model, c0.func, head, span, t, Err(why));
            }
            self.cut_path(StopReason::LoopBound {
                span,
                bound: if unbounded { k } else { self.m.cfg.loop_bound },
                unbounded,
                inputs,
            });
            return true;
        }
        false
    }

    /// Whether a symbolic constant of the loop guard `g` may be out of the search's
    /// reach: the inputs' conditions (the bounds the user gave: `-inputN=`, pragmas)
    /// do not show `|s| <= 10^6` (the simplifier, then the prover: a small query), and
    /// the path condition does not show `|s| <= b` with `b` a tenth of the loop bound
    /// (a bound in the program itself: a loop nested in another may run `b^2` times on
    /// a path, and the search runs every value), or `b` the deepening cut
    /// (`Config::unbounded_cut`) when one is set. Only ever leads to an *unknown*
    /// verdict, never to a wrong one.
    fn unbounded_guard(&mut self, st: &State, g: &Expr) -> bool {
        let b = match self.m.cfg.unbounded_cut {
            Some(c) => c,
            None => (self.m.cfg.loop_bound / 10).max(10),
        } as i128;
        let within = |s: &Expr, b: i128| -> Option<Expr> {
            let (mut hi, mut lo) = (Expr::int(b), Expr::int(-b));
            if s.ty().is_real() {
                hi = hi.to_real().ok()?;
                lo = lo.to_real().ok()?;
            }
            s.less_eq(&hi).and_then(|u| u.and(&s.greater_eq(&lo)?)).ok()
        };
        let yes = |a: &Expr, c: &Expr| {
            matches!(tass_symbolic::valid(a, c), Ok(tass_symbolic::Answer::Yes))
        };
        for s in g.free_symbols() {
            if !s.ty().is_numeric() {
                continue;
            }
            let (Some(near), Some(far)) = (within(&s, b), within(&s, 1_000_000)) else {
                continue;
            };
            let initial = self.analyses.initial_pc.clone();
            if yes(&st.pc, &near) || yes(&initial, &far) {
                continue;
            }
            if !matches!(
                self.m.oracle.valid(&initial, &far),
                crate::oracle::Decision::Yes
            ) {
                return true;
            }
        }
        // Numbers read from the symbolic command-line arguments (`atoi(argv[1])`): no
        // input condition bounds them, only the path condition may.
        for t in argument_numbers(g) {
            let Some(near) = within(&t, b) else {
                continue;
            };
            if yes(&st.pc, &near) {
                continue;
            }
            if !matches!(
                self.m.oracle.valid(&st.pc, &near),
                crate::oracle::Decision::Yes
            ) {
                return true;
            }
        }
        false
    }

    /// Puts the choices that leave a loop before those that iterate it again, when they
    /// are the transitions of one loop head: iterative deepening (a deepening cut set)
    /// explores the shorter executions first, so the first violation it finds is one of
    /// the smallest sizes.
    /// At a point of a loop that does not branch at its head (module `cycles`), the
    /// choices that leave the loop go first.
    fn exits_first(&self, choices: &mut [Choice]) {
        let c0 = &choices[0];
        let prog = self.m.progs[c0.proc.model as usize];
        let location = &prog.functions[c0.func.0 as usize].locations[c0.loc.0 as usize];
        let one_head = choices.iter().all(|c| {
            !c.stay && !c.collective && c.proc == c0.proc && c.func == c0.func && c.loc == c0.loc
        });
        let Some(li) = &location.loop_info else {
            if let (true, Some(p)) = (
                one_head,
                self.analyses.cuts.point(c0.proc.model, c0.func.0, c0.loc.0),
            ) {
                choices.sort_by_key(|c| !p.leaves.get(c.idx as usize).copied().unwrap_or(false));
            }
            return;
        };
        if one_head {
            choices.sort_by_key(|c| {
                location
                    .out
                    .get(c.idx as usize)
                    .is_none_or(|t| t.target != li.exit)
            });
        }
    }

    /// Moves the violations recorded during a step to the found ones, with the trace.
    fn collect_pending(&mut self) {
        if self.m.checks.pending.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut self.m.checks.pending);
        let time_up = self.time_up();
        for mut v in pending {
            if time_up && v.certainty != crate::report::Certainty::Provable {
                // Possibly an answer cut short by the time limit (see `halt`).
                continue;
            }
            v.trace = self.render_trace();
            self.record(v);
        }
    }

    /// The number of provable violations found.
    fn provable(&self) -> usize {
        self.findings
            .found
            .iter()
            .filter(|v| v.certainty == Certainty::Provable)
            .count()
    }

    /// The verdict when the search stops for `stop`: a violation when a provable one was
    /// found (possible ones are listed after the provable ones); otherwise *unknown* when
    /// possible violations were found or the search was cut short, *holds* when it was
    /// not.
    fn finish(&mut self, stop: StopReason) -> (Outcome, StopReason) {
        let mut found = std::mem::take(&mut self.findings.found);
        found.sort_by_key(|v| v.certainty != Certainty::Provable);
        if found.iter().any(|v| v.certainty == Certainty::Provable) {
            return (Outcome::Violation(found), stop);
        }
        self.findings.possible = found;
        if !self.findings.possible.is_empty() || stop != StopReason::Done {
            return (Outcome::Unknown, stop);
        }
        (Outcome::Holds, stop)
    }

    /// Keeps a violation unless one of the same kind at the same place was found.
    /// Undefined behaviour outside the SV-COMP property (`--property`) is kept as a
    /// possible violation: its path ends there, and the program gets no verdict unless
    /// the property is violated elsewhere.
    fn record(&mut self, mut v: Violation) {
        if self.m.cfg.svcomp.is_some_and(|p| !p.covers(v.kind)) {
            v = undefined_behaviour(v);
        }
        if !self
            .findings
            .found
            .iter()
            .any(|w| w.kind == v.kind && w.span == v.span)
        {
            self.findings.found.push(v);
        }
    }

    /// Gives up on the current path for `reason`: the search goes on for a while to look
    /// for violations elsewhere, but can no longer say *holds* (the first reason is
    /// reported).
    fn cut_path(&mut self, reason: StopReason) {
        if self.findings.cut.is_none() {
            self.findings.cut = Some(reason);
            let spent = self.budget.start.elapsed();
            let grace = Instant::now() + spent.max(std::time::Duration::from_secs(2));
            // Not past the time to give up (which then stops the search itself).
            self.budget.cut_deadline = Some(match self.m.cfg.give_up_at {
                Some(at) => grace.min(at.max(Instant::now())),
                None => grace,
            });
            self.give_up_prover();
        }
    }

    /// Whether the time limit has passed.
    fn time_up(&self) -> bool {
        self.m
            .cfg
            .time_limit
            .is_some_and(|t| self.budget.start.elapsed() >= t)
    }

    /// What a halt means for the search: `Some` ends it.
    fn halt(&mut self, h: Halt) -> Option<(Outcome, StopReason)> {
        // Once the time limit has passed, the prover answers *maybe* to everything: a
        // possible violation or an unsupported construct found then says nothing, and
        // the search ends for the time limit (a provable violation still stands).
        if let (Some(t), true) = (self.m.cfg.time_limit, self.time_up()) {
            let stands = match &h {
                Halt::Violation(v) => v.certainty == crate::report::Certainty::Provable,
                _ => false,
            };
            if !stands {
                // A violation only when a provable one was found: possible ones
                // leave the verdict *unknown* (exit 1 means a real violation).
                return Some(self.finish(StopReason::TimeLimit(t)));
            }
        }
        match h {
            Halt::Infeasible | Halt::Split { .. } => None,
            // A technique stopped for a limit of the run: so does the search.
            Halt::Cut(reason) if reason.ends_the_run() => Some(self.finish(reason)),
            Halt::Cut(reason) => {
                self.cut_path(reason);
                None
            }
            Halt::Unsupported(span, what) => {
                Some(self.finish(StopReason::Unsupported { span, what }))
            }
            Halt::Violation(mut v) => {
                v.trace = self.render_trace();
                if let Some(failed) = self.m.checks.failed.take() {
                    if v.certainty == crate::report::Certainty::Possible {
                        for k in 0..self.tech.techniques.len() {
                            let t = self.tech.techniques[k];
                            t.after_failure(self, &failed);
                        }
                    }
                }
                self.record(*v);
                // A possible violation does not stop the search: a provable one may be
                // found elsewhere, and without one the verdict is *unknown*.
                if self.provable() >= self.m.cfg.max_violations {
                    Some(self.finish(StopReason::Violation))
                } else {
                    None
                }
            }
        }
    }

    fn render_trace(&self) -> Vec<TraceStep> {
        self.path.trace
            .iter()
            .filter(|s| {
                let prog = self.m.progs[s.proc.model as usize];
                s.func != prog.init || s.change.is_some()
            })
            .map(|s| {
                let prog = self.m.progs[s.proc.model as usize];
                let f = &prog.functions[s.func.0 as usize];
                let t = &f.locations[s.loc.0 as usize].out[s.idx as usize];
                let changes = match &s.change {
                    Some((ctx, lhs, v)) => vec![(
                        tass_model::show::expr_str(prog, Some(ctx.unwrap_or(s.func)), lhs),
                        crate::machine::value_str(v),
                    )],
                    None => Vec::new(),
                };
                TraceStep {
                    program: s.proc.model,
                    rank: s.proc.rank,
                    function: f.name.to_string(),
                    span: t.span,
                    statement: if s.buffered {
                        format!(
                            "{} (the send completes: the MPI library buffers its message, which no receive has taken yet)",
                            tass_model::show::stmt_str(prog, s.func, &t.stmt)
                        )
                    } else {
                        tass_model::show::stmt_str(prog, s.func, &t.stmt)
                    },
                    changes,
                    path_condition: s.pc.as_ref().map(crate::machine::simplified),
                }
            })
            .chain((self.path.path_len > self.path.trace.len()).then(|| TraceStep {
                program: 0,
                rank: 0,
                function: String::new(),
                span: Default::default(),
                statement: format!(
                    "... {} more steps (traces keep the first {TRACE_LIMIT})",
                    self.path.path_len - self.path.trace.len()
                ),
                changes: Vec::new(),
                path_condition: None,
            }))
            .collect()
    }
}

/// Simplifies the path condition and every value of the state under the path
/// condition (seed 001, 4.5). Returns false when the path condition is inconsistent.
fn simplify_state(st: &mut State) -> bool {
    let Ok(simp) = tass_symbolic::Simplifier::for_assumption(&st.pc) else {
        return true;
    };
    if simp.is_inconsistent() {
        return false;
    }
    st.pc = simp.assumption().clone();
    let _ = st.try_map_memory_exprs(&mut |e| Some(simp.simplify(e)));
    true
}

/// The inputs a loop guard depends on.
/// Whether a symbol is the contents of a command-line argument that `--arg` did not fix
/// (`argv[1]`, made by `Machine::argument_strings`).
fn is_argument(name: &str) -> bool {
    name.starts_with("argv[")
}

/// The numbers in `g` read from symbolic command-line arguments: the largest numeric
/// subterms that are function applications or array reads over an `argv[K]` symbol
/// (`atoi(argv[1])`, `argv[1][0]`).
fn argument_numbers(g: &Expr) -> Vec<Expr> {
    use tass_symbolic::ExprKind;
    let mut out: Vec<Expr> = Vec::new();
    let mut seen: HashSet<Expr> = HashSet::new();
    let mut stack = vec![g.clone()];
    let reads_argument = |e: &Expr| {
        e.free_symbols()
            .iter()
            .any(|s| s.symbol_name().is_some_and(is_argument))
    };
    while let Some(e) = stack.pop() {
        if !seen.insert(e.clone()) {
            continue;
        }
        let atom = matches!(e.kind(), ExprKind::Apply(..) | ExprKind::Read(..));
        if atom && e.ty().is_numeric() && reads_argument(&e) {
            out.push(e);
            continue;
        }
        e.for_each_child(|c| stack.push(c.clone()));
    }
    out
}

fn guard_inputs(g: &Expr, inputs: &HashSet<String>) -> Vec<String> {
    let mut out: Vec<String> = g
        .free_symbols()
        .iter()
        .filter_map(|s| s.symbol_name().map(str::to_string))
        .filter(|n| inputs.contains(n) || is_argument(n))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether the inductive step is complete on `st`: the larger run (model 1) ended; what
/// the hypothesis (model 0) still does does not matter.
fn induction_done(cfg: &crate::Config, st: &State) -> bool {
    crate::config::InductionSetup::is_step(&cfg.induction)
        && st.models.len() == 2
        && st.proc(ProcId { model: 1, rank: 0 }).terminated()
}
