//! Function bodies: statements to a guarded transition system.
//!
//! A [`FnBuilder`] holds the function being built and a *current location*; lowering a
//! statement appends transitions from the current location and moves it. Branches are
//! pairs of transitions with complementary guards; loops mark their head location with
//! a [`LoopInfo`] carrying the loop's annotations.

use super::builder::{Binding, FnBuilder, SnapPoint};
use super::make::{bin, int, not, tru, zero};
use super::{Fail, LResult, Lowerer, Symbol};
use crate::ir::*;
use std::collections::HashMap;
use tass_syntax::ast::{self, AnnotKind, AssertOrInvariant, Dialect};
use tass_syntax::{Diagnostic, Span};

impl<'a> FnBuilder<'a> {
    // ----- statements -----------------------------------------------------------------

    pub(crate) fn stmt(&mut self, s: &ast::Stmt) -> LResult<()> {
        match &s.kind {
            ast::StmtKind::Expr(None) => Ok(()),
            ast::StmtKind::Expr(Some(e)) => {
                self.effect(e)?;
                Ok(())
            }
            ast::StmtKind::Decl(d) => self.local_decl(d),
            ast::StmtKind::Block(items) => {
                self.scopes.push(HashMap::new());
                self.blocks.push(s.span);
                for it in items {
                    // Go on after an error to report more.
                    let _ = self.stmt(it);
                }
                self.blocks.pop();
                self.scopes.pop();
                Ok(())
            }
            ast::StmtKind::If(c, t, e) => {
                let cond = self.condition(c)?;
                let (lt, lf) = self.branch(cond, c.span);
                let join = self.new_loc(s.span);
                self.cur = lt;
                let _ = self.scoped(t);
                let cur = self.cur;
                self.add_edge(cur, tru(s.span), Stmt::Noop, join, s.span);
                self.cur = lf;
                if let Some(e) = e {
                    let _ = self.scoped(e);
                }
                let cur = self.cur;
                self.add_edge(cur, tru(s.span), Stmt::Noop, join, s.span);
                self.cur = join;
                Ok(())
            }
            ast::StmtKind::While(c, body, annots) => {
                let sp = self.snap_point("LoopEntry".into(), s.span);
                self.loop_snaps.push(sp);
                let r = self.while_loop(c, body, annots, s.span);
                self.loop_snaps.pop();
                r
            }
            ast::StmtKind::DoWhile(body, c, annots) => {
                let sp = self.snap_point("LoopEntry".into(), s.span);
                self.loop_snaps.push(sp);
                let r = self.do_while(body, c, annots, s.span);
                self.loop_snaps.pop();
                r
            }
            ast::StmtKind::For {
                init,
                cond,
                step,
                body,
                annots,
            } => {
                self.scopes.push(HashMap::new());
                self.blocks.push(s.span);
                let r = self.for_loop(init, cond, step, body, annots, s.span);
                self.blocks.pop();
                self.scopes.pop();
                r
            }
            ast::StmtKind::Switch(e, body) => self.switch(e, body, s.span),
            ast::StmtKind::Case(v, hi, body) => {
                if hi.is_some() {
                    return Err(
                        self.error(s.span, "GNU case ranges `case a ... b:` are not supported")
                    );
                }
                let val = self.rvalue_const_int(v)?;
                let here = self.new_loc(s.span);
                let cur = self.cur;
                self.add_edge(cur, tru(s.span), Stmt::Noop, here, s.span);
                self.cur = here;
                match self.switches.last_mut() {
                    Some(sw) => sw.push((Some(val), here, s.span)),
                    None => return Err(self.error(s.span, "`case` outside of a `switch`")),
                }
                self.stmt(body)
            }
            ast::StmtKind::Default(body) => {
                let here = self.new_loc(s.span);
                let cur = self.cur;
                self.add_edge(cur, tru(s.span), Stmt::Noop, here, s.span);
                self.cur = here;
                match self.switches.last_mut() {
                    Some(sw) => {
                        if sw.iter().any(|(v, _, _)| v.is_none()) {
                            return Err(self.error(s.span, "two `default` labels in one `switch`"));
                        }
                        sw.push((None, here, s.span))
                    }
                    None => return Err(self.error(s.span, "`default` outside of a `switch`")),
                }
                self.stmt(body)
            }
            ast::StmtKind::Labeled(l, body) => {
                let loc = match self.labels.get(l).cloned() {
                    Some((_, true, _)) => {
                        return Err(self.error(s.span, format!("label `{l}` is defined twice")));
                    }
                    Some((loc, false, _)) => loc,
                    None => self.new_loc(s.span),
                };
                self.labels.insert(l.clone(), (loc, true, s.span));
                let cur = self.cur;
                self.add_edge(cur, tru(s.span), Stmt::Noop, loc, s.span);
                self.cur = loc;
                let sp = self.snap_point(l.clone(), s.span);
                self.label_snaps.insert(l.clone(), sp);
                self.stmt(body)
            }
            ast::StmtKind::Goto(l) => {
                let loc = match self.labels.get(l) {
                    Some((loc, _, _)) => *loc,
                    None => {
                        let loc = self.new_loc(s.span);
                        self.labels.insert(l.clone(), (loc, false, s.span));
                        loc
                    }
                };
                self.goto(loc, s.span);
                Ok(())
            }
            ast::StmtKind::Break => match self.jumps.last() {
                Some(&(b, _)) => {
                    self.goto(b, s.span);
                    Ok(())
                }
                None => Err(self.error(s.span, "`break` outside of a loop or `switch`")),
            },
            ast::StmtKind::Continue => match self.jumps.iter().rev().find_map(|(_, c)| *c) {
                Some(c) => {
                    self.goto(c, s.span);
                    Ok(())
                }
                None => Err(self.error(s.span, "`continue` outside of a loop")),
            },
            ast::StmtKind::Return(e) => {
                let v = match e {
                    Some(e) => {
                        if self.ret == Type::Void {
                            return Err(
                                self.error(e.span, "a `void` function cannot return a value")
                            );
                        }
                        let v = self.rvalue(e)?;
                        let ret = self.ret.clone();
                        Some(self.convert(v, &ret, e.span)?)
                    }
                    None => {
                        if self.ret != Type::Void
                            && self
                                .func
                                .map(|f| &*self.cx.functions[f.0 as usize].name != "main")
                                .unwrap_or(true)
                        {
                            return Err(
                                self.error(s.span, "a non-void function must return a value")
                            );
                        }
                        None
                    }
                };
                let end = self.new_loc(s.span);
                let cur = self.cur;
                self.add_edge(cur, tru(s.span), Stmt::Return(v), end, s.span);
                self.cur = self.new_loc(s.span);
                Ok(())
            }
            ast::StmtKind::Annotation(a) => self.annotation_stmt(a),
        }
    }

