//! The facts of an assumption (rows, bounds of linear forms, excluded values, literals,
//! clauses), the intervals they give expressions, and the rewriting of expressions and of
//! the assumption itself under them.

use std::collections::{HashMap, HashSet};

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

use crate::boolean::{clauses_of, literals_of, mk_and_all, mk_not, mk_or_all, mk_rel};
use crate::expr::Type;
use crate::expr::{Expr, ExprKind, RelOp};
use crate::expr::{Monomial, Poly};
use crate::numeric::{from_poly_typed, poly_of_numeric};
use crate::transform::Rewriter;

use super::interval::{rat, Interval};
use super::linear::{poly_is_int, rref, split_form, Row};

#[derive(Default)]
pub(crate) struct Facts {
    pub(crate) inconsistent: bool,
    pub(crate) rows: Vec<Row>,
    /// Concrete values of monomials of degree at least two.
    monomial_values: HashMap<Monomial, BigRational>,
    /// Concrete values of primitives, as constant expressions.
    pub(crate) prim_values: HashMap<Expr, Expr>,
    bounds: HashMap<Poly, Interval>,
    by_monomial: HashMap<Monomial, Vec<Poly>>,
    excluded: HashMap<Poly, Vec<BigRational>>,
    pub(crate) literals: HashMap<Expr, bool>,
    /// Unit clauses that are not atoms or literals of primitives (quantifiers).
    units: Vec<Expr>,
    /// All unit clauses of the assumption.
    unit_set: HashSet<Expr>,
    /// The non-unit clauses, and their literals.
    clauses: Vec<Expr>,
    clause_literals: Vec<Vec<Expr>>,
    /// Bloom filter of the symbolic constants the facts are about.
    bloom: u64,
    values_bloom: u64,
}

pub(crate) fn is_bool_primitive(e: &Expr) -> bool {
    e.ty().is_bool()
        && matches!(
            e.kind(),
            ExprKind::Symbol(_)
                | ExprKind::Read(..)
                | ExprKind::Field(..)
                | ExprKind::Apply(..)
                | ExprKind::Equal(..)
        )
}

impl Facts {
    pub(crate) fn add_bound(&mut self, key: Poly, iv: Interval) {
        match self.bounds.get_mut(&key) {
            Some(old) => *old = old.intersect(&iv),
            None => {
                self.bounds.insert(key, iv);
            }
        }
    }

    pub(crate) fn extract(assumption: &Expr) -> Facts {
        let mut f = Facts::default();
        if assumption.is_false() {
            f.inconsistent = true;
            return f;
        }
        let mut rows = Vec::new();
        for c in clauses_of(assumption) {
            f.bloom |= c.sym_bloom();
            let lits = literals_of(&c);
            if lits.len() != 1 {
                f.clause_literals.push(lits);
                f.clauses.push(c);
                continue;
            }
            f.unit_set.insert(c.clone());
            match c.kind() {
                ExprKind::Rel(op, g) => {
                    let Some(p) = poly_of_numeric(g) else {
                        f.units.push(c.clone());
                        continue;
                    };
                    let Some((g, key, k)) = split_form(&p) else {
                        continue;
                    };
                    // g*key + k op 0, i.e. key op' -k/g.
                    let v = BigRational::new(-k, g.clone());
                    match op {
                        RelOp::Eq => {
                            rows.push(Row::from_poly(&key, v.clone()));
                            f.add_bound(key, Interval::point(v));
                        }
                        RelOp::Ge | RelOp::Gt => {
                            let strict = *op == RelOp::Gt;
                            let iv = if g.is_positive() {
                                Interval::at_least(v, strict)
                            } else {
                                Interval::at_most(v, strict)
                            };
                            f.add_bound(key, iv);
                        }
                        RelOp::Ne => f.excluded.entry(key).or_default().push(v),
                    }
                }
                ExprKind::Not(p) => {
                    f.literals.insert(p.clone(), false);
                }
                _ if is_bool_primitive(&c) => {
                    f.literals.insert(c.clone(), true);
                }
                _ => f.units.push(c.clone()),
            }
        }
        // Integer rounding, emptiness, and points as equations.
        let keys: Vec<Poly> = f.bounds.keys().cloned().collect();
        for key in keys {
            let excl = f.excluded.get(&key).cloned().unwrap_or_default();
            let Some(iv) = f.bounds.get_mut(&key) else {
                continue;
            };
            if poly_is_int(&key) {
                iv.tighten_int(&excl);
            }
            if iv.is_empty() {
                f.inconsistent = true;
                return f;
            }
            if let Some(v) = iv.as_point() {
                if excl.contains(v) {
                    f.inconsistent = true;
                    return f;
                }
                rows.push(Row::from_poly(&key, v.clone()));
            }
        }
        let Some(rows) = rref(rows) else {
            f.inconsistent = true;
            return f;
        };
        for r in &rows {
            let p = r.to_poly();
            let Some((g, key, k)) = split_form(&p) else {
                continue;
            };
            let v = BigRational::new(-k, g);
            let is_int = poly_is_int(&key);
            if is_int && key.terms().len() == 1 && !v.is_integer() {
                f.inconsistent = true;
                return f;
            }
            if key.terms().len() == 1 {
                let m = key.terms()[0].0.clone();
                match m.as_primitive() {
                    Some(x) => {
                        let ty = x.ty().clone();
                        let c = if ty.is_int() {
                            Expr::int(v.to_integer())
                        } else {
                            Expr::real(v.clone())
                        };
                        f.values_bloom |= x.sym_bloom();
                        f.prim_values.insert(x.clone(), c);
                    }
                    None => {
                        for (x, _) in m.factors() {
                            f.values_bloom |= x.sym_bloom();
                        }
                        f.monomial_values.insert(m, v.clone());
                    }
                }
            }
            f.add_bound(key, Interval::point(v));
        }
        f.rows = rows;
        for key in f.bounds.keys() {
            for (m, _) in key.terms() {
                f.by_monomial
                    .entry(m.clone())
                    .or_default()
                    .push(key.clone());
            }
        }
        for v in f.by_monomial.values_mut() {
            v.sort();
        }
        f
    }

