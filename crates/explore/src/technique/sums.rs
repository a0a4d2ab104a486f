//! Closed forms of sums over the iterations of a loop, for the reductions of technique
//! `parallel` (`s += e(k)`): `Σ_{k=0}^{m-1} e(k)` where `e` is a polynomial in `k` of
//! degree at most [`DEGREE`] whose coefficients do not involve `k`, or a conditional whose
//! condition is a comparison `k <= t` / `k >= t` (the range is split where it changes),
//! an equation `k = t` (one term differs: `Σ b + (lo <= t < hi ? a(t) - b(t) : 0)`), or a
//! conjunction of such (nested conditionals, one clause at a time).
//!
//! The sum of a polynomial is its Newton form summed term by term:
//! `Σ_{k<m} e(k) = Σ_j Δ^j e(0) · C(m, j+1)` (the hockey-stick identity, `m >= 0`). A
//! binomial coefficient `C(m, r)` with `r >= 2` is a fresh constant `c` defined by the
//! fact `r! · c = m (m-1) ... (m-r+1)` (exact: a product of `r` consecutive integers is a
//! multiple of `r!`), which the caller adds to the path condition; the prover so sees
//! polynomial equations, never an integer division.
//!
//! A closed form that must be a *term* (the value of an element in a quantified update,
//! under the binder of its index: module `parallel`'s recurrences) cannot use fresh
//! constants: with `exact` set the sum is the one polynomial `P / L`, `L = (D+1)!` and
//! `P = Σ_d Δ^d e(0) (L/(d+1)!) m (m-1) ... (m-d)` (integer coefficients, and `L`
//! divides `P` at every integer `m`, so the division is exact); it is a polynomial when
//! `L` divides `P`'s coefficients (`Σ (2k+1) = m²`), else an integer division by `L`.

use tass_symbolic::{Expr, ExprKind, RelOp};

/// The highest degree of a polynomial summand.
pub(crate) const DEGREE: u32 = 4;

/// The greatest common divisor of `a > 0` and `b >= 0`.
fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The longest range summed term by term.
const SHORT: i64 = 4;

/// What a closed form needs of its caller.
pub(crate) trait Tools {
    /// A fresh integer constant.
    fn fresh_int(&mut self) -> Expr;
    /// Whether `hyp ⇒ c` holds (`true` only when it was shown).
    fn decide(&mut self, hyp: &Expr, c: &Expr) -> bool;
}

/// A closed-form computation: the caller's tools and the facts defining the constants
/// made.
pub(crate) struct Closed<'f> {
    /// Fresh constants and decisions.
    pub tools: &'f mut dyn Tools,
    /// The facts defining the constants made.
    pub defs: Vec<Expr>,
    /// Closed forms without fresh constants (module doc).
    pub exact: bool,
}

type R<T> = Result<T, String>;

/// Whether `e` is the integer zero.
fn is_zero(e: &Expr) -> bool {
    e.as_int().is_some_and(|d| d.to_string() == "0")
}

/// `f` as `f0 + a*k` with `f0` and `a` free of `k` and `a` not zero, if it is.
pub(crate) fn linear(f: &Expr, k: &Expr) -> R<Option<(Expr, Expr)>> {
    err(f.linear_in(k))
}

/// `c` as `k = t` (`(t, true)`) or `k != t` (`(t, false)`), `t` free of `k`, when it is
/// an equation linear in `k` with a unit coefficient.
pub(crate) fn equation(c: &Expr, k: &Expr) -> R<Option<(Expr, bool)>> {
    let (neg, c) = match c.kind() {
        ExprKind::Not(x) => (true, x),
        _ => (false, c),
    };
    Ok(solved_for(c, k)?.map(|t| (t, !neg)))
}

