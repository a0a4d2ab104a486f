//! ACSL function contracts: `requires`, `ensures`, `assigns`, named behaviors with
//! `assumes`, `for b:` clauses, `complete` and `disjoint behaviors`.
//!
//! Behaviors are folded into the clauses: a `requires R` of behavior `b` with
//! `assumes A` becomes `A ==> R`, an `ensures E` becomes `\old(A) ==> E`, and an
//! `assigns` clause applies when `A` held on entry. The pre-state of `ensures` is made
//! explicit: every variable read under `\old` (and every parameter, which ACSL reads in
//! its pre-state in postconditions) becomes a hidden local saved on entry, and memory
//! read through a pointer under `\old` is read from a copy of the pointed-to object
//! made on entry (see [`SavedKind`]). Clauses tass does not give meaning to are recorded
//! in [`Program::unsupported`](crate::ir::Program::unsupported).
//!
//! `complete`/`disjoint behaviors` become conditions on the `assumes`, and `for b:
//! clause` is a clause of behavior `b`. The saved values are `Contract::saved`; memory
//! read through a pointer under `\old` is read from a copy of the object made on entry
//! (`\old(*p)`), so `\old(a[i])` with a quantified `i` works for `int *a`. A form that
//! cannot be expressed so (a pointer that itself depends on a quantified variable) is
//! recorded as unsupported.

use super::builder::FnBuilder;
use super::make::{bin, not};
use super::LResult;
use crate::ir::*;
use tass_syntax::ast::{self, AnnotKind};
use tass_syntax::Span;

/// The clauses of one behavior (the default one has no name).
#[derive(Default)]
struct Behavior {
    name: Option<Name>,
    assumes: Vec<Expr>,
    requires: Vec<(Expr, Span)>,
    ensures: Vec<(Expr, Span)>,
    assigns: Vec<(Vec<Expr>, Span)>,
}

/// Lowers the contract of the function being built (its parameters are its first
/// locals).
pub(crate) fn lower_contract(
    b: &mut FnBuilder<'_>,
    contract: &[ast::Annotation],
    nparams: u32,
) -> LResult<Contract> {
    let mut behaviors = behavior_names(b, contract)?;
    let (completeness, decreases) = sort_clauses(b, contract, &mut behaviors)?;
    let mut out = Contract::default();
    let mut saver = Saver {
        nparams,
        saved: Vec::new(),
    };
    for beh in &behaviors {
        fold_behavior(b, &mut saver, beh, &mut out);
    }
    // `complete behaviors`: one of the behaviors applies; `disjoint behaviors`: at
    // most one does.
    for (complete, names, span) in completeness {
        let clause = behaviors_clause(b, &behaviors, complete, &names, span)?;
        out.behaviors.push(clause);
    }
    out.saved = saver.saved;
    out.decreases = decreases;
    Ok(out)
}

/// A `complete behaviors` or `disjoint behaviors` clause, named in `names` (none: all).
type Completeness = (bool, Vec<Name>, Span);

/// The default behavior and the named ones, in their order of declaration (`for b:`
/// may name a behavior declared later, so the names come first).
fn behavior_names(b: &mut FnBuilder<'_>, contract: &[ast::Annotation]) -> LResult<Vec<Behavior>> {
    let mut behaviors = vec![Behavior::default()];
    for a in contract {
        if let AnnotKind::Behavior(n) = &a.kind {
            if behaviors.iter().any(|x| x.name.as_ref() == Some(n)) {
                return Err(b.error(a.span, format!("behavior `{n}` is declared twice")));
            }
            behaviors.push(Behavior {
                name: Some(n.clone()),
                ..Default::default()
            });
        }
    }
    Ok(behaviors)
}

