//! The scheduler (seed 001, 5.4): which transitions of a state are enabled and which
//! run. Processes with a local transition run first, one at a time (the urgent
//! reduction); processes at MPI communication calls are matched (point-to-point
//! messages, wildcards, collective operations, the deadlock analysis); techniques may
//! block a process (the joint barrier) or replace a loop head's transitions.
//!
//! # MPI semantics and the reduction: why the searches are exhaustive
//!
//! The search of an MPI program explores a reduced state graph. Each reduction step is
//! stated with the argument that it loses no violation. A *matching* of an execution
//! says, for every receive (and probe, and completed receive request), which message it
//! takes; a process's *local trace* is the sequence of its calls and the values they
//! return.
//!
//! 1. **Urgent reduction** (seed 001, 5.4). A process with a local transition runs alone.
//!    A local transition reads and writes only its process's state; sending (appending
//!    to a channel) commutes with every transition of another process, since channels
//!    are FIFO per (sender, receiver) and a receive takes the oldest matching message of
//!    a sender. A local transition therefore stays enabled whatever the others do, and
//!    the set {it} is persistent. The same holds for posting a receive, for completing a
//!    send already received, for a receive from a named source with a matching message
//!    (only its process takes from its channels) and for the completion of a send whose
//!    messages receives naming their sender will take. Wildcard receives, collectives,
//!    polls (`MPI_Test*`, `MPI_Iprobe`) and `MPI_Abort` are interleaved with the blocking
//!    calls, after every process's local steps. `MPI_Abort` does not commute with the
//!    other processes' steps (they may still fail before the abort takes effect).
//! 2. **Cycle proviso.** A persistent set is not enough when the reduced graph has a
//!    cycle along which some process is always left out (the ignoring problem). The
//!    search keeps the saved states of the current path; a saved state that matches one
//!    of them closes a cycle and is expanded once with the enabled transitions of every
//!    process its reduced expansion left out (`Search::full_expansion`). Every cycle of
//!    the reduced graph then has a fully expanded state (condition C3 of Peled's ample
//!    sets), so every state of the full graph has a reduced representative with the same
//!    local traces. Cycles without a saved state (deterministic runs) cannot close: such
//!    a path runs to the depth limit, which makes the run *unknown*.
//! 3. **Canonical channels.** MPI orders messages only per (sender, receiver, tag
//!    matching); `State::buffers` sorted by (destination, source), in send order within
//!    a pair (`mpi::point::issue` inserts), is a function of the multiset of per-pair
//!    sequences, so two interleavings that send the same messages reach one state.
//! 4. **Deterministic matching** (Siegel and Avrunin, PPoPP 2005). Suppose that no
//!    reachable state of the synchronous semantics (a standard-mode send completes only
//!    together with its receive) has a process at a receive, probe or wait whose source
//!    or tag is a wildcard, or at a call that picks among outcomes (`MPI_Test*`,
//!    `MPI_Waitany`, `MPI_Waitsome`, `MPI_Iprobe`), and that the synchronous search found
//!    no deadlock. Then every execution under any buffering has, for each process, a
//!    local trace that is a prefix of the one trace that process has in every synchronous
//!    execution. By induction on the length of the execution: a receive of process r
//!    names its source s and tag t and takes the oldest message of s with tag t that r
//!    has not received; s's sends so far are a prefix of its synchronous sends, in the
//!    same order, and r's earlier receives took the same messages as in the synchronous
//!    executions; so this receive takes the same message. Collectives and named
//!    completions are deterministic in the same way. Hence every property of local
//!    states is decided by the synchronous executions, and one interleaving per path
//!    suffices: the urgent reduction explores exactly one when there is no wildcard.
//! 5. **Wildcards: synchronous search, then per-send buffering** (`run::verify_once`,
//!    whose doc has the argument). With `--deadlock=potential` the first search uses the
//!    synchronous semantics; a receive from any source branches over the senders whose
//!    oldest matching message is in transit, which, every process having run until it
//!    blocks (1), are all the senders that can match it now. If that search met a
//!    wildcard or a pick (`Search::nondeterministic_matching`) and found no violation, a
//!    second search runs with per-send buffering (`Search::per_send`): each standard-mode
//!    send may be buffered (a `Choice::buffered` step, marked in traces) or wait for its
//!    receive, independently of the others (corpus/mpi/buffering_two_phase_deadlock.c
//!    needs both). Buffering steps never run alone, so a reduced set holds a transition
//!    that needs no buffering whenever one exists, which keeps every potential deadlock
//!    reachable. Without a wildcard the second search is skipped by (4).
//!
//! # Deadlocks
//!
//! A collective runs only when every member of its communicator is at one (then all at
//! once, checking that the calls match). A process waiting for a held message that no
//! posted receive takes, for a message, or in an incomplete collective is blocked. Modes
//! (`Config::deadlock`, `--deadlock`, seed 001, 5.4): `potential` (default): a send that
//! only buffering would complete is not a transition, and a state where nothing can move
//! but by buffering is a potential deadlock; `absolute` and `none` buffer every
//! standard-mode send (its completion is always enabled and commutes with everything,
//! so it runs first like a local transition), and only states where nothing can move even
//! with buffering are deadlocks (`absolute`) or simply end their path (`none`, listed
//! under "not checked"). A poll may always answer "not yet", so a process polling forever
//! is not deadlocked (its path ends at a state seen before, or at the depth limit).
//!
//! # The cost of a step
//!
//! A step of straight-line code (`Search::straight_step`: the first process not
//! terminated stands at a location that is not a loop head, with one transition whose
//! guard is the constant `true` and which is not a call, a collective or a joint
//! assertion) is found without the general computation of `enabled`: that process is the
//! one `enabled` would choose (techniques hold processes back only at loop heads, only a
//! call can communicate). The choices of a state are a `SmallVec` of two (`Choices`; no
//! heap allocation for nearly every state). Maps looked up at every step hash with
//! `rustc-hash` (FxHash; SipHash was 4% of the instructions), and the second guard of a
//! `[c]`/`[!c]` branch is the negation of the first's value, not evaluated again. On the
//! sequential scale bench (`matmul` N <= 12, 117,037 transitions, callgrind) these took a
//! run from 862 to under 530 million instructions.
//!
//! Smaller savings of the same work: a local holding a value is read without building
//! its place; a polynomial's rational function needs no normalisation, nor a product of
//! two polynomials; technique `parallel` sees that a loop's condition reads only
//! variables holding constants without evaluating it; the hooks of techniques without
//! groups return before any work; an element of a named array (an input) is determinate
//! without a walk of its expression.