    /// A statement in its own scope (bodies of `if`, loops).
    fn scoped(&mut self, s: &ast::Stmt) -> LResult<()> {
        self.scopes.push(HashMap::new());
        self.blocks.push(s.span);
        let r = self.stmt(s);
        self.blocks.pop();
        self.scopes.pop();
        r
    }

    /// Starts a loop head at a fresh location reached from the current one.
    fn fresh_head(&mut self, span: Span) -> LocId {
        let head = self.new_loc(span);
        let cur = self.cur;
        self.add_edge(cur, tru(span), Stmt::Noop, head, span);
        self.cur = head;
        head
    }

    fn while_loop(
        &mut self,
        c: &ast::Expr,
        body: &ast::Stmt,
        annots: &[ast::Annotation],
        span: Span,
    ) -> LResult<()> {
        let head = self.fresh_head(span);
        let cond = self.condition(c)?;
        let (lb, lx) = self.branch(cond, c.span);
        self.set_loop(head, lb, lx, annots, span)?;
        self.loop_body(body, lb, lx, head)?;
        self.cur = lx;
        Ok(())
    }

    fn do_while(
        &mut self,
        body: &ast::Stmt,
        c: &ast::Expr,
        annots: &[ast::Annotation],
        span: Span,
    ) -> LResult<()> {
        let start = self.fresh_head(span);
        let cont = self.new_loc(c.span);
        let exit = self.new_loc(span);
        self.jumps.push((exit, Some(cont)));
        let _ = self.scoped(body);
        self.jumps.pop();
        let cur = self.cur;
        self.add_edge(cur, tru(c.span), Stmt::Noop, cont, c.span);
        self.cur = cont;
        let cond = self.condition(c)?;
        let (lb, lx) = self.branch(cond, c.span);
        self.set_loop(cont, start, exit, annots, span)?;
        if let Some(l) = self.locations[cont.0 as usize].loop_info.as_mut() {
            l.body = lb;
        }
        self.cur = lb;
        self.goto(start, c.span);
        self.cur = lx;
        self.goto(exit, span);
        self.cur = exit;
        Ok(())
    }

