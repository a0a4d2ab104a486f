//! The simplifier: simplification of expressions under an assumption (seed 001, 4.5), and
//! the light-weight validity check that the prover runs first.
//!
//! A [`Simplifier`] is built from an assumption (a path condition). It extracts *facts*
//! from the unit clauses of the assumption:
//!
//! - linear equalities over monomials (from atoms `f = 0` and from bounds whose interval
//!   is a single point), solved by Gaussian elimination into reduced row echelon form;
//!   rows with a single monomial give that monomial a concrete value;
//! - an interval for each "monic" linear form `P` (a polynomial without constant term,
//!   coefficients coprime, leading coefficient positive) from atoms `g*P + c >= 0`,
//!   `> 0`, `= 0`, with integer rounding for integer forms, and excluded values from
//!   `g*P + c != 0`;
//! - the truth values of boolean primitives from literals `p` and `!p`;
//! - the remaining unit clauses (quantifiers) and the non-unit clauses.
//!
//! The assumption is then rendered back from these facts (rows, bounds, literals, and the
//! other clauses simplified under the facts), and the process repeats until it reaches a
//! fixed point: that is the simplified assumption ([`Simplifier::assumption`]). Any
//! expression is simplified ([`Simplifier::simplify`]) by substituting the concrete
//! values of monomials, deciding relational atoms by interval analysis (the interval of
//! a linear form comes from its own bound, from the bounds of its monomials, and from one
//! step of combination with another bounded form: under `0 <= i` and `i < n`, `n >= 1`
//! holds), resolving literals with the known boolean facts, and dropping clauses that
//! contain a clause of the assumption. Results are cached in the simplifier, and
//! simplifiers are cached per assumption ([`Simplifier::for_assumption`]).
//!
//! [`valid`] answers `assumption => predicate` with [`Answer::Yes`] when the simplified
//! predicate is `true` (or the assumption was found inconsistent), [`Answer::No`] when it
//! is `false` *and* a concrete model of the assumption was found by a small search (so the
//! answer is sound even for assumptions that might be unsatisfiable), and
//! [`Answer::Maybe`] otherwise.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, LazyLock, Mutex, OnceLock, PoisonError};

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

use crate::boolean::{clauses_of, literals_of, mk_and_all, mk_not, mk_or_all, mk_rel};
use crate::error::Result;
use crate::eval::{Assignment, Value};
use crate::expr::{Expr, ExprKind, RelOp};
use crate::numeric::{from_poly_typed, poly_of_numeric, type_error};
use crate::poly::{Monomial, Poly};
use crate::transform::Rewriter;
use crate::types::Type;

/// A three-valued answer: only `Yes` proves anything; `Maybe` means "could not tell".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// The property holds.
    Yes,
    /// The property does not hold.
    No,
    /// The simplifier cannot tell.
    Maybe,
}

/// How many times the assumption is re-rendered from its facts at most.
const MAX_ROUNDS: usize = 6;
/// The number of simplifiers kept in the global cache before it is cleared.
const SIMPLIFIER_CACHE_LIMIT: usize = 512;
/// The number of cached simplifications per simplifier before the cache is cleared.
const RESULT_CACHE_LIMIT: usize = 1 << 16;
/// The number of assignments tried when looking for a model of the assumption.
const WITNESS_ATTEMPTS: usize = 64;

// ---------------------------------------------------------------------------------------
// Intervals

#[derive(Clone, Debug, PartialEq, Eq)]
struct Bound {
    value: BigRational,
    strict: bool,
}

/// An interval of rationals with optional, possibly strict, ends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Interval {
    lo: Option<Bound>,
    hi: Option<Bound>,
}

fn rat(i: impl Into<BigInt>) -> BigRational {
    BigRational::from_integer(i.into())
}

impl Interval {
    fn all() -> Interval {
        Interval::default()
    }

    fn point(v: BigRational) -> Interval {
        Interval {
            lo: Some(Bound {
                value: v.clone(),
                strict: false,
            }),
            hi: Some(Bound {
                value: v,
                strict: false,
            }),
        }
    }

    fn at_least(v: BigRational, strict: bool) -> Interval {
        Interval {
            lo: Some(Bound { value: v, strict }),
            hi: None,
        }
    }

    fn at_most(v: BigRational, strict: bool) -> Interval {
        Interval {
            lo: None,
            hi: Some(Bound { value: v, strict }),
        }
    }

    fn is_all(&self) -> bool {
        self.lo.is_none() && self.hi.is_none()
    }

