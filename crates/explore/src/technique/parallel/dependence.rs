//! Step 3 of a summary, second half: the proofs that the iterations are independent
//! (module doc of `parallel`, *Proofs*). A scalar set on every path is not read before
//! it is set, a reduction's variable is read only by its own update, no iteration reads
//! or overwrites an element another one writes (flow and output dependence, section 6);
//! and the obligations of the generic iteration not shown for every `k`.

use super::analysis::{sub, Analysis};
use super::changes::{read_at, reads_of, Bound, Effect};
use super::decline::{err, Decline};
use super::generic::{Generic, Written};
use super::proof::prove;
use super::slot::get;
use crate::search::Search;
use tass_state::{ProcId, Value};
use tass_symbolic::{Expr, ExprKind, Substitution};

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
    recurrences_hold(search, p, g, a)?;
    bounds_hold(search, g, a)?;
    reads_initialised(search, p, g, a)?;
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
    Ok(())
}

/// What an obligation of the generic iteration is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Failure {
    /// A check: the program stops there when it fails.
    Check,
    /// A path that leaves the loop but by its condition and goes on.
    Leaves,
    /// A path that ends the program in the body (`abort`, `exit`).
    Ends,
    /// A question of a technique about a loop in the body (its summary holds in this
    /// iteration): the executions where it fails are not the program's failures, so
    /// the loop is declined.
    Question,
}

/// The obligations of the generic iteration not shown for every `k` (each `(o1, o2)`:
/// where `o1` holds, the check `o2` must), under σ at `k`, and what each is.
pub(super) fn unproved_obligations(
    search: &mut Search<'_, '_>,
    g: &Generic,
    a: &Analysis,
) -> Result<Vec<(Expr, Expr, Failure)>, Decline> {
    let mut out = Vec::new();
    for (o1, o2) in &g.obligations {
        let exit = o2
            .is_false()
            .then(|| g.exits.iter().find(|(e, _)| e == o1))
            .flatten();
        let ends = match exit {
            Some((_, true)) => Failure::Ends,
            Some((_, false)) => Failure::Leaves,
            None if g.checked.iter().any(|(c1, c2)| c1 == o1 && c2 == o2) => Failure::Check,
            None => Failure::Question,
        };
        let (o1, o2) = (sub(o1, &a.s_k)?, sub(o2, &a.s_k)?);
        if !prove(search, &o1, &o2) {
            if let Some(stop) = search.out_of_budget() {
                return Err(Decline::stopped(stop));
            }
            out.push((o1, o2, ends));
        }
    }
    Ok(out)
}

/// Each recurrence's closed form is what its iteration writes: on every leaf, under σ
/// at `k` (where the array is the closed form's state after `k` iterations), the value
/// written is `v(k)`. By induction on `k`, σ is then exactly the state at the start of
/// every iteration, so no read of the array needs a dependence proof.
fn recurrences_hold(
    search: &mut Search<'_, '_>,
    p: ProcId,
    g: &Generic,
    a: &Analysis,
) -> Result<(), Decline> {
    let hyp = err(g.pre.pc.and(&g.range))?;
    for w in &g.written {
        let Some(Effect::Recurs(r)) = &w.effect else {
            continue;
        };
        let v_k = match a.sigma.recurrence_value(&w.start, &g.k) {
            Some(v) => v?,
            None => return Err(Decline::from("a recurrence without a closed form")),
        };
        let at = r.written_at(&g.k)?;
        for (li, l) in g.leaves.iter().enumerate() {
            let Some(Value::Sym(after)) = get(l, p, w.slot) else {
                return Err(Decline::from("the body writes a struct or a pointer"));
            };
            let written = sub(&err(after.read(&at))?, &a.s_k)?;
            let h = err(hyp.and(&sub(&a.gammas[li], &a.s_k)?))?;
            if !prove(search, &h, &err(written.equals(&v_k))?) {
                return Err(Decline::unproved(format!(
                    "the closed form {v_k} of a recurrence is not shown to be what an iteration writes"
                )));
            }
        }
    }
    Ok(())
}