    // -- interval analysis --

    pub(crate) fn interval_of_prim(&self, x: &Expr, depth: u32) -> Interval {
        let mut iv = self
            .bounds
            .get(&Poly::primitive(x.clone()))
            .cloned()
            .unwrap_or_default();
        if let Some(c) = self.prim_values.get(x) {
            let v = match c.kind() {
                ExprKind::Int(i) => rat(i.clone()),
                ExprKind::Real(r) => r.clone(),
                _ => return iv,
            };
            return Interval::point(v);
        }
        match x.kind() {
            ExprKind::Length(_) | ExprKind::CharToInt(_) => {
                iv = iv.intersect(&Interval::at_least(BigRational::zero(), false));
            }
            ExprKind::IntMod(a, b) if depth < 4 => {
                if let Some(k) = b.as_int() {
                    let m = rat(k.abs() - BigInt::one());
                    let lo = if self.interval_of_expr(a, depth + 1).lower_nonneg() {
                        BigRational::zero()
                    } else {
                        -m.clone()
                    };
                    let hi = if self.interval_of_expr(a, depth + 1).upper_nonpos() {
                        BigRational::zero()
                    } else {
                        m
                    };
                    iv = iv.intersect(
                        &Interval::at_least(lo, false).intersect(&Interval::at_most(hi, false)),
                    );
                }
            }
            _ => {}
        }
        iv
    }

    pub(crate) fn interval_of_monomial(&self, m: &Monomial, depth: u32) -> Interval {
        if let Some(v) = self.monomial_values.get(m) {
            return Interval::point(v.clone());
        }
        if let Some(x) = m.as_primitive() {
            return self.interval_of_prim(x, depth);
        }
        let mut iv = self
            .bounds
            .get(&Poly::term(m.clone(), BigInt::one()))
            .cloned()
            .unwrap_or_default();
        let mut prod = Interval::point(BigRational::one());
        for (x, e) in m.factors() {
            prod = prod.mul(&self.interval_of_prim(x, depth).pow(*e));
        }
        iv = iv.intersect(&prod);
        iv
    }

    /// The interval of a monic form from its own bound and its monomials.
    pub(crate) fn interval_direct(&self, key: &Poly, depth: u32) -> Interval {
        let mut iv = self.bounds.get(key).cloned().unwrap_or_default();
        let mut sum = Interval::point(BigRational::zero());
        for (m, c) in key.terms() {
            if m.is_one() {
                sum = sum.shift(&rat(c.clone()));
                continue;
            }
            let t = self.interval_of_monomial(m, depth).scale(&rat(c.clone()));
            sum = sum.add(&t);
            if sum.is_all() {
                break;
            }
        }
        iv = iv.intersect(&sum);
        iv
    }

