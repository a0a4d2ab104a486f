//! Quantifiers and bound variables: ranges expanded into finite conjunctions where their
//! bounds are constants under the path condition, otherwise quantified formulas with the
//! bounds the restriction gives (module doc of `eval`).

use super::values::scalar_type;
use crate::machine::{Halt, Machine, R};
use tass_model::{BinOp, Expr as MExpr, ExprKind as K, Name, Type as MType, VarRef};
use tass_state::{ProcId, State, Value};
use tass_symbolic::Expr;
use tass_syntax::ast::Quantifier;
use tass_syntax::Span;

/// The bounds of a range that are not both constants (either may be missing).
type SymbolicBounds = (Option<Expr>, Option<Expr>);

impl Machine<'_> {
    /// The bound variable `d` binders out (de Bruijn).
    pub(super) fn bound_var(&self, d: u32, span: Span) -> R<Value> {
        let i = self.scope.bound.len().checked_sub(d as usize + 1);
        match i.and_then(|i| self.scope.bound.get(i)) {
            Some(b) => Ok(Value::Sym(b.clone())),
            None => Err(Halt::Unsupported(span, "unbound variable".into())),
        }
    }

    /// A quantified formula `q var. restrict => body` (`&&` for ∃): expanded over a range
    /// whose bounds are constants under the path condition, else a quantifier for the
    /// solver with the bounds the restriction gives.
    pub(super) fn quantified(
        &mut self,
        st: &mut State,
        p: ProcId,
        (q, var, restrict, body): (Quantifier, &(Name, MType), Option<&MExpr>, &MExpr),
        span: Span,
    ) -> R<Value> {
        let ty = scalar_type(&var.1);
        let x = self.fresh(&ty, &format!("{}", var.0));
        // A range with bounds that are constants under the path condition is
        // expanded: the body is evaluated once per value (exact, decidable by the
        // simplifier, and array elements are read at constant indices).
        self.scope.bound.push(x.clone());
        let range = match restrict {
            Some(r) if var.1.is_integer() => self.int_range(st, p, r, span),
            _ => Ok(Err((None, None))),
        };
        self.scope.bound.pop();
        let range = range?;
        if let Ok((lo, hi)) = range {
            let mut parts = Vec::new();
            for k in lo..=hi {
                self.scope.bound.push(Expr::int(k));
                let inst = self.quantified_body(st, p, q, restrict, body, span);
                self.scope.bound.pop();
                parts.push(inst?);
            }
            let r = match q {
                Quantifier::Forall => Expr::and_all(parts.iter()),
                Quantifier::Exists => Expr::or_all(parts.iter()),
            };
            return Ok(Value::Sym(self.sym(r, span)?));
        }
        self.scope.bound.push(x.clone());
        let formula = self.quantified_body(st, p, q, restrict, body, span);
        self.scope.bound.pop();
        let formula = formula?;
        // The bounds of the range, where the restriction gives them: the formula
        // (which keeps the restriction) is the same, and a counterexample's values
        // can be checked by evaluating it (module `confirm`).
        let (lo, hi) = range.err().unwrap_or((None, None));
        let int = |b: Option<Expr>| b.filter(|b| b.ty().is_int());
        let (lo, hi) = (int(lo), int(hi));
        let hi = match hi {
            Some(h) => Some(self.sym(h.plus(&Expr::int(1)), span)?),
            None => None,
        };
        let r = match q {
            Quantifier::Forall => Expr::forall(&x, lo.as_ref(), hi.as_ref(), &formula),
            Quantifier::Exists => Expr::exists(&x, lo.as_ref(), hi.as_ref(), &formula),
        };
        Ok(Value::Sym(self.sym(r, span)?))
    }

    /// The bounds (inclusive, symbolic) a quantifier restriction `lo <= x && x < hi` (and
    /// its variants) gives the innermost bound variable, where it gives them.
    fn range_bounds(
        &mut self,
        st: &mut State,
        p: ProcId,
        r: &MExpr,
        span: Span,
    ) -> R<(Option<Expr>, Option<Expr>)> {
        let mut conj = Vec::new();
        flatten_and(r, &mut conj);
        let (mut lo, mut hi): (Option<Expr>, Option<Expr>) = (None, None);
        for c in conj {
            let K::Binary(op, a, b) = &c.kind else {
                continue;
            };
            let (a_var, b_var) = (is_bound0(a), is_bound0(b));
            let (bound, is_lower, strict) = match (op, a_var, b_var) {
                (BinOp::Le, false, true) => (a, true, false),
                (BinOp::Lt, false, true) => (a, true, true),
                (BinOp::Ge, true, false) => (b, true, false),
                (BinOp::Gt, true, false) => (b, true, true),
                (BinOp::Lt, true, false) => (b, false, true),
                (BinOp::Le, true, false) => (b, false, false),
                (BinOp::Gt, false, true) => (a, false, true),
                (BinOp::Ge, false, true) => (a, false, false),
                _ => continue,
            };
            if mentions_bound0(bound) {
                continue;
            }
            let v = self.eval(st, p, bound)?;
            let x = self.scalar(v, &bound.ty, span)?;
            let x = x.simplify_under(&st.pc).unwrap_or(x);
            let x = if strict {
                let d = if is_lower {
                    x.plus(&Expr::int(1))
                } else {
                    x.minus(&Expr::int(1))
                };
                self.sym(d, span)?
            } else {
                x
            };
            if is_lower {
                lo = Some(x);
            } else {
                hi = Some(x);
            }
        }
        Ok((lo, hi))
    }

    /// The integer range `[lo, hi]` a quantifier restriction `lo <= x && x < hi` (and its
    /// variants) gives the innermost bound variable, when both bounds are constants under
    /// the path condition and the range has at most 4096 values; otherwise the bounds
    /// found, symbolic.
    fn int_range(
        &mut self,
        st: &mut State,
        p: ProcId,
        r: &MExpr,
        span: Span,
    ) -> R<Result<(i64, i64), SymbolicBounds>> {
        let (lo, hi) = self.range_bounds(st, p, r, span)?;
        let (Some(l), Some(h)) = (
            lo.as_ref()
                .and_then(|v| v.as_int())
                .and_then(|v| i64::try_from(v).ok()),
            hi.as_ref()
                .and_then(|v| v.as_int())
                .and_then(|v| i64::try_from(v).ok()),
        ) else {
            return Ok(Err((lo, hi)));
        };
        let (lo, hi) = (l, h);
        if hi < lo {
            return Ok(Ok((0, -1)));
        }
        if hi - lo >= 4096 {
            return Ok(Err((
                Some(Expr::int_i128(lo as i128)),
                Some(Expr::int_i128(hi as i128)),
            )));
        }
        Ok(Ok((lo, hi)))
    }

    /// The instance of a quantified formula for the innermost bound value: `r => b` for
    /// ∀, `r && b` for ∃ (the body evaluated under its restriction).
    fn quantified_body(
        &mut self,
        st: &mut State,
        p: ProcId,
        q: Quantifier,
        restrict: Option<&MExpr>,
        body: &MExpr,
        span: Span,
    ) -> R<Expr> {
        let rx = match restrict {
            Some(r) => Some(self.eval_quantified(st, p, r)?),
            None => None,
        };
        let bx = match &rx {
            Some(rx) => {
                let rx = rx.clone();
                self.under(rx, |m| m.eval_quantified(st, p, body))?
            }
            None => self.eval_quantified(st, p, body)?,
        };
        let f = match (q, rx) {
            (Quantifier::Forall, Some(r)) => r.implies(&bx),
            (Quantifier::Exists, Some(r)) => r.and(&bx),
            (_, None) => Ok(bx),
        };
        self.sym(f, span)
    }

    /// Evaluates a boolean under a quantifier: the checks inside (array bounds) are not
    /// made, since the bound variable ranges over values that may not be evaluated.
    fn eval_quantified(&mut self, st: &mut State, p: ProcId, e: &MExpr) -> R<Expr> {
        let saved = self.scope.in_quantifier;
        self.scope.in_quantifier = true;
        let v = self.eval(st, p, e);
        self.scope.in_quantifier = saved;
        let v = v?;
        self.scalar(v, &e.ty, e.span)
    }
}

