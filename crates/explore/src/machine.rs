//! The machine: the interpreter's context (programs, prover, configuration, the
//! transient context of one evaluation), why a step stops (`Halt`), and the property
//! checks every layer above uses (`check`, `definite`, `feasible`, `assume`,
//! `violation`). The lowest layer of the engine: it calls nothing above it except the
//! counterexample check (`confirm`) and the oracle.
//!
//! A check asks `valid(pc ∧ local assumptions, property)`: *yes* passes, *maybe* is a
//! possible violation, *no* comes with a typed model (`Decision`, an alias of
//! `tass_prove::Answer<Assignment>`) that module `confirm` checks before it believes it.
//! A guard is feasible unless the prover says its negation is valid (a *maybe* explores
//! the branch: sound). Before any solver: a small quantifier-free question over the
//! inputs that the simplifier leaves open is settled by a model of path condition and
//! guard that the simplifier's small search finds, checked by evaluation (`witnessed`: a
//! loop exit `n <= k` under `k <= n <= B` is feasible at `n = k`); and the last 16 models
//! the prover gave for path conditions (`MODEL_CACHE`) make a guard they satisfy, with the
//! path condition, feasible without a query. Under quantified facts (technique
//! `induction`) `feasible` asks with the facts instantiated at the terms indexing arrays,
//! matched against the indices of each quantifier's body (`a[x + c]`, `a[r - x]`): a
//! *yes* of this weaker query is a *yes*; anything else follows the branch.
//!
//! With `--errors N` a failed check records its violation and the path goes on assuming
//! the property held; violations are distinct by kind and place. In the hypothesis of
//! induction (`hypothesis`, set by `acting` for model 0) every check is an assumption.

use crate::config::{Config, InductionSetup, Parameter};
use crate::oracle::{Decision, Oracle};
use crate::report::{Certainty, PropertyKind, StopReason, Violation};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use tass_model::{Expr as MExpr, FunctionId, LocId, Program, Type as MType};
use tass_state::{ProcId, State, Value};
use tass_symbolic::{BigInt, Expr};
use tass_syntax::ast::IoKind;
use tass_syntax::Span;

/// The allocation site of the program arguments (not a leak when never freed).
pub(crate) const ARGUMENTS_SITE: (FunctionId, LocId) = (FunctionId(u32::MAX), LocId(u32::MAX));
/// The allocation site of the copies of objects made on entry for `\old` (freed at the
/// return; never leaks).
pub(crate) const SNAPSHOT_SITE: (FunctionId, LocId) = (FunctionId(u32::MAX - 1), LocId(u32::MAX));
/// The site of the streams `fopen` makes: never reported as leaks (C does not require
/// closing a stream).
pub(crate) const STREAM_SITE: (FunctionId, LocId) = (FunctionId(u32::MAX - 2), LocId(u32::MAX));

/// How many models of path conditions are kept to decide guards without the prover.
const MODEL_CACHE: usize = 16;

/// Why executing a transition did not produce a next state.
#[derive(Debug)]
pub(crate) enum Halt {
    /// A property is violated.
    Violation(Box<Violation>),
    /// A construct the engine does not support yet.
    Unsupported(Span, String),
    /// The path condition became unsatisfiable: the path does not exist.
    Infeasible,
    /// The path cannot go on for the reason given (a limit); the search looks for
    /// violations elsewhere but cannot say *holds*.
    Cut(StopReason),
    /// The transition needs a concrete value of `value`: execute it again once for each
    /// candidate value (the infeasible ones are pruned).
    Split {
        /// The integer expression.
        value: Expr,
        /// Its candidate values.
        candidates: Vec<i64>,
    },
}

impl From<Violation> for Halt {
    fn from(v: Violation) -> Halt {
        Halt::Violation(Box::new(v))
    }
}

pub(crate) type R<T> = Result<T, Halt>;

/// The key under which an inductive step pairs the nondeterministic values made at a
/// place (`per_iteration`: the array of the values a summarised loop makes there, one
/// per iteration).
pub(crate) fn site_key(site: (FunctionId, LocId), per_iteration: bool) -> u64 {
    ((per_iteration as u64) << 63) | ((site.0 .0 as u64) << 32) | site.1 .0 as u64
}

/// The value a step assigned, for the trace.
pub(crate) type Change<'a> = Option<(Option<FunctionId>, &'a MExpr, Value)>;

/// What the search chose for a call that completes some of its requests, or answers
/// "not yet" (`MPI_Test`, `MPI_Waitany`, `MPI_Iprobe`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pick {
    /// The call answers "not yet": its flag is false and nothing completes.
    NotYet,
    /// The requests at these positions of the call's array complete (a bit per
    /// position; none when the call has no active request).
    Complete(u64),
    /// A collective that may number its processes in any order (`MPI_Cart_create` with
    /// `reorder`): the index of the arrangement.
    Order(u32),
}

/// The interpreter: programs, prover and configuration, and, grouped by role, the facts
/// of the run, the symbols it made, its caches, the context of the evaluation and of
/// the step in progress, how checks are decided, and what the run found on the way.
pub(crate) struct Machine<'a> {
    pub progs: Vec<&'a Program>,
    pub oracle: crate::oracle::Counted<'a>,
    pub cfg: &'a Config,
    /// What the programs are, read once at the start.
    pub facts: Facts,
    /// The symbolic constants made so far.
    pub symbols: Symbols,
    /// What is computed once and kept.
    pub caches: Caches,
    /// The context of the evaluation in progress.
    pub scope: Scope,
    /// The transition being executed.
    pub step: StepState<'a>,
    /// How the checks of the current step are decided, and what they recorded.
    pub checks: Checks,
    /// What the run met that weakens or explains its verdict.
    pub caveats: Caveats,
}

/// Facts of the programs, computed when the machine is made; they never change during
/// the run.
pub(crate) struct Facts {
    /// Names of the inputs (for counterexamples).
    pub inputs: HashSet<String>,
    /// Whether the programs have `assigns`, `loop assigns` or `loop variant` clauses.
    pub frame_checks: bool,
    /// Whether some program declares a union (reads and writes then follow the types of
    /// their paths, module `memory`).
    pub has_unions: bool,
}