/// `t` when `cond` is the equation `x = t` (`t` free of `x`; linear in `x` with a unit
/// coefficient).
pub(crate) fn solved_for(cond: &Expr, x: &Expr) -> R<Option<Expr>> {
    let f = match cond.kind() {
        ExprKind::Rel(RelOp::Eq, f) => f.clone(),
        ExprKind::Equal(a, b) if a.ty().is_int() => err(a.minus(b))?,
        _ => return Ok(None),
    };
    let Some((f0, a)) = linear(&f, x)? else {
        return Ok(None);
    };
    // f0 + a*x = 0 with a = ±1: x = -f0 or x = f0.
    Ok(match unit(&a) {
        Some(true) => Some(err(f0.negated())?),
        Some(false) => Some(f0),
        None => None,
    })
}

/// The longest period of a remainder split into residue classes.
const PERIOD: i64 = 8;

/// The remainders `(k + d) % P` in `e` (`P` a constant from 2 to [`PERIOD`], `d` a
/// constant) with `d` and `P`; `other` is set when `k` occurs in another remainder or
/// quotient.
fn collect_mods(e: &Expr, k: &Expr, out: &mut Vec<(Expr, i64, i64)>, other: &mut bool) -> R<()> {
    if !e.involves(k) || *other {
        return Ok(());
    }
    match e.kind() {
        ExprKind::IntMod(a, b) => {
            let p = b.as_int().and_then(|c| i64::try_from(c.clone()).ok());
            let lin = linear(a, k)?;
            match (p, lin) {
                (Some(p), Some((d, c)))
                    if (2..=PERIOD).contains(&p)
                        && unit(&c) == Some(true)
                        && !a.has_free_bound() =>
                {
                    match d.as_int().and_then(|c| i64::try_from(c.clone()).ok()) {
                        Some(d) => {
                            if !out.iter().any(|(m, _, _)| m == e) {
                                out.push((e.clone(), d, p));
                            }
                        }
                        None => *other = true,
                    }
                }
                _ => *other = true,
            }
        }
        ExprKind::IntDiv(..) => *other = true,
        kind => {
            let mut res = Ok(());
            kind.for_each_child(|c| {
                if res.is_ok() {
                    res = collect_mods(c, k, out, other);
                }
            });
            res?;
        }
    }
    Ok(())
}

/// `Some(true)` for the integer 1, `Some(false)` for -1, `None` otherwise.
pub(crate) fn unit(a: &Expr) -> Option<bool> {
    match a.as_int()?.to_string().as_str() {
        "1" => Some(true),
        "-1" => Some(false),
        _ => None,
    }
}

/// A polynomial with a conditional among its factors as the conditional of two
/// polynomials (`2 + (c ? a : b)` as `c ? 2 + a : 2 + b`), if it has one.
fn lift_cond(e: &Expr) -> R<Option<Expr>> {
    let ExprKind::Poly(p) = e.kind() else {
        return Ok(None);
    };
    let found = p.terms().iter().find_map(|(m, _)| {
        m.factors()
            .iter()
            .find(|(f, _)| matches!(f.kind(), ExprKind::Cond(..)))
            .map(|(f, _)| f.clone())
    });
    let Some(t) = found else { return Ok(None) };
    let ExprKind::Cond(c, a, b) = t.kind() else {
        return Ok(None);
    };
    let with = |v: &Expr| -> R<Expr> {
        let mut total = Expr::int(0);
        for (m, coeff) in p.terms() {
            let mut term = Expr::int(coeff.clone());
            for (f, n) in m.factors() {
                let base = if *f == t { v } else { f };
                term = err(term.times(&err(base.pow(i64::from(*n)))?))?;
            }
            total = err(total.plus(&term))?;
        }
        Ok(total)
    };
    Ok(Some(err(Expr::cond(c, &with(a)?, &with(b)?))?))
}

fn err<T>(r: tass_symbolic::Result<T>) -> R<T> {
    r.map_err(|e| format!("a symbolic operation failed ({e})"))
}

