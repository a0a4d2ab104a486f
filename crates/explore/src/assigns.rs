//! The write checks of ACSL contracts: every write of a process is checked against the
//! `assigns` clauses of the functions on its stack and the `loop assigns` of the loops
//! they are in (the places those clauses denote were evaluated into slots of the frames
//! when they were entered, by the contracts of the statements layer).
//!
//! `assigns` is checked at every write (`Machine::write`, so library functions and MPI
//! receives are included; `memcpy`/`memset` write only their block): a write by a
//! function or anything it calls must lie in every applicable `assigns` clause of every
//! function on the stack (several clauses intersect, as ACSL's frame conditions do).
//! Locals of the function and its callees, and memory allocated during the call, are
//! free. The check is on writes, not on final values (like Frama-C/WP): writing a
//! location back to its old value is still reported, as an `assertion` at the write.
//!
//! `loop assigns`: every write while the loop's frame is in the loop's natural body
//! (including writes by called functions) must lie in the locations evaluated at the
//! start of the current iteration; locals declared inside the body, temporaries, callee
//! locals and memory allocated since the loop was entered are free (the loop index must
//! be listed, as ACSL requires). A violation is an `invariant` at the write. Loop
//! summaries never use `loop assigns` (their write sets come from the body), so a wrong
//! `loop assigns` cannot make a summary unsound.
//!
//! These checks live here, below `memory`, which calls them; the entry and return checks
//! of contracts stay in `contract`.

