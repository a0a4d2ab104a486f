//! IEEE 754 binary floating point inside symbolic expressions.
//!
//! An operation of C on floating-point values, when it is to be reasoned about in IEEE
//! 754 rather than in real arithmetic, is the application of a function symbol with a
//! reserved name ([`FpFunction`]): `fp.add.d(x, y)` is `x + y` in `double`, rounded to
//! nearest (ties to even), with signed zeros, infinities and NaN. Names hold a `.`, so
//! no C identifier can take one. The values the functions take and return are reals
//! (the expression type is [`Type::real`]): a finite operand or result is the exact
//! rational value, and the simplifier, which treats applications as uninterpreted,
//! applies no law of real arithmetic to them. The prover translates the functions to
//! the SMT-LIB FloatingPoint theory (the terms in their argument and result positions
//! get the format's sort), and evaluation ([`Expr::eval`](crate::Expr::eval)) computes
//! them exactly here ([`FpFunction::eval`]), so a counterexample is checked in IEEE
//! 754 arithmetic. The values that are not rationals are [`Value::Float`]
//! ([`Special`]: NaN, the infinities and `-0.0`).
//!
//! Formats ([`Format`]): binary32 (`float`), binary64 (`double`) and the x87 80-bit
//! format (`long double` on x86 Linux: 15 exponent bits, a 64-bit significand), whose
//! finite values are those of an IEEE binary format of these parameters (arithmetic
//! never produces the x87's unnormals).

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::error::{Error, Result};
use crate::expr::Type;
use crate::expr::{Expr, ExprKind};
use crate::value::{Special, Value};

/// A binary floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Format {
    /// binary32 (C `float`).
    Single,
    /// binary64 (C `double`).
    Double,
    /// The x87 80-bit format (C `long double` on x86 Linux).
    Extended,
}

impl Format {
    /// The letter that names the format in function names: `f`, `d`, `l` (C's suffixes).
    pub fn letter(self) -> char {
        match self {
            Format::Single => 'f',
            Format::Double => 'd',
            Format::Extended => 'l',
        }
    }

    /// The format a letter names.
    pub fn from_letter(c: char) -> Option<Format> {
        match c {
            'f' => Some(Format::Single),
            'd' => Some(Format::Double),
            'l' => Some(Format::Extended),
            _ => None,
        }
    }

    /// The significand precision, with the hidden bit (SMT-LIB's `sb`).
    pub fn precision(self) -> u64 {
        match self {
            Format::Single => 24,
            Format::Double => 53,
            Format::Extended => 64,
        }
    }

    /// The number of exponent bits (SMT-LIB's `eb`).
    pub fn exponent_bits(self) -> u64 {
        match self {
            Format::Single => 8,
            Format::Double => 11,
            Format::Extended => 15,
        }
    }

    /// The least normal exponent.
    pub fn emin(self) -> i64 {
        2 - (1i64 << (self.exponent_bits() - 1))
    }

    /// The greatest exponent.
    pub fn emax(self) -> i64 {
        (1i64 << (self.exponent_bits() - 1)) - 1
    }
}

/// An operation of IEEE 754 arithmetic (rounding to nearest, ties to even).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FpOp {
    /// `x + y`.
    Add,
    /// `x - y`.
    Sub,
    /// `x * y`.
    Mul,
    /// `x / y`.
    Div,
    /// `-x`.
    Neg,
    /// `fabs(x)`.
    Abs,
    /// `sqrt(x)` (correctly rounded).
    Sqrt,
    /// `fmin(x, y)`: the other operand when one is NaN; of `0.0` and `-0.0`, either (C
    /// and IEEE 754 leave it open: evaluation gives `x`, a solver may choose).
    Min,
    /// `fmax(x, y)`, as [`FpOp::Min`].
    Max,
    /// `x < y` (false when either is NaN).
    Lt,
    /// `x <= y` (false when either is NaN).
    Le,
    /// `x == y` in C: false when either is NaN, true for `0.0 == -0.0`.
    Eq,
    /// The conversion of a value of the given format to the function's format.
    Convert(Format),
    /// The conversion of an integer (rounded).
    OfInt,
    /// The conversion to an integer, truncating toward zero (undefined in C for NaN,
    /// the infinities and values out of the target's range: its value there is none;
    /// the prover encodes it for values of at most 65 bits in two's complement, which
    /// every C integer type of up to 64 bits holds).
    ToInt,
}

