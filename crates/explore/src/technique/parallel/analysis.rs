//! Step 3 of a summary, first half: what each leaf of the generic iteration did. What
//! each path assumed (Γ), the effect of each written variable, and the substitution σ
//! under which the generic iteration is exactly iteration `k` (module doc of
//! `parallel`, *Analysis*).

use super::changes::{changes, elem_reduction, Effect};
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
}

/// The substitution that makes the generic iteration iteration `kk`: accumulated
/// scalars by `v0 + kk*c`, arrays' `O` by their value before the loop, and the constants
/// the iteration made fresh by the elements `kk` of fresh arrays.
pub(super) struct Sigma {
    k: Expr,
    per_k: Vec<(Expr, Expr)>,
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
        Ok(s)
    }
}

/// `e` under the substitution `s`.
pub(super) fn sub(e: &Expr, s: &Substitution) -> Result<Expr, String> {
    err(e.substitute(s))
}

/// Analyses the leaves of the generic iteration `g`: their assumptions, the effect of
/// each written variable (set in `g`), and σ.
pub(super) fn analyse(
    search: &mut Search<'_, '_>,
    p: ProcId,
    depth: usize,
    found: &Discovery,
    g: &mut Generic,
) -> Result<Analysis, Decline> {
    if let Some(stop) = search.out_of_budget() {
        return Err(Decline::stopped(stop));
    }
    let gammas = assumptions(g, p, depth, found)?;
    for i in 0..g.written.len() {
        let effect = effect_of(search, g, p, &g.written[i])?;
        g.written[i].effect = Some(effect);
    }
    let everything = everything(g, p, &gammas);
    let (sigma, hoisted) = substitution(search, g, p, &gammas, &everything)?;
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
    w: &Written,
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
        match elem_reduction(&per_leaf, &w.start, &xs, &g.k)? {
            Some((idx, incs)) => Effect::ElemReduces { idx, incs },
            None => Effect::Array { xs, per_leaf },
        }
    } else if vals.iter().any(|v| v.involves(&w.start)) {
        let incs: Vec<Expr> = vals
            .iter()
            .map(|v| err(v.minus(&w.start)))
            .collect::<Result<_, _>>()?;
        if incs.iter().any(|d| d.involves(&w.start)) {
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
        },
        hoisted,
    ))
}
