//! Expressions: C expressions to side-effect-free model expressions, with C's side
//! effects (assignments, increments, calls) emitted as statements before the point of
//! use, in left-to-right order. Implicit conversions become explicit [`ExprKind::Cast`]
//! nodes; arrays decay to pointers to their first element in value contexts.
//!
//! C's own conversions are made explicit here, where C's types are known:
//! - to `_Bool` (C11 6.3.1.2), from any scalar and on every path (initialisation,
//!   assignment, cast, argument, return value, `++`, compound assignment): the value
//!   `v != 0` as 0 or 1, never `v` itself (a constant folds to 0 or 1);
//! - into a bit-field: every store (`store_value`) reduces the converted value to the
//!   field's width, `\bit_field(v, w)` (modulo 2^w when unsigned; for a signed field the
//!   result is implementation-defined and tass does what gcc does, the w-bit two's
//!   complement), so a read gives a value in the width's range; an unsigned bit-field
//!   narrower than `int` is read as an `int` (C11 6.3.1.1p2), so arithmetic on it is
//!   `int` arithmetic, with `no-overflow` checked on that promoted type;
//! - `offsetof` (stddef.h defines it as `(size_t)&((T *)0)->m`): the address of a member
//!   path from a dereferenced null pointer, cast to an integer, is the member's offset
//!   as an integer constant, from the layout `sizeof` uses ([`Type::member_offset`]);
//! - integer constants are folded only when the result fits the type: `INT_MAX + 1`
//!   and `INT_MIN / -1` are left to the engine, which wraps or reports them.

mod calls;
mod operators;

use super::builder::FnBuilder;
use super::make::{bin, int, zero};
use super::{LResult, Symbol};
use crate::ir::*;
use tass_syntax::ast::{self, FloatKind, IntKind};
use tass_syntax::Span;

/// The expression of `kind`, of type `ty`.
fn mk(kind: ExprKind, ty: Type, span: Span) -> Expr {
    Expr { kind, ty, span }
}

/// The type `unsigned long` (of `sizeof`).
const SIZE_T: Type = Type::Int {
    kind: IntKind::Long,
    unsigned: true,
};

/// Whether an AST expression has side effects (calls count, except of abstract functions).
fn has_effects(fb: &FnBuilder<'_>, e: &ast::Expr) -> bool {
    let mut v = Effects { fb, found: false };
    tass_syntax::visit::Visit::visit_expr(&mut v, e);
    v.found
}

/// The walk of [`has_effects`]: what may write memory or run a function with effects is
/// an assignment, an increment or decrement, a call of a function that is not pure (an
/// abstract function, `__builtin_expect`, a logic function in an annotation), a
/// compound literal (a new object) or a statement expression. Not entered, because C
/// does not evaluate them: the operand of `sizeof`/`_Alignof`, types, and quantifiers
/// (logic, not C).
struct Effects<'f, 'c> {
    fb: &'f FnBuilder<'c>,
    found: bool,
}

impl<'ast> tass_syntax::visit::Visit<'ast> for Effects<'_, '_> {
    fn visit_expr(&mut self, e: &'ast ast::Expr) {
        use ast::ExprKind as K;
        if self.found {
            return;
        }
        match &e.kind {
            K::Assign(..) | K::CompoundLit(..) | K::StmtExpr(_) => self.found = true,
            K::Unary(
                ast::UnOp::PreInc | ast::UnOp::PreDec | ast::UnOp::PostInc | ast::UnOp::PostDec,
                _,
            ) => self.found = true,
            K::Call(f, _) => {
                let fb = self.fb;
                let pure = match &f.kind {
                    K::Ident(n) => {
                        matches!(fb.lookup(n), Some(Symbol::Function(id)) if matches!(fb.cx.functions[id.0 as usize].kind, FunctionKind::Abstract))
                            || &**n == "__builtin_expect"
                            || (fb.annotation && fb.logic_def_of(f).is_some())
                    }
                    _ => false,
                };
                if pure {
                    tass_syntax::visit::walk_expr(self, e);
                } else {
                    self.found = true;
                }
            }
            K::SizeofExpr(_) | K::SizeofType(_) | K::AlignofType(_) | K::Quant { .. } => {}
            _ => tass_syntax::visit::walk_expr(self, e),
        }
    }

