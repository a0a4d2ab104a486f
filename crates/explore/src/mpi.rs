//! MPI (a first subset): `MPI_Init`, `MPI_Finalize`, `MPI_Comm_rank`, `MPI_Comm_size`,
//! blocking point-to-point (`MPI_Send`, `MPI_Ssend`, `MPI_Recv` with `MPI_ANY_SOURCE`,
//! `MPI_ANY_TAG` and statuses) and the collectives `MPI_Barrier`, `MPI_Bcast`,
//! `MPI_Reduce`, `MPI_Allreduce` on `MPI_COMM_WORLD` (seed 001, Fig. 1 items 6-13).
//!
//! Processes of one program run interleaved, with the urgent reduction of seed 001 5.4:
//! a process with a local (non-communication) transition runs first. Standard-mode sends
//! are buffered; a state in which no process can progress without buffering, while every
//! blocked send has a live receiver, is a *potential deadlock*. Other MPI functions
//! (non-blocking operations, other communicators) stop the search with *unknown*.

use crate::eval::{is_scalar, scalar_type, Place};
use crate::exec::{Halt, Machine, R};
use crate::report::PropertyKind;
use std::sync::Arc;
use tass_model::{Callee, Expr as MExpr, FunctionKind, Program, Stmt, Transition, Type as MType};
use tass_state::{Message, PendingRecv, Pointer, ProcId, Process, Request, State, Value};
use tass_symbolic::{Expr, Type};
use tass_syntax::Span;

/// `MPI_ANY_SOURCE` and `MPI_ANY_TAG` (mpi.h).
pub(crate) const ANY: i64 = -1;
/// `MPI_PROC_NULL`.
pub(crate) const PROC_NULL: i64 = -2;

/// The communication operations the scheduler treats specially.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Comm {
    Send,
    Recv,
    /// `MPI_Wait`, `MPI_Waitall`: blocks while a posted receive it completes has no message.
    Wait,
    /// `MPI_Sendrecv`, `MPI_Sendrecv_replace`: the send (buffered, never blocks), then
    /// the receive.
    SendRecv,
    Collective,
}

/// The argument positions of the send half (buffer, count, type, dest, tag, comm) and
/// the receive half (buffer, count, type, source, tag, comm, status) of a send-receive,
/// laid out as `MPI_Send`'s and `MPI_Recv`'s.
pub(crate) fn sendrecv_halves(name: &str) -> ([usize; 6], [usize; 7]) {
    if name == "MPI_Sendrecv_replace" {
        ([0, 1, 2, 3, 4, 7], [0, 1, 2, 5, 6, 7, 8])
    } else {
        ([0, 1, 2, 3, 4, 10], [5, 6, 7, 8, 9, 10, 11])
    }
}

/// The arguments at `idx`.
pub(crate) fn pick<T: Clone>(xs: &[T], idx: &[usize]) -> Vec<T> {
    idx.iter().map(|&i| xs[i].clone()).collect()
}

/// The MPI communication call of a transition, if it is one.
pub(crate) fn comm_of(p: &Program, t: &Transition) -> Option<(Comm, String)> {
    let Stmt::Call {
        callee: Callee::Function(f),
        ..
    } = &t.stmt
    else {
        return None;
    };
    let func = &p.functions[f.0 as usize];
    if !matches!(func.kind, FunctionKind::System(_) | FunctionKind::Undefined) {
        return None;
    }
    let name = func.name.to_string();
    let c = match name.as_str() {
        // Nonblocking sends are local: the message is buffered, the call never waits,
        // and appending to a channel commutes with every other process's transitions
        // (a receive takes the oldest message; a wildcard receive only gains choices).
        "MPI_Send" | "MPI_Ssend" => Comm::Send,
        "MPI_Recv" => Comm::Recv,
        "MPI_Wait" | "MPI_Waitall" => Comm::Wait,
        "MPI_Sendrecv" | "MPI_Sendrecv_replace" => Comm::SendRecv,
        "MPI_Barrier" | "MPI_Bcast" | "MPI_Reduce" | "MPI_Allreduce" | "MPI_Gather"
        | "MPI_Scatter" | "MPI_Allgather" | "MPI_Alltoall" | "MPI_Scan" | "MPI_Exscan" => {
            Comm::Collective
        }
        _ => return None,
    };
    Some((c, name))
}

fn int_of(e: &Expr) -> Option<i64> {
    e.as_int().and_then(|v| i64::try_from(v).ok())
}

/// One process's call of a collective operation: process, function name, argument
/// expressions, argument values, call site.
pub(crate) type CollectiveCall = (ProcId, String, Vec<MExpr>, Vec<Value>, Span);

