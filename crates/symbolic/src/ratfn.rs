//! Rational functions: the canonical form of real expressions.
//!
//! A [`RatFn`] is a quotient `p/q` of polynomials with integer coefficients whose contents
//! are coprime and whose denominator has a positive leading coefficient, so a real
//! polynomial such as `X/2 + Y/3` is `(3X + 2Y)/6`, uniquely. Common factors of `p` and
//! `q` are cancelled where they are *known*: as in TASS (seed 001, 4.5), a rational
//! function carries partial factorizations of its numerator and denominator (lists of
//! known non-monomial factors), products merge them, and sums compute their denominator
//! as a least common multiple of the factored denominators; monomial and integer common
//! factors are always cancelled, and known denominator factors are tried as exact
//! divisors of a new numerator. No polynomial is ever factored from scratch, so the form
//! is canonical for polynomials and "canonical up to unknown common factors" otherwise.
//!
//! The factor lists are metadata: equality, hashing and order look only at `p` and `q`.

use std::cmp::Ordering;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

use crate::error::{Error, Result};
use crate::expr::{Poly, RatFn};

/// Work bound for the exact divisions tried during normalization.
const DIV_LIMIT: usize = 256;

impl PartialEq for RatFn {
    fn eq(&self, other: &Self) -> bool {
        self.num == other.num && self.den == other.den
    }
}

impl Eq for RatFn {}

impl Hash for RatFn {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.num.hash(state);
        self.den.hash(state);
    }
}

impl Ord for RatFn {
    fn cmp(&self, other: &Self) -> Ordering {
        self.num
            .cmp(&other.num)
            .then_with(|| self.den.cmp(&other.den))
    }
}

impl PartialOrd for RatFn {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl std::fmt::Debug for RatFn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({:?})/({:?})", self.num, self.den)
    }
}

static NO_FACTORS: std::sync::LazyLock<Arc<[Poly]>> =
    std::sync::LazyLock::new(|| Arc::from(Vec::new()));

fn no_factors() -> Arc<[Poly]> {
    NO_FACTORS.clone()
}

/// The non-monomial part of a polynomial as a factor: primitive, positive leading
/// coefficient, no monomial divisor; `None` when that part is constant or a monomial.
fn core(p: &Poly) -> Option<Poly> {
    if p.terms().len() < 2 {
        return None;
    }
    let m = p.monomial_gcd();
    let q = p.div_monomial(&m)?;
    let (_, q) = q.primitive_part();
    (q.terms().len() >= 2).then_some(q)
}

/// The known factors of `p`: the listed ones, or the core of `p` when none are listed.
fn effective(listed: &[Poly], p: &Poly) -> Vec<Poly> {
    if !listed.is_empty() {
        return listed.to_vec();
    }
    core(p).into_iter().collect()
}

/// The multiset intersection of two sorted lists.
fn intersect(a: &[Poly], b: &[Poly]) -> Vec<Poly> {
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::new();
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            Ordering::Less => i += 1,
            Ordering::Greater => j += 1,
            Ordering::Equal => {
                out.push(a[i].clone());
                i += 1;
                j += 1;
            }
        }
    }
    out
}

/// Removes one occurrence of each element of `b` from the sorted list `a`.
fn minus(a: &[Poly], b: &[Poly]) -> Vec<Poly> {
    let mut out = a.to_vec();
    for x in b {
        if let Some(k) = out.iter().position(|y| y == x) {
            out.remove(k);
        }
    }
    out
}

fn sorted(mut v: Vec<Poly>) -> Arc<[Poly]> {
    v.sort();
    v.into()
}

impl RatFn {
    /// The polynomial `p` as a rational function `p/1`.
    pub fn from_poly(p: Poly) -> RatFn {
        RatFn {
            num: p,
            den: Poly::one(),
            num_factors: no_factors(),
            den_factors: no_factors(),
        }
    }

    /// A constant.
    pub fn constant(r: &BigRational) -> RatFn {
        RatFn {
            num: Poly::constant(r.numer().clone()),
            den: Poly::constant(r.denom().clone()),
            num_factors: no_factors(),
            den_factors: no_factors(),
        }
    }

    /// The numerator.
    pub fn numerator(&self) -> &Poly {
        &self.num
    }

    /// The denominator (leading coefficient positive; `1` for polynomials).
    pub fn denominator(&self) -> &Poly {
        &self.den
    }

    /// The known non-monomial factors of the numerator, with repetition (possibly
    /// incomplete; empty when none are known beyond the numerator itself).
    pub fn numerator_factors(&self) -> &[Poly] {
        &self.num_factors
    }

    /// The known non-monomial factors of the denominator (see
    /// [`numerator_factors`](Self::numerator_factors)).
    pub fn denominator_factors(&self) -> &[Poly] {
        &self.den_factors
    }

