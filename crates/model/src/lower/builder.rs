//! The state of lowering one function: its locals, locations and current location,
//! scopes, and the few operations every kind of lowering uses (locations, edges,
//! temporaries, declarations, name lookup). Statements are lowered in `stmt`,
//! expressions in `expr`, annotations in `acsl` and `contract`.

use super::make::{not, tru};
use super::{Fail, LResult, Lowerer, Symbol};
use crate::ir::*;
use std::collections::HashMap;
use tass_syntax::ast;
use tass_syntax::Span;

impl Lowerer {
    /// A context for pure expressions at file scope (annotations, array lengths,
    /// enumerator values).
    pub(crate) fn annotation_context(&mut self) -> FnBuilder<'_> {
        let mut b = FnBuilder::new(self, None, Type::Void);
        b.pure_ctx = true;
        b.annotation = true;
        b
    }
}

/// What a block-scope name denotes.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Binding {
    /// A local variable of the function.
    Local(u32),
    /// A `static` local: a process-global variable only this block names.
    Static(u32),
}

/// Builds one function (or a pure annotation context with no function).
pub(crate) struct FnBuilder<'a> {
    pub(crate) cx: &'a mut Lowerer,
    pub(crate) func: Option<FunctionId>,
    pub(crate) locals: Vec<Var>,
    pub(crate) locations: Vec<Location>,
    pub(crate) cur: LocId,
    /// Lexical scopes: what each name declared in a block denotes.
    pub(crate) scopes: Vec<HashMap<Name, Binding>>,
    /// The blocks (and `for` statements) being lowered inside the body's outermost
    /// block, innermost last: a local declared in one lives until its end.
    pub(crate) blocks: Vec<Span>,
    /// [`Function::local_blocks`] as built so far.
    pub(crate) local_blocks: Vec<Option<Span>>,
    /// Quantifier-bound variables, innermost last.
    pub(crate) bound: Vec<(Name, Type)>,
    pub(crate) ret: Type,
    /// (break target, continue target) of enclosing loops and switches.
    pub(crate) jumps: Vec<(LocId, Option<LocId>)>,
    pub(crate) labels: HashMap<Name, (LocId, bool, Span)>,
    pub(crate) switches: Vec<Vec<(Option<Expr>, LocId, Span)>>,
    /// No statements may be emitted (annotations, initialisers of globals' types, ...).
    pub(crate) pure_ctx: bool,
    /// Annotation expressions: quantifiers, `\old`, `PROC`, `spec` allowed.
    pub(crate) annotation: bool,
    /// Lowering an input's condition: only inputs declared so far are visible.
    pub(crate) input_condition: bool,
    /// Unresolvable names give `0` instead of an error (parameter array lengths).
    pub(crate) lenient: bool,
    /// Lowering an ACSL `ensures` (`\result`, `\old` allowed).
    pub(crate) in_ensures: bool,
    /// The globals visible from this function (count at its definition).
    pub(crate) temp_count: u32,
    /// The label of the joint annotation being lowered (`spec.x` is typed by it).
    pub(crate) joint_label: Option<Name>,
    /// Names bound by ACSL `\\let` and by the parameters of a logic definition being
    /// expanded: (name, value, the number of bound variables when it was bound).
    pub(crate) lets: Vec<(Name, Expr, usize)>,
    /// The logic definitions being expanded, innermost last.
    pub(crate) expanding: Vec<Name>,
    /// Where `\\at(e, L)` saves the variables of `e` (module `acsl`).
    pub(crate) snaps: Vec<SnapPoint>,
    /// The snapshot point of each C label defined so far.
    pub(crate) label_snaps: HashMap<Name, usize>,
    /// The snapshot points of the entries of the enclosing loops, innermost last.
    pub(crate) loop_snaps: Vec<usize>,
}

/// A point where control passes a label of `\\at` (a C label, a loop's entry, the
/// function's entry): the variables read at that label are saved there, each in a
/// hidden local, by assignments inserted on the edge `from -> to` once the function is
/// lowered.
pub(crate) struct SnapPoint {
    /// The edge's source (the entry: location 0, whose statements move).
    pub(crate) from: LocId,
    /// The edge's target (`None` at the function's entry).
    pub(crate) to: Option<LocId>,
    /// The number of locals declared when control passes: later ones do not exist yet.
    pub(crate) nlocals: usize,
    /// The label, for messages and the hidden locals' names.
    pub(crate) label: Name,
    /// (variable, hidden local) pairs saved.
    pub(crate) saves: Vec<(VarRef, u32)>,
    pub(crate) span: Span,
}

