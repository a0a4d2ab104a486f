//! Running bounds (`changes::Bound`; their proofs in `dependence`, their value after
//! the loop in `after`): a scalar that each iteration either keeps or sets to a value that
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

use super::changes::{candidate, Effect};
use super::decline::{err, Decline};
use super::generic::Generic;
use super::proof::prove;
use super::slot::get;
use crate::search::Search;
use tass_state::ProcId;
use tass_symbolic::Expr;

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
                let (full, e) = b
                    .first_setting()
                    .ok_or("a running bound that is never set")?;
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
            (b.u, b.e) = candidate(&setting)?;
        }
    }
    // The dropped clauses only choose between the leaves: for every value of the
    // bounds (and of everything else), where some leaf's ρ holds some leaf's Γ does.
    // Otherwise they also constrained other values (`__VERIFIER_assume(x > m)`, an inner
    // loop's facts about its bound), which the summary would lose.
    let (any_rho, any_gamma) = (err(Expr::or_all(&rhos))?, err(Expr::or_all(gammas))?);
    if any_gamma != any_rho && !prove(search, &err(hyp.and(&any_rho))?, &any_gamma) {
        return Err(Decline::unproved(
            "a running bound's conditions constrain more than the choice between keeping and setting it".into(),
        ));
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