    /// A point where the variables read by `\\at(e, label)` will be saved (the edge is a
    /// `noop` until the function is lowered, [`FnBuilder::insert_snapshots`]).
    pub(crate) fn snap_point(&mut self, label: Name, span: Span) -> usize {
        let from = self.cur;
        let to = self.new_loc(span);
        self.add_edge(from, tru(span), Stmt::Noop, to, span);
        self.cur = to;
        self.snaps.push(SnapPoint {
            from,
            to: Some(to),
            nlocals: self.locals.len(),
            label,
            saves: Vec::new(),
            span,
        });
        self.snaps.len() - 1
    }

    /// Inserts the assignments of the snapshot points that save something.
    fn insert_snapshots(&mut self) {
        let snaps = std::mem::take(&mut self.snaps);
        for sp in snaps {
            if sp.saves.is_empty() {
                continue;
            }
            let span = sp.span;
            let (from, to) = match sp.to {
                Some(to) => {
                    let out = &mut self.locations[sp.from.0 as usize].out;
                    let Some(k) = out
                        .iter()
                        .position(|t| t.target == to && matches!(t.stmt, Stmt::Noop))
                    else {
                        continue;
                    };
                    out.remove(k);
                    (sp.from, to)
                }
                None => {
                    // The entry: its statements move to a new location after the saves.
                    let moved = self.new_loc(span);
                    let entry = std::mem::replace(
                        &mut self.locations[0],
                        Location {
                            out: Vec::new(),
                            loop_info: None,
                            span,
                        },
                    );
                    self.locations[moved.0 as usize] = entry;
                    for l in &mut self.locations {
                        for t in &mut l.out {
                            if t.target == LocId(0) {
                                t.target = moved;
                            }
                        }
                    }
                    (LocId(0), moved)
                }
            };
            let mut cur = from;
            for (k, (v, local)) in sp.saves.iter().enumerate() {
                let ty = self.locals[*local as usize].ty.clone();
                let next = if k + 1 == sp.saves.len() {
                    to
                } else {
                    self.new_loc(span)
                };
                let var_ty = match v {
                    VarRef::Local(i) => self.locals[*i as usize].ty.clone(),
                    _ => ty.clone(),
                };
                let lhs = Expr {
                    kind: ExprKind::Var(VarRef::Local(*local)),
                    ty,
                    span,
                };
                let rhs = Expr {
                    kind: ExprKind::Var(*v),
                    ty: var_ty,
                    span,
                };
                self.add_edge(cur, tru(span), Stmt::Assign(lhs, rhs), next, span);
                cur = next;
            }
        }
    }

    fn loop_body(&mut self, body: &ast::Stmt, lb: LocId, lx: LocId, cont: LocId) -> LResult<()> {
        self.cur = lb;
        self.jumps.push((lx, Some(cont)));
        let _ = self.scoped(body);
        self.jumps.pop();
        let span = body.span;
        self.goto(cont, span);
        Ok(())
    }

    fn for_loop(
        &mut self,
        init: &Option<Box<ast::Stmt>>,
        cond: &Option<ast::Expr>,
        step: &Option<ast::Expr>,
        body: &ast::Stmt,
        annots: &[ast::Annotation],
        span: Span,
    ) -> LResult<()> {
        if let Some(i) = init {
            self.stmt(i)?;
        }
        let sp = self.snap_point("LoopEntry".into(), span);
        self.loop_snaps.push(sp);
        let r = self.for_rest(cond, step, body, annots, span);
        self.loop_snaps.pop();
        r
    }

    fn for_rest(
        &mut self,
        cond: &Option<ast::Expr>,
        step: &Option<ast::Expr>,
        body: &ast::Stmt,
        annots: &[ast::Annotation],
        span: Span,
    ) -> LResult<()> {
        let head = self.fresh_head(span);
        let c = match cond {
            Some(c) => self.condition(c)?,
            None => tru(span),
        };
        let (lb, lx) = self.branch(c, cond.as_ref().map(|c| c.span).unwrap_or(span));
        self.set_loop(head, lb, lx, annots, span)?;
        let step_loc = self.new_loc(step.as_ref().map(|s| s.span).unwrap_or(span));
        self.cur = lb;
        self.jumps.push((lx, Some(step_loc)));
        let _ = self.scoped(body);
        self.jumps.pop();
        self.goto(step_loc, body.span);
        self.cur = step_loc;
        if let Some(st) = step {
            self.effect(st)?;
        }
        self.goto(head, span);
        self.cur = lx;
        Ok(())
    }

