//! Constants, symbolic constants and arithmetic: the constructors of numeric expressions.
//!
//! Integer expressions are kept as polynomials over integer primitives ([`Poly`]), real
//! expressions as rational functions over real primitives ([`RatFn`]); every operation
//! converts its operands to that form, computes, and converts back (a constant becomes a
//! constant node, `1*p` becomes the primitive `p`). Operands of binary operations must
//! have the same numeric type: mixing integers and reals needs an explicit
//! [`Expr::to_real`] or [`Expr::to_int`].

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::LazyLock;

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

use crate::error::{Error, Result};
use crate::expr::RatFn;
use crate::expr::{intern, Expr, ExprKind, Name, SMALL, SMALL_MAX, SMALL_MIN};
use crate::expr::{Monomial, Poly};
use crate::expr::{Type, TypeKind};
use crate::poly::poly_of;
use crate::ratfn::trunc;

static TRUE: LazyLock<Expr> = LazyLock::new(|| intern(ExprKind::Bool(true), Type::bool()));
static FALSE: LazyLock<Expr> = LazyLock::new(|| intern(ExprKind::Bool(false), Type::bool()));
static ZERO: LazyLock<Expr> = LazyLock::new(|| intern(ExprKind::Int(BigInt::zero()), Type::int()));
static ONE: LazyLock<Expr> = LazyLock::new(|| intern(ExprKind::Int(BigInt::one()), Type::int()));
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

pub(crate) fn type_error(operation: &'static str, expected: &str, found: &Type) -> Error {
    Error::TypeMismatch {
        operation,
        expected: expected.into(),
        found: found.to_string(),
    }
}

/// Both integers as machine integers, when they fit in 64 bits (their sum, difference
/// and product then fit in 128).
fn small_pair(a: &BigInt, b: &BigInt) -> Option<(i128, i128)> {
    use num_traits::ToPrimitive;
    Some((i128::from(a.to_i64()?), i128::from(b.to_i64()?)))
}

/// The rational function of a real expression.
pub(crate) fn ratfn_of(e: &Expr) -> RatFn {
    match e.kind() {
        ExprKind::Real(c) => RatFn::constant(c),
        ExprKind::Rational(r) => r.clone(),
        _ => RatFn::from_poly(Poly::primitive(e.clone())),
    }
}

/// The integer expression of a polynomial over integer primitives.
pub(crate) fn from_poly(p: Poly) -> Expr {
    if let Some(c) = p.as_constant() {
        return Expr::int(c);
    }
    if let Some(x) = p.as_primitive() {
        return x.clone();
    }
    intern(ExprKind::Poly(p), Type::int())
}

/// The real expression of a normalized rational function over real primitives.
pub(crate) fn from_ratfn(r: RatFn) -> Expr {
    if let Some(c) = r.as_constant() {
        return Expr::real(c);
    }
    if r.denominator().as_constant().is_some_and(|d| d.is_one()) {
        if let Some(x) = r.numerator().as_primitive() {
            return x.clone();
        }
    }
    intern(ExprKind::Rational(r), Type::real())
}

/// The expression of a polynomial of the given numeric type (for reals, the polynomial
/// has real primitives and is taken with denominator 1).
pub(crate) fn from_poly_typed(p: Poly, ty: &Type) -> Expr {
    if ty.is_int() {
        from_poly(p)
    } else {
        from_ratfn(RatFn::from_poly(p))
    }
}

/// The polynomial of a numeric expression that has no denominator: integer expressions,
/// and real ones with denominator 1.
pub(crate) fn poly_of_numeric(e: &Expr) -> Option<Poly> {
    if e.ty().is_int() {
        return Some(poly_of(e));
    }
    match e.kind() {
        ExprKind::Real(c) if c.denom().is_one() => Some(Poly::constant(c.numer().clone())),
        ExprKind::Real(_) => None,
        ExprKind::Rational(r) => r
            .denominator()
            .as_constant()
            .filter(|d| d.is_one())
            .map(|_| r.numerator().clone()),
        _ => Some(Poly::primitive(e.clone())),
    }
}