use crate::machine::{Change, Halt, Machine};
use crate::report::Technique;
use crate::report::{Stats, StopReason, Violation};
use crate::Interrupt;
use std::collections::HashSet;
use std::time::Instant;
use tass_model::{FunctionId, LocId, LoopInfo};
use tass_state::{ProcId, State, Value};
use tass_symbolic::Expr;

/// One executed transition, kept until a trace is needed.
#[derive(Clone)]
pub(crate) struct RawStep<'a> {
    pub(crate) proc: ProcId,
    pub(crate) func: FunctionId,
    pub(crate) loc: LocId,
    pub(crate) idx: u32,
    pub(crate) change: Change<'a>,
    pub(crate) pc: Option<Expr>,
    /// A send completed by buffering its message (see [`Choice::buffered`]).
    pub(crate) buffered: bool,
}

/// The transitions the search may take from a state: one or two almost always (a
/// step, or the two ways of a branch), kept without a heap allocation then.
pub(crate) type Choices = smallvec::SmallVec<[Choice; 2]>;

/// An enabled transition: process, location, index and guard.
#[derive(Clone)]
pub(crate) struct Choice {
    pub(crate) proc: ProcId,
    pub(crate) func: FunctionId,
    pub(crate) loc: LocId,
    pub(crate) idx: u32,
    pub(crate) guard: Expr,
    /// Only adds the guard to the path condition (a joint decision of two loops).
    pub(crate) stay: bool,
    /// For an `MPI_Recv`: the rank whose oldest matching message is received.
    pub(crate) source: Option<u32>,
    /// For a call that completes some of its requests or answers "not yet"
    /// (`MPI_Test`, `MPI_Waitany`, ...): which.
    pub(crate) pick: Option<crate::mpi::Pick>,
    /// A collective operation of all processes of the program of `proc`.
    pub(crate) collective: bool,
    /// The completion of a standard-mode send whose message no receive has taken: the
    /// MPI library buffers it (explored only with per-send buffering, see
    /// [`Search::per_send`]; the trace says so).
    pub(crate) buffered: bool,
}

