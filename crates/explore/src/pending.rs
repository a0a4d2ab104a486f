//! The program's accesses to the buffers of pending nonblocking MPI operations (MPI
//! 3.1, section 3.7.2): until a nonblocking send completes, the program may not write
//! its buffer; until a nonblocking receive completes, it may neither read nor write
//! its buffer. The MPI library (module `mpi::owned`, a layer above) records the buffer
//! each request owns ([`Owned`]: runs of scalars in the contiguous storage of an array
//! object, with the object's dimensions); this module checks the reads of expressions
//! and the writes of assignments against them (`eval` and `exec` call
//! [`Machine::check_owned`] while a request of the process owns a buffer). An access
//! whose place may or may not lie in an owned run (symbolic indexes) is checked by
//! the prover, as an array bound is: a violation where the overlap is possible, with
//! its certainty.

use crate::lvalue::Place;
use crate::machine::{Machine, R};
use crate::report::PropertyKind;
use tass_state::{Owned, ProcId, State, Step};
use tass_symbolic::Expr;
use tass_syntax::Span;

/// What an access does with the memory it touches.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    Read,
    Write,
}

impl Machine<'_> {
    /// Checks an access of the program of `p` to the place `pl` against the buffers
    /// its pending nonblocking operations own.
    pub(crate) fn check_owned(
        &mut self,
        st: &mut State,
        p: ProcId,
        pl: &Place,
        access: Access,
        span: Span,
    ) -> R<()> {
        if !owns(st, p, &pl.base, access) {
            return Ok(());
        }
        for b in owned_by(st, p, &pl.base, access) {
            // Where the two paths meet: each field must be the same; indexes may be
            // equal (the condition of aliasing).
            let common = pl.path.len().min(b.prefix.len());
            let mut alias = Expr::bool(true);
            let mut apart = false;
            for (x, y) in pl.path[..common].iter().zip(&b.prefix[..common]) {
                match (x, y) {
                    (Step::Field(f), Step::Field(g)) if f == g => {}
                    (Step::Index(i), Step::Index(j)) => {
                        let same = self.sym(Expr::equals(i, j), span)?;
                        alias = self.sym(alias.and(&same), span)?;
                    }
                    _ => apart = true,
                }
            }
            if apart || alias.is_false() {
                continue;
            }
            let rest = &pl.path[common..];
            let overlap = if rest.is_empty() {
                // The access is the owned object or one that contains it.
                alias
            } else if rest.len() <= b.dims.len().max(1)
                && rest.iter().all(|s| matches!(s, Step::Index(_)))
            {
                // Scalars (or rows) of the owned object: where they lie in its
                // storage (row-major), and how many.
                let mut start = Expr::int(0);
                for (k, s) in rest.iter().enumerate() {
                    let Step::Index(i) = s else { continue };
                    let mut stride = Expr::int(1);
                    for d in b.dims.iter().skip(k + 1) {
                        stride = self.sym(stride.times(d), span)?;
                    }
                    let term = self.sym(i.times(&stride), span)?;
                    start = self.sym(start.plus(&term), span)?;
                }
                let mut n = Expr::int(1);
                for d in b.dims.iter().skip(rest.len()) {
                    n = self.sym(n.times(d), span)?;
                }
                let range = self.meets_runs((&start, &n), &b, span)?;
                self.sym(alias.and(&range), span)?
            } else {
                // A path the buffer's object cannot have (it is an array of scalars).
                continue;
            };
            self.report_overlap(st, overlap, access, &b, span)?;
        }
        Ok(())
    }

    /// `[a, a + n)` meets one of the runs of `b`.
    pub(crate) fn meets_runs(&mut self, (a, n): (&Expr, &Expr), b: &Owned, span: Span) -> R<Expr> {
        let mut any = Expr::bool(false);
        for &(off, m) in &b.runs {
            let s = self.sym(b.start.plus(&Expr::int(off)), span)?;
            let meet = self.ranges_meet((a, n), (&s, &Expr::int(m)), span)?;
            any = self.sym(any.or(&meet), span)?;
        }
        Ok(any)
    }

    /// `[a, a + n)` and `[b, b + m)` share a scalar (both non-empty).
    fn ranges_meet(
        &mut self,
        (a, n): (&Expr, &Expr),
        (b, m): (&Expr, &Expr),
        span: Span,
    ) -> R<Expr> {
        let c = a
            .plus(n)
            .and_then(|an| b.less(&an))
            .and_then(|x| b.plus(m).and_then(|bm| a.less(&bm)).and_then(|y| x.and(&y)))
            .and_then(|c| {
                n.greater(&Expr::int(0))
                    .and_then(|p| m.greater(&Expr::int(0)).and_then(|q| p.and(&q)))
                    .and_then(|nz| c.and(&nz))
            });
        self.sym(c, span)
    }

    fn report_overlap(
        &mut self,
        st: &mut State,
        overlap: Expr,
        access: Access,
        b: &Owned,
        span: Span,
    ) -> R<()> {
        if overlap.is_false() {
            return Ok(());
        }
        let verb = match access {
            Access::Read => "read of",
            Access::Write => "write to",
        };
        let msg = format!(
            "{verb} the buffer of a pending {} before it completes (MPI 3.1, 3.7.2: {})",
            describe(b),
            if b.recv {
                "a receive buffer may not be accessed until the receive completes"
            } else {
                "a send buffer may not be written until the send completes"
            }
        );
        let ok = self.sym(overlap.not(), span)?;
        self.check(st, ok, PropertyKind::Mpi, span, msg)
    }
}

/// What the owner of a buffer is, for messages.
pub(crate) fn describe(b: &Owned) -> &'static str {
    if b.recv {
        "nonblocking receive (`MPI_Irecv`)"
    } else {
        "nonblocking send (`MPI_Isend`/`MPI_Issend`)"
    }
}

/// Whether some pending operation of `p` owns a buffer.
pub(crate) fn owns_any(st: &State, p: ProcId) -> bool {
    st.proc(p).requests.iter().any(|r| r.buffer.is_some())
}

/// Whether some pending operation of `p` owns a buffer in the object `base` that the
/// access may not touch (a send's buffer may be read).
fn owns(st: &State, p: ProcId, base: &tass_state::Base, access: Access) -> bool {
    st.proc(p).requests.iter().any(|r| {
        r.buffer
            .as_ref()
            .is_some_and(|b| &b.base == base && (access == Access::Write || b.recv))
    })
}

pub(crate) fn owned_by(
    st: &State,
    p: ProcId,
    base: &tass_state::Base,
    access: Access,
) -> Vec<Owned> {
    st.proc(p)
        .requests
        .iter()
        .filter_map(|r| r.buffer.as_ref())
        .filter(|b| &b.base == base && (access == Access::Write || b.recv))
        .cloned()
        .collect()
}