/// The symbolic constants the run made, across all paths: an entry is added when a
/// constant is made and never removed (a constant keeps its meaning on every path).
pub(crate) struct Symbols {
    /// How many fresh constants were made (the next one's number).
    pub fresh_count: u64,
    /// The places of the nondeterministic values made so far (symbol name to model,
    /// function and location of the statement), to name the parameter a loop depends on.
    pub origins: std::collections::HashMap<String, (u8, FunctionId, LocId)>,
    /// The floating type of each symbolic input of a floating type (by symbol name): a
    /// counterexample must give it a value of that type.
    pub float_kinds: HashMap<String, tass_syntax::ast::FloatKind>,
    /// With mathematical integers: the ranges of the C types of the inputs and
    /// nondeterministic values of `int` and wider signed types, by symbol name.
    pub int_ranges: HashMap<String, (i128, i128)>,
    /// The integer constants of the loop conditions met at loop heads (the values a
    /// counterexample's minimisation makes small, module `minimise`).
    pub loop_symbols: HashSet<Expr>,
}

/// Caches: what is computed once and kept for the rest of the run. Each entry is a
/// function of its key alone (or, for `models`, a true model of some path condition),
/// so a hit gives the answer a recomputation would; `model_hits` counts the guards the
/// models decided.
pub(crate) struct Caches {
    /// The bits and sign made for a value's two's complement decomposition (module
    /// `bits`), by value and width: the same value gets the same bits on every path
    /// (each path assumes the decomposition where it uses them), so the prover sees
    /// one decomposition per value.
    pub bit_cache: HashMap<(Expr, u32), (Vec<Expr>, Expr)>,
    /// The last models of path conditions the prover gave (symbol values), newest last.
    pub models: std::collections::VecDeque<tass_symbolic::Assignment>,
    /// Guards found feasible by the remembered model, without a prover query.
    pub model_hits: u64,
    /// For one assumption, which remembered models satisfy it.
    sat_memo: Option<(Expr, Vec<bool>)>,
    /// Where the annotations of each function keep their state in its frames.
    pub layouts: crate::frames::Layouts,
    /// Per function, the locals whose address the function takes
    /// (`liveness::address_taken`), computed at first use.
    pub address_taken: rustc_hash::FxHashMap<(u8, FunctionId), Arc<Vec<u32>>>,
    /// Whether a condition on one symbol alone is satisfiable, by the condition with
    /// that symbol renamed `alone$` (the range of each fresh value of a type is one
    /// entry).
    pub alone: rustc_hash::FxHashMap<Expr, bool>,
}

/// The context of the expression being evaluated: whoever sets a field restores it
/// when its evaluation ends, so that between steps each is empty (or false).
pub(crate) struct Scope {
    /// Assumptions of the enclosing `&&`, `||`, `?:` operands, for checks.
    pub ctx: Vec<Expr>,
    /// Symbolic constants standing for quantifier-bound variables, innermost last.
    pub bound: Vec<Expr>,
    pub in_quantifier: bool,
    /// Pointer arithmetic is evaluated without its range check (C11 6.5.6p8): inside
    /// `\valid` and `\separated`, whose arguments may point anywhere (they are then
    /// just not valid).
    pub lenient_pointers: bool,
    /// While an assumption is evaluated: what it reads uninitialised it gives a value
    /// (module `uninit`).
    pub in_assume: bool,
    /// The specification's variables, while a joint assertion of the implementation is
    /// evaluated (`spec.x`).
    pub spec_vars: Option<Vec<(Arc<str>, Value)>>,
    /// While a collective assertion is evaluated: the process it is evaluated for and the
    /// snapshots of all processes (variables read by name from them).
    pub snapshots: Option<(usize, Vec<Snapshot>, Option<FunctionId>)>,
    /// The value of `\result` while postconditions are evaluated.
    pub result: Option<Value>,
}

/// The transition being executed: set when it starts (or by the search's choice just
/// before), read and cleared by the statement that uses it.
pub(crate) struct StepState<'a> {
    /// What the current step assigned.
    pub change: Change<'a>,
    /// The process and location of the transition being executed (where a write
    /// happens).
    pub at: Option<(ProcId, LocId)>,
    /// The source rank the search chose for the next `MPI_Recv`.
    pub recv_from: Option<u32>,
    /// What the search chose for the next MPI call that completes some of its requests
    /// or answers "not yet".
    pub mpi_pick: Option<Pick>,
    /// Writes made by the engine itself (loop summaries), not by the program.
    pub internal_write: bool,
    /// For the next write of a whole array: only its elements from the first bound up
    /// to the second (excluded) change (`memcpy`, `memset`).
    pub block: Option<(Expr, Expr)>,
}

/// How a check is decided (proved, assumed, passed, or collected as an obligation) and
/// where its failures go. The modes are set by techniques and evaluations around what
/// they execute and restored after; `pending` is emptied by the search after each step.
pub(crate) struct Checks {
    /// Whether a failed check records its violation in `pending` and goes on.
    keep_going: bool,
    /// Violations recorded by checks during the current step.
    pub pending: Vec<Violation>,
    /// Checks pass without a query (evaluating what an annotation names, not what the
    /// program does).
    pub unchecked: bool,
    /// While a technique executes a generic loop iteration: the checks it meets, each
    /// an assumption and the property it must imply, are collected here instead of
    /// being proved (the technique proves them once it knows what the iteration reads).
    pub obligations: Option<Vec<(Expr, Expr)>>,
    /// While technique `parallel` executes a generic iteration: those of the obligations
    /// that are the program's own checks (a failed one is a violation), as opposed to the
    /// technique's own questions about the loops in the body and the paths that leave it.
    pub checked: Option<Vec<(Expr, Expr)>>,
    /// Whether the process acting is the induction hypothesis (the copy of the program
    /// for `N - 1` in an inductive step): its checks are assumed, not proved.
    pub hypothesis: bool,
    /// In an inductive step, the last check the larger run did not prove: the path
    /// condition with the check's negation (technique `induction` derives lemmas from
    /// it, see `Search::halt`).
    pub failed: Option<Expr>,
}

