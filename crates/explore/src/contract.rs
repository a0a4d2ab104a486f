//! ACSL contracts and loop annotations at run time: `requires` at calls, `ensures` at
//! returns, `assigns` and `loop assigns` at every write, `loop variant` at every
//! iteration.
//!
//! What a check needs from the pre-state is kept in the frame. The lowering adds hidden
//! locals for the values `ensures` reads in the pre-state (see
//! [`tass_model::Contract::saved`]); the engine keeps its own bookkeeping in *slots*
//! after a frame's locals (a [`Layout`] per function): for an `assigns` clause, the
//! places of its locations evaluated on entry (as pointers) and the heap objects that
//! existed then (only those are bounded by the clause); for a loop, the heap objects that
//! existed when it was entered, the places of its `loop assigns` evaluated at the start
//! of each iteration, and the variant's value then. Pointers in slots are renumbered
//! with the rest of the state by canonicalisation.
//!
//! Contracts are checked on the executions the program makes (whole-program, like its
//! assertions), not modularly: a function never called has its contract unchecked, as an
//! assertion in dead code is. `requires` is checked at each call, in the callee's first
//! state (arguments bound, the caller's memory), and then assumed; a violation is an
//! `assertion` at the call, naming the clause by its text. `main` has no caller: its
//! `requires` are *assumed* when it starts (after the globals are initialised), like
//! input conditions (Frama-C's choice); requires that contradict the input conditions
//! make the verdict unknown rather than vacuously *holds*. `ensures` is checked at each
//! return, with `\result` the returned value, as an `assertion` at the clause's line.
//! `complete`/`disjoint behaviors` are checked on entry, at their clause. `decreases m`
//! (recursion): at each direct recursive call the caller's measure must be non-negative
//! and the callee's smaller (an `assertion` at the call); recursion through another
//! function makes it unknown. `loop variant v`: at the start of each iteration (entering
//! the body, from the head or, for a do-while loop, from before it) `v >= 0` is checked
//! and `v` saved; arriving at the head from the body, `v` must be smaller (both
//! `invariant` violations at the variant's line, checked in the arbitrary iteration of a
//! summarised loop too).

