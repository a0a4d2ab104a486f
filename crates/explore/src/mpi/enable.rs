//! The enabler of MPI calls: which transitions the processes at communication calls
//! offer the scheduler (CIVL's Enabler beside its Executor). A receive with a matching
//! message in one of its channels, the completion of a send (by its receive, or by the
//! library buffering its message), the picks of `MPI_Test`/`MPI_Waitany`/probes, and a
//! collective once every member of its communicator is at one; a state where no process
//! can go on is a deadlock, or a potential deadlock when only buffering a send would let
//! one go on (seed 001, 1). The reduction's choices are made here too, because they
//! depend on what MPI guarantees: an enabled receive from a named source, and the
//! completion of a send no other receive can take, stay enabled and commute with every
//! other process's transitions, so they run alone, as a local transition does (the
//! argument is module `search::schedule`'s).
//!
//! The scheduler asks with [`Ask`] and gets [`Enabled`]; it knows no MPI.

use crate::machine::{Halt, Machine};
use tass_model::{FunctionId, LocId};
use tass_state::{ProcId, State, Value};

/// The call a process waits at: function, location, argument expressions and values, site.
pub(crate) type PendingCall = (
    FunctionId,
    LocId,
    Vec<tass_model::Expr>,
    Vec<Value>,
    tass_syntax::Span,
);

/// What the scheduler asks the enabler.
pub(crate) struct Ask<'a> {
    /// The processes at communication calls (`Machine::comm_at`).
    pub(crate) procs: &'a [ProcId],
    /// Some process waits at the head of a loop with a collective or joint invariant.
    pub(crate) waiting: bool,
    /// Every enabled communication, none alone, no deadlock reported: the full
    /// expansion of the cycle proviso.
    pub(crate) full: bool,
    /// Per-send buffering: a standard-mode send may also complete by being buffered.
    pub(crate) per_send: bool,
    /// A technique keeps the processes in step (a collective loop's barrier), which a
    /// wildcard receive or a call that picks would make inexact.
    pub(crate) in_step: bool,
}

/// A communication transition: process `proc` at the call at `loc` of `func`.
#[derive(Clone, Debug)]
pub(crate) struct CommStep {
    pub(crate) proc: ProcId,
    pub(crate) func: FunctionId,
    pub(crate) loc: LocId,
    /// For a receive: the rank whose oldest matching message is received.
    pub(crate) source: Option<u32>,
    /// For a call that completes some of its requests or answers "not yet": which.
    pub(crate) pick: Option<super::Pick>,
    /// A collective operation of the members of the communicator of `proc`'s call.
    pub(crate) collective: bool,
    /// The completion of a standard-mode send whose message no receive has taken: the
    /// library buffers it.
    pub(crate) buffered: bool,
}

impl CommStep {
    fn at(proc: ProcId, func: FunctionId, loc: LocId) -> CommStep {
        CommStep {
            proc,
            func,
            loc,
            source: None,
            pick: None,
            collective: false,
            buffered: false,
        }
    }
}

/// The enabled communications, a few almost always.
pub(crate) type Steps = smallvec::SmallVec<[CommStep; 2]>;

/// What the enabler answers.
pub(crate) struct Enabled {
    pub(crate) steps: Steps,
    /// A process is at a call whose match the program alone does not determine: a
    /// receive (or probe, or wait on a receive request) from any source or with any
    /// tag, or a call that picks among what MPI allows.
    pub(crate) nondeterministic: bool,
}

/// An integer constant of the program text (`0`, `-1`, `MPI_COMM_WORLD`).
fn literal(e: &tass_model::Expr) -> Option<i64> {
    use tass_model::{ExprKind, UnOp};
    match &e.kind {
        ExprKind::Int(v, _) => i64::try_from(*v).ok(),
        ExprKind::Unary(UnOp::Neg, inner) => literal(inner).map(|v| -v),
        ExprKind::Cast(inner) => literal(inner),
        _ => None,
    }
}

