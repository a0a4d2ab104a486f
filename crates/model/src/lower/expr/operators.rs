//! Operators: unary and binary operators with C's conversions and constant folding,
//! increments, assignments, conditionals, indexing, and quantifiers.

use super::{common_type, fold, has_effects, mk, promote};
use crate::ir::*;
use crate::lower::builder::FnBuilder;
use crate::lower::make::{bin, int, not};
use crate::lower::LResult;
use tass_syntax::ast::{self, IntKind};
use tass_syntax::Span;

impl FnBuilder<'_> {
    pub(super) fn unary(&mut self, op: ast::UnOp, x: &ast::Expr, span: Span) -> LResult<Expr> {
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
    pub(super) fn bool_to_int(&mut self, v: Expr) -> Expr {
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
    pub(super) fn incdec(
        &mut self,
        x: &ast::Expr,
        inc: bool,
        post: bool,
        span: Span,
    ) -> LResult<Expr> {
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
    pub(super) fn assign(
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

    pub(super) fn conditional(
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

    pub(super) fn index(&mut self, a: &ast::Expr, i: &ast::Expr, span: Span) -> LResult<Expr> {
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

    pub(super) fn binary(
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

    pub(super) fn quantifier(
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
}

/// The model's comparison of an AST comparison operator.
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
