//! Communicators and Cartesian topologies: `MPI_Comm_dup`, `MPI_Comm_split`,
//! `MPI_Comm_free` and `MPI_Cart_create` (collectives: every member of the old
//! communicator at once), `MPI_Dims_create`, `MPI_Cart_shift`, `MPI_Cart_coords`,
//! `MPI_Cart_rank`, `MPI_Cart_get`, `MPI_Cartdim_get` (local).
//!
//! A communicator is a *context* and a group (the members' ranks in `MPI_COMM_WORLD`,
//! by rank in the communicator); every member holds its own handle to it
//! (`tass_state::Communicator`). A new communicator gets the smallest context no
//! communicator, message or posted receive of the program uses (so states that differ
//! only in how often communicators were made and freed are equal), and each process the
//! smallest handle it does not use. Messages and receives carry their context: those of
//! different communicators never match.
//!
//! `MPI_COMM_WORLD` has context 0, `MPI_COMM_SELF` context 1. `MPI_Comm_split` orders
//! groups by key, then by old rank (`MPI_UNDEFINED` gives `MPI_COMM_NULL`). Ranks are
//! translated to and from `MPI_COMM_WORLD` at the call (a status gives the sender's rank
//! in the communicator). The scheduler runs a collective once every member of its
//! communicator is at a collective on it (so collectives of different communicators
//! called in different orders deadlock). Using `MPI_COMM_NULL`, a freed handle or another
//! process's, or freeing `MPI_COMM_WORLD`/`MPI_COMM_SELF`, is an MPI error.
//! `MPI_Cart_create` checks that every process gives the same grid, no larger than the
//! communicator (processes left out get `MPI_COMM_NULL`); with `reorder` every
//! arrangement of the processes is a choice of the search (`Pick::Order`; at most 120,
//! else *unknown*), without it rank `i` of the grid is rank `i` of the old communicator.
//! `MPI_Cart_shift` gives `MPI_PROC_NULL` off the edge of a non-periodic dimension,
//! `MPI_Cart_rank` wraps periodic coordinates and rejects others outside the grid,
//! `MPI_Dims_create` gives the factors as close to each other as possible (smallest
//! spread, then smallest largest factor) in non-increasing order, keeping the entries
//! already set.

use super::{consts, stray, CommView, Pick, SELF_CONTEXT, WORLD_CONTEXT};
use crate::library::Call;
use crate::machine::{Halt, Machine, R};
use tass_model::library::Mpi;
use tass_model::library::Role::{CommRef, IntArray, Length, Out, Value as Val};
use tass_state::{Cart, Communicator, ProcId, State, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

/// The most arrangements of processes `MPI_Cart_create` with `reorder` may choose
/// among (each is a choice of the search).
const MAX_ORDERS: u64 = 120;

/// A process at a collective call, and its call.
type Party<'a> = (ProcId, Call<'a>);

/// The `k`-th arrangement (in lexicographic order) of `n` of the numbers `0..size`.
fn arrangement(size: usize, n: usize, mut k: u64) -> Vec<usize> {
    let mut left: Vec<usize> = (0..size).collect();
    let mut out = Vec::with_capacity(n);
    for j in 0..n {
        // Arrangements of the remaining n - j - 1 places from size - j - 1 numbers.
        let per = arrangements(size - j - 1, n - j - 1);
        let i = (k / per) as usize;
        k %= per;
        out.push(left.remove(i.min(left.len() - 1)));
    }
    out
}

/// The number of arrangements of `n` of `size` numbers.
fn arrangements(size: usize, n: usize) -> u64 {
    (0..n).fold(1u64, |a, i| a.saturating_mul((size - i) as u64))
}

/// The factors of `n` into `k` numbers as close to each other as possible, in
/// non-increasing order (`MPI_Dims_create`): of all factorisations, the one whose
/// largest and smallest factors differ least, then the one with the smallest largest
/// factor.
fn balanced(n: i64, k: usize) -> Vec<i64> {
    fn go(n: i64, k: usize, max: i64, cur: &mut Vec<i64>, best: &mut Option<Vec<i64>>) {
        if k == 0 {
            if n == 1 {
                let spread = |v: &Vec<i64>| (v[0] - v[v.len() - 1], v[0]);
                if best.as_ref().is_none_or(|b| spread(cur) < spread(b)) {
                    *best = Some(cur.clone());
                }
            }
            return;
        }
        for d in (1..=max.min(n)).rev() {
            if n % d == 0 {
                cur.push(d);
                go(n / d, k - 1, d, cur, best);
                cur.pop();
            }
        }
    }
    if k == 0 {
        return Vec::new();
    }
    let mut best = None;
    go(n, k, n, &mut Vec::new(), &mut best);
    best.unwrap_or_else(|| vec![1; k])
}

