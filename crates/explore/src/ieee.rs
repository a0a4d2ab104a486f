//! IEEE 754 rounding of concrete floating-point values (`Config::ieee_concrete`): a
//! literal, and the result of an operation whose operands are all concrete, is the
//! value the C program computes: the exact rational rounded to the nearest value of its
//! type (ties to even), as binary32 (`float`), binary64 (`double`) or the x87 80-bit
//! format (`long double` on x86 Linux, 64-bit significand). Symbolic values stay reals
//! (seed 001's real arithmetic), as the report states.

use num_traits::{One, Signed, Zero};
use tass_symbolic::{BigInt, BigRational};
use tass_syntax::ast::FloatKind;

/// The significand precision (with the hidden bit), the least normal exponent and the
/// greatest exponent of a floating type.
fn format(kind: FloatKind) -> (u64, i64, i64) {
    match kind {
        FloatKind::Float => (24, -126, 127),
        FloatKind::Double => (53, -1022, 1023),
        FloatKind::LongDouble => (64, -16382, 16383),
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

/// The value of type `kind` nearest to `r` (ties to even), or `None` when it rounds to
/// an infinity.
pub(crate) fn round(r: &BigRational, kind: FloatKind) -> Option<BigRational> {
    if r.is_zero() {
        return Some(r.clone());
    }
    let (p, emin, emax) = format(kind);
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

#[cfg(test)]
mod tests {
    use super::*;

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
