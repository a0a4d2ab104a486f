//! Step 4 of a summary: the state after the loop (module doc of `parallel`, *The state
//! after the loop*). The counter at its exit value, each array a quantified update,
//! each scalar its closed form or its value at the last iteration, and the path
//! condition what every iteration assumed. For a loop with invariants, also the state
//! after an arbitrary number `j` of iterations.

use super::analysis::{sub, Analysis};
use super::changes::{read_at, Bound, Effect};
use super::decline::{err, Decline};
use super::discovery::Discovery;
use super::generic::{Generic, Written};
use super::proof::{decide, prove};
use super::slot::{set, Slot};
use crate::search::Search;
use crate::technique::sums::linear;
use tass_model::Location;
use tass_state::{ProcId, State, Value};
use tass_symbolic::{Expr, ExprKind, RelOp, Substitution, Type};

/// The loop as step 4 sees it: the process, the depth of the loop's frame, the loop's
/// exit location, the generic iteration, its analysis, and `pre.pc ∧ 0 <= k < n`.
struct Summary<'a> {
    p: ProcId,
    depth: usize,
    exit: tass_model::LocId,
    g: &'a Generic,
    a: &'a Analysis,
    hyp_k: Expr,
}

/// A number `m` of iterations the state is built after: `mid` for the arbitrary `j`
/// (`0 <= j <= n`), σ at the last of them, and `m >= 1`.
struct Count {
    m: Expr,
    mid: bool,
    s_last: Substitution,
    some: Expr,
}

/// The state after the loop at `location` (leaving by its branch `ei`) and, for a loop
/// whose head carries invariants, the state after an arbitrary number `j` of its
/// iterations, `0 <= j <= n`: the same quantified updates with `j` for `n` (the summary
/// is exact, so this is the state the loop reaches after `j` iterations). The invariants
/// are checked there (`at_head`): they hold at every visit of the head, the entry and
/// the exit included, exactly when they hold in that state for every `j`.
pub(super) fn after_loop(
    search: &mut Search<'_, '_>,
    p: ProcId,
    (location, ei): (&Location, usize),
    depth: usize,
    found: &Discovery,
    (g, a): (&Generic, &Analysis),
    n: &Expr,
) -> Result<(State, Option<State>), Decline> {
    let s = Summary {
        p,
        depth,
        exit: location.out[ei].target,
        g,
        a,
        hyp_k: err(g.pre.pc.and(&g.range))?,
    };
    let has_invariants = location.loop_info.as_ref().is_some_and(|li| {
        li.invariants
            .iter()
            .any(|i| i.scope == tass_model::InvariantScope::Local)
    });
    let mut after_j = None;
    let counts = if has_invariants {
        let j = search.m.fresh(&Type::int(), "j");
        vec![(j, true), (n.clone(), false)]
    } else {
        vec![(n.clone(), false)]
    };
    let mut exit_state = None;
    for (m, mid) in counts {
        let out = after_iterations(search, &s, found, m, (mid, true))?;
        if mid {
            after_j = Some(out);
        } else {
            exit_state = Some(out);
        }
    }
    let out = exit_state.ok_or("no state after the loop")?;
    Ok((out, after_j))
}

/// The state after `j` iterations of the loop at `location` (`0 <= j <= n`, `j` a fresh
/// constant), at its head: where the search resumes to run iteration `j` itself. With
/// `every`, the path condition says what each of the `j` iterations assumed (the caller
/// may know it otherwise: no iteration before `j` can fail).
#[allow(clippy::too_many_arguments)]
pub(super) fn after_some(
    search: &mut Search<'_, '_>,
    p: ProcId,
    (location, ei): (&Location, usize),
    depth: usize,
    found: &Discovery,
    (g, a): (&Generic, &Analysis),
    j: &Expr,
    every: bool,
) -> Result<State, Decline> {
    let s = Summary {
        p,
        depth,
        exit: location.out[ei].target,
        g,
        a,
        hyp_k: err(g.pre.pc.and(&g.range))?,
    };
    after_iterations(search, &s, found, j.clone(), (true, every))
}

