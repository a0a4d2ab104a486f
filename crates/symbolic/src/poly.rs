//! Polynomials with integer coefficients over primitive expressions.
//!
//! A [`Monomial`] is a product of primitives with positive exponents, sorted by the
//! expression order; a [`Poly`] is a sum of monomials with non-zero integer coefficients,
//! sorted by decreasing monomial order (graded lexicographic: higher total degree first,
//! then the monomial with the larger exponent of the smallest primitive). These are the
//! canonical form of integer expressions (seed 001, 4.5) and the numerator and
//! denominator of real rational functions. The module is pure arithmetic: it neither
//! interns nor knows types.

use std::cmp::Ordering;
use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::{Arc, LazyLock};

use rustc_hash::FxHasher;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::expr::{Expr, ExprKind, Monomial, Poly};

static ONE: LazyLock<Monomial> = LazyLock::new(|| Monomial(Arc::from(Vec::new()), 0));

fn mono(f: Vec<(Expr, u32)>) -> Monomial {
    let d = f.iter().map(|(_, e)| u64::from(*e)).sum();
    Monomial(f.into(), d)
}

impl Monomial {
    /// The empty monomial, 1.
    pub fn one() -> Monomial {
        ONE.clone()
    }

    /// The monomial `p^1` of one primitive.
    pub fn primitive(p: Expr) -> Monomial {
        Monomial(Arc::from([(p, 1)]), 1)
    }

    /// Builds a monomial from factors, merging repeated primitives and dropping zero
    /// exponents.
    pub fn from_factors(factors: impl IntoIterator<Item = (Expr, u32)>) -> Monomial {
        let mut v: Vec<(Expr, u32)> = factors.into_iter().filter(|(_, e)| *e > 0).collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        let mut out: Vec<(Expr, u32)> = Vec::with_capacity(v.len());
        for (p, e) in v {
            match out.last_mut() {
                Some((q, f)) if *q == p => *f += e,
                _ => out.push((p, e)),
            }
        }
        if out.is_empty() {
            return Monomial::one();
        }
        mono(out)
    }

    /// The primitives and their exponents, in increasing expression order.
    pub fn factors(&self) -> &[(Expr, u32)] {
        &self.0
    }

    /// Is this the empty monomial 1?
    pub fn is_one(&self) -> bool {
        self.0.is_empty()
    }

    /// The total degree.
    pub fn degree(&self) -> u64 {
        self.1
    }

    /// The single primitive of a monomial `p^1`.
    pub fn as_primitive(&self) -> Option<&Expr> {
        match &*self.0 {
            [(p, 1)] => Some(p),
            _ => None,
        }
    }

    /// The product of two monomials.
    pub fn mul(&self, other: &Monomial) -> Monomial {
        if self.is_one() {
            return other.clone();
        }
        if other.is_one() {
            return self.clone();
        }
        let (a, b) = (&*self.0, &*other.0);
        let mut out = Vec::with_capacity(a.len() + b.len());
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            match a[i].0.cmp(&b[j].0) {
                Ordering::Less => {
                    out.push(a[i].clone());
                    i += 1;
                }
                Ordering::Greater => {
                    out.push(b[j].clone());
                    j += 1;
                }
                Ordering::Equal => {
                    out.push((a[i].0.clone(), a[i].1 + b[j].1));
                    i += 1;
                    j += 1;
                }
            }
        }
        out.extend_from_slice(&a[i..]);
        out.extend_from_slice(&b[j..]);
        Monomial(out.into(), self.1 + other.1)
    }

    /// The `n`-th power.
    pub fn pow(&self, n: u32) -> Monomial {
        if n == 0 {
            return Monomial::one();
        }
        Monomial(
            self.0.iter().map(|(p, e)| (p.clone(), e * n)).collect(),
            self.1 * u64::from(n),
        )
    }

    /// The quotient `self / d`, if `d` divides `self`.
    pub fn div(&self, d: &Monomial) -> Option<Monomial> {
        if d.is_one() {
            return Some(self.clone());
        }
        let mut out = Vec::with_capacity(self.0.len());
        let mut j = 0;
        for (p, e) in self.0.iter() {
            if j < d.0.len() && d.0[j].0 == *p {
                let f = d.0[j].1;
                if f > *e {
                    return None;
                }
                if f < *e {
                    out.push((p.clone(), e - f));
                }
                j += 1;
            } else {
                out.push((p.clone(), *e));
            }
        }
        if j < d.0.len() {
            return None;
        }
        if out.is_empty() {
            return Some(Monomial::one());
        }
        Some(mono(out))
    }

    /// The greatest common divisor of two monomials.
    pub fn gcd(&self, other: &Monomial) -> Monomial {
        let mut out = Vec::new();
        let (a, b) = (&*self.0, &*other.0);
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            match a[i].0.cmp(&b[j].0) {
                Ordering::Less => i += 1,
                Ordering::Greater => j += 1,
                Ordering::Equal => {
                    out.push((a[i].0.clone(), a[i].1.min(b[j].1)));
                    i += 1;
                    j += 1;
                }
            }
        }
        if out.is_empty() {
            return Monomial::one();
        }
        mono(out)
    }
}