/// A map reduction's elements are initialised wherever an iteration adds to them: the
/// element before the loop at `x`, where a change of a leaf holds.
fn map_initialised(
    search: &mut Search<'_, '_>,
    a: &Analysis,
    hyp: &Expr,
    w: &Written,
    x: &Expr,
) -> Result<(), Decline> {
    let Value::Sym(v0) = &w.pre else {
        return Err(Decline::from("an accumulation into an uninitialised array"));
    };
    let undetermined = match crate::uninit::origin(&err(v0.read(x))?) {
        Some(u) if u.is_false() => return Ok(()),
        Some(u) => u,
        None => {
            return Err(Decline::from(
                "an iteration reads an element whose initialisation is too large to analyse",
            ))
        }
    };
    let Some(Effect::MapReduces { incs, .. }) = &w.effect else {
        return Ok(());
    };
    for (li, inc) in incs.iter().enumerate() {
        let changed = err(inc.equals(&Expr::int(0)).and_then(|z| z.not()))?;
        let (gamma, changed) = (sub(&a.gammas[li], &a.s_k)?, sub(&changed, &a.s_k)?);
        let h = err(hyp.and(&gamma).and_then(|h| h.and(&changed)))?;
        if !prove(search, &h, &err(undetermined.not())?) {
            return Err(Decline::unproved(
                "an iteration may add to an uninitialised element (left to the search)".into(),
            ));
        }
    }
    Ok(())
}

