//! Step 3 of a summary, second half: the proofs that the iterations are independent
//! (module doc of `parallel`, *Proofs*). A scalar set on every path is not read before
//! it is set, a reduction's variable is read only by its own update, no iteration reads
//! or overwrites an element another one writes (flow and output dependence, section 6),
//! and every obligation of the generic iteration holds for every `k`.

use super::analysis::{sub, Analysis};
use super::changes::{reads_of, Effect};
use super::decline::{err, Decline};
use super::generic::{Generic, Written};
use super::proof::prove;
use super::slot::get;
use crate::search::Search;
use tass_state::{ProcId, Value};
use tass_symbolic::{Expr, Substitution};

/// Declines unless the iterations of `g` are independent, with a proof for each.
pub(super) fn independent(
    search: &mut Search<'_, '_>,
    p: ProcId,
    g: &Generic,
    a: &Analysis,
) -> Result<(), Decline> {
    scalars_independent(g, a, p)?;
    // Dependence (section 6): no iteration reads or overwrites what an earlier one
    // wrote.
    if let Some(stop) = search.out_of_budget() {
        return Err(Decline::stopped(stop));
    }
    let before = err(a
        .k2
        .greater_eq(&Expr::int(0))
        .and_then(|b| a.k2.less(&g.k).and_then(|c| b.and(&c))))?;
    let hyp = err(g.pre.pc.and(&g.range).and_then(|h| h.and(&before)))?;
    for w in &g.written {
        let Some(Effect::Array { xs, per_leaf }) = &w.effect else {
            continue;
        };
        let reads = element_reads(g, a, p, w)?;
        for (lj, cs) in per_leaf.iter().enumerate() {
            let g2 = sub(&a.gammas[lj], &a.s_k2)?;
            for c2 in cs {
                let hit2 = sub(&c2.cond, &a.s_k2)?;
                // Flow dependence: what iteration k reads, no earlier iteration
                // writes.
                for (r, extra) in &reads {
                    no_flow(search, a, (&hyp, &g2), xs, &hit2, (r, extra))?;
                }
                // Output dependence: no two iterations change the same element.
                for (li, cs1) in per_leaf.iter().enumerate() {
                    let g1 = sub(&a.gammas[li], &a.s_k)?;
                    for c1 in cs1 {
                        let hit1 = sub(&c1.cond, &a.s_k)?;
                        let h = err(hyp.and(&g1).and_then(|h| h.and(&g2)?.and(&hit1)))?;
                        if !prove(search, &h, &err(hit2.not())?) {
                            return Err(Decline::unproved(format!(
                                "two iterations may write the same element (where {} and where {})",
                                c1.cond, c2.cond
                            )));
                        }
                    }
                }
            }
        }
    }
    // The obligations of the generic iteration, for every k.
    for (o1, o2) in &g.obligations {
        let (o1, o2) = (sub(o1, &a.s_k)?, sub(o2, &a.s_k)?);
        if !prove(search, &o1, &o2) {
            return Err(Decline::from(
                "a check in the body may fail at some iteration (left to the search)",
            ));
        }
    }
    Ok(())
}

/// The scalars' side of independence: a scalar set on every path is not read before it
/// is set, and a reduction's variable is read only by its own update, what it adds
/// reading nothing the loop sets but by a constant step.
fn scalars_independent(g: &Generic, a: &Analysis, p: ProcId) -> Result<(), Decline> {
    // A scalar set on every path must not be read before it is set.
    for w in &g.written {
        if let Some(Effect::Last(_)) = &w.effect {
            if a.everything.iter().any(|e| e.involves(&w.start)) {
                return Err(Decline::from("a variable is read in an iteration before it is set (a dependence between iterations)"));
            }
        }
    }
    // A reduction's variable is read only by its own update, and what it adds reads
    // nothing the loop sets but by a constant step.
    for w in &g.written {
        let (incs, idx) = match &w.effect {
            Some(Effect::Reduces(incs)) => (incs, None),
            Some(Effect::ElemReduces { idx, incs }) => (incs, Some(idx)),
            _ => continue,
        };
        if others(g, a, p, w).iter().any(|e| e.involves(&w.start)) {
            return Err(Decline::from(
                "a variable the body accumulates into is read elsewhere in the body (left to induction)",
            ));
        }
        let carried = |e: &Expr| {
            g.written.iter().any(|w2| {
                !matches!(
                    w2.effect,
                    Some(Effect::Accumulates(_)) | Some(Effect::Array { .. })
                ) && e.involves(&w2.start)
            })
        };
        if incs.iter().any(carried)
            || idx.is_some_and(|ix| {
                ix.iter()
                    .any(|i| g.written.iter().any(|w2| i.involves(&w2.start)))
            })
        {
            return Err(Decline::from(
                "what the body accumulates depends on another value it carries (left to induction)",
            ));
        }
    }
    Ok(())
}