/// The state after `m` iterations (`mid`: the arbitrary `j`, bounded by `n`).
fn after_iterations(
    search: &mut Search<'_, '_>,
    s: &Summary<'_>,
    found: &Discovery,
    m: Expr,
    (mid, every): (bool, bool),
) -> Result<State, Decline> {
    let (g, a, p) = (s.g, s.a, s.p);
    let counter = &found.counter;
    let mut out = g.pre.clone();
    let exit_i = err(counter.start.plus(&err(m.times(&Expr::int(counter.step)))?))?;
    set(&mut out, p, counter.slot, Value::Sym(exit_i));
    let last = err(m.minus(&Expr::int(1)))?;
    let s_last = a.sigma.at(&last, &g.written)?;
    let some = err(m.greater_eq(&Expr::int(1)))?;
    let c = Count {
        m,
        mid,
        s_last,
        some,
    };
    let mut defs = Vec::new();
    for w in &g.written {
        let value = value_after(search, s, &c, w, &mut defs)?;
        set(&mut out, p, w.slot, value);
    }
    for d in defs.iter().chain(&a.hoisted) {
        out.pc = err(out.pc.and(d))?;
    }
    // What every iteration assumed.
    let mut any = Expr::bool(false);
    for gamma in &a.gammas {
        any = err(any.or(&sub(gamma, &a.s_k)?))?;
    }
    // Implied when the body assumes nothing (every path that does not get back to
    // the head was proved impossible): asked of the simplifier, then of the prover
    // (the instances of quantified facts first: a running maximum's facts before a
    // loop that compares every element with it).
    let implied = any.is_true()
        || matches!(
            tass_symbolic::valid(&s.hyp_k, &any),
            Ok(tass_symbolic::Answer::Yes)
        )
        || (!search.m.checks.unchecked && !any.has_binder() && search.m.proves(&s.hyp_k, &any));
    if !implied && every {
        let all = err(Expr::forall(&g.k, Some(&Expr::int(0)), Some(&c.m), &any))?;
        out.pc = err(out.pc.and(&all))?;
    }
    if mid {
        let mut bounds = err(c.m.greater_eq(&Expr::int(0)))?;
        if let Some(n) = &g.n {
            bounds = err(bounds.and(&err(c.m.less_eq(n))?))?;
        }
        out.pc = err(out.pc.and(&bounds))?;
    }
    Ok(out)
}

/// The value of the written variable `w` after `c.m` iterations; the definitions of
/// the closed forms' constants go to `defs`.
fn value_after(
    search: &mut Search<'_, '_>,
    s: &Summary<'_>,
    c: &Count,
    w: &Written,
    defs: &mut Vec<Expr>,
) -> Result<Value, Decline> {
    let (g, a) = (s.g, s.a);
    Ok(match (&w.effect, &w.pre) {
        (Some(Effect::Accumulates(inc)), Value::Sym(v0)) => {
            Value::Sym(err(v0.plus(&err(c.m.times(inc))?))?)
        }
        (Some(Effect::Reduces(incs)), Value::Sym(v0)) => {
            let total = reduction(
                search, incs, &a.gammas, &a.s_k, &g.k, &c.m, &s.hyp_k, defs, false,
            )?;
            Value::Sym(err(v0.plus(&total))?)
        }
        (Some(Effect::ElemReduces { idx, incs }), Value::Sym(v0)) => {
            let old = read_at(v0, idx)?;
            // While discovering what an enclosing loop writes nothing is proved (the
            // enclosing loop's generic iteration checks it again).
            match crate::uninit::origin(&old) {
                _ if search.m.checks.unchecked => {}
                Some(u) if u.is_false() || decide(search, &g.pre.pc, &err(u.not())?) => {}
                _ => {
                    return Err(Decline::from(
                        "the body accumulates into an element that may be uninitialised",
                    ))
                }
            }
            let total = reduction(
                search, incs, &a.gammas, &a.s_k, &g.k, &c.m, &s.hyp_k, defs, false,
            )?;
            let [i] = idx.as_slice() else {
                return Err(Decline::from(
                    "an accumulation into a multi-dimensional array",
                ));
            };
            Value::Sym(err(v0.write(i, &err(old.plus(&total))?))?)
        }
        (Some(Effect::MapReduces { x, incs }), Value::Sym(v0)) => {
            let total = reduction(
                search, incs, &a.gammas, &a.s_k, &g.k, &c.m, &s.hyp_k, defs, true,
            )?;
            let elem = err(err(v0.read(x))?.plus(&total))?;
            Value::Sym(err(Expr::array_lambda(x, &err(v0.extent())?, &elem))?)
        }
        (Some(Effect::Bound(b)), Value::Sym(v0)) => {
            Value::Sym(bound_after(search, (g, a), b, (v0, &c.m), defs)?)
        }
        (Some(Effect::LastSet { u, e }), Value::Sym(v0)) => {
            Value::Sym(last_set_after(search, (g, a), (u, e), (v0, &c.m), defs)?)
        }
        (Some(Effect::Last(vals)), pre_v) => last_after(search, s, c, w, vals, pre_v)?,
        (Some(Effect::Array { xs, per_leaf }), Value::Sym(v0)) => {
            array_after(search, s, c, (xs, per_leaf), v0)?
        }
        (Some(Effect::Recurs(_)), Value::Sym(_)) => {
            match a.sigma.recurrence_after(&w.start, &c.m) {
                Some(v) => Value::Sym(v?),
                None => return Err(Decline::from("a recurrence without a closed form")),
            }
        }
        _ => {
            return Err(Decline::from(
                "the body writes a variable of a kind not summarised",
            ))
        }
    })
}

