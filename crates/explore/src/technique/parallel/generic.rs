//! Step 2 of a summary, the *generic iteration*: the counter is `start + k*step` for a
//! fresh `k` in `[0, n)`, `n` the number of iterations in closed form, each variable the
//! body writes starts as a fresh constant, and one iteration runs along every path, its
//! checks collected as obligations.

use super::changes::Effect;
use super::decline::{err, Decline};
use super::discovery::Discovery;
use super::proof::prove;
use super::run::{generic_run, sym_guard, Leaves};
use super::slot::{get, set, Slot};
use crate::search::Search;
use crate::technique::sums::linear;
use tass_model::{FunctionId, LocId};
use tass_state::{Base, ProcId, State, Value};
use tass_symbolic::{Expr, ExprKind, RelOp, Type};

/// A written variable: its slot, its value before the loop, its unknown value at the
/// start of the generic iteration, and its effect.
pub(super) struct Written {
    pub(super) slot: Slot,
    pub(super) pre: Value,
    pub(super) start: Expr,
    pub(super) effect: Option<Effect>,
}

/// What the generic iteration gave: the states before the loop and at the start of
/// iteration `k`, the number `n` of iterations, the written variables, the paths back
/// to the head and the obligations the iteration collected.
pub(super) struct Generic {
    /// The state before the loop, the heap objects the body gives their first contents
    /// typed.
    pub(super) pre: State,
    /// The state at the start of iteration `k`.
    pub(super) gen: State,
    /// The iteration.
    pub(super) k: Expr,
    /// The number of iterations; `None` when the condition bounds no counter (`while
    /// (a[i] != x)`): every execution that leaves the loop leaves it at a first iteration
    /// whose condition is false (an exit obligation, below).
    pub(super) n: Option<Expr>,
    /// `0 <= k < n` (`0 <= k` without a bound).
    pub(super) range: Expr,
    pub(super) written: Vec<Written>,
    pub(super) leaves: Leaves,
    /// Each check of the iteration: (assumption, what must follow).
    pub(super) obligations: Vec<(Expr, Expr)>,
    /// The assumptions of the obligations `(a, false)` of paths that leave the loop but
    /// by its condition, each with whether the program ends there (`abort`, `exit`).
    pub(super) exits: Vec<(Expr, bool)>,
    /// The obligations that are the program's own checks (`Checks::checked`).
    pub(super) checked: Vec<(Expr, Expr)>,
    /// The number of fresh constants made before the iteration ran: those after it are
    /// the iteration's own.
    pub(super) base_count: u64,
}

