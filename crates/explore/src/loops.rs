//! Loops verified by their invariants, for every number of iterations (seed 000, the
//! sequential technique, with write sets computed from the program instead of learned).
//!
//! A loop whose head carries (sequential) invariants and whose body writes only to
//! variables it names directly is *summarised*: at the first arrival at its head the
//! invariants are checked (the base case), the variables the body may write are given
//! fresh symbolic values, and the invariants are assumed. Both branches are explored from
//! there: the exit goes on with the program; the body runs one arbitrary iteration, and
//! arriving back at the head the invariants are checked again (the inductive step) and
//! the path ends. Violations found after a summary are *possible*: the summary
//! over-approximates the states the loop really reaches.
//!
//! A loop that writes through pointers, allocates or frees memory, or calls a function
//! that may write anything but its own locals is not summarised: it is explored iteration
//! by iteration, as loops without invariants are.

use std::collections::HashSet;
use tass_model::{
    Callee, Expr, ExprKind, Function, FunctionId, FunctionKind, LocId, Program, Stmt, VarRef,
};

/// What a summarised loop writes (its body is [`natural_body`]).
#[derive(Debug)]
pub(crate) struct Summary {
    /// The variables the body may write (whole variables, arrays included).
    pub writes: Vec<VarRef>,
}

/// The variable an lvalue writes, when it names one directly (not through a pointer).
fn root(e: &Expr) -> Option<VarRef> {
    match &e.kind {
        ExprKind::Var(v) => Some(*v),
        ExprKind::Index(a, _) | ExprKind::Member(a, _) => root(a),
        _ => None,
    }
}

/// Whether calling `f` can only change its own locals (and return a value).
fn local_only(p: &Program, f: FunctionId, visiting: &mut HashSet<FunctionId>) -> bool {
    let func = &p.functions[f.0 as usize];
    match &func.kind {
        FunctionKind::Defined => {}
        FunctionKind::Abstract => return true,
        FunctionKind::System(_) | FunctionKind::Undefined => {
            // The registry says which library functions leave memory alone.
            return tass_model::library::lookup(&func.name).is_some_and(|l| l.is_pure());
        }
    }
    if !visiting.insert(f) {
        // Recursion: decided conservatively.
        return false;
    }
    let ok = func
        .locations
        .iter()
        .flat_map(|l| l.out.iter())
        .all(|t| match &t.stmt {
            Stmt::Assign(l, _) | Stmt::Havoc(l) => matches!(root(l), Some(VarRef::Local(_))),
            Stmt::Call { lhs, callee, .. } => {
                lhs.as_ref()
                    .is_none_or(|l| matches!(root(l), Some(VarRef::Local(_))))
                    && match callee {
                        Callee::Function(g) => local_only(p, *g, visiting),
                        Callee::Pointer(_) => false,
                    }
            }
            _ => true,
        });
    visiting.remove(&f);
    ok
}

/// The summary of the loop with head `head` in function `f`, when it can be summarised.
pub(crate) fn summarize(p: &Program, f: &Function, head: LocId) -> Option<Summary> {
    summarize_with(p, f, head, false)
}

/// The summary of a loop that all processes of a program run together (a collective
/// invariant's): MPI calls are allowed, and the variables whose addresses they are given
/// as buffers, statuses or requests they write are in the write set.
pub(crate) fn summarize_collective(p: &Program, f: &Function, head: LocId) -> Option<Summary> {
    summarize_with(p, f, head, true)
}

/// The variable an argument points into: `&x`, `&x[i]`, `&s.m` or an array `x`
/// (through casts).
fn pointee_root(e: &Expr) -> Option<VarRef> {
    match &e.kind {
        ExprKind::Cast(a) => pointee_root(a),
        ExprKind::AddrOf(lv) => root(lv),
        ExprKind::Var(v) if matches!(e.ty, tass_model::Type::Array(..)) => Some(*v),
        _ => None,
    }
}

/// A null pointer constant (`MPI_STATUS_IGNORE`), through casts.
fn is_null(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Cast(a) => is_null(a),
        ExprKind::Null => true,
        ExprKind::Int(0, _) => true,
        _ => false,
    }
}