use crate::frames::{range_parts, WriteSet};
use crate::machine::{Halt, Machine, R, SNAPSHOT_SITE};
use crate::report::PropertyKind;
use std::sync::Arc;
use tass_model::{
    show::expr_str, Expr as MExpr, ExprKind, FunctionId, LocId, SavedKind, Type as MType, VarRef,
};
use tass_state::{Base, HeapObject, Pointer, ProcId, State, Step, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

impl Machine<'_> {
    /// Writes slot `i` of the top frame of `p`.
    fn set_slot(st: &mut State, p: ProcId, i: usize, v: Value) {
        let pr = st.proc_mut(p);
        if let Some(top) = pr.stack.last_mut() {
            let f = Arc::make_mut(top);
            if f.locals.len() <= i {
                f.locals.resize(i + 1, Value::Undef);
            }
            f.locals[i] = v;
        }
    }

    /// Evaluates with every check disabled: the value as if the checks held, or `None`
    /// when it does not exist (a null or dangling pointer). Splits and unsupported
    /// constructs are passed on.
    fn eval_unchecked(
        &mut self,
        st: &mut State,
        p: ProcId,
        e: &MExpr,
        place: bool,
    ) -> R<Option<Value>> {
        let saved = (self.checks.unchecked, st.pc.clone());
        self.checks.unchecked = true;
        let r = if place {
            self.place(st, p, e).map(|pl| {
                Value::Ptr(Pointer::Obj {
                    base: pl.base,
                    path: pl.path.into(),
                })
            })
        } else {
            self.eval(st, p, e)
        };
        self.checks.unchecked = saved.0;
        st.pc = saved.1;
        match r {
            Ok(v) => Ok(Some(v)),
            Err(Halt::Violation(_) | Halt::Infeasible) => Ok(None),
            Err(h) => Err(h),
        }
    }

    // ----- entry and return -------------------------------------------------------------

    /// On entry of the function of the top frame of `p` (its parameters bound): checks
    /// its preconditions (at the call at `call`; assumed for `main`, which has no
    /// caller), saves the pre-state values its postconditions read and the locations
    /// its `assigns` clauses bound.
    pub(crate) fn enter(&mut self, st: &mut State, p: ProcId, call: Option<Span>) -> R<()> {
        let prog = self.progs[p.model as usize];
        let Some(fid) = st.proc(p).top().map(|f| f.func) else {
            return Ok(());
        };
        let func = &prog.functions[fid.0 as usize];
        let c = &func.contract;
        for r in &c.requires {
            // On entry of the function run first, preconditions constrain its inputs
            // (module `uninit`); at a call they are checked, reads of the caller's values.
            let v = if call.is_none() {
                self.eval_assumed(st, p, &r.expr)?
            } else {
                self.eval(st, p, &r.expr)?
            };
            let x = self.scalar(v, &r.expr.ty, r.span)?;
            match call {
                Some(site) => {
                    if self.cfg.properties.assertions {
                        let text = expr_str(prog, Some(fid), &r.written);
                        let of = behavior_of(&r.behavior);
                        self.check(
                            st,
                            x.clone(),
                            PropertyKind::Assertion,
                            site,
                            format!(
                                "precondition of `{}` may fail at this call: `requires {text}`{of}",
                                func.name
                            ),
                        )?;
                    }
                    self.assume(st, &x, r.span)?;
                }
                None => match self.assume(st, &x, r.span) {
                    Err(Halt::Infeasible) => {
                        return Err(Halt::Unsupported(
                            r.span,
                            format!(
                                "preconditions of `{}` that contradict the input conditions (nothing would be verified)",
                                func.name
                            ),
                        ))
                    }
                    r => r?,
                },
            }
        }
        for r in &c.behaviors {
            let v = self.eval(st, p, &r.expr)?;
            let x = self.scalar(v, &r.expr.ty, r.span)?;
            if self.cfg.properties.assertions {
                let what = match &r.written.kind {
                    ExprKind::Builtin(n, _) => n.to_string(),
                    _ => "complete".into(),
                };
                let msg = match call {
                    Some(_) => format!(
                        "the behaviors of `{}` may not be {what} at this call",
                        func.name
                    ),
                    None => format!(
                        "the behaviors of `{}` may not be {what} on entry",
                        func.name
                    ),
                };
                self.check(st, x.clone(), PropertyKind::Assertion, r.span, msg)?;
            }
            self.assume(st, &x, r.span)?;
        }
        if let Some(m) = &c.decreases {
            self.measure(st, p, fid, m, call)?;
        }
        for sv in &c.saved {
            let v = match &sv.what {
                SavedKind::Var(v) => self.raw_var(st, p, *v),
                SavedKind::Object(q) => self.snapshot_object(st, p, q)?,
            };
            Self::set_slot(st, p, sv.local as usize, v);
        }
        let lay = self.layout(p.model, fid);
        if let Some(ws) = &lay.assigns {
            let clauses: Vec<(Option<MExpr>, Vec<MExpr>)> = c
                .assigns
                .iter()
                .map(|a| (a.when.clone(), a.locations.clone()))
                .collect();
            self.fill_roster(st, p, ws);
            self.fill_write_set(st, p, ws, &clauses)?;
        }
        Ok(())
    }

    /// On return from the top frame of `p` with value `v`: checks the postconditions,
    /// then frees the copies made on entry.
    pub(crate) fn leave(&mut self, st: &mut State, p: ProcId, v: Option<&Value>) -> R<()> {
        let prog = self.progs[p.model as usize];
        let Some(fid) = st.proc(p).top().map(|f| f.func) else {
            return Ok(());
        };
        let func = &prog.functions[fid.0 as usize];
        let c = &func.contract;
        if !c.ensures.is_empty() {
            self.scope.result = v.cloned();
            let r = (|| -> R<()> {
                for e in &c.ensures {
                    let v = self.eval(st, p, &e.expr)?;
                    let x = self.scalar(v, &e.expr.ty, e.span)?;
                    if self.cfg.properties.assertions {
                        let text = expr_str(prog, Some(fid), &e.written);
                        let of = behavior_of(&e.behavior);
                        self.check(
                            st,
                            x.clone(),
                            PropertyKind::Assertion,
                            e.span,
                            format!(
                                "postcondition of `{}` may fail when it returns (the last step of the trace): `ensures {text}`{of}",
                                func.name
                            ),
                        )?;
                    }
                    self.assume(st, &x, e.span)?;
                }
                Ok(())
            })();
            self.scope.result = None;
            r?;
        }
        // The copies of objects made on entry go.
        for sv in &c.saved {
            if !matches!(sv.what, SavedKind::Object(_)) {
                continue;
            }
            let v = st
                .proc(p)
                .top()
                .and_then(|f| f.locals.get(sv.local as usize).cloned());
            if let Some(Value::Ptr(Pointer::Obj {
                base: Base::Heap { proc, obj },
                ..
            })) = v
            {
                let owner = ProcId {
                    model: proc.0,
                    rank: proc.1,
                };
                let heap = Arc::make_mut(&mut st.proc_mut(owner).heap);
                if let Some(slot) = heap.get_mut(obj as usize) {
                    if slot.as_ref().is_some_and(|o| o.site == SNAPSHOT_SITE) {
                        *slot = None;
                    }
                }
            }
        }
        Ok(())
    }

    /// The `decreases` measure of the function of the top frame of `p` on entry: at a
    /// recursive call, the caller's measure must be non-negative and larger.
    fn measure(
        &mut self,
        st: &mut State,
        p: ProcId,
        fid: FunctionId,
        m: &tass_model::Clause,
        call: Option<Span>,
    ) -> R<()> {
        let prog = self.progs[p.model as usize];
        let name = &prog.functions[fid.0 as usize].name;
        let Some(slot) = self.layout(p.model, fid).measure else {
            return Ok(());
        };
        let v = self.eval(st, p, &m.expr)?;
        let now = self.scalar(v, &m.expr.ty, m.span)?;
        let stack = &st.proc(p).stack;
        let n = stack.len();
        let earlier = stack[..n.saturating_sub(1)]
            .iter()
            .rposition(|f| f.func == fid);
        if let (Some(k), Some(site)) = (earlier, call) {
            if k + 2 != n {
                return Err(Halt::Unsupported(
                    m.span,
                    format!("the `decreases` clause of `{name}` at a call back through another function"),
                ));
            }
            let before = stack[k].locals.get(slot).and_then(|v| v.sym().cloned());
            let Some(before) = before else {
                return Err(Halt::Unsupported(
                    m.span,
                    "a `decreases` measure not computed on entry".into(),
                ));
            };
            let text = expr_str(prog, Some(fid), &m.expr);
            let nonneg = self.sym(before.greater_eq(&Expr::int(0)), m.span)?;
            self.check(
                st,
                nonneg.clone(),
                PropertyKind::Assertion,
                site,
                format!("measure of `{name}` may be negative at this recursive call: `decreases {text}`"),
            )?;
            self.assume(st, &nonneg, m.span)?;
            let less = self.sym(now.less(&before), m.span)?;
            self.check(
                st,
                less.clone(),
                PropertyKind::Assertion,
                site,
                format!("measure of `{name}` may not decrease at this recursive call: `decreases {text}`"),
            )?;
            self.assume(st, &less, m.span)?;
        }
        Self::set_slot(st, p, slot, Value::Sym(now));
        Ok(())
    }

    /// The value of a variable in the top frame of `p`, read without checks.
    fn raw_var(&self, st: &State, p: ProcId, v: VarRef) -> Value {
        let pr = st.proc(p);
        match v {
            VarRef::Local(i) => pr
                .top()
                .and_then(|f| f.locals.get(i as usize).cloned())
                .unwrap_or(Value::Undef),
            VarRef::Global(i) => pr.globals.get(i as usize).cloned().unwrap_or(Value::Undef),
            VarRef::Shared(i) => st.models[p.model as usize]
                .shared
                .get(i as usize)
                .cloned()
                .unwrap_or(Value::Undef),
            VarRef::Bound(_) => Value::Undef,
        }
    }

    /// A copy of the object `q` points into, as a heap object of `p`: a pointer to the
    /// same place in the copy (or `q`'s value itself when there is nothing to copy).
    fn snapshot_object(&mut self, st: &mut State, p: ProcId, q: &MExpr) -> R<Value> {
        let Some(v) = self.eval_unchecked(st, p, q, false)? else {
            return Ok(Value::Undef);
        };
        let Value::Ptr(Pointer::Obj { base, path }) = &v else {
            return Ok(v);
        };
        let (object, path) = match base {
            Base::Str(_) => return Ok(v),
            Base::Heap { proc, obj } => {
                // An object not typed yet gets its type now, so that the copy and the
                // original share their (fresh) contents.
                if let MType::Pointer(t) = &q.ty {
                    if **t != MType::Void {
                        let _ = self.type_heap_object(st, p, base, t, q.span);
                    }
                }
                let owner = ProcId {
                    model: proc.0,
                    rank: proc.1,
                };
                match st.proc(owner).heap.get(*obj as usize) {
                    Some(Some(o)) => (
                        HeapObject {
                            site: SNAPSHOT_SITE,
                            ..o.clone()
                        },
                        path.to_vec(),
                    ),
                    _ => return Ok(Value::Undef),
                }
            }
            Base::Global { .. } | Base::Shared { .. } | Base::Local { .. } => {
                let Some(ty) = self.declared_type(st, base, &[]) else {
                    return Err(Halt::Unsupported(
                        q.span,
                        "`\\old` of memory the engine cannot copy".into(),
                    ));
                };
                let value = match base {
                    Base::Global { proc, var } => st
                        .proc(ProcId {
                            model: proc.0,
                            rank: proc.1,
                        })
                        .globals
                        .get(*var as usize)
                        .cloned(),
                    Base::Shared { model, var } => st.models[*model as usize]
                        .shared
                        .get(*var as usize)
                        .cloned(),
                    Base::Local { proc, frame, var } => st
                        .proc(ProcId {
                            model: proc.0,
                            rank: proc.1,
                        })
                        .stack
                        .iter()
                        .find(|f| f.uid == *frame)
                        .and_then(|f| f.locals.get(*var as usize).cloned()),
                    _ => None,
                }
                .unwrap_or(Value::Undef);
                let size = crate::eval::size_of(&ty, &self.progs[p.model as usize].structs)
                    .map(|(s, _)| s)
                    .unwrap_or(0);
                match &ty {
                    MType::Array(elem, _) => (
                        HeapObject {
                            bytes: Expr::int(size),
                            value: Some(value),
                            elem: Some((**elem).clone()),
                            site: SNAPSHOT_SITE,
                            zeroed: false,
                        },
                        path.to_vec(),
                    ),
                    _ => {
                        // A single object: the copy is an array of one.
                        let one = match value {
                            Value::Sym(x) => {
                                let r = Expr::array(x.ty(), [x.clone()]);
                                Value::Sym(self.sym(r, q.span)?)
                            }
                            other => Value::Agg(vec![other].into()),
                        };
                        let mut path2 = vec![Step::Index(Expr::int(0))];
                        path2.extend(path.iter().cloned());
                        (
                            HeapObject {
                                bytes: Expr::int(size),
                                value: Some(one),
                                elem: Some(ty.clone()),
                                site: SNAPSHOT_SITE,
                                zeroed: false,
                            },
                            path2,
                        )
                    }
                }
            }
        };
        let pr = st.proc_mut(p);
        let heap = Arc::make_mut(&mut pr.heap);
        heap.push(Some(object));
        let obj = heap.len() as u32 - 1;
        Ok(Value::Ptr(Pointer::Obj {
            base: Base::Heap {
                proc: (p.model, p.rank),
                obj,
            },
            path: path.into(),
        }))
    }

    /// Keeps the heap objects that exist now in the roster slot of a write set of the
    /// top frame of `p` (only those are bounded by the write set).
    fn fill_roster(&mut self, st: &mut State, p: ProcId, ws: &WriteSet) {
        let live: Vec<Value> = st
            .proc(p)
            .heap
            .iter()
            .enumerate()
            .filter(|(_, o)| o.as_ref().is_some_and(|o| o.site != SNAPSHOT_SITE))
            .map(|(i, _)| {
                Value::Ptr(Pointer::Obj {
                    base: Base::Heap {
                        proc: (p.model, p.rank),
                        obj: i as u32,
                    },
                    path: Vec::new().into(),
                })
            })
            .collect();
        Self::set_slot(st, p, ws.roster, Value::Agg(live.into()));
    }

    /// Evaluates the locations of a write set in the current state of the top frame of
    /// `p` and keeps them in its slots.
    fn fill_write_set(
        &mut self,
        st: &mut State,
        p: ProcId,
        ws: &WriteSet,
        clauses: &[(Option<MExpr>, Vec<MExpr>)],
    ) -> R<()> {
        for ((when, locs), slots) in clauses.iter().zip(&ws.clauses) {
            if let (Some(w), Some(s)) = (when, slots.when) {
                // An `assumes` that cannot be evaluated makes its clause apply.
                let v = self
                    .eval_unchecked(st, p, w, false)?
                    .unwrap_or(Value::Sym(Expr::bool(true)));
                Self::set_slot(st, p, s, v);
            }
            for (l, ls) in locs.iter().zip(&slots.locs) {
                let (place, bounds) = match range_parts(l) {
                    Some((base, lo, hi)) => {
                        let place = match &base.ty {
                            MType::Array(..) => {
                                let first = MExpr {
                                    kind: ExprKind::Index(
                                        Box::new(base.clone()),
                                        Box::new(MExpr {
                                            kind: ExprKind::Int(0, None),
                                            ty: MType::INT,
                                            span: base.span,
                                        }),
                                    ),
                                    ty: base.ty.element().cloned().unwrap_or(MType::INT),
                                    span: base.span,
                                };
                                self.eval_unchecked(st, p, &first, true)?
                            }
                            _ => self.eval_unchecked(st, p, base, false)?,
                        };
                        let lo = self.eval_unchecked(st, p, lo, false)?;
                        let hi = self.eval_unchecked(st, p, hi, false)?;
                        (place, Some((lo, hi)))
                    }
                    None => (self.eval_unchecked(st, p, l, true)?, None),
                };
                Self::set_slot(st, p, ls.place, place.unwrap_or(Value::Undef));
                if let (Some((lo, hi)), Some((slo, shi))) = (bounds, ls.range) {
                    Self::set_slot(st, p, slo, lo.unwrap_or(Value::Undef));
                    Self::set_slot(st, p, shi, hi.unwrap_or(Value::Undef));
                }
            }
        }
        Ok(())
    }

    // ----- loops ----------------------------------------------------------------------

    /// After the top frame of `p` moved from `from` to `to`: entering an annotated loop,
    /// the heap objects that exist are noted (only those are bounded by its `loop
    /// assigns`); at the start of an iteration (`to` in its body, `from` not), the
    /// variant must be non-negative and is saved, and the `loop assigns` locations are
    /// evaluated; back at the head from the body, the variant must have decreased.
    pub(crate) fn moved(&mut self, st: &mut State, p: ProcId, from: LocId, to: LocId) -> R<()> {
        if !self.facts.frame_checks {
            return Ok(());
        }
        let Some(fid) = st.proc(p).top().map(|f| f.func) else {
            return Ok(());
        };
        let lay = self.layout(p.model, fid);
        if lay.loops.is_empty() {
            return Ok(());
        }
        let prog = self.progs[p.model as usize];
        let func = &prog.functions[fid.0 as usize];
        for ls in &lay.loops {
            let Some(li) = func.locations[ls.head.0 as usize].loop_info.as_ref() else {
                continue;
            };
            let inside = |l: LocId| ls.body.contains(&l);
            // Entering the loop: memory allocated from now on is the loop's own.
            if !inside(from) && from != ls.head && (to == ls.head || inside(to)) {
                if let Some(ws) = &ls.assigns {
                    self.fill_roster(st, p, ws);
                }
            }
            if to == ls.head && inside(from) {
                if let (Some(var), Some(slot)) = (&li.variant, ls.variant) {
                    let before = st
                        .proc(p)
                        .top()
                        .and_then(|f| f.locals.get(slot).cloned())
                        .and_then(|v| v.sym().cloned());
                    let Some(before) = before else {
                        return Err(Halt::Unsupported(
                            var.span,
                            "a loop variant of a loop whose body was entered without passing its head".into(),
                        ));
                    };
                    let v = self.eval(st, p, var)?;
                    let now = self.scalar(v, &var.ty, var.span)?;
                    let c = self.sym(now.less(&before), var.span)?;
                    let text = expr_str(prog, Some(fid), var);
                    self.check(
                        st,
                        c.clone(),
                        PropertyKind::Invariant,
                        var.span,
                        format!("loop variant `{text}` may not decrease in this iteration"),
                    )?;
                    self.assume(st, &c, var.span)?;
                }
            } else if inside(to) && !inside(from) {
                if let (Some(var), Some(slot)) = (&li.variant, ls.variant) {
                    let v = self.eval(st, p, var)?;
                    let now = self.scalar(v, &var.ty, var.span)?;
                    let c = self.sym(now.greater_eq(&Expr::int(0)), var.span)?;
                    let text = expr_str(prog, Some(fid), var);
                    self.check(
                        st,
                        c.clone(),
                        PropertyKind::Invariant,
                        var.span,
                        format!("loop variant `{text}` may be negative when an iteration starts"),
                    )?;
                    self.assume(st, &c, var.span)?;
                    Self::set_slot(st, p, slot, Value::Sym(now));
                }
                if let (Some(locs), Some(ws)) = (&li.assigns, &ls.assigns) {
                    self.fill_write_set(st, p, ws, &[(None, locs.clone())])?;
                }
            }
        }
        Ok(())
    }
}

/// ` of behavior b` for a clause of a named behavior.
fn behavior_of(b: &Option<tass_model::Name>) -> String {
    b.as_ref()
        .map(|b| format!(" of behavior `{b}`"))
        .unwrap_or_default()
}