/// Gives each clause of the contract to its behavior (the one it follows, or those of
/// its `for`); returns the completeness clauses and the `decreases` measure. Every
/// error is reported before the contract fails.
fn sort_clauses(
    b: &mut FnBuilder<'_>,
    contract: &[ast::Annotation],
    behaviors: &mut [Behavior],
) -> LResult<(Vec<Completeness>, Option<Clause>)> {
    let mut completeness: Vec<Completeness> = Vec::new();
    let mut decreases = None;
    let mut current = 0;
    let mut failed = false;
    for a in contract {
        match &a.kind {
            AnnotKind::Behavior(n) => {
                current = behaviors
                    .iter()
                    .position(|x| x.name.as_ref() == Some(n))
                    .unwrap_or(0);
            }
            AnnotKind::Behaviors(complete, names) => {
                completeness.push((*complete, names.clone(), a.span));
                current = 0;
            }
            AnnotKind::Decreases(e) => {
                if current != 0 {
                    b.error(
                        a.span,
                        "`decreases` belongs to the contract, not to a behavior",
                    );
                    failed = true;
                    continue;
                }
                if decreases.is_some() {
                    b.error(a.span, "a contract has at most one `decreases` clause");
                    failed = true;
                    continue;
                }
                match measure(b, e, a.span) {
                    Some(m) => decreases = Some(m),
                    None => failed = true,
                }
            }
            AnnotKind::For(names, inner) => {
                for n in names {
                    let Some(i) = behaviors.iter().position(|x| x.name.as_ref() == Some(n)) else {
                        b.error(a.span, format!("the contract has no behavior `{n}`"));
                        failed = true;
                        continue;
                    };
                    failed |= clause(b, &mut behaviors[i], inner, a.span).is_err();
                }
            }
            kind => failed |= clause(b, &mut behaviors[current], kind, a.span).is_err(),
        }
    }
    if failed {
        return Err(super::Fail);
    }
    Ok((completeness, decreases))
}

/// The `decreases` measure `e` of the clause at `span`, a pure integer expression;
/// `None` when it is not one (said).
fn measure(b: &mut FnBuilder<'_>, e: &ast::Expr, span: Span) -> Option<Clause> {
    let saved = (b.pure_ctx, b.annotation);
    b.pure_ctx = true;
    b.annotation = true;
    let r = b.rvalue(e);
    (b.pure_ctx, b.annotation) = saved;
    match r {
        Ok(m) if m.ty.is_integer() => Some(Clause {
            expr: m.clone(),
            written: m,
            behavior: None,
            span,
        }),
        Ok(_) => {
            b.error(e.span, "a `decreases` measure must be an integer");
            None
        }
        Err(_) => None,
    }
}

/// Folds a behavior's `assumes` into its clauses and adds them to the contract:
/// `A ==> R`, `\old(A) ==> E`, `assigns` when `A` held on entry. An `ensures` clause
/// whose pre-state cannot be saved is recorded as unsupported.
fn fold_behavior(b: &mut FnBuilder<'_>, saver: &mut Saver, beh: &Behavior, out: &mut Contract) {
    let assumes = conjunction(&beh.assumes);
    for (r, span) in &beh.requires {
        let expr = match &assumes {
            Some(a) => bin(BinOp::Implies, a.clone(), r.clone(), Type::Bool, *span),
            None => r.clone(),
        };
        out.requires.push(Clause {
            expr,
            written: r.clone(),
            behavior: beh.name.clone(),
            span: *span,
        });
    }
    for (e, span) in &beh.ensures {
        let post = match saver.post(b, e) {
            Ok(x) => x,
            Err(why) => {
                b.cx.note_unsupported(*span, ("an `ensures` clause".into(), why));
                continue;
            }
        };
        let expr = match &assumes {
            Some(a) => match saver.old(b, a) {
                Ok(old_a) => bin(BinOp::Implies, old_a, post, Type::Bool, *span),
                Err(why) => {
                    b.cx.note_unsupported(*span, ("an `ensures` clause".into(), why));
                    continue;
                }
            },
            None => post,
        };
        out.ensures.push(Clause {
            expr,
            written: e.clone(),
            behavior: beh.name.clone(),
            span: *span,
        });
    }
    for (locs, span) in &beh.assigns {
        out.assigns.push(AssignsClause {
            when: assumes.clone(),
            locations: locs.clone(),
            behavior: beh.name.clone(),
            span: *span,
        });
    }
}