/// A process at a communication call, as `comm_steps` sees it.
struct At {
    p: ProcId,
    kind: super::Comm,
    f: &'static tass_model::library::LibFn,
    step: CommStep,
    args: Vec<tass_model::Expr>,
    vals: Vec<Value>,
    span: tass_syntax::Span,
    /// The blocking receive the process is at: (source, tag).
    blocking: Option<super::Pattern>,
}

/// What `comm_steps` gathers over the processes at communication calls.
#[derive(Default)]
struct Gathered {
    /// The enabled communications.
    out: Steps,
    /// With `--deadlock=potential`, the transitions that only buffering a
    /// standard-mode send allows. With per-send buffering they are explored beside
    /// the others (every send may be buffered or not, see `Search::per_send`);
    /// otherwise they are not transitions of the synchronous semantics the search
    /// explores, but they tell a potential deadlock from a deadlock, and let a path
    /// whose send goes to a process that has ended reach the end, where the message
    /// is reported.
    buffered: Vec<CommStep>,
    /// Some transition goes on without buffering a send.
    progress: bool,
    /// A send waits for a process that has ended (its message is never received).
    to_ended: bool,
    /// What each blocked process waits for.
    why: Vec<String>,
}

/// The blocking receive process `q` is at, if it is at one.
fn blocking_of(at: &[At], q: ProcId) -> Option<super::Pattern> {
    at.iter().find(|a| a.p == q).and_then(|a| a.blocking)
}

/// The communicator of a call as the program writes it, for the deadlock report.
fn comm_text(progs: &[&tass_model::Program], a: &At) -> String {
    a.f.position(tass_model::library::Role::Communicator)
        .and_then(|i| a.args.get(i))
        .map(|e| {
            let prog = progs[a.p.model as usize];
            format!(
                " on `{}`",
                tass_model::show::expr_str(prog, Some(a.step.func), e)
            )
        })
        .unwrap_or_default()
}

/// Whether a receive pattern has a wildcard source or tag.
fn wild(q: super::Pattern) -> bool {
    let c = super::consts();
    q.0 == c.any_source || q.1 == c.any_tag
}

/// A tag, for the deadlock report.
fn tag_text(t: i64) -> String {
    if t == super::consts().any_tag {
        "any tag".to_string()
    } else {
        format!("tag {t}")
    }
}

/// Why process `r`, at `a`, waits: for a message matching `pat`.
fn waits_for_message(
    progs: &[&tass_model::Program],
    r: u32,
    a: &At,
    pat: super::Pattern,
) -> String {
    let from = if pat.0 == super::consts().any_source {
        "any process".to_string()
    } else {
        format!("process {}", pat.0)
    };
    format!(
        "process {r} in `{}` waits for a message from {from} ({}{})",
        a.f.name,
        tag_text(pat.1),
        comm_text(progs, a)
    )
}

