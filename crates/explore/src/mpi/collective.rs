//! MPI collective operations, run for all processes of a program at once when the
//! scheduler finds every one at its call: `MPI_Barrier`, `MPI_Bcast`, the reductions
//! (`MPI_Reduce`, `MPI_Allreduce`, `MPI_Scan`, `MPI_Exscan`, `MPI_Reduce_scatter_block`)
//! and the block moves (`MPI_Gather`, `MPI_Scatter`, `MPI_Allgather`, `MPI_Alltoall`),
//! arguments read by role. Every process must give the same operation, root, datatype
//! and count.
//!
//! The collectives with blocks of sizes and places each process gives (`MPI_Gatherv`,
//! `MPI_Scatterv`, `MPI_Allgatherv`, `MPI_Alltoallv`) read their counts and
//! displacements (arrays of one `int` per process, each a constant on the path, the
//! arrays long enough: else an MPI error) where they are significant (the root's for
//! `Gatherv`/`Scatterv`); every block a process sends must have as many elements as its
//! receiver expects from it, every block must lie in its buffer, no element of a receive
//! buffer may be received twice (MPI 5.5: erroneous), and the send and receive spans of
//! one process must be disjoint; `MPI_IN_PLACE` as for the fixed-size ones (not for
//! `Alltoallv`). `MPI_Reduce_scatter` takes the same `recvcounts` on every process, a
//! send buffer of their sum, and gives process `i` the `i`-th block of the element-wise
//! reduction.