/// The condition of a `complete behaviors` (one of the `assumes` holds) or `disjoint
/// behaviors` (no two hold) clause over the behaviors `names` (none: every named one).
fn behaviors_clause(
    b: &mut FnBuilder<'_>,
    behaviors: &[Behavior],
    complete: bool,
    names: &[Name],
    span: Span,
) -> LResult<Clause> {
    let mut chosen = Vec::new();
    if names.is_empty() {
        chosen.extend(behaviors.iter().skip(1));
    } else {
        for n in names {
            match behaviors.iter().find(|x| x.name.as_ref() == Some(n)) {
                Some(x) => chosen.push(x),
                None => return Err(b.error(span, format!("the contract has no behavior `{n}`"))),
            }
        }
    }
    let conds: Vec<Expr> = chosen
        .iter()
        .map(|x| conjunction(&x.assumes).unwrap_or_else(|| truth(true, span)))
        .collect();
    let expr = if complete {
        conds
            .into_iter()
            .reduce(|x, y| bin(BinOp::Or, x, y, Type::Bool, span))
            .unwrap_or_else(|| truth(false, span))
    } else {
        let mut parts = Vec::new();
        for i in 0..conds.len() {
            for j in i + 1..conds.len() {
                let both = bin(
                    BinOp::And,
                    conds[i].clone(),
                    conds[j].clone(),
                    Type::Bool,
                    span,
                );
                parts.push(not(both));
            }
        }
        parts
            .into_iter()
            .reduce(|x, y| bin(BinOp::And, x, y, Type::Bool, span))
            .unwrap_or_else(|| truth(true, span))
    };
    let written = Expr {
        kind: ExprKind::Builtin(
            if complete { "complete" } else { "disjoint" }.into(),
            chosen
                .iter()
                .filter_map(|x| x.name.clone())
                .map(|n| Expr {
                    kind: ExprKind::Builtin(n, Vec::new()),
                    ty: Type::Void,
                    span,
                })
                .collect(),
        ),
        ty: Type::Bool,
        span,
    };
    Ok(Clause {
        expr,
        written,
        behavior: None,
        span,
    })
}

/// Lowers one clause into its behavior.
fn clause(b: &mut FnBuilder<'_>, beh: &mut Behavior, kind: &AnnotKind, span: Span) -> LResult<()> {
    match kind {
        AnnotKind::Requires(e) => {
            let c = b.condition_pure(e)?;
            beh.requires.push((c, span));
        }
        AnnotKind::Assumes(e) => {
            if beh.name.is_none() {
                return Err(b.error(span, "`assumes` is only allowed inside a behavior"));
            }
            let c = b.condition_pure(e)?;
            beh.assumes.push(c);
        }
        AnnotKind::Ensures(e) => {
            b.in_ensures = true;
            let r = b.condition_pure(e);
            b.in_ensures = false;
            beh.ensures.push((r?, span));
        }
        AnnotKind::Assigns(locs) => {
            let mut out = Vec::new();
            for l in locs {
                out.push(b.location_pure(l)?);
            }
            beh.assigns.push((out, span));
        }
        AnnotKind::Other(w) => {
            b.cx.note_unsupported(span, super::unsupported_message(w));
        }
        _ => {
            return Err(b.error(
                span,
                "this annotation is not allowed in a function contract",
            ));
        }
    }
    Ok(())
}

fn truth(v: bool, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Bool(v),
        ty: Type::Bool,
        span,
    }
}

