//! Constants of the program: numbers (rounded to a floating type where they have one)
//! and the sizes of types.

use super::values::size_of;
use crate::machine::{Halt, Machine, R};
use crate::numbers::parse_real;
use tass_model::Type as MType;
use tass_state::{ProcId, State, Value};
use tass_symbolic::{BigInt, BigRational, Expr};
use tass_syntax::Span;

impl Machine<'_> {
    /// An integer constant `v` of type `ty` (a real one for a floating type).
    pub(super) fn int_constant(&self, v: i128, ty: &MType, span: Span) -> R<Value> {
        Ok(Value::Sym(if ty.is_real() {
            self.fp_round(
                Expr::real(BigRational::from_integer(BigInt::from(v))),
                ty,
                span,
            )?
        } else {
            Expr::int_i128(v)
        }))
    }

    /// A floating constant as the program writes it (`t`), exact, rounded to `ty`.
    pub(super) fn real_constant(&self, t: &str, ty: &MType, span: Span) -> R<Value> {
        match parse_real(t) {
            Some(r) => Ok(Value::Sym(self.fp_round(Expr::real(r), ty, span)?)),
            None => Err(Halt::Unsupported(span, format!("the constant `{t}`"))),
        }
    }

    /// `sizeof(t)`: constant, or for an array of a length evaluated at run time, that
    /// length times the element's size.
    pub(super) fn size_of_type(
        &mut self,
        st: &mut State,
        p: ProcId,
        t: &MType,
        span: Span,
    ) -> R<Value> {
        let structs = &self.progs[p.model as usize].structs;
        match size_of(t, structs) {
            Some((s, _)) => Ok(Value::Sym(Expr::int(s))),
            None => match t {
                MType::Array(elem, ext) => {
                    let (s, _) = size_of(elem, structs)
                        .ok_or_else(|| Halt::Unsupported(span, "sizeof of this type".into()))?;
                    let n = self.extent(st, p, ext, span)?.ok_or_else(|| {
                        Halt::Unsupported(span, "sizeof of an array of unknown length".into())
                    })?;
                    let r = n.times(&Expr::int(s));
                    Ok(Value::Sym(self.sym(r, span)?))
                }
                _ => Err(Halt::Unsupported(span, "sizeof of this type".into())),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_constants_are_exact() {
        let r = |n: i64, d: i64| BigRational::new(BigInt::from(n), BigInt::from(d));
        assert_eq!(parse_real("0.1"), Some(r(1, 10)));
        assert_eq!(parse_real("2.5e3"), Some(r(2500, 1)));
        assert_eq!(parse_real("1e-2"), Some(r(1, 100)));
        assert_eq!(parse_real(".5"), Some(r(1, 2)));
        assert_eq!(parse_real("0x1.8p1"), Some(r(3, 1)));
        assert_eq!(parse_real("0x1p-2"), Some(r(1, 4)));
        assert_eq!(parse_real("abc"), None);
    }
}
