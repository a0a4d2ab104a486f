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

use super::builder::FnBuilder;
use super::make::{bin, int, not, zero};
use super::{is_known_builtin, lowered, LResult, Symbol};
use crate::ir::*;
use crate::library::{Library, Lowered};
use tass_syntax::ast::{self, FloatKind, IntKind};
use tass_syntax::Span;

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
    use ast::ExprKind as K;
    match &e.kind {
        K::Assign(..) => true,
        K::Unary(op, x) => {
            matches!(
                op,
                ast::UnOp::PreInc | ast::UnOp::PreDec | ast::UnOp::PostInc | ast::UnOp::PostDec
            ) || has_effects(fb, x)
        }
        K::Call(f, args) => {
            let pure = match &f.kind {
                K::Ident(n) => {
                    matches!(fb.lookup(n), Some(Symbol::Function(id)) if matches!(fb.cx.functions[id.0 as usize].kind, FunctionKind::Abstract))
                        || &**n == "__builtin_expect"
                        || (fb.annotation && fb.logic_def_of(f).is_some())
                }
                _ => false,
            };
            !pure || args.iter().any(|a| has_effects(fb, a))
        }
        K::Binary(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
            has_effects(fb, a) || has_effects(fb, b)
        }
        K::Cond(a, b, c) => has_effects(fb, a) || has_effects(fb, b) || has_effects(fb, c),
        K::Member(a, _, _) | K::Cast(_, a) | K::Old(a) => has_effects(fb, a),
        K::CompoundLit(..) | K::StmtExpr(_) => true,
        _ => false,
    }
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
            K::Int(l) => {
                let ty = int_lit_type(l);
                if l.value > i128::MAX as u128 {
                    return Err(self.error(span, "integer constant too large"));
                }
                Ok(mk(
                    ExprKind::Int(l.value as i128, e.macro_name.clone()),
                    ty,
                    span,
                ))
            }
            K::Float { text, single, long } => {
                let k = if *single {
                    FloatKind::Float
                } else if *long {
                    FloatKind::LongDouble
                } else {
                    FloatKind::Double
                };
                Ok(mk(
                    ExprKind::Real(text.clone(), e.macro_name.clone()),
                    Type::Real(k),
                    span,
                ))
            }
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
            K::Member(b, f, arrow) => {
                let base = if *arrow {
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
            K::Cast(t, x) => {
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
                    return Err(
                        self.error(span, "cast to a type that is not a number or a pointer")
                    );
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
            K::SizeofType(t) => {
                let ty = self.cx.lower_type(t, span, false)?;
                Ok(mk(ExprKind::SizeOf(ty), SIZE_T, span))
            }
            K::SizeofExpr(x) => {
                // The operand is not evaluated: lower it for its type only.
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
            K::AlignofType(t) => {
                let ty = self.cx.lower_type(t, span, false)?;
                Ok(mk(ExprKind::SizeOf(ty), SIZE_T, span))
            }
            K::CompoundLit(t, init) => {
                let ty = self.cx.lower_type(t, span, false)?;
                let ty = match (&ty, &**init) {
                    (Type::Array(e, Extent::Unknown), i) => {
                        Type::Array(e.clone(), Extent::Const(super::init::initializer_length(i)))
                    }
                    _ => ty,
                };
                let tmp = self.temp(ty, span)?;
                self.initialize(tmp.clone(), init, true)?;
                Ok(tmp)
            }
            K::StmtExpr(block) => {
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
            K::Old(x) => {
                if !self.in_ensures {
                    return Err(self.error(span, "`\\old` is only allowed in `ensures` clauses"));
                }
                // Not decayed: the pre-state value of an array is the array (callers
                // decay `\old(a)` where a value is needed).
                let v = self.expr(x)?;
                let ty = v.ty.clone();
                Ok(mk(ExprKind::Old(Box::new(v)), ty, span))
            }
            K::Result => {
                if !self.in_ensures || self.ret == Type::Void {
                    return Err(self.error(
                        span,
                        "`\\result` is only allowed in `ensures` clauses of non-void functions",
                    ));
                }
                Ok(mk(ExprKind::Result, self.ret.clone(), span))
            }
            K::Proc { rank, func, var } => {
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
            K::Spec(var) => {
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
            K::Builtin(n, args) => {
                if !self.annotation {
                    return Err(self.error(span, format!("`{n}` is only allowed in annotations")));
                }
                self.acsl_builtin(n, args, span)
            }
        }
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

    fn unary(&mut self, op: ast::UnOp, x: &ast::Expr, span: Span) -> LResult<Expr> {
        use ast::UnOp as U;
        match op {
            U::PreInc | U::PreDec | U::PostInc | U::PostDec => {
                let inc = matches!(op, U::PreInc | U::PostInc);
                let post = matches!(op, U::PostInc | U::PostDec);
                self.incdec(x, inc, post, span)
            }
            U::AddrOf => {
                let v = self.expr(x)?;
                if self.bit_field(&v).is_some() {
                    // C11 6.5.3.2p1: a bit-field has no address.
                    return Err(self.error(span, "cannot take the address of a bit-field"));
                }
                match v.kind {
                    ExprKind::Deref(p) => Ok(Expr { span, ..*p }),
                    ExprKind::FunctionRef(_) => Ok(v),
                    ExprKind::Var(VarRef::Bound(_)) => {
                        Err(self.error(span, "cannot take the address of a bound variable"))
                    }
                    ExprKind::Var(_) | ExprKind::Index(..) | ExprKind::Member(..) => {
                        let ty = Type::Pointer(Box::new(v.ty.clone()));
                        Ok(mk(ExprKind::AddrOf(Box::new(v)), ty, span))
                    }
                    _ => Err(self.error(
                        span,
                        "cannot take the address of a value that is not an lvalue",
                    )),
                }
            }
            U::Deref => {
                let v = self.rvalue(x)?;
                match v.ty.clone() {
                    Type::Pointer(t) => {
                        if let Type::Function(_) = *t {
                            return Ok(v);
                        }
                        if *t == Type::Void {
                            return Err(self.error(span, "cannot dereference a `void *`; cast it to a pointer to a type first"));
                        }
                        if let ExprKind::AddrOf(inner) = v.kind {
                            return Ok(*inner);
                        }
                        Ok(mk(ExprKind::Deref(Box::new(v)), *t, span))
                    }
                    _ => {
                        Err(self.error(span, "cannot dereference something that is not a pointer"))
                    }
                }
            }
            U::Plus => {
                let v = self.rvalue(x)?;
                if !v.ty.is_arithmetic() {
                    return Err(self.error(span, "unary `+` needs a number"));
                }
                let t = promote(&v.ty);
                self.convert(v, &t, span)
            }
            U::Neg => {
                let v = self.rvalue(x)?;
                let v = self.bool_to_int(v);
                if !v.ty.is_arithmetic() {
                    return Err(self.error(span, "unary `-` needs a number"));
                }
                let t = promote(&v.ty);
                let v = self.convert(v, &t, span)?;
                if let ExprKind::Int(c, _) = v.kind {
                    return Ok(mk(ExprKind::Int(-c, None), t, span));
                }
                Ok(mk(ExprKind::Unary(UnOp::Neg, Box::new(v)), t, span))
            }
            U::BitNot => {
                let v = self.rvalue(x)?;
                let v = self.bool_to_int(v);
                if !v.ty.is_integer() {
                    return Err(self.error(span, "`~` needs an integer"));
                }
                let t = promote(&v.ty);
                let v = self.convert(v, &t, span)?;
                Ok(mk(ExprKind::Unary(UnOp::BitNot, Box::new(v)), t, span))
            }
            U::Not => {
                let c = self.condition(x)?;
                Ok(not(Expr { span, ..c }))
            }
        }
    }

    /// Booleans used as numbers are the integers 0 and 1.
    fn bool_to_int(&mut self, v: Expr) -> Expr {
        if v.ty == Type::Bool {
            let span = v.span;
            if let ExprKind::Bool(b) = v.kind {
                return int(i128::from(b), span);
            }
            return mk(ExprKind::Cast(Box::new(v)), Type::INT, span);
        }
        v
    }

    /// `++x`, `x++`, `--x`, `x--`.
    fn incdec(&mut self, x: &ast::Expr, inc: bool, post: bool, span: Span) -> LResult<Expr> {
        let lv = self.lvalue(x)?;
        self.check_writable(&lv, span)?;
        let one = int(1, span);
        let new = match &lv.ty {
            Type::Pointer(_) => {
                let d = if inc { one } else { int(-1, span) };
                mk(
                    ExprKind::PtrAdd(Box::new(lv.clone()), Box::new(d)),
                    lv.ty.clone(),
                    span,
                )
            }
            t if t.is_arithmetic() => {
                let op = if inc { BinOp::Add } else { BinOp::Sub };
                let ct = common_type(t, &Type::INT);
                let a = self.convert(lv.clone(), &ct, span)?;
                let b = self.convert(one, &ct, span)?;
                let sum = bin(op, a, b, ct, span);
                self.store_value(&lv, sum, span)?
            }
            _ => return Err(self.error(span, "`++`/`--` need a number or a pointer")),
        };
        if post {
            let old = self.temp(lv.ty.clone(), span)?;
            self.emit(Stmt::Assign(old.clone(), lv.clone()), span)?;
            self.emit(Stmt::Assign(lv, new), span)?;
            Ok(old)
        } else {
            self.emit(Stmt::Assign(lv.clone(), new), span)?;
            Ok(lv)
        }
    }

    /// Assignment and compound assignment; the value is the lvalue after the store.
    fn assign(
        &mut self,
        op: Option<ast::BinOp>,
        l: &ast::Expr,
        r: &ast::Expr,
        span: Span,
    ) -> LResult<Expr> {
        let lv = self.lvalue(l)?;
        self.check_writable(&lv, l.span)?;
        let rhs = match op {
            None => {
                if let Type::Struct(_) = lv.ty {
                    let v = self.expr(r)?;
                    if v.ty != lv.ty {
                        return Err(self.error(span, "assignment of a struct of another type"));
                    }
                    v
                } else {
                    let v = self.rvalue(r)?;
                    self.store_value(&lv, v, r.span)?
                }
            }
            Some(op) => {
                let cur = lv.clone();
                let rv = self.rvalue(r)?;
                let v = self.arith(op, cur, rv, span)?;
                self.store_value(&lv, v, span)?
            }
        };
        self.emit(Stmt::Assign(lv.clone(), rhs), span)?;
        Ok(lv)
    }

    fn conditional(
        &mut self,
        c: &ast::Expr,
        a: &ast::Expr,
        b: &ast::Expr,
        span: Span,
    ) -> LResult<Expr> {
        let cond = self.condition(c)?;
        if !has_effects(self, a) && !has_effects(self, b) {
            let x = self.rvalue(a)?;
            let y = self.rvalue(b)?;
            let (x, y, ty) = self.unify_branches(x, y, span)?;
            if let ExprKind::Bool(k) = cond.kind {
                return Ok(if k { x } else { y });
            }
            return Ok(mk(
                ExprKind::Cond(Box::new(cond), Box::new(x), Box::new(y)),
                ty,
                span,
            ));
        }
        // Side effects in a branch: evaluate into a temporary on each path. The type is
        // found by lowering both branches once in a scratch context.
        let (lt, lf) = self.branch(cond, c.span);
        let join = self.new_loc(span);
        self.cur = lt;
        let x = self.rvalue(a)?;
        let after_x = self.cur;
        self.cur = lf;
        let y = self.rvalue(b)?;
        let after_y = self.cur;
        let (x, y, ty) = self.unify_branches(x, y, span)?;
        if ty == Type::Void {
            self.cur = after_x;
            self.goto(join, span);
            self.cur = after_y;
            self.goto(join, span);
            self.cur = join;
            return Ok(mk(ExprKind::Int(0, None), Type::Void, span));
        }
        let t = self.temp(ty, span)?;
        self.cur = after_x;
        self.emit(Stmt::Assign(t.clone(), x), span)?;
        self.goto(join, span);
        self.cur = after_y;
        self.emit(Stmt::Assign(t.clone(), y), span)?;
        self.goto(join, span);
        self.cur = join;
        Ok(t)
    }

    fn unify_branches(&mut self, x: Expr, y: Expr, span: Span) -> LResult<(Expr, Expr, Type)> {
        if x.ty == y.ty {
            let t = x.ty.clone();
            return Ok((x, y, t));
        }
        let (x, y) = (self.bool_to_int(x), self.bool_to_int(y));
        let ty = if x.ty.is_arithmetic() && y.ty.is_arithmetic() {
            common_type(&x.ty, &y.ty)
        } else if let Type::Pointer(_) = x.ty {
            x.ty.clone()
        } else if let Type::Pointer(_) = y.ty {
            y.ty.clone()
        } else if x.ty == y.ty {
            x.ty.clone()
        } else {
            return Err(self.error(span, "the branches of `?:` have incompatible types"));
        };
        let x = self.convert(x, &ty, span)?;
        let y = self.convert(y, &ty, span)?;
        Ok((x, y, ty))
    }

    fn index(&mut self, a: &ast::Expr, i: &ast::Expr, span: Span) -> LResult<Expr> {
        let base = self.expr(a)?;
        let (base, idx) = if base.ty.is_integer() {
            // `i[a]`
            let other = self.expr(i)?;
            (other, base)
        } else {
            let idx = self.rvalue(i)?;
            (base, idx)
        };
        let idx = self.bool_to_int(idx);
        if !idx.ty.is_integer() {
            return Err(self.error(i.span, "an array index must be an integer"));
        }
        match base.ty.clone() {
            Type::Array(elem, _) => Ok(mk(
                ExprKind::Index(Box::new(base), Box::new(idx)),
                *elem,
                span,
            )),
            Type::Pointer(t) => {
                if *t == Type::Void {
                    return Err(self.error(span, "cannot index a `void *`"));
                }
                let p = mk(
                    ExprKind::PtrAdd(Box::new(base.clone()), Box::new(idx)),
                    base.ty.clone(),
                    span,
                );
                Ok(mk(ExprKind::Deref(Box::new(p)), *t, span))
            }
            _ => Err(self.error(
                a.span,
                "subscript of something that is not an array or a pointer",
            )),
        }
    }

    fn binary(
        &mut self,
        op: ast::BinOp,
        a: &ast::Expr,
        b: &ast::Expr,
        span: Span,
    ) -> LResult<Expr> {
        use ast::BinOp as B;
        match op {
            B::And | B::Or => {
                if has_effects(self, b) {
                    // Short circuit with effects on the right: branch.
                    let l = self.condition(a)?;
                    let t = self.temp(Type::Bool, span)?;
                    let (lt, lf) = self.branch(l, a.span);
                    let join = self.new_loc(span);
                    let (eval_right, constant) = if op == B::And { (lt, lf) } else { (lf, lt) };
                    self.cur = constant;
                    self.emit(
                        Stmt::Assign(t.clone(), mk(ExprKind::Bool(op == B::Or), Type::Bool, span)),
                        span,
                    )?;
                    self.goto(join, span);
                    self.cur = eval_right;
                    let r = self.condition(b)?;
                    self.emit(Stmt::Assign(t.clone(), r), span)?;
                    self.goto(join, span);
                    self.cur = join;
                    return Ok(t);
                }
                let l = self.condition(a)?;
                let r = self.condition(b)?;
                let m = if op == B::And { BinOp::And } else { BinOp::Or };
                Ok(match (&l.kind, &r.kind) {
                    (ExprKind::Bool(true), _) if m == BinOp::And => r,
                    (ExprKind::Bool(false), _) if m == BinOp::Or => r,
                    _ => bin(m, l, r, Type::Bool, span),
                })
            }
            B::Implies | B::Iff => {
                let l = self.condition(a)?;
                let r = self.condition(b)?;
                let m = if op == B::Implies {
                    BinOp::Implies
                } else {
                    BinOp::Iff
                };
                Ok(bin(m, l, r, Type::Bool, span))
            }
            _ => {
                let l = self.rvalue(a)?;
                let r = self.rvalue(b)?;
                self.arith(op, l, r, span)
            }
        }
    }

    /// Arithmetic, comparison, bitwise and pointer operators on lowered operands.
    fn arith(&mut self, op: ast::BinOp, l: Expr, r: Expr, span: Span) -> LResult<Expr> {
        use ast::BinOp as B;
        let l = self.bool_to_int(l);
        let r = self.bool_to_int(r);
        let l = if let Type::Array(..) = l.ty {
            self.decay(l)
        } else {
            l
        };
        let r = if let Type::Array(..) = r.ty {
            self.decay(r)
        } else {
            r
        };
        // Pointer arithmetic and comparison.
        let lp = matches!(l.ty, Type::Pointer(_));
        let rp = matches!(r.ty, Type::Pointer(_));
        if lp || rp {
            return match op {
                B::Add if lp && r.ty.is_integer() => {
                    let ty = l.ty.clone();
                    Ok(mk(ExprKind::PtrAdd(Box::new(l), Box::new(r)), ty, span))
                }
                B::Add if rp && l.ty.is_integer() => {
                    let ty = r.ty.clone();
                    Ok(mk(ExprKind::PtrAdd(Box::new(r), Box::new(l)), ty, span))
                }
                B::Sub if lp && r.ty.is_integer() => {
                    let ty = l.ty.clone();
                    let neg = if let ExprKind::Int(c, _) = r.kind {
                        int(-c, r.span)
                    } else {
                        let rt = r.ty.clone();
                        mk(ExprKind::Unary(UnOp::Neg, Box::new(r)), rt, span)
                    };
                    Ok(mk(ExprKind::PtrAdd(Box::new(l), Box::new(neg)), ty, span))
                }
                B::Sub if lp && rp => Ok(mk(
                    ExprKind::PtrDiff(Box::new(l), Box::new(r)),
                    Type::Int {
                        kind: IntKind::Long,
                        unsigned: false,
                    },
                    span,
                )),
                B::Eq | B::Ne | B::Lt | B::Le | B::Gt | B::Ge => {
                    let l = if !lp {
                        self.convert(l, &r.ty.clone(), span)?
                    } else {
                        l
                    };
                    let r = if !rp {
                        self.convert(r, &l.ty.clone(), span)?
                    } else {
                        r
                    };
                    Ok(bin(cmp_op(op), l, r, Type::Bool, span))
                }
                _ => Err(self.error(
                    span,
                    format!("operator `{}` is not defined on pointers here", op.as_str()),
                )),
            };
        }
        if !l.ty.is_arithmetic() || !r.ty.is_arithmetic() {
            return Err(self.error(span, format!("operator `{}` needs numbers", op.as_str())));
        }
        let ct = common_type(&l.ty, &r.ty);
        let m = match op {
            B::Mul => BinOp::Mul,
            B::Div => BinOp::Div,
            B::Mod => BinOp::Mod,
            B::Add => BinOp::Add,
            B::Sub => BinOp::Sub,
            B::Shl | B::Shr => {
                if !l.ty.is_integer() || !r.ty.is_integer() {
                    return Err(self.error(span, "shifts need integers"));
                }
                let lt = promote(&l.ty);
                let l = self.convert(l, &lt, span)?;
                let r = self.convert(r.clone(), &promote(&r.ty), span)?;
                let m = if op == B::Shl { BinOp::Shl } else { BinOp::Shr };
                return Ok(bin(m, l, r, lt, span));
            }
            B::BitAnd | B::BitOr | B::BitXor => {
                if !ct.is_integer() {
                    return Err(
                        self.error(span, format!("operator `{}` needs integers", op.as_str()))
                    );
                }
                match op {
                    B::BitAnd => BinOp::BitAnd,
                    B::BitOr => BinOp::BitOr,
                    _ => BinOp::BitXor,
                }
            }
            B::Lt | B::Le | B::Gt | B::Ge | B::Eq | B::Ne => {
                let l = self.convert(l, &ct, span)?;
                let r = self.convert(r, &ct, span)?;
                return Ok(bin(cmp_op(op), l, r, Type::Bool, span));
            }
            B::And | B::Or | B::Implies | B::Iff => unreachable!("handled by binary()"),
        };
        if m == BinOp::Mod && !ct.is_integer() {
            return Err(self.error(span, "`%` needs integers"));
        }
        let l = self.convert(l, &ct, span)?;
        let r = self.convert(r, &ct, span)?;
        if ct.is_integer() {
            // Folded only when the result lies in the type's range: otherwise the engine
            // evaluates it (wrapping it, or reporting the overflow under `no-overflow`).
            if let Some(v) = fold(m, &l, &r)
                .filter(|v| ct.int_range().is_none_or(|(lo, hi)| lo <= *v && *v <= hi))
            {
                return Ok(mk(ExprKind::Int(v, None), ct, span));
            }
        }
        Ok(bin(m, l, r, ct, span))
    }

    fn quantifier(
        &mut self,
        q: ast::Quantifier,
        vars: &[(ast::TypeExpr, ast::Name, Span)],
        restrict: Option<&ast::Expr>,
        body: &ast::Expr,
        span: Span,
    ) -> LResult<Expr> {
        let mut types = Vec::new();
        for (t, _, s) in vars {
            let ty = self.cx.lower_type(t, *s, false)?;
            let ty = match ty {
                t if t.is_integer() => Type::Integer,
                t if t.is_real() => Type::MathReal,
                Type::Bool => Type::Bool,
                _ => return Err(self.error(*s, "a bound variable must be an integer or a real")),
            };
            types.push(ty);
        }
        for ((_, n, _), ty) in vars.iter().zip(&types) {
            self.bound.push((n.clone(), ty.clone()));
        }
        let r = (|| -> LResult<(Option<Expr>, Expr)> {
            let restrict = match restrict {
                Some(r) => Some(self.condition(r)?),
                None => None,
            };
            let body = self.condition(body)?;
            Ok((restrict, body))
        })();
        for _ in vars {
            self.bound.pop();
        }
        let (mut restrict, mut body) = r?;
        // ACSL writes the range in the body: `\forall integer i; lo <= i < hi ==> e` is
        // `forall {i | lo <= i < hi} e`, `\exists integer i; lo <= i < hi && e` is
        // `exists {i | lo <= i < hi} e` (the same formulas; a restriction with constant
        // bounds lets the engine expand the quantifier).
        if restrict.is_none() {
            let split = match (q, &body.kind) {
                (ast::Quantifier::Forall, ExprKind::Binary(BinOp::Implies, a, b))
                | (ast::Quantifier::Exists, ExprKind::Binary(BinOp::And, a, b)) => {
                    Some(((**a).clone(), (**b).clone()))
                }
                _ => None,
            };
            if let Some((a, b)) = split {
                restrict = Some(a);
                body = b;
            }
        }
        // Nest one binder per variable; the restriction goes to the innermost.
        let mut e = body;
        for ((_, n, _), ty) in vars.iter().zip(types).rev() {
            e = mk(
                ExprKind::Quant {
                    q,
                    var: (n.clone(), ty),
                    restrict: restrict.take().map(Box::new),
                    body: Box::new(e),
                },
                Type::Bool,
                span,
            );
        }
        Ok(e)
    }

    // ----- calls ------------------------------------------------------------------------

    /// A call. Returns its value when `want` and the function returns one.
    fn call(
        &mut self,
        f: &ast::Expr,
        args: &[ast::Expr],
        span: Span,
        want: bool,
    ) -> LResult<Option<Expr>> {
        if let ast::ExprKind::Ident(n) = &f.kind {
            let sym = self.lookup(n);
            let declared = match &sym {
                Some(Symbol::Function(id)) => Some(*id),
                Some(Symbol::Var(..)) => None,
                Some(_) => return Err(self.error(f.span, format!("`{n}` is not a function"))),
                None => {
                    if is_known_builtin(n) {
                        return self.builtin(n, None, args, span, want);
                    }
                    if crate::library::library_of(n) == Some(Library::Mpi) {
                        // An MPI function `mpi.h` does not declare: declared here as
                        // `int f()` (no prototype, arguments promoted), a system function
                        // whose call, when reached, makes the verdict unknown naming it.
                        let sig = std::sync::Arc::new(Signature {
                            ret: Type::INT,
                            params: Vec::new(),
                            variadic: false,
                        });
                        let id = self.cx.declare_function(
                            n,
                            sig.clone(),
                            FunctionKind::System(None),
                            f.span,
                        )?;
                        let args = self.args(&sig, args, span)?;
                        return self.emit_call(Callee::Function(id), &sig, args, span, want);
                    }
                    return Err(self.cx.error_note(
                        f.span,
                        format!("call of undeclared function `{n}`"),
                        "declare the function before calling it, or include the header that declares it",
                    ));
                }
            };
            if let Some(id) = declared {
                let kind = self.cx.functions[id.0 as usize].kind.clone();
                let special = match kind {
                    FunctionKind::Defined => false,
                    FunctionKind::System(_) => lowered(n).is_some(),
                    FunctionKind::Undefined => true,
                    FunctionKind::Abstract => {
                        let sig = self.cx.functions[id.0 as usize].sig.clone();
                        let args = self.args(&sig, args, span)?;
                        return Ok(Some(mk(ExprKind::Apply(id, args), sig.ret.clone(), span)));
                    }
                };
                if special {
                    if lowered(n).is_some() {
                        return self.builtin(n, Some(id), args, span, want);
                    }
                    if matches!(kind, FunctionKind::Undefined) {
                        return Err(self.cx.error_note(
                            f.span,
                            format!("function `{n}` is declared but never defined"),
                            "give its body, or mark its prototype with `#pragma TASS abstract` (a pure mathematical function) or `#pragma TASS system` (a library function tass models)",
                        ));
                    }
                }
                let sig = self.cx.functions[id.0 as usize].sig.clone();
                let args = self.args(&sig, args, span)?;
                return self.emit_call(Callee::Function(id), &sig, args, span, want);
            }
        }
        // A call through a function pointer.
        let fp = self.rvalue(f)?;
        let sig = match &fp.ty {
            Type::Pointer(t) => match &**t {
                Type::Function(s) => s.clone(),
                _ => return Err(self.error(f.span, "called object is not a function")),
            },
            _ => return Err(self.error(f.span, "called object is not a function")),
        };
        let callee = match fp.kind {
            ExprKind::FunctionRef(id) => Callee::Function(id),
            _ => Callee::Pointer(fp),
        };
        let args = self.args(&sig, args, span)?;
        self.emit_call(callee, &sig, args, span, want)
    }

    fn emit_call(
        &mut self,
        callee: Callee,
        sig: &Signature,
        args: Vec<Expr>,
        span: Span,
        want: bool,
    ) -> LResult<Option<Expr>> {
        let lhs = if want && sig.ret != Type::Void {
            Some(self.temp(sig.ret.clone(), span)?)
        } else {
            None
        };
        let fails = match &callee {
            Callee::Function(id) => {
                let f = &self.cx.functions[id.0 as usize];
                matches!(f.kind, FunctionKind::System(_))
                    && crate::library::lookup(&f.name).is_some_and(|l| l.may_fail)
            }
            Callee::Pointer(_) => false,
        };
        self.emit(
            Stmt::Call {
                lhs: lhs.clone(),
                callee,
                args,
            },
            span,
        )?;
        // A call that may fail where C allows it (`fopen`, `fgets`): a choice between
        // its value and a null pointer.
        if let (true, Some(t)) = (fails, &lhs) {
            let cur = self.cur;
            let join = self.new_loc(span);
            let tru = super::make::tru(span);
            self.add_edge(cur, tru.clone(), Stmt::Noop, join, span);
            let null = mk(ExprKind::Null, t.ty.clone(), span);
            self.add_edge(cur, tru, Stmt::Assign(t.clone(), null), join, span);
            self.cur = join;
        }
        Ok(lhs)
    }

    /// Arguments converted to the parameter types.
    fn args(&mut self, sig: &Signature, args: &[ast::Expr], span: Span) -> LResult<Vec<Expr>> {
        if args.len() < sig.params.len()
            || (args.len() > sig.params.len() && !sig.variadic && !sig.params.is_empty())
        {
            return Err(self.error(
                span,
                format!(
                    "wrong number of arguments: {} given, {} expected",
                    args.len(),
                    sig.params.len()
                ),
            ));
        }
        let mut out = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let v = self.rvalue(a)?;
            let v = match sig.params.get(i) {
                Some(t) => self.convert(v, t, a.span)?,
                None => {
                    let v = self.bool_to_int(v);
                    match &v.ty {
                        Type::Real(FloatKind::Float) => self.convert(v, &Type::DOUBLE, a.span)?,
                        t if t.is_integer() => {
                            let p = promote(t);
                            self.convert(v, &p, a.span)?
                        }
                        _ => v,
                    }
                }
            };
            out.push(v);
        }
        Ok(out)
    }

    /// Functions whose meaning tass knows (SV-COMP, C `assert`, CIVL `$havoc`).
    fn builtin(
        &mut self,
        n: &str,
        id: Option<FunctionId>,
        args: &[ast::Expr],
        span: Span,
        want: bool,
    ) -> LResult<Option<Expr>> {
        let arity = |fb: &mut Self, k: usize| -> LResult<()> {
            if args.len() != k {
                return Err(fb.error(
                    span,
                    format!("`{n}` takes {k} argument(s), {} given", args.len()),
                ));
            }
            Ok(())
        };
        let Some((what, library)) = lowered(n) else {
            return Err(self.error(span, format!("`{n}` is not supported")));
        };
        match what {
            Lowered::Assert => {
                arity(self, 1)?;
                let c = self.condition(&args[0])?;
                let kind = if library == Library::C {
                    AssertKind::C
                } else {
                    AssertKind::SvComp
                };
                self.emit(Stmt::Assert(c, kind), span)?;
                Ok(None)
            }
            Lowered::Fail => {
                for a in args {
                    self.rvalue(a)?;
                }
                // `__assert_fail` is how the C library's `assert` fails (preprocessed
                // files call it); `reach_error` and `__VERIFIER_error` are SV-COMP's.
                let kind = if n == "__assert_fail" {
                    AssertKind::C
                } else {
                    AssertKind::SvComp
                };
                self.emit(
                    Stmt::Assert(mk(ExprKind::Bool(false), Type::Bool, span), kind),
                    span,
                )?;
                Ok(None)
            }
            Lowered::Stop => {
                self.emit(
                    Stmt::Assume(mk(ExprKind::Bool(false), Type::Bool, span)),
                    span,
                )?;
                Ok(None)
            }
            Lowered::Assume => {
                arity(self, 1)?;
                let c = self.condition(&args[0])?;
                self.emit(Stmt::Assume(c), span)?;
                Ok(None)
            }
            Lowered::Havoc => {
                arity(self, 1)?;
                let p = self.rvalue(&args[0])?;
                let Type::Pointer(t) = p.ty.clone() else {
                    return Err(self.error(span, "`$havoc` takes a pointer, e.g. `$havoc(&x)`"));
                };
                let target = match p.kind {
                    ExprKind::AddrOf(lv) => *lv,
                    _ => mk(ExprKind::Deref(Box::new(p)), *t, span),
                };
                // A whole array or struct may be havocked (every element gets a new value).
                let whole = mk(ExprKind::Int(0, None), Type::INT, span);
                self.check_writable(
                    if matches!(target.ty, Type::Array(..)) {
                        &whole
                    } else {
                        &target
                    },
                    span,
                )?;
                if let Some(VarRef::Shared(_)) = root_var(&target) {
                    self.check_writable(&target, span)?;
                }
                self.emit(Stmt::Havoc(target), span)?;
                Ok(None)
            }
            Lowered::Expect => {
                arity(self, 2)?;
                let v = self.rvalue(&args[0])?;
                self.rvalue(&args[1])?;
                Ok(Some(v))
            }
            Lowered::Nondet => {
                arity(self, 0)?;
                let suffix = crate::library::lookup(n).map_or("", |f| &n[f.name.len()..]);
                let ty = match id {
                    Some(id) => self.cx.functions[id.0 as usize].sig.ret.clone(),
                    None => nondet_type(suffix).ok_or_else(|| {
                        self.cx.error(span, format!("unknown nondeterministic function `{n}`; declare it with its return type"))
                    })?,
                };
                if ty == Type::Void {
                    return Err(self.error(span, format!("`{n}` must return a value")));
                }
                let t = self.temp(ty, span)?;
                self.emit(Stmt::Havoc(t.clone()), span)?;
                Ok(if want { Some(t) } else { None })
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

fn cmp_op(op: ast::BinOp) -> BinOp {
    use ast::BinOp as B;
    match op {
        B::Lt => BinOp::Lt,
        B::Le => BinOp::Le,
        B::Gt => BinOp::Gt,
        B::Ge => BinOp::Ge,
        B::Eq => BinOp::Eq,
        _ => BinOp::Ne,
    }
}

/// The type of `__VERIFIER_nondet_<suffix>` when it was not declared.
fn nondet_type(suffix: &str) -> Option<Type> {
    let i = |kind, unsigned| Type::Int { kind, unsigned };
    Some(match suffix {
        "int" => i(IntKind::Int, false),
        "uint" | "unsigned" | "u32" => i(IntKind::Int, true),
        "long" => i(IntKind::Long, false),
        "ulong" => i(IntKind::Long, true),
        "longlong" => i(IntKind::LongLong, false),
        "ulonglong" => i(IntKind::LongLong, true),
        "short" => i(IntKind::Short, false),
        "ushort" => i(IntKind::Short, true),
        "char" => i(IntKind::Char, false),
        "uchar" => i(IntKind::Char, true),
        "bool" | "_Bool" => i(IntKind::Bool, true),
        "float" => Type::Real(FloatKind::Float),
        "double" => Type::Real(FloatKind::Double),
        "pointer" => Type::Pointer(Box::new(Type::Void)),
        _ => return None,
    })
}

/// Whether an expression denotes a value that can be stored (not a function designator).
fn is_value_expr(e: &Expr) -> bool {
    !matches!(e.ty, Type::Function(_))
}
