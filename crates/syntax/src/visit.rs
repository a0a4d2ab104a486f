//! One traversal of the AST, in the style of `syn::visit`: a [`Visit`] trait with one
//! method per kind of node, each by default calling the `walk_*` function of that node,
//! which visits every child, in source order.
//!
//! A pass overrides the methods of the nodes it looks at and calls `walk_*` from them to
//! go on into the children; what it leaves out (the types, the annotations, ...) it
//! leaves out by overriding that method with one that does nothing, in one place. The
//! `walk_*` functions match every variant without a catch-all arm, so a new kind of node
//! is a compile error here, not a child some pass silently skips.
//!
//! A struct or union type shared by several declarators (an `Arc<StructSpec>`) is walked
//! at each of them.
//!
//! [`Expr::new`] is defined here, not in [`crate::ast`]: an expression's height is one
//! more than that of its highest direct subexpression, which this module's walk finds
//! (the AST module names no traversal). [`crate::visit_mut`] is the same traversal over
//! a tree it may change.

use crate::ast::*;
use crate::source::Span;

impl Expr {
    /// An expression without macro origin, its height one more than that of its highest
    /// direct subexpression ([`Expr::height`]).
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        let mut direct = Direct(0);
        walk_expr_kind(&mut direct, &kind);
        Expr {
            kind,
            span,
            macro_name: None,
            height: direct.0.saturating_add(1),
        }
    }
}

/// The greatest height of the expressions an expression's walk reaches directly (0 for
/// a leaf): not through its types, initializers or statements (the parser counts those).
struct Direct(u32);

impl<'ast> Visit<'ast> for Direct {
    fn visit_expr(&mut self, e: &'ast Expr) {
        self.0 = self.0.max(e.height);
    }
    fn visit_type(&mut self, _: &'ast TypeExpr) {}
    fn visit_init(&mut self, _: &'ast Initializer) {}
    fn visit_stmt(&mut self, _: &'ast Stmt) {}
}

/// A visitor of the AST: each method visits one node; the default visits its children
/// (`walk_*`).
pub trait Visit<'ast> {
    /// A whole program.
    fn visit_unit(&mut self, u: &'ast TranslationUnit) {
        walk_unit(self, u)
    }
    /// A file-scope item.
    fn visit_external_decl(&mut self, d: &'ast ExternalDecl) {
        walk_external_decl(self, d)
    }
    /// A function definition.
    fn visit_function(&mut self, f: &'ast FunctionDef) {
        walk_function(self, f)
    }
    /// A declaration.
    fn visit_decl(&mut self, d: &'ast Declaration) {
        walk_decl(self, d)
    }
    /// An initializer.
    fn visit_init(&mut self, i: &'ast Initializer) {
        walk_init(self, i)
    }
    /// A designator of an initializer list.
    fn visit_designator(&mut self, d: &'ast Designator) {
        walk_designator(self, d)
    }
    /// A type as written (its children: array lengths, bit-field widths, enumerator
    /// values, the types it is made of).
    fn visit_type(&mut self, t: &'ast TypeExpr) {
        walk_type(self, t)
    }
    /// A statement.
    fn visit_stmt(&mut self, s: &'ast Stmt) {
        walk_stmt(self, s)
    }
    /// An expression.
    fn visit_expr(&mut self, e: &'ast Expr) {
        walk_expr(self, e)
    }
    /// An annotation (a statement, a loop's, a contract clause, at file scope).
    fn visit_annotation(&mut self, a: &'ast Annotation) {
        walk_annotation(self, a)
    }
}

/// Visits the items of `u`.
pub fn walk_unit<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, u: &'ast TranslationUnit) {
    for d in &u.items {
        v.visit_external_decl(d);
    }
}

/// Visits the declaration, function, input macro or annotation `d`.
pub fn walk_external_decl<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, d: &'ast ExternalDecl) {
    match d {
        ExternalDecl::Decl(d) => v.visit_decl(d),
        ExternalDecl::Function(f) => v.visit_function(f),
        ExternalDecl::InputMacro(m) => {
            v.visit_type(&m.ty);
            if let Some(c) = &m.cond {
                v.visit_expr(c);
            }
        }
        ExternalDecl::Annotation(a) => v.visit_annotation(a),
    }
}