impl Ord for Monomial {
    /// Graded lexicographic order: the greater monomial comes first in a polynomial.
    fn cmp(&self, other: &Self) -> Ordering {
        if Arc::ptr_eq(&self.0, &other.0) {
            return Ordering::Equal;
        }
        let o = self.1.cmp(&other.1);
        if o != Ordering::Equal {
            return o;
        }
        for (x, y) in self.0.iter().zip(other.0.iter()) {
            match x.0.cmp(&y.0) {
                // The smaller primitive is the more significant variable.
                Ordering::Less => return Ordering::Greater,
                Ordering::Greater => return Ordering::Less,
                Ordering::Equal => {
                    let o = x.1.cmp(&y.1);
                    if o != Ordering::Equal {
                        return o;
                    }
                }
            }
        }
        self.0.len().cmp(&other.0.len())
    }
}

impl PartialOrd for Monomial {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl std::fmt::Debug for Monomial {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_one() {
            return f.write_str("1");
        }
        for (i, (p, e)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("*")?;
            }
            if *e == 1 {
                write!(f, "{p}")?;
            } else {
                write!(f, "{p}^{e}")?;
            }
        }
        Ok(())
    }
}

static ZERO: LazyLock<Poly> = LazyLock::new(|| Poly(Arc::from(Vec::new())));
static ONE_POLY: LazyLock<Poly> =
    LazyLock::new(|| Poly(Arc::from(vec![(Monomial::one(), BigInt::one())])));

impl Poly {
    /// The zero polynomial.
    pub fn zero() -> Poly {
        ZERO.clone()
    }

    /// A constant polynomial.
    pub fn constant(c: BigInt) -> Poly {
        if c.is_zero() {
            return Poly::zero();
        }
        Poly(Arc::from([(Monomial::one(), c)]))
    }

    /// The polynomial `1`.
    pub fn one() -> Poly {
        ONE_POLY.clone()
    }

    /// Is this the polynomial `1`?
    pub fn is_one(&self) -> bool {
        match &*self.0 {
            [(m, c)] => m.is_one() && c.is_one(),
            _ => false,
        }
    }

    /// The polynomial `c * m`.
    pub fn term(m: Monomial, c: BigInt) -> Poly {
        if c.is_zero() {
            return Poly::zero();
        }
        Poly(Arc::from([(m, c)]))
    }

    /// The polynomial `p` of one primitive.
    pub fn primitive(p: Expr) -> Poly {
        Poly::term(Monomial::primitive(p), BigInt::one())
    }

    /// Builds a polynomial from terms in any order, combining equal monomials.
    pub fn from_terms(mut terms: Vec<(Monomial, BigInt)>) -> Poly {
        terms.sort_unstable_by(|a, b| b.0.cmp(&a.0));
        let mut out: Vec<(Monomial, BigInt)> = Vec::with_capacity(terms.len());
        for (m, c) in terms {
            if let Some(last) = out.last_mut() {
                if last.0 == m {
                    last.1 += c;
                    continue;
                }
            }
            out.push((m, c));
        }
        out.retain(|(_, c)| !c.is_zero());
        Poly(out.into())
    }

    /// The terms, in decreasing monomial order.
    pub fn terms(&self) -> &[(Monomial, BigInt)] {
        &self.0
    }

    /// Is this the zero polynomial?
    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// The value of a constant polynomial (zero included).
    pub fn as_constant(&self) -> Option<BigInt> {
        match &*self.0 {
            [] => Some(BigInt::zero()),
            [(m, c)] if m.is_one() => Some(c.clone()),
            _ => None,
        }
    }

    /// Is the polynomial a constant?
    pub fn is_constant(&self) -> bool {
        match &*self.0 {
            [] => true,
            [(m, _)] => m.is_one(),
            _ => false,
        }
    }

    /// The primitive `p` if the polynomial is exactly `1 * p^1`.
    pub fn as_primitive(&self) -> Option<&Expr> {
        match &*self.0 {
            [(m, c)] if c.is_one() => m.as_primitive(),
            _ => None,
        }
    }

