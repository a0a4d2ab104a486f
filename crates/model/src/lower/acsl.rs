//! The ACSL built-ins of annotation expressions (`\valid` with ranges, `\separated`, the
//! generalised quantifiers `\sum` ... `\min`, `\let`, `\at`) and the logic definitions
//! (`predicate`, `logic`, `axiomatic` blocks with their `axiom`s).
//!
//! `\let` and logic definitions with a body are expanded where they are used: the bound
//! name, or each parameter, stands for the value lowered in the context of the use
//! (shifted past the binders between the binding and the use). A logic function declared
//! without a body (in an `axiomatic` block) is an abstract function: an uninterpreted
//! function for the prover, constrained by the block's axioms, which are assumed.
//! What cannot be given a meaning here (a recursive definition, labels, a `reads`
//! clause, `\at` of memory through pointers at C labels, `Post` outside `ensures`, other
//! built-ins) is recorded as unsupported and lowered to a placeholder `Builtin` naming
//! it, which makes a path that evaluates it *unknown*.
//!
//! `\valid`, `\valid_read` and `\separated` take location sets, lowered to triples
//! (pointer, lo, hi) of a `Builtin` (`p` alone is `p + (0 .. 0)`); the generalised
//! quantifiers are `ExprKind::Fold` (an operator, bounds outside the binder, a body under
//! it). Bound variables of an expanded definition are shifted past the binders between
//! binding and use (`shift_bound`); a definition's body sees only its parameters and the
//! file scope. An `axiom` is a global assumption recorded as `AnnotationStatus::Assumed`,
//! which the report states in a note. An ACSL `\forall x; R ==> B` (`\exists x; R && B`)
//! is lowered with `R` as its restriction, so that constant ranges are expanded.
//!
//! `\at(e, L)` outside `ensures` (with `lower::stmt`): a C label, the entry of each loop
//! and the function's entry are snapshot points, a `noop` edge where control passes them;
//! each variable `e` reads (not inputs, not bound variables) gets a hidden local `\at(x,
//! L)`, and once the function is lowered the point's edge becomes the assignments saving
//! them (the entry's statements move to a new location, the entry stays location 0).
//! Memory through pointers is not saved (*unknown*). A hidden local read while still
//! undefined is a path that has not passed the label: unsupported, never an
//! uninitialised read.

use super::builder::FnBuilder;
use super::contract::map_children;
use super::{LResult, Lowerer};
use crate::ir::*;
use std::sync::Arc;
use tass_syntax::ast;
use tass_syntax::Span;

fn mk(kind: ExprKind, ty: Type, span: Span) -> Expr {
    Expr { kind, ty, span }
}

/// `e` with every bound variable that is free in it (index at least `cutoff`) moved
/// `by` binders further out: `e` is placed under `by` more binders.
pub(crate) fn shift_bound(e: &Expr, by: u32, cutoff: u32) -> Expr {
    if by == 0 {
        return e.clone();
    }
    match &e.kind {
        ExprKind::Var(VarRef::Bound(d)) if *d >= cutoff => {
            mk(ExprKind::Var(VarRef::Bound(d + by)), e.ty.clone(), e.span)
        }
        ExprKind::Quant {
            q,
            var,
            restrict,
            body,
        } => mk(
            ExprKind::Quant {
                q: *q,
                var: var.clone(),
                restrict: restrict
                    .as_ref()
                    .map(|r| Box::new(shift_bound(r, by, cutoff + 1))),
                body: Box::new(shift_bound(body, by, cutoff + 1)),
            },
            e.ty.clone(),
            e.span,
        ),
        ExprKind::Fold {
            op,
            var,
            lo,
            hi,
            body,
        } => mk(
            ExprKind::Fold {
                op: *op,
                var: var.clone(),
                lo: Box::new(shift_bound(lo, by, cutoff)),
                hi: Box::new(shift_bound(hi, by, cutoff)),
                body: Box::new(shift_bound(body, by, cutoff + 1)),
            },
            e.ty.clone(),
            e.span,
        ),
        _ => map_children(e, &mut |c| Ok(shift_bound(c, by, cutoff))).unwrap_or_else(|_| e.clone()),
    }
}

