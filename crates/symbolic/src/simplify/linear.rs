//! Linear equations over monomials, solved by Gaussian elimination into reduced row
//! echelon form.

use std::collections::BTreeMap;

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::expr::{Monomial, Poly};

use super::interval::rat;

/// Is the polynomial over integer primitives?
pub(crate) fn poly_is_int(p: &Poly) -> bool {
    p.terms()
        .iter()
        .find_map(|(m, _)| m.factors().first().map(|(x, _)| x.ty().is_int()))
        .unwrap_or(true)
}

/// Splits a polynomial into `g * key + c` with `key` monic (coprime coefficients,
/// positive leading coefficient, no constant term). `None` for constants.
pub(crate) fn split_form(p: &Poly) -> Option<(BigInt, Poly, BigInt)> {
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
pub(crate) struct Row {
    pub(crate) terms: BTreeMap<Monomial, BigRational>,
    pub(crate) rhs: BigRational,
}

impl Row {
    pub(crate) fn from_poly(p: &Poly, rhs: BigRational) -> Row {
        Row {
            terms: p
                .terms()
                .iter()
                .map(|(m, c)| (m.clone(), rat(c.clone())))
                .collect(),
            rhs,
        }
    }

    pub(crate) fn pivot(&self) -> Option<&Monomial> {
        self.terms.keys().next_back()
    }

    /// `self -= k * other`.
    pub(crate) fn sub_scaled(&mut self, k: &BigRational, other: &Row) {
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
    pub(crate) fn to_poly(&self) -> Poly {
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
pub(crate) fn rref(rows: Vec<Row>) -> Option<Vec<Row>> {
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
