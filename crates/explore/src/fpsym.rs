//! Symbolic floating-point values in IEEE 754 (`Config::ieee_symbolic`, `--float=ieee`):
//! an operation of a floating type with a symbolic operand is the application of an
//! IEEE 754 function of tass-symbolic (`fp.add.d(x, y)`, `fp.lt.f(x, y)`, ...; module
//! `float` there), which the simplifier leaves alone (applications are uninterpreted to
//! it), the prover decides in the solvers' FloatingPoint theory (rounding to nearest,
//! ties to even, with signed zeros, infinities and NaN) and evaluation computes exactly,
//! so that a counterexample is checked in IEEE 754 arithmetic like any other (module
//! `confirm`) and a *holds* is one of the C program.
//!
//! Covered: `+ - * /`, unary `-`, the comparisons (C's `==` on floats is `fp.eq`: NaN
//! equals nothing, `0.0 == -0.0`), conversions between floating types, from integers
//! (rounded) and to integers (truncated, after the check that the value is finite and
//! in the target's range: otherwise the behaviour is undefined, C11 6.3.1.4, and the
//! path stops *unknown*, as for a concrete value), the truth value of a float
//! (`x != 0`), `fabs`, `sqrt`, `fmin` and `fmax`. Symbolic inputs of floating type stay real-typed
//! symbols (their type is in `Symbols::float_kinds`); their values are the format's
//! (the prover gives them the format's sort). Concrete operands are the exact values of
//! their type (module `ieee` rounds every concrete result).
//!
//! Not covered, and so read in real arithmetic as with `--float=real` (the place is
//! kept in `Caveats::real_float` and a *holds* becomes *unknown*): the other library
//! functions (`sin`, `exp`, `floor`, ...), and anything that computes on a float value
//! outside these operations. A query in which a value is needed both as a float and as
//! a real is not translated (the prover answers *unknown*), so no mixed reading can
//! give a wrong answer. A known gap: concrete values are rationals, so a concrete
//! `-0.0` is `+0.0` (the sign of a zero matters only to a division by it and to
//! `copysign`/`signbit`).

use crate::machine::{Halt, Machine, R};
use tass_model::Type as MType;
use tass_state::State;
use tass_symbolic::{BigInt, BigRational, Expr, FpFunction, FpOp};
use tass_syntax::ast::FloatKind;
use tass_syntax::Span;

/// The floating kind of a model type, when it is a C floating type.
pub(crate) fn float_kind(ty: &MType) -> Option<FloatKind> {
    match ty {
        MType::Real(kind) => Some(*kind),
        _ => None,
    }
}