    fn visit_type(&mut self, _: &'ast ast::TypeExpr) {}
}

/// The type of an integer constant (C99 6.4.4.1, in the run's data model).
fn int_lit_type(l: &ast::IntLit) -> Type {
    let v = l.value;
    let fits = |bits: u32, unsigned: bool| {
        if unsigned {
            v < (1u128 << bits)
        } else {
            v < (1u128 << (bits - 1))
        }
    };
    let candidates: &[(IntKind, bool)] = match (l.unsigned, l.decimal) {
        (false, true) => &[
            (IntKind::Int, false),
            (IntKind::Long, false),
            (IntKind::LongLong, false),
        ],
        (false, false) => &[
            (IntKind::Int, false),
            (IntKind::Int, true),
            (IntKind::Long, false),
            (IntKind::Long, true),
            (IntKind::LongLong, false),
            (IntKind::LongLong, true),
        ],
        (true, _) => &[
            (IntKind::Int, true),
            (IntKind::Long, true),
            (IntKind::LongLong, true),
        ],
    };
    for &(k, u) in candidates {
        if k < match l.longs {
            0 => IntKind::Int,
            1 => IntKind::Long,
            _ => IntKind::LongLong,
        } {
            continue;
        }
        let bits = Type::Int {
            kind: k,
            unsigned: u,
        }
        .int_bits()
        .unwrap_or(64);
        if fits(bits, u) {
            return Type::Int {
                kind: k,
                unsigned: u,
            };
        }
    }
    Type::Int {
        kind: IntKind::LongLong,
        unsigned: true,
    }
}

fn float_rank(k: FloatKind) -> u8 {
    match k {
        FloatKind::Float => 0,
        FloatKind::Double => 1,
        FloatKind::LongDouble => 2,
    }
}

/// The usual arithmetic conversions: the common type of two arithmetic types.
pub(crate) fn common_type(a: &Type, b: &Type) -> Type {
    match (a, b) {
        (Type::MathReal, _) | (_, Type::MathReal) => Type::MathReal,
        (Type::Real(x), Type::Real(y)) => Type::Real(if float_rank(*x) >= float_rank(*y) {
            *x
        } else {
            *y
        }),
        (Type::Real(x), _) | (_, Type::Real(x)) => Type::Real(*x),
        (Type::Integer, _) | (_, Type::Integer) => Type::Integer,
        (
            Type::Int {
                kind: k1,
                unsigned: u1,
            },
            Type::Int {
                kind: k2,
                unsigned: u2,
            },
        ) => {
            let p1 = (*k1).max(IntKind::Int);
            let p2 = (*k2).max(IntKind::Int);
            let u1 = *u1 && *k1 >= IntKind::Int;
            let u2 = *u2 && *k2 >= IntKind::Int;
            if p1 == p2 {
                Type::Int {
                    kind: p1,
                    unsigned: u1 || u2,
                }
            } else if p1 > p2 {
                Type::Int {
                    kind: p1,
                    unsigned: u1,
                }
            } else {
                Type::Int {
                    kind: p2,
                    unsigned: u2,
                }
            }
        }
        _ => Type::INT,
    }
}

/// The integer promotion of a type.
fn promote(t: &Type) -> Type {
    match t {
        Type::Int { kind, .. } if *kind < IntKind::Int => Type::INT,
        Type::Bool => Type::INT,
        t => t.clone(),
    }
}

/// Folds integer operations on constants.
fn fold(op: BinOp, a: &Expr, b: &Expr) -> Option<i128> {
    let (ExprKind::Int(x, _), ExprKind::Int(y, _)) = (&a.kind, &b.kind) else {
        return None;
    };
    match op {
        BinOp::Add => x.checked_add(*y),
        BinOp::Sub => x.checked_sub(*y),
        BinOp::Mul => x.checked_mul(*y),
        BinOp::Div if *y != 0 => x.checked_div(*y),
        BinOp::Mod if *y != 0 => x.checked_rem(*y),
        _ => None,
    }
}

/// The root variable of an lvalue expression, if it is a direct access path.
fn root_var(e: &Expr) -> Option<VarRef> {
    match &e.kind {
        ExprKind::Var(v) => Some(*v),
        ExprKind::Index(a, _) | ExprKind::Member(a, _) => root_var(a),
        _ => None,
    }
}

impl FnBuilder<'_> {
    // ----- entry points ---------------------------------------------------------------

    /// A pure expression (no side effects allowed), in value context.
    pub(crate) fn rvalue_pure(&mut self, e: &ast::Expr) -> LResult<Expr> {
        let saved = self.pure_ctx;
        self.pure_ctx = true;
        let r = self.rvalue(e);
        self.pure_ctx = saved;
        r
    }

    /// An annotation predicate: pure, annotation constructs allowed, boolean.
    pub(crate) fn condition_pure(&mut self, e: &ast::Expr) -> LResult<Expr> {
        let saved = (self.pure_ctx, self.annotation);
        self.pure_ctx = true;
        self.annotation = true;
        let r = self.condition(e);
        (self.pure_ctx, self.annotation) = saved;
        r
    }

    /// A condition: the expression converted to boolean.
    pub(crate) fn condition(&mut self, e: &ast::Expr) -> LResult<Expr> {
        let v = self.rvalue(e)?;
        self.as_condition(v, e.span)
    }

