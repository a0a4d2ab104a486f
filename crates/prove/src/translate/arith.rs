//! Numbers: polynomials and rational functions with literal coefficients, C division
//! and remainder, truncation to an integer.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use tass_symbolic::{Expr, Poly, RatFn};

use super::{tree_size, Translator, MAX_TERM_NODES};
use crate::error::{Error, Result};
use crate::smt::{term, Sexp, Symbol};

impl Translator {
    /// `build(a)` where `a` occurs twice (C division and remainder test its sign): a
    /// compound dividend is bound by `let` once, so nested divisions stay linear in size
    /// instead of doubling at each level.
    pub(super) fn with_shared_dividend(
        &mut self,
        a: Sexp,
        build: impl FnOnce(Sexp) -> Sexp,
    ) -> Result<Sexp> {
        if a.as_list().is_none() {
            return Ok(build(a));
        }
        self.fresh += 1;
        let v = Symbol::new(format!("_div{}", self.fresh))?;
        Ok(Sexp::app(
            Symbol::known("let"),
            [
                Sexp::list([Sexp::list([Sexp::from(v.clone()), a])]),
                build(Sexp::from(v)),
            ],
        ))
    }

    /// The term of a polynomial, with integer or real literals.
    pub(super) fn poly(&mut self, p: &Poly, real: bool) -> Result<Sexp> {
        let literal = |c: &BigInt| {
            if real {
                Sexp::real(&BigRational::from_integer(c.clone()))
            } else {
                Sexp::int(c.clone())
            }
        };
        let mut sum = Vec::new();
        for (monomial, coefficient) in p.terms() {
            let mut factors = Vec::new();
            for (primitive, exponent) in monomial.factors() {
                let t = self.term(primitive)?;
                // The copies are counted before they are made.
                let left = MAX_TERM_NODES.saturating_sub(self.nodes);
                let (size, _) = tree_size(&t, left);
                if size.saturating_mul(u64::from(*exponent)) > left {
                    return Err(Error::TooLarge {
                        limit: MAX_TERM_NODES,
                    });
                }
                for _ in 0..*exponent {
                    factors.push(t.clone());
                }
            }
            let product = if factors.is_empty() {
                literal(coefficient)
            } else if coefficient.is_one() {
                term::mul(factors)
            } else if (-coefficient).is_one() {
                term::neg(term::mul(factors))
            } else {
                let mut all = vec![literal(coefficient)];
                all.extend(factors);
                term::mul(all)
            };
            sum.push(product);
        }
        Ok(if sum.is_empty() {
            literal(&BigInt::zero())
        } else {
            term::add(sum)
        })
    }

    /// The term of a rational function: its numerator over its denominator.
    pub(super) fn rational(&mut self, r: &RatFn) -> Result<Sexp> {
        let numerator = self.poly(r.numerator(), true)?;
        Ok(match r.denominator().as_constant() {
            Some(d) if d.is_one() => numerator,
            _ => {
                let denominator = self.poly(r.denominator(), true)?;
                term::real_div(numerator, denominator)
            }
        })
    }

    /// The truncation of `a` toward zero (SMT-LIB's `to_int` is the floor).
    pub(super) fn truncation(&mut self, a: &Expr) -> Result<Sexp> {
        let a = self.term(a)?;
        Ok(term::ite(
            term::ge(a.clone(), Sexp::real(&BigRational::zero())),
            term::to_int(a.clone()),
            term::neg(term::to_int(term::neg(a))),
        ))
    }
}