fn summarize_with(p: &Program, f: &Function, head: LocId, mpi: bool) -> Option<Summary> {
    let body = natural_body(f, head)?;
    let mut writes = Vec::new();
    for &l in &body {
        for t in &f.locations[l.0 as usize].out {
            let target = match &t.stmt {
                Stmt::Assign(lv, _) | Stmt::Havoc(lv) => Some(root(lv)?),
                Stmt::Call { lhs, callee, args } => {
                    match callee {
                        Callee::Function(g) if local_only(p, *g, &mut HashSet::new()) => {}
                        Callee::Function(g) if mpi => {
                            let lib = tass_model::library::lookup(&p.functions[g.0 as usize].name)?;
                            // Communication is allowed (its effect is on the MPI state);
                            // initialisation and finalisation are not.
                            // Nor are the calls that make or free communicators (the
                            // process's MPI objects are not in the write set).
                            use tass_model::library::{Handler, Mpi};
                            if lib.library != tass_model::library::Library::Mpi
                                || (lib.effect != tass_model::library::Effect::None
                                    && lib.comm.is_none())
                                || matches!(
                                    lib.handler,
                                    Handler::Mpi(
                                        Mpi::CommDup
                                            | Mpi::CommSplit
                                            | Mpi::CommFree
                                            | Mpi::CartCreate
                                    )
                                )
                            {
                                return None;
                            }
                            for (i, a) in args.iter().enumerate() {
                                let role = lib.params.get(i).copied().or(lib.rest)?;
                                if lib.writes.iter().any(|w| role.serves(*w)) && !is_null(a) {
                                    let v = pointee_root(a)?;
                                    if !writes.contains(&v) {
                                        writes.push(v);
                                    }
                                }
                            }
                        }
                        _ => return None,
                    }
                    match lhs {
                        Some(lv) => Some(root(lv)?),
                        None => None,
                    }
                }
                Stmt::MultiAssert { .. } => return None,
                _ => None,
            };
            if let Some(v) = target {
                if !writes.contains(&v) {
                    writes.push(v);
                }
            }
        }
    }
    writes.sort();
    Some(Summary { writes })
}

/// The locations of the natural loop of the loop with head `head` (without the head):
/// those reached from its body, not through the head, from which the head is reached
/// again.
/// A set of locations (hashed without SipHash: looked up at every step of a loop).
pub(crate) type LocSet = rustc_hash::FxHashSet<LocId>;

pub(crate) fn natural_body(f: &Function, head: LocId) -> Option<LocSet> {
    let location = f.locations.get(head.0 as usize)?;
    let info = location.loop_info.as_ref()?;
    // Forward from the body and from the head's own transitions (a condition with side
    // effects or calls, `x-- > 0`, runs between the head and the branch into the body:
    // its locations and writes are the loop's too), not through the head nor past the
    // loop's exit.
    let mut reach = HashSet::new();
    let mut stack = vec![info.body];
    stack.extend(location.out.iter().map(|t| t.target));
    while let Some(l) = stack.pop() {
        if l == head || l == info.exit || !reach.insert(l) {
            continue;
        }
        for t in &f.locations[l.0 as usize].out {
            stack.push(t.target);
        }
    }
    // The natural loop: the reached locations from which the head is reached again.
    let mut body = LocSet::default();
    let mut changed = true;
    while changed {
        changed = false;
        for &l in &reach {
            if body.contains(&l) {
                continue;
            }
            let back = f.locations[l.0 as usize]
                .out
                .iter()
                .any(|t| t.target == head || body.contains(&t.target));
            if back {
                body.insert(l);
                changed = true;
            }
        }
    }
    Some(body)
}

/// Natural loop bodies computed so far, by (model, function, head).
pub(crate) type Bodies =
    rustc_hash::FxHashMap<(u8, FunctionId, LocId), Option<std::sync::Arc<LocSet>>>;

/// Summaries computed so far, by (model, function, head).
pub(crate) type Summaries =
    rustc_hash::FxHashMap<(u8, FunctionId, LocId), Option<std::sync::Arc<Summary>>>;
