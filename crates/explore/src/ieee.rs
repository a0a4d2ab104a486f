//! IEEE 754 rounding of concrete floating-point values (`Config::ieee_concrete`): a
//! literal, and the result of an operation whose operands are all concrete, is the
//! value the C program computes: the exact rational rounded to the nearest value of its
//! type (ties to even), as binary32 (`float`), binary64 (`double`) or the x87 80-bit
//! format (`long double` on x86 Linux, 64-bit significand). The rationals that stand for
//! concrete floating-point values are therefore exactly values of their types.
//!
//! What is computed how:
//! - `+ - * /`, conversions between floating types and from integers: exactly, then
//!   [`round`]ed (IEEE 754 defines each as the correctly rounded exact result, which is
//!   what the hardware and Rust's `f64`/`f32` compute; the property test below checks it).
//!   A result that rounds to an infinity stops the path (*unknown*).
//! - Conversions to integers: truncation toward zero (exact); a value whose integer part
//!   leaves the target's range is undefined behaviour (C11 6.3.1.4), which stops the path
//!   (*unknown*) rather than wrap.
//! - `sqrt`: correctly rounded by IEEE 754, computed with Rust's `f64::sqrt`/`f32::sqrt`
//!   ([`sqrt`]); `long double` only for perfect squares.
//! - `fabs`, `fmin`, `fmax`, `floor`, `ceil`, `trunc`, `round`: exact (their results
//!   are values of the type), computed in rational arithmetic (module `math`).
//! - Every other library function (`sin`, `cos`, `exp`, `log`, `pow`, ...): IEEE 754
//!   leaves its accuracy to the library (glibc's are within an ulp or so, not correctly
//!   rounded), so tass claims a value only where the result is exact and every library
//!   returns it (`exp(0)`, `log(1)`, `pow` of an integer power whose exact value is a value
//!   of the type); otherwise the call stays an uninterpreted function even with concrete
//!   arguments, and a counterexample through it is never confirmed (module `confirm`).
//!
//! Symbolic values are read as reals (seed 001's real arithmetic) with `--float=real`, as
//! the report states; the operations on them that C rounds are kept with the path
//! (`State::float_ops`), and a counterexample stands only if each is exact at its values
//! (module `confirm`). With `--float=ieee` the operations on symbolic values are IEEE
//! 754 functions decided by the solvers (module `fpsym`); the rounding itself is
//! tass-symbolic's ([`round`] and [`sqrt`] use it), which also evaluates those functions.
//!
//! The CLI sets `Config::ieee_concrete` for `verify` (one program); `compare` keeps reals
//! throughout.

use tass_symbolic::BigRational;
use tass_syntax::ast::FloatKind;

/// The binary format of a floating type.
pub(crate) fn format(kind: FloatKind) -> tass_symbolic::Format {
    match kind {
        FloatKind::Float => tass_symbolic::Format::Single,
        FloatKind::Double => tass_symbolic::Format::Double,
        FloatKind::LongDouble => tass_symbolic::Format::Extended,
    }
}

/// The value of type `kind` nearest to `r` (ties to even), or `None` when it rounds to
/// an infinity.
pub(crate) fn round(r: &BigRational, kind: FloatKind) -> Option<BigRational> {
    tass_symbolic::FpFunction::round(r, format(kind))
}

/// The correctly rounded square root of `r` in type `kind` (IEEE 754 requires `sqrt` to
/// be correctly rounded, and Rust's `f64::sqrt` and `f32::sqrt` are), when `r` is a
/// non-negative value of that type and the type is `float` or `double`.
pub(crate) fn sqrt(r: &BigRational, kind: FloatKind) -> Option<BigRational> {
    if kind == FloatKind::LongDouble {
        return None;
    }
    tass_symbolic::FpFunction::sqrt(r, format(kind))
}

