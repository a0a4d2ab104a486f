//! The search: its context `Search` (the machine, and the analyses, techniques, store,
//! path, findings and budget of one search), the scheduler (`schedule`: the enabled
//! transitions, the urgent reduction, the technique hooks), the depth-first search
//! (`dfs`: chains, store, loop cuts, limits, traces), the key under which the store
//! compares states (`matching`), and the records of loops (`records`).
//!
//! This file holds the vocabulary the submodules share (the context, the choices, the
//! steps of a trace, the hooks of techniques) and names none of them; each submodule
//! adds the methods of its part in its own `impl Search` block.

mod dfs;
mod matching;
mod records;
mod schedule;

pub(crate) use dfs::memory;

use crate::machine::{Change, Halt, Machine};
use crate::report::Technique;
use crate::report::{Stats, StopReason, Violation};
use crate::Interrupt;
use std::collections::HashSet;
use std::time::Instant;
use tass_model::{FunctionId, LocId, LoopInfo};
use tass_state::{ProcId, State};
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

/// The search's context: the machine, the statistics, and, grouped by role, the
/// analyses fixed for the run, the techniques with what they keep, the store of seen
/// states, the current path, what the search found, and its budget.
pub(crate) struct Search<'a, 'p> {
    pub(crate) m: Machine<'a>,
    pub(crate) stats: Stats,
    /// Analyses of the programs, computed when the search is made or at first use.
    pub(crate) analyses: Analyses,
    /// The techniques of this run and what they keep between consultations.
    pub(crate) tech: Techniques,
    /// The states already seen.
    pub(crate) store: Store,
    /// The path being explored.
    pub(crate) path: PathState<'a>,
    /// What the search found so far.
    pub(crate) findings: Findings,
    /// The limits of the search and what it needs to check them.
    pub(crate) budget: Budget<'p>,
    /// Per-send buffering (with `--deadlock=potential`, once the matching of messages
    /// depends on the run): every standard-mode send may complete by being buffered, or
    /// wait for its receive; the search explores both, and a state where no process can
    /// go on without a further send being buffered is a potential deadlock. Without it,
    /// sends are synchronous (`--deadlock=potential`) or all buffered (`absolute`).
    pub(crate) per_send: bool,
}

/// Analyses of the programs that do not depend on the path: each is a function of the
/// programs alone (those filled at first use, by location, give the same answer for a
/// location whenever they are filled), so they hold for the whole run.
pub(crate) struct Analyses {
    /// The live locals of each location (for matching states).
    pub(crate) liveness: crate::liveness::Liveness,
    /// The natural bodies of loops, by head (computed once).
    pub(crate) bodies: crate::loops::Bodies,
    /// Whether the two ways out of a location are `[c]` and `[!c]` (see
    /// `process_choices`), by location (computed once).
    pub(crate) complementary: rustc_hash::FxHashMap<(u8, FunctionId, LocId), bool>,
    /// Where loops that do not branch at their head are counted (module `cycles`).
    pub(crate) cuts: crate::cycles::Cuts,
    /// The path condition of the initial state (the inputs' conditions).
    pub(crate) initial_pc: Expr,
}

/// The techniques of this run and what they learn about loops across paths. Techniques
/// keep nothing of a path here (that is in the state); what is here holds whatever path
/// the search is on.
pub(crate) struct Techniques {
    /// The techniques of this run (`Config::techniques`), consulted in order.
    pub(crate) techniques: Vec<&'static dyn LoopTechnique>,
    /// Loop summaries (seed 000), by loop head.
    pub(crate) summaries: crate::loops::Summaries,
    /// How often a technique declined each loop in this run (techniques stop trying a
    /// loop they keep declining).
    pub(crate) declines: rustc_hash::FxHashMap<(u8, FunctionId, LocId), u32>,
    /// Whether some loop of the programs has a collective invariant, and a joint one
    /// (without them no process ever waits at a loop head for its group).
    pub(crate) group_loops: [bool; 2],
    /// Whether a loop with at least 1,024 iterations to go, or one with a symbolic bound
    /// within the search's reach that the search ran 10 times on a path, was left to
    /// the search by a technique that declined it: the search may then not finish, and
    /// gives up at `Config::give_up`.
    pub(crate) slow_loop: bool,
}

/// The store: the states the search has saved, to recognise a state seen before.
/// Every saved state is in `seen`, its processes' states in `flyweights`.
#[derive(Default)]
pub(crate) struct Store {
    pub(crate) seen: HashSet<State>,
    /// The process states of the saved states, each kept once (seed 001, 5.3: the
    /// flyweight pattern): saved states that share a process's state share its memory.
    pub(crate) flyweights: HashSet<std::sync::Arc<tass_state::Process>>,
}