    /// Marks `head` as a loop head with the loop's annotations.
    fn set_loop(
        &mut self,
        head: LocId,
        body: LocId,
        exit: LocId,
        annots: &[ast::Annotation],
        span: Span,
    ) -> LResult<()> {
        let mut info = LoopInfo {
            body,
            exit,
            invariants: Vec::new(),
            assigns: None,
            variant: None,
            span,
        };
        for a in annots {
            match &a.kind {
                AnnotKind::Invariant(label, e, d) => {
                    let expr = self.condition_pure(e)?;
                    info.invariants.push(Invariant {
                        scope: InvariantScope::Local,
                        label: label.clone(),
                        expr,
                        span: a.span,
                    });
                    let what = super::annotation_name(&a.kind, *d);
                    self.cx.record(a.span, what, AnnotationStatus::Checked);
                }
                AnnotKind::Collective(AssertOrInvariant::Invariant, label, e)
                | AnnotKind::Joint(AssertOrInvariant::Invariant, label, e) => {
                    let scope = if matches!(a.kind, AnnotKind::Joint(..)) {
                        InvariantScope::Joint
                    } else {
                        InvariantScope::Collective
                    };
                    self.joint_label = (scope == InvariantScope::Joint).then(|| label.clone());
                    let expr = self.condition_pure(e);
                    self.joint_label = None;
                    let expr = expr?;
                    info.invariants.push(Invariant {
                        scope,
                        label: Some(label.clone()),
                        expr,
                        span: a.span,
                    });
                    if scope == InvariantScope::Collective {
                        self.cx.record(
                            a.span,
                            "#pragma TASS collective invariant",
                            AnnotationStatus::Checked,
                        );
                    } else {
                        self.cx.record(
                            a.span,
                            "#pragma TASS joint invariant",
                            AnnotationStatus::Checked,
                        );
                    }
                }
                AnnotKind::LoopAssigns(locs) => {
                    let mut out = Vec::new();
                    for l in locs {
                        out.push(self.location_pure(l)?);
                    }
                    info.assigns.get_or_insert_with(Vec::new).extend(out);
                    self.cx
                        .record(a.span, "ACSL loop assigns", AnnotationStatus::Checked);
                }
                AnnotKind::LoopVariant(e) => {
                    let saved = (self.pure_ctx, self.annotation);
                    self.pure_ctx = true;
                    self.annotation = true;
                    let r = self.rvalue(e);
                    (self.pure_ctx, self.annotation) = saved;
                    let v = r?;
                    if !v.ty.is_integer() {
                        return Err(self.error(e.span, "a loop variant must be an integer"));
                    }
                    if info.variant.is_some() {
                        return Err(self.error(a.span, "a loop has at most one `loop variant`"));
                    }
                    info.variant = Some(v);
                    self.cx
                        .record(a.span, "ACSL loop variant", AnnotationStatus::Checked);
                }
                _ => {
                    return Err(self.error(a.span, "this annotation cannot be attached to a loop"));
                }
            }
        }
        self.locations[head.0 as usize].loop_info = Some(info);
        Ok(())
    }

    /// An ACSL location in an annotation (pure, annotation constructs allowed).
    pub(crate) fn location_pure(&mut self, e: &ast::Expr) -> LResult<Expr> {
        let saved = (self.pure_ctx, self.annotation);
        self.pure_ctx = true;
        self.annotation = true;
        let r = self.location_expr(e);
        (self.pure_ctx, self.annotation) = saved;
        r
    }

    /// An ACSL location (`a[0..n]`, `x`, `*p`): an lvalue, or a range kept as a built-in.
    fn location_expr(&mut self, e: &ast::Expr) -> LResult<Expr> {
        // `*(p + (lo .. hi))` is `p[lo .. hi]`.
        if let ast::ExprKind::Unary(ast::UnOp::Deref, x) = &e.kind {
            if let ast::ExprKind::Binary(ast::BinOp::Add, p, k) = &x.kind {
                if matches!(&k.kind, ast::ExprKind::Builtin(n, _) if &**n == "..") {
                    let ix = ast::Expr::new(ast::ExprKind::Index(p.clone(), k.clone()), e.span);
                    return self.location_expr(&ix);
                }
            }
        }
        if let ast::ExprKind::Index(a, i) = &e.kind {
            if let ast::ExprKind::Builtin(n, args) = &i.kind {
                if &**n == ".." && args.len() == 2 {
                    let base = self.location_expr(a)?;
                    let lo = self.rvalue(&args[0])?;
                    let hi = self.rvalue(&args[1])?;
                    return Ok(Expr {
                        kind: ExprKind::Builtin("range".into(), vec![base, lo, hi]),
                        ty: Type::Void,
                        span: e.span,
                    });
                }
            }
        }
        self.lvalue(e)
    }