impl Machine<'_> {
    /// Whether buffering the send that `p` waits for would leave `p` with nothing to do
    /// yet: from the call's target, `p` takes only transitions without effect (`noop`
    /// under `true`; the other ways out of their locations are `false`; loop heads
    /// without annotations) to a blocking receive or probe whose source, tag and
    /// communicator are constants of the text, and no message in transit matches it.
    ///
    /// Such a buffering is not offered: it commutes with every other process's
    /// transitions (the buffered message stays in its channel, and a receive taking it
    /// while `p` waits ends in the same state), and so do `p`'s steps to the receive, so
    /// any path that buffers now reaches the same states by buffering later, right
    /// before that receive takes its message, where the buffering is offered (the
    /// receive is then enabled). A state where no process can go on without buffering
    /// is unchanged: `p` waits at its send instead of at the receive, both blocked (the
    /// message matches no posted receive in either). Decided from the text and the
    /// channels alone: nothing is evaluated, so nothing is reported.
    fn idle_after_send(&self, st: &State, p: ProcId) -> bool {
        use tass_model::library::{Role, Side};
        use tass_model::{ExprKind, Stmt};
        let Some(frame) = st.proc(p).top() else {
            return false;
        };
        let prog = self.progs[p.model as usize];
        let fun = &prog.functions[frame.func.0 as usize];
        let [call] = fun.locations[frame.loc.0 as usize].out.as_slice() else {
            return false;
        };
        let is = |e: &tass_model::Expr, b: bool| matches!(e.kind, ExprKind::Bool(v) if v == b);
        let mut loc = call.target;
        for _ in 0..8 {
            let l = &fun.locations[loc.0 as usize];
            if let Some(li) = &l.loop_info {
                if !li.invariants.is_empty() || li.assigns.is_some() || li.variant.is_some() {
                    return false;
                }
            }
            if let [t] = l.out.as_slice() {
                if let Some((super::Comm::Recv, f)) = super::comm_of(prog, t) {
                    let Stmt::Call { args, .. } = &t.stmt else {
                        return false;
                    };
                    if !is(&t.guard, true) {
                        return false;
                    }
                    let arg = |r: Role| f.position(r).and_then(|i| args.get(i)).and_then(literal);
                    let (Some(source), Some(tag), Some(handle)) = (
                        arg(Role::Source),
                        arg(Role::Tag(Side::Recv)),
                        arg(Role::Communicator),
                    ) else {
                        return false;
                    };
                    let Some(comm) = super::comm_view(st, p, handle) else {
                        return false;
                    };
                    let c = super::consts();
                    let source = if source == c.any_source {
                        source
                    } else if (0..comm.size()).contains(&source) {
                        comm.world(source)
                    } else {
                        return false;
                    };
                    let queue = super::posted(st, p, Some((source, tag, comm.context)));
                    let next =
                        super::next_receive(st, p, &queue, &|x| x == super::Posted::Blocking);
                    return next.is_some_and(|(_, _, srcs)| srcs.is_empty());
                }
            }
            let mut next = None;
            for t in &l.out {
                if is(&t.guard, false) {
                    continue;
                }
                if next.is_some() || !is(&t.guard, true) || !matches!(t.stmt, Stmt::Noop) {
                    return false;
                }
                next = Some(t.target);
            }
            let Some(n) = next else {
                return false;
            };
            loc = n;
        }
        false
    }

    /// The enabled communications of the processes `ask.procs` (see the module doc).
    pub(crate) fn enabled_comms(&mut self, st: &mut State, ask: &Ask<'_>) -> Result<Enabled, Halt> {
        let mut nondeterministic = false;
        let steps = self.comm_steps(st, ask, &mut nondeterministic)?;
        Ok(Enabled {
            steps,
            nondeterministic,
        })
    }

    /// The MPI communication call where `p` is, if any.
    pub(crate) fn comm_at(&self, st: &State, p: ProcId) -> Option<super::CommAt> {
        let f = st.proc(p).top()?;
        let prog = self.progs[p.model as usize];
        let location = &prog.functions[f.func.0 as usize].locations[f.loc.0 as usize];
        use super::Comm;
        use tass_state::CallPhase;
        let [t] = location.out.as_slice() else {
            return None;
        };
        let (c, f) = super::comm_of(prog, t)?;
        // Sending is local (appending to a channel commutes with every other process's
        // transitions), and so is the completion of a send whose message has been
        // received; waiting for a send to complete is not.
        let waits_for_send = || super::waits_for_send(st, p);
        let phase = st.proc(p).phase;
        let at = match c {
            Comm::Send => phase == CallPhase::Sent && waits_for_send(),
            Comm::SendRecv => match phase {
                CallPhase::Start => false,
                CallPhase::Sent => true,
                CallPhase::Received => waits_for_send(),
            },
            _ => true,
        };
        at.then_some((c, f))
    }

    /// The call transition where `p` is, with its evaluated arguments.
    pub(crate) fn call_at(&mut self, st: &mut State, p: ProcId) -> Result<PendingCall, Halt> {
        let f = st.proc(p).top().ok_or(Halt::Infeasible)?;
        let (func, loc) = (f.func, f.loc);
        let prog = self.progs[p.model as usize];
        let t = &prog.functions[func.0 as usize].locations[loc.0 as usize].out[0];
        let tass_model::Stmt::Call { args, .. } = &t.stmt else {
            return Err(Halt::Infeasible);
        };
        let mut vals = Vec::new();
        for a in args {
            vals.push(self.eval(st, p, a)?);
        }
        Ok((func, loc, args.clone(), vals, t.span))
    }

    /// The enabled communications when every process is at one: receives of each
    /// source with a matching message, completions of sends, collectives once every
    /// process of a program is at one. Reports a deadlock when no process can go on, and
    /// a potential deadlock when only the buffering of a send lets one go on (seed 001,
    /// 1: a state where no progress is possible without buffering a message).
    ///
    /// With `full`, every enabled communication is returned (none runs alone) and no
    /// deadlock is reported (other processes may have local transitions): the full
    /// expansion of the cycle proviso (`Search::full_expansion`).
    ///
    /// The steps: where each process is (`comm_sites`); for each, by kind of call, the
    /// calls that pick or may answer "not yet" (`poll_steps`: tests, `MPI_Waitany`,
    /// `MPI_Iprobe`, ...), blocking receives and probes and waits on receive requests
    /// (`receive_steps`), the completion of sends (`send_steps`); then the collectives
    /// (`collective_steps`); last the offers of buffering and the deadlock verdict
    /// (`conclude`). A step that may run alone is the whole answer at once.
    fn comm_steps(
        &mut self,
        st: &mut State,
        ask: &Ask<'_>,
        nondet: &mut bool,
    ) -> Result<Steps, Halt> {
        use super::{consts, Comm, Posted};
        use tass_model::library::{Handler, Mpi};
        let at = self.comm_sites(st, ask.procs)?;
        let c = consts();
        let mut g = Gathered::default();
        let mut coll: Vec<&At> = Vec::new();
        for a in &at {
            // The receive the process matches next, and the sends it waits for.
            let (next, sends): (super::NextReceive, Vec<i64>) = match (a.kind, a.blocking) {
                (Comm::Collective, _) => {
                    coll.push(a);
                    continue;
                }
                (Comm::Abort, _) => {
                    g.progress = true;
                    g.out.push(a.step.clone());
                    continue;
                }
                (Comm::Poll | Comm::Completion, None)
                    if !matches!(
                        a.f.handler,
                        Handler::Mpi(Mpi::Wait) | Handler::Mpi(Mpi::Waitall)
                    ) =>
                {
                    let Handler::Mpi(m) = a.f.handler else {
                        continue;
                    };
                    if let Some(alone) = self.poll_steps(st, ask, &at, a, m, nondet, &mut g)? {
                        return Ok(alone);
                    }
                    continue;
                }
                (_, Some(pat)) => {
                    if pat.0 == c.proc_null {
                        // A receive from MPI_PROC_NULL completes at once.
                        g.progress = true;
                        g.out.push(a.step.clone());
                        continue;
                    }
                    let queue = super::posted(st, a.p, Some(pat));
                    *nondet |= queue.iter().any(|(_, q)| wild(*q));
                    let next = super::next_receive(st, a.p, &queue, &|x| x == Posted::Blocking);
                    (next, Vec::new())
                }
                (Comm::Completion, None) => {
                    let call = crate::library::Call::new(a.f, &a.args, &a.vals, a.span);
                    let handles = self.wait_handles(st, a.p, &call)?;
                    let named: Vec<i64> = handles
                        .iter()
                        .map(|(_, h)| *h)
                        .filter(|h| *h != c.request_null)
                        .collect();
                    let queue = super::posted(st, a.p, None);
                    *nondet |= queue.iter().any(|(_, q)| wild(*q));
                    let wanted = |x: Posted| matches!(x, Posted::Request(h) if named.contains(&h));
                    (super::next_receive(st, a.p, &queue, &wanted), named)
                }
                // A blocking send, or a send-receive that has received, waits for its send.
                (_, None) => (None, vec![super::blocking()]),
            };
            let alone = match next {
                Some(next) => self.receive_steps(ask, a, next, &mut g)?,
                None => self.send_steps(st, ask, &at, a, &sends, &mut g),
            };
            if let Some(alone) = alone {
                return Ok(alone);
            }
        }
        self.collective_steps(st, &coll, &mut g)?;
        self.conclude(st, ask, &at, g)
    }

    /// The processes of `procs` at communication calls, each with its call.
    fn comm_sites(&mut self, st: &mut State, procs: &[ProcId]) -> Result<Vec<At>, Halt> {
        use super::Comm;
        use tass_state::CallPhase;
        let mut at = Vec::new();
        for &p in procs {
            let Some((kind, f)) = self.comm_at(st, p) else {
                continue;
            };
            let (func, loc, args, vals, span) = self.call_at(st, p)?;
            let call = crate::library::Call::new(f, &args, &vals, span);
            let blocking = match kind {
                Comm::Recv => Some(self.recv_pattern(st, p, &call)?),
                Comm::SendRecv if st.proc(p).phase == CallPhase::Sent => {
                    Some(self.recv_pattern(st, p, &call)?)
                }
                _ => None,
            };
            let step = CommStep::at(p, func, loc);
            at.push(At {
                p,
                kind,
                f,
                step,
                args,
                vals,
                span,
                blocking,
            });
        }
        Ok(at)
    }

    /// Process `a` at a call that picks among what MPI allows or may answer "not yet"
    /// (`MPI_Test*`, `MPI_Waitany`, `MPI_Waitsome`, `MPI_Iprobe`, ...): one step per
    /// outcome, and a receive of a request where one matches. Returns the step that
    /// runs alone, if there is one.
    #[allow(clippy::too_many_arguments)]
    fn poll_steps(
        &mut self,
        st: &mut State,
        ask: &Ask<'_>,
        at: &[At],
        a: &At,
        m: tass_model::library::Mpi,
        nondet: &mut bool,
        g: &mut Gathered,
    ) -> Result<Option<Steps>, Halt> {
        use super::Posted;
        let c = super::consts();
        let r = a.p.rank;
        *nondet = true;
        if ask.in_step {
            // What these calls answer depends on how far the other
            // processes have run, which keeping them in step would fix.
            return Err(Halt::Unsupported(
                a.span,
                format!(
                    "`{}` inside a loop with a collective or joint invariant",
                    a.f.name
                ),
            ));
        }
        let call = crate::library::Call::new(a.f, &a.args, &a.vals, a.span);
        let buffering = self.cfg.deadlock != crate::Deadlock::Potential;
        let blocking_of = |q: ProcId| blocking_of(at, q);
        let mv = self.mpi_moves(st, a.p, m, &call, &blocking_of, buffering)?;
        let mut any = !mv.picks.is_empty();
        if let Some((posted, pat, srcs)) = &mv.next {
            if !srcs.is_empty() {
                g.progress = true;
                any = true;
                if !ask.full && matches!(posted, Posted::Request(_)) && pat.0 != c.any_source {
                    // A receive of a request from a named source: it stays
                    // enabled and commutes with every other transition.
                    return Ok(Some(smallvec::smallvec![CommStep {
                        source: Some(srcs[0]),
                        ..a.step.clone()
                    }]));
                }
                for &s in srcs {
                    g.out.push(CommStep {
                        source: Some(s),
                        ..a.step.clone()
                    });
                }
            } else if !any {
                g.why.push(waits_for_message(&self.progs, r, a, *pat));
            }
        }
        for (pick, by_buffering) in mv.picks {
            g.progress |= !by_buffering;
            let choice = CommStep {
                pick: Some(pick),
                buffered: by_buffering && !buffering,
                ..a.step.clone()
            };
            if by_buffering && !buffering {
                g.buffered.push(choice);
            } else {
                g.out.push(choice);
            }
        }
        if !any {
            g.why.extend(mv.waits);
        }
        Ok(None)
    }

    /// Process `a` at a blocking receive or probe, or a wait on receive requests, whose
    /// next receive is `next`: a step per source with a matching message. Returns the
    /// step that runs alone, if there is one.
    fn receive_steps(
        &self,
        ask: &Ask<'_>,
        a: &At,
        (_, pat, srcs): (super::Posted, super::Pattern, Vec<u32>),
        g: &mut Gathered,
    ) -> Result<Option<Steps>, Halt> {
        let c = super::consts();
        if srcs.is_empty() {
            g.why.push(waits_for_message(&self.progs, a.p.rank, a, pat));
            return Ok(None);
        }
        g.progress = true;
        if pat.0 == c.any_source && ask.in_step {
            // Keeping the processes of a collective loop in step could hide the
            // message a process running ahead would have sent.
            return Err(Halt::Unsupported(
                a.span,
                "a wildcard receive (MPI_ANY_SOURCE) inside a loop with a collective or joint invariant".into(),
            ));
        }
        if !ask.full && pat.0 != c.any_source {
            // An enabled receive from a named source stays enabled and commutes
            // with every other process's transitions (only this process takes
            // messages from its channels, and a send appends after the message it
            // takes): it runs first, as a local transition does.
            return Ok(Some(smallvec::smallvec![CommStep {
                source: Some(srcs[0]),
                ..a.step.clone()
            }]));
        }
        for s in srcs {
            g.out.push(CommStep {
                source: Some(s),
                ..a.step.clone()
            });
        }
        Ok(None)
    }

    /// Process `a` waits for its sends `sends` to complete (a blocking send, a
    /// send-receive that has received, a wait on send requests): a message matched by a
    /// posted receive needs no buffering; a standard-mode one may be buffered; a
    /// synchronous one completes only when matched. Returns the step that runs alone, if
    /// there is one.
    fn send_steps(
        &self,
        st: &State,
        ask: &Ask<'_>,
        at: &[At],
        a: &At,
        sends: &[i64],
        g: &mut Gathered,
    ) -> Option<Steps> {
        use super::Posted;
        let r = a.p.rank;
        let held = super::held(st, a.p, &|h| sends.contains(&h));
        // Unless potential deadlocks are checked, a standard-mode send completes by
        // buffering whenever it is not matched: its completion is always enabled.
        let buffering = self.cfg.deadlock != crate::Deadlock::Potential;
        let mut enabled = true;
        // A synchronous send that no posted receive takes: its completion waits for
        // the receive whatever the buffering.
        let mut sync_waits = false;
        // Every message is matched by a receive from its sender by name: no other
        // transition can take that receive from it, so the completion commutes with
        // every other process's transitions.
        let mut stable = true;
        let mut unmatched = Vec::new();
        for &i in &held {
            let m = &st.buffers[i];
            let to = super::deliverable(st, i, blocking_of(at, m.dest));
            stable &= to.is_some_and(|(_, pat)| pat.0 == i64::from(m.source.rank));
            if buffering && !m.sync {
                // Buffered: it completes now and stays complete, commuting with
                // every other process's transitions.
                stable = true;
                continue;
            }
            // Without buffering, a send that a blocking receive from any source may
            // take completes when that receive takes it (the synchronous pair
            // belongs to the receiver, seed 001, 5.4): completing it earlier would
            // be buffering it, which the search with buffered sends covers (see
            // `run`).
            if matches!(to, Some((Posted::Blocking, pat)) if pat.0 != i64::from(m.source.rank)) {
                enabled = false;
            }
            let to = to.map(|(r, _)| r);
            if to.is_none() {
                unmatched.push(format!(
                    "process {r} in `{}` waits for its send to process {} ({}{}) to be received",
                    a.f.name,
                    m.dest.rank,
                    tag_text(super::int_of(&m.tag).unwrap_or(0)),
                    comm_text(&self.progs, a)
                ));
                g.to_ended |= st.proc(m.dest).terminated();
            }
            if m.sync && !matches!(to, Some(Posted::Request(_))) {
                enabled = false;
                sync_waits = true;
            }
        }
        let needs_buffering = !unmatched.is_empty();
        if !needs_buffering {
            g.progress = true;
        }
        g.why.extend(unmatched);
        if !ask.full && enabled && stable {
            // It needs no buffering and stays enabled: it runs first, as a local
            // transition does.
            return Some(smallvec::smallvec![a.step.clone()]);
        }
        let by_buffering = CommStep {
            buffered: true,
            ..a.step.clone()
        };
        if enabled && needs_buffering {
            g.buffered.push(by_buffering);
        } else if enabled {
            g.out.push(a.step.clone());
        } else if ask.per_send && !sync_waits {
            // A receive from any source may take the message; with per-send
            // buffering the send may also complete before, its message buffered
            // (then that receive may take another message first).
            g.buffered.push(by_buffering);
        }
        None
    }

    /// The processes `coll` at collectives: a collective on a communicator runs once
    /// every member is at a collective on it (then all at once, checking that the calls
    /// match).
    fn collective_steps(
        &mut self,
        st: &mut State,
        coll: &[&At],
        g: &mut Gathered,
    ) -> Result<(), Halt> {
        let mut views = Vec::new();
        for a in coll {
            let call = crate::library::Call::new(a.f, &a.args, &a.vals, a.span);
            views.push(self.call_comm(st, a.p, &call)?);
        }
        let mut started: Vec<(u8, u32, Vec<u32>)> = Vec::new();
        for (a, v) in coll.iter().zip(&views) {
            let key = (a.p.model, v.context, v.group.clone());
            if started.contains(&key) {
                continue;
            }
            let all_there = v.group.iter().all(|r| {
                coll.iter().zip(&views).any(|(b, w)| {
                    b.p.model == a.p.model && b.p.rank == *r && w.context == v.context
                })
            });
            if all_there {
                g.progress = true;
                started.push(key);
                // A collective that may number its processes in any order: one choice
                // per arrangement.
                let mut orders = 1;
                for (b, w) in coll.iter().zip(&views) {
                    if b.p.model == a.p.model
                        && w.context == v.context
                        && v.group.contains(&b.p.rank)
                    {
                        let call = crate::library::Call::new(b.f, &b.args, &b.vals, b.span);
                        orders = orders.max(self.collective_orders(st, b.p, &call)?);
                    }
                }
                for k in 0..orders {
                    g.out.push(CommStep {
                        collective: true,
                        pick: (orders > 1).then_some(super::Pick::Order(k)),
                        ..a.step.clone()
                    });
                }
            } else {
                g.why.push(format!(
                    "process {} in `{}`{} waits for the other processes",
                    a.p.rank,
                    a.f.name,
                    comm_text(&self.progs, a)
                ));
            }
        }
        Ok(())
    }

    /// The answer from what the processes offer: with per-send buffering the buffering
    /// steps join the others; without progress, the deadlock (or potential deadlock)
    /// that the processes `at` are in, unless deadlocks are not checked.
    fn conclude(
        &mut self,
        st: &mut State,
        ask: &Ask<'_>,
        at: &[At],
        g: Gathered,
    ) -> Result<Steps, Halt> {
        let Gathered {
            mut out,
            mut buffered,
            progress,
            to_ended,
            why,
        } = g;
        let full = ask.full;
        if ask.per_send && (full || progress) {
            // Buffering a send is a transition like any other (see `Search::per_send`),
            // offered when it lets its process do something (`idle_after_send`).
            for b in buffered.drain(..) {
                if full || !self.idle_after_send(st, b.proc) {
                    out.push(b);
                }
            }
        }
        if full || (!progress && self.cfg.deadlock == crate::Deadlock::None) {
            // Deadlock is not checked: a path where no process can go on ends here.
            if !full && out.is_empty() {
                let span = at.first().map(|a| a.span).unwrap_or_default();
                self.note_end(
                    span,
                    "no process can go on (a deadlock, not checked: --deadlock=none)",
                );
            }
            return Ok(out);
        }
        if !progress && ask.waiting {
            // A process waits at the barrier of a collective loop: in the program it
            // would go on into its next iteration, which the barrier does not allow.
            let span = at.first().map(|a| a.span).unwrap_or_default();
            return Err(Halt::Unsupported(
                span,
                "processes of a loop with a collective or joint invariant that communicate across iterations (a process waits for one held at the loop's head)".into(),
            ));
        }
        if !progress {
            let span = at.first().map(|a| a.span).unwrap_or_default();
            let detail = why.join("; ");
            if out.is_empty() && buffered.is_empty() {
                let msg = format!("deadlock: no process can go on: {detail}");
                return Err(self.definite(st, crate::report::PropertyKind::Deadlock, span, msg));
            }
            // A send to a process that has ended: the message is never received, which
            // is reported when the program ends.
            if to_ended {
                out.extend(buffered);
            } else {
                let msg = format!("potential deadlock: no process can go on unless the MPI library buffers a send: {detail}");
                return Err(self.definite(st, crate::report::PropertyKind::Deadlock, span, msg));
            }
        }
        Ok(out)
    }

    /// The members (ranks in `MPI_COMM_WORLD`, by rank) of the communicator of the
    /// collective call `p` is at.
    fn collective_group(&mut self, st: &mut State, p: ProcId) -> Result<Vec<u32>, Halt> {
        let (func, loc, args, vals, span) = self.call_at(st, p)?;
        let prog = self.progs[p.model as usize];
        let t = &prog.functions[func.0 as usize].locations[loc.0 as usize].out[0];
        let tass_model::Stmt::Call {
            callee: tass_model::Callee::Function(fid),
            ..
        } = &t.stmt
        else {
            return Err(Halt::Infeasible);
        };
        let name = &prog.functions[fid.0 as usize].name;
        let f = tass_model::library::lookup(name).ok_or(Halt::Infeasible)?;
        let call = crate::library::Call::new(f, &args, &vals, span);
        Ok(self.call_comm(st, p, &call)?.group)
    }

    /// Executes the collective operation that `proc`'s communicator is at: every member
    /// takes its call at once, and goes to the call's target. Returns the members, each
    /// with the function, the location it left and the one it is at (the caller's
    /// checks of a move, `Machine::moved`, are a higher layer's).
    pub(crate) fn collective_step(
        &mut self,
        st: &mut State,
        proc: ProcId,
    ) -> Result<Vec<(ProcId, FunctionId, LocId, LocId)>, Halt> {
        let model = proc.model;
        let group = self.collective_group(st, proc)?;
        let mut calls = Vec::new();
        let mut moves = Vec::new();
        for r in group {
            let p = ProcId { model, rank: r };
            let (func, loc, args, vals, span) = self.call_at(st, p)?;
            let prog = self.progs[model as usize];
            let t = &prog.functions[func.0 as usize].locations[loc.0 as usize].out[0];
            let tass_model::Stmt::Call {
                lhs,
                callee: tass_model::Callee::Function(fid),
                ..
            } = &t.stmt
            else {
                return Err(Halt::Infeasible);
            };
            let name = prog.functions[fid.0 as usize].name.to_string();
            calls.push((p, name, args, vals, span));
            moves.push((p, t.target, lhs.clone(), func, loc));
        }
        self.mpi_collective(st, &calls)?;
        let mut moved = Vec::new();
        for (p, target, lhs, func, loc) in moves {
            if let Some(top) = st.proc_mut(p).stack.last_mut() {
                std::sync::Arc::make_mut(top).loc = target;
            }
            if let Some(l) = lhs {
                let pl = self.place(st, p, &l)?;
                let ok = super::success();
                self.write(st, p, &pl, ok, Default::default())?;
            }
            moved.push((p, func, loc, target));
        }
        Ok(moved)
    }
}
