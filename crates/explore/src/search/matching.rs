//! The key under which the store of seen states compares a state (seed 001, 5.4): what
//! cannot matter to the rest of the execution is left out, so that more states match.
//!
//! Left out: locals dead where their frames are (module `liveness`; locals whose
//! address is taken, non-scalars, functions with contracts, programs whose annotations
//! read locals by name and specifications in `compare` are kept), path-condition clauses
//! not connected to a constant the state refers to, and the names of constants made up
//! along the path (`nondet$k`, `undef$k`, ...), renamed in order of first occurrence; the
//! last two only when no message, snapshot or request is in flight.

use std::collections::HashSet;
use tass_state::{State, Value};
use tass_symbolic::Expr;

/// The state as the store of seen states compares it (seed 001, 5.4): locals that are
/// dead where their frames are (module `liveness`) read as undefined, and the path
/// condition loses the clauses about symbolic constants that nothing in the state refers
/// to any more (results of nondeterministic choices whose variables were overwritten,
/// say), when they are independent of the others; the constants made up along the path
/// are then renamed in order of first occurrence. None of this changes the concrete
/// states the state stands for, as far as the rest of the execution can tell, so a state
/// matched this way has nothing new to explore. The search goes on with the full state
/// (its counterexamples keep every value and constraint). States with messages,
/// snapshots or requests in flight keep their path condition and constants as they are.
pub(crate) fn matching_key(st: &State, liveness: &crate::liveness::Liveness) -> State {
    let mut key = st.clone();
    clear_dead_locals(&mut key, liveness);
    let quiet = key.buffers.is_empty()
        && key.queue.is_empty()
        && key.procs().all(|p| key.proc(p).requests.is_empty());
    if quiet {
        // The constants the memory refers to, in a fixed order.
        let mut order: Vec<Expr> = Vec::new();
        key.for_each_memory_expr(&mut |e| order.extend(e.free_symbols()));
        project_path_condition(&mut key, &order);
        order.extend(key.pc.free_symbols());
        rename_fresh_constants(&mut key, &order);
    }
    key
}

/// Sets the locals dead where their frames are to undefined.
fn clear_dead_locals(key: &mut State, liveness: &crate::liveness::Liveness) {
    for (m, ms) in key.models.iter_mut().enumerate() {
        for p in &mut ms.procs {
            let dead: Vec<(usize, Vec<usize>)> = p
                .stack
                .iter()
                .enumerate()
                .map(|(k, f)| {
                    let vars = (0..f.locals.len())
                        .filter(|&v| {
                            !matches!(f.locals[v], Value::Undef)
                                && !liveness.is_live(m as u8, f.func.0, f.loc.0, v)
                        })
                        .collect();
                    (k, vars)
                })
                .filter(|(_, vars): &(usize, Vec<usize>)| !vars.is_empty())
                .collect();
            if dead.is_empty() {
                continue;
            }
            let p = std::sync::Arc::make_mut(p);
            for (k, vars) in dead {
                let f = std::sync::Arc::make_mut(&mut p.stack[k]);
                for v in vars {
                    f.locals[v] = Value::Undef;
                }
            }
        }
    }
}

/// Drops from the path condition of `key` the clauses not connected, through shared
/// symbolic constants, to one of the constants `live` (those the memory refers to).
fn project_path_condition(key: &mut State, live: &[Expr]) {
    let clauses = key.pc.clauses();
    if clauses.len() < 2 {
        return;
    }
    let syms: Vec<Vec<Expr>> = clauses.iter().map(|c| c.free_symbols()).collect();
    let mut keep = vec![false; clauses.len()];
    let mut reached: HashSet<Expr> = live.iter().cloned().collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (i, s) in syms.iter().enumerate() {
            if !keep[i] && (s.is_empty() || s.iter().any(|x| reached.contains(x))) {
                keep[i] = true;
                changed = true;
                reached.extend(s.iter().cloned());
            }
        }
    }
    if keep.iter().all(|k| *k) {
        return;
    }
    let kept: Vec<&Expr> = clauses
        .iter()
        .zip(&keep)
        .filter_map(|(c, k)| k.then_some(c))
        .collect();
    if let Ok(pc) = Expr::and_all(kept) {
        key.pc = pc;
    }
}

/// Whether a symbolic constant is one the engine made up along the path (a
/// nondeterministic value, an indeterminate one, a value a loop summary havocked: its
/// name ends in `$` and a number), whose name depends on the order the search met it.
fn is_fresh(e: &Expr) -> bool {
    // Function symbols (`atoi$16`) name fixed functions, not values met on the path.
    !e.ty().is_function()
        && e.symbol_name()
            .and_then(|n| n.rsplit_once('$'))
            .is_some_and(|(_, k)| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()))
}

/// Renames the made-up constants of `key`, in their `order` of first occurrence, so that
/// states that differ only in how the search happened to number them compare equal
/// (they stand for the same concrete states).
fn rename_fresh_constants(key: &mut State, order: &[Expr]) {
    let mut sub = tass_symbolic::Substitution::new();
    let mut seen = HashSet::new();
    for x in order {
        if !is_fresh(x) || !seen.insert(x.clone()) {
            continue;
        }
        let Ok(to) = Expr::symbol(&format!("fresh${}", seen.len() - 1), x.ty()) else {
            return;
        };
        if to != *x && sub.insert(x, &to).is_err() {
            return;
        }
    }
    if sub.is_empty() {
        return;
    }
    let Ok(pc) = key.pc.substitute(&sub) else {
        return;
    };
    if key
        .try_map_memory_exprs(&mut |e| e.substitute(&sub).ok())
        .is_some()
    {
        key.pc = pc;
    }
}
