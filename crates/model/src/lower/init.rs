//! Initialiser lists: designators and brace elision (C99 6.7.8).
//!
//! A [`Cursor`] walks the items of one braced list; an aggregate member whose item is
//! not itself braced takes as many items from the enclosing list as it needs.

use super::builder::FnBuilder;
use super::make::int;
use super::LResult;
use crate::ir::*;
use tass_syntax::ast;

/// The items of one braced list, consumed in order.
pub(crate) struct Cursor<'a> {
    items: &'a [(Vec<ast::Designator>, ast::Initializer)],
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(items: &'a [(Vec<ast::Designator>, ast::Initializer)]) -> Cursor<'a> {
        Cursor { items, pos: 0 }
    }

    pub(crate) fn peek(&self) -> Option<&'a (Vec<ast::Designator>, ast::Initializer)> {
        self.items.get(self.pos)
    }
}

/// The number of elements an initialiser gives an array of unknown length.
pub(crate) fn initializer_length(init: &ast::Initializer) -> u64 {
    match init {
        ast::Initializer::List(items, _) => {
            let mut n = 0u64;
            let mut max = 0u64;
            for (d, _) in items {
                if let Some(ast::Designator::Index(e)) = d.first() {
                    if let ast::ExprKind::Int(l) = &e.kind {
                        n = l.value as u64;
                    }
                }
                n += 1;
                max = max.max(n);
            }
            max
        }
        ast::Initializer::Expr(e) => match &e.kind {
            ast::ExprKind::Str(b) => b.len() as u64 + 1,
            _ => 1,
        },
    }
}

/// How many sub-objects an aggregate type has, when known (for brace elision).
fn members(fb: &FnBuilder<'_>, ty: &Type) -> Option<u64> {
    match ty {
        Type::Array(_, Extent::Const(n)) => Some(*n),
        Type::Array(..) => None,
        Type::Struct(id) => {
            let d = &fb.cx.structs[id.0 as usize];
            Some(if d.is_union { 1 } else { d.fields.len() as u64 })
        }
        _ => Some(0),
    }
}

fn sub_object(fb: &FnBuilder<'_>, target: &Expr, i: u64) -> Expr {
    let span = target.span;
    match &target.ty {
        Type::Array(elem, _) => Expr {
            kind: ExprKind::Index(Box::new(target.clone()), Box::new(int(i as i128, span))),
            ty: (**elem).clone(),
            span,
        },
        Type::Struct(id) => {
            let fty = fb.cx.structs[id.0 as usize].fields[i as usize].1.clone();
            Expr {
                kind: ExprKind::Member(Box::new(target.clone()), i as u32),
                ty: fty,
                span,
            }
        }
        _ => target.clone(),
    }
}