impl Machine<'_> {
    /// Whether an operation on `operands` of a floating type is encoded in IEEE 754
    /// (`Config::ieee_symbolic`, and some operand is symbolic).
    pub(crate) fn ieee_operands(&self, operands: &[&Expr]) -> bool {
        self.cfg.ieee_symbolic && operands.iter().any(|x| !x.is_constant())
    }

    /// The application of the IEEE 754 function `op` of type `kind` to `args`.
    pub(crate) fn fp_apply(
        &mut self,
        op: FpOp,
        kind: FloatKind,
        args: &[Expr],
        span: Span,
    ) -> R<Expr> {
        let f = FpFunction::new(op, crate::ieee::format(kind));
        self.sym(f.apply(args), span)
    }

    /// `x == 0` for a value `x` of type `kind`, in IEEE 754 (true for both zeros, false
    /// for NaN).
    pub(crate) fn fp_is_zero(&mut self, x: &Expr, kind: FloatKind, span: Span) -> R<Expr> {
        let zero = Expr::real(BigRational::from_integer(BigInt::from(0)));
        self.fp_apply(FpOp::Eq, kind, &[x.clone(), zero], span)
    }

    /// A binary operator on two values of the floating type `kind`, at least one of them
    /// symbolic: its IEEE 754 application, or `None` for an operator that is not one of
    /// floating-point arithmetic or comparison.
    pub(crate) fn fp_binary(
        &mut self,
        op: tass_model::BinOp,
        kind: FloatKind,
        (x, y): (&Expr, &Expr),
        span: Span,
    ) -> R<Option<Expr>> {
        use tass_model::BinOp as B;
        let (x, y) = (x.clone(), y.clone());
        let r = match op {
            B::Add => self.fp_apply(FpOp::Add, kind, &[x, y], span)?,
            B::Sub => self.fp_apply(FpOp::Sub, kind, &[x, y], span)?,
            B::Mul => self.fp_apply(FpOp::Mul, kind, &[x, y], span)?,
            B::Div => self.fp_apply(FpOp::Div, kind, &[x, y], span)?,
            B::Lt => self.fp_apply(FpOp::Lt, kind, &[x, y], span)?,
            B::Gt => self.fp_apply(FpOp::Lt, kind, &[y, x], span)?,
            B::Le => self.fp_apply(FpOp::Le, kind, &[x, y], span)?,
            B::Ge => self.fp_apply(FpOp::Le, kind, &[y, x], span)?,
            B::Eq => self.fp_apply(FpOp::Eq, kind, &[x, y], span)?,
            B::Ne => {
                let eq = self.fp_apply(FpOp::Eq, kind, &[x, y], span)?;
                self.sym(eq.not(), span)?
            }
            _ => return Ok(None),
        };
        Ok(Some(r))
    }

    /// With [`crate::Config::ieee_symbolic`]: a concrete operation of a floating type
    /// whose IEEE 754 result is `-0.0` (the negation of `0.0`, a product or quotient of a
    /// zero and a negative value) stops the path, *unknown*: concrete values are
    /// rationals, whose zero is `+0.0`, and the sign of a zero decides a division by it
    /// (`1/-0.0` is `-inf`), which the solvers would then compute on the wrong zero.
    /// (A negative result too small for the type is caught where it is rounded,
    /// `Machine::fp_round`.)
    pub(crate) fn negative_zero_check(
        &self,
        op: Option<tass_model::BinOp>,
        (x, y): (&Expr, Option<&Expr>),
        ty: &MType,
        span: Span,
    ) -> R<()> {
        use num_traits::{Signed, Zero};
        use tass_model::BinOp as B;
        if !self.cfg.ieee_symbolic || float_kind(ty).is_none() {
            return Ok(());
        }
        let (Some(a), b) = (x.as_real(), y.map(|y| y.as_real())) else {
            return Ok(());
        };
        let negative_zero = match (op, b) {
            (None, _) => a.is_zero(),
            (Some(B::Mul), Some(Some(b))) => {
                (a.is_zero() && b.is_negative()) || (b.is_zero() && a.is_negative())
            }
            (Some(B::Div), Some(Some(b))) => a.is_zero() && b.is_negative(),
            _ => false,
        };
        if negative_zero {
            return Err(Halt::Unsupported(
                span,
                "a floating-point result that is -0.0 (tass does not represent the sign of a concrete zero)".into(),
            ));
        }
        Ok(())
    }

    /// The conversion of the symbolic value `x` of floating type `kind` to the integer
    /// type `to` (truncation toward zero). The value must be finite and its integer part
    /// in the range of `to` (C11 6.3.1.4: undefined otherwise); when that cannot be
    /// shown the path stops, *unknown*, as for a concrete value out of range.
    pub(crate) fn fp_to_int(
        &mut self,
        st: &mut State,
        x: &Expr,
        kind: FloatKind,
        to: &MType,
        span: Span,
    ) -> R<Expr> {
        let Some((lo, hi)) = to.int_range() else {
            return Err(Halt::Unsupported(
                span,
                "the conversion of a floating value to this integer type".into(),
            ));
        };
        // The prover reads the truncation as a 65-bit two's complement number: wider
        // types (`__int128`) are not encoded.
        let bound = 1i128 << 64;
        if lo < -bound || hi >= bound {
            return Err(Halt::Unsupported(
                span,
                "the conversion of a symbolic floating value to an integer type wider than 64 bits"
                    .into(),
            ));
        }
        // lo - 1 < x < hi + 1; hi + 1 is a power of two (a value of every floating type),
        // and lo - 1 is replaced by lo (stricter) when it is not a value of the type.
        let rat = |i: BigInt| BigRational::from_integer(i);
        let below = rat(BigInt::from(lo) - 1);
        let low = if crate::ieee::round(&below, kind).as_ref() == Some(&below) {
            self.fp_apply(FpOp::Lt, kind, &[Expr::real(below), x.clone()], span)?
        } else {
            self.fp_apply(
                FpOp::Le,
                kind,
                &[Expr::real(rat(BigInt::from(lo))), x.clone()],
                span,
            )?
        };
        let above = rat(BigInt::from(hi) + 1);
        if crate::ieee::round(&above, kind).as_ref() != Some(&above) {
            return Err(Halt::Unsupported(
                span,
                "the conversion of a floating value to an integer type wider than its range".into(),
            ));
        }
        let high = self.fp_apply(FpOp::Lt, kind, &[x.clone(), Expr::real(above)], span)?;
        let in_range = self.sym(low.and(&high), span)?;
        if !self.known(st, &in_range) {
            return Err(Halt::Unsupported(
                span,
                format!(
                    "the conversion of a symbolic {} value to an integer type may be given NaN, an infinity or a value whose integer part leaves the type's range (undefined behaviour, C11 6.3.1.4)",
                    crate::ieee::type_name(kind)
                ),
            ));
        }
        self.fp_apply(FpOp::ToInt, kind, std::slice::from_ref(x), span)
    }
}