fn conjunction(cs: &[Expr]) -> Option<Expr> {
    cs.iter().cloned().reduce(|x, y| {
        let span = x.span;
        bin(BinOp::And, x, y, Type::Bool, span)
    })
}

/// Rewrites `ensures` clauses so that their pre-state reads come from saved locals.
struct Saver {
    nparams: u32,
    saved: Vec<Saved>,
}

type Rw = Result<Expr, String>;

impl Saver {
    /// A hidden local saving variable `v` on entry.
    fn save_var(&mut self, b: &mut FnBuilder<'_>, v: VarRef, e: &Expr) -> Expr {
        let existing = self.saved.iter().find(|s| s.what == SavedKind::Var(v));
        let local = match existing {
            Some(s) => s.local,
            None => {
                let name = match v {
                    VarRef::Local(i) => b.locals[i as usize].name.clone(),
                    VarRef::Global(i) => b.cx.globals[i as usize].name.clone(),
                    VarRef::Shared(i) => b.cx.shared[i as usize].var.name.clone(),
                    VarRef::Bound(_) => "?".into(),
                };
                let local = b.locals.len() as u32;
                b.locals.push(Var {
                    name: format!("\\old({name})").into(),
                    ty: e.ty.clone(),
                    span: e.span,
                });
                self.saved.push(Saved {
                    local,
                    what: SavedKind::Var(v),
                });
                local
            }
        };
        Expr {
            kind: ExprKind::Var(VarRef::Local(local)),
            ty: e.ty.clone(),
            span: e.span,
        }
    }

    /// A hidden local pointing into a copy, made on entry, of the object `q` points to.
    fn save_object(&mut self, b: &mut FnBuilder<'_>, q: Expr) -> Expr {
        let existing = self
            .saved
            .iter()
            .find(|s| matches!(&s.what, SavedKind::Object(x) if same(x, &q)));
        let local = match existing {
            Some(s) => s.local,
            None => {
                let local = b.locals.len() as u32;
                let text = match &q.kind {
                    ExprKind::Var(VarRef::Local(i)) => b.locals[*i as usize].name.to_string(),
                    ExprKind::Var(VarRef::Global(i)) => b.cx.globals[*i as usize].name.to_string(),
                    _ => format!("p{local}"),
                };
                b.locals.push(Var {
                    name: format!("\\old(*{text})").into(),
                    ty: q.ty.clone(),
                    span: q.span,
                });
                self.saved.push(Saved {
                    local,
                    what: SavedKind::Object(q.clone()),
                });
                local
            }
        };
        Expr {
            kind: ExprKind::Var(VarRef::Local(local)),
            ty: q.ty.clone(),
            span: q.span,
        }
    }

    /// A postcondition: parameters read their pre-state value, `\old(e)` reads the
    /// pre-state.
    fn post(&mut self, b: &mut FnBuilder<'_>, e: &Expr) -> Rw {
        match &e.kind {
            ExprKind::Var(v @ VarRef::Local(i)) if *i < self.nparams => Ok(self.save_var(b, *v, e)),
            ExprKind::Old(x) => self.old(b, x),
            _ => map_children(e, &mut |c| self.post(b, c)),
        }
    }

    /// `e` in the pre-state.
    fn old(&mut self, b: &mut FnBuilder<'_>, e: &Expr) -> Rw {
        match &e.kind {
            ExprKind::Var(VarRef::Bound(_)) => Ok(e.clone()),
            ExprKind::Var(VarRef::Shared(i))
                if b.cx.shared[*i as usize].io == ast::IoKind::Input =>
            {
                // Inputs never change.
                Ok(e.clone())
            }
            ExprKind::Var(v) => Ok(self.save_var(b, *v, e)),
            ExprKind::Old(x) => self.old(b, x),
            ExprKind::Result => Err("`\\result` inside `\\old`".into()),
            ExprKind::Deref(q) => {
                let q = self.old_pointer(b, q)?;
                Ok(Expr {
                    kind: ExprKind::Deref(Box::new(q)),
                    ty: e.ty.clone(),
                    span: e.span,
                })
            }
            ExprKind::AddrOf(lv) => {
                let lv = self.old_address(b, lv)?;
                Ok(Expr {
                    kind: ExprKind::AddrOf(Box::new(lv)),
                    ty: e.ty.clone(),
                    span: e.span,
                })
            }
            ExprKind::Proc { .. } | ExprKind::Spec(_) => {
                Err("`PROC` and `spec` inside `\\old`".into())
            }
            _ => map_children(e, &mut |c| self.old(b, c)),
        }
    }