/// What the run met on its paths that the report must say: where paths ended early,
/// and the first places where the arithmetic used differs from C's. Only ever added to
/// during a run.
pub(crate) struct Caveats {
    /// Where paths ended before the end of the program, and why (an assumption that
    /// fails, `abort`, the inductive step of a loop summarised by its invariants): a
    /// vacuous *holds* says these causes (see `Report::ended`).
    pub ended: Vec<(Span, &'static str)>,
    /// With mathematical integers: the first place where a result that C would wrap
    /// (unsigned arithmetic, a conversion to a narrower integer type) may lie outside
    /// its type's range, where mathematical integers and C part ways.
    /// A counterexample that gives an input of type `int` or wider a value outside its
    /// range is such a place too (see [`Machine::violation`]).
    pub wraps: std::cell::Cell<Option<Span>>,
    /// The first place where the search read an operation on a symbolic floating-point
    /// value (arithmetic, comparison, conversion, math function) as real arithmetic
    /// (with [`crate::Config::ieee_symbolic`], only those module `fpsym` does not encode
    /// in IEEE 754): with `ieee_symbolic`, a *holds* is then *unknown*.
    pub real_float: std::cell::Cell<Option<Span>>,
}

/// Why a property may fail, as far as the prover can tell.
pub(crate) struct Refutation {
    /// The values of the symbolic constants (checked when `reason` is `None`).
    pub model: tass_symbolic::Assignment,
    /// Why the violation is only possible; `None` for a provable one.
    pub reason: Option<String>,
    /// The uninterpreted functions a provable counterexample involves, each with how its
    /// values were checked.
    pub functions: Vec<String>,
    /// Whether the violation was shown to occur for every value of the uninterpreted
    /// functions it involves (so that the C library's values, whatever they are, give
    /// it too).
    pub any_function_value: bool,
}

/// One process's variables by name, as a collective assertion reads them.
pub type Snapshot = Vec<(Arc<str>, Value)>;

impl<'a> Machine<'a> {
    pub(crate) fn new(
        progs: Vec<&'a Program>,
        oracle: &'a mut dyn Oracle,
        cfg: &'a Config,
    ) -> Machine<'a> {
        let mut inputs = HashSet::new();
        let frame_checks = progs.iter().any(|p| crate::frames::has_frame_checks(p));
        let has_unions = progs.iter().any(|p| p.structs.iter().any(|s| s.is_union));
        for p in &progs {
            for s in &p.shared {
                if s.io == IoKind::Input {
                    inputs.insert(s.var.name.to_string());
                }
            }
        }
        Machine {
            progs,
            oracle: crate::oracle::Counted::new(oracle),
            cfg,
            facts: Facts {
                inputs,
                frame_checks,
                has_unions,
            },
            symbols: Symbols {
                fresh_count: 0,
                origins: Default::default(),
                float_kinds: HashMap::new(),
                int_ranges: HashMap::new(),
                loop_symbols: HashSet::new(),
            },
            caches: Caches {
                bit_cache: HashMap::new(),
                models: Default::default(),
                model_hits: 0,
                sat_memo: None,
                layouts: Default::default(),
                address_taken: Default::default(),
                alone: Default::default(),
            },
            scope: Scope {
                ctx: Vec::new(),
                bound: Vec::new(),
                in_quantifier: false,
                lenient_pointers: false,
                in_assume: false,
                spec_vars: None,
                snapshots: None,
                result: None,
            },
            step: StepState {
                change: None,
                at: None,
                recv_from: None,
                mpi_pick: None,
                internal_write: false,
                block: None,
            },
            checks: Checks {
                keep_going: cfg.max_violations > 1,
                pending: Vec::new(),
                unchecked: false,
                obligations: None,
                checked: None,
                hypothesis: false,
                failed: None,
            },
            caveats: Caveats {
                ended: Vec::new(),
                wraps: Default::default(),
                real_float: Default::default(),
            },
        }
    }

    // ----- the prover -----------------------------------------------------------------------

    /// The path condition with the local assumptions.
    pub(crate) fn assumption(&self, st: &State) -> Expr {
        let mut a = st.pc.clone();
        for c in &self.scope.ctx {
            if let Ok(x) = a.and(c) {
                a = x;
            }
        }
        a
    }

    /// Checks that `cond` holds on every execution reaching this point.
    pub(crate) fn check(
        &mut self,
        st: &mut State,
        cond: Expr,
        kind: PropertyKind,
        span: Span,
        msg: String,
    ) -> R<()> {
        self.check_with(st, cond, kind, span, msg, false)
    }

    /// [`Machine::check`] for undefined behaviour that is a violation only when certain:
    /// a counterexample the prover gives and evaluation confirms is a violation; when the
    /// prover cannot tell, the path ends *unknown* (`Unsupported`), naming `msg`.
    pub(crate) fn check_certain(
        &mut self,
        st: &mut State,
        cond: Expr,
        kind: PropertyKind,
        span: Span,
        msg: String,
    ) -> R<()> {
        self.check_with(st, cond, kind, span, msg, true)
    }

    /// [`Machine::check`], and with `certain` [`Machine::check_certain`].
    fn check_with(
        &mut self,
        st: &mut State,
        cond: Expr,
        kind: PropertyKind,
        span: Span,
        msg: String,
        certain: bool,
    ) -> R<()> {
        if cond.is_true() || self.checks.unchecked {
            return Ok(());
        }
        if self.checks.hypothesis {
            // The induction hypothesis: the program for `N - 1` violates nothing.
            return self.assume(st, &cond, span);
        }
        let a = self.assumption(st);
        let Some(r) = self.refute(&a, &cond) else {
            return Ok(());
        };
        self.note_failed(&a, &cond);
        if certain && (r.reason.is_some() || st.abstracted) {
            return Err(Halt::Unsupported(span, msg));
        }
        let v = self.violation(st, kind, span, msg, r);
        if self.checks.keep_going {
            // More violations are wanted: record this one and go on as if the property
            // held here (the path where it does not hold ends).
            self.checks.pending.push(v);
            if let Ok(pc) = st.pc.and(&cond) {
                st.pc = pc;
            }
            return Ok(());
        }
        Err(v.into())
    }

