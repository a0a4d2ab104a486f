//! The MPI calls that complete some of their requests, or answer "not yet", and the
//! probes: `MPI_Waitany`, `MPI_Waitsome`, `MPI_Test`, `MPI_Testall`, `MPI_Testany`,
//! `MPI_Testsome`, `MPI_Probe`, `MPI_Iprobe`; with `MPI_Request_free`, `MPI_Get_count`
//! and `MPI_Abort`.
//!
//! What MPI leaves open is a choice of the search (a [`Pick`]), so every behaviour the
//! standard allows is explored: a nonblocking call may always answer "not yet" (MPI
//! only promises that a call repeated often enough eventually succeeds, 3.7.4), and
//! answers "done" when its operations may complete now; `MPI_Waitany` completes any one
//! request that may complete, `MPI_Waitsome` any non-empty set of them. A receive
//! request is matched with its message first (a step of its own, from the source the
//! search chose, as for `MPI_Wait`); a send request may complete when its message has
//! been received, when a posted receive takes it (a synchronous send), or when the
//! library buffers it (a standard-mode send).
//!
//! `MPI_Waitsome` and `MPI_Testsome` complete at most 8 requests at once (else
//! *unknown*). With `--deadlock=potential` a completion by buffering is not progress.
//! With no active request these calls return at once (flag true, index and count
//! `MPI_UNDEFINED`, empty statuses). The polls are scheduled with the blocking calls
//! (they read what other processes did) and are never taken alone: a "not yet" always
//! stays possible, so polling is progress and a process polling forever for a message
//! that never comes is not a deadlock. Inside a loop with a collective invariant these
//! calls make the run *unknown*, as wildcard receives do. `MPI_Probe` is scheduled as a
//! blocking receive and `MPI_Iprobe` as a poll; both give the status of the message a
//! receive with the same source and tag would take (earlier posted receives that may
//! take it are matched first) and leave it in transit. A status also records the number
//! of elements and the datatype of the message (tass's `MPI_Status` has two fields of its
//! own after `MPI_ERROR`), which `MPI_Get_count` reads: its datatype must be the
//! message's, and a status no receive has set is an MPI error. `MPI_Request_free` ends a
//! send request (its message stays in transit, reported if never received); freeing a
//! receive that has not matched is *unknown*, freeing `MPI_REQUEST_NULL` or an inactive
//! request an MPI error.
//!
//! `MPI_Abort` ends every process of the program, and the path ends without error, as
//! at `abort()`: reaching it is not a violation, and code after it is never reached (a
//! run where every path aborts is reported as vacuous). It is scheduled with the
//! blocking calls, after every process's local steps, and is always enabled.

use super::{
    consts, deliverable, empty_envelope, held, int_of, message_matches, next_receive,
    null_envelope, posted, stray, NextReceive, Pattern, Pick, Posted, COUNT_FIELD, DATATYPE_FIELD,
};
use crate::library::Call;
use crate::machine::{Halt, Machine, R};
use std::sync::Arc;
use tass_model::library::Mpi;
use tass_model::library::Role::{Datatype, Flag, Index, Indices, Out, Status, Statuses};
use tass_model::Type as MType;
use tass_state::{Envelope, ProcId, State, Value};
use tass_symbolic::Expr;

/// The most requests one `MPI_Waitsome` or `MPI_Testsome` may complete at once (every
/// non-empty set of them is a choice).
const MAX_SOME: usize = 8;

/// What a process at a call of this module may do: the search turns each into a
/// choice.
pub(crate) struct Moves {
    /// The receive the call matches next (a request's, or the probe's own pattern as
    /// `Posted::Blocking`), with the sources of the messages it may take.
    pub next: NextReceive,
    /// The picks, each with whether it needs the library to buffer a standard-mode send
    /// (a potential deadlock if nothing else can go on).
    pub picks: Vec<(Pick, bool)>,
    /// What the call waits for, when it can do nothing.
    pub waits: Vec<String>,
}

/// The blocking receive each process is at (for [`deliverable`]).
pub(crate) type BlockingOf<'a> = &'a dyn Fn(ProcId) -> Option<Pattern>;