/// The name of a floating type as C writes it.
pub(crate) fn type_name(kind: FloatKind) -> &'static str {
    match kind {
        FloatKind::Float => "float",
        FloatKind::Double => "double",
        FloatKind::LongDouble => "long double",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::One;
    use tass_symbolic::BigInt;

    fn of(x: f64) -> BigRational {
        BigRational::from_float(x).unwrap()
    }

    fn dec(n: i64, d: i64) -> BigRational {
        BigRational::new(BigInt::from(n), BigInt::from(d))
    }

    #[test]
    fn doubles_round_as_the_hardware_does() {
        // Decimal literals.
        for (n, d, x) in [(1, 10, 0.1), (2, 10, 0.2), (3, 10, 0.3), (1, 3, 1.0 / 3.0)] {
            assert_eq!(round(&dec(n, d), FloatKind::Double), Some(of(x)));
        }
        // Sums of doubles, computed exactly then rounded, are the hardware's sums.
        let (a, b) = (0.1f64, 0.2f64);
        let exact = of(a) + of(b);
        assert_eq!(round(&exact, FloatKind::Double), Some(of(a + b)));
        assert_ne!(of(a + b), of(0.3));
        // Ties to even, subnormals, negatives, overflow.
        let big = of(9007199254740992.0) + BigRational::one();
        assert_eq!(round(&big, FloatKind::Double), Some(of(9007199254740992.0)));
        let tiny = of(f64::from_bits(1)) * dec(3, 4);
        assert_eq!(round(&tiny, FloatKind::Double), Some(of(f64::from_bits(1))));
        assert_eq!(round(&-dec(1, 10), FloatKind::Double), Some(of(-0.1)));
        assert_eq!(round(&(of(f64::MAX) * dec(2, 1)), FloatKind::Double), None);
        assert_eq!(round(&of(f64::MAX), FloatKind::Double), Some(of(f64::MAX)));
    }

    #[test]
    fn square_roots_are_the_hardware_s() {
        let two = BigRational::from_integer(BigInt::from(2));
        let s = sqrt(&two, FloatKind::Double).unwrap();
        assert_eq!(s, of(2f64.sqrt()));
        // sqrt(2) * sqrt(2), rounded, is not 2 (it is 2.0000000000000004).
        let sq = round(&(&s * &s), FloatKind::Double).unwrap();
        assert_eq!(sq, of(2.0000000000000004));
        assert_eq!(
            sqrt(&two, FloatKind::Float),
            BigRational::from_float(2f32.sqrt())
        );
        // Not a value of the type, negative, or long double: no answer.
        assert_eq!(sqrt(&dec(1, 10), FloatKind::Double), None);
        assert_eq!(sqrt(&of(0.1), FloatKind::Float), None);
        assert_eq!(sqrt(&-two.clone(), FloatKind::Double), None);
        assert_eq!(sqrt(&two, FloatKind::LongDouble), None);
    }

    #[test]
    fn floats_round_to_24_bits() {
        let x = 16777216f32;
        let exact = BigRational::from_float(x).unwrap() + BigRational::one();
        assert_eq!(
            round(&exact, FloatKind::Float),
            BigRational::from_float(x + 1.0)
        );
        assert_eq!(
            round(&dec(1, 10), FloatKind::Float),
            BigRational::from_float(0.1f32)
        );
    }

    proptest::proptest! {
        /// Exact arithmetic then `round` is the hardware's arithmetic (IEEE 754 makes
        /// each operation the correctly rounded exact result), for doubles and floats.
        #[test]
        fn rounding_matches_the_hardware(a in proptest::num::f64::NORMAL | proptest::num::f64::SUBNORMAL,
                                         b in proptest::num::f64::NORMAL | proptest::num::f64::SUBNORMAL) {
            let (x, y) = (of(a), of(b));
            for (exact, hw) in [(&x + &y, a + b), (&x - &y, a - b), (&x * &y, a * b)] {
                if hw.is_finite() {
                    proptest::prop_assert_eq!(round(&exact, FloatKind::Double), Some(of(hw)));
                } else {
                    proptest::prop_assert_eq!(round(&exact, FloatKind::Double), None);
                }
            }
            if b != 0.0 && (a / b).is_finite() {
                proptest::prop_assert_eq!(round(&(&x / &y), FloatKind::Double), Some(of(a / b)));
            }
            let (fa, fb) = (a as f32, b as f32);
            if fa.is_finite() && fb.is_finite() && (fa * fb).is_finite() {
                let exact = BigRational::from_float(fa).unwrap() * BigRational::from_float(fb).unwrap();
                proptest::prop_assert_eq!(round(&exact, FloatKind::Float), BigRational::from_float(fa * fb));
            }
            // A double converted to float.
            if fa.is_finite() {
                proptest::prop_assert_eq!(round(&x, FloatKind::Float), BigRational::from_float(fa));
            }
        }
    }
}