    /// A violation that happens whenever this point is reached (a null dereference, a
    /// double free): provable with inputs when the path is feasible, possible when the
    /// prover cannot tell, and no violation at all when the path does not exist.
    pub(crate) fn definite(
        &mut self,
        st: &State,
        kind: PropertyKind,
        span: Span,
        msg: String,
    ) -> Halt {
        if self.checks.unchecked || self.checks.hypothesis {
            return Halt::Infeasible;
        }
        let a = self.assumption(st);
        match self.refute(&a, &Expr::bool(false)) {
            None => Halt::Infeasible,
            Some(r) => {
                self.note_failed(&a, &Expr::bool(false));
                self.violation(st, kind, span, msg, r).into()
            }
        }
    }

    /// In an inductive step, outside a technique's generic iteration: keeps `a && !cond`
    /// (a check of the larger run not proved under `a`) for technique `induction`.
    fn note_failed(&mut self, a: &Expr, cond: &Expr) {
        if !InductionSetup::is_step(&self.cfg.induction)
            || self.checks.obligations.is_some()
            || self.checks.unchecked
        {
            return;
        }
        self.checks.failed = cond.not().and_then(|n| a.and(&n)).ok();
    }

    /// Whether a small question of the search (quantifier-free, over scalar inputs) that the
    /// simplifier leaves open has a model of `a && g` that the simplifier's small search
    /// finds (checked by evaluation): `g` is then feasible without a solver, as a loop
    /// exit `n <= k` under `k <= n <= B` is at `n = k`. Not while a technique collects
    /// obligations or runs the induction hypothesis.
    fn witnessed(&self, a: &Expr, g: &Expr, ng: &Expr) -> bool {
        let small_scalar = |q: &Expr| {
            const SMALL: u64 = 400;
            !q.has_binder()
                && q.tree_size_at_most(SMALL)
                && q.free_symbols().iter().all(|s| {
                    (s.ty().is_numeric() || s.ty().is_bool())
                        && s.symbol_name()
                            .is_some_and(|n| self.facts.inputs.contains(n))
                })
        };
        if self.checks.obligations.is_some()
            || self.checks.hypothesis
            || !small_scalar(a)
            || !small_scalar(g)
        {
            return false;
        }
        if !matches!(
            tass_symbolic::valid(a, ng),
            Ok(tass_symbolic::Answer::Maybe)
        ) {
            return false;
        }
        a.and(g)
            .ok()
            .and_then(|q| tass_symbolic::Simplifier::new(&q).ok())
            .is_some_and(|s| s.witness().is_some())
    }

    /// Whether `g` may hold under the path condition (a *maybe* counts as feasible).
    /// Whether `g` (whose negation is `ng`) is satisfiable on its own; when it has one
    /// symbol, the answer is kept for every condition that differs from it only in the
    /// symbol's name.
    fn satisfiable_alone(&mut self, g: &Expr, ng: &Expr) -> bool {
        let key = match g.free_symbols().as_slice() {
            [x] => Expr::symbol("alone$", x.ty())
                .and_then(|y| g.substitute_one(x, &y))
                .ok(),
            _ => None,
        };
        if let Some(b) = key.as_ref().and_then(|k| self.caches.alone.get(k)) {
            return *b;
        }
        let t = Expr::bool(true);
        let (sat, definite) = match tass_symbolic::valid(&t, ng) {
            Ok(tass_symbolic::Answer::Yes) => (false, true),
            Ok(tass_symbolic::Answer::No) => (true, true),
            _ => match self.oracle.valid(&t, ng) {
                Decision::Yes => (false, true),
                Decision::No(_) => (true, true),
                Decision::Maybe(_) => (true, false),
            },
        };
        if let (Some(k), true) = (key, definite) {
            self.caches.alone.insert(k, sat);
        }
        sat
    }

    pub(crate) fn feasible(&mut self, st: &State, g: &Expr) -> bool {
        if g.is_true() {
            return true;
        }
        if g.is_false() {
            return false;
        }
        let Ok(ng) = g.not() else { return true };
        let a = self.assumption(st);
        // While nothing is checked (a technique discovering what a loop body does), a
        // branch the simplifier cannot rule out is followed: more paths, no prover.
        if self.checks.unchecked {
            return !matches!(
                tass_symbolic::valid(&a, &ng),
                Ok(tass_symbolic::Answer::Yes)
            );
        }
        // A model of the path condition found by an earlier query decides the guards it
        // makes true without asking the prover (a counterexample cache).
        if let Some(d) = self.oracle.cached(&a, &ng) {
            return !matches!(d, Decision::Yes);
        }
        if self.model_satisfies(&a, g) {
            self.caches.model_hits += 1;
            return true;
        }
        if self.witnessed(&a, g, &ng) {
            return true;
        }
        // `g` shares no symbol with the path condition (the range of a fresh value, an
        // assumption on a new input): the two are satisfiable together when each is,
        // and the path condition is (the search follows satisfiable paths). So `g` is
        // asked alone, without the path condition a solver would read again.
        if !g.shares_symbols(&a) {
            return self.satisfiable_alone(g, &ng);
        }
        // Under quantified facts the solvers seldom find a model (a branch that is
        // feasible costs them the whole timeout): the facts are instantiated at the
        // terms that index arrays, and only a *yes* of that weaker query is used.
        if let Some(weaker) = instances(&a, &ng) {
            return !matches!(self.oracle.valid(&weaker, &ng), Decision::Yes);
        }
        match self.oracle.valid(&a, &ng) {
            Decision::Yes => false,
            Decision::No(model) => {
                // The model satisfies `a && g`: keep it for the guards that follow.
                if let Some(model) = &model {
                    self.remember_model(&a, g, model);
                }
                true
            }
            Decision::Maybe(_) => true,
        }
    }