    /// An integer constant expression (case labels).
    pub(crate) fn rvalue_const_int(&mut self, e: &ast::Expr) -> LResult<Expr> {
        let v = self.rvalue_pure(e)?;
        match v.kind {
            ExprKind::Int(..) => Ok(v),
            _ => Err(self.error(e.span, "expected an integer constant expression")),
        }
    }

    /// Converts a scalar to boolean (`e != 0`).
    pub(crate) fn as_condition(&mut self, v: Expr, span: Span) -> LResult<Expr> {
        match &v.ty {
            Type::Bool => Ok(v),
            t if t.is_integer() => {
                if let ExprKind::Int(x, _) = v.kind {
                    return Ok(mk(ExprKind::Bool(x != 0), Type::Bool, span));
                }
                let z = mk(ExprKind::Int(0, None), v.ty.clone(), span);
                Ok(bin(BinOp::Ne, v, z, Type::Bool, span))
            }
            t if t.is_real() => {
                let z = mk(ExprKind::Real("0".into(), None), v.ty.clone(), span);
                Ok(bin(BinOp::Ne, v, z, Type::Bool, span))
            }
            Type::Pointer(_) => {
                let z = mk(ExprKind::Null, v.ty.clone(), span);
                Ok(bin(BinOp::Ne, v, z, Type::Bool, span))
            }
            _ => Err(self.error(
                span,
                format!(
                    "a condition must be a number or a pointer, found {}",
                    crate::show::type_str(&v.ty, &self.cx.structs)
                ),
            )),
        }
    }

    /// An expression evaluated for its effects only (expression statements).
    pub(crate) fn effect(&mut self, e: &ast::Expr) -> LResult<()> {
        use ast::ExprKind as K;
        match &e.kind {
            K::Assign(op, l, r) => self.assign(*op, l, r, e.span).map(|_| ()),
            K::Unary(
                op @ (ast::UnOp::PostInc
                | ast::UnOp::PreInc
                | ast::UnOp::PostDec
                | ast::UnOp::PreDec),
                x,
            ) => {
                let inc = matches!(op, ast::UnOp::PostInc | ast::UnOp::PreInc);
                self.incdec(x, inc, false, e.span).map(|_| ())
            }
            K::Call(f, args) => self.call(f, args, e.span, false).map(|_| ()),
            K::Comma(a, b) => {
                self.effect(a)?;
                self.effect(b)
            }
            K::Cast(t, x) if matches!(t.unqualified(), ast::TypeExpr::Void) => self.effect(x),
            K::Cond(c, a, b) if has_effects(self, a) || has_effects(self, b) => {
                let cond = self.condition(c)?;
                let (lt, lf) = self.branch(cond, c.span);
                let join = self.new_loc(e.span);
                self.cur = lt;
                self.effect(a)?;
                self.goto(join, e.span);
                self.cur = lf;
                self.effect(b)?;
                self.goto(join, e.span);
                self.cur = join;
                Ok(())
            }
            _ => {
                // Evaluated for nothing; still checked (and its effects emitted).
                self.rvalue(e).map(|_| ())
            }
        }
    }

    // ----- value context --------------------------------------------------------------

    /// An expression in value context: arrays decay, functions become pointers.
    pub(crate) fn rvalue(&mut self, e: &ast::Expr) -> LResult<Expr> {
        let v = self.expr(e)?;
        // C11 6.3.1.1p2: an unsigned bit-field narrower than `int` promotes to `int` (all
        // its values fit): `s.x - 1` of an `unsigned x : 3` holding 0 is -1.
        if let (Some(w), Type::Int { unsigned: true, .. }) = (self.bit_field(&v), &v.ty) {
            if w < 32 && v.ty != Type::INT {
                let span = v.span;
                return Ok(mk(ExprKind::Cast(Box::new(v)), Type::INT, span));
            }
        }
        Ok(self.decay(v))
    }

    /// The width of the bit-field the member lvalue `lv` denotes.
    pub(crate) fn bit_field(&self, lv: &Expr) -> Option<u32> {
        let ExprKind::Member(base, idx) = &lv.kind else {
            return None;
        };
        let Type::Struct(id) = base.ty else {
            return None;
        };
        self.cx.structs.get(id.0 as usize)?.bit_width(*idx)
    }

