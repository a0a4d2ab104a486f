//! Conversions between types (the model's `Cast` nodes, C11 6.3): pointers, truth
//! values, integers and floating values, with C's wrapping and IEEE 754 rounding.

use crate::fpsym::float_kind;
use crate::machine::{Halt, Machine, R};
use tass_model::Type as MType;
use tass_state::{Pointer, State, Value};
use tass_symbolic::{BigInt, BigRational, Expr, FpOp};
use tass_syntax::ast::IntKind;
use tass_syntax::Span;

impl Machine<'_> {
    /// The conversion of `v` from type `from` to type `to` (C11 6.3): pointers and null,
    /// truth values, integers and floating values, with the checks and wrapping of C.
    pub(super) fn cast(
        &mut self,
        st: &mut State,
        v: Value,
        from: &MType,
        to: &MType,
        span: Span,
    ) -> R<Value> {
        match (from, to) {
            (_, MType::Pointer(_)) => match v {
                Value::Ptr(_) | Value::Undef => Ok(v),
                Value::Sym(e) if e.as_int().is_some_and(|i| *i == BigInt::from(0)) => {
                    Ok(Value::Ptr(Pointer::Null))
                }
                _ => Err(Halt::Unsupported(
                    span,
                    "a cast of a number to a pointer".into(),
                )),
            },
            (MType::Pointer(_), t) if t.is_integer() => Err(Halt::Unsupported(
                span,
                "a cast of a pointer to a number".into(),
            )),
            (MType::Bool, t) if t.is_arithmetic() => {
                let b = self.scalar(v, from, span)?;
                let (one, zero) = if t.is_real() {
                    (
                        Expr::real(BigRational::from_integer(1.into())),
                        Expr::real(BigRational::from_integer(0.into())),
                    )
                } else {
                    (Expr::int(1), Expr::int(0))
                };
                let r = Expr::cond(&b, &one, &zero);
                Ok(Value::Sym(self.sym(r, span)?))
            }
            (
                f,
                MType::Int {
                    kind: IntKind::Bool,
                    ..
                },
            ) if f.is_arithmetic() && f != to => {
                // C11 6.3.1.2: 0 when the value compares equal to 0, else 1.
                let x = self.scalar(v, from, span)?;
                let nz = match float_kind(from) {
                    Some(kind) if self.ieee_operands(&[&x]) => {
                        self.fp_is_zero(&x, kind, span)?.not()
                    }
                    _ => x.not_equals(&self.zero_like(&x)),
                };
                let nz = self.sym(nz, span)?;
                let r = Expr::cond(&nz, &Expr::int(1), &Expr::int(0));
                Ok(Value::Sym(self.sym(r, span)?))
            }
            (f, t) if f.is_integer() && t.is_real() => {
                let x = self.scalar(v, from, span)?;
                if let Some(kind) = float_kind(t).filter(|_| self.ieee_operands(&[&x])) {
                    return Ok(Value::Sym(self.fp_apply(FpOp::OfInt, kind, &[x], span)?));
                }
                let r = self.sym(x.to_real(), span)?;
                self.note_real_float(st, &[&x], &r, to, true, span);
                Ok(Value::Sym(self.fp_round(r, to, span)?))
            }
            (f, t) if f.is_real() && t.is_real() && f != t => {
                let x = self.scalar(v, from, span)?;
                if let (Some(fk), Some(tk), true) =
                    (float_kind(f), float_kind(t), self.ieee_operands(&[&x]))
                {
                    let op = FpOp::Convert(crate::ieee::format(fk));
                    return Ok(Value::Sym(self.fp_apply(op, tk, &[x], span)?));
                }
                self.note_real_float(st, &[&x], &x, to, true, span);
                Ok(Value::Sym(self.fp_round(x, to, span)?))
            }
            (f, t) if f.is_real() && t.is_integer() => self.float_to_int(st, v, from, to, span),
            (f, t) if f.is_integer() && t.is_integer() && f != t => {
                self.int_to_int(st, v, from, to, span)
            }
            _ => Ok(v),
        }
    }

    /// The conversion of a floating value to an integer type (C11 6.3.1.4): truncated,
    /// in IEEE 754 for symbolic operands; an integer part outside the target's range is
    /// undefined (a concrete one is unsupported), else wrapped as C integers wrap.
    fn float_to_int(
        &mut self,
        st: &mut State,
        v: Value,
        from: &MType,
        to: &MType,
        span: Span,
    ) -> R<Value> {
        let f = from;
        let x = self.scalar(v, from, span)?;
        if let Some(kind) = float_kind(f).filter(|_| self.ieee_operands(&[&x])) {
            return Ok(Value::Sym(self.fp_to_int(st, &x, kind, to, span)?));
        }
        let r = x.to_int();
        let r = self.sym(r, span)?;
        self.note_real_float(st, &[&x], &r, to, false, span);
        // A floating value whose integer part is outside the range of the
        // target type is undefined behaviour (C11 6.3.1.4p1), not a wrap.
        if let (true, Some(i), Some((lo, hi))) =
            (self.cfg.ieee_concrete, r.as_int(), to.int_range())
        {
            if *i < BigInt::from(lo) || *i > BigInt::from(hi) {
                return Err(Halt::Unsupported(
                    span,
                    format!("the conversion of a floating value with integer part {i} to an integer type whose range it leaves (undefined behaviour, C11 6.3.1.4)"),
                ));
            }
        }
        if self.cfg.c_integers {
            return Ok(Value::Sym(self.wrap(&st.pc, r, to, span)?));
        }
        Ok(Value::Sym(self.note_wrap(&st.pc, r, to, true, span)?))
    }

    /// The conversion of an integer to another integer type: wrapped (C integers) or
    /// noted where C would wrap, also to a signed type whose range is smaller.
    fn int_to_int(
        &mut self,
        st: &mut State,
        v: Value,
        from: &MType,
        to: &MType,
        span: Span,
    ) -> R<Value> {
        let x = self.scalar(v, from, span)?;
        // A conversion to a signed type of a value of a type whose range it does
        // not contain (`(int)u` of an `unsigned int`, `long` to `int`) wraps too
        // (implementation-defined; GCC and Clang reduce modulo 2^w): unlike the
        // overflow of signed arithmetic, it is not undefined.
        let contained = match (from.int_range(), to.int_range()) {
            (Some((flo, fhi)), Some((tlo, thi))) => tlo <= flo && fhi <= thi,
            _ => true,
        };
        if !self.cfg.c_integers {
            return Ok(Value::Sym(self.note_wrap(&st.pc, x, to, !contained, span)?));
        }
        Ok(Value::Sym(self.wrap_as(&st.pc, x, to, !contained, span)?))
    }
}