/// Runs the generic iteration of the loop at `loc` of `func` (branch `bi` into the body,
/// `ei` out of it) from `st`, with what discovery `found` learnt.
pub(super) fn generic_iteration(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    (func, loc, bi, ei): (FunctionId, LocId, usize, usize),
    body: &crate::loops::LocSet,
    depth: usize,
    found: &Discovery,
) -> Result<Generic, Decline> {
    let prog = search.m.progs[p.model as usize];
    let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
    let counter = &found.counter;
    let mut pre = st.clone();
    type_first_contents(search, &mut pre, p, found, location.out[bi].span)?;
    let k = search.m.fresh(&Type::int(), "k");
    let i_k = err(counter.start.plus(&err(k.times(&Expr::int(counter.step)))?))?;
    let mut gen = pre.clone();
    set(&mut gen, p, counter.slot, Value::Sym(i_k.clone()));
    let written = start_unknown(search, &pre, &mut gen, p, found)?;
    // The condition at iteration k and the number of iterations. Its checks (`a[i]` in
    // `i < n && a[i] != x`) are the iteration's: the generic run evaluates it again and
    // collects them as obligations.
    let unchecked = search.m.checks.unchecked;
    search.m.checks.unchecked = true;
    let g_k = sym_guard(search, &mut gen, p, &location.out[bi].guard);
    let e_k = sym_guard(search, &mut gen, p, &location.out[ei].guard);
    search.m.checks.unchecked = unchecked;
    let (g_k, e_k) = (g_k?, e_k?);
    if e_k != err(g_k.not())? {
        return Err(Decline::from(
            "the exit condition is not the negation of the loop condition",
        ));
    }
    if written.iter().any(|w| g_k.involves(&w.start)) {
        return Err(Decline::from(
            "the loop condition depends on what the body writes",
        ));
    }
    let (n, rest) = bound_and_rest(search, &g_k, &k, &pre.pc)?;
    let n = n.map(|n| n.simplify_under(&pre.pc).unwrap_or(n));
    let mut range = err(k.greater_eq(&Expr::int(0)))?;
    if let Some(n) = &n {
        range = err(range.and(&err(k.less(n))?))?;
    }
    gen.pc = err(gen.pc.and(&range))?;
    if gen.pc.is_false() {
        return Err(Decline::idle());
    }
    let base_count = search.m.symbols.fresh_count;
    let outer = search.m.checks.obligations.replace(Vec::new());
    let outer_exits = std::mem::take(&mut search.path.exits);
    let outer_checked = search.m.checks.checked.replace(Vec::new());
    let run = generic_run(search, gen.clone(), p, (func, loc, bi), body, depth);
    let mut obligations =
        std::mem::replace(&mut search.m.checks.obligations, outer).unwrap_or_default();
    let mut exits = std::mem::replace(&mut search.path.exits, outer_exits);
    let checked =
        std::mem::replace(&mut search.m.checks.checked, outer_checked).unwrap_or_default();
    let leaves = run?;
    if leaves.is_empty() {
        return Err(Decline::from(
            "no iteration of the body gets back to the loop head",
        ));
    }
    // The part of the condition that is not the bound: where it is false, iteration
    // `k` leaves the loop (by its condition, but before the bound says so), which the
    // summary treats as any other way out of the body.
    if let Some(rest) = rest {
        let leaves_here = err(gen.pc.and(&err(rest.not())?))?;
        obligations.push((leaves_here.clone(), Expr::bool(false)));
        exits.push((leaves_here, false));
    }
    Ok(Generic {
        pre,
        gen,
        k,
        n,
        range,
        written,
        leaves,
        obligations,
        exits,
        checked,
        base_count,
    })
}

/// Types in `pre` the heap objects the body gives their first contents, as their first
/// access would.
fn type_first_contents(
    search: &mut Search<'_, '_>,
    pre: &mut State,
    p: ProcId,
    found: &Discovery,
    span: tass_syntax::Span,
) -> Result<(), Decline> {
    for s in &found.changed {
        if let Slot::Heap(o) = s {
            if get(pre, p, *s).is_none() {
                let elem = found
                    .leaves0
                    .iter()
                    .find_map(|l| l.proc(p).heap.get(*o)?.as_ref()?.elem.clone())
                    .ok_or("the body writes memory of unknown type")?;
                let base = Base::Heap {
                    proc: (p.model, p.rank),
                    obj: *o as u32,
                };
                search
                    .m
                    .type_heap_object(pre, p, &base, &elem, span)
                    .map_err(Decline::halted)?;
            }
        }
    }
    Ok(())
}

/// Gives each slot the body changes a fresh constant `O` in `gen`, the value it has at
/// the start of the generic iteration.
fn start_unknown(
    search: &mut Search<'_, '_>,
    pre: &State,
    gen: &mut State,
    p: ProcId,
    found: &Discovery,
) -> Result<Vec<Written>, Decline> {
    let mut written = Vec::new();
    for s in &found.changed {
        let pre_v = get(pre, p, *s).unwrap_or(Value::Undef);
        let ty = match &pre_v {
            Value::Sym(e) => e.ty().clone(),
            Value::Undef => match found.leaves0.iter().find_map(|l| match get(l, p, *s) {
                Some(Value::Sym(e)) => Some(e.ty().clone()),
                _ => None,
            }) {
                Some(t) => t,
                None => return Err(Decline::from("the body writes a struct or a pointer")),
            },
            _ => return Err(Decline::from("the body writes a struct or a pointer")),
        };
        let o = search.m.fresh(&ty, "at_k");
        set(gen, p, *s, Value::Sym(o.clone()));
        written.push(Written {
            slot: *s,
            pre: pre_v,
            start: o,
            effect: None,
        });
    }
    Ok(written)
}