impl Choice {
    /// Transition `idx` of `loc` in `func`, taken by `proc` under `guard`.
    pub(crate) fn step(
        proc: ProcId,
        func: FunctionId,
        loc: LocId,
        idx: u32,
        guard: Expr,
    ) -> Choice {
        Choice {
            proc,
            func,
            loc,
            idx,
            guard,
            stay: false,
            source: None,
            pick: None,
            collective: false,
            buffered: false,
        }
    }

    /// A choice that only adds `guard` to the path condition, `proc` staying at `loc`.
    pub(crate) fn decision(proc: ProcId, func: FunctionId, loc: LocId, guard: Expr) -> Choice {
        Choice {
            stay: true,
            ..Choice::step(proc, func, loc, 0, guard)
        }
    }
}

pub(crate) struct Search<'a, 'p> {
    pub(crate) m: Machine<'a>,
    pub(crate) stats: Stats,
    pub(crate) seen: HashSet<State>,
    /// The process states of the saved states, each kept once (seed 001, 5.3: the
    /// flyweight pattern): saved states that share a process's state share its memory.
    pub(crate) flyweights: HashSet<std::sync::Arc<tass_state::Process>>,
    pub(crate) trace: Vec<RawStep<'a>>,
    pub(crate) start: Instant,
    pub(crate) interrupt: Option<Interrupt>,
    /// Visits of loop heads with a symbolic branch on the current path.
    /// (Branching and one-way visits are counted apart: the flag says which.)
    pub(crate) loops: rustc_hash::FxHashMap<(ProcId, FunctionId, LocId, bool), usize>,
    pub(crate) progress: Option<&'p mut dyn FnMut(&Stats)>,
    /// A branch a split asked for: the state before the step and the choices.
    pub(crate) pending_branch: Option<(State, Choices)>,
    /// The path condition of the initial state (the inputs' conditions).
    pub(crate) initial_pc: Expr,
    /// Why a path was given up (the search can then not say *holds*).
    pub(crate) cut: Option<StopReason>,
    /// When the search stops looking for violations after a path was given up.
    pub(crate) cut_deadline: Option<Instant>,
    /// The number of transitions on the current path (the trace keeps at most
    /// `TRACE_LIMIT` of them).
    pub(crate) path_len: usize,
    /// Violations found so far (distinct kind and place).
    pub(crate) found: Vec<Violation>,
    /// The possible violations of a search that found no provable one.
    pub(crate) possible: Vec<Violation>,
    /// The paths that reached the end of the program (all processes terminated).
    pub(crate) completed: u64,
    /// Loop summaries (seed 000), by loop head.
    pub(crate) summaries: crate::loops::Summaries,
    /// What the techniques made of each loop they were consulted on, by loop head.
    /// Where loops that do not branch at their head are counted (module `cycles`).
    pub(crate) cuts: crate::cycles::Cuts,
    /// The live locals of each location (for matching states).
    pub(crate) liveness: crate::liveness::Liveness,
    /// The techniques of this run (`Config::techniques`), consulted in order.
    pub(crate) techniques: Vec<&'static dyn LoopTechnique>,
    pub(crate) loop_records:
        std::collections::BTreeMap<(u8, FunctionId, LocId), crate::report::LoopRecord>,
    /// How often a technique declined each loop in this run (techniques stop trying a
    /// loop they keep declining).
    pub(crate) declines: rustc_hash::FxHashMap<(u8, FunctionId, LocId), u32>,
    /// The natural bodies of loops, by head (computed once).
    pub(crate) bodies: crate::loops::Bodies,
    /// The symbolic constants of the condition of the first loop the search gave up on.
    pub(crate) cut_symbols: Vec<String>,
    /// The loops the inductive step paired (technique `induction`), for the report.
    pub(crate) paired_loops: Vec<crate::report::PairedLoop>,
    /// While technique `induction` runs the hypothesis's half of a paired iteration:
    /// the paths on which the hypothesis stopped (a failing assumption of the run for
    /// `N - 1`, or its end), which the larger run then continues (see
    /// `Search::generic_run`); `None` otherwise.
    pub(crate) hyp_stopped: Option<Vec<State>>,
    /// When the resident set was last compared with the memory limit (see
    /// [`Search::out_of_budget`]); `None` before the first time.
    pub(crate) memory_checked: Option<Instant>,
    /// Whether the resident set was found above the memory limit (it then stays so for
    /// the rest of the search).
    pub(crate) memory_exceeded: bool,
    /// The states the search has counted towards its next look at the clock and the
    /// resident set (see `Search::limits`).
    pub(crate) budget_tick: u32,
    /// The oracle's count of questions at the last look at the limits.
    pub(crate) budget_asked: u64,
    /// Whether the two ways out of a location are `[c]` and `[!c]` (see
    /// `process_choices`), by location (computed once).
    pub(crate) complementary: rustc_hash::FxHashMap<(u8, FunctionId, LocId), bool>,
    /// Whether a process reached an MPI call whose match is not determined by the
    /// program alone: a receive (or probe, or wait on a receive request) with
    /// `MPI_ANY_SOURCE` or `MPI_ANY_TAG`, or a call that picks among what MPI allows
    /// (`MPI_Test`, `MPI_Waitany`, `MPI_Iprobe`, ...). Without one, the matching is
    /// deterministic and one buffering mode decides every other (see `run`).
    pub(crate) nondeterministic_matching: bool,
    /// Per-send buffering (with `--deadlock=potential`, once the matching of messages
    /// depends on the run): every standard-mode send may complete by being buffered, or
    /// wait for its receive; the search explores both, and a state where no process can
    /// go on without a further send being buffered is a potential deadlock. Without it,
    /// sends are synchronous (`--deadlock=potential`) or all buffered (`absolute`).
    pub(crate) per_send: bool,
    /// Whether the choices `enabled` gave last are the transitions of one process with
    /// a local transition (the urgent reduction), not communications.
    pub(crate) local: bool,
    /// Whether some loop of the programs has a collective invariant, and a joint one
    /// (without them no process ever waits at a loop head for its group).
    pub(crate) group_loops: [bool; 2],
}

