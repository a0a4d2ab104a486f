//! Running bounds: a scalar that each iteration either keeps or sets to a value that
//! does not read it, in such a way that it only grows (a running maximum, `if (a[i] >
//! m) m = a[i]`, `m = a[i] > m ? a[i] : m`) or only shrinks (a running minimum).
//!
//! The scalar's start `O` is read only by the conditions that choose between keeping it
//! and setting it. The *pieces* of the iteration (its leaves, each split further along
//! the conditionals of its value that read `O`) each keep `O` or set a value `e` free of
//! `O`. The conditions' clauses that read `O` are dropped from what each leaf assumed
//! (its Γ becomes ρ, free of every bound's `O`), so that the rest of the analysis sees
//! an iteration that does not depend on the bound; for that to be exact the other
//! written variables must have the same values on leaves whose ρ overlap (proved), and
//! no obligation, way out or other value may read `O` (checked here and in
//! `dependence`). From the pieces, an iteration has a candidate `E` where `U` holds
//! (both free of every `O`: `E` is the value of the first setting piece whose ρ holds,
//! `U` that some setting piece's ρ holds), and `bounds_hold` proves, for every value of
//! `O`, that each setting piece sets `E` and `E ≥ O` there, and that each keeping piece
//! has `¬U ∨ E ≤ O` (for a maximum; the mirror for a minimum). Then every iteration
//! does `O := U ? max(O, E) : O`, so after `m` iterations the scalar is `r = max(v0,
//! max{E(k) | k < m, U(k)})`, which the state after the loop states exactly with a
//! fresh `r` and a fresh witness `w`: `r ≥ v0`, `∀k ∈ [0, m). U(k) ⇒ E(k) ≤ r`, and
//! `r = v0 ∨ (0 ≤ w < m ∧ U(w) ∧ r = E(w))` (`E` and `U` under σ at `k` and at `w`).

use super::analysis::{sub, Analysis};
use super::changes::Effect;
use super::decline::{err, Decline};
use super::generic::Generic;
use super::proof::prove;
use super::slot::get;
use crate::search::Search;
use tass_state::ProcId;
use tass_symbolic::{Expr, ExprKind, Substitution};

/// One way an iteration changes a running bound: where `full` holds (a leaf's Γ and
/// the conditions of its value that led here), the bound keeps its value (`None`) or
/// is set to a value that does not read it.
#[derive(Clone, Debug)]
pub(super) struct Piece {
    full: Expr,
    value: Option<Expr>,
}

/// A running bound (`Effect::Bound`): whether it is a maximum, its pieces, and once the
/// leaves' ρ are known (`reduce`), the candidate `e` an iteration offers where `u`
/// holds.
#[derive(Clone, Debug)]
pub(super) struct Bound {
    pub(super) max: bool,
    /// Whether `max` is known (else `reduce` finds it).
    sure: bool,
    pieces: Vec<Piece>,
    pub(super) u: Expr,
    pub(super) e: Expr,
}

/// The running bound of the scalar whose start is `o`, when its values `vals` on the
/// leaves (which assumed `gammas`) are one: each piece keeps `o` or sets a value not
/// reading it, at least one sets, and the first setting piece's value is, by the
/// simplifier, at least `o` there (a maximum) or at most `o` (a minimum).
pub(super) fn bound_of(vals: &[Expr], gammas: &[Expr], o: &Expr) -> Result<Option<Bound>, Decline> {
    if !o.ty().is_int() {
        return Ok(None);
    }
    let mut pieces = Vec::new();
    for (v, gm) in vals.iter().zip(gammas) {
        if !split(v, gm, o, &mut pieces)? {
            return Ok(None);
        }
    }
    let Some((full, e)) = pieces
        .iter()
        .find_map(|p| p.value.as_ref().map(|e| (&p.full, e)))
    else {
        return Ok(None);
    };
    let shown = |c: Result<Expr, tass_symbolic::Error>| -> Result<bool, Decline> {
        Ok(matches!(
            tass_symbolic::valid(full, &err(c)?),
            Ok(tass_symbolic::Answer::Yes)
        ))
    };
    // Which way it goes, when the simplifier sees it (otherwise `reduce` asks the
    // prover).
    let (max, sure) = if shown(e.greater_eq(o))? {
        (true, true)
    } else if shown(e.less_eq(o))? {
        (false, true)
    } else {
        (true, false)
    };
    Ok(Some(Bound {
        max,
        sure,
        pieces,
        u: Expr::bool(false),
        e: o.clone(),
    }))
}