use crate::frames::{layout, Layout, WriteSet};
use crate::machine::{Machine, R};
use crate::report::PropertyKind;
use std::sync::Arc;
use tass_model::{FunctionId, Type as MType};
use tass_state::{Base, Pointer, ProcId, State, Step, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

impl Machine<'_> {
    /// The layout of function `f` of model `model`.
    pub(crate) fn layout(&mut self, model: u8, f: FunctionId) -> Arc<Layout> {
        if let Some(l) = self.caches.layouts.get(&(model, f)) {
            return l.clone();
        }
        let l = Arc::new(layout(self.progs[model as usize], f));
        self.caches.layouts.insert((model, f), l.clone());
        l
    }

    /// Forgets a freed heap object in the write sets of the frames of `owner` (its
    /// number may be reused by canonicalisation for a younger object).
    pub(crate) fn forget_object(&mut self, st: &mut State, owner: ProcId, obj: u32) {
        if !self.facts.frame_checks {
            return;
        }
        let frames: Vec<FunctionId> = st.proc(owner).stack.iter().map(|f| f.func).collect();
        for (d, fid) in frames.into_iter().enumerate() {
            let lay = self.layout(owner.model, fid);
            let rosters = lay
                .assigns
                .iter()
                .chain(lay.loops.iter().filter_map(|l| l.assigns.as_ref()))
                .map(|w| w.roster);
            for r in rosters {
                let hit = |v: &Value| {
                    matches!(v, Value::Ptr(Pointer::Obj { base: Base::Heap { proc, obj: o }, .. })
                        if *proc == (owner.model, owner.rank) && *o == obj)
                };
                let has = matches!(
                    st.proc(owner).stack[d].locals.get(r),
                    Some(Value::Agg(items)) if items.iter().any(hit)
                );
                if has {
                    let pr = st.proc_mut(owner);
                    let f = Arc::make_mut(&mut pr.stack[d]);
                    if let Value::Agg(items) = &f.locals[r] {
                        let kept: Vec<Value> = items.iter().filter(|v| !hit(v)).cloned().collect();
                        f.locals[r] = Value::Agg(kept.into());
                    }
                }
            }
        }
    }

    // ----- writes ---------------------------------------------------------------------

    /// Checks a write of process `p` at `pl` against the `assigns` clauses of the
    /// functions on its stack and the `loop assigns` of the loops they are in.
    pub(crate) fn check_write(
        &mut self,
        st: &mut State,
        p: ProcId,
        pl: &crate::lvalue::Place,
        span: Span,
    ) -> R<()> {
        // A block of elements written at once (`memcpy`, `memset`): element `k` of the
        // array, for every `k` in the block.
        let block_text = self.step.block.as_ref().map(|(lo, hi)| {
            let last = hi.minus(&Expr::int(1)).unwrap_or_else(|_| hi.clone());
            format!("{}[{lo} .. {last}]", self.place_text(st, p, pl))
        });
        let block = match self.step.block.take() {
            Some((lo, hi)) => {
                let k = self.fresh(&tass_symbolic::Type::int(), "k");
                let inside = self.sym(
                    k.greater_eq(&lo)
                        .and_then(|a| k.less(&hi).and_then(|b| a.and(&b))),
                    span,
                )?;
                let mut element = pl.clone();
                element.path.push(Step::Index(k.clone()));
                Some((k, inside, element))
            }
            None => None,
        };
        let pl = block.as_ref().map(|(_, _, e)| e).unwrap_or(pl);
        let frames: Vec<(FunctionId, u32)> =
            st.proc(p).stack.iter().map(|f| (f.func, f.uid)).collect();
        let depth_of = |uid: u32| frames.iter().position(|(_, u)| *u == uid);
        let top = frames.len().saturating_sub(1);
        let prog = self.progs[p.model as usize];
        for (d, &(fid, _)) in frames.iter().enumerate() {
            let lay = self.layout(p.model, fid);
            if lay.assigns.is_none() && lay.loops.is_empty() {
                continue;
            }
            let func = &prog.functions[fid.0 as usize];
            // A local of this frame or a younger one is the function's own.
            let own_local = match &pl.base {
                Base::Local { proc, frame, .. } if *proc == (p.model, p.rank) => {
                    depth_of(*frame).map(|k| k.cmp(&d))
                }
                _ => None,
            };
            let own = matches!(
                own_local,
                Some(std::cmp::Ordering::Greater | std::cmp::Ordering::Equal)
            );
            if let Some(ws) = &lay.assigns {
                if self.cfg.properties.assertions && !own {
                    if let Some(c) = self.within(st, p, d, ws, pl, span)? {
                        let c = self.every(&block, c, span)?;
                        let what = block_text
                            .clone()
                            .unwrap_or_else(|| self.place_text(st, p, pl));
                        self.check(
                            st,
                            c,
                            PropertyKind::Assertion,
                            span,
                            format!(
                                "`{}` assigns `{what}`, not in its assigns clause",
                                func.name
                            ),
                        )?;
                    }
                }
            }
            // Where the frame is: the transition being executed, or the call it waits at.
            let at = if d == top {
                match self.step.at {
                    Some((q, l)) if q == p => Some(l),
                    _ => st.proc(p).top().map(|f| f.loc),
                }
            } else {
                st.proc(p).stack[d + 1].call_site.map(|(l, _)| l)
            };
            let Some(at) = at else { continue };
            for ls in &lay.loops {
                let Some(ws) = &ls.assigns else { continue };
                if !ls.body.contains(&at) {
                    continue;
                }
                match own_local {
                    Some(std::cmp::Ordering::Greater) => continue,
                    Some(std::cmp::Ordering::Equal) => {
                        let Base::Local { var, .. } = &pl.base else {
                            continue;
                        };
                        let hidden = func
                            .locals
                            .get(*var as usize)
                            .is_none_or(|v| v.name.starts_with('$') || v.name.starts_with('\\'));
                        if hidden || ls.inner.contains(var) {
                            continue;
                        }
                    }
                    _ => {}
                }
                if let Some(c) = self.within(st, p, d, ws, pl, span)? {
                    let c = self.every(&block, c, span)?;
                    let what = block_text
                        .clone()
                        .unwrap_or_else(|| self.place_text(st, p, pl));
                    self.check(
                        st,
                        c,
                        PropertyKind::Invariant,
                        span,
                        format!("the loop assigns `{what}`, not in its loop assigns clause"),
                    )?;
                }
            }
        }
        Ok(())
    }

    /// `c` for every element of a block write (`c` is about element `k`).
    fn every(
        &mut self,
        block: &Option<(Expr, Expr, crate::lvalue::Place)>,
        c: Expr,
        span: Span,
    ) -> R<Expr> {
        match block {
            Some((k, inside, _)) => {
                let body = self.sym(inside.implies(&c), span)?;
                self.sym(Expr::forall(k, None, None, &body), span)
            }
            None => Ok(c),
        }
    }

    /// The condition for the write at `pl` to lie in the write set `ws` of frame `d`, or
    /// `None` when the write set does not bound it (not entered yet, or an object
    /// allocated after it was entered).
    fn within(
        &mut self,
        st: &mut State,
        p: ProcId,
        d: usize,
        ws: &WriteSet,
        pl: &crate::lvalue::Place,
        span: Span,
    ) -> R<Option<Expr>> {
        let slots: Vec<Value> = st.proc(p).stack[d].locals.clone();
        let get = |i: usize| slots.get(i).cloned().unwrap_or(Value::Undef);
        let Value::Agg(roster) = get(ws.roster) else {
            return Ok(None);
        };
        if let Base::Heap { .. } = &pl.base {
            let existed = roster
                .iter()
                .any(|v| matches!(v, Value::Ptr(Pointer::Obj { base, .. }) if *base == pl.base));
            if !existed {
                return Ok(None);
            }
        }
        let mut all = Vec::new();
        for cl in &ws.clauses {
            let mut any = Vec::new();
            for l in &cl.locs {
                let range = match l.range {
                    Some((lo, hi)) => match (get(lo), get(hi)) {
                        (Value::Sym(lo), Value::Sym(hi)) => Some((lo, hi)),
                        _ => continue,
                    },
                    None => None,
                };
                if let Some(c) = self.covers(st, p, &get(l.place), range, pl, span)? {
                    any.push(c);
                }
            }
            let mut c = self.sym(Expr::or_all(any.iter()), span)?;
            if let Some(w) = cl.when {
                if let Value::Sym(w) = get(w) {
                    c = self.sym(w.not().and_then(|nw| nw.or(&c)), span)?;
                }
            }
            all.push(c);
        }
        Ok(Some(self.sym(Expr::and_all(all.iter()), span)?))
    }

    /// The condition for `pl` to lie in one location: `loc` is the location's place as a
    /// pointer; with `range`, the pointer is to an element of an array and the location
    /// is the elements from `lo` to `hi` after it.
    fn covers(
        &mut self,
        st: &mut State,
        p: ProcId,
        loc: &Value,
        range: Option<(Expr, Expr)>,
        pl: &crate::lvalue::Place,
        span: Span,
    ) -> R<Option<Expr>> {
        let Value::Ptr(Pointer::Obj { base, path }) = loc else {
            return Ok(None);
        };
        if *base != pl.base {
            return Ok(None);
        }
        let mut conds = Vec::new();
        let prefix: &[Step] = match &range {
            None => path,
            Some((lo, hi)) => {
                let (k0, prefix) = match path.split_last() {
                    Some((Step::Index(k), rest)) => (k.clone(), rest),
                    _ => (Expr::int(0), &path[..]),
                };
                // Is the pointer into an array, or to a single object?
                let parent = crate::lvalue::Place {
                    base: base.clone(),
                    path: prefix.to_vec(),
                };
                let in_array = match self.read(st, p, &parent, span) {
                    Ok(Value::Agg(_)) => true,
                    Ok(Value::Sym(a)) => a.ty().is_array(),
                    _ => false,
                };
                let index = if in_array {
                    match pl.path.get(prefix.len()) {
                        Some(Step::Index(j)) => j.clone(),
                        _ => return Ok(None),
                    }
                } else {
                    Expr::int(0)
                };
                // The element `k0 + j` with `lo <= j <= hi`.
                let j = self.sym(index.minus(&k0), span)?;
                conds.push(self.sym(lo.less_eq(&j), span)?);
                conds.push(self.sym(j.less_eq(hi), span)?);
                prefix
            }
        };
        if pl.path.len() < prefix.len() {
            return Ok(None);
        }
        for (a, b) in prefix.iter().zip(&pl.path) {
            match (a, b) {
                (Step::Field(x), Step::Field(y)) if x == y => {}
                (Step::Index(i), Step::Index(j)) => conds.push(self.sym(i.equals(j), span)?),
                _ => return Ok(None),
            }
        }
        Ok(Some(self.sym(Expr::and_all(conds.iter()), span)?))
    }

    /// A readable name of a place: its variable and path.
    fn place_text(&self, st: &State, p: ProcId, pl: &crate::lvalue::Place) -> String {
        let prog = self.progs[p.model as usize];
        let mut s = match &pl.base {
            Base::Shared { var, .. } => prog.shared[*var as usize].var.name.to_string(),
            Base::Global { var, .. } => prog.globals[*var as usize].name.to_string(),
            Base::Local { frame, var, .. } => st
                .proc(p)
                .stack
                .iter()
                .find(|f| f.uid == *frame)
                .and_then(|f| prog.functions[f.func.0 as usize].locals.get(*var as usize))
                .map(|v| v.name.to_string())
                .unwrap_or_else(|| "a local".into()),
            Base::Heap { .. } => "memory allocated by malloc".into(),
            Base::Str(_) => "a string literal".into(),
        };
        let mut ty = self.declared_type(st, &pl.base, &[]);
        for step in &pl.path {
            match step {
                Step::Index(i) => {
                    s.push_str(&format!("[{i}]"));
                    ty = ty.and_then(|t| t.element().cloned());
                }
                Step::Field(k) => {
                    let name = match &ty {
                        Some(MType::Struct(id)) => prog.structs[id.0 as usize]
                            .fields
                            .get(*k as usize)
                            .map(|(n, t)| {
                                let n = n.to_string();
                                ty = Some(t.clone());
                                n
                            }),
                        _ => None,
                    };
                    s.push('.');
                    s.push_str(&name.unwrap_or_else(|| k.to_string()));
                }
            }
        }
        s
    }
}