    /// The interval of a polynomial (any form), directly.
    pub(crate) fn interval_of_poly(&self, p: &Poly, depth: u32) -> Interval {
        match split_form(p) {
            None => Interval::point(rat(p.constant_term())),
            Some((g, key, c)) => self
                .interval_direct(&key, depth)
                .scale(&rat(g))
                .shift(&rat(c)),
        }
    }

    pub(crate) fn interval_of_expr(&self, e: &Expr, depth: u32) -> Interval {
        match poly_of_numeric(e) {
            Some(p) => self.interval_of_poly(&p, depth),
            None => Interval::all(),
        }
    }

    /// The interval of a monic form: its bound, its monomials, and one step of
    /// combination with each bounded form that shares a monomial with it.
    pub(crate) fn interval_of_key(&self, key: &Poly) -> Interval {
        let mut iv = self.interval_direct(key, 0);
        for (m, a) in key.terms() {
            let Some(cands) = self.by_monomial.get(m) else {
                continue;
            };
            for k in cands {
                if k == key {
                    continue;
                }
                let Some(b) = k
                    .terms()
                    .iter()
                    .find(|(n, _)| n == m)
                    .map(|(_, c)| c.clone())
                else {
                    continue;
                };
                // b*key = a*k + r, with r = b*key - a*k.
                let r = key.scale(&b).sub(&k.scale(a));
                let Some(ik) = self.bounds.get(k) else {
                    continue;
                };
                let ir = self.interval_of_poly(&r, 0);
                let combined = ik
                    .scale(&rat(a.clone()))
                    .add(&ir)
                    .scale(&BigRational::new(BigInt::one(), b));
                iv = iv.intersect(&combined);
            }
        }
        if poly_is_int(key) {
            let excl = self.excluded.get(key).cloned().unwrap_or_default();
            iv.tighten_int(&excl);
        }
        iv
    }

    /// Decides the atom `f op 0` by interval analysis.
    pub(crate) fn decide(&self, op: RelOp, f: &Expr) -> Option<bool> {
        let p = poly_of_numeric(f)?;
        let (g, key, c) = split_form(&p)?;
        let iv = self.interval_of_key(&key);
        if iv.is_empty() {
            return None;
        }
        let range = iv.scale(&rat(g.clone())).shift(&rat(c.clone()));
        let zero_at = BigRational::new(-c, g);
        let excluded = self
            .excluded
            .get(&key)
            .is_some_and(|vs| vs.contains(&zero_at));
        let (t, f_) = match op {
            RelOp::Gt => (range.lower_positive(), range.upper_nonpos()),
            RelOp::Ge => (range.lower_nonneg(), range.upper_negative()),
            RelOp::Eq => (
                range.lower_nonneg() && range.upper_nonpos(),
                range.lower_positive() || range.upper_negative() || excluded,
            ),
            RelOp::Ne => (
                range.lower_positive() || range.upper_negative() || excluded,
                range.lower_nonneg() && range.upper_nonpos(),
            ),
        };
        if t {
            Some(true)
        } else if f_ {
            Some(false)
        } else {
            None
        }
    }
}

// ---------------------------------------------------------------------------------------
// Rewriting under facts

#[derive(Clone, Copy)]
pub(crate) struct Mode {
    literals: bool,
    intervals: bool,
    clauses: bool,
}

pub(crate) const VALUES_ONLY: Mode = Mode {
    literals: false,
    intervals: false,
    clauses: false,
};
pub(crate) const RENDER: Mode = Mode {
    literals: true,
    intervals: true,
    clauses: false,
};
pub(crate) const FULL: Mode = Mode {
    literals: true,
    intervals: true,
    clauses: true,
};

pub(crate) fn is_literal_kind(e: &Expr) -> bool {
    e.ty().is_bool()
        && !matches!(
            e.kind(),
            ExprKind::And(_) | ExprKind::Or(_) | ExprKind::Bool(_)
        )
}

/// Is the sorted list `a` a subset of the sorted list `b`?
pub(crate) fn subset(a: &[Expr], b: &[Expr]) -> bool {
    a.len() <= b.len() && a.iter().all(|x| b.binary_search(x).is_ok())
}

