//! Step 3 of a summary, first half: what each leaf of the generic iteration did. What
//! each path assumed (Γ), the effect of each written variable, and the substitution σ
//! under which the generic iteration is exactly iteration `k` (module doc of
//! `parallel`, *Analysis*).

use super::changes::{
    changes, elem_reduction, kept_or_set, map_reduction, read_at, recurrence, Effect, Recurrence,
};
use super::decline::{err, Decline};
use super::discovery::Discovery;
use super::generic::{Generic, Written};
use super::run::same_shape;
use super::slot::{get, slots};
use crate::search::Search;
use std::collections::HashSet;
use tass_state::{ProcId, Value};
use tass_symbolic::{Expr, Substitution, Type};

/// What the analysis of the leaves found.
pub(super) struct Analysis {
    /// What each leaf assumed (the clauses it added to the path condition).
    pub(super) gammas: Vec<Expr>,
    /// Everything the iteration computed: what each path assumed, the values it left,
    /// and its obligations.
    pub(super) everything: Vec<Expr>,
    /// The substitution that makes the generic iteration a given iteration.
    pub(super) sigma: Sigma,
    /// σ at `k`.
    pub(super) s_k: Substitution,
    /// Another iteration `k2`, and σ at it.
    pub(super) k2: Expr,
    pub(super) s_k2: Substitution,
    /// The facts of the closed forms' constants that stay one constant.
    pub(super) hoisted: Vec<Expr>,
    /// Whether an array taken as an `Effect::Array` could be a map reduction
    /// (`Effect::MapReduces`) instead, when `analyse` is asked to prefer them.
    pub(super) map_alternative: bool,
}

/// The substitution that makes the generic iteration iteration `kk`: accumulated
/// scalars by `v0 + kk*c`, arrays' `O` by their value before the loop, and the constants
/// the iteration made fresh by the elements `kk` of fresh arrays.
pub(super) struct Sigma {
    k: Expr,
    per_k: Vec<(Expr, Expr)>,
    /// The closed forms of the recurrences found so far.
    recurs: Vec<Closed>,
}

/// The closed form of a recurrence (`Effect::Recurs`) on the array whose unknown value
/// at the start of the generic iteration is `o` and whose value before the loop is
/// `v0`: the element iteration `j` writes is `v` (free of every `O`).
struct Closed {
    o: Expr,
    v0: Expr,
    r: Recurrence,
    j: Expr,
    v: Expr,
}

impl Closed {
    /// The array at the start of iteration `kk`: `λx. x = w(K) for some 0 <= K < kk ?
    /// v(K) : v0[x]` (`K = (x - w0)·c` for `c = ±1`; otherwise `K = (x - w0) / c` where
    /// `c` divides `x - w0`, the elements between the written ones keeping `v0[x]`).
    fn at(&self, kk: &Expr, x: &Expr) -> Result<Expr, String> {
        let off = err(x.minus(&self.r.w0))?;
        let c = Expr::int(self.r.c);
        let (big_k, divides) = if self.r.c.abs() == 1 {
            (err(off.times(&c))?, Expr::bool(true))
        } else {
            (
                err(off.c_div(&c))?,
                err(err(off.c_rem(&c))?.equals(&Expr::int(0)))?,
            )
        };
        let inside = err(big_k
            .greater_eq(&Expr::int(0))
            .and_then(|a| big_k.less(kk).and_then(|b| a.and(&b)))
            .and_then(|a| a.and(&divides)))?;
        let v = err(self.v.substitute_one(&self.j, &big_k))?;
        let elem = err(Expr::cond(&inside, &v, &err(self.v0.read(x))?))?;
        err(Expr::array_lambda(x, &err(self.v0.extent())?, &elem))
    }
}