/// Visits the contract, the type and the body of `f`.
pub fn walk_function<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, f: &'ast FunctionDef) {
    for a in &f.contract {
        v.visit_annotation(a);
    }
    v.visit_type(&f.ty);
    v.visit_stmt(&f.body);
}

/// Visits the pragmas' expressions, the base type and the declarators (type, then
/// initializer) of `d`.
pub fn walk_decl<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, d: &'ast Declaration) {
    if let Some(io) = &d.io {
        if let Some(c) = &io.cond {
            v.visit_expr(c);
        }
    }
    match &d.fn_kind {
        Some(FnAnnotation::System(Some(g))) => v.visit_expr(g),
        Some(FnAnnotation::System(None) | FnAnnotation::Abstract) | None => {}
    }
    v.visit_type(&d.base);
    for dcl in &d.declarators {
        v.visit_type(&dcl.ty);
        if let Some(i) = &dcl.init {
            v.visit_init(i);
        }
    }
}

/// Visits the expression of `i`, or the designators and initializers of its list.
pub fn walk_init<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, i: &'ast Initializer) {
    match i {
        Initializer::Expr(e) => v.visit_expr(e),
        Initializer::List(items, _) => {
            for (ds, i) in items {
                for d in ds {
                    v.visit_designator(d);
                }
                v.visit_init(i);
            }
        }
    }
}

/// Visits the index of `d`.
pub fn walk_designator<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, d: &'ast Designator) {
    match d {
        Designator::Index(e) => v.visit_expr(e),
        Designator::Field(..) => {}
    }
}

/// Visits the types and expressions `t` is made of.
pub fn walk_type<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, t: &'ast TypeExpr) {
    match t {
        TypeExpr::Void | TypeExpr::Int { .. } | TypeExpr::Float(_) | TypeExpr::Named(..) => {}
        TypeExpr::Struct(s) => {
            for f in s.fields.iter().flatten() {
                v.visit_type(&f.ty);
                if let Some(b) = &f.bits {
                    v.visit_expr(b);
                }
            }
        }
        TypeExpr::Enum(e) => {
            for (_, value, _) in e.items.iter().flatten() {
                if let Some(x) = value {
                    v.visit_expr(x);
                }
            }
        }
        TypeExpr::Qualified(_, t) | TypeExpr::Pointer(t) => v.visit_type(t),
        TypeExpr::Array(t, len) => {
            v.visit_type(t);
            if let Some(n) = len {
                v.visit_expr(n);
            }
        }
        TypeExpr::Function {
            ret,
            params,
            variadic: _,
            old_style: _,
        } => {
            v.visit_type(ret);
            for p in params {
                v.visit_type(&p.ty);
            }
        }
    }
}

/// Visits the annotations, expressions and statements of `s`, in source order (a
/// loop's annotations first).
pub fn walk_stmt<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, s: &'ast Stmt) {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(e) => {
            if let Some(e) = e {
                v.visit_expr(e);
            }
        }
        StmtKind::Decl(d) => v.visit_decl(d),
        StmtKind::Block(ss) => {
            for s in ss {
                v.visit_stmt(s);
            }
        }
        StmtKind::If(c, a, b) => {
            v.visit_expr(c);
            v.visit_stmt(a);
            if let Some(b) = b {
                v.visit_stmt(b);
            }
        }
        StmtKind::While(c, body, annots) => {
            for a in annots {
                v.visit_annotation(a);
            }
            v.visit_expr(c);
            v.visit_stmt(body);
        }
        StmtKind::DoWhile(body, c, annots) => {
            for a in annots {
                v.visit_annotation(a);
            }
            v.visit_stmt(body);
            v.visit_expr(c);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
            annots,
        } => {
            for a in annots {
                v.visit_annotation(a);
            }
            if let Some(i) = init {
                v.visit_stmt(i);
            }
            for e in [cond, step].into_iter().flatten() {
                v.visit_expr(e);
            }
            v.visit_stmt(body);
        }
        StmtKind::Switch(e, b) => {
            v.visit_expr(e);
            v.visit_stmt(b);
        }
        StmtKind::Case(lo, hi, b) => {
            v.visit_expr(lo);
            if let Some(hi) = hi {
                v.visit_expr(hi);
            }
            v.visit_stmt(b);
        }
        StmtKind::Default(b) | StmtKind::Labeled(_, b) => v.visit_stmt(b),
        StmtKind::Goto(_) | StmtKind::Break | StmtKind::Continue => {}
        StmtKind::Annotation(a) => v.visit_annotation(a),
    }
}