    /// `v` converted for a store into the lvalue `lv` (as by assignment, C11 6.5.16.1):
    /// into a bit-field, the value is then reduced to its width (C11 6.2.6.1, 6.3.1.3):
    /// modulo 2^w for an unsigned bit-field; for a signed one an out-of-range value is
    /// implementation-defined, and tass does what gcc does (wraps it to the w-bit two's
    /// complement: 8 stored in an `int y : 4` reads -8). The reduction is the built-in
    /// `\bit_field(v, w)` of the lvalue's type, which the engine evaluates.
    pub(crate) fn store_value(&mut self, lv: &Expr, v: Expr, span: Span) -> LResult<Expr> {
        let v = self.convert(v, &lv.ty.clone(), span)?;
        let Some(w) = self.bit_field(lv) else {
            return Ok(v);
        };
        let (Some(bits), Type::Int { kind, unsigned }) = (lv.ty.int_bits(), &lv.ty) else {
            return Ok(v);
        };
        if w >= bits || *kind == IntKind::Bool {
            return Ok(v);
        }
        if let ExprKind::Int(x, _) = v.kind {
            let m = 1i128 << w;
            let lo = if *unsigned { 0 } else { -(m >> 1) };
            let r = (x - lo).rem_euclid(m) + lo;
            return Ok(mk(ExprKind::Int(r, None), lv.ty.clone(), v.span));
        }
        let sp = v.span;
        Ok(mk(
            ExprKind::Builtin("\\bit_field".into(), vec![v, int(i128::from(w), sp)]),
            lv.ty.clone(),
            sp,
        ))
    }

    /// The offset in bytes of the object `&e` denotes when `e` is a path of members and
    /// constant indices from a dereferenced null pointer (`&((T *)0)->m`, how `offsetof`
    /// is defined in stddef.h): an integer constant, laid out as `sizeof` lays out
    /// structs ([`Type::member_offset`]).
    fn null_offset(&self, e: &Expr) -> Option<u64> {
        match &e.kind {
            ExprKind::Deref(p) => match &p.kind {
                ExprKind::Null => Some(0),
                ExprKind::Cast(q) if matches!(q.kind, ExprKind::Null) => Some(0),
                _ => None,
            },
            ExprKind::Member(b, idx) => {
                let Type::Struct(id) = b.ty else {
                    return None;
                };
                let base = self.null_offset(b)?;
                base.checked_add(Type::member_offset(&self.cx.structs, id, *idx)?)
            }
            ExprKind::Index(b, i) => {
                let ExprKind::Int(i, _) = i.kind else {
                    return None;
                };
                let i = u64::try_from(i).ok()?;
                let (size, _) = e.ty.size_align(&self.cx.structs)?;
                self.null_offset(b)?.checked_add(i.checked_mul(size)?)
            }
            _ => None,
        }
    }

    fn decay(&mut self, v: Expr) -> Expr {
        match &v.ty {
            Type::Array(elem, _) => {
                let elem = (**elem).clone();
                let span = v.span;
                let first = mk(
                    ExprKind::Index(Box::new(v), Box::new(int(0, span))),
                    elem.clone(),
                    span,
                );
                mk(
                    ExprKind::AddrOf(Box::new(first)),
                    Type::Pointer(Box::new(elem)),
                    span,
                )
            }
            _ => v,
        }
    }

    /// An lvalue: a variable, element, member or dereference.
    pub(crate) fn lvalue(&mut self, e: &ast::Expr) -> LResult<Expr> {
        let v = self.expr(e)?;
        match &v.kind {
            ExprKind::Var(VarRef::Bound(_)) => {
                Err(self.error(e.span, "a bound variable cannot be assigned"))
            }
            ExprKind::Var(_) | ExprKind::Index(..) | ExprKind::Member(..) | ExprKind::Deref(_) => {
                Ok(v)
            }
            _ => Err(self.error(e.span, "expression is not assignable (not an lvalue)")),
        }
    }

    /// Checks that an lvalue may be written.
    fn check_writable(&mut self, lv: &Expr, span: Span) -> LResult<()> {
        if let Some(VarRef::Shared(i)) = root_var(lv) {
            let sv = &self.cx.shared[i as usize];
            if sv.io == ast::IoKind::Input {
                let name = sv.var.name.clone();
                return Err(self.cx.error_note(
                    span,
                    format!("input `{name}` is read-only"),
                    "inputs are symbolic constants fixed at the start of the program; copy the value into a variable to change it",
                ));
            }
        }
        if let Type::Array(..) = lv.ty {
            return Err(self.error(span, "an array cannot be assigned as a whole"));
        }
        if let Type::Function(_) = lv.ty {
            return Err(self.error(span, "a function cannot be assigned"));
        }
        Ok(())
    }