    fn intersect(&self, o: &Interval) -> Interval {
        let lo = match (&self.lo, &o.lo) {
            (Some(a), Some(b)) => Some(if a.value > b.value || (a.value == b.value && a.strict) {
                a.clone()
            } else {
                b.clone()
            }),
            (a, b) => a.clone().or_else(|| b.clone()),
        };
        let hi = match (&self.hi, &o.hi) {
            (Some(a), Some(b)) => Some(if a.value < b.value || (a.value == b.value && a.strict) {
                a.clone()
            } else {
                b.clone()
            }),
            (a, b) => a.clone().or_else(|| b.clone()),
        };
        Interval { lo, hi }
    }

    fn is_empty(&self) -> bool {
        match (&self.lo, &self.hi) {
            (Some(l), Some(h)) => {
                l.value > h.value || (l.value == h.value && (l.strict || h.strict))
            }
            _ => false,
        }
    }

    fn as_point(&self) -> Option<&BigRational> {
        match (&self.lo, &self.hi) {
            (Some(l), Some(h)) if l.value == h.value && !l.strict && !h.strict => Some(&l.value),
            _ => None,
        }
    }

    fn contains(&self, v: &BigRational) -> bool {
        let lo_ok = self
            .lo
            .as_ref()
            .map_or(true, |l| *v > l.value || (*v == l.value && !l.strict));
        let hi_ok = self
            .hi
            .as_ref()
            .map_or(true, |h| *v < h.value || (*v == h.value && !h.strict));
        lo_ok && hi_ok
    }

    fn scale(&self, k: &BigRational) -> Interval {
        if k.is_zero() {
            return Interval::point(BigRational::zero());
        }
        let f = |b: &Option<Bound>| {
            b.as_ref().map(|b| Bound {
                value: &b.value * k,
                strict: b.strict,
            })
        };
        if k.is_positive() {
            Interval {
                lo: f(&self.lo),
                hi: f(&self.hi),
            }
        } else {
            Interval {
                lo: f(&self.hi),
                hi: f(&self.lo),
            }
        }
    }

    fn add(&self, o: &Interval) -> Interval {
        let f = |a: &Option<Bound>, b: &Option<Bound>| match (a, b) {
            (Some(a), Some(b)) => Some(Bound {
                value: &a.value + &b.value,
                strict: a.strict || b.strict,
            }),
            _ => None,
        };
        Interval {
            lo: f(&self.lo, &o.lo),
            hi: f(&self.hi, &o.hi),
        }
    }

    fn shift(&self, c: &BigRational) -> Interval {
        self.add(&Interval::point(c.clone()))
    }

    /// Rounds the ends of the interval of an integer-valued quantity, skipping excluded
    /// values at the ends.
    fn tighten_int(&mut self, excluded: &[BigRational]) {
        if let Some(l) = &mut self.lo {
            let mut v = l.value.ceil();
            if l.strict && v == l.value {
                v += BigRational::one();
            }
            while excluded.contains(&v) {
                v += BigRational::one();
            }
            *l = Bound {
                value: v,
                strict: false,
            };
        }
        if let Some(h) = &mut self.hi {
            let mut v = h.value.floor();
            if h.strict && v == h.value {
                v -= BigRational::one();
            }
            while excluded.contains(&v) {
                v -= BigRational::one();
            }
            *h = Bound {
                value: v,
                strict: false,
            };
        }
    }

    fn lower_nonneg(&self) -> bool {
        self.lo.as_ref().is_some_and(|b| !b.value.is_negative())
    }

    fn lower_positive(&self) -> bool {
        self.lo
            .as_ref()
            .is_some_and(|b| b.value.is_positive() || (b.value.is_zero() && b.strict))
    }

    fn upper_nonpos(&self) -> bool {
        self.hi.as_ref().is_some_and(|b| !b.value.is_positive())
    }

    fn upper_negative(&self) -> bool {
        self.hi
            .as_ref()
            .is_some_and(|b| b.value.is_negative() || (b.value.is_zero() && b.strict))
    }

    /// The product of two intervals (ends made non-strict, which only widens).
    fn mul(&self, o: &Interval) -> Interval {
        if let (Some(a), Some(b), Some(c), Some(d)) = (&self.lo, &self.hi, &o.lo, &o.hi) {
            let ps = [
                &a.value * &c.value,
                &a.value * &d.value,
                &b.value * &c.value,
                &b.value * &d.value,
            ];
            let lo = ps.iter().min().cloned().unwrap_or_else(BigRational::zero);
            let hi = ps.iter().max().cloned().unwrap_or_else(BigRational::zero);
            return Interval::at_least(lo, false).intersect(&Interval::at_most(hi, false));
        }
        let sign = |i: &Interval| {
            if i.lower_nonneg() {
                Some(1)
            } else if i.upper_nonpos() {
                Some(-1)
            } else {
                None
            }
        };
        match (sign(self), sign(o)) {
            (Some(1), Some(1)) => {
                let lo = match (&self.lo, &o.lo) {
                    (Some(a), Some(b)) => &a.value * &b.value,
                    _ => BigRational::zero(),
                };
                Interval::at_least(lo, false)
            }
            (Some(x), Some(y)) if x * y > 0 => Interval::at_least(BigRational::zero(), false),
            (Some(_), Some(_)) => Interval::at_most(BigRational::zero(), false),
            _ => Interval::all(),
        }
    }