fn check_same_numeric(operation: &'static str, a: &Expr, b: &Expr) -> Result<bool> {
    let (ta, tb) = (a.ty(), b.ty());
    if !ta.is_numeric() {
        return Err(type_error(operation, "int or real", ta));
    }
    if ta != tb {
        return Err(type_error(operation, &ta.to_string(), tb));
    }
    Ok(ta.is_int())
}

impl Expr {
    /// The boolean constant `b`.
    pub fn bool(b: bool) -> Expr {
        if b {
            TRUE.clone()
        } else {
            FALSE.clone()
        }
    }

    /// The boolean constant `true`.
    pub fn tt() -> Expr {
        TRUE.clone()
    }

    /// The boolean constant `false`.
    pub fn ff() -> Expr {
        FALSE.clone()
    }

    /// An integer constant.
    pub fn int(i: impl Into<BigInt>) -> Expr {
        let i = i.into();
        if i.is_zero() {
            return ZERO.clone();
        }
        if i.is_one() {
            return ONE.clone();
        }
        if let Some(k) = num_traits::ToPrimitive::to_i64(&i) {
            if (SMALL_MIN..=SMALL_MAX).contains(&k) {
                return SMALL[(k - SMALL_MIN) as usize].clone();
            }
        }
        intern(ExprKind::Int(i), Type::int())
    }

    /// The integer constant `v`, without building a big integer for a small one (the
    /// same expression as [`Expr::int`]).
    pub fn int_i128(v: i128) -> Expr {
        if (i128::from(SMALL_MIN)..=i128::from(SMALL_MAX)).contains(&v) {
            return SMALL[(v - i128::from(SMALL_MIN)) as usize].clone();
        }
        Expr::int(v)
    }

    /// A real constant.
    pub fn real(r: BigRational) -> Expr {
        intern(ExprKind::Real(r), Type::real())
    }

    /// The real constant `n/d`; an error if `d` is zero.
    pub fn real_frac(n: impl Into<BigInt>, d: impl Into<BigInt>) -> Result<Expr> {
        let d = d.into();
        if d.is_zero() {
            return Err(Error::DivisionByZero);
        }
        Ok(Expr::real(BigRational::new(n.into(), d)))
    }

    /// A character constant with the given code.
    pub fn char(code: u32) -> Expr {
        intern(ExprKind::Char(code), Type::char())
    }

    /// The zero of a numeric type.
    pub fn zero(ty: &Type) -> Result<Expr> {
        match ty.kind() {
            TypeKind::Int => Ok(Expr::int(0)),
            TypeKind::Real => Ok(Expr::real(BigRational::zero())),
            _ => Err(type_error("zero", "int or real", ty)),
        }
    }

    /// The one of a numeric type.
    pub fn one(ty: &Type) -> Result<Expr> {
        match ty.kind() {
            TypeKind::Int => Ok(Expr::int(1)),
            TypeKind::Real => Ok(Expr::real(BigRational::one())),
            _ => Err(type_error("one", "int or real", ty)),
        }
    }

    /// A numeric constant of the given type from an integer.
    pub fn numeral(ty: &Type, i: impl Into<BigInt>) -> Result<Expr> {
        match ty.kind() {
            TypeKind::Int => Ok(Expr::int(i)),
            TypeKind::Real => Ok(Expr::real(BigRational::from_integer(i.into()))),
            _ => Err(type_error("numeral", "int or real", ty)),
        }
    }

    /// The symbolic constant of the given name and type. Symbolic constants are
    /// identified by name *and* type. Names must be non-empty and must not start with
    /// `#` or `_b` followed by a digit (reserved for internal and bound variables).
    pub fn symbol(name: &str, ty: &Type) -> Result<Expr> {
        let reserved = name.starts_with('#')
            || (name.starts_with("_b") && name[2..].starts_with(|c: char| c.is_ascii_digit()));
        if name.is_empty() || reserved {
            return Err(Error::InvalidArgument {
                operation: "symbol",
                reason: format!("`{name}` is not an allowed symbol name"),
            });
        }
        Ok(intern(ExprKind::Symbol(Name::new(name)), ty.clone()))
    }