    /// Converts `v` to type `to` as by assignment.
    pub(crate) fn convert(&mut self, v: Expr, to: &Type, span: Span) -> LResult<Expr> {
        let v = if let Type::Array(..) = v.ty {
            self.decay(v)
        } else {
            v
        };
        if &v.ty == to {
            return Ok(v);
        }
        // C11 6.3.1.2: a scalar converted to `_Bool` is 0 when it compares equal to 0,
        // else 1 (not reduced modulo 2, not kept): `(_Bool)(v != 0)`, whatever the
        // conversion path (initialisation, assignment, cast, argument, return value).
        if matches!(
            to,
            Type::Int {
                kind: IntKind::Bool,
                ..
            }
        ) && v.ty != Type::Bool
            && v.ty.is_scalar()
        {
            if let ExprKind::Int(x, _) = v.kind {
                return Ok(mk(
                    ExprKind::Int(i128::from(x != 0), None),
                    to.clone(),
                    span,
                ));
            }
            let c = self.as_condition(v, span)?;
            return Ok(mk(ExprKind::Cast(Box::new(c)), to.clone(), span));
        }
        let ok = match (&v.ty, to) {
            (a, b) if a.is_arithmetic() && b.is_arithmetic() => true,
            (Type::Bool, b) if b.is_arithmetic() => true,
            (a, Type::Bool) if a.is_scalar() => return self.as_condition(v, span),
            (Type::Pointer(_), Type::Pointer(_)) => true,
            (a, Type::Pointer(_)) if a.is_integer() => {
                if let ExprKind::Int(0, _) = v.kind {
                    return Ok(mk(ExprKind::Null, to.clone(), span));
                }
                true
            }
            (Type::Pointer(_), b) if b.is_integer() => true,
            (Type::Struct(a), Type::Struct(b)) => a == b,
            _ => false,
        };
        if !ok {
            let (a, b) = (
                crate::show::type_str(&v.ty, &self.cx.structs),
                crate::show::type_str(to, &self.cx.structs),
            );
            return Err(self.error(span, format!("cannot convert {a} to {b}")));
        }
        // A constant that fits the target type is folded; one that does not keeps its
        // conversion, which the engine performs (wrapping with `--c-integers`).
        if let (ExprKind::Int(x, m), true) = (&v.kind, to.is_integer()) {
            let fits = to.int_range().is_none_or(|(lo, hi)| lo <= *x && *x <= hi);
            if fits {
                return Ok(mk(ExprKind::Int(*x, m.clone()), to.clone(), v.span));
            }
        }
        if let (ExprKind::Int(x, m), true) = (&v.kind, to.is_real()) {
            return Ok(mk(
                ExprKind::Real(x.to_string().into(), m.clone()),
                to.clone(),
                v.span,
            ));
        }
        if let (ExprKind::Real(x, m), true) = (&v.kind, to.is_real()) {
            return Ok(mk(ExprKind::Real(x.clone(), m.clone()), to.clone(), v.span));
        }
        let sp = v.span;
        Ok(mk(ExprKind::Cast(Box::new(v)), to.clone(), sp))
    }

    /// The expression without decay.
    pub(crate) fn expr(&mut self, e: &ast::Expr) -> LResult<Expr> {
        use ast::ExprKind as K;
        let span = e.span;
        match &e.kind {
            K::Ident(n) => self.ident(n, span, e.macro_name.clone()),
            K::Int(l) => self.int_constant(l, e.macro_name.clone(), span),
            K::Float { text, single, long } => Ok(float_constant(
                text,
                *single,
                *long,
                e.macro_name.clone(),
                span,
            )),
            K::Char(v) => Ok(mk(ExprKind::Int(i128::from(*v), None), Type::INT, span)),
            K::Str(bytes) => Ok(mk(
                ExprKind::Str(bytes.clone().into()),
                Type::Pointer(Box::new(Type::CHAR)),
                span,
            )),
            K::Unary(op, x) => self.unary(*op, x, span),
            K::Binary(op, a, b) => self.binary(*op, a, b, span),
            K::Assign(op, l, r) => self.assign(*op, l, r, span),
            K::Cond(c, a, b) => self.conditional(c, a, b, span),
            K::Comma(a, b) => {
                self.effect(a)?;
                self.expr(b)
            }
            K::Call(f, args) if self.annotation && self.logic_def_of(f).is_some() => {
                let d = self.logic_def_of(f).expect("a logic definition");
                self.logic_use(d, args, span)
            }
            K::Call(f, args) => match self.call(f, args, span, true)? {
                Some(v) => Ok(v),
                None => Ok(mk(ExprKind::Int(0, None), Type::Void, span)),
            },
            K::Index(a, i) => self.index(a, i, span),
            K::Member(b, f, arrow) => self.member_access(b, f, *arrow, span),
            K::Cast(t, x) => self.cast(t, x, span),
            K::SizeofType(t) | K::AlignofType(t) => {
                let ty = self.cx.lower_type(t, span, false)?;
                Ok(mk(ExprKind::SizeOf(ty), SIZE_T, span))
            }
            K::SizeofExpr(x) => self.sizeof_expr(x, span),
            K::CompoundLit(t, init) => self.compound_literal(t, init, span),
            K::StmtExpr(block) => self.statement_expr(block, span),
            K::Quant {
                q,
                vars,
                restrict,
                body,
            } => {
                // CIVL-C allows `$forall`/`$exists` in any expression: the quantifier is
                // pure (no side effects inside it).
                let saved = self.pure_ctx;
                self.pure_ctx = true;
                let r = self.quantifier(*q, vars, restrict.as_deref(), body, span);
                self.pure_ctx = saved;
                r
            }
            K::Old(x) => self.old(x, span),
            K::Result => self.result(span),
            K::Proc { rank, func, var } => self.proc_variable(rank, func, var, span),
            K::Spec(var) => self.spec_variable(var, span),
            K::Builtin(n, args) => {
                if !self.annotation {
                    return Err(self.error(span, format!("`{n}` is only allowed in annotations")));
                }
                self.acsl_builtin(n, args, span)
            }
        }
    }