use super::{consts, stray, CollectiveCall};
use crate::library::Call;
use crate::machine::{Halt, Machine, R};
use tass_model::library::mpi::{Datatype, Op};
use tass_model::library::Role::{self, Buffer, Count, Counts, Datatype as Type, Displs, Root};
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
        let mut context = None;
        for (p, call) in &parties {
            let comm = self.call_comm(st, *p, call)?;
            if context.is_some_and(|c| c != comm.context) {
                return Err(stray(call.span));
            }
            context = Some(comm.context);
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
            Mpi::ReduceScatter => self.mpi_reduce_scatter(st, &parties),
            Mpi::CommDup | Mpi::CommSplit | Mpi::CommFree | Mpi::CartCreate => {
                self.mpi_comm_collective(st, m, &parties)
            }
            Mpi::Gatherv | Mpi::Scatterv | Mpi::Allgatherv | Mpi::Alltoallv => {
                self.mpi_vblocks(st, m, root.unwrap_or(0) as usize, &parties)
            }
            _ => Err(stray(span0)),
        }
    }

    /// The datatype and count (of the receive buffer) every process gives, alike.
    fn agreed_type(&mut self, st: &mut State, parties: &[Party]) -> R<(Datatype, i64)> {
        let mut ty = None;
        let mut count = None;
        let mut dt = None;
        for (p, call) in parties {
            let (name, span) = (call.name, &call.span);
            let d = self.datatype_arg(st, *p, call.arg(Type(Recv))?, name, *span)?;
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
        for (i, (p, call)) in parties.iter().enumerate() {
            let span = &call.span;
            let sends = (m != Mpi::Scatter || i == root) && !(inplace[i] && m != Mpi::Scatter);
            let receives = (m != Mpi::Gather || i == root) && !(inplace[i] && m == Mpi::Scatter);
            for (side, on) in [(Send, sends), (Recv, receives)] {
                if !on {
                    continue;
                }
                let d = self.datatype_arg(st, *p, call.arg(Type(side))?, name, *span)?;
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

    /// The reduction operation every process gives, alike and defined on `dt`.
    fn agreed_op(&mut self, st: &mut State, dt: Datatype, parties: &[Party]) -> R<Op> {
        let name = parties[0].1.name;
        let mut seen = None;
        let mut the_op = None;
        for (_, call) in parties {
            let span = call.span;
            the_op = Some(self.op_arg(st, call.arg(Role::Op)?, (name, dt), span)?);
            let h = self.int_arg(st, call.arg(Role::Op)?, "operation", span)?;
            let shown = consts()
                .op(h)
                .map(|(n, _)| format!("`{n}`"))
                .unwrap_or_default();
            self.agree(st, (name, "operation"), &mut seen, (h, shown), span)?;
        }
        the_op.ok_or_else(|| stray(parties[0].1.span))
    }

    /// `MPI_Reduce_scatter`: the send buffers (each of the sum of `recvcounts` elements)
    /// combined element-wise in rank order; process `i` receives the `i`-th block,
    /// `recvcounts[i]` elements. Every process gives the same `recvcounts`.
    fn mpi_reduce_scatter(&mut self, st: &mut State, parties: &[Party]) -> R<()> {
        let name = parties[0].1.name;
        let n = parties.len() as i64;
        let mut ty = None;
        let mut dt = None;
        let mut counts: Option<Vec<i64>> = None;
        for (p, call) in parties {
            let span = call.span;
            let d = self.datatype_arg(st, *p, call.arg(Type(Recv))?, name, span)?;
            self.agree(
                st,
                (name, "datatype"),
                &mut ty,
                (d.handle, format!("`{}`", d.name)),
                span,
            )?;
            dt = Some(d);
            let c = self.int_array(
                st,
                *p,
                call.arg(Counts(Recv))?,
                n,
                (name, "recvcounts"),
                span,
            )?;
            if let Some(k) = c.iter().position(|x| *x < 0) {
                return Err(self.mpi_error(
                    st,
                    span,
                    format!("`{name}`: negative count {} for process {k}", c[k]),
                ));
            }
            match &counts {
                None => counts = Some(c),
                Some(c0) if *c0 != c => {
                    let msg = format!("`{name}` with recvcounts {c:?} here but {c0:?} on another process: the processes must give the same counts");
                    return Err(self.mpi_error(st, span, msg));
                }
                _ => {}
            }
        }
        let (Some(dt), Some(counts)) = (dt, counts) else {
            return Err(stray(parties[0].1.span));
        };
        let op = self.agreed_op(st, dt, parties)?;
        let total: i64 = counts.iter().sum();
        let mut acc: Option<Vec<Expr>> = None;
        let mut elem = MType::INT;
        for (i, (p, call)) in parties.iter().enumerate() {
            let span = call.span;
            let (send, recv) = (call.arg(Buffer(Send))?, call.arg(Buffer(Recv))?);
            let src = if self.in_place(*p, send.0) {
                recv
            } else {
                self.check_disjoint(st, *p, (send, total), (recv, counts[i]), (name, dt), span)?;
                send
            };
            let (data, e) = self.read_data(st, *p, src, total, (name, dt), span)?;
            elem = e;
            acc = Some(match acc {
                None => data,
                Some(a) => {
                    let mut out = Vec::new();
                    for (x, y) in a.iter().zip(data.iter()) {
                        out.push(self.combine(op, x, y, span)?);
                    }
                    out
                }
            });
        }
        let result = acc.unwrap_or_default();
        // Scalars per element (fewer than one for `MPI_BYTE`).
        let per = if total > 0 {
            result.len() as f64 / total as f64
        } else {
            1.0
        };
        let mut at = 0i64;
        for (i, (p, call)) in parties.iter().enumerate() {
            let lo = (at as f64 * per) as usize;
            let hi = ((at + counts[i]) as f64 * per) as usize;
            at += counts[i];
            let recv = call.arg(Buffer(Recv))?;
            let data = result.get(lo..hi).unwrap_or(&[]);
            self.write_data(
                st,
                *p,
                recv,
                counts[i],
                (name, dt),
                (data, &elem),
                call.span,
            )?;
        }
        Ok(())
    }

    /// The collectives that move blocks of sizes and places each process gives:
    /// `MPI_Gatherv`, `MPI_Scatterv`, `MPI_Allgatherv`, `MPI_Alltoallv`. Each block a
    /// process sends must have as many elements as its receiver expects from it, every
    /// block must lie in its buffer, and no element of a receive buffer may be received
    /// twice (MPI 5.5, 5.6, 5.8).
    fn mpi_vblocks(&mut self, st: &mut State, m: Mpi, root: usize, parties: &[Party]) -> R<()> {
        let n = parties.len();
        let name = parties[0].1.name;
        // MPI_IN_PLACE: as the send buffer of Gatherv's root or of Allgatherv (the
        // process's block is already in its receive buffer), as the receive buffer of
        // Scatterv's root (it keeps its block).
        let mut inplace = vec![false; n];
        for (i, (p, call)) in parties.iter().enumerate() {
            let send = self.in_place(*p, call.arg(Buffer(Send))?.0);
            let recv = self.in_place(*p, call.arg(Buffer(Recv))?.0);
            let allowed = match m {
                Mpi::Gatherv => i == root && !recv,
                Mpi::Allgatherv => !recv,
                Mpi::Scatterv => i == root && !send,
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
        let sends =
            |i: usize| (m != Mpi::Scatterv || i == root) && !(inplace[i] && m != Mpi::Scatterv);
        let receives =
            |j: usize| (m != Mpi::Gatherv || j == root) && !(inplace[j] && m == Mpi::Scatterv);
        // The datatype every significant argument gives, alike.
        let mut ty = None;
        let mut dt = None;
        for (i, (p, call)) in parties.iter().enumerate() {
            let own = inplace[i] && m != Mpi::Scatterv;
            for (side, on) in [(Send, sends(i)), (Recv, receives(i) || own)] {
                if !on {
                    continue;
                }
                let d = self.datatype_arg(st, *p, call.arg(Type(side))?, name, call.span)?;
                self.agree(
                    st,
                    (name, "datatype"),
                    &mut ty,
                    (d.handle, format!("`{}`", d.name)),
                    call.span,
                )?;
                dt = Some(d);
            }
        }
        let Some(dt) = dt else {
            return Ok(());
        };
        // Each process's blocks: (displacement, count) per peer, of its send buffer and
        // of its receive buffer.
        let mut send_blocks: Vec<Vec<(i64, i64)>> = vec![Vec::new(); n];
        let mut recv_blocks: Vec<Vec<(i64, i64)>> = vec![Vec::new(); n];
        for (i, (p, call)) in parties.iter().enumerate() {
            let span = call.span;
            if sends(i) {
                send_blocks[i] = match m {
                    Mpi::Gatherv | Mpi::Allgatherv => {
                        let c = self.count_arg(st, call.arg(Count(Send))?, span)?;
                        vec![(0, c); n]
                    }
                    _ => self.blocks_arg(st, *p, call, Send, n, span)?,
                };
            }
            if receives(i) || (inplace[i] && m != Mpi::Scatterv) {
                recv_blocks[i] = match m {
                    Mpi::Scatterv => {
                        let c = self.count_arg(st, call.arg(Count(Recv))?, span)?;
                        vec![(0, c); n]
                    }
                    _ => self.blocks_arg(st, *p, call, Recv, n, span)?,
                };
            }
        }
        // Who sends to whom.
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .filter(|&(i, j)| match m {
                Mpi::Gatherv => j == root,
                Mpi::Scatterv => i == root,
                _ => true,
            })
            .collect();
        // A process sending in place sends its own block of its receive buffer.
        let own = |i: usize| inplace[i] && m != Mpi::Scatterv;
        for &(i, j) in &pairs {
            if !receives(j) || (i == j && inplace[i]) {
                continue;
            }
            let sc = if own(i) {
                recv_blocks[i][i].1
            } else if sends(i) {
                send_blocks[i][j].1
            } else {
                continue;
            };
            let rc = recv_blocks[j][i].1;
            if sc != rc {
                let msg = format!("`{name}`: process {i} sends {sc} element(s) to process {j}, which receives {rc} from it: the counts of a send and its receive must match");
                return Err(self.mpi_error(st, parties[j].1.span, msg));
            }
        }
        // No element of a receive buffer is received twice.
        for j in 0..n {
            if recv_blocks[j].is_empty() {
                continue;
            }
            let froms: Vec<usize> = pairs
                .iter()
                .filter(|&&(_, b)| b == j)
                .map(|&(a, _)| a)
                .collect();
            for (x, &a) in froms.iter().enumerate() {
                for &b in &froms[x + 1..] {
                    let (da, ca) = recv_blocks[j][a];
                    let (db, cb) = recv_blocks[j][b];
                    if ca > 0 && cb > 0 && da < db + cb && db < da + ca {
                        let msg = format!("`{name}`: the blocks process {j} receives from processes {a} (displacement {da}, {ca} element(s)) and {b} (displacement {db}, {cb}) overlap: no element may be received twice");
                        return Err(self.mpi_error(st, parties[j].1.span, msg));
                    }
                }
            }
        }
        // Every block received lies in its buffer.
        for &(i, j) in &pairs {
            if receives(j) && !(i == j && inplace[i]) {
                let (p, call) = &parties[j];
                let recv = call.arg(Buffer(Recv))?;
                self.buffer_at(st, *p, recv, recv_blocks[j][i], (name, dt), call.span)?;
            }
        }
        // The send and receive buffers of a process are disjoint (where both matter).
        let hull = |blocks: &[(i64, i64)]| -> Option<(i64, i64)> {
            let used: Vec<&(i64, i64)> = blocks.iter().filter(|(_, c)| *c > 0).collect();
            let lo = used.iter().map(|(d, _)| *d).min()?;
            let hi = used.iter().map(|(d, c)| d + c).max()?;
            Some((lo, hi - lo))
        };
        for (i, (p, call)) in parties.iter().enumerate() {
            if inplace[i] || !sends(i) || !receives(i) {
                continue;
            }
            let (Some(a), Some(b)) = (hull(&send_blocks[i]), hull(&recv_blocks[i])) else {
                continue;
            };
            let (send, recv) = (call.arg(Buffer(Send))?, call.arg(Buffer(Recv))?);
            self.check_disjoint_at(st, *p, (send, a), (recv, b), (name, dt), call.span)?;
        }
        // Read every block first, then write.
        let mut moves: Vec<(usize, usize, Vec<Expr>, MType)> = Vec::new();
        for &(i, j) in &pairs {
            if !receives(j) || (i == j && inplace[i]) {
                continue;
            }
            let (p, call) = &parties[i];
            let (arg, block) = if own(i) {
                // Allgatherv's or Gatherv root's own block, in its receive buffer.
                (call.arg(Buffer(Recv))?, recv_blocks[i][i])
            } else if sends(i) {
                (call.arg(Buffer(Send))?, send_blocks[i][j])
            } else {
                continue;
            };
            let (data, e) = self.read_data_at(st, *p, arg, block, (name, dt), call.span)?;
            moves.push((i, j, data, e));
        }
        for (i, j, data, e) in moves {
            let (p, call) = &parties[j];
            let recv = call.arg(Buffer(Recv))?;
            self.write_data_at(
                st,
                *p,
                recv,
                recv_blocks[j][i],
                (name, dt),
                (&data, &e),
                call.span,
            )?;
        }
        Ok(())
    }

    /// The blocks (displacement, count) of the counts and displacements arguments of
    /// one side of a call, one per process.
    fn blocks_arg(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        side: tass_model::library::Side,
        n: usize,
        span: Span,
    ) -> R<Vec<(i64, i64)>> {
        let name = call.name;
        let (cw, dw) = match side {
            Send => ("sendcounts", "send displacements"),
            _ => ("recvcounts", "receive displacements"),
        };
        let counts = self.int_array(st, p, call.arg(Counts(side))?, n as i64, (name, cw), span)?;
        let displs = self.int_array(st, p, call.arg(Displs(side))?, n as i64, (name, dw), span)?;
        if let Some(k) = counts.iter().position(|c| *c < 0) {
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "`{name}`: negative count {} in its {cw} for process {k}",
                    counts[k]
                ),
            ));
        }
        Ok(displs.into_iter().zip(counts).collect())
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