    fn pow(&self, e: u32) -> Interval {
        if e == 0 {
            return Interval::point(BigRational::one());
        }
        let mut r = self.clone();
        for _ in 1..e {
            r = r.mul(self);
        }
        if e % 2 == 0 {
            r = r.intersect(&Interval::at_least(BigRational::zero(), false));
        }
        r
    }
}

// ---------------------------------------------------------------------------------------
// Linear forms

/// Is the polynomial over integer primitives?
fn poly_is_int(p: &Poly) -> bool {
    p.terms()
        .iter()
        .find_map(|(m, _)| m.factors().first().map(|(x, _)| x.ty().is_int()))
        .unwrap_or(true)
}

/// Splits a polynomial into `g * key + c` with `key` monic (coprime coefficients,
/// positive leading coefficient, no constant term). `None` for constants.
fn split_form(p: &Poly) -> Option<(BigInt, Poly, BigInt)> {
    let c = p.constant_term();
    let rest = p.without_constant();
    if rest.is_zero() {
        return None;
    }
    let (g, key) = rest.primitive_part();
    Some((g, key, c))
}

/// A linear equation over monomials: `Σ terms[m] * m = rhs`.
#[derive(Clone, Debug)]
struct Row {
    terms: BTreeMap<Monomial, BigRational>,
    rhs: BigRational,
}

impl Row {
    fn from_poly(p: &Poly, rhs: BigRational) -> Row {
        Row {
            terms: p
                .terms()
                .iter()
                .map(|(m, c)| (m.clone(), rat(c.clone())))
                .collect(),
            rhs,
        }
    }

    fn pivot(&self) -> Option<&Monomial> {
        self.terms.keys().next_back()
    }

    /// `self -= k * other`.
    fn sub_scaled(&mut self, k: &BigRational, other: &Row) {
        for (m, c) in &other.terms {
            let e = self
                .terms
                .entry(m.clone())
                .or_insert_with(BigRational::zero);
            *e -= k * c;
            if e.is_zero() {
                self.terms.remove(m);
            }
        }
        self.rhs -= k * &other.rhs;
    }

    /// The row as an integer polynomial `q` with `q = 0` equivalent to the row.
    fn to_poly(&self) -> Poly {
        let mut l = BigInt::one();
        for c in self.terms.values().chain(std::iter::once(&self.rhs)) {
            l = l.lcm(c.denom());
        }
        let lr = rat(l);
        let mut terms: Vec<(Monomial, BigInt)> = self
            .terms
            .iter()
            .map(|(m, c)| (m.clone(), (c * &lr).to_integer()))
            .collect();
        terms.push((Monomial::one(), -(&self.rhs * &lr).to_integer()));
        Poly::from_terms(terms)
    }
}

/// Gaussian elimination to reduced row echelon form, pivoting on the greatest monomial.
/// Returns `None` if the system is inconsistent.
fn rref(rows: Vec<Row>) -> Option<Vec<Row>> {
    let mut done: Vec<Row> = Vec::new();
    for mut r in rows {
        for p in &done {
            let Some(pm) = p.pivot() else { continue };
            if let Some(k) = r.terms.get(pm).cloned() {
                r.sub_scaled(&k, p);
            }
        }
        let Some(pm) = r.pivot().cloned() else {
            if !r.rhs.is_zero() {
                return None;
            }
            continue;
        };
        let k = r.terms[&pm].clone();
        if !k.is_one() {
            for c in r.terms.values_mut() {
                *c /= &k;
            }
            r.rhs /= &k;
        }
        for p in done.iter_mut() {
            if let Some(k) = p.terms.get(&pm).cloned() {
                p.sub_scaled(&k, &r);
            }
        }
        done.push(r);
    }
    done.sort_by(|a, b| b.pivot().cmp(&a.pivot()));
    Some(done)
}

// ---------------------------------------------------------------------------------------
// Facts