/// Every element an iteration reads of an array the loop writes is initialised. The
/// generic iteration reads such an array through its unknown start `O`, whose elements
/// the machine cannot tell apart from determinate ones; under σ a read is the element
/// before the loop (or a recurrence's closed form), which may be indeterminate (a
/// `undef$` element of an array never written there). Declined when that is not ruled
/// out, so that the search runs the loop and reports the read (when the property is
/// checked).
fn reads_initialised(
    search: &mut Search<'_, '_>,
    p: ProcId,
    g: &Generic,
    a: &Analysis,
) -> Result<(), Decline> {
    if !search.m.cfg.properties.uninitialized {
        return Ok(());
    }
    let hyp = err(g.pre.pc.and(&g.range))?;
    for w in g.written.iter().filter(|w| w.start.ty().is_array()) {
        if let Some(Effect::MapReduces { x, .. }) = &w.effect {
            map_initialised(search, a, &hyp, w, x)?;
            continue;
        }
        // Per leaf: what its values, its condition and its obligations read, with what
        // holds there.
        let mut sites: Vec<(Vec<Expr>, Expr)> = Vec::new();
        for li in 0..g.leaves.len() {
            for (r, extra) in leaf_reads(g, a, p, w, li)? {
                sites.push((r, err(extra.and(&a.gammas[li]))?));
            }
        }
        for (o1, o2) in &g.obligations {
            let mut reads = Vec::new();
            let mut whole = false;
            reads_of(o1, &w.start, o1, &mut reads, &mut whole);
            reads_of(o2, &w.start, o1, &mut reads, &mut whole);
            if whole {
                return Err(Decline::from(
                    "a check in the body uses a whole array the loop writes",
                ));
            }
            sites.extend(reads);
        }
        for (r, extra) in sites {
            let elem = sub(&read_at(&w.start, &r)?, &a.s_k)?;
            let undetermined = match crate::uninit::origin(&elem) {
                Some(u) if u.is_false() => continue,
                Some(u) => u,
                None => return Err(Decline::from(
                    "an iteration reads an element whose initialisation is too large to analyse",
                )),
            };
            let h = err(hyp.and(&sub(&extra, &a.s_k)?))?;
            if !prove(search, &h, &err(undetermined.not())?) {
                return Err(Decline::unproved(format!(
                    "an iteration may read an uninitialised element (at [{}]; left to the search)",
                    r.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join("][")
                )));
            }
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
    // A reduction's variable (a running bound's) is read only by its own update, and
    // what it adds (the bound's candidate) reads nothing the loop sets but by a constant
    // step.
    for w in &g.written {
        let bound_terms;
        let (incs, idx): (&[Expr], _) = match &w.effect {
            Some(Effect::Bound(Bound { u, e, .. }) | Effect::LastSet { u, e }) => {
                bound_terms = [e.clone(), u.clone()];
                (&bound_terms[..], None)
            }
            Some(Effect::Reduces(incs)) => (incs, None),
            Some(Effect::ElemReduces { idx, incs }) => (incs, Some(idx)),
            Some(Effect::MapReduces { incs, .. }) => (incs, None),
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
                    Some(Effect::Accumulates(_) | Effect::Array { .. } | Effect::Recurs(_))
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

/// Every element of the array `w` (its `O`) the leaf `li` reads in its values and its
/// condition, with what holds where it is read: through the changes of the arrays taken
/// apart into them, through the writes of `w`'s own value, whole values otherwise.
/// Declines when the leaf uses the whole array.
fn leaf_reads(
    g: &Generic,
    a: &Analysis,
    p: ProcId,
    w: &Written,
    li: usize,
) -> Result<Vec<(Vec<Expr>, Expr)>, Decline> {
    let truth = Expr::bool(true);
    let mut reads: Vec<(Vec<Expr>, Expr)> = Vec::new();
    let mut whole = false;
    let l = &g.leaves[li];
    for w2 in &g.written {
        if let Some(Effect::Array { per_leaf: cs2, .. }) = &w2.effect {
            for c in &cs2[li] {
                reads_of(&c.cond, &w.start, &truth, &mut reads, &mut whole);
                reads_of(&c.value, &w.start, &c.cond, &mut reads, &mut whole);
            }
            continue;
        }
        let Some(Value::Sym(e)) = get(l, p, w2.slot) else {
            continue;
        };
        let mut e = &e;
        if w2.slot == w.slot {
            // Its own value is its start with writes: what they write.
            loop {
                match e.kind() {
                    ExprKind::Write(x, j, v) => {
                        reads_of(j, &w.start, &truth, &mut reads, &mut whole);
                        reads_of(v, &w.start, &truth, &mut reads, &mut whole);
                        e = x;
                    }
                    ExprKind::Chi(x, elems) => {
                        for v in elems.iter().flatten() {
                            reads_of(v, &w.start, &truth, &mut reads, &mut whole);
                        }
                        e = x;
                    }
                    _ => break,
                }
            }
            if *e == w.start {
                continue;
            }
        }
        reads_of(e, &w.start, &truth, &mut reads, &mut whole);
    }
    reads_of(&a.gammas[li], &w.start, &truth, &mut reads, &mut whole);
    if whole {
        return Err(Decline::from(
            "an iteration uses a whole array the loop writes",
        ));
    }
    Ok(reads)
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
    for li in 0..g.leaves.len() {
        for r in leaf_reads(g, a, p, w, li)? {
            if !reads.contains(&r) {
                reads.push(r);
            }
        }
    }
    let mut whole = false;
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
        for piece in &b.pieces {
            let h = err(hyp.and(&sub(&piece.full, &a.s_k)?))?;
            let goal = match &piece.value {
                Some(v) => {
                    let v = sub(v, &a.s_k)?;
                    let past = b.beyond(&v, o)?;
                    err(v.equals(&e).and_then(|q| q.and(&past)))?
                }
                None => {
                    let within = b.beyond(o, &e)?;
                    err(u.not().and_then(|nu| nu.or(&within)))?
                }
            };
            if !prove(search, &h, &goal) {
                return Err(Decline::unproved(format!(
                    "a variable carries a value from one iteration to the next: kept on some paths and set on others, it is not shown to be a running {} (where {})",
                    if b.max { "maximum" } else { "minimum" },
                    piece.full
                )));
            }
        }
    }
    Ok(())
}
