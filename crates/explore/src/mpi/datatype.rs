//! Derived datatypes: `MPI_Type_contiguous`, `MPI_Type_vector`, `MPI_Type_commit`,
//! `MPI_Type_free`, `MPI_Type_size`.
//!
//! A derived datatype is a layout of elements of one basic datatype
//! (`tass_state::DerivedType`): their offsets from the start of an item, in order, and
//! the extent of an item. Its type signature is that many elements of the basic
//! datatype, so a send and its receive match when their basic datatypes are the same and
//! the receive has room for the elements sent, whatever their layouts (MPI 3.3.1, 4.1.11).
//! A send reads the elements at their positions into its message, one after the other;
//! a receive writes them at its own positions. Only point-to-point communication takes
//! derived datatypes (a collective with one is *unknown*).
//!
//! `MPI_Type_vector` takes a non-negative stride; either constructor takes a basic or a
//! derived datatype. Layouts are kept by the process (`Process::types`, handles after the
//! basic ones); communication needs `MPI_Type_commit` (else an MPI error), `MPI_Type_free`
//! ends it (freeing a basic datatype is an MPI error). A receive layout that names an
//! element twice is an MPI error, and every element must lie in the buffer's object.
//! `MPI_Get_count` with a derived datatype counts whole items (`MPI_UNDEFINED`
//! otherwise). Derived datatypes of `MPI_BYTE` are *unknown*.

use super::{consts, int_of, stray};
use crate::eval::size_of;
use crate::library::Call;
use crate::machine::{Halt, Machine, R};
use tass_model::library::mpi::Kind;
use tass_model::library::Mpi;
use tass_model::library::Role::{Datatype, Out, TypeRef, Value as Val};
use tass_model::library::Side::Both;
use tass_model::Type as MType;
use tass_state::{DerivedType, Layout, ProcId, State, Value};
use tass_symbolic::Expr;

/// The most elements one item of a derived datatype may have.
const MAX_ELEMENTS: usize = 1 << 16;

impl Machine<'_> {
    /// The calls of this module.
    pub(super) fn mpi_datatype(&mut self, st: &mut State, p: ProcId, m: Mpi, call: &Call) -> R<()> {
        let (name, span) = (call.name, call.span);
        match m {
            Mpi::TypeContiguous | Mpi::TypeVector => {
                let count = self.int_arg(st, call.nth(Val, 0)?, "count", span)?;
                let (block, stride) = if m == Mpi::TypeVector {
                    (
                        self.int_arg(st, call.nth(Val, 1)?, "block length", span)?,
                        self.int_arg(st, call.nth(Val, 2)?, "stride", span)?,
                    )
                } else {
                    (1, 1)
                };
                if count < 0 || block < 0 {
                    return Err(self.mpi_error(
                        st,
                        span,
                        format!("`{name}` with a negative count or block length"),
                    ));
                }
                if stride < 0 {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` with a negative stride"),
                    ));
                }
                let (base, old) =
                    self.datatype_of(st, p, call.arg(Datatype(Both))?, (name, false), span)?;
                if !matches!(base.kind, Kind::Scalar(..)) {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` of `{}`", base.name),
                    ));
                }
                let old = old.unwrap_or(Layout {
                    map: vec![0],
                    extent: 1,
                });
                let items = (count * block) as usize;
                if items.saturating_mul(old.map.len()) > MAX_ELEMENTS {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` of more than {MAX_ELEMENTS} elements"),
                    ));
                }
                let mut map = Vec::new();
                for i in 0..count {
                    for j in 0..block {
                        let at = (i * stride + j) * old.extent;
                        map.extend(old.map.iter().map(|o| at + o));
                    }
                }
                let extent = if count == 0 {
                    0
                } else {
                    ((count - 1) * stride + block) * old.extent
                };
                let first = consts()
                    .datatypes
                    .iter()
                    .map(|d| d.handle)
                    .max()
                    .unwrap_or(0)
                    + 1;
                let pr = st.proc(p);
                let handle = (first..)
                    .find(|h| pr.types.iter().all(|t| t.handle != *h))
                    .unwrap_or(i64::MAX);
                st.proc_mut(p).types.push(DerivedType {
                    handle,
                    committed: false,
                    base: base.handle,
                    layout: Layout { map, extent },
                });
                let pl = self.out_place(st, p, call.arg(Out)?, name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(handle)), span)
            }
            Mpi::TypeCommit | Mpi::TypeFree => {
                let (ptr, arg) = call.arg(TypeRef)?;
                let pl = self.out_place(st, p, (ptr, arg), name, span)?;
                let v = self.read(st, p, &pl, span)?;
                let e = self.scalar(v, &MType::INT, span)?;
                let e = e.simplify_under(&st.pc).unwrap_or(e);
                let Some(h) = int_of(&e) else {
                    return Err(Halt::Unsupported(
                        span,
                        "an MPI datatype that is not a constant on this path".into(),
                    ));
                };
                let basic = consts().datatype(h).is_some();
                let derived = st.proc(p).types.iter().position(|t| t.handle == h);
                match (m, derived) {
                    (Mpi::TypeCommit, Some(i)) => {
                        st.proc_mut(p).types[i].committed = true;
                        Ok(())
                    }
                    // Committing a basic datatype changes nothing.
                    (Mpi::TypeCommit, None) if basic => Ok(()),
                    (Mpi::TypeFree, Some(i)) => {
                        st.proc_mut(p).types.remove(i);
                        let null = consts().macros.get("MPI_DATATYPE_NULL").copied().unwrap_or(0);
                        self.write(st, p, &pl, Value::Sym(Expr::int(null)), span)
                    }
                    (Mpi::TypeFree, None) if basic => Err(self.mpi_error(
                        st,
                        span,
                        format!("`{name}` of the basic datatype `{}`, which a program may not free", consts().datatype_name(h)),
                    )),
                    _ => Err(self.mpi_error(
                        st,
                        span,
                        format!("`{name}` of {h}, which is not a datatype of process {} (never made, or freed)", p.rank),
                    )),
                }
            }
            Mpi::TypeSize => {
                let (base, layout) =
                    self.datatype_of(st, p, call.arg(Datatype(Both))?, (name, false), span)?;
                let elems = layout.map_or(1, |l| l.map.len() as i64);
                let size = base
                    .c_type()
                    .and_then(|t| size_of(&t, &[]))
                    .map_or(1, |(s, _)| s as i64);
                let pl = self.out_place(st, p, call.arg(Out)?, name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(elems * size)), span)
            }
            _ => Err(stray(span)),
        }
    }
}
