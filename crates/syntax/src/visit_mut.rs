//! The traversal of [`crate::visit`] over a tree a pass changes, in the style of
//! `syn::visit_mut`: a [`VisitMut`] trait with one `visit_*_mut` method per kind of node,
//! each by default calling the `walk_*_mut` function of that node, which visits every
//! child, in source order (the order of [`crate::visit`]).
//!
//! As there, a pass overrides the methods of the nodes it looks at or changes, and leaves
//! out what it does not enter by overriding that method with one that does nothing; the
//! `walk_*_mut` functions match every variant without a catch-all arm.
//!
//! A pass that changes an expression's children keeps its [`Expr::height`] right
//! (rebuilding it with [`Expr::new`] does). A struct or union type shared by several
//! declarators (an `Arc<StructSpec>`) is walked at each of them, made the declarator's
//! own first (`Arc::make_mut`): a pass that does not change types leaves them shared by
//! overriding [`VisitMut::visit_type_mut`].

use crate::ast::*;
use std::sync::Arc;

/// A visitor of the AST that may change it: each method visits one node; the default
/// visits its children (`walk_*_mut`).
pub trait VisitMut {
    /// A whole program.
    fn visit_unit_mut(&mut self, u: &mut TranslationUnit) {
        walk_unit_mut(self, u)
    }
    /// A file-scope item.
    fn visit_external_decl_mut(&mut self, d: &mut ExternalDecl) {
        walk_external_decl_mut(self, d)
    }
    /// A function definition.
    fn visit_function_mut(&mut self, f: &mut FunctionDef) {
        walk_function_mut(self, f)
    }
    /// A declaration.
    fn visit_decl_mut(&mut self, d: &mut Declaration) {
        walk_decl_mut(self, d)
    }
    /// An initializer.
    fn visit_init_mut(&mut self, i: &mut Initializer) {
        walk_init_mut(self, i)
    }
    /// A designator of an initializer list.
    fn visit_designator_mut(&mut self, d: &mut Designator) {
        walk_designator_mut(self, d)
    }
    /// A type as written (its children: array lengths, bit-field widths, enumerator
    /// values, the types it is made of).
    fn visit_type_mut(&mut self, t: &mut TypeExpr) {
        walk_type_mut(self, t)
    }
    /// A statement.
    fn visit_stmt_mut(&mut self, s: &mut Stmt) {
        walk_stmt_mut(self, s)
    }
    /// An expression.
    fn visit_expr_mut(&mut self, e: &mut Expr) {
        walk_expr_mut(self, e)
    }
    /// An annotation (a statement, a loop's, a contract clause, at file scope).
    fn visit_annotation_mut(&mut self, a: &mut Annotation) {
        walk_annotation_mut(self, a)
    }
}

/// Visits the items of `u`.
pub fn walk_unit_mut<V: VisitMut + ?Sized>(v: &mut V, u: &mut TranslationUnit) {
    for d in &mut u.items {
        v.visit_external_decl_mut(d);
    }
}

/// Visits the declaration, function, input macro or annotation `d`.
pub fn walk_external_decl_mut<V: VisitMut + ?Sized>(v: &mut V, d: &mut ExternalDecl) {
    match d {
        ExternalDecl::Decl(d) => v.visit_decl_mut(d),
        ExternalDecl::Function(f) => v.visit_function_mut(f),
        ExternalDecl::InputMacro(m) => {
            v.visit_type_mut(&mut m.ty);
            if let Some(c) = &mut m.cond {
                v.visit_expr_mut(c);
            }
        }
        ExternalDecl::Annotation(a) => v.visit_annotation_mut(a),
    }
}

/// Visits the contract, the type and the body of `f`.
pub fn walk_function_mut<V: VisitMut + ?Sized>(v: &mut V, f: &mut FunctionDef) {
    for a in &mut f.contract {
        v.visit_annotation_mut(a);
    }
    v.visit_type_mut(&mut f.ty);
    v.visit_stmt_mut(&mut f.body);
}

/// Visits the pragmas' expressions, the base type and the declarators (type, then
/// initializer) of `d`.
pub fn walk_decl_mut<V: VisitMut + ?Sized>(v: &mut V, d: &mut Declaration) {
    if let Some(io) = &mut d.io {
        if let Some(c) = &mut io.cond {
            v.visit_expr_mut(c);
        }
    }
    match &mut d.fn_kind {
        Some(FnAnnotation::System(Some(g))) => v.visit_expr_mut(g),
        Some(FnAnnotation::System(None) | FnAnnotation::Abstract) | None => {}
    }
    v.visit_type_mut(&mut d.base);
    for dcl in &mut d.declarators {
        v.visit_type_mut(&mut dcl.ty);
        if let Some(i) = &mut dcl.init {
            v.visit_init_mut(i);
        }
    }
}

