//! The checks of undefined integer arithmetic (C11 6.5p5, 6.5.5, 6.5.7; module doc of
//! `eval`): shifts by an amount outside the width, and with SV-COMP's `no-overflow`
//! signed results that leave their type.

use crate::machine::{Halt, Machine, R};
use crate::report::PropertyKind;
use tass_model::{BinOp, Type as MType};
use tass_state::State;
use tass_symbolic::{BigInt, Expr};
use tass_syntax::ast::IntKind;
use tass_syntax::Span;

impl Machine<'_> {
    /// C11 6.5.7p3: a shift by a negative amount, or by the width of the promoted left
    /// operand (`ty`, the type of the result) or more, is undefined. A violation of kind
    /// `overflow` (the kind of undefined integer arithmetic: the result of the operation
    /// does not exist in its type) when it is certain: a concrete amount out of range, or
    /// a counterexample the prover gives and evaluation confirms (a concrete execution).
    /// When the prover cannot tell, the shift is *unknown* (never a violation that may
    /// not be one). Under an SV-COMP property this undefined behaviour lies outside the
    /// property (SV-COMP's `no-overflow` is about the range of signed results): the path
    /// is not followed further and the verdict cannot be *holds* (*unknown*).
    pub(super) fn shift_amount_check(
        &mut self,
        st: &mut State,
        op: BinOp,
        y: &Expr,
        ty: &MType,
        span: Span,
    ) -> R<()> {
        if self.scope.in_quantifier {
            return Ok(());
        }
        let Some(w) = ty.int_bits() else {
            return Ok(());
        };
        if let Some(k) = y.as_int() {
            if *k >= BigInt::from(0) && *k < BigInt::from(w) {
                return Ok(());
            }
        }
        let ok = self.sym(
            y.greater_eq(&Expr::int(0))
                .and_then(|a| a.and(&y.less(&Expr::int(u64::from(w)))?)),
            span,
        )?;
        if ok.is_true() {
            return Ok(());
        }
        let what = format!(
            "`{}` by an amount that may be negative or at least {w} (the width of `{}`): undefined (C11 6.5.7)",
            op.as_str(),
            tass_model::show::type_str(ty, &[])
        );
        if self.cfg.svcomp.is_some() {
            if self.known(st, &ok) {
                return Ok(());
            }
            return Err(Halt::Unsupported(span, format!("a shift {what}")));
        }
        let msg = match y.as_int() {
            Some(k) => format!(
                "undefined shift: `{}` by {k}, outside 0 .. {} (the width of `{}` is {w}; C11 6.5.7)",
                op.as_str(),
                w - 1,
                tass_model::show::type_str(ty, &[])
            ),
            None => format!("undefined shift: {what}"),
        };
        self.check_certain(st, ok, PropertyKind::Overflow, span, msg)
    }

    /// Whether SV-COMP's `no-overflow` checks an operation of type `ty`: a signed type
    /// of `int` or wider (not `_Bool`), outside quantifiers.
    fn checks_signed_overflow(&self, ty: &MType) -> bool {
        self.cfg.properties.signed_overflow
            && !self.scope.in_quantifier
            && matches!(ty, MType::Int { kind, unsigned: false } if *kind != IntKind::Bool)
            && ty.int_bits().is_some_and(|b| b >= 32)
    }

    /// SV-COMP's `no-overflow` for `x << k` of a signed type (C11 6.5.7p4): defined only
    /// when `x` is not negative and `x * 2^k` (the exact result `r`) is representable.
    pub(super) fn left_shift_check(
        &mut self,
        st: &mut State,
        (x, r): (&Expr, &Expr),
        ty: &MType,
        span: Span,
    ) -> R<()> {
        if !self.checks_signed_overflow(ty) {
            return Ok(());
        }
        let nonneg = self.sym(x.greater_eq(&Expr::int(0)), span)?;
        if !nonneg.is_true() {
            self.check(
                st,
                nonneg,
                PropertyKind::Overflow,
                span,
                "signed integer overflow: a left shift of a value that may be negative (undefined, C11 6.5.7)".into(),
            )?;
        }
        self.overflow_check(st, r, ty, span)
    }

    /// SV-COMP's `no-overflow` for `x / y` and `x % y` of a signed type: the quotient of
    /// the type's minimum by -1 is not representable, and then both are undefined (C11
    /// 6.5.5p6), `INT_MIN % -1` included.
    pub(super) fn quotient_check(
        &mut self,
        st: &mut State,
        op: BinOp,
        (x, y): (&Expr, &Expr),
        ty: &MType,
        span: Span,
    ) -> R<()> {
        if !self.checks_signed_overflow(ty) {
            return Ok(());
        }
        let Some((lo, _)) = ty.int_range() else {
            return Ok(());
        };
        let bad = x
            .equals(&Expr::int(lo))
            .and_then(|a| a.and(&y.equals(&Expr::int(-1))?));
        let ok = self.sym(bad.and_then(|b| b.not()), span)?;
        if ok.is_true() {
            return Ok(());
        }
        let what = if op == BinOp::Div {
            "quotient"
        } else {
            "remainder"
        };
        self.check(
            st,
            ok,
            PropertyKind::Overflow,
            span,
            format!(
                "signed integer overflow: the {what} of {lo} by -1 is undefined (the quotient does not fit in `{}`)",
                tass_model::show::type_str(ty, &[])
            ),
        )
    }

    /// SV-COMP's `no-overflow`: the exact result `r` of an arithmetic operation of the
    /// signed C type `ty` (`int` or wider: narrower operands are promoted) lies in the
    /// range of `ty`.
    pub(super) fn overflow_check(
        &mut self,
        st: &mut State,
        r: &Expr,
        ty: &MType,
        span: Span,
    ) -> R<()> {
        if !self.checks_signed_overflow(ty) {
            return Ok(());
        }
        let Some((lo, hi)) = ty.int_range() else {
            return Ok(());
        };
        if let Some(v) = r.as_int().and_then(num_traits::ToPrimitive::to_i128) {
            if lo <= v && v <= hi {
                return Ok(());
            }
        }
        let inside = r
            .greater_eq(&Expr::int(lo))
            .and_then(|a| r.less_eq(&Expr::int(hi)).and_then(|b| a.and(&b)));
        let inside = self.sym(inside, span)?;
        if inside.is_true() {
            return Ok(());
        }
        self.check(
            st,
            inside,
            PropertyKind::Overflow,
            span,
            format!(
                "signed integer overflow: the result may leave the range of `{}` ({lo} .. {hi})",
                tass_model::show::type_str(ty, &[])
            ),
        )
    }
}