impl Facts {
    pub(crate) fn pre(&self, mode: Mode, e: &Expr) -> Option<Expr> {
        if e.ty().is_numeric() {
            return self.prim_values.get(e).cloned();
        }
        if mode.literals && is_bool_primitive(e) {
            return self.literals.get(e).map(|b| Expr::bool(*b));
        }
        None
    }

    pub(crate) fn post(&self, mode: Mode, e: Expr) -> Expr {
        match e.kind() {
            ExprKind::Poly(_) | ExprKind::Rational(_) if !self.monomial_values.is_empty() => {
                self.subst_monomials(&e).unwrap_or(e)
            }
            ExprKind::Rel(op, f) if mode.intervals => match self.decide(*op, f) {
                Some(b) => Expr::bool(b),
                None => e,
            },
            ExprKind::IntDiv(a, b) if mode.intervals => self.quotient(a, b).unwrap_or(e),
            ExprKind::Or(ls) if mode.clauses => {
                let lits = ls.to_vec();
                if self.clause_literals.iter().any(|c| subset(c, &lits)) {
                    return Expr::tt();
                }
                let kept: Vec<Expr> = lits
                    .iter()
                    .filter(|l| !(is_literal_kind(l) && self.unit_set.contains(&mk_not(l))))
                    .cloned()
                    .collect();
                if kept.len() < lits.len() {
                    mk_or_all(kept)
                } else {
                    e
                }
            }
            _ if mode.clauses && is_literal_kind(&e) => {
                if self.unit_set.contains(&e) {
                    Expr::tt()
                } else if self.unit_set.contains(&mk_not(&e)) {
                    Expr::ff()
                } else {
                    e
                }
            }
            _ => e,
        }
    }

    /// The C quotient `a / b` for a divisor `b` that is a monomial: `a` is `q*b + r`
    /// (`q` the terms of `a` that are multiples of `b`), and when the facts bound
    /// `b > 0`, `q >= 0` and `0 <= r < b`, then `a >= 0` and the quotient is `q`
    /// (truncation and floor agree).
    pub(crate) fn quotient(&self, a: &Expr, b: &Expr) -> Option<Expr> {
        let (pa, pb) = (poly_of_numeric(a)?, poly_of_numeric(b)?);
        let [(mb, cb)] = pb.terms() else {
            return None;
        };
        if !cb.is_one() || mb.is_one() {
            return None;
        }
        let (mut q, mut r) = (
            Poly::constant(BigInt::zero()),
            Poly::constant(BigInt::zero()),
        );
        for (m, c) in pa.terms() {
            match m.div(mb) {
                Some(d) => q = q.add(&Poly::term(d, c.clone())),
                None => r = r.add(&Poly::term(m.clone(), c.clone())),
            }
        }
        let below = pb.sub(&r).sub(&Poly::one());
        let ok = self.interval_of_poly(&pb, 0).lower_positive()
            && self.interval_of_poly(&q, 0).lower_nonneg()
            && self.interval_of_poly(&r, 0).lower_nonneg()
            && self.interval_of_poly(&below, 0).lower_nonneg();
        ok.then(|| crate::numeric::from_poly(q))
    }

    /// Replaces monomials of degree two or more that have concrete values.
    pub(crate) fn subst_monomials(&self, e: &Expr) -> Option<Expr> {
        let p = poly_of_numeric(e)?;
        if !p
            .terms()
            .iter()
            .any(|(m, _)| self.monomial_values.contains_key(m))
        {
            return None;
        }
        let mut terms = Vec::new();
        let mut constant = BigRational::zero();
        for (m, c) in p.terms() {
            match self.monomial_values.get(m) {
                Some(v) => constant += v * rat(c.clone()),
                None => terms.push((m.clone(), c.clone())),
            }
        }
        let rest = from_poly_typed(Poly::from_terms(terms), e.ty());
        let k = if e.ty().is_int() {
            Expr::int(constant.to_integer())
        } else {
            Expr::real(constant)
        };
        rest.plus(&k).ok()
    }