    /// The constant term.
    pub fn constant_term(&self) -> BigInt {
        match self.0.last() {
            Some((m, c)) if m.is_one() => c.clone(),
            _ => BigInt::zero(),
        }
    }

    /// The polynomial without its constant term.
    pub fn without_constant(&self) -> Poly {
        match self.0.last() {
            Some((m, _)) if m.is_one() => Poly(self.0[..self.0.len() - 1].into()),
            _ => self.clone(),
        }
    }

    /// The leading (greatest) term.
    pub fn leading(&self) -> Option<&(Monomial, BigInt)> {
        self.0.first()
    }

    /// The total degree (0 for constants, including zero).
    pub fn degree(&self) -> u64 {
        self.0.iter().map(|(m, _)| m.degree()).max().unwrap_or(0)
    }

    /// Calls `f` on each primitive, in term order (a primitive occurring in several terms
    /// is visited each time).
    pub fn for_each_primitive(&self, f: &mut impl FnMut(&Expr)) {
        for (m, _) in self.0.iter() {
            for (p, _) in m.factors() {
                f(p);
            }
        }
    }

    /// The sum.
    pub fn add(&self, other: &Poly) -> Poly {
        if self.is_zero() {
            return other.clone();
        }
        if other.is_zero() {
            return self.clone();
        }
        let (a, b) = (&*self.0, &*other.0);
        let mut out = Vec::with_capacity(a.len() + b.len());
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            match a[i].0.cmp(&b[j].0) {
                Ordering::Greater => {
                    out.push(a[i].clone());
                    i += 1;
                }
                Ordering::Less => {
                    out.push(b[j].clone());
                    j += 1;
                }
                Ordering::Equal => {
                    let c = &a[i].1 + &b[j].1;
                    if !c.is_zero() {
                        out.push((a[i].0.clone(), c));
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        out.extend_from_slice(&a[i..]);
        out.extend_from_slice(&b[j..]);
        Poly(out.into())
    }

    /// The negation.
    pub fn neg(&self) -> Poly {
        Poly(self.0.iter().map(|(m, c)| (m.clone(), -c)).collect())
    }

    /// The difference.
    pub fn sub(&self, other: &Poly) -> Poly {
        self.add(&other.neg())
    }

    /// The product with an integer.
    pub fn scale(&self, k: &BigInt) -> Poly {
        if k.is_zero() {
            return Poly::zero();
        }
        if k.is_one() {
            return self.clone();
        }
        Poly(self.0.iter().map(|(m, c)| (m.clone(), c * k)).collect())
    }

    /// The product with a monomial.
    pub fn mul_monomial(&self, m: &Monomial) -> Poly {
        if m.is_one() {
            return self.clone();
        }
        // Multiplying by a monomial preserves the graded lexicographic order.
        Poly(self.0.iter().map(|(n, c)| (n.mul(m), c.clone())).collect())
    }

    /// The product.
    pub fn mul(&self, other: &Poly) -> Poly {
        if self.is_zero() || other.is_zero() {
            return Poly::zero();
        }
        if let Some(k) = self.as_constant() {
            return other.scale(&k);
        }
        if let Some(k) = other.as_constant() {
            return self.scale(&k);
        }
        if other.0.len() == 1 {
            let (m, c) = &other.0[0];
            return self.mul_monomial(m).scale(c);
        }
        if self.0.len() == 1 {
            let (m, c) = &self.0[0];
            return other.mul_monomial(m).scale(c);
        }
        let mut acc: HashMap<Monomial, BigInt, BuildHasherDefault<FxHasher>> = HashMap::default();
        acc.reserve(self.0.len() * other.0.len());
        for (m, c) in self.0.iter() {
            for (n, d) in other.0.iter() {
                let t = c * d;
                match acc.entry(m.mul(n)) {
                    Entry::Occupied(mut o) => *o.get_mut() += t,
                    Entry::Vacant(v) => {
                        v.insert(t);
                    }
                }
            }
        }
        let mut terms: Vec<(Monomial, BigInt)> =
            acc.into_iter().filter(|(_, c)| !c.is_zero()).collect();
        terms.sort_unstable_by(|a, b| b.0.cmp(&a.0));
        Poly(terms.into())
    }

    /// The `n`-th power.
    pub fn pow(&self, n: u32) -> Poly {
        let mut result = Poly::one();
        let mut base = self.clone();
        let mut n = n;
        while n > 0 {
            if n & 1 == 1 {
                result = result.mul(&base);
            }
            n >>= 1;
            if n > 0 {
                base = base.mul(&base);
            }
        }
        result
    }

    /// The gcd of the coefficients (non-negative; zero for the zero polynomial).
    pub fn content(&self) -> BigInt {
        let mut g = BigInt::zero();
        for (_, c) in self.0.iter() {
            g = g.gcd(c);
            if g.is_one() {
                break;
            }
        }
        g
    }

    /// The gcd of the non-constant coefficients.
    pub fn content_without_constant(&self) -> BigInt {
        let mut g = BigInt::zero();
        for (m, c) in self.0.iter() {
            if !m.is_one() {
                g = g.gcd(c);
                if g.is_one() {
                    break;
                }
            }
        }
        g
    }

    /// Whether the integer `d > 0` divides the value of this polynomial at every
    /// integer value of its primitives (`x² + x` by 2, though no coefficient is even):
    /// the value modulo `d` depends only on each primitive's residue, so every
    /// assignment of residues is tried; `false` when there would be more than `limit`.
    pub fn divides_values(&self, d: &BigInt, limit: u64) -> bool {
        if !d.is_positive() {
            return false;
        }
        if self.content().is_multiple_of(d) {
            return true;
        }
        let mut prims: Vec<Expr> = Vec::new();
        self.for_each_primitive(&mut |p| {
            if !prims.contains(p) {
                prims.push(p.clone());
            }
        });
        let Ok(base) = u64::try_from(d.clone()) else {
            return false;
        };
        let Some(count) = u32::try_from(prims.len())
            .ok()
            .and_then(|n| base.checked_pow(n))
        else {
            return false;
        };
        if count > limit {
            return false;
        }
        let mut residues = vec![0u64; prims.len()];
        for _ in 0..count {
            let mut v = BigInt::zero();
            for (m, c) in self.0.iter() {
                let mut t = c.clone();
                for (f, e) in m.factors() {
                    let i = prims.iter().position(|p| p == f).expect("a primitive");
                    t = (t * BigInt::from(residues[i]).pow(*e)).mod_floor(d);
                }
                v = (v + t).mod_floor(d);
            }
            if !v.is_zero() {
                return false;
            }
            // The next assignment of residues.
            for r in residues.iter_mut() {
                *r += 1;
                if *r < base {
                    break;
                }
                *r = 0;
            }
        }
        true
    }

    /// The quotient by an integer that divides every coefficient.
    pub fn div_exact_scalar(&self, k: &BigInt) -> Poly {
        if k.is_one() {
            return self.clone();
        }
        Poly(self.0.iter().map(|(m, c)| (m.clone(), c / k)).collect())
    }

    /// The sign of the leading coefficient: -1, 0 or 1.
    pub fn leading_sign(&self) -> i32 {
        match self.0.first() {
            None => 0,
            Some((_, c)) if c.is_negative() => -1,
            Some(_) => 1,
        }
    }

    /// The greatest monomial dividing every term (1 for the zero polynomial).
    pub fn monomial_gcd(&self) -> Monomial {
        let mut it = self.0.iter();
        let Some((first, _)) = it.next() else {
            return Monomial::one();
        };
        let mut g = first.clone();
        for (m, _) in it {
            if g.is_one() {
                break;
            }
            g = g.gcd(m);
        }
        g
    }

    /// The quotient by a monomial dividing every term.
    pub fn div_monomial(&self, d: &Monomial) -> Option<Poly> {
        if d.is_one() {
            return Some(self.clone());
        }
        let mut out = Vec::with_capacity(self.0.len());
        for (m, c) in self.0.iter() {
            out.push((m.div(d)?, c.clone()));
        }
        // Division by a common monomial preserves the order.
        Some(Poly(out.into()))
    }

    /// The exact quotient `self / d`, if `d` divides `self` over the integers.
    ///
    /// This is multivariate division by a single divisor, which is exact: if `d` divides
    /// the polynomial, every remainder is a multiple of `d`, so its leading term is
    /// divisible by the leading term of `d`. The work is bounded by `limit` steps; `None`
    /// means "does not divide, or too expensive to tell".
    pub fn div_exact(&self, d: &Poly, limit: usize) -> Option<Poly> {
        let (dm, dc) = d.leading()?;
        if let Some(k) = d.as_constant() {
            if self.0.iter().all(|(_, c)| c.is_multiple_of(&k)) {
                return Some(self.div_exact_scalar(&k));
            }
            return None;
        }
        let mut rem = self.clone();
        let mut quotient = Vec::new();
        let mut steps = 0;
        while let Some((rm, rc)) = rem.leading() {
            steps += 1;
            if steps > limit {
                return None;
            }
            let qm = rm.div(dm)?;
            if !rc.is_multiple_of(dc) {
                return None;
            }
            let qc = rc / dc;
            let t = Poly::term(qm.clone(), qc.clone());
            rem = rem.sub(&d.mul(&t));
            quotient.push((qm, qc));
        }
        Some(Poly::from_terms(quotient))
    }

    /// The primitive part: the polynomial divided by its content, with a positive leading
    /// coefficient, and the factor `c` with `self = c * part`.
    pub fn primitive_part(&self) -> (BigInt, Poly) {
        let mut g = self.content();
        if g.is_zero() {
            return (BigInt::zero(), Poly::zero());
        }
        if self.leading_sign() < 0 {
            g = -g;
        }
        (g.clone(), self.div_exact_scalar(&g))
    }
}

impl std::fmt::Debug for Poly {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_zero() {
            return f.write_str("0");
        }
        for (i, (m, c)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            if m.is_one() {
                write!(f, "{c}")?;
            } else if c.is_one() {
                write!(f, "{m:?}")?;
            } else {
                write!(f, "{c}*{m:?}")?;
            }
        }
        Ok(())
    }
}

/// The integer polynomial of an integer expression.
pub(crate) fn poly_of(e: &Expr) -> Poly {
    match e.kind() {
        ExprKind::Int(c) => Poly::constant(c.clone()),
        ExprKind::Poly(p) => p.clone(),
        _ => Poly::primitive(e.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::Type;

    fn var(n: &str) -> Expr {
        Expr::symbol(n, &Type::int()).unwrap()
    }

    fn p(e: &Expr) -> Poly {
        poly_of(e)
    }

    #[test]
    fn graded_lex_order() {
        let (x, y) = (var("x"), var("y"));
        let xy = Monomial::primitive(x.clone()).mul(&Monomial::primitive(y.clone()));
        let x2 = Monomial::primitive(x.clone()).pow(2);
        let y2 = Monomial::primitive(y.clone()).pow(2);
        assert!(x2 > xy && xy > y2);
        assert!(y2 > Monomial::primitive(x.clone()));
        assert!(Monomial::primitive(x) > Monomial::primitive(y));
        assert!(Monomial::one() < y2);
    }

    #[test]
    fn arithmetic_and_division() {
        let (x, y) = (var("x"), var("y"));
        let a = p(&(&x + &y));
        let b = p(&(&x - &y));
        let prod = a.mul(&b);
        assert_eq!(prod, p(&x).pow(2).sub(&p(&y).pow(2)));
        assert_eq!(prod.div_exact(&a, 100), Some(b.clone()));
        assert_eq!(prod.div_exact(&p(&(&x + &Expr::int(1))), 100), None);
        assert_eq!(a.add(&a.neg()), Poly::zero());
        assert_eq!(prod.degree(), 2);
        assert_eq!(p(&(&x * &Expr::int(6))).content(), BigInt::from(6));
    }

    #[test]
    fn primitive_part_and_monomial_gcd() {
        let (x, y) = (var("x"), var("y"));
        let q = p(&(&(&x * &y) * &Expr::int(-4)));
        let r = q.add(&p(&(&x * &Expr::int(-6))));
        let (c, part) = r.primitive_part();
        assert_eq!(c, BigInt::from(-2));
        assert_eq!(part.leading_sign(), 1);
        assert_eq!(r.monomial_gcd(), Monomial::primitive(x));
    }

    #[test]
    fn divides_values_by_residues() {
        let (x, y) = (var("x"), var("y"));
        let two = BigInt::from(2);
        let six = BigInt::from(6);
        // x² + x = x(x+1) is even; x² + 1 is not always.
        assert!(p(&(&(&x * &x) + &x)).divides_values(&two, 100));
        assert!(!p(&(&(&x * &x) + &Expr::int(1))).divides_values(&two, 100));
        // x(x+1)(2x+1) is a multiple of 6 (6 times the sum of squares below x+1).
        let cubic = &(&(&x * &(&x + &Expr::int(1))) * &(&(&x * &Expr::int(2)) + &Expr::int(1)));
        assert!(p(cubic).divides_values(&six, 100));
        assert!(!p(&(cubic + &Expr::int(2))).divides_values(&six, 100));
        // x·y + x is not always even; x·y·(x + y) is.
        assert!(!p(&(&(&x * &y) + &x)).divides_values(&two, 100));
        assert!(p(&(&(&x * &y) * &(&x + &y))).divides_values(&two, 100));
        // Too many residues to try: no.
        assert!(!p(&(&(&x * &y) * &(&x + &y))).divides_values(&BigInt::from(120), 100));
    }
}
