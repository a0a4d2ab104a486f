//! Reading lvalues: variables, elements, members and dereferences, with the checks of
//! a read (buffers of pending operations, indeterminate values, `\at` before its
//! label), and the elements of the specification's arrays in `compare`.

use super::values::{is_scalar, scalar_type};
use crate::lvalue::Place;
use crate::machine::{Halt, Machine, R};
use crate::report::PropertyKind;
use tass_model::{Expr as MExpr, ExprKind as K, VarRef};
use tass_state::{Base, ProcId, State, Value};
use tass_symbolic::Expr;

impl Machine<'_> {
    /// Reads an lvalue (a variable, an element, a member, a dereference) with the checks
    /// of a read: buffers owned by pending operations, indeterminate values; an element
    /// of the specification's array by `spec_element`.
    pub(super) fn read_lvalue(&mut self, st: &mut State, p: ProcId, e: &MExpr) -> R<Value> {
        let span = e.span;
        if let K::Index(a, i) = &e.kind {
            if spec_rooted(a) {
                return self.spec_element(st, p, e, (a, i));
            }
        }
        // A local of the top frame that holds a value: what `place` and `read`
        // would give (outside a collective assertion, which reads snapshots).
        // (Not while a pending nonblocking operation owns a buffer: the read
        // is checked against it.)
        let owned = crate::pending::owns_any(st, p);
        if let (K::Var(VarRef::Local(i)), None, false) = (&e.kind, &self.scope.snapshots, owned) {
            if let Some(v @ Value::Sym(_)) =
                st.proc(p).top().and_then(|f| f.locals.get(*i as usize))
            {
                return Ok(v.clone());
            }
        }
        let pl = self.place(st, p, e)?;
        if owned {
            self.check_owned(st, p, &pl, crate::pending::Access::Read, span)?;
        }
        let v = self.read(st, p, &pl, span)?;
        if matches!(v, Value::Undef) {
            if let Some(v) = self.undefined_read(st, p, e, &pl)? {
                return Ok(v);
            }
        }
        // An element of an array: it may come from contents never written.
        if let Value::Sym(x) = &v {
            if self.cfg.properties.uninitialized && e.ty.is_scalar() && !matches!(e.kind, K::Var(_))
            {
                if let Some(x) = self.unwritten_element(st, p, e, &pl, x)? {
                    return Ok(Value::Sym(x));
                }
            }
        }
        Ok(v)
    }

    /// A read of `e` at `pl` that found no value: an `\at` before its label is
    /// unsupported, an assumption gives the value it constrains, and otherwise the read
    /// of a scalar is a violation (`uninitialized`); `None` where the undefined value
    /// stands.
    fn undefined_read(
        &mut self,
        st: &mut State,
        p: ProcId,
        e: &MExpr,
        pl: &Place,
    ) -> R<Option<Value>> {
        let span = e.span;
        if let Some(name) = self.at_local(st, &pl.base) {
            // ACSL reads `\at(e, L)` only where every path passed `L`.
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` read on a path that has not passed its label"),
            ));
        }
        if self.scope.in_assume
            && is_scalar(&e.ty)
            && matches!(
                pl.base,
                Base::Local { .. } | Base::Heap { .. } | Base::Shared { .. }
            )
        {
            // What an assumption reads it constrains (module `uninit`).
            let x = self.assumed_scalar(st, p, pl, &scalar_type(&e.ty), span)?;
            return Ok(Some(Value::Sym(x)));
        }
        if self.cfg.properties.uninitialized
            && (e.ty.is_scalar())
            && matches!(
                pl.base,
                Base::Local { .. } | Base::Heap { .. } | Base::Shared { .. }
            )
        {
            let what = self.text(st, p, e);
            return Err(self.definite(
                st,
                PropertyKind::Uninitialized,
                span,
                format!("`{what}` is read before it is given a value"),
            ));
        }
        Ok(None)
    }

    /// The check that the element `x` read at `pl` does not come from contents never
    /// written; in an assumption, the value it constrains instead (`Some`).
    fn unwritten_element(
        &mut self,
        st: &mut State,
        p: ProcId,
        e: &MExpr,
        pl: &Place,
        x: &Expr,
    ) -> R<Option<Expr>> {
        let span = e.span;
        let Some(cond) = crate::uninit::origin(x) else {
            return Err(Halt::Unsupported(
                span,
                "the check for an uninitialised element of a very large array expression (--no-check uninitialized skips it)".into(),
            ));
        };
        if !cond.is_false() && self.scope.in_assume {
            if let Some(v) = self.assumed_element(st, p, pl, x, &cond, span)? {
                return Ok(Some(v));
            }
        }
        if !cond.is_false() {
            let what = self.text(st, p, e);
            let ok = self.sym(cond.not(), span)?;
            self.check(
                st,
                ok,
                PropertyKind::Uninitialized,
                span,
                format!("`{what}` may be read before it is given a value"),
            )?;
        }
        Ok(None)
    }

    /// The name of a hidden local saving a variable for `\\at(e, L)` (module
    /// `lower::acsl`), when `base` is one.
    fn at_local(&self, st: &State, base: &Base) -> Option<String> {
        let Base::Local { proc, frame, var } = base else {
            return None;
        };
        let pr = st.proc(ProcId {
            model: proc.0,
            rank: proc.1,
        });
        let f = pr.stack.iter().rev().find(|f| f.uid == *frame)?;
        let name = &self.progs.get(proc.0 as usize)?.functions[f.func.0 as usize]
            .locals
            .get(*var as usize)?
            .name;
        name.starts_with("\\at(").then(|| name.to_string())
    }

    /// An element of an array of the specification (`spec.a[i]`), read from the value of
    /// the specification's variable with the checks of any read.
    fn spec_element(
        &mut self,
        st: &mut State,
        p: ProcId,
        e: &MExpr,
        (a, i): (&MExpr, &MExpr),
    ) -> R<Value> {
        let span = e.span;
        let av = self.eval(st, p, a)?;
        let iv = self.eval(st, p, i)?;
        let ix = self.scalar(iv, &i.ty, span)?;
        let arr = match av {
            Value::Sym(x) if x.ty().is_array() => x,
            _ => {
                let what = self.text(st, p, a);
                return Err(Halt::Unsupported(
                    span,
                    format!("`{what}[i]`: the specification's variable is not an array of numbers"),
                ));
            }
        };
        if self.cfg.properties.array_bounds && !self.scope.in_quantifier {
            if let Some(n) = self.length(&Value::Sym(arr.clone()), span)? {
                self.bounds_check(st, &ix, &n, false, span, PropertyKind::ArrayBounds)?;
            }
        }
        let x = self.sym(arr.read(&ix), span)?;
        if self.cfg.properties.uninitialized && e.ty.is_scalar() {
            let Some(cond) = crate::uninit::origin(&x) else {
                return Err(Halt::Unsupported(
                    span,
                    "the check for an uninitialised element of a very large array expression (--no-check uninitialized skips it)".into(),
                ));
            };
            if !cond.is_false() {
                let what = self.text(st, p, e);
                let ok = self.sym(cond.not(), span)?;
                self.check(
                    st,
                    ok,
                    PropertyKind::Uninitialized,
                    span,
                    format!("`{what}` may be read before it is given a value"),
                )?;
            }
        }
        Ok(Value::Sym(x))
    }
}

/// Whether `e` is a variable of the specification (`spec.a`) or an element of one
/// (`spec.a[i]`, `spec.a[i][j]`).
fn spec_rooted(e: &MExpr) -> bool {
    match &e.kind {
        K::Spec(_) => true,
        K::Index(a, _) => spec_rooted(a),
        _ => false,
    }
}