    /// An integer constant, of the type C gives it.
    fn int_constant(
        &mut self,
        l: &ast::IntLit,
        macro_name: Option<ast::Name>,
        span: Span,
    ) -> LResult<Expr> {
        let ty = int_lit_type(l);
        if l.value > i128::MAX as u128 {
            return Err(self.error(span, "integer constant too large"));
        }
        Ok(mk(ExprKind::Int(l.value as i128, macro_name), ty, span))
    }

    /// `b.f` (`b->f` when `arrow`).
    fn member_access(
        &mut self,
        b: &ast::Expr,
        f: &ast::Name,
        arrow: bool,
        span: Span,
    ) -> LResult<Expr> {
        let base = if arrow {
            let p = self.rvalue(b)?;
            let Type::Pointer(t) = p.ty.clone() else {
                return Err(self.error(b.span, "`->` needs a pointer to a struct"));
            };
            mk(ExprKind::Deref(Box::new(p)), *t, b.span)
        } else {
            self.expr(b)?
        };
        let Type::Struct(sid) = base.ty else {
            return Err(self.error(
                b.span,
                format!("member `{f}` of something that is not a struct or union"),
            ));
        };
        let Some((idx, fty)) = self.member(sid, f) else {
            let name = self.cx.structs[sid.0 as usize].name.clone();
            return Err(self.error(span, format!("`{name}` has no member `{f}`")));
        };
        Ok(mk(ExprKind::Member(Box::new(base), idx), fty, span))
    }

    /// `(t) x`: `offsetof`'s null-pointer form as a constant, a conversion otherwise.
    fn cast(&mut self, t: &ast::TypeExpr, x: &ast::Expr, span: Span) -> LResult<Expr> {
        let ty = self.cx.lower_type(t, span, false)?;
        if ty == Type::Void {
            self.effect(x)?;
            return Ok(mk(ExprKind::Int(0, None), Type::Void, span));
        }
        let v = self.rvalue(x)?;
        if let (true, ExprKind::AddrOf(lv)) = (ty.is_integer(), &v.kind) {
            if let Some(off) = self.null_offset(lv) {
                return Ok(mk(ExprKind::Int(i128::from(off), None), ty, span));
            }
        }
        if !(ty.is_scalar() || matches!(ty, Type::Struct(_))) {
            return Err(self.error(span, "cast to a type that is not a number or a pointer"));
        }
        if let (Type::Pointer(_), true) = (&ty, v.ty.is_real()) {
            return Err(self.error(span, "cannot cast a floating value to a pointer"));
        }
        let c = self.convert(v, &ty, span)?;
        if c.ty != ty {
            return Ok(mk(ExprKind::Cast(Box::new(c)), ty, span));
        }
        Ok(Expr { span, ..c })
    }

    /// `sizeof x`: the operand is lowered for its type only, its statements dropped.
    fn sizeof_expr(&mut self, x: &ast::Expr, span: Span) -> LResult<Expr> {
        let saved_len = self.locations.len();
        let saved_cur = self.cur;
        let saved_pure = self.pure_ctx;
        self.pure_ctx = false;
        let v = self.expr(x);
        self.pure_ctx = saved_pure;
        self.locations.truncate(saved_len);
        for l in &mut self.locations {
            l.out.retain(|t| (t.target.0 as usize) < saved_len);
        }
        self.cur = saved_cur;
        let v = v?;
        Ok(mk(ExprKind::SizeOf(v.ty), SIZE_T, span))
    }

    /// `(t) { ... }`: a temporary initialised in place.
    fn compound_literal(
        &mut self,
        t: &ast::TypeExpr,
        init: &ast::Initializer,
        span: Span,
    ) -> LResult<Expr> {
        let ty = self.cx.lower_type(t, span, false)?;
        let ty = match (&ty, init) {
            (Type::Array(e, Extent::Unknown), i) => {
                Type::Array(e.clone(), Extent::Const(super::init::initializer_length(i)))
            }
            _ => ty,
        };
        let tmp = self.temp(ty, span)?;
        self.initialize(tmp.clone(), init, true)?;
        Ok(tmp)
    }

