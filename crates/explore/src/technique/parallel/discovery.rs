//! Step 1 of a summary, *discovery* (also what technique `induction` learns of a loop):
//! the loop's counter and the slots its body changes; and the check, before it, that
//! the values the loop reads are small enough to reason about.

use super::decline::{err, Decline};
use super::run::{generic_run, same_shape, Leaves};
use super::slot::{get, set, slots, var_slot, vars_of, Slot};
use crate::search::Search;
use tass_model::{FunctionId, LocId};
use tass_state::{ProcId, State, Value};
use tass_symbolic::Expr;

/// The most nodes the values a loop reads, with the path condition, may have written
/// out as trees (see [`small_enough`]).
const MAX_TREE: u64 = 100_000;

/// The counter of the loop: its slot, its value on entry and its step; in discovery,
/// the fresh value it had.
pub(in crate::technique) struct Counter {
    pub(in crate::technique) slot: Slot,
    pub(in crate::technique) start: Expr,
    pub(in crate::technique) step: i64,
    pub(in crate::technique) fresh: Expr,
}

/// What discovery learnt of a loop: its counter, the slots an iteration changes, the
/// state it ran from and the paths back to the head.
pub(in crate::technique) struct Discovery {
    pub(in crate::technique) counter: Counter,
    pub(in crate::technique) changed: Vec<Slot>,
    pub(in crate::technique) gen0: State,
    pub(in crate::technique) leaves0: Leaves,
}
/// Discovery (the first step of a summary, and what technique `induction` learns of
/// a loop): the integer variables of the condition at `bi` get fresh values and one
/// iteration runs with nothing checked; the counter is the one that changes by the
/// same non-zero constant on every path, the changed slots those that differ on some.
pub(in crate::technique) fn discover(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    (func, loc, bi): (FunctionId, LocId, usize),
    body: &crate::loops::LocSet,
    depth: usize,
) -> Result<Discovery, Decline> {
    let prog = search.m.progs[p.model as usize];
    let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
    let mut cands = Vec::new();
    vars_of(&location.out[bi].guard, &mut cands);
    let mut cand_slots: Vec<Slot> = cands
        .into_iter()
        .filter_map(|v| var_slot(depth, v))
        .collect();
    // A condition that names no variable (`while (1)`): the counter is among the
    // locals of the loop's function.
    if cand_slots.is_empty() {
        cand_slots = slots(st, p, depth)
            .into_iter()
            .filter(|s| matches!(s, Slot::Local(d, _) if *d == depth))
            .collect();
    }
    let mut gen0 = st.clone();
    let mut unknown = Vec::new();
    for slot in cand_slots {
        let Some(Value::Sym(e)) = get(&gen0, p, slot) else {
            continue;
        };
        if !e.ty().is_int() {
            continue;
        }
        let x = search.m.fresh(e.ty(), "ctr");
        set(&mut gen0, p, slot, Value::Sym(x.clone()));
        unknown.push((slot, e, x));
    }
    let unchecked = search.m.checks.unchecked;
    search.m.checks.unchecked = true;
    let leaves0 = generic_run(search, gen0.clone(), p, (func, loc, bi), body, depth)?;
    search.m.checks.unchecked = unchecked;
    if leaves0.is_empty() {
        return Err(Decline::from(
            "no iteration of the body gets back to the loop head",
        ));
    }
    let mut counter = None;
    for (slot, start, x) in &unknown {
        let mut step = None;
        for l in &leaves0 {
            let Some(Value::Sym(v)) = get(l, p, *slot) else {
                step = None;
                break;
            };
            let d = err(v.minus(x))?;
            match d.as_int().and_then(|d| i64::try_from(d).ok()) {
                Some(d) if d != 0 && step.is_none_or(|s| s == d) => step = Some(d),
                _ => {
                    step = None;
                    break;
                }
            }
        }
        if let Some(step) = step {
            counter = Some(Counter {
                slot: *slot,
                start: start.clone(),
                step,
                fresh: x.clone(),
            });
            break;
        }
    }
    let Some(counter) = counter else {
        return Err(Decline::from(
            "no variable of the loop condition changes by the same constant in every iteration",
        ));
    };
    let mut changed: Vec<Slot> = Vec::new();
    for l in &leaves0 {
        same_shape(&gen0, l, p)?;
        for s in slots(&gen0, p, depth) {
            if s != counter.slot && get(&gen0, p, s) != get(l, p, s) && !changed.contains(&s) {
                changed.push(s);
            }
        }
    }

    Ok(Discovery {
        counter,
        changed,
        gen0,
        leaves0,
    })
}
/// Declines when the values the body of the loop reads (the variables of the frame
/// at `depth` and the globals its statements and conditions name), with the path
/// condition, written out as trees would have more than [`MAX_TREE`] nodes: values
/// that share their parts exponentially (read through writes that read the array
/// again), on which every query of an attempt would take the solvers' whole time.
/// Another state (a shorter path) may have smaller values: a decline to retry.
pub(super) fn small_enough(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    func: FunctionId,
    body: &crate::loops::LocSet,
    depth: usize,
) -> Result<(), Decline> {
    let prog = search.m.progs[p.model as usize];
    let f = &prog.functions[func.0 as usize];
    let mut vars = Vec::new();
    for l in body.iter() {
        for t in &f.locations[l.0 as usize].out {
            vars_of(&t.guard, &mut vars);
            for e in crate::liveness::stmt_exprs(&t.stmt) {
                vars_of(e, &mut vars);
            }
        }
    }
    let mut size = st.pc.tree_size();
    let mut values: Vec<Value> = vars
        .iter()
        .filter_map(|v| get(st, p, var_slot(depth, *v)?))
        .collect();
    while let Some(v) = values.pop() {
        match v {
            Value::Sym(e) => size = size.saturating_add(e.tree_size()),
            Value::Agg(items) => values.extend(items.iter().cloned()),
            _ => {}
        }
    }
    if size > MAX_TREE {
        return Err(Decline::unproved(format!(
            "the values the loop reads are too large: written out, they and the path condition would have more than {MAX_TREE} terms"
        )));
    }
    Ok(())
}