/// The loop condition at iteration `k`, `g`, as a bound and the rest: the number of
/// iterations the first of its clauses that bounds the counter allows (`i < n` in `i <
/// n && a[i] != x`), and the conjunction of the other clauses (`None` when there are
/// none); no bound when no clause is one (`while (a[i] != x)`), but only for a
/// condition that involves the counter or is always true (`while (1)`: no rest). A condition of one clause that is not a bound
/// keeps that clause's reason to decline.
fn bound_and_rest(
    search: &mut Search<'_, '_>,
    g: &Expr,
    k: &Expr,
    pc: &Expr,
) -> Result<(Option<Expr>, Option<Expr>), Decline> {
    let clauses = g.clauses();
    let mut first_why = None;
    for (i, c) in clauses.iter().enumerate() {
        match trip_count(search, c, k, pc) {
            Ok(n) => {
                let others: Vec<&Expr> = clauses
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| *j != i)
                    .map(|(_, c)| c)
                    .collect();
                let rest = if others.is_empty() {
                    None
                } else {
                    Some(err(Expr::and_all(others))?)
                };
                return Ok((Some(n), rest));
            }
            Err(d) if d.retry => return Err(d),
            Err(d) => {
                first_why.get_or_insert(d);
            }
        }
    }
    // `while (1)`, `for (;;)`: only the ways out of the body end the loop.
    if g.is_true() {
        return Ok((None, None));
    }
    if !g.involves(k) {
        return Err(first_why.unwrap_or_else(|| {
            Decline::from("the loop condition is not a comparison of the counter with a bound")
        }));
    }
    Ok((None, Some(g.clone())))
}

/// The number of iterations of a loop whose condition at iteration `k` is `g`, in
/// closed form, when the condition is a comparison linear in `k` that becomes false
/// and stays false.
fn trip_count(search: &mut Search<'_, '_>, g: &Expr, k: &Expr, pc: &Expr) -> Result<Expr, Decline> {
    let not_linear =
        || "the loop condition is not a comparison of the counter with a bound".to_string();
    let ExprKind::Rel(op, f) = g.kind() else {
        return Err(Decline::from(not_linear()));
    };
    let Some((f0, a)) = linear(f, k)? else {
        return Err(Decline::from(not_linear()));
    };
    let Some(a) = a.as_int().and_then(|a| i64::try_from(a).ok()) else {
        return Err(Decline::from(not_linear()));
    };
    match op {
        // f0 + a*k >= 0 with a < 0: iterations k = 0 ..= f0 / -a.
        RelOp::Ge if a < 0 => {
            let cnt = err(err(f0.c_div(&Expr::int(-a)))?.plus(&Expr::int(1)))?;
            let nonneg = err(f0.greater_eq(&Expr::int(0)))?;
            Ok(err(Expr::cond(&nonneg, &cnt, &Expr::int(0)))?)
        }
        // f0 + a*k != 0 with a = ±1: the loop ends when it reaches the bound, which it
        // must not have passed.
        RelOp::Ne if a.abs() == 1 => {
            let n = err(f0.times(&Expr::int(-a)))?;
            let reached = err(n.greater_eq(&Expr::int(0)))?;
            if !prove(search, pc, &reached) {
                return Err(Decline::unproved(
                    "the loop may never reach its bound (`!=` condition)".into(),
                ));
            }
            Ok(n)
        }
        RelOp::Ge | RelOp::Ne => Err(Decline::from(
            "the loop may not terminate: its counter moves away from its bound",
        )),
        _ => Err(Decline::from(not_linear())),
    }
}
