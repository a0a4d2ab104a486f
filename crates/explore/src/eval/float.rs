//! Floating-point values with IEEE 754 concrete values (`Config::ieee_concrete`):
//! concrete results rounded to their type, and operations on symbolic operands noted as
//! read in real arithmetic.

use crate::machine::{Halt, Machine, R};
use num_traits::{Signed as _, Zero as _};
use tass_model::Type as MType;
use tass_state::State;
use tass_symbolic::Expr;
use tass_syntax::Span;

impl Machine<'_> {
    /// With [`crate::Config::ieee_concrete`] (`verify`): notes an operation on
    /// floating-point operands, `exact` its result in real arithmetic, of type `ty`.
    /// With a symbolic operand, the operation is read as real arithmetic: the first
    /// such place is kept ([`crate::machine::Caveats::real_float`]); and when the operation `rounds` in
    /// C and its result is symbolic, the path keeps the exact result with its type
    /// (`State::float_ops`): a counterexample of the path is one of the C program only
    /// if each such result is a value of its type at the counterexample's values (module
    /// `confirm`). Concrete operations are rounded instead (`fp_round`).
    pub(crate) fn note_real_float(
        &self,
        st: &mut State,
        operands: &[&Expr],
        exact: &Expr,
        ty: &MType,
        rounds: bool,
        span: Span,
    ) {
        if !self.cfg.ieee_concrete || operands.iter().all(|x| x.is_constant()) {
            return;
        }
        if self.caveats.real_float.get().is_none() {
            self.caveats.real_float.set(Some(span));
        }
        if rounds && !exact.is_constant() && matches!(ty, MType::Real(_)) {
            std::sync::Arc::make_mut(&mut st.float_ops.0).push((exact.clone(), ty.clone()));
        }
    }

    /// With [`crate::Config::ieee_concrete`]: a concrete value of a floating type rounded
    /// as IEEE 754 rounds it to that type (module `ieee`); anything else unchanged.
    pub(crate) fn fp_round(&self, x: Expr, ty: &MType, span: Span) -> R<Expr> {
        let (true, MType::Real(kind), tass_symbolic::ExprKind::Real(r)) =
            (self.cfg.ieee_concrete, ty, x.kind())
        else {
            return Ok(x);
        };
        match crate::ieee::round(r, *kind) {
            Some(v) if v == *r => Ok(x),
            // A negative result that rounds to zero is -0.0 (see `negative_zero_check`).
            Some(v) if self.cfg.ieee_symbolic && v.is_zero() && r.is_negative() => {
                Err(Halt::Unsupported(
                    span,
                    "a floating-point result that is -0.0 (tass does not represent the sign of a concrete zero)".into(),
                ))
            }
            Some(v) => Ok(Expr::real(v)),
            None => Err(Halt::Unsupported(
                span,
                "a floating-point result that overflows to infinity".into(),
            )),
        }
    }
}
