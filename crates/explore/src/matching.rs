//! The key under which the store of seen states compares a state (seed 001, 5.4): what
//! cannot matter to the rest of the execution is left out, so that more states match.

use std::collections::HashSet;
use tass_state::{Pointer, State, Value};
use tass_symbolic::Expr;

/// The state as the store of seen states compares it (seed 001, 5.4): locals that are
/// dead where their frames are (module `liveness`) read as undefined, and the path
/// condition loses the clauses about symbolic constants that nothing in the state refers
/// to any more (results of nondeterministic choices whose variables were overwritten,
/// say), when they are independent of the others. Neither changes the concrete states
/// the state stands for, as far as the rest of the execution can tell, so a state
/// matched this way has nothing new to explore. The search goes on with the full state
/// (its counterexamples keep every value and constraint).
pub(crate) fn matching_key(st: &State, liveness: &crate::liveness::Liveness) -> State {
    let mut key = st.clone();
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
    if project_path_condition(&mut key) {
        rename_fresh_constants(&mut key);
    }
    key
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

/// Renames the made-up constants of `key` in the order they first occur in its values
/// and then its path condition, so that states that differ only in how the search
/// happened to number them compare equal (they stand for the same concrete states).
fn rename_fresh_constants(key: &mut State) {
    fn collect(v: &Value, out: &mut Vec<Expr>) {
        match v {
            Value::Sym(e) => out.extend(e.free_symbols()),
            Value::Agg(items) => items.iter().for_each(|i| collect(i, out)),
            Value::Ptr(Pointer::Obj { path, .. }) => {
                for s in path.iter() {
                    if let tass_state::Step::Index(e) = s {
                        out.extend(e.free_symbols());
                    }
                }
            }
            _ => {}
        }
    }
    let mut order = Vec::new();
    for m in &key.models {
        m.shared.iter().for_each(|v| collect(v, &mut order));
        for p in &m.procs {
            p.globals.iter().for_each(|v| collect(v, &mut order));
            for f in &p.stack {
                f.locals.iter().for_each(|v| collect(v, &mut order));
            }
            for o in p.heap.iter().flatten() {
                order.extend(o.bytes.free_symbols());
                if let Some(v) = &o.value {
                    collect(v, &mut order);
                }
            }
        }
    }
    order.extend(key.pc.free_symbols());
    let mut sub = tass_symbolic::Substitution::new();
    let mut seen = HashSet::new();
    let mut k = 0usize;
    for x in order {
        if !is_fresh(&x) || !seen.insert(x.clone()) {
            continue;
        }
        let Ok(to) = Expr::symbol(&format!("fresh${k}"), x.ty()) else {
            return;
        };
        k += 1;
        if to != x && sub.insert(&x, &to).is_err() {
            return;
        }
    }
    if sub.is_empty() {
        return;
    }
    fn rename(v: &Value, sub: &tass_symbolic::Substitution) -> Option<Value> {
        Some(match v {
            Value::Sym(e) => Value::Sym(e.substitute(sub).ok()?),
            Value::Agg(items) => Value::Agg(
                items
                    .iter()
                    .map(|i| rename(i, sub))
                    .collect::<Option<Vec<_>>>()?
                    .into(),
            ),
            Value::Ptr(Pointer::Obj { base, path }) => Value::Ptr(Pointer::Obj {
                base: base.clone(),
                path: path
                    .iter()
                    .map(|s| match s {
                        tass_state::Step::Index(e) => {
                            e.substitute(sub).ok().map(tass_state::Step::Index)
                        }
                        s => Some(s.clone()),
                    })
                    .collect::<Option<Vec<_>>>()?
                    .into(),
            }),
            v => v.clone(),
        })
    }
    let mut renamed = key.clone();
    let ok = (|| -> Option<()> {
        renamed.pc = key.pc.substitute(&sub).ok()?;
        for m in &mut renamed.models {
            let shared: Vec<Value> = m
                .shared
                .iter()
                .map(|v| rename(v, &sub))
                .collect::<Option<_>>()?;
            m.shared = std::sync::Arc::new(shared);
            for p in &mut m.procs {
                let p = std::sync::Arc::make_mut(p);
                let globals: Vec<Value> = p
                    .globals
                    .iter()
                    .map(|v| rename(v, &sub))
                    .collect::<Option<_>>()?;
                p.globals = std::sync::Arc::new(globals);
                for f in &mut p.stack {
                    let f = std::sync::Arc::make_mut(f);
                    f.locals = f
                        .locals
                        .iter()
                        .map(|v| rename(v, &sub))
                        .collect::<Option<_>>()?;
                }
                let mut heap = Vec::with_capacity(p.heap.len());
                for o in p.heap.iter() {
                    heap.push(match o {
                        None => None,
                        Some(o) => {
                            let mut o = o.clone();
                            o.bytes = o.bytes.substitute(&sub).ok()?;
                            if let Some(v) = &o.value {
                                o.value = Some(rename(v, &sub)?);
                            }
                            Some(o)
                        }
                    });
                }
                p.heap = std::sync::Arc::new(heap);
            }
        }
        Some(())
    })();
    if ok.is_some() {
        *key = renamed;
    }
}

/// Drops from the path condition of `key` the clauses not connected, through shared
/// symbolic constants, to a constant the rest of the state refers to. States with
/// messages, snapshots or requests in flight keep their whole path condition (returns
/// false for them: their constants are left as they are).
fn project_path_condition(key: &mut State) -> bool {
    use std::collections::HashSet;
    let quiet = key.buffers.is_empty()
        && key.queue.is_empty()
        && key.procs().all(|p| key.proc(p).requests.is_empty());
    if !quiet {
        return false;
    }
    let clauses = key.pc.clauses();
    if clauses.len() < 2 {
        return true;
    }
    let mut live: HashSet<Expr> = HashSet::new();
    fn value(v: &Value, live: &mut HashSet<Expr>) {
        match v {
            Value::Sym(e) => live.extend(e.free_symbols()),
            Value::Agg(items) => items.iter().for_each(|i| value(i, live)),
            Value::Ptr(Pointer::Obj { path, .. }) => {
                for s in path.iter() {
                    if let tass_state::Step::Index(e) = s {
                        live.extend(e.free_symbols());
                    }
                }
            }
            _ => {}
        }
    }
    for m in &key.models {
        m.shared.iter().for_each(|v| value(v, &mut live));
        for p in &m.procs {
            p.globals.iter().for_each(|v| value(v, &mut live));
            for f in &p.stack {
                f.locals.iter().for_each(|v| value(v, &mut live));
            }
            for o in p.heap.iter().flatten() {
                live.extend(o.bytes.free_symbols());
                if let Some(v) = &o.value {
                    value(v, &mut live);
                }
            }
        }
    }
    // Clauses connected to a live constant through shared constants stay.
    let syms: Vec<Vec<Expr>> = clauses.iter().map(|c| c.free_symbols()).collect();
    let mut keep = vec![false; clauses.len()];
    let mut reached = live;
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
        return true;
    }
    let kept: Vec<&Expr> = clauses
        .iter()
        .zip(&keep)
        .filter_map(|(c, k)| k.then_some(c))
        .collect();
    if let Ok(pc) = Expr::and_all(kept) {
        key.pc = pc;
    }
    true
}