/// The value after `c.m` iterations of a scalar set on every path (values `vals`, one
/// per leaf): its value at the last iteration, or, when the loop may run none, its value
/// `pre_v` before the loop.
fn last_after(
    search: &mut Search<'_, '_>,
    s: &Summary<'_>,
    c: &Count,
    w: &Written,
    vals: &[Expr],
    pre_v: &Value,
) -> Result<Value, Decline> {
    let (g, a, p) = (s.g, s.a, s.p);
    let mut e = sub(vals.last().expect("a leaf"), &c.s_last)?;
    for (v, gamma) in vals.iter().zip(&a.gammas).rev().skip(1) {
        e = err(Expr::cond(&sub(gamma, &c.s_last)?, &sub(v, &c.s_last)?, &e))?;
    }
    Ok(match pre_v {
        // When the loop surely runs, the value before it is not part of the value after
        // it (an enclosing loop's summary then sees no value carried across).
        // (Decided, not proved: inside an enclosing loop's iteration a question would
        // become that loop's obligation.)
        Value::Sym(_) if decide(search, &g.pre.pc, &c.some) => Value::Sym(e),
        Value::Sym(v0) => Value::Sym(err(Expr::cond(&c.some, &e, v0))?),
        _ => {
            if prove(search, &g.pre.pc, &c.some) {
                Value::Sym(e)
            } else if c.mid {
                // After `j` iterations, `j` may be 0: its value
                // then is the one before the loop, of which the
                // check at the loop's entry already knew.
                let before = search.m.fresh(e.ty(), "before");
                Value::Sym(err(Expr::cond(&c.some, &e, &before))?)
            } else if let Slot::Local(d, v) = w.slot {
                let fr = &g.pre.proc(p).stack[d];
                let live = d == s.depth
                    && search
                        .analyses
                        .liveness
                        .is_live(p.model, fr.func.0, s.exit.0, v);
                if live || d != s.depth {
                    return Err(Decline::from("a variable set by the body is uninitialised when the loop runs no iteration"));
                }
                Value::Undef
            } else {
                return Err(Decline::from(
                    "a variable set by the body is uninitialised when the loop runs no iteration",
                ));
            }
        }
    })
}

