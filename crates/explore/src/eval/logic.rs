//! Conditions: the logical operators and `?:`, whose operands are evaluated under the
//! condition that makes them evaluated, and what the path condition decides.

use crate::machine::{Halt, Machine, R};
use tass_model::{BinOp, Expr as MExpr};
use tass_state::{ProcId, State, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

impl Machine<'_> {
    /// `a && b`, `a || b`, `a ==> b` (`op`): the right operand is evaluated under the
    /// condition that makes it evaluated, and not at all where the left one decides.
    pub(super) fn logical(
        &mut self,
        st: &mut State,
        p: ProcId,
        op: BinOp,
        (a, b): (&MExpr, &MExpr),
        span: Span,
    ) -> R<Value> {
        let av = self.eval(st, p, a)?;
        let ax = self.scalar(av, &a.ty, span)?;
        let guard = if op == BinOp::Or {
            self.sym(ax.not(), span)?
        } else {
            ax.clone()
        };
        if guard.is_false() {
            return Ok(Value::Sym(Expr::bool(op != BinOp::And)));
        }
        let bv = self.under(guard, |m| m.eval(st, p, b))?;
        let bx = self.scalar(bv, &b.ty, span)?;
        let r = match op {
            BinOp::And => ax.and(&bx),
            BinOp::Or => ax.or(&bx),
            _ => ax.implies(&bx),
        };
        Ok(Value::Sym(self.sym(r, span)?))
    }

    /// `c ? a : b`: each side evaluated under its condition; two pointers or aggregates,
    /// which have no symbolic `ite`, where the path does not decide `c`, split the path.
    pub(super) fn conditional(
        &mut self,
        st: &mut State,
        p: ProcId,
        (c, a, b): (&MExpr, &MExpr, &MExpr),
        span: Span,
    ) -> R<Value> {
        let cv = self.eval(st, p, c)?;
        let cx = self.scalar(cv, &c.ty, span)?;
        if cx.is_true() {
            return self.eval(st, p, a);
        }
        if cx.is_false() {
            return self.eval(st, p, b);
        }
        let t = self.under(cx.clone(), |m| m.eval(st, p, a))?;
        let ncx = self.sym(cx.not(), span)?;
        let f = self.under(ncx, |m| m.eval(st, p, b))?;
        match (t, f) {
            (Value::Sym(x), Value::Sym(y)) => {
                let r = Expr::cond(&cx, &x, &y);
                Ok(Value::Sym(self.sym(r, span)?))
            }
            (x, y) if x == y => Ok(x),
            // Two pointers (or aggregates) have no symbolic `ite`: the path
            // decides the condition, or splits on it and the transition runs
            // again on each side (where the path condition decides it).
            (x, y) => {
                if self.known(st, &cx) {
                    return Ok(x);
                }
                let ncx = self.sym(cx.not(), span)?;
                if self.known(st, &ncx) {
                    return Ok(y);
                }
                let value = Expr::cond(&cx, &Expr::int(1), &Expr::int(0));
                Err(Halt::Split {
                    value: self.sym(value, span)?,
                    candidates: vec![0, 1],
                })
            }
        }
    }

    /// Runs `f` with `c` assumed for the checks it makes.
    pub(crate) fn under<T>(&mut self, c: Expr, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        self.scope.ctx.push(c);
        let r = f(self);
        self.scope.ctx.pop();
        r
    }

    /// Whether `c` holds under the path condition and the local assumptions (the
    /// simplifier, then the prover; *maybe* is no). Never for an open term.
    pub(crate) fn known(&mut self, st: &State, c: &Expr) -> bool {
        if c.is_true() {
            return true;
        }
        if c.has_free_bound() {
            return false;
        }
        let a = self.assumption(st);
        if matches!(tass_symbolic::valid(&a, c), Ok(tass_symbolic::Answer::Yes)) {
            return true;
        }
        matches!(self.oracle.valid(&a, c), crate::oracle::Decision::Yes)
    }
}
