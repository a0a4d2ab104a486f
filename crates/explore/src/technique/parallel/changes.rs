//! How an iteration changes what it writes, read from the values it leaves: an array's
//! value taken apart into changes at fresh indices, the element reductions among them,
//! and the elements at which values read an array.

use super::decline::err;
use crate::technique::sums::{linear, solved_for};
use tass_symbolic::{Expr, ExprKind};

/// One way an iteration changes an array: the element at the indices `xs` of the array
/// (fresh constants, one per dimension) becomes `value` where `cond` holds of them.
#[derive(Clone, Debug)]
pub(super) struct Change {
    pub(super) cond: Expr,
    pub(super) value: Expr,
}

/// What one variable the body writes does in an iteration.
pub(super) enum Effect {
    /// An array of `xs.len()` dimensions: the changes of each leaf, first to last (a
    /// later one wins where two apply).
    Array {
        xs: Vec<Expr>,
        per_leaf: Vec<Vec<Change>>,
    },
    /// A scalar incremented by the same constant on every path.
    Accumulates(Expr),
    /// A scalar incremented on each path by an amount that does not depend on it (a
    /// reduction, `s += e`): the increment of each leaf. Its value after the loop is a
    /// closed-form sum (module `sums`); it is read nowhere else in the body.
    Reduces(Vec<Expr>),
    /// One element of an array (the same in every iteration, at indices `idx`)
    /// incremented on each path (`c[i] += e` in a loop over `j`): the increment of each
    /// leaf; no other element changes and the array is read nowhere else.
    ElemReduces { idx: Vec<Expr>, incs: Vec<Expr> },
    /// A one-dimensional array of which an iteration changes elements independent of
    /// the iteration (a whole range: an inner loop's summary, `for (l...) c[l] += 1`),
    /// every change adding to the element an amount that does not read the array: the
    /// increment of each leaf at the element `x` (0 where it changes nothing). No other
    /// value of the iteration reads the array; after `n` iterations each element is its
    /// value before the loop plus the closed-form sum of its increments.
    MapReduces { x: Expr, incs: Vec<Expr> },
    /// A scalar set on every path without reading it: its value at the last iteration.
    Last(Vec<Expr>),
    /// A one-dimensional array in which every iteration writes the element next to the
    /// one the previous iteration wrote, its value plus an increment (`a[i] = a[i-1] +
    /// e`): a recurrence, whose elements have a closed form (module `analysis`).
    Recurs(Recurrence),
    /// A scalar each iteration either keeps or sets to a value not reading it, so that
    /// it only grows (a running maximum, `if (a[i] > m) m = a[i]`) or only shrinks (a
    /// running minimum): module `bound`.
    Bound(Bound),
    /// A scalar each iteration either keeps or sets to a value `e` not reading it, the
    /// choice (`u`: that it sets) not reading it either: after the loop, the value the
    /// last iteration that set it set, or its value before the loop when none did.
    LastSet { u: Expr, e: Expr },
}

/// The largest stride of a recurrence (`a[i] = a[i - c] + e` in a loop stepping by `c`).
const STRIDE: i64 = 64;

/// A recurrence `O[w(k)] = O[w(k) - c] + inc` with `w(k) = w0 + c*k`, `c` a non-zero
/// constant (at most [`STRIDE`] in size: the loop steps by `c` and each element is the
/// one written an iteration earlier plus the increment), the same element on every leaf,
/// and increments (one per leaf) that do not read `O`.
#[derive(Clone, Debug)]
pub(super) struct Recurrence {
    /// The element iteration 0 writes.
    pub(super) w0: Expr,
    /// How the written element moves from one iteration to the next (the stride).
    pub(super) c: i64,
    /// The increment of each leaf.
    pub(super) incs: Vec<Expr>,
}

impl Recurrence {
    /// The element iteration `kk` writes.
    pub(super) fn written_at(&self, kk: &Expr) -> Result<Expr, String> {
        err(self.w0.plus(&err(kk.times(&Expr::int(self.c)))?))
    }
}

/// The recurrence of a one-dimensional array's changes, if they are one: every leaf
/// changes one element, the same on every leaf, which moves by a constant `c` with the iteration
/// `k`, to the value of the element the previous iteration wrote plus an increment that
/// does not read `O`.
pub(super) fn recurrence(
    per_leaf: &[Vec<Change>],
    o: &Expr,
    xs: &[Expr],
    k: &Expr,
) -> Result<Option<Recurrence>, String> {
    let [x] = xs else { return Ok(None) };
    let Some(idx) = one_element(per_leaf, x)? else {
        return Ok(None);
    };
    let Some((w0, c)) = linear(&idx, k)? else {
        return Ok(None);
    };
    let c = match c.as_int().and_then(|c| i64::try_from(c.clone()).ok()) {
        Some(c) if c != 0 && c.abs() <= STRIDE => c,
        _ => return Ok(None),
    };
    let prev = err(idx.minus(&Expr::int(c)))?;
    let old = err(o.read(&prev))?;
    let mut incs = Vec::new();
    for cs in per_leaf {
        let d = err(err(cs[0].value.substitute_one(x, &idx))?.minus(&old))?;
        if d.involves(o) || !d.ty().is_int() {
            return Ok(None);
        }
        incs.push(d);
    }
    Ok(Some(Recurrence { w0, c, incs }))
}