/// Everything the iteration computed but the values it leaves in `w`: what each path
/// assumed, the obligations, and the other written variables' values.
fn others(g: &Generic, a: &Analysis, p: ProcId, w: &Written) -> Vec<Expr> {
    let mut others: Vec<Expr> = a.gammas.clone();
    for (o1, o2) in &g.obligations {
        others.push(o1.clone());
        others.push(o2.clone());
    }
    for (li, l) in g.leaves.iter().enumerate() {
        for w2 in g.written.iter().filter(|w2| w2.slot != w.slot) {
            match &w2.effect {
                Some(Effect::Array { per_leaf, .. }) => {
                    for c in &per_leaf[li] {
                        others.push(c.cond.clone());
                        others.push(c.value.clone());
                    }
                }
                _ => {
                    if let Some(Value::Sym(e)) = get(l, p, w2.slot) {
                        others.push(e);
                    }
                }
            }
        }
    }
    others
}

/// Every element of the array `w` (its `O`) read anywhere in the iteration: its
/// indices, and what holds where it is read. Declines when the iteration uses the
/// whole array.
fn element_reads(
    g: &Generic,
    a: &Analysis,
    p: ProcId,
    w: &Written,
) -> Result<Vec<(Vec<Expr>, Expr)>, Decline> {
    let truth = Expr::bool(true);
    let mut reads: Vec<(Vec<Expr>, Expr)> = Vec::new();
    let mut whole = false;
    for (li, l) in g.leaves.iter().enumerate() {
        for w2 in &g.written {
            if let Some(Effect::Array { per_leaf: cs2, .. }) = &w2.effect {
                for c in &cs2[li] {
                    reads_of(&c.cond, &w.start, &truth, &mut reads, &mut whole);
                    reads_of(&c.value, &w.start, &c.cond, &mut reads, &mut whole);
                }
            } else if let Some(Value::Sym(e)) = get(l, p, w2.slot) {
                reads_of(&e, &w.start, &truth, &mut reads, &mut whole);
            }
        }
        reads_of(&a.gammas[li], &w.start, &truth, &mut reads, &mut whole);
    }
    for (o1, o2) in &g.obligations {
        reads_of(o1, &w.start, &truth, &mut reads, &mut whole);
        reads_of(o2, &w.start, &truth, &mut reads, &mut whole);
    }
    if whole {
        return Err(Decline::from(
            "an iteration uses a whole array the loop writes",
        ));
    }
    Ok(reads)
}

/// Flow dependence for one read: the element at the indices `r` that iteration `k` reads
/// (where `extra` holds) is not the one at the fresh indices `xs` an earlier iteration
/// `k2` changes (where `hit2`, under `hyp` and its leaf's `g2`).
fn no_flow(
    search: &mut Search<'_, '_>,
    a: &Analysis,
    (hyp, g2): (&Expr, &Expr),
    xs: &[Expr],
    hit2: &Expr,
    (r, extra): (&[Expr], &Expr),
) -> Result<(), Decline> {
    let mut at = Substitution::new();
    for (x, ri) in xs.iter().zip(r) {
        err(at.insert(x, &sub(ri, &a.s_k)?))?;
    }
    let hit = sub(hit2, &at)?;
    let shown = || {
        r.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join("][")
    };
    if hit.is_true() {
        return Err(Decline::from(format!(
            "an iteration reads an element every iteration writes ([{}])",
            shown()
        )));
    }
    let e1 = sub(extra, &a.s_k)?;
    let h = err(hyp.and(g2).and_then(|h| h.and(&e1)))?;
    if !prove(search, &h, &err(hit.not())?) {
        return Err(Decline::unproved(format!(
            "an iteration may read an element an earlier iteration writes ([{}])",
            shown()
        )));
    }
    Ok(())
}
