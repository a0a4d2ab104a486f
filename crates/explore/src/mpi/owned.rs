//! Buffers owned by pending nonblocking operations (MPI 3.1, section 3.7.2): from the
//! call that starts a send (`MPI_Isend`, `MPI_Issend`) until its completion the program
//! may not write the send buffer; from the call that starts a receive (`MPI_Irecv`)
//! until its completion it may neither read nor write the receive buffer; and no two
//! pending operations may share a receive buffer. Each is erroneous (and fails under
//! real implementations: a send may transmit the buffer at any time, a receive may fill
//! it at any time), so each is an `mpi` violation where the access is.
//!
//! The layer below (module `pending`) checks the program's own accesses.
//!
//! The request records the buffer it owns ([`Owned`]: an object of scalars, and a range
//! of its contiguous storage, as MPI buffers see memory); the request's completion
//! (a wait or a test that completes it, or `MPI_Request_free`) removes it, and with it
//! the ownership. What is checked against the owned buffers:
//! - the program's reads and writes of memory through expressions and assignments
//!   ([`Machine::check_owned`], called by `eval` and `exec`);
//! - the buffers of the point-to-point calls that start or perform a communication:
//!   a send reads its buffer, a receive writes its buffer.
//!
//! Not checked (they are read or written by the library's own functions, not the
//! program's expressions): buffers of collectives and of the C library's memory
//! functions. An access whose place may or may not lie in an owned range (symbolic
//! indexes) is checked by the prover like an array bound: a violation is reported
//! where the overlap is possible, with its certainty.

use crate::library::Call;
use crate::machine::{Machine, R};
use crate::pending::{describe, owned_by, owns_any, Access};
use crate::report::PropertyKind;
use tass_model::library::mpi::Datatype;
use tass_model::library::Role::{self, Buffer, Count};
use tass_model::library::Side;
use tass_model::Expr as MExpr;
use tass_state::{Layout, Owned, ProcId, State, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

impl Machine<'_> {
    /// The buffer that a nonblocking operation of `count` elements of `dt` at `arg`
    /// owns (`None` when it owns nothing: no element).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn owned_buffer(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        count: i64,
        (name, dt, layout): (&str, Datatype, Option<&Layout>),
        recv: bool,
        span: Span,
    ) -> R<Option<Owned>> {
        let (flat, runs) = match layout {
            None => match self.buffer(st, p, arg, count, (name, dt), span)? {
                Some(b) => (b.flat, vec![(0, b.scalars as i64)]),
                None => return Ok(None),
            },
            Some(l) => match self.layout_buffer(st, p, arg, count, (name, dt), l, span)? {
                Some((flat, mut positions)) => {
                    positions.sort_unstable();
                    positions.dedup();
                    let mut runs: Vec<(i64, i64)> = Vec::new();
                    for x in positions {
                        match runs.last_mut() {
                            Some((o, n)) if *o + *n == x => *n += 1,
                            _ => runs.push((x, 1)),
                        }
                    }
                    (flat, runs)
                }
                None => return Ok(None),
            },
        };
        if runs.is_empty() {
            return Ok(None);
        }
        Ok(Some(Owned {
            base: flat.obj.base,
            prefix: flat.obj.path,
            dims: flat.dims,
            start: flat.start,
            runs,
            recv,
            origin: span,
        }))
    }

    /// The count, datatype and layout of one side of a communication call.
    fn side_of(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        side: Side,
    ) -> R<(i64, Datatype, Option<Layout>)> {
        let count = self.count_arg(st, call.arg(Count(side))?, call.span)?;
        let (dt, layout) = self.datatype_of(
            st,
            p,
            call.arg(Role::Datatype(side))?,
            (call.name, true),
            call.span,
        )?;
        Ok((count, dt, layout))
    }

    /// Makes the newest request of `p` (just started by `call`) own the buffer of its
    /// `side`, after checking it against the buffers its other pending operations own.
    pub(super) fn own_side(&mut self, st: &mut State, p: ProcId, call: &Call, side: Side) -> R<()> {
        let (count, dt, layout) = self.side_of(st, p, call, side)?;
        let arg = call.arg(Buffer(side))?;
        let recv = side == Side::Recv;
        if let Some(b) = self.owned_buffer(
            st,
            p,
            arg,
            count,
            (call.name, dt, layout.as_ref()),
            recv,
            call.span,
        )? {
            self.own_buffer(st, p, b)?;
        }
        Ok(())
    }

    /// Checks the buffer of a communication that `p` performs with `call` (a send
    /// reads its buffer, a receive writes it) against the buffers its pending
    /// operations own.
    pub(super) fn check_side(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        side: Side,
    ) -> R<()> {
        if !owns_any(st, p) {
            return Ok(());
        }
        let (count, dt, layout) = self.side_of(st, p, call, side)?;
        if count == 0 {
            return Ok(());
        }
        let layout = layout.as_ref();
        let arg = call.arg(Buffer(side))?;
        let recv = side == Side::Recv;
        let Some(b) =
            self.owned_buffer(st, p, arg, count, (call.name, dt, layout), recv, call.span)?
        else {
            return Ok(());
        };
        let access = if recv { Access::Write } else { Access::Read };
        self.check_buffer(st, p, &b, access, call.name, call.span)
    }

    /// Records the buffer that the newest request of `p` owns, after checking it
    /// against the buffers of its other pending operations.
    pub(super) fn own_buffer(&mut self, st: &mut State, p: ProcId, b: Owned) -> R<()> {
        let access = if b.recv { Access::Write } else { Access::Read };
        let name = if b.recv {
            "MPI_Irecv"
        } else {
            "a nonblocking send"
        };
        self.check_buffer(st, p, &b, access, name, b.origin)?;
        if let Some(r) = st.proc_mut(p).requests.last_mut() {
            r.buffer = Some(b);
        }
        Ok(())
    }

    /// Checks the buffer `call` of a call (`name`) accesses against the owned buffers.
    fn check_buffer(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Owned,
        access: Access,
        name: &str,
        span: Span,
    ) -> R<()> {
        let owned: Vec<Owned> = owned_by(st, p, &call.base, access);
        for b in owned {
            if b.prefix != call.prefix {
                continue;
            }
            let mut overlap = Expr::bool(false);
            for &(off, n) in &call.runs {
                let a = self.sym(call.start.plus(&Expr::int(off)), span)?;
                let meet = self.meets_runs((&a, &Expr::int(n)), &b, span)?;
                overlap = self.sym(overlap.or(&meet), span)?;
            }
            if overlap.is_false() {
                continue;
            }
            let what = if call.recv {
                format!("`{name}` receives into")
            } else {
                format!("`{name}` sends from")
            };
            let msg = format!(
                "{what} the buffer of a pending {} before it completes (MPI 3.1, 3.7.2)",
                describe(&b)
            );
            let ok = self.sym(overlap.not(), span)?;
            self.check(st, ok, PropertyKind::Mpi, span, msg)?;
        }
        Ok(())
    }
}