    /// The symbolic constant named `prefix` followed by `index` (such as `X0` or `Y3`),
    /// for generated constants; see [`symbol_index`](Self::symbol_index).
    pub fn indexed_symbol(prefix: &str, index: u64, ty: &Type) -> Result<Expr> {
        Expr::symbol(&format!("{prefix}{index}"), ty)
    }

    /// The index of a symbolic constant named `prefix` followed by a number without
    /// leading zeros (the inverse of [`indexed_symbol`](Self::indexed_symbol)).
    pub fn symbol_index(&self, prefix: &str) -> Option<u64> {
        let digits = self.symbol_name()?.strip_prefix(prefix)?;
        if digits.is_empty()
            || (digits.len() > 1 && digits.starts_with('0'))
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        digits.parse().ok()
    }

    /// A fresh internal symbolic constant, used to open binders. Its name starts with `#`,
    /// so no user symbol is equal to it.
    pub(crate) fn temp_symbol(ty: &Type) -> Expr {
        let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
        intern(ExprKind::Symbol(Name::new(&format!("#t{n}"))), ty.clone())
    }

    /// The bound variable of index `k`.
    pub(crate) fn bound(k: u32, ty: &Type) -> Expr {
        intern(ExprKind::Bound(k), ty.clone())
    }

    /// The sum `self + other`.
    pub fn plus(&self, other: &Expr) -> Result<Expr> {
        if check_same_numeric("plus", self, other)? {
            if let (Some(a), Some(b)) = (self.as_int(), other.as_int()) {
                return Ok(small_pair(a, b)
                    .and_then(|(x, y)| x.checked_add(y))
                    .map_or_else(|| Expr::int(a + b), Expr::int_i128));
            }
            Ok(from_poly(poly_of(self).add(&poly_of(other))))
        } else {
            Ok(from_ratfn(ratfn_of(self).add(&ratfn_of(other))?))
        }
    }

    /// The difference `self - other`.
    pub fn minus(&self, other: &Expr) -> Result<Expr> {
        if check_same_numeric("minus", self, other)? {
            if let (Some(a), Some(b)) = (self.as_int(), other.as_int()) {
                return Ok(small_pair(a, b)
                    .and_then(|(x, y)| x.checked_sub(y))
                    .map_or_else(|| Expr::int(a - b), Expr::int_i128));
            }
            Ok(from_poly(poly_of(self).sub(&poly_of(other))))
        } else {
            Ok(from_ratfn(ratfn_of(self).sub(&ratfn_of(other))?))
        }
    }

    /// The product `self * other`.
    pub fn times(&self, other: &Expr) -> Result<Expr> {
        if check_same_numeric("times", self, other)? {
            if let (Some(a), Some(b)) = (self.as_int(), other.as_int()) {
                return Ok(small_pair(a, b)
                    .and_then(|(x, y)| x.checked_mul(y))
                    .map_or_else(|| Expr::int(a * b), Expr::int_i128));
            }
            Ok(from_poly(poly_of(self).mul(&poly_of(other))))
        } else {
            Ok(from_ratfn(ratfn_of(self).mul(&ratfn_of(other))?))
        }
    }

    /// The negation `-self`.
    pub fn negated(&self) -> Result<Expr> {
        match self.ty().kind() {
            TypeKind::Int => Ok(from_poly(poly_of(self).neg())),
            TypeKind::Real => Ok(from_ratfn(ratfn_of(self).neg())),
            _ => Err(type_error("negated", "int or real", self.ty())),
        }
    }

    /// The real quotient `self / other`; both must be reals (use [`c_div`](Self::c_div)
    /// for integers). A division by the constant zero gives an [`ExprKind::RealDiv`] whose
    /// evaluation fails.
    pub fn divided_by(&self, other: &Expr) -> Result<Expr> {
        if check_same_numeric("divided_by", self, other)? {
            return Err(type_error(
                "divided_by",
                "real (use c_div for int)",
                self.ty(),
            ));
        }
        match ratfn_of(self).div(&ratfn_of(other)) {
            Ok(r) => Ok(from_ratfn(r)),
            Err(Error::DivisionByZero) => Ok(real_div_by_zero(self, other)),
            Err(e) => Err(e),
        }
    }

