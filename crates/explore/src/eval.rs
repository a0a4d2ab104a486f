//! Expressions over symbolic states: model expressions to [`Value`]s, with the checks
//! expressions carry (division by zero, uninitialised reads); places are in module
//! `place`, reading and writing through them in module `memory`.
//!
//! Undefined arithmetic of C (C11 6.5p5, 6.5.5, 6.5.6, 6.5.7) is checked where it is
//! computed:
//! - a shift by a negative amount or by the width of the promoted left operand or more
//!   (`shift_amount_check`), whatever the semantics of integers: kind `overflow`, the
//!   kind of undefined integer arithmetic (a result that does not exist in its type),
//!   reported only when certain (a concrete amount, or a counterexample the prover
//!   gives and evaluation confirms); when the prover cannot tell, *unknown*;
//! - with SV-COMP's `no-overflow`: `+ - *` and unary `-` leaving the range of a signed
//!   type of `int` width or more, `x / y` and `x % y` with `x` the type's minimum and
//!   `y = -1` (the quotient does not fit, and then `%` is undefined too), and `x << k`
//!   of a signed `x` that is negative or whose `x * 2^k` does not fit;
//! - pointer arithmetic (`pointer_range_check`, C11 6.5.6p8): `p + k` must stay inside
//!   the array `p` points into or one past its end (a single object is an array of
//!   one): kind `pointer` where it is computed. SV-COMP's `valid-memsafety` counts
//!   only dereferences (the access checks them), so under `--property` the arithmetic
//!   itself is not checked.
//!
//! Operands of `&&`, `||`, `?:` are evaluated under the condition that makes them
//! evaluated, so `i < n && a[i] > 0` checks `a[i]` only where `i < n`. Quantifiers over an
//! integer range whose bounds are constants under the path condition are expanded into
//! finite conjunctions (exact); others go to the solver as quantifiers.
//!
//! Integers: without `--c-integers` they are mathematical, and every place that would
//! wrap (`note_wrap`: unsigned arithmetic, narrowing conversions) checks, by evaluation or
//! the simplifier, that the result stays in its type's range (else `run` verifies again
//! with C integers). With `--c-integers` results of unsigned `+ - *` and negation, and
//! conversions between integer types, are wrapped into the type's range
//! (`((x - lo) % 2^w + 2^w) % 2^w + lo`, skipped when the simplifier shows the value in range), and inputs
//! and nondeterministic values get their type's range in the path condition; signed
//! overflow of `int` and wider stays mathematical (SV-COMP's `no-overflow` checks it).
//! Bitwise operators are module `bits`'s (`bitwise` here): the bits of a value are kept by
//! the machine (`bit_cache`) and reused on every path, each path assuming the
//! decomposition where it uses them; a side condition that cannot be shown makes the
//! operator unsupported. In `compare`, `spec.a[i]` is read from the specification's array
//! with the bounds and uninitialised-read checks of any read.

use crate::fpsym::float_kind;
use crate::lvalue::Place;
use crate::machine::{Halt, Machine, R};
pub(crate) use crate::numbers::parse_real;
use crate::report::PropertyKind;
use num_traits::{Signed as _, Zero as _};
use tass_model::{
    BinOp, Expr as MExpr, ExprKind as K, Extent, FunctionKind, Type as MType, UnOp, VarRef,
};
use tass_state::{Base, Pointer, ProcId, State, Step, Value};
use tass_symbolic::{BigInt, BigRational, Expr, FpOp, Type};
use tass_syntax::ast::{IntKind, Quantifier};
use tass_syntax::Span;

/// The bounds of a range that are not both constants (either may be missing).
type SymbolicBounds = (Option<Expr>, Option<Expr>);

/// Whether a model type is a scalar the symbolic layer represents directly.
pub(crate) fn is_scalar(t: &MType) -> bool {
    matches!(
        t,
        MType::Int { .. } | MType::Integer | MType::Real(_) | MType::MathReal | MType::Bool
    )
}

/// Whether values of the type are symbolic expressions (scalars and arrays of them).
pub(crate) fn is_symbolic(t: &MType) -> bool {
    match t {
        MType::Array(e, _) => is_symbolic(e),
        t => is_scalar(t),
    }
}

/// The symbolic type of a scalar model type.
pub(crate) fn scalar_type(t: &MType) -> Type {
    match t {
        MType::Real(_) | MType::MathReal => Type::real(),
        MType::Bool => Type::bool(),
        _ => Type::int(),
    }
}

/// The size in bytes and the alignment of a type on x86_64 (LP64), when constant (the
/// model owns C's type system: [`MType::size_align`]).
pub(crate) fn size_of(t: &MType, structs: &[tass_model::StructDef]) -> Option<(u64, u64)> {
    t.size_align(structs)
}