impl Sigma {
    /// σ at the iteration `kk`, over the written variables `written`.
    pub(super) fn at(&self, kk: &Expr, written: &[Written]) -> Result<Substitution, String> {
        let mut s = Substitution::new();
        if kk != &self.k {
            err(s.insert(&self.k, kk))?;
        }
        for w in written {
            match (&w.effect, &w.pre) {
                (Some(Effect::Accumulates(c)), Value::Sym(v0)) => {
                    err(s.insert(&w.start, &err(v0.plus(&err(kk.times(c))?))?))?;
                }
                (Some(Effect::Array { .. } | Effect::ElemReduces { .. }), Value::Sym(v0)) => {
                    err(s.insert(&w.start, v0))?;
                }
                _ => {}
            }
        }
        for (x, arr) in &self.per_k {
            err(s.insert(x, &err(arr.read(kk))?))?;
        }
        for c in &self.recurs {
            err(s.insert(&c.o, &c.at(kk, &rec_index()?)?))?;
        }
        Ok(s)
    }

    /// The element the recurrence on `o` writes at iteration `kk`, once its closed form
    /// is known.
    pub(super) fn recurrence_value(&self, o: &Expr, kk: &Expr) -> Option<Result<Expr, String>> {
        let c = self.recurs.iter().find(|c| c.o == *o)?;
        Some(err(c.v.substitute_one(&c.j, kk)))
    }

    /// The array the recurrence on `o` leaves after `m` iterations.
    pub(super) fn recurrence_after(&self, o: &Expr, m: &Expr) -> Option<Result<Expr, String>> {
        let c = self.recurs.iter().find(|c| c.o == *o)?;
        Some(rec_index().and_then(|x| c.at(m, &x)))
    }
}

/// The variable of a recurrence's lambda (a name no program has).
fn rec_index() -> Result<Expr, String> {
    err(Expr::symbol("x$rec", &Type::int()))
}

/// `e` under the substitution `s`.
pub(super) fn sub(e: &Expr, s: &Substitution) -> Result<Expr, String> {
    err(e.substitute(s))
}

/// Analyses the leaves of the generic iteration `g`: their assumptions, the effect of
/// each written variable (set in `g`), and σ; with `maps`, an array that may be a map
/// reduction is one.
pub(super) fn analyse(
    search: &mut Search<'_, '_>,
    p: ProcId,
    depth: usize,
    found: &Discovery,
    g: &mut Generic,
    maps: bool,
) -> Result<Analysis, Decline> {
    if let Some(stop) = search.out_of_budget() {
        return Err(Decline::stopped(stop));
    }
    let mut gammas = assumptions(g, p, depth, found)?;
    let mut map_alternative = false;
    for i in 0..g.written.len() {
        let effect = effect_of(
            search,
            g,
            p,
            (&g.written[i], &gammas),
            (maps, &mut map_alternative),
        )?;
        g.written[i].effect = Some(effect);
    }
    if g.written
        .iter()
        .any(|w| matches!(w.effect, Some(Effect::Bound(_))))
    {
        gammas = super::bound::reduce(search, g, p, &gammas)?;
    }
    let everything = everything(g, p, &gammas);
    let (mut sigma, hoisted) = substitution(search, g, p, &gammas, &everything)?;
    closed_forms(search, g, &gammas, &mut sigma)?;
    let s_k = sigma.at(&g.k, &g.written)?;
    let k2 = search.m.fresh(&Type::int(), "k");
    let s_k2 = sigma.at(&k2, &g.written)?;
    Ok(Analysis {
        gammas,
        everything,
        sigma,
        s_k,
        k2,
        s_k2,
        hoisted,
        map_alternative,
    })
}