    /// The power `self^n`. For integers `n` must be non-negative; for reals a negative
    /// exponent is the reciprocal power (an error if `self` is zero).
    pub fn pow(&self, n: i64) -> Result<Expr> {
        match self.ty().kind() {
            TypeKind::Int => {
                let k = u32::try_from(n).map_err(|_| Error::InvalidArgument {
                    operation: "pow",
                    reason: format!("integer exponent {n} is negative or too large"),
                })?;
                Ok(from_poly(poly_of(self).pow(k)))
            }
            TypeKind::Real => match ratfn_of(self).pow(n) {
                Ok(r) => Ok(from_ratfn(r)),
                Err(Error::DivisionByZero) => {
                    Ok(real_div_by_zero(&Expr::real(BigRational::one()), self))
                }
                Err(e) => Err(e),
            },
            _ => Err(type_error("pow", "int or real", self.ty())),
        }
    }

    /// C integer division `self / other`, truncating toward zero. A division by the
    /// constant zero stays an [`ExprKind::IntDiv`] node, whose evaluation fails.
    pub fn c_div(&self, other: &Expr) -> Result<Expr> {
        if !check_same_numeric("c_div", self, other)? {
            return Err(type_error("c_div", "int", self.ty()));
        }
        if let Some(b) = other.as_int() {
            if b.is_zero() {
                return Ok(intern(
                    ExprKind::IntDiv(self.clone(), other.clone()),
                    Type::int(),
                ));
            }
            if let Some(a) = self.as_int() {
                return Ok(Expr::int(a / b));
            }
            let p = poly_of(self);
            // Exact division is exact whatever the rounding.
            if p.content().is_multiple_of(b) {
                return Ok(from_poly(p.div_exact_scalar(b)));
            }
        }
        if self.as_int().is_some_and(|a| a.is_zero()) {
            return Ok(Expr::int(0));
        }
        if self == other {
            return Ok(Expr::int(1));
        }
        Ok(intern(
            ExprKind::IntDiv(self.clone(), other.clone()),
            Type::int(),
        ))
    }

    /// C integer remainder `self % other`: `self - (self / other) * other` with truncating
    /// division, so the sign is that of `self`. A remainder by the constant zero stays an
    /// [`ExprKind::IntMod`] node, whose evaluation fails.
    pub fn c_rem(&self, other: &Expr) -> Result<Expr> {
        if !check_same_numeric("c_rem", self, other)? {
            return Err(type_error("c_rem", "int", self.ty()));
        }
        if let Some(b) = other.as_int() {
            if b.is_zero() {
                return Ok(intern(
                    ExprKind::IntMod(self.clone(), other.clone()),
                    Type::int(),
                ));
            }
            if let Some(a) = self.as_int() {
                return Ok(Expr::int(a % b));
            }
            if poly_of(self).content().is_multiple_of(b) {
                return Ok(Expr::int(0));
            }
        }
        if self.as_int().is_some_and(|a| a.is_zero()) || self == other {
            return Ok(Expr::int(0));
        }
        Ok(intern(
            ExprKind::IntMod(self.clone(), other.clone()),
            Type::int(),
        ))
    }

    /// The integer `self` as a real. The cast distributes over polynomials.
    pub fn to_real(&self) -> Result<Expr> {
        match self.ty().kind() {
            TypeKind::Real => Ok(self.clone()),
            TypeKind::Int => match self.kind() {
                ExprKind::Int(c) => Ok(Expr::real(BigRational::from_integer(c.clone()))),
                ExprKind::Poly(p) => {
                    let terms = p
                        .terms()
                        .iter()
                        .map(|(m, c)| {
                            let f = m.factors().iter().map(|(x, e)| (real_primitive(x), *e));
                            (Monomial::from_factors(f), c.clone())
                        })
                        .collect();
                    Ok(from_ratfn(RatFn::from_poly(Poly::from_terms(terms))))
                }
                _ => Ok(real_primitive(self)),
            },
            _ => Err(type_error("to_real", "int", self.ty())),
        }
    }

