//! MPI collective operations, run for all processes of a program at once when the
//! scheduler finds every one at its call: `MPI_Barrier`, `MPI_Bcast`, the reductions
//! (`MPI_Reduce`, `MPI_Allreduce`, `MPI_Scan`, `MPI_Exscan`, `MPI_Reduce_scatter_block`)
//! and the block moves (`MPI_Gather`, `MPI_Scatter`, `MPI_Allgather`, `MPI_Alltoall`),
//! arguments read by role. Every process must give the same operation, root, datatype
//! and count.

use super::{consts, stray, CollectiveCall};
use crate::library::Call;
use crate::machine::{Halt, Machine, R};
use tass_model::library::mpi::{Datatype, Op};
use tass_model::library::Role::{self, Buffer, Communicator, Count, Datatype as Type, Root};
use tass_model::library::Side::{Recv, Send};
use tass_model::library::{self, Handler, Mpi};
use tass_model::Type as MType;
use tass_state::{Pointer, ProcId, State, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

/// A process at a collective call, and its call.
type Party<'a> = (ProcId, Call<'a>);

impl Machine<'_> {
    /// A collective operation, all processes of one program at their calls `calls`.
    pub(crate) fn mpi_collective(&mut self, st: &mut State, calls: &[CollectiveCall]) -> R<()> {
        let first = &calls[0];
        for (p, name, _, _, span) in calls {
            self.check_initialized(st, *p, name, *span)?;
            if *name != first.1 {
                return Err(self.mpi_error(st, *span, format!("process {} calls `{name}` while process {} calls `{}`: collective operations must match", p.rank, first.0.rank, first.1)));
            }
        }
        let span0 = first.4;
        let f = library::lookup(&first.1).ok_or_else(|| stray(span0))?;
        let Handler::Mpi(m) = f.handler else {
            return Err(stray(span0));
        };
        let name = f.name;
        let parties: Vec<Party> = calls
            .iter()
            .map(|(p, _, args, vals, span)| (*p, Call::new(f, args, vals, *span)))
            .collect();
        let mut root = None;
        for (_, call) in &parties {
            self.check_comm(st, call.arg(Communicator)?, call.span)?;
            if let Some(arg) = call.try_arg(Root) {
                let r = self.int_arg(st, arg, "root", call.span)?;
                self.agree(st, (name, "root"), &mut root, (r, r.to_string()), call.span)?;
            }
        }
        let size = calls.len() as i64;
        let root = root.map(|(r, _)| r);
        if let Some(r) = root {
            if !(0..size).contains(&r) {
                return Err(self.mpi_error(
                    st,
                    calls[0].4,
                    format!("root {r} is not a process (the number of processes is {size})"),
                ));
            }
        }
        match m {
            Mpi::Barrier => Ok(()),
            Mpi::Bcast => self.mpi_bcast(st, root.unwrap_or(0) as usize, &parties),
            Mpi::Gather | Mpi::Scatter | Mpi::Allgather | Mpi::Alltoall => {
                self.mpi_blocks(st, m, root.unwrap_or(0) as usize, &parties)
            }
            Mpi::Reduce | Mpi::Allreduce | Mpi::Scan | Mpi::Exscan | Mpi::ReduceScatterBlock => {
                self.mpi_reduce(st, m, root, &parties)
            }
            _ => Err(stray(span0)),
        }
    }

    /// The datatype and count (of the receive buffer) every process gives, alike.
    fn agreed_type(&mut self, st: &mut State, parties: &[Party]) -> R<(Datatype, i64)> {
        let mut ty = None;
        let mut count = None;
        let mut dt = None;
        for (_, call) in parties {
            let (name, span) = (call.name, &call.span);
            let d = self.datatype_arg(st, call.arg(Type(Recv))?, name, *span)?;
            self.agree(
                st,
                (name, "datatype"),
                &mut ty,
                (d.handle, format!("`{}`", d.name)),
                *span,
            )?;
            let c = self.count_arg(st, call.arg(Count(Recv))?, *span)?;
            self.agree(st, (name, "count"), &mut count, (c, c.to_string()), *span)?;
            dt = Some(d);
        }
        Ok((
            dt.ok_or_else(|| stray(parties[0].1.span))?,
            count.map_or(0, |(c, _)| c),
        ))
    }

    /// `MPI_Bcast`: the root's buffer into every other process's.
    fn mpi_bcast(&mut self, st: &mut State, r: usize, parties: &[Party]) -> R<()> {
        let (dt, count) = self.agreed_type(st, parties)?;
        let (rp, root) = parties[r];
        let name = root.name;
        let sent = root.arg(Buffer(Send))?;
        let data = self.read_data(st, rp, sent, count, (name, dt), root.span)?;
        for (p, call) in parties {
            if *p != rp {
                self.write_data(
                    st,
                    *p,
                    call.arg(Buffer(Recv))?,
                    count,
                    (name, dt),
                    (&data.0, &data.1),
                    call.span,
                )?;
            }
        }
        Ok(())
    }

    /// `MPI_Reduce`, `MPI_Allreduce`, `MPI_Scan`, `MPI_Exscan`, `MPI_Reduce_scatter_block`:
    /// the send buffers combined element-wise in rank order (prefixes for the scans; block
    /// `i` of the result to process `i` for `MPI_Reduce_scatter_block`).
    fn mpi_reduce(
        &mut self,
        st: &mut State,
        m: Mpi,
        root: Option<i64>,
        parties: &[Party],
    ) -> R<()> {
        let name = parties[0].1.name;
        let (dt, count) = self.agreed_type(st, parties)?;
        // The elements each process gives: a block per process if the result is scattered.
        let blocks = if m == Mpi::ReduceScatterBlock {
            parties.len()
        } else {
            1
        };
        let len = count * blocks as i64;
        let mut op = None;
        let mut the_op = None;
        for (_, call) in parties {
            let span = &call.span;
            the_op = Some(self.op_arg(st, call.arg(Role::Op)?, (name, dt), *span)?);
            let h = self.int_arg(st, call.arg(Role::Op)?, "operation", *span)?;
            let shown = consts()
                .op(h)
                .map(|(n, _)| format!("`{n}`"))
                .unwrap_or_default();
            self.agree(st, (name, "operation"), &mut op, (h, shown), *span)?;
        }
        let the_op = the_op.ok_or_else(|| stray(parties[0].1.span))?;
        let mut acc: Option<Vec<Expr>> = None;
        let mut elem = MType::INT;
        let mut prefixes: Vec<Vec<Expr>> = Vec::new();
        for (i, (p, call)) in parties.iter().enumerate() {
            let span = &call.span;
            let (send, recv) = (call.arg(Buffer(Send))?, call.arg(Buffer(Recv))?);
            // MPI_IN_PLACE (Allreduce, Scan, or Reduce's root): the data is in the
            // receive buffer.
            let src = if self.in_place(*p, send.0) {
                if m == Mpi::Reduce && root != Some(i as i64) {
                    return Err(self.mpi_error(
                        st,
                        *span,
                        "`MPI_IN_PLACE` as the send buffer of `MPI_Reduce` on a process that is not the root".into(),
                    ));
                }
                recv
            } else {
                if m != Mpi::Reduce || root == Some(i as i64) {
                    self.check_disjoint(st, *p, (send, len), (recv, count), (name, dt), *span)?;
                }
                send
            };
            let (data, e) = self.read_data(st, *p, src, len, (name, dt), *span)?;
            elem = e;
            acc = Some(match acc {
                None => data,
                Some(a) => {
                    let mut out = Vec::new();
                    for (x, y) in a.iter().zip(data.iter()) {
                        out.push(self.combine(the_op, x, y, *span)?);
                    }
                    out
                }
            });
            prefixes.push(acc.clone().unwrap_or_default());
        }
        let result = acc.unwrap_or_default();
        let w = result.len() / parties.len();
        for (i, (p, call)) in parties.iter().enumerate() {
            let data = match m {
                Mpi::Allreduce => &result[..],
                Mpi::Reduce if root == Some(i as i64) => &result,
                Mpi::ReduceScatterBlock => &result[i * w..(i + 1) * w],
                Mpi::Scan => &prefixes[i],
                // Exscan leaves process 0's receive buffer undefined (unchanged).
                Mpi::Exscan if i > 0 => &prefixes[i - 1],
                _ => continue,
            };
            let recv = call.arg(Buffer(Recv))?;
            self.write_data(st, *p, recv, count, (name, dt), (data, &elem), call.span)?;
        }
        Ok(())
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
            .is_some_and(|g| *g.name == *consts().in_place)
    }

    /// The collectives that move blocks: `MPI_Gather`, `MPI_Scatter`, `MPI_Allgather`,
    /// `MPI_Alltoall` (send buffer, count, type, receive buffer, count, type, ...). The
    /// send and receive counts and datatypes that matter must all be the same.
    fn mpi_blocks(&mut self, st: &mut State, m: Mpi, root: usize, parties: &[Party]) -> R<()> {
        let n = parties.len();
        let name = parties[0].1.name;
        // MPI_IN_PLACE: as the send buffer of Gather's root or of Allgather (the
        // process's block is already in its receive buffer), as the receive buffer of
        // Scatter's root (it keeps its block).
        let mut inplace = vec![false; n];
        for (i, (p, call)) in parties.iter().enumerate() {
            let send = self.in_place(*p, call.arg(Buffer(Send))?.0);
            let recv = self.in_place(*p, call.arg(Buffer(Recv))?.0);
            let allowed = match m {
                Mpi::Gather => i == root && !recv,
                Mpi::Allgather => !recv,
                Mpi::Scatter => i == root && !send,
                _ => false,
            };
            if (send || recv) && !allowed {
                return Err(Halt::Unsupported(
                    call.span,
                    format!("`MPI_IN_PLACE` in this position of `{name}`"),
                ));
            }
            inplace[i] = send || recv;
        }
        // The block: every significant send and receive count and datatype.
        let mut block = None;
        let mut ty = None;
        let mut dt = None;
        for (i, (_, call)) in parties.iter().enumerate() {
            let span = &call.span;
            let sends = (m != Mpi::Scatter || i == root) && !(inplace[i] && m != Mpi::Scatter);
            let receives = (m != Mpi::Gather || i == root) && !(inplace[i] && m == Mpi::Scatter);
            for (side, on) in [(Send, sends), (Recv, receives)] {
                if !on {
                    continue;
                }
                let d = self.datatype_arg(st, call.arg(Type(side))?, name, *span)?;
                self.agree(
                    st,
                    (name, "datatype"),
                    &mut ty,
                    (d.handle, format!("`{}`", d.name)),
                    *span,
                )?;
                dt = Some(d);
                let c = self.count_arg(st, call.arg(Count(side))?, *span)?;
                self.agree(st, (name, "count"), &mut block, (c, c.to_string()), *span)?;
            }
        }
        let (Some(dt), Some((b, _))) = (dt, block) else {
            return Ok(());
        };
        for (i, (p, call)) in parties.iter().enumerate() {
            let all = b * n as i64;
            let (slen, rlen) = match m {
                Mpi::Gather | Mpi::Allgather => (b, all),
                Mpi::Scatter => (all, b),
                _ => (all, all),
            };
            // Both buffers matter at the root of Gather and Scatter, everywhere for the
            // others.
            let both = i == root || matches!(m, Mpi::Allgather | Mpi::Alltoall);
            if both && !inplace[i] {
                let (send, recv) = (call.arg(Buffer(Send))?, call.arg(Buffer(Recv))?);
                self.check_disjoint(st, *p, (send, slen), (recv, rlen), (name, dt), call.span)?;
            }
        }
        // What each process sends (Scatter: the root's whole buffer), and the number of
        // scalars in a block (fewer than its count for `MPI_BYTE`).
        let mut sent: Vec<Vec<Expr>> = Vec::new();
        let mut elem: Option<MType> = None;
        let mut w = 0usize;
        for (i, (p, call)) in parties.iter().enumerate() {
            let span = &call.span;
            let (arg, blocks, skip) = if inplace[i] && m != Mpi::Scatter {
                // The block at the process's own place in its receive buffer.
                (call.arg(Buffer(Recv))?, i + 1, i)
            } else {
                let blocks = match m {
                    Mpi::Scatter if i != root => 0,
                    Mpi::Scatter | Mpi::Alltoall => n,
                    _ => 1,
                };
                (call.arg(Buffer(Send))?, blocks, 0)
            };
            let len = b * blocks as i64;
            let (data, e) = self.read_data(st, *p, arg, len, (name, dt), *span)?;
            if len > 0 {
                w = data.len() / blocks;
                if elem.as_ref().is_some_and(|x| *x != e) {
                    return Err(Halt::Unsupported(
                        *span,
                        format!("`{name}` of bytes (`MPI_BYTE`) from buffers of different types"),
                    ));
                }
                elem = Some(e);
            }
            sent.push(data[skip * w..].to_vec());
        }
        let elem = elem.unwrap_or(MType::CHAR);
        for (j, (p, call)) in parties.iter().enumerate() {
            let data: Vec<Expr> = match m {
                Mpi::Gather if j != root => continue,
                Mpi::Scatter if inplace[j] => continue,
                Mpi::Gather | Mpi::Allgather => sent.concat(),
                Mpi::Scatter => sent[root][j * w..(j + 1) * w].to_vec(),
                _ => sent
                    .iter()
                    .flat_map(|s| s[j * w..(j + 1) * w].to_vec())
                    .collect(),
            };
            let cap = match m {
                Mpi::Scatter => b,
                _ => b * n as i64,
            };
            let recv = call.arg(Buffer(Recv))?;
            self.write_data(st, *p, recv, cap, (name, dt), (&data, &elem), call.span)?;
        }
        Ok(())
    }

    fn combine(&mut self, op: Op, x: &Expr, y: &Expr, span: Span) -> R<Expr> {
        let truth = |m: &mut Self, e: &Expr| -> R<Expr> {
            let z = Expr::zero(e.ty());
            m.sym(z.and_then(|z| e.not_equals(&z)), span)
        };
        let r = match op {
            Op::Sum => x.plus(y),
            Op::Prod => x.times(y),
            Op::Max | Op::Min => {
                let c = self.sym(x.greater_eq(y), span)?;
                if op == Op::Max {
                    Expr::cond(&c, x, y)
                } else {
                    Expr::cond(&c, y, x)
                }
            }
            Op::Land | Op::Lor | Op::Lxor => {
                let (a, b) = (truth(self, x)?, truth(self, y)?);
                let c = match op {
                    Op::Land => a.and(&b),
                    Op::Lor => a.or(&b),
                    _ => a.iff(&b).and_then(|e| e.not()),
                };
                let c = self.sym(c, span)?;
                Expr::cond(&c, &Expr::int(1), &Expr::int(0))
            }
            _ => {
                return Err(Halt::Unsupported(
                    span,
                    format!("the MPI reduction operation {op:?}"),
                ))
            }
        };
        self.sym(r, span)
    }
}