/// The conjuncts of a model expression.
fn flatten_and<'e>(e: &'e MExpr, out: &mut Vec<&'e MExpr>) {
    match &e.kind {
        K::Binary(BinOp::And, a, b) => {
            flatten_and(a, out);
            flatten_and(b, out);
        }
        _ => out.push(e),
    }
}

/// Whether `e` is the innermost bound variable (possibly under casts).
fn is_bound0(e: &MExpr) -> bool {
    match &e.kind {
        K::Var(VarRef::Bound(0)) => true,
        K::Cast(a) => is_bound0(a),
        _ => false,
    }
}

/// Whether `e` mentions the innermost bound variable.
fn mentions_bound0(e: &MExpr) -> bool {
    match &e.kind {
        K::Var(VarRef::Bound(0)) => true,
        K::Unary(_, a) | K::Cast(a) | K::Deref(a) | K::AddrOf(a) | K::Member(a, _) | K::Old(a) => {
            mentions_bound0(a)
        }
        K::Binary(_, a, b) | K::Index(a, b) | K::PtrAdd(a, b) | K::PtrDiff(a, b) => {
            mentions_bound0(a) || mentions_bound0(b)
        }
        K::Cond(a, b, c) => mentions_bound0(a) || mentions_bound0(b) || mentions_bound0(c),
        K::Apply(_, args) | K::Builtin(_, args) => args.iter().any(mentions_bound0),
        K::Quant { .. } | K::Fold { .. } => true,
        _ => false,
    }
}