    /// GNU's `({ ...; e; })`: the block's statements, then the value of its last
    /// expression (kept in a temporary).
    fn statement_expr(&mut self, block: &ast::Stmt, span: Span) -> LResult<Expr> {
        let ast::StmtKind::Block(items) = &block.kind else {
            return Err(self.error(span, "a statement expression must be a block"));
        };
        if self.pure_ctx {
            return Err(self.error(span, "a statement expression is not allowed here"));
        }
        self.scopes.push(Default::default());
        let r = (|| {
            let Some((last, rest)) = items.split_last() else {
                return Ok(mk(ExprKind::Int(0, None), Type::Void, span));
            };
            for it in rest {
                self.stmt(it)?;
            }
            match &last.kind {
                ast::StmtKind::Expr(Some(e)) => {
                    let v = self.rvalue(e)?;
                    if v.ty == Type::Void || !is_value_expr(&v) {
                        return Ok(v);
                    }
                    // The value is read after the block: keep it in a temporary.
                    let t = self.temp(v.ty.clone(), span)?;
                    self.emit(Stmt::Assign(t.clone(), v), span)?;
                    Ok(t)
                }
                _ => {
                    self.stmt(last)?;
                    Ok(mk(ExprKind::Int(0, None), Type::Void, span))
                }
            }
        })();
        self.scopes.pop();
        r
    }

    /// `\old(x)` in an `ensures` clause.
    fn old(&mut self, x: &ast::Expr, span: Span) -> LResult<Expr> {
        if !self.in_ensures {
            return Err(self.error(span, "`\\old` is only allowed in `ensures` clauses"));
        }
        // Not decayed: the pre-state value of an array is the array (callers
        // decay `\old(a)` where a value is needed).
        let v = self.expr(x)?;
        let ty = v.ty.clone();
        Ok(mk(ExprKind::Old(Box::new(v)), ty, span))
    }

    /// `\result` in an `ensures` clause of a function with a value.
    fn result(&mut self, span: Span) -> LResult<Expr> {
        if !self.in_ensures || self.ret == Type::Void {
            return Err(self.error(
                span,
                "`\\result` is only allowed in `ensures` clauses of non-void functions",
            ));
        }
        Ok(mk(ExprKind::Result, self.ret.clone(), span))
    }

    /// `PROC[rank]@func.var` in an annotation: a variable of another process.
    fn proc_variable(
        &mut self,
        rank: &ast::Expr,
        func: &Option<ast::Name>,
        var: &ast::Name,
        span: Span,
    ) -> LResult<Expr> {
        if !self.annotation {
            return Err(self.error(span, "`PROC[e]` is only allowed in annotations"));
        }
        let r = self.rvalue(rank)?;
        if !r.ty.is_integer() {
            return Err(self.error(rank.span, "a process rank must be an integer"));
        }
        let ty = match self.lookup(var) {
                    Some(Symbol::Var(_, t)) => t,
                    _ => {
                        return Err(self.error(
                            span,
                            format!("`{var}` is not a variable visible here; `PROC[e]@f.x` refers to a variable x declared in the current function or at file scope"),
                        ))
                    }
                };
        Ok(mk(
            ExprKind::Proc {
                rank: Box::new(r),
                func: func.clone(),
                var: var.clone(),
            },
            ty,
            span,
        ))
    }

    /// `spec.var` in a joint annotation of `tass compare`: the specification's variable.
    fn spec_variable(&mut self, var: &ast::Name, span: Span) -> LResult<Expr> {
        if !self.annotation {
            return Err(self.error(span, "`spec.x` is only allowed in annotations"));
        }
        let ty = match (&self.cx.spec, &self.joint_label) {
                    // The implementation of `tass compare`: the specification's type.
                    (Some(scope), Some(label)) => match scope.lookup(label, var) {
                        Ok(t) => t,
                        Err(why) => return Err(self.error(span, format!("`spec.{var}`: {why}"))),
                    },
                    (Some(_), None) => {
                        return Err(self.error(
                            span,
                            "`spec.x` is only allowed in joint annotations (`#pragma TASS joint invariant` or `joint assert`)",
                        ))
                    }
                    // Without a specification (the program is not the implementation of
                    // a comparison), evaluating it makes the run unknown.
                    (None, _) => match self.lookup(var) {
                        Some(Symbol::Var(_, t)) => t,
                        _ => Type::MathReal,
                    },
                };
        Ok(mk(ExprKind::Spec(var.clone()), ty, span))
    }

    /// The logic definition a callee names, unless a variable or function hides it.
    pub(crate) fn logic_def_of(&self, f: &ast::Expr) -> Option<std::sync::Arc<ast::LogicDef>> {
        let ast::ExprKind::Ident(n) = &f.kind else {
            return None;
        };
        let d = self.cx.logic_defs.get(n)?.clone();
        match self.lookup(n) {
            Some(Symbol::Var(..)) => None,
            _ => Some(d),
        }
    }

    fn member(&self, sid: StructId, f: &str) -> Option<(u32, Type)> {
        self.cx.field(sid, f)
    }