impl FnBuilder<'_> {
    /// Initialises the aggregate `target` from the items at `cur`.
    pub(crate) fn init_list(&mut self, target: &Expr, cur: &mut Cursor<'_>) -> LResult<()> {
        let Some(count) = members(self, &target.ty) else {
            let span = target.span;
            return Err(self.error(
                span,
                "an array of variable length cannot have an initialiser list",
            ));
        };
        if count == 0 && !matches!(target.ty, Type::Array(..) | Type::Struct(_)) {
            // A scalar in braces: `int x = {1};`.
            if let Some((_, init)) = cur.peek() {
                cur.pos += 1;
                return self.initialize(target.clone(), init, false);
            }
            return Ok(());
        }
        let mut i = 0u64;
        while let Some((desigs, init)) = cur.peek() {
            if let Some(d) = desigs.first() {
                i = self.designate(target, d)?;
                if desigs.len() > 1 {
                    return Err(self.error(
                        init.span(),
                        "nested designators (`.a.b =`, `[i][j] =`) are not supported",
                    ));
                }
            } else if i >= count {
                // Belongs to an enclosing list.
                return Ok(());
            }
            // A designator names any member of a union (`{ .u = 6 }`).
            let union =
                matches!(target.ty, Type::Struct(id) if self.cx.structs[id.0 as usize].is_union);
            if i >= count && (!union || desigs.is_empty()) {
                let s = init.span();
                return Err(self.error(s, "initialiser index out of range"));
            }
            let sub = sub_object(self, target, i);
            match init {
                ast::Initializer::List(..) => {
                    cur.pos += 1;
                    self.initialize(sub, init, false)?;
                }
                ast::Initializer::Expr(e) => {
                    let direct = match &sub.ty {
                        Type::Struct(_) | Type::Array(..) => {
                            // A struct value or a string for a char array initialises the
                            // member directly; otherwise braces are elided.
                            matches!(e.kind, ast::ExprKind::Str(_))
                                && matches!(sub.ty, Type::Array(..))
                                || matches!(sub.ty, Type::Struct(_)) && !self.is_scalar_init(e)
                        }
                        _ => true,
                    };
                    if direct {
                        cur.pos += 1;
                        self.initialize(sub, init, false)?;
                    } else {
                        self.init_list(&sub, cur)?;
                    }
                }
            }
            i += 1;
            if matches!(target.ty, Type::Struct(id) if self.cx.structs[id.0 as usize].is_union) {
                return Ok(());
            }
        }
        Ok(())
    }

    /// Whether an expression initialiser is of scalar type (then braces were elided).
    fn is_scalar_init(&mut self, e: &ast::Expr) -> bool {
        // Decide by lowering in a scratch, pure context without emitting anything.
        let saved = (self.pure_ctx, self.cx.diags.len());
        self.pure_ctx = true;
        let r = self.rvalue(e);
        self.pure_ctx = saved.0;
        self.cx.diags.truncate(saved.1);
        match r {
            Ok(v) => !matches!(v.ty, Type::Struct(_)),
            // An expression with effects cannot be lowered in the scratch context: a
            // call returning a struct (`struct S a[2] = { f(1), f(2) };`) is a value of
            // the member's type, not its first scalar.
            Err(_) => !self.struct_valued(e),
        }
    }

    /// Whether an expression with effects is of struct type, judged by its form: a
    /// call of a function (named or through a pointer) returning a struct, or `?:`,
    /// `,` and assignments whose value is one.
    fn struct_valued(&mut self, e: &ast::Expr) -> bool {
        use ast::ExprKind as K;
        match &e.kind {
            K::Call(f, _) => {
                let saved = (self.pure_ctx, self.cx.diags.len());
                self.pure_ctx = true;
                let callee = self.rvalue(f);
                self.pure_ctx = saved.0;
                self.cx.diags.truncate(saved.1);
                let sig = match callee.map(|c| c.ty) {
                    Ok(Type::Function(sig)) => sig,
                    Ok(Type::Pointer(t)) => match *t {
                        Type::Function(sig) => sig,
                        _ => return false,
                    },
                    _ => return false,
                };
                matches!(sig.ret, Type::Struct(_))
            }
            K::Cond(_, a, b) => !self.is_scalar_init(a) || !self.is_scalar_init(b),
            K::Comma(_, b) => !self.is_scalar_init(b),
            K::Assign(_, a, _) => !self.is_scalar_init(a),
            _ => false,
        }
    }

    fn designate(&mut self, target: &Expr, d: &ast::Designator) -> LResult<u64> {
        match (d, &target.ty) {
            (ast::Designator::Index(e), Type::Array(..)) => {
                let v = self.rvalue_const_int(e)?;
                match v.kind {
                    ExprKind::Int(x, _) if x >= 0 => Ok(x as u64),
                    _ => Err(self.error(
                        e.span,
                        "an array designator must be a non-negative constant",
                    )),
                }
            }
            (ast::Designator::Field(n, s), Type::Struct(id)) => match self.cx.field(*id, n) {
                Some((i, _)) => Ok(u64::from(i)),
                None => Err(self.error(*s, format!("no member `{n}` to initialise"))),
            },
            (ast::Designator::Index(e), _) => Err(self.error(
                e.span,
                "array designator for something that is not an array",
            )),
            (ast::Designator::Field(_, s), _) => {
                Err(self.error(*s, "member designator for something that is not a struct"))
            }
        }
    }
}