    pub(crate) fn rewrite(
        &self,
        mode: Mode,
        e: &Expr,
        memo: HashMap<Expr, Expr>,
    ) -> (Expr, HashMap<Expr, Expr>) {
        let bloom = match mode.literals {
            true => self.bloom | self.values_bloom,
            false => self.values_bloom,
        };
        let mut pre = |x: &Expr| self.pre(mode, x);
        let skip = |x: &Expr| x.sym_bloom() & bloom == 0 && (!x.ty().is_bool() || !mode.intervals);
        let mut post = |x: Expr| self.post(mode, x);
        let mut rw = Rewriter {
            pre: &mut pre,
            skip: &skip,
            post: &mut post,
            lenient: true,
            memo,
        };
        let r = rw.run(e).unwrap_or_else(|_| e.clone());
        (r, rw.memo)
    }

    /// Renders the facts as a boolean expression equivalent to the assumption they came
    /// from. With `reduced`, the equations giving symbolic constants concrete values are
    /// left out.
    pub(crate) fn render(&self, reduced: bool) -> Expr {
        let mut parts = Vec::new();
        let mut memo = HashMap::new();
        let values_only = |e: &Expr, memo: &mut HashMap<Expr, Expr>| {
            let (r, m) = self.rewrite(VALUES_ONLY, e, std::mem::take(memo));
            *memo = m;
            r
        };
        let mut point_keys: HashSet<Poly> = HashSet::new();
        for r in &self.rows {
            let p = r.to_poly();
            let Some((_, key, _)) = split_form(&p) else {
                continue;
            };
            point_keys.insert(key.clone());
            if reduced && key.terms().len() == 1 {
                if let Some(x) = key.terms()[0].0.as_primitive() {
                    if x.is_symbol() {
                        continue;
                    }
                }
            }
            let ty = if poly_is_int(&p) {
                Type::int()
            } else {
                Type::real()
            };
            parts.push(mk_rel(RelOp::Eq, &from_poly_typed(p, &ty)));
        }
        let mut keys: Vec<&Poly> = self.bounds.keys().collect();
        keys.sort();
        for key in keys {
            let iv = &self.bounds[key];
            if iv.as_point().is_some() || point_keys.contains(key) {
                continue;
            }
            let ty = if poly_is_int(key) {
                Type::int()
            } else {
                Type::real()
            };
            let form = values_only(&from_poly_typed(key.clone(), &ty), &mut memo);
            let k = |v: &BigRational| -> Option<Expr> {
                if ty.is_int() {
                    v.is_integer().then(|| Expr::int(v.to_integer()))
                } else {
                    Some(Expr::real(v.clone()))
                }
            };
            if let Some(l) = &iv.lo {
                if let Some(c) = k(&l.value) {
                    if let Ok(d) = form.minus(&c) {
                        parts.push(mk_rel(if l.strict { RelOp::Gt } else { RelOp::Ge }, &d));
                    }
                }
            }
            if let Some(h) = &iv.hi {
                if let Some(c) = k(&h.value) {
                    if let Ok(d) = c.minus(&form) {
                        parts.push(mk_rel(if h.strict { RelOp::Gt } else { RelOp::Ge }, &d));
                    }
                }
            }
        }
        let mut ex: Vec<(&Poly, &Vec<BigRational>)> = self.excluded.iter().collect();
        ex.sort();
        for (key, vs) in ex {
            let iv = self.bounds.get(key).cloned().unwrap_or_default();
            let ty = if poly_is_int(key) {
                Type::int()
            } else {
                Type::real()
            };
            let form = values_only(&from_poly_typed(key.clone(), &ty), &mut memo);
            for v in vs {
                if !iv.contains(v) {
                    continue;
                }
                let c = if ty.is_int() {
                    if !v.is_integer() {
                        continue;
                    }
                    Expr::int(v.to_integer())
                } else {
                    Expr::real(v.clone())
                };
                if let Ok(d) = form.minus(&c) {
                    parts.push(mk_rel(RelOp::Ne, &d));
                }
            }
        }
        let mut lits: Vec<(&Expr, &bool)> = self.literals.iter().collect();
        lits.sort();
        for (p, b) in lits {
            let p = values_only(p, &mut memo);
            parts.push(if *b { p } else { mk_not(&p) });
        }
        for u in &self.units {
            parts.push(values_only(u, &mut memo));
        }
        let (mut others, mut rmemo) = (Vec::new(), HashMap::new());
        for c in &self.clauses {
            let (r, m) = self.rewrite(RENDER, c, rmemo);
            rmemo = m;
            others.push(r);
        }
        parts.extend(others);
        mk_and_all(parts)
    }
}
