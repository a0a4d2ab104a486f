//! Closed forms of sums over the iterations of a loop, for the reductions of technique
//! `parallel` (`s += e(k)`): `Σ_{k=0}^{m-1} e(k)` where `e` is a polynomial in `k` of
//! degree at most [`DEGREE`] whose coefficients do not involve `k`, or a conditional whose
//! condition is a comparison `k <= t` / `k >= t` (the range is split where it changes).
//!
//! The sum of a polynomial is its Newton form summed term by term:
//! `Σ_{k<m} e(k) = Σ_j Δ^j e(0) · C(m, j+1)` (the hockey-stick identity, `m >= 0`). A
//! binomial coefficient `C(m, r)` with `r >= 2` is a fresh constant `c` defined by the
//! fact `r! · c = m (m-1) ... (m-r+1)` (exact: a product of `r` consecutive integers is a
//! multiple of `r!`), which the caller adds to the path condition; the prover so sees
//! polynomial equations, never an integer division.

use tass_symbolic::{Expr, ExprKind, RelOp};

/// The highest degree of a polynomial summand.
pub(crate) const DEGREE: u32 = 4;

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
}

type R<T> = Result<T, String>;

/// Whether `e` is the integer zero.
fn is_zero(e: &Expr) -> bool {
    e.as_int().is_some_and(|d| d.to_string() == "0")
}

/// `f` as `f0 + a*k` with `f0` and `a` free of `k` and `a` not zero, if it is.
pub(crate) fn linear(f: &Expr, k: &Expr) -> R<Option<(Expr, Expr)>> {
    let f0 = err(f.substitute_one(k, &Expr::int(0)))?;
    let a = err(err(f.substitute_one(k, &Expr::int(1)))?.minus(&f0))?;
    if a.involves(k) || is_zero(&a) {
        return Ok(None);
    }
    let lin = err(f0.plus(&err(k.times(&a))?))?;
    Ok(is_zero(&err(f.minus(&lin))?).then_some((f0, a)))
}

/// `Some(true)` for the integer 1, `Some(false)` for -1, `None` otherwise.
pub(crate) fn unit(a: &Expr) -> Option<bool> {
    match a.as_int()?.to_string().as_str() {
        "1" => Some(true),
        "-1" => Some(false),
        _ => None,
    }
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
        if let ExprKind::Cond(c, a, b) = e.kind() {
            if depth >= 4 {
                return Err("a sum with conditionals nested too deep".into());
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