/// The type a logic parameter or result written `t` has: ACSL's `integer`, `real`,
/// `boolean`, or a C type.
fn logic_type(cx: &mut Lowerer, t: &ast::TypeExpr, span: Span) -> LResult<Type> {
    cx.lower_type(t, span, false)
}

/// The ACSL built-ins that give a number (the others are predicates).
fn numeric_builtin(n: &str) -> bool {
    matches!(
        n,
        "\\mpi_extent"
            | "\\mpi_offset"
            | "\\mpi_region"
            | "\\block_length"
            | "\\offset"
            | "\\base_addr"
    )
}

impl Lowerer {
    /// A file-scope `predicate` or `logic` definition or declaration.
    pub(crate) fn logic_def(&mut self, d: &ast::LogicDef, span: Span) -> LResult<()> {
        if self.logic_defs.contains_key(&d.name) || self.globals_scope.contains_key(&d.name) {
            return Err(self.error(d.name_span, format!("`{}` is already declared", d.name)));
        }
        let what = match d.ret {
            None => format!("the ACSL predicate `{}`", d.name),
            Some(_) => format!("the ACSL logic function `{}`", d.name),
        };
        if let Some(why) = &d.unsupported {
            self.record(
                span,
                what,
                AnnotationStatus::Unsupported(format!("tass does not interpret {why}")),
            );
            self.logic_defs.insert(d.name.clone(), Arc::new(d.clone()));
            return Ok(());
        }
        if d.body.is_some() {
            // Expanded at each use (and checked there).
            self.logic_defs.insert(d.name.clone(), Arc::new(d.clone()));
            self.record(span, what, AnnotationStatus::Checked);
            return Ok(());
        }
        // A declaration: an abstract (uninterpreted) function.
        let mut params = Vec::new();
        for (t, _, s) in &d.params {
            let ty = logic_type(self, t, *s)?;
            if !ty.is_arithmetic() && ty != Type::Bool {
                return Err(self.error(
                    *s,
                    "a logic function declared without a definition may only take numbers (integer, real, or C arithmetic types)",
                ));
            }
            params.push(ty);
        }
        let ret = match &d.ret {
            Some(t) => {
                let ty = logic_type(self, t, d.name_span)?;
                if !ty.is_arithmetic() && ty != Type::Bool {
                    return Err(self.error(
                        d.name_span,
                        "a logic function declared without a definition must give a number",
                    ));
                }
                ty
            }
            None => Type::Bool,
        };
        let sig = Arc::new(Signature {
            ret,
            params,
            variadic: false,
        });
        self.declare_function(&d.name, sig, FunctionKind::Abstract, d.name_span)?;
        self.record(span, what, AnnotationStatus::Checked);
        Ok(())
    }

    /// An `axiom` of an `axiomatic` block: assumed from the start, and the report says so.
    pub(crate) fn axiom(&mut self, name: &ast::Name, e: &ast::Expr, span: Span) -> LResult<()> {
        let mut fb = self.annotation_context();
        let c = fb.condition_pure(e)?;
        drop(fb);
        self.assumptions.push(c);
        self.record(
            span,
            format!("the ACSL axiom `{name}`"),
            AnnotationStatus::Assumed,
        );
        Ok(())
    }
}