    /// Is the denominator a constant?
    pub fn has_constant_denominator(&self) -> bool {
        self.den.is_constant()
    }

    /// The value of a constant rational function.
    pub fn as_constant(&self) -> Option<BigRational> {
        let n = self.num.as_constant()?;
        let d = self.den.as_constant()?;
        if d.is_zero() {
            return None;
        }
        Some(BigRational::new(n, d))
    }

    /// Is this the zero function?
    pub fn is_zero(&self) -> bool {
        self.num.is_zero()
    }

    /// Normalizes `num/den` with the given known factors (see the module documentation).
    fn normalize(num: Poly, den: Poly, nf: Vec<Poly>, df: Vec<Poly>) -> Result<RatFn> {
        if den.is_zero() {
            return Err(Error::DivisionByZero);
        }
        if num.is_zero() {
            return Ok(RatFn::from_poly(Poly::zero()));
        }
        // A polynomial (denominator 1, no factors): already normal (the steps below
        // would change nothing), and by far the most frequent case.
        if den.is_one() && nf.is_empty() && df.is_empty() {
            return Ok(RatFn::from_poly(num));
        }
        let (mut num, mut den) = (num, den);
        let mut nf = sorted(nf).to_vec();
        let mut df = sorted(df).to_vec();
        // Cancel the common known factors.
        for f in intersect(&nf, &df) {
            if let (Some(n), Some(d)) = (num.div_exact(&f, DIV_LIMIT), den.div_exact(&f, DIV_LIMIT))
            {
                num = n;
                den = d;
                nf = minus(&nf, std::slice::from_ref(&f));
                df = minus(&df, std::slice::from_ref(&f));
            }
        }
        // Cancel a common monomial.
        if !den.is_constant() {
            let g = num.monomial_gcd().gcd(&den.monomial_gcd());
            if !g.is_one() {
                if let (Some(n), Some(d)) = (num.div_monomial(&g), den.div_monomial(&g)) {
                    num = n;
                    den = d;
                }
            }
        }
        // Try the known denominator factors as divisors of the numerator.
        if !den.is_constant() {
            let mut candidates = effective(&df, &den);
            candidates.dedup();
            for f in candidates {
                while num.terms().len() >= f.terms().len() {
                    let (Some(n), Some(d)) =
                        (num.div_exact(&f, DIV_LIMIT), den.div_exact(&f, DIV_LIMIT))
                    else {
                        break;
                    };
                    num = n;
                    den = d;
                    df = minus(&df, std::slice::from_ref(&f));
                    if den.is_constant() {
                        break;
                    }
                }
                if den.is_constant() {
                    break;
                }
            }
        }
        // Cancel the common content and make the leading coefficient of den positive.
        let mut g = num.content().gcd(&den.content());
        if den.leading_sign() < 0 {
            g = -g;
        }
        if !g.is_one() {
            num = num.div_exact_scalar(&g);
            den = den.div_exact_scalar(&g);
        }
        if den.is_constant() {
            df.clear();
        }
        if num.is_constant() {
            nf.clear();
        }
        let factors = |f: Vec<Poly>| if f.is_empty() { no_factors() } else { f.into() };
        Ok(RatFn {
            num,
            den,
            num_factors: factors(nf),
            den_factors: factors(df),
        })
    }

    /// The sum.
    pub fn add(&self, other: &RatFn) -> Result<RatFn> {
        if self.is_zero() {
            return Ok(other.clone());
        }
        if other.is_zero() {
            return Ok(self.clone());
        }
        if self.den == other.den {
            let df = self.den_factors.to_vec();
            return RatFn::normalize(self.num.add(&other.num), self.den.clone(), vec![], df);
        }
        let fa = effective(&self.den_factors, &self.den);
        let fb = effective(&other.den_factors, &other.den);
        let (fa, fb) = (sorted(fa), sorted(fb));
        let common = intersect(&fa, &fb);
        let mut c = Poly::term(
            self.den.monomial_gcd().gcd(&other.den.monomial_gcd()),
            self.den.content().gcd(&other.den.content()),
        );
        for f in &common {
            c = c.mul(f);
        }
        let (a_rest, b_rest, common) = match (
            self.den.div_exact(&c, DIV_LIMIT),
            other.den.div_exact(&c, DIV_LIMIT),
        ) {
            (Some(a), Some(b)) => (a, b, common),
            _ => (self.den.clone(), other.den.clone(), vec![]),
        };
        let num = self.num.mul(&b_rest).add(&other.num.mul(&a_rest));
        let den = self.den.mul(&b_rest);
        let mut df = fa.to_vec();
        df.extend(minus(&fb, &common));
        RatFn::normalize(num, den, vec![], df)
    }

    /// The negation.
    pub fn neg(&self) -> RatFn {
        RatFn {
            num: self.num.neg(),
            den: self.den.clone(),
            num_factors: self.num_factors.clone(),
            den_factors: self.den_factors.clone(),
        }
    }