/// Visits the expression of `i`, or the designators and initializers of its list.
pub fn walk_init_mut<V: VisitMut + ?Sized>(v: &mut V, i: &mut Initializer) {
    match i {
        Initializer::Expr(e) => v.visit_expr_mut(e),
        Initializer::List(items, _) => {
            for (ds, i) in items {
                for d in ds {
                    v.visit_designator_mut(d);
                }
                v.visit_init_mut(i);
            }
        }
    }
}

/// Visits the index of `d`.
pub fn walk_designator_mut<V: VisitMut + ?Sized>(v: &mut V, d: &mut Designator) {
    match d {
        Designator::Index(e) => v.visit_expr_mut(e),
        Designator::Field(..) => {}
    }
}

/// Visits the types and expressions `t` is made of.
pub fn walk_type_mut<V: VisitMut + ?Sized>(v: &mut V, t: &mut TypeExpr) {
    match t {
        TypeExpr::Void | TypeExpr::Int { .. } | TypeExpr::Float(_) | TypeExpr::Named(..) => {}
        TypeExpr::Struct(s) => {
            for f in Arc::make_mut(s).fields.iter_mut().flatten() {
                v.visit_type_mut(&mut f.ty);
                if let Some(b) = &mut f.bits {
                    v.visit_expr_mut(b);
                }
            }
        }
        TypeExpr::Enum(e) => {
            for (_, value, _) in Arc::make_mut(e).items.iter_mut().flatten() {
                if let Some(x) = value {
                    v.visit_expr_mut(x);
                }
            }
        }
        TypeExpr::Qualified(_, t) | TypeExpr::Pointer(t) => v.visit_type_mut(t),
        TypeExpr::Array(t, len) => {
            v.visit_type_mut(t);
            if let Some(n) = len {
                v.visit_expr_mut(n);
            }
        }
        TypeExpr::Function {
            ret,
            params,
            variadic: _,
            old_style: _,
        } => {
            v.visit_type_mut(ret);
            for p in params {
                v.visit_type_mut(&mut p.ty);
            }
        }
    }
}

/// Visits the annotations, expressions and statements of `s`, in source order (a
/// loop's annotations first).
pub fn walk_stmt_mut<V: VisitMut + ?Sized>(v: &mut V, s: &mut Stmt) {
    match &mut s.kind {
        StmtKind::Expr(e) | StmtKind::Return(e) => {
            if let Some(e) = e {
                v.visit_expr_mut(e);
            }
        }
        StmtKind::Decl(d) => v.visit_decl_mut(d),
        StmtKind::Block(ss) => {
            for s in ss {
                v.visit_stmt_mut(s);
            }
        }
        StmtKind::If(c, a, b) => {
            v.visit_expr_mut(c);
            v.visit_stmt_mut(a);
            if let Some(b) = b {
                v.visit_stmt_mut(b);
            }
        }
        StmtKind::While(c, body, annots) => {
            for a in annots {
                v.visit_annotation_mut(a);
            }
            v.visit_expr_mut(c);
            v.visit_stmt_mut(body);
        }
        StmtKind::DoWhile(body, c, annots) => {
            for a in annots {
                v.visit_annotation_mut(a);
            }
            v.visit_stmt_mut(body);
            v.visit_expr_mut(c);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
            annots,
        } => {
            for a in annots {
                v.visit_annotation_mut(a);
            }
            if let Some(i) = init {
                v.visit_stmt_mut(i);
            }
            for e in [cond, step].into_iter().flatten() {
                v.visit_expr_mut(e);
            }
            v.visit_stmt_mut(body);
        }
        StmtKind::Switch(e, b) => {
            v.visit_expr_mut(e);
            v.visit_stmt_mut(b);
        }
        StmtKind::Case(lo, hi, b) => {
            v.visit_expr_mut(lo);
            if let Some(hi) = hi {
                v.visit_expr_mut(hi);
            }
            v.visit_stmt_mut(b);
        }
        StmtKind::Default(b) | StmtKind::Labeled(_, b) => v.visit_stmt_mut(b),
        StmtKind::Goto(_) | StmtKind::Break | StmtKind::Continue => {}
        StmtKind::Annotation(a) => v.visit_annotation_mut(a),
    }
}

/// Visits the children of `e` (see [`walk_expr_kind_mut`]).
pub fn walk_expr_mut<V: VisitMut + ?Sized>(v: &mut V, e: &mut Expr) {
    walk_expr_kind_mut(v, &mut e.kind)
}