/// The most steps of one path kept for its trace (a longer path is verified all the
/// same; its trace shows the first steps).
pub(crate) const TRACE_LIMIT: usize = 100_000;

/// What a technique makes of a process at a loop head.
pub(crate) enum AtHead {
    /// Nothing: the search goes on with the head's transitions (and the next technique).
    Continue,
    /// The path ends here (an inductive step is done).
    EndPath,
    /// These choices replace the head's transitions (a joint decision of two loops).
    Choices(Choices),
}

/// A technique as the search sees it: hooks at the points where a technique may act.
/// Techniques keep no data of their own between calls: what they know about a path is
/// in the state, so that it is saved, compared and restored with it.
pub(crate) trait LoopTechnique: Sync {
    /// Which technique this is.
    fn technique(&self) -> Technique;

    /// Whether process `p` must wait before its next transition (a barrier).
    fn blocks(&self, _s: &Search<'_, '_>, _st: &State, _p: ProcId) -> bool {
        false
    }

    /// Process `p` at the head `loc` of a loop of `func` (its sequential invariants
    /// already checked and assumed).
    fn at_head(
        &self,
        s: &mut Search<'_, '_>,
        st: &mut State,
        p: ProcId,
        head: (FunctionId, LocId),
        li: &LoopInfo,
    ) -> Result<AtHead, Halt>;