#[derive(Default)]
struct Facts {
    inconsistent: bool,
    rows: Vec<Row>,
    /// Concrete values of monomials of degree at least two.
    monomial_values: HashMap<Monomial, BigRational>,
    /// Concrete values of primitives, as constant expressions.
    prim_values: HashMap<Expr, Expr>,
    bounds: HashMap<Poly, Interval>,
    by_monomial: HashMap<Monomial, Vec<Poly>>,
    excluded: HashMap<Poly, Vec<BigRational>>,
    literals: HashMap<Expr, bool>,
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

fn is_bool_primitive(e: &Expr) -> bool {
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
    fn add_bound(&mut self, key: Poly, iv: Interval) {
        match self.bounds.get_mut(&key) {
            Some(old) => *old = old.intersect(&iv),
            None => {
                self.bounds.insert(key, iv);
            }
        }
    }

    fn extract(assumption: &Expr) -> Facts {
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

    fn interval_of_prim(&self, x: &Expr, depth: u32) -> Interval {
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

    fn interval_of_monomial(&self, m: &Monomial, depth: u32) -> Interval {
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
    fn interval_direct(&self, key: &Poly, depth: u32) -> Interval {
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
    fn interval_of_poly(&self, p: &Poly, depth: u32) -> Interval {
        match split_form(p) {
            None => Interval::point(rat(p.constant_term())),
            Some((g, key, c)) => self
                .interval_direct(&key, depth)
                .scale(&rat(g))
                .shift(&rat(c)),
        }
    }

    fn interval_of_expr(&self, e: &Expr, depth: u32) -> Interval {
        match poly_of_numeric(e) {
            Some(p) => self.interval_of_poly(&p, depth),
            None => Interval::all(),
        }
    }

    /// The interval of a monic form: its bound, its monomials, and one step of
    /// combination with each bounded form that shares a monomial with it.
    fn interval_of_key(&self, key: &Poly) -> Interval {
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
    fn decide(&self, op: RelOp, f: &Expr) -> Option<bool> {
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
struct Mode {
    literals: bool,
    intervals: bool,
    clauses: bool,
}

const VALUES_ONLY: Mode = Mode {
    literals: false,
    intervals: false,
    clauses: false,
};
const RENDER: Mode = Mode {
    literals: true,
    intervals: true,
    clauses: false,
};
const FULL: Mode = Mode {
    literals: true,
    intervals: true,
    clauses: true,
};

fn is_literal_kind(e: &Expr) -> bool {
    e.ty().is_bool()
        && !matches!(
            e.kind(),
            ExprKind::And(_) | ExprKind::Or(_) | ExprKind::Bool(_)
        )
}

/// Is the sorted list `a` a subset of the sorted list `b`?
fn subset(a: &[Expr], b: &[Expr]) -> bool {
    a.len() <= b.len() && a.iter().all(|x| b.binary_search(x).is_ok())
}

impl Facts {
    fn pre(&self, mode: Mode, e: &Expr) -> Option<Expr> {
        if e.ty().is_numeric() {
            return self.prim_values.get(e).cloned();
        }
        if mode.literals && is_bool_primitive(e) {
            return self.literals.get(e).map(|b| Expr::bool(*b));
        }
        None
    }

    fn post(&self, mode: Mode, e: Expr) -> Expr {
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
    fn quotient(&self, a: &Expr, b: &Expr) -> Option<Expr> {
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
    fn subst_monomials(&self, e: &Expr) -> Option<Expr> {
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

    fn rewrite(
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
    fn render(&self, reduced: bool) -> Expr {
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

// ---------------------------------------------------------------------------------------
// The simplifier

/// A simplifier for one assumption: the facts extracted from it, the simplified
/// assumption, and a cache of simplified expressions. Shared as `Arc<Simplifier>`; all
/// methods take `&self` and are thread-safe.
pub struct Simplifier {
    original: Expr,
    full: Expr,
    reduced: Expr,
    facts: Facts,
    cache: Mutex<HashMap<Expr, Expr>>,
    witness: OnceLock<Option<Assignment>>,
}

static SIMPLIFIERS: LazyLock<Mutex<HashMap<Expr, Arc<Simplifier>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

impl std::fmt::Debug for Simplifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Simplifier")
            .field("assumption", &self.original)
            .field("simplified", &self.full)
            .finish()
    }
}

impl Simplifier {
    /// Builds a simplifier for a boolean assumption (not cached; see
    /// [`for_assumption`](Self::for_assumption)).
    pub fn new(assumption: &Expr) -> Result<Simplifier> {
        if !assumption.ty().is_bool() {
            return Err(type_error("simplifier", "bool assumption", assumption.ty()));
        }
        let mut current = assumption.clone();
        let mut facts = Facts::extract(&current);
        for _ in 0..MAX_ROUNDS {
            if facts.inconsistent {
                break;
            }
            let next = facts.render(false);
            if next == current {
                break;
            }
            current = next;
            facts = Facts::extract(&current);
        }
        let (full, reduced) = if facts.inconsistent {
            (Expr::ff(), Expr::ff())
        } else {
            (current, facts.render(true))
        };
        Ok(Simplifier {
            original: assumption.clone(),
            full,
            reduced,
            facts,
            cache: Mutex::new(HashMap::new()),
            witness: OnceLock::new(),
        })
    }

    /// The simplifier of an assumption from the global cache, built on first use.
    pub fn for_assumption(assumption: &Expr) -> Result<Arc<Simplifier>> {
        if let Some(s) = SIMPLIFIERS
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(assumption)
        {
            return Ok(s.clone());
        }
        let s = Arc::new(Simplifier::new(assumption)?);
        let mut cache = SIMPLIFIERS.lock().unwrap_or_else(PoisonError::into_inner);
        if cache.len() >= SIMPLIFIER_CACHE_LIMIT {
            cache.clear();
        }
        Ok(cache.entry(assumption.clone()).or_insert(s).clone())
    }

    /// The assumption the simplifier was built from.
    pub fn original(&self) -> &Expr {
        &self.original
    }

    /// The simplified assumption, equivalent to the original one (`false` if it was found
    /// inconsistent).
    pub fn assumption(&self) -> &Expr {
        &self.full
    }

    /// The simplified assumption without the equations that give symbolic constants a
    /// concrete value (such as `X1 = -4` in the example of seed 001): equivalent to the
    /// original one only together with those equations, so use it only for a state all of
    /// whose expressions are simplified by this simplifier, which removes those constants.
    pub fn reduced_assumption(&self) -> &Expr {
        &self.reduced
    }

    /// Has the assumption been found unsatisfiable?
    pub fn is_inconsistent(&self) -> bool {
        self.facts.inconsistent
    }

    /// The symbolic constants (and other primitives) that the assumption gives a concrete
    /// value, with those values, sorted.
    pub fn solved(&self) -> Vec<(Expr, Expr)> {
        let mut v: Vec<(Expr, Expr)> = self
            .facts
            .prim_values
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        v.sort();
        v
    }

    /// Simplifies `e` under the assumption: the result equals `e` wherever the assumption
    /// holds. Under an inconsistent assumption `e` is returned unchanged.
    pub fn simplify(&self, e: &Expr) -> Expr {
        if self.facts.inconsistent {
            return e.clone();
        }
        let mut memo =
            std::mem::take(&mut *self.cache.lock().unwrap_or_else(PoisonError::into_inner));
        if memo.len() > RESULT_CACHE_LIMIT {
            memo.clear();
        }
        let (r, memo) = self.facts.rewrite(FULL, e, memo);
        let mut cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        if cache.len() < memo.len() {
            *cache = memo;
        }
        r
    }

    /// Is `assumption => predicate` valid? `Yes` and `No` are sound; see the module
    /// documentation. A predicate that is not boolean gives `Maybe`.
    pub fn valid(&self, predicate: &Expr) -> Answer {
        if self.facts.inconsistent {
            return Answer::Yes;
        }
        if !predicate.ty().is_bool() {
            return Answer::Maybe;
        }
        let q = self.simplify(predicate);
        if q.is_true() {
            Answer::Yes
        } else if q.is_false() && self.witness().is_some() {
            Answer::No
        } else {
            Answer::Maybe
        }
    }

    /// Is the assumption satisfiable? `Yes` comes with a model found by a small search
    /// ([`witness`](Self::witness)); `No` when the facts are inconsistent.
    pub fn satisfiable(&self) -> Answer {
        if self.facts.inconsistent {
            Answer::No
        } else if self.witness().is_some() {
            Answer::Yes
        } else {
            Answer::Maybe
        }
    }

    /// A concrete assignment satisfying the assumption, if a small search finds one. The
    /// search assigns integer, real and boolean constants, and constant arrays of them.
    pub fn witness(&self) -> Option<&Assignment> {
        self.witness.get_or_init(|| self.find_witness()).as_ref()
    }

    fn find_witness(&self) -> Option<Assignment> {
        if self.facts.inconsistent {
            return None;
        }
        let all = self.original.free_symbols();
        let scalar = |s: &Expr| s.ty().is_numeric() || s.ty().is_bool();
        let is_simple_array = |s: &Expr| {
            s.ty()
                .element()
                .is_some_and(|t| t.is_numeric() || t.is_bool())
        };
        if all.iter().any(|s| !scalar(s) && !is_simple_array(s)) {
            return None;
        }
        let (syms, arrays): (Vec<Expr>, Vec<Expr>) = all.into_iter().partition(|s| scalar(s));
        // Symbols solved by a row from the others.
        let mut pivots: Vec<(Expr, &Row)> = Vec::new();
        for r in &self.facts.rows {
            if let Some(x) = r.pivot().and_then(Monomial::as_primitive) {
                if x.is_symbol() {
                    pivots.push((x.clone(), r));
                }
            }
        }
        let pivot_set: HashSet<&Expr> = pivots.iter().map(|(x, _)| x).collect();
        let free: Vec<&Expr> = syms.iter().filter(|s| !pivot_set.contains(s)).collect();
        let cands: Vec<Vec<Value>> = free.iter().map(|s| self.candidates(s)).collect();
        let total: usize = cands
            .iter()
            .map(Vec::len)
            .try_fold(1usize, |a, n| a.checked_mul(n))
            .unwrap_or(usize::MAX);
        for attempt in 0..WITNESS_ATTEMPTS.min(total) {
            let mut a = Assignment::new();
            let mut k = attempt;
            for (s, cs) in free.iter().zip(&cands) {
                let v = cs[k % cs.len()].clone();
                k /= cs.len();
                if a.set(s, v).is_err() {
                    return None;
                }
            }
            let mut ok = true;
            for (x, r) in pivots.iter().rev() {
                let mut v = r.rhs.clone();
                for (m, c) in &r.terms {
                    if m.as_primitive() == Some(x) {
                        continue;
                    }
                    let e = from_poly_typed(Poly::term(m.clone(), BigInt::one()), x.ty());
                    match e.eval(&a) {
                        Ok(Value::Int(i)) => v -= c * rat(i),
                        Ok(Value::Real(q)) => v -= c * q,
                        _ => {
                            ok = false;
                            break;
                        }
                    }
                }
                let value = if x.ty().is_int() {
                    if !v.is_integer() {
                        ok = false;
                        break;
                    }
                    Value::Int(v.to_integer())
                } else {
                    Value::Real(v)
                };
                if !ok || a.set(x, value).is_err() {
                    ok = false;
                    break;
                }
            }
            if !ok {
                continue;
            }
            // Arrays of scalars: constant arrays of their declared extent (8 if none).
            for arr in &arrays {
                let len = match arr.ty().declared_extent().map(|n| n.eval(&a)) {
                    None => Some(8),
                    Some(Ok(Value::Int(n))) => usize::try_from(n).ok().filter(|n| *n <= 1024),
                    Some(_) => None,
                };
                let Some(len) = len else {
                    ok = false;
                    break;
                };
                let elem = match arr.ty().element() {
                    Some(t) if t.is_bool() => Value::Bool(attempt % 2 == 0),
                    Some(t) if t.is_int() => Value::Int(BigInt::from([1, 0, -1, 2][attempt % 4])),
                    _ => Value::Real(rat([1, 0, -1, 2][attempt % 4])),
                };
                if a.set(arr, Value::Array(vec![elem; len])).is_err() {
                    ok = false;
                    break;
                }
            }
            if ok && matches!(self.original.eval(&a), Ok(Value::Bool(true))) {
                return Some(a);
            }
        }
        None
    }

    fn candidates(&self, s: &Expr) -> Vec<Value> {
        if s.ty().is_bool() {
            return match self.facts.literals.get(s) {
                Some(b) => vec![Value::Bool(*b)],
                None => vec![Value::Bool(true), Value::Bool(false)],
            };
        }
        let is_int = s.ty().is_int();
        let mk = |v: BigRational| {
            if is_int {
                Value::Int(v.to_integer())
            } else {
                Value::Real(v)
            }
        };
        if let Some(c) = self.facts.prim_values.get(s) {
            return match c.kind() {
                ExprKind::Int(i) => vec![Value::Int(i.clone())],
                ExprKind::Real(r) => vec![Value::Real(r.clone())],
                _ => vec![],
            };
        }
        let iv = self.facts.interval_of_key(&Poly::primitive(s.clone()));
        let one = BigRational::one();
        let half = BigRational::new(BigInt::one(), BigInt::from(2));
        let step = if is_int { one.clone() } else { half };
        let mut vs: Vec<BigRational> = Vec::new();
        if let Some(l) = &iv.lo {
            vs.push(if l.strict {
                &l.value + &step
            } else {
                l.value.clone()
            });
        }
        if let Some(h) = &iv.hi {
            vs.push(if h.strict {
                &h.value - &step
            } else {
                h.value.clone()
            });
        }
        for v in [0, 1, -1, 2] {
            vs.push(rat(v));
        }
        if let Some(l) = &iv.lo {
            vs.push(&l.value + &one + &one);
        }
        let mut out: Vec<BigRational> = Vec::new();
        for v in vs {
            let v = if is_int { v.floor() } else { v };
            if iv.contains(&v) && !out.contains(&v) {
                out.push(v);
            }
        }
        if out.is_empty() {
            out.push(BigRational::zero());
        }
        out.into_iter().map(mk).collect()
    }
}

/// Is `assumption => predicate` valid, according to the (cached) simplifier of the
/// assumption? The first layer of the prover: `Yes` and `No` are sound, `Maybe` means the
/// question must go to a real prover.
pub fn valid(assumption: &Expr, predicate: &Expr) -> Result<Answer> {
    if !predicate.ty().is_bool() {
        return Err(type_error("valid", "bool predicate", predicate.ty()));
    }
    Ok(Simplifier::for_assumption(assumption)?.valid(predicate))
}

/// Is the assumption satisfiable, according to its (cached) simplifier? `No` when the
/// facts are inconsistent, `Yes` when a small search finds a model.
pub fn satisfiable(assumption: &Expr) -> Result<Answer> {
    Ok(Simplifier::for_assumption(assumption)?.satisfiable())
}

impl Expr {
    /// Simplifies the expression under an assumption, with the cached simplifier of the
    /// assumption.
    pub fn simplify_under(&self, assumption: &Expr) -> Result<Expr> {
        Ok(Simplifier::for_assumption(assumption)?.simplify(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(n: &str) -> Expr {
        Expr::symbol(n, &Type::int()).unwrap()
    }

    #[test]
    fn seed_001_worked_example() {
        let (x0, x1, x2) = (var("X0"), var("X1"), var("X2"));
        let s = &(&x0 + &x1) + &x2;
        let pc = Expr::and_all([
            &s.less_eq(&Expr::int(6)).unwrap(),
            &s.greater_eq(&Expr::int(6)).unwrap(),
            &(&(&x0 - &(&Expr::int(2) * &x1)) + &x2)
                .equals(&Expr::int(18))
                .unwrap(),
        ])
        .unwrap();
        let simp = Simplifier::new(&pc).unwrap();
        let expect = (&x0 + &x2).equals(&Expr::int(10)).unwrap();
        assert_eq!(simp.reduced_assumption(), &expect);
        assert_eq!(
            simp.assumption(),
            &expect.and(&x1.equals(&Expr::int(-4)).unwrap()).unwrap()
        );
        assert_eq!(simp.solved(), vec![(x1.clone(), Expr::int(-4))]);
        let a = &(&(&x0 * &x0) + &(&x1 * &x1)) + &(&x2 * &x2);
        assert_eq!(
            simp.simplify(&a),
            &(&(&x0 * &x0) + &(&x2 * &x2)) + &Expr::int(16)
        );
        assert!(simp
            .simplify(&x1.greater(&Expr::int(0)).unwrap())
            .is_false());
        assert_eq!(simp.valid(&x1.greater(&Expr::int(0)).unwrap()), Answer::No);
        assert_eq!(
            simp.valid(&(&x0 + &x2).greater_eq(&Expr::int(10)).unwrap()),
            Answer::Yes
        );
        assert_eq!(simp.satisfiable(), Answer::Yes);
    }

    #[test]
    fn loop_index_queries() {
        let (i, n) = (var("i"), var("n"));
        let pc = Expr::int(0)
            .less_eq(&i)
            .unwrap()
            .and(&i.less(&n).unwrap())
            .unwrap();
        let yes = |p: Expr| assert_eq!(valid(&pc, &p).unwrap(), Answer::Yes, "{p}");
        yes((&i + &Expr::int(1)).less_eq(&n).unwrap());
        yes(n.greater_eq(&Expr::int(1)).unwrap());
        yes(Expr::int(0).less_eq(&(&i + &Expr::int(1))).unwrap());
        yes((&(&n - &Expr::int(1)) - &i)
            .greater_eq(&Expr::int(0))
            .unwrap());
        yes(i.not_equals(&n).unwrap());
        assert_eq!(
            valid(&pc, &(&i + &Expr::int(1)).less(&n).unwrap()).unwrap(),
            Answer::Maybe
        );
        assert_eq!(
            valid(&pc, &i.less(&Expr::int(0)).unwrap()).unwrap(),
            Answer::No
        );
    }

    #[test]
    fn integer_tightening_and_exclusions() {
        let (i, n) = (var("i"), var("n"));
        // i <= n && i != n gives i < n.
        let pc = i
            .less_eq(&n)
            .unwrap()
            .and(&i.not_equals(&n).unwrap())
            .unwrap();
        assert_eq!(valid(&pc, &i.less(&n).unwrap()).unwrap(), Answer::Yes);
        // 2i >= 1 gives i >= 1.
        let pc2 = (&i * &Expr::int(2)).greater_eq(&Expr::int(1)).unwrap();
        assert_eq!(
            valid(&pc2, &i.greater_eq(&Expr::int(1)).unwrap()).unwrap(),
            Answer::Yes
        );
        // 0 <= i < 1 gives i = 0.
        let pc3 = i
            .greater_eq(&Expr::int(0))
            .unwrap()
            .and(&i.less(&Expr::int(1)).unwrap())
            .unwrap();
        let s = Simplifier::new(&pc3).unwrap();
        assert_eq!(s.solved(), vec![(i.clone(), Expr::int(0))]);
        assert_eq!(s.simplify(&(&i + &n)), n);
    }

    #[test]
    fn inconsistency_is_detected() {
        let (i, n) = (var("i"), var("n"));
        let pc = i.less(&n).unwrap().and(&n.less(&i).unwrap()).unwrap();
        let s = Simplifier::new(&pc).unwrap();
        assert!(s.is_inconsistent());
        assert_eq!(s.assumption(), &Expr::ff());
        let pc2 = i
            .greater(&Expr::int(3))
            .unwrap()
            .and(&i.less(&Expr::int(2)).unwrap())
            .unwrap();
        assert!(pc2.is_false() || Simplifier::new(&pc2).unwrap().is_inconsistent());
        let pc3 = (&i + &n)
            .equals(&Expr::int(1))
            .unwrap()
            .and(&(&i + &n).equals(&Expr::int(2)).unwrap())
            .unwrap();
        let s3 = Simplifier::new(&pc3).unwrap();
        assert!(s3.is_inconsistent());
        assert_eq!(s3.valid(&Expr::ff()), Answer::Yes);
        assert_eq!(s3.satisfiable(), Answer::No);
    }

    #[test]
    fn boolean_facts_and_clauses() {
        let p = Expr::symbol("p", &Type::bool()).unwrap();
        let q = Expr::symbol("q", &Type::bool()).unwrap();
        let r = Expr::symbol("r", &Type::bool()).unwrap();
        let pc = p.and(&q.or(&r).unwrap()).unwrap();
        let s = Simplifier::new(&pc).unwrap();
        assert!(s.simplify(&p).is_true());
        assert_eq!(s.simplify(&p.and(&q).unwrap()), q);
        assert_eq!(
            s.valid(&q.or(&r).unwrap().or(&p.not().unwrap()).unwrap()),
            Answer::Yes
        );
        assert_eq!(s.valid(&q), Answer::Maybe);
        // The assumption of a literal fact simplifies clauses containing it.
        let pc2 = p.not().unwrap().and(&p.or(&q).unwrap()).unwrap();
        assert_eq!(
            Simplifier::new(&pc2).unwrap().assumption(),
            &p.not().unwrap().and(&q).unwrap()
        );
    }

    #[test]
    fn simplifiers_are_cached() {
        let i = var("i");
        let pc = i.greater(&Expr::int(0)).unwrap();
        let a = Simplifier::for_assumption(&pc).unwrap();
        let b = Simplifier::for_assumption(&pc).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert!(Simplifier::new(&i).is_err());
        assert!(valid(&pc, &i).is_err());
    }

    #[test]
    fn real_and_array_facts() {
        let u = Expr::symbol("u", &Type::real()).unwrap();
        let half = Expr::real_frac(1, 2).unwrap();
        let pc = u.greater(&half).unwrap();
        assert_eq!(
            valid(&pc, &u.greater(&Expr::real_frac(0, 1).unwrap()).unwrap()).unwrap(),
            Answer::Yes
        );
        assert_eq!(
            valid(&pc, &u.greater(&Expr::real_frac(1, 1).unwrap()).unwrap()).unwrap(),
            Answer::Maybe
        );
        let a = Expr::symbol("a", &Type::array(&Type::int(), None).unwrap()).unwrap();
        let i = var("i");
        let pc2 = a.read(&i).unwrap().equals(&Expr::int(3)).unwrap();
        let s = Simplifier::new(&pc2).unwrap();
        assert_eq!(
            s.simplify(&(&a.read(&i).unwrap() * &Expr::int(2))),
            Expr::int(6)
        );
        assert_eq!(
            s.valid(&a.extent().unwrap().greater_eq(&Expr::int(0)).unwrap()),
            Answer::Yes
        );
        let m = i.c_rem(&Expr::int(4)).unwrap();
        assert_eq!(s.valid(&m.less(&Expr::int(4)).unwrap()), Answer::Yes);
    }
}