    /// A pointer to dereference in the pre-state: into a copy of its object.
    fn old_pointer(&mut self, b: &mut FnBuilder<'_>, q: &Expr) -> Rw {
        if closed(q, 0) {
            let entry = strip_old(q)?;
            return Ok(self.save_object(b, entry));
        }
        let mk = |kind| Expr {
            kind,
            ty: q.ty.clone(),
            span: q.span,
        };
        match &q.kind {
            ExprKind::PtrAdd(p, k) => {
                let p = self.old_pointer(b, p)?;
                let k = self.old(b, k)?;
                Ok(mk(ExprKind::PtrAdd(Box::new(p), Box::new(k))))
            }
            ExprKind::Cast(p) if matches!(p.ty, Type::Pointer(_)) => {
                let p = self.old_pointer(b, p)?;
                Ok(mk(ExprKind::Cast(Box::new(p))))
            }
            ExprKind::AddrOf(lv) => {
                let lv = self.old(b, lv)?;
                Ok(mk(ExprKind::AddrOf(Box::new(lv))))
            }
            ExprKind::Cond(c, x, y) => {
                let c = self.old(b, c)?;
                let x = self.old_pointer(b, x)?;
                let y = self.old_pointer(b, y)?;
                Ok(mk(ExprKind::Cond(Box::new(c), Box::new(x), Box::new(y))))
            }
            ExprKind::Old(x) => self.old_pointer(b, x),
            _ => Err(
                "`\\old` of memory reached through a pointer that depends on a quantified variable"
                    .into(),
            ),
        }
    }

    /// The address of an lvalue in the pre-state (indices and pointers read there).
    fn old_address(&mut self, b: &mut FnBuilder<'_>, lv: &Expr) -> Rw {
        let mk = |kind| Expr {
            kind,
            ty: lv.ty.clone(),
            span: lv.span,
        };
        match &lv.kind {
            ExprKind::Var(_) => Ok(lv.clone()),
            ExprKind::Index(a, i) => {
                let a = self.old_address(b, a)?;
                let i = self.old(b, i)?;
                Ok(mk(ExprKind::Index(Box::new(a), Box::new(i))))
            }
            ExprKind::Member(a, f) => {
                let a = self.old_address(b, a)?;
                Ok(mk(ExprKind::Member(Box::new(a), *f)))
            }
            ExprKind::Deref(q) => {
                let q = self.old(b, q)?;
                Ok(mk(ExprKind::Deref(Box::new(q))))
            }
            ExprKind::Old(x) => self.old_address(b, x),
            _ => Err("the address of this expression inside `\\old`".into()),
        }
    }
}

/// Whether two expressions are the same up to their spans.
fn same(a: &Expr, b: &Expr) -> bool {
    fn strip(e: &Expr) -> Expr {
        let mut e = map_children(e, &mut |c| Ok(strip(c))).unwrap_or_else(|_| e.clone());
        e.span = Span::default();
        e
    }
    strip(a) == strip(b)
}

/// `e` without `\old` (it is evaluated on entry, in the pre-state).
fn strip_old(e: &Expr) -> Rw {
    match &e.kind {
        ExprKind::Old(x) => strip_old(x),
        ExprKind::Result => Err("`\\result` inside `\\old`".into()),
        _ => map_children(e, &mut strip_old),
    }
}