impl<'a> FnBuilder<'a> {
    /// A builder for the function `func` (none: a pure context) returning `ret`.
    pub(crate) fn new(cx: &'a mut Lowerer, func: Option<FunctionId>, ret: Type) -> FnBuilder<'a> {
        FnBuilder {
            cx,
            func,
            locals: Vec::new(),
            locations: vec![Location {
                out: Vec::new(),
                loop_info: None,
                span: Span::default(),
            }],
            cur: LocId(0),
            scopes: vec![HashMap::new()],
            blocks: Vec::new(),
            local_blocks: Vec::new(),
            bound: Vec::new(),
            ret,
            jumps: Vec::new(),
            labels: HashMap::new(),
            switches: Vec::new(),
            pure_ctx: false,
            annotation: false,
            input_condition: false,
            lenient: false,
            in_ensures: false,
            temp_count: 0,
            joint_label: None,
            lets: Vec::new(),
            expanding: Vec::new(),
            snaps: Vec::new(),
            label_snaps: HashMap::new(),
            loop_snaps: Vec::new(),
        }
    }

    pub(crate) fn error(&mut self, span: Span, msg: impl Into<String>) -> Fail {
        self.cx.error(span, msg)
    }

    // ----- graph building -------------------------------------------------------------

    pub(crate) fn new_loc(&mut self, span: Span) -> LocId {
        self.locations.push(Location {
            out: Vec::new(),
            loop_info: None,
            span,
        });
        LocId(self.locations.len() as u32 - 1)
    }

    pub(crate) fn add_edge(&mut self, from: LocId, guard: Expr, stmt: Stmt, to: LocId, span: Span) {
        self.locations[from.0 as usize].out.push(Transition {
            guard,
            stmt,
            target: to,
            span,
        });
    }

    /// Appends a statement at the current location.
    pub(crate) fn emit(&mut self, stmt: Stmt, span: Span) -> LResult<()> {
        if self.pure_ctx {
            return Err(self.error(span, "side effects (assignments, increments, calls of non-pure functions) are not allowed here"));
        }
        let next = self.new_loc(span);
        let cur = self.cur;
        if self.locations[cur.0 as usize].out.is_empty()
            && self.locations[cur.0 as usize].span == Span::default()
        {
            self.locations[cur.0 as usize].span = span;
        }
        self.add_edge(cur, tru(span), stmt, next, span);
        self.cur = next;
        Ok(())
    }

    /// Jumps from the current location to `to`; the current location becomes a fresh,
    /// unreachable one.
    pub(crate) fn goto(&mut self, to: LocId, span: Span) {
        let cur = self.cur;
        self.add_edge(cur, tru(span), Stmt::Noop, to, span);
        self.cur = self.new_loc(span);
    }

    /// Branches on `cond`: returns the locations for true and false.
    pub(crate) fn branch(&mut self, cond: Expr, span: Span) -> (LocId, LocId) {
        let t = self.new_loc(span);
        let f = self.new_loc(span);
        let cur = self.cur;
        let neg = not(cond.clone());
        self.add_edge(cur, cond, Stmt::Noop, t, span);
        self.add_edge(cur, neg, Stmt::Noop, f, span);
        (t, f)
    }

    /// A fresh local (for temporaries).
    pub(crate) fn temp(&mut self, ty: Type, span: Span) -> LResult<Expr> {
        if self.pure_ctx {
            return Err(self.error(span, "side effects are not allowed here"));
        }
        self.temp_count += 1;
        let idx = self.locals.len() as u32;
        self.locals.push(Var {
            name: format!("$t{}", self.temp_count).into(),
            ty: ty.clone(),
            span,
        });
        Ok(Expr {
            kind: ExprKind::Var(VarRef::Local(idx)),
            ty,
            span,
        })
    }

    pub(crate) fn declare_local(&mut self, name: &Name, ty: Type, span: Span) -> LResult<u32> {
        if let Some(s) = self.scopes.last() {
            if s.contains_key(name) && self.scopes.len() > 1 {
                return Err(self.error(
                    span,
                    format!("`{name}` is declared twice in the same block"),
                ));
            }
        }
        let idx = self.locals.len() as u32;
        self.locals.push(Var {
            name: name.clone(),
            ty,
            span,
        });
        if let Some(&block) = self.blocks.last() {
            self.local_blocks.resize(idx as usize, None);
            self.local_blocks.push(Some(block));
        }
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name.clone(), Binding::Local(idx));
        }
        Ok(idx)
    }

    /// Looks up a name: bound variables, locals (innermost first), file scope.
    pub(crate) fn lookup(&self, name: &str) -> Option<Symbol> {
        for (depth, (n, t)) in self.bound.iter().rev().enumerate() {
            if &**n == name {
                return Some(Symbol::Var(VarRef::Bound(depth as u32), t.clone()));
            }
        }
        for s in self.scopes.iter().rev() {
            match s.get(name) {
                Some(&Binding::Local(i)) => {
                    return Some(Symbol::Var(
                        VarRef::Local(i),
                        self.locals[i as usize].ty.clone(),
                    ))
                }
                Some(&Binding::Static(g)) => {
                    return Some(Symbol::Var(
                        VarRef::Global(g),
                        self.cx.globals[g as usize].ty.clone(),
                    ))
                }
                None => {}
            }
        }
        let sym = self.cx.globals_scope.get(name).cloned()?;
        if self.input_condition {
            if let Symbol::Var(VarRef::Shared(i), _) = &sym {
                if *i as usize >= self.cx.inputs_visible
                    || self.cx.shared[*i as usize].io != ast::IoKind::Input
                {
                    return None;
                }
            }
            if let Symbol::Var(VarRef::Global(_), _) = &sym {
                return None;
            }
        }
        Some(sym)
    }
}