    fn switch(&mut self, e: &ast::Expr, body: &ast::Stmt, span: Span) -> LResult<()> {
        let v = self.rvalue(e)?;
        if !v.ty.is_integer() {
            return Err(self.error(e.span, "a `switch` expression must be an integer"));
        }
        let v = if is_pure_var(&v) {
            v
        } else {
            let t = self.temp(v.ty.clone(), e.span)?;
            self.emit(Stmt::Assign(t.clone(), v), e.span)?;
            t
        };
        let dispatch = self.cur;
        let exit = self.new_loc(span);
        self.cur = self.new_loc(body.span);
        self.switches.push(Vec::new());
        self.jumps.push((exit, None));
        let _ = self.scoped(body);
        self.jumps.pop();
        let cases = self.switches.pop().unwrap_or_default();
        self.goto(exit, span);
        // Dispatch: one transition per case, a default for the rest.
        let mut others = Vec::new();
        let mut default = None;
        for (val, loc, cspan) in &cases {
            match val {
                Some(val) => {
                    let val = self.convert(val.clone(), &v.ty, *cspan)?;
                    let g = bin(BinOp::Eq, v.clone(), val, Type::Bool, *cspan);
                    others.push(not(g.clone()));
                    self.add_edge(dispatch, g, Stmt::Noop, *loc, *cspan);
                }
                None => default = Some(*loc),
            }
        }
        let g = others
            .into_iter()
            .reduce(|a, b| bin(BinOp::And, a, b, Type::Bool, span))
            .unwrap_or_else(|| tru(span));
        self.add_edge(dispatch, g, Stmt::Noop, default.unwrap_or(exit), span);
        self.cur = exit;
        Ok(())
    }

    /// The condition of an assertion or assumption. CIVL-C's `$assert(e)` and
    /// `$assume(e)` are statements of the program: calls in `e` (`$equals(&a, &b)`) run
    /// before the check, as CIVL runs them; the other dialects' are pure.
    fn annotation_condition(&mut self, e: &ast::Expr, d: Dialect) -> LResult<Expr> {
        if d != Dialect::Civl || self.pure_ctx {
            return self.condition_pure(e);
        }
        let saved = self.annotation;
        self.annotation = true;
        let r = self.condition(e);
        self.annotation = saved;
        r
    }

    fn annotation_stmt(&mut self, a: &ast::Annotation) -> LResult<()> {
        match &a.kind {
            AnnotKind::Assert(e, d) => {
                let c = self.annotation_condition(e, *d)?;
                let kind = match d {
                    Dialect::Tass => AssertKind::Tass,
                    Dialect::Civl => AssertKind::Civl,
                    Dialect::Acsl => AssertKind::Acsl,
                };
                let what = super::annotation_name(&a.kind, *d);
                self.cx.record(a.span, what, AnnotationStatus::Checked);
                self.emit(Stmt::Assert(c, kind), a.span)
            }
            AnnotKind::Assume(e, d) => {
                let c = self.annotation_condition(e, *d)?;
                let what = super::annotation_name(&a.kind, *d);
                self.cx.record(a.span, what, AnnotationStatus::Checked);
                self.emit(Stmt::Assume(c), a.span)
            }
            AnnotKind::Collective(AssertOrInvariant::Assert, label, e)
            | AnnotKind::Joint(AssertOrInvariant::Assert, label, e) => {
                let joint = matches!(a.kind, AnnotKind::Joint(..));
                self.joint_label = joint.then(|| label.clone());
                let c = self.condition_pure(e);
                self.joint_label = None;
                let c = c?;
                let what = if joint {
                    "#pragma TASS joint assert"
                } else {
                    "#pragma TASS collective assert"
                };
                self.cx.record(a.span, what, AnnotationStatus::Checked);
                self.emit(
                    Stmt::MultiAssert {
                        joint,
                        label: label.clone(),
                        expr: c,
                    },
                    a.span,
                )
            }
            AnnotKind::Other(w) => {
                self.cx
                    .note_unsupported(a.span, super::unsupported_message(w));
                Ok(())
            }
            AnnotKind::Ignored(_) => Ok(()),
            AnnotKind::Foreign(ns) => {
                self.cx.note_foreign(a.span, ns);
                Ok(())
            }
            _ => Err(self.error(a.span, "this annotation is not allowed here")),
        }
    }