/// The coordinates of rank `r` in a grid (row-major).
fn coords_of(cart: &Cart, mut r: i64) -> Vec<i64> {
    let mut out = vec![0; cart.dims.len()];
    for (i, d) in cart.dims.iter().enumerate().rev() {
        out[i] = r % d;
        r /= d;
    }
    out
}

/// The rank of coordinates already in range (row-major).
fn rank_of(cart: &Cart, coords: &[i64]) -> i64 {
    coords.iter().zip(&cart.dims).fold(0, |a, (c, d)| a * d + c)
}

impl Machine<'_> {
    /// The collectives that make or free communicators, all members of the old one at
    /// their calls (`parties`, by rank in it).
    pub(super) fn mpi_comm_collective(
        &mut self,
        st: &mut State,
        m: Mpi,
        parties: &[Party],
    ) -> R<()> {
        let name = parties[0].1.name;
        let mut views = Vec::new();
        for (p, call) in parties {
            views.push(self.call_comm(st, *p, call)?);
        }
        let model = parties[0].0.model;
        match m {
            Mpi::CommDup => {
                let ctx = self.free_contexts(st, model, 1)[0];
                for ((p, call), v) in parties.iter().zip(&views) {
                    self.new_comm(st, *p, call, ctx, v.group.clone(), v.cart.clone())?;
                }
            }
            Mpi::CommSplit => {
                let undefined = consts().undefined;
                let mut colors = Vec::new();
                for (p, call) in parties {
                    let color = self.int_arg(st, call.nth(Val, 0)?, "color", call.span)?;
                    let key = self.int_arg(st, call.nth(Val, 1)?, "key", call.span)?;
                    if color < 0 && color != undefined {
                        return Err(self.mpi_error(
                            st,
                            call.span,
                            format!("`{name}` with color {color}: a color is not negative (or `MPI_UNDEFINED`)"),
                        ));
                    }
                    colors.push((color, key, p.rank));
                }
                let mut distinct: Vec<i64> = colors
                    .iter()
                    .map(|c| c.0)
                    .filter(|c| *c != undefined)
                    .collect();
                distinct.sort_unstable();
                distinct.dedup();
                let contexts = self.free_contexts(st, model, distinct.len());
                for ((p, call), (color, _, _)) in parties.iter().zip(&colors) {
                    if *color == undefined {
                        self.put_comm(st, *p, call, consts().comm_null)?;
                        continue;
                    }
                    // The members of this color, by key, then by rank in the old one.
                    let mut members: Vec<(i64, usize, u32)> = colors
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| c.0 == *color)
                        .map(|(i, c)| (c.1, i, c.2))
                        .collect();
                    members.sort_unstable();
                    let group = members.iter().map(|m| m.2).collect();
                    let k = distinct.iter().position(|c| c == color).unwrap_or(0);
                    self.new_comm(st, *p, call, contexts[k], group, None)?;
                }
            }
            Mpi::CommFree => {
                let c = consts();
                for ((p, call), v) in parties.iter().zip(&views) {
                    if v.context == WORLD_CONTEXT || v.context == SELF_CONTEXT {
                        let which = if v.context == WORLD_CONTEXT {
                            "MPI_COMM_WORLD"
                        } else {
                            "MPI_COMM_SELF"
                        };
                        return Err(self.mpi_error(
                            st,
                            call.span,
                            format!("`{name}` of `{which}`, which a program may not free"),
                        ));
                    }
                    st.proc_mut(*p).comms.retain(|x| x.handle != v.handle);
                    let (ptr, arg) = call.arg(CommRef)?;
                    let pl = self.out_place(st, *p, (ptr, arg), name, call.span)?;
                    self.write(st, *p, &pl, Value::Sym(Expr::int(c.comm_null)), call.span)?;
                }
            }
            Mpi::CartCreate => self.cart_create(st, parties, &views)?,
            _ => return Err(stray(parties[0].1.span)),
        }
        Ok(())
    }

    /// `MPI_Cart_create`: every process gives the same dimensions and periods; a grid
    /// larger than the communicator is an MPI error; processes left out get
    /// `MPI_COMM_NULL`. Without `reorder` rank `i` of the grid is rank `i` of the old
    /// communicator; with it, the arrangement the search picked.
    fn cart_create(&mut self, st: &mut State, parties: &[Party], views: &[CommView]) -> R<()> {
        let name = parties[0].1.name;
        let mut shape: Option<(Vec<i64>, Vec<bool>)> = None;
        for (p, call) in parties {
            let span = call.span;
            let cart = self.cart_args(st, *p, call)?;
            match &shape {
                None => shape = Some(cart),
                Some(s) if *s != cart => {
                    let msg = format!("`{name}` with dimensions {:?} and periods {:?} here but {:?} and {:?} on another process: every process must give the same grid", cart.0, cart.1, s.0, s.1);
                    return Err(self.mpi_error(st, span, msg));
                }
                _ => {}
            }
        }
        let Some((dims, periods)) = shape else {
            return Err(stray(parties[0].1.span));
        };
        let size = views[0].size();
        let grid: i64 = dims.iter().product();
        if grid > size {
            return Err(self.mpi_error(
                st,
                parties[0].1.span,
                format!("`{name}` with a grid of {grid} processes on a communicator of {size}"),
            ));
        }
        let order = match self.step.mpi_pick.take() {
            Some(Pick::Order(k)) => arrangement(size as usize, grid as usize, u64::from(k)),
            _ => (0..grid as usize).collect(),
        };
        let group: Vec<u32> = order.iter().map(|&i| views[0].group[i]).collect();
        let ctx = self.free_contexts(st, parties[0].0.model, 1)[0];
        let cart = Cart { dims, periods };
        for (p, call) in parties {
            if group.contains(&p.rank) {
                self.new_comm(st, *p, call, ctx, group.clone(), Some(cart.clone()))?;
            } else {
                self.put_comm(st, *p, call, consts().comm_null)?;
            }
        }
        Ok(())
    }

    /// The dimensions and periods `MPI_Cart_create` gives (each dimension positive).
    fn cart_args(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<(Vec<i64>, Vec<bool>)> {
        let (name, span) = (call.name, call.span);
        let n = self.count_arg(st, call.arg(Length)?, span)?;
        let dims = self.int_array(st, p, call.nth(IntArray, 0)?, n, (name, "dims"), span)?;
        let periods = self.int_array(st, p, call.nth(IntArray, 1)?, n, (name, "periods"), span)?;
        if let Some(i) = dims.iter().position(|d| *d <= 0) {
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "`{name}` with dims[{i}] = {}: a dimension has at least one process",
                    dims[i]
                ),
            ));
        }
        Ok((dims, periods.into_iter().map(|x| x != 0).collect()))
    }

    /// How many arrangements of its processes a collective call may choose among: for
    /// `MPI_Cart_create` with `reorder`, every arrangement of the grid's processes
    /// among the communicator's; 1 for every other call.
    pub(crate) fn collective_orders(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<u32> {
        if call.name != "MPI_Cart_create" {
            return Ok(1);
        }
        let reorder = self.int_arg(st, call.nth(Val, 0)?, "reorder flag", call.span)?;
        if reorder == 0 {
            return Ok(1);
        }
        let size = self.call_comm(st, p, call)?.size();
        let (dims, _) = self.cart_args(st, p, call)?;
        let grid: i64 = dims.iter().product();
        if grid > size {
            // Reported when the call runs.
            return Ok(1);
        }
        let n = arrangements(size as usize, grid as usize);
        if n > MAX_ORDERS {
            return Err(Halt::Unsupported(
                call.span,
                format!(
                    "`{}` with `reorder` over more than {MAX_ORDERS} arrangements of its processes",
                    call.name
                ),
            ));
        }
        Ok(n as u32)
    }

    /// `k` contexts no communicator, message or posted receive of model `model` uses.
    fn free_contexts(&self, st: &State, model: u8, k: usize) -> Vec<u32> {
        let procs = &st.models[model as usize].procs;
        let used = |c: u32| {
            c == WORLD_CONTEXT
                || c == SELF_CONTEXT
                || procs.iter().any(|pr| {
                    pr.comms.iter().any(|x| x.context == c)
                        || pr
                            .requests
                            .iter()
                            .any(|r| r.recv.as_ref().is_some_and(|v| v.context == c))
                })
                || st
                    .buffers
                    .iter()
                    .any(|m| m.dest.model == model && m.context == c)
        };
        (0..).filter(|c| !used(*c)).take(k).collect()
    }

    /// Records a new communicator of `p` and stores its handle where the call's result
    /// argument points.
    fn new_comm(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        context: u32,
        group: Vec<u32>,
        cart: Option<Cart>,
    ) -> R<()> {
        let c = consts();
        let taken = [c.comm_null, c.comm_world, c.comm_self];
        let pr = st.proc(p);
        let handle = (1..)
            .find(|h| !taken.contains(h) && pr.comms.iter().all(|x| x.handle != *h))
            .unwrap_or(i64::MAX);
        st.proc_mut(p).comms.push(Communicator {
            handle,
            context,
            group,
            cart,
        });
        self.put_comm(st, p, call, handle)
    }

    /// Writes a communicator handle where the call's result argument points.
    fn put_comm(&mut self, st: &mut State, p: ProcId, call: &Call, h: i64) -> R<()> {
        let pl = self.out_place(st, p, call.arg(Out)?, call.name, call.span)?;
        self.write(st, p, &pl, Value::Sym(Expr::int(h)), call.span)
    }

    /// The local calls of this module.
    pub(super) fn mpi_topology(&mut self, st: &mut State, p: ProcId, m: Mpi, call: &Call) -> R<()> {
        let (name, span) = (call.name, call.span);
        if m == Mpi::DimsCreate {
            return self.dims_create(st, p, call);
        }
        let comm = self.call_comm(st, p, call)?;
        let Some(cart) = comm.cart.clone() else {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` on a communicator without a Cartesian topology"),
            ));
        };
        let nd = cart.dims.len() as i64;
        match m {
            Mpi::CartShift => {
                let dir = self.int_arg(st, call.nth(Val, 0)?, "direction", span)?;
                let disp = self.int_arg(st, call.nth(Val, 1)?, "displacement", span)?;
                if !(0..nd).contains(&dir) {
                    return Err(self.mpi_error(
                        st,
                        span,
                        format!("`{name}` in direction {dir} of a grid of {nd} dimension(s)"),
                    ));
                }
                let me = coords_of(&cart, comm.rank);
                let d = dir as usize;
                let at = |shift: i64| -> i64 {
                    let mut c = me.clone();
                    let x = c[d] + shift;
                    let n = cart.dims[d];
                    if cart.periods[d] {
                        c[d] = x.rem_euclid(n);
                    } else if (0..n).contains(&x) {
                        c[d] = x;
                    } else {
                        return consts().proc_null;
                    }
                    rank_of(&cart, &c)
                };
                let (source, dest) = (at(-disp), at(disp));
                let pl = self.out_place(st, p, call.nth(Out, 0)?, name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(source)), span)?;
                let pl = self.out_place(st, p, call.nth(Out, 1)?, name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(dest)), span)
            }
            Mpi::CartCoords => {
                let r = self.int_arg(st, call.nth(Val, 0)?, "rank", span)?;
                let max = self.count_arg(st, call.arg(Length)?, span)?;
                if !(0..comm.size()).contains(&r) {
                    return Err(self.mpi_error(
                        st,
                        span,
                        format!(
                            "`{name}` of rank {r}, not a process of the grid (its size is {})",
                            comm.size()
                        ),
                    ));
                }
                if max < nd {
                    return Err(self.mpi_error(
                        st,
                        span,
                        format!("`{name}` with maxdims {max} for a grid of {nd} dimensions"),
                    ));
                }
                let coords = coords_of(&cart, r);
                self.put_int_array(st, p, call.nth(IntArray, 0)?, &coords, name, span)
            }
            Mpi::CartRank => {
                let coords =
                    self.int_array(st, p, call.nth(IntArray, 0)?, nd, (name, "coords"), span)?;
                let mut c = coords.clone();
                for (i, x) in c.iter_mut().enumerate() {
                    let n = cart.dims[i];
                    if cart.periods[i] {
                        *x = x.rem_euclid(n);
                    } else if !(0..n).contains(x) {
                        return Err(self.mpi_error(
                            st,
                            span,
                            format!("`{name}` with coords[{i}] = {x}, outside the non-periodic dimension of {n}"),
                        ));
                    }
                }
                let r = rank_of(&cart, &c);
                let pl = self.out_place(st, p, call.arg(Out)?, name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(r)), span)
            }
            Mpi::CartGet => {
                let max = self.count_arg(st, call.arg(Length)?, span)?;
                if max < nd {
                    return Err(self.mpi_error(
                        st,
                        span,
                        format!("`{name}` with maxdims {max} for a grid of {nd} dimensions"),
                    ));
                }
                let periods: Vec<i64> = cart.periods.iter().map(|b| i64::from(*b)).collect();
                let coords = coords_of(&cart, comm.rank);
                self.put_int_array(st, p, call.nth(IntArray, 0)?, &cart.dims, name, span)?;
                self.put_int_array(st, p, call.nth(IntArray, 1)?, &periods, name, span)?;
                self.put_int_array(st, p, call.nth(IntArray, 2)?, &coords, name, span)
            }
            Mpi::CartdimGet => {
                let pl = self.out_place(st, p, call.arg(Out)?, name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(nd)), span)
            }
            _ => Err(stray(span)),
        }
    }

    /// `MPI_Dims_create`: the entries of `dims` that are 0 get the factors of `nnodes`
    /// divided by the product of the others, as close to each other as possible, in
    /// non-increasing order.
    fn dims_create(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<()> {
        let (name, span) = (call.name, call.span);
        let nnodes = self.int_arg(st, call.arg(Val)?, "number of nodes", span)?;
        let nd = self.count_arg(st, call.arg(Length)?, span)?;
        let dims = self.int_array(st, p, call.arg(IntArray)?, nd, (name, "dims"), span)?;
        if nnodes <= 0 {
            return Err(self.mpi_error(st, span, format!("`{name}` of {nnodes} nodes")));
        }
        if let Some(i) = dims.iter().position(|d| *d < 0) {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` with dims[{i}] = {}, negative", dims[i]),
            ));
        }
        let fixed: i64 = dims.iter().filter(|d| **d > 0).product();
        let free = dims.iter().filter(|d| **d == 0).count();
        if nnodes % fixed != 0 || (free == 0 && fixed != nnodes) {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}`: {nnodes} nodes cannot be split along dims {dims:?}"),
            ));
        }
        let mut factors = balanced(nnodes / fixed, free).into_iter();
        let out: Vec<i64> = dims
            .iter()
            .map(|d| {
                if *d == 0 {
                    factors.next().unwrap_or(1)
                } else {
                    *d
                }
            })
            .collect();
        self.put_int_array(st, p, call.arg(IntArray)?, &out, name, span)
    }

    /// Writes `vs` into the `int` array `(v, a)` points to.
    fn put_int_array(
        &mut self,
        st: &mut State,
        p: ProcId,
        (v, _): (&Value, &tass_model::Expr),
        vs: &[i64],
        name: &str,
        span: Span,
    ) -> R<()> {
        if vs.is_empty() {
            return Ok(());
        }
        let what = format!("`{name}`");
        let kind = crate::report::PropertyKind::Mpi;
        let flat = self.flat_at(st, p, v, Some(&tass_model::Type::INT), (&what, kind), span)?;
        if !flat.elem.is_integer() {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` with an array that is not of integers"),
            ));
        }
        self.flat_check(
            st,
            &flat,
            &Expr::int(vs.len() as u64),
            kind,
            format!(
                "`{name}`: the array of {} integers extends past the end of its object",
                vs.len()
            ),
            span,
        )?;
        let data: Vec<Expr> = vs.iter().map(|x| Expr::int(*x)).collect();
        self.flat_write(st, p, &flat, &data, span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dims_are_balanced() {
        assert_eq!(balanced(12, 2), vec![4, 3]);
        assert_eq!(balanced(16, 3), vec![4, 2, 2]);
        assert_eq!(balanced(24, 3), vec![4, 3, 2]);
        assert_eq!(balanced(7, 2), vec![7, 1]);
        assert_eq!(balanced(1, 3), vec![1, 1, 1]);
    }

    #[test]
    fn arrangements_are_enumerated() {
        assert_eq!(arrangements(3, 2), 6);
        let all: Vec<Vec<usize>> = (0..6).map(|k| arrangement(3, 2, k)).collect();
        assert_eq!(all[0], vec![0, 1]);
        assert_eq!(all[5], vec![2, 1]);
        let mut sorted = all.clone();
        sorted.dedup();
        assert_eq!(sorted.len(), 6);
    }

    #[test]
    fn grid_coordinates() {
        let c = Cart {
            dims: vec![2, 3],
            periods: vec![false, true],
        };
        assert_eq!(coords_of(&c, 4), vec![1, 1]);
        assert_eq!(rank_of(&c, &[1, 2]), 5);
    }
}
