//! MPI point-to-point communication and the environment: the handlers of the calls a
//! process runs alone (`MPI_Send`, `MPI_Recv`, `MPI_Isend`, `MPI_Wait`, `MPI_Init`,
//! `MPI_Comm_rank`, ...), arguments read by role.

use super::{
    blocking, consts, deliverable, held, int_of, message_matches, new_handle, next_receive, offset,
    posted, stray, Posted,
};
use crate::eval::{scalar_type, Place};
use crate::library::Call;
use crate::machine::{Halt, Machine, R};
use crate::report::PropertyKind;
use std::sync::Arc;
use tass_model::library::Mpi;
use tass_model::library::Role::{
    Buffer, Communicator, Count, Datatype, Dest, Length, Out, Request, Requests, Source, Status,
    Statuses, Tag,
};
use tass_model::library::Side::{Recv, Send};
use tass_model::{Expr as MExpr, Type as MType};
use tass_state::{CallPhase, Message, PendingRecv, Pointer, ProcId, Request as Req, State, Value};
use tass_symbolic::{Expr, Type};
use tass_syntax::Span;

impl Machine<'_> {
    /// Calls of MPI functions other than the collectives (which the search runs for all
    /// processes at once). `None`: the call has not finished and runs again.
    pub(crate) fn mpi_call(
        &mut self,
        st: &mut State,
        p: ProcId,
        m: Mpi,
        call: &Call,
    ) -> R<Option<Option<Value>>> {
        let (name, span) = (call.name, call.span);
        let ok = Some(Some(super::success()));
        match m {
            Mpi::Send | Mpi::Ssend => {
                self.check_initialized(st, p, name, span)?;
                if st.proc(p).phase == CallPhase::Start {
                    let sent = self.issue(st, p, call, (blocking(), m == Mpi::Ssend))?;
                    if sent {
                        st.proc_mut(p).phase = CallPhase::Sent;
                        return Ok(None);
                    }
                    return Ok(ok);
                }
                self.complete_sends(st, p, &[blocking()], span)?;
                st.proc_mut(p).phase = CallPhase::Start;
                Ok(ok)
            }
            Mpi::Isend | Mpi::Issend => {
                self.check_initialized(st, p, name, span)?;
                let h = new_handle(st.proc(p));
                self.issue(st, p, call, (h, m == Mpi::Issend))?;
                self.start_request(st, p, call.arg(Request)?, h, None, span)?;
                Ok(ok)
            }
            Mpi::Irecv => {
                self.mpi_irecv(st, p, call)?;
                Ok(ok)
            }
            Mpi::Recv => {
                self.check_initialized(st, p, name, span)?;
                Ok(if self.mpi_receive(st, p, call)? {
                    ok
                } else {
                    None
                })
            }
            Mpi::Sendrecv | Mpi::SendrecvReplace => {
                self.check_initialized(st, p, name, span)?;
                match st.proc(p).phase {
                    CallPhase::Start => {
                        if m == Mpi::Sendrecv {
                            let c1 = self.count_arg(st, call.arg(Count(Send))?, span)?;
                            let c2 = self.count_arg(st, call.arg(Count(Recv))?, span)?;
                            let t1 =
                                self.datatype_arg(st, call.arg(Datatype(Send))?, name, span)?;
                            let t2 =
                                self.datatype_arg(st, call.arg(Datatype(Recv))?, name, span)?;
                            if t1 == t2 {
                                self.check_disjoint(
                                    st,
                                    p,
                                    (call.arg(Buffer(Send))?, c1),
                                    (call.arg(Buffer(Recv))?, c2),
                                    (name, t1),
                                    span,
                                )?;
                            }
                        }
                        self.issue(st, p, call, (blocking(), false))?;
                        st.proc_mut(p).phase = CallPhase::Sent;
                        Ok(None)
                    }
                    CallPhase::Sent => {
                        if !self.mpi_receive(st, p, call)? {
                            return Ok(None);
                        }
                        if held(st, p, &|h| h == blocking()).is_empty() {
                            st.proc_mut(p).phase = CallPhase::Start;
                            return Ok(ok);
                        }
                        st.proc_mut(p).phase = CallPhase::Received;
                        Ok(None)
                    }
                    CallPhase::Received => {
                        self.complete_sends(st, p, &[blocking()], span)?;
                        st.proc_mut(p).phase = CallPhase::Start;
                        Ok(ok)
                    }
                }
            }
            Mpi::Wait | Mpi::Waitall => Ok(if self.mpi_wait(st, p, call)? {
                None
            } else {
                ok
            }),
            Mpi::Init
            | Mpi::Finalize
            | Mpi::Initialized
            | Mpi::Finalized
            | Mpi::Wtime
            | Mpi::CommSize
            | Mpi::CommRank => Ok(Some(self.mpi_local(st, p, m, call)?)),
            // The collectives run for all processes at once (`mpi_collective`).
            _ => Err(Halt::Unsupported(span, format!("`{name}`"))),
        }
    }

    /// MPI functions with no interaction: `MPI_Init`, `MPI_Finalize`, `MPI_Comm_rank`,
    /// `MPI_Comm_size`, `MPI_Wtime`, `MPI_Initialized`, `MPI_Finalized`.
    fn mpi_local(&mut self, st: &mut State, p: ProcId, m: Mpi, call: &Call) -> R<Option<Value>> {
        let (name, span) = (call.name, call.span);
        let ok = Some(super::success());
        Ok(match m {
            Mpi::Init => {
                if st.proc(p).mpi_initialized {
                    return Err(self.mpi_error(st, span, "`MPI_Init` is called twice".into()));
                }
                st.proc_mut(p).mpi_initialized = true;
                ok
            }
            Mpi::Finalize => {
                self.check_initialized(st, p, name, span)?;
                let active = st.proc(p).requests.len();
                if active > 0 {
                    return Err(self.mpi_error(
                        st,
                        span,
                        format!("`MPI_Finalize` is called with {active} nonblocking request(s) never completed by `MPI_Wait` or `MPI_Waitall`"),
                    ));
                }
                st.proc_mut(p).mpi_finalized = true;
                ok
            }
            Mpi::CommRank | Mpi::CommSize => {
                self.check_initialized(st, p, name, span)?;
                self.check_comm(st, call.arg(Communicator)?, span)?;
                let v = if m == Mpi::CommRank {
                    i64::from(p.rank)
                } else {
                    self.world_size(st, p)
                };
                let pl = self.out_place(st, p, call.arg(Out)?, name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(v)), span)?;
                ok
            }
            Mpi::Wtime => Some(Value::Sym(self.fresh(&Type::real(), "nondet"))),
            Mpi::Initialized | Mpi::Finalized => {
                let v = if m == Mpi::Initialized {
                    st.proc(p).mpi_initialized
                } else {
                    st.proc(p).mpi_finalized
                };
                let pl = self.out_place(st, p, call.arg(Out)?, name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(i64::from(v))), span)?;
                ok
            }
            _ => return Err(stray(span)),
        })
    }

    /// Sends the message of a call's send half, held by the sender with handle `held`;
    /// returns false when there is nothing to send (`MPI_PROC_NULL`).
    fn issue(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        (held, sync): (i64, bool),
    ) -> R<bool> {
        let (name, span) = (call.name, call.span);
        self.check_comm(st, call.arg(Communicator)?, span)?;
        let count = self.count_arg(st, call.arg(Count(Send))?, span)?;
        let dt = self.datatype_arg(st, call.arg(Datatype(Send))?, name, span)?;
        let dest = self.rank_arg(st, p, call.arg(Dest)?, false, span)?;
        let tag = self.tag_arg(st, call.arg(Tag(Send))?, false, span)?;
        if dest == consts().proc_null {
            return Ok(false);
        }
        let buf = call.arg(Buffer(Send))?;
        let (data, elem) = self.read_data(st, p, buf, count, (name, dt), span)?;
        let arr = self.sym(Expr::array(&scalar_type(&elem), data), span)?;
        // Channels are canonical: messages are kept by (destination, source), each pair's
        // in send order (MPI orders messages only per sender and receiver), so states that
        // differ only in the order sends of different pairs were made are equal.
        let dest_p = ProcId {
            model: p.model,
            rank: dest as u32,
        };
        let at = st
            .buffers
            .partition_point(|m| (m.dest, m.source) <= (dest_p, p));
        Arc::make_mut(&mut st.buffers).insert(
            at,
            Message {
                source: p,
                dest: ProcId {
                    model: p.model,
                    rank: dest as u32,
                },
                tag: Expr::int(tag),
                datatype: dt.handle,
                elem,
                data: Value::Sym(arr),
                held: Some(held),
                sync,
            },
        );
        Ok(true)
    }

    /// Completes the sends `p` waits for (held with one of `handles`): a standard-mode
    /// message not received yet is buffered; a synchronous one is matched with the
    /// posted receive of its destination that takes it (the search enables the step only
    /// when there is one).
    fn complete_sends(&mut self, st: &mut State, p: ProcId, handles: &[i64], span: Span) -> R<()> {
        loop {
            let pending = held(st, p, &|h| handles.contains(&h));
            let Some(&i) = pending.first() else {
                return Ok(());
            };
            if !st.buffers[i].sync {
                Arc::make_mut(&mut st.buffers)[i].held = None;
                continue;
            }
            let Some((Posted::Request(h), _)) = deliverable(st, i, None) else {
                return Err(stray(span));
            };
            let (q, from) = (st.buffers[i].dest, st.buffers[i].source.rank);
            self.deliver_request(st, q, h, from, span)?;
        }
    }

    /// The (source, tag) the receive half of a call asks for.
    pub(crate) fn recv_pattern(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<(i64, i64)> {
        let source = self.rank_arg(st, p, call.arg(Source)?, true, call.span)?;
        let tag = self.tag_arg(st, call.arg(Tag(Recv))?, true, call.span)?;
        Ok((source, tag))
    }

    /// The receive half of a call of `p`: its buffer is checked to hold `count` elements
    /// of its datatype.
    fn posted_recv(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<PendingRecv> {
        let (name, span) = (call.name, call.span);
        self.check_comm(st, call.arg(Communicator)?, span)?;
        let count = self.count_arg(st, call.arg(Count(Recv))?, span)?;
        let dt = self.datatype_arg(st, call.arg(Datatype(Recv))?, name, span)?;
        let (source, tag) = self.recv_pattern(st, p, call)?;
        let buf = call.arg(Buffer(Recv))?;
        let (elem, scalars) = match self.buffer(st, p, buf, count, (name, dt), span)? {
            Some(b) => (b.flat.elem, b.scalars as i64),
            None => (dt.c_type().unwrap_or(MType::CHAR), 0),
        };
        Ok(PendingRecv {
            buf: buf.0.clone(),
            elem,
            count: scalars,
            datatype: dt.handle,
            source,
            tag,
        })
    }

    /// The blocking receive of a call (its receive half) from the source the search
    /// chose: an earlier posted receive that may take the message is matched first (the
    /// call then runs again: false), else this one (true).
    fn mpi_receive(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<bool> {
        let span = call.span;
        let rv = self.posted_recv(st, p, call)?;
        let status = call.arg(Status)?;
        if rv.source == consts().proc_null {
            // A receive from MPI_PROC_NULL completes at once.
            let c = consts();
            self.write_status(st, p, status, 0, (c.proc_null, c.any_tag), span)?;
            return Ok(true);
        }
        let from = self.recv_from.take().ok_or_else(|| stray(span))?;
        let queue = posted(st, p, Some((rv.source, rv.tag)));
        match next_receive(st, p, &queue, &|r| r == Posted::Blocking) {
            Some((Posted::Blocking, _, _)) => {
                let tag = self.deliver(st, p, &rv, from, span)?;
                self.write_status(st, p, status, 0, (i64::from(from), tag), span)?;
                Ok(true)
            }
            Some((Posted::Request(h), _, _)) => {
                self.deliver_request(st, p, h, from, span)?;
                Ok(false)
            }
            None => Err(stray(span)),
        }
    }

    /// Moves the oldest message from `from` that the receive `rv` of `p` matches into its
    /// buffer; returns the message's tag.
    fn deliver(
        &mut self,
        st: &mut State,
        p: ProcId,
        rv: &PendingRecv,
        from: u32,
        span: Span,
    ) -> R<i64> {
        let pos = st
            .buffers
            .iter()
            .position(|m| {
                m.dest == p && m.source.rank == from && message_matches((rv.source, rv.tag), m)
            })
            .ok_or_else(|| stray(span))?;
        let msg = Arc::make_mut(&mut st.buffers).remove(pos);
        let c = consts();
        if msg.datatype != rv.datatype {
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "a message sent as `{}` by process {} is received as `{}`: the datatypes of a send and its receive must match",
                    c.datatype_name(msg.datatype),
                    from,
                    c.datatype_name(rv.datatype)
                ),
            ));
        }
        let Value::Sym(arr) = &msg.data else {
            return Err(stray(span));
        };
        let Some(n) = int_of(&self.sym(arr.extent(), span)?) else {
            return Err(Halt::Unsupported(
                span,
                "a message whose length is not a constant".into(),
            ));
        };
        if n > rv.count {
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "a message of {n} `{}` from process {from} arrives in a receive buffer of {}",
                    c.datatype_name(msg.datatype),
                    rv.count
                ),
            ));
        }
        if n > 0 && msg.elem != rv.elem {
            return Err(Halt::Unsupported(
                span,
                "bytes (`MPI_BYTE`) received as another type than they were sent as".into(),
            ));
        }
        let mut data = Vec::new();
        for k in 0..n {
            data.push(self.sym(arr.read(&Expr::int(k)), span)?);
        }
        if !data.is_empty() {
            let flat =
                self.flat_at(st, p, &rv.buf, None, ("a receive", PropertyKind::Mpi), span)?;
            self.flat_write(st, p, &flat, &data, span)?;
        }
        int_of(&msg.tag)
            .ok_or_else(|| Halt::Unsupported(span, "a message whose tag is not a constant".into()))
    }

    /// Matches the posted receive `h` of `q` with the oldest message it takes from `from`.
    fn deliver_request(
        &mut self,
        st: &mut State,
        q: ProcId,
        h: i64,
        from: u32,
        span: Span,
    ) -> R<()> {
        let i = st
            .proc(q)
            .requests
            .iter()
            .position(|r| r.handle == h)
            .ok_or_else(|| stray(span))?;
        let rv = st.proc(q).requests[i]
            .recv
            .clone()
            .ok_or_else(|| stray(span))?;
        let tag = self.deliver(st, q, &rv, from, span)?;
        let r = &mut st.proc_mut(q).requests[i];
        r.recv = None;
        r.matched = Some((i64::from(from), tag));
        Ok(())
    }

    /// Writes source and tag into element `k` of a status array (`MPI_STATUS_IGNORE`,
    /// a null pointer, writes nothing).
    fn write_status(
        &mut self,
        st: &mut State,
        p: ProcId,
        (ptr, arg): (&Value, &MExpr),
        k: i64,
        (from, tag): (i64, i64),
        span: Span,
    ) -> R<()> {
        if matches!(ptr, Value::Ptr(Pointer::Null)) {
            return Ok(());
        }
        let (t, fields) = match &arg.ty {
            MType::Pointer(t) => match **t {
                MType::Struct(id) => {
                    let def = &self.progs[p.model as usize].structs[id.0 as usize];
                    let field = |n: &str| def.fields.iter().position(|(f, _)| &**f == n);
                    let names = ["MPI_SOURCE", "MPI_TAG", "MPI_ERROR"];
                    let fields: Option<Vec<usize>> = names.iter().map(|n| field(n)).collect();
                    ((**t).clone(), fields)
                }
                _ => (MType::Void, None),
            },
            _ => (MType::Void, None),
        };
        let Some(fields) = fields else {
            return Err(Halt::Unsupported(
                span,
                "an MPI status that is not an `MPI_Status`".into(),
            ));
        };
        let first = self.deref(st, p, ptr.clone(), &t, false, span)?;
        let pl = if k == 0 {
            first
        } else {
            let pl = offset(&first, k, span)?;
            self.deref(
                st,
                p,
                Value::Ptr(Pointer::Obj {
                    base: pl.base,
                    path: pl.path.into(),
                }),
                &t,
                false,
                span,
            )?
        };
        let values = [from, tag, consts().success];
        for (field, v) in fields.into_iter().zip(values) {
            let mut f = pl.clone();
            f.path.push(tass_state::Step::Field(field as u32));
            f.ty = MType::INT;
            self.write(st, p, &f, Value::Sym(Expr::int(v)), span)?;
        }
        Ok(())
    }

    /// `MPI_Irecv`: posts a receive, matched later (at a wait, a blocking receive, or by
    /// a synchronous send).
    fn mpi_irecv(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<()> {
        let span = call.span;
        self.check_initialized(st, p, call.name, span)?;
        let rv = self.posted_recv(st, p, call)?;
        let h = new_handle(st.proc(p));
        let c = consts();
        let recv = if rv.source == c.proc_null {
            None
        } else {
            Some(rv)
        };
        let matched = recv.is_none().then_some((c.proc_null, c.any_tag));
        self.start_request(st, p, call.arg(Request)?, h, recv, span)?;
        if let Some(r) = st.proc_mut(p).requests.last_mut() {
            r.matched = matched;
        }
        Ok(())
    }

    /// Records a new active request `handle` and stores the handle where the request
    /// argument points.
    fn start_request(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        handle: i64,
        recv: Option<PendingRecv>,
        span: Span,
    ) -> R<()> {
        let pl = self.out_place(st, p, arg, "a nonblocking call", span)?;
        self.write(st, p, &pl, Value::Sym(Expr::int(handle)), span)?;
        st.proc_mut(p).requests.push(Req {
            handle,
            recv,
            matched: None,
        });
        Ok(())
    }

    /// The request handles a completion waits for (one request, or an array of them):
    /// each with its place.
    pub(crate) fn wait_handles(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
    ) -> R<Vec<(Place, i64)>> {
        let (name, span) = (call.name, call.span);
        self.check_initialized(st, p, name, span)?;
        let (arg, n) = match call.try_arg(Requests) {
            Some(array) => {
                let n = self.count_arg(st, call.arg(Length)?, span)?;
                (array, n)
            }
            None => (call.arg(Request)?, 1),
        };
        let mut out = Vec::new();
        if n == 0 {
            return Ok(out);
        }
        let flat = self.flat_at(
            st,
            p,
            arg.0,
            Some(&MType::INT),
            (&format!("`{name}`"), PropertyKind::Mpi),
            span,
        )?;
        self.flat_check(
            st,
            &flat,
            &Expr::int(n),
            PropertyKind::Mpi,
            format!("`{name}`: the array of {n} requests extends past the end of its object"),
            span,
        )?;
        let handles = self.flat_read(st, p, &flat, n as u64, span)?;
        let null = consts().request_null;
        for (k, h) in handles.into_iter().enumerate() {
            let h = h.simplify_under(&st.pc).unwrap_or(h);
            let Some(h) = int_of(&h) else {
                return Err(Halt::Unsupported(
                    span,
                    "a request handle that is not a concrete number".into(),
                ));
            };
            if h != null && !st.proc(p).requests.iter().any(|r| r.handle == h) {
                return Err(self.mpi_error(
                    st,
                    span,
                    format!("`{name}` waits for request {h}, which is not an active request (not started, or already completed)"),
                ));
            }
            if h != null && out.iter().any(|(_, x)| *x == h) {
                return Err(self.mpi_error(st, span, format!("`{name}` names request {h} twice")));
            }
            let f = self.sym(flat.start.plus(&Expr::int(k as u64)), span)?;
            let mut pl = flat.obj.clone();
            if !flat.dims.is_empty() {
                let idx = flat.indexes(&f, span)?;
                pl.path.extend(idx.into_iter().map(tass_state::Step::Index));
            }
            pl.ty = MType::INT;
            out.push((pl, h));
        }
        Ok(out)
    }

    /// `MPI_Wait`, `MPI_Waitall`: matches the next receive it needs (from the source the
    /// search chose) if there is one, else completes: its sends complete (see
    /// [`Machine::complete_sends`]), statuses are written, the requests end and their
    /// handles become `MPI_REQUEST_NULL`. Returns true when the call must run again.
    fn mpi_wait(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<bool> {
        let span = call.span;
        let handles = self.wait_handles(st, p, call)?;
        let null = consts().request_null;
        let named: Vec<i64> = handles
            .iter()
            .map(|(_, h)| *h)
            .filter(|h| *h != null)
            .collect();
        let from = self.recv_from.take();
        let queue = posted(st, p, None);
        let wanted = |r: Posted| matches!(r, Posted::Request(h) if named.contains(&h));
        if let Some((Posted::Request(h), _, _)) = next_receive(st, p, &queue, &wanted) {
            let from = from.ok_or_else(|| stray(span))?;
            self.deliver_request(st, p, h, from, span)?;
            let queue = posted(st, p, None);
            let more = next_receive(st, p, &queue, &wanted).is_some();
            if more || !held(st, p, &|h| named.contains(&h)).is_empty() {
                return Ok(true);
            }
        } else if from.is_some() {
            return Err(stray(span));
        }
        self.complete_sends(st, p, &named, span)?;
        let statuses = match call.try_arg(Statuses) {
            Some(array) => array,
            None => call.arg(Status)?,
        };
        for (k, (pl, h)) in handles.into_iter().enumerate() {
            if h == null {
                continue;
            }
            let matched = st
                .proc(p)
                .requests
                .iter()
                .find(|r| r.handle == h)
                .and_then(|r| r.matched);
            if let Some(m) = matched {
                self.write_status(st, p, statuses, k as i64, m, span)?;
            }
            st.proc_mut(p).requests.retain(|r| r.handle != h);
            self.write(st, p, &pl, Value::Sym(Expr::int(null)), span)?;
        }
        Ok(false)
    }
}