/// The value after `c.m` iterations of an array with the changes `per_leaf` at the
/// fresh indices `xs` (its value before the loop `v0`): `λxs. cond`, with for each leaf
/// and change, later ones first, the iteration `K(xs)` that makes it.
fn array_after(
    search: &mut Search<'_, '_>,
    s: &Summary<'_>,
    c: &Count,
    (xs, per_leaf): (&[Expr], &[Vec<super::changes::Change>]),
    v0: &Expr,
) -> Result<Value, Decline> {
    let (g, a) = (s.g, s.a);
    let k = &g.k;
    let mut elem = read_at(v0, xs)?;
    for (li, cs) in per_leaf.iter().enumerate() {
        let g_k = sub(&a.gammas[li], &a.s_k)?;
        for ch in cs {
            // The iteration that changes the element at `xs`.
            let h = err(s.hyp_k.and(&g_k))?;
            let (kj, ok, rest) = iteration_of(search, &sub(&ch.cond, &a.s_k)?, k, &h)?;
            let sj = a.sigma.at(&kj, &g.written)?;
            let gj = sub(&a.gammas[li], &sj)?;
            let inr = err(kj
                .greater_eq(&Expr::int(0))
                .and_then(|b| kj.less(&c.m).and_then(|d| b.and(&d))))?;
            let rest = err(rest.substitute_one(k, &kj))?;
            let cnd = err(inr.and(&ok).and_then(|b| b.and(&gj)?.and(&rest)))?;
            let v = sub(&ch.value, &sj)?;
            elem = err(Expr::cond(&cnd, &v, &elem))?;
        }
    }
    // The extents, outermost first, then the lambdas, innermost first.
    let mut exts = Vec::new();
    let mut arr = v0.clone();
    for x in xs {
        exts.push(err(arr.extent())?);
        arr = err(arr.read(x))?;
    }
    let mut value = elem;
    for (x, ext) in xs.iter().zip(&exts).rev() {
        value = err(Expr::array_lambda(x, ext, &value))?;
    }
    Ok(Value::Sym(value))
}

/// The total a reduction adds over the `n` iterations: the sum of its increment at
/// iteration `k` (each leaf's, under the leaf's condition), in closed form (`exact`: a
/// term without fresh constants, for an increment under a binder).
#[allow(clippy::too_many_arguments)]
fn reduction(
    search: &mut Search<'_, '_>,
    incs: &[Expr],
    gammas: &[Expr],
    s_k: &Substitution,
    k: &Expr,
    n: &Expr,
    hyp_k: &Expr,
    defs: &mut Vec<Expr>,
    exact: bool,
) -> Result<Expr, Decline> {
    let sub = |e: &Expr| err(e.substitute(s_k));
    let mut inc = sub(incs.last().expect("a leaf"))?;
    if incs.iter().any(|d| *d != incs[0]) {
        for (d, g) in incs.iter().zip(gammas).rev().skip(1) {
            inc = err(Expr::cond(&sub(g)?, &sub(d)?, &inc))?;
        }
    }
    let inc = inc.simplify_under(hyp_k).unwrap_or(inc);
    let mut closed = crate::technique::sums::Closed {
        tools: search,
        defs: Vec::new(),
        exact,
    };
    let total = match closed.sum(&inc, k, n, hyp_k) {
        Ok(t) => t,
        // Discovery only needs to know what changes.
        Err(_) if search.m.checks.unchecked => return Ok(search.m.fresh(&Type::int(), "sum")),
        Err(why) => {
            return Err(Decline::from(format!(
                "an accumulation without a closed form: {why}"
            )))
        }
    };
    defs.append(&mut closed.defs);
    Ok(total)
}
/// The iteration that changes the elements where `cond` holds (in terms of the
/// iteration `k`; `hyp` holds of `k`): `(K, ok, rest)` such that an iteration `k`
/// satisfies `cond` exactly when `k = K`, `ok` and `rest` (with `K` for `k`) hold. An
/// equation linear in `k` with a constant coefficient is solved; otherwise a bound of
/// the form `f0 + a*k >= 0` proposes `k = f0 / -a`, which the prover must confirm.
fn iteration_of(
    search: &mut Search<'_, '_>,
    cond: &Expr,
    k: &Expr,
    hyp: &Expr,
) -> Result<(Expr, Expr, Expr), Decline> {
    let clauses = cond.clauses();
    let others = |i: usize| -> Result<Expr, Decline> {
        let mut r = Expr::bool(true);
        for (j, c) in clauses.iter().enumerate() {
            if j != i {
                r = err(r.and(c))?;
            }
        }
        Ok(r)
    };
    for (i, c) in clauses.iter().enumerate() {
        let ExprKind::Rel(RelOp::Eq, f) = c.kind() else {
            continue;
        };
        let Some((f0, a)) = linear(f, k)? else {
            continue;
        };
        let Some(a) = a.as_int().and_then(|a| i64::try_from(a).ok()) else {
            continue;
        };
        // f0 + a*k = 0.
        let d = err(f0.times(&Expr::int(-1)))?;
        let (q, ok) = if a.abs() == 1 {
            (err(d.times(&Expr::int(a)))?, Expr::bool(true))
        } else {
            let q = err(d.c_div(&Expr::int(a)))?;
            let ok = err(err(q.times(&Expr::int(a)))?.equals(&d))?;
            (q, ok)
        };
        return Ok((q, ok, others(i)?));
    }
    let whole = err(hyp.and(cond))?;
    for c in &clauses {
        let ExprKind::Rel(RelOp::Ge | RelOp::Gt, f) = c.kind() else {
            continue;
        };
        let Some((f0, a)) = linear(f, k)? else {
            continue;
        };
        let q = err(f0.c_div(&err(a.times(&Expr::int(-1)))?))?;
        if q.involves(k) {
            continue;
        }
        if prove(search, &whole, &err(k.equals(&q))?) {
            return Ok((q, Expr::bool(true), cond.clone()));
        }
    }
    Err(Decline::unproved(format!(
        "the elements an iteration writes do not determine the iteration (where {cond})"
    )))
}