    /// The real `self` truncated toward zero to an integer (C's conversion).
    pub fn to_int(&self) -> Result<Expr> {
        match self.ty().kind() {
            TypeKind::Int => Ok(self.clone()),
            TypeKind::Real => {
                if let Some(c) = self.as_real() {
                    return Ok(Expr::int(trunc(c)));
                }
                if let Some(p) = poly_of_numeric(self) {
                    // A polynomial with integer coefficients over casts of integers is an
                    // integer: undo the cast.
                    let mut terms = Vec::with_capacity(p.terms().len());
                    let mut ok = true;
                    for (m, c) in p.terms() {
                        let mut fs = Vec::new();
                        for (x, e) in m.factors() {
                            match x.kind() {
                                ExprKind::ToReal(y) => fs.push((y.clone(), *e)),
                                _ => ok = false,
                            }
                        }
                        terms.push((Monomial::from_factors(fs), c.clone()));
                    }
                    if ok {
                        return Ok(from_poly(Poly::from_terms(terms)));
                    }
                }
                Ok(intern(ExprKind::ToInt(self.clone()), Type::int()))
            }
            _ => Err(type_error("to_int", "real", self.ty())),
        }
    }

    /// The integer code of a character.
    pub fn char_to_int(&self) -> Result<Expr> {
        if !self.ty().is_char() {
            return Err(type_error("char_to_int", "char", self.ty()));
        }
        if let Some(c) = self.as_char() {
            return Ok(Expr::int(c));
        }
        if let ExprKind::IntToChar(i) = self.kind() {
            return Ok(i.clone());
        }
        Ok(intern(ExprKind::CharToInt(self.clone()), Type::int()))
    }

    /// The character of an integer code. Constants outside `0..=u32::MAX` stay symbolic.
    pub fn int_to_char(&self) -> Result<Expr> {
        if !self.ty().is_int() {
            return Err(type_error("int_to_char", "int", self.ty()));
        }
        if let Some(c) = self.as_int().and_then(|c| u32::try_from(c).ok()) {
            return Ok(Expr::char(c));
        }
        Ok(intern(ExprKind::IntToChar(self.clone()), Type::char()))
    }

    /// The sum of integers or reals of type `ty` (zero for none).
    pub fn sum<'a>(ty: &Type, items: impl IntoIterator<Item = &'a Expr>) -> Result<Expr> {
        let mut acc = Expr::zero(ty)?;
        for x in items {
            acc = acc.plus(x)?;
        }
        Ok(acc)
    }
}

/// The undefined quotient `a / b` for a zero `b`.
pub(crate) fn real_div_by_zero(a: &Expr, b: &Expr) -> Expr {
    intern(ExprKind::RealDiv(a.clone(), b.clone()), Type::real())
}

/// The real primitive of an integer primitive.
fn real_primitive(x: &Expr) -> Expr {
    intern(ExprKind::ToReal(x.clone()), Type::real())
}

/// Constructs an integer from a signed value, used by tests and benchmarks.
impl From<i64> for Expr {
    fn from(i: i64) -> Expr {
        Expr::int(i)
    }
}

macro_rules! binop {
    ($trait:ident, $method:ident, $call:ident) => {
        /// Panics if the operands are not of the same numeric type (a programming error;
        /// use the checked method to get an error instead).
        impl std::ops::$trait<&Expr> for &Expr {
            type Output = Expr;
            fn $method(self, rhs: &Expr) -> Expr {
                match self.$call(rhs) {
                    Ok(e) => e,
                    Err(err) => panic!("{}: {err}", stringify!($call)),
                }
            }
        }

        /// Panics if the operands are not of the same numeric type.
        impl std::ops::$trait<Expr> for Expr {
            type Output = Expr;
            fn $method(self, rhs: Expr) -> Expr {
                std::ops::$trait::$method(&self, &rhs)
            }
        }
    };
}

binop!(Add, add, plus);
binop!(Sub, sub, minus);
binop!(Mul, mul, times);
binop!(Div, div, divided_by);