    fn ident(&mut self, n: &ast::Name, span: Span, macro_name: Option<ast::Name>) -> LResult<Expr> {
        if let Some(mut v) = self.let_value(n) {
            v.span = span;
            return Ok(v);
        }
        match self.lookup(n) {
            Some(Symbol::Var(v, ty)) => Ok(mk(ExprKind::Var(v), ty, span)),
            Some(Symbol::EnumConst(v)) => Ok(mk(ExprKind::Int(v, macro_name), Type::INT, span)),
            Some(Symbol::Function(id)) => {
                let sig = self.cx.functions[id.0 as usize].sig.clone();
                Ok(mk(
                    ExprKind::FunctionRef(id),
                    Type::Pointer(Box::new(Type::Function(sig))),
                    span,
                ))
            }
            Some(Symbol::Typedef(_)) => {
                Err(self.error(span, format!("`{n}` is a type, not a value")))
            }
            None if matches!(&**n, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__") => {
                let name = self
                    .func
                    .map(|f| self.cx.functions[f.0 as usize].name.to_string())
                    .unwrap_or_default();
                Ok(mk(
                    ExprKind::Str(name.into_bytes().into()),
                    Type::Pointer(Box::new(Type::CHAR)),
                    span,
                ))
            }
            None => {
                if self.lenient {
                    return Ok(int(0, span));
                }
                if self.input_condition {
                    if self.cx.all_shared.contains(n) {
                        return Err(self.cx.error_note(
                            span,
                            format!("the condition of an input may only mention inputs declared before it, not `{n}`"),
                            "declare the inputs in the order their conditions need",
                        ));
                    }
                    if self.cx.globals_scope.contains_key(n) {
                        return Err(self.error(
                            span,
                            format!("the condition of an input may only mention inputs, not `{n}`"),
                        ));
                    }
                }
                Err(self.error(span, format!("use of undeclared identifier `{n}`")))
            }
        }
    }

    // ----- initialisers -----------------------------------------------------------------

    /// Stores an initialiser into `target` (a fresh object when `fresh`).
    pub(crate) fn initialize(
        &mut self,
        target: Expr,
        init: &ast::Initializer,
        fresh: bool,
    ) -> LResult<()> {
        let span = init.span();
        match (init, &target.ty) {
            (ast::Initializer::Expr(e), Type::Array(elem, _)) => {
                // `char s[] = "abc"`.
                if let ast::ExprKind::Str(bytes) = &e.kind {
                    if elem.is_integer() {
                        if fresh {
                            self.emit(
                                Stmt::Assign(target.clone(), zero(target.ty.clone(), span)),
                                span,
                            )?;
                        }
                        for (i, b) in bytes.iter().enumerate() {
                            let el = mk(
                                ExprKind::Index(
                                    Box::new(target.clone()),
                                    Box::new(int(i as i128, span)),
                                ),
                                (**elem).clone(),
                                span,
                            );
                            let v = mk(
                                ExprKind::Int(i128::from(*b as i8), None),
                                (**elem).clone(),
                                span,
                            );
                            self.emit(Stmt::Assign(el, v), span)?;
                        }
                        return Ok(());
                    }
                }
                Err(self.error(
                    span,
                    "an array must be initialised with a braced list `{...}`",
                ))
            }
            (ast::Initializer::Expr(e), Type::Struct(_)) => {
                let v = self.expr(e)?;
                if v.ty != target.ty {
                    return Err(self.error(span, "initialiser of a different struct type"));
                }
                self.emit(Stmt::Assign(target, v), span)
            }
            (ast::Initializer::Expr(e), _) => {
                let v = self.rvalue(e)?;
                let v = self.store_value(&target, v, e.span)?;
                self.emit(Stmt::Assign(target, v), span)
            }
            (ast::Initializer::List(items, _), _) => {
                if fresh {
                    self.emit(
                        Stmt::Assign(target.clone(), zero(target.ty.clone(), span)),
                        span,
                    )?;
                }
                let mut cursor = super::init::Cursor::new(items);
                self.init_list(&target, &mut cursor)?;
                if let Some((_, extra)) = cursor.peek() {
                    let s = extra.span();
                    return Err(self.error(s, "too many initialisers"));
                }
                Ok(())
            }
        }
    }
}

/// A floating constant, of the type its suffix gives.
fn float_constant(
    text: &ast::Name,
    single: bool,
    long: bool,
    macro_name: Option<ast::Name>,
    span: Span,
) -> Expr {
    let k = if single {
        FloatKind::Float
    } else if long {
        FloatKind::LongDouble
    } else {
        FloatKind::Double
    };
    mk(
        ExprKind::Real(text.clone(), macro_name),
        Type::Real(k),
        span,
    )
}

/// Whether an expression denotes a value that can be stored (not a function designator).
fn is_value_expr(e: &Expr) -> bool {
    !matches!(e.ty, Type::Function(_))
}
