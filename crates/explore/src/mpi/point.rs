//! MPI point-to-point communication and the environment: the handlers of the calls a
//! process runs alone (`MPI_Send`, `MPI_Recv`, `MPI_Isend`, `MPI_Wait`, `MPI_Init`,
//! `MPI_Comm_rank`, ...), arguments read by role.

use super::{
    blocking, consts, deliverable, empty_envelope, held, int_of, message_matches, new_handle,
    next_receive, null_envelope, offset, posted, stray, Pattern, Posted, COUNT_FIELD,
    DATATYPE_FIELD,
};
use crate::eval::scalar_type;
use crate::library::Call;
use crate::lvalue::Place;
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
use tass_state::{
    CallPhase, Envelope, Message, PendingRecv, Pointer, ProcId, Request as Req, State, Value,
};
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
                    self.check_side(st, p, call, Send)?;
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
                self.check_side(st, p, call, Send)?;
                let h = new_handle(st.proc(p));
                self.issue(st, p, call, (h, m == Mpi::Issend))?;
                self.start_request(st, p, call.arg(Request)?, h, None, span)?;
                self.own_side(st, p, call, Send)?;
                Ok(ok)
            }
            Mpi::Irecv => {
                self.mpi_irecv(st, p, call)?;
                Ok(ok)
            }
            Mpi::Recv => {
                self.check_initialized(st, p, name, span)?;
                self.check_side(st, p, call, Recv)?;
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
                            let (t1, l1) = self.datatype_of(
                                st,
                                p,
                                call.arg(Datatype(Send))?,
                                (name, true),
                                span,
                            )?;
                            let (t2, l2) = self.datatype_of(
                                st,
                                p,
                                call.arg(Datatype(Recv))?,
                                (name, true),
                                span,
                            )?;
                            // (The buffers of derived datatypes are not compared.)
                            if t1 == t2 && l1.is_none() && l2.is_none() {
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
                        if m == Mpi::Sendrecv {
                            self.check_side(st, p, call, Send)?;
                            self.check_side(st, p, call, Recv)?;
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
            Mpi::Waitany
            | Mpi::Waitsome
            | Mpi::Test
            | Mpi::Testall
            | Mpi::Testany
            | Mpi::Testsome => Ok(if self.mpi_some(st, p, m, call)? {
                None
            } else {
                ok
            }),
            Mpi::Probe | Mpi::Iprobe => {
                self.check_initialized(st, p, name, span)?;
                Ok(self.mpi_probe(st, p, call, m == Mpi::Probe)?.and(ok))
            }
            Mpi::RequestFree => {
                self.mpi_request_free(st, p, call)?;
                Ok(ok)
            }
            Mpi::GetCount => {
                self.mpi_get_count(st, p, call)?;
                Ok(ok)
            }
            Mpi::Abort => {
                // Every process of the program ends: the path ends without error, as
                // at `abort()`.
                let (v, a) = call.arg(Communicator)?;
                if st.proc(p).mpi_initialized && !st.proc(p).mpi_finalized {
                    self.comm_arg(st, p, (v, a), span)?;
                }
                self.note_end(span, "`MPI_Abort`, which ends every process of the program");
                Err(Halt::Infeasible)
            }
            Mpi::TypeContiguous
            | Mpi::TypeVector
            | Mpi::TypeCommit
            | Mpi::TypeFree
            | Mpi::TypeSize => {
                self.check_initialized(st, p, name, span)?;
                self.mpi_datatype(st, p, m, call)?;
                Ok(ok)
            }
            Mpi::DimsCreate
            | Mpi::CartShift
            | Mpi::CartCoords
            | Mpi::CartRank
            | Mpi::CartGet
            | Mpi::CartdimGet => {
                self.check_initialized(st, p, name, span)?;
                self.mpi_topology(st, p, m, call)?;
                Ok(ok)
            }
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
                let comm = self.comm_arg(st, p, call.arg(Communicator)?, span)?;
                let v = if m == Mpi::CommRank {
                    comm.rank
                } else {
                    comm.size()
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
        let comm = self.comm_arg(st, p, call.arg(Communicator)?, span)?;
        let count = self.count_arg(st, call.arg(Count(Send))?, span)?;
        let (dt, layout) =
            self.datatype_of(st, p, call.arg(Datatype(Send))?, (name, true), span)?;
        let dest = self.rank_arg(st, &comm, call.arg(Dest)?, false, span)?;
        let tag = self.tag_arg(st, call.arg(Tag(Send))?, false, span)?;
        if dest == consts().proc_null {
            return Ok(false);
        }
        let dest = comm.world(dest);
        let buf = call.arg(Buffer(Send))?;
        let (data, elem) = match &layout {
            None => self.read_data(st, p, buf, count, (name, dt), span)?,
            Some(l) => match self.layout_buffer(st, p, buf, count, (name, dt), l, span)? {
                Some((flat, positions)) => {
                    let data = self.flat_read_at(st, p, &flat, &positions, span)?;
                    (data, flat.elem)
                }
                None => (Vec::new(), dt.c_type().unwrap_or(MType::CHAR)),
            },
        };
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
                context: comm.context,
                rank: comm.rank as u32,
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
    pub(super) fn complete_sends(
        &mut self,
        st: &mut State,
        p: ProcId,
        handles: &[i64],
        span: Span,
    ) -> R<()> {
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

    /// What the receive half of a call asks for: source (its rank in
    /// `MPI_COMM_WORLD`), tag and context.
    pub(crate) fn recv_pattern(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<Pattern> {
        let comm = self.comm_arg(st, p, call.arg(Communicator)?, call.span)?;
        let source = self.rank_arg(st, &comm, call.arg(Source)?, true, call.span)?;
        let tag = self.tag_arg(st, call.arg(Tag(Recv))?, true, call.span)?;
        Ok((comm.world(source), tag, comm.context))
    }

    /// The receive half of a call of `p`: its buffer is checked to hold `count` elements
    /// of its datatype.
    fn posted_recv(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<PendingRecv> {
        let (name, span) = (call.name, call.span);
        let count = self.count_arg(st, call.arg(Count(Recv))?, span)?;
        let (dt, layout) =
            self.datatype_of(st, p, call.arg(Datatype(Recv))?, (name, true), span)?;
        let (source, tag, context) = self.recv_pattern(st, p, call)?;
        let buf = call.arg(Buffer(Recv))?;
        let none = || (dt.c_type().unwrap_or(MType::CHAR), 0, None);
        let (elem, scalars, positions) = match &layout {
            None => match self.buffer(st, p, buf, count, (name, dt), span)? {
                Some(b) => (b.flat.elem, b.scalars as i64, None),
                None => none(),
            },
            Some(l) => match self.layout_buffer(st, p, buf, count, (name, dt), l, span)? {
                Some((flat, positions)) => {
                    let mut sorted = positions.clone();
                    sorted.sort_unstable();
                    if sorted.windows(2).any(|w| w[0] == w[1]) {
                        return Err(self.mpi_error(
                            st,
                            span,
                            format!("`{name}` with a receive datatype whose elements overlap: an element would be received twice"),
                        ));
                    }
                    (flat.elem, positions.len() as i64, Some(positions))
                }
                None => none(),
            },
        };
        Ok(PendingRecv {
            buf: buf.0.clone(),
            elem,
            count: scalars,
            positions,
            datatype: dt.handle,
            context,
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
            self.write_status(st, p, status, 0, null_envelope(), span)?;
            return Ok(true);
        }
        let from = self.step.recv_from.take().ok_or_else(|| stray(span))?;
        let queue = posted(st, p, Some((rv.source, rv.tag, rv.context)));
        match next_receive(st, p, &queue, &|r| r == Posted::Blocking) {
            Some((Posted::Blocking, _, _)) => {
                let env = self.deliver(st, p, &rv, from, span)?;
                self.write_status(st, p, status, 0, env, span)?;
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
    /// buffer; returns what the receive's status says of it.
    pub(super) fn deliver(
        &mut self,
        st: &mut State,
        p: ProcId,
        rv: &PendingRecv,
        from: u32,
        span: Span,
    ) -> R<Envelope> {
        let pos = st
            .buffers
            .iter()
            .position(|m| {
                m.dest == p
                    && m.source.rank == from
                    && message_matches((rv.source, rv.tag, rv.context), m)
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
            match &rv.positions {
                None => self.flat_write(st, p, &flat, &data, span)?,
                Some(at) => self.flat_write_at(st, p, &flat, at, &data, span)?,
            }
        }
        let tag = int_of(&msg.tag).ok_or_else(|| {
            Halt::Unsupported(span, "a message whose tag is not a constant".into())
        })?;
        Ok(Envelope {
            source: i64::from(msg.rank),
            tag,
            count: n,
            datatype: msg.datatype,
        })
    }

    /// Matches the posted receive `h` of `q` with the oldest message it takes from `from`.
    pub(super) fn deliver_request(
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
        let env = self.deliver(st, q, &rv, from, span)?;
        let r = &mut st.proc_mut(q).requests[i];
        r.recv = None;
        r.matched = Some(env);
        Ok(())
    }

    /// Writes what a status says of a message into element `k` of a status array
    /// (`MPI_STATUS_IGNORE`, a null pointer, writes nothing).
    pub(super) fn write_status(
        &mut self,
        st: &mut State,
        p: ProcId,
        (ptr, arg): (&Value, &MExpr),
        k: i64,
        env: Envelope,
        span: Span,
    ) -> R<()> {
        if matches!(ptr, Value::Ptr(Pointer::Null)) {
            return Ok(());
        }
        let values = [
            ("MPI_SOURCE", env.source),
            ("MPI_TAG", env.tag),
            ("MPI_ERROR", consts().success),
            (COUNT_FIELD, env.count),
            (DATATYPE_FIELD, env.datatype),
        ];
        for (name, v) in values {
            // A status of another `mpi.h` may lack tass's own fields.
            let Some(f) = self.status_field(st, p, (ptr, arg), k, name, span)? else {
                if name.starts_with("MPI_") {
                    return Err(Halt::Unsupported(
                        span,
                        "an MPI status that is not an `MPI_Status`".into(),
                    ));
                }
                continue;
            };
            self.write(st, p, &f, Value::Sym(Expr::int(v)), span)?;
        }
        Ok(())
    }

    /// The place of field `name` of element `k` of a status array, if an `MPI_Status`
    /// has that field.
    pub(super) fn status_field(
        &mut self,
        st: &mut State,
        p: ProcId,
        (ptr, arg): (&Value, &MExpr),
        k: i64,
        name: &str,
        span: Span,
    ) -> R<Option<Place>> {
        let (t, field) = match &arg.ty {
            MType::Pointer(t) => match **t {
                MType::Struct(id) => {
                    let def = &self.progs[p.model as usize].structs[id.0 as usize];
                    let field = def.fields.iter().position(|(f, _)| &**f == name);
                    ((**t).clone(), field)
                }
                _ => (MType::Void, None),
            },
            _ => (MType::Void, None),
        };
        let Some(field) = field else {
            return Ok(None);
        };
        let first = self.deref(st, p, ptr.clone(), &t, false, span)?;
        let mut pl = if k == 0 {
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
        pl.path.push(tass_state::Step::Field(field as u32));
        Ok(Some(pl))
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
        let matched = recv.is_none().then(null_envelope);
        self.start_request(st, p, call.arg(Request)?, h, recv, span)?;
        if let Some(r) = st.proc_mut(p).requests.last_mut() {
            r.matched = matched;
        }
        self.own_side(st, p, call, Recv)
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
            buffer: None,
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
        let from = self.step.recv_from.take();
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
                self.write_status(st, p, statuses, k as i64, empty_envelope(), span)?;
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