impl FnBuilder<'_> {
    /// The value a `\let` or a logic parameter binds to `n` here, if any.
    pub(crate) fn let_value(&self, n: &str) -> Option<Expr> {
        for (name, v, depth) in self.lets.iter().rev() {
            if &**name == n {
                // A variable bound since the `\let` by the same name hides it.
                if self.bound[*depth..].iter().any(|(b, _)| &**b == n) {
                    return None;
                }
                return Some(shift_bound(v, (self.bound.len() - depth) as u32, 0));
            }
        }
        None
    }

    /// A placeholder of type `ty` for a construct recorded as unsupported: evaluating it
    /// makes the path *unknown*, naming it.
    fn unsupported_expr(&mut self, what: String, why: String, ty: Type, span: Span) -> Expr {
        self.cx
            .record(span, what.clone(), AnnotationStatus::Unsupported(why));
        mk(ExprKind::Builtin(what.into(), Vec::new()), ty, span)
    }

    /// An ACSL built-in applied to `args` (`\valid`, `\sum`, `\let`, ...).
    pub(crate) fn acsl_builtin(
        &mut self,
        n: &ast::Name,
        args: &[ast::Expr],
        span: Span,
    ) -> LResult<Expr> {
        match &**n {
            "\\valid" | "\\valid_read" => {
                let mut out = Vec::new();
                for a in args {
                    let (p, lo, hi) = self.location_set(n, a)?;
                    out.extend([p, lo, hi]);
                }
                Ok(mk(ExprKind::Builtin(n.clone(), out), Type::Bool, span))
            }
            "\\separated" => {
                if args.len() < 2 {
                    return Err(self.error(span, "`\\separated` needs at least two locations"));
                }
                let mut out = Vec::new();
                for a in args {
                    let (p, lo, hi) = self.location_set(n, a)?;
                    out.extend([p, lo, hi]);
                }
                Ok(mk(ExprKind::Builtin(n.clone(), out), Type::Bool, span))
            }
            "\\let" => {
                let [x, value, body] = args else {
                    return Err(self.error(span, "malformed `\\let`"));
                };
                let ast::ExprKind::Ident(x) = &x.kind else {
                    return Err(self.error(span, "malformed `\\let`"));
                };
                let v = self.rvalue(value)?;
                self.lets.push((x.clone(), v, self.bound.len()));
                let r = self.rvalue(body);
                self.lets.pop();
                r
            }
            "\\at" => self.at(args, span),
            ".." => Err(self.error(
                span,
                "a range `lo .. hi` is only allowed in a location: `\\valid(p + (lo .. hi))`, `assigns a[lo .. hi]`, `\\separated(...)`",
            )),
            "\\lambda" => Err(self.error(
                span,
                "`\\lambda` is only allowed as the last argument of `\\sum`, `\\product`, `\\numof`, `\\max` or `\\min`",
            )),
            name => {
                if let Some(op) = FoldOp::of_name(name) {
                    return self.fold(op, args, span);
                }
                let ty = if numeric_builtin(name) {
                    Type::Integer
                } else {
                    Type::Bool
                };
                Ok(self.unsupported_expr(
                    format!("the ACSL built-in `{name}`"),
                    "tass does not interpret it".into(),
                    ty,
                    span,
                ))
            }
        }
    }

    /// A location set of `\valid`/`\separated`: a pointer `p`, `p + (lo .. hi)` or
    /// `&a[lo .. hi]`, as (pointer, lo, hi) (`p` alone is `p + (0 .. 0)`).
    fn location_set(&mut self, what: &str, a: &ast::Expr) -> LResult<(Expr, Expr, Expr)> {
        use ast::ExprKind as K;
        fn range(e: &ast::Expr) -> Option<(&ast::Expr, &ast::Expr)> {
            match &e.kind {
                K::Builtin(r, xs) if &**r == ".." && xs.len() == 2 => Some((&xs[0], &xs[1])),
                _ => None,
            }
        }
        let (p, r) = match &a.kind {
            K::Binary(ast::BinOp::Add, p, k) if range(k).is_some() => (&**p, range(k)),
            K::Binary(ast::BinOp::Add, k, p) if range(k).is_some() => (&**p, range(k)),
            K::Unary(ast::UnOp::AddrOf, x) => match &x.kind {
                K::Index(arr, k) if range(k).is_some() => (&**arr, range(k)),
                _ => (a, None),
            },
            _ => (a, None),
        };
        let pv = self.rvalue(p)?;
        if !matches!(pv.ty, Type::Pointer(_)) {
            return Err(self.error(
                p.span,
                format!("`{what}` needs pointers: `p`, `p + (lo .. hi)` or `&a[lo .. hi]`"),
            ));
        }
        let (lo, hi) = match r {
            Some((lo, hi)) => {
                let lo = self.integer(lo)?;
                let hi = self.integer(hi)?;
                (lo, hi)
            }
            None => (
                mk(ExprKind::Int(0, None), Type::Integer, a.span),
                mk(ExprKind::Int(0, None), Type::Integer, a.span),
            ),
        };
        Ok((pv, lo, hi))
    }

    /// An integer expression, as a mathematical integer.
    fn integer(&mut self, e: &ast::Expr) -> LResult<Expr> {
        let v = self.rvalue(e)?;
        if !v.ty.is_integer() {
            return Err(self.error(e.span, "expected an integer"));
        }
        self.convert(v, &Type::Integer, e.span)
    }

    /// `\sum(lo, hi, \lambda integer k; e)` and the other generalised quantifiers.
    fn fold(&mut self, op: FoldOp, args: &[ast::Expr], span: Span) -> LResult<Expr> {
        let name = op.name();
        let usage = format!("write `{name}(lo, hi, \\lambda integer k; e)`");
        let [lo, hi, f] = args else {
            return Err(self
                .cx
                .error_note(span, format!("`{name}` takes three arguments"), usage));
        };
        let ast::ExprKind::Builtin(l, parts) = &f.kind else {
            return Err(self.cx.error_note(
                f.span,
                format!("the last argument of `{name}` must be a `\\lambda`"),
                usage,
            ));
        };
        let [var, body, ty] = &parts[..] else {
            return Err(self.error(f.span, "malformed `\\lambda`"));
        };
        let (ast::ExprKind::Ident(k), ast::ExprKind::SizeofType(t)) = (&var.kind, &ty.kind) else {
            return Err(self.error(f.span, "malformed `\\lambda`"));
        };
        if &**l != "\\lambda" {
            return Err(self.cx.error_note(
                f.span,
                format!("the last argument of `{name}` must be a `\\lambda`"),
                usage,
            ));
        }
        if !self.cx.lower_type(t, var.span, false)?.is_integer() {
            return Err(self.error(
                var.span,
                format!("the variable of `{name}` must be an integer"),
            ));
        }
        let lo = self.integer(lo)?;
        let hi = self.integer(hi)?;
        self.bound.push((k.clone(), Type::Integer));
        let b = if op == FoldOp::Numof {
            self.condition(body)
        } else {
            self.rvalue(body)
        };
        self.bound.pop();
        let b = b?;
        let ty = match op {
            FoldOp::Numof => Type::Integer,
            _ if b.ty.is_integer() => Type::Integer,
            _ if b.ty.is_real() => Type::MathReal,
            _ => {
                return Err(self.error(body.span, format!("the body of `{name}` must be a number")))
            }
        };
        // The body is converted under the binder (no bound variable moves).
        let b = if op == FoldOp::Numof {
            b
        } else {
            self.convert(b, &ty, body.span)?
        };
        Ok(mk(
            ExprKind::Fold {
                op,
                var: k.clone(),
                lo: Box::new(lo),
                hi: Box::new(hi),
                body: Box::new(b),
            },
            ty,
            span,
        ))
    }

    /// `\at(e, L)`.
    fn at(&mut self, args: &[ast::Expr], span: Span) -> LResult<Expr> {
        let [e, l] = args else {
            return Err(self.error(span, "`\\at` takes an expression and a label: `\\at(e, L)`"));
        };
        let ast::ExprKind::Ident(label) = &l.kind else {
            return Err(self.error(l.span, "the second argument of `\\at` must be a label"));
        };
        match &**label {
            "Here" | "LoopCurrent" => self.expr(e),
            "Post" if self.in_ensures => self.expr(e),
            "Pre" | "Old" if self.in_ensures => {
                let v = self.expr(e)?;
                let ty = v.ty.clone();
                Ok(mk(ExprKind::Old(Box::new(v)), ty, span))
            }
            "Post" => {
                let v = self.expr(e)?;
                Ok(self.unsupported_expr(
                    format!("`\\at(..., {label})`"),
                    format!("tass reads the label `{label}` only in `ensures` clauses"),
                    v.ty,
                    span,
                ))
            }
            _ => {
                let point = match &**label {
                    "Pre" | "Old" => self.func.map(|_| 0),
                    "LoopEntry" => match self.loop_snaps.last() {
                        Some(k) => Some(*k),
                        None => {
                            return Err(self.error(
                                l.span,
                                "`\\at(e, LoopEntry)` is only meaningful inside a loop or in its annotations",
                            ))
                        }
                    },
                    _ => self.label_snaps.get(label).copied(),
                };
                let v = self.expr(e)?;
                if let Some(k) = point {
                    match self.at_point(&v, k) {
                        Ok(x) => return Ok(x),
                        Err(AtError::Bad(msg)) => return Err(self.error(e.span, msg)),
                        Err(AtError::Unsupported(why)) => {
                            return Ok(self.unsupported_expr(
                                format!("`\\at(..., {label})`"),
                                why,
                                v.ty,
                                span,
                            ))
                        }
                    }
                }
                Ok(self.unsupported_expr(
                    format!("`\\at(..., {label})`"),
                    match &**label {
                        "Pre" | "Old" | "Post" => {
                            format!("tass reads the label `{label}` only in `ensures` clauses")
                        }
                        _ => format!("the C label `{label}` is not defined before this annotation in the function (tass saves the state where the label is passed)"),
                    },
                    v.ty,
                    span,
                ))
            }
        }
    }

    /// `e` read at snapshot point `k`: each variable it reads is saved in a hidden local
    /// when control passes the point (inputs never change; bound variables are
    /// quantified). Memory reached through a pointer is not saved: unsupported.
    fn at_point(&mut self, e: &Expr, k: usize) -> Result<Expr, AtError> {
        match &e.kind {
            ExprKind::Var(VarRef::Bound(_)) => Ok(e.clone()),
            ExprKind::Var(VarRef::Shared(i))
                if self.cx.shared[*i as usize].io == ast::IoKind::Input =>
            {
                Ok(e.clone())
            }
            ExprKind::Var(v) => {
                let sp = &self.snaps[k];
                if let VarRef::Local(i) = v {
                    if *i as usize >= sp.nlocals {
                        return Err(AtError::Bad(format!(
                            "`{}` is not declared where control passes the label `{}`",
                            self.locals[*i as usize].name, sp.label
                        )));
                    }
                }
                let local = match sp.saves.iter().find(|(x, _)| x == v) {
                    Some((_, l)) => *l,
                    None => {
                        let name = match v {
                            VarRef::Local(i) => self.locals[*i as usize].name.clone(),
                            VarRef::Global(i) => self.cx.globals[*i as usize].name.clone(),
                            VarRef::Shared(i) => self.cx.shared[*i as usize].var.name.clone(),
                            VarRef::Bound(_) => "?".into(),
                        };
                        let local = self.locals.len() as u32;
                        let label = sp.label.clone();
                        self.locals.push(Var {
                            name: format!("\\at({name}, {label})").into(),
                            ty: e.ty.clone(),
                            span: e.span,
                        });
                        self.snaps[k].saves.push((*v, local));
                        local
                    }
                };
                Ok(mk(
                    ExprKind::Var(VarRef::Local(local)),
                    e.ty.clone(),
                    e.span,
                ))
            }
            ExprKind::Deref(_) | ExprKind::AddrOf(_) => Err(AtError::Unsupported(
                "tass saves variables at labels, not memory reached through pointers".into(),
            )),
            ExprKind::Old(_) | ExprKind::Result | ExprKind::Proc { .. } | ExprKind::Spec(_) => Err(
                AtError::Unsupported("`\\old`, `\\result`, `PROC` and `spec` inside `\\at`".into()),
            ),
            ExprKind::Builtin(_, args) if args.iter().any(|a| matches!(a.ty, Type::Pointer(_))) => {
                Err(AtError::Unsupported(
                    "built-ins (`\\valid`, ...) inside `\\at` at a label".into(),
                ))
            }
            _ => {
                let mut err = None;
                let r = map_children(e, &mut |c| match self.at_point(c, k) {
                    Ok(x) => Ok(x),
                    Err(x) => {
                        err = Some(x);
                        Err(String::new())
                    }
                });
                match (r, err) {
                    (Ok(x), _) => Ok(x),
                    (Err(_), Some(x)) => Err(x),
                    (Err(m), None) => Err(AtError::Unsupported(m)),
                }
            }
        }
    }

    /// A use `p(args)` of a logic definition: its body with the parameters bound to the
    /// arguments, or the placeholder of an unsupported definition.
    pub(crate) fn logic_use(
        &mut self,
        d: Arc<ast::LogicDef>,
        args: &[ast::Expr],
        span: Span,
    ) -> LResult<Expr> {
        let ret = match &d.ret {
            Some(t) => logic_type(self.cx, t, d.name_span)?,
            None => Type::Bool,
        };
        if args.len() != d.params.len() {
            return Err(self.error(
                span,
                format!(
                    "`{}` takes {} argument(s), {} given",
                    d.name,
                    d.params.len(),
                    args.len()
                ),
            ));
        }
        if d.unsupported.is_some() {
            return Ok(mk(
                ExprKind::Builtin(
                    format!("the ACSL definition `{}`", d.name).into(),
                    Vec::new(),
                ),
                ret,
                span,
            ));
        }
        if self.expanding.iter().any(|n| *n == d.name) || self.expanding.len() >= 64 {
            return Ok(self.unsupported_expr(
                format!("the recursive ACSL definition `{}`", d.name),
                "tass expands logic definitions at their uses; a recursive one cannot be expanded"
                    .into(),
                ret,
                span,
            ));
        }
        let mut values = Vec::new();
        for ((t, pn, ps), a) in d.params.iter().zip(args) {
            let pty = logic_type(self.cx, t, *ps)?;
            let v = self.rvalue(a)?;
            let v = self.convert(v, &pty, a.span)?;
            values.push((pn.clone(), v, 0usize));
        }
        // The body sees the parameters and the file scope only.
        let scopes = std::mem::replace(&mut self.scopes, vec![Default::default()]);
        let bound = std::mem::take(&mut self.bound);
        let lets = std::mem::replace(&mut self.lets, values);
        let in_ensures = std::mem::replace(&mut self.in_ensures, false);
        self.expanding.push(d.name.clone());
        let body = d.body.as_ref().expect("a definition with a body");
        let r = if d.ret.is_none() {
            self.condition(body)
        } else {
            self.rvalue(body)
                .and_then(|v| self.convert(v, &ret, body.span))
        };
        self.expanding.pop();
        self.in_ensures = in_ensures;
        self.lets = lets;
        self.bound = bound;
        self.scopes = scopes;
        let mut v = r?;
        v.span = span;
        Ok(v)
    }
}

/// Why `\at(e, L)` cannot be read from saved variables.
enum AtError {
    /// The program is wrong (a variable not declared at the label).
    Bad(String),
    /// tass does not support it.
    Unsupported(String),
}