    /// A block-scope declaration.
    fn local_decl(&mut self, d: &ast::Declaration) -> LResult<()> {
        if d.io.is_some() {
            return Err(self.error(d.span, "inputs and outputs must be declared at file scope"));
        }
        self.cx.lower_type(&d.base, d.span, false).map(|_| ())?;
        for decl in &d.declarators {
            if d.storage == Some(ast::Storage::Typedef) {
                let ty = self.local_type(&decl.ty, decl.span)?;
                // Block-scope typedefs share the file-scope table (names rarely clash).
                self.cx
                    .globals_scope
                    .insert(decl.name.clone(), Symbol::Typedef(ty));
                continue;
            }
            let ty = self.local_type(&decl.ty, decl.span)?;
            if let Type::Function(sig) = &ty {
                let kind = FunctionKind::Undefined;
                self.cx
                    .declare_function(&decl.name, sig.clone(), kind, decl.span)?;
                continue;
            }
            if d.storage == Some(ast::Storage::Extern) {
                if let Some(Symbol::Var(..)) = self.cx.globals_scope.get(&decl.name) {
                    continue;
                }
                return Err(self.error(
                    decl.span,
                    format!(
                        "`extern` declaration of `{}` at block scope is not supported",
                        decl.name
                    ),
                ));
            }
            if d.storage == Some(ast::Storage::Static) {
                // A static local lives for the whole run: a global only this block can
                // name, initialised once before `main` (by `$init`).
                self.static_local(decl, ty)?;
                continue;
            }
            if ty == Type::Void {
                return Err(self.error(
                    decl.span,
                    format!("variable `{}` has type `void`", decl.name),
                ));
            }
            // The initialiser is evaluated in the scope where the name is not yet the
            // new variable only for its extent; C puts the name in scope right after
            // the declarator, so `int x = x;` reads the new x.
            let ty = match (&ty, &decl.init) {
                (Type::Array(e, Extent::Unknown), Some(init)) => {
                    let n = super::init::initializer_length(init);
                    Type::Array(e.clone(), Extent::Const(n))
                }
                _ => ty,
            };
            let idx = self.declare_local(&decl.name, ty.clone(), decl.span)?;
            self.emit(Stmt::Declare(idx), decl.span)?;
            if let Some(init) = &decl.init {
                let target = Expr {
                    kind: ExprKind::Var(VarRef::Local(idx)),
                    ty,
                    span: decl.span,
                };
                self.initialize(target, init, true)?;
            }
        }
        Ok(())
    }

    /// A `static` local variable: a process-global variable named `function::name`.
    fn static_local(&mut self, decl: &ast::InitDeclarator, ty: Type) -> LResult<()> {
        if let Type::Array(_, Extent::Expr(_)) = ty {
            return Err(self.error(decl.span, "a `static` array must have a constant length"));
        }
        let fname = self
            .func
            .map(|f| self.cx.functions[f.0 as usize].name.to_string())
            .unwrap_or_default();
        let idx = self.cx.globals.len() as u32;
        self.cx.globals.push(Var {
            name: format!("{fname}::{}", decl.name).into(),
            ty,
            span: decl.span,
        });
        self.cx
            .global_inits
            .push((idx, decl.init.clone(), decl.span));
        let nested = self.scopes.len() > 1;
        if let Some(s) = self.scopes.last_mut() {
            if s.contains_key(&decl.name) && nested {
                return Err(self.cx.error(
                    decl.span,
                    format!("`{}` is declared twice in the same block", decl.name),
                ));
            }
            s.insert(decl.name.clone(), Binding::Static(idx));
        }
        Ok(())
    }

    /// The type of a local: array extents may be any integer expression (VLA).
    fn local_type(&mut self, t: &ast::TypeExpr, span: Span) -> LResult<Type> {
        // Extents are evaluated at the declaration: lower them here, as pure expressions
        // (side effects in array lengths are not supported).
        let mut extents: Vec<ast::Expr> = Vec::new();
        collect_extents(t, &mut extents);
        let mut lowered = Vec::new();
        for e in &extents {
            let saved = self.pure_ctx;
            self.pure_ctx = true;
            let r = self.rvalue(e);
            self.pure_ctx = saved;
            lowered.push(r?);
        }
        let mut it = lowered.into_iter();
        self.cx
            .lower_type_in(t, span, false, &mut |_, _| it.next().ok_or(Fail))
    }
}

/// The array length expressions of a type, in the order `lower_type_in` visits them.
fn collect_extents(t: &ast::TypeExpr, out: &mut Vec<ast::Expr>) {
    match t {
        ast::TypeExpr::Qualified(_, t) | ast::TypeExpr::Pointer(t) => collect_extents(t, out),
        ast::TypeExpr::Array(e, n) => {
            collect_extents(e, out);
            if let Some(n) = n {
                out.push((**n).clone());
            }
        }
        ast::TypeExpr::Function { ret, .. } => collect_extents(ret, out),
        _ => {}
    }
}