/// Whether the active request `h` of `p` may complete now: `None` if not; `Some(true)`
/// when only the library's buffering of a standard-mode send completes it and potential
/// deadlocks are looked for (`buffering` false: buffering is then not taken for
/// granted).
fn ready(st: &State, p: ProcId, h: i64, blocking_of: BlockingOf, buffering: bool) -> Option<bool> {
    let r = st.proc(p).requests.iter().find(|r| r.handle == h)?;
    if r.recv.is_some() {
        // A receive not matched yet.
        return None;
    }
    let mut buffered = false;
    for i in held(st, p, &|x| x == h) {
        let m = &st.buffers[i];
        let to = deliverable(st, i, blocking_of(m.dest));
        if m.sync {
            if !matches!(to, Some((Posted::Request(_), _))) {
                return None;
            }
        } else if to.is_none() && !buffering {
            buffered = true;
        }
    }
    Some(buffered)
}

/// Whether the call answers without blocking.
fn polls(m: Mpi) -> bool {
    matches!(
        m,
        Mpi::Test | Mpi::Testall | Mpi::Testany | Mpi::Testsome | Mpi::Iprobe
    )
}

impl Machine<'_> {
    /// What process `p` at the call `call` of `m` may do now (`buffering`: standard-mode
    /// sends complete whenever they are not matched).
    pub(crate) fn mpi_moves(
        &mut self,
        st: &mut State,
        p: ProcId,
        m: Mpi,
        call: &Call,
        blocking_of: BlockingOf,
        buffering: bool,
    ) -> R<Moves> {
        let mut picks = Vec::new();
        if polls(m) {
            picks.push((Pick::NotYet, false));
        }
        if m == Mpi::Iprobe {
            let pat = self.recv_pattern(st, p, call)?;
            if pat.0 == consts().proc_null {
                // Answered at once (MPI 3.11).
                return Ok(Moves {
                    next: None,
                    picks: vec![(Pick::Complete(0), false)],
                    waits: Vec::new(),
                });
            }
            let queue = posted(st, p, Some(pat));
            let next = next_receive(st, p, &queue, &|x| x == Posted::Blocking);
            return Ok(Moves {
                next,
                picks,
                waits: Vec::new(),
            });
        }
        let handles = self.wait_handles(st, p, call)?;
        let null = consts().request_null;
        let active: Vec<(usize, i64)> = handles
            .iter()
            .enumerate()
            .filter(|(_, (_, h))| *h != null)
            .map(|(k, (_, h))| (k, *h))
            .collect();
        if active.is_empty() {
            // No active request: the call returns at once, a test with flag true
            // (MPI 3.7.5).
            return Ok(Moves {
                next: None,
                picks: vec![(Pick::Complete(0), false)],
                waits: Vec::new(),
            });
        }
        if handles.len() > 64 {
            return Err(Halt::Unsupported(
                call.span,
                format!("`{}` with more than 64 requests", call.name),
            ));
        }
        let named: Vec<i64> = active.iter().map(|(_, h)| *h).collect();
        let queue = posted(st, p, None);
        let next = next_receive(
            st,
            p,
            &queue,
            &|x| matches!(x, Posted::Request(h) if named.contains(&h)),
        );
        let ready: Vec<(usize, bool)> = active
            .iter()
            .filter_map(|&(k, h)| ready(st, p, h, blocking_of, buffering).map(|b| (k, b)))
            .collect();
        let bit = |k: usize| 1u64 << k;
        match m {
            Mpi::Test | Mpi::Waitany | Mpi::Testany => {
                for &(k, b) in &ready {
                    picks.push((Pick::Complete(bit(k)), b));
                }
            }
            Mpi::Testall => {
                if ready.len() == active.len() {
                    let mask = ready.iter().fold(0, |a, (k, _)| a | bit(*k));
                    picks.push((Pick::Complete(mask), ready.iter().any(|(_, b)| *b)));
                }
            }
            Mpi::Waitsome | Mpi::Testsome => {
                if ready.len() > MAX_SOME {
                    return Err(Halt::Unsupported(
                        call.span,
                        format!(
                            "`{}` with more than {MAX_SOME} requests that may complete at once",
                            call.name
                        ),
                    ));
                }
                for set in 1u64..(1 << ready.len()) {
                    let mut mask = 0;
                    let mut buffered = false;
                    for (j, (k, b)) in ready.iter().enumerate() {
                        if set & (1 << j) != 0 {
                            mask |= bit(*k);
                            buffered |= *b;
                        }
                    }
                    picks.push((Pick::Complete(mask), buffered));
                }
            }
            _ => return Err(stray(call.span)),
        }
        let mut waits = Vec::new();
        if !polls(m) && picks.is_empty() {
            for &(_, h) in &active {
                for i in held(st, p, &|x| x == h) {
                    let msg = &st.buffers[i];
                    waits.push(format!(
                        "process {} in `{}` waits for its send to process {} (tag {} on {}) to be received",
                        p.rank,
                        call.name,
                        msg.dest.rank,
                        msg.tag,
                        super::context_name(msg.context)
                    ));
                }
            }
        }
        Ok(Moves { next, picks, waits })
    }

    /// `MPI_Waitany`, `MPI_Waitsome`, `MPI_Test`, `MPI_Testall`, `MPI_Testany`,
    /// `MPI_Testsome`: matches the next receive they need (from the source the search
    /// chose), or does what the search picked: answer "not yet", or complete the
    /// requests picked (their sends complete, their statuses are written, the requests
    /// end and their handles become `MPI_REQUEST_NULL`). Returns true when the call must
    /// run again.
    pub(super) fn mpi_some(&mut self, st: &mut State, p: ProcId, m: Mpi, call: &Call) -> R<bool> {
        let span = call.span;
        let handles = self.wait_handles(st, p, call)?;
        let c = consts();
        let null = c.request_null;
        let from = self.step.recv_from.take();
        let pick = self.step.mpi_pick.take();
        if let Some(from) = from {
            let named: Vec<i64> = handles
                .iter()
                .map(|(_, h)| *h)
                .filter(|h| *h != null)
                .collect();
            let queue = posted(st, p, None);
            let wanted = |r: Posted| matches!(r, Posted::Request(h) if named.contains(&h));
            let Some((Posted::Request(h), _, _)) = next_receive(st, p, &queue, &wanted) else {
                return Err(stray(span));
            };
            self.deliver_request(st, p, h, from, span)?;
            return Ok(true);
        }
        let mask = match pick.ok_or_else(|| stray(span))? {
            Pick::NotYet => {
                match m {
                    Mpi::Test | Mpi::Testall => self.put_int(st, p, call, Flag, 0)?,
                    Mpi::Testany => {
                        self.put_int(st, p, call, Flag, 0)?;
                        self.put_int(st, p, call, Index, c.undefined)?;
                    }
                    Mpi::Testsome => self.put_int(st, p, call, Out, 0)?,
                    _ => return Err(stray(span)),
                }
                return Ok(false);
            }
            Pick::Complete(mask) => mask,
            Pick::Order(_) => return Err(stray(span)),
        };
        let statuses = match call.try_arg(Statuses) {
            Some(array) => array,
            None => call.arg(Status)?,
        };
        let mut done = Vec::new();
        for (k, (pl, h)) in handles.iter().enumerate() {
            if mask & (1 << k) == 0 {
                continue;
            }
            let r = st
                .proc(p)
                .requests
                .iter()
                .find(|r| r.handle == *h)
                .cloned()
                .ok_or_else(|| stray(span))?;
            if r.recv.is_some() {
                return Err(stray(span));
            }
            self.complete_sends(st, p, &[*h], span)?;
            // The position of its status: its own in the array for `MPI_Testall`, the
            // next one for the `some` calls, the one status of the others.
            let at = match m {
                Mpi::Testall => k as i64,
                Mpi::Waitsome | Mpi::Testsome => done.len() as i64,
                _ => 0,
            };
            if let Some(env) = r.matched {
                self.write_status(st, p, statuses, at, env, span)?;
            }
            st.proc_mut(p).requests.retain(|x| x.handle != *h);
            self.write(st, p, pl, Value::Sym(Expr::int(null)), span)?;
            done.push(k as i64);
        }
        let none_active = handles.iter().all(|(_, h)| *h == null);
        if none_active {
            match m {
                Mpi::Test | Mpi::Waitany | Mpi::Testany => {
                    self.write_status(st, p, statuses, 0, empty_envelope(), span)?;
                }
                Mpi::Testall => {
                    for k in 0..handles.len() {
                        self.write_status(st, p, statuses, k as i64, empty_envelope(), span)?;
                    }
                }
                _ => {}
            }
        } else if done.is_empty() {
            return Err(stray(span));
        }
        if matches!(m, Mpi::Testall) {
            for (k, (_, h)) in handles.iter().enumerate() {
                if *h == null && !none_active && mask & (1 << k) == 0 {
                    self.write_status(st, p, statuses, k as i64, empty_envelope(), span)?;
                }
            }
        }
        match m {
            Mpi::Test | Mpi::Testall => self.put_int(st, p, call, Flag, 1)?,
            Mpi::Waitany | Mpi::Testany => {
                let index = done.first().copied().unwrap_or(c.undefined);
                self.put_int(st, p, call, Index, index)?;
                if m == Mpi::Testany {
                    self.put_int(st, p, call, Flag, 1)?;
                }
            }
            Mpi::Waitsome | Mpi::Testsome => {
                if none_active {
                    self.put_int(st, p, call, Out, c.undefined)?;
                } else {
                    self.put_int(st, p, call, Out, done.len() as i64)?;
                    self.put_ints(st, p, call, Indices, &done)?;
                }
            }
            _ => return Err(stray(span)),
        }
        Ok(false)
    }

    /// `MPI_Probe` (`blocking`) and `MPI_Iprobe`: the status of the message a receive
    /// with the same source and tag would take now, left in transit; an earlier posted
    /// receive that may take it is matched first (the call then runs again: `None`).
    /// `MPI_Iprobe` may answer "not yet" (flag false).
    pub(super) fn mpi_probe(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        blocking: bool,
    ) -> R<Option<()>> {
        let span = call.span;
        let pat = self.recv_pattern(st, p, call)?;
        let status = call.arg(Status)?;
        let pick = self.step.mpi_pick.take();
        let from = self.step.recv_from.take();
        if pat.0 == consts().proc_null {
            // A probe of MPI_PROC_NULL finds at once the status of a receive from it.
            if !blocking && pick == Some(Pick::NotYet) {
                self.put_int(st, p, call, Flag, 0)?;
            } else {
                self.write_status(st, p, status, 0, null_envelope(), span)?;
                if !blocking {
                    self.put_int(st, p, call, Flag, 1)?;
                }
            }
            return Ok(Some(()));
        }
        if !blocking && pick == Some(Pick::NotYet) {
            self.put_int(st, p, call, Flag, 0)?;
            return Ok(Some(()));
        }
        let from = from.ok_or_else(|| stray(span))?;
        let queue = posted(st, p, Some(pat));
        match next_receive(st, p, &queue, &|r| r == Posted::Blocking) {
            Some((Posted::Blocking, _, _)) => {
                let msg = st
                    .buffers
                    .iter()
                    .find(|m| m.dest == p && m.source.rank == from && message_matches(pat, m))
                    .ok_or_else(|| stray(span))?;
                let Value::Sym(arr) = &msg.data else {
                    return Err(stray(span));
                };
                let (tag, datatype, rank) = (msg.tag.clone(), msg.datatype, msg.rank);
                let n = int_of(&self.sym(arr.extent(), span)?).ok_or_else(|| {
                    Halt::Unsupported(span, "a message whose length is not a constant".into())
                })?;
                let tag = int_of(&tag).ok_or_else(|| {
                    Halt::Unsupported(span, "a message whose tag is not a constant".into())
                })?;
                let env = Envelope {
                    source: i64::from(rank),
                    tag,
                    count: n,
                    datatype,
                };
                self.write_status(st, p, status, 0, env, span)?;
                if !blocking {
                    self.put_int(st, p, call, Flag, 1)?;
                }
                Ok(Some(()))
            }
            Some((Posted::Request(h), _, _)) => {
                self.deliver_request(st, p, h, from, span)?;
                Ok(None)
            }
            None => Err(stray(span)),
        }
    }

    /// `MPI_Request_free`: the request ends and its handle becomes `MPI_REQUEST_NULL`;
    /// a send goes on (its message stays in transit, nobody waits for it). Freeing a
    /// receive that has not matched its message is not modelled (it would complete at a
    /// time the program cannot know).
    pub(super) fn mpi_request_free(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<()> {
        let (name, span) = (call.name, call.span);
        let handles = self.wait_handles(st, p, call)?;
        let Some((pl, h)) = handles.into_iter().next() else {
            return Err(stray(span));
        };
        let c = consts();
        if h == c.request_null {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` of `MPI_REQUEST_NULL`, which is not a request"),
            ));
        }
        let r = st
            .proc(p)
            .requests
            .iter()
            .find(|r| r.handle == h)
            .cloned()
            .ok_or_else(|| stray(span))?;
        if r.recv.is_some() {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` of a receive that has not matched its message"),
            ));
        }
        for i in held(st, p, &|x| x == h) {
            Arc::make_mut(&mut st.buffers)[i].held = None;
        }
        st.proc_mut(p).requests.retain(|x| x.handle != h);
        self.write(st, p, &pl, Value::Sym(Expr::int(c.request_null)), span)?;
        Ok(())
    }

    /// `MPI_Get_count`: the number of elements of the message a status describes, in
    /// its datatype (which must be the datatype the message was sent as).
    pub(super) fn mpi_get_count(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<()> {
        let (name, span) = (call.name, call.span);
        let status = call.arg(Status)?;
        let (dt, layout) = self.datatype_of(
            st,
            p,
            call.arg(Datatype(tass_model::library::Side::Recv))?,
            (name, false),
            span,
        )?;
        let mut fields = Vec::new();
        for field in [COUNT_FIELD, DATATYPE_FIELD] {
            let Some(pl) = self.status_field(st, p, status, 0, field, span)? else {
                return Err(Halt::Unsupported(
                    span,
                    format!("`{name}` on a status that is not tass's `MPI_Status`"),
                ));
            };
            let v = self.read(st, p, &pl, span)?;
            let v = match v {
                Value::Sym(e) => int_of(&e.simplify_under(&st.pc).unwrap_or(e)),
                _ => None,
            };
            let Some(v) = v else {
                return Err(self.mpi_error(
                    st,
                    span,
                    format!("`{name}` on a status that no receive or probe has set"),
                ));
            };
            fields.push(v);
        }
        let (count, sent) = (fields[0], fields[1]);
        if sent != 0 && sent != dt.handle {
            let c = consts();
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "`{name}` with datatype `{}` on the status of a message sent as `{}`: the datatypes must match",
                    dt.name,
                    c.datatype_name(sent)
                ),
            ));
        }
        // In items of a derived datatype: `MPI_UNDEFINED` unless whole items arrived.
        let count = match layout {
            Some(l) if l.map.is_empty() => {
                if count == 0 {
                    0
                } else {
                    consts().undefined
                }
            }
            Some(l) if count % l.map.len() as i64 != 0 => consts().undefined,
            Some(l) => count / l.map.len() as i64,
            None => count,
        };
        let out = self.out_place(st, p, call.arg(Out)?, name, span)?;
        self.write(st, p, &out, Value::Sym(Expr::int(count)), span)
    }

    /// Writes `v` where the `int *` argument of role `role` points.
    fn put_int(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        role: tass_model::library::Role,
        v: i64,
    ) -> R<()> {
        let pl = self.out_place(st, p, call.arg(role)?, call.name, call.span)?;
        self.write(st, p, &pl, Value::Sym(Expr::int(v)), call.span)
    }

    /// Writes `vs` into the `int` array the argument of role `role` points to.
    fn put_ints(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        role: tass_model::library::Role,
        vs: &[i64],
    ) -> R<()> {
        if vs.is_empty() {
            return Ok(());
        }
        let (name, span) = (call.name, call.span);
        let (v, _) = call.arg(role)?;
        let what = format!("`{name}`");
        let flat = self.flat_at(
            st,
            p,
            v,
            Some(&MType::INT),
            (&what, crate::report::PropertyKind::Mpi),
            span,
        )?;
        if flat.elem != MType::INT {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` with an array of indices that is not an array of `int`"),
            ));
        }
        self.flat_check(
            st,
            &flat,
            &Expr::int(vs.len() as u64),
            crate::report::PropertyKind::Mpi,
            format!(
                "`{name}`: the array of {} indices extends past the end of its object",
                vs.len()
            ),
            span,
        )?;
        let data: Vec<Expr> = vs.iter().map(|x| Expr::int(*x)).collect();
        self.flat_write(st, p, &flat, &data, span)
    }
}