impl Machine<'_> {
    // ----- conversions ------------------------------------------------------------------

    /// The scalar a value holds; an uninitialised scalar reads as a fresh value.
    pub(crate) fn scalar(&mut self, v: Value, ty: &MType, span: Span) -> R<Expr> {
        match v {
            Value::Sym(e) => Ok(e),
            Value::Undef => Ok(self.fresh(&scalar_type(ty), "undef")),
            Value::Ptr(_) => Err(Halt::Unsupported(span, "a pointer used as a number".into())),
            Value::Agg(_) => Err(Halt::Unsupported(
                span,
                "an aggregate used as a number".into(),
            )),
        }
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

    /// The symbolic type of a model type whose values are symbolic, with the array
    /// extents evaluated in the current frame of `p`.
    pub(crate) fn sym_type(&mut self, st: &mut State, p: ProcId, t: &MType, span: Span) -> R<Type> {
        match t {
            MType::Array(e, ext) => {
                let et = self.sym_type(st, p, e, span)?;
                let n = self.extent(st, p, ext, span)?;
                let r = Type::array(&et, n.as_ref());
                self.sym(r, span)
            }
            t if is_scalar(t) => Ok(scalar_type(t)),
            _ => Err(Halt::Unsupported(
                span,
                "a value of this type cannot be symbolic".into(),
            )),
        }
    }

    /// An array extent's value.
    pub(crate) fn extent(
        &mut self,
        st: &mut State,
        p: ProcId,
        ext: &Extent,
        span: Span,
    ) -> R<Option<Expr>> {
        Ok(match ext {
            Extent::Const(n) => Some(Expr::int(*n)),
            Extent::Expr(e) => {
                let v = self.eval(st, p, e)?;
                let n = self.scalar(v, &e.ty, span)?;
                Some(n)
            }
            Extent::Unknown => None,
        })
    }

    /// A value of type `t`: zero, unconstrained, or the symbolic constant `name`.
    pub(crate) fn initial(
        &mut self,
        st: &mut State,
        p: ProcId,
        t: &MType,
        init: Init,
        span: Span,
    ) -> R<Value> {
        if is_symbolic(t) {
            let ty = self.sym_type(st, p, t, span)?;
            return Ok(match init {
                Init::Symbol(n) => Value::Sym(self.sym(Expr::symbol(&n, &ty), span)?),
                Init::Zero => Value::Sym(self.zero_of(&ty, span)?),
                Init::Undef => {
                    if is_scalar(t) {
                        Value::Undef
                    } else {
                        Value::Sym(self.fresh(&ty, "undef"))
                    }
                }
            });
        }
        match t {
            MType::Pointer(_) => Ok(match init {
                Init::Zero => Value::Ptr(Pointer::Null),
                _ => Value::Undef,
            }),
            MType::Struct(id) => {
                let def = &self.progs[p.model as usize].structs[id.0 as usize];
                let fields = def.fields.clone();
                let union = def.is_union;
                if union && matches!(init, Init::Symbol(_)) {
                    return Err(Halt::Unsupported(
                        span,
                        "a union with a symbolic value (an input or a havoc)".into(),
                    ));
                }
                let mut vals = Vec::with_capacity(fields.len() + 1);
                for (fname, ft) in fields.iter() {
                    let sub = match &init {
                        Init::Symbol(n) => Init::Symbol(format!("{n}.{fname}")),
                        Init::Zero => Init::Zero,
                        Init::Undef => Init::Undef,
                    };
                    vals.push(self.initial(st, p, ft, sub, span)?);
                }
                if union {
                    // The member last written: none yet (module `memory`).
                    vals.push(Value::Undef);
                }
                Ok(Value::Agg(vals.into()))
            }
            MType::Array(e, ext) => {
                let n = self.extent(st, p, ext, span)?;
                let Some(n) = n
                    .as_ref()
                    .and_then(|n| n.as_int())
                    .and_then(|n| u64::try_from(n).ok())
                else {
                    return Err(Halt::Unsupported(
                        span,
                        "arrays of structs or pointers need a constant length".into(),
                    ));
                };
                if n > 100_000 {
                    return Err(Halt::Unsupported(
                        span,
                        format!("an array of {n} structs or pointers is too large"),
                    ));
                }
                let mut vals = Vec::with_capacity(n as usize);
                for i in 0..n {
                    let sub = match &init {
                        Init::Symbol(name) => Init::Symbol(format!("{name}[{i}]")),
                        Init::Zero => Init::Zero,
                        Init::Undef => Init::Undef,
                    };
                    vals.push(self.initial(st, p, e, sub, span)?);
                }
                Ok(Value::Agg(vals.into()))
            }
            _ => Ok(Value::Undef),
        }
    }

    /// The zero of a symbolic type (arrays of zeros included).
    pub(crate) fn zero_of(&mut self, ty: &Type, span: Span) -> R<Expr> {
        if let Some(elem) = ty.element() {
            let z = self.zero_of(&elem.clone(), span)?;
            let n = match ty.declared_extent() {
                Some(n) => n.clone(),
                None => {
                    return Err(Halt::Unsupported(
                        span,
                        "zero of an array of unknown length".into(),
                    ))
                }
            };
            let k = self.fresh(&Type::int(), "k");
            let r = Expr::array_lambda(&k, &n, &z);
            return self.sym(r, span);
        }
        let r = Expr::zero(ty);
        self.sym(r, span)
    }

    // ----- evaluation ---------------------------------------------------------------------

    /// Evaluates `e` in the top frame of process `p`.
    pub(crate) fn eval(&mut self, st: &mut State, p: ProcId, e: &MExpr) -> R<Value> {
        let span = e.span;
        match &e.kind {
            K::Int(v, _) => Ok(Value::Sym(if e.ty.is_real() {
                self.fp_round(Expr::real(BigRational::from_integer(BigInt::from(*v))), &e.ty, span)?
            } else {
                Expr::int_i128(*v)
            })),
            K::Real(t, _) => match parse_real(t) {
                Some(r) => Ok(Value::Sym(self.fp_round(Expr::real(r), &e.ty, span)?)),
                None => Err(Halt::Unsupported(span, format!("the constant `{t}`"))),
            },
            K::Bool(b) => Ok(Value::Sym(Expr::bool(*b))),
            K::Var(VarRef::Bound(d)) => {
                let i = self.scope.bound.len().checked_sub(*d as usize + 1);
                match i.and_then(|i| self.scope.bound.get(i)) {
                    Some(b) => Ok(Value::Sym(b.clone())),
                    None => Err(Halt::Unsupported(span, "unbound variable".into())),
                }
            }
            K::Index(a, i) if spec_rooted(a) => {
                // An element of an array of the specification (`spec.a[i]`): read from
                // the value of the specification's variable.
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
            K::Var(_) | K::Index(..) | K::Member(..) | K::Deref(_) => {
                // A local of the top frame that holds a value: what `place` and `read`
                // would give (outside a collective assertion, which reads snapshots).
                // (Not while a pending nonblocking operation owns a buffer: the read
                // is checked against it.)
                let owned = crate::pending::owns_any(st, p);
                if let (K::Var(VarRef::Local(i)), None, false) = (&e.kind, &self.scope.snapshots, owned)
                {
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
                    if let Some(name) = self.at_local(st, &pl.base) {
                        // ACSL reads `\at(e, L)` only where every path passed `L`.
                        return Err(Halt::Unsupported(
                            span,
                            format!("`{name}` read on a path that has not passed its label"),
                        ));
                    }
                }
                if matches!(v, Value::Undef)
                    && self.scope.in_assume
                    && is_scalar(&e.ty)
                    && matches!(
                        pl.base,
                        Base::Local { .. } | Base::Heap { .. } | Base::Shared { .. }
                    )
                {
                    // What an assumption reads it constrains (module `uninit`).
                    let x = self.assumed_scalar(st, p, &pl, &scalar_type(&e.ty), span)?;
                    return Ok(Value::Sym(x));
                }
                if matches!(v, Value::Undef)
                    && self.cfg.properties.uninitialized
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
                // An element of an array: it may come from contents never written.
                if let Value::Sym(x) = &v {
                    if self.cfg.properties.uninitialized
                        && e.ty.is_scalar()
                        && !matches!(e.kind, K::Var(_))
                    {
                        let Some(cond) = crate::uninit::origin(x) else {
                            return Err(Halt::Unsupported(
                                span,
                                "the check for an uninitialised element of a very large array expression (--no-check uninitialized skips it)".into(),
                            ));
                        };
                        if !cond.is_false() && self.scope.in_assume {
                            if let Some(v) = self.assumed_element(st, p, &pl, x, &cond, span)? {
                                return Ok(Value::Sym(v));
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
                    }
                }
                Ok(v)
            }
            K::Unary(op, a) => {
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
            K::Binary(op, a, b) => self.binary(st, p, *op, a, b, e),
            K::Cond(c, a, b) => {
                let cv = self.eval(st, p, c)?;
                let cx = self.scalar(cv, &c.ty, span)?;
                if cx.is_true() {
                    return self.eval(st, p, a);
                }
                if cx.is_false() {
                    return self.eval(st, p, b);
                }
                let t = self.under(cx.clone(), |m| m.eval(st, p, a))?;
                let ncx = self.sym(cx.not(), span)?;
                let f = self.under(ncx, |m| m.eval(st, p, b))?;
                match (t, f) {
                    (Value::Sym(x), Value::Sym(y)) => {
                        let r = Expr::cond(&cx, &x, &y);
                        Ok(Value::Sym(self.sym(r, span)?))
                    }
                    (x, y) if x == y => Ok(x),
                    // Two pointers (or aggregates) have no symbolic `ite`: the path
                    // decides the condition, or splits on it and the transition runs
                    // again on each side (where the path condition decides it).
                    (x, y) => {
                        if self.known(st, &cx) {
                            return Ok(x);
                        }
                        let ncx = self.sym(cx.not(), span)?;
                        if self.known(st, &ncx) {
                            return Ok(y);
                        }
                        let value = Expr::cond(&cx, &Expr::int(1), &Expr::int(0));
                        Err(Halt::Split {
                            value: self.sym(value, span)?,
                            candidates: vec![0, 1],
                        })
                    }
                }
            }
            K::Cast(a) => {
                let v = self.eval(st, p, a)?;
                self.cast(st, v, &a.ty, &e.ty, span)
            }
            K::AddrOf(a) => {
                let pl = self.place_addr(st, p, a)?;
                Ok(Value::Ptr(Pointer::Obj {
                    base: pl.base,
                    path: pl.path.into(),
                }))
            }
            K::PtrAdd(a, k) => {
                let pv = self.eval(st, p, a)?;
                let kv = self.eval(st, p, k)?;
                let kx = self.scalar(kv, &k.ty, span)?;
                let r = self.ptr_add(pv.clone(), kx.clone(), span)?;
                self.pointer_range_check(st, p, &pv, &kx, &r, &e.ty, span)?;
                Ok(r)
            }
            K::PtrDiff(a, b) => {
                let x = self.eval(st, p, a)?;
                let y = self.eval(st, p, b)?;
                match (x, y) {
                    (
                        Value::Ptr(Pointer::Obj { base: b1, path: p1 }),
                        Value::Ptr(Pointer::Obj { base: b2, path: p2 }),
                    ) if b1 == b2
                        && p1.len() == p2.len()
                        && p1[..p1.len().saturating_sub(1)] == p2[..p2.len().saturating_sub(1)] =>
                    {
                        match (p1.last(), p2.last()) {
                            (Some(Step::Index(i)), Some(Step::Index(j))) => {
                                let r = i.minus(j);
                                Ok(Value::Sym(self.sym(r, span)?))
                            }
                            _ => Ok(Value::Sym(Expr::int(0))),
                        }
                    }
                    _ => Err(self.definite(
                        st,
                        PropertyKind::Pointer,
                        span,
                        "subtraction of pointers into different objects".into(),
                    )),
                }
            }
            K::Null => Ok(Value::Ptr(Pointer::Null)),
            K::Zero => self.initial(st, p, &e.ty, Init::Zero, span),
            K::FunctionRef(f) => Ok(Value::Ptr(Pointer::Func(*f))),
            K::Str(bytes) => Ok(Value::Ptr(Pointer::Obj {
                base: Base::Str(bytes.clone()),
                path: vec![Step::Index(Expr::int(0))].into(),
            })),
            K::SizeOf(t) => {
                let structs = &self.progs[p.model as usize].structs;
                match size_of(t, structs) {
                    Some((s, _)) => Ok(Value::Sym(Expr::int(s))),
                    None => match t {
                        MType::Array(elem, ext) => {
                            let (s, _) = size_of(elem, structs).ok_or_else(|| {
                                Halt::Unsupported(span, "sizeof of this type".into())
                            })?;
                            let n = self.extent(st, p, ext, span)?.ok_or_else(|| {
                                Halt::Unsupported(
                                    span,
                                    "sizeof of an array of unknown length".into(),
                                )
                            })?;
                            let r = n.times(&Expr::int(s));
                            Ok(Value::Sym(self.sym(r, span)?))
                        }
                        _ => Err(Halt::Unsupported(span, "sizeof of this type".into())),
                    },
                }
            }
            K::Apply(f, args) => {
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
                // Functions with an exact meaning in real arithmetic.
                // (A concrete result is rounded to the function's type: the C library's
                // `pow`, `floor`, ... return the nearest representable value.)
                // With IEEE 754 concrete values (`verify`), a concrete result is used only
                // when it is the C library's (module `math`: `sqrt` correctly rounded,
                // exact results); otherwise the call stays uninterpreted.
                let ret_ty = func.sig.ret.clone();
                let base = crate::math::base_name(&name);
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
                        && func.sig.params.len() == arity
                        && func.sig.params.iter().all(|t| *t == ret_ty)
                        && self.ieee_operands(&operands)
                    {
                        return Ok(Value::Sym(self.fp_apply(op, kind, &xs, span)?));
                    }
                }
                if self.cfg.ieee_concrete {
                    if let (Some("sqrt"), [x], MType::Real(kind)) = (base, xs.as_slice(), &ret_ty) {
                        if let Some(v) = x.as_real().and_then(|c| crate::ieee::sqrt(c, *kind)) {
                            return Ok(Value::Sym(Expr::real(v)));
                        }
                    }
                }
                let interpreted = crate::math::interpret(&name, &xs).filter(|r| {
                    !self.cfg.ieee_concrete
                        || exact_op
                        || match (r, &ret_ty) {
                            (Ok(r), MType::Real(kind)) => r.as_real().is_none_or(|c| {
                                crate::ieee::round(c, *kind).is_some_and(|v| v == *c)
                            }),
                            _ => true,
                        }
                });
                if let Some(r) = interpreted {
                    let r = self.sym(r, span)?;
                    let operands: Vec<&Expr> = xs.iter().collect();
                    self.note_real_float(st, &operands, &r, &ret_ty, !exact_op, span);
                    return Ok(Value::Sym(self.fp_round(r, &ret_ty, span)?));
                }
                let fty = Type::function(params, &ret);
                let fsym = self.sym(Expr::symbol(&name, &fty), span)?;
                let r = self.sym(fsym.apply(&xs), span)?;
                if base.is_some() {
                    // Its value at the counterexample is the library's, which tass does not
                    // compute: a path through it gives no checked counterexample.
                    let operands: Vec<&Expr> = xs.iter().collect();
                    self.note_real_float(st, &operands, &r, &ret_ty, true, span);
                    if xs.iter().all(|x| x.is_constant()) && self.cfg.ieee_concrete {
                        if self.caveats.real_float.get().is_none() {
                            self.caveats.real_float.set(Some(span));
                        }
                        if let MType::Real(_) = ret_ty {
                            std::sync::Arc::make_mut(&mut st.float_ops.0)
                                .push((r.clone(), ret_ty.clone()));
                        }
                    }
                }
                // The standard facts about the real function (ranges, signs, monotonicity
                // against its other applications on the path), added to the path
                // condition: theorems about the real function, so no execution is lost.
                let ax = self.sym(crate::math::axioms(&name, &r, &xs), span)?;
                let mono = self.sym(crate::math::monotonicity(&name, &r, &st.pc), span)?;
                let facts = self.sym(ax.and(&mono), span)?;
                if !facts.is_true() {
                    st.pc = self.sym(st.pc.and(&facts), span)?;
                }
                Ok(Value::Sym(r))
            }
            K::Quant {
                q,
                var,
                restrict,
                body,
            } => {
                let ty = scalar_type(&var.1);
                let x = self.fresh(&ty, &format!("{}", var.0));
                // A range with bounds that are constants under the path condition is
                // expanded: the body is evaluated once per value (exact, decidable by the
                // simplifier, and array elements are read at constant indices).
                self.scope.bound.push(x.clone());
                let range = match restrict {
                    Some(r) if var.1.is_integer() => self.int_range(st, p, r, span),
                    _ => Ok(Err((None, None))),
                };
                self.scope.bound.pop();
                let range = range?;
                if let Ok((lo, hi)) = range {
                    let mut parts = Vec::new();
                    for k in lo..=hi {
                        self.scope.bound.push(Expr::int(k));
                        let inst = self.quantified_body(st, p, *q, restrict.as_deref(), body, span);
                        self.scope.bound.pop();
                        parts.push(inst?);
                    }
                    let r = match q {
                        Quantifier::Forall => Expr::and_all(parts.iter()),
                        Quantifier::Exists => Expr::or_all(parts.iter()),
                    };
                    return Ok(Value::Sym(self.sym(r, span)?));
                }
                self.scope.bound.push(x.clone());
                let formula = self.quantified_body(st, p, *q, restrict.as_deref(), body, span);
                self.scope.bound.pop();
                let formula = formula?;
                // The bounds of the range, where the restriction gives them: the formula
                // (which keeps the restriction) is the same, and a counterexample's values
                // can be checked by evaluating it (module `confirm`).
                let (lo, hi) = range.err().unwrap_or((None, None));
                let int = |b: Option<Expr>| b.filter(|b| b.ty().is_int());
                let (lo, hi) = (int(lo), int(hi));
                let hi = match hi {
                    Some(h) => Some(self.sym(h.plus(&Expr::int(1)), span)?),
                    None => None,
                };
                let r = match q {
                    Quantifier::Forall => Expr::forall(&x, lo.as_ref(), hi.as_ref(), &formula),
                    Quantifier::Exists => Expr::exists(&x, lo.as_ref(), hi.as_ref(), &formula),
                };
                Ok(Value::Sym(self.sym(r, span)?))
            }
            K::Spec(name) => {
                let found = self
                    .scope.spec_vars
                    .as_ref()
                    .and_then(|vs| vs.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone()));
                match found {
                    Some(v) => Ok(v),
                    None if self.scope.spec_vars.is_some() => Err(Halt::Unsupported(
                        span,
                        format!("`spec.{name}`: the specification has no variable `{name}` visible at this joint assertion"),
                    )),
                    None => Err(Halt::Unsupported(span, "`spec.x` outside of a joint assertion of the implementation".into())),
                }
            }
            K::Proc { rank, var, .. } if self.scope.snapshots.is_some() => {
                let rv = self.eval(st, p, rank)?;
                let r = self.scalar(rv, &rank.ty, span)?;
                let r = r.simplify_under(&st.pc).unwrap_or(r);
                let Some(r) = r.as_int().and_then(|v| usize::try_from(v).ok()) else {
                    return Err(Halt::Unsupported(span, "`PROC[e]` with a rank that is not a constant on this path".into()));
                };
                let found = self
                    .scope.snapshots
                    .as_ref()
                    .and_then(|(_, snaps, _)| snaps.get(r))
                    .map(|vars| vars.iter().find(|(n, _)| n == var).map(|(_, v)| v.clone()));
                match found {
                    Some(Some(v)) => Ok(v),
                    Some(None) => Err(Halt::Unsupported(span, format!("`PROC[{r}].{var}`: no such variable at the assertion"))),
                    None => Err(self.definite(st, PropertyKind::Assertion, span, format!("`PROC[{r}]` is not a process"))),
                }
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
                // A value stored into a bit-field, reduced to its width (the lowering's
                // `store_value`): modulo 2^w, into the w-bit two's complement when signed.
                let (K::Int(w, _), MType::Int { unsigned, .. }) = (&args[1].kind, &e.ty) else {
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
            K::Builtin(n, _) => Err(Halt::Unsupported(span, n.to_string())),
            K::Old(_) | K::Result | K::Proc { .. } => Err(Halt::Unsupported(
                span,
                "this annotation construct (`\\old`, `\\result`, `PROC`, ACSL built-ins) in `verify`".into(),
            )),
        }
    }

    /// The bounds (inclusive, symbolic) a quantifier restriction `lo <= x && x < hi` (and
    /// its variants) gives the innermost bound variable, where it gives them.
    fn range_bounds(
        &mut self,
        st: &mut State,
        p: ProcId,
        r: &MExpr,
        span: Span,
    ) -> R<(Option<Expr>, Option<Expr>)> {
        let mut conj = Vec::new();
        flatten_and(r, &mut conj);
        let (mut lo, mut hi): (Option<Expr>, Option<Expr>) = (None, None);
        for c in conj {
            let K::Binary(op, a, b) = &c.kind else {
                continue;
            };
            let (a_var, b_var) = (is_bound0(a), is_bound0(b));
            let (bound, is_lower, strict) = match (op, a_var, b_var) {
                (BinOp::Le, false, true) => (a, true, false),
                (BinOp::Lt, false, true) => (a, true, true),
                (BinOp::Ge, true, false) => (b, true, false),
                (BinOp::Gt, true, false) => (b, true, true),
                (BinOp::Lt, true, false) => (b, false, true),
                (BinOp::Le, true, false) => (b, false, false),
                (BinOp::Gt, false, true) => (a, false, true),
                (BinOp::Ge, false, true) => (a, false, false),
                _ => continue,
            };
            if mentions_bound0(bound) {
                continue;
            }
            let v = self.eval(st, p, bound)?;
            let x = self.scalar(v, &bound.ty, span)?;
            let x = x.simplify_under(&st.pc).unwrap_or(x);
            let x = if strict {
                let d = if is_lower {
                    x.plus(&Expr::int(1))
                } else {
                    x.minus(&Expr::int(1))
                };
                self.sym(d, span)?
            } else {
                x
            };
            if is_lower {
                lo = Some(x);
            } else {
                hi = Some(x);
            }
        }
        Ok((lo, hi))
    }

    /// The integer range `[lo, hi]` a quantifier restriction `lo <= x && x < hi` (and its
    /// variants) gives the innermost bound variable, when both bounds are constants under
    /// the path condition and the range has at most 4096 values; otherwise the bounds
    /// found, symbolic.
    fn int_range(
        &mut self,
        st: &mut State,
        p: ProcId,
        r: &MExpr,
        span: Span,
    ) -> R<Result<(i64, i64), SymbolicBounds>> {
        let (lo, hi) = self.range_bounds(st, p, r, span)?;
        let (Some(l), Some(h)) = (
            lo.as_ref()
                .and_then(|v| v.as_int())
                .and_then(|v| i64::try_from(v).ok()),
            hi.as_ref()
                .and_then(|v| v.as_int())
                .and_then(|v| i64::try_from(v).ok()),
        ) else {
            return Ok(Err((lo, hi)));
        };
        let (lo, hi) = (l, h);
        if hi < lo {
            return Ok(Ok((0, -1)));
        }
        if hi - lo >= 4096 {
            return Ok(Err((
                Some(Expr::int_i128(lo as i128)),
                Some(Expr::int_i128(hi as i128)),
            )));
        }
        Ok(Ok((lo, hi)))
    }

    /// The instance of a quantified formula for the innermost bound value: `r => b` for
    /// ∀, `r && b` for ∃ (the body evaluated under its restriction).
    fn quantified_body(
        &mut self,
        st: &mut State,
        p: ProcId,
        q: Quantifier,
        restrict: Option<&MExpr>,
        body: &MExpr,
        span: Span,
    ) -> R<Expr> {
        let rx = match restrict {
            Some(r) => Some(self.eval_quantified(st, p, r)?),
            None => None,
        };
        let bx = match &rx {
            Some(rx) => {
                let rx = rx.clone();
                self.under(rx, |m| m.eval_quantified(st, p, body))?
            }
            None => self.eval_quantified(st, p, body)?,
        };
        let f = match (q, rx) {
            (Quantifier::Forall, Some(r)) => r.implies(&bx),
            (Quantifier::Exists, Some(r)) => r.and(&bx),
            (_, None) => Ok(bx),
        };
        self.sym(f, span)
    }

    /// Evaluates a boolean under a quantifier: the checks inside (array bounds) are not
    /// made, since the bound variable ranges over values that may not be evaluated.
    fn eval_quantified(&mut self, st: &mut State, p: ProcId, e: &MExpr) -> R<Expr> {
        let saved = self.scope.in_quantifier;
        self.scope.in_quantifier = true;
        let v = self.eval(st, p, e);
        self.scope.in_quantifier = saved;
        let v = v?;
        self.scalar(v, &e.ty, e.span)
    }

    /// Runs `f` with `c` assumed for the checks it makes.
    pub(crate) fn under<T>(&mut self, c: Expr, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        self.scope.ctx.push(c);
        let r = f(self);
        self.scope.ctx.pop();
        r
    }

    fn binary(
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
            let av = self.eval(st, p, a)?;
            let ax = self.scalar(av, &a.ty, span)?;
            let guard = if op == BinOp::Or {
                self.sym(ax.not(), span)?
            } else {
                ax.clone()
            };
            if guard.is_false() {
                return Ok(Value::Sym(Expr::bool(op != BinOp::And)));
            }
            let bv = self.under(guard, |m| m.eval(st, p, b))?;
            let bx = self.scalar(bv, &b.ty, span)?;
            let r = match op {
                BinOp::And => ax.and(&bx),
                BinOp::Or => ax.or(&bx),
                _ => ax.implies(&bx),
            };
            return Ok(Value::Sym(self.sym(r, span)?));
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
                if op == BinOp::Div && self.cfg.properties.division_by_zero {
                    let nz = if y.is_constant() {
                        y.not_equals(&self.zero_like(&y))
                    } else {
                        self.fp_is_zero(&y, kind, span)?.not()
                    };
                    let nz = self.sym(nz, span)?;
                    if !nz.is_true() {
                        let shown = self.divisor_text(st, p, b, &y);
                        self.check(
                            st,
                            nz,
                            PropertyKind::DivisionByZero,
                            span,
                            format!("division by zero: the divisor `{shown}` may be 0"),
                        )?;
                    }
                }
                if let Some(r) = self.fp_binary(op, kind, (&x, &y), span)? {
                    return Ok(Value::Sym(r));
                }
            }
            self.negative_zero_check(Some(op), (&x, Some(&y)), &e.ty, span)?;
        }
        // (Floating-point operands go on below: rounded, not wrapped.)
        if self.cfg.c_integers
            && matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul)
            && e.ty.is_integer()
        {
            let r = match op {
                BinOp::Add => x.plus(&y),
                BinOp::Sub => x.minus(&y),
                _ => x.times(&y),
            };
            let r = self.sym(r, span)?;
            self.overflow_check(st, &r, &e.ty, span)?;
            return Ok(Value::Sym(self.wrap(&st.pc, r, &e.ty, span)?));
        }
        if matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) && e.ty.is_integer() {
            let r = match op {
                BinOp::Add => x.plus(&y),
                BinOp::Sub => x.minus(&y),
                _ => x.times(&y),
            };
            let r = self.sym(r, span)?;
            return Ok(Value::Sym(self.note_wrap(&st.pc, r, &e.ty, false, span)?));
        }
        let r = match op {
            BinOp::Add => x.plus(&y),
            BinOp::Sub => x.minus(&y),
            BinOp::Mul => x.times(&y),
            BinOp::Div | BinOp::Mod => {
                if self.cfg.properties.division_by_zero {
                    let nz = y.not_equals(&self.zero_like(&y));
                    let nz = self.sym(nz, span)?;
                    if nz.is_true() {
                        // Nothing to check (and no message to write).
                    } else {
                        let what = if op == BinOp::Div {
                            "division"
                        } else {
                            "modulus"
                        };
                        let shown = self.divisor_text(st, p, b, &y);
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
                    self.quotient_check(st, op, (&x, &y), &e.ty, span)?;
                }
                if op == BinOp::Mod {
                    x.c_rem(&y)
                } else if e.ty.is_integer() {
                    x.c_div(&y)
                } else {
                    x.divided_by(&y)
                }
            }
            BinOp::Lt => x.less(&y),
            BinOp::Le => x.less_eq(&y),
            BinOp::Gt => x.greater(&y),
            BinOp::Ge => x.greater_eq(&y),
            BinOp::Eq => x.equals(&y),
            BinOp::Ne => x.not_equals(&y),
            BinOp::Iff => x.iff(&y),
            BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr => {
                if matches!(op, BinOp::Shl | BinOp::Shr) {
                    self.shift_amount_check(st, op, &y, &e.ty, span)?;
                }
                let r = match (x.as_int(), y.as_int()) {
                    (Some(i), Some(j)) => Expr::int(bit_op(op, i, j).ok_or_else(|| {
                        Halt::Unsupported(span, "a shift by a negative or huge amount".into())
                    })?),
                    _ => self.bitwise(st, op, (&x, &y), &a.ty, span)?,
                };
                if op == BinOp::Shl {
                    self.left_shift_check(st, (&x, &r), &e.ty, span)?;
                }
                if self.cfg.c_integers {
                    return Ok(Value::Sym(self.wrap(&st.pc, r, &e.ty, span)?));
                }
                return Ok(Value::Sym(self.note_wrap(&st.pc, r, &e.ty, false, span)?));
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

    /// Whether `c` holds under the path condition and the local assumptions (the
    /// simplifier, then the prover; *maybe* is no). Never for an open term.
    pub(crate) fn known(&mut self, st: &State, c: &Expr) -> bool {
        if c.is_true() {
            return true;
        }
        if c.has_free_bound() {
            return false;
        }
        let a = self.assumption(st);
        if matches!(tass_symbolic::valid(&a, c), Ok(tass_symbolic::Answer::Yes)) {
            return true;
        }
        matches!(self.oracle.valid(&a, c), crate::oracle::Decision::Yes)
    }

    /// A bitwise operator with a symbolic operand, as exact integer arithmetic (module
    /// `bits`): a constant mask or shift is rewritten at once; `x & y` of two symbolic
    /// values needs both within 64 bits, a symbolic shift amount must lie from 0 to
    /// below the width of the promoted left operand (C11 6.5.7; else undefined).
    /// Otherwise the operator is unsupported, naming it.
    fn bitwise(
        &mut self,
        st: &mut State,
        op: BinOp,
        (x, y): (&Expr, &Expr),
        left: &MType,
        span: Span,
    ) -> R<Expr> {
        use crate::bits;
        let sym = |r: tass_symbolic::Result<Expr>| -> R<Expr> {
            r.map_err(|e| {
                Halt::Unsupported(span, format!("bitwise operator `{}`: {e}", op.as_str()))
            })
        };
        let nonneg = |m: &mut Self, v: &Expr| {
            m.known(
                st,
                &v.greater_eq(&Expr::int(0)).unwrap_or(Expr::bool(false)),
            )
        };
        let unsupported = |why: &str| {
            Halt::Unsupported(span, format!("bitwise operator `{}` {why}", op.as_str()))
        };
        match op {
            BinOp::Shl | BinOp::Shr => {
                if let Some(k) = y.as_int() {
                    let k = u32::try_from(k)
                        .ok()
                        .filter(|k| *k < 4096)
                        .ok_or_else(|| unsupported("by a negative or huge amount"))?;
                    if op == BinOp::Shl {
                        return sym(bits::shl_const(x, k));
                    }
                    let nn = nonneg(self, x);
                    return sym(bits::shr_const(x, k, nn));
                }
                // A symbolic amount: a choice over 0 .. width - 1.
                let w = left.int_bits().unwrap_or(32).max(32);
                let in_range = sym(y
                    .greater_eq(&Expr::int(0))
                    .and_then(|a| a.and(&y.less(&Expr::int(w as u64))?)))?;
                if !self.known(st, &in_range) {
                    return Err(unsupported(&format!(
                        "by a symbolic amount that may be negative or at least {w} (the width of its type)"
                    )));
                }
                let nn = nonneg(self, x);
                let mut r = match op {
                    BinOp::Shl => sym(bits::shl_const(x, w - 1))?,
                    _ => sym(bits::shr_const(x, w - 1, nn))?,
                };
                for k in (0..w - 1).rev() {
                    let v = match op {
                        BinOp::Shl => sym(bits::shl_const(x, k))?,
                        _ => sym(bits::shr_const(x, k, nn))?,
                    };
                    let c = sym(y.equals(&Expr::int(k as u64)))?;
                    r = sym(Expr::cond(&c, &v, &r))?;
                }
                Ok(r)
            }
            _ => {
                // A constant operand is a mask.
                let (v, c) = match (x.as_int(), y.as_int()) {
                    (_, Some(c)) => (x, Some(c.clone())),
                    (Some(c), _) => (y, Some(c.clone())),
                    _ => (x, None),
                };
                let and = match &c {
                    Some(c) => {
                        let nn = nonneg(self, v);
                        sym(bits::and_const(v, c, nn))?
                    }
                    None => {
                        let Some(w) = [4u32, 8, 16, 32, 64].into_iter().find(|w| {
                            let b = Expr::int(bits::pow2(*w));
                            let within = |m: &mut Self, v: &Expr| {
                                let c = v.less(&b).and_then(|hi| {
                                    hi.and(&v.greater_eq(&Expr::int(-bits::pow2(*w)))?)
                                });
                                c.is_ok_and(|c| m.known(st, &c))
                            };
                            within(self, x) && within(self, y)
                        }) else {
                            return Err(unsupported(
                                "on symbolic values that may not fit in 64 bits",
                            ));
                        };
                        let bx = self.bits_of(st, x, w, span)?;
                        let by = self.bits_of(st, y, w, span)?;
                        sym(bits::and_of_bits((&bx.0, &bx.1), (&by.0, &by.1)))?
                    }
                };
                let (a, b) = match &c {
                    Some(c) => (v.clone(), Expr::int(c.clone())),
                    None => (x.clone(), y.clone()),
                };
                let r = match op {
                    BinOp::BitAnd => Ok(and),
                    BinOp::BitOr => bits::or_from_and(&a, &b, &and),
                    _ => bits::xor_from_and(&a, &b, &and),
                };
                self.sym(r, span)
            }
        }
    }

    /// Fresh bits and sign of `x`, known to lie in `-2^w .. 2^w`, with its
    /// decomposition added to the path condition (module `bits`).
    fn bits_of(&mut self, st: &mut State, x: &Expr, w: u32, span: Span) -> R<(Vec<Expr>, Expr)> {
        let key = (x.clone(), w);
        let (bits, sign): (Vec<Expr>, Expr) = match self.caches.bit_cache.get(&key) {
            Some((b, s)) => (b.clone(), s.clone()),
            None => {
                let bits: Vec<Expr> = (0..w).map(|_| self.fresh(&Type::int(), "bit")).collect();
                let sign = self.fresh(&Type::int(), "bit");
                self.caches
                    .bit_cache
                    .insert(key, (bits.clone(), sign.clone()));
                (bits, sign)
            }
        };
        let d = self.sym(crate::bits::decomposition(x, &bits, &sign), span)?;
        self.assume(st, &d, span)?;
        Ok((bits, sign))
    }

    /// The source-like text of a model expression of the current function of `p`.
    pub(crate) fn text(&self, st: &State, p: ProcId, e: &MExpr) -> String {
        let prog = self.progs[p.model as usize];
        tass_model::show::expr_str(prog, st.proc(p).top().map(|f| f.func), e)
    }

    fn zero_like(&self, y: &Expr) -> Expr {
        if y.ty().is_real() {
            Expr::real(BigRational::from_integer(BigInt::from(0)))
        } else {
            Expr::int(0)
        }
    }

    fn pointer_compare(
        &mut self,
        st: &State,
        op: BinOp,
        a: Value,
        b: Value,
        span: Span,
    ) -> R<Value> {
        let (Value::Ptr(x), Value::Ptr(y)) = (a, b) else {
            return Err(Halt::Unsupported(
                span,
                "comparison of a pointer with a number".into(),
            ));
        };
        let _ = st;
        let same_object = |x: &Pointer, y: &Pointer| match (x, y) {
            (Pointer::Obj { base: b1, path: p1 }, Pointer::Obj { base: b2, path: p2 }) => {
                b1 == b2
                    && p1.len() == p2.len()
                    && p1[..p1.len().saturating_sub(1)] == p2[..p2.len().saturating_sub(1)]
            }
            _ => false,
        };
        let r = match op {
            BinOp::Eq | BinOp::Ne => {
                let eq = if same_object(&x, &y) {
                    match (&x, &y) {
                        (Pointer::Obj { path: p1, .. }, Pointer::Obj { path: p2, .. }) => {
                            match (p1.last(), p2.last()) {
                                (Some(Step::Index(i)), Some(Step::Index(j))) => {
                                    let r = i.equals(j);
                                    self.sym(r, span)?
                                }
                                _ => Expr::bool(p1 == p2),
                            }
                        }
                        _ => Expr::bool(true),
                    }
                } else {
                    Expr::bool(x == y)
                };
                if op == BinOp::Eq {
                    eq
                } else {
                    self.sym(eq.not(), span)?
                }
            }
            _ => {
                if !same_object(&x, &y) {
                    return Err(Halt::Unsupported(
                        span,
                        "ordering of pointers into different objects".into(),
                    ));
                }
                match (&x, &y) {
                    (Pointer::Obj { path: p1, .. }, Pointer::Obj { path: p2, .. }) => {
                        match (p1.last(), p2.last()) {
                            (Some(Step::Index(i)), Some(Step::Index(j))) => {
                                let r = match op {
                                    BinOp::Lt => i.less(j),
                                    BinOp::Le => i.less_eq(j),
                                    BinOp::Gt => i.greater(j),
                                    _ => i.greater_eq(j),
                                };
                                self.sym(r, span)?
                            }
                            _ => Expr::bool(matches!(op, BinOp::Le | BinOp::Ge)),
                        }
                    }
                    _ => Expr::bool(false),
                }
            }
        };
        Ok(Value::Sym(r))
    }

    fn cast(&mut self, st: &mut State, v: Value, from: &MType, to: &MType, span: Span) -> R<Value> {
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
            (f, t) if f.is_real() && t.is_integer() => {
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
            (f, t) if f.is_integer() && t.is_integer() && f != t => {
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
            _ => Ok(v),
        }
    }

    /// C11 6.5.7p3: a shift by a negative amount, or by the width of the promoted left
    /// operand (`ty`, the type of the result) or more, is undefined. A violation of kind
    /// `overflow` (the kind of undefined integer arithmetic: the result of the operation
    /// does not exist in its type) when it is certain: a concrete amount out of range, or
    /// a counterexample the prover gives and evaluation confirms (a concrete execution).
    /// When the prover cannot tell, the shift is *unknown* (never a violation that may
    /// not be one). Under an SV-COMP property this undefined behaviour lies outside the
    /// property (SV-COMP's `no-overflow` is about the range of signed results): the path
    /// is not followed further and the verdict cannot be *holds* (*unknown*).
    fn shift_amount_check(
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
    fn left_shift_check(
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
    fn quotient_check(
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
    fn overflow_check(&mut self, st: &mut State, r: &Expr, ty: &MType, span: Span) -> R<()> {
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

    /// C semantics (`--c-integers`): the value of `x` in the C integer type `ty` (x86_64
    /// LP64): modulo 2^w for unsigned types, and wrapped into the range of a narrower
    /// signed type (as gcc does). Signed overflow of `int` and wider types is undefined in
    /// C and left mathematical.
    pub(crate) fn wrap(&mut self, pc: &Expr, x: Expr, ty: &MType, span: Span) -> R<Expr> {
        self.wrap_as(pc, x, ty, false, span)
    }

    /// With mathematical integers: notes (in [`crate::machine::Caveats::wraps`]) a result that C
    /// integer semantics would wrap to `ty` ([`Machine::wrap_as`]) when it may lie
    /// outside `ty`'s range: there the two semantics part ways, and the run does not
    /// model C. Returns `x` unchanged.
    pub(crate) fn note_wrap(
        &mut self,
        pc: &Expr,
        x: Expr,
        ty: &MType,
        conversion: bool,
        span: Span,
    ) -> R<Expr> {
        if self.caveats.wraps.get().is_some() {
            return Ok(x);
        }
        let Some((bits, unsigned)) = wrapping(ty, conversion) else {
            return Ok(x);
        };
        if !self.in_range(pc, &x, bits, unsigned, span)? {
            self.caveats.wraps.set(Some(span));
        }
        Ok(x)
    }

    /// Is `x` shown (by evaluation or the simplifier, under `pc`) to lie in the range of
    /// the C integer type `bits` wide?
    fn in_range(&mut self, pc: &Expr, x: &Expr, bits: u32, unsigned: bool, span: Span) -> R<bool> {
        let (lo, hi) = int_range(bits, unsigned);
        if let Some(v) = x.as_int() {
            return Ok(lo <= *v && *v <= hi);
        }
        let inside = self.sym(
            x.greater_eq(&Expr::int(lo))
                .and_then(|a| x.less_eq(&Expr::int(hi)).and_then(|b| a.and(&b))),
            span,
        )?;
        let inside = inside.simplify_under(&Expr::bool(true)).unwrap_or(inside);
        Ok(inside.is_true()
            || (!pc.is_true() && inside.simplify_under(pc).is_ok_and(|i| i.is_true())))
    }

    /// [`Machine::wrap`], also for a signed type of 32 bits or more when `conversion`
    /// (the value is converted from a type with a range the type does not contain).
    pub(crate) fn wrap_as(
        &mut self,
        pc: &Expr,
        x: Expr,
        ty: &MType,
        conversion: bool,
        span: Span,
    ) -> R<Expr> {
        match wrapping(ty, conversion) {
            Some((bits, unsigned)) => self.modulo(pc, x, bits, unsigned, span),
            None => Ok(x),
        }
    }

    /// The integer of the C type `bits` wide (`unsigned` or two's complement) that is
    /// congruent to `x` modulo `2^bits`: what the bits of `x` mean in that type.
    pub(crate) fn modulo(
        &mut self,
        pc: &Expr,
        x: Expr,
        bits: u32,
        unsigned: bool,
        span: Span,
    ) -> R<Expr> {
        let m: BigInt = BigInt::from(1) << (bits as usize);
        let (lo, _) = int_range(bits, unsigned);
        if let Some(v) = x.as_int() {
            let mut r = (v - &lo) % &m;
            if r < BigInt::from(0) {
                r += &m;
            }
            return Ok(Expr::int(r + lo));
        }
        // In range already (as the prover or simplifier may show): unchanged (`4 * n * n`
        // of `size_t` with `n <= 1000` in the path condition).
        if self.in_range(pc, &x, bits, unsigned, span)? {
            return Ok(x);
        }
        // ((x - lo) % m + m) % m + lo, with C's remainder.
        let mx = Expr::int(m);
        let shifted = self.sym(x.minus(&Expr::int(lo.clone())), span)?;
        let r1 = self.sym(shifted.c_rem(&mx), span)?;
        let r2 = self.sym(r1.plus(&mx).and_then(|t| t.c_rem(&mx)), span)?;
        self.sym(r2.plus(&Expr::int(lo)), span)
    }

    /// C11 6.5.6p8: `p + k` is defined only while it points into the array object `p`
    /// points into, or one past its last element (a single object counts as an array of
    /// one). A result outside is a `pointer` violation where it is computed, even if it
    /// is never dereferenced (`int *q = a + 5;`). `r` is the result of the arithmetic
    /// on `pv`, `ptr_ty` its pointer type. Not under an SV-COMP property: SV-COMP's
    /// `valid-memsafety` counts only invalid dereferences (which the access checks), and
    /// its other properties say nothing of pointers. Not inside `\valid`/`\separated`
    /// and quantifiers (annotations may name any address: [`crate::machine::Scope::lenient_pointers`])
    /// and not for `p[i]`, `*(p + i)` (the access checks the offset, module `place`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn pointer_range_check(
        &mut self,
        st: &mut State,
        p: ProcId,
        pv: &Value,
        k: &Expr,
        r: &Value,
        ptr_ty: &MType,
        span: Span,
    ) -> R<()> {
        if !self.cfg.properties.pointers
            || self.cfg.svcomp.is_some()
            || self.scope.in_quantifier
            || self.scope.lenient_pointers
            || k.as_int().is_some_and(|i| *i == BigInt::from(0))
        {
            return Ok(());
        }
        let (
            Value::Ptr(Pointer::Obj { path: before, .. }),
            Value::Ptr(Pointer::Obj { base, path }),
        ) = (pv, r)
        else {
            return Ok(());
        };
        if self.object_alive(st, base, span).is_err() {
            // Arithmetic on a dangling pointer: the dereference reports it.
            return Ok(());
        }
        let Some(Step::Index(i)) = path.last() else {
            return Ok(());
        };
        let n = if !matches!(before.last(), Some(Step::Index(_))) {
            // A pointer to a single object (`&x`, `&s`): an array of one.
            Expr::int(1)
        } else {
            let parent = Place {
                base: base.clone(),
                path: path[..path.len() - 1].to_vec(),
            };
            match self.declared_length(st, p, &parent) {
                Some(n) => n,
                None => match self.heap_count(st, p, &parent, ptr_ty) {
                    Some(n) => n,
                    None => {
                        let Ok(arr) = self.read(st, p, &parent, span) else {
                            return Ok(());
                        };
                        match self.length(&arr, span)? {
                            Some(n) => n,
                            None => return Ok(()),
                        }
                    }
                },
            }
        };
        if let (Some(k), Some(len)) = (i.as_int(), n.as_int()) {
            if *k >= BigInt::from(0) && k <= len {
                return Ok(());
            }
        }
        let c = i
            .greater_eq(&Expr::int(0))
            .and_then(|lo| lo.and(&i.less_eq(&n)?));
        let c = self.sym(c, span)?;
        if c.is_true() {
            return Ok(());
        }
        let shown = |x: &Expr| {
            x.as_int()
                .map(|v| v.to_string())
                .unwrap_or_else(|| x.to_string())
        };
        self.check(
            st,
            c,
            PropertyKind::Pointer,
            span,
            format!(
                "pointer arithmetic leaves its object: offset {} outside 0 .. {} (only the elements and one past the last exist, C11 6.5.6)",
                shown(i),
                shown(&n)
            ),
        )
    }

    /// The number of elements of type `*ptr_ty` of a heap object not yet typed (its
    /// size in bytes over the element's), when `parent` is the whole object.
    fn heap_count(
        &mut self,
        st: &State,
        p: ProcId,
        parent: &Place,
        ptr_ty: &MType,
    ) -> Option<Expr> {
        let Base::Heap { proc, obj } = &parent.base else {
            return None;
        };
        if !parent.path.is_empty() {
            return None;
        }
        let o = st
            .proc(ProcId {
                model: proc.0,
                rank: proc.1,
            })
            .heap
            .get(*obj as usize)?
            .as_ref()?;
        if o.elem.is_some() {
            return None;
        }
        let (size, _) = size_of(ptr_ty.pointee()?, &self.progs[p.model as usize].structs)?;
        if size == 0 {
            return None;
        }
        match o.bytes.as_int() {
            Some(b) if (b % BigInt::from(size)) == BigInt::from(0) => {
                Some(Expr::int(b / BigInt::from(size)))
            }
            Some(_) => None,
            None => o.bytes.c_div(&Expr::int(size)).ok(),
        }
    }

    pub(crate) fn ptr_add(&mut self, pv: Value, k: Expr, span: Span) -> R<Value> {
        match pv {
            Value::Ptr(Pointer::Obj { base, path }) => {
                let mut path: Vec<Step> = path.to_vec();
                match path.last_mut() {
                    Some(Step::Index(i)) => {
                        let r = i.plus(&k);
                        *i = self.sym(r, span)?;
                    }
                    _ => {
                        if k.as_int().is_some_and(|i| *i == BigInt::from(0)) {
                        } else {
                            // A pointer to a single object behaves as a pointer into an array
                            // of length one.
                            path.push(Step::Index(k));
                        }
                    }
                }
                Ok(Value::Ptr(Pointer::Obj {
                    base,
                    path: path.into(),
                }))
            }
            Value::Ptr(Pointer::Null) => {
                if k.as_int().is_some_and(|i| *i == BigInt::from(0)) {
                    Ok(Value::Ptr(Pointer::Null))
                } else {
                    Err(Halt::Unsupported(
                        span,
                        "arithmetic on a null pointer".into(),
                    ))
                }
            }
            Value::Undef => Err(Halt::Unsupported(
                span,
                "arithmetic on an uninitialised pointer".into(),
            )),
            _ => Err(Halt::Unsupported(
                span,
                "pointer arithmetic on this value".into(),
            )),
        }
    }
}

/// How to initialise a new value.
#[derive(Clone, Debug)]
pub(crate) enum Init {
    /// Uninitialised.
    Undef,
    /// All zero.
    Zero,
    /// The symbolic constant with this name (inputs).
    Symbol(String),
}

fn bit_op(op: BinOp, i: &BigInt, j: &BigInt) -> Option<BigInt> {
    Some(match op {
        BinOp::BitAnd => i & j,
        BinOp::BitOr => i | j,
        BinOp::BitXor => i ^ j,
        BinOp::Shl => {
            let s: u32 = u32::try_from(j).ok().filter(|s| *s < 4096)?;
            i << s
        }
        BinOp::Shr => {
            let s: u32 = u32::try_from(j).ok().filter(|s| *s < 4096)?;
            i >> s
        }
        _ => return None,
    })
}

/// The conjuncts of a model expression.
fn flatten_and<'e>(e: &'e MExpr, out: &mut Vec<&'e MExpr>) {
    match &e.kind {
        K::Binary(BinOp::And, a, b) => {
            flatten_and(a, out);
            flatten_and(b, out);
        }
        _ => out.push(e),
    }
}

/// Whether `e` is the innermost bound variable (possibly under casts).
fn is_bound0(e: &MExpr) -> bool {
    match &e.kind {
        K::Var(VarRef::Bound(0)) => true,
        K::Cast(a) => is_bound0(a),
        _ => false,
    }
}

/// Whether `e` mentions the innermost bound variable.
fn mentions_bound0(e: &MExpr) -> bool {
    match &e.kind {
        K::Var(VarRef::Bound(0)) => true,
        K::Unary(_, a) | K::Cast(a) | K::Deref(a) | K::AddrOf(a) | K::Member(a, _) | K::Old(a) => {
            mentions_bound0(a)
        }
        K::Binary(_, a, b) | K::Index(a, b) | K::PtrAdd(a, b) | K::PtrDiff(a, b) => {
            mentions_bound0(a) || mentions_bound0(b)
        }
        K::Cond(a, b, c) => mentions_bound0(a) || mentions_bound0(b) || mentions_bound0(c),
        K::Apply(_, args) | K::Builtin(_, args) => args.iter().any(mentions_bound0),
        K::Quant { .. } | K::Fold { .. } => true,
        _ => false,
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

/// The width and signedness of the C integer type `ty` when C wraps results to it: an
/// unsigned type, a signed type narrower than 32 bits, or (`conversion`: a value from a
/// type with a range `ty` does not contain) any signed type; `None` for `_Bool` and
/// non-integer types.
fn wrapping(ty: &MType, conversion: bool) -> Option<(u32, bool)> {
    let MType::Int { kind, unsigned } = ty else {
        return None;
    };
    let bits = ty.int_bits()?;
    if *kind == IntKind::Bool || (!*unsigned && bits >= 32 && !conversion) {
        return None;
    }
    Some((bits, *unsigned))
}

/// The range of the C integer type `bits` wide, `unsigned` or two's complement.
fn int_range(bits: u32, unsigned: bool) -> (BigInt, BigInt) {
    let m: BigInt = BigInt::from(1) << (bits as usize);
    if unsigned {
        (BigInt::from(0), m - 1)
    } else {
        let half: BigInt = m >> 1usize;
        (-half.clone(), half - 1)
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

    #[test]
    fn sizes_follow_lp64_with_padding() {
        use tass_model::StructDef;
        let int = MType::INT;
        let dbl = MType::DOUBLE;
        let s = StructDef {
            name: "S".into(),
            is_union: false,
            fields: vec![
                ("c".into(), MType::CHAR),
                ("d".into(), dbl.clone()),
                ("i".into(), int.clone()),
            ],
            complete: true,
            bits: Vec::new(),
            unnamed_bits: Vec::new(),
            span: Default::default(),
        };
        let structs = vec![s];
        assert_eq!(size_of(&int, &structs), Some((4, 4)));
        assert_eq!(
            size_of(&MType::Pointer(Box::new(int.clone())), &structs),
            Some((8, 8))
        );
        // char, 7 bytes of padding, double, int, 4 bytes of padding.
        assert_eq!(
            size_of(&MType::Struct(tass_model::StructId(0)), &structs),
            Some((24, 8))
        );
        assert_eq!(
            size_of(&MType::Array(Box::new(dbl), Extent::Const(3)), &structs),
            Some((24, 8))
        );
    }
}