/// The element every leaf changes, when each changes exactly one and it is the same:
/// the index `idx` of a condition `x = idx`.
fn one_element(per_leaf: &[Vec<Change>], x: &Expr) -> Result<Option<Expr>, String> {
    let mut cond: Option<&Expr> = None;
    for cs in per_leaf {
        match cs.as_slice() {
            [c] if cond.is_none_or(|d| *d == c.cond) => cond = Some(&c.cond),
            _ => return Ok(None),
        }
    }
    let Some(cond) = cond else { return Ok(None) };
    solved_for(cond, x)
}

/// The element reduction `O[idx] += inc` of a one-dimensional array's changes, if they
/// are one: on every leaf either no change, or one change at the element `idx` (the same
/// on every leaf, not depending on the iteration `k`) whose new value is the element's
/// value plus an increment that does not read `O`.
#[allow(clippy::type_complexity)]
pub(super) fn elem_reduction(
    per_leaf: &[Vec<Change>],
    o: &Expr,
    xs: &[Expr],
    k: &Expr,
) -> Result<Option<(Vec<Expr>, Vec<Expr>)>, String> {
    let [x] = xs else { return Ok(None) };
    let mut cond: Option<&Expr> = None;
    for cs in per_leaf {
        match cs.as_slice() {
            [] => {}
            [c] if cond.is_none_or(|d| *d == c.cond) => cond = Some(&c.cond),
            _ => return Ok(None),
        }
    }
    let Some(cond) = cond else { return Ok(None) };
    if cond.involves(k) {
        return Ok(None);
    }
    let Some(idx) = solved_for(cond, x)? else {
        return Ok(None);
    };
    let old = err(o.read(&idx))?;
    let mut incs = Vec::new();
    for cs in per_leaf {
        let d = match cs.first() {
            None => Expr::int(0),
            Some(c) => err(err(c.value.substitute_one(x, &idx))?.minus(&old))?,
        };
        if d.involves(o) || !d.ty().is_int() {
            return Ok(None);
        }
        incs.push(d);
    }
    Ok(Some((vec![idx], incs)))
}

/// The map reduction of a one-dimensional array's changes (`Effect::MapReduces`), if
/// they are one: some change holds where a condition that does not involve the
/// iteration `k` holds (elements an iteration changes whichever it is), and every
/// change's new value is the element's old value (`O[x]`, or `O[i]` for a change at
/// `x = i`) plus an increment that does not read `O` (simplified under `hyp`). Returns
/// the increment of each leaf at `x`, later changes winning, and whether a change is
/// wide (its condition does not involve `k`: two iterations then surely change one
/// element, and the array cannot be an `Effect::Array`). Changes that are all narrow
/// may be a map reduction too (a triangle, `for (l = 0; l <= k; l++) c[l] += 1`),
/// tried when the array's independence is not shown.
pub(super) fn map_reduction(
    per_leaf: &[Vec<Change>],
    o: &Expr,
    xs: &[Expr],
    k: &Expr,
    hyp: &Expr,
) -> Result<Option<(Vec<Expr>, bool)>, String> {
    let [x] = xs else { return Ok(None) };
    let wide = per_leaf
        .iter()
        .flatten()
        .any(|c| !c.cond.involves(k) && !c.cond.is_false());
    let some_range = per_leaf.iter().flatten().any(|c| {
        !c.cond
            .clauses()
            .iter()
            .any(|cl| solved_for(cl, x).ok().flatten().is_some())
    });
    if !some_range {
        return Ok(None);
    }
    let at_x = err(o.read(x))?;
    let mut incs = Vec::new();
    for cs in per_leaf {
        let mut inc = Expr::int(0);
        for c in cs {
            let plain = err(c.value.minus(&at_x))?;
            let d = if !plain.involves(o) {
                plain
            } else {
                let idx = c
                    .cond
                    .clauses()
                    .iter()
                    .find_map(|cl| solved_for(cl, x).ok().flatten());
                let Some(idx) = idx else { return Ok(None) };
                let d = err(c.value.minus(&err(o.read(&idx))?))?;
                d.simplify_under(hyp).unwrap_or(d)
            };
            if d.involves(o) || !d.ty().is_int() {
                return Ok(None);
            }
            inc = err(Expr::cond(&c.cond, &d, &inc))?;
        }
        incs.push(inc);
    }
    Ok(Some((incs, wide)))
}