/// Visits the children of `e` (see [`walk_expr_kind`]).
pub fn walk_expr<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, e: &'ast Expr) {
    walk_expr_kind(v, &e.kind)
}

/// Visits the subexpressions, types, initializers and statements of an expression, in
/// source order (a cast's type before its operand, a quantifier's variables' types
/// before its restriction and body).
pub fn walk_expr_kind<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, k: &'ast ExprKind) {
    use ExprKind as K;
    match k {
        K::Ident(_)
        | K::Int(_)
        | K::Float { .. }
        | K::Char(_)
        | K::Str(_)
        | K::Result
        | K::Spec(_) => {}
        K::Unary(_, a) | K::SizeofExpr(a) | K::Old(a) | K::Member(a, _, _) => v.visit_expr(a),
        K::Binary(_, a, b) | K::Assign(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
            v.visit_expr(a);
            v.visit_expr(b);
        }
        K::Cond(a, b, c) => {
            v.visit_expr(a);
            v.visit_expr(b);
            v.visit_expr(c);
        }
        K::Call(f, args) => {
            v.visit_expr(f);
            for a in args {
                v.visit_expr(a);
            }
        }
        K::Cast(t, a) => {
            v.visit_type(t);
            v.visit_expr(a);
        }
        K::SizeofType(t) | K::AlignofType(t) => v.visit_type(t),
        K::CompoundLit(t, i) => {
            v.visit_type(t);
            v.visit_init(i);
        }
        K::Quant {
            q: _,
            vars,
            restrict,
            body,
        } => {
            for (t, _, _) in vars {
                v.visit_type(t);
            }
            if let Some(r) = restrict {
                v.visit_expr(r);
            }
            v.visit_expr(body);
        }
        K::Proc { rank, .. } => v.visit_expr(rank),
        K::StmtExpr(s) => v.visit_stmt(s),
        K::Builtin(_, args) => {
            for a in args {
                v.visit_expr(a);
            }
        }
    }
}

/// Visits the expressions and types of an annotation.
pub fn walk_annotation<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, a: &'ast Annotation) {
    walk_annot_kind(v, &a.kind)
}