    /// Keeps a model of `a && g` (its integer and real constants; the cache checks a
    /// model by evaluation before it uses it).
    fn remember_model(&mut self, a: &Expr, g: &Expr, model: &tass_symbolic::Assignment) {
        let mut asg = tass_symbolic::Assignment::new();
        let mut syms = a.free_symbols();
        syms.extend(g.free_symbols());
        for s in syms {
            if !(s.ty().is_int() || s.ty().is_real()) {
                continue;
            }
            if let Some(v) = model.get(&s) {
                let _ = asg.set(&s, v.clone());
            }
        }
        if !asg.is_empty() {
            if self.caches.models.len() >= MODEL_CACHE {
                self.caches.models.pop_front();
            }
            self.caches.models.push_back(asg);
            self.caches.sat_memo = None;
        }
    }

    /// Whether a remembered model satisfies both the assumption and `g` (checked by
    /// evaluation: the cache can only avoid queries, never change an answer).
    fn model_satisfies(&mut self, a: &Expr, g: &Expr) -> bool {
        let holds = |m: &tass_symbolic::Assignment, e: &Expr| {
            matches!(e.eval(m), Ok(tass_symbolic::Value::Bool(true)))
        };
        // Which models satisfy `a` is computed once per assumption (the path condition
        // changes rarely between guards).
        if self.caches.sat_memo.as_ref().is_none_or(|(pc, _)| pc != a) {
            let sat = self.caches.models.iter().map(|m| holds(m, a)).collect();
            self.caches.sat_memo = Some((a.clone(), sat));
        }
        let Some((_, sat)) = &self.caches.sat_memo else {
            return false;
        };
        self.caches
            .models
            .iter()
            .zip(sat.iter())
            .any(|(m, ok)| *ok && holds(m, g))
    }

    /// A violation at `span` in state `st`, as the prover refuted the property: the
    /// model gives the values of the inputs of a provable one.
    pub(crate) fn violation(
        &self,
        st: &State,
        kind: PropertyKind,
        span: Span,
        message: String,
        r: Refutation,
    ) -> Violation {
        let Refutation {
            model,
            reason,
            functions,
            any_function_value,
        } = r;
        let model = &model;
        // After a loop summarised by its invariant the state over-approximates: what is
        // violated there may not be violated by any execution.
        // A counterexample found in real arithmetic is one of the C program only if its
        // floating-point values are values of their types and every operation on the
        // path is exact at them (module `confirm`).
        let reason = match reason {
            None => self.ieee_unconfirmed(st, model, any_function_value),
            r => r,
        };
        let reason = match reason {
            None if st.abstracted => Some(
                "a loop on the path was summarised by its invariant (the summary may include states no execution reaches)"
                    .to_string(),
            ),
            r => r,
        };
        let certainty_provable = reason.is_none();
        let (pc, argc_matters) = without_default_argc(&self.assumption(st));
        let inputs = if reason.is_some() {
            Vec::new()
        } else {
            model
                .iter()
                .filter_map(|(s, v)| {
                    let n = s.symbol_name()?;
                    if n.starts_with("argv[") {
                        return Some((n.to_string(), c_string(v)));
                    }
                    if n == "argc" && !argc_matters {
                        return None;
                    }
                    self.reported(n).then(|| (n.to_string(), v.to_string()))
                })
                .collect()
        };
        // A counterexample that needs an `int` input outside `int`'s range is one of
        // mathematical integers only: C integer semantics decide (`run::verify`).
        if certainty_provable && self.caveats.wraps.get().is_none() {
            let outside = model.iter().any(|(s, v)| {
                match (
                    s.symbol_name().and_then(|n| self.symbols.int_ranges.get(n)),
                    v,
                ) {
                    (Some((lo, hi)), tass_symbolic::Value::Int(i)) => {
                        *i < tass_symbolic::BigInt::from(*lo)
                            || *i > tass_symbolic::BigInt::from(*hi)
                    }
                    _ => false,
                }
            });
            if outside {
                self.caveats.wraps.set(Some(span));
            }
        }
        Violation {
            kind,
            certainty: if certainty_provable {
                Certainty::Provable
            } else {
                Certainty::Possible
            },
            message,
            span,
            inputs,
            reason,
            path_condition: simplified(&pc),
            trace: Vec::new(),
            after_summary: st.abstracted,
            functions: if certainty_provable {
                functions
            } else {
                Vec::new()
            },
        }
    }

    /// Whether a counterexample reports the value of the constant `name`: an input, a
    /// nondeterministic value, a value an assumption gave (module `uninit`), `argc`.
    pub(crate) fn reported(&self, name: &str) -> bool {
        self.facts.inputs.contains(name)
            || name.starts_with("nondet$")
            || name.starts_with("assumed$")
            || name == "argc"
    }

    /// A symbolic operation's result; its failure makes the verdict unknown at `span`.
    pub(crate) fn sym<T>(&mut self, r: tass_symbolic::Result<T>, span: Span) -> R<T> {
        r.map_err(|e| Halt::Unsupported(span, format!("symbolic operation failed: {e}")))
    }

    /// Records that a path of the search (not one of a technique's own runs) ended at
    /// `span` before the end of the program, for `why`.
    pub(crate) fn note_end(&mut self, span: Span, why: &'static str) {
        if self.checks.unchecked || self.checks.hypothesis || self.checks.obligations.is_some() {
            return;
        }
        if self.caveats.ended.len() < 16
            && !self
                .caveats
                .ended
                .iter()
                .any(|(s, w)| *s == span && *w == why)
        {
            self.caveats.ended.push((span, why));
        }
    }

    /// Adds `c` to the path condition; `Infeasible` when that makes it unsatisfiable.
    pub(crate) fn assume(&mut self, st: &mut State, c: &Expr, span: Span) -> R<()> {
        if c.is_true() {
            return Ok(());
        }
        if !self.feasible(st, c) {
            return Err(Halt::Infeasible);
        }
        let pc = st.pc.and(c);
        st.pc = self.sym(pc, span)?;
        if st.pc.is_false() {
            return Err(Halt::Infeasible);
        }
        Ok(())
    }