/// The element of `e` at the indices `xs`.
pub(super) fn read_at(e: &Expr, xs: &[Expr]) -> Result<Expr, String> {
    let mut r = e.clone();
    for x in xs {
        r = err(r.read(x))?;
    }
    Ok(r)
}

/// How `e` differs from the array `base` at the element of indices `xs`: the changes,
/// first to last. Writes (also of rows: `write(b, i, write(read(b, i), j, v))`),
/// concrete writes, array lambdas (the summaries of inner loops) and conditionals are
/// taken apart; anything else changes every element.
pub(super) fn changes(e: &Expr, base: &Expr, xs: &[Expr]) -> Result<Vec<Change>, String> {
    if e == base {
        return Ok(Vec::new());
    }
    let everywhere = || -> Result<Vec<Change>, String> {
        Ok(vec![Change {
            cond: Expr::bool(true),
            value: read_at(e, xs)?,
        }])
    };
    if let ExprKind::Cond(c, a, b) = e.kind() {
        let mut out = Vec::new();
        let nc = err(c.not())?;
        for ch in changes(b, base, xs)? {
            out.push(Change {
                cond: err(nc.and(&ch.cond))?,
                value: ch.value,
            });
        }
        for ch in changes(a, base, xs)? {
            out.push(Change {
                cond: err(c.and(&ch.cond))?,
                value: ch.value,
            });
        }
        return Ok(out);
    }
    let Some((x0, rest)) = xs.split_first() else {
        return everywhere();
    };
    let written = |b: &Expr, i: &Expr, v: &Expr, out: &mut Vec<Change>| -> Result<(), String> {
        let at = err(x0.equals(i))?;
        for ch in changes(v, &err(b.read(i))?, rest)? {
            out.push(Change {
                cond: err(at.and(&ch.cond))?,
                value: ch.value,
            });
        }
        Ok(())
    };
    match e.kind() {
        ExprKind::Write(b, i, v) => {
            let mut out = changes(b, base, xs)?;
            written(b, i, v, &mut out)?;
            Ok(out)
        }
        ExprKind::Chi(b, elems) => {
            let mut out = changes(b, base, xs)?;
            for (i, x) in elems.iter().enumerate() {
                if let Some(x) = x {
                    written(b, &Expr::int(i), x, &mut out)?;
                }
            }
            Ok(out)
        }
        ExprKind::Lambda(..) => {
            let el = err(e.read(x0))?;
            if matches!(el.kind(), ExprKind::Read(..)) {
                return everywhere();
            }
            changes(&el, &err(base.read(x0))?, rest)
        }
        _ => everywhere(),
    }
}

/// The indices along which `e` reads the array `o`, directly or through writes of it
/// (`o[j1][j2]`...), if it does.
fn read_path(
    e: &Expr,
    o: &Expr,
    extra: &Expr,
    out: &mut Vec<(Vec<Expr>, Expr)>,
    whole: &mut bool,
) -> Option<Vec<Expr>> {
    if e == o {
        return Some(Vec::new());
    }
    match e.kind() {
        ExprKind::Write(x, wj, wv) => {
            reads_of(wj, o, extra, out, whole);
            reads_of(wv, o, extra, out, whole);
            read_path(x, o, extra, out, whole)
        }
        ExprKind::Chi(x, elems) => {
            for v in elems.iter().flatten() {
                reads_of(v, o, extra, out, whole);
            }
            read_path(x, o, extra, out, whole)
        }
        ExprKind::Read(a, j) => {
            let mut path = read_path(a, o, extra, out, whole)?;
            reads_of(j, o, extra, out, whole);
            path.push(j.clone());
            Some(path)
        }
        _ => None,
    }
}

/// Collects the elements at which `e` reads the array `o` (their indices, with `extra`,
/// what holds where they are read), and whether it uses `o` otherwise.
pub(super) fn reads_of(
    e: &Expr,
    o: &Expr,
    extra: &Expr,
    out: &mut Vec<(Vec<Expr>, Expr)>,
    whole: &mut bool,
) {
    if !e.involves(o) {
        return;
    }
    if e == o {
        *whole = true;
        return;
    }
    match e.kind() {
        ExprKind::Read(..) => match read_path(e, o, extra, out, whole) {
            Some(path) => {
                if path.iter().any(Expr::has_free_bound) {
                    *whole = true;
                } else {
                    let r = (path, extra.clone());
                    if !out.contains(&r) {
                        out.push(r);
                    }
                }
            }
            None => e
                .kind()
                .for_each_child(|c| reads_of(c, o, extra, out, whole)),
        },
        ExprKind::Length(a) if read_path(a, o, extra, out, whole).is_some() => {}
        k => k.for_each_child(|c| reads_of(c, o, extra, out, whole)),
    }
}