/// Visits the expressions and types of an annotation kind (a `for` clause's clause, a
/// logic definition's parameter types, result type and body, an `ipp` annotation's
/// expressions).
pub fn walk_annot_kind<'ast, V: Visit<'ast> + ?Sized>(v: &mut V, k: &'ast AnnotKind) {
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
        | K::Axiom(_, e) => v.visit_expr(e),
        K::LoopAssigns(es) | K::Assigns(es) => {
            for e in es {
                v.visit_expr(e);
            }
        }
        K::For(_, k) => walk_annot_kind(v, k),
        K::Logic(l) => {
            for (t, _, _) in &l.params {
                v.visit_type(t);
            }
            if let Some(t) = &l.ret {
                v.visit_type(t);
            }
            if let Some(b) = &l.body {
                v.visit_expr(b);
            }
        }
        K::Ipp(i) => match &**i {
            IppAnnot::Channel { dest, src, tag, .. } => {
                v.visit_expr(dest);
                v.visit_expr(src);
                v.visit_expr(tag);
            }
            IppAnnot::Invariant { pred, .. } => v.visit_expr(pred),
            IppAnnot::Uniform { .. } | IppAnnot::DeadlockProof { .. } => {}
        },
        K::Behavior(_) | K::Behaviors(..) | K::Other(_) | K::Ignored(_) | K::Foreign(_) => {}
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::sync::Arc;

    /// Plants leaves with fresh names: identifiers in expression positions, typedef
    /// names in type positions.
    #[derive(Default)]
    pub(crate) struct Plant(pub(crate) u32);

    impl Plant {
        fn name(&mut self) -> Name {
            self.0 += 1;
            format!("n{}", self.0).into()
        }
        fn e(&mut self) -> Expr {
            Expr::new(ExprKind::Ident(self.name()), Span::default())
        }
        fn be(&mut self) -> Box<Expr> {
            Box::new(self.e())
        }
        fn t(&mut self) -> TypeExpr {
            TypeExpr::Named(self.name(), Span::default())
        }
        fn bt(&mut self) -> Box<TypeExpr> {
            Box::new(self.t())
        }
        fn s(&mut self) -> Stmt {
            stmt(StmtKind::Expr(Some(self.e())))
        }
        fn bs(&mut self) -> Box<Stmt> {
            Box::new(self.s())
        }
        fn a(&mut self) -> Annotation {
            Annotation {
                kind: AnnotKind::Requires(self.e()),
                span: Span::default(),
            }
        }
        fn init(&mut self) -> Initializer {
            Initializer::List(
                vec![
                    (
                        vec![Designator::Index(self.e())],
                        Initializer::Expr(self.e()),
                    ),
                    (
                        vec![Designator::Field("f".into(), Span::default())],
                        Initializer::Expr(self.e()),
                    ),
                ],
                Span::default(),
            )
        }
    }

    fn stmt(kind: StmtKind) -> Stmt {
        Stmt {
            kind,
            span: Span::default(),
        }
    }

    /// The leaves reached, in order.
    #[derive(Default)]
    pub(crate) struct Reached(pub(crate) Vec<String>);

    impl<'ast> Visit<'ast> for Reached {
        fn visit_expr(&mut self, e: &'ast Expr) {
            if let ExprKind::Ident(n) = &e.kind {
                self.0.push(n.to_string());
            }
            walk_expr(self, e)
        }
        fn visit_type(&mut self, t: &'ast TypeExpr) {
            if let TypeExpr::Named(n, _) = t {
                self.0.push(n.to_string());
            }
            walk_type(self, t)
        }
    }

    /// One expression of every kind, each child a planted leaf.
    fn exprs(p: &mut Plant) -> Vec<ExprKind> {
        use ExprKind as K;
        vec![
            K::Ident(p.name()),
            K::Int(IntLit {
                value: 1,
                unsigned: false,
                longs: 0,
                decimal: true,
            }),
            K::Float {
                text: "1.0".into(),
                single: false,
                long: false,
            },
            K::Char(0),
            K::Str(Vec::new()),
            K::Unary(UnOp::Neg, p.be()),
            K::Binary(BinOp::Add, p.be(), p.be()),
            K::Assign(None, p.be(), p.be()),
            K::Cond(p.be(), p.be(), p.be()),
            K::Comma(p.be(), p.be()),
            K::Call(p.be(), vec![p.e(), p.e()]),
            K::Index(p.be(), p.be()),
            K::Member(p.be(), "f".into(), true),
            K::Cast(p.bt(), p.be()),
            K::SizeofExpr(p.be()),
            K::SizeofType(p.bt()),
            K::AlignofType(p.bt()),
            K::CompoundLit(p.bt(), Box::new(p.init())),
            K::Quant {
                q: Quantifier::Forall,
                vars: vec![(p.t(), "i".into(), Span::default())],
                restrict: Some(p.be()),
                body: p.be(),
            },
            K::Old(p.be()),
            K::Result,
            K::Proc {
                rank: p.be(),
                func: None,
                var: "x".into(),
            },
            K::Spec("x".into()),
            K::StmtExpr(p.bs()),
            K::Builtin("\\valid".into(), vec![p.e(), p.e()]),
        ]
    }

    /// The index of an expression kind: a new kind is a compile error here, so that it
    /// gets a sample in [`exprs`].
    fn expr_index(k: &ExprKind) -> usize {
        use ExprKind as K;
        match k {
            K::Ident(_) => 0,
            K::Int(_) => 1,
            K::Float { .. } => 2,
            K::Char(_) => 3,
            K::Str(_) => 4,
            K::Unary(..) => 5,
            K::Binary(..) => 6,
            K::Assign(..) => 7,
            K::Cond(..) => 8,
            K::Comma(..) => 9,
            K::Call(..) => 10,
            K::Index(..) => 11,
            K::Member(..) => 12,
            K::Cast(..) => 13,
            K::SizeofExpr(_) => 14,
            K::SizeofType(_) => 15,
            K::AlignofType(_) => 16,
            K::CompoundLit(..) => 17,
            K::Quant { .. } => 18,
            K::Old(_) => 19,
            K::Result => 20,
            K::Proc { .. } => 21,
            K::Spec(_) => 22,
            K::StmtExpr(_) => 23,
            K::Builtin(..) => 24,
        }
    }

    /// One statement of every kind (index as in [`stmt_index`]).
    fn stmts(p: &mut Plant) -> Vec<Stmt> {
        use StmtKind as S;
        let decl = Declaration {
            storage: None,
            io: Some(IoDecl {
                io: IoKind::Input,
                cond: Some(p.e()),
                span: Span::default(),
            }),
            fn_kind: Some(FnAnnotation::System(Some(p.e()))),
            base: p.t(),
            declarators: vec![InitDeclarator {
                name: "x".into(),
                ty: p.t(),
                init: Some(p.init()),
                span: Span::default(),
            }],
            span: Span::default(),
        };
        [
            S::Expr(Some(p.e())),
            S::Decl(decl),
            S::Block(vec![p.s(), p.s()]),
            S::If(p.e(), p.bs(), Some(p.bs())),
            S::While(p.e(), p.bs(), vec![p.a()]),
            S::DoWhile(p.bs(), p.e(), vec![p.a()]),
            S::For {
                init: Some(p.bs()),
                cond: Some(p.e()),
                step: Some(p.e()),
                body: p.bs(),
                annots: vec![p.a()],
            },
            S::Switch(p.e(), p.bs()),
            S::Case(p.e(), Some(p.e()), p.bs()),
            S::Default(p.bs()),
            S::Labeled("l".into(), p.bs()),
            S::Goto("l".into()),
            S::Break,
            S::Continue,
            S::Return(Some(p.e())),
            S::Annotation(p.a()),
        ]
        .into_iter()
        .map(stmt)
        .collect()
    }

    fn stmt_index(k: &StmtKind) -> usize {
        use StmtKind as S;
        match k {
            S::Expr(_) => 0,
            S::Decl(_) => 1,
            S::Block(_) => 2,
            S::If(..) => 3,
            S::While(..) => 4,
            S::DoWhile(..) => 5,
            S::For { .. } => 6,
            S::Switch(..) => 7,
            S::Case(..) => 8,
            S::Default(_) => 9,
            S::Labeled(..) => 10,
            S::Goto(_) => 11,
            S::Break => 12,
            S::Continue => 13,
            S::Return(_) => 14,
            S::Annotation(_) => 15,
        }
    }

    /// One type of every kind.
    fn types(p: &mut Plant) -> Vec<TypeExpr> {
        vec![
            TypeExpr::Void,
            TypeExpr::Int {
                kind: IntKind::Int,
                unsigned: false,
            },
            TypeExpr::Float(FloatKind::Double),
            p.t(),
            TypeExpr::Struct(Arc::new(StructSpec {
                kind: Aggregate::Struct,
                tag: None,
                fields: Some(vec![Field {
                    name: None,
                    ty: p.t(),
                    bits: Some(p.e()),
                    span: Span::default(),
                }]),
                span: Span::default(),
            })),
            TypeExpr::Enum(Arc::new(EnumSpec {
                tag: None,
                items: Some(vec![("A".into(), Some(p.e()), Span::default())]),
                span: Span::default(),
            })),
            TypeExpr::Qualified(Quals::default(), p.bt()),
            TypeExpr::Pointer(p.bt()),
            TypeExpr::Array(p.bt(), Some(p.be())),
            TypeExpr::Function {
                ret: p.bt(),
                params: vec![Param {
                    name: None,
                    ty: p.t(),
                    span: Span::default(),
                }],
                variadic: false,
                old_style: false,
            },
        ]
    }

    fn type_index(t: &TypeExpr) -> usize {
        match t {
            TypeExpr::Void => 0,
            TypeExpr::Int { .. } => 1,
            TypeExpr::Float(_) => 2,
            TypeExpr::Named(..) => 3,
            TypeExpr::Struct(_) => 4,
            TypeExpr::Enum(_) => 5,
            TypeExpr::Qualified(..) => 6,
            TypeExpr::Pointer(_) => 7,
            TypeExpr::Array(..) => 8,
            TypeExpr::Function { .. } => 9,
        }
    }

    /// One annotation of every kind.
    fn annots(p: &mut Plant) -> Vec<AnnotKind> {
        use AnnotKind as K;
        let d = Dialect::Acsl;
        let ai = AssertOrInvariant::Assert;
        let sp = Span::default();
        vec![
            K::Assert(p.e(), d),
            K::Assume(p.e(), d),
            K::Invariant(None, p.e(), d),
            K::Collective(ai, "l".into(), p.e()),
            K::Joint(ai, "l".into(), p.e()),
            K::LoopAssigns(vec![p.e(), p.e()]),
            K::LoopVariant(p.e()),
            K::Requires(p.e()),
            K::Ensures(p.e()),
            K::Assigns(vec![p.e(), p.e()]),
            K::Behavior("b".into()),
            K::Assumes(p.e()),
            K::Behaviors(true, Vec::new()),
            K::Decreases(p.e()),
            K::For(vec!["b".into()], Box::new(K::Ensures(p.e()))),
            K::Logic(Box::new(LogicDef {
                name: "f".into(),
                params: vec![(p.t(), "x".into(), sp)],
                ret: Some(p.t()),
                body: Some(p.e()),
                unsupported: None,
                name_span: sp,
            })),
            K::Axiom("a".into(), p.e()),
            K::Other("terminates".into()),
            K::Ignored("ACSL".into()),
            K::Ipp(Box::new(IppAnnot::Channel {
                name: "c".into(),
                name_span: sp,
                dest: p.e(),
                src: p.e(),
                tag: p.e(),
            })),
            K::Ipp(Box::new(IppAnnot::Invariant {
                label: "i".into(),
                label_span: sp,
                pred: p.e(),
            })),
            K::Ipp(Box::new(IppAnnot::Uniform {
                name: "u".into(),
                name_span: sp,
            })),
            K::Ipp(Box::new(IppAnnot::DeadlockProof {
                func: "f".into(),
                func_span: sp,
            })),
            K::Foreign("omp".into()),
        ]
    }

    fn annot_index(k: &AnnotKind) -> usize {
        use AnnotKind as K;
        match k {
            K::Assert(..) => 0,
            K::Assume(..) => 1,
            K::Invariant(..) => 2,
            K::Collective(..) => 3,
            K::Joint(..) => 4,
            K::LoopAssigns(_) => 5,
            K::LoopVariant(_) => 6,
            K::Requires(_) => 7,
            K::Ensures(_) => 8,
            K::Assigns(_) => 9,
            K::Behavior(_) => 10,
            K::Assumes(_) => 11,
            K::Behaviors(..) => 12,
            K::Decreases(_) => 13,
            K::For(..) => 14,
            K::Logic(_) => 15,
            K::Axiom(..) => 16,
            K::Other(_) => 17,
            K::Ignored(_) => 18,
            K::Ipp(i) => match &**i {
                IppAnnot::Channel { .. } => 19,
                IppAnnot::Invariant { .. } => 20,
                IppAnnot::Uniform { .. } => 21,
                IppAnnot::DeadlockProof { .. } => 22,
            },
            K::Foreign(_) => 23,
        }
    }

    /// Every index from 0 to the largest appears.
    fn all<T>(xs: &[T], index: impl Fn(&T) -> usize) -> bool {
        let mut seen: Vec<usize> = xs.iter().map(index).collect();
        seen.sort();
        seen.dedup();
        seen.iter().copied().eq(0..seen.len())
    }

    /// A program with a node of every kind, each of its children a leaf planted by `p`
    /// (every kind of expression, type and annotation at file scope, every kind of
    /// statement in a function).
    pub(crate) fn every_node(p: &mut Plant) -> TranslationUnit {
        let es = exprs(p);
        let ss = stmts(p);
        let ts = types(p);
        let ans = annots(p);
        assert!(all(&es, expr_index) && es.len() == 25);
        assert!(all(&ss, |s| stmt_index(&s.kind)) && ss.len() == 16);
        assert!(all(&ts, type_index) && ts.len() == 10);
        assert!(all(&ans, annot_index) && ans.len() == 24);
        let sp = Span::default();
        TranslationUnit {
            items: vec![
                ExternalDecl::Function(FunctionDef {
                    storage: None,
                    name: "f".into(),
                    ty: p.t(),
                    contract: vec![p.a()],
                    body: stmt(StmtKind::Block(ss)),
                    name_span: sp,
                    span: sp,
                }),
                ExternalDecl::InputMacro(InputMacro {
                    io: IoKind::Input,
                    name: "N".into(),
                    ty: p.t(),
                    cond: Some(p.e()),
                    span: sp,
                    pragma_span: sp,
                }),
                ExternalDecl::Decl(Declaration {
                    storage: None,
                    io: None,
                    fn_kind: None,
                    base: p.t(),
                    declarators: Vec::new(),
                    span: sp,
                }),
            ]
            .into_iter()
            .chain(es.into_iter().map(|k| {
                ExternalDecl::Annotation(Annotation {
                    kind: AnnotKind::Assert(Expr::new(k, sp), Dialect::Acsl),
                    span: sp,
                })
            }))
            .chain(ts.into_iter().map(|t| {
                ExternalDecl::Annotation(Annotation {
                    kind: AnnotKind::Assert(
                        Expr::new(ExprKind::SizeofType(Box::new(t)), sp),
                        Dialect::Acsl,
                    ),
                    span: sp,
                })
            }))
            .chain(
                ans.into_iter()
                    .map(|kind| ExternalDecl::Annotation(Annotation { kind, span: sp })),
            )
            .collect(),
        }
    }

    #[test]
    fn the_visitor_reaches_every_child_of_every_variant() {
        let mut p = Plant::default();
        let unit = every_node(&mut p);
        let mut r = Reached::default();
        r.visit_unit(&unit);
        let mut reached = r.0;
        reached.sort();
        let mut planted: Vec<String> = (1..=p.0).map(|i| format!("n{i}")).collect();
        planted.sort();
        // Every leaf once: no child left out, none visited twice.
        assert_eq!(reached, planted);
    }

    /// Leaves have height 1; an expression one more than its highest direct
    /// subexpression, not counting those in its types, initializers and statements.
    #[test]
    fn heights_count_the_direct_subexpressions() {
        use ExprKind as K;
        for k in exprs(&mut Plant::default()) {
            let leaf = matches!(
                k,
                K::Ident(_)
                    | K::Int(_)
                    | K::Float { .. }
                    | K::Char(_)
                    | K::Str(_)
                    | K::Result
                    | K::Spec(_)
                    | K::SizeofType(_)
                    | K::AlignofType(_)
                    | K::CompoundLit(..)
                    | K::StmtExpr(_)
            );
            let want = if leaf { 1 } else { 2 };
            assert_eq!(Expr::new(k.clone(), Span::default()).height, want, "{k:?}");
        }
        let mut p = Plant::default();
        let neg = Expr::new(K::Unary(UnOp::Neg, p.be()), Span::default());
        let sum = Expr::new(
            K::Binary(BinOp::Add, p.be(), Box::new(neg)),
            Span::default(),
        );
        assert_eq!(sum.height, 3);
    }

    #[test]
    fn children_in_source_order() {
        let mut p = Plant::default();
        let s = stmt(StmtKind::For {
            init: Some(p.bs()),
            cond: Some(p.e()),
            step: Some(p.e()),
            body: p.bs(),
            annots: Vec::new(),
        });
        let mut r = Reached::default();
        r.visit_stmt(&s);
        assert_eq!(r.0, ["n1", "n2", "n3", "n4"]);
    }
}