    /// Sets who acts next: the induction hypothesis (the first program of an inductive
    /// step) or not.
    pub(crate) fn acting(&mut self, p: ProcId) {
        self.checks.hypothesis = InductionSetup::is_step(&self.cfg.induction) && p.model == 0;
    }

    /// A nondeterministic value of type `ty` made at `site` by `p`. In an inductive step
    /// the program for `N - 1` (model 0) records its values and the program for `N`
    /// (model 1) takes them, in order, at the same places (any choice of the smaller
    /// run's values is an execution of it, and the hypothesis covers every execution):
    /// the parameter's value plus one, the others as they are.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn paired_value(
        &mut self,
        st: &mut State,
        p: ProcId,
        ty: &tass_symbolic::Type,
        site: (FunctionId, LocId),
        what: &str,
        span: Span,
    ) -> R<Expr> {
        let Some(ind) = self.cfg.induction.clone() else {
            return Ok(self.fresh(ty, what));
        };
        let param = ind.param == Parameter::Site(site.0, site.1) && ty.is_int();
        if !ind.step {
            // The base case: the parameter at most the base.
            let x = self.fresh(ty, what);
            if param {
                let c = x.less_eq(&Expr::int(ind.base));
                let c = self.sym(c, span)?;
                self.assume(st, &c, span)?;
            }
            return Ok(x);
        }
        let mut queue = std::mem::take(&mut st.pairing);
        let (x, shared) = self.paired(&mut queue, p, site_key(site, false), ty, what);
        st.pairing = queue;
        if !param {
            return Ok(x);
        }
        if p.model == 0 {
            // The step covers the sizes beyond the base case.
            let c = x.greater_eq(&Expr::int(ind.base));
            let c = self.sym(c, span)?;
            self.assume(st, &c, span)?;
            return Ok(x);
        }
        if shared {
            let x1 = x.plus(&Expr::int(1));
            return self.sym(x1, span);
        }
        Ok(x)
    }

    /// A fresh constant of type `ty`, or in an inductive step the one the program for
    /// `N - 1` made under `key` (kept in `queue`, oldest first) when `p` is the program
    /// for `N`; whether it is shared.
    pub(crate) fn paired(
        &mut self,
        queue: &mut Arc<Vec<(u64, Expr)>>,
        p: ProcId,
        key: u64,
        ty: &tass_symbolic::Type,
        what: &str,
    ) -> (Expr, bool) {
        if !InductionSetup::is_step(&self.cfg.induction) {
            return (self.fresh(ty, what), false);
        }
        if p.model == 0 {
            let x = self.fresh(ty, what);
            Arc::make_mut(queue).push((key, x.clone()));
            return (x, false);
        }
        match queue.iter().position(|(k, x)| *k == key && x.ty() == ty) {
            Some(i) => (Arc::make_mut(queue).remove(i).1, true),
            None => (self.fresh(ty, what), false),
        }
    }

    /// With C integer semantics, assumes every integer member of `v` (a value of type
    /// `ty`: a scalar, or a struct or array of them) in the range of its C type.
    pub(crate) fn assume_c_ranges(
        &mut self,
        st: &mut State,
        p: ProcId,
        v: &Value,
        ty: &MType,
        span: Span,
    ) -> R<()> {
        match (v, ty) {
            (Value::Sym(x), _) => {
                self.note_narrow(x, ty, span);
                if let Some(c) = self.c_range(x, ty) {
                    self.assume(st, &c, span)?;
                }
            }
            (Value::Agg(vals), MType::Struct(id)) => {
                let def = &self.progs[p.model as usize].structs[id.0 as usize];
                let fields = def.fields.clone();
                let widths = def.bits.clone();
                for (i, ((_, ft), fv)) in fields.iter().zip(vals.iter()).enumerate() {
                    self.assume_c_ranges(st, p, fv, ft, span)?;
                    // A bit-field holds only the values of its width, in either semantics.
                    if let (Some(Some(w)), Value::Sym(x), MType::Int { unsigned, .. }) =
                        (widths.get(i), fv, ft)
                    {
                        let (lo, hi) = if *unsigned {
                            (BigInt::from(0), (BigInt::from(1) << (*w as usize)) - 1)
                        } else {
                            let half = BigInt::from(1) << (*w as usize - 1);
                            (-half.clone(), half - 1)
                        };
                        if x.ty().is_int() && !x.is_constant() {
                            let c = x
                                .greater_eq(&Expr::int(lo))
                                .and_then(|a| a.and(&x.less_eq(&Expr::int(hi))?));
                            let c = self.sym(c, span)?;
                            self.assume(st, &c, span)?;
                        }
                    }
                }
            }
            (Value::Agg(vals), MType::Array(e, _)) => {
                for fv in vals.iter() {
                    self.assume_c_ranges(st, p, fv, e, span)?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// With mathematical integers: notes (in [`Caveats::wraps`]) an arbitrary value `x`
    /// (an input, a havoc) of a C integer type whose range is not that of `int` and
    /// wider signed types (unsigned types, `char`, `short`): mathematical integers would
    /// let it take values C does not, and C integer semantics decide.
    /// A value of a floating type has its type noted (`float_kinds`), for the check of
    /// counterexamples.
    pub(crate) fn note_narrow(&mut self, x: &Expr, ty: &MType, span: Span) {
        if let (MType::Real(kind), Some(name)) = (ty, x.symbol_name()) {
            self.symbols.float_kinds.insert(name.to_string(), *kind);
            return;
        }
        if self.cfg.c_integers
            || self.caveats.wraps.get().is_some()
            || !x.ty().is_int()
            || x.is_constant()
        {
            return;
        }
        let MType::Int { kind, unsigned } = ty else {
            return;
        };
        if *kind == tass_syntax::ast::IntKind::Bool {
            return;
        }
        if *unsigned || ty.int_bits().is_some_and(|b| b < 32) {
            self.caveats.wraps.set(Some(span));
        } else if let (Some(name), Some(range)) = (x.symbol_name(), ty.int_range()) {
            self.symbols.int_ranges.insert(name.to_string(), range);
        }
    }

    /// With C integer semantics, the range of the C integer type `ty` as a condition on
    /// the value `x`.
    /// A `_Bool` holds 0 or 1 in either semantics (C11 6.2.5p2: it stores only those).
    pub(crate) fn c_range(&self, x: &Expr, ty: &MType) -> Option<Expr> {
        let is_bool = matches!(
            ty,
            MType::Int {
                kind: tass_syntax::ast::IntKind::Bool,
                ..
            }
        );
        if !(self.cfg.c_integers || is_bool) || !x.ty().is_int() || x.is_constant() {
            return None;
        }
        let (lo, hi) = ty.int_range()?;
        let c = x
            .greater_eq(&Expr::int(lo))
            .ok()?
            .and(&x.less_eq(&Expr::int(hi)).ok()?)
            .ok()?;
        Some(c)
    }
}

/// The path condition `pc` without the range every run gives `argc` (1 to
/// [`MAX_ARGS`]) when nothing else in it reads `argc`, and whether `argc`
/// matters (then `pc` is returned whole): a counterexample of a program that only passes
/// `&argc` to `MPI_Init` does not show it.
fn without_default_argc(pc: &Expr) -> (Expr, bool) {
    let Ok(argc) = Expr::symbol("argc", &tass_symbolic::Type::int()) else {
        return (pc.clone(), true);
    };
    let range = [
        argc.greater_eq(&Expr::int(1)),
        argc.less_eq(&Expr::int(MAX_ARGS as i64)),
    ];
    let parts = match pc.kind() {
        tass_symbolic::ExprKind::And(cs) => cs.to_vec(),
        _ => vec![pc.clone()],
    };
    let rest: Vec<Expr> = parts
        .into_iter()
        .filter(|c| !range.iter().any(|r| r.as_ref().is_ok_and(|r| r == c)))
        .collect();
    if rest.iter().any(|c| c.free_symbols().contains(&argc)) {
        return (pc.clone(), true);
    }
    match Expr::and_all(&rest) {
        Ok(e) => (e, false),
        Err(_) => (pc.clone(), true),
    }
}

/// A path condition for reports: simplified (equivalent, shorter).
pub(crate) fn simplified(pc: &Expr) -> String {
    match tass_symbolic::Simplifier::for_assumption(pc) {
        Ok(s) => s.assumption().to_string(),
        Err(_) => pc.to_string(),
    }
}

/// Puts process `p` back at `loc`: a library call that has not finished runs again.
pub(crate) fn stay_at(st: &mut State, p: ProcId, loc: LocId) {
    if let Some(top) = st.proc_mut(p).stack.last_mut() {
        Arc::make_mut(top).loc = loc;
    }
}

/// A string argument of `main` as a C string literal: its characters up to the first
/// zero.
fn c_string(v: &tass_symbolic::Value) -> String {
    use tass_symbolic::Value as C;
    let C::Array(cs) = v else {
        return v.to_string();
    };
    let mut out = String::from("\"");
    for c in cs {
        let z = match c {
            C::Int(z) => i64::try_from(z).unwrap_or(-1),
            C::Char(z) => i64::from(*z),
            _ => return v.to_string(),
        };
        match z.rem_euclid(256) as u8 {
            0 => break,
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b @ 0x20..=0x7e => out.push(b as char),
            b => out.push_str(&format!("\\{b:03o}")),
        }
    }
    out.push('"');
    out
}

/// A value for traces.
pub(crate) fn value_str(v: &Value) -> String {
    match v {
        Value::Undef => "undefined".into(),
        Value::Sym(e) => e.to_string(),
        Value::Ptr(tass_state::Pointer::Null) => "NULL".into(),
        Value::Ptr(tass_state::Pointer::Func(f)) => format!("&function{}", f.0),
        Value::Ptr(tass_state::Pointer::Obj { base, path }) => format!("&{base:?}{path:?}"),
        Value::Agg(items) => format!(
            "{{{}}}",
            items.iter().map(value_str).collect::<Vec<_>>().join(", ")
        ),
    }
}

/// The most terms [`instances`] instantiates each quantified fact at.
const INSTANCE_TERMS: usize = 16;

/// When `a` has universally quantified clauses: `a` with each of them replaced by its
/// instances at the closed terms that index arrays in `a` and `g` (implied by `a`).
pub(crate) fn instances(a: &Expr, g: &Expr) -> Option<Expr> {
    let clauses = a.clauses();
    if !clauses
        .iter()
        .any(|c| matches!(c.kind(), tass_symbolic::ExprKind::Forall(_)))
    {
        return None;
    }
    let mut terms: Vec<Expr> = Vec::new();
    array_indices(&[a.clone(), g.clone()], |i| {
        if !i.has_free_bound() && !terms.contains(i) && terms.len() < INSTANCE_TERMS {
            terms.push(i.clone());
        }
    });
    // The boundaries `g` puts on an index term `t` (`t < n + 1` of a bounds check:
    // `n` and `n + 1`): where a fact about the elements below `t` meets the bound.
    for t in terms.clone() {
        for atom in g.clauses().iter().flat_map(|c| c.disjuncts()) {
            let tass_symbolic::ExprKind::Rel(_, f) = atom.kind() else {
                continue;
            };
            let Ok(Some((f0, coef))) = f.linear_in(&t) else {
                continue;
            };
            let Some(c) = coef.as_int().and_then(|c| i64::try_from(c).ok()) else {
                continue;
            };
            if c.abs() != 1 || f0.involves(&t) {
                continue;
            }
            let Ok(at) = f0.times(&Expr::int(-c)) else {
                continue;
            };
            for d in [0, -1] {
                if let Ok(x) = at.plus(&Expr::int(d)) {
                    if !terms.contains(&x) && terms.len() < INSTANCE_TERMS {
                        terms.push(x);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for c in clauses {
        if !matches!(c.kind(), tass_symbolic::ExprKind::Forall(_)) {
            out.push(c);
            continue;
        }
        // The terms matched against the indices of the body (`a[x + 1]` in the body
        // matches a term `t` read elsewhere at `x = t - 1`, `a[n - x]` at `x = n - t`).
        let mut at: Vec<Expr> = Vec::new();
        for t in &terms {
            for (sign, r) in patterns(&c) {
                let x = if sign > 0 { t.minus(&r) } else { r.minus(t) };
                if let Ok(x) = x {
                    if x.ty() == t.ty() && !at.contains(&x) {
                        at.push(x);
                    }
                }
            }
        }
        // The points where an atom of the body linear in the variable is zero (`x != t`
        // of a search that has not found `t` yet: at `t`).
        // (The body is read at a symbolic constant of its own: the polynomial
        // operations substitute symbols, not bound variables.)
        let probe = Expr::symbol("instance$x", &tass_symbolic::Type::int());
        let int_var = matches!(c.kind(), tass_symbolic::ExprKind::Forall(b) if b.var.ty().is_int());
        if let (Ok(probe), true) = (probe, int_var) {
            let body = c.forall_instance(&probe).ok().flatten();
            for x in body.iter().flat_map(|b| zeros(b, &probe)) {
                if !at.contains(&x) && at.len() < 2 * INSTANCE_TERMS {
                    at.push(x);
                }
            }
        }
        for t in &at {
            if let Ok(Some(i)) = c.forall_instance(t) {
                out.push(i);
            }
        }
    }
    Expr::and_all(&out).ok()
}

/// The closed terms at which an atom of `body` (`f ⋈ 0`, `f` linear in the bound variable
/// `x`, the rest closed and divisible by its coefficient; a conditional in `f` taken by
/// each side) is zero.
fn zeros(body: &Expr, x: &Expr) -> Vec<Expr> {
    let mut out = Vec::new();
    let mut stack = vec![body.clone()];
    let mut seen = HashSet::new();
    while let Some(e) = stack.pop() {
        if !seen.insert(e.clone()) {
            continue;
        }
        if let tass_symbolic::ExprKind::Rel(_, f) = e.kind() {
            zeros_of(f, x, 2, &mut out);
            continue;
        }
        e.for_each_child(|c| stack.push(c.clone()));
    }
    out
}

/// [`zeros`] of one term `f`, its conditionals taken by each side (`sides` deep).
fn zeros_of(f: &Expr, x: &Expr, sides: u32, out: &mut Vec<Expr>) {
    if out.len() >= INSTANCE_TERMS {
        return;
    }
    if let Ok(Some((f0, c))) = f.linear_in(x) {
        if !f0.involves(x) && !f0.has_free_bound() {
            // `f0 + c*x = 0` at `x = -f0 / c`, when the division is exact.
            let zero = c.as_int().filter(|c| **c != 0.into()).and_then(|_| {
                let z = f0.times(&Expr::int(-1)).ok()?.c_div(&c).ok()?;
                let back = z.times(&c).ok()?.plus(&f0).ok()?;
                (back.as_int() == Some(&0.into())).then_some(z)
            });
            if let Some(z) = zero {
                if !out.contains(&z) {
                    out.push(z);
                }
            }
            return;
        }
    }
    if sides == 0 {
        return;
    }
    let mut cond = None;
    let mut stack = vec![f.clone()];
    while let Some(e) = stack.pop() {
        if let tass_symbolic::ExprKind::Cond(_, a, b) = e.kind() {
            cond = Some((e.clone(), a.clone(), b.clone()));
            break;
        }
        e.for_each_child(|c| stack.push(c.clone()));
    }
    if let Some((ite, a, b)) = cond {
        for side in [a, b] {
            if let Ok(g) = f.replace_subterms(&[(ite.clone(), side)]) {
                zeros_of(&g, x, sides - 1, out);
            }
        }
    }
}

/// The indices at which the body of the quantifier `q` reads or writes arrays, as
/// `sign * x + r` in its bound variable `x` (`(1, 0)`, the variable itself, always).
fn patterns(q: &Expr) -> Vec<(i8, Expr)> {
    let mut out = vec![(1, Expr::int(0))];
    let tass_symbolic::ExprKind::Forall(b) = q.kind() else {
        return out;
    };
    array_indices(std::slice::from_ref(&b.body), |i| {
        for (sign, r) in [(1, i.minus(&b.var)), (-1, i.plus(&b.var))] {
            let Ok(r) = r else { continue };
            if !r.has_free_bound() && !out.contains(&(sign, r.clone())) && out.len() < 6 {
                out.push((sign, r));
            }
        }
    });
    out
}

/// Calls `f` on the index of every array read and write in `roots` (each subterm once).
fn array_indices(roots: &[Expr], mut f: impl FnMut(&Expr)) {
    let mut seen = HashSet::new();
    let mut stack = roots.to_vec();
    while let Some(e) = stack.pop() {
        if !seen.insert(e.clone()) {
            continue;
        }
        if let tass_symbolic::ExprKind::Read(_, i) | tass_symbolic::ExprKind::Write(_, i, _) =
            e.kind()
        {
            f(i);
        }
        e.for_each_child(|c| stack.push(c.clone()));
    }
}

/// The most command-line arguments `main(argc, argv)` is verified for.
pub(crate) const MAX_ARGS: usize = 8;

/// The number of a symbolic constant made by [`Machine::fresh`] (`what$n`).
pub(crate) fn fresh_number(e: &Expr) -> Option<u64> {
    e.symbol_name()?.rsplit_once('$')?.1.parse().ok()
}

impl Machine<'_> {
    /// A fresh symbolic constant.
    pub(crate) fn fresh(&mut self, ty: &tass_symbolic::Type, what: &str) -> Expr {
        self.symbols.fresh_count += 1;
        let name = format!("{what}${}", self.symbols.fresh_count);
        Expr::symbol(&name, ty).expect("fresh symbol names are valid")
    }
}
