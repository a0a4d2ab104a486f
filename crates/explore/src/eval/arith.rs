//! Arithmetic operators: unary and binary operators on numbers, with the checks of
//! division by zero and of C integers (module doc of `eval`); logical operators are in
//! `logic`, bitwise ones in `bitwise`, pointers in `pointer`.

use crate::fpsym::float_kind;
use crate::machine::{Machine, R};
use crate::report::PropertyKind;
use tass_model::{BinOp, Expr as MExpr, Type as MType, UnOp};
use tass_state::{ProcId, State, Value};
use tass_symbolic::{BigInt, BigRational, Expr, FpOp};
use tass_syntax::ast::FloatKind;
use tass_syntax::Span;

impl Machine<'_> {
    /// A unary operator: `!`, `-` (in IEEE 754 for symbolic floating operands, with the
    /// checks of C integers), `~` in two's complement.
    pub(super) fn unary(
        &mut self,
        st: &mut State,
        p: ProcId,
        op: UnOp,
        a: &MExpr,
        e: &MExpr,
    ) -> R<Value> {
        let span = e.span;
        let v = self.eval(st, p, a)?;
        match op {
            UnOp::Not => {
                let x = self.scalar(v, &a.ty, span)?;
                let r = x.not();
                Ok(Value::Sym(self.sym(r, span)?))
            }
            UnOp::Neg => {
                let x = self.scalar(v, &a.ty, span)?;
                if let Some(kind) = float_kind(&e.ty) {
                    if self.ieee_operands(&[&x]) {
                        let r = self.fp_apply(FpOp::Neg, kind, &[x], span)?;
                        return Ok(Value::Sym(r));
                    }
                    self.negative_zero_check(None, (&x, None), &e.ty, span)?;
                }
                let r = x.negated();
                let r = self.sym(r, span)?;
                if self.cfg.c_integers {
                    self.overflow_check(st, &r, &e.ty, span)?;
                    return Ok(Value::Sym(self.wrap(&st.pc, r, &e.ty, span)?));
                }
                Ok(Value::Sym(self.note_wrap(&st.pc, r, &e.ty, false, span)?))
            }
            UnOp::BitNot => {
                // `~x = -x - 1` in two's complement (module `bits`).
                let x = self.scalar(v, &a.ty, span)?;
                let r = self.sym(x.negated().and_then(|n| n.minus(&Expr::int(1))), span)?;
                if self.cfg.c_integers {
                    return Ok(Value::Sym(self.wrap(&st.pc, r, &e.ty, span)?));
                }
                Ok(Value::Sym(self.note_wrap(&st.pc, r, &e.ty, false, span)?))
            }
        }
    }

    /// A binary operator: logical ones evaluate their right operand under the left one,
    /// pointers are compared; on numbers, symbolic floating operands in IEEE 754, integer
    /// `+ - *` with the checks of C integers, quotients with theirs, bitwise operators as
    /// exact arithmetic, and the rest (comparisons, real arithmetic) rounded to the type.
    pub(super) fn binary(
        &mut self,
        st: &mut State,
        p: ProcId,
        op: BinOp,
        a: &MExpr,
        b: &MExpr,
        e: &MExpr,
    ) -> R<Value> {
        let span = e.span;
        // Logical operators evaluate their right operand under the left one.
        if matches!(op, BinOp::And | BinOp::Or | BinOp::Implies) {
            return self.logical(st, p, op, (a, b), span);
        }
        let av = self.eval(st, p, a)?;
        let bv = self.eval(st, p, b)?;
        if matches!(av, Value::Ptr(_))
            || matches!(bv, Value::Ptr(_))
            || matches!(a.ty, MType::Pointer(_))
        {
            return self.pointer_compare(st, op, av, bv, span);
        }
        let x = self.scalar(av, &a.ty, span)?;
        let y = self.scalar(bv, &b.ty, span)?;
        // Symbolic floating-point operands in IEEE 754 (module `fpsym`).
        if let (Some(kind), Some(other)) = (float_kind(&a.ty), float_kind(&b.ty)) {
            if kind == other && self.ieee_operands(&[&x, &y]) {
                if let Some(r) = self.ieee_binary(st, p, op, (&x, &y), b, kind, span)? {
                    return Ok(Value::Sym(r));
                }
            }
            self.negative_zero_check(Some(op), (&x, Some(&y)), &e.ty, span)?;
        }
        // (Floating-point operands go on below: rounded, not wrapped.)
        if matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) && e.ty.is_integer() {
            return self.integer_arith(st, op, (&x, &y), &e.ty, span);
        }
        let r = match op {
            BinOp::Add => x.plus(&y),
            BinOp::Sub => x.minus(&y),
            BinOp::Mul => x.times(&y),
            BinOp::Div | BinOp::Mod => self.quotient(st, p, op, (&x, &y), b, e)?,
            BinOp::Lt => x.less(&y),
            BinOp::Le => x.less_eq(&y),
            BinOp::Gt => x.greater(&y),
            BinOp::Ge => x.greater_eq(&y),
            BinOp::Eq => x.equals(&y),
            BinOp::Ne => x.not_equals(&y),
            BinOp::Iff => x.iff(&y),
            BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr => {
                return self.bitwise_binary(st, op, (&x, &y), (&a.ty, &e.ty), span);
            }
            BinOp::And | BinOp::Or | BinOp::Implies => unreachable!("handled above"),
        };
        let r = self.sym(r, span)?;
        if a.ty.is_real() || b.ty.is_real() {
            // An arithmetic result rounds; a comparison is exact but for NaN.
            let rounds = e.ty.is_real();
            self.note_real_float(st, &[&x, &y], &r, &e.ty, rounds, span);
        }
        Ok(Value::Sym(self.fp_round(r, &e.ty, span)?))
    }

    /// A binary operator on symbolic floating operands `x`, `y` of the format `kind` in
    /// IEEE 754 (module `fpsym`), after the check of a division by zero (the divisor
    /// `b`); `None` for an operator `fpsym` does not compute.
    #[allow(clippy::too_many_arguments)]
    fn ieee_binary(
        &mut self,
        st: &mut State,
        p: ProcId,
        op: BinOp,
        (x, y): (&Expr, &Expr),
        b: &MExpr,
        kind: FloatKind,
        span: Span,
    ) -> R<Option<Expr>> {
        if op == BinOp::Div && self.cfg.properties.division_by_zero {
            let nz = if y.is_constant() {
                y.not_equals(&self.zero_like(y))
            } else {
                self.fp_is_zero(y, kind, span)?.not()
            };
            let nz = self.sym(nz, span)?;
            if !nz.is_true() {
                let shown = self.divisor_text(st, p, b, y);
                self.check(
                    st,
                    nz,
                    PropertyKind::DivisionByZero,
                    span,
                    format!("division by zero: the divisor `{shown}` may be 0"),
                )?;
            }
        }
        self.fp_binary(op, kind, (x, y), span)
    }

    /// Integer `x + y`, `x - y`, `x * y` of type `ty`: with C integers, checked for
    /// signed overflow and wrapped; otherwise mathematical, noting where C would wrap.
    fn integer_arith(
        &mut self,
        st: &mut State,
        op: BinOp,
        (x, y): (&Expr, &Expr),
        ty: &MType,
        span: Span,
    ) -> R<Value> {
        let r = match op {
            BinOp::Add => x.plus(y),
            BinOp::Sub => x.minus(y),
            _ => x.times(y),
        };
        let r = self.sym(r, span)?;
        if self.cfg.c_integers {
            self.overflow_check(st, &r, ty, span)?;
            return Ok(Value::Sym(self.wrap(&st.pc, r, ty, span)?));
        }
        Ok(Value::Sym(self.note_wrap(&st.pc, r, ty, false, span)?))
    }

    /// `x / y` or `x % y` (`op`) of the type of `e`, after the checks of a division by
    /// zero (the divisor `b`) and of a quotient that does not fit: C's truncating
    /// division for integers, exact division for reals.
    fn quotient(
        &mut self,
        st: &mut State,
        p: ProcId,
        op: BinOp,
        (x, y): (&Expr, &Expr),
        b: &MExpr,
        e: &MExpr,
    ) -> R<tass_symbolic::Result<Expr>> {
        let span = e.span;
        if self.cfg.properties.division_by_zero {
            let nz = y.not_equals(&self.zero_like(y));
            let nz = self.sym(nz, span)?;
            if nz.is_true() {
                // Nothing to check (and no message to write).
            } else {
                let what = if op == BinOp::Div {
                    "division"
                } else {
                    "modulus"
                };
                let shown = self.divisor_text(st, p, b, y);
                self.check(
                    st,
                    nz,
                    PropertyKind::DivisionByZero,
                    span,
                    format!("{what} by zero: the divisor `{shown}` may be 0"),
                )?;
            }
        }
        if e.ty.is_integer() {
            self.quotient_check(st, op, (x, y), &e.ty, span)?;
        }
        Ok(if op == BinOp::Mod {
            x.c_rem(y)
        } else if e.ty.is_integer() {
            x.c_div(y)
        } else {
            x.divided_by(y)
        })
    }

    /// The divisor `b` as the program writes it, or its value `y` when the text names
    /// the engine's temporaries.
    fn divisor_text(&self, st: &State, p: ProcId, b: &MExpr, y: &Expr) -> String {
        let text = self.text(st, p, b);
        if text.contains('$') {
            y.to_string()
        } else {
            text
        }
    }

    /// The zero of the type of `y`.
    pub(super) fn zero_like(&self, y: &Expr) -> Expr {
        if y.ty().is_real() {
            Expr::real(BigRational::from_integer(BigInt::from(0)))
        } else {
            Expr::int(0)
        }
    }
}