/// Whether `e` mentions no variable bound outside it (`depth` binders are inside).
fn closed(e: &Expr, depth: u32) -> bool {
    match &e.kind {
        ExprKind::Var(VarRef::Bound(d)) => *d < depth,
        ExprKind::Quant { restrict, body, .. } => {
            restrict.as_ref().is_none_or(|r| closed(r, depth + 1)) && closed(body, depth + 1)
        }
        ExprKind::Fold { lo, hi, body, .. } => {
            closed(lo, depth) && closed(hi, depth) && closed(body, depth + 1)
        }
        _ => {
            let mut ok = true;
            let _ = map_children(e, &mut |c| {
                ok &= closed(c, depth);
                Ok(c.clone())
            });
            ok
        }
    }
}

/// Rebuilds `e` with `f` applied to each direct subexpression.
pub(crate) fn map_children(e: &Expr, f: &mut dyn FnMut(&Expr) -> Rw) -> Rw {
    let bx = |x: Expr| Box::new(x);
    let kind = match &e.kind {
        ExprKind::Int(..)
        | ExprKind::Real(..)
        | ExprKind::Bool(_)
        | ExprKind::Var(_)
        | ExprKind::Null
        | ExprKind::Zero
        | ExprKind::FunctionRef(_)
        | ExprKind::Str(_)
        | ExprKind::SizeOf(_)
        | ExprKind::Result
        | ExprKind::Spec(_) => return Ok(e.clone()),
        ExprKind::Unary(op, a) => ExprKind::Unary(*op, bx(f(a)?)),
        ExprKind::Binary(op, a, c) => ExprKind::Binary(*op, bx(f(a)?), bx(f(c)?)),
        ExprKind::Cond(c, a, d) => ExprKind::Cond(bx(f(c)?), bx(f(a)?), bx(f(d)?)),
        ExprKind::Cast(a) => ExprKind::Cast(bx(f(a)?)),
        ExprKind::Index(a, i) => ExprKind::Index(bx(f(a)?), bx(f(i)?)),
        ExprKind::Member(a, m) => ExprKind::Member(bx(f(a)?), *m),
        ExprKind::Deref(a) => ExprKind::Deref(bx(f(a)?)),
        ExprKind::AddrOf(a) => ExprKind::AddrOf(bx(f(a)?)),
        ExprKind::PtrAdd(a, k) => ExprKind::PtrAdd(bx(f(a)?), bx(f(k)?)),
        ExprKind::PtrDiff(a, c) => ExprKind::PtrDiff(bx(f(a)?), bx(f(c)?)),
        ExprKind::Apply(id, args) => {
            ExprKind::Apply(*id, args.iter().map(&mut *f).collect::<Result<_, _>>()?)
        }
        ExprKind::Builtin(n, args) => ExprKind::Builtin(
            n.clone(),
            args.iter().map(&mut *f).collect::<Result<_, _>>()?,
        ),
        ExprKind::Quant {
            q,
            var,
            restrict,
            body,
        } => ExprKind::Quant {
            q: *q,
            var: var.clone(),
            restrict: match restrict {
                Some(r) => Some(bx(f(r)?)),
                None => None,
            },
            body: bx(f(body)?),
        },
        ExprKind::Fold {
            op,
            var,
            lo,
            hi,
            body,
        } => ExprKind::Fold {
            op: *op,
            var: var.clone(),
            lo: bx(f(lo)?),
            hi: bx(f(hi)?),
            body: bx(f(body)?),
        },
        ExprKind::Old(a) => ExprKind::Old(bx(f(a)?)),
        ExprKind::Proc { rank, func, var } => ExprKind::Proc {
            rank: bx(f(rank)?),
            func: func.clone(),
            var: var.clone(),
        },
    };
    Ok(Expr {
        kind,
        ty: e.ty.clone(),
        span: e.span,
    })
}
