//! The annotation constructs of assertions and contracts: the specification's variables
//! (`spec.x`), other processes' (`PROC[r].x`), and the lowering's bit-field stores.

use crate::machine::{Halt, Machine, R};
use crate::report::PropertyKind;
use tass_model::{Expr as MExpr, ExprKind as K, Type as MType};
use tass_state::{ProcId, State, Value};
use tass_syntax::Span;

impl Machine<'_> {
    /// `spec.name` in a joint assertion of the implementation: the value of the
    /// specification's variable.
    pub(super) fn spec_var(&self, name: &str, span: Span) -> R<Value> {
        let found = self.scope.spec_vars.as_ref().and_then(|vs| {
            vs.iter()
                .find(|(n, _)| &**n == name)
                .map(|(_, v)| v.clone())
        });
        match found {
            Some(v) => Ok(v),
            None if self.scope.spec_vars.is_some() => Err(Halt::Unsupported(
                span,
                format!("`spec.{name}`: the specification has no variable `{name}` visible at this joint assertion"),
            )),
            None => Err(Halt::Unsupported(span, "`spec.x` outside of a joint assertion of the implementation".into())),
        }
    }

    /// `PROC[rank].var` in a collective assertion: the variable in the snapshot of the
    /// process `rank`, a constant on the path.
    pub(super) fn proc_var(
        &mut self,
        st: &mut State,
        p: ProcId,
        (rank, var): (&MExpr, &str),
        span: Span,
    ) -> R<Value> {
        let rv = self.eval(st, p, rank)?;
        let r = self.scalar(rv, &rank.ty, span)?;
        let r = r.simplify_under(&st.pc).unwrap_or(r);
        let Some(r) = r.as_int().and_then(|v| usize::try_from(v).ok()) else {
            return Err(Halt::Unsupported(
                span,
                "`PROC[e]` with a rank that is not a constant on this path".into(),
            ));
        };
        let found = self
            .scope
            .snapshots
            .as_ref()
            .and_then(|(_, snaps, _)| snaps.get(r))
            .map(|vars| {
                vars.iter()
                    .find(|(n, _)| &**n == var)
                    .map(|(_, v)| v.clone())
            });
        match found {
            Some(Some(v)) => Ok(v),
            Some(None) => Err(Halt::Unsupported(
                span,
                format!("`PROC[{r}].{var}`: no such variable at the assertion"),
            )),
            None => Err(self.definite(
                st,
                PropertyKind::Assertion,
                span,
                format!("`PROC[{r}]` is not a process"),
            )),
        }
    }

    /// A value stored into a bit-field, reduced to its width (the lowering's
    /// `store_value`): modulo 2^w, into the w-bit two's complement when signed.
    pub(super) fn bit_field(
        &mut self,
        st: &mut State,
        p: ProcId,
        args: &[MExpr],
        ty: &MType,
        span: Span,
    ) -> R<Value> {
        let (K::Int(w, _), MType::Int { unsigned, .. }) = (&args[1].kind, ty) else {
            return Err(Halt::Unsupported(span, "a bit-field store".into()));
        };
        let w = u32::try_from(*w)
            .ok()
            .filter(|w| (1..=64).contains(w))
            .ok_or_else(|| Halt::Unsupported(span, "a bit-field store".into()))?;
        let v = self.eval(st, p, &args[0])?;
        let x = self.scalar(v, &args[0].ty, span)?;
        Ok(Value::Sym(self.modulo(&st.pc, x, w, *unsigned, span)?))
    }
}
