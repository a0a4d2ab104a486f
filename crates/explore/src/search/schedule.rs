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
//!    wildcard or a pick (`Findings::nondeterministic_matching`) and found no violation, a
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

use super::{AtHead, Choice, Choices, RawStep, Search, TRACE_LIMIT};
use crate::machine::Halt;
use crate::report::Technique;
use tass_model::{FunctionId, LocId};
use tass_state::{ProcId, State, Value};
use tass_symbolic::Expr;

impl Search<'_, '_> {
    /// The enabled transitions of `st` whose guards may hold.
    pub(crate) fn enabled(&mut self, st: &mut State) -> Result<Choices, Halt> {
        if let Some(c) = self.straight_step(st) {
            self.path.local = true;
            return Ok(smallvec::smallvec![c]);
        }
        // Processes run in order; interleavings come with MPI (for now: the first
        // process that has not terminated).
        self.path.local = false;
        let mut chosen = None;
        let mut at_comm = Vec::new();
        let mut waiting = false;
        for p in st.procs().filter(|p| !st.proc(*p).terminated()) {
            if self.tech.techniques.iter().any(|t| t.blocks(self, st, p)) {
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
        self.path.local = true;
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
        if !straight || (self.m.cfg.induction.is_some() && self.watched(p, (f.func, f.loc))) {
            return None;
        }
        self.m.acting(p);
        Some(Choice::step(p, f.func, f.loc, 0, Expr::tt()))
    }

    /// Whether process `p` must stop at `at` for `process_choices` (not pass through it
    /// as straight-line code): a lemma of the induction is checked there, or a
    /// technique looks at the state there (`LoopTechnique::watches`).
    fn watched(&mut self, p: ProcId, at: (FunctionId, LocId)) -> bool {
        let lemma = self.m.cfg.induction.as_ref().is_some_and(|i| {
            i.lemmas.iter().any(|l| (l.func, l.at) == at)
                && std::ptr::eq(self.m.progs[p.model as usize], self.m.progs[0])
        });
        lemma
            || (0..self.tech.techniques.len()).any(|k| {
                let t = self.tech.techniques[k];
                t.watches(self, p, at)
            })
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
            if self.tech.techniques.iter().any(|t| t.blocks(self, st, p)) {
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

    /// Checks the lemmas of an induction at `at` (seed 002's strengthening, see
    /// [`crate::lemma::Lemma`]): the hypothesis of an inductive step assumes them, any
    /// other run proves them; one not proved is recorded (the run then proves nothing
    /// with it) and the path goes on as it would without it.
    fn check_lemmas(
        &mut self,
        st: &mut State,
        p: ProcId,
        (func, loc): (FunctionId, LocId),
    ) -> Result<(), Halt> {
        let Some(ind) = &self.m.cfg.induction else {
            return Ok(());
        };
        // Lemmas are of the first program (the one both runs of a step are).
        if ind.lemmas.is_empty() || !std::ptr::eq(self.m.progs[p.model as usize], self.m.progs[0]) {
            return Ok(());
        }
        let here: Vec<crate::lemma::Lemma> = ind
            .lemmas
            .iter()
            .filter(|l| l.func == func && l.at == loc)
            .cloned()
            .collect();
        let span = self.m.progs[p.model as usize].functions[func.0 as usize].locations
            [loc.0 as usize]
            .span;
        for l in here {
            let c = crate::lemma::lemma_here(st, p, &l);
            match c {
                Some(c) if self.m.checks.hypothesis => self.m.assume(st, &c, span)?,
                Some(c) if self.proves(st, &c) => {}
                _ => {
                    let u = &mut self.findings.strengthening.unproved;
                    if !u.contains(&l.text) {
                        u.push(l.text.clone());
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether `c` holds under the path condition: the simplifier, then the prover (a
    /// *maybe* is a no).
    pub(crate) fn proves(&mut self, st: &State, c: &tass_symbolic::Expr) -> bool {
        let a = self.m.assumption(st);
        self.proves_under(&a, c)
    }

    /// Whether `a` implies `c`: the simplifier, then the prover (a *maybe* is a no).
    pub(crate) fn proves_under(
        &mut self,
        a: &tass_symbolic::Expr,
        c: &tass_symbolic::Expr,
    ) -> bool {
        if matches!(tass_symbolic::valid(a, c), Ok(tass_symbolic::Answer::Yes)) {
            return true;
        }
        self.out_of_budget().is_none()
            && matches!(self.m.oracle.valid(a, c), crate::oracle::Decision::Yes)
    }

    /// The transitions of process `p` whose guards may hold, after its loop head's
    /// invariants are checked and the techniques consulted.
    pub(crate) fn process_choices(&mut self, st: &mut State, p: ProcId) -> Result<Choices, Halt> {
        self.m.acting(p);
        let (func, loc) = match st.proc(p).top() {
            Some(f) => (f.func, f.loc),
            None => return Ok(Choices::new()),
        };
        // The lemmas of an induction that hold here (at every visit, as an invariant).
        self.check_lemmas(st, p, (func, loc))?;
        for k in 0..self.tech.techniques.len() {
            let t = self.tech.techniques[k];
            t.at_location(self, st, p, (func, loc));
        }
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
            for k in 0..self.tech.techniques.len() {
                let t = self.tech.techniques[k];
                match t.at_head(self, st, p, (func, loc), li)? {
                    AtHead::Continue => {}
                    AtHead::EndPath => return Ok(Choices::new()),
                    AtHead::Choices(c) => return Ok(c),
                }
            }
        }
        self.guarded_choices(st, p, (func, loc))
    }

    /// The transitions out of `loc` of `func` (where process `p` is) whose guards may
    /// hold: each guard evaluated (its checks made) and asked for feasibility.
    pub(crate) fn guarded_choices(
        &mut self,
        st: &mut State,
        p: ProcId,
        (func, loc): (FunctionId, LocId),
    ) -> Result<Choices, Halt> {
        let mut out = Choices::new();
        let prog = self.m.progs[p.model as usize];
        let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
        // The two ways out of a branch are `[c]` and `[!c]` (the front end writes them
        // so): the second guard's value is the negation of the first's, not evaluated
        // again (guards have no effects; evaluating one twice checks the same things).
        let complementary = match location.out.as_slice() {
            [a, b] => *self
                .analyses
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
        let taken = match self.m.caches.address_taken.get(&key) {
            Some(t) => t.clone(),
            None => {
                let f = &self.m.progs[p.model as usize].functions[func.0 as usize];
                let t = std::sync::Arc::new(crate::liveness::address_taken(f));
                self.m.caches.address_taken.insert(key, t.clone());
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
                        self.m.symbols.loop_symbols.insert(s);
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
            self.path.path_len += 1;
            if self.path.trace.len() < TRACE_LIMIT {
                self.path.trace.push(RawStep {
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
            .tech
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
        self.findings.nondeterministic_matching |= e.nondeterministic;
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
