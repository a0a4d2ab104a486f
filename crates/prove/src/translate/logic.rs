//! Relations, equality at every type, conditionals and quantifiers over ranges.

use std::collections::HashSet;

use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use tass_symbolic::{Binder, Expr, ExprKind, RelOp, Type, TypeKind};

use super::{bound_name, known, untranslatable, Translator, MAX_EXPANDED_EQUALITY};
use crate::error::Result;
use crate::smt::{int_of, term, Keyword, Sexp};

impl Translator {
    /// The term of `f op 0`.
    pub(super) fn relation(&mut self, op: RelOp, f: &Expr) -> Result<Sexp> {
        let zero = if f.ty().is_real() {
            Sexp::real(&BigRational::zero())
        } else {
            Sexp::int(0)
        };
        let f = self.term(f)?;
        Ok(match op {
            RelOp::Gt => term::gt(f, zero),
            RelOp::Ge => term::ge(f, zero),
            RelOp::Eq => term::eq(f, zero),
            RelOp::Ne => term::not(term::eq(f, zero)),
        })
    }

    /// The term of `a == b`, with the extents of arrays.
    pub(super) fn equal(&mut self, a: &Expr, b: &Expr) -> Result<Sexp> {
        let (ta, tb) = (self.term(a)?, self.term(b)?);
        let extents = if a.ty().is_array() {
            let ea = a.extent().map_err(|e| untranslatable(e.to_string()))?;
            let eb = b.extent().map_err(|e| untranslatable(e.to_string()))?;
            Some((self.term(&ea)?, self.term(&eb)?))
        } else {
            None
        };
        self.equality(a.ty(), ta, tb, extents)
    }

    /// The C meaning of `a == b` at type `ty`; the extents of arrays are
    /// given when known.
    pub(super) fn equality(
        &mut self,
        ty: &Type,
        a: Sexp,
        b: Sexp,
        extents: Option<(Sexp, Sexp)>,
    ) -> Result<Sexp> {
        match ty.kind() {
            TypeKind::Bool | TypeKind::Int | TypeKind::Real | TypeKind::Char => Ok(term::eq(a, b)),
            TypeKind::Tuple { fields, .. } => {
                let tuple = self.tuple(ty)?;
                let mut parts = Vec::new();
                for (field, selector) in fields.iter().zip(&tuple.selectors) {
                    let fa = Sexp::app(selector.clone(), [a.clone()]);
                    let fb = Sexp::app(selector.clone(), [b.clone()]);
                    parts.push(self.equality(field, fa, fb, None)?);
                }
                Ok(term::and(parts))
            }
            TypeKind::Array { element, .. } => {
                let (ea, eb) = match extents {
                    Some(extents) => extents,
                    None => (self.extent_of_term(ty, &a)?, self.extent_of_term(ty, &b)?),
                };
                // A small concrete extent: element by element.
                if let Some(n) = int_of(&ea).and_then(|n| n.to_u64()) {
                    if n <= MAX_EXPANDED_EQUALITY {
                        let mut parts = vec![term::eq(ea, eb)];
                        for k in 0..n {
                            let (x, y) = (
                                term::select(a.clone(), Sexp::int(k)),
                                term::select(b.clone(), Sexp::int(k)),
                            );
                            parts.push(self.equality(element, x, y, None)?);
                        }
                        return Ok(term::and(parts));
                    }
                }
                let k = self.fresh_symbol("_e");
                let kv = Sexp::Symbol(k.clone());
                let (sa, sb) = (term::select(a, kv.clone()), term::select(b, kv.clone()));
                let elements = self.equality(element, sa.clone(), sb.clone(), None)?;
                let in_range =
                    term::and([term::le(Sexp::int(0), kv.clone()), term::lt(kv, ea.clone())]);
                // Instantiated wherever an element of either array is read.
                let body = Sexp::List(vec![
                    known("!"),
                    term::implies(in_range, elements),
                    Sexp::Keyword(Keyword::known("pattern")),
                    Sexp::List(vec![sa]),
                    Sexp::Keyword(Keyword::known("pattern")),
                    Sexp::List(vec![sb]),
                ]);
                Ok(term::and([
                    term::eq(ea, eb),
                    term::forall(vec![(k, term::int_sort())], body),
                ]))
            }
            TypeKind::Function { params, .. } => {
                let mut variables = Vec::new();
                for param in params.iter() {
                    let sort = self.sort(param)?;
                    variables.push((self.fresh_symbol("_p"), sort));
                }
                let args: Vec<Sexp> = variables
                    .iter()
                    .map(|(v, _)| Sexp::Symbol(v.clone()))
                    .collect();
                let apply = |f: Sexp| match &f {
                    Sexp::Symbol(f) => Ok(Sexp::app(f.clone(), args.clone())),
                    other => Err(untranslatable(format!(
                        "a function that is not a constant: {other}"
                    ))),
                };
                Ok(term::forall(variables, term::eq(apply(a)?, apply(b)?)))
            }
        }
    }