/// What each leaf assumed (Γ), after checking that it is an iteration: the same shape
/// as the start, the counter one step on, and nothing changed but the written slots.
fn assumptions(
    g: &Generic,
    p: ProcId,
    depth: usize,
    found: &Discovery,
) -> Result<Vec<Expr>, Decline> {
    let counter = &found.counter;
    let next_i = err(counter.start.plus(&err(
        err(g.k.plus(&Expr::int(1)))?.times(&Expr::int(counter.step))
    )?))?;
    let gen_conj: HashSet<Expr> = g.gen.pc.clauses().into_iter().collect();
    let mut gammas = Vec::new();
    for l in &g.leaves {
        same_shape(&g.gen, l, p)?;
        match get(l, p, counter.slot) {
            Some(Value::Sym(v)) if v == next_i => {}
            _ => {
                return Err(Decline::from(
                    "the counter does not change by the same constant on every path",
                ))
            }
        }
        for s in slots(&g.gen, p, depth) {
            if s != counter.slot && !found.changed.contains(&s) && get(&g.gen, p, s) != get(l, p, s)
            {
                return Err(Decline::from("the body writes a variable only when the others have the values of a later iteration"));
            }
        }
        let extra: Vec<Expr> =
            l.pc.clauses()
                .into_iter()
                .filter(|c| !gen_conj.contains(c))
                .collect();
        let mut gamma = Expr::bool(true);
        for c in extra {
            gamma = err(gamma.and(&c))?;
        }
        gammas.push(gamma);
    }
    Ok(gammas)
}

/// What the written variable `w` does in an iteration, from the values the leaves of
/// `g` leave in it.
fn effect_of(
    search: &mut Search<'_, '_>,
    g: &Generic,
    p: ProcId,
    (w, gammas): (&Written, &[Expr]),
    (maps, alternative): (bool, &mut bool),
) -> Result<Effect, Decline> {
    let vals: Vec<Expr> = g
        .leaves
        .iter()
        .map(|l| match get(l, p, w.slot) {
            Some(Value::Sym(e)) => Ok(e),
            _ => Err(Decline::from(
                "the body writes a struct or a pointer".to_string(),
            )),
        })
        .collect::<Result<_, _>>()?;
    Ok(if w.start.ty().is_array() {
        let mut xs = Vec::new();
        let mut t = w.start.ty().clone();
        while let Some(e) = t.element().cloned() {
            xs.push(search.m.fresh(&Type::int(), "x"));
            t = e;
        }
        let mut per_leaf = Vec::new();
        for v in &vals {
            per_leaf.push(changes(v, &w.start, &xs)?);
        }
        if let Some((idx, incs)) = elem_reduction(&per_leaf, &w.start, &xs, &g.k)? {
            Effect::ElemReduces { idx, incs }
        } else if let Some(r) = recurrence(&per_leaf, &w.start, &xs, &g.k)? {
            Effect::Recurs(r)
        } else if let Some((incs, wide)) = map_reduction(
            &per_leaf,
            &w.start,
            &xs,
            &g.k,
            &err(g.pre.pc.and(&g.range))?,
        )? {
            if wide || maps {
                Effect::MapReduces {
                    x: xs[0].clone(),
                    incs,
                }
            } else {
                *alternative = true;
                Effect::Array { xs, per_leaf }
            }
        } else {
            Effect::Array { xs, per_leaf }
        }
    } else if vals.iter().any(|v| v.involves(&w.start)) {
        let incs: Vec<Expr> = vals
            .iter()
            .map(|v| err(v.minus(&w.start)))
            .collect::<Result<_, _>>()?;
        if incs.iter().any(|d| d.involves(&w.start)) {
            if let (Some(e), Value::Sym(_)) = (kept_or_set(&vals, gammas, &w.start)?, &w.pre) {
                return Ok(e);
            }
            return Err(Decline::from("a variable carries a value from one iteration to the next (not by an increment: left to induction)"));
        }
        if !matches!(w.pre, Value::Sym(_)) {
            return Err(Decline::from(
                "a variable accumulates from an uninitialised value",
            ));
        }
        if incs[0].as_int().is_some() && incs.iter().all(|d| *d == incs[0]) {
            Effect::Accumulates(incs[0].clone())
        } else if w.start.ty().is_int() {
            Effect::Reduces(incs)
        } else {
            return Err(Decline::from("a variable that is not an integer accumulates amounts that change between iterations"));
        }
    } else {
        Effect::Last(vals)
    })
}