/// The path being explored, from the initial state to the current one, and the step
/// just taken: when the search backtracks to a branch point, the trace and the loop
/// visits are cut back to what they were there (`set_path_len`, `Node::loops`).
#[derive(Default)]
pub(crate) struct PathState<'a> {
    pub(crate) trace: Vec<RawStep<'a>>,
    /// The number of transitions on the current path (the trace keeps at most
    /// `TRACE_LIMIT` of them).
    pub(crate) path_len: usize,
    /// A branch a split asked for: the state before the step and the choices.
    pub(crate) pending_branch: Option<(State, Choices)>,
    /// Branch points a technique made at a loop head instead of the current state (a
    /// summary's states: after the loop, and before a failing iteration), each with its
    /// choices; the last is explored first.
    pub(crate) pending_states: Vec<(State, Choices)>,
    /// The assumptions of the paths of a generic loop iteration that leave the loop but
    /// by its condition (`break`, `return`, `abort`...), each with whether the process
    /// terminated there: among its obligations, those that are not failed checks
    /// (technique `parallel`).
    pub(crate) exits: Vec<(Expr, bool)>,
    /// Visits of loop heads with a symbolic branch on the current path.
    /// (Branching and one-way visits are counted apart: the flag says which.)
    pub(crate) loops: rustc_hash::FxHashMap<(ProcId, FunctionId, LocId, bool), usize>,
    /// While technique `induction` runs the hypothesis's half of a paired iteration:
    /// the paths on which the hypothesis stopped (a failing assumption of the run for
    /// `N - 1`, or its end), which the larger run then continues (see
    /// `technique::parallel::generic_run`); `None` otherwise.
    pub(crate) hyp_stopped: Option<Vec<State>>,
    /// Whether the choices `enabled` gave last are the transitions of one process with
    /// a local transition (the urgent reduction), not communications.
    pub(crate) local: bool,
}

/// What the search found, over all paths: only ever added to during the search (`cut`
/// is taken once, when the search ends), and read for the report.
#[derive(Default)]
pub(crate) struct Findings {
    /// Violations found so far (distinct kind and place).
    pub(crate) found: Vec<Violation>,
    /// The possible violations of a search that found no provable one.
    pub(crate) possible: Vec<Violation>,
    /// The paths that reached the end of the program (all processes terminated).
    pub(crate) completed: u64,
    /// Why a path was given up (the search can then not say *holds*).
    pub(crate) cut: Option<StopReason>,
    /// The symbolic constants of the condition of the first loop the search gave up on.
    pub(crate) cut_symbols: Vec<String>,
    /// The loops the inductive step paired (technique `induction`), for the report.
    pub(crate) paired_loops: Vec<crate::report::PairedLoop>,
    /// The lemmas the failed checks of an inductive step suggest, and the lemmas of the
    /// run not proved (seed 002's strengthening).
    pub(crate) strengthening: crate::lemma::Strengthening,
    /// The values the hypothesis of an inductive step had in its frame at the exits of
    /// the loops of `main` outside other loops, each with the exit and the loop's span
    /// (fresh symbols are unique in a run, so one list serves every path).
    pub(crate) hypothesis_exits: Vec<crate::lemma::Exit>,
    /// The exits of the loops of `main` outside other loops (computed once).
    pub(crate) exit_points: Option<Vec<(LocId, tass_syntax::Span)>>,
    /// What the techniques made of each loop they were consulted on, by loop head.
    pub(crate) loop_records:
        std::collections::BTreeMap<(u8, FunctionId, LocId), crate::report::LoopRecord>,
    /// Whether a process reached an MPI call whose match is not determined by the
    /// program alone: a receive (or probe, or wait on a receive request) with
    /// `MPI_ANY_SOURCE` or `MPI_ANY_TAG`, or a call that picks among what MPI allows
    /// (`MPI_Test`, `MPI_Waitany`, `MPI_Iprobe`, ...). Without one, the matching is
    /// deterministic and one buffering mode decides every other (see `run`).
    pub(crate) nondeterministic_matching: bool,
}

/// The search's limits (time, memory, interruption, the grace after a cut) and the
/// bookkeeping of how often it looks at them; `progress` is told at each look.
pub(crate) struct Budget<'p> {
    pub(crate) start: Instant,
    pub(crate) interrupt: Option<Interrupt>,
    /// When the search stops looking for violations after a path was given up.
    pub(crate) cut_deadline: Option<Instant>,
    pub(crate) progress: Option<&'p mut dyn FnMut(&Stats)>,
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

    /// Whether the technique looks at process `p` at `at` (`at_location`), so that the
    /// search stops there rather than running through it as straight-line code.
    fn watches(&self, _s: &mut Search<'_, '_>, _p: ProcId, _at: (FunctionId, LocId)) -> bool {
        false
    }

    /// Process `p` at `loc` of `func`, before anything else is done there.
    fn at_location(
        &self,
        _s: &mut Search<'_, '_>,
        _st: &State,
        _p: ProcId,
        _at: (FunctionId, LocId),
    ) {
    }

    /// A check was not proved: `failed` is its path condition with the check's negation
    /// (a possible violation, which does not end the search).
    fn after_failure(&self, _s: &mut Search<'_, '_>, _failed: &tass_symbolic::Expr) {}
}