/// Panics if the operand is not numeric.
impl std::ops::Neg for &Expr {
    type Output = Expr;
    fn neg(self) -> Expr {
        match self.negated() {
            Ok(e) => e,
            Err(err) => panic!("negated: {err}"),
        }
    }
}

/// Panics if the operand is not numeric.
impl std::ops::Neg for Expr {
    type Output = Expr;
    fn neg(self) -> Expr {
        -&self
    }
}

/// Helper for signs of big integers.
pub(crate) fn int_sign(i: &BigInt) -> i32 {
    if i.is_zero() {
        0
    } else if i.is_negative() {
        -1
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(n: &str) -> Expr {
        Expr::symbol(n, &Type::int()).unwrap()
    }

    #[test]
    fn constants_fold() {
        assert_eq!(Expr::int(2).plus(&Expr::int(3)).unwrap(), Expr::int(5));
        assert_eq!(Expr::int(-7).c_div(&Expr::int(2)).unwrap(), Expr::int(-3));
        assert_eq!(Expr::int(-7).c_rem(&Expr::int(2)).unwrap(), Expr::int(-1));
        assert_eq!(Expr::int(7).c_rem(&Expr::int(-2)).unwrap(), Expr::int(1));
        let r = Expr::real_frac(-7, 2).unwrap();
        assert_eq!(r.to_int().unwrap(), Expr::int(-3));
        assert!(Expr::real_frac(1, 0).is_err());
    }

    #[test]
    fn polynomials_are_canonical() {
        let (x, y) = (var("x"), var("y"));
        let a = &(&x + &y) * &(&x + &y);
        let b = &(&(&x * &x) + &(&(&x * &y) * &Expr::int(2))) + &(&y * &y);
        assert_eq!(a, b);
        assert_eq!(&x - &x, Expr::int(0));
        assert_eq!(&(&x + &Expr::int(0)) * &Expr::int(1), x);
        assert_eq!(a.to_string(), "x^2 + 2*x*y + y^2");
    }

    #[test]
    fn c_division_rules() {
        let x = var("x");
        let six_x = &x * &Expr::int(6);
        assert_eq!(six_x.c_div(&Expr::int(3)).unwrap(), &x * &Expr::int(2));
        assert_eq!(six_x.c_rem(&Expr::int(3)).unwrap(), Expr::int(0));
        assert!(matches!(
            x.c_div(&Expr::int(2)).unwrap().kind(),
            ExprKind::IntDiv(..)
        ));
        assert!(matches!(
            x.c_div(&Expr::int(0)).unwrap().kind(),
            ExprKind::IntDiv(..)
        ));
        assert_eq!(x.c_div(&x).unwrap(), Expr::int(1));
    }

    #[test]
    fn casts_distribute() {
        let x = var("x");
        let r = (&x + &Expr::int(1)).to_real().unwrap();
        assert_eq!(r.to_string(), "(real)x + 1");
        assert_eq!(r.to_int().unwrap(), &x + &Expr::int(1));
    }

    #[test]
    fn ill_typed_arithmetic_is_refused() {
        let x = var("x");
        let u = Expr::symbol("u", &Type::real()).unwrap();
        assert!(matches!(x.plus(&u), Err(Error::TypeMismatch { .. })));
        assert!(x.divided_by(&x).is_err());
        assert!(u.c_div(&u).is_err());
        assert!(Expr::tt().negated().is_err());
        assert!(x.pow(-1).is_err());
        assert!(Expr::symbol("#x", &Type::int()).is_err());
        assert!(Expr::symbol("", &Type::int()).is_err());
        assert!(Expr::symbol("_b0", &Type::int()).is_err());
    }

    #[test]
    fn indexed_symbols() {
        let y3 = Expr::indexed_symbol("Y", 3, &Type::int()).unwrap();
        assert_eq!(y3.symbol_name(), Some("Y3"));
        assert_eq!(y3.symbol_index("Y"), Some(3));
        assert_eq!(y3.symbol_index("X"), None);
        assert_eq!(
            Expr::symbol("Y03", &Type::int()).unwrap().symbol_index("Y"),
            None
        );
        assert!(Expr::indexed_symbol("Y", 2, &Type::int()).unwrap() < y3);
    }
}