    /// Whether the technique keeps processes in step (a barrier) in `st`, which a
    /// wildcard receive could make inexact.
    fn keeps_processes_in_step(&self, _st: &State) -> bool {
        false
    }

    /// Before the transition `c` runs.
    fn before_step(&self, _s: &mut Search<'_, '_>, _st: &mut State, _c: &Choice) {}

    /// After the transition `c` ran without error.
    fn after_step(&self, _s: &mut Search<'_, '_>, _st: &mut State, _c: &Choice) {}
}

impl Search<'_, '_> {
    /// The enabled transitions of `st` whose guards may hold.
    pub(crate) fn enabled(&mut self, st: &mut State) -> Result<Choices, Halt> {
        if let Some(c) = self.straight_step(st) {
            self.local = true;
            return Ok(smallvec::smallvec![c]);
        }
        // Processes run in order; interleavings come with MPI (for now: the first
        // process that has not terminated).
        self.local = false;
        let mut chosen = None;
        let mut at_comm = Vec::new();
        let mut waiting = false;
        for p in st.procs().filter(|p| !st.proc(*p).terminated()) {
            if self.techniques.iter().any(|t| t.blocks(self, st, p)) {
                waiting = true;
                continue;
            }
            if self.m.comm_at(st, p).is_some() {
                at_comm.push(p);
                continue;
            }
            // A process with a local transition runs first (urgent reduction).
            chosen = Some(p);
            break;
        }
        if chosen.is_none() && !at_comm.is_empty() {
            return self.comm_choices(st, &at_comm, waiting, false);
        }
        let Some(p) = chosen else {
            if let Some(p) = st.procs().find(|p| !st.proc(*p).terminated()) {
                let span = st.proc(p).top().map(|f| {
                    let prog = self.m.progs[p.model as usize];
                    prog.functions[f.func.0 as usize].locations[f.loc.0 as usize]
                        .loop_info
                        .as_ref()
                        .map(|l| l.span)
                        .unwrap_or_default()
                });
                let what = "every process waits at the head of a loop with a collective or joint invariant for a process that does not come";
                return Err(Halt::Unsupported(span.unwrap_or_default(), what.into()));
            }
            return Ok(Choices::new());
        };
        let out = self.process_choices(st, p);
        self.local = true;
        out
    }

    /// The one transition of straight-line code, found without the general work of
    /// `enabled` (most steps are such): the first process that has not terminated is at
    /// a location that is not a loop head, with a single transition whose guard is
    /// `true` and which is neither a call nor a collective or joint assertion. `enabled`
    /// would choose that process (techniques hold processes back only at loop heads,
    /// and only a call can be a communication), and `process_choices` would give that
    /// transition alone, under the guard `true`.
    fn straight_step(&mut self, st: &State) -> Option<Choice> {
        let p = st.procs().find(|p| !st.proc(*p).terminated())?;
        let f = st.proc(p).top()?;
        let prog = self.m.progs[p.model as usize];
        let location = &prog.functions[f.func.0 as usize].locations[f.loc.0 as usize];
        let [t] = location.out.as_slice() else {
            return None;
        };
        let straight = location.loop_info.is_none()
            && matches!(t.guard.kind, tass_model::ExprKind::Bool(true))
            && !matches!(
                t.stmt,
                tass_model::Stmt::Call { .. } | tass_model::Stmt::MultiAssert { .. }
            );
        if !straight {
            return None;
        }
        self.m.acting(p);
        Some(Choice::step(p, f.func, f.loc, 0, Expr::tt()))
    }