/// The value of the running bound `b` (its value before the loop `v0`) after `m`
/// iterations (`s_k` σ at the loop's `k`): a fresh constant `r`, with its definition
/// (module doc) pushed to `defs`.
pub(super) fn bound_after(
    search: &mut Search<'_, '_>,
    (g, a): (&Generic, &Analysis),
    b: &Bound,
    (v0, m): (&Expr, &Expr),
    defs: &mut Vec<Expr>,
) -> Result<Expr, Decline> {
    let r = search.m.fresh(v0.ty(), if b.max { "max" } else { "min" });
    let wit = search.m.fresh(&Type::int(), "w");
    let s_w = a.sigma.at(&wit, &g.written)?;
    defs.push(b.beyond(&r, v0)?);
    let (e_k, u_k) = (sub(&b.e, &a.s_k)?, sub(&b.u, &a.s_k)?);
    let each = err(u_k.implies(&b.beyond(&r, &e_k)?))?;
    defs.push(err(Expr::forall(
        &g.k,
        Some(&Expr::int(0)),
        Some(m),
        &each,
    ))?);
    let (e_w, u_w) = (sub(&b.e, &s_w)?, sub(&b.u, &s_w)?);
    let in_range = err(wit
        .greater_eq(&Expr::int(0))
        .and_then(|x| x.and(&wit.less(m)?)))?;
    let attained = err(in_range.and(&u_w).and_then(|x| x.and(&r.equals(&e_w)?)))?;
    defs.push(err(r.equals(v0).and_then(|x| x.or(&attained)))?);
    Ok(r)
}

/// The value after `m` iterations of a scalar kept or set (`Effect::LastSet`: set to `e`
/// where `u`; `v0` before the loop): a fresh `r` and the last iteration `w` that set it
/// (`-1` when none did), with `-1 <= w < m`, `∀k ∈ [w + 1, m). ¬u(k)`, `w >= 0 ⇒ u(w) ∧
/// r = e(w)` and `w < 0 ⇒ r = v0` (`u` and `e` under σ at `k` and at `w`), pushed to
/// `defs`. Exact: `w` is the last iteration at which `u` holds.
fn last_set_after(
    search: &mut Search<'_, '_>,
    (g, a): (&Generic, &Analysis),
    (u, e): (&Expr, &Expr),
    (v0, m): (&Expr, &Expr),
    defs: &mut Vec<Expr>,
) -> Result<Expr, Decline> {
    let r = search.m.fresh(v0.ty(), "last");
    let w = search.m.fresh(&Type::int(), "w");
    let s_w = a.sigma.at(&w, &g.written)?;
    let (zero, minus_one) = (Expr::int(0), Expr::int(-1));
    defs.push(err(w
        .greater_eq(&minus_one)
        .and_then(|x| x.and(&w.less(m)?)))?);
    let after_w = err(w.plus(&Expr::int(1)))?;
    let unset = err(sub(u, &a.s_k)?.not())?;
    defs.push(err(Expr::forall(&g.k, Some(&after_w), Some(m), &unset))?);
    let set_at_w = err(sub(u, &s_w)?.and(&err(r.equals(&sub(e, &s_w)?))?))?;
    defs.push(err(w.greater_eq(&zero).and_then(|x| x.implies(&set_at_w)))?);
    defs.push(err(w.less(&zero).and_then(|x| x.implies(&r.equals(v0)?)))?);
    Ok(r)
}