impl Lowerer {
    /// Lowers a function body into the function's slot.
    pub(crate) fn lower_function(&mut self, id: FunctionId, def: &ast::FunctionDef) -> LResult<()> {
        let cx = self;
        let sig = cx.functions[id.0 as usize].sig.clone();
        let is_main = &*def.name == "main";
        let mut b = FnBuilder::new(cx, Some(id), sig.ret.clone());
        for (p, ty) in def.params().iter().zip(sig.params.iter()) {
            let name = p.name.clone().unwrap_or_else(|| "<unnamed>".into());
            b.declare_local(&name, ty.clone(), p.span)?;
        }
        b.locations[0].span = def.body.span;
        // The contract (its errors are recorded: the program is then not verified, but the
        // body is still lowered to report its errors too).
        let nparams = b.locals.len() as u32;
        // `\\at(e, Pre)` in the body: saved on entry.
        b.snaps.push(SnapPoint {
            from: LocId(0),
            to: None,
            nlocals: b.locals.len(),
            label: "Pre".into(),
            saves: Vec::new(),
            span: def.body.span,
        });
        let contract =
            super::contract::lower_contract(&mut b, &def.contract, nparams).unwrap_or_default();
        if let ast::StmtKind::Block(items) = &def.body.kind {
            b.scopes.push(HashMap::new());
            for it in items {
                let _ = b.stmt(it);
            }
            b.scopes.pop();
        }
        // Falling off the end: `main` returns 0, void functions return.
        let span = def.body.span;
        let end_span = Span::new(span.file, span.hi.saturating_sub(1), span.hi);
        let ret = if is_main && sig.ret != Type::Void {
            Some(int(0, end_span))
        } else {
            None
        };
        let cur = b.cur;
        let reachable = cur == LocId(0)
            || b.locations
                .iter()
                .any(|l| l.out.iter().any(|t| t.target == cur));
        if ret.is_none() && sig.ret != Type::Void && !is_main && reachable {
            // Reaching the end of a non-void function without `return` is undefined when the
            // value is used; the model returns an unconstrained value.
            let t = b.temp(sig.ret.clone(), end_span)?;
            let end = b.new_loc(end_span);
            let cur = b.cur;
            b.add_edge(cur, tru(end_span), Stmt::Havoc(t.clone()), end, end_span);
            b.cur = end;
            let end2 = b.new_loc(end_span);
            b.add_edge(end, tru(end_span), Stmt::Return(Some(t)), end2, end_span);
        } else {
            let end = b.new_loc(end_span);
            let cur = b.cur;
            b.add_edge(cur, tru(end_span), Stmt::Return(ret), end, end_span);
        }
        b.insert_snapshots();
        // Labels used but never defined.
        let missing: Vec<(Name, Span)> = b
            .labels
            .iter()
            .filter(|(_, (_, defined, _))| !defined)
            .map(|(n, (_, _, s))| (n.clone(), *s))
            .collect();
        for (n, s) in missing {
            b.error(s, format!("label `{n}` is used but not defined"));
        }
        let (locals, locations, local_blocks) = (
            std::mem::take(&mut b.locals),
            std::mem::take(&mut b.locations),
            std::mem::take(&mut b.local_blocks),
        );
        drop(b);
        let f = &mut cx.functions[id.0 as usize];
        f.locals = locals;
        f.local_blocks = local_blocks;
        f.locations = prune(locations);
        f.entry = LocId(0);
        f.contract = contract;
        Ok(())
    }
}