impl Machine<'_> {
    /// A concrete integer argument (rank, tag, count, root, op).
    fn int_arg(&mut self, st: &mut State, v: &Value, a: &MExpr, what: &str, span: Span) -> R<i64> {
        let x = self.scalar(v.clone(), &a.ty, span)?;
        let x = x.simplify_under(&st.pc).unwrap_or(x);
        int_of(&x).ok_or_else(|| {
            Halt::Unsupported(
                span,
                format!("an MPI {what} that is not a constant on this path"),
            )
        })
    }

    /// An MPI usage error at `span` (kind `mpi`).
    /// An element count: a concrete integer, not negative.
    fn count_arg(&mut self, st: &mut State, v: &Value, a: &MExpr, span: Span) -> R<i64> {
        let n = self.int_arg(st, v, a, "count", span)?;
        if n < 0 {
            return Err(self.mpi_error(st, span, format!("negative count {n}")));
        }
        Ok(n)
    }

    /// Records a value every process of a collective must give alike (`what`: the root,
    /// the operation); a different one is an MPI error.
    fn agree(
        &mut self,
        st: &State,
        (name, what): (&str, &str),
        seen: &mut Option<i64>,
        v: i64,
        span: Span,
    ) -> R<()> {
        match *seen {
            None => *seen = Some(v),
            Some(v0) if v0 != v => {
                return Err(self.mpi_error(
                    st,
                    span,
                    format!("`{name}` with {what} {v} here but {what} {v0} on another process"),
                ));
            }
            _ => {}
        }
        Ok(())
    }

    pub(crate) fn mpi_error(&mut self, st: &State, span: Span, msg: String) -> Halt {
        self.definite(st, PropertyKind::Mpi, span, msg)
    }

    fn check_world(&mut self, st: &mut State, v: &Value, a: &MExpr, span: Span) -> R<()> {
        let c = self.int_arg(st, v, a, "communicator", span)?;
        if c != 1 {
            return Err(Halt::Unsupported(
                span,
                "communicators other than MPI_COMM_WORLD".into(),
            ));
        }
        Ok(())
    }

    fn check_initialized(&mut self, st: &State, p: ProcId, name: &str, span: Span) -> R<()> {
        let pr = st.proc(p);
        if !pr.mpi_initialized {
            return Err(self.mpi_error(st, span, format!("`{name}` is called before `MPI_Init`")));
        }
        if pr.mpi_finalized {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` is called after `MPI_Finalize`"),
            ));
        }
        Ok(())
    }

    /// The number of processes of `p`'s program.
    pub(crate) fn world_size(&self, st: &State, p: ProcId) -> i64 {
        st.models[p.model as usize].procs.len() as i64
    }

    /// MPI functions with no interaction: `MPI_Init`, `MPI_Finalize`, `MPI_Comm_rank`,
    /// `MPI_Comm_size`, `MPI_Wtime`. `None` for the others.
    pub(crate) fn mpi_local(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<Option<Option<Value>>> {
        let ok = Some(Value::Sym(Expr::int(0)));
        Ok(Some(match name {
            "MPI_Init" => {
                if st.proc(p).mpi_initialized {
                    return Err(self.mpi_error(st, span, "`MPI_Init` is called twice".into()));
                }
                st.proc_mut(p).mpi_initialized = true;
                ok
            }
            "MPI_Finalize" => {
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
            "MPI_Comm_rank" | "MPI_Comm_size" => {
                self.check_initialized(st, p, name, span)?;
                self.check_world(st, &vals[0], &args[0], span)?;
                let v = if name == "MPI_Comm_rank" {
                    i64::from(p.rank)
                } else {
                    self.world_size(st, p)
                };
                let MType::Pointer(t) = &args[1].ty else {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` without a pointer"),
                    ));
                };
                let pl = self.deref(st, p, vals[1].clone(), t, false, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(v)), span)?;
                ok
            }
            "MPI_Wtime" => Some(Value::Sym(self.fresh(&Type::real(), "nondet"))),
            "MPI_Initialized" | "MPI_Finalized" => {
                let v = if name == "MPI_Initialized" {
                    st.proc(p).mpi_initialized
                } else {
                    st.proc(p).mpi_finalized
                };
                let MType::Pointer(t) = &args[0].ty else {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` without a pointer"),
                    ));
                };
                let pl = self.deref(st, p, vals[0].clone(), t, false, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(i64::from(v))), span)?;
                ok
            }
            _ => return Ok(None),
        }))
    }

    /// The elements of a buffer: `count` values starting at the place the pointer gives.
    fn read_buffer(
        &mut self,
        st: &mut State,
        p: ProcId,
        ptr: &Value,
        arg: &MExpr,
        count: i64,
        span: Span,
    ) -> R<Vec<Expr>> {
        if count == 0 {
            return Ok(Vec::new());
        }
        let elem = buffer_elem(arg, span)?;
        if !is_scalar(&elem) {
            return Err(Halt::Unsupported(
                span,
                "MPI buffers of structs or pointers".into(),
            ));
        }
        let first = self.deref(st, p, ptr.clone(), &elem, false, span)?;
        let mut out = Vec::new();
        for k in 0..count {
            let pl = offset(&first, k, span)?;
            let pl = self.checked(st, p, pl, span)?;
            let v = self.read(st, p, &pl, span)?;
            out.push(self.scalar(v, &elem, span)?);
        }
        Ok(out)
    }

    /// Writes received elements into a buffer.
    fn write_buffer(
        &mut self,
        st: &mut State,
        p: ProcId,
        ptr: &Value,
        elem: &MType,
        data: &[Expr],
        span: Span,
    ) -> R<()> {
        if data.is_empty() {
            return Ok(());
        }
        let first = self.deref(st, p, ptr.clone(), elem, false, span)?;
        for (k, x) in data.iter().enumerate() {
            let pl = offset(&first, k as i64, span)?;
            let pl = self.checked(st, p, pl, span)?;
            let x = convert_scalar(x, elem);
            self.write(st, p, &pl, Value::Sym(x), span)?;
        }
        Ok(())
    }

    /// A place `k` elements after a checked one, itself checked to lie in its array.
    fn checked(&mut self, st: &mut State, p: ProcId, pl: Place, span: Span) -> R<Place> {
        if let Some(tass_state::Step::Index(i)) = pl.path.last() {
            let parent = Place {
                base: pl.base.clone(),
                path: pl.path[..pl.path.len() - 1].to_vec(),
                ty: pl.ty.clone(),
            };
            let arr = self.read(st, p, &parent, span)?;
            if let Value::Sym(a) = &arr {
                if a.ty().is_array() {
                    let n = self.sym(a.extent(), span)?;
                    let c = self.sym(
                        i.greater_eq(&Expr::int(0))
                            .and_then(|x| i.less(&n).and_then(|y| x.and(&y))),
                        span,
                    )?;
                    self.check(
                        st,
                        c,
                        PropertyKind::Mpi,
                        span,
                        "an MPI buffer extends past the end of its array".into(),
                    )?;
                }
            }
        }
        Ok(pl)
    }

    /// `MPI_Send`: the message is buffered (standard mode may buffer).
    pub(crate) fn mpi_send(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<()> {
        self.check_initialized(st, p, name, span)?;
        self.check_world(st, &vals[5], &args[5], span)?;
        let count = self.count_arg(st, &vals[1], &args[1], span)?;
        let dest = self.int_arg(st, &vals[3], &args[3], "destination rank", span)?;
        let tag = self.int_arg(st, &vals[4], &args[4], "tag", span)?;
        if dest == PROC_NULL {
            return Ok(());
        }
        let size = self.world_size(st, p);
        if !(0..size).contains(&dest) {
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "destination rank {dest} is not in 0..{} (the number of processes is {size})",
                    size - 1
                ),
            ));
        }
        if tag < 0 {
            return Err(self.mpi_error(st, span, format!("negative tag {tag}")));
        }
        let data = self.read_buffer(st, p, &vals[0], &args[0], count, span)?;
        let arr = self.sym(
            Expr::array(
                &data
                    .first()
                    .map(|d| d.ty().clone())
                    .unwrap_or_else(Type::int),
                data.clone(),
            ),
            span,
        )?;
        Arc::make_mut(&mut st.buffers).push(Message {
            source: p,
            dest: ProcId {
                model: p.model,
                rank: dest as u32,
            },
            tag: Expr::int(tag),
            data: Value::Sym(arr),
        });
        Ok(())
    }

    /// The (source, tag) a receive at `p` asks for.
    pub(crate) fn recv_pattern(
        &mut self,
        st: &mut State,
        p: ProcId,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<(i64, i64)> {
        let source = self.int_arg(st, &vals[3], &args[3], "source rank", span)?;
        let tag = self.int_arg(st, &vals[4], &args[4], "tag", span)?;
        let size = self.world_size(st, p);
        if source != ANY && source != PROC_NULL && !(0..size).contains(&source) {
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "source rank {source} is not in 0..{} (the number of processes is {size})",
                    size - 1
                ),
            ));
        }
        Ok((source, tag))
    }

    /// `MPI_Recv` of the oldest matching message from `from` (the source the search
    /// chose; none for a receive from `MPI_PROC_NULL`, which completes at once).
    pub(crate) fn mpi_recv(
        &mut self,
        st: &mut State,
        p: ProcId,
        args: &[MExpr],
        vals: &[Value],
        from: Option<u32>,
        span: Span,
    ) -> R<()> {
        self.check_initialized(st, p, "MPI_Recv", span)?;
        self.check_world(st, &vals[5], &args[5], span)?;
        let (source, tag) = self.recv_pattern(st, p, args, vals, span)?;
        let count = self.int_arg(st, &vals[1], &args[1], "count", span)?;
        let Some(from) = from else {
            if source != PROC_NULL {
                return Err(Halt::Infeasible);
            }
            return self.write_status(st, p, (&vals[6], &args[6].ty), 0, (PROC_NULL, ANY), span);
        };
        let rv = PendingRecv {
            buf: vals[0].clone(),
            elem: buffer_elem(&args[0], span)?,
            count,
            source: i64::from(from),
            tag,
        };
        let got = self.deliver(st, p, &rv, from, span)?;
        self.write_status(
            st,
            p,
            (&vals[6], &args[6].ty),
            0,
            (i64::from(from), got),
            span,
        )
    }

    /// Moves the oldest message from `from` that the receive `rv` matches into its
    /// buffer; returns the message's tag.
    fn deliver(
        &mut self,
        st: &mut State,
        p: ProcId,
        rv: &PendingRecv,
        from: u32,
        span: Span,
    ) -> R<i64> {
        let (count, tag) = (rv.count, rv.tag);
        let pos = st
            .buffers
            .iter()
            .position(|m| {
                m.dest == p && m.source.rank == from && (tag == ANY || int_of(&m.tag) == Some(tag))
            })
            .ok_or(Halt::Infeasible)?;
        let msg = Arc::make_mut(&mut st.buffers).remove(pos);
        let Value::Sym(arr) = &msg.data else {
            return Err(Halt::Infeasible);
        };
        let n = int_of(&self.sym(arr.extent(), span)?).unwrap_or(0);
        if n > count {
            return Err(self.mpi_error(
                st,
                span,
                format!("a message of {n} elements arrives in a receive buffer of {count}"),
            ));
        }
        let mut data = Vec::new();
        for k in 0..n {
            data.push(self.sym(arr.read(&Expr::int(k)), span)?);
        }
        self.write_buffer(st, p, &rv.buf, &rv.elem, &data, span)?;
        Ok(int_of(&msg.tag).unwrap_or(0))
    }

    /// Writes source and tag into element `k` of a status array (`MPI_STATUS_IGNORE`,
    /// a null pointer, writes nothing).
    fn write_status(
        &mut self,
        st: &mut State,
        p: ProcId,
        (ptr, ptr_ty): (&Value, &MType),
        k: i64,
        (from, tag): (i64, i64),
        span: Span,
    ) -> R<()> {
        if matches!(ptr, Value::Ptr(Pointer::Null)) {
            return Ok(());
        }
        let MType::Pointer(t) = ptr_ty else {
            return Ok(());
        };
        if !matches!(**t, MType::Struct(_)) {
            return Ok(());
        }
        let first = self.deref(st, p, ptr.clone(), t, false, span)?;
        let pl = if k == 0 {
            first
        } else {
            let pl = offset(&first, k, span)?;
            self.checked(st, p, pl, span)?
        };
        for (field, v) in [(0u32, from), (1, tag), (2, 0)] {
            let mut f = pl.clone();
            f.path.push(tass_state::Step::Field(field));
            f.ty = MType::INT;
            self.write(st, p, &f, Value::Sym(Expr::int(v)), span)?;
        }
        Ok(())
    }

    /// `MPI_Isend`: a buffered send whose request is complete at once.
    pub(crate) fn mpi_isend(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<()> {
        self.mpi_send(st, p, name, args, vals, span)?;
        self.start_request(st, p, &vals[6], None, span)
    }

    /// `MPI_Irecv`: posts a receive, completed by a later wait.
    pub(crate) fn mpi_irecv(
        &mut self,
        st: &mut State,
        p: ProcId,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<()> {
        self.check_initialized(st, p, "MPI_Irecv", span)?;
        self.check_world(st, &vals[5], &args[5], span)?;
        let (source, tag) = self.recv_pattern(st, p, args, vals, span)?;
        let count = self.count_arg(st, &vals[1], &args[1], span)?;
        let elem = buffer_elem(&args[0], span)?;
        if !is_scalar(&elem) {
            return Err(Halt::Unsupported(
                span,
                "MPI buffers of structs or pointers".into(),
            ));
        }
        let recv = (source != PROC_NULL).then(|| PendingRecv {
            buf: vals[0].clone(),
            elem,
            count,
            source,
            tag,
        });
        self.start_request(st, p, &vals[6], recv, span)
    }

    /// Records a new active request and stores its handle where `ptr` points.
    fn start_request(
        &mut self,
        st: &mut State,
        p: ProcId,
        ptr: &Value,
        recv: Option<PendingRecv>,
        span: Span,
    ) -> R<()> {
        let handle = new_handle(st.proc(p));
        let pl = self.deref(st, p, ptr.clone(), &MType::INT, false, span)?;
        self.write(st, p, &pl, Value::Sym(Expr::int(handle)), span)?;
        st.proc_mut(p).requests.push(Request { handle, recv });
        Ok(())
    }

    /// The request handles an `MPI_Wait` (one) or `MPI_Waitall` (an array) waits for:
    /// each with its place.
    fn wait_handles(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<Vec<(Place, i64)>> {
        self.check_initialized(st, p, name, span)?;
        let (ptr, n) = if name == "MPI_Waitall" {
            let n = self.count_arg(st, &vals[0], &args[0], span)?;
            (&vals[1], n)
        } else {
            (&vals[0], 1)
        };
        let mut out = Vec::new();
        if n == 0 {
            return Ok(out);
        }
        let first = self.deref(st, p, ptr.clone(), &MType::INT, false, span)?;
        for k in 0..n {
            let pl = if k == 0 {
                first.clone()
            } else {
                let pl = offset(&first, k, span)?;
                self.checked(st, p, pl, span)?
            };
            let v = self.read(st, p, &pl, span)?;
            let h = self.scalar(v, &MType::INT, span)?;
            let h = h.simplify_under(&st.pc).unwrap_or(h);
            let Some(h) = int_of(&h) else {
                return Err(Halt::Unsupported(
                    span,
                    "a request handle that is not a concrete number".into(),
                ));
            };
            if h != 0 && !st.proc(p).requests.iter().any(|r| r.handle == h) {
                return Err(self.mpi_error(
                    st,
                    span,
                    format!("`{name}` waits for request {h}, which is not an active request (not started, or already completed)"),
                ));
            }
            out.push((pl, h));
        }
        Ok(out)
    }

    /// The posted receive a wait must complete next, if any: its handle and (source,
    /// tag). Receives match messages in the order they were posted, so an earlier
    /// posted receive that may match the same messages goes first, even one this wait
    /// does not name (MPI may complete it at any time). Among the receives free to go,
    /// the first with a message waiting is chosen, else the first (the wait blocks).
    pub(crate) fn wait_next(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<Option<(i64, i64, i64)>> {
        let handles = self.wait_handles(st, p, name, args, vals, span)?;
        let reqs = &st.proc(p).requests;
        let pat = |r: &Request| r.recv.as_ref().map(|v| (v.source, v.tag));
        // The receives that must complete: named ones, and earlier overlapping ones.
        let mut need = vec![false; reqs.len()];
        for i in (0..reqs.len()).rev() {
            let Some(pi) = pat(&reqs[i]) else { continue };
            if handles.iter().any(|(_, h)| *h == reqs[i].handle) {
                need[i] = true;
            }
            if need[i] {
                for j in 0..i {
                    if pat(&reqs[j]).is_some_and(|pj| overlap(pi, pj)) {
                        need[j] = true;
                    }
                }
            }
        }
        let free: Vec<(i64, (i64, i64))> = (0..reqs.len())
            .filter(|&i| need[i])
            .filter_map(|i| {
                let pi = pat(&reqs[i])?;
                let blocked = (0..i).any(|j| pat(&reqs[j]).is_some_and(|pj| overlap(pi, pj)));
                (!blocked).then_some((reqs[i].handle, pi))
            })
            .collect();
        let has_message = |(src, tag): (i64, i64)| {
            st.buffers.iter().any(|m| {
                m.dest == p
                    && (src == ANY || i64::from(m.source.rank) == src)
                    && (tag == ANY || int_of(&m.tag) == Some(tag))
            })
        };
        Ok(free
            .iter()
            .find(|(_, pt)| has_message(*pt))
            .or(free.first())
            .map(|&(h, (s, t))| (h, s, t)))
    }

    /// `MPI_Wait`, `MPI_Waitall`: completes the next receive (from the source the
    /// search chose) if there is one; returns true when the call must run again
    /// (receives it waits for are still pending).
    pub(crate) fn mpi_wait(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<bool> {
        let from = self.recv_from.take();
        let statuses = if name == "MPI_Waitall" { 2 } else { 1 };
        if let Some(from) = from {
            let (h, _, _) = self
                .wait_next(st, p, name, args, vals, span)?
                .ok_or(Halt::Infeasible)?;
            let i = st
                .proc(p)
                .requests
                .iter()
                .position(|r| r.handle == h)
                .ok_or(Halt::Infeasible)?;
            let rv = st.proc_mut(p).requests[i]
                .recv
                .take()
                .ok_or(Halt::Infeasible)?;
            let got = self.deliver(st, p, &rv, from, span)?;
            let handles = self.wait_handles(st, p, name, args, vals, span)?;
            if let Some(k) = handles.iter().position(|(_, x)| *x == h) {
                self.write_status(
                    st,
                    p,
                    (&vals[statuses], &args[statuses].ty),
                    k as i64,
                    (i64::from(from), got),
                    span,
                )?;
            }
        }
        let handles = self.wait_handles(st, p, name, args, vals, span)?;
        let pending = |st: &State, h: i64| {
            st.proc(p)
                .requests
                .iter()
                .any(|r| r.handle == h && r.recv.is_some())
        };
        if handles.iter().any(|(_, h)| pending(st, *h)) {
            return Ok(true);
        }
        // All complete: the requests end and the handles become MPI_REQUEST_NULL.
        for (pl, h) in handles {
            if h != 0 {
                st.proc_mut(p).requests.retain(|r| r.handle != h);
                self.write(st, p, &pl, Value::Sym(Expr::int(0)), span)?;
            }
        }
        Ok(false)
    }

    /// A collective operation, all processes of `model` at their calls `calls` (process,
    /// function name, arguments, values, span).
    pub(crate) fn mpi_collective(&mut self, st: &mut State, calls: &[CollectiveCall]) -> R<()> {
        let first = &calls[0];
        for (p, name, _, _, span) in calls {
            self.check_initialized(st, *p, name, *span)?;
            if *name != first.1 {
                return Err(self.mpi_error(st, *span, format!("process {} calls `{name}` while process {} calls `{}`: collective operations must match", p.rank, first.0.rank, first.1)));
            }
        }
        let name = first.1.clone();
        // Roots and operations must agree.
        let root_arg = match name.as_str() {
            "MPI_Bcast" => Some(3),
            "MPI_Reduce" => Some(5),
            "MPI_Gather" | "MPI_Scatter" => Some(6),
            _ => None,
        };
        let op_arg = match name.as_str() {
            "MPI_Reduce" | "MPI_Allreduce" | "MPI_Scan" | "MPI_Exscan" => Some(4),
            _ => None,
        };
        let comm_arg = match name.as_str() {
            "MPI_Barrier" => 0,
            "MPI_Bcast" => 4,
            "MPI_Reduce" => 6,
            "MPI_Gather" | "MPI_Scatter" => 7,
            "MPI_Allgather" | "MPI_Alltoall" => 6,
            _ => 5,
        };
        let mut root = None;
        let mut op = None;
        for (_, _, args, vals, span) in calls {
            self.check_world(st, &vals[comm_arg], &args[comm_arg], *span)?;
            if let Some(i) = root_arg {
                let r = self.int_arg(st, &vals[i], &args[i], "root", *span)?;
                self.agree(st, (&name, "root"), &mut root, r, *span)?;
            }
            if let Some(i) = op_arg {
                let o = self.int_arg(st, &vals[i], &args[i], "operation", *span)?;
                self.agree(st, (&name, "operation"), &mut op, o, *span)?;
            }
        }
        let size = calls.len() as i64;
        if let Some(r) = root {
            if !(0..size).contains(&r) {
                return Err(self.mpi_error(st, calls[0].4, format!("root {r} is not a process")));
            }
        }
        match name.as_str() {
            "MPI_Barrier" => Ok(()),
            "MPI_Bcast" => {
                let r = root.unwrap_or(0) as usize;
                let (rp, _, rargs, rvals, rspan) = calls[r].clone();
                let count = self.int_arg(st, &rvals[1], &rargs[1], "count", rspan)?;
                let data = self.read_buffer(st, rp, &rvals[0], &rargs[0], count, rspan)?;
                for (p, _, args, vals, span) in calls {
                    if *p != rp {
                        let c = self.int_arg(st, &vals[1], &args[1], "count", *span)?;
                        if c != count {
                            return Err(self.mpi_error(
                                st,
                                *span,
                                format!("`MPI_Bcast` of {c} elements here but {count} at the root"),
                            ));
                        }
                        let elem = buffer_elem(&args[0], *span)?;
                        self.write_buffer(st, *p, &vals[0], &elem, &data, *span)?;
                    }
                }
                Ok(())
            }
            "MPI_Gather" | "MPI_Scatter" | "MPI_Allgather" | "MPI_Alltoall" => {
                self.mpi_blocks(st, &name, root.unwrap_or(0) as usize, calls)
            }
            _ => {
                // Reduce, Allreduce, Scan, Exscan: combine the send buffers
                // element-wise, in rank order (prefixes for the scans).
                let op = op.unwrap_or(3);
                let mut acc: Option<Vec<Expr>> = None;
                let mut prefixes: Vec<Vec<Expr>> = Vec::new();
                for (i, (p, _, args, vals, span)) in calls.iter().enumerate() {
                    let count = self.int_arg(st, &vals[2], &args[2], "count", *span)?;
                    // MPI_IN_PLACE (Allreduce, or Reduce's root): the data is in the
                    // receive buffer.
                    let src = if self.in_place(*p, &vals[0]) {
                        if name == "MPI_Reduce" && root != Some(i as i64) {
                            return Err(self.mpi_error(
                                st,
                                *span,
                                "`MPI_IN_PLACE` as the send buffer of `MPI_Reduce` on a process that is not the root".into(),
                            ));
                        }
                        1
                    } else {
                        0
                    };
                    let data = self.read_buffer(st, *p, &vals[src], &args[src], count, *span)?;
                    acc = Some(match acc {
                        None => data,
                        Some(a) => {
                            if a.len() != data.len() {
                                return Err(self.mpi_error(
                                    st,
                                    *span,
                                    "reductions of different counts".into(),
                                ));
                            }
                            let mut out = Vec::new();
                            for (x, y) in a.iter().zip(data.iter()) {
                                out.push(self.combine(op, x, y, *span)?);
                            }
                            out
                        }
                    });
                    prefixes.push(acc.clone().unwrap_or_default());
                }
                let result = acc.unwrap_or_default();
                for (i, (p, _, args, vals, span)) in calls.iter().enumerate() {
                    let data = match name.as_str() {
                        "MPI_Allreduce" => &result,
                        "MPI_Reduce" if root == Some(i as i64) => &result,
                        "MPI_Scan" => &prefixes[i],
                        // Exscan leaves process 0's receive buffer undefined (unchanged).
                        "MPI_Exscan" if i > 0 => &prefixes[i - 1],
                        _ => continue,
                    };
                    let elem = buffer_elem(&args[1], *span)?;
                    self.write_buffer(st, *p, &vals[1], &elem, data, *span)?;
                }
                Ok(())
            }
        }
    }

    /// Whether a buffer argument is `MPI_IN_PLACE`.
    fn in_place(&self, p: ProcId, v: &Value) -> bool {
        let Value::Ptr(Pointer::Obj {
            base: tass_state::Base::Global { var, .. },
            ..
        }) = v
        else {
            return false;
        };
        self.progs[p.model as usize]
            .globals
            .get(*var as usize)
            .is_some_and(|g| &*g.name == "__tass_mpi_in_place")
    }

    /// The collectives that move blocks: `MPI_Gather`, `MPI_Scatter`, `MPI_Allgather`,
    /// `MPI_Alltoall` (send buffer, count, type, receive buffer, count, type, ...). Send
    /// and receive counts must agree (the types are the buffers' C types).
    fn mpi_blocks(
        &mut self,
        st: &mut State,
        name: &str,
        root: usize,
        calls: &[CollectiveCall],
    ) -> R<()> {
        let n = calls.len();
        // MPI_IN_PLACE: as the send buffer of Gather's root or of Allgather (the
        // process's block is already in its receive buffer), as the receive buffer of
        // Scatter's root (it keeps its block).
        let mut inplace = vec![false; n];
        for (i, (p, _, _, vals, span)) in calls.iter().enumerate() {
            let (send, recv) = (self.in_place(*p, &vals[0]), self.in_place(*p, &vals[3]));
            let allowed = match name {
                "MPI_Gather" => i == root && !recv,
                "MPI_Allgather" => !recv,
                "MPI_Scatter" => i == root && !send,
                _ => false,
            };
            if (send || recv) && !allowed {
                return Err(Halt::Unsupported(
                    *span,
                    format!("`MPI_IN_PLACE` in this position of `{name}`"),
                ));
            }
            inplace[i] = send || recv;
        }
        // The block size: every process's send count, equal to the receive counts.
        let mut block = None;
        for (i, (_, _, args, vals, span)) in calls.iter().enumerate() {
            let sends =
                (name != "MPI_Scatter" || i == root) && !(inplace[i] && name != "MPI_Scatter");
            let receives = (!matches!(name, "MPI_Gather") || i == root)
                && !(inplace[i] && name == "MPI_Scatter");
            for (k, on) in [(1, sends), (4, receives)] {
                if !on {
                    continue;
                }
                let c = self.count_arg(st, &vals[k], &args[k], *span)?;
                match block {
                    None => block = Some(c),
                    Some(b) if b != c => {
                        return Err(self.mpi_error(
                            st,
                            *span,
                            format!("`{name}` with a count of {c} here but {b} elsewhere: send and receive counts must match"),
                        ));
                    }
                    _ => {}
                }
            }
        }
        let b = block.unwrap_or(0) as usize;
        // What each process sends (Scatter: the root's whole buffer).
        let mut sent: Vec<Vec<Expr>> = Vec::new();
        for (i, (p, _, args, vals, span)) in calls.iter().enumerate() {
            if inplace[i] && name != "MPI_Scatter" {
                // The block at the process's own place in its receive buffer.
                let own =
                    self.read_buffer(st, *p, &vals[3], &args[3], (b * (i + 1)) as i64, *span)?;
                sent.push(own[b * i..].to_vec());
                continue;
            }
            let len = match name {
                "MPI_Scatter" if i != root => 0,
                "MPI_Scatter" | "MPI_Alltoall" => b * n,
                _ => b,
            };
            sent.push(self.read_buffer(st, *p, &vals[0], &args[0], len as i64, *span)?);
        }
        for (j, (p, _, args, vals, span)) in calls.iter().enumerate() {
            let data: Vec<Expr> = match name {
                "MPI_Gather" if j != root => continue,
                "MPI_Scatter" if inplace[j] => continue,
                "MPI_Gather" | "MPI_Allgather" => sent.concat(),
                "MPI_Scatter" => sent[root][j * b..(j + 1) * b].to_vec(),
                _ => sent
                    .iter()
                    .flat_map(|s| s[j * b..(j + 1) * b].to_vec())
                    .collect(),
            };
            let elem = buffer_elem(&args[3], *span)?;
            self.write_buffer(st, *p, &vals[3], &elem, &data, *span)?;
        }
        Ok(())
    }

    fn combine(&mut self, op: i64, x: &Expr, y: &Expr, span: Span) -> R<Expr> {
        let r = match op {
            3 => x.plus(y),
            4 => x.times(y),
            1 | 2 => {
                let c = self.sym(x.greater_eq(y), span)?;
                if op == 1 {
                    Expr::cond(&c, x, y)
                } else {
                    Expr::cond(&c, y, x)
                }
            }
            _ => {
                return Err(Halt::Unsupported(
                    span,
                    format!("the MPI reduction operation {op}"),
                ))
            }
        };
        self.sym(r, span)
    }
}

/// The pointee type of a buffer argument converted to `void *`.
/// The element type of an MPI buffer argument.
fn buffer_elem(arg: &MExpr, span: Span) -> R<MType> {
    match &arg.ty {
        MType::Pointer(t) if **t != MType::Void => Ok((**t).clone()),
        _ => peel_cast_pointee(arg)
            .ok_or_else(|| Halt::Unsupported(span, "an MPI buffer of unknown type".into())),
    }
}

/// Whether two receive patterns (source, tag) may match the same message.
fn overlap(a: (i64, i64), b: (i64, i64)) -> bool {
    (a.0 == ANY || b.0 == ANY || a.0 == b.0) && (a.1 == ANY || b.1 == ANY || a.1 == b.1)
}

/// The handle for a new request: the smallest positive number no active request has.
fn new_handle(pr: &Process) -> i64 {
    (1..)
        .find(|h| pr.requests.iter().all(|r| r.handle != *h))
        .unwrap_or(1)
}

fn peel_cast_pointee(arg: &MExpr) -> Option<MType> {
    let mut e = arg;
    while let tass_model::ExprKind::Cast(inner) = &e.kind {
        e = inner;
    }
    match &e.ty {
        MType::Pointer(t) if **t != MType::Void => Some((**t).clone()),
        _ => None,
    }
}

/// The place `k` elements after `first` (which must be an array element, or `k` is 0).
fn offset(first: &Place, k: i64, span: Span) -> R<Place> {
    if k == 0 {
        return Ok(first.clone());
    }
    let mut pl = first.clone();
    match pl.path.last_mut() {
        Some(tass_state::Step::Index(i)) => {
            *i = i
                .plus(&Expr::int(k))
                .map_err(|e| Halt::Unsupported(span, e.to_string()))?;
            Ok(pl)
        }
        _ => Err(Halt::Unsupported(
            span,
            "an MPI buffer of several elements that is not an array".into(),
        )),
    }
}

/// A received scalar converted to the receiving element type (integers and reals).
fn convert_scalar(x: &Expr, elem: &MType) -> Expr {
    let want_real = scalar_type(elem).is_real();
    if want_real && x.ty().is_int() {
        x.to_real().unwrap_or_else(|_| x.clone())
    } else if !want_real && x.ty().is_real() {
        x.to_int().unwrap_or_else(|_| x.clone())
    } else {
        x.clone()
    }
}