/// Everything the iteration computed: what each path assumed, the values it left, and
/// its obligations.
fn everything(g: &Generic, p: ProcId, gammas: &[Expr]) -> Vec<Expr> {
    let mut everything: Vec<Expr> = gammas.to_vec();
    for (li, l) in g.leaves.iter().enumerate() {
        for w in &g.written {
            if let Some(Effect::Array { per_leaf, .. }) = &w.effect {
                for c in &per_leaf[li] {
                    everything.push(c.cond.clone());
                    everything.push(c.value.clone());
                }
            } else if let Some(Value::Sym(e)) = get(l, p, w.slot) {
                everything.push(e);
            }
        }
    }
    for (a, b) in &g.obligations {
        everything.push(a.clone());
        everything.push(b.clone());
    }
    everything
}

/// The substitution that makes the generic iteration iteration `k` (and, with `k`
/// renamed, iteration `k2`): the constants the iteration made fresh become elements of
/// arrays indexed by the iteration, but for a closed form's constant whose facts do not
/// depend on the iteration, which stays one constant, its facts hoisted (returned).
fn substitution(
    search: &mut Search<'_, '_>,
    g: &mut Generic,
    p: ProcId,
    gammas: &[Expr],
    everything: &[Expr],
) -> Result<(Sigma, Vec<Expr>), Decline> {
    let k = &g.k;
    let written = &g.written;
    let base_count = g.base_count;
    let mut iter_fresh: Vec<Expr> = Vec::new();
    let indices: HashSet<Expr> = written
        .iter()
        .filter_map(|w| match &w.effect {
            Some(Effect::Array { xs, .. }) => Some(xs.iter().cloned()),
            _ => None,
        })
        .flatten()
        .collect();
    let is_local = |s: &Expr| crate::machine::fresh_number(s).is_some_and(|i| i > base_count);
    // A closed form's constant (module `sums`) is defined by its facts; when these do
    // not depend on the iteration, every iteration's constant is the same number, so
    // it stays one constant.
    let invariant_def = |s: &Expr| {
        s.symbol_name().is_some_and(|n| n.starts_with("sum$"))
            && gammas
                .iter()
                .flat_map(|g| g.clauses())
                .filter(|c| c.involves(s))
                .all(|c| {
                    !c.involves(k)
                        && !written.iter().any(|w| c.involves(&w.start))
                        && c.free_symbols().iter().all(|y| y == s || !is_local(y))
                })
    };
    let mut hoisted: Vec<Expr> = Vec::new();
    for s in everything.iter().flat_map(|e| e.free_symbols()) {
        if indices.contains(&s) {
            continue;
        }
        let def = is_local(&s) && invariant_def(&s);
        if def {
            for c in gammas.iter().flat_map(|g| g.clauses()) {
                if c.involves(&s) && !hoisted.contains(&c) {
                    hoisted.push(c);
                }
            }
        }
        let local = is_local(&s) && !def;
        if local && !iter_fresh.contains(&s) {
            iter_fresh.push(s);
        }
    }
    let mut per_k = Vec::new();
    for x in &iter_fresh {
        let name = x.symbol_name().unwrap_or("");
        if name.starts_with("undef$") || name.starts_with("heap$") {
            return Err(Decline::from("an iteration makes indeterminate values"));
        }
        let what = name.split('$').next().unwrap_or("v").to_string();
        let arr_ty = err(Type::array(x.ty(), None))?;
        // In an inductive step, the two programs' loops share the values made at the
        // same place (machine `paired`).
        let arr = match search.m.symbols.origins.get(name).copied() {
            Some((_, f, l)) => {
                let key = crate::machine::site_key((f, l), true);
                search
                    .m
                    .paired(&mut g.pre.pairing, p, key, &arr_ty, &what)
                    .0
            }
            None => search.m.fresh(&arr_ty, &what),
        };
        per_k.push((x.clone(), arr));
    }
    Ok((
        Sigma {
            k: k.clone(),
            per_k,
            recurs: Vec::new(),
        },
        hoisted,
    ))
}

