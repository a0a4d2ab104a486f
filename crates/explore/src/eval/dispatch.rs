//! The evaluation of an expression: the dispatch by its kind to the method of the module
//! of that kind (module doc of `eval`), and the text of an expression for messages.

use super::values::Init;
use crate::machine::{Halt, Machine, R};
use tass_model::{Expr as MExpr, ExprKind as K, VarRef};
use tass_state::{Base, Pointer, ProcId, State, Step, Value};
use tass_symbolic::Expr;

impl Machine<'_> {
    /// Evaluates `e` in the top frame of process `p`: each kind of expression by the
    /// method of its module.
    pub(crate) fn eval(&mut self, st: &mut State, p: ProcId, e: &MExpr) -> R<Value> {
        let span = e.span;
        match &e.kind {
            K::Int(v, _) => self.int_constant(*v, &e.ty, span),
            K::Real(t, _) => self.real_constant(t, &e.ty, span),
            K::Bool(b) => Ok(Value::Sym(Expr::bool(*b))),
            K::Null => Ok(Value::Ptr(Pointer::Null)),
            K::Zero => self.initial(st, p, &e.ty, Init::Zero, span),
            K::FunctionRef(f) => Ok(Value::Ptr(Pointer::Func(*f))),
            K::Str(bytes) => Ok(Value::Ptr(Pointer::Obj {
                base: Base::Str(bytes.clone()),
                path: vec![Step::Index(Expr::int(0))].into(),
            })),
            K::SizeOf(t) => self.size_of_type(st, p, t, span),
            K::Var(VarRef::Bound(d)) => self.bound_var(*d, span),
            K::Var(_) | K::Index(..) | K::Member(..) | K::Deref(_) => self.read_lvalue(st, p, e),
            K::Unary(op, a) => self.unary(st, p, *op, a, e),
            K::Binary(op, a, b) => self.binary(st, p, *op, a, b, e),
            K::Cond(c, a, b) => self.conditional(st, p, (c, a, b), span),
            K::Cast(a) => {
                let v = self.eval(st, p, a)?;
                self.cast(st, v, &a.ty, &e.ty, span)
            }
            K::AddrOf(a) => self.address_of(st, p, a),
            K::PtrAdd(a, k) => self.pointer_add(st, p, (a, k), e),
            K::PtrDiff(a, b) => self.pointer_diff(st, p, (a, b), span),
            K::Apply(f, args) => self.apply(st, p, *f, args, span),
            K::Quant {
                q,
                var,
                restrict,
                body,
            } => self.quantified(st, p, (*q, var, restrict.as_deref(), body), span),
            K::Spec(name) => self.spec_var(name, span),
            K::Proc { rank, var, .. } if self.scope.snapshots.is_some() => {
                self.proc_var(st, p, (rank, var), span)
            }
            K::Result if self.scope.result.is_some() => Ok(self.scope.result.clone().unwrap_or(Value::Undef)),
        K::Fold {
            op, lo, hi, body, ..
        } => self.fold(st, p, *op, (lo, hi, body), &e.ty, span),
        K::Builtin(n, args) if matches!(&**n, "\\valid" | "\\valid_read") => {
            self.valid(st, p, args, &**n == "\\valid", span)
        }
        K::Builtin(n, args) if &**n == "\\separated" => self.separated(st, p, args, span),
            K::Builtin(n, args) if &**n == "\\bit_field" && args.len() == 2 => {
                self.bit_field(st, p, args, &e.ty, span)
            }
        K::Builtin(n, _) => Err(Halt::Unsupported(span, n.to_string())),
        K::Old(_) | K::Result | K::Proc { .. } => Err(Halt::Unsupported(
            span,
            "this annotation construct (`\\old`, `\\result`, `PROC`, ACSL built-ins) in `verify`".into(),
        )),
    }
    }

    /// The source-like text of a model expression of the current function of `p`.
    pub(crate) fn text(&self, st: &State, p: ProcId, e: &MExpr) -> String {
        let prog = self.progs[p.model as usize];
        tass_model::show::expr_str(prog, st.proc(p).top().map(|f| f.func), e)
    }
}
