//! Bitwise operators on symbolic integers as exact integer arithmetic.
//!
//! An integer is read as its two's complement with infinitely many bits (the sign bit
//! repeated forever: C's representation of a value of its type, extended), so every
//! operator has one meaning whatever the width, and these identities hold exactly:
//!
//! - the low `k` bits of `x` are `x mod 2^k` (Euclidean remainder, in `0 .. 2^k`);
//! - `x & c` for a constant `c >= 0` is the sum over the runs of ones of `c`, bits `lo`
//!   to `hi`, of `(x mod 2^(hi+1)) - (x mod 2^lo)`; for `c < 0`, `x - (x & ~c)`;
//! - `x | y = x + y - (x & y)` and `x ^ y = x + y - 2 (x & y)`;
//! - `~x = -x - 1`, `x << k = x * 2^k`, `x >> k = floor(x / 2^k)` (arithmetic shift,
//!   what GCC and Clang do for negative values, implementation-defined in C);
//! - for `x, y` in `-2^w .. 2^w`, `x & y` is the sum over `i < w` of `2^i` where bit
//!   `i` is set in both, minus `2^w` when both are negative (the bits from `w` on are
//!   the sign bits); the bits are fresh constants, 0 or 1, tied to the value by its
//!   decomposition `x = sum 2^i b_i - 2^w s` (one solution, so adding it to the path
//!   condition loses and adds no execution), which keeps the formulas linear and
//!   small where nested divisions would not be.
//!
//! Everything is linear arithmetic with division by constants (and conditionals), which
//! the prover decides. The caller checks the side conditions (operands within `w`
//! bits, shift amounts in range) before using the last form or a symbolic shift.

use tass_symbolic::{BigInt, Expr, Result};

/// `2^k`.
pub(crate) fn pow2(k: u32) -> BigInt {
    BigInt::from(1) << (k as usize)
}

/// `floor(x / d)` for a constant `d > 0`, from C's truncating division: for `x < 0`,
/// `trunc((x - (d - 1)) / d)`. `nonneg` says that `x >= 0` is known.
pub(crate) fn floor_div(x: &Expr, d: &BigInt, nonneg: bool) -> Result<Expr> {
    let dx = Expr::int(d.clone());
    let pos = x.c_div(&dx)?;
    if nonneg || d == &BigInt::from(1) {
        return Ok(pos);
    }
    let neg = x.minus(&Expr::int(d - 1))?.c_div(&dx)?;
    let c = x.greater_eq(&Expr::int(0))?;
    Expr::cond(&c, &pos, &neg)
}

/// `x mod d` for a constant `d > 0`, in `0 .. d` (the low bits when `d` is `2^k`).
pub(crate) fn emod(x: &Expr, d: &BigInt, nonneg: bool) -> Result<Expr> {
    let dx = Expr::int(d.clone());
    if nonneg {
        return x.c_rem(&dx);
    }
    // ((x % d) + d) % d with C's remainder.
    x.c_rem(&dx)?.plus(&dx)?.c_rem(&dx)
}

/// The runs of ones of `c >= 0`, as (lowest bit, highest bit).
fn runs(c: &BigInt) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let bits = c.bits() as u32;
    let mut i = 0;
    while i < bits {
        if c.bit(i as u64) {
            let lo = i;
            while i < bits && c.bit(i as u64) {
                i += 1;
            }
            out.push((lo, i - 1));
        } else {
            i += 1;
        }
    }
    out
}

/// `x & c` for a constant `c`.
pub(crate) fn and_const(x: &Expr, c: &BigInt, nonneg: bool) -> Result<Expr> {
    let zero = BigInt::from(0);
    if c < &zero {
        // The bits of x that are not in ~c.
        let not_c = -c - 1;
        return x.minus(&and_const(x, &not_c, nonneg)?);
    }
    let mut sum = Expr::int(0);
    for (lo, hi) in runs(c) {
        let high = emod(x, &pow2(hi + 1), nonneg)?;
        let low = if lo == 0 {
            Expr::int(0)
        } else {
            emod(x, &pow2(lo), nonneg)?
        };
        sum = sum.plus(&high.minus(&low)?)?;
    }
    Ok(sum)
}

/// The two's complement decomposition of a value in `-2^w .. 2^w` over the bits
/// `b_0 .. b_(w-1)` and the sign `s` (each 0 or 1): `x = sum 2^i b_i - 2^w s`, and the
/// facts that make the bits 0 or 1. Exactly one choice of bits satisfies it.
pub(crate) fn decomposition(x: &Expr, bits: &[Expr], sign: &Expr) -> Result<Expr> {
    let w = bits.len() as u32;
    let mut sum = Expr::int(0);
    let mut facts = Expr::bool(true);
    for (i, b) in bits.iter().chain(std::iter::once(sign)).enumerate() {
        facts = facts
            .and(&b.greater_eq(&Expr::int(0))?)?
            .and(&b.less_eq(&Expr::int(1))?)?;
        if (i as u32) < w {
            sum = sum.plus(&b.times(&Expr::int(pow2(i as u32)))?)?;
        }
    }
    let value = sum.minus(&sign.times(&Expr::int(pow2(w)))?)?;
    facts.and(&x.equals(&value)?)
}