/// Splits the value `v` a leaf leaves in the bound `o`, where `cond` holds, into
/// pieces; false when a piece neither keeps `o` nor sets a value free of it.
fn split(v: &Expr, cond: &Expr, o: &Expr, out: &mut Vec<Piece>) -> Result<bool, Decline> {
    if v == o {
        out.push(Piece {
            full: cond.clone(),
            value: None,
        });
        return Ok(true);
    }
    if !v.involves(o) {
        out.push(Piece {
            full: cond.clone(),
            value: Some(v.clone()),
        });
        return Ok(true);
    }
    match v.kind() {
        ExprKind::Cond(c, a, b) => Ok(split(a, &err(cond.and(c))?, o, out)?
            && split(b, &err(cond.and(&err(c.not())?))?, o, out)?),
        _ => Ok(false),
    }
}

/// With running bounds among the written variables of `g`: what each leaf assumed
/// without the clauses that read a bound (ρ, returned), each bound's candidate and its
/// condition, and the obligations' assumptions without those clauses. Declines when the
/// rest of the iteration is not independent of the bounds: a way out of the loop or a
/// check that reads one, a dropped clause that reads another written variable, or two
/// leaves whose ρ may both hold with different values of another written variable.
pub(super) fn reduce(
    search: &mut Search<'_, '_>,
    g: &mut Generic,
    p: ProcId,
    gammas: &[Expr],
) -> Result<Vec<Expr>, Decline> {
    let os: Vec<Expr> = g
        .written
        .iter()
        .filter(|w| matches!(w.effect, Some(Effect::Bound(_))))
        .map(|w| w.start.clone())
        .collect();
    let reads_bound = |e: &Expr| os.iter().any(|o| e.involves(o));
    let others: Vec<Expr> = g
        .written
        .iter()
        .filter(|w| !os.contains(&w.start))
        .map(|w| w.start.clone())
        .collect();
    let drop = |e: &Expr| -> Result<Expr, Decline> {
        if !reads_bound(e) {
            return Ok(e.clone());
        }
        let mut kept = Vec::new();
        for c in e.clauses() {
            if !reads_bound(&c) {
                kept.push(c);
            } else if others.iter().any(|x| c.involves(x)) {
                return Err(Decline::from(
                    "a running bound is chosen by a condition that reads another value the loop writes",
                ));
            }
        }
        Ok(err(Expr::and_all(&kept))?)
    };
    if g.exits.iter().any(|(e, _)| reads_bound(e)) {
        return Err(Decline::from(
            "a way out of the loop depends on a running bound (left to induction)",
        ));
    }
    if g.obligations
        .iter()
        .chain(&g.checked)
        .any(|(_, c)| reads_bound(c))
    {
        return Err(Decline::from(
            "a check in the body reads a running bound (left to induction)",
        ));
    }
    for list in [&mut g.obligations, &mut g.checked] {
        for (o1, _) in list.iter_mut() {
            *o1 = drop(o1)?;
        }
    }
    let rhos: Vec<Expr> = gammas.iter().map(&drop).collect::<Result<_, _>>()?;
    let hyp = err(g.pre.pc.and(&g.range))?;
    for w in &mut g.written {
        if let Some(Effect::Bound(b)) = &mut w.effect {
            if !b.sure {
                let Some((full, e)) = b
                    .pieces
                    .iter()
                    .find_map(|p| p.value.as_ref().map(|e| (&p.full, e)))
                else {
                    return Err(Decline::from("a running bound that is never set"));
                };
                let h = err(hyp.and(full))?;
                b.max = prove(search, &h, &err(e.greater_eq(&w.start))?);
                b.sure = true;
            }
            let mut setting = Vec::new();
            for piece in &b.pieces {
                if let Some(e) = &piece.value {
                    setting.push((drop(&piece.full)?, e.clone()));
                }
            }
            let (_, last) = setting.last().expect("a setting piece");
            let mut e = last.clone();
            if setting.iter().any(|(_, v)| v != last) {
                for (rho, v) in setting.iter().rev().skip(1) {
                    e = err(Expr::cond(rho, v, &e))?;
                }
            }
            b.u = err(Expr::or_all(setting.iter().map(|(r, _)| r)))?;
            b.e = e;
        }
    }
    // The other written variables do not depend on which of two leaves whose ρ both
    // hold is taken.
    for (li, l) in g.leaves.iter().enumerate() {
        for (lj, l2) in g.leaves.iter().enumerate().skip(li + 1) {
            let differ = g
                .written
                .iter()
                .filter(|w| !os.contains(&w.start))
                .any(|w| get(l, p, w.slot) != get(l2, p, w.slot));
            if !differ {
                continue;
            }
            let both = err(hyp.and(&rhos[li]).and_then(|h| h.and(&rhos[lj])))?;
            if !prove(search, &both, &Expr::bool(false)) {
                return Err(Decline::unproved(
                    "what the body writes besides a running bound depends on the bound".into(),
                ));
            }
        }
    }
    Ok(rhos)
}