/// One way an iteration changes a running bound (module `bound`): where `full` holds (a leaf's Γ and
/// the conditions of its value that led here), the bound keeps its value (`None`) or
/// is set to a value that does not read it.
#[derive(Clone, Debug)]
pub(super) struct Piece {
    pub(super) full: Expr,
    pub(super) value: Option<Expr>,
}

/// A running bound (`Effect::Bound`): whether it is a maximum, its pieces, and once the
/// leaves' ρ are known (`reduce`), the candidate `e` an iteration offers where `u`
/// holds.
#[derive(Clone, Debug)]
pub(super) struct Bound {
    pub(super) max: bool,
    /// Whether `max` is known (else `reduce` finds it).
    pub(super) sure: bool,
    pub(super) pieces: Vec<Piece>,
    pub(super) u: Expr,
    pub(super) e: Expr,
}

impl Bound {
    /// `x` past `y` in the bound's direction: `x >= y` for a maximum, `x <= y` for a
    /// minimum.
    pub(super) fn beyond(&self, x: &Expr, y: &Expr) -> Result<Expr, String> {
        err(if self.max {
            x.greater_eq(y)
        } else {
            x.less_eq(y)
        })
    }

    /// The first piece that sets the bound: its condition and value.
    pub(super) fn first_setting(&self) -> Option<(&Expr, &Expr)> {
        first_setting(&self.pieces)
    }
}

/// The first of `pieces` that sets a value: its condition and the value.
fn first_setting(pieces: &[Piece]) -> Option<(&Expr, &Expr)> {
    pieces
        .iter()
        .find_map(|p| p.value.as_ref().map(|e| (&p.full, e)))
}

/// The effect of a scalar (start `o`) that some piece of the iteration keeps and some
/// piece sets to a value not reading it (its values `vals` on the leaves, which assumed
/// `gammas`), when it is one: where no piece's condition reads `o`, the value the last
/// setting iteration set (`Effect::LastSet`: a flag, `if (a[i] == x) found = 1`, or the
/// last index found); otherwise an integer running bound (`Effect::Bound`), a maximum
/// when the first setting piece's value is, by the simplifier, at least `o` there, a
/// minimum when at most `o`, and undecided (the prover's, in `bound::reduce`) else.
pub(super) fn kept_or_set(
    vals: &[Expr],
    gammas: &[Expr],
    o: &Expr,
) -> Result<Option<Effect>, String> {
    let mut pieces = Vec::new();
    for (v, gm) in vals.iter().zip(gammas) {
        if !split(v, gm, o, &mut pieces)? {
            return Ok(None);
        }
    }
    let Some((full, e)) = first_setting(&pieces) else {
        return Ok(None);
    };
    if pieces.iter().all(|p| !p.full.involves(o)) {
        let setting: Vec<(Expr, Expr)> = pieces
            .iter()
            .filter_map(|p| p.value.as_ref().map(|e| (p.full.clone(), e.clone())))
            .collect();
        let (u, e) = candidate(&setting)?;
        return Ok(Some(Effect::LastSet { u, e }));
    }
    if !o.ty().is_int() {
        return Ok(None);
    }
    let shown = |c: Result<Expr, tass_symbolic::Error>| -> Result<bool, String> {
        Ok(matches!(
            tass_symbolic::valid(full, &err(c)?),
            Ok(tass_symbolic::Answer::Yes)
        ))
    };
    let (max, sure) = if shown(e.greater_eq(o))? {
        (true, true)
    } else if shown(e.less_eq(o))? {
        (false, true)
    } else {
        (true, false)
    };
    let e = o.clone();
    Ok(Some(Effect::Bound(Bound {
        max,
        sure,
        pieces,
        u: Expr::bool(false),
        e,
    })))
}

/// What the setting pieces `(condition, value)` of a scalar offer: the value of the
/// first whose condition holds (`E`; one value when they all set the same), and the
/// condition that some does (`U`).
pub(super) fn candidate(setting: &[(Expr, Expr)]) -> Result<(Expr, Expr), String> {
    let (_, last) = setting.last().ok_or("no piece sets the variable")?;
    let mut e = last.clone();
    if setting.iter().any(|(_, v)| v != last) {
        for (c, v) in setting.iter().rev().skip(1) {
            e = err(Expr::cond(c, v, &e))?;
        }
    }
    let u = err(Expr::or_all(setting.iter().map(|(c, _)| c)))?;
    Ok((u, e))
}

/// Splits the value `v` a leaf leaves in the bound `o`, where `cond` holds, into
/// pieces; false when a piece neither keeps `o` nor sets a value free of it.
fn split(v: &Expr, cond: &Expr, o: &Expr, out: &mut Vec<Piece>) -> Result<bool, String> {
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
