//! Applications of abstract (pure) functions: `math.h` in IEEE 754 or real arithmetic
//! (modules `math`, `ieee`, `fpsym`), and uninterpreted functions with their facts.

use super::values::scalar_type;
use crate::fpsym::float_kind;
use crate::machine::{Machine, R};
use tass_model::{Expr as MExpr, FunctionId, FunctionKind, Signature, Type as MType};
use tass_state::{ProcId, State, Value};
use tass_symbolic::{Expr, FpOp, Type};
use tass_syntax::Span;

impl Machine<'_> {
    /// An application of an abstract (pure) function `f` to `args`: math functions in
    /// IEEE 754 or exact real arithmetic where they have a value, otherwise an
    /// uninterpreted function with the standard facts about it.
    pub(super) fn apply(
        &mut self,
        st: &mut State,
        p: ProcId,
        f: FunctionId,
        args: &[MExpr],
        span: Span,
    ) -> R<Value> {
        let func = &self.progs[p.model as usize].functions[f.0 as usize];
        let name = func.name.clone();
        debug_assert!(matches!(func.kind, FunctionKind::Abstract));
        let ret = scalar_type(&func.sig.ret);
        let params: Vec<Type> = func.sig.params.iter().map(scalar_type).collect();
        let mut xs = Vec::new();
        for a in args {
            let v = self.eval(st, p, a)?;
            xs.push(self.scalar(v, &a.ty, span)?);
        }
        // Arguments that the path condition fixes are used as constants (so that
        // `sqrt(x)` under `x == 16` is exactly 4).
        if crate::math::base_name(&name).is_some()
            && xs.iter().any(|x| !x.is_constant())
            && !st.pc.is_true()
        {
            if let Ok(simp) = tass_symbolic::Simplifier::for_assumption(&st.pc) {
                for x in xs.iter_mut() {
                    let y = simp.simplify(x);
                    if y.is_constant() {
                        *x = y;
                    }
                }
            }
        }
        if let Some(r) = self.apply_known(st, &name, &func.sig, &xs, span)? {
            return Ok(r);
        }
        self.apply_uninterpreted(st, &name, (params, ret), &xs, &func.sig.ret, span)
    }

    /// The value of the math function `name` (signature `sig`) at `xs` where tass knows
    /// it: in IEEE 754 for symbolic operands (`fabs`, `sqrt`, `fmin`, `fmax`), a
    /// correctly rounded `sqrt`, or an exact result in real arithmetic.
    fn apply_known(
        &mut self,
        st: &mut State,
        name: &str,
        sig: &Signature,
        xs: &[Expr],
        span: Span,
    ) -> R<Option<Value>> {
        // Functions with an exact meaning in real arithmetic.
        // (A concrete result is rounded to the function's type: the C library's
        // `pow`, `floor`, ... return the nearest representable value.)
        // With IEEE 754 concrete values (`verify`), a concrete result is used only
        // when it is the C library's (module `math`: `sqrt` correctly rounded,
        // exact results); otherwise the call stays uninterpreted.
        let ret_ty = sig.ret.clone();
        let base = crate::math::base_name(name);
        let exact_op = base.is_some_and(crate::math::exact_in_ieee);
        // `fabs`, `sqrt`, `fmin` and `fmax` of symbolic values in IEEE 754 (module
        // `fpsym`), when every parameter has the result's type.
        let fp_op = match base {
            Some("fabs") => Some((FpOp::Abs, 1)),
            Some("sqrt") => Some((FpOp::Sqrt, 1)),
            Some("fmin") => Some((FpOp::Min, 2)),
            Some("fmax") => Some((FpOp::Max, 2)),
            _ => None,
        };
        if let (Some((op, arity)), Some(kind)) = (fp_op, float_kind(&ret_ty)) {
            let operands: Vec<&Expr> = xs.iter().collect();
            if xs.len() == arity
                && sig.params.len() == arity
                && sig.params.iter().all(|t| *t == ret_ty)
                && self.ieee_operands(&operands)
            {
                return Ok(Some(Value::Sym(self.fp_apply(op, kind, xs, span)?)));
            }
        }
        if self.cfg.ieee_concrete {
            if let (Some("sqrt"), [x], MType::Real(kind)) = (base, xs, &ret_ty) {
                if let Some(v) = x.as_real().and_then(|c| crate::ieee::sqrt(c, *kind)) {
                    return Ok(Some(Value::Sym(Expr::real(v))));
                }
            }
        }
        let interpreted = crate::math::interpret(name, xs).filter(|r| {
            !self.cfg.ieee_concrete
                || exact_op
                || match (r, &ret_ty) {
                    (Ok(r), MType::Real(kind)) => r
                        .as_real()
                        .is_none_or(|c| crate::ieee::round(c, *kind).is_some_and(|v| v == *c)),
                    _ => true,
                }
        });
        if let Some(r) = interpreted {
            let r = self.sym(r, span)?;
            let operands: Vec<&Expr> = xs.iter().collect();
            self.note_real_float(st, &operands, &r, &ret_ty, !exact_op, span);
            return Ok(Some(Value::Sym(self.fp_round(r, &ret_ty, span)?)));
        }
        Ok(None)
    }

    /// The application of `name` as an uninterpreted function of type `params -> ret`
    /// (C type `ret_ty`) to `xs`, with the standard facts about the real function added
    /// to the path condition.
    fn apply_uninterpreted(
        &mut self,
        st: &mut State,
        name: &str,
        (params, ret): (Vec<Type>, Type),
        xs: &[Expr],
        ret_ty: &MType,
        span: Span,
    ) -> R<Value> {
        let base = crate::math::base_name(name);
        let fty = Type::function(params, &ret);
        let fsym = self.sym(Expr::symbol(name, &fty), span)?;
        let r = self.sym(fsym.apply(xs), span)?;
        if base.is_some() {
            // Its value at the counterexample is the library's, which tass does not
            // compute: a path through it gives no checked counterexample.
            let operands: Vec<&Expr> = xs.iter().collect();
            self.note_real_float(st, &operands, &r, ret_ty, true, span);
            if xs.iter().all(|x| x.is_constant()) && self.cfg.ieee_concrete {
                if self.caveats.real_float.get().is_none() {
                    self.caveats.real_float.set(Some(span));
                }
                if let MType::Real(_) = ret_ty {
                    std::sync::Arc::make_mut(&mut st.float_ops.0).push((r.clone(), ret_ty.clone()));
                }
            }
        }
        // The standard facts about the real function (ranges, signs, monotonicity
        // against its other applications on the path), added to the path
        // condition: theorems about the real function, so no execution is lost.
        let ax = self.sym(crate::math::axioms(name, &r, xs), span)?;
        let mono = self.sym(crate::math::monotonicity(name, &r, &st.pc), span)?;
        let facts = self.sym(ax.and(&mono), span)?;
        if !facts.is_true() {
            st.pc = self.sym(st.pc.and(&facts), span)?;
        }
        Ok(Value::Sym(r))
    }
}