    /// The cycle proviso of the reduction: the enabled transitions of `st` of every
    /// process that `chosen` (the reduced expansion of `st`) leaves out. The search
    /// explores them from a state that closes a cycle of the current path, so that
    /// every cycle of the reduced state graph has a fully expanded state and no
    /// process is postponed forever by one that loops (the ignoring problem).
    pub(crate) fn full_expansion(
        &mut self,
        st: &mut State,
        chosen: &[Choice],
    ) -> Result<Choices, Halt> {
        let mut out = Choices::new();
        let mut at_comm = Vec::new();
        let others: Vec<ProcId> = st
            .procs()
            .filter(|p| !st.proc(*p).terminated() && !chosen.iter().any(|c| c.proc == *p))
            .collect();
        for p in others {
            if self.techniques.iter().any(|t| t.blocks(self, st, p)) {
                continue;
            }
            if self.m.comm_at(st, p).is_some() {
                at_comm.push(p);
            } else {
                out.extend(self.process_choices(st, p)?);
            }
        }
        if !at_comm.is_empty() {
            let mut comm = self.comm_choices(st, &at_comm, false, true)?;
            // A collective of processes some of which `chosen` moves is left to them.
            comm.retain(|c| !chosen.iter().any(|d| d.proc == c.proc));
            out.extend(comm);
        }
        Ok(out)
    }

    /// Checks the sequential invariants of the loop `li` of `func` in `st`, where process
    /// `p` is at the loop's head (or in a state that stands for every visit of it, made
    /// by a technique), then assumes them. A failure is an invariant violation at the
    /// invariant, `how` saying where it may fail; under the induction hypothesis they
    /// are assumed, and inside a technique's generic iteration they are obligations
    /// (machine `check`).
    pub(crate) fn check_loop_invariants(
        &mut self,
        st: &mut State,
        p: ProcId,
        func: FunctionId,
        li: &tass_model::LoopInfo,
        how: &str,
    ) -> Result<(), Halt> {
        let prog = self.m.progs[p.model as usize];
        for inv in li
            .invariants
            .iter()
            .filter(|i| i.scope == tass_model::InvariantScope::Local)
        {
            let v = self.m.eval(st, p, &inv.expr)?;
            let c = self.m.scalar(v, &inv.expr.ty, inv.span)?;
            let label = inv
                .label
                .as_ref()
                .map(|l| format!(" {l}"))
                .unwrap_or_default();
            let text = tass_model::show::expr_str(prog, Some(func), &inv.expr);
            self.m.check(
                st,
                c.clone(),
                crate::report::PropertyKind::Invariant,
                inv.span,
                format!("loop invariant{label} `{text}` {how}"),
            )?;
            self.m.assume(st, &c, inv.span)?;
        }
        Ok(())
    }