/// `x & y` from the decompositions of `x` and `y` (bits and sign each).
pub(crate) fn and_of_bits(x: (&[Expr], &Expr), y: (&[Expr], &Expr)) -> Result<Expr> {
    let one = Expr::int(1);
    let both = |a: &Expr, b: &Expr| a.equals(&one)?.and(&b.equals(&one)?);
    let mut sum = Expr::int(0);
    for (i, (a, b)) in x.0.iter().zip(y.0).enumerate() {
        let c = both(a, b)?;
        sum = sum.plus(&Expr::cond(&c, &Expr::int(pow2(i as u32)), &Expr::int(0))?)?;
    }
    let w = x.0.len() as u32;
    let c = both(x.1, y.1)?;
    sum.minus(&Expr::cond(&c, &Expr::int(pow2(w)), &Expr::int(0))?)
}

/// `x | y` from `x & y`.
pub(crate) fn or_from_and(x: &Expr, y: &Expr, and: &Expr) -> Result<Expr> {
    x.plus(y)?.minus(and)
}

/// `x ^ y` from `x & y`.
pub(crate) fn xor_from_and(x: &Expr, y: &Expr, and: &Expr) -> Result<Expr> {
    x.plus(y)?.minus(&and.times(&Expr::int(2))?)
}

/// `x << k` for a constant `k >= 0`.
pub(crate) fn shl_const(x: &Expr, k: u32) -> Result<Expr> {
    x.times(&Expr::int(pow2(k)))
}

/// `x >> k` for a constant `k >= 0`.
pub(crate) fn shr_const(x: &Expr, k: u32, nonneg: bool) -> Result<Expr> {
    floor_div(x, &pow2(k), nonneg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tass_symbolic::Type;

    /// Evaluates `e` at `x = a, y = b`.
    fn at(e: &Expr, a: i64, b: i64) -> BigInt {
        let x = Expr::symbol("x", &Type::int()).unwrap();
        let y = Expr::symbol("y", &Type::int()).unwrap();
        let v = e
            .substitute_one(&x, &Expr::int(a))
            .and_then(|v| v.substitute_one(&y, &Expr::int(b)))
            .unwrap();
        v.as_int()
            .cloned()
            .unwrap_or_else(|| panic!("not a number: {v}"))
    }

    fn xy() -> (Expr, Expr) {
        (
            Expr::symbol("x", &Type::int()).unwrap(),
            Expr::symbol("y", &Type::int()).unwrap(),
        )
    }

    #[test]
    fn constant_masks_agree_with_twos_complement() {
        let (x, _) = xy();
        for c in [0i64, 1, 6, 7, 0xf0, 0x5a5a, -1, -8, -6, i32::MAX as i64] {
            let e = and_const(&x, &BigInt::from(c), false).unwrap();
            for a in -70i64..70 {
                assert_eq!(at(&e, a, 0), BigInt::from(a & c), "{a} & {c}");
            }
        }
    }

    #[test]
    fn symbolic_and_or_xor_agree_with_twos_complement() {
        let (x, y) = xy();
        let w = 8;
        let named = |p: &str| -> (Vec<Expr>, Expr) {
            let b = (0..w)
                .map(|i| Expr::symbol(&format!("{p}{i}"), &Type::int()).unwrap())
                .collect();
            (b, Expr::symbol(&format!("{p}s"), &Type::int()).unwrap())
        };
        let (xb, xs) = named("xb");
        let (yb, ys) = named("yb");
        let and = and_of_bits((&xb, &xs), (&yb, &ys)).unwrap();
        let or = or_from_and(&x, &y, &and).unwrap();
        let xor = xor_from_and(&x, &y, &and).unwrap();
        // The bits of a value, as the decomposition says.
        let bind = |e: &Expr, bits: &[Expr], sign: &Expr, v: i64| {
            let mut e = e.clone();
            for (i, b) in bits.iter().enumerate() {
                e = e.substitute_one(b, &Expr::int((v >> i) & 1)).unwrap();
            }
            e.substitute_one(sign, &Expr::int(i64::from(v < 0)))
                .unwrap()
        };
        for a in (-256i64..256).step_by(7) {
            let d = decomposition(&x, &xb, &xs).unwrap();
            assert!(bind(&d, &xb, &xs, a)
                .substitute_one(&x, &Expr::int(a))
                .unwrap()
                .is_true());
            for b in (-256i64..256).step_by(11) {
                let at = |e: &Expr| {
                    let e = bind(&bind(e, &xb, &xs, a), &yb, &ys, b);
                    super::tests::at(&e, a, b)
                };
                assert_eq!(at(&and), BigInt::from(a & b), "{a} & {b}");
                assert_eq!(at(&or), BigInt::from(a | b), "{a} | {b}");
                assert_eq!(at(&xor), BigInt::from(a ^ b), "{a} ^ {b}");
            }
        }
    }

    #[test]
    fn shifts_are_multiplication_and_floor_division() {
        let (x, _) = xy();
        for k in 0..5 {
            let l = shl_const(&x, k).unwrap();
            let r = shr_const(&x, k, false).unwrap();
            for a in -40i64..40 {
                assert_eq!(at(&l, a, 0), BigInt::from(a << k));
                assert_eq!(at(&r, a, 0), BigInt::from(a >> k), "{a} >> {k}");
            }
        }
    }
}