/// Visits the subexpressions, types, initializers and statements of an expression, in
/// source order (a cast's type before its operand, a quantifier's variables' types
/// before its restriction and body).
pub fn walk_expr_kind_mut<V: VisitMut + ?Sized>(v: &mut V, k: &mut ExprKind) {
    use ExprKind as K;
    match k {
        K::Ident(_)
        | K::Int(_)
        | K::Float { .. }
        | K::Char(_)
        | K::Str(_)
        | K::Result
        | K::Spec(_) => {}
        K::Unary(_, a) | K::SizeofExpr(a) | K::Old(a) | K::Member(a, _, _) => v.visit_expr_mut(a),
        K::Binary(_, a, b) | K::Assign(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
            v.visit_expr_mut(a);
            v.visit_expr_mut(b);
        }
        K::Cond(a, b, c) => {
            v.visit_expr_mut(a);
            v.visit_expr_mut(b);
            v.visit_expr_mut(c);
        }
        K::Call(f, args) => {
            v.visit_expr_mut(f);
            for a in args {
                v.visit_expr_mut(a);
            }
        }
        K::Cast(t, a) => {
            v.visit_type_mut(t);
            v.visit_expr_mut(a);
        }
        K::SizeofType(t) | K::AlignofType(t) => v.visit_type_mut(t),
        K::CompoundLit(t, i) => {
            v.visit_type_mut(t);
            v.visit_init_mut(i);
        }
        K::Quant {
            q: _,
            vars,
            restrict,
            body,
        } => {
            for (t, _, _) in vars {
                v.visit_type_mut(t);
            }
            if let Some(r) = restrict {
                v.visit_expr_mut(r);
            }
            v.visit_expr_mut(body);
        }
        K::Proc { rank, .. } => v.visit_expr_mut(rank),
        K::StmtExpr(s) => v.visit_stmt_mut(s),
        K::Builtin(_, args) => {
            for a in args {
                v.visit_expr_mut(a);
            }
        }
    }
}

/// Visits the expressions and types of an annotation.
pub fn walk_annotation_mut<V: VisitMut + ?Sized>(v: &mut V, a: &mut Annotation) {
    walk_annot_kind_mut(v, &mut a.kind)
}

/// Visits the expressions and types of an annotation kind (a `for` clause's clause, a
/// logic definition's parameter types, result type and body, an `ipp` annotation's
/// expressions).
pub fn walk_annot_kind_mut<V: VisitMut + ?Sized>(v: &mut V, k: &mut AnnotKind) {
    use AnnotKind as K;
    match k {
        K::Assert(e, _)
        | K::Assume(e, _)
        | K::Invariant(_, e, _)
        | K::Collective(_, _, e)
        | K::Joint(_, _, e)
        | K::LoopVariant(e)
        | K::Requires(e)
        | K::Ensures(e)
        | K::Assumes(e)
        | K::Decreases(e)
        | K::Axiom(_, e) => v.visit_expr_mut(e),
        K::LoopAssigns(es) | K::Assigns(es) => {
            for e in es {
                v.visit_expr_mut(e);
            }
        }
        K::For(_, k) => walk_annot_kind_mut(v, k),
        K::Logic(l) => {
            for (t, _, _) in &mut l.params {
                v.visit_type_mut(t);
            }
            if let Some(t) = &mut l.ret {
                v.visit_type_mut(t);
            }
            if let Some(b) = &mut l.body {
                v.visit_expr_mut(b);
            }
        }
        K::Ipp(i) => match &mut **i {
            IppAnnot::Channel { dest, src, tag, .. } => {
                v.visit_expr_mut(dest);
                v.visit_expr_mut(src);
                v.visit_expr_mut(tag);
            }
            IppAnnot::Invariant { pred, .. } => v.visit_expr_mut(pred),
            IppAnnot::Uniform { .. } | IppAnnot::DeadlockProof { .. } => {}
        },
        K::Behavior(_) | K::Behaviors(..) | K::Other(_) | K::Ignored(_) | K::Foreign(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::visit::tests::{every_node, Plant, Reached};
    use crate::visit::Visit;

    /// Renames the leaves planted as `nI` to `mI`, recording the names it met, in order.
    #[derive(Default)]
    struct Rename(Vec<String>);

    impl Rename {
        fn rename(&mut self, n: &mut Name) {
            self.0.push(n.to_string());
            *n = n.replacen('n', "m", 1).into();
        }
    }

    impl VisitMut for Rename {
        fn visit_expr_mut(&mut self, e: &mut Expr) {
            if let ExprKind::Ident(n) = &mut e.kind {
                self.rename(n);
            }
            walk_expr_mut(self, e)
        }
        fn visit_type_mut(&mut self, t: &mut TypeExpr) {
            if let TypeExpr::Named(n, _) = t {
                self.rename(n);
            }
            walk_type_mut(self, t)
        }
    }

    #[test]
    fn the_mutable_visitor_reaches_every_child_of_every_variant() {
        let mut p = Plant::default();
        let mut unit = every_node(&mut p);
        let mut before = Reached::default();
        before.visit_unit(&unit);
        let mut r = Rename::default();
        r.visit_unit_mut(&mut unit);
        // The children in the order of `Visit`.
        assert_eq!(r.0, before.0);
        let mut met = r.0;
        met.sort();
        let mut planted: Vec<String> = (1..=p.0).map(|i| format!("n{i}")).collect();
        planted.sort();
        // Every leaf once: no child left out, none visited twice.
        assert_eq!(met, planted);
        // And every one changed in place.
        let mut after = Reached::default();
        after.visit_unit(&unit);
        let renamed: Vec<String> = before.0.iter().map(|n| n.replacen('n', "m", 1)).collect();
        assert_eq!(after.0, renamed);
    }
}