/// A function of IEEE 754 arithmetic on one format: an operation and the format of its
/// operands (of its result, for conversions to a floating type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FpFunction {
    /// The operation.
    pub op: FpOp,
    /// The format.
    pub format: Format,
}

/// The prefix of every reserved name.
const PREFIX: &str = "fp.";

/// Whether a function symbol of this module was ever made in this process.
static USED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

impl FpFunction {
    /// The function.
    pub fn new(op: FpOp, format: Format) -> FpFunction {
        FpFunction { op, format }
    }

    /// The reserved name: `fp.<op>.<format>`, or `fp.cvt.<from><to>`.
    pub fn name(self) -> String {
        let f = self.format.letter();
        let op = match self.op {
            FpOp::Add => "add",
            FpOp::Sub => "sub",
            FpOp::Mul => "mul",
            FpOp::Div => "div",
            FpOp::Neg => "neg",
            FpOp::Abs => "abs",
            FpOp::Sqrt => "sqrt",
            FpOp::Min => "min",
            FpOp::Max => "max",
            FpOp::Lt => "lt",
            FpOp::Le => "le",
            FpOp::Eq => "eq",
            FpOp::Convert(from) => return format!("{PREFIX}cvt.{}{f}", from.letter()),
            FpOp::OfInt => "of_int",
            FpOp::ToInt => "to_int",
        };
        format!("{PREFIX}{op}.{f}")
    }

    /// The function a reserved name names.
    pub fn parse(name: &str) -> Option<FpFunction> {
        let rest = name.strip_prefix(PREFIX)?;
        let (op, fmt) = rest.split_once('.')?;
        let mut letters = fmt.chars();
        let first = Format::from_letter(letters.next()?)?;
        let second = letters.next().map(Format::from_letter);
        if letters.next().is_some() {
            return None;
        }
        let op = match (op, second) {
            ("cvt", Some(Some(to))) => return Some(FpFunction::new(FpOp::Convert(first), to)),
            (_, Some(_)) => return None,
            ("add", None) => FpOp::Add,
            ("sub", None) => FpOp::Sub,
            ("mul", None) => FpOp::Mul,
            ("div", None) => FpOp::Div,
            ("neg", None) => FpOp::Neg,
            ("abs", None) => FpOp::Abs,
            ("sqrt", None) => FpOp::Sqrt,
            ("min", None) => FpOp::Min,
            ("max", None) => FpOp::Max,
            ("lt", None) => FpOp::Lt,
            ("le", None) => FpOp::Le,
            ("eq", None) => FpOp::Eq,
            ("of_int", None) => FpOp::OfInt,
            ("to_int", None) => FpOp::ToInt,
            _ => return None,
        };
        Some(FpFunction::new(op, first))
    }

    /// The value of format `fmt` nearest to `r` (ties to even), or `None` when it
    /// rounds to an infinity.
    pub fn round(r: &BigRational, fmt: Format) -> Option<BigRational> {
        round(r, fmt)
    }

    /// The correctly rounded square root of the non-negative value `r` of format `fmt`,
    /// when tass computes it (binary32 and binary64; perfect squares otherwise).
    pub fn sqrt(r: &BigRational, fmt: Format) -> Option<BigRational> {
        sqrt(r, fmt)
    }

    /// The function an expression applies, when it is a reserved function symbol.
    pub fn of_symbol(f: &Expr) -> Option<FpFunction> {
        FpFunction::parse(f.symbol_name()?)
    }

    /// The function an application applies, with its arguments.
    pub fn of_application(e: &Expr) -> Option<(FpFunction, &[Expr])> {
        match e.kind() {
            ExprKind::Apply(f, args) => Some((FpFunction::of_symbol(f)?, args)),
            _ => None,
        }
    }

    /// The format of the operands (for a conversion between formats, the source's).
    pub fn operand_format(self) -> Format {
        match self.op {
            FpOp::Convert(from) => from,
            _ => self.format,
        }
    }

    /// The number of operands.
    pub fn arity(self) -> usize {
        match self.op {
            FpOp::Add
            | FpOp::Sub
            | FpOp::Mul
            | FpOp::Div
            | FpOp::Min
            | FpOp::Max
            | FpOp::Lt
            | FpOp::Le
            | FpOp::Eq => 2,
            _ => 1,
        }
    }