    /// The difference.
    pub fn sub(&self, other: &RatFn) -> Result<RatFn> {
        self.add(&other.neg())
    }

    /// The product.
    pub fn mul(&self, other: &RatFn) -> Result<RatFn> {
        if self.is_zero() || other.is_zero() {
            return Ok(RatFn::from_poly(Poly::zero()));
        }
        if self.den.is_one()
            && other.den.is_one()
            && self.num_factors.is_empty()
            && other.num_factors.is_empty()
        {
            // Two polynomials: their product is one.
            return Ok(RatFn::from_poly(self.num.mul(&other.num)));
        }
        if self.den.is_constant()
            && other.den.is_constant()
            && self.num_factors.is_empty()
            && other.num_factors.is_empty()
        {
            return RatFn::normalize(
                self.num.mul(&other.num),
                self.den.mul(&other.den),
                vec![],
                vec![],
            );
        }
        let mut nf = effective(&self.num_factors, &self.num);
        nf.extend(effective(&other.num_factors, &other.num));
        let mut df = effective(&self.den_factors, &self.den);
        df.extend(effective(&other.den_factors, &other.den));
        RatFn::normalize(self.num.mul(&other.num), self.den.mul(&other.den), nf, df)
    }

    /// The reciprocal; an error for zero.
    pub fn inv(&self) -> Result<RatFn> {
        if self.num.is_zero() {
            return Err(Error::DivisionByZero);
        }
        RatFn::normalize(
            self.den.clone(),
            self.num.clone(),
            self.den_factors.to_vec(),
            self.num_factors.to_vec(),
        )
    }

    /// The quotient; an error when `other` is zero.
    pub fn div(&self, other: &RatFn) -> Result<RatFn> {
        self.mul(&other.inv()?)
    }

    /// The `n`-th power (`n` may be negative).
    pub fn pow(&self, n: i64) -> Result<RatFn> {
        let base = if n < 0 { self.inv()? } else { self.clone() };
        let k = u32::try_from(n.unsigned_abs()).map_err(|_| Error::InvalidArgument {
            operation: "pow",
            reason: "exponent too large".into(),
        })?;
        let mut nf = Vec::new();
        let mut df = Vec::new();
        for _ in 0..k.min(16) {
            nf.extend(effective(&base.num_factors, &base.num));
            df.extend(effective(&base.den_factors, &base.den));
        }
        if k > 16 {
            nf.clear();
            df.clear();
        }
        RatFn::normalize(base.num.pow(k), base.den.pow(k), nf, df)
    }

    /// A normalized rational function from a numerator and a denominator (an error if the
    /// denominator is zero).
    pub fn new(num: Poly, den: Poly) -> Result<RatFn> {
        RatFn::normalize(num, den, vec![], vec![])
    }
}

/// Truncation toward zero of a rational.
pub(crate) fn trunc(r: &BigRational) -> BigInt {
    let (q, _) = r.numer().div_rem(r.denom());
    q
}

/// The sign of a rational as -1, 0, 1.
pub(crate) fn sign(r: &BigRational) -> i32 {
    if r.is_zero() {
        0
    } else if r.is_negative() {
        -1
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use crate::expr::Type;
    use crate::expr::{Expr, ExprKind};

    fn var(n: &str) -> Expr {
        Expr::symbol(n, &Type::real()).unwrap()
    }

    #[test]
    fn common_factors_cancel() {
        let (u, v) = (var("u"), var("v"));
        let s = &u + &v;
        let q = &(&u / &s) + &(&v / &s);
        assert_eq!(q, Expr::real_frac(1, 1).unwrap());
        let d = &(&(&u * &u) - &(&v * &v)) / &(&u - &v);
        assert_eq!(d, s);
        let m = &(&u * &v) / &u;
        assert_eq!(m, v);
    }

    #[test]
    fn factorizations_travel_with_products() {
        let (u, v) = (var("u"), var("v"));
        let one = Expr::real_frac(1, 1).unwrap();
        let a = &u + &one;
        let b = &v + &one;
        let f = &(&a * &b) / &a;
        assert_eq!(f, b);
        let g = &(&a / &b) * &(&b / &a);
        assert_eq!(g, one);
    }

    #[test]
    fn normal_form_of_real_polynomials() {
        let (u, v) = (var("u"), var("v"));
        let e = &(&u * &Expr::real_frac(1, 2).unwrap()) + &(&v / &Expr::real_frac(3, 1).unwrap());
        match e.kind() {
            ExprKind::Rational(r) => {
                assert_eq!(r.denominator().as_constant(), Some(6.into()));
                assert_eq!(r.numerator().content(), 1.into());
            }
            k => panic!("unexpected {k:?}"),
        }
        let neg = &u / &(-&v);
        assert_eq!(neg, -&(&u / &v));
    }
}