impl Closed<'_> {
    /// `Σ_{k=0}^{m-1} e(k)` under `hyp` (which holds of every `k` in `[0, m)` and implies
    /// `m >= 0`), or why there is no closed form.
    pub(crate) fn sum(&mut self, e: &Expr, k: &Expr, m: &Expr, hyp: &Expr) -> R<Expr> {
        self.sum_from(e, k, &Expr::int(0), m, hyp, 0)
    }

    /// `Σ_{k=lo}^{hi-1} e(k)`, `lo <= hi` under `hyp`.
    fn sum_from(
        &mut self,
        e: &Expr,
        k: &Expr,
        lo: &Expr,
        hi: &Expr,
        hyp: &Expr,
        depth: u32,
    ) -> R<Expr> {
        let count = err(hi.minus(lo))?;
        if is_zero(&count) {
            return Ok(Expr::int(0));
        }
        if !e.involves(k) {
            return err(e.times(&count));
        }
        // A short range of known length: the terms themselves (which need not be a
        // polynomial: `a[k]` at `k = 0` only is the element `a[0]`).
        if let Some(c) = count.as_int().and_then(|c| i64::try_from(c.clone()).ok()) {
            if (1..=SHORT).contains(&c) {
                let mut total = Expr::int(0);
                for t in 0..c {
                    let at = err(lo.plus(&Expr::int(t)))?;
                    total = err(total.plus(&err(e.substitute_one(k, &at))?))?;
                }
                return Ok(total);
            }
        }
        if let Some(split) = self.periodic(e, k, lo, hi, hyp, depth)? {
            return Ok(split);
        }
        if let Some(lifted) = lift_cond(e)? {
            return self.sum_from(&lifted, k, lo, hi, hyp, depth);
        }
        if let ExprKind::Cond(c, a, b) = e.kind() {
            // A condition that does not change with the counter: the sum of one side.
            if !c.involves(k) {
                let sa = self.sum_from(a, k, lo, hi, hyp, depth)?;
                let sb = self.sum_from(b, k, lo, hi, hyp, depth)?;
                return err(Expr::cond(c, &sa, &sb));
            }
            if depth >= 4 {
                return Err("a sum with conditionals nested too deep".into());
            }
            // A conjunction, one clause at a time: `c1 && c2 ? a : b` is
            // `c1 ? (c2 ? a : b) : b`, a clause free of `k` first.
            let clauses = c.clauses();
            if clauses.len() > 1 {
                let i = clauses.iter().position(|d| !d.involves(k)).unwrap_or(0);
                let mut rest = Expr::bool(true);
                for (j, d) in clauses.iter().enumerate() {
                    if j != i {
                        rest = err(rest.and(d))?;
                    }
                }
                let inner = err(Expr::cond(&rest, a, b))?;
                let split = err(Expr::cond(&clauses[i], &inner, b))?;
                return self.sum_from(&split, k, lo, hi, hyp, depth + 1);
            }
            // One iteration `t`: `Σ b + (lo <= t < hi ? a(t) - b(t) : 0)`.
            if let Some((t, holds)) = equation(c, k)? {
                let (a, b) = if holds { (a, b) } else { (b, a) };
                let sb = self.sum_from(b, k, lo, hi, hyp, depth + 1)?;
                let at = err(err(a.substitute_one(k, &t))?.minus(&err(b.substitute_one(k, &t))?))?;
                if at.involves(k) {
                    return Err(format!(
                        "a sum whose condition ({c}) does not fix the counter"
                    ));
                }
                let inside = err(t.greater_eq(lo).and_then(|x| x.and(&t.less(hi)?)))?;
                return err(sb.plus(&err(Expr::cond(&inside, &at, &Expr::int(0)))?));
            }
            // Where `c` holds: `[lo, t)` or `[t, hi)`.
            let (t, below) = self.split_point(c, k)?;
            // The split point clamped to `[lo, hi]`, decided by the prover.
            let u = if self.tools.decide(hyp, &err(t.less_eq(lo))?) {
                lo.clone()
            } else if self.tools.decide(hyp, &err(t.greater_eq(hi))?) {
                hi.clone()
            } else if self.tools.decide(
                hyp,
                &err(t.greater_eq(lo).and_then(|x| x.and(&t.less_eq(hi)?)))?,
            ) {
                t
            } else {
                // Clamped to the range.
                let inside = err(Expr::cond(&err(t.greater_eq(hi))?, hi, &t))?;
                err(Expr::cond(&err(t.less_eq(lo))?, lo, &inside))?
            };
            let (first, second) = if below { (a, b) } else { (b, a) };
            let s1 = self.sum_from(first, k, lo, &u, hyp, depth + 1)?;
            let s2 = self.sum_from(second, k, &u, hi, hyp, depth + 1)?;
            return err(s1.plus(&s2));
        }
        // A polynomial in k: Σ_{k=lo}^{hi-1} e(k) = Σ_{j<hi-lo} e(lo + j).
        let j = self.tools.fresh_int();
        let shifted = err(e.substitute_one(k, &err(lo.plus(&j))?))?;
        self.poly_sum(&shifted, &j, &count)
    }

    /// A summand that depends on `k` through remainders `(k + d) % P` (`P` a constant
    /// from 2 to [`PERIOD`], `lo + d >= 0` constants): the sum over each residue class
    /// `k = lo + P*j + r` (`r < P`, `j < (hi - lo - r + P - 1) / P`), on which every such
    /// remainder is the constant `(lo + r + d) mod P` (the dividend is not negative).
    fn periodic(
        &mut self,
        e: &Expr,
        k: &Expr,
        lo: &Expr,
        hi: &Expr,
        hyp: &Expr,
        depth: u32,
    ) -> R<Option<Expr>> {
        let Some(lo_c) = lo.as_int().and_then(|c| i64::try_from(c.clone()).ok()) else {
            return Ok(None);
        };
        let mut mods: Vec<(Expr, i64, i64)> = Vec::new();
        let mut other = false;
        collect_mods(e, k, &mut mods, &mut other)?;
        if other || mods.is_empty() || depth >= 4 {
            return Ok(None);
        }
        let period = mods[0].2;
        if mods.iter().any(|(_, d, p)| *p != period || lo_c + d < 0) {
            return Ok(None);
        }
        let count = err(hi.minus(lo))?;
        let j = self.tools.fresh_int();
        let mut total = Expr::int(0);
        for r in 0..period {
            let at = err(err(j.times(&Expr::int(period)))?.plus(&Expr::int(lo_c + r)))?;
            let pairs: Vec<(Expr, Expr)> = mods
                .iter()
                .map(|(m, d, p)| (m.clone(), Expr::int((lo_c + r + d).rem_euclid(*p))))
                .collect();
            let e_r = err(err(e.replace_subterms(&pairs))?.substitute_one(k, &at))?;
            let hyp_r = err(hyp.substitute_one(k, &at))?;
            let n_r = err(err(count.plus(&Expr::int(period - 1 - r)))?.c_div(&Expr::int(period)))?;
            let s = self.sum_from(&e_r, &j, &Expr::int(0), &n_r, &hyp_r, depth + 1)?;
            total = err(total.plus(&s))?;
        }
        Ok(Some(total))
    }

    /// `c` as `k < t` (`true`) or `k >= t` (`false`), with `t` free of `k`.
    fn split_point(&self, c: &Expr, k: &Expr) -> R<(Expr, bool)> {
        let (neg, c) = match c.kind() {
            ExprKind::Not(x) => (true, x),
            _ => (false, c),
        };
        let ExprKind::Rel(RelOp::Ge, f) = c.kind() else {
            return Err(format!(
                "a sum whose condition ({c}) is not a comparison with the counter"
            ));
        };
        // f = f0 + a*k >= 0 with a = ±1.
        let Some((f0, a)) = linear(f, k)? else {
            return Err(format!(
                "a sum whose condition ({c}) is not linear in the counter"
            ));
        };
        let (t, below) = match unit(&a) {
            // k + f0 >= 0  <=>  k >= -f0.
            Some(true) => (err(f0.negated())?, false),
            // f0 - k >= 0  <=>  k < f0 + 1.
            Some(false) => (err(f0.plus(&Expr::int(1)))?, true),
            None => {
                return Err(format!(
                    "a sum whose condition ({c}) has a counter coefficient other than 1 or -1"
                ))
            }
        };
        Ok((t, below != neg))
    }

    /// `Σ_{j=0}^{m-1} e(j)` for `e` a polynomial in `j`.
    fn poly_sum(&mut self, e: &Expr, j: &Expr, m: &Expr) -> R<Expr> {
        // Forward differences at 0: Δ^d e(0) = Σ_i (-1)^(d-i) C(d, i) e(i).
        let vals: Vec<Expr> = (0..=DEGREE as i64)
            .map(|i| err(e.substitute_one(j, &Expr::int(i))))
            .collect::<R<_>>()?;
        let mut deltas = Vec::new();
        let mut row = vals;
        while !row.is_empty() {
            deltas.push(row[0].clone());
            row = row
                .windows(2)
                .map(|w| err(w[1].minus(&w[0])))
                .collect::<R<_>>()?;
        }
        // Exactness: D! e(j) == Σ_d Δ_d (D!/d!) j (j-1) ... (j-d+1).
        let fact = |n: u32| -> i64 { (1..=n as i64).product() };
        let dfact = fact(DEGREE);
        let mut newton = Expr::int(0);
        let mut falling = Expr::int(1);
        for (d, delta) in deltas.iter().enumerate() {
            if delta.involves(j) {
                return Err("a summand that is not a polynomial in the counter".into());
            }
            let term = err(err(delta.times(&falling))?.times(&Expr::int(dfact / fact(d as u32))))?;
            newton = err(newton.plus(&term))?;
            falling = err(falling.times(&err(j.minus(&Expr::int(d as i64)))?))?;
        }
        let lhs = err(e.times(&Expr::int(dfact)))?;
        if !is_zero(&err(lhs.minus(&newton))?) {
            return Err("a summand that is not a polynomial of low degree in the counter".into());
        }
        // Σ_{j<m} e(j) = Σ_d Δ_d C(m, d+1).
        if self.exact {
            // One polynomial over the common denominator (D+1)!.
            let l = fact(DEGREE + 1);
            let mut p = Expr::int(0);
            let mut falling = m.clone();
            for (d, delta) in deltas.iter().enumerate() {
                let term =
                    err(err(delta.times(&falling))?.times(&Expr::int(l / fact(d as u32 + 1))))?;
                p = err(p.plus(&term))?;
                falling = err(falling.times(&err(m.minus(&Expr::int(d as i64 + 1)))?))?;
            }
            // The fraction in lowest terms (`60 (m² - m) / 120` as `(m² - m) / 2`).
            let g = match p.kind() {
                ExprKind::Poly(q) => {
                    let c = q.content() % tass_symbolic::BigInt::from(l);
                    gcd(l, i64::try_from(c).unwrap_or(1))
                }
                _ => l,
            };
            return err(err(p.c_div(&Expr::int(g)))?.c_div(&Expr::int(l / g)));
        }
        let mut total = Expr::int(0);
        for (d, delta) in deltas.iter().enumerate() {
            if is_zero(delta) {
                continue;
            }
            let c = self.binomial(m, d as u32 + 1)?;
            total = err(total.plus(&err(delta.times(&c))?))?;
        }
        Ok(total)
    }

    /// `C(m, r)`: `m` itself for `r = 1`, else a fresh constant with its defining fact.
    fn binomial(&mut self, m: &Expr, r: u32) -> R<Expr> {
        if r == 1 {
            return Ok(m.clone());
        }
        let c = self.tools.fresh_int();
        let mut prod = Expr::int(1);
        for i in 0..r {
            prod = err(prod.times(&err(m.minus(&Expr::int(i as i64)))?))?;
        }
        let fact: i64 = (1..=r as i64).product();
        self.defs
            .push(err(err(c.times(&Expr::int(fact)))?.equals(&prod))?);
        Ok(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use tass_symbolic::Type;

    /// Fresh constants by number; nothing is decided (the clamped forms are used).
    struct NoProver(u32);

    impl Tools for NoProver {
        fn fresh_int(&mut self) -> Expr {
            self.0 += 1;
            Expr::symbol(&format!("j${}", self.0), &Type::int()).unwrap()
        }
        fn decide(&mut self, _: &Expr, _: &Expr) -> bool {
            false
        }
    }

    fn int(e: &Expr) -> i64 {
        i64::try_from(
            e.as_int()
                .unwrap_or_else(|| panic!("{e} is not a number"))
                .clone(),
        )
        .unwrap()
    }

    /// `Σ_{k<m} e(k)` in closed form (exact), at `m` and `x`.
    fn closed_at(e: &Expr, k: &Expr, m_sym: &Expr, m: i64, x_sym: &Expr, x: i64) -> i64 {
        let mut tools = NoProver(0);
        let mut c = Closed {
            tools: &mut tools,
            defs: Vec::new(),
            exact: true,
        };
        let hyp = m_sym.greater_eq(&Expr::int(0)).unwrap();
        let total = c.sum(e, k, m_sym, &hyp).unwrap();
        assert!(c.defs.is_empty());
        let v = total
            .substitute_one(m_sym, &Expr::int(m))
            .and_then(|t| t.substitute_one(x_sym, &Expr::int(x)))
            .unwrap();
        int(&v)
    }

    proptest! {
        /// A summand that is one value at one iteration `k = x + d` (or all but it) and
        /// a polynomial elsewhere, with a range condition `x <= k` conjoined or not: the
        /// closed form is the sum term by term.
        #[test]
        fn conditional_sums(m in 0i64..9, x in -3i64..10, d in -2i64..3, a in -3i64..4,
                            b in -3i64..4, neg in any::<bool>(), range in any::<bool>()) {
            let k = Expr::symbol("k", &Type::int()).unwrap();
            let ms = Expr::symbol("m", &Type::int()).unwrap();
            let xs = Expr::symbol("x", &Type::int()).unwrap();
            let t = xs.plus(&Expr::int(d)).unwrap();
            let mut c = k.equals(&t).unwrap();
            if neg {
                c = c.not().unwrap();
            }
            if range {
                c = xs.less_eq(&k).unwrap().and(&c).unwrap();
            }
            let then = k.times(&Expr::int(a)).unwrap().plus(&Expr::int(b)).unwrap();
            let e = Expr::cond(&c, &then, &Expr::int(b - a)).unwrap();
            let mut want = 0;
            for kv in 0..m {
                let hit = (kv == x + d) != neg && (!range || x <= kv);
                want += if hit { a * kv + b } else { b - a };
            }
            prop_assert_eq!(closed_at(&e, &k, &ms, m, &xs, x), want);
        }

        /// A summand that depends on the counter's remainder `(k + d) % p`, in a
        /// condition and as a value: the sum over the residue classes is the sum term by
        /// term.
        #[test]
        fn periodic_sums(m in 0i64..14, d in 0i64..5, p in 2i64..6, r0 in 0i64..6,
                         a in -3i64..4, b in -3i64..4) {
            let k = Expr::symbol("k", &Type::int()).unwrap();
            let ms = Expr::symbol("m", &Type::int()).unwrap();
            let xs = Expr::symbol("x", &Type::int()).unwrap();
            let rem = k.plus(&Expr::int(d)).unwrap().c_rem(&Expr::int(p)).unwrap();
            let c = rem.equals(&Expr::int(r0)).unwrap();
            let then = k.times(&Expr::int(a)).unwrap().plus(&rem).unwrap();
            let e = Expr::cond(&c, &then, &Expr::int(b)).unwrap();
            let mut want = 0;
            for kv in 0..m {
                let rv = (kv + d) % p;
                want += if rv == r0 { a * kv + rv } else { b };
            }
            prop_assert_eq!(closed_at(&e, &k, &ms, m, &xs, 0), want);
        }
    }
}