    /// The transitions of process `p` whose guards may hold, after its loop head's
    /// invariants are checked and the techniques consulted.
    pub(crate) fn process_choices(&mut self, st: &mut State, p: ProcId) -> Result<Choices, Halt> {
        let mut out = Choices::new();
        self.m.acting(p);
        let (func, loc) = match st.proc(p).top() {
            Some(f) => (f.func, f.loc),
            None => return Ok(out),
        };
        let prog = self.m.progs[p.model as usize];
        let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
        // A loop head: its sequential invariants must hold at every visit, on entry and
        // after each iteration (a property, whatever technique decides the loop); then
        // the techniques are consulted.
        if let Some(li) = &location.loop_info {
            self.note_annotated_loop(p.model, func, loc, li);
            self.end_body_locals(st, p, func, li.span);
            self.note_loop_symbols(st, p, location);
            self.check_loop_invariants(st, p, func, li, "may not hold here")?;
            // Without the technique that verifies them for any number of iterations,
            // collective invariants are collective assertions at each visit of the head
            // (seed 000, 4), checked once every process has arrived.
            if !self.m.cfg.uses(Technique::Invariant) {
                for inv in li
                    .invariants
                    .iter()
                    .filter(|i| i.scope == tass_model::InvariantScope::Collective)
                {
                    if let Some(label) = &inv.label {
                        self.m.collective_assert(
                            st,
                            p,
                            (loc, 0),
                            label,
                            &inv.expr,
                            inv.span,
                            true,
                        )?;
                    }
                }
            }
            // So are joint invariants without theirs, in `tass compare`: joint
            // assertions at each visit of the head, the specification's snapshot read by
            // every process of the implementation.
            if self.m.progs.len() == 2 && !self.m.cfg.uses(Technique::Joint) {
                for inv in li
                    .invariants
                    .iter()
                    .filter(|i| i.scope == tass_model::InvariantScope::Joint)
                {
                    if let Some(label) = &inv.label {
                        self.m.joint_assert(
                            st,
                            p,
                            (loc, u32::MAX),
                            label,
                            &inv.expr,
                            inv.span,
                            true,
                        )?;
                    }
                }
            }
            // The techniques, in turn.
            for k in 0..self.techniques.len() {
                let t = self.techniques[k];
                match t.at_head(self, st, p, (func, loc), li)? {
                    AtHead::Continue => {}
                    AtHead::EndPath => return Ok(Choices::new()),
                    AtHead::Choices(c) => return Ok(c),
                }
            }
        }
        // The two ways out of a branch are `[c]` and `[!c]` (the front end writes them
        // so): the second guard's value is the negation of the first's, not evaluated
        // again (guards have no effects; evaluating one twice checks the same things).
        let complementary = match location.out.as_slice() {
            [a, b] => *self
                .complementary
                .entry((p.model, func, loc))
                .or_insert_with(|| {
                    is_negation(&b.guard, &a.guard) || is_negation(&a.guard, &b.guard)
                }),
            _ => false,
        };
        let mut first: Option<Expr> = None;
        for (i, t) in location.out.iter().enumerate() {
            let g = match (&first, complementary) {
                (Some(g0), true) => Value::Sym(self.m.sym(g0.not(), t.span)?),
                _ => self.m.eval(st, p, &t.guard)?,
            };
            let g = match g {
                Value::Sym(e) => e,
                _ => {
                    return Err(Halt::Unsupported(
                        t.span,
                        "a guard that is not a condition".into(),
                    ))
                }
            };
            if i == 0 {
                first = Some(g.clone());
            }
            // A single unconditional transition needs no feasibility check.
            if (location.out.len() == 1 && g.is_true()) || self.m.feasible(st, &g) {
                out.push(Choice::step(p, func, loc, i as u32, g));
            }
        }
        Ok(out)
    }

    /// Process `p` is at the head of a loop of `func` (at `head`): the blocks of the
    /// loop's body have ended (C11 6.2.4: each iteration enters them again, with new
    /// instances of their locals), so pointers to the instances of their locals that
    /// the last iteration made now dangle. Only locals whose address the function takes
    /// can have pointers to them.
    fn end_body_locals(
        &mut self,
        st: &mut State,
        p: ProcId,
        func: FunctionId,
        head: tass_syntax::Span,
    ) {
        let key = (p.model, func);
        let taken = match self.m.address_taken.get(&key) {
            Some(t) => t.clone(),
            None => {
                let f = &self.m.progs[p.model as usize].functions[func.0 as usize];
                let t = std::sync::Arc::new(crate::liveness::address_taken(f));
                self.m.address_taken.insert(key, t.clone());
                t
            }
        };
        if taken.is_empty() || head == tass_syntax::Span::default() {
            return;
        }
        let Some(uid) = st.proc(p).top().map(|f| f.uid) else {
            return;
        };
        let f = &self.m.progs[p.model as usize].functions[func.0 as usize];
        for &v in taken.iter() {
            let Some(Some(block)) = f.local_blocks.get(v as usize) else {
                continue;
            };
            let holds_head = block.file == head.file && block.lo <= head.lo && head.lo <= block.hi;
            if block.file == head.file && !holds_head {
                crate::memory::end_instance(st, p, uid, v);
            }
        }
    }