/// Cleans the graph: a location whose only statement is an unconditional `noop` (and
/// that is not the entry or a loop head) is bypassed; locations not reachable from the
/// entry are removed; the rest are numbered in depth-first order from the entry, so
/// listings read top to bottom.
fn prune(mut locs: Vec<Location>) -> Vec<Location> {
    let n = locs.len();
    let is_skip = |l: &Location| {
        l.loop_info.is_none()
            && l.out.len() == 1
            && matches!(l.out[0].stmt, Stmt::Noop)
            && matches!(l.out[0].guard.kind, ExprKind::Bool(true))
    };
    // Where each location really leads, following chains of skips (cycles stay).
    let mut fwd: Vec<usize> = (0..n).collect();
    for (i, f) in fwd.iter_mut().enumerate() {
        let mut j = i;
        let mut steps = 0;
        while j != 0 && is_skip(&locs[j]) && steps <= n {
            let next = locs[j].out[0].target.0 as usize;
            if next == j {
                break;
            }
            j = next;
            steps += 1;
        }
        if steps <= n {
            *f = j;
        }
    }
    for l in &mut locs {
        for t in &mut l.out {
            t.target = LocId(fwd[t.target.0 as usize] as u32);
        }
        if let Some(li) = &mut l.loop_info {
            li.body = LocId(fwd[li.body.0 as usize] as u32);
            li.exit = LocId(fwd[li.exit.0 as usize] as u32);
        }
    }
    // Depth-first numbering from the entry, following transitions in order.
    let mut map = vec![u32::MAX; n];
    let mut order = Vec::new();
    let mut stack = vec![0usize];
    while let Some(i) = stack.pop() {
        if i >= n || map[i] != u32::MAX {
            continue;
        }
        map[i] = order.len() as u32;
        order.push(i);
        for t in locs[i].out.iter().rev() {
            stack.push(t.target.0 as usize);
        }
    }
    let mut slots: Vec<Option<Location>> = locs.into_iter().map(Some).collect();
    order
        .into_iter()
        .filter_map(|i| slots[i].take())
        .map(|mut l| {
            for t in &mut l.out {
                t.target = LocId(map[t.target.0 as usize]);
            }
            if let Some(li) = &mut l.loop_info {
                li.body = LocId(map[li.body.0 as usize]);
                li.exit = LocId(map[li.exit.0 as usize]);
            }
            l
        })
        .collect()
}

/// Whether `e` is computed from constants and inputs alone (no other variable, no
/// memory, no call): a file-scope array's length that is known before `main` starts.
fn reads_only_inputs(e: &Expr, input: &dyn Fn(u32) -> bool) -> bool {
    let own = match &e.kind {
        ExprKind::Int(..) | ExprKind::Real(..) | ExprKind::Bool(_) => true,
        ExprKind::Var(VarRef::Shared(i)) => input(*i),
        ExprKind::Unary(..) | ExprKind::Cast(_) | ExprKind::Binary(..) | ExprKind::Cond(..) => true,
        _ => false,
    };
    own && e
        .children()
        .into_iter()
        .all(|c| reads_only_inputs(c, input))
}

impl Lowerer {
    /// The function that initialises the globals before `main` runs.
    pub(crate) fn lower_global_init(
        &mut self,
        inits: &[(u32, Option<ast::Initializer>, Span)],
    ) -> LResult<FunctionId> {
        let cx = self;
        let sig = std::sync::Arc::new(Signature {
            ret: Type::Void,
            params: Vec::new(),
            variadic: false,
        });
        let id = FunctionId(cx.functions.len() as u32);
        cx.functions.push(Function {
            name: "$init".into(),
            sig,
            locals: Vec::new(),
            local_blocks: Vec::new(),
            kind: FunctionKind::Defined,
            locations: Vec::new(),
            entry: LocId(0),
            contract: Contract::default(),
            span: Span::default(),
        });
        let mut b = FnBuilder::new(cx, Some(id), Type::Void);
        let mut failed = false;
        for (g, init, span) in inits {
            let ty = b.cx.globals[*g as usize].ty.clone();
            let target = Expr {
                kind: ExprKind::Var(VarRef::Global(*g)),
                ty: ty.clone(),
                span: *span,
            };
            // A length computed from the inputs is evaluated here, once, before `main`
            // (the inputs are fixed before the globals are initialised); any other
            // non-constant length is not C.
            if let Type::Array(_, Extent::Expr(x)) = &ty {
                let input = |i: u32| {
                    b.cx.shared
                        .get(i as usize)
                        .is_some_and(|v| v.io == tass_syntax::ast::IoKind::Input)
                };
                if !reads_only_inputs(x, &input) {
                    b.cx.diags.push(Diagnostic::error(
                        *span,
                        "a file-scope array must have a constant length, or one computed from inputs",
                    ));
                    failed = true;
                    continue;
                }
            }
            let r = match init {
                Some(i) => b.initialize(target, i, true),
                None => b.emit(Stmt::Assign(target, zero(ty, *span)), *span),
            };
            failed |= r.is_err();
        }
        let end = b.new_loc(Span::default());
        let cur = b.cur;
        b.add_edge(
            cur,
            tru(Span::default()),
            Stmt::Return(None),
            end,
            Span::default(),
        );
        let (locals, locations) = (
            std::mem::take(&mut b.locals),
            std::mem::take(&mut b.locations),
        );
        drop(b);
        let f = &mut cx.functions[id.0 as usize];
        f.locals = locals;
        f.locations = prune(locations);
        if failed {
            Err(Fail)
        } else {
            Ok(id)
        }
    }
}

fn is_pure_var(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Var(_) | ExprKind::Int(..))
}