/// The closed forms of the recurrences of `g`, added to `sigma` (each once those whose
/// arrays its increments read have theirs): the element iteration `j` writes is `v0[w0
/// - c] + Σ_{i<=j} inc(i)`, `inc(i)` the leaves' increments (each under its leaf's
/// condition) under σ at `i`, summed exactly (module `sums`). Whether the element each
/// leaf writes is that value is proved with the other dependences (`dependence`).
fn closed_forms(
    search: &mut Search<'_, '_>,
    g: &Generic,
    gammas: &[Expr],
    sigma: &mut Sigma,
) -> Result<(), Decline> {
    let mut todo: Vec<(&Written, &Recurrence)> = g
        .written
        .iter()
        .filter_map(|w| match &w.effect {
            Some(Effect::Recurs(r)) => Some((w, r)),
            _ => None,
        })
        .collect();
    if todo.is_empty() {
        return Ok(());
    }
    let pending =
        |todo: &[(&Written, &Recurrence)], e: &Expr| todo.iter().any(|(w, _)| e.involves(&w.start));
    while !todo.is_empty() {
        // Neither the increments nor the leaves' conditions may read an array whose
        // closed form is not known yet (its own included).
        let Some(pos) = todo
            .iter()
            .position(|(_, r)| r.incs.iter().chain(gammas).all(|e| !pending(&todo, e)))
        else {
            let own = todo
                .iter()
                .any(|(w, r)| r.incs.iter().chain(gammas).any(|e| e.involves(&w.start)));
            return Err(Decline::from(if own {
                "a recurrence whose step depends on the values it computes (no closed form as a sum)"
            } else {
                "recurrences whose steps read each other's arrays"
            }));
        };
        let (w, r) = todo.remove(pos);
        let Value::Sym(v0) = &w.pre else {
            return Err(Decline::from("a recurrence on an uninitialised array"));
        };
        // The element before the first one written must be initialised.
        let first = read_at(v0, &[err(r.w0.minus(&Expr::int(r.c)))?])?;
        match crate::uninit::origin(&first) {
            // Discovery proves nothing (module `after`, element reductions).
            _ if search.m.checks.unchecked => {}
            Some(u) if u.is_false() || super::proof::decide(search, &g.pre.pc, &err(u.not())?) => {}
            _ => {
                return Err(Decline::from(
                    "a recurrence starts from an element that may be uninitialised",
                ))
            }
        }
        let i = search.m.fresh(&Type::int(), "i");
        let j = search.m.fresh(&Type::int(), "j");
        let s_i = sigma.at(&i, &g.written)?;
        let mut inc = sub(r.incs.last().expect("a leaf"), &s_i)?;
        if r.incs.iter().any(|d| *d != r.incs[0]) {
            for (d, gm) in r.incs.iter().zip(gammas).rev().skip(1) {
                inc = err(Expr::cond(&sub(gm, &s_i)?, &sub(d, &s_i)?, &inc))?;
            }
        }
        let mut j_range = err(j.greater_eq(&Expr::int(0)))?;
        if let Some(n) = &g.n {
            j_range = err(j_range.and(&err(j.less(n))?))?;
        }
        let hyp = err(g.pre.pc.and(&j_range))?;
        let hyp_i = err(hyp.and(&err(i
            .greater_eq(&Expr::int(0))
            .and_then(|a| i.less_eq(&j).and_then(|b| a.and(&b))))?))?;
        let inc = inc.simplify_under(&hyp_i).unwrap_or(inc);
        let mut closed = crate::technique::sums::Closed {
            tools: search,
            defs: Vec::new(),
            exact: true,
        };
        let total = closed
            .sum(&inc, &i, &err(j.plus(&Expr::int(1)))?, &hyp)
            .map_err(|why| Decline::from(format!("a recurrence without a closed form: {why}")))?;
        let v = err(first.plus(&total))?;
        sigma.recurs.push(Closed {
            o: w.start.clone(),
            v0: v0.clone(),
            r: r.clone(),
            j,
            v,
        });
    }
    Ok(())
}