    /// Remembers the integer constants of the values of the variables that the guards
    /// leaving a loop head read (the values a counterexample's minimisation makes
    /// small). Reads the variables' slots only: nothing is evaluated or checked.
    fn note_loop_symbols(&mut self, st: &State, p: ProcId, location: &tass_model::Location) {
        fn vars(e: &tass_model::Expr, out: &mut Vec<tass_model::VarRef>) {
            use tass_model::ExprKind as K;
            match &e.kind {
                K::Var(v) => out.push(*v),
                K::Int(..) | K::Real(..) | K::Bool(_) => {}
                // The usual shapes without the list of children.
                K::Unary(_, a) | K::Cast(a) => vars(a, out),
                K::Binary(_, a, b) => {
                    vars(a, out);
                    vars(b, out);
                }
                _ => {
                    for c in e.children() {
                        vars(c, out);
                    }
                }
            }
        }
        let mut refs = Vec::new();
        for t in &location.out {
            vars(&t.guard, &mut refs);
        }
        let pr = st.proc(p);
        for v in refs {
            let value = match v {
                tass_model::VarRef::Local(i) => pr.top().and_then(|f| f.locals.get(i as usize)),
                tass_model::VarRef::Global(i) => pr.globals.get(i as usize),
                tass_model::VarRef::Shared(i) => st.models[p.model as usize].shared.get(i as usize),
                tass_model::VarRef::Bound(_) => None,
            };
            if let Some(Value::Sym(e)) = value {
                for s in e.free_symbols() {
                    if s.ty().is_int() {
                        self.m.loop_symbols.insert(s);
                    }
                }
            }
        }
    }

    /// Executes a collective operation of all processes of a communicator (the MPI
    /// library's `Machine::collective_step`), and records each member's step.
    pub(crate) fn collective_step(&mut self, st: &mut State, c: &Choice) -> Result<(), Halt> {
        for (p, func, loc, target) in self.m.collective_step(st, c.proc)? {
            self.m.moved(st, p, loc, target)?;
            self.path_len += 1;
            if self.trace.len() < TRACE_LIMIT {
                self.trace.push(RawStep {
                    proc: p,
                    func,
                    loc,
                    idx: 0,
                    change: None,
                    pc: None,
                    buffered: false,
                });
            }
        }
        Ok(())
    }

    /// The enabled communications of the processes `procs` at communication calls, as
    /// the MPI library's enabler gives them (`mpi::enable`).
    fn comm_choices(
        &mut self,
        st: &mut State,
        procs: &[ProcId],
        waiting: bool,
        full: bool,
    ) -> Result<Choices, Halt> {
        let in_step = self
            .techniques
            .iter()
            .any(|t| t.keeps_processes_in_step(st));
        let ask = crate::mpi::Ask {
            procs,
            waiting,
            full,
            per_send: self.per_send,
            in_step,
        };
        let e = self.m.enabled_comms(st, &ask)?;
        self.nondeterministic_matching |= e.nondeterministic;
        Ok(e.steps.into_iter().map(Choice::from).collect())
    }
}

impl From<crate::mpi::CommStep> for Choice {
    fn from(c: crate::mpi::CommStep) -> Choice {
        Choice {
            source: c.source,
            pick: c.pick,
            collective: c.collective,
            buffered: c.buffered,
            ..Choice::step(c.proc, c.func, c.loc, 0, Expr::tt())
        }
    }
}

/// Is `e` the negation `!f` of `f`, as the front end writes the second way out of a
/// branch?
fn is_negation(e: &tass_model::Expr, f: &tass_model::Expr) -> bool {
    matches!(&e.kind, tass_model::ExprKind::Unary(tass_model::UnOp::Not, inner) if **inner == *f)
}