    /// Whether the result is a floating-point value (of [`FpFunction::format`]).
    pub fn floating_result(self) -> bool {
        !matches!(self.op, FpOp::Lt | FpOp::Le | FpOp::Eq | FpOp::ToInt)
    }

    /// Whether the operands are floating-point values (else an integer).
    pub fn floating_operands(self) -> bool {
        self.op != FpOp::OfInt
    }

    /// The type of the function symbol.
    pub fn ty(self) -> Type {
        let param = if self.floating_operands() {
            Type::real()
        } else {
            Type::int()
        };
        let result = match self.op {
            FpOp::Lt | FpOp::Le | FpOp::Eq => Type::bool(),
            FpOp::ToInt => Type::int(),
            _ => Type::real(),
        };
        Type::function(vec![param; self.arity()], &result)
    }

    /// The function symbol.
    pub fn symbol(self) -> Result<Expr> {
        USED.store(true, std::sync::atomic::Ordering::Relaxed);
        Expr::symbol(&self.name(), &self.ty())
    }

    /// Whether no expression can have an IEEE 754 function in it: none was made in this
    /// process by [`FpFunction::symbol`] (a cheap test that spares looking for them).
    pub fn unused() -> bool {
        !USED.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The application of the function to `args`.
    pub fn apply(self, args: &[Expr]) -> Result<Expr> {
        self.symbol()?.apply(args)
    }

    /// The value of the function at `args` (reals, integers or [`Value::Float`]); an
    /// error where C leaves it undefined (a conversion to an integer of NaN or an
    /// infinity) or where it is not computed (the square root in the x87 format but of
    /// perfect squares).
    pub fn eval(self, args: &[Value]) -> Result<Value> {
        let fmt = self.format;
        if args.len() != self.arity() {
            return Err(Error::NotEvaluable(format!(
                "{} of {} values",
                self.name(),
                args.len()
            )));
        }
        if self.op == FpOp::OfInt {
            return match &args[0] {
                Value::Int(i) => Ok(to_value(rounded(
                    BigRational::from_integer(i.clone()),
                    false,
                    fmt,
                ))),
                v => Err(Error::NotEvaluable(format!("{} of {v}", self.name()))),
            };
        }
        let xs = args.iter().map(of_value).collect::<Result<Vec<F>>>()?;
        let x = &xs[0];
        let y = xs.get(1);
        let nan = || Ok(Value::Float(Special::NaN));
        Ok(match (self.op, x, y) {
            (FpOp::Lt | FpOp::Le | FpOp::Eq, _, Some(y)) => {
                let Some(o) = compare(x, y) else {
                    return Ok(Value::Bool(false));
                };
                Value::Bool(match self.op {
                    FpOp::Lt => o.is_lt(),
                    FpOp::Le => o.is_le(),
                    _ => o.is_eq(),
                })
            }
            (FpOp::ToInt, x, _) => match x {
                F::Fin(r, _) => Value::Int(r.to_integer()),
                _ => {
                    return Err(Error::NotEvaluable(format!(
                        "the conversion of {} to an integer",
                        to_value(x.clone())
                    )))
                }
            },
            (FpOp::Min | FpOp::Max, x, Some(y)) => to_value(match (x, y) {
                (F::NaN, y) => y.clone(),
                (x, F::NaN) => x.clone(),
                (x, y) => match compare(x, y) {
                    Some(o) if o.is_lt() == (self.op == FpOp::Min) && !o.is_eq() => x.clone(),
                    Some(o) if o.is_eq() => x.clone(),
                    _ => y.clone(),
                },
            }),
            (_, F::NaN, _) | (_, _, Some(F::NaN)) => return nan(),
            (FpOp::Neg, x, _) => to_value(negate(x)),
            (FpOp::Abs, x, _) => to_value(match x {
                F::Inf(_) => F::Inf(false),
                F::Fin(r, _) => F::Fin(r.abs(), false),
                F::NaN => F::NaN,
            }),
            (FpOp::Convert(_), x, _) => to_value(match x {
                F::Fin(r, neg) => rounded(r.clone(), *neg, fmt),
                x => x.clone(),
            }),
            (FpOp::Sqrt, x, _) => match x {
                F::Inf(false) => to_value(F::Inf(false)),
                F::Fin(r, neg) if r.is_zero() => to_value(F::Fin(r.clone(), *neg)),
                F::Inf(true) => return nan(),
                F::Fin(r, _) if r.is_negative() => return nan(),
                F::Fin(r, _) => match sqrt(r, fmt) {
                    Some(s) => Value::Real(s),
                    None => {
                        return Err(Error::NotEvaluable(format!(
                            "the square root of {r} in {fmt:?}"
                        )))
                    }
                },
                F::NaN => return nan(),
            },
            (FpOp::Add | FpOp::Sub, x, Some(y)) => {
                let y = if self.op == FpOp::Sub {
                    negate(y)
                } else {
                    y.clone()
                };
                match (x, &y) {
                    (F::Inf(a), F::Inf(b)) if a != b => return nan(),
                    (F::Inf(a), _) | (_, F::Inf(a)) => to_value(F::Inf(*a)),
                    (F::Fin(a, na), F::Fin(b, nb)) => {
                        let s = a + b;
                        // An exact zero sum is +0 under ties-to-even, but -0 + -0.
                        let neg = s.is_zero() && *na && *nb;
                        to_value(rounded(s, neg, fmt))
                    }
                    _ => return nan(),
                }
            }
            (FpOp::Mul, x, Some(y)) => {
                let sign = sign_of(x) != sign_of(y);
                match (x, y) {
                    (F::Inf(_), F::Fin(r, _)) | (F::Fin(r, _), F::Inf(_)) if r.is_zero() => {
                        return nan()
                    }
                    (F::Inf(_), _) | (_, F::Inf(_)) => to_value(F::Inf(sign)),
                    (F::Fin(a, _), F::Fin(b, _)) => to_value(rounded(a * b, sign, fmt)),
                    _ => return nan(),
                }
            }
            (FpOp::Div, x, Some(y)) => {
                let sign = sign_of(x) != sign_of(y);
                match (x, y) {
                    (F::Inf(_), F::Inf(_)) => return nan(),
                    (F::Inf(_), _) => to_value(F::Inf(sign)),
                    (_, F::Inf(_)) => to_value(F::Fin(BigRational::zero(), sign)),
                    (F::Fin(a, _), F::Fin(b, _)) if b.is_zero() => {
                        if a.is_zero() {
                            return nan();
                        }
                        to_value(F::Inf(sign))
                    }
                    (F::Fin(a, _), F::Fin(b, _)) => to_value(rounded(a / b, sign, fmt)),
                    _ => return nan(),
                }
            }
            _ => {
                return Err(Error::NotEvaluable(format!(
                    "{} of these values",
                    self.name()
                )))
            }
        })
    }
}

/// A floating-point value: NaN, an infinity (negative when `true`) or a finite rational
/// (the flag is the sign of a zero).
#[derive(Clone, Debug)]
enum F {
    NaN,
    Inf(bool),
    Fin(BigRational, bool),
}

fn of_value(v: &Value) -> Result<F> {
    Ok(match v {
        Value::Real(r) => F::Fin(r.clone(), false),
        Value::Int(i) => F::Fin(BigRational::from_integer(i.clone()), false),
        Value::Float(Special::NaN) => F::NaN,
        Value::Float(Special::PosInf) => F::Inf(false),
        Value::Float(Special::NegInf) => F::Inf(true),
        Value::Float(Special::NegZero) => F::Fin(BigRational::zero(), true),
        v => {
            return Err(Error::NotEvaluable(format!(
                "{v} as a floating-point value"
            )))
        }
    })
}

fn to_value(x: F) -> Value {
    match x {
        F::NaN => Value::Float(Special::NaN),
        F::Inf(false) => Value::Float(Special::PosInf),
        F::Inf(true) => Value::Float(Special::NegInf),
        F::Fin(r, true) if r.is_zero() => Value::Float(Special::NegZero),
        F::Fin(r, _) => Value::Real(r),
    }
}

/// Whether the sign bit is set.
fn sign_of(x: &F) -> bool {
    match x {
        F::NaN => false,
        F::Inf(n) => *n,
        F::Fin(r, n) => r.is_negative() || (r.is_zero() && *n),
    }
}

fn negate(x: &F) -> F {
    match x {
        F::NaN => F::NaN,
        F::Inf(n) => F::Inf(!n),
        F::Fin(r, n) => F::Fin(-r, r.is_zero() && !n),
    }
}

/// The order of two values, `None` when either is NaN (zeros compare equal).
fn compare(x: &F, y: &F) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering;
    Some(match (x, y) {
        (F::NaN, _) | (_, F::NaN) => return None,
        (F::Inf(a), F::Inf(b)) => b.cmp(a),
        (F::Inf(a), _) => {
            if *a {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        }
        (_, F::Inf(b)) => {
            if *b {
                Ordering::Greater
            } else {
                Ordering::Less
            }
        }
        (F::Fin(a, _), F::Fin(b, _)) => a.cmp(b),
    })
}

/// `r` rounded to `fmt` (to an infinity past the largest value); a zero result has the
/// sign of `r`, or the sign `neg` when `r` is zero.
fn rounded(r: BigRational, neg: bool, fmt: Format) -> F {
    let negative = r.is_negative() || (r.is_zero() && neg);
    match round(&r, fmt) {
        Some(v) => F::Fin(v, negative),
        None => F::Inf(negative),
    }
}

/// `floor(log2(a))` of a positive rational.
fn floor_log2(a: &BigRational) -> i64 {
    let (n, d) = (a.numer(), a.denom());
    let mut e = n.bits() as i64 - d.bits() as i64;
    // 2^e <= a < 2^(e+1), correcting the estimate (off by at most one).
    if pow2(e) > *a {
        e -= 1;
    } else if pow2(e + 1) <= *a {
        e += 1;
    }
    e
}

fn pow2(e: i64) -> BigRational {
    if e >= 0 {
        BigRational::from_integer(BigInt::one() << (e as usize))
    } else {
        BigRational::new(BigInt::one(), BigInt::one() << ((-e) as usize))
    }
}

/// The value of format `fmt` nearest to `r` (ties to even), or `None` when it rounds to
/// an infinity.
fn round(r: &BigRational, fmt: Format) -> Option<BigRational> {
    if r.is_zero() {
        return Some(r.clone());
    }
    let (p, emin, emax) = (fmt.precision(), fmt.emin(), fmt.emax());
    let a = r.abs();
    // The quantum: 2^(e - p + 1) for the exponent e of `a`, never below the subnormals'.
    let e = floor_log2(&a).max(emin);
    let q = pow2(e - p as i64 + 1);
    let scaled = &a / &q;
    let (whole, frac) = (scaled.to_integer(), scaled.fract());
    let half = BigRational::new(BigInt::one(), BigInt::from(2));
    let m = if frac > half || (frac == half && whole.bit(0)) {
        whole + 1
    } else {
        whole
    };
    let v = BigRational::from_integer(m) * q;
    // The largest finite value is (2 - 2^(1-p)) 2^emax; anything that rounds above it is
    // an infinity.
    if v >= pow2(emax + 1) {
        return None;
    }
    Some(if r.is_negative() { -v } else { v })
}

/// The hardware's value of `r`, when `r` is a finite value of format `fmt` other than
/// the x87 one (which Rust has no type for).
fn to_hw(r: &BigRational, fmt: Format) -> Option<f64> {
    let x = r.to_f64()?;
    // Exactly `r`: the conversion is checked, not trusted.
    if !x.is_finite() || BigRational::from_float(x).as_ref() != Some(r) {
        return None;
    }
    match fmt {
        Format::Single => {
            let f = x as f32;
            (f64::from(f) == x).then_some(x)
        }
        Format::Double => Some(x),
        Format::Extended => None,
    }
}

/// The correctly rounded square root of `r` in format `fmt` (IEEE 754 requires `sqrt`
/// to be correctly rounded, and Rust's `f64::sqrt` and `f32::sqrt` are), when `r` is a
/// non-negative value of that format and the format is binary32 or binary64, or `r` is
/// a perfect square whose root is a value of the format.
fn sqrt(r: &BigRational, fmt: Format) -> Option<BigRational> {
    if r.is_negative() {
        return None;
    }
    if let Some(x) = to_hw(r, fmt) {
        return match fmt {
            Format::Single => BigRational::from_float((x as f32).sqrt()),
            _ => BigRational::from_float(x.sqrt()),
        };
    }
    let (n, d) = (r.numer().sqrt(), r.denom().sqrt());
    let s = BigRational::new(n.clone(), d.clone());
    (&s * &s == *r && round(&s, fmt).as_ref() == Some(&s)).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn real(x: f64) -> Value {
        Value::Real(BigRational::from_float(x).unwrap())
    }

    fn of(x: f64) -> Value {
        if x.is_nan() {
            Value::Float(Special::NaN)
        } else if x.is_infinite() {
            Value::Float(if x > 0.0 {
                Special::PosInf
            } else {
                Special::NegInf
            })
        } else if x == 0.0 && x.is_sign_negative() {
            Value::Float(Special::NegZero)
        } else {
            real(x)
        }
    }

    #[test]
    fn names_round_trip() {
        for op in [
            FpOp::Add,
            FpOp::Sub,
            FpOp::Mul,
            FpOp::Div,
            FpOp::Neg,
            FpOp::Abs,
            FpOp::Sqrt,
            FpOp::Min,
            FpOp::Max,
            FpOp::Lt,
            FpOp::Le,
            FpOp::Eq,
            FpOp::Convert(Format::Single),
            FpOp::OfInt,
            FpOp::ToInt,
        ] {
            for fmt in [Format::Single, Format::Double, Format::Extended] {
                let f = FpFunction::new(op, fmt);
                assert_eq!(FpFunction::parse(&f.name()), Some(f));
            }
        }
        assert_eq!(FpFunction::parse("fp.add.x"), None);
        assert_eq!(FpFunction::parse("fp.add.dd"), None);
        assert_eq!(FpFunction::parse("sqrt"), None);
        assert_eq!(Format::Double.emin(), -1022);
        assert_eq!(Format::Extended.emax(), 16383);
        assert_eq!(Format::Single.emin(), -126);
    }

    #[test]
    fn operations_are_the_hardware_s() {
        let specials = [
            0.0,
            -0.0,
            1.0,
            -1.5,
            1e-20,
            1e308,
            -1e308,
            f64::MIN_POSITIVE / 3.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            0.1,
            3.0,
        ];
        let d = |op| FpFunction::new(op, Format::Double);
        for &a in &specials {
            for &b in &specials {
                let cases: [(FpOp, f64); 4] = [
                    (FpOp::Add, a + b),
                    (FpOp::Sub, a - b),
                    (FpOp::Mul, a * b),
                    (FpOp::Div, a / b),
                ];
                for (op, want) in cases {
                    assert_eq!(
                        d(op).eval(&[of(a), of(b)]).unwrap(),
                        of(want),
                        "{op:?} {a} {b}"
                    );
                }
                assert_eq!(
                    d(FpOp::Lt).eval(&[of(a), of(b)]).unwrap(),
                    Value::Bool(a < b)
                );
                assert_eq!(
                    d(FpOp::Le).eval(&[of(a), of(b)]).unwrap(),
                    Value::Bool(a <= b)
                );
                assert_eq!(
                    d(FpOp::Eq).eval(&[of(a), of(b)]).unwrap(),
                    Value::Bool(a == b)
                );
            }
            for &b in &specials {
                if a != 0.0 || b != 0.0 {
                    assert_eq!(d(FpOp::Min).eval(&[of(a), of(b)]).unwrap(), of(a.min(b)));
                    assert_eq!(d(FpOp::Max).eval(&[of(a), of(b)]).unwrap(), of(a.max(b)));
                }
            }
            assert_eq!(d(FpOp::Neg).eval(&[of(a)]).unwrap(), of(-a));
            assert_eq!(d(FpOp::Abs).eval(&[of(a)]).unwrap(), of(a.abs()));
            assert_eq!(
                d(FpOp::Sqrt).eval(&[of(a)]).unwrap(),
                of(a.sqrt()),
                "sqrt {a}"
            );
            let to_f = FpFunction::new(FpOp::Convert(Format::Double), Format::Single);
            assert_eq!(
                to_f.eval(&[of(a)]).unwrap(),
                of(f64::from(a as f32)),
                "(float) {a}"
            );
        }
        let of_int = FpFunction::new(FpOp::OfInt, Format::Single);
        assert_eq!(
            of_int.eval(&[Value::int(16777217)]).unwrap(),
            real(16777216.0)
        );
        let to_int = FpFunction::new(FpOp::ToInt, Format::Double);
        assert_eq!(to_int.eval(&[real(-2.7)]).unwrap(), Value::int(-2));
        assert!(to_int.eval(&[of(f64::NAN)]).is_err());
    }
}