    /// The term of the conditional `e`, `if c then a else b` (of a FloatingPoint sort
    /// when `e` is).
    pub(super) fn conditional(&mut self, e: &Expr, c: &Expr, a: &Expr, b: &Expr) -> Result<Sexp> {
        Ok(match self.floats.get(e).copied() {
            Some(fmt) => {
                let c = self.term(c)?;
                term::ite(c, self.float_term(a, fmt)?, self.float_term(b, fmt)?)
            }
            None => term::ite(self.term(c)?, self.term(a)?, self.term(b)?),
        })
    }

    /// The largest index of a bound variable `e` mentions, if any. Indices
    /// are canonical: inside a binder of index `k`, a variable of index
    /// above `k` is bound outside it.
    pub(super) fn max_bound(e: &Expr) -> Option<u32> {
        let mut seen: HashSet<Expr> = HashSet::new();
        let mut stack = vec![e.clone()];
        let mut max = None;
        while let Some(e) = stack.pop() {
            if !seen.insert(e.clone()) {
                continue;
            }
            if let ExprKind::Bound(j) = e.kind() {
                max = max.max(Some(*j));
            }
            e.for_each_child(|c| stack.push(c.clone()));
        }
        max
    }

    /// The bound variables of `e` with an index above `k` (those of enclosing binders).
    pub(super) fn bounds_above(e: &Expr, k: u32, out: &mut Vec<Expr>) {
        let mut seen: HashSet<Expr> = HashSet::new();
        let mut stack = vec![e.clone()];
        while let Some(e) = stack.pop() {
            if !seen.insert(e.clone()) {
                continue;
            }
            if let ExprKind::Bound(j) = e.kind() {
                if *j > k && !out.contains(&e) {
                    out.push(e.clone());
                }
            }
            e.for_each_child(|c| stack.push(c.clone()));
        }
    }

    pub(super) fn quantifier(&mut self, binder: &Binder, universal: bool) -> Result<Sexp> {
        let ExprKind::Bound(k) = binder.var.kind() else {
            return Err(untranslatable("a quantifier whose variable is not bound"));
        };
        let v = bound_name(*k);
        let vt = Sexp::Symbol(v.clone());
        let sort = self.sort(binder.var.ty())?;
        let mut range = Vec::new();
        if let Some(lower) = &binder.lower {
            range.push(term::le(self.term(lower)?, vt.clone()));
        }
        if let Some(upper) = &binder.upper {
            range.push(term::lt(vt.clone(), self.term(upper)?));
        }
        let body = self.term(&binder.body)?;
        let variables = vec![(v, sort)];
        Ok(if universal {
            let body = if range.is_empty() {
                body
            } else {
                term::implies(term::and(range), body)
            };
            term::forall(variables, body)
        } else {
            range.push(body);
            term::exists(variables, term::and(range))
        })
    }
}