/// Each running bound of `g` does what its candidate says (module doc), for every value
/// of its start, under σ at `k`: a setting piece sets `E`, which is at least its start
/// (at most, for a minimum); a keeping piece has `¬U ∨ E ≤ O` (`E ≥ O`).
pub(super) fn bounds_hold(
    search: &mut Search<'_, '_>,
    g: &Generic,
    a: &Analysis,
) -> Result<(), Decline> {
    let hyp = err(g.pre.pc.and(&g.range))?;
    for w in &g.written {
        let Some(Effect::Bound(b)) = &w.effect else {
            continue;
        };
        let o = &w.start;
        let (e, u) = (sub(&b.e, &a.s_k)?, sub(&b.u, &a.s_k)?);
        let beyond = |x: &Expr, y: &Expr| if b.max { x.greater_eq(y) } else { x.less_eq(y) };
        for piece in &b.pieces {
            let h = err(hyp.and(&sub(&piece.full, &a.s_k)?))?;
            let goal = match &piece.value {
                Some(v) => {
                    let v = sub(v, &a.s_k)?;
                    err(v.equals(&e).and_then(|q| q.and(&beyond(&v, o)?)))?
                }
                None => err(u.not().and_then(|nu| nu.or(&beyond(o, &e)?)))?,
            };
            if !prove(search, &h, &goal) {
                return Err(Decline::unproved(format!(
                    "a running {} is not shown to only {} (where {})",
                    if b.max { "maximum" } else { "minimum" },
                    if b.max { "grow" } else { "shrink" },
                    piece.full
                )));
            }
        }
    }
    Ok(())
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
    let wit = search.m.fresh(&tass_symbolic::Type::int(), "w");
    let s_w: Substitution = a.sigma.at(&wit, &g.written)?;
    let beyond = |x: &Expr, y: &Expr| if b.max { x.greater_eq(y) } else { x.less_eq(y) };
    defs.push(err(beyond(&r, v0))?);
    let (e_k, u_k) = (sub(&b.e, &a.s_k)?, sub(&b.u, &a.s_k)?);
    let each = err(u_k.implies(&err(beyond(&r, &e_k))?))?;
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
